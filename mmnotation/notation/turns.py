"""Who speaks each line of a chat (docs/notation.md, 'Pasted text'): a name and a colon before a
line's text (``You: RGBY 1 2``, ``Copilot said: ...``), or a name alone on a line over the lines
it says (``#### You:``, ``USER``, ``**Assistant** (10:14)``), in a sheet where two or more speak.
A guess the question's clues read, named again by another speaker's line, is that speaker's
answer about the clue, not another clue (``notation.block``)."""

from __future__ import annotations

from functools import lru_cache

from mmnotation.notation.clue_lines import in_palette
from mmnotation.notation.counts import GUESS_HEADER, NUMBER
from mmnotation.notation.grammar import DIRECTIVE
from mmnotation.notation.text import Pattern
from mmnotation.notation.words import role_of

_NAME = r"[^\W\d_][\w'\u2019.·-]*(?:[ \t]+[\w'\u2019.·()-]+){0,2}"  # one to three words, a letter first
_PREFIX = Pattern(  # (a time or a bracket before it, a chat export's: '[10:14] ana: ...')
    rf"[ \t>]*(?:[\[(][^\])]{{1,25}}[\])][ \t]*)?(?:\*\*|__)?({_NAME}?)(?:\*\*|__)?[ \t]*"
    r"(?::|\uff1a|(?<![-=])>|\u203a)[ \t]*\S"
)
_ALONE = Pattern(  # a name alone: '#### You:', 'USER', '**Assistant** (10:14)'
    rf"[ \t#>]*(?:\*\*|__)?({_NAME}?)(?:\*\*|__)?[ \t]*[:\uff1a]?[ \t]*(?:\(\d{{1,2}}:\d{{2}}\))?[ \t]*"
)


def without_labels(lines: list[str]) -> list[str]:
    """The lines with the name before a message of several lines blank (same columns), in a chat
    where two speakers or more name themselves: ``You: Colores: Rojo (R), ...`` over ``Rojo Verde
    ...`` reads as the lines the player pasted (a colour list, a record's first field, a JSON
    line); a message of one line keeps its name (``HOST: One black peg.``)."""
    if not any(":" in line or ">" in line for line in lines):
        return lines
    who = speakers(lines)
    out = list(lines)
    for number, line in enumerate(lines, start=1):
        found = _PREFIX.match(line)
        goes_on = number < len(lines) and _WRITTEN.search(lines[number]) and not _PREFIX.match(lines[number])
        if number in who and found and _a_name(found[1]) and goes_on and who.get(number + 1) == who[number]:
            out[number - 1] = " " * (found.end() - 1) + line[found.end() - 1 :]
    return out


_WRITTEN = Pattern(r"[^\W_]")  # a line that goes on with a message: a letter or a digit ('---' is none)


def speakers(lines: list[str]) -> dict[int, str]:
    """Each line's speaker, by line number, where two speakers or more name themselves: the name
    before the line's text, else the last name above it (a message of several lines); see
    ``_a_name`` for words that are no name.  (A pasted reading asks it of the same lines up to three
    times: found once.)"""
    return dict(_speakers(tuple(lines)))


@lru_cache(maxsize=4)
def _speakers(lines: tuple[str, ...]) -> dict[int, str]:
    prefixed: dict[int, str] = {}
    alone: dict[int, str] = {}
    for number, line in enumerate(lines, start=1):
        if DIRECTIVE.match(line):
            continue  # the notation's own ('pegs: 4')
        if (found := _PREFIX.match(line)) and _a_name(found[1]):
            prefixed[number] = found[1].strip().lower()
        elif line.strip() and (found := _ALONE.fullmatch(line)) and _a_name(found[1], alone=True):
            alone[number] = found[1].strip().lower()
    said: dict[int, str] = {}
    if len(set(prefixed.values())) >= 2 or len(set(alone.values())) >= 2:
        current = ""
        for number in range(1, len(lines) + 1):  # (a line of no name goes on with the last)
            current = alone.get(number) or prefixed.get(number) or current
            if current:
                said[number] = current
    return said


def _a_name(name: str, alone: bool = False) -> bool:
    """Whether words before a colon (``alone``: on a line of their own) name who spoke: not a
    count's or a guess's word, not ending in a number (``Turn 2``; none alone: ``RBOG 2 x`` is a
    clue), not a code of the default colours (``RGBY: ■□□``)."""
    words = name.split()
    return (
        bool(words)
        and len(name) <= 30
        and not NUMBER.search(name if alone else words[-1])
        and not (alone and name.rstrip()[-1] in ".!?")  # ('Try GRYB.': a sentence)
        and not role_of(name)
        and not GUESS_HEADER.match(name)
        and not (len(words) == 1 and in_palette(tuple(name.upper())))
        and not any(_a_code(word) for word in words[1:])  # ('LEDs for RGBY:', 'Your guess 1234:')
    )


def _a_code(word: str) -> bool:
    """Whether a word of a name reads as a code: digits, or capitals of the default colours."""
    return len(word) >= 3 and (word.isdigit() or (word.isupper() and in_palette(tuple(word))))


def numbered_speakers(lines: list[str]) -> set[int]:
    """The lines that are a transcript's label of who speaks next, a word and a number alone
    (``Speaker 2``, its time already blank): a word, no count's, whose numbers recur (``Speaker 1``,
    ``Speaker 2``, ``Speaker 1``; a turn's numbers, ``Round 1``, ``Round 2``, never do)."""
    found: dict[str, list[tuple[int, str]]] = {}
    for number, line in enumerate(lines, start=1):
        if (label := _NUMBERED_NAME.fullmatch(line)) is not None and not role_of(label[1]):
            found.setdefault(label[1].lower(), []).append((number, label[2]))
    return {
        number
        for labels in found.values()
        if len(labels) > len({n for _, n in labels}) >= 2
        for number, _ in labels
    }


_NUMBERED_NAME = Pattern(r"[ \t]*([^\W\d_]{2,20})[ \t]+([0-9]{1,2})[ \t]*")
