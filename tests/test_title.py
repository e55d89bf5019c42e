"""A title that states the game (docs/notation.md, "A title that states the game"): what no
option or directive settles, it decides where the clues agree, and a notice says so."""

from __future__ import annotations

import pytest
from typer.testing import CliRunner

from mmnotation import NotationError, deduce, parse_sheet
from mmnotation.cli.app import app
from mmnotation.notation.reader import read
from mmnotation.notation.title import stated_game
from tests.reference import brute_consistent


def _title_notices(sheet: object) -> list[str]:
    return [n.message for n in getattr(sheet, "notices", ()) if "the title states" in n.message]


def _stated(text: str) -> dict[str, object]:
    source, items, _ = read(text, "<t>")
    stated = stated_game(source, items)
    return {} if stated is None else {n: d.value for n, d in stated.directives.items()}


@pytest.mark.parametrize(
    ("title", "stated"),
    [
        ("Super Mastermind: 5 pegs, 8 colours", {"pegs": 5, "colors": 8}),
        ("Game with 8 colors (RGBYOPWK), 4 pegs", {"pegs": 4, "colors": 8}),
        ("4 pegs / 8 colours", {"pegs": 4, "colors": 8}),
        ("four holes and seven colors", {"pegs": 4, "colors": 7}),
        ("a 5-peg game", {"pegs": 5}),
        ("pegs 5, colours 7", {"pegs": 5, "colors": 7}),
        ("No repeats allowed!", {"repeats": False}),
        ("Bulls and cows: 4 digits, all different", {"pegs": 4, "colors": 10, "repeats": False}),
        ("duplicates allowed", {"repeats": True}),
        ("# Classic: 4 pegs, 6 colours, repeats allowed", {"pegs": 4, "colors": 6, "repeats": True}),
        ("I got 2 colours right at first", {}),  # feedback, not the game
        ("3 pegs in the right place", {}),
        ("the 10 digits", {}),  # colours, not holes
        ("4 pegs here, 5 pegs there", {}),  # two values: nothing decided
        ("Mastermind with Bob", {}),
        ("Each row has four pegs, and each peg is one colour", {"pegs": 4}),  # one: prose
        ("Secret code: 4 pegs, colors 1-8", {"pegs": 4, "colors": 8}),  # a range of symbols
        ("digits 0-9, no repeats", {"colors": 10, "repeats": False}),
        ("letters A-F", {"colors": 6}),
        ("6 colors (0-5) and 4 pegs", {"pegs": 4, "colors": 6}),
        ("Mastermind : 5 pions, 8 couleurs, sans répétition", {"pegs": 5, "colors": 8, "repeats": False}),
        ("5 Stifte, 8 Farben, ohne Wiederholung", {"pegs": 5, "colors": 8, "repeats": False}),
        ("4 posiciones y 6 colores, con repetición", {"pegs": 4, "colors": 6, "repeats": True}),
        # the title's words are the word table's (grammar/words.json, 'sheet'): every language of its
        # colours' nouns, the same list that finds a line of colour names
        ("4 pegs, 8 kolory", {"pegs": 4, "colors": 8}),
        ("6 färger, 4 pegs", {"pegs": 4, "colors": 6}),
        ("Bulls and Cows", {"colors": 10, "repeats": False}),  # a game's name states its rules
        ("Bulls & Cows, repeats allowed", {"colors": 10, "repeats": True}),  # ... save those stated
        ("Hit and Blow, 6 colours", {"colors": 6, "repeats": False}),
        ("Super Mastermind", {"pegs": 5, "colors": 8}),  # its name states its size
        ("Advanced Mastermind, no repeats", {"pegs": 5, "colors": 8, "repeats": False}),
        ("Super Mastermind 5x8", {"pegs": 5, "colors": 8}),
        ("MM(5,8)", {"pegs": 5, "colors": 8}),  # the literature's size: pegs, then colours
        ("4\u00d78 game", {"pegs": 4, "colors": 8}),
        ("played it 2x", {}),
        ("4 holes, 8 different colors", {"pegs": 4, "colors": 8}),  # the colours, not a rule
        ("4 holes, eight different colours", {"pegs": 4, "colors": 8}),
        ("Guess a number of 4 different digits", {"pegs": 4, "repeats": False}),
        ("Colours can't repeat.", {"repeats": False}),
        ("each colour at most once", {"repeats": False}),
        ("Colours may be used only once", {"repeats": False}),
        ("I can't repeat that mistake, we played only once", {}),  # not said of the colours
        ("3-digit code, all digits different", {"pegs": 3, "repeats": False}),
        ("Keine doppelten Farben", {"repeats": False}),  # the repeats rule in the other languages
        ("Farben dürfen nicht doppelt vorkommen", {"repeats": False}),
        ("alle Farben verschieden", {"repeats": False}),
        ("colores sin repetir", {"repeats": False}),
        ("couleurs toutes différentes", {"repeats": False}),
        ("Le code n'a pas de couleur en double", {"repeats": False}),
        ("mit doppelten Farben", {"repeats": True}),
        ("Crack the lock (3 digits)", {"pegs": 3, "colors": 10}),  # a lock's digits are 0-9
        ("combination lock, no repeats", {"colors": 10, "repeats": False}),
    ],
)
def test_what_a_title_states(title: str, stated: dict[str, object]) -> None:
    assert _stated(f"{title}\nRGBY 1 1\n") == stated


def test_only_lines_above_the_first_clue_are_a_title() -> None:
    assert _stated("RGBY 1 1\nnow 8 colours\nRRGG 0 2\n") == {}
    sheet = parse_sheet("RGBY 1 1\nnow 8 colours\nRRGG 0 2\n")
    assert len(sheet.game.colors) == 6 and not _title_notices(sheet)


def test_a_title_decides_the_colours_with_a_notice() -> None:
    # without the title, 5 pegs of letters are Super Mastermind's 8 colours
    text = "Mastermind: 5 pegs, 7 colours\nRRGGB 1 1\nYYOOP 0 2\n"
    sheet = parse_sheet(text)
    assert sheet.game.colors == tuple("RGBYOPW") and sheet.game.pegs == 5
    (told,) = [n for n in sheet.notices if "the title states" in n.message]
    assert "7 colours" in told.message and "8 colours" in told.message and "'colors: 7'" in told.message
    assert (told.line, told.column) == (1, text.index("7") + 1)  # at the count it states
    assert "pegs" not in told.message.split(":")[0]  # 5 pegs agreed with the clues: not named
    assert not any("skipped" in n.message for n in sheet.notices)  # one notice for the title
    # the codes that fit are those of the 7-colour game (the independent reference)
    assert deduce(sheet).count == len(brute_consistent(sheet)) > 216


def test_five_pegs_of_letters_are_super_mastermind() -> None:
    sheet = parse_sheet("RRGGB 1 1\nYYOOP 0 2\n")
    assert sheet.game.colors == tuple("RGBYOPWK")
    (said,) = [n.message for n in sheet.notices]
    assert "Super Mastermind, 8 colours RGBYOPWK" in said and "colors: 6" in said
    # a title that says so agrees: no notice of a default taken
    titled = parse_sheet("Super Mastermind: 5 pegs, 8 colours\nRRGGB 1 1\nYYOOP 0 2\n")
    assert titled.game.colors == tuple("RGBYOPWK")
    assert not any("Super Mastermind, 8" in n.message for n in titled.notices)
    assert parse_sheet("colors: 6\nRRGGB 1 1\n").game.colors == tuple("RGBYOP")
    assert parse_sheet("11223 1 1\n").game.colors == tuple("123456")  # digits: as before


def test_a_title_that_agrees_says_nothing() -> None:
    sheet = parse_sheet("# Classic Mastermind: 4 pegs, 6 colours, repeats allowed\nRRGG 2 0\nRBYY 2 0\n")
    assert not _title_notices(sheet)
    assert len(sheet.game.colors) == 6 and sheet.game.repeats


def test_a_title_states_no_repeats() -> None:
    sheet = parse_sheet("No repeats allowed!\nRGBY 1 1\nRGBO 0 2\n")
    assert sheet.game.repeats is False
    assert _title_notices(sheet) and "'repeats: no'" in _title_notices(sheet)[0]
    assert deduce(sheet).count == len(brute_consistent(sheet))


def test_a_title_that_names_bulls_and_cows() -> None:
    sheet = parse_sheet("Bulls and Cows\n1234 1 2\n5612 0 1\n")
    assert sheet.game.repeats is False and sorted(sheet.game.colors) == list("0123456789")
    (told,) = _title_notices(sheet)
    assert "(Bulls and Cows)" in told and "'repeats: no'" in told
    assert deduce(sheet).count == len(brute_consistent(sheet))


def test_options_and_directives_outrank_a_title() -> None:
    text = "Super Mastermind: 5 pegs, 8 colours\nRRGGB 1 1\n"
    assert len(parse_sheet(text, colors=6).game.colors) == 6
    assert not _title_notices(parse_sheet(text, colors=6))
    directed = parse_sheet("Super Mastermind: 5 pegs, 8 colours\ncolors: 7\nRRGGB 1 1\n")
    assert len(directed.game.colors) == 7 and not _title_notices(directed)
    assert parse_sheet("No repeats\nRGBY 1 1\n", repeats=True).game.repeats


def test_a_title_the_clues_contradict_is_overruled_with_a_notice() -> None:
    sheet = parse_sheet("Mastermind, 4 pegs\nRRGGB 1 1\n")
    assert sheet.game.pegs == 5
    (told,) = _title_notices(sheet)
    assert "do not fit" in told and "5 pegs" in told


def test_a_title_settles_a_run_that_splits_two_ways() -> None:
    with pytest.raises(NotationError, match=r"can be read as"):
        parse_sheet("112210\n")
    sheet = parse_sheet("Mastermind, 5 pegs\n112210\n")
    assert sheet.game.pegs == 5 and str(sheet.clues[0].guess) == "11221"


def test_a_title_never_makes_a_clue_line_text() -> None:
    # with 5 pegs the second run would be skipped as text: the title is not used, the error stays
    with pytest.raises(NotationError, match="6 pegs"):
        parse_sheet("Mastermind 5 pegs\nBBYRO12\nRGBYOP20\n")


def test_strict_makes_the_title_notice_an_error() -> None:
    with pytest.raises(NotationError) as caught:
        parse_sheet("8 colours\nRGBY 1 1\n", strict=True)
    assert any("the title states 8 colours" in e.message for e in caught.value.errors)


def test_the_command_line_shows_the_game_and_the_notice(tmp_path: object) -> None:
    runner = CliRunner()
    path = f"{tmp_path}/t.txt"
    with open(path, "w", encoding="utf-8") as f:
        f.write("Mastermind: 5 pegs, 7 colours\nRRGGB 1 1\nYYOOP 0 2\n")
    result = runner.invoke(app, [path])
    assert result.exit_code == 0
    assert "Game: 5 pegs, 7 colours RGBYOPW" in result.stdout
    assert "t.txt:1:21: notice: the title states 7 colours" in result.stderr
    assert result.stderr.count("notice:") == 1


def test_a_game_header_between_clues_is_noticed() -> None:
    sheet = parse_sheet("RGBY 2 1\nRRGG 0 2\n\n== Game 2 ==\nOOPP 1 0\n")
    (told,) = [n for n in sheet.notices if "another game" in n.message]
    assert told.line == 4 and "'== Game 2 =='" in told.message
    # above the first clue it is a title, and a turn header between clues is no other game
    # (nor one after the last clue: no clue of another game follows)
    for text in ("Game 1\nRGBY 2 1\nRRGG 0 2\n", "RGBY 2 1\nTurn 2\nRRGG 0 2\n", "RGBY 2 1\nGame 2\n"):
        assert not [n for n in parse_sheet(text).notices if "another game" in n.message]


def test_a_puzzle_as_published_with_its_title_and_listed_guesses() -> None:
    # the form of a published puzzle set: the game in a sentence, the guesses as lists, colours 0-5
    text = (
        "Given a mastermind puzzle with 6 colors and 4 pegs\n"
        "Find the secret code based on the following clues:\n\n"
        "Black = Correct color and position.\nWhite = Correct color but wrong position.\n\n"
        "Guess 1: [2, 2, 1, 5] -> 1 Black 0 White\n"
        "Guess 2: [4, 3, 0, 5] -> 1 Black 0 White\n"
        "Guess 3: [5, 3, 5, 0] -> 2 Black 0 White\n"
    )
    sheet = parse_sheet(text)
    assert sorted(sheet.game.colors) == list("012345") and sheet.game.pegs == 4
    codes = [c.symbols for c in deduce(sheet).codes]
    assert codes == brute_consistent(sheet) == ["5555"]


def test_a_title_line_is_text_around_the_clues_even_where_it_looks_like_feedback() -> None:
    # '1-8' at the end of a line is what feedback without its guess looks like: a title is not
    sheet = parse_sheet("Secret code: 4 pegs, colors 1-8\n1234 1 1\n5612 0 2\n")
    assert sheet.game.colors == tuple("12345678") and len(sheet.clues) == 2


def test_a_line_that_holds_a_guess_is_never_a_title() -> None:
    # read as a clue ('2 pegs' beside '1 white' counts the black pegs), not skipped as a title
    sheet = parse_sheet("RGBY 2 pegs, 1 white\nRRGG 0 2\n")
    assert [(c.guess.symbols, c.feedback.black, c.feedback.white, c.line) for c in sheet.clues] == [
        ("RGBY", 2, 1, 1),
        ("RRGG", 0, 2, 2),
    ]
    with pytest.raises(NotationError, match="unexpected 'pegs'"):
        parse_sheet("RGBY 2 pegs, 1 white\nRRGG 0 2\n", strict=True)  # the notation alone


def test_a_chat_whose_title_names_a_player_beside_the_game() -> None:
    # 'Bob' is three of the palette's letters with counts after it, unless the counts are the
    # title's statements: the line is tested for a guess without them
    text = (
        "Mastermind night with Bob, 5 pegs and 8 colours\n[20:01] Alice: RRGGB\n"
        "[20:02] Bob: 1 black, 1 white\n[20:04] Alice: YYOOP\n[20:05] Bob: 0 black 2 white\nwon!\n"
    )
    sheet = parse_sheet(text)
    assert sheet.game.colors == tuple("RGBYOPWK") and [str(c.guess) for c in sheet.clues] == [
        "RRGGB",
        "YYOOP",
    ]


@pytest.mark.parametrize("size", ["MM(5,8)", "5x8", "  5 x 8"])
def test_a_line_that_is_a_games_size_is_a_title(size: str) -> None:
    sheet = parse_sheet(f"{size}\n12345 2 1\n11223 1 2\n")
    assert (sheet.game.pegs, len(sheet.game.colors)) == (5, 8)
    assert [c.guess.symbols for c in sheet.clues] == ["12345", "11223"]
    with pytest.raises(NotationError, match=r"'5x8' is the size of a game \(5 pegs, 8 colours\), not a clue"):
        parse_sheet("5x8\n")  # nothing else: the line is said to be no clue


def test_a_title_of_pegs_by_colours_the_clues_contradict_is_overruled() -> None:
    sheet = parse_sheet("8x5\n12345 2 1\n")  # colours by pegs: not the order read
    assert (sheet.game.pegs, len(sheet.game.colors)) == (5, 6)
    assert any("but the clues do not fit that game" in m for m in _title_notices(sheet))


def test_a_title_is_taken_where_the_clues_alone_read_no_game() -> None:
    # the clues alone are an error (W and K in a game of 6 colours), which left the chat's text
    # lines errors too; the title's 8 colours read them, and the text is skipped as text
    text = (
        "**Mastermind night** (4 pegs, 8 colours)\n\n[20:01] Alice: RRGG\n"
        "[20:02] Bob: 1 black 1 white\n[20:03] Alice: YYOO 0 2\n10:04:00 Alice: WKRG - 2 0\nthanks all!\n"
    )
    sheet = parse_sheet(text)
    assert sheet.game.colors == tuple("RGBYOPWK")
    assert [str(c) for c in sheet.clues] == ["RRGG 1 1", "YYOO 0 2", "WKRG 2 0"]
    assert any("the title states" in m and "'colors: 8'" in m for m in _title_notices(sheet))
    # a line the grammar read as a clue is never made text by a title
    with pytest.raises(NotationError):
        parse_sheet("Mastermind 5 pegs\nBBYRO12\nRGBYOP20\n")


def test_a_title_makes_text_of_chatter_the_clues_alone_left_errors() -> None:
    # 'Bob: lol' and 'nice one' were errors while W, K, O and P made 7 colours of a 6-colour game
    text = (
        "Mastermind night with Bob (Super Mastermind, 5 pegs and 8 colours)\nAlice: RRGGB\n"
        "Bob: 1 black, 1 white\nnice one\nAlice: WKOOP 0 2\nBob: lol\n"
    )
    sheet = parse_sheet(text)
    assert sheet.game.colors == tuple("RGBYOPWK")
    assert [str(c) for c in sheet.clues] == ["RRGGB 1 1", "WKOOP 0 2"]
    skipped = [n for n in sheet.notices if "skipped" in n.message]
    assert skipped and "lines 4, 6" in skipped[0].message  # line 1 states the game: no text


CLUES_OF_SIX = "RRGG 0 0\nYYOO 0 0\nBBPP 1 0\n"  # use six colours: with 8 the secret may hold W and K


def test_a_game_stated_after_the_clues_is_taken_as_a_title_is() -> None:
    # written as an afterthought, below the clues; read as 6 colours, the secret (all W and K) is lost
    sheet = parse_sheet(f"{CLUES_OF_SIX}Its 4 pegs and 8 colours btw\n")
    assert len(sheet.game.colors) == 8
    assert deduce(sheet).count == len(brute_consistent(sheet)) == 32
    notices = [(n.line, n.column, n.message) for n in sheet.notices if "states" in n.message]
    assert notices == [
        (
            4,
            16,
            "the text after the clues states 8 colours: the game is read so (without it, 6 colours); "
            "a directive says it: 'colors: 8'",
        )
    ]
    both = parse_sheet(f"Game: 4 pegs\n{CLUES_OF_SIX}and 8 colours\n")
    assert len(both.game.colors) == 8
    assert any(n.message.startswith("the text around the clues states 8 colours") for n in both.notices)


def test_text_after_the_clues_that_states_no_game_or_another_changes_nothing() -> None:
    plain = parse_sheet(CLUES_OF_SIX)
    for after in ("Solved it in 5!", "gg, next time 3 colours", "I'll try 5 pegs next"):
        sheet = parse_sheet(f"{CLUES_OF_SIX}{after}\n")
        assert sheet.game == plain.game, after
    overruled = parse_sheet(f"{CLUES_OF_SIX}that was 5 pegs\n")
    assert overruled.game == plain.game
    assert any(
        n.message.startswith("the text after the clues states 5 pegs, but the clues do not fit that game")
        for n in overruled.notices
    )


def test_a_title_that_reads_as_a_clue_of_words_states_the_game() -> None:
    # 'digits 1-6' reads as the guess DIGITS with 1 black 6 white: it is the game's digits
    sheet = parse_sheet("digits 1-6\n1234 1 2\n2143 0 4\n")
    assert [str(c) for c in sheet.clues] == ["1234 1 2", "2143 0 4"]
    assert "".join(sheet.game.colors) == "123456"
    assert not any("reads as a clue and was skipped" in n.message for n in sheet.notices)


@pytest.mark.parametrize(
    ("title", "clues_text", "game"),
    [
        ("Pięć pozycji, osiem kolorów, bez powtórzeń", "RGBYO 1 2\n", (5, 8, False)),
        ("Palette: 1..8, 5 positions", "12345 1 2\n", (5, 8, True)),
        ("Twelve colours, four pegs", "RGBY 1 2\n", (4, 12, True)),
    ],
)
def test_the_game_stated_with_the_word_tables_numbers_and_nouns(
    title: str, clues_text: str, game: tuple[int, int, bool]
) -> None:
    sheet = parse_sheet(f"{title}\n{clues_text}")
    assert (sheet.game.pegs, len(sheet.game.colors), sheet.game.repeats) == game


def test_a_comment_after_a_directive_is_read_as_a_title() -> None:
    sheet = parse_sheet("colors: R G B Y O P  # 5 pegs, no repeats\nRGBYO 1 2\n")
    assert (sheet.game.pegs, sheet.game.repeats) == (5, False)
    assert any("no repeats" in n.message for n in sheet.notices)
