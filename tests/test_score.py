"""Scoring properties: symmetric, bounded, all black on equal codes, and equal to the reference."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from reference import brute_score

from mmnotation import Feedback, Game, score
from mmnotation.codes.score import color_counts, feedback_many, index_codes, pack, score_indices, unpack


@st.composite
def pairs(draw: st.DrawFn) -> tuple[str, str]:
    pegs = draw(st.integers(1, 8))
    palette = "0123456789"[: draw(st.integers(1, 10))]
    code = st.text(alphabet=palette, min_size=pegs, max_size=pegs)
    return draw(code), draw(code)


@settings(max_examples=500, deadline=None)
@given(pairs())
def test_scoring_properties(pair: tuple[str, str]) -> None:
    a, b = pair
    fb = score(a, b)
    assert fb == score(b, a)  # symmetric
    assert fb.black is not None and fb.white is not None
    assert fb.black >= 0 and fb.white >= 0 and fb.black + fb.white <= len(a)  # bounded
    assert not (fb.black == len(a) - 1 and fb.white == 1)  # never pegs-1 black with 1 white
    assert score(a, a) == Feedback(len(a), 0)  # all black on equal codes
    assert (fb.black, fb.white) == brute_score(a, b)
    assert unpack(pack(fb.black, fb.white, len(a)), len(a)) == fb


@settings(max_examples=200, deadline=None)
@given(pairs(), st.data())
def test_empty_holes_match_nothing(pair: tuple[str, str], data: st.DataObject) -> None:
    a, b = pair
    holes = data.draw(st.sets(st.integers(0, len(a) - 1)))
    guess = "".join("_" if i in holes else ch for i, ch in enumerate(a))
    fb = score(guess, b)
    assert fb.black is not None and fb.white is not None
    assert fb.black + fb.white <= len(a) - len(holes)
    assert (fb.black, fb.white) == brute_score(guess, b)


@settings(max_examples=60, deadline=None)
@given(st.integers(1, 4), st.integers(1, 6), st.booleans(), st.data())
def test_array_scoring_agrees_with_score(pegs: int, colors: int, repeats: bool, data: st.DataObject) -> None:
    if not repeats and colors < pegs:
        repeats = True
    game = Game(pegs, tuple("123456"[:colors]), repeats)
    codes = index_codes(game.pegs, len(game.colors), game.repeats)
    assert len(codes) == game.size
    guess = data.draw(st.lists(st.integers(-1, colors - 1), min_size=pegs, max_size=pegs))
    packed = feedback_many(guess, codes, color_counts(codes, colors), pegs)
    text = "".join("_" if g < 0 else game.colors[g] for g in guess)
    for row, got in zip(codes, packed, strict=True):
        secret = "".join(game.colors[i] for i in row)
        assert unpack(int(got), pegs) == score(text, secret)


def test_known_scores() -> None:
    assert score("1122", "1234") == Feedback(1, 1)  # the README (Black and white): not 1 black 3 white
    assert score("RGBY", "YBGR") == Feedback(0, 4)
    assert np.array_equal(index_codes(2, 2, True), [[0, 0], [0, 1], [1, 0], [1, 1]])


@pytest.mark.parametrize(("guess", "secret"), [("RGB?", "RGBY"), ("RGBY", "RG?Y"), ("????", "????")])
def test_an_unknown_peg_has_no_score(guess: str, secret: str) -> None:
    # either side holding '?' is refused (a mutation of 'or' into 'and' would let one through)
    from mmnotation import GameError

    with pytest.raises(GameError, match=r"^an unknown peg '\?' has no score$"):
        score(guess, secret)


def test_the_engines_empty_hole_minus_one_matches_nothing() -> None:
    # the engine writes an empty hole as -1 (EMPTY_INDEX): it matches nothing, not even itself
    assert score_indices((-1, 0, 1, 2), (-1, 0, 1, 2)) == (3, 0)
    assert score_indices((-1, -1, 0, 0), (0, 0, -1, -1)) == (0, 2)
    assert score_indices((1, -1), (-1, 1)) == (0, 1)


@pytest.mark.parametrize(("pegs", "colors"), [(1, 1), (3, 4), (4, 6), (5, 8), (4, 4), (2, 3)])
@pytest.mark.parametrize("repeats", [True, False])
def test_code_count_and_index_codes_against_enumeration(pegs: int, colors: int, repeats: bool) -> None:
    import itertools

    from mmnotation.codes.score import code_count, index_codes

    every = [
        c for c in itertools.product(range(colors), repeat=pegs) if repeats or len(set(c)) == pegs
    ]  # palette order
    assert code_count(pegs, colors, repeats) == len(every)
    assert index_codes(pegs, colors, repeats).tolist() == [list(c) for c in every]


def test_distinct_mask_of_no_rows_and_of_repeats() -> None:
    from mmnotation.codes.score import distinct_mask

    empty = np.zeros((0, 3), dtype=np.int8)
    assert distinct_mask(empty, 4).shape == (0,)
    rows = np.array([[0, 1, 2], [0, 0, 1], [2, 1, 2], [3, 2, 1]], dtype=np.int8)
    assert distinct_mask(rows, 4).tolist() == [True, False, False, True]


@pytest.mark.parametrize(
    ("guess", "secret", "message"),
    [
        ("RGB", "RGBY", "lengths differ"),
        (12, "RGBY", "a code is a Code or a string of symbols, not int$"),
        ("RGBY", None, "not NoneType"),
    ],
)
def test_score_refuses_with_the_reason(guess: object, secret: object, message: str) -> None:
    from mmnotation import GameError

    with pytest.raises(GameError, match=message):
        score(guess, secret)  # type: ignore[arg-type]


@settings(max_examples=200, deadline=None)
@given(
    st.integers(1, 6).flatmap(
        lambda width: st.lists(
            st.lists(st.integers(0, 4), min_size=width, max_size=width), min_size=1, max_size=40
        )
    )
)
def test_unique_rows_are_numpys(rows: list[list[int]]) -> None:
    """The colour multisets of a space: the distinct rows and each row's place among them."""
    from mmnotation.codes.space import _unique_rows

    array = np.array(rows, dtype=np.int8)
    uniq, inv = _unique_rows(array, 5)
    want, want_inv = np.unique(array, axis=0, return_inverse=True)
    assert np.array_equal(uniq, want)
    assert np.array_equal(inv, want_inv.reshape(-1))


@settings(max_examples=100, deadline=None)
@given(
    st.integers(1, 62).flatmap(
        lambda colors: st.lists(
            st.lists(st.integers(0, colors - 1), min_size=1, max_size=8), min_size=1, max_size=20
        ).map(lambda codes: (colors, codes))
    )
)
def test_color_bits_have_a_bit_for_each_colour_a_code_uses(game: tuple[int, list[list[int]]]) -> None:
    from mmnotation.codes.score import color_counts
    from mmnotation.codes.space import color_bits

    colors, codes = game
    width = max(len(code) for code in codes)
    digits = np.array([code + [-1] * (width - len(code)) for code in codes], dtype=np.int8)
    bits = color_bits(color_counts(digits, colors))
    assert bits.dtype == np.int64
    assert [int(b) for b in bits] == [sum(1 << c for c in set(code)) for code in codes]


@settings(max_examples=25, deadline=None)
@given(
    st.sampled_from([(5, 6, True), (3, 12, True), (4, 10, False), (6, 5, True), (2, 9, True), (4, 6, True)]),
    st.data(),
)
def test_the_spaces_tables_score_as_the_reference(shape: tuple[int, int, bool], data: st.DataObject) -> None:
    # the tables of groups of holes and of colours (split into several tables where a group has
    # more multisets than COLOR_SIDE: 5x6, 3x12, 4x10), as numpy adds them and as the compiled
    # kernels read them stacked (one row per feature, offsets into the stacked rows); drawn as a
    # large space builds them too (smaller tables of holes, BIG_TABLE_SIDE)
    from unittest import mock

    from mmnotation.codes import space as space_module
    from mmnotation.codes.space import BIG_TABLE_SIDE, COLOR_SIDE, TABLE_SIDE, Space, kernel_tables_of

    pegs, colors, repeats = shape
    big = data.draw(st.booleans())
    with mock.patch.object(space_module, "BIG_SPACE", 0 if big else space_module.BIG_SPACE):
        sp = Space(pegs, colors, repeats)
    side = BIG_TABLE_SIDE if big else TABLE_SIDE
    holes = [t for _, t in sp.features[: -(-pegs // int(np.log(side) / np.log(colors) + 1e-9))]]
    assert all(t.shape[0] <= side for t in holes)  # the tables of holes come first
    assert all(t.shape[0] <= max(COLOR_SIDE, side) for _, t in sp.features)
    names = "0123456789AB"
    text = ["".join(names[d] for d in row) for row in sp.codes]
    index = st.integers(0, sp.size - 1)
    guesses = np.array(data.draw(st.lists(index, min_size=1, max_size=4)), dtype=np.intp)
    cands = np.array(sorted(data.draw(st.sets(index, min_size=1, max_size=60))), dtype=np.intp)
    packed = sp.packed(guesses, cands)
    cols = sp.columns(cands)
    kt = kernel_tables_of(sp)
    for row, g in enumerate(guesses):
        stacked = sum(cols[int(kt.base[f] + kt.fidx[f, g])].astype(np.int64) for f in range(len(sp.features)))
        direct = sum(
            kt.tables[f, kt.fidx[f, g], kt.fidx[f, cands]].astype(np.int64) for f in range(len(sp.features))
        )
        for col, c in enumerate(cands):
            black, white = brute_score(text[g], text[c])
            want = black * (pegs + 1) + white
            assert packed[row, col] == stacked[col] == direct[col] == want


def test_the_space_holds_each_index_array_once() -> None:
    # the tables' rows of each code are one int16 array, read by numpy and the kernels alike;
    # with repeats a code's number is its index, the space's one array of every index
    from mmnotation.codes.space import Space, kernel_tables_of

    sp = Space(5, 6, True)
    assert sp.rows.dtype == np.int16 and sp.rows.shape == (len(sp.features), sp.size)
    assert all(np.shares_memory(idx, sp.rows) for idx, _ in sp.features)
    assert kernel_tables_of(sp).fidx is sp.rows
    assert sp.full is sp.everything() and np.array_equal(sp.full, sp.codes.astype(np.int64) @ sp.weights)
    distinct = Space(4, 6, False)  # without repeats the numbers skip: searched, not indexed
    assert np.array_equal(distinct.full, distinct.codes.astype(np.int64) @ distinct.weights)
    assert distinct.full is not distinct.everything()


def test_a_space_sent_to_a_worker_keeps_its_shared_arrays_read_only() -> None:
    # a worker process gets the space pickled; numpy's pickles come back writable, and a write
    # into the shared array of every index (or a cached orbit) would corrupt every later use
    import pickle

    from mmnotation.codes.space import Space

    sp = Space(4, 6, True)
    orbits = sp.cached(("probe",), lambda: np.arange(5, dtype=np.intp))
    assert not orbits.flags.writeable
    back = pickle.loads(pickle.dumps(sp))
    assert np.array_equal(back.everything(), sp.everything()) and back.cache_lock is not sp.cache_lock
    for shared in (back.everything(), back.all_true(), back.cached(("probe",), lambda: np.zeros(1))):
        assert not shared.flags.writeable
        with pytest.raises(ValueError, match="read-only"):
            shared[0] = shared[1]
