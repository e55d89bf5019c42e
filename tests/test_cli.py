"""The mmdeduce command line, driven in-process with typer's CliRunner.

Expected codes come from the brute-force reference (tests/reference.py); stats shows
the library's figures, which test_stats.py checks against Knuth 1977.
"""

from __future__ import annotations

import functools
import io
import itertools
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from reference import brute_consistent
from typer.testing import CliRunner

from mmnotation import Clue, Code, Feedback, Game, Sheet, __version__, parse_sheet, score
from mmnotation.cli.app import app
from mmnotation.cli.render import bars, paint
from mmnotation.cli.terminal import use_color
from mmnotation.stats.play_all import Stats, strategy_stats

runner = CliRunner()

CLASSIC_SHEET = "# classic\nRRGG 2 0\nRBYY 2 0\nOBRP 1 2\n"
CLASSIC_CODES = ["RBGO", "RBOG", "RBPG"]  # checked against the brute force below
CONTRADICTORY = "RRGG 2 0\nRBYY 2 0\nOBRP 1 2\nRBOG 0 0\n"
DEDUCE_KEYS = [
    "game",
    "clues",
    "count",
    "codes",
    "truncated",
    "positions",
    "recommendation",
    "conflict",
    "notices",
]


def brute(game: Game, clues: list[tuple[str, Feedback]]) -> list[str]:
    """Codes of ``game`` that give each (guess, feedback) clue (the brute-force reference)."""
    return brute_consistent(Sheet(game, tuple(Clue(Code(g), fb) for g, fb in clues)))


def sheet_clues(text: str) -> list[tuple[str, Feedback]]:
    return [(c.guess.symbols, c.feedback) for c in parse_sheet(text).clues]


@pytest.fixture
def write(tmp_path: Path):  # type: ignore[no-untyped-def]
    def make(text: str, name: str = "sheet.txt") -> str:
        path = tmp_path / name
        path.write_text(text, encoding="utf-8")
        return str(path)

    return make


def run(*args: str, input: str | None = None):  # type: ignore[no-untyped-def]
    return runner.invoke(app, list(args), input=input, prog_name="mmdeduce")


# ---------------------------------------------------------------- deduce


@functools.cache
def classic_stats() -> Stats:
    """minimax over classic Mastermind from the library, which test_stats.py checks against Knuth."""
    return strategy_stats(Game(4, tuple("123456")), "minimax")


def test_reference_for_the_classic_sheet() -> None:
    game = parse_sheet(CLASSIC_SHEET).game
    assert brute(game, sheet_clues(CLASSIC_SHEET)) == CLASSIC_CODES


def test_deduce_text(write) -> None:  # type: ignore[no-untyped-def]
    result = run(write(CLASSIC_SHEET))
    assert result.exit_code == 0, result.output
    out = result.stdout
    assert "Game: 4 pegs, 6 colours RGBYOP" in out
    assert "line 2  RRGG  2 0" in out and "line 4  OBRP  1 2" in out
    assert "3 codes fit:" in out
    assert "  RBGO  RBOG  RBPG" in out
    assert "Colours still possible in each hole:" in out
    assert "     R ● · · ·" in out  # only R in hole 1, per the three codes
    assert "     Y · · · ·" in out
    assert "Recommended" not in out
    assert "\x1b[" not in out  # not a terminal: no colour
    assert result.stderr == ""  # no progress bar off a terminal


def test_deduce_json_shape(write) -> None:  # type: ignore[no-untyped-def]
    result = run(write(CLASSIC_SHEET), "--json")
    assert result.exit_code == 0
    obj = json.loads(result.stdout)
    assert list(obj) == DEDUCE_KEYS
    assert obj["game"] == {"pegs": 4, "colors": list("RGBYOP"), "repeats": True}
    assert obj["clues"][0] == {"line": 2, "guess": "RRGG", "black": 2, "white": 0}
    assert [list(c) for c in obj["clues"]] == [["line", "guess", "black", "white"]] * 3
    assert obj["count"] == 3
    assert obj["codes"] == CLASSIC_CODES
    assert obj["truncated"] is False
    positions = [sorted({code[h] for code in CLASSIC_CODES}, key="RGBYOP".index) for h in range(4)]
    assert obj["positions"] == positions
    assert obj["recommendation"] is None
    assert obj["conflict"] is None
    assert obj["notices"] == []


def test_deduce_json_jokers_and_unknown_counts(write) -> None:  # type: ignore[no-untyped-def]
    result = run(write("colors: RGBYOP\nR-*Y 1\nGGBB ?1\n"), "--json", "-n", "0")
    assert result.exit_code == 0
    obj = json.loads(result.stdout)
    assert obj["clues"] == [
        {"line": 2, "guess": "R_?Y", "black": 1, "white": None},
        {"line": 3, "guess": "GGBB", "black": None, "white": 1},
    ]
    # brute force: some colour in the ? hole gives black 1; white alone for the second
    game = Game(4, tuple("RGBYOP"))
    expected = []
    for combo in itertools.product(game.colors, repeat=4):
        code = "".join(combo)
        first = any(score("R_" + x + "Y", code).black == 1 for x in game.colors)
        if first and score("GGBB", code).white == 1:
            expected.append(code)
    assert obj["codes"] == expected and obj["count"] == len(expected)


def test_deduce_recommend(write) -> None:  # type: ignore[no-untyped-def]
    path = write("1122 1 0\n")
    result = run(path, "-r", "--json")
    assert result.exit_code == 0
    rec = json.loads(result.stdout)["recommendation"]
    assert list(rec) == ["guess", "strategy", "score", "consistent", "partition"]
    assert rec["strategy"] == "minimax"
    game = Game(4, tuple("123456"))
    left = brute(game, [("1122", Feedback(1, 0))])
    classes: dict[str, int] = {}
    for code in left:
        key = str(score(rec["guess"], code))
        classes[key] = classes.get(key, 0) + 1
    assert rec["partition"] == classes
    assert rec["score"] == max(classes.values())
    assert rec["consistent"] == (rec["guess"] in left)
    text = run(path, "--recommend").stdout
    assert f"Recommended guess (minimax): {rec['guess']}" in text
    assert "│" in text  # the partition bars


@pytest.mark.parametrize("strategy", ["minimax", "expected", "entropy", "parts", "first", "random"])
def test_deduce_strategies(write, strategy: str) -> None:  # type: ignore[no-untyped-def]
    path = write("1122 1 0\n1344 0 1\n")
    first = run(path, "-r", "--json", "--strategy", strategy, "--seed", "4")
    again = run(path, "-r", "--json", "-s", strategy.upper(), "--seed", "4")
    assert first.exit_code == again.exit_code == 0
    rec = json.loads(first.stdout)["recommendation"]
    assert rec["strategy"] == strategy
    assert rec == json.loads(again.stdout)["recommendation"]
    if strategy == "first":
        assert rec["guess"] == json.loads(first.stdout)["codes"][0]


def test_deduce_limit(write) -> None:  # type: ignore[no-untyped-def]
    path = write("1122 1 0\n")
    obj = json.loads(run(path, "--json", "--limit", "5").stdout)
    assert obj["count"] == 256 and len(obj["codes"]) == 5 and obj["truncated"] is True
    every = json.loads(run(path, "--json", "--limit", "0").stdout)
    assert len(every["codes"]) == 256 and every["truncated"] is False
    assert every["codes"] == brute(Game(4, tuple("123456")), [("1122", Feedback(1, 0))])
    assert every["codes"][:5] == obj["codes"]
    default = json.loads(run(path, "--json").stdout)
    assert len(default["codes"]) == 100
    text = run(path, "-n", "3").stdout
    assert "256 codes fit:" in text and "... and 253 more" in text


def test_deduce_solved(write) -> None:  # type: ignore[no-untyped-def]
    result = run(write("1122 1 0\n1344 0 1\n3526 1 2\n1462 1 1\n"))
    assert result.exit_code == 0
    assert "Solved: the code is 3632." in result.stdout


def test_deduce_game_options(write) -> None:  # type: ignore[no-untyped-def]
    path = write("1122 0 0\n")
    assert json.loads(run(path, "--json").stdout)["count"] == 4**4
    obj = json.loads(run(path, "--json", "--colors", "8").stdout)
    assert obj["game"]["colors"] == list("12345678") and obj["count"] == 6**4
    obj = json.loads(run(path, "--json", "--colors", "8", "--no-repeats").stdout)
    assert obj["game"]["repeats"] is False and obj["count"] == 6 * 5 * 4 * 3
    obj = json.loads(run(write("repeats: no\n1122 0 0\n"), "--json", "--repeats").stdout)
    assert obj["game"]["repeats"] is True
    obj = json.loads(run(write("RGBY 0 0\n"), "--json", "--colours", "RGBYOPWK", "-n", "0").stdout)
    assert obj["game"]["colors"] == list("RGBYOPWK") and obj["count"] == 4**4
    obj = json.loads(run(write("RGBYO 5\n"), "--json", "--pegs", "5").stdout)
    assert obj["game"]["pegs"] == 5 and obj["codes"] == ["RGBYO"]


def test_no_code_fits_exit_1(write) -> None:  # type: ignore[no-untyped-def]
    path = write(CONTRADICTORY)
    result = run(path)
    assert result.exit_code == 1
    out = result.stdout
    assert "No code fits these clues." in out
    assert "Only line 4 can be the single mistake: it fits as 2 2, 3 0 or 4 0." in out
    together = "These lines admit no code together (at least one of them is wrong):"
    assert f"{together}\n  line 3: OBRP 1 2\n  line 4: RBOG 0 0" in out
    assert "Changing or dropping line 3 alone does not help" in out
    obj = json.loads(run(path, "--json").stdout)
    assert run(path, "--json").exit_code == 1
    assert obj["count"] == 0 and obj["codes"] == [] and obj["recommendation"] is None
    conflict = obj["conflict"]
    assert list(conflict) == ["lines", "guesses", "repairs"]
    game = parse_sheet(CONTRADICTORY).game
    clues = dict(enumerate(sheet_clues(CONTRADICTORY), 1))
    # minimal: together no code fits, without any one of them some code does
    chosen = [clues[n] for n in conflict["lines"]]
    assert conflict["guesses"] == [clues[n][0] for n in conflict["lines"]]
    assert brute(game, chosen) == []
    for n in conflict["lines"]:
        assert brute(game, [clues[m] for m in conflict["lines"] if m != n])
        assert f"  line {n}: {CONTRADICTORY.splitlines()[n - 1]}" in out
    assert conflict["repairs"]
    for repair in conflict["repairs"]:
        assert list(repair) == ["line", "guess", "black", "white"]
        assert repair["guess"] == clues[repair["line"]][0]
        fixed = dict(clues)
        fixed[repair["line"]] = (clues[repair["line"]][0], Feedback(repair["black"], repair["white"]))
        assert brute(game, list(fixed.values()))
        fb = f"{repair['black']} {repair['white']}"
        lead = next(row for row in out.splitlines() if "single mistake" in row)
        assert f"line {repair['line']} " in lead and fb in lead.partition("fits as")[2]


def test_notation_error_exit_2_with_caret(write) -> None:  # type: ignore[no-untyped-def]
    path = write("RGBY 2 0\nBBYR 9\nRG 1 0\n")
    result = run(path)
    assert result.exit_code == 2
    assert result.stdout == ""
    err = result.stderr
    assert f"{path}:2:6: error: 9 black for 4 placed pegs\nBBYR 9\n     ^" in err
    assert f"{path}:3:1: error:" in err  # every error of the sheet, not only the first
    assert "Traceback" not in result.output


def test_stdin(write) -> None:  # type: ignore[no-untyped-def]
    for args in (["-"], []):
        result = run(*args, "--json", input=CLASSIC_SHEET)
        assert result.exit_code == 0, result.output
        assert json.loads(result.stdout)["codes"] == CLASSIC_CODES
    result = run("-", input="RGBY 2 0\nBBYR 9\n")
    assert result.exit_code == 2
    assert "<stdin>:2:6: error:" in result.stderr


def test_unreadable_file_and_usage_errors(tmp_path: Path, write) -> None:  # type: ignore[no-untyped-def]
    result = run(str(tmp_path / "missing.txt"))
    assert result.exit_code == 2
    assert "cannot read" in result.stderr and "missing.txt" in result.stderr
    assert "Traceback" not in result.output
    assert run(str(tmp_path)).exit_code == 2  # a directory
    path = write(CLASSIC_SHEET)
    for args in (["--strategy", "best"], ["--pegs", "0"], ["--pegs", "x"], ["--limit", "-1"], ["--bogus"]):
        result = run(path, *args)
        assert result.exit_code == 2, args
        assert "Traceback" not in result.output
    assert "minimax" in run(path, "--strategy", "best").stderr
    result = run(path, "--colors", "0")  # a GameError from the options
    assert result.exit_code == 2 and "colors must be 1 to" in result.stderr
    result = run(path, "--pegs", "5")
    assert result.exit_code == 2 and "has 4 pegs, but the game has 5" in result.stderr


def test_file_named_like_a_command(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    (tmp_path / "play").write_text(CLASSIC_SHEET)
    for args in (["./play"], ["deduce", "play"]):
        result = run(*args, "--json")
        assert result.exit_code == 0 and json.loads(result.stdout)["count"] == 3
    assert "--maker" in run("play", "--help").stdout  # the command wins


def test_help_and_version() -> None:
    result = run("--help")
    assert result.exit_code == 0
    out = result.stdout
    assert "Usage: mmdeduce [OPTIONS] [FILE]" in out
    words = ["--pegs", "--colors", "--no-repeats", "--limit", "--recommend", "--strategy", "--seed"]
    words += ["--json", "--version", "Examples:", "mmdeduce play", "mmdeduce stats"]
    for word in words:
        assert word in out, word
    assert run("-h").stdout == out
    for command, word in (("play", "--secret"), ("play", "--maker"), ("stats", "--first")):
        result = run(command, "--help")
        assert result.exit_code == 0 and word in result.stdout
    result = run("--version")
    assert result.exit_code == 0 and result.stdout.strip() == f"mmdeduce {__version__}"


def test_interrupt_exits_130(write, monkeypatch: pytest.MonkeyPatch) -> None:  # type: ignore[no-untyped-def]
    import mmnotation.deduction.flow

    def stop(*args: object, **kwargs: object) -> None:
        raise KeyboardInterrupt

    monkeypatch.setattr(mmnotation.deduction.flow, "deduce", stop)
    result = run(write(CLASSIC_SHEET))
    assert result.exit_code == 130
    assert "interrupted" in result.stderr
    assert "Traceback" not in result.output


def test_interrupt_while_settling_the_exit_status_exits_130(write, monkeypatch: pytest.MonkeyPatch) -> None:  # type: ignore[no-untyped-def]
    import dataclasses

    import mmnotation.deduction.flow
    import mmnotation.engine.walk

    real = mmnotation.deduction.deduce.deduce

    def unfinished(*args: object, **kwargs: object) -> object:
        # a budget that ran out before any code was seen: the exit status needs a search
        done = real(*args, **kwargs)  # type: ignore[arg-type]
        return dataclasses.replace(done, exact=False, codes=(), positions=((),) * 4)

    seen: list[object] = []

    def search(sheet: object, progress: object = None) -> bool:
        seen.append(progress)
        raise KeyboardInterrupt

    monkeypatch.setattr(mmnotation.deduction.flow, "deduce", unfinished)
    monkeypatch.setattr(mmnotation.engine.walk, "any_consistent", search)
    result = run(write(CLASSIC_SHEET))
    assert seen and callable(seen[0])  # the search is given a progress display
    assert result.exit_code == 130 and "interrupted" in result.stderr
    assert "Traceback" not in result.output


# ---------------------------------------------------------------- stats


def test_stats_classic_knuth() -> None:
    result = run("stats", "--json")
    assert result.exit_code == 0
    obj = json.loads(result.stdout)
    keys = ["game", "strategy", "first_guess", "games", "total", "average", "max", "distribution", "seconds"]
    assert list(obj) == keys
    assert obj["game"] == {"pegs": 4, "colors": list("123456"), "repeats": True}
    assert obj["strategy"] == "minimax" and obj["first_guess"] == "1122"
    # the library's figures (test_stats.py checks them against Knuth 1977), as the command shows them
    lib = classic_stats()
    assert (obj["games"], obj["total"], obj["max"]) == (lib.games, lib.total, lib.max)
    assert obj["average"] == round(lib.total / lib.games, 4)
    assert obj["distribution"] == {str(k): v for k, v in lib.distribution.items()}
    assert isinstance(obj["seconds"], float)
    text = run("stats").stdout
    average = lib.total / lib.games
    assert (
        f"{lib.games:,} games: {lib.total:,} guesses in all, {average:.4f} on average, at most {lib.max}"
        in text
    )
    most = max(lib.distribution.values())
    assert (
        f"  {lib.max} │ {lib.distribution[lib.max]} " + "█" * 40 in text and lib.distribution[lib.max] == most
    )


def test_stats_options() -> None:
    obj = json.loads(run("stats", "--json", "--first", "1234", "--strategy", "parts").stdout)
    assert obj["first_guess"] == "1234" and obj["strategy"] == "parts" and obj["games"] == 1296
    obj = json.loads(run("stats", "--json", "--pegs", "3", "--colors", "ABCD", "--no-repeats").stdout)
    assert obj["game"] == {"pegs": 3, "colors": list("ABCD"), "repeats": False}
    assert obj["games"] == 24 and sum(obj["distribution"].values()) == 24
    # without --pegs the opening guess sets the size, as a clue does in a sheet
    obj = json.loads(run("stats", "--json", "--first", "12").stdout)
    assert obj["game"]["pegs"] == 2 and obj["games"] == 36
    bad = (["--first", "12", "--pegs", "4"], ["--first", "12?4"], ["--first", "1237", "--colors", "123456"],
           ["--strategy", "nope"], ["--pegs", "0"])  # fmt: skip
    for args in bad:
        result = run("stats", *args)
        assert result.exit_code == 2, args
        assert "Traceback" not in result.output


# ---------------------------------------------------------------- play


@pytest.mark.parametrize("secret", ["3632", "1111", "6655", "2143"])
def test_play_secret_json(secret: str) -> None:
    result = run("play", "--secret", secret, "--json")
    assert result.exit_code == 0
    obj = json.loads(result.stdout)
    assert list(obj) == ["game", "secret", "guesses", "solved", "turns"]
    assert obj["secret"] == secret and obj["solved"] is True
    assert obj["turns"] == len(obj["guesses"]) <= 5
    game = Game(4, tuple("123456"))
    clues: list[tuple[str, Feedback]] = []
    for turn in obj["guesses"]:
        fb = score(turn["guess"], secret)
        assert (turn["black"], turn["white"]) == (fb.black, fb.white)
        clues.append((turn["guess"], fb))
        assert turn["remaining"] == len(brute(game, clues))
    assert obj["guesses"][-1]["guess"] == secret


def test_play_secret_text_and_options() -> None:
    result = run("play", "--secret", "3632")
    assert result.exit_code == 0
    assert "  1. 1122  1 0   256 codes left" in result.stdout
    assert "Solved in 5 turns." in result.stdout
    obj = json.loads(run("play", "--secret", "RGBY", "--json", "--first", "RRGG").stdout)
    assert obj["game"]["colors"] == list("RGBYOP")
    assert obj["guesses"][0]["guess"] == "RRGG" and obj["guesses"][-1]["guess"] == "RGBY"
    obj = json.loads(run("play", "--secret", "12345", "--json").stdout)  # the secret sets the size
    assert obj["game"]["pegs"] == 5 and obj["solved"]
    bad = [["--secret", "12?4"], ["--secret", "12345", "--pegs", "4"], ["--secret", "1123", "--no-repeats"]]
    bad += [["--secret", "1234", "--maker"], ["--json"], ["--secret", "1237", "--colors", "123456"]]
    bad += [["--secret", "1234", "--first", "123"]]
    for args in bad:
        result = run("play", *args)
        assert result.exit_code == 2, args
        assert "Traceback" not in result.output


def test_play_maker_piped() -> None:
    result = run("play", "--maker", "--seed", "9", input="1122\nhint\ngive up\n")
    assert result.exit_code == 0, result.output
    out = result.stdout
    secret = out.split("The secret was ")[1].split(".")[0]
    assert f"   1. 1122  {score('1122', secret)}" in out
    left = len(brute(Game(4, tuple("123456")), [("1122", score("1122", secret))]))
    fit = "code fits" if left == 1 else "codes fit"
    assert f"{left:,} {fit} your clues so far" in out


def test_play_breaker_piped() -> None:
    # the first guess of minimax is 1122; answer it, then quit: the sheet is printed
    result = run("play", input="1 0\nquit\n")
    assert result.exit_code == 0, result.output
    out = result.stdout
    assert "Turn 1: 1122" in out and "256 codes left" in out
    sheet_text = out.split("Your game as a clue sheet:\n")[1]
    sheet = parse_sheet(sheet_text)
    assert [str(c) for c in sheet.clues] == ["1122 1 0"]


def test_module_entry_points() -> None:
    for module in ("mmnotation", "mmnotation.cli.app"):
        done = subprocess.run(
            [sys.executable, "-m", module, "--version"], capture_output=True, text=True, timeout=60
        )
        assert done.returncode == 0 and done.stdout.strip() == f"mmdeduce {__version__}"


def test_version_answers_before_typer_loads() -> None:
    code = (
        "import atexit, sys\n"
        "atexit.register(lambda: print('typer' in sys.modules, file=sys.stderr))\n"
        "sys.argv = ['mmdeduce', '--version']\n"
        "from mmnotation.__main__ import main\n"
        "main()\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0 and done.stdout == f"mmdeduce {__version__}\n"
    assert done.stderr.strip() == "False"


@pytest.mark.parametrize("given", [None, "4"])
def test_console_script_asks_openblas_for_one_thread_unless_told(
    given: str | None, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    from mmnotation.__main__ import main

    monkeypatch.setenv("OPENBLAS_NUM_THREADS", given or "")  # restored as it was after the test
    if given is None:
        monkeypatch.delenv("OPENBLAS_NUM_THREADS")
    monkeypatch.setattr(sys, "argv", ["mmdeduce", "--version"])
    with pytest.raises(SystemExit) as exit_:
        main()
    assert exit_.value.code == 0 and capsys.readouterr().out == f"mmdeduce {__version__}\n"
    assert os.environ["OPENBLAS_NUM_THREADS"] == (given or "1")


# ---------------------------------------------------------------- rendering


class Tty(io.StringIO):
    """A stream that says it is a terminal: the progress bar draws on it."""

    def isatty(self) -> bool:
        return True


@pytest.fixture()
def clock(monkeypatch: pytest.MonkeyPatch) -> list[float]:
    """The progress bar's clock, set by the test: ``clock[0]`` is the time."""
    from mmnotation.cli import terminal

    now = [1000.0]
    monkeypatch.setattr(terminal.time, "monotonic", lambda: now[0])
    return now


def test_colour_only_on_terminals(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("NO_COLOR", raising=False)
    assert use_color(Tty())
    monkeypatch.setenv("NO_COLOR", "1")
    assert not use_color(Tty())
    monkeypatch.delenv("NO_COLOR")
    assert not use_color(object())
    game = Game(4, tuple("RGBYOP"))
    painted = paint(Code("RG_?"), game, True)
    assert "\x1b[1;31mR\x1b[0m" in painted and "\x1b[1;32mG\x1b[0m" in painted
    assert paint(Code("RG_?"), game, False) == "RG_?"


def test_bars_scale_to_the_largest() -> None:
    text = bars([("a", 10), ("b", 5), ("c", 0)], width=10)
    lines = text.splitlines()
    assert lines[0].endswith("█" * 10)
    assert lines[1].endswith(" " + "█" * 5)
    assert lines[2].endswith(" 0 ")


def test_a_resumed_runs_pace_counts_from_where_it_resumed(clock: list[float]) -> None:
    from mmnotation.cli import terminal

    tty = Tty()
    with terminal.ProgressBar("playing", tty, delay=0.0) as bar:
        clock[0] += 1
        bar(0.5)  # half of it read back from a checkpoint at once
        bar.rebase()
        clock[0] += 600
        bar(0.6)  # a tenth more in ten minutes: four tenths left take 40 minutes
    drawn = tty.getvalue()
    assert "1.0%/min, about 40 min left" in drawn and "10 min" in drawn  # not 7 min, as from the start


def test_the_time_left_is_at_the_recent_pace(clock: list[float]) -> None:
    from mmnotation.cli import terminal

    tty = Tty()
    with terminal.ProgressBar("playing", tty, delay=0.0) as bar:
        for minute, done in ((60, 0.10), (90, 0.25), (120, 0.40)):  # slow at first, then faster
            clock[0] = 1000.0 + minute * 60
            bar(done)
    last = [line for line in tty.getvalue().split("\r") if "left" in line][-1]
    # the last 40 minutes (a third of the run) went from 25 % to 40 %: 0.5 % a minute, 60 % left
    # in 2 hours (at the pace since the start, 0.3 % a minute, it would say 3 hours)
    assert "0.5%/min, about 2.0 h left" in last, last
    clock[0] = 9000.0
    short = Tty()
    with terminal.ProgressBar("playing", short, delay=0.0) as bar:  # the pace of a minute at least
        for second, done in ((1, 0.1), (10, 0.2), (40, 0.3)):
            clock[0] = 9000.0 + second
            bar(done)
    # from 10 % at the first second to 30 % at the 40th: 0.5 % a second, 70 % left in 137 s (not
    # the last third of the run alone, 13 s with no progress drawn: 0.8 % a second since the start)
    assert "0.5%/s, about 2 min left" in [line for line in short.getvalue().split("\r") if "left" in line][-1]


def test_progress_bar_only_on_a_terminal() -> None:
    from mmnotation.cli.terminal import ProgressBar

    tty = Tty()
    with ProgressBar("deducing", tty, delay=0.0) as bar:
        bar(0.5)
    assert "deducing [" in tty.getvalue() and "50%" in tty.getvalue()
    assert "%/s, about" in tty.getvalue() and "s left" in tty.getvalue()  # rate and time left
    done = Tty()
    with ProgressBar("counting", done, delay=0.0) as bar:
        bar(1.0)  # reported done, but the call has not returned: not 100% yet
    assert "99%" in done.getvalue() and "100%" not in done.getvalue()
    assert tty.getvalue().endswith("\r")  # the bar is wiped when the work ends
    plain = io.StringIO()
    with ProgressBar("deducing", plain, delay=0.0) as bar:
        bar(0.5)
    assert plain.getvalue() == ""


def test_progress_bar_estimate_is_not_shown_once_the_work_runs_past_it() -> None:
    from mmnotation.cli.terminal import ProgressBar

    early = Tty()
    with ProgressBar("playing", early, delay=0.0, expected=180.0) as bar:
        bar.detail = ", subtrees 2/43"
        bar(0.001)
    assert "playing, about 3 min, subtrees 2/43 [" in early.getvalue()
    late = Tty()
    with ProgressBar("playing", late, delay=0.0, expected=180.0) as bar:
        bar.start -= 200.0  # the work has run 200 s of the 180 estimated
        bar(0.001)
    assert "playing, longer than estimated (about 3 min) [" in late.getvalue()
    quick = Tty()  # an estimate under a second reads as well
    with ProgressBar("playing", quick, delay=0.0, expected=0.5) as bar:
        bar.start -= 2.0
        bar(0.5)
    assert "playing, longer than estimated (under a second) [" in quick.getvalue()


def test_start_up_imports_stay_lazy(write) -> None:  # type: ignore[no-untyped-def]
    # numpy only when a command runs; pydantic (which typer would pull in) never
    code = (
        "import sys\n"
        "import mmnotation.cli.app as cli\n"
        "print('numpy' in sys.modules)\n"
        f"sys.argv = ['mmdeduce', {write(CLASSIC_SHEET)!r}, '-r']\n"
        "try:\n    cli.main()\nexcept SystemExit:\n    pass\n"
        "print('pydantic' in sys.modules, 'rich' in sys.modules)\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    lines = done.stdout.splitlines()
    assert lines[0] == "False"
    assert "Recommended guess (minimax): RBGO" in done.stdout
    assert lines[-1] == "False False"


# ---------------------------------------------------------------- issue 11: the command line


@pytest.mark.parametrize(("word", "meant"), [("stat", "stats"), ("plya", "play"), ("help", "--help")])
def test_a_mistyped_command_gets_a_suggestion(word: str, meant: str) -> None:
    result = run(word)
    assert result.exit_code == 2
    assert f"did you mean 'mmdeduce {meant}'?" in result.stderr
    assert "cannot read" not in result.stderr


def test_a_file_named_like_a_mistyped_command_is_still_read(write, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    path = Path(write(CLASSIC_SHEET))
    monkeypatch.chdir(path.parent)
    (path.parent / "stat").write_text(CLASSIC_SHEET)
    result = run("stat")
    assert result.exit_code == 0 and "3 codes fit" in result.stdout


def test_help_tells_the_true_exit_statuses_and_defaults() -> None:
    text = " ".join(run("--help").stdout.split())
    assert "130 when interrupted" in text and ", 3 when" not in text and "status 3" not in text
    assert "mmdeduce notation" in text and "--install-completion" in text
    for command in ("play", "stats"):
        text = " ".join(run(command, "--help").stdout.split())
        assert "else the sheet decides" not in text
        assert "(default: 6)" in text


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (
            ["play", "--secret", "1234", "--first", "125"],
            "--first '125': the code '125' has 3 pegs; the game has 4",
        ),
        (["play", "--secret", "1234", "--first", "1255", "--colors", "4"], "--first '1255': symbol '5'"),
        (["play", "--secret", "1234 2 0"], "--secret '1234 2 0': '1234 2 0' has feedback after the secret"),
        (["stats", "--first", "12x4"], "--first '12x4'"),
    ],
)
def test_option_codes_are_blamed_by_option_not_by_sheet_line(args: list[str], message: str) -> None:
    result = run(*args)
    assert result.exit_code == 2
    assert message in result.stderr
    assert "line 1" not in result.stderr and "?" not in result.stderr


def test_notation_page_matches_the_readme() -> None:
    result = run("notation")
    assert result.exit_code == 0
    page = result.stdout
    section = (Path(__file__).parent.parent / "docs" / "notation.md").read_text(encoding="utf-8")
    # every example the page shows is one docs/notation.md documents
    for example in (
        "2 0, 20, 2,0, 2/0",
        "1?, 1 ?, 1 *, 1-, 1 _",
        "2b1w, 2B 1W, 1w 2b",
        "BBYR12",
        "G B K O Y | 1b 4w",
    ):
        assert example in page
        assert all(part.strip() in section for part in example.split(", "))
    for keyword in ("pegs: 5", "colors: RGBYOPWK", "repeats: no", "_ or -", "? or *"):
        assert keyword in page


def test_shell_completion() -> None:
    """The protocol of the scripts (tests/test_completion.py drives them in the real shells)."""
    env = {**os.environ, "_MMDEDUCE_COMPLETE": "bash", "_MMDEDUCE_LINE": "mmdeduce st"}
    done = subprocess.run(
        [sys.executable, "-m", "mmnotation"], capture_output=True, text=True, timeout=60, env=env
    )
    assert done.stdout.split() == ["stats", ":files"]  # the command, or a sheet named st...


def test_play_secret_prints_the_game_of_solve() -> None:
    from mmnotation.stats.play_all import play_secret

    game = Game(4, tuple("123456"))
    result = run("play", "--secret", "3632", "--first", "1234")
    assert result.exit_code == 0
    turns = play_secret(game, Code("3632"), first=Code("1234"))
    lines = result.stdout.splitlines()
    assert lines[:2] == ["Game: 4 pegs, 6 colours 123456", "Secret: 3632"]
    assert len(lines) == len(turns) + 3
    for number, (line, turn) in enumerate(zip(lines[2:-1], turns, strict=True), 1):
        assert line.startswith(f"{number:>3}. {turn.guess}  {turn.feedback}   ")
    assert lines[-1] == f"Solved in {len(turns)} turns."


def test_stats_prints_its_header_before_the_work(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    import mmnotation.stats.play_all

    def interrupted(*args: object, **kwargs: object) -> None:
        raise KeyboardInterrupt

    monkeypatch.setattr(mmnotation.stats.play_all, "strategy_stats", interrupted)
    result = run("stats", "--pegs", "3", "--colors", "4", "--strategy", "entropy")
    assert result.exit_code == 130
    assert result.stdout == "Game: 3 pegs, 4 colours 1234\nStrategy: entropy\n"
    assert "interrupted" in result.stderr


def test_notices_go_to_stderr_and_json_and_strict_makes_them_errors(write) -> None:  # type: ignore[no-untyped-def]
    path = write("RGBY 1 2\nRRGG 2 0\nRBYQ 1 1\n")
    result = run(path)
    assert result.exit_code in (0, 1)
    assert f"{path}:3:4: notice: 'Q' is not one of the default colours" in result.stderr
    assert "RBYQ 1 1\n   ^" in result.stderr
    obj = json.loads(run(path, "--json").stdout)
    assert [(n["line"], n["column"], n["kind"]) for n in obj["notices"]] == [(3, 4, "notice")]
    strict = run(path, "--strict")
    assert strict.exit_code == 2 and f"{path}:3:4: error: 'Q'" in strict.stderr


def test_sheet_errors_are_json_data_with_json(write) -> None:  # type: ignore[no-untyped-def]
    path = write("".join(f"RGBY {i} x\n" for i in range(25)))
    result = run(path, "--json")
    assert result.exit_code == 2
    obj = json.loads(result.stdout)
    assert len(obj["errors"]) == 20 and obj["more"] == 5
    assert obj["errors"][0] == {
        "file": path,
        "line": 1,
        "column": 8,
        "kind": "syntax",
        "message": obj["errors"][0]["message"],
    }
    assert "unexpected 'x'" in obj["errors"][0]["message"]
    text = run(path)
    assert text.exit_code == 2 and text.stderr.rstrip().endswith("... and 5 more errors")
    assert text.stderr.count(": error: ") == 20


def test_a_file_that_is_not_text_is_one_error(write, tmp_path) -> None:  # type: ignore[no-untyped-def]
    binary = tmp_path / "image.bin"
    binary.write_bytes(bytes(range(256)) * 40)
    result = run(str(binary))
    assert result.exit_code == 2 and result.stderr.count("error") == 1
    assert "not a text file" in result.stderr


def test_named_colours_come_back(write) -> None:  # type: ignore[no-untyped-def]
    path = write(
        "colors: Red Green Blue Black=K Yellow Orange\n"
        "Red Green Blue Black 1 2\nGreen Red Yellow Orange 1 1\n"
    )
    result = run(path, "-r")
    assert "Black (K)" in result.stdout.splitlines()[0]
    obj = json.loads(run(path, "--json").stdout)
    assert obj["game"]["names"] == ["Red", "Green", "Blue", "Black", "Yellow", "Orange"]


@pytest.mark.parametrize(
    "args",
    [(), ("--first", "all"), ("--tree", "TREE"), ("--json",)],
    ids=["plain", "first-all", "tree", "json"],
)
def test_stats_says_before_a_run_that_numba_compiles_first(
    args: tuple[str, ...], monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    # every way of playing every secret sits silent while numba compiles: each says why first
    from mmnotation.codes import compiled

    asked: list[tuple[int, bool]] = []

    def notice(codes: int, optimal: bool = False) -> str:
        asked.append((codes, optimal))
        return "compiling, up to a minute"

    monkeypatch.setattr(compiled, "compile_notice", notice)
    args = tuple(str(tmp_path / "tree.json") if a == "TREE" else a for a in args)
    result = run("stats", *args)
    assert result.exit_code == 0, result.stderr
    assert "mmdeduce: notice: compiling, up to a minute" in result.stderr
    assert asked == [(1296, False)]
    if "--json" in args:
        json.loads(result.stdout)  # the notice stays off the JSON


@pytest.mark.parametrize("strategy", ["random", "first"])
def test_stats_says_nothing_of_compiling_for_a_strategy_that_scans_nothing(
    strategy: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    from mmnotation.codes import compiled

    monkeypatch.setattr(compiled, "compile_notice", lambda codes, optimal=False: "compiling, up to a minute")
    result = run("stats", "-s", strategy, "--seed", "1")
    assert result.exit_code == 0, result.stderr
    assert "compiling" not in result.stderr
    assert "compiling" in run("stats", "-s", "minimax").stderr  # the notice this test would see


def test_a_recommendation_says_so_when_numba_compiles_for_it(write, monkeypatch: pytest.MonkeyPatch) -> None:  # type: ignore[no-untyped-def]
    # whether a recommendation loads the kernels is known only when it does: the command line
    # hands the library a listener for the moment it loads them, and takes it back afterwards
    from mmnotation.codes import compiled

    heard: list[object] = []

    def listen(say: object) -> None:
        heard.append(say)
        if callable(say):
            say("compiling, up to a minute")  # as if the kernels were loading now

    monkeypatch.setattr(compiled, "tell_before_compiling", listen)
    sheet = write(CLASSIC_SHEET)
    result = run(sheet, "-r")
    assert result.exit_code == 0, result.stderr
    assert "mmdeduce: notice: compiling, up to a minute" in result.stderr
    assert len(heard) == 2 and callable(heard[0]) and heard[1] is None
    heard.clear()
    assert "notice: compiling" not in run(sheet).stderr  # no recommendation: no one listens
    assert not any(callable(say) for say in heard)


def test_the_compile_notice_is_heard_once_just_before_the_kernels_load(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from mmnotation.codes import compiled

    events: list[str] = []
    monkeypatch.setattr(compiled, "_LOADED", [])  # what this test loads leaves the process as it was
    monkeypatch.setattr(compiled, "_jit", lambda: "jit")
    monkeypatch.setattr(compiled, "_cache_notice", lambda: "compiling")
    compiled.tell_before_compiling(lambda notice: events.append(f"notice: {notice}"))
    try:
        assert compiled.compiled_with(lambda jit: jit, lambda built: events.append(f"warm {built}")) == "jit"
        compiled.compiled_with(lambda jit: jit, lambda built: events.append("warm again"))
    finally:
        compiled.tell_before_compiling(None)
    assert events == ["notice: compiling", "warm jit", "warm again"]
    compiled.about_to_load()  # no one listens any more
    assert events[-1] == "warm again"
    monkeypatch.setattr(compiled, "_cache_notice", lambda: None)  # the cache holds kernels: nothing to say
    compiled.tell_before_compiling(lambda notice: events.append(notice))
    compiled.about_to_load()
    compiled.tell_before_compiling(None)
    assert events[-1] == "warm again"


def test_stats_first_all_is_a_table_of_openings() -> None:
    result = run("stats", "--first", "all")
    assert result.exit_code == 0
    rows = [line.split()[0] for line in result.stdout.splitlines() if line[:1].isdigit()]
    assert rows == ["1111", "1112", "1122", "1123", "1234"]
    assert f"1122       {classic_stats().total:,}" in result.stdout  # the minimax total in its opening's row
    table = json.loads(run("stats", "--first", "all", "--json").stdout)
    assert [row["first_guess"] for row in table] == rows
    plain = json.loads(run("stats", "--json").stdout)
    (same,) = [row for row in table if row["first_guess"] == plain["first_guess"]]
    assert {k: v for k, v in same.items() if k != "seconds"} == {
        k: v for k, v in plain.items() if k != "seconds"
    }


def test_stats_tree_files_and_play_from_a_tree(tmp_path: Path) -> None:
    tree = tmp_path / "knuth.json"
    result = run("stats", "--tree", str(tree), "--json")
    assert result.exit_code == 0 and json.loads(result.stdout)["total"] == classic_stats().total
    assert json.loads(tree.read_text(encoding="utf-8"))["tree"]["guess"] == "1122"
    for secret in ("3632", "1122", "6543"):
        planned = run("play", "--tree", str(tree), "--secret", secret, "--json")
        computed = run("play", "--secret", secret, "--json")
        assert planned.exit_code == 0 and json.loads(planned.stdout) == json.loads(computed.stdout)
    dot = tmp_path / "knuth.dot"
    assert run("stats", "--tree", str(dot)).exit_code == 0 and dot.read_text(encoding="utf-8").startswith(
        "digraph"
    )
    sheet = tmp_path / "knuth.txt"
    assert run("stats", "--tree", str(sheet), "--depth", "1").exit_code == 0
    assert "answered 0 0: play 3345 (256 left)" in sheet.read_text(encoding="utf-8")
    other = run("play", "--tree", str(tree), "--secret", "12345", "--pegs", "5")
    assert other.exit_code == 2 and "is for 4 pegs" in other.stderr
    assert run("stats", "--first", "all", "--tree", str(tree)).exit_code == 2
    missing = run("play", "--tree", str(tmp_path / "none.json"), "--secret", "1234")
    assert missing.exit_code == 2 and "cannot read" in missing.stderr


def test_notices_are_counted_after_twenty(write) -> None:  # type: ignore[no-untyped-def]
    # 25 clues each written twice: 25 notices, 20 shown and the rest counted
    guesses = ["".join(c) for c in itertools.product("RGBYO", repeat=2)]
    path = write("".join(f"RR{g} 1 0\n" * 2 for g in guesses))
    result = run(path)
    assert result.stderr.count(": notice: ") == 20 and "... and 5 more notices" in result.stderr
    repeated = write("RGBY 2 0\n" * 50)
    one = run(repeated)
    assert one.stderr.count(": notice: ") == 1 and "(49 lines repeat it)" in one.stderr


# ---------------------------------------------------------------- clues on the command line (-e)
def test_clues_given_with_e_alone() -> None:
    got = run("-e", "RGBY 2 0", "-e", "RRGG 1 0", "--json", "-n", "0")
    assert got.exit_code == 0
    data = json.loads(got.stdout)
    assert [c["guess"] for c in data["clues"]] == ["RGBY", "RRGG"]
    clues = [("RGBY", Feedback(2, 0)), ("RRGG", Feedback(1, 0))]
    assert data["codes"] == brute(Game(4, tuple("RGBYOP")), clues)


def test_clues_given_with_e_follow_the_file(write) -> None:  # type: ignore[no-untyped-def]
    path = write("pegs: 4\nRGBY 2 0")  # no newline at the end
    got = run(path, "-e", "RRGG 1 0", "--json")
    data = json.loads(got.stdout)
    assert [(c["line"], c["guess"]) for c in data["clues"]] == [(2, "RGBY"), (3, "RRGG")]


def test_clues_given_with_e_follow_standard_input() -> None:
    got = run("-", "-e", "RRGG 1 0", "--json", input="RGBY 2 0\n")
    assert [c["guess"] for c in json.loads(got.stdout)["clues"]] == ["RGBY", "RRGG"]


def test_a_bad_clue_given_with_e_is_named() -> None:
    got = run("-e", "RGBY 9 0")
    assert got.exit_code == 2
    assert "<-e>:1:6: error: 9 black for 4 placed pegs" in got.stderr


def test_the_turn_of_a_clue_is_in_the_json() -> None:
    got = run("-e", "3. RGBY 2 0", "-e", "RRGG 1 0", "--json")
    clues = json.loads(got.stdout)["clues"]
    assert clues[0]["turn"] == 3 and "turn" not in clues[1]


def test_shell_completion_offers_the_strategies_after_s() -> None:
    from mmnotation.cli.options import complete_strategy
    from mmnotation.strategies.recommendation import ALIASES, Strategy

    assert complete_strategy("") == [*(s.value for s in Strategy), *ALIASES]  # every name, then the authors
    env = dict(os.environ, _MMDEDUCE_COMPLETE="bash", _MMDEDUCE_LINE="mmdeduce stats -s e")
    done = subprocess.run(
        [sys.executable, "-m", "mmnotation"], env=env, capture_output=True, text=True, timeout=60
    )
    assert done.stdout.split() == ["expected", "entropy"] == complete_strategy("E")


def test_no_code_fits_but_the_game_may_have_more_colours(tmp_path: Path) -> None:
    # a sheet of 4 pegs whose clues use six colours: the secret has two more
    path = tmp_path / "s.txt"
    path.write_text("RRGG 0 0\nBBYY 0 0\nOOPP 0 0\n")
    wider = Sheet(Game(4, tuple("RGBYOPWK")), parse_sheet(path.read_text()).clues)
    expected = len(brute_consistent(wider))
    result = run(str(path))
    assert result.exit_code == 1
    said = f"With 8 colours (RGBYOPWK) {expected} codes would fit"
    assert said in result.stdout and "say colors: 8 if it has 8" in result.stdout
    obj = json.loads(run(str(path), "--json").stdout)
    assert obj["more_colors"] == {"colors": list("RGBYOPWK"), "count": expected}
    # 5 pegs of letters are Super Mastermind's 8 colours already: the secret with the other two fits
    five = tmp_path / "five.txt"
    five.write_text("RRGGB 0 0\nYYOOP 0 0\n")
    super_game = Sheet(Game(5, tuple("RGBYOPWK")), parse_sheet(five.read_text()).clues)
    read = run(str(five))
    assert read.exit_code == 0 and "read as Super Mastermind" in read.stderr
    assert f"{len(brute_consistent(super_game))} codes fit" in read.stdout
    # the colours stated: nothing more to say
    stated = tmp_path / "t.txt"
    stated.write_text("colors: 6\nRRGG 0 0\nBBYY 0 0\nOOPP 0 0\n")
    assert "With 8 colours" not in run(str(stated)).stdout
    assert "more_colors" not in json.loads(run(str(stated), "--json").stdout)


@pytest.mark.parametrize(
    "text", ["", "\n\n", "# only a comment\n", "pegs: 5\n"], ids=["empty", "blank", "comment", "directive"]
)
def test_a_sheet_with_no_clue_says_so(write, text: str) -> None:  # type: ignore[no-untyped-def]
    path = write(text)
    result = run(path)
    assert result.exit_code == 0  # every code fits: docs/cli.md's exit status
    assert f"{path}: notice: no clue was read" in result.stderr
    obj = json.loads(run(path, "--json").stdout)
    assert [n["message"][:17] for n in obj["notices"]] == ["no clue was read:"]
    strict = run(path, "--strict")
    assert strict.exit_code == 2 and "error: no clue was read" in strict.stderr
    assert "no clue was read" not in run(path, "-e", "RGBY 1 0" if "pegs" not in text else "RGBYO 1 0").stderr


@pytest.mark.parametrize("encoding", ["latin-1", "cp1252"])
def test_an_output_that_cannot_draw_gets_ascii_not_a_traceback(encoding: str) -> None:
    # issue 54: PYTHONIOENCODING=latin-1 raised UnicodeEncodeError on the first '│'
    env = {**os.environ, "PYTHONIOENCODING": encoding}
    sample = str(Path(__file__).parent.parent / "samples" / "classic.txt")
    for args in ([sample, "-r"], ["stats", "--pegs", "3", "--colors", "3"]):
        done = subprocess.run(
            [sys.executable, "-m", "mmnotation", *args],
            capture_output=True,
            env=env,
            timeout=120,
            check=False,
        )
        out, err = done.stdout.decode(encoding), done.stderr.decode(encoding)
        assert done.returncode == 0 and "Traceback" not in err, err
        assert " | " in out and "#" in out  # the table's rule and the bars, in ASCII
        assert "│" not in out and "█" not in out


def test_a_tree_files_name_is_shown_escaped(tmp_path: Path) -> None:
    # issue 54: 'Tree written to' printed a file name's control characters raw (a terminal title)
    name = "t\x1b]0;pwned\x07\u202e\u009b.json"
    result = run("stats", "--pegs", "2", "--colors", "2", "--tree", str(tmp_path / name))
    assert result.exit_code == 0 and (tmp_path / name).exists()
    shown = result.stdout.splitlines()[-1]
    assert shown.startswith("Tree written to ") and "\\x1b]0;pwned\\x07" in shown
    assert not any(ch in shown for ch in "\x1b\x07\u202e\u009b")


@pytest.mark.parametrize(
    ("args", "named"),
    [
        (["--tree", "t.json", "--checkpoint", "c.jsonl"], "--checkpoint"),
        (["--first", "all", "--checkpoint", "c.jsonl"], "--checkpoint"),
        (["--first", "all", "--cluster", "foo"], "--cluster"),
        (["-s", "optimal", "--tree", "t.json", "--checkpoint", "c.jsonl"], "--checkpoint"),
        (["--tree", "t.json", "--cluster", "tcp://127.0.0.1:1"], "--cluster"),
    ],
)
def test_an_option_the_run_would_ignore_is_refused(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, args: list[str], named: str
) -> None:
    # issue 54: these ran to the end with exit 0, no checkpoint written and nothing said
    monkeypatch.chdir(tmp_path)
    result = run("stats", "--pegs", "2", "--colors", "3", *args)
    assert result.exit_code == 2 and f"'{named}'" in result.stderr and "leave out" in result.stderr
    assert list(tmp_path.iterdir()) == []  # nothing played, nothing written


@pytest.mark.parametrize(
    "args",
    [
        ["no-such-sheet.txt"],
        ["--pegs", "99", "-e", "RGBY 1 0"],
        ["--colors", "0", "-e", "RGBY 1 0"],
        ["--try", "ZZZZ", "-e", "RGBY 1 0"],
        ["stats", "--checkpoint", "/dev/zero"],
        ["stats", "--cluster", "foo"],
        ["stats", "--pegs", "8", "--colors", "9"],
        ["play", "--tree", "no-such-tree.json", "--secret", "1234"],
    ],
    ids=[
        "missing-file",
        "pegs-99",
        "colors-0",
        "bad-try",
        "checkpoint-dev-zero",
        "cluster-foo",
        "too-large",
        "no-tree",
    ],
)
def test_every_error_is_json_data_with_json(tmp_path: Path, args: list[str]) -> None:
    # issue 54: 29 of 38 error paths printed nothing on standard output with --json
    done = subprocess.run(
        [sys.executable, "-m", "mmnotation", *args, "--json"],
        capture_output=True, text=True, cwd=tmp_path, timeout=120, check=False,
    )  # fmt: skip
    assert done.returncode == 2, done.stderr
    obj = json.loads(done.stdout)  # one object, nothing else
    (error,) = obj["errors"]
    assert set(error) == {"file", "line", "column", "kind", "message"} and error["message"]
    assert error["kind"] in ("usage", "error") and "Traceback" not in done.stderr
    assert error["message"].split(":")[0] in done.stderr  # the same error as without --json


def test_an_error_is_json_data_in_process_too() -> None:
    # a runner in process has no --json in sys.argv: the command says it asked for JSON
    result = run("stats", "--pegs", "8", "--colors", "9", "--json")
    assert result.exit_code == 2
    assert json.loads(result.stdout)["errors"][0]["message"].startswith("43,046,721 codes")
    plain = run("stats", "--pegs", "8", "--colors", "9")
    assert plain.exit_code == 2 and '"errors"' not in plain.stdout  # without --json, no JSON
    assert "43,046,721 codes" in plain.stderr


def test_a_conflict_among_clues_of_one_line_names_each_clue(write) -> None:  # type: ignore[no-untyped-def]
    # several clues read from one line share its number: each repair is said of its own clue
    path = write("so far: RGBY 2 1; RRGG 1 0; BBYY 0 0 -- ideas?\n")
    result = run(path)
    assert result.exit_code == 1
    rows = result.stdout.splitlines()
    assert "  line 1 (RGBY 2 1) would fit as 0 1 or 1 0" in rows
    assert any(row.startswith("  line 1 (BBYY 0 0) would fit as 0 2, ") for row in rows)
    assert {"  line 1: RGBY 2 1", "  line 1: BBYY 0 0"} <= set(rows)
    conflict = json.loads(run(path, "--json").stdout)["conflict"]
    assert conflict["lines"] == [1, 1] and sorted(conflict["guesses"]) == ["BBYY", "RGBY"]
    by_guess = {(r["guess"], r["black"], r["white"]) for r in conflict["repairs"]}
    assert ("RGBY", 0, 1) in by_guess and ("RGBY", 0, 2) not in by_guess and ("BBYY", 0, 2) in by_guess
    order = [r["guess"] for r in conflict["repairs"]]  # each clue's repairs together, in line order
    assert order == ["RGBY"] * order.count("RGBY") + ["BBYY"] * order.count("BBYY")


@pytest.mark.parametrize(
    ("sheet", "said"),
    [
        # the command reads a sheet's bytes: the pasted reading's comment rules hold there too
        ("# code white black\n5566 1 2\n6655 0 1\n", "white first"),
        ("#gamenight 3344 got 1b 1w, then 4433 got 0b 2w\n", "open with '#'"),
    ],
)
def test_comments_that_change_the_reading_do_so_from_a_file_and_stdin(write, sheet: str, said: str) -> None:  # type: ignore[no-untyped-def]
    for result in (run(write(sheet), "--json"), run("-", "--json", input=sheet)):
        data = json.loads(result.stdout)
        assert result.exit_code in (0, 1), result.output
        assert any(said in n["message"] for n in data["notices"]), data["notices"]
    expected = [(c.guess.symbols, c.feedback.black, c.feedback.white) for c in parse_sheet(sheet).clues]
    assert [(c["guess"], c["black"], c["white"]) for c in data["clues"]] == expected
