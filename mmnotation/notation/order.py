"""The order a sheet lists its clues in: oldest first, unless the sheet says it lists the newest
first (the word table's ``sheet`` ``newest`` phrases) or its turns count down (docs/notation.md)."""

from __future__ import annotations

import itertools
import re
from functools import cache

from mmnotation.notation.text import Pattern
from mmnotation.notation.text_around import TURN_MARKER, turn_of
from mmnotation.notation.words import phrase_runs, sheet_words
from mmnotation.notation.words import table as feedback_words

NEWEST = Pattern(lambda: r"\b" + sheet_words("newest").replace(" ", r"\s+") + r"\b", re.IGNORECASE)


def says_newest_first(text: str) -> bool:
    """Whether a text says that its sheet lists the newest guess first (the word table's ``newest``);
    a text with none of the phrases' plain runs of letters says nothing of it, and compiles nothing."""
    lowered = text.lower()
    return any(run in lowered for run in _newest_runs()) and NEWEST.search(text) is not None


@cache
def _newest_runs() -> frozenset[str]:
    """The runs of four letters or more written plainly in the ``newest`` phrases (``words.phrase_runs``;
    not ``the`` of ``at the top``, which most texts hold): each phrase holds one, or an alternation of
    them, that any match holds."""
    return frozenset(run for run, _, _ in phrase_runs(feedback_words()["sheet"]["newest"]) if len(run) >= 4)


def newest_first(
    lines: list[str], clues: list[tuple[int, int | None]], guesses: dict[int, str] | None = None
) -> tuple[str, int] | None:
    """Whether a sheet lists its newest guess first, and the notice that says so: a line of text
    says it (``newest first``, ``most recent on top``), or the words before a line's first guess
    (``Newest first: 5678 (...), 1234 (...)``), or the clues' turns count down (3, 2, 1).
    ``clues``: each clue's line and turn; ``guesses``: the first guess of each clue line as written."""
    if len(clues) < 2:
        return None
    turns = [turn for _, turn in clues if turn is not None]
    if len(turns) == len(clues) and all(a > b for a, b in itertools.pairwise(turns)):
        return (
            "the clues' turns count down: they are read from the last line up (the first turn first)",
            clues[0][0],
        )
    at = {line for line, _ in clues}
    if _times_count_down(lines, [line for line, _ in clues]):
        return (
            "the times beside the clues count down: they are read from the last line up (the earliest first)",
            clues[0][0],
        )
    firsts = guesses or {}
    said = next(
        (
            n
            for n, text in enumerate(lines, start=1)
            if (found := NEWEST.search(text)) is not None
            and (n not in at or text.upper().find(firsts.get(n, "\0").upper(), found.end()) >= 0)
        ),
        None,
    )
    if said is None:
        return None
    return "the sheet says it lists the newest guess first: its clues are read from the last line up", said


# a moment written in full: an epoch in seconds or milliseconds (a record's 'timestamp_ms'), or a
# date with its time ('2026-12-07T09:15:00', '2026-12-07 09:15')
_MOMENT = Pattern(
    r"(?<![\d.])1[5-9][0-9]{8}(?:[0-9]{3})?(?![\d.])"
    r"|\b(20[0-9]{2}-[01][0-9]-[0-3][0-9])[T ]([0-2][0-9]:[0-5][0-9](?::[0-5][0-9])?)"
)


def has_moments(text: str) -> bool:
    """Whether a text writes a moment in full (an epoch, a date with its time) anywhere."""
    return _MOMENT.search(text) is not None


def _times_count_down(lines: list[str], at: list[int]) -> bool:
    """Whether each clue's line has a moment written beside it (on it, else on the nearest of the
    three lines above it, else below it, that is no other clue's) and those moments go back in time
    from the first clue to the last (a chat app's export that lists its newest message first)."""
    if len(at) < 2 or len(set(at)) < len(at):
        return False
    clue_lines = set(at)
    moments: list[tuple[str, ...]] = []
    for line in at:
        near = [line, *range(line - 1, line - 4, -1), *range(line + 1, line + 4)]
        found = next(
            (
                m
                for n in near
                if 0 < n <= len(lines) and (n == line or n not in clue_lines)
                for m in [_MOMENT.search(lines[n - 1])]
                if m is not None
            ),
            None,
        )
        if found is None:
            return False
        epoch = int(found[0]) if not found[1] else 0
        moments.append(
            (found[1], found[2]) if found[1] else (str(epoch * 1000 if epoch < 10**12 else epoch),)
        )
    kinds = {len(m) for m in moments}
    return len(kinds) == 1 and all(a > b for a, b in itertools.pairwise(moments))


def written_turns(lines: list[str], clues: list[tuple[int, str]]) -> list[tuple[int, int | None]]:
    """Each clue's line and the turn written before its guess where that is all that stands before
    it (``— Turn 3 — RBGB … 2 black``, as pasted text is read: the rewritten clue has no turn), else
    None.  ``clues``: each clue's line and guess as written."""
    found: list[tuple[int, int | None]] = []
    for line, guess in clues:
        text = lines[line - 1] if 0 < line <= len(lines) else ""
        at = text.upper().find(guess.upper())
        before = _LEADING.sub("", text[:at]) if at > 0 else ""
        marker = TURN_MARKER.match(before) if before else None
        turn = turn_of(marker) if marker is not None and not _WORDS.search(before[marker.end() :]) else None
        found.append((line, turn if turn is not None else _named_turn(before)))
    return found


def _named_turn(before: str) -> int | None:
    """The turn a turn's word names right before a guess, after other words (``5c4b3a2 Guess 3:``,
    a log's commit before it; ``Alice, turn 3:``)."""
    for blank in _BLANK.finditer(before):
        marker = TURN_MARKER.match(before[blank.end() :])
        if (
            marker is not None
            and marker["a"] is not None
            and not _WORDS.search(marker.string[marker.end() :])
        ):
            return turn_of(marker)
    return None


_BLANK = Pattern(r"[ \t]+(?=\S)")


_LEADING = Pattern(r"^[^\w]+")  # ('— Turn 3 —': the dash before the marker)
_WORDS = Pattern(r"\w")
