"""The one boundary with lark: load the grammar, parse a line, translate lark's errors.

lark's exceptions never leave this module: they become NotationSyntaxError with the line,
column and what was expected there, in a player's words.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from contextvars import ContextVar
from functools import cache, lru_cache
from pathlib import Path
from typing import TYPE_CHECKING, Any

from mmnotation.errors import NotationError, NotationSyntaxError
from mmnotation.notation.slips import spelt
from mmnotation.notation.words import (
    common_names,
    grammar_dir,
    is_colour_name,
    label_parts,
    said,
    unknown_words,
)

if TYPE_CHECKING:
    from lark import Lark, Token

GRAMMAR_NAME = "clues.lark"
START_RULES = ("start", "sheet", "code", "feedback")

# What the grammar's terminals are, in a player's words (for "expected ..." in errors).
_EXPECTED = {
    "COMMENT": "a comment",
    "PEGS_KEY": "a directive",
    "COLORS_KEY": "a directive",
    "REPEATS_KEY": "a directive",
    "SWITCH": "yes or no",
    "NUMBER": "a whole number",
    "COLOR_COUNT": "a number of colours",
    "PALETTE_WORD": "colour symbols or names",
    "ARROW": "a separator (| : = -> =>)",
    "GAP": "a space",
    "TURN": "a turn number",
    "DASHED": "colour symbols",
    "SYMBOLS": "colour symbols",
    "SYMBOL": "a colour symbol",
    "TAIL": "feedback",
    "NAME_HEAD": "colour names",
    "NAME": "a colour name",
    "PAIR": "feedback",
    "COUNT": "a count",
    "COUNTS": "two counts",
    "KEY_A": "a count and its letter (2b1w, 1A2B)",
    "KEY_B": "a count and its letter (2b1w, 1A2B)",
    "KEY_C": "a count and its letter (2b1w, 1A2B)",
    "KEY_H": "a count and its letter (2b1w, 1A2B)",
    "KEY_S": "a count and its letter (2b1w, 1A2B)",
    "KEY_E": "a count and its letter (2b1w, 1A2B)",
    "KEY_W": "a count and its letter (2b1w, 1A2B)",
    "HINT": "hints (rr rw)",
    "KEY_PEGS": "key pegs (BBW)",
    "WORDS": "words for the counts (2 black, 1 white)",
    "LABEL": "a label and its count (Black: 1)",
    "$END": "the end of the line",
    "_RPAREN": "')'",
    "_RBRACKET": "']'",
}
START_HINT = "a clue (a guess and its feedback), a directive or a comment"
FEEDBACK_HINT = "feedback such as '2 0', '20', '2/0', '2', '1?', '2b1w', 'BBW' or '1A2B'"


def grammar_path() -> Path:
    """Where the grammar is: inside the installed package, else in the source tree."""
    return grammar_dir() / GRAMMAR_NAME


@cache
def grammar_text() -> str:
    """The grammar, as written in ``grammar/clues.lark``."""
    return grammar_path().read_text(encoding="utf-8")


KNOWN_NAMES: ContextVar[tuple[str, ...]] = ContextVar("known_names", default=())
"""The colour names the sheet being read declared (empty: the word table's common names): the
transformer checks each colour name of a line against them while ``parse`` runs."""


@lru_cache(maxsize=8)
def parser(transformer: type | None = None) -> Lark:
    """The LALR parser of ``grammar/clues.lark``, built on first use and then reused.

    With a ``transformer`` class, values are built while parsing (no tree); without, the parse
    is a tree of the grammar's rules.
    """
    from lark import Lark

    return Lark(
        grammar_text(),
        parser="lalr",
        lexer="contextual",
        maybe_placeholders=True,
        start=list(START_RULES),
        transformer=None if transformer is None else transformer(),
        propagate_positions=transformer is None,
        cache=True,  # the grammar's analysis is kept on disk (a temporary file) between runs
        lexer_callbacks=_CALLBACKS,  # what a word names: the word table (notation.words)
    )


_LETTERS_ONLY = re.compile(r"[A-Za-z]+")
UNKNOWN_NAME, UNKNOWN_WORDS, UNKNOWN_LABEL = "UNKNOWN_NAME", "UNKNOWN_WORDS", "UNKNOWN_LABEL"
"""The types of a word the word table does not read where the grammar reads colour names or
counts' words: no rule takes them, so the parser stops there (the line may be text around clues)."""


NEAR_NAMES: ContextVar[bool] = ContextVar("near_names", default=False)
"""While set, a word one slip of the keyboard from a colour name is that name (``notation.slips``):
the reader's second reading of a line that its names as written left unread."""


def colour_name(word: str) -> bool:
    """Whether ``word`` is a colour name of the sheet being read (or, while NEAR_NAMES is set,
    one misspelt)."""
    names = KNOWN_NAMES.get()
    return is_colour_name(word, names) or (NEAR_NAMES.get() and spelt(word, names) is not None)


def _name_head(token: Token) -> Token:
    """A word that would start colour names (``Red`` in ``Red Green``) and is no colour name of
    the sheet is a guess's symbols where symbols can be read from it (``RGBY one black``)."""
    if not colour_name(str(token)):
        token.type = "SYMBOLS" if _LETTERS_ONLY.fullmatch(token) else UNKNOWN_NAME
    return token


def _name(token: Token) -> Token:
    """A colour name after the first: one of the sheet's, else an unknown word."""
    if not colour_name(str(token)):
        token.type = UNKNOWN_NAME
    return token


def _words(token: Token) -> Token:
    """Words beside a count (``black``, ``one black``, ``Black: 1``): the table's, else unknown."""
    if token.type == "LABEL":
        readable = said(label_parts(str(token), 0)[0][1], label=True)
    else:
        readable = said(str(token))
    if readable is None:
        token.type = UNKNOWN_LABEL if token.type == "LABEL" else UNKNOWN_WORDS
    return token


_CALLBACKS = {"NAME_HEAD": _name_head, "NAME": _name, "WORDS": _words, "LABEL": _words}


DIRECTIVE = re.compile(r"[ \t]*(?:pegs|colou?rs|repeats)[ \t]*[:=]", re.IGNORECASE)
"""A line that opens as a directive does (``pegs:``, ``colours =``), whatever follows: the one
definition the reader, the pasted reading and the session use."""


def describe(expected: set[str] | frozenset[str], text: str = "") -> str:
    """``expected`` terminal names as a sentence (``text``: the line, which tells a directive
    from a clue)."""
    if "PEGS_KEY" in expected:  # the start of a line
        return START_HINT
    if {"PAIR", "COUNT"} <= expected or "TAIL" in expected or "WORDS" in expected:
        return FEEDBACK_HINT
    if expected == {"_WORD_GAP"}:  # 2 black 1
        return "the word for the count (2 black 1 white)"
    if expected - {"_NL", "_WS", "_WORD_GAP"} <= {"COMMENT", "$END"}:
        if DIRECTIVE.match(text):  # pegs: 4 5
            return "the end of the line (a directive takes one value; a remark goes after '#' or '//')"
        return "the end of the line (the feedback is complete; a remark goes after '#' or '//')"
    words = sorted({_EXPECTED[name] for name in expected if name in _EXPECTED})
    if not words:
        return "nothing more"
    if len(words) == 1:
        return words[0]
    return ", ".join(words[:-1]) + " or " + words[-1]


def parse(
    text: str, start: str, names: tuple[str, ...], transformer: type | None, line: int = 0, path: str = ""
) -> Any:
    """Parse ``text`` from the rule ``start``, building values with ``transformer``.

    Raises NotationSyntaxError (or the transformer's NotationError) at the line's place.
    """
    from lark.exceptions import UnexpectedCharacters, UnexpectedInput, UnexpectedToken

    known = KNOWN_NAMES.set(names)
    try:
        return parser(transformer).parse(text, start=start)
    except NotationError as exc:  # raised by the transformer, which knows the column only
        placed = type(exc)(exc.message, line=line, column=exc.column, source=text, path=path)
        if isinstance(exc, NotationSyntaxError) and isinstance(placed, NotationSyntaxError):
            placed.unreadable = exc.unreadable
        raise placed from None
    except UnexpectedCharacters as exc:
        column = exc.column
        message = _unexpected(text, column, exc.allowed, names)
    except UnexpectedToken as exc:
        token = exc.token
        if token.type == UNKNOWN_WORDS:
            column = token.column or 1
            phrase = (
                str(token) if not token.endswith(tuple("0123456789")) else label_parts(str(token), 0)[0][1]
            )
            message = unknown_words(phrase, FEEDBACK_HINT)
        elif token.type == "$END":
            column = len(text) + 1
            message = f"the line ends too soon; expected {describe(exc.expected, text)}"
        else:
            column = token.column or 1
            while column <= len(text) and text[column - 1] in " \t":
                column += 1  # point past leading blanks
            message = _unexpected(text, column, exc.expected, names)
    except UnexpectedInput as exc:  # pragma: no cover - other lark input errors
        column = getattr(exc, "column", 1) or 1
        message = "cannot read this line"
    finally:
        KNOWN_NAMES.reset(known)
    error = NotationSyntaxError(message, line=line, column=column, source=text, path=path)
    error.unreadable = True  # the grammar read nothing here (a transformer's error says more)
    raise error


def _unexpected(text: str, column: int, expected: set[str] | frozenset[str], names: tuple[str, ...]) -> str:
    """Say what is wrong at ``column``: the word found there, and what belongs there."""
    if not any(b in text[: column - 1] for b in "(["):  # no bracket is open: none can close
        expected = {e for e in expected if e not in ("_RPAREN", "_RBRACKET")} or expected
    rest = text[column - 1 :]
    word = re.match(r"[^\s,|#]*", rest).group(0) or rest[:1]  # type: ignore[union-attr]
    instead = _instead(text, column, expected)
    if instead:
        return instead
    if not word[:1].isalnum():
        return f"unexpected character {rest[:1]!r}; expected {describe(expected, text)}"
    hint = _did_you_mean(text, column, expected)
    if hint:
        return f"unexpected {word!r}{hint}"
    first = text.lstrip(" \t").split(" ", 1)[0].rstrip(",;").lower()
    known = [n.lower() for n in names] or list(common_names())
    if word.isalpha() and len(word) > 2 and first in known and word.lower() not in known:
        listed = ", ".join(names) if names else ", ".join(sorted(common_names())[:6]) + ", ..."
        return f"unknown colour name {word!r}; expected one of {listed}"
    return f"unexpected {word!r}; expected {describe(expected, text)}"


_TWO_COUNTS = re.compile(r".*[^0-9]([0-9]+)[ \t]*[ ,/;:-][ \t]*([0-9]+)[ \t]*$")


def _instead(text: str, column: int, expected: set[str] | frozenset[str]) -> str:
    """What to write instead, where the player's mistake is a common one: a third count after
    complete feedback (``RGBY 1 1 1``), a separator left after it (``RGBY 2,0,``)."""
    if not expected & {"$END", "_NL", "COMMENT"} or expected & {"COUNT", "TAIL", "PAIR"}:
        return ""  # only where the feedback is complete
    before, rest = text[: column - 1], text[column - 1 :].rstrip(" \t")
    counts = _TWO_COUNTS.match(" " + before)
    if counts is None:
        return ""
    black, white = counts.groups()
    if re.fullmatch(r"[0-9]+", rest):
        return (
            f"a third count {rest!r} after the feedback {black} {white}; feedback is two counts, black "
            f"then white (write '{black} {white}'), and a remark goes after '#'"
        )
    if re.fullmatch(r"[,;/:.-]+", rest):
        return f"{rest!r} after the feedback's last count; write '{black} {white}' with nothing after it"
    return ""


_COUNT_LOOKALIKES = {"O": "0", "o": "0", "l": "1", "I": "1"}
_IN_FEEDBACK = frozenset({"COUNT", "PAIR", "WORDS", "KEY_PEGS", "TAIL"})


def _did_you_mean(text: str, column: int, expected: set[str] | frozenset[str]) -> str:
    """A hint for a letter typed where a count belongs (``2 O``: did you mean 0?)."""
    found = text[column - 1 : column]
    digit = _COUNT_LOOKALIKES.get(found)
    if digit is not None and expected & _IN_FEEDBACK and (column == len(text) or not text[column].isalpha()):
        return f"; did you mean {digit}?"
    return ""


# ---------------------------------------------------------------- many lines at once
# Most terminals of the grammar never tell one letter from another, nor one digit from
# another (``[A-Za-z0-9_?*]``, ``[0-9]+``).  A line's *template* writes every digit as 0 and
# the letters of its first word (the guess, mostly) as Z: ``RGBYOP 2 1`` and ``KWOPBR 0 3``
# are both ``ZZZZZZ 0 0``.  Where the few terminals that do name letters (colour names, key
# pegs ``BBW``, ``1A2B``, the directives...) match the line exactly as they match its
# template, at every place a token can start, the lexer sees the same choices in both: the
# line has its template's tokens, of the same types at the same places.  Each template is
# parsed once; each line's values are built from its template's tree with the line's own
# characters.  Lines that fail the check are parsed as they are.
_DIGITS = str.maketrans("123456789", "0" * 9)
_LETTERS = str.maketrans("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz", "Z" * 52)
_FIRST_WORD = re.compile(r"[ \t]*(?:[0-9]+[.)][ \t]+)?([^ \t]*)")  # after a turn number


def _template(line: str) -> str:
    """The line with its digits written as 0 and the letters of its first word as Z (unless
    the word is a colour name, which the lexer reads otherwise than a guess's letters)."""
    line = line.translate(_DIGITS)
    word = _FIRST_WORD.match(line)
    if word is None or not word.group(1) or is_colour_name(word.group(1).rstrip(",;"), KNOWN_NAMES.get()):
        return line
    lo, hi = word.span(1)
    return line[:lo] + line[lo:hi].translate(_LETTERS) + line[hi:]


TEMPLATE_MIN_LINES = 1000  # below this, one pass of the parser is as quick
_SYNTAX = re.compile(r"\\.|\{\d+(?:,\d*)?\}|\(\?[a-zA-Z]*[:=!]|0-9|A-Z|a-z")


def _names_symbols(regex: str) -> bool:
    """Whether a terminal's pattern names a particular letter or digit (else treats them alike)."""
    if regex.count("A-Z") != regex.count("a-z"):
        return True  # upper and lower case treated apart
    return re.search("[0-9A-Za-z]", _SYNTAX.sub("", regex)) is not None


@cache
def _particular() -> dict[str, str]:
    """The terminals of the grammar that name particular letters or digits: name -> pattern."""
    return {
        t.name: t.pattern.to_regexp() for t in parser().terminals if _names_symbols(t.pattern.to_regexp())
    }


@lru_cache(maxsize=256)
def _compiled(pattern: str) -> re.Pattern[str]:
    """A terminal's pattern compiled when a template first needs it (the feedback words' and
    labels' long alternations are compiled only for sheets that have words there)."""
    return re.compile(pattern)


_LETTER_FIRST = ("(?=[^\\W\\d_])", "(?=[A-Za-z])")  # terminals that match only at a letter


def _lexed_with(template: str) -> dict[int, frozenset[str]]:
    """Where each token of ``template`` starts, and the terminals the parser's state accepts there.

    The contextual lexer chooses among those terminals only (lark's ``choices``), so a line need
    match its template on those alone: the colour names and feedback words never at a guess.
    """
    interactive = parser().parse_interactive(template, start="start")
    accepted: dict[int, frozenset[str]] = {}
    for token in interactive.iter_parse():
        accepted[token.start_pos or 0] = frozenset(interactive.choices())  # type: ignore[no-untyped-call]
    return accepted


@lru_cache(maxsize=64)
def _any_of(patterns: tuple[re.Pattern[str], ...]) -> re.Pattern[str]:
    return re.compile("|".join(f"(?:{p.pattern})" for p in patterns))


Check = tuple[int, re.Pattern[str] | None, tuple[tuple[re.Pattern[str], int], ...]]


def _checks(template: str, tree: Any) -> tuple[Check, ...]:
    """Where a line must match the particular terminals as its template does.

    Every place a token may start (outside the tree's tokens, which hold no token starts but
    their first): there, the particular terminals that do not match the template must not
    match the line, and those that do must match it to the same end.
    """
    from lark import Token

    inside: set[int] = set()
    for token in tree.scan_values(lambda v: isinstance(v, Token)):
        inside.update(range(token.start_pos + 1, token.end_pos))
    terminals = _particular()
    accepted = _lexed_with(template)
    checks: list[Check] = []
    for at in range(len(template)):
        if at in inside:
            continue
        where = accepted.get(at)  # a token of the template starts here (else: every terminal)
        # a letter stands where the template has one, nowhere else: a terminal that starts with
        # a letter is tried only there
        letter = template[at].isalpha()
        particular = [
            _compiled(p)
            for name, p in terminals.items()
            if (where is None or name in where) and (letter or not p.startswith(_LETTER_FIRST))
        ]
        same = tuple((p, m.end()) for p in particular if (m := p.match(template, at)) is not None)
        rest = tuple(p for p in particular if all(p is not q for q, _ in same))
        checks.append((at, _any_of(rest) if rest else None, same))
    return tuple(checks)


def _fits(line: str, checks: tuple[Check, ...]) -> bool:
    """Whether ``line`` meets its template's checks (so it has the template's tokens)."""
    for at, absent, same in checks:
        if absent is not None and absent.match(line, at) is not None:
            return False
        for pattern, end in same:
            m = pattern.match(line, at)
            if m is None or m.end() != end:
                return False
    return True


def parse_lines(lines: list[str], names: tuple[str, ...], transformer: type) -> list[Any] | None:
    """The value of each line (each read from the rule ``start``), or None to read them otherwise.

    None when a line cannot be read or the transformer refuses one: the caller then reads line
    by line, which places every error exactly.  Sheets of few lines, or of lines with little
    in common, are parsed in one pass of the value-building parser.  ``names`` are the colour
    names the sheet declared (empty: the common ones).
    """
    known = KNOWN_NAMES.set(names)
    try:
        return _parse_lines(lines, transformer)
    finally:
        KNOWN_NAMES.reset(known)


def _parse_lines(lines: list[str], transformer: type) -> list[Any] | None:
    from lark import Token, Tree
    from lark.exceptions import UnexpectedInput

    def one_pass(texts: list[str]) -> list[Any] | None:
        try:
            values: list[Any] = parser(transformer).parse("\n".join(texts), start="sheet")  # type: ignore[assignment]
        except (UnexpectedInput, NotationError):
            return None
        return values

    if len(lines) < TEMPLATE_MIN_LINES:
        return one_pass(lines)
    templates = [_template(line) for line in lines]
    if len(set(templates)) * 4 > len(lines):  # templates save little here
        return one_pass(lines)
    build = transformer()

    def compiled(node: Tree[Token] | Token | None) -> Callable[[str], Any]:
        """A function from a line to its value, following the template's tree."""
        if node is None:
            return lambda line: None
        if isinstance(node, Token):
            kind, lo, width, column = node.type, node.start_pos or 0, len(node), node.column
            return lambda line: Token(kind, line[lo : lo + width], lo, 1, column)
        kids = [compiled(child) for child in node.children]
        method = getattr(build, str(node.data), None)
        if method is None:
            data = node.data
            return lambda line: Tree(data, [kid(line) for kid in kids])
        return lambda line: method([kid(line) for kid in kids])

    made: dict[str, tuple[tuple[Check, ...], Callable[[str], Any]] | None] = {}
    for template in dict.fromkeys(templates):
        try:
            tree = parser().parse(template, start="start")
        except UnexpectedInput:
            made[template] = None  # its lines are read as they are
            continue
        made[template] = (_checks(template, tree), compiled(tree))
    values: list[Any] = [None] * len(lines)
    others: list[int] = []
    try:
        for n, (template, line) in enumerate(zip(templates, lines, strict=True)):
            plan = made[template]
            if plan is not None and _fits(line, plan[0]):
                values[n] = plan[1](line)
            else:
                others.append(n)
    except NotationError:
        return None
    if others:
        rest = one_pass([lines[n] for n in others])
        if rest is None:
            return None
        for n, value in zip(others, rest, strict=True):
            values[n] = value
    return values
