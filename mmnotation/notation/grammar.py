"""The one boundary with lark: load the grammar, parse a line, translate lark's errors.

lark's exceptions never leave this module: they become NotationSyntaxError with the line,
column and what was expected there, in a player's words.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache, lru_cache
from pathlib import Path
from typing import TYPE_CHECKING, Any

from mmnotation.errors import NotationError, NotationSyntaxError
from mmnotation.notation.scanners import quick_lexers

if TYPE_CHECKING:
    from lark import Lark

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
    "BLACK_WORD": "'black' or 'white'",
    "WHITE_WORD": "'black' or 'white'",
    "BULL_WORD": "'bulls' or 'cows'",
    "COW_WORD": "'bulls' or 'cows'",
    "HIT_WORD": "'hits' or 'blows'",
    "BLOW_WORD": "'hits' or 'blows'",
    "BLACK_LABEL": "a label and its count (Black: 1)",
    "WHITE_LABEL": "a label and its count (White: 1)",
    "BULL_LABEL": "a label and its count (Bulls: 1)",
    "COW_LABEL": "a label and its count (Cows: 1)",
    "HIT_LABEL": "a label and its count (Hits: 1)",
    "BLOW_LABEL": "a label and its count (Blows: 1)",
    "$END": "the end of the line",
    "_RPAREN": "')'",
    "_RBRACKET": "']'",
}
FEEDBACK_HINT = "feedback such as '2 0', '20', '2/0', '2', '1?', '2b1w', 'BBW' or '1A2B'"


def grammar_path() -> Path:
    """Where the grammar is: inside the installed package, else in the source tree.

    A wheel carries ``grammar/clues.lark`` inside the package; an editable install and a
    source checkout read the canonical copy at the top level.
    """
    package = Path(__file__).resolve().parent.parent  # not importlib.resources: it costs 4 ms of start-up
    packaged = package / "grammar" / GRAMMAR_NAME
    if packaged.is_file():
        return packaged
    return package.parent / "grammar" / GRAMMAR_NAME


@cache
def grammar_text() -> str:
    """The grammar, as written in ``grammar/clues.lark``."""
    return grammar_path().read_text(encoding="utf-8")


_TERMINAL = re.compile(r"^([A-Z_][A-Z0-9_]*)(?:\.-?\d+)?:[ \t]*/", re.MULTILINE)
_TEMPLATE = re.compile(r"\{([A-Z_][A-Z0-9_]*)\}")


def _regex_end(text: str, start: int) -> int:
    """Where the /regex/ literal that starts after ``start`` ends (the index of its closing '/')."""
    i = start
    while text[i] != "/":
        i += 2 if text[i] == "\\" else 1
    return i


def expand_templates(text: str) -> str:
    """The grammar with each ``{NAME}`` inside a /regex/ replaced by terminal NAME's pattern,
    grouped and without its flags (the grammar's terminal templates, which lark lacks).

    >>> expand_templates("A: /a|b/\\nB: /{A}c/i\\n")
    'A: /a|b/\\nB: /(?:a|b)c/i\\n'
    """
    spans = {m.group(1): (m.end(), _regex_end(text, m.end())) for m in _TERMINAL.finditer(text)}
    patterns = {name: text[a:b] for name, (a, b) in spans.items()}
    for _ in range(len(patterns)):  # a template may use others: expand until none is left
        done = True
        for name, pattern in patterns.items():
            expanded = _TEMPLATE.sub(
                lambda m: f"(?:{patterns[m.group(1)]})" if m.group(1) in patterns else m.group(0), pattern
            )
            if expanded != pattern:
                patterns[name], done = expanded, False
        if done:
            break
    out, at = [], 0
    for name, (a, b) in sorted(spans.items(), key=lambda item: item[1]):
        out += [text[at:a], patterns[name]]
        at = b
    return "".join(out) + text[at:]


@cache
def common_names() -> tuple[str, ...]:
    """The colour names a sheet may use undeclared: every language's, from ``grammar/words.json``."""
    return tuple(dict.fromkeys(n for names in feedback_words()["colours"].values() for n in names))


def name_letter(name: str) -> str:
    """The letter a colour name stands for: the table's (``grammar/words.json``), else its initial.

    An accented initial stands for its plain letter (``Über`` is U, ``Éclair`` is E).
    """
    for names in feedback_words()["colours"].values():
        letter = names.get(name.lower())
        if letter is not None:
            return str(letter)
    return unicodedata.normalize("NFD", name[:1])[:1].upper()


def same_colour(name: str) -> str:
    """One spelling of each colour: ``Gray`` is ``Grey``, ``Weiss`` is ``Weiß`` (the table's ``same``)."""
    return str(feedback_words()["same"].get(name.lower(), name)).capitalize()


def _names_pattern(names: tuple[str, ...]) -> str:
    """``names`` as one alternation of whole words, longest first (grouped by initial); a '/' is
    escaped, as it would end the grammar's /regex/."""
    return _alternatives([re.escape(n.lower()).replace("/", r"\/") for n in dict.fromkeys(names)])


WORDS_NAME = "words.json"
# Words that may stand between a count and its feedback words (one number is correct and well placed).
_NOUNS = (
    "numbers? digits? colou?rs? pegs? chiffres? couleurs? zahl(?:en)? ziffern? farben? "
    "n[uú]meros? numeri d[ií]gitos? colores cifr[ae] colori cijfers? kleuren cores"
)
_VERBS = "is are est sont ist sind es son è sono zijn é s[aã]o est[aá] est[aã]o"
_ROLES = {"BLACK_WORD": "right", "WHITE_WORD": "wrong", "NONE_WORD": "none"}
_PEG_NOUNS = ["(?:key )?pegs?", "pins?", "pions?", "stifte?", "fichas?", "pioli?", "pinnen", "pinos?"]
# Words that label a count (Correct: 1, Misplaced: 2) beside the table's feedback words.
_LABEL_WORDS = {"right": "exact correct right", "wrong": "near partial misplaced"}
_LABEL_LETTERS = {"right": "[bk]", "wrong": "w"}


@cache
def feedback_words() -> dict[str, Any]:
    """The feedback words of every language (``grammar/words.json``), by role."""
    import json

    table: dict[str, Any] = json.loads((grammar_path().parent / WORDS_NAME).read_text(encoding="utf-8"))
    return table


def _alternatives(entries: list[str]) -> str:
    """Regular expressions as one alternation, longest first, a space matching any blanks.

    Entries that start with a plain letter are grouped by it (``b(?:lacks?|ien plac...)``), so
    that the regex engine tries one group, not every entry: a long sheet's reading checks these
    terminals at the start of every guess.
    """
    ordered = sorted((e.replace(" ", r"[ \t]+") for e in entries), key=lambda e: (-len(e), e))
    groups: dict[str, list[str]] = {}
    others: list[str] = []
    for entry in ordered:
        if entry[0].isalpha() and entry[1:2] not in ("?", "*", "+", "{", "|", "") and not _bar(entry):
            groups.setdefault(entry[0].lower(), []).append(entry[1:])
        else:
            others.append(entry)
    grouped = [f"{first}(?:{'|'.join(rests)})" for first, rests in groups.items()]
    # the others after: a group's longer phrase (mal placés) before an entry that starts a word
    # with a bracket (the Portuguese (?:mal|...)), as the longest-first order had it
    return "|".join(grouped + others)


def _bar(entry: str) -> bool:
    """Whether a regular expression has a '|' outside its groups (then it cannot be grouped)."""
    depth = 0
    for i, ch in enumerate(entry):
        if ch in "([" and (i == 0 or entry[i - 1] != "\\"):
            depth += 1
        elif ch in ")]" and entry[i - 1] != "\\":
            depth -= 1
        elif ch == "|" and depth == 0:
            return True
    return False


def _set_label(text: str, terminal: str, words: str, role: str) -> str:
    """The grammar with the label ``terminal`` made of ``words``: a word then ':', '=' or a blank,
    or the role's letter then ':' or '=', and the count (one token: ``Black: 1``, ``w=2``)."""
    count = r"[0-9]+(?![A-Za-z0-9])"
    pegs = r"(?:[ \t]+(?:key[ \t]+)?(?:pegs?|pins?))?"  # Black pegs: 2
    word = rf"(?:{words}){pegs}(?:[ \t]*[:=][ \t]*|[ \t]+)"
    letter = rf"{_LABEL_LETTERS[role]}[ \t]*[:=][ \t]*"
    return _replaced(text, terminal, f"(?=[^\\W\\d_])(?:{word}|{letter}){count}")  # a letter first


def _set_terminal(text: str, terminal: str, pattern: str) -> str:
    """The grammar with ``terminal`` matching ``pattern`` as a whole word, case-insensitively."""
    # a letter first: the lookahead fails at once where a long sheet's lines are checked (digits, blanks)
    return _replaced(text, terminal, f"(?=[^\\W\\d_]){pattern}(?![^\\W\\d_])")


def _replaced(text: str, terminal: str, regex: str) -> str:
    """The grammar with ``terminal``'s case-insensitive pattern replaced by ``regex`` (its priority kept)."""
    line = re.search(rf"^{terminal}\.(\d+): /.*/i$", text, re.MULTILINE)
    assert line is not None, f"the grammar has the terminal {terminal}"
    return text[: line.start()] + f"{terminal}.{line.group(1)}: /{regex}/i" + text[line.end() :]


@cache
def _with_words() -> str:
    """The grammar with the feedback words of ``grammar/words.json`` in its word terminals."""
    text = expand_templates(grammar_text())
    table = feedback_words()
    for terminal, role in _ROLES.items():
        entries = [e for words in table[role].values() for e in words]
        filler = suffix = ""
        if role != "none":
            nouns, verbs = _alternatives(_NOUNS.split()), _alternatives(_VERBS.split())
            filler = f"(?:(?:{nouns})[ \\t]+)?(?:(?:{verbs})[ \\t]+)?"
            suffix = f"(?:[ \\t]+(?:{_alternatives(_PEG_NOUNS)}))?"  # 1 black peg, 2 white pins
            # a label is a word or two (Black:, bien placés:), not a phrase: the short entries only
            label = [e for e in entries if e.count(" ") <= 1 and len(e) <= 24] + _LABEL_WORDS[role].split()
            text = _set_label(text, terminal.replace("WORD", "LABEL"), _alternatives(label), role)
        text = _set_terminal(text, terminal, f"{filler}(?:{_alternatives(entries)}){suffix}")
    numbers = [e for words in table["numbers"].values() for e in words]
    text = _set_terminal(text, "NUMBER_WORD", f"(?:{_alternatives(numbers)})")
    # the colour names of every language in place of the English ones the grammar lists
    english = re.search(r"^NAME\.\d+: /\(\?:([a-z|]+)\)", text, re.MULTILINE)
    assert english is not None, "the grammar lists the English colour names in NAME"
    return text.replace(f"(?:{english.group(1)})", f"(?:{_names_pattern(common_names())})")


def number_word(word: str) -> int:
    """The value of a number word of the table (``two``, ``deux``, ``zwei``)."""
    for value, entries in feedback_words()["numbers"].items():
        if any(re.fullmatch(e, word, re.IGNORECASE) for e in entries):
            return int(value)
    raise NotationSyntaxError(f"{word!r} is no number word")  # pragma: no cover - the grammar matched it


def _with_names(names: tuple[str, ...]) -> str:
    """The grammar with ``names`` in place of the common colour names."""
    text = _with_words()
    if not names:
        return text
    return text.replace(f"(?:{_names_pattern(common_names())})", f"(?:{_names_pattern(names)})")


@lru_cache(maxsize=16)
def parser(names: tuple[str, ...] = (), transformer: type | None = None) -> Lark:
    """The LALR parser for sheets whose colour names are ``names`` (empty: the common ones).

    Built on first use and then reused.  With a ``transformer`` class, values are built while
    parsing (no tree); without, the parse is a tree of the grammar's rules.
    """
    from lark import Lark

    built = Lark(
        _with_names(names),
        parser="lalr",
        lexer="contextual",
        maybe_placeholders=True,
        start=list(START_RULES),
        transformer=None if transformer is None else transformer(),
        propagate_positions=transformer is None,
        # the grammar's analysis is cached on disk (a temporary file) for the common names only
        cache=not names,
    )
    quick_lexers(built)  # the lexer's expressions from the cache of an earlier run
    return built


_DIRECTIVE = re.compile(r"[ \t]*(pegs|colou?rs|repeats)[ \t]*[:=]", re.IGNORECASE)


def describe(expected: set[str] | frozenset[str], text: str = "") -> str:
    """``expected`` terminal names as a sentence (``text``: the line, which tells a directive
    from a clue)."""
    if "PEGS_KEY" in expected:  # the start of a line
        return "a clue (a guess and its feedback), a directive or a comment"
    if {"PAIR", "COUNT"} <= expected or "TAIL" in expected or "BLACK_WORD" in expected:
        return FEEDBACK_HINT
    if expected - {"_NL", "_WS", "_WORD_GAP"} <= {"COMMENT", "$END"}:
        if _DIRECTIVE.match(text):  # pegs: 4 5
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

    try:
        return parser(names, transformer).parse(text, start=start)
    except NotationError as exc:  # raised by the transformer, which knows the column only
        raise type(exc)(exc.message, line=line, column=exc.column, source=text, path=path) from None
    except UnexpectedCharacters as exc:
        column = exc.column
        message = _unexpected(text, column, exc.allowed, names)
    except UnexpectedToken as exc:
        token = exc.token
        if token.type == "$END":
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
_IN_FEEDBACK = frozenset({"COUNT", "PAIR", "BLACK_WORD", "KEY_PEGS", "TAIL"})


def _did_you_mean(text: str, column: int, expected: set[str] | frozenset[str]) -> str:
    """A hint for a letter typed where a count belongs (``2 O``: did you mean 0?)."""
    found = text[column - 1 : column]
    digit = _COUNT_LOOKALIKES.get(found)
    if digit is not None and expected & _IN_FEEDBACK and (column == len(text) or not text[column].isalpha()):
        return f"; did you mean {digit}?"
    return ""


@dataclass(frozen=True, slots=True)
class SyntaxNode:
    """A node of a line's parse: a rule of ``grammar/clues.lark`` or a terminal (a leaf).

    ``kind`` is the rule's or terminal's name; a leaf has ``text``; columns are 1-based,
    ``end`` just past the last character.
    """

    kind: str
    column: int
    end: int
    text: str = ""
    children: tuple[SyntaxNode, ...] = ()

    def pretty(self, indent: str = "") -> str:
        """The tree as indented text, one node a line."""
        if not self.children:
            return f"{indent}{self.kind} {self.text!r} @{self.column}\n"
        return f"{indent}{self.kind} @{self.column}\n" + "".join(
            child.pretty(indent + "  ") for child in self.children
        )


def syntax_tree(text: str, names: tuple[str, ...] = (), start: str = "start") -> SyntaxNode:
    """The parse of one line with the grammar's own rule and terminal names.

    For tools that highlight or check the notation themselves.  Raises NotationSyntaxError.

    >>> print(syntax_tree("RGBY 2 0").pretty(), end="")
    start @1
      clue @1
        together @1
          SYMBOLS 'RGBY' @1
        GAP ' ' @5
        feedback @6
          counts @6
            COUNTS '2 0' @6
    """
    if (
        not isinstance(text, str)
        or not isinstance(names, tuple)
        or not all(isinstance(n, str) for n in names)
    ):
        raise NotationSyntaxError("syntax_tree takes a line of text and a tuple of colour names")
    if start not in START_RULES:
        raise NotationSyntaxError(f"no rule {start!r}; expected one of {', '.join(START_RULES)}")
    from lark import Token, Tree

    tree = parse(text, start, names, None, 1, "<string>")

    def convert(node: Tree[Token] | Token) -> SyntaxNode:
        if isinstance(node, Token):
            col = node.column or 1
            return SyntaxNode(node.type, col, col + len(node), str(node))
        kids = tuple(convert(c) for c in node.children if c is not None)
        if kids:
            return SyntaxNode(str(node.data), kids[0].column, kids[-1].end, "", kids)
        return SyntaxNode(str(node.data), 1, 1)

    return convert(tree)


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
    """The line with its digits written as 0 and the letters of its first word as Z."""
    line = line.translate(_DIGITS)
    word = _FIRST_WORD.match(line)
    if word is None or not word.group(1):
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


@lru_cache(maxsize=16)
def _particular(names: tuple[str, ...]) -> dict[str, str]:
    """The terminals of the grammar that name particular letters or digits: name -> pattern."""
    return {
        t.name: t.pattern.to_regexp()
        for t in parser(names).terminals
        if _names_symbols(t.pattern.to_regexp())
    }


@lru_cache(maxsize=256)
def _compiled(pattern: str) -> re.Pattern[str]:
    """A terminal's pattern compiled when a template first needs it (the feedback words' and
    labels' long alternations are compiled only for sheets that have words there)."""
    return re.compile(pattern)


_LETTER_FIRST = ("(?=[^\\W\\d_])", "(?=[A-Za-z])")  # terminals that match only at a letter


def _lexed_with(template: str, names: tuple[str, ...]) -> dict[int, frozenset[str]]:
    """Where each token of ``template`` starts, and the terminals the parser's state accepts there.

    The contextual lexer chooses among those terminals only (lark's ``choices``), so a line need
    match its template on those alone: the colour names and feedback words never at a guess.
    """
    interactive = parser(names).parse_interactive(template, start="start")
    accepted: dict[int, frozenset[str]] = {}
    for token in interactive.iter_parse():
        accepted[token.start_pos or 0] = frozenset(interactive.choices())  # type: ignore[no-untyped-call]
    return accepted


@lru_cache(maxsize=64)
def _any_of(patterns: tuple[re.Pattern[str], ...]) -> re.Pattern[str]:
    return re.compile("|".join(f"(?:{p.pattern})" for p in patterns))


Check = tuple[int, re.Pattern[str] | None, tuple[tuple[re.Pattern[str], int], ...]]


def _checks(template: str, tree: Any, names: tuple[str, ...]) -> tuple[Check, ...]:
    """Where a line must match the particular terminals as its template does.

    Every place a token may start (outside the tree's tokens, which hold no token starts but
    their first): there, the particular terminals that do not match the template must not
    match the line, and those that do must match it to the same end.
    """
    from lark import Token

    inside: set[int] = set()
    for token in tree.scan_values(lambda v: isinstance(v, Token)):
        inside.update(range(token.start_pos + 1, token.end_pos))
    terminals = _particular(names)
    accepted = _lexed_with(template, names)
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
    in common, are parsed in one pass of the value-building parser.
    """
    from lark import Token, Tree
    from lark.exceptions import UnexpectedInput

    def one_pass(texts: list[str]) -> list[Any] | None:
        try:
            values: list[Any] = parser(names, transformer).parse("\n".join(texts), start="sheet")  # type: ignore[assignment]
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
            tree = parser(names).parse(template, start="start")
        except UnexpectedInput:
            made[template] = None  # its lines are read as they are
            continue
        made[template] = (_checks(template, tree, names), compiled(tree))
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
