"""What a strategy is and what it returns: the strategies by name, a chosen guess, a recommendation."""

from __future__ import annotations

import enum
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, NamedTuple

from mmnotation.codes.score import unpack
from mmnotation.codes.space import Space, distinct, space
from mmnotation.engine.walk import consistent_array
from mmnotation.errors import GameError
from mmnotation.model import Code, Sheet

if TYPE_CHECKING:
    from mmnotation.codes.space import Indices


class Strategy(enum.Enum):
    """How a guess is chosen; the value is the name used on the command line."""

    MINIMAX = "minimax"
    EXPECTED = "expected"
    ENTROPY = "entropy"
    PARTS = "parts"
    FIRST = "first"
    RANDOM = "random"
    OPTIMAL = "optimal"  # the least total of guesses over all secrets, searched exactly (strategies.optimal)

    @classmethod
    def of(cls, value: Strategy | str) -> Strategy:
        """The strategy named ``value`` (case-insensitive), or by the author of its method
        (``knuth``, ``irving``, ``neuwirth``, ``kooi``); raises GameError for an unknown name."""
        if isinstance(value, Strategy):
            return value
        name = str(value).strip().lower()
        return cls(ALIASES.get(name, name))

    @classmethod
    def _missing_(cls, value: object) -> Strategy:
        """``Strategy("nope")``: the package's own error, naming the strategies there are."""
        names = ", ".join(s.value for s in cls)
        also = ", ".join(f"{alias} ({name})" for alias, name in ALIASES.items())
        raise GameError(f"unknown strategy {value!r}; choose one of {names}, or by its author: {also}")


ALIASES = {"knuth": "minimax", "irving": "expected", "neuwirth": "entropy", "kooi": "parts"}
"""The strategies as players name them, by the author of the method (docs/cli.md)."""


@dataclass(frozen=True, slots=True)
class Recommendation:
    """The guess a strategy chooses, with its score and how it splits the consistent codes.

    ``score`` is the strategy's measure of the guess: minimax the largest class, expected
    sum n²/N, entropy the bits of the split, parts the number of classes; for ``first`` and
    ``random`` it is the largest class (the worst case the guess leaves).  ``partition`` maps
    each feedback key ``"B W"`` to the number of consistent codes that would give it, ordered
    by black, then white, both descending (the all-black class first).  For ``optimal`` the
    score is the least average number of guesses (this one included) the consistent codes need.
    """

    guess: Code
    strategy: Strategy
    score: float | int
    consistent: bool
    partition: dict[str, int]


class Choice(NamedTuple):
    """A chosen guess as code indices, with its strategy score and consistency."""

    guess: int
    score: float | int
    consistent: bool


def partition(sp: Space, guess: int | Sequence[int], cands: Indices) -> dict[str, int]:
    """Feedback key -> number of candidates, the all-black class first (black, white descending)."""
    import numpy as np

    if isinstance(guess, int):
        packed = sp.packed(np.array([guess], dtype=np.intp), cands)[0]
    else:
        packed = sp.packed_of(guess, cands)
    counts = np.bincount(packed, minlength=sp.npacked)
    out = {}
    for feedback in range(sp.npacked - 1, -1, -1):
        if counts[feedback]:
            out[unpack(feedback, sp.pegs).key] = int(counts[feedback])
    return out


def codes_that_fit(sheet: Sheet) -> tuple[Space, Indices]:
    """The sheet's game as a code space, and the sorted indices of the codes that fit its clues.

    Raises GameError when none fits, or as ``consistent_array`` does.
    """
    import numpy as np

    sp = space(sheet.game)
    found = consistent_array(sheet)
    if not len(found):
        raise GameError("no code is consistent with the clues")
    return sp, distinct(sp.indices(np.asarray(found, dtype=np.int8).reshape(-1, sheet.game.pegs)))


SCORED = (Strategy.MINIMAX, Strategy.EXPECTED, Strategy.ENTROPY, Strategy.PARTS)
