"""Sheets read as pasted text from whole-sheet evidence (notation/pasted.py, docs/notation.md
"Pasted text"): the block of clues, labels the word table lacks, tables by their structure,
legends, the order of the clues; and the errors that still stand."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from mmnotation import NotationError, parse_sheet
from mmnotation.notation.counts import negated as _negated
from mmnotation.notation.key_pegs import Legend, named_pegs
from mmnotation.notation.line_text import bare_line, plain, spoken
from mmnotation.notation.words import role_of


def clues(text: str, **options: object) -> list[str]:
    return [str(c) for c in parse_sheet(text, **options).clues]  # type: ignore[arg-type]


def notices(text: str) -> list[str]:
    return [n.message for n in parse_sheet(text).notices]


def read_with_a_notice(text: str, meant: list[tuple[str, int, int]]) -> None:
    """The sheet reads as ``meant`` (guess, black, white), and what was read as pasted text is said."""
    sheet = parse_sheet(text)
    assert [(c.guess.symbols, c.feedback.black, c.feedback.white) for c in sheet.clues] == meant
    assert sheet.notices


def test_prose_around_the_clues_is_skipped_in_one_notice() -> None:
    text = "hello all, my game:\nRGBY 2 0\nRRGG 1 1\nthanks, Ann\n"
    assert clues(text) == ["RGBY 2 0", "RRGG 1 1"]
    said = notices(text)
    assert any("skipped" in n and "lines 1, 4" in n for n in said), said


def test_strict_never_reads_pasted_text() -> None:
    with pytest.raises(NotationError):
        parse_sheet("Mode: Classic · 4 pegs · 6 colours (R O Y G B V)\nROYG 1 0\nBVVR 0 2\n", strict=True)
    assert clues("Mode: Classic · 4 pegs · 6 colours (R O Y G B V)\nROYG 1 0\nBVVR 0 2\n") == [
        "ROYG 1 0",
        "BVVR 0 2",
    ]


@pytest.mark.parametrize(
    ("first", "second", "black_first"),
    [
        ("na miejscu", "nie na miejscu", True),
        ("nie na miejscu", "na miejscu", False),
        ("במקום", "לא במקום", True),
        ("на месте", "не на месте", True),
        ("dobre", "złe", None),  # neither holds the other: the convention decides
    ],
)
def test_of_two_unknown_labels_the_negated_one_is_white(
    first: str, second: str, black_first: bool | None
) -> None:
    expected = {True: "first", False: "second", None: ""}[black_first]
    assert _negated(first, second) == expected
    if black_first is not None:
        text = f"1234 – 2 {first}, 1 {second}\n5678 – 0 {first}, 1 {second}\n"
        want = ["1234 2 1", "5678 0 1"] if black_first else ["1234 1 2", "5678 1 0"]
        assert clues(text) == want


def test_unknown_labels_take_the_convention_with_a_notice() -> None:
    text = "1234 – 2 dobre, 1 złe\n5678 – 0 dobre, 1 złe\n"
    assert clues(text) == ["1234 2 1", "5678 0 1"]
    assert any("first count is read as black" in n for n in notices(text))


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("RGBY +1 -2\nRROO +2\n", ["RGBY 1 2", "RROO 2 0"]),  # '+2' alone: none in the wrong place
        ("1234: -1, +0\n5678: +1 -1\n", ["1234 0 1", "5678 1 1"]),  # the '-' count first
    ],
)
def test_signed_counts_without_a_legend_take_the_players_convention(text: str, want: list[str]) -> None:
    assert clues(text) == want
    assert any("marked '+' is read as black" in n for n in notices(text))


def test_a_legend_of_the_signs_wins_over_the_convention() -> None:
    text = "legend: + wrong place, - right place\nRGBY +1 -2\nRROO +2 -0\n"
    assert clues(text) == ["RGBY 2 1", "RROO 0 2"]
    assert not any("after '+'" in n for n in notices(text))


@pytest.mark.parametrize(
    "line",
    [
        "RGBY 2 1, RRGG 1 0, BBYY 0 0",
        "so far: RGBY 2 1; RRGG 1 0; BBYY 0 0 -- ideas?",
        "[('RGBY', 2, 1), ('RRGG', 1, 0), ('BBYY', 0, 0)]",
        "RGBY (2 black 1 white), then RRGG (1 black), then BBYY (nothing)",
    ],
)
def test_several_clues_on_one_line_are_each_read_in_order(line: str) -> None:
    assert clues(line + "\n") == ["RGBY 2 1", "RRGG 1 0", "BBYY 0 0"]
    assert any("3 on line 1" in n for n in notices(line + "\n"))
    sheet = parse_sheet(f"OOPP 0 0\n{line}\nYYOO 1 0\n")  # among clues written one a line
    assert [str(c) for c in sheet.clues] == ["OOPP 0 0", "RGBY 2 1", "RRGG 1 0", "BBYY 0 0", "YYOO 1 0"]
    assert [c.line for c in sheet.clues] == [1, 2, 2, 2, 3]


@pytest.mark.parametrize(
    "text",
    [
        "moves:\n  - guess: RGBY\n    black: 2\n    white: 1\n  - guess: RRGG\n    black: 1\n    white: 0\n",
        "Guess = RGBY\nWhite = 1\nBlack = 2\n\nGuess = RRGG\nWhite = 0\nBlack = 1\n",  # any field order
        "* code: RGBY\n  right place: 2\n  wrong place: 1\n"
        "* code: RRGG\n  right place: 1\n  wrong place: 0\n",
    ],
)
def test_records_written_a_field_a_line_are_one_clue_each(text: str) -> None:
    assert clues(text) == ["RGBY 2 1", "RRGG 1 0"]
    assert not any("skipped" in n for n in notices(text.replace("moves:\n", "")))


@pytest.mark.parametrize(
    "said",
    [
        "edit: line 2 should be 1 black 1 white, not 1 2",
        "sorry, typo in line 2: 1 and 1",
        "pardon, la ligne 2 : 1 1 au lieu de 1 2",
    ],
)
def test_a_correction_in_prose_is_read_with_a_notice_where_it_is_written(said: str) -> None:
    # it was only noticed: the clue read as written, the player told to mend it
    sheet = parse_sheet(f"RGBY 2 1\nRGOB 1 2\n{said}\n")
    assert [str(c) for c in sheet.clues] == ["RGBY 2 1", "RGOB 1 1"]
    assert [n.line for n in sheet.notices if "as this line corrects it (written 1 2)" in n.message] == [3]
    assert not any("correct" in n.message for n in parse_sheet("RGBY 2 1\nRGOB 1 2\nthanks!\n").notices)
    strict = parse_sheet(f"RGBY 2 1\nRGOB 1 2\n{said}\n", strict=False)
    assert strict.clues == sheet.clues


@pytest.mark.parametrize(
    "said",
    [
        "line 2 should be 1 1, not 0 3",  # the counts it says were written are not the clue's
        "line 7 should be 1 1",  # no clue on that line
        "the other one should be 1 1",  # no clue named so that it can be told
        "line 2 should be 5 0",  # counts past the pegs
        "line 2 should be 3 1",  # counts no clue can have (3 black with 1 white of 4 pegs)
    ],
)
def test_a_correction_that_names_no_clue_or_other_counts_is_only_said(said: str) -> None:
    sheet = parse_sheet(f"RGBY 2 1\nRGOB 1 2\n{said}\n")
    assert [str(c) for c in sheet.clues] == ["RGBY 2 1", "RGOB 1 2"]
    assert [n.line for n in sheet.notices if "correction of a clue" in n.message] == [3]


@pytest.mark.parametrize(
    ("text", "meant"),
    [
        (
            "RGBY  total 3, exact 1\nGGOO  total 0, exact 0\nYRBP  exact 1, total 4\n",
            ["RGBY 1 2", "GGOO 0 0", "YRBP 1 3"],
        ),
        (
            "1234 -> 2 right digits, none in place\n5678 -> 1 right digit, in place\n",
            ["1234 0 2", "5678 1 0"],
        ),
        ("Bottom row is the first guess:\nGGOO 0 0\nRGBY 1 2\n", ["RGBY 1 2", "GGOO 0 0"]),
        ("rød grøn blå gul: 1 sort, 2 hvide\ngrøn grøn blå blå: ingen\n", ["RGBY 1 2", "GGBB 0 0"]),
        (
            "merah hijau biru kuning - 1 tepat, 2 salah tempat\nhijau hijau biru biru - tidak ada\n",
            ["MHBK 1 2", "HHBB 0 0"],
        ),
        ("Row Labels\tSum of Count\nRGBY\t3\n  Black\t1\n  White\t2\nGrand Total\t3\n", ["RGBY 1 2"]),
        (
            "Fila 1: rojo verde azul amarillo - 1 negra, 2 blancas\n"
            "Fila 2: verde verde azul azul - ninguna\n",
            ["RGBY 1 2", "GGBB 0 0"],
        ),
        (
            "Round 1: \U0001f534\U0001f7e2\U0001f535\U0001f7e1 \u26ab\u26aa\u26aa\n"
            "Round 2: \U0001f7e2\U0001f7e2\U0001f535\U0001f535\n"
            "Round 3: \U0001f7e1\U0001f534\U0001f535\U0001f534 \u26ab\u26aa\n",
            ["RGBY 1 2", "GGBB 0 0", "YRBR 1 1"],
        ),
        (
            "Peg  T1      T2\n1    red     green\n2    green   green\n3    blue    blue\n4    yellow  blue\n"
            "B    1       0\nW    2       0\n",
            ["RGBY 1 2", "GGBB 0 0"],
        ),
    ],
)
def test_heldout178_and_179s_classes(text: str, meant: list[str]) -> None:
    # a total named 'total' was read as white; 'in place' with no count was none in place; the
    # newest-first words, and the words of none in Danish and Indonesian, were not the table's
    assert clues(text) == meant


def test_key_pegs_named_and_a_tables_header_behind_who_spoke() -> None:
    # 'You: ' before the first line (a chat): the key names' line and the table's header were lost
    text = (
        "You: red green blue yellow black white white\ngreen green orange orange\nblue blue red red white\n"
    )
    assert clues(text) == ["RGBY 1 2", "GGOO 0 0", "BBRR 0 1"]
    text = "You: | Code | Key |\n|---|---|\n| RGBY | \u25cf\u25cb\u25cb |\n| GGOO |  |\n"
    assert clues(text) == ["RGBY 1 2", "GGOO 0 0"]


def test_heldout181s_classes() -> None:
    # a guess with no key pegs drawn after it, between lines that draw them: none (it was left out)
    text = (
        "Screenshot text:\nMASTERMIND\nRGBY  \u25cf \u25cb \u25cb\nGGOO\nYRBP  \u25cf \u25cb \u25cb \u25cb\n"
    )
    sheet = parse_sheet(text)
    assert [str(c) for c in sheet.clues] == ["RGBY 1 2", "GGOO 0 0", "YRBP 1 3"]
    assert any("4 alone: no key pegs" in n.message for n in sheet.notices)
    assert clues("RGBY | \u26ab\u26aa\u26aa\nGGOO | (empty)\n") == ["RGBY 1 2", "GGOO 0 0"]
    # glyphs apart by a bar are the key pegs, never the guess's ('RGBY  ●● | ○')
    assert clues("RGBY  \u25cf\u25cf | \u25cb\nRGYB  \u25cf\u25cf | \u25cb\u25cb\n") == [
        "RGBY 2 1",
        "RGYB 2 2",
    ]


def test_a_correction_by_line_in_a_quoted_mail() -> None:
    # quoted, 'line 2' is the sheet's line 3: the clue whose counts it says were written is the one
    text = "On Mon, 7 Dec 2026 at 10:00, Sam wrote:\n> RGBY 1 2\n> GGOO 0 1\n"
    text += "> oops, line 2 should be 0 0, not 0 1\n"
    assert clues(text) == ["RGBY 1 2", "GGOO 0 0"]
    # no counts said written: line 2 or the second clue, which is not told; only said
    sheet = parse_sheet(text.replace(", not 0 1", ""))
    assert [str(c) for c in sheet.clues] == ["RGBY 1 2", "GGOO 0 1"]
    assert any("correction of a clue" in n.message for n in sheet.notices)
    # key pegs named in a quoted mail; a word of none that is a number word too ('ninguna')
    text = "Sam wrote:\n> red green blue yellow black white white\n> green green orange orange\n"
    text += "> blue blue red red white\n"
    assert clues(text) == ["RGBY 1 2", "GGOO 0 0", "BBRR 0 1"]
    text = "Sam wrote:\n> Fila 1: rojo verde azul amarillo - 1 negra, 2 blancas\n"
    text += "> Fila 2: verde verde azul azul - ninguna\n"
    assert clues(text) == ["RGBY 1 2", "GGBB 0 0"]


@pytest.mark.parametrize(
    "text",
    [
        "1) RGBY 1 2\n2) GGOO 0 0\n3) YRBP 1 2\nCorrection: in 3) it was 1 black and 3 white.\n",
        "RGBY 1 2\nGGOO 0 0\nYRBP 1 2\ni meant YRBP 1 3\n",  # the clue named by its guess
        "1. RGBY 1 2\n2. GGOO 0 0\n3. YRBP 1 2\ntypo in #3: should have been 1 black 3 white\n",
        "RGBY 1 2\nGGOO 0 0\nYRBP 1 2\nEDIT: the third row should be 1 3 - I misread them\n",
        # the correction with nothing after its counts, below a title (it stopped the sheet)
        "Mastermind night\nRGBY 1 2\nGGOO 0 0\nYRBP 1 2\nEDIT: the third row should be 1 3\n",  # an ordinal
    ],
)
def test_a_correction_names_its_clue_by_its_place_or_its_guess(text: str) -> None:
    assert clues(text) == ["RGBY 1 2", "GGOO 0 0", "YRBP 1 3"]


@pytest.mark.parametrize(
    "listed",
    [
        "Code colours: Red, Green, Blue, Yellow, White, Black",  # Black shares B: the free K
        "The code colours are: Red, Green, Blue, Yellow, White, Black (K)",
        "Colours: Red (R), Green (G), Blue (B), Yellow (Y), White (W), Black (K)",
        "colours = Red Green Blue Yellow White Black=K",
    ],
)
def test_a_line_listing_the_colours_by_name_is_the_games_colours(listed: str) -> None:
    sheet = parse_sheet(f"{listed}\nRed Green Blue Yellow 1 1\nWhite Black Red Green 0 2\n")
    assert sheet.game.colors == tuple("RGBYWK")
    assert [str(c) for c in sheet.clues] == ["RGBY 1 1", "WKRG 0 2"]
    told = any("the colours this line lists are the game's" in n.message for n in sheet.notices)
    assert told is not listed.startswith("colours =")  # the notation's own directive needs no word


def test_names_listed_with_their_letters_are_read_in_the_guesses() -> None:
    # the names the word table lacks, each given its letter in brackets: read as names below
    text = "Kolory: czerwony (C), zielony (Z), niebieski (N), żółty (Y)\n"
    sheet = parse_sheet(text + "czerwony zielony niebieski żółty 1 2\nżółty żółty czerwony zielony 0 1\n")
    assert sheet.game.colors == tuple("CZNY")
    assert [str(c) for c in sheet.clues] == ["CZNY 1 2", "YYCZ 0 1"]


def test_a_rules_line_sets_which_count_is_black() -> None:
    text = "(white, black):\n1234 1 2\n5678 0 1\nwhat next? :)\n"
    assert clues(text) == ["1234 2 1", "5678 1 0"]


def test_digits_of_every_script_and_keycaps() -> None:
    assert plain("١٢٣٤ ← ١") == "1234 ← 1"
    assert plain("1️⃣ RGBY") == "1 RGBY"
    text = "١٢٣٤ ← ١ في المكان، ١ في مكان خطأ\n٥٦٧٨ ← ٠ في المكان، ٢ في مكان خطأ\n"
    assert clues(text) == ["1234 1 1", "5678 0 2"]


def test_the_word_table_names_counts_and_totals() -> None:
    assert role_of("bulls") == "black" and role_of("Cows:") == "white"
    assert role_of("misplaced") == "white" and role_of("exact") == "black"
    assert role_of("correct colours") == "total"
    assert role_of("ohne Bedeutung") == ""
    text = "RGBY: 3 correct colours, 1 in the right spot\nRGOO: 2 correct colours, 2 in the right spot\n"
    assert clues(text) == ["RGBY 1 2", "RGOO 2 0"]
    assert any("total" in n for n in notices(text))


@pytest.mark.parametrize(
    "text",
    [
        "turn,guess,bulls,cows\n1,1234,0,1\n2,5678,2,0\n",
        '"Guess";"Cows";"Bulls"\n"1234";"1";"0"\n"5678";"0";"2"\n',
        "\ufeffguess\tbulls\tcows\r\n1234\t0\t1\r\n5678\t2\t0\r\n",
        "| Turn | Guess | Bulls | Cows |\n|---|---|---|---|\n| 1 | 1234 | 0 | 1 |\n| 2 | 5678 | 2 | 0 |\n",
        json.dumps([{"guess": "1234", "bulls": 0, "cows": 1}, {"guess": "5678", "bulls": 2, "cows": 0}]),
        json.dumps(
            {
                "moves": [
                    {"code": [1, 2, 3, 4], "result": {"hits": 0, "blows": 1}},
                    {"code": [5, 6, 7, 8], "result": {"hits": 2, "blows": 0}},
                ]
            }
        ),
        "<table><tr><th>Guess</th><th>Bulls</th><th>Cows</th></tr>\n<tr><td>1234</td><td>0</td><td>1</td></tr>\n"
        "<tr><td>5678</td><td>2</td><td>0</td></tr></table>\n",
        "\\begin{tabular}{ccc}\nGuess & Bulls & Cows \\\\\n\\hline\n1234 & 0 & 1 \\\\\n5678 & 2 & 0 \\\\\n"
        "\\end{tabular}\n",
    ],
    ids=["csv", "csv-quoted-swapped", "tsv-bom-crlf", "markdown", "json", "json-nested", "html", "latex"],
)
def test_tables_are_read_by_their_header(text: str) -> None:
    assert clues(text) == ["1234 0 1", "5678 2 0"]


def test_a_json_array_on_one_line_keeps_every_clue() -> None:
    text = json.dumps(
        [{"guess": g, "black": b, "white": w} for g, b, w in [("RGBY", 1, 1), ("RRGG", 0, 2), ("BOYP", 2, 1)]]
    )
    assert clues(text) == ["RGBY 1 1", "RRGG 0 2", "BOYP 2 1"]


@pytest.mark.parametrize(
    ("legend", "marks", "expected"),
    [
        ("● = right colour right place, ○ = right colour wrong place", ("●●○", "○○○○"), ("2 1", "0 4")),
        ("✓ = correct spot, ✗ = wrong spot", ("✓✗✗", "✗"), ("1 2", "0 1")),
        ("legend: X = black, O = white", ("XOO", "O"), ("1 2", "0 1")),
        ("(■ right place, □ right colour only)", ("■ □ □", "□"), ("1 2", "0 1")),
    ],
)
def test_glyph_pegs_with_a_legend(legend: str, marks: tuple[str, str], expected: tuple[str, str]) -> None:
    text = f"{legend}\nRGBY {marks[0]}\nYBRG {marks[1]}\n"
    assert clues(text) == [f"RGBY {expected[0]}", f"YBRG {expected[1]}"]


@pytest.mark.parametrize(
    "text",
    [
        "$ ./bulls\nEnter your guess: 1234\nBulls: 1, Cows: 1\nEnter your guess: 5678\nBulls: 0, Cows: 2\n",
        ">>> game.guess('1234')\n(1, 1)\n>>> game.guess('5678')\n(0, 2)\n",
        "[10:01] <ann> !guess 1234\n[10:01] <bot> ann: 1A1B\n"
        "[10:02] <ann> !guess 5678\n[10:02] <bot> ann: 0A2B\n",
        "12/3/26, 9:41 PM - Ann: 1234\n12/3/26, 9:41 PM - Bo: 1 bull 1 cow\n"
        "12/3/26, 9:42 PM - Ann: 5678\n12/3/26, 9:43 PM - Bo: 0 bulls 2 cows\n",
    ],
    ids=["console", "repl", "irc", "whatsapp"],
)
def test_transcripts_pair_a_guess_with_the_feedback_below_it(text: str) -> None:
    assert clues(text) == ["1234 1 1", "5678 0 2"]


def test_a_sheet_that_lists_the_newest_guess_first_is_read_oldest_first() -> None:
    text = "newest first:\nRROO 2 1\nRRGG 2 0\nRGBY 1 1\n"
    assert clues(text) == ["RGBY 1 1", "RRGG 2 0", "RROO 2 1"]
    assert any("newest guess first" in n for n in notices(text))
    counted_down = "turn 3: 3312 1 2\nturn 2: 1222 0 1\nturn 1: 1111 1 0\n"
    assert clues(counted_down) == ["1111 1 0", "1222 0 1", "3312 1 2"]
    assert clues("turn 1: 1111 1 0\nturn 2: 1222 0 1\n") == ["1111 1 0", "1222 0 1"]
    with pytest.raises(NotationError):  # strict: the line that says so is no clue
        parse_sheet(text, strict=True)
    with pytest.raises(NotationError, match="turns count down"):
        parse_sheet(counted_down, strict=True)


def test_a_game_stated_in_prose_is_kept() -> None:
    sheet = parse_sheet(
        "Hi! Game with 4 holes and 8 colours, here goes:\n1234 → 2 dobre, 0 złe\n5678 → 0 dobre, 1 złe\n"
    )
    assert sheet.game.pegs == 4 and len(sheet.game.colors) == 8


def test_a_clue_under_a_title_listing_the_colours_is_not_its_feedback() -> None:
    # the title's colour list reads as a guess alone; the clue below it is a clue, not its counts
    sheet = parse_sheet("Mastermind night! Classic rules, 4 pegs 6 colours (R G B Y O P)\nRRGG 1 1\n")
    assert [str(c) for c in sheet.clues] == ["RRGG 1 1"]
    assert sheet.game.pegs == 4 and len(sheet.game.colors) == 6
    assert any(n.message.startswith("read as pasted text: 1 clue found") for n in sheet.notices)


@pytest.mark.parametrize(
    "text",
    [
        "RGBY 2 x\n",  # a typo, not a label
        "RRGG 2 O\n",
        "RGB% 1 0\n",
        "RGBY: 1, 1?\nRRGG: 2, 0?\n",
        "RGBY 2 0\nRRGG 1 0 1\nRGOO 1 1\n",  # a clue among clues, mistyped
        "RGBY 2 0\n: 2 0\n",  # feedback without its guess
        "pegs: 4 5\nRGBY 1 0\nRRGG 0 1\n",  # a directive keeps its error
        "".join(f"RGBY {i} x\n" for i in range(25)),
        "RGBY 1 0\n\x00a\n\x00b\nRRGG 1 0\n",
    ],
)
def test_what_the_notation_cannot_read_in_a_sheet_of_clues_stays_an_error(text: str) -> None:
    with pytest.raises(NotationError):
        parse_sheet(text)


def test_an_error_of_meaning_stands_unless_the_whole_sheet_explains_it() -> None:
    with pytest.raises(NotationError, match="5 black"):
        parse_sheet("Here we go:\nRGBY 5 0\nRRGG 1 0\n")
    # 'play' is no guess: the notation took it for one and 1234 for its counts
    assert clues("> play 1234\n< 0 bulls, 1 cow\n> play 4321\n< 1 bull, 1 cow\n") == ["1234 0 1", "4321 1 1"]


def test_no_clear_block_is_the_notations_error() -> None:
    with pytest.raises(NotationError) as caught:
        parse_sheet("Hello there, how are you today?\nFine thanks, and you?\n")
    assert caught.value.line == 1


@pytest.mark.parametrize(
    "text",
    [
        "ABCD 1\nEFGH 2\nIJKL 1\nhmm ~~ what\n",  # every line a word among others (was min() of nothing)
        "RGBY 1 x\nRGBY 2 " + "7" * 5000 + " ok\nhmm ~~\n",  # thousands of digits (was int()'s limit)
        "guess,bulls,cows\n1234,²,1\n5678,0,1\nhmm ~~\n",  # a superscript is no count (was int('²'))
    ],
)
def test_what_the_pasted_reading_cannot_read_is_the_notations_error(text: str) -> None:
    with pytest.raises(NotationError):
        parse_sheet(text)


PASTED_BITS = [
    "RGBY",
    "1234",
    "rgby",
    "Red Green",
    "🔴🟢",
    "●○",
    "✓✗",
    "|",
    ",",
    ";",
    "\t",
    ":",
    "->",
    "–",
    " ",
    " ",
    "2",
    "0",
    "١",
    "²",
    "na miejscu",
    "bulls",
    "cows",
    "black",
    "white",
    "correct colours",
    "Guess",
    "newest first",
    "legend:",
    "=",
    "(",
    ")",
    "<td>",
    "</td>",
    "&",
    "\\\\",
    "{",
    "}",
    '"',
    "?",
    "_",
    "x",
]


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(st.lists(st.sampled_from(PASTED_BITS), max_size=8).map("".join), min_size=1, max_size=8))
def test_pasted_text_never_raises_anything_but_the_packages_errors(lines: list[str]) -> None:
    try:
        sheet = parse_sheet("\n".join(lines))
    except NotationError:
        return
    for clue in sheet.clues:  # what was read is a clue of the game read, on a line of the text
        assert 1 <= clue.line <= len(lines) and len(clue.guess.symbols) == sheet.game.pegs


@pytest.mark.parametrize(
    "text",
    [
        # an app's export on one line, keys in Finnish: 1234 was lost and 5612 read alone
        '{"peli": "mm", "arvaukset": [{"arvaus": "1234", "oikein": 1, "vaarassa": 2}, '
        '{"arvaus": "5612", "oikein": 0, "vaarassa": 1}]}\n',
        "hi all\n1234 – 1 dobre, 2 złe; 5612 – 0 dobre, 1 złe\nthanks\n",
    ],
    ids=["json-unknown-keys", "two-clues-a-line"],
)
def test_a_line_of_two_clues_is_not_read_as_one(text: str) -> None:
    try:
        sheet = parse_sheet(text)
    except NotationError:
        return  # the notation's error on that line stands
    assert len(sheet.clues) != 1, [str(c) for c in sheet.clues]  # never one of them in silence


@pytest.mark.parametrize(
    ("text", "meant"),
    [
        ("RGBY 2 1\nRGBB two 1\n", [("RGBY", 2, 1), ("RGBB", 2, 1)]),  # a number word among digits
        (
            "682 - one number is correct but wrong placed\n738 - nothing is correct\n",
            [("682", 0, 1), ("738", 0, 0)],
        ),
        ("Hola\n1234: 2 negres, 0 blanques\n1256: 1 negra, 1 blanca\n", [("1234", 2, 0), ("1256", 1, 1)]),
        (
            "Guess 3514   Exact: 2   Partial: 0\nGuess 3541   Exact: 1   Partial: 1\n",
            [("3514", 2, 0), ("3541", 1, 1)],
        ),
        (
            "Turn 1 [1][2][3][4] hits=1 near=1\nTurn 2 [1][5][6][2] hits=0 near=2\n",
            [("1234", 1, 1), ("1562", 0, 2)],
        ),
        ("Daily #3\n🔴🟢🔵🟡 ⚫⚫⚪\n🔴🟢🟡🔵 ⚫⚪⚪\n", [("RGBY", 2, 1), ("RGYB", 1, 2)]),
    ],
)
def test_counts_in_words_cells_and_emoji_groups_are_read(
    text: str, meant: list[tuple[str, int, int]]
) -> None:
    read_with_a_notice(text, meant)


@pytest.mark.parametrize(
    ("text", "says"),
    [
        ("RGBY 2 1\nRGBB 2 x\n", "unexpected 'x'"),  # a typo among clues the notation reads stays an error
        ("Alice: 1234 1 0\nBob: 2 1\n", "'Bob:' is read as who spoke"),  # feedback with no guess
        ('colors = "RGBYOP"\nRGBY 1 2\n', "cannot be a colour"),  # quotes in the notation's own sheet
        ("RGB 1 0\nRGBY 2 0\nRRGG 1 1\n", "has 4 pegs, but the guess on line 1 has 3"),  # a clue mistyped
    ],
)
def test_what_no_reading_explains_stays_an_error(text: str, says: str) -> None:
    with pytest.raises(NotationError, match=says):
        parse_sheet(text)


def test_a_number_word_in_prose_is_no_count() -> None:
    sheet = parse_sheet("I tried RGBY first\nRGBY 1 2\nYBGR 0 4\nABBA would be funny but no\n")
    assert [c.guess.symbols for c in sheet.clues] == ["RGBY", "YBGR"]


@pytest.mark.parametrize(
    ("text", "meant"),
    [
        # a word read as a guess on two lines with two feedbacks names who spoke
        (
            "REF: first one please\nKIM: yellow yellow green red\nREF: one black, two white\n"
            "KIM: red green blue blue\nREF: three black\n",
            [("YYGR", 1, 2), ("RGBB", 3, 0)],
        ),
        # the next guess's turn is not a count of the clue before it
        (
            "Attempt one: 5566, one in the right spot. Attempt two: 5612, two right spot, one elsewhere.\n",
            [("5566", 1, 0), ("5612", 2, 1)],
        ),
        ("1. OOPP {0-1}  2. RGOY {1-2}\n", [("OOPP", 0, 1), ("RGOY", 1, 2)]),
        # a remark after the sentence that holds the counts
        ("BGRY: 2 black 0 white. ugh!\nBGOP: 1 black 1 white. hmm?\n", [("BGRY", 2, 0), ("BGOP", 1, 1)]),
        # a phrase of none in the label of a count is not the count's
        (
            "I began with 1234. That earned one white pin and nothing more. Next 5511: two black.\n",
            [("1234", 0, 1), ("5511", 2, 0)],
        ),
        (
            "a) 3321 - two in position, zero out of position\n"
            "b) 4413 - one in position, two out of position\n",
            [("3321", 2, 0), ("4413", 1, 2)],
        ),
        # an arrow before glyph pegs is no peg
        (
            "Go 1: 4521 \u2192 \U0001f7e9\U0001f7e8\nGo 2: 1234 \u2192 \U0001f7e8\U0001f7e8\U0001f7e8\n"
            "\U0001f7e9 = spot on, \U0001f7e8 = elsewhere\n",
            [("4521", 1, 1), ("1234", 0, 3)],
        ),
    ],
)
def test_speakers_turns_remarks_and_labels_around_counts(
    text: str, meant: list[tuple[str, int, int]]
) -> None:
    read_with_a_notice(text, meant)


def test_guesses_that_need_no_strange_colour_win_over_a_word_read_as_the_guess() -> None:
    text = "log: guess 4321 scored 1 black 1 white\nlog: guess 1144 scored 0 black 2 white\n"
    sheet = parse_sheet(text)
    assert [str(c) for c in sheet.clues] == ["4321 1 1", "1144 0 2"]
    assert not any("default colours" in n.message for n in sheet.notices)


@pytest.mark.parametrize(
    ("text", "meant"),
    [
        ("x) 2233 = 0B/1W\ny) 4411 = 2B/0W\n", [("2233", 0, 1), ("4411", 2, 0)]),  # a key peg's letter
        # key pegs named a word each, after a label
        (
            "Go 1: 5 5 6 6 - pegs: white\nGo 2: 6 5 1 2 - pegs: black, white, white\n",
            [("5566", 0, 1), ("6512", 1, 2)],
        ),
        # a sentence of several clues with a count in brackets and a question after
        ("ok... 1122 is two black, 3456 is one white (no black). Next?\n", [("1122", 2, 0), ("3456", 0, 1)]),
        # a total with 'none in place', and 'correct but out of place'
        (
            "A: 1234 - three pegs correct, none in place.\nB: 4123 - one peg correct and in place, "
            "two pegs correct but out of place.\n",
            [("1234", 0, 3), ("4123", 1, 2)],
        ),
    ],
)
def test_key_peg_letters_named_pegs_and_totals_in_words(text: str, meant: list[tuple[str, int, int]]) -> None:
    read_with_a_notice(text, meant)


def test_a_word_of_right_is_no_key_peg_named() -> None:
    # 'right?' names no key peg: a question after the clues is no clue
    sheet = parse_sheet("1122 -> 1 0\n1344 -> 1 1\nIs 1462 right?\n")
    assert [str(c) for c in sheet.clues] == ["1122 1 0", "1344 1 1"]


RIGHT_PLACE_MY = "\u1014\u1031\u101b\u102c\u1019\u103e\u1014\u103a"  # Burmese, as written in a sheet
WRONG_PLACE_MY = "\u1014\u1031\u101b\u102c\u1019\u103e\u102c\u1038"
GUESS_MY = "\u1001\u1014\u1037\u103a\u1019\u103e\u1014\u103a\u1038"


def test_words_keep_their_combining_marks() -> None:
    # the vowel signs split neither word, and neither holds the other
    assert _negated(RIGHT_PLACE_MY, WRONG_PLACE_MY) == ""
    sheet = parse_sheet(
        f"{GUESS_MY} \u1041\u1042\u1043\u1044 \u2014 \u1041 {RIGHT_PLACE_MY}\u104a \u1042 {WRONG_PLACE_MY}\n"
        f"{GUESS_MY} \u1045\u1046\u1041\u1042 \u2014 \u1040 {RIGHT_PLACE_MY}\u104a \u1042 {WRONG_PLACE_MY}\n"
    )
    assert [str(c) for c in sheet.clues] == ["1234 1 2", "5612 0 2"]  # black first, with the notice
    assert any("first count is read as black" in n.message for n in sheet.notices)


@pytest.mark.parametrize(
    ("text", "meant"),
    [
        # a word above a table that the notation took for a guess of another length
        ("Tab2\nX\tY\tZ\nCode\tBlack\tWhite\nGGRR\t0\t2\nOPYB\t1\t1\n", [("GGRR", 0, 2), ("OPYB", 1, 1)]),
        # 'single' is a number word
        (
            "we tried 5566, which got a single black, then 6655, which got a single white.\n",
            [("5566", 1, 0), ("6655", 0, 1)],
        ),
        # prose after the sentence of a clue's counts is not a second count
        (
            "So 3344 got two correct in the right place. Reversing the first two, 4334, got none.\n",
            [("3344", 2, 0), ("4334", 0, 0)],
        ),
    ],
)
def test_whole_sheet_evidence_over_a_word_and_a_sentence(
    text: str, meant: list[tuple[str, int, int]]
) -> None:
    read_with_a_notice(text, meant)


@pytest.mark.parametrize(
    ("text", "meant"),
    [
        (
            "||Code||Black||White||\n|OOPP|0|1|\n|PPOO|1|1|\n",
            [("OOPP", 0, 1), ("PPOO", 1, 1)],
        ),  # a wiki's header
        (  # JSON Lines, nested objects, key-peg letters as keys
            '{"n": 1, "try": {"code": "1234"}, "pins": {"b": 0, "w": 3}}\n'
            '{"n": 2, "try": {"code": "2341"}, "pins": {"b": 2, "w": 1}}\n',
            [("1234", 0, 3), ("2341", 2, 1)],
        ),
        ("0B3W: 1234\n2B1W: 2341\n", [("1234", 0, 3), ("2341", 2, 1)]),  # the feedback before the guess
        ("got 1 black 1 white for RRGG, then 2 white for GGBB!\n", [("RRGG", 1, 1), ("GGBB", 0, 2)]),
    ],
)
def test_tables_records_and_counts_before_the_guess(text: str, meant: list[tuple[str, int, int]]) -> None:
    read_with_a_notice(text, meant)


def test_a_turn_number_before_a_guess_is_no_count() -> None:
    # 'Turn 2:' before a guess alone: the feedback is on the next line
    assert clues("Turn 2: RGBY\n2 1\nTurn 3: RRGG\n1 1\n") == ["RGBY 2 1", "RRGG 1 1"]


def test_counts_before_a_guess_need_a_word_or_sign_to_join_them() -> None:
    # '2 black 1 white, now RRGG': the counts of the clue above, then a guess: not RRGG's feedback
    assert "RRGG 2 1" not in clues("RGBY\n2 black 1 white, now RRGG\n1 black\n")
    assert clues("2 black 1 white -> RRGG\n0 black 1 white -> GGBB\n") == ["RRGG 2 1", "GGBB 0 1"]


@pytest.mark.parametrize(
    ("text", "meant"),
    [
        # a word in capitals with a label's number ('EDIT 2:') is no clue mistyped
        (
            "Help!\nI tried 5566 and got 1 black. Then 6655 gave 2 white.\nUPDATE 1: nvm, got it\n",
            [("5566", 1, 0), ("6655", 0, 2)],
        ),
        # a table read by its header, whose notes column the notation cannot read on some rows
        (
            "Code\tScore\tComment\n1122\t1/0\tfirst try, 2 pairs\n3344\t0/2\t\n",
            [("1122", 1, 0), ("3344", 0, 2)],
        ),
        # a line that names a guess the block reads (someone says it, a bot scores it)
        (
            "<ann> trying 6612\n<bot> 6612: 2 black, 1 white\n"
            "<ann> trying 6621\n<bot> 6621: 1 black, 2 white\n",
            [("6612", 2, 1), ("6621", 1, 2)],
        ),
    ],
)
def test_labels_notes_and_mentions_around_the_block(text: str, meant: list[tuple[str, int, int]]) -> None:
    read_with_a_notice(text, meant)


def test_a_superscript_is_no_count_even_in_a_table() -> None:
    with pytest.raises(NotationError):
        parse_sheet("guess,bulls,cows\n1234,\u00b2,1\n5678,0,1\n")


@pytest.mark.parametrize(
    ("text", "meant"),
    [
        # a chat export whose header lines carry a date with a month's name (the year is no guess)
        (
            "Kim, [3 Nov 2026 at 09:15]\n5566\n\nLee, [3 Nov 2026 at 09:16]\n0 black 1 white\n\n"
            "Kim, [3 Nov 2026 at 09:20]\n6655\n\nLee, [3 Nov 2026 at 09:21]\n2 black\n",
            [("5566", 0, 1), ("6655", 2, 0)],
        ),
        # a legend whose mark names a right colour and its place: black, not a total
        (
            "\u25a0 = right colour and place, \u25a1 = right colour only\n"
            "OOPP \u25a0\u25a1\nPPOO \u25a1\u25a1\n",
            [("OOPP", 1, 1), ("PPOO", 0, 2)],
        ),
    ],
)
def test_chat_exports_with_dates_and_legends_of_place(text: str, meant: list[tuple[str, int, int]]) -> None:
    read_with_a_notice(text, meant)


@pytest.mark.parametrize(
    ("text", "meant"),
    [
        # a legend's description that goes on past a comma, and a place word beside a total's
        (
            "Key: \u25c6 = correct symbol, correct spot; \u25c7 = correct symbol, wrong spot\n"
            "6655 \u25c6\u25c7\u25c7\n5566 \u25c7\u25c7\u25c7\u25c7\n",
            [("6655", 1, 2), ("5566", 0, 4)],
        ),
        # two marks: one in place, the other a right digit (a peg is never a total: white)
        (
            "\u2605 = right place, \u2606 = right number\n3412 \u2606\u2606\n3421 \u2605\u2606\u2606\n",
            [("3412", 0, 2), ("3421", 1, 2)],
        ),
        # letters of a legend after a dash, and the legend's words in brackets
        (
            "X = exact (right colour, right hole), P = partial (right colour, wrong hole)\n"
            "PPOO \u2013 X P\nOOPP \u2013 P P P P\n",
            [("PPOO", 1, 1), ("OOPP", 0, 4)],
        ),
    ],
)
def test_legends_in_words_past_commas_and_pegs_after_a_dash(
    text: str, meant: list[tuple[str, int, int]]
) -> None:
    read_with_a_notice(text, meant)


def test_a_mark_with_no_sign_is_no_legend() -> None:
    """'RRBB, a lonely white' says nothing of a mark 'a': the line is text, listed as skipped."""
    text = "our game tonight\nRRBB, a lonely white,\nGGYY, one black one white,\nbedtime\n"
    assert clues(text) == ["GGYY 1 1"]
    assert any("skipped 3 lines" in n and "lines 1, 2, 4" in n for n in notices(text)), notices(text)


@pytest.mark.parametrize(
    ("text", "meant"),
    [
        # letters glued after each count are their labels, whatever words stand before them
        ("ok so 5566 got 1b 2w, and then 6655 got 0b 4w lol\n", [("5566", 1, 2), ("6655", 0, 4)]),
        # a remark in words after two counts
        ("Day 1: 1122 1-0 meh\nDay 2: 1344 2-1 nice one\n", [("1122", 1, 0), ("1344", 2, 1)]),
        # a struct printed a field a line, each with a trailing comma
        (
            'Guess {\n  code: "RRGB",\n  black: 2,\n  white: 0,\n}\n'
            'Guess {\n  code: "RRBG",\n  black: 1,\n  white: 1,\n}\n',
            [("RRGB", 2, 0), ("RRBG", 1, 1)],
        ),
        # a guess of digits apart in brackets is no turn number ('(5 6 1 1) ...')
        (
            "> (check '(5 6 1 1) code)\n(2 0)\n> (check '(5 6 2 2) code)\n(1 1)\n",
            [("5611", 2, 0), ("5622", 1, 1)],
        ),
        # a guess read out in number words, the feedback on the next line
        (
            "ok google, I guess six six one one\nOne black, two white\n"
            "ok google, I guess one one six two\nTwo black, one white\n",
            [("6611", 1, 2), ("1162", 2, 1)],
        ),
        # a printout's '$3 = {...}': the counts are those the labels bind, not the '$3'
        (
            '> score("3456")\n$3 = {hits = 1, blows = 2}\n> score("3465")\n$4 = {hits = 2, blows = 2}\n',
            [("3456", 1, 2), ("3465", 2, 2)],
        ),
    ],
)
def test_glued_labels_remarks_literals_and_spoken_guesses(
    text: str, meant: list[tuple[str, int, int]]
) -> None:
    read_with_a_notice(text, meant)


def test_three_number_words_apart_are_a_guess_and_other_words_are_not() -> None:
    line = "guess is one two three four."
    assert spoken(line) == "guess is 1 2 3 4" + " " * 11 + "."  # every later column the line's own
    assert len(spoken(line)) == len(line)
    assert spoken("two black one white") == "two black one white"  # no run of three
    assert spoken("one, two, three") == "one, two, three"  # a list, not a guess read out
    assert spoken("twenty thirty forty") == "twenty thirty forty"  # no digit of a code


@pytest.mark.parametrize(
    ("text", "meant"),
    [
        # records a field a line with '|' (a database's expanded display) under a record's banner,
        # whose word of other letters is no clue mistyped
        (
            "-[ ROW 1 ]\ncode  | 5566\nbulls | 1\ncows  | 1\n"
            "-[ ROW 2 ]\ncode  | 6655\nbulls | 0\ncows  | 2\n",
            [("5566", 1, 1), ("6655", 0, 2)],
        ),
        # key pegs named by their colour, read by the legend's meaning, whichever way it goes
        (
            "Pins: white = right spot, black = wrong spot\nOOPP white black\nPPOO black black\n",
            [("OOPP", 1, 1), ("PPOO", 0, 2)],
        ),
        # a move's mark after the counts, and the next move's number after a bracket
        ("1. 3344 (1,0)?! 2. 4433 (0,2)!! done\n", [("3344", 1, 0), ("4433", 0, 2)]),
        # parallel JSON arrays: the guesses, and their counts in the order written
        ('{"codes": ["1122", "2211"], "black": [1, 0], "white": [0, 2]}\n', [("1122", 1, 0), ("2211", 0, 2)]),
    ],
)
def test_banners_colour_pins_move_marks_and_parallel_arrays(
    text: str, meant: list[tuple[str, int, int]]
) -> None:
    read_with_a_notice(text, meant)


def test_a_heading_over_a_rule_says_which_count_is_which() -> None:
    """Columns aligned by blanks under a heading that names white first ('GUES' is a listing's
    heading cut to its column): read white first; the heading is no clue (it was read black
    first, in silence but for the notice of skipped lines)."""
    text = (
        "GUES      WHITE      BLACK\n---- ---------- ----------\n"
        "RRGG          1          0\nBBYY          0          2\n"
    )
    assert clues(text) == ["RRGG 0 1", "BBYY 2 0"]
    assert clues(text.replace("GUES ", "GUESS").replace("---- ", "-----")) == ["RRGG 0 1", "BBYY 2 0"]
    # a table's last row above its closing rule is a row, not a heading
    rest = "=====  =====  =====\nGuess  Black  White\n=====  =====  =====\nRGBY   2      0\nRGOO   1      1\n"
    assert clues(rest + "=====  =====  =====\n") == ["RGBY 2 0", "RGOO 1 1"]


@pytest.mark.parametrize(
    "text",
    [
        "Code  W  B\n5566  1  2\n6655  0  1\n",  # a heading of key-peg letters beside the guess's
        "# code white black\n5566 1 2\n6655 0 1\n",  # a comment over clues the notation reads
        "// guess | white | black\n5566 1 2\n6655 0 1\n",
    ],
)
def test_a_heading_or_comment_that_names_white_first_is_read_so_and_said(text: str) -> None:
    """Read black first, these sheets had the counts swapped with no notice at all (the comment)
    or only the notice of a skipped line (the heading)."""
    assert clues(text) == ["5566 2 1", "6655 1 0"]
    assert any("white first" in n for n in notices(text)), notices(text)


def test_a_comment_of_prose_or_black_first_changes_nothing() -> None:
    text = "# my game with Ann, she set the code\n5566 1 2\n6655 0 1\n"
    assert clues(text) == ["5566 1 2", "6655 0 1"] and not notices(text)
    text = "# code black white\n5566 1 2\n6655 0 1\n"
    assert clues(text) == ["5566 1 2", "6655 0 1"]


def test_an_html_table_written_on_one_line_reads_every_row() -> None:
    text = (
        "<table><tr><th>Code</th><th>White</th><th>Black</th></tr><tr><td>5566</td><td>1</td>"
        "<td>2</td></tr><tr><td>6655</td><td>0</td><td>1</td></tr></table>\n"
    )
    assert clues(text) == ["5566 2 1", "6655 1 0"]
    assert any("table in HTML: 2 clues" in n for n in notices(text)), notices(text)


@pytest.mark.parametrize(
    ("text", "meant"),
    [
        ("#gamenight 3344 got 1b 1w, then 4433 got 0b 2w #fun\n", [("3344", 1, 1), ("4433", 0, 2)]),
        (
            '# - : (string * int * int) list = [("5566", 2, 0); ("6655", 0, 2)]\n',
            [("5566", 2, 0), ("6655", 0, 2)],
        ),
    ],
)
def test_clues_on_lines_that_open_with_a_comment_mark_are_read_and_said(
    text: str, meant: list[tuple[str, int, int]]
) -> None:
    """The notation reads these lines as comments: the sheet held no clue, with no notice."""
    read_with_a_notice(text, meant)
    assert any("open with '#'" in n for n in notices(text)), notices(text)


def test_a_clue_the_player_commented_out_stays_out() -> None:
    assert clues("# first try\n# RGBY 2 1\n") == []


def test_a_terminals_colour_codes_are_blanks() -> None:
    text = (
        "Guess 1: 5566 -> \x1b[1;32m2 black\x1b[0m, 0 white\n"
        "Guess 2: 6655 -> \x1b[1;32m0 black\x1b[0m, 2 white\n"
    )
    assert clues(text) == ["5566 2 0", "6655 0 2"]


@pytest.mark.parametrize(
    ("text", "meant"),
    [
        # a logger's prefix of words in capitals before the guess that takes the counts
        (
            "INFO:main:code=RRGG black=1 white=1\nINFO:main:code=GGRR black=0 white=2\n"
            "WARNING:main:2 codes tried\n",
            [("RRGG", 1, 1), ("GGRR", 0, 2)],
        ),
        # a code with a full stop after it and its counts in words (no turn's number)
        (
            "Round A - 3344. Outcome: one black.\nRound B - 4433. Outcome: two white.\n",
            [("3344", 1, 0), ("4433", 0, 2)],
        ),
        # codes in small letters, each with its counts right after it, in a line of prose
        ("hi from camp! tonight: rroo 1 0, then oorr 0 2. bye, sam\n", [("RROO", 1, 0), ("OORR", 0, 2)]),
        # a legend after a dash that gives '?' a meaning: '??' is two pegs, not two jokers
        (
            "Key \u2014 !: right number, right place; ?: right number, wrong place\n5566 !?\n6655 ??\n",
            [("5566", 1, 1), ("6655", 0, 2)],
        ),
    ],
)
def test_logger_prefixes_full_stops_small_codes_and_question_marks(
    text: str, meant: list[tuple[str, int, int]]
) -> None:
    read_with_a_notice(text, meant)


@pytest.mark.parametrize(
    ("text", "meant"),
    [
        # a legend's mark for a peg not in the code counts nothing (Unicode calls the square black)
        (
            "\U0001f7e9 right place, \U0001f7e8 wrong place, \u2b1b not in code\n"
            "OOPP \U0001f7e9\U0001f7e8\u2b1b\u2b1b\nPPOO \U0001f7e8\U0001f7e8\u2b1b\u2b1b\n",
            [("OOPP", 1, 1), ("PPOO", 0, 2)],
        ),
        # a mark defined after a middle dot is a mark, not a separator
        (
            "\u25cf = right place, \u25cb = wrong place, \u00b7 = miss\nOOPP \u25cf\u25cb\u00b7\u00b7\n"
            "PPOO \u25cb\u25cb\u00b7\u00b7\n",
            [("OOPP", 1, 1), ("PPOO", 0, 2)],
        ),
        # a rules line of one count word and 'first'
        ("white first\nOOPP 1 1\nPPOO 2 0\n", [("OOPP", 1, 1), ("PPOO", 0, 2)]),
        # a table's header that names a total: the notation's complaint at the row is answered
        ("Guess\tRight colours\tRight spots\nOOPP\t3\t1\nPPOO\t2\t0\n", [("OOPP", 1, 2), ("PPOO", 0, 2)]),
    ],
)
def test_legends_of_misses_rules_of_one_word_and_headers_of_totals(
    text: str, meant: list[tuple[str, int, int]]
) -> None:
    read_with_a_notice(text, meant)


@pytest.mark.parametrize(
    "text",
    [
        # a remark beside the first clue's counts names their order for the sheet (the notation
        # skipped the remark and read black first, in silence)
        "5566 1/2 (white/black)\n6655 0/1\n",
        "5566 1-2 (W-B)\n6655 0-1\n",
        # a table headed by glyph pegs, the white one first
        "Code | \u25cb | \u25cf\n5566 | 1 | 2\n6655 | 0 | 1\n",
    ],
)
def test_a_pair_of_count_words_or_glyphs_names_the_order(text: str) -> None:
    assert clues(text) == ["5566 2 1", "6655 1 0"]
    assert notices(text)


@pytest.mark.parametrize(
    ("text", "meant"),
    [
        # words in capitals after a line's clues are words, not guesses without counts
        (
            "Pager 09:14 — MM UPDATE: BYOP = 0B 2W. YBRR = 1B 1W. CALL BACK.\n",
            [("BYOP", 0, 2), ("YBRR", 1, 1)],
        ),
        # a legend in brackets after words of its own
        (
            "Feedback (\U0001f7e9 = right spot, \U0001f7e8 = wrong spot, \u2b1b = not in the code):\n"
            "BBRR \u2b1b\u2b1b\U0001f7e8\U0001f7e8\nRRYY \U0001f7e9\u2b1b\u2b1b\u2b1b\n",
            [("BBRR", 0, 2), ("RRYY", 1, 0)],
        ),
        # a table's header is no feedback of the word above it, nor a prompt's number
        (
            "1> SELECT Guess, Black, White FROM dbo.Moves;\n2> GO\nGuess Black White\n"
            "----- ----- -----\nRGBO      0     3\nGROB      2     2\n\n(2 rows affected)\n",
            [("RGBO", 0, 3), ("GROB", 2, 2)],
        ),
        # a count's word in capitals is no guess ('BLACK: 1'), the guess alone above it is
        (
            "READY.\nRUN\nGUESS? 1234\nBLACK: 1  WHITE: 1\nGUESS? 5634\nBLACK: 2  WHITE: 0\n",
            [("1234", 1, 1), ("5634", 2, 0)],
        ),
    ],
)
def test_words_in_capitals_headers_and_legends_in_brackets(
    text: str, meant: list[tuple[str, int, int]]
) -> None:
    read_with_a_notice(text, meant)


@pytest.mark.parametrize(
    ("text", "meant"),
    [
        # a header cell with words around the guess's word names its column ('Your guess')
        (
            '"Respondent ID","Your guess","Black pegs","White pegs"\n"118822","RRBB","1","0"\n'
            '"118823","YYOO","0","0"\n',
            [("RRBB", 1, 0), ("YYOO", 0, 0)],
        ),
        # a mark before a clue's guess ('+' of a diff) is no typo of the notation's own clues
        (
            "--- a/game.txt\n+++ b/game.txt\n@@ -1,1 +1,2 @@\n 3412 2 2\n+4321 0 4\n",
            [("3412", 2, 2), ("4321", 0, 4)],
        ),
        # numbers apart by dots ('1..2', TAP's plan) are no clue's counts mistyped
        (
            "ok 1 - guess BGRY gives 3 black 0 white\nok 2 - guess BGRO gives 2 black 0 white\n1..2\n",
            [("BGRY", 3, 0), ("BGRO", 2, 0)],
        ),
        # '1234-1-1' is a guess and its counts, not a date (a date's year of four digits is a year's)
        (
            "test_game.py::test_turn[1234-1-1] PASSED\ntest_game.py::test_turn[1243-0-2] PASSED\n",
            [("1234", 1, 1), ("1243", 0, 2)],
        ),
    ],
)
def test_headers_with_words_marks_before_guesses_and_dashed_counts(
    text: str, meant: list[tuple[str, int, int]]
) -> None:
    read_with_a_notice(text, meant)


def test_a_date_is_still_no_guess() -> None:
    # the dates that stay dates: a year's four digits first or last, or a day, a month and two digits
    for date in ("2026-12-5", "5/12/2026", "05.12.26"):
        assert clues(f"[{date}] RGBY 2 1\n[{date}] RRGG 1 0\n") == ["RGBY 2 1", "RRGG 1 0"]


@pytest.mark.parametrize(
    ("text", "meant"),
    [
        # LaTeX's rule after a row's end ('\\ \hline') keeps the row a row
        (
            "\\begin{tabular}{c|cc}\nGuess & Exact & Partial \\\\ \\hline\nRRGG & 2 & 0 \\\\\n"
            "RRBB & 1 & 0 \\\\ \\hline\n\\end{tabular}\n",
            [("RRGG", 2, 0), ("RRBB", 1, 0)],
        ),
        # a middle dot after a comma is a legend's mark, and an empty hole's mark among a legend's
        (
            "RGBY | \u25cf \u25cb \u00b7 \u00b7\nYYRR | \u25cb \u25cb \u00b7 \u00b7\n"
            "(\u25cf right place, \u25cb wrong place, \u00b7 nothing)\n",
            [("RGBY", 1, 1), ("YYRR", 0, 2)],
        ),
        # '&' for 'and' in a header's words, and 'right in colour and position'
        (
            "Turn,Guess,Correct colour & position,Correct colour only\n1,RGBY,1,2\n2,BRYG,0,4\n",
            [("RGBY", 1, 2), ("BRYG", 0, 4)],
        ),
        (
            "The first row, GGRR, has one peg right in colour and position. The second row, GRGR, "
            "has two pegs right in colour only.\n",
            [("GGRR", 1, 0), ("GRGR", 0, 2)],
        ),
        # an article that joins a second count to the first is one ('two blacks and a white')
        (
            "RGBY got two blacks and a white. RGYO got one black two whites.\n",
            [("RGBY", 2, 1), ("RGYO", 1, 2)],
        ),
        # and before a key peg's colour ('a black and a white'), not before other words ('a right digit')
        ("RGBY got a black and a white\nRRGG got two whites\n", [("RGBY", 1, 1), ("RRGG", 0, 2)]),
    ],
)
def test_latex_rules_middle_dots_ampersands_and_articles(
    text: str, meant: list[tuple[str, int, int]]
) -> None:
    read_with_a_notice(text, meant)


@pytest.mark.parametrize(
    ("text", "meant"),
    [
        # ISO 8601's date and time joined by 'T' are no guess and no count
        (
            "2026-12-05T10:00:01Z INFO guess 5612 -> B1 W1\n2026-12-05T10:00:05Z INFO guess 2165 -> B0 W3\n",
            [("5612", 1, 1), ("2165", 0, 3)],
        ),
        # a bar that the legend makes a mark is a peg, not the separator after the guess
        ("1234  |  //\n1243  ||  //\n| = black, / = white\n", [("1234", 1, 2), ("1243", 2, 2)]),
    ],
)
def test_iso_timestamps_and_bars_that_are_marks(text: str, meant: list[tuple[str, int, int]]) -> None:
    read_with_a_notice(text, meant)


@pytest.mark.parametrize(
    ("text", "meant"),
    [
        # a speaker's number is no count of the feedback behind it ('Player 1 (codemaker): four white')
        (
            "Player 2 (codebreaker): OPRG\nPlayer 1 (codemaker): one black, two white\n"
            "Player 2 (codebreaker): GROP\nPlayer 1 (codemaker): four white\n",
            [("OPRG", 1, 2), ("GROP", 0, 4)],
        ),
        # emoji key pegs alone on a line are feedback, not a guess of white pegs
        (
            "Bot \u2014 9:41 PM\nGuess: RGBY\nResult: \U0001f534\u26aa\u26aa\nBot \u2014 9:42 PM\n"
            "Guess: YBGR\nResult: \u26aa\u26aa\u26aa\u26aa\n",
            [("RGBY", 1, 2), ("YBGR", 0, 4)],
        ),
        # 'close' names the wrong place's count
        ('"Guess","Exact","Close"\n"RGBY","2","1"\n"RBGO","1","1"\n', [("RGBY", 2, 1), ("RBGO", 1, 1)]),
    ],
)
def test_speakers_numbers_emoji_key_pegs_alone_and_close(
    text: str, meant: list[tuple[str, int, int]]
) -> None:
    read_with_a_notice(text, meant)


@pytest.mark.parametrize(
    ("text", "meant"),
    [
        # a feedback line of labels and counts under its guess is no legend ('black: 1' is a count, not
        # what black means): read as a legend, its counts were swapped with only the two-line notice
        (
            "$ ./mm 1122\nblack: 1 white: 0\n$ ./mm 3344\nblack: 0 white: 0\n",
            [("1122", 1, 0), ("3344", 0, 0)],
        ),
        (
            "$ ./mm 1122\nblack: one white: zero\n$ ./mm 3344\nblack: zero white: two\n",
            [("1122", 1, 0), ("3344", 0, 2)],
        ),
        ("> 1122\nwhite: 0 black: 1\n> 3344\nwhite: 2 black: 0\n", [("1122", 1, 0), ("3344", 0, 2)]),
        ("RGBY\nred: 1 white: 2\nRRGG\nred: 0 white: 1\n", [("RGBY", 1, 2), ("RRGG", 0, 1)]),
        # a record's counts a field a line under a guess alone, or after a dash
        (
            "RGBY\nblack pegs: 1\nwhite pegs: 2\nRRGG\nblack pegs: 0\nwhite pegs: 1\n",
            [("RGBY", 1, 2), ("RRGG", 0, 1)],
        ),
        (
            "Code: 1122\nBlack - 1\nWhite - 0\nCode: 3344\nBlack - 0\nWhite - 2\n",
            [("1122", 1, 0), ("3344", 0, 2)],
        ),
    ],
)
def test_feedback_lines_of_labels_under_their_guess(text: str, meant: list[tuple[str, int, int]]) -> None:
    assert [(str(c.guess), c.feedback.black, c.feedback.white) for c in parse_sheet(text).clues] == meant


def test_numbers_under_a_heading_of_the_counts_names_are_the_feedback() -> None:
    # R's printout: 'black white' over '2     0'; the heading's words were read as a black and a
    # white peg (1 1), with only the notice of clues over two lines
    text = (
        "> guess <- c(1, 2, 3, 4)\n> score(guess)\nblack white \n    2     0 \n"
        "> guess <- c(1, 2, 5, 6)\n> score(guess)\nwhite black \n    1     0 \n"
    )
    assert clues(text) == ["1234 2 0", "1256 0 1"]


@pytest.mark.parametrize(
    "text",
    [
        # lists assigned a line each are parallel arrays (R read BROO with the counts of 'black <- c(0, 1)')
        'guesses <- c("RGBY", "BROO")\nblack   <- c(0, 1)\nwhite   <- c(2, 0)\n',
        'guesses = ["RGBY", "BROO"]\nblack = [0, 1]\nwhite = [2, 0]\n',
    ],
)
def test_lists_assigned_a_line_each(text: str) -> None:
    assert clues(text) == ["RGBY 0 2", "BROO 1 0"]
    assert any("lists assigned a line each" in n for n in notices(text))


def test_a_subtitle_files_cues_and_times_are_no_clues() -> None:
    # SRT: a cue's number over its times ('00:00:04,500 --> ...') was read as guesses '000', '500'
    text = (
        "1\n00:00:01,000 --> 00:00:04,000\nFirst guess, one two three four.\n\n"
        "2\n00:00:04,500 --> 00:00:07,000\n1234: one black, one white.\n\n"
        "3\n00:00:08,000 --> 00:00:11,000\n5612: no black, two white.\n"
    )
    assert clues(text) == ["1234 1 1", "5612 0 2"]


def test_a_subtitles_guess_and_its_feedback_are_a_cue_apart() -> None:
    # the guess in one cue, its feedback in the next: four lines below it, two of them the cue's
    text = (
        "1\n00:00:01,000 --> 00:00:04,000\nFirst guess: red, green, blue, yellow.\n\n"
        "2\n00:00:04,500 --> 00:00:07,000\nOne black peg, two white pegs.\n\n"
        "3\n00:00:08,000 --> 00:00:11,000\nSecond guess: yellow, blue, red, green.\n\n"
        "4\n00:00:11,500 --> 00:00:14,000\nFour white pegs.\n"
    )
    assert clues(text) == ["RGBY 1 2", "YBRG 0 4"]


def test_a_blank_line_between_a_guess_and_its_feedback_is_no_distance() -> None:
    text = "guess 1234\n\n\n\nresult: 1 black, 1 white\n\nguess 5678\n\n\n\nresult: 0 black, 2 white\n"
    assert clues(text) == ["1234 1 1", "5678 0 2"]


@pytest.mark.parametrize("pegs", ["[B, B, W]", "B, B, W", "[●, ●, ○]", "(b, b, w)"])
def test_key_pegs_written_as_a_list(pegs: str) -> None:
    text = (
        f"guess 1234 -> {pegs}\nguess 5678 -> {pegs.replace('W', 'B').replace('w', 'b').replace('○', '●')}\n"
    )
    assert clues(text) == ["1234 2 1", "5678 3 0"]


@pytest.mark.parametrize(
    "line",
    [
        "day 12 🧠 RGBY ⚫⚪⚪ → BYRG ⚪⚪⚪⚪ → solved in 3! #mastermind",
        "RGBY ⚫⚪⚪ → BYRG ⚪⚪⚪⚪",
        "RGBY 1 2 → BYRG 0 4 → solved in 3!",
    ],
)
def test_clues_in_a_row_of_arrows_and_a_remark_after_the_last(line: str) -> None:
    # the key pegs' emoji after a guess are its feedback, not a guess of white pegs (WWWW 3 before)
    assert clues(line) == ["RGBY 1 2", "BYRG 0 4"]


def test_a_board_drawn_a_peg_a_cell() -> None:
    text = "| R | G | B | Y || x o o |\n| Y | B | R | G || o o o o |\nx = black, o = white\n"
    assert clues(text) == ["RGBY 1 2", "YBRG 0 4"]


@pytest.mark.parametrize(
    "text",
    [
        "1234 ✓ ✗ ✗\n5678 ✗\n✓ = right place ✗ = wrong place\n",  # no comma between the marks
        "| ◆ = right place, ◇ = wrong place |\n| 1234 ◆◇◇ |\n| 5678 ◇ |\n",
        "Guess 1: Key: ▣ = right colour, right hole; ▢ = right colour, other hole\n"
        "Guess 2: 1234 ▣▢▢\nGuess 3: 5678 ▢\n",
    ],
)
def test_a_legends_marks_each_start_a_part(text: str) -> None:
    # before: '5678' over the legend was one clue (5678 1 0), or '◆◆' read 3 0, '▣▢' 2 0
    assert clues(text) == ["1234 1 2", "5678 0 1"]


def test_korean_strikes_and_balls() -> None:
    assert clues("1234 - 스트라이크 1, 볼 2\n5678 - 스트라이크 0, 볼 1\n") == ["1234 1 2", "5678 0 1"]


def test_html_line_breaks_are_blanks() -> None:
    # '2 black<br>': the break was a word after the count (2 black, white not known)
    text = "<alice> RGBY<br>\n<bob> 1 black 1 white<br>\n<alice> RRGG<br>\n<bob> 2 black<br />\n"
    assert clues(text) == ["RGBY 1 1", "RRGG 2 0"]


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("RGBY: ein Schwarzer, zwei Weiße\nYRGB: kein Schwarzer, vier Weiße\n", ["RGBY 1 2", "YRGB 0 4"]),
        ("BBRR → one right, one half-right\nRRBB → two half-right\n", ["BBRR 1 1", "RRBB 0 2"]),
        ("RGBY 1 bien placé, 2 mal placés\nRRGG aucun bien placé\n", ["RGBY 1 2", "RRGG 0 0"]),
    ],
)
def test_none_words_count_zero_and_half_right_is_white(text: str, want: list[str]) -> None:
    # before: 'kein Schwarzer, vier Weiße' read 4 black; 'half-right' counted black; 'aucun' no count
    assert clues(text) == want


def test_a_python_literal_as_pprint_prints_it() -> None:
    # the keys in sorted order, the counts before the guess: was read 0 2 from the line's numbers
    text = "[{'black': 1, 'guess': 'RGBY', 'white': 2},\n {'black': 0, 'guess': 'YBRG', 'white': 4}]\n"
    assert clues(text) == ["RGBY 1 2", "YBRG 0 4"]
    assert any("Python literal" in n for n in notices(text))


@pytest.mark.parametrize(
    "text", ["[" * 5000 + "'", "[{'guess': " + "1" * 5000 + "}]", "{'a': __import__('os')}"]
)
def test_a_python_literal_never_runs_or_overflows(text: str) -> None:
    with pytest.raises(NotationError):
        parse_sheet(text)


def test_a_table_with_slashes_between_its_cells() -> None:
    assert clues("Guess / Black / White\nRGBY / 1 / 2\nYRGB / 0 / 4\n") == ["RGBY 1 2", "YRGB 0 4"]


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "https://mm.example/play?guess=RGBY&black=1&white=2\nhttps://mm.example/play?guess=GRYB&black=0&white=4\n",
            ["RGBY 1 2", "GRYB 0 4"],
        ),
        ("RGBY (1/2 B/W)\nBGYR (0/4 B/W)\n", ["RGBY 1 2", "BGYR 0 4"]),
        ("RGBY (1/2 W/B)\nBGYR (0/4 W/B)\n", ["RGBY 2 1", "BGYR 4 0"]),
        ("RGBY12 BYRG04\n", ["RGBY 1 2", "BYRG 0 4"]),
        ("RGBY12, BYRG04, GYRB40\n", ["RGBY 1 2", "BYRG 0 4", "GYRB 4 0"]),
    ],
)
def test_a_urls_fields_counts_named_in_their_bracket_and_packed_clues_on_a_line(
    text: str, want: list[str]
) -> None:
    assert clues(text) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("RGBY 1 2[1]\nBYRG 0 4\n\n[1] my first guess, a classic opener\n", ["RGBY 1 2", "BYRG 0 4"]),
        ("✔️ right place ❔ wrong place\n🔴🟢🔵🟡 ✔️❔❔\n🟢🟡🔴🔵 ❔❔❔❔\n", ["RGBY 1 2", "GYRB 0 4"]),
        (
            "- guess: RGBY\n  feedback:\n    black: 1\n    white: 2\n"
            "- guess: RYGB\n  feedback:\n    black: 1\n    white: 3\n",
            ["RGBY 1 2", "RYGB 1 3"],
        ),
        (
            "turn.1.guess=RGBY\nturn.1.black=1\nturn.1.white=2\nturn.2.guess=GBRY\nturn.2.black=1\nturn.2.white=3\n",
            ["RGBY 1 2", "GBRY 1 3"],
        ),
        ("• RGBY → 1 ✓ 2 ~\n• GRBY → 2 ✓ 2 ~\n(✓ = right spot, ~ = wrong spot)\n", ["RGBY 1 2", "GRBY 2 2"]),
        # a legend's glyphs with their words apart by a middle dot, the clues behind times (was 1162 3 0)
        (
            "Guess 1: Round 1: 2611 → 🟩🟩🟨🟨\nGuess 2: Round 2: 1162 → 🟨🟨🟨🟨\n"
            "Guess 3: 🟩 correct spot · 🟨 elsewhere\n",
            ["2611 2 2", "1162 0 4"],
        ),
    ],
)
def test_footnotes_legends_without_signs_nested_and_dotted_fields_and_glyph_labels(
    text: str, want: list[str]
) -> None:
    assert clues(text) == want


def test_a_tables_bars_are_no_legends_marks() -> None:
    text = "│ Ход │ Код  │ Быки │ Коровы │\n│ 1   │ 1234 │ 0    │ 1      │\n│ 2   │ 5678 │ 2    │ 0      │\n"
    assert clues(text) == ["1234 0 1", "5678 2 0"]


def test_a_daily_puzzles_green_and_yellow_with_no_legend() -> None:
    text = "Guess: RGBY\nResult: 🟢🟡🟡\nGuess: BYRG\nResult: 🟡🟡🟡🟡\n"
    assert clues(text) == ["RGBY 1 2", "BYRG 0 4"]
    assert any("daily puzzles" in n for n in notices(text))
    assert clues("RGBY 🟩🟨🟨⬛\nBYRG 🟨🟨🟨🟨\n") == ["RGBY 1 2", "BYRG 0 4"]  # a grey or black square: none


def test_signs_after_the_counts() -> None:
    text = "1234 → 1+ 2-\n2143 → 0+ 4-\n"
    assert clues(text) == ["1234 1 2", "2143 0 4"]
    assert any("marked '+'" in n for n in notices(text))


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "RGBY :black_circle: :white_circle: :white_circle:\n"
            "BYRG :white_circle: :white_circle: :white_circle: :white_circle:\n",
            ["RGBY 1 2", "BYRG 0 4"],
        ),
        (
            ":red_circle::green_circle::blue_circle::yellow_circle: 1 black 2 white\n"
            ":green_circle::red_circle::yellow_circle::blue_circle: 0 black 4 white\n",
            ["RGBY 1 2", "GRYB 0 4"],
        ),
        ("RGBY  ●● | ○\nRGYB  ●● | ○○\n", ["RGBY 2 1", "RGYB 2 2"]),
    ],
)
def test_emoji_shortcodes_and_a_bar_between_the_key_pegs(text: str, want: list[str]) -> None:
    assert clues(text) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # TeX math in a notebook's Markdown: its delimiters and arrows
        ("$RGBY \\to (1, 2)$\n\n$YBRG \\to (0, 4)$\n", ["RGBY 1 2", "YBRG 0 4"]),
        (
            "$$\\text{RGBY} \\rightarrow 1, 2$$\n$$\\text{YBRG} \\Rightarrow 0, 4$$\n",
            ["RGBY 1 2", "YBRG 0 4"],
        ),
        ("\\(1234 \\mapsto (1,2)\\)\n\\(4321 \\mapsto (0,4)\\)\n", ["1234 1 2", "4321 0 4"]),
        # the pair of words that names the counts before them
        ("RGBY scored B-W 1-2\nGBYR scored B-W 0-4\n", ["RGBY 1 2", "GBYR 0 4"]),
        ("RGBY B/W: 1/2\nGBYR B/W: 0/4\n", ["RGBY 1 2", "GBYR 0 4"]),
        ("RGBY (W/B) 2/1\nGBYR (W/B) 4/0\n", ["RGBY 1 2", "GBYR 0 4"]),
        ("1234 bulls-cows 1-2\n4321 bulls-cows 0-4\n", ["1234 1 2", "4321 0 4"]),
        # the time a turn took after its feedback, and key pegs that are no second guess beside a number
        (
            "Round 1 of 10 · RGBY · ⚫ ⚪ ⚪ · 12s\nRound 2 of 10 · GYRB · ⚪ ⚪ ⚪ ⚪ · 31s\n",
            ["RGBY 1 2", "GYRB 0 4"],
        ),
        ("RGBY 1 2 (12s)\nGYRB 0 4 (1m 05s)\n", ["RGBY 1 2", "GYRB 0 4"]),
        ("RGBY ●○○ ⏱ 12.5 s\nGYRB ○○○○ ⏱ 31 sec\n", ["RGBY 1 2", "GYRB 0 4"]),
        # an e-mail's signature below a guess alone: no feedback of no pegs
        ("> RGBY 1 2\n> GYBR 1 3\n\nTry GBYR next.\n-- \nAna\n", ["RGBY 1 2", "GYBR 1 3"]),
        ("RGBY 1 2\nGYBR 1 3\nmaybe GBYR\n--\nAna Lima\nsent from my phone\n", ["RGBY 1 2", "GYBR 1 3"]),
    ],
)
def test_tex_math_named_pairs_before_counts_timers_and_a_signature(text: str, want: list[str]) -> None:
    assert clues(text) == want


def test_dashes_below_a_guess_alone_with_clues_after_them_are_still_its_feedback() -> None:
    # '--' over more guesses is no signature: no pegs for the guess above it
    assert clues("RGBY\n--\nGBYR\n1 2\n") == ["RGBY 0 0", "GBYR 1 2"]


PHP_PRINT_R = """Array
(
    [0] => Array
        (
            [guess] => 1234
            [black] => 1
            [white] => 2
        )

    [1] => Array
        (
            [guess] => 4321
            [black] => 0
            [white] => 4
        )

)
"""
PERL_DUMPER = """$VAR1 = [
          {
            'guess' => 'RGBY',
            'white' => 2,
            'black' => 1
          },
          {
            'guess' => 'BRYG',
            'white' => 4,
            'black' => 0
          }
        ];
"""


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # records a field a line whose keys are in brackets or quotes, '=>' between (the counts in any order)
        (PHP_PRINT_R, ["1234 1 2", "4321 0 4"]),
        (PERL_DUMPER, ["RGBY 1 2", "BRYG 0 4"]),
        # records on one line as programs print them, their fields in any order
        (
            "iex(4)> Game.turns(game)\n"
            '[%{black: 1, guess: "RGBY", white: 2}, %{black: 1, guess: "GBRY", white: 3}]\n',
            ["RGBY 1 2", "GBRY 1 3"],
        ),
        (
            '{:guess=>"RGBY", :white=>2, :black=>1}\n{:guess=>"YBRG", :white=>4, :black=>0}\n',
            ["RGBY 1 2", "YBRG 0 4"],
        ),
        (
            "type Turn struct\n{Guess:RGBY Black:1 White:2}\n{Guess:YBRG Black:0 White:4}\n",
            ["RGBY 1 2", "YBRG 0 4"],
        ),
        (
            "Turn(guess='RGBY', black=1, white=2) Turn(guess='YBRG', black=0, white=4)\n",
            ["RGBY 1 2", "YBRG 0 4"],
        ),
        (
            "{ Guess = RGBY, Black = 1, White = 2 }\n{ Guess = YBRG, Black = 0, White = 4 }\n",
            ["RGBY 1 2", "YBRG 0 4"],
        ),
        ("{bulls: 1, cows: 2, code: 1234}\n{bulls: 0, cows: 4, code: 4321}\n", ["1234 1 2", "4321 0 4"]),
        # a chat's read receipt after the clues: a time, not counts of a guess 'Read'
        (
            "Ana\nRGBY?\nBen\n1 black 2 white\nAna\nRBYG?\nBen\n1 black 3 white\nRead 21:16\n",
            ["RGBY 1 2", "RBYG 1 3"],
        ),
    ],
)
def test_programs_records_in_any_order_and_a_read_receipt(text: str, want: list[str]) -> None:
    assert clues(text) == want


def test_a_bracket_of_named_fields_with_no_count_stays_as_written() -> None:
    from mmnotation.notation.records import inline_records

    line = "RGBY 2 1 (guess: mine, note: first)"
    assert inline_records(line) == line
    assert clues(line + "\n") == ["RGBY 2 1"]


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "RGBY: 1/4 in the correct spot, 2/4 in the wrong spot\n"
            "BYGR: 0/4 in the correct spot, 4/4 in the wrong spot\n",
            ["RGBY 1 2", "BYGR 0 4"],
        ),
        (
            "RGBY: 1 of 4 in the right spot, 2 of 4 elsewhere\n"
            "BYGR: 0 of 4 in the right spot, 4 of 4 elsewhere\n",
            ["RGBY 1 2", "BYGR 0 4"],
        ),
        (
            "RGBY: 1 out of 4 right place, 2 out of 4 wrong place\n"
            "BYGR: 0 out of 4 right place, 4 out of 4 wrong place\n",
            ["RGBY 1 2", "BYGR 0 4"],
        ),
        (
            "RGBY : 1 sur 4 bien placé, 2 sur 4 mal placés\nBYGR : 0 sur 4 bien placé, 4 sur 4 mal placés\n",
            ["RGBY 1 2", "BYGR 0 4"],
        ),
        (
            "12345: 2 von 5 richtig platziert, 1 von 5 falsch platziert\n"
            "54321: 1 von 5 richtig platziert, 4 von 5 falsch platziert\n",
            ["12345 2 1", "54321 1 4"],
        ),
        # the notation's black/white with a slash stays so, once on a line
        ("RGBY 0/4\nBYGR 2/2\n", ["RGBY 0 4", "BYGR 2 2"]),
    ],
)
def test_counts_out_of_the_codes_pegs(text: str, want: list[str]) -> None:
    assert clues(text) == want


def test_one_count_out_of_the_pegs_with_no_label_is_not_read() -> None:
    with pytest.raises(NotationError):
        parse_sheet("RGBY 1 of 4\nYBRG 0 of 4\n")


@pytest.mark.parametrize(
    "text",
    [
        "> - attempt: 1234\n>   bulls: 0\n>   cows: 2\n> - attempt: 2143\n>   bulls: 1\n>   cows: 1\n",
        "[10:00:02] - attempt: 1234\n[10:00:03]   bulls: 0\n[10:00:04]   cows: 2\n"
        "[10:00:05] - attempt: 2143\n[10:00:06]   bulls: 1\n[10:00:07]   cows: 1\n",
        "• attempt: 1234\n• bulls: 0\n• cows: 2\n• attempt: 2143\n• bulls: 1\n• cows: 1\n",
    ],
)
def test_records_a_field_a_line_behind_a_quote_a_logs_time_or_a_bullet(text: str) -> None:
    # each field line behind the same mark: the record's counts, not the first field as the feedback
    assert clues(text) == ["1234 0 2", "2143 1 1"]


@pytest.mark.parametrize(
    "text", ["*1234 2B*\n*5678 1A0B*\n", "1234 2B,\n5678 1A0B,\n", "> 1234 => 2B\n> 5678 => 1A0B\n"]
)
def test_bulls_and_cows_letters_on_a_pasted_sheet_are_read_as_the_notation_reads_them(text: str) -> None:
    # '2B' among '1A2B' lines is 2 cows, and the game is Bulls and Cows, as in the notation
    sheet = parse_sheet(text)
    assert [str(c) for c in sheet.clues] == ["1234 0 2", "5678 1 0"]
    assert len(sheet.game.colors) == 10 and not sheet.game.repeats
    assert any("'2B' is read as 0 bulls and 2 cows" in n.message for n in sheet.notices)


def test_marks_with_a_plus_on_a_pasted_sheet_are_read_as_the_notation_reads_them() -> None:
    # a lone '-' among '++-' lines is a right colour in the wrong place, with the notation's notice
    sheet = parse_sheet("Me: 1234 ++- :)\nMe: 5612 -- :)\nMe: 3456 - :)\n")
    assert [str(c) for c in sheet.clues] == ["1234 2 1", "5612 0 2", "3456 0 1"]
    assert any("'-' is read as 0 black 1 white" in n.message for n in sheet.notices)


def test_a_whole_line_in_italics_is_its_text() -> None:
    assert clues("*RGBY*\n*2 1*\n*RRGG*\n*1 0*\n") == ["RGBY 2 1", "RRGG 1 0"]
    text = "_User: 1122_\n_Assistant: 1 black, 0 white_\n_User: 3456_\n_Assistant: 0 black, 2 white_\n"
    assert clues(text) == ["1122 1 0", "3456 0 2"]
    # a guess with empty holes around it is no line in italics
    assert clues("_RGBY_ 2 1\n_RRGG_ 1 0\n") == ["RGBY 2 1", "RRGG 1 0"]


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # the notation's remark after '//' on a pasted sheet's lines: no label of the counts
        (
            "me: RGBY // ok\ncodemaker: BW // ok\nme: RRGG // ok\ncodemaker: BB // ok\n",
            ["RGBY 1 1", "RRGG 2 0"],
        ),
        ("me> 1234 // first try\nbot> 1A2B // hmm\nme> 5678\nbot> 0A1B\n", ["1234 1 2", "5678 0 1"]),
        # tally strokes and a program's result after '//' stay what they are
        ("1234  |  //\n1243  ||  //\n| = black, / = white\n", ["1234 1 2", "1243 2 2"]),
        ('guess("OOPP") // => [2, 0]\nguess("OPOP") // => [0, 4]\n', ["OOPP 2 0", "OPOP 0 4"]),
    ],
)
def test_a_remark_after_slashes_is_no_count_but_strokes_and_results_are(text: str, want: list[str]) -> None:
    assert clues(text) == want


def test_a_bom_before_a_hashtag_of_clues_is_no_sheet_of_none() -> None:
    # the clues on a line that opens with '#' were read as none, in silence, behind a BOM
    sheet = parse_sheet("\ufeff#mastermind day 12: RGBY 2b1w, RGOP 1b0w. any ideas? #puzzle\n")
    assert [str(c) for c in sheet.clues] == ["RGBY 2 1", "RGOP 1 0"]


@pytest.mark.parametrize(
    "text",
    [
        "{\u201cguesses\u201d: [\u201cRGBY\u201d, \u201cRGOP\u201d], \u201cscores\u201d: [[2, 1], [1, 0]]}\n",
        "\u201cGuess\u201d,\u201cBlack\u201d,\u201cWhite\u201d\n\u201cRGBY\u201d,\u201c2\u201d,\u201c1\u201d\n"
        "\u201cRGOP\u201d,\u201c1\u201d,\u201c0\u201d\n",
        "[{\u2018guess\u2019: \u2018RGBY\u2019, \u2018black\u2019: 2, \u2018white\u2019: 1}, "
        "{\u2018guess\u2019: \u2018RGOP\u2019, \u2018black\u2019: 1, \u2018white\u2019: 0}]\n",
    ],
)
def test_a_phones_curly_quotes_around_a_tables_cells(text: str) -> None:
    assert clues(text) == ["RGBY 2 1", "RGOP 1 0"]


@pytest.mark.parametrize(
    "text",
    [
        "- guess: GGRR\n\n  black: 0\n\n  white: 2\n\n- guess: RRGG\n\n  black: 2\n\n  white: 0\n",
        "guess = GGRR\n\nfeedback:\n\n  black = 0\n\n  white = 2\n\n"
        "guess = RRGG\n\nfeedback:\n\n  black = 2\n\n  white = 0\n",
    ],
)
def test_records_with_every_line_break_doubled(text: str) -> None:
    # a word processor's paste: a blank line between a record's fields
    assert clues(text) == ["GGRR 0 2", "RRGG 2 0"]


def test_one_clue_of_a_table_is_said_in_the_singular() -> None:
    sheet = parse_sheet('[{"guess": "RGBY", "black": 1, "white": 2}]')
    assert any(n.message.startswith("read as a table in JSON: 1 clue, one an object") for n in sheet.notices)


@pytest.mark.parametrize(
    "text",
    [
        'here is my game:\n```json\n{"guesses": ["RGBY", "RGOP"], "scores": [[2, 1], [1, 0]]}\n'
        "```\nany ideas?\n",
        "My game from yesterday\n\n[{'guess': 'RGBY', 'black': 2, 'white': 1},\n"
        " {'guess': 'RGOP', 'black': 1, 'white': 0}]\n",
    ],
)
def test_a_json_document_or_a_literal_in_prose_is_read_and_the_prose_said(text: str) -> None:
    sheet = parse_sheet(text)
    assert [str(c) for c in sheet.clues] == ["RGBY 2 1", "RGOP 1 0"]
    assert any(n.message.startswith("skipped the text around the") and n.line == 1 for n in sheet.notices)


@pytest.mark.parametrize(
    "text",
    [
        "Guess\t\tBlack\tWhite\nRGBY\t\t\t 2\t\t\t1\nRGOP\t\t\t 1\t\t\t0\n",
        "#\tCode\tBlack\tWhite\n1\tRGBY\t2\t\t\t1\n2\tRGOP\t1\t\t\t0\n",
    ],
)
def test_tab_separated_cells_aligned_by_runs_of_tabs(text: str) -> None:
    assert clues(text) == ["RGBY 2 1", "RGOP 1 0"]


def test_tab_separated_lines_that_are_no_rows_are_no_crash() -> None:
    # each line's tabs around a carriage return: no row of a table (the fuzz test found a crash)
    with pytest.raises(NotationError):
        parse_sheet("\r\t\t\n\r\t\t\n")


def test_a_tab_separated_row_with_an_empty_cell_keeps_its_columns() -> None:
    # the notes column left empty in one row: the counts stay under their headers
    text = "Guess\tBlack\tWhite\tNotes\nRGBY\t2\t1\tfirst\nRGOP\t1\t0\t\n"
    assert clues(text) == ["RGBY 2 1", "RGOP 1 0"]


def test_clues_written_as_the_notation_writes_them_are_the_block_among_prose_in_capitals() -> None:
    # 'THEN WHITE.' and 'GAME #3' read as guesses of letters: the two clean lines of digits were skipped
    text = (
        "GAME #3 — ME VS. GRANDPA\nRULES: HE ANSWERS BLACK FIRST, THEN WHITE.\n1234 1 0\n5566 0 1\n"
        "-- SENT FROM MY PHONE\n"
    )
    assert clues(text) == ["1234 1 0", "5566 0 1"]


@pytest.mark.parametrize(
    "text",
    [
        "1. Guess: RGBY\n2. Result: 2 black\n3. Guess: RRGG\n4. Result: 1 black 1 white\n",
        "1) RGBY\n2) 2 black\n3) RRGG\n4) 1 black 1 white\n",
        "Step 1: Guess: RGBY\nStep 2: Result: 2 black\nStep 3: Guess: RRGG\n"
        "Step 4: Result: 1 black 1 white\n",
    ],
)
def test_a_feedback_lines_own_number_is_no_count(text: str) -> None:
    # every line numbered, the guess's and the feedback's: '2. Result: 2 black' read 2 2
    assert clues(text) == ["RGBY 2 0", "RRGG 1 1"]


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "1234 -> all four digits right but none in place\n4321 -> same, all four right, none in place\n",
            ["1234 0 4", "4321 0 4"],
        ),
        (
            "RGBY: 3 right, 1 in the right place\nYBRG: 4 right, 0 in the right place\n",
            ["RGBY 1 2", "YBRG 0 4"],
        ),
        # a word of the wrong place beside the bare word: black and white, no total
        ("RGBY: 1 right, 2 wrong place\nYBRG: 0 right, 4 wrong place\n", ["RGBY 1 2", "YBRG 0 4"]),
    ],
)
def test_a_bare_right_beside_a_count_in_place_is_every_right_colour(text: str, want: list[str]) -> None:
    assert clues(text) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # a PDF's copy: every gap two blanks, the legend's parts too
        (
            "\u2713  =  correct  spot,  \u2717  =  wrong  spot\n1234  \u2713\u2717\n5678  \u2717\u2717\n",
            ["1234 1 1", "5678 0 2"],
        ),
        ("Legend:  |  =  black,  /  =  white  (tally)\nRGBY  |||\nRGBO  ||/\n", ["RGBY 3 0", "RGBO 2 1"]),
        # columns apart by blanks under a heading stay apart: white first here
        (
            "GUES      WHITE      BLACK\n---- ---------- ----------\nRRGG          1          0\n",
            ["RRGG 0 1"],
        ),
    ],
)
def test_a_legend_whose_every_gap_is_two_blanks(text: str, want: list[str]) -> None:
    assert clues(text) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # a code span around the guess: its closing backtick is none of the counts
        (
            "**Try #1** `RGBY` \u2014 \u26ab\u26aa\u26aa\n"
            "**Try #2** `GRYB` \u2014 \u26ab\u26aa\u26aa\u26aa\n",
            ["RGBY 1 2", "GRYB 1 3"],
        ),
        ("guess `1234` -> 1 black, 2 white\nguess `4321` -> 0 black, 4 white\n", ["1234 1 2", "4321 0 4"]),
        # colour names joined by hyphens or slashes
        (
            "Red-Green-Blue-Yellow: 1 black 2 white\nGreen-Yellow-Red-Blue: 0 black 4 white\n",
            ["RGBY 1 2", "GYRB 0 4"],
        ),
        (
            "Red/Green/Blue/Yellow - 1 black 2 white\nGreen/Yellow/Red/Blue - 0 black 4 white\n",
            ["RGBY 1 2", "GYRB 0 4"],
        ),
    ],
)
def test_a_code_span_around_the_guess_and_colour_names_joined(text: str, want: list[str]) -> None:
    assert clues(text) == want


def test_a_colon_word_that_names_no_peg_stays_as_written() -> None:
    from mmnotation.notation.emoji import emoji_pegs

    assert emoji_pegs("RGBY :smile: 2 1 :red_circle:") == ("RGBY :smile: 2 1 R", None)


def test_a_comment_that_holds_what_may_be_clues_is_never_read_as_none_in_silence() -> None:
    # a Typst table opens with '#': the notation's comment, so the sheet read no clue and said nothing
    text = "#table(columns: 3, [Guess], [Black], [White], [RGBY], [1], [2], [GYBR], [0], [4])\n"
    sheet = parse_sheet(text)
    assert not sheet.clues
    assert any("holds what may be clues (RGBY)" in n.message for n in sheet.notices)
    assert not parse_sheet("# gamenight, 2 hours\n").notices  # a comment of prose says nothing


def test_pico_fermi_bagels_words_are_pegs() -> None:
    # each word a peg: Fermi the right place, Pico the wrong one, Bagels none (the word table's families)
    text = "123 -> Pico Fermi\n456 -> Bagels\n132 -> Pico Pico\n"
    assert clues(text) == ["123 1 1", "456 0 0", "132 0 2"]


@pytest.mark.parametrize(
    ("text", "meant"),
    [
        # '&' joins two counts as 'and' does
        ("BBOO got 1 black & 1 white; OOBB got 2 white.\n", [("BBOO", 1, 1), ("OOBB", 0, 2)]),
        # a JSON record's response of key pegs a letter each
        (
            '{"history":[{"guess":"1234","response":"BBWW"},{"guess":"1243","response":"BBBB"}]}\n',
            [("1234", 2, 2), ("1243", 4, 0)],
        ),
    ],
)
def test_ampersands_and_json_key_peg_letters(text: str, meant: list[tuple[str, int, int]]) -> None:
    read_with_a_notice(text, meant)


def test_a_question_mark_after_a_guess_alone_is_a_question() -> None:
    # 'OPPO?' in a chat asks; read as a joker it made a guess of five pegs (Super Mastermind)
    text = "Alice: OPPO?\nBob: 0 black, 2 white\nAlice: POOP?\nBob: 2 black 2 white\n"
    assert clues(text) == ["OPPO 0 2", "POOP 2 2"]
    assert any("read as a question" in n for n in notices(text))
    # a joker where the feedback stands on the guess's line is a joker
    assert clues("Alice: RGB? 1 0\nBob: RRGG 0 1\n")[0] == "RGB? 1 0"


def test_a_question_mark_between_a_guess_and_its_counts_is_a_question() -> None:
    # 'Q: 1234? A: 1 bull': read as a fifth peg not known (1234?), with only a generic notice
    text = "Q: 1234? A: 1 bull, 2 cows.\nQ: 3412? A: 0 bulls, 4 cows.\n"
    assert clues(text) == ["1234 1 2", "3412 0 4"]
    assert any("read as a question mark" in n and "lines 1, 2" in n for n in notices(text))
    # three pegs and a joker, or a joker glued to its counts, stay jokers
    assert clues("Q: RGB? A: 1 black\nQ: RRG? A: 2 white\n") == ["RGB? 1 0", "RRG? 0 2"]


def test_a_legend_of_a_mark_for_no_pegs() -> None:
    # '— means no pegs at all': 'no' is a number word, but one count is a meaning, not feedback
    assert clues("RGBY \u2014\nOPOP \u25cf\u25cb\n(\u2014 means no pegs at all)\n") == [
        "RGBY 0 0",
        "OPOP 1 1",
    ]


def test_no_pegs_after_a_label_in_a_sentence_is_none_of_either() -> None:
    # 'Feedback: no pegs.' was read as 0 ? ('no' spelt out as 0, 'pegs' a label the table lacks)
    text = (
        "Row 1. Code: red, green, blue, yellow. Feedback: one black peg, two white pegs.\n"
        "Row 2. Code: green, green, orange, orange. Feedback: no pegs.\n"
        "Row 3. Code: yellow, red, blue, purple. Feedback: one black peg, three white pegs.\n"
    )
    assert clues(text) == ["RGBY 1 2", "GGOO 0 0", "YRBP 1 3"]
    assert clues("RGBY 1 2\nGGOO. Score: 0 pegs.\n") == ["RGBY 1 2", "GGOO 0 0"]


def test_an_image_description_in_prose_reads_its_rows() -> None:
    # 'with' was read as a slip of the Dutch 'wit' (white), a fifth peg; 'no key pegs' was no count
    text = (
        "Row 1 shows red, green, blue and yellow, with one black and two white key pegs.\n"
        "Row 2 shows green, green, orange and orange, with no key pegs.\n"
    )
    assert clues(text) == ["RGBY 1 2", "GGOO 0 0"]


def test_a_line_that_names_the_solved_code_is_text() -> None:
    # 'Solved: BRPY in 5' was taken for a clue mistyped: the sheet stopped at it
    assert clues("RGBY 1 2\nGGOO 0 0\nSolved: BRPY in 5\n") == ["RGBY 1 2", "GGOO 0 0"]
    assert clues("1234 0 2\n5678 1 0\nLösung: 1562\n") == ["1234 0 2", "5678 1 0"]


def test_two_games_on_a_sheet_the_same_guess_in_each() -> None:
    # RGBY, played in both games with other counts, was taken for who spoke and both its clues left
    # out; 'Game 2' below a line that names the code was read as its feedback (2 black)
    text = "Game 1\nRGBY 1 2\nGGOO 0 0\nsolved it, code was BRPY\n\nGame 2\nRGBY 0 1\nPPOO 2 0\n"
    sheet = parse_sheet(text)
    assert [str(c) for c in sheet.clues] == ["RGBY 1 2", "GGOO 0 0", "RGBY 0 1", "PPOO 2 0"]
    assert any("'Game 2' between clues may start another game" in n.message for n in sheet.notices)
    # a name before a colon, read with two feedbacks, is still who spoke
    assert clues("ALICE: RGBY\nBOB: 2 1\nALICE: RRGG\nBOB: 1 0\n") == ["RGBY 2 1", "RRGG 1 0"]


def test_a_remark_after_glyph_pegs_on_a_feedback_line() -> None:
    # 'Bot: ⚫⚫⚫⚫ — solved!': the remark kept the line from being the feedback of the guess above
    text = (
        "Bot: Guess 1 \u2192 RGBY\nBot: \u26ab\u26ab\u26aa\u26aa\n"
        "Bot: Guess 2 \u2192 RGYB\nBot: \u26ab\u26ab\u26ab\u26ab \u2014 solved!\n"
    )
    assert clues(text) == ["RGBY 2 2", "RGYB 4 0"]


def test_a_colour_list_headed_in_the_tables_languages() -> None:
    # 'Värit' (Finnish for colours) heads the list: its names are the game's colours, lettered by
    # their initials where those differ, else by their English names' (vihreä and violetti: V)
    text = (
        "Värit: punainen, vihreä, sininen, keltainen, oranssi, violetti\n"
        "punainen vihreä sininen keltainen 1 2\nkeltainen keltainen punainen punainen 0 1\n"
    )
    assert clues(text) == ["RGBY 1 2", "YYRR 0 1"]
    text = "Warna: merah, hijau, biru, kuning\nmerah hijau biru kuning 1 2\nkuning kuning merah merah 0 1\n"
    assert clues(text) == ["MHBK 1 2", "KKMM 0 1"]  # Indonesian: the initials differ


@pytest.mark.parametrize(
    ("text", "meant"),
    [
        # an emoji after a clue's glyph pegs is a cheer, not a peg
        (
            "Row 1  RGBY  \u26ab\u26ab\u26aa\u26aa\nRow 2  RGYB  \u26ab\u26ab\u26ab\u26ab  \U0001f389\n",
            [("RGBY", 2, 2), ("RGYB", 4, 0)],
        ),
        # Italian 'in posizione giusta/sbagliata' in the word table
        (
            "2468: uno in posizione giusta\n8642: uno in posizione sbagliata\n",
            [("2468", 1, 0), ("8642", 0, 1)],
        ),
    ],
)
def test_cheers_after_glyph_pegs_and_italian_positions(text: str, meant: list[tuple[str, int, int]]) -> None:
    read_with_a_notice(text, meant)


@pytest.mark.parametrize(
    ("text", "meant"),
    [
        # a total first and a place after it is the totals wording: white is the total less black
        (
            "RGBY: 4 correct colours, 2 in the right spot\nRRGG: 3 correct colours, 1 in the right spot\n",
            [("RGBY", 2, 2), ("RRGG", 1, 2)],
        ),
        # a place first and right colours after it are two counts apart
        (
            "1) RGBY - one right place, one right colour\n2) YGBP - two right places\n",
            [("RGBY", 1, 1), ("YGBP", 2, 0)],
        ),
        # right colours alone, or after nothing in place, are white
        (
            "Ana opened BGRY, nothing in place, two colours right.\n"
            "Ben: YRBG, one in place, one misplaced.\n",
            [("BGRY", 0, 2), ("YRBG", 1, 1)],
        ),
        (
            "BYOP - two colours right. PYOB - two colours right and placed.\n",
            [("BYOP", 0, 2), ("PYOB", 2, 0)],
        ),
    ],
)
def test_totals_places_and_right_colours_alone(text: str, meant: list[tuple[str, int, int]]) -> None:
    read_with_a_notice(text, meant)


@pytest.mark.parametrize(
    ("text", "meant"),
    [
        # a word before the grammar's keyed counts ('answer 1A1B'); 'guess 5612' is no turn marker
        ("guess 5612 answer 1A1B\nguess 2156 answer 0A4B\n", [("5612", 1, 1), ("2156", 0, 4)]),
        # '--' beside '++' on another line is two wrong places, not two blanks
        ("Player: 2233\nComputer: ++\nPlayer: 3322\nComputer: --\n", [("2233", 2, 0), ("3322", 0, 2)]),
        # a legend that names '+' keeps '+3' alone a count of the right place
        (
            "Bulls as +, cows as -\n5821 +1 -1\n5912 +0 -2\n8125 +3\n",
            [("5821", 1, 1), ("5912", 0, 2), ("8125", 3, 0)],
        ),
        # a commit's hash is no count after a word
        (
            "commit 3f2a9c1\n    mastermind: guess 5612 scored 1 black 2 white\n"
            "commit 8d1e0b4\n    mastermind: guess 6521 scored 0 black 4 white\n",
            [("5612", 1, 2), ("6521", 0, 4)],
        ),
    ],
)
def test_keyed_counts_after_a_word_and_signs_as_marks(text: str, meant: list[tuple[str, int, int]]) -> None:
    read_with_a_notice(text, meant)


def test_right_colours_after_a_place_are_read_as_the_others_with_a_notice() -> None:
    # the reading beside the totals wording is a choice: a notice names it and how to write a total
    text = "1) RGBY - one right place, one right colour\n2) YGBP - two right places\n"
    assert clues(text) == ["RGBY 1 1", "YGBP 2 0"]
    assert any("read as the others (white), not a total" in n for n in notices(text))


@pytest.mark.parametrize(
    ("text", "meant"),
    [
        # a total, then the place said with 'its' ('in its place', 'in their spot')
        (
            "4512 - 3 right digits, 2 in their spot\n1254 - 2 right digits, only 1 in its place\n",
            [("4512", 2, 1), ("1254", 1, 1)],
        ),
        # a label before glyph pegs that a legend explains
        (
            "3141 Pegs: ■■□\n1413 Pegs: □□□□\n■ right spot, □ wrong spot\n",
            [("3141", 2, 1), ("1413", 0, 4)],
        ),
    ],
)
def test_places_with_its_and_labelled_glyphs(text: str, meant: list[tuple[str, int, int]]) -> None:
    read_with_a_notice(text, meant)


def test_a_colour_list_with_its_letters_in_brackets_and_the_game_after_it() -> None:
    # the list is no clue, though its letters in brackets and its count look like one ('RGBYWK 5')
    text = "Farben: rot, grün, blau, gelb, weiß, schwarz (R G B Y W K); 5 pegs; no repeats\nRGBYW 1 2\n"
    sheet = parse_sheet(text)
    assert [f"{c.guess} {c.feedback.black} {c.feedback.white}" for c in sheet.clues] == ["RGBYW 1 2"]
    assert (sheet.game.pegs, "".join(sheet.game.colors), sheet.game.repeats) == (5, "RGBYWK", False)
    assert any("colors: rot=R grün=G blau=B gelb=Y weiß=W schwarz=K" in n.message for n in sheet.notices)


def test_html_tags_with_attributes_around_a_clue_are_markup() -> None:
    text = (
        '<p class="turn">GGRB <em class="pegs">BW</em></p>\n'
        "<p class=\"turn\">RBGG <em data-x='1'>WWWW</em></p>\n"
    )
    assert clues(text) == ["GGRB 1 1", "RBGG 0 4"]


def test_underscores_between_every_symbol_are_a_pads_lines_unless_pegs_says_holes() -> None:
    text = "_R_G_B_Y_ | ● ○ ○\n_G_B_R_Y_ | ● ○\n"
    read_with_a_notice(text, [("RGBY", 1, 2), ("GBRY", 1, 1)])
    assert any("underscores in '_R_G_B_Y_' are read as separators" in n for n in notices(text))
    assert clues("pegs: 7\nR_G_B_Y 1 2\n") == ["R_G_B_Y 1 2"]
    assert clues("RR__ 1 0\n") == ["RR__ 1 0"]  # empty holes, not between every symbol


def test_a_latex_tables_last_row_needs_no_line_break() -> None:
    text = (
        "\\begin{tabular}{lcc}\nCode & Exact & Near \\\\ \\hline\n"
        "1122 & 1 & 0 \\\\\n3344 & 0 & 2\n\\end{tabular}\n"
    )
    read_with_a_notice(text, [("1122", 1, 0), ("3344", 0, 2)])


@pytest.mark.parametrize(
    "rules",
    [
        "Rules: black = right colour & spot; white = right colour wrong spot. White is listed first.",
        "Rules: white is listed first.",
        "(whites are written first)",
    ],
)
def test_a_clause_that_names_the_first_count(rules: str) -> None:
    text = f"{rules}\nRGBY 2 1\nYRGB 3 0\n"
    assert clues(text) == ["RGBY 1 2", "YRGB 0 3"]
    assert any("white first" in n for n in notices(text))


def test_a_guess_like_word_far_from_a_number_is_text_not_a_mistyped_clue() -> None:
    text = "RGBY 1 2\nYRGB 0 3\nBRAG: solved it in 5 last week\n"
    assert clues(text) == ["RGBY 1 2", "YRGB 0 3"]
    assert any("skipped 1 line" in n for n in notices(text))


@pytest.mark.parametrize(
    ("text", "meant"),
    [
        # a box-drawn pad: its lines are a table's bars and rules
        (
            "┌───┬──────┬─────┐\n│ 1 │ OOPG │ ●○  │\n│ 2 │ GPOO │ ○○○ │\n└───┴──────┴─────┘\n",
            [("OOPG", 1, 1), ("GPOO", 0, 3)],
        ),
        # a pad's row not played yet: its number and dashes
        (
            "No.  Code   Pegs\n 1   3321   B W\n 2   1233   W W W\n 3   ----   ---\n",
            [("3321", 1, 1), ("1233", 0, 3)],
        ),
        # a speaker's line with a dash between the name and the time is no feedback of no pegs
        (
            "kim — Today at 9:10 PM\n!guess 1122\nPegBot — Today at 9:10 PM\n1122 → ⚫⚪\n"
            "kim — Today at 9:11 PM\n!guess 2211\nPegBot — Today at 9:11 PM\n2211 → ⚪⚪\n",
            [("1122", 1, 1), ("2211", 0, 2)],
        ),
    ],
)
def test_box_drawn_pads_empty_rows_and_speakers_dashes(text: str, meant: list[tuple[str, int, int]]) -> None:
    read_with_a_notice(text, meant)


@pytest.mark.parametrize(
    ("text", "meant"),
    [
        # a spaced guess and its glyph pegs after a bar are a clue, not a legend of 'O' and '|'
        (
            "R R B B   | ◆\nB B R R   | ◇ ◇\n◆ = right colour in place, ◇ = right colour elsewhere\n",
            [("RRBB", 1, 0), ("BBRR", 0, 2)],
        ),
        # the next guess in a list is no count of the one before it
        (
            '>>> for code in ["3456", "6543"]: show(code)\n3456 (1, 1)\n6543 (0, 4)\n',
            [("3456", 1, 1), ("6543", 0, 4)],
        ),
        # bulls and cows as letters before their counts
        ("4096 -> B2 C1\n4069 -> B1 C2\n", [("4096", 2, 1), ("4069", 1, 2)]),
        # newest first, said in the word table's languages
        ("Versuche (neueste oben):\nGGPP 0 1\nOOYY 1 0\n", [("OOYY", 1, 0), ("GGPP", 0, 1)]),
        ("Próby (najnowsze na górze)\nGGPP 0 1\nOOYY 1 0\n", [("OOYY", 1, 0), ("GGPP", 0, 1)]),
    ],
)
def test_heldout36s_classes(text: str, meant: list[tuple[str, int, int]]) -> None:
    read_with_a_notice(text, meant)


def test_a_remark_is_not_stripped_from_a_word_of_digits_alone() -> None:
    # ticks after '1212' are its pegs, not a remark: read as 121 with 2 black they were silent
    with pytest.raises(NotationError):
        parse_sheet("1212 ✔✔\n2121 ✘✘✘✘\n", strict=True)
    assert clues("4545 ✔✔\n5454 ✔✘\n✔ = right place, ✘ = right digit, wrong place\n") == [
        "4545 2 0",
        "5454 1 1",
    ]
    assert clues("BBYR12 (nice)\n") == ["BBYR 1 2"]  # a compact clue keeps its remark


@pytest.mark.parametrize(
    ("text", "meant"),
    [
        # a label before the counts, then a count word after each: the words after are the labels
        (
            "Guess 1: 1122, result: 2 black, 1 blub\nGuess 2: 2211, result: 0 black, 3 blub\n",
            [("1122", 2, 1), ("2211", 0, 3)],
        ),
        # German adjectives inflected, 'einen' a one
        (
            "Runde 1: ich tippe GGYY, Ergebnis: zwei schwarze, ein weißer Stift\n"
            "Runde 2: YYGG ergab einen schwarzen Stift\n",
            [("GGYY", 2, 1), ("YYGG", 1, 0)],
        ),
    ],
)
def test_labels_after_their_counts_past_a_label_and_inflected_german(
    text: str, meant: list[tuple[str, int, int]]
) -> None:
    read_with_a_notice(text, meant)


@pytest.mark.parametrize(
    ("text", "meant"),
    [
        # a bot's name and a time above each clue: the time is no count
        ("Bot — 20:15\nOOPP\n⚫⚪\nBot — 20:16\nPPOO\n⚪⚪\n", [("OOPP", 1, 1), ("PPOO", 0, 2)]),
        # a shell's table of the counts under a rule, below the guess
        (
            "PS> Get-Score 3456\nBulls Cows\n----- ----\n    1    1\n"
            "PS> Get-Score 6543\nBulls Cows\n----- ----\n    0    4\n",
            [("3456", 1, 1), ("6543", 0, 4)],
        ),
    ],
)
def test_times_above_clues_and_a_heading_over_a_rule(text: str, meant: list[tuple[str, int, int]]) -> None:
    read_with_a_notice(text, meant)


def test_only_text_tags_with_attributes_are_markup() -> None:
    # an image stands for something unknown: its line is no clue to read in silence
    with pytest.raises(NotationError):
        parse_sheet("<img src=x alt=pegs> 2 x\n", strict=True)
    assert clues('<div class="row">3456 <b style="color:red">1 2</b></div>\n') == ["3456 1 2"]


@pytest.mark.parametrize(
    "text",
    ["[5612] 1-2\n[2156] 0-4\n", "(5612) 1-2\n(2156) 0-4\n", '"5612": 1-2\n"2156": 0-4\n'],
)
def test_a_bracket_or_a_quote_that_closes_the_guess_is_no_count(text: str) -> None:
    assert clues(text) == ["5612 1 2", "2156 0 4"]


@pytest.mark.parametrize(
    "text",
    [
        "POOR me, 2 hours on this already\nGGBB 1 2\nBBGG 0 4\n",  # a capital word, a count, then prose
        "GGBB 1 2\nBBGG 0 4\nBROW 2 know the answer lol\n",  # letters no clue uses, a count among prose
    ],
)
def test_a_capital_word_with_a_count_among_prose_is_text(text: str) -> None:
    read_with_a_notice(text, [("GGBB", 1, 2), ("BBGG", 0, 4)])


def test_a_clue_of_the_blocks_colours_with_unknown_words_is_still_said() -> None:
    text = "RGBY 1 2\nYRGB 0 3\nBYRG 2 blakc whitte\n"
    try:
        sheet = parse_sheet(text)
    except NotationError as error:
        assert error.errors[0].line == 3
    else:
        assert ("BYRG", 2, None) in [
            (c.guess.symbols, c.feedback.black, c.feedback.white) for c in sheet.clues
        ]
        assert any("lone count" in n.message for n in sheet.notices)


@pytest.mark.parametrize(
    ("text", "meant"),
    [
        # a table's header of emoji that a legend names; ✅ is a tick, not a white peg by its name
        (
            "| n | Guess | ✅ | ❎ |\n|---|---|---|---|\n| 1 | 5612 | 2 | 1 |\n✅ = bull, ❎ = cow\n",
            [("5612", 2, 1)],
        ),
        # emoji key pegs indented under each guess, and a trophy after the last
        ("GGOO\n  ⚫⚪\nOOGG\n  ⚫⚫⚫⚫ 🏆\n", [("GGOO", 1, 1), ("OOGG", 4, 0)]),
        # one-line JSON whose results are strings of two counts
        (
            '{"log":[{"code":"1122","res":"1-1"},{"code":"2211","res":"0-2"}]}',
            [("1122", 1, 1), ("2211", 0, 2)],
        ),
        # glyphs a cell each
        ("YYOO: [●][○]\nOOYY: [○][○]\n", [("YYOO", 1, 1), ("OOYY", 0, 2)]),
        # a cry after the counts ends the sentence, no count unknown
        (
            "first go was BBGG, got two whites\nthen GGBB, still two whites?!\n",
            [("BBGG", 0, 2), ("GGBB", 0, 2)],
        ),
    ],
)
def test_heldout38s_classes(text: str, meant: list[tuple[str, int, int]]) -> None:
    read_with_a_notice(text, meant)


def test_a_correction_below_a_guess_alone_is_not_its_feedback() -> None:
    text = "1. YGRB  •∘∘\n2. GYBR  ∘∘∘∘\nedit: the first line should have been 2 black 1 white, sorry\n"
    try:
        sheet = parse_sheet(text)
    except NotationError:
        return  # the glyphs have no legend: said
    assert ("GYBR", 2, 1) not in [(c.guess.symbols, c.feedback.black, c.feedback.white) for c in sheet.clues]


def test_review_mends_a_one_character_legend_and_lone_counts_in_a_block() -> None:
    # a legend's description of one CJK character is a description
    assert clues("1234 ■■□\n5612 □□\n■ = 黑, □ = 白\n") == ["1234 2 1", "5612 0 2"]
    # lone counts in words the table lacks, clue after clue: none is prose for a letter the others lack
    text = "RGBY 2 trafień\nRGOO 1 trafienie\nPPYY 0 trafień\n"
    assert [c.guess.symbols for c in parse_sheet(text).clues] == ["RGBY", "RGOO", "PPYY"]


def test_a_guess_in_small_letters_alone_after_who_spoke() -> None:
    # 'Player1: r g b y' over the bot's feedback was an error (no feedback after the guess)
    text = "Player1: r g b y\nBot: 1 black 2 white\nPlayer1: b r y g\nBot: 0 black 4 white\n"
    assert clues(text) == ["RGBY 1 2", "BRYG 0 4"]
    assert any("over two lines" in n for n in notices(text))
    text = "[21:14] <ann> rgby\n[21:15] <bot> 1 black 2 white\n"
    text += "[21:15] <ann> bryg?\n[21:16] <bot> 0 black 4 white\n"
    assert clues(text) == ["RGBY 1 2", "BRYG 0 4"]
    # beside codes in capitals, small letters stay prose
    text = "ann: RGBY\nbot: 1 black 2 white\nann: nice, then BRYG\nbot: 0 black 4 white\nann: cool\n"
    assert clues(text) == ["RGBY 1 2", "BRYG 0 4"]


@pytest.mark.parametrize(
    ("text", "meant"),
    [
        # a legend in brackets on the first clue's line: that clue was not read
        ("RGBY: ■□□ (■ = exact, □ = colour only)\nBRGY: ■□□□\n", [("RGBY", 1, 2), ("BRGY", 1, 3)]),
        ("RGBY: ■□□ \u2014 ■ = exact, □ = colour only\nGBYR: □□□□\n", [("RGBY", 1, 2), ("GBYR", 0, 4)]),
        # a remark in brackets after the pegs
        ("RGBY: ■□□ (nice one)\nGBYR: □□□□\n■ = exact, □ = colour only\n", [("RGBY", 1, 2), ("GBYR", 0, 4)]),
        (
            "ok so\nRGBY gave me 1 black 1 white\nthen PPOO got nothing at all (0 0)\n",
            [("RGBY", 1, 1), ("PPOO", 0, 0)],
        ),
    ],
)
def test_a_remark_or_a_legend_after_key_pegs(text: str, meant: list[tuple[str, int, int]]) -> None:
    read_with_a_notice(text, meant)


def test_a_clue_on_a_legends_line_is_not_dropped_in_silence() -> None:
    # the legend's line held the first clue: it was dropped, the notice saying only '1 clue found'
    for text in (
        "RGBY: ■□□ ■ = exact, □ = colour only\nGBYR: □□□□\n",
        "RGBY ●○○ ● = right, ○ = wrong place\nGBYR ○○○○\n",
    ):
        with pytest.raises(NotationError) as error:
            parse_sheet(text)
        assert ":1:" in str(error.value)


@pytest.mark.parametrize(
    ("text", "meant"),
    [
        ("Guess | RGBY | YGRB\nBlack | 1    | 0\nWhite | 2    | 4\n", [("RGBY", 1, 2), ("YGRB", 0, 4)]),
        (
            "| Try | 1234 | 5678 | 1256 |\n|---|---|---|---|\n| Bulls | 1 | 0 | 2 |\n| Cows | 1 | 1 | 0 |\n",
            [("1234", 1, 1), ("5678", 0, 1), ("1256", 2, 0)],
        ),
        # white's row first: each row says what it counts
        ("Guess,RGBY,YGRB\nWhite,2,4\nBlack,1,0\n", [("RGBY", 1, 2), ("YGRB", 0, 4)]),
    ],
)
def test_a_table_with_a_column_for_each_guess(text: str, meant: list[tuple[str, int, int]]) -> None:
    # the guess's row was read as a clue line and the counts' names as guesses: an error
    read_with_a_notice(text, meant)
    assert any("with the feedback below them" in n for n in notices(text))


def test_xml_elements_that_name_the_fields() -> None:
    # an element a line was read RGBY 1 0 (the guess alone, then '1' below it), the notice generic
    text = "<turn>\n  <guess>RGBY</guess>\n  <black>1</black>\n  <white>2</white>\n</turn>\n"
    text += "<turn>\n  <guess>BRYG</guess>\n  <black>0</black>\n  <white>4</white>\n</turn>\n"
    read_with_a_notice(text, [("RGBY", 1, 2), ("BRYG", 0, 4)])
    # a property list: an error at its first '<'
    text = "<dict>\n  <key>guess</key><string>RGBY</string>\n  <key>white</key><integer>2</integer>\n"
    text += "  <key>black</key><integer>1</integer>\n</dict>\n"
    read_with_a_notice(text, [("RGBY", 1, 2)])
    # elements of markup keep their tags: bold around a guess is no field
    assert clues("<b>RGBY</b> 2 1<br>\n<b>RRGG</b> 1 0<br>\n") == ["RGBY 2 1", "RRGG 1 0"]


@pytest.mark.parametrize(
    ("text", "meant"),
    [
        # a mark with its count after a times sign, by the legend (an error at the tick before; the
        # emoji's were read only by the convention for unknown words)
        (
            "RGBY ✓ ×1, ~ ×2\nBYRG ✓ ×0, ~ ×4\n✓ = right place, ~ = wrong place\n",
            [("RGBY", 1, 2), ("BYRG", 0, 4)],
        ),
        (
            "RGBY ✅×1 🔁×2\nBYRG ✅×0 🔁×4\n✅ = right spot, 🔁 = wrong spot\n",
            [("RGBY", 1, 2), ("BYRG", 0, 4)],
        ),
        (
            "RGBY ✓ ×1, ~ ×2\nBYRG ✓ ×0, ~ ×4\n✓ = wrong place, ~ = right place\n",
            [("RGBY", 2, 1), ("BYRG", 4, 0)],
        ),
        # the large circle, white beside its black twin (an error at the first before)
        ("1234   ⬤ ◯ ◯\n4321   ◯ ◯ ◯ ◯\n", [("1234", 1, 2), ("4321", 0, 4)]),
    ],
)
def test_marks_counted_after_a_times_sign_and_hollow_shapes(
    text: str, meant: list[tuple[str, int, int]]
) -> None:
    sheet = parse_sheet(text)
    assert [(c.guess.symbols, c.feedback.black, c.feedback.white) for c in sheet.clues] == meant
    assert not any("not in the word table" in n.message for n in sheet.notices)


@pytest.mark.parametrize(
    ("text", "meant"),
    [
        # the Markdown table was an error at its first bar
        (
            "| 1 | 2 | 3 | 4 | B | W |\n|---|---|---|---|---|---|\n"
            "| 1 | 2 | 3 | 4 | 1 | 2 |\n| 4 | 3 | 1 | 2 | 0 | 4 |\n",
            [("1234", 1, 2), ("4312", 0, 4)],
        ),
        (
            "Peg 1\tPeg 2\tPeg 3\tPeg 4\tCows\tBulls\n1\t2\t3\t4\t2\t1\n4\t3\t2\t1\t4\t0\n",
            [("1234", 1, 2), ("4321", 0, 4)],
        ),
    ],
)
def test_a_table_with_a_column_for_each_peg(text: str, meant: list[tuple[str, int, int]]) -> None:
    read_with_a_notice(text, meant)


@pytest.mark.parametrize(
    ("text", "meant"),
    [
        # a sheet in small letters throughout: key pegs after the guess (an error at the pegs before)
        ("legend: | = black, / = white (tally)\nrgby |||\nrgbo ||/\n", [("RGBY", 3, 0), ("RGBO", 2, 1)]),
        (
            "✔ = right colour right place, ✘ = right colour wrong place\nrgby  ✔✘✘\nbgry  ✔✔✘✘\n",
            [("RGBY", 1, 2), ("BGRY", 2, 2)],
        ),
    ],
)
def test_a_sheet_in_small_letters_with_key_pegs(text: str, meant: list[tuple[str, int, int]]) -> None:
    read_with_a_notice(text, meant)


def test_a_label_in_small_letters_is_no_guess() -> None:
    # 'result: ⚫⚫⚪' read as the guess RESULT with two notices of its letters
    text = "mastermind bot\nguess #1: rgby\nresult: ⚫⚫⚪\nguess #2: rgyo\nresult: ⚫⚫\n"
    try:
        sheet = parse_sheet(text)
    except NotationError as error:
        assert "'result:' is read as a label" in str(error)
    else:
        assert [str(c) for c in sheet.clues] == ["RGBY 2 1", "RGYO 2 0"]


def test_small_letters_a_table_a_repl_and_labels() -> None:
    # 'attempt' and 'code' both name the guess: the column of codes is the guess's (read BW 2 0: the
    # header's 'black white' taken for colour names)
    assert clues("attempt\tcode\tblack\twhite\n1\trgby\t2\t0\n2\trgoo\t1\t1\n") == ["RGBY 2 0", "RGOO 1 1"]
    # the string a program is given, and 'result(...)' below it: a label, never the guess RESULT
    text = (
        ">>> game.guess('rgby')\nresult(black=2, white=1)\n>>> game.guess('rgyo')\nresult(black=1, white=2)\n"
    )
    assert clues(text) == ["RGBY 2 1", "RGYO 1 2"]
    with pytest.raises(NotationError, match="'result' is read as a label"):
        parse_sheet("result(black=2, white=1)\n")


@pytest.mark.parametrize(
    ("text", "meant"),
    [
        # a word read as a guess twice on one line with two feedbacks is no guess ('SCORED 0 1', 'SCORED 2 0')
        (
            "MY FIRST GO WAS 6611. IT SCORED ONE WHITE PIN AND NOTHING ELSE. THEN 2345 SCORED TWO BLACK.\n",
            [("6611", 0, 1), ("2345", 2, 0)],
        ),
        (
            "> RGBY\nBLACK PEGS: 2, WHITE PEGS: 1\n> RRGG\nBLACK PEGS: 1, WHITE PEGS: 0\n",
            [("RGBY", 2, 1), ("RRGG", 1, 0)],
        ),
        (
            "PLAYER: RGBY\nCODEMAKER: ONE BLACK ONE WHITE\nPLAYER: RRGG\nCODEMAKER: TWO BLACK\n",
            [("RGBY", 1, 1), ("RRGG", 2, 0)],
        ),
    ],
)
def test_a_word_twice_on_a_line_with_two_feedbacks_is_no_guess(
    text: str, meant: list[tuple[str, int, int]]
) -> None:
    read_with_a_notice(text, meant)


@pytest.mark.parametrize(
    ("text", "meant"),
    [
        # a toggle's or a list's bullet before the guess (an error at the bullet before)
        ("▸ RGBY — 1/2\n▸ GRBY — 2/2\n", [("RGBY", 1, 2), ("GRBY", 2, 2)]),
        ("➤ RGBY 1 2\n‣ GRBY 2 2\n", [("RGBY", 1, 2), ("GRBY", 2, 2)]),
        # the notation's pair in brackets before the guess, the line's start (an error before)
        ("(1, 2) RGBY\n(0, 4) BGYR\n", [("RGBY", 1, 2), ("BGYR", 0, 4)]),
        # a total with its verb, then the place (that clue was skipped)
        (
            "Clue 1: 1234 — two numbers are correct, one of them in the right place.\n"
            "Clue 2: 5634 — one number is correct and in the right place.\n",
            [("1234", 1, 1), ("5634", 1, 0)],
        ),
    ],
)
def test_heldout61s_classes(text: str, meant: list[tuple[str, int, int]]) -> None:
    assert clues(text) == [f"{g} {b} {w}" for g, b, w in meant]


def test_pegs_numbered_by_their_holes() -> None:
    # an error at the first peg's letter before
    text = "1:R 2:G 3:B 4:Y → 1 black 2 white\n1:B 2:Y 3:G 4:R → 0 black 4 white\n"
    assert clues(text) == ["RGBY 1 2", "BYGR 0 4"]
    text = "P1=R, P2=G, P3=B, P4=Y: 1 black 2 white\nP1=B, P2=Y, P3=G, P4=R: 0 black 4 white\n"
    assert clues(text) == ["RGBY 1 2", "BYGR 0 4"]
    # numbers out of order are no holes: the line is not rewritten
    assert bare_line("2:R 1:G 3:B") == "2:R 1:G 3:B"


def test_key_peg_letters_in_brackets_with_a_mark_for_an_empty_hole() -> None:
    # '[X O O -]': the clue was not read (said only as a line skipped)
    assert clues("RGBY [X O O -]\nYBRG [O O O O]\n") == ["RGBY 1 2", "YBRG 0 4"]
    assert clues("RGBY [B W W -]\nYBRG [W W W W]\n") == ["RGBY 1 2", "YBRG 0 4"]


def test_two_counts_in_words_joined_by_and() -> None:
    # 'got two and two': no count was read, and the line was skipped
    text = (
        "My first try was RGBY, which got one black and two whites.\nMy second, RBGY, got two and two.\n"
        "My third try, YRGB, got one black and three whites.\n"
    )
    assert clues(text) == ["RGBY 1 2", "RBGY 2 2", "YRGB 1 3"]


def test_three_clues_in_one_paragraph_with_counts_in_words() -> None:
    # only the third was read: the sentence 'got two and two.' did not end after its second count
    text = (
        "My first try was RGBY, which got one black and two whites. My second, RBGY, got two and two. "
        "My third try, YRGB, got one black and three whites.\n"
    )
    assert clues(text) == ["RGBY 1 2", "RBGY 2 2", "YRGB 1 3"]


def test_ascii_pegs_a_cell_each() -> None:
    # '(*)(o)(o)': an error at the first bracket; 'o' is the notation's white, '*' the other peg
    text = "RGBY (*)(o)(o)\nGRYB (o)(o)(o)(o)\n"
    assert clues(text) == ["RGBY 1 2", "GRYB 0 4"]
    assert any("'*' as black beside 'o'" in n for n in notices(text))
    # a legend says otherwise
    assert clues("RGBY (*)(o)(o)\nGRYB (o)(o)(o)(o)\n* = wrong place, o = right place\n") == [
        "RGBY 2 1",
        "GRYB 4 0",
    ]


def test_several_clues_on_a_line_with_glyph_pegs_and_words_between() -> None:
    # an error at the '@' before: glyph pegs on a line of several clues were not looked for
    text = "@sam my first: RGBY 🖤🤍🤍 then GRBY 🖤🖤🤍🤍 #mastermind\n"
    assert clues(text) == ["RGBY 1 2", "GRBY 2 2"]
    assert clues("my first: RGBY ⚫⚪⚪ then GRBY ⚫⚫⚪⚪ #mastermind\n") == ["RGBY 1 2", "GRBY 2 2"]


@pytest.mark.parametrize(
    "text",
    [
        "RGBY: correct 3, exact 1\nYBRG: correct 4, exact 0\n",
        "RGBY: exact 1, correct 3\nYBRG: exact 0, correct 4\n",
        "RGBY: 3 correct, 1 exact\nYBRG: 4 correct, 0 exact\n",
    ],
)
def test_two_bare_labels_of_black_one_the_head_of_a_total(text: str) -> None:
    # 'correct' heads a total ('correct colours'), 'exact' does not: an error before
    assert clues(text) == ["RGBY 1 2", "YBRG 0 4"]
    assert any("total" in n for n in notices(text))


def test_the_feedback_on_the_line_above_its_guess() -> None:
    # '2 1' over 'RGBY' and '0 4' over 'GYBR' read RGBY 0 4 (the feedback below), GYBR dropped
    text = "2 1\nRGBY\n0 4\nGYBR\n"
    assert clues(text) == ["RGBY 2 1", "GYBR 0 4"]
    assert any("feedback on the line above" in n for n in notices(text))
    assert clues("1 black 2 white\nRGBY\n0 black 4 white\nGYBR\n") == ["RGBY 1 2", "GYBR 0 4"]
    # below wins where it pairs as many: a chat's guess and its answer
    assert clues("Ann: RGBY\nBob: 2 1\nAnn: GYBR\nBob: 0 4\n") == ["RGBY 2 1", "GYBR 0 4"]
    # a directive above a guess is no feedback ('pegs: 4' over emoji and their key pegs: RGBYKW 4)
    assert clues("pegs: 4\n[10:00] 🔴🟢🔵🟡⚫⚪\n[10:01] 🔴🔴🟢🟢⚫⚫\n") == ["RGBY 1 1", "RRGG 2 0"]


def test_tab_separated_counts_before_the_guess() -> None:
    # '1<tab>2<tab>RGBY': an error at the guess
    assert clues("1\t2\tRGBY\n0\t4\tYRBG\n") == ["RGBY 1 2", "YRBG 0 4"]


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # only the second guess was read, with the first list's feedback
        ("Guesses: RGBY, YBRG\nScores: 1-2, 0-4\n", ["RGBY 1 2", "YBRG 0 4"]),
        (
            "codes = RGBY; YBRG; GGRR\nresults = (1, 2), (0, 4), (1, 1)\n",
            ["RGBY 1 2", "YBRG 0 4", "GGRR 1 1"],
        ),
    ],
)
def test_a_list_of_guesses_over_a_list_of_their_feedback(text: str, want: list[str]) -> None:
    assert clues(text) == want
    assert any("with the feedback below them" in n for n in notices(text))


def test_the_reading_is_the_same_in_every_process() -> None:
    # the feedback above or below was chosen by a set's order of shapes: a string's hash, which
    # changes from one interpreter to the next, so one fuzz text read two ways
    script = (
        "from mmnotation import parse_sheet\n"
        "try:\n    print([str(c) for c in parse_sheet(open(0).read()).clues])\n"
        "except Exception as e:\n    print(type(e).__name__)\n"
    )
    text = '١?:\n:\n2bulls🔴🟢"}-><td>\n2bulls🔴🟢"}-><td>\nwhite,١١Guess \nwhite,١١Guess \n١?:\n'
    seen = {
        subprocess.run(
            [sys.executable, "-c", script],
            input=text,
            capture_output=True,
            text=True,
            env={**os.environ, "PYTHONHASHSEED": str(seed)},
            check=True,
        ).stdout
        for seed in range(10)
    }
    assert len(seen) == 1, seen


def test_an_ampersand_between_two_counts() -> None:
    # 'RGBY scored 1 & 2': an error ('and' was read, '&' not)
    text = "RGBY scored 1 & 2\nGYRB scored 0 & 4\n"
    assert clues(text) == ["RGBY 1 2", "GYRB 0 4"]
    assert any("first count is read as black" in n for n in notices(text))


def test_a_legend_of_squares_leaves_the_unnamed_square_empty() -> None:
    # '🟩 = right spot, 🟨 = wrong spot' named two squares: '⬜' was read as a white peg (RGBY 1 3)
    text = "🟩 = right spot, 🟨 = wrong spot\nRGBY 🟩🟨🟨⬜\nBGRY 🟩🟩🟨🟨\n"
    assert clues(text) == ["RGBY 1 2", "BGRY 2 2"]
    # a legend that names the white square says what it is
    assert clues("🟩 = right spot, ⬜ = wrong spot\nRGBY 🟩⬜⬜\n") == ["RGBY 1 2"]


@pytest.mark.parametrize("between", ["2/3", "12/05", "5 7"])
def test_numbers_that_cannot_be_a_feedback_of_the_game_are_text(between: str) -> None:
    # a thread's '2/3' between clues of four pegs (2 + 3 > 4) was a clue mistyped: an error
    text = (
        f"Mastermind thread 🧵 1/3\nRGBY → 1 black, 2 white\n{between}\n"
        "YBRG → 0 black, 4 white\n3/3 any ideas?\n"
    )
    assert clues(text) == ["RGBY 1 2", "YBRG 0 4"]
    assert any("skipped 3 lines" in n for n in notices(text))


def test_bare_counts_that_could_be_a_feedback_stay_a_clue_mistyped() -> None:
    # '2 1' between clues of four pegs may be a clue whose guess was lost: an error, not text
    with pytest.raises(NotationError):
        parse_sheet("Mastermind thread\nRGBY → 1 black, 2 white\n2 1\nYBRG → 0 black, 4 white\n")


@pytest.mark.parametrize("separator", ["/", " / "])
def test_pegs_a_slash_apart(separator: str) -> None:
    # 'R/G/B/Y: 1B 2W': an error at 'R/G/B/Y:'
    code = separator.join("RGBY")
    assert clues(f"{code}: 1B 2W\n{separator.join('GBYR')}: 0B 4W\n") == ["RGBY 1 2", "GBYR 0 4"]
    # two symbols a slash apart are counts, not pegs
    assert clues("RGBY 1/2\nGBYR 0/4\n") == ["RGBY 1 2", "GBYR 0 4"]


def test_a_rule_of_dashes_under_a_pad_is_no_clue() -> None:
    # '  ----   -   -' was read as a third clue, four empty holes with both counts not known
    text = "  RGBY   1   2\n  RYGB   1   3\n  ----   -   -\n"
    assert clues(text) == ["RGBY 1 2", "RYGB 1 3"]
    assert any("skipped 1 line" in n for n in notices(text))
    # a guess of empty holes with its counts known is still the notation's clue
    assert clues("RGBY 1 2\n---- 0 0\n") == ["RGBY 1 2", "____ 0 0"]
    with pytest.raises(NotationError, match="a rule of dashes"):
        parse_sheet("---- - -\n")


def test_bulls_and_cows_letters_before_their_counts() -> None:
    # '1234 => A1B2': an error at 'A'
    text = "1234 => A1B2\n2143 => A0B4\n"
    sheet = parse_sheet(text)
    assert [str(c) for c in sheet.clues] == ["1234 1 2", "2143 0 4"]
    assert sheet.game.colors == tuple("0123456789") and not sheet.game.repeats


@pytest.mark.parametrize(
    ("text", "want"), [("RGBY 1s 2w\nYGBR 0s 4w\n", ["RGBY 1 2", "YGBR 0 4"]), ("RGBY 2x 1b\n", ["RGBY 1 2"])]
)
def test_a_count_letter_the_notation_lacks_beside_one_it_names(text: str, want: list[str]) -> None:
    # 'RGBY 1s 2w' (German schwarz, weiß): an error at '2w'
    assert clues(text) == want
    assert any("'1s 2w': s as black" in n for n in notices(text))


def test_a_letter_glued_to_a_count_is_no_label_of_a_count_too_large() -> None:
    # '12s' is a timer's seconds, never a count of four pegs
    with pytest.raises(NotationError):
        parse_sheet("RGBY 12s 2w\n")


@pytest.mark.parametrize("case", [str.lower, str.upper])
def test_a_word_of_the_guess_shape_among_the_count_labels_is_no_second_clue(case: object) -> None:
    # 'plas' read as a second guess on each line (a lone count after it): both lines dropped, an error
    text = "breton:\nrgby - 2 er plas mat, 1 er plas fall\nrgyb - 1 er plas mat, 2 er plas fall\n"
    assert clues(case(text)) == ["RGBY 2 1", "RGYB 1 2"]  # type: ignore[operator]
    # two clues on a line, each of two counts, are still two clues
    text = "hello\nRGBY 2 1 RRGG 1 0 fine\nRGYB 1 2 GGRR 0 0 ok\n"
    assert clues(text) == ["RGBY 2 1", "RRGG 1 0", "RGYB 1 2", "GGRR 0 0"]


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # 'black white' of the header, read as two colour names, won over the codes in small letters: BW 2 0
        ("guess  black  white\n0  rgby      1      2\n1  ybrg      0      4\n", ["RGBY 1 2", "YBRG 0 4"]),
        # 'got' and 'and' read as guesses, two a line: GOT 1 0, AND 0 2, ...
        (
            "round 1 — i played rgby and got 1 black and 2 whites.\n"
            "round 2 — brgy, which got 1 black and 3 whites.\n",
            ["RGBY 1 2", "BRGY 1 3"],
        ),
        # 'colours' read as the guess: COLOURS 1 0 twice
        (
            "rgby: 3 correct colours, 1 in the right spot\ngryb: 4 correct colours, 1 in the right spot\n",
            ["RGBY 1 2", "GRYB 1 3"],
        ),
    ],
)
def test_codes_in_small_letters_beside_words_in_small_letters(text: str, want: list[str]) -> None:
    assert clues(text) == want


@pytest.mark.parametrize(
    "prompt", ["kim@box:~/mm$ ./mm {}", "c:\\game> mm {}", "ps c:\\users\\kim> .\\mm.ps1 -guess {}"]
)
def test_a_guess_in_small_letters_given_to_a_shell_command(prompt: str) -> None:
    # '$ ./mm rgby' over '2 1': the notation's 2 1 ? (a guess of one peg) or an error
    text = f"{prompt.format('rgby')}\nblack: 2  white: 1\n{prompt.format('rgop')}\nblack: 1  white: 0\n"
    assert clues(text) == ["RGBY 2 1", "RGOP 1 0"]


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # a guess in small letters with its counts in words, or none: an error (no digit after 'rrbb')
        (
            "we are three guesses in.\nfirst rrgg, which scored a single black.\n"
            "then rrbb scored nothing.\nfinally yygg scored two blacks.\n",
            ["RRGG 1 0", "RRBB 0 0", "YYGG 2 0"],
        ),
        # 'just' nearer the counts than 'pprr': the guess JUST
        (
            "leo: first try rrpp, got two whites\nleo: flipped it to pprr and still just two whites?!\n",
            ["RRPP 0 2", "PPRR 0 2"],
        ),
        # 'spot' before a phrase of none in the legend: a clue mistyped, an error
        (
            "gbyr 🟩🟨⬛⬛\nbgry 🟨🟨⬛⬛\n🟩 = right spot, 🟨 = wrong spot, ⬛ = not in the code\n",
            ["GBYR 1 1", "BGRY 0 2"],
        ),
    ],
)
def test_codes_in_small_letters_with_counts_in_words(text: str, want: list[str]) -> None:
    assert clues(text) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # a code alone on its line, its key pegs below: an error ('rygb' has no feedback after it)
        ("rygb\n  ⚫⚫⚪⚪\nrybg\n  ⚫⚫⚫⚫ 🏆\n", ["RYGB 2 2", "RYBG 4 0"]),
        # '#42' with its count beside it put the codes in small letters out: 42 2 0
        (
            "game #42 · 2 guesses · in progress\nrgby · 1 black · 2 white\nybrg · 0 black · 4 white\n",
            ["RGBY 1 2", "YBRG 0 4"],
        ),
        # 'gave' beside 'rgby', a word of its length, took the line out (RGBY 1 1 dropped, a generic notice)
        (
            "ok so\nrgby gave me 1 black 1 white\nthen ppoo got nothing at all (0 0)\n"
            "and rrgg 2 black\nwhat now lol\n",
            ["RGBY 1 1", "PPOO 0 0", "RRGG 2 0"],
        ),
    ],
)
def test_codes_in_small_letters_alone_and_beside_numbers_and_words(text: str, want: list[str]) -> None:
    assert clues(text) == want


def test_a_word_alone_in_small_letters_is_no_code() -> None:
    # 'hmm' and 'nice' (letters no default colour has) stand alone above counts: no clue of them
    with pytest.raises(NotationError):
        parse_sheet("hmm\n1 black 2 white\nnice\n0 black 4 white\n")


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # an ISO timestamp in small letters ('t', 'z'): its time read as counts, an error
        (
            "2026-12-05t10:00:01z info guess 5612 -> b1 w1\n2026-12-05t10:00:05z info guess 2165 -> b0 w3\n",
            ["5612 1 1", "2165 0 3"],
        ),
        # a guess in small letters after a label and an arrow, its feedback below: an error
        (
            "guess 1 → rgby\nfeedback → 1 black / 2 white\nguess 2 → ybrg\nfeedback → 0 black / 4 white\n",
            ["RGBY 1 2", "YBRG 0 4"],
        ),
        # key pegs after a label after a guess in small letters apart: an error
        ("row 1: r g b y   key: ●○○\nrow 2: g r y b   key: ○○○○\n", ["RGBY 1 2", "GRYB 0 4"]),
    ],
)
def test_small_letters_in_timestamps_labels_and_arrows(text: str, want: list[str]) -> None:
    assert clues(text) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # words in capitals read as the guesses (SANTA 1 ?, TRIED 1 2, with notices of colours replaced)
        (
            "DEAR SANTA, I WANT A NEW MASTERMIND. I TRIED 1122 AND GOT 1 BLACK, "
            "THEN 3344 AND GOT 2 WHITE. LOVE, TIM\n",
            ["1122 1 0", "3344 0 2"],
        ),
        # 'COLOURS' read as the guess of both lines
        ("1234: 3 COLOURS RIGHT, 1 IN PLACE\n2345: 2 COLOURS RIGHT, 1 IN PLACE\n", ["1234 1 2", "2345 1 1"]),
        # two clues in a sentence among words in capitals of their length: FOUR 0 0
        (
            "WE TRIED RGBY: ONE BLACK, TWO WHITE. THEN YRBG: FOUR WHITE, NO BLACK. MR. SPOCK IS CONFIDENT.\n",
            ["RGBY 1 2", "YRBG 0 4"],
        ),
        # 'PLAYER' and 'ENGINE' of a prompt: an error
        ("PLAYER 1 > RGBY\nENGINE > B=2 W=1\nPLAYER 1 > RROO\nENGINE > B=1 W=0\n", ["RGBY 2 1", "RROO 1 0"]),
    ],
)
def test_codes_among_words_in_capitals(text: str, want: list[str]) -> None:
    assert clues(text) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # 'BOT: 1 BLACK 2 WHITE' read as the clue BOT 1 2, so no feedback of 'R G B Y' above it (dropped)
        (
            "PLAYER1: R G B Y\nBOT: 1 BLACK 2 WHITE\nPLAYER1: B R Y G\nBOT: 0 BLACK 4 WHITE\n",
            ["RGBY 1 2", "BRYG 0 4"],
        ),
        # colour names in capitals are codes: 'GUESS' and 'GREEN' were read as the guesses
        (
            "ALPHA: GUESS RED GREEN BLUE YELLOW, OVER.\nBRAVO: TWO BLACK, ONE WHITE, OVER.\n"
            "ALPHA: GUESS RED RED BLUE BLUE, OVER.\nBRAVO: ONE BLACK, OVER.\n",
            ["RGBY 2 1", "RRBB 1 0"],
        ),
    ],
)
def test_codes_and_colour_names_among_words_in_capitals_over_two_lines(text: str, want: list[str]) -> None:
    assert clues(text) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # the counts cut by an e-mail's wrap: 3345 0 ? (white not known), with a generic notice
        (
            "So I started with 1122 and got 1 black 1 white. Then 3345 gave me 0\nblack 2 white.\n",
            ["1122 1 1", "3345 0 2"],
        ),
        # a record cut after its black: BRRY 0 0
        (
            '[{:guess=>"BBGG", :black=>1, :white=>0}, {:guess=>"BRRY", :black=>0,\n:white=>2}]\n',
            ["BBGG 1 0", "BRRY 0 2"],
        ),
        # a record cut inside its brackets after a word: YBRG 0 0 before
        (
            '(def turns [{:guess "RGBY" :black 1 :white 2} {:guess "YBRG" :black 0 :white\n4}])\n',
            ["RGBY 1 2", "YBRG 0 4"],
        ),
        (
            'turns = [Turn {code = "1234", bulls = 1, cows = 1}, Turn {code = "5678",'
            " bulls\n= 0, cows = 2}]\n",
            ["1234 1 1", "5678 0 2"],
        ),
        # a line that ends with a guess, its counts in brackets on the next: BYRG dropped before
        (
            "At the club tonight my guesses were RGBY (1 black, 2 white) and then BYRG\n(4 white). Hmm.\n",
            ["RGBY 1 2", "BYRG 0 4"],
        ),
    ],
)
def test_a_clue_hard_wrapped_over_two_lines(text: str, want: list[str]) -> None:
    assert clues(text) == want


def test_a_line_that_ends_a_clause_is_not_joined_with_the_next() -> None:
    # joined, 'hint 2)' lent its counts to the clue above (3916 1 2)
    text = (
        "hint 1) 3916 has exactly one correct digit, but it is in the wrong spot\n"
        "hint 2) 2054 has exactly one correct digit, and it is in the right spot\n"
    )
    assert clues(text) == ["3916 0 1", "2054 1 0"]


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # Chinese colour names a character a peg, glued (an error at line 1 before)
        (
            "尝试1：红绿蓝黄 → 位置对1个，颜色对2个\n尝试2：黄蓝红绿 → 位置对0个，颜色对4个\n",
            ["RGBY 1 2", "YBRG 0 4"],
        ),
        ("红 绿 蓝 黄 1 2\n黄 蓝 红 绿 0 4\n", ["RGBY 1 2", "YBRG 0 4"]),
        # Japanese names, and the counts' words 黒 and 白 glued to their counts: no pegs of the guess
        ("赤緑青黄 黒1白2\n黄青赤緑 黒0白4\n", ["RGBY 1 2", "YBRG 0 4"]),
        # the word table's 白 and 黑 say which count is which, whichever stands first
        ("RGBY：白1黑2\nYBRG：白0黑4\n", ["RGBY 2 1", "YBRG 4 0"]),
    ],
)
def test_colour_names_of_one_character_and_counts_words_glued(text: str, want: list[str]) -> None:
    assert clues(text) == want


def test_counts_words_of_one_character_need_no_assumed_order() -> None:
    assert not any("not in the word table" in n for n in notices("RGBY：黑1白2\nYBRG：黑0白4\n"))
    # a run of black and white characters alone is no guess: a feedback's pegs
    from mmnotation.notation.clue_lines import guesses

    assert [g[0] for g in guesses("红绿蓝黄 黑白白")] == [("R", "G", "B", "Y")]


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # reStructuredText's list-table, a cell a line (an error at its 'Guess' cell before)
        (
            ".. list-table:: Our game\n   :header-rows: 1\n\n   * - Guess\n     - Black\n     - White\n"
            "   * - RGBY\n     - 1\n     - 2\n   * - YRGB\n     - 0\n     - 4\n",
            ["RGBY 1 2", "YRGB 0 4"],
        ),
        # YAML's list of lists, its header naming bulls and cows, cows first
        (
            "- - code\n  - cows\n  - bulls\n- - 1234\n  - 2\n  - 1\n- - 1342\n  - 4\n  - 0\n",
            ["1234 1 2", "1342 0 4"],
        ),
    ],
)
def test_a_table_written_as_lists_a_cell_a_line(text: str, want: list[str]) -> None:
    assert clues(text) == want


def test_the_text_around_a_table_of_lists_is_said() -> None:
    text = (
        "Our game:\n\n- - guess\n  - black\n  - white\n- - RGBY\n  - 1\n  - 2\n- - YRGB\n  - 0\n  - 4\n\nok\n"
    )
    assert clues(text) == ["RGBY 1 2", "YRGB 0 4"]
    assert any("skipped the text around the table (lines 1, 13)" in n for n in notices(text))


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # a count's column before the guess's, named by the header (read 1234 ? 1 before)
        ("cows | guess | bulls\n2 | 1234 | 1\n4 | 1342 | 0\n", ["1234 1 2", "1342 0 4"]),
        ("white,guess,black\n2,RGBY,1\n4,YBRG,0\n", ["RGBY 1 2", "YBRG 0 4"]),
        (
            "| # | black | guess | white |\n|---|---|---|---|\n| 1 | 1 | RGBY | 2 |\n| 2 | 0 | YBRG | 4 |\n",
            ["RGBY 1 2", "YBRG 0 4"],
        ),
    ],
)
def test_a_tables_count_column_before_its_guess_column(text: str, want: list[str]) -> None:
    assert clues(text) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # troff's tbl: its format line 'c c c' read by the notation as the clue CC 0 1, the header then
        # as feedback without counts (an error at 'White' before)
        (
            ".TS\nallbox;\nc c c\nl n n.\nGuess\tBlack\tWhite\nRGBY\t1\t2\nYRBG\t0\t4\n.TE\n",
            ["RGBY 1 2", "YRBG 0 4"],
        ),
        ("c c c\nGuess Black White\nRGBY 1 2\nYRBG 0 4\n", ["RGBY 1 2", "YRBG 0 4"]),
    ],
)
def test_a_header_below_a_line_the_notation_took_for_a_clue(text: str, want: list[str]) -> None:
    assert clues(text) == want
    assert any("line 1" in n or "lines 1" in n for n in notices(text))  # the line above is said skipped


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # an HTTP access log: the counts named in the query string, the log's own numbers after them
        (
            '10.0.0.7 - - [05/Dec/2026:20:01:13 +0000] "GET /mm/score?guess=RGBY&black=1&white=2 HTTP/1.1"'
            ' 200 512 "-" "curl/8.5.0"\n'
            '10.0.0.7 - - [05/Dec/2026:20:02:41 +0000] "GET /mm/score?guess=GRYB&black=0&white=4 HTTP/1.1"'
            ' 200 512 "-" "curl/8.5.0"\n',
            ["RGBY 1 2", "GRYB 0 4"],
        ),
        # the same word of a guess's look on each line after the clue is the text's (HTTP), not a guess
        ("RGBY black=1 white=2 HTTP/1.1\nGRYB black=0 white=4 HTTP/1.1\n", ["RGBY 1 2", "GRYB 0 4"]),
        (
            "1234 bulls: 1, cows: 2 (took 12.5 s, 3 tries, 42 ms)\n3412 bulls: 0, cows: 4\n",
            ["1234 1 2", "3412 0 4"],
        ),
    ],
)
def test_counts_named_first_and_the_lines_own_text_after(text: str, want: list[str]) -> None:
    assert clues(text) == want


@pytest.mark.parametrize(
    "header",
    [
        "Kolónan: kòrá=R bèrdè=G blou=B hel=Y oranje=O lila=P",  # Papiamento, not in the word table
        "kòrá = R, bèrdè = G, blou = B, hel = Y",  # no label, blanks around '='
    ],
)
def test_colour_names_each_given_its_letter_in_a_header_of_any_language(header: str) -> None:
    text = (
        f"{header}\n1) kòrá bèrdè blou hel — 1 pretu, 2 blanku\n2) hel blou kòrá bèrdè — 0 pretu, 4 blanku\n"
    )
    assert clues(text) == ["RGBY 1 2", "YBRG 0 4"]
    assert any("the colours this line lists are the game's" in n for n in notices(text))


def test_counts_named_with_their_numbers_are_no_colour_list() -> None:
    text = "black=1 white=2 total=3 none=0\nRGBY 1 2\nYBRG 0 4\n"
    assert not any("the colours this line lists" in n for n in notices(text))


@pytest.mark.parametrize(
    ("clue1", "clue2"),
    [
        ("1) kòrá vèrdè blou hel — 1 pretu, 2 blanku", "2) hel blou kòrá vèrdè — 0 pretu, 4 blanku"),
        ("kòrá vèrdè blou hel: 1 pretu, 2 blanku", "hel blou kòrá vèrdè 0 4"),
    ],
)
def test_colour_names_listed_under_a_label_of_any_language_that_the_guesses_use(
    clue1: str, clue2: str
) -> None:
    # the label (Papiamento's 'Kolónan') is no word of the table: the guesses written with the names say
    # that the line lists the colours (an error at line 1 before)
    text = f"Kolónan: kòrá, vèrdè, blou, hel, oranje, lila\n{clue1}\n{clue2}\n"
    assert clues(text) == ["KVBH 1 2", "HBKV 0 4"]
    assert any("the colours this line lists are the game's" in n for n in notices(text))


def test_names_listed_that_no_guess_is_written_with_are_no_colours() -> None:
    text = "Players: Anna, Bob, Carl, Dave\nAnna Bob Carl said RGBY 1 2\nAnna Bob Carl YBRG 0 4\n"
    assert clues(text) == ["RGBY 1 2", "YBRG 0 4"]


def test_a_line_wrapped_after_a_count_and_its_word_is_joined_with_the_next() -> None:
    text = (
        "You said:\nI'm playing Mastermind. RGBY got 1 black 2 white, then YBRG got 0 black\n"
        "4 white. What next?\nChatGPT said:\nGreat, let's think it through.\n"
    )
    assert clues(text) == ["RGBY 1 2", "YBRG 0 4"]  # (YBRG 0 0 before: '0 black' alone)


def test_of_two_blocks_alike_the_one_whose_clues_know_both_counts_is_the_sheets() -> None:
    # an access log wrapped at 72: the dates ('2026:20:01:13': a lone count assumed) or the clues
    text = (
        '10.0.0.7 - - [05/Dec/2026:20:01:13 +0000] "GET\n'
        '/mm/score?guess=RGBY&black=1&white=2 HTTP/1.1" 200 512 "-" "curl/8.5.0"\n'
        '10.0.0.7 - - [05/Dec/2026:20:02:41 +0000] "GET\n'
        '/mm/score?guess=GRYB&black=0&white=4 HTTP/1.1" 200 512 "-" "curl/8.5.0"\n'
    )
    assert clues(text) == ["RGBY 1 2", "GRYB 0 4"]


def test_counts_named_first_are_not_taken_where_another_records_count_follows() -> None:
    # an Elixir list of maps wrapped at 60: the second map's 'black: 1' is cut from its guess
    text = (
        "iex(4)> Game.turns(game)\n"
        '[%{black: 1, guess: "RGBY", white: 2}, %{black: 1, guess:\n"GBRY", white: 3}]\n'
    )
    try:
        read = clues(text)
    except NotationError:
        return  # said
    assert read in (["RGBY 1 2", "GBRY 1 3"], [])


def test_a_decimal_after_the_counts_is_no_count() -> None:
    # a JUnit report: 'time="0.003"' after the clue in the test's name (read RGBY 2 0 before)
    text = (
        '<testsuite name="replay" tests="2" failures="0">\n'
        '  <testcase name="RGBY scores 1 black 2 white" time="0.003"/>\n'
        '  <testcase name="GBRY scores 1 black 3 white" time="0.002"/>\n</testsuite>\n'
    )
    assert clues(text) == ["RGBY 1 2", "GBRY 1 3"]


@pytest.mark.parametrize("newline", ["\\n", "\\N"])
def test_clues_apart_by_an_escaped_line_break(newline: str) -> None:
    # an iCalendar event's description: its commas escaped, '\n' between the clues (read as the clue
    # 'SUMMARY 0 4' before)
    text = (
        "BEGIN:VEVENT\nDTSTART:20261205T190000Z\nSUMMARY:Mastermind night\n"
        f"DESCRIPTION:RGBY: 1 black\\, 2 white{newline}YBGR: 0 black\\, 4 white\nEND:VEVENT\n"
    )
    assert clues(text) == ["RGBY 1 2", "YBGR 0 4"]


def test_a_terminal_recordings_event_lines() -> None:
    # asciinema: each line's time a decimal (its fraction read as the guess 530 before), the output
    # a JSON string ending in an escaped line break
    text = (
        '{"version": 2, "width": 80, "height": 24}\n[0.512, "o", "> RGBY\\r\\n"]\n'
        '[0.530, "o", "1 black, 2 white\\r\\n"]\n[2.104, "o", "> BYRG\\r\\n"]\n'
        '[2.120, "o", "0 black, 4 white\\r\\n"]\n'
    )
    assert clues(text) == ["RGBY 1 2", "BYRG 0 4"]


@pytest.mark.parametrize(
    "text",
    [
        "- - guess\n  - black\n  - white\n- - RGBY\n  - 1\n  - 2\n",  # YAML, one row under its header
        ".. list-table::\n   :header-rows: 1\n\n   * - Guess\n     - Black\n     - White\n   * - RGBY\n"
        "     - 1\n     - 2\n",
    ],
)
def test_a_table_written_as_lists_with_one_clue(text: str) -> None:
    assert clues(text) == ["RGBY 1 2"]  # (an error at its header's cells before)


@pytest.mark.parametrize(
    "text",
    [
        "mm=# COPY turns (guess, black, white) TO STDOUT;\nRGBY\t1\t2\nYRGB\t0\t4\nBBGG\t1\t\\N\n",
        "RGBY\t1\t2\nYRGB\t0\t4\nBBGG\t1\t\\N\n",
    ],
)
def test_a_databases_null_is_a_count_not_known(text: str) -> None:
    # PostgreSQL's COPY writes a null as '\N' (an error at it before)
    assert clues(text) == ["RGBY 1 2", "YRGB 0 4", "BBGG 1 ?"]
    assert any("a null where a count stands" in n for n in notices(text))


@pytest.mark.parametrize("call", ["(score '(r g b y))", "(score 'rgby)"])
def test_a_lisp_repls_quoted_guess_and_its_answer_below(call: str) -> None:
    other = call.replace("r g b y", "g y b r").replace("rgby", "gybr")
    text = f"> {call}\n'(1 2)\n> {other}\n'(0 4)\n"
    assert clues(text) == ["RGBY 1 2", "GYBR 0 4"]  # (an error at its first line before)


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # a table's count cell '?' is the count not known (the row was dropped, only 'read as pasted
        # text: 1 clue' said)
        ("guess,black,white\nRGBY,1,2\nYRGB,0,?\n", ["RGBY 1 2", "YRGB 0 ?"]),
        (
            "| guess | black | white |\n|---|---|---|\n| RGBY | 1 | 2 |\n| YRGB | ? | ? |\n",
            ["RGBY 1 2", "YRGB ? ?"],
        ),
        # a null of SQL or of a program where a count stands: not known, said
        ("guess,black,white\nRGBY,1,2\nYRGB,0,NULL\n", ["RGBY 1 2", "YRGB 0 ?"]),
        ("RGBY 1 2\nYRGB 0 NaN\n", ["RGBY 1 2", "YRGB 0 ?"]),
    ],
)
def test_a_count_not_known_in_a_tables_cell(text: str, want: list[str]) -> None:
    assert clues(text) == want


def test_a_null_read_as_not_known_is_said() -> None:
    assert any("write 0 if it means none" in n for n in notices("RGBY 1 2\nYRGB 0 NaN\n"))


def test_nil_is_a_players_none_not_a_null() -> None:
    assert clues("RGBY 1 2\nYRGB 1 black, nil white\n") == ["RGBY 1 2", "YRGB 1 0"]


def test_a_word_the_blocks_lines_write_beside_their_guesses_is_no_guess_on_another_line() -> None:
    # BASIC DATA lines: 'DATA' stands beside each guess; its end marker's line is text, not a clue
    # mistyped (an error at the REM line before)
    text = '10 REM MASTERMIND CLUES\n20 DATA "RGBY",1,2\n30 DATA "GYRB",0,4\n40 DATA "END",0,0\n'
    assert clues(text) == ["RGBY 1 2", "GYRB 0 4"]
    assert any("(lines 1, 4)" in n for n in notices(text))


@pytest.mark.parametrize(
    "text",
    [
        # Prolog: the guess a list given to the query, the answer's bindings a line each
        "?- score([r,g,b,y], B, W).\nB = 1,\nW = 2.\n\n?- score([y,g,r,b], B, W).\nB = 1,\nW = 3.\n",
        "?- score([r,g,b,y], B, W).\nB = 1, W = 2.\n\n?- score([y,g,r,b], B, W).\nB = 1, W = 3.\n",
        ">>> score([r,g,b,y])\n(1, 2)\n>>> score([y,g,r,b])\n(1, 3)\n",  # a list given to a call
        "guess: RGBY\nb: 1\nw: 2\nguess: YGRB\nb: 1\nw: 3\n",  # a record's fields the counts' letters
        "guess: RGBY\nW: 2\nB: 1\nguess: YGRB\nW: 3\nB: 1\n",
    ],
)
def test_a_calls_list_and_the_counts_letters_bound_below(text: str) -> None:
    assert clues(text) == ["RGBY 1 2", "YGRB 1 3"]  # (an error before)


def test_the_letters_a_and_b_of_a_record_are_bulls_and_cows() -> None:
    assert clues("guess: 1234\nA: 1\nB: 2\nguess: 4321\nB: 4\nA: 0\n") == ["1234 1 2", "4321 0 4"]


def test_a_records_letters_that_name_no_counts_are_not_read_as_them() -> None:
    with pytest.raises(NotationError):
        parse_sheet("guess: RGBY\nx: 1\ny: 2\nguess: YGRB\nx: 1\ny: 3\n")


@pytest.mark.parametrize(
    "text",
    [
        # kubectl get: columns aligned by blanks, one more column (AGE) after the counts
        "NAME     GUESS   BLACK   WHITE   AGE\nturn-1   RGBY    1       2       5m\n"
        "turn-2   GYRB    0       4       3m\n",
        "GUESS   BLACK   WHITE   AGE\nRGBY    1       2       5\nGYRB    0       4       3\n",
    ],
)
def test_a_table_whose_columns_blanks_align_is_read_by_its_header(text: str) -> None:
    assert clues(text) == ["RGBY 1 2", "GYRB 0 4"]  # (an error at the header before)


def test_a_table_whose_columns_blanks_align_with_a_row_short_of_a_cell_is_read_a_line_at_a_time() -> None:
    # a row of fewer cells than the header's: no table by its columns (its cells would shift)
    text = "GUESS   BLACK   WHITE\nRGBY    1       2\nGYRB    0\n"
    assert clues(text) == ["RGBY 1 2", "GYRB 0 ?"]


def test_counts_written_in_hexadecimal_in_a_registry_export() -> None:
    text = (
        "Windows Registry Editor Version 5.00\n\n[HKEY_CURRENT_USER\\Software\\Mastermind\\Turn1]\n"
        '"Guess"="RGBY"\n"Black"=dword:00000001\n"White"=dword:00000002\n\n'
        '[HKEY_CURRENT_USER\\Software\\Mastermind\\Turn2]\n"Guess"="BRYG"\n"Black"=dword:00000000\n'
        '"White"=dword:00000004\n'
    )
    assert clues(text) == ["RGBY 1 2", "BRYG 0 4"]  # (RGBY 1 ?, BRYG 0 ? before, the white lines skipped)
    assert clues("guess: RGBY\nblack: 0x1\nwhite: 0x2\nguess: YGRB\nblack: 0x1\nwhite: 0x3\n") == [
        "RGBY 1 2",
        "YGRB 1 3",
    ]


def test_a_table_pasted_a_cell_a_line() -> None:
    text = "Guess\nBlack\nWhite\nRGBY\n1\n2\nYBGR\n0\n4\n"
    assert clues(text) == ["RGBY 1 2", "YBGR 0 4"]  # (an error at its header before)
    assert not any("skipped" in n for n in notices(text))  # its cells are the table's, no text around it


def test_a_repls_answer_a_field_a_line_in_a_block_below_the_call() -> None:
    # Swift's REPL prints a named tuple over four lines
    text = (
        '  1> score("RGBY")\n$R0: (black: Int, white: Int) = {\n  black = 1\n  white = 2\n}\n'
        '  2> score("GRYB")\n$R1: (black: Int, white: Int) = {\n  black = 0\n  white = 4\n}\n'
    )
    assert clues(text) == ["RGBY 1 2", "GRYB 0 4"]


def test_a_decimal_after_a_word_is_no_count_of_a_clue_mistyped() -> None:
    # go test -v: '--- PASS: TestScore (0.00s)' is no clue mistyped (an error at '=== RUN' before)
    text = (
        "=== RUN   TestScore\n    score_test.go:12: RGBY: black=1 white=2\n"
        "    score_test.go:12: YBGR: black=0 white=4\n--- PASS: TestScore (0.00s)\nPASS\n"
        "ok  \texample.com/mm\t0.003s\n"
    )
    assert clues(text) == ["RGBY 1 2", "YBGR 0 4"]


def test_an_emails_source_in_quoted_printable() -> None:
    text = (
        'Content-Type: text/plain; charset="UTF-8"\nContent-Transfer-Encoding: quoted-printable\n\n'
        "Here is where we are =E2=80=94 your move:\nRGBY black=3D1 white=3D2\nYBRG black=3D0 white=3D4\n"
    )
    assert clues(text) == ["RGBY 1 2", "YBRG 0 4"]  # (an error at its first line before)


def test_a_commands_answer_a_field_a_line_below_it() -> None:
    text = "$ ./mm --guess RGBY\nblack: 1\nwhite: 2\n$ ./mm --guess YBGR\nblack: 0\nwhite: 4\n"
    assert clues(text) == ["RGBY 1 2", "YBGR 0 4"]  # (an error at its first line before)


def test_numbers_read_with_two_feedbacks_are_no_clues_among_a_lines_several() -> None:
    # Android Studio's logcat: the process and thread '1234-1250' on each line were read as two clues
    text = (
        "2026-12-06 10:00:01.123  1234-1250  Mastermind  com.example.mm  D  guess=RGBY black=1 white=2\n"
        "2026-12-06 10:00:09.456  1234-1250  Mastermind  com.example.mm  D  guess=YGBR black=1 white=3\n"
    )
    assert clues(text) == ["RGBY 1 2", "YGBR 1 3"]


@pytest.mark.parametrize(
    "text",
    [
        # Texinfo, ConTeXt and RTF part a row's cells with a command (an error at the first line before)
        "@multitable @columnfractions .4 .3 .3\n@headitem Guess @tab Black @tab White\n"
        "@item RGBY @tab 1 @tab 2\n@item GBYR @tab 0 @tab 4\n@end multitable\n",
        "\\starttabulate[|l|r|r|]\n\\NC Guess \\NC Black \\NC White \\NR\n\\NC RGBY \\NC 1 \\NC 2 \\NR\n"
        "\\NC GBYR \\NC 0 \\NC 4 \\NR\n\\stoptabulate\n",
        "\\trowd\\cellx2000\\cellx3500\\cellx5000\nGuess\\cell Black\\cell White\\cell\\row\n"
        "\\trowd\\cellx2000\\cellx3500\\cellx5000\nRGBY\\cell 1\\cell 2\\cell\\row\n"
        "\\trowd\\cellx2000\\cellx3500\\cellx5000\nGBYR\\cell 0\\cell 4\\cell\\row\n",
        # LaTeX cells in a command: its argument where it is all the cell holds, else the rest
        "\\begin{tabular}{lrr}\n\\textbf{Guess} & \\textbf{Black} & \\textbf{White} \\\\\n\\hline\n"
        "\\textbf{RGBY} & \\cellcolor{gray} 1 & 2 \\\\\n\\textbf{GBYR} & 0 & \\cellcolor{gray} 4 \\\\\n"
        "\\end{tabular}\n",
    ],
)
def test_a_tables_cells_parted_by_a_markup_command(text: str) -> None:
    assert clues(text) == ["RGBY 1 2", "GBYR 0 4"]


@pytest.mark.parametrize(
    "text",
    [
        # Excel 2003's XML spreadsheet, a cell a line (read as RGBY 1 ? before, the white lines skipped)
        '<Row>\n <Cell><Data ss:Type="String">Guess</Data></Cell>\n'
        ' <Cell><Data ss:Type="String">Black</Data></Cell>\n'
        ' <Cell><Data ss:Type="String">White</Data></Cell>\n'
        '</Row>\n<Row>\n <Cell><Data ss:Type="String">RGBY</Data></Cell>\n'
        ' <Cell><Data ss:Type="Number">1</Data></Cell>\n <Cell><Data ss:Type="Number">2</Data></Cell>\n'
        '</Row>\n<Row>\n <Cell><Data ss:Type="String">YBRG</Data></Cell>\n'
        ' <Cell><Data ss:Type="Number">0</Data></Cell>\n <Cell><Data ss:Type="Number">4</Data></Cell>\n'
        "</Row>\n",
        # OpenDocument's flat XML, a row a line, each count in an attribute too (an error before)
        '<table:table-row><table:table-cell office:value-type="string"><text:p>RGBY</text:p>'
        '</table:table-cell><table:table-cell office:value-type="float" office:value="1"><text:p>1'
        '</text:p></table:table-cell><table:table-cell office:value-type="float" office:value="2">'
        "<text:p>2</text:p></table:table-cell></table:table-row>\n"
        '<table:table-row><table:table-cell office:value-type="string"><text:p>YBRG</text:p>'
        '</table:table-cell><table:table-cell office:value-type="float" office:value="0"><text:p>0'
        '</text:p></table:table-cell><table:table-cell office:value-type="float" office:value="4">'
        "<text:p>4</text:p></table:table-cell></table:table-row>\n",
    ],
)
def test_a_spreadsheets_xml_rows_and_cells(text: str) -> None:
    assert clues(text) == ["RGBY 1 2", "YBRG 0 4"]


@pytest.mark.parametrize(
    "text",
    [
        # plutil -p and defaults read write a record's fields sorted: black above the guess, white below
        '{\n  "turns" => [\n    0 => {\n      "black" => 1\n      "guess" => "RGBY"\n      "white" => 2\n'
        '    }\n    1 => {\n      "black" => 0\n      "guess" => "GYBR"\n      "white" => 4\n    }\n  ]\n}\n',
        "{\n  turns = (\n    {\n      black = 1;\n      guess = RGBY;\n      white = 2;\n"
        "    },\n    {\n      black = 0;\n      guess = GYBR;\n      white = 4;\n"
        "    }\n  );\n}\n",
    ],
)
def test_a_records_count_field_above_its_guess(text: str) -> None:
    assert clues(text) == ["RGBY 1 2", "GYBR 0 4"]  # (RGBY 0 2 before: the black above was lost)


def test_a_count_field_above_belongs_to_no_record_that_has_it_below() -> None:
    # YAML records: each guess's counts below it; the previous record's counts are not taken again
    text = "guess: RGBY\nblack: 1\nwhite: 2\nguess: GYBR\nblack: 0\nwhite: 4\n"
    assert clues(text) == ["RGBY 1 2", "GYBR 0 4"]


@pytest.mark.parametrize(
    "text",
    [
        # R's dput of a data frame (read as the one clue 'YGRB 1 2' before: counts of other guesses)
        '> dput(turns)\nstructure(list(guess = c("RGBY", "YGRB"), black = c(1, 1), white = c(2, 3)),'
        ' class = "data.frame", row.names = c(NA, -2L))\n',
        'guess = ["RGBY", "YGRB"]; black = [1, 1]; white = [2, 3]\n',
    ],
)
def test_parallel_vectors_on_a_line(text: str) -> None:
    assert clues(text) == ["RGBY 1 2", "YGRB 1 3"]


@pytest.mark.parametrize(
    "text",
    [
        # Scilab writes whole numbers as reals ('RGBY 2 ?' before), numpy too
        '--> score("RGBY")\n ans  =\n\n   1.   2.\n\n--> score("YGRB")\n ans  =\n\n   1.   3.\n',
        ">>> score('RGBY')\n[1. 2.]\n>>> score('YGRB')\n[1. 3.]\n",
        # MATLAB: the answer's name and 'struct with fields:' over the fields (an error before)
        ">> t = score('RGBY')\nt = \n  struct with fields:\n\n    black: 1\n    white: 2\n\n"
        ">> t = score('YGRB')\nt = \n  struct with fields:\n\n    black: 1\n    white: 3\n",
    ],
)
def test_a_programs_answer_as_reals_or_under_two_lines_that_name_it(text: str) -> None:
    assert clues(text) == ["RGBY 1 2", "YGRB 1 3"]


def test_smalltalks_associations_are_a_records_fields() -> None:
    # a Dictionary's '#black->1' (read as RGBY 0 2 before: the black count lost, said only as pasted text)
    text = (
        "a Dictionary(#black->1 #guess->'RGBY' #white->2 )\n"
        "a Dictionary(#black->1 #guess->'RYGB' #white->3 )\n"
    )
    assert clues(text) == ["RGBY 1 2", "RYGB 1 3"]


def test_an_org_property_drawers_fields() -> None:
    # ':GUESS:    RGBY' over ':BLACK:    1' and ':WHITE:    2' (read as RGBY 1 0 before: white lost)
    text = (
        "* Turn 1\n:PROPERTIES:\n:GUESS:    RGBY\n:BLACK:    1\n:WHITE:    2\n:END:\n"
        "* Turn 2\n:PROPERTIES:\n:GUESS:    GRBY\n:BLACK:    2\n:WHITE:    2\n:END:\n"
    )
    assert clues(text) == ["RGBY 1 2", "GRBY 2 2"]


@pytest.mark.parametrize(
    "text",
    [
        # a letter's line wrapped after 'two' (read as RGBY 2 1 before: 'black and' the label of two)
        "My first try was RGBY and you gave me one black and two\n"
        "whites. Then I tried YBGR and got four whites.\n",
        "I tried RGBY, you gave me 1 black and 2\nwhites. Then YBGR, four whites.\n",
    ],
)
def test_a_label_that_ends_in_and_names_the_count_before_it(text: str) -> None:
    assert clues(text) == ["RGBY 1 2", "YBGR 0 4"]


def test_cells_a_slash_and_a_blank_apart() -> None:
    text = "my guesses, oldest first. format is guess / exact / misplaced\nRGBY / 1 / 2\nYRBG / 1 / 3\n"
    assert clues(text) == ["RGBY 1 2", "YRBG 1 3"]  # (an error at the first line before)


def test_key_pegs_a_letter_each_after_a_label() -> None:
    text = (
        "Player 2 (codebreaker), 6 colours, 4 holes\n  guess RGBY   pegs: B W W\n"
        "  guess GRBY   pegs: B B W W\n"
    )
    assert clues(text) == ["RGBY 1 2", "GRBY 2 2"]  # (read as BW 0 1 and BB 0 2 before)


def test_slashes_that_a_legend_names_stay_key_pegs() -> None:
    text = "X = right colour in the right hole, / = right colour in the wrong hole\nRGBY X//\nBYGR ////\n"
    assert clues(text) == ["RGBY 1 2", "BYGR 0 4"]


def test_an_emails_nested_quotes_and_its_signature() -> None:
    # the signature's '-- ' line was an error (read as a guess of empty pegs two ways)
    text = (
        "On Sat, Dec 6, 2026 at 10:05 AM Kim <kim@example.org> wrote:\n> > RGBY: 1 black 2 white\n"
        "> > YGRB: 1 black 3 white\n> what do you think?\n\nNo idea yet.\n-- \nSam\n"
    )
    assert clues(text) == ["RGBY 1 2", "YGRB 1 3"]


def test_a_pdfs_table_extracted_a_column_after_another() -> None:
    text = (
        "Mastermind Club Newsletter        Page 3\nGuess\nRGBY\nGBYR\nBlack\n1\n0\nWhite\n2\n4\n"
        "Mastermind Club Newsletter        Page 4\n"
    )
    assert clues(text) == ["RGBY 1 2", "GBYR 0 4"]  # (an error before)


def test_a_servers_own_emoji_named_by_a_colour_are_that_colours_pegs() -> None:
    text = (
        "kim: RGBY <:black_peg:1094321> <:white_peg:1094322> <:white_peg:1094322>\n"
        "kim: RBYG <:black_peg:1094321> <:white_peg:1094322> <:white_peg:1094322> <:white_peg:1094322>\n"
    )
    assert clues(text) == ["RGBY 1 2", "RBYG 1 3"]  # (an error before)


def test_a_columns_table_a_cell_a_line_with_its_names_in_small_letters() -> None:
    assert clues("guess\nRGBY\nGBYR\nblack\n1\n0\nwhite\n2\n4\n") == ["RGBY 1 2", "GBYR 0 4"]


def test_a_number_word_among_two_counts_in_digits_is_a_labels_word() -> None:
    # Gullah 'een' (in) is Dutch's number word 'een' (one): read as RGBY 1 1 before
    text = (
        "Tri 1: RGBY — 1 een de right place, 2 een de wrong place\n"
        "Tri 2: YRBG — 1 een de right place, 3 een de wrong place\n"
    )
    assert clues(text) == ["RGBY 1 2", "YRBG 1 3"]
    assert clues("My notes:\n1234 1 2\n4321 0 one\n") == ["1234 1 2", "4321 0 1"]  # one count in digits


def test_a_heading_with_a_count_in_brackets_above_the_clues_is_text() -> None:
    # 'Milestones (2/2)' read as a guess of 10 pegs: an error before, at its letters past the palette
    text = "Milestones (2/2)\n- RGBY - 1 black 2 white\n- GBYR - 0 black 4 white\n"
    assert clues(text) == ["RGBY 1 2", "GBYR 0 4"]


def test_fields_parted_by_two_colons() -> None:
    text = (
        "- round\n  guess:: 1234\n  black:: 0\n  white:: 3\n"
        "- round\n  guess:: 4312\n  black:: 2\n  white:: 2\n"
    )
    assert clues(text) == ["1234 0 3", "4312 2 2"]  # (read as 1234 0 0 and 4312 2 0 before)


def test_json_counts_in_strings_and_values_typed_by_an_object() -> None:
    typed = "\n".join(
        f'  {{"guess": {{"type": "string", "value": "{guess}"}},\n'
        f'   "black": {{"type": "integer", "value": "{black}"}},\n'
        f'   "white": {{"type": "integer", "value": "{white}"}}}}{end}'
        for guess, black, white, end in (("1234", 0, 3, ","), ("4312", 2, 2, ""))
    )
    assert clues(f"[\n{typed}\n]\n") == ["1234 0 3", "4312 2 2"]  # (read as 1234 0 0 and 4312 2 0 before)
    assert clues('[{"guess": "1234", "black": "0", "white": "3"}]') == ["1234 0 3"]


def test_a_letter_before_each_count_is_no_label_where_words_follow_them() -> None:
    # a one-letter word before each count was taken for its label, and a letter is no label: an error before
    text = "Hi!\n1234 u 1 qorvo u 2 zendi\n4321 u 0 qorvo u 3 zendi\n"
    assert clues(text) == ["1234 1 2", "4321 0 3"]
    assert "not in the word table" in " ".join(notices(text))  # which count is black: the convention


def test_a_remark_with_numbers_of_its_own_after_two_counts() -> None:
    text = "12:00:01  1234 0 3  |  worker-7 / job 42\n12:00:05  4312 2 2  |  worker-7 / job 43\n"
    assert clues(text) == ["1234 0 3", "4312 2 2"]  # (an error before)
    # a remark that names a count or a guess is another record's: no clue is cut out of it
    wrapped = '[%{black: 1, guess: "RGBY", white: 2}, %{black: 1, guess:\n"GBRY", white: 3}]\n'
    try:
        read = clues(wrapped)
    except NotationError:
        read = []  # an error names the lines: said
    assert "GBRY 0 3" not in read  # (its black is on the line above)


def test_a_dash_between_a_name_and_the_time_that_ends_the_line_is_no_feedback() -> None:
    # 'Ben — 9:16 PM' was read as the feedback '-' (none) of the guess above it: 1234 0 0
    text = (
        "Ana — 9:15 PM\n1234?\nBen — 9:16 PM\n1 black 1 white\n"
        "Ana — 9:17 PM\n5612?\nBen — 9:18 PM\n0 black 2 white\n"
    )
    assert clues(text) == ["1234 1 1", "5612 0 2"]


def test_fields_numbered_after_their_names_with_a_remark_after_a_slash() -> None:
    text = (
        "guess_1 = 1234   / first try\nblack_1 = 0      / right digit, right place\n"
        "white_1 = 2      / right digit, wrong place\nguess_2 = 5612   / second try\n"
        "black_2 = 1      / right digit, right place\nwhite_2 = 1      / right digit, wrong place\n"
    )
    assert clues(text) == ["1234 0 2", "5612 1 1"]


def test_a_question_and_its_choices_after_the_clues_of_a_line() -> None:
    text = (
        "Puzzle: 1234 scored 0 black 2 white, then 5612 scored 1 black 1 white. "
        "What is the code? (a) 6543 (b) 2165\n"
    )
    assert clues(text) == ["1234 0 2", "5612 1 1"]  # (an error before)


def test_clues_percent_encoded_in_a_links_query() -> None:
    text = "see https://example.org/mm?log=1234%200%202%2C5612%201%201 for my game\n"
    assert clues(text) == ["1234 0 2", "5612 1 1"]  # (an error before)


def test_parallel_lists_assigned_over_lines_up_to_a_semicolon() -> None:
    text = 'data:\n\n code =\n  "1234",\n  "5612" ;\n\n black = 0, 1 ;\n\n white = 2, 1 ;\n}\n'
    assert clues(text) == ["1234 0 2", "5612 1 1"]  # (an error before)
    assert (
        len(clues("{\n  black = 1;\n  guess = RGBY;\n  white = 2;\n}\n")) == 1
    )  # a record's fields, no lists


def test_a_decimals_whole_part_is_no_guess() -> None:
    # a kernel log's uptime: '4012' was read as the guess
    text = (
        "[ 4012.004211] game: guess ROYG -> 1 black, 1 white\n"
        "[ 4015.118220] game: guess GGRY -> 2 black, 0 white\n"
    )
    assert clues(text) == ["ROYG 1 1", "GGRY 2 0"]


def test_a_guess_that_every_line_repeats_is_a_column_not_the_games() -> None:
    text = "201 OK\nresult: RGBY 1 black 2 white\n201 OK\nresult: YBGR 0 black 4 white\n"
    assert clues(text) == ["RGBY 1 2", "YBGR 0 4"]  # (read as 201 1 1 twice before: 'OK' as key pegs)


def test_a_version_number_is_no_count_of_a_word_above_the_clues() -> None:
    text = (
        "BEGIN:VCALENDAR\nVERSION:2.0\nBEGIN:VTODO\nSUMMARY:Mastermind\n"
        "DESCRIPTION:1234 0 black 2 white\\, 5612 1 black 1 white\nEND:VTODO\nEND:VCALENDAR\n"
    )
    assert clues(text) == ["1234 0 2", "5612 1 1"]  # (an error before)


# a sheet in small letters, as a phone writes it: each was an error before
def test_small_letters_after_a_prompts_name() -> None:
    assert clues("you> rgoy\ncpu> 2b 1w\nyou> gory\ncpu> 1b 2w\n") == ["RGOY 2 1", "GORY 1 2"]


def test_small_letters_two_clues_in_sentences_with_counts_in_words() -> None:
    text = "first i played bbyy and got one black one white. then yybb gave me two whites and no blacks.\n"
    assert clues(text) == ["BBYY 1 1", "YYBB 0 2"]


def test_small_letters_a_word_before_each_guess_with_its_turn_is_no_guess() -> None:
    # (a first version read 'pook 1' as a clue among the line's several)
    assert clues("pook 1: rgoy — 1 kee, 2 waa\npook 2: oyrg — 0 kee, 4 waa\n") == ["RGOY 1 2", "OYRG 0 4"]


def test_small_letters_clues_with_their_counts_in_brackets_on_one_line() -> None:
    assert clues("(black, white) bbyy (1,1) yybb (0,2)\n") == ["BBYY 1 1", "YYBB 0 2"]


def test_small_letters_a_none_word_before_a_count_further_on() -> None:
    text = (
        "bbyy - 1 cor certa no lugar certo, 1 cor certa no lugar errado\n"
        "yybb - nenhuma no lugar certo, 2 cores certas no lugar errado\n"
    )
    assert clues(text) == ["BBYY 1 1", "YYBB 0 2"]


def test_a_sheet_that_writes_its_codes_in_small_letters_is_read_as_in_capitals() -> None:
    # each an error before: the forms are read in capitals, and so in small letters
    assert clues("row 1  ggbb  ⚫⚪\nrow 2  bbyy  ⚫⚫⚪⚪\n") == ["GGBB 1 1", "BBYY 2 2"]
    assert clues("* kim tries oypr\n<mm> 1 black, 2 white\n* kim tries pyor\n<mm> 2 black, 2 white\n") == [
        "OYPR 1 2",
        "PYOR 2 2",
    ]


def test_small_letters_where_the_notation_took_a_nick_for_the_guess() -> None:
    # 'mmbot | 1b 0w' was read as the guess MMBOT (5 pegs), the lines of the guesses skipped
    text = "09:00  ana | ggrr\n09:00  mmbot | 1b 0w\n09:01  ana | rrgg\n09:01  mmbot | 0b 2w\n"
    assert clues(text) == ["GGRR 1 0", "RRGG 0 2"]


def test_glyph_pegs_after_a_word_and_before_a_sentences_end() -> None:
    # the dashes apart were taken for a legend's mark, and 'got ●○.' was no counts
    text = (
        "Round one — GGRR — got ●○.\nRound two — RRGG — got ○○.\n"
        "(● right colour, right place; ○ right colour only)\n"
    )
    assert clues(text) == ["GGRR 1 1", "RRGG 0 2"]


def test_a_number_in_angle_brackets_beside_two_counts_is_a_tag() -> None:
    text = 's" 1234" score .s <2> 0 3  ok\ns" 4312" score .s <2> 2 2  ok\n'
    assert clues(text) == ["1234 0 3", "4312 2 2"]  # (an error before: three numbers)


def test_a_feedback_broken_over_two_lines_a_count_a_line() -> None:
    text = "Game 3\n1122\n1 black 0 white\n3344\n0 black\n2 white\n"
    assert clues(text) == ["1122 1 0", "3344 0 2"]  # (an error before)


def test_a_notes_metadata_below_the_clues_is_text() -> None:
    # 'type_: 1' was taken for a guess of 5 pegs mistyped, and the whole reading refused
    text = "Game\n\nRGBY 1 2\nGBRY 2 2\n\nid: 9a8b7c\nupdated_time: 2026-12-06T10:00:01.123Z\ntype_: 1\n"
    assert clues(text) == ["RGBY 1 2", "GBRY 2 2"]


def test_moves_numbered_on_one_line_after_counts_in_a_pair() -> None:
    assert clues("1. GGRR 1-0 2. RBYY 0-2 3. BYOR 2-1\n") == ["GGRR 1 0", "RBYY 0 2", "BYOR 2 1"]


def test_colour_names_listed_with_and_before_the_last() -> None:
    # 'blue and yellow' ended the guess at blue: read as RGB 1 2, the second clue lost
    text = "We played green, green, red and red: one black. Then red, red, blue and blue: two white.\n"
    assert clues(text) == ["GGRR 1 0", "RRBB 0 2"]


def test_number_words_of_more_languages_and_a_negation_among_a_labels_words() -> None:
    # Greek number words (the table lacked them); Arabic's negation between preposition and noun
    assert clues("1234: ένα σωστό, δύο λάθος\n4321: μηδέν σωστό, τέσσερα λάθος\n") == ["1234 1 2", "4321 0 4"]
    text = "RGBY: اثنان في المكان، واحد في غير المكان\nYRGB: صفر في المكان، ثلاثة في غير المكان\n"
    assert clues(text) == ["RGBY 2 1", "YRGB 0 3"]  # (an error before: number words, labels unknown)


def test_a_range_in_a_rules_line_is_no_guess() -> None:
    # 'Digits 0-9, 3 digits' was read as the guess 093 beside clues of three digits
    text = "Digits 0-9, 3 digits, no repeats.\n125: 1 bull 1 cow\n346: 0 bulls 1 cow\n"
    assert clues(text) == ["125 1 1", "346 0 1"]


def test_the_notations_pair_before_for_and_the_guess() -> None:
    text = "FAIL: want (0, 3) for 1234\nFAIL: want (2, 2) for 4312\n"
    assert clues(text) == ["1234 0 3", "4312 2 2"]  # (an error before)


def test_handwriting_read_with_a_letter_for_a_count() -> None:
    # 'l' for 1 and 'O' for 0 before a count's word: read as 2 0 before, said only by the generic notice
    text = "1234 O black 3 white\n4312 2 black l white\n"
    assert clues(text) == ["1234 0 3", "4312 2 1"]
    assert any("'l' or 'O'" in n and "1 or 0" in n for n in notices(text))  # said by name
    assert not any("'l' or 'O'" in n for n in notices("1234 0 black 3 white\n4312 2 black 1 white\n"))


def test_a_feedback_line_wrapped_below_a_guess_is_never_skipped_as_text() -> None:
    # a first version took 'scored 1 black and 1 white.' for text beside the clues (a word in small
    # letters first on its line) and read one clue of two
    text = "Dear diary, today: 1234 scored 2 black, 0 white. Then 1256\nscored 1 black and 1 white. Bye.\n"
    try:
        read = clues(text)
    except NotationError:
        return  # said
    assert read == ["1234 2 0", "1256 1 1"]


def test_html_entities_and_line_breaks_on_one_line() -> None:
    assert clues("1234&nbsp;&nbsp;0&nbsp;3<br>4312&nbsp;&nbsp;2&nbsp;2<br>\n") == ["1234 0 3", "4312 2 2"]


def test_pegs_apart_by_middle_dots() -> None:
    text = "Turn 1 - 1·2·3·4 - 0 black, 3 white\nTurn 2 - 4·3·1·2 - 2 black, 2 white\n"
    assert clues(text) == ["1234 0 3", "4312 2 2"]


def test_glyph_pegs_after_a_triangle_arrow() -> None:
    assert clues("GGRR ► ● ○\nRRGG ► ○ ○\n● exact   ○ colour only\n") == ["GGRR 1 1", "RRGG 0 2"]


def test_a_pair_of_counts_named_with_and_after_a_verb() -> None:
    # read as 1234 3 0 before, said only by the generic notice: the names taken for the counts' labels
    text = "1234 got 0 and 3 (black and white)\n4312 got 2 and 2 (black and white)\n"
    assert clues(text) == ["1234 0 3", "4312 2 2"]


def test_a_line_wrapped_between_a_count_and_its_word() -> None:
    # '... said 1 black 2' over 'white': read as 2 1 before (the 2 took 'black' for its label)
    text = "so i played w my sis last nite n i put gbry n she said 1 black 2\nwhite\n"
    text += "then yrgb n she said 3 white lol\n"
    assert clues(text) == ["GBRY 1 2", "YRGB 0 3"]


def test_a_phrase_of_none_before_a_count_is_no_feedback_of_none() -> None:
    # 'nulla' (Hungarian and Italian none) is a number word; a phrase of none the table knows before
    # a count whose words it lacks was read 0 0, the count dropped, said only by the generic notice
    text = (
        "Logikai játék \u2013 5 lyuk, 8 szín\nRGBYO: egy fekete, két fehér\nORGBY: nulla fekete, öt fehér\n"
    )
    assert clues(text) == ["RGBYO 1 2", "ORGBY 0 5"]
    with pytest.raises(NotationError, match=r":1:8: error"):
        clues("1234 - nothing fekete, 2 fehér\n4321 - 1 fekete, 3 fehér\n")
    assert clues("1234 - 2 black 1 white\n4321 got none\n") == ["1234 2 1", "4321 0 0"]


def test_a_chats_reaction_below_clues_in_capitals_is_text() -> None:
    # Teams' 'Like 1' was read by the notation as the guess LIKE (letters past the palette): an error
    text = "[10:02 AM] Jordan Blake\nRGBY - 1 black, 2 white\nLike 1\n[10:03 AM] Jordan Blake\n"
    text += "GRYB - 0 black, 4 white\nLove 2\n"
    assert clues(text) == ["RGBY 1 2", "GRYB 0 4"]
    assert any("lines 1, 3, 4, 6" in n for n in notices(text))  # the lines skipped, listed
    with pytest.raises(NotationError):  # a legend's line is no reaction: its error stands
        clues("Legend: W = right colour and right place, B = right colour wrong place\nRRGG 1W\nRBYY 1W 1B\n")


def test_a_legends_mark_glued_before_each_count_labels_it() -> None:
    # '🎯1 🔁2' under '🎯 = right spot': each mark before its count; read 2 1 (the marks taken for the
    # labels after the counts), said only by the generic notice
    text = "bot: guess ➜ RGBY | 🎯1 🔁2\nbot: guess ➜ YRBG | 🎯0 🔁4\n🎯 = right spot · 🔁 = wrong spot\n"
    assert clues(text) == ["RGBY 1 2", "YRBG 0 4"]
    assert clues("RGBY | 1🎯 2🔁\nYRBG | 0🎯 4🔁\n🎯 = right spot · 🔁 = wrong spot\n") == [
        "RGBY 1 2",
        "YRBG 0 4",
    ]


def test_the_next_clues_number_after_glyph_pegs_is_no_count() -> None:
    # '1) RGBY ●○○ 2) GRBY ●●○○' was read RGBY 2 ? (the 2 of '2)' taken for a count)
    text = "Example: 1) RGBY ●○○ 2) GRBY ●●○○ #boardgames\n"
    assert clues(text) == ["RGBY 1 2", "GRBY 2 2"]


def test_a_calls_other_arguments_and_the_next_call_are_no_counts() -> None:
    # pydoc's examples: "score('RGBY', s) == (1, 2)" was an error (', s)' read as a key letter)
    assert clues("score('RGBY', s) == (1, 2)\nscore('YBRG', s) == (0, 4)\n") == ["RGBY 1 2", "YBRG 0 4"]
    text = "Help on function score in module mm:\n\n"
    text += "    Examples: score('RGBY', s) == (1, 2); score('YBRG', s) == (0, 4)\n"
    assert clues(text) == ["RGBY 1 2", "YBRG 0 4"]


def test_a_column_of_quoted_clues_under_a_header_that_names_no_guess() -> None:
    # a Miro board's CSV export: the clue in one quoted cell beside a 'Color' column ('yellow' was read
    # as the guess, an error)
    text = 'Content,Color,Tags\n"RGBY 1B 2W",yellow,round1\n"GRYB 0B 4W",yellow,round2\n'
    assert clues(text) == ["RGBY 1 2", "GRYB 0 4"]
    text = "RGBY: 1 no lugar certo, 2 no lugar errado,\nRRGG: 0 no lugar certo, 4 no lugar errado,\n"
    assert clues(text) == ["RGBY 1 2", "RRGG 0 4"]  # commas in prose: no cells (a first version read 1 0)


def test_numbered_rows_of_pegs_apart_and_counts_apart_with_an_empty_row() -> None:
    # a worksheet: '1. R G B Y     1       2' was no guess (the run of letters and digits apart was
    # taken whole), and the empty row '3. _ _ _ _  _  _' kept the notation's error of two readings
    text = "Name: ______   Date: ______\nGuess        Black   White\n1. R G B Y     1       2\n"
    text += "2. G R Y B     0       4\n3. _ _ _ _     _       _\n"
    assert clues(text) == ["RGBY 1 2", "GRYB 0 4"]
    assert clues("1. R G B Y 1 2\n2. G R Y B 0 4\n") == ["RGBY 1 2", "GRYB 0 4"]


def test_a_save_files_sections_with_the_game_before_the_turns() -> None:
    # 'version=3' was read as the guess VERSION, and the directives after it, and the clue lines
    # unread, kept their errors ('directives go before the first clue'): read as pasted text now
    text = "[save]\nversion=3\npegs=4\ncolours=6\n[turn1]\nguess=RGBY\nblack=1\nwhite=2\n"
    text += "[turn2]\nguess=BGYR\nblack=1\nwhite=3\n"
    assert clues(text) == ["RGBY 1 2", "BGYR 1 3"]
    with pytest.raises(NotationError, match="directives go before the first clue"):
        clues("RGBY 1 2\npegs: 4\nGGRR 1 0\n")  # a directive after a clue keeps its error


def test_a_forms_header_that_asks_for_the_guess_beside_the_counts() -> None:
    # a Typeform export: 'What was your guess?' was no header (an error); a question alone is none
    text = "#,What was your guess?,Black pegs,White pegs,Submitted At\n"
    text += "a1b2,RGBY,1,2,2026-12-06 10:01:02\nc3d4,GYBR,0,4,2026-12-06 10:03:40\n"
    assert clues(text) == ["RGBY 1 2", "GYBR 0 4"]
    # a header wrapped at 60 columns, its white cut to the next line: no header (a first version read 1 ?)
    text = "Timestamp,What was your guess?,How many black pegs?,How many\nwhite pegs?\n"
    text += "2026/12/06 10:00:01,RGBY,1,2\n2026/12/06 10:05:12,GYBR,1,3\n"
    assert clues(text) == ["RGBY 1 2", "GYBR 1 3"]
    text = "QUIZMASTER:\tYour\topening\tcode?\nPAT:\tgreen\tgreen\tred\tred\n"
    text += "QUIZMASTER:\tOne\tblack,\tone\twhite.\nPAT:\tyellow\tblue\tred\tgreen\n"
    text += "QUIZMASTER:\tThree\twhite,\tno\tblack.\n"
    assert clues(text) == ["GGRR 1 1", "YBRG 0 3"]  # (a first version took the question for a header)


def test_a_clause_after_the_last_clues_counts_is_no_count() -> None:
    # 'receives four white key pegs, then the code holds all four colours': the second clue was lost
    text = "For example, if the guess is RGBY and the response is one black key peg and two white key pegs, "
    text += "and the next guess YRGB receives four white key pegs, then the code holds all four colours.\n"
    assert clues(text) == ["RGBY 1 2", "YRGB 0 4"]


def test_a_games_colour_tags_are_markup() -> None:
    text = "[ff0000]Red[-] [00ff00]Green[-] [0000ff]Blue[-] [ffff00]Yellow[-]: 1 black 2 white\n"
    text += "[ffff00]Yellow[-] [0000ff]Blue[-] [00ff00]Green[-] [ff0000]Red[-]: 0 black 4 white\n"
    assert clues(text) == ["RGBY 1 2", "YBGR 0 4"]


def test_a_word_before_the_notations_pair_and_guesses_that_share_counts() -> None:
    assert clues("{ Move 1: RGBY scores 1-2 } { Move 2: BYRG scores 0-4 }\n") == ["RGBY 1 2", "BYRG 0 4"]
    assert clues("RGBY scored 1/2\nBYRG scored 0/4\n") == ["RGBY 1 2", "BYRG 0 4"]
    with pytest.raises(NotationError):  # a first version read GRYB 1 2, RGBY lost (the generic notice)
        clues("RGBY and GRYB scored 1/2 and 0/4 respectively.\n")


def test_one_count_where_both_key_pegs_are_named_is_no_feedback() -> None:
    # 'fick en svart och två vita': 'en' (one) is no number word (it is 'in' and 'and' elsewhere);
    # the two read with 'svart' for its label, RGBY 2 0 under the 'several clues' notice only
    text = "Jag gissade RGBY och fick en svart och två vita. Sedan YBGR: fyra vita, ingen svart.\n"
    try:
        read = clues(text)
    except NotationError:
        return
    assert "RGBY 2 0" not in read
    assert clues("RGBY 1 black, no white\nYBGR 0 black, 4 white\n") == ["RGBY 1 0", "YBGR 0 4"]


def test_glyph_pegs_after_a_word_and_before_the_next_guess_in_a_sentence() -> None:
    text = "my mastermind!!! 🟥🟩🟦🟨 got ⚫⚪⚪ then 🟨🟦🟩🟥 got ⚪⚪⚪⚪\n"
    assert clues(text) == ["RGBY 1 2", "YBGR 0 4"]  # (one clue of two before)
    text = "●●◌ for RGBY and ●◌◌◌ for RGYB (● right place, ◌ right colour elsewhere)\n"
    with pytest.raises(NotationError):  # counts before each guess: a first version read RGBY 1 3
        clues(text)


def test_a_quizs_choices_a_mark_before_each_are_no_mistyped_clues() -> None:
    text = "Question 4 (2 pts)\nGiven: RGBY = 1B 2W, GRBY = 2B 2W\nWhich code is possible?\n"
    text += "○ RBGY   ○ BRGY   ○ YGBR\n"
    assert clues(text) == ["RGBY 1 2", "GRBY 2 2"]


def test_a_markdown_footnote_a_forms_numbered_fields_and_a_name_line() -> None:
    text = "RGBY got 1 black and 2 white.[^1]\nYBRG got 0 black and 4 white.\n\n[^1]: Counted twice.\n"
    assert clues(text) == ["RGBY 1 2", "YBRG 0 4"]
    text = "New submission\nGuess 1: RGBY\nBlack 1: 1\nWhite 1: 2\nGuess 2: BGYR\nBlack 2: 1\nWhite 2: 3\n"
    assert clues(text) == ["RGBY 1 2", "BGYR 1 3"]  # (the field's number was read as a count: 1 1)
    assert clues("Name: Bob\nComments: my game RGBY=1,2 and GBRY=2,2 cool site!!!\n") == [
        "RGBY 1 2",
        "GBRY 2 2",
    ]


def test_a_title_word_with_a_page_count_and_a_daily_puzzles_result_line() -> None:
    # teletext's 'CODEBREAKER  2/3' over clues of 4 was taken for a clue mistyped: the notation's errors stood
    text = "P302  CEEFAX 302  Mon 07 Dec  10:02/12\n         CODEBREAKER  2/3\n RGBY   1 2\n GYRB   0 4\n"
    assert clues(text + " Next page: 303\n") == ["RGBY 1 2", "GYRB 0 4"]
    # '🟩🟩🟩🟩 in 3' was read as a third clue, GGGG 3 ?, under the lone count's notice
    text = "🧩 Daily Code #412\nRGBY ⚫⚪⚪\nGYBR ⚪⚪⚪⚪\n🟩🟩🟩🟩 in 3\n"
    assert clues(text) == ["RGBY 1 2", "GYBR 0 4"]


def test_a_total_beside_a_count_whose_words_the_table_lacks() -> None:
    # Romanian totals: '3 culori corecte, 1 la locul potrivit' was an error (no Romanian in the table)
    text = "RGBY: 3 culori corecte, 1 la locul potrivit\nGBYR: 4 culori corecte, 2 la locul potrivit\n"
    assert clues(text) == ["RGBY 1 2", "GBYR 2 2"]
    assert any("total" in n for n in notices(text))
    assert clues("RGBY: 3 correct colours, 1 xyzzy\nGBYR: 4 correct colours, 2 xyzzy\n") == [
        "RGBY 1 2",
        "GBYR 2 2",
    ]


def test_front_matter_with_a_long_number_above_the_clues() -> None:
    # 'updated: 1765101234567' was read as who spoke and a count: the notation's error stood
    text = "---\nid: mm-game\ntitle: Mastermind game\nupdated: 1765101234567\n---\n- RGBY 1 2\n- YBGR 0 4\n"
    assert clues(text) == ["RGBY 1 2", "YBGR 0 4"]
    with pytest.raises(NotationError, match="more than any game's pegs"):
        clues("RGBY 1234567890 0\n")  # after a guess, the count's error stands


def test_two_clues_in_a_chinese_sentence_with_full_width_punctuation() -> None:
    # the next clue's words after a full-width semicolon ('第二次猜') and the ideographic full stop
    # were read as part of the counts: no clue, an error
    text = "知乎回答：第一次猜 1234，结果 1A2B；第二次猜 5678，结果 0A0B。\n"
    assert clues(text) == ["1234 1 2", "5678 0 0"]


def test_an_unknown_count_with_a_remark_after_a_dash_or_said_in_words() -> None:
    text = "Mentimeter open answers\n• RGBY 1 ? — can't remember the whites\n• GGRR 2 0\n"
    assert clues(text) == ["RGBY 1 ?", "GGRR 2 0"]  # (an error: the dash's remark after a number)
    text = "RGBYO — 1 black, whites unknown\nOOPPK — 0 black, 2 white\n"
    assert clues(text) == ["RGBYO 1 ?", "OOPPK 0 2"]  # (an error: 'unknown words')
    with pytest.raises(NotationError):  # a count's word after a dash is no remark: no '2 ?' in silence
        clues("RGBY 2 - white\nGGRR 1 - white\n")


def test_a_level_line_with_a_short_number_and_stars_above_the_clues() -> None:
    # 'Level 7 of 20 ★★★': '20 ★★★' was taken for a clue mistyped (two digits, three black stars)
    text = "Level 7 of 20 ★★★\nAttempt 1: 1234 ✔ 1 ✘ 2\nAttempt 2: 4321 ✔ 0 ✘ 4\n"
    text += "(✔ = right digit right place, ✘ = right digit wrong place)\n"
    assert clues(text) == ["1234 1 2", "4321 0 4"]


def test_the_rules_for_joined_guesses_and_both_keys_keep_words_and_zeros() -> None:
    # found by the noise measure: first versions lost these (small letters, capitals)
    text = "my kid made me play\nfirst i did rgby and got 1 black 1 white\nthen oopp, just 1 white\n"
    assert clues(text + "then rryy, 1 black only\n") == ["RGBY 1 1", "OOPP 0 1", "RRYY 1 0"]
    text = "NAME,STATUS,BLACK,WHITE\nRGBY,DONE,1,2\nBGRY,WORKING ON IT,1,3\n"
    assert clues(text) == ["RGBY 1 2", "BGRY 1 3"]
    text = "[07/12/2026, 09:01:12] DAD: RGBY\n[07/12/2026, 09:01:40] ME: ONE BLACK TWO WHITE\n"
    text += "[07/12/2026, 09:03:02] DAD: GYRB\n[07/12/2026, 09:03:30] ME: FOUR WHITE NO BLACK\n"
    assert clues(text) == ["RGBY 1 2", "GYRB 0 4"]


def test_a_legend_in_brackets_and_a_signature_after_two_clues_on_a_line() -> None:
    text = "Fridge note: RGBY=●○○ GRYB=○○○○ (● exact, ○ colour only) — Dad\n"
    assert clues(text) == ["RGBY 1 2", "GRYB 0 4"]  # (an error: the bracket and the name after it)


def test_an_assistants_answer_candidates_callout_nested_lists_and_italics() -> None:
    text = "Based on your input:\n- Guess **1234**: 1 bull, 2 cows\n- Guess **4321**: 0 bulls, 4 cows\n\n"
    text += "Possible secrets: 2143, 2413, 3142, ... (9 in total)\n"
    assert clues(text) == ["1234 1 2", "4321 0 4"]  # (the list of codes was a clue mistyped: an error)
    text = "> **Note**\n> The clues are: RGBY (1 black, 2 white) and BGRY (1 black, 3 white).\n"
    assert clues(text) == ["RGBY 1 2", "BGRY 1 3"]  # (the notation's two readings of '**Note**' stood)
    text = "1. RGBY\n   - Black: 1\n   - White: 2\n2. GYRB\n   - Black: 0\n   - White: 4\n"
    assert clues(text) == ["RGBY 1 2", "GYRB 0 4"]  # (a list's number before the guess: no record)
    text = "The first guess, **RGBY**, earned *one* black peg and *two* white pegs; the second, **BGYR**, "
    text += "earned *one* black and *three* white.\n"
    assert clues(text) == ["RGBY 1 2", "BGYR 1 3"]  # (counts' words in italics: no counts)


def test_a_legend_whose_marks_are_single_characters_of_a_script_without_spaces() -> None:
    # '黑 = ..., 白 = ...': a one-character word was taken for the rest of the first mark's meaning
    # ('白 = 错' inside 黑's), so 黑 meant white against the counts (an error); and the meanings'
    # words of the table ('位置错', '位置颜色都对') make such a legend, not an order of two counts
    text = "1楼 第一次猜 RGBY，结果 0黑1白\n2楼 第二次猜 OPPO，结果 1黑0白\n"
    assert clues(text + "回复 3楼：黑 = 位置颜色都对，白 = 颜色对位置错\n") == ["RGBY 0 1", "OPPO 1 0"]
    assert clues(text + "黑 = 对，白 = 错\n") == ["RGBY 0 1", "OPPO 1 0"]
    text = "RGBY 1 2\nGRBY 2 1\n白 = 颜色对位置错，黑 = 位置颜色都对\n"
    assert clues(text) == ["RGBY 1 2", "GRBY 2 1"]  # (read white first: 'names the counts white first')


def test_the_games_colours_listed_after_the_clues_are_no_clue_mistyped() -> None:
    # 'R G B Y P O, six' in a chat after the clues (every colour the guesses use among six letters,
    # each once) was taken for a clue of six pegs mistyped: an error
    text = "ana: RGBY 1 black 2 white\nana: OPRG 0 black 2 white\nben: which colours?\n"
    assert clues(text + "ana: R G B Y O P, six\n") == ["RGBY 1 2", "OPRG 0 2"]
    assert clues(text + "ana: R G B Y O P W V, eight\n") == ["RGBY 1 2", "OPRG 0 2"]
    with pytest.raises(NotationError):  # a guess of five after clues of four: a clue mistyped
        clues(text + "ana: RGBYO 1 2\n")


def test_korean_key_pegs_named_by_their_colour() -> None:
    # '흰 핀 4개' (four white pins) was read as 4 black under the notice of words the table lacks
    text = "첫 번째 RGBY → 검은 핀 2개, 흰 핀 1개\n두 번째 RGYB → 흰 핀 4개\n"
    assert clues(text) == ["RGBY 2 1", "RGYB 0 4"]
    assert clues("RGBY: 검정 1, 흰색 2\nBRGY: 검정 0, 흰색 4\n") == ["RGBY 1 2", "BRGY 0 4"]
    text = "RGBY 자리 틀림 2, 자리 맞음 1\nGRYB 자리 틀림 4, 자리 맞음 0\n"  # (white named first)
    assert clues(text) == ["RGBY 1 2", "GRYB 0 4"]


def test_ones_typed_among_exclamation_marks_are_shouting_not_a_count() -> None:
    # 'Subject: MASTERMIND HELP!!!1' above the clues was taken for a clue mistyped (HELP, 1): an error
    text = (
        "Subject: MASTERMIND HELP!!!1\n\nok so RGBY got 3 BLACK and 0 white\nthen RGBO got 2 BLACK 1 WHITE\n"
    )
    assert clues(text) == ["RGBY 3 0", "RGBO 2 1"]
    assert clues("OMG HELP!!11\nRGBY 1 2\nGRYB 0 4\n") == ["RGBY 1 2", "GRYB 0 4"]
    text = "RGBY!! 1 black 2 white\nGRYB 0 black 4 white!!1\n"  # a count apart from the marks is one
    assert clues(text) == ["RGBY 1 2", "GRYB 0 4"]


def test_a_legend_that_names_the_plus_is_how_every_line_reads_it() -> None:
    # '(* right spot, + wrong spot)': 'RGBY *+' was read 1 1 by the legend, but 'YOPR ++' was kept
    # as written and the notation read its '+' as black: 2 0
    text = "TRY 1 RGBY  *+\nTRY 2 YOPR  ++\n(* RIGHT SPOT  + WRONG SPOT)\n"
    assert clues(text) == ["RGBY 1 1", "YOPR 0 2"]
    text = "RGBY: *++\nGYRB: ++++\nkey: * exact, + colour only\n"
    assert clues(text) == ["RGBY 1 2", "GYRB 0 4"]


def test_a_programs_prompt_for_the_guess_is_its_field() -> None:
    # a calculator's 'GUESS? 1234' over 'BLACK: 1' and 'WHITE: 2' was read 1 0 (the white line
    # skipped); glued, 'GUESS?1234' over 'BULLS 0 COWS 2' was an error
    text = "GUESS? 1234\nBLACK: 1\nWHITE: 2\nGUESS? 4321\nBLACK: 0\nWHITE: 4\nGUESS?\n"
    assert clues(text) == ["1234 1 2", "4321 0 4"]
    assert clues("GUESS?1234\nBULLS 0 COWS 2\nGUESS?5678\nBULLS 1 COWS 0\n") == ["1234 0 2", "5678 1 0"]
    assert clues("Your guess? RGBY\n1 black, 2 white\nYour guess? GRYB\n4 white\n") == [
        "RGBY 1 2",
        "GRYB 0 4",
    ]


def test_the_word_of_the_guess_field_is_not_the_guess() -> None:
    # one record, 'GUESS: 1234' over its counts, was read as the guess GUESS (five pegs of letters)
    assert clues("> GUESS: 1234\n> BLACK: 1\n> WHITE: 2\n") == ["1234 1 2"]


def test_one_character_word_before_bulls_and_cows_letters() -> None:
    # WeChat's '0123 是 1A2B' ('is'): a word of one character before '1A2B' was no label
    # (an error); and a word before '1A2B' ('answer 1A1B') now names the game as '1A2B' alone does
    text = "妈妈 20:11\uff1a0123 是 1A2B\n妈妈 20:12\uff1a4561 是 0A1B\n我 20:13\uff1a好难啊\n"
    assert clues(text) == ["0123 1 2", "4561 0 1"]
    said = " ".join(notices("guess 5612 answer 1A1B\nguess 2156 answer 0A4B\n"))
    assert "'1A1B' is Bulls and Cows feedback: the game is the digits 0-9 without repeats" in said


def test_a_clue_in_small_letters_among_clues_in_capitals() -> None:
    # 'rgby  1blk 2wht' over 'GRYB 0blk 4wht': the block of capitals skipped the first line as text
    assert clues("rgby  1blk 2wht\nGRYB 0blk 4wht\n") == ["RGBY 1 2", "GRYB 0 4"]
    text = "first: rgby, 1 black 2 white\nthen GRYB, 0 black 4 white\nand YBRG, 1 black 3 white\n"
    assert clues(text) == ["RGBY 1 2", "GRYB 0 4", "YBRG 1 3"]
    text = "ok so RGBY 1 black 2 white\nGRYB 0 black 4 white\nthen xkcd 2 times\n"
    assert clues(text) == ["RGBY 1 2", "GRYB 0 4"]  # (letters no guess of the block uses: text)
    text = "me: ok so rgby was 1 black 2 white, ybrg was 4 white\nassistant: With RGBY giving 1 black and "
    text += "2 white and YBRG giving 0 black and 4 white, all four colours are in.\n"
    assert clues(text) == ["RGBY 1 2", "YBRG 0 4"]  # (a line of two clues in small letters: prose here)


def test_a_report_whose_columns_blanks_align_with_a_rule_and_a_footer() -> None:
    # the rule under the header and the footer's line of one cell made it no table: the rows' numbers
    # were read as the guesses ('001 1 1', under the notice that the clues use the digit 0)
    text = "MASTERMIND REPORT                         PAGE 1\nSEQ  GUESS   BLACK  WHITE\n"
    text += "---  -----   -----  -----\n001  ABCD      1    1\n002  BEAF      0    2\n*** END OF REPORT ***\n"
    assert clues(text) == ["ABCD 1 1", "BEAF 0 2"]


def test_one_of_each_is_a_black_and_a_white() -> None:
    # '#2 OPPO - one of each': no count the reader knew, the clue dropped under a notice
    assert clues("#1 RGBY - no blacks, one white\n#2 OPPO - one of each\n") == ["RGBY 0 1", "OPPO 1 1"]
    assert clues("RGBY: two of each\nGRYB: four white\n") == ["RGBY 2 2", "GRYB 0 4"]
    said = notices("RGBY: three of each\nGRYB: four white\n")  # six key pegs: no feedback of four pegs
    assert any("skipped 1 line of text around them (line 1)" in n for n in said)


def test_characters_that_show_nothing_are_left_out() -> None:
    # a zero-width space inside a guess ('RG\u200bBY', a web page's break hint) was read as a space
    # between two words: an error
    assert clues("RG\u200bBY 1 black 1 white\nGGRR 0 black 2 white\u200b\n") == ["RGBY 1 1", "GGRR 0 2"]
    assert clues("\ufeffRGBY 1 0\n\ufeffGGRR 0 2\n") == [
        "RGBY 1 0",
        "GGRR 0 2",
    ]  # a file of files, a BOM each
    assert clues("RGB\u2060Y 1 2\nGRYB 0 4\n") == ["RGBY 1 2", "GRYB 0 4"]  # a word joiner


def test_totals_in_polish_and_russian_under_a_rules_line_with_the_colours_count() -> None:
    # 'Kolory: R G B Y O P (6)': the count in brackets was read as P's symbol ('P=6') and the clues'
    # guesses of P an error; 'kolory trafione' and 'цвета угаданы, из них' were no words of the table
    text = "Kolory: R G B Y O P (6), 4 pola, powtórzenia dozwolone\n"
    text += "RGBY \u2014 3 kolory trafione, 1 na swoim miejscu\n"
    text += "YGPB \u2014 4 kolory trafione, 1 na swoim miejscu\n"
    assert clues(text) == ["RGBY 1 2", "YGPB 1 3"]
    text = "Дано: 4 позиции, 6 цветов (R G B Y O P)\nRGBY \u2014 3 цвета угаданы, из них 1 на месте\n"
    text += "BRYG \u2014 4 цвета угаданы, из них 1 на месте\nНайти код.\n"
    assert clues(text) == ["RGBY 1 2", "BRYG 1 3"]


def test_turns_that_count_down_in_pasted_text_are_read_from_the_last_line_up() -> None:
    # '— Turn 3 — RBGB … 2 black' over turns 2 and 1: the rewritten clues had lost their turns, and
    # the clues were read newest first
    text = "\u2014 Turn 3 \u2014 RBGB \u2026 2 black\n\u2014 Turn 2 \u2014 GGRR \u2026 2 white\n"
    text += "\u2014 Turn 1 \u2014 RGBY \u2026 1 black, 1 white\n"
    assert clues(text) == ["RGBY 1 1", "GGRR 0 2", "RBGB 2 0"]
    assert clues("3) RGBY got 1 black\n2) GGRR got 2 white\n") == ["GGRR 0 2", "RGBY 1 0"]
    assert clues("1) RGBY got 1 black\n2) GGRR got 2 white\n") == ["RGBY 1 0", "GGRR 0 2"]


def test_a_table_of_a_column_for_each_peg_with_a_column_of_row_labels_first() -> None:
    # '|   | 1 | 2 | 3 | 4 | ● | ○ |' over rows 'a', 'b', 'c': the labels' column was taken for a peg,
    # no row filled the guess, and the header itself was read as the clue '1234 1 1'
    text = "|   | 1 | 2 | 3 | 4 | \u25cf | \u25cb |\n|---|---|---|---|---|---|---|\n"
    text += "| a | R | G | B | Y | 1 | 1 |\n| b | R | R | G | G | 2 | 0 |\n| c | R | R | Y | B | 1 | 2 |\n"
    assert clues(text) == ["RGBY 1 1", "RRGG 2 0", "RRYB 1 2"]
    text = "| # | 1 | 2 | 3 | 4 | B | W |\n|---|---|---|---|---|---|---|\n"
    text += "| 1 | R | G | B | Y | 1 | 1 |\n| 2 | R | R | G | G | 2 | 0 |\n"
    assert clues(text) == ["RGBY 1 1", "RRGG 2 0"]


def test_the_colours_listed_under_a_label_of_more_languages() -> None:
    # 'Rangi: Nyekundu (N), ...' (Swahili): the label was no word of the table, the list not read,
    # and the guesses of names an error
    text = "Rangi: Nyekundu (N), Kijani (K), Bluu (B), Njano (J), Nyeupe (W), Nyeusi (S)\n"
    text += "Nyekundu Kijani Bluu Njano \u2014 1 nyeusi, 2 nyeupe\n"
    text += "Kijani Nyekundu Njano Bluu \u2014 0 nyeusi, 4 nyeupe\n"
    assert clues(text) == ["NKBJ 1 2", "KNJB 0 4"]
    text = "Kulay: pula (R), berde (G), asul (B), dilaw (Y), kahel (O), lila (P)\n"
    text += "pula berde asul dilaw \u2014 1 itim, 2 puti\nberde pula dilaw asul \u2014 0 itim, 4 puti\n"
    assert clues(text) == ["RGBY 1 2", "GRYB 0 4"]


def test_numbers_of_a_game_s_status_lines_are_no_clue_mistyped() -> None:
    # 'Seed: 982734' (who spoke, then six digits: no counts) and 'Room code: 4821 · Players: 2/4' (a
    # count past a status line's dot, in another field) above the clues were clues mistyped: errors
    text = "Version 2.3.1 (build 4567)\nSeed: 982734\n> RGBY\n< 2 1\n> RYGB\n< 1 3\n"
    assert clues(text) == ["RGBY 2 1", "RYGB 1 3"]
    text = "Room code: 4821 \u00b7 Players: 2/4\nalex: 1234 \u2192 1 bull, 1 cow\n"
    text += "alex: 5634 \u2192 2 bulls, 0 cows\n(room closes in 5 min)\n"
    assert clues(text) == ["1234 1 1", "5634 2 0"]
    assert str(parse_sheet(text).game) == "4 pegs, 10 colours 0123456789, no repeats"  # (bulls and cows)


def test_bulls_and_cows_in_words_in_pasted_text_name_the_game() -> None:
    # the rewritten clues lost the words, and the game was read as digits with repeats
    sheet = parse_sheet("my game: 1234 got 1 bull 1 cow, 5634 got 2 bulls 0 cows\n")
    assert [str(c) for c in sheet.clues] == ["1234 1 1", "5634 2 0"]
    assert str(sheet.game) == "4 pegs, 10 colours 0123456789, no repeats"
    assert any("is Bulls and Cows feedback" in n.message for n in sheet.notices)


def test_a_percentage_after_a_word_is_no_count() -> None:
    # 'Scanned note (OCR, 94% confidence):' above the clues: OCR and 94 were a clue mistyped (an error)
    text = "Scanned note (OCR, 94% confidence):\nR G B Y   2 blk  0 wht\nR G O O   1 blk  1 wht\n"
    assert clues(text) == ["RGBY 2 0", "RGOO 1 1"]


def test_a_guess_spelt_in_the_radio_alphabet() -> None:
    # 'Romeo Golf Bravo Yankee: two black, zero white' (a clue read out over a radio, or dictated)
    text = "Romeo Golf Bravo Yankee: two black, zero white\nRomeo Golf Oscar Oscar: one black, one white\n"
    assert clues(text) == ["RGBY 2 0", "RGOO 1 1"]
    text = "Alpha: guess red green blue yellow, over.\nBravo: two black, one white, over.\n"
    text += "Alpha: guess red red blue blue, over.\nBravo: one black, over.\n"
    assert clues(text) == ["RGBY 2 1", "RRBB 1 0"]  # (call signs who spoke, not a guess)


def test_a_game_s_number_before_the_first_guess_in_capitals_html() -> None:
    # found by the noise measure (capitals): a rule that a turn's or a game's word is never a guess
    # where the line has another reading lost this sheet in capitals (GAME #42 then taken for text
    # beside a second clue), and was reverted
    text = '<CENTER><FONT COLOR="RED">MASTERMIND HALL OF FAME</FONT></CENTER>\n'
    text += "<P>GAME #42: RGBY - 1 BLACK 2 WHITE<BR>\nGYRB - 0 BLACK 4 WHITE<BR>\n</P>\n"
    assert clues(text) == ["RGBY 1 2", "GYRB 0 4"]


def test_a_clue_in_a_quoted_attribute_ends_with_its_quote() -> None:
    # draw.io's XML: 'value="OYGP 1 black 2 white" style="rounded=1;" vertex="1"' was read 2 1 (the
    # numbers of the attributes after the string taken for counts beside the words)
    text = '<mxCell id="2" value="RGBY 1 black 1 white" style="rounded=1;" vertex="1" parent="1"/>\n'
    text += '<mxCell id="3" value="OYGP 1 black 2 white" style="rounded=1;" vertex="1" parent="1"/>\n'
    assert clues(text) == ["RGBY 1 1", "OYGP 1 2"]
    assert clues('("RGBY", 1, 2)\n("GRYB", 0, 4)\n') == [
        "RGBY 1 2",
        "GRYB 0 4",
    ]  # (a string of the guess alone)


def test_runs_of_one_glyph_each_counted_by_the_word_after_them() -> None:
    # Framer's frames (heldout137): '●● black  ● white' was read 0 1 (the dots taken for tally marks
    # of white, the words for labels) and on the guess's own line was an error at the word 'black'
    assert clues("RGBY\n\u25cf\u25cf black  \u25cf white\nGROO\n\u25cf\u25cf\u25cf white\n") == [
        "RGBY 2 1",
        "GROO 0 3",
    ]
    text = "RGBY \u25cf\u25cf\u25cf white \u2014 none black\nGROO \u25cf\u25cf black \u25cf white\n"
    assert clues(text) == ["RGBY 0 3", "GROO 2 1"]
    # pegs of two kinds are read as before: each by what it is ('●○○' with no word)
    assert clues("RGBY \u25cf\u25cb\u25cb\nGROO \u25cf\u25cf\u25cb\n") == ["RGBY 1 2", "GROO 2 1"]


def test_signed_counts_after_an_ascii_arrow() -> None:
    # Dev-C++'s output in Turkish (heldout138): 'Tahmin 1: RGBY -> +1 -2' was an error at line 1 (the
    # arrow '->' kept before the signs, so no count was read; '→' and ':' were already skipped)
    assert clues("Tahmin 1: RGBY -> +1 -2\nTahmin 2: GGRY -> +2 -1\n") == ["RGBY 1 2", "GGRY 2 1"]
    assert clues("RGBY => +1 -2\nGGRY => +2\n") == ["RGBY 1 2", "GGRY 2 0"]


def test_a_decimal_and_its_unit_are_a_measure_not_two_counts() -> None:
    # Free Pascal's banner (heldout138): '52 lines compiled, 0.1 sec' was read as the guess 52 with
    # the counts 0 1, a clue mistyped beside the block, and the sheet was an error
    text = "Free Pascal Compiler version 3.2.2 [2021/05/16] for x86_64\nLinking mm\n"
    text += "52 lines compiled, 0.1 sec\nZug 1: 1234  schwarz=0 weiss=1\nZug 2: 5678  schwarz=0 weiss=2\n"
    assert clues(text) == ["1234 0 1", "5678 0 2"]
    # a decimal with no unit after it is still the notation's two counts ('1.2')
    assert clues("RGBY 1.2\nGGRY 2.1\n") == ["RGBY 1 2", "GGRY 2 1"]


def test_a_mail_s_subject_of_count_words_alone_is_no_clue() -> None:
    # Hotmail (heldout140): 'Subject: bulls and cows' was taken by the notation for who spoke and
    # feedback words without their counts, an error the reading of the whole sheet did not answer
    text = "From: Kofi (kofi@hotmail.example)\nSent: 04 December 2026 10:15\nSubject: bulls and cows\n\n"
    text += "I played 1234 and got one bull and one cow, then 5678 with no bulls\n"
    text += "and two cows, and finally 7163 which gave two bulls and two cows.\n"
    assert clues(text) == ["1234 1 1", "5678 0 2", "7163 2 2"]


def test_a_quoted_printable_soft_break_inside_a_word() -> None:
    # an AOL message's source (heldout140): '0 bl=' over 'ack, 4 white.' was read 'bl' and 'ack' apart
    # (the notation took ACK for a guess); the soft break joins the two lines
    text = 'Content-Type: text/plain; charset="utf-8"\nContent-Transfer-Encoding: quoted-printable\n\n'
    text += "Guess one: RGBY =E2=80=94 0 black, 3 white. Guess two: PBYG =E2=80=94 0 bl=\nack, 4 white.\n"
    assert clues(text) == ["RGBY 0 3", "PBYG 0 4"]


def test_a_clue_wrapped_by_a_mailer_in_the_middle_of_a_sentence() -> None:
    # heldout140's e-mails: each clue was read with its counts lost or taken from the next sentence
    # a clue wrapped twice: read on from the line it was joined to ('... one black and' over 'two white.')
    text = "Hello Mia, the game from yesterday: I started with RGBY (one\n"
    text += "black, two white) and then BPRO, which also gave one black and\ntwo white. Your move.\n"
    assert clues(text) == ["RGBY 1 2", "BPRO 1 2"]
    # a verb after the guess at the line's end, its counts on the next line
    text = "So far: 1234 scored 0 in place and 2 out of place; 5678 scored\n"
    text += "0 in place and 2 out of place too. Digits 1-8, no repeats.\n"
    assert clues(text) == ["1234 0 2", "5678 0 2"]
    # a mail's quote marks on both lines
    text = "> My first two guesses were RGBY, 0 black and 2 white, and OGPR, 0\n> black and 4 white.\n"
    assert clues(text) == ["RGBY 0 2", "OGPR 0 4"]
    # a parenthesis the next line closes ('two cows (no' was read 2 0: the bracket's 'no' a count)
    text = "I had 1234 for one bull and one cow and 5678 for two cows (no\nbulls) before I had to stop.\n"
    assert clues(text) == ["1234 1 1", "5678 0 2"]
    # a narrow wrap, as a phone's mailer writes it
    text = "Tried 1234: no bulls, 2 cows. 5678: no bulls,\n1 cow. 9531: 2 bulls, 2 cows. Digits are 1-9\n"
    assert clues(text + "without repeats.\n") == ["1234 0 2", "5678 0 1", "9531 2 2"]
    # a list's items a line each stay on their lines (a bracket the last one closes is no wrap)
    text = '[#turn{guess = "RGBY",black = 1,white = 2},\n #turn{guess = "RBYG",black = 1,white = 3}]\n'
    assert [c.line for c in parse_sheet(text).clues] == [1, 2]


def test_bulls_and_cows_letters_a_blank_after_their_counts() -> None:
    # Sylpheed (heldout140): '>> 0123: 0 A 2 B' was an error at its 'A'
    text = "Sylpheed\n>> 0123: 0 A 2 B\n>> 4567: 0 A 1 B\n>> 3084: 2 A 2 B\n> Nice, you're nearly there.\n"
    sheet = parse_sheet(text)
    assert [f"{c.guess} {c.feedback.black} {c.feedback.white}" for c in sheet.clues] == [
        "0123 0 2",
        "4567 0 1",
        "3084 2 2",
    ]
    assert not sheet.game.repeats  # the letters name the game: Bulls and Cows


def test_a_table_s_totals_row_is_no_clue() -> None:
    # tabulate's simple table with a totals row (heldout141): 'total   3       5' was an error,
    # feedback without its guess; 'total' heads a line about the game (the word table's 'header')
    text = "guess   bulls   cows\n------  ------  -----\n1234    1       1\n5678    0       2\n"
    text += "7215    2       2\n------  ------  -----\ntotal   3       5\n"
    assert clues(text) == ["1234 1 1", "5678 0 2", "7215 2 2"]


def test_a_table_whose_rows_a_blank_line_parts() -> None:
    # pandoc's multiline table (heldout141): the row after the blank line was skipped as text, the
    # first row alone read (under the notice of a skipped line)
    text = "-" * 61 + "\n  Guess    Pegs in the right place   Right colour, wrong place\n"
    text += "  ------- ------------------------- ---------------------------\n"
    text += "  RGBY                1                         2\n\n"
    text += "  RGOB                0                         4\n" + "-" * 61 + "\n"
    assert clues(text) == ["RGBY 1 2", "RGOB 0 4"]


def test_a_word_and_a_number_above_or_below_the_clues_are_text() -> None:
    # game portals (heldout142): 'Best score: 1,250' under emoji clues and 'MASTERMIND 2' above
    # worded clues were errors: the notation read BEST and MASTERMIND as guesses past the game's
    # colours, which the whole reading, that reads them as text, did not answer
    text = "Coolmath Games \u00b7 Mastermind\nLevel 3 \u00b7 Moves: 2/10 \u00b7 Time 00:41\n"
    text += "\U0001f534\U0001f7e2\U0001f535\U0001f7e1  \u26aa\u26aa\u26aa\u26aa\n"
    text += "\U0001f7e1\U0001f7e2\U0001f535\U0001f534  \u26aa\u26aa\u26aa\u26aa\nBest score: 1,250\n"
    assert clues(text) == ["RGBY 0 4", "YGBR 0 4"]
    text = "Y8.com\nMASTERMIND 2\nyour guesses\nRGBY  - 0 correct, 2 misplaced\n"
    text += "RYPR  - 0 correct, 4 misplaced\nPlays: 1,204,337\n"
    assert clues(text) == ["RGBY 0 2", "RYPR 0 4"]
    # a clue mistyped among them keeps its error ('RGBT 5 0': a guess of the clues' kind, a count)
    with pytest.raises(NotationError):
        parse_sheet("MASTERMIND 2\nRGBY 1 black 2 white\nGRBY 0 black 4 white\nRGBT 5 black 0 white\n")


def test_a_turn_s_number_before_a_guess_whose_letters_stand_apart() -> None:
    # CrazyGames (heldout142): '#1 R G B Y | black 0 | white 3' was no clue (the number and the
    # letters taken for one run of mixed symbols)
    text = "CrazyGames \u00b7 Master Code\nYour history:\n#1 R G B Y | black 0 | white 3\n"
    text += "#2 P B R G | black 0 | white 4\nRate this game \U0001f44d 92%\n"
    assert clues(text) == ["RGBY 0 3", "PBRG 0 4"]


def test_two_chat_messages_each_after_who_spoke_are_no_wrap() -> None:
    # found by the noise measure (small letters): with lines of 40 characters taken for wrapped, a
    # message that ends with a count's words was joined with the next speaker's line, and read
    # otherwise ('one black and two white' of 'speaker 1:' as 2 1; 'player 2 (codebreaker): grop'
    # as an error)
    text = "player 2 (codebreaker): oprg\nplayer 1 (codemaker): one black, two white\n"
    text += "player 2 (codebreaker): grop\nplayer 1 (codemaker): four white\n"
    assert clues(text) == ["OPRG 1 2", "GROP 0 4"]
    text = (
        "clubhouse room transcript (auto-generated)\nspeaker 1: so my first guess was red green blue yellow\n"
    )
    text += "speaker 1: and that got one black and two white\nspeaker 2: okay\n"
    text += "speaker 1: then blue red green yellow, one black three white\n"
    assert clues(text) == ["RGBY 1 2", "BRGY 1 3"]


def test_a_conversation_with_a_chat_assistant() -> None:
    # heldout143: the player's clues in the question, the assistant's answer after them
    # the answer's prose names the colours as letters and a count in words ('no colour'): no clue
    text = "You said:\nmastermind help. RGBY got 4 white, YBRG got 4 white too. what next?\nChatGPT said:\n"
    text += "Since both guesses score **four white pegs**, the code is a rearrangement of R, G, B and Y "
    text += "with no colour in either position you tried. Try **BYGR** next.\n"
    assert clues(text) == ["RGBY 0 4", "YBRG 0 4"]
    # a count's colour word is its label, whatever clause follows ('4 whites, the code uses exactly')
    # and a sentence that says a clue again is no second clue
    text = "**User:** I'm playing Mastermind. RGBY \u2192 0 black 2 white. POGR \u2192 0 black 4 white.\n\n"
    text += "**Claude:** Good progress. From POGR scoring four whites, the code uses exactly P, O, G and R."
    text += " A good next guess would be **ORPG**.\n"
    assert clues(text) == ["RGBY 0 2", "POGR 0 4"]
    # a suggestion's numbers past the game's pegs are no counts ('3816 would test 3 and 8 together')
    text = "You: bulls and cows, 1234 = 0 bulls 2 cows, 5678 = 0 bulls 2 cows\n"
    text += "Copilot: Two of 1, 2, 3, 4 and two of 5, 6, 7, 8 are in the secret. "
    text += "For example 3816 would test 3 and 8 together.\n"
    assert clues(text) == ["1234 0 2", "5678 0 2"]
    # a question after the counts, a comma apart; the answer that says both clues again
    text = "DeepSeek\nUser: \u6570\u5b57: 1234 \u2192 1A1B\uff0c5678 \u2192 0A1B\uff0cnext?\n"
    text += "DeepSeek: 1234 \u2192 1A1B\uff0c5678 \u2192 0A1B\uff0ctry 7293.\n"
    assert clues(text) == ["1234 1 1", "5678 0 1"]
    # a count in words alone beside a candidate, where the clues have both counts
    text = "Bulls and cows solver request:\n```\n1234 0 2\n5678 1 1\n```\n"
    text += "Running it gives 4651 as one candidate.\n"
    assert clues(text) == ["1234 0 2", "5678 1 1"]


def test_a_count_labelled_by_a_key_peg_glyph_or_a_family_emoji() -> None:
    # heldout144: 'PYRB \u2192 4 \u26aa' was read 4 0 (the glyph after the count was no label: a lone
    # count read as black); the glyph names the count as Unicode names it
    assert clues("RGBY \u2192 1 \u26ab 2 \u26aa\nPYRB \u2192 4 \u26aa\n") == ["RGBY 1 2", "PYRB 0 4"]
    # bull and cow emoji, a peg each or a label each (the word table's families)
    assert clues("1234 \U0001f402\U0001f404\n5678 \U0001f402\n") == ["1234 1 1", "5678 1 0"]
    assert clues("0123 \u2192 \U0001f4020 \U0001f4042\n4567 \u2192 \U0001f4021 \U0001f4040\n") == [
        "0123 0 2",
        "4567 1 0",
    ]


def test_tally_strokes_after_a_count_s_label() -> None:
    # 500px (heldout144): '1234  B: -  C: ||' was read 1 0 (the B taken for a key peg)
    assert clues("1234  B: -  C: ||\n5678  B: -  C: ||\n") == ["1234 0 2", "5678 0 2"]
    assert clues("RGBY black: |, white: ||\nGRBY black: -, white: ||||\n") == ["RGBY 1 2", "GRBY 0 4"]


def test_newest_first_said_before_the_clues_on_their_own_line() -> None:
    # Hinge (heldout145): 'Newest first: 5678 (0 bulls, 1 cow), 1234 (0 bulls, 2 cows).' was read
    # in the order written (the words were looked for on lines of text only)
    text = "Hinge \u00b7 prompt answer\n"
    text += "bulls and cows. Newest first: 5678 (0 bulls, 1 cow), 1234 (0 bulls, 2 cows).\n"
    sheet = parse_sheet(text)
    assert [f"{c.guess} {c.feedback.black} {c.feedback.white}" for c in sheet.clues] == [
        "1234 0 2",
        "5678 0 1",
    ]
    assert any("newest guess first" in n.message for n in sheet.notices)
    # words after the clues on their line say nothing of the order
    text = "RGBY 2 1, OBGY 0 4 - newest first would be nicer\nGGRR 1 0\n"
    assert [str(c.guess) for c in parse_sheet(text).clues][:2] == ["RGBY", "OBGY"]


def test_who_spoke_is_a_short_name_not_a_count_s_label_nor_a_clause() -> None:
    # found by the noise measure (wrapped at 60): a wrapped line taken for the next speaker's, so
    # the clue was read with its counts lost ('negra 2 blancas y GRYB:' is no name; 'white: 1)' is
    # a count's label)
    text = "Pregunta: Hola, \u00bfel juego viene completo? Jugu\u00e9 RGBY: 1\n"
    text += "negra 2 blancas y GRYB: 0 negras 4 blancas.\n"
    assert clues(text) == ["RGBY 1 2", "GRYB 0 4"]
    text = "flutter: [MastermindBloc] guess RGBY -> Feedback(black: 2,\nwhite: 0)\n"
    text += "flutter: [MastermindBloc] guess RGPP -> Feedback(black: 2,\nwhite: 1)\n"
    assert clues(text) == ["RGBY 2 0", "RGPP 2 1"]


def test_codes_named_after_the_clues_of_a_sentence_and_a_candidate_in_another_language() -> None:
    # heldout147: a French reply ending '... une permutation de B, P, Y, O.' (letters apart, no count:
    # the line's two clues were not read as several, so a wrapped one was lost, an error)
    text = "> Tu as jou\u00e9 quoi ?\n"
    text += "J'ai jou\u00e9 RGBY, 1 noir et 1 blanc, puis BPYO qui m'a donn\u00e9 0 noir\n"
    text += "et 4 blancs. Le code est donc une permutation de B, P, Y, O.\n"
    assert clues(text) == ["RGBY 1 1", "BPYO 0 4"]
    # a Spanish assistant's candidate beside 'una' (a count in words) where the clues stand on one line
    text = "Asistente: Con tus pistas (1234: 0 toros, 2 vacas; 5678: 2 toros, 0 vacas) el n\u00famero\n"
    text += "tiene dos cifras de 1, 2, 3, 4. Por ejemplo, 2618 ser\u00eda una buena jugada.\n"
    assert clues(text) == ["1234 0 2", "5678 2 0"]
    # a quiz's choices after the clues are no clues (no words between them)
    text = "Given: RGBY = 1B 2W, GRBY = 2B 2W\nWhich code is possible?\n"
    text += "\u25cb RBGY   \u25cb BRGY   \u25cb YGBR\n"
    assert clues(text) == ["RGBY 1 2", "GRBY 2 2"]


def test_guesses_spelt_with_dots_glued_names_cells_apart_and_hyphens() -> None:
    # heldout148: each of these was an error (the notation took the names' letters for symbols, or
    # the whole reading found no guess)
    assert clues("R.G.B.Y. \u2192 1 black 2 white\nG.Y.R.P. \u2192 0 black 4 white\n") == [
        "RGBY 1 2",
        "GYRP 0 4",
    ]
    assert clues("RedGreenBlueYellow = 1B 2W\nPurpleRedGreenYellow = 0B 4W\n") == ["RGBY 1 2", "PRGY 0 4"]
    text = "Your guess: [R] [G] [B] [Y]   Pegs: 1 black, 2 white\n"
    text += "Your guess: [B] [P] [Y] [G]   Pegs: 0 black, 4 white\n"
    assert clues(text) == ["RGBY 1 2", "BPYG 0 4"]
    text = "Red-Green-Blue-Yellow: 0 black 3 white\nBlue-Orange-Red-Yellow: 1 black 2 white\n"
    assert clues(text) == ["RGBY 0 3", "BORY 1 2"]
    # names that share an initial with no colors line stay an error, as docs/notation.md says
    with pytest.raises(NotationError, match="share the initial"):
        parse_sheet("Red Green Blue Black 1 0\nGreen Red Black Blue 0 2\n")


def test_counts_named_in_brackets_after_a_pair_a_blank_apart() -> None:
    # heldout149: 'OYPR 0 4 (black, white)' after another clue on its line was read 4 0 (the
    # bracket's close was cut as one around the counts, and the pair needed a sign between)
    assert clues("RGBY 0 2, OYPR 0 4 (black, white)\n") == ["RGBY 0 2", "OYPR 0 4"]
    assert clues("RGBY 0 2 (white, black)\nOYPR 1 2\n") == ["RGBY 2 0", "OYPR 2 1"]


def test_a_chat_in_a_terminal_and_the_answer_naming_a_guess_again() -> None:
    # Ollama (heldout149): '>>> ' before the question, and an answer whose 'OYPR has all four
    # colours' (a lone count in words) made OYPR a speaker's name, so no clue was read
    text = ">>> ollama run llama3\n"
    text += ">>> mastermind: RGBY 0 2, OYPR 0 4 (black, white). next guess?\n"
    text += "Since OYPR has all four colours, try YORP.\n>>> /bye\n"
    assert clues(text) == ["RGBY 0 2", "OYPR 0 4"]


@pytest.mark.parametrize(
    "text",
    [
        "5566 1/2 (white/black)\n6655 0/1\n",  # the pair of words names the order
        "Denemeler (en yenisi en \u00fcstte):\nRGOO \u2014 1 siyah, 0 beyaz\n"
        "RGBY \u2014 2 siyah, 0 beyaz\n",  # the newest first, said in Turkish
        "Hinge\nbulls and cows. Newest first: 5678 (0 bulls, 1 cow), 1234 (0 bulls, 2 cows).\n",
    ],
)
def test_a_file_s_bytes_read_as_the_same_text_given_as_a_string(text: str) -> None:
    # the command line reads a file's bytes: the order a pair of words or a 'newest first' says was
    # looked for in the bytes' repr or not at all, so mmdeduce read these black first or in the
    # order written, with no notice, where parse_sheet of the string read them right
    def read(given: str | bytes) -> list[str]:
        return [str(c) for c in parse_sheet(given).clues]

    assert read(text.encode("utf-8")) == read(text)
    path = os.path.join(os.path.dirname(__file__), "..", "samples")  # any folder: the text is on stdin
    shown = subprocess.run(
        [sys.executable, "-m", "mmnotation", "-", "--json"],
        input=text.encode("utf-8"),
        capture_output=True,
        cwd=path,
        check=False,
    )
    data = json.loads(shown.stdout)
    assert [f"{c['guess']} {c['black']} {c['white']}" for c in data["clues"]] == read(text)
    assert data["notices"]


def test_counts_of_letters_after_an_ascii_arrow_among_several_clues() -> None:
    # llama.cpp (heldout149): '0123 -> 0A2B, 4567 -> 0A1B' was an error ('->' was kept before the
    # counts where '→' and '=>' were not), so the whole chat was
    text = "llama.cpp\n> 0123 -> 0A2B, 4567 -> 0A1B\n"
    text += "Two digits from 0-3 and one from 4-7; 8 or 9 gives the last. Try 3905.\n"
    assert clues(text) == ["0123 0 2", "4567 0 1"]
    assert clues("1234 -> 1A1B, 5678 -> 0A0B\n") == ["1234 1 1", "5678 0 0"]


def test_a_numbered_step_of_an_answer_that_says_a_clue_again() -> None:
    # Open WebUI (heldout149): '1. PBOG has 4 white pegs, so the colours are ...' was read as the
    # clue a second time (no word before the guess, so it was no sentence)
    text = "**You**\nRGBY = 0 black 2 white\nPBOG = 0 black 4 white\n**Assistant**\n"
    text += "1. PBOG has 4 white pegs, so the colours are P, B, O, G.\n2. No colour is in its guessed spot.\n"
    assert clues(text) == ["RGBY 0 2", "PBOG 0 4"]
    # a clue written twice the same way is read twice, as written
    assert clues("RGBY 0 2\nPBOG 0 4\nPBOG 0 4\n") == ["RGBY 0 2", "PBOG 0 4", "PBOG 0 4"]


@pytest.mark.parametrize(
    "text", ["RGBY 0 2 (white, black)\nOYPR 1 3\n", "# guess white black\nRGBY 0 2\nOYPR 1 3\n"]
)
def test_white_first_that_cannot_be_is_said_not_dropped(text: str) -> None:
    # 'OYPR 1 3' read white first is 3 black 1 white, which no code gives: the sheet was read black
    # first with no notice, the line that names the order skipped in silence
    sheet = parse_sheet(text)
    assert [str(c) for c in sheet.clues] == ["RGBY 0 2", "OYPR 1 3"]
    assert any("names the counts white first, but" in n.message for n in sheet.notices)


def test_what_a_terminal_shows_of_backspaces_and_control_sequences() -> None:
    # heldout154: a typo mended by backspaces and a manual page's bold by overstrike were errors at
    # the backspace; a window title's sequence and `script`'s header ('TERM="xterm-256color"') made
    # the typescript an error
    assert clues("> RGBT\b \bY\n0 black 3 white\n> YROP\n0 black 3 white\n") == ["RGBY 0 3", "YROP 0 3"]
    assert clues("1\b12\b23\b34\b4  0 bulls 2 cows\n5\b56\b67\b78\b8  0 bulls 1 cow\n") == [
        "1234 0 2",
        "5678 0 1",
    ]
    text = 'Script started on 2026-12-07 10:02:11+00:00 [TERM="xterm-256color" TTY="/dev/pts/1"]\n'
    text += "\x1b]0;ana@box: ~\x1b\\\x1b[01;32mana@box\x1b[00m:~$ ./mastermind\nGuess: RGBY\n"
    text += "\x1b[1mBlack:\x1b[0m 0  \x1b[1mWhite:\x1b[0m 4\nGuess: BGRO\n"
    text += "\x1b[1mBlack:\x1b[0m 0  \x1b[1mWhite:\x1b[0m 3\n"
    assert clues(text) == ["RGBY 0 4", "BGRO 0 3"]


def test_rows_of_a_dump_on_one_line_each_with_its_number() -> None:
    # a MySQL dump's extended insert (heldout154): the next row's number was read among the counts
    text = "INSERT INTO `rounds` VALUES (1,'1234',1,1),(2,'5678',1,1);\n"
    assert clues(text) == ["1234 1 1", "5678 1 1"]


def test_json_escapes_and_utf8_read_as_latin1_are_the_characters_meant() -> None:
    # Facebook Messenger's export (heldout155): every character past ASCII a '\u00XX' escape of one
    # of its UTF-8 bytes; 'BOGY \u00e2\u0080\u0093 0 noir, 4 blancs' was an error, the clue lost
    text = '  "content": "BOGY \\u00e2\\u0080\\u0093 0 noir, 4 blancs \\u00c3\\u00a0 la fin",\n'
    text += '  "content": "RGBY \\u00e2\\u0080\\u0093 1 noir, 2 blancs"\n'
    assert clues(text) == ["BOGY 0 4", "RGBY 1 2"]
    # the same bytes read as Latin-1 in a file's text, and an emoji's surrogate pair
    text = "BOGY \u00e2\u0080\u0093 0 noir, 4 blancs\nRGBY \u00e2\u0080\u0093 1 noir, 2 blancs\n"
    assert clues(text) == ["BOGY 0 4", "RGBY 1 2"]
    assert plain('"RGBY \\u26ab1 \\ud83c\\udf89"').split() == ['"RGBY', "\u26ab", "1", "\U0001f389", '"']


def test_times_beside_the_clues_that_go_back_say_the_newest_is_first() -> None:
    # Facebook Messenger's export (heldout155) lists its newest message first, each with its
    # 'timestamp_ms': the clues were read in the file's order
    text = '{"messages": [\n {"sender_name": "Ana",\n  "timestamp_ms": 1765099000000,\n'
    text += '  "content": "BOGY - 0 black, 4 white"},\n {"sender_name": "Ana",\n'
    text += '  "timestamp_ms": 1765098000000,\n  "content": "RGBY - 1 black, 2 white"}\n]}\n'
    sheet = parse_sheet(text)
    assert [str(c) for c in sheet.clues] == ["RGBY 1 2", "BOGY 0 4"]
    assert any("times beside the clues count down" in n.message for n in sheet.notices)
    # times that go forward keep the order written
    forward = text.replace("1765099000000", "1765097000000")
    assert [str(c) for c in parse_sheet(forward).clues] == ["BOGY 0 4", "RGBY 1 2"]


def test_a_reasoning_models_thoughts_say_the_questions_clues_again_in_prose() -> None:
    # the thoughts spell the colours apart before the next guess's counts ('so exactly R, G, B, Y.
    # Then GRBO: 0 black'): R, G, B, Y read with two feedbacks was taken for who spoke, and the
    # question's line of two clues for a summary of the thoughts' lines (only their clues were read)
    text = "User: RGBY gave 1 black 3 white, GRBO gave 0 black 3 white. next?\n<think>\n"
    text += "They tried RGBY and got one black, three white. So R, G, B, Y are all in it.\n"
    text += "Then R, G, B, Y again. Then GRBO: 0 black, 3 white, so O is out.\n</think>\nTry BGYR.\n"
    sheet = parse_sheet(text)
    assert [(str(c), c.line) for c in sheet.clues] == [("RGBY 1 3", 1), ("GRBO 0 3", 1)]


def test_an_assistants_answer_naming_one_count_of_each_clue_again() -> None:
    # 'GPRY at three whites and RGBY at one black': each guess with another feedback than the
    # question's took both for who spoke (an error), and 'three whites ... one black' named the
    # counts white first for the whole sheet
    text = "You said: RGBY = 1B 2W, GPRY = 0B 3W\n"
    text += "Copilot said: With GPRY at three whites and RGBY at one black, try PRBG.\n"
    assert clues(text) == ["RGBY 1 2", "GPRY 0 3"]
    text = "You: 1234 = 2A0B, 5678 = 1A1B\nBot: Two of 1234 are bulls, none are cows. Try 1738.\n"
    assert clues(text) == ["1234 2 0", "5678 1 1"]


def test_several_clues_on_a_line_in_bulls_and_cows_letters_name_the_game() -> None:
    # the clues after the first of a line were written as bare counts: the game was read as digits
    # with repeats, not Bulls and Cows
    sheet = parse_sheet("me: 1234 = 1A2B, 5678 = 0A1B\n")
    assert [str(c) for c in sheet.clues] == ["1234 1 2", "5678 0 1"]
    assert not sheet.game.repeats


def test_a_line_of_the_blocks_clues_again_beside_a_table_is_no_clue_mistyped() -> None:
    # the question's clues in a sentence, then the same clues as the answer's table: the sentence
    # was taken for a clue mistyped (an error)
    text = "You: RGBY 1 black 2 white and PRYG 0 black 4 white\nGemini:\n| Guess | Black | White |\n"
    text += "|---|---|---|\n| RGBY | 1 | 2 |\n| PRYG | 0 | 4 |\nTry YGPR.\n"
    assert clues(text) == ["RGBY 1 2", "PRYG 0 4"]
    with pytest.raises(NotationError):  # a sentence that says another clue stays an error
        parse_sheet(text.replace("0 black 4", "1 black 3"))


def test_an_answers_candidate_after_the_counts_of_a_clue_it_names_again() -> None:
    # 'Since ORYB has four whites, ... no colour in place: YBOR.': the candidate took ORYB's counts
    text = "User\nRGBY 0 black 3 white\nORYB 0 black 4 white\nAssistant\n"
    text += "Since ORYB has four whites, the code is O, R, Y, B with no colour in place: YBOR.\n"
    assert clues(text) == ["RGBY 0 3", "ORYB 0 4"]


def test_an_answer_under_the_assistants_name_about_a_guess_of_the_question() -> None:
    # '#### ChatGPT:' over 'Two of R, G, B, Y ... one of the O/P pegs sits in its place': RGBY read
    # again with 1 black (the O/P peg's) as a third clue, a contradiction
    text = "#### You:\nRGBY = 0 black 2 white, OOPP = 1 black 0 white\n#### ChatGPT:\n"
    text += "Two of R, G, B, Y are in the code and one of the O/P pegs sits in its place.\n"
    assert clues(text) == ["RGBY 0 2", "OOPP 1 0"]
    text = "USER\n1234 scored 0 bulls 2 cows, 5678 scored 1 bull 0 cows\n\nASSISTANT\n"
    assert clues(text + "So one of 1234 could be in place... try 4321.\n") == ["1234 0 2", "5678 1 0"]


def test_speakers_of_a_chat_and_lines_that_are_no_speaker() -> None:
    from mmnotation.notation.turns import speakers

    chat = ["#### You:", "RGBY 1 2", "#### ChatGPT:", "Try GRYB.", "me: ok", "GRYB 0 4"]
    assert speakers(chat) == {1: "you", 2: "you", 3: "chatgpt", 4: "chatgpt", 5: "me", 6: "me"}
    assert speakers(["Ana: RGBY 1 2", "Ana: GGRR 0 1"]) == {}  # one speaker: no chat
    assert speakers(["pegs: 4", "RBOG 2 x", "RGBY: ■□□", "GBYR: □□□□"]) == {}  # a clue, codes
    assert speakers(["Turn 1: RGBY 1 2", "Turn 2: GGRR 0 1"]) == {}  # turns, not speakers


def test_a_guess_over_a_line_of_one_number_is_no_clue_beside_lines_of_several() -> None:
    # 'would keep codes like YBPO;' over 'Used 1 reference: ...' read as a third clue of one count
    # where the clues of both counts stand several on one line
    text = "user: clues so far RGBY 0b2w, GGOO 1b0w, what does my solver say?\n"
    text += "Copilot: Your solve() would keep codes like YBPO.\nUsed 1 reference: solver.py\n"
    assert clues(text) == ["RGBY 0 2", "GGOO 1 0"]


def test_another_speakers_question_about_a_guess_is_no_clue_mistyped() -> None:
    # 'Tutor: Now which one could stay in place from RGBY?' was taken for a clue mistyped (an error)
    text = "Student: I played RGBY and got 2 black and 1 white. Then BOYG got 1 black and 3 white.\n"
    text += "Tutor: Good. Now which one could stay in place from RGBY?\n"
    assert clues(text) == ["RGBY 2 1", "BOYG 1 3"]


def test_a_chats_bold_labels_with_times_around_the_clues() -> None:
    # '**Assistant** (10:14)', read by the notation as a guess of 9 pegs, stood as an error
    text = "**User** (09:02)\nbulls & cows: 1234 0B 2C / 5678 0B 1C\n**Assistant** (09:02)\nTry 2716.\n"
    assert clues(text) == ["1234 0 2", "5678 0 1"]


@pytest.mark.parametrize(
    "text",
    [
        "   guess   peg  n\n0   RRGG  black  1\n1   RRGG  white  1\n2   BGYR  black  0\n3   BGYR  white  3\n",
        "code,kind,n\nRRGG,exact,1\nRRGG,colour,1\nBGYR,exact,0\nBGYR,colour,3\n",  # one word names it
        "Guess\tPeg\tCount\nRRGG\tWhite\t1\n\tBlack\t1\nBGYR\tWhite\t3\n\tBlack\t0\n",  # white first, blank
        "Row Labels\tSum of n\nRRGG\t2\n  Black\t1\n  White\t1\nBGYR\t3\n  Black\t0\n  White\t3\n",
        "| Guess | Peg | n |\n|---|---|---|\n| RRGG | ● | 1 |\n| RRGG | ○ | 1 |\n| BGYR | ● | 0 |\n"
        "| BGYR | ○ | 3 |\n",
        "<table><tr><th>Guess</th><th>Peg</th><th>n</th></tr>\n<tr><td>RRGG</td><td>black</td><td>1</td></tr>\n"
        "<tr><td>RRGG</td><td>white</td><td>1</td></tr>\n<tr><td>BGYR</td><td>black</td><td>0</td></tr>\n"
        "<tr><td>BGYR</td><td>white</td><td>3</td></tr></table>\n",
        '{"guess": "RRGG", "peg": "black", "n": 1}\n{"guess": "RRGG", "peg": "white", "n": 1}\n'
        '{"guess": "BGYR", "peg": "black", "n": 0}\n{"guess": "BGYR", "peg": "white", "n": 3}\n',
        'pegs{guess="RRGG",kind="black"} 1\npegs{guess="RRGG",kind="white"} 1\n'
        'pegs{guess="BGYR",kind="black"} 0\npegs{guess="BGYR",kind="white"} 3\n',
    ],
)
def test_a_table_in_long_form_a_row_for_each_count(text: str) -> None:
    # each row was read as a clue of one count (the guess's two rows a contradiction), or an error
    assert clues(text) == ["RRGG 1 1", "BGYR 0 3"]


def test_a_table_in_long_form_says_its_rows_are_joined() -> None:
    # the rows of a guess joined into one clue were said only as 'read as pasted text'
    sheet = parse_sheet("Guess\tPeg\tCount\nRRGG\tWhite\t1\n\tBlack\t1\nBGYR\tWhite\t3\n\tBlack\t0\n")
    (said,) = [n for n in sheet.notices if "long form" in n.message]
    assert said.line == 2 and "lines 2-5" in said.message


def test_a_table_in_long_form_of_bulls_and_cows_names_the_game() -> None:
    sheet = parse_sheet("guess\tkind\tn\n1234\tbulls\t1\n1234\tcows\t1\n5678\tbulls\t0\n5678\tcows\t2\n")
    assert [str(c) for c in sheet.clues] == ["1234 1 1", "5678 0 2"]
    assert not sheet.game.repeats  # (the rows' words name Bulls and Cows)


def test_rows_that_are_no_table_in_long_form() -> None:
    # rows whose words name one count twice stay as they were read: a clue each
    text = "RRGG black 1\nRRGG black 2\nBGYR black 0\nBGYR black 3\n"
    assert clues(text) == ["RRGG 1 0", "RRGG 2 0", "BGYR 0 0", "BGYR 3 0"]
    assert clues("RGBY black 1\nRGBY white 2\n") == ["RGBY 1 2"]  # (one guess's two rows: one clue)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    st.lists(
        st.tuples(
            st.text("RGBYOP", min_size=4, max_size=4), st.integers(0, 2), st.integers(0, 2), st.booleans()
        ),
        min_size=1,
        max_size=4,
        unique_by=lambda clue: clue[0],
    ),
    st.sampled_from(["\t", ",", " | ", "   "]),
    st.sampled_from([("black", "white"), ("Bulls", "Cows"), ("exact", "colour"), ("●", "○")]),
    st.booleans(),
    st.booleans(),
)
def test_any_table_in_long_form_reads_each_guess_as_one_clue(
    table: list[tuple[str, int, int, bool]], bar: str, words: tuple[str, str], header: bool, index: bool
) -> None:
    lines = [bar.join(["n"] * index + ["guess", "peg", "count"])] if header else []
    for guess, black, white, white_first in table:
        rows = (
            [(words[1], white), (words[0], black)] if white_first else [(words[0], black), (words[1], white)]
        )
        for word, count in rows:
            lines.append(bar.join([str(len(lines))] * index + [guess, word, str(count)]))
    meant = [f"{guess} {black} {white}" for guess, black, white, _ in table]
    assert clues("\n".join(lines) + "\n") == meant


def test_number_games_counts_spaced_from_their_letters_and_basics_input_prompt() -> None:
    # 'GUESS # 1 ?123' (BASIC's INPUT prompt): '?123' was read as a guess of 4 pegs with a joker
    text = "GUESS # 1 ?123\nPICO\nGUESS # 2 ?456\nFERMI\nGUESS # 3 ?478\nFERMI FERMI\n"
    assert clues(text) == ["123 0 1", "456 1 0", "478 2 0"]
    # '1 S 0 B' (a screenshot's text of number baseball's strikes and balls): an error
    assert clues("note\n123   1 S 0 B\n456   0 S 1 B\n") == ["123 1 0", "456 0 1"]
    assert clues("note\n1234  1 H 2 B\n5678  0 H 1 B\n") == ["1234 1 2", "5678 0 1"]


def test_a_lone_zero_among_counts_written_with_signs_is_nothing_right() -> None:
    # a Turkish number game: '+1 -1', '-1', and '0' for nothing: the 0 was black 0 and white unknown
    assert clues("Say\u0131 bulmaca\n123: -1\n456: +1 -1\n789: 0\n") == ["123 0 1", "456 1 1", "789 0 0"]
    assert clues("123 2\n456 1 1\n789 0\n") == ["123 2 ?", "456 1 1", "789 0 ?"]  # (no signs: unknown)


def test_a_word_in_capitals_of_no_colour_above_clues_in_small_letters() -> None:
    # 'EDIT: formatting' over a sentence of clues in small letters: EDIT was read as the guess, the
    # feedback the sentence's, in silence (the small letters were taken for prose beside codes)
    text = "EDIT: formatting\nlast night we played: rrgg 1 1, then ggrr 0 2. love, jo\n"
    assert clues(text) == ["RRGG 1 1", "GGRR 0 2"]


def test_a_title_with_a_number_that_is_no_count_above_the_clues() -> None:
    # 'Level 42 (hard mode)': LEVEL read as a guess of 4 black and 2 white, an error
    text = "My clues are RRGG (0 black, 2 white) and GGBB (1 black, 0 white). Thanks!\n"
    assert clues("Level 42 (hard mode)\n" + text) == ["RRGG 0 2", "GGBB 1 0"]
    assert clues("Level 42 (hard mode)\nRGBY 1 2\nGGRR 0 1\n") == ["RGBY 1 2", "GGRR 0 1"]


def test_a_json_document_with_a_line_of_prose_after_it() -> None:
    # '{"guesses": [...], ...}' then '¿Qué sigue?': the document did not parse whole, an error
    text = '{"guesses": ["RGBY", "RGOP"], "scores": [[2, 1], [1, 0]]}\nwhat next?\n'
    assert clues(text) == ["RGBY 2 1", "RGOP 1 0"]
    text = '{"guess": "RGBY", "black": 2, "white": 1}\n{"guess": "RGOP", "black": 1, "white": 0}\nthx\n'
    assert clues(text) == ["RGBY 2 1", "RGOP 1 0"]


def test_a_quoted_reply_reads_as_the_lines_it_quotes() -> None:
    # a reply's '> ' before each quoted line kept the legend from being read: 'XX--' read as 0 0
    text = "On Mon, 7 Dec 2026 at 10:02, Tom <tom@example.com> wrote:\n> 5566 → XX--\n> 6655 → OO--\n"
    text += "> (X: right place, O: wrong place, -: nothing)\n\nNice game!\n"
    assert clues(text) == ["5566 2 0", "6655 0 2"]
    text = "Ana wrote:\n> > guess   black   white\n> > RGBY    1       2\n> > GGRR    0       1\n"
    assert clues(text) == ["RGBY 1 2", "GGRR 0 1"]  # (nested marks)


def test_a_legends_letters_as_key_pegs_are_no_label_before_them() -> None:
    # 'XX--' was read as the label 'XX-' and the pegs '-': 0 0
    text = "On Mon, 7 Dec 2026 at 10:02, Tom wrote:\n5566 → XX--\n6655 → OO--\n"
    text += "(X: right place, O: wrong place, -: nothing)\n"
    assert clues(text) == ["5566 2 0", "6655 0 2"]


def test_a_speakers_name_before_a_message_of_several_lines() -> None:
    # 'You: Colores: Rojo (R), ...' over the clues in those names: the colour list behind the name
    # was not read (an error); a JSON line behind it was lost in silence
    text = "You: Colores: Rojo (R), Verde (V), Azul (A), Amarillo (O), Naranja (N), Morado (M)\n"
    text += "Rojo Verde Azul Amarillo — 1 negra, 2 blancas\nVerde Rojo Amarillo Azul — 0 negras, 4 blancas\n"
    assert clues(text + "Assistant: Let me think.\n") == ["RVAO 1 2", "VROA 0 4"]
    text = '{"guess": "1234", "bulls": 0, "cows": 1}\n{"guess": "5671", "bulls": 1, "cows": 0}\n'
    assert clues("You: " + text + "Assistant: Let me think.\n") == ["1234 0 1", "5671 1 0"]


def test_names_numbers_and_addresses_are_no_guesses() -> None:
    # 'charset=iso-8859-1' read as the guess 8859 with the count -1; 'tom@example.org' as ORG
    text = "Content-Type: text/plain; charset=iso-8859-1\nsee you\n"
    with pytest.raises(NotationError):
        parse_sheet(text)
    text = "(10:00:01) kim@example.org: RGBY\n(10:00:20) sam@example.org: 1 black, 2 white\n"
    text += "(10:01:05) kim@example.org: GYRB\n(10:01:30) sam@example.org: 1 black, 3 white\n"
    assert clues(text) == ["RGBY 1 2", "GYRB 1 3"]  # (the name before the address still speaks)


def test_a_paste_that_doubled_every_line_break() -> None:
    # a mail's lines hard-wrapped mid-clue, pasted by a word processor that doubles each break: the
    # wrap was not seen past the blank line ('with no bulls' / '' / 'and two cows': 0 0, in silence)
    text = "I played 1234 and got one bull and one cow, then 5678 with no bulls\n\n"
    text += "and two cows, and finally 7163 which gave two bulls and two cows.\n\nGetting close?\n"
    assert clues(text) == ["1234 1 1", "5678 0 2", "7163 2 2"]
    text = "Hello Mia, the game from yesterday: I started with RGBY (one\n\n"
    text += "black, two white) and then BPRO, which also gave one black and"
    text += "\n\ntwo white. Your move.\n"
    assert clues(text) == ["RGBY 1 2", "BPRO 1 2"]  # (wrapped twice)
    text = "Guess\tPeg\tCount\n\nRGBY\tBlack\t0\n\n\tWhite\t3\n\nBBRR\tBlack\t1\n\n\tWhite\t0\n"
    assert clues(text) == ["RGBY 0 3", "BBRR 1 0"]  # (a table in long form)


def test_number_baseballs_out_makes_a_lone_b_a_ball() -> None:
    # '3B' over 'OUT' (Korean number baseball: no strike and no ball): B was read as 3 black
    sheet = parse_sheet("1234 → 3B\n5678 → OUT\n")
    assert [str(c) for c in sheet.clues] == ["1234 0 3", "5678 0 0"]
    assert any("number baseball" in n.message for n in sheet.notices)
    assert clues("1234 3B\n5678 0\n") == ["1234 3 0", "5678 0 ?"]  # (no OUT: black, the notation's)


def test_a_list_whose_every_line_has_a_bullet_or_its_number() -> None:
    # '• (✓ right place, ✗ wrong place)' was no legend behind its bullet: RGBY lost in silence; and
    # '1) ... he said 1 black 2 white' took the line's number for a count
    text = "• RGBY✓ ✗✗\n• YBRG ✗✗✗✗\n• (✓ right place, ✗ wrong place)\n"
    assert clues(text) == ["RGBY 1 2", "YBRG 0 4"]
    text = "1) so i was playing w my bro last nite n i put rgby n he said 1 black 2 white\n"
    text += "2) then ybgr n he said 4 white lol\n"
    assert clues(text) == ["RGBY 1 2", "YBGR 0 4"]


def test_colour_names_misspelt_in_pasted_text() -> None:
    # a slip among names in a sentence, a CSV's cell, a list with 'and': the misspelt name was left
    # out ('red, green, blue and yelow' read as the guess RGB) or the line skipped as text
    text = "First I tried red, green, blue, yelow and got 0 black 3 white. "
    text += "Then orange orange purple purple: 0 black 1 white.\n"
    assert clues(text) == ["RGBY 0 3", "OOPP 0 1"]
    text = "guess,black,white\nRed Green Blue Yelow,1,2\nPurple Purple Orange Orange,1,0\n"
    assert clues(text) == ["RGBY 1 2", "PPOO 1 0"]
    text = "red, green, blue and yelow: one black two white\n"
    text += "yellow, yellow, purple and purpel: one black one white\n"
    sheet = parse_sheet(text)
    assert [str(c) for c in sheet.clues] == ["RGBY 1 2", "YYPP 1 1"]
    (notice,) = [n for n in sheet.notices if "misspelt" in n.message]
    assert "'yelow' as Yellow (line 1)" in notice.message and "'purpel' as Purple (line 2)" in notice.message


def test_a_counts_word_misspelt_is_read_as_the_word_it_is_nearest() -> None:
    # 'whtie 2, balck 1': the labels unknown, the counts were read black first by convention (2 1)
    sheet = parse_sheet("RGBY: whtie 2, balck 1\nGGPP: whtie 1, balck 0\n")
    assert [str(c) for c in sheet.clues] == ["RGBY 1 2", "GGPP 0 1"]
    assert any("'whtie' as white" in n.message for n in sheet.notices)
    assert clues("1234 - 2 cwos, 1 bulls\n5678 - 0 cwos, 0 bulls\n") == ["1234 1 2", "5678 0 0"]
    # four letters other than two swapped are no count's word ('bits' is no 'bites')
    sheet = parse_sheet("RGBY: bits 2, cats 1\n")
    assert not any("nearest" in n.message for n in sheet.notices)


@pytest.mark.parametrize(
    "text",
    [
        "Guess:  RGBY  OOPP  YBRG\nBlack:  0     1     1\nWhite:  3     0     2\n",  # two blanks apart
        "\u2502 Guess \u2502 RGBY \u2502 OOPP \u2502 YBRG \u2502\n"
        "\u2502 Black \u2502 0 \u2502 1 \u2502 1 \u2502\n"
        "\u2502 White \u2502 3 \u2502 0 \u2502 2 \u2502\n",  # box characters
        "<table><tr><th>Guess</th><td>RGBY</td><td>OOPP</td><td>YBRG</td></tr>\n"
        "<tr><th>Black</th><td>0</td><td>1</td><td>1</td></tr>\n<tr><th>White</th><td>3</td><td>0</td><td>2</td></tr>\n",
        "Guess   RGBY   OOPP   YBRG\nScore   0/3    1/0    1/2\n",  # one row of feedback
        # (a row labelled 'Pegs:' is no directive)
        "Guess:  RGBY   OOPP   YBRG\nPegs:   \u25cb\u25cb\u25cb    \u25cf      \u25cf\u25cb\u25cb\n",
        "RGBY   OOPP   YBRG\n0b3w   1b0w   1b2w\n",  # no labels
        '> t(board)\n      [,1]   [,2]   [,3]\nguess "RGBY" "OOPP" "YBRG"\nblack "0"    "1"    "1"\n'
        'white "3"    "0"    "2"\n',  # R's matrix, its headings' row above
    ],
)
def test_a_board_laid_out_left_to_right(text: str) -> None:
    # a column for each guess: read only from a CSV's or a Markdown table's rows before
    sheet = parse_sheet(text)
    assert [str(c) for c in sheet.clues] == ["RGBY 0 3", "OOPP 1 0", "YBRG 1 2"]
    assert any("a column for each guess" in n.message for n in sheet.notices)


@pytest.mark.parametrize(
    "text",
    [
        "Guess    RGBY   YYPP   OBRG\nResult   BWW    -      BWWW\n",  # key-peg letters, a dash for none
        "Guesses: RGBY YYPP OBRG\nResults: 1-2 0-0 1-3\n",  # lists one blank apart
        "my board, left to right:\nRGBY YYPP OBRG\n1/2 0/0 1/3\n",  # one blank apart, prose above
        "guess: [RGBY, YYPP, OBRG]\nblack: [1, 0, 1]\nwhite: [2, 0, 3]\n",  # YAML's lists
        "Guess  RGBY  YYPP  OBRG\nA      1     0     1\nB      2     0     3\n",  # A and B, by their partner
        "turn      1     2     3\nguess  RGBY  YYPP  OBRG\nblack     1     0     1\n"
        "white     2     0     3\n",  # a row of the columns' headings above
    ],
)
def test_boards_in_more_forms(text: str) -> None:
    sheet = parse_sheet(text)
    assert [str(c) for c in sheet.clues] == ["RGBY 1 2", "YYPP 0 0", "OBRG 1 3"]
    assert any("a column for each guess" in n.message for n in sheet.notices)
    if text.startswith("my board"):  # prose above a board is no row of its headings
        assert any("skipped 1 line" in n.message for n in sheet.notices)


@pytest.mark.parametrize(
    "text",
    [
        "Guess   1        2        3\nPeg 1   red      green    yellow\nPeg 2   green    green    red\n"
        "Peg 3   blue     orange   blue\nPeg 4   yellow   orange   purple\n"
        "Black   1        0        1\nWhite   2        0        3\n",  # names, apart by blanks
        "|       | Turn 1 | Turn 2 | Turn 3 |\n|---|---|---|---|\n| Peg 1 | R | G | Y |\n"
        "| Peg 2 | G | G | R |\n| Peg 3 | B | O | B |\n| Peg 4 | Y | O | P |\n| Black | 1 | 0 | 1 |\n"
        "| White | 2 | 0 | 3 |\n",
        "Guess:  R      G      Y\n        G      G      R\n        B      O      B\n"
        # the pegs' rows after the first unlabelled, one row of keys
        "        Y      O      P\nKey:    BWW    -      BWWW\n",
        "Intento | 1 | 2 | 3\nFicha 1 | rojo | verde | amarillo\nFicha 2 | verde | verde | rojo\n"
        "Ficha 3 | azul | naranja | azul\nFicha 4 | amarillo | naranja | morado\nNegras | 1 | 0 | 1\n"
        "Blancas | 2 | 0 | 3\n",  # Spanish names
        "Guess  \U0001f534  \U0001f7e2  \U0001f7e1\n       \U0001f7e2  \U0001f7e2  \U0001f534\n"
        "       \U0001f535  \U0001f7e0  \U0001f535\n       \U0001f7e1  \U0001f7e0  \U0001f7e3\n"
        "Black  1   0   1\nWhite  2   0   3\n",  # emoji
    ],
)
def test_a_board_with_a_row_for_each_peg(text: str) -> None:
    # a column for each guess, its pegs a row each: each row was read as a guess of three pegs
    sheet = parse_sheet(text)
    assert [str(c) for c in sheet.clues] == ["RGBY 1 2", "GGOO 0 0", "YRBP 1 3"]
    assert any("a column for each guess" in n.message for n in sheet.notices)


@pytest.mark.parametrize(
    "text",
    [
        '[\n  {"pegs": ["red", "green", "blue", "yellow"], "keys": ["black", "white", "white"]},\n'
        '  {"pegs": ["green", "green", "orange", "orange"], "keys": []},\n'
        '  {"pegs": ["yellow", "red", "blue", "purple"], "keys": ["black", "white", "white", "white"]}\n]\n',
        "- pegs: [red, green, blue, yellow]\n  keys: [black, white, white]\n"
        "- pegs: [green, green, orange, orange]\n  keys: []\n"
        "- pegs: [yellow, red, blue, purple]\n  keys: [black, white, white, white]\n",  # YAML's
        "| Code | Key |\n|---|---|\n| RGBY | \u25cf\u25cb\u25cb |\n| GGOO |  |\n"
        "| YRBP | \u25cf\u25cb\u25cb\u25cb |\n",  # an empty cell of key pegs
        "| # | 1 | 2 | 3 | 4 | key |\n|---|---|---|---|---|-----|\n"
        "| 1 | \U0001f534 | \U0001f7e2 | \U0001f535 | \U0001f7e1 | \u26ab\u26aa\u26aa |\n"
        "| 2 | \U0001f7e2 | \U0001f7e2 | \U0001f7e0 | \U0001f7e0 |  |\n"
        "| 3 | \U0001f7e1 | \U0001f534 | \U0001f535 | \U0001f7e3 | \u26ab\u26aa\u26aa\u26aa |\n",
    ],
)
def test_key_pegs_listed_by_their_colours_or_drawn_none_where_none_is(text: str) -> None:
    # each had a guess whose key pegs were none, written as nothing: that guess was left out
    assert clues(text) == ["RGBY 1 2", "GGOO 0 0", "YRBP 1 3"]
    assert clues(text.replace("\n", "\r\n")) == clues(text)  # (Windows' line ends: YAML's were lost)


@pytest.mark.parametrize(
    "text",
    [
        "| Peg 1 | Peg 2 | Peg 3 | Peg 4 | Key pegs |\n|---|---|---|---|---|\n"
        "| red | green | blue | yellow | black white white |\n| green | green | orange | orange | |\n"
        "| yellow | red | blue | purple | black white white white |\n",  # names a cell each, keys named
        "| Guess | Key |\n|---|---|\n| red green blue yellow | \u25cf\u25cb\u25cb |\n"
        "| green green orange orange | |\n| yellow red blue purple | \u25cf\u25cb\u25cb\u25cb |\n",
        ">>> pprint(history)\n"
        "[{'keys': ['black', 'white', 'white'], 'pegs': ['red', 'green', 'blue', 'yellow']},\n"
        " {'keys': [], 'pegs': ['green', 'green', 'orange', 'orange']},\n"
        " {'keys': ['black', 'white', 'white', 'white'], 'pegs': ['yellow', 'red', 'blue', 'purple']}]\n",
        "Red Green Blue Yellow (Black White White)\nGreen Green Orange Orange ()\n"
        "Yellow Red Blue Purple (Black White White White)\n",  # key names in brackets
        "Image: Red peg. Image: Green peg. Image: Blue peg. Image: Yellow peg. Image: Black key peg. "
        "Image: White key peg. Image: White key peg.\nImage: Green peg. Image: Green peg. Image: Orange peg. "
        "Image: Orange peg.\nImage: Yellow peg. Image: Red peg. Image: Blue peg. Image: Purple peg. Image: "
        "Black key peg. Image: White key peg. Image: White key peg. Image: White key peg.\n",
        "rouge vert bleu jaune : noir, blanc et blanc\nvert vert orange orange : rien\n"
        "jaune rouge bleu violet : noir, blanc, blanc et blanc\n",  # key names joined by 'et'
        "turn 1: R G B Y | key: B W W\nturn 2: G G O O | key: -\nturn 3: Y R B P | key: B W W W\n",
    ],
)
def test_key_pegs_named_in_more_sources(text: str) -> None:
    # each read none of the clues, or not the one whose key pegs were none
    assert clues(text) == ["RGBY 1 2", "GGOO 0 0", "YRBP 1 3"]


def test_a_row_of_turns_over_a_board_a_row_for_each_peg() -> None:
    # 'Round 1 2 3' was taken for the first row of pegs: guesses of five digits
    text = (
        "Round     1    2    3\nDigit 1   1    5    9\nDigit 2   2    6    0\nDigit 3   3    7    1\n"
        "Digit 4   4    8    2\nBulls     0    1    1\nCows      2    0    1\n"
    )
    assert clues(text) == ["1234 0 2", "5678 1 0", "9012 1 1"]


def test_a_tables_row_it_cannot_read_is_no_rule_of_the_table() -> None:
    # a mistyped guess's row was left out with no word, as if it were the table's markup
    with pytest.raises(NotationError) as caught:
        parse_sheet("| Guess | Black | White |\n|---|---|---|\n| RGBY | 1 | 2 |\n| R6BY | 1 | 2 |\n")
    assert caught.value.line == 4
    # a misspelt name in a cell of names is read, with its notice
    sheet = parse_sheet("guess,black,white\nRed Green Blue Yelow,1,2\nPurple Purple Orange Orange,1,0\n")
    assert [str(c) for c in sheet.clues] == ["RGBY 1 2", "PPOO 1 0"]
    assert any("'Yelow' as Yellow" in n.message for n in sheet.notices)


def test_a_tables_row_of_a_guess_and_empty_counts_is_said() -> None:
    # the row was taken for the table's markup and left out with no word
    sheet = parse_sheet("| Code | Black | White |\n|---|---|---|\n| RGBY | 1 | 2 |\n| GGOO |  |  |\n")
    assert [str(c) for c in sheet.clues] == ["RGBY 1 2"]
    assert any("skipped 1 line" in n.message and "(line 4)" in n.message for n in sheet.notices)


def test_rows_of_pegs_with_no_counts_below_are_no_board() -> None:
    # three rows of letters a cell each are guesses read a line each where no counts' rows follow
    assert clues("R G B Y 1 2\nG G O O 0 0\nY R B P 1 3\n") == ["RGBY 1 2", "GGOO 0 0", "YRBP 1 3"]
    with pytest.raises(NotationError):
        parse_sheet("Peg 1 | R | G\nPeg 2 | G | G\nPeg 3 | B | O\nPeg 4 | Y | O\n")


def test_a_tables_header_over_its_rows_is_no_board() -> None:
    # 'GUESS  RESULT' over '1122  1 0': a header, not a guess RESULT with the feedback below it
    assert clues("GUESS\tRESULT\n1122\t1 0\n3456\t0 2\n") == ["1122 1 0", "3456 0 2"]
    assert clues("Zahl      1234  5678\nStiere    0     1\nKühe      4     0\n") == ["1234 0 4", "5678 1 0"]


@pytest.mark.parametrize(
    "text",
    [
        "Guess 1:\n  Peg 1: Red\n  Peg 2: Green\n  Peg 3: Blue\n  Peg 4: Yellow\n  Result: 2 black, 1 white\n"
        "Guess 2:\n  Peg 1: Orange\n  Peg 2: Orange\n  Peg 3: Purple\n  Peg 4: Purple\n"
        "  Result: 0 black, 1 white\n",
        "- guess:\n    - red\n    - green\n    - blue\n    - yellow\n  black: 2\n  white: 1\n"
        "- guess:\n    - orange\n    - orange\n    - purple\n    - purple\n  black: 0\n  white: 1\n",
        "R\nG\nB\nY\n2 black 1 white\n\nO\nO\nP\nP\n0 black 1 white\n",
        '[[guesses]]\npegs = [\n  "red",\n  "green",\n  "blue",\n  "yellow",\n]\nblack = 2\nwhite = 1\n\n'
        '[[guesses]]\npegs = [\n  "orange",\n  "orange",\n  "purple",\n  "purple",\n]\n'
        "black = 0\nwhite = 1\n",
        "<ul>\n<li>Red</li>\n<li>Green</li>\n<li>Blue</li>\n<li>Yellow</li>\n</ul>\n<p>2 black, 1 white</p>\n"
        "<ul>\n<li>Orange</li>\n<li>Orange</li>\n<li>Purple</li>\n<li>Purple</li>\n</ul>\n"
        "<p>0 black, 1 white</p>\n",
    ],
)
def test_a_guess_written_down_the_page_a_peg_a_line(text: str) -> None:
    # each peg was read as a guess of one peg with no feedback: errors on every line
    sheet = parse_sheet(text)
    assert [str(c) for c in sheet.clues] == ["RGBY 2 1", "OOPP 0 1"]
    assert any("a line each as one guess" in n.message for n in sheet.notices)


@pytest.mark.parametrize(
    "text",
    [
        "Stift 1: rot\nStift 2: grün\nStift 3: blau\nStift 4: gelb\nErgebnis: 2 schwarz, 1 weiß\n"
        "Stift 1: orange\nStift 2: orange\nStift 3: lila\nStift 4: lila\nErgebnis: 0 schwarz, 1 weiß\n",
        "first: red\nsecond: green\nthird: blue\nfourth: yellow\nscore two black one white\n"
        "first: orange\nsecond: orange\nthird: purple\nfourth: purple\nscore zero black one white\n",
        '<row>\n  <peg color="red"/>\n  <peg color="green"/>\n  <peg color="blue"/>\n'
        '  <peg color="yellow"/>\n'
        '  <score black="2" white="1"/>\n</row>\n<row>\n  <peg color="orange"/>\n  <peg color="orange"/>\n'
        '  <peg color="purple"/>\n  <peg color="purple"/>\n  <score black="0" white="1"/>\n</row>\n',
        "- [x] Red\n- [x] Green\n- [x] Blue\n- [x] Yellow\nResult: 2 black 1 white\n"
        "- [x] Orange\n- [x] Orange\n- [x] Purple\n- [x] Purple\nResult: 0 black 1 white\n",
    ],
)
def test_pegs_down_the_page_under_any_label(text: str) -> None:
    # labels of any language (Stift 1:), ordinal words, an attribute's value, a checkbox
    assert clues(text) == ["RGBY 2 1", "OOPP 0 1"]


def test_a_slip_among_pegs_down_the_page_and_a_board_of_glyphs_labelled_in_small_letters() -> None:
    # 'gren' ended the run of pegs; 'pegs' under 'guess' was taken for a table's row of a guess
    text = "- red\n- gren\n- blue\n- yellow\n0 black 3 white\n- green\n- green\n- orange\n- orange\n"
    sheet = parse_sheet(text + "0 black 1 white\n")
    assert [str(c) for c in sheet.clues] == ["RGBY 0 3", "GGOO 0 1"]
    assert any("'gren' as Green" in n.message for n in sheet.notices)
    text = "guess   RGBY   GGOO   YRBP\npegs    \u25cb\u25cb\u25cb    \u25cb      \u25cb\u25cb\u25cb\n"
    assert clues(text) == ["RGBY 0 3", "GGOO 0 1", "YRBP 0 3"]


def test_counts_a_line_each_are_no_pegs_down_the_page() -> None:
    # 'bulls: 0' and 'cows: 4' are counts, not pegs 0 and 4 of the run above them; a clue's last
    # count is no peg after a word and a number ('RGBY 1 2' three times was read as the guess 242)
    text = "guess:\n  - 1\n  - 2\n  - 3\n  - 4\nbulls: 0\ncows: 4\nguess:\n  - 5\n  - 5\n  - 6\n  - 6\n"
    assert clues(text + "bulls: 0\ncows: 0\n") == ["1234 0 4", "5566 0 0"]
    text = "RGBY 1 2\nBYRG 0 4\nGRBY 2 2\noops, line 2 should be 0 black 3 white, not 4\n"
    assert clues(text) == ["RGBY 1 2", "BYRG 0 4", "GRBY 2 2"]


def test_a_list_of_one_word_a_line_is_no_guess() -> None:
    # words that are no pegs, and pegs of two kinds, stay as they are
    with pytest.raises(NotationError):
        parse_sheet("Shopping\nmilk\neggs\nbread\n2 black 1 white\n")
    with pytest.raises(NotationError) as caught:
        parse_sheet("R\nGreen\nB\nYellow\n2 black 1 white\n")
    assert not any("a line each" in n.message for n in caught.value.notices)


def test_pegs_down_the_page_and_boards_pasted_as_a_paste_changes_them() -> None:
    # every line break doubled (a word processor's paste), and the first line behind who spoke
    assert clues("R\n\nG\n\nB\n\nY\n\n2 black 1 white\n\nO\n\nO\n\nP\n\nP\n\n0 black 1 white\n") == [
        "RGBY 2 1",
        "OOPP 0 1",
    ]
    text = "first: red\nsecond: green\nthird: blue\nfourth: yellow\n2 black 1 white\n"
    assert clues("You: " + text) == ["RGBY 2 1"]
    text = "You: Guess  RGBY  OOPP  YBRG\nBlack:  0     1     1\nWhite:  3     0     2\n"
    assert clues(text) == ["RGBY 0 3", "OOPP 1 0", "YBRG 1 2"]


@pytest.mark.parametrize(
    ("text", "meant"),
    [
        # a machine's banner above a run: 'V2' is the version's number, no count of '64'
        (
            "*** ACME 80 DISK BASIC V3 ***\nREADY.\nRUN\nGUESS? 2211\nBLACK 0  WHITE 2\nGUESS? 4455\n"
            "BLACK 1  WHITE 0\nGUESS?\nREADY.\n",
            ["2211 0 2", "4455 1 0"],
        ),
        # guesses of 5 pegs, one of a letter past the default colours between those of them
        (
            "try GRBOY => 2B 1W\ntry CCPWW => 1B 0W\ntry BYGRO => 0B 4W\n",
            ["GRBOY 2 1", "CCPWW 1 0", "BYGRO 0 4"],
        ),
        # and so over two lines each, the counts' order assumed for every clue alike
        (">GRBOY\n<2,1\n>CCPWW\n<1,0\n>BYGRO\n<0,4\n", ["GRBOY 2 1", "CCPWW 1 0", "BYGRO 0 4"]),
        # a turn's number before letters apart, the counts after them
        (
            "Move 1   Y Y B B    0 black 2 white\nMove 2   G O G O    1 black 0 white\n",
            ["YYBB 0 2", "GOGO 1 0"],
        ),
        # sequence numbers in the margin on the right (a card image's columns 73-80)
        (
            "RUN 12  MASTERMIND"
            + " " * 50
            + "00000100\n"
            + "".join(
                f" {c}" + " " * (71 - len(c)) + f"{n:08d}\n"
                for c, n in [("6543   2   1", 110), ("1166   0   0", 120), ("6435   1   3", 130)]
            ),
            ["6543 2 1", "1166 0 0", "6435 1 3"],
        ),
        # a printer's page header with its number, a form feed before the next page
        (
            "                PAGE 1\nGAME LOG\n  6543   2   1\n  1166   0   0\n\f                PAGE 2\n",
            ["6543 2 1", "1166 0 0"],
        ),
        # a program's line numbers before remarks that hold the clues
        ("100 REM 6543 = 2 BULLS 1 COW\n110 REM 7890 = 0 BULLS 0 COWS\n", ["6543 2 1", "7890 0 0"]),
        # an input prompt's '?' after a word, glued to what was typed (an Apple II's)
        (
            "]RUN\nGUESS ?OOPY\n1 BLACK, 1 WHITE\nGUESS ?YBBR\n0 BLACK, 2 WHITE\nGUESS ?\n",
            ["OOPY 1 1", "YBBR 0 2"],
        ),
        # COBOL's sequence numbers first on every line
        ("000010 GAME OF 12/07\n000020 3456 1 2\n000030 6543 0 4\n000040 END\n", ["3456 1 2", "6543 0 4"]),
        # a log's time in brackets before each guess of another shape
        (
            "I (3301) mm: start, pegs=5 colours=8\nI (3308) mm: OYGRB => B0 W3\nI (3315) mm: PPOOW => B2 W0\n"
            "I (3322) mm: 2 codes left\n",
            ["OYGRB 0 3", "PPOOW 2 0"],
        ),
    ],
)
def test_old_machines_output_around_the_clues(text: str, meant: list[str]) -> None:
    assert clues(text) == meant


def test_a_count_after_its_key_is_no_count_of_the_noun_after_it() -> None:
    # 'pegs=5 colours=8' states 8 colours (its title said 5, then that the clues do not fit)
    sheet = parse_sheet("mm: start, pegs=5 colours=8 (RGBYOPWC)\nRGBYO 1 2\nWCPPC 0 2\n")
    assert [str(c) for c in sheet.clues] == ["RGBYO 1 2", "WCPPC 0 2"]
    assert len(sheet.game.colors) == 8
    assert not any("states 5 colours" in n.message for n in sheet.notices)


def test_bulls_and_cows_letters_as_labels_before_their_counts() -> None:
    # 'A:0 B:2' is 0A2B: B is the cows' letter beside A, not black
    text = "guess: 4567 | A:0 B:3\nguess: 7654 | A:2 B:2\n"
    assert clues(text) == ["4567 0 3", "7654 2 2"]
    assert clues("4567 A=1, B=2\n7654 A=0, B=4\n") == ["4567 1 2", "7654 0 4"]


def test_a_transcripts_numbered_speakers_between_a_guess_and_its_feedback() -> None:
    # 'Speaker 2  0:09' is who speaks next, no lone count of 2 black; turns' numbers never recur
    text = (
        "Speaker 1  0:02\nFirst try red red blue blue.\nSpeaker 2  0:06\nOne black, one white.\n"
        "Speaker 1  0:11\nNow green green yellow yellow.\nSpeaker 2  0:15\nTwo white.\n"
    )
    assert clues(text) == ["RRBB 1 1", "GGYY 0 2"]
    assert clues("Round 1\nRRBB\n1 black 1 white\nRound 2\nGGYY\n0 black 2 white\n") == [
        "RRBB 1 1",
        "GGYY 0 2",
    ]


@pytest.mark.parametrize(
    ("text", "meant"),
    [
        (
            "3456: 2 números correctos, 0 en su lugar\n6543: 1 número correcto, 1 en su lugar\n",
            ["3456 0 2", "6543 1 0"],
        ),
        (
            "3456 - 2 numeri giusti, 0 al posto giusto\n6543 - 1 numero giusto, 1 al posto giusto\n",
            ["3456 0 2", "6543 1 0"],
        ),
        (
            "3456: 2 dobre cyfry, 0 na swoim miejscu\n6543: 1 cyfra dobra, 1 na swoim miejscu\n",
            ["3456 0 2", "6543 1 0"],
        ),
        (
            "3456: 2 goede cijfers, 0 op de goede plek\n6543: 1 goed cijfer, 1 op de goede plek\n",
            ["3456 0 2", "6543 1 0"],
        ),
    ],
)
def test_a_total_in_the_singular_of_other_languages(text: str, meant: list[str]) -> None:
    # '1 número correcto, 1 en su lugar': one right digit in all, in its place; no white
    assert clues(text) == meant


def test_a_polish_row_corrected_and_a_french_list_whose_names_share_an_initial() -> None:
    text = "3456 1 2\n6543 0 1\nPoprawka: wiersz 2 powinno być 1 0, nie 0 1\n"
    assert clues(text) == ["3456 1 2", "6543 1 0"]
    # vert and violet share V: the list's names take their English letters (violet is purple, P)
    text = "Couleurs : rouge, vert, bleu, jaune, orange, violet\nviolet vert bleu bleu : 1 noir, 1 blanc\n"
    assert clues(text) == ["PGBB 1 1"]


def test_a_title_in_capitals_that_states_the_colours_the_clues_need() -> None:
    # 'WORK' read as a guess hid the title; its 8 colours answer the clues' W, K, O and P
    text = "WORK BREAK GAME, 8 colours, here we go:\nKKWW 1 1\nRGBY 0 0\nOOPP 2 0\nBACK TO WORK\n"
    sheet = parse_sheet(text)
    assert [str(c) for c in sheet.clues] == ["KKWW 1 1", "RGBY 0 0", "OOPP 2 0"]
    assert len(sheet.game.colors) == 8


def test_a_list_under_an_unknown_label_whose_names_share_an_initial() -> None:
    # Welsh 'Lliwiau' is no word of the table; what the clues do with the names says they are the
    # colours, and Gwyrdd and Glas share G: the later takes the letter the notation would suggest
    text = (
        "Lliwiau: Coch, Gwyrdd, Glas, Melyn, Oren, Porffor\n"
        "Glas Glas Coch Coch - 1 du, 1 gwyn\nMelyn Oren Gwyrdd Porffor - 0 du, 2 gwyn\n"
    )
    sheet = parse_sheet(text)
    assert [str(c) for c in sheet.clues] == ["LLCC 1 1", "MOGP 0 2"]
    assert any("lists are the game's" in n.message for n in sheet.notices)


def test_a_count_joined_to_its_word_by_a_hyphen() -> None:
    # 'three-white', '1-black': the count and its word; 'well-placed' stays a word
    assert clues("OOPP  one-black three-white\nPPOO  zero-black two-white\n") == ["OOPP 1 3", "PPOO 0 2"]
    assert clues("OOPP 1-black 3-white\nPPOO 0-black 2-white\n") == ["OOPP 1 3", "PPOO 0 2"]
    assert clues("OOPP 1 well-placed, 3 mis-placed\n") == ["OOPP 1 3"]


def test_a_score_supposed_is_no_clue() -> None:
    # 'it would score 4 0' says what a code would get, not what a guess got
    text = "OOPP 1 1\nPPOO 1 1\nIf the secret were OPPO it would score 4 0, right?\n"
    assert clues(text) == ["OOPP 1 1", "PPOO 1 1"]
    assert clues("OOPP 1 1\nPPOO 1 1\nPOOP würde 2 2 geben\n") == ["OOPP 1 1", "PPOO 1 1"]


def test_a_programs_list_of_guesses_over_its_list_of_pairs() -> None:
    # a notebook's cell and its output: the guesses in brackets, then as many pairs in brackets
    text = 'In [7]: [score(c) for c in ["4411", "1441"]]\nOut[7]: [(1, 2), (0, 4)]\n'
    assert clues(text) == ["4411 1 2", "1441 0 4"]
    assert clues("codes: 4411, 1441\nscores: [(1, 2), (0, 4)]\n") == ["4411 1 2", "1441 0 4"]


@pytest.mark.parametrize(
    ("note", "meant"),
    [
        ("die zweite Zeile muss 1 0 heißen", "6655 1 0"),
        ("La segunda debería ser 1 0, no 0 1.", "6655 1 0"),
        ("regel 2 moet 1 0 zijn, niet 0 1", "6655 1 0"),
        ("should've written 1 0 for line 2", "6655 1 0"),
        ("wait no, 6655 was 1 black 0 white", "6655 1 0"),
    ],
)
def test_corrections_in_more_words(note: str, meant: str) -> None:
    assert clues(f"5566 0 2\n6655 0 1\n{note}\n") == ["5566 0 2", meant]


def test_a_correction_of_the_last_clue() -> None:
    # 'the last one' names the last clue; its 'it's 2 2)' names no turn 2
    text = "5566 0 2\n6655 0 1\n5656 2 1\n(I mis-typed the last one, it's 2 2)\n"
    assert clues(text) == ["5566 0 2", "6655 0 1", "5656 2 2"]


@pytest.mark.parametrize(
    "nothing",
    [
        "ningún número es correcto.",
        "nessun numero è corretto.",
        "nothing is correct.",
        "keine Zahl ist richtig!",
    ],
)
def test_a_sentence_of_none_ends_with_its_mark(nothing: str) -> None:
    # a lock puzzle's 'ningún número es correcto.': the word of none read, not a count 0 alone
    assert clues(f"a) 381: un número correcto y bien colocado.\nb) 916: {nothing}\n") == [
        "381 1 0",
        "916 0 0",
    ]


def test_a_speakers_counts_then_a_sentence_of_their_own() -> None:
    # a voice assistant's answer: its first sentence holds the counts ('Guess again?' is no header)
    text = (
        "You: red, red, green, green\nAlexa: No black pegs and three white pegs. Guess again?\n"
        "You: blue, blue, yellow, yellow\nAlexa: One black peg and no white pegs. Guess again?\n"
    )
    assert clues(text) == ["RRGG 0 3", "BBYY 1 0"]
    # a later sentence's words are no counts ('which one could stay in place'): that guess is text
    text = "Me: RGBY\nBot: Exactly. Now which one could stay in place?\nMe: BOYG\nBot: 1 black 3 white\n"
    assert clues(text) == ["BOYG 1 3"]


@pytest.mark.parametrize("sign", ["⇨", "▶", "◀", "☛", "☆", "○", "⚐"])
def test_a_sign_between_the_guess_and_its_counts_names_neither(sign: str) -> None:
    # an arrow or a pointer is no key peg (⇨ is 'RIGHTWARDS WHITE ARROW'), and a sign before the
    # first count alone labels no count: the convention's order holds, and a notice says so
    text = f"RGBY {sign} 2 1\nRRGG {sign} 1 0\n"
    assert clues(text) == ["RGBY 2 1", "RRGG 1 0"]
    assert sign in {"⇨", "▶", "◀", "☛"} or any("first count is read as black" in n for n in notices(text))
    assert clues("RGBY ○2 ●1\n") == ["RGBY 1 2"]  # both counts labelled: read as labelled


def test_turns_that_count_down_after_a_logs_own_words() -> None:
    # a git log lists the newest commit first: 'Guess 3' stands after the commit's hash
    text = "5c4b3a2 Guess 3: ORYB -> 2 2\n9f8e7d6 Guess 2: OORR -> 1 1\na1b2c3d Guess 1: RGBY -> 2 1\n"
    assert clues(text) == ["RGBY 2 1", "OORR 1 1", "ORYB 2 2"]
    assert any("count down" in n for n in notices(text))


def test_key_pegs_named_in_items_of_the_same_words() -> None:
    # a screen reader says each key peg in the same words ('graphic black peg'); a list heads it
    text = (
        "heading level 2, Guess history\nlist, 3 items\n"
        "Guess 1, R G B Y, graphic white peg, graphic white peg, graphic white peg\n"
        "Guess 2, B B G G, graphic black peg, graphic black peg\n"
        "Guess 3, B B R Y, graphic black peg, graphic black peg, graphic white peg, graphic white peg\n"
        "end of list\n"
    )
    assert clues(text) == ["RGBY 0 3", "BBGG 2 0", "BBRY 2 2"]
    assert clues("RGBY black peg, black peg, white peg\nBBGG black peg, black peg\n") == [
        "RGBY 2 1",
        "BBGG 2 0",
    ]
    # items of other words each, or a single item of words besides the peg's, are no such list
    legend = Legend({}, None, frozenset())
    assert named_pegs("graphic black peg, graphic white peg", legend) == (1, 1, "")
    assert named_pegs("black peg, white pin", legend) is None
    assert named_pegs("graphic black peg", legend) is None


@pytest.mark.parametrize("talk", ["BOGY 4ever", "OPPO Reno 10 is my phone"])
def test_a_word_and_a_number_in_talk_is_no_clue_mistyped(talk: str) -> None:
    # a word that opens with a number ('4ever') is no count; a number before two short words of
    # prose ('10 is my phone') is no count either: the line is text around the clues, said so
    for text in (f"{talk}\nRGBY 1 2\nOOPP 0 1\n", f"RGBY 1 2\nOOPP 0 1\n{talk}\n"):
        assert clues(text) == ["RGBY 1 2", "OOPP 0 1"]
        assert any("skipped 1 line of text" in n for n in notices(text))


def test_a_chat_of_number_baseball_with_a_date_line() -> None:
    # KakaoTalk: a date line ('2026년 12월 8일', no guess 2026), strikes and balls among the chat's
    # own words ('1S 0B': strikes black, balls white, as the notation reads them)
    text = (
        "2026년 12월 8일 화요일\n[민수] [오후 3:41] 1234\n[지은] [오후 3:42] 1S 0B\n"
        "[민수] [오후 3:43] 5678\n[지은] [오후 3:44] 1S 2B\n"
    )
    assert clues(text) == ["1234 1 0", "5678 1 2"]


def test_a_clue_struck_through_is_taken_back() -> None:
    text = "game w/ Leo\n\nRGBY 0 4\n~~BRGY 3 1~~ BRGY 2 2\nBRYG 4 0\n"
    assert clues(text) == ["RGBY 0 4", "BRGY 2 2", "BRYG 4 0"]


def test_a_threads_votes_are_no_feedback() -> None:
    # a Reddit thread's copy: a reply names a code in a sentence, its votes ('3') two lines below
    text = "RGBY - 0B 2W\nOOPP - 1B 1W\nPOBY - 2B 2W\n\nlevel 2\nTry PYOB, it fits everything\n\n3\nReply\n"
    assert clues(text) == ["RGBY 0 2", "OOPP 1 1", "POBY 2 2"]


def test_a_chats_json_export() -> None:
    # Telegram's export: what each message says, who said it; each clue placed at its message's line
    messages = [("Dana", "bulls and cows, 4 different digits"), ("Omer", "1234"), ("Dana", "1 bull 1 cow")]
    messages += [("Omer", "5678"), ("Dana", "0 bulls 1 cow")]
    listed = [
        {"id": n, "type": "message", "from": who, "text": said} for n, (who, said) in enumerate(messages)
    ]
    text = json.dumps({"name": "Dana", "messages": listed}, indent=1)  # an object over several lines
    sheet = parse_sheet(text)
    assert [str(c) for c in sheet.clues] == ["1234 1 1", "5678 0 1"]
    first = 1 + text[: text.index('"1234"')].count("\n")
    assert any("JSON export" in n.message and n.line == first for n in sheet.notices)


def test_an_irc_log_opened_at_a_ctime() -> None:
    # irssi's 'Log opened' line ends with the year (no guess 2026 over '4 digits'), and a nick change
    text = (
        "--- Log opened Tue Dec 08 10:00:00 2026\n10:01 <ana> bulls and cows, 4 digits, all different\n"
        "10:02 <bob> 1234\n10:02 <ana> 0 bulls, 2 cows\n10:02 -!- bob is now known as bobby\n"
        "10:03 <bobby> 5678\n10:03 <ana> 2 bulls, 0 cows\n"
    )
    assert clues(text) == ["1234 0 2", "5678 2 0"]


def test_an_ocr_writes_o_for_a_zero_count() -> None:
    text = "Scanned with OCR\n\nRGBY   1   2\nYYGG   2   O\nYYRB   2   2\n"
    assert clues(text) == ["RGBY 1 2", "YYGG 2 0", "YYRB 2 2"]
    assert any("or after a count" in n for n in notices(text))


@pytest.mark.parametrize(
    "rule", ["Format: white black", "önce beyaz sonra siyah", "先白后黑", "Zahlen: weiß / schwarz"]
)
def test_a_rules_line_that_names_both_colours_in_order(rule: str) -> None:
    # the key pegs' colours named in order, one phrase or one run of characters: white first
    text = f"{rule}\nRGBY 2 1\nOOPP 1 0\n"
    assert clues(text) == ["RGBY 1 2", "OOPP 0 1"]


@pytest.mark.parametrize(
    "rule",
    [
        "Bulls and Cows — I write cows first, then bulls.",
        "bulls & cows (the second number is the bulls)",
        "Pisteet: ensin valkoiset, sitten mustat",
    ],
)
def test_a_rules_line_in_words_that_puts_white_first(rule: str) -> None:
    # the count word nearest before 'first'; what 'the second' is; Finnish key colours
    assert clues(f"{rule}\n1234 2 0\n5678 0 1\n") == ["1234 0 2", "5678 1 0"]
