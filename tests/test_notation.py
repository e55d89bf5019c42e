"""The clue-sheet notation: golden files, samples, round trips and errors."""

from __future__ import annotations

import re
import subprocess
import sys
import zipfile
from collections.abc import Callable
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
    MastermindError,
    NotationError,
    NotationMeaningError,
    NotationSyntaxError,
    Sheet,
    SyntaxNode,
    parse_clue,
    parse_sheet,
    read_sheet,
    score,
    syntax_tree,
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
            parse_sheet(text, strict=True)  # '=' after a clue is text around it, skipped with a notice


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


def test_the_grammar_loads_in_plain_lark_and_holds_no_language() -> None:
    # the file is the whole grammar: plain Lark reads the notation with it, and the words of
    # every language are the word table's (grammar/words.json), not regular expressions here
    from lark import Lark

    from mmnotation.notation.grammar import START_RULES, grammar_text

    text = grammar_text()
    plain = Lark(text, parser="lalr", lexer="contextual", start=list(START_RULES))
    tree = plain.parse("Red Green Blue Yellow 2 black 1 white", start="start")
    assert [t.type for t in tree.scan_values(lambda v: v is not None)] == [
        "NAME_HEAD", "NAME", "NAME", "NAME", "GAP", "COUNT", "WORDS", "COUNT", "WORDS"
    ]  # fmt: skip
    assert len(list(plain.parse("RGBY 2 0", start="start").find_data("together"))) == 1

    def terminals(grammar: str) -> str:  # the terminals' lines, not the comments
        lines = grammar.splitlines()
        return "\n".join(line.split("//")[0] for line in lines if re.match(r"[A-Z_]+(\.\d+)?:", line))

    assert not re.search(r"\{[A-Z_]+\}", terminals(text))  # no templates
    for word in ("yellow", "black", "white", "bulls", "nothing", "two", "bien"):
        assert word not in terminals(text).lower(), word


def test_grammar_is_the_top_level_copy_in_a_checkout() -> None:
    from mmnotation.notation.grammar import grammar_path

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
        "import mmnotation, mmnotation.notation.grammar as g; print(g.grammar_path()); "
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


@pytest.mark.slow  # about 7 s with coverage; -m "" or .ci/run
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
        if w is None:  # a lone '-' or '_' is read in the light of the sheet (with a notice): '?' here
            counts.append(_count(b, j1 if j1 in "?*" else "?"))
        if b is not None and w is not None:
            counts += [
                f"{b}b{w}w",
                f"{w}W {b}B",
                f"{b}A{w}B",
                f"{b} black {w} white",
                f"({b},{w})",
                f"[{b};{w}]",
            ]
            counts += [f"{b} bulls {w} cows", f"{b}H{w}B", f"( {w} white, {b} black )"]
            if b + w:
                counts.append(
                    draw(st.sampled_from(["B", "K", "X", "\u25cf"])) * b
                    + draw(st.sampled_from("WO\u25cb")) * w
                )
        if game_names := sheet.game.names:
            if "_" not in guess and "?" not in guess:
                by_symbol = dict(zip(sheet.game.colors, game_names, strict=True))
                forms_guess.append(" ".join(by_symbol[s] for s in guess))
                g = draw(st.sampled_from(forms_guess))
        feedback = draw(st.sampled_from(counts))
        seps = [" ", " | ", ": ", " = ", " -> ", "=>", "\t", " \u2192 ", " \u21d2 ", " \u2013 ", " \u2014 "]
        if g in forms_guess[:2] and feedback.isascii() and not any(c in feedback for c in " /,"):
            seps.append("")  # the compact form, split by the pegs directive
        sep = draw(st.sampled_from(seps))
        if sep == "=>" and feedback.startswith((">", "-")):
            sep = " => "
        turn = draw(st.sampled_from(["", "", f"{len(lines)}. ", f"{len(lines)}) "]))
        lines.append(f"{turn}{g}{sep}{feedback}  # note")
    return sheet, "\r\n".join(lines) + "\r\n"


@pytest.mark.slow  # about 10 s with coverage; -m "" or .ci/run
@settings(max_examples=300, deadline=None)
@given(written())
def test_every_written_form_parses_to_the_same_value(case: tuple[Sheet, str]) -> None:
    sheet, text = case
    assert parse_sheet(text) == sheet


@pytest.mark.slow  # about 4 s with coverage; -m "" or .ci/run
@settings(max_examples=300, deadline=None)
@given(sheets())
def test_each_clue_parses_back_in_its_game(sheet: Sheet) -> None:
    # parse_clue hands the game's palette to the resolver: a palette of one or two
    # digits ("12") must stay a palette, not become a count of twelve colours
    for clue in sheet.clues:
        assert parse_clue(str(clue), sheet.game) == clue


@pytest.mark.slow  # about 8 s with coverage; -m "" or .ci/run
@settings(max_examples=300, deadline=None)
@given(sheets())
def test_values_parse_themselves(sheet: Sheet) -> None:
    game = sheet.game
    assert Game.parse(game.directives()) == game
    for clue in sheet.clues:
        assert Code.parse(str(clue.guess), game) == clue.guess
        assert Feedback.parse(str(clue.feedback)) == clue.feedback
        assert Feedback.parse(str(clue.feedback), game) == clue.feedback
        assert Clue.parse(str(clue), game) == clue
        b, w = clue.feedback
        assert (b, w) == (clue.feedback.black, clue.feedback.white)


# --- what a player writes, read as meant or refused with a reason -------------------------


@pytest.mark.parametrize(
    ("text", "column", "words"),
    [
        ("Red Green Blue Black 1 2", 16, ["'Blue' and 'Black'", "Black=K"]),
        ("Black White Pink Brown 1 0", 18, ["'Black' and 'Brown'", "Brown="]),
        ("Gray Green Grey Blue 1 0", 6, ["'Gray' and 'Green'", "colors: Gray Green="]),
        ("RRG6 2 0", 4, ["'6' is a digit among letters"]),
        ("RRGG 2 O", 8, ["did you mean 0?"]),
        ("1 2 3 4 1 0", 1, ["'1 2 3 4 | 1 0' (4 pegs)", "'1 2 3 4 1 | 0' (5 pegs)", "put '|'"]),
        ("RGBY rw", 6, ["key pegs (1 black 1 white)", "hint (0 black 1 white)"]),
    ],
)
def test_misreadings_are_errors_at_their_place(text: str, column: int, words: list[str]) -> None:
    with pytest.raises(NotationError) as info:
        parse_sheet(text)
    assert info.value.column == column
    for word in words:
        assert word in info.value.message


def test_undeclared_names_sharing_an_initial_across_lines() -> None:
    with pytest.raises(NotationMeaningError) as info:
        parse_sheet("Red Green Blue Yellow 1 0\nBlack Red Green Blue 0 2\n")
    assert info.value.line == 2 and "colors: Red Green Blue Yellow Black=K" in info.value.message


def test_a_displaced_colour_is_a_notice_and_strict_makes_it_an_error() -> None:
    text = "RGBY 1 2\nRRGG 2 0\nRBYQ 1 1\n"
    sheet = parse_sheet(text)
    assert "".join(sheet.game.colors) == "RGBYOQ"
    (notice,) = sheet.notices
    assert (notice.line, notice.column) == (3, 4) and "takes the place of 'P'" in notice.message
    assert notice.located().startswith("<string>:3:4: notice: ")
    with pytest.raises(NotationMeaningError) as info:
        parse_sheet(text, strict=True)
    assert (info.value.line, info.value.column) == (3, 4) and "takes the place of 'P'" in info.value.message


def test_dashes_between_symbols_are_separators_with_a_notice() -> None:
    sheet = parse_sheet("R-G-B-Y 2 0\n")
    assert sheet.game.pegs == 4 and sheet.clues[0].guess == Code("RGBY")
    assert "read as separators" in sheet.notices[0].message
    # when the pegs say so, the dashes are empty holes, and that is said too
    holes = parse_sheet("pegs: 7\nR-G-B-Y 2 0\n")
    assert holes.clues[0].guess == Code("R_G_B_Y") and "empty holes" in holes.notices[0].message
    with pytest.raises(NotationMeaningError):
        parse_sheet("R-G-B-Y 2 0\n", strict=True)


def test_the_same_clue_twice_is_a_notice() -> None:
    sheet = parse_sheet("RGBY 2 0\nRGBY 2b\n")
    assert [(n.line, n.message) for n in sheet.notices] == [(2, "the same clue as line 1")]


def test_extra_colours_are_each_named_with_the_fix() -> None:
    with pytest.raises(NotationMeaningError) as info:
        parse_sheet("RGBY 1 0\nOPWK 0 1\n")
    places = [(e.line, e.column) for e in info.value.errors]
    assert places == [(2, 3), (2, 4)]
    assert all("say colors: 8 (or --colors 8)" in e.message for e in info.value.errors)


def test_declared_names_read_as_declared() -> None:
    sheet = parse_sheet("colors: Red Green Blue Black=K\nRed Green Blue Black 1 2\n")
    assert sheet.clues[0].guess == Code("RGBK") and sheet.game.names == ("Red", "Green", "Blue", "Black")
    other = parse_sheet("colors: Crimson Teal Navy Gold\nCrimson, Teal, Navy, Gold -> 1 0\n")
    assert other.clues[0].guess == Code("CTNG")


def test_a_line_longer_than_the_ceiling_is_one_error() -> None:
    with pytest.raises(NotationSyntaxError) as info:
        parse_sheet("RGBY 1 0 " + "R" * 5000)
    assert info.value.column == 4097 and "at most 4096" in info.value.message


def test_the_parse_tree_has_the_grammar_rule_names() -> None:
    tree = syntax_tree("1. Red Green Blue Yellow -> 1A2B  # turn one")
    kinds: list[str] = []

    def walk(node: SyntaxNode) -> None:
        kinds.append(node.kind)
        for child in node.children:
            walk(child)

    walk(tree)
    assert kinds[:3] == ["start", "clue", "turn"]
    assert {"named", "NAME_HEAD", "NAME", "ARROW", "bulls_cows", "KEY_A", "KEY_B", "COMMENT"} <= set(kinds)
    assert syntax_tree("2b1w", start="feedback").children[0].kind == "keyed"
    with pytest.raises(NotationSyntaxError):
        syntax_tree("RGBY 2 x")


@pytest.mark.parametrize(
    "call",
    [
        lambda: Game(0, tuple("RGB")),
        lambda: Game(4, ("R", "R", "G")),
        lambda: Game(4, 6),  # type: ignore[arg-type]
        lambda: Game(4, tuple("RGB"), repeats="no"),  # type: ignore[arg-type]
        lambda: Game("4", tuple("RGB")),  # type: ignore[arg-type]
        lambda: Game(4, tuple("RGBYOP")).index("RGBQ"),
        lambda: score("RGBY", "RGB"),
        lambda: Feedback(-1, 0),
        lambda: parse_sheet("RGBY 1 0", pegs=True),  # type: ignore[arg-type]
        lambda: parse_sheet("RGBY 1 0", repeats="no"),  # type: ignore[arg-type]
        lambda: parse_sheet(42),  # type: ignore[arg-type]
        lambda: parse_clue("RGBY 1 0", "4x6"),  # type: ignore[arg-type]
    ],
)
def test_bad_arguments_raise_the_packages_own_errors(call: Callable[[], object]) -> None:
    with pytest.raises(MastermindError):
        call()


def test_a_bad_colour_is_named_not_the_whole_palette() -> None:
    palette = (*"RGB", "\u4e00", *(chr(0x4E01 + i) for i in range(5000)))
    with pytest.raises(GameError) as caught:
        Game(4, palette)
    message = str(caught.value)
    assert "'\u4e00' (colour 4 of 5,004)" in message and len(message) < 200


# Lines that differ only in their letters and digits share one parse (_grammar.parse_lines),
# where the terminals that name letters (colour names, key pegs, 1A2B, directives) allow it.
_TEMPLATE_FORMS = (
    "{a}{b}{c}{d} {e} {f}",
    "{a}{b}{c}{d}{e}{f}",
    "{e}. {a}{b}{c}{d} | {e},{f}",
    "{a} {b} {c} {d} -> {e} {f}",
    "{a}{b}{c}{d} {e}A{f}B",
    "{a}{b}{c}{d} {e}b{f}w",
    "{a}{b}{c}{d} ({e} black, {f} white)",
    "{a}{b}{c}{d} [{e};{f}]",
    "{a}{b}?{d} {e} ?",
    "{a}-{b}-{c}-{d} {e}{f}",
    "{a}{b}{c}{d} {e} bulls {f} cows",
    "{a}{b}{c}{d} {k}",
    "{a}{b} {k}",
    "{a}{b}_{d} {e}  # comment {c}{f}",
    "{a}{b}{c}{d} rr rw",
    "{a}{b} {e} {f}",
    "{a} {b} {e}",
    "pegs: {e}",
    "colors: {a}{b}{c}",
    "  {a}{b}{c}{d}\t{e} {f}",
    "{e}) {a}{b}{c}{d} {e}{f}",
    "{a}{b}{c}{d} → {e} {f}",
    "{a}{b}{c}{d} = {e} black",
    "{a}{b}{c}{d} {e} black {f} white",
    "{a}{b}{c}{d}: {e}H{f}B",
    "{a}{b}{c}{d} ({e},{f})",
    "{a},{b},{c},{d} {e} {f}",
    "{a}{b} {c}{d} {e} {f}",
    "{a}{b}{c}{d} {e}{f}  # {a}{b}{c}{d} {e}{f}",
    "Red Green Blue Yellow {e} {f}",
    "Red Green {a}{b} {e} {f}",
    "{n} {e} {f}",
    "{n}{a} {e} {f}",
    "{e}. {n} {e}",
    "{a}{b}{c}{d} {e} {f} {a}",
    "{a}{b}{c}{d}",
    "# {a}{b}{c}{d} {e} {f}",
    "{a}{b}{c}{d} {e} well placed {f} misplaced",
    "{a}{b}{c}{d} {e} bien placé",
    "{a}{b}{c}{d} B{e} W{f}",
    "{a}{b}{c}{d} {e}-{f}",
    "{a}{b}{c}{d} none",
    "{a}{b}{c}{d} ++-",
    "{a}{b}{c}{d} {n} {k}",
)


_TEMPLATE_WORDS = (
    *("Red", "blue", "BLACK", "Tan", "Bob", "pegs:", "Colors=", "rr", "BBW"),
    *("one", "None", "deux", "Zero"),  # the feedback words' table: number words, nothing
)


def _reads(line: str) -> bool:
    """Whether a line reads alone (a sheet with an unreadable line is read line by line)."""
    from mmnotation.notation.grammar import parse
    from mmnotation.notation.reader import LineTransformer

    try:
        parse(line, "start", (), LineTransformer, 1, "<string>")
    except NotationError:
        return False
    return True


@pytest.mark.parametrize(
    ("seed", "symbols", "mostly"),
    [
        (0, "0123456789", True),
        (1, "RGBYOPWKXZ", True),
        (2, "rgbwoxkAEZ19", False),
        (3, "RGBYrgby0129?_-*", False),
    ],
)
def test_templates_read_every_line_as_the_parser_does(seed: int, symbols: str, mostly: bool) -> None:
    """The same values as one pass of the parser; with ``mostly``, most lines from templates.

    The third palette is mostly key-peg letters (b, w, o, x, k, r), which the check sends
    back to the parser often: the values must still be the same.
    """
    import random

    from mmnotation.notation import grammar as _grammar
    from mmnotation.notation.reader import LineTransformer

    rnd = random.Random(seed)
    lines = []
    for _ in range(3000):
        fill = {k: rnd.choice(symbols) for k in "abcd"}
        fill |= {k: str(rnd.randint(0, 4)) for k in "ef"}
        fill["n"] = rnd.choice(_TEMPLATE_WORDS)
        fill["k"] = "".join(rnd.choice("BWKOXbw●○") for _ in range(rnd.randint(1, 4)))
        lines.append(rnd.choice(_TEMPLATE_FORMS).format(**fill))
    lines = [line for line in dict.fromkeys(lines) if _reads(line)]
    parsed: list[int] = []
    real = _grammar.parser

    def spy(transformer: type | None = None) -> object:
        lark = real(transformer)

        class Counting:
            terminals = lark.terminals

            def parse(self, text: str, start: str) -> object:
                parsed.append(len(text))
                return lark.parse(text, start=start)

            def parse_interactive(self, text: str, start: str) -> object:
                return lark.parse_interactive(text, start=start)  # where the template's tokens start

        return Counting()

    mp = pytest.MonkeyPatch()
    try:
        mp.setattr(_grammar, "parser", spy)
        via_templates = _grammar.parse_lines(lines, (), LineTransformer)
        templated = sum(parsed)
        mp.setattr(_grammar, "TEMPLATE_MIN_LINES", 10**9)
        one_pass = _grammar.parse_lines(lines, (), LineTransformer)
    finally:
        mp.undo()
    assert one_pass is not None
    assert via_templates == one_pass
    if mostly:
        assert templated * 3 < (sum(parsed) - templated) * 2  # many lines were built from templates


def test_long_digit_sheet_places_its_errors_as_a_short_one() -> None:
    good = [
        f"{i % 6 + 1}{i // 6 % 6 + 1}{i // 36 % 6 + 1}{i // 216 % 6 + 1} {i % 3} {i % 2}" for i in range(1200)
    ]
    for bad in ("1234 2 0 0 0", "12Z4 5 0", "1234 9 0"):
        lines = [*good[:700], bad, *good[700:]]
        with pytest.raises(NotationError) as long_error:
            parse_sheet("\n".join(lines))
        with pytest.raises(NotationError) as short_error:
            parse_sheet("\n".join([*good[:2], bad]))
        first_long, first_short = long_error.value.errors[0], short_error.value.errors[0]
        assert first_long.message == first_short.message
        assert (first_long.line, first_long.column) == (701, first_short.column)
        assert first_short.line == 3
