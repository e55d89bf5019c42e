"""The deduction engine agrees with a brute-force reference on every kind of clue."""

from __future__ import annotations

import itertools
import random
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

sys.path.insert(0, str(Path(__file__).parent))

from reference import brute_consistent, brute_holds, brute_positions, brute_score
from strategies import clues, codes, games, sheets

from mmnotation import (
    Clue,
    Code,
    Feedback,
    Game,
    GameError,
    Sheet,
    parse_sheet,
    score,
)
from mmnotation.deduction.deduce import deduce
from mmnotation.engine import plan as _plan
from mmnotation.engine import walk as _engine
from mmnotation.engine.walk import (
    any_consistent,
    consistent_array,
    consistent_codes,
    count_consistent,
    holds,
    seen_colors,
)


@contextmanager
def walked(budget: int = 1 << 22) -> Iterator[None]:
    """Force the hole-by-hole walk (not the whole-array filter), with a given chunk budget."""
    old = _engine.DIRECT_LIMIT, _engine.CHUNK_ELEMENTS, _plan.CHUNK_ELEMENTS
    # the walk's chunks (_engine) and the leaf tests' chunks (_plan)
    _engine.DIRECT_LIMIT, _engine.CHUNK_ELEMENTS, _plan.CHUNK_ELEMENTS = 0, budget, budget
    try:
        yield
    finally:
        _engine.DIRECT_LIMIT, _engine.CHUNK_ELEMENTS, _plan.CHUNK_ELEMENTS = old


def random_code(rng: random.Random, game: Game) -> str:
    if game.repeats:
        return "".join(rng.choice(game.colors) for _ in range(game.pegs))
    return "".join(rng.sample(game.colors, game.pegs))


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(games(), st.data(), st.sampled_from(["direct", "walk", "tiny"]))
def test_engine_matches_reference(game: Game, data: st.DataObject, mode: str) -> None:
    secret = data.draw(codes(game), label="secret")
    sheet = data.draw(sheets(game, secret), label="sheet")
    expected = brute_consistent(sheet)
    if mode == "direct":
        got, n, d = [c.symbols for c in consistent_codes(sheet)], count_consistent(sheet), deduce(sheet)
    else:
        with walked(1 << 22 if mode == "walk" else 7):
            got = [c.symbols for c in consistent_codes(sheet)]
            n, d = count_consistent(sheet), deduce(sheet, limit=None)
    assert secret in expected
    assert got == expected
    assert n == len(expected)
    assert d.count == len(expected)
    assert [c.symbols for c in d.codes] == expected[: len(d.codes)]
    assert d.truncated == (len(d.codes) < len(expected))
    assert d.positions == brute_positions(expected, game)
    arr = consistent_array(sheet)
    assert ["".join(game.colors[i] for i in row) for row in arr.tolist()] == expected


@settings(max_examples=200, deadline=None)
@given(games(), st.data())
def test_holds_matches_reference(game: Game, data: st.DataObject) -> None:
    clue = data.draw(clues(game, data.draw(codes(game), label="secret")), label="clue")
    code = data.draw(codes(game), label="code")
    assert holds(clue, Code(code), game) == brute_holds(clue, code, game)


def test_classic_after_1122_leaves_256() -> None:
    # 1122 scored 1 black 0 white: every code with exactly one of the two 1s or 2s in place, no other.
    sheet = parse_sheet("1122 1 0")
    assert sheet.game.colors == tuple("123456")
    assert count_consistent(sheet) == 256
    with walked():
        assert count_consistent(sheet) == 256
    assert len(brute_consistent(sheet)) == 256


def test_score_1122_1234() -> None:
    assert score("1122", "1234") == Feedback(1, 1)
    assert brute_score("1122", "1234") == (1, 1)


def test_empty_sheet_is_every_code() -> None:
    game = Game(3, tuple("ABCD"), repeats=False)
    d = deduce(Sheet(game), limit=5)
    assert d.count == 24 and d.truncated
    assert [c.symbols for c in d.codes] == ["ABC", "ABD", "ACB", "ACD", "ADB"]


def test_one_peg_one_colour() -> None:
    game = Game(1, ("X",))
    assert count_consistent(Sheet(game, (Clue(Code("?"), Feedback(1, 0)),))) == 1
    assert count_consistent(Sheet(game, (Clue(Code("?"), Feedback(0, None)),))) == 0
    assert count_consistent(Sheet(game, (Clue(Code("_"), Feedback(0, 0)),))) == 1


PARSED = [
    ("pegs: 4\ncolors: RGBYOP\nR?_G 1 ?\nBB?Y 0 1\n", None),
    ("pegs: 5\ncolors: 6\nrepeats: no\n12345 2 1\n6?_12 ? 2\n", None),
    ("RGBY 2 0\nBBYR12\n", None),
    ("colors: 4\n12?? 1 1\n", None),
]


@pytest.mark.parametrize(("text", "_unused"), PARSED)
def test_parsed_sheets(text: str, _unused: None) -> None:
    sheet = parse_sheet(text)
    expected = brute_consistent(sheet)
    assert [c.symbols for c in consistent_codes(sheet)] == expected
    with walked(5):
        assert [c.symbols for c in consistent_codes(sheet)] == expected
        assert deduce(sheet).positions == brute_positions(expected, sheet.game)


def numpy_filter(game: Game, clues: list[tuple[str, int | None, int | None]]) -> np.ndarray:
    """An independent chunked filter: decode each block of indices and score it directly."""
    p, c = game.pegs, len(game.colors)
    out = []
    chunk = 1 << 18
    for start in range(0, c**p, chunk):
        idx = np.arange(start, min(start + chunk, c**p), dtype=np.int64)
        digits = np.stack([(idx // c ** (p - 1 - h)) % c for h in range(p)], axis=1)
        keep = np.ones(len(idx), dtype=bool)
        if not game.repeats:
            keep &= np.array([len(set(r)) == p for r in digits.tolist()]) if len(idx) else keep
        for guess, b, w in clues:
            g = np.array([game.colors.index(ch) if ch != "_" else -1 for ch in guess])
            black = (digits == g).sum(axis=1)
            total = sum(
                np.minimum((digits == col).sum(axis=1), int((g == col).sum()))
                for col in set(g.tolist())
                if col >= 0
            )
            if b is not None:
                keep &= black == b
            if w is not None:
                keep &= total - black == w
        out.append(digits[keep])
    return np.concatenate(out).astype(np.int8)


@pytest.mark.parametrize("seed", [1, 2])
# no repeats: the independent filter checks 5.7 million codes in plain python (about 6 s each)
@pytest.mark.parametrize("repeats", [True, pytest.param(False, marks=pytest.mark.slow)])
def test_streamed_7x8_matches_numpy_filter(seed: int, repeats: bool) -> None:
    rng = random.Random(seed)
    game = Game(7, tuple("12345678"), repeats)
    secret = random_code(rng, game)
    clues = []
    for i in range(4):
        guess = [rng.choice(game.colors) for _ in range(7)]
        if i == 1:
            guess[3] = "_"
        b, w = brute_score("".join(guess), secret)
        clues.append(("".join(guess), b, None if i == 2 else w))
    sheet = Sheet(game, tuple(Clue(Code(gs), Feedback(b, w), i + 1) for i, (gs, b, w) in enumerate(clues)))
    expected = numpy_filter(game, clues)
    got = consistent_array(sheet)
    assert np.array_equal(got, expected)
    assert count_consistent(sheet) == len(expected)
    secret_row = np.array([game.colors.index(ch) for ch in secret], dtype=np.int8)
    assert (got == secret_row).all(axis=1).any()


def test_progress_nondecreasing_to_one() -> None:
    rng = random.Random(5)
    game = Game(7, tuple("12345678"))
    secret = random_code(rng, game)
    guesses = ["1122334", "5566778"]
    sheet = Sheet(game, tuple(Clue(Code(g), Feedback(*brute_score(g, secret))) for g in guesses))
    seen: list[float] = []
    count_consistent(sheet, progress=seen.append)
    assert seen and seen[-1] == 1.0
    assert all(0.0 <= a <= b <= 1.0 for a, b in itertools.pairwise(seen))
    seen.clear()
    deduce(Sheet(Game(4, tuple("123456"))), progress=seen.append)
    assert seen[-1] == 1.0


def test_interrupt_propagates() -> None:
    game = Game(8, tuple("12345678"))
    sheet = Sheet(game, (Clue(Code("12345678"), Feedback(1, None)),))

    def stop(fraction: float) -> None:
        if fraction > 0:
            raise KeyboardInterrupt

    with pytest.raises(KeyboardInterrupt):
        count_consistent(sheet, progress=stop)
    assert count_consistent(Sheet(Game(2, ("1", "2")))) == 4


def test_too_large_to_index() -> None:
    with pytest.raises(GameError, match="too many to index"):
        count_consistent(Sheet(Game(64, ("A", "B"))))


def test_any_consistent() -> None:
    game = Game(4, tuple("123456"))
    assert any_consistent(Sheet(game, (Clue(Code("1234"), Feedback(4, 0)),)))
    clash = (Clue(Code("1234"), Feedback(4, 0)), Clue(Code("1234"), Feedback(0, 4)))
    assert not any_consistent(Sheet(game, clash))


def test_first_codes_of_big_game_stream_quickly() -> None:
    game = Game(10, tuple("0123456789"))
    sheet = Sheet(game, (Clue(Code("0123456789"), Feedback(2, None)),))
    first = next(consistent_codes(sheet))
    assert first.symbols == "0000000009"
    d = deduce(Sheet(Game(3, tuple("12"))), limit=None)
    assert d.count == 8 and not d.truncated


# ---------------------------------------------------------------- what mutation testing showed missing


def test_holds_says_what_it_takes() -> None:
    game = Game(4, tuple("123456"))
    clue = Clue(Code("1122"), Feedback(1, 0))
    for args in ((clue, 1234, game), ("1122 1 0", Code("1234"), game), (clue, Code("1234"), "4x6")):
        with pytest.raises(GameError, match="holds takes a Clue, a Code and a Game"):
            holds(*args)  # type: ignore[arg-type]
    assert holds(clue, "1345", game) is True and holds(clue, "3456", game) is False  # a code as text
    with pytest.raises(GameError, match="cannot test the incomplete code 1_34"):
        holds(clue, Code("1_34"), game)
    assert holds(Clue(Code("1122"), Feedback(None, None)), "3456", game) is True  # no count: any code


def test_the_walks_check_their_progress_argument_and_report_to_it() -> None:
    sheet = parse_sheet("pegs: 6\ncolors: 8\n112233 1 0\n")
    for walk in (
        count_consistent,
        any_consistent,
        lambda s, progress: list(consistent_codes(s, progress=progress)),
    ):
        with pytest.raises(GameError, match="progress"):
            walk(sheet, progress=5)
    for walk in (count_consistent, lambda s, progress: list(consistent_codes(s, progress=progress))):
        seen: list[float] = []
        walk(sheet, progress=seen.append)
        assert seen and seen == sorted(seen) and seen[-1] == 1.0
    seen = []
    assert (
        any_consistent(parse_sheet("pegs: 6\ncolors: 8\n112233 6 0\n112233 0 0\n"), progress=seen.append)
        is False
    )
    assert seen  # a search that finds nothing walks it all, and says so


def test_consistent_array_holds_at_most_its_limit(monkeypatch: pytest.MonkeyPatch) -> None:
    sheet = parse_sheet("1122 1 0\n3456 0 2\n")
    n = len(brute_consistent(sheet))
    monkeypatch.setattr(_engine, "ARRAY_LIMIT", n)
    assert consistent_array(sheet).shape == (n, 4)  # exactly the limit: kept
    monkeypatch.setattr(_engine, "ARRAY_LIMIT", n - 1)
    with pytest.raises(GameError, match=f"more than {n - 1:,} codes fit the sheet"):
        consistent_array(sheet)
    empty = consistent_array(parse_sheet("1234 4 0\n1234 0 4\n"))
    assert empty.shape == (0, 4) and empty.dtype == np.int8


def test_a_walk_in_chunks_of_one_row_counts_as_the_reference() -> None:
    for text in ("1122 1 0\n3456 0 2\n", "pegs: 5\ncolors: 5\n11223 1 1\n", "1?23 1 1\n45_6 0 1\n"):
        sheet = parse_sheet(text)
        with walked(budget=1):  # the hole-by-hole walk, every frontier a row at a time
            assert count_consistent(sheet) == len(brute_consistent(sheet))
            assert [str(c) for c in consistent_codes(sheet)] == brute_consistent(sheet)


def test_a_deadline_already_past_stops_before_any_code() -> None:
    with pytest.raises(_engine.OutOfTime) as stopped:
        next(iter(_engine.batches_until(parse_sheet("1122 1 0\n"), 0.0)))
    assert stopped.value.done == 0.0


def test_seen_colors_marks_a_colour_one_code_shows() -> None:
    cols = np.array([[0], [2]], dtype=np.int8)  # one code of two pegs: colours 0 then 2
    assert seen_colors(cols, 3).tolist() == [[True, False, False], [False, False, True]]


def test_a_deadline_stops_a_long_walk_between_its_batches() -> None:
    import time

    sheet = parse_sheet("pegs: 9\ncolors: 9\n112233445 1 2\n")  # 28 million codes: about 2 s to walk
    walked = 0
    with pytest.raises(_engine.OutOfTime) as stopped:
        for cols in _engine.batches_until(sheet, time.monotonic() + 0.05):
            walked += cols.shape[1]
    assert walked < count_consistent(sheet)  # stopped on its way, not at the end of the walk
    assert 0.0 <= stopped.value.done < 1.0 and stopped.value.needed is None


def test_a_deadline_stops_a_walk_inside_a_long_batch() -> None:
    """A walk that finds no code for a long while (here none at all: 0.9 s of prefixes on this
    machine) is stopped on its way by its ticker, not only between the batches it yields."""
    import time

    sheet = parse_sheet("pegs: 8\ncolors: 8\n11223344 1 2\n11223344 2 1\n")
    with pytest.raises(_engine.OutOfTime) as stopped:
        list(_engine.batches_until(sheet, time.monotonic() + 0.01))
    assert 0.0 <= stopped.value.done < 1.0  # part of the way


def test_consistent_array_counts_its_limit_over_every_batch(monkeypatch: pytest.MonkeyPatch) -> None:
    """The limit holds for the codes of all the walk's batches together, not for each batch."""
    sheet = parse_sheet("pegs: 5\ncolors: 5\n11223 1 1\n")
    n = len(brute_consistent(sheet))
    with walked(budget=1):  # a row at a time: many small batches
        monkeypatch.setattr(_engine, "ARRAY_LIMIT", n)
        assert consistent_array(sheet).shape == (n, 5)
        monkeypatch.setattr(_engine, "ARRAY_LIMIT", n - 1)
        with pytest.raises(GameError, match=f"more than {n - 1:,} codes fit the sheet"):
            consistent_array(sheet)


def test_argument_errors_of_the_walk_say_what_is_wrong() -> None:
    """The exact messages (mutation testing: a mangled one lived while the tests matched a part)."""
    from mmnotation.engine.walk import count_consistent, holds

    game = Game(4, tuple("123456"))
    with pytest.raises(GameError) as caught:
        holds("1234 1 0", Code("1234"), game)  # type: ignore[arg-type]
    assert str(caught.value) == "holds takes a Clue, a Code and a Game"
    with pytest.raises(GameError) as caught:
        count_consistent(parse_sheet("1234 1 0\n"), progress=5)  # type: ignore[arg-type]
    assert str(caught.value) == "progress is a function or None, not 5"


def test_the_leaf_test_gets_the_walks_deadline_and_a_stop_inside_it_says_how_far_the_walk_got(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A clue with a '?' peg is tested at the leaves (each colouring of the '?'): that test runs
    under the walk's deadline and with exact intervals off, and when the budget runs out inside
    it the walk's own stop (its share done, its projection) is raised, not the leaf test's."""
    import time

    from mmnotation.engine import walk
    from mmnotation.engine.budget import OutOfTime

    calls: list[tuple[object, object]] = []

    def leaf_test(plan: object, cols: object, cnt: object, exact: object, deadline: object = None) -> object:
        calls.append((exact, deadline))
        raise OutOfTime(0.5, 99.0, None)  # the leaf test's own figures

    monkeypatch.setattr(walk, "leaf_mask", leaf_test)
    sheet = parse_sheet("pegs: 5\ncolors: 6\n1?223 1 1\n")  # 7,776 codes: walked, not listed
    deadline = time.monotonic() + 60
    with pytest.raises(OutOfTime) as caught:
        list(walk.batches_until(sheet, deadline))
    (exact, given), *_ = calls
    assert exact is False and isinstance(given, float) and abs(given - deadline) < 1
    assert (caught.value.done, caught.value.needed) != (0.5, 99.0)  # the walk's, not the leaf test's
