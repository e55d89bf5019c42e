"""A sheet written line by line, as the interactive session (docs/cli.md) writes it: lines added,
fixed, edited, dropped, undone, reset; the game and the strategy set.  Each command returns a
typed outcome or raises ``Refused`` with the reason; nothing here prints.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Literal

from mmnotation.errors import (
    GameError,
    MastermindError,
    NotationError,
    NotationMeaningError,
    NotationNotice,
    printable,
)
from mmnotation.model import Clue, Sheet
from mmnotation.notation.grammar import DIRECTIVE, parse
from mmnotation.notation.reader import LineTransformer
from mmnotation.notation.reading_state import ColorsOption
from mmnotation.notation.sheet import parse_sheet
from mmnotation.strategies.recommendation import Strategy

SOURCE = "input"
"""The file name errors and notices give: the lines typed."""
SKIPPED = ("skipped ", "read as pasted text")  # the sheet's notice of its lines of text
SKIPPED_ONE = "this line holds no guess for the game: kept as text, not a clue ('help' lists the commands)"
YES = ("yes", "true", "y")
NO = ("no", "false", "n")


class Refused(Exception):
    """A command not carried out, and why: ``error`` (with its line and caret) or ``message``;
    ``then`` says what stays as it was."""

    def __init__(
        self, message: str = "", *, error: MastermindError | None = None, then: str | None = None
    ) -> None:
        super().__init__(message or str(error))
        self.message = message
        self.error = error
        self.then = then


@dataclass(frozen=True)
class Added:
    """A line added: ``clue`` (a clue more), ``comment``, ``noted`` (a directive or a text line),
    ``repeated`` (the clue of line ``same_line`` again: not added) or ``waiting`` (a guess alone,
    waiting for its feedback on the next line)."""

    kind: Literal["clue", "comment", "noted", "repeated", "waiting"]
    text: str
    changed: bool
    """Whether the deduction is to be shown again."""
    notices: tuple[NotationNotice, ...] = ()
    """Notices the line brought (a reading the player may not have meant)."""
    same_line: int | None = None


@dataclass(frozen=True)
class Changed:
    """A command carried out: what it did, in words, and whether the deduction is to be shown again."""

    message: str
    changed: bool


class SheetEditor:
    """The lines typed so far, the sheet they read as, the game's options and the strategy."""

    def __init__(
        self,
        *,
        pegs: int | None = None,
        colors: ColorsOption = None,
        repeats: bool | None = None,
        strategy: str = "minimax",
    ) -> None:
        self.options: dict[str, Any] = {"pegs": pegs, "colors": colors, "repeats": repeats}
        self.strategy = strategy
        self.lines: list[str] = []
        self.sheet = self.parse(self.lines, self.options)
        self.pending: str | None = None  # a guess typed alone, waiting for its feedback
        self.actions: list[tuple[list[str], str]] = []  # (the lines before, what changed them): undo

    @staticmethod
    def parse(lines: list[str], options: dict[str, Any]) -> Sheet:
        """The sheet of ``lines``; the sheet parser settles the game.  Raises MastermindError."""
        return parse_sheet("\n".join(lines), path=SOURCE, **options)

    def reads_as_a_line(self, text: str) -> bool:
        """Whether ``text`` reads as a line of the sheet that says something: a clue (whose guess
        may spell a command), a directive or a comment; not text the sheet skips ('drop', 'lsit')."""
        try:
            sheet = self.parse([*self.lines, text], self.options)
        except MastermindError:
            return False
        stripped = text.strip()
        return (
            len(sheet.clues) > len(self.sheet.clues)
            or stripped.startswith("#")
            or DIRECTIVE.match(stripped) is not None
        )

    def add(self, text: str, left_out: int = 0) -> Added:
        """Add a clue, directive or comment line; a clue already on the sheet is not added twice.

        A guess typed alone waits for its feedback on the next line (``RGBY`` then ``2 1``).
        ``left_out``: lines of the same paste refused before this one (an error's line counts
        them).  Raises Refused for a line that cannot be read."""
        pending, self.pending = self.pending, None
        if pending is not None:
            try:
                self.parse([*self.lines, f"{pending} {text.strip()}"], self.options)
            except MastermindError:
                pass  # not its feedback: the line is read by itself
            else:
                text = f"{pending} {text.strip()}"
        try:
            sheet = self.parse([*self.lines, text], self.options)
        except MastermindError as exc:
            if guess_alone(text):
                self.pending = text.strip()
                return Added("waiting", self.pending, changed=False)
            raise Refused(error=self._where_typed(text, exc, left_out)) from None
        if len(sheet.clues) == len(self.sheet.clues) and guess_pegs(text) == sheet.game.pegs:
            # a guess of the game alone, which a sheet read whole would keep as text: its feedback next
            self.pending = text.strip()
            return Added("waiting", self.pending, changed=False)
        short = self._wrong_length(text, sheet)
        if short is not None:
            raise Refused(error=short)
        if len(sheet.clues) > len(self.sheet.clues):
            new = sheet.clues[-1]
            same = next((c for c in self.sheet.clues if c == new), None)
            if same is not None:
                return Added("repeated", str(new), changed=False, same_line=same.line)
        self.actions.append((list(self.lines), text.strip()))
        self.lines.append(text)
        before, self.sheet = self.sheet, sheet
        notices = tuple(self._new_notices(before, sheet, text))
        if len(sheet.clues) > len(before.clues):
            return Added("clue", text.strip(), changed=True, notices=notices)
        if text.strip().startswith("#"):
            return Added("comment", text.strip(), changed=True, notices=notices)
        changed = bool(sheet.clues) or sheet.game != before.game
        return Added("noted", text.strip(), changed=changed, notices=notices)

    def _new_notices(self, before: Sheet, sheet: Sheet, text: str) -> list[NotationNotice]:
        """The notices ``sheet`` has that ``before`` had not; the sheet's list of its text lines
        becomes one notice about this line, when it is text."""
        told = {(n.line, n.message) for n in before.notices}
        out = []
        for notice in sheet.notices:
            if (notice.line, notice.message) in told:
                continue
            if notice.message.startswith(SKIPPED):
                if len(sheet.clues) == len(before.clues):
                    line = len(self.lines)
                    out.append(NotationNotice(SKIPPED_ONE, line=line, column=1, source=text, path=SOURCE))
                continue
            out.append(notice)
        return out

    def _wrong_length(self, text: str, sheet: Sheet) -> NotationMeaningError | None:
        """The error of a guess of the wrong length typed alone ('RGB' in a game of 4 pegs), which
        the sheet would keep as text: every symbol of the game's palette, no clue added."""
        word = text.strip().upper().replace(" ", "")
        game = sheet.game
        if (
            len(sheet.clues) > len(self.sheet.clues)
            or not word
            or len(word) == game.pegs
            or not self.sheet.clues
        ):
            return None
        if not all(ch in game.colors for ch in word):
            return None
        return NotationMeaningError(
            f"this guess has {len(word)} peg{'s' if len(word) != 1 else ''}, but the game has {game.pegs}",
            line=len(self.lines) + 1,
            column=1,
            source=text,
            path=SOURCE,
        )

    def _where_typed(self, text: str, exc: MastermindError, left_out: int) -> MastermindError:
        """The error of a line left out, at the place it was typed: after the lines of the same
        paste left out before it (which the sheet does not count)."""
        if not left_out or not isinstance(exc, NotationError):
            return exc
        try:
            self.parse([*self.lines, *[""] * left_out, text], self.options)
        except MastermindError as placed:
            return placed
        return exc  # pragma: no cover - a line that fails alone fails after blank lines too

    def clue_at(self, number: int) -> Clue | None:
        return next((c for c in self.sheet.clues if c.line == number), None)

    def _replace(self, lines: list[str], what: str, *, then: str | None = None) -> Sheet:
        """The sheet of ``lines``, made the current one (undone by 'undo', which says ``what``);
        Refused, with ``then``, when they cannot be read."""
        try:
            sheet = self.parse(lines, self.options)
        except MastermindError as exc:
            raise Refused(error=exc, then=then) from None
        self.actions.append((self.lines, what))
        self.lines, self.sheet = lines, sheet
        return sheet

    def undo(self) -> Changed:
        """Take back the last action: a line added, fixed, edited or dropped, or a reset."""
        if not self.actions:
            raise Refused("nothing to undo")
        lines, what = self.actions.pop()
        self.lines, self.sheet = lines, self.parse(lines, self.options)
        return Changed(f"undone: {printable(what)}", changed=True)

    def reset(self) -> Changed:
        """Start again with no lines ('undo' brings them back)."""
        self._replace([], "reset")
        return Changed(f"Reset.  Game: {self.sheet.game}.  ('undo' brings the lines back)", changed=False)

    def _line_number(self, number: int) -> None:
        if not 1 <= number <= len(self.lines):
            raise Refused(f"error: there is no line {number}; 'list' shows the lines")

    def edit(self, number: int, line: str) -> Changed:
        """Replace line ``number`` whole: its guess and its feedback (``edit 2 RGBY 1 0``)."""
        self._line_number(number)
        lines = list(self.lines)
        lines[number - 1] = line
        was = self.lines[number - 1].strip()
        self._replace(lines, f"edit {number} (line {number} is {was} again)")
        return Changed(f"line {number} is now {printable(line)}", changed=True)

    def fix(self, number: int, feedback: str) -> Changed:
        """Give line ``number`` a new feedback, keeping its guess."""
        clue = self.clue_at(number)
        if clue is None or not feedback:
            known = ", ".join(str(c.line) for c in self.sheet.clues) or "none yet"
            raise Refused(
                f"error: say which clue line and its feedback, e.g. 'fix 2 1 1' (clue lines: {known})"
            )
        lines = list(self.lines)
        lines[number - 1] = f"{clue.guess} {feedback}"
        self._replace(lines, f"fix {number} (line {number} is {clue} again)")
        return Changed(f"line {number} is now {self.clue_at(number)}", changed=True)

    def drop(self, number: int) -> Changed:
        """Remove line ``number`` (a clue, a directive or a comment)."""
        self._line_number(number)
        gone = self.lines[number - 1].strip()
        lines = self.lines[: number - 1] + self.lines[number:]
        self._replace(lines, f"drop {number} (line {number} is back: {gone})", then=f"line {number} is kept")
        return Changed(
            f"dropped line {number}: {printable(gone)}  (the lines after it move up)", changed=True
        )

    def set_game(self, settings: str) -> Changed:
        """Show the game, or set it from ``pegs=N colors=N|ALPHABET repeats=yes|no`` ('auto': the
        lines decide)."""
        if not settings.strip():
            return Changed(f"Game: {self.sheet.game}", changed=False)
        options = dict(self.options)
        for item in settings.replace(",", " ").split():
            key, value = _setting(item)
            options[key] = value
        try:
            sheet = self.parse(self.lines, options)
        except MastermindError as exc:
            raise Refused(error=exc, then="the game is unchanged") from None
        self.options, self.sheet = options, sheet
        return Changed(f"Game: {sheet.game}", changed=bool(sheet.clues))

    def set_strategy(self, name: str) -> Changed:
        """Show the strategy, or set it (any name or alias of the list in docs/cli.md)."""
        if not name.strip():
            return Changed(f"Strategy: {self.strategy}", changed=False)
        try:
            self.strategy = Strategy.of(name).value
        except GameError as exc:
            raise Refused(f"error: {exc}") from None
        return Changed(f"Strategy: {self.strategy}", changed=bool(self.sheet.clues))


def _setting(item: str) -> tuple[str, Any]:
    """One ``key=value`` (or ``key:value``) of the game command: the option and its value."""
    key, sep, value = item.partition("=")
    if not sep:
        key, sep, value = item.partition(":")
    key, value = key.strip().lower(), value.strip()
    if not sep or not value:
        raise Refused(f"error: expected key=value, such as pegs=5, not {item!r}")
    auto = value.lower() == "auto"
    if key == "pegs":
        if not auto and not (value.isascii() and value.isdigit()):
            raise Refused(f"error: pegs is a number, not {value!r}")
        return "pegs", None if auto else int(value)
    if key in ("colors", "colours"):
        return "colors", None if auto else value
    if key == "repeats":
        if not auto and value.lower() not in YES + NO:
            raise Refused(f"error: repeats is yes or no, not {value!r}")
        return "repeats", None if auto else value.lower() in YES
    raise Refused(f"error: unknown game setting {key!r}; use pegs, colors or repeats")


def guess_alone(text: str) -> bool:
    """Whether ``text`` is a guess of two pegs or more and nothing else (``RGBY``, ``R G B Y``)."""
    return guess_pegs(text) >= 2


def guess_pegs(text: str) -> int:
    """How many pegs ``text`` has when it is a guess and nothing else; 0 when it is not."""
    try:
        guess = parse(text.strip(), "code", (), LineTransformer, 1, SOURCE)
    except NotationError:
        return 0
    return len(guess.words)
