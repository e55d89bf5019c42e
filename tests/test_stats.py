"""Strategy statistics: Knuth's figures, and the tree against playing each secret alone.

The reference plays every secret separately with the brute-force chooser of
tests/reference.py (plain python, every guess scored, the README's tie rule), so the tree,
its pruning and its symmetry reduction are checked against a game played the obvious way.
"""

from __future__ import annotations

from collections import Counter

import numpy as np
import pytest
from reference import brute_codes, brute_score, ref_choose

from mmnotation import Code, Feedback, Game, GameError
from mmnotation.stats.play_all import Stats, Turn, play_secret, strategy_stats
from mmnotation.strategies.recommendation import Strategy

CLASSIC = Game(4, tuple("123456"))
SMALL = Game(3, tuple("ABCD"))
TINY_NO_REPEATS = Game(2, tuple("XYZ"), repeats=False)
# every strategy the brute-force reference plays (optimal has its own exhaustive one: test_optimal.py)
ALL = [s.value for s in Strategy if s is not Strategy.OPTIMAL]


def ref_play(
    game: Game, secret: str, strategy: str, seed: int = 0, first: str | None = None
) -> list[tuple[str, int, int, int]]:
    """(guess, black, white, remaining) per turn, choosing each guess from scratch."""
    cands = brute_codes(game)
    path: list[int] = []
    turns = []
    while True:
        if not turns and first is not None:
            guess = first
        elif strategy == "random":
            rng = np.random.default_rng([seed, *path])
            guess = cands[int(rng.integers(len(cands)))]
        else:
            guess = ref_choose(game, cands, strategy)[0]
        black, white = brute_score(guess, secret)
        cands = [c for c in cands if brute_score(guess, c) == (black, white)]
        turns.append((guess, black, white, len(cands)))
        if black == game.pegs:
            return turns
        path.append(black * (game.pegs + 1) + white)


def test_knuth_figures() -> None:
    # Knuth, D. E. (1977), "The computer as master mind", J. Recreational Mathematics 9(1), 1-6:
    # minimax opens with 1122 and needs 5,801 guesses for the 1,296 secrets, at most 5.
    stats = strategy_stats(CLASSIC, "minimax")
    assert isinstance(stats, Stats)
    assert stats.first_guess == Code("1122")
    assert stats.games == 1296
    assert stats.total == 5801
    assert stats.max == 5
    assert stats.distribution == {1: 1, 2: 6, 3: 62, 4: 533, 5: 694}
    assert stats.average == pytest.approx(5801 / 1296)


def test_knuth_game_against_one_secret() -> None:
    turns = play_secret(CLASSIC, "3632")
    assert turns[0].guess == Code("1122")
    assert turns[-1] == Turn(Code("3632"), Feedback(4, 0), 1)
    assert len(turns) <= 5


# the scored strategies but minimax on 3x4 take about 2 s each: slow
SLOW_TREES = {("3x4", "expected"), ("3x4", "entropy"), ("3x4", "parts")}


@pytest.mark.parametrize(
    ("game", "strategy"),
    [
        pytest.param(
            game,
            strategy,
            id=f"{strategy}-{name}",
            marks=[pytest.mark.slow] if (name, strategy) in SLOW_TREES else [],
        )
        for game, name in ((SMALL, "3x4"), (TINY_NO_REPEATS, "2x3-no-repeats"))
        for strategy in ALL
    ],
)
def test_tree_agrees_with_playing_each_secret(game: Game, strategy: str) -> None:
    stats = strategy_stats(game, strategy, seed=7)
    dist: Counter[int] = Counter()
    for secret in brute_codes(game):
        expected = ref_play(game, secret, strategy, 7)
        dist[len(expected)] += 1
        got = play_secret(game, secret, strategy, seed=7)
        assert [(t.guess.symbols, t.feedback.black, t.feedback.white, t.remaining) for t in got] == expected
    assert stats.distribution == dict(sorted(dist.items()))
    assert stats.total == sum(t * n for t, n in dist.items())
    assert stats.games == game.size == sum(stats.distribution.values())
    assert stats.max == max(dist)


def test_forced_first_guess() -> None:
    stats = strategy_stats(SMALL, "minimax", first="DDD")
    assert stats.first_guess == Code("DDD")
    dist = Counter(len(ref_play(SMALL, s, "minimax", first="DDD")) for s in brute_codes(SMALL))
    assert stats.distribution == dict(sorted(dist.items()))
    assert play_secret(SMALL, "ABC", first="DDD")[0].guess == Code("DDD")


def test_forced_first_guess_outside_a_no_repeats_guess_set() -> None:
    stats = strategy_stats(TINY_NO_REPEATS, "minimax", first="XX")
    dist = Counter(
        len(ref_play(TINY_NO_REPEATS, s, "minimax", first="XX")) for s in brute_codes(TINY_NO_REPEATS)
    )
    assert stats.distribution == dict(sorted(dist.items()))


@pytest.mark.parametrize("strategy", [s.value for s in Strategy])
def test_every_strategy_solves_every_secret(strategy: str) -> None:
    game = Game(3, tuple("ABCDE"), repeats=False)
    stats = strategy_stats(game, strategy)
    assert sum(stats.distribution.values()) == game.size
    for secret in brute_codes(game):
        turns = play_secret(game, secret, strategy)
        assert turns[-1].guess == Code(secret)
        assert turns[-1].feedback == Feedback(3, 0)
        assert all(t.feedback != Feedback(3, 0) for t in turns[:-1])


def test_random_is_reproducible() -> None:
    a = strategy_stats(CLASSIC, "random", seed=3)
    b = strategy_stats(CLASSIC, "random", seed=3)
    c = strategy_stats(CLASSIC, "random", seed=4)
    assert a.distribution == b.distribution and a.first_guess == b.first_guess
    assert (a.first_guess, a.distribution) != (c.first_guess, c.distribution)
    assert play_secret(CLASSIC, "1234", "random", seed=3) == play_secret(CLASSIC, "1234", "random", seed=3)


def test_max_turns_and_errors() -> None:
    assert len(play_secret(CLASSIC, "6543", max_turns=2)) == 2
    with pytest.raises(GameError):
        play_secret(CLASSIC, "12_4")
    with pytest.raises(GameError):
        strategy_stats(CLASSIC, first="12")
    with pytest.raises(GameError, match="too many"):
        strategy_stats(Game(8, tuple("12345678")))  # 16.8 million codes cannot be held


def test_stats_plays_games_too_large_for_a_recommendation(monkeypatch: pytest.MonkeyPatch) -> None:
    # a recommendation holds at most MAX_CODES codes, a run of stats PLAY_MAX_CODES (8x7's
    # 5,764,801 codes: hours with progress and checkpoints); both limits lowered to the classic
    # game's 1,296 codes, each refuses past its own
    import mmnotation.codes.space as space_module
    from mmnotation import Sheet, recommend

    assert space_module.MAX_CODES < 5_764_801 <= space_module.PLAY_MAX_CODES
    small = Game(3, tuple("123456"))
    monkeypatch.setattr(space_module, "MAX_CODES", small.size)
    with pytest.raises(GameError, match=r"1,296 codes are too many .*\(at most 216\)"):
        recommend(Sheet(CLASSIC, ()), "random")
    assert strategy_stats(CLASSIC).total == 5801  # Knuth's total
    monkeypatch.setattr(space_module, "PLAY_MAX_CODES", small.size)
    with pytest.raises(GameError, match=r"1,296 codes are too many .*\(at most 216\)"):
        strategy_stats(CLASSIC)
    assert strategy_stats(small).games == 216


def test_progress_reaches_one() -> None:
    seen: list[float] = []
    strategy_stats(SMALL, progress=seen.append)
    assert seen and seen[-1] == 1.0
    assert all(0.0 <= x <= 1.0 for x in seen)


def test_opening_table_has_one_row_per_pattern_and_its_default_row_is_stats() -> None:
    from mmnotation.cli.render import opening_table_text
    from mmnotation.stats.play_all import opening_table

    game = Game(4, tuple("123456"))
    table = opening_table(game)
    assert [str(s.first_guess) for s in table] == ["1111", "1112", "1122", "1123", "1234"]
    plain = strategy_stats(game)
    (row,) = [s for s in table if s.first_guess == plain.first_guess]
    assert (row.total, row.max, row.distribution) == (plain.total, plain.max, plain.distribution)
    for s in table:  # every row plays every secret once
        assert s.games == game.size == sum(s.distribution.values())
    text = opening_table_text(table)
    assert "1122       5,801" in text and text.count("(best)") == 1
    # without repeats only the opening of distinct colours plays differently
    assert [str(s.first_guess) for s in opening_table(Game(3, tuple("1234"), False))] == ["123"]


def test_the_time_model_grows_with_pegs_and_colours_and_stops_where_the_measures_stop() -> None:
    from mmnotation.cli.terminal import about
    from mmnotation.stats.play_all import MEASURED_UP_TO, expected_seconds

    def seconds(pegs: int, colors: int) -> float:
        return expected_seconds(Game(pegs, tuple("0123456789ABCDEFGHIJ"[:colors])))

    for pegs in range(2, 9):
        row = [seconds(pegs, colors) for colors in range(2, 11) if colors**pegs <= MEASURED_UP_TO]
        assert row == sorted(row), pegs
    assert seconds(8, 5) > 10 * seconds(7, 5)  # pegs weigh more than codes (41 s and 1.6 s measured)
    assert seconds(7, 6) > seconds(6, 8) > seconds(6, 7)  # 11.5, 6.59 and 1.78 s measured
    assert about(seconds(4, 6)) == "under a second" and about(seconds(2, 2)) == "under a second"
    assert seconds(8, 7) == seconds(9, 3) == float("inf")  # more codes, or more pegs, than measured
    assert about(seconds(8, 7)) == "no estimate (it may take hours)"
