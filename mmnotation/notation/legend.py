"""Legends: a line that says what the sheet's key-peg marks mean (``● = right place, ○ = wrong
place``; ``legend``: read from the text around the clues), checked against the notation.

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
from collections.abc import Callable, Iterable, Sequence

from mmnotation.notation.counts import (
    GUESS_HEADER,
    LONGEST_CLUE_LINE,
    NUMBER,
    WORD,
    negated,
    pair_named,
    spelt_out,
)
from mmnotation.notation.key_pegs import GLYPH, Legend, colour_word, family_word
from mmnotation.notation.order import NEWEST
from mmnotation.notation.reader import BLACK_PEGS, WHITE_PEGS, ClueLine
from mmnotation.notation.reading_state import Found, Reading
from mmnotation.notation.text import Pattern
from mmnotation.notation.words import Role, glyph_role, heading_roles, role_of, sheet_words
from mmnotation.notation.words import table as feedback_table

# ---------------------------------------------------------------- reading a legend
_LEGEND_LABEL = Pattern(  # 'Legend:', 'Key —', 'Pins: white = ...': a label before the marks
    lambda: (
        rf"^[^:]{{0,20}}\b{sheet_words('legend')}\b\s*[:\u2013\u2014-]?|^[^:=]{{1,20}}:\s*(?=[^:=\s]{{1,8}}\s*=)"
    ),
    re.IGNORECASE,
)
_WORDS_BEFORE = Pattern(r"^[^(=:]*[^\W\d_][^(=:]*\((?=[^()]*[=:])")  # words, then a legend in brackets
# a middle dot before '=' or after a comma is a mark; a mark and its '=' start a part, and so does a
# glyph beyond ASCII and its word ('✔ right place ❔ wrong place')
_LEGEND_SPLIT = Pattern(
    r"[,;]|\s{2,}|(?<![,;])\s[\u00b7\u2022]\s(?![=:])|\s(?=[^\w\s]\ufe0f?[ \t]*=[ \t])"
    r"|\s(?=[^\x00-\x7f\w\s\u00b7\u2022\u2500-\u257f][ \t]*[^\W\d_])"  # (not a box's lines)
)
_LIST = Pattern(r"[ \t]*[,;][ \t]*")
_FIRST = Pattern(lambda: rf"\b{sheet_words('first')}\b", re.IGNORECASE)
_LEGEND_PART = Pattern(  # a mark, else a word with a sign after it ('red = right place', 'white pegs:')
    r"^\s*(\S{1,3}?|[^\W\d_]{4,8}(?=(?:\s+(?:key\s+)?(?:pegs?|pins?))?\s*(?:=|:|\u2192|->)))"
    r"(?:\s+(?:key\s+)?(?:pegs?|pins?)(?=\s*(?:=|:|\u2192|->)))?"
    r"\s*(=|:|\u2192|->|\u2013|\u2014|-\s|\bis\b|\bmeans\b)?\s+(.+)$"
)


def _single_spaced(text: str) -> tuple[str, Callable[[int], int]]:
    """A line whose every gap is two blanks or more (a PDF's copy: ``✓  =  right  spot``) with each
    gap one blank (two blanks part a legend's marks), and each column's place in the line."""
    gaps = [len(m.group()) for m in re.finditer(r" +", text.strip())]
    if not gaps or min(gaps) < 2 or not _SIGN.search(text):  # (columns under a heading stay apart)
        return text, lambda column: column
    starts = [m.start() for m in re.finditer(r"(?<! ) |[^ ]", text)]  # what each kept character was
    return re.sub(r"(?<! ) +", " ", text), lambda column: starts[column] if column < len(starts) else column


_SIGN = Pattern(r"[=:\u2192]")  # a legend's sign between a mark and what it means


def _one_word(mark: str) -> bool:
    """Whether a legend's mark is a word (two letters or more, or a letter of a script that puts
    no spaces between words: Chinese '白'), not a letter that stands for a key peg ('W')."""
    return bool(WORD.fullmatch(mark)) and (len(mark) > 1 or not mark.isascii())


def legend(lines: list[str], skip: Callable[[int], bool]) -> Legend:
    """The legend and rules lines of a sheet (lines ``skip`` says are clues are not looked at)."""
    marks: dict[str, Role] = {}
    at: dict[str, tuple[int, int]] = {}
    order: tuple[Role, Role] | None = None
    order_at = 0
    used: set[int] = set()
    for number, written in enumerate(lines, start=1):
        if skip(number) or len(written) > LONGEST_CLUE_LINE:
            continue
        text, origin = _single_spaced(written)
        if NEWEST.search(text):
            used.add(number)  # said of the order: newest_first reads it
        first = _named_first(text)
        if first:  # 'White is listed first.', in a legend's line or alone
            order, order_at = (first, "white" if first == "black" else "black"), number
            used.add(number)
        body = _LEGEND_LABEL.sub("", text.lstrip(" \t#/"))  # a legend in a comment: '# W means ...'
        body = _WORDS_BEFORE.sub("", body)  # 'Wordle-style feedback (🟩 = right spot, ...)'
        parts = [p for p in _LEGEND_SPLIT.split(body.strip("() \t")) if p.strip()]
        found: list[tuple[str, Role, str]] = []
        column = 0
        for part in parts:
            column = text.find(part, column)
            match = _LEGEND_PART.match(part)
            # a word: two letters or more, or one of a script without spaces between words ('白 = 错')
            word = match is not None and _one_word(match.group(1))
            if match is None or (found and not GLYPH.fullmatch(match.group(1)) and not word):
                if found:  # a description that goes on past a comma: 'right colour, right place'
                    found[-1] = (found[-1][0], found[-1][1], f"{found[-1][2]}, {part.strip()}")
                continue
            mark, description = match.group(1), match.group(3)
            if mark.isdigit() or (len(WORD.findall(mark)) and len(mark) > 1 and not word):
                continue
            if description[:1].isdigit() or len(NUMBER.findall(spelt_out(description))) >= 2:
                continue  # counts, not what a mark means ('black: 1 white: 0', 'black: one white: zero')
            if mark in _DASHES and any(glyph_role(ch) for ch in description if not ch.isascii()):
                continue  # a dash before key pegs, no mark ('Guess one — RGBY — scored ●○○.': a clue)
            found.append((mark, "=" if match.group(2) else "", description))
            at.setdefault(mark.lower(), (number, origin(column + part.index(mark)) + 1))
        # a key peg named by its colour, with what it means ('white = wrong place')
        found = [
            f
            for f in found
            if (GLYPH.fullmatch(f[0]) or not WORD.fullmatch(f[0]) or _named_peg(*f))
            and not (f[0].isalpha() and colour_word(f[2].strip(" \t,;.!")))  # 'R = red': a colour's letter
            and _DESCRIBED.search(f[2])  # a word says what the mark means ('O O G G | ■' is a clue)
        ]
        # one mark alone is a legend where a sign gives it its meaning ('a lonely white' is none)
        alone = len(found) == 1 and found[0][1]
        found = [(mark, role_of(description, peg=True), description) for mark, _, description in found]
        if len(found) >= 2 or (alone and found[0][1]):
            roles = [r for _, r, _ in found]
            if not any(roles) and len(found) == 2:
                flip = negated(found[0][2], found[1][2])
                roles = ["white", "black"] if flip == "second" else ["black", "white"]
            elif roles.count("") == 1 and len(found) == 2:
                known = next(r for r in roles if r)
                roles = [r or ("white" if known == "black" else "black") for r in roles]
            # a mark is one peg, no total: beside a black mark it is the white one ('correct digit')
            roles = [("white" if "black" in roles else "black") if r == "total" else r for r in roles]
            for (mark, _, _), role in zip(found, roles, strict=True):
                if role:
                    marks[mark] = role
                    marks.setdefault(mark.lower(), role)
            used.add(number)
            continue
        # a rules line: two count words in order, 'black first, then white', '(bulls, cows):'
        phrases = re.finditer(r"[^\W\d_]+(?:[ \t][^\W\d_]+){0,3}", text)  # a column a phrase, or each
        said = [r for m in phrases for r in _key_colours(m) or [role_of(m[0])] if r in ("black", "white")]
        if len(_LIST.split(text)) >= 4:
            said = []  # a list ('Färger: röd, grön, blå, gul, vit, svart'): colours, not counts in order
        pair = pair_named(text)
        if pair is not None:  # "RGBY 2/1 (white/black)", "(W-B)": an order for the sheet
            order, order_at = pair, number
            used.add(number)
            continue
        cells = [cell for cell in re.split(r"[\s|,;]+", text) if cell]
        if len(said) < 2 and any(GUESS_HEADER.match(cell) for cell in cells):  # a heading: 'Code  W  B'
            said = [r for r in heading_roles(cells) if r in ("black", "white")]
        if len(said) >= 2 and not first and not NUMBER.search(spelt_out(text)) and said[0] != said[1]:
            # (no counts, in digits or words: 'GPRY at three whites and RGBY at one black' is clues)
            order, order_at = (said[0], said[1]), number
            used.add(number)
        elif _FIRST.search(text) and not said:
            used.add(number)  # a rules line in words the table lacks: the convention holds
    return Legend(marks, order, frozenset(used), order_at, at)


_DASHES = ("-", "\u2013", "\u2014")
_DESCRIBED = Pattern(r"[^\W\d_]{2}|[^\x00-\u2fff]")  # two letters, or one of CJK ('■ = 黑')


_CODE = Pattern(r"[A-Z]{3,}")  # a guess in capitals


def _key_colours(phrase: re.Match[str]) -> list[Role]:
    """Where a phrase names both key pegs by their colours (``white black``, ``önce beyaz sonra
    siyah``), each colour in order; else none."""
    words = list(WORD.finditer(phrase.group()))
    if len(words) == 1 and not phrase.group().isascii():  # a script without blanks: each character
        words = list(re.finditer(r"\w", phrase.group()))  # ('先白后黑': first white, then black)
    if any(_CODE.fullmatch(w.group()) and not colour_word(w.group()) for w in words):
        return []  # a clue's line ('OOPP white black': key pegs named after the guess)
    keyed = [role for w in words if colour_word(w[0]) and (role := role_of(w[0])) in ("black", "white")]
    return keyed if len(set(keyed)) == 2 else []


def _named_first(text: str) -> Role:
    """The count a clause of the line says comes first (``white first``, ``Rules: white is listed
    first.``, ``I write cows first``): the count word nearest before ``first``, no number among the
    words; or the count a clause says the second is (``the second number is the bulls``); else ''."""
    for said in _FIRST.finditer(text):
        clause = re.split(r"[.;:!?,()\u2013\u2014]", text[: said.start()])[-1]
        if NUMBER.search(clause) or not 1 <= len(clause.split()) <= 5:
            continue
        roles = [role for m in WORD.finditer(clause) if (role := role_of(m.group()))]
        if roles and roles[-1] in ("black", "white"):
            return roles[-1]
    for said in _SECOND.finditer(text):  # 'the second number is the bulls': the first is the other
        named = [role_of(w[0]) for w in WORD.finditer(said[1]) if colour_word(w[0]) or family_word(w[0])]
        if len(named) == 1 and named[0] in ("black", "white"):
            return "white" if named[0] == "black" else "black"
    return ""


_SECOND = (
    Pattern(  # the second count said to be one: 'the second number is the bulls', 'second count = white'
        lambda: (
            rf"\b(?:{'|'.join(feedback_table()['ordinals']['2'])})[ \t]+(?:number|count|figure|value)[ \t]*"
            r"(?:is|are|=|means)[ \t]+((?:the[ \t]+)?[^\W\d_]+)"
        ),
        re.IGNORECASE,
    )
)


def _named_peg(mark: str, _sign: str, description: str) -> bool:
    """Whether a legend's word names a key peg by its colour and what it means (``white = wrong place``)."""
    return colour_word(mark) and role_of(description, peg=True) in ("black", "white")


# ---------------------------------------------------------------- checking it against the notation
_RIGHT_PLACE = "black"
_WRONG_PLACE = "white"

DEFAULTS = {
    **dict.fromkeys([*(mark.lower() for mark in BLACK_PEGS), "black", "red", "+"], _RIGHT_PLACE),
    **dict.fromkeys([*(mark.lower() for mark in WHITE_PEGS), "white", "-"], _WRONG_PLACE),
}
"""How the notation reads each key-peg letter, word and mark (lower case)."""


_GLYPHS = "".join(sorted(mark for mark in BLACK_PEGS | WHITE_PEGS if not mark.isascii()))  # ● ○ ⚫ ⚪ 🔴
_LETTER_DEFINED = Pattern(
    rf"(?<![\w{_GLYPHS}])(?:black|white|red|[a-z]|[{_GLYPHS}])"
    r"(?:\s+(?:key\s+)?(?:pegs?|pins?))?\s*(?:[=:\u2192\u2013\u2014-]|\bmeans\b|\bis\s+for\b|\bstands\s+for\b)"
    r"|(?<![+\-])[+\-]\s*(?:[=:]|\bmeans\b)",  # the notation's marks: '+' the right place, '-' the wrong one
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
