"""Legends: a line that says what the sheet's key-peg letters mean, checked against the notation.

Players copy a game's key (``Legend: W = right colour and place, B = right colour, wrong
place``) above their clues. The notation reads its own letters (``B`` ``K`` ``R`` ``X`` and the
black emoji for the right place, ``W`` ``O`` ``C`` and the white ones for a right colour in the
wrong place, docs/notation.md); a legend that gives a letter the other meaning would have the
clues read with black and white swapped, a confident wrong answer. Such a legend is an error at
the letter, when the clues' feedback uses it; a legend that agrees with the notation says
nothing.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence

from mmnotation.notation.counts import legend
from mmnotation.notation.reader import BLACK_PEGS, WHITE_PEGS, ClueLine
from mmnotation.notation.reading_state import Found, Reading
from mmnotation.notation.text import Pattern

_RIGHT_PLACE = "black"
_WRONG_PLACE = "white"

DEFAULTS = {
    **dict.fromkeys([*(mark.lower() for mark in BLACK_PEGS), "black", "red"], _RIGHT_PLACE),
    **dict.fromkeys([*(mark.lower() for mark in WHITE_PEGS), "white"], _WRONG_PLACE),
}
"""How the notation reads each key-peg letter, word and mark (lower case)."""


_GLYPHS = "".join(sorted(mark for mark in BLACK_PEGS | WHITE_PEGS if not mark.isascii()))  # ● ○ ⚫ ⚪ 🔴
_LETTER_DEFINED = Pattern(
    rf"(?<![\w{_GLYPHS}])(?:black|white|red|[a-z]|[{_GLYPHS}])"
    r"(?:\s+(?:key\s+)?(?:pegs?|pins?))?\s*(?:[=:\u2192\u2013\u2014-]|\bmeans\b|\bis\s+for\b|\bstands\s+for\b)",
    re.IGNORECASE,
)
_SAID = {_RIGHT_PLACE: "the right place", _WRONG_PLACE: "a right colour in the wrong place"}


def check_legends(
    lines: Sequence[str], chosen: list[tuple[ClueLine, Reading]], others: Iterable[int], found: Found
) -> None:
    """An error at each legend symbol of the lines ``others`` (1-based: the sheet's lines that
    are no clue) that the clues' feedback uses with the other meaning than the notation's."""
    # a line that may give one of the notation's letters a meaning ('W = ...', 'black means ...'):
    # the others cost nothing (the word table's phrases are compiled only for a legend)
    candidates = {n for n in others if _LETTER_DEFINED.search(lines[n - 1])}
    if not candidates:
        return
    said = legend(list(lines), lambda n: n not in candidates)  # the pasted reading's legends, the same words
    swapped = [
        (*said.at[symbol], symbol, role)
        for symbol, role in said.marks.items()
        if symbol == symbol.lower() and role in _SAID and role != DEFAULTS.get(symbol, role)
    ]
    if not swapped:
        return
    tokens = {
        token
        for clue, reading in chosen
        for token in re.findall(r"[^\s,;/|()]+", lines[clue.line - 1][reading.columns[-1] :].lower())
    }
    for number, column, symbol, role in swapped:
        if not any(_uses(token, symbol) for token in tokens):
            continue
        name = symbol.upper() if len(symbol) == 1 else repr(symbol)
        found.error(
            f"the legend says {name} means {_SAID[role]}, but this notation reads it as "
            f"{_SAID[DEFAULTS[symbol]]}: write the counts as numbers, right place first (RGBY 2 1), "
            "or the key pegs as the notation does (B right place, W wrong place)",
            number,
            column,
        )


# a word of key-peg letters (the notation's own, from reader.BLACK_PEGS/WHITE_PEGS), counts and marks
_LETTERS = "".join(sorted(mark.lower() for mark in BLACK_PEGS | WHITE_PEGS if mark.isascii()))
_KEY_LETTERS = re.compile(rf"[\d\-_.]*(?:[{_LETTERS}][\d\-_.]*)+")


def _uses(token: str, symbol: str) -> bool:
    """Whether a word of the clues' feedback (lower case) uses ``symbol`` as a key peg: a word
    of key-peg letters, counts and marks (``bbw``, ``2b1w``, ``bw--``), the word itself
    (``black``, ``whites``), or a mark among others."""
    if len(symbol) > 1:
        return token.rstrip("s") == symbol
    if not symbol.isalpha():
        return symbol in token
    return symbol in token and _KEY_LETTERS.fullmatch(token) is not None
