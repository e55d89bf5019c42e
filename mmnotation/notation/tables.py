"""Tables read by their structure: CSV, TSV, Markdown, drawn pads, HTML, LaTeX and JSON.

A header row names the guess's column and what each count column counts (``notation.counts``);
a table in markup without one is read a row at a time as a line (``notation.clue_lines``).
"""

from __future__ import annotations

import csv
import itertools
import json
import re
from collections.abc import Iterable, Iterator
from typing import Any

from mmnotation.notation.clue_lines import Reading, kind_of, line_readings
from mmnotation.notation.counts import (
    GUESS_HEADER,
    NUMBER,
    Counts,
    Legend,
    count_of,
    counts,
    glyph_role,
    heading_roles,
    key_letter,
    negated,
)
from mmnotation.notation.line_text import blank
from mmnotation.notation.text import Pattern
from mmnotation.notation.words import Role, role_of

# ---------------------------------------------------------------- tables
_CELLS = Pattern(r"<t[dh]\b[^>]*>(.*?)</t[dh]>", re.IGNORECASE | re.DOTALL)
_ROW = Pattern(r"<tr\b.*?(?:</tr>|(?=<tr\b)|$)", re.IGNORECASE | re.DOTALL)
_HTML = Pattern(r"<t[dh]\b", re.IGNORECASE)
Clue = tuple[tuple[str, ...], int | None, int | None, str]  # a guess, black, white, what was assumed

_LATEX_RULE = Pattern(r"(?<=\\\\)[ \t]*(?:\\(?:hline|midrule|toprule|bottomrule)[ \t]*)+$")
_TURN_HEADER = Pattern(r"^(?:#|n|no\.?|nr\.?|turn|round|step|row|line|move|try)$", re.IGNORECASE)


def _rows(lines: list[str]) -> dict[int, list[str]]:
    """The rows of a table on the sheet's lines, each as its cells (blank cells kept)."""
    rows: dict[int, list[str]] = {}
    text = "\n".join(lines)
    if _HTML.search(text):
        for row in _ROW.finditer(text):
            cells = [re.sub(r"<[^>]+>", "", c).strip() for c in _CELLS.findall(row.group())]
            if cells:
                rows[text.count("\n", 0, row.start()) + 1] = cells
        return rows
    for number, line in enumerate(lines, start=1):
        stripped = _LATEX_RULE.sub("", line).strip()  # 'Guess & Exact \\ \hline': the rule after the row
        ended = stripped.endswith("\\\\")  # a LaTeX row ends in \\, but the last may not
        last = number < len(lines) and lines[number].lstrip().startswith("\\end{")
        if "&" in stripped and (ended or last):
            rows[number] = [c.strip() for c in (stripped[:-2] if ended else stripped).split("&")]
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
    return rows


def _aligned(rows: dict[int, list[str]]) -> dict[int, list[str]]:
    r"""Tab-separated rows aligned by runs of tabs in a text editor (``RGBY\t\t1\t\t\t2`` under
    ``Guess\tBlack\tWhite``): each row that fills as many cells as the widest row fills, without
    its empty cells; a row with cells left empty keeps them where they are."""
    filled = {n: [c for c in cells if c] for n, cells in rows.items()}
    widest = max((len(cells) for cells in filled.values()), default=0)  # (no row: each line held a '\r')
    if all(len(cells) == len(filled[n]) for n, cells in rows.items()):
        return rows  # no empty cell: nothing to align
    return {n: filled[n] if len(filled[n]) == widest else cells for n, cells in rows.items()}


_FIELD = Pattern(  # 'black: 2', 'Black - 1', '- white = 0,', "'black' => 1," (Perl), '[black] => 1' (PHP)
    r"[ \t]*(?:[-*][ \t]+)?[\['\"]?([^\W\d_]+(?:[ \t][^\W\d_]+){0,2})[\]'\"]?"
    r"(?:[ \t]*(?:=>|[:=|])|[ \t]+[-\u2013\u2014])"
    r"[ \t]*(\S.*?)[ \t]*,?[ \t]*"
)
# what may stand before each line of a record: a quote's '>', a bullet, a log's time in brackets
# (its digits already blanks: '[10:00:02] - attempt: 1234')
_DECORATION = Pattern(r"^[ \t]*(?:(?:>[ \t]*)+|[\u2022\u00b7][ \t]+|\[[ \t:.\d]*\][ \t]+)(?=\S)")


_NESTING = Pattern(r"[ \t]*[^\W\d_]+[ \t]*:[ \t]*")  # 'feedback:' over the counts' fields
_GUESS_ALONE = Pattern(r"[ \t]*(?:[>$%][ \t]*)?[A-Za-z0-9]{3,8}[ \t]*")  # 'RGBY', '> 1122': a record's head
# a call that gives a program the guess, the other arguments names for its answer
# ('?- score([r,g,b,y], B, W).')
_CALL = Pattern(
    r"[^\n]{0,30}?[\w.]+\([ \t]*(?:\[[\w, \t]{3,30}\]|[\"']?\w{3,8}[\"']?)"
    r"(?:[ \t]*,[ \t]*[^\W\d]\w*)*[ \t]*\)[ \t]*[.;]?[ \t]*"
)


def records(lines: list[str]) -> tuple[list[str], dict[int, list[int]]]:
    """Records written a field a line (YAML, a log's ``key: value``): ``guess: RGBY`` then
    ``black: 2`` and ``white: 1`` on the next lines; or a program's answer binding the counts' letters
    below the call that gives it the guess (Prolog's ``?- score([r,g,b,y], B, W).`` over ``B = 1,``
    and ``W = 2.``: ``B`` and ``W``, or ``A`` and ``B`` as in ``1A2B``).  Returns the lines with each
    record's counts after its guess (the field lines blank), and the field lines of each guess's line."""
    out, fields_of = list(lines), {}
    lines = [_DECORATION.sub(blank, line) for line in lines]
    number = 0
    while number < len(lines):
        head = _FIELD.fullmatch(lines[number])
        fields: list[int] = []
        said: list[tuple[str, str]] = []
        if (
            (head is not None and GUESS_HEADER.match(head.group(1).strip()))
            or _GUESS_ALONE.fullmatch(lines[number])
            or _CALL.fullmatch(lines[number])
        ):
            # the next lines that are not blank (a word processor's paste doubles every line break)
            below = [n for n in range(number + 1, min(number + 9, len(lines))) if lines[n].strip()]
            nested = bool(below) and _NESTING.fullmatch(lines[below[0]]) is not None
            for ahead in below[1:4] if nested else below[:3]:  # the counts' fields below 'feedback:'
                field = _FIELD.fullmatch(lines[ahead])
                if field is None or not field.group(2).removesuffix(".").isdigit():
                    break
                if role_of(field.group(1)) not in ("black", "white", "total") and len(field.group(1)) > 1:
                    break
                fields.append(ahead)
                said.append(
                    (field.group(1), field.group(2).removesuffix("."))
                )  # 'black: 1,' (a literal's comma)
            fields = fields[: _named(said)]
        if fields:
            out[number] += "".join(f" {name}: {value}" for name, value in said[: len(fields)])
            fields = [below[0], *fields] if nested else fields
            for n in fields:
                out[n] = ""
            fields_of[number + 1] = [n + 1 for n in fields]
            number = fields[-1] + 1
        else:
            number += 1
    return out, fields_of


def _named(fields: list[tuple[str, str]]) -> int:
    """How many of a record's fields name counts: all, where none is a letter; where some are, the
    first two if they are the counts' letters in either order (``B`` and ``W``; ``A`` and ``B`` as in
    ``1A2B``, ``B`` then the cows), written as ``black`` and ``white`` in place; else none."""
    letters = [name.lower() for name, _ in fields if len(name) == 1]
    if not letters:
        return len(fields)
    first = {name.lower(): value for name, value in fields[:2]}
    for black, white in (("b", "w"), ("a", "b")):
        if len(fields) >= 2 and first.keys() == {black, white}:
            fields[:2] = [("black", first[black]), ("white", first[white])]
            return 2
    return 0


def inline_records(line: str) -> str:
    """A line with each record a program prints on it (fields named in any order: Elixir's
    ``%{black: 1, guess: "RGBY", white: 2}``, Ruby's ``{:guess=>"RGBY", :black=>1}``, Go's
    ``{Guess:RGBY Black:1 White:2}``, a dataclass's ``Turn(guess='RGBY', black=1, white=2)``)
    written as its clue (``RGBY 1 black 2 white``) where the record starts, blanks to its end."""
    if len(line) > 2000 or not _RECORD_OPEN.search(line):
        return line
    out = line
    for group in _GROUP.finditer(line):
        pairs = [(key.lower(), value.strip("\"'")) for key, value in _PAIR.findall(group[1])]
        if len(pairs) < 2 or not any(GUESS_HEADER.match(key) for key, _ in pairs):
            continue
        record = {k: v if GUESS_HEADER.match(k) or not v.isdigit() else count_of(v) for k, v in pairs}
        clue = _record(record)
        if clue is None:
            continue
        symbols, black, white, _ = clue
        said = " ".join(
            (
                f"{''.join(symbols)}",
                *(f"{n} {role}" for n, role in ((black, "black"), (white, "white")) if n is not None),
            )
        )
        if " " not in said or len(said) >= len(group[0]):
            continue
        out = out[: group.start()] + f" {said}".ljust(len(group[0])) + out[group.end() :]
    return out


def elements(line: str) -> str:
    """A line with each XML element that names a field (the guess's or a count's by the word table)
    written as that field (``<black>1</black>`` as ``black: 1``, a property list's
    ``<key>white</key><integer>2</integer>`` as ``white: 2``; the line's length kept), for ``records``."""
    if "</" not in line:
        return line
    return _ELEMENT.sub(_as_field, line)


def _as_field(element: re.Match[str]) -> str:
    name, value = (
        (element["key"], element["listed"]) if element["key"] else (element["tag"], element["value"])
    )
    if not (GUESS_HEADER.match(name.strip()) or role_of(name.strip())):
        return element[0]
    return f" {name.strip()}: {value.strip()}".ljust(len(element[0]))


_ELEMENT = Pattern(
    r"<key>(?P<key>[^<>\n]{1,30})</key>[ \t]*<(?P<type>\w+)>(?P<listed>[^<>\n]*)</(?P=type)>"
    r"|<(?P<tag>[^\W\d_][\w-]{0,30})>(?P<value>[^<>\n]*)</(?P=tag)>"
)


_RECORD_OPEN = Pattern(r"[{(\[][^{}()\[\]\n]*?\w[\"']?[ \t]*(?:=>|[:=])")  # a bracket, then a named field
_GROUP = Pattern(r"[{(\[]([^{}()\[\]\n]{3,400})[})\]]")
_PAIR = Pattern(  # 'guess: "RGBY"', ':black=>1', 'White:2', "'guess' => 'RGBY'"
    r"(?<![\w.])[:@]?[\"']?([^\W\d_]\w*)[\"']?[ \t]*(?:=>|[:=])[ \t]*"
    r"(\"[^\"\n]*\"|'[^'\n]*'|[^\s,;{}()\[\]]+)"
)


def table(lines: list[str], legend_: Legend) -> tuple[dict[int, Reading], set[int], bool] | None:
    """The clues of a table, by its columns where a header row names them, else each row read
    as a line; the table's other lines (its header, rules and markup); whether a header named them."""
    rows = _rows(lines)
    header_at = next(
        (n for n, cells in sorted(rows.items()) if any(GUESS_HEADER.match(c.strip("*_ ")) for c in cells)),
        None,
    )
    pegs: list[int] = []  # a column for each peg ('| 1 | 2 | 3 | 4 | B | W |'): the guess's columns
    if header_at is None:
        header_at, pegs = _peg_columns(rows)
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
    header = [c.strip("*_ ").lower() for c in rows[header_at]]
    guess_col = (
        pegs[-1] if pegs else _guess_column(header, [cells for n, cells in rows.items() if n > header_at])
    )
    roles: list[Role] = [  # a header cell the legend names ('| ✅ | 🔁 |' over '✅ = bull, 🔁 = cow')
        "guess" if i == guess_col else legend_.marks.get(rows[header_at][i].strip("*_ "), r)
        for i, r in enumerate(heading_roles(header))
    ]
    found: dict[int, Reading] = {}
    for number, cells in sorted(rows.items()):
        if number <= header_at or len(cells) <= guess_col:
            continue
        guess = "".join(cells[i] for i in pegs) if pegs else cells[guess_col].strip("\"' ")
        symbols = tuple(ch for ch in guess if not ch.isspace() and ch != ",")
        kind = kind_of(symbols) if len(symbols) >= 2 else None
        if kind is None:
            continue
        values = [
            (roles[i] if i < len(roles) else "", c, header[i] if i < len(header) else "")
            for i, c in enumerate(cells)
        ]
        reading = _table_row(number, symbols, kind, values, guess_col, legend_)
        if reading is not None:
            found[number] = reading
    if not found:
        return None
    markup = {n for n, line in enumerate(lines, start=1) if re.match(r"\s*[<\\+|_-]", line)}
    return found, ({n for n in rows} | markup) - set(found), True


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
        pegs = [i for i in range(len(cells)) if i not in counted]
        if sorted(roles[i] for i in counted) != ["black", "white"] or len(pegs) < 2 or pegs[-1] > counted[0]:
            continue
        below = [row for n, row in rows.items() if n > number and len(row) == len(cells)]
        if below and all(len(row[i]) == 1 and row[i].isalnum() for row in below for i in pegs):
            return number, pegs
        return None, []
    return None, []


def transposed(lines: list[str]) -> tuple[list[str], list[int]]:
    """A table with a column for each guess (``Guess | RGBY | YGRB`` over ``Black | 1 | 0`` and
    ``White | 2 | 4``), or a list of guesses over a list of their feedback (``Guesses: RGBY, YBRG``
    over ``Scores: 1-2, 0-4``): the lines with its guess row written as the clues its columns hold,
    one after another (``RGBY 1 2, YGRB 0 4``), and its lines (rules between rows too); else the
    lines and no line."""
    if _HTML.search("\n".join(lines)):
        return lines, []
    listed = _lists(lines)
    if listed[1]:
        return listed
    rows = sorted(_rows(lines).items())
    for k, (at, cells) in enumerate(rows):
        guesses = [re.sub(r"[\s,\"']", "", c) for c in cells[1:]]
        if not GUESS_HEADER.match(cells[0].strip("*_: ")) or not guesses or not guesses[0]:
            continue
        if any(kind_of(tuple(g)) is None or len(g) != len(guesses[0]) for g in guesses):
            continue
        counted: dict[Role, tuple[int, list[str]]] = {}
        for number, row in rows[k + 1 : k + 3]:
            role = heading_roles([row[0].strip("*_: ")])[0]
            if len(row) == len(cells) and role in ("black", "white") and all(c.isdigit() for c in row[1:]):
                counted[role] = (number, row[1:])
        if len(counted) == 2:
            out = list(lines)
            out[at - 1] = _on_one_line(guesses, zip(counted["black"][1], counted["white"][1], strict=True))
            for number, _ in counted.values():
                out[number - 1] = ""
            return out, list(range(at, max(number for number, _ in counted.values()) + 1))
    return lines, []


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
        f"{across[0]}-{across[-1]}: a column for each guess, or a list of each)"
    )
    return [
        (said, across[0]),
        *(n for n in notices if not (n[0].startswith("read several") and n[1] == across[0])),
    ]


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
    if not stripped.startswith(("[", "{")):
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
        clues = [_record(r) for r in records]
        if clues and all(c is not None for c in clues):
            return [c for c in clues if c is not None]
    return None


_ASSIGNED = Pattern(
    r"[ \t]*(?:>[ \t]*)?([A-Za-z_][\w.]*)[ \t]*(?:<-|:?=)[ \t]*(?:c|list|array|vec!)?[\[(](.*)[\])][ \t;]*"
)


def assigned_lists(lines: list[str]) -> list[Clue] | None:
    """The clues of lists assigned a line each, read as parallel arrays (R's ``black <- c(0, 1)``,
    Python's ``guesses = ["RGBY", "BROO"]``): one list of guesses, the others of counts."""
    data: dict[str, list[Any]] = {}
    for line in lines:
        found = _ASSIGNED.fullmatch(line)
        if found is not None:
            items = [item.strip().strip("'\"") for item in found.group(2).split(",")]
            data[found.group(1)] = [int(item) if item.isdigit() else item for item in items]
    return _clues_of(data) if len(data) >= 2 else None


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


def _flat(record: dict[str, Any], prefix: str = "") -> Iterator[tuple[str, Any]]:
    for key, value in record.items():
        if isinstance(value, dict):
            yield from _flat(value, f"{prefix}{key} ")
        else:
            yield f"{prefix}{key}", value


def _record(record: dict[str, Any]) -> Clue | None:
    guess: tuple[str, ...] | None = None
    roles: dict[Role, int] = {}
    unnamed: list[int] = []
    for key, value in _flat(record):
        last = key.split()[-1]
        named = any(GUESS_HEADER.match(word) for word in key.split())  # 'guess', 'guess pegs'
        if guess is None and named and isinstance(value, str | list):
            guess = tuple(value) if isinstance(value, str) else tuple(str(v) for v in value)
            continue
        pegs = _key_peg_letters(value) if isinstance(value, str) else None
        if pegs is not None and not roles and not unnamed:  # '"response": "BBWW"': key pegs a letter each
            roles = dict(zip(("black", "white"), pegs, strict=True))
            continue
        said = counts(value, 12, _NO_LEGEND) if isinstance(value, str) and not roles and not unnamed else None
        if said is not None and said.black is not None and said.white is not None:  # '"res": "2-0"'
            if said.assumed:
                unnamed = [said.black, said.white]
            else:
                roles = {"black": said.black, "white": said.white}
            continue
        if isinstance(value, int) and not isinstance(value, bool) and not _TURN_HEADER.match(last):
            role = role_of(last) or (key_letter(last) if len(last) == 1 else "")
            if role in ("black", "white", "total"):
                roles[role] = value
            else:
                unnamed.append(value)
    if guess is None or kind_of(guess) is None:
        return None
    if "total" in roles and "black" in roles:
        return guess, roles["black"], roles["total"] - roles["black"], "total"
    if roles:
        return guess, roles.get("black"), roles.get("white"), ""
    if len(unnamed) == 2:
        return guess, unnamed[0], unnamed[1], "order"
    return None


_NO_LEGEND = Legend({}, None, frozenset(), 0, {})


def _key_peg_letters(value: str) -> tuple[int, int] | None:
    """A string of key pegs a letter or a glyph each (``BBWW``, ``●○``, ``BW--``): (black, white)."""
    marks = [ch for ch in value if not ch.isspace()]
    roles = [key_letter(ch) or glyph_role(ch) or ("none" if ch in "-_." else "") for ch in marks]
    if not marks or not all(roles) or len(marks) > 12:
        return None
    return roles.count("black"), roles.count("white")


def structured(text: str) -> bool:
    """Whether the text is a table in markup (HTML, LaTeX) or JSON, or lists assigned a line each:
    read by its structure first."""
    start = text.lstrip()[:1]
    if start in ("[", "{") and json_table(text) is not None:
        return True
    markup = ("<t" in text or "<T" in text) and _HTML.search(text) is not None
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
    if sorted(roles) != ["black", "white"] or len(values) != 2 or not all(v.isdigit() for v in values):
        return None
    by_role = dict(zip(roles, map(int, values), strict=True))
    return Counts(by_role["black"], by_role["white"], "")
