"""Published figures, each with its source: every strategy played over every secret of a game.

The sources, with where each figure was read:
- Knuth, D. E. (1976-77), "The computer as master mind", J. Recreational Mathematics 9(1): 1-6:
  minimax from 1122, 5,801 guesses, 1/6/62/533/694 over 1-5 guesses.
- Kooi, B. (2005), "Yet another Mastermind strategy", ICGA Journal 28(1): 13-20, whose table gives the
  classic averages of Irving 1978 (expected size, 4.395 from 1123), Neuwirth 1982 (entropy, 4.415
  from 1234), Kooi (most parts, 4.373 from 1123) and Shapiro 1983 (first consistent, 5.765); the
  histograms of expected, parts and first are those of widmaN/mastermind-strategy,
  ``Mastermind/trunk/Results.txt`` ("MASTERMIND RESULTS"), which also lists its Bulls and Cows runs
  (4 of 10 digits, no repeats: "YET ANOTHER RUN (15-Jun-2010)") and the optimal totals of 3 pegs of
  6 and of 7 colours without repeats (436 and 836, "Optimal Code Breaker").
- mikemag/Mastermind, ``results/2023_4090/mastermind_run_stats_20231014_014840_aa_5p_2-15c.json``
  and ``..._015547_aa_6p_2-15c.json`` ("Total Turns", "Max Turns", "Initial Guess").
- Koyama, K. and Lai, T. W. (1993), "An optimal Mastermind strategy", J. Recreational Mathematics
  25(4): 251-256: 5,625 in all, 5,626 when no secret may take more than five guesses
  (tests/test_optimal.py checks those two, with the search itself).
- Ville, G. (2013), "An optimal Mastermind (4,7) strategy and more results in the expected case",
  arXiv:1305.1010: the optimal average of 4 pegs and 7 colours, 4.676; arfst23/Mastermind,
  ``README.md`` ("Solutions", 7 colors: 4.67638), which gives it to five places: 11,228 / 2,401.

widmaN's entropy rows are of another entropy rule (it "minimizes the expected number of guesses")
and are not figures of Neuwirth's strategy; they are not tested here.
"""

from __future__ import annotations

import pytest

from mmnotation import Code, Game, strategy_stats

CLASSIC = Game(4, tuple("123456"))
BULLS_AND_COWS = Game(4, tuple("0123456789"), repeats=False)


def _game(pegs: int, colors: int, repeats: bool = True) -> Game:
    return Game(pegs, tuple("123456789"[:colors]), repeats=repeats)


# (game, strategy, first guess or None for the strategy's own, total, most guesses, histogram or None)
FAST = [
    pytest.param(CLASSIC, "minimax", "1122", 5801, 5, (1, 6, 62, 533, 694), id="knuth-1977"),
    pytest.param(CLASSIC, "expected", "1123", 5696, 6, (1, 10, 54, 645, 583, 3), id="irving-1978"),
    pytest.param(CLASSIC, "entropy", "1234", 5722, 6, None, id="neuwirth-1982"),
    pytest.param(CLASSIC, "parts", "1123", 5668, 6, (1, 12, 72, 635, 569, 7), id="kooi-2005"),
    pytest.param(CLASSIC, "first", None, 7471, 9, (1, 4, 25, 108, 305, 602, 196, 49, 6), id="shapiro-1983"),
    pytest.param(_game(3, 6, False), "optimal", None, 436, 5, None, id="widman-optimal-3x6-no-repeats"),
    pytest.param(_game(3, 7, False), "optimal", None, 836, 5, None, id="widman-optimal-3x7-no-repeats"),
    pytest.param(_game(5, 6), "minimax", "11223", 37925, 6, None, id="mikemag-5x6-knuth"),
]
BULLS_AND_COWS_RUNS = [
    pytest.param("minimax", 27139, (1, 3, 44, 515, 2124, 2151, 202), id="widman-min-max"),
    pytest.param("expected", 26551, (1, 4, 59, 574, 2430, 1885, 87), id="widman-min-avg"),
    pytest.param("parts", 26751, (1, 11, 80, 556, 2277, 1929, 183, 3), id="widman-max-parts"),
    pytest.param("first", 28024, (1, 13, 108, 596, 1668, 1768, 752, 129, 5), id="widman-simple"),
]
SLOW = [
    pytest.param(_game(5, 8), "minimax", "11223", 183775, 7, None, id="mikemag-5x8-knuth"),
    pytest.param(
        _game(5, 8),
        "parts",
        "11223",
        181834,
        8,
        (1, 14, 163, 1424, 12882, 16787, 1488, 9),
        id="mikemag-5x8-most-parts-and-widman-logik-max-parts",
    ),
    pytest.param(_game(6, 6), "minimax", "111234", 248146, 7, None, id="mikemag-6x6-knuth"),
    pytest.param(_game(6, 6), "parts", "112233", 244179, 8, None, id="mikemag-6x6-most-parts"),
    pytest.param(_game(6, 7), "minimax", "112234", 672380, 8, None, id="mikemag-6x7-knuth"),
    pytest.param(_game(4, 7), "optimal", None, 11228, 6, None, id="ville-2013-optimal-4x7"),
]


def _check(
    game: Game, strategy: str, first: str | None, total: int, most: int, spread: tuple[int, ...] | None
) -> None:
    stats = strategy_stats(game, strategy, first=None if first is None else Code(first))
    assert stats.games == game.size
    if first is not None:
        assert str(stats.first_guess) == first
    assert (stats.total, stats.max) == (total, most)
    if spread is not None:
        assert tuple(stats.distribution.get(k, 0) for k in range(1, len(spread) + 1)) == spread
        assert sum(spread) == game.size


@pytest.mark.parametrize(("game", "strategy", "first", "total", "most", "spread"), FAST)
def test_published_totals(
    game: Game, strategy: str, first: str | None, total: int, most: int, spread: tuple[int, ...] | None
) -> None:
    _check(game, strategy, first, total, most, spread)


@pytest.mark.parametrize(("strategy", "total", "spread"), BULLS_AND_COWS_RUNS)
def test_published_bulls_and_cows(strategy: str, total: int, spread: tuple[int, ...]) -> None:
    """widmaN's Bulls and Cows runs, each from 0123 (its lowest code, as ours)."""
    _check(BULLS_AND_COWS, strategy, "0123", total, len(spread), spread)


@pytest.mark.slow
@pytest.mark.parametrize(("game", "strategy", "first", "total", "most", "spread"), SLOW)
def test_published_totals_of_larger_games(
    game: Game, strategy: str, first: str | None, total: int, most: int, spread: tuple[int, ...] | None
) -> None:
    _check(game, strategy, first, total, most, spread)
