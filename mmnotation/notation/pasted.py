"""Pasted text: a sheet's clues found from evidence across the whole sheet (docs/notation.md,
"Pasted text").

The grammar reads what a player types, a line at a time, and stops a sheet at the first line it
cannot read.  Text pasted from elsewhere (prose around the clues, counts labelled in a language
the word table lacks, a program's transcript, an exported table, glyph pegs with a legend) is read
here instead, as a whole:

1. each line is looked at for a guess (a run of symbols, symbols apart, colour names) and, after
   it, counts: what the grammar reads as feedback, else numbers whose words, known or not, are
   labels, or key-peg glyphs;
2. tables (CSV, TSV, Markdown, drawn pads, HTML, LaTeX, JSON) are read by their structure: the
   header says which column is the guess and which count is which;
3. the clues are the block of lines that read alike: the same number of pegs, one kind of
   symbol, a feedback on each (a guess alone on one line and its feedback on the next count);
   lines outside it are text;
4. which count is black comes from the words (the word table, a legend line, two labels of which
   one is the other negated: ``na miejscu`` / ``nie na miejscu``), else the convention (black
   first), said in a notice.

The result is the sheet written again in the notation, line for line (a clue where the block has
one, a comment where a line states the game, a blank elsewhere), which the grammar then reads; and
the notices that say what was assumed.  ``--strict`` never comes here.
"""

from __future__ import annotations

import csv
import itertools
import json
import re
import unicodedata
from collections import Counter
from collections.abc import Callable, Iterable, Iterator
from functools import cache
from typing import Any, NamedTuple

from mmnotation.notation.grammar import feedback_words

Role = str  # 'black', 'white', 'total', 'none', 'guess', 'turn' or '' (not known)


class Reading(NamedTuple):
    """One way to read a line: a guess, and its counts (None: not written)."""

    line: int
    symbols: tuple[str, ...]  # one a hole, as written
    kind: str  # 'digit', 'upper', 'lower' or 'name'
    black: int | None
    white: int | None
    assumed: str = ""  # what the counts' order took by convention, for the notice
    paired: bool = False  # the feedback is on a later line
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


class Rewritten(NamedTuple):
    """The sheet in the notation, line for line, and what was assumed (message, line)."""

    text: str
    notices: list[tuple[str, int]]
    clues: int
    decided: bool = False  # a table's header or a rules line said which count is which
    block: frozenset[int] = frozenset()  # the lines read as clues (a guess's line where paired)
    paired: frozenset[int] = frozenset()  # the lines read as the feedback of a guess above them
    suspects: frozenset[int] = frozenset()  # lines with a guess of the block's kind, not read
    prefixed: tuple[tuple[int, int], ...] = ()  # (line, column past the guess) of the guesses that
    # have a word or a number before them on their line (which the notation may take for the guess)
    starts: tuple[tuple[int, int], ...] = ()  # (line, column) where each clue's guess is written
    moved: tuple[tuple[int, int], ...] = ()  # (line written again, line of the text) where they differ

    @property
    def widths(self) -> dict[int, int]:
        """How many characters each clue's guess takes in the text written again (line: width)."""
        return {
            n: len(line.split(" ")[0]) - 1 for n, line in enumerate(self.text.split("\n"), start=1) if line
        }

    def keeps(self, unread: set[int], misread: set[tuple[int, int]]) -> bool:
        """Whether this reading answers the notation's errors.

        ``unread``: the lines the notation could not read.  None may hold a guess of the block's
        kind that this reading does not read either, and the block's lines written as the notation
        writes them (no words before the guess, the feedback on the line) are all unread or all
        read: some read and some not are typos in a sheet of clues, not text pasted around them.
        ``misread``: where the notation read a line and found it cannot be true (line, column).
        Each must be explained: on a feedback line of a guess above it, or at or before the guess
        of a line where words stand before it (``> play 1234``: 'play' taken for the guess).
        """
        past = dict(self.prefixed)
        plain = self.block - self.paired - {line - 1 for line in self.paired} - set(past)
        among = unread & plain
        explained = all(
            line in self.paired or (line in past and column < past[line]) for line, column in misread
        )
        return (
            not unread & self.suspects
            and (not among or among == plain)
            and explained
            and (not misread or len(self.block) >= 2)
        )


# ---------------------------------------------------------------- characters
_DROP = dict.fromkeys(map(ord, "\ufe0f\u200d\u20e3\u200e\u200f\u202a\u202b\u202c\u061c"))
_COMMAS = str.maketrans({"\u060c": ",", "\u3001": ",", "\uff0c": ",", "\u201a": ","})


def plain(line: str) -> str:
    """A line with every decimal digit as ASCII (``١٢٣٤`` is 1234), compatibility forms folded
    (full-width colons and commas), and the marks that only shape text dropped (a keycap ``1️⃣`` is 1)."""
    line = unicodedata.normalize("NFKC", line.translate(_DROP)).translate(_COMMAS)
    if line.isascii():
        return line
    return "".join(str(unicodedata.decimal(ch)) if ch.isdecimal() and not ch.isascii() else ch for ch in line)


_TIME = re.compile(
    r"\b\d{1,4}[-/.]\d{1,2}[-/.]\d{1,4}\b,?|\b\d{1,2}:\d{2}(?::\d{2})?(?:\.\d+)?(?:\s?[AaPp]\.?[Mm]\.?)?(?!\d)"
    r"|[\[(]\d{1,3}[\])]|\b\d{1,3}/\d{1,3}(?=\s*[:\-])"
)
"""Dates, times, prompts' numbers (``In [2]:``) and ``1/10`` before a colon: never a guess or a count."""

_GUESS = re.compile(r"(?<![A-Za-z0-9_?*])[A-Za-z0-9?*_]{2,12}(?![A-Za-z0-9_?*])")
_APART = re.compile(
    r"(?<![A-Za-z0-9_?*])[A-Za-z0-9?*_](?:(?:[ \t]*,[ \t]*|[ \t]+|-)[A-Za-z0-9?*_](?![A-Za-z0-9]))+"
)
_NUMBER = re.compile(r"\d+")
_DIRECTIVE = re.compile(r"\s*(?:pegs|colou?rs|repeats)\s*[:=]", re.IGNORECASE)
_WORD = re.compile(r"[^\W\d_]+")
_SPACE = re.compile(r"\s+")


def _kind(symbols: tuple[str, ...]) -> str | None:
    """The kind of a guess's symbols, or None for a mixture (``1A2B``, ``Game``)."""
    text = "".join(s for s in symbols if s not in "?*_")
    if not text:
        return None
    if text.isdigit():
        return "digit"
    if text.isalpha() and text.isupper():
        return "upper"
    if text.isalpha() and text.islower() and len(set(text)) < len(text) + 1:
        return "lower"
    return None


# ---------------------------------------------------------------- words
@cache
def _phrases() -> tuple[tuple[re.Pattern[str], Role], ...]:
    """The word table's phrases, each with what it names, longest first."""
    table = feedback_words()
    found: list[tuple[str, Role]] = []
    for role in ("right", "wrong", "none"):
        for patterns in table[role].values():
            found += [(p, {"right": "black", "wrong": "white", "none": "none"}[role]) for p in patterns]
    for role, patterns in table.get("counts", {}).items():
        found += [(p, role) for p in patterns]
    found.sort(key=lambda pair: -len(pair[0]))
    return tuple(
        (re.compile(r"(?<![^\W\d_])" + p.replace(" ", r"\s+") + r"(?![^\W\d_])", re.IGNORECASE), role)
        for p, role in found
    )


def role_of(label: str) -> Role:
    """What a label names (the word table; a total where it counts every right colour)."""
    label = label.strip()
    if not label:
        return ""
    best: tuple[int, Role] | None = None
    for pattern, role in _phrases():
        match = pattern.search(label)
        size = -1 if match is None else match.end() - match.start()
        if match is not None and (best is None or size > best[0] or (size == best[0] and role == "total")):
            best = (size, role)  # 'correct colours' beside a count in place is a total
    return "" if best is None else best[1]


def _words(label: str) -> tuple[str, ...]:
    return tuple(w.lower() for w in _WORD.findall(label))


def _negated(first: str, second: str) -> Role:
    """Of two unknown labels, which names black: the one the other is written around (``na
    miejscu`` / ``nie na miejscu``, ``במקום`` / ``לא במקום``); '' when neither holds the other."""
    a, b = _words(first), _words(second)
    if a and b and a != b:
        if len(b) > len(a) and _holds(b, a):
            return "first"
        if len(a) > len(b) and _holds(a, b):
            return "second"
    return ""


def _holds(longer: tuple[str, ...], shorter: tuple[str, ...]) -> bool:
    n = len(shorter)
    return any(longer[i : i + n] == shorter for i in range(len(longer) - n + 1))


# ---------------------------------------------------------------- glyphs and legends
_GLYPH = re.compile(r"[^\w\s,;:()\[\]{}'\"=<>.]|(?<![A-Za-z])[A-Za-z](?![A-Za-z])")


class Legend(NamedTuple):
    """What the sheet says its marks and counts mean."""

    marks: dict[str, Role]  # a glyph or a letter, and what it counts
    labels: dict[str, Role]  # a label's words, and what it counts
    order: tuple[Role, Role] | None  # the order a rules line gives two bare counts
    lines: frozenset[int]


def _glyph_role(mark: str) -> Role:
    """What a key-peg glyph counts with no legend: Unicode says black or white."""
    name = unicodedata.name(mark[0], "")
    if "BLACK" in name or mark in "Bb":
        return "black"
    if "WHITE" in name or mark in "Ww":
        return "white"
    return ""


_LEGEND_PART = re.compile(r"^\s*(\S{1,3}?)\s*(?:=|:|\u2192|->|\u2013|\u2014|-\s|\bis\b|\bmeans\b)?\s+(.+)$")
_NEWEST = re.compile(
    r"\b(?:newest|latest|most\s+recent|last)\b[^.\n]{0,20}?\b(?:first|on\s+top|at\s+the\s+top)\b"
    r"|\breverse(?:d)?\s+(?:order|chronological)",
    re.IGNORECASE,
)


def newest_first(lines: list[str], clues: list[tuple[int, int | None]]) -> tuple[str, int] | None:
    """Whether a sheet lists its newest guess first, and the notice that says so: a line of text
    says it (``newest first``, ``most recent on top``), or the clues' turns count down (3, 2, 1).
    ``clues``: each clue's line and turn."""
    if len(clues) < 2:
        return None
    turns = [turn for _, turn in clues if turn is not None]
    if len(turns) == len(clues) and all(a > b for a, b in itertools.pairwise(turns)):
        return (
            "the clues' turns count down: they are read from the last line up (the first turn first)",
            clues[0][0],
        )
    at = {line for line, _ in clues}
    said = next((n for n, text in enumerate(lines, start=1) if n not in at and _NEWEST.search(text)), None)
    if said is None:
        return None
    return "the sheet says it lists the newest guess first: its clues are read from the last line up", said


def legend(lines: list[str], skip: Callable[[int], bool]) -> Legend:
    """The legend and rules lines of a sheet (lines ``skip`` says are clues are not looked at)."""
    marks: dict[str, Role] = {}
    labels: dict[str, Role] = {}
    order: tuple[Role, Role] | None = None
    used: set[int] = set()
    for number, text in enumerate(lines, start=1):
        if skip(number):
            continue
        if _NEWEST.search(text):
            used.add(number)  # said of the order: newest_first reads it
        body = re.sub(r"^[^:]{0,20}\b(?:legend|key|legenda|l[ée]gende)\b\s*:?", "", text, flags=re.I)
        parts = [p for p in re.split(r"[,;]|\s{2,}", body.strip("() \t")) if p.strip()]
        found: list[tuple[str, Role, str]] = []
        for part in parts:
            match = _LEGEND_PART.match(part)
            if match is None:
                continue
            mark, description = match.group(1), match.group(2)
            if mark.isdigit() or (len(_WORD.findall(mark)) and len(mark) > 1):
                continue
            found.append((mark, role_of(description), description))
        if len(found) >= 2 or (found and found[0][1]):
            roles = [r for _, r, _ in found]
            if not any(roles) and len(found) == 2:
                flip = _negated(found[0][2], found[1][2])
                roles = ["white", "black"] if flip == "second" else ["black", "white"]
            elif roles.count("") == 1 and len(found) == 2:
                known = next(r for r in roles if r)
                roles = [r or ("white" if known == "black" else "black") for r in roles]
            for (mark, _, _), role in zip(found, roles, strict=True):
                if role:
                    marks[mark] = role
                    marks.setdefault(mark.lower(), role)
            used.add(number)
            continue
        # a rules line: two count words in order, 'black first, then white', '(bulls, cows):'
        named = [
            (m.start(), role_of(m.group(0))) for m in re.finditer(r"[^\W\d_]+(?:\s+[^\W\d_]+){0,3}", text)
        ]
        said = [r for _, r in named if r in ("black", "white")]
        if len(said) >= 2 and not _NUMBER.search(text) and said[0] != said[1]:
            order = (said[0], said[1])
            used.add(number)
        elif re.search(r"\b(?:first|primul|erste|premier|primero|primo|eerste)\b", text, re.I) and not said:
            used.add(number)  # a rules line in words the table lacks: the convention holds
    return Legend(marks, labels, order, frozenset(used))


# ---------------------------------------------------------------- counts
class Counts(NamedTuple):
    black: int | None
    white: int | None
    assumed: str


def _grammar_feedback(text: str) -> tuple[int | None, int | None] | None:
    from mmnotation.notation.sheet import parse_feedback  # the grammar's feedback, as typed

    text = text.strip(" \t.,;:'\"`=>|\u2192\u2190").removeprefix("-").strip()
    if not text or len(text) > 60:
        return None
    try:
        value = parse_feedback(text)
    except ValueError:
        return None
    return value.black, value.white


def counts(fragment: str, pegs: int, legend_: Legend) -> Counts | None:
    """The counts a fragment of a line states (what follows a guess, or a feedback line)."""
    fragment = fragment.strip()
    if not fragment:
        return None
    found = _counts(fragment, pegs, legend_)
    if found is None or any(n is not None and n > pegs for n in (found.black, found.white)):
        return None
    return found


def _counts(fragment: str, pegs: int, legend_: Legend) -> Counts | None:
    glyphs = _glyph_counts(fragment, legend_)
    if glyphs is not None:
        return glyphs
    numbers = list(_NUMBER.finditer(fragment))
    if not numbers:
        grammar = _grammar_feedback(fragment)
        if grammar is None and role_of(fragment) == "none" and not _junk(fragment, legend_):
            return Counts(0, 0, "")  # 'aucun bien placé', 'nothing right'
        return None if grammar is None else Counts(*grammar, "")
    if len(numbers) <= 2 and not any(ch.isalpha() and ch not in "abcehswABCEHSW" for ch in fragment):
        grammar = _grammar_feedback(fragment)
        if grammar is not None:
            return Counts(**_ordered(*grammar, legend_), assumed="")
    return _labelled(fragment, numbers, pegs, legend_)


def _ordered(black: int | None, white: int | None, legend_: Legend) -> dict[str, int | None]:
    if legend_.order == ("white", "black"):
        return {"black": white, "white": black}
    return {"black": black, "white": white}


def _labels(fragment: str, numbers: list[re.Match[str]], trailing: bool) -> list[tuple[int, str]]:
    """Each number with the words after it (``trailing``) or before it, up to the next number."""
    items: list[tuple[int, str]] = []
    for i, number in enumerate(numbers):
        if trailing:
            end = numbers[i + 1].start() if i + 1 < len(numbers) else len(fragment)
            items.append((int(number.group()), fragment[number.end() : end]))
        else:
            start = numbers[i - 1].end() if i else 0
            items.append((int(number.group()), fragment[start : number.start()]))
    return items


def _labelled(fragment: str, numbers: list[re.Match[str]], pegs: int, legend_: Legend) -> Counts | None:
    """Numbers and the words around them: each word a label of its count, known or not."""
    # labels follow their counts where the fragment opens with a count (2 na miejscu), else they
    # stand before them (Bulls: 1); the other way wins where only it names what is counted
    trailing = not _undecorated(fragment[: numbers[0].start()]).strip("-#\u2013\u2014")
    ways = [_labels(fragment, numbers, trailing), _labels(fragment, numbers, not trailing)]
    named = [sum(1 for _, label in way if _label_role(label, legend_)) for way in ways]
    items = ways[1] if named[1] > named[0] else ways[0]
    if any(_junk(label, legend_) for _, label in items):
        return None
    roles = [_label_role(label, legend_) for _, label in items]
    if len(items) > 2:
        kept = [(n, lab, r) for (n, lab), r in zip(items, roles, strict=True) if r]
        if len(kept) != 2:
            return None
        items, roles = [(n, lab) for n, lab, _ in kept], [r for _, _, r in kept]
    if any(n > pegs for n, _ in items):
        return None
    if len(items) == 1:
        (value, _), role = items[0], roles[0]
        if role == "white":  # a key not written is zero, as the notation reads '2 cows'
            return Counts(0, value, "")
        if role == "none":
            return Counts(0, 0, "")
        if role == "black":
            return Counts(value, 0, "")
        return Counts(value, None, "a lone count is read as black")
    (first, first_label), (second, second_label) = items
    assumed = ""
    if "total" in roles and "black" in roles:
        total, black = (first, second) if roles[0] == "total" else (second, first)
        if black <= total:
            return Counts(black, total - black, "total")
        roles = ["white" if r == "total" else r for r in roles]
    roles = ["black" if r == "total" else r for r in roles]  # '1 correct, 0 misplaced'
    if not roles[0] and not roles[1]:
        flip = _negated(first_label, second_label)
        if flip == "second":
            roles = ["white", "black"]
        elif flip == "first":
            roles = ["black", "white"]
        elif legend_.order is not None:
            roles = list(legend_.order)
        else:
            roles = ["black", "white"]
            assumed = "order"
    elif not roles[0] or not roles[1]:
        known = roles[0] or roles[1]
        other = "white" if known == "black" else "black"
        roles = [roles[0] or other, roles[1] or other]
    if sorted(roles) != ["black", "white"]:
        return None
    black, white = (first, second) if roles[0] == "black" else (second, first)
    return Counts(black, white, assumed)


_JUNK = re.compile(r"[?*%$&@^~\\\x00-\x08\x0b-\x1f\x7f]|^\s*[-\u2212]\s*[^\W\d_]")
_PUNCT = " \t.,;:!'\"`_=>|()[]{}\u2192\u2190\u00b7\u2022"


def _undecorated(text: str) -> str:
    """A label without the symbols that decorate it (emoji, bullets): letters and spaces."""
    return "".join(ch for ch in text if not unicodedata.category(ch).startswith("S") or ch in "=>|").strip(
        _PUNCT
    )


def _junk(label: str, legend_: Legend) -> bool:
    """A label that is no words: a joker or a stray sign (``1?``, ``%``), a single letter that no
    legend or table names (``2 O`` for ``2 0``), a dash before a word (``2 - white``)."""
    if _JUNK.search(label):
        return True
    words = _undecorated(label)
    return len(words) == 1 and words.isascii() and not _label_role(label, legend_)


def _label_role(label: str, legend_: Legend) -> Role:
    words = _undecorated(label)
    if not words:
        return ""
    for mark, role in legend_.marks.items():
        if words == mark or words.lower() == mark.lower() or (words.strip("+-") == "" and mark in words):
            return role
    return role_of(words)


def _glyph_counts(fragment: str, legend_: Legend) -> Counts | None:
    """Key pegs drawn as glyphs (``● ● ○``, ``✓✗``, ``|||/``, ``■□□``), read by the legend or by
    what Unicode names them; ``+2 -1``: a sign and its count."""
    signed = re.fullmatch(r"\s*([+\-\u2212])\s*(\d+)\s*,?\s*([+\-\u2212])\s*(\d+)\s*", fragment)
    if signed is not None:
        signs = {legend_.marks.get(signed.group(1), ""), legend_.marks.get(signed.group(3), "")}
        if signs == {"black", "white"}:
            by_role = {legend_.marks[signed.group(i)]: int(signed.group(i + 1)) for i in (1, 3)}
            return Counts(by_role["black"], by_role["white"], "")
    text = _SPACE.sub("", fragment.strip("()[]"))
    if not text or any(ch.isdigit() for ch in text):
        return None
    if text in ("-", "\u2014", "\u2013", "\u2205"):
        return Counts(0, 0, "")
    if not all(_GLYPH.fullmatch(ch) or ch in legend_.marks for ch in text):
        return None
    seen = list(dict.fromkeys(text))
    roles = {ch: legend_.marks.get(ch) or _glyph_role(ch) for ch in seen}
    if not legend_.marks and all(ch.isalpha() for ch in seen):
        return None  # letters with no legend: the grammar's key pegs (BBW) read them
    if not all(roles.values()):
        unknown = [ch for ch in seen if not roles[ch]]
        if legend_.marks or len(unknown) > 1 or not all(ch in "-_.\u00b7" for ch in unknown):
            return None
    black = sum(1 for ch in text if roles[ch] == "black")
    white = sum(1 for ch in text if roles[ch] == "white")
    return Counts(black, white, "")


# ---------------------------------------------------------------- guesses in a line
def _names() -> dict[str, str]:
    return {
        name.lower(): letter
        for names in feedback_words()["colours"].values()
        for name, letter in names.items()
    }


@cache
def _emoji_pattern() -> re.Pattern[str]:
    one = "[" + "".join(feedback_words()["emoji"]) + "]"
    return re.compile(rf"{one}(?:[ \t]*{one})+")


@cache
def _name_pattern() -> re.Pattern[str]:
    names = sorted(_names(), key=len, reverse=True)
    one = "(?:" + "|".join(map(re.escape, names)) + ")"
    return re.compile(rf"(?<![^\W\d_]){one}(?:[ \t]*[,;]?[ \t]+{one})+(?![^\W\d_])", re.IGNORECASE)


def guesses(line: str) -> Iterator[tuple[tuple[str, ...], str, int, int]]:
    """Each run of the line that may be a guess: (symbols, kind, start, end)."""
    for match in _GUESS.finditer(line):
        symbols = tuple(match.group())
        kind = _kind(symbols)
        if kind is not None:
            yield symbols, kind, match.start(), match.end()
    for match in _APART.finditer(line):
        symbols = tuple(ch for ch in match.group() if not ch.isspace() and ch not in ",-")
        kind = _kind(symbols)
        if kind is not None and len(symbols) >= 3:
            yield symbols, kind, match.start(), match.end()
    for match in _emoji_pattern().finditer(line):
        table = feedback_words()["emoji"]
        symbols = tuple(table[ch] for ch in match.group() if ch in table)
        if len(symbols) >= 2:
            yield symbols, "upper", match.start(), match.end()
    for match in _name_pattern().finditer(line):
        words = tuple(w for w in re.split(r"[ \t,;]+", match.group()) if w)
        yield words, "name", match.start(), match.end()


def line_readings(number: int, line: str, legend_: Legend) -> tuple[list[Reading], list[Reading]]:
    """The readings of a line as a clue, and as a guess alone (its feedback on a later line)."""
    clues: list[Reading] = []
    alone: list[Reading] = []
    for symbols, kind, start, end in guesses(line):
        rest = line[end:]
        if kind == "digit" and re.match(r"\s*[:.)]\s*\d", rest) is None and re.match(r"[.)]\s", rest):
            continue  # '3. 5690 1 1': the turn's number, not a guess
        found = counts(rest, len(symbols), legend_)
        if found is None:
            tail = rest.strip(" \t\"'`)]}>.,;:!?*_~")
            if not _NUMBER.search(tail) and not _glyph_counts(tail, legend_):
                alone.append(Reading(number, symbols, kind, None, None, span=(start + 1, end + 1)))
            continue
        if found.black is not None and found.white is not None and found.black + found.white > len(symbols):
            continue
        clues.append(
            Reading(number, symbols, kind, found.black, found.white, found.assumed, span=(start + 1, end + 1))
        )
    return clues, alone


def feedback_line(line: str, pegs: int, legend_: Legend) -> Counts | None:
    """The counts of a line that holds feedback alone, behind a speaker, a prompt or a label."""
    starts = [0, *(m.end() for m in re.finditer(r"[:>\]=]\s*|\s+", line))]
    for start in starts:
        found = counts(line[start:], pegs, legend_)
        if found is not None:
            if found.black is not None and found.white is not None and found.black + found.white > pegs:
                return None
            return found
    return None


# ---------------------------------------------------------------- tables
_CELLS = re.compile(r"<t[dh]\b[^>]*>(.*?)</t[dh]>", re.IGNORECASE | re.DOTALL)
_ROW = re.compile(r"<tr\b.*?(?:</tr>|(?=<tr\b)|$)", re.IGNORECASE | re.DOTALL)
_HTML = re.compile(r"<t[dh]\b", re.IGNORECASE)
_GUESS_HEADER = re.compile(
    r"^(?:guess(?:es)?|codes?|tr(?:y|ies)|attempts?|combination|proposals?|input|move|play|tip|"
    r"versuch|essai|intento|tentativ[oa]|poging|tentativa|propuesta|proposition|jugada|guessed)$",
    re.IGNORECASE,
)
_TURN_HEADER = re.compile(r"^(?:#|n|no\.?|nr\.?|turn|round|step|row|line|move|try)$", re.IGNORECASE)


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
        stripped = line.strip()
        if "&" in stripped and stripped.endswith("\\\\"):
            rows[number] = [c.strip() for c in stripped[:-2].split("&")]
        elif stripped.count("|") >= 2:
            cells = [c.strip() for c in stripped.strip("|").split("|")]
            if all(re.fullmatch(r"[\s:_\-=+]*", c) for c in cells):
                continue  # a rule between rows
            rows[number] = cells
    if rows:
        return rows
    for delimiter in ("\t", ";", ","):
        candidates = {n: line for n, line in enumerate(lines, start=1) if line.count(delimiter) >= 2}
        if len(candidates) >= 2:
            for number, line in candidates.items():
                rows[number] = [c.strip() for c in next(csv.reader([line], delimiter=delimiter))]
            return rows
    return rows


def table(lines: list[str], legend_: Legend) -> tuple[dict[int, Reading], set[int], bool] | None:
    """The clues of a table, by its columns where a header row names them, else each row read
    as a line; the table's other lines (its header, rules and markup); whether a header named them."""
    rows = _rows(lines)
    header_at = next(
        (n for n, cells in sorted(rows.items()) if any(_GUESS_HEADER.match(c.strip("*_ ")) for c in cells)),
        None,
    )
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
    guess_col = next(i for i, c in enumerate(header) if _GUESS_HEADER.match(c))
    roles = _header_roles(header, guess_col)
    found: dict[int, Reading] = {}
    for number, cells in sorted(rows.items()):
        if number <= header_at or len(cells) <= guess_col:
            continue
        guess = cells[guess_col].strip("\"' ")
        symbols = tuple(ch for ch in guess if not ch.isspace() and ch != ",")
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
    if not found:
        return None
    markup = {n for n, line in enumerate(lines, start=1) if re.match(r"\s*[<\\+|_-]", line)}
    return found, ({n for n in rows} | markup) - set(found), True


def _header_roles(header: list[str], guess_col: int) -> list[Role]:
    """What each column of a table counts, by its header: words by the word table; letters by
    their partner (``A`` ``B``: bulls and cows; ``B`` ``W`` or ``K`` ``W``: black and white)."""
    letters = {c for c in header if len(c) == 1 and c.isalpha()}
    pairs = (
        {"a": "black", "b": "white"} if {"a", "b"} <= letters else {"b": "black", "k": "black", "w": "white"}
    )
    return [
        "guess" if i == guess_col else pairs.get(c, "") if len(c) == 1 else role_of(c)
        for i, c in enumerate(header)
    ]


def _table_row(
    number: int,
    symbols: tuple[str, ...],
    kind: str,
    values: list[tuple[Role, str, str]],
    guess_col: int,
    legend_: Legend,
) -> Reading | None:
    counted = [
        (role, int(text), name) for role, text, name in values[guess_col + 1 :] if text.strip().isdigit()
    ]
    by_role = {role: value for role, value, _ in counted if role in ("black", "white", "total")}
    if "total" in by_role and "black" in by_role:
        return Reading(number, symbols, kind, by_role["black"], by_role["total"] - by_role["black"], "total")
    if "black" in by_role or "white" in by_role:
        return Reading(number, symbols, kind, by_role.get("black"), by_role.get("white"))
    if len(counted) >= 2:
        flip = _negated(counted[0][2], counted[1][2])
        first, second = counted[0][1], counted[1][1]
        if flip == "second":
            return Reading(number, symbols, kind, second, first)
        return Reading(number, symbols, kind, first, second, "" if flip else "order")
    feedback = next((text for _, text, _ in values[guess_col + 1 :] if text.strip()), "")
    got = counts(feedback, len(symbols), legend_)
    if got is None:
        return None
    return Reading(number, symbols, kind, got.black, got.white, got.assumed)


def json_table(text: str) -> list[tuple[tuple[str, ...], int | None, int | None, str]] | None:
    """The clues of a JSON array of objects (anywhere in a JSON document), in order."""
    stripped = text.strip()
    if not stripped.startswith(("[", "{")):
        return None
    try:
        data = json.loads(stripped)
    except ValueError:
        return None
    for records in _arrays(data):
        clues = [_record(r) for r in records]
        if clues and all(c is not None for c in clues):
            return [c for c in clues if c is not None]
    return None


def _arrays(data: Any) -> Iterator[list[dict[str, Any]]]:
    if isinstance(data, list) and data and all(isinstance(r, dict) for r in data):
        yield data
    children = data.values() if isinstance(data, dict) else data if isinstance(data, list) else []
    for child in children:
        if isinstance(child, dict | list):
            yield from _arrays(child)


def _flat(record: dict[str, Any], prefix: str = "") -> Iterator[tuple[str, Any]]:
    for key, value in record.items():
        if isinstance(value, dict):
            yield from _flat(value, f"{prefix}{key} ")
        else:
            yield f"{prefix}{key}", value


def _record(record: dict[str, Any]) -> tuple[tuple[str, ...], int | None, int | None, str] | None:
    guess: tuple[str, ...] | None = None
    roles: dict[Role, int] = {}
    unnamed: list[int] = []
    for key, value in _flat(record):
        last = key.split()[-1]
        if guess is None and _GUESS_HEADER.match(last) and isinstance(value, str | list):
            guess = tuple(value) if isinstance(value, str) else tuple(str(v) for v in value)
            continue
        if isinstance(value, int) and not isinstance(value, bool) and not _TURN_HEADER.match(last):
            role = role_of(last)
            if role in ("black", "white", "total"):
                roles[role] = value
            else:
                unnamed.append(value)
    if guess is None or _kind(guess) is None:
        return None
    if "total" in roles and "black" in roles:
        return guess, roles["black"], roles["total"] - roles["black"], "total"
    if roles:
        return guess, roles.get("black"), roles.get("white"), ""
    if len(unnamed) == 2:
        return guess, unnamed[0], unnamed[1], "order"
    return None


# ---------------------------------------------------------------- the whole sheet
def structured(text: str) -> bool:
    """Whether the text is a table in markup (HTML, LaTeX) or JSON: read by its structure first."""
    start = text.lstrip()[:1]
    if start in ("[", "{") and json_table(text) is not None:
        return True
    markup = ("<t" in text or "<T" in text) and _HTML.search(text) is not None
    return markup or "\\begin{tabular}" in text


def rewrite(text: str, states_game: Callable[[str], bool]) -> Rewritten | None:
    """The sheet's clues found from the whole sheet, written again in the notation; None when no
    clear block of clues is found.  ``states_game`` tells a line that states the game (a title)."""
    lines = text.split("\n")
    plain_lines = [plain(line) for line in lines]
    json_clues = json_table(text)
    if json_clues is not None:
        return _from_json(lines, json_clues)
    bare = [_TIME.sub(lambda m: " " * len(m.group()), line) for line in plain_lines]
    first_legend = legend(bare, lambda n: False)
    in_table = table(bare, first_legend)
    by_line: dict[int, list[Reading]] = {}
    alone: dict[int, list[Reading]] = {}
    table_lines: set[int] = set()
    headed = False
    if in_table is not None:
        found, table_lines, headed = in_table
        for number, reading in found.items():
            by_line[number] = [reading]
    else:
        for number, line in enumerate(bare, start=1):
            clues, guesses_alone = line_readings(number, line, first_legend)
            if clues:
                by_line[number] = clues
            if guesses_alone:
                alone[number] = guesses_alone
    block = _block(by_line, alone, bare, first_legend)
    if block is None:
        return None
    chosen, paired_lines = block
    table_lines = table_lines if in_table is not None else set()
    legend_ = legend(bare, lambda n: n in chosen or n in paired_lines)
    written = _written(lines, chosen, paired_lines, table_lines, legend_, states_game)
    shape = next(iter({(r.pegs, r.kind) for r in chosen.values()}))
    suspects = {
        number
        for number, line in enumerate(bare, start=1)
        if number not in chosen
        and number not in paired_lines
        and (
            any(
                (k == shape[1] or not line[:b].strip()) and _NUMBER.search(line[e:])
                for _, k, b, e in guesses(line)
            )
            or _DIRECTIVE.match(line)
            or (_NUMBER.search(line) and not _WORD.search(line) and number not in table_lines)
            or re.search(r"[\x00-\x08\x0b-\x1f\x7f]", line)
        )
    }
    prefixed = tuple(
        (r.line, r.span[1])
        for r in chosen.values()
        if r.span != (0, 0) and re.search(r"[^\W_]", bare[r.line - 1][: r.span[0] - 1])
    )
    return written._replace(
        decided=headed or legend_.order is not None,
        block=frozenset(chosen),
        paired=frozenset(paired_lines),
        suspects=frozenset(suspects),
        prefixed=prefixed,
        starts=tuple((r.line, r.span[0]) for r in chosen.values() if r.span != (0, 0)),
    )


def _block(
    by_line: dict[int, list[Reading]], alone: dict[int, list[Reading]], bare: list[str], legend_: Legend
) -> tuple[dict[int, Reading], set[int]] | None:
    """The clues that read alike, and the lines that hold the feedback of a guess written alone."""
    shapes: Counter[tuple[int, str]] = Counter()
    for readings in by_line.values():
        for shape in {(r.pegs, r.kind) for r in readings}:
            shapes[shape] += 1
    pairs: dict[tuple[int, str], dict[int, tuple[Reading, int]]] = {}
    for number, readings in alone.items():
        for reading in readings:
            shape = (reading.pegs, reading.kind)
            for ahead in range(number + 1, min(number + 4, len(bare) + 1)):
                if ahead in by_line and any((r.pegs, r.kind) == shape for r in by_line[ahead]):
                    break
                if ahead in alone and any((r.pegs, r.kind) == shape for r in alone[ahead]):
                    break
                got = feedback_line(bare[ahead - 1], reading.pegs, legend_)
                if got is not None:
                    pairs.setdefault(shape, {})[number] = (
                        reading._replace(black=got.black, white=got.white, assumed=got.assumed, paired=True),
                        ahead,
                    )
                    break
    for shape, found in pairs.items():
        shapes[shape] += len(found)
    if not shapes:
        return None
    rank = {"digit": 2, "upper": 2, "name": 1, "lower": 0}
    if any(kind != "lower" for _, kind in shapes):  # words in small letters are prose beside codes
        shapes = Counter({shape: n for shape, n in shapes.items() if shape[1] != "lower"})
    shape = max(shapes, key=lambda s: (shapes[s], rank[s[1]], s[0]))
    chosen: dict[int, Reading] = {}
    paired_lines: set[int] = set()
    for number, readings in by_line.items():
        fits = [r for r in readings if (r.pegs, r.kind) == shape]
        if fits:
            chosen[number] = max(fits, key=lambda r: (r.black is not None, r.white is not None))
    for number, (reading, ahead) in pairs.get(shape, {}).items():
        if number not in chosen and ahead not in chosen:
            chosen[number] = reading
            paired_lines.add(ahead)
    if shape[1] == "lower" and len(chosen) < 2:
        return None  # one word in small letters with a number after it is prose
    if shape[1] in ("upper", "lower") and len(chosen) >= 3:
        for number in [n for n, r in chosen.items() if _strange(r, chosen.values())]:
            del chosen[number]
            paired_lines.discard(number + 1)
    return chosen, paired_lines


def _strange(reading: Reading, block: Iterable[Reading]) -> bool:
    """A word in capitals among codes (``NOTE 2 things``): most of its letters in no other clue of
    the block, and no feedback of two counts to say it is one."""
    others = Counter(ch for r in block if r is not reading for ch in set(r.symbols))
    letters = set(reading.symbols) - set("?*_")
    unseen = sum(1 for ch in letters if not others[ch])
    return unseen * 2 > len(letters) and (reading.white is None or reading.assumed != "")


def _written(
    lines: list[str],
    chosen: dict[int, Reading],
    paired_lines: set[int],
    table_lines: set[int],
    legend_: Legend,
    states_game: Callable[[str], bool],
) -> Rewritten:
    out: list[str] = []
    skipped: list[int] = []
    first_clue = min(chosen)
    for number, line in enumerate(lines, start=1):
        if number in chosen:
            out.append(chosen[number].written())
        elif not line.strip() or number in paired_lines:
            out.append("")
        elif _DIRECTIVE.match(line):
            out.append(line)  # pegs: 5 is the notation's own
        elif number < first_clue and states_game(line) and "#" not in line[:1]:
            out.append("# " + line.replace("\t", " "))
        else:
            out.append("")
            if number not in table_lines and number not in legend_.lines:
                skipped.append(number)
    notices: list[tuple[str, int]] = []
    order = [chosen[n] for n in sorted(chosen)]
    assumed = [r for r in order if r.assumed == "order"]
    if assumed:
        notices.append(
            (
                "the counts' words are not in the word table: the first count is read as black (right "
                "colour, right hole) and the second as white; write '2b1w' or a legend line "
                "('first = white') to say otherwise",
                assumed[0].line,
            )
        )
    totals = [r for r in order if r.assumed == "total"]
    if totals:
        notices.append(
            (
                "a count of every right colour is a total: white is read as the total less black",
                totals[0].line,
            )
        )
    lone = [r for r in order if r.assumed.startswith("a lone")]
    if lone:
        notices.append(
            ("a lone count with words the table lacks is read as black, white not known", lone[0].line)
        )
    if skipped:
        shown = ", ".join(map(str, skipped[:8])) + (", ..." if len(skipped) > 8 else "")
        notices.append(
            (
                f"read as pasted text: {len(chosen)} clue{'s' if len(chosen) != 1 else ''} found from "
                f"the whole sheet; skipped {len(skipped)} line{'s' if len(skipped) != 1 else ''} of text "
                f"around them (line{'s' if len(skipped) != 1 else ''} {shown})",
                skipped[0],
            )
        )
    elif not any(n for n in notices):
        notices.append((f"read as pasted text: {len(chosen)} clues found from the whole sheet", first_clue))
    return Rewritten("\n".join(out), notices, len(chosen))


def _from_json(
    lines: list[str], clues: list[tuple[tuple[str, ...], int | None, int | None, str]]
) -> Rewritten:
    """A JSON array's clues, written one a line in order; each belongs to the line of the text
    that writes its guess (``moved``), several to one line where the array is written so."""
    out: list[str] = []
    moved: list[tuple[int, int]] = []
    at = 0
    for symbols, black, white, _ in clues:
        guess = "".join(symbols)
        at = next((n for n in range(at, len(lines)) if guess in lines[n] or _spelt(symbols, lines[n])), at)
        out.append(Reading(at + 1, symbols, _kind(symbols) or "upper", black, white).written())
        moved.append((len(out), at + 1))
    first = moved[0][1]
    notices = [(f"read as a table in JSON: {len(clues)} clues, one an object", first)]
    if any(a == "order" for *_, a in clues):
        notices.append(("the counts' names are not in the word table: the first is read as black", first))
    if any(a == "total" for *_, a in clues):
        notices.append(
            ("a count of every right colour is a total: white is read as the total less black", first)
        )
    return Rewritten("\n".join(out), notices, len(clues), decided=True, moved=tuple(moved))


def _spelt(symbols: tuple[str, ...], line: str) -> bool:
    """Whether a line writes a guess as a list (``[1, 2, 3, 4]``, ``["R", "G"]``)."""
    return re.search(r"[\s,\[\"']*".join(map(re.escape, symbols)), line) is not None
