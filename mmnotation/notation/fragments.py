"""What follows a guess on its line, and the parts of it that may be its counts (docs/notation.md,
"Pasted text"): the whole, its first sentence, the counts before a remark in words, before a timer,
before a remark in brackets or after a dash, two named counts, each made only where asked for; and
the counts of a line of feedback alone, below its guess (``feedback_line``)."""

from __future__ import annotations

import re
from collections.abc import Iterator

from mmnotation.notation.count_text import tallied, unmeasured
from mmnotation.notation.counts import GUESS_HEADER, LONGEST_CLUE_LINE, NUMBER, WORD, counts, spelt_out
from mmnotation.notation.key_pegs import Counts, Legend
from mmnotation.notation.text import Pattern
from mmnotation.notation.words import glyph_role, role_of, sheet_words
from mmnotation.notation.words import table as feedback_words

_MARKS = Pattern(r"[.!?\n]")


def sentence(rest: str) -> str:
    """What follows a guess up to the end of the first sentence that holds a count (``1 black
    2 white. and you?``: a remark after the counts), or '' where no sentence ends after a count.
    A sentence ends at a mark before a blank or the end, after a word (``1 black 2 white.``) or
    after its second number (``got 2 and 2.``; not ``0.`` alone, a word of none spelt out, nor
    ``1?``, the notation's count not known); a sentence is read in one pass (no pattern's retries)."""
    start = 0
    for mark in _MARKS.finditer(rest):
        end = mark.start()
        part = rest[start:end]
        first = _DIGIT.search(part)
        if first is not None and mark.group() != "\n" and rest[end + 1 : end + 2] in ("", " ", "\t", "\n"):
            before = rest[end - 1]
            if (before.isalpha() or before in ")]\"'") or (
                mark.group() in ".!" and before.isdigit() and _SECOND.search(part[first.end() :])
            ):
                return rest[:end]
        start = end + 1
    return ""


_DIGIT = Pattern(r"[0-9]")
_SECOND = Pattern(r"[^\d][0-9]$")


def fragments(rest: str, legend_: Legend, pegs: int) -> Iterator[str]:
    """What follows a guess, then the parts of it that may be its counts, each once, made only as
    far as they are asked for (the first that reads is the counts)."""
    seen: set[str] = set()
    rest = tallied(unmeasured(rest))  # ('52 lines compiled, 0.1 sec': a time; 'B: -  C: ||': 0 and 2)
    for make in (
        clipped,
        None,
        sentence,
        lambda r: sentence(spelt_out(r)),  # ('and got one black one white. then ...': its own sentence)
        _remarked,
        lambda r: cheered(r, legend_),
        _untimed,
        _unbracketed,
        _named_first,
        lambda r: _remarked(r, pegs),
        first_clause,
    ):
        fragment = rest if make is None else make(rest)
        if fragment not in seen:
            seen.add(fragment)
            yield fragment


def first_clause(rest: str) -> str:
    """What follows a guess up to a comma or a semicolon after its counts in digits, where words with
    no count follow it (``→ 0A1B, next?``, and so in Chinese: a question of its own), else ''."""
    cut = _CLAUSE_END.search(rest)
    if cut is None or not NUMBER.search(rest[: cut.start()]) or NUMBER.search(spelt_out(rest[cut.end() :])):
        return ""  # ('B = 1, W = 2.', 'one peg right, one colour right': the next count's)
    return rest[: cut.start()]


_CLAUSE_END = Pattern(r"(?<=[0-9A-Za-z])[ \t]*[,;][ \t]*(?=[^\W\d_])")


def _untimed(rest: str) -> str:
    """What follows a guess but the time it took at the end (``⚫ ⚪ ⚪ · 12s``, ``1 2 (31 sec)``), else
    '': a timer, no count (tried last: ``1W 2S`` is read as written first)."""
    if rest.rstrip(" \t)].")[-1:] not in ("s", "c", "n"):
        return ""  # no unit of time at the end ('12s', '31 sec', '2 min')
    timer = _TIMER.search(rest)
    return "" if timer is None else rest[: timer.start()]


_TIMER = Pattern(
    r"[ \t]*[(\[\u00b7\u2022|,\u2013\u2014-]?[ \t]*(?:\u23f1\ufe0f?[ \t]*)?"  # a separator, a stopwatch
    r"(?:\d{1,3}m[ \t]?)?\d{1,4}(?:[.,]\d{1,3})?"
    r"[ \t]?(?:ms|s|secs?|seconds?|mins?|minutes?)\.?[)\]]?[ \t]*$"
)


_PAIR = Pattern(r"[ \t]*[0-9?][ \t]+[0-9?][ \t]*")
_BRACKETED = Pattern(r"[ \t]+(?:[(\[][^()\[\]\n]*[)\]]|[\u2013\u2014-][ \t].*)[ \t.]*$")


def _unbracketed(rest: str) -> str:
    """What follows a guess but a remark at the end in brackets or after a dash, after a blank
    (``■□□ (nice one)``, ``■□□ — ■ = exact, □ = colour only``: a legend on the first clue's
    line), else ''. Not after a count written as a number, whose word the remark may be (``2 -
    white``, ``2 (bulls)``), but for the notation's two counts (``1 ? — can't remember``)."""
    remark = _BRACKETED.search(rest)
    if remark is None or not rest[: remark.start()].strip():
        return ""
    if NUMBER.search(rest[: remark.start()]) and not _PAIR.fullmatch(rest[: remark.start()]):
        return ""  # (but after the notation's two counts: 'RGBY 1 ? — can't remember the whites')
    return rest[: remark.start()]


def _named_first(rest: str) -> str:
    """What follows a guess up to its two counts where each is bound to its word and the words name
    black and white and no count is named after them (``black=1 white=2 HTTP/1.1" 200 512``: the
    rest of a log's line is the log's), else '' (tried last: where more numbers follow, they are no
    count of the clue's)."""
    named = _NAMED_FIRST.match(rest)
    if named is None:
        return ""
    first, second = named[1] or named[2], named[3] or named[4]
    roles = {role_of(first, counted=True), role_of(second, counted=True)}
    if roles != {"black", "white"} or role_of(rest[named.end() :]):
        return ""  # (a count named after them is another clue's: '1 black 2 white, {black: 1, guess:')
    return named.group()


_NAMED_FIRST = Pattern(  # a word bound to its count ('black=1', 'black: 1', '1 black'), twice
    r"[ \t\"'`)\]}:;,=>-]*"
    r"(?:([^\W\d_]+)[ \t]*[:=][ \t]*[0-9]+|[0-9]+[ \t]*([^\W\d_]+))"
    r"[ \t]*[,;&]?[ \t]*"
    r"(?:([^\W\d_]+)[ \t]*[:=][ \t]*[0-9]+|[0-9]+[ \t]*([^\W\d_]+))"
)


_DECIMAL = Pattern(r"[0-9]\.[0-9]")


def _remarked(rest: str, pegs: int = 0) -> str:
    """What follows a guess up to its last count where two counts come before a remark in words
    (``4-0 solved!``; not ``2 O``, a letter for a zero), else ''; ``pegs`` (the guess's), to cut
    at the second number, the remark's own numbers after it (``1 2  -  Server - Script:12``,
    a log's source line), where the remark holds no other clue."""
    numbers = list(NUMBER.finditer(rest))
    if len(numbers) < 2 + bool(pegs):
        return ""
    last = numbers[1 if pegs else -1].end()
    if (
        pegs
        and (
            _DECIMAL.search(rest[:last])  # ("VERSION='1.0' ENCODING=...": a version, no counts)
            or any(role_of(w) or GUESS_HEADER.match(w) for w in WORD.findall(rest[last:]))
            or re.search(rf"(?<!\w)[^\W_]{{{pegs}}}(?!\w)[^\w\n]*[0-9]", rest[last:])
        )
    ):
        return ""  # the remark names a count or a guess, or holds a clue: another clue's or record's
        # ('..., guess:'; '.TXT|3 COL 1| RGBY 1 2': the clue is after the numbers)
    return rest[:last] if re.match(r"[\W_]*[^\W\d_]{2,}", rest[last:]) else ""


def cheered(rest: str, legend_: Legend) -> str:
    """What follows a guess without the emoji after its glyph pegs (``⚫⚫⚫⚫  🎉``): symbols that
    name no peg (no role by Unicode's name or the legend, no colour of the emoji table), after a blank."""
    head, _, last = rest.rstrip().rpartition(" ")
    if not head.strip() or not last or any(ch.isalnum() for ch in last):
        return ""
    if any(glyph_role(ch) or ch in legend_.marks or ch in feedback_words()["emoji"] for ch in last):
        return ""
    return head


def clipped(rest: str) -> str:
    """What follows a guess, up to the end of the sentence that holds its first count where the
    text after that names no count (``two correct in the right place. Swapping the last two``:
    prose, not a second count)."""
    spelt = spelt_out(rest)
    first = sentence(spelt)
    after = spelt[len(first) :]
    if first and not after.strip(" \t.!"):  # a mark alone after: the words as written, not spelt
        return rest.rstrip(" \t.!")  # ('ningún número es correcto.': a word of none, not a count 0)
    return first if first and not role_of(after) else rest


PEGS_REMARK = Pattern(r"(?<=[^\w\s\u2013\u2014-])[ \t]+(?:[\u2013\u2014-][ \t]*)?[#@]?[^\W\d_][^\d\n]*$")
_SPOKEN = Pattern(r"^[^\W\d_][\w .-]{0,30}[:>][ \t]*")  # who spoke, or a prompt ('Bot: ', 'Alexa: ')
_FIRST_SENTENCE = Pattern(r"(?<=[^\W\d_])[.!?](?:[ \t]|$)")
_NUMBERED = Pattern(
    lambda: (
        rf"[ \t]*(?:\(?[0-9]{{1,3}}[.)]"  # '2.', '(2)'; 'Step 2:'
        rf"|(?i:{sheet_words('turn')})[ \t]*#?[0-9]{{1,3}}[ \t]*[:.)\-\u2013\u2014])[ \t]+"
    )
)


def feedback_line(line: str, pegs: int, legend_: Legend) -> Counts | None:
    """The counts of a line that holds feedback alone, behind a speaker, a prompt or a label: the
    first reading from the line's start or past a speaker; the same counts read past a word that
    assumes nothing of them (``Bob: 1 0``: the counts ``1 0``, no label ``Bob`` to explain)."""
    if len(line) > LONGEST_CLUE_LINE:
        return None
    numbered = _NUMBERED.match(line)  # '2. Result: 2 black', 'Step 2: 2 black': the line's number, no count
    if numbered is not None and NUMBER.search(line, numbered.end()):
        line = " " * numbered.end() + line[numbered.end() :]
    starts = [0, *(m.end() for m in re.finditer(r"[:>\]=]\s*|\s+", line))]
    readings = (
        found
        for start in starts
        if (found := counts(line[start:], pegs, legend_)) is not None
        and (found.black is None or found.white is None or found.black + found.white <= pegs)
    )  # more pegs than the guess has: a speaker's number read with them ('Player 1: four white')
    first = next(readings, None)
    if first is None:
        remark = PEGS_REMARK.search(line)  # '⚫⚫⚫⚫ — solved!': glyph pegs and a remark in words
        if remark is not None and (got := feedback_line(line[: remark.start()], pegs, legend_)):
            return got
        glyphs = cheered(line, legend_)  # '⚫⚫⚫⚫ 🏆': and an emoji that is no peg
        if glyphs:
            return feedback_line(glyphs, pegs, legend_)
        # the first sentence's counts past who spoke ('Bot: No black pegs and three white pegs. Guess again?')
        spoken = _SPOKEN.match(line)
        found = counts(_FIRST_SENTENCE.split(line[spoken.end() if spoken else 0 :])[0], pegs, legend_)
        return None if found is None or found.assumed else found
    if first.assumed:
        same = (first.black, first.white)
        return next((r for r in readings if not r.assumed and (r.black, r.white) == same), first)
    return first
