"""The interactive session's sheet, without a terminal (mmnotation/application/sheet_editor.py):
each command's typed outcome, and its refusals with their reasons."""

from __future__ import annotations

import pytest

from mmnotation import Feedback
from mmnotation.application.sheet_editor import Added, Changed, Refused, SheetEditor
from mmnotation.errors import NotationError


def clues(editor: SheetEditor) -> list[tuple[int, str, Feedback]]:
    return [(c.line, str(c.guess), c.feedback) for c in editor.sheet.clues]


def test_lines_added_become_clues_and_a_repeated_clue_is_not_added() -> None:
    editor = SheetEditor()
    assert editor.add("pegs: 4") == Added("noted", "pegs: 4", changed=False)  # no clue: nothing to show
    assert editor.add("RGBY 2 0") == Added("clue", "RGBY 2 0", changed=True)
    assert editor.add("# a comment").kind == "comment"
    again = editor.add("RGBY 20")
    assert (again.kind, again.same_line, again.changed) == ("repeated", 2, False)
    assert editor.lines == ["pegs: 4", "RGBY 2 0", "# a comment"]
    assert clues(editor) == [(2, "RGBY", Feedback(2, 0))]


def test_a_guess_alone_waits_for_its_feedback() -> None:
    editor = SheetEditor()
    assert editor.add("RGBY").kind == "waiting"
    assert editor.add("2 1").kind == "clue"
    assert clues(editor) == [(1, "RGBY", Feedback(2, 1))]


def test_a_line_that_cannot_be_read_is_refused_at_its_column_and_left_out() -> None:
    editor = SheetEditor()
    editor.add("RGBY 2 0")
    with pytest.raises(Refused) as refused:
        editor.add("RRGG 1 x")
    assert isinstance(refused.value.error, NotationError)
    assert (refused.value.error.line, refused.value.error.column) == (2, 8)
    assert editor.lines == ["RGBY 2 0"]
    with pytest.raises(Refused) as placed:  # a second line of the same paste left out: line 3
        editor.add("RRGG 1 x", left_out=1)
    assert placed.value.error is not None and placed.value.error.line == 3


def test_a_guess_of_the_wrong_length_is_refused_not_kept_as_text() -> None:
    editor = SheetEditor()
    editor.add("RGBY 2 0")
    with pytest.raises(Refused) as refused:
        editor.add("RGB")
    assert "this guess has 3 pegs, but the game has 4" in str(refused.value.error)


def test_fix_edit_drop_and_undo_each_step_back() -> None:
    editor = SheetEditor()
    for line in ("RGBY 2 0", "RRGG 1 1", "OOPP 0 0"):
        editor.add(line)
    assert editor.fix(2, "0 2") == Changed("line 2 is now RRGG 0 2", changed=True)
    assert editor.edit(3, "OOPY 0 1").message == "line 3 is now OOPY 0 1"
    assert editor.drop(1).message.startswith("dropped line 1: RGBY 2 0")
    assert clues(editor) == [(1, "RRGG", Feedback(0, 2)), (2, "OOPY", Feedback(0, 1))]
    for _ in range(3):
        assert editor.undo().changed
    assert editor.lines == ["RGBY 2 0", "RRGG 1 1", "OOPP 0 0"]
    for _ in range(3):
        editor.undo()
    with pytest.raises(Refused, match="nothing to undo"):
        editor.undo()


def test_commands_on_lines_that_are_not_there_are_refused_and_change_nothing() -> None:
    editor = SheetEditor()
    editor.add("RGBY 2 0")
    with pytest.raises(Refused, match="there is no line 5"):
        editor.drop(5)
    with pytest.raises(Refused, match="clue lines: 1"):
        editor.fix(3, "1 1")
    with pytest.raises(Refused) as refused:
        editor.fix(1, "9 9")
    assert refused.value.error is not None
    assert editor.lines == ["RGBY 2 0"] and editor.actions == [([], "RGBY 2 0")]


def test_reset_clears_the_lines_and_undo_brings_them_back() -> None:
    editor = SheetEditor()
    editor.add("RGBY 2 0")
    assert not editor.reset().changed
    assert editor.lines == [] and editor.sheet.clues == ()
    editor.undo()
    assert clues(editor) == [(1, "RGBY", Feedback(2, 0))]


def test_the_game_is_set_by_settings_or_refused_with_the_reason() -> None:
    editor = SheetEditor()
    assert editor.set_game("") == Changed(f"Game: {editor.sheet.game}", changed=False)
    done = editor.set_game("pegs=5 colors=8 repeats=no")
    game = editor.sheet.game
    assert (game.pegs, len(game.colors), game.repeats) == (5, 8, False)
    assert not done.changed  # no clue yet: nothing to compute again
    for bad, reason in (
        ("pegs=x", "pegs is a number"),
        ("repeats=maybe", "repeats is yes or no"),
        ("size=4", "unknown game setting"),
        ("pegs", "expected key=value"),
    ):
        with pytest.raises(Refused, match=reason):
            editor.set_game(bad)
    editor.add("RGBYO 1 0")
    with pytest.raises(Refused) as refused:
        editor.set_game("pegs=4")
    assert refused.value.then == "the game is unchanged" and editor.sheet.game.pegs == 5
    assert editor.set_game("pegs=auto colors=auto").changed


def test_the_strategy_is_set_by_any_of_its_names() -> None:
    editor = SheetEditor()
    assert editor.set_strategy("knuth") == Changed("Strategy: minimax", changed=False)
    editor.add("RGBY 2 0")
    assert editor.set_strategy("irving") == Changed("Strategy: expected", changed=True)
    with pytest.raises(Refused, match="error: "):
        editor.set_strategy("nonsense")
    assert editor.strategy == "expected"


@pytest.mark.parametrize("first", ["RGBY 1 1", "🔴🟢🔵🟡 ⚫⚪"])
def test_a_guess_alone_after_clues_waits_for_its_feedback(first: str) -> None:
    # read whole, the sheet would keep 'RRGG' as text: typed, it is a guess whose feedback comes next
    editor = SheetEditor()
    assert editor.add(first).kind == "clue"
    assert editor.add("RRGG").kind == "waiting"
    added = editor.add("1 black")
    assert added.kind == "clue" and str(editor.sheet.clues[-1]) == "RRGG 1 0"
