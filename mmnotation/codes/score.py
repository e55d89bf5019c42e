"""Scoring: black and white pegs for a guess against a secret, the rule's one definition.

``score_indices`` is the definition: black counts the holes alike, and ``white = sum over
colours of min(count in guess, count in secret) - black``; an empty hole (``_``) in the guess
matches nothing.  A feedback is packed into one small integer by ``pack``,
``black * (pegs + 1) + white``.  The places that score many codes at once repeat the rule for
speed: ``feedback_many`` here (numpy), the code space's tables (``codes.space``), the compiled
scans that add those tables up (``codes.scan_kernels``, ``codes.word_scan``), the engine's black and
total (``engine.plan``) and the openings' count by pattern (``strategies.opening``); each
says so, and tests/test_scoring_places.py holds every one to ``score_indices`` on random games
(and shows that a wrong definition fails each of them).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import TYPE_CHECKING, TypeVar

from mmnotation.errors import GameError
from mmnotation.model import EMPTY, UNKNOWN, Code, Feedback

if TYPE_CHECKING:
    import numpy as np
    import numpy.typing as npt

    Array = npt.NDArray[np.int8]


def score(guess: Code | str, secret: Code | str) -> Feedback:
    """Score ``guess`` against ``secret``.

    Raises GameError for different lengths, an unknown peg (``?``) or what is not a code.

    >>> b, w = score("1122", "1234")
    >>> b, w
    (1, 1)
    """
    for value in (guess, secret):
        if not isinstance(value, Code | str):
            raise GameError(f"a code is a Code or a string of symbols, not {type(value).__name__}")
    g = guess.symbols if isinstance(guess, Code) else Code.of(guess).symbols
    s = secret.symbols if isinstance(secret, Code) else Code.of(secret).symbols
    if len(g) != len(s):
        raise GameError(f"cannot score {g!r} against {s!r}: lengths differ")
    if UNKNOWN in g or UNKNOWN in s:
        raise GameError("an unknown peg '?' has no score")
    black, white = score_indices(g, s)
    return Feedback(black, white)


def score_indices(guess: Sequence[object], secret: Sequence[object]) -> tuple[int, int]:
    """(black, white) for two equal-length sequences; ``_`` or -1 matches nothing: the definition
    of the scoring rule, which every other scorer is tested against."""
    empty = (EMPTY, -1)
    black = sum(1 for a, b in zip(guess, secret, strict=True) if a == b and a not in empty)
    gc = Counter(a for a in guess if a not in empty)
    sc = Counter(b for b in secret if b not in empty)
    total = sum(min(n, sc[c]) for c, n in gc.items())
    return black, total - black


Count = TypeVar("Count", int, "npt.NDArray[np.int16]", "npt.NDArray[np.int64]")


def pack(black: Count, white: Count, pegs: int) -> Count:
    """The feedback index ``black * (pegs + 1) + white`` (of numbers, or elementwise of arrays)."""
    return black * (pegs + 1) + white


def unpack(index: int, pegs: int) -> Feedback:
    """The feedback of a packed index."""
    return Feedback(*divmod(int(index), pegs + 1))


def index_codes(pegs: int, colors: int, repeats: bool) -> Array:
    """Every code of a game shape as a (N, pegs) int8 array of colour indices, in palette order.

    Without repeats only the codes with no repeated colour; no palette is needed.
    """
    import numpy as np

    digits = np.ascontiguousarray(decode(np.arange(colors**pegs, dtype=np.int64), pegs, colors).T)
    if not repeats:
        digits = digits[distinct_mask(digits, colors)]
    return digits


def code_count(pegs: int, colors: int, repeats: bool) -> int:
    """How many codes a game shape has (``Game.size`` without building a palette)."""
    if repeats:
        return int(colors**pegs)
    out = 1
    for k in range(pegs):
        out *= colors - k
    return out


def decode(idx: npt.NDArray[np.int64], pegs: int, colors: int) -> Array:
    """Colour columns (pegs, n) of code indices in palette order (first hole most significant)."""
    import numpy as np

    cols = np.empty((pegs, idx.shape[0]), dtype=np.int8)
    rest = idx.copy()
    for h in range(pegs - 1, -1, -1):
        rest, digit = np.divmod(rest, colors)
        cols[h] = digit
    return cols


def distinct_mask(digits: Array, colors: int) -> npt.NDArray[np.bool_]:
    """True for rows that use no colour twice."""
    import numpy as np

    if not digits.size:
        return np.ones(len(digits), dtype=np.bool_)
    return np.asarray((color_counts(digits, colors) <= 1).all(axis=1), dtype=np.bool_)


def color_counts(digits: Array, colors: int) -> Array:
    """How often each colour appears in each row: (N, colors) int8; -1 is not counted."""
    import numpy as np

    counts = np.zeros((digits.shape[0], colors), dtype=np.int8)
    for hole in range(digits.shape[1]):
        col = digits[:, hole]
        for color in range(colors):
            counts[:, color] += col == color
    return counts


def feedback_many(guess: Sequence[int], codes: Array, counts: Array, pegs: int) -> npt.NDArray[np.int16]:
    """Packed feedback of one complete ``guess`` (indices, -1 empty) against many codes: the rule
    of ``score_indices`` with numpy, each code's colour ``counts`` given."""
    import numpy as np

    g = np.asarray(guess, dtype=np.int8)
    black = (codes == g[None, :]).sum(axis=1, dtype=np.int16)
    gcount = np.zeros(counts.shape[1], dtype=np.int8)
    for color in g:
        if color >= 0:
            gcount[color] += 1
    total = np.minimum(counts, gcount[None, :]).sum(axis=1, dtype=np.int16)
    out: npt.NDArray[np.int16] = pack(black, total - black, pegs)
    return out
