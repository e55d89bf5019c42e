"""The word table (``grammar/words.json``): what a word of a sheet names.

The grammar reads words as words (a colour name, a phrase beside a count); which colour or which
count a word names is looked up here, so that a language is added to the table, not to the
grammar.  Each table entry is a regular expression matched case-insensitively against the whole
phrase, a space matching any run of blanks; the expressions of a role are compiled into one the
first time a sheet needs them (most sheets never write a word).  The phrases that name a count
(``role_of``: black, white, a total, none) are the table's too, looked up here for every reading.
"""

from __future__ import annotations

import json
import re
import unicodedata
from functools import cache, lru_cache
from pathlib import Path
from typing import Any

from mmnotation.errors import NotationSyntaxError
from mmnotation.notation.text import Pattern

WORDS_NAME = "words.json"


def grammar_dir() -> Path:
    """Where the grammar's files are (``clues.lark``, ``words.json``): inside the installed
    package, else in the source tree.

    A wheel carries ``grammar/`` inside the package; an editable install and a source checkout
    read the canonical copy at the top level.
    """
    package = Path(__file__).resolve().parent.parent  # not importlib.resources: it costs 4 ms of start-up
    packaged = package / "grammar"
    if (packaged / WORDS_NAME).is_file():
        return packaged
    return package.parent / "grammar"


Said = tuple[str, int | None]
"""What a phrase beside a count names: its role (``black``, ``white`` or ``none``) and, where
the phrase starts with a number word (``one black``), that number."""


@cache
def table() -> dict[str, Any]:
    """The table of every language's words, by role (``grammar/words.json``)."""
    loaded: dict[str, Any] = json.loads((grammar_dir() / WORDS_NAME).read_text(encoding="utf-8"))
    return loaded


# ---------------------------------------------------------------- colour names
@cache
def common_names() -> tuple[str, ...]:
    """The colour names a sheet may use undeclared: every language's."""
    return tuple(dict.fromkeys(n for names in table()["colours"].values() for n in names))


def name_letter(name: str) -> str:
    """The letter a colour name stands for: the table's, else its initial.

    An accented initial stands for its plain letter (``Über`` is U, ``Éclair`` is E).
    """
    for names in table()["colours"].values():
        letter = names.get(name.lower())
        if letter is not None:
            return str(letter)
    return unicodedata.normalize("NFD", name[:1])[:1].upper()


def same_colour(name: str) -> str:
    """One spelling of each colour: ``Gray`` is ``Grey``, ``Weiss`` is ``Weiß`` (the table's ``same``)."""
    return str(table()["same"].get(name.lower(), name)).capitalize()


def is_colour_name(word: str, names: tuple[str, ...]) -> bool:
    """Whether ``word`` is one of ``names`` (a sheet's declared names), or of the common names
    when the sheet declares none; a short name (the table's ``short``: ``Grn``, ``Blu``) written in
    capitals is a code (``ORG``, ``GRY``), not a name."""
    if names:
        return word.lower() in _lowered(names)
    return word.lower() in _common() and not (word.isupper() and word.lower() in table()["colours"]["short"])


def named_colour(word: object) -> bool:
    """Whether a word (of two letters or more: a letter is a symbol) is a colour's name of the
    table's languages (``red``, ``rojo``, ``czerwony``)."""
    return isinstance(word, str) and len(word) > 1 and is_colour_name(word, ())


def english_name(name: str) -> str:
    """A colour name's English name in small letters (``gelb`` is yellow; an English name, or one the
    table gives none, as it is)."""
    return str(table()["english"].get(name.lower(), name.lower()))


def named_key_peg(word: str) -> Role:
    """What a key peg named by its colour counts (``black``, ``Schwarz``, ``blanc``: black or white;
    "" for any other word and for a letter, a symbol)."""
    name = english_name(word) if len(word) > 1 else ""
    return "black" if name == "black" else "white" if name == "white" else ""


def english_letter(name: str) -> str | None:
    """The letter of a colour name's English name (``gelb`` is yellow, Y), None for a name the
    table gives no English name."""
    english = table()["english"].get(name.lower())
    return None if english is None else str(table()["colours"]["en"][english])


def is_english_name(name: str) -> bool:
    """Whether a colour name is one of the table's English names (``Red``, ``Orange``)."""
    return name.lower() in table()["colours"]["en"]


@cache
def _lowered(names: tuple[str, ...]) -> frozenset[str]:
    return frozenset(n.lower() for n in names)


@cache
def _common() -> frozenset[str]:
    return frozenset(common_names())  # lower case, as the table writes them


# ---------------------------------------------------------------- counts in words
_ROLES = {"right": "black", "wrong": "white", "none": "none"}


def _alternation(entries: list[str]) -> str:
    ordered = sorted(dict.fromkeys(entries), key=lambda e: (-len(e), e))
    return "|".join(e.replace(" ", r"[ \t]+") for e in ordered)


@cache
def sheet_words(key: str) -> str:
    """The table's words of the text around the clues (``sheet``: ``colours``, ``are``,
    ``correction``), as one alternation for a pattern, longest first."""
    return "(?:" + _alternation(table()["sheet"][key]) + ")"


@cache
def around_words(key: str) -> str:
    """The table's words that may stand around a count (``around``: ``subset``, ``units``), as one
    alternation for a pattern, longest first."""
    return "(?:" + _alternation(table()["around"][key]) + ")"


def is_sheet_word(word: str, *keys: str) -> bool:
    """Whether a word is one of the table's words of the text around the clues under ``keys``
    (``header``: ``result``, ``score``; ``guess``: ``code``, ``try``), in any case."""
    return _sheet_pattern(keys).fullmatch(word) is not None


@cache
def _sheet_pattern(keys: tuple[str, ...]) -> re.Pattern[str]:
    return re.compile("|".join(sheet_words(key) for key in keys), re.IGNORECASE)


@cache
def _phrase(role: str, label: bool) -> re.Pattern[str]:
    """One expression for the phrases of ``role``: the table's words for it in every language
    and its Bulls and Cows family's, with the words that may stand around them (``numbers are``
    before, ``pegs`` after: ``2 numbers are well placed``, ``1 black peg``); for a ``label``
    before its count, also the table's label words (``Correct: 1``, ``b=1``)."""
    words = table()
    entries = [e for by_language in words[_key(role)].values() for e in by_language]
    families = {"black": ("bulls", "hits"), "white": ("cows", "blows")}.get(role, ())
    entries += [e for family in families for e in words["families"][family]]
    if role == "none":
        return re.compile(_alternation(entries), re.IGNORECASE)
    fillers = words["around"]
    nouns, verbs = _alternation(fillers["nouns"]), _alternation(fillers["verbs"])
    before = rf"(?:(?:{nouns})[ \t]+)?(?:(?:{verbs})[ \t]+)?"
    after = rf"(?:[ \t]+(?:{_alternation(fillers['pegs'])}))?"
    pattern = rf"{before}(?:{_alternation(entries)}){after}"
    if label:
        pattern += rf"|(?:{_alternation(words['labels'][role])}){after}"
    return re.compile(pattern, re.IGNORECASE)


def out_of(fragment: str, pegs: int) -> str:
    """The fragment with each count out of the code's pegs as the count alone (``1 of 4 in the
    right spot``, ``2 sur 4``: the table's ``of``; ``1/4 right, 2/4 wrong``, a slash only where
    two counts are so written: ``0/4`` alone is black and white; one count only with its label)."""
    if str(pegs) not in fragment:
        return fragment  # no count out of the pegs
    found = [m for m in _out_of().finditer(fragment) if int(m[3]) == pegs]
    if sum(1 for m in found if m[2]) < 2:
        found = [m for m in found if not m[2]]
    if len(found) == 1 and not re.match(r"[ \t]+[^\W\d_]", fragment[found[0].end() :]):
        return fragment  # 'RGBY 1 of 4': of what, unsaid
    for m in reversed(found):
        fragment = fragment[: m.start()] + m[1] + fragment[m.end() :]
    return fragment


@cache
def _out_of() -> re.Pattern[str]:
    of = _alternation(table()["around"]["of"])
    return re.compile(
        rf"(?<![\d/])(\d{{1,2}})(?:[ \t]*(/)[ \t]*|[ \t]+(?:{of})[ \t]+)(\d{{1,2}})(?![\d/])", re.I
    )


def _key(role: str) -> str:
    return {value: key for key, value in _ROLES.items()}[role]


@cache
def _numbers() -> tuple[tuple[re.Pattern[str], int], ...]:
    numbers: dict[str, list[str]] = table()["numbers"]
    return tuple(
        (re.compile(_alternation(entries), re.IGNORECASE), int(value)) for value, entries in numbers.items()
    )


@lru_cache(maxsize=4096)  # a pasted sheet asks for the same words on every line
def number(word: str) -> int | None:
    """The value of a number word (``two``, ``deux``, ``zwei``), else None."""
    for pattern, value in _numbers():
        if pattern.fullmatch(word):
            return value
    return None


@cache
def ordinals() -> str:
    """The table's ordinal words (``second``, ``3rd``, ``zweite``), as one alternation for a pattern."""
    return "(?:" + _alternation([w for words in table()["ordinals"].values() for w in words]) + ")"


def ordinal(word: str) -> int | None:
    """The place an ordinal word names (``second``: 2), else None."""
    return next(
        (
            int(n)
            for n, words in table()["ordinals"].items()
            if any(re.fullmatch(w, word, re.I) for w in words)
        ),
        None,
    )


_BLANKS = re.compile(r"[ \t]+")
_WORD = re.compile(r"[^ \t]+")

Item = tuple[str, str | int, int]
"""A part of a phrase: ('role', 'black' | 'white' | 'none', offset) or ('number', n, offset),
where offset is the part's first character in the phrase."""


@lru_cache(maxsize=1024)
def said(phrase: str, label: bool = False) -> tuple[Item, ...] | None:
    """What ``phrase`` names beside counts, part by part: its roles (``black``, ``white``,
    ``none``) and the number words before them (``one black``, ``zero black zero white``); None
    for a phrase the table does not read.  A trailing ``and`` (``black and``) belongs to no count.
    ``label``: the phrase stands before its count (``Correct: 1``), where label words are read.
    Kept for the phrases read last: the lexer's callback and the transformer ask of each twice,
    and a long sheet repeats its few phrases on every line.
    """
    words = [(m.group(0), m.start()) for m in _WORD.finditer(phrase)]
    if not words or (len(phrase.strip(" \t")) > 1 and not _holds_a_run(phrase)):
        return None  # prose ('Mastermind', 'guesses so far'), told without compiling the table
    found = _said(tuple(words), label)
    return None if found is None else tuple(found)


_RUN = re.compile(r"(?<!\\)[^\W\d_]+")
Run = tuple[str, bool, bool]
"""Letters written plainly in a phrase of the table, whether a word starts with them, whether
one ends with them."""


@cache
def runs() -> frozenset[Run]:
    """The runs of three letters or more written plainly in the table's phrases (``black`` in
    ``blacks?``, without a last letter that may be left out; two letters of another script, ``검은``
    of ``검은 ?핀``, or one that is a word, ``흰`` of ``흰 ?핀``, or a shorter phrase of it whole, ``볼``):
    a phrase the table reads (but a
    label's letter, ``b: 1``) holds one of them, so that one holding none is told at once
    (compiling the table's expressions takes some 20 ms of a command that reads prose)."""
    words = table()
    phrases = [e for role in _ROLES for by_language in words[role].values() for e in by_language]
    phrases += [e for family in words["families"].values() for e in family]
    phrases += [e for labels in words["labels"].values() for e in labels]
    return phrase_runs(phrases)


def phrase_runs(phrases: list[str]) -> frozenset[Run]:
    """The runs of three letters or more written plainly in ``phrases``, as ``runs`` says."""
    found: set[Run] = set()
    for phrase in phrases:
        for m in _RUN.finditer(phrase):
            run, after = m.group(0).lower(), phrase[m.end() : m.end() + 1]
            if after in ("?", "*", "{"):
                run, after = run[:-1], "?"
            starts = m.start() == 0 or phrase[m.start() - 1] == " "
            whole = m.start() == 0 and m.end() == len(phrase) and not run.isascii()  # Korean '볼'
            word = starts and after in ("", " ", "?")  # (a word of its own: Korean '흰' of '흰 ?핀')
            if len(run) >= 3 or whole or (not run.isascii() and (len(run) == 2 or word)):  # '검은 핀'
                found.add((run, starts, after in ("", " ")))
    return frozenset(found)


def _holds_a_run(phrase: str) -> bool:
    lowered = phrase.lower()
    words = lowered.split()
    for run, starts, ends in runs():
        if starts and ends:
            if run in words:
                return True
        elif starts:
            if any(w.startswith(run) for w in words):
                return True
        elif ends:
            if any(w.endswith(run) for w in words):
                return True
        elif run in lowered:
            return True
    return False


def _said(words: tuple[tuple[str, int], ...], label: bool) -> list[Item] | None:
    if not words:
        return []
    for k in range(len(words), 0, -1):  # the longest phrase of one role first
        role = _role(" ".join(w for w, _ in words[:k]), label)
        if role == "none" and k < len(words):
            continue  # no key peg at all is the whole feedback ('zero', not 'zero black')
        rest = _said(words[k:], label) if role else None
        if rest is not None:
            return [("role", role, words[0][1]), *rest]
    value = number(words[0][0])  # a number word before its count's words: 'one black'
    rest = _said(words[1:], label) if value is not None and len(words) > 1 else None
    if rest is not None and rest[0][1] in ("black", "white"):
        return [("number", value, words[0][1]), *rest]  # type: ignore[list-item]
    return None


def _role(phrase: str, label: bool = False) -> str:
    """What a phrase of one role names (``black``, ``white``, ``none``), else ''."""
    for candidate in _forms(phrase):
        for role in ("none", "black", "white"):
            if _phrase(role, label).fullmatch(candidate):
                return role
    return ""


def _forms(phrase: str) -> tuple[str, ...]:
    """``phrase`` with its blanks made single spaces, and without a trailing 'and' where it has
    one (``black and`` in ``2 black and 1 white``): the forms the table's entries are matched to."""
    phrase = _BLANKS.sub(" ", phrase.strip(" \t"))
    head, _, last = phrase.rpartition(" ")
    if head and last.lower() in table()["around"]["and"]:
        return phrase, head
    return (phrase,)


@cache
def _families() -> tuple[tuple[re.Pattern[str], str], ...]:
    return tuple((re.compile(_alternation(e), re.IGNORECASE), f) for f, e in table()["families"].items())


def family_word(phrase: str) -> str:
    """``bulls``, ``cows``, ``hits`` or ``blows`` for a phrase of those families (``2 cows``,
    ``Strikes: 1``), else ''."""
    for candidate in _forms(phrase):
        for pattern, name in _families():
            if pattern.fullmatch(candidate):
                return name
    return ""


# ---------------------------------------------------------------- a feedback in words
Part = tuple[str, str, int]
"""A part of a feedback in words as the grammar read it: ('count', digits, column), ('words',
phrase, column) or ('label', phrase, column) for a phrase before its count."""

FEEDBACK_WORDS = "a count and its word, such as '2 black 1 white', '1 bull 2 cows' or 'Black: 1'"
_COUNT_LOOKALIKES = {"O": "0", "o": "0", "l": "1", "I": "1"}
_RIGHTS, _WRONGS = ("black", "bulls", "hits"), ("white", "cows", "blows")


def counts_in_words(parts: list[Part], hint: str) -> tuple[dict[str, tuple[str, int]], int]:
    """The counts a feedback in words names (``2 black 1 white``, ``Bulls: 1, Cows: 2``, ``one
    black``, ``none``): {name: (count as written, column)} by the names ``black``, ``white``,
    ``bulls``, ``cows``, ``hits``, ``blows`` (empty for no key peg at all), and the column where
    the feedback starts.  A count goes with the phrase after it, or a label's with the phrase
    before it.  ``hint``: what feedback looks like, for the error on a word that is none.

    Raises NotationSyntaxError (marked unreadable: the line may be text around clues).
    """
    flat: list[Part] = []  # counts and phrases of one role each
    for kind, text, column in parts:
        items = None if kind == "count" else said(text, kind == "label")
        if kind != "count" and items is None:
            raise _unread(unknown_words(text, hint), column)
        for n, (_, value, offset) in enumerate(items or ()):
            end = items[n + 1][2] if items and n + 1 < len(items) else len(text)
            if isinstance(value, int):
                flat.append(("count", str(value), column + offset))
            else:
                flat.append((kind, text[offset:end].strip(" \t"), column + offset))
        if kind == "count":
            flat.append((kind, text, column))
    if len(flat) == 1 and flat[0][0] == "words" and _role(flat[0][1]) == "none":
        return {}, flat[0][2]
    counts_first = flat[0][0] == "count"
    named: dict[str, tuple[str, int]] = {}
    for i in range(0, len(flat), 2):
        pair = flat[i : i + 2] if counts_first else flat[i : i + 2][::-1]
        if [kind == "count" for kind, _, _ in pair] != [True, False]:
            text, column = flat[i : i + 2][-1][1:]
            message = f"{text!r} has no count beside it; write each count with its word ('2 black 1 white')"
            raise _unread(message, column)
        (_, digits, digits_column), (kind, phrase, phrase_column) = pair
        name = family_word(phrase) or _role(phrase, kind == "label")
        if name in ("none", "") or name in named:
            message = f"{phrase!r} does not go with the other count; expected {FEEDBACK_WORDS}"
            raise _unread(message, phrase_column)
        named[name] = (digits, digits_column)
    if sum(n in named for n in _RIGHTS) > 1 or sum(n in named for n in _WRONGS) > 1:
        raise _unread(f"two counts of the same pegs; expected {FEEDBACK_WORDS}", flat[-1][2])
    return named, flat[0][2]


_LABEL = re.compile(r"(.*?)(?:[ \t]*[:=][ \t]*|[ \t]+)([0-9]+)")


def label_parts(text: str, column: int) -> list[Part]:
    """A label and its count, one token of the grammar (``Black: 1``), as its two parts."""
    label = _LABEL.fullmatch(text)
    assert label is not None, "the grammar's LABEL is a phrase and its count"
    return [("label", label.group(1), column), ("count", label.group(2), column + label.start(2))]


def black_white(named: dict[str, tuple[str, int]]) -> tuple[tuple[str, int], tuple[str, int]]:
    """The black and the white count as written, with their columns (``0`` for one not named)."""
    black = next((named[n] for n in _RIGHTS if n in named), ("0", 0))
    white = next((named[n] for n in _WRONGS if n in named), ("0", 0))
    return black, white


def unknown_words(text: str, hint: str) -> str:
    """What to say of words the table does not read where counts are: a letter typed for a
    digit (``2 O``: did you mean 0?), a stray word, or words no language of the table has."""
    if text in _COUNT_LOOKALIKES:
        return f"unexpected {text!r}; did you mean {_COUNT_LOOKALIKES[text]}?"
    if " " not in text:
        return f"unexpected {text!r}; expected {hint}"
    return f"unknown words {text!r} for the counts; expected {FEEDBACK_WORDS}"


def _unread(message: str, column: int) -> NotationSyntaxError:
    error = NotationSyntaxError(message, column=column)
    error.unreadable = True
    return error


# ---------------------------------------------------------------- the phrases that name a count
Role = str  # 'black', 'white', 'total', 'none', 'guess' or '' (not known)


def glyph_role(mark: str) -> Role:
    """What a key-peg glyph counts with no legend: Unicode says black or white."""
    name = unicodedata.name(mark[0], "")
    if _NAMED_MARK.search(name):
        return ""  # 'WHITE HEAVY CHECK MARK' (✅) is a tick drawn white, no white peg
    if "BLACK" in name or mark in "Bb":
        return "black"
    if "WHITE" in name or mark in "Ww":
        return "white"
    return "white" if name and _hollow(name) else ""  # 'LARGE CIRCLE' beside 'BLACK LARGE CIRCLE'


def _hollow(name: str) -> bool:
    """Whether a glyph is a shape whose filled twin Unicode names ``BLACK`` and the glyph without it
    (◯ ``LARGE CIRCLE``, ⬤ ``BLACK LARGE CIRCLE``; not an arrow: → beside ➡)."""
    if _SHAPE.search(name) is None:
        return False
    try:
        unicodedata.lookup("BLACK " + name)
    except KeyError:
        return False
    return True


_SHAPE = Pattern(r"\b(?:CIRCLE|SQUARE|DIAMOND|RECTANGLE|ELLIPSE|PENTAGON|HEXAGON)$")
_NAMED_MARK = Pattern(r"\bMARK\b|CHECK|QUESTION|EXCLAMATION|CROSS|ARROW|(?:RIGHT|LEFT).POINTING")


@cache
def phrases() -> tuple[tuple[re.Pattern[str], Role], ...]:
    """The word table's phrases, each with what it names, longest first."""
    words = table()
    found: list[tuple[str, Role]] = []
    for role in ("right", "wrong", "none"):
        for patterns in words[role].values():
            found += [(p, {"right": "black", "wrong": "white", "none": "none"}[role]) for p in patterns]
    for role, patterns in words.get("counts", {}).items():
        found += [(p, role) for p in patterns]
    for family, patterns in words["families"].items():  # bulls and hits are black, cows and blows white
        found += [(p, "black" if family in ("bulls", "hits") else "white") for p in patterns]
    found.sort(key=lambda pair: -len(pair[0]))
    return tuple((phrase(p), role) for p, role in found)


@cache
def phrase(words: str) -> re.Pattern[str]:
    """A phrase of the word table as a pattern: whole words, any blanks between them."""
    return re.compile(r"(?<![^\W\d_])" + words.replace(" ", r"\s+") + r"(?![^\W\d_])", re.IGNORECASE)


@lru_cache(maxsize=4096)  # a sheet's labels repeat on every line
def named_at(label: str) -> int:
    """How many characters of ``label`` the longest phrase of the word table matches (0: none)."""
    sizes = [m.end() - m.start() for pattern, _ in phrases() if (m := pattern.search(label))]
    return max(sizes, default=0)


@lru_cache(maxsize=4096)
def role_of(label: str, counted: bool = False, peg: bool = False) -> Role:
    """What a label names (the word table; a total where it counts every right colour).
    ``counted``: the label of a count, which no phrase of none describes (``2 black pins and
    nothing else``: black). ``peg``: a legend's description of one key peg, which no total
    describes where a place is named (``right digit, wrong place``: white)."""
    label = label.strip()
    if not label:
        return ""
    if peg:
        role = role_of(label, counted)
        return _placed(label) if role == "total" else role
    best: tuple[int, Role] | None = None
    for pattern, role in phrases():
        if counted and role == "none":
            continue
        match = pattern.search(label)
        size = -1 if match is None else match.end() - match.start()
        if match is not None and (best is None or size > best[0] or (size == best[0] and role == "total")):
            best = (size, role)  # 'correct colours' beside a count in place is a total
    return "" if best is None else best[1]


def _placed(label: str) -> Role:
    """The role a label's phrase of a place names, where it also names a total; else the total
    (the words of the total, 'right' in 'right digit', name no place)."""
    spans = [m.span() for pattern, role in phrases() if role == "total" for m in pattern.finditer(label)]
    roles = {
        role
        for pattern, role in phrases()
        if role in ("black", "white")
        for m in pattern.finditer(label)
        if not any(start <= m.start() and m.end() <= end for start, end in spans)
    }
    return roles.pop() if len(roles) == 1 else "total"


@cache
def phrase_words() -> frozenset[str]:
    """The words written in the table's phrases that name a count (``no`` of ``no lugar certo``)."""
    return frozenset(
        w.lower() for p, role in phrases() if role != "none" for w in re.findall(r"[^\W\d_]+", p.pattern)
    )


@cache
def named_phrase() -> re.Pattern[str]:
    """Every phrase of the table that names a count, as one pattern (``no lugar certo``)."""
    return re.compile("|".join(p.pattern for p, role in phrases() if role != "none"), re.IGNORECASE)


def heading_roles(cells: list[str]) -> list[Role]:
    """What each cell of a heading or a table's header counts: words by the word table; letters by
    their partner (``A`` ``B``: bulls and cows; ``B`` ``W`` or ``K`` ``W``: black and white); a
    glyph (``○``, ``●``) by what Unicode names it."""
    bulls = {"a", "b"} <= {cell.lower() for cell in cells if len(cell) == 1}
    return [
        (("black" if c.lower() == "a" else "white" if c.lower() == "b" else "") if bulls else key_letter(c))
        or glyph_role(c)
        if len(c) == 1
        else role_of(c)
        for c in cells
    ]


def key_letter(letter: str) -> Role:
    """What a key peg's letter labels (``b``, ``w``: the word table's ``labels``), else ''."""
    return next((r for r, words in table()["labels"].items() if letter.lower() in words), "")
