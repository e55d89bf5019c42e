"""Deduction: the codes consistent with a sheet, listed, counted, or per hole.

Every clue becomes constraints on two numbers of the secret: ``black`` and the
``total`` of colour matches (``black + white``).  Small games are filtered
whole, as arrays of every code.  Larger games are enumerated hole by hole, in
palette order, as a depth-first walk over frontiers of prefixes: a prefix is
dropped as soon as its partial black or total can no longer reach what a clue
says, so memory stays bounded and most of the code space is never visited.

Exact work can be hopeless (a 10x10 game with one clue has billions of
consistent codes), so ``deduce`` takes a ``budget`` in seconds: the walk
projects its own running time from the fraction of the code space walked, and
when that exceeds the budget it stops and says so.  What it streamed so far
(the first codes, in palette order) stays exact; the count becomes an estimate
from uniform random sampling with a Wilson 95% interval; each hole's colours
are proved possible by the codes seen, or impossible by a search (with the
hole moved first, so that a colour ruled out there is pruned at once), or left
undecided when the search runs out of time.

A clue with unknown pegs (``?``) holds when some assignment of palette colours
to its ``?`` holes gives its feedback.  Its known pegs give a necessary
interval that prunes the walk; the exact test, an OR over every assignment,
runs on complete codes only.  A clue whose white count alone is known is also
tested on complete codes (white does not grow monotonically hole by hole).
"""

from __future__ import annotations

import itertools
import math
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING, Any, NamedTuple

from ._errors import GameError
from ._model import (
    EMPTY_INDEX,
    UNKNOWN_INDEX,
    Clue,
    Code,
    Game,
    Sheet,
    check_budget,
    check_callable,
    check_count,
    check_seed,
    check_sheet,
)
from ._score import color_counts, decode, index_codes, score_indices

if TYPE_CHECKING:
    import numpy as np
    import numpy.typing as npt

    I8 = npt.NDArray[np.int8]
    I16 = npt.NDArray[np.int16]
    F32 = npt.NDArray[np.float32]
    I64 = npt.NDArray[np.int64]
    Bools = npt.NDArray[np.bool_]

Progress = Callable[[float], None]
"""Called with the fraction of the work done, 0.0 to 1.0, now and then."""

DIRECT_LIMIT = 5_000
"""Games with at most this many codes are filtered whole instead of walked.

Measured: the walk is faster from about 5x8 up (1.4 ms against 2.5 ms), 4x6 is
filtered whole faster (0.38 ms against 0.45 ms).
"""
ARRAY_LIMIT = 50_000_000
"""consistent_array refuses to hold more codes than this."""
MAX_ALTERNATIVES = 100_000
"""A clue may stand for at most this many colourings of its ``?`` holes."""
_INT64 = 2**63 - 1
MAX_PEGS = 127
"""Pegs the engine can count (int8 black counts); a 1-colour game is the only one this limits."""
# Elements of the (rows, colours, constraints) temporaries made per frontier
# chunk: about 16 MiB each, which keeps peak memory far below a gibibyte.
_CHUNK_ELEMENTS = 1 << 22
_TICK = 0.05  # seconds between progress reports (and budget checks)
ROW_LIMIT = 1 << 16
"""Prefixes expanded at once: keeps each step of the walk to milliseconds, so that a budget
is checked often even when few colours and clues make each prefix cheap (32 pegs x 2 colours:
2 million prefixes a step took 86 ms, and the first descent 32 of them before any check)."""
PROBE = 0.5
"""Seconds a budgeted walk runs before it trusts its own projection of the total time."""
SAMPLE_WORK = 40_000_000
"""Rough number of elementary array operations one count estimate may spend (about 0.3 s)."""
WINDOW = 0.25
"""Seconds of walking, after the first tick past half the probe, that measure the walk's speed."""
PARENT_WEIGHT = 4
"""Cost of expanding a prefix, in complete codes made (fitted on a 10x10 walk: 1.4e-7 s against 3.7e-8 s)."""
SURVEY_LEAST = 0.2
"""Seconds a budgeted survey may draw codes for, even when the budget is already spent."""
MAX_SAMPLES = 1 << 20
MIN_SAMPLES = 1 << 14
Z95 = 1.959963984540054  # the normal quantile of a two-sided 95% interval


class Estimate(NamedTuple):
    """An estimated number of consistent codes and its 95% interval: (value, low, high)."""

    value: int
    low: int
    high: int


@dataclass(frozen=True, slots=True)
class Deduction:
    """What a sheet leaves: how many codes fit, the first of them, and each hole's colours.

    When ``exact`` is False the work was stopped by its budget: ``count`` is then
    only a lower bound (the codes counted before stopping), ``codes`` are still the
    first codes in palette order, ``truncated`` is True (the list is not known to be
    complete), ``estimate`` gives the count with a 95% interval, ``seconds_needed``
    projects how long the exact count would take (None when it could not be
    projected), ``positions`` holds the colours proved possible in each hole and
    ``undecided`` those neither proved possible nor impossible.
    """

    sheet: Sheet
    count: int
    codes: tuple[Code, ...]
    truncated: bool
    positions: tuple[tuple[str, ...], ...]
    exact: bool = True
    estimate: Estimate | None = None
    seconds_needed: float | None = None
    undecided: tuple[tuple[str, ...], ...] = ()


@dataclass(frozen=True, slots=True, eq=False)
class _Survey:
    """What random codes tell: how many fit, which colours they show, and the walk's size."""

    hits: int
    samples: int
    seen: Bools  # (pegs, colors): colours in holes of the codes that fit
    work: float  # estimated cost of the walk: PARENT_WEIGHT a prefix expanded, 1 + leaf colourings a code


class _OutOfTime(Exception):
    """Raised inside a budgeted walk, with the fraction of the code space walked.

    ``needed`` is the projected time of the whole walk in seconds (None when it
    cannot be projected); ``survey`` the sampling done to project it, if any.
    """

    def __init__(self, done: float, needed: float | None, survey: _Survey | None) -> None:
        super().__init__(done, needed)
        self.done = done
        self.needed = needed
        self.survey = survey


@dataclass(frozen=True, slots=True, eq=False)
class _Leaf:
    """An exact test on complete codes: an OR over the colourings of a clue's ``?`` holes."""

    guesses: I8  # (A, pegs), -1 for an empty hole
    counts: I8  # (A, colors)
    black: int | None
    white: int | None
    onehot: F32  # (A, pegs * colors): 1 where hole h of the guess holds colour k


@dataclass(frozen=True, slots=True, eq=False)
class _Plan:
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
    leaves: tuple[_Leaf, ...]
    impossible: bool


def _indices(clue: Clue, game: Game) -> tuple[int, ...]:
    """Colour indices of the clue's guess; raises GameError when it does not fit the game."""
    if clue.guess.pegs != game.pegs:
        raise GameError(f"guess {clue.guess} has {clue.guess.pegs} pegs, the game {game.pegs}")
    return game.index(clue.guess)


def _alternatives(idx: tuple[int, ...], colors: int) -> list[tuple[int, ...]]:
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


def _alternative_array(idx: tuple[int, ...], colors: int) -> I8:
    """``_alternatives`` as an (A, pegs) int8 array, in the same order, built without a Python loop.

    Raises GameError when there are too many.
    """
    import numpy as np

    holes = [h for h, i in enumerate(idx) if i == UNKNOWN_INDEX]
    if colors ** len(holes) > MAX_ALTERNATIVES:
        _alternatives(idx, colors)  # raises the error
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


def _leaf_chunk(leaf: _Leaf, lo: int, hi: int, onehot: F32, cnts: I8 | I16) -> Bools:
    """Which codes (one-hot (pegs * colors, n), counts (colors, n)) some guess lo..hi of the leaf fits."""
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


def _leaf_hits(leaf: _Leaf, cols: I8, cnts: I8, deadline: float | None) -> Bools:
    """Which codes, columns (pegs, n) and counts (colors, n), some colouring of the leaf's guess fits.

    All colourings at once, as a product of one-hot matrices, in chunks of bounded size;
    raises _OutOfTime between chunks once ``deadline`` has passed.
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
    step = max(1, _CHUNK_ELEMENTS // 4 // n)
    for lo in range(0, a, step):
        if deadline is not None and time.monotonic() > deadline:
            raise _OutOfTime(0.0, None, None)
        hit |= _leaf_chunk(leaf, lo, min(a, lo + step), onehot, cnts16)
        if hit.all():
            break
    return hit


def _compile(sheet: Sheet) -> _Plan:
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
    leaves: list[_Leaf] = []
    for clue in sheet.clues:
        idx = _indices(clue, game)
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
            bl, bh = b - k, b
            tl, th = (b + w - k, b + w) if w is not None else (0, big)
        else:
            assert w is not None
            # black + w = total <= g + k, so black <= g + k - w and total >= w.
            bl, bh, tl, th = 0, g + k - w, w - k, big
        rows.append((known, bl, bh, tl, th))
        exact = b is not None and (w is None or k == 0)
        if not exact:
            alts = _alternative_array(idx, c)
            leaves.append(_Leaf(alts, color_counts(alts, c), b, w, _onehot(alts, c)))
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
    return _Plan(
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


def _black_total(cols: I8, cnts: I8, guess: I8, gcount: I8) -> tuple[I8, I8]:
    """Black and total of one guess against codes given as columns (pegs, n) and counts (colors, n)."""
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


def _leaf_mask(
    plan: _Plan, cols: I8, cnts: I8, exact_intervals: bool, deadline: float | None = None
) -> Bools:
    """Which codes pass every exact test (and the interval constraints when asked).

    Raises _OutOfTime once ``deadline`` (``time.monotonic``) has passed: a clue with
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
            black, total = _black_total(c, k, plan.guess[j], plan.gcount[j])
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


@lru_cache(maxsize=4)
def _whole(pegs: int, colors: int, repeats: bool) -> tuple[I8, I8]:
    """Every code as columns (pegs, N) and colour counts (colors, N), read-only, palette order."""
    import numpy as np

    codes = index_codes(pegs, colors, repeats)
    cols = np.ascontiguousarray(codes.T)
    cnts = np.ascontiguousarray(color_counts(codes, colors).T)
    cols.flags.writeable = False
    cnts.flags.writeable = False
    return cols, cnts


class _Ticker:
    """Reports progress no more often than every _TICK seconds, never going backwards.

    With a ``budget`` (seconds) it also raises _OutOfTime once the budget is spent,
    or, after ``probe`` seconds, once the projected time of the whole walk exceeds
    the budget.  The projection compares the frontier rows walked so far with the
    total that ``survey`` estimates; the share of the code space walked is a poor
    guide, since pruning is uneven across palette order (on a 10x10 sheet it
    projected 980 s after 0.8 s of a 34 s walk).
    """

    def __init__(
        self,
        progress: Progress | None,
        pegs: int,
        colors: int,
        budget: float | None = None,
        probe: float = PROBE,
        survey: Callable[[], _Survey] | None = None,
    ) -> None:
        self.progress = progress
        self.pegs, self.colors = pegs, colors
        self.budget, self.probe = budget, probe
        self.survey = survey
        self.surveyed: _Survey | None = None
        self.start = self.last = time.monotonic()
        self.deadline = None if budget is None else self.start + budget
        self.aside = 0.0  # seconds spent surveying rather than walking
        self.done = 0.0  # fraction of the code space walked
        self.reported = 0.0
        self.work = 0  # cost of the walk so far, counted as _Survey.work
        self.mark: tuple[float, int] | None = None  # (walking seconds, work) where speed is measured from

    def needed(self, now: float) -> float | None:
        """Projected seconds of the whole walk, or None when nothing allows a projection."""
        walking = now - self.start - self.aside
        if self.surveyed is not None and self.work and walking > 0:
            # The speed since the mark: the first half second or so runs slower (measured: 40%).
            then, before = self.mark if self.mark is not None else (0.0, 0)
            if self.work > before and walking > then:
                rate = (self.work - before) / (walking - then)
            else:
                rate = self.work / walking
            return walking + max(0.0, self.surveyed.work - self.work) / rate
        return walking / self.done if self.done else None

    def tick(self, depth: int, prefix: int) -> None:
        if self.progress is None and self.budget is None:
            return
        now = time.monotonic()
        # Every prefix up to this one has been walked (the tick follows its subtree).
        frac = min(1.0, (prefix + 1) / self.colors**depth) if depth else 0.0
        self.done = max(self.done, frac)
        if self.budget is not None:
            walking = now - self.start - self.aside
            if self.mark is None and walking >= min(self.probe, self.budget) / 2:
                self.mark = (walking, self.work)
            over = now - self.start > self.budget
            ready = self.mark is not None and walking - self.mark[0] >= min(WINDOW, self.budget / 2)
            if over or (ready and walking >= min(self.probe, self.budget)):
                if self.surveyed is None and self.survey is not None:
                    self.surveyed = self.survey()
                    self.aside += time.monotonic() - now
                    now = time.monotonic()
                needed = self.needed(now)
                if over or (needed is not None and needed > self.budget):
                    raise _OutOfTime(self.done, needed, self.surveyed)
        if self.progress is None or now - self.last < _TICK:
            return
        self.last = now
        if self.done > self.reported:
            self.reported = self.done
            self.progress(self.done)

    def finish(self) -> None:
        if self.progress is not None:
            self.progress(1.0)


def _expand(plan: _Plan, d: int, idx: I64, cnt: I8, blk: I8, tot: I8, count_only: bool) -> Any:
    """Extend every prefix of length ``d`` by each colour and keep those that can still fit.

    Returns the child frontier (idx, cnt, blk, tot), or when ``count_only`` and the
    children are complete codes, just how many there are.
    """
    import numpy as np

    game = plan.game
    c, p = len(game.colors), game.pegs
    n, j = idx.shape[0], plan.guess.shape[0]
    colors = np.arange(c, dtype=np.int8)
    binc = plan.guess[:, d][None, :] == colors[:, None]  # (C, J)
    new_black = blk[:, None, :] + binc[None, :, :]  # (n, C, J)
    new_total = tot[:, None, :] + (cnt[:, :, None] < plan.gcount.T[None, :, :])
    least_black = (plan.black_low - plan.remaining[d + 1]).astype(np.int8)
    least_total = (plan.total_low - (p - d - 1)).astype(np.int8)
    if j:
        ok = (
            (new_black >= least_black)
            & (new_black <= plan.black_high.astype(np.int8))
            & (new_total >= least_total)
            & (new_total <= plan.total_high.astype(np.int8))
        )
        fit = ok.all(axis=2)
    else:
        fit = np.ones((n, c), dtype=bool)
    if not game.repeats:
        fit &= cnt == 0
    if count_only and d + 1 == p:
        return int(np.count_nonzero(fit))
    sel = np.flatnonzero(fit.reshape(-1))
    parent, color = np.divmod(sel, c)
    child_idx = idx[parent] * c + color
    child_cnt = cnt[parent]
    child_cnt[np.arange(sel.size), color] += 1
    return child_idx, child_cnt, new_black.reshape(n * c, j)[sel], new_total.reshape(n * c, j)[sel]


def _alternatives_of(plan: _Plan) -> int:
    """How many colourings the leaf tests try on each complete code."""
    return sum(leaf.guesses.shape[0] for leaf in plan.leaves)


def _walk(
    plan: _Plan, d: int, frontier: tuple[I64, I8, I8, I8], ticker: _Ticker, count_only: bool
) -> Iterator[Any]:
    """Depth-first over the frontier in chunks: yields (idx, counts) batches of complete codes, or ints."""
    p, c = plan.game.pegs, len(plan.game.colors)
    idx, cnt, blk, tot = frontier
    if d == p:
        ticker.work += idx.shape[0] * (1 + _alternatives_of(plan))
        yield idx, cnt
        return
    # Leaf tests cost each code one pass per colouring: smaller chunks keep batches short,
    # so that a budget is checked every fraction of a second.
    step = max(
        1, min(ROW_LIMIT, _CHUNK_ELEMENTS // (c * max(1, plan.guess.shape[0] + _alternatives_of(plan))))
    )
    for start in range(0, idx.shape[0], step):
        stop = start + step
        ticker.work += PARENT_WEIGHT * (min(stop, idx.shape[0]) - start)
        child = _expand(
            plan,
            d,
            idx[start:stop],
            cnt[start:stop],
            blk[start:stop],
            tot[start:stop],
            count_only and not plan.leaves,
        )
        if isinstance(child, int):
            yield child
        elif child[0].size:
            yield from _walk(plan, d + 1, child, ticker, count_only)
        ticker.tick(d, int(idx[min(stop, idx.shape[0]) - 1]))


def _batches(
    sheet: Sheet,
    progress: Progress | None,
    count_only: bool = False,
    budget: float | None = None,
    seed: int | None = None,
) -> Iterator[Any]:
    """Consistent codes in palette order: (cols (pegs, n) int8) batches, or ints when counting.

    Raises GameError for a game too large to index, and _OutOfTime (between batches)
    when a ``budget`` in seconds is given and the walk would overrun it (``seed``
    seeds the random codes that project the walk's time).
    """
    import numpy as np

    plan = _compile(sheet)
    game = plan.game
    p, c = game.pegs, len(game.colors)

    def survey() -> _Survey:
        limit = None if ticker.deadline is None else max(ticker.deadline, time.monotonic() + SURVEY_LEAST)
        return _survey(plan, None, np.random.default_rng(seed), limit)

    ticker = _Ticker(progress, p, c, budget, survey=survey)
    if plan.impossible:
        ticker.finish()
        return
    if count_only and not plan.guess.shape[0] and not plan.leaves:
        ticker.finish()  # no clue says anything: every code fits
        yield game.size
        return
    if c**p <= DIRECT_LIMIT:
        cols, cnts = _whole(p, c, game.repeats)
        keep = _leaf_mask(plan, cols, cnts, exact_intervals=True)
        ticker.finish()
        if count_only:
            yield int(np.count_nonzero(keep))
        elif keep.any():
            yield cols[:, keep]
        return
    yield from _complete(plan, 0, _root(plan), ticker, count_only)
    ticker.finish()


def _root(plan: _Plan) -> tuple[I64, I8, I8, I8]:
    """The frontier of the empty prefix."""
    import numpy as np

    c, j = len(plan.game.colors), plan.guess.shape[0]
    return (
        np.zeros(1, dtype=np.int64),
        np.zeros((1, c), dtype=np.int8),
        np.zeros((1, j), dtype=np.int8),
        np.zeros((1, j), dtype=np.int8),
    )


def _complete(
    plan: _Plan, d: int, frontier: tuple[I64, I8, I8, I8], ticker: _Ticker, count_only: bool
) -> Iterator[Any]:
    """The walk from a frontier of prefixes of length ``d``, leaf tests applied: cols batches or ints."""
    import numpy as np

    p, c = plan.game.pegs, len(plan.game.colors)
    for item in _walk(plan, d, frontier, ticker, count_only):
        if isinstance(item, int):
            yield item
            continue
        idx, cnt = item
        cols = decode(idx, p, c)
        if plan.leaves:
            try:
                keep = _leaf_mask(plan, cols, np.ascontiguousarray(cnt.T), False, ticker.deadline)
            except _OutOfTime:
                raise _OutOfTime(ticker.done, ticker.needed(time.monotonic()), ticker.surveyed) from None
            cols = cols[:, keep]
        if cols.shape[1]:
            yield cols.shape[1] if count_only else cols


def _codes_of(cols: I8, game: Game) -> Iterator[Code]:
    """The codes of colour columns, in order."""
    symbols = game.colors
    # a batch can hold millions of codes, of which a caller may want three:
    # convert them a slice at a time
    for start in range(0, cols.shape[1], 4096):
        for row in cols[:, start : start + 4096].T.tolist():
            yield Code("".join(symbols[i] for i in row))


def consistent_codes(sheet: Sheet, *, progress: Progress | None = None) -> Iterator[Code]:
    """Every code consistent with the sheet, streamed in palette order.

    Raises GameError for a game too large to index or a clue that does not fit the game.
    """
    _check(sheet, progress=progress)
    for cols in _batches(sheet, progress):
        yield from _codes_of(cols, sheet.game)


def count_consistent(sheet: Sheet, *, progress: Progress | None = None) -> int:
    """How many codes are consistent with the sheet, without listing them.

    Raises GameError for a game too large to index or a clue that does not fit the game.
    """
    _check(sheet, progress=progress)
    return sum(_batches(sheet, progress, count_only=True))


def any_consistent(sheet: Sheet, progress: Progress | None = None) -> bool:
    """True when at least one code fits the sheet; stops at the first batch found.

    ``progress`` is given the fraction of the walk done.  Raises GameError as
    count_consistent does.
    """
    _check(sheet, progress=progress)
    return next(iter(_batches(sheet, progress)), None) is not None


def _batches_until(sheet: Sheet, deadline: float | None) -> Iterator[I8]:
    """Consistent codes as colour columns (pegs, n), in palette order, until a ``time.monotonic`` deadline.

    Raises _OutOfTime (between batches) once the deadline has passed: a hard
    limit, without the projection a budgeted ``deduce`` makes.  Raises GameError
    as count_consistent does.
    """
    if deadline is None:
        yield from _batches(sheet, None)
        return
    import numpy as np

    plan = _compile(sheet)
    p, c = plan.game.pegs, len(plan.game.colors)
    if plan.impossible:
        return
    if time.monotonic() > deadline:
        raise _OutOfTime(0.0, None, None)
    if c**p <= DIRECT_LIMIT:
        cols, cnts = _whole(p, c, plan.game.repeats)
        keep = _leaf_mask(plan, cols, cnts, exact_intervals=True)
        if keep.any():
            yield cols[:, keep]
        return
    ticker = _Ticker(None, p, c, max(0.0, deadline - time.monotonic()), probe=math.inf)
    for cols in _complete(plan, 0, _root(plan), ticker, False):
        yield np.asarray(cols)
        if time.monotonic() > deadline:
            raise _OutOfTime(ticker.done, None, None)


def consistent_array(sheet: Sheet) -> I8:
    """Every consistent code as an (n, pegs) int8 array of colour indices, palette order.

    Raises GameError when more than ARRAY_LIMIT codes fit, or for a game too large to index.
    """
    _check(sheet)
    import numpy as np

    parts: list[I8] = []
    n = 0
    for cols in _batches(sheet, None):
        n += cols.shape[1]
        if n > ARRAY_LIMIT:
            raise GameError(f"more than {ARRAY_LIMIT:,} codes fit the sheet; too many to hold at once")
        parts.append(cols)
    if not parts:
        return np.zeros((0, sheet.game.pegs), dtype=np.int8)
    return np.ascontiguousarray(np.concatenate(parts, axis=1).T)


def _sample(game: Game, n: int, rng: np.random.Generator) -> tuple[I8, I8]:
    """``n`` uniformly random codes of the game: columns (pegs, n) and colour counts (colors, n)."""
    import numpy as np

    p, c = game.pegs, len(game.colors)
    if game.repeats:
        cols = rng.integers(0, c, size=(p, n), dtype=np.int8)
    else:
        # the first p steps of a Fisher-Yates shuffle of each row: distinct colours, uniform
        perm = np.tile(np.arange(c, dtype=np.int8), (n, 1))
        rows = np.arange(n)
        for h in range(p):
            pick = h + rng.integers(0, c - h, size=n)
            here = perm[rows, h].copy()
            perm[rows, h] = perm[rows, pick]
            perm[rows, pick] = here
        cols = np.ascontiguousarray(perm[:, :p].T)
    flat = (cols.astype(np.int64) + c * np.arange(n)[None, :]).reshape(-1)
    cnts = np.bincount(flat, minlength=c * n).astype(np.int8).reshape(n, c)
    return cols, np.ascontiguousarray(cnts.T)


def _survey(
    plan: _Plan, samples: int | None, rng: np.random.Generator, deadline: float | None = None
) -> _Survey:
    """Test random codes against the plan, whole and prefix by prefix (None samples: about 0.3 s).

    With a ``deadline`` (``time.monotonic``) it stops drawing once the deadline
    has passed, and the survey holds the codes drawn so far (none, and an
    infinite ``work``, when not even the first small batch could be tested).
    """
    import numpy as np

    game = plan.game
    p, c = game.pegs, len(game.colors)
    j = plan.guess.shape[0]
    if samples is None:
        cost = p * (2 * j + _alternatives_of(plan) + c)
        samples = min(MAX_SAMPLES, max(MIN_SAMPLES, SAMPLE_WORK // max(1, cost)))
    seen = np.zeros((p, c), dtype=bool)
    if plan.impossible:
        return _Survey(0, samples, seen, 1.0)
    hits = 0
    alive_at = np.zeros(p + 1, dtype=np.int64)  # random prefixes of each length the walk keeps
    gcount = plan.gcount.astype(np.int16)
    step = max(1, MAX_SAMPLES // 4)  # bounded temporaries
    if deadline is not None:
        # small batches, so that the clock is looked at often; the first one always completes
        cost = p * (2 * j + _alternatives_of(plan) + c)
        step = max(64, min(step, SAMPLE_WORK // 8 // max(1, cost)))
    drawn = 0
    for start in range(0, samples, step):
        if deadline is not None and start and time.monotonic() > deadline:
            break
        m = min(step, samples - start)
        cols, cnts = _sample(game, m, rng)
        try:
            keep = _leaf_mask(plan, cols, cnts, True, deadline)
        except _OutOfTime:
            break
        drawn += m
        hits += int(np.count_nonzero(keep))
        for h in range(p):
            seen[h] |= np.bincount(cols[h, keep], minlength=c).astype(bool)
        # The walk's own bounds, hole by hole, as _expand applies them.
        rows = np.arange(m)
        used = np.zeros((c, m), dtype=np.int16)
        black = np.zeros((j, m), dtype=np.int16)
        total = np.zeros((j, m), dtype=np.int16)
        alive = np.ones(m, dtype=bool)
        for d in range(p):
            color = cols[d]
            black += plan.guess[:, d][:, None] == color[None, :]
            total += used[color, rows][None, :] < gcount[:, color]
            used[color, rows] += 1
            least_black = (plan.black_low - plan.remaining[d + 1])[:, None]
            least_total = (plan.total_low - (p - d - 1))[:, None]
            ok = (
                (black >= least_black)
                & (black <= plan.black_high[:, None])
                & (total >= least_total)
                & (total <= plan.total_high[:, None])
            )
            alive &= ok.all(axis=0)
            alive_at[d + 1] += int(np.count_nonzero(alive))
    if not drawn:
        return _Survey(0, 0, seen, math.inf)
    work, prefixes = float(PARENT_WEIGHT), 1.0
    for d in range(1, p + 1):
        prefixes *= c if game.repeats else c - d + 1
        work += prefixes * alive_at[d] / drawn * (1 + _alternatives_of(plan) if d == p else PARENT_WEIGHT)
    return _Survey(hits, drawn, seen, work)


def _wilson(hits: int, n: int, size: int) -> Estimate:
    """``size`` times the share ``hits / n``, with the Wilson score 95% interval."""
    z2 = Z95 * Z95
    share = hits / n
    denom = 1 + z2 / n
    centre = (share + z2 / (2 * n)) / denom
    half = Z95 * math.sqrt(share * (1 - share) / n + z2 / (4 * n * n)) / denom
    low = max(0, math.floor((centre - half) * size))
    high = min(size, math.ceil((centre + half) * size))
    return Estimate(round(share * size), low, high)


def estimate_count(sheet: Sheet, *, samples: int | None = None, seed: int | None = None) -> Estimate:
    """Estimate how many codes fit by testing uniformly random codes, with a 95% interval.

    ``samples`` codes are drawn (None: as many as fit in about 0.3 s, 16,384 to
    1,048,576); ``seed`` seeds numpy's ``default_rng``.  Raises GameError as
    count_consistent does.

    >>> from mmnotation import parse_sheet
    >>> e = estimate_count(parse_sheet("1122 1 0"), seed=1)
    >>> e.low <= 256 <= e.high
    True
    """
    _check(sheet, seed=seed)
    check_count("samples", samples, 1)
    import numpy as np

    found = _survey(_compile(sheet), samples, np.random.default_rng(seed))
    return _wilson(found.hits, found.samples, sheet.game.size)


def _moved(sheet: Sheet, hole: int) -> Sheet:
    """The sheet with hole ``hole`` and the first hole swapped in every guess (consistency is unchanged)."""
    clues = []
    for clue in sheet.clues:
        symbols = list(clue.guess.symbols)
        if len(symbols) > hole:
            symbols[0], symbols[hole] = symbols[hole], symbols[0]
        clues.append(Clue(Code("".join(symbols)), clue.feedback, clue.line))
    return Sheet(sheet.game, tuple(clues))


def _possible(sheet: Sheet, hole: int, color: int, budget: float) -> tuple[bool | None, I8 | None]:
    """Can ``color`` be in ``hole``?  (True and some codes that show it, False, or None when out of time).

    The hole is moved first, so that the walk prunes on it before anything else.
    """
    import numpy as np

    plan = _compile(_moved(sheet, hole))
    if plan.impossible:
        return False, None
    p, c = plan.game.pegs, len(plan.game.colors)
    idx, cnt, blk, tot = _expand(plan, 0, *_root(plan), count_only=False)
    pick = np.flatnonzero(idx == color)
    if not pick.size:
        return False, None
    ticker = _Ticker(None, p, c, budget, probe=math.inf)  # a hard limit, no projection
    order = list(range(p))
    order[0], order[hole] = hole, 0
    try:
        for cols in _complete(plan, 1, (idx[pick], cnt[pick], blk[pick], tot[pick]), ticker, False):
            return True, cols[order]
    except _OutOfTime:
        return None, None
    return False, None


def _seen(cols: I8, colors: int) -> Bools:
    """Which colours appear in each hole of colour columns (pegs, n): a (pegs, colors) mask."""
    import numpy as np

    return np.stack([np.bincount(row, minlength=colors).astype(bool) for row in cols])


def _partial(
    sheet: Sheet,
    count: int,
    kept: list[Code],
    seen: Bools,
    stop: _OutOfTime,
    budget: float,
    seed: int | None,
    start: float,
) -> Deduction:
    """The Deduction of a walk stopped by its budget: estimated count, positions as far as decided."""
    import numpy as np

    game = sheet.game
    p, c = game.pegs, len(game.colors)
    survey = stop.survey
    if survey is None:
        limit = time.monotonic() + max(SURVEY_LEAST, budget / 10)
        survey = _survey(_compile(sheet), None, np.random.default_rng(seed), limit)
    seen = seen | survey.seen
    # Certain bounds: the codes counted, plus at most every code of the unwalked part.
    unwalked = math.ceil((1.0 - stop.done) * float(c) ** p)
    sure_low, sure_high = count, min(game.size, count + unwalked)
    if survey.samples:
        sampled = _wilson(survey.hits, survey.samples, game.size)
    else:  # no random code could be tested in time: the middle of the certain bounds
        sampled = Estimate((sure_low + sure_high) // 2, sure_low, sure_high)

    def clamp(x: int) -> int:
        return min(max(x, sure_low), sure_high)

    estimate = Estimate(clamp(sampled.value), clamp(sampled.low), clamp(sampled.high))
    deadline = time.monotonic() + max(budget - (time.monotonic() - start), budget / 10)
    undecided = np.zeros((p, c), dtype=bool)
    for h in range(p):
        for color in range(c):
            if seen[h, color]:
                continue
            now = time.monotonic()
            open_pairs = int(np.count_nonzero(~seen[h:])) - int(np.count_nonzero(~seen[h, :color]))
            share = (deadline - now) / max(1, open_pairs)
            if share <= 0:
                undecided[h, color] = True
                continue
            found, cols = _possible(sheet, h, color, share)
            if found is None:
                undecided[h, color] = True
            elif cols is not None:
                seen |= _seen(cols, c)
    if any(not (seen[h].any() or undecided[h].any()) for h in range(p)):
        # some hole can hold no colour at all: no code fits, and that is exact
        empty = tuple(() for _ in range(p))
        return Deduction(sheet, 0, (), False, empty)
    positions = tuple(tuple(game.colors[i] for i in np.flatnonzero(row)) for row in seen)
    unknown = tuple(tuple(game.colors[i] for i in np.flatnonzero(row)) for row in undecided)
    return Deduction(sheet, count, tuple(kept), True, positions, False, estimate, stop.needed, unknown)


def deduce(
    sheet: Sheet,
    *,
    limit: int | None = 100,
    progress: Progress | None = None,
    budget: float | None = None,
    seed: int | None = None,
) -> Deduction:
    """Count the consistent codes, keep the first ``limit`` (None or 0: all), and each hole's colours.

    With a ``budget`` in seconds, a walk that would take longer stops early (after
    PROBE seconds when its projected time exceeds the budget): the result then has
    ``exact`` False, an ``estimate`` of the count from random codes (seeded by
    ``seed``), the first codes found, and positions decided by searches that share
    what is left of the budget (at least a tenth of it).  Raises GameError for a
    game too large to index or a clue that does not fit the game.

    >>> from mmnotation import parse_sheet
    >>> d = deduce(parse_sheet("1122 1 0"))
    >>> d.count, d.codes[0], d.positions[0]
    (256, Code('1333'), ('1', '3', '4', '5', '6'))
    """
    _check(sheet, seed=seed, progress=progress)
    check_count("limit", limit)
    check_budget(budget)
    import numpy as np

    game = sheet.game
    p, c = game.pegs, len(game.colors)
    seen = np.zeros((p, c), dtype=bool)
    kept: list[Code] = []
    count = 0
    want = limit if limit else None
    if all(clue.feedback.black is None and clue.feedback.white is None for clue in sheet.clues):
        # Nothing is known: every code fits, so list only the first ones.
        _compile(sheet)  # for its errors
        kept = list(itertools.islice(consistent_codes(sheet), want))
        if progress is not None:
            progress(1.0)
        full = tuple(game.colors for _ in range(p))
        return Deduction(sheet, game.size, tuple(kept), game.size > len(kept), full)
    start = time.monotonic()
    try:
        for cols in _batches(sheet, progress, budget=budget, seed=seed):
            count += cols.shape[1]
            seen |= _seen(cols, c)
            if want is None or len(kept) < want:
                room = cols.shape[1] if want is None else want - len(kept)
                kept.extend(_codes_of(cols[:, :room], game))
    except _OutOfTime as stop:
        assert budget is not None
        return _partial(sheet, count, kept, seen, stop, budget, seed, start)
    positions = tuple(tuple(game.colors[i] for i in np.flatnonzero(row)) for row in seen)
    return Deduction(sheet, count, tuple(kept), count > len(kept), positions)


def holds(clue: Clue, code: Code, game: Game) -> bool:
    """True when the complete ``code`` satisfies ``clue`` (some colouring of its ``?`` pegs fits).

    Raises GameError when the clue or the code does not fit the game.

    >>> from mmnotation import Clue, Feedback
    >>> holds(Clue(Code("1?22"), Feedback(1, 1)), Code("1234"), Game(4, tuple("123456")))
    True
    """
    if not isinstance(clue, Clue) or not isinstance(code, Code | str) or not isinstance(game, Game):
        raise GameError("holds takes a Clue, a Code and a Game")
    code = code if isinstance(code, Code) else Code.of(code)
    b, w = clue.feedback.black, clue.feedback.white
    idx = _indices(clue, game)
    secret = _indices(Clue(code, clue.feedback), game)
    if min(secret, default=0) < 0:
        raise GameError(f"cannot test the incomplete code {code}")
    if b is None and w is None:
        return True
    for alt in _alternatives(idx, len(game.colors)):
        black, white = score_indices(alt, secret)
        if (b is None or black == b) and (w is None or white == w):
            return True
    return False


def _check(sheet: object, *, seed: object = None, progress: object = None) -> None:
    """The public functions' argument checks.  Raises GameError."""
    check_sheet(sheet)
    check_seed(seed)
    check_callable("progress", progress)
