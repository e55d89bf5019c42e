"""Benchmark the deduction engine against the straightforward numpy baseline (P2-P5).

Run: ``python benchmarks/bench_engine.py [--quick]``.  Prints a table; never fails.
Each case is timed in a fresh subprocess (median of several runs) so that the
peak resident memory (``ru_maxrss``) belongs to that case alone.  The baseline
builds every code, its colour counts and every clue's feedback as whole arrays,
then compares; it runs only where those arrays fit in memory.
"""

from __future__ import annotations

import json
import random
import statistics
import subprocess
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

BASELINE_BYTES = 3 << 30  # the baseline is skipped where its arrays would need more than this


def make_sheet(pegs: int, colors: int, nclues: int, seed: int) -> object:
    """A sheet of truthful clues from random guesses against a random secret (fixed seed)."""
    from mmnotation import Clue, Code, Feedback, Game, Sheet, score

    rng = random.Random(seed)
    palette = tuple("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ"[:colors])
    game = Game(pegs, palette)
    secret = "".join(rng.choice(palette) for _ in range(pegs))
    clues = []
    for line in range(1, nclues + 1):
        guess = "".join(rng.choice(palette) for _ in range(pegs))
        fb = score(guess, secret)
        clues.append(Clue(Code(guess), Feedback(fb.black, fb.white), line))
    return Sheet(game, tuple(clues))


def baseline_count(sheet: object) -> int:
    """The straightforward numpy method: whole code, count and feedback arrays, then compare."""
    import numpy as np

    from mmnotation.codes.score import color_counts, feedback_many, index_codes, pack

    game = sheet.game  # type: ignore[attr-defined]
    codes = index_codes(game.pegs, len(game.colors), game.repeats)
    counts = color_counts(codes, len(game.colors))
    keep = np.ones(len(codes), dtype=bool)
    for clue in sheet.clues:  # type: ignore[attr-defined]
        fb = feedback_many(game.index(clue.guess), codes, counts, game.pegs)
        keep &= fb == pack(clue.feedback.black, clue.feedback.white, game.pegs)
    return int(keep.sum())


def engine_count(sheet: object) -> int:
    from mmnotation.deduction.deduce import deduce

    return deduce(sheet, limit=100).count  # type: ignore[arg-type]


def engine_count_only(sheet: object) -> int:
    from mmnotation.engine.walk import count_consistent

    return count_consistent(sheet)  # type: ignore[arg-type]


def child(method: str, pegs: int, colors: int, nclues: int, seed: int, runs: int) -> None:
    """Time one case in this process and print a JSON line (median seconds, peak RSS, count)."""
    import resource

    sheet = make_sheet(pegs, colors, nclues, seed)
    fn = {"engine": engine_count, "count": engine_count_only, "baseline": baseline_count}[method]
    times, count = [], 0
    for _ in range(runs):
        t0 = time.perf_counter()
        count = fn(sheet)
        times.append(time.perf_counter() - t0)
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024
    print(json.dumps({"median": statistics.median(times), "first": times[0], "peak": peak, "count": count}))


def run(
    method: str, pegs: int, colors: int, nclues: int, seed: int, runs: int, timeout: float = 900
) -> dict[str, float] | None:
    """Run one case in a subprocess; None when it fails or runs past ``timeout`` seconds."""
    args = [sys.executable, __file__, "--child", method, *map(str, (pegs, colors, nclues, seed, runs))]
    try:
        out = subprocess.run(args, capture_output=True, text=True, timeout=timeout, check=True).stdout
        return json.loads(out.strip().splitlines()[-1])  # type: ignore[no-any-return]
    except (subprocess.SubprocessError, ValueError, IndexError) as exc:
        print(f"  ({method} {pegs}x{colors} failed: {exc})", file=sys.stderr)
        return None


def fmt_time(t: float) -> str:
    return f"{t * 1000:.2f} ms" if t < 1 else f"{t:.2f} s"


def largest_in_60s(quick: bool) -> list[str]:
    """P5: count big games (random clues, fixed seed); a case over 60 s is stopped at 120 s."""
    cases = [(10, 10, 2), (10, 10, 3), (10, 10, 4), (10, 10, 6), (11, 10, 8), (12, 10, 8)]
    rows = []
    for pegs, colors, nclues in cases[2:4] if quick else cases:
        res = run("count", pegs, colors, nclues, 5, 1, timeout=120)
        label = f"{pegs}x{colors} ({colors**pegs:.0e} codes), {nclues} clues"
        if res is None:
            rows.append(f"| P5 | {label} | over 120 s | | - | within 60 s: no |")
            continue
        ok = "yes" if res["median"] <= 60 else "no"
        rows.append(
            f"| P5 | {label} | {fmt_time(res['median'])} | {res['peak'] / 2**20:.0f} MiB | - "
            f"| {res['count']:,} codes; within 60 s: {ok} |"
        )
    return rows


def main() -> None:
    quick = "--quick" in sys.argv
    cases = [
        ("P2", 4, 6, 4, 1, 50, "<= 2 ms"),
        ("P3", 6, 9, 8, 2, 7, "<= 150 ms"),
        ("P4", 8, 10, 6, 3, 3, "<= 5 s, <= 1 GiB"),
    ]
    print("| # | case | engine (median) | engine peak RSS | baseline (median, peak) | target / count |")
    print("| --- | --- | --- | --- | --- | --- |")
    for name, pegs, colors, nclues, seed, runs, target in cases:
        eng = run("engine", pegs, colors, nclues, seed, runs)
        need = colors**pegs * (pegs + colors + 4)
        fits = need < BASELINE_BYTES
        base = run("baseline", pegs, colors, nclues, seed, max(1, runs // 2)) if fits else None
        if base is not None:
            ratio = f" = {base['median'] / eng['median']:.1f}x slower" if eng else ""
            btxt = f"{fmt_time(base['median'])}, {base['peak'] / 2**20:.0f} MiB{ratio}"
        else:
            btxt = f"does not fit (needs ~{need / 2**30:.1f} GiB)"
        if eng is None:
            print(f"| {name} | {pegs}x{colors}, {nclues} clues | failed | | {btxt} | {target} |")
            continue
        print(
            f"| {name} | {pegs}x{colors}, {nclues} clues | {fmt_time(eng['median'])} "
            f"(first call, numpy import included: {fmt_time(eng['first'])}) "
            f"| {eng['peak'] / 2**20:.0f} MiB | {btxt} "
            f"| {target}; {eng['count']:,} codes |"
        )
    for row in largest_in_60s(quick):
        print(row)


if __name__ == "__main__":
    if len(sys.argv) > 2 and sys.argv[1] == "--child":
        m, *nums = sys.argv[2:]
        child(m, *map(int, nums))  # type: ignore[arg-type]
    else:
        main()
