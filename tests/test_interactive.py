"""The interactive sessions, driven on a real pseudo-terminal with pexpect.

Counts are checked against the brute-force reference (tests/reference.py); the timeouts are
generous because the machine is small and shared.
"""

from __future__ import annotations

import io
import os
import re
import sys
from pathlib import Path

import pexpect
import pytest
from reference import brute_consistent
from sessions import Script

from mmnotation import Clue, Code, Feedback, Game, GameError, Sheet, parse_sheet, score

TIMEOUT = 20
LETTERS = "RGBYOP"


def count(clues: list[tuple[str, Feedback]], colors: str = LETTERS, repeats: bool = True) -> int:
    """How many 4-peg codes over ``colors`` give every clue (the brute-force reference)."""
    game = Game(4, tuple(colors), repeats)
    return len(brute_consistent(Sheet(game, tuple(Clue(Code(g), fb) for g, fb in clues))))


def spawn(home: Path | str, *args: str) -> pexpect.spawn:
    env = dict(os.environ, HOME=str(home), NO_COLOR="1", TERM="xterm")
    env.pop("MMDEDUCE_HISTORY", None)
    return pexpect.spawn(
        sys.executable,
        ["-m", "mmnotation.cli.app", *args],
        env=env,
        encoding="utf-8",
        timeout=TIMEOUT,
        dimensions=(40, 100),
    )


def finish(child: pexpect.spawn) -> int:
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus is not None
    return child.exitstatus


@pytest.mark.slow
def test_deduce_session(tmp_path: Path) -> None:
    child = spawn(tmp_path)
    child.expect("clue> ")
    child.sendline("RRGG 2 0")
    n1 = count([("RRGG", Feedback(2, 0))])
    child.expect(f"{n1:,} codes fit:")
    child.expect(r"Next guess \(minimax\): ([A-Z]{4})")
    child.expect("clue> ")
    # a pasted block: two lines at once, one report for both
    child.send("RBYY 2 0\nOBRP 1 2\n")
    child.expect("3 codes fit:")
    assert "codes fit" not in child.before  # no report after the first line of the paste
    child.expect("RBGO  RBOG  RBPG")
    child.expect("clue> ")
    child.sendline("undo")
    child.expect("undone: OBRP 1 2")
    n2 = count([("RRGG", Feedback(2, 0)), ("RBYY", Feedback(2, 0))])
    child.expect(f"{n2:,} codes fit:")
    child.expect("clue> ")
    # a bad line: its error, with a caret, and the session goes on
    child.sendline("RGBY 9 9")
    child.expect(r"input:3:6: error: 9 black for 4 placed pegs\r\nRGBY 9 9\r\n     \^")
    child.expect("clue> ")
    child.sendline("list")
    child.expect("   1  RRGG 2 0")
    child.expect("   2  RBYY 2 0")
    child.expect(f"{n2:,} codes fit:")
    child.expect("clue> ")
    child.sendline("game colors=8")
    child.expect("Game: 4 pegs, 8 colours RGBYOPWK")
    n3 = count([("RRGG", Feedback(2, 0)), ("RBYY", Feedback(2, 0))], "RGBYOPWK")
    child.expect(f"{n3:,} codes fit:")
    child.expect("clue> ")
    child.sendline("game pegs=x")
    child.expect("error: pegs is a number")
    child.expect("clue> ")
    child.sendline("help")
    child.expect("undo +take back the last action")
    child.expect("clue> ")
    child.sendintr()  # Ctrl-C at the prompt drops the line, the session goes on
    child.expect("clue> ")
    child.sendline("reset")
    child.expect("Reset")
    child.expect("clue> ")
    child.sendeof()
    assert finish(child) == 0
    history = (tmp_path / ".mmdeduce_history").read_text()
    assert "RRGG 2 0" in history and "OBRP 1 2" in history


def test_deduce_solved_conflict_and_quit() -> None:
    child = spawn("/nonexistent/home")  # an unwritable HOME must not spoil anything
    child.expect("clue> ")
    child.send("1122 1 0\n1344 0 1\n3526 1 2\n1462 1 1\n")
    child.expect(r"Solved: the code is 3632\.")
    child.expect("clue> ")
    child.sendline("3632 0 0")
    child.expect("No code fits these clues.")
    child.expect("admit no code together")
    child.expect("clue> ")
    child.sendline("strategy entropy")
    child.expect("Strategy: entropy")
    child.expect("clue> ")
    child.sendline("undo")
    child.expect("undone: 3632 0 0")
    child.expect(r"Solved: the code is 3632\.")
    child.expect("clue> ")
    child.sendline("quit")
    assert finish(child) == 0


def wrong_answer(clues: list[tuple[str, Feedback]], guess: str) -> Feedback:
    """A feedback to ``guess`` that no code can give together with ``clues``."""
    for black in range(4):
        for white in range(5 - black):
            if (black, white) == (3, 1):
                continue
            if count([*clues, (guess, Feedback(black, white))], "123456") == 0:
                return Feedback(black, white)
    raise AssertionError("every answer fits")


def test_play_breaker_contradiction_then_fixed(tmp_path: Path) -> None:
    secret = "3632"
    child = spawn(tmp_path, "play")
    given: list[tuple[str, Feedback]] = []
    contradicted = False
    while True:
        found = child.expect([r"Turn (\d+): (\d{4})\r\n", r"Solved in (\d+) turns?"])
        if found == 1:
            break
        guess = child.match.group(2)
        child.expect("feedback> ")
        truth = score(guess, secret)
        if len(given) == 1 and not contradicted:
            contradicted = True
            wrong = wrong_answer(given, guess)
            child.sendline(f"{wrong.black}b{wrong.white}w")
            child.expect("Your answers contradict each other")
            child.expect("turn 2: " + guess)
            child.expect("fix> ")
            child.sendline("5 5")  # not a command: it must be refused
            child.expect("first fix or undo")
            child.expect("fix> ")
            child.sendline(f"fix 2 {truth.black} {truth.white}")
            child.expect(f"turn 2 is now {guess} {truth}")
            left = count([*given, (guess, truth)], "123456")
            child.expect(f"{left:,} codes? left")
            given.append((guess, truth))
            continue
        child.sendline(f"{truth.black}{truth.white}")
        given.append((guess, truth))
    turns = int(child.match.group(1))
    assert turns == len(given) <= 6 and given[-1][0] == secret
    child.expect("Your game as a clue sheet:\r\n")
    assert finish(child) == 0
    sheet = parse_sheet(child.before.replace("\r\n", "\n"))
    assert [(c.guess.symbols, c.feedback) for c in sheet.clues] == given


def test_play_breaker_undo_and_bad_answer(tmp_path: Path) -> None:
    child = spawn(tmp_path, "play")
    child.expect(r"Turn 1: 1122")
    child.expect("feedback> ")
    child.sendline("9 9")
    child.expect("error: 9 black for 4 placed pegs")
    child.expect("feedback> ")
    child.sendline("1 0")
    child.expect("256 codes left")
    child.expect(r"Turn 2: (\d{4})")
    child.expect("feedback> ")
    child.sendline("undo")
    child.expect("undone: turn 1, 1122 1 0")
    child.expect(r"Turn 1: 1122")
    child.expect("feedback> ")
    child.sendeof()
    assert finish(child) == 0


def test_play_maker(tmp_path: Path) -> None:
    child = spawn(tmp_path, "play", "--maker", "--seed", "5")
    child.expect("guess> ")
    child.sendline("1122")
    child.expect(r"1\. 1122  (\d) (\d)")
    shown = Feedback(int(child.match.group(1)), int(child.match.group(2)))
    child.expect("guess> ")
    child.sendline("hint")
    child.expect(r"([\d,]+) codes? fits? your clues so far")
    hinted = int(child.match.group(1).replace(",", ""))
    child.expect("guess> ")
    child.sendline("12?4")
    child.expect("error: a guess has a colour in every hole")
    child.expect("guess> ")
    child.sendline("give up")
    child.expect(r"The secret was (\d{4})\.")
    secret = child.match.group(1)
    assert finish(child) == 0
    assert score("1122", secret) == shown
    assert hinted == count([("1122", shown)], "123456")


@pytest.mark.parametrize("args", [(), ("play",)])
def test_ctrl_d_at_once(tmp_path: Path, args: tuple[str, ...]) -> None:
    child = spawn(tmp_path, *args)
    child.expect(re.compile(r"(clue|feedback)> "))
    child.sendeof()
    assert finish(child) == 0


# ---------------------------------------------------------------- the same sessions in-process


def drive(monkeypatch: pytest.MonkeyPatch, session_of, *lines: str | None) -> tuple[int, str, str]:  # type: ignore[no-untyped-def]
    import builtins
    import io

    out, err = io.StringIO(), io.StringIO()
    monkeypatch.setattr(builtins, "input", Script(*lines))
    status = session_of(out, err).run()
    return status, out.getvalue(), err.getvalue()


def test_deduce_session_in_process(monkeypatch: pytest.MonkeyPatch) -> None:
    from mmnotation.cli.deduce_session import DeduceSession

    def session(out, err):  # type: ignore[no-untyped-def]
        return DeduceSession(out=out, err=err)

    status, out, err = drive(
        monkeypatch, session,
        "undo", "list", "help", "", None,
        "RRGG 2 0\nRBYY 2 0",  # a bracketed paste hands over two lines at once
        "game", "game pegs=x", "game repeats=maybe", "game size=3", "game pegs", "game pegs=5",
        "game colors=RGBYOPWK repeats=no", "game colors=auto repeats=auto",
        "strategy best", "strategy parts",
        "OBRP 1 2", "RBOG 0 0", "undo", "RBGO 4 0", "reset", "RGBY 9", "quit", "never read",
    )  # fmt: skip
    assert status == 0
    assert "nothing to undo" in err and "No lines yet." in out and "undo " in out
    n2 = count([("RRGG", Feedback(2, 0)), ("RBYY", Feedback(2, 0))])
    assert out.count(f"{n2:,} codes fit:") >= 1
    assert "error: pegs is a number" in err and "error: repeats is yes or no" in err
    assert "unknown game setting 'size'" in err and "expected key=value" in err
    assert "the game is unchanged" in err  # 5 pegs do not fit 4-peg clues
    assert "Game: 4 pegs, 8 colours RGBYOPWK, no repeats" in out
    no_repeats = count([("RRGG", Feedback(2, 0)), ("RBYY", Feedback(2, 0))], "RGBYOPWK", repeats=False)
    assert f"{no_repeats:,} codes fit:" in out
    assert "unknown strategy 'best'" in err and "Strategy: parts" in out
    assert "Next guess (parts)" in out
    assert "No code fits these clues." in out and "undone: RBOG 0 0" in out
    assert "Solved: the code is RBGO." in out
    assert "Reset." in out
    assert "input:1:6: error: 9 black for 4 placed pegs" in err


def test_deduce_session_skips_slow_recommendations(monkeypatch: pytest.MonkeyPatch) -> None:
    import mmnotation.deduction.flow
    from mmnotation.cli import deduce_session as _interactive
    from mmnotation.strategies import choose as _choose

    monkeypatch.setattr(_choose, "MAX_WORK", 1000)

    def session(out, err):  # type: ignore[no-untyped-def]
        return _interactive.DeduceSession(colors="RGBYOP", out=out, err=err)

    status, out, _ = drive(monkeypatch, session, "RRGG 2 0")
    assert status == 0 and "(no recommendation:" in out and "Next guess" not in out

    def stop(*args: object, **kwargs: object) -> None:
        raise KeyboardInterrupt

    monkeypatch.setattr(mmnotation.deduction.flow, "deduce", stop)
    status, out, _ = drive(monkeypatch, session, "RRGG 2 0", "list")
    assert status == 0 and out.count("interrupted") == 2


def test_breaker_session_in_process(monkeypatch: pytest.MonkeyPatch) -> None:
    from mmnotation import Game
    from mmnotation.application.play import Breaker
    from mmnotation.cli.play_sessions import BreakerSession

    def session(out, err):  # type: ignore[no-untyped-def]
        return BreakerSession(Breaker(Game(4, tuple("123456"))), out=out, err=err)

    # Knuth's game against 3632: 1122 1 0, 1344 0 1, 3526 1 2, 1462 1 1, 3632 4 0
    status, out, err = drive(
        monkeypatch, session,
        "help", "", "undo", "1 0", "sheet", "0 4", "1 1", "fix", "fix 9 1 1", "fix 2 9",
        "fix 2 0 1", None, "undo", "0 1", "bogus", "1/2", "1b1w", "40",
    )  # fmt: skip
    assert status == 0
    assert "fix N FEEDBACK" in out and "nothing to undo" in err
    assert "1122 1 0" in out  # the sheet command
    assert "Your answers contradict each other" in out and "first fix or undo" in err
    assert "say which turn" in err and "no answered turn 9" in err and "9 black" in err
    assert "turn 2 is now 1344 0 1" in out and "undone: turn 2, 1344 0 1" in out
    assert "unexpected 'bogus'; expected feedback" in err
    assert "Solved in 5 turns: the code is 3632." in out
    sheet = parse_sheet(out.split("Your game as a clue sheet:\n")[1])
    assert [str(c) for c in sheet.clues] == ["1122 1 0", "1344 0 1", "3526 1 2", "1462 1 1", "3632 4 0"]


def test_maker_session_in_process(monkeypatch: pytest.MonkeyPatch) -> None:
    from mmnotation import Code, Game
    from mmnotation.application.play import Maker
    from mmnotation.cli.play_sessions import MakerSession

    game = Game(4, tuple("123456"))

    def session(out, err):  # type: ignore[no-untyped-def]
        return MakerSession(Maker(game, secret=Code("2345")), out=out, err=err)

    status, out, err = drive(monkeypatch, session, "help", "", "1122", "hint", "12?4", "123", "2345")
    assert status == 0
    assert "give up" in out and "   1. 1122  0 1" in out
    assert f"{count([('1122', Feedback(0, 1))], '123456'):,} codes fit your clues so far" in out
    assert "colour in every hole" in err and "error:" in err
    assert "Right!  You found it in 2 turns." in out
    status, out, _ = drive(monkeypatch, session, "1111")  # then Ctrl-D
    assert status == 0 and "The secret was 2345." in out


# ---------------------------------------------------------------- issue 11: the defects a player met


def test_play_all_black_answer_that_contradicts_is_not_solved(tmp_path: Path) -> None:
    """printf '0 1\\n0 2\\n3 0\\n4 0\\n' | mmdeduce play claimed 'Solved' on a contradiction."""
    child = spawn(tmp_path, "play")
    for answer in ("0 1", "0 2", "3 0"):
        child.expect("feedback> ")
        child.sendline(answer)
    child.expect(r"Turn 4: (\d{4})")
    fourth = child.match.group(1)
    child.expect("feedback> ")
    child.sendline("4 0")
    child.expect("Your answers contradict each other")
    child.expect(r"Only turn (\d) can be the single mistake: it fits as ([\d ,or]+)\.")
    child.expect("fix> ")
    child.sendline("undo")
    child.expect("undone: turn 4")
    child.expect(f"Turn 4: {fourth}")
    child.expect("feedback> ")
    child.sendline("quit")
    child.expect("Your game as a clue sheet:")
    rest = child.read()
    child.close()
    assert "Solved" not in child.before + rest
    assert child.exitstatus == 0


def test_play_session_last_answer_4_is_4_0(monkeypatch: pytest.MonkeyPatch) -> None:
    from mmnotation import Game
    from mmnotation.application.play import Breaker
    from mmnotation.cli.play_sessions import BreakerSession

    def session(out, err):  # type: ignore[no-untyped-def]
        return BreakerSession(Breaker(Game(4, tuple("123456"))), out=out, err=err)

    status, out, _ = drive(monkeypatch, session, "0 1", "0 2", "3 0", "4 0")
    assert status == 0 and "Solved" not in out
    assert "Your answers contradict each other: no code fits them all." in out
    sheet = parse_sheet(out.split("Your game as a clue sheet:\n")[1])
    assert count([(c.guess.symbols, c.feedback) for c in sheet.clues], "123456") == 0
    # Knuth's game against 3632, the last answer typed as a lone '4'
    status, out, _ = drive(monkeypatch, session, "1 0", "0 1", "1 2", "1 1", "4")
    assert "Solved in 5 turns: the code is 3632." in out
    assert out.rstrip().endswith("3632 4 0")


def test_play_maker_defects(tmp_path: Path) -> None:
    child = spawn(tmp_path, "play", "--maker", "--seed", "5", "--colors", "RGBYOP")
    child.expect("guess> ")
    child.sendline("help")
    child.expect(r"Type a guess \(e\.g\. 'RGBY'\)")
    child.expect("guess> ")
    child.sendline("RGBY 2 0")
    child.expect(r"error: 'RGBY 2 0' has feedback after the guess; give only the guess, such as 'RGBY'")
    child.expect("guess> ")
    child.sendline("undo")
    child.expect("nothing to undo")
    child.expect("guess> ")
    child.sendline("sheet")
    child.expect("No guesses yet.")
    child.expect("guess> ")
    child.sendline("RRGG")
    child.expect(r"1\. RRGG  (\d) (\d)")
    child.expect("guess> ")
    child.sendline("RRGG")
    child.expect(r"you already tried RRGG at turn 1")
    child.expect("guess> ")
    child.sendline("sheet")
    child.expect("RRGG")
    child.expect("guess> ")
    child.sendline("hint")
    child.expect(r"minimax would guess ([A-Z]{4}) next")
    child.expect("guess> ")
    child.sendline("give up")
    child.expect(r"The secret was ([A-Z]{4})\.")
    child.expect(r"Replay: your guesses and minimax's")
    child.expect(r"1\. you RRGG")
    assert finish(child) == 0


def test_maker_session_coach(monkeypatch: pytest.MonkeyPatch) -> None:
    from mmnotation import Code, Game
    from mmnotation.application.play import Maker
    from mmnotation.cli.play_sessions import MakerSession

    game = Game(4, tuple("123456"))

    def session(out, err):  # type: ignore[no-untyped-def]
        return MakerSession(Maker(game, secret=Code("2345")), out=out, err=err, strategy="minimax")

    status, out, err = drive(monkeypatch, session, "1122", "3456", "hint", "try 1111", "1122", "2345")
    assert status == 0
    could = score("1122", "3456") == score("1122", "2345")  # 3456 fitted turn 1's answer
    assert ("your last guess 3456 fitted every answer before it" in out) is could
    assert ("could not have been the code" in out) is not could
    assert "could have been the code" not in out  # not of a guess its own answer ruled out
    assert "it cannot be the code: turn 1 rules it out" in out  # the maker mode's clues are turns
    assert "you already tried 1122 at turn 1" in err
    assert "Right!  You found it in 3 turns." in out
    replay = out.split("Replay:")[1].splitlines()
    assert replay[1].split()[:3] == ["1.", "you", "1122"] and "minimax 1122" in replay[1]


def test_deduce_session_fix_drop_list_and_notices(monkeypatch: pytest.MonkeyPatch) -> None:
    from mmnotation.cli.deduce_session import DeduceSession

    def session(out, err):  # type: ignore[no-untyped-def]
        return DeduceSession(out=out, err=err)

    status, out, err = drive(
        monkeypatch, session,
        "pegs: 4", "strategy",
        "RRGG 2 0\nRBYY 2 0\nOBRP 1 x\nOBRP 1 2",  # a pasted block with a bad line
        "RRGG 2 0",  # the same clue again
        "fix 3 1 0", "fix 9 1 1", "list 1", "list all", "drop 2", "drop 9", "undo", "undo",
    )  # fmt: skip
    assert status == 0
    assert "noted: pegs: 4" in out and "Strategy: minimax" in out
    assert "Of the 4 lines pasted, 1 was left out (see the error above): 'OBRP 1 x'" in err
    assert "notice: line 2 already says RRGG 2 0; not added again" in err
    # line 1 is the directive; the clues are lines 2, 3 and 4
    fixed = [("RRGG", Feedback(2, 0)), ("RBYY", Feedback(1, 0)), ("OBRP", Feedback(1, 2))]
    assert "line 3 is now RBYY 1 0" in out
    assert f"{count(fixed):,} codes fit" in out
    assert "say which clue line and its feedback" in err
    assert "   3  RBYY 1 0" in out  # list shows the lines
    assert "dropped line 2: RRGG 2 0" in out and "there is no line 9" in err
    dropped = [fixed[1], fixed[2]]
    assert f"{count(dropped):,} codes fit" in out
    assert "undone: drop 2 (line 2 is back: RRGG 2 0)" in out  # undo takes back the last action
    assert "undone: fix 3 (line 3 is RBYY 2 0 again)" in out  # and then the one before
    # 'list 1' stops after one code; 'list all' shows every code that fits (brute force)
    assert "('list all' shows them all)" in out
    every = brute_consistent(Sheet(Game(4, tuple(LETTERS)), tuple(Clue(Code(g), fb) for g, fb in fixed)))
    assert len(every) > 1
    listing = out.split("   4  OBRP 1 2\n")[2]  # the second listing of the lines is 'list all'
    assert all(code in listing for code in every)


def test_each_mode_keeps_its_own_history(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from mmnotation.cli.session import history_path

    monkeypatch.delenv("MMDEDUCE_HISTORY", raising=False)
    monkeypatch.setenv("HOME", str(tmp_path))
    paths = {history_path(mode) for mode in ("deduce", "play", "maker")}
    assert len(paths) == 3 and str(tmp_path / ".mmdeduce_history") in paths
    child = spawn(tmp_path, "play", "--maker", "--seed", "1")
    child.expect("guess> ")
    child.sendline("1122")
    child.expect("guess> ")
    child.sendline("give up")
    assert finish(child) == 0
    maker = (tmp_path / ".mmdeduce_history.maker").read_text()
    assert "1122" in maker and not (tmp_path / ".mmdeduce_history").exists()


def test_deduce_session_tells_notices(monkeypatch: pytest.MonkeyPatch) -> None:
    from mmnotation.cli.deduce_session import DeduceSession

    def session(out, err):  # type: ignore[no-untyped-def]
        return DeduceSession(out=out, err=err)

    status, _out, err = drive(monkeypatch, session, "RGBY 1 2", "RRGG 2 0", "RBYQ 1 1", "R-G-B-Y 0 2", "quit")
    assert status == 0
    assert "input:3:4: notice: 'Q' is not one of the default colours RGBYOP; it takes the place of 'P'" in err
    assert err.count("takes the place of 'P'") == 1  # told once, not again with each later line
    assert "dashes in 'R-G-B-Y' are read as separators" in err


def test_deduce_session_guess_then_feedback_and_notices(monkeypatch: pytest.MonkeyPatch) -> None:
    from mmnotation.cli.deduce_session import DeduceSession

    def session(out, err):  # type: ignore[no-untyped-def]
        return DeduceSession(out=out, err=err)

    status, out, err = drive(
        monkeypatch, session,
        "RGBY", "1 3",  # a guess alone waits for its feedback on the next line
        "Red Red Green Green 2 0",  # the same name twice is one colour
        "🔴🔴🟡🟡 ⚫⚪",  # emoji pegs, with their notice
    )  # fmt: skip
    assert status == 0
    assert "RGBY: now its feedback (such as 2 1)" in out
    clues = [("RGBY", Feedback(1, 3)), ("RRGG", Feedback(2, 0)), ("RRYY", Feedback(1, 1))]
    fits = brute_consistent(Sheet(Game(4, tuple(LETTERS)), tuple(Clue(Code(g), fb) for g, fb in clues)))
    assert f"{len(fits):,} codes fit" in out if len(fits) > 1 else f"the code is {fits[0]}" in out
    assert "emoji pegs read as letters: 🔴 R, 🟡 Y, ⚫ K, ⚪ W" in err


@pytest.mark.slow
def test_deduce_session_notices_on_a_terminal(tmp_path: Path) -> None:
    child = spawn(tmp_path)
    child.expect("clue> ")
    child.sendline("🔴🟢🔵🟡 ⚫⚪")
    child.expect("notice: emoji pegs read as letters")
    child.expect("clue> ")
    child.sendline("RRGG")
    child.expect("now its feedback")
    child.sendline("1 black")
    clues = [("RGBY", Feedback(1, 1)), ("RRGG", Feedback(1, 0))]
    child.expect(f"{count(clues):,} codes fit")
    child.expect("clue> ")
    child.sendeof()
    assert finish(child) == 0


def test_a_command_with_wrong_arguments_gets_its_usage_not_a_colour_error(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from mmnotation.cli.deduce_session import USAGE, DeduceSession

    def session(out, err):  # type: ignore[no-untyped-def]
        return DeduceSession(colors="RGBYOP", out=out, err=err)

    status, _, err = drive(monkeypatch, session, "undo 2", "drop", "top x", "try", "help me")
    assert status == 0
    for command in ("undo", "drop", "top", "help"):
        assert f"usage: {USAGE[command]}" in err
    assert "palette" not in err and "colour" not in err

    def spelled(out, err):  # type: ignore[no-untyped-def]
        return DeduceSession(colors="DROPYG", out=out, err=err)

    status, out, err = drive(monkeypatch, spelled, "drop 1 0")  # a guess that spells a command
    assert "usage" not in err and "1 clue" not in err
    assert "DROP" in out


def test_strategies_answer_to_their_authors_names() -> None:
    from mmnotation.strategies.recommendation import ALIASES, Strategy

    for alias, name in ALIASES.items():
        assert Strategy.of(alias) is Strategy(name) and Strategy.of(alias.upper()) is Strategy(name)
    with pytest.raises(GameError, match="knuth \\(minimax\\)"):
        Strategy.of("nope")


def test_undo_takes_back_the_last_action(monkeypatch: pytest.MonkeyPatch) -> None:
    from mmnotation.cli.deduce_session import DeduceSession

    sessions: list[DeduceSession] = []

    def session(out, err):  # type: ignore[no-untyped-def]
        sessions.append(DeduceSession(colors="RGBYOP", out=out, err=err))
        return sessions[-1]

    status, out, err = drive(
        monkeypatch, session,
        "RRGG 2 0", "RBYY 2 0", "OBRP 1 2",
        "drop 1", "undo",  # line 1 comes back, in its place
        "fix 2 1 1", "undo",
        "edit 3 RBGO 4 0", "undo",
        "reset", "undo",
        "undo",  # and then the last line added
    )  # fmt: skip
    assert status == 0, err
    assert "undone: drop 1 (line 1 is back: RRGG 2 0)" in out
    assert "undone: fix 2 (line 2 is RBYY 2 0 again)" in out
    assert "line 3 is now RBGO 4 0" in out and "undone: edit 3 (line 3 is OBRP 1 2 again)" in out
    assert "undone: reset" in out and "undone: OBRP 1 2" in out
    assert sessions[0].lines == ["RRGG 2 0", "RBYY 2 0"]


def test_each_line_left_out_of_a_paste_is_placed_where_it_was_typed(monkeypatch: pytest.MonkeyPatch) -> None:
    from mmnotation.cli.deduce_session import DeduceSession

    def session(out, err):  # type: ignore[no-untyped-def]
        return DeduceSession(colors="RGBYOP", out=out, err=err)

    _, _, err = drive(monkeypatch, session, "RRGG 2 0\nRBYQ 1 x\nOBRP 9 2\nRGBY 1 z", "RGBY 1 q")
    assert "input:2:8: error: unexpected 'x'" in err
    assert "input:3:6: error: 9 black for 4 placed pegs" in err
    assert "input:4:8: error: unexpected 'z'" in err
    assert "input:2:8: error: unexpected 'q'" in err  # the next line typed: line 2 of the sheet again


def test_the_guesses_as_good_as_the_recommendation_follow_it_in_a_line(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The session names the guesses that tie with its pick, as 'top' ranks them (the ranking
    itself is checked against the brute-force scorer in tests/test_judge.py)."""
    from mmnotation.cli.deduce_session import TIES_SHOWN, DeduceSession
    from mmnotation.strategies.judge import best_guesses

    def session(out, err):  # type: ignore[no-untyped-def]
        return DeduceSession(colors="RGBYOP", out=out, err=err)

    status, out, _ = drive(monkeypatch, session, "RRGG 2 0", "RBYY 2 0\nOBRP 1 2", "quit")
    assert status == 0
    for clues in (["RRGG 2 0"], ["RRGG 2 0", "RBYY 2 0", "OBRP 1 2"]):
        sheet = parse_sheet("\n".join(["colors: RGBYOP", *clues]))
        best, ties = best_guesses(sheet, TIES_SHOWN + 1)
        named = "  ".join(str(r.guess) for r in best[1 : TIES_SHOWN + 1])
        more = ties - min(ties, TIES_SHOWN)
        line = f"  as good: {named}" + (
            f" and {more:,} more ('top {ties + 1}' lists them all)" if more else ""
        )
        assert line + "\n" in out
    # 3 codes fit: RBGO, RBOG and RBPG each split them into classes of one, and 377 others too
    assert "  as good: RBOG  RBPG  RRRO and 376 more ('top 380' lists them all)\n" in out


@pytest.mark.slow
def test_the_sessions_error_paths_on_a_real_terminal(tmp_path: Path) -> None:
    """On a pseudo-terminal, as a player meets them: a command with wrong arguments gets its usage,
    each line left out of a paste is placed where it was typed, undo brings a dropped line back,
    edit replaces a line whole, help lists every strategy with the authors' names, and a strategy
    answers to its author's name."""
    from mmnotation.cli.deduce_session import USAGE

    child = spawn(tmp_path, "--colors", "RGBYOP")
    child.expect("clue> ")
    for command in ("undo 2", "drop", "fix"):
        child.sendline(command)
        child.expect_exact(f"usage: {USAGE[command.split()[0]]}")
        child.expect("clue> ")
    child.sendline("fix 1")
    child.expect_exact("error: say which clue line and its feedback, e.g. 'fix 2 1 1'")
    child.expect("clue> ")
    child.send("RRGG 2 0\nRBYQ 1 x\nOBRP 9 2\nRBYY 2 0\n")
    child.expect_exact("input:2:8: error: unexpected 'x'")
    child.expect_exact("input:3:6: error: 9 black for 4 placed pegs")
    child.expect("clue> ")
    child.sendline("drop 1")
    child.expect("clue> ")
    child.sendline("undo")
    child.expect_exact("undone: drop 1 (line 1 is back: RRGG 2 0)")
    child.expect("clue> ")
    child.sendline("edit 2 OBRP 1 2")
    child.expect_exact("line 2 is now OBRP 1 2")
    child.expect("clue> ")
    child.sendline("help")
    child.expect("knuth")
    child.expect("optimal")
    child.expect("clue> ")
    child.sendline("strategy knuth")
    child.expect_exact("Strategy: minimax")
    child.expect("clue> ")
    child.sendeof()
    assert finish(child) == 0


@pytest.mark.slow
def test_play_refuses_an_answer_with_an_unknown_count_on_a_real_terminal(tmp_path: Path) -> None:
    child = spawn(tmp_path, "play")
    child.expect(r"Turn 1: 1122")
    for answer in ("?", "- 2", "1 ?"):
        child.expect("feedback> ")
        child.sendline(answer)
        child.expect("you know your code")
    child.expect("feedback> ")
    child.sendline("1 0")
    child.expect("256 codes left")
    child.expect("feedback> ")
    child.sendeof()
    assert finish(child) == 0


def test_deduce_session_says_when_more_colours_would_fit() -> None:
    child = spawn("/nonexistent/home")
    child.expect("clue> ")
    child.send("RRGG 0 0\nBBYY 0 0\nOOPP 0 0\n")  # 4 pegs (5 of letters are 8 colours already)
    child.expect("No code fits these clues.")
    child.expect(r"With 8 colours \(RGBYOPWK\) 16 codes would fit")
    child.expect("clue> ")
    child.sendline("quit")
    assert finish(child) == 0


def test_a_mistyped_or_bare_command_after_a_clue_is_no_text(monkeypatch: pytest.MonkeyPatch) -> None:
    from mmnotation.cli.deduce_session import USAGE, DeduceSession

    def session(out, err):  # type: ignore[no-untyped-def]
        return DeduceSession(out=out, err=err)

    lines = ("RGBY 2 0", "lsit", "strat parts", "drop", "fix", "hello there", "RGB", "RGBYO", "chat again")
    status, out, err = drive(monkeypatch, session, *lines)
    assert status == 0
    assert "did you mean 'list'?" in err and "did you mean 'strategy'?" in err
    assert f"usage: {USAGE['drop']}" in err and f"usage: {USAGE['fix']}" in err
    assert "did you mean 'help'" not in err  # chat is not a command mistyped
    assert "this guess has 3 pegs, but the game has 4" in err and "this guess has 5 pegs" in err
    for word in ("lsit", "strat", "drop", "RGB"):
        assert f"noted: {word}" not in out
    # a line of text gets a notice of its own, with its caret: not the sheet's growing list
    assert err.count("holds no guess for the game") == 2
    assert "hello there\n^" in err and "chat again\n^" in err and "lines 2, 3" not in err


def test_the_banner_shows_the_palettes_the_clues_may_use(monkeypatch: pytest.MonkeyPatch) -> None:
    from mmnotation.cli.deduce_session import DeduceSession

    def session(out, err):  # type: ignore[no-untyped-def]
        return DeduceSession(out=out, err=err)

    _, out, _ = drive(monkeypatch, session, "RGBY 2 0")
    first = out.splitlines()[0]
    assert "123456 or RGBYOP" in first
    assert (
        DeduceSession(pegs=5, out=io.StringIO(), err=io.StringIO())
        .banner_game()
        .endswith("123456 or 8 colours RGBYOPWK, as your clues write them")
    )
    assert DeduceSession(colors="RGBYOPWK", out=io.StringIO(), err=io.StringIO()).banner_game() == (
        "4 pegs, 8 colours RGBYOPWK"
    )
