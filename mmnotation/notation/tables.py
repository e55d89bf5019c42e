"""Tables read by their structure: CSV, TSV, Markdown, drawn pads, HTML, LaTeX, columns aligned by
blanks, a cell a line, and JSON (its objects' fields by ``notation.records``).

A header row names the guess's column and what each count column counts (``notation.counts``);
a table in markup without one is read a row at a time as a line (``notation.clue_lines``).
"""

from __future__ import annotations

import csv
import itertools
import json
import re
from collections import Counter
from collections.abc import Callable, Iterator
from typing import Any

from mmnotation.notation.clue_lines import Reading, kind_of, line_readings
from mmnotation.notation.counts import GUESS_HEADER, NUMBER, count_of, counts, negated
from mmnotation.notation.emoji import emoji_letter
from mmnotation.notation.key_pegs import Counts, Legend
from mmnotation.notation.long_rows import long_cells, long_records
from mmnotation.notation.records import SPOKE, TURN_LABEL, Clue, field_number, key_peg_letters, record_clue
from mmnotation.notation.slips import spelt
from mmnotation.notation.text import Pattern
from mmnotation.notation.words import Role, heading_roles, named_colour

# ---------------------------------------------------------------- tables
# rows and cells of HTML (<tr>, <td>) and of spreadsheets' XML (Excel 2003's <Row>, <Cell>;
# OpenDocument's <table:table-row>, <table:table-cell>)
_CELL_TAG = r"(?:[\w-]+:)?(?:t[dh]|cell|table-cell)"
_ROW_TAG = r"(?:[\w-]+:)?(?:tr|row|table-row)"
_CELLS = Pattern(rf"<(?P<tag>{_CELL_TAG})\b[^>]*>(?P<text>.*?)</(?P=tag)>", re.IGNORECASE | re.DOTALL)
_ROW = Pattern(rf"<{_ROW_TAG}\b.*?(?:</{_ROW_TAG}>|(?=<{_ROW_TAG}\b)|$)", re.IGNORECASE | re.DOTALL)
_HTML = Pattern(rf"<{_CELL_TAG}\b", re.IGNORECASE)

_LATEX_RULE = Pattern(r"(?<=\\\\)[ \t]*(?:\\(?:hline|midrule|toprule|bottomrule)[ \t]*)+$")


def table_rows(lines: list[str]) -> dict[int, list[str]]:
    """The rows of a table on the sheet's lines, each as its cells (blank cells kept)."""
    rows: dict[int, list[str]] = {}
    text = "\n".join(lines)
    if _HTML.search(text):
        for row in _ROW.finditer(text):
            cells = [re.sub(r"<[^>]+>", "", c["text"]).strip() for c in _CELLS.finditer(row.group())]
            if cells:
                rows[text.count("\n", 0, row.start()) + 1] = cells
        return rows
    commanded = _commanded(lines)
    if commanded:
        return commanded
    for number, line in enumerate(lines, start=1):
        stripped = _LATEX_RULE.sub("", line).strip().translate(_BOX)  # ('│ RGBY │': '| RGBY |')
        stripped = _SPOKE_BEFORE_ROW.sub("", stripped)  # ('You: | Guess | Key |': who spoke, then the row)
        ended = stripped.endswith("\\\\")  # a LaTeX row ends in \\, but the last may not
        last = number < len(lines) and lines[number].lstrip().startswith("\\end{")
        if "&" in stripped and (ended or last):
            rows[number] = [_tex_cell(c) for c in (stripped[:-2] if ended else stripped).split("&")]
        elif stripped.count("|") >= 2:
            sep = "||" if stripped.startswith("||") else "|"  # a wiki's header: ||Guess||Black||
            cells = [c.strip() for c in stripped.strip("|").split(sep)]
            if all(re.fullmatch(r"[\s:_\-=+]*", c) for c in cells):
                continue  # a rule between rows
            rows[number] = cells
    if rows:
        return rows
    # a slash between cells has blanks around it ('2/0' is feedback)
    for written, delimiter in (("\t", "\t"), (";", ";"), (",", ","), (" / ", "/")):
        candidates = {n: line for n, line in enumerate(lines, start=1) if line.count(written) >= 2}
        if len(candidates) >= 2:
            for number, line in candidates.items():
                try:
                    rows[number] = [c.strip() for c in next(csv.reader([line], delimiter=delimiter))]
                except csv.Error:  # a carriage return inside the line: no row of a table
                    continue
            return _aligned(rows) if delimiter == "\t" else rows
    return _blank_aligned(lines)


# a table drawn with box characters: its bars are '|', its rules dashes and crosses
_BOX = str.maketrans("│┃║─━═┼╋╬├┤┬┴┌┐└┘╔╗╚╝╠╣╦╩", "|||---" + "+" * 19)


def _tex_cell(cell: str) -> str:
    """A LaTeX cell's text: a command's argument where it is all the cell holds (``\\textbf{RGBY}``),
    else the cell without the command (``\\cellcolor{gray} 1``: a parameter, not the text)."""
    cell = cell.strip()
    command = _TEX_COMMAND.search(cell)
    if command is None:
        return cell
    rest = (cell[: command.start()] + cell[command.end() :]).strip()
    return rest or command[1].strip()


_TEX_COMMAND = Pattern(r"\\[A-Za-z]+\*?(?:\[[^\]\n]*\])?\{([^{}\n]*)\}")


def _commanded(lines: list[str]) -> dict[int, list[str]]:
    """The rows of a table whose cells a markup command parts (Texinfo's ``@item RGBY @tab 1 @tab 2``,
    ConTeXt's ``\\NC RGBY \\NC 1 \\NC 2 \\NR``, RTF's ``RGBY\\cell 1\\cell 2\\cell\\row``): the
    command written twice or more on the most lines, two at least; each such line's cells without
    the row's other commands, and none empty at either end."""
    seen: Counter[str] = Counter()
    for line in lines:
        seen.update(name for name, times in Counter(_COMMAND.findall(line)).items() if times >= 2)
    parting = max(seen, key=lambda name: (seen[name], name), default="")
    if seen[parting] < 2:
        return {}
    rows = {}
    for number, line in enumerate(lines, start=1):
        cells = [_COMMAND.sub("", cell).strip() for cell in re.split(rf"{re.escape(parting)}\b", line)]
        while cells and not cells[-1]:
            cells.pop()
        while cells and not cells[0]:
            cells.pop(0)
        if len(cells) >= 2 and _COMMAND.findall(line).count(parting) >= 2:
            rows[number] = cells
    return rows


# '\NC', '@tab', '\cell'; not a command with a parameter ('\cellx2000', '\cellcolor{red}')
_COMMAND = Pattern(r"[\\@][A-Za-z]+(?![A-Za-z0-9{\[])")


def _blank_aligned(lines: list[str]) -> dict[int, list[str]]:
    """A table whose columns blanks align, as programs list records (``kubectl get``'s ``NAME
    GUESS  BLACK  WHITE  AGE``): a header of three cells or more that names the guess's column, and
    the lines below it up to a blank one or a footer of one cell (``*** END OF REPORT ***``), each of
    as many cells, two blanks or a tab apart (a blank line between two such rows parts them, as in
    pandoc's multiline table), a rule of dashes under the header left out; else none."""
    for number, line in enumerate(lines, start=1):
        cells = CELL_GAPS.split(line.strip())
        if len(cells) < 3 or not any(GUESS_HEADER.match(c) for c in cells):
            continue
        at = (
            number + 1
            if number < len(lines) and _RULE_ROW.fullmatch(lines[number].strip() or "x")
            else number
        )
        found: dict[int, list[str]] = {}
        while at < len(lines) and (lines[at].strip() or (found and _blank_apart(lines, at, len(cells)))):
            row = CELL_GAPS.split(lines[at].strip())
            if lines[at].strip() and len(row) != len(cells):
                break
            if lines[at].strip():
                found[at + 1] = row
            at += 1
        footer = itertools.takewhile(str.strip, lines[at:])
        if not found or any(len(CELL_GAPS.split(row.strip())) > 1 for row in footer):
            return {}  # (a row of another width: no table; but lines of one cell after: a footer)
        return {number: cells, **found}
    return {}


def _blank_apart(lines: list[str], at: int, width: int) -> bool:
    """Whether a blank line parts two rows of a table (pandoc's multiline table): a row of the
    header's ``width`` follows it."""
    after = lines[at + 1].strip() if at + 1 < len(lines) else ""
    return bool(after) and len(CELL_GAPS.split(after)) == width


_RULE_ROW = Pattern(r"[-=+ \t]+")


_SPOKE_BEFORE_ROW = Pattern(rf"^{SPOKE}[ \t]*(?=\|)")
CELL_GAPS = Pattern(r"[ \t]{2,}|\t")  # cells that blanks align: two or more, or a tab


def _aligned(rows: dict[int, list[str]]) -> dict[int, list[str]]:
    r"""Tab-separated rows aligned by runs of tabs in a text editor (``RGBY\t\t1\t\t\t2`` under
    ``Guess\tBlack\tWhite``): each row that fills as many cells as the widest row fills, without
    its empty cells; a row with cells left empty keeps them where they are."""
    filled = {n: [c for c in cells if c] for n, cells in rows.items()}
    widest = max((len(cells) for cells in filled.values()), default=0)  # (no row: each line held a '\r')
    if all(len(cells) == len(filled[n]) for n, cells in rows.items()):
        return rows  # no empty cell: nothing to align
    return {n: filled[n] if len(filled[n]) == widest else cells for n, cells in rows.items()}


def table(lines: list[str], legend_: Legend) -> tuple[dict[int, Reading], set[int], bool] | None:
    """The clues of a table, by its columns where a header row names them, else each row read
    as a line; the table's other lines (its header, rules and markup); whether a header named them."""
    rows = table_rows(lines)
    if long := long_cells(rows):  # a row for each count ('RGBY | black | 1' over 'RGBY | white | 2')
        return _long_table(rows, long)
    header_at = next((n for n, cells in sorted(rows.items()) if _header(cells)), None)
    pegs: list[int] = []  # a column for each peg ('| 1 | 2 | 3 | 4 | B | W |'): the guess's columns
    if header_at is None:
        header_at, pegs = _peg_columns(rows)
    if header_at is None and (column := _clue_column(rows, lines, legend_)) is not None:
        return column, set(rows) - set(column), False  # a cell a row holds its clue ('"RGBY 1B 2W",yellow')
    if header_at is None:
        if not _HTML.search("\n".join(lines)):
            return None  # a table on lines of its own: each row reads as a line
        by_row = {}
        for number, cells in rows.items():
            clues, _ = line_readings(number, " | ".join(cells), legend_)
            if clues:
                by_row[number] = clues[0]
        markup = {n for n, line in enumerate(lines, start=1) if "<" in line and n not in by_row}
        return (by_row, markup, False) if by_row else None
    header = [c.strip("*_ ?").lower() for c in rows[header_at]]
    guess_col = (
        pegs[-1] if pegs else _guess_column(header, [cells for n, cells in rows.items() if n > header_at])
    )
    roles: list[Role] = [  # a header cell the legend names ('| ✅ | 🔁 |' over '✅ = bull, 🔁 = cow')
        "guess" if i == guess_col else legend_.marks.get(rows[header_at][i].strip("*_ "), r)
        for i, r in enumerate(heading_roles(header))
    ]
    found: dict[int, Reading] = {}
    unscored: dict[int, Reading] = {}  # a guess and no feedback
    for number, cells in sorted(rows.items()):
        if number <= header_at or len(cells) <= guess_col:
            continue
        symbols = _symbols(" ".join(cells[i] for i in pegs) if pegs else cells[guess_col].strip("\"' "))
        kind = _kind(symbols) if len(symbols) >= 2 else None
        if kind is None:
            continue
        values = [
            (roles[i] if i < len(roles) else "", c, header[i] if i < len(header) else "")
            for i, c in enumerate(cells)
        ]
        reading = _table_row(number, symbols, kind, values, guess_col, legend_)
        if reading is not None:
            found[number] = reading
        elif not "".join(cells[guess_col + 1 :]).strip():
            unscored[number] = Reading(number, symbols, kind, 0, 0, "empty")
    if not found:
        return None
    if all(key_peg_letters(rows[n][guess_col + 1 :]) for n in found):  # key pegs drawn: none drawn is none
        found = dict(sorted({**found, **unscored}.items()))
    markup = {n for n, line in enumerate(lines, start=1) if re.match(r"\s*[<\\+|_-]", line)}
    # a row below the header not read (a guess and no feedback, a guess mistyped) is no table's line:
    # it is said, as text around the clues, or is an error
    unread = {n for n, cells in rows.items() if n > header_at and n not in found and "".join(cells).strip()}
    return found, ({n for n in rows} | markup) - set(found) - unread, True


def _long_table(
    rows: dict[int, list[str]], long: dict[int, tuple[str, int, int]]
) -> tuple[dict[int, Reading], set[int], bool]:
    """The clues of a table in long form (``notation.long_rows``), its other rows, and that its
    rows' words named the counts."""
    found = {
        n: Reading(n, tuple(g), kind_of(tuple(g)) or "", b, w, "", (0, 0)) for n, (g, b, w) in long.items()
    }
    return found, set(rows) - set(found), True


def _header(cells: list[str]) -> bool:
    """Whether a row is a table's header: a cell names the guess (``Guess``, ``Your code``), or asks
    for it where other cells name both counts (a form's ``What was your guess?`` beside ``Black
    pegs`` and ``White pegs``; not where a wrapped line cut the second)."""
    if any(GUESS_HEADER.match(c.strip("*_ ")) for c in cells):
        return True
    asked = [c.strip("*_ ?") for c in cells if c.strip().endswith("?")]
    roles = set(heading_roles([c.strip("*_ ?").lower() for c in cells]))
    return any(GUESS_HEADER.match(c) for c in asked) and {"black", "white"} <= roles


def _clue_column(rows: dict[int, list[str]], lines: list[str], legend_: Legend) -> dict[int, Reading] | None:
    """The clues of a table whose header names no guess, where one column's cells each hold a
    whole clue in quotes, a guess and both its counts, in every row but the first (the header's, or
    a clue's where it holds one too)."""
    numbers = sorted(rows)[1:]
    for column in range(max((len(cells) for cells in rows.values()), default=0)):
        found = {}
        for number in numbers:
            cell = rows[number][column] if column < len(rows[number]) else ""
            clues, _ = line_readings(number, cell, legend_) if cell else ([], None)
            whole = [r for r in clues if r.black is not None and r.white is not None and not r.assumed]
            if not whole or not NUMBER.search(cell) or f'"{cell}"' not in lines[number - 1]:
                break
            found[number] = whole[0]
        else:
            first = sorted(rows)[0]  # the header's row, or a clue's
            cell = rows[first][column] if column < len(rows[first]) else ""
            quoted = NUMBER.search(cell) and f'"{cell}"' in lines[first - 1]
            clues, _ = line_readings(first, cell, legend_) if quoted else ([], None)
            found.update((first, r) for r in clues[:1] if r.white is not None and r.black is not None)
            if len(found) >= 2 and len({(r.pegs, r.kind) for r in found.values()}) == 1:
                return found
    return None


def _guess_column(header: list[str], below: list[list[str]]) -> int:
    """The column of the guesses: of those the header names so (``Attempt``, ``Code``), the one whose
    cells below hold the most runs of two symbols or more (not the turn's number)."""
    named = [i for i, c in enumerate(header) if GUESS_HEADER.match(c)]

    def held(i: int) -> int:
        return sum(
            1 for row in below if i < len(row) and len(g := row[i].strip("\"' ")) >= 2 and kind_of(tuple(g))
        )

    return max(named, key=lambda i: (held(i), -i))


def _peg_columns(rows: dict[int, list[str]]) -> tuple[int | None, list[int]]:
    """A header with a column for each peg, then the counts' (``| 1 | 2 | 3 | 4 | B | W |``, ``P1,
    P2, P3, P4, Black, White``): its line and the pegs' columns, where each row below fills them with
    a symbol each; else (None, [])."""
    for number, cells in sorted(rows.items()):
        roles = heading_roles([c.strip("*_ ") for c in cells])
        counted = [i for i, r in enumerate(roles) if r in ("black", "white")]
        below = [row for n, row in rows.items() if n > number and len(row) == len(cells)]
        keyed = (
            not counted
            and len(cells) >= 3
            and any(row[-1].strip() for row in below)
            and all(not row[-1].strip() or key_peg_letters(row[-1]) for row in below)
        )
        counted = [len(cells) - 1] if keyed else counted  # one column of key pegs ('| 1 | ... | key |')
        pegs = [i for i in range(len(cells)) if i not in counted]
        while pegs and (not cells[pegs[0]].strip("*_ ") or TURN_LABEL.fullmatch(cells[pegs[0]].strip("*_ "))):
            pegs = pegs[1:]  # the rows' own labels first ('|   | 1 | 2 | ...' over '| a | R | G | ...')
        named = keyed or sorted(roles[i] for i in counted) == ["black", "white"]
        if not named or len(pegs) < 2 or pegs[-1] > counted[0]:
            continue
        if below and all(peg_kind(row[i]) for row in below for i in pegs):
            return number, pegs
        return None, []
    return None, []


def peg_kind(cell: str) -> str | None:
    """What a cell of one peg holds: a colour's name, a letter or a digit (their kind), an emoji
    peg; else None (a cell of no peg or of several)."""
    cell = cell.strip(" \t*_\"'")
    if named_colour(cell):
        return "name"
    if len(cell) == 1 and cell.isalnum():
        return kind_of((cell,))
    return "emoji" if emoji_letter(cell) else None


def _symbols(guess: str) -> tuple[str, ...]:
    """A guess's cell (or its pegs' cells) as its symbols: colour names a blank or a comma apart
    (``red green blue yellow``; one misspelt, ``Bleu``, read later with a notice), else each symbol."""
    words = guess.replace(",", " ").split()
    if (
        len(words) >= 2
        and all(named_colour(w) or spelt(w, ()) for w in words)
        and any(map(named_colour, words))
    ):
        return tuple(words)
    return tuple(ch for ch in guess if not ch.isspace() and ch not in ",\ufe0f")


def _kind(symbols: tuple[str, ...]) -> str | None:
    """A guess's kind: of colour names, of letters or digits; emoji pegs are letters."""
    if all(len(s) > 1 for s in symbols):
        return "name"
    return kind_of(symbols) or ("upper" if all(map(emoji_letter, symbols)) else None)


def stacked(lines: list[str]) -> tuple[list[str], set[int]]:
    """The lines with a table pasted a cell a line written a row a line: a web page's table copied
    as text, its header's names on lines of their own, the guess's first and then two counts' or more
    (``Guess`` / ``Black`` / ``White``), then as many lines for each row, its guess first; or a PDF's
    columns extracted one after another (``Guess`` / ``RGBY`` / ``GBYR`` / ``Black`` / ``1`` / ``0``
    / ...).  Each row (and the header) is written on the line of its guess's cell, its cells a tab
    apart, the table's other lines blank; and the numbers of the lines so blanked (the table's, no
    text around it)."""
    filled = [n for n, line in enumerate(lines) if line.strip()]
    cells = [lines[n].strip() for n in filled]
    for at, cell in enumerate(cells):
        found = (_by_rows(cells, at) or _by_columns(cells, at)) if GUESS_HEADER.match(cell) else None
        if found is None:
            continue
        rows, places, end = found
        out = list(lines)
        for k in range(at, end):
            out[filled[k]] = ""
        for row, place in zip(rows, places, strict=True):
            out[filled[place]] = "\t".join(row)
        blanked = {filled[k] + 1 for k in range(at, end)} - {filled[place] + 1 for place in places}
        return out, blanked
    return lines, set()


# a table's rows (its header first), the cell each is written at, and the cell past its last
_Stacked = tuple[list[list[str]], list[int], int]


def _by_rows(cells: list[str], at: int) -> _Stacked | None:
    """A table a cell a line, row after row, from its header's guess cell ``at``."""
    width = 1 + len(list(itertools.takewhile(_count_name, cells[at + 1 : at + 5])))
    ahead = [tuple(cells[k : k + width]) for k in range(at + width, len(cells), width)]
    rows = list(itertools.takewhile(_row_of(width), ahead))
    if width < 3 or not rows:
        return None
    places = [at + k * width for k in range(len(rows) + 1)]
    return [cells[at : at + width], *map(list, rows)], places, at + (len(rows) + 1) * width


def _by_columns(cells: list[str], at: int) -> _Stacked | None:
    """A table a cell a line, column after column (a PDF's text), from its guess column's name ``at``:
    its guesses, then two counts' columns or more, each its name and as many numbers."""
    ahead = cells[at + 1 : at + 13]
    guesses = list(itertools.takewhile(lambda c: kind_of(tuple(c)) is not None and not _count_name(c), ahead))
    columns, end = [], at + 1 + len(guesses)
    while end < len(cells) and _count_name(cells[end]):
        counted = cells[end + 1 : end + 1 + len(guesses)]
        if len(counted) != len(guesses) or not all(field_number(c) or c == "?" for c in counted):
            break
        columns.append([cells[end], *counted])
        end += 1 + len(guesses)
    if not guesses or len(columns) < 2:
        return None
    rows = [[cells[at], *(column[0] for column in columns)]]
    rows += [[guess, *(column[k + 1] for column in columns)] for k, guess in enumerate(guesses)]
    return rows, [at + k for k in range(len(rows))], end


def _count_name(cell: str) -> bool:
    return heading_roles([cell])[0] in ("black", "white", "total")


def _row_of(width: int) -> Callable[[tuple[str, ...]], bool]:
    """Whether cells are a row of a table a cell a line: as many as its header's, a guess and counts."""
    return lambda row: (
        len(row) == width
        and kind_of(tuple(row[0])) is not None
        and all(field_number(c) or c == "?" for c in row[1:])
    )


def _table_row(
    number: int,
    symbols: tuple[str, ...],
    kind: str,
    values: list[tuple[Role, str, str]],
    guess_col: int,
    legend_: Legend,
) -> Reading | None:
    counted = [  # the counts after the guess, and before it where the header names them ('cows | guess')
        (role, count_of(text.strip()), name)
        for i, (role, text, name) in enumerate(values)
        if (i > guess_col or (i < guess_col and role in ("black", "white", "total")))
        and text.strip().isascii()
        and text.strip().isdigit()
    ]
    by_role = {role: value for role, value, _ in counted if role in ("black", "white", "total")}
    if any(
        role in ("black", "white", "total") and text.strip() not in ("", "?") and role not in by_role
        for role, text, _ in values
    ):
        return None  # a count's cell that holds no count ('²'): the row is not read ('?': not known)
    if "total" in by_role and "black" in by_role:
        return Reading(number, symbols, kind, by_role["black"], by_role["total"] - by_role["black"], "total")
    if "black" in by_role or "white" in by_role:
        return Reading(number, symbols, kind, by_role.get("black"), by_role.get("white"))
    if len(counted) >= 2:
        flip = negated(counted[0][2], counted[1][2])
        first, second = counted[0][1], counted[1][1]
        if flip == "second":
            return Reading(number, symbols, kind, second, first)
        return Reading(number, symbols, kind, first, second, "" if flip else "order")
    feedback = next((text for _, text, _ in values[guess_col + 1 :] if text.strip()), "")
    got = counts(feedback, len(symbols), legend_)
    if got is None:
        return None
    return Reading(number, symbols, kind, got.black, got.white, got.assumed)


def json_table(text: str) -> tuple[list[Clue], str] | None:
    """The clues of a JSON array of objects (anywhere in a JSON document), in order, and "JSON"; or
    of a Python literal as a program prints one (``pprint``: ``[{'black': 1, 'guess': 'RGBY', ...},``),
    and "Python"."""
    stripped = text.strip()
    if not stripped.startswith(("[", "{")) or not stripped.endswith(("]", "}")):
        embedded = _EMBEDDED.search(text)  # in prose: from a line that opens a bracket to one that closes
        if embedded is None:
            return None
        stripped = embedded.group().strip()
    form = "JSON"
    try:
        data = json.loads(stripped)
    except (ValueError, RecursionError):  # (brackets nested past the interpreter's depth: no table)
        data = _json_lines(stripped)
        if data is None:
            data, form = _python_literal(stripped), "Python"
        if data is None:
            return None
    clues = _clues_of(data)
    return None if clues is None else (clues, form)


_EMBEDDED = Pattern(r"^[ \t]*[\[{].*[\]}][ \t]*$", re.MULTILINE | re.DOTALL)


def around_document(lines: list[str]) -> list[int]:
    """The lines of text around a JSON document or a literal in prose (``here is my game:`` above
    it, a code fence's marks), outside the lines from the first that opens a bracket to the last
    that closes one."""
    embedded = _EMBEDDED.search("\n".join(lines))
    if embedded is None:
        return []
    first, last = (
        embedded.string.count("\n", 0, embedded.start()),
        embedded.string.count("\n", 0, embedded.end()),
    )
    return [n + 1 for n, line in enumerate(lines) if line.strip() and not first <= n <= last]


def _python_literal(text: str) -> Any:
    """A Python literal's value (strings, numbers, lists, tuples, dicts: never code), or None."""
    import ast  # only where a sheet looks like one

    if len(text) > 100_000 or "'" not in text:
        return None
    try:
        return ast.literal_eval(text)
    except (ValueError, TypeError, SyntaxError, MemoryError, RecursionError):
        return None


def _clues_of(data: Any) -> list[Clue] | None:
    """The clues of the first array of records in ``data`` whose every record is a clue."""
    for records in _arrays(data):
        clues = [record_clue(r) for r in long_records(records)]
        if clues and all(c is not None for c in clues):
            return [c for c in clues if c is not None]
    return None


_ASSIGNED = Pattern(
    r"[ \t]*(?:>[ \t]*)?([A-Za-z_][\w.]*)[ \t]*(?:<-|:?=)[ \t]*(?:c|list|array|vec!)?[\[(](.*)[\])][ \t;]*"
    r"|[ \t]*([A-Za-z_]\w*)[ \t]*=[ \t]*([^\[\](){};=,]+(?:,[^\[\](){};=,]+)+?)[ \t]*;[ \t]*"
    # (two items or more before a semicolon: ncdump's 'black = 1, 0 ;', not a property list's 'black = 1;')
)


def assigned_lists(lines: list[str]) -> list[Clue] | None:
    """The clues of lists assigned, read as parallel arrays (R's ``black <- c(0, 1)``, Python's
    ``guesses = ["RGBY", "BROO"]``, NetCDF's ``black = 1, 0 ;`` whose items may go on over lines):
    one list of guesses, the others of counts as long as it."""
    data: dict[str, list[Any]] = {}
    for line in _statements(lines):
        found = _ASSIGNED.fullmatch(line)
        if found is not None:
            name, value = (found[1], found[2]) if found[1] else (found[3], found[4])
            items = [item.strip() for item in value.split(",")]  # a quoted item is a string ('"1234"')
            data[name] = [int(item) if item.isdecimal() else item.strip("'\"") for item in items]
    guessed = next((len(v) for k, v in data.items() if GUESS_HEADER.match(k)), None)
    data = {k: v for k, v in data.items() if len(v) == guessed}  # ('turn = 2 ;': a dimension, no list)
    return _clues_of(data) if len(data) >= 2 else None


def _statements(lines: list[str]) -> Iterator[str]:
    """The lines, each that ends in ``=`` or ``,`` joined with those after it (``guess =`` over
    ``"RGBY",`` and ``"BYGR" ;``)."""
    pending = ""
    for line in lines:
        pending = f"{pending} {line.strip()}" if pending else line
        if not pending.rstrip().endswith(("=", ",")):
            yield pending
            pending = ""
    if pending:
        yield pending


def _json_lines(text: str) -> list[dict[str, Any]] | None:
    """JSON Lines (one object a line, blank lines between): the objects, or None."""
    records = []
    for line in text.splitlines():
        if line.strip():
            try:
                record = json.loads(line)
            except (ValueError, RecursionError):
                return None
            if not isinstance(record, dict):
                return None
            records.append(record)
    return records if len(records) >= 2 else None


def _arrays(data: Any) -> Iterator[list[dict[str, Any]]]:
    if isinstance(data, list) and data and all(isinstance(r, dict) for r in data):
        yield data
    if isinstance(data, dict):  # parallel arrays: {"guesses": ["RGBY", ...], "scores": [[2, 1], ...]}
        lists = {key: value for key, value in data.items() if isinstance(value, list) and value}
        sizes = {len(value) for value in lists.values()}
        if len(lists) >= 2 and len(sizes) == 1 and any(GUESS_HEADER.match(key) for key in lists):
            yield [{key: _fields(value[i]) for key, value in lists.items()} for i in range(sizes.pop())]
    children = data.values() if isinstance(data, dict) else data if isinstance(data, list) else []
    for child in children:
        if isinstance(child, dict | list):
            yield from _arrays(child)


def _fields(value: Any) -> Any:
    """An entry of a parallel array: a pair of counts as two fields, in the order written."""
    if isinstance(value, list) and len(value) == 2 and all(isinstance(v, int) for v in value):
        return {"first": value[0], "second": value[1]}
    return value


def structured(text: str) -> bool:
    """Whether the text is a table in markup (HTML, LaTeX) or JSON, or lists assigned a line each:
    read by its structure first."""
    start = text.lstrip()[:1]
    if start in ("[", "{") and json_table(text) is not None:
        return True
    markup = "<" in text and _HTML.search(text) is not None
    if markup or "\\begin{tabular}" in text:
        return True
    return _assigns(text) and assigned_lists(text.split("\n")) is not None


def looks_structured(text: str) -> bool:
    """Whether the text may be one that ``structured`` reads, told cheaply from its marks."""
    return (
        text.lstrip("\ufeff \t\r\n")[:1] in ("[", "{")
        or "<t" in text.lower()
        or "\\begin{tabular" in text
        or _assigns(text)
    )


def _assigns(text: str) -> bool:
    """Whether the text may assign lists (``black <- c(1, 0)``, ``guesses = [...]``)."""
    return "<-" in text or "= [" in text or "=[" in text


UNDERLINE = Pattern(r"[ \t]*[-=]{3,}(?:[ \t]+[-=]{3,})*[ \t]*")  # a rule under a heading


def below_heading(bare: list[str], heading: int) -> int:
    """The line of the numbers under a heading: the next, or the one after a rule (``----- -----``)."""
    return heading + 2 if heading < len(bare) and UNDERLINE.fullmatch(bare[heading]) else heading + 1


def under_heading(bare: list[str], ahead: int) -> Counts | None:
    """The counts of a line of numbers under a heading of the counts' names (R's ``black white``
    over ``2     0``), read by the heading: not the heading's words as pegs of those colours."""
    below = below_heading(bare, ahead)
    if below > len(bare) or NUMBER.search(bare[ahead - 1]):
        return None
    roles = heading_roles(bare[ahead - 1].split())
    values = bare[below - 1].split()
    if sorted(roles) != ["black", "white"] or len(values) != 2 or not all(v.isdecimal() for v in values):
        return None
    by_role = dict(zip(roles, map(int, values), strict=True))
    return Counts(by_role["black"], by_role["white"], "")
