"""The heuristics' choices compiled whole (mmnotation.strategies.heuristic_kernels).

Two checks: the statistics of whole games are the same with the compiled nodes and subtrees as
with the nodes played step by step from Python; and a subtree's secrets by turns equal those of
a tree built by the brute-force chooser of tests/reference.py (plain Python, every guess scored).
"""

from __future__ import annotations

from collections import Counter

import numpy as np
import pytest
from reference import brute_codes, brute_score, ref_choose, ref_scores

from mmnotation import Game, strategy_stats
from mmnotation.codes import scan_kernels as scans
from mmnotation.codes import space as space_module
from mmnotation.codes.scan_kernels import split
from mmnotation.codes.space import Space, space
from mmnotation.codes.symmetry import colour_swaps
from mmnotation.stats import player
from mmnotation.strategies import heuristic_kernels, heuristics
from mmnotation.strategies.recommendation import Strategy

EIGHT = Game(4, tuple("12345678"))  # 4,096 codes: the smallest game with compiled subtrees
BULLS = Game(4, tuple("0123456789"), repeats=False)  # 5,040 codes, no repeats
SCORED = ["minimax", "expected", "entropy", "parts"]


@pytest.fixture(autouse=True)
def _compiled(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("MMNOTATION_START_METHOD", "none")  # one process: the patch below holds
    if heuristic_kernels._kernels() is None:
        pytest.skip("numba is not installed or is turned off")


@pytest.mark.parametrize("strategy", SCORED)
@pytest.mark.parametrize("game", [EIGHT, BULLS], ids=["4x8", "bulls-and-cows"])
def test_a_game_plays_the_same_compiled_as_step_by_step(
    game: Game, strategy: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    played: list[str] = []
    subtree, choose = heuristic_kernels.subtree, heuristic_kernels.compiled_choice

    def counted_subtree(*args: object) -> object:
        played.append("subtree")
        return subtree(*args)  # type: ignore[arg-type]

    def counted_choose(*args: object) -> object:
        played.append("node")
        return choose(*args)  # type: ignore[arg-type]

    monkeypatch.setattr(player, "subtree", counted_subtree)
    monkeypatch.setattr(heuristics, "compiled_choice", counted_choose)
    compiled = strategy_stats(game, strategy)
    assert set(played) == {"subtree", "node"}  # both ran
    monkeypatch.setattr(player, "small_below", lambda *args: 0)
    monkeypatch.setattr(heuristics, "compiled_choice", lambda *args: None)
    by_nodes = strategy_stats(game, strategy)
    assert (compiled.total, compiled.max, compiled.distribution) == (
        by_nodes.total,
        by_nodes.max,
        by_nodes.distribution,
    )


def _brute_turns(
    game: Game,
    cands: list[str],
    strategy: str,
    turn: int,
    out: Counter[int],
    outside: list[tuple[str, list[str]]] | None = None,
) -> None:
    """Secrets by turns below a node, each guess chosen by the brute-force reference (those that
    are no candidate added to ``outside``)."""
    if len(cands) == 1:
        out[turn] += 1
        return
    guess, _ = ref_choose(game, cands, strategy)
    if outside is not None and guess not in cands:
        outside.append((guess, cands))
    classes: dict[tuple[int, int], list[str]] = {}
    for code in cands:
        classes.setdefault(brute_score(guess, code), []).append(code)
    for feedback, group in classes.items():
        if feedback == (game.pegs, 0):
            out[turn] += 1
        else:
            _brute_turns(game, group, strategy, turn + 1, out, outside)


@pytest.mark.parametrize("strategy", SCORED)
@pytest.mark.parametrize(
    ("second", "answers", "size"),
    [("4556", ((1, 0), (1, 2)), 22), ("4556", ((0, 3), (0, 0)), 32)],
    ids=["22-codes", "32-codes"],
)
def test_a_subtree_plays_as_the_brute_force_reference(
    strategy: str, second: str, answers: tuple[tuple[int, int], tuple[int, int]], size: int
) -> None:
    sp = space(EIGHT)
    codes = brute_codes(EIGHT)
    # a node two turns in: the codes that answer 1123 and then ``second`` as ``answers`` say
    cands = [c for c in codes if (brute_score("1123", c), brute_score(second, c)) == answers]
    assert len(cands) == size < heuristic_kernels.SYMMETRY_FROM
    indices = np.array([codes.index(c) for c in cands], dtype=np.intp)
    turns = heuristic_kernels.subtree(sp, Strategy(strategy), indices, 3)
    assert turns is not None
    expected: Counter[int] = Counter()
    _brute_turns(EIGHT, cands, strategy, 3, expected)
    assert {t: int(k) for t, k in enumerate(turns) if k} == dict(expected)


EIGHT_PEGS = Game(8, tuple("12"))  # feedbacks up to 72: from 64 on in a second word of bits


@pytest.mark.parametrize("strategy", SCORED)
@pytest.mark.parametrize(
    ("game", "largest", "outside_at_least"),
    [
        (EIGHT, heuristic_kernels.WORDS_UP_TO, 5),
        (EIGHT_PEGS, heuristic_kernels.WORDS_UP_TO, 2),
        (EIGHT_PEGS, 47, 2),
    ],
    ids=["4x8", "8x2", "8x2-to-47"],
)
@pytest.mark.parametrize(
    "count", [20, pytest.param(80, marks=pytest.mark.slow)], ids=["20-nodes", "80-nodes"]
)
def test_tiny_nodes_choose_as_the_brute_force_reference(
    strategy: str, game: Game, largest: int, outside_at_least: int, count: int
) -> None:
    # nodes of 3 to 16 codes, where minimax and parts scan each guess's feedbacks packed in words
    # (8 pegs: their classes as bits in two words, the feedbacks from 64 in the second), and, for
    # 8 pegs, up to 47 codes (the scans of rows): half of them a class of a real split (close
    # codes, often no candidate splits them all), half drawn at random; the compiled choice is
    # the reference's, guess for guess
    sp = space(game)
    codes = brute_codes(game)
    rng = np.random.default_rng(26)
    nodes: list[list[int]] = []
    while len(nodes) < count // 2:
        first, second = rng.choice(len(codes), size=2, replace=False)
        key = list(
            zip(ref_scores(game, codes[first], codes), ref_scores(game, codes[second], codes), strict=True)
        )
        chosen = key[int(rng.integers(len(codes)))]
        node = [i for i, k in enumerate(key) if k == chosen]
        if 3 <= len(node) <= largest:
            nodes.append(node)
    nodes += [
        sorted(rng.choice(len(codes), size=int(rng.integers(3, largest + 1)), replace=False).tolist())
        for _ in range(count // 2)
    ]
    outside = 0
    for node in nodes:
        cands = np.array(node, dtype=np.intp)
        got = heuristic_kernels.compiled_choice(
            sp, Strategy(strategy), cands, cands, np.arange(sp.size, dtype=np.intp)
        )
        assert got is not None
        want, _ = ref_choose(game, [codes[i] for i in node], strategy)
        assert codes[got[1]] == want, (strategy, [codes[i] for i in node])
        outside += want not in {codes[i] for i in node}
    # the scans of the other guesses were put to the test, not only the candidates' (the counts
    # are those of 80 nodes; 20 nodes, the default run's, meet a quarter of them)
    assert outside >= -(-outside_at_least * count // 80)


@pytest.mark.parametrize("strategy", SCORED)
def test_nodes_with_colour_swaps_choose_as_the_brute_force_reference(strategy: str) -> None:
    # nodes that a swap of two colours gives again (a class of a real split, or codes drawn at
    # random, with each one's image under the swap), where only the first of two swapped
    # guesses is scored: the choice compiled whole and the one scanned from Python (a progress
    # callback keeps it there) are the reference's, guess for guess, and often a guess outside
    # the node, the guesses the swaps thin out
    game = EIGHT
    sp = space(game)
    codes = brute_codes(game)
    where = {c: i for i, c in enumerate(codes)}
    rng = np.random.default_rng(21)
    nodes: list[list[int]] = []
    six = [c for c in codes if "7" not in c and "8" not in c]  # two colours absent: merged
    while len(nodes) < 40:
        kind = len(nodes) % 3
        a, b = (str(int(c) + 1) for c in rng.choice(6 if kind == 2 else 8, size=2, replace=False))
        swap = str.maketrans(a + b, b + a)
        if kind == 1:
            first = codes[int(rng.integers(len(codes)))]
            key = ref_scores(game, first, codes)
            chosen = key[int(rng.integers(len(codes)))]
            node = {c for c, k in zip(codes, key, strict=True) if k == chosen}
        else:
            pool = codes if kind == 0 else six
            drawn = rng.choice(len(pool), size=int(rng.integers(2, 24)), replace=False)
            node = {pool[int(i)] for i in drawn}
        node |= {c.translate(swap) for c in node}
        if 3 <= len(node) <= 200 and node == {c.translate(swap) for c in node}:
            nodes.append(sorted(where[c] for c in node))
    entry, arrays = heuristic_kernels._kernels(), heuristic_kernels._game(sp)[0]
    mode, none = Strategy(strategy).rule.mode, np.zeros(0, dtype=np.int64)
    outside = merged = 0
    for node in nodes:
        cands = np.array(node, dtype=np.intp)
        assert colour_swaps(sp, cands)
        want, _ = ref_choose(game, [codes[i] for i in node], strategy)
        every = np.arange(sp.size, dtype=np.intp)
        got = heuristic_kernels.compiled_choice(sp, Strategy(strategy), cands, cands, every)
        assert got is not None
        assert codes[got[1]] == want, (strategy, [codes[i] for i in node])
        stepwise = heuristics.heuristic_choice(sp, cands, Strategy(strategy), progress=lambda done: None)
        assert codes[stepwise.guess] == want, (strategy, [codes[i] for i in node])
        # as a subtree's node chooses: every code, or the merged colours' codes when two colours
        # or more are absent, the multisets the swaps rule out passed over
        table = heuristic_kernels.nlogn_table(len(node))
        _, guess, _, _ = entry(
            arrays, cands.astype(np.int64), cands.astype(np.int64), none, False, mode, table, -1
        )
        assert codes[guess] == want, (strategy, [codes[i] for i in node])
        merged += len(set(game.colors) - set("".join(codes[i] for i in node))) >= 2
        outside += want not in {codes[i] for i in node}
    assert outside >= 10
    assert merged >= 10


@pytest.mark.parametrize("strategy", SCORED)
def test_nodes_of_one_multiset_play_as_the_brute_force_reference(strategy: str) -> None:
    # every candidate with the same colours: the subtree scans one guess for each way of
    # splitting them by black pegs (in each hole a colour some candidate has there, or the first
    # one none has), not every code; its secrets by turns are the reference's, which scores
    # every code; the multisets' arrangements whole, and some of them only
    sp = space(EIGHT)
    codes = brute_codes(EIGHT)
    rng = np.random.default_rng(7)
    nodes = [[c for c in codes if sorted(c) == sorted(m)] for m in ("1234", "1123", "2357", "1238", "4568")]
    for whole in list(nodes):
        nodes.append(sorted(rng.choice(whole, size=max(3, len(whole) // 2), replace=False).tolist()))
    outside: list[tuple[str, list[str]]] = []
    for node in nodes:
        indices = np.array([codes.index(c) for c in node], dtype=np.intp)
        turns = heuristic_kernels.subtree(sp, Strategy(strategy), indices, 1)
        assert turns is not None
        expected: Counter[int] = Counter()
        _brute_turns(EIGHT, node, strategy, 1, expected, outside)
        assert {t: int(k) for t, k in enumerate(turns) if k} == dict(expected), (strategy, node)
    # guesses outside the nodes chose, not only the candidates; some with a colour in a hole
    # that no candidate of their node has there (a guess that stands for others)
    assert len(outside) >= 3
    assert any(any(g[h] not in {c[h] for c in node} for h in range(4)) for g, node in outside)


def _one_hole_tables(monkeypatch: pytest.MonkeyPatch) -> Space:
    """4x8 with a scoring table for each hole (as 7x7 and 8x7 have tables of two holes): the
    scans keep the sums of the first three tables from guess to guess."""
    monkeypatch.setattr(space_module, "TABLE_SIDE", 8)
    sp = Space(4, 8, True)
    assert sp.holes == 4
    return sp


def _nodes(codes: list[str], rng: np.random.Generator, sizes: tuple[int, int], count: int) -> list[list[int]]:
    """``count`` nodes of ``sizes`` codes: classes of real splits after two guesses, and codes
    drawn at random (two multisets or more: the colours' rows by multiset are put to use)."""
    nodes: list[list[int]] = []
    while len(nodes) < count // 2:
        first, second = rng.choice(len(codes), size=2, replace=False)
        key = list(
            zip(ref_scores(EIGHT, codes[first], codes), ref_scores(EIGHT, codes[second], codes), strict=True)
        )
        chosen = key[int(rng.integers(len(codes)))]
        node = [i for i, k in enumerate(key) if k == chosen]
        if sizes[0] <= len(node) <= sizes[1] and len({"".join(sorted(codes[i])) for i in node}) > 1:
            nodes.append(node)
    while len(nodes) < count:
        size = int(rng.integers(sizes[0], sizes[1] + 1))
        nodes.append(sorted(rng.choice(len(codes), size=size, replace=False).tolist()))
    return nodes


@pytest.mark.parametrize("strategy", ["minimax", "parts", "expected", "entropy"])
def test_the_scans_sums_kept_from_guess_to_guess_choose_as_the_reference(
    strategy: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    # the compiled choices over nodes of 3 to 47 codes (minimax's and parts' scans in words up
    # to 16, of rows above; expected's and entropy's cost scan of rows), in a space of four
    # tables of holes: the sums of the first three kept while the guesses share them, the
    # colours' tables once per multiset of the guesses
    sp = _one_hole_tables(monkeypatch)
    codes = brute_codes(EIGHT)
    rng = np.random.default_rng(28)
    outside = 0
    for node in _nodes(codes, rng, (3, 47), 40):
        cands = np.array(node, dtype=np.intp)
        got = heuristic_kernels.compiled_choice(sp, Strategy(strategy), cands, cands, sp.everything())
        assert got is not None
        want, _ = ref_choose(EIGHT, [codes[i] for i in node], strategy)
        assert codes[got[1]] == want, [codes[i] for i in node]
        outside += want not in {codes[i] for i in node}
    assert outside >= 5


@pytest.mark.parametrize("strategy", ["minimax", "expected", "parts"])
@pytest.mark.parametrize("rows", [0, 3, None], ids=["no-rows", "three-rows", "every-multiset"])
def test_the_rows_scan_with_few_rows_by_multiset_chooses_as_the_reference(
    rows: int | None, strategy: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    # the scans from Python (nodes too large for the compiled choice: minimax's rows scan, the
    # others' cost scan), where the colours' rows by multiset take at most SPLIT_BYTES: none, the
    # first three multisets met (the other guesses add the colours' tables up each time), or
    # every multiset
    sp = _one_hole_tables(monkeypatch)
    codes = brute_codes(EIGHT)
    monkeypatch.setattr(heuristics, "compiled_choice", lambda *args: None)
    splits: list[tuple[int, int]] = []

    def counted(holes: int, width: int, multisets: int) -> object:
        if rows is not None:
            monkeypatch.setattr(scans, "SPLIT_BYTES", rows * width)
        made = split(holes, width, multisets)
        splits.append((multisets, made[4].shape[0]))
        return made

    monkeypatch.setattr(heuristics, "split", counted)
    rng = np.random.default_rng(5)
    for node in _nodes(codes, rng, (20, 120), 16):
        cands = np.array(node, dtype=np.intp)
        got = heuristics.heuristic_choice(sp, cands, Strategy(strategy))
        want, _ = ref_choose(EIGHT, [codes[i] for i in node], strategy)
        assert codes[got.guess] == want, [codes[i] for i in node]
    # the scans of the other guesses ran with the multisets given, as many rows as asked
    given = [made for multisets, made in splits if multisets > 0]
    assert given
    assert all(made == (rows if rows is not None else multisets) for multisets, made in splits if multisets)


def test_the_kernels_read_each_field_of_the_game_at_its_place() -> None:
    """``game[COMMON]`` in the kernels is the field ``common`` of ``KernelGame``."""
    from mmnotation.strategies import kernel_game as fields

    for place, field in enumerate(fields.KernelGame._fields):
        assert getattr(fields, field.upper()) == place, field
    sp = space(EIGHT)
    game = heuristic_kernels._game(sp)[0]
    assert game[fields.PEGS] == 4 and game[fields.COLORS] == 8
    assert game[fields.SOLVED] == sp.solved and len(game[fields.CODES]) == sp.size
