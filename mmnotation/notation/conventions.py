"""Each clue's feedback read in the light of its sheet, where players' conventions differ.

A lone ``2B`` means 2 black in a sheet of ``2b1w`` but 2 cows in a sheet of ``1A2B``; a lone
count or a lone ``0`` or ``-`` can mean two things.  Where a line departs from its sheet, or is
ambiguous by itself, the reading taken is named in a notice with the way to write the other one
(docs/notation.md, "Notices").  Nothing here reads a line in silence against its sheet.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import NamedTuple

from mmnotation.model import EMPTY, UNKNOWN, Feedback
from mmnotation.notation.palette import Declared
from mmnotation.notation.reader import ClueLine, Directive, ReadFeedback
from mmnotation.notation.reading_state import DIGITS_FROM_ZERO, Found, Reading


class Written(NamedTuple):
    """A clue's feedback as written, with what the conventions need of its line."""

    line: int
    feedback: ReadFeedback
    compact: bool  # guess and feedback written together (BBYR12)
    dashed: bool = False  # a dash between blanks separates guess and feedback (RGBY - 2 1)
    digits: bool = False  # all digits written together (123412): where the guess ends is not seen


Notice = Callable[[str, int, int], None]

_FAMILIES = ("bulls_cows", "hit_blow")
_UNKNOWN_MARKS = "-_"


_BASEBALL_OUT = ("OUT", "\uc544\uc6c3")  # number baseball's none ('아웃'): its B is a ball, as a cow
_WORDS = {"bulls_cows": ("bulls", "cows", "A"), "hit_blow": ("hits", "blows", "H")}


def _counted(count: int, plural: str) -> str:
    """``1 bull``, ``2 bulls``."""
    return f"{count} {plural[:-1] if count == 1 else plural}"


def family(fb: ReadFeedback) -> str | None:
    """``bulls_cows`` or ``hit_blow`` for feedback of those families (1A2B, 1 bull 2 cows), else None."""
    if fb.form in _FAMILIES:
        return fb.form
    if fb.form == "worded":
        parts = set(fb.text.split()[1::2])  # '1 bulls 2 cows': the counts' names
        if parts & {"bulls", "cows"}:
            return "bulls_cows"
        if parts & {"hits", "blows"}:  # eat and bite are read as hits and blows
            return "hit_blow"
    return None


def _kind(fb: ReadFeedback) -> str:
    """The form of a feedback for comparing lines: two counts, one count, a family..."""
    if fb.form == "worded":
        return family(fb) or "worded"
    if fb.form == "counts" and " " not in fb.text:
        return "one"
    return fb.form


def feedback_in_context(lines: list[Written], notice: Notice) -> dict[int, ReadFeedback]:
    """Feedback that the sheet reads otherwise than the line alone, by line; notices for the rest."""
    kinds = [_kind(w.feedback) for w in lines]
    two_counts = sum(k != "one" for k in kinds)  # the lines other than a lone count's, counted once
    # the letters' sheet: 1A2B or 1H2B written as letters (in '1 bull 2 cows' a B could be bulls,
    # and in 1B2C it is: there the C is the cows); or number baseball's, that says OUT for none
    sheet_family = next(
        (
            w.feedback.form
            for w in lines
            if w.feedback.form in _FAMILIES and "C" not in w.feedback.text.upper()
        ),
        None,
    )
    baseball = sheet_family is None and any(w.feedback.text in _BASEBALL_OUT for w in lines)
    sheet_family = "bulls_cows" if baseball else sheet_family
    marks = "key_pegs" in kinds
    plus_minus = "marks" in kinds  # ++- lines: a '-' is a peg of the right colour in the wrong place
    dashes = sum(w.dashed for w in lines)  # lines whose separator is ' - '
    together = sum(w.compact for w in lines)  # lines written together (BBYR12)
    changed: dict[int, ReadFeedback] = {}
    for written, kind in zip(lines, kinds, strict=True):
        fb = written.feedback
        if fb.form in ("pair", "counts") and set(fb.text) == {"-"}:  # '-', '--': jokers or minus marks
            _dashes(written, plus_minus, marks, changed, notice)
        elif kind == "keyed" and sheet_family and " " not in fb.text and fb.text.lower().endswith("b"):
            # 2B alone among 1A2B lines: the B of Bulls and Cows (cows) or of Hit and Blow (blows)
            count = fb.value.black or 0
            right, wrong, letter = _WORDS[sheet_family]
            changed[written.line] = ReadFeedback(Feedback(0, count), sheet_family, fb.column, fb.text)
            like = "as number baseball writes balls (OUT for none)" if baseball else "as in the other lines"
            notice(
                f"{fb.text!r} is read as 0 {right} and {_counted(count, wrong)}, {like}; "
                f"write '{count}{letter}0B' for {_counted(count, right)}",
                written.line,
                fb.column,
            )
        elif kind in _FAMILIES and fb.form != "worded" and " " not in fb.text and fb.text[-1] in "aAhHsSeE":
            right, wrong, _ = _WORDS[kind]
            notice(
                f"{fb.text!r} is read as {_counted(fb.value.black or 0, right)} and 0 {wrong} (a count not "
                f"written is zero); write '{fb.value.black} ?' if the {wrong} were not recorded",
                written.line,
                fb.column,
            )
        elif kind == "one":
            _lone(written, (two_counts, len(lines) - 1), marks, changed, notice)
        elif written.digits and together == 1 and len(lines) >= 3:
            # 123412 among spaced lines: the split the pegs chose is named, as a dropped
            # symbol would split it otherwise
            notice(
                f"this line is written together, the others apart: read with the feedback "
                f"{fb.value.black} {fb.value.white}; put a space between the guess and the feedback "
                "if that is not the split meant",
                written.line,
                fb.column,
            )
        elif (
            kind == "counts"
            and fb.text[:1] == "-"
            and fb.value.white is not None
            and 2 * dashes >= len(lines)
        ):
            # RGBY - 2 among RRGG - 1 0: the dash is the sheet's separator, then one count
            count = fb.value.white
            changed[written.line] = ReadFeedback(Feedback(count, None), "counts", fb.column, fb.text)
            notice(
                f"'{fb.text}' is read as the separator '-' and one count, {count} black (white unknown), "
                f"as the other lines write ' - '; write '- {count} 0' for no white peg",
                written.line,
                fb.column,
            )
        elif kind == "counts" and fb.text[:1] in _UNKNOWN_MARKS and fb.value.white is not None:
            notice(
                f"'{fb.text}' is read as black unknown and {fb.value.white} white; if '{fb.text[0]}' "
                f"separates the guess from its feedback ({fb.value.white} black), write '| {fb.value.white}'",
                written.line,
                fb.column,
            )
        elif kind in ("counts", "pair") and fb.text[-1:] in _UNKNOWN_MARKS and fb.value.black is not None:
            black = fb.value.black  # '1 -', '1-': the dash a joker (white unknown), or no white peg
            notice(
                f"'{fb.text}' is read as {black} black and white unknown; write '{black} 0' if the "
                f"'{fb.text[-1]}' means no white peg",
                written.line,
                fb.column,
            )
    return changed


def _dashes(
    written: Written, plus_minus: bool, marks: bool, changed: dict[int, ReadFeedback], notice: Notice
) -> None:
    """'-' or '--' alone: unknown counts (jokers), or, among '++-' lines, that many '-' marks."""
    fb = written.feedback
    text = fb.text
    count = len(text)
    if plus_minus:
        changed[written.line] = ReadFeedback(Feedback(0, count), "marks", fb.column, text)
        notice(
            f"{text!r} is read as 0 black {count} white, a '-' for each peg of the right colour in the "
            "wrong place, as in the other lines' marks; write '?' if the feedback was not recorded",
            written.line,
            fb.column,
        )
    elif count == 2:
        notice(
            "'--' is read as nothing known (black and white unknown); write '0 2' if each '-' is a peg "
            "of the right colour in the wrong place, or '0 0' if no peg was given",
            written.line,
            fb.column,
        )
    else:
        _lone(written, (0, 0), marks, changed, notice)


def _lone(
    written: Written, others: tuple[int, int], marks: bool, changed: dict[int, ReadFeedback], notice: Notice
) -> None:
    """One count alone: a lone '-' or '0', or one count where the other lines have two.

    ``others``: how many of the other lines have more than one count, and how many there are.
    """
    fb = written.feedback
    text = fb.text
    if text in _UNKNOWN_MARKS:
        if marks:  # among key pegs (BBW, oopp -), a dash is no key peg at all
            changed[written.line] = ReadFeedback(Feedback(0, 0), "key_pegs", fb.column, text)
            notice(
                f"a lone {text!r} among key pegs is read as no key pegs (0 black 0 white); "
                "write '?' if the feedback was not recorded",
                written.line,
                fb.column,
            )
        else:
            notice(
                f"a lone {text!r} is read as nothing known (black and white unknown); "
                "write '0 0' if no peg was given",
                written.line,
                fb.column,
            )
        return
    if text in "?*":
        return
    two, count = others
    if text == "0":
        notice(
            "a lone '0' is read as 0 black, white unknown; write '0 0' if no peg was given at all",
            written.line,
            fb.column,
        )
    elif two and two * 2 >= count:
        where = "; the line is written together, the others apart" if written.compact else ""
        black = fb.value.black
        notice(
            f"one count alone is read as {black} black, white unknown{where}; "
            f"write '{black} 0' for no white peg, or '0 {black}' if the {black} counted white pegs",
            written.line,
            fb.column,
        )


def implied_game(
    chosen: list[tuple[ClueLine, Reading]],
    declared: Declared,
    repeats: bool | None,
    directives: dict[str, Directive],
    found: Found,
) -> tuple[Declared, bool | None]:
    """The game the feedback forms imply when nothing declares the colours: Bulls and Cows
    (``1A2B``) and Hit and Blow (``1H2B``) are games of the digits 0-9 without repeats, and a lock
    riddle's ('one number is correct') of the digits 0-9; a notice says so.  Returns the palette
    as declared and the implied repeats (None: nothing implied)."""
    first = next(((c, r) for c, r in chosen if family(r.feedback)), None)
    if first is None:
        return _lock_riddle(chosen, declared, found), None
    if not all(s.isdigit() or s in (EMPTY, UNKNOWN) for _, r in chosen for s in r.guess):
        return declared, None
    clue, reading = first
    no_repeats = repeats is None and "repeats" not in directives
    name = "Bulls and Cows" if family(reading.feedback) == "bulls_cows" else "Hit and Blow"
    line = clue.line
    written = _written(found, line, reading)
    found.notice(
        f"{written!r} is {name} feedback: the game is the digits 0-9"
        + (" without repeats" if no_repeats else "")
        + "; say colors: N"
        + (" or repeats: yes" if no_repeats else "")
        + " if it is not",
        line,
        reading.feedback.column,
    )
    return declared._replace(palette=tuple(DIGITS_FROM_ZERO)), False if no_repeats else None


# A lock riddle's feedback counts numbers or digits ('One number is correct and well placed'):
# its code is of the digits 0-9, whichever digits the clues happen to use.
_LOCK_WORDS = (
    r"\b(?:numbers?|digits?|chiffres?|nombres?|ziffern?|zahlen?|n[úu]meros?|d[íi]gitos?|cifr[ae]|cijfers?)\b"
)


def _lock_riddle(chosen: list[tuple[ClueLine, Reading]], declared: Declared, found: Found) -> Declared:
    """The digits 0-9 for a sheet of digits whose feedback is a lock riddle's words, where the
    clues use none of 0, 7, 8, 9 (which make the game 0-9 anyway, ``palette.settle_palette``)."""
    used = {s for _, r in chosen for s in r.guess} - {EMPTY, UNKNOWN}
    if not used or not all(s.isdigit() for s in used) or used & set("0789"):
        return declared
    for clue, reading in chosen:
        if reading.feedback.form != "worded":
            continue
        line = clue.line
        written = _written(found, line, reading)
        if re.search(_LOCK_WORDS, written, re.IGNORECASE):
            found.notice(
                f"{written!r} counts numbers, as a lock riddle does: the game is the digits 0-9; "
                "say colors: N if it is not",
                line,
                reading.feedback.column,
            )
            return declared._replace(palette=tuple(DIGITS_FROM_ZERO))
    return declared


def _written(found: Found, line: int, reading: Reading) -> str:
    """A clue's feedback as its line writes it (for a notice)."""
    return found.source.lines[line - 1][reading.feedback.column - 1 :].split("#")[0].strip().rstrip(".!")
