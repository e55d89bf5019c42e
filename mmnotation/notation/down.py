"""A guess written down the page, a peg a line (docs/notation.md, "Pasted text"): a form's fields
(``Peg 1: Red``), YAML's and TOML's lists, XML's elements, a program's list printed over lines,
list items, or the pegs alone, one a line.  Each run of such lines is one guess, written again on
its last line (``Red Green Blue Yellow``, ``RGBY``), its feedback read where it stands after it."""

from __future__ import annotations

import itertools
import re

from mmnotation.notation.slips import spelt
from mmnotation.notation.text import Pattern
from mmnotation.notation.words import is_colour_name, role_of
from mmnotation.notation.words import table as feedback_words

# what may stand around a peg on its line: a tag (an attribute's value: <peg color="red"/>), a bullet,
# a checkbox or a number and a dot, a field's label (Peg 1:, Hole 2 =, Stift 3:, 1st peg:, first:, a
# speaker's name, slot1 =, Peg #1 -, position 4; or two, a speaker's before a field's), quotes,
# brackets, a dot and the commas between items
_AROUND = Pattern(
    r"[ \t]*(?:<[a-z]{1,8}(?:[ \t]+[a-z-]{1,12}=)?>?[ \t]*)?"
    r"(?:[-*\u2022\u00b7][ \t]+)?(?:\[[ xX]\][ \t]+|\d{1,2}[.)][ \t]+)?"
    r"(?P<label>(?:[^\W\d_][^\W\d]{0,15}(?:[ \t]*#?\d{1,2})?[ \t]*[:=\u2013-][ \t]*"
    r"|[^\W\d_]{1,12}[ \t]*#?\d{1,2}[ \t]+"
    r"|\d{1,2}(?:st|nd|rd|th)[ \t]+[^\W\d_]{1,12}[ \t]*[:=.)-]?[ \t]*){1,2})?"
    r"[\[({]*[ \t]*[\"']?(?P<peg>[^\W_]{1,12}|[^\x00-\u2fff])[\"']?\.?"
    r"[ \t]*(?:</[a-z]{1,8}>|/>)?[ \t]*[\])},;]*[ \t]*",
    re.IGNORECASE,
)
MOST_PEGS, FEWEST_PEGS = 10, 3


def pegs_down(lines: list[str]) -> tuple[list[str], list[tuple[int, int]], set[int]]:
    """The lines with each run of lines of one peg written as one guess (see ``_pegs_down``); the
    lines of a sheet whose every line has a blank one after it (a word processor's paste) read as
    if the blanks were not there."""
    filled = [n for n, line in enumerate(lines) if line.strip()]
    if len(filled) < 4 or any(b - a < 2 for a, b in itertools.pairwise(filled)):
        return _pegs_down(lines)
    compact, runs, joined = _pegs_down([lines[n] for n in filled])
    out = list(lines)
    for k, n in enumerate(filled):
        out[n] = compact[k]
    return out, [(filled[a - 1] + 1, filled[b - 1] + 1) for a, b in runs], {filled[n - 1] + 1 for n in joined}


def _pegs_down(lines: list[str]) -> tuple[list[str], list[tuple[int, int]], set[int]]:
    """The lines with each run of lines of one peg written as one guess on the run's last line, the
    others blank, the runs (first line, last line, from 1), and the lines of a feedback after a
    run that were read with the line above (a record's ``black: 2`` over ``white: 1``); else the
    lines and none.

    Every run of the sheet is as long (the game's pegs, three or more) and of one kind of peg
    (colour names, letters, digits, emoji), and each is followed by a line that holds a count
    within three lines, or the sheet has two runs or more."""
    pegs = [peg if _kind(peg := _peg(line)) else None for line in lines]
    runs: list[tuple[int, int]] = []
    start = None
    for n, peg in enumerate([*pegs, None]):
        if peg is not None and start is None:
            start = n
        elif peg is None and start is not None:
            if FEWEST_PEGS <= n - start <= MOST_PEGS:
                runs.append((start, n))
            start = None
    runs = [(a, b) for a, b in runs if len({_kind(p) for p in pegs[a:b]}) == 1]  # one kind of peg
    if not runs or len({b - a for a, b in runs}) != 1:
        return lines, [], set()
    counted = all(any(re.search(r"\d", line) for line in lines[b : b + 3]) for _, b in runs)
    if len(runs) < 2 and not counted:
        return lines, [], set()
    out, joined = list(lines), set()
    for a, b in runs:
        run = [p for p in pegs[a:b] if p is not None]
        kind = _kind(run[0])
        for n in range(a, b - 1):
            out[n] = ""
        out[b - 1] = " ".join(run) if kind == "name" else "".join(run).upper()  # next to its feedback
        at = b + (b < len(lines) and lines[b].strip(" \t,;") in ("]", ")", "}", "</ul>", "</ol>"))
        if at + 1 < len(lines) and _COUNTED.fullmatch(lines[at]) and _COUNTED.fullmatch(lines[at + 1]):
            out[at], out[at + 1] = f"{lines[at].rstrip()}, {lines[at + 1].strip()}", ""
            joined.add(at + 2)
    return out, [(a + 1, b) for a, b in runs], joined


# a count and its label on a line of its own, as records write fields: 'black: 2', 'White pegs = 1'
_COUNTED = Pattern(r"[ \t]*[^\W\d_][^\d:=\n]{0,20}[:=][ \t]*\d{1,2}[ \t]*,?[ \t]*")


def _peg(line: str) -> str | None:
    """The one peg a line holds, as written, with what may stand around it; else None."""
    if not line.strip() or len(line) > 60:
        return None
    found = _AROUND.fullmatch(line)
    if found is None or (found["label"] and role_of(found["label"].strip(" \t:=#-\u2013"))):
        return None  # ('bulls: 0' is a count, no peg)
    if found["label"] and _NUMBERED.fullmatch(found["label"]) and len(found["peg"]) == 1:
        return None  # ('RGBY 1 2' is a clue: after a word and a number, only a name is a peg)
    return found["peg"]


_NUMBERED = Pattern(r"[^\W\d_]+[ \t]*\d{1,2}[ \t]+")


def _kind(peg: str | None) -> str | None:
    """A peg's kind: a colour name, a letter, a digit, an emoji peg; None for another word."""
    if peg is None:
        return None
    if len(peg) == 1:
        if peg.isdigit() and peg.isascii():
            return "digit"
        if peg.isalpha() and peg.isascii():
            return "letter"
        return "emoji" if peg in feedback_words()["emoji"] else None
    return "name" if is_colour_name(peg, ()) or spelt(peg, ()) is not None else None  # (a slip: Gren)
