"""Strategy trees: the tree plays as stats does, and its files read back."""

from __future__ import annotations

import itertools
import json
from pathlib import Path

import pytest

from mmnotation import Code, Game, GameError
from mmnotation.stats.play_all import strategy_stats
from mmnotation.stats.tree import cheat_sheet, read_tree, strategy_tree, tree_total, turns, write_tree


@pytest.mark.parametrize(
    ("game", "strategy"),
    [
        (Game(4, tuple("123456")), "minimax"),
        (Game(3, tuple("1234")), "expected"),
        (Game(3, tuple("12345"), False), "entropy"),
        (Game(2, tuple("RGBY")), "parts"),
        (Game(3, tuple("1234")), "first"),
    ],
)
def test_replaying_the_tree_against_every_secret_gives_the_stats_total(game: Game, strategy: str) -> None:
    tree = strategy_tree(game, strategy)
    stats = strategy_stats(game, strategy)
    played = 0
    for code in itertools.product(game.colors, repeat=game.pegs):
        if not game.repeats and len(set(code)) < game.pegs:
            continue
        steps = list(turns(tree, Code("".join(code)), game))
        assert steps[-1][0] == Code("".join(code))  # every branch ends on the secret
        played += len(steps)
    assert played == stats.total
    total, dist = tree_total(tree)
    assert (total, dist) == (stats.total, stats.distribution)
    assert tree["guess"] == str(stats.first_guess)


def test_knuth_tree_opening_and_files(tmp_path: Path) -> None:
    game = Game(4, tuple("123456"))
    tree = strategy_tree(game)
    # Knuth 1977: open with 1122; after no black and no white, play 3345 (256 codes left)
    assert tree["guess"] == "1122" and tree["remaining"] == 1296
    assert tree["children"]["0 0"]["guess"] == "3345" and tree["children"]["0 0"]["remaining"] == 256
    assert tree_total(tree)[0] == 5801  # Knuth 1977, "The computer as master mind"
    write_tree(tree, game, "minimax", tmp_path / "knuth.json")
    assert read_tree(tmp_path / "knuth.json") == (game, "minimax", tree)
    write_tree(tree, game, "minimax", tmp_path / "knuth.dot")
    dot = (tmp_path / "knuth.dot").read_text(encoding="utf-8")

    def size(node: dict[str, object]) -> int:
        return 1 + sum(size(c) for c in node["children"].values())  # type: ignore[attr-defined]

    nodes = size(tree)
    assert dot.startswith("digraph") and dot.count(' left"];') == nodes and dot.count(" -> ") == nodes - 1
    assert '"1122\\n1296 left"' in dot and '[label="0 0"]' in dot
    write_tree(tree, game, "minimax", tmp_path / "knuth.txt", depth=1)
    sheet = (tmp_path / "knuth.txt").read_text(encoding="utf-8")
    assert "Play 1122 (1296 codes possible)" in sheet and "  answered 0 0: play 3345 (256 left)" in sheet
    assert "answered 0 0, 0 0" not in sheet  # depth 1 stops after one answer
    assert "answered 0 0, 0 0: play 6666" in cheat_sheet(tree, game, "minimax", 2)


def test_a_game_stats_plays_but_no_tree_holds_is_refused_with_why() -> None:
    # 8x7: `stats` plays its 5,764,801 codes; a tree of them is refused before any space is built
    why = r"5,764,801 codes are too many for a decision tree \(at most 2,097,152\)"
    with pytest.raises(GameError, match=why):
        strategy_tree(Game(8, tuple("1234567")))


def test_a_file_that_is_no_tree_is_refused(tmp_path: Path) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps({"format": 99}), encoding="utf-8")
    with pytest.raises(GameError):
        read_tree(bad)
    bad.write_text("not json", encoding="utf-8")
    with pytest.raises(GameError):
        read_tree(bad)
    bad.write_text("[" * 5000, encoding="utf-8")  # json's parser recurses: a RecursionError
    with pytest.raises(GameError):
        read_tree(bad)
    tree = strategy_tree(Game(2, tuple("123")))
    with pytest.raises(GameError, match="no branch"):
        list(turns(tree, Code("99"), Game(2, tuple("123456789"))))


def test_play_follows_a_tree_file_in_a_fresh_process(tmp_path: Path) -> None:
    """`play --tree FILE --secret CODE` reads the file's game with the notation, which nothing
    else in that command loads (it failed so: "parse reads with the notation")."""
    import subprocess
    import sys

    game = Game(4, tuple("123456"))
    write_tree(strategy_tree(game), game, "minimax", tmp_path / "knuth.json")
    command = ["play", "--tree", str(tmp_path / "knuth.json"), "--secret", "6543"]
    done = subprocess.run(
        [sys.executable, "-m", "mmnotation", *command],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    played = [line.split()[1] for line in done.stdout.splitlines() if line.strip()[:1].isdigit()]
    assert played[0] == "1122" and played[-1] == "6543"
    assert played == [guess.symbols for guess, _ in turns(strategy_tree(game), Code("6543"), game)]


# ---------------------------------------------------------------- files it writes and reads (issue 54)
SMALL = Game(3, tuple("123"))


def test_a_tree_file_is_replaced_whole_or_not_at_all(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import os

    path = tmp_path / "knuth.json"
    tree = strategy_tree(SMALL, "minimax")
    write_tree(tree, SMALL, "minimax", path)
    good = path.read_text()

    def full_disk(*args: object) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "fsync", full_disk)  # the disk fills while the new tree is written
    with pytest.raises(OSError):
        write_tree(strategy_tree(SMALL, "parts"), SMALL, "parts", path)
    assert path.read_text() == good  # the tree that was there, not half of the new one
    assert [p.name for p in tmp_path.iterdir()] == ["knuth.json"]  # no temporary file left


def test_what_is_no_regular_file_is_no_tree(tmp_path: Path) -> None:
    import os

    fifo = tmp_path / "fifo.json"
    os.mkfifo(fifo)
    for path in (fifo, Path("/dev/zero"), tmp_path):
        with pytest.raises(GameError, match="not a regular file"):
            read_tree(path)  # a FIFO waited for ever, /dev/zero read without bound


@pytest.mark.parametrize(
    ("edit", "said"),
    [
        (lambda t: {**t, "children": {**t["children"], "0 0": "1111"}}, "'0 0' is str, not a node"),
        (lambda t: {**t, "children": list(t["children"].values())}, "'children' of list"),
        (lambda t: [1], "the tree is list, not a node"),
        (lambda t: {**t, "guess": "1239"}, "the guess '1239', which is no code"),
        (lambda t: {**t, "remaining": -4}, "'remaining' -4"),
        (lambda t: {**t, "children": {"9 9": t}}, "the answer '9 9'"),
    ],
    ids=["child-a-string", "children-a-list", "tree-a-list", "bad-guess", "bad-remaining", "bad-answer"],
)
def test_a_tree_edited_by_hand_is_a_clear_error(tmp_path: Path, edit: object, said: str) -> None:
    from typer.testing import CliRunner

    from mmnotation.cli.app import app

    game = Game(4, tuple("123456"))
    path = tmp_path / "t.json"
    write_tree(strategy_tree(game, "minimax"), game, "minimax", path)
    data = json.loads(path.read_text())
    data["tree"] = edit(data["tree"])  # type: ignore[operator]
    path.write_text(json.dumps(data))
    with pytest.raises(GameError, match=said.replace("(", r"\(")):
        read_tree(path)
    result = CliRunner().invoke(app, ["play", "--tree", str(path), "--secret", "1234"])
    assert result.exit_code == 2 and said in result.stderr and "Traceback" not in result.stderr


def test_stats_checks_where_the_tree_goes_before_the_work(tmp_path: Path) -> None:
    from typer.testing import CliRunner

    from mmnotation.cli.app import app

    for target in (tmp_path / "no" / "such" / "t.json", tmp_path):
        result = CliRunner().invoke(app, ["stats", "--pegs", "3", "--colors", "3", "--tree", str(target)])
        assert result.exit_code == 2 and "cannot write the tree" in result.stderr
        assert "games:" not in result.stdout  # refused before any game was played
