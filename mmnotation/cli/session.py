"""What the terminal sessions share: line editing with a history, pasted lines, and the loop.

Built on ``input()``; the standard library's readline, when present, gives line editing and a
history kept in ``~/.mmdeduce_history``.  Every session returns the exit status; Ctrl-D or
``quit`` leaves, Ctrl-C abandons the current line or computation and the session goes on.
"""

from __future__ import annotations

import atexit
import contextlib
import os
import sys
from collections.abc import Iterator
from enum import Enum
from typing import IO, TYPE_CHECKING

from mmnotation.cli.render import judgement_text, top_text
from mmnotation.cli.terminal import ProgressBar, use_color
from mmnotation.errors import MastermindError, NotationError, printable
from mmnotation.model import Sheet
from mmnotation.notation.sheet import parse_code
from mmnotation.strategies.judge import best_guesses, judge

if TYPE_CHECKING:
    pass


HISTORY = ".mmdeduce_history"


class Outcome(Enum):
    """What a line typed did, for a session's loop."""

    NOTHING = "nothing more to show"
    CHANGED = "the deduction is shown again"
    LEFT_OUT = "a line that could not be read"
    WON = "the code is found"
    QUIT = "the session ends"


PASTE_WAIT = 0.05
"""Seconds to wait for the rest of a pasted block before reporting."""


def history_path(mode: str = "deduce") -> str:
    """The history file of a mode: deduce, play or maker each keep their own.

    ``~/.mmdeduce_history`` for deduce, ``~/.mmdeduce_history.play`` and
    ``~/.mmdeduce_history.maker`` for the games; ``$MMDEDUCE_HISTORY`` moves them all.
    """
    base = os.environ.get("MMDEDUCE_HISTORY") or os.path.join(os.path.expanduser("~"), HISTORY)
    return base if mode == "deduce" else f"{base}.{mode}"


def history_problem(path: str) -> str | None:
    """None when ``path`` is a regular file or nothing yet; else why it is no history file.

    A FIFO would hang start-up and a symbolic link would have its target written and
    trimmed, so only a regular file, never followed through a link, is used.
    """
    import stat

    try:
        mode = os.lstat(path).st_mode
    except FileNotFoundError:
        return None
    except OSError as exc:
        return f"cannot be read ({exc.strerror or exc})"
    if stat.S_ISLNK(mode):
        return "is a symbolic link"
    if not stat.S_ISREG(mode):
        return "is not a regular file"
    return None


def setup_line_editing(mode: str = "deduce") -> None:
    """Turn on readline line editing and the mode's history, when readline exists and stdin is a terminal."""
    if not sys.stdin.isatty():
        return
    try:
        import readline
    except ImportError:  # e.g. Windows without pyreadline: plain input() still works
        return
    path = history_path(mode)
    problem = history_problem(path)
    if problem is not None:
        print(f"mmdeduce: warning: no history: {printable(path)} {problem}", file=sys.stderr)
        return
    with contextlib.suppress(OSError):
        readline.read_history_file(path)
    readline.set_history_length(1000)

    def save() -> None:
        if history_problem(path) is not None:  # replaced meanwhile: write nothing through it
            return
        with contextlib.suppress(OSError):  # an unwritable HOME must not spoil the exit
            readline.write_history_file(path)

    atexit.register(save)


def pending_input(wait: float = PASTE_WAIT) -> bool:
    """True when more typed or pasted input is already waiting on stdin."""
    try:
        import select

        ready, _, _ = select.select([sys.stdin], [], [], wait)
    except (OSError, ValueError, TypeError):
        return False
    return bool(ready)


def error_text(exc: Exception) -> str:
    """An error as the sessions show it: notation errors with their caret."""
    if isinstance(exc, NotationError):
        return str(exc)
    return f"error: {exc}"


def whole(text: str) -> bool:
    """True for a non-negative whole number in ASCII digits ('2' yes, '\u00b2' or '\u0664' no).

    ``str.isdigit`` alone accepts superscripts and other scripts' digits, which int() refuses.
    """
    return text.isascii() and text.isdigit()


class Session:
    """Shared plumbing: reading lines, printing, colours."""

    prompt = "> "

    def __init__(self, out: IO[str] | None = None, err: IO[str] | None = None) -> None:
        self.out = out if out is not None else sys.stdout
        self.err = err if err is not None else sys.stderr
        self.color = use_color(self.out)

    def say(self, text: str = "") -> None:
        print(text, file=self.out, flush=True)

    def warn(self, text: str) -> None:
        """Print ``text`` on stderr, control characters from input escaped (docs/guarantees.md)."""
        print("\n".join(printable(line) for line in text.split("\n")), file=self.err, flush=True)

    @contextlib.contextmanager
    def guarded(self) -> Iterator[None]:
        """Work a command does: Ctrl-C or the package's error ends it, not the session."""
        try:
            yield
        except KeyboardInterrupt:
            self.say("\ninterrupted")
        except MastermindError as exc:
            self.warn(f"error: {exc.message}" if isinstance(exc, NotationError) else error_text(exc))

    def judge_guess(self, sheet: Sheet, text: str, strategy: str, unit: str = "line") -> None:
        """'try GUESS': how good the guess is after the sheet's clues (as ``--try``); ``unit``:
        what a clue's number counts (the maker mode's clues are turns)."""
        with self.guarded():
            code = parse_code(text, sheet.game)
            with ProgressBar("judging", self.err):
                judged = judge(sheet, code, strategy)
            self.say(judgement_text(judged, sheet.game, self.color, unit).rstrip("\n"))

    def show_best(self, sheet: Sheet, k: int, strategy: str) -> None:
        """'top [K]': the K best guesses after the sheet's clues (as ``--top``)."""
        with self.guarded():
            with ProgressBar("ranking", self.err):
                best, ties = best_guesses(sheet, k, strategy)
            self.say(top_text(best, ties, sheet.game, self.color).rstrip("\n"))

    def read(self, prompt: str | None = None) -> list[str] | None:
        """The next line(s) typed or pasted; None at end of input (Ctrl-D)."""
        while True:
            try:
                text = input(self.prompt if prompt is None else prompt)
            except EOFError:
                self.say()
                return None
            except KeyboardInterrupt:  # like a shell: drop the line, ask again
                self.say()
                continue
            # a bracketed paste can hand over several lines at once
            return text.replace("\r\n", "\n").replace("\r", "\n").split("\n")
