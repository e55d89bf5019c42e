"""The sampling estimate: how many codes fit, from uniformly random codes, with a 95% interval.

Random codes are tested against the compiled sheet (``engine.plan``): the share that
fits, times the size of the game, estimates the count, with a Wilson score
interval.  The same codes, tested prefix by prefix against the walk's bounds,
estimate how much work an exact walk would do (``Survey.work``), which the time
budget (``engine.budget``) uses to project the walk's running time.
"""

from __future__ import annotations

import math
import time
from typing import TYPE_CHECKING, NamedTuple

from mmnotation.engine.budget import PARENT_WEIGHT, OutOfTime, Survey
from mmnotation.engine.plan import Plan, alternatives_of, compile_sheet, leaf_mask
from mmnotation.model import Game, Sheet, check_count, check_seed, check_sheet

if TYPE_CHECKING:
    import numpy as np
    import numpy.typing as npt

    I8 = npt.NDArray[np.int8]
    Bools = npt.NDArray[np.bool_]

SAMPLE_WORK = 40_000_000
"""Rough number of elementary array operations one count estimate may spend (about 0.3 s)."""
MAX_SAMPLES = 1 << 20
MIN_SAMPLES = 1 << 14
Z95 = 1.959963984540054  # the normal quantile of a two-sided 95% interval


class Estimate(NamedTuple):
    """An estimated number of consistent codes and its 95% interval: (value, low, high)."""

    value: int
    low: int
    high: int


def random_codes(game: Game, n: int, rng: np.random.Generator) -> tuple[I8, I8]:
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


def random_survey(
    plan: Plan, samples: int | None, rng: np.random.Generator, deadline: float | None = None
) -> Survey:
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
        cost = p * (2 * j + alternatives_of(plan) + c)
        samples = min(MAX_SAMPLES, max(MIN_SAMPLES, SAMPLE_WORK // max(1, cost)))
    tally = np.zeros((p, c), dtype=np.int64)
    if plan.impossible:
        return Survey(0, samples, tally, 1.0)
    hits = 0
    alive_at = np.zeros(p + 1, dtype=np.int64)  # random prefixes of each length the walk keeps
    gcount = plan.gcount.astype(np.int16)
    step = max(1, MAX_SAMPLES // 4)  # bounded temporaries
    if deadline is not None:
        # small batches, so that the clock is looked at often; the first one always completes
        cost = p * (2 * j + alternatives_of(plan) + c)
        step = max(64, min(step, SAMPLE_WORK // 8 // max(1, cost)))
    drawn = 0
    for start in range(0, samples, step):
        if deadline is not None and start and time.monotonic() > deadline:
            break
        m = min(step, samples - start)
        cols, cnts = random_codes(game, m, rng)
        try:
            keep = leaf_mask(plan, cols, cnts, True, deadline)
        except OutOfTime:
            break
        drawn += m
        hits += int(np.count_nonzero(keep))
        for h in range(p):
            tally[h] += np.bincount(cols[h, keep], minlength=c)
        # The walk's own bounds, hole by hole, as expand applies them.
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
        return Survey(0, 0, tally, math.inf)
    work, prefixes = float(PARENT_WEIGHT), 1.0
    for d in range(1, p + 1):
        prefixes *= c if game.repeats else c - d + 1
        work += prefixes * alive_at[d] / drawn * (1 + alternatives_of(plan) if d == p else PARENT_WEIGHT)
    return Survey(hits, drawn, tally, work)


def wilson(hits: int, n: int, size: int) -> Estimate:
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
    check_sheet(sheet)
    check_seed(seed)
    check_count("samples", samples, 1)
    import numpy as np

    found = random_survey(compile_sheet(sheet), samples, np.random.default_rng(seed))
    return wilson(found.hits, found.samples, sheet.game.size)
