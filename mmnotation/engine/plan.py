"""A sheet compiled for the engine: interval constraints that prune a walk, and exact tests.

Every clue becomes constraints on two numbers of the secret: ``black`` and the
``total`` of colour matches (``black + white``), each held between a low and a
high bound over the clue's known pegs, so that a prefix of a code is dropped as
soon as its partial black or total can no longer reach them.

A clue with unknown pegs (``?``) holds when some assignment of palette colours
to its ``?`` holes gives its feedback.  Its known pegs give a necessary
interval that prunes the walk; the exact test (a ``Leaf``), an OR over every
assignment, runs on complete codes only.  A clue whose white count alone is
known is also tested on complete codes (white does not grow monotonically hole
by hole).
"""

from __future__ import annotations

import itertools
import time
from dataclasses import dataclass
from typing import TYPE_CHECKING

from mmnotation.codes.score import color_counts
from mmnotation.engine.budget import OutOfTime
from mmnotation.errors import GameError
from mmnotation.model import EMPTY_INDEX, UNKNOWN_INDEX, Clue, Game, Sheet

if TYPE_CHECKING:
    import numpy as np
    import numpy.typing as npt

    I8 = npt.NDArray[np.int8]
    I16 = npt.NDArray[np.int16]
    F32 = npt.NDArray[np.float32]
    I64 = npt.NDArray[np.int64]
    Bools = npt.NDArray[np.bool_]

MAX_ALTERNATIVES = 100_000
"""A clue may stand for at most this many colourings of its ``?`` holes."""
_INT64 = 2**63 - 1
MAX_PEGS = 127
"""Pegs the engine can count (int8 black counts); a 1-colour game is the only one this limits."""
# Elements of the (rows, colours, constraints) temporaries made per frontier
# chunk: about 16 MiB each, which keeps peak memory far below a gibibyte.
CHUNK_ELEMENTS = 1 << 22


@dataclass(frozen=True, slots=True, eq=False)
class Leaf:
    """An exact test on complete codes: an OR over the colourings of a clue's ``?`` holes."""

    guesses: I8  # (A, pegs), -1 for an empty hole
    counts: I8  # (A, colors)
    black: int | None
    white: int | None
    onehot: F32  # (A, pegs * colors): 1 where hole h of the guess holds colour k


@dataclass(frozen=True, slots=True, eq=False)
class Plan:
    """A sheet compiled to arrays: interval constraints that prune, then exact leaf tests."""

    game: Game
    guess: I8  # (J, pegs): known pegs, -1 elsewhere
    gcount: I8  # (J, colors)
    gtotal: I16  # (J,) placed known pegs
    black_low: I16  # (J,) bounds on black over the known pegs
    black_high: I16
    total_low: I16  # (J,) bounds on total over the known pegs
    total_high: I16
    remaining: I16  # (pegs + 1, J): known pegs in holes d.. of each guess
    leaves: tuple[Leaf, ...]
    impossible: bool


def clue_indices(clue: Clue, game: Game) -> tuple[int, ...]:
    """Colour indices of the clue's guess; raises GameError when it does not fit the game."""
    if clue.guess.pegs != game.pegs:
        raise GameError(f"guess {clue.guess} has {clue.guess.pegs} pegs, the game {game.pegs}")
    return game.index(clue.guess)


def alternatives(idx: tuple[int, ...], colors: int) -> list[tuple[int, ...]]:
    """Every guess the ``?`` holes of ``idx`` can stand for; raises GameError when too many."""
    holes = [h for h, i in enumerate(idx) if i == UNKNOWN_INDEX]
    if colors ** len(holes) > MAX_ALTERNATIVES:
        raise GameError(
            f"{len(holes)} unknown pegs over {colors} colours stand for {colors ** len(holes):,} "
            f"guesses, more than the {MAX_ALTERNATIVES:,} the engine tries"
        )
    out = []
    for combo in itertools.product(range(colors), repeat=len(holes)):
        alt = list(idx)
        for h, c in zip(holes, combo, strict=True):
            alt[h] = c
        out.append(tuple(alt))
    return out


def alternative_array(idx: tuple[int, ...], colors: int) -> I8:
    """``alternatives`` as an (A, pegs) int8 array, in the same order, built without a Python loop.

    Raises GameError when there are too many.
    """
    import numpy as np

    holes = [h for h, i in enumerate(idx) if i == UNKNOWN_INDEX]
    if colors ** len(holes) > MAX_ALTERNATIVES:
        alternatives(idx, colors)  # raises the error
    out = np.tile(np.array(idx, dtype=np.int8), (colors ** len(holes), 1))
    if holes:
        grid = np.indices((colors,) * len(holes), dtype=np.int8).reshape(len(holes), -1)
        out[:, holes] = grid.T
    return out


def _onehot(guesses: I8, colors: int) -> F32:
    """(A, pegs * colors) float32: 1 at h * colors + k when hole h of guess a holds colour k."""
    import numpy as np

    a, p = guesses.shape
    out = np.zeros((a, p * colors), dtype=np.float32)
    rows, holes = np.nonzero(guesses >= 0)
    out[rows, holes * colors + guesses[rows, holes]] = 1
    return out


def _leaf_chunk(leaf: Leaf, lo: int, hi: int, onehot: F32, cnts: I8 | I16) -> Bools:
    """Which codes (one-hot (pegs * colors, n), counts (colors, n)) some guess lo..hi of the leaf fits
    (the scoring rule of ``codes.score.score_indices``: black by a product of one-hot rows)."""
    import numpy as np

    black = (leaf.onehot[lo:hi] @ onehot).astype(np.int16)  # (a, n): exact small integers
    total = np.zeros_like(black)
    gcount = leaf.counts[lo:hi].astype(np.int16)
    for color in np.flatnonzero(gcount.any(axis=0)):
        total += np.minimum(gcount[:, color : color + 1], cnts[color][None, :])
    ok = np.ones(black.shape, dtype=bool)
    if leaf.black is not None:
        ok &= black == leaf.black
    if leaf.white is not None:
        ok &= (total - black) == leaf.white
    return np.asarray(ok.any(axis=0), dtype=bool)


def _leaf_hits(leaf: Leaf, cols: I8, cnts: I8, deadline: float | None) -> Bools:
    """Which codes, columns (pegs, n) and counts (colors, n), some colouring of the leaf's guess fits.

    All colourings at once, as a product of one-hot matrices, in chunks of bounded size;
    raises OutOfTime between chunks once ``deadline`` has passed.
    """
    import numpy as np

    p, n = cols.shape
    colors = leaf.onehot.shape[1] // p if p else 1
    hit = np.zeros(n, dtype=bool)
    if not n:
        return hit
    onehot = np.zeros((p * colors, n), dtype=np.float32)
    onehot[(np.arange(p)[:, None] * colors + cols).reshape(-1), np.tile(np.arange(n), p)] = 1
    cnts16 = cnts.astype(np.int16)
    a = leaf.guesses.shape[0]
    step = max(1, CHUNK_ELEMENTS // 4 // n)
    for lo in range(0, a, step):
        if deadline is not None and time.monotonic() > deadline:
            raise OutOfTime(0.0, None, None)
        hit |= _leaf_chunk(leaf, lo, min(a, lo + step), onehot, cnts16)
        if hit.all():
            break
    return hit


def compile_sheet(sheet: Sheet) -> Plan:
    """Compile the sheet's clues; raises GameError for a game too large to index."""
    import numpy as np

    game = sheet.game
    p, c = game.pegs, len(game.colors)
    if p > MAX_PEGS:  # pegs and black counts are held in int8: more would wrap around
        raise GameError(f"{p} pegs are too many: the engine counts at most {MAX_PEGS} pegs")
    if c**p > _INT64:
        raise GameError(
            f"{p} pegs of {c} colours make {c}**{p} codes, too many to index with 64-bit integers"
        )
    rows: list[tuple[tuple[int, ...], int, int, int, int]] = []
    leaves: list[Leaf] = []
    for clue in sheet.clues:
        idx = clue_indices(clue, game)
        b, w = clue.feedback.black, clue.feedback.white
        if b is None and w is None:
            continue  # says nothing
        k = idx.count(UNKNOWN_INDEX)
        if k and c == 1:
            idx, k = tuple(0 if i == UNKNOWN_INDEX else i for i in idx), 0
        known = tuple(i if i >= 0 else EMPTY_INDEX for i in idx)
        g = sum(1 for i in known if i >= 0)
        big = p + 1
        if b is not None:
            # k unknown pegs add 0..k black (a colour other than the secret's always exists).
            black_bounds = (b - k, b)
            total_bounds = (b + w - k, b + w) if w is not None else (0, big)
        else:
            assert w is not None
            # black + w = total <= g + k, so black <= g + k - w and total >= w.
            black_bounds, total_bounds = (0, g + k - w), (w - k, big)
        rows.append((known, *black_bounds, *total_bounds))
        exact = b is not None and (w is None or k == 0)
        if not exact:
            alts = alternative_array(idx, c)
            leaves.append(Leaf(alts, color_counts(alts, c), b, w, _onehot(alts, c)))
    j = len(rows)
    guess = np.array([r[0] for r in rows], dtype=np.int8).reshape(j, p)
    gcount = color_counts(guess, c)
    gtotal = gcount.sum(axis=1, dtype=np.int16)
    black_low, black_high, total_low, total_high = (
        np.array([r[i] for r in rows], dtype=np.int16) for i in range(1, 5)
    )
    placed = (guess >= 0).astype(np.int16)
    remaining = np.zeros((p + 1, j), dtype=np.int16)
    remaining[:p] = np.cumsum(placed[:, ::-1], axis=1)[:, ::-1].T
    impossible = bool(
        np.any(black_low > black_high)
        or np.any(total_low > total_high)
        or np.any(black_high < 0)
        or np.any(total_high < 0)
        or np.any(black_low > gtotal)
        or np.any(total_low > gtotal)
        or np.any(black_low > total_high)
    )
    return Plan(
        game,
        guess,
        gcount,
        gtotal,
        black_low,
        black_high,
        total_low,
        total_high,
        remaining,
        tuple(leaves),
        impossible,
    )


def black_total(cols: I8, cnts: I8, guess: I8, gcount: I8) -> tuple[I8, I8]:
    """Black and total of one guess against codes given as columns (pegs, n) and counts (colors, n):
    the rule of ``codes.score.score_indices`` (total = black + white), with numpy."""
    import numpy as np

    n = cols.shape[1]
    black = np.zeros(n, dtype=np.int8)
    total = np.zeros(n, dtype=np.int8)
    for h, i in enumerate(guess):
        if i >= 0:
            black += cols[h] == i
    for color in np.flatnonzero(gcount):
        total += np.minimum(cnts[color], gcount[color])
    return black, total


def leaf_mask(plan: Plan, cols: I8, cnts: I8, exact_intervals: bool, deadline: float | None = None) -> Bools:
    """Which codes pass every exact test (and the interval constraints when asked).

    Raises OutOfTime once ``deadline`` (``time.monotonic``) has passed: a clue with
    many ``?`` pegs tries thousands of colourings on every batch.
    """
    import numpy as np

    n = cols.shape[1]
    keep = np.ones(n, dtype=bool)
    sel = np.arange(n)
    if exact_intervals:
        for j in range(plan.guess.shape[0]):
            if not sel.size:
                break
            c, k = cols[:, sel], cnts[:, sel]
            black, total = black_total(c, k, plan.guess[j], plan.gcount[j])
            ok = (black >= plan.black_low[j]) & (black <= plan.black_high[j])
            ok &= (total >= plan.total_low[j]) & (total <= plan.total_high[j])
            keep[sel[~ok]] = False
            sel = sel[ok]
    for leaf in plan.leaves:
        if not sel.size:
            break
        hit = _leaf_hits(leaf, cols[:, sel], cnts[:, sel], deadline)
        keep[sel[~hit]] = False
        sel = sel[hit]
    return keep


def alternatives_of(plan: Plan) -> int:
    """How many colourings the leaf tests try on each complete code."""
    return sum(leaf.guesses.shape[0] for leaf in plan.leaves)
