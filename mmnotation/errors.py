"""The package's own errors: every problem in a sheet carries its place and a caret."""

from __future__ import annotations

import unicodedata

_WIDTH = 120  # columns of source shown under an error

_UNSAFE = frozenset(("Cc", "Cf", "Cs", "Co", "Cn", "Zl", "Zp"))


def _escape(ch: str) -> str:
    if ch == "\t" or unicodedata.category(ch) not in _UNSAFE:
        return ch
    n = ord(ch)
    return f"\\x{n:02x}" if n < 0x100 else f"\\u{n:04x}" if n < 0x10000 else f"\\U{n:08x}"


def printable(text: str) -> str:
    """``text`` with control and format characters from input shown escaped, as ``\\x1b``.

    Everything the tool echoes from its input (file names, sheet lines, comments,
    typed lines, error messages) goes through this, so that an escape sequence in a
    sheet cannot clear the screen or change the terminal's title (docs/guarantees.md).
    Tabs are kept; line breaks, ESC, DEL, C1 controls, bidirectional overrides and
    U+2028 become escapes.

    >>> printable("RGBY 2 0 # \x1b]0;owned\x07")
    'RGBY 2 0 # \\\\x1b]0;owned\\\\x07'
    """
    if text.isascii() and text.isprintable():
        return text
    return "".join(_escape(ch) for ch in text)


class MastermindError(ValueError):
    """Base class of every error raised by mmnotation."""


class NotationError(MastermindError):
    """A problem at a place in a clue sheet.

    ``line`` and ``column`` are 1-based (0 when the place is unknown); ``source``
    is the text of the offending line and ``caret`` the line with a caret under
    the column.  When a sheet has several problems, ``errors`` lists them all, in
    line order, the first being this exception itself.
    """

    kind = "error"

    def __init__(
        self,
        message: str,
        *,
        line: int = 0,
        column: int = 0,
        source: str = "",
        path: str = "<string>",
    ) -> None:
        super().__init__(message)
        self.message = message
        self.line = line
        self.column = column
        self.source = source
        self.path = path
        self.errors: tuple[NotationError, ...] = (self,)
        # readings taken on the way (a skipped line, a colour's place) that may explain the errors
        self.notices: tuple[NotationError, ...] = ()

    @property
    def caret(self) -> str:
        """The source line, then a caret under the column."""
        if not self.line:
            return ""
        text, column = self.source, max(self.column - 1, 0)
        if len(text) > _WIDTH:  # show a window of a very long line around the column
            start = max(0, min(column - _WIDTH // 2, len(text) - _WIDTH))
            text, column = text[start : start + _WIDTH], column - start
        # control characters are shown escaped; the caret moves with them
        pad = "".join("\t" if ch == "\t" else " " * len(_escape(ch)) for ch in text[:column])
        return f"{printable(text)}\n{pad}^"

    def located(self) -> str:
        """``FILE:LINE:COL: error: message`` followed by the caret text."""
        path, message = printable(self.path), printable(self.message)
        if not self.line:
            return f"{path}: {self.kind}: {message}"
        return f"{path}:{self.line}:{self.column}: {self.kind}: {message}\n{self.caret}"

    def __str__(self) -> str:
        return "\n".join(err.located() for err in self.errors)

    def __reduce__(self) -> tuple[object, ...]:  # keep pickling simple for multiprocessing
        return (_rebuild, (type(self), self.message, self.line, self.column, self.source, self.path))


def _rebuild(
    cls: type[NotationError], message: str, line: int, column: int, source: str, path: str
) -> NotationError:
    return cls(message, line=line, column=column, source=source, path=path)


class NotationSyntaxError(NotationError):
    """Text that cannot be read as clue-sheet notation."""

    unreadable = False  # True where the grammar matched nothing (the line may be text around clues)


class NotationMeaningError(NotationError):
    """Notation that reads well but cannot be true (wrong length, impossible counts...)."""


class NotationNotice(NotationError):
    """A reading the writer may not have meant (``RBYQ``: Q takes P's place).

    Not raised: a Sheet lists its notices, and ``strict`` parsing turns each into an error.
    """

    kind = "notice"


class GameError(MastermindError):
    """A game or a request that the engine cannot serve (too large, bad option...)."""
