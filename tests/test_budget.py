"""deduce keeps its budget on any game shape: it answers with an estimate instead of overrunning.

The clock is made to tick with the work done (1 ms of extra time for each guess scored against a
batch of codes), so that the checks count work, not the machine's speed: the budget holds when the
work done stays within a small multiple of the budget.
"""

from __future__ import annotations

import time
from typing import Any

import pytest

from mmnotation import parse_sheet
from mmnotation.deduction import deduce as _deduce
from mmnotation.deduction.deduce import deduce
from mmnotation.engine import (
    budget as _budget,
)
from mmnotation.engine import (
    estimate as _estimate,
)
from mmnotation.engine import (
    holes as _holes,
)
from mmnotation.engine import (
    plan as _plan,
)
from mmnotation.engine import (
    walk as _engine,
)

# 32 pegs of 2 colours, one clue: 2**32 codes, and the clue's 16 ``?`` pegs stand for 65,536
# colourings tested on every code (before, one sampling batch alone scored 65,536 guesses one by one).
WIDE = "pegs: 32\ncolors: 2\n1111111111111111???????????????? 8 8\n"
# no ``?``: billions of codes, and a walk that went 32 levels deep before looking at the clock
PLAIN = "pegs: 32\ncolors: 2\n11111111111111112222222222222222 16 16\n"


class WorkClock:
    """``time.monotonic`` plus 1 ms for each step of work: a guess scored against a batch of codes,
    or 65,536 guess-code pairs of the colourings of ``?`` pegs tested at once."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.calls = 0
        black_total, leaf_chunk = _plan.black_total, _plan._leaf_chunk

        def counted(*args: Any) -> Any:
            self.calls += 1
            return black_total(*args)

        def chunk(leaf: Any, lo: int, hi: int, onehot: Any, cnts: Any) -> Any:
            self.calls += max(1, (hi - lo) * onehot.shape[1] // 65536)
            return leaf_chunk(leaf, lo, hi, onehot, cnts)

        fake = type("FakeTime", (), {"monotonic": staticmethod(self.monotonic)})
        monkeypatch.setattr(_plan, "black_total", counted)
        monkeypatch.setattr(_plan, "_leaf_chunk", chunk)
        for module in (_plan, _budget, _estimate, _engine, _holes, _deduce):  # every clock of the walk
            monkeypatch.setattr(module, "time", fake)

    def monotonic(self) -> float:
        return time.monotonic() + self.calls / 1000


def test_many_unknown_pegs_keep_the_budget(monkeypatch: pytest.MonkeyPatch) -> None:
    clock = WorkClock(monkeypatch)
    d = deduce(parse_sheet(WIDE), budget=0.5, seed=1)
    assert not d.exact
    assert d.estimate is not None and d.estimate.low <= d.estimate.value <= d.estimate.high
    # 0.5 s is 500 scoring steps; the stop, the estimate and the per-hole searches add a few budgets
    assert clock.calls < 4000


def test_few_colours_keep_the_budget() -> None:
    d = deduce(parse_sheet(PLAIN), budget=0.3, seed=1)
    assert not d.exact
    assert d.estimate is not None
    # 16 ones (so 16 + 16 colour matches) and 16 black: 8 ones in each half, C(16, 8)**2 codes
    # (a 95% interval misses now and then: check the value against a margin of many deviations;
    # the first batch of about 39,000 random codes is always drawn, about 1,500 of them fit)
    assert abs(d.estimate.value - 12870**2) < 0.2 * 12870**2
    assert d.count <= d.estimate.high


@pytest.mark.parametrize(
    "text",
    [
        "pegs: 6\ncolors: 8\n112233 1 1\n445566 0 2\n",
        "pegs: 6\ncolors: 8\n1?2?33 1 1\n",
        "pegs: 7\ncolors: 7\nrepeats: no\n1234567 2 3\n",
        "pegs: 8\ncolors: 6\n11223344 2 2\n55661122 1 ?\n",
    ],
)
def test_survey_predicts_the_work_the_walk_counts(text: str) -> None:
    # The budget projects a walk's time from the work random codes predict (PARENT_WEIGHT for each
    # prefix expanded, 1 + the colourings of ``?`` pegs for each complete code) and the speed the
    # walk measures in the same unit: the two counts must agree, or projections drift.
    import numpy as np

    from mmnotation.engine.budget import Ticker
    from mmnotation.engine.estimate import random_survey
    from mmnotation.engine.plan import compile_sheet
    from mmnotation.engine.walk import complete, root_frontier

    sheet = parse_sheet(text)
    plan = compile_sheet(sheet)
    ticker = Ticker(None, sheet.game.pegs, len(sheet.game.colors))
    for _ in complete(plan, 0, root_frontier(plan), ticker, False):
        pass
    predicted = random_survey(plan, 1 << 18, np.random.default_rng(1)).work
    assert abs(predicted - ticker.work) < 0.05 * ticker.work


@pytest.mark.parametrize(
    "text",
    [
        "pegs: 6\ncolors: 8\n112233 1 1\n445566 0 2\n",
        "pegs: 6\ncolors: 8\n1?2?33 1 1\n",
        "pegs: 5\ncolors: 6\n12345 2 1\n",
    ],
)
def test_the_survey_tallies_the_colours_of_the_random_codes_that_fit(text: str) -> None:
    """An estimated count's hole shares come from the random codes that fit: each of them has
    one colour in each hole, and their shares approach the exact ones (deduce's tally)."""
    import numpy as np

    from mmnotation.engine.estimate import random_survey
    from mmnotation.engine.plan import compile_sheet

    sheet = parse_sheet(text)
    survey = random_survey(compile_sheet(sheet), 1 << 18, np.random.default_rng(3))
    assert survey.hits > 1000
    assert (survey.tally.sum(axis=1) == survey.hits).all()
    assert (survey.seen == (survey.tally > 0)).all()
    exact = deduce(sheet, limit=0)
    shares = np.array(exact.tally) / exact.count
    assert np.abs(survey.tally / survey.hits - shares).max() < 0.02


def test_an_estimated_count_shows_the_shares_of_the_random_codes_that_fit() -> None:
    from mmnotation.application.json_forms import tally_json
    from mmnotation.cli.render import deduction_text

    sheet = parse_sheet("pegs: 10\ncolors: 10\n0123456789 2 3\n")
    d = deduce(sheet, limit=4, budget=0.5, seed=1)
    assert not d.exact and d.sampled and not d.tally
    drawn = sum(d.sampled[0])
    assert all(sum(row) == drawn for row in d.sampled)
    # 2 black of 10: each digit is in its own hole in about a fifth of the codes that fit
    assert all(0.15 < d.sampled[h][h] / drawn < 0.25 for h in range(10))
    assert f"(% of the {drawn:,} random codes that fit, an estimate)" in deduction_text(d)
    rows = [dict(zip("0123456789", row, strict=True)) for row in d.sampled]
    assert tally_json(d) == {"tally": None, "sampled": rows}


def test_a_part_of_the_progress_reports_its_share_of_the_whole_and_travels_to_workers() -> None:
    import pickle

    from mmnotation._progress import part

    seen: list[float] = []
    second = part(seen.append, 0.25, 0.5)
    for fraction in (0.0, 0.5, 1.0):
        second(fraction)
    assert seen == [0.25, 0.5, 0.75]
    assert pickle.loads(pickle.dumps(part(print, 0.0, 1.0))).args == (print, 0.0, 1.0)  # type: ignore[attr-defined]
