"""Resolve read lines into a Sheet: the game, and each clue split and checked.

This is the meaning layer, a few small passes, each returning its value and its errors:
directives, the declared palette and names, the number of pegs, the split of each clue
(a run such as ``BBYR12`` splits by the number of pegs), the palette, and the checks of
each clue against the game.  The rules are the README's "Resolving the game".
"""

from __future__ import annotations

import gc
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Any, NamedTuple

from mmnotation.errors import (
    GameError,
    NotationError,
    NotationMeaningError,
    NotationNotice,
    NotationSyntaxError,
)
from mmnotation.model import (
    EMPTY,
    UNKNOWN,
    Clue,
    Code,
    Feedback,
    Game,
    Sheet,
    check_count,
    check_feedback,
    check_game,
    normal,
)
from mmnotation.notation.conventions import Written, family, in_light
from mmnotation.notation.emoji import emoji_pegs
from mmnotation.notation.furniture import NAMED_CODE, holds_guess
from mmnotation.notation.grammar import FEEDBACK_HINT, common_names, name_letter, parse, same_colour
from mmnotation.notation.reader import (
    MAX_LINE,
    ClueLine,
    Commented,
    Directive,
    Entry,
    Guess,
    LineTransformer,
    ReadFeedback,
    Run,
    Source,
    Unread,
    Word,
    decode,
    header_word,
    read,
)
from mmnotation.notation.two_lines import pair_lines, speakers

LETTERS = "RGBYOPWK" + "ACDEFHIJLMNQSTUVXZ"
ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
DIGITS = "1234567890"
DIGITS_FROM_ZERO = "0123456789"
DEFAULT_COLORS = 6
DEFAULT_PEGS = 4
MAX_PEGS = 32
MAX_COLORS = 36
_LONGEST_FEEDBACK = 12  # characters at the end of a compact run that may be its feedback

ColorsOption = int | str | tuple[str, ...] | None
"""A count, an alphabet (a string of two digits or fewer is a count), or the palette itself."""


class Reading(NamedTuple):
    """One way to read a clue line: the guess symbols, their columns, and the feedback."""

    guess: str
    columns: tuple[int, ...]
    feedback: ReadFeedback
    written: str  # how this reading splits the line, for messages
    notice: str = ""  # what the writer may not have meant (a dashed guess)


@dataclass(slots=True)
class _Found:
    """What the passes found so far: errors and notices, in any order (sorted at the end)."""

    source: Source
    errors: list[NotationError] = field(default_factory=list)
    notices: list[NotationNotice] = field(default_factory=list)
    paired: frozenset[int] = frozenset()  # clues whose feedback is on the next line (_two_lines)

    def error(
        self, message: str, line: int, column: int, cls: type[NotationError] = NotationMeaningError
    ) -> None:
        self.errors.append(self.source.error(cls, message, line, column))

    def notice(self, message: str, line: int, column: int) -> None:
        note = self.source.error(NotationNotice, message, line, column)
        assert isinstance(note, NotationNotice)
        self.notices.append(note)


# ---------------------------------------------------------------- pass 1: directives
def directives_of(items: list[Directive | ClueLine], found: _Found) -> dict[str, Directive]:
    """The directives by name: each before the first clue, each name with one value."""
    out: dict[str, Directive] = {}
    first_clue: ClueLine | None = None
    for item in items:
        if isinstance(item, ClueLine):
            first_clue = first_clue or item
            continue
        if first_clue is not None:
            found.error(
                f"directives go before the first clue (line {first_clue.line})", item.line, item.column
            )
            continue
        before = out.get(item.name)
        if before is not None and before.value != item.value:
            found.error(
                f"this {item.name} directive conflicts with line {before.line}", item.line, item.value_column
            )
            continue
        out[item.name] = item
    return out


# ---------------------------------------------------------------- pass 2: palette and names
class Declared(NamedTuple):
    """The palette as declared (a count, the symbols, or nothing) and the colour names."""

    palette: int | tuple[str, ...] | None
    names: tuple[str, ...]  # one a symbol, when the palette is named
    name_map: dict[str, str]  # lower-case name -> symbol

    @property
    def mixed(self) -> bool:
        """True when the declared palette has both letters and digits."""
        p = self.palette
        return isinstance(p, tuple) and any(c.isalpha() for c in p) and any(c.isdigit() for c in p)


def declared_palette(
    colors: ColorsOption, names: tuple[str, ...], directives: dict[str, Directive], found: _Found
) -> Declared:
    """The palette and names: the option, else the directive.  Raises GameError for a bad option."""
    palette: int | tuple[str, ...] | None = None
    if colors is not None:
        palette = option_colors(colors)
    item = directives.get("colors")
    dir_names: tuple[str, ...] = ()
    if item is not None:
        value = _directive_palette(item, found)
        if value is not None:
            value_palette, dir_names = value
            if palette is None:
                palette = value_palette
    if colors is None:
        names = dir_names
    if not (isinstance(palette, tuple) and len(names) == len(palette)):
        names = ()
    symbols = palette if isinstance(palette, tuple) else ()
    name_map = {n.lower(): s for n, s in zip(names, symbols, strict=False) if len(n) > 1}
    return Declared(palette, names, name_map)


def _directive_palette(
    item: Directive, found: _Found
) -> tuple[int | tuple[str, ...], tuple[str, ...]] | None:
    """A colors directive: a count, or (symbols, names); None after an error."""
    if isinstance(item.value, int) and not isinstance(item.value, bool):
        if not 1 <= item.value <= MAX_COLORS:
            found.error(f"colors must be 1 to {MAX_COLORS}, not {item.value}", item.line, item.value_column)
            return None
        return item.value, ()
    assert isinstance(item.value, tuple)
    entries: tuple[Entry, ...] = item.value
    if len(entries) == 1 and entries[0].letter is None:  # an alphabet: RGBYOPWK
        word = entries[0].word
        symbols = tuple(Code.of(word.text).symbols)
        for i, sym in enumerate(symbols):
            if not (sym.isalnum() and sym.isascii()):
                found.error(
                    f"{sym!r} cannot be a colour: a colour is a letter or a digit", item.line, word.column + i
                )
                return None
            if sym in symbols[:i]:
                found.error(f"symbol {sym!r} appears twice in the palette", item.line, word.column + i)
                return None
        return symbols, ()
    out: list[str] = []
    names: list[str] = []
    owner: dict[str, str] = {}
    for entry in entries:
        word = entry.word
        if entry.letter is not None:
            symbol = entry.letter.text.upper()
            if len(symbol) != 1 or not (symbol.isalnum() and symbol.isascii()):
                found.error(
                    f"a colour's symbol is one letter or digit, not {entry.letter.text!r}",
                    item.line,
                    entry.letter.column,
                )
                return None
        else:
            symbol = name_letter(word.text) if len(word.text) > 1 else word.text.upper()
            if not (symbol.isalnum() and symbol.isascii()):
                found.error(
                    f"{word.text[0]!r} cannot be a colour: a colour is a letter or a digit",
                    item.line,
                    word.column,
                )
                return None
        if symbol in owner:
            if entry.letter is None and len(word.text) > 1:
                found.error(
                    f"colours {owner[symbol]!r} and {word.text!r} share the initial {symbol!r}; "
                    f"say which letter each gets, e.g. {word.text}={_free_letter(word.text, owner)}",
                    item.line,
                    word.column,
                )
            else:
                found.error(f"symbol {symbol!r} is given to two colours", item.line, word.column)
            return None
        owner[symbol] = word.text
        out.append(symbol)
        names.append(word.text)
    return tuple(out), tuple(names) if any(len(n) > 1 for n in names) else ()


def _free_letter(name: str, taken: dict[str, str] | set[str]) -> str:
    """A letter for ``name`` that no colour has yet, for the suggested fix (Black is K, as in CMYK)."""
    if name.lower() == "black" and "K" not in taken:
        return "K"
    return next((c for c in name.upper()[1:] if c.isalpha() and c not in taken), "X")


def option_colors(colors: int | str | tuple[str, ...]) -> int | tuple[str, ...]:
    """The --colors option: a count, an alphabet, or the palette itself.  Raises GameError."""
    if isinstance(colors, bool):
        raise GameError(f"colors is a count or an alphabet, not {colors!r}")
    if isinstance(colors, tuple):  # a palette given whole is never a count, even "12"
        colors = "".join(colors)
    elif isinstance(colors, int) or (
        isinstance(colors, str) and colors.isascii() and colors.isdigit() and len(colors) <= 2
    ):
        count = int(colors)
        if not 1 <= count <= MAX_COLORS:
            raise GameError(f"colors must be 1 to {MAX_COLORS}, not {count}")
        return count
    if not isinstance(colors, str):
        raise GameError(f"colors is a count or an alphabet, not {colors!r}")
    symbols = tuple(Code.of(colors).symbols)
    if (
        not symbols
        or not all(s.isalnum() and s.isascii() for s in symbols)
        or len(set(symbols)) != len(symbols)
    ):
        raise GameError(f"a palette is distinct letters or digits, not {colors!r}")
    return symbols


# ---------------------------------------------------------------- pass 3: readings of each clue
@lru_cache(maxsize=1024)
def _columns(first: int, n: int) -> tuple[int, ...]:
    """The columns of ``n`` symbols written together from ``first`` (shared: long sheets repeat them)."""
    return tuple(range(first, first + n))


def _symbols_of(
    guess: Guess, declared: Declared, found: _Found, line: int
) -> tuple[str, tuple[int, ...]] | None:
    """The symbols and columns of a guess; None after an error (an unknown name...)."""
    if guess.form in ("together", "dashed"):  # the commonest: one word, one symbol a character
        return normal(guess.text), _columns(guess.column, len(guess.text))
    out: list[str] = []
    cols: list[int] = []
    for word in guess.words:
        if guess.form == "named":
            key = word.text.lower()
            if declared.name_map:
                sym = declared.name_map.get(key)
                if sym is None:
                    known = ", ".join(declared.names)
                    found.error(
                        f"unknown colour name {word.text!r}; expected one of {known}", line, word.column
                    )
                    return None
            else:
                sym = name_letter(word.text)
            out.append(sym)
        else:
            out.append(normal(word.text))
        cols.append(word.column)
    return "".join(out), tuple(cols)


def _feedback_text(text: str, column: int, line: int, path: str) -> ReadFeedback | NotationError:
    """Feedback from text that a run's split left over (parsed by the grammar's feedback rule)."""
    try:
        read: ReadFeedback = parse(text, "feedback", (), LineTransformer, line, path)
    except NotationError as exc:
        return type(exc)(exc.message, line=line, column=exc.column + column - 1, path=path)
    return ReadFeedback(read.value, read.form, read.column + column - 1, read.text)


def _plausible(guess: str, fb: Feedback) -> bool:
    """Counts that fit the guess's placed pegs (a run's other readings are not meant)."""
    placed = len(guess) - guess.count(EMPTY)
    b, w = fb.black or 0, fb.white or 0
    return b + w <= placed


def readings(
    clue: ClueLine, declared: Declared, pegs: int | None, found: _Found, line_text: str
) -> list[Reading]:
    """Every reading of a clue line that its form allows (for a run: each split)."""
    if clue.guess is not None:
        assert clue.feedback is not None
        got = _symbols_of(clue.guess, declared, found, clue.line)
        if got is None:
            return []
        guess, cols = got
        written = f"{clue.guess.text} {clue.feedback.text}"
        pairs = _abbreviated(clue.guess.text, declared)
        if pairs is not None:  # BkBlRdGn: declared two-letter names written together
            cols = tuple(clue.guess.column + 2 * i for i in range(len(pairs)))
            return [Reading(pairs, cols, clue.feedback, written)]
        if clue.guess.form == "together" and clue.guess.text.lower() in declared.name_map:
            # a declared name alone is a one-peg guess, or the symbols it spells
            name = Reading(declared.name_map[clue.guess.text.lower()], (clue.column,), clue.feedback, written)
            return [Reading(guess, cols, clue.feedback, written), name]
        if clue.guess.form != "dashed":
            return [Reading(guess, cols, clue.feedback, written)]
        apart = "".join(ch for ch in guess if ch != EMPTY)
        return [
            Reading(
                apart,
                tuple(c for c, ch in zip(cols, guess, strict=True) if ch != EMPTY),
                clue.feedback,
                written,
                f"the dashes in {clue.guess.text!r} are read as separators (a {len(apart)}-peg guess); "
                f"write '_' for an empty hole",
            ),
            Reading(
                guess,
                cols,
                clue.feedback,
                written,
                f"the dashes in {clue.guess.text!r} are read as empty holes (a {len(guess)}-peg guess)",
            ),
        ]
    assert clue.run is not None
    return _run_readings(clue.run, pegs, declared.mixed, clue.line, found.source.path, line_text)


def _abbreviated(text: str, declared: Declared) -> str | None:
    """The symbols of a word of declared two-letter names written together (``BkBlRdGn``), or None."""
    names = declared.name_map
    if not names or len(text) < 4 or len(text) % 2 or any(len(n) != 2 for n in names):
        return None
    chunks = [text[i : i + 2].lower() for i in range(0, len(text), 2)]
    if not all(c in names for c in chunks):
        return None
    return "".join(names[c] for c in chunks)


def _run_readings(
    run: Run, pegs: int | None, mixed_ok: bool, line: int, path: str, line_text: str
) -> list[Reading]:
    """The splits of a run into guess and feedback: at ``pegs`` when known, else each plausible one.

    Without ``pegs``, a split whose guess mixes letters and digits (unless the palette does)
    or whose counts exceed its pegs is not a reading (``BBYR12`` is ``BBYR`` and ``12``).
    """
    words = run.words
    n = len(words)
    if run.form == "compact":
        cuts = range(max(1, n - _LONGEST_FEEDBACK), n)
    else:
        cuts = range(max(1, n - 2), n + (run.tail is not None))
    if pegs is not None:
        cuts = range(pegs, pegs + 1) if pegs in cuts else range(0)
    elif run.form == "spaced":
        cuts = _widest_gap(words, cuts)
    end = (
        (run.tail.column + len(run.tail.text))
        if run.tail is not None
        else words[-1].column + len(words[-1].text)
    )
    out: list[Reading] = []
    for k in cuts:
        start = words[k].column if k < n else run.tail.column  # type: ignore[union-attr]
        fb = _feedback_text(line_text[start - 1 : end - 1], start, line, path)
        if isinstance(fb, NotationError):
            continue
        guess = "".join(normal(w.text) for w in words[:k])
        if pegs is None and (not _plausible(guess, fb.value) or (_mixed(guess) and not mixed_ok)):
            continue
        if pegs is None and run.form == "compact" and run.text.isalpha():
            continue  # a word (Hello, Mastermind) is no guess and key pegs unless the pegs are stated
        shown = " ".join(w.text for w in words[:k]) + " | " if run.form == "spaced" else run.text[:k] + " "
        out.append(Reading(guess, tuple(w.column for w in words[:k]), fb, shown + fb.text))
    return out


def _widest_gap(words: tuple[Word, ...], cuts: range) -> range:
    """A spaced run's split where the writer left a wider gap than anywhere else
    (``1 1 2 2   1 0``), when that split is one of ``cuts``; else ``cuts``."""
    gaps = [words[i].column - words[i - 1].column - len(words[i - 1].text) for i in range(1, len(words))]
    if len(gaps) < 2:
        return cuts
    widest = max(gaps)
    at = gaps.index(widest) + 1
    if widest >= 2 and gaps.count(widest) == 1 and at in cuts:
        return range(at, at + 1)
    return cuts


def _mixed(guess: str) -> bool:
    return any(c.isalpha() for c in guess) and any(c.isdigit() for c in guess)


def _run_error(clue: ClueLine, pegs: int | None, found: _Found, line_text: str) -> None:
    """Say why no split of a run reads, at the split most likely meant.

    That is at ``pegs`` when known, else after the leading symbols of one kind (the letters of
    ``RGBY2x``), else before the last symbol.
    """
    run = clue.run
    assert run is not None
    words = run.words
    n = len(words)
    last = run.tail if run.tail is not None else words[-1]
    end = last.column + len(last.text)
    if pegs is not None:
        k = pegs
    else:
        kind = words[0].text.isdigit()
        k = next((i for i, w in enumerate(words) if w.text.isdigit() != kind), n)
    if k >= n and run.tail is None:
        found.error(
            f"the guess {run.text!r} has no feedback after it; expected {FEEDBACK_HINT}",
            clue.line,
            end,
            NotationSyntaxError,
        )
        return
    start = words[k].column if k < n else last.column
    fb = _feedback_text(line_text[start - 1 : end - 1], start, clue.line, found.source.path)
    if isinstance(fb, NotationError):
        found.errors.append(found.source.error(type(fb), fb.message, clue.line, fb.column))
        return
    found.error(
        f"cannot split {run.text!r} into a guess and its feedback; expected colour symbols, then feedback",
        clue.line,
        words[0].column,
        NotationSyntaxError,
    )


def settle_pegs(
    option: int | None,
    directives: dict[str, Directive],
    options: list[tuple[ClueLine, list[Reading]]],
    found: _Found,
) -> tuple[int | None, str]:
    """The number of pegs and where it comes from: the option, else the directive, else the guesses."""
    if option is not None:
        return option, "the game has {pegs}"
    item = directives.get("pegs")
    if item is not None:
        assert isinstance(item.value, int)
        if 1 <= item.value <= MAX_PEGS:
            return item.value, f"the game has {{pegs}} (pegs: {{pegs}} on line {item.line})"
        found.error(f"pegs must be 1 to {MAX_PEGS}, not {_as_written(item)}", item.line, item.value_column)
        return None, ""
    first: tuple[int, ClueLine] | None = None
    for clue, found_readings in options:
        if all(_blank(r) for r in found_readings):
            continue  # '--------': no peg placed, nothing known; it says nothing of the pegs
        lengths = {len(r.guess) for r in found_readings}
        if len(lengths) != 1 or (clue.guess is not None and clue.guess.form == "dashed"):
            continue
        length = lengths.pop()
        if first is None:
            first = (length, clue)
    if first is not None:
        if first[0] > MAX_PEGS:
            found.error(f"a guess of {first[0]} pegs; at most {MAX_PEGS}", first[1].line, first[1].column)
            return None, ""
        return first[0], f"the guess on line {first[1].line} has {{pegs}}"
    dashed = next((r for c, r in options if c.guess is not None and c.guess.form == "dashed"), None)
    if dashed is not None:  # only dashed guesses: read the dashes as separators (with a notice)
        return len(dashed[0].guess), "the game has {pegs}"
    if options:
        clue, found_readings = options[0]
        ways = " or ".join(f"{r.written!r} ({len(r.guess)} pegs)" for r in found_readings[:3])
        fix = (
            "put a space between the guess and the feedback"
            if clue.run is not None and clue.run.form == "compact"
            else "put '|' between the guess and the feedback"
        )
        found.error(
            f"{clue.run.text if clue.run else ''!r} can be read as {ways}; {fix}, or say pegs: N",
            clue.line,
            clue.column,
            NotationSyntaxError,
        )
        return None, ""
    return DEFAULT_PEGS, "the game has {pegs}"


def _blank(reading: Reading) -> bool:
    """A reading that says nothing: no peg placed, no count known (a rule of dashes)."""
    fb = reading.feedback.value
    return fb.black is None and fb.white is None and reading.guess.count(EMPTY) == len(reading.guess)


def choose(
    options: list[tuple[ClueLine, list[Reading]]], pegs: int, why: str, found: _Found
) -> tuple[list[tuple[ClueLine, Reading]], list[int]]:
    """The reading of each clue for ``pegs`` holes; a guess of another length is an error, but a
    line that says nothing in any reading (``--------``) is text around the clues.  Returns the
    readings and those lines."""
    chosen: list[tuple[ClueLine, Reading]] = []
    rules: list[int] = []
    for clue, found_readings in options:
        fits = [r for r in found_readings if len(r.guess) == pegs]
        if not fits and all(_blank(r) for r in found_readings):
            rules.append(clue.line)
            continue
        if not fits:
            length = len(found_readings[0].guess)
            found.error(f"this guess has {length} pegs, but {why.format(pegs=pegs)}", clue.line, clue.column)
            continue
        reading = fits[0]
        if reading.notice:
            found.notice(reading.notice, clue.line, clue.column)
        chosen.append((clue, reading))
    return chosen, rules


# ---------------------------------------------------------------- pass 4: names and symbols
def check_names(chosen: list[tuple[ClueLine, Reading]], declared: Declared, found: _Found) -> set[int]:
    """Undeclared colour names that share an initial are an error, with the fix.  Returns bad lines."""
    if declared.name_map:
        return set()
    named = [c for c, _ in chosen if c.guess is not None and c.guess.form == "named"]
    order: list[str] = []
    shown: dict[str, str] = {}  # each colour as first written (Gray, though Grey is the same)
    for clue in named:
        assert clue.guess is not None
        for word in clue.guess.words:  # the same name twice is the same colour
            name = same_colour(word.text)
            if name not in order:
                order.append(name)
                shown[name] = word.text.capitalize()
    initial = {name: name_letter(name) for name in order}
    letters: dict[str, str] = {}  # name -> letter, the first name of each initial keeping it
    for name in order:
        letters[name] = (
            initial[name]
            if initial[name] not in letters.values()
            else _free_letter(name, set(letters.values()))
        )
    fix = " ".join(shown[n] if letters[n] == initial[n] else f"{shown[n]}={letters[n]}" for n in order)
    first: dict[str, str] = {initial[n]: shown[n] for n in reversed(order)}
    bad: set[int] = set()
    for clue in named:
        assert clue.guess is not None
        for word in clue.guess.words:
            name = same_colour(word.text)
            if letters[name] != initial[name]:
                found.error(
                    f"colours {first[initial[name]]!r} and {shown[name]!r} share the initial "
                    f"{initial[name]!r}; "
                    f"say which letter each gets, e.g. colors: {fix}",
                    clue.line,
                    word.column,
                )
                bad.add(clue.line)
                break
    return bad


def check_mixing(chosen: list[tuple[ClueLine, Reading]], declared: Declared, found: _Found) -> set[int]:
    """A guess cannot mix letters and digits unless the palette does.  Returns bad lines."""
    bad: set[int] = set()
    if declared.mixed:
        return bad
    for clue, reading in chosen:
        guess = reading.guess
        if not _mixed(guess):
            continue
        letters = sum(c.isalpha() for c in guess)
        digits = sum(c.isdigit() for c in guess)
        odd_digit = digits <= letters  # the minority kind is the odd one out
        i = next(i for i, c in enumerate(guess) if (c.isdigit() if odd_digit else c.isalpha()))
        kind, among = ("a digit", "letters") if odd_digit else ("a letter", "digits")
        found.error(
            f"{guess[i]!r} is {kind} among {among}: letters and digits cannot mix in a guess "
            "(declare a palette with both, e.g. colors: RGB123, if you mean it)",
            clue.line,
            reading.columns[i],
        )
        bad.add(clue.line)
    return bad


def settle_palette(
    declared: Declared, chosen: list[tuple[ClueLine, Reading]], found: _Found
) -> tuple[str, ...] | None:
    """The palette: as declared, else the default one of that many colours holding every used symbol."""
    used: list[tuple[str, int, int]] = []
    seen: set[str] = set()
    for clue, reading in chosen:
        for sym, col in zip(reading.guess, reading.columns, strict=True):
            if sym not in seen and sym not in (EMPTY, UNKNOWN):
                seen.add(sym)
                used.append((sym, clue.line, col))
    if isinstance(declared.palette, tuple):
        palette = declared.palette
        for sym, line, col in used:
            if sym not in palette:
                found.error(f"symbol {sym!r} is not in the palette {''.join(palette)}", line, col)
        return palette
    if declared.palette is None:
        wide = [u for u in used if u[0] in "0789"]
        if wide and all(u[0].isdigit() for u in used):
            sym, line, col = wide[0]
            found.notice(
                f"the clues use the digit {sym!r}: the game is the digits 0-9 (10 colours); "
                "say colors: N if it has fewer",
                line,
                col,
            )
            return tuple(DIGITS_FROM_ZERO)
        count = DEFAULT_COLORS
        letters = {u[0] for u in used}
        if letters and letters <= set(ALPHABET[:count]) and not letters <= set(LETTERS[:count]):
            return tuple(ALPHABET[:count])  # A-F: the letters from A, as such games write them
    return _count_palette(declared.palette or DEFAULT_COLORS, used, found)


def _count_palette(count: int, used: list[tuple[str, int, int]], found: _Found) -> tuple[str, ...] | None:
    """The default palette of ``count`` colours that holds every used symbol."""
    letters = [u for u in used if u[0].isalpha()]
    digits = [u for u in used if u[0].isdigit()]
    if letters and digits:
        sym, line, col = (digits if used[0][0].isalpha() else letters)[0]
        found.error(
            f"the clues mix letters and digits ({sym!r} here); declare the palette, e.g. colors: RGB123",
            line,
            col,
        )
        return None
    if letters or (not digits and count > len(DIGITS)):
        order = LETTERS
    else:
        order = DIGITS_FROM_ZERO if any(u[0] == "0" for u in digits) else DIGITS
    if count > len(order):
        kind = "letters" if order is LETTERS else "digits"
        found.error(
            f"{count} colours are more than the {len(order)} {kind}; give an alphabet, "
            "e.g. colors: ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789",
            0,
            0,
        )
        return None
    if len(used) > count:
        for number, (sym, line, col) in enumerate(used[count:], start=count + 1):
            found.error(
                f"symbol {sym!r} is colour number {number} in the clues, but the game has {count} colours; "
                f"say colors: {len(used)} (or --colors {len(used)}) if the game has more",
                line,
                col,
            )
        return None
    names = [u[0] for u in used]
    palette = list(order[:count])
    for sym, line, col in used:
        if sym not in palette:
            # it takes the place of the last default symbol that no clue uses
            for i in range(len(palette) - 1, -1, -1):
                if palette[i] not in names:
                    displaced, palette[i] = palette[i], sym
                    shown = "".join(sorted(palette, key=order.index))
                    found.notice(
                        f"{sym!r} is not one of the default colours {order[:count]}; it takes the place of "
                        f"{displaced!r} (palette {shown}); say colors: {shown} if that is right",
                        line,
                        col,
                    )
                    break
    palette.sort(key=order.index)
    return tuple(palette)


# ---------------------------------------------------------------- pass 5: each clue against the game
def build_clues(chosen: list[tuple[ClueLine, Reading]], pegs: int, found: _Found) -> list[Clue]:
    """The clues, each checked; a clue written again gets one notice (with how often it repeats)."""
    clues: list[Clue] = []
    first: dict[tuple[str, Feedback], int] = {}
    again: dict[tuple[str, Feedback], list[ClueLine]] = {}
    for clue, reading in chosen:
        problem = check_feedback(reading.guess, reading.feedback.value, pegs)
        if problem is not None:
            found.error(problem, clue.line, reading.feedback.column)
        key = (reading.guess, reading.feedback.value)
        if key in first:
            again.setdefault(key, []).append(clue)
        else:
            first[key] = clue.line
        clues.append(Clue(Code._read(reading.guess), reading.feedback.value, clue.line, clue.turn))
    for key, lines in again.items():
        more = f" ({len(lines):,} lines repeat it)" if len(lines) > 1 else ""
        found.notice(f"the same clue as line {first[key]}{more}", lines[0].line, lines[0].column)
    return clues


# ---------------------------------------------------------------- the whole sheet
def resolve(
    text: str | bytes,
    *,
    pegs: int | None = None,
    colors: ColorsOption = None,
    repeats: bool | None = None,
    path: str = "<string>",
    names: tuple[str, ...] = (),
    strict: bool = False,
) -> Sheet:
    """Parse and resolve a whole sheet.  Raises NotationError listing every error."""
    with _no_gc_pauses():
        return _resolve(
            text, pegs=pegs, colors=colors, repeats=repeats, path=path, names=names, strict=strict
        )


@contextmanager
def _no_gc_pauses() -> Iterator[None]:
    """Hold the cyclic garbage collector while a sheet is read.

    Reading makes many small values and no cycles; with the collector on, its full passes
    over an ever larger heap make a long sheet's reading grow faster than its length.
    """
    was = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was:
            gc.enable()


def _resolve(
    text: str | bytes,
    *,
    pegs: int | None,
    colors: ColorsOption,
    repeats: bool | None,
    path: str,
    names: tuple[str, ...],
    strict: bool,
) -> Sheet:
    decoded, bad_bytes = decode(text, path)
    decoded, emoji = emoji_pegs(decoded)
    option_names = names if colors is not None else ()
    source, items, syntax_errors = read(decoded, path, tuple(n for n in option_names if len(n) > 1))
    found = _Found(source, [*syntax_errors, *bad_bytes])
    lines = [item for item in items if isinstance(item, Directive | ClueLine)]
    directives = directives_of(lines, found)
    declared = declared_palette(colors, names, directives, found)
    known = pegs if pegs is not None else _directive_pegs(directives)
    names_read = tuple(n for n in declared.names if len(n) > 1)
    items, paired = pair_lines(items, source.lines, names_read, path, known)
    if paired:
        found.notice(_paired_notice(paired), paired[0], 1)
        found.paired = frozenset(paired)
    items = speakers(items, source, declared.names)
    if emoji is not None:
        found.notice(*emoji)
    clue_lines = [item for item in items if isinstance(item, ClueLine)]
    unread: list[Unread] = [item for item in items if isinstance(item, Unread)]
    for commented in items:
        if isinstance(commented, Commented):
            skipped = "this comment reads as a clue and was skipped; remove the '#' to use it"
            found.notice(skipped, commented.line, commented.column)

    options: list[tuple[ClueLine, list[Reading]]] = []
    unsplit: list[ClueLine] = []
    headers: list[int] = []  # Turn 1, Game 3: furniture whatever the game
    for clue in clue_lines:
        if _header(clue, declared):
            headers.append(clue.line)
            continue
        line_text = source.lines[clue.line - 1]
        found_readings = readings(clue, declared, known, found, line_text)
        if not found_readings:
            if clue.run is not None and NAMED_CODE.match(line_text):
                headers.append(clue.line)  # 'Answer: RRYG', 'the secret was 1234': no clue
            elif clue.run is not None:
                unsplit.append(clue)
            continue
        options.append((clue, found_readings))
    game_pegs, why = settle_pegs(pegs, directives, options, found)
    chosen, rules = choose(options, game_pegs, why, found) if game_pegs is not None else ([], [])
    headers.extend(rules)
    spoiled = check_names(chosen, declared, found) | check_mixing(chosen, declared, found)
    chosen = [(c, r) for c, r in chosen if c.line not in spoiled]
    chosen = read_in_light(chosen, found)
    if declared.palette is None:
        declared, implied = implied_game(chosen, declared, repeats, directives, found)
        repeats = implied if repeats is None else repeats
    palette = settle_palette(declared, chosen, found)
    # without a clue read, no game tells what a guess is: every line is then the writer's attempt
    settled = (game_pegs or DEFAULT_PEGS, palette) if options and palette is not None else None
    furniture(unread, unsplit, headers, settled, known, declared, found)
    clues = build_clues(chosen, game_pegs or 0, found)

    if repeats is None:
        item = directives.get("repeats")
        repeats = bool(item.value) if item is not None else True
    game: Game | None = None
    if game_pegs is not None and palette is not None:
        try:
            game = Game(
                game_pegs, palette, repeats, declared.names if len(declared.names) == len(palette) else ()
            )
        except ValueError as exc:
            where = directives.get("repeats") or directives.get("pegs")
            found.error(str(exc), where.line if where else 0, where.column if where else 0)
    errors = found.errors
    if strict:
        errors = errors + [
            source.error(NotationMeaningError, n.message, n.line, n.column) for n in found.notices
        ]
    if errors or game is None:
        if not errors:  # pragma: no cover - every path to no game records an error
            errors = [source.error(NotationMeaningError, "no game could be settled", 0, 0)]
        errors.sort(key=lambda e: (e.line, e.column))
        first = errors[0]
        first.errors = tuple(errors)
        if not strict:  # the notices explain the errors (a skipped line, a colour's place)
            first.notices = tuple(sorted(found.notices, key=lambda n: (n.line, n.column)))
        raise first
    notices = tuple(sorted(found.notices, key=lambda n: (n.line, n.column)))
    return Sheet._read(game, tuple(clues), notices)  # build_clues checked each clue


def _paired_notice(paired: list[int]) -> str:
    """The notice for clues written over two lines (``_two_lines``)."""
    shown = ", ".join(f"{n}-{n + 1}" for n in paired[:6]) + (", ..." if len(paired) > 6 else "")
    many = len(paired) > 1
    return (
        f"read {len(paired)} clue{'s' if many else ''} written over two lines, the guess on one "
        f"and its feedback on the next (lines {shown})"
    )


def read_in_light(chosen: list[tuple[ClueLine, Reading]], found: _Found) -> list[tuple[ClueLine, Reading]]:
    """Each clue's feedback read in the light of the sheet's other lines (``_conventions``)."""
    written = [
        Written(
            c.line,
            r.feedback,
            c.run is not None and c.run.form == "compact",
            c.separator.strip() == "-",
            c.run is not None and c.run.form == "compact" and c.run.text.isdigit(),
        )
        for c, r in chosen
    ]
    changed = in_light(written, found.notice)
    if not changed:
        return chosen
    return [(c, r._replace(feedback=changed[c.line]) if c.line in changed else r) for c, r in chosen]


def implied_game(
    chosen: list[tuple[ClueLine, Reading]],
    declared: Declared,
    repeats: bool | None,
    directives: dict[str, Directive],
    found: _Found,
) -> tuple[Declared, bool | None]:
    """The game the feedback forms imply when nothing declares the colours: Bulls and Cows
    (``1A2B``) and Hit and Blow (``1H2B``) are games of the digits 0-9 without repeats; a notice
    says so.  Returns the palette as declared and the implied repeats (None: nothing implied)."""
    first = next(((c, r) for c, r in chosen if family(r.feedback)), None)
    if first is None or not all(s.isdigit() or s in (EMPTY, UNKNOWN) for _, r in chosen for s in r.guess):
        return declared, None
    clue, reading = first
    no_repeats = repeats is None and "repeats" not in directives
    name = "Bulls and Cows" if family(reading.feedback) == "bulls_cows" else "Hit and Blow"
    line = clue.line + 1 if clue.line in found.paired else clue.line
    written = found.source.lines[line - 1][reading.feedback.column - 1 :].split("#")[0].strip()
    found.notice(
        f"{written!r} is {name} feedback: the game is the digits 0-9"
        + (" without repeats" if no_repeats else "")
        + "; say colors: N"
        + (" or repeats: yes" if no_repeats else "")
        + " if it is not",
        line,
        reading.feedback.column,
    )
    return declared._replace(palette=tuple(DIGITS_FROM_ZERO)), False if no_repeats else None


def _header(clue: ClueLine, declared: Declared) -> bool:
    """``Turn 1``, ``Game 3``: a header word and a number, unless the declared palette spells it."""
    guess, fb = clue.guess, clue.feedback
    # the cheap tests first: a long sheet asks this of every clue
    if fb is None or fb.value.white is not None or fb.form != "counts" or guess is None:
        return False
    if guess.form != "together" or not header_word(clue):
        return False
    return not (isinstance(declared.palette, tuple) and set(guess.text.upper()) <= set(declared.palette))


def furniture(
    unread: list[Unread],
    unsplit: list[ClueLine],
    headers: list[int],
    settled: tuple[int, tuple[str, ...]] | None,
    stated: int | None,
    declared: Declared,
    found: _Found,
) -> None:
    """Lines that hold no guess for the game are skipped, in one notice; the others are errors.

    ``unread``: lines the grammar could not read; ``unsplit``: runs of symbols that split into
    no guess and feedback (``Hello``, ``Mastermind``); ``headers``: lines such as ``Turn 1``,
    always skipped.  ``settled``: the pegs and palette the clues settled (None: no line is
    skipped); ``stated``: the pegs the sheet or an option stated (None when the guesses set them).
    """
    names = declared.names or common_names()

    def holds(text: str) -> bool:
        if settled is None:
            return True
        pegs, palette = settled
        if palette[0].isdigit():
            palette = tuple(DIGITS)  # a digit outside a digit game's palette is still a guess's
        return holds_guess(text, pegs, palette, names)

    skipped: list[int] = list(headers)
    for item in unread:
        if holds(item.text):
            found.errors.append(item.error)
        else:
            skipped.append(item.line)
    for clue in unsplit:
        text = found.source.lines[clue.line - 1]
        if holds(text):
            _run_error(clue, stated, found, text)
        else:
            skipped.append(clue.line)
    if not skipped:
        return
    skipped.sort()
    more = f" and {len(skipped) - 12:,} more" if len(skipped) > 12 else ""
    shown = ", ".join(str(n) for n in skipped[:12]) + more
    plural = "s" if len(skipped) > 1 else ""
    found.notice(
        f"skipped {len(skipped):,} line{plural} that hold{'' if plural else 's'} no guess for the game "
        f"(line{plural} {shown}): text around the clues, not clues",
        skipped[0],
        1,
    )


def _as_written(item: Directive) -> str:
    """A directive's number as the sheet wrote it, shortened when it is very long."""
    text = item.written or str(item.value)
    return text if len(text) <= 20 else f"{text[:12]}... ({len(text)} digits)"


def _directive_pegs(directives: dict[str, Directive]) -> int | None:
    item = directives.get("pegs")
    if item is None or not isinstance(item.value, int) or not 1 <= item.value <= MAX_PEGS:
        return None
    return item.value


def parse_sheet(
    text: str | bytes,
    *,
    pegs: int | None = None,
    colors: ColorsOption = None,
    repeats: bool | None = None,
    path: str = "<string>",
    strict: bool = False,
) -> Sheet:
    """Parse a clue sheet.

    ``pegs``, ``colors`` (a count or an alphabet) and ``repeats`` override the sheet's
    directives; ``strict`` makes every notice an error.  Raises NotationError (syntax or
    meaning), whose ``errors`` lists every error of the sheet; GameError for a bad option.

    >>> parse_sheet("RGBY 2 0\\nBBYR12").clues[1]
    Clue('BBYR 1 2', line=2)
    """
    if pegs is not None and (
        isinstance(pegs, bool) or not isinstance(pegs, int) or not 1 <= pegs <= MAX_PEGS
    ):
        raise GameError(f"pegs must be 1 to {MAX_PEGS}, not {pegs!r}")
    if repeats is not None and not isinstance(repeats, bool):
        raise GameError(f"repeats is True or False, not {repeats!r}")
    if not isinstance(text, str | bytes):
        raise GameError(f"a sheet is text or bytes, not {type(text).__name__}")
    return resolve(text, pegs=pegs, colors=colors, repeats=repeats, path=path, strict=strict)


def read_sheet(
    path: str | Path,
    *,
    pegs: int | None = None,
    colors: ColorsOption = None,
    repeats: bool | None = None,
    strict: bool = False,
) -> Sheet:
    """Read and parse the sheet in the file at ``path``.

    Raises NotationError as parse_sheet does, and OSError when the file cannot be read.
    """
    if not isinstance(path, str | Path):
        raise GameError(f"a sheet's path is a str or a Path, not {type(path).__name__}")
    data = Path(path).read_bytes()
    return parse_sheet(data, pegs=pegs, colors=colors, repeats=repeats, path=str(path), strict=strict)


def parse_clue(text: str, game: Game, *, line: int = 1) -> Clue:
    """Parse one clue line of a known game.

    Raises NotationError when the line is not one clue of ``game``.

    >>> parse_clue("1122 1 0", Game(4, tuple("123456")))
    Clue('1122 1 0', line=1)
    """
    if not isinstance(game, Game):
        raise GameError(f"a clue is parsed for a Game, not {type(game).__name__}")
    _check_text(text)
    check_count("line", line, 1, optional=False)
    sheet = resolve(
        "\n" * (line - 1) + text,
        pegs=game.pegs,
        colors=game.colors,
        repeats=game.repeats,
        names=game.names,
    )
    if len(sheet.clues) != 1:
        raise NotationSyntaxError(
            "expected one clue: a guess and its feedback", line=line, column=1, source=text
        )
    return sheet.clues[0]


def parse_code(text: str, game: Game) -> Code:
    """Parse a guess or secret of ``game`` (symbols together or apart, or colour names).

    Raises NotationError when ``text`` is not a code of the game's length and palette.

    >>> parse_code("r g b y", Game(4, tuple("RGBYOP")))
    Code('RGBY')
    """
    _check_text(text)
    check_game(game)
    guess: Guess
    guess, stripped, offset = _parse_part(text, "code", "a code", tuple(n for n in game.names if len(n) > 1))
    found = _Found(Source("<string>", (text,)))
    name_map = {n.lower(): s for n, s in zip(game.names, game.colors, strict=False) if len(n) > 1}
    declared = Declared(game.colors, game.names, name_map)
    got = _symbols_of(guess, declared, found, 1)
    if got is not None:
        symbols, cols = got
        cols = tuple(c + offset for c in cols)
        if guess.form == "dashed" and len(symbols) != game.pegs:
            symbols, cols = (
                symbols.replace(EMPTY, ""),
                tuple(c for c, s in zip(cols, symbols, strict=True) if s != EMPTY),
            )
        if len(symbols) != game.pegs:
            found.error(
                f"the code {stripped!r} has {len(symbols)} pegs; the game has {game.pegs}", 1, 1 + offset
            )
        else:
            for sym, col in zip(symbols, cols, strict=True):
                if sym not in game.colors and sym not in (EMPTY, UNKNOWN):
                    found.error(f"symbol {sym!r} is not in the palette {''.join(game.colors)}", 1, col)
                    break
    if found.errors:
        raise found.errors[0]
    assert got is not None
    return Code(symbols)


def parse_feedback(text: str, game: Game | None = None) -> Feedback:
    """Parse feedback in any of the notation's forms (``2 0``, ``2b1w``, ``BBW``, ``1A2B`` ...).

    With a ``game``, counts above its pegs are an error.  Raises NotationError.

    >>> parse_feedback("1 black, 2 white")
    Feedback(1, 2)
    """
    _check_text(text)
    if game is not None:
        check_game(game)
    read: ReadFeedback
    read, _, offset = _parse_part(text, "feedback", "feedback", ())
    if game is not None:
        problem = check_feedback(UNKNOWN * game.pegs, read.value, game.pegs)
        if problem is not None:
            raise NotationMeaningError(problem, line=1, column=read.column + offset, source=text)
    return read.value


def _parse_part(text: str, rule: str, what: str, names: tuple[str, ...]) -> tuple[Any, str, int]:
    """A code or feedback read alone from the grammar's ``rule``: (its value, the text without
    surrounding blanks, how many blanks came first).  Raises NotationError for text that is too
    long or cannot be read."""
    if len(text) > MAX_LINE:
        raise NotationSyntaxError(
            f"{what} of {len(text)} characters; at most {MAX_LINE}", line=1, column=1, source=text
        )
    stripped = emoji_pegs(text.strip(" \t"))[0]
    value = parse(stripped, rule, names, LineTransformer, 1, "<string>")
    return value, stripped, len(text) - len(text.lstrip(" \t"))


def _check_text(text: object) -> None:
    """Raises GameError unless ``text`` is a string."""
    if not isinstance(text, str):
        raise GameError(f"expected notation text (a str), not {type(text).__name__}")


def game_of_codes(
    codes: list[str],
    *,
    pegs: int | None = None,
    colors: ColorsOption = None,
    repeats: bool | None = None,
) -> Game:
    """The game that options and these codes describe, by the rules a sheet's clues follow.

    For ``play --secret`` and ``stats --first``: the codes set the pegs and the palette as
    a sheet's guesses would.  Raises NotationError (``line`` is the code's place in
    ``codes``) or GameError.
    """
    source = Source("<options>", tuple(codes))
    found = _Found(source)
    declared = declared_palette(colors, (), {}, found)
    options: list[tuple[ClueLine, list[Reading]]] = []
    unknown = ReadFeedback(Feedback(None, None), "counts", 0, "?")
    for number, text in enumerate(codes, start=1):
        try:
            guess: Guess = parse(text.strip(), "code", (), LineTransformer, number, "<options>")
        except NotationError as exc:
            found.errors.append(exc)
            continue
        clue = ClueLine(guess, unknown, None, " ", None, number, guess.column)
        got = readings(clue, declared, pegs, found, text)
        if got:
            options.append((clue, got))
    game_pegs, why = settle_pegs(pegs, {}, options, found)
    chosen, blank = choose(options, game_pegs, why, found) if game_pegs is not None else ([], [])
    for number in blank:
        found.error("a code with no peg placed", number, 1)
    check_names(chosen, declared, found)
    check_mixing(chosen, declared, found)
    palette = settle_palette(declared, chosen, found)
    if found.errors or game_pegs is None or palette is None:
        errors = found.errors or [source.error(NotationMeaningError, "no game could be settled", 0, 0)]
        first = errors[0]
        first.errors = tuple(errors)
        raise first
    return Game(game_pegs, palette, True if repeats is None else repeats)


__all__ = [
    "common_names",
    "game_of_codes",
    "parse_clue",
    "parse_code",
    "parse_feedback",
    "parse_sheet",
    "read_sheet",
]
