"""Pasted text: a sheet's clues found from evidence across the whole sheet (docs/notation.md,
"Pasted text").

The grammar reads what a player types, a line at a time, and stops a sheet at the first line it
cannot read.  Text pasted from elsewhere (prose around the clues, counts labelled in a language
the word table lacks, a program's transcript, an exported table, glyph pegs with a legend) is read
here instead, as a whole:

1. each line is looked at for a guess (a run of symbols, symbols apart, colour names, the names
   a line of the sheet lists) and, after it, counts: what the grammar reads as feedback, else
   numbers whose words, known or not, are labels, or key-peg glyphs, or signs (``+2 -1``); a line
   may hold several clues, and a record may write its guess and counts a field a line;
2. tables (CSV, TSV, Markdown, drawn pads, HTML, LaTeX, JSON) are read by their structure: the
   header says which column is the guess and which count is which;
3. the clues are the block of lines that read alike: the same number of pegs, one kind of
   symbol, a feedback on each (a guess alone on one line and its feedback on the next count);
   lines outside it are text (``notation.block``);
4. which count is black comes from the words (the word table, a legend line, two labels of which
   one is the other negated: ``na miejscu`` / ``nie na miejscu``), else the convention (black
   first), said in a notice.

The result is the sheet written again in the notation, line for line (a clue where the block has
one, the colors directive where a line lists the colours, a comment where a line states the game,
a blank elsewhere; a line's second and later clues at the end, moved back when read), which the
grammar then reads; and the notices that say what was assumed.  ``--strict`` never comes here.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable

from mmnotation.notation.block import block_of
from mmnotation.notation.clue_lines import (
    SHEET_NAMES,
    Reading,
    guesses,
    in_palette,
    keyed_counts,
)
from mmnotation.notation.columns import column_notices, transposed
from mmnotation.notation.count_text import SUPPOSED
from mmnotation.notation.counts import CORRECTION, NUMBER, WORD
from mmnotation.notation.documents import document
from mmnotation.notation.down import pegs_down
from mmnotation.notation.grammar import DIRECTIVE
from mmnotation.notation.key_pegs import Legend
from mmnotation.notation.legend import legend
from mmnotation.notation.line_text import (
    NULL,
    bare_line,
    blank,
    plain,
    unquoted,
    without_line_numbers,
    without_quote_marks,
)
from mmnotation.notation.long_rows import long_rows
from mmnotation.notation.records import elements, inline_records, records
from mmnotation.notation.rewritten import Rewritten, assumed
from mmnotation.notation.tables import (
    below_heading,
    stacked,
    table,
    under_heading,
)
from mmnotation.notation.text import Pattern
from mmnotation.notation.text_around import NAMED_CODE, NEW_GAME, another_game_said
from mmnotation.notation.title import colour_lists, states_game
from mmnotation.notation.turns import numbered_speakers, speakers, without_labels
from mmnotation.notation.words import glyph_role, role_of
from mmnotation.notation.wrapped import clues_of_line, read_lines, unwrap

# ---------------------------------------------------------------- the whole sheet
# a markup file's declarations, no text of it: '<?xml version="1.0"?>', '<!DOCTYPE html PUBLIC "-//W3C//DTD
# XHTML 1.0 Strict//EN" ...>' (whose version numbers and names read as clues), a comment
_DECLARATION = Pattern(r"<(?:\?xml|![A-Z]{3,})[^<>]*>|<!--.*?-->")


_BOUNDARY = Pattern(r"(?i)\bboundary=\"?([^\";\s]{1,70})")


def _unbounded(lines: list[str]) -> list[str]:
    """A mail's lines with the boundaries between its parts (``--zz``, ``--zz--``, as its header's
    ``boundary="zz"`` names them) blank: no text of it."""
    marks = {f"--{found[1]}" for line in lines if "oundary" in line for found in _BOUNDARY.finditer(line)}
    if not marks:
        return lines
    return ["" if line.strip().removesuffix("--") in marks else line for line in lines]


_KEY_ALONE = Pattern(r"[ \t]*<key>[^<>\n]{1,30}</key>[ \t]*")
_VALUE_ALONE = Pattern(r"[ \t]*<(\w+)>[^<>\n]*</\1>[ \t]*")


def _keyed_values(lines: list[str]) -> list[str]:
    """A property list's key alone on its line joined with the value on the next (``<key>black</key>``
    over ``<integer>1</integer>``), which is left blank: a record's field a line, as its keys and
    values on one line are read."""
    if not any(_KEY_ALONE.fullmatch(line) for line in lines):
        return lines
    joined = list(lines)
    for n in range(len(joined) - 1):
        if _KEY_ALONE.fullmatch(joined[n]) and _VALUE_ALONE.fullmatch(joined[n + 1]):
            joined[n], joined[n + 1] = joined[n].rstrip() + joined[n + 1].strip(), ""
    return joined


def rewrite(text: str) -> Rewritten | None:
    """The sheet's clues found from the whole sheet, written again in the notation; None when no
    clear block of clues is found."""
    written = [line.removesuffix("\r") for line in text.split("\n")]
    unbounded = _unbounded(unquoted(written))
    unnumbered = without_line_numbers(unbounded)
    numbered = frozenset(n for n, (a, b) in enumerate(zip(unbounded, unnumbered, strict=True), 1) if a != b)
    lines = _keyed_values(
        [_DECLARATION.sub(blank, line) for line in without_labels(without_quote_marks(unnumbered))]
    )
    listed = colour_lists(lines)
    own = tuple(entry.split("=")[0] for got in listed.values() for entry in got.split("#")[0].split()[1:])
    token = SHEET_NAMES.set(own)
    try:
        found = _rewritten(lines, listed)
        if found is None and any(_PEG_CELLS.search(line) for line in lines):
            # a board drawn a peg a cell ('| R | G | B | Y || x o o |'): read with the cells' bars as blanks
            found = _rewritten([_PEG_CELLS.sub(_unbarred, line) for line in lines], listed)
        joined = {n for n, line in enumerate(lines, start=1) if not line and written[n - 1].strip()}
        if found is not None and (joined or numbered):
            return found._replace(joined=found.joined | joined, numbered=numbered)
        return found
    finally:
        SHEET_NAMES.reset(token)


_PEG_CELLS = Pattern(r"(?:\|[ \t]*[^\s|][ \t]*){3,}(?=\|)")  # three cells or more of one symbol each


def _unbarred(cells: re.Match[str]) -> str:
    """The cells as symbols apart, the bar before the first kept (text before the guess)."""
    return "|" + cells.group()[1:].replace("|", " ")


def _tables_said(
    written: Rewritten,
    laid: tuple[list[int], list[tuple[int, int]]],
    long_fields: dict[int, list[int]],
    chosen: set[int],
) -> Rewritten:
    """The notices of a board laid out left to right (``notation.columns``), of guesses written down
    the page (``notation.down``) and of a table in long form whose rows of a guess are one clue
    (``notation.long_rows``)."""
    across, downs = laid
    notices = column_notices(written.notices, across) if across else written.notices
    down = [f"{a}-{b}" for a, b in downs if b in chosen]
    if down:
        said = f"read the pegs written a line each as one guess (lines {', '.join(down)})"
        notices = [*notices, (said, downs[0][0])]
    heads = sorted(n for n in long_fields if n in chosen)
    if heads:
        last = max([*heads, *(n for line in heads for n in long_fields[line])])
        notices = [
            *notices,
            (
                f"read a table in long form, a row for each count: each guess's rows are one clue (lines "
                f"{heads[0]}-{last})",
                heads[0],
            ),
        ]
    return written._replace(notices=notices)


def _rewritten(lines: list[str], listed: dict[int, str]) -> Rewritten | None:
    """``rewrite``'s work; ``listed``: the colors directive of each line that lists the colours."""
    plain_lines = [plain(line) for line in lines]
    whole = document(lines, plain_lines)  # JSON, a Python literal, lists assigned, HTML rows on one line
    if whole is not None:
        return whole
    bare = [inline_records(elements(bare_line(line))) for line in plain_lines]  # records a line each as clues
    spoken = numbered_speakers(bare)  # ('Speaker 2' over what was said: no lone count)
    bare = ["" if n in listed or n in spoken else _cue(bare, n) for n in range(1, len(bare) + 1)]
    bare, cells = stacked(bare)  # a table pasted a cell a line: a row a line
    bare, across = transposed(bare)  # a column for each guess: its clues on the guess row's line
    bare, downs, down_joined = pegs_down(bare)  # a peg a line: the guess on its first line
    bare, long_fields = long_rows(bare)  # a row for each count: each guess's rows one clue
    first_legend = _signed(bare, legend(bare, lambda n: False))
    in_table = table(bare, first_legend)
    by_line: dict[int, list[Reading]] = {}
    alone: dict[int, list[Reading]] = {}
    many: dict[int, list[list[Reading]]] = {}  # the lines that hold several clues: each way to read them
    # (a run of pegs a line with the lines that open and close it: 'pegs = [', ']', 'Guess 1:')
    table_lines: set[int] = set(across) | cells | {n for a, b in downs for n in range(a - 1, b + 2)}
    fields_of: dict[int, list[int]] = dict(long_fields)  # a record's guess line: the lines of its counts
    headed, split, joined = False, set[int](), set[int]()  # a feedback's first line; one read with the above
    if in_table is not None:
        found, in_lines, headed = in_table
        table_lines |= in_lines
        by_line.update((number, [reading]) for number, reading in found.items())
    else:
        bare, found_fields = records(bare)
        fields_of.update(found_fields)
        table_lines.update(n for fields in fields_of.values() for n in fields)
        read_lines(bare, first_legend, by_line, alone, many)
        split, joined = unwrap(bare, first_legend, by_line, alone, many)
    block, restated = block_of(by_line, alone, many, bare, first_legend, lines_read=in_table is None)
    if block is None:
        return None
    chosen, feedback_of, several = block
    paired_lines = set(feedback_of.values())
    # a heading's numbers (a row); a feedback's second line ('0 black' over '4 white')
    under = {below_heading(bare, n) for n in paired_lines if under_heading(bare, n)}
    continued = {n + 1 for n in split if n in paired_lines}
    paired_lines |= under | continued | set(across[1:])  # (a column for each guess: its counts' rows)
    table_lines |= under | continued
    legend_ = _ordered_by(legend(bare, lambda n: n in chosen or n in paired_lines), first_legend)
    signs = bool(legend_.marks.keys() & {"+", "-"})
    keyed = keyed_counts(chosen, several, bare, signs)
    written = _written(lines, chosen, feedback_of, several, table_lines, legend_, listed, keyed)
    written = _tables_said(written, (across, downs), long_fields, set(chosen))
    shape = next(iter({(r.pegs, r.kind) for r in chosen.values()}))
    read = set(chosen) | paired_lines
    suspects = _suspects(bare, read, shape, table_lines, by_line, set(legend_.marks), chosen)
    every = [*chosen.values(), *(r for more in several.values() for r in more)]
    ways = None if in_table else {n: [[r] for r in by_line.get(n, ())] + many.get(n, []) for n in suspects}
    suspects -= written.titled | restated | _talk(bare, suspects, every, read, legend_, ways)
    said = {r.symbols for r in every}
    mentions = _mentions((alone.keys() | by_line.keys()) - read, alone, by_line, shape, said)
    worded = {  # a word in small letters after its capital, a number alone after it: a chat's 'Like 1'
        n for n in range(1, len(bare) + 1) if n not in read | suspects and _CAPITALISED.match(bare[n - 1])
    }
    nulls = sorted(n for n in chosen if NULL.search(lines[n - 1]))
    if nulls:
        written = written._replace(notices=[*written.notices, (_NULL_READ, nulls[0])])
    return written._replace(
        decided=headed or legend_.order is not None or bool((long_fields.keys() | set(across)) & set(chosen)),
        block=frozenset(chosen),
        several=frozenset(several),
        paired=frozenset(paired_lines | {n for line in chosen for n in fields_of.get(line, ())}),
        alone=frozenset(feedback_of),
        suspects=frozenset(suspects),
        mentions=frozenset(mentions),
        worded=frozenset(worded) if shape[1] == "upper" else frozenset(),
        tabled=frozenset(chosen) if headed else frozenset(chosen.keys() & (long_fields.keys() | set(across))),
        joined=frozenset(joined | down_joined),
        heads=frozenset(
            legend_.lines | {legend_.order_at} - {0} | (table_lines - set(chosen) if headed else set())
        ),
        prefixed=_prefixed(chosen, bare),
        starts=tuple((r.line, r.span[0]) for r in chosen.values() if r.span != (0, 0)),
        labelled=frozenset(  # counts among words, or pegs a legend names ('1243 ??' below '?: wrong place')
            n
            for n, r in chosen.items()
            if r.assumed
            or (r.span != (0, 0) and WORD.search(after := bare[n - 1][r.span[1] - 1 :]))
            or (r.span != (0, 0) and legend_.marks.keys() & set(after))
            or NULL.search(lines[n - 1])  # a count not known written as a null ('\N', 'NULL')
        ),
        named=frozenset(n for n, r in chosen.items() if r.kind == "name"),
    )


def _mentions(
    text: set[int],
    alone: dict[int, list[Reading]],
    by_line: dict[int, list[Reading]],
    shape: tuple[int, str],
    said: set[tuple[str, ...]],
) -> set[int]:
    """The lines of text that name only guesses the block reads ('<@bob> trying 4455' above the
    bot's clue)."""
    return {
        n
        for n in text
        if (
            named := {
                r.symbols for r in (*alone.get(n, ()), *by_line.get(n, ())) if (r.pegs, r.kind) == shape
            }
        )
        and named <= said
    }


_CODE_LIST = Pattern(r"(?<![\w-])(?:[A-Za-z0-9]{3,8}[ \t]*,[ \t]*){2,}[A-Za-z0-9]{3,8}(?![\w-])")
_SOLVED = Pattern(r"[ \t]*\S+[ \t]+(?:in|within)[ \t]+[0-9]{1,2}(?:[ \t]+[^\W\d_]+)?[ \t!.]*", re.IGNORECASE)
_CHOICES = Pattern(r"[ \t]*(\S{1,3})[ \t]*[A-Za-z0-9]{3,8}(?:[ \t]+\1[ \t]*[A-Za-z0-9]{3,8})+[ \t]*")
_CAPITALISED = Pattern(r"[ \t]*[A-Z][a-z]{2,}(?:[ \t]+[0-9]{1,3})?[ \t]*$")  # 'Like 1', 'Seen'

_NULL_READ = (
    "a null where a count stands ('\\N', 'NULL', 'NaN') is read as that count not known ('?'); "
    "write 0 if it means none"
)


def _ordered_by(found: Legend, first: Legend) -> Legend:
    """The legend of the text around the clues, with the order a clue's own line names where the
    text names none (``RGBY 2/1 (white/black)``: ``first`` read every line)."""
    if found.order is not None or first.order is None:
        return found
    return found._replace(order=first.order, order_at=first.order_at)


_ASSIGNED = Pattern(r"[ \t]*=[ \t]*[\"'][^\"'\n]*[^\W\d_][^\"'\n]*[\"']")  # ="a quoted word"


def _suspects(
    bare: list[str],
    read: set[int],
    shape: tuple[int, str],
    table_lines: set[int],
    by_line: dict[int, list[Reading]],
    marks: set[str],
    chosen: dict[int, Reading],
) -> set[int]:
    """The lines outside the block (``read``) that look like clues of its ``shape`` mistyped: a guess
    of its kind with a count or a key peg after it (``marks``: the legend's), a word first and a
    count next, a directive after the first clue, bare numbers,
    control characters, a clue of its kind of another length (``RGB BBW``) but for a word of two
    symbols the block's guesses never use (``-[ RECORD 1 ]``), no clue mistyped.  A word that two
    of the block's lines (``chosen``) write beside their guesses (``DATA`` of ``20 DATA
    "RGBY",1,2``) is the text's on any line (``40 DATA "END",0,0``), no guess mistyped."""
    text_words = _beside(chosen, by_line)
    palette = {symbol for r in chosen.values() for symbol in r.symbols}

    def ours(symbols: tuple[str, ...]) -> bool:  # (a word in small letters is ours by its letters alone)
        foreign = sum(1 for symbol in set(symbols) if symbol not in palette)
        return foreign < 2 if shape[1] == "lower" else len(symbols) == shape[0] or foreign < 2

    def lettered(
        symbols: tuple[str, ...],
    ) -> bool:  # a word's letters, whatever their case ('list': L, I, S, T)
        return sum(1 for symbol in {s.upper() for s in symbols} if symbol not in capitals) < 2

    capitals = {symbol.upper() for symbol in palette}

    return {
        number
        for number, line in enumerate(bare, start=1)
        if number not in read
        and not (DIRECTIVE.match(line) and number < min(chosen))  # (before the clues: the game's)
        and not _CHOICES.fullmatch(line)  # a quiz's choices, a mark before each ('○ RBGY   ○ BRGY')
        and not _SOLVED.fullmatch(line)  # a daily puzzle's result ('🟩🟩🟩🟩 in 3', as pasted: 'GGGG in 3')
        and not _CODE_LIST.search(line)  # a list of codes ('Possible secrets: 2143, 2413, 3142, ...')
        and (
            any(
                (
                    k == shape[1]
                    and abs(len(g) - shape[0]) <= 1  # ('Level 7 of 20 ★★★' over clues of 4: no '20 ★★★')
                    and (_counted(_NEAR_COUNT, line[e:], shape[0]) or _pegs_next(line[e:], marks))
                    and ours(g)
                    and g not in text_words
                    and not _ASSIGNED.match(line, e)  # an attribute's name ('TERM="xterm-256color"')
                    and not (k == "digit" and _GLUED_WORD.match(line, e))  # a date's year ('2026년 12월')
                    and not SUPPOSED.match(line, e)  # a score supposed ('POOP würde 2 2 geben')
                )
                or (
                    not line[:b].strip()
                    and abs(len(g) - shape[0]) <= 2  # ('CODEBREAKER  2/3' over clues of 4: a title's)
                    and (k == "digit" or shape[1] != "digit" or in_palette(g))  # (not 'PAGE 2' over digits)
                    and _counted(_COUNT_NEXT, line[e:], shape[0])
                    and not (_small(k, g, shape, lettered) and not role_of(line[e:]))
                )
                for g, k, b, e in guesses(line)
            )
            or (DIRECTIVE.match(line) and number not in table_lines)  # (not a record's 'pegs = [')
            or (
                _COUNTS_ONLY.fullmatch(line)
                and NUMBER.search(line)
                and _could_count(line, shape[0])
                and number not in table_lines
                and not _EMPTY_ROW.fullmatch(line)
            )
            or re.search(r"[\x00-\x08\x0b-\x1f\x7f]", line)
            or any(
                r.kind == shape[1]
                and ours(r.symbols)
                and not _prose(r, palette, line)
                and not _lists_palette(r.symbols, palette, shape[0])
                and r.symbols not in text_words
                for r in by_line.get(number, ())
            )
        )
    }


def _prefixed(chosen: dict[int, Reading], bare: list[str]) -> tuple[tuple[int, int], ...]:
    """The clues with text before their guess on its line: (line, where the guess ends)."""
    return tuple(
        (r.line, r.span[1])
        for r in chosen.values()
        if r.span != (0, 0) and bare[r.line - 1][: r.span[0] - 1].strip()
    )


def _talk(
    bare: list[str],
    suspects: set[int],
    every: list[Reading],
    read: set[int],
    legend_: Legend,
    ways: dict[int, list[list[Reading]]] | None,
) -> set[int]:
    """The lines of ``suspects`` that are no clue mistyped: the block's clues said again
    (``_said_again``), and the talk of a chat's speakers who write no clue (``_others_talk``); as
    the title's (``digits 1-6``) and a chat's answer are not."""
    return _said_again(bare, suspects, every, legend_, ways) | _others_talk(bare, suspects, read)


def _said_again(
    bare: list[str],
    suspects: set[int],
    every: list[Reading],
    legend_: Legend,
    ways: dict[int, list[list[Reading]]] | None,
) -> set[int]:
    """The lines outside the block whose every clue is one of the block's, counts and all (``You:
    RGBY 1 black 2 white and PRYG 0 black 4 white`` over a table of the same two): no clue lost.
    ``ways``: each line's ways to read it as clues, where its lines were read (not a table's)."""
    block = {(r.pegs, r.kind, r.symbols, r.black, r.white) for r in every}
    return {
        n
        for n in suspects
        if any(
            all((r.pegs, r.kind, r.symbols, r.black, r.white) in block for r in way)
            for way in (ways[n] if ways is not None else clues_of_line(n, bare[n - 1], legend_))
        )
    }


def _others_talk(bare: list[str], suspects: set[int], read: set[int]) -> set[int]:
    """The lines of a chat's speakers who write no line of the block, where others do: another's
    talk about the clues (``Khanmigo: Now which one could stay in place from RGBY?``), no clue
    mistyped."""
    who = speakers(bare)
    writers = {who[n] for n in read if n in who}
    return {n for n in suspects if writers and n in who and who[n] not in writers}


def _beside(chosen: dict[int, Reading], by_line: dict[int, list[Reading]]) -> set[tuple[str, ...]]:
    """The words that two lines of the block or more write beside their guesses (``DATA`` of
    ``20 DATA "RGBY",1,2``)."""
    beside = Counter(
        s for n, c in chosen.items() for s in {r.symbols for r in by_line.get(n, ())} - {c.symbols}
    )
    return {symbols for symbols, lines_of in beside.items() if lines_of >= 2}


# a count within two words after a guess ('RGBY: got 2 black'; not 'BRAG: solved it in 5 last week',
# nor the next guess: '["1234", "5634"]'): a count, not a guess ('5634') nor a decimal ('--- PASS:
# TestScore (0.00s)') nor a percent ('OCR, 94% confidence'), and not past a status line's dot between
# its fields ('Room code: 4821 · Players: 2/4')
_NEAR_COUNT = Pattern(  # (not a word that opens with a number: '4ever')
    r"[^\w\u00b7\u2022]*(?:[^\W\d_]+[^\w\u00b7\u2022]+){0,2}\d{1,2}(?!\d|\.\d|[ \t]*%|[^\W\d_]{3})"
)
# a pad's row not played yet: its number and dashes (' 3   ----   -----')
_EMPTY_ROW = Pattern(r"[ \t]*[0-9]+[.):]?(?:[ \t]+[-_.]+)+[ \t]*")
# bare counts ('2 1', '(2, 1)'), a clue's feedback without its guess; not '1..2', '@@ -1,1 +1,2 @@'
_COUNTS_ONLY = Pattern(r"[0-9\s,/;:?()\[\]-]+")


def _could_count(line: str, pegs: int) -> bool:
    """Whether bare numbers could be a feedback of the game's ``pegs`` (``2/3`` under clues of four
    pegs is a thread's mark, ``12/05`` a date: text, not counts without their guess)."""
    numbers = re.findall(r"[0-9]+", line)
    if any(len(n) > 2 for n in numbers):
        return True  # a guess alone ('1234'), no feedback after it
    return all(int(n) <= pegs for n in numbers) and (len(numbers) != 2 or sum(map(int, numbers)) <= pegs)


def _pegs_next(rest: str, marks: set[str]) -> bool:
    """Whether a key peg follows a guess (``RGBY: ■□□ ■ = exact, ...``), a glyph or the legend's mark."""
    mark = rest.lstrip(" \t:=>|\u2013\u2014-")[:1]
    return bool(mark) and not mark.isalnum() and (mark in marks or bool(glyph_role(mark)))


def _prose(reading: Reading, palette: set[str], line: str) -> bool:
    """A word read as a guess with a count assumed alone, of letters the block never uses
    ('POOR me, 2 hours on this' above clues of R, G, B, Y), or on a line of no digit, its count a
    word ('... of R, G, B and Y with no colour in either position'): prose, not a clue mistyped."""
    alone = reading.white is None and bool(reading.assumed)
    return alone and (bool(set(reading.symbols) - palette) or not re.search(r"[0-9]", line))


def _lists_palette(symbols: tuple[str, ...], palette: set[str], pegs: int) -> bool:
    """Six symbols or more, each once, every colour of the block's guesses among them, two or more
    past the block's pegs ('R G B Y P O, six' below clues of four): the game's colours listed (six
    at the least, as classic Mastermind's), not a clue."""
    return len(symbols) >= max(pegs + 2, 6) and len(set(symbols)) == len(symbols) and palette <= set(symbols)


def _counted(count: Pattern | re.Pattern[str], rest: str, pegs: int) -> bool:
    """Whether ``count`` matches what follows a guess and no prose follows the count: words the
    table does not know ('POOR me, 2 hours on this' is text; 'RGBY: got 2 black', 'RGB 2 x' may be
    clues), nor a second number past the game's ``pegs`` ('3816 would test 3 and 8 together'), nor a
    number that is neither one count nor two packed ('Level 42')."""
    found = count.match(rest)
    if found is None:
        return False
    number = re.search(r"[0-9]+$", found.group())
    if number is not None and len(number.group()) >= 2 and sum(map(int, number.group())) > pegs:
        return False  # no count nor two packed ('Level 42 (hard mode)' over clues of 5 pegs)
    after = rest[found.end() :]
    second = _SECOND.match(after)
    return not (_PROSE.match(after) and not role_of(after)) and not (second and int(second[1]) > pegs)


_SECOND = Pattern(r"[ \t]*(?:and|&|,|/|-)[ \t]*([0-9]+)")


_PROSE = Pattern(r"[ \t]+[^\W\d_]{2,}[ \t]+[^\W\d_]{2,}")  # two words after the count ('10 is my phone')


def _signed(bare: list[str], found: Legend) -> Legend:
    """The legend, with ``+`` the right place and ``-`` the wrong one where a line's feedback is marks
    with a plus (``++``, ``+-``): then ``--`` on another line is two wrong places, not two blanks."""
    if found.marks.keys() & {"+", "-"} or not any(_PLUS_MARKS.search(line) for line in bare):
        return found
    return found._replace(marks={**found.marks, "+": "black", "-": "white"})


_PLUS_MARKS = Pattern(r"(?<![\w+\-])\+[+\-]*(?![\w+\-])(?![ \t]*[0-9])")


def _cue(bare: list[str], number: int) -> str:
    """A line of the text, but a subtitle's cue (its number over its times, ``2`` over ``00:00:04,500
    --> 00:00:07,000``, the times already blank) as a blank line: no guess, no count."""
    line = bare[number - 1]
    if line.strip() == "-->" or (
        line.strip().isdigit() and number < len(bare) and bare[number].strip() == "-->"
    ):
        return ""
    return line


def _written(
    lines: list[str],
    chosen: dict[int, Reading],
    feedback_of: dict[int, int],
    several: dict[int, list[Reading]],
    table_lines: set[int],
    legend_: Legend,
    listed: dict[int, str],
    keyed: dict[tuple[int, int], str],
) -> Rewritten:
    """The sheet written again, a line for each of its lines, and the clues after the first of a
    line that holds several at the end (each moved back to its line when read); ``listed``: the
    colors directive of each line that lists the colours; ``keyed``: clues written with their
    counts' letters (``1234 2B``), by line and place among the line's clues."""
    out: list[str] = []
    skipped: list[int] = []
    notices: list[tuple[str, int]] = []
    declares: set[int] = set()
    titled: set[int] = set()
    games: list[tuple[str, int]] = []  # a header between clues that may start another game ('Game 2')
    first_clue = min(chosen)
    for number, line in enumerate(lines, start=1):
        if number in chosen:
            out.append(keyed.get((number, 0)) or chosen[number].written())
        elif not line.strip() or number in feedback_of.values():
            out.append("")
        elif number < first_clue and number in listed:
            out.append(listed[number])  # 'Code colours: Red, Green, Blue (B)', in any language: the directive
            declares.add(number)
            notices.append(
                (
                    f"the colours this line lists are the game's: read as '{listed[number].split('  #')[0]}'",
                    number,
                )
            )
        elif DIRECTIVE.match(line) and number not in table_lines:  # (not a board's row 'Pegs: ●○ ●')
            # pegs: 5 is the notation's own; a config file's quotes go (colors = "RGBYOP")
            out.append(_QUOTED.sub(r"\1", line))
            if out[-1] != line:
                declares.add(number)
        elif number < first_clue and states_game(line) and "#" not in line[:1]:
            out.append("# " + line.replace("\t", " "))  # the notation's title reading reads it
            titled.add(number)
            declares.add(number)  # (the game it states answers the notation's errors of symbols past its own)
        else:
            out.append("")
            if number not in table_lines and number not in legend_.lines:
                skipped.append(number)
            if NAMED_CODE.match(line) or CORRECTION.search(line):
                titled.add(number)  # 'Solved: BRPY in 5', 'EDIT: row 2 should be 0 0': no clue mistyped
            if first_clue < number < max(chosen) and NEW_GAME.match(line) and not games:
                games.append((another_game_said(line), number))
    moved: list[tuple[int, int]] = []
    for number, more in sorted(several.items()):
        for place, reading in enumerate(more, start=1):
            out.append(keyed.get((number, place)) or reading.written())
            moved.append((len(out), number))
    count = len(chosen) + len(moved)
    notices += _said(lines, chosen, feedback_of, several, legend_, skipped, count) + games
    return Rewritten(
        "\n".join(out),
        notices,
        count,
        moved=tuple(moved),
        declares=frozenset(declares),
        titled=frozenset(titled),
    )


def _said(
    lines: list[str],
    chosen: dict[int, Reading],
    feedback_of: dict[int, int],
    several: dict[int, list[Reading]],
    legend_: Legend,
    skipped: list[int],
    count: int,
) -> list[tuple[str, int]]:
    """The notices of a sheet written again (``_written``): what was read how, and what was skipped."""
    notices: list[tuple[str, int]] = []
    if several:
        where = ", ".join(f"{len(more) + 1} on line {n}" for n, more in sorted(several.items())[:6])
        notices.append(
            (f"read several clues written on one line ({where}), in the order written", min(several))
        )
    if feedback_of:
        pairs = sorted(feedback_of.items())
        shown = ", ".join(f"{n}-{m}" for n, m in pairs[:6]) + (", ..." if len(pairs) > 6 else "")
        where = "the next" if pairs[0][1] > pairs[0][0] else "the line above"
        notices.append(
            (
                f"read {len(pairs)} clue{'s' if len(pairs) > 1 else ''} written over two lines, the guess "
                f"on one and its feedback on {where} (lines {shown})",
                pairs[0][0],
            )
        )
    asked = [n for n in sorted(chosen) if lines[n - 1][chosen[n].span[1] - 1 : chosen[n].span[1]] == "?"]
    if asked:
        said = "a '?' right after a guess is read as a question mark, not a peg not known"
        notices.append(
            (said + f" (line{'s' if len(asked) > 1 else ''} {', '.join(map(str, asked))})", asked[0])
        )
    notices += assumed([(r.assumed, r.line) for r in (chosen[n] for n in sorted(chosen))])
    if legend_.order == ("white", "black"):
        said = "this line names the counts white first: two counts alone are read so"
        notices.append((said, legend_.order_at))
    if skipped:
        shown = ", ".join(map(str, skipped[:8])) + (", ..." if len(skipped) > 8 else "")
        notices.append(
            (
                f"read as pasted text: {count} clue{'s' if count != 1 else ''} found from "
                f"the whole sheet; skipped {len(skipped)} line{'s' if len(skipped) != 1 else ''} of text "
                f"around them (line{'s' if len(skipped) != 1 else ''} {shown})",
                skipped[0],
            )
        )
    elif not notices:
        clues = f"{count} clue{'s' if count != 1 else ''}"
        notices.append((f"read as pasted text: {clues} found from the whole sheet", min(chosen)))
    return notices


_GLUED_WORD = Pattern(r"[^\W\d_A-Za-z]")  # a letter of a script without blanks glued after digits


def _small(
    kind: str, symbols: tuple[str, ...], shape: tuple[int, str], ours: Callable[[tuple[str, ...]], bool]
) -> bool:
    """Whether a word first on its line is in small letters beside a block of capitals or digits, and
    not of the block's symbols: a field's name (a note's metadata, ``type_: 1``), no clue mistyped
    (the caller keeps it one where a count's word follows: ``scored 1 black and 1 white``)."""
    return kind == "lower" and shape[1] != "lower" and not ours(symbols)


# a count after a guess ('RGB 2 1', 'RGB 2 x'), not a label's number ('EDIT 2: solved it')
_COUNT_NEXT = re.compile(  # not a hash's digits, nor a version's ('VERSION:3.0')
    r"[\s:=>|,\-]*[0-9]+(?![0-9]*[ \t]*:)(?![0-9]*[A-Za-z])(?![0-9]*\.[0-9])"
)
_QUOTED = re.compile(r"""["']([^"'\n]*)["']""")
