"""Key pegs written as glyphs or named a word each after a guess (docs/notation.md, "Pasted
text"): ``● ● ○``, ``✓✗``, ``|||/``, ``+2 -1``, a daily puzzle's squares, ``black, black, white``,
read by the sheet's legend, else by what Unicode or the word table names them."""

from __future__ import annotations

import re
from typing import NamedTuple

from mmnotation.notation.reader import BLACK_PEGS, WHITE_PEGS
from mmnotation.notation.text import Pattern
from mmnotation.notation.words import Role, glyph_role, is_colour_name, key_letter, phrase, role_of
from mmnotation.notation.words import table as feedback_words

_SPACE = Pattern(r"\s+")


GLYPH = Pattern(r"[^\w\s,;:()\[\]{}'\"=<>.]|(?<![A-Za-z])[A-Za-z](?![A-Za-z])")


class Legend(NamedTuple):
    """What the sheet says its marks and counts mean."""

    marks: dict[str, Role]  # a glyph or a letter, and what it counts
    order: tuple[Role, Role] | None  # the order a rules line gives two bare counts
    lines: frozenset[int]
    order_at: int = 0  # the line that gives the order
    at: dict[str, tuple[int, int]] = {}  # noqa: RUF012 (never changed) where each mark is defined: (line, column)


class Counts(NamedTuple):
    black: int | None
    white: int | None
    assumed: str


def colour_word(word: str) -> bool:
    """Whether a word is a colour's name in some language (``black``, ``blacks``, ``noirs``)."""
    return is_colour_name(word, ()) or (word[-1:] in "sS" and is_colour_name(word[:-1], ()))


def _peg_letter(letter: str) -> Role:
    """A key peg's letter: the word table's labels (``b``, ``w``), else the notation's (``X``, ``O``)."""
    own = "black" if letter.upper() in BLACK_PEGS else "white" if letter.upper() in WHITE_PEGS else ""
    return key_letter(letter) or own


def named_pegs(fragment: str, legend_: Legend) -> Counts | None:
    """Key pegs named a word each (``pins: black, black, white``), after a label and a colon; by
    the legend where it names them (``white = right place``). Items apart by commas may each say
    more in the same words (``graphic black peg, graphic white peg``, a screen reader's)."""
    named = re.sub(r"^[^:\d]{0,20}:", "", _ARROW.sub("", fragment).strip(" \t\u2013\u2014-")).strip(" \t.")
    joining = feedback_words()["around"]["and"]  # ('noir, blanc et blanc')
    items = [[w for w in item.split() if w.lower() not in joining] for item in re.split(r"[,;/+&]+", named)]
    items = [item for item in items if item]
    pegs = [w for item in items for w in item]
    roles = [legend_.marks.get(w.lower()) or role_of(w) for w in pegs]
    if len(pegs) == 1 and roles[0] == "none":
        return Counts(0, 0, "")  # 'Bagels', 'nothing'
    keyed = [_key_word(w, legend_) for w in pegs]
    if not pegs or not all(keyed):
        framed = {tuple(w.lower() for w in item if not _key_word(w, legend_)) for item in items}
        if (
            len(framed) != 1
            or len(items) < 2
            or not all(sum(_key_word(w, legend_) for w in i) == 1 for i in items)
        ):
            return None  # each item one key peg's word, the rest the same in every item
        roles = [r for r, k in zip(roles, keyed, strict=True) if k]
    return Counts(roles.count("black"), roles.count("white"), "")


def _key_word(word: str, legend_: Legend) -> bool:
    """Whether a word names a key peg by its colour or its family's word (by the legend first)."""
    role = legend_.marks.get(word.lower()) or role_of(word)
    return role in ("black", "white") and (colour_word(word) or family_word(word))


def family_word(word: str) -> bool:
    """A word of a game that names each peg a word (Pico, Fermi and Bagels: the word table's families)."""
    families = feedback_words()["families"].values()
    return any(phrase(p).fullmatch(word) for family in families for p in family)


# a daily puzzle's share: green the right place, yellow the wrong one, a grey or black square none
DAILY = dict.fromkeys("\U0001f7e2\U0001f7e9", "black") | dict.fromkeys("\U0001f7e1\U0001f7e8", "white")
DAILY |= dict.fromkeys("\u2b1b\u2b1c", "none")
_BRACKETS = dict.fromkeys(map(ord, "()[]"))  # for str.translate: the brackets go
_BAR_BETWEEN = Pattern(r"(?<=[^\w\s|])[ \t]*\|[ \t]*(?=[^\w\s|])")
_LISTED = Pattern(r"\S(?:\s*,\s*\S)+")  # key pegs a list's items, one character each
_BOXED = Pattern(r"\[[ \t]*\S(?:[ \t]+\S)+[ \t]*\]|(?:[\[(]\S[\])]){2,}")  # '[X O O -]', '(*)(o)(o)'
_PEGS_LABEL = Pattern(r"\s*([^\W\d_]{2,20}(?:\s+[^\W\d_]{2,20})?)\s*[:=\u2013\u2014-]\s*(?=\S)")
_WORD_BEFORE = Pattern(r"\s*([^\W\d_]{2,20})[ \t]+(?=[^\w\s])")  # a word, then what may be glyph pegs

# an arrow or a separator before the pegs ('3412 → 🟨', '4512 — H H N')
_ARROW = Pattern(r"^\s*(?:[\u2192\u21d2\u25b8\u25ba\u279c\u27a4]|->|=>|[\u2013\u2014:|=-]\s+(?=\S))")
ARROW_ASCII = Pattern(r"^[ \t]*[-=]>")
_TIMED_MARK = r"[ \t]*([^\s\d\u00d7x*,;]{1,2}?)[ \t]*[\u00d7x\u2715*][ \t]*(\d{1,2})[ \t]*[,;]?"
_TIMED_MARKS = Pattern(rf"(?:{_TIMED_MARK})+[ \t.]*")


def _times(bare: str, legend_: Legend) -> Counts | None:
    """Marks each with its count after a times sign (``✓ x1, ~ x2``, ``⚫x1 ⚪x2``, the multiplication
    sign too), by the legend or by what Unicode names them; both marks known and apart, else None."""
    if _TIMED_MARKS.fullmatch(bare) is None:
        return None
    counted: dict[Role, int] = {}
    for mark, count in re.findall(_TIMED_MARK, bare):
        role = legend_.marks.get(mark) or glyph_role(mark)
        if role not in ("black", "white") or role in counted:
            return None
        counted[role] = int(count)
    return Counts(counted.get("black", 0), counted.get("white", 0), "")


def glyph_counts(fragment: str, legend_: Legend) -> Counts | None:
    """Key pegs drawn as glyphs (``● ● ○``, ``✓✗``, ``|||/``, ``■□□``), read by the legend or by
    what Unicode names them; ``+2 -1``: a sign and its count, by the legend, else by the convention
    of the players who write them (``+`` the right place, ``-`` the wrong one; ``+2`` alone is 2 0)."""
    bare = ARROW_ASCII.sub("", fragment).lstrip(" \t:=>|\u2192")  # 'RGBY: +1 -2', 'RGBY -> +1 -2'
    signed = re.fullmatch(r"\s*([+\-\u2212])\s*(\d+)\s*,?\s*([+\-\u2212])\s*(\d+)\s*", bare)
    if signed is not None:
        signs = {legend_.marks.get(signed.group(1), ""), legend_.marks.get(signed.group(3), "")}
        if signs == {"black", "white"}:
            by_role = {legend_.marks[signed.group(i)]: int(signed.group(i + 1)) for i in (1, 3)}
            return Counts(by_role["black"], by_role["white"], "")
    alone = re.fullmatch(r"\s*([+\-\u2212])\s*(\d+)\s*", bare)  # '+3' where the legend names '+'
    if alone is not None and legend_.marks.get(alone.group(1)) in ("black", "white"):
        count = int(alone.group(2))
        return Counts(count, 0, "") if legend_.marks[alone.group(1)] == "black" else Counts(0, count, "")
    plain = re.fullmatch(
        r"\s*\+(\d)(?:\s*,?\s*[-\u2212](\d))?\s*|\s*[-\u2212](\d)(?:\s*,?\s*\+(\d))?\s*", bare
    )
    if plain is not None and not legend_.marks.keys() & {"+", "-", "\u2212"}:
        black, white = plain.group(1) or plain.group(4) or "0", plain.group(2) or plain.group(3) or "0"
        return Counts(int(black), int(white), "signs")
    after = re.fullmatch(r"\s*(\d)\s*\+\s*,?\s*(\d)\s*[-\u2212]\s*", bare)  # the signs after: '1+ 2-'
    if after is not None and not legend_.marks.keys() & {"+", "-", "\u2212"}:
        return Counts(int(after.group(1)), int(after.group(2)), "signs")
    times = _times(bare, legend_)  # '✓ x1, ~ x2' (or the multiplication sign): each mark, how many
    if times is not None:
        return times
    arrow = _ARROW.match(fragment)  # '3412 → 🟨': no arrow is a peg, but a mark of the legend ('| = black')
    if arrow is not None and arrow.group().strip() not in legend_.marks:
        fragment = fragment[arrow.end() :]
    labelled = _PEGS_LABEL.match(fragment) or _WORD_BEFORE.match(fragment)  # 'Result: ✓✓~', 'scored ●○○'
    if (
        labelled is not None
        and labelled.group(1).lower() not in legend_.marks
        and not set(labelled.group(1)) <= legend_.marks.keys()  # the legend's marks ('XX--'): no label
    ):
        fragment = fragment[labelled.end() :]
    boxed = _BOXED.fullmatch(fragment.strip()) is not None  # '[X O O -]': a peg an item, blanks apart
    text = fragment.strip().translate(_BRACKETS)  # '(●○)', '[●][○]': a glyph a cell
    text = text[:-1] if text.endswith(".") and text[-2:-1] not in ("", ".", " ") else text  # a sentence's end
    if "|" not in legend_.marks:
        text = _BAR_BETWEEN.sub("", text)  # '●● | ○': a bar between the black pegs and the white
    listed = boxed or _LISTED.fullmatch(text) is not None  # '[B, B, W]': a peg an item of a list
    text = _SPACE.sub("", text.replace(",", "") if listed else text)
    if not text or any(ch.isdigit() for ch in text):
        return None
    if text in ("-", "\u2014", "\u2013", "\u2205"):
        return Counts(0, 0, "")
    if not all(GLYPH.fullmatch(ch) or ch in legend_.marks or (listed and ch.isalpha()) for ch in set(text)):
        return None
    seen = list(dict.fromkeys(text))
    if not legend_.marks and set(seen) <= DAILY.keys() and any(DAILY[ch] != "none" for ch in seen):
        daily = [DAILY[ch] for ch in text]  # green and yellow as daily puzzles show them, no legend
        return Counts(daily.count("black"), daily.count("white"), "daily")
    squares = legend_.marks.keys() & DAILY.keys()  # '🟩 = right spot, 🟨 = wrong spot': ⬜ is still none
    roles = {
        ch: legend_.marks.get(ch)
        or (DAILY.get(ch, "") if squares else "")
        or glyph_role(ch)
        or (role_of(ch) if ord(ch) > 0x2000 else "")  # a family's emoji: 🐂 a bull, 🐄 a cow
        or (_peg_letter(ch) if listed else "")
        for ch in seen
    }
    if not legend_.marks and not listed and all(ch.isalpha() for ch in seen):
        return None  # letters with no legend: the grammar's key pegs (BBW) read them
    assumed = ""
    if not all(roles.values()):
        unknown = [ch for ch in seen if not roles[ch]]
        known = set(roles.values()) - {""}
        if boxed and len(unknown) == 1 and unknown[0] not in "-_.\u00b7" and len(known) == 1:
            roles[unknown[0]], assumed = ("white" if known == {"black"} else "black"), "mark"  # '(*)(o)'
        elif len(unknown) > 1 or not all(ch in "-_.\u00b7" for ch in unknown):  # an empty hole's mark
            return None
    black = sum(1 for ch in text if roles[ch] == "black")
    white = sum(1 for ch in text if roles[ch] == "white")
    return Counts(black, white, assumed)
