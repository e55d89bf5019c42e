"""Benchmarks P12-P13: `mmdeduce stats` as whole processes, with the peak memory of the run.

P12 plays Super Mastermind (5 pegs x 8 colours) with minimax, expected, entropy and parts in
one run and prints each strategy's time as a ratio of the minimax time (target: at most 1.5).
P13 plays minimax on 6x6, 6x7 and 7x6 (targets 10 s, 40 s, 60 s and 1 GiB).  Each command
runs as users run it (bytecode compiled, numba's cache warm: one untimed run first); memory is
the peak over the run of the summed PSS of the process and its workers (shared pages counted
once), sampled every 20 ms from /proc.  Prints a table; never fails.

``--7x7`` plays 7 pegs x 7 colours (823,543 secrets) with each strategy from the opening of
mikemag/Mastermind's published run (its results/ folder) and checks the total against it.
minimax and parts must equal it.  expected and entropy cannot: mikemag ranks guesses by a
float32 sum rounded to a fixed number of digits (algos.hpp: "a bit broken, and needs to be to
match the semantics in the paper"), which ties or misorders guesses that the exact measures
(integer sum of squares; entropy in float64) tell apart; its totals for them are a little
higher at every size (docs/cli.md, "Published figures").

    python benchmarks/bench_process.py [--quick] [--p12] [--p13] [--7x7]
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def _tree(pid: int) -> list[int]:
    out, todo = [], [pid]
    while todo:
        p = todo.pop()
        out.append(p)
        try:
            for task in os.listdir(f"/proc/{p}/task"):
                with open(f"/proc/{p}/task/{task}/children") as fh:
                    todo.extend(int(c) for c in fh.read().split())
        except OSError:
            pass
    return out


def _pss_kib(pids: list[int]) -> int:
    total = 0
    for p in pids:
        try:
            with open(f"/proc/{p}/smaps_rollup") as fh:
                for line in fh:
                    if line.startswith("Pss:"):
                        total += int(line.split()[1])
                        break
        except OSError:
            pass
    return total


def run(args: list[str]) -> tuple[float, float, str]:
    """(seconds, peak MiB, first lines of output) of ``mmdeduce ARGS`` as a whole process."""
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    env["PYTHONPATH"] = str(ROOT)
    start = time.perf_counter()
    proc = subprocess.Popen(
        [sys.executable, "-m", "mmnotation", *args],
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        text=True,
        env=env,
        cwd=ROOT,
    )
    peak = 0
    while proc.poll() is None:
        peak = max(peak, _pss_kib(_tree(proc.pid)))
        time.sleep(0.02)
    seconds = time.perf_counter() - start
    out = proc.stdout.read() if proc.stdout else ""
    summary = next((line for line in out.splitlines() if "games:" in line), out[:80]).strip()
    return seconds, peak / 1024, summary


def median_run(args: list[str], runs: int) -> tuple[float, float, str]:
    results = [run(args) for _ in range(runs)]
    return (
        statistics.median(r[0] for r in results),
        max(r[1] for r in results),
        results[-1][2],
    )


def p12(runs: int) -> None:
    print("P12: stats --pegs 5 --colors 8, whole process, each strategy against minimax")
    base = ["stats", "--pegs", "5", "--colors", "8", "--strategy"]
    run([*base, "minimax"])  # warm: bytecode, numba's cache
    times: dict[str, float] = {}
    # interleaved rounds, so that the machine's load falls alike on every strategy
    samples: dict[str, list[float]] = {}
    summaries: dict[str, tuple[float, str]] = {}
    for _ in range(runs):
        for name in ("minimax", "expected", "entropy", "parts"):
            seconds, peak, summary = run([*base, name])
            samples.setdefault(name, []).append(seconds)
            summaries[name] = (peak, summary)
    for name, values in samples.items():
        times[name] = statistics.median(values)
    print(f"{'strategy':<10} {'seconds':>8} {'/minimax':>9} {'target':>7} {'MiB':>6}  result")
    for name, seconds in times.items():
        ratio = seconds / times["minimax"]
        peak, summary = summaries[name]
        print(f"{name:<10} {seconds:8.2f} {ratio:8.2f}x {'1.5x':>7} {peak:6.0f}  {summary}", flush=True)


def p13(runs: int) -> None:
    print("P13: stats minimax on bigger games, whole process")
    print(f"{'game':<6} {'seconds':>8} {'target':>7} {'peak MiB':>9} {'target':>7}  result")
    run(["stats", "--pegs", "4", "--colors", "8"])  # warm
    for pegs, colors, target in [(6, 6, 10), (6, 7, 40), (7, 6, 60)]:
        seconds, peak, summary = median_run(["stats", "--pegs", str(pegs), "--colors", str(colors)], runs)
        print(f"{pegs}x{colors:<4} {seconds:8.2f} {target:>6}s {peak:9.0f} {1024:>7}  {summary}", flush=True)


SEVEN_BY_SEVEN = [  # strategy, opening, mikemag/Mastermind's published total (results/), comparable
    ("minimax", "1122334", 5_124_234, True),
    ("parts", "1112233", 5_073_674, True),
    ("expected", "1112233", 5_104_162, False),  # float32 rankings (see above); ours: 5,031,853
    ("entropy", "1122334", 5_013_700, False),  # float32 rankings; ours: 5,011,069
]


def seven_by_seven() -> None:
    print("7x7: stats with each strategy from mikemag's opening, whole process, default workers")
    print(f"{'strategy':<10} {'opening':>8} {'seconds':>8} {'peak MiB':>9}  {'total':>10} {'published':>10}")
    for strategy, first, published, comparable in SEVEN_BY_SEVEN:
        args = ["stats", "--pegs", "7", "--colors", "7", "-s", strategy, "--first", first]
        seconds, peak, summary = run(args)
        counted = summary.split("games:")[1].split("guesses")[0] if "games:" in summary else "-1"
        total = int(counted.replace(",", ""))
        verdict = (
            "ok" if total == published else "DIFFERS" if comparable else "(float32 rankings: not comparable)"
        )
        row = f"{strategy:<10} {first:>8} {seconds:8.1f} {peak:9.0f}  {total:>10,} {published:>10,}"
        print(f"{row} {verdict}", flush=True)


def main() -> None:
    quick = "--quick" in sys.argv
    flags = ("--p12", "--p13", "--7x7")
    which = [a for a in sys.argv[1:] if a in flags] or ["--p12", "--p13"]
    if "--p12" in which:
        p12(1 if quick else 3)
    if "--p13" in which:
        p13(1)
    if "--7x7" in which:
        seven_by_seven()


if __name__ == "__main__":
    main()
