"""Long contradictory sheets and budgets: how time grows with the number of clues.

Run from the repository root: ``python benchmarks/bench_limits.py`` (``--quick``
skips the old deletion method, which needs minutes at 1,000 lines).  Prints a
table; it asserts nothing about time.

* ``same``: ``N x "RGBY 1 0"`` then ``RGBY 4 0`` (4 pegs, 6 colours), the sheet of issue 13.
* ``distinct``: N distinct truthful clues of a 6 pegs x 8 colours game, then the secret's own
  clue with one black too few (a minimal set of two lines, found among N).
* ``old``: the deletion method the finder used before (one satisfiability check a line).
* ``budget``: ``deduce`` of 32 pegs x 2 colours with one clue under budgets of 1 and 10 s.
* ``stats``: the time ``mmdeduce stats`` announces (a size model) against the time it takes.
"""

from __future__ import annotations

import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from mmnotation import Clue, Code, Feedback, Game, Sheet, parse_sheet
from mmnotation.codes.score import score_indices
from mmnotation.deduction.deduce import deduce
from mmnotation.engine.conflict import find_conflict
from mmnotation.engine.walk import any_consistent
from mmnotation.stats.play_all import expected_seconds, strategy_stats


def same_sheet(n: int) -> Sheet:
    return parse_sheet("RGBY 1 0\n" * n + "RGBY 4 0\n")


def distinct_sheet(n: int, seed: int = 1) -> Sheet:
    rng = random.Random(seed)
    game = Game(6, tuple("RGBYOPWK"))
    secret = tuple(rng.randrange(8) for _ in range(6))
    seen: set[tuple[int, ...]] = set()
    clues = []
    while len(clues) < n:
        guess = tuple(rng.randrange(8) for _ in range(6))
        if guess in seen or guess == secret:
            continue
        seen.add(guess)
        b, w = score_indices(guess, secret)
        clues.append(Clue(game.code(list(guess)), Feedback(b, w), len(clues) + 1))
    clues.append(Clue(game.code(list(secret)), Feedback(5, 0), n + 1))
    return Sheet(game, tuple(clues))


def old_method(sheet: Sheet) -> tuple[int, ...]:
    """The minimal set by deleting clues one at a time (the finder before QuickXplain)."""
    clues = list(sheet.clues)
    keep = list(range(len(clues)))
    for i in range(len(clues)):
        trial = [k for k in keep if k != i]
        if not any_consistent(sheet.with_clues(tuple(clues[k] for k in trial))):
            keep = trial
    return tuple(keep)


def timed(fn, *args):  # type: ignore[no-untyped-def]
    start = time.perf_counter()
    out = fn(*args)
    return time.perf_counter() - start, out


def main() -> None:
    quick = "--quick" in sys.argv
    find_conflict(same_sheet(10))  # imports and first compilations out of the timings
    print(f"{'sheet':<10} {'lines':>6} {'find_conflict s':>16} {'old method s':>13}  minimal set")
    for kind, make, sizes, old_up_to in (
        ("same", same_sheet, (250, 1000, 4000), 1000),
        ("distinct", distinct_sheet, (250, 1000, 4000), 1000),
    ):
        for n in sizes:
            sheet = make(n)
            t, conflict = timed(find_conflict, sheet)
            assert conflict is not None
            old = "-"
            if not quick and n <= old_up_to:
                t_old, _ = timed(old_method, sheet)
                old = f"{t_old:.2f}"
            print(f"{kind:<10} {n:>6} {t:>16.3f} {old:>13}  {conflict.lines}")
    print()
    print(f"{'deduce 32 pegs x 2 colours, one clue':<48} {'budget s':>8} {'took s':>7}  exact")
    game = Game(32, ("1", "2"))
    for guess, feedback in (
        ("1" * 16 + "2" * 16, Feedback(16, 16)),
        ("1" * 16 + "2" * 16, Feedback(None, 0)),
        ("1" * 16 + "?" * 16, Feedback(8, 8)),
    ):
        clue = Clue(Code(guess), feedback, 1)
        sheet = Sheet(game, (clue,))
        for budget in (1.0, 10.0):
            t, d = timed(lambda s=sheet, b=budget: deduce(s, budget=b, seed=1))
            print(f"{clue!s:<48} {budget:>8g} {t:>7.2f}  {d.exact}")

    print()
    print(f"{'stats minimax':<14} {'codes':>7} {'expected s':>10} {'took s':>7}")
    for pegs, colors in ((4, 6), (5, 6), (4, 10), (5, 8)):
        game = Game(pegs, tuple("0123456789"[:colors]))
        t, _ = timed(strategy_stats, game)
        print(f"{pegs} x {colors:<10} {game.size:>7,} {expected_seconds(game):>10.2f} {t:>7.2f}")


if __name__ == "__main__":
    main()
