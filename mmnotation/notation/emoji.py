"""Emoji pegs: a sheet written in emoji (🔴🟢🔵🟡 ⚫⚪) is read as letters (docs/notation.md, "Emoji").

Each emoji of ``grammar/words.json``'s ``emoji`` table stands for one letter, as a colour
peg in a guess and as a key peg in feedback (⚫ black, ⚪ white, 🔴 red: the key-peg letters
K, W and R).  The text is translated before it is read, one character for one; the variation selector
that may follow an emoji is dropped (a column after one moves left by one), and a chat program's
shortcode (``:red_circle:``, the table's ``shortcodes``) is the emoji it names (a column after one
moves left).
"""

from __future__ import annotations

import re
from functools import cache

from mmnotation.notation.reader import BLACK_PEGS, WHITE_PEGS
from mmnotation.notation.words import table as feedback_words

_SELECTOR = "\ufe0f"  # emoji presentation selector: no meaning for a peg


@cache
def _table() -> dict[int, str]:
    emoji: dict[str, str] = feedback_words()["emoji"]
    return {ord(e): letter for e, letter in emoji.items()}


@cache
def _any_emoji() -> re.Pattern[str]:
    return re.compile("[" + "".join(chr(c) for c in _table()) + "]")


@cache
def key_emoji() -> frozenset[str]:
    """The key-peg marks (``reader.BLACK_PEGS``, ``WHITE_PEGS``) that are emoji: ⚫ ⚪ 🔴.  They are only
    key pegs when they are not in a guess: a sheet of letters with ⚫⚪ feedback reads the same with or
    without the translation, so it gets no notice."""
    return frozenset(mark for mark in BLACK_PEGS | WHITE_PEGS if ord(mark) in _table())


def emoji_pegs(text: str) -> tuple[str, tuple[str, int, int] | None]:
    """``text`` with its emoji pegs as letters, and a notice naming them with its line and column
    (None when no guess is written in emoji).

    >>> emoji_pegs("🔴🟢🔵🟡 ⚫⚪")
    ('RGBY KW', ('emoji pegs read as letters: 🔴 R, 🟢 G, 🔵 B, 🟡 Y, ⚫ K, ⚪ W', 1, 1))
    """
    if ":" in text:
        text = _SHORTCODE.sub(_shortcode, text)
    if _any_emoji().search(text) is None:
        return text, None
    text = text.replace(_SELECTOR, "")
    table = _table()
    for number, line in enumerate(text.split("\n"), start=1):
        used = _any_emoji().findall(line)
        if used and (
            any(e not in key_emoji() for e in used)
            or _any_emoji().match(line.lstrip(" \t"))  # a guess of ⚫⚪🔴 alone
            or len(_runs().findall(line)) > 1  # 1. ⚫⚫🔴🔴 ⚫⚪
        ):
            every = dict.fromkeys(_any_emoji().findall(text))
            named = ", ".join(f"{e} {table[ord(e)]}" for e in every)
            where = _any_emoji().search(line)
            assert where is not None
            return text.translate(table), (f"emoji pegs read as letters: {named}", number, where.start() + 1)
    return text.translate(table), None


# a shortcode (':red_circle:'), or a server's own emoji as Discord writes it ('<:black_peg:1094321>')
_SHORTCODE = re.compile(r"<a?:([A-Za-z0-9_]{2,32}):[0-9]{5,20}>|:([a-z_]{3,30}):")


def _shortcode(found: re.Match[str]) -> str:
    """The emoji a chat program's shortcode names (``:red_circle:``, the word table's
    ``shortcodes``); a server's own emoji whose name holds a colour, that colour's circle
    (``<:black_peg:1094321>``: ⚫); else the text as it stands."""
    codes: dict[str, str] = feedback_words()["shortcodes"]
    own, name = found.group(1), found.group(2)
    if own is None:
        return codes.get(name, found.group())
    circles = [codes[f"{part}_circle"] for part in own.lower().split("_") if f"{part}_circle" in codes]
    return circles[0] if len(circles) == 1 else found.group()


@cache
def _runs() -> re.Pattern[str]:
    return re.compile(_any_emoji().pattern + "+")
