"""Sheets that are one document (docs/notation.md, "Pasted text"): a JSON array of objects or a
Python literal (in prose too: the text around it skipped and said), lists assigned a line each, an
HTML table whose rows share a line, a table written as a list of lists, a cell a line
(reStructuredText's ``list-table``, YAML).  Their clues are written again in the notation, each on the
line of the text that writes its guess."""

from __future__ import annotations

import re

from mmnotation.notation.clue_lines import Reading, kind_of
from mmnotation.notation.legend import legend
from mmnotation.notation.records import Clue
from mmnotation.notation.rewritten import Rewritten, assumed
from mmnotation.notation.tables import around_document, assigned_lists, json_table, table


def document(lines: list[str], plain_lines: list[str]) -> Rewritten | None:
    """The sheet's clues where it is one document, written again; None where it is not."""
    json_clues = json_table("\n".join(plain_lines))
    if json_clues is not None:
        return _written(lines, *json_clues)
    listed_clues = assigned_lists(plain_lines)
    if listed_clues is not None:
        return _written(lines, listed_clues, "lists")
    if any(line.lower().count("<tr") >= 2 for line in plain_lines):  # HTML with its rows on one line
        return _html_rows(lines, plain_lines)
    return _listed_rows(lines, plain_lines)


def _html_rows(lines: list[str], plain_lines: list[str]) -> Rewritten | None:
    """An HTML table whose rows share a line: read a row a line, each clue on the line that writes
    its guess (as a JSON array's)."""
    clues = _table_clues(re.sub(r"(?i)(?=<tr\b)", "\n", "\n".join(plain_lines)).split("\n"))
    return None if clues is None else _written(lines, clues, "HTML")


def _table_clues(rows: list[str]) -> list[Clue] | None:
    """The clues of a table's rows, a row a line, by its header (``tables.table``), in order; None
    where it reads none."""
    read = table(rows, legend(rows, lambda n: False))
    if read is None or not read[0]:
        return None
    return [(r.symbols, r.black, r.white, r.assumed) for _, r in sorted(read[0].items())]


_ROW = re.compile(r"[ \t]*[*+-][ \t]+-[ \t]+(.*)")  # '* - Guess': a row and its first cell
_CELL = re.compile(r"[ \t]+-[ \t]+(.*)")  # '  - 1': the row's next cell


def _listed_rows(lines: list[str], plain_lines: list[str]) -> Rewritten | None:
    """A table written as a list of rows, each a list of cells a line (``* - Guess`` over ``  -
    Black``): read a row a line, by its header where one names the columns (as an HTML table's)."""
    rows: list[list[str]] = []
    prose: list[int] = []  # '.. list-table:: Our game', ':header-rows: 1'
    for number, line in enumerate(plain_lines, start=1):
        if row := _ROW.fullmatch(line):
            rows.append([row[1].strip()])
        elif rows and (cell := _CELL.fullmatch(line)):
            rows[-1].append(cell[1].strip())
        elif line.strip():
            prose.append(number)
    if len(rows) < 2 or len({len(row) for row in rows}) != 1 or len(rows[0]) < 3:
        return None
    clues = _table_clues([" | ".join(row) for row in rows])
    return None if clues is None else _written(lines, clues, "listed", prose)


def _written(
    lines: list[str], clues: list[Clue], form: str = "JSON", prose: list[int] | None = None
) -> Rewritten:
    """A JSON array's clues (or an HTML table's), written one a line in order; each belongs to the
    line of the text that writes its guess (``moved``), several to one line where it is written so;
    ``prose``: the lines of text around it, said (a JSON document's and a literal's are found)."""
    out: list[str] = []
    moved: list[tuple[int, int]] = []
    at = 0
    for symbols, black, white, _ in clues:
        guess = "".join(symbols)
        at = next((n for n in range(at, len(lines)) if guess in lines[n] or _spelt(symbols, lines[n])), at)
        kind = "name" if all(len(s) > 1 for s in symbols) else kind_of(symbols) or "upper"
        out.append(Reading(at + 1, symbols, kind, black, white).written())
        moved.append((len(out), at + 1))
    first = moved[0][1]
    notices = [(_ONE[form].format(len(clues), "clue" if len(clues) == 1 else "clues"), first)]
    if form in ("JSON", "Python"):
        prose = around_document(lines)  # 'here is my game:' above it
    if prose:
        shown = f"line{'s' if len(prose) > 1 else ''} {', '.join(map(str, prose))}"
        notices.append((f"skipped the text around the {_AROUND.get(form, form)} ({shown})", prose[0]))
    notices += assumed([(took, first) for *_, took in clues])
    # every line of the document is its clues' or its structure's (a header, a cell): the notation's
    # errors on them are answered, one clue's too (``Rewritten.keeps``)
    rows = frozenset(line for _, line in moved)
    structure = frozenset(n for n, line in enumerate(lines, start=1) if line.strip()) - rows
    return Rewritten(
        "\n".join(out),
        notices,
        len(clues),
        decided=True,
        moved=tuple(moved),
        block=rows,
        tabled=rows,
        heads=structure,
    )


_ONE = {
    "JSON": "read as a table in JSON: {} {}, one an object",
    "Python": "read as a Python literal: {} {}, one an item",
    "HTML": "read as a table in HTML: {} {}, one a row",
    "lists": "read as lists assigned a line each: {} {}, one an item of each list",
    "listed": "read as a table written as lists, a cell a line: {} {}, one a row",
}


_AROUND = {"listed": "table"}


def _spelt(symbols: tuple[str, ...], line: str) -> bool:
    """Whether a line writes a guess as a list (``[1, 2, 3, 4]``, ``["R", "G"]``)."""
    return re.search(r"[\s,\[\"']*".join(map(re.escape, symbols)), line) is not None
