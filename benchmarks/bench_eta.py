"""The time a budgeted deduction projects for counting every code, against the time it takes.

Run from the repository root: ``python benchmarks/bench_eta.py [--max SECONDS]``.  For sheets
of 8x8, 9x9 and 10x10 made from a random secret (two or three clues), ``deduce`` runs with the
default budget of 10 s; when it stops early, its projection of the whole count
(``seconds_needed``) is compared with an exact run's time (skipped past ``--max``, 90 s by
default).  Prints a table and the ratios actual/projected; it asserts nothing about time.
docs/performance.md quotes the ratios and the interval that the message gives.
"""

from __future__ import annotations

import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from mmnotation import Clue, Feedback, Game, Sheet
from mmnotation.codes.score import score_indices
from mmnotation.deduction.deduce import deduce

CASES = [
    (8, 8, 2), (9, 9, 3), (10, 10, 3), (10, 10, 2), (9, 9, 2), (10, 10, 4),
    (10, 10, 3), (10, 10, 3), (9, 10, 2), (10, 9, 3), (10, 10, 3), (8, 10, 2),
]  # fmt: skip


def sheet_of(pegs: int, colors: int, clues: int, seed: int) -> Sheet:
    rng = random.Random(seed)
    game = Game(pegs, tuple("0123456789ABCDEF"[:colors]))
    secret = tuple(rng.randrange(colors) for _ in range(pegs))
    out = []
    for line in range(1, clues + 1):
        guess = tuple(rng.randrange(colors) for _ in range(pegs))
        b, w = score_indices(guess, secret)
        out.append(Clue(game.code(list(guess)), Feedback(b, w), line))
    return Sheet(game, tuple(out))


def main() -> None:
    most = float(sys.argv[sys.argv.index("--max") + 1]) if "--max" in sys.argv else 90.0
    print(f"{'game':>8} {'clues':>5} {'projected s':>12} {'actual s':>9} {'ratio':>6}")
    ratios = []
    for seed, (pegs, colors, clues) in enumerate(CASES, start=1):
        sheet = sheet_of(pegs, colors, clues, seed)
        budgeted = deduce(sheet, limit=10, budget=10.0, seed=1)
        if budgeted.exact or budgeted.seconds_needed is None:
            print(f"{pegs}x{colors:<5} {clues:>5} {'(exact in 10 s)':>12}")
            continue
        projected = budgeted.seconds_needed
        if projected > most:
            print(f"{pegs}x{colors:<5} {clues:>5} {projected:>12.1f} {'(skipped)':>9}")
            continue
        start = time.perf_counter()
        deduce(sheet, limit=10)
        actual = time.perf_counter() - start
        ratios.append(actual / projected)
        print(f"{pegs}x{colors:<5} {clues:>5} {projected:>12.1f} {actual:>9.1f} {actual / projected:>6.2f}")
    if ratios:
        print(f"actual/projected: min {min(ratios):.2f}, max {max(ratios):.2f}")


if __name__ == "__main__":
    main()
