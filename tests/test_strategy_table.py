"""The strategies' table (mmnotation.strategies.table): one entry per strategy, read everywhere.

Each scored rule's costs, bounds and even splits are checked against the plain definitions of
tests/reference.py and against splits enumerated one by one; the compiled kernels, which repeat
the rules in numba by their mode, against the table's costs; the command line's help, choices
and completion, the interactive help, the web page's list and docs/cli.md against the table;
and a rule added to the table (as docs/strategies.md shows) is played by the scans without
anything else changed.
"""

from __future__ import annotations

import itertools
import math
from dataclasses import replace
from pathlib import Path

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from reference import brute_codes, ref_cost, ref_sizes

from mmnotation import Game, parse_sheet, recommend
from mmnotation.codes.space import space
from mmnotation.strategies import heuristic_kernels, heuristics
from mmnotation.strategies.table import ALIASES, RULES, SCORED, Strategy, help_text, names

ROOT = Path(__file__).resolve().parent.parent
SCORED_NAMES = [s.value for s in SCORED]


def test_every_strategy_has_one_entry_and_every_author_names_one() -> None:
    assert list(RULES) == list(Strategy)
    assert all(RULES[s].strategy is s and s.rule is RULES[s] for s in Strategy)
    for author, name in ALIASES.items():
        assert Strategy.of(author) is Strategy(name)
        assert Strategy.of(author.upper()) is Strategy(name)
    assert {s.value for s in SCORED} == {"minimax", "expected", "entropy", "parts"}
    assert len({rule.mode for rule in RULES.values() if rule.mode is not None}) == len(SCORED)


@pytest.mark.parametrize("strategy", SCORED_NAMES)
@given(sizes=st.lists(st.integers(0, 40), min_size=1, max_size=20))
@settings(max_examples=60, deadline=None)
def test_a_rules_cost_is_the_definitions(strategy: str, sizes: list[int]) -> None:
    rule = Strategy(strategy).rule
    n = max(1, sum(sizes))
    classes = [k for k in sizes if k]
    want = ref_cost(strategy, classes) if classes else 0.0
    assert rule.cost(sizes, n) == pytest.approx(want, abs=1e-9)
    assert rule.costs(np.array([sizes, sizes[::-1]]), n) == pytest.approx([want, want], abs=1e-9)


def _least(strategy: str, n: int, classes: int) -> float:
    """The least cost of ``n`` codes in at most ``classes`` classes, every split tried."""
    best = math.inf
    for split in itertools.combinations_with_replacement(range(n + 1), classes):
        if sum(split) == n:
            best = min(best, ref_cost(strategy, [k for k in split if k] or [0]))
    return best


@pytest.mark.parametrize("strategy", SCORED_NAMES)
@pytest.mark.parametrize(("n", "feedbacks"), [(1, 5), (2, 5), (3, 3), (7, 4), (9, 14), (12, 5), (6, 2)])
def test_bounds_are_the_least_costs_of_every_split(strategy: str, n: int, feedbacks: int) -> None:
    rule = Strategy(strategy).rule
    rest = feedbacks - 1
    # a consistent guess: itself alone (all black), the other n - 1 among the other answers
    inside = min(ref_cost(strategy, [1, *[k for k in s if k]]) for s in _splits(n - 1, rest))
    inside_rule, outside_rule = rule.bounds(n, feedbacks)
    assert inside_rule == pytest.approx(inside, abs=1e-9)
    assert outside_rule == pytest.approx(_least(strategy, n, rest), abs=1e-9)
    assert rule.perfect(n) == pytest.approx(ref_cost(strategy, [1] * n), abs=1e-9)


def _splits(n: int, classes: int) -> list[tuple[int, ...]]:
    out = [s for s in itertools.combinations_with_replacement(range(n + 1), classes) if sum(s) == n]
    return out or [()]


@pytest.mark.parametrize("strategy", SCORED_NAMES)
def test_an_even_split_is_the_least_over_every_split(strategy: str) -> None:
    rule = Strategy(strategy).rule
    size = np.array([[0, 1, 5], [7, 3, 2]])
    classes = np.array([[1, 2, 3], [4, 3, 1]])
    got = rule.even(size, classes, 12)
    for (i, j), s in np.ndenumerate(size):
        want = _least(strategy, int(s), int(classes[i, j])) if s else 0.0
        assert float(got[i, j]) == pytest.approx(want, abs=1e-9), (s, classes[i, j])


@pytest.mark.parametrize("strategy", SCORED_NAMES)
def test_the_compiled_kernels_cost_as_the_table(strategy: str) -> None:
    """The kernels repeat each rule in numba by its mode: the cost they return for a node is the
    least of the table's costs of every guess, and their guess costs that much."""
    if heuristic_kernels._kernels() is None:
        pytest.skip("numba is not installed or is turned off")
    game = Game(4, tuple("12345678"))
    sp = space(game)
    rule = Strategy(strategy).rule
    every = np.arange(sp.size, dtype=np.intp)
    rng = np.random.default_rng(7)
    for n in (3, 9, 17, 40, 130):
        cands = np.sort(rng.choice(sp.size, size=n, replace=False)).astype(np.intp)
        got = heuristic_kernels.compiled_choice(sp, Strategy(strategy), cands, cands, every)
        assert got is not None
        costs = rule.costs(heuristics.class_counts(sp, every, cands), n)
        assert got[0] == pytest.approx(costs.min(), abs=rule.eps(n) + 1e-9)
        assert costs[got[1]] == pytest.approx(costs.min(), abs=rule.eps(n) + 1e-9)


def test_the_command_lines_help_choices_and_completion_come_from_the_table() -> None:
    from mmnotation.cli.deduce_session import DEDUCE_HELP
    from mmnotation.cli.options import STRATEGY_HELP, complete_strategy
    from mmnotation.web.server import strategies_json

    assert help_text() == STRATEGY_HELP
    flat = " ".join(DEDUCE_HELP.split())
    for rule in RULES.values():
        assert rule.name in STRATEGY_HELP and rule.name in flat
        if rule.author:
            assert f"({rule.author})" in STRATEGY_HELP or f"(or {rule.author})" in STRATEGY_HELP
            assert rule.author in flat
    assert complete_strategy("") == names()
    assert complete_strategy("K") == ["knuth", "kooi"]
    web = strategies_json()
    assert web["strategies"] == [s.value for s in Strategy] and web["aliases"] == ALIASES
    docs = (ROOT / "docs" / "strategies.md").read_text(encoding="utf-8")
    for rule in RULES.values():
        assert f"`{rule.name}`" in docs, rule.name


def test_a_rule_added_to_the_table_is_played_by_the_scans(monkeypatch: pytest.MonkeyPatch) -> None:
    """docs/strategies.md's example: a cost (here the sum of cubes of the classes) and no
    compiled mode is enough for the scans, the bounds and the recommendation to play it."""

    def cubes(k: np.ndarray, n: int) -> np.ndarray:
        out: np.ndarray = k * k * k
        return out

    cubed = replace(RULES[Strategy.PARTS], class_cost=cubes, mode=None, score=lambda cost, n: cost / n)
    monkeypatch.setitem(RULES, Strategy.PARTS, cubed)
    heuristics.opening_choice.cache_clear()
    game = Game(4, tuple("123456"))
    sheet = parse_sheet("1122 1 0\n3345 0 2\n")
    cands = [c for c in brute_codes(game) if _fits(c)]
    costs = [(sum(k**3 for k in sizes), guess not in cands, i, guess) for i, (guess, sizes) in
             enumerate(ref_sizes(game, cands))]  # fmt: skip
    want = min(costs)
    rec = recommend(sheet, "parts")
    assert rec.guess.symbols == want[3]
    assert rec.score == pytest.approx(want[0] / len(cands))
    heuristics.opening_choice.cache_clear()


def _fits(code: str) -> bool:
    from reference import brute_score

    return brute_score("1122", code) == (1, 0) and brute_score("3345", code) == (0, 2)
