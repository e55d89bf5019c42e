"""Benchmarks P6-P10: minimax recommendations and strategy statistics against the baseline.

The baseline is docs/performance.md's straightforward numpy method: build the codes-by-codes
response matrix once, then at each position score every guess against the consistent codes
with one ``bincount`` and apply the tie rule (best, then consistent, then palette order).
Prints a table (medians of several runs); never fails.

    python benchmarks/bench_strategy.py [--quick]
"""

from __future__ import annotations

import statistics
import sys
import time
from collections.abc import Callable

import numpy as np

from mmnotation import Game, Sheet, parse_sheet
from mmnotation.codes.compiled import kernels
from mmnotation.codes.score import color_counts, feedback_many, index_codes
from mmnotation.codes.space import space
from mmnotation.stats.play_all import strategy_stats
from mmnotation.strategies.choose import recommend

CLASSIC = Game(4, tuple("123456"))
SUPER = Game(5, tuple("12345678"))
BULLS = Game(4, tuple("0123456789"), repeats=False)


def median_time(fn: Callable[[], object], runs: int) -> float:
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        fn()
        times.append(time.perf_counter() - start)
    return statistics.median(times)


# --- the baseline ---------------------------------------------------------------------------


def response_matrix(game: Game) -> np.ndarray:
    """Packed feedback of every code (rows) against every code (columns), int8."""
    codes = index_codes(game.pegs, len(game.colors), game.repeats)
    counts = color_counts(codes, len(game.colors))
    out = np.empty((len(codes), len(codes)), dtype=np.int8)
    for i, code in enumerate(codes):
        out[i] = feedback_many(code.tolist(), codes, counts, game.pegs)
    return out


def baseline_choose(matrix: np.ndarray, cands: np.ndarray, pegs: int) -> tuple[int, int]:
    """(guess, largest class) by scoring every guess with one bincount."""
    nk = (pegs + 1) ** 2
    sub = matrix[:, cands].astype(np.intp) + (np.arange(len(matrix)) * nk)[:, None]
    counts = np.bincount(sub.ravel(), minlength=len(matrix) * nk).reshape(len(matrix), nk)
    largest = counts.max(axis=1)
    best = largest.min()
    member = np.zeros(len(matrix), dtype=bool)
    member[cands] = True
    tied = np.flatnonzero(largest == best)
    inside = tied[member[tied]]
    return int(inside[0] if len(inside) else tied[0]), int(best)


def baseline_stats(
    matrix: np.ndarray, pegs: int, nodes: list[int] | None = None
) -> tuple[int, dict[int, int]]:
    """Minimax over every secret, as a tree, by the baseline chooser."""
    solved = pegs * (pegs + 1)
    dist: dict[int, int] = {}

    def walk(cands: np.ndarray, depth: int) -> None:
        if len(cands) == 1:
            dist[depth] = dist.get(depth, 0) + 1
            return
        if nodes is not None:
            nodes.append(len(cands))
        guess, _ = baseline_choose(matrix, cands, pegs)
        packed = matrix[guess, cands]
        for feedback in np.unique(packed):
            part = cands[packed == feedback]
            if feedback == solved:
                dist[depth] = dist.get(depth, 0) + 1
            else:
                walk(part, depth + 1)

    walk(np.arange(len(matrix)), 1)
    return sum(t * c for t, c in dist.items()), dict(sorted(dist.items()))


# --- the rows -------------------------------------------------------------------------------

ROWS: list[tuple[str, str, float, float | None, str]] = []


def row(name: str, target: str, ours: float, base: float | None, note: str = "") -> None:
    ROWS.append((name, target, ours, base, note))
    ratio = f"{base / ours:7.1f}x" if base else "      -"
    shown = f"{base:9.3f}" if base is not None else "        -"
    print(f"{name:<50} {target:>9} {ours:9.4f} {shown} {ratio}  {note}", flush=True)


def p6(runs: int) -> None:
    states = ["", "1122 1 0", "1122 0 1\n1344 1 1", "1122 1 1\n1344 0 2\n3526 1 1", "1234 0 0"]
    matrix = response_matrix(CLASSIC)
    sp = space(CLASSIC)
    worst, worst_base = 0.0, 0.0
    for text in states:
        sheet = parse_sheet(text, colors="123456", pegs=4) if text else Sheet(CLASSIC)
        ours = median_time(lambda sheet=sheet: recommend(sheet), runs)
        from mmnotation.engine.walk import consistent_array

        cands = np.unique(sp.indices(consistent_array(sheet)))
        base = median_time(lambda cands=cands: baseline_choose(matrix, cands, 4), runs)
        rec = recommend(sheet)
        guess, _ = baseline_choose(matrix, cands, 4)
        same = "same guess" if rec.guess == CLASSIC.code(list(sp.codes[guess])) else "DIFFERENT GUESS"
        row(f"P6 minimax 4x6 [{text.replace(chr(10), ' / ') or 'empty'}]", "10 ms", ours, base, same)
        worst, worst_base = max(worst, ours), max(worst_base, base)
    row("P6 minimax 4x6, worst state", "<= 0.010", worst, worst_base, "baseline excludes its matrix build")


def p7(runs: int) -> None:
    sp = space(SUPER)
    # baseline on a sample of 1,024 guesses (the whole matrix is 1 GiB), scaled to all
    sample = np.arange(0, sp.size, sp.size // 1024)
    codes, counts = sp.codes, sp.counts

    def base_sample(cands: np.ndarray) -> None:
        block = np.empty((len(sample), len(cands)), dtype=np.int8)
        for i, g in enumerate(sample):
            block[i] = feedback_many(codes[g].tolist(), codes[cands], counts[cands], 5)
        nk = 36
        flat = block.astype(np.intp) + (np.arange(len(sample)) * nk)[:, None]
        np.bincount(flat.ravel(), minlength=len(sample) * nk).reshape(-1, nk).max(axis=1)

    for label, sheet, target in [
        ("empty", Sheet(SUPER), "0.1 s"),
        ("after 11234 1 1", parse_sheet("11234 1 1", colors="12345678", pegs=5), "1 s"),
    ]:
        ours = median_time(lambda sheet=sheet: recommend(sheet), runs)
        from mmnotation.engine.walk import consistent_array

        cands = np.unique(sp.indices(consistent_array(sheet)))
        base = median_time(lambda cands=cands: base_sample(cands), 1) * sp.size / len(sample)
        row(f"P7 minimax 5x8 {label}", target, ours, base, "baseline: 1,024 guesses timed, scaled")


def p8_p10(runs: int) -> None:
    for name, game, target in [
        ("P8 stats minimax 4x6", CLASSIC, "0.3 s"),
        ("P10 stats Bulls&Cows", BULLS, "2 s"),
    ]:
        ours = median_time(lambda game=game: strategy_stats(game), runs)
        stats = strategy_stats(game)

        def base_run(game: Game = game) -> tuple[int, dict[int, int]]:
            return baseline_stats(response_matrix(game), game.pegs)

        start = time.perf_counter()
        total, dist = base_run()
        base = time.perf_counter() - start
        same = "same totals" if (total, dist) == (stats.total, stats.distribution) else "DIFFERENT TOTALS"
        row(name, target, ours, base, f"total {stats.total}, max {stats.max}; {same}")


def p9(runs: int) -> None:
    ours = median_time(lambda: strategy_stats(SUPER), runs)
    stats = strategy_stats(SUPER)
    # baseline: its matrix build timed on 512 rows and scaled; its tree timed on a sample
    # of positions of the real tree (same choices) and scaled by guess-candidate pairs
    sp = space(SUPER)
    codes, counts = sp.codes, sp.counts
    start = time.perf_counter()
    for g in range(0, sp.size, sp.size // 512):
        feedback_many(codes[g].tolist(), codes, counts, 5)
    build = (time.perf_counter() - start) * sp.size / 512
    matrix = np.empty((sp.size, sp.size), dtype=np.int8)
    everything = np.arange(sp.size, dtype=np.intp)
    for lo in range(0, sp.size, 2048):
        matrix[:, lo : lo + 2048] = sp.packed(everything, everything[lo : lo + 2048])
    sizes: list[int] = []
    collect_sizes(matrix, sizes)
    rng = np.random.default_rng(0)
    pick = rng.choice(len(sizes), size=min(40, len(sizes)), replace=False)
    pairs_timed, seconds = 0, 0.0
    for i in pick:
        cands = np.sort(rng.choice(sp.size, size=sizes[i], replace=False))
        start = time.perf_counter()
        baseline_choose(matrix, cands, 5)
        seconds += time.perf_counter() - start
        pairs_timed += sizes[i]
    tree = seconds / pairs_timed * sum(sizes)
    del matrix
    row(
        "P9 stats minimax 5x8",
        "5 s",
        ours,
        build + tree,
        f"total {stats.total}, max {stats.max}; "
        f"baseline extrapolated ({len(pick)} of {len(sizes)} positions)",
    )


def collect_sizes(matrix: np.ndarray, sizes: list[int]) -> None:
    """Sizes of the positions the minimax tree scores (the baseline chooses like ours)."""
    pegs = 5
    solved = pegs * (pegs + 1)
    from mmnotation.stats.player import Player
    from mmnotation.strategies.recommendation import Strategy

    player = Player(SUPER, Strategy.MINIMAX, None, None)

    def walk(cands: np.ndarray, history: list[tuple[int, ...]], path: tuple[int, ...]) -> None:
        if len(cands) <= 2:
            return
        sizes.append(len(cands))
        guess = player.guess(cands, path, history)
        assert isinstance(guess, int)
        packed = matrix[guess, cands]
        for feedback in np.unique(packed):
            if feedback != solved:
                walk(cands[packed == feedback], [*history, player.digits(guess)], (*path, int(feedback)))

    walk(np.arange(len(matrix), dtype=np.intp), [], ())


def p14(runs: int) -> None:
    """Opening recommendations of games up to 10^7 codes (one guess scored per pattern)."""
    for pegs, colors in [(6, 9), (7, 10), (8, 7), (9, 6), (10, 5)]:
        game = Game(pegs, tuple("0123456789"[:colors]))
        for name in ("minimax", "entropy"):
            from mmnotation.strategies.heuristics import opening_choice

            def fresh(game: Game = game, name: str = name) -> object:
                opening_choice.cache_clear()  # time the computation, not the in-process cache
                return recommend(Sheet(game), name)

            ours = median_time(fresh, runs)
            rec = recommend(Sheet(game), name)
            row(
                f"P14 opening {name} {pegs}x{colors} ({game.size:,} codes)",
                "1 s",
                ours,
                None,
                rec.guess.symbols,
            )


def main() -> None:
    quick = "--quick" in sys.argv
    runs = 3 if quick else 5
    kernel = "numba kernels" if kernels() is not None else "numpy only (numba not installed)"
    print(f"mmnotation strategy benchmarks ({kernel}); seconds, medians of {runs} runs")
    print(f"{'work':<50} {'target':>9} {'ours':>9} {'baseline':>9} {'speed-up':>8}")
    strategy_stats(CLASSIC)  # warm up: numba's cache, imports
    p6(runs)
    p7(runs)
    p8_p10(runs)
    p14(runs)
    if not quick:
        p9(max(1, runs // 2))


if __name__ == "__main__":
    main()
