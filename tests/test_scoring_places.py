"""Every place that scores a guess against codes agrees with the one definition of the rule.

The definition is ``mmnotation.codes.score.score_indices`` (black: the holes alike; white: the
sum over colours of the least of the two counts, less black), packed by ``score.pack``.  Its
twins, written for speed, are each held to it here on random games (1 to 9 pegs, 1 to 12
colours, with and without repeats): the numpy scorer of one guess against many codes, the
code space's tables, the engine's black and total, the openings' counting by pattern, the
deduction's walk, and the compiled kernels (minimax's two scans, the cost scan of every other
mode, the whole compiled choice with its scan in words).  And each check is shown to be able to
fail: with a wrong definition (three mutants), every place disagrees with it.
"""

from __future__ import annotations

import itertools
from collections import Counter
from collections.abc import Callable, Sequence

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from mmnotation import Clue, Feedback, Game, Sheet
from mmnotation.codes import score as score_module
from mmnotation.codes.compiled import cost_kernel, kernels
from mmnotation.codes.score import color_counts, feedback_many, index_codes, pack
from mmnotation.codes.space import Space, space
from mmnotation.engine.plan import black_total
from mmnotation.engine.walk import consistent_array
from mmnotation.strategies import heuristic_kernels, heuristics
from mmnotation.strategies.opening import pattern_code, patterns, split
from mmnotation.strategies.table import SCORED, Strategy

Rule = Callable[[Sequence[int], Sequence[int]], tuple[int, int]]
DEFINITION: Rule = score_module.score_indices
HELD = 4_096  # games of at most this many codes are held whole for the space's places


def _white_by_max(guess: Sequence[int], secret: Sequence[int]) -> tuple[int, int]:
    """A mutant: colours in common counted by the larger count."""
    black = sum(1 for a, b in zip(guess, secret, strict=True) if a == b)
    g, s = Counter(guess), Counter(secret)
    return black, min(len(guess), sum(max(n, s[c]) for c, n in g.items() if s[c])) - black


def _last_hole_blind(guess: Sequence[int], secret: Sequence[int]) -> tuple[int, int]:
    """A mutant: the last hole never scores black (its colour still counts white)."""
    black, white = DEFINITION(guess, secret)
    if len(guess) > 1 and guess[-1] == secret[-1]:
        return black - 1, white + 1
    return black, white


def _white_as_total(guess: Sequence[int], secret: Sequence[int]) -> tuple[int, int]:
    """A mutant: white counts the colours in common, black ones included."""
    black, white = DEFINITION(guess, secret)
    return black, min(white + black, len(guess) - black)


MUTANTS = [_white_by_max, _last_hole_blind, _white_as_total]


def _packed(rule: Rule, guesses: np.ndarray, codes: np.ndarray, pegs: int) -> np.ndarray:
    """The definition's packed feedback of each guess (rows) against each code (columns)."""
    out = np.empty((len(guesses), len(codes)), dtype=np.int64)
    for i, g in enumerate(guesses.tolist()):
        for j, c in enumerate(codes.tolist()):
            out[i, j] = pack(*rule(g, c), pegs)
    return out


def _random_codes(rng: np.random.Generator, pegs: int, colors: int, repeats: bool, k: int) -> np.ndarray:
    if repeats:
        return rng.integers(0, colors, size=(k, pegs)).astype(np.int8)
    return np.array([rng.permutation(colors)[:pegs] for _ in range(k)], dtype=np.int8)


def _games() -> st.SearchStrategy[tuple[int, int, bool]]:
    return st.tuples(st.integers(1, 9), st.integers(1, 12), st.booleans()).filter(
        lambda g: g[2] or g[1] >= g[0]
    )


def _places(rule: Rule, pegs: int, colors: int, repeats: bool, seed: int) -> dict[str, bool]:
    """Whether each place agrees with ``rule`` on a random draw of guesses and codes of the game."""
    rng = np.random.default_rng(seed)
    out: dict[str, bool] = {}
    guesses = _random_codes(rng, pegs, colors, repeats, 4)
    codes = _random_codes(rng, pegs, colors, repeats, 60)
    want = _packed(rule, guesses, codes, pegs)
    counts = color_counts(codes, colors)
    out["score.feedback_many"] = all(
        np.array_equal(feedback_many(g, codes, counts, pegs), want[i]) for i, g in enumerate(guesses.tolist())
    )
    agree = True
    for i, g in enumerate(guesses):
        black, total = black_total(codes.T.copy(), counts.T.copy(), g, color_counts(g[None, :], colors)[0])
        agree &= np.array_equal(pack(black.astype(np.int64), (total - black).astype(np.int64), pegs), want[i])
    out["engine.plan.black_total"] = agree
    game = Game(pegs, tuple("0123456789AB"[:colors]), repeats)
    if game.size > HELD:
        return out
    sp = space(game)
    every = index_codes(pegs, colors, repeats)
    g_idx = sp.indices(guesses)
    c_idx = np.unique(sp.indices(codes))
    table = _packed(rule, guesses, every[c_idx], pegs)
    out["codes.space.Space.packed"] = np.array_equal(sp.packed(g_idx, c_idx).astype(np.int64), table)
    out["deduction's walk"] = _walk_agrees(rule, game, every, guesses[0], want[0][0], pegs)
    if pegs <= 6 and game.size <= 5000:
        out["strategies.opening.split"] = _opening_agrees(rule, pegs, colors, repeats, every)
    if kernels() is not None and cost_kernel() is not None and heuristic_kernels._kernels() is not None:
        out.update(_compiled_agree(rule, sp, every, rng))
    return out


def _walk_agrees(
    rule: Rule, game: Game, every: np.ndarray, guess: np.ndarray, packed: int, pegs: int
) -> bool:
    black, white = divmod(int(packed), pegs + 1)
    clue = Clue(game.code(guess.tolist()), Feedback(black, white))
    found = consistent_array(Sheet(game, (clue,)))
    want = [c for c in every.tolist() if rule(guess.tolist(), c) == (black, white)]
    return bool(found.tolist() == want)


def _opening_agrees(rule: Rule, pegs: int, colors: int, repeats: bool, every: np.ndarray) -> bool:
    shapes = patterns(pegs, colors) if repeats else [(1,) * pegs]
    for shape in shapes:
        guess = list(pattern_code(shape))
        sizes = Counter(pack(*rule(guess, c), pegs) for c in every.tolist())
        counted = split(pegs, colors, repeats, shape)
        if any(counted[k] != sizes.get(k, 0) for k in range(len(counted))):
            return False
    return True


def _compiled_agree(rule: Rule, sp: Space, every: np.ndarray, rng: np.random.Generator) -> dict[str, bool]:
    """The kernels' best cost over a few guesses (both minimax scans, the cost scan of each mode)
    and the compiled choice over every guess, against the costs of the definition's classes."""
    out: dict[str, bool] = {}
    size = sp.size
    pegs = every.shape[1]
    for n in sorted({min(size, k) for k in (3, 12, 40)}):
        cands = np.sort(rng.choice(size, size=n, replace=False)).astype(np.intp)
        guesses = np.sort(rng.choice(size, size=min(size, 25), replace=False)).astype(np.intp)
        rows = _packed(rule, every[guesses], every[cands], pegs)
        counts = np.stack([np.bincount(r, minlength=pegs * (pegs + 1) + 1) for r in rows])
        for strategy in SCORED:
            rule_of = strategy.rule
            costs = rule_of.costs(counts, n)
            eps = rule_of.eps(n) + 1e-9
            job = heuristics._Scan(
                sp, cands, strategy, rule_of.eps(n), None, guesses,
                0.0 if rule_of.worst else -np.inf, float(n + 1) if rule_of.worst else np.inf, None,
            )  # fmt: skip
            if rule_of.worst:
                for by_rows in (False, True):
                    with pytest.MonkeyPatch.context() as patch:
                        patch.setattr(heuristics, "_by_rows", lambda *args, rows=by_rows: rows)
                        got = heuristics._scan_kernel(kernels(), job)  # type: ignore[arg-type]
                    name = f"compiled minimax scan ({'rows' if by_rows else 'direct'})"
                    out[name] = out.get(name, True) and got is not None and abs(got[0] - costs.min()) <= eps
            else:
                got = heuristics._scan_cost_kernel(cost_kernel(), job)  # type: ignore[arg-type]
                name = f"compiled cost scan, mode {rule_of.mode}"
                out[name] = out.get(name, True) and got is not None and abs(got[0] - costs.min()) <= eps
        # the whole compiled choice over every guess (a node of at most 16 codes: the scan in words)
        whole = np.arange(size, dtype=np.intp)
        table = _packed(rule, every, every[cands], pegs)
        counts = np.stack([np.bincount(r, minlength=pegs * (pegs + 1) + 1) for r in table])
        for strategy in (Strategy.MINIMAX, Strategy.PARTS):
            chosen = heuristic_kernels.compiled_choice(sp, strategy, cands, cands, whole)
            best = strategy.rule.costs(counts, n).min()
            name = f"compiled choice ({strategy.value}{', in words' if n <= 16 else ''})"
            out[name] = out.get(name, True) and chosen is not None and abs(chosen[0] - best) <= 1e-9
    return out


@given(game=_games(), seed=st.integers(0, 2**32 - 1))
@settings(max_examples=40, deadline=None)
def test_every_place_agrees_with_the_definition(game: tuple[int, int, bool], seed: int) -> None:
    results = _places(DEFINITION, *game, seed)
    assert all(results.values()), {place: ok for place, ok in results.items() if not ok}


def test_the_games_drawn_reach_every_place() -> None:
    """The games of the check above include ones that reach each place (a game held whole, with
    compiled kernels where numba is present)."""
    places = _places(DEFINITION, 4, 6, True, 1)
    assert {"score.feedback_many", "engine.plan.black_total", "codes.space.Space.packed"} <= set(places)
    assert {"deduction's walk", "strategies.opening.split"} <= set(places)
    if kernels() is not None:
        assert sum(name.startswith("compiled") for name in places) == 9


@pytest.mark.parametrize("mutant", MUTANTS, ids=lambda m: m.__name__)
def test_a_wrong_definition_fails_every_place(mutant: Rule) -> None:
    """Each place's check can fail: against a mutant of the definition every place disagrees on
    some game (the kernels' best cost only where the mutant changes the least cost, so over a few
    games and seeds)."""
    failed: set[str] = set()
    seen: set[str] = set()
    games = [(4, 6, True), (3, 5, True), (4, 7, False)]
    for (pegs, colors, repeats), seed in itertools.product(games, range(4)):
        for place, ok in _places(mutant, pegs, colors, repeats, seed).items():
            seen.add(place)
            if not ok:
                failed.add(place)
    assert failed == seen, sorted(seen - failed)
