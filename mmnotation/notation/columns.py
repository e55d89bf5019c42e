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
from mmnotation.notation.counts import GUESS_HEADER
from mmnotation.notation.emoji import emoji_pegs
from mmnotation.notation.grammar import parse
from mmnotation.notation.reader import LineTransformer, ReadFeedback
from mmnotation.notation.records import TURN_LABEL
from mmnotation.notation.tables import CELL_GAPS, peg_kind, table_rows
from mmnotation.notation.text import Pattern
from mmnotation.notation.words import heading_roles, named_colour


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
    for rows in (table_rows(lines) or _aligned(lines), _spaced(lines), _bracketed(lines)):
        board = _board(lines, _peg_rows(sorted(rows.items())))
        if board is not None:
            return board
    return lines, []


def _board(lines: list[str], rows: list[tuple[int, list[str]]]) -> tuple[list[str], list[int]] | None:
    """The first board among a table's rows (see ``transposed``), else None."""
    for k, (at, cells) in enumerate(rows):
        head = cells[0].strip("*_: ").rsplit(":", 1)[-1].strip() if cells else ""  # (after who spoke)
        labelled = bool(cells) and GUESS_HEADER.match(head) is not None
        guesses = [_guess(c) for c in (cells[1:] if labelled else cells)]
        if len(guesses) < (1 if labelled else 2) or not guesses[0]:
            continue
        if any(_shape(g)[0] is None or _shape(g) != _shape(guesses[0]) for g in guesses):
            continue
        below = [
            (n, [c.strip("\"'") for c in row]) for n, row in rows[k + 1 : k + 3] if len(row) == len(cells)
        ]
        out = list(lines)
        heading = _heading(lines, at, guesses)
        roles = (
            heading_roles([row[0].strip("*_: ") for _, row in below]) if labelled and len(below) == 2 else []
        )
        if sorted(roles) == ["black", "white"] and all(c.isdigit() for _, row in below for c in row[1:]):
            black, white = (below[0][1][1:], below[1][1][1:])[:: 1 if roles[0] == "black" else -1]
            out[at - 1] = _on_one_line(guesses, zip(black, white, strict=True))
            for number in [*range(at + 1, below[1][0] + 1), *heading]:
                out[number - 1] = ""
            return out, [*range(at, below[1][0] + 1), *heading]
        if len(guesses) >= 2 and k + 1 < len(rows) and len(rows[k + 1][1]) == len(cells):  # a row of feedback
            number, row = rows[k + 1]
            scores = row[1:] if labelled else row
            first = row[0].strip()
            if labelled and (first.isdigit() or (kind_of(tuple(first)), len(first)) == _shape(guesses[0])):
                continue  # a table's header over its rows ('Guess  Result' over '1122  1 0'), no board
            counts = [("0", "0") if score in _NONE else _feedback(score) for score in scores]
            if all(counts) and not set(scores) <= _NONE:
                out[at - 1] = _on_one_line(guesses, [c for c in counts if c is not None])
                for blank in [*range(at + 1, number + 1), *heading]:
                    out[blank - 1] = ""
                return out, [*range(at, number + 1), *heading]
    return None


def _peg_rows(rows: list[tuple[int, list[str]]]) -> list[tuple[int, list[str]]]:
    """The rows with each run of three rows or more that hold a peg a cell (``Peg 1 | red | green``
    over ``Peg 2 | green | green``, a row for each peg of the guesses) as one row of the guesses
    (``Guess | red green ... | green green ...``), on the run's first line."""
    out = []
    k = 0
    while k < len(rows):
        at, cells = rows[k]
        label, pegs = _pegs(cells)
        run = [pegs]
        while label is not None and k + len(run) < len(rows):
            more = _pegs(rows[k + len(run)][1], len(pegs))
            if more[0] is None or peg_kind(more[1][0]) != peg_kind(pegs[0]):
                break
            run.append(more[1])
        if label is None or len(run) < 3:
            out.append(rows[k])
            k += 1
            continue
        joiner = " " if peg_kind(pegs[0]) == "name" else ""
        guesses = [joiner.join(column) for column in zip(*run, strict=True)]
        header = label if GUESS_HEADER.match(label.strip("*_: ")) else "Guess" if label else ""
        out.append((at, [header, *guesses] if header else guesses))
        k += len(run)
    return out


def _pegs(cells: list[str], width: int = 0) -> tuple[str | None, list[str]]:
    """A row's label ("" for none) and its cells of one peg each, all of a kind and (``width``) as
    many as asked; None for a row that is not so or whose label names a count."""
    label, pegs = ("", cells) if cells and peg_kind(cells[0]) else (cells[0] if cells else "", cells[1:])
    if not label and len({peg_kind(c) for c in cells[1:]}) == 1 and peg_kind(cells[0]) != peg_kind(cells[-1]):
        label, pegs = cells[0], cells[1:]  # a peg's number before names ('1  red  green  yellow')
    kinds = {peg_kind(c) for c in pegs}
    if len(pegs) < 2 or None in kinds or len(kinds) > 1 or (width and len(pegs) != width):
        return None, []
    if label and (heading_roles([label.strip("*_: ")])[0] or TURN_LABEL.fullmatch(label.strip("*_: "))):
        return None, []  # a row of counts ('Black | 1 | 0'), of turns ('Round | 1 | 2')
    return label, [p.strip() for p in pegs]


def _guess(cell: str) -> str:
    """A board's cell as the guess it holds: colour names a blank apart (``red green blue yellow``),
    else its symbols together."""
    words = cell.strip(" \t\"'").replace(",", " ").split()
    if len(words) >= 2 and all(map(named_colour, words)):
        return " ".join(words)
    return re.sub(r"[\s,\"']", "", cell)


_NONE = frozenset("-\u2013\u2014")  # a dash in a row of key pegs: no peg ('BWW  -  BWWW')


def _heading(lines: list[str], at: int, guesses: list[str]) -> list[int]:
    """The line just above a board's guess row where it heads the columns (``Turn  1  2  3``,
    ``[,1] [,2] [,3]``, ``1st 2nd 3rd``): a heading a column, each short and with a number, none a
    guess, after a label of one word at most; else none."""
    above = lines[at - 2].replace("|", " ").split() if at >= 2 else []
    heads = above[-len(guesses) :]
    shape = (len(guesses[0]), kind_of(tuple(guesses[0])))
    if not len(guesses) <= len(above) <= len(guesses) + 1 or any(
        len(h) > 6 or not any(c.isdigit() for c in h) or (len(h), kind_of(tuple(h))) == shape for h in heads
    ):
        return []
    return [at - 1]


BRACKETED = Pattern(r"[ \t]*-?[ \t]*([^\W\d_][\w ]{0,20}?)[ \t]*[:=][ \t]*\[([^\[\]\n]*)\][ \t,]*")


def _bracketed(lines: list[str]) -> dict[int, list[str]]:
    """Lines that list a row in brackets after its label, as YAML and programs write a column's
    values (``guess: [RGBY, YYPP]`` over ``black: [1, 0]``): the label, then each item."""
    rows = {}
    for number, line in enumerate(lines, start=1):
        found = BRACKETED.fullmatch(line)
        if found is not None:
            rows[number] = [found[1], *(item.strip(" \t\"'") for item in found[2].split(","))]
    return rows


def _spaced(lines: list[str]) -> dict[int, list[str]]:
    """Lines of words one blank apart or more, as a board's rows (``RGBY YYPP OBRG`` over ``1/2 0/0 1/3``)."""
    return {n: line.split() for n, line in enumerate(lines, start=1) if len(line.split()) >= 2}


def _aligned(lines: list[str]) -> dict[int, list[str]]:
    """Lines of two cells or more that blanks part (two or a tab; one between quoted cells), as a
    table's rows."""
    rows = {
        n: _QUOTED.findall(line)
        if '"' in line
        else CELL_GAPS.split(line.strip())  # R's matrix: "RGBY" "OOPP"
        for n, line in enumerate(lines, start=1)
        if line.strip()
    }
    return {n: cells for n, cells in rows.items() if len(cells) >= 2}


_QUOTED = re.compile(r'"[^"\n]*"|[^\s"]+')


def _shape(guess: str) -> tuple[str | None, int]:
    """A guess's kind and length: of letters or digits, of colour names, of emoji."""
    if " " in guess:
        return "name", len(guess.split())
    letters, said = emoji_pegs(guess)
    return ("emoji" if said else kind_of(tuple(guess))), len(letters)


def _feedback(cell: str) -> tuple[str, str] | None:
    """The counts of a cell that is feedback as the notation writes it (``0/3``, ``1b2w``, ``●○○``;
    not ``2``), ``?`` for one not known; else None."""
    if not cell or len(cell) > 20 or cell.isdigit():
        return None
    try:
        read: ReadFeedback = parse(cell, "feedback", (), LineTransformer, 1, "<cell>")
    except NotationError:
        return None
    black, white = read.value.black, read.value.white
    return ("?" if black is None else str(black)), ("?" if white is None else str(white))


_GUESS_ITEM = r"[A-Za-z0-9]{2,10}"
_APART = r"(?:[ \t]*[,;][ \t]*|[ \t]+)"
_LISTED_GUESSES = Pattern(  # 'Guesses: RGBY, YBRG', 'codes = RGBY; YBRG', 'Guesses: RGBY YBRG'
    rf"[ \t]*[^\W\d_][\w ]{{0,20}}?[ \t]*[:=][ \t]*({_GUESS_ITEM}(?:{_APART}{_GUESS_ITEM})+)[ \t.]*"
)
_LISTED_PAIRS = Pattern(r"[ \t]*[^\W\d_][\w ]{0,20}[ \t]*[:=][ \t]*(.+?)[ \t.]*")
_QUOTED_ITEM = r"[\"']?[A-Za-z0-9]{2,10}[\"']?"
_GUESSES_IN_BRACKETS = Pattern(rf"\[[ \t]*({_QUOTED_ITEM}(?:[ \t]*,[ \t]*{_QUOTED_ITEM})+)[ \t]*\]")
_PAIRS_IN_BRACKETS = Pattern(r"\[((?:[ \t]*[(\[][ \t]*\d[ \t]*,[ \t]*\d[ \t]*[)\]][ \t]*,?)+)[ \t]*\]$")
_COUNT_PAIR = Pattern(r"[(\[]?[ \t]*(\d)[ \t]*(?:[-/:]|,(?=[ \t]*\d[ \t]*[)\]]))[ \t]*(\d)[ \t]*[)\]]?")


def _lists(lines: list[str]) -> tuple[list[str], list[int]]:
    """A list of guesses of one kind and length on a line, and on the next line that is not blank a
    list of as many pairs of counts (``1-2, 0-4``, ``(1, 2), (0, 4)``): the lines with the first
    written as the clues (``RGBY 1 2, YBRG 0 4``), and the two lines; else the lines and none."""
    filled = [n for n, line in enumerate(lines, start=1) if line.strip()]
    for at, below in itertools.pairwise(filled):
        # (or in brackets, a program's lists: 'for g in ["1234", "5678"]' over 'Out[4]: [(0, 3), (0, 1)]')
        guessed = _LISTED_GUESSES.fullmatch(lines[at - 1]) or _GUESSES_IN_BRACKETS.search(lines[at - 1])
        paired = _LISTED_PAIRS.fullmatch(lines[below - 1]) or _PAIRS_IN_BRACKETS.search(lines[below - 1])
        if guessed is None or paired is None:
            continue
        guesses = [g.strip("\"'") for g in re.split(r"[ \t]*[,;][ \t]*|[ \t]+", guessed[1])]
        pairs = [(m[1], m[2]) for m in _COUNT_PAIR.finditer(paired[1])]
        rest = _COUNT_PAIR.sub("", paired[1]).strip(" \t,;[]")
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
