"""The palette passes of a sheet: its directives (pass 1), the declared palette and colour
names (pass 2), and after the clues are split, their names and symbols and the palette they
settle (pass 4). The rules are docs/notation.md's "Resolving the game"."""

from __future__ import annotations

import unicodedata
from typing import NamedTuple

from mmnotation.errors import (
    GameError,
)
from mmnotation.model import (
    EMPTY,
    UNKNOWN,
    Code,
    Game,
    Sheet,
    normal,
)
from mmnotation.notation.reader import (
    ClueLine,
    Directive,
    Entry,
)
from mmnotation.notation.reading_state import (
    ALPHABET,
    DEFAULT_COLORS,
    DIGITS,
    DIGITS_FROM_ZERO,
    LETTERS,
    MAX_COLORS,
    ColorsOption,
    Found,
    Reading,
    mixed,
)
from mmnotation.notation.words import english_letter, name_letter, same_colour


# ---------------------------------------------------------------- pass 1: directives
def directives_of(items: list[Directive | ClueLine], found: Found) -> dict[str, Directive]:
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
    colors: ColorsOption, names: tuple[str, ...], directives: dict[str, Directive], found: Found
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


def _directive_palette(item: Directive, found: Found) -> tuple[int | tuple[str, ...], tuple[str, ...]] | None:
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
        symbols = tuple(normal(word.text))  # each checked below ('123<br>': '<' is named, no GameError)
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
    # the letters the directive gives, so that a suggested fix takes none of them
    claimed = {e.letter.text.upper() if e.letter is not None else name_letter(e.word.text) for e in entries}
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
                free = free_letter(word.text, set(owner) | claimed)
                found.error(
                    f"colours {owner[symbol]!r} and {word.text!r} share the initial {symbol!r}; "
                    f"say which letter each gets, e.g. {word.text}={free}",
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


def free_letter(name: str, taken: dict[str, str] | set[str]) -> str:
    """A letter for ``name`` that no colour has yet (Black is K, as in CMYK; else the next plain
    letter of the name): the fix an error suggests, and the letter a colour list pasted with the
    sheet gives a name whose initial is taken (``notation.pasted``)."""
    if name.lower() == "black" and "K" not in taken:
        return "K"
    plain = unicodedata.normalize("NFD", name.upper()[1:])  # 'żółty': O, L, T, Y (not Ó)
    letters = [*(c for c in plain if c.isascii() and c.isalpha()), *"XZQJVWKABCDEFGHILMNOPRSTUY"]
    return next((c for c in letters if c not in taken), "X")


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


# ---------------------------------------------------------------- pass 4: names and symbols
def check_names(chosen: list[tuple[ClueLine, Reading]], declared: Declared, found: Found) -> set[int]:
    """Misspelt colour names read as the names they are, said in one notice; undeclared names that
    share an initial take the letters of their English names where those differ (``grün`` and
    ``gelb`` are G and Y, the readings of ``chosen`` relettered, with a notice), else are an error
    with the fix.  Returns bad lines."""
    _said_spelt(chosen, found)
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
    if len(set(initial.values())) < len(order) and _in_english(chosen, order, initial, shown, found):
        return set()
    letters: dict[str, str] = {}  # name -> letter, the first name of each initial keeping it
    for name in order:
        letters[name] = (
            initial[name]
            if initial[name] not in letters.values()
            else free_letter(name, set(letters.values()) | set(initial.values()))  # not a later name's
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


def _said_spelt(chosen: list[tuple[ClueLine, Reading]], found: Found) -> None:
    """One notice for the colour names read as misspelt (``Gren`` as Green)."""
    slips = [
        (clue.line, word)
        for clue, _ in chosen
        if clue.guess is not None
        for word in clue.guess.words
        if word.written
    ]
    if slips:
        read = ", ".join(f"{w.written!r} as {w.text.capitalize()} (line {line})" for line, w in slips[:6])
        more = f" and {len(slips) - 6} more" if len(slips) > 6 else ""
        found.notice(
            f"read misspelt colour names as the names they are nearest: {read}{more}; "
            "write them as the other lines do if that is not what you meant",
            slips[0][0],
            slips[0][1].column,
        )


def _in_english(
    chosen: list[tuple[ClueLine, Reading]],
    order: list[str],
    initial: dict[str, str],
    shown: dict[str, str],
    found: Found,
) -> bool:
    """Names that share an initial relettered with their English names' letters (in place in
    ``chosen``), where every name then has a letter of its own; False where they would not."""
    english = {name: english_letter(name) or initial[name] for name in order}
    if len(set(english.values())) < len(order):
        return False
    for i, (clue, reading) in enumerate(chosen):
        if clue.guess is not None and clue.guess.form == "named":
            guess = "".join(english[same_colour(w.text)] for w in clue.guess.words)
            chosen[i] = (clue, reading._replace(guess=guess))
    second = next(n for i, n in enumerate(order) if initial[n] in (initial[m] for m in order[:i]))
    first = next(n for n in order if initial[n] == initial[second])
    listed = ", ".join(f"{shown[n]} {english[n]}" for n in order)
    found.notice(
        f"colours {shown[first]!r} and {shown[second]!r} share the initial {initial[first]!r}: read "
        f"with the letters of their English names ({listed}); to choose others, declare the colours "
        f"(colors: {' '.join(shown[n] for n in order)}, each name=letter as you want it)",
        chosen[0][0].line,
        chosen[0][0].column,
    )
    return True


def check_mixing(chosen: list[tuple[ClueLine, Reading]], declared: Declared, found: Found) -> set[int]:
    """A guess cannot mix letters and digits unless the palette does.  Returns bad lines."""
    bad: set[int] = set()
    if declared.mixed:
        return bad
    for clue, reading in chosen:
        guess = reading.guess
        if not mixed(guess):
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


SUPER_PEGS, SUPER_COLORS = 5, 8  # Super Mastermind: a sheet of 5 letter pegs is one


def settle_palette(
    declared: Declared, chosen: list[tuple[ClueLine, Reading]], found: Found, pegs: int | None = None
) -> tuple[str, ...] | None:
    """The palette: as declared, else the default one of that many colours holding every used symbol
    (5 pegs of letters and no count stated: Super Mastermind's 8 colours, with a notice)."""
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
        if pegs == SUPER_PEGS and letters and all(u[0].isalpha() for u in used):
            count = SUPER_COLORS
            found.notice(
                f"5 pegs of letters and no palette: read as Super Mastermind, {SUPER_COLORS} colours "
                f"{''.join(LETTERS[:SUPER_COLORS])}; say colors: {DEFAULT_COLORS} (or --colors "
                f"{DEFAULT_COLORS}) if the game has {DEFAULT_COLORS}",
                used[0][1],
                used[0][2],
            )
        if letters and letters <= set(ALPHABET[:count]) and not letters <= set(LETTERS[:count]):
            return tuple(ALPHABET[:count])  # A-F: the letters from A, as such games write them
        return _count_palette(count, used, found, assumed=True)
    return _count_palette(declared.palette, used, found)


def _count_palette(
    count: int, used: list[tuple[str, int, int]], found: Found, assumed: bool = False
) -> tuple[str, ...] | None:
    """The default palette of ``count`` colours that holds every used symbol (``assumed``: a count
    no one stated, the default)."""
    letters = [u for u in used if u[0].isalpha()]
    digits = [u for u in used if u[0].isdigit()]
    if letters and digits:
        sym, line, col = (digits if used[0][0].isalpha() else letters)[0]
        first = "letters" if used[0][0].isalpha() else "digits"
        found.error(
            f"the clues mix letters and digits ({sym!r} here, {first} on line {used[0][1]}); declare the "
            "palette, e.g. colors: RGB123",
            line,
            col,
        )
        return None
    if letters or (not digits and count > len(DIGITS)):
        order = LETTERS
    else:
        # every digit in play (a 0 used, or ten colours) is the digits 0-9, as locks and sheets write them
        order = DIGITS_FROM_ZERO if count == len(DIGITS) or any(u[0] == "0" for u in digits) else DIGITS
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
                    # W and K: the letters of an 8-colour game (Super Mastermind's RGBYOPWK)
                    eight = assumed and order is LETTERS and sym in order[count:8]
                    found.notice(
                        f"{sym!r} is not one of the default colours {order[:count]}; it takes the place of "
                        f"{displaced!r} (palette {shown}); say colors: {shown} if that is right"
                        + (f", or colors: 8 if the game has the 8 colours {order[:8]}" if eight else ""),
                        line,
                        col,
                    )
                    break
    palette.sort(key=order.index)
    return tuple(palette)


def wider_game(sheet: Sheet) -> Game | None:
    """The game of the default palette's 8 letters (RGBYOPWK) or 10 digits (0-9) holding the
    sheet's colours, when the sheet states no count of colours (``Sheet.assumed``) and has fewer:
    the game it may have meant when no code fits (a Super Mastermind sheet whose clues use six
    colours).  None otherwise."""
    game = sheet.game
    if "colors" not in sheet.assumed:
        return None
    order = DIGITS_FROM_ZERO if all(c.isdigit() for c in game.colors) else LETTERS[:8]
    wider = list(dict.fromkeys([*game.colors, *order]))[: max(len(order), len(game.colors))]
    if len(wider) <= len(game.colors):
        return None
    wider.sort(key=lambda s: order.index(s) if s in order else len(order))
    return Game(game.pegs, tuple(wider), game.repeats)
