"""The interactive sessions, driven on a real pseudo-terminal with pexpect.

Counts are checked against a brute-force filter written here; the timeouts are
generous because the machine is small and shared.
"""

from __future__ import annotations

import itertools
import os
import re
import sys
from pathlib import Path

import pexpect
import pytest

from mmnotation import Feedback, parse_sheet, score

TIMEOUT = 20
LETTERS = "RGBYOP"


def count(clues: list[tuple[str, Feedback]], colors: str = LETTERS) -> int:
    """How many 4-peg codes over ``colors`` give every clue (brute force)."""
    return sum(
        all(score(g, "".join(code)) == fb for g, fb in clues)
        for code in itertools.product(colors, repeat=4)
    )


def spawn(home: Path | str, *args: str) -> pexpect.spawn:
    env = dict(os.environ, HOME=str(home), NO_COLOR="1", TERM="xterm")
    env.pop("MMDEDUCE_HISTORY", None)
    return pexpect.spawn(
        sys.executable,
        ["-m", "mmnotation.cli", *args],
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
    child.expect("undo +take back the last line")
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
    child.expect("cannot all hold")
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
