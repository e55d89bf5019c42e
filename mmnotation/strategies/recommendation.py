"""What a strategy returns: a chosen guess, a recommendation and its partition (the strategies
themselves are ``strategies.table``'s, named here too)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, NamedTuple

from mmnotation.codes.score import unpack
from mmnotation.codes.space import Space, distinct, space
from mmnotation.engine.walk import consistent_array
from mmnotation.errors import GameError
from mmnotation.model import Code, Sheet
from mmnotation.strategies.table import ALIASES, SCORED, Strategy

if TYPE_CHECKING:
    from mmnotation.codes.space import Indices


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


__all__ = ["ALIASES", "SCORED", "Choice", "Recommendation", "Strategy", "codes_that_fit", "partition"]
