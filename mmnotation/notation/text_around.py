"""What players write around their clues: turn markers, speakers, remarks, headers, chatter.

A line the grammar cannot read as it stands is tried again without a leading marker (``Turn 2:``,
``#3``, ``(1)``, ``3 -``, ``Alice:``, ``[12:01]``) and without a trailing remark (``// good``,
``(good start)``); the marker is blanked, not removed, so every column stays the line's own.
A line that still cannot be read, and that holds no guess for the game, is furniture: the sheet
skips it and says so in one notice (docs/notation.md, "Text around the clues").
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from functools import cache

from mmnotation.notation.text import Pattern
from mmnotation.notation.words import sheet_words, table


def _turn_words() -> str:
    """The languages' words for a turn (the word table's ``sheet`` ``turn``: turn, essai, Zug ...)."""
    return sheet_words("turn")


# A turn marker before a clue: #3, Turn 2:, Guess 3 -, (1), 1:, 3 -, 1<TAB>, 2nd guess:.  The words are the
# languages' "turn"; the marker ends in a separator or, for a bare number, a tab or two spaces
# (or one before a word of capitals or of three digits or more: '1 RGBY 1 1', '1 1234 1 2', where
# the number cannot be a peg of the guess; not '1 black 1 white', a feedback line).
TURN_MARKER = Pattern(
    lambda: (
        r"[ \t]*(?:"
        rf"(?:(?:{_turn_words()})[ \t]*(?:#|no\.?|n°)?[ \t]*(?P<a>[0-9]{{1,3}})"
        r"(?:[ \t]*(?:/|of)[ \t]*[0-9]{1,4})?[ \t]*(?:[.):\-=|]|\u2013|\u2014)?)"
        r"|#(?P<b>[0-9]{1,4})[ \t]*[.):\-]?"
        r"|\((?P<c>[0-9]{1,4})\)"
        r"|\[(?P<d>[0-9]{1,4})\]"
        r"|(?P<e>[0-9]{1,4})[ \t]*(?:[.):\-|/]|\u2013|\u2014)"
        r"|(?P<f>[0-9]{1,4})(?=\t|[ \t]{2}|[ \t](?-i:[A-Z]{2,})[ \t]|[ \t][0-9]{3,}[ \t])"
        rf"|(?P<g>[0-9]{{1,4}})(?:st|nd|rd|th)[ \t]+(?:{_turn_words()})[ \t]*(?:[.):\-=|]|\u2013|\u2014)?"
        r")(?=[ \t])"
    ),
    re.IGNORECASE,
)
# Who said it, and when, in a pasted chat: "[12:01] Alice:", "<bob>", "Me:", and the prompts
# of a program's session: "> 1234", "< 1 2", "guess> 1234"; a log's time alone ("10:00:01",
# "2026-11-27 10:00:01") and a log's key ("guess=RGBY").
_STAMP = (
    r"\[[0-9:./, apmAPM-]{3,24}\]"
    r"|(?:[0-9]{4}-[0-9]{2}-[0-9]{2}[ T])?[0-9]{1,2}:[0-9]{2}(?::[0-9]{2}(?:[.,][0-9]{1,6})?)?Z?"
)
_WHO = (
    r"<[^<>\n]{1,24}>|[A-Za-z][A-Za-z0-9_.' ]{0,23}[ \t]*:|[A-Za-z][A-Za-z0-9_]{0,15}>"
    r"|[>\u00bb\u203a]{1,3}|<{1,3}"
)
SPEAKER = re.compile(
    rf"[ \t]*(?:(?:(?:{_STAMP})[ \t]+)?(?i:guess|code|try|move)[ \t]*=(?=[A-Za-z0-9_?*])"
    rf"|(?:(?:{_STAMP})(?:[ \t]*(?:{_WHO}))?|{_WHO})(?=[ \t]))"
)
# A remark after the feedback: "// note", "(good start)", "<- note", "-- note", "- note" (words
# without a digit), "! note", a tick.
REMARK = re.compile(
    r"(?<=[0-9?][ \t,/][0-9?])[ \t]+-[ \t]+[^\W\d_]{2}[^\d\n]*$"  # after two counts: '2 1 - Bob'
    r"|[ \t]+(?://.*|--[ \t].*|<-.*|\u2190.*|[(\[][^()\[\]0-9]*[A-Za-z][^()\[\]]*[)\]][ \t]*[.!]*)$"
    r"|[ \t]*[!.]+[ \t]*$|[ \t]+[!?]*\?[!?]*\?[!?]*[ \t]*$"
    r"|[ \t]+!+[ \t]+[^\W\d_].*$|[ \t]+[:;]-?[()DPp/|\]\[][ \t]*$"  # !!! got it, :) ('?' is a count)
    r"|[ \t]+[\u2713\u2714\u2717\u2718\u2705\u274c\u274e]+[ \t]*$"  # a tick or a cross after the feedback
    r"|(?<=[0-9?])\[\^?[0-9]{1,2}\][ \t]*$"  # a footnote's marker on the last count: 'RGBY 1 2[1]'
)


@cache
def header_words() -> frozenset[str]:
    """Words that head a line about the game rather than a clue (Turn 1, Game 3, Round 2), in the
    word table's languages (``sheet``: ``turn`` but ``line``, ``game``, ``header``): never a guess."""
    sheet = table()["sheet"]
    return frozenset(w for key in ("turn", "game", "header") for w in sheet[key] if w != "line")


# A header that starts a game ('Game 2', '== Puzzle #3 =='): between clues, maybe another game.
NEW_GAME = Pattern(
    lambda: rf"[\W_]*{sheet_words('game')}[ \t]*(?:#|no\.?|n°)?[ \t]*[0-9]{{1,4}}\b", re.IGNORECASE
)


def another_game_said(header: str) -> str:
    """The notice for a header that may start another game (``Game 2``) between clues."""
    return (
        f"{header.strip()!r} between clues may start another game: the clues after it are read with "
        "those before as one game; give each game a sheet of its own"
    )


# The size of a game as the literature writes it: pegs then colours, 'MM(5,8)', '5x8', '4\u00d76'.
GAME_SIZE = (
    r"\bMM[ \t]*\([ \t]*([0-9]{1,2})[ \t]*,[ \t]*([0-9]{1,2})[ \t]*\)"
    r"|(?<![\w.,])([0-9]{1,2})[ \t]*[x\u00d7][ \t]*([0-9]{1,2})(?![\w.,])"
)


# A line that names the secret after the game ('Answer: RRYG', 'the code was 1234', 'Solved: BRPY in
# 5', 'Lösung: 1234'; the word table's 'secret'): furniture.
NAMED_CODE = Pattern(
    lambda: (
        rf"[ \t]*(?:the[ \t]+|my[ \t]+)?{sheet_words('secret')}(?:[ \t]+code)?"
        r"[ \t]*(?::|=|[ \t](?:was|is)[ \t])"
    ),
    re.IGNORECASE,
)


def turn_of(match: re.Match[str]) -> int | None:
    """The turn number a TURN_MARKER match names."""
    for group in "abcdefg":
        value = match.group(group)
        if value is not None:
            return int(value)
    return None  # pragma: no cover - every alternative has a number


def blanked(line: str, end: int) -> str:
    """``line`` with its first ``end`` characters blanked (tabs kept), so columns stay."""
    return "".join(ch if ch == "\t" else " " for ch in line[:end]) + line[end:]


def variants(line: str) -> Iterator[tuple[str, int | None, str]]:
    """Other ways to read a line the grammar refused: (text, turn, what was set aside).

    First without a trailing remark, then without a leading turn marker or speaker (and each
    of those without the remark too); then the same of the line without its markup (quotes,
    a table's bars, a bullet, forum tags).  Each text keeps the line's columns.
    """
    yield from _variants(line)
    bare = unmarked(line)
    if bare != line and bare.strip():
        yield bare, csv_turn(line), "markup"
        # what the markup hid is read as the line without it ('- Guess: 1389 - Reply: 0 Bulls')
        for other, turn, what in _variants(bare):
            yield other, turn, what if what == "turn" else "markup"


# Markup around a clue: a table's bars (| RGBY | 1 | 1 |), quotes and backticks ("RGBY",1,1),
# forum tags ([quote]...[/quote]), a bullet (* RGBY 1 1), a spreadsheet's turn column (1,RGBY,1,1),
# leader dots (RGBY ..... 1 2).
_TAGS = Pattern(  # compiled where a line may hold a tag ('unmarked')
    r"\[/?[A-Za-z]{1,10}(?:=[^\]\n]{0,40})?\]|</?[A-Za-z][A-Za-z0-9]{0,9}(?::[A-Za-z][\w-]{0,20})?[ \t]*/?>"
    r"|</?(?:p|span|div|li|ul|ol|b|i|u|s|em|strong|code|pre|kbd|samp|tt|mark|small|font|label|t[dhr]|h[1-6]|br)"
    r"(?:[ \t]+[A-Za-z_:][-\w:.]*(?:[ \t]*=[ \t]*(?:\"[^\"\n]*\"|'[^'\n]*'|[^\s\"'=<>`]+))?)+[ \t]*/?>"
)  # a text tag with its attributes: <span class="fb"> (not <img onerror=...>: what it stands for is unknown)
# Markdown's bold around words: **Guess 1:** RGBY, RGBY **2 1** (not '** +', key pegs of stars)
EMPHASIS = re.compile(r"(\*\*|__)(?=[^\s*_])([^*_\n]*[^\s*_])\1")
_PLURAL = re.compile(r"(?<=[^\W\d_])\(s\)", re.IGNORECASE)  # 1 bull(s), 2 cow(s), as programs print
_LEADERS = re.compile(r"(?<=[ \t])\.{2,}(?=[ \t])")  # RGBY ..... 1 2
_LATEX_ROW = re.compile(r"\\\\[ \t]*(?:\\hline[ \t]*)?$")
_QUOTES = re.compile('["`\u201c\u201d]')
# (a '-' or '*' is a bullet only before a guess of three letters or digits or more: before a
# count or a short word it is a joker, '- 0 black' and '- 0b0w' in a game of one peg)
_BULLET = re.compile(
    r"[ \t]*(?:[\u2022\u00b7\u25e6\u2023\u2043\u2219\u25aa\u25b8\u25b9\u25ba\u25b6\u27a4]"  # • ◦ ‣ ▸ ► ➤
    r"|[*\-+](?=[ \t]+(?:[A-Za-z_?]{3,}|[0-9_?]{3,})(?![^ \t,;:|])))[ \t]+"
)
# A guess written as a list, as programs print one: [2, 2, 1, 5], ['R', 'G', 'B', 'Y'], (1 2 3 4),
# [2 2 1 5]; three symbols or more (a bracketed pair is feedback: (1, 0)).
_ITEM = r"[ \t]*'?[A-Za-z0-9_?*]'?[ \t]*"
_GUESS_LIST = re.compile(rf"[\[(](?:{_ITEM}[, \t]){{2,}}{_ITEM}[\])]")
_CSV_TURN = re.compile(r"[ \t]*([0-9]{1,4})[ \t]*[,;](?=[ \t]*[A-Za-z0-9_?*-]{2})")  # then a guess


def csv_turn(line: str) -> int | None:
    """The turn number of a spreadsheet row whose first cell is one (``1,RGBY,1,1``)."""
    found = _CSV_TURN.match(line)
    return int(found.group(1)) if found and line.count(",") + line.count(";") >= 3 else None


def unmarked_table(line: str) -> str:
    """A table row's bars as blanks (``| RGBY | 1 | 1 |``, or ``RGBY | 1 | 1`` without the outer
    bars): a line that starts with one, or has two or more."""
    if line.lstrip(" \t")[:1] in ("|", "+"):
        if "|" not in line:
            return line
        if any(ch.isalnum() for ch in line):  # a row: its '+' may be feedback ('| RGBY | ++- |')
            return line.replace("|", " ")
        return line.replace("|", " ").replace("+", " ")  # a rule: |-----+---|
    if line.count("|") >= 2:
        return line.replace("|", " ")
    return line


def unmarked(line: str) -> str:
    """``line`` with its markup blanked (same columns): tags, quotes, table bars, a LaTeX row's
    ``&`` and ``\\\\``, a bullet, a spreadsheet's turn column when the row has more cells, and the
    brackets of a guess written as a list."""
    out = _TAGS.sub(lambda m: " " * len(m.group(0)), line) if "<" in line or "[" in line else line
    out = _QUOTES.sub(" ", out)
    out = EMPHASIS.sub(lambda m: f"  {m.group(2)}  ", out)
    out = _PLURAL.sub("s  ", out)
    out = _LEADERS.sub(lambda m: " " * len(m.group(0)), out)
    out = unmarked_table(out)
    row = _LATEX_ROW.search(out) if "&" in out else None
    if row is not None:  # a LaTeX table's row without its environment ('RGBY & 1 & 2 \\')
        out = out[: row.start()].replace("&", " ") + " " * len(row.group())
    bullet = _BULLET.match(out)
    if bullet is not None:
        out = blanked(out, bullet.end())
    turn = _CSV_TURN.match(out)
    if turn is not None and csv_turn(out) is not None:
        out = blanked(out, turn.end())
    listed = _GUESS_LIST.search(out)
    if listed is not None:  # the brackets and quotes of a guess written as a list
        start, end = listed.span()
        # the closing bracket ends the guess: a separator, unless one follows ([1, 2, 3] -> 1 0)
        close = " " if re.match(r"[ \t]*(?:[-=:|,;/\u2192\u21d2\u2013\u2014]|$)", out[end:]) else "|"
        out = out[:start] + re.sub(r"[\[\]()']", " ", out[start : end - 1]) + close + out[end:]
    return out


def _variants(line: str) -> Iterator[tuple[str, int | None, str]]:
    """The line without a trailing remark, a leading turn marker or a speaker."""
    remark = REMARK.search(line)
    bare = line[: remark.start()] if remark else None
    # a remark follows counts; a word of digits alone holds none ('1212 ✔✔': ticks are its pegs)
    if bare is not None and bare.strip() and not bare.strip().isdigit():
        yield bare, None, "remark"
    for pattern, what in ((TURN_MARKER, "turn"), (SPEAKER, "speaker")):
        head = pattern.match(line)
        if head is None:
            continue
        turn = turn_of(head) if pattern is TURN_MARKER else None
        rest = blanked(line, head.end())
        # "Alice: 3 - RGBY 1 2": a speaker, then a turn marker; but in "Guess: 1389 - 0 bulls" the
        # number is the guess: the rest is tried as it stands first, then without the marker
        inner = TURN_MARKER.match(rest) if pattern is SPEAKER else None
        ways = [(rest, turn)]
        if inner is not None:
            ways.append((blanked(rest, inner.end()), turn_of(inner)))
        for rest, turn in ways:
            if not rest.strip():
                continue
            yield rest, turn, what
            tail = REMARK.search(rest)
            if tail is not None and rest[: tail.start()].strip():
                yield rest[: tail.start()], turn, what


_COUNTS_AT_END = re.compile(r"[0-9?][ \t]*[ ,/;:-][ \t]*[0-9?][ \t]*$")
_WORD = re.compile(r"[^\s,;:|/()\[\]{}<>!?.\"']+")


def holds_guess(text: str, pegs: int, palette: tuple[str, ...], names: tuple[str, ...]) -> bool:
    """Whether a line holds something that may be a guess of the game (then it is not furniture).

    A word of ``pegs`` symbols of the palette or jokers (with its counts written on: ``RGBY12``),
    a run of single symbols one fewer or as long, as many colour names, or a word of ``pegs``
    letters or digits, all but one of the palette, with a count after it (``RGBX 2 0``).
    """
    if _COUNTS_AT_END.search(text) or any(ch < " " and ch != "\t" for ch in text):
        return True  # feedback without its guess (': 2 0'), or no text at all (NUL bytes)
    symbols = {c.upper() for c in palette} | set("_?*-")
    known = {n.lower() for n in names}
    words = _WORD.findall(text)
    if sum(w.lower() in known for w in words) >= max(pegs - 1, 2):
        return True
    digits = bool(palette) and palette[0].isdigit()
    singles = 0
    for i, word in enumerate(words):
        upper = word.upper()
        if len(word) == 1 and upper in symbols:
            singles += 1
            if singles >= max(pegs - 1, 2):
                return True
            continue
        singles = 0
        head, tail = upper[:pegs], upper[pegs:]
        compact = len(tail) <= 2 and (not tail or tail.isdigit())  # RGBY, RGBY12
        if len(head) == pegs and compact and all(ch in symbols for ch in head) and set(head) - set("_-"):
            return True  # (not a rule of dashes under a pad's columns: '----   -   -')
        # a guess with a typo or a peg short, then a count: RGBX 2 0, RGB% 1 0 (not 'with 2')
        kind = str.isdigit if digits else str.isalpha
        typo = sum(ch not in symbols for ch in upper) <= 1
        near = len(word) == pegs and kind(word) and typo
        jokers = not set(upper) - set("_?*-")  # a rule of dashes ('--- Game 2 ---') is no guess
        near = near or (2 <= len(word) <= pegs + 1 and all(ch in symbols for ch in upper) and not jokers)
        if near and any(w.isdigit() for w in words[i + 1 :]):
            return True
    return False
