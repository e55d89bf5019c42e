"""The time budget of a walk: progress reports, and the projection that stops a hopeless walk.

Exact work can be hopeless (a 10x10 game with one clue has billions of
consistent codes), so ``deduce`` takes a ``budget`` in seconds.  A ``Ticker``
follows the walk: it reports progress, and once the walk has run for ``PROBE``
seconds it projects the whole walk's running time from the walk's speed (work
done per second, measured over ``WINDOW`` seconds) and the work a random
survey of the code space predicts (``engine.estimate.random_survey``).  When that
projection exceeds the budget, or the budget is spent, it raises ``OutOfTime``
and the caller turns what was walked into an estimate.

The walk's work is counted in complete codes made: a code with the colourings
of its clues' ``?`` pegs tested costs ``1 + colourings``, the expansion of a
prefix costs ``PARENT_WEIGHT``.  The constants below were tuned on this
project's 2-core machine; tests/test_budget.py checks that a budget holds and that the
work a survey predicts is the work the walk counts.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from mmnotation._progress import Progress

if TYPE_CHECKING:
    import numpy as np
    import numpy.typing as npt

TICK = 0.05  # seconds between progress reports (and budget checks)
PROBE = 0.5
"""Seconds a budgeted walk runs before it trusts its own projection of the total time."""
WINDOW = 0.25
"""Seconds of walking, after the first tick past half the probe, that measure the walk's speed."""
PARENT_WEIGHT = 4
"""Cost of expanding a prefix, in complete codes made (fitted on a 10x10 walk: 1.4e-7 s against 3.7e-8 s)."""
SURVEY_LEAST = 0.2
"""Seconds a budgeted survey may draw codes for, even when the budget is already spent."""


@dataclass(frozen=True, slots=True, eq=False)
class Survey:
    """What random codes tell: how many fit, which colours they show, and the walk's size."""

    hits: int
    samples: int
    # (pegs, colors): of the codes drawn that fit, how many have each colour in each hole
    tally: npt.NDArray[np.int64]
    work: float  # estimated cost of the walk: PARENT_WEIGHT a prefix expanded, 1 + leaf colourings a code

    @property
    def seen(self) -> npt.NDArray[np.bool_]:
        """(pegs, colors): the colours some code that fits shows in each hole."""
        seen: npt.NDArray[np.bool_] = self.tally > 0
        return seen


class OutOfTime(Exception):
    """Raised inside a budgeted walk, with the fraction of the code space walked.

    ``needed`` is the projected time of the whole walk in seconds (None when it
    cannot be projected); ``survey`` the sampling done to project it, if any.
    """

    def __init__(self, done: float, needed: float | None, survey: Survey | None) -> None:
        super().__init__(done, needed)
        self.done = done
        self.needed = needed
        self.survey = survey


class Ticker:
    """Reports progress no more often than every TICK seconds, never going backwards.

    With a ``budget`` (seconds) it also raises OutOfTime once the budget is spent,
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
        survey: Callable[[], Survey] | None = None,
    ) -> None:
        self.progress = progress
        self.pegs, self.colors = pegs, colors
        self.budget, self.probe = budget, probe
        self.survey = survey
        self.surveyed: Survey | None = None
        self.start = self.last = time.monotonic()
        self.deadline = None if budget is None else self.start + budget
        self.aside = 0.0  # seconds spent surveying rather than walking
        self.done = 0.0  # fraction of the code space walked
        self.reported = 0.0
        self.work = 0  # cost of the walk so far, counted as Survey.work
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
                    raise OutOfTime(self.done, needed, self.surveyed)
        if self.progress is None or now - self.last < TICK:
            return
        self.last = now
        if self.done > self.reported:
            self.reported = self.done
            self.progress(self.done)

    def finish(self) -> None:
        if self.progress is not None:
            self.progress(1.0)
