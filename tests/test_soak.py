"""Soak: the worst inputs of the conflict finder and of budgeted deduction, at two sizes.

Each check compares two sizes run the same way, in the same process: time and memory must grow
about linearly (the slack is generous, for a loaded 2-core machine; a quadratic finder would
multiply time by 16 where these allow 8 to 10).  No check compares a time with a fixed number.
``MMNOTATION_SOAK=long`` runs them at larger sizes (minutes, on demand, not in CI).
"""

from __future__ import annotations

import os
import random
import sys
import time
import tracemalloc
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from mmnotation import Clue, Feedback, Game, NotationError, Sheet, parse_sheet
from mmnotation.codes.score import score_indices
from mmnotation.deduction.deduce import deduce
from mmnotation.engine.conflict import find_conflict

sys.path.insert(0, str(Path(__file__).parent))

from test_budget import WorkClock

pytestmark = pytest.mark.soak

LONG = os.environ.get("MMNOTATION_SOAK", "") == "long"
SCALE = 4  # the larger size is SCALE times the smaller
LINEAR_SLACK = 2.5  # time or memory may grow SCALE * LINEAR_SLACK times, not SCALE**2


def same_lines(n: int) -> Sheet:
    """The sheet of issue 13: ``n`` times the same clue, then one that contradicts it."""
    return parse_sheet("RGBY 1 0\n" * n + "RGBY 4 0\n")


def distinct_lines(n: int, seed: int = 5) -> Sheet:
    """``n`` distinct truthful clues of 6 pegs x 8 colours, then the secret with one black too few."""
    rng = random.Random(seed)
    game = Game(6, tuple("RGBYOPWK"))
    secret = tuple(rng.randrange(8) for _ in range(6))
    guesses: dict[tuple[int, ...], None] = {}
    while len(guesses) < n:
        guess = tuple(rng.randrange(8) for _ in range(6))
        if guess != secret:
            guesses[guess] = None
    clues = [
        Clue(game.code(list(g)), Feedback(*score_indices(g, secret)), i + 1) for i, g in enumerate(guesses)
    ]
    clues.append(Clue(game.code(list(secret)), Feedback(5, 0), n + 1))
    return Sheet(game, tuple(clues))


def best_time(fn: Callable[[], Any], repeat: int = 3) -> float:
    """The least of ``repeat`` runs: the run least disturbed by other work on the machine."""
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        fn()
        times.append(time.perf_counter() - start)
    return min(times)


def peak_memory(fn: Callable[[], Any]) -> int:
    tracemalloc.start()
    try:
        fn()
        return tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()


@pytest.mark.parametrize(
    ("make", "small"),
    [(same_lines, 16_000 if LONG else 1000), (distinct_lines, 4000 if LONG else 500)],
    ids=["same", "distinct"],
)
def test_long_contradictory_sheets_scale_linearly(make: Callable[[int], Sheet], small: int) -> None:
    sheets = {n: make(n) for n in (small, SCALE * small)}
    conflicts = {n: find_conflict(s) for n, s in sheets.items()}
    for n, conflict in conflicts.items():
        assert conflict is not None and conflict.exact
        assert n + 1 in conflict.lines  # the last line is in every minimal set
        assert any(r.line == n + 1 for r in conflict.repairs)
    times = {n: best_time(lambda s=s: find_conflict(s)) for n, s in sheets.items()}
    ratio = times[SCALE * small] / max(times[small], 0.01)  # below 10 ms, noise decides
    print(f"find_conflict {make.__name__}: {times} ratio {ratio:.1f}")
    assert ratio < SCALE * LINEAR_SLACK
    memory = {n: peak_memory(lambda s=s: find_conflict(s)) for n, s in sheets.items()}
    assert memory[SCALE * small] < SCALE * LINEAR_SLACK * max(memory[small], 1 << 20)


WIDE = "pegs: 32\ncolors: 2\n1111111111111111???????????????? 8 8\n"
PLAIN = "pegs: 32\ncolors: 2\n11111111111111112222222222222222 16 16\n"
WHITE = "pegs: 32\ncolors: 2\n11111111111111112222222222222222 ? 0\n"


@pytest.mark.parametrize("text", [WIDE, PLAIN, WHITE], ids=["unknown-pegs", "plain", "white-only"])
def test_budget_holds_as_it_grows(text: str) -> None:
    """Doubling a budget about doubles the time a hopeless deduction takes, and it ends with an estimate."""
    sheet = parse_sheet(text)
    budgets = (2.0, 4.0) if LONG else (0.4, 0.8)
    times = {}
    for budget in budgets:
        start = time.perf_counter()
        d = deduce(sheet, budget=budget, seed=1)
        times[budget] = time.perf_counter() - start
        assert not d.exact and d.estimate is not None
    print(f"deduce {text.splitlines()[-1]!r}: {times}")
    assert times[budgets[1]] < 2 * LINEAR_SLACK * times[budgets[0]]


def test_budget_work_grows_with_the_budget(monkeypatch: pytest.MonkeyPatch) -> None:
    """With a clock driven by the work done, the work a budgeted deduction does follows its budget."""
    sheet = parse_sheet(WIDE)
    budgets = (2.0, 8.0) if LONG else (0.5, 2.0)
    calls = {}
    for budget in budgets:
        with monkeypatch.context() as m:
            clock = WorkClock(m)
            d = deduce(sheet, budget=budget, seed=1)
            calls[budget] = clock.calls
        assert not d.exact and d.estimate is not None
    print(f"scoring steps by budget: {calls}")
    # 1 ms a step: a kept budget of b seconds is about 1000 b steps, plus a few budgets to wind up
    for budget, n in calls.items():
        assert n < 8 * 1000 * budget
    assert calls[budgets[1]] < SCALE * LINEAR_SLACK * calls[budgets[0]]


# --- reading: time and memory in proportion to the input, a ceiling on a line's length


def distinct_sheet(n: int, seed: int = 3) -> str:
    """``n`` distinct clue lines of 6 pegs x 8 colours (no line is read twice)."""
    rng = random.Random(seed)
    lines: dict[str, None] = {}
    while len(lines) < n:
        guess = "".join(rng.choice("RGBYOPWK") for _ in range(6))
        lines[f"{guess} {rng.randint(0, 3)} {rng.randint(0, 3)}"] = None
    return "pegs: 6\ncolors: 8\n" + "\n".join(lines) + "\n"


def test_reading_long_sheets_scales_linearly() -> None:
    small = 20_000 if LONG else 2_000
    texts = {n: distinct_sheet(n) for n in (small, SCALE * small)}
    for n, text in texts.items():
        assert len(parse_sheet(text).clues) == n
    times = {n: best_time(lambda t=t: parse_sheet(t)) for n, t in texts.items()}
    ratio = times[SCALE * small] / max(times[small], 0.01)
    print(f"parse_sheet distinct lines: {times} ratio {ratio:.1f}")
    assert ratio < SCALE * LINEAR_SLACK
    memory = {n: peak_memory(lambda t=t: parse_sheet(t)) for n, t in texts.items()}
    assert memory[SCALE * small] < SCALE * LINEAR_SLACK * memory[small]


@pytest.mark.parametrize(
    "make",
    [
        lambda n: "R " * n + "1 0\n",  # symbols apart, split by the number of pegs
        lambda n: "R" * n + "10\n",  # a compact run
        lambda n: "RGBY " * n + "\n",  # words that are no clue
    ],
    ids=["apart", "compact", "words"],
)
def test_long_lines_are_read_in_linear_time_or_refused(make: Callable[[int], str]) -> None:
    """Lines under the ceiling are read in time proportional to their length; longer ones are one error."""
    sizes = (400, 1600)  # characters: both under the 4,096 ceiling of a line
    times = {}
    for n in sizes:
        text = make(n // 4)

        def read(text: str = text) -> None:
            try:
                parse_sheet(text)
            except NotationError as exc:
                assert len(exc.errors) == 1

        times[n] = best_time(read)
    ratio = times[sizes[1]] / max(times[sizes[0]], 0.005)
    print(f"long line: {times} ratio {ratio:.1f}")
    assert ratio < SCALE * LINEAR_SLACK
    huge = make(40_000)  # a 10,000-word or 40,000-symbol line: refused at once, one error
    start = time.perf_counter()
    with pytest.raises(NotationError) as info:
        parse_sheet(huge)
    assert len(info.value.errors) == 1 and "at most 4096" in info.value.message
    assert time.perf_counter() - start < 60 * max(times[sizes[1]], 0.01)  # like a short line, not minutes
