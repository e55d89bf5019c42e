"""Read a sheet's text into line values: directives, clues and runs, with their places.

This is the syntax layer.  The grammar (``grammar/clues.lark``) says what every form is; the
transformer here only turns each named rule into a value.  What a line cannot know by itself
(the game, and where a run such as ``BBYR12`` splits) is settled in ``notation.sheet``.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import TYPE_CHECKING, Any, NamedTuple

from mmnotation.errors import NotationError, NotationMeaningError, NotationSyntaxError
from mmnotation.model import Feedback
from mmnotation.notation.grammar import DIRECTIVE, FEEDBACK_HINT, KNOWN_NAMES, NEAR_NAMES, parse, parse_lines
from mmnotation.notation.slips import slips_in, spelt
from mmnotation.notation.text import split_lines
from mmnotation.notation.text_around import EMPHASIS, GAME_SIZE, blanked, csv_turn, header_words, variants
from mmnotation.notation.words import black_white, counts_in_words, label_parts

if TYPE_CHECKING:
    from lark import Token

MAX_LINE = 4096
"""The longest line a sheet may have (comment lines aside): no game needs more."""

_HUGE = 10**9  # stands for a number of more digits, which no game has; messages quote it as written


class Word(NamedTuple):
    """A word of a line as written, with its 1-based column."""

    text: str
    column: int
    written: str = ""  # a misspelt colour name as written, read as the name ``text`` (notation.slips)


class Guess(NamedTuple):
    """A guess as the grammar read it.

    ``form`` is the grammar's rule: ``together`` (``RGBY``), ``apart`` (``R G B Y``),
    ``named`` (colour names, mapped to symbols by the game) or ``dashed``
    (``R-G-B-Y``, read two ways).  ``words`` holds one word a hole (``together``: one a
    character), as written.
    """

    form: str
    text: str  # as written
    column: int
    parts: tuple[Word, ...] = ()  # apart and named: one word a hole

    @property
    def words(self) -> tuple[Word, ...]:
        """One word a hole, with its column."""
        if self.parts:
            return self.parts
        return tuple(Word(ch, self.column + i) for i, ch in enumerate(self.text))


class ReadFeedback(NamedTuple):
    """Feedback as the grammar read it: the value, its form (the grammar's rule) and place."""

    value: Feedback
    form: str
    column: int
    text: str


class Run(NamedTuple):
    """Symbols whose split into guess and feedback only the number of pegs can tell.

    ``compact`` (``BBYR12``: one word) or ``spaced`` (``1 1 2 2 1 0``: one symbol a word,
    then maybe more feedback words in ``tail``).
    """

    form: str
    words: tuple[Word, ...]
    tail: Word | None
    text: str  # the whole run as written


class ClueLine(NamedTuple):
    """A clue line: a guess and its feedback, or a run to split."""

    guess: Guess | None
    feedback: ReadFeedback | None
    run: Run | None
    separator: (
        str  # " " or the explicit separator (| : = -> => and the arrows and dashes of docs/notation.md)
    )
    turn: int | None
    line: int
    column: int


class Entry(NamedTuple):
    """One item of a colors directive: a word, and the letter given to it (``Black=K``)."""

    word: Word
    letter: Word | None


class Directive(NamedTuple):
    """``pegs``, ``colors`` or ``repeats`` with its value.

    ``value``: an int for pegs and a colour count, a bool for repeats, entries for a palette.
    """

    name: str
    value: int | bool | tuple[Entry, ...]
    line: int
    column: int
    value_column: int
    written: str = ""  # a number as written (a huge one is kept as a stand-in value)


class Unread(NamedTuple):
    """A line the grammar cannot read, even without a turn marker or a remark.

    Whether it is furniture (a title, chatter: skipped with a notice) or an error depends on
    whether it holds a guess for the game, which only the whole sheet tells.
    """

    error: NotationError
    line: int
    text: str


class Commented(NamedTuple):
    """A comment line that reads as a clue (``# RGBY 1 2``): skipped, with a notice.  ``read``
    sets its line."""

    column: int
    line: int = 0


Item = Directive | ClueLine | Unread | Commented


class Source(NamedTuple):
    """The lines of a sheet, for error messages."""

    path: str
    lines: tuple[str, ...]

    def error(self, cls: type[NotationError], message: str, line: int, column: int) -> NotationError:
        text = self.lines[line - 1] if 0 < line <= len(self.lines) else ""
        return cls(message, line=line, column=column, source=text, path=self.path)


_DIRECTIVE_REMARK = re.compile(r"[ \t]+//.*$")
_BOLD_LINE = re.compile(rf"[ \t]*(?:{EMPHASIS.pattern})[ \t]*")  # a whole line in bold: **RGBY 2 1**
_GAME_SIZE_LINE = re.compile(rf"[ \t]*(?:{GAME_SIZE})[ \t]*", re.IGNORECASE)
_COUNT_SPLIT = re.compile(r"([0-9]+|[?*_-])(?:[ \t]*[,/;:][ \t]*|-|[ \t]+)(.+)")


def _col(tok: Token) -> int:
    """A token's 1-based column (lark sets it on every token it reads from text)."""
    assert tok.column is not None
    return tok.column


def _count(tok: Token) -> int | None:
    return _count_text(str(tok), _col(tok))


def _count_text(text: str, column: int) -> int | None:
    """A count as written: a number, or None for a joker (unknown)."""
    if text in "?*_-":
        return None
    if len(text) > 9:
        raise NotationMeaningError(
            f"the count {text[:12] + '...' if len(text) > 12 else text} is more than any game's pegs",
            column=column,
        )
    return int(text)


@lru_cache(maxsize=4096)
def _two_counts(text: str, col: int) -> ReadFeedback:
    """Two counts as one token (``2 0``, ``2,0``); one value for each text and column.

    Long sheets repeat a few feedbacks at one column: sharing the (frozen) value keeps a
    million-line sheet's memory down.
    """
    split = _COUNT_SPLIT.fullmatch(text)
    assert split is not None, "the grammar's COUNTS token is two counts"
    black, white = split.group(1), split.group(2)
    fb = Feedback(_count_text(black, col), _count_text(white, col + len(text) - len(white)))
    return ReadFeedback(fb, "counts", col, f"{black} {white}")


def _keyed(tok: Token) -> int:
    text = str(tok).strip("ABCEHSWabcehsw")  # 2b or B2
    if len(text) > 9:
        raise NotationMeaningError(f"the count {text[:12]}... is more than any game's pegs", column=_col(tok))
    return int(text)


_NO_PEG = str.maketrans("", "", " \t-_.\u25ef")
BLACK_PEGS = frozenset("BKRX\u25cf\u26ab\U0001f534")
"""Key-peg marks for a right colour in the right hole (upper case; the grammar's KEY_PEGS)."""
WHITE_PEGS = frozenset("WOC\u25cb\u26aa")
"""Key-peg marks for a right colour in the wrong hole: the rest of the grammar's KEY_PEGS."""


class LineTransformer:
    """Build line values from the grammar's rules (passed to lark as its transformer).

    Each method is named after a rule of ``grammar/clues.lark`` and receives its children.
    """

    # ------------------------------------------------------------ the line
    def start(self, children: list[Any]) -> Directive | ClueLine | None:
        return next((c for c in children if isinstance(c, Directive | ClueLine)), None)

    def sheet(self, children: list[Any]) -> list[Directive | ClueLine | None]:
        return children

    # ------------------------------------------------------------ directives
    def pegs(self, children: list[Any]) -> Directive:
        key, number = children
        text = str(number)
        value = int(text) if len(text) <= 9 else _HUGE
        return Directive("pegs", value, 0, _col(key), _col(number), text)

    def color_count(self, children: list[Any]) -> Directive:
        key, number = children
        return Directive("colors", int(number), 0, _col(key), _col(number))

    def colors(self, children: list[Any]) -> Directive:
        key, entries = children
        return Directive("colors", entries, 0, _col(key), entries[0].word.column)

    def palette(self, children: list[Any]) -> tuple[Entry, ...]:
        return tuple(children)

    def entry(self, children: list[Any]) -> Entry:
        word, letter = children
        return Entry(
            Word(str(word), _col(word)),
            None if letter is None else Word(str(letter), _col(letter)),
        )

    def repeats(self, children: list[Any]) -> Directive:
        key, switch = children
        value = str(switch).lower() in ("yes", "true", "on")
        return Directive("repeats", value, 0, _col(key), _col(switch))

    # ------------------------------------------------------------ clues
    def clue(self, children: list[Any]) -> ClueLine:
        turn = children[0]
        rest = children[1:]
        if len(rest) == 1:  # a run
            run: Run = rest[0]
            return ClueLine(None, None, run, "", turn, 0, run.words[0].column)
        if len(rest) == 2:  # a bracketed feedback right after the guess
            guess, feedback = rest
            return ClueLine(guess, feedback, None, "", turn, 0, guess.column)
        guess, sep, feedback = rest
        return ClueLine(guess, feedback, None, str(sep).strip() or " ", turn, 0, guess.column)

    def turn(self, children: list[Any]) -> int:
        return int(str(children[0])[:-1][-9:])

    def code(self, children: list[Any]) -> Guess:
        guess: Guess = children[0]
        return guess

    def together(self, children: list[Any]) -> Guess:
        (tok,) = children
        col = _col(tok)
        text = str(tok)
        return Guess("together", text, col)

    def symbols(self, children: list[Any]) -> tuple[Word, ...]:
        return tuple(Word(str(t), _col(t)) for t in children)

    def apart(self, children: list[Any]) -> Guess:
        (words,) = children
        return Guess("apart", " ".join(w.text for w in words), words[0].column, words)

    def named(self, children: list[Any]) -> Guess:
        words = tuple(_named_word(str(t), _col(t)) for t in children)  # the lexer checked each (grammar.py)
        return Guess("named", " ".join(w.written or w.text for w in words), words[0].column, words)

    def dashed(self, children: list[Any]) -> Guess:
        (tok,) = children
        col = _col(tok)
        text = str(tok)
        return Guess("dashed", text, col)

    def compact(self, children: list[Any]) -> Run:
        (tok,) = children
        col = _col(tok)
        text = str(tok)
        return Run("compact", tuple(Word(ch, col + i) for i, ch in enumerate(text)), None, text)

    def spaced(self, children: list[Any]) -> Run:
        words, _gap, tail = children
        tail_word = None if tail is None else Word(str(tail).rstrip(" \t"), _col(tail))
        text = " ".join(w.text for w in words) + ("" if tail_word is None else " " + tail_word.text)
        return Run("spaced", words, tail_word, text)

    # ------------------------------------------------------------ feedback
    def feedback(self, children: list[Any]) -> ReadFeedback:
        inner: ReadFeedback = children[0]
        return inner

    bracketed = feedback

    def _made(self, form: str, tokens: list[Any], black: int | None, white: int | None) -> ReadFeedback:
        toks = [t for t in tokens if t is not None]
        first = toks[0]
        text = " ".join(str(t) for t in toks)
        return ReadFeedback(Feedback(black, white), form, _col(first), text)

    def counts(self, children: list[Any]) -> ReadFeedback:
        (tok,) = children
        if tok.type == "COUNT":  # one count alone is black, with white unknown
            return ReadFeedback(Feedback(_count(tok), None), "counts", _col(tok), str(tok))
        # two counts and the separator between them, one token (the commonest feedback)
        return _two_counts(str(tok), _col(tok))

    def pair(self, children: list[Any]) -> ReadFeedback:
        (tok,) = children
        text = str(tok)
        col = _col(tok)
        b = None if text[0] in "?*_-" else int(text[0])
        w = None if text[1] in "?*_-" else int(text[1])
        return ReadFeedback(Feedback(b, w), "pair", col, text)

    def keyed(self, children: list[Any]) -> ReadFeedback:
        got = {str(t).strip("0123456789").lower(): _keyed(t) for t in children if t is not None}
        # keyed feedback lists the pegs received: a key not written is zero
        return self._made("keyed", children, got.get("b", 0), got.get("w", 0))

    def bulls_cows(self, children: list[Any]) -> ReadFeedback:
        bulls, cows = children  # a count not written is zero (0A: the sheet says so in a notice)
        return self._made("bulls_cows", children, _keyed(bulls), 0 if cows is None else _keyed(cows))

    def cows_alone(self, children: list[Any]) -> ReadFeedback:
        (cows,) = children  # 2C: the cows of 1B2C, no bull
        return self._made("bulls_cows", children, 0, _keyed(cows))

    def hit_blow(self, children: list[Any]) -> ReadFeedback:
        hits, blows = children
        return self._made("hit_blow", children, _keyed(hits), 0 if blows is None else _keyed(blows))

    def key_pegs(self, children: list[Any]) -> ReadFeedback:
        (tok,) = children
        marks = str(tok).upper().translate(_NO_PEG)  # BW--: a dash (or _ . \u25ef) where no key peg is
        black = sum(ch in BLACK_PEGS for ch in marks)
        # 'bcc': a bull (b) and two cows (c), as Bulls and Cows programs print them
        form = "bulls_cows" if "C" in marks and set(marks) <= {"B", "C"} else "key_pegs"
        return ReadFeedback(Feedback(black, len(marks) - black), form, _col(tok), str(tok))

    def marks(self, children: list[Any]) -> ReadFeedback:
        (tok,) = children
        text = str(tok)
        black = text.count("+")
        return ReadFeedback(Feedback(black, len(text) - black), "marks", _col(tok), text)

    def hints(self, children: list[Any]) -> ReadFeedback:
        marks = [str(t).lower() for t in children]
        if len(marks) == 1:
            tok = children[0]
            pegs = str(tok).upper()
            black = sum(ch in BLACK_PEGS for ch in pegs)
            raise NotationSyntaxError(
                f"{str(tok)!r} can be read as key pegs ({black} black {2 - black} white) or as a "
                f"hint ({'1 black 0 white' if marks[0] == 'rr' else '0 black 1 white'}); "
                "write the counts instead (e.g. 1 0)",
                column=_col(tok),
            )
        black = marks.count("rr")
        return self._made("hints", children, black, len(marks) - black)

    def worded(self, children: list[Any]) -> ReadFeedback:
        parts = [item for part in children if part is not None for item in part]
        named, column = counts_in_words(parts, FEEDBACK_HINT)
        if not named:  # none, nothing, rien
            return ReadFeedback(Feedback(0, 0), "nothing", column, parts[0][1])
        black, white = black_white(named)
        fb = Feedback(_count_text(*black), _count_text(*white))
        text = " ".join(f"{count} {name}" for name, (count, _) in named.items())
        return ReadFeedback(fb, "worded", column, text)

    def word_part(self, children: list[Any]) -> list[tuple[str, str, int]]:
        """A count in words as its parts, in order (``notation.words.Part``)."""
        if len(children) == 2:  # 2 black
            count, words = children
            return [("count", str(count), _col(count)), ("words", str(words), _col(words))]
        (tok,) = children
        if tok.type == "LABEL":  # 'Black: 1', one token
            return label_parts(str(tok), _col(tok))
        return [("words", str(tok), _col(tok))]


def _named_word(text: str, column: int) -> Word:
    """A colour name of a guess; one misspelt (read while NEAR_NAMES is set) as the name it is."""
    if NEAR_NAMES.get():
        name = spelt(text, KNOWN_NAMES.get())
        if name is not None:
            return Word(name, column, text)
    return Word(text, column)


def read_line(text: str, names: tuple[str, ...] = ()) -> Directive | ClueLine | None:
    """The value of one line (None for a blank or comment line), placed on no line yet (line 0):
    ``read`` places values and errors on each line that holds the text.

    ``names`` are the colour names the sheet declared (else the common names are known).
    Raises NotationError at the line's column.
    """
    if len(text) > MAX_LINE:
        raise NotationSyntaxError(
            f"a line of {len(text)} characters; at most {MAX_LINE} (no game needs more)", column=MAX_LINE + 1
        )
    value: Directive | ClueLine | None = parse(text, "start", names, LineTransformer)
    return value


def read(text: str, path: str, names: tuple[str, ...] = ()) -> tuple[Source, list[Item], list[NotationError]]:
    """Read every line; return the source, the line values and the errors.

    A line the grammar cannot read is an Unread item, not yet an error (it may be furniture).

    A ``colors`` directive that names its colours makes those names the known ones for the
    lines after it.
    """
    source = Source(path, split_lines(text))
    whole = _read_whole(source, names)
    if whole is not None:
        return source, whole, []
    items: list[Item] = []
    errors: list[NotationError] = []
    seen: dict[str, Item | NotationError | None] = {}
    for number, raw in enumerate(source.lines, start=1):
        line = raw.rstrip(" \t")
        stripped = line.lstrip(" \t")
        if not stripped:
            continue  # blank lines need no parser
        # long sheets repeat lines: read each distinct text once
        if line in seen:
            known = seen[line]
        else:
            try:
                known = _read_any(line, names)
                if isinstance(known, Unread):
                    known = _misspelt(line, names) or known
            except NotationError as exc:
                known = exc
            seen[line] = known
        if isinstance(known, NotationError):
            errors.append(_at(known, number, line, path))
            continue
        if known is None:
            continue
        if isinstance(known, Directive):
            declared = _declared_names(known)
            if declared and declared != names:
                names = declared
                seen.clear()  # the same text reads differently with other names
        if isinstance(known, Unread):
            items.append(Unread(_at(known.error, number, line, path), number, line))
        else:
            items.append(known._replace(line=number))
    return source, items, errors


def _misspelt(text: str, names: tuple[str, ...]) -> ClueLine | None:
    """A line of colour names with a name or two misspelt (``Red Gren Blue Yelow 1 2``), read as
    the names they are (notation.slips; the sheet's notice says each), where as many of its guess's
    names are written right."""
    if not slips_in(text, names):
        return None
    near = NEAR_NAMES.set(True)
    try:
        value = _read_any(text, names)
    except NotationError:
        return None
    finally:
        NEAR_NAMES.reset(near)
    if not isinstance(value, ClueLine) or value.guess is None or value.guess.form != "named":
        return None
    slips = sum(bool(w.written) for w in value.guess.words)
    return value if 2 * slips <= len(value.guess.words) else None


def _at(error: NotationError, number: int, text: str, path: str) -> NotationError:
    """``error`` placed on line ``number`` (a line's text read once serves each line that repeats it)."""
    return type(error)(error.message, line=number, column=error.column, source=text, path=path)


_RULE = re.compile(r"[ \t]*(?=[^\n]*[-_=]{3})[-_=]+(?:[ \t]+[-_=]+)+[ \t]*")  # '----   -   -'


def _read_any(text: str, names: tuple[str, ...]) -> Item | None:
    """One line as written, else without its turn marker, speaker or remark (docs/notation.md, "Text
    around the clues"); a line that none of these reads is Unread.  Raises NotationError for
    what is no matter of furniture (a line too long, an impossible count)."""
    stripped = text.lstrip(" \t")
    if stripped.startswith("#"):
        return _comment(text, names)
    if _RULE.fullmatch(text):  # '  ----   -   -' under a pad's columns: no pegs, no counts
        said = "a rule of dashes under the columns, not a clue of empty holes with counts not known"
        return Unread(NotationSyntaxError(said, column=len(text) - len(stripped) + 1), 0, text)
    bold = _BOLD_LINE.fullmatch(text)
    if bold is not None:  # '**GG**', '**RGBY 2 1**': the line in Markdown's bold, read without it
        start, end = bold.span(2)
        try:
            inner = _read_any(" " * start + text[start:end], names)
        except NotationError:
            pass  # the line as written says what is wrong
        else:
            if not isinstance(inner, Unread):
                return inner
    try:
        value = read_line(text, names)
    except NotationSyntaxError as exc:
        if DIRECTIVE.match(text):
            remark = _DIRECTIVE_REMARK.search(text)  # 'colors: 8 // Super Mastermind'
            if remark is None:
                raise
            return read_line(text[: remark.start()], names)
        first: NotationError | None = exc
        read: Item | None = None
    else:
        size = _game_size(text)
        if size is not None:  # 'MM(5,8)': the game's size (a title), not the guess MM
            pegs, colors = (g for g in size.groups() if g is not None)
            said = f"{text.strip()!r} is the size of a game ({pegs} pegs, {colors} colours), not a clue"
            said += f"; the clues go below it (a directive says it: 'pegs: {pegs}' and 'colors: {colors}')"
            return Unread(NotationSyntaxError(said, column=len(text) - len(text.lstrip(" \t")) + 1), 0, text)
        if _speaker_letter(value):
            for other, _turn, what in variants(text):
                if what != "speaker":
                    continue
                try:  # 'A: 1234', 'B: 1A2B': the speakers of a chat, one letter each
                    spoken = read_line(other.rstrip(" \t"), names)
                except NotationError:
                    continue
                if isinstance(spoken, ClueLine) and not _one_peg(spoken):
                    return spoken  # (not '0 1' from 'B: 0 1': a guess of one peg again)
        if not _worded_run(value) and csv_turn(text) is None:
            return value
        read = value
        # '3 - RGBY 1 2', '1,RGBY,1,1': a turn number and a dash or comma, not a run of symbols
        first = None
    for other, turn, what in variants(text):
        if first is None and what not in ("turn", "markup"):
            continue  # a line the grammar read is read otherwise only without a turn marker or bullet
        try:
            value = read_line(other.rstrip(" \t"), names)
        except NotationError:
            continue
        if isinstance(value, ClueLine) and not _worded_run(value):
            if first is None and (value.guess is None or _mixed(value.guess.text)):
                continue  # a line the grammar read is read otherwise only as a guess and its feedback
            if what == "speaker" and _one_peg(value):
                continue  # 'RGBY: 1, 1?' is no speaker 'RGBY' and a guess of one peg
            return value._replace(turn=turn if turn is not None else value.turn)
    if first is not None and not getattr(first, "unreadable", False):
        raise first  # the grammar read the line but its values are wrong ('Guess #1: ...' aside)
    return Unread(first, 0, text) if first is not None else read  # no variant: as first read


def _game_size(text: str) -> re.Match[str] | None:
    """A line that is only a game's size as the literature writes it (``MM(5,8)``, ``5x8``)."""
    if len(text) > 24 or not ("(" in text or "x" in text or "X" in text or "\u00d7" in text):
        return None  # (most lines: the pattern is not tried)
    return _GAME_SIZE_LINE.fullmatch(text)


def _one_peg(clue: ClueLine) -> bool:
    """A clue line whose guess can only be of one peg: one symbol, or a run of one symbol before
    words (``1, 1?``) or of two symbols (``0 1``: the guess ``0`` and a count)."""
    if clue.guess is not None:
        return len(clue.guess.text) == 1
    if clue.run is None:
        return False  # feedback alone
    return len(clue.run.words) == 1 or len(clue.run.text.replace(" ", "").replace("\t", "")) <= 2


def _speaker_letter(value: Item | None) -> bool:
    """``A: 1234``, ``B: 1A2B``: a one-letter speaker, not a guess of one peg, as no game of one peg
    gives that feedback (more than one key peg, or a white one).  Feedback a game of one peg can
    give (``B: 0A0B``) keeps the line a clue, which the two-line reading pairs with a guess line
    before it (``notation.two_lines``) where the game has more pegs."""
    if not isinstance(value, ClueLine) or value.separator != ":":
        return False
    if value.guess is None or value.feedback is None:
        return False
    fb = value.feedback.value
    one_peg = (fb.black or 0) + (fb.white or 0) <= 1 and not fb.white
    return len(value.guess.text) == 1 and value.guess.text.isalpha() and not one_peg


def _mixed(text: str) -> bool:
    """Letters and digits in one word (``0W``): keys, not a guess."""
    return any(c.isalpha() for c in text) and any(c.isdigit() for c in text)


def _worded_run(value: Item | None) -> bool:
    """A run of symbols followed by words (``3 - RGBY 1 2``), a number alone before a word of
    three digits or more (``1 1234 1 2``), or a turn word alone before a comment (``Guess #1:
    1122 1 0``): maybe a turn marker before a clue."""
    run = value.run if isinstance(value, ClueLine) else None
    if run is None:
        return False
    if run.tail is None:
        return run.form == "compact" and run.text.lower() in header_words()
    words = run.tail.text.split()  # none when the tail is a lone control character (``0 \r#``)
    first = words[0] if words else ""
    return any(ch.isalpha() for ch in run.tail.text) or (len(run.words) == 1 and len(first) >= 3)


def _comment(text: str, names: tuple[str, ...]) -> Item | None:
    """A comment line: ``#3 RGBY 1 2`` is turn 3 (a turn marker, not a comment); a comment
    that reads as a clue (``# RGBY 1 2``) is Commented, so that the sheet says it was skipped."""
    at = text.index("#")
    unread: Unread | None = None
    for other, turn, what in variants(text):
        if what != "turn":
            continue
        try:  # read as any line is: '#1 RGBY 1 2 :)' has a remark, '#1 RGBY 5 0' an error
            value = _read_any(other.rstrip(" \t"), names)
        except NotationSyntaxError:
            continue
        if isinstance(value, ClueLine) and value.guess is not None and not header_word(value):
            return value._replace(turn=turn)
        if isinstance(value, Unread) and unread is None:
            unread = value
    bare = blanked(text, at + 1)
    # '# RGBY 1 2', or with its turn number ('# 1 RGBY 1 2')
    for other in (bare, *(other for other, _, what in variants(bare) if what == "turn")):
        try:
            value = read_line(other, names)
        except NotationError:
            continue
        if isinstance(value, ClueLine) and value.guess is not None and not header_word(value):
            return Commented(at + 1)
    # '#1 RGBY 1 2,': a turn marker before what no form reads; the sheet tells text from a guess
    return unread


def header_word(clue: ClueLine) -> bool:
    """A line that opens with a header word (``Game 3``, ``Turn 1``): not a clue."""
    return clue.guess is not None and clue.guess.text.lower() in header_words()


def _read_whole(source: Source, names: tuple[str, ...]) -> list[Item] | None:
    """Every line's value in one pass of the parser, or None to read line by line.

    One pass costs about a third less a line than one parse a line; in a digit game, lines
    that differ only in their digits share one parse (``parse_lines``).  Any error, an overlong
    line, or a colors directive that declares names (which changes how later lines read) sends
    the sheet back to the line-by-line reading, which places every error exactly.
    """
    if any(len(line) > MAX_LINE or line.lstrip(" \t").startswith("#") for line in source.lines):
        return None  # a comment line may be a turn marker (#3 RGBY 1 2), read line by line
    if not source.lines:
        return []
    lines = [line.rstrip(" \t") for line in source.lines]
    distinct = list(dict.fromkeys(lines))  # long sheets repeat lines: each text is parsed once
    values = parse_lines(distinct, names, LineTransformer)
    if values is None:
        return None
    value_of = dict(zip(distinct, values, strict=True))
    items: list[Item] = []
    for number, line in enumerate(lines, start=1):
        value = value_of[line]
        if value is None:
            continue
        if isinstance(value, Directive) and _declared_names(value):
            return None
        if isinstance(value, ClueLine) and (
            _worded_run(value)
            or (value.run is not None and csv_turn(line) is not None)
            or _speaker_letter(value)
            or _game_size(line) is not None
            or (("*" in line or "_" in line) and _BOLD_LINE.fullmatch(line) is not None)
            or _RULE.fullmatch(line) is not None
        ):
            return None  # '3 - RGBY 1 2', '1,RGBY,1,1', 'A: 1234' may have a marker: read line by line
        items.append(value._replace(line=number))
    return items


def _declared_names(item: Directive) -> tuple[str, ...]:
    """The colour names a colors directive declares (words of two letters or more)."""
    if item.name != "colors" or not isinstance(item.value, tuple):
        return ()
    words = tuple(e.word.text for e in item.value)
    return words if any(len(w) > 1 for w in words) and len(words) != 1 else ()
