"""The game a sheet's title states in words: ``Super Mastermind: 5 pegs, 8 colours``,
``4 digits, no repeats``, ``# pegs 4, colours 6`` (docs/notation.md, "A title that states the game").

Only the lines before the first clue are a title (a comment or text around the clues, not a
directive); a count or a rule stated twice with two values states nothing.  What this finds
is weaker than a directive: the sheet resolves it (``notation.sheet``) only where the clues
agree with it, and says so in a notice.  A line of pasted text that lists the colours by name
(``Code colours: Red, Green, Blue, Black (K)``) is read as the colors directive (``colour_list``).
"""

from __future__ import annotations

import functools
import re
from collections import Counter
from collections.abc import Callable
from typing import NamedTuple

from mmnotation.errors import NotationError
from mmnotation.model import Game, Sheet
from mmnotation.notation.grammar import DIRECTIVE
from mmnotation.notation.palette import SUPER_PEGS, free_letter
from mmnotation.notation.reader import MAX_LINE, ClueLine, Directive, Item, Source
from mmnotation.notation.reading_state import MAX_COLORS, MAX_PEGS, ColorsOption
from mmnotation.notation.text import Pattern
from mmnotation.notation.text_around import GAME_SIZE
from mmnotation.notation.words import english_letter, is_english_name, name_letter, role_of, sheet_words
from mmnotation.notation.words import number as number_word

_NUMBER = r"(\d{1,2}|[^\W\d_]{2,12})"
"""A count of a game's pegs or colours: digits, or a word that ``_count`` finds among the word
table's number words (a pattern of any word compiles fast; the table's words in it did not)."""


def _count(word: str) -> int | None:
    """The value of a count ``_NUMBER`` found: digits, or a number word of the word table, two or
    more (``cinq``, ``pięć``); None for any other word (``the pegs``, ``no pegs``)."""
    if word.isdecimal():  # (not isdigit: a superscript ² is a digit int() cannot read)
        return int(word)
    value = number_word(word)
    return value if value is not None and value >= 2 else None


# a count that tells what is right in a guess is feedback, not the game: '2 colours right'
_NOT_GAME = (
    r"(?![ \t]*(?:are[ \t]+|were[ \t]+|is[ \t]+)?"
    r"(?:right|correct|wrong|placed|misplaced|well|in[ \t]+(?:the[ \t]+)?(?:right|correct|wrong|place)))"
)
_ADJECTIVE = r"(?:(?:different|distinct|possible|available)[ \t]+)?"  # 8 different colours


# (not a value after its key: 'pegs=5 colours=8' states no 5 colours)
_COUNT_FIRST = r"(?<![\w.,=])" + _NUMBER + r"(?:[ \t]*-[ \t]*|[ \t]+)?" + _ADJECTIVE
_KEY_FIRST = r"[ \t]*[:=-]?[ \t]*" + _NUMBER + r"(?![\w.]|[ \t]*(?:-|\u2013|to|\.\.)[ \t]*\w)"  # not 1-6


# The patterns below are compiled (case-insensitive) on first use, their words from the word table
# (``sheet``): a sheet that opens with a clue reads no title and compiles none of them.
PEGS = Pattern(
    lambda: rf"{_COUNT_FIRST}{sheet_words('pegs')}\b{_NOT_GAME}|\b(?:pegs|holes|positions){_KEY_FIRST}",
    re.IGNORECASE,
)
COLOURS = Pattern(
    lambda: rf"{_COUNT_FIRST}{sheet_words('colours')}\b{_NOT_GAME}|\b{sheet_words('colours')}{_KEY_FIRST}",
    re.IGNORECASE,
)
# the colours as a range of symbols: 'colors 1-6', 'digits 0-9', 'letters A-F', 'colours: from 0 to 5'
COLOUR_RANGE = Pattern(
    lambda: (
        rf"\b(?:{sheet_words('colours')}|digits|letters|symbols)[ \t]*(?:[:=][ \t]*)?(?:from[ \t]+)?[(\[]?"
        r"(?:([0-9])[ \t]*(?:-|\u2013|to|\.\.)[ \t]*([0-9])"
        r"|([A-Za-z])[ \t]*(?:-|\u2013|to|\.\.)[ \t]*([A-Za-z]))\b"
    ),
    re.IGNORECASE,
)
NO_REPEATS = Pattern(
    lambda: (
        rf"\b{sheet_words('without')}[ \t]+"
        r"(?:(?:(?:colou?r|digit|letter|peg)s?|couleurs?|farben?|colou?res?|cores?|colori|kleuren?)[ \t]+)?"
        rf"(?:en[ \t]+)?{sheet_words('repeat')}"
        rf"|\b{sheet_words('repeat')}[ \t]*(?:[:=][ \t]*)?(?:no|off|false|not[ \t]+allowed|forbidden)\b"
        rf"|\b{sheet_words('all')}[ \t]+"
        r"(?:(?:the[ \t]+)?(?:colou?rs|digits|letters|pegs|symbols|couleurs|farben|colou?res|cores|colori"
        r"|kleuren|chiffres|ziffern|cifre|cijfers|d[íi]gitos)[ \t]+(?:are[ \t]+|sind[ \t]+|sont[ \t]+)?)?"
        rf"{sheet_words('different')}\b"
        r"|\b(?:unique|distinct|different)[ \t]+(?:colou?rs|digits|letters|pegs|symbols)\b"
        # said of the colours ('colours can't repeat', 'each colour at most once'; not 'I can't repeat that')
        r"|\b(?:colou?rs?|digits?|letters?|pegs?|symbols?|numbers?)\b[^.;\n]{0,30}?"
        r"(?:\b(?:can'?t|cannot|can[ \t]+not|don'?t|do[ \t]+not|may[ \t]+not|must[ \t]+not|never)[ \t]+"
        r"(?:be[ \t]+)?(?:repeat(?:ed)?|appear[ \t]+twice|(?:be[ \t]+)?used[ \t]+twice)\b"
        r"|\b(?:at[ \t]+most|only)[ \t]+once\b)"
    ),
    re.IGNORECASE,
)
REPEATS = Pattern(
    lambda: (
        rf"\b{sheet_words('with')}[ \t]+{sheet_words('repeat')}"
        rf"|\b{sheet_words('repeat')}[ \t]*(?:[:=][ \t]*)?(?:allowed|ok|yes|on|true|permitted)\b"
    ),
    re.IGNORECASE,
)

# a game's name states its rules: Bulls and Cows is the digits 0-9 without repeats, and so is
# Hit and Blow's rule on repeats (its colours vary)
GAMES: list[tuple[str, str, dict[str, int | bool]]] = [
    (
        r"\bbulls?[ \t]*(?:and|&|\+|n|'n')[ \t]*cows?\b|\bcows?[ \t]*(?:and|&)[ \t]*bulls?\b",
        "Bulls and Cows",
        {"colors": 10, "repeats": False},
    ),
    (r"\bhits?[ \t]*(?:and|&|\+)[ \t]*blows?\b", "Hit and Blow", {"repeats": False}),
    (r"\b(?:pad)?lock\b|\bcombination[ \t]+lock\b", "a lock", {"colors": 10}),  # its digits are 0-9
    (
        r"\bsuper[ \t]*master[ \t]*mind\b|\b(?:deluxe|advanced)[ \t]+master[ \t]*mind\b",
        "Super Mastermind",
        {"pegs": 5, "colors": 8},
    ),
]


class Stated(NamedTuple):
    """What a title states, as directives (placed at the number or the words that state each)."""

    directives: dict[str, Directive]
    lines: frozenset[int]  # the title lines that state something: text around the clues, never clues
    said: str = "the title"  # where, for the notices: the title, or a line after the clues

    def words(self, names: set[str] | None = None) -> str:
        """``5 pegs, 8 colours, no repeats`` (only ``names``, when given)."""
        chosen = {n: d for n, d in self.directives.items() if names is None or n in names}
        games = sorted(
            {d.written for d in chosen.values() if not d.written.isdigit() and d.written not in _RULES}
        )
        named = f" ({', '.join(games)})" if games else ""
        return describe({n: d.value for n, d in chosen.items()}) + named

    def as_directives(self, names: set[str] | None = None) -> str:
        """``pegs: 5``, ``colors: 8``, ``repeats: no`` for the stated ``names``."""
        parts = []
        for name, item in self.directives.items():
            if names is None or name in names:
                value = ("yes" if item.value else "no") if name == "repeats" else item.value
                parts.append(f"'{name}: {value}'")
        return " and ".join(parts)


def without_statements(text: str) -> str:
    """``text`` with what it states of the game blanked (same columns): what is left of a title
    line is tested as any line is, for a guess ('Mastermind with Bob, 5 pegs': 'Bob' is not a
    guess with counts after it; 'RGBY 2 pegs, 1 white' holds the guess RGBY)."""
    patterns: list[str | Pattern] = [PEGS, COLOURS, COLOUR_RANGE, GAME_SIZE, NO_REPEATS, REPEATS]
    patterns += [game for game, _, _ in GAMES]
    for pattern in patterns:
        text = _ignoring_case(pattern).sub(lambda m: " " * len(m.group(0)), text)
    return text


def describe(values: dict[str, int | bool | tuple[object, ...]]) -> str:
    """``5 pegs, 8 colours, no repeats``: a game's ``pegs``, ``colors`` and ``repeats`` in words."""
    parts = []
    for name in ("pegs", "colors", "repeats"):
        if name not in values:
            continue
        value = values[name]
        if name == "repeats":
            parts.append("repeats allowed" if value else "no repeats")
        else:
            noun = "peg" if name == "pegs" else "colour"
            parts.append(f"{value} {noun}{'' if value == 1 else 's'}")
    return ", ".join(parts)


_RULES = ("True", "False")  # how a stated repeats rule is written in its directive


def _nothing_stated() -> dict[str, list[tuple[int | bool, int, int, str]]]:
    """(value, line, column, as written) of each count and rule stated: none yet."""
    return {"pegs": [], "colors": [], "repeats": []}


def states_game(text: str) -> bool:
    """Whether a line states something of the game (a count, a range of colours, a rule)."""
    return any(_stated(text, 1).values())


def _stated(text: str, number: int) -> dict[str, list[tuple[int | bool, int, int, str]]]:
    """The (value, line, column, as written) of each count and rule that line ``number`` states;
    a game's name states its rules where the line states none of its own."""
    found = _nothing_stated()
    for name, pattern in (("pegs", PEGS), ("colors", COLOURS)):
        for match in _ignoring_case(pattern).finditer(text):
            word = match.group(1) or match.group(2)
            value = _count(word)
            if value is None:
                continue
            if name == "pegs" and value >= 10 and re.search("digit|letter", match.group(0), re.I):
                continue  # 'the 10 digits' are colours, not holes
            column = (match.start(1) if match.group(1) else match.start(2)) + 1
            found[name].append((value, number, column, str(value)))
    for size in _ignoring_case(GAME_SIZE).finditer(text):  # MM(5,8), 5x8: pegs, then colours
        at = 1 if size.group(1) else 3
        for name, group in (("pegs", at), ("colors", at + 1)):
            found[name].append((int(size.group(group)), number, size.start(group) + 1, size.group(group)))
    for ranged in _ignoring_case(COLOUR_RANGE).finditer(text):
        low, high = (
            (ranged.group(1), ranged.group(2)) if ranged.group(1) else (ranged.group(3), ranged.group(4))
        )
        count = ord(high.upper()) - ord(low.upper()) + 1
        if count >= 2:
            found["colors"].append((count, number, ranged.start() + 1, str(count)))
    for rule, pattern in ((False, NO_REPEATS), (True, REPEATS)):
        said = next((m for m in _ignoring_case(pattern).finditer(text) if not _palette(text, m)), None)
        if said is not None:
            found["repeats"].append((rule, number, said.start() + 1, str(rule)))
            break  # 'no repeats allowed' is no repeats, not also 'repeats allowed'
    for name_of_game, game, rules in GAMES:
        named = _ignoring_case(name_of_game).search(text)
        if named is not None:
            for name, value in rules.items():
                if not found[name]:
                    found[name].append((value, number, named.start() + 1, game))
    return found


def _ignoring_case(pattern: str | Pattern) -> re.Pattern[str]:
    """``pattern`` compiled to ignore case, on first use."""
    return pattern.compiled if isinstance(pattern, Pattern) else _compiled(pattern)


@functools.cache
def _compiled(pattern: str) -> re.Pattern[str]:
    return re.compile(pattern, re.IGNORECASE)


def _palette(text: str, said: re.Match[str]) -> bool:
    """'8 different colours': the colours of the game, not a rule on repeats ('4 different digits' is one)."""
    return bool(
        re.match(r"(?:unique|distinct|different)[ \t]+colou?rs", said.group(0), re.IGNORECASE)
        and (counted := re.search(_NUMBER + r"[ \t]+$", text[: said.start()], re.IGNORECASE)) is not None
        and _count(counted.group(1)) is not None
    )


def stated_game(source: Source, items: list[Item]) -> Stated | None:
    """The game the title lines state, or None when they state nothing (or contradict themselves)."""
    directive_lines = {i.line for i in items if isinstance(i, Directive)}
    clue_lines = {i.line: i for i in items if isinstance(i, ClueLine)}
    found = _nothing_stated()
    lines: set[int] = set()
    guessed = [n for n, clue in clue_lines.items() if clue.guess is not None]
    last = max(guessed, default=0)
    numbered = list(enumerate(source.lines, start=1))
    # the lines above the first clue, then those after the last (a game stated as an afterthought)
    for part in (numbered, numbered[last:] if last else []):
        for number, text in part:
            if number in directive_lines:  # what its comment states ('colors: R G B  # 4 pegs')
                text = "" if "#" not in text else " " * text.index("#") + text[text.index("#") :]
            if not text.strip() or len(text) > MAX_LINE:  # (a line that long is refused: no title)
                continue
            clue = clue_lines.get(number)
            if clue is not None and clue.guess is not None:
                break  # the first clue: the title is above it
            stated = _stated(text, number)
            if clue is not None and not any(stated.values()):
                break  # a run of symbols that states nothing ('4 pegs / 8 colours' reads as a run)
            for name, values in stated.items():
                found[name].extend(values)
            if any(stated.values()):
                lines.add(number)
    directives: dict[str, Directive] = {}
    for name, values in found.items():
        if not values or len({v for v, _, _, _ in values}) > 1:
            continue  # nothing stated, or two values: nothing decided
        value, number, column, written = values[0]
        limit = MAX_PEGS if name == "pegs" else MAX_COLORS
        if name != "repeats" and not 2 <= int(value) <= limit:
            continue  # 'each peg is one colour' is prose: a game of one peg or colour takes a directive
        directives[name] = Directive(name, value, number, column, column, written)
    if not directives:
        return None
    after = [n for n in lines if n > last] if last else []
    said = "the title" if not after else "the text after the clues"
    if after and len(after) < len(lines):
        said = "the text around the clues"
    return Stated(directives, frozenset(lines), said)


# ---------------------------------------------------------------- what the title decides
class Note(NamedTuple):
    """A notice about the title, placed where it states the first of ``names``."""

    message: str
    stated: Stated
    names: set[str]


Attempt = Callable[[dict[str, Directive] | None, Note | None, list[int]], Sheet]
"""One reading of the sheet (``notation.sheet``) with the directives a title states and its
notice; it fills the list with the lines skipped as text, and raises NotationError."""


def open_names(
    stated: Stated, options: tuple[int | None, ColorsOption, bool | None], items: list[Item]
) -> set[str]:
    """The names the title states that no option (pegs, colours, repeats) or directive settles."""
    settled = {
        name
        for name, option in zip(("pegs", "colors", "repeats"), options, strict=True)
        if option is not None
    }
    settled |= {item.name for item in items if isinstance(item, Directive)}
    return set(stated.directives) - settled


def decide(
    stated: Stated, names: set[str], attempt: Attempt, runs: frozenset[int] = frozenset()
) -> tuple[dict[str, Directive] | None, Note | None, Sheet | None]:
    """What the title decides among ``names`` (directives to assume), the notice that says so,
    and the sheet so read when a reading made it: the title is taken where the sheet then reads
    and makes text of none of ``runs`` that the clues alone did not (the lines the grammar read as
    a run of symbols with counts, which only the pegs split: under a title of other pegs
    'RGBYOP20' would be skipped, not read); else the clues overrule it.  The text a title makes
    of chatter that the clues alone left errors ('Bob: lol' where no game settled) is what a
    title is for."""
    first_skipped: list[int] = []
    try:
        sheet: Sheet | None = attempt(None, None, first_skipped)
    except NotationError:
        sheet = None
    changed = names if sheet is None else _changed(sheet.game, stated, names)
    assumed = {name: stated.directives[name] for name in names}
    if not changed:  # the title agrees with the clues: nothing to say
        if sheet is not None and "colors" in names and sheet.game.pegs == SUPER_PEGS:
            try:  # 5 pegs of letters: the colours are the title's, not a default said in a notice
                return assumed, None, attempt(assumed, None, [])
            except NotationError:
                pass
        return None, None, sheet
    what, written = stated.words(changed), stated.as_directives(changed)
    without = "" if sheet is None else f" (without it, {_words(sheet.game, changed)})"
    told = Note(
        f"{stated.said} states {what}: the game is read so{without}; a directive says it: {written}",
        stated,
        changed,
    )
    title_skipped: list[int] = []
    try:
        read_so: Sheet | None = attempt(assumed, told, title_skipped)
    except NotationError:
        read_so = None  # no reading
    if read_so is not None and not (set(title_skipped) - set(first_skipped)) & runs:
        return assumed, told, read_so
    if sheet is None:
        return None, None, None  # the clues' own errors stand
    overruled = (
        f"{stated.said} states {what}, but the clues do not fit that game: "
        f"read as they say ({_words(sheet.game, changed)})"
    )
    return None, Note(overruled, stated, changed), None


def _of_game(game: Game) -> dict[str, int | bool]:
    return {"pegs": game.pegs, "colors": len(game.colors), "repeats": game.repeats}


def _changed(game: Game, stated: Stated, names: set[str]) -> set[str]:
    """The names whose stated value differs from the game the clues settled."""
    of_game = _of_game(game)
    return {name for name in names if stated.directives[name].value != of_game[name]}


def _words(game: Game, names: set[str]) -> str:
    """``6 colours``, ``repeats allowed``: the game's values of ``names``, as a title states them."""
    return describe({name: value for name, value in _of_game(game).items() if name in names})


# ---------------------------------------------------------------- a line that lists the colours
@functools.cache
def _colours_line() -> re.Pattern[str]:
    """A line that lists the game's colours: a few words, the table's noun (``sheet`` ``colours``),
    maybe its verb, a colon, the names."""
    return re.compile(
        rf"[ \t]*(?:[^\W\d_]+[ \t]+){{0,2}}{sheet_words('colours')}(?:[ \t]+{sheet_words('are')})?"
        r"[ \t]*[:=][ \t]*(.+?)[ \t.]*",
        re.IGNORECASE,
    )


def colour_list(line: str) -> str | None:
    """The colours directive a line before the clues states as a list of names (``Code colours:
    Red, Green, Blue, Yellow, White, Black (K)``, in any language; a letter in brackets or after
    ``=`` is the name's symbol), or None."""
    listed = _colours_line().fullmatch(line)
    if listed is None:
        listed = _LETTERED_LIST.fullmatch(line)
        named = [name for name, _ in _LETTERED.findall("" if listed is None else listed.group(1))]
        if listed is None or 2 * sum(1 for name in named if role_of(name)) > len(named):
            return None  # counts named ('black=1 white=2 total=3 none=0'), no colours
        line = re.sub(r"[ \t]*=[ \t]*", "=", line)
        listed = _LETTERED_LIST.fullmatch(line)  # (the same line, no blank around its '=')
        if listed is None:
            return None
    body, rest = _listed_part(listed.group(1))
    letters = _LETTERS_AFTER.search(body)  # 'red, green, blue (R G B)': a letter each, in order
    body = body[: letters.start()] if letters else body
    counted = _COUNTED.search(body)  # 'R G B Y O P (6)': the colours' count, not P's symbol
    if counted and int(counted[1]) == len(_names(body[: counted.start()])):
        body = body[: counted.start()]
    body = re.sub(r"[ \t]*[(\[][ \t]*([A-Za-z0-9])[ \t]*[)\]]", r"=\1", body.strip("[] "))
    names = _names(body.strip("() "))
    if letters is not None:
        given = re.findall(r"[A-Za-z0-9]", letters.group(1))
        if len(given) != len(names) or any("=" in n for n in names):
            return None
        names = [f"{name}={letter}" for name, letter in zip(names, given, strict=True)]
    if not 2 <= len(names) <= 36 or not all(_NAMED.fullmatch(n) for n in names):
        return None
    # the notation's own directive ('colors: Red Green Blue Black') says which letter each name gets,
    # else it is an error that says so: letters are given only to a list written some other way
    directive = "colors: " + " ".join(names if DIRECTIVE.match(line) or letters else _lettered(names))
    return directive + (f"  # {rest}" if rest else "")


def _names(listed: str) -> list[str]:
    """The names of a list of the colours, apart by blanks, commas, semicolons or slashes."""
    return [n for n in re.split(r"[\s,;/]+", listed) if n]


_COUNTED = Pattern(r"[ \t]*[(\[][ \t]*([0-9]{1,2})[ \t]*[)\]][ \t]*$")


def colour_lists(lines: list[str]) -> dict[int, str]:
    """The colours directive of each line that lists the colours (``colour_list``); where none
    does, a list of four names or more after a label of any language whose names two lines or more
    write as a guess (``Kolónan: kòrá, vèrdè, blou, hel`` over ``kòrá vèrdè blou hel — 1 pretu``):
    what the sheet does with the names says they are its colours, not the label; names that share an
    initial take their letters as in any list (not the notation's own directive)."""
    listed = {n: got for n, line in enumerate(lines, start=1) if (got := colour_list(line)) is not None}
    if listed:
        return listed
    for number, line in enumerate(lines, start=1):
        names = _NAMES_LISTED.fullmatch(line)
        if names is None:
            continue
        known = {name.casefold() for name in re.split(r"[ \t]*,[ \t]*", names.group(1))}
        used = sum(
            1 for n, other in enumerate(lines, start=1) if n != number and _written_as_guess(other, known)
        )
        if used >= 2 and (got := colour_list(f"game colours: {names.group(1)}")) is not None:
            listed[number] = got
    return listed


_NAMES_LISTED = Pattern(  # a label of a word or two, a colon, four names or more apart by commas
    r"[ \t]*[^\W\d_]+(?:[ \t]+[^\W\d_]+)?[ \t]*:"
    r"[ \t]*([^\W\d_]{2,16}(?:[ \t]*,[ \t]*[^\W\d_]{2,16}){3,})[ \t.]*"
)


def _written_as_guess(line: str, names: set[str]) -> bool:
    """Whether the line writes three of the names or more one after another, then a count (a guess
    of them and its feedback: ``kòrá vèrdè blou hel — 1 pretu``)."""
    run, end = 0, 0
    for word in re.finditer(r"[^\W\d_]+", line):
        if run >= 3 and (word.group().casefold() not in names or line[end : word.start()].strip(" \t,-")):
            break
        if word.group().casefold() in names:
            together = run and not line[end : word.start()].strip(" \t,-")
            run, end = (run + 1 if together else 1), word.end()
        else:
            run = 0
    return run >= 3 and re.match(r"[\s:|=>\u2013\u2014-]*\d", line[end:]) is not None


def _listed_part(body: str) -> tuple[str, str]:
    """The names of a colour list, and what the line states after them (``red, green, blue, 4 pegs,
    no repeats``: the game's size and rule, a comment after the directive that the title reads)."""
    start = 0
    for separator in [*re.finditer(r"[,;\u00b7|]", body), None]:
        end = len(body) if separator is None else separator.start()
        part = body[start:end]
        if start and (states_game(part) or re.search(r"\d", part)):
            return body[: start - 1].strip(), body[start:].strip()
        start = end + 1
    return body, ""


# four names or more, each given its letter, after a label in any language or none (Papiamento's
# 'Kolónan: kòrá=R bèrdè=G blou=B hel=Y'): the letters say it lists the colours, not the label
_LETTERED_LIST = Pattern(
    r"[ \t]*(?:[^\W\d_]+(?:[ \t]+[^\W\d_]+)?[ \t]*:[ \t]*)?"
    r"((?:[^\W\d_]{2,16}[ \t]*=[ \t]*[A-Za-z0-9](?![^\W_])[ \t,;]*){4,})"
)
_LETTERED = Pattern(r"([^\W\d_]{2,16})[ \t]*=[ \t]*([A-Za-z0-9])")

# the letters of a colour list's names, in brackets after the last ('red, green, blue (R G B)')
_LETTERS_AFTER = Pattern(r"[ \t]*[(\[][ \t]*([A-Za-z0-9](?:[ \t,/]+[A-Za-z0-9])+)[ \t]*[)\]][ \t]*$")


def _lettered(entries: list[str]) -> list[str]:
    """The entries of a pasted colour list: names of one language whose initials collide take their
    English names' letters (the word table's ``english``: ``rojo verde azul amarillo``, R G B Y);
    else a name whose initial an earlier name has given the letter the notation's error would
    suggest (``Blue Black``: ``Black=K``; the notice that the list was read says so). The
    notation's own colors directive keeps its error."""
    given = {e.split("=")[1].upper() for e in entries if "=" in e}
    plain = [e for e in entries if "=" not in e and len(e) > 1]
    english = {e: english_letter(e) or name_letter(e) for e in plain}  # (an English name: its own)
    initials = Counter(name_letter(e) for e in plain)
    shared = [e for e in plain if initials[name_letter(e)] > 1]
    in_english = 2 * sum(1 for e in plain if is_english_name(e)) > len(plain)  # ('violet' of a French list)
    if (  # names of a language whose initials collide: their English names' letters (rojo R, verde G)
        shared
        and all(english_letter(e) and not (in_english and is_english_name(e)) for e in shared)  # (Red, Rose)
        and len(set(english.values())) == len(plain)
        and not set(english.values()) & given
    ):
        return [f"{e}={english[e]}" if e in english else e for e in entries]
    owner: set[str] = set()
    out = []
    for entry in entries:
        if "=" in entry or len(entry) == 1:
            owner.add(entry.split("=")[-1].upper())
            out.append(entry)
            continue
        letter = name_letter(entry)
        if letter in owner:
            claimed = {name_letter(e) for e in entries if "=" not in e} | given
            letter = free_letter(entry, owner | claimed)
            entry = f"{entry}={letter}"
        owner.add(letter)
        out.append(entry)
    return out


_NAMED = Pattern(r"[^\W\d_]{1,16}(?:=[A-Za-z0-9])?")  # Black, Black=K
