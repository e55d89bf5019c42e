"""The one boundary with lark: load the grammar once, parse a line, translate errors."""

from __future__ import annotations

from functools import cache
from importlib import resources
from pathlib import Path
from typing import TYPE_CHECKING

from ._errors import NotationSyntaxError

if TYPE_CHECKING:
    from lark import Lark, Token, Tree

GRAMMAR_NAME = "clues.lark"

# What lark calls its terminals, in words a player understands.
_EXPECTED = {
    "SPACE": "a space",
    "COMMENT": "a comment",
    "WORD": "colour symbols or a count",
    "NUMBER": "a whole number",
    "SWITCH": "yes or no",
    "ARROW": "a separator (| : = -> =>)",
    "COMMA": "','",
    "SLASH": "'/'",
    "NAMED": "'='",
    "$END": "the end of the line",
    "PEGS_KEY": "a directive",
    "COLORS_KEY": "a directive",
    "REPEATS_KEY": "a directive",
}


def grammar_path() -> Path:
    """Where the grammar is: inside the installed package, else in the source tree.

    A wheel carries ``grammar/clues.lark`` inside the package; an editable
    install and a source checkout read the canonical copy at the top level.
    """
    packaged = resources.files("mmnotation") / "grammar" / GRAMMAR_NAME
    if packaged.is_file():
        return Path(str(packaged))
    return Path(__file__).resolve().parent.parent / "grammar" / GRAMMAR_NAME


@cache
def parser() -> Lark:
    """The LALR parser, built on first use and then reused."""
    from lark import Lark

    return Lark(
        grammar_path().read_text(encoding="utf-8"),
        parser="lalr",
        lexer="contextual",
        maybe_placeholders=True,
    )


def describe(expected: set[str] | frozenset[str]) -> str:
    """``expected`` terminal names as a sentence."""
    if "PEGS_KEY" in expected:  # the start of a line
        return "a clue (a guess and its feedback), a directive or a comment"
    words = sorted({_EXPECTED.get(name, name.lower()) for name in expected})
    if not words:
        return "nothing more"
    if len(words) == 1:
        return words[0]
    return ", ".join(words[:-1]) + " or " + words[-1]


def parse_line(text: str, line: int, path: str) -> Tree[Token]:
    """Parse one line of a sheet (without its line ending).

    Raises NotationSyntaxError with the line, column and what was expected there.
    """
    from lark.exceptions import UnexpectedCharacters, UnexpectedInput, UnexpectedToken

    try:
        return parser().parse(text)
    except UnexpectedCharacters as exc:
        column = exc.column
        found = text[column - 1] if 0 < column <= len(text) else ""
        message = f"unexpected character {found!r}; expected {describe(exc.allowed)}"
    except UnexpectedToken as exc:
        token = exc.token
        if token.type == "$END":
            column = len(text) + 1
            message = f"the line ends too soon; expected {describe(exc.expected)}"
        else:
            raw = str(token)
            column = token.column or 1
            column += len(raw) - len(raw.lstrip(" \t"))  # point past leading blanks
            message = f"unexpected {raw.strip()!r}; expected {describe(exc.expected)}"
    except UnexpectedInput as exc:  # pragma: no cover - other lark input errors
        column = getattr(exc, "column", 1) or 1
        message = "cannot read this line"
    raise NotationSyntaxError(message, line=line, column=column, source=text, path=path)
