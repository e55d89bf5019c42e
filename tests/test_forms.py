"""The forms of issue 21's second round: emoji pegs, colour names of seven languages, clues
over two lines, speakers, the ' - ' separator (docs/notation.md)."""

from __future__ import annotations

import pytest

from mmnotation import Feedback, Game, NotationError, parse_clue, parse_code, parse_sheet
from mmnotation.notation.emoji import emoji_pegs, pictures
from mmnotation.notation.key_names import keys_named
from mmnotation.notation.words import _alternation, common_names, name_letter
from mmnotation.notation.words import table as feedback_words
from tests.reference import brute_consistent


def _clues(text: str) -> list[tuple[str, int | None, int | None]]:
    return [(c.guess.symbols, c.feedback.black, c.feedback.white) for c in parse_sheet(text).clues]


def _notices(text: str) -> list[str]:
    return [n.message for n in parse_sheet(text).notices]


# ---------------------------------------------------------------- emoji
def test_emoji_guesses_and_key_pegs_read_as_letters_with_a_notice() -> None:
    text = "🔴🟢🔵🟡 ⚫⚪⚪\n🟠🟠🟣🟣 ⚪\n"
    assert _clues(text) == [("RGBY", 1, 2), ("OOPP", 0, 1)]
    (notice,) = _notices(text)
    assert "🔴 R" in notice and "🟣 P" in notice


def test_square_emoji_and_variation_selectors() -> None:
    assert _clues("🟥️🟩️🟦️🟨️ → ⚫️⚪️\n") == [("RGBY", 1, 1)]


def test_key_peg_emoji_after_letters_need_no_notice() -> None:
    assert _clues("RGBY ⚫⚫⚪\n") == [("RGBY", 2, 1)]
    assert _notices("RGBY ⚫⚫⚪\n") == []


def test_a_guess_of_key_peg_emoji_alone_is_named() -> None:
    text, notice = emoji_pegs("⚫⚫⚪⚪ ⚫\n")
    assert text == "KKWW K\n"
    assert notice is not None and notice[1:] == (1, 1)


def test_every_emoji_of_the_table_stands_for_one_letter() -> None:
    table = feedback_words()["emoji"]
    for emoji, letter in table.items():
        assert len(emoji) == 1 and len(letter) == 1 and letter.isupper()
        assert emoji_pegs(emoji)[0] == letter


def test_emoji_codes_in_the_library() -> None:
    game = Game(4, tuple("RGBYOP"))
    assert parse_code("🔴🟢🔵🟡", game).symbols == "RGBY"
    assert parse_clue("🔴🔴🟢🟢 ⚫⚪", game).feedback.white == 1


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (  # Markdown's images, the key pegs' files named 'key_white'
            "![red](i/red.png)![green](i/green.png)![blue](i/blue.png)![yellow](i/yellow.png) "
            "![white](i/key_white.png)![white](i/key_white.png)\n"
            "![blue](i/blue.png)![blue](i/blue.png)![red](i/red.png)![red](i/red.png) "
            "![white](i/key_white.png)\n",
            [("RGBY", 0, 2), ("BBRR", 0, 1)],
        ),
        (  # HTML's, by their alternative text; BBCode's by their file
            '<img src="p/r.png" alt="red"><img src="p/g.png" alt="green"><img src="p/b.png" alt="blue">'
            '<img src="p/y.png" alt="yellow"> <img src="k/b.png" alt="black key">'
            '<img src="k/w.png" alt="white key">\n'
            + "[img]https://x.org/red.gif[/img][img]https://x.org/red.gif[/img][img]https://x.org/blue.gif[/img]"
            "[img]https://x.org/blue.gif[/img] - 0 black, 1 white\n",
            [("RGBY", 1, 1), ("RRBB", 0, 1)],
        ),
        (  # Slack's own emoji a blank apart, a wider gap before the key pegs; LaTeX's macros in a row
            ":peg-red: :peg-green: :peg-blue: :peg-yellow:   :key-white: :key-white:\n"
            "\\peg{red}\\peg{red}\\peg{blue}\\peg{blue} & \\key{black} \\\\\n",
            [("RGBY", 0, 2), ("RRBB", 1, 0)],
        ),
        (  # empty elements of a class; files named; pegs in brackets; one-letter alternative texts
            '<span class="peg red"></span><span class="peg green"></span><span class="peg blue"></span>'
            '<span class="peg yellow"></span> 1 black\n'
            "Row 2: red.png red.png green.png green.png — 0 black 1 white\n"
            "Row 3: [blue] [blue] [yellow] [yellow]  score: [white]\n",
            [("RGBY", 1, 0), ("RRGG", 0, 1), ("BBYY", 0, 1)],
        ),
        (  # one-letter alternative texts in an HTML table's cells
            '<td><img src="c:1" alt="G"></td><td><img src="c:2" alt="G"></td><td><img src="c:3" alt="R">'
            '</td><td><img src="c:4" alt="R"></td><td>0</td><td>2</td>\n'
            '<td><img src="c:1" alt="B"></td><td><img src="c:2" alt="G"></td><td><img src="c:3" alt="R">'
            '</td><td><img src="c:4" alt="Y"></td><td>1</td><td>1</td>\n',
            [("GGRR", 0, 2), ("BGRY", 1, 1)],
        ),
    ],
)
def test_pegs_drawn_as_pictures_read_as_what_their_names_say(
    text: str, want: list[tuple[str, int, int]]
) -> None:
    sheet = parse_sheet(text)
    assert [(str(c.guess), c.feedback.black, c.feedback.white) for c in sheet.clues] == want
    assert any("pictures" in n.message for n in sheet.notices)


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (  # Confluence's and Jira's; AsciiDoc's
            "!red-peg.png! !green-peg.png! !peg_blue.png|thumbnail! !peg_yellow.png|thumbnail! 1 1\n"
            "image:p/red.png[Red] image:p/red.png[Red] image:p/blue.png[Blue] image:p/blue.png[Blue] 0 2\n",
            [("RGBY", 1, 1), ("RRBB", 0, 2)],
        ),
        (  # Markdown's by reference; SVG circles; LaTeX's graphics with an option; pegs in parentheses
            "![red][r] ![green][g] ![blue][b] ![yellow][y] 1 black\n"
            '<circle r="8" fill="red"/><circle r="8" fill="red"/><circle r="8" fill="blue"/>'
            '<circle r="8" fill="blue"/> 0 2\n'
            "\\includegraphics[width=1em]{green}\\includegraphics[width=1em]{green}"
            "\\includegraphics[width=1em]{red}\\includegraphics[width=1em]{red} 0 1\n"
            "(yellow)(yellow)(blue)(blue) 2 0\n",
            [("RGBY", 1, 0), ("RRBB", 0, 2), ("GGRR", 0, 1), ("YYBB", 2, 0)],
        ),
        (  # key pegs drawn by what they count; a picture alone on a sheet of rows of them
            "1234 ![hit](i/hit.png) ![blow](i/blow.png) ![blow](i/blow.png)\n5678 ![blow](i/blow.png)\n",
            [("1234", 1, 2), ("5678", 0, 1)],
        ),
    ],
)
def test_pegs_drawn_in_other_markups_and_key_pegs_by_what_they_count(
    text: str, want: list[tuple[str, int, int]]
) -> None:
    sheet = parse_sheet(text)
    assert [(str(c.guess), c.feedback.black, c.feedback.white) for c in sheet.clues] == want
    assert any("pictures" in n.message for n in sheet.notices)


@pytest.mark.parametrize(
    "text",
    [
        "6 colours: red, green, blue, yellow, orange, purple.\nRed Green Blue Yellow Black White White\n"
        "Green Green Orange Orange\nYellow Red Blue Purple Black White White White\n",
        "\U0001f534 \U0001f7e2 \U0001f535 \U0001f7e1  \u26ab \u26aa \u26aa\n\U0001f7e2 \U0001f7e2 \U0001f7e0 "
        "\U0001f7e0\n\U0001f7e1 \U0001f534 \U0001f535 \U0001f7e3  \u26ab \u26aa \u26aa \u26aa\n",
        "rouge vert bleu jaune noir blanc blanc\nvert vert orange orange\njaune rouge bleu violet noir blanc "
        "blanc blanc\n",
        # a screen reader's words for pictures of pegs
        "image: red peg, image: green peg, image: blue peg, image: yellow peg, image: black key peg, "
        "image: white key peg, image: white key peg\nimage: green peg, image: green peg, image: orange peg, "
        "image: orange peg\nimage: yellow peg, image: red peg, image: blue peg, image: purple peg, image: "
        "black key peg, image: white key peg, image: white key peg, image: white key peg\n",
    ],
)
def test_key_pegs_named_right_after_the_guess(text: str) -> None:
    # the lines ran on with no separator: the guess's length could not be told from its keys
    sheet = parse_sheet(text)
    assert [str(c) for c in sheet.clues] == ["RGBY 1 2", "GGOO 0 0", "YRBP 1 3"]
    assert any("as its key pegs" in n.message and "no key pegs" in n.message for n in sheet.notices)
    assert parse_sheet(text.replace("\n", "\r\n")).clues == sheet.clues  # (Windows' line ends: the same)


def test_key_pegs_named_after_a_dash() -> None:
    # 'white white' after a dash was read as two more pegs of the guess: a guess of 6
    text = (
        "here's the board (top row first):\n  red green blue yellow - white white\n"
        "  green green orange orange - white\n  yellow red blue purple - white white white\n"
    )
    assert [str(c) for c in parse_sheet(text).clues] == ["RGBY 0 2", "GGOO 0 1", "YRBP 0 3"]
    # the separator says where the guess ends: no reading that would end it elsewhere
    assert keys_named("Red Green Blue - White Black\nRed Red Green Green White\n")[2] is None


def test_names_of_black_and_white_as_pegs_are_no_key_pegs() -> None:
    # every line as long as the others: black and white are the guesses' own pegs
    text, lines, notice = keys_named("Red Green Black White\nBlack White Red Red\n")
    assert notice is None and not lines and text.startswith("Red Green Black White")
    # a last line of the guess's pegs alone stays as written: a guess maybe not scored yet
    text, lines, notice = keys_named("Red Green Blue Yellow Black\nRed Red Green Green\n")
    assert notice is not None and lines == {1} and text.split("\n")[1] == "Red Red Green Green"
    # a line of key pegs alone, under a guess; a name past the guess that is no key peg's: no reading
    assert keys_named("RGBY\n\u26ab\u26aa\u26aa\nGPRY\n\u26aa\u26aa\u26aa\u26aa\n")[2] is None
    assert keys_named("Red Green Blue Yellow Black\nRed Red Green Green Blue Orange\n")[2] is None


def test_a_picture_alone_or_of_no_colour_stays_as_written() -> None:
    text, notice = pictures("![red](red.png) was my first peg\n![logo](logo.png) ![banner](b.png)\n")
    assert notice is None and "![red](red.png)" in text and "![logo](logo.png)" in text
    text, notice = pictures("\\textcolor{red}{RGBY} 1 2\n")  # a macro with a second argument: no peg
    assert notice is None and text == "\\textcolor{red}{RGBY} 1 2\n"


# ---------------------------------------------------------------- colour names
@pytest.mark.parametrize(
    ("line", "guess"),
    [
        ("Rouge Rouge Vert Vert 1 1", "RRVV"),
        ("Rot Rot Blau Blau 1 1", "RRBB"),
        ("rojo rojo azul azul 1 1", "RRAA"),
        ("rosso rosso verde verde 1 1", "RRVV"),
        ("rood rood groen groen 1 1", "RRGG"),
        ("vermelho vermelho azul azul 1 1", "VVAA"),
        ("Weiß Schwarz Weiss Schwarz 1 1", "WSWS"),
    ],
)
def test_colour_names_of_seven_languages(line: str, guess: str) -> None:
    assert _clues(line + "\n")[0][0] == guess


def test_every_name_of_the_table_is_read_with_its_letter() -> None:
    for names in feedback_words()["colours"].values():
        for name, letter in names.items():
            assert name_letter(name) == letter == name_letter(name.upper())
            assert name in common_names()


def test_a_name_outside_the_table_stands_for_its_plain_initial() -> None:
    assert name_letter("Über") == "U"
    assert name_letter("Crimson") == "C"


def test_two_names_of_one_letter_are_an_error_with_the_fix() -> None:
    with pytest.raises(NotationError) as caught:  # in English too: black and blue are both B
        parse_sheet("Rouge Rouge Bleu Bleu 1 1\nBlanc Blanc Noir Noir 0 1\n")
    assert "share the initial 'B'" in caught.value.message
    assert "colors: Rouge Bleu Blanc=L Noir" in caught.value.message


@pytest.mark.parametrize(
    ("text", "guesses"),
    [
        ("Rot Rot Grün Grün 1 1\nGelb Gelb Blau Blau 0 1\n", ["RRGG", "YYBB"]),
        (
            "rojo verde azul amarillo: 1 negra 2 blancas\nnaranja naranja rojo rojo: 0 negras 1 blanca\n",
            ["RGBY", "OORR"],
        ),
    ],
)
def test_names_of_a_language_that_share_an_initial_take_their_english_letters(
    text: str, guesses: list[str]
) -> None:
    sheet = parse_sheet(text)  # Grün and Gelb are both G in German, green and yellow in English
    assert [str(c.guess) for c in sheet.clues] == guesses
    (notice,) = [n for n in sheet.notices if "share the initial" in n.message]
    assert "English names" in notice.message and notice.line == 1
    with pytest.raises(NotationError, match="share the initial"):
        parse_sheet(text, strict=True)


def test_alternatives_keep_entries_with_a_bar_whole() -> None:
    import re

    pattern = re.compile(f"(?:{_alternation(['bianch[ie]', 'bianc[oa]', 'wit(?:te)?', 'rode?|rood'])})$")
    for word in ("bianchi", "bianco", "wit", "witte", "rood", "rode"):
        assert pattern.match(word), word
    assert not pattern.match("bbianco")


# ---------------------------------------------------------------- two lines, speakers
def test_a_guess_and_its_feedback_on_the_next_line_are_one_clue() -> None:
    text = "Alice: RGBY\nBob: 2 black 1 white\nAlice: RRGG\nBob: 1 0\n"
    assert _clues(text) == [("RGBY", 2, 1), ("RRGG", 1, 0)]
    (notice,) = _notices(text)
    assert "lines 1-2, 3-4" in notice


def test_digits_over_two_lines_and_prompts() -> None:
    assert _clues("> 1122\n< 1 0\n> 3456\n< 0 2\n") == [("1122", 1, 0), ("3456", 0, 2)]


def test_two_guesses_in_a_row_are_not_a_pair() -> None:
    # '5678' is a count of 5678, never feedback for a four-peg guess: no pair, an error
    with pytest.raises(NotationError):
        parse_sheet("1234\n5678\n")


def test_compact_clues_are_never_paired() -> None:
    assert _clues("BBYR12\nRGBY21\n") == [("BBYR", 1, 2), ("RGBY", 2, 1)]
    assert _notices("BBYR12\nRGBY21\n") == []


def test_a_speaker_is_never_a_guess() -> None:
    # the guess in Alice's words, its feedback in Bob's line: one clue, never the guess 'BOB'
    assert _clues("Alice: my guess is RGBY\nBob: 1 black 1 white\n") == [("RGBY", 1, 1)]
    with pytest.raises(NotationError) as caught:
        parse_sheet("RGBY 1 1\nBob: 2 1\n")  # feedback with no guess to belong to
    assert any("'Bob:' is read as who spoke" in e.message for e in caught.value.errors)


def test_a_capitalised_guess_before_an_arrow_is_still_a_guess() -> None:
    assert _clues("Rgby -> 1 1\n") == [("RGBY", 1, 1)]


# ---------------------------------------------------------------- ' - ' between guess and feedback
def test_a_dash_between_blanks_separates_guess_and_feedback() -> None:
    read = _clues("RGBY - 2 1\nRRGG - 1 black\nBBYY - WW\n")
    assert read == [("RGBY", 2, 1), ("RRGG", 1, 0), ("BBYY", 0, 2)]


def test_a_lone_count_after_a_dash_is_read_by_the_sheet() -> None:
    alone = parse_sheet("RGBY - 2\n")
    assert (alone.clues[0].feedback.black, alone.clues[0].feedback.white) == (None, 2)
    assert alone.notices
    among = parse_sheet("RGBY - 2 1\nRRGG - 1 0\nBBYY - 2\n")
    assert (among.clues[2].feedback.black, among.clues[2].feedback.white) == (2, None)
    assert "as the other lines write ' - '" in among.notices[0].message


def test_spellings_of_one_colour_are_one_colour() -> None:
    assert _clues("Grey Gray Blue Blue 1 1\n")[0][0] == "GGBB"
    assert _clues("Rouge Rouge Verte Vert 1 1\n")[0][0] == "RRVV"


# ---------------------------------------------------------------- the library's values
def test_a_code_is_normalised_as_the_parser_reads_it() -> None:
    from mmnotation import Code

    assert Code("rgby") == Code("RGBY") == Code.of("rgby")
    assert Code("r-g*").symbols == "R_G?"


@pytest.mark.parametrize("text", ["RB Y", "", "R\u00e9BY", "RG,B"])
def test_a_code_of_other_characters_is_refused(text: str) -> None:
    from mmnotation import Code, GameError

    with pytest.raises(GameError):
        Code(text)


def test_a_game_reads_its_palette_as_the_parser_does() -> None:
    from mmnotation import GameError

    assert Game(4, tuple("abcdef")).colors == tuple("ABCDEF")
    with pytest.raises(GameError):
        Game(4, ("RG", "B"))


@pytest.mark.parametrize(
    ("guess", "black", "white", "why"),
    [
        ("RGBY", 5, 9, "5 black for 4 placed pegs"),
        ("RGB", 1, 0, "the guess has 3 pegs"),
        ("RGBX", 1, 0, "'X' is not in the palette"),
        ("RGBY", 3, 1, "can never happen"),
        ("RG__", 2, 1, "add up to more than the 2 placed pegs"),
    ],
)
def test_a_sheet_refuses_a_clue_that_does_not_fit_its_game(
    guess: str, black: int, white: int, why: str
) -> None:
    from mmnotation import Clue, Code, Feedback, GameError, Sheet

    with pytest.raises(GameError, match=why):
        Sheet(Game(4, tuple("RGBYOP")), (Clue(Code(guess), Feedback(black, white), 3),))


def test_clue_parse_keeps_the_turn_number() -> None:
    from mmnotation import Clue

    game = Game(4, tuple("RGBYOP"))
    assert Clue.parse("3. RGBY 1 2", game).turn == 3
    assert Clue.parse("Turn 4: RGBY 1 2", game).turn == 4
    assert Clue.parse("RGBY 1 2", game).turn is None
    assert [c.turn for c in parse_sheet("1. RGBY 1 2\n#2 RRGG 1 0\nBBYY 0 0\n").clues] == [1, 2, None]


# ---------------------------------------------------------------- labels, as programs print them
@pytest.mark.parametrize(
    "line",
    [
        "Guess #1: 1122  Black: 1 White: 2",
        "1122 => black=1 white=2",
        "1122 (B:1 W:2)",
        "1122   Correct: 1  Misplaced: 2",
        "1122  exact 1 partial 2",
        "1122 1 exact, 2 near",
        "1122 1 black pin, 2 white pins",
        "Your guess: 1122 -> Hits: 1 Blows: 2",
        "1122 bien placés: 1 mal placés: 2",
    ],
)
def test_labelled_counts(line: str) -> None:
    assert _clues(line + "\n") == [("1122", 1, 2)]


def test_white_is_no_hit_and_blow() -> None:
    # 'white' holds the letters 'hit': the words' family is read from whole words
    sheet = parse_sheet("1122 1 black 0 white\n3456 0 black 2 white\n")
    assert sheet.game.colors == tuple("123456") and sheet.game.repeats
    assert sheet.notices == ()


def test_every_read_sheet_passes_the_checks_of_a_sheet_made_directly() -> None:
    # parse_sheet builds its Sheet without checking the clues twice: they must pass the checks
    from pathlib import Path

    from mmnotation import Sheet

    for path in sorted((Path(__file__).parent.parent / "samples").glob("*.txt")):
        if path.name == "contradictory.txt":
            continue
        sheet = parse_sheet(path.read_text(encoding="utf-8"))
        assert Sheet(sheet.game, sheet.clues) == sheet


# ---------------------------------------------------------------- what programs and forums paste
@pytest.mark.parametrize(
    ("text", "meant"),
    [
        ("Your guess: RGBY  Score: 1 black, 2 white\n", [("RGBY", 1, 2)]),
        ("RGBY -> Feedback: BBW\n", [("RGBY", 2, 1)]),
        ("123 1S1B\n456 OUT\n789 2S\n", [("123", 1, 1), ("456", 0, 0), ("789", 2, 0)]),
        ("| # | Guess | B | W |\n|---|---|---|---|\n| 1 | RGBY | 1 | 1 |\n", [("RGBY", 1, 1)]),
        ("Guess | Black | White\nRGBY | 2 | 1\nRRGG | 0 | 2\n", [("RGBY", 2, 1), ("RRGG", 0, 2)]),
        ("Row 1 | R G B Y | 2 black 1 white\nRow 2 | R R G G | 2 white\n", [("RGBY", 2, 1), ("RRGG", 0, 2)]),
        ('"Guess","Black","White"\n"RGBY",1,1\n', [("RGBY", 1, 1)]),
        ("1,1122,1,0\n2,3456,0,2\n", [("1122", 1, 0), ("3456", 0, 2)]),
        ("RGBY;1;1\nRRGG;2;0\n", [("RGBY", 1, 1), ("RRGG", 2, 0)]),
        ("* RGBY 1 1\n* RRGG 2 0\n", [("RGBY", 1, 1), ("RRGG", 2, 0)]),
        ("[quote=Bob]RGBY 1 1\nRRGG 2 0[/quote]\n", [("RGBY", 1, 1), ("RRGG", 2, 0)]),
        ("RGBY ..... 1 2\n", [("RGBY", 1, 2)]),
        ("1 1 2 2  1 0\n3 4 5 6  0 2\n", [("1122", 1, 0), ("3456", 0, 2)]),
        ("Game log\n--------\nRGBY 1 1\n", [("RGBY", 1, 1)]),
        ("RGBY 1 1\nRRGG 2 0\nAnswer: RRYG\n", [("RGBY", 1, 1), ("RRGG", 2, 0)]),
        ("0123 - 2 cows\n4567 - 1 bull\n", [("0123", 0, 2), ("4567", 1, 0)]),
        ("Alice: RGBY 1 1 :)\n", [("RGBY", 1, 1)]),
        ("1462 4 0 !!! got it\n", [("1462", 4, 0)]),
        ("RGBY 2 1 \u2713\nRRGG 0 2 \u274c\n", [("RGBY", 2, 1), ("RRGG", 0, 2)]),  # a tick, a cross
        # a rules page's example: a bullet, the guess after a label, the reply after another
        (
            "- Guess: 1389 - Reply: 0 Bulls, 0 Cows.\n- Guess: 2745 - Reply: 4 Bulls!\n",
            [("1389", 0, 0), ("2745", 4, 0)],
        ),
        ("Guess: 1389 - 0 bulls 1 cow\n", [("1389", 0, 1)]),  # the number is the guess, no turn
        # a guess written as a list, as programs print one
        ("[2, 2, 1, 5] -> 1 Black 0 White\n", [("2215", 1, 0)]),
        ("Guess 2: [4, 3, 1, 5] 1 0\n", [("4315", 1, 0)]),
        ("['R', 'G', 'B', 'Y'] (1, 2)\n", [("RGBY", 1, 2)]),
        ("(1 2 3 4): 2 0\n[5 6 1 2] [0 2]\n", [("1234", 2, 0), ("5612", 0, 2)]),
    ],
)
def test_pasted_forms(text: str, meant: list[tuple[str, int, int]]) -> None:
    assert _clues(text) == meant


def test_declared_two_letter_abbreviations_apart_and_together() -> None:
    text = "colors: Bk=K Bl=B Rd=R Gn=G Yw=Y Wh=W\nBk Bl Rd Gn 1 2\nBkBlRdGn 1 2\nRdRdGnGn 2 0\n"
    assert _clues(text) == [("KBRG", 1, 2), ("KBRG", 1, 2), ("RRGG", 2, 0)]


def test_one_digit_line_written_together_among_spaced_lines_is_named() -> None:
    sheet = parse_sheet("1122 1 2\n3456 0 1\n134412\n")
    assert [(c.guess.symbols, c.feedback.black, c.feedback.white) for c in sheet.clues][2] == ("1344", 1, 2)
    assert "written together, the others apart" in sheet.notices[0].message
    assert parse_sheet("RGBY 1 2\nRRGG 0 1\nBBYR12\n").notices == ()  # letters show where the guess ends


@pytest.mark.parametrize(
    ("line", "meant"),
    [
        ("RGBY(2,0)", ("RGBY", 2, 0)),  # brackets need no separator
        ("RGBY[1;2]", ("RGBY", 1, 2)),
        ("RGBY 2 white", ("RGBY", 0, 2)),  # a colour not written is zero: black 0, not 1
        ("RGBY 2 black", ("RGBY", 2, 0)),
    ],
)
def test_forms_the_mutants_found_untested(line: str, meant: tuple[str, int, int]) -> None:
    assert _clues(line + "\n") == [meant]


def test_compact_letter_clues_with_stated_pegs_are_never_paired() -> None:
    # 'RGBYBBW' then 'RRBBW': with pegs: 4 they are RGBY BBW and RRBB W, not a 7-peg guess and its keys
    assert _clues("pegs: 4\nRGBYBBW\nRRBBW\n") == [("RGBY", 2, 1), ("RRBB", 0, 1)]


@pytest.mark.parametrize("feedback", ["0H0B", "0W 0B", "0b0w"])
def test_a_one_peg_guess_then_a_tab_is_no_turn_number(feedback: str) -> None:
    # '1<TAB>0H0B' in a one-peg game: the guess 1 and its feedback, not turn 1 of a line '0H0B'
    text = f"pegs: 1\ncolors: 1=1\nrepeats: no\n1 0 0\n1\t{feedback}\n"
    assert _clues(text) == [("1", 0, 0), ("1", 0, 0)]


@pytest.mark.parametrize(
    "text",
    ["colors: Red Rose Green Blue Yellow Orange\nRGBY 1 0\n", "Red Rose Orange Green Pink 1 1\n"],
)
def test_a_suggested_letter_for_a_shared_initial_is_no_other_colours(text: str) -> None:
    # 'Rose' shares Red's R; O is Orange's, so the fix offers the next letter of Rose that is free
    # (a rose is pink in English, but the sheet's Pink is P too: the English letters do not part them)
    with pytest.raises(NotationError, match="Rose=S") as caught:
        parse_sheet(text)
    assert "Rose=O" not in str(caught.value)
    with pytest.raises(NotationError, match="Rose=S"):  # two clues: the pasted reading gives no letter
        parse_sheet(text + "RRGGO 0 1\n")


def test_a_colour_list_pasted_with_the_sheet_gives_a_shared_initial_the_letter_the_fix_would() -> None:
    # not the notation's directive: a list in the sheet's words, read as one with the letters said
    sheet = parse_sheet("The colours are: Red, Rose, Green, Blue, Yellow, Orange\nRGBY 1 0\nSSOO 0 1\n")
    assert sheet.game.colors == tuple("RSGBYO")
    assert any("read as 'colors: Red Rose=S Green Blue Yellow Orange'" in n.message for n in sheet.notices)
    czech = parse_sheet("Barvy: zelená, žlutá, černá\nzelená žlutá černá 1 0\nčerná černá zelená 0 1\n")
    assert czech.game.colors == tuple("ZLC")  # a letter is a plain one: C, not Č (Czech: not in the table)
    # names the word table knows, whose initials collide: their English names' letters
    polish = parse_sheet(
        "Kolory: zielony, żółty, czarny\nzielony żółty czarny 1 0\nczarny czarny zielony 0 1\n"
    )
    assert polish.game.colors == tuple("GYB")


# --- what mutation testing of notation/reader.py showed no test pinned (docs/mutation.md) ---


def _read(text: str) -> list[tuple[int, int | None, str]]:
    return [(c.line, c.turn, str(c)) for c in parse_sheet(text).clues]


def _places(text: str) -> list[tuple[int, int, str]]:
    with pytest.raises(NotationError) as caught:
        parse_sheet(text)
    return [(e.line, e.column, e.message) for e in caught.value.errors]


def test_a_hash_turn_marker_keeps_its_line_turn_and_the_sheets_names() -> None:
    assert _read("RRGG 1 0\n#3 RGBY 1 2\n") == [(1, None, "RRGG 1 0"), (2, 3, "RGBY 1 2")]
    # a remark after it: the first reading tried drops the remark, the turn marker comes after
    assert _read("RRGG 1 0\n#3 RGBY 1 2 (good start)\n")[1] == (2, 3, "RGBY 1 2")
    assert _read("RRGG 1 0\n#12 RGBY 1 2\n")[1] == (2, 12, "RGBY 1 2")
    # names declared by the sheet read in a turn-marked line too
    declared = "colors: Ruby=R Gold=G Blue=B Yolk=Y Onyx=O Pearl=P\nRRGG 1 0\n#2 Ruby Gold Blue Yolk 0 1\n"
    assert _read(declared)[1] == (3, 2, "RGBY 0 1")
    # headers after '#' are comments, not clues, and get no notice
    for header in ("# Game 3", "#4 Game 3"):
        sheet = parse_sheet(f"RRGG 1 0\n{header}\n")
        assert len(sheet.clues) == 1 and not sheet.notices


def test_a_comment_that_reads_as_a_clue_is_noticed_at_its_hash() -> None:
    sheet = parse_sheet("RRGG 1 0\n  # RGBY 1 2 # again\n", path="s.txt")
    assert [str(c) for c in sheet.clues] == ["RRGG 1 0"]
    assert [(n.line, n.column) for n in sheet.notices] == [(2, 3)]
    assert "this comment reads as a clue and was skipped" in sheet.notices[0].message


def test_a_turn_number_of_two_digits_before_a_dot() -> None:
    assert _read("12. RGBY 1 0\n") == [(1, 12, "RGBY 1 0")]


@pytest.mark.parametrize(
    ("data", "binary"),
    [
        (b"RGBY 1 0\n\x00a\n\x00b\n\x00c\n", True),  # NUL bytes in three lines
        (b"RGBY 1 0\n\x00a\n\x00b\nRRGG 1 0\n", False),  # in two: errors on those lines
        (b"RGBY 1 0\n\x00\x00\x00\n", False),  # three in one line
        (b"\xff1\n\xff2\n\xff3\nRGBY 1 0", True),  # three lines of four not UTF-8
        (b"\xff1\n\xff2\n\xff3\nRGBY 1 0\nRRGG 0 0\nBBYY 0 0", False),  # three of six: not most
        (b"\xff1\n\xff2", False),  # two, however few the lines
    ],
)
def test_a_file_is_no_text_when_nul_bytes_or_bad_bytes_fill_several_lines(data: bytes, binary: bool) -> None:
    with pytest.raises(NotationError) as caught:
        parse_sheet(data)
    said = "this is not a text file" in str(caught.value)
    assert said == binary


@pytest.mark.parametrize(
    ("text", "column", "message"),
    [
        ("  RG__   BBB", 10, "3 black for 2 placed pegs"),  # key pegs
        ("RGBY 1 0\n   R___   2 black 1 white", 11, "2 black for 1 placed peg"),  # words
        ("R___    Black: 2 White: 1", 9, "2 black for 1 placed peg"),  # labels
        ("R___    rr rr rw", 9, "2 black for 1 placed peg"),  # hints
        ("R___     2H1B", 10, "2 black for 1 placed peg"),  # hit and blow
        ("R___ Black: 99999999999 White: 1", 13, "the count 99999999999 is more than any game's pegs"),
        ("RGBY 1 0\n     Red Green Blue 1 0", 6, "this guess has 3 pegs, but the guess on line 1 has 4"),
    ],
)
def test_every_feedback_form_places_its_errors(text: str, column: int, message: str) -> None:
    assert _places(text)[-1][1:] == (column, message)


@pytest.mark.parametrize(
    ("hint", "message"),
    [
        ("rw", "'rw' can be read as key pegs (1 black 1 white) or as a hint (0 black 1 white)"),
        ("rr", "'rr' can be read as key pegs (2 black 0 white) or as a hint (1 black 0 white)"),
    ],
)
def test_a_lone_hint_names_both_readings(hint: str, message: str) -> None:
    assert _places(f"RGBY {hint}") == [(1, 6, message + "; write the counts instead (e.g. 1 0)")]


def test_hits_alone_are_no_blows_and_dashes_are_noticed_where_written() -> None:
    sheet = parse_sheet("RGBY 2H")
    assert sheet.clues[0].feedback == Feedback(2, 0)
    dashed = parse_sheet("  R-G-B-Y 1 0")
    assert [(n.line, n.column) for n in dashed.notices] == [(1, 3)]


@pytest.mark.parametrize(
    ("switch", "repeats"),
    [("yes", True), ("true", True), ("ON", True), ("no", False), ("False", False), ("off", False)],
)
def test_every_word_of_the_repeats_directive(switch: str, repeats: bool) -> None:
    assert parse_sheet(f"repeats: {switch}\nRGBY 1 0").game.repeats is repeats


CONFLICT = "this colors directive conflicts with line 1"
BEFORE = "directives go before the first clue (line 1)"


@pytest.mark.parametrize(
    ("text", "place"),
    [
        ("pegs: 4\n  pegs: 5\nRGBY 1 0", (2, 9, "this pegs directive conflicts with line 1")),
        ("colors: 6\n  colors: 7\nRGBY 1 0", (2, 11, CONFLICT)),
        ("colors: RGBYOP\n colors:  Red Green\nRG 1 0", (2, 11, CONFLICT)),
        ("repeats: yes\n  repeats: no\nRGBY 1 0", (2, 12, "this repeats directive conflicts with line 1")),
        ("RGBY 1 0\n  pegs: 4", (2, 3, BEFORE)),
        ("RGBY 1 0\n   colors: 6", (2, 4, BEFORE)),
        ("RGBY 1 0\n colors: Red Green Blue Yellow", (2, 2, BEFORE)),
        ("RGBY 1 0\n    repeats: no", (2, 5, BEFORE)),
        ("  colors:   Red=R Rose=R Green\nRGB 1 0", (1, 19, "symbol 'R' is given to two colours")),
    ],
)
def test_directive_errors_point_at_their_key_value_or_letter(text: str, place: tuple[int, int, str]) -> None:
    assert _places(text) == [place]


@pytest.mark.parametrize(
    ("text", "place"),
    [
        ("RGBY  999999999b", (1, 7, "999999999 black for 4 placed pegs")),  # nine digits: a number
        ("RGBY  1234567890b", (1, 7, "the count 1234567890... is more than any game's pegs")),
        ("RGBY  12345678901234567b", (1, 7, "the count 123456789012... is more than any game's pegs")),
    ],
)
def test_a_keyed_count_too_long_for_any_game_is_named_short(text: str, place: tuple[int, int, str]) -> None:
    assert _places(text) == [place]


def test_key_pegs_written_apart_with_tabs() -> None:
    assert [str(c) for c in parse_sheet("RGBY B\tB\tW").clues] == ["RGBY 2 1"]


def test_lines_end_at_lf_and_crlf_and_a_last_newline_adds_no_line() -> None:
    from mmnotation.notation.text import split_lines

    assert split_lines("a\nb\n") == ("a", "b")
    assert split_lines("a\r\n\r\n") == ("a", "")  # a blank line before the last newline stays
    assert split_lines("") == ()


@pytest.mark.parametrize(
    ("count", "said"),
    [
        ("123456789", "123456789 black for 4 placed pegs"),  # nine digits: read, then too many
        ("1234567890", "the count 1234567890 is more than any game's pegs"),
        ("123456789012", "the count 123456789012 is more than any game's pegs"),  # twelve: whole
        ("1234567890123", "the count 123456789012... is more than any game's pegs"),  # then cut
    ],
)
def test_a_count_of_many_digits_is_named_whole_up_to_twelve(count: str, said: str) -> None:
    with pytest.raises(NotationError) as caught:
        parse_sheet(f"RGBY {count} 0\n")
    assert said in str(caught.value) and caught.value.column == 6


def test_a_line_of_the_longest_length_is_read_and_one_more_is_refused() -> None:
    from mmnotation.notation.reader import MAX_LINE, read

    longest = "RGBY" + " " * (MAX_LINE - 7) + "1 2"  # blanks inside: nothing to strip
    _, items, errors = read(f"{longest}\n{longest}x\n", "<s>")
    assert len(items) == 1 and items[0].line == 1
    assert len(errors) == 1 and errors[0].line == 2 and errors[0].column == MAX_LINE + 1


def test_a_comment_read_as_a_clue_is_placed_at_its_hash() -> None:
    from mmnotation.notation.reader import Commented, read

    _, items, _ = read("# RGBY 1 2\n  #  RGBY 1 2\n", "<s>")
    assert items == [Commented(column=1, line=1), Commented(column=3, line=2)]


@pytest.mark.parametrize(
    ("line", "name"),
    [
        ("1234 1 bull 2 cows", "Bulls and Cows"),
        ("1234 1 hit 2 blows", "Hit and Blow"),
        ("1234 2 hits", "Hit and Blow"),
    ],
)
def test_counts_in_words_of_a_family_imply_its_game_with_a_notice(line: str, name: str) -> None:
    sheet = parse_sheet(line + "\n")
    assert len(sheet.game.colors) == 10 and not sheet.game.repeats
    assert len(sheet.notices) == 1 and f"is {name} feedback: the game is the digits 0-9" in str(
        sheet.notices[0]
    )


def test_a_line_that_is_not_utf8_is_one_error_at_its_byte_and_reads_as_blank() -> None:
    from mmnotation.notation.text import decode

    text, errors = decode(b"RGBY 1 0\r\n\xff 1 0\r\n", "p")
    assert text == "RGBY 1 0\r\n\n"  # the bad line is blank; the others are read
    assert len(errors) == 1 and (errors[0].line, errors[0].column) == (2, 1)
    assert errors[0].source == "\ufffd 1 0"  # shown without its line ending
    assert decode("\ufeffRGBY 1 0\n", "p") == ("RGBY 1 0\n", [])  # text with a byte-order mark


def test_what_is_no_text_is_named_so() -> None:
    from mmnotation.notation.text import decode

    with pytest.raises(NotationError) as caught:
        decode(b"RGBY\x00 1 0\n\x00\n\x00\n", "p")
    assert str(caught.value) == (
        "p: error: this is not a text file (it holds NUL bytes or is mostly not UTF-8); expected a clue sheet"
    )


def test_clues_after_a_remark_line_are_read() -> None:
    assert len(parse_sheet("# remark\nRGBY 1 0\nRGBO 0 1\n").clues) == 2
    assert len(parse_sheet("\ufeffRGBY 1 0\n").clues) == 1


def test_lines_after_a_line_in_error_are_still_read() -> None:
    from mmnotation.notation.reader import ClueLine, read

    _, items, errors = read("RGBY 1234567890 0\nRGBY 1 0\nRGBY 12345678901 0\n", "<s>")
    assert [e.line for e in errors] == [1, 3]
    assert [item.line for item in items if isinstance(item, ClueLine)] == [2]


def test_a_comment_whose_clue_starts_right_after_the_hash_is_noticed() -> None:
    from mmnotation.notation.reader import Commented, read

    _, items, _ = read("#red green blue yellow 1 2\n", "<s>")  # 'ed' would be no colour
    assert items == [Commented(column=1, line=1)]


@pytest.mark.parametrize("line", ["3. RGBY(1,0)", "3. BBYR12", "3. RGBY 1 0"])
def test_a_turn_number_is_kept_in_every_form_of_clue(line: str) -> None:
    from mmnotation.notation.reader import ClueLine, read

    (item,) = read(line + "\n", "<s>")[1]
    assert isinstance(item, ClueLine) and (item.turn, item.line) == (3, 1)


@pytest.mark.parametrize("line", ["Turn 3: amber blue cyan dusk 1 0", "3 - amber blue cyan dusk 1 0"])
def test_a_turn_marker_before_declared_colour_names_is_read_with_them(line: str) -> None:
    sheet = parse_sheet(f"colors: amber blue cyan dusk\n{line}\n")
    (clue,) = sheet.clues
    assert str(clue.guess) == "ABCD" and clue.feedback == Feedback(1, 0) and clue.turn == 3


def test_a_bare_turn_number_before_a_guess_of_capitals() -> None:
    sheet = parse_sheet("1 RGBY 1 1\n2 RRGG 0 2\n10 GGYO 2 0\n")
    assert [(str(c.guess), c.turn) for c in sheet.clues] == [("RGBY", 1), ("RRGG", 2), ("GGYO", 10)]
    assert [(c.feedback.black, c.feedback.white) for c in sheet.clues] == [(1, 1), (0, 2), (2, 0)]
    # a count before feedback words is a feedback line of a clue written over two lines, no turn
    paired = parse_sheet("RGBY\n1 black 1 white\nRRGG\n2 white\n")
    assert [(str(c.guess), c.feedback.black, c.feedback.white) for c in paired.clues] == [
        ("RGBY", 1, 1),
        ("RRGG", 0, 2),
    ]


def test_bulls_and_cows_marks_are_the_game_of_bulls_and_cows() -> None:
    sheet = parse_sheet("1234 bcc\n5678 c\n")
    assert sheet.game.repeats is False and len(sheet.game.colors) == 10
    assert [(c.feedback.black, c.feedback.white) for c in sheet.clues] == [(1, 2), (0, 1)]
    assert parse_sheet("1234 bbw\n").game.repeats  # key pegs with a white: Mastermind's, repeats


def test_a_bare_turn_number_before_a_guess_of_digits() -> None:
    sheet = parse_sheet("1 1234 1 2\n2 5678 0 1\n")
    assert [(str(c.guess), c.turn, c.feedback.black, c.feedback.white) for c in sheet.clues] == [
        ("1234", 1, 1, 2),
        ("5678", 2, 0, 1),
    ]
    with pytest.raises(NotationError, match="can be read as"):  # symbols apart stay a run
        parse_sheet("1 1 2 2 1 0\n")


def test_a_turn_numbered_comment_that_reads_as_a_clue_is_noticed() -> None:
    sheet = parse_sheet("# 1 RGBY 2 0\n# 2. RROO 1 1\n")
    assert not sheet.clues
    assert [(n.line, n.column) for n in sheet.notices] == [(1, 1), (2, 1)]
    assert all("this comment reads as a clue and was skipped" in n.message for n in sheet.notices)
    assert not parse_sheet("# 1 try, I think\nRGBY 2 0\n").notices  # prose after a number: a comment


def test_dashes_among_plus_and_minus_marks_are_minus_marks() -> None:
    sheet = parse_sheet("1234 ++-\n5612 --\n3456 -\n")
    assert [(c.feedback.black, c.feedback.white) for c in sheet.clues] == [(2, 1), (0, 2), (0, 1)]
    assert [n.line for n in sheet.notices] == [2, 3]
    assert "0 black 2 white, a '-' for each peg" in sheet.notices[0].message
    # elsewhere '--' is two unknown counts, as written, and a notice names the other reading
    alone = parse_sheet("RGBY 2 0\nRROO --\n")
    assert (alone.clues[1].feedback.black, alone.clues[1].feedback.white) == (None, None)
    (told,) = alone.notices
    assert told.line == 2 and "write '0 2'" in told.message
    # among key pegs a lone dash stays no key peg at all
    pegs = parse_sheet("RGBY BBW\nRROO -\n")
    assert (pegs.clues[1].feedback.black, pegs.clues[1].feedback.white) == (0, 0)


@pytest.mark.parametrize(
    "sheet",
    [
        "**RGBY** 2 1\n**RRGG** 1 0\n",
        "**RGBY** 2 1\nRRGG 1 0\n",
        "*RGBY* 2 1\n*RRGG* 1 0\n",
        "__RGBY__ 2 1\nRRGG 1 0\n",
        "1. **RGBY** → 2 black, 1 white\n2. **RRGG** → 1 black\n",
    ],
)
def test_markdown_emphasis_around_a_guess_is_markup_with_a_notice(sheet: str) -> None:
    read = parse_sheet(sheet)
    assert read.game.pegs == 4
    assert [str(c) for c in read.clues] == ["RGBY 2 1", "RRGG 1 0"]
    assert "marked up" in read.notices[0].message and read.notices[0].line == 1


def test_stars_around_a_guess_are_unknown_pegs_when_the_other_guesses_are_that_long() -> None:
    read = parse_sheet("RGBYOP 2 1\n*RGBY* 1 0\n")
    assert read.game.pegs == 6 and str(read.clues[1].guess) == "?RGBY?"
    assert "read as unknown pegs (a 6-peg guess)" in read.notices[0].message
    with pytest.raises(NotationError):
        parse_sheet("**RGBY** 2 1\nRGBYOP 1 0\nRGB 1 1\n")  # no length fits every line: an error


@pytest.mark.parametrize(
    ("line", "clue"),
    [
        ("**Guess 1:** RGBY 2 1", "RGBY 2 1"),
        ("RGBY **2 1**", "RGBY 2 1"),
        ("<b>RGBY</b> 2 1<br>", "RGBY 2 1"),
        ("RGBY 2 1 - first guess", "RGBY 2 1"),
        ("Attempt 1/10: RGBY | Black: 2 | White: 1", "RGBY 2 1"),
        ("Guess 3 of 10: RGBY 2 1", "RGBY 2 1"),
        ("Guess #1: 1234 -> 1 bull(s), 2 cow(s)", "1234 1 2"),
    ],
)
def test_markup_and_program_forms_around_a_clue(line: str, clue: str) -> None:
    assert [str(c) for c in parse_sheet(line + "\n").clues] == [clue]


def test_key_pegs_of_stars_are_not_markdown() -> None:
    # '** +' (a program's key pegs) is no bold: the line stays an error, never '+' alone
    with pytest.raises(NotationError):
        parse_sheet("Guess 1: 1 2 3 4 5  ->  ** +\n")


def test_a_remark_after_a_dash_needs_the_two_counts_before_it() -> None:
    with pytest.raises(NotationError):
        parse_sheet("RGBY 2 - white\n")  # not '2 black' with the white dropped as a remark


def test_one_letter_speakers_of_a_chat() -> None:
    sheet = parse_sheet("A: 1234\nB: 1A2B\nA: 5678\nB: 0A1B\n")
    assert [str(c) for c in sheet.clues] == ["1234 1 2", "5678 0 1"]
    paired = parse_sheet("A: RGBY\nB: 2 1\nA: RROO\nB: 1 0\n")
    assert [str(c) for c in paired.clues] == ["RGBY 2 1", "RROO 1 0"]
    # a guess of one peg stays one where its feedback fits one peg
    assert [str(c) for c in parse_sheet("R: 1 0\nG: 0 0\n").clues] == ["R 1 0", "G 0 0"]
    with pytest.raises(NotationError):
        parse_sheet("B: 0 1\n")  # no guess of more pegs behind the speaker: the error stands


def test_a_games_header_of_dashes_is_text_around_the_clues() -> None:
    sheet = parse_sheet("--- Game 1 ---\nRGBY 2 0\nRROO 1 1\n--- Game 2 ---\nRGBY 1 0\n")
    assert len(sheet.clues) == 3
    assert any("may start another game" in n.message and n.line == 4 for n in sheet.notices)


@pytest.mark.parametrize(
    ("line", "counts"), [("RGBY BW--", (1, 1)), ("RGBY B---", (1, 0)), ("RGBY XO..", (1, 1))]
)
def test_key_pegs_with_a_mark_for_each_hole_that_got_none(line: str, counts: tuple[int, int]) -> None:
    (clue,) = parse_sheet(line + "\n").clues
    assert (clue.feedback.black, clue.feedback.white) == counts


def test_a_trailing_dash_is_an_unknown_count_with_a_notice() -> None:
    sheet = parse_sheet("RGBY 1 2\nRRGG 1 -\n")
    assert (sheet.clues[1].feedback.black, sheet.clues[1].feedback.white) == (1, None)
    (told,) = sheet.notices
    assert told.line == 2 and "write '1 0'" in told.message
    assert not parse_sheet("RGBY 1 ?\n").notices  # a question mark is plainly unknown


@pytest.mark.parametrize("words", ["2 muertos 1 herido", "2 famas 1 toque", "Famas: 2, Toques: 1"])
def test_spanish_names_of_bulls_and_cows(words: str) -> None:
    sheet = parse_sheet(f"1234 {words}\n")
    assert (sheet.clues[0].feedback.black, sheet.clues[0].feedback.white) == (2, 1)
    assert not sheet.game.repeats and len(sheet.game.colors) == 10


def test_a_dash_between_a_compact_guess_and_its_counts_is_a_separator_with_a_notice() -> None:
    sheet = parse_sheet("RGBY-2-1\nRRGG-1-0\n")
    assert sheet.game.pegs == 4 and [str(c) for c in sheet.clues] == ["RGBY 2 1", "RRGG 1 0"]
    assert [n.line for n in sheet.notices] == [1, 2]
    assert "the '-' after 'RGBY' is read as a separator" in sheet.notices[0].message
    # where the pegs are 5, the dash is the guess's empty last hole
    assert [str(c) for c in parse_sheet("pegs: 5\nRGBY-21\n").clues] == ["RGBY_ 2 1"]


@pytest.mark.parametrize("line", ["Secret: ????", "Solution: ????", "Code: ____"])
def test_a_code_not_known_yet_is_text_around_the_clues(line: str) -> None:
    sheet = parse_sheet(f"{line}\nRGBY 2 1\n")
    assert [str(c) for c in sheet.clues] == ["RGBY 2 1"] and sheet.game.pegs == 4


@pytest.mark.parametrize(
    "line",
    [
        "10:00:01 RGBY 2 1",
        "2026-11-27 10:00:01 RGBY 2 1",
        "[2026-11-27 10:00:01] RGBY 2 1",
        "2026-11-27T10:00:01.123Z RGBY 2 1",
        "guess=RGBY black=2 white=1",
        "10:00:01 guess=RGBY black=2 white=1",
    ],
)
def test_a_logs_time_and_keys_around_a_clue(line: str) -> None:
    assert [str(c) for c in parse_sheet(line + "\n").clues] == ["RGBY 2 1"]


def test_a_guess_not_yet_made_is_text_around_the_clues() -> None:
    text = "Guess 1: 12345 -> 1 black 2 white\nGuess 2: 66778 -> 0 black 1 white\nGuess 3: ???\n"
    sheet = parse_sheet(text)
    assert [str(c) for c in sheet.clues] == ["12345 1 2", "66778 0 1"]
    assert any(n.line == 3 and "skipped" in n.message for n in sheet.notices)


def test_an_ordinal_turn_marker() -> None:
    sheet = parse_sheet("1st guess: RGBY 2 1\n2nd guess: RRGG 1 0\n3rd try - OOPP 0 0\n")
    assert [(str(c), c.turn) for c in sheet.clues] == [("RGBY 2 1", 1), ("RRGG 1 0", 2), ("OOPP 0 0", 3)]


def test_two_dashes_at_the_end_of_a_compact_guess_are_its_empty_holes() -> None:
    # only one dash between the guess and its counts is a separator ('RGBY-2-1')
    assert [str(c) for c in parse_sheet("RG--10\n").clues] == ["RG__ 1 0"]


def test_a_lock_riddles_words_make_the_game_the_digits_0_to_9() -> None:
    text = "123: one digit right and in place\n456: nothing right\n615: one digit right but wrong place\n"
    sheet = parse_sheet(text)
    assert sorted(sheet.game.colors) == list("0123456789")
    (told,) = [n for n in sheet.notices if "lock riddle" in n.message]
    assert (told.line, told.column) == (1, 6)
    # read in the game of 1-6 these clues admit no code; in 0-9 they admit the reference's codes
    assert len(brute_consistent(sheet)) == 20
    # the same words on pegs' feedback, and a sheet that uses 7, 8 or 9 anyway, say nothing of it
    assert len(parse_sheet("1234 1 black 1 white\n").game.colors) == 6
    famous = parse_sheet("682 - one number is correct and well placed\n738 - nothing is correct\n")
    assert not [n for n in famous.notices if "lock riddle" in n.message]


def test_a_directive_with_a_remark_after_it() -> None:
    text = "pegs: 5 // Super\ncolors: Red Green Blue // the colours\nRed Green Blue Red Red 1 0\n"
    sheet = parse_sheet(text)
    assert sheet.game.pegs == 5 and sheet.game.names == ("Red", "Green", "Blue")
    assert parse_sheet("colors: 123 // ok\n111 0 0\n").game.colors == ("1", "2", "3")


def test_a_colour_name_with_a_slash_is_no_crash() -> None:
    # a '/' in a name once ended the grammar's /regex/: a LexError traceback, not a message
    sheet = parse_sheet("colors: Red Green x/y\nRed Green 1 0\n")
    assert sheet.game.names == ("Red", "Green", "x/y")


@pytest.mark.parametrize("bullet", ["-", "*"])
def test_a_bullet_before_symbols_apart(bullet: str) -> None:
    sheet = parse_sheet(f"{bullet} R G B Y 1 2\n{bullet} R _ G G 0 0\n")
    assert sheet.game.pegs == 4 and [str(c) for c in sheet.clues] == ["RGBY 1 2", "R_GG 0 0"]
    assert all("is read as a bullet" in n.message for n in sheet.notices) and len(sheet.notices) == 2
    # where the other guesses have one more peg, the mark is a joker in the first hole, said so
    five = parse_sheet(f"{bullet} R G B Y 1 2\nRGBYO 0 0\n")
    assert str(five.clues[0].guess)[1:] == "RGBY" and five.game.pegs == 5
    assert "as the other guesses have that many pegs" in five.notices[0].message


def test_markdown_bold_around_a_whole_line() -> None:
    sheet = parse_sheet("**RGBY 2 1 - first guess**\n**RRGG 1 0 // hmm**\n")
    assert sheet.game.pegs == 4 and [str(c) for c in sheet.clues] == ["RGBY 2 1", "RRGG 1 0"]
    assert all("marked up" in n.message for n in sheet.notices)


def test_a_dash_that_starts_readable_feedback_stays_a_joker_count() -> None:
    # 'RG-1' in a game of 2 pegs: black unknown, 1 white, as the notation says; not 'RG' '1'
    (clue,) = parse_sheet("pegs: 2\nrg-1\n").clues
    assert (clue.feedback.black, clue.feedback.white) == (None, 1)


def test_a_one_peg_guess_with_family_feedback_stays_a_clue() -> None:
    assert [str(c) for c in parse_sheet("R: 0A0B\n").clues] == ["R 0 0"]


def test_unicode_spaces_pasted_from_a_web_page_are_spaces() -> None:
    sheet = parse_sheet("RGBY\u00a02\u00a01\nRRGG\u20091\u202f0\n")
    assert [str(c) for c in sheet.clues] == ["RGBY 2 1", "RRGG 1 0"]
    assert str(parse_clue("RGBY\u00a02 1", Game(4, tuple("RGBYOP")))) == "RGBY 2 1"


def test_a_bad_symbol_in_a_colors_alphabet_is_a_notation_error_at_its_column() -> None:
    errors = _places("colors: 123<br>\n111 0 0\n")  # was a GameError with no place
    assert errors[0][:2] == (1, 12) and "'<' cannot be a colour" in errors[0][2]


def test_full_width_digits_and_letters_are_read_as_ascii() -> None:
    # a Japanese keyboard's 1234 1H2B
    sheet = parse_sheet("\uff11\uff12\uff13\uff14\u3000\uff11\uff28\uff12\uff22\n")
    assert [str(c) for c in sheet.clues] == ["1234 1 2"]


def test_a_turn_marked_comment_is_read_as_any_line() -> None:
    # a remark after it: a clue; an impossible count: an error; nothing readable: text, not a silent comment
    assert [str(c) for c in parse_sheet("#1 RGBY 1 2 :)\n").clues] == ["RGBY 1 2"]
    with pytest.raises(NotationError, match="5 black for 4 placed pegs"):
        parse_sheet("#1 RGBY 5 0\n")
    with pytest.raises(NotationError):
        parse_sheet("#1 RGBY 1 2,\n#2 GROO 0 3;\n")
    sheet = parse_sheet("#1 priority: find the reds\nRGBY 1 0\n")
    assert [n.line for n in sheet.notices if "skipped" in n.message] == [1]


def test_a_guess_before_a_colon_is_no_speaker_of_a_one_peg_guess() -> None:
    with pytest.raises(NotationError):
        parse_sheet("RGBY: 1, 1?\nRRGG: 2, 0?\n")  # was the 1-peg guesses '1' and '2', in silence


def test_a_table_rows_plus_signs_are_feedback_not_borders() -> None:
    assert [str(c) for c in parse_sheet("| RGBY | ++- |\n| RRGG | + |\n").clues] == ["RGBY 2 1", "RRGG 1 0"]
    with pytest.raises(NotationError):  # was '?' '?': the '+' blanked as a border, the stars read as jokers
        parse_sheet("| Guess 1: 1 2 3 4 5  ->  ** + |\n")
    ruled = parse_sheet("+------+-----+\n| RGBY | 2 1 |\n+------+-----+\n")
    assert [str(c) for c in ruled.clues] == ["RGBY 2 1"]


def test_a_letter_of_the_eight_colour_game_names_that_game_in_its_notice() -> None:
    (told,) = parse_sheet("RGBW 1 0\n").notices
    wanted = "say colors: RGBYOW if that is right, or colors: 8 if the game has the 8 colours RGBYOPWK"
    assert wanted in told.message
    (other,) = parse_sheet("RGBX 1 0\n").notices  # X is no letter of that game
    assert "colors: 8" not in other.message
    (stated,) = parse_sheet("colors: 6\nRGBW 1 0\n").notices  # six colours said: not questioned
    assert "colors: 8" not in stated.message


def test_the_wider_game_of_a_sheet_that_states_no_colours() -> None:
    from mmnotation.notation.palette import wider_game

    assert wider_game(parse_sheet("RGBX 1 0\n")) == Game(4, tuple("RGBYOPWX"))  # X, then the defaults
    assert wider_game(parse_sheet("1234 1 0\n")) == Game(4, tuple("0123456789"))
    assert wider_game(parse_sheet("colors: 6\nRGBY 1 0\n")) is None  # stated: nothing wider
    assert wider_game(parse_sheet("RGBY 1 0\n", colors=8)) is None
    assert wider_game(parse_sheet("7890 1 0\n")) is None  # already the ten digits


# ---------------------------------------------------------------- legends


def _errors(text: str) -> list[tuple[int, int, str]]:
    with pytest.raises(NotationError) as caught:
        parse_sheet(text)
    return [(e.line, e.column, e.message) for e in caught.value.errors]


CLUES = "RRGG 1W\nRBYY 1W 1B\nOBRP 2B\n"


@pytest.mark.parametrize(
    ("legend", "places"),
    [
        ("Legend: W = right colour and right place, B = right colour wrong place", [(1, 9), (1, 43)]),
        ("B = correct colour, wrong position; W = correct colour and position", [(1, 1), (1, 37)]),
        ("# W means in the right spot", [(1, 3)]),
        ("key: w - exact match, b - colour only", [(1, 6), (1, 23)]),
    ],
)
def test_a_legend_that_swaps_the_key_pegs_is_an_error_at_its_letters(
    legend: str, places: list[tuple[int, int]]
) -> None:
    # read as the notation reads B and W, the clues would have black and white swapped
    errors = _errors(f"{legend}\n{CLUES}")
    assert [(line, column) for line, column, _ in errors] == places
    assert all("the legend says" in m and "write the counts as numbers" in m for _, _, m in errors)


def test_the_legend_error_names_the_meaning_and_the_notations_reading() -> None:
    [(_, _, message)] = _errors(f"# W means in the right spot\n{CLUES}")
    assert message.startswith(
        "the legend says W means the right place, but this notation reads it as a right colour in the "
        "wrong place"
    )
    [(_, _, message)] = _errors("Black: right colour, wrong place\nRRGG 1 black\n")
    assert message.startswith("the legend says 'black' means a right colour in the wrong place")
    errors = _errors("White pegs = right colour and place; black pegs = colour only\nRGBY 1 black 2 white\n")
    assert [(line, column) for line, column, _ in errors] == [(1, 1), (1, 38)]


@pytest.mark.parametrize(
    "legend",
    [
        "Legend: B = right colour right place, W = right colour wrong place",  # the notation's own
        "where B means blue and W means white",  # colours, not key pegs
        "X = right place, O = wrong place",  # agrees, and the clues do not use them
        "W = right place, B = wrong place (I write the counts as numbers)",  # swapped, letters unused
    ],
)
def test_a_legend_that_agrees_or_goes_unused_reads_as_without_it(legend: str) -> None:
    clues = CLUES if "numbers" not in legend else "RRGG 1 0\nRBYY 1 1\nOBRP 2 0\n"
    assert _clues(f"{legend}\n{clues}") == _clues(clues)


@pytest.mark.parametrize(
    "legend", ["W = bien placé, B = mal placé", "W = richtige Stelle, B = falsche Stelle", "B: colour only"]
)
def test_a_legend_is_read_by_the_word_table_in_any_of_its_languages(legend: str) -> None:
    # the legend's words are looked up where the pasted reading looks them up (grammar/words.json)
    errors = _errors(f"{legend}\n{CLUES}")
    assert errors and all("the legend says" in m for _, _, m in errors)


def test_legend_entries_and_their_meanings() -> None:
    # the notation's check reads legends as the pasted reading does: one parser, notation.legend.legend
    from mmnotation.notation.legend import legend
    from mmnotation.notation.words import role_of

    def read(text: str) -> list[tuple[str, str, tuple[int, int]]]:
        said = legend([text], lambda n: False)
        return [(mark, role, said.at[mark]) for mark, role in said.marks.items() if mark == mark.lower()]

    assert read("X - in the right spot; O - wrong spot") == [("x", "black", (1, 1)), ("o", "white", (1, 24))]
    black, white = "\u26ab", "\u26aa"
    glyphs = read(f"{black}: misplaced, {white}: exact")
    assert glyphs == [(black, "white", (1, 1)), (white, "black", (1, 15))]
    assert read("Black: right colour, wrong place") == [("black", "white", (1, 1))]
    assert role_of("right colour and right place", peg=True) == "black"
    assert role_of("right colour but not in the right place", peg=True) == "white"
    assert read("R = red, G = green") == []  # a colour's letter, not a key peg


def test_a_remark_about_a_colour_in_place_is_no_legend() -> None:
    # 'W is in the right place' speaks of the colour White, not of the key peg W
    clues = "RGBW 1B1W\nRRWW 2B\n"
    assert _clues(f"{clues}# I think W is in the right place\n") == _clues(clues)


def test_a_legend_that_swaps_x_and_o_is_an_error_too() -> None:
    # X is the notation's right place and O its wrong place (XXO: 2 black, 1 white)
    clues = "RRGG XO\nRBYY XXO\n"
    errors = _errors(f"O = right place, X = wrong place\n{clues}")
    assert [(line, column) for line, column, _ in errors] == [(1, 1), (1, 18)]
    assert (
        _clues(f"X = right place, O = wrong place\n{clues}")
        == _clues(clues)
        == [
            ("RRGG", 1, 1),
            ("RBYY", 2, 1),
        ]
    )


def test_a_legend_that_swaps_plus_and_minus_is_an_error_too() -> None:
    # '+' is the notation's right place and '-' its wrong place (++-: 2 black, 1 white); such a
    # legend was skipped as text around the clues, the clues read against it
    clues = "RGBY ++\nGYRB --\n"
    errors = _errors(f"{clues}(+ = right colour wrong place, - = right place)\n")
    assert [(line, column) for line, column, _ in errors] == [(3, 2), (3, 32)]
    assert (
        _clues(f"{clues}+ = right place, - = wrong place\n")
        == _clues(clues)
        == [("RGBY", 2, 0), ("GYRB", 0, 2)]
    )


def test_the_legend_check_knows_every_key_peg_mark_of_the_grammar() -> None:
    # a mark added to the grammar's KEY_PEGS must be given its meaning for the reader and legends
    import re

    from mmnotation.notation.grammar import grammar_text
    from mmnotation.notation.legend import DEFAULTS
    from mmnotation.notation.reader import BLACK_PEGS, WHITE_PEGS

    pattern = re.search(r"^KEY_PEGS\.\d+: /\[([^\]]+)\]", grammar_text(), re.MULTILINE)
    assert pattern is not None
    marks = {ch.upper() for ch in pattern[1].encode().decode("unicode_escape")}
    assert marks == BLACK_PEGS | WHITE_PEGS and not BLACK_PEGS & WHITE_PEGS
    assert {mark.lower() for mark in marks} <= DEFAULTS.keys()
    assert all(DEFAULTS[mark.lower()] == "black" for mark in BLACK_PEGS)


@pytest.mark.parametrize("mark", ["**", "__", "***"])
def test_a_line_of_marks_alone_is_an_error_not_a_crash(mark: str) -> None:
    # a line holding nothing but the marks of emphasis closes nothing: a guess of jokers alone,
    # which no clue of the sheet's block reads (found by the fuzz test: it raised IndexError)
    with pytest.raises(NotationError) as caught:
        parse_sheet(f"{mark}\n0/0\n")
    assert caught.value.line == 1 and "can be read as" in caught.value.message
