"""Fuzzing the command line: whatever the sheet or options, exit 0, 1 or 2 and never a traceback."""

from __future__ import annotations

import json
import math
import os
import subprocess
import sys

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from typer.testing import CliRunner

from mmnotation import NotationError, parse_sheet
from mmnotation.cli.app import app

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


# --- hostile input: numbers of every kind, control characters, broken output ---------------

NUMBERS = st.one_of(
    st.integers(-(10**20), 10**20).map(str),
    st.sampled_from(["\u00b2", "\u0663", "\uff15", "\u2155", "-0", "+4", "4.0", "1e3", "", " 4 ", "\u0beb"]),
)
CONTROLS = st.text(alphabet="\x1b\x07\x08\x00\r\x0c\x0b\x85\u2028\u202e[]0;m#RGB 12", max_size=12)


@pytest.mark.slow  # 10 s or more
@FUZZ
@given(option=st.sampled_from(["--pegs", "--colors", "--seed", "--limit"]), value=NUMBERS)
def test_any_number_in_an_option_exits_cleanly(option: str, value: str) -> None:
    for command in ([], ["stats"], ["play", "--secret", "1234"]):
        if option == "--limit" and command:
            continue
        args = [*command, *([] if command else ["-"]), option, value]
        result = runner.invoke(app, [*args, "--json"] if command != [] else args, input="1122 1 0\n")
        assert result.exit_code in (0, 1, 2), (args, result.output)
        assert not isinstance(result.exception, Exception) or isinstance(result.exception, SystemExit), args


@FUZZ
@given(comment=CONTROLS, sheet_line=st.sampled_from(["RGBY 4 0", "RGBY 0 0", "RGBY 2 x", "RBYQ 1 1"]))
def test_control_characters_in_comments_never_reach_the_terminal_raw(comment: str, sheet_line: str) -> None:
    # a contradiction, an error or a notice quotes the lines: their control characters come escaped
    text = f"RGBY 1 0 # {comment}\n{sheet_line} # {comment}\n"
    result = runner.invoke(app, ["-"], input=text)
    assert result.exit_code in (0, 1, 2)
    shown = result.stdout + result.stderr
    for ch in "\x1b\x07\x08\x00\x0b\x0c\x85\u2028\u202e":
        assert ch not in shown, (text, shown)


@settings(max_examples=max(EXAMPLES // 5, 10), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(name=st.text(alphabet="\x1b\x07\u202e[]0;mab.", min_size=1, max_size=8).filter(lambda s: s.strip(".")))
def test_control_characters_in_file_names_are_shown_escaped(name: str, tmp_path_factory) -> None:  # type: ignore[no-untyped-def]
    path = tmp_path_factory.mktemp("names") / name.replace("/", "_")
    path.write_text("RGBY 2 x\n", encoding="utf-8")
    result = runner.invoke(app, [str(path)])
    assert result.exit_code == 2
    assert not any(ch in result.stderr for ch in "\x1b\x07\u202e"), repr(result.stderr)


@pytest.mark.parametrize("redirect", ["> /dev/full", ">&-", "| head -c 10 > /dev/null"])
@pytest.mark.parametrize(
    "args", ["samples/classic.txt -r", "samples/classic.txt -n 0 --json", "stats", "notation", "--version"]
)
def test_broken_output_streams_never_give_a_traceback(redirect: str, args: str) -> None:
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    done = subprocess.run(
        f"{sys.executable} -m mmnotation {args} {redirect}",
        shell=True,
        capture_output=True,
        text=True,
        timeout=120,
        cwd=root,
    )
    assert "Traceback" not in done.stderr, done.stderr
    if "head" in redirect:
        assert done.returncode == 0 and not done.stderr  # the pipeline's status is head's
    else:
        assert done.returncode == 2 and done.stderr.count("\n") == 1, done.stderr
