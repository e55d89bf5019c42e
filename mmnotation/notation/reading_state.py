"""What the passes that resolve a sheet share: the default game, one reading of a clue line,
and what the passes found (errors and notices)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import NamedTuple

from mmnotation.errors import (
    NotationError,
    NotationMeaningError,
    NotationNotice,
)
from mmnotation.notation.reader import (
    Directive,
    ReadFeedback,
    Source,
)

LETTERS = "RGBYOPWK" + "ACDEFHIJLMNQSTUVXZ"


ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"


DIGITS = "1234567890"


DIGITS_FROM_ZERO = "0123456789"


DEFAULT_COLORS = 6


DEFAULT_PEGS = 4


MAX_PEGS = 32


MAX_COLORS = 36


LONGEST_FEEDBACK = 12  # characters at the end of a compact run that may be its feedback


ColorsOption = int | str | tuple[str, ...] | None
"""A count, an alphabet (a string of two digits or fewer is a count), or the palette itself."""


class Reading(NamedTuple):
    """One way to read a clue line: the guess symbols, their columns, and the feedback."""

    guess: str
    columns: tuple[int, ...]
    feedback: ReadFeedback
    written: str  # how this reading splits the line, for messages
    notice: str = ""  # what the writer may not have meant (a dashed guess)
    preferred: bool = False  # taken when no line settles the pegs (R-G-B-Y, **RGBY**, RGBY-2-1)


@dataclass(slots=True)
class Found:
    """What the passes found so far: errors and notices, in any order (sorted at the end)."""

    source: Source
    errors: list[NotationError] = field(default_factory=list)
    notices: list[NotationNotice] = field(default_factory=list)
    skipped: list[int] = field(default_factory=list)  # lines skipped as text around the clues

    def error(
        self, message: str, line: int, column: int, cls: type[NotationError] = NotationMeaningError
    ) -> None:
        self.errors.append(self.source.error(cls, message, line, column))

    def notice(self, message: str, line: int, column: int) -> None:
        note = self.source.error(NotationNotice, message, line, column)
        assert isinstance(note, NotationNotice)
        self.notices.append(note)


def mixed(guess: str) -> bool:
    return any(c.isalpha() for c in guess) and any(c.isdigit() for c in guess)


def as_written(item: Directive) -> str:
    """A directive's number as the sheet wrote it, shortened when it is very long."""
    text = item.written or str(item.value)
    return text if len(text) <= 20 else f"{text[:12]}... ({len(text)} digits)"
