"""What one line of pasted text says: a guess (a run of symbols, symbols apart, colour names,
emoji pegs) and the counts after it, or a guess alone, or feedback alone (``notation.pasted``)."""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterator
from contextvars import ContextVar
from functools import cache
from typing import NamedTuple

from mmnotation.notation.count_text import CALL_REST
from mmnotation.notation.counts import LONGEST_CLUE_LINE, NUMBER, WORD, counts, spelt_out
from mmnotation.notation.emoji import key_emoji
from mmnotation.notation.fragments import PEGS_REMARK, clipped, first_clause, fragments, sentence
from mmnotation.notation.key_pegs import Counts, Legend, glyph_counts
from mmnotation.notation.reading_state import LETTERS
from mmnotation.notation.slips import misspelt_names
from mmnotation.notation.text import Pattern, alternation
from mmnotation.notation.words import family_word, glyph_role, is_sheet_word, role_of, sheet_words
from mmnotation.notation.words import number as number_word
from mmnotation.notation.words import table as feedback_words


class Reading(NamedTuple):
    """One way to read a line: a guess, and its counts (None: not written)."""

    line: int
    symbols: tuple[str, ...]  # one a hole, as written
    kind: str  # 'digit', 'upper', 'lower' or 'name'
    black: int | None
    white: int | None
    assumed: str = ""  # what the counts' order took by convention, for the notice
    span: tuple[int, int] = (0, 0)  # where the guess is written (1-based columns, the end past it)

    @property
    def pegs(self) -> int:
        return len(self.symbols)

    def written(self) -> str:
        """The clue in the notation (every peg black leaves no white: ``4 bulls`` is 4 0)."""
        guess = " ".join(self.symbols) if self.kind == "name" else "".join(self.symbols)
        black = "?" if self.black is None else str(self.black)
        white = "?" if self.white is None else str(self.white)
        if self.black == self.pegs:
            white = "0"
        return f"{guess} {black} {white}"


def keyed_counts(
    chosen: dict[int, Reading], several: dict[int, list[Reading]], bare: list[str], signs: bool = False
) -> dict[tuple[int, int], str]:
    """Where a sheet writes Bulls and Cows' letters (``1A2B``, ``1H2B``) or marks with a plus
    (``++-``), each clue whose counts are such letters or marks alone, written with them (``1234
    2B``, ``3456 -``), by line and place among the line's clues (0 the first, then ``several``'s):
    the notation then reads them as the sheet does (``2B`` among ``1A2B`` lines is 2 cows, ``-``
    among ``++-`` lines a right colour in the wrong place) and the game they name (``1234 = 2A0B,
    5678 = 1A1B``: Bulls and Cows).  ``signs``: the sheet's legend says what ``+`` or ``-`` means
    (``* right spot, + wrong spot``), as its readings took them: marks with a plus are written as
    counts."""
    families = _AS_WRITTEN[:1] if signs else _AS_WRITTEN
    alone = [form for family, form in families if any(family.search(line) for line in bare)]
    keyed = {}
    for n, first in chosen.items():
        line = bare[n - 1]
        clues = [first, *several.get(n, ())]
        ends = [r.span[0] - 1 for r in clues[1:]] + [len(line)]
        for place, (r, end) in enumerate(zip(clues, ends, strict=True)):
            if alone and r.span != (0, 0) and (written := alone[0].fullmatch(line[r.span[1] - 1 : end])):
                keyed[n, place] = f"{r.written().rsplit(' ', 2)[0]} {written[1]}"
    return keyed | _in_bulls_and_cows(chosen, bare, {n for n, _ in keyed})


def _in_bulls_and_cows(
    chosen: dict[int, Reading], bare: list[str], keyed: set[int]
) -> dict[tuple[int, int], str]:
    """Where the clues' counts are bulls and cows in words (``1234 got 1 bull 1 cow``), each clue
    of both counts written so (``1234 1 bull 1 cow``): the notation then names the game they say
    (the digits 0-9 without repeats), as it does when it reads such a clue itself."""
    said = {
        family_word(word)
        for n, r in chosen.items()
        if r.span != (0, 0)
        for word in WORD.findall(bare[n - 1][r.span[1] - 1 :])
    }
    if not said & {"bulls", "cows"}:
        return {}
    return {
        (n, 0): f"{r.written().rsplit(' ', 2)[0]} {r.black} bull{'' if r.black == 1 else 's'} {r.white} cow"
        + ("" if r.white == 1 else "s")
        for n, r in chosen.items()
        if n not in keyed and r.black is not None and r.white is not None and r.kind == "digit"
    }


_AS_WRITTEN = (  # a sheet's sign of a family of counts, and a clue's counts in it alone
    (
        Pattern(r"(?<![^\W\d_])\d+[ \t]*[AaHh][ \t]*\d+[ \t]*[Bb](?![^\W\d_])"),
        Pattern(
            r"[\W_]*?(?:[^\W\d_]+[\W_]+)?(\d+[AaHh][ \t]?\d+[Bb]|\d+[AaHhBb])[\W_]*"
        ),  # ('is 1A2B', '0A 2B')
    ),
    (
        Pattern(r"(?<![\w+\-])\+[+\-]*(?![\w+\-])"),
        Pattern(r"[ \t:]*([+\-]{1,12})(?:[ \t]+[^\w\s]{1,3})?[ \t.,;]*"),  # '++- :)'
    ),
)


"""Dates, times, prompts' numbers (``In [2]:``, not a row of cells ``[1][2][3][4]``) and ``1/10``
before a colon: never a guess or a count."""

GUESS = Pattern(r"(?<![A-Za-z0-9_?*])[A-Za-z0-9?*_]{2,12}(?![A-Za-z0-9_?*])")
_MIXED_APART = Pattern(r"-.*[, \t]|[, \t].*-")  # a dash and a comma or a blank: a range in a list ('0-9, 3')
_LETTERS_APART = Pattern(r"[A-Za-z?*_](?:(?:[ \t]*,[ \t]*|[ \t]+|-|\u00b7)[A-Za-z?*_])+(?=[ \t]+[0-9])")
# a turn's number before letters apart ('1 R G B Y', '1   R R G G    1 black 1 white', 'Guess 1, R G B Y')
_TURN_APART = Pattern(r"[0-9]{1,2}(?:[ \t]*,)?[ \t]+(?=[A-Za-z?*_](?:[ \t]+[A-Za-z?*_])+(?:$|[ \t]+[0-9]))")
_CELLS = Pattern(  # [1][2][3][4], '[R] [G] [B] [Y]': a peg a cell
    r"\[[A-Za-z0-9]\](?:[ \t]?\[[A-Za-z0-9]\]){1,11}|\([A-Za-z0-9]\)(?:[ \t]?\([A-Za-z0-9]\)){1,11}"
)
_DOTTED = Pattern(r"(?<![\w.])[A-Za-z](?:\.[A-Za-z]){2,11}\.?(?![\w.])")  # 'R.G.B.Y.': letters a dot apart
_APART = Pattern(
    r"(?<![A-Za-z0-9_?*])[A-Za-z0-9?*_](?:(?:[ \t]*,[ \t]*|[ \t]+|-|\u00b7)[A-Za-z0-9?*_](?![A-Za-z0-9]))+"
)


def kind_of(symbols: tuple[str, ...]) -> str | None:
    """The kind of a guess's symbols, or None for a mixture (``1A2B``, ``Game``)."""
    text = "".join(s for s in symbols if s not in "?*_")
    if not text:
        return None
    if text.isdigit():
        return "digit"
    if text.isalpha() and text.isupper():
        return "upper"
    if text.isalpha() and text.islower():
        return "lower"
    return None


# ---------------------------------------------------------------- guesses in a line
def _names() -> dict[str, str]:
    return {
        name.lower(): letter
        for names in feedback_words()["colours"].values()
        for name, letter in names.items()
        if len(name) > 1
    }


@cache
def _glyph_names() -> tuple[re.Pattern[str], dict[str, str]]:
    """Colour names of one character (Chinese 红, Japanese 赤): a run of three or more, glued or
    apart, is a guess as a run of emoji is (红绿蓝黄 is RGBY); 黑 and 白 alone may be counts' words."""
    table = {
        name: letter
        for names in feedback_words()["colours"].values()
        for name, letter in names.items()
        if len(name) == 1
    }
    one = "[" + "".join(sorted(table)) + "](?![0-9])"  # '黒1' is a count's word
    return re.compile(rf"{one}(?:{one}){{2,}}|{one}(?:[ \t]+{one}){{2,}}"), table


@cache
def _emoji_pattern() -> re.Pattern[str]:
    one = "[" + "".join(feedback_words()["emoji"]) + "]"
    return re.compile(rf"{one}(?:[ \t]*{one})+")


_EMOJI_RUN = Pattern(r"[^ \t]+")

SHEET_NAMES: ContextVar[tuple[str, ...]] = ContextVar("sheet_names", default=())
"""Colour names the sheet lists itself (``Kolory: czerwony, zielony, ...``), read as names beside
the word table's while its lines are looked at (``notation.pasted``)."""


@cache
def _name_pattern(own: tuple[str, ...] = ()) -> re.Pattern[str]:
    short = feedback_words()["colours"]["short"]  # never in capitals: 'Grn', 'grn'; 'ORG' is a code
    names = sorted({*_names(), *(n.lower() for n in own)} - short.keys())
    one = "(?:" + "|".join([alternation(names), *(f"(?-i:{n.capitalize()}|{n})" for n in short)]) + ")"
    # 'Red Green', 'Red, Green', 'Red,Green', 'Red-Green', 'blue and yellow' (the last of a list: one
    # joining word), 'RedGreenBlueYellow' (glued, each name's capital after a small letter)
    listed = rf"(?:[ \t]*[,;][ \t]*|[ \t]+)(?:{_JOINING}[ \t]+)?"
    apart = rf"(?:{listed}|[ \t]*[-/\u2013][ \t]*|(?-i:(?<=[a-z])(?=[A-Z])))"
    return re.compile(rf"(?<![^\W\d_]){one}(?:{apart}{one})+(?![^\W\d_])", re.IGNORECASE)


_NAMES_APART = Pattern(r"[ \t,;/\u2013-]+|(?<=[a-z])(?=[A-Z])")  # (glued in CamelCase: 'RedGreenBlue')
_JOINING = r"(?:and|und|et|y|e|en|och|og|ja|i|és|ve|oraz|\u0438)"  # 'and' in the colour tables' languages
_JOINED = Pattern(_JOINING, re.IGNORECASE)


def guesses(line: str) -> Iterator[tuple[tuple[str, ...], str, int, int]]:
    """Each run of the line that may be a guess: (symbols, kind, start, end)."""
    for match in GUESS.finditer(line):
        symbols = tuple(match.group())
        kind = kind_of(symbols)
        at = match.start()
        if kind == "digit" and at >= 2 and line[at - 1] == "." and line[at - 2] in "0123456789":
            continue  # a decimal's fraction ('[0.530, "o", ...]': a time, no guess)
        if kind == "digit" and at >= 2 and line[at - 1] == "-" and line[at - 2].isalpha():
            continue  # a name's number after a hyphen ('charset=iso-8859-1', 'windows-1252'), no guess
        if (
            kind == "digit"
            and line[match.end() : match.end() + 1] == "."
            and line[match.end() + 1 : match.end() + 2].isdigit()
        ):
            continue  # a decimal's whole part ('[ 1234.567890] mastermind: ...': the kernel's uptime)
        if kind is not None and not (kind != "digit" and len(symbols) >= 4 and role_of(match.group())):
            yield symbols, kind, match.start(), match.end()  # (a count's word is no guess: 'BLACK: 1')
    for match in _APART.finditer(line):
        apart, start, end = match.group(), match.start(), match.end()
        if kind_of(tuple(apart)) is None and (turn := _TURN_APART.match(apart)) is not None:
            apart, start = apart[turn.end() :], start + turn.end()  # '#1 R G B Y | black 0': the turn's
        if kind_of(tuple(apart)) is None and (lettered := _LETTERS_APART.match(apart)) is not None:
            apart, end = lettered.group(), start + lettered.end()  # 'R G B Y 1 2': counts apart after
        symbols = tuple(ch for ch in apart if not ch.isspace() and ch not in ",-\u00b7")
        kind = kind_of(symbols)
        if kind is not None and len(symbols) >= 3 and not _MIXED_APART.search(apart):
            yield symbols, kind, start, end
    for match in _DOTTED.finditer(line) if "." in line else ():
        yield tuple(match.group().replace(".", "")), "upper", match.start(), match.end()
    for match in _CELLS.finditer(line):
        symbols = tuple(ch for ch in match.group() if ch.isalnum())
        kind = kind_of(symbols)
        if kind is not None:
            yield symbols, kind, match.start(), match.end()
    table = feedback_words()["emoji"]
    for match in _emoji_pattern().finditer(line):
        runs = (
            [match]
            if not re.search(r"[ \t]", match.group())
            else [match, *_EMOJI_RUN.finditer(match.group())]
        )
        for run in runs:  # 'RGBY KKW' as emoji: the pegs apart, and each group as written
            start = match.start() + (run.start() if run is not match else 0)
            symbols = tuple(table[ch] for ch in run.group() if ch in table)
            if len(symbols) >= 2:
                yield symbols, "upper", start, start + len(run.group())
    glyphs, letters = _glyph_names()
    for match in glyphs.finditer(line):
        symbols = tuple(letters[ch] for ch in match.group() if ch in letters)
        if set(symbols) - {"K", "W"}:  # '黑白白' is pegs of the feedback
            yield symbols, "upper", match.start(), match.end()
    for match in _name_pattern(SHEET_NAMES.get()).finditer(line):
        words = tuple(w for w in _NAMES_APART.split(match.group()) if w and not _JOINED.fullmatch(w))
        yield words, "name", match.start(), match.end()
    yield from misspelt_names(line, _known(SHEET_NAMES.get()), _JOINED)


@cache
def _known(own: tuple[str, ...]) -> frozenset[str]:
    """The colour names in small letters: the table's and the sheet's own."""
    return frozenset(_names()) | {n.lower() for n in own}


CLUE_REACH = 120
"""Characters after a guess that its counts may take (a clue and its words fit in far fewer): a
line of many words is read in time linear in its length."""
_NEAR_COUNT = Pattern(r"[^0-9\n]{0,24}[0-9]")
_CLUE_WORDS = 40  # the characters after a guess in which its counts' number words are looked for


def _in_quotes(line: str, start: int, rest: str) -> str:
    """What follows a guess that opens a quoted string holding its counts too, up to the string's
    end (draw.io's ``value="OYGP 1 black 2 white" style="rounded=1;"``: not the attributes after);
    else ``rest`` (``"RGBY", 1, 2``: the string is the guess alone)."""
    quote = line[start - 1] if start and line[start - 1] in "\"'" else ""
    ends = rest.find(quote) if quote else -1
    return rest[:ends] if ends > 0 and NUMBER.search(rest[:ends]) else rest


def line_readings(number: int, line: str, legend_: Legend) -> tuple[list[Reading], list[Reading]]:
    """The readings of a line as a clue, and as a guess alone (its feedback on a later line)."""
    clues: list[Reading] = []
    alone: list[Reading] = []
    if len(line) > LONGEST_CLUE_LINE:
        return clues, alone
    ends: dict[tuple[int, str], int] = {}  # where the last guess of each shape ends
    for symbols, kind, start, end in guesses(line):
        rest = _in_quotes(line, start, line[end : end + CLUE_REACH])
        # (codes only: words apart by a comma are prose, 'then oopp, just 1 white', 'TASK,RGBY 1 BLACK')
        code = kind == "digit" or (kind == "upper" and in_palette(symbols))
        joined = (
            code
            and (len(symbols), kind) in ends
            and _JOINED_GUESSES.fullmatch(line[ends[(len(symbols), kind)] : start])
        )
        if code:
            ends[(len(symbols), kind)] = end
        if joined:
            continue  # 'RGBY and GRYB scored 1/2 and 0/4 respectively': the counts are both guesses'
        if (
            kind == "lower"
            and (
                is_sheet_word("".join(symbols), "header", "guess")  # never a word of the sheet's ('result:')
                or not (
                    _NEAR_COUNT.match(rest)
                    or _pegs_after(rest, legend_)
                    or _spoken_alone(line[:start], rest)
                    or (
                        in_palette(symbols)  # (a word of other letters is looked at no further)
                        and (
                            _NEAR_COUNT.match(spelt_out(rest[:_CLUE_WORDS]))  # 'rgby earned two black'
                            or role_of(rest[:_CLUE_WORDS]) == "none"  # 'then rrbb scored nothing.'
                            # a count's words, a number further on ('ybgr - nenhuma no lugar certo, 4 ...')
                            or (role_of(rest[:_CLUE_WORDS]) != "" and NUMBER.search(rest) is not None)
                        )
                    )
                    or _code_alone(symbols, line[:start], rest)  # 'rygb' over '⚫⚫⚪⚪'
                )
            )
        ):
            continue  # a word in small letters is a guess only with a count or key pegs right after it
            # ('rgby ●○○'), or alone after who spoke ('Player1: r g b y', its feedback below)
        if kind == "digit" and re.match(r"\s*[:.)]\s*\d", rest) is None and re.match(r"[.)]\s", rest):
            if line[start:end].isdigit() and (len(symbols) <= 3 or not _NEAR_COUNT.match(spelt_out(rest))):
                continue  # '3. 5690 1 1': the turn's number, not a guess ('(1 2 3 4) ...' is one,
                # and so is '5612. Result: one black': a code of four digits or more, a count near)
        found = next(
            (
                got
                for f in fragments(rest, legend_, len(symbols))
                if (got := counts(f, len(symbols), legend_))
            ),
            None,
        )
        if found is None:
            tail = rest.strip(" \t\"'`)]}>.,;:!?*_~")
            if (not NUMBER.search(tail) and not glyph_counts(tail, legend_)) or _called(line[:start], rest):
                found = _counts_before(line[:start], len(symbols), legend_)  # '2B1W: RGBY'
                if found is None:
                    if _asked(symbols, line[end:]):  # 'Alice: OPPO?': a question, not an unknown peg
                        symbols, end = symbols[:-1], end - 1
                    alone.append(Reading(number, symbols, kind, None, None, span=(start + 1, end + 1)))
                    continue
            else:
                continue
        if _asked_before_counts(symbols, line[end:]):  # 'Q: 1234? A: 1 bull': a question
            symbols, end = symbols[:-1], end - 1
        if found.black is not None and found.white is not None and found.black + found.white > len(symbols):
            continue
        clues.append(
            Reading(number, symbols, kind, found.black, found.white, found.assumed, span=(start + 1, end + 1))
        )
    return clues, alone


_JOINED_GUESSES = Pattern(r"[ \t]*(?:,|&|and|or)[ \t]*", re.IGNORECASE)


def _pegs_after(rest: str, legend_: Legend) -> bool:
    """Whether key pegs drawn as glyphs follow a guess (``rgby ●○○``, ``rgby |||`` by a legend),
    after a label too (``r g b y   key: ●○○``)."""
    pegs = _PEGS_LABEL.sub("", rest.strip(" \t:=>-\u2192"))
    return bool(pegs) and not pegs[0].isalnum() and glyph_counts(pegs, legend_) is not None


_PEGS_LABEL = Pattern(r"^[^\W\d_]{2,12}[ \t]*[:=][ \t]*")
_SPEAKER = Pattern(
    r"\s*(?:[\[(][^\])\n]{1,24}[\])]\s*)?"
    r"(?:[^:<>\n\u2192]{1,30}(?::|\u2192|->|=>)|<[\w .@-]{1,24}>|[\w.@-]{0,24}>)\s*"  # ('me> rgby': a prompt)
)


def _spoken_alone(before: str, after: str) -> bool:
    """Whether a guess stands alone on its line after who spoke or a label: nothing after it but a
    question mark, and before it only a name or a label and its colon, or a prompt (``Player1: rgby``,
    ``[21:14] <ann> r g b y``, ``🎯 guess #1: rgby``, ``> rgby``), or a shell's command
    (``$ ./mm rgby``), or the string or the quoted list a program is given (``>>> game.guess('rgby')``,
    ``> (score '(r g b y))``)."""
    quote = before[-1:]
    if quote in ("'", '"') and re.fullmatch(rf"{quote}[ \t)\];]*", after.rstrip()):
        return True
    if re.search(r"(?:^|[\s(])'\(?$", before) and re.fullmatch(r"[ \t)\]]*", after.rstrip()):
        return True  # Lisp's quoted symbol or list ('> (score '(r g b y))', "(score 'rgby)")
    if _called(before, after):
        return True
    return not after.strip(" \t?") and (_SPEAKER.fullmatch(before) or _COMMAND.fullmatch(before)) is not None


def _called(before: str, after: str) -> bool:
    """Whether a guess is the list or the word a call is given, the call's other arguments names
    for its answer (``>>> score([r,g,b,y])``, ``?- score([r,g,b,y], B, W).``: not key pegs ``B W``)."""
    return _CALLED_BY.search(before) is not None and _CALLED_WITH.fullmatch(after.rstrip()) is not None


# a call's name and its bracket before the guess, the call's other arguments names after it
_CALLED_BY = Pattern(r"(?:^|[\s>:-])[\w.]+\([ \t]*[\[(]?$")
_CALLED_WITH = Pattern(r"[ \t]*[\])]?(?:[ \t]*,[ \t]*[^\W\d]\w*)*[ \t]*\)[ \t]*[.;]?")
# a shell's prompt and a command with its options before the guess ('kim@box:~/mm$ ./mm rgby',
# 'c:\game> mm rgby', 'ps c:\users\kim> .\mm.ps1 -guess rgby')
_COMMAND = Pattern(r"[^\n]{0,40}[$>#][ \t]+[^\s'\"]{1,30}(?:[ \t]+--?[A-Za-z][\w-]*)*[ \t]+")


def _code_alone(symbols: tuple[str, ...], before: str, after: str) -> bool:
    """Whether a word in small letters alone on its line is a code: three letters or more, each of
    the default palette's (``rgby``; not ``hmm`` nor ``nice``)."""
    return len(symbols) >= 3 and not before.strip() and not after.strip(" \t?") and in_palette(symbols)


PEG_LETTERS = frozenset(LETTERS[:8])  # the default palette of Super Mastermind's 8 colours


def _asked(symbols: tuple[str, ...], after: str) -> bool:
    """Whether a guess written alone ends in a question mark, not an unknown peg: its last symbol a
    ``?`` after three symbols or more, the only one, and nothing after it on the line (``OPPO?``)."""
    return len(symbols) >= 4 and symbols[-1] == "?" and "?" not in symbols[:-1] and not after.strip()


def _asked_before_counts(symbols: tuple[str, ...], after: str) -> bool:
    """Whether a guess with its counts after it ends in a question mark, not an unknown peg: its
    only ``?`` after four symbols or more, a blank after it (``Q: 1234? A: 1 bull``; ``RGB? 1 0``
    and ``RGBY?12`` keep their joker)."""
    return len(symbols) >= 5 and symbols[-1] == "?" and "?" not in symbols[:-1] and after[:1].isspace()


def several_clues(number: int, line: str, legend_: Legend) -> list[list[Reading]]:
    """The ways to read a line as several clues, one for each shape of guess it holds twice or more
    (``RGBY 2 1, RRGG 1 0``; ``(1234, 0, 1), (5678, 1, 1)``; the notation's packed clues of letters,
    ``RGBY12 BYRG04``)."""
    if _PACKED_LINE.fullmatch(line):
        packed = list(_PACKED.finditer(line))
        if len({len(m[1]) for m in packed}) == 1:
            return [
                [
                    Reading(
                        number, tuple(m[1]), "upper", int(m[2]), int(m[3]), "", (m.start() + 1, m.end(1) + 1)
                    )
                    for m in packed
                ]
            ]
    if len(line) > LONGEST_CLUE_LINE or not (
        NUMBER.search(line)
        or NUMBER.search(spelt_out(line))
        or not key_emoji().isdisjoint(line)
        or any(glyph_role(ch) for ch in set(line) if not ch.isascii())
    ):
        return []  # no count: no clues (glyph pegs are counts: 'RGBY 🖤🤍🤍 then GRBY 🖤🖤🤍🤍')
    line = _before_question(line)
    found = [  # words in small letters are prose, but for a code with its count right after it; key
        # pegs' emoji are the feedback of the guess before them ('RGBY ⚫⚪⚪ → BYRG ⚪⚪⚪⚪'), not a guess
        (s, k, b, e)
        for s, k, b, e in guesses(line)
        if (
            k != "lower"
            or re.match(r"[ \t:=,(\[-]*[0-9]", line[e:])
            or (
                in_palette(s) and _NEAR_COUNT.match(spelt_out(line[e : e + _CLUE_WORDS]))
            )  # 'rgby and got one'
        )
        and not set(line[b:e]) <= key_emoji()
    ]
    # where two codes of the default palette's letters share a shape, a word of it is prose ('WE TRIED
    # RGBY: ONE BLACK, TWO WHITE. THEN YRBG: FOUR WHITE': not THEN, FOUR)
    coded = Counter((len(s), k) for s, k, _, _ in found if k in _LETTERED and in_palette(s))
    found = [
        (s, k, b, e) for s, k, b, e in found if coded[(len(s), k)] < 2 or k not in _LETTERED or in_palette(s)
    ]
    shapes = Counter((len(s), k) for s, k, _, _ in found)
    ways = (_several(number, line, shape, found, legend_) for shape, n in shapes.items() if n >= 2)
    return [way for way in ways if way]


def _before_question(line: str) -> str:
    """The line up to the end of the sentence of its last count, where the sentences after it ask a
    question and name no count (a quiz's question and its choices after the clues: ``... BGYR (1
    black, 3 white). Which code fits? {=RBYG ~RGBY}``); else the whole line."""
    numbers = list(_COUNT.finditer(line))
    end = _SENTENCE_END.search(line, numbers[-1].end()) if numbers else None
    after = line[end.end() :] if end is not None else ""
    if end is None or "?" not in after or _COUNT.search(spelt_out(after)):
        return line  # (a number of three digits or more is no count: a choice of code, '(a) 6543'; with
        # no question, a code after the counts is the next clue's, wrapped: '... 0 white. Then 1256')
    return line[: end.end()]


_SENTENCE_END = Pattern(r"[.!?](?=[ \t]|$)")
_COUNT = Pattern(r"(?<![0-9])[0-9]{1,2}(?![0-9])")


def in_palette(symbols: tuple[str, ...]) -> bool:
    """Whether every letter of a guess is one of the default palette's (jokers aside)."""
    return set("".join(symbols).upper()) - set("?*_") <= PEG_LETTERS


_LETTERED = ("upper", "lower")
_PACKED = Pattern(r"\b([A-Z]{3,})([0-9])([0-9])\b")  # the notation's 'RGBY12', a letter a peg
_PACKED_LINE = Pattern(r"[ \t]*[A-Z]{3,}[0-9]{2}(?:[ \t]*[,;]?[ \t]+[A-Z]{3,}[0-9]{2})+[ \t,;.]*")


def _several(
    number: int,
    line: str,
    shape: tuple[int, str],
    found: list[tuple[tuple[str, ...], str, int, int]],
    legend_: Legend,
) -> list[Reading]:
    """The clues of a line that holds several, each a guess of ``shape`` (among the line's guesses
    ``found``) and the counts up to the next; none unless every guess of the shape on the line has
    its counts and they are two or more."""
    spots = sorted({(b, e, s) for s, k, b, e in found if (len(s), k) == shape}, key=lambda spot: spot[0])
    spots = [spot for i, spot in enumerate(spots) if not i or spot[0] >= spots[i - 1][1]]  # apart
    if len(spots) < 2:
        return []
    clues: list[Reading] = []
    # counts written before each guess ('2 black 1 white for RGBY, and 4 white for YBGR'): where the
    # text before the first guess states counts and none follow the last
    before = _counts_before(line[: spots[0][0]], shape[0], legend_) is not None and not NUMBER.search(
        spelt_out(line[spots[-1][1] :])
    )
    for i, (start, end, symbols) in enumerate(spots):
        stop = spots[i + 1][0] if i + 1 < len(spots) else len(line)
        if before:
            got = _counts_before(line[spots[i - 1][1] if i else 0 : start], shape[0], legend_)
        else:
            got = _segment_counts(line[end:stop], shape[0], legend_)
        if got is None:
            prose = i > 0 and re.search(r"[^\W\d_]{3,}", line[spots[i - 1][1] : start]) is not None
            if _words_after(clues, spots[i:]) or (
                len(clues) >= 2 and prose and not NUMBER.search(spelt_out(line[start:]))
            ):
                break  # 'BYOP = 0B 2W. YBRR = 1B 1W. CALL BACK.': words in capitals after the clues; and
                # a code in words with no count after the clues ('... a permutation of B, P, Y, O.')
            return []
        clues.append(
            Reading(number, symbols, shape[1], got.black, got.white, got.assumed, (start + 1, end + 1))
        )
    return clues if len(clues) >= 2 else []


def _words_after(clues: list[Reading], rest: list[tuple[int, int, tuple[str, ...]]]) -> bool:
    """Whether the runs ``rest`` after a line's clues are words, not guesses: each has a letter that
    none of the clues' guesses uses (``CALL``, ``BACK`` after ``BYOP`` and ``YBRR``)."""
    used = {symbol for clue in clues for symbol in clue.symbols}
    return len(clues) >= 2 and all(not set(symbols) <= used for _, _, symbols in rest)


_PAIR_BEFORE = Pattern(  # the notation's pair in brackets, or two cells of a row apart by tabs
    r"[ \t]*[(\[][ \t]*\d[ \t]*[,/;][ \t]*\d[ \t]*[)\]][ \t]*|[ \t]*\d[ \t]*\t[ \t]*\d[ \t]*\t[ \t]*"
)
_PAIR_ENDS = Pattern(r"(?<![\w)\]])[(\[][ \t]*(\d)[ \t]*[,/;][ \t]*(\d)[ \t]*[)\]][ \t]*$")
_BEFORE_GUESS = Pattern(
    r"[\s,;:=>\-\u2013\u2014\u2192]*(?:(?:for|on|to|with|gives?|from)[\s:]*)?$", re.IGNORECASE
)  # what joins counts to the guess after them


def _counts_before(text: str, pegs: int, legend_: Legend) -> Counts | None:
    """The counts written before a guess (``2B1W: RGBY``, ``2 black 1 white for RGBY``): both
    counts, named by the words or the grammar's forms (a lone count, or counts in an order taken
    by convention, are a turn's number or prose: ``Turn 2: RGBY``)."""
    joined = _BEFORE_GUESS.search(text)
    paired = _PAIR_BEFORE.fullmatch(text) is not None  # '(1, 2) RGBY': the notation's pair, a line's start
    if joined is None or not (paired or re.search(r"[:=>\-\u2013\u2014\u2192]|[^\W\d_]", joined.group())):
        return None  # no word or sign joins them ('2 black 1 white, now RRGG': the guess after a clue)
    text = text[: joined.start()]
    pair = _PAIR_ENDS.search(text)  # 'expected (1, 2) for RGBY': the notation's pair, words before it
    if pair is not None and joined.group().strip():
        return Counts(int(pair[1]), int(pair[2]), "")
    text = re.split(r"[.;!?](?:\s|$)|,\s*(?:and|then)\s", text)[-1]  # this clause's counts only
    found = counts(text, pegs, legend_) if NUMBER.search(spelt_out(text)) else None
    if found is None or found.assumed or found.black is None or found.white is None:
        return None
    return found


_NEXT_TURN = Pattern(
    lambda: (
        rf"(?:(?<![^\W\d_])(?:{sheet_words('turn')}[ \t]*(?:#|no\.?)?"
        r"|[^\W\d_]+(?=[ \t]+[^\W_]+[ \t]*:))[ \t]*(?P<said>[^\W_]+)"
        r"|(?:[ \t]{2}|(?<=[)\]}])[ \t])[0-9]{1,3}(?=[.:)]))[ \t]*[.:)\-\u2013\u2014]?[ \t]*$"
    ),
    re.IGNORECASE,
)
"""The next guess's turn at the end of the counts before it (``one in the right spot. Try two:``,
``Lap 3:``, ``{1-0}  2.``, ``(2,1) 2.``; a word the table lacks before a number only with a
colon): not a count."""


def _segment_counts(segment: str, pegs: int, legend_: Legend) -> Counts | None:
    """The counts between one guess and the next on a line (``, 2, 1), ('``): as written, else up to
    the last digit (``0 0 -- ideas?``); the next guess's turn (``Try two:``) is not one of them."""
    segment = re.sub(r"(?<=[)\]}])[!?]{1,2}", "", segment)  # '(2,1)!?': a move's mark, no joker
    segment = _CALL_NEXT.sub("", segment)  # "(1, 2); score('": the call the next guess is given to
    segment = CALL_REST.sub("", segment)  # "', s) == (1, 2)": the call's other arguments
    if NUMBER.search(lead := _LEAD_IN.sub("", segment)):
        segment = lead  # '结果 1A2B;第二次猜 ': the next clue's words after a semicolon
    segment = segment.rstrip(" \t,;|/([{'\"\u3002")
    record = _NEXT_RECORD.search(segment)  # "',1,1),(2": a row of a dump, the next row's number after it
    if record is not None:
        segment = segment[: record.start() + 1]
    ordinal = _TRAILING_TURN.search(segment)  # '●○○ 2)': pegs, then the next clue's number
    pegs_then_turn = (
        () if ordinal is None or NUMBER.search(segment[: ordinal.start()]) else (segment[: ordinal.start()],)
    )
    turn = _NEXT_TURN.search(segment)
    if turn is not None and (turn["said"] is None or turn["said"].isdigit() or number_word(turn["said"])):
        segment = segment[: turn.start()].rstrip(" \t,;.")
    segment = segment.strip(" \t,;:)]}'\"")
    segment = segment.strip(" \t([{)]}")  # '{1-0}', '(2,1)'
    if re.search(r"\([^()]*[^\W\d_][^()]*$", segment):  # '0 4 (black/white)': the bracket of the
        segment += ")"  # counts' names closes, not one around the counts
    last = max((m.end() for m in NUMBER.finditer(segment)), default=0)
    arrow = _ARROW_AFTER.search(segment)  # '0 4 → solved in 3!': a remark after an arrow
    arrowed = () if arrow is None else (segment[: arrow.start()],)
    remark = PEGS_REMARK.search(segment)  # '⚫⚪⚪ then': glyph pegs and words after them
    pegs_only = (
        () if remark is None or re.search(r"\w", segment[: remark.start()]) else (segment[: remark.start()],)
    )
    numbered = _TRAILING_TURN.search(segment)  # '1-2 2.': the next move's number after the counts
    turned = () if numbered is None else (segment[: numbered.start()],)
    clause = _NEXT_CLAUSE.search(segment)  # '4 white key pegs, then the code holds all four colours'
    clauses = () if clause is None else (segment[: clause.start()],)
    # 'got ⚫⚪⚪ then': glyph pegs with words before them too; not 'and ●◌◌◌ for' (the next guess's)
    worded = remark is not None and not _BEFORE_GUESS.fullmatch(segment[remark.start() :])
    worded_pegs = (segment[: remark.start()],) if remark is not None and worded else ()
    bracket = _BRACKET_AFTER.search(segment)  # '○○○○ (● exact, ○ colour only) — Dad': a remark after
    bracketed = () if bracket is None else (segment[: bracket.start()],)
    for fragment in dict.fromkeys(
        (
            *pegs_then_turn,
            *arrowed,
            clipped(segment),
            segment,
            segment[:last],
            sentence(spelt_out(segment)),
            *pegs_only,
            *turned,
            *clauses,
            *worded_pegs,
            *bracketed,
            first_clause(segment),  # '→ 0A1B, next?': a question after the counts
        )
    ):
        got = counts(fragment, pegs, legend_) if fragment else None
        if got is not None and not (
            got.black is not None and got.white is not None and got.black + got.white > pegs
        ):
            return got
    return None


_BRACKET_AFTER = Pattern(r"(?<=\S)[ \t]+[(\[]")
_NEXT_CLAUSE = Pattern(r"[,;][ \t]+(?:and[ \t]+)?(?:then|so|which|meaning)\b")
_ARROW_AFTER = Pattern(r"(?<=\S)[ \t]+(?:\u2192|->|=>)[ \t]")
_LEAD_IN = Pattern(r";[^;0-9]*$")
_CALL_NEXT = Pattern(r"(?<=[\W\d])[ \t;,]*[A-Za-z_][\w.]*\([ \t]*[\[(]?[\"']?$")
_NEXT_RECORD = Pattern(r"\)[ \t]*,[ \t]*\([ \t]*[0-9]{1,3}$")
_TRAILING_TURN = Pattern(r"[ \t]+[0-9]{1,3}[.)][ \t]*$")
