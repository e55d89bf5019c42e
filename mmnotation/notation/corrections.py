"""A player's correction of a clue, written in prose after the clues (docs/notation.md, "Pasted
text"): ``line 2 should be 0 0, not 0 1``, ``Correction: in 3) it was 1 black and 3 white``, ``GGOO:
0 0 instead of 0 1``.  Where the line names one clue (its line, its turn or place, or its guess)
and the counts it should have, and any counts it says were written are the clue's, that clue is
read with the counts the correction gives, with a notice; else the line is only said."""

from __future__ import annotations

import re

from mmnotation.errors import NotationNotice
from mmnotation.model import Clue, Feedback, Sheet, check_feedback
from mmnotation.notation.counts import CORRECTION, NUMBER, counts
from mmnotation.notation.key_pegs import Legend
from mmnotation.notation.line_text import blank
from mmnotation.notation.text import Pattern
from mmnotation.notation.words import ordinal, ordinals, sheet_words

_NO_LEGEND = Legend({}, None, frozenset())
# the words that bring the counts written, not the right ones ('0 0 instead of 0 1')
_INSTEAD = Pattern(lambda: sheet_words("instead"), re.IGNORECASE)
_NOT = Pattern(lambda: rf"[,;]?[ \t]*\b{sheet_words('not')}\b", re.IGNORECASE)  # ('should be 1 1, not 2 1')
_LINE = Pattern(lambda: rf"\b{sheet_words('line')}[ \t]*#?[ \t]*([0-9]{{1,3}})\b", re.IGNORECASE)  # 'ligne 2'
_PLACE = Pattern(  # a turn's words of the table ('guess 3', 'Versuch 3', 'clue 3'), '#3', 'in 3)', '3)'
    lambda: (
        rf"(?:\b(?:{sheet_words('turn')}|clue)[ \t]*#?[ \t]*|#[ \t]*|\bin[ \t]+)([0-9]{{1,3}})\b\)?"
        r"|(?<![\w.])([0-9]{1,3})\)"
    ),
    re.IGNORECASE,
)
_ORDINAL = Pattern(  # 'the second row', 'the 3rd guess', 'die dritte Zeile', 'the last one', 'la segunda'
    lambda: (
        rf"\b({ordinals()}|{sheet_words('last')})[ \t]+"
        rf"(?:{sheet_words('turn')}|{sheet_words('line')}|one|clue)\b"
        rf"|\b(?:{sheet_words('article')})[ \t]+({ordinals()}|{sheet_words('last')})\b"
    ),
    re.IGNORECASE,
)
_LAST = Pattern(lambda: sheet_words("last"), re.IGNORECASE)
_FILLER = Pattern(  # words before the counts ('it was 1 black', 'in 3) was 1 2')
    r"^[\s:,.\-\u2013\u2014]*(?:(?:(?:it|that|this)(?:'s| is| was)?|was|is|be|are|were|had|in)\b[\s:,]*)*",
    re.IGNORECASE,
)


def corrected(
    sheet: Sheet, lines: list[str] | tuple[str, ...], path: str, apply: bool = True
) -> tuple[Sheet, list[NotationNotice]]:
    """The sheet with each clue a line of prose corrects read as corrected, and the notices: one
    for each correction, applied or only said (``lines``: the sheet's; ``apply``: False, each only
    said, as ``--strict`` reads)."""
    read = {clue.line for clue in sheet.clues}
    clues = list(sheet.clues)
    said: list[NotationNotice] = []
    for number, line in enumerate(lines, start=1):
        if not NUMBER.search(line) or not (word := CORRECTION.search(line)):
            continue
        if number in read:  # '1234 ++ (no wait, it was --)': said, the clue read as first written
            message = (
                f"this clue's line also reads as a correction ({word.group()!r}): its counts are read as "
                "they are first written; mend the line if they are not"
            )
            said.append(NotationNotice(message, line=number, column=1, source=line, path=path))
            continue
        mended = _mended(line, clues, sheet.game.pegs) if apply else None
        if mended is not None and check_feedback(clues[mended[0]].guess.symbols, mended[1], sheet.game.pegs):
            mended = None  # counts no clue can have ('3 black 1 white' of 4 pegs): the correction only said
        if mended is None:
            message = (
                "this line reads as a correction of a clue: the clues are read as they are written; mend "
                "the clue's own line if it is wrong"
            )
        else:
            at, feedback = mended
            old = clues[at]
            clues[at] = Clue(old.guess, feedback, old.line, old.turn)
            message = (
                f"read line {old.line} as {old.guess} {feedback}, as this line corrects it (written "
                f"{old.feedback}); mend line {old.line} to read it so without this line"
            )
        said.append(NotationNotice(message, line=number, column=1, source=line, path=path))
    if not said:
        return sheet, []
    return Sheet._read(sheet.game, tuple(clues), sheet.notices, sheet.assumed), said


def _mended(line: str, clues: list[Clue], pegs: int) -> tuple[int, Feedback] | None:
    """The clue a correction names (its index) and the counts it gives, or None."""
    named, rest = _named_clue(line, clues)
    if not named:
        return None
    instead = _INSTEAD.search(rest)
    if instead is not None:  # '0 0 instead of 0 1'
        right, written = rest[: instead.start()], rest[instead.end() :]
    else:
        keyword = CORRECTION.search(rest)
        after = rest[keyword.end() :] if keyword is not None else rest
        cut = _NOT.search(after)
        right, written = (after, "") if cut is None else (after[: cut.start()], after[cut.end() :])
    right = re.split(r"[ \t][-\u2013\u2014][ \t]", re.split(r":[ \t]", right)[-1])[0]  # ('0 0 - I misread')
    right = _FILLER.sub("", right)  # ('typo in line 2: 1 and 1', 'it was 1 2'; anchored: once)
    new = counts(right.strip(" \t.!()"), pegs, _NO_LEGEND) if right.strip() else None
    if new is None or new.black is None or new.white is None or new.assumed not in ("", "order"):
        return None  # (two counts unnamed are black and white, as the clues' own)
    feedback = Feedback(new.black, new.white)
    old = counts(written.strip(" \t.!()"), pegs, _NO_LEGEND) if written.strip(" \t.!()") else None
    if old is not None:  # the one named clue whose counts are those the correction says were written
        named = [i for i in named if clues[i].feedback == Feedback(old.black, old.white)]
    if len(named) != 1 or feedback == clues[named[0]].feedback:
        return None  # no change, or not one clue (the counts said written are no named clue's)
    return named[0], feedback


def _named_clue(line: str, clues: list[Clue]) -> tuple[list[int], str]:
    """The clues a correction may name, and the line with that name blank: by its line (``line 2``:
    the clue on the sheet's line 2, or the second clue, where text stands above the clues), its turn
    or place (``guess 3``, ``#3``, ``in 3)``), or its guess written (``GGOO``)."""
    found = _LINE.search(line)
    if found is not None:
        number = int(found[1])
        lined = {i for i, c in enumerate(clues) if c.line == number} | ({number - 1} & set(range(len(clues))))
        return sorted(lined), _blank(line, found)
    # ('#3', 'in 3)', 'the second row'; the first named: 'the last one, it's 2 2)' names no turn 2)
    placed = min(
        (m for m in (_PLACE.search(line), _ORDINAL.search(line)) if m), key=lambda m: m.start(), default=None
    )
    if placed is not None:
        word = next((g for g in placed.groups() if g), "")
        last = max((c.turn or 0 for c in clues), default=0) or len(clues)  # ('the last one')
        place = int(word) if word.isdigit() else last if _LAST.fullmatch(word) else ordinal(word) or 0
        at = [i for i, c in enumerate(clues) if c.turn == place] or (
            [place - 1] if 1 <= place <= len(clues) and all(c.turn is None for c in clues) else []
        )
        return at[:1] if len(at) == 1 else [], _blank(line, placed)
    written = {i: g for i, c in enumerate(clues) if (g := re.search(rf"\b{re.escape(str(c.guess))}\b", line))}
    if len(written) != 1:
        return [], line  # (no guess named, or one played twice: which is not said)
    (named, guess), *_ = written.items()
    return [named], _blank(line, guess)


def _blank(line: str, found: re.Match[str]) -> str:
    return line[: found.start()] + blank(found) + line[found.end() :]
