"""Judging a guess and the best guesses (--try, --top) against the brute-force reference.

The reference (tests/reference.py) scores every guess of the game against every code that fits
with its own scoring function and ranks them by the README's tie rule, literally: the best score,
then a guess that could be the code, then palette order.
"""

from __future__ import annotations

import io
import json
import math
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from reference import brute_clues_consistent as ref_consistent
from reference import brute_codes as ref_codes
from reference import brute_holds, ref_choose, ref_cost, ref_partition, ref_sizes
from reference import brute_score as ref_score
from sessions import Script
from typer.testing import CliRunner, Result

from mmnotation import Clue, Code, Feedback, Game, GameError, Sheet, parse_sheet, read_sheet
from mmnotation.cli.app import app
from mmnotation.strategies.judge import best_guesses, judge

SCORED = ("minimax", "expected", "entropy", "parts")
GAMES = (Game(3, tuple("ABCD")), Game(2, tuple("XYZW"), repeats=False), Game(4, tuple("1234")))


@st.composite
def positions(draw: st.DrawFn, game: Game) -> Sheet:
    """The clues a real secret gave to up to three guesses."""
    codes = ref_codes(game)
    secret = draw(st.sampled_from(codes))
    guesses = draw(st.lists(st.sampled_from(codes), max_size=3))
    clues = tuple(Clue(Code(g), Feedback(*ref_score(g, secret)), line=i + 1) for i, g in enumerate(guesses))
    return Sheet(game, clues)


def triples(sheet: Sheet) -> Sequence[tuple[str, int | None, int | None]]:
    return [(c.guess.symbols, c.feedback.black, c.feedback.white) for c in sheet.clues]


def key(cost: float) -> float:
    return round(cost, 6)  # entropy's sums of n·log2(n): equal splits, equal within rounding


@pytest.mark.parametrize("strategy", SCORED)
@pytest.mark.parametrize("game", GAMES, ids=str)
@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_judge_and_top_agree_with_the_brute_force_scorer(
    game: Game, strategy: str, data: st.DataObject
) -> None:
    sheet = data.draw(positions(game))
    cands = ref_consistent(game, triples(sheet))
    sizes = ref_sizes(game, cands)
    split = dict(sizes)
    costs = {guess: key(ref_cost(strategy, s)) for guess, s in sizes}
    n = len(cands)

    guess = data.draw(st.sampled_from(ref_codes(game)))
    judged = judge(sheet, guess, strategy)
    mine = split[guess]
    assert judged.codes == n
    assert judged.largest == max(mine) and judged.parts == len(mine)
    assert judged.expected == pytest.approx(sum(k * k for k in mine) / n)
    assert judged.entropy == pytest.approx(math.log2(n) - sum(k * math.log2(k) for k in mine) / n, abs=1e-9)
    assert judged.partition == ref_partition(guess, cands)
    assert judged.consistent == (guess in cands)
    broken = [c.line for c in sheet.clues if not brute_holds(c, guess, game)]
    assert judged.ruled_out == (broken[0] if broken else None)
    assert judged.rank == 1 + sum(c < costs[guess] for c in costs.values())
    assert judged.ties == sum(c == costs[guess] for c in costs.values()) - 1
    assert judged.guesses == len(costs)

    best, ties = best_guesses(sheet, 4, strategy)
    members = set(cands)
    order = sorted(costs, key=lambda g: (costs[g], g not in members, ref_codes(game).index(g)))
    assert [r.guess.symbols for r in best] == order[:4]
    assert best[0].guess.symbols == ref_choose(game, cands, strategy, sizes)[0]
    assert ties == sum(c == costs[order[0]] for c in costs.values()) - 1
    assert [r.consistent for r in best] == [g in members for g in order[:4]]
    assert judged.best == best[0].score


def test_judging_says_what_it_cannot_do() -> None:
    sheet = parse_sheet("pegs: 4\ncolors: 0123456789\nrepeats: no\n0123 1 0")
    with pytest.raises(GameError, match="no code of this game"):
        judge(sheet, "1123")
    with pytest.raises(GameError, match="complete code of 4 pegs"):
        judge(sheet, "01?3")
    with pytest.raises(GameError, match="scored strategy"):
        best_guesses(sheet, 3, "first")
    with pytest.raises(GameError, match="no code is consistent"):
        judge(parse_sheet("RGBY 4 0\nRGBY 0 4"), "RGBY")
    unranked = judge(sheet, "4567", "optimal")
    assert unranked.rank is None and unranked.largest > 0


# ---------------------------------------------------------------- the command: --try and --top

SAMPLE = str(Path(__file__).resolve().parent.parent / "samples" / "classic.txt")
runner = CliRunner()


def run(*args: str) -> Result:
    return runner.invoke(app, list(args), prog_name="mmdeduce")


def test_try_and_top_on_the_command_line_say_what_the_library_finds() -> None:
    sheet = read_sheet(SAMPLE)
    judged = judge(sheet, "RGBY")
    best, ties = best_guesses(sheet, 2)
    done = run(SAMPLE, "--try", "RGBY", "-t", "R G B O", "--top", "2")
    assert done.exit_code == 0, done.output
    assert f"Your guess RGBY (minimax): {judged.rank:,}" in done.output
    assert f"line {judged.ruled_out} rules it out" in done.output
    assert "Your guess RGBO" in done.output  # written with spaces, read as the game's code
    assert "Best guesses (minimax):" in done.output
    assert f"  1. {best[0].guess}  largest class {best[0].score}; could be the code" in done.output
    assert f"{ties:,} other guesses as good as the best" in done.output

    data = json.loads(run(SAMPLE, "--try", "RGBY", "--top", "2", "--json").output)
    assert [t["guess"] for t in data["tries"]] == ["RGBY"]
    assert data["tries"][0]["rank"] == judged.rank and data["tries"][0]["ties"] == judged.ties
    assert data["tries"][0]["ruled_out_by_line"] == judged.ruled_out
    assert [g["guess"] for g in data["top"]["guesses"]] == [str(r.guess) for r in best]
    assert data["top"]["ties"] == ties
    streamed = json.loads(run(SAMPLE, "--try", "RGBY", "--json", "-n", "0").output)
    assert streamed["tries"] == data["tries"]


def test_try_refuses_a_guess_of_another_game_before_any_output() -> None:
    done = run(SAMPLE, "--try", "RGBQ")
    assert done.exit_code == 2
    assert done.output.startswith("mmdeduce: error: --try 'RGBQ': symbol 'Q' is not in the palette")


def test_try_on_a_contradictory_sheet_says_why_there_is_nothing_to_judge() -> None:
    done = run(str(Path(SAMPLE).with_name("contradictory.txt")), "--try", "RGBY", "--top", "1")
    assert done.exit_code == 1
    assert "(no judgement of guesses: no code fits the clues)" in done.output


# ---------------------------------------------------------------- try and top in the sessions


def session_output(monkeypatch: pytest.MonkeyPatch, session: Any, *lines: str) -> tuple[str, str]:
    import builtins

    monkeypatch.setattr(builtins, "input", Script(*lines))
    assert session.run() == 0
    return session.out.getvalue(), session.err.getvalue()


def test_try_and_top_in_the_deduce_session(monkeypatch: pytest.MonkeyPatch) -> None:
    from mmnotation.cli.deduce_session import DeduceSession

    session = DeduceSession(colors="RGBYOP", out=io.StringIO(), err=io.StringIO())
    out, err = session_output(
        monkeypatch, session, "RRGG 2 0", "RBYY 2 0", "OBRP 1 2", "try RGBY", "top 2", "try RGBQ", "help"
    )
    sheet = parse_sheet("colors: RGBYOP\nRRGG 2 0\nRBYY 2 0\nOBRP 1 2")
    judged = judge(sheet, "RGBY")
    best, ties = best_guesses(sheet, 2)
    assert f"Your guess RGBY (minimax): {judged.rank:,}th of 1,296 guesses" in out
    assert "line 1 rules it out" in out  # the session's lines, numbered from 1
    assert f"  2. {best[1].guess}  largest class {best[1].score}" in out
    assert f"{ties:,} other guesses as good as the best" in out
    assert "error: symbol 'Q' is not in the palette RGBYOP" in err
    assert "try GUESS" in out and "top [K]" in out  # the help lists them


def test_try_in_the_makers_game(monkeypatch: pytest.MonkeyPatch) -> None:
    from mmnotation.application.play import Maker
    from mmnotation.cli.play_sessions import MakerSession

    game = Game(4, tuple("123456"))
    session = MakerSession(Maker(game, secret=Code("2345")), out=io.StringIO(), err=io.StringIO())
    out, _ = session_output(monkeypatch, session, "1122", "try 1344", "give up")
    sheet = Sheet(game, (Clue(Code("1122"), Feedback(*ref_score("1122", "2345")), line=1),))
    judged = judge(sheet, "1344")
    assert f"Your guess 1344 (minimax): {judged.rank:,}" in out
    assert ("it could be the code" in out) == judged.consistent
    assert out.count("Your guess") == 1 and "1344" not in out.split("Your guess")[0]  # judged, not played


# ---------------------------------------------------------------- how likely each colour is in each hole


@pytest.mark.parametrize("game", GAMES, ids=str)
@settings(max_examples=20, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_the_tally_counts_the_codes_with_each_colour_in_each_hole(game: Game, data: st.DataObject) -> None:
    from mmnotation import deduce

    sheet = data.draw(positions(game))
    cands = ref_consistent(game, triples(sheet))
    tally = deduce(sheet, limit=1).tally
    assert tally == tuple(
        tuple(sum(code[h] == colour for code in cands) for colour in game.colors) for h in range(game.pegs)
    )


def test_the_hole_table_shows_each_colours_share_and_json_gives_the_tally() -> None:
    done = run(SAMPLE)
    assert "  hole 1 2 3 4 │   1   2   3   4  (% of the 3 codes that fit)" in done.output
    assert "     R ● · · · │ 100   ·   ·   ·" in done.output  # RBGO RBOG RBPG: R always first
    assert "     G · · ● ● │   ·   ·  33  67" in done.output
    plain = json.loads(run(SAMPLE, "--json").output)
    assert "tally" not in plain  # the JSON of the README's shape, unless asked
    data = json.loads(run(SAMPLE, "--json", "--tally").output)
    assert data["tally"][3] == {"R": 0, "G": 2, "B": 0, "Y": 0, "O": 1, "P": 0}


def test_the_coach_names_the_turn_that_rules_a_guess_out_and_lists_a_few_codes_left(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from mmnotation.application.play import Maker
    from mmnotation.cli.play_sessions import LIST_LEFT, MakerSession

    game = Game(4, tuple("123456"))
    secret = "2345"
    guesses = ["1122", "3344", "5566", "1111"]  # 1111 ignores what 1122 said; 6 codes are left
    session = MakerSession(Maker(game, secret=Code(secret)), out=io.StringIO(), err=io.StringIO())
    out, _ = session_output(monkeypatch, session, *guesses, "hint", "give up")
    clues = [(g, *ref_score(g, secret)) for g in guesses]
    left = ref_consistent(game, clues)
    first_broken = next(i + 1 for i, (g, b, w) in enumerate(clues[:-1]) if ref_score(g, "1111") != (b, w))
    assert f"your last guess 1111 could not have been the code: turn {first_broken} rules it out" in out
    assert f"  {len(left):,} code{'s' if len(left) != 1 else ''} fit your clues so far" in out
    assert len(left) <= LIST_LEFT and "  they are: " + "  ".join(left) in out
