"""Conflicts: the minimal clashing set and the repairs agree with a brute-force reference."""

from __future__ import annotations

import random
import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

sys.path.insert(0, str(Path(__file__).parent))

from reference import brute_codes, brute_consistent, brute_feedbacks, brute_score
from strategies import altered_sheets, games

from mmnotation import Clue, Code, Feedback, Game, GameError, Sheet, parse_sheet
from mmnotation.engine import conflict as _conflict
from mmnotation.engine.conflict import Conflict, Repair, find_conflict


def numbered(sheet: Sheet, with_line: bool) -> Sheet:
    """The sheet with its clues on lines 3, 5, 7... (``with_line``), or on no line (0)."""
    lines = [2 * i + 3 if with_line else 0 for i in range(len(sheet.clues))]
    return Sheet(
        sheet.game, tuple(Clue(c.guess, c.feedback, n) for c, n in zip(sheet.clues, lines, strict=True))
    )


def check_against_reference(sheet: Sheet, conflict: Conflict | None) -> None:
    game = sheet.game
    codes = brute_codes(game)
    # fits[i][code] = the feedbacks clue i can have against code
    fbs = [{code: brute_feedbacks(c.guess.symbols, code, game.colors) for code in codes} for c in sheet.clues]

    def clue_holds(i: int, code: str) -> bool:
        b, w = sheet.clues[i].feedback.black, sheet.clues[i].feedback.white
        return any((b is None or b == x) and (w is None or w == y) for x, y in fbs[i][code])

    def sat(indices: list[int]) -> bool:
        return any(all(clue_holds(i, code) for i in indices) for code in codes)

    everything = list(range(len(sheet.clues)))
    if sat(everything):
        assert conflict is None
        return
    assert conflict is not None
    lines = [c.line or i + 1 for i, c in enumerate(sheet.clues)]
    chosen = [i for i in everything if lines[i] in conflict.lines]
    assert conflict.lines == tuple(sorted(lines[i] for i in chosen))
    assert not sat(chosen)
    for i in chosen:
        assert sat([k for k in chosen if k != i])
    expected = []
    for i in everything:
        rest = [k for k in everything if k != i]
        pairs = {fb for code in codes if all(clue_holds(k, code) for k in rest) for fb in fbs[i][code]}
        expected += [Repair(lines[i], b, w) for b, w in sorted(pairs)]
    assert conflict.repairs == tuple(expected)


@settings(
    max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much]
)
@given(games(max_pegs=5, max_colors=8, max_codes=1500), st.data(), st.booleans(), st.booleans())
def test_conflicts_match_reference(game: Game, data: st.DataObject, with_line: bool, scan: bool) -> None:
    sheet = numbered(data.draw(altered_sheets(game), label="sheet"), with_line)
    assume(not brute_consistent(sheet))
    old = _conflict.SCAN_LIMIT
    _conflict.SCAN_LIMIT = 2_000_000 if scan else 0
    try:
        conflict = find_conflict(sheet)
    finally:
        _conflict.SCAN_LIMIT = old
    check_against_reference(sheet, conflict)


def test_consistent_sheet_has_no_conflict() -> None:
    assert find_conflict(parse_sheet("1122 1 0\n3456 0 2\n")) is None


def test_classic_typo() -> None:
    # 1234 with 4 black means the secret is 1234, so 1243 must score 2 black 2 white, not 2 0.
    sheet = parse_sheet("1234 4 0\n5566 0 0\n1243 2 0\n")
    conflict = find_conflict(sheet)
    assert conflict is not None
    assert conflict.lines == (1, 3)
    assert Repair(3, 2, 2) in conflict.repairs
    # line 1 as 2 0 is offered too, and it does make the sheet consistent
    assert Repair(1, 2, 0) in conflict.repairs
    assert find_conflict(parse_sheet("1234 2 0\n5566 0 0\n1243 2 0\n")) is None
    check_against_reference(sheet, conflict)


@pytest.mark.parametrize(
    "text",
    [
        "pegs: 4\ncolors: RGBYOP\nR?_G 2 1\nRRRR 0 0\n",
        "pegs: 3\ncolors: 4\nrepeats: no\n123 3 0\n124 ? 1\n",
        "RGBY 4 0\nRGBY 0 4\nOOPP 0 ?\n",
    ],
)
def test_parsed_conflicts(text: str) -> None:
    sheet = parse_sheet(text)
    check_against_reference(sheet, find_conflict(sheet))


def test_big_game_conflict() -> None:
    # 8 pegs x 10 colours: the repairs come from single-feedback tests, not a full scan.
    rng = random.Random(3)
    game = Game(8, tuple("0123456789"))
    secret = "".join(rng.choice(game.colors) for _ in range(8))
    guesses = ["".join(rng.choice(game.colors) for _ in range(8)) for _ in range(5)]
    clues = [Clue(Code(g), Feedback(*brute_score(g, secret)), i + 1) for i, g in enumerate(guesses)]
    clues.append(Clue(Code(secret), Feedback(8, 0), 6))
    b, w = brute_score(guesses[2], secret)
    clues[2] = Clue(clues[2].guess, Feedback(b + 1 if b < 7 else b - 1, 0), 3)
    conflict = find_conflict(Sheet(game, tuple(clues)))
    assert conflict is not None
    assert conflict.lines == (3, 6)
    assert Repair(3, b, w) in conflict.repairs
    assert Repair(6, 8, 0) not in conflict.repairs


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.data(), st.integers(0, 3))
def test_long_sheets_with_repeated_lines_match_reference(data: st.DataObject, copies: int) -> None:
    # QuickXplain on longer sheets, with lines repeated (checks look at distinct clues only)
    game = Game(3, tuple("RGBY"))
    clues = list(data.draw(altered_sheets(game, min_clues=2, max_clues=14), label="sheet").clues)
    for _ in range(copies):
        at = data.draw(st.integers(0, len(clues) - 1), label="repeated")
        clues.insert(data.draw(st.integers(0, len(clues)), label="at"), clues[at])
    sheet = Sheet(game, tuple(Clue(c.guess, c.feedback, 0) for c in clues))
    assume(not brute_consistent(sheet))
    check_against_reference(sheet, find_conflict(sheet))


def test_long_sheet_progress_and_lines() -> None:
    # issue 13: 4,000 equal lines then one that contradicts them
    sheet = parse_sheet("RGBY 1 0\n" * 4000 + "RGBY 4 0\n")
    seen: list[float] = []
    conflict = find_conflict(sheet, progress=seen.append)
    assert conflict is not None and conflict.exact
    assert conflict.lines == (4000, 4001)  # later lines are preferred
    assert conflict.repairs == (Repair(4001, 1, 0),)
    assert seen == sorted(seen) and seen[-1] == 1.0 and len(seen) > 10


def test_budget_spent_gives_an_inexact_conflict(monkeypatch: pytest.MonkeyPatch) -> None:
    sheet = parse_sheet("RGBY 1 0\n" * 50 + "RGBY 4 0\n")
    calls = 0
    real = _conflict._Oracle.sat

    def slow(self: _conflict._Oracle, indices: object) -> bool:
        nonlocal calls
        calls += 1
        if calls > 3:  # the clock runs out after three checks
            self.deadline = 0.0
        return real(self, indices)  # type: ignore[arg-type]

    monkeypatch.setattr(_conflict._Oracle, "sat", slow)
    conflict = find_conflict(sheet, budget=60.0)
    assert conflict is not None and not conflict.exact
    assert conflict.lines == ()  # no minimal set was settled
    from mmnotation.application.json_forms import conflict_json
    from mmnotation.cli.render import conflict_text

    assert "ran out of time" in conflict_text(conflict, sheet)
    assert conflict_json(conflict)["exact"] is False
    monkeypatch.undo()
    exact = find_conflict(sheet)
    assert exact is not None and "exact" not in conflict_json(exact)
    assert "ran out of time" not in conflict_text(exact, sheet)


def test_budget_spent_before_contradiction_is_known() -> None:
    from mmnotation import GameError

    with pytest.raises(GameError, match="could not tell"):
        find_conflict(parse_sheet("RGBY 1 0\nRGBY 4 0\n"), budget=-1.0)


def test_budgeted_walk_gives_the_same_conflict() -> None:
    # 6 pegs x 8 colours is walked hole by hole: the budgeted checks take the same answers
    rng = random.Random(11)
    game = Game(6, tuple("RGBYOPWK"))
    secret = "".join(rng.choice(game.colors) for _ in range(6))
    guesses = ["".join(rng.choice(game.colors) for _ in range(6)) for _ in range(6)]
    clues = [Clue(Code(g), Feedback(*brute_score(g, secret)), i + 1) for i, g in enumerate(guesses)]
    b, w = brute_score(guesses[1], secret)
    clues[1] = Clue(clues[1].guess, Feedback(b, w + 1 if b + w < 6 else w - 1), 2)
    clues.append(Clue(Code(secret), Feedback(6, 0), 7))
    sheet = Sheet(game, tuple(clues))
    plain = find_conflict(sheet)
    budgeted = find_conflict(sheet, budget=600.0)
    assert plain is not None and budgeted == plain
    assert 7 in plain.lines and 2 in plain.lines
    assert Repair(2, b, w) in plain.repairs


@pytest.mark.slow  # about 10 s; -m "" or .ci/run
@settings(
    max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much]
)
@given(games(max_pegs=6, max_colors=8, max_codes=50_000), st.data(), st.integers(0, 12))
def test_a_budgeted_explanation_never_contradicts_the_exact_one(
    game: Game, data: st.DataObject, checks: int
) -> None:
    # the clock runs out after a drawn number of satisfiability checks: any moment of the search
    from mmnotation.cli.render import conflict_text

    sheet = data.draw(altered_sheets(game, min_clues=2, max_clues=8), label="sheet")
    exact = find_conflict(sheet)
    assume(exact is not None)
    assert exact is not None
    real = _conflict._Oracle.sat
    calls = 0

    def counted(self: _conflict._Oracle, indices: object) -> bool:
        nonlocal calls
        calls += 1
        if calls > checks:
            self.deadline = 0.0
        return real(self, indices)  # type: ignore[arg-type]

    _conflict._Oracle.sat = counted  # type: ignore[method-assign]
    try:
        partial = find_conflict(sheet, budget=600.0)
    except GameError:
        return  # the clock ran out before the sheet was known to be contradictory: nothing claimed
    finally:
        _conflict._Oracle.sat = real  # type: ignore[method-assign]
    assert partial is not None
    if partial.exact:
        assert partial == exact
        return
    # what the partial explanation states is true: its minimal set is the exact one, its repairs
    # are repairs, and a line it names as checked has exactly the exact explanation's repairs
    assert partial.lines in ((), exact.lines)
    assert set(partial.repairs) <= set(exact.repairs)
    for line in partial.searched:
        assert {r for r in partial.repairs if r.line == line} == {r for r in exact.repairs if r.line == line}
    text = conflict_text(partial, sheet)
    assert "Only line" not in text and "at least two lines are wrong" not in text
    assert "partial" in text


def test_the_first_codes_of_a_stopped_search_claim_more_only_when_more_were_counted() -> None:
    from types import SimpleNamespace

    from mmnotation.cli.render import more_text

    assert more_text(SimpleNamespace(count=5, codes=("1",) * 3)) == "  ... and more"  # type: ignore[arg-type]
    assert "more may fit" in more_text(SimpleNamespace(count=3, codes=("1",) * 3))  # type: ignore[arg-type]


def test_the_oracle_checks_each_set_of_distinct_clues_once(monkeypatch: pytest.MonkeyPatch) -> None:
    sheet = parse_sheet("RGBY 1 0\nRGBY 1 0\nRRGG 2 0\nRGBY 4 0\n")
    oracle = _conflict._Oracle(sheet, None)
    real = _conflict.batches_until
    walked: list[tuple[Clue, ...]] = []

    def counted(sub: Sheet, deadline: float | None):  # type: ignore[no-untyped-def]
        walked.append(sub.clues)
        return real(sub, deadline)

    monkeypatch.setattr(_conflict, "batches_until", counted)
    assert oracle.sat([0, 2]) is True
    assert oracle.sat([2, 0]) is True and oracle.sat([1, 2]) is True  # line 2 repeats line 1
    assert oracle.sat([0, 3]) is False and oracle.sat([3, 1]) is False
    assert [len(clues) for clues in walked] == [2, 2]  # two distinct sets, each walked once


def test_an_explanation_stopped_during_the_repairs_states_what_it_checked(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    sheet = parse_sheet("1234 4 0\n1234 0 4\n")
    exact = find_conflict(sheet)
    assert exact is not None and exact.lines == (1, 2)
    assert {r.line for r in exact.repairs} == {1, 2}  # both lines have repairs to seek
    real = _conflict._repairs
    calls = 0

    def once(*args: object) -> object:
        nonlocal calls
        calls += 1
        if calls > 1:
            raise _conflict.OutOfTime(0.5, None, None)
        return real(*args)  # type: ignore[arg-type]

    monkeypatch.setattr(_conflict, "_repairs", once)
    partial = find_conflict(sheet, budget=600.0)
    assert partial is not None and partial.exact is False
    assert partial.lines == exact.lines  # the minimal set was settled before the clock ran out
    assert partial.checked == (1,)  # line 1's repairs were all sought, line 2's were not
    assert all(r.line in partial.checked for r in partial.repairs)
    assert set(partial.repairs) == {r for r in exact.repairs if r.line in partial.checked}


def test_the_search_reports_its_share_of_the_progress_exactly() -> None:
    seen: list[float] = []
    find_conflict(parse_sheet("RGBY 1 0\n" * 40 + "RGBY 4 0\n"), progress=seen.append)
    share = _conflict.SEARCH_SHARE
    search = [v for v in seen if v <= share + 1e-9]
    assert search == sorted(search) and search[-1] == pytest.approx(share, abs=1e-12)
    # the minimal set is lines 40 and 41: the repairs then report 0.9 and 1.0, nothing in between
    assert [v for v in seen if v > share + 1e-9] == pytest.approx([share + (1 - share) / 2, 1.0])


def test_clues_on_no_line_are_named_by_their_place(monkeypatch: pytest.MonkeyPatch) -> None:
    game = Game(4, tuple("123456"))
    sheet = Sheet(game, (Clue(Code("1234"), Feedback(4, 0)), Clue(Code("1234"), Feedback(0, 4))))
    exact = find_conflict(sheet)
    assert exact is not None and exact.lines == (1, 2) and {r.line for r in exact.repairs} == {1, 2}
    real = _conflict._repairs

    def spent(*args: object) -> object:
        raise _conflict.OutOfTime(0.5, None, None)

    monkeypatch.setattr(_conflict, "_repairs", spent)
    partial = find_conflict(sheet, budget=600.0)
    assert partial is not None and partial.lines == (1, 2) and partial.exact is False
    monkeypatch.setattr(_conflict, "_repairs", real)
