"""Resolve a read sheet into a Sheet: the game, and each clue split and checked.

This is the meaning layer: it settles the pegs, the palette and the repeats
rule (option, else directive, else what the clues show), splits compact clues
by the number of pegs, and checks every clue against the game.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

from ._errors import GameError, NotationError, NotationMeaningError, NotationSyntaxError
from ._model import EMPTY, UNKNOWN, Clue, Code, Feedback, Game, Sheet
from ._reader import Directive, Entry, RawClue, Source, Word, decode, read

LETTERS = "RGBYOPWK" + "ACDEFHIJLMNQSTUVXZ"
DIGITS = "1234567890"
DIGITS_FROM_ZERO = "0123456789"
DEFAULT_COLORS = 6
DEFAULT_PEGS = 4
MAX_PEGS = 32
MAX_COLORS = 36
COUNT_JOKERS = "?*-_"
GUESS_JOKERS = "_-?*"
FEEDBACK_HINT = "feedback such as '2 0', '20', '2/0', '2', '1?' or '2b1w'"
# Colour names a sheet may use without declaring them; each stands for its initial.
COMMON_NAMES = frozenset(
    [
        "red",
        "green",
        "blue",
        "yellow",
        "orange",
        "purple",
        "white",
        "black",
        "pink",
        "brown",
        "cyan",
        "magenta",
        "grey",
        "gray",
        "violet",
        "lime",
        "navy",
        "teal",
    ]
)
_KEYED = re.compile(r"(\d+)([bw])", re.IGNORECASE)
_KEYED_WORD = re.compile(r"(?:\d+[bw])+", re.IGNORECASE)

ColorsOption = int | str | tuple[str, ...] | None
"""A count, an alphabet (a string of two digits or fewer is a count), or the palette itself."""


@dataclass(frozen=True, slots=True)
class _Reading:
    """One way to split a clue: its guess, feedback and where each symbol stands."""

    guess: str
    feedback: Feedback
    columns: tuple[int, ...]  # column of each guess symbol
    feedback_column: int
    written: str  # guess and feedback as written, for messages


def _count(text: str) -> int | bool | None:
    """A count word: an int, None for a joker, False when it is not a count."""
    if len(text) == 1 and text in COUNT_JOKERS:
        return None
    if text.isdigit() and text.isascii():
        return int(text) if len(text) <= 9 else 10**9
    return False


def feedback_of(words: tuple[Word, ...]) -> Feedback | None:
    """The feedback these words spell, or None when they spell none."""
    if not words or (any(w.sep == "/" for w in words) and len(words) != 2):
        return None
    texts = [w.text for w in words]
    if all(_KEYED_WORD.fullmatch(t) for t in texts):
        if any(w.sep == "/" for w in words):
            return None
        got: dict[str, int] = {}
        for t in texts:
            for number, key in _KEYED.findall(t):
                key = key.lower()
                if key in got:
                    return None
                got[key] = int(number) if len(number) <= 9 else 10**9
        # keyed feedback lists the pegs received: a key not written is zero
        return Feedback(got.get("b", 0), got.get("w", 0))
    if len(texts) == 1:
        text = texts[0]
        if len(text) == 1:
            black = _count(text)
            return None if black is False else Feedback(_opt(black), None)
        if len(text) == 2:
            black, white = _count(text[0]), _count(text[1])
            if black is False or white is False:
                return None
            return Feedback(_opt(black), _opt(white))
        return None
    if len(texts) == 2:
        black, white = _count(texts[0]), _count(texts[1])
        if black is False or white is False:
            return None
        return Feedback(_opt(black), _opt(white))
    return None


def _opt(value: int | bool | None) -> int | None:
    return None if value is None else int(value)


def guess_of(
    words: tuple[Word, ...], names: dict[str, str], mixed_ok: bool
) -> tuple[str, tuple[int, ...]] | None:
    """The guess these words spell (symbols, columns), or None."""
    if not words or any(w.sep == "/" for w in words[1:]):
        return None
    if len(words) == 1:
        word = words[0]
        symbols = Code.of(word.text).symbols
        columns = tuple(range(word.column, word.column + len(symbols)))
    else:
        out: list[str] = []
        for word in words:
            text = word.text
            if len(text) == 1:
                out.append(Code.of(text).symbols)
            elif text.lower() in names:
                out.append(names[text.lower()])
            elif not names and text.lower() in COMMON_NAMES:
                out.append(text[0].upper())  # a colour name stands for its initial
            else:
                return None
        symbols = "".join(out)
        columns = tuple(w.column for w in words)
    if not mixed_ok:
        if any(c.isalpha() for c in symbols) and any(c.isdigit() for c in symbols):
            return None
    return symbols, columns


def readings(raw: RawClue, names: dict[str, str], mixed_ok: bool) -> list[_Reading]:
    """Every way to split ``raw`` into a guess and its feedback, shortest guess first."""
    out: list[_Reading] = []

    def add(guess_words: tuple[Word, ...], fb_words: tuple[Word, ...]) -> None:
        guess = guess_of(guess_words, names, mixed_ok)
        feedback = feedback_of(fb_words)
        if guess is not None and feedback is not None:
            written = " ".join(w.text for w in guess_words) + " " + " ".join(w.text for w in fb_words)
            out.append(_Reading(guess[0], feedback, guess[1], fb_words[0].column, written))

    if raw.feedback is not None:
        add(raw.words, raw.feedback)
        return out
    words = raw.words
    for j in range(1, len(words)):
        add(words[:j], words[j:])
    if len(words) == 1:  # the compact form, BBYR12
        word = words[0]
        for cut in range(1, len(word.text)):
            add(
                (Word(word.text[:cut], word.column, ""),),
                (Word(word.text[cut:], word.column + cut, ""),),
            )
    return out


def _diagnose(raw: RawClue, names: dict[str, str], source: Source) -> NotationError:
    """Say why no reading of ``raw`` works, at the word that spoils it."""
    err = NotationSyntaxError
    if raw.feedback is not None:
        words = raw.words
        if len(words) > 1 and guess_of(words[:1], names, True) and feedback_of(words[1:]):
            return source.error(
                err,
                "the feedback goes after the separator, and a clue has only one",
                raw.line,
                raw.arrow,
            )
        if guess_of(raw.words, names, True) is None:
            bad = _bad_guess_word(raw.words, names)
            return source.error(err, f"cannot read {bad.text!r} as part of a guess", raw.line, bad.column)
        return _bad_feedback(raw.feedback, source, raw.line)
    if len(raw.words) == 1:
        word = raw.words[0]
        return source.error(
            err,
            f"cannot split {word.text!r} into a guess and its feedback; expected "
            f"colour symbols, then {FEEDBACK_HINT}",
            raw.line,
            word.column,
        )
    lead = 0  # how many words at the start can be guess words (symbols apart or names)
    while lead < len(raw.words) and _guess_word(raw.words[lead].text, names):
        lead += 1
    first = raw.words[0]
    if not _guess_word(first.text, names) and guess_of((first,), names, True) is not None:
        return _bad_feedback(raw.words[1:], source, raw.line)  # a guess written together
    if lead < len(raw.words):
        bad = raw.words[lead]
        if bad.text.isalpha() and len(bad.text) > 1:
            known = ", ".join(sorted(names)) if names else "red, green, blue, ..."
            return source.error(
                err, f"unknown colour name {bad.text!r}; expected one of {known}", raw.line, bad.column
            )
        return _bad_feedback(raw.words[lead:], source, raw.line)
    if lead == len(raw.words):  # every word is a symbol: nothing splits as guess then feedback
        last = raw.words[-1]
        if _count(last.text) is False:
            return source.error(err, f"expected {FEEDBACK_HINT}, found {last.text!r}", raw.line, last.column)
        return source.error(
            err,
            f"cannot split {' '.join(w.text for w in raw.words)!r} into a guess and its feedback; "
            f"expected colour symbols, then {FEEDBACK_HINT}",
            raw.line,
            raw.column,
        )
    bad = _bad_guess_word(raw.words, names)
    return source.error(err, f"cannot read {bad.text!r} as part of a guess", raw.line, bad.column)


def _guess_word(text: str, names: dict[str, str]) -> bool:
    """True for a word that can stand for one hole: a symbol, a joker or a colour name."""
    return len(text) == 1 or text.lower() in names or (not names and text.lower() in COMMON_NAMES)


def _bad_guess_word(words: tuple[Word, ...], names: dict[str, str]) -> Word:
    return next((w for w in words if not _guess_word(w.text, names)), words[0])


def _bad_feedback(words: tuple[Word, ...], source: Source, line: int) -> NotationError:
    for word in words:
        if word.sep == "/" and len(words) != 2:
            return source.error(
                NotationSyntaxError, "'/' goes between the two counts of the feedback", line, word.column - 1
            )
        if _count(word.text) is False and not _KEYED_WORD.fullmatch(word.text) and len(word.text) != 2:
            return source.error(
                NotationSyntaxError, f"expected {FEEDBACK_HINT}, found {word.text!r}", line, word.column
            )
        if len(word.text) == 2 and not _KEYED_WORD.fullmatch(word.text):
            if _count(word.text[0]) is False or _count(word.text[1]) is False:
                return source.error(
                    NotationSyntaxError, f"expected {FEEDBACK_HINT}, found {word.text!r}", line, word.column
                )
    extra = words[2] if len(words) > 2 else words[-1]
    return source.error(
        NotationSyntaxError,
        f"expected {FEEDBACK_HINT}; {' '.join(w.text for w in words)!r} is not feedback",
        line,
        extra.column if len(words) > 2 else words[0].column,
    )


def _palette_entries(
    entries: tuple[Entry, ...], source: Source, line: int
) -> tuple[int | tuple[str, ...], tuple[str, ...]]:
    """A colors directive: a count, or (symbols, names).  Raises NotationMeaningError."""
    err = NotationMeaningError
    if len(entries) == 1 and entries[0].letter is None:
        text = entries[0].word.text
        if text.isdigit() and len(text) <= 2:
            return int(text), ()
        symbols = tuple(Code.of(text).symbols)
        for i, sym in enumerate(symbols):
            if sym in GUESS_JOKERS + "?":
                raise source.error(
                    err, f"a joker {sym!r} cannot be a colour", line, entries[0].word.column + i
                )
            if sym in symbols[:i]:
                raise source.error(
                    err, f"symbol {sym!r} appears twice in the palette", line, entries[0].word.column + i
                )
        return symbols, ()
    out: list[str] = []
    names: list[str] = []
    owner: dict[str, Word] = {}
    for entry in entries:
        word = entry.word
        if entry.letter is not None:
            symbol = entry.letter.text.upper()
            if len(symbol) != 1 or not symbol.isalnum():
                raise source.error(
                    err,
                    f"a colour's symbol is one letter or digit, not {entry.letter.text!r}",
                    line,
                    entry.letter.column,
                )
        else:
            symbol = word.text[0].upper()
            if not symbol.isalnum():
                raise source.error(err, f"a joker {word.text[0]!r} cannot be a colour", line, word.column)
        if symbol in owner:
            other = owner[symbol]
            if entry.letter is None and len(word.text) > 1:
                free = [c for c in word.text.upper()[1:] if c.isalpha() and c not in owner] or ["X"]
                raise source.error(
                    err,
                    f"colours {other.text!r} and {word.text!r} share the initial {symbol!r}; "
                    f"say which letter each gets, e.g. {word.text}={free[0]}",
                    line,
                    word.column,
                )
            raise source.error(err, f"symbol {symbol!r} is given to two colours", line, word.column)
        owner[symbol] = word
        out.append(symbol)
        names.append(word.text)
    has_names = any(len(n) > 1 for n in names)
    return tuple(out), tuple(names) if has_names else ()


def _count_palette(
    count: int, used: list[tuple[str, int, int]], source: Source, errors: list[NotationError]
) -> tuple[str, ...] | None:
    """The default palette of ``count`` colours that holds every used symbol."""
    letters = [u for u in used if u[0].isalpha()]
    digits = [u for u in used if u[0].isdigit()]
    if letters and digits:
        sym, line, col = (digits if used[0][0].isalpha() else letters)[0]
        errors.append(
            source.error(
                NotationMeaningError,
                f"the clues mix letters and digits ({sym!r} here); declare the palette, e.g. colors: RGB123",
                line,
                col,
            )
        )
        return None
    if letters or (not digits and count > len(DIGITS)):
        order = LETTERS
    else:
        order = DIGITS_FROM_ZERO if any(u[0] == "0" for u in digits) else DIGITS
    if count > len(order):
        kind = "letters" if order is LETTERS else "digits"
        errors.append(
            source.error(
                NotationMeaningError,
                f"{count} colours are more than the {len(order)} {kind}; give an alphabet, "
                "e.g. colors: ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789",
                0,
                0,
            )
        )
        return None
    names = [u[0] for u in used]
    if len(names) > count:
        sym, line, col = used[count]
        errors.append(
            source.error(
                NotationMeaningError,
                f"symbol {sym!r} is colour number {count + 1} in the clues, but the game has {count} colours",
                line,
                col,
            )
        )
        return None
    palette = list(order[:count])
    for sym in names:
        if sym not in palette:
            # it takes the place of the last default symbol that no clue uses
            for i in range(len(palette) - 1, -1, -1):
                if palette[i] not in names:
                    palette[i] = sym
                    break
    palette.sort(key=order.index)
    return tuple(palette)


def _check_feedback(
    code: str, fb: Feedback, pegs: int, source: Source, line: int, column: int
) -> NotationError | None:
    placed = len(code) - code.count(EMPTY)
    err = NotationMeaningError
    b, w = fb.black, fb.white
    pieces = "peg" if placed == 1 else "pegs"
    for name, value in (("black", b), ("white", w)):
        if value is not None and value > placed:
            return source.error(err, f"{value} {name} for {placed} placed {pieces}", line, column)
    if b is not None and w is not None:
        if b + w > placed:
            return source.error(
                err,
                f"{b} black and {w} white add up to more than the {placed} placed {pieces}",
                line,
                column,
            )
        if placed == pegs and b == pegs - 1 and w == 1:
            return source.error(
                err,
                f"{b} black with 1 white can never happen: when all pegs but one are right, "
                "the last cannot be a right colour in the wrong hole",
                line,
                column,
            )
    return None


def resolve(
    text: str | bytes,
    *,
    pegs: int | None = None,
    colors: ColorsOption = None,
    repeats: bool | None = None,
    path: str = "<string>",
    names: tuple[str, ...] = (),
) -> Sheet:
    """Parse and resolve a whole sheet.  Raises NotationError listing every error."""
    decoded, bad_bytes = decode(text, path)
    source, items, errors = read(decoded, path)
    errors.extend(bad_bytes)
    directives: dict[str, Directive] = {}
    first_clue: RawClue | None = None
    raws: list[RawClue] = []
    err = NotationMeaningError
    for item in items:
        if isinstance(item, RawClue):
            first_clue = first_clue or item
            raws.append(item)
            continue
        if first_clue is not None:
            errors.append(
                source.error(
                    err,
                    f"directives go before the first clue (line {first_clue.line})",
                    item.line,
                    item.column,
                )
            )
            continue
        before = directives.get(item.name)
        if before is not None and before.value != item.value:
            errors.append(
                source.error(
                    err,
                    f"this {item.name} directive conflicts with line {before.line}",
                    item.line,
                    item.value_column,
                )
            )
            continue
        directives[item.name] = item

    # the palette and colour names as declared
    declared: int | tuple[str, ...] | None = None
    name_map: dict[str, str] = {}
    if colors is not None:
        declared = _option_colors(colors)
        if names and isinstance(declared, tuple):
            name_map = {n.lower(): s for n, s in zip(names, declared, strict=True) if len(n) > 1}
    if "colors" in directives:
        item = directives["colors"]
        assert isinstance(item.value, tuple)
        try:
            value, dir_names = _palette_entries(item.value, source, item.line)
        except NotationError as exc:
            errors.append(exc)
        else:
            if isinstance(value, tuple):
                if dir_names:
                    name_map = {n.lower(): s for n, s in zip(dir_names, value, strict=True) if len(n) > 1}
                if colors is None:
                    names = dir_names
            if declared is None:
                declared = value
            if isinstance(value, int) and not 1 <= value <= MAX_COLORS:
                errors.append(
                    source.error(
                        err, f"colors must be 1 to {MAX_COLORS}, not {value}", item.line, item.value_column
                    )
                )
                declared = None
    mixed_ok = isinstance(declared, tuple) and (
        any(c.isalpha() for c in declared) and any(c.isdigit() for c in declared)
    )

    # pegs: option, else directive, else the length of the guesses
    known = pegs
    if known is None and "pegs" in directives:
        item = directives["pegs"]
        assert isinstance(item.value, int)
        if 1 <= item.value <= MAX_PEGS:
            known = item.value
        else:
            errors.append(
                source.error(
                    err, f"pegs must be 1 to {MAX_PEGS}, not {item.value}", item.line, item.value_column
                )
            )
    options: list[tuple[RawClue, list[_Reading]]] = []
    memo: dict[tuple[tuple[Word, ...], tuple[Word, ...] | None], list[_Reading]] = {}
    for raw in raws:
        key = (raw.words, raw.feedback)
        found = memo.get(key)
        if found is None:
            found = memo[key] = readings(raw, name_map, mixed_ok)
        if not found:
            errors.append(_diagnose(raw, name_map, source))
            continue
        options.append((raw, found))
    spoiled: set[int] = set()  # lines with an error already, so one fault is told once
    if known is None:
        lengths_seen: tuple[int, RawClue] | None = None
        for raw, found in options:
            lengths = {len(r.guess) for r in found}
            if len(lengths) != 1:
                continue
            length = lengths.pop()
            if lengths_seen is None:
                lengths_seen = (length, raw)
            elif length != lengths_seen[0]:
                spoiled.add(raw.line)
                errors.append(
                    source.error(
                        err,
                        f"this guess has {length} pegs, but the guess on line "
                        f"{lengths_seen[1].line} has {lengths_seen[0]}",
                        raw.line,
                        raw.column,
                    )
                )
        if lengths_seen is not None and lengths_seen[0] > MAX_PEGS:
            length, raw = lengths_seen
            errors.append(
                source.error(err, f"a guess of {length} pegs; at most {MAX_PEGS}", raw.line, raw.column)
            )
        elif lengths_seen is not None:
            known = lengths_seen[0]
        elif options:
            raw, found = options[0]
            ways = " or ".join(f"{r.written!r} ({len(r.guess)} pegs)" for r in found[:3])
            errors.append(
                source.error(
                    NotationSyntaxError,
                    f"{' '.join(w.text for w in raw.words)!r} can be read as {ways}; put a "
                    "space between the guess and the feedback, or say pegs: N",
                    raw.line,
                    raw.column,
                )
            )
        else:
            known = DEFAULT_PEGS

    chosen: list[tuple[RawClue, _Reading]] = []
    if known is not None:
        for raw, found in options:
            fits = [r for r in found if len(r.guess) == known]
            if not fits and raw.line in spoiled:
                continue
            if not fits:
                shown = found[0]
                errors.append(
                    source.error(
                        err,
                        f"the guess {shown.guess!r} has {len(shown.guess)} pegs; the game has {known}",
                        raw.line,
                        raw.column,
                    )
                )
                continue
            chosen.append((raw, fits[0]))

    # the palette: declared, or a default palette that holds every used symbol
    used: list[tuple[str, int, int]] = []
    seen: set[str] = set()
    for raw, reading in chosen:
        for sym, col in zip(reading.guess, reading.columns, strict=True):
            if sym not in seen and sym not in (EMPTY, UNKNOWN):
                seen.add(sym)
                used.append((sym, raw.line, col))
    palette: tuple[str, ...] | None
    if isinstance(declared, tuple):
        palette = declared
        for sym, line, col in used:
            if sym not in palette:
                errors.append(
                    source.error(err, f"symbol {sym!r} is not in the palette {''.join(palette)}", line, col)
                )
    else:
        palette = _count_palette(declared or DEFAULT_COLORS, used, source, errors)

    if repeats is None:
        repeats = bool(directives["repeats"].value) if "repeats" in directives else True
    clues: list[Clue] = []
    for raw, reading in chosen:
        problem = _check_feedback(
            reading.guess, reading.feedback, known or 0, source, raw.line, reading.feedback_column
        )
        if problem is not None:
            errors.append(problem)
        clues.append(Clue(Code(reading.guess), reading.feedback, raw.line))

    game: Game | None = None
    if known is not None and palette is not None:
        try:
            game = Game(known, palette, repeats, names if names and len(names) == len(palette) else ())
        except ValueError as exc:
            where = directives.get("repeats") or directives.get("pegs")
            if where is not None:
                errors.append(source.error(err, str(exc), where.line, where.column))
            else:
                errors.append(source.error(err, str(exc), 0, 0))
    if errors or game is None:
        errors.sort(key=lambda e: (e.line, e.column))
        first = errors[0]
        first.errors = tuple(errors)
        raise first
    return Sheet(game, tuple(clues))


def _option_colors(colors: int | str | tuple[str, ...]) -> int | tuple[str, ...]:
    """The --colors option: a count, an alphabet, or the palette itself.  Raises GameError."""
    if isinstance(colors, tuple):  # a palette given whole is never a count, even "12"
        colors = "".join(colors)
    elif isinstance(colors, int) or (colors.isdigit() and len(colors) <= 2):
        count = int(colors)
        if not 1 <= count <= MAX_COLORS:
            raise GameError(f"colors must be 1 to {MAX_COLORS}, not {count}")
        return count
    symbols = tuple(Code.of(colors).symbols)
    if not all(s.isalnum() and s.isascii() for s in symbols) or len(set(symbols)) != len(symbols):
        raise GameError(f"a palette is distinct letters or digits, not {colors!r}")
    return symbols


def parse_sheet(
    text: str | bytes,
    *,
    pegs: int | None = None,
    colors: ColorsOption = None,
    repeats: bool | None = None,
    path: str = "<string>",
) -> Sheet:
    """Parse a clue sheet.

    ``pegs``, ``colors`` (a count or an alphabet) and ``repeats`` override the
    sheet's directives.  Raises NotationError (syntax or meaning), whose
    ``errors`` lists every error of the sheet; GameError for a bad option.

    >>> parse_sheet("RGBY 2 0\\nBBYR12").clues[1]
    Clue('BBYR 1 2', line=2)
    """
    if pegs is not None and not 1 <= pegs <= MAX_PEGS:
        raise GameError(f"pegs must be 1 to {MAX_PEGS}, not {pegs}")
    return resolve(text, pegs=pegs, colors=colors, repeats=repeats, path=path)


def read_sheet(path: str | Path, **options: object) -> Sheet:
    """Read and parse the sheet in the file at ``path``.

    Raises NotationError as parse_sheet does, and OSError when the file cannot be read.
    """
    data = Path(path).read_bytes()
    return parse_sheet(data, path=str(path), **options)  # type: ignore[arg-type]


def parse_clue(text: str, game: Game, *, line: int = 1) -> Clue:
    """Parse one clue line of a known game.

    Raises NotationError when the line is not one clue of ``game``.

    >>> parse_clue("1122 1 0", Game(4, tuple("123456")))
    Clue('1122 1 0', line=1)
    """
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
