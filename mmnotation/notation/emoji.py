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
from mmnotation.notation.words import english_name, family_word
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


def emoji_letter(peg: str) -> str:
    """The letter one emoji peg stands for (🔴: R; ⚫: K), "" for anything else."""
    peg = peg.replace(_SELECTOR, "")
    return _table().get(ord(peg), "") if len(peg) == 1 else ""


def emoji_pegs(text: str) -> tuple[str, tuple[str, int, int] | None]:
    """``text`` with its emoji pegs as letters, and a notice naming them with its line and column
    (None when no guess is written in emoji).

    >>> emoji_pegs("🔴🟢🔵🟡 ⚫⚪")
    ('RGBY KW', ('emoji pegs read as letters: 🔴 R, 🟢 G, 🔵 B, 🟡 Y, ⚫ K, ⚪ W', 1, 1))
    """
    text, drawn = pictures(text)
    if _any_emoji().search(text) is None:
        return text, drawn
    text = _grouped(text.replace(_SELECTOR, ""))
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
            said = f"emoji pegs read as letters: {named}"
            if drawn is not None:
                return text.translate(table), (f"{drawn[0]}; {said}", drawn[1], drawn[2])
            return text.translate(table), (said, number, where.start() + 1)
    return text.translate(table), drawn


def _grouped(text: str) -> str:
    """Emoji a blank apart in groups that something wider parts (``🔴 🟢 🔵 🟡   ⚪ ⚪``, ``🔴 🟢 🔵 🟡
    score: ⚪ ⚪``): each group glued, as the gaps show the guess and its key pegs (``🔴🟢🔵🟡 ⚪⚪``)."""
    one = _any_emoji().pattern
    runs = re.compile(f"{one}(?: ?{one})*")
    lines = text.split("\n")
    for i, line in enumerate(lines):
        if " " in line and len(runs.findall(line)) >= 2 and re.search(f"{one} {one}", line):
            lines[i] = re.sub(f"(?<={one}) (?={one})", "", line)
    return "\n".join(lines)


def pictures(text: str) -> tuple[str, tuple[str, int, int] | None]:
    r"""``text`` with a chat program's shortcodes as the emoji they name, and pegs drawn as pictures,
    on a sheet with a line of two or more, as what each picture's name says (docs/notation.md, "Emoji"):
    Markdown's and HTML's images, BBCode's, a wiki's files, LaTeX's macros, empty elements of a
    CSS class, a screen reader's words for them, image files named (``![red](img/red.png)``,
    ``<img alt="black key">``, ``\peg{red}``, ``<span class="peg red"></span>``, ``image: red peg``,
    ``red.png``) are the circle of the one
    colour their words name (the key pegs' black and white too), the letter of an alternative text
    of one letter, or the emoji it is; with a notice naming the first picture so read (None where
    no picture was read)."""
    if ":" in text:
        text = _SHORTCODE.sub(_shortcode, text)
    if not _MAYBE_PICTURE.search(text):
        return text, None
    first: tuple[str, int, int] | None = None
    lines = text.split("\n")
    drawn = [[(m, _drawn(m)) for m in _PICTURE.finditer(line)] for line in lines]
    rows = sum(1 for found in drawn if len(found) >= 2 and any(shown for _, shown in found))
    for number, (line, found) in enumerate(zip(lines, drawn, strict=True), start=1):
        if not rows or not any(shown for _, shown in found):
            continue  # (a picture alone is read on a sheet whose other lines draw rows of them)
        out, end = [], 0
        for match, shown in found:
            out += [line[end : match.start()], shown or match.group()]
            end = match.end()
            if shown and first is None:
                first = (
                    f"pegs drawn as pictures read as what their names say ({match.group()[:60]} as {shown})",
                    number,
                    match.start() + 1,
                )
        lines[number - 1] = "".join([*out, line[end:]])
    return "\n".join(lines), first


_MAYBE_PICTURE = re.compile(
    r"!\[|<img|<circle|\[img|\[\[|class=|\\[A-Za-z]|\.(?:png|gif|svg|jpe?g|webp)\b|[\[(][A-Za-z]{3}"
    r"|\b(?:image|graphic|picture|icon)[ \t]*:",
    re.IGNORECASE,
)
_FILE = r"\.(?:png|gif|svg|jpe?g|webp)"
_PICTURE = re.compile(
    # Markdown's image (inline, by reference), HTML's, an SVG shape, BBCode's, Confluence's, a wiki's
    # or Org's file, an empty element of a class, a LaTeX macro, a file named, a peg in brackets
    r"!\[(?P<alt>[^\]\n]{0,80})\]\((?P<src>[^)\s]{1,300})(?:[ \t]+\"(?P<title>[^\"\n]{0,80})\")?\)"
    r"|!\[(?P<ref>[^\]\n]{1,80})\]\[[^\]\n]{0,40}\]"
    r"|<(?:img|circle|ellipse|rect)\b(?P<img>[^>\n]{0,500})>"
    r"|image::?(?P<adoc>[^\[\s]{1,200})\[(?P<adalt>[^\]\n]{0,80})\]"
    # a screen reader's words for a picture ('image: red peg, image: white key peg')
    r"|\b(?:image|graphic|picture|icon)[ \t]*:[ \t]*(?P<said>[^\W\d_]+(?:[ \t-][^\W\d_]+){0,3})"
    r"(?=[ \t]*(?:[,;.)\r]|$))"
    r"|\[img(?:=[^\]\n]{0,40})?\](?P<bb>[^\[\n]{1,300})\[/img\]"
    rf"|!(?P<conf>[^!\s|]{{1,200}}{_FILE})(?:\|[^!\n]{{0,60}})?!"
    r"|\[\[(?:File|Image|file):(?P<wiki>[^|\]\n]{1,200})(?:\|[^\]\n]{0,100})?\]\]"
    r"|<(?P<tag>span|div|i|b|td|li)\b(?P<css>[^>\n]{0,200}\bclass=\"[^\"\n]{1,100}\"[^>\n]{0,100})>"
    r"[ \t]*</(?P=tag)>"
    r"|(?P<tex>\\[A-Za-z]{1,20}(?:\[[^\]\n]{0,30}\])?\{[^{}\n]{1,40}\})(?!\{)"
    rf"|(?<![\w/.-])(?P<file>[\w-]{{1,40}}){_FILE}\b"
    r"|\[(?P<cell>[A-Za-z]{3,12}(?:[ _-][A-Za-z]{2,8})?)\]|\((?P<paren>[A-Za-z]{3,12})\)",
    re.IGNORECASE,
)
_ATTRIBUTE = re.compile(r"\b(alt|src|title|class|fill)[ \t]*=[ \t]*\"([^\"\n]*)\"", re.IGNORECASE)
_LETTERS = re.compile(r"[^\W\d_]+")
_CAMEL = re.compile(r"(?<=[a-z])(?=[A-Z])")


def _drawn(picture: re.Match[str]) -> str:
    """What a picture of a peg shows, by its words (see ``pictures``); "" where they say nothing."""
    if picture.group("img") is not None:
        attributes: dict[str, str] = {k.lower(): v for k, v in _ATTRIBUTE.findall(picture.group("img"))}
        alt, words = attributes.get("alt", ""), [attributes.get("alt", ""), attributes.get("title", "")]
        words += [_stem(attributes.get("src", "")), attributes.get("fill", "")]
    elif picture.group("src") is not None:
        alt = str(picture.group("alt"))
        words = [alt, _stem(picture.group("src")), picture.group("title") or ""]
    elif picture.group("adoc") is not None:  # AsciiDoc's image:red.png[Red]
        alt = str(picture.group("adalt"))
        words = [alt, _stem(picture.group("adoc"))]
    else:
        alt = ""
        found = next(g for g in _NAMED_BY if picture.group(g) is not None)
        words = [_stem(picture.group(found)) if found in ("bb", "wiki", "conf") else picture.group(found)]
    alt = alt.strip()
    if len(alt) == 1 and alt.isascii() and alt.isalnum():
        return alt  # alt="R": the letter
    if len(alt.replace(_SELECTOR, "")) == 1 and ord(alt[0]) in _table():
        return alt  # Twitter's emoji pictures: alt="🔴"
    split = [part for text in words for w in _LETTERS.findall(text) for part in _CAMEL.split(w)]
    circle = _named_circle(split)
    if circle:
        return circle
    codes: dict[str, str] = feedback_words()["shortcodes"]  # a key peg drawn by what it counts
    families = {family_word(w) for w in split} - {""}  # (a hit, a blow, a bull, a cow)
    circles = {codes["black_circle" if f in ("bulls", "hits") else "white_circle"] for f in families}
    return circles.pop() if len(circles) == 1 else ""


def _named_circle(words: list[str]) -> str:
    """The circle emoji of the one colour that words name, in any language of the word table
    (``peg``, ``Red``: 🔴); "" where they name none or two."""
    codes: dict[str, str] = feedback_words()["shortcodes"]
    named = {f"{english_name(w)}_circle" for w in words}
    circles = {codes[name] for name in named if name in codes}
    return circles.pop() if len(circles) == 1 else ""


_NAMED_BY = ("said", "ref", "bb", "conf", "wiki", "css", "tex", "file", "cell", "paren")


def _stem(source: str) -> str:
    """A picture's file name without its folders and extension (``img/key_white.png``: key_white)."""
    name = source.rsplit("/", 1)[-1].split("?", 1)[0]
    return name.rsplit(".", 1)[0] if "." in name else name


# a shortcode (':red_circle:'), or a server's own emoji as Discord writes it ('<:black_peg:1094321>')
_SHORTCODE = re.compile(r"<a?:([A-Za-z0-9_]{2,32}):[0-9]{5,20}>|:([a-z][a-z0-9_+-]{2,30}):")


def _shortcode(found: re.Match[str]) -> str:
    """The emoji a chat program's shortcode names (``:red_circle:``, the word table's
    ``shortcodes``); a server's own emoji whose name holds a colour, that colour's circle
    (``<:black_peg:1094321>``: ⚫); else the text as it stands."""
    codes: dict[str, str] = feedback_words()["shortcodes"]
    own, name = found.group(1), found.group(2)
    if own is None and name in codes:
        return codes[name]
    parts = re.split(r"[-_+]", (own or name).lower())  # Slack's own emoji too (':peg-red:')
    return _named_circle(parts) or found.group()


@cache
def _runs() -> re.Pattern[str]:
    return re.compile(_any_emoji().pattern + "+")
