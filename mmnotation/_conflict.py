"""Explain a sheet that no code fits: a minimal set of clashing clues, and the repairs.

A clue's line is its ``Clue.line``, or its 1-based position in the sheet when
the clue has no line (0), as in sheets built by hand.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ._engine import _alternatives, _batches, _black_total, _indices, any_consistent
from ._model import Clue, Feedback, Sheet, check_sheet
from ._score import color_counts

if TYPE_CHECKING:
    import numpy as np
    import numpy.typing as npt

SCAN_LIMIT = 2_000_000
"""Repairs are read off at most this many codes; past it each remaining feedback is tested alone."""


@dataclass(frozen=True, slots=True)
class Repair:
    """Had the clue on ``line`` been scored (``black``, ``white``), the sheet would be consistent."""

    line: int
    black: int
    white: int


@dataclass(frozen=True, slots=True)
class Conflict:
    """A minimal set of clue lines that cannot all hold, ascending, and every single-clue repair."""

    lines: tuple[int, ...]
    repairs: tuple[Repair, ...]


def _line(clue: Clue, position: int) -> int:
    return clue.line or position + 1


def find_conflict(sheet: Sheet) -> Conflict | None:
    """None when some code fits the sheet; else why none does.

    ``lines`` is a minimal set: those clues cannot all hold, but drop any one and
    the rest can (found by deleting clues one at a time, so it is one minimal set,
    not necessarily the smallest).  ``repairs`` lists every (black, white), fully
    known, that one clue's feedback could be replaced by to make the whole sheet
    consistent, keeping that clue's guess as written (its ``?`` pegs still stand
    for any colour, its ``_`` holes still empty).  Only clues of the minimal set
    can have repairs: changing any other leaves the set clashing.  The repairs are
    exact at any size: they are read off the codes that fit the other clues while
    those are few (SCAN_LIMIT), then each feedback not yet seen is tested alone.

    Raises GameError for a game too large to index or a clue that does not fit the game.

    >>> from mmnotation import parse_sheet
    >>> find_conflict(parse_sheet("1234 4 0\\n1234 0 4\\n"))
    Conflict(lines=(1, 2), repairs=(Repair(line=1, black=0, white=4), Repair(line=2, black=4, white=0)))
    """
    check_sheet(sheet)
    if any_consistent(sheet):
        return None
    clues = list(sheet.clues)
    keep = list(range(len(clues)))
    for i in range(len(clues)):
        trial = [k for k in keep if k != i]
        if not any_consistent(sheet.with_clues(tuple(clues[k] for k in trial))):
            keep = trial
    repairs: list[Repair] = []
    for i in keep:
        line = _line(clues[i], i)
        for black, white in sorted(_repairs(sheet, i)):
            repairs.append(Repair(line, black, white))
    lines = tuple(sorted(_line(clues[i], i) for i in keep))
    repairs.sort(key=lambda r: (r.line, r.black, r.white))
    return Conflict(lines, tuple(repairs))


def _repairs(sheet: Sheet, i: int) -> set[tuple[int, int]]:
    """Every fully known feedback of clue ``i`` under which the whole sheet is consistent."""
    import numpy as np

    game = sheet.game
    clue = sheet.clues[i]
    others = sheet.with_clues(sheet.clues[:i] + sheet.clues[i + 1 :])
    alts = np.array(_alternatives(_indices(clue, game), len(game.colors)), dtype=np.int8)
    alts = alts.reshape(-1, game.pegs)
    found: set[tuple[int, int]] = set()
    scanned = 0
    complete = True
    for cols in _batches(others, None):
        scanned += cols.shape[1]
        found |= _feedbacks(cols, alts, len(game.colors))
        if scanned > SCAN_LIMIT:
            complete = False
            break
    if complete:
        return found
    placed = game.pegs - clue.guess.symbols.count("_")
    for black in range(placed + 1):
        for white in range(placed + 1 - black):
            if (black, white) in found:
                continue
            changed = Clue(clue.guess, Feedback(black, white), clue.line)
            trial = (*sheet.clues[:i], changed, *sheet.clues[i + 1 :])
            if any_consistent(sheet.with_clues(trial)):
                found.add((black, white))
    return found


def _feedbacks(cols: npt.NDArray[np.int8], alts: npt.NDArray[np.int8], colors: int) -> set[tuple[int, int]]:
    """The (black, white) pairs the guesses ``alts`` get against codes given as columns (pegs, n)."""
    import numpy as np

    counts = np.ascontiguousarray(color_counts(np.ascontiguousarray(cols.T), colors).T)
    gcounts = color_counts(alts, colors)
    out: set[tuple[int, int]] = set()
    for guess, gcount in zip(alts, gcounts, strict=True):
        black, total = _black_total(cols, counts, guess, gcount)
        pairs = np.unique(np.stack([black, total - black]), axis=1)
        out.update((int(b), int(w)) for b, w in pairs.T)
    return out
