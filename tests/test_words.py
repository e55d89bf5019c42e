"""The word table (grammar/words.json) and its lookups (mmnotation.notation.words): the grammar reads
words as words, the table says what each names."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from mmnotation import NotationError, parse_sheet
from mmnotation.model import Feedback
from mmnotation.notation import words
from mmnotation.notation.reader import ClueLine, read_line

ROOT = Path(__file__).resolve().parent.parent


def _phrases() -> list[str]:
    table = words.table()
    found = [
        e for role in ("right", "wrong", "none") for by_language in table[role].values() for e in by_language
    ]
    found += [e for family in table["families"].values() for e in family]
    return [e for e in found if "(?!" not in e]  # hypothesis writes no lookaround


@pytest.mark.parametrize("phrase", _phrases())
@settings(max_examples=3, deadline=None, derandomize=True)
@given(st.data())
def test_every_phrase_of_the_table_holds_a_run_the_quick_check_knows(
    phrase: str, data: st.DataObject
) -> None:
    # said() turns a phrase down without compiling the table when it holds no run of the table's
    # letters: a phrase the table reads must never be turned down so (every phrase, each time: a
    # sample of twenty let the Korean '흰 ?핀' pass CI once and fail the next run)
    text = data.draw(st.from_regex(re.compile(phrase, re.IGNORECASE), fullmatch=True).filter(str.isprintable))
    text = " ".join(text.split())
    # a phrase the table reads (a class such as [ée] may draw another letter); one character alone
    # (a family's emoji, 🐂) is looked up whatever it holds, as said() does
    if words._role(text) and len(text.strip(" \t")) > 1:
        assert words._holds_a_run(text), (phrase, text)


@pytest.mark.parametrize(
    ("feedback", "black", "white"),
    [
        ("2 black 1 white", 2, 1),
        ("2 black and 1 white", 2, 1),
        ("2 black & 1 white", 2, 1),
        ("2\tblack\tand\t1\twhite", 2, 1),
        ("one black", 1, 0),
        ("zero black zero white", 0, 0),
        ("one black 2 white", 1, 2),
        ("Black: 1, White: 2", 1, 2),
        ("Black 1 White 2", 1, 2),
        ("b=1 w=2", 1, 2),
        ("Correct: 1 Near: 2", 1, 2),
        ("Black pegs: 1, White pegs: 2", 1, 2),
        ("2 numbers are well placed", 2, 0),
        ("1 black peg", 1, 0),
        ("2 bien placés, 1 mal placé", 2, 1),
        ("1 bull 2 cows", 1, 2),
        ("Bulls: 1 Cows: 2", 1, 2),
        ("nothing", 0, 0),
        ("no pegs", 0, 0),
        ("rien", 0, 0),
    ],
)
def test_counts_in_words_are_read_from_the_table(feedback: str, black: int, white: int) -> None:
    line = read_line(f"RGBY {feedback}")
    assert isinstance(line, ClueLine) and line.feedback is not None
    assert line.feedback.value == Feedback(black, white)


@pytest.mark.parametrize(
    ("feedback", "says"),
    [
        ("2 O", "did you mean 0?"),
        ("2 x", "unexpected 'x'; expected feedback"),
        ("2 foo bar", "unknown words 'foo bar' for the counts"),
        ("2 black 2 black", "does not go with the other count"),
        ("1 correct", "unexpected 'correct'"),  # a label word reads only before its count
        ("4 colours right", "unknown words 'colours right'"),  # a total, not a count in place
    ],
)
def test_words_the_table_does_not_read_are_errors_at_their_place(feedback: str, says: str) -> None:
    with pytest.raises(NotationError) as caught:
        read_line(f"RGBY {feedback}")
    assert says in caught.value.message
    assert caught.value.column == 6 + feedback.index(caught.value.message.split("'")[1]) or "does not" in says


def test_colour_names_are_the_tables_or_the_sheets() -> None:
    sheet = parse_sheet("Rot Grün Blau Weiß 1 2\nRot Rot Blau Blau 0 1\n")
    assert sheet.clues[0].feedback == Feedback(1, 2)
    with pytest.raises(NotationError, match="unknown colour name 'Grape'"):
        parse_sheet("colors: Red Green Blue Yellow Orange Purple\nRed Grape Blue Yellow 1 0\n", strict=True)
    line = read_line("RGBY one black")  # a guess of letters before words is a guess
    assert isinstance(line, ClueLine) and line.guess is not None and line.guess.text == "RGBY"


def test_a_language_is_added_to_the_table_not_to_the_grammar(tmp_path: Path) -> None:
    # a copy of the package's grammar folder with Estonian feedback words: the notation reads them,
    # the grammar file untouched
    table = json.loads((ROOT / "grammar" / "words.json").read_text(encoding="utf-8"))
    assert "et" not in table["right"]
    table["right"]["et"] = ["õigel kohal"]
    table["wrong"]["et"] = ["valel kohal"]
    package = tmp_path / "mmnotation"
    subprocess.run(["cp", "-r", str(ROOT / "mmnotation"), str(package)], check=True)
    (package / "grammar").mkdir()
    (package / "grammar" / "clues.lark").write_text(
        (ROOT / "grammar" / "clues.lark").read_text("utf-8"), "utf-8"
    )
    (package / "grammar" / "words.json").write_text(json.dumps(table, ensure_ascii=False), "utf-8")
    code = (
        "from mmnotation.notation.reader import ClueLine, read_line; "
        "print(read_line('1122 0 õigel kohal, 1 valel kohal').feedback.value)"
    )
    run = [sys.executable, "-c", code]
    out = subprocess.run(run, cwd=tmp_path, capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "0 1"
    original = subprocess.run(run, cwd=ROOT, capture_output=True, text=True, check=False)
    assert original.returncode != 0 and "unknown words 'õigel kohal'" in original.stderr


@pytest.mark.parametrize(
    ("wrong", "right"),
    [
        ("nie na miejscu", "na miejscu"),  # Polish
        ("fel plats", "rätt plats"),  # Swedish
        ("yanl\u0131\u015f yerde", "do\u011fru yerde"),  # Turkish
        ("λάθος θέση", "σωστή θέση"),  # Greek
        ("לא במקום", "במקום"),  # Hebrew
        ("sai vị trí", "đúng vị trí"),  # Vietnamese
        ("posisi salah", "posisi benar"),  # Indonesian
        ("galat jagah", "sahi jagah"),  # Hindi in Latin letters
        ("位置不对", "位置正确"),  # Chinese
        ("не на месте", "на месте"),  # Russian
        ("białe", "czarne"),  # Polish key-peg colours
        ("볼", "스트라이크"),  # Korean number baseball: strikes are black
        ("ブロー", "ヒット"),  # Japanese Hit and Blow
        ("коровы", "быки"),  # Russian Bulls and Cows
    ],
)
def test_the_table_says_which_count_is_black_in_the_players_languages(wrong: str, right: str) -> None:
    # the white count written first: only the table's words say so (the convention reads black first)
    sheet = parse_sheet(f"1234: 2 {wrong}, 1 {right}\n5612: 1 {wrong}, 0 {right}\n")
    assert [(c.feedback.black, c.feedback.white) for c in sheet.clues] == [(1, 2), (0, 1)]


def test_czech_and_slovak_places_colours_and_number_words() -> None:
    sheet = parse_sheet(
        "1122 — dvě černé, jedna bílá\n2211 — žádná černá, tři bílé\n3344 — 1 na mieste, 2 biele\n"
    )
    assert [(c.feedback.black, c.feedback.white) for c in sheet.clues] == [(2, 1), (0, 3), (1, 2)]


@pytest.mark.parametrize(
    "text, want",
    [  # counts up to the pegs in the table's languages (Greek, Vietnamese, Indonesian past five were read 0)
        ("RRGGBBYY έξι μαύρα, δύο άσπρα\n", (6, 2)),
        ("12345678 \u2013 sześć na miejscu, dwa nie na miejscu\n", (6, 2)),
        ("RRGGBBYY — bảy đúng vị trí, không sai vị trí\n", (7, 0)),
        ("123456 enam di posisi benar, nol salah posisi\n", (6, 0)),
        ("RRGGBBYO — sju rätt plats, noll fel plats\n", (7, 0)),
        ("RGBY — moja sahihi mahali, mbili mahali pengine\n", (1, 2)),  # Swahili's one was missing
    ],
)
def test_number_words_in_the_tables_newer_languages(text: str, want: tuple[int, int]) -> None:
    sheet = parse_sheet(text)
    assert [(c.feedback.black, c.feedback.white) for c in sheet.clues] == [want]


def test_every_newest_first_phrase_holds_a_run_the_quick_check_knows() -> None:
    # says_newest_first turns a text down without compiling the phrases when it holds none of their
    # runs: a phrase the table reads must never be turned down so
    from mmnotation.notation.order import NEWEST, _newest_runs

    samples = [
        "newest first", "latest guess on top", "most recent at the top", "reversed order",
        "le plus récent en premier", "neueste oben", "más reciente primero", "più recente in alto",
        "nieuwste eerst", "mais recente primeiro", "en yenisi en üstte", "najnowsze na górze",
        "новые сверху", "senaste först",
    ]  # fmt: skip
    for sample in samples:
        assert NEWEST.search(sample), sample
        assert any(run in sample.lower() for run in _newest_runs()), sample


def test_a_phrase_of_another_script_shorter_than_three_letters_holds_a_run() -> None:
    # Korean '볼' (balls): the quick check turned every text holding it down before the table was read
    assert words._holds_a_run("볼") and words._holds_a_run("스트라이크 1, 볼 2")


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "RGBY: 1 no lugar certo, 2 no lugar errado,\nRRGG: 0 no lugar certo, 4 no lugar errado,\n",
            ["RGBY 1 2", "RRGG 0 4"],
        ),
        (
            "RGBY 2 bem colocados 1 mal colocado,\nRRGG 1 no lugar certo 1 no lugar errado,\n",
            ["RGBY 2 1", "RRGG 1 1"],
        ),
    ],
)
def test_a_number_word_that_opens_a_phrase_of_the_table_is_the_phrases(text: str, want: list[str]) -> None:
    # Portuguese 'no' (in the) is also a word of none: '1 no lugar certo' was read 0 black 1 white
    assert [str(c) for c in parse_sheet(text).clues] == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # the totals wording in the table's languages: white is the total less black
        (
            "RGBY: 3 Farben richtig, davon 1 am richtigen Platz\n"
            "GRYB: 4 Farben richtig, davon 0 am richtigen Platz\n",
            ["RGBY 1 2", "GRYB 0 4"],
        ),
        (
            "RGBY : 3 couleurs correctes, dont 1 bien placée\n"
            "GRYB : 4 couleurs correctes, dont 0 bien placée\n",
            ["RGBY 1 2", "GRYB 0 4"],
        ),
        (
            "RGBY: 3 colores correctos, 1 en su lugar\nGRYB: 4 colores correctos, 0 en su lugar\n",
            ["RGBY 1 2", "GRYB 0 4"],
        ),
        (
            "RGBY 3 kleuren goed, 1 op de goede plaats\nGRYB 4 kleuren goed, 0 op de goede plaats\n",
            ["RGBY 1 2", "GRYB 0 4"],
        ),
        # totals in more of the table's languages (Polish was an error: 'unknown words dobre kolory')
        (
            "RGBY: 3 dobre kolory, 1 na swoim miejscu\nGBYR: 4 dobre kolory, 2 na swoim miejscu\n",
            ["RGBY 1 2", "GBYR 2 2"],
        ),
        (
            "RGBY: 3 rätta färger, 1 på rätt plats\nGBYR: 4 rätta färger, 2 på rätt plats\n",
            ["RGBY 1 2", "GBYR 2 2"],
        ),
        # a total and its places after 'of which' ('davon', 'dont'): an error before
        (
            "RGBY — 3 right, of which 1 in place\nBGYR — 4 right, of which 1 in place\n",
            ["RGBY 1 2", "BGYR 1 3"],
        ),
        # Swedish 'ingen' (none) after the count it follows: 'fyra vita, ingen svart' was read 4 0
        ("RGBY: 1 svart, 2 vita\nYBGR: fyra vita, ingen svart\n", ["RGBY 1 2", "YBGR 0 4"]),
        # a right colour in the wrong place is no total ('richtige Farbe falscher Platz')
        (
            "RGBY \u2013 1 richtig platziert, 2 richtige Farbe falscher Platz\n"
            "BYRG \u2013 0 richtig platziert, 3 richtige Farbe falscher Platz\n",
            ["RGBY 1 2", "BYRG 0 3"],
        ),
        # newest first with a word between ('neuester Zug oben', 'les plus récents en haut')
        ("(neuester Zug oben)\n4321 0 4\n1234 1 2\n", ["1234 1 2", "4321 0 4"]),
        ("les essais les plus récents en haut\n4321 0 4\n1234 1 2\n", ["1234 1 2", "4321 0 4"]),
        (
            "Board after round 2 (photo, top row is the newest):\n4321 0 4\n1234 1 2\n",
            ["1234 1 2", "4321 0 4"],
        ),
        # the last guess on top ('dernier essai en haut', 'letzter Versuch oben'): read in the order written
        ("(dernier essai en haut)\n4321 0 4\n1234 1 2\n", ["1234 1 2", "4321 0 4"]),
        ("letzter Versuch oben:\n4321 0 4\n1234 1 2\n", ["1234 1 2", "4321 0 4"]),
        ("(último intento arriba)\n4321 0 4\n1234 1 2\n", ["1234 1 2", "4321 0 4"]),
        # Czech counts in the accusative ('jednu černou a dvě bílé'): read 0 2 under a white-first notice
        ("Hádal jsem RGBY a dostal jsem jednu černou a dvě bílé.\n", ["RGBY 1 2"]),
        ("(самый новый ход сверху)\n4321 0 4\n1234 1 2\n", ["1234 1 2", "4321 0 4"]),
    ],
)
def test_totals_and_the_newest_first_in_the_tables_languages(text: str, want: list[str]) -> None:
    assert [str(c) for c in parse_sheet(text).clues] == want


def test_cyrillic_colour_names_stand_for_their_emoji_pegs_letters() -> None:
    # their initials are no letters of the notation: an error at the first name before
    text = (
        "красный зелёный синий жёлтый — 1 чёрный, 2 белых\nжёлтый синий красный зелёный — 0 чёрных, 4 белых\n"
    )
    assert [str(c) for c in parse_sheet(text).clues] == ["RGBY 1 2", "YBRG 0 4"]
    assert [str(c) for c in parse_sheet("червоний зелений синій жовтий 1 2\n").clues] == ["RGBY 1 2"]
    assert [str(c) for c in parse_sheet("Чёрный, Белый, Красный, Коричневый: 0 1\n").clues] == ["KWRN 0 1"]


def test_heart_emoji_and_colour_names_cut_to_three_letters() -> None:
    # the hearts were an error at the first one; 'Grn' an unknown colour name
    text = "❤️💚💙💛 → 1 black, 2 white\n💚💙💛❤️ → 0 black, 4 white\n"
    assert [str(c) for c in parse_sheet(text).clues] == ["RGBY 1 2", "GBYR 0 4"]
    text = "Red Grn Blu Yel - 1 2\nYel Grn Blu Red - 0 4\n"
    assert [str(c) for c in parse_sheet(text).clues] == ["RGBY 1 2", "YGBR 0 4"]
    # in capitals they are codes: 'ORG' and 'GRY' are guesses of three pegs
    text = "pegs: 3\ncolors: RGBYO\nORG Bulls: 0, Cows: 2\nGRY Bulls: 1, Cows: 0\n"
    assert [str(c) for c in parse_sheet(text).clues] == ["ORG 0 2", "GRY 1 0"]


@given(
    st.lists(st.text(alphabet="abcé-", min_size=1, max_size=5), min_size=1, max_size=12),
    st.text(alphabet="abcé-", max_size=6),
)
def test_a_tree_of_words_matches_what_the_list_of_them_matches(words: list[str], probe: str) -> None:
    # the colour names' expression is a tree of their letters (notation.text.alternation): the same
    # words, the longest first, as the plain alternation it replaced for speed
    from mmnotation.notation.text import alternation

    tree = re.compile(alternation(words))
    plain = re.compile("(?:" + "|".join(map(re.escape, sorted(set(words), key=len, reverse=True))) + ")")
    assert bool(tree.fullmatch(probe)) == bool(plain.fullmatch(probe))
    found, expected = tree.match(probe), plain.match(probe)
    assert (found and found.group()) == (expected and expected.group())


@pytest.mark.parametrize(
    ("text", "guess", "written"),
    [
        ("Red Gren Blue Yelow 1 2\nOOPP 0 1\n", "RGBY", ["'Gren' as Green", "'Yelow' as Yellow"]),
        ("Oragne Purlpe Red Blue 0 2\nRRYY 0 1\n", "OPRB", ["'Oragne' as Orange", "'Purlpe' as Purple"]),
        ("Rde Green Blue Yellow 1 0\nOOPP 0 1\n", "RGBY", ["'Rde' as Red"]),
        ("Gree Green Orng Orange 1 1\nRRBB 0 0\n", "GGOO", ["'Gree' as Green", "'Orng' as Orange"]),
        ("Redd Green Bluee Yellow 1 2\nOOPP 0 1\n", "RGBY", ["'Redd' as Red", "'Bluee' as Blue"]),
        (
            "colors: Red Green Blue Yellow Orange Purple\nred red purpel purple 0 1\n",
            "RRPP",
            ["'purpel' as Purple"],
        ),
    ],
)
def test_a_misspelt_colour_name_is_read_as_the_name_it_is_nearest(
    text: str, guess: str, written: list[str]
) -> None:
    sheet = parse_sheet(text)
    assert str(sheet.clues[0].guess) == guess
    (notice,) = [n for n in sheet.notices if "misspelt" in n.message]
    assert all(w in notice.message for w in written), notice.message
    with pytest.raises(NotationError, match="misspelt"):  # --strict: the notation as written only
        parse_sheet(text, strict=True)


@pytest.mark.parametrize(
    "text",
    [
        "Red Grape Blue Yellow 1 0\n",  # near no name
        "Rde Gren Bleu Yelow 1 2\n",  # more names misspelt than written right
        "colors: Bleu=B Blau=L Red Green Yellow Orange\nRed Green Blru Yellow 1 0\n",  # near two colours
    ],
)
def test_a_word_near_no_name_or_near_two_stays_unread(text: str) -> None:
    with pytest.raises(NotationError) as caught:
        parse_sheet(text)
    assert "misspelt" not in caught.value.message
    assert all("misspelt" not in e.message for e in caught.value.errors)
