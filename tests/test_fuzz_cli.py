"""Fuzzing the command line: whatever the sheet or options, exit 0, 1 or 2 and never a traceback."""

from __future__ import annotations

import json
import math
import os
import subprocess
import sys

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from typer.testing import CliRunner

from mmnotation import NotationError, parse_sheet
from mmnotation.cli import app

runner = CliRunner()

# A longer run on demand: MMNOTATION_FUZZ_EXAMPLES=5000 pytest tests/test_fuzz_cli.py
EXAMPLES = int(os.environ.get("MMNOTATION_FUZZ_EXAMPLES", "150"))
FUZZ = settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=[HealthCheck.too_slow])

# Short lines keep the games small (at most 6 pegs), so each example runs quickly.
CHARS = "RGBYOP0123456_-?*|:=>,/#bw \t"
LINES = st.one_of(
    st.text(alphabet=CHARS, max_size=8),
    st.sampled_from(
        ["RGBY 2 0", "BBYR12", "RGB 1?", "RGBY 4 0", "RGBY 0 0", "colors: 5", "repeats: no", "pegs: 3", "x"]
    ),
)
OPTIONS = st.lists(
    st.sampled_from(
        [
            ["-r"],
            ["--json"],
            ["--limit", "0"],
            ["--limit", "-1"],
            ["--pegs", "4"],
            ["--pegs", "0"],
            ["--colors", "8"],
            ["--colors", "RGBYOPWK"],
            ["--colors", "??"],
            ["--no-repeats"],
            ["--strategy", "entropy"],
            ["--strategy", "nope"],
            ["--seed", "7"],
            ["--bogus"],
        ]
    ),
    max_size=3,
)


def expected_status(text: str) -> int | None:
    """2 for a sheet the library rejects; None when the engine decides (0 or 1)."""
    try:
        parse_sheet(text)
    except NotationError:
        return 2
    return None


@FUZZ
@given(st.lists(LINES, max_size=6), OPTIONS)
def test_any_sheet_and_options_exit_cleanly(lines: list[str], options: list[list[str]]) -> None:
    text = "\n".join(lines) + "\n"
    args = [a for opt in options for a in opt]
    result = runner.invoke(app, ["-", *args], input=text, prog_name="mmdeduce")
    assert result.exit_code in (0, 1, 2), (text, args, result.output)
    assert not isinstance(result.exception, Exception) or isinstance(result.exception, SystemExit)
    assert "Traceback" not in result.output
    if not args:
        want = expected_status(text)
        if want is not None:
            assert result.exit_code == want
        else:
            assert result.exit_code in (0, 1)
    if "--json" in args and result.exit_code in (0, 1):
        body = json.loads(result.stdout)
        assert (body["count"] == 0) == (result.exit_code == 1)


@FUZZ
@given(st.binary(max_size=40))
def test_any_bytes_on_standard_input(data: bytes) -> None:
    result = runner.invoke(app, ["-", "--pegs", "3"], input=data, prog_name="mmdeduce")
    assert result.exit_code in (0, 1, 2)
    assert "Traceback" not in result.output


def test_a_real_process_with_bad_bytes_and_nul() -> None:
    out = subprocess.run(
        [sys.executable, "-m", "mmnotation", "-"],
        input=b"RGBY 2 0\nRG\x00Y 1 0\n\xff\xfe\n",
        capture_output=True,
        timeout=120,
    )
    assert out.returncode == 2
    err = out.stderr.decode()
    assert "<stdin>:" in err or "-:" in err
    assert ":2:3: error:" in err and "Traceback" not in err


@settings(max_examples=max(EXAMPLES // 3, 20), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    secret=st.text(alphabet="0123456789RGB?_", min_size=1, max_size=4),
    pegs=st.one_of(st.none(), st.integers(1, 4)),
    colors=st.one_of(st.none(), st.integers(1, 5).map(str), st.sampled_from(["RGB", "12", "7", "AB12"])),
    repeats=st.booleans(),
    strategy=st.sampled_from(["minimax", "entropy", "first", "random"]),
)
def test_self_play_of_any_small_game(
    secret: str, pegs: int | None, colors: str | None, repeats: bool, strategy: str
) -> None:
    args = ["play", "--secret", secret, "--strategy", strategy, "--seed", "1", "--json"]
    args += [] if pegs is None else ["--pegs", str(pegs)]
    args += [] if colors is None else ["--colors", colors]
    args += [] if repeats else ["--no-repeats"]
    result = runner.invoke(app, args, prog_name="mmdeduce")
    assert result.exit_code in (0, 2), (args, result.output)
    assert not isinstance(result.exception, Exception) or isinstance(result.exception, SystemExit)
    if result.exit_code == 0:
        game = json.loads(result.stdout)
        assert game["solved"] and game["guesses"][-1]["guess"] == game["secret"]
        assert game["guesses"][-1]["black"] == len(game["secret"])


@settings(max_examples=20, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    pegs=st.integers(1, 3),
    colors=st.integers(1, 5),
    repeats=st.booleans(),
    strategy=st.sampled_from(["minimax", "expected", "entropy", "parts", "first", "random"]),
)
def test_stats_of_any_small_game(pegs: int, colors: int, repeats: bool, strategy: str) -> None:
    args = ["stats", "--pegs", str(pegs), "--colors", str(colors), "--strategy", strategy, "--json"]
    args += [] if repeats else ["--no-repeats"]
    result = runner.invoke(app, args, prog_name="mmdeduce")
    if not repeats and colors < pegs:
        assert result.exit_code == 2  # no code can be made
        return
    assert result.exit_code == 0, (args, result.output)
    stats = json.loads(result.stdout)
    size = colors**pegs if repeats else math.perm(colors, pegs)
    assert stats["games"] == size == sum(stats["distribution"].values())
    assert stats["total"] == sum(int(t) * n for t, n in stats["distribution"].items())
