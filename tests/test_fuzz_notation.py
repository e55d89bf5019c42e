"""Fuzzing the parser: whatever the input, the outcome is a Sheet or the package's own error."""

from __future__ import annotations

import os

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from mmnotation import GameError, NotationError, Sheet, parse_sheet

# A longer run on demand: MMNOTATION_FUZZ_EXAMPLES=20000 pytest tests/test_fuzz_notation.py
EXAMPLES = int(os.environ.get("MMNOTATION_FUZZ_EXAMPLES", "400"))
FUZZ = settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=[HealthCheck.too_slow])

NOTATION_CHARS = "RGBYOPrgby0123456789_-?*|:=>,/#bBwW \t\r\n\ufeff\x00é"
LINES = st.sampled_from(
    [
        "pegs: 4",
        "pegs: 99999999999999999999999",
        "colors: 8",
        "colours = Red Green Blue",
        "colors: Black=K Blue",
        "repeats: no",
        "RGBY 2 0",
        "BBYR12",
        "RGB 1?",
        "R G B Y | 2/0",
        "1122 1 0",
        "112210",
        "RGBY 2b1w",
        "R_?Y -> 1",
        "RGBY 99999999999999999 0",
        "",
        "# comment",
    ]
)


def _outcome(text: str | bytes) -> None:
    try:
        sheet = parse_sheet(text)
    except NotationError as exc:
        assert exc.errors and all(isinstance(e, NotationError) for e in exc.errors)
        assert str(exc)  # renders without raising
        for err in exc.errors:
            assert err.line >= 0 and err.column >= 0
    else:
        assert isinstance(sheet, Sheet)
        assert parse_sheet(str(sheet)) == sheet


@FUZZ
@given(st.text(alphabet=NOTATION_CHARS, max_size=80))
def test_random_notation_text(text: str) -> None:
    _outcome(text)


@FUZZ
@given(st.text(max_size=60))
def test_random_unicode_text(text: str) -> None:
    _outcome(text)


@FUZZ
@given(st.binary(max_size=60))
def test_random_bytes(data: bytes) -> None:
    _outcome(data)


@FUZZ
@given(st.lists(st.one_of(LINES, st.text(alphabet=NOTATION_CHARS, max_size=12)), max_size=12))
@example(["0 \r#"])  # found by this test: a number, then a lone carriage return (an IndexError once)
@example(["1 \x0c# turn"])  # the same with a form feed
def test_random_mixtures_of_plausible_lines(lines: list[str]) -> None:
    _outcome("\n".join(lines))


@FUZZ
@given(
    pegs=st.one_of(st.none(), st.integers(-5, 40)),
    colors=st.one_of(st.none(), st.integers(-5, 40), st.text(alphabet="RGB0123?", max_size=5)),
    repeats=st.one_of(st.none(), st.booleans()),
)
def test_random_options(pegs: int | None, colors: int | str | None, repeats: bool | None) -> None:
    try:
        sheet = parse_sheet("RGBY 1 0", pegs=pegs, colors=colors, repeats=repeats)
    except (NotationError, GameError) as exc:
        assert str(exc)
    else:  # an accepted option is obeyed
        assert pegs is None or sheet.game.pegs == pegs
        assert repeats is None or sheet.game.repeats == repeats
        assert not isinstance(colors, int) or len(sheet.game.colors) == colors


def test_very_long_line() -> None:
    with pytest.raises(NotationError) as info:
        parse_sheet("R" * 200_000 + " 1 0\n" + "RGBY 1 0\n")
    assert info.value.errors[0].line in (1, 2)


@pytest.mark.slow  # about 5 s
def test_a_hundred_thousand_lines_are_all_read() -> None:
    text = "pegs: 4\n" + "".join(f"{'RGBYOP'[i % 6]}GBY {i % 2} 0\n" for i in range(100_000))
    sheet = parse_sheet(text)
    assert len(sheet.clues) == 100_000 and sheet.clues[-1].line == 100_001


@pytest.mark.parametrize("lines", [10_000, pytest.param(100_000, marks=pytest.mark.slow)])
def test_a_hundred_thousand_bad_lines_are_all_reported(lines: int) -> None:
    with pytest.raises(NotationError) as info:
        parse_sheet("RGBY 1 0\n" + "RGBY 1 x\n" * lines)
    assert len(info.value.errors) == lines
