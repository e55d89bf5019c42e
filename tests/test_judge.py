"""Judging a guess and the best guesses (--try, --top) against the brute-force reference.

The reference (tests/reference.py) scores every guess of the game against every code that fits
with its own scoring function and ranks them by the README's tie rule, literally: the best score,
then a guess that could be the code, then palette order.
"""

from __future__ import annotations

import json
import math
from collections.abc import Sequence
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from reference import brute_clues_consistent as ref_consistent
from reference import brute_codes as ref_codes
from reference import brute_holds, ref_choose, ref_cost, ref_partition, ref_sizes
from reference import brute_score as ref_score
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
