"""Every feedback form of the notation: a random clue written in that form reads back as the
same clue (README, "Feedback").  Each form writes (black, white) its own way, or says it cannot
(key pegs cannot write 0 0; hints need two pegs or more)."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from mmnotation import Clue, Code, Feedback, Game, parse_sheet

Form = Callable[[int, int], str | None]

_NUMBERS = {
    "en": ["zero", "one", "two", "three", "four", "five", "six"],
    "fr": ["zéro", "un", "deux", "trois", "quatre", "cinq", "six"],
    "de": ["null", "eins", "zwei", "drei", "vier", "fünf", "sechs"],
}


def _marks(right: str, wrong: str, sep: str = "") -> Form:
    return lambda b, w: sep.join([right] * b + [wrong] * w) or None


FORMS: dict[str, Form] = {
    "counts": lambda b, w: f"{b} {w}",
    "slash": lambda b, w: f"{b}/{w}",
    "comma": lambda b, w: f"{b},{w}",
    "semicolon": lambda b, w: f"{b}; {w}",
    "colon": lambda b, w: f"{b}:{w}",
    "dash": lambda b, w: f"{b}-{w}",
    "pair": lambda b, w: f"{b}{w}",
    "keyed": lambda b, w: f"{b}b{w}w",
    "keyed upper, white first": lambda b, w: f"{w}W {b}B",
    "keyed, letter first": lambda b, w: f"B{b} W{w}",
    "parentheses": lambda b, w: f"({b}, {w})",
    "brackets": lambda b, w: f"[{b};{w}]",
    "bulls and cows": lambda b, w: f"{b}A{w}B",
    "bulls and cows, B and C": lambda b, w: f"{b}B{w}C",
    "bulls and cows, cows alone": lambda b, w: f"{w}C" if b == 0 else None,
    "bulls and cows, marks": lambda b, w: ("b" * b + "c" * w) or None,  # bcc: a bull, two cows
    "hit and blow": lambda b, w: f"{b}H{w}B",
    "eat and bite": lambda b, w: f"{b}E{w}B",
    "strikes and balls, letters": lambda b, w: f"{b}S{w}B",
    "key pegs": _marks("B", "W"),
    "key pegs K O": _marks("K", "O"),
    "key pegs apart": _marks("B", "W", " "),
    "key pegs dots": _marks("\u25cf", "\u25cb"),
    "key pegs emoji": _marks("\u26ab", "\u26aa"),
    "marks": lambda b, w: ("+" * b + "-" * w) if b else None,  # '-' first reads as a count
    "hints": lambda b, w: " ".join(["rr"] * b + ["rw"] * w) if b + w >= 2 else None,
    "words": lambda b, w: f"{b} black {w} white",
    "words, white first": lambda b, w: f"{w} white and {b} black",
    "words, dCode": lambda b, w: f"{b} well placed {w} misplaced",
    "words, positions": lambda b, w: f"{b} correct position {w} wrong position",
    "words, in and out of place": lambda b, w: f"{b} in place, {w} out of place",
    "words, colour and position": lambda b, w: (
        f"{b} correct colour correct position, {w} correct colour wrong position"
    ),
    "words in letters": lambda b, w: f"{_NUMBERS['en'][b]} black, {_NUMBERS['en'][w]} white",
    "words, no for zero": lambda b, w: f"no black, {w} white" if b == 0 else None,
    "French": lambda b, w: f"{_NUMBERS['fr'][b]} bien placé {_NUMBERS['fr'][w]} mal placés",
    "German": lambda b, w: f"{b} richtig platziert {w} falsch platziert",
    "Spanish": lambda b, w: f"{b} bien colocados {w} mal colocados",
    "Italian": lambda b, w: f"{b} al posto giusto {w} al posto sbagliato",
    "Dutch": lambda b, w: f"{b} goed geplaatst {w} verkeerd geplaatst",
    "Portuguese": lambda b, w: f"{b} bem colocados {w} mal colocados",
    "bulls and cows in words": lambda b, w: f"{b} bulls {w} cows",
    "hits and blows in words": lambda b, w: f"{b} hits {w} blows",
    "strikes and balls": lambda b, w: f"{b} strikes {w} balls",
    "fijas and picas": lambda b, w: f"{b} fijas {w} picas",
    "nothing": lambda b, w: "nothing" if b == w == 0 else None,
    "labels": lambda b, w: f"Black: {b} White: {w}",
    "labels, letters": lambda b, w: f"b={b} w={w}",
    "labels in brackets": lambda b, w: f"(B:{b} W:{w})",
    "labels, words": lambda b, w: f"exact {b} partial {w}",
    "labels, correct and misplaced": lambda b, w: f"Correct: {b}  Misplaced: {w}",
    "labels, bulls and cows": lambda b, w: f"Bulls: {b}, Cows: {w}",
    "labels, hits and blows": lambda b, w: f"Hits: {b} Blows: {w}",
    "words with pegs": lambda b, w: f"{b} black pegs, {w} white pegs",
}


@st.composite
def clues(draw: st.DrawFn) -> tuple[Game, list[Clue]]:
    """A game of 1 to 6 pegs and a few complete clues with known counts that a game can give."""
    pegs = draw(st.integers(1, 6))
    colors = tuple("RGBYOPWK"[: draw(st.integers(max(pegs, 2), 8))])
    game = Game(pegs, colors)
    out = []
    for line in range(2, 2 + draw(st.integers(1, 4))):
        guess = "".join(draw(st.lists(st.sampled_from(colors), min_size=pegs, max_size=pegs)))
        black = draw(st.integers(0, pegs))
        white = draw(st.integers(0, pegs - black))
        if (black, white) == (pegs - 1, 1):
            white = 0
        out.append(Clue(Code(guess), Feedback(black, white), line))
    return game, out


@pytest.mark.parametrize("form", FORMS)
@settings(max_examples=30, deadline=None)
@given(clues())
def test_each_feedback_form_reads_back(form: str, case: tuple[Game, list[Clue]]) -> None:
    game, made = case
    lines = game.directives().splitlines()
    meant = []
    for clue in made:
        fb = clue.feedback
        assert fb.black is not None and fb.white is not None
        written = FORMS[form](fb.black, fb.white)
        if written is None:
            continue
        lines.append(f"{clue.guess} {written}")
        meant.append(Clue(clue.guess, fb, len(lines)))
    read = parse_sheet("\n".join(lines) + "\n")
    assert read.clues == tuple(meant)
    assert [c.line for c in read.clues] == [c.line for c in meant]
