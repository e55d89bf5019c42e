"""A sheet read by the notation, else as pasted text: which reading stands (docs/notation.md,
"Pasted text").

The notation reads the sheet first (``notation.sheet``).  Where it stops at lines it cannot read,
the sheet is read again as a whole (``notation.pasted``) and that reading stands only where it
explains every error the notation found (``Rewritten.keeps``); where the notation read the sheet
but skipped text, or took letters for colours the game lacks, the whole reading stands where a
table's header or a rules line decided it or it reads more.  Then the order of the clues (a sheet
that lists its newest guess first) and a player's corrections in prose are said.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from itertools import pairwise

from mmnotation.errors import NotationError, NotationMeaningError, NotationNotice, NotationSyntaxError
from mmnotation.model import Clue, Sheet
from mmnotation.notation.clue_lines import guesses
from mmnotation.notation.containers import Contained, contained, holds_container, html_blocks, json_messages
from mmnotation.notation.corrections import corrected
from mmnotation.notation.counts import (
    CORRECTION,
    NAMED_PAIR,
    NUMBER,
    WORD,
)
from mmnotation.notation.emoji import pictures
from mmnotation.notation.encoding import binary_format, first_byte, legacy, name_of, unmarked_utf16, utf16
from mmnotation.notation.key_names import keys_named
from mmnotation.notation.legend import legend
from mmnotation.notation.line_text import TIME
from mmnotation.notation.order import has_moments, newest_first, says_newest_first, written_turns
from mmnotation.notation.pasted import rewrite
from mmnotation.notation.rewritten import Rewritten
from mmnotation.notation.tables import looks_structured, structured
from mmnotation.notation.text import Pattern, decode, split_lines
from mmnotation.notation.words import is_sheet_word

Notation = Callable[[str | bytes, bool], Sheet]
"""The notation's reading of a sheet's text (``strict`` or not), the game's options given."""


# ---------------------------------------------------------------- the notation, else pasted text
def read_whole(
    text: str | bytes, notation: Notation, *, path: str, strict: bool, inside: bool = True
) -> Sheet:
    """A sheet read by the notation (``notation(text, strict)``), else as pasted text.

    Tables in markup and JSON are read by their structure first; a sheet the notation cannot
    read is read as pasted text where that answers every error (``Rewritten.keeps``); a sheet
    the notation read, skipping text in which a table's header or a rules line says which count
    is which, is read again by them; and a sheet that lists its newest guess first is read
    oldest first.  ``strict`` reads the notation only.  Raises the notation's NotationError.
    Bytes in UTF-16 are read by their byte-order mark, and bytes that are not UTF-8 in the code page
    that reads them best (``notation.encoding``), with a notice, where that reading has no error;
    a sheet no reading reads, from the text inside its container (``inside``: an RTF document...).
    """
    if isinstance(text, bytes):
        kind = binary_format(text)
        if kind is not None:  # a document, a picture, an archive: said so, with what to do
            raise NotationSyntaxError(
                f"this is {kind}, not a text file; expected a clue sheet: save its clues as plain "
                "text (.txt), or copy them and paste them",
                path=path,
            )
        text = utf16(text) or text  # its byte-order mark says what it is: no notice
        if not strict and isinstance(text, bytes):
            found = unmarked_utf16(text) or (None if _is_utf8(text) else legacy(text))
            read = None if found is None else _in_code_page(text, found, notation, path)
            if read is not None:
                return read
    if not strict and inside and holds_container(_head(text)):  # (read once, not searched again)
        pasted = _inside(text, notation, path, contained)
        if pasted is not None:
            return pasted
    if not strict and inside and _head(text).lstrip()[:1] in ("{", "["):  # a chat's JSON export
        pasted = _inside(text, notation, path, json_messages)  # (what each message says, a line each)
        if pasted is not None:
            return pasted
    if not strict and _structured(text):
        pasted = _as_pasted(text, notation, set(), set(), path)
        if pasted is not None:
            return pasted
    try:
        sheet = notation(text, strict)
    except NotationError as error:
        if strict or any(e.line == 0 for e in error.errors):
            raise  # strict reads only the notation; an error of no line is of the whole text
        timed = {e.line for e in error.errors if _timed(e)}  # a time read as counts: the line is no clue
        # (words read as feedback after who spoke, no digit among them: 'Name: Bob' is no line of the clues)
        not_read = [_unread(e) or e.line in timed or _named(e) for e in error.errors]
        unread = {e.line for e, no in zip(error.errors, not_read, strict=True) if no}
        misread = {(e.line, e.column) for e, no in zip(error.errors, not_read, strict=True) if not no}
        spoke = frozenset(e.line for e in error.errors if _SPOKE in e.message)
        sized = {e.line: int(m[1]) for e in error.errors if (m := _COMPARED.search(e.message))}
        prose = _prose(error.errors)
        pasted = _or_in_capitals(
            lambda t, quoted: _as_pasted(
                t, notation, unread, misread, path, spoke=spoke, sized=sized, quoted=quoted, prose=prose
            ),
            text,
            path,
        )
        if pasted is None and inside:  # an HTML document whose blocks share a line
            pasted = _inside(text, notation, path, html_blocks)
        if pasted is None:
            raise
        return pasted
    skipped = _SKIPPED_TEXT in "".join(n.message for n in sheet.notices)
    if not strict and (skipped or _guessed_colours(sheet) or _white_first(text, path) or _twice(sheet)):
        # text was skipped: a table's header or a rules line in it may say which count is which,
        # or the skipped lines are the guesses of feedback read alone (a chat: 'Alice: RGBY', 'Bob: 2 1');
        # or a letter was taken for a colour the game lacks: a word may have been read as the guess;
        # or a comment names the counts white first ('# guess  white  black')
        # ('kim | rgby' skipped, 'mmbot | 1b 2w' read as the guess MMBOT: a sheet in small letters);
        # or a guess on two lines running, each a count (a table in long form: notation.long_rows)
        pasted = _or_in_capitals(
            lambda t, quoted: _as_pasted(t, notation, set(), set(), path, better_than=sheet, quoted=quoted),
            text,
            path,
        )
        if pasted is not None and (
            pasted.clues != sheet.clues  # (or the same clues of a game its lines state, not guessed)
            or (_guessed_colours(sheet) and not _guessed_colours(pasted) and pasted.game != sheet.game)
        ):
            return pasted
        if pasted is None and any(c.feedback.black != c.feedback.white for c in sheet.clues):
            sheet = _not_white_first(sheet, text, path)
    if not strict and not sheet.clues:
        pasted = _from_comments(text, notation, path, sheet)
        if pasted is not None:
            return pasted
    return _corrected(_in_order(sheet, text, path, strict), text, path, strict)


def _inside(
    text: str | bytes, notation: Notation, path: str, container: Callable[[str], Contained | None]
) -> Sheet | None:
    """The sheet read from the text inside its ``container`` (``notation.containers``: an RTF
    document, an e-mail's part in base64, a calendar's folded lines; an HTML document's blocks),
    each clue and notice placed at the file's line that writes it, with a notice that says so; None
    where it is in none, or where the text inside does not read either."""
    if len(text) > 4 * LONGEST_PASTED:  # (a character is four bytes at most: too long to be read so)
        return None
    decoded = decode(text, path)[0]
    found = container(decoded) if len(decoded) <= LONGEST_PASTED else None
    if found is None:
        return None
    inner, places, kind = found
    try:
        sheet = read_whole(inner, notation, path=path, strict=False, inside=False)
    except NotationError:
        return None
    if not sheet.clues:
        return None
    lines = split_lines(decoded)

    def place(line: int) -> int:
        return places[min(max(line, 1), len(places)) - 1]

    def at(line: int) -> str:
        return lines[line - 1] if 0 < line <= len(lines) else ""

    first = place(sheet.clues[0].line)
    said = [NotationNotice(f"read the text inside {kind}", line=first, column=1, source=at(first), path=path)]

    def placed(message: str) -> str:  # the lines a message lists, the file's ('skipped ... (lines 1, 6)')
        return _LINES_SAID.sub(
            lambda m: (
                m[1]
                + ", ".join(
                    dict.fromkeys(_RANGE.sub(lambda r: str(place(int(r[0]))), n) for n in m[2].split(", "))
                )
            ),
            message,
        )

    said += [
        NotationNotice(placed(n.message), line=place(n.line), column=1, source=at(place(n.line)), path=path)
        for n in sheet.notices
    ]
    clues = tuple(Clue(c.guess, c.feedback, place(c.line), c.turn) for c in sheet.clues)
    notices = tuple(sorted(said, key=lambda n: (n.line, n.column)))
    return Sheet._read(sheet.game, clues, notices, sheet.assumed)


def _told(sheet: Sheet, *said: NotationNotice, clues: tuple[Clue, ...] | None = None) -> Sheet:
    """The sheet with the notices ``said`` added, all of them in the order of their lines (and
    ``clues`` for its clues: the same in another order)."""
    notices = tuple(sorted((*sheet.notices, *said), key=lambda n: (n.line, n.column)))
    return Sheet._read(sheet.game, sheet.clues if clues is None else clues, notices, sheet.assumed)


_LINES_SAID = re.compile(r"(\blines? )(\d+(?:-\d+)?(?:, \d+(?:-\d+)?)*)")
_RANGE = re.compile(r"\d+")  # each line of a range ('15-16')


def _is_utf8(data: bytes) -> bool:
    if data.isascii():
        return True  # (the common case, without a decoding)
    try:
        data.decode("utf-8")
    except UnicodeDecodeError:
        return False
    return True


def _in_code_page(data: bytes, found: tuple[str, str], notation: Notation, path: str) -> Sheet | None:
    """A sheet that is not UTF-8 read as ``found`` (its text in the code page that reads it best, or
    in UTF-16 with no mark), with a notice at its first byte that is not UTF-8; None where it is read
    so with errors (the errors of its bytes then stand, each located)."""
    text, page = found
    try:
        sheet = read_whole(text, notation, path=path, strict=False)
    except NotationError:
        return None
    number, column = first_byte(data, page)
    message = (
        f"this file is not UTF-8: it is read as {name_of(page)}; save it as UTF-8 if a letter reads wrong"
    )
    notice = NotationNotice(
        message, line=number, column=column, source=split_lines(text)[number - 1], path=path
    )
    return _told(sheet, notice)


_COMMENTED = re.compile(r"^([ \t]*)(#|//)(.*)$", re.MULTILINE)


def _from_comments(text: str | bytes, notation: Notation, path: str, sheet: Sheet) -> Sheet | None:
    """A sheet the notation read as holding no clue, where its clues stand on lines that open with
    the notation's comment mark (a hashtag, ``#mastermind RGBY 2b1w``; a toplevel's ``# - : ...``):
    read as pasted text with the marks as blanks, and said; else None.  A line that the notation
    reads as clues once its mark is gone (``# RGBY 2 1``) was taken out by the player: it stays out."""
    if len(text) > LONGEST_PASTED:
        return None
    text = decode(text, path)[0]  # a file's or stdin's bytes; a BOM before the first '#' goes
    if not _COMMENTED.search(text):
        return None

    def blank(line: re.Match[str]) -> str:
        try:
            notation(line[3].strip(), True)
        except NotationError:
            return line[1] + " " * len(line[2]) + line[3]
        return " " * len(line.group())  # '# RGBY 2 1': a clue the player took out, as the notation writes one

    bare = _COMMENTED.sub(blank, text)
    pasted = _as_pasted(bare, notation, set(), set(), path, better_than=sheet, quoted=text)
    if pasted is None or not pasted.clues:
        return _unread_comment(text, bare, sheet, path)
    first = pasted.clues[0].line
    said = NotationNotice(
        "the clues were read from lines that open with '#' or '//', which the notation takes for "
        "comments: a line of clues opens with its guess",
        line=first,
        column=1,
        source=split_lines(text)[first - 1],
        path=path,
    )
    return _told(pasted, said)


def _unread_comment(text: str, bare: str, sheet: Sheet, path: str) -> Sheet | None:
    """A sheet of no clue whose comment holds what may be clues (a guess and two numbers or more:
    ``#table(columns: 3, [Guess], ..., [RGBY], [1], [2])``): said, never read as none in silence."""
    written = split_lines(text)
    for number, line in enumerate(split_lines(bare), start=1):
        if not _COMMENTED.match(written[number - 1]) or len(NUMBER.findall(line)) < 2:
            continue
        shaped = [g for g, kind, _, _ in guesses(line) if kind in ("upper", "digit") and len(g) >= 3]
        if shaped:
            said = NotationNotice(
                "no clue was read, but this line, which opens with '#' or '//' (a comment), holds what may "
                f"be clues ({''.join(shaped[0])}); a line of clues opens with its guess",
                line=number,
                column=1,
                source=written[number - 1],
                path=path,
            )
            return Sheet._read(sheet.game, sheet.clues, (*sheet.notices, said), sheet.assumed)
    return None


def _or_in_capitals(
    read: Callable[[str | bytes, str | None], Sheet | None], text: str | bytes, path: str
) -> Sheet | None:
    """``read(text, None)``: the sheet read as pasted text (``_as_pasted``); else, where it writes its
    codes in small letters, ``read`` of it with them in capitals, the lines as written given for its
    notices to quote."""
    pasted = read(text, None)
    if pasted is not None or len(text) > LONGEST_PASTED:
        return pasted
    decoded = decode(text, path)[0]
    capitals = _in_capitals(decoded)
    return None if capitals is None else read(capitals, decoded)


def _in_capitals(text: str) -> str | None:
    """The sheet with its codes in small letters in capitals (``me> rgby``: ``me> RGBY``), where it
    writes none in capitals and two lines or more hold one: each word of three to eight letters, every
    one of the default palette's (RGBYOPWK); else None.  (The notation reads letters in either case;
    the pasted reading takes a word in small letters for prose unless a count stands right after it.)"""
    if _CODE_IN_CAPITALS.search(text):
        return None
    lines = {text.count("\n", 0, m.start()) for m in _CODE_IN_SMALL.finditer(text)}
    return _CODE_IN_SMALL.sub(lambda m: m.group().upper(), text) if len(lines) >= 2 else None


_CODE_IN_SMALL = Pattern(r"(?<![^\W\d_])[rgbyopwk]{3,8}(?![^\W\d_])")
_CODE_IN_CAPITALS = Pattern(r"(?<![^\W\d_])[RGBYOPWK]{3,8}(?![^\W\d_])")


def _white_first(text: str | bytes, path: str) -> bool:
    """Whether a comment line of the sheet names its counts white first (``# guess white black``):
    the notation reads two counts black first, so the sheet is read as a whole, by that line."""
    if len(text) > LONGEST_PASTED:
        return False
    text = decode(text, path)[0]  # a file's or stdin's bytes; a BOM before the first '#' goes
    # a heading or a rules line is short: a comment of prose is not looked up word by word
    comments = [c for m in _COMMENTED.finditer(text) if _heading(c := m[3].strip(" \t#/"))]
    # 'RGBY 2/1 (white/black)': a remark the notation skips
    comments += [m.group() for m in NAMED_PAIR.finditer(text)]
    # a title that says it too ('Bulls and Cows: I write cows first, then bulls'), read as a title
    comments += [
        line
        for line in text.split("\n", 3)[:3]
        if _FIRST_WORD.search(line) and len(line.split()) <= 12 and not NUMBER.search(line)
    ]
    return bool(comments) and legend(comments, lambda n: False).order == ("white", "black")


_FIRST_WORD = re.compile(r"\bfirst\b|\bsecond\b", re.IGNORECASE)  # (a cheap look before the legend's)


def _not_white_first(sheet: Sheet, text: str | bytes, path: str) -> Sheet:
    """The sheet with a notice at the line that names its counts white first, where no reading
    so stands (a clue read so cannot be: ``OYPR 1 3`` as 3 black 1 white), so that the order the
    notation read them in is said, not taken in silence."""
    if not _white_first(text, path):
        return sheet
    lines = split_lines(decode(text, path)[0])
    number = next(
        (n for n, line in enumerate(lines, start=1) if NAMED_PAIR.search(line) or _COMMENTED.match(line)), 1
    )
    notice = NotationNotice(
        "this line names the counts white first, but the sheet read so does not hold together: "
        "its counts are read black first, as the notation writes them",
        line=number,
        column=1,
        source=lines[number - 1] if lines else "",
        path=path,
    )
    return _told(sheet, notice)


def _heading(comment: str) -> bool:
    """A comment that may be a heading or a rules line: two words or more, six at most, no digit."""
    return len(comment.split()) <= 6 and len(WORD.findall(comment)) >= 2 and not NUMBER.search(comment)


# notation.readings' error of length, and the sheet's of a directive after a line read as a clue
_COMPARED = re.compile(
    r"(?:pegs, but the guess on line |directives go before the first clue \(line "
    r"|here, (?:letters|digits) on line )(\d+)"
)

LONGEST_PASTED = 65_536
"""Characters: a longer sheet is read as the notation only (pasted text is a page or a chat, and
reading every line of a long file again would make its errors slow to come)."""
_SKIPPED_TEXT = "text around the clues"  # the notice of lines skipped as text (furniture, above)


def _skipped_lines(sheet: Sheet) -> set[int]:
    """The lines a sheet's notice says it skipped as text around the clues."""
    said = next((n.message for n in sheet.notices if _SKIPPED_TEXT in n.message), "")
    found = _LINES_SAID.search(said)
    return set() if found is None else {int(n) for n in found[2].split(", ")}


def _in_order(sheet: Sheet, text: str | bytes, path: str, strict: bool, pasted: bool = False) -> Sheet:
    """The sheet's clues oldest first, where the sheet lists the newest first (a notice says so).
    ``pasted``: the clues were read as pasted text, whose rewritten clues have no turns: the turns
    are looked for on the sheet's own lines."""
    if len(sheet.clues) < 2:
        return sheet
    unturned = all(c.turn is None for c in sheet.clues)
    if unturned and not pasted and not says_newest_first(_head(text)):
        return sheet  # the common case costs one search of the text's start for the words
    decoded, _ = decode(text, path)
    lines = split_lines(decoded)
    turns = [(c.line, c.turn) for c in sheet.clues]
    if unturned and pasted:
        turns = written_turns(list(lines), [(c.line, str(c.guess)) for c in sheet.clues])
    head = decoded[:LONGEST_PASTED]
    if all(turn is None for _, turn in turns) and not says_newest_first(head) and not has_moments(head):
        return sheet
    firsts: dict[int, str] = {}
    for clue in sheet.clues:
        firsts.setdefault(clue.line, str(clue.guess))
    said = newest_first(list(lines), turns, firsts)
    if said is None:
        return sheet
    message, line = said
    if strict:
        raise NotationMeaningError(message, line=line, column=1, source=lines[line - 1], path=path)
    notice = NotationNotice(message, line=line, column=1, source=lines[line - 1], path=path)
    return _told(sheet, notice, clues=sheet.clues[::-1])


def _corrected(sheet: Sheet, text: str | bytes, path: str, strict: bool = False) -> Sheet:
    """The sheet with each clue that a line of prose corrects read as corrected ('line 3 should be
    1 black, not 2': ``notation.corrections``), with a notice for each such line (``strict``: the
    clues as written, the notice only)."""
    if not CORRECTION.search(_head(text)):
        return sheet  # the common case: one search of the text
    lines = split_lines(decode(text, path)[0])
    mended, said = corrected(sheet, lines, path, apply=not strict)
    return _told(mended, *said) if said else sheet


def _structured(text: str | bytes) -> bool:
    """A table in markup or JSON (``notation.pasted``), told cheaply from its first characters."""
    if not looks_structured(_head(text)):
        return False
    try:
        decoded = decode(text, "")[0]
    except NotationError:
        return False
    return len(decoded) <= LONGEST_PASTED and structured(decoded)  # a longer text is not read so


def _head(text: str | bytes) -> str:
    """The text's start, where the cheap searches look: a file's or stdin's bytes read as UTF-8
    (the CLI's), so that they find what they find in the same text given as a string."""
    head = text[:LONGEST_PASTED]
    return head if isinstance(head, str) else head.decode("utf-8", "replace")


def _reads_more(rewritten: Rewritten, sheet: Sheet) -> bool:
    """Whether the pasted reading reads as many clues as the notation's and more lines: each line
    the notation read as a clue, and others (``RGBY`` then ``2 1``: the notation read ``2 1`` alone)."""
    read = {clue.line for clue in sheet.clues}
    if rewritten.clues > len(sheet.clues):
        return True
    return rewritten.clues >= len(sheet.clues) and read < rewritten.block | rewritten.paired


def _twice(sheet: Sheet) -> bool:
    """Whether two clues running have one guess (``RGBY  black  1`` over ``RGBY  white 2``: a
    table in long form, a blank line between its rows too; or a guess played twice)."""
    return any(a.guess == b.guess for a, b in pairwise(sheet.clues))


def _guessed_colours(sheet: Sheet) -> bool:
    """Whether reading the sheet took a letter for a colour that is not the game's default."""
    return any(_NOT_DEFAULT in notice.message for notice in sheet.notices)


_NOT_DEFAULT = "is not one of the default colours"  # notation.palette's notice


def _prose(errors: tuple[NotationError, ...]) -> frozenset[int]:
    """The lines whose only errors are letters past the game's colours, a count past its pegs or a
    guess of other pegs: a word and a number the notation read as a clue (``Best score: 1,250``,
    a chat's ``**Assistant** (10:14)``), which the whole reading
    may answer where the line stands apart from the clues (``Rewritten.keeps``)."""
    kinds = [(e.line, bool(_PAST_THE_GAME.search(e.message))) for e in errors]
    return frozenset(line for line, _ in kinds) - {line for line, prose in kinds if not prose}


_PAST_THE_GAME = Pattern(
    r"^symbol '.' is colour number \d+ in the clues, but the game has|^\d+ \w+ for \d+ placed"
    r"|^this guess has \d+ pegs, but the game has"  # ('**Assistant** (10:14)' below clues of 4)
    r"|^\d+ black and \d+ white add up to more than"  # ('Level 42 (hard mode)' above clues of 4)
)


def _timed(error: NotationError) -> bool:
    """An error at a time or a date that the notation read as counts (``Bot — 21:03``: 21 black;
    ``Read 21:16``): the line is no clue, as when the grammar could not read it (its other errors,
    such as the word read as the guess, too)."""
    return any(m.start() < error.column <= m.end() for m in TIME.finditer(error.source))


def _named(error: NotationError) -> bool:
    """An error at a line the notation read as who spoke and feedback without its guess, where
    that feedback holds no digit (a guestbook's ``Name: Bob``) or is one number of three digits or
    more (``Seed: 982734``, no counts), or whose label is a word that heads a line about the game
    (a table's totals row, ``total   3   5``): no line of the clues."""
    return _SPOKE in error.message and (
        not re.search(r"\d", error.source)
        or _ONE_NUMBER.fullmatch(error.source) is not None
        or is_sheet_word(error.source.split()[0].rstrip(":"), "header")  # a table's 'total   3   5'
    )


_ONE_NUMBER = Pattern(r"[^:\d]*:[ \t]*[0-9]{3,}[ \t]*")


_SPOKE = "this line holds feedback without its guess"  # (notation.sheet's error after who spoke)


def _unread(error: NotationError) -> bool:
    """An error where the grammar could not read a line (an unknown word or character, a guess
    with no feedback after it, a count's word with no count on a line of no digit: a mail's
    ``Subject: bulls and cows``, a run of dashes or underscores it reads two ways: an e-mail
    signature's ``-- ``, a worksheet's empty row ``3. _ _ _ _  _  _``), or a number it read as a
    count past any game's pegs after a field's name alone (``updated: 1765101234567``), which a
    reading of the whole sheet as pasted text may answer."""
    if error.line > 0 and "is more than any game's pegs" in error.message:  # (after a guess: its error)
        return _FIELD_NAME.fullmatch(error.source[: error.column - 1]) is not None
    return (
        isinstance(error, NotationSyntaxError)
        and error.line > 0
        and (
            error.message.startswith(
                (
                    "unexpected",
                    "unknown words",
                    "the line ends too soon; expected feedback",
                    "cannot split",
                    "a rule of",
                )
            )
            or "has no feedback after it" in error.message
            or ("has no count beside it" in error.message and not re.search(r"\d", error.source))
            or _READ_TWO_WAYS.match(error.message) is not None
        )
    )


_FIELD_NAME = re.compile(r"[ \t]*[^\W\d_]+[ \t]*[:=][ \t]*")
# (notation.readings' error of pegs: a run of dashes, underscores, or a word in Markdown's bold, '**Note**')
_READ_TWO_WAYS = re.compile(r"'(?:[-_ ]+|\*\*[^\W\d_]+\*\*)' can be read as ")


def _as_pasted(
    text: str | bytes,
    notation: Notation,
    unread: set[int],
    misread: set[tuple[int, int]],
    path: str,
    better_than: Sheet | None = None,
    spoke: frozenset[int] = frozenset(),
    sized: dict[int, int] | None = None,
    prose: frozenset[int] = frozenset(),
    quoted: str | None = None,
) -> Sheet | None:
    """The sheet read as pasted text (``notation.pasted``): its clues found from the whole sheet,
    written again in the notation and read by the grammar; None when no clear block is found or
    the clues so found cannot be read either (the first reading's errors then stand).
    ``spoke``: the lines where the notation took a label for who spoke; ``sized``: the lines whose
    guess's length the notation compared with another line's (``Rewritten.keeps``).  ``better_than``: the
    notation's reading, which skipped text; the pasted one is taken only where
    a table's header or a rules line said which count is which, or where it reads as many clues
    and more of the sheet (the lines of those clues, and guesses whose feedback is on the next)."""
    decoded, _ = decode(text, path)
    if len(decoded) > LONGEST_PASTED:
        return None  # a sheet pasted from a page or a chat is short: a long one is the notation's
    shown, drawn = pictures(decoded)  # pegs drawn as pictures, as the emoji they show
    shown, keyed_lines, keyed = keys_named(shown)  # key pegs named after the guess, as its counts
    rewritten = rewrite(shown)
    # (the notation's errors on a line of a guess and its key pegs named: that reading explains them)
    misread = {(line, column) for line, column in misread if line not in keyed_lines}
    if rewritten is None or not rewritten.keeps(unread - keyed_lines, misread, spoke, sized, prose):
        return None
    # the notation's reading took letters out of the default colours where this one reads guesses
    # that need none (``mastermind: guess 5612 scored 1 black``: not the guess SCORED)
    strange = (
        better_than is not None
        and _guessed_colours(better_than)
        and rewritten.clues >= len(better_than.clues)
    )
    # (a line the notation skipped that lists the game's colours, their letters too: 'Kolory: czerwony=C')
    declared = better_than is not None and bool(rewritten.declares & _skipped_lines(better_than))
    if better_than is not None and not (
        rewritten.decided or _reads_more(rewritten, better_than) or strange or declared
    ):
        return None
    try:
        sheet = notation(rewritten.text, False)
    except NotationError:
        return None
    if strange and _guessed_colours(sheet):
        return None
    lines = split_lines(decoded if quoted is None else quoted)  # the lines a notice quotes
    moved = dict(rewritten.moved)

    def at(line: int) -> str:
        return lines[line - 1] if 0 < line <= len(lines) else ""

    said = [
        NotationNotice(message, line=line, column=1, source=at(line), path=path)
        for message, line in [*rewritten.notices, *(said[:2] for said in (drawn, keyed) if said is not None)]
    ]
    # the notation's notices quote the line as written, the caret on the guess where it stands
    starts, widths = dict(rewritten.starts), rewritten.widths
    for notice in sheet.notices:
        line = moved.get(notice.line, notice.line)
        first = starts.get(line)
        column = notice.column if first is None else first + min(notice.column - 1, widths.get(line, 0))
        said.append(NotationNotice(notice.message, line=line, column=column, source=at(line), path=path))
    clues = sheet.clues
    if moved:  # each clue on the line of the text that writes it, in the order written there
        clues = tuple(Clue(c.guess, c.feedback, moved.get(c.line, c.line), c.turn) for c in clues)
        clues = tuple(sorted(clues, key=lambda c: c.line))
    notices = tuple(sorted(said, key=lambda n: (n.line, n.column)))
    return _corrected(
        _in_order(Sheet._read(sheet.game, clues, notices, sheet.assumed), decoded, path, False, pasted=True),
        decoded,
        path,
    )
