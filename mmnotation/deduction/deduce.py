"""deduce: the count, the first codes and each hole's colours, within a time budget.

The exact walk (``engine.walk``) runs under a ``Ticker`` (``engine.budget``) that
projects its running time.  When the projection exceeds the budget the walk
stops: what it streamed so far (the first codes, in palette order) stays exact;
the count becomes an estimate from uniform random sampling with a Wilson 95%
interval (``engine.estimate``); each hole's colours are proved possible by the codes
seen, or impossible by a search (``engine.holes``), or left undecided when the search
runs out of time.
"""

from __future__ import annotations

import itertools
import math
import time
from dataclasses import dataclass
from typing import TYPE_CHECKING

from mmnotation._progress import Progress
from mmnotation.engine.budget import SURVEY_LEAST, OutOfTime
from mmnotation.engine.estimate import Estimate, random_survey, wilson
from mmnotation.engine.holes import decide_holes
from mmnotation.engine.plan import compile_sheet
from mmnotation.engine.walk import batches, codes_of, consistent_codes, hole_counts
from mmnotation.model import Code, Sheet, check_budget, check_callable, check_count, check_seed, check_sheet

if TYPE_CHECKING:
    import numpy as np
    import numpy.typing as npt

    Bools = npt.NDArray[np.bool_]


@dataclass(frozen=True, slots=True)
class Deduction:
    """What a sheet leaves: how many codes fit, the first of them, and each hole's colours.

    When ``exact`` is False the work was stopped by its budget: ``count`` is then
    only a lower bound (the codes counted before stopping), ``codes`` are still the
    first codes in palette order, ``truncated`` is True (the list is not known to be
    complete), ``estimate`` gives the count with a 95% interval, ``seconds_needed``
    projects how long the exact count would take (None when it could not be
    projected), ``positions`` holds the colours proved possible in each hole and
    ``undecided`` those neither proved possible nor impossible.  ``tally`` counts, for
    each hole, the codes that fit with each colour of the palette there (so ``tally[h][i]
    / count`` is how likely colour ``i`` is in hole ``h``); empty when the count was estimated.
    ``sampled`` then counts the same among the random codes drawn for the estimate that fit,
    so that ``sampled[h][i] / sum(sampled[h])`` estimates that likelihood (empty when none fit).
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
    tally: tuple[tuple[int, ...], ...] = ()
    sampled: tuple[tuple[int, ...], ...] = ()


def partial_deduction(
    sheet: Sheet,
    count: int,
    kept: list[Code],
    seen: Bools,
    stop: OutOfTime,
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
        survey = random_survey(compile_sheet(sheet), None, np.random.default_rng(seed), limit)
    seen = seen | survey.seen
    # Certain bounds: the codes counted, plus at most every code of the unwalked part.
    unwalked = math.ceil((1.0 - stop.done) * float(c) ** p)
    sure_low, sure_high = count, min(game.size, count + unwalked)
    if survey.samples:
        sampled = wilson(survey.hits, survey.samples, game.size)
    else:  # no random code could be tested in time: the middle of the certain bounds
        sampled = Estimate((sure_low + sure_high) // 2, sure_low, sure_high)

    def clamp(x: int) -> int:
        return min(max(x, sure_low), sure_high)

    estimate = Estimate(clamp(sampled.value), clamp(sampled.low), clamp(sampled.high))
    # the per-hole searches share what is left of the budget, at least a tenth of it
    deadline = time.monotonic() + max(budget - (time.monotonic() - start), budget / 10)
    seen, undecided = decide_holes(sheet, seen, deadline)
    if any(not (seen[h].any() or undecided[h].any()) for h in range(p)):
        # some hole can hold no colour at all: no code fits, and that is exact
        empty = tuple(() for _ in range(p))
        return Deduction(sheet, 0, (), False, empty)
    positions = tuple(tuple(game.colors[i] for i in np.flatnonzero(row)) for row in seen)
    unknown = tuple(tuple(game.colors[i] for i in np.flatnonzero(row)) for row in undecided)
    drawn = tuple(tuple(int(n) for n in row) for row in survey.tally) if survey.hits else ()
    return Deduction(
        sheet, count, tuple(kept), True, positions, False, estimate, stop.needed, unknown, (), drawn
    )


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
    check_sheet(sheet)
    check_seed(seed)
    check_callable("progress", progress)
    check_count("limit", limit)
    check_budget(budget)
    import numpy as np

    game = sheet.game
    p, c = game.pegs, len(game.colors)
    tally = np.zeros((p, c), dtype=np.int64)
    kept: list[Code] = []
    count = 0
    want = limit if limit else None
    if all(clue.feedback.black is None and clue.feedback.white is None for clue in sheet.clues):
        # Nothing is known: every code fits, so list only the first ones.
        compile_sheet(sheet)  # for its errors
        kept = list(itertools.islice(consistent_codes(sheet), want))
        if progress is not None:
            progress(1.0)
        full = tuple(game.colors for _ in range(p))
        even = tuple(tuple(game.size // c for _ in range(c)) for _ in range(p))  # every colour alike
        return Deduction(sheet, game.size, tuple(kept), game.size > len(kept), full, tally=even)
    start = time.monotonic()
    try:
        for cols in batches(sheet, progress, budget=budget, seed=seed):
            count += cols.shape[1]
            tally += hole_counts(cols, c)
            if want is None or len(kept) < want:
                room = cols.shape[1] if want is None else want - len(kept)
                kept.extend(codes_of(cols[:, :room], game))
    except OutOfTime as stop:
        assert budget is not None
        return partial_deduction(sheet, count, kept, tally > 0, stop, budget, seed, start)
    positions = tuple(tuple(game.colors[i] for i in np.flatnonzero(row)) for row in tally)
    counts = tuple(tuple(int(n) for n in row) for row in tally)
    return Deduction(sheet, count, tuple(kept), count > len(kept), positions, tally=counts)
