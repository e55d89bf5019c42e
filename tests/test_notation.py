"""The clue-sheet notation: golden files, samples, round trips and errors."""

from __future__ import annotations

import subprocess
import sys
import zipfile
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import mmnotation
from mmnotation import (
    Clue,
    Code,
    Feedback,
    Game,
    GameError,
    NotationError,
    NotationMeaningError,
    NotationSyntaxError,
    Sheet,
    parse_clue,
    parse_sheet,
    read_sheet,
)

sys.path.insert(0, str(Path(__file__).parent))
from golden import DATA, invalid_output, valid_output

ROOT = Path(__file__).parent.parent
VALID = sorted((DATA / "valid").glob("*.txt"))
INVALID = sorted((DATA / "invalid").glob("*.txt"))


@pytest.mark.parametrize("path", VALID, ids=lambda p: p.stem)
def test_valid_golden(path: Path) -> None:
    assert valid_output(path) == path.with_suffix(".json").read_text(encoding="utf-8")


@pytest.mark.parametrize("path", INVALID, ids=lambda p: p.stem)
def test_invalid_golden(path: Path) -> None:
    assert invalid_output(path) == path.with_suffix(".err").read_text(encoding="utf-8")


@pytest.mark.parametrize("path", sorted((ROOT / "samples").glob("*.txt")), ids=lambda p: p.stem)
def test_samples_parse_and_round_trip(path: Path) -> None:
    sheet = read_sheet(path)
    assert sheet.clues
    assert parse_sheet(str(sheet)) == sheet


def test_typo_on_line_seven_points_there() -> None:
    text = "# game\npegs: 4\n\nRRGG 1 0\nRBYY 0 1\nOBRP 1 2\nRBOG 2 x\n"
    with pytest.raises(NotationSyntaxError) as info:
        parse_sheet(text, path="game.txt")
    err = info.value
    assert (err.line, err.column) == (7, 8)
    assert "expected feedback" in err.message and "'x'" in err.message
    assert str(err) == (
        "game.txt:7:8: error: unexpected 'x'; expected feedback such as '2 0', '20', '2/0', '2', '1?', "
        "'2b1w', 'BBW' or '1A2B'\nRBOG 2 x\n       ^"
    )


def test_every_error_of_a_sheet_is_returned() -> None:
    with pytest.raises(NotationError) as info:
        parse_sheet("RGBY 2 0\nRGBY 2 x\nRGB% 1 0\nRGBY 5 0\nRGBY 1 0\n")
    errors = info.value.errors
    assert [(e.line, type(e)) for e in errors] == [
        (2, NotationSyntaxError),
        (3, NotationSyntaxError),
        (4, NotationMeaningError),
    ]
    assert all(isinstance(e, ValueError) for e in errors)


@pytest.mark.parametrize(
    ("text", "line", "column", "caret"),
    [
        ("RGBY 2 x", 1, 8, "RGBY 2 x\n       ^"),
        ("RGB% 1 0", 1, 4, "RGB% 1 0\n   ^"),
        ("pegs: five", 1, 7, "pegs: five\n      ^"),
        ("\tRGBY 7 0", 1, 7, "\tRGBY 7 0\n\t     ^"),
        ("RGBY 2 0\n: 2 0", 2, 1, ": 2 0\n^"),
        ("RGBY 2 0 | 1", 1, 10, "RGBY 2 0 | 1\n         ^"),
    ],
)
def test_caret_text(text: str, line: int, column: int, caret: str) -> None:
    with pytest.raises(NotationError) as info:
        parse_sheet(text)
    assert (info.value.line, info.value.column) == (line, column)
    assert info.value.caret == caret


def test_invalid_utf8_is_a_located_error() -> None:
    with pytest.raises(NotationSyntaxError) as info:
        parse_sheet(b"RGBY 2 0\nRG\xffY 1 0\n", path="bad.txt")
    assert (info.value.line, info.value.column) == (2, 3)
    assert "not UTF-8" in info.value.message


def test_very_long_line_error_shows_a_window() -> None:
    text = "R" * 3000 + "% 1 0"
    with pytest.raises(NotationError) as info:
        parse_sheet(text)
    source, caret = info.value.caret.split("\n")
    assert len(source) <= 120 and source[len(caret) - 1] == "%"


def test_lark_errors_never_escape() -> None:
    for text in ["->", "RGBY ->", "colors:", "pegs", "RGBY 2 0 # x\n=", "a=b=c", "||"]:
        with pytest.raises(NotationError):
            parse_sheet(text)


def test_options_override_directives() -> None:
    sheet = parse_sheet("pegs: 4\ncolors: 6\nrepeats: yes\n", pegs=5, colors="ABCDEFGH", repeats=False)
    assert sheet.game == Game(5, tuple("ABCDEFGH"), False)
    assert parse_sheet("", colors=8).game.colors == tuple("12345678")
    assert parse_sheet("", colors=12).game.colors == tuple("RGBYOPWKACDE")
    with pytest.raises(GameError):
        parse_sheet("", pegs=0)
    with pytest.raises(GameError):
        parse_sheet("", colors="RR")


def test_parse_clue_in_a_game() -> None:
    game = Game(4, tuple("123456"))
    assert parse_clue("112210", game) == Clue(Code("1122"), Feedback(1, 0))
    assert parse_clue("1122 1b", game, line=9).line == 9
    with pytest.raises(NotationError):
        parse_clue("1122 5 0", game)
    with pytest.raises(NotationError):
        parse_clue("", game)


def test_values_print_and_repr() -> None:
    assert repr(Code.of("r-g*")) == "Code('R_G?')"
    assert str(Feedback(None, 2)) == "? 2"
    assert Feedback(1, 0).key == "1 0"
    assert Code("R_?Y").placed == 3 and not Code("R_?Y").complete
    assert Game(4, tuple("123456")).size == 1296
    assert Game(4, tuple("0123456789"), repeats=False).size == 5040
    assert Game(4, tuple("123456")).feedbacks == 14
    with pytest.raises(ValueError):
        Game(5, tuple("1234"), repeats=False)
    with pytest.raises(ValueError):
        Game(4, tuple("123456")).index("1239")


def test_import_does_not_pull_typer_or_numpy() -> None:
    code = "import sys, mmnotation; print('typer' in sys.modules, 'numpy' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.split() == ["False", "False"]
    assert set(mmnotation.__all__) <= set(dir(mmnotation))


def test_grammar_is_the_top_level_copy_in_a_checkout() -> None:
    from mmnotation._grammar import grammar_path

    assert grammar_path() == ROOT / "grammar" / "clues.lark"


@pytest.mark.slow
def test_grammar_loads_from_a_wheel(tmp_path: Path) -> None:
    subprocess.run(
        [
            sys.executable,
            "-m",
            "pip",
            "wheel",
            "--no-deps",
            "--no-build-isolation",
            "-q",
            "-w",
            str(tmp_path),
            str(ROOT),
        ],
        check=True,
        capture_output=True,
    )
    (wheel,) = tmp_path.glob("mmnotation-*.whl")
    with zipfile.ZipFile(wheel) as zf:
        assert "mmnotation/grammar/clues.lark" in zf.namelist()
        zf.extractall(tmp_path / "site")
    code = (
        "import mmnotation, mmnotation._grammar as g; print(g.grammar_path()); "
        "print(mmnotation.parse_sheet('BBYR12').clues[0])"
    )
    out = subprocess.run(
        [sys.executable, "-c", code],
        capture_output=True,
        text=True,
        check=True,
        cwd=tmp_path,
        env={"PYTHONPATH": str(tmp_path / "site"), "PATH": ""},
    )
    path, clue = out.stdout.splitlines()
    assert Path(path).is_relative_to(tmp_path / "site")
    assert clue == "BBYR 1 2"


# --- round trips -----------------------------------------------------------------

NAMES = ["Red", "Green", "Blue", "Yellow", "Orange", "Purple", "White", "Black", "Pink", "Cyan"]


@st.composite
def games(draw: st.DrawFn) -> Game:
    pegs = draw(st.integers(1, 6))
    kind = draw(st.sampled_from(["letters", "digits", "names"]))
    repeats = draw(st.booleans())
    low = 1 if repeats else pegs
    if kind == "names":
        count = draw(st.integers(max(low, 1), len(NAMES)))
        names = tuple(draw(st.permutations(NAMES))[:count])
        letters = draw(st.permutations("ABCDEFGHIJKLMNOPQRSTUVWXYZ"))[:count]
        return Game(pegs, tuple(letters), repeats, names)
    alphabet = "RGBYOPWKACDEFHIJ" if kind == "letters" else "1234567890"
    count = draw(st.integers(max(low, 1), len(alphabet)))
    colors = tuple(draw(st.permutations(alphabet))[:count])
    return Game(pegs, colors, repeats)


@st.composite
def sheets(draw: st.DrawFn) -> Sheet:
    game = draw(games())
    clues = []
    for _ in range(draw(st.integers(0, 5))):
        symbols = "".join(
            draw(st.lists(st.sampled_from([*game.colors, "_", "?"]), min_size=game.pegs, max_size=game.pegs))
        )
        placed = len(symbols) - symbols.count("_")
        black = draw(st.integers(0, placed))
        white = draw(st.integers(0, placed - black))
        if placed == game.pegs and black == game.pegs - 1 and white == 1:
            white = 0
        fb = Feedback(
            draw(st.sampled_from([black, black, None])), draw(st.sampled_from([white, white, None]))
        )
        clues.append(Clue(Code(symbols), fb))
    return Sheet(game, tuple(clues))


@settings(max_examples=300, deadline=None)
@given(sheets())
def test_format_then_parse_is_identity(sheet: Sheet) -> None:
    assert parse_sheet(str(sheet)) == sheet


def _count(value: int | None, joker: str) -> str:
    return joker if value is None else str(value)


@st.composite
def written(draw: st.DrawFn) -> tuple[Sheet, str]:
    """A sheet and a text that writes each clue in some random form of the notation."""
    sheet = draw(sheets())
    lines = [sheet.game.directives()]
    for clue in sheet.clues:
        guess = clue.guess.symbols
        fb = clue.feedback
        b, w = fb.black, fb.white
        forms_guess = [
            guess,
            guess.lower().replace("_", "-").replace("?", "*"),
            " ".join(guess),
            ", ".join(guess),
        ]
        g = draw(st.sampled_from(forms_guess))
        j1, j2 = draw(st.sampled_from("?*-_")), draw(st.sampled_from("?*-_"))
        counts = [
            f"{_count(b, j1)} {_count(w, j2)}",
            f"{_count(b, j1)}/{_count(w, j2)}",
            f"{_count(b, j1)},{_count(w, j2)}",
        ]
        if (b is None or b < 10) and (w is None or w < 10):
            counts.append(f"{_count(b, j1)}{_count(w, j2)}")
        if w is None:
            counts.append(_count(b, j1))
        if b is not None and w is not None:
            counts += [f"{b}b{w}w", f"{w}W {b}B"]
        feedback = draw(st.sampled_from(counts))
        seps = [" ", " | ", ": ", " = ", " -> ", "=>", "\t"]
        if " " not in g and not any(c in feedback for c in " /,"):
            seps.append("")  # the compact form, split by the pegs directive
        sep = draw(st.sampled_from(seps))
        if sep == "=>" and feedback.startswith((">", "-")):
            sep = " => "
        lines.append(f"{g}{sep}{feedback}  # note")
    return sheet, "\r\n".join(lines) + "\r\n"


@settings(max_examples=300, deadline=None)
@given(written())
def test_every_written_form_parses_to_the_same_value(case: tuple[Sheet, str]) -> None:
    sheet, text = case
    assert parse_sheet(text) == sheet


@settings(max_examples=300, deadline=None)
@given(sheets())
def test_each_clue_parses_back_in_its_game(sheet: Sheet) -> None:
    # parse_clue hands the game's palette to the resolver: a palette of one or two
    # digits ("12") must stay a palette, not become a count of twelve colours
    for clue in sheet.clues:
        assert parse_clue(str(clue), sheet.game) == clue
