"""Read a sheet's text into raw lines: directives and unsplit clues, with places.

This is the syntax layer: it knows what each line looks like, not what the
game is.  Every bad line becomes an error; the good lines are all kept.
"""

from __future__ import annotations

from dataclasses import dataclass

from ._errors import NotationError, NotationSyntaxError
from ._grammar import parse_line


@dataclass(frozen=True, slots=True)
class Word:
    """A word of a clue: its text, 1-based column, and the separator before it."""

    text: str
    column: int
    sep: str  # "" first word, " " space, "," comma, "/" slash


@dataclass(frozen=True, slots=True)
class Directive:
    """``pegs``, ``colors`` or ``repeats`` with its raw value."""

    name: str
    value: object  # int for pegs, bool for repeats, tuple[Entry, ...] for colors
    line: int
    column: int
    value_column: int


@dataclass(frozen=True, slots=True)
class Entry:
    """One item of a colors directive: a word, and the letter given to it (``Black=K``)."""

    word: Word
    letter: Word | None


@dataclass(frozen=True, slots=True)
class RawClue:
    """A clue line before it is split: words, and the explicit separator if any."""

    words: tuple[Word, ...]
    feedback: tuple[Word, ...] | None  # words after | : = -> =>, when marked
    line: int
    column: int
    arrow: int = 0  # column of the separator, when marked


@dataclass(frozen=True, slots=True)
class Source:
    """The lines of a sheet, for error messages."""

    path: str
    lines: tuple[str, ...]

    def error(self, cls: type[NotationError], message: str, line: int, column: int) -> NotationError:
        text = self.lines[line - 1] if 0 < line <= len(self.lines) else ""
        return cls(message, line=line, column=column, source=text, path=self.path)


def decode(data: str | bytes, path: str) -> tuple[str, list[NotationError]]:
    """Text of a sheet from bytes (UTF-8, optional BOM) or str, and its encoding errors.

    A line that is not UTF-8 becomes an error at its first bad byte and is read
    as blank, so that the other lines are still read.
    """
    if isinstance(data, str):
        return data.removeprefix("\ufeff"), []
    data = data.removeprefix(b"\xef\xbb\xbf")
    try:
        return data.decode("utf-8"), []
    except UnicodeDecodeError:
        pass
    lines: list[str] = []
    errors: list[NotationError] = []
    for number, raw in enumerate(data.split(b"\n"), start=1):
        try:
            lines.append(raw.decode("utf-8"))
        except UnicodeDecodeError as exc:
            shown = raw.decode("utf-8", errors="replace").removesuffix("\r")
            column = len(raw[: exc.start].decode("utf-8", errors="replace")) + 1
            errors.append(
                NotationSyntaxError(
                    f"byte {raw[exc.start]:#04x} is not UTF-8 text",
                    line=number,
                    column=column,
                    source=shown,
                    path=path,
                )
            )
            lines.append("")
    return "\n".join(lines), errors


def split_lines(text: str) -> tuple[str, ...]:
    """Lines without their endings; LF and CRLF both end a line."""
    lines = text.split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    return tuple(line.removesuffix("\r") for line in lines)


def read(text: str, path: str) -> tuple[Source, list[Directive | RawClue], list[NotationError]]:
    """Read every line; return the source, the items and the syntax errors."""
    from lark import Token, Tree

    source = Source(path, split_lines(text))
    items: list[Directive | RawClue] = []
    errors: list[NotationError] = []
    seen: dict[str, Tree[Token] | NotationError] = {}

    def words_of(tree: Tree[Token]) -> tuple[Word, ...]:
        out: list[Word] = []
        sep = ""
        for tok in tree.children:
            assert isinstance(tok, Token)
            if tok.type == "WORD":
                out.append(Word(str(tok), tok.column or 1, sep))
                sep = " "
            else:
                sep = str(tok).strip() or " "
        return tuple(out)

    for number, raw in enumerate(source.lines, start=1):
        line = raw.rstrip(" \t")
        stripped = line.lstrip(" \t")
        if not stripped or stripped.startswith("#"):
            continue  # blank lines and comments need no parser
        # long sheets repeat lines: parse each distinct text once
        known = seen.get(line)
        if known is None:
            try:
                known = seen[line] = parse_line(line, number, path)
            except NotationError as exc:
                known = seen[line] = exc
        if isinstance(known, NotationError):
            errors.append(
                type(known)(known.message, line=number, column=known.column, source=line, path=path)
            )
            continue
        tree = known
        body = tree.children[1]
        if not isinstance(body, Tree):
            continue
        kind = body.data
        if kind in ("pegs", "colors", "repeats"):
            key = body.children[0]
            value_node = body.children[-1]
            assert isinstance(key, Token)
            if kind == "colors":
                assert isinstance(value_node, Tree)
                entries = []
                for entry in value_node.children:
                    if not isinstance(entry, Tree):
                        continue  # a separator between entries
                    word, _, letter = entry.children
                    assert isinstance(word, Token)
                    entries.append(
                        Entry(
                            Word(str(word), word.column or 1, ""),
                            None
                            if not isinstance(letter, Token)
                            else Word(str(letter), letter.column or 1, "="),
                        )
                    )
                value: object = tuple(entries)
                first = entries[0].word.column
            else:
                assert isinstance(value_node, Token)
                first = value_node.column or 1
                text_value = str(value_node)
                if kind == "pegs":
                    # a billion or more is too many anyway, and int() of a huge
                    # digit string is slow or refused
                    value = int(text_value) if len(text_value) <= 9 else 10**9
                else:
                    value = text_value.lower() in ("yes", "true", "on")
            items.append(Directive(str(kind), value, number, key.column or 1, first))
        elif kind == "marked":
            guess_tree, arrow, fb_tree = body.children
            assert isinstance(guess_tree, Tree) and isinstance(fb_tree, Tree)
            assert isinstance(arrow, Token)
            guess = words_of(guess_tree)
            at = (arrow.column or 1) + len(arrow) - len(arrow.lstrip(" \t"))
            items.append(RawClue(guess, words_of(fb_tree), number, guess[0].column, at))
        else:
            words_tree = body.children[0]
            assert isinstance(words_tree, Tree)
            words = words_of(words_tree)
            items.append(RawClue(words, None, number, words[0].column))
    return source, items, errors
