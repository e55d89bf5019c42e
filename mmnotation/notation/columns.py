"""Boards laid out left to right (docs/notation.md, "Pasted text"): a column for each guess, its
counts in the rows below (``Guess | RGBY | YGRB`` over ``Black | 1 | 0`` and ``White | 2 | 4``, or
one row of feedback, ``Score  0/3  1/2``), or a list of guesses over a list of their feedback
(``Guesses: RGBY, YBRG`` over ``Scores: 1-2, 0-4``).  The guess row is written again as the clues
its columns hold, one after another (``RGBY 1 2, YGRB 0 4``), and read so."""

from __future__ import annotations

import itertools
import re
from collections.abc import Iterable

from mmnotation.errors import NotationError
from mmnotation.notation.clue_lines import kind_of
from mmnotation.notation.counts import GUESS_HEADER, heading_roles
from mmnotation.notation.grammar import parse
from mmnotation.notation.reader import LineTransformer
from mmnotation.notation.tables import table_rows
from mmnotation.notation.text import Pattern
from mmnotation.notation.words import Role


def transposed(lines: list[str]) -> tuple[list[str], list[int]]:
    """The lines with a board's guess row written as the clues its columns hold, and the board's
    lines (the guess row's first, rules between rows too, a row of headings above it last); else
    the lines and no line.

    The guess row is labelled (``Guess``, ``Code``, ``Zahl``: a guess's header) or all guesses of one
    kind and length; below it stand two rows of counts whose labels name black and white (``Black``,
    ``Bulls``, ``Mal placés``), or one row whose every cell is feedback (``0/3``, ``1b2w``, ``●○○``),
    labelled or not."""
    listed = _lists(lines)
    if listed[1]:
        return listed
    rows = sorted((table_rows(lines) or _aligned(lines)).items())
    for k, (at, cells) in enumerate(rows):
        labelled = bool(cells) and GUESS_HEADER.match(cells[0].strip("*_: ")) is not None
        guesses = [re.sub(r"[\s,\"']", "", c) for c in (cells[1:] if labelled else cells)]
        if len(guesses) < (1 if labelled else 2) or not guesses[0]:
            continue
        if any(kind_of(tuple(g)) is None or len(g) != len(guesses[0]) for g in guesses):
            continue
        below = [
            (n, [c.strip("\"'") for c in row]) for n, row in rows[k + 1 : k + 3] if len(row) == len(cells)
        ]
        counted: dict[Role, tuple[int, list[str]]] = {}
        for number, row in below:
            role = heading_roles([row[0].strip("*_: ")])[0] if labelled and row else None
            if role in ("black", "white") and all(c.isdigit() for c in row[1:]):
                counted[role] = (number, row[1:])
        out = list(lines)
        # a row of the columns' headings just above ('Turn  1  2  3', R's '[,1] [,2]'): the board's too
        heading = (
            [rows[k - 1][0]] if k and rows[k - 1][0] == at - 1 and len(rows[k - 1][1]) >= len(guesses) else []
        )
        if len(counted) == 2:
            out[at - 1] = _on_one_line(guesses, zip(counted["black"][1], counted["white"][1], strict=True))
            for number in [n for n, _ in counted.values()] + heading:
                out[number - 1] = ""
            return out, [*range(at, max(number for number, _ in counted.values()) + 1), *heading]
        if len(guesses) >= 2 and k + 1 < len(rows) and len(rows[k + 1][1]) == len(cells):  # a row of feedback
            number, row = rows[k + 1]
            scores = row[1:] if labelled else row
            if labelled and (row[0].strip().isdigit() or kind_of(tuple(row[0].strip())) is not None):
                continue  # a table's header over its rows ('Guess  Result' over '1122  1 0'), no board
            if all(_feedback(score) for score in scores):
                out[at - 1] = ", ".join(f"{g} {score}" for g, score in zip(guesses, scores, strict=True))
                for blank in [number, *heading]:
                    out[blank - 1] = ""
                return out, [*range(at, number + 1), *heading]
    return lines, []


_GAP = re.compile(r"[ \t]{2,}|\t")


def _aligned(lines: list[str]) -> dict[int, list[str]]:
    """Lines of two cells or more that blanks part (two or a tab; one between quoted cells), as a
    table's rows."""
    rows = {
        n: _QUOTED.findall(line) if '"' in line else _GAP.split(line.strip())  # R's matrix: "RGBY" "OOPP"
        for n, line in enumerate(lines, start=1)
        if line.strip()
    }
    return {n: cells for n, cells in rows.items() if len(cells) >= 2}


_QUOTED = re.compile(r'"[^"\n]*"|[^\s"]+')


def _feedback(cell: str) -> bool:
    """Whether a cell is feedback as the notation writes it (``0/3``, ``1b2w``, ``●○○``, not ``2``)."""
    if not cell or len(cell) > 20 or cell.isdigit():
        return False
    try:
        parse(cell, "feedback", (), LineTransformer, 1, "<cell>")
    except NotationError:
        return False
    return True


_GUESS_ITEM = r"[A-Za-z0-9]{2,10}"
_LISTED_GUESSES = Pattern(  # 'Guesses: RGBY, YBRG', 'codes = RGBY; YBRG'
    rf"[ \t]*[^\W\d_][\w ]{{0,20}}[ \t]*[:=][ \t]*({_GUESS_ITEM}(?:[ \t]*[,;][ \t]*{_GUESS_ITEM})+)[ \t.]*"
)
_LISTED_PAIRS = Pattern(r"[ \t]*[^\W\d_][\w ]{0,20}[ \t]*[:=][ \t]*(.+?)[ \t.]*")
_COUNT_PAIR = Pattern(r"[(\[]?[ \t]*(\d)[ \t]*(?:[-/:]|,(?=[ \t]*\d[ \t]*[)\]]))[ \t]*(\d)[ \t]*[)\]]?")


def _lists(lines: list[str]) -> tuple[list[str], list[int]]:
    """A list of guesses of one kind and length on a line, and on the next line that is not blank a
    list of as many pairs of counts (``1-2, 0-4``, ``(1, 2), (0, 4)``): the lines with the first
    written as the clues (``RGBY 1 2, YBRG 0 4``), and the two lines; else the lines and none."""
    filled = [n for n, line in enumerate(lines, start=1) if line.strip()]
    for at, below in itertools.pairwise(filled):
        guessed = _LISTED_GUESSES.fullmatch(lines[at - 1])
        paired = _LISTED_PAIRS.fullmatch(lines[below - 1])
        if guessed is None or paired is None:
            continue
        guesses = re.split(r"[ \t]*[,;][ \t]*", guessed[1])
        pairs = [(m[1], m[2]) for m in _COUNT_PAIR.finditer(paired[1])]
        rest = _COUNT_PAIR.sub("", paired[1]).strip(" \t,;")
        shapes = {(kind_of(tuple(g)), len(g)) for g in guesses}  # one kind and length of guess
        if len(pairs) == len(guesses) and not rest and len(shapes) == 1 and None not in next(iter(shapes)):
            out = list(lines)
            out[at - 1], out[below - 1] = _on_one_line(guesses, pairs), ""
            return out, [at, below]
    return lines, []


def _on_one_line(guesses: list[str], counts: Iterable[tuple[str, str]]) -> str:
    """Clues as the notation writes several on one line: ``RGBY 1 2, YBRG 0 4``."""
    return ", ".join(f"{g} {black} {white}" for g, (black, white) in zip(guesses, counts, strict=True))


def column_notices(notices: list[tuple[str, int]], across: list[int]) -> list[tuple[str, int]]:
    """The notices of a sheet whose guesses stand on one line over their feedback (``across``: the
    lines, ``transposed``): one that says so, in place of the one of several clues on that line."""
    said = (
        f"read the guesses of line {across[0]} with the feedback below them, in order (lines "
        f"{min(across)}-{max(across)}: a column for each guess, or a list of each)"
    )
    return [
        (said, across[0]),
        *(n for n in notices if not (n[0].startswith("read several") and n[1] == across[0])),
    ]
