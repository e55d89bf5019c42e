"""Each line of pasted text read as clues, and lines hard-wrapped in the middle of a clue read as
one (docs/notation.md, "Pasted text": "Lines hard-wrapped in the middle of a clue").

``read_lines`` fills, for each line, its readings as a clue, as a guess alone and as several clues;
``unwrap`` then joins a line that stops mid-clause with the next where the two read as one say more,
and a feedback broken over two lines."""

from __future__ import annotations

from mmnotation.notation.block import coded
from mmnotation.notation.clue_lines import Reading, line_readings, several_clues
from mmnotation.notation.counts import GUESS_HEADER, NUMBER, spelt_out
from mmnotation.notation.grammar import DIRECTIVE
from mmnotation.notation.key_pegs import Legend
from mmnotation.notation.line_text import QUOTE_MARKS
from mmnotation.notation.tables import UNDERLINE
from mmnotation.notation.text import Pattern
from mmnotation.notation.words import role_of


def read_lines(
    bare: list[str],
    legend_: Legend,
    by_line: dict[int, list[Reading]],
    alone: dict[int, list[Reading]],
    many: dict[int, list[list[Reading]]],
) -> None:
    """Each line's readings as a clue (``by_line``), as a guess alone (``alone``) and as several
    clues (``many``), filled in place."""
    for number, line in enumerate(bare, start=1):
        if DIRECTIVE.match(line):
            continue  # 'colors: Red Green Blue Yellow' is the notation's own: no guess
        if number < len(bare) and UNDERLINE.fullmatch(bare[number]) and not NUMBER.search(line):
            continue  # a heading over a rule ('GUES  BLACK  WHITE' over '---- -----'): no clue
        _put(number, _readings(number, line, legend_), by_line, alone, many)


def clues_of_line(number: int, line: str, legend_: Legend) -> list[list[Reading]]:
    """Each way to read a line as its clues: as one clue, and as several."""
    clues, _, ways = _readings(number, line, legend_)
    return [[r] for r in clues] + ways


def _readings(
    number: int, line: str, legend_: Legend
) -> tuple[list[Reading], list[Reading], list[list[Reading]]]:
    """A line's readings as a clue, as a guess alone, and each way to read it as several clues; of
    two readings or more as a clue, none whose guess is the word of a guess's field ('GUESS: 1234
    BLACK: 1 WHITE: 2' is 1234's clue, not GUESS's)."""
    clues, guesses_alone = line_readings(number, line, legend_)
    named = [r for r in clues if GUESS_HEADER.match("".join(r.symbols))]
    if named and len(named) < len(clues):
        clues = [r for r in clues if r not in named]
    return clues, guesses_alone, several_clues(number, line, legend_)


def _put(
    number: int,
    readings: tuple[list[Reading], list[Reading], list[list[Reading]]],
    by_line: dict[int, list[Reading]],
    alone: dict[int, list[Reading]],
    many: dict[int, list[list[Reading]]],
) -> None:
    """A line's ``readings`` in the three maps (a kind it has none of out of its map)."""
    clues, guesses_alone, ways = readings
    for found, value in ((by_line, clues), (alone, guesses_alone), (many, ways)):
        if value:
            found[number] = value  # type: ignore[assignment]
        else:
            found.pop(number, None)


def unwrap(
    bare: list[str],
    legend_: Legend,
    by_line: dict[int, list[Reading]],
    alone: dict[int, list[Reading]],
    many: dict[int, list[list[Reading]]],
) -> tuple[set[int], set[int]]:
    """Lines hard-wrapped in the middle of a clue (an e-mail's 72 characters: ``Then 3345 gave me 0``
    over ``black 2 white.``) read as one, in place: a long line that stops mid-clause or after a
    guess, or leaves a bracket open, joined with the next where the two read as one give more
    counts than each alone (the next line blank); and a feedback broken over two lines, a count a
    line (``0 black`` over ``4 white``), whose first lines are returned, and the lines joined to the
    line above them."""
    split: set[int] = set()
    had = {n for n, line in enumerate(bare, start=1) if line.strip()}
    step = 2 if len(had) >= 2 and not any(n + 1 in had for n in had) else 1  # every line break doubled
    at = gone = 0  # the line the last join wrote, and the line it took
    for number in range(1, len(bare) - step + 1):
        ahead = number + step  # the next line (of a paste that doubled every line break: past the blank)
        if at and number < gone:
            continue  # (the blank between the lines of a join)
        here = at if at and number == gone else number  # (a clue wrapped twice: read on as one)
        line, after = bare[here - 1].rstrip(), bare[ahead - 1].strip()
        at, quoted = 0, QUOTE_MARKS.match(after)
        if quoted and line.lstrip().startswith(quoted.group().strip()):
            after = after[quoted.end() :]  # a mail's quote: '> ... OGPR, 0' over '> black and 4 white.'

        # a record cut inside its brackets ('{:guess "YBRG", :black 0, :white' over '4}]')
        cut = _unclosed(line)
        last = any(  # '... then BYRG', '...; 5678 scored' (a verb after the guess, its counts next)
            coded(r) and (r.span[1] == len(line) + 1 or _WORDS_ONLY.fullmatch(line[r.span[1] - 1 :]))
            for r in alone.get(here, ())
        )
        unfinished = last or _UNFINISHED.search(line) or _named_last(line)
        split_here = _split_counts(line, after)  # '0 black' over '4 white': a feedback over two lines
        if not split_here and (
            len(line) < _WRAPPED or not after or not (cut or (unfinished and after[0] in _GOES_ON))
        ):
            continue
        if _spoke(line) and _spoke(after):
            continue  # two messages of a chat, each after who spoke ('speaker 1: ...'): no wrap
        if any(_opens(r, bare[ahead - 1]) for r in (*by_line.get(ahead, ()), *alone.get(ahead, ()))):
            continue  # the next line opens with a code: its own clue ('1234: 1 black' under a legend)
        joined = f"{line} {after}"
        readings = _readings(here, joined, legend_)
        own = _known(by_line.get(here, []), many.get(here, []))
        below = _known(  # (words read as guesses, 'in' of '0 in place and 2 ...', are no clue of it)
            [r for r in by_line.get(ahead, []) if coded(r)],
            [w for w in many.get(ahead, []) if all(map(coded, w))],
        )
        # a count whose word is on the next line ('... said 1 black 2' over 'white'): one clue
        worded = line[-1:].isdigit() and role_of(after.split()[0]) in ("black", "white")
        # a bracket left open that the next line closes ('two cows (no' over 'bulls) before'): one clause
        closes = line.count("(") > line.count(")") and _CLOSES.match(after) is not None
        gained, apart = _known(readings[0], readings[2]), tuple(map(sum, zip(own, below, strict=True)))
        if not (split_here or worded) and (gained < apart or (gained == apart and not closes)):
            continue
        bare[here - 1], bare[ahead - 1] = joined, ""
        _put(here, readings, by_line, alone, many)
        _put(ahead, ([], [], []), by_line, alone, many)
        at, gone = here, ahead
        if split_here and here == number:
            split.add(number)
    return split, {n for n in had if not bare[n - 1].strip()}


# who spoke: a name of three words at most, a role in brackets after it ('player 2 (codebreaker): ')
_SPEAKER = Pattern(r"[ \t]*[^\W\d_][\w'.-]*(?:[ \t]+[\w'.-]+){0,2}(?:[ \t]*\([^()\n]{1,24}\))?[ \t]*:[ \t]")


def _spoke(line: str) -> bool:
    """Whether a line opens with who spoke (``speaker 1: ...``), not a count's label (``white: 1)``)."""
    found = _SPEAKER.match(line)
    return found is not None and not role_of(found.group().strip(" \t:"))


_CLOSES = Pattern(r"[^()]*\)")  # the next line closes a parenthesis before it opens one
_WRAPPED = 40  # the shortest line that may have been wrapped (mail wraps at 72 to 78)
# a line that stops mid-clause: after a comma, a sign, a number or a short word ('gave me 0', '1 black and')
_UNFINISHED = Pattern(r"(?:[,:=(&+/\u2013\u2014\u2192-]|[0-9]|(?<![^\W\d_])[^\W\d_]{1,3})$")
_GOES_ON = frozenset("abcdefghijklmnopqrstuvwxyz0123456789:=(")  # what a wrapped line's rest opens with


def _named_last(line: str) -> bool:
    """Whether a line ends with a count and its words (``then YBRG got 0 black`` over ``4 white.``:
    the other count may follow on the next line)."""
    spelt = spelt_out(line)
    ends = [number.end() for number in NUMBER.finditer(spelt)]
    tail = spelt[ends[-1] :] if ends else ""
    return bool(_WORDS_ONLY.fullmatch(tail)) and role_of(tail, counted=True) != ""


_WORDS_ONLY = Pattern(r"(?:[ \t]+[^\W\d_]+){1,3}")
_COUNT_ALONE = Pattern(r"[ \t]*[0-9]{1,2}(?:[ \t]+[^\W\d_]+){1,3}[ \t.,;]*")  # '0 black', '4 white.'


def _split_counts(line: str, after: str) -> bool:
    """Whether two lines are each one count and its words, of the two counts (``0 black`` over ``4
    white``: a feedback a handwriting conversion broke over two lines)."""
    if not (_COUNT_ALONE.fullmatch(line) and _COUNT_ALONE.fullmatch(after)):
        return False
    return {role_of(line, counted=True), role_of(after, counted=True)} == {"black", "white"}


def _unclosed(line: str) -> bool:
    """Whether a line leaves a bracket open (more of ``[{(`` than of ``]})``)."""
    return sum(line.count(c) for c in "[{(") > sum(line.count(c) for c in "]})")


def _opens(reading: Reading, line: str) -> bool:
    """Whether a code (digits, colour names, or letters of the default palette) opens the line."""
    return coded(reading) and reading.span[0] == len(line) - len(line.lstrip()) + 1


def _known(clues: list[Reading], ways: list[list[Reading]]) -> tuple[int, int]:
    """What a line's best reading knows: its clues' known counts (less one a clue assumed), then the
    pegs they count (``1 black and`` over ``2 white``: 1 alone, 3 joined)."""

    def known(r: Reading) -> tuple[int, int]:
        return (r.black is not None) + (r.white is not None) - bool(r.assumed), (r.black or 0) + (
            r.white or 0
        )

    def summed(way: list[Reading]) -> tuple[int, int]:
        return sum(known(r)[0] for r in way), sum(known(r)[1] for r in way)

    return max([(0, 0), *(known(r) for r in clues), *(summed(way) for way in ways)])
