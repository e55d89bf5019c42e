"""The checkpoint's records one at a time (docs/guarantees.md, "Reliability"): the header and
what refuses another run's file, which records are trusted (``sound``), what the run is told.
Written from what mutation testing of ``stats/checkpoint.py`` showed no test pinned
(docs/mutation.md)."""

from __future__ import annotations

import io
import itertools
import json
from pathlib import Path
from typing import Any

import pytest

from mmnotation import Game
from mmnotation._version import __version__
from mmnotation.stats.checkpoint import FORMAT, Checkpoint, CheckpointError, _checksum, _more, _show, sound
from mmnotation.stats.player import Player
from mmnotation.strategies.recommendation import Strategy

GAME = Game(3, tuple("1234"))
RUN = (3, tuple("1234"), True, "knuth", None, None)


def header(**changed: Any) -> dict[str, Any]:
    out = {
        "mmnotation": "stats checkpoint",
        "format": FORMAT,
        "version": __version__,
        "game": {"pegs": 3, "colors": list("1234"), "repeats": True},
        "strategy": "knuth",
        "first": "112",
        "seed": None,
    }
    out.update(changed)
    return out


def opened(path: Path, head: dict[str, Any] | None = None) -> Checkpoint:
    cp = Checkpoint(path, head or header())
    cp.close()
    return cp


def test_the_header_names_the_game_strategy_opening_and_seed() -> None:
    from mmnotation.stats.checkpoint import checkpoint_header

    player = Player(Game(3, tuple("ABCD"), repeats=False), Strategy.RANDOM, None, 7, plays=True)
    got = checkpoint_header(player, (0, 1, 2))
    assert got == {
        "mmnotation": "stats checkpoint",
        "format": FORMAT,
        "version": __version__,
        "game": {"pegs": 3, "colors": ["A", "B", "C", "D"], "repeats": False},
        "strategy": "random",
        "first": "ABC",
        "seed": 7,
    }


def test_a_new_file_starts_with_the_header_alone(tmp_path: Path) -> None:
    file = tmp_path / "c.jsonl"
    opened(file)
    assert file.read_text() == json.dumps(header(), separators=(",", ":")) + "\n"  # no check on it


@pytest.mark.parametrize(
    ("changed", "said"),
    [
        ({"mmnotation": "something else"}, "is not a stats checkpoint of mmnotation"),
        ({"format": FORMAT + 1}, f"(format {FORMAT + 1}), not {__version__}; start with a new file"),
        ({"version": "0.0.1"}, f"written by mmnotation 0.0.1 (format {FORMAT}), not {__version__}"),
        (
            {"game": {"pegs": 3, "colors": list("1235"), "repeats": False}},
            "records another game (3 pegs, colours 1235, no repeats, not 3 pegs, colours 1234); use "
            "another file or the same command",
        ),
        ({"strategy": "entropy"}, "records another strategy ('entropy', not 'knuth')"),
        ({"first": "123"}, "records another opening guess ('123', not '112')"),
    ],
)
def test_a_file_of_another_run_is_refused_saying_what_differs(
    tmp_path: Path, changed: dict[str, Any], said: str
) -> None:
    file = tmp_path / "c.jsonl"
    file.write_text(json.dumps(header(**changed)) + "\n")
    with pytest.raises(CheckpointError) as caught:
        Checkpoint(file, header())
    assert said in str(caught.value)
    assert str(file) in str(caught.value)
    assert file.read_text() == json.dumps(header(**changed)) + "\n"  # left as it was


def test_the_seed_matters_only_to_the_random_strategy(tmp_path: Path) -> None:
    file = tmp_path / "c.jsonl"
    file.write_text(json.dumps(header(seed=1)) + "\n")
    opened(file, header(seed=2))  # knuth plays no dice: the seed is not compared
    file.write_text(json.dumps(header(strategy="random", seed=1)) + "\n")
    with pytest.raises(CheckpointError, match=r"records another seed \(1\)$"):
        Checkpoint(file, header(strategy="random", seed=2))
    opened(file, header(strategy="random", seed=1))


def test_show_writes_a_game_in_words_and_anything_else_as_python_does() -> None:
    assert _show({"pegs": 4, "colors": list("RGBY"), "repeats": True}) == "4 pegs, colours RGBY"
    assert _show({"pegs": 4, "colors": list("RGBY"), "repeats": False}) == "4 pegs, colours RGBY, no repeats"
    assert _show({"pegs": 4}) == "4 pegs, colours "  # a damaged game is still shown
    assert _show({"colors": ["R"]}) == "{'colors': ['R']}"
    assert _show("knuth") == "'knuth'" and _show(None) == "None"


def _record(path: list[int], dist: dict[str, int], **more: Any) -> str:
    record: dict[str, Any] = {"path": path, "dist": dist, **more}
    record["check"] = _checksum(record)
    return json.dumps(record)


def test_records_whose_checksum_holds_are_kept_the_others_counted(tmp_path: Path) -> None:
    file = tmp_path / "c.jsonl"
    good_played = _record([3], {"2": 1, "3": 2})
    good_split = _record([4], {"2": 1}, guess=[0, 1, 2], children=[[5, 3], [6, 2]])
    forged = json.dumps({"path": [7], "dist": {"2": 1}, "check": "00000000"})
    wrong_type = _record([8], {"2": "many"})
    lines = [json.dumps(header()), good_played, good_split, forged, wrong_type, good_played]
    file.write_text("\n".join(lines) + "\n")
    cp = opened(file)
    assert cp.played == {(3,): {2: 1, 3: 2}}
    assert cp.expanded == {(4,): ((0, 1, 2), {2: 1}, [(5, 3), (6, 2)])}
    assert cp.rejected == 2
    assert cp.notes() == [
        f"2 records of the checkpoint {str(file)!r} failed their check and were computed again"
    ]


def test_one_record_rejected_is_said_in_the_singular(tmp_path: Path) -> None:
    file = tmp_path / "c.jsonl"
    file.write_text(json.dumps(header()) + "\n" + json.dumps({"path": [1], "dist": {}, "check": "x"}) + "\n")
    cp = opened(file)
    assert cp.notes() == [f"1 record of the checkpoint {str(file)!r} failed its check and was computed again"]
    assert opened(tmp_path / "new.jsonl").notes() == []


def test_records_are_written_with_their_checksum_and_a_full_disk_stops_only_the_file(tmp_path: Path) -> None:
    file = tmp_path / "c.jsonl"
    cp = Checkpoint(file, header())
    cp.add_played((1, 2), {5: 2, 3: 1})
    cp.add_expanded((4,), (0, 1, 2), {2: 1}, [(5, 3)])
    cp.close()
    _, played, split = (json.loads(line) for line in file.read_text().splitlines())
    assert played == {"path": [1, 2], "dist": {"3": 1, "5": 2}, "check": _checksum(played)}
    assert (
        split["guess"] == [0, 1, 2] and split["children"] == [[5, 3]] and split["check"] == _checksum(split)
    )

    class Full(io.BytesIO):
        def write(self, data: Any) -> int:
            raise OSError(28, "No space left on device")

        def close(self) -> None:
            raise OSError(28, "No space left on device (close)")

    cp = Checkpoint(tmp_path / "d.jsonl", header())
    cp.file.close()
    cp.file = Full()
    cp.add_played((1,), {2: 1})
    assert cp.broken == "No space left on device"
    cp.add_played((2,), {2: 1})  # no second try once broken
    cp.close()
    assert cp.broken == "No space left on device"  # the first cause is kept
    assert cp.notes() == [
        f"the checkpoint {str(tmp_path / 'd.jsonl')!r} stopped at its last complete record (No space left "
        "on device); the run went on, and its result is complete"
    ]
    other = Checkpoint(tmp_path / "e.jsonl", header())
    other.file.close()
    other.file = Full()
    other.close()  # the last flush fails: that is the cause
    assert other.broken == "No space left on device (close)"


def test_more_tells_whether_anything_follows_and_keeps_the_position() -> None:
    handle = io.BytesIO(b"ab")
    assert _more(handle) and handle.tell() == 0
    handle.seek(1)
    assert _more(handle) and handle.tell() == 1
    handle.seek(2)
    assert not _more(handle) and handle.tell() == 2


@pytest.mark.parametrize(
    ("raw", "cut"),
    [
        (b'{"mmnotation":"stats', True),  # this run's header, cut short by a crash
        (b'{"mmnotation":"stats\n', False),  # complete line: not cut short
        (b"", False),
        (b'{"mmnotation":"other', False),  # another start
    ],
)
def test_only_the_start_of_this_runs_header_is_a_header_cut_short(raw: bytes, cut: bool) -> None:
    assert Checkpoint._header_cut_short(raw, header()) is cut


# ---------------------------------------------------------------- sound: what a record may claim
# a node two guesses deep (path of length 2) with n secrets: each settled at turn 3 or later, at
# most one by the node's own guess (turn 3), at most F = 9 times as many at each turn after
# (3 pegs: 10 feedbacks less the one that ends the game)


def ok(dist: dict[int, int], children: Any = (), n: int | None = None, guess: Any = None) -> bool:
    total = sum(dist.values()) + sum(m for _, m in children) if n is None else n
    return sound(dist, list(children), (5, 7), total, RUN, guess)


def test_a_record_of_a_possible_subtree_is_sound() -> None:
    assert ok({3: 1, 4: 9, 5: 20})
    assert ok({3: 1}, [(2, 4), (8, 1)])
    assert ok({3: 1}, guess=(0, 1, 3))


@pytest.mark.parametrize(
    ("dist", "why"),
    [
        ({2: 1}, "solved before the node's own guess"),
        ({3: 2}, "two solved by one guess"),
        ({3: 1, 4: 10}, "more than F at the next turn"),
        ({3: 1, 4: 0}, "a count of zero"),
        ({3: 1, 4: -1, 5: 2}, "a negative count"),
        ({3: 1, 6: 1}, "deeper than the path and one a secret"),
    ],
)
def test_a_record_claiming_the_impossible_is_not_sound(dist: dict[int, int], why: str) -> None:
    assert not ok(dist), why


def test_the_bounds_of_sound_are_inclusive_where_play_reaches_them() -> None:
    assert ok({5: 1}, n=3) is False  # the sum must be n: 1 is not 3
    assert ok({3: 1, 4: 1, 5: 1})  # the deepest a strategy goes: path + n
    assert ok({3: 1, 4: 9})  # F at the next turn, exactly
    assert ok({4: 9, 5: 81})  # and F squared the turn after
    assert not ok({4: 9, 5: 82})


@pytest.mark.parametrize(
    "children",
    [[(2, 0)], [(2, -1)], [(2, 3), (2, 1)]],
    ids=["empty class", "negative class", "a class twice"],
)
def test_a_record_of_impossible_classes_is_not_sound(children: list[tuple[int, int]]) -> None:
    assert not ok({3: 1}, children)


@pytest.mark.parametrize("guess", [(0, 1), (0, 1, 2, 3), (0, 1, 4), (-1, 0, 0)])
def test_a_record_whose_guess_is_no_code_of_the_game_is_not_sound(guess: tuple[int, ...]) -> None:
    assert not ok({3: 1}, guess=guess)


def test_a_record_of_the_wrong_number_of_secrets_is_not_sound() -> None:
    assert not ok({3: 1, 4: 2}, n=4)
    assert not ok({3: 1}, [(2, 2)], n=4)
    assert ok({3: 1}, [(2, 2)], n=3)


# ---------------------------------------------------------------- tree files (stats/tree.py)
TINY = Game(2, tuple("123"))


def _tree_file(tmp_path: Path, data: Any) -> Path:
    path = tmp_path / "t.json"
    path.write_text(data if isinstance(data, str) else json.dumps(data))
    return path


def test_a_tree_file_read_back_is_the_game_strategy_and_tree_written(tmp_path: Path) -> None:
    from mmnotation.stats.tree import TREE_FORMAT, read_tree, strategy_tree, write_tree

    tree = strategy_tree(TINY, "minimax")
    path = tmp_path / "t.json"
    write_tree(tree, TINY, "minimax", path)
    assert json.loads(path.read_text())["format"] == TREE_FORMAT
    assert read_tree(path) == (TINY, "minimax", tree)
    data = json.loads(path.read_text())
    del data["strategy"]
    assert read_tree(_tree_file(tmp_path, data))[1] == ""  # no strategy named: an empty name


@pytest.mark.parametrize(
    ("data", "said"),
    [
        ("[1, 2]", "is not a tree file of this version (format 1)"),
        ('{"format": 2}', "is not a tree file of this version (format 1)"),
        ('{"format": 1, "tree": {}}', "is not a strategy tree written by 'stats --tree' (no game)"),
        ('{"format": 1, "game": "pegs: 2"}', "is not a strategy tree written by 'stats --tree' (no tree)"),
        (
            '{"format": 1, "game": {"pegs": 2}, "tree": {}}',
            "(its game: expected directives (a str), not dict)",
        ),
        ('{"format": 1, "game": "pegs: 99", "tree": {}}', "(its game: pegs must be 1 to 32, not 99)"),
        ("not json", "is not a strategy tree written by 'stats --tree' (Expecting value"),
        (
            '{"format": 1, "game": "pegs: 2\\ncolors: 123", "tree": '
            '{"guess": "12", "remaining": 10, "children": {}}}',
            "the tree has 'remaining' 10, not a count of codes from 1 to 9",
        ),
        (
            '{"format": 1, "game": "pegs: 2\\ncolors: 123", "tree": '
            '{"guess": "12", "remaining": true, "children": {}}}',
            "the tree has 'remaining' True",
        ),
        (
            '{"format": 1, "game": "pegs: 2\\ncolors: 123", "tree": '
            '{"guess": "12", "remaining": 0, "children": {}}}',
            "'remaining' 0",
        ),
        (
            '{"format": 1, "game": "pegs: 2\\ncolors: 123", "tree": '
            '{"guess": "124", "remaining": 9, "children": {}}}',
            "the tree has the guess '124', which is no code of the game (2 pegs, 3 colours 123)",
        ),
        (
            '{"format": 1, "game": "pegs: 2\\ncolors: 123", "tree": '
            '{"guess": 12, "remaining": 9, "children": {}}}',
            "the guess 12, which is no code",
        ),
        (
            '{"format": 1, "game": "pegs: 2\\ncolors: 123", "tree": '
            '{"guess": "12", "remaining": 9, "children": {"2 1": {"guess": "21", "remaining": 1, '
            '"children": {}}}}}',
            "the tree has the answer '2 1', which is no answer of a game of 2 pegs ('2 1')",
        ),
        (
            '{"format": 1, "game": "pegs: 2\\ncolors: 123", "tree": '
            '{"guess": "12", "remaining": 9, "children": {"0 0": {"guess": "33", "remaining": 1, '
            '"children": {"1": {}}}}}}',
            "the tree → '0 0' has the answer '1', which is no answer",
        ),
    ],
)
def test_a_file_that_is_no_tree_names_what_is_wrong_and_where(tmp_path: Path, data: str, said: str) -> None:
    from mmnotation import GameError
    from mmnotation.stats.tree import read_tree

    path = _tree_file(tmp_path, data)
    with pytest.raises(GameError) as caught:
        read_tree(path)
    assert str(caught.value).startswith(repr(str(path)) + " is ")
    assert said in str(caught.value)


@pytest.mark.parametrize(
    ("key", "answer"),
    [
        ("1 0", (1, 0)),
        ("0 2", (0, 2)),
        ("1 1", (1, 1)),
        ("2 0", (2, 0)),
        ("1 2", None),
        ("10 0", None),
        ("1  0", None),
        ("1 0 0", None),
        ("a b", None),
        ("100 0", None),
        ("\u0661 \u0660", None),  # Arabic-Indic digits
        ("", None),
    ],
)
def test_an_answer_of_a_tree_is_two_counts_that_fit_the_pegs(key: str, answer: Any) -> None:
    from mmnotation.stats.tree import _answer

    assert _answer(key, 2) == answer


def test_the_tree_as_graphviz_has_a_node_a_guess_and_an_edge_an_answer() -> None:
    from mmnotation.stats.tree import tree_dot

    tree = {
        "guess": "11",
        "remaining": 9,
        "children": {
            "0 0": {"guess": "22", "remaining": 4, "children": {}},
            "1 0": {"guess": "12", "remaining": 4, "children": {}},
        },
    }
    assert tree_dot(tree, TINY, "minimax") == (
        "digraph strategy {\n"
        '  label="minimax, 2 pegs, 3 colours 123"; labelloc=t;\n'
        "  node [shape=box, fontname=monospace];\n"
        '  n0 [label="11\\n9 left"];\n'
        '  n1 [label="22\\n4 left"];\n'
        '  n0 -> n1 [label="0 0"];\n'
        '  n2 [label="12\\n4 left"];\n'
        '  n0 -> n2 [label="1 0"];\n'
        "}\n"
    )


def test_the_cheat_sheet_goes_as_deep_as_asked() -> None:
    from mmnotation.stats.tree import cheat_sheet, strategy_tree

    tree = strategy_tree(TINY, "minimax")
    one, two = cheat_sheet(tree, TINY, "minimax", 1), cheat_sheet(tree, TINY, "minimax", 2)
    assert one.splitlines()[:2] == two.splitlines()[:2]
    deeper = [line for line in two.splitlines() if line not in one.splitlines()]
    assert deeper and all(line.startswith("    answered ") and ", " in line for line in deeper)
    assert all(line.startswith("  answered ") for line in one.splitlines()[2:])


# ---------------------------------------------------------------- trees built, written
SMALL = Game(3, tuple("1234"))
ALL_SMALL = ["".join(code) for code in itertools.product("1234", repeat=3)]  # every code, by brute force


def _holds(node: dict[str, Any], game: Game, codes: list[str]) -> None:
    """Each node holds the codes its answers leave: its own guess if among them, then a child per
    answer other than all black, each with the codes of that answer (brute force: score)."""
    from mmnotation import score

    assert node["remaining"] == len(codes)
    by_answer: dict[str, list[str]] = {}
    for code in codes:
        key = score(node["guess"], code).key
        if key != f"{game.pegs} 0":
            by_answer.setdefault(key, []).append(code)
    assert sorted(node["children"]) == sorted(by_answer)
    for key, child in node["children"].items():
        _holds(child, game, by_answer[key])


@pytest.mark.parametrize("strategy", ["minimax", "entropy", "random", "expected"])
def test_every_node_of_a_tree_holds_the_codes_its_answers_leave(strategy: str) -> None:
    from mmnotation.stats.tree import strategy_tree

    tree = strategy_tree(SMALL, strategy, seed=3)
    _holds(tree, SMALL, ALL_SMALL)


def test_building_a_tree_reports_its_progress_up_to_the_whole() -> None:
    from mmnotation.stats.tree import strategy_tree

    seen: list[float] = []
    strategy_tree(SMALL, "minimax", progress=seen.append)
    assert seen == sorted(seen) and seen[-1] == 1.0 and 0 < seen[0] < 1


def test_the_best_tree_known_is_a_whole_tree_of_the_game() -> None:
    # which nodes an optimal search solved before depends on what ran before in this process and
    # on the kept openings: whatever it knows, the tree holds every code where its answers leave it
    from mmnotation.stats.tree import known_tree, tree_total

    for first in (None, "112"):
        known = known_tree(SMALL, first=first)
        _holds(known, SMALL, ALL_SMALL)
        assert first is None or known["guess"] == first
        assert sum(tree_total(known)[1].values()) == SMALL.size
    seen: list[float] = []
    known_tree(SMALL, progress=seen.append)
    assert seen == sorted(seen) and seen[-1] == 1.0


def test_a_game_too_large_for_a_tree_is_refused_with_both_limits() -> None:
    from mmnotation import GameError
    from mmnotation.codes.space import MAX_CODES, PLAY_MAX_CODES
    from mmnotation.stats.tree import strategy_tree

    game = Game(9, tuple("123456789"))
    assert game.size > MAX_CODES
    with pytest.raises(GameError) as caught:
        strategy_tree(game)
    assert str(caught.value) == (
        f"{game.size:,} codes are too many for a decision tree (at most {MAX_CODES:,}); the statistics "
        f"alone are played up to {PLAY_MAX_CODES:,} codes"
    )


@pytest.mark.parametrize(
    ("name", "kind"),
    [
        ("t.dot", "dot"),
        ("t.DOT", "dot"),
        ("t.txt", "txt"),
        ("t.Txt", "txt"),
        ("t.json", "json"),
        ("t", "json"),
    ],
)
def test_a_tree_is_written_as_its_file_name_says(tmp_path: Path, name: str, kind: str) -> None:
    from mmnotation.stats.tree import TREE_FORMAT, cheat_sheet, strategy_tree, tree_dot, write_tree

    tree = strategy_tree(TINY, "minimax")
    path = tmp_path / name
    write_tree(tree, TINY, "minimax", path)
    text = path.read_text()
    if kind == "dot":
        assert text == tree_dot(tree, TINY, "minimax")
    elif kind == "txt":
        assert text == cheat_sheet(tree, TINY, "minimax", 2)
        write_tree(tree, TINY, Strategy.MINIMAX, path, depth=1)
        assert path.read_text() == cheat_sheet(tree, TINY, "minimax", 1)
    else:
        assert json.loads(text) == {
            "format": TREE_FORMAT,
            "game": TINY.directives(),
            "strategy": "minimax",
            "tree": tree,
        }
        assert text.endswith("}\n") and ", " not in text  # compact: one line


def test_a_tree_is_not_written_over_a_folder(tmp_path: Path) -> None:
    from mmnotation.stats.tree import strategy_tree, write_tree

    folder = tmp_path / "t.json"
    folder.mkdir()
    with pytest.raises(IsADirectoryError):
        write_tree(strategy_tree(TINY), TINY, "minimax", folder)
    assert folder.is_dir()


# ---------------------------------------------------------------- reading a checkpoint back
HEAD = json.dumps(header(), separators=(",", ":"))
ONE = _record([1], {"2": 1})
TWO = _record([2], {"2": 1, "3": 1})


def _reopened(tmp_path: Path, text: str) -> tuple[Checkpoint, str]:
    file = tmp_path / "c.jsonl"
    file.write_text(text)
    cp = opened(file)
    return cp, file.read_text()


def test_a_damaged_line_between_records_stays_and_its_subtree_is_computed_again(tmp_path: Path) -> None:
    for damage in ("garbage", "[1, 2]", "[" * 100_000 + "]" * 100_000):
        text = "\n".join([HEAD, ONE, damage, TWO]) + "\n"
        cp, after = _reopened(tmp_path, text)
        assert after == text  # nothing cut: the records after it are good
        assert cp.rejected == 1 and set(cp.played) == {(1,), (2,)}


@pytest.mark.parametrize(
    "last",
    ['{"path": [3], "di', "garbage\n", _record([3], {"2": 1})],
    ids=["torn", "damaged-at-the-end", "complete-but-unended"],
)
def test_the_last_line_written_as_a_run_stopped_is_dropped(tmp_path: Path, last: str) -> None:
    cp, after = _reopened(tmp_path, "\n".join([HEAD, ONE, last]))
    assert after == f"{HEAD}\n{ONE}\n" and cp.rejected == 0 and set(cp.played) == {(1,)}


def test_a_line_longer_than_any_record_names_its_line(tmp_path: Path) -> None:
    from mmnotation.stats.checkpoint import MAX_RECORD

    file = tmp_path / "c.jsonl"
    file.write_text(f"{HEAD}\n{ONE}\n" + "x" * (MAX_RECORD + 5))
    with pytest.raises(CheckpointError) as caught:
        Checkpoint(file, header())
    assert str(caught.value) == f"the checkpoint {str(file)!r} is damaged at line 3 (a line too long)"
    file.write_text(f"{HEAD}\n{ONE}\n" + "x" * (MAX_RECORD - 1) + f"\n{TWO}\n")  # the longest a line may be
    assert opened(file).rejected == 1


@pytest.mark.parametrize("first", ["[1, 2]\n", "[" * 100_000 + "]" * 100_000 + "\n", "RGBY 2 0\n", "note"])
def test_a_first_line_that_is_no_header_is_refused_and_left(tmp_path: Path, first: str) -> None:
    file = tmp_path / "c.jsonl"
    file.write_text(first + ONE + "\n")
    with pytest.raises(CheckpointError) as caught:
        Checkpoint(file, header())
    assert str(caught.value) == (
        f"{str(file)!r} is not a stats checkpoint of mmnotation; it is left as it is (give a new "
        "file's name, or a checkpoint this command wrote)"
    )
    assert file.read_text() == first + ONE + "\n"


def test_a_first_line_of_another_run_cut_short_is_refused_not_dropped(tmp_path: Path) -> None:
    file = tmp_path / "c.jsonl"
    file.write_text(json.dumps(header(strategy="entropy")))  # complete object, no line end
    with pytest.raises(CheckpointError, match="records another strategy"):
        Checkpoint(file, header())
    assert file.read_text() == json.dumps(header(strategy="entropy"))


def test_this_runs_header_cut_short_by_a_crash_is_written_again(tmp_path: Path) -> None:
    cp, after = _reopened(tmp_path, HEAD[:25])
    assert after == HEAD + "\n" and cp.rejected == 0


def test_a_checkpoint_that_cannot_be_opened_or_read_says_why(tmp_path: Path) -> None:
    missing = tmp_path / "no" / "c.jsonl"
    with pytest.raises(CheckpointError) as caught:
        Checkpoint(missing, header())
    assert str(caught.value) == f"cannot write the checkpoint {str(missing)!r}: No such file or directory"
    (tmp_path / "file").write_text("x")
    under = tmp_path / "file" / "c.jsonl"
    with pytest.raises(CheckpointError) as caught:
        Checkpoint(under, header())
    assert str(caught.value) == f"cannot read the checkpoint {str(under)!r}: Not a directory"


def test_a_tree_plays_with_the_seed_the_turn_limit_and_the_progress_it_is_given() -> None:
    from mmnotation import GameError
    from mmnotation.stats.tree import strategy_tree

    assert strategy_tree(SMALL, "random", seed=3) == strategy_tree(SMALL, "random", seed=3)
    assert strategy_tree(SMALL, "random", seed=3) != strategy_tree(SMALL, "random", seed=4)
    with pytest.raises(GameError, match="within 3 turns"):
        strategy_tree(SMALL, "optimal", max_turns=3)  # 64 codes cannot all be found in 3
    seen: list[float] = []
    strategy_tree(SMALL, "optimal", max_turns=4, progress=seen.append)
    assert len(seen) > 2 and seen[-1] == 1.0  # the search's progress, then the tree's


def test_the_cheat_sheet_is_two_answers_deep_unless_asked() -> None:
    from mmnotation.stats.tree import cheat_sheet, strategy_tree

    tree = strategy_tree(SMALL, "minimax")
    assert cheat_sheet(tree, SMALL, "minimax") == cheat_sheet(tree, SMALL, "minimax", 2)
    assert cheat_sheet(tree, SMALL, "minimax", 3) != cheat_sheet(tree, SMALL, "minimax", 2)


def test_an_answer_of_a_game_of_ten_pegs_or_more_has_two_digits_at_most() -> None:
    from mmnotation.stats.tree import _answer

    assert _answer("10 0", 10) == (10, 0)
    assert _answer("9 1", 10) == (9, 1)
    assert _answer("100 0", 200) is None  # no game has a hundred pegs: three digits are no count


def test_a_tree_file_larger_than_any_tree_is_refused_unread(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from mmnotation import GameError
    from mmnotation.stats import tree as trees

    monkeypatch.setattr(trees, "MAX_TREE_BYTES", 64)
    path = tmp_path / "t.json"
    path.write_text(" " * 64)  # the most a tree file may hold: read (and found no tree)
    with pytest.raises(GameError, match="is not a strategy tree"):
        trees.read_tree(path)
    path.write_text(" " * 65)
    with pytest.raises(GameError) as caught:
        trees.read_tree(path)
    assert str(caught.value) == f"{str(path)!r} is larger than any tree file (64 bytes at most)"


def test_a_folder_given_for_a_tree_is_named_as_the_fault(tmp_path: Path) -> None:
    from mmnotation.stats.tree import strategy_tree, write_tree

    folder = tmp_path / "t.json"
    folder.mkdir()
    with pytest.raises(IsADirectoryError) as caught:
        write_tree(strategy_tree(TINY), TINY, "minimax", folder)
    assert (caught.value.errno, caught.value.strerror, caught.value.filename) == (
        21,
        "not a regular file",
        str(folder),
    )


# ---------------------------------------------------------------- the checkpoint's own faults
def test_a_checkpoint_another_open_holds_is_locked_out_by_name(tmp_path: Path) -> None:
    file = tmp_path / "c.jsonl"
    first = Checkpoint(file, header())
    try:
        with pytest.raises(CheckpointError) as caught:
            Checkpoint(file, header())
        assert str(caught.value) == (
            f"another run is writing the checkpoint {str(file)!r}; wait for it, or use another file"
        )
    finally:
        first.close()
    opened(file)  # free again once the first is closed


def test_a_folder_given_for_a_checkpoint_is_refused_by_name(tmp_path: Path) -> None:
    with pytest.raises(CheckpointError) as caught:
        Checkpoint(tmp_path, header())
    assert str(caught.value) == f"the checkpoint {str(tmp_path)!r} is not a regular file; give a file's name"


def test_a_header_that_cannot_be_written_is_the_checkpoints_fault(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    def full(self: Checkpoint, record: dict[str, Any]) -> None:
        self.broken = "No space left on device"

    monkeypatch.setattr(Checkpoint, "_write", full)
    file = tmp_path / "c.jsonl"
    with pytest.raises(CheckpointError) as caught:
        Checkpoint(file, header())
    assert str(caught.value) == f"cannot write the checkpoint {str(file)!r}: No space left on device"


def test_a_write_error_without_its_own_words_is_said_as_python_says_it(tmp_path: Path) -> None:
    class Gone(io.BytesIO):
        def write(self, data: Any) -> int:
            raise OSError("the device went away")

        def close(self) -> None:
            raise OSError("the device went away at the end")

    cp = Checkpoint(tmp_path / "c.jsonl", header())
    cp.file.close()
    cp.file = Gone()
    cp.add_played((1,), {2: 1})
    assert cp.broken == "the device went away"
    other = Checkpoint(tmp_path / "d.jsonl", header())
    other.file.close()
    other.file = Gone()
    other.close()
    assert other.broken == "the device went away at the end"


def test_lines_around_a_damaged_record_are_counted_as_lines(tmp_path: Path) -> None:
    from mmnotation.stats.checkpoint import MAX_RECORD

    file = tmp_path / "c.jsonl"
    file.write_text(
        f"{HEAD}\ngarbage\n{ONE}\n" + "x" * (MAX_RECORD + 1) + f"\n{TWO}\n"
    )  # ended, still too long
    with pytest.raises(CheckpointError) as caught:
        Checkpoint(file, header())
    assert str(caught.value).endswith("is damaged at line 4 (a line too long)")
    file.write_text(f"{HEAD}\n{ONE}\n" + "x" * MAX_RECORD)  # as long as a line may be, torn: dropped
    cp, after = _reopened(tmp_path, file.read_text())
    assert after == f"{HEAD}\n{ONE}\n" and cp.rejected == 0


def test_a_first_line_of_another_run_cut_short_names_the_file(tmp_path: Path) -> None:
    file = tmp_path / "c.jsonl"
    file.write_text(json.dumps(header(strategy="entropy")))
    with pytest.raises(CheckpointError) as caught:
        Checkpoint(file, header())
    assert str(file) in str(caught.value)


def test_a_zero_count_is_never_sound_even_within_every_other_bound() -> None:
    assert ok({3: 1, 4: 1}, [(2, 5)])
    assert not ok({3: 1, 4: 0}, [(2, 5)])  # a turn that solved nothing is not written
