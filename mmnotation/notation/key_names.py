"""Key pegs named right after a guess, nothing between (docs/notation.md, "Pasted text"):
``Red Green Blue Yellow Black White White``, ``🔴 🟢 🔵 🟡 ⚫ ⚪ ⚪``.  On a sheet whose lines of pegs
run to different lengths, and run longer than their guesses only by names of black and white,
each line's guess is its first pegs and the rest its key pegs; a line of the guess's pegs alone,
with more such lines after it, has none."""

from __future__ import annotations

import re

from mmnotation.notation.columns import BRACKETED
from mmnotation.notation.emoji import emoji_letter
from mmnotation.notation.line_text import without_quote_marks
from mmnotation.notation.records import SPOKE
from mmnotation.notation.text import Pattern
from mmnotation.notation.words import glyph_role, is_sheet_word, named_colour, named_key_peg

_TOKEN = re.compile(r"[^\s,;]+")
_KEYS = {"black": "K", "white": "W"}
_CODE = Pattern(r"[A-Z]{3,8}")
_TURN = Pattern(  # 'Round 1: ', '3) ', 'You: ': a turn's label or who spoke, before the pegs
    r"[ \t]*(?:(?:[^\W\d_]+[ \t]*)?#?[0-9]{1,3}[ \t]*[:.)\-\u2013\u2014]"
    rf"|{SPOKE})[ \t]+"
)
_SEPARATORS = frozenset({"-", "\u2013", "\u2014", "|", "=", "->", "=>", "\u2192"})


def keys_named(text: str) -> tuple[str, set[int], tuple[str, int, int] | None]:
    """``text`` with each guess's key pegs named after it written as its counts (``Red Green Blue
    Yellow - 1 black 2 white``), the lines so written, and a notice naming them (None where none is)."""
    # (CRLF as LF, as the reading takes it; a mail's quote marks blank, the columns kept)
    lines = without_quote_marks([line.removesuffix("\r") for line in text.split("\n")])
    listed = _lists(lines)
    if listed:
        said = f"read the list under each list of pegs as its key pegs (lines {listed[0]}-{listed[-1]})"
        return "\n".join(lines), set(listed), (said, listed[0], 1)
    turns = {
        n: found.group()
        for n, line in enumerate(lines, start=1)
        if (found := _TURN.match(line)) and not is_sheet_word(found.group().strip(" \t:"), "colours")
    }  # (not 'Colours: Red Green ...': the game's colours, no guess)
    bodies = [line[len(turns.get(n, "")) :] for n, line in enumerate(lines, start=1)]  # ('Round 1: ')
    pegged = {n: pegs for n, line in enumerate(bodies, start=1) if (pegs := _pegs(line)) is not None}
    cuts = {n: _cut(bodies[n - 1]) for n in pegged}  # where a separator parts a line's guess and keys
    if len(pegged) < 2 or len({len(p) for p in pegged.values()}) < 2:
        return text, set(), None
    shortest = min(len(p) for p in pegged.values())
    width = next(
        (
            w
            for w in range(3, shortest + 1)
            if all(
                len(p) - w <= w
                and all(_key(s) for s in p[w:])
                and not all(_key(s) for s in p[:w])  # (a line of key pegs alone: '⚫⚪⚪')
                and not any(_glyph(s) for s in p[:w])  # (a glyph is a key peg, never a guess's: '●')
                and cuts[n] in (None, w)
                for n, p in pegged.items()
            )
        ),
        None,
    )
    if width is None:
        return text, set(), None
    last, written = max(pegged), set()
    for number, pegs in pegged.items():
        if len(pegs) == width and number == last:
            continue  # a guess not scored yet, maybe: read as the sheet would without this reading
        written.add(number)
        lines[number - 1] = turns.get(number, "") + _clue(pegs[:width], pegs[width:])
    alone = any(len(pegged[n]) == width for n in written)
    said = (
        f"read the black and white pegs after the first {width} of a line as its key pegs (lines "
        f"{min(pegged)}-{last}{f'; {width} alone: no key pegs' if alone else ''})"
    )
    return "\n".join(lines), written, (said, min(pegged), 1)


def _lists(lines: list[str]) -> list[int]:
    """Lists of pegs in brackets, each over a list of its key pegs (YAML's, TOML's: ``pegs: [red,
    green, blue, yellow]`` over ``keys: [black, white]``, ``keys: []`` for none), written as clues
    (the keys' lines blank); the lines so written."""
    written = []
    for number in range(1, len(lines)):
        head, tail = (BRACKETED.fullmatch(lines[n]) for n in (number - 1, number))
        if head is None or tail is None or number in written:
            continue
        pegs, keys = (_pegs(found[2]) or [] if found[2].strip() else [] for found in (head, tail))
        if len(pegs) >= 3 and all(_key(k) for k in keys) and not all(_key(p) for p in pegs):
            lines[number - 1], lines[number] = _clue(pegs, keys), ""
            written += [number, number + 1]
    return written


def _clue(pegs: list[str], keys: list[str]) -> str:
    """A guess and its key pegs as the notation writes them (``Red Green Blue Yellow - 1 black 2
    white``)."""
    marks = [_key(k) for k in keys]
    guess = (" " if len(pegs[0]) > 1 else "").join(pegs)
    return f"{guess} - {marks.count('K')} black {marks.count('W')} white"


def _pegs(line: str) -> list[str] | None:
    """A line's pegs: colour names, or emoji pegs (a blank or a comma apart, or not); None for a
    line with anything else, or fewer than three."""
    pegs = _tokens(line)
    return pegs if pegs is not None and len(pegs) >= 3 else None


def _tokens(line: str) -> list[str] | None:
    """A line's pegs, as many as there are; None for a line with anything but pegs and separators."""
    pegs = []
    for word in _TOKEN.finditer(line):
        token = word.group().strip("\"'.!()[]:")
        if not token or token in _SEPARATORS:
            continue  # ('()': no key pegs; 'Red Green Blue Yellow - White White')
        if token.isalpha() and named_colour(token):
            pegs.append(token)
            continue
        shown = [c for c in token if c != "\ufe0f"]
        if _CODE.fullmatch(token) and not pegs:
            pegs += shown  # a code in capitals first ('RGBY ● ○ ○'), a letter a peg
        elif all(emoji_letter(c) or _glyph(c) for c in shown):  # (a glyph: '●' black)
            pegs += shown
        else:
            return None
    return pegs


def _cut(line: str) -> int | None:
    """How many pegs stand before a separator on a line of pegs (``Red Green Blue Yellow - White``:
    4), None where none does."""
    tokens = [w.group() for w in _TOKEN.finditer(line)]
    at = next((i for i, t in enumerate(tokens) if t in _SEPARATORS or t.endswith(":")), None)
    return None if at is None else len(_tokens(" ".join(tokens[: at + 1])) or ())


def _glyph(peg: str) -> bool:
    """Whether a peg is a key peg's glyph (``●``, ``○``): no emoji peg, no colour's name."""
    return len(peg) == 1 and not peg.isalnum() and not emoji_letter(peg) and glyph_role(peg) in _KEYS


def _key(peg: str) -> str:
    """A key peg's letter, K or W, for a name, an emoji or a glyph of black or white; "" for any other."""
    if len(peg) > 1:
        return _KEYS.get(named_key_peg(peg), "")
    letter = emoji_letter(peg) or ("" if peg.isalnum() else _KEYS.get(glyph_role(peg), ""))
    return letter if letter in ("K", "W") else ""
