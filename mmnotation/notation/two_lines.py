"""Clues written over two lines: the guess on one, its feedback on the next (a pasted chat).

    Alice: RGBY              RGBY
    Bob: 2 black, 1 white    2 1

A line that is a guess alone, followed by a line that is feedback alone, is one clue; the sheet
says so in one notice (docs/notation.md, "Text around the clues").  Only lines that read as no whole clue
are paired, so a sheet of whole clues costs nothing here.
"""

from __future__ import annotations

import re
from typing import Any

from mmnotation.errors import NotationError, NotationSyntaxError
from mmnotation.notation.furniture import variants
from mmnotation.notation.grammar import parse
from mmnotation.notation.reader import (
    ClueLine,
    Guess,
    Item,
    LineTransformer,
    ReadFeedback,
    Source,
    Unread,
    Word,
)
from mmnotation.notation.words import common_names

_KEYS = re.compile(r"[0-9]+[A-Za-z]([0-9]+[A-Za-z])?")  # 1A2B, 2B, 1H2B: feedback alone


def _texts(text: str) -> list[tuple[str, int | None]]:
    """The line as written, then without its speaker, turn marker or remark (same columns)."""
    return [(text, None), *((other, turn) for other, turn, _what in variants(text))]


def _read_as(text: str, rule: str, names: tuple[str, ...], line: int, path: str) -> Any:
    """``text`` read whole by the grammar's ``rule`` (columns kept), or None."""
    stripped = text.strip(" \t")
    if not stripped:
        return None
    offset = len(text) - len(text.lstrip(" \t"))
    try:
        value = parse(stripped, rule, names, LineTransformer, line, path)
    except NotationError:
        return None
    if isinstance(value, Guess):
        words = tuple(Word(w.text, w.column + offset) for w in value.parts)
        return Guess(value.form, value.text, value.column + offset, words)
    if isinstance(value, ReadFeedback):
        return ReadFeedback(value.value, value.form, value.column + offset, value.text)
    return None  # pragma: no cover - the rules give these two


def _guess_alone(text: str, names: tuple[str, ...], line: int, path: str) -> tuple[Guess, int | None] | None:
    for other, turn in _texts(text):
        guess = _read_as(other, "code", names, line, path)
        if guess is not None and len(guess.words) >= 2:
            return guess, turn
    return None


def guess_alone(text: str) -> bool:
    """Whether ``text`` is a guess and nothing else (``RGBY``, ``Alice: R G B Y``)."""
    return _guess_alone(text, (), 1, "<input>") is not None


def _feedback_alone(
    text: str, names: tuple[str, ...], line: int, path: str, pegs: int
) -> ReadFeedback | None:
    for other, _turn in _texts(text):
        fb: ReadFeedback | None = _read_as(other, "feedback", names, line, path)
        if fb is not None and (fb.value.black or 0) + (fb.value.white or 0) <= pegs:
            return fb
    return None


def _lone(item: Item, second: bool = False) -> str | None:
    """The text of a line that may be half a clue (a run with nothing after it, an unread
    line, a speaker's line read as a clue), else None.  The ``second`` half may be a count
    and words (``1 black 1 white`` reads as a run of one symbol and words)."""
    if isinstance(item, Unread):
        return item.text
    if isinstance(item, ClueLine):
        if item.run is not None and (item.run.tail is None or (second and len(item.run.words) <= 2)):
            return item.run.text
        if item.separator.strip() == ":" and item.guess is not None:
            return item.guess.text  # Bob: 2 1, read as the guess 'Bob'
    return None


def _may_be_feedback(item: Item, pegs: int | None) -> bool:
    """A cheap test before the grammar's: the second line is shorter than a guess of ``pegs``
    symbols (None: not known yet), or keys (1A2B), or a speaker's words."""
    if isinstance(item, Unread):
        return True
    assert isinstance(item, ClueLine)
    if item.guess is not None:  # 'Bob: 2 1': a speaker, unless the word is a guess of the game
        word = item.guess.text
        return not (word.isupper() and (pegs is None or len(word) == pegs))
    assert item.run is not None
    if item.run.tail is not None:
        return True  # a count and words: 1 black 1 white
    symbols = len(item.run.words)
    return (pegs is None or symbols < pegs) or _KEYS.fullmatch(item.run.text) is not None


def pair_lines(
    items: list[Item], lines: tuple[str, ...], names: tuple[str, ...], path: str, pegs: int | None = None
) -> tuple[list[Item], list[int]]:
    """The items with each guess-alone line and the feedback-alone line after it made one clue.

    Returns the items and the first line of each pair.  ``lines`` are the sheet's lines; ``pegs``
    the pegs stated (by an option or directive), when they are: a guess alone has that many.
    """
    out: list[Item] = []
    paired: list[int] = []
    i = 0
    while i < len(items):
        item = items[i]
        nxt = items[i + 1] if i + 1 < len(items) else None
        first = _lone(item)
        width = len(item.run.words) if isinstance(item, ClueLine) and item.run is not None else None
        if (
            first is not None
            and nxt is not None
            and _lone(nxt, second=True) is not None
            and _a_pair(item)
            and _may_be_feedback(nxt, width)
        ):
            assert isinstance(item, ClueLine | Unread) and isinstance(nxt, ClueLine | Unread)
            guess = _guess_alone(lines[item.line - 1], names, item.line, path)
            if guess is not None and pegs is not None and len(guess[0].words) != pegs:
                guess = None  # 'RGBYBBW' then 'RRBBW' with pegs: 4 are two compact clues
            if guess is not None:
                text = lines[nxt.line - 1]
                fb = _feedback_alone(text, names, nxt.line, path, len(guess[0].words))
                if fb is not None and _may_be_feedback(nxt, len(guess[0].words)):
                    out.append(ClueLine(guess[0], fb, None, " ", guess[1], item.line, guess[0].column))
                    paired.append(item.line)
                    i += 2
                    continue
        out.append(item)
        i += 1
    return out, paired


def speakers(items: list[Item], source: Source, names: tuple[str, ...] = ()) -> list[Item]:
    """Lines such as ``Bob: 2 1`` left unpaired: a speaker's name and feedback, no guess.

    The grammar reads them as the guess ``BOB``; a name written as a name (``Bob``, ``Me``) is
    taken for a speaker instead, and the line is unread (furniture or an error, as the sheet
    decides), so that no speaker's name is ever deduced with as a guess.
    """
    out: list[Item] = []
    known = frozenset(n.lower() for n in names) if names else frozenset(common_names())
    for item in items:
        if isinstance(item, ClueLine) and item.separator and item.guess is not None and _speaker(item, known):
            assert item.guess is not None
            error = source.error(
                NotationSyntaxError,
                f"{item.guess.text + ':'!r} is read as who spoke, not a guess: this line holds "
                "feedback without its guess (write the guess before it, or on the line above)",
                item.line,
                item.guess.column,
            )
            out.append(Unread(error, item.line, source.lines[item.line - 1]))
        else:
            out.append(item)
    return out


def _speaker(clue: ClueLine, known: frozenset[str]) -> bool:
    """``Bob: 2 1``: a word written as a name (a capital, then small letters) before a colon,
    unless it is a colour's name (``Red: 0 0`` in a game of one peg; ``known``, lower-case)."""
    assert clue.guess is not None
    word = clue.guess.text
    return (
        clue.separator.strip() == ":"
        and word.lower() not in known
        and clue.guess.form == "together"
        and len(word) >= 2
        and word[0].isupper()
        and word[1:].isalpha()
        and word[1:].islower()
    )


def _a_pair(first: Item) -> bool:
    """Cheap: the first line is no whole clue of digits and letters (BBYR12)."""
    if isinstance(first, ClueLine) and first.run is not None:
        text = first.run.text
        if any(c.isdigit() for c in text) and any(c.isalpha() for c in text):
            return False  # a compact clue (BBYR12) that the sheet's pegs will split
    return True
