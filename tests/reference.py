"""A tiny, obviously correct brute-force reference for the deduction engine.

Everything here is written independently of mmnotation's engine and scoring:
every code of the game is tried, feedback is computed from its definition, and
an unknown peg ``?`` is handled by trying every colour assignment.
"""

from __future__ import annotations

import functools
import itertools
import math
from collections import Counter
from collections.abc import Sequence
from typing import Any

import numpy as np


def brute_score(guess: str, secret: str) -> tuple[int, int]:
    """(black, white) of a guess without ``?``; ``_`` matches nothing."""
    black = sum(1 for g, s in zip(guess, secret, strict=True) if g == s and g != "_")
    total = 0
    for color in set(guess) - {"_"}:
        total += min(guess.count(color), secret.count(color))
    return black, total - black


def brute_codes(game: Any) -> list[str]:
    """Every code of the game in palette order (first hole most significant)."""
    return list(_codes(game))


@functools.cache
def _codes(game: Any) -> tuple[str, ...]:
    out = []
    for combo in itertools.product(game.colors, repeat=game.pegs):
        if not game.repeats and len(set(combo)) < len(combo):
            continue
        out.append("".join(combo))
    return tuple(out)


def brute_feedbacks(guess: str, code: str, colors: Any) -> set[tuple[int, int]]:
    """Every (black, white) some colouring of the ``?`` holes of ``guess`` gives against ``code``."""
    holes = [i for i, ch in enumerate(guess) if ch == "?"]
    out = set()
    for combo in itertools.product(colors, repeat=len(holes)):
        g = list(guess)
        for i, ch in zip(holes, combo, strict=True):
            g[i] = ch
        out.add(brute_score("".join(g), code))
    return out


def brute_holds(clue: Any, code: str, game: Any) -> bool:
    """True when the complete code satisfies the clue (some colouring of its ``?`` fits)."""
    b, w = clue.feedback.black, clue.feedback.white
    for black, white in brute_feedbacks(clue.guess.symbols, code, game.colors):
        if (b is None or b == black) and (w is None or w == white):
            return True
    return False


def brute_consistent(sheet: Any) -> list[str]:
    """Every code satisfying every clue of the sheet, in palette order."""
    return [
        code
        for code in brute_codes(sheet.game)
        if all(brute_holds(clue, code, sheet.game) for clue in sheet.clues)
    ]


def brute_positions(codes: list[str], game: Any) -> tuple[tuple[str, ...], ...]:
    """Per hole, the colours some code uses there, palette order."""
    return tuple(
        tuple(c for c in game.colors if any(code[h] == c for code in codes)) for h in range(game.pegs)
    )


def brute_clues_consistent(game: Any, clues: Sequence[tuple[str, int | None, int | None]]) -> list[str]:
    """Every code fitting clues given as (guess, black, white) (None: not given), palette order."""
    return [
        code
        for code in brute_codes(game)
        if all(
            any(
                (b is None or b == black) and (w is None or w == white)
                for black, white in brute_feedbacks(g, code, game.colors)
            )
            for g, b, w in clues
        )
    ]


# --- the brute-force chooser: every guess scored, ties broken as docs/cli.md says ---


def ref_cost(strategy: str, sizes: list[int]) -> float:
    """A strategy's cost of a split into classes of ``sizes``; lower is better."""
    if strategy == "minimax":
        return max(sizes)
    if strategy == "expected":
        return sum(n * n for n in sizes)
    if strategy == "entropy":
        return sum(n * math.log2(n) for n in sizes)
    return -len(sizes)


def ref_sizes(game: Any, cands: list[str]) -> list[tuple[str, list[int]]]:
    """Each guess of the game, in palette order, with the sizes of its feedback classes.

    The same definition as ``brute_score``, written for numpy arrays: black where the symbols
    are equal, the total of right colours as the sum over colours of the least of the two
    counts (``test_reference.py`` checks the two agree); fast enough to score every guess of
    a game of thousands of codes at each node of a test.
    """
    guesses = brute_codes(game)
    counts = _class_counts(game, cands)
    return [(guess, [int(n) for n in row[row > 0]]) for guess, row in zip(guesses, counts, strict=True)]


def ref_costs(game: Any, cands: list[str], strategy: str) -> list[float]:
    """``ref_cost`` of every guess of the game, in palette order, from the class sizes counted
    with numpy (``test_reference.py`` checks them against ``ref_cost`` of ``ref_sizes``)."""
    counts = _class_counts(game, cands).astype(np.float64)
    if strategy == "minimax":
        costs = counts.max(axis=1)
    elif strategy == "expected":
        costs = (counts * counts).sum(axis=1)
    elif strategy == "entropy":
        costs = (counts * np.log2(np.where(counts > 0, counts, 1))).sum(axis=1)
    else:
        costs = -(counts > 0).sum(axis=1)
    return [float(c) for c in costs]


def _class_counts(game: Any, cands: list[str]) -> np.ndarray:
    """How many candidates give each feedback to each guess of the game: a row a guess, a
    column a feedback (black * (pegs + 1) + white)."""
    guesses = brute_codes(game)
    side = game.pegs + 1
    if not cands:
        return np.zeros((len(guesses), side * side), dtype=np.int64)
    g, c = _indices(game, tuple(guesses)), _indices(game, tuple(cands))
    black = (g[:, None, :] == c[None, :, :]).sum(axis=2)
    colours = np.arange(len(game.colors))
    g_counts = (g[:, :, None] == colours).sum(axis=1)
    c_counts = (c[:, :, None] == colours).sum(axis=1)
    total = np.minimum(g_counts[:, None, :], c_counts[None, :, :]).sum(axis=2)
    keys = black * side + (total - black) + np.arange(len(guesses))[:, None] * side * side
    return np.bincount(keys.ravel(), minlength=len(guesses) * side * side).reshape(len(guesses), -1)


@functools.cache
def _indices(game: Any, codes: tuple[str, ...]) -> np.ndarray:
    """Each code's symbols as their places in the palette, a row a code."""
    place = {symbol: i for i, symbol in enumerate(game.colors)}
    return np.array([[place[s] for s in code] for code in codes], dtype=np.int16).reshape(
        len(codes), game.pegs
    )


def ref_choose(
    game: Any, cands: list[str], strategy: str, sizes: list[tuple[str, list[int]]] | None = None
) -> tuple[str, float]:
    """The tie rule, literally: lowest cost, then a guess that could be the code, then palette order."""
    if strategy == "first":
        return cands[0], 0
    best: tuple[float, bool, int] | None = None
    chosen = ""
    members = set(cands)
    scored = (
        [(guess, ref_cost(strategy, split)) for guess, split in sizes]
        if sizes is not None
        else list(zip(brute_codes(game), ref_costs(game, cands, strategy), strict=True))
    )
    for order, (guess, cost) in enumerate(scored):
        key = (cost, guess not in members, order)
        if best is None or (cost < best[0] - 1e-9) or (abs(cost - best[0]) <= 1e-9 and key[1:] < best[1:]):
            best, chosen = key, guess
    assert best is not None
    return chosen, best[0]


def ref_partition(guess: str, cands: list[str]) -> dict[str, int]:
    """How many candidates give each feedback to ``guess``, keyed 'black white', best first."""
    counts = Counter(brute_score(guess, s) for s in cands)
    return {f"{b} {w}": n for (b, w), n in sorted(counts.items(), reverse=True)}


def ref_scores(game: Any, guess: str, codes: list[str]) -> list[tuple[int, int]]:
    """``brute_score(guess, code)`` for each code, computed as ``ref_sizes`` does (numpy)."""
    g, c = _indices(game, (guess,)), _indices(game, tuple(codes))
    black = (g == c).sum(axis=1)
    colours = np.arange(len(game.colors))
    total = np.minimum((g[:, :, None] == colours).sum(axis=1), (c[:, :, None] == colours).sum(axis=1)).sum(
        axis=1
    )
    return [(int(b), int(t - b)) for b, t in zip(black, total, strict=True)]
