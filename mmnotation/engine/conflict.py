"""Explain a sheet that no code fits: a minimal set of clashing clues, and the repairs.

A clue's line is its ``Clue.line``, or its 1-based position in the sheet when
the clue has no line (0), as in sheets built by hand.

The minimal set is found by QuickXplain (Junker 2004), a divide-and-conquer
search that needs on the order of ``k log(n/k)`` satisfiability checks for a set
of ``k`` lines among ``n``, instead of one check a line.  Every check looks at
distinct clues only: a clue written twice says nothing new, so a sheet of the
same line repeated is as quick to explain as a short one.  Single-clue repairs
are sought only among the lines of the minimal set (a clue outside it leaves the
set clashing whatever its feedback), and only for those whose removal leaves the
rest consistent, so the repairs cost at most ``k`` deductions.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from mmnotation._progress import part
from mmnotation.codes.score import color_counts
from mmnotation.engine.budget import OutOfTime
from mmnotation.engine.plan import alternative_array, black_total, clue_indices
from mmnotation.engine.walk import batches_until
from mmnotation.errors import GameError
from mmnotation.model import Clue, Feedback, Sheet, check_feedback, check_sheet

if TYPE_CHECKING:
    import numpy as np
    import numpy.typing as npt

SCAN_LIMIT = 2_000_000
"""Repairs are read off at most this many codes; past it each remaining feedback is tested alone."""
SEARCH_SHARE = 0.8
"""Share of the progress bar given to the search for the minimal set (the rest: the repairs)."""


@dataclass(frozen=True, slots=True)
class Repair:
    """Had the clue on ``line`` been scored (``black``, ``white``), the sheet would be consistent.
    ``guess``: that clue's guess (a line may hold several clues)."""

    line: int
    black: int
    white: int
    guess: str = field(default="", compare=False, repr=False)


@dataclass(frozen=True, slots=True)
class Conflict:
    """A minimal set of clue lines that cannot all hold, ascending, and every single-clue repair.

    ``exact`` is False when a time budget ran out first: ``lines`` is then empty
    (no minimal set was settled) or the minimal set found, and ``repairs`` holds
    the repairs proved before time ran out, which may not be all of them;
    ``checked`` names the lines of ``lines`` whose repairs were all sought (every
    line of ``lines`` when ``exact``).  Nothing is claimed of the other lines.
    """

    lines: tuple[int, ...]
    repairs: tuple[Repair, ...]
    exact: bool = True
    checked: tuple[int, ...] | None = None
    guesses: tuple[str, ...] = field(default=(), compare=False, repr=False)  # each one's guess, in order

    @property
    def searched(self) -> tuple[int, ...]:
        """The lines of the minimal set whose repairs were all sought."""
        return self.lines if self.checked is None else self.checked


def _line(clue: Clue, position: int) -> int:
    return clue.line or position + 1


class _Oracle:
    """Satisfiability of subsets of the sheet's clues, on distinct clues only, remembered."""

    def __init__(self, sheet: Sheet, deadline: float | None) -> None:
        self.sheet = sheet
        self.deadline = deadline
        first: dict[tuple[object, object], int] = {}
        self.key = [first.setdefault((c.guess, c.feedback), i) for i, c in enumerate(sheet.clues)]
        self.known: dict[frozenset[int], bool] = {}

    def distinct(self, indices: Sequence[int]) -> tuple[Clue, ...]:
        """The clues of ``indices``, each distinct clue once, in sheet order."""
        return tuple(self.sheet.clues[k] for k in sorted({self.key[i] for i in indices}))

    def sat(self, indices: Sequence[int]) -> bool:
        """Can the clues at ``indices`` all hold?  Raises OutOfTime past the deadline."""
        keys = frozenset(self.key[i] for i in indices)
        found = self.known.get(keys)
        if found is None:
            sub = self.sheet.with_clues(tuple(self.sheet.clues[k] for k in sorted(keys)))
            found = next(iter(batches_until(sub, self.deadline)), None) is not None
            self.known[keys] = found
        return found


def _quickxplain(oracle: _Oracle, items: list[int], settled: Callable[[int], None]) -> list[int]:
    """A minimal unsatisfiable subset of ``items`` (which together cannot hold), earlier items preferred.

    ``settled(n)`` is called as each part of ``items`` is decided, n items at a time.
    """

    def search(background: list[int], changed: bool, part: list[int]) -> list[int]:
        if changed and not oracle.sat(background):
            settled(len(part))
            return []
        if len(part) == 1:
            settled(1)
            return part
        half = len(part) // 2
        first, second = part[:half], part[half:]
        kept_second = search(background + first, bool(first), second)
        kept_first = search(background + kept_second, bool(kept_second), first)
        return kept_first + kept_second

    return search([], False, items)


def find_conflict(
    sheet: Sheet,
    *,
    budget: float | None = None,
    progress: Callable[[float], None] | None = None,
) -> Conflict | None:
    """None when some code fits the sheet; else why none does.

    ``lines`` is a minimal set: those clues cannot all hold, but drop any one and
    the rest can (one minimal set, not necessarily the smallest; among several,
    later lines are preferred).  ``repairs`` lists every (black, white), fully
    known, that one clue's feedback could be replaced by to make the whole sheet
    consistent, keeping that clue's guess as written (its ``?`` pegs still stand
    for any colour, its ``_`` holes still empty).  Only clues of the minimal set
    can have repairs: changing any other leaves the set clashing.  The repairs are
    exact at any size: they are read off the codes that fit the other clues while
    those are few (SCAN_LIMIT), then each feedback not yet seen is tested alone.

    With a ``budget`` in seconds the search stops when it is spent and returns a
    Conflict with ``exact`` False (see Conflict).  ``progress`` is called with the
    fraction done, 0.0 to 1.0.

    Raises GameError for a game too large to index, a clue that does not fit the
    game, or when the budget runs out before the sheet is known to be contradictory.

    >>> from mmnotation import parse_sheet
    >>> c = find_conflict(parse_sheet("1234 4 0\\n1234 0 4\\n"))
    >>> c.lines, c.exact
    ((1, 2), True)
    >>> c.repairs
    (Repair(line=1, black=0, white=4), Repair(line=2, black=4, white=0))
    """
    check_sheet(sheet)
    deadline = None if budget is None else time.monotonic() + budget
    oracle = _Oracle(sheet, deadline)
    clues = sheet.clues
    n = len(clues)
    done = 0

    searching = part(progress, 0.0, SEARCH_SHARE) if progress is not None else None
    repairing = part(progress, SEARCH_SHARE, 1 - SEARCH_SHARE) if progress is not None else None

    def settled(count: int) -> None:
        nonlocal done
        done += count
        if searching is not None:
            searching(done / max(1, n))

    keep: list[int] = []
    repairs: list[Repair] = []
    checked: list[int] = []  # lines whose repairs were all sought
    try:
        if oracle.sat(range(n)):
            return None
    except OutOfTime:
        raise GameError(f"could not tell within {budget:g} s whether any code fits the sheet") from None
    try:
        # Later lines first, so that among several minimal sets the later lines are named.
        keep = sorted(_quickxplain(oracle, list(range(n - 1, -1, -1)), settled))
        for step, i in enumerate(keep):
            rest = [k for k in range(n) if k != i]
            line = _line(clues[i], i)
            if oracle.sat(rest):  # else clue i is not in every minimal set: no repair
                for black, white in sorted(_repairs(oracle, i, rest)):
                    repairs.append(Repair(line, black, white, clues[i].guess.symbols))
            checked.append(line)
            if repairing is not None:
                repairing((step + 1) / len(keep))
    except OutOfTime:
        lines, guesses = _named(clues, keep)
        return Conflict(lines, tuple(repairs), exact=False, checked=tuple(sorted(checked)), guesses=guesses)
    lines, guesses = _named(clues, keep)
    # by line; a clue's repairs stay together, in the order of the clues of a line that holds several
    repairs.sort(key=lambda r: r.line)  # (each clue's own are sorted already: black, then white)
    return Conflict(lines, tuple(repairs), guesses=guesses)


def _named(clues: tuple[Clue, ...], keep: list[int]) -> tuple[tuple[int, ...], tuple[str, ...]]:
    """The lines of the clues kept, ascending, and each one's guess in the same order."""
    named = sorted((_line(clues[i], i), i) for i in keep)
    return tuple(line for line, _ in named), tuple(clues[i].guess.symbols for _, i in named)


def _repairs(oracle: _Oracle, i: int, rest: list[int]) -> set[tuple[int, int]]:
    """Every fully known feedback of clue ``i`` under which the whole sheet is consistent."""

    sheet = oracle.sheet
    game = sheet.game
    clue = sheet.clues[i]
    others = sheet.with_clues(oracle.distinct(rest))
    alts = alternative_array(clue_indices(clue, game), len(game.colors))
    found: set[tuple[int, int]] = set()
    scanned = 0
    complete = True
    batches: Iterator[npt.NDArray[np.int8]] = batches_until(others, oracle.deadline)
    for cols in batches:
        scanned += cols.shape[1]
        if scanned > SCAN_LIMIT:  # too many codes to read the feedbacks off: test each one
            complete = False
            break
        found |= _feedbacks(cols, alts, len(game.colors))
    if complete:
        return found
    placed = game.pegs - clue.guess.symbols.count("_")
    for black in range(placed + 1):
        for white in range(placed + 1 - black):
            if (black, white) in found or check_feedback(
                clue.guess.symbols, Feedback(black, white), game.pegs
            ):
                continue  # found already, or no game gives it (3 black 1 white)
            changed = Clue(clue.guess, Feedback(black, white), clue.line)
            trial = others.with_clues((*others.clues, changed))
            if next(iter(batches_until(trial, oracle.deadline)), None) is not None:
                found.add((black, white))
    return found


def _feedbacks(cols: npt.NDArray[np.int8], alts: npt.NDArray[np.int8], colors: int) -> set[tuple[int, int]]:
    """The (black, white) pairs the guesses ``alts`` get against codes given as columns (pegs, n)."""
    import numpy as np

    counts = np.ascontiguousarray(color_counts(np.ascontiguousarray(cols.T), colors).T)
    gcounts = color_counts(alts, colors)
    out: set[tuple[int, int]] = set()
    for guess, gcount in zip(alts, gcounts, strict=True):
        black, total = black_total(cols, counts, guess, gcount)
        pairs = np.unique(np.stack([black, total - black]), axis=1)
        out.update((int(b), int(w)) for b, w in pairs.T)
    return out
