"""Tables in long form (docs/notation.md, 'Pasted text'): a row for each count of a clue, its guess
written again on the row of the other count or left blank there, as programs print a table after a
melt, an unpivot or a count (``RGBY  black  1`` over ``RGBY  white  2``; an Excel pivot's ``RGBY
3`` over ``  Black  1`` and ``  White  2``). Each guess's rows are one clue, written on its first
row as a record's fields (``RGBY black: 1 white: 2``), its other rows its fields (as
``notation.records`` returns them); an array's records of one count each, each guess's two one
record."""

from __future__ import annotations

from itertools import pairwise
from typing import Any, NamedTuple

from mmnotation.notation.clue_lines import guesses, in_palette
from mmnotation.notation.counts import GUESS_HEADER
from mmnotation.notation.text import Pattern
from mmnotation.notation.words import glyph_role, role_of

_COUNT_LAST = Pattern(r"(?<![\w.])([0-9]{1,2})[ \t|,;\"'}\])]*$")  # a row's count, its last cell
_CELL_APART = Pattern(r"[\s|,;\"'{}=\[\]()<>]+")
_PHRASE = Pattern(r"[^\W\d_]+(?: [^\W\d_]+){0,2}")  # a count's word as a cell writes it ('right place')


class _Row(NamedTuple):
    line: int  # its index in the lines
    guess: str  # '' on a row that goes on with the guess above
    cut: int  # where the guess ends on the line (0 where none)
    role: str  # 'black', 'white', or '' (a word of none: its other row says)
    name: str  # the count's word as written, where it names the count
    value: int
    head: bool  # the guess and a number alone: a pivot's subtotal over the guess's rows


def long_rows(lines: list[str]) -> tuple[list[str], dict[int, list[int]]]:
    """The lines with each guess's rows of a long table written as one clue on its first row (its
    other rows blank), and the rows of each clue's line (numbers from 1); else the lines as they
    are (a guess written twice running is no game's: its two rows are one clue)."""
    clues = _clues(dict(enumerate(lines)))
    if not clues:
        return lines, {}
    out, fields_of = list(lines), {}
    for group, roles in clues:
        head, counted = group[0], [r for r in group if not r.head]
        said = " ".join(f"{_written(r, role)}: {r.value}" for r, role in zip(counted, roles, strict=True))
        out[head.line] = f"{lines[head.line][: head.cut]} {said}"
        for row in group[1:]:
            out[row.line] = ""
        fields_of[head.line + 1] = [row.line + 1 for row in group[1:]]
    return out, fields_of


def long_cells(rows: dict[int, list[str]]) -> dict[int, tuple[str, int, int]]:
    """A table's rows (cells by line) in long form: each guess's clue (guess, black, white) on the
    line of its first row."""
    clues = _clues({n: " | ".join(cells) for n, cells in rows.items()})
    if not clues:
        return {}
    found = {}
    for group, roles in clues:
        counted = dict(zip(roles, (r.value for r in group if not r.head), strict=True))
        found[group[0].line] = (group[0].guess, counted["black"], counted["white"])
    return found


def _clues(lines: dict[int, str]) -> list[tuple[list[_Row], list[str]]]:
    """The rows of each guess of a long table among the lines (by number), with their roles."""
    rows = [row for n, line in sorted(lines.items()) if (row := _row(n, line)) is not None]
    written = [n for n, line in sorted(lines.items()) if line.strip()]  # (a blank line between: a paste's)
    after = dict(pairwise(written))
    groups: list[list[_Row]] = []
    for row in rows:
        last = groups[-1][-1] if groups else None
        if last is not None and row.line == after.get(last.line) and row.guess in ("", groups[-1][0].guess):
            groups[-1].append(row)
        elif row.guess:
            groups.append([row])
    return [(group, roles) for group in groups if (roles := _roles(group)) is not None]


def _row(number: int, line: str) -> _Row | None:
    """A line as a row of a long table: a guess (or none, going on with the row above), words that
    name one count, and that count last."""
    count = _COUNT_LAST.search(line)
    if count is None:
        return None
    guess, cut = "", 0
    for symbols, kind, _start, end in guesses(line[: count.start(1)]):
        word = "".join(symbols)
        if 3 <= len(symbols) <= 12 and (kind == "digit" or in_palette(symbols)) and not role_of(word):
            guess, cut = word.upper(), end
            break
    between = _CELL_APART.sub(" ", line[cut : count.start(1)]).strip()
    role = _known(between)
    role = role if role in ("black", "white") else ""  # (an Excel pivot's 'Grand Total  4': no count's row)
    if (not guess and not role) or len(between.split()) > 4 or any(ch.isdigit() for ch in between):
        return None  # (a row that goes on with the guess above names its count; a sentence is no cell,
        # nor a clue of two counts: 'RGBY 1 0')
    name = between if _PHRASE.fullmatch(between) and role_of(between) else ""
    return _Row(number, guess, cut, role, name, int(count[1]), bool(guess) and not between)


def _known(cell: str) -> str:
    """The count a cell's words name: a phrase of the word table's, a key peg's glyph or letter,
    else the one role its words name (``color black``)."""
    if len(cell) == 1:
        return glyph_role(cell) or ""
    found = {role for word in cell.split() if (role := role_of(word)) in ("black", "white")}
    return role_of(cell) or (found.pop() if len(found) == 1 else "")


def _roles(group: list[_Row]) -> list[str] | None:
    """The roles of a guess's two rows of counts (the head's subtotal aside), one given by the
    other where its word names none (``exact`` and ``colour``), or None where they are not one
    black and one white."""
    counted = [r for r in group if not r.head]
    if len(counted) != 2:
        return None
    roles = [r.role for r in counted]
    if roles.count("") == 1:
        known = next(r for r in roles if r)
        roles = [r or ("white" if known == "black" else "black") for r in roles]
    return roles if sorted(roles) == ["black", "white"] else None


def _written(row: _Row, role: str) -> str:
    """A count's word for the clue's line: the sheet's where it names the count (``Bulls``,
    ``toros``), else the role's."""
    return row.name if row.name and role_of(row.name) == role else role


def long_records(records: list[Any]) -> list[Any]:
    """An array's records in long form (``{"guess": "RGBY", "peg": "black", "count": 1}`` and the
    same guess's ``white`` record next), each guess's pair one record of both counts; else the
    records as they are."""
    rows = [row for r in records if isinstance(r, dict) and (row := _long_record(r)) is not None]
    if not rows or len(rows) < len(records) or len(rows) % 2:
        return records
    merged = []
    for first, second in zip(rows[::2], rows[1::2], strict=True):
        if first[0] != second[0] or {first[1], second[1]} != {"black", "white"}:
            return records
        merged.append({"guess": first[0], first[1]: first[2], second[1]: second[2]})
    return merged


def _long_record(record: dict[str, Any]) -> tuple[str, str, int] | None:
    """A record of one count: its guess, the count its word names, and the count."""
    guess, role, count = None, "", None
    for key, value in record.items():
        if isinstance(value, str) and GUESS_HEADER.match(key):
            guess = value
        elif isinstance(value, str) and _known(value.strip()) in ("black", "white"):
            role = _known(value.strip())
        elif isinstance(value, int) and not isinstance(value, bool):
            if count is not None:
                return None  # two numbers: a turn's and the count's, or a record of both counts
            count = value
    return None if guess is None or not role or count is None else (guess, role, count)
