"""A sheet's bytes as text, and its text as lines: UTF-8 with an optional BOM, LF or CRLF.

A line that is not UTF-8 is an error at its first bad byte and reads as blank, so that the
other lines are still read; data that is no text at all (NUL bytes, mostly not UTF-8) is one
error.  The lines go to ``notation.reader``.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from typing import Any

from mmnotation.errors import NotationError, NotationSyntaxError


def decode(data: str | bytes, path: str) -> tuple[str, list[NotationError]]:
    """Text of a sheet from bytes (UTF-8, optional BOM) or str, and its encoding errors.

    A line that is not UTF-8 becomes an error at its first bad byte and is read
    as blank, so that the other lines are still read.  The Unicode spaces that web pages and
    word processors paste (a no-break space...) are read as spaces, the full-width forms of an
    East Asian keyboard (full-width digits and letters) as ASCII, one character for one, and the
    characters that show nothing (a zero-width space, a word joiner) are left out.
    """
    text, errors = _decoded(data, path)
    return (text if text.isascii() else text.translate(PLAIN)), errors


# no-break, figure, thin, hair... and ideographic spaces: each a space; the full-width letters,
# digits and signs (U+FF01 to U+FF5E): their ASCII forms (one for one: columns stay); the
# zero-width space and word joiners, which show nothing, gone ('RG\u200bBY' is the RGBY a player sees)
PLAIN: dict[int, str | None] = {
    **{code: " " for code in (0x00A0, *range(0x2000, 0x200B), 0x202F, 0x205F, 0x3000)},
    **{code: chr(code - 0xFEE0) for code in range(0xFF01, 0xFF5F)},
    **dict.fromkeys((0x200B, 0x2060, 0xFEFF)),
}


def _decoded(data: str | bytes, path: str) -> tuple[str, list[NotationError]]:
    if isinstance(data, str):
        return data.removeprefix("\ufeff"), []
    data = data.removeprefix(b"\xef\xbb\xbf")
    if _binary(data):
        raise NotationSyntaxError(
            "this is not a text file (it holds NUL bytes or is mostly not UTF-8); expected a clue sheet",
            path=path,
        )
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


def _binary(data: bytes) -> bool:
    """True for data that is no text: NUL bytes in several lines, or mostly not UTF-8."""
    lines = data.split(b"\n")
    if sum(b"\x00" in line for line in lines) >= 3:
        return True
    bad = 0
    for line in lines:
        try:
            line.decode("utf-8")
        except UnicodeDecodeError:
            bad += 1
    return bad >= 3 and bad * 2 > len(lines)


def split_lines(text: str) -> tuple[str, ...]:
    """Lines without their endings; LF and CRLF both end a line (and nothing else does)."""
    lines = text.split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    return tuple(line.removesuffix("\r") for line in lines)


class Pattern:
    """A regular expression compiled where it is first used, not when its module is imported:
    the reading of pasted text (``notation.pasted``) is rare, and every run imports it."""

    __slots__ = ("_args", "_compiled")

    def __init__(self, pattern: str | Callable[[], str], flags: int = 0) -> None:
        self._args = (pattern, flags)  # a source built on first use: words of the word table
        self._compiled: re.Pattern[str] | None = None

    @property
    def compiled(self) -> re.Pattern[str]:
        if self._compiled is None:
            source, flags = self._args
            self._compiled = re.compile(source if isinstance(source, str) else source(), flags)
        return self._compiled

    def search(self, text: str, pos: int = 0) -> re.Match[str] | None:
        return self.compiled.search(text, pos)

    def match(self, text: str, pos: int = 0) -> re.Match[str] | None:
        return self.compiled.match(text, pos)

    def fullmatch(self, text: str) -> re.Match[str] | None:
        return self.compiled.fullmatch(text)

    def finditer(self, text: str) -> Iterator[re.Match[str]]:
        return self.compiled.finditer(text)

    def findall(self, text: str) -> list[Any]:
        return self.compiled.findall(text)

    def split(self, text: str) -> list[str]:
        return self.compiled.split(text)

    def sub(self, replacement: str | Callable[[re.Match[str]], str], text: str) -> str:
        return self.compiled.sub(replacement, text)


def alternation(words: list[str]) -> str:
    """An expression that matches any of ``words``, the longest first, as a tree of their letters
    (``r(?:ed|o(?:t|uge))``): the regular expression engine tries a long list of words one after
    another at each place of a text, a tree one letter at a time."""
    tree: dict[str, Any] = {}
    for word in words:
        node = tree
        for letter in word:
            node = node.setdefault(letter, {})
        node[""] = {}
    return "(?:" + _branches(tree) + ")"


def _branches(node: dict[str, Any]) -> str:
    parts = [re.escape(letter) + _branches(child) for letter, child in sorted(node.items()) if letter]
    if not parts:
        return ""
    body = parts[0] if len(parts) == 1 and "" not in node else "(?:" + "|".join(parts) + ")"
    return body + "?" if "" in node else body
