"""The play state machines: self-play, the breaker (the user scores) and the maker.

Feedback is checked with ``score`` and counts of remaining codes with the
brute-force reference (tests/reference.py); Knuth's figures (Knuth, D. E. (1977),
"The computer as master mind", J. Recreational Mathematics 9(1), 1-6) define what
minimax must reach.
"""

from __future__ import annotations

import random
from collections import Counter

import pytest
from reference import brute_codes, brute_score

from mmnotation import Clue, Code, Feedback, Game, GameError, NotationError, parse_sheet, score
from mmnotation.application.play import Breaker, Maker, game_code, secret_code
from mmnotation.engine.walk import count_consistent
from mmnotation.stats.play_all import play_secret

CLASSIC = Game(4, tuple("123456"))


def every_code(game: Game) -> list[Code]:
    """Every secret of ``game`` in palette order (the brute-force reference)."""
    return [Code(s) for s in brute_codes(game)]


def fits(clues: list[Clue] | tuple[Clue, ...], codes: list[Code]) -> list[Code]:
    """Codes that give every clue's (complete) feedback, scored by the brute-force reference."""
    return [
        c
        for c in codes
        if all(
            brute_score(cl.guess.symbols, c.symbols) == (cl.feedback.black, cl.feedback.white) for cl in clues
        )
    ]


CLASSIC_CODES = every_code(CLASSIC)


# ---------------------------------------------------------------- self-play


@pytest.mark.slow  # about 5 s; test_stats checks the same totals through strategy_stats
def test_self_play_every_classic_secret_matches_knuth() -> None:
    """minimax: 5,801 guesses in all, at most 5, spread 1/6/62/533/694.

    Knuth, D. E. (1977), "The computer as master mind", J. Recreational Mathematics 9(1), 1-6.
    """
    memo: dict[tuple[tuple[Code, Feedback], ...], list[Code]] = {(): CLASSIC_CODES}
    lengths: Counter[int] = Counter()
    for secret in CLASSIC_CODES:
        turns = play_secret(CLASSIC, secret, "minimax")
        assert 1 <= len(turns) <= 5
        path: tuple[tuple[Code, Feedback], ...] = ()
        for turn in turns:
            assert turn.feedback == score(turn.guess, secret)
            before = memo[path]
            path = (*path, (turn.guess, turn.feedback))
            if path not in memo:
                memo[path] = [c for c in before if score(turn.guess, c) == turn.feedback]
            assert turn.remaining == len(memo[path])
        assert turns[-1].guess == secret and turns[-1].feedback == Feedback(4, 0)
        assert turns[0].guess == Code("1122")
        lengths[len(turns)] += 1
    assert sum(k * v for k, v in lengths.items()) == 5801
    assert dict(lengths) == {1: 1, 2: 6, 3: 62, 4: 533, 5: 694}


def test_self_play_first_guess_and_other_games() -> None:
    turns = play_secret(CLASSIC, Code("3632"), "minimax", first=Code("1234"))
    assert turns[0].guess == Code("1234")
    assert turns[-1].guess == Code("3632")
    bulls = Game(4, tuple("1234567890"), repeats=False)
    turns = play_secret(bulls, Code("9071"), "entropy")
    assert turns[-1].guess == Code("9071")
    assert all(t.feedback == score(t.guess, "9071") for t in turns)


# ---------------------------------------------------------------- reading codes


def test_game_code_and_secret_code() -> None:
    assert game_code("1234", CLASSIC) == Code("1234")
    assert game_code(" 6 5 4 3 ", CLASSIC) == Code("6543")
    with pytest.raises(GameError, match="colour in every hole"):
        game_code("12?4", CLASSIC)
    with pytest.raises(NotationError):
        game_code("12345", CLASSIC)
    with pytest.raises(NotationError):
        game_code("1237", CLASSIC)
    no_repeats = Game(4, tuple("123456"), repeats=False)
    assert secret_code("1234", no_repeats) == Code("1234")
    with pytest.raises(GameError, match="repeats a colour"):
        secret_code("1123", no_repeats)
    assert game_code("1123", no_repeats) == Code("1123")  # a guess may repeat


# ---------------------------------------------------------------- breaker


def play_breaker(breaker: Breaker, secret: Code, forms: int = 0) -> int:
    """Answer every guess truthfully (in several notations); the turns taken."""
    for _ in range(12):
        guess = breaker.guess()
        fb = score(guess, secret)
        text = [f"{fb.black} {fb.white}", f"{fb.black}{fb.white}", f"{fb.black}b{fb.white}w",
                f"{fb.black}/{fb.white}", f"{fb.white}W {fb.black}B"][forms % 5]  # fmt: skip
        forms += 1
        answer = breaker.answer(text)
        assert answer.clue.feedback == fb
        if answer.won:
            return len(breaker.clues)
        assert answer.remaining == len(fits(breaker.clues, CLASSIC_CODES))
        assert answer.remaining >= 1
    raise AssertionError("not solved in 12 turns")


@pytest.mark.parametrize("secret", ["3632", "1111", "6543", "2211", "5566"])
def test_breaker_solves_with_true_answers(secret: str) -> None:
    breaker = Breaker(CLASSIC, "minimax")
    turns = play_breaker(breaker, Code(secret), forms=len(secret) + int(secret[0]))
    assert turns <= 5
    assert breaker.won
    # the game as a clue sheet parses back to the same clues
    again = parse_sheet(str(breaker.sheet))
    assert again == breaker.sheet
    with pytest.raises(GameError):
        breaker.guess()


def test_breaker_random_secrets_and_strategies() -> None:
    rng = random.Random(5)
    for strategy in ("minimax", "expected", "entropy", "parts", "first", "random"):
        secret = rng.choice(CLASSIC_CODES)
        breaker = Breaker(CLASSIC, strategy, seed=1)
        assert play_breaker(breaker, secret) <= 8


def test_breaker_black_only_answer_keeps_white_unknown() -> None:
    breaker = Breaker(CLASSIC)
    assert breaker.guess() == Code("1122")
    answer = breaker.answer("1")
    assert answer.clue.feedback == Feedback(1, None)
    expected = [c for c in CLASSIC_CODES if score("1122", c).black == 1]
    assert answer.remaining == len(expected)


def test_breaker_undo_asks_the_same_guess_again() -> None:
    breaker = Breaker(CLASSIC)
    first = breaker.guess()
    breaker.answer("1 0")
    breaker.guess()
    assert breaker.turn == 2
    gone = breaker.undo()
    assert gone is not None and gone.guess == first and gone.feedback == Feedback(1, 0)
    assert breaker.turn == 1 and breaker.guess() == first
    breaker.answer("0 0")
    assert breaker.remaining() == len(fits(breaker.clues, CLASSIC_CODES))  # the new answer counts
    assert breaker.guess() in CLASSIC_CODES
    assert breaker.undo() is not None
    assert breaker.undo() is None


def test_breaker_contradiction_names_the_answers_and_can_be_fixed() -> None:
    secret = Code("3632")
    breaker = Breaker(CLASSIC)
    g1 = breaker.guess()
    breaker.answer(str(score(g1, secret)))
    g2 = breaker.guess()
    # a wrong answer that no code can give together with the first
    wrong = next(
        fb
        for fb in (Feedback(b, w) for b in range(5) for w in range(5 - b))
        if not fits([Clue(g1, score(g1, secret)), Clue(g2, fb)], CLASSIC_CODES) and fb.black < 3
    )
    answer = breaker.answer(f"{wrong.black} {wrong.white}")
    assert answer.contradiction and answer.remaining == 0
    assert answer.conflict is not None
    assert set(answer.conflict.lines) <= {1, 2} and 2 in answer.conflict.lines
    for repair in answer.conflict.repairs:  # each repair really makes the answers consistent
        clues = list(breaker.clues)
        clues[repair.line - 1] = Clue(clues[repair.line - 1].guess, Feedback(repair.black, repair.white))
        assert fits(clues, CLASSIC_CODES)
    with pytest.raises(GameError):
        breaker.guess()
    with pytest.raises(GameError):
        breaker.answer("1 0")
    with pytest.raises(GameError):
        breaker.fix(7, "1 0")
    fixed = breaker.fix(2, str(score(g2, secret)))
    assert not fixed.contradiction and fixed.remaining == len(fits(breaker.clues, CLASSIC_CODES))
    assert play_breaker(breaker, secret) <= 6


def test_breaker_rejects_bad_feedback() -> None:
    breaker = Breaker(CLASSIC)
    breaker.guess()
    for text in ("5 0", "3 1", "q", "1 2 3", "12345"):  # (x is a key peg: XXO)
        with pytest.raises(NotationError):
            breaker.answer(text)
    assert breaker.clues == []


def test_breaker_first_guess_forced() -> None:
    breaker = Breaker(CLASSIC, first=Code("1234"))
    assert breaker.guess() == Code("1234")


# ---------------------------------------------------------------- maker


def test_maker_scores_guesses_and_hints() -> None:
    maker = Maker(CLASSIC, seed=11)
    assert maker.secret is None
    clue = maker.guess("1122")
    assert clue.line == 1
    assert count_consistent(maker.sheet) == len(fits(maker.clues, CLASSIC_CODES))
    maker.guess("3456")
    assert count_consistent(maker.sheet) == len(fits(maker.clues, CLASSIC_CODES))
    secret = maker.give_up()
    assert maker.secret == secret
    assert all(c.feedback == score(c.guess, secret) for c in maker.clues)
    with pytest.raises(GameError):
        maker.guess("1234")


def test_maker_is_seeded_and_respects_the_game() -> None:
    a = Maker(CLASSIC, seed=3).give_up()
    b = Maker(CLASSIC, seed=3).give_up()
    assert a == b and a.symbols in {c.symbols for c in CLASSIC_CODES}
    no_repeats = Game(5, tuple("RGBYOPWK"), repeats=False)
    for seed in range(20):
        code = Maker(no_repeats, seed=seed).give_up()
        assert len(set(code.symbols)) == 5 and set(code.symbols) <= set("RGBYOPWK")


def test_maker_win_and_bad_guesses() -> None:
    maker = Maker(CLASSIC, secret=Code("2345"))
    with pytest.raises(GameError):
        maker.guess("2?45")
    with pytest.raises(NotationError):
        maker.guess("23456")
    assert maker.guess("2354").feedback == Feedback(2, 2)
    assert not maker.won
    assert maker.guess("2345").feedback == Feedback(4, 0)
    assert maker.won and maker.secret == Code("2345")


# ---------------------------------------------------------------- issue 11: mistakes are checked


def test_breaker_all_black_answer_is_checked_like_any_other() -> None:
    """'0 1', '0 2', '3 0', '4 0': the last answer contradicts the first; no 'won' on it."""
    breaker = Breaker(CLASSIC)
    for text in ("0 1", "0 2", "3 0"):
        breaker.guess()
        breaker.answer(text)
    guess = breaker.guess()
    assert not fits([*breaker.clues, Clue(guess, Feedback(4, 0))], CLASSIC_CODES)  # the premise
    answer = breaker.answer("4 0")
    assert not answer.won and not breaker.won
    assert answer.contradiction and answer.remaining == 0
    assert answer.conflict is not None and 4 in answer.conflict.lines
    for repair in answer.conflict.repairs:
        clues = list(breaker.clues)
        clues[repair.line - 1] = Clue(clues[repair.line - 1].guess, Feedback(repair.black, repair.white))
        assert fits(clues, CLASSIC_CODES)
    # undo and fix work on it as on any answer
    gone = breaker.undo()
    assert gone is not None and gone.feedback == Feedback(4, 0) and breaker.guess() == guess
    breaker.answer("4 0")
    left = fits(breaker.clues[:3], CLASSIC_CODES)
    truth = score(guess, left[0])
    fixed = breaker.fix(4, f"{truth.black} {truth.white}")
    assert not fixed.contradiction and fixed.remaining == len(fits(breaker.clues, CLASSIC_CODES))


def test_breaker_a_lone_all_black_count_is_4_0() -> None:
    breaker = Breaker(CLASSIC, first=Code("3632"))
    answer = breaker.answer("4")
    assert answer.clue.feedback == Feedback(4, 0)
    assert answer.won and breaker.won
    assert str(breaker.sheet).rstrip().endswith("3632 4 0")


def test_codes_read_from_options_never_leak_the_sheet_form() -> None:
    with pytest.raises(GameError, match="give only the guess, such as '1234'") as info:
        game_code("1234 2 0", CLASSIC, "guess")
    assert "?" not in str(info.value)
    letters = Game(4, tuple("RGBYOP"))
    with pytest.raises(GameError, match="such as 'RGBY'"):
        game_code("RGBY 2 0", letters, "guess")
    with pytest.raises(NotationError) as bad:
        game_code("undo", CLASSIC)
    assert "?" not in bad.value.source


def test_maker_undo_repeat_coach_and_replay() -> None:
    maker = Maker(CLASSIC, secret=Code("2345"))
    assert maker.undo() is None and maker.ruled_out_by() is None
    maker.guess("1122")
    assert maker.repeated(Code("1122")) == maker.clues[0]
    assert maker.ruled_out_by() is None  # the first guess: nothing rules it out
    maker.guess("1111")
    could = score("1122", "1111") == maker.clues[0].feedback
    assert maker.ruled_out_by() == (None if could else 1)
    gone = maker.undo()
    assert gone is not None and gone.guess == Code("1111") and len(maker.clues) == 1
    suggested = maker.suggestion("minimax")
    from mmnotation import recommend

    assert suggested == recommend(maker.sheet, "minimax").guess
    maker.guess("2345")
    rows = maker.replay("minimax")
    assert [r.guess for r in rows] == [Code("1122"), Code("2345")]
    assert rows[0].strategy_guess == Code("1122")  # minimax opens 1122 (Knuth)
    for r in rows:
        before = list(maker.clues[: r.turn - 1])
        assert r.left == len(fits([*before, maker.clues[r.turn - 1]], CLASSIC_CODES))
        theirs = Clue(r.strategy_guess, score(r.strategy_guess, "2345"))
        assert r.strategy_left == len(fits([*before, theirs], CLASSIC_CODES))
    with pytest.raises(GameError):
        maker.undo()


@pytest.mark.parametrize("strategy", ["minimax", "expected", "entropy", "parts", "first", "random"])
def test_play_turns_are_self_play_turns(strategy: str) -> None:
    """play --secret prints turns as they come; they are the turns stats plays."""
    from mmnotation.application.play import Breaker

    rng = random.Random(strategy)
    bulls = Game(4, tuple("1234567890"), repeats=False)
    bulls_codes = [c for c in every_code(bulls) if len(set(c.symbols)) == 4]
    for game, codes in ((CLASSIC, CLASSIC_CODES), (bulls, bulls_codes)):
        for secret in rng.sample(codes, 6):
            streamed = list(Breaker(game, strategy, seed=4).play(secret))
            assert streamed == play_secret(game, secret, strategy, seed=4)
            assert streamed[-1].guess == secret


@pytest.mark.parametrize("answer", ["?", "- 2", "1 ?", "* *"])
def test_breaker_refuses_a_count_written_as_unknown(answer: str) -> None:
    breaker = Breaker(CLASSIC)
    guess = breaker.guess()
    with pytest.raises(GameError, match="you know your code"):
        breaker.answer(answer)
    assert breaker.turn == 1 and not breaker.clues and breaker.guess() == guess  # nothing recorded


def test_the_breaker_plays_a_game_too_large_for_a_quick_recommendation(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # as stats plays 7x6: a game being played takes the time its next guess needs
    from mmnotation.strategies import choose as _choose

    monkeypatch.setattr(_choose, "MAX_WORK", 1000)
    breaker = Breaker(CLASSIC)
    breaker.guess()
    breaker.answer("1 0")
    with pytest.raises(GameError, match="too much"):
        _choose.recommend(breaker.sheet)
    assert breaker.guess() == _choose.recommend(breaker.sheet, limited=False).guess
