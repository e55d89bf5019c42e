"""Limits that protect the user: estimates, budgets and the answers given when exact work is hopeless.

The truth comes from the exact engine (count_consistent, deduce without a budget),
itself checked against brute force in test_engine.py, and from a tiny brute-force
filter here.  Budgets of zero stop a walk at its first check, which makes the
partial results deterministic; nothing here asserts on wall time.
"""

from __future__ import annotations

import builtins
import io
import itertools
import json
import os
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest
from reference import brute_consistent
from sessions import Script
from typer.testing import CliRunner

from mmnotation import Game, parse_sheet
from mmnotation.cli.app import app
from mmnotation.cli.render import duration_text
from mmnotation.deduction.deduce import deduce, partial_deduction
from mmnotation.engine.budget import OutOfTime
from mmnotation.engine.estimate import Estimate, estimate_count, random_codes
from mmnotation.engine.holes import possible as search_hole
from mmnotation.engine.walk import consistent_codes, count_consistent

# 8 pegs of 8 colours, one weak clue: 6,588,344 codes, a walk of a fraction of a second.
LARGE = "pegs: 8\ncolors: 8\n00000000 1 0\n"
# 10 pegs of 10 colours, one clue: 257,730,480 codes, half a minute to count exactly.
HUGE = "pegs: 10\ncolors: 10\n0123456789 2 3\n"

MID_SIZE = [
    "pegs: 5\ncolors: 8\n01234 1 2\n",
    "pegs: 6\ncolors: 6\n001122 1 1\n012345 0 3\n",
    "pegs: 6\ncolors: 8\nrepeats: no\n012345 2 2\n",
    "pegs: 6\ncolors: 7\n01?345 1 ?\n",
    "pegs: 7\ncolors: 6\n0012345 ? 2\n",
]


def brute_count(text: str) -> int:
    """How many codes of the sheet's game satisfy every clue (the brute-force reference)."""
    return len(brute_consistent(parse_sheet(text)))


# ---------------------------------------------------------------- the estimate


def test_mid_size_truth_agrees_with_brute_force() -> None:
    assert count_consistent(parse_sheet(MID_SIZE[0])) == brute_count(MID_SIZE[0])


@pytest.mark.parametrize("text", MID_SIZE)
def test_estimate_interval_contains_the_true_count(text: str) -> None:
    sheet = parse_sheet(text)
    truth = count_consistent(sheet)
    inside = 0
    for seed in range(40):
        est = estimate_count(sheet, samples=50_000, seed=seed)
        assert isinstance(est, Estimate)
        assert est.low <= est.value <= est.high
        # informative, not merely true: within a fifth of the truth either way
        assert est.high - est.low < 0.4 * truth
        inside += est.low <= truth <= est.high
    # a 95% interval: 34 or fewer hits of 40 happen by chance with probability 0.05
    assert inside >= 35, inside


def test_estimate_interval_for_a_few_seeds() -> None:
    sheet = parse_sheet(MID_SIZE[1])
    truth = count_consistent(sheet)
    for seed in range(3):
        est = estimate_count(sheet, seed=seed)
        assert est.low <= truth <= est.high, (seed, est, truth)


def test_estimate_is_seedable_and_bounded() -> None:
    sheet = parse_sheet(MID_SIZE[1])
    assert estimate_count(sheet, seed=5) == estimate_count(sheet, seed=5)
    game = sheet.game
    assert 0 <= estimate_count(sheet, samples=1000, seed=1).high <= game.size
    nothing = parse_sheet("1234 4 0\n1234 0 4\n")
    assert estimate_count(nothing, seed=1).value == 0


def test_estimate_of_a_huge_game() -> None:
    est = estimate_count(parse_sheet(HUGE), seed=3)
    assert est.low <= 257_730_480 <= est.high  # the exact count (mmdeduce --exact, 33 s)


@pytest.mark.parametrize("repeats", [True, False])
def test_samples_are_uniform_codes(repeats: bool) -> None:
    game = Game(3, tuple("0123"), repeats)
    cols, cnts = random_codes(game, 48_000, np.random.default_rng(7))
    assert cols.shape == (3, 48_000) and cnts.shape == (4, 48_000)
    np.testing.assert_array_equal(cnts.sum(axis=0), np.full(48_000, 3))
    index = cols[0].astype(int) * 16 + cols[1] * 4 + cols[2]
    seen = np.bincount(index, minlength=64)
    expected = 48_000 / game.size
    valid = [i for i in range(64) if repeats or len({i // 16, i // 4 % 4, i % 4}) == 3]
    assert np.count_nonzero(seen) == len(valid) == game.size
    assert all(abs(seen[i] - expected) < 6 * expected**0.5 for i in valid)
    for row in range(4):
        np.testing.assert_array_equal(cnts[row], (cols == row).sum(axis=0))


# ---------------------------------------------------------------- positions by search


@pytest.mark.parametrize(
    "text",
    [
        "pegs: 5\ncolors: 6\n00112 2 1\n01234 0 3\n",
        "pegs: 5\ncolors: 7\nrepeats: no\n01234 1 2\n",
        "pegs: 5\ncolors: 6\n0?123 1 ?\n44444 0 0\n",
        "pegs: 4\ncolors: 6\n0123 4 0\n",
        "pegs: 4\ncolors: 6\n0123 4 0\n0123 0 4\n",
    ],
)
def test_each_search_agrees_with_the_exact_positions(text: str) -> None:
    sheet = parse_sheet(text)
    exact = deduce(sheet)
    game = sheet.game
    for h in range(game.pegs):
        for c, symbol in enumerate(game.colors):
            found, cols = search_hole(sheet, h, c, 60.0)  # a safety net, never reached
            assert found is (symbol in exact.positions[h]), (h, symbol)
            if found:
                assert cols is not None and (cols[h] == c).all()
                codes = {"".join(game.colors[i] for i in row) for row in cols.T.tolist()}
                assert codes <= set(map(str, consistent_codes(sheet)))


# ---------------------------------------------------------------- deduce with a budget


def test_budget_none_is_exact() -> None:
    sheet = parse_sheet(MID_SIZE[1])
    d = deduce(sheet)
    assert d.exact and d.estimate is None and d.seconds_needed is None and d.undecided == ()
    assert d.count == count_consistent(sheet)
    roomy = deduce(sheet, budget=1e6)
    assert roomy == d


def test_a_stopped_walk_keeps_what_it_knows() -> None:
    sheet = parse_sheet(LARGE)
    truth = count_consistent(sheet)
    assert truth == 6_588_344
    d = deduce(sheet, limit=50, budget=0.0, seed=1)
    assert d.exact is False and d.truncated
    assert [str(c) for c in d.codes] == [str(c) for c in itertools.islice(consistent_codes(sheet), 50)]
    assert d.estimate is not None
    assert d.count <= truth  # the codes counted before stopping: a lower bound
    assert d.estimate.low <= truth <= d.estimate.high
    assert d.count <= d.estimate.low
    exact = deduce(sheet, limit=1)
    for h, (possible, unsure) in enumerate(zip(d.positions, d.undecided, strict=True)):
        assert set(possible) <= set(exact.positions[h]) <= set(possible) | set(unsure)
        assert not set(possible) & set(unsure)


@pytest.mark.parametrize(
    "text",
    [
        "pegs: 8\ncolors: 8\n00000000 0 0\n11112222 1 0\n",  # colour 0 nowhere, 1 only in holes 1-4
        "pegs: 7\ncolors: 9\nrepeats: no\n0123456 1 4\n",  # 7 and 8 in every code
    ],
)
def test_positions_of_a_stopped_walk_with_time_to_search(text: str) -> None:
    sheet = parse_sheet(text)
    exact = deduce(sheet, limit=1)
    # as if the walk had stopped at once, before any code; the searches get a roomy budget
    stop = OutOfTime(0.0, None, None)
    d = partial_deduction(
        sheet, 0, [], np.zeros((sheet.game.pegs, len(sheet.game.colors)), bool), stop, 60.0, 3, 0.0
    )
    assert not d.exact and d.codes == () and d.count == 0
    assert d.positions == exact.positions
    assert not any(d.undecided)
    assert d.estimate is not None and d.estimate.low <= exact.count <= d.estimate.high


def test_a_stopped_walk_that_proves_no_code_fits() -> None:
    sheet = parse_sheet("pegs: 6\ncolors: 6\n012345 6 0\n012345 5 0\n")
    stop = OutOfTime(0.0, None, None)
    d = partial_deduction(sheet, 0, [], np.zeros((6, 6), bool), stop, 60.0, 3, 0.0)
    assert d.exact and d.count == 0 and d.codes == ()


# ---------------------------------------------------------------- the command line


def test_duration_text() -> None:
    assert duration_text(39.4) == "39 seconds"
    assert duration_text(0.2) == "1 second"
    assert duration_text(600) == "10 minutes"
    assert duration_text(7200) == "2 hours"
    assert duration_text(86400 * 3) == "3 days"
    assert duration_text(86400 * 365.25 * 1200) == "1,200 years"


def test_cli_on_a_huge_sheet(tmp_path: Path) -> None:
    sheet = tmp_path / "big.txt"
    sheet.write_text(HUGE, encoding="utf-8")
    command = [sys.executable, "-m", "mmnotation", str(sheet), "--seed", "4"]
    # timeout: a safety net against a hang, not an assertion on speed
    text = subprocess.run([*command, "-n", "5"], capture_output=True, text=True, timeout=120)
    assert text.returncode == 0, text.stderr
    assert "About " in text.stdout and " codes fit (95% between " in text.stdout
    assert "counting them all would take about" in text.stdout
    assert "0000001239  0000001249  0000001259  0000001269  0000001279" in text.stdout
    assert "--exact counts them all" in text.stdout
    raw = subprocess.run([*command, "--json", "-r"], capture_output=True, text=True, timeout=120)
    assert raw.returncode == 0, raw.stderr
    obj = json.loads(raw.stdout)
    spec = ["game", "clues", "count", "codes", "truncated", "positions", "recommendation", "conflict"]
    assert list(obj) == [*spec, "exact", "estimate", "undecided", "notices"]
    assert obj["count"] is None and obj["exact"] is False and obj["truncated"] is True
    assert obj["codes"][:3] == ["0000001239", "0000001249", "0000001259"] and len(obj["codes"]) == 100
    assert obj["recommendation"] is None and obj["conflict"] is None
    est = obj["estimate"]
    assert list(est) == ["count", "low", "high", "confidence", "at_least", "seconds_needed"]
    assert est["low"] <= 257_730_480 <= est["high"] and est["confidence"] == 0.95
    assert est["at_least"] >= 100 and est["seconds_needed"] > 0
    assert len(obj["positions"]) == len(obj["undecided"]) == 10


runner = CliRunner()


def test_cli_budget_in_process(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from mmnotation.cli import deduce_command as cli

    sheet = tmp_path / "large.txt"
    sheet.write_text(LARGE, encoding="utf-8")
    monkeypatch.setattr(cli, "DEDUCE_SECONDS", 0.0)
    result = runner.invoke(app, [str(sheet), "-n", "3", "-r"], prog_name="mmdeduce")
    assert result.exit_code == 0, result.output
    assert "About " in result.stdout and "The first 3 codes in palette order:" in result.stdout
    first = "  ".join(str(c) for c in itertools.islice(consistent_codes(parse_sheet(LARGE)), 3))
    assert f"  {first}\n  ... and more" in result.stdout
    assert "(no recommendation: too many codes fit" in result.stdout
    exact = runner.invoke(app, [str(sheet), "-n", "3", "--exact", "--json"], prog_name="mmdeduce")
    assert exact.exit_code == 0
    obj = json.loads(exact.stdout)
    assert obj["count"] == 6_588_344 and "exact" not in obj


def test_cli_exit_status_when_nothing_is_known(monkeypatch: pytest.MonkeyPatch) -> None:
    from mmnotation.cli import deduce_command as cli
    from mmnotation.deduction.deduce import Deduction

    sheet = parse_sheet(LARGE)
    empty = tuple(() for _ in range(8))
    open_ = Deduction(sheet, 0, (), True, empty, False, Estimate(5, 0, 9), None, empty)
    assert cli._status(open_) == 0  # nothing seen within the budget: a search settles it
    impossible = parse_sheet(
        "pegs: 8\ncolors: 8\n00000000 0 0\n11111111 0 0\n22222222 0 0\n"
        "33333333 0 0\n44444444 0 0\n55555555 0 0\n66666666 0 0\n77777777 0 0\n"
    )
    none = Deduction(impossible, 0, (), True, empty, False, Estimate(5, 0, 9), None, empty)
    assert cli._status(none) == 1
    seen = Deduction(sheet, 0, (), True, (("1",), *empty[1:]), False, Estimate(5, 0, 9), None, empty)
    assert cli._status(seen) == 0
    assert cli._status(Deduction(sheet, 0, (), False, empty)) == 1


# ---------------------------------------------------------------- the interactive session


def test_session_shows_an_estimate(monkeypatch: pytest.MonkeyPatch) -> None:
    from mmnotation.cli import deduce_session as _interactive

    monkeypatch.setattr(_interactive, "SESSION_DEDUCE_SECONDS", 0.0)
    monkeypatch.setattr(builtins, "input", Script("game pegs=8 colors=01234567", "00000000 1 0"))
    out, err = io.StringIO(), io.StringIO()
    assert _interactive.DeduceSession(out=out, err=err).run() == 0
    text = out.getvalue()
    assert "About " in text and "codes fit (95% between" in text
    first = "  ".join(str(c) for c in itertools.islice(consistent_codes(parse_sheet(LARGE)), 2))
    assert f"  {first}  " in text and "... and more" in text
    assert "(no recommendation: too many codes fit" in text and "Next guess" not in text


def test_a_refused_recommendation_still_shows_the_codes() -> None:
    from typer.testing import CliRunner

    from mmnotation.cli.app import app

    # (an empty sheet is always answered: its opening needs no list of codes)
    args = ["-", "-r", "-n", "2", "--pegs", "7", "--colors", "9"]
    result = CliRunner().invoke(app, args, input="1111111 0 0\n")
    assert result.exit_code == 0
    assert "2,097,152 codes fit" in result.stdout
    assert "no recommendation:" in result.stdout and "2222222" in result.stdout


def test_ctrl_c_during_parallel_stats_is_clean() -> None:
    """On a real terminal: wait for the progress bar, press Ctrl-C, expect one clean message."""
    import pexpect

    child = pexpect.spawn(
        sys.executable,
        ["-m", "mmnotation", "stats", "--pegs", "5", "--colors", "8"],
        env={**os.environ, "NO_COLOR": "1"},
        timeout=120,
        encoding="utf-8",
    )
    child.expect("playing every secret")  # the bar: the two-process tree is under way
    child.sendintr()
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 130
    assert "interrupted" in (child.before or "")
    assert "Traceback" not in (child.before or "") and "ForkPoolWorker" not in (child.before or "")
