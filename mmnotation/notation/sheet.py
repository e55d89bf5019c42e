"""Resolve read lines into a Sheet: the game, and each clue split and checked.

This is the meaning layer, a few small passes, each returning its value and its errors:
directives, the declared palette and names, the number of pegs, the split of each clue
(a run such as ``BBYR12`` splits by the number of pegs), the palette, and the checks of
each clue against the game.  The rules are docs/notation.md's "Resolving the game".
"""

from __future__ import annotations

import gc
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any, NamedTuple

from mmnotation.errors import (
    GameError,
    NotationError,
    NotationMeaningError,
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
)
from mmnotation.notation.conventions import Written, feedback_in_context, implied_game
from mmnotation.notation.emoji import emoji_pegs
from mmnotation.notation.grammar import parse
from mmnotation.notation.legend import check_legends
from mmnotation.notation.palette import (
    Declared,
    check_mixing,
    check_names,
    declared_palette,
    directives_of,
    settle_palette,
)
from mmnotation.notation.reader import (
    MAX_LINE,
    ClueLine,
    Commented,
    Directive,
    Guess,
    Item,
    LineTransformer,
    ReadFeedback,
    Run,
    Source,
    Unread,
    header_word,
    read,
)
from mmnotation.notation.reading_state import (
    DEFAULT_PEGS,
    DIGITS,
    MAX_PEGS,
    ColorsOption,
    Found,
    Reading,
)
from mmnotation.notation.readings import choose_readings, readings, run_error, settle_pegs, symbols_of
from mmnotation.notation.text import PLAIN, decode
from mmnotation.notation.text_around import NAMED_CODE, NEW_GAME, another_game_said, holds_guess
from mmnotation.notation.title import Note, decide, open_names, stated_game, states_game, without_statements
from mmnotation.notation.whole_sheet import read_whole
from mmnotation.notation.words import common_names, is_sheet_word


# ---------------------------------------------------------------- pass 5: each clue against the game
def build_clues(chosen: list[tuple[ClueLine, Reading]], pegs: int, found: Found) -> list[Clue]:
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


@_no_gc_pauses()
def resolve(
    text: str | bytes,
    *,
    pegs: int | None,
    colors: ColorsOption,
    repeats: bool | None,
    path: str,
    names: tuple[str, ...],
    strict: bool,
) -> Sheet:
    """Parse and resolve a whole sheet.  Raises NotationError listing every error.

    A title that states the game (``notation.title``) decides what no option or directive
    does, where the clues agree with it; either way a notice says what it changed.
    """
    decoded, bad_bytes = decode(text, path)
    decoded, emoji = emoji_pegs(decoded)
    option_names = names if colors is not None else ()
    source, items, syntax_errors = read(decoded, path, tuple(n for n in option_names if len(n) > 1))
    stated = stated_game(source, items)
    titled = frozenset() if stated is None else stated.lines
    read_lines = _Read(source, items, syntax_errors, bad_bytes, emoji, names, titled)
    left = set() if stated is None else open_names(stated, (pegs, colors, repeats), items)
    if stated is None or not left:
        return _resolved(read_lines, pegs, colors, repeats, strict)

    def attempt(assumed: dict[str, Directive] | None, note: Note | None, skipped: list[int]) -> Sheet:
        return _resolved(read_lines, pegs, colors, repeats, False, assumed, note, skipped)

    # the runs with counts in them ('RGBYOP20'), which the clues alone may split into a clue
    runs = {i.line for i in items if isinstance(i, ClueLine) and i.run is not None and _counted(i.run)}
    assumed, note, read_so = decide(stated, left, attempt, frozenset(runs - titled))
    if read_so is not None and not strict:
        return read_so  # the pass that decided is the sheet (strict reads it again, notices as errors)
    return _resolved(read_lines, pegs, colors, repeats, strict, assumed, note)


def _counted(run: Run) -> bool:
    """A run with a count in it (``RGBYOP20``, ``1 1 2 2 1 0``), not a word alone (``lol``)."""
    return run.tail is not None or any(ch.isdigit() for ch in run.text)


class _Read(NamedTuple):
    """A sheet's lines as read, before any pass resolves them."""

    source: Source
    items: list[Item]
    syntax_errors: list[NotationError]
    bad_bytes: list[NotationError]
    emoji: tuple[str, int, int] | None
    names: tuple[str, ...]  # the colour names the options gave
    titled: frozenset[int]  # title lines that state the game: never a clue, never an error


def _resolved(
    read_lines: _Read,
    pegs: int | None,
    colors: ColorsOption,
    repeats: bool | None,
    strict: bool,
    assumed: dict[str, Directive] | None = None,
    note: Note | None = None,
    skipped: list[int] | None = None,
) -> Sheet:
    """The passes over the read lines; ``assumed``: directives the title stated; ``skipped``
    gets the lines skipped as text around the clues (whether or not the sheet has errors)."""
    source, items = read_lines.source, read_lines.items
    found = Found(source, [*read_lines.syntax_errors, *read_lines.bad_bytes])
    if note is not None:
        placed = [d for n, d in note.stated.directives.items() if n in note.names]
        first = min(placed, key=lambda d: (d.line, d.column))
        found.notice(note.message, first.line, first.column)
    lines = [item for item in items if isinstance(item, Directive | ClueLine)]
    directives = {**(assumed or {}), **directives_of(lines, found)}
    declared = declared_palette(colors, read_lines.names, directives, found)
    known = pegs if pegs is not None else _directive_pegs(directives)
    items = speakers(items, source, declared.names)
    if read_lines.emoji is not None:
        found.notice(*read_lines.emoji)
    clue_lines = [item for item in items if isinstance(item, ClueLine)]
    unread: list[Unread] = [item for item in items if isinstance(item, Unread)]
    for commented in items:
        if isinstance(commented, Commented) and not states_game(source.lines[commented.line - 1]):
            unused = "this comment reads as a clue and was skipped; remove the '#' to use it"
            found.notice(unused, commented.line, commented.column)

    options, unsplit, headers = _split_clues(clue_lines, declared, known, source, found)
    game_pegs, why = settle_pegs(pegs, directives, options, found)
    chosen, rules = choose_readings(options, game_pegs, why, found) if game_pegs is not None else ([], [])
    headers.extend(rules)
    spoiled = check_names(chosen, declared, found) | check_mixing(chosen, declared, found)
    chosen = [(c, r) for c, r in chosen if c.line not in spoiled]
    chosen = reread_in_context(chosen, found)
    if declared.palette is None:
        declared, implied = implied_game(chosen, declared, repeats, directives, found)
        repeats = implied if repeats is None else repeats
    unstated = frozenset({"colors"} if declared.palette is None else ())
    palette = settle_palette(declared, chosen, found, game_pegs)
    # without a clue read, no game tells what a guess is: every line is then the writer's attempt
    settled = (game_pegs or DEFAULT_PEGS, palette) if options and palette is not None else None
    told = frozenset() if note is None else note.stated.lines  # a title that has its own notice
    furniture(unread, unsplit, headers, settled, known, declared, found, read_lines.titled, told)
    another_game(chosen, found)
    clue_numbers = {clue.line for clue, _ in chosen}
    others = (n for n in range(1, len(source.lines) + 1) if n not in clue_numbers)
    check_legends(source.lines, chosen, others, found)
    clues = build_clues(chosen, game_pegs or 0, found)
    if skipped is not None:
        skipped.extend(found.skipped)
    return _sheet(game_pegs, palette, repeats, declared, directives, clues, source, found, strict, unstated)


def speakers(items: list[Item], source: Source, names: tuple[str, ...] = ()) -> list[Item]:
    """Lines such as ``Bob: 2 1`` left unpaired: a speaker's name and feedback, no guess.

    The grammar reads them as the guess ``BOB``; a name written as a name (``Bob``, ``Me``) is
    taken for a speaker instead, and the line is unread (furniture or an error, as the sheet
    decides), so that no speaker's name is ever deduced with as a guess.
    """
    out: list[Item] = []
    known = frozenset(n.lower() for n in names) if names else frozenset(common_names())
    for item in items:
        if (
            isinstance(item, ClueLine)
            and item.guess is not None
            and ((item.separator and _speaker(item, known)) or _label(item, known))
        ):
            assert item.guess is not None
            word, said = (
                item.guess.text + item.separator.strip(),
                "a label" if item.guess.text.islower() else "who spoke",
            )
            error = source.error(
                NotationSyntaxError,
                f"{word!r} is read as {said}, not a guess: this line holds feedback without its guess (write "
                "the guess before it, or on the line above)",
                item.line,
                item.guess.column,
            )
            out.append(Unread(error, item.line, source.lines[item.line - 1]))
        else:
            out.append(item)
    return out


def _speaker(clue: ClueLine, known: frozenset[str]) -> bool:
    """``Bob: 2 1``: a word written as a name (a capital, then small letters) before a colon,
    unless it is a colour's name (``Red: 0 0`` in a game of one peg; ``known``, lower-case)."""
    assert clue.guess is not None
    word = clue.guess.text
    return (
        clue.separator.strip() == ":"
        and word.lower() not in known
        and clue.guess.form == "together"
        and len(word) >= 2
        and word[0].isupper()
        and word[1:].isalpha()
        and word[1:].islower()
    )


def _label(clue: ClueLine, known: frozenset[str]) -> bool:
    """``result: ⚫⚫⚪``, ``result(black=2, white=1)``: a word of the sheet's own in small letters
    (the word table's ``header``: ``result``, ``score``) before feedback, not a guess."""
    assert clue.guess is not None
    word = clue.guess.text
    return (
        clue.guess.form == "together"
        and word.islower()
        and word not in known
        and is_sheet_word(word, "header")
    )


def _split_clues(
    clue_lines: list[ClueLine], declared: Declared, known: int | None, source: Source, found: Found
) -> tuple[list[tuple[ClueLine, list[Reading]]], list[ClueLine], list[int]]:
    """The readings of each clue line (pass 3); the runs that split no way; the header lines."""
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
    return options, unsplit, headers


def _sheet(
    game_pegs: int | None,
    palette: tuple[str, ...] | None,
    repeats: bool | None,
    declared: Declared,
    directives: dict[str, Directive],
    clues: list[Clue],
    source: Source,
    found: Found,
    strict: bool,
    unstated: frozenset[str],
) -> Sheet:
    """The game the passes settled, with its clues (``unstated``: what the reading took by default,
    ``Sheet.assumed``); else the errors found, the first raised."""
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
    return Sheet._read(game, tuple(clues), notices, unstated)  # build_clues checked each clue


def reread_in_context(chosen: list[tuple[ClueLine, Reading]], found: Found) -> list[tuple[ClueLine, Reading]]:
    """Each clue's feedback read in the light of the sheet's other lines (``notation.conventions``)."""
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
    changed = feedback_in_context(written, found.notice)
    if not changed:
        return chosen
    return [(c, r._replace(feedback=changed[c.line]) if c.line in changed else r) for c, r in chosen]


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
    found: Found,
    titled: frozenset[int] = frozenset(),
    told: frozenset[int] = frozenset(),
) -> None:
    """Lines that hold no guess for the game are skipped, in one notice; the others are errors.
    ``told``: title lines whose own notice says how they were read: skipped, not listed.

    ``unread``: lines the grammar could not read; ``unsplit``: runs of symbols that split into
    no guess and feedback (``Hello``, ``Mastermind``); ``headers``: lines such as ``Turn 1``,
    always skipped.  ``settled``: the pegs and palette the clues settled (None: no line is
    skipped); ``stated``: the pegs the sheet or an option stated (None when the guesses set them);
    ``titled``: the title lines that state the game, whose statements are no feedback ('colors 1-8').
    """
    names = declared.names or common_names()

    def holds(text: str, line: int) -> bool:
        if settled is None:
            return True
        pegs, palette = settled
        if palette[0].isdigit():
            palette = tuple(DIGITS)  # a digit outside a digit game's palette is still a guess's
        # a title line is tested without what it states of the game ('5 pegs', 'colors 1-8')
        return holds_guess(without_statements(text) if line in titled else text, pegs, palette, names)

    skipped: list[int] = list(headers)
    for item in unread:
        if holds(item.text, item.line):
            found.errors.append(item.error)
        else:
            skipped.append(item.line)
    for clue in unsplit:
        text = found.source.lines[clue.line - 1]
        if holds(text, clue.line):
            run_error(clue, stated, found, text)
        else:
            skipped.append(clue.line)
    skipped = sorted(n for n in skipped if n not in told)
    found.skipped = skipped
    if not skipped:
        return
    more = f" and {len(skipped) - 12:,} more" if len(skipped) > 12 else ""
    shown = ", ".join(str(n) for n in skipped[:12]) + more
    plural = "s" if len(skipped) > 1 else ""
    found.notice(
        f"skipped {len(skipped):,} line{plural} that hold{'' if plural else 's'} no guess for the game "
        f"(line{plural} {shown}): text around the clues, not clues",
        skipped[0],
        1,
    )


def another_game(chosen: list[tuple[ClueLine, Reading]], found: Found) -> None:
    """A notice for a skipped header that starts a game (``Game 2``) between clues: the clues
    after it are read with those before as one game, which is right only if it is not another."""
    lines = [clue.line for clue, _ in chosen]
    if not lines:
        return
    for number in found.skipped:
        if lines[0] < number < lines[-1] and NEW_GAME.match(found.source.lines[number - 1]):
            found.notice(another_game_said(found.source.lines[number - 1]), number, 1)
            return


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

    def notation(text: str | bytes, strict: bool) -> Sheet:  # the grammar's reading of a sheet
        return resolve(text, pegs=pegs, colors=colors, repeats=repeats, path=path, names=(), strict=strict)

    return read_whole(text, notation, path=path, strict=strict)


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
        path="<string>",
        names=game.names,
        strict=False,
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
    found = Found(Source("<string>", (text,)))
    name_map = {n.lower(): s for n, s in zip(game.names, game.colors, strict=False) if len(n) > 1}
    declared = Declared(game.colors, game.names, name_map)
    got = symbols_of(guess, declared, found, 1)
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
    text = text.translate(PLAIN)
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
    found = Found(source)
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
    chosen, blank = choose_readings(options, game_pegs, why, found) if game_pegs is not None else ([], [])
    for number in blank:
        found.error("a code with no peg placed", number, 1)
    check_names(chosen, declared, found)
    check_mixing(chosen, declared, found)
    palette = settle_palette(declared, chosen, found, game_pegs)
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
