"""Records: a clue whose guess and counts are named fields (docs/notation.md, 'Pasted text'), a field
a line (YAML, LDIF, a log's ``key: value``, a program's answer below its call), on one line as
programs print them (``%{black: 1, guess: "RGBY", white: 2}``), as XML elements, or as the objects
of JSON (``notation.tables`` reads those documents); each written as its clue."""

from __future__ import annotations

import itertools
import re
from collections.abc import Iterator
from typing import Any

from mmnotation.notation.clue_lines import kind_of
from mmnotation.notation.counts import GUESS_HEADER, count_of, counts
from mmnotation.notation.key_pegs import Legend
from mmnotation.notation.line_text import blank
from mmnotation.notation.text import Pattern
from mmnotation.notation.words import (
    Role,
    glyph_role,
    heading_roles,
    key_letter,
    named_colour,
    named_key_peg,
    role_of,
)

Clue = tuple[tuple[str, ...], int | None, int | None, str]  # a guess, black, white, what was assumed
# a turn's number's label: a record's field ('turn': 1), the header over a table's rows' own labels
TURN_LABEL = Pattern(r"#|n|no\.?|n°|nr\.?|turn|round|step|row|line|move|try", re.IGNORECASE)
SPOKE = r"[^\W\d_]+(?:[ \t][^\W\d_]+){0,2}:"  # who spoke before a row or a guess: one to three words, a colon


_FIELD = Pattern(  # 'black: 2', 'Black - 1', '- white = 0,', "'black' => 1," (Perl), '[black] => 1' (PHP),
    # ':BLACK:    1' (an Org property drawer's), 'BLACK1  =    1 / right colour, right hole' (a FITS header's:
    # the record's number after the name, a remark after a slash), 'Black 1: 1' (a form's numbered fields)
    r"[ \t]*(?:[-*][ \t]+)?[\['\":]?([^\W\d_]+(?:[ \t][^\W\d_]+){0,2})(?:[ \t_]?[0-9]{1,2})?[\]'\"]?"
    r"(?:[ \t]*(?:=>|::|[:=|])|[ \t]+[-\u2013\u2014])"
    r"[ \t]*(\S.*?)[ \t]*,?[ \t]*(?:[ \t]/[ \t]+[^\W\d].*)?"
)
# what may stand before each line of a record: a quote's '>', a bullet, a log's time in brackets
# (its digits already blanks: '[10:00:02] - attempt: 1234'), a list's number ('1. RGBY' over '- Black: 1')
_DECORATION = Pattern(
    r"^[ \t]*(?:(?:>[ \t]*)+|[\u2022\u00b7][ \t]+|\[[ \t:.\d]*\][ \t]+|[0-9]{1,2}[.)][ \t]+)(?=\S)"
)


# up to two lines over the counts' fields: 'feedback:', a line that opens a block of them (Swift's REPL:
# '$R0: (black: Int, white: Int) = {' over 'black = 1'), a name assigned (MATLAB's 't =' over
# 'struct with fields:')
_NESTING = Pattern(
    r"[ \t]*[^\W\d_]+(?:[ \t]+[^\W\d_]+){0,3}[ \t]*:[ \t]*"
    r"|[^\n{}]{0,80}=[ \t]*\{[ \t]*|[ \t]*[^\W\d]\w*[ \t]*=[ \t]*"
)
# 'RGBY', '> 1122', '$ ./mm --guess RGBY': a record's head
_GUESS_ALONE = Pattern(r"[ \t]*(?:[>$%][ \t]*(?:[\w./-]+[ \t]+){0,3})?[A-Za-z0-9]{3,8}[ \t]*")
# a call that gives a program the guess, the other arguments names for its answer
# ('?- score([r,g,b,y], B, W).')
_CALL = Pattern(
    r"[^\n]{0,30}?[\w.]+\([ \t]*(?:\[[\w, \t]{3,30}\]|[\"']?\w{3,8}[\"']?)"
    r"(?:[ \t]*,[ \t]*[^\W\d]\w*)*[ \t]*\)[ \t]*[.;]?[ \t]*"
)


def records(lines: list[str]) -> tuple[list[str], dict[int, list[int]]]:
    """Records written a field a line (YAML, a log's ``key: value``): ``guess: RGBY`` then
    ``black: 2`` and ``white: 1`` on the next lines, a count's field just above the guess too where
    the record's fields are in another order (``plutil -p``'s ``"black" => 1`` over ``"guess" =>
    "RGBY"`` over ``"white" => 2``); or a program's answer binding the counts' letters
    below the call that gives it the guess (Prolog's ``?- score([r,g,b,y], B, W).`` over ``B = 1,``
    and ``W = 2.``: ``B`` and ``W``, or ``A`` and ``B`` as in ``1A2B``).  Returns the lines with each
    record's counts after its guess (the field lines blank), and the field lines of each guess's line."""
    out, fields_of = list(lines), {}
    lines = [_DECORATION.sub(blank, line) for line in lines]
    number = free = 0  # (free: the first line no record has taken)
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
            nested = len(list(itertools.takewhile(lambda n: _NESTING.fullmatch(lines[n]), below[:2])))
            for ahead in below[nested : nested + 3]:  # the counts' fields below 'feedback:'
                field = _count_field(lines[ahead])
                if field is None:
                    break
                fields.append(ahead)
                said.append(field)
            fields = fields[: _named(said)]
            if fields and not nested:
                _above(lines, range(number - 1, max(free, number - 3) - 1, -1), fields, said)
        if fields:
            out[number] += "".join(f" {name}: {value}" for name, value in said[: len(fields)])
            fields = [*below[:nested], *fields]
            for n in fields:
                out[n] = ""
            fields_of[number + 1] = [n + 1 for n in fields]
            number = free = fields[-1] + 1
        else:
            number += 1
    return out, fields_of


def _count_field(line: str) -> tuple[str, str] | None:
    """A line that is a count's field (``black: 1,``, a literal's comma; ``B = 1,``): its name and
    its number in digits."""
    field = _FIELD.fullmatch(line)
    value = None if field is None else field_number(field.group(2))
    if field is None or value is None:
        return None
    if role_of(field.group(1)) not in ("black", "white", "total") and len(field.group(1)) > 1:
        return None
    return field.group(1), value


def _above(lines: list[str], ahead: range, fields: list[int], said: list[tuple[str, str]]) -> None:
    """The count fields just above a record's guess (``ahead``: those lines, nearest first) that name
    a count its fields below do not, put first in ``fields`` and ``said``."""
    named = {role_of(name) for name, _ in said[: len(fields)]}
    for number in ahead:
        field = _count_field(lines[number])
        if field is None or len(field[0]) == 1 or role_of(field[0]) in named:
            return
        named.add(role_of(field[0]))
        fields.insert(0, number)
        said.insert(0, field)


def field_number(value: str) -> str | None:
    """A field's number in digits: as written (``1``, Prolog's ``2.``), or written in hexadecimal
    (``0x1``, a registry export's ``dword:00000001``); None for any other value."""
    value = value.rstrip(".;")  # (Prolog's '2.', a property list's '1;')
    if value.isdigit():
        return value
    hexadecimal = _HEXADECIMAL.fullmatch(value)
    return None if hexadecimal is None else str(int(hexadecimal[1], 16))


_HEXADECIMAL = Pattern(r"(?:0x|dword:)([0-9a-fA-F]{1,8})")


def _named(fields: list[tuple[str, str]]) -> int:
    """How many of a record's fields name counts: all, where none is a letter; where some are, the
    first two if they are the counts' letters as a header's are read (``B`` and ``W``, ``K`` and
    ``W``; ``A`` and ``B`` as in ``1A2B``: either order), written as ``black`` and ``white`` in
    place; else none."""
    if all(len(name) > 1 for name, _ in fields):
        return len(fields)
    roles = heading_roles([name for name, _ in fields[:2]])
    if sorted(roles) != ["black", "white"]:
        return 0
    fields[:2] = [(role, value) for role, (_, value) in zip(roles, fields[:2], strict=True)]
    return 2


def inline_records(line: str) -> str:
    """A line with each record a program prints on it (fields named in any order: Elixir's
    ``%{black: 1, guess: "RGBY", white: 2}``, Ruby's ``{:guess=>"RGBY", :black=>1}``, Go's
    ``{Guess:RGBY Black:1 White:2}``, a dataclass's ``Turn(guess='RGBY', black=1, white=2)``)
    written as its clue (``RGBY 1 black 2 white``) where the record starts, blanks to its end; a
    line of parallel vectors written as their clues (``_vectors``)."""
    if len(line) > 2000:
        return line
    vectors = _vectors(line) if "=" in line or ":" in line else None
    if vectors is not None:
        return vectors
    if not _RECORD_OPEN.search(line):
        return line
    out = line
    for group in _GROUP.finditer(line):
        pairs = [(key.lower(), value.strip("\"'")) for key, value in _PAIR.findall(group[1])]
        if len(pairs) < 2 or not any(GUESS_HEADER.match(key) for key, _ in pairs):
            continue
        labels = [v for k, v in pairs if not GUESS_HEADER.match(k)]
        guessed = next(v for k, v in pairs if GUESS_HEADER.match(k))
        if not any(v.isdecimal() for v in labels) and _COUNT_AFTER.match(line, group.end()):
            # labels of the count after the record ('pegs{guess="RGBY",color="black"} 0': a metric
            # of a table in long form, notation.long_rows): the guess and the labels as words
            said = f" {guessed} {' '.join(labels)}"
            if len(said) <= len(group[0]):
                out = out[: group.start()] + said.ljust(len(group[0])) + out[group.end() :]
            continue
        record = {k: v if GUESS_HEADER.match(k) or not v.isdecimal() else count_of(v) for k, v in pairs}
        clue = record_clue(record)
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


_COUNT_AFTER = Pattern(r"[ \t]*[0-9]{1,2}[ \t]*$")


def _vectors(line: str) -> str | None:
    """A line that assigns parallel vectors, the guesses' and both counts' (R's ``dput`` of a data
    frame: ``list(guess = c("RGBY", "YGRB"), black = c(1, 1), white = c(2, 3))``; ``guess = [...]``):
    its clues one after another (``RGBY 1 black 2 white, YGRB 1 black 3 white``); else None."""
    found = {
        key.lower(): [item.strip().strip("\"'") for item in (called or listed).split(",")]
        for key, called, listed in _VECTOR.findall(line)
    }
    guesses = next((items for key, items in found.items() if GUESS_HEADER.match(key)), None)
    counted = {role_of(key): items for key, items in found.items() if role_of(key) in ("black", "white")}
    if guesses is None or len(counted) != 2:
        return None
    if any(len(items) != len(guesses) or not all(map(str.isdigit, items)) for items in counted.values()):
        return None
    clues = zip(guesses, counted["black"], counted["white"], strict=True)
    return ", ".join(f"{guess} {black} black {white} white" for guess, black, white in clues).ljust(len(line))


# a name and its vector: 'black = c(1, 1)', 'black: [1, 1]'
_VECTOR = Pattern(r"(\w+)[ \t]*[=:][ \t]*(?:c\(([^()\n]*)\)|\[([^\[\]\n]*)\])")


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


_RECORD_OPEN = Pattern(r"[{(\[][^{}()\[\]\n]*?\w[\"']?[ \t]*(?:=>|->|[:=])")  # a bracket, then a named field
_GROUP = Pattern(r"[{(\[]([^{}()\[\]\n]{3,400})[})\]]")
_PAIR = Pattern(  # 'guess: "RGBY"', ':black=>1', 'White:2', "'guess' => 'RGBY'", Smalltalk's '#black->1'
    r"(?<![\w.])[:@#]?[\"']?([^\W\d_]\w*)[\"']?[ \t]*(?:=>|->|[:=])[ \t]*"
    r"(\"[^\"\n]*\"|'[^'\n]*'|[^\s,;{}()\[\]]+)"
)


def _flat(record: dict[str, Any], prefix: str = "") -> Iterator[tuple[str, Any]]:
    """A record's fields, a nested object's keys after its own (``guess pegs``); a value typed by an
    object of its own is that value (SPARQL's ``"black": {"type": "literal", "value": "1"}``)."""
    for key, value in record.items():
        if isinstance(value, dict) and isinstance(value.get("value"), str | int):
            value = value["value"]
        if isinstance(value, dict):
            yield from _flat(value, f"{prefix}{key} ")
        else:
            yield f"{prefix}{key}", value


def record_clue(record: dict[str, Any]) -> Clue | None:
    """A record's clue (a JSON object's, a line's fields): its guess, the counts its fields name (by
    the word table, a letter, key pegs a letter each, a feedback written as text), or two counts
    unnamed taken in order; None where it has no guess or no counts."""
    guess: tuple[str, ...] | None = None
    roles: dict[Role, int] = {}
    unnamed: list[int] = []
    for key, value in _flat(record):
        last = key.split()[-1]
        named = any(GUESS_HEADER.match(word) for word in key.split())  # 'guess', 'guess pegs'
        if guess is None and named and isinstance(value, str | list):
            guess = tuple(value) if isinstance(value, str) else tuple(str(v) for v in value)
            continue
        keys = _key_peg_names(value, last) if isinstance(value, list) and not roles and not unnamed else None
        if keys is not None:  # '"keys": ["black", "white"]'
            roles = dict(zip(("black", "white"), keys, strict=True))
            continue
        if (
            guess is None
            and isinstance(value, list)
            and len(value) >= 2
            and all(named_colour(v) for v in value)
        ):
            guess = tuple(value)  # '"pegs": ["red", "green", ...]': colour names, under any key
            continue
        if isinstance(value, str) and value.strip().isdecimal() and len(value.strip()) <= 2:
            value = int(value)  # a count written as a string ('"black": "1"')
        pegs = key_peg_letters(value) if isinstance(value, str) else None
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
        if isinstance(value, int) and not isinstance(value, bool) and not TURN_LABEL.fullmatch(last):
            role = role_of(last) or (key_letter(last) if len(last) == 1 else "")
            if role in ("black", "white", "total"):
                roles[role] = value
            else:
                unnamed.append(value)
    if guess is None or (kind_of(guess) is None and not all(named_colour(g) for g in guess)):
        return None
    if "total" in roles and "black" in roles:
        return guess, roles["black"], roles["total"] - roles["black"], "total"
    if roles:
        return guess, roles.get("black"), roles.get("white"), ""
    if len(unnamed) == 2:
        return guess, unnamed[0], unnamed[1], "order"
    return None


_NO_LEGEND = Legend({}, None, frozenset(), 0, {})


def _key_peg_names(value: list[Any], field: str) -> tuple[int, int] | None:
    """A list of key pegs by their colours' names or a letter each (``["black", "white"]``):
    (black, white); an empty list under a field of key pegs' (``"keys": []``): none."""
    marks = [v for v in value if isinstance(v, str)]
    roles = [named_key_peg(m) or key_letter(m) for m in marks]
    if len(marks) != len(value) or not all(roles) or (not value and field.lower() not in _KEY_FIELDS):
        return None
    return roles.count("black"), roles.count("white")


_KEY_FIELDS = frozenset(
    {"keys", "key", "key_pegs", "keypegs", "pegs", "feedback", "result", "response", "score"}
)


def key_peg_letters(value: str | list[str]) -> tuple[int, int] | None:
    """A string of key pegs a letter or a glyph each (``BBWW``, ``●○``, ``BW--``), or a name each
    (``black white white``; or cells that hold them): (black, white)."""
    words = re.split(r"[\s,]+", " ".join(value).strip()) if isinstance(value, list) else value.split()
    if words and all(len(w) > 1 for w in words) and (named := _key_peg_names(words, "")) is not None:
        return named
    marks = [ch for ch in "".join(value) if not ch.isspace()]
    roles = [key_letter(ch) or glyph_role(ch) or ("none" if ch in "-_." else "") for ch in marks]
    if not marks or not all(roles) or len(marks) > 12:
        return None
    return roles.count("black"), roles.count("white")
