"""The brute-force reference's numpy twins (tests/reference.py) against its plain definition.

``brute_score`` is the definition, written out in Python; ``ref_sizes`` and ``ref_scores`` compute
the same with numpy so that the kernel tests can score every guess of a game of thousands of
codes.  Here the twins meet the definition on every pair of codes of small games."""

from __future__ import annotations

from collections import Counter

import pytest
from reference import (
    _codes,
    _indices,
    brute_codes,
    brute_score,
    ref_choose,
    ref_cost,
    ref_costs,
    ref_scores,
    ref_sizes,
)

from mmnotation import Game

GAMES = [
    Game(1, tuple("12")),
    Game(3, tuple("1234")),
    Game(4, tuple("123")),
    Game(3, tuple("12345"), repeats=False),
    Game(5, tuple("AB")),
]


@pytest.mark.parametrize("game", GAMES, ids=str)
def test_the_numpy_sizes_are_the_definitions(game: Game) -> None:
    codes = brute_codes(game)
    for cands in (codes, codes[::3], codes[1:2], []):
        want = [(g, sorted(Counter(brute_score(g, s) for s in cands).values())) for g in codes]
        got = [(g, sorted(sizes)) for g, sizes in ref_sizes(game, cands)]
        assert got == want


@pytest.mark.parametrize("game", GAMES, ids=str)
def test_the_numpy_scores_are_the_definitions(game: Game) -> None:
    codes = brute_codes(game)
    for guess in codes:
        assert ref_scores(game, guess, codes) == [brute_score(guess, c) for c in codes]


def test_the_kept_codes_are_not_shared() -> None:
    game = Game(2, tuple("12"))
    brute_codes(game).append("xx")  # a caller's list is its own
    assert brute_codes(game) == ["11", "12", "21", "22"] == list(_codes(game))
    assert _indices(game, ("12",)).tolist() == [[0, 1]]


@pytest.mark.parametrize("strategy", ["minimax", "expected", "entropy", "parts"])
@pytest.mark.parametrize("game", GAMES, ids=str)
def test_the_numpy_costs_are_the_literal_costs(game: Game, strategy: str) -> None:
    codes = brute_codes(game)
    for cands in (codes, codes[::2], codes[-3:]):
        literal = [ref_cost(strategy, sizes) for _, sizes in ref_sizes(game, cands)]
        assert ref_costs(game, cands, strategy) == pytest.approx(literal, abs=1e-9)
        # and the choice over them is the tie rule's over the literal sizes
        fast, slow = (
            ref_choose(game, cands, strategy),
            ref_choose(game, cands, strategy, ref_sizes(game, cands)),
        )
        assert fast[0] == slow[0] and fast[1] == pytest.approx(slow[1], abs=1e-9)
