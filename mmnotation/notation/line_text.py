"""A pasted line made plain for the whole reading, each character in its column: the digits of
every script as ASCII and compatibility forms folded (``plain``); then dates and times, Markdown's
emphasis, HTML breaks, remarks and TeX math as blanks, pegs numbered by their holes or a slash apart
as symbols apart, Bulls and Cows' letters before their counts as the notation's, a guess read out
in number words as digits (``bare_line``)."""

from __future__ import annotations

import itertools
import re
import unicodedata
from collections import Counter

from mmnotation.notation.counts import GUESS_HEADER, WORD
from mmnotation.notation.text import Pattern
from mmnotation.notation.text_around import EMPHASIS
from mmnotation.notation.words import number as number_word

# ---------------------------------------------------------------- characters
_DROP = dict.fromkeys(map(ord, "\ufe0f\u200d\u20e3\u200e\u200f\u202a\u202b\u202c\u061c"))


# commas, quotes (a phone's curly ones: '{“guess”: “RGBY”}'), a box-drawn table's lines, in ASCII
_FOLDED = str.maketrans(
    {"\u060c": ",", "\u3001": ",", "\uff0c": ",", "\u201a": ","}
    | dict.fromkeys("\u201c\u201d\u201e\u201f", '"')
    | dict.fromkeys("\u2018\u2019\u201b", "'")
    | dict.fromkeys("\u2502\u2503\u2551\u2506\u2507\u250a\u250b", "|")  # '│ RGBY │ 1 │': '| RGBY | 1 |'
    | dict.fromkeys("\u2500\u2501\u2550\u2504\u2505\u2508\u2509", "-")
    | dict.fromkeys("\u250c\u2510\u2514\u2518\u251c\u2524\u252c\u2534\u253c\u256d\u256e\u256f\u2570", "+")
    | dict.fromkeys("\u2554\u2557\u255a\u255d\u2560\u2563\u2566\u2569\u256c", "+")
)


_SCRIPTS = Pattern("([\u00b2\u00b3\u00b9\u2070-\u209f]+)")


# a terminal's control sequences: colours and moves ('\x1b[1m'), a window's title ('\x1b]0;ana@box\x07')
_ANSI = Pattern(r"\x1b\[[0-9;?]*[A-Za-z]|\x1b\][^\x07\x1b]*(?:\x07|\x1b\\)|\x1b[()][0-9A-Za-z]|\x1b[=>]")


_UNICODE_ESCAPE = Pattern(  # (a surrogate pair, an emoji's, one character)
    r"(?:\\u[dD][89abAB][0-9a-fA-F]{2}\\u[dD][c-fC-F][0-9a-fA-F]{2}|\\u[0-9a-fA-F]{4})+"
)
_MOJIBAKE = Pattern(r"(?:[\u00c2-\u00f4][\u0080-\u00bf]{1,3})+")


def _from_escapes(run: re.Match[str]) -> str:
    """A run of ``\\uXXXX`` escapes as the characters they stand for (a surrogate pair one), blanks
    after them; as written where they stand for none."""
    import json  # only where a line holds an escape

    try:
        text = str(json.loads(f'"{run.group()}"'))
    except ValueError:
        return run.group()
    if _MOJIBAKE.fullmatch(text):
        text = _mended_text(text)
    return text.ljust(len(run.group()))


def _mended(run: re.Match[str]) -> str:
    return _mended_text(run.group()).ljust(len(run.group()))


def _mended_text(text: str) -> str:
    """Letters that are UTF-8's bytes read one a letter (``\u00e2\u0080\u0093``) as the character
    they encode (an en dash); as they are where they encode none."""
    try:
        return text.encode("latin-1").decode("utf-8")
    except UnicodeError:
        return text


def _struck(line: str) -> str:
    """What a terminal shows of a line with backspaces: each takes the character before it back, so
    a typo mended (``RGBT\b \bY``) is what was typed last and a manual page's bold (``1\b1``) one
    character; blanks after it keep the line's length."""
    shown: list[str] = []
    for ch in line:
        if ch == "\b":
            if shown:
                shown.pop()
        else:
            shown.append(ch)
    return "".join(shown).ljust(len(line))


def plain(line: str) -> str:
    """A line with every decimal digit as ASCII (``١٢٣٤`` is 1234), compatibility forms folded
    (full-width colons and commas), and the marks that only shape text dropped (a keycap ``1️⃣`` is 1);
    a terminal's colour codes (``\x1b[1m``) and a game's colour tags (``[ff0000]Red[-]``) are blanks,
    a printer's form feed a blank, and a backspace takes back the character before it (``_struck``)."""
    if "\x1b" in line:
        line = _ANSI.sub(lambda m: " " * len(m.group()), line)
    if "\f" in line:  # a printer's form feed, a new page: a blank
        line = line.replace("\f", " ")
    if "\b" in line:
        line = _struck(line)
    if "\\u" in line:  # JSON's and Python's escapes ('\u2013'): the character, blanks after it
        line = _UNICODE_ESCAPE.sub(_from_escapes, line)
    if "&" in line:
        line = _ENTITY.sub(_entity, line)  # HTML's '&nbsp;', '&mdash;': the character, blanks after it
    if "[" in line and _COLOUR_TAG.search(line):  # a game's rich text: '[ff0000]Red[-]' is 'Red'
        line = _COLOUR_TAGS.sub(lambda m: " " * len(m.group()), line)
    if line.isascii():
        return line
    if _MOJIBAKE.search(line):  # UTF-8 read as Latin-1 ('Ã\xa0' for 'à', Facebook's exports)
        line = _MOJIBAKE.sub(_mended, line)
    line = line.translate(_DROP)
    # superscripts and subscripts stay as they are (a '²' is a footnote, not a count of 2)
    parts = _SCRIPTS.split(line)
    line = "".join(p if _SCRIPTS.fullmatch(p) else unicodedata.normalize("NFKC", p) for p in parts)
    line = line.translate(_FOLDED)
    if line.isascii():
        return line
    return "".join(str(unicodedata.decimal(ch)) if ch.isdecimal() and not ch.isascii() else ch for ch in line)


_COLOUR_TAG = Pattern(r"\[[0-9A-Fa-f]{6}\]")
_COLOUR_TAGS = Pattern(r"\[(?:[0-9A-Fa-f]{6}|-)\]")
_ENTITY = Pattern(r"&(?:[A-Za-z]{2,8}|#[0-9]{2,5}|#[xX][0-9A-Fa-f]{2,4});")


def _entity(found: re.Match[str]) -> str:
    import html  # only where a line holds an entity

    character = html.unescape(found.group())
    return character.ljust(len(found.group())) if len(character) == 1 else found.group()


def unquoted(lines: list[str]) -> list[str]:
    """The lines of an e-mail's source in quoted-printable (a line of its header says so) decoded, each
    character in its column: ``black=3D1`` is ``black=  1``, ``=E2=80=94`` a dash and blanks; a line
    that ends in a soft line break's ``=`` goes on with the next (``0 bl=`` over ``ack, 4 white.``),
    which is left blank; other lines as they are."""
    header = next((n for n, line in enumerate(lines) if _QUOTED_PRINTABLE.fullmatch(line)), None)
    if header is None:
        return lines
    # the body, after the blank line that ends the header (a header's own '=?utf-8?B?...?=' is no
    # soft break)
    body = next((n for n in range(header, len(lines)) if not lines[n].strip()), header)
    decoded, number = list(lines), body
    while number < len(decoded):
        after = number + 1
        while _SOFT_BREAK.search(decoded[number]) and after < len(decoded):
            decoded[number], decoded[after] = decoded[number][:-1] + decoded[after], ""
            after += 1
        number = after
    return [*decoded[:body], *(_ENCODED.sub(_decoded, line) for line in decoded[body:])]


def without_quote_marks(lines: list[str]) -> list[str]:
    """The lines with an e-mail's or a forum's quote marks blank (same columns) where two lines or
    more running are quoted (``> RGBY 1 2`` over ``> (X: right place, ...)``, ``> > `` nested), and
    a list's bullets (``• RGBY ✓ ✗✗`` over ``• (✓ right place, ...)``); a prompt's ``>`` before each
    command, whose output stands on the lines between, stays."""
    out = list(lines)
    for marks in (QUOTE_MARKS, _BULLETS):
        marked = [bool(marks.match(line)) for line in out]
        for n, line in enumerate(out):
            if marked[n] and ((n > 0 and marked[n - 1]) or (n + 1 < len(out) and marked[n + 1])):
                out[n] = marks.sub(blank, line)  # (anchored: the marks once)
    return out


def without_line_numbers(lines: list[str]) -> list[str]:
    """The lines with their numbers blank where every line of text opens with its number, 1, 2, 3
    and on (``1) so i played rgby n he said 1 black`` over ``2) then ybgr n he said 4 white``: an
    editor's or a list's numbers, none a count); else the lines as they are.  A card image's sequence
    numbers are cut off (``_without_sequence``)."""
    lines = _without_sequence(lines)
    numbered = [
        (n, found) for n, line in enumerate(lines) if line.strip() and (found := _NUMBERED.match(line))
    ]
    written = sum(1 for line in lines if line.strip())
    if (
        written < 2
        or len(numbered) < written
        or [int(f[1]) for _, f in numbered] != list(range(1, written + 1))
    ):
        return lines
    out = list(lines)
    for n, found in numbered:
        out[n] = " " * found.end() + lines[n][found.end() :]
    return out


def _without_sequence(lines: list[str]) -> list[str]:
    """The lines without a card image's sequence numbers, which run up by 10, 100 or another power of
    ten: in a margin on the right (``00000020`` in columns 73-80), three lines or more; or six digits
    first on every line of text (COBOL's ``000100``). (No guesses: they run up by no such step.)"""
    found = [(n, m) for n, line in enumerate(lines) if (m := _SEQUENCE.search(line))]
    ends = Counter(m.end(1) for _, m in found)
    end, count = ends.most_common(1)[0] if ends else (0, 0)
    numbered = [(n, m) for n, m in found if m.end(1) == end]
    out = list(lines)
    if count >= 3 and end >= 40 and _rising(numbered):
        for n, m in numbered:
            out[n] = lines[n][: m.start()]
    first = [(n, m) for n, line in enumerate(out) if (m := _SEQUENCE_FIRST.match(line))]
    if len(first) >= 3 and len(first) == sum(1 for line in out if line.strip()) and _rising(first):
        if len({len(m[1]) for _, m in first}) == 1:
            for n, m in first:
                out[n] = " " * m.end(1) + out[n][m.end(1) :]
    return out


def _rising(numbered: list[tuple[int, re.Match[str]]]) -> bool:
    """Whether the numbers run up by one step, a power of ten (10, 20, 30: no guesses)."""
    values = [int(m[1]) for _, m in numbered]
    steps = {b - a for a, b in itertools.pairwise(values)}
    return len(steps) == 1 and str(next(iter(steps))) in ("1", "10", "100", "1000", "10000")


_SEQUENCE = Pattern(r"[ \t]{2,}([0-9]{4,8})[ \t]*$")
_SEQUENCE_FIRST = Pattern(r"([0-9]{6})(?:[ \t]|$)")
_NUMBERED = Pattern(r"[ \t]*([0-9]{1,3})[.)][ \t]+")
QUOTE_MARKS = Pattern(r"^[ \t]*>(?:[ \t]?>)*(?:[ \t]|$)")
# a list's bullets: '•', '◦', '▪', '▸', '‣', a hyphen bullet
_BULLETS = Pattern(r"^[ \t]*[\u2022\u25e6\u25aa\u25b8\u2023\u2043][ \t]+")


_QUOTED_PRINTABLE = Pattern(r"content-transfer-encoding:[ \t]*quoted-printable[ \t]*", re.IGNORECASE)
_STRUCK = Pattern(r"~~[^~\n]+~~")  # Markdown's strikethrough: what the writer took back


def _struck_through(run: re.Match[str]) -> str:
    """A whole clue struck through with more after it on its line (``~~BRGY 3 1~~ BRGY 2 2``: taken
    back, its correction after it) as its marks alone; else the text struck, read (``~~RGBY~~ 1 2``:
    a guess crossed off as played)."""
    inner = run.group()[2:-2]
    if run.string[run.end() :].strip() and _STRUCK_CLUE.search(inner):
        return "~~" + " " * len(inner) + "~~"
    return f"  {inner}  "


_STRUCK_CLUE = Pattern(r"\S[ \t]+[0-9]")  # a guess, then a count


_ENCODED = Pattern(r"(?:=[0-9A-F]{2})+|=$")
_SOFT_BREAK = Pattern(r"(?<!=)=$")


def _decoded(run: re.Match[str]) -> str:
    encoded = bytes.fromhex(run.group().replace("=", ""))  # ('=0D', a carriage return: a blank)
    return encoded.decode("utf-8", "replace").replace("\r", " ").ljust(len(run.group()))


def bare_line(line: str) -> str:
    """A line as the whole reading reads it (same columns): no dates and times, no Markdown bold nor
    a whole line's italics, no HTML line breaks nor a URL's ``?`` and ``&`` nor a dotted key's head,
    no remark after ``//``, no text struck through (``~~...~~``), no shouted ``!!!1``, a program's
    prompt for the guess as its field (``GUESS? 1234`` as ``GUESS: 1234``; BASIC's ``GUESS # 1
    ?123``, ``GUESS ?RRBB``: no ``?``), TeX math as text, a guess read out in words as digits."""
    line = _unescaped_url(line) if "%" in line else line
    line = EMPHASIS.sub(lambda m: f"  {m.group(2)}  ", _without_times(_BLANKS.sub(blank, _unmathed(line))))
    line = _REMARK.sub(blank, line)
    line = _STRUCK.sub(_struck_through, line) if "~~" in line else line  # '~~BRGY 3 1~~ BRGY 2 2': struck out
    line = _SHOUTED.sub(lambda m: "!" * len(m.group()), line) if "!!" in line else line
    prompt = _PROMPT.match(line) if "?" in line else None
    if prompt is not None and GUESS_HEADER.match(prompt.group(1).strip()):  # 'GUESS?1234': 'GUESS:1234'
        line = f"{line[: prompt.end(1)]}:{line[prompt.end(1) + 1 :]}"
    line = _INPUT.sub(" ", line) if "?" in line else line
    if "." in line and _REALS.fullmatch(line):  # ('   1.   2.': Scilab's answer, numpy's '[1. 2.]')
        line = _WHOLE.sub(lambda m: m[1] + " " * (len(m.group()) - len(m[1])), line)
    line = NULL.sub(lambda m: " " * (len(m.group()) - 1) + "?", line) if _NULLS.search(line) else line
    line = _ESCAPED.sub(_unescaped, line) if "\\" in line else line
    line = _PLACED.sub(_unplaced, line) if ":" in line or "=" in line else line
    line = _SLASHED.sub(lambda m: m.group().replace("/", " "), line) if "/" in line else line
    if "A" in line:  # 'A1B2', 'A:0 B:2' as '1A2B', '0A2B'
        line = _LETTERS_FIRST.sub(lambda m: f"{m[1]}A{m[2]}B".ljust(len(m.group())), line)
    if "B" in line:  # '0 A 2 B' as '0A 2B', '1 S 0 B' as '1S 0B'
        line = _SPACED_LETTERS.sub(lambda m: f"{m[1]}{m[2]} {m[3]}B".ljust(len(m.group())), line)
    return spoken(_ITALICS.sub(lambda m: f"{m[1]} {m[2] or m[3]} {m[4]}", line))


def _unescaped_url(line: str) -> str:
    """A link's query with its escapes read (``?clues=RGBY%201%202%3BYBGR%200%204``: blanks and a
    semicolon), each in its escape's columns; printable ASCII only, in a query only."""
    query = _QUERY.search(line)
    if query is None:
        return line
    start = query.end()
    return line[:start] + _ESCAPE.sub(_percent_decoded, line[start:])


def _percent_decoded(escape: re.Match[str]) -> str:
    character = chr(int(escape.group()[1:], 16))
    return character.ljust(3) if " " <= character <= "~" else escape.group()


_QUERY = Pattern(r"\?[^\W\d_]\w{0,20}=(?=\S*%[0-9A-Fa-f]{2})")  # a link's query that holds escapes
_ESCAPE = Pattern(r"%[0-9A-Fa-f]{2}")


def _without_times(line: str) -> str:
    """The line without its dates and times, nor the dash that parts a name from a time that ends
    the line (a chat's ``Sam - 10:01 AM``: no feedback ``-``, the notation's none)."""
    untimed = TIME.sub(blank, line)
    if untimed == line:
        return untimed
    dash = _DASH_BEFORE_TIME.search(untimed.rstrip())
    if dash is None or line[dash.end() :].strip() == "" or not TIME.fullmatch(line[dash.end() :].strip()):
        return untimed
    return untimed[: dash.start()] + blank(dash) + untimed[dash.end() :]


_DASH_BEFORE_TIME = Pattern(r"(?<=\S)[ \t]+[-\u2013\u2014][ \t]*$")


# a line of two numbers or more, each a whole number written as a real ('1.', '2.0'): the numbers
_REALS = Pattern(
    r"[ \t\[\](),;]*(?:[0-9]+\.0*(?![0-9])[ \t\[\](),;]+){1,11}[0-9]+\.0*(?![0-9])[ \t\[\](),;]*"
)
_WHOLE = Pattern(r"([0-9]+)\.0*(?![0-9])")


# a line break or a tab escaped in a string ('1 black\, 2 white\nYBGR: ...' of an iCalendar
# description, '"> RGBY\r\n"' of a terminal's recording), after a word or a mark, not a TeX command's
# backslash after a blank or a brace ('\newline')
_ESCAPED = Pattern(r"(?<=[\w.,;:!?'\")\]])\\(?:[nNrt]|(?=[,;]))")


# a database's or a program's null in a cell (PostgreSQL's COPY '\N', SQL's NULL, NaN): not known
# (not 'nil', which players write for none: 'one black, nil white')
NULL = Pattern(r"(?<![^\s|,;])(?:\\N|NULL|NaN)(?![^\s|,;])")
_NULLS = Pattern(r"\\N|NULL|NaN")

_STRING_END = Pattern(r"(?:[\s\"'`\]}),;]|\\[nNrt])*")  # what may close the string after the escape


def _unescaped(escape: re.Match[str]) -> str:
    """An escaped line break as a clue's end (``; ``) where text follows in its string, any other
    escape as blanks."""
    ends = _STRING_END.fullmatch(escape.string[escape.end() :]) is not None
    return "; " if escape.group() in ("\\n", "\\N") and not ends else " " * len(escape.group())


# Bulls and Cows' letters before their counts, 'A1B2', 'A:0 B:2', as '1A2B' (same columns)
_LETTERS_FIRST = Pattern(
    r"(?<![\w/])A[ \t]*[:=]?[ \t]*([0-9])[ \t]*[,;]?[ \t]*B[ \t]*[:=]?[ \t]*([0-9])(?!\w)"
)
# each letter a blank apart: '0 A 2 B', '1 S 0 B' (number baseball's strikes and balls), '1 H 2 B'
_SPACED_LETTERS = Pattern(r"(?<![\w/])([0-9])[ \t]+([AHS])[ \t]+([0-9])[ \t]+B(?!\w)")


# pegs a slash apart, 'R/G/B/Y: 1B 2W' (three symbols or more: not the counts '1/2')
_SLASHED = Pattern(r"(?<![\w/])[A-Za-z0-9](?:[ \t]?/[ \t]?[A-Za-z0-9]){2,}(?![\w/])")


# pegs numbered by their holes, in order: '1:R 2:G 3:B 4:Y', 'P1=R, P2=G, P3=B'
_PLACE = r"(?:p|pos|peg|hole)?[ \t]?\d[ \t]?[:=][ \t]?[A-Za-z0-9](?![\w=]|:\w)"


_PLACED = Pattern(rf"(?<![\w:=]){_PLACE}(?:[ \t]*[,;]?[ \t]+{_PLACE}){{2,}}", re.IGNORECASE)


def _unplaced(run: re.Match[str]) -> str:
    """Pegs numbered 1, 2, 3, ... by their holes as the symbols apart (same columns), else as written."""
    places = re.findall(r"(\d)[ \t]?[:=][ \t]?([A-Za-z0-9])", run.group())
    if [int(n) for n, _ in places] != list(range(1, len(places) + 1)):
        return run.group()
    return " ".join(symbol for _, symbol in places).ljust(len(run.group()))


# a program's prompt and what was typed after it ('GUESS? 1234', a calculator's Input)
_PROMPT = Pattern(r"([ \t]*(?:[^\W\d_]+[ \t]+){0,3}[^\W\d_]+)\?(?=[ \t]*[^\s?])")
# BASIC's INPUT prompt after a turn's number or a word, what was typed after it to the line's end
# ('GUESS # 1 ?123', an Apple II's 'GUESS ?RRBB')
_INPUT = Pattern(r"(?<=[0-9A-Za-z][ \t])\?(?=[A-Za-z0-9]{2,12}[ \t]*$)")
# the ones typed among exclamation marks ('HELP!!!1', 'wow!!11'): shouting, not a count
_SHOUTED = Pattern(r"(?<=!!)!*1[!1]*(?![\w.,])")
# the notation's remark after '//' in words with no number ('BB // ok'; not tally strokes, '| //', nor a
# program's result, '// => [2, 0]')
_REMARK = Pattern(r"(?<=[ \t])//[ \t]+[^\W\d_][^\d\n]*$")


# a whole line in italics: '*2 1*', '_Computer: 1 black, 2 white_' (with '_' a blank between words: not
# '_RGBY_', a guess with empty holes around it)
_ITALICS = Pattern(
    r"^([ \t]*)(?:\*([^\s*](?:[^*\n]*[^\s*])?)\*|_([^\s_][^_\n]*[ \t][^_\n]*[^\s_])_)([ \t]*)$"
)


# an HTML line break; the '?' and '&' before a URL's fields ('/play?guess=RGBY&black=1&white=2'); the
# head of a dotted key ('turn.1.guess=RGBY', a properties file: the last part names the field); an
# e-mail address's domain (its name before it may name who spoke)
_BLANKS = Pattern(
    r"<[Bb][Rr][ \t]*/?>|[?&](?=[^\W\d_]\w{0,20}=)|(?<![\w.])[^\W\d_]\w*\.(?:\w+\.)*(?=[^\W\d_]+[ \t]*[=:])"
    r"|(?<=[\w.+-])@[\w-]+(?:\.[\w-]+)+"  # an e-mail address's domain ('tom@example.org': no guess ORG)
)


def _unmathed(line: str) -> str:
    """A line of TeX math (a notebook's ``$RGBY \\to (1, 2)$``) as text: its arrows ``->``, its
    delimiters, spacing and ``\\text{`` blanks (same columns)."""
    if line.count("$") < 2 and "\\(" not in line:
        return line
    return _MATH.sub(lambda m: "->".ljust(len(m[0])) if m[1] else blank(m), line)


_MATH = Pattern(
    r"(\\(?:to|rightarrow|Rightarrow|longrightarrow|Longrightarrow|mapsto|implies)(?![A-Za-z]))"
    r"|\$|\\[()]|\\(?:text|mathrm|texttt|mathtt|textbf|mathbf)\{|(?<=\w)\}|\\(?:q?quad(?![A-Za-z])|[,;:! ])"
)


def blank(found: re.Match[str]) -> str:
    """A match as blanks of its length (the line's columns kept)."""
    return " " * len(found.group())


def spoken(line: str) -> str:
    """A line with a guess read out in number words as digits apart (``my guess is one two three
    four``: ``1 2 3 4``, padded so that every later column stays the line's own): three or more
    number words in a row, each of one digit, apart by blanks or hyphens and nothing else."""
    if line.isdigit() or not WORD.search(line):
        return line
    runs: list[list[tuple[re.Match[str], int]]] = [[]]
    for word in WORD.finditer(line):
        value = None if word.group().lower() in ("a", "an") else number_word(word.group())
        run = runs[-1]
        if value is None or value > 9:
            runs.append([])
        elif run and re.fullmatch(r"[ \t-]+", line[run[-1][0].end() : word.start()]) is None:
            runs.append([(word, value)])
        else:
            run.append((word, value))
    for run in reversed([run for run in runs if len(run) >= 3]):
        begin, end = run[0][0].start(), run[-1][0].end()
        line = line[:begin] + " ".join(str(v) for _, v in run).ljust(end - begin) + line[end:]
    return line


_MONTH = r"(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?"


TIME = Pattern(
    rf"(?i:\b\d{{1,2}}\s+{_MONTH},?\s+\d{{4}}\b|\b{_MONTH}\s+\d{{1,2}},?\s+\d{{4}}\b)|"
    # C's ctime and Unix date: 'Tue Dec 08 10:00:00 2026', 'Tue Dec  8 10:00:00 UTC 2026'
    rf"(?i:\b{_MONTH}\s+\d{{1,2}}\s+\d{{1,2}}:\d{{2}}(?::\d{{2}})?\s+(?:[A-Z]{{3,4}}\s+)?\d{{4}}\b)|"
    r"\b(?:(?:1[89]|2[0-9])\d\d[-/.]\d{1,2}[-/.]\d{1,2}"  # a date: its year of four digits a year's
    r"|\d{1,2}[-/.]\d{1,2}[-/.](?:(?:1[89]|2[0-9])\d\d|\d\d))(?:\b|(?=[Tt]\d)),?|"  # ISO 8601's 'T'
    r"(?:\b|(?<=\d[Tt]))\d{1,2}:\d{2}(?::\d{2})?(?:\.\d+|,\d{3})?(?:\s?[AaPp]\.?[Mm]\.?)?[Zz]?(?!\d)"
    r"|(?<![\])])[\[(]\d{1,3}[\])](?![\[(])|\b\d{1,3}/\d{1,3}(?=\s*[:\-])"
)
