"""What stands in a fragment of a line besides its counts, taken out before they are read
(docs/notation.md, "Pasted text"): a call's other arguments, a cell's slash, a footnote's marker,
italics, the words that join a total to its places, a cry, a measure, a tag in angle brackets; and
the letters a machine's reading of handwriting writes for 1 and 0."""

from __future__ import annotations

import re

from mmnotation.notation.text import Pattern
from mmnotation.notation.words import around_words, glyph_role, number, out_of, role_of, sheet_words
from mmnotation.notation.words import table as feedback_words


def cleaned(fragment: str, pegs: int, cries: bool) -> tuple[str, bool]:
    """The fragment with what is no count taken out, and whether a lone ``l`` or ``O`` was read as
    1 or 0; ``cries``: whether a ``!`` or ``?`` after the counts is a cry (no legend's mark); a
    bracket or a quote that closes the guess is none of them (``[RGBY] 1-2``, ``"RGBY": 1 2``)."""
    if SUPPOSED.match(fragment):  # 'RBOY it would score 4 0': a score supposed, no clue's
        return "", False
    fragment = CALL_REST.sub("", fragment)  # "score('RGBY', s) == (1, 2)": the call's other arguments
    fragment = _BAR_BEFORE_WORD.sub("", fragment.strip())  # '| key: B W W': a separator, then a label
    fragment = out_of(fragment.lstrip(")]}\"'`\u201d\u2019\u00bb").strip(), pegs)  # '1 of 4': 1
    fragment = _CELL_SLASH.sub("", fragment)  # a slash and a blank between cells ('RGBY / 1 / 2')
    fragment = _FOOTNOTE.sub("", fragment)  # Markdown's footnote marker after the counts ('white.[^1]')
    fragment = _SUBSET.sub(", ", fragment)  # '3 right, of which 1 in place': a total, then its places
    if "*" in fragment or "_" in fragment:  # Markdown's italics on a count's word ('earned *one* black')
        fragment = _EMPHASIS.sub(r" \1 ", fragment)
    if cries:  # 'still just two whites?!': a cry, no count unknown
        fragment = _EXCLAIMED.sub("", fragment)
    if not fragment:
        return "", False
    fragment = re.sub(r"(?<=\d)[ \t]*&[ \t]*(?=\d)", " and ", fragment)  # 'scored 1 & 2'
    if "-" in fragment:  # a count joined to its word by a hyphen ('two-black one-white', '2-black')
        fragment = _HYPHENED.sub(
            lambda m: f"{m[1]} " if m[1].isdigit() or number(m[1]) is not None else m[0], fragment
        )
    fragment = unmeasured(fragment)  # 'time="0.003"': no count
    fragment = _tallied(fragment)  # '●● black ● white': each run of one glyph counts the word after it
    digits = _MISREAD_DIGIT.sub(_as_digit, fragment)  # handwriting read by a machine: 'l black', 'O white'
    misread, fragment = digits != fragment, digits
    if "<" in fragment and len(re.findall(r"[0-9]+", unangled := _ANGLED.sub(" ", fragment))) >= 2:
        fragment = unangled  # a number in angle brackets beside two counts is a tag ('.s <2> 1 2', Forth)
    return fragment, misread


CALL_REST = Pattern(r"^[ \t]*[\"'`]?(?:[ \t]*,[ \t]*[^\W\d]\w{0,15})+[ \t]*\)")
_SUBSET = Pattern(lambda: rf"[ \t]*,?[ \t]*(?<![^\W\d_]){around_words('subset')}(?![^\W\d_])[ \t]*", re.I)
_EMPHASIS = Pattern(r"(?<![\w*])[*_]([^\W\d_]+)[*_](?![\w*])")
_FOOTNOTE = Pattern(r"\[\^[0-9A-Za-z]{1,8}\][ \t]*$")
SUPPOSED = Pattern(lambda: rf"[^0-9]*(?<![^\W\d_]){sheet_words('would')}(?![^\W\d_])", re.IGNORECASE)
_HYPHENED = Pattern(r"(?<![\w-])([^\W_]{1,8})-(?=[^\W\d_]{2})")
_CELL_SLASH = Pattern(r"^/[ \t]+(?=[0-9])")
_BAR_BEFORE_WORD = Pattern(r"^\|[ \t]+(?=[^\W\d_]{2})")
_ANGLED = Pattern(r"<[0-9]{1,3}>")
_MISREAD_DIGIT = Pattern(r"(?<![\w'])([lIOo])(?=[ \t]+([^\W\d_]+))|(?<=[0-9][ \t]{2})[ \t]*([lO])[ \t]*$")
_MEASURE = Pattern(  # a decimal of two places or more, or of one and a unit after it: a time, a size
    lambda: rf"(?<![\d.])\d+\.(?:\d{{2,}}(?![\d.])|\d(?![\d.])[ \t]*{around_words('units')}(?![^\W\d_]))",
    re.IGNORECASE,
)
_TALLY = Pattern(r"(?<!\S)(([^\w\s\-\u2013\u2014.,;:!?])\2{0,11})(?=[ \t]+([^\W\d_]+))")
_LABEL_TALLY = Pattern(r"(?<![\w|])([^\W\d_]{1,12})([ \t]*[:=][ \t]*)(\|{1,12}|-|\u2014)(?![^ \t,;])")
_SIGNS = Pattern(r"[\u2013\u2014\u00b7]")  # dashes and dots between the counts, no peg
_EXCLAIMED = Pattern(r"[ \t]*[?!]*![?!]*[ \t]*$")


def unmeasured(text: str) -> str:
    """The text with its measures blanked (``time="0.003"``, ``compiled, 0.1 sec``): no counts."""
    return _MEASURE.sub(lambda m: " " * len(m.group()), text) if "." in text else text


def _tallied(fragment: str) -> str:
    """Runs of one glyph each, each followed by the word of the pegs it counts (``●● black ● white``,
    ``●●● white, none black``), as their counts; else the fragment as it was."""
    if not _TALLY.search(fragment):
        return fragment
    counted = _TALLY.sub(lambda m: str(len(m[1])) if _counts_word(m[2], m[3]) else m[0], fragment)
    return (
        fragment if any(not ch.isascii() and not ch.isalpha() for ch in _SIGNS.sub("", counted)) else counted
    )


def tallied(text: str) -> str:
    """The text with tally strokes after a count's label as their count (``B: -  C: ||``: ``B: 0  C:
    2``; a dash is none), where the label names the count (the word table's words and letters)."""
    return _LABEL_TALLY.sub(_tally, text) if "|" in text else text


def _tally(found: re.Match[str]) -> str:
    label = found[1].lower()
    letters = feedback_words()["labels"]
    if not (role_of(label) in ("black", "white") or any(label in words for words in letters.values())):
        return found.group()
    strokes = found[3]
    return f"{found[1]}{found[2]}{0 if strokes[0] != '|' else len(strokes)}".ljust(len(found.group()))


def _counts_word(glyph: str, word: str) -> bool:
    """Whether a peg's glyph (``●``, ``○``, ``■``) is followed by the word of the pegs it counts."""

    return bool(glyph_role(glyph)) and role_of(word) in ("black", "white")


def _as_digit(letter: re.Match[str]) -> str:
    """A lone ``l`` or ``I`` as 1, ``O`` or ``o`` as 0, where a count's word follows it (a machine's
    reading of handwriting: ``RGBY l black 2 white``), or an ``l`` or ``O`` alone at the end after a
    count in a column, two blanks or more between (an OCR's ``RGBY   2   O``); else the letter."""
    if letter[3] is not None:  # the second of two counts, alone at the end ('RGBY   2   O')
        return letter[0].replace(letter[3], "1" if letter[3] == "l" else "0")
    if role_of(letter[2]) not in ("black", "white"):
        return letter[1]
    return "1" if letter[1] in "lI" else "0"
