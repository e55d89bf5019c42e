"""The opening guess of a game, from its few opening patterns, without listing the codes.

Before any clue every colour is interchangeable and so is every hole, so a guess splits the
codes exactly as any guess with the same colour counts does: the candidates for the first
guess are one per partition of the pegs into colour counts (``1111``, ``1112``, ``1122``,
``1123``, ``1234`` for 4 pegs), each written as its lowest code (the most used colour first).
Each pattern's split of all the codes is counted by a small dynamic programme over the holes,
whose state is, for each colour of the guess, how often the secret has used it so far (capped
at the guess's own count: only ``min(guess, secret)`` matters) and the blacks so far; the
colours the guess does not use are counted together.  So a game of 10^7 codes or more is
opened in milliseconds, and the choice is the one a full scan makes (the tie rule's palette
order among the patterns is the order of their lowest codes; every guess is consistent).
"""

from __future__ import annotations

import functools
from collections.abc import Iterator
from typing import TYPE_CHECKING

from mmnotation.codes.score import code_count, pack

if TYPE_CHECKING:
    from mmnotation.strategies.table import Rule


def patterns(pegs: int, colors: int) -> list[tuple[int, ...]]:
    """The partitions of ``pegs`` into at most ``colors`` parts, largest part first."""

    def parts(rest: int, top: int, room: int) -> Iterator[tuple[int, ...]]:
        if rest == 0:
            yield ()
            return
        if room == 0:
            return
        for first in range(min(rest, top), 0, -1):
            for tail in parts(rest - first, first, room - 1):
                yield (first, *tail)

    return list(parts(pegs, pegs, colors))


def pattern_code(pattern: tuple[int, ...]) -> tuple[int, ...]:
    """The lowest code with these colour counts: colour 0 ``pattern[0]`` times, then colour 1..."""
    return tuple(c for c, k in enumerate(pattern) for _ in range(k))


@functools.lru_cache(maxsize=256)
def split(pegs: int, colors: int, repeats: bool, pattern: tuple[int, ...]) -> tuple[int, ...]:
    """How many codes of the game give each packed feedback (``score.pack``) to the pattern's
    lowest code (a tuple indexed by the packed feedback; exact integers): the rule of
    ``score.score_indices`` counted hole by hole (tests/test_scoring_places.py checks it)."""
    import numpy as np

    guess = pattern_code(pattern)
    k = len(pattern)
    others = colors - k
    # state axes: capped count of each guess colour, blacks so far, (no repeats) other colours used
    used_axis = 1 if repeats else pegs + 1
    shape = (*(g + 1 for g in pattern), pegs + 1, used_axis)
    state = np.zeros(shape, dtype=object if colors**pegs >= 1 << 62 else np.int64)
    state[(0,) * (k + 2)] = 1
    for h in range(pegs):
        new = np.zeros_like(state)
        for x in range(k):
            cap = pattern[x]
            black = 1 if guess[h] == x else 0
            src = state
            if not repeats:  # a colour used once cannot come back
                take = [slice(None)] * len(shape)
                take[x] = slice(0, 1)
                src = np.zeros_like(state)
                src[tuple(take)] = state[tuple(take)]
            # count of colour x goes up by one (capped), blacks by ``black``
            lo = [slice(None)] * len(shape)
            hi = [slice(None)] * len(shape)
            lo[x], hi[x] = slice(0, cap), slice(1, cap + 1)
            lo[k], hi[k] = slice(0, pegs + 1 - black), slice(black, pegs + 1)
            new[tuple(hi)] += src[tuple(lo)]
            top = [slice(None)] * len(shape)
            top_to = [slice(None)] * len(shape)
            top[x], top_to[x] = slice(cap, cap + 1), slice(cap, cap + 1)
            top[k], top_to[k] = slice(0, pegs + 1 - black), slice(black, pegs + 1)
            new[tuple(top_to)] += src[tuple(top)]
        if others > 0:
            if repeats:
                new += state * others
            else:
                for u in range(pegs):
                    free = others - u
                    if free > 0:
                        new[..., u + 1] += state[..., u] * free
        state = new
    out = [0] * (pegs * (pegs + 1) + 1)
    for index in zip(*np.nonzero(state), strict=True):
        common = sum(int(i) for i in index[:k])
        black = int(index[k])
        out[pack(black, common - black, pegs)] += int(state[index])
    return tuple(out)


def opening(
    pegs: int, colors: int, repeats: bool, rule: Rule
) -> tuple[tuple[int, ...], float, tuple[int, ...]]:
    """(guess digits, cost, split) of the opening a scored strategy (its ``rule``) plays.

    Ties (within the rule's ``eps``: entropy's) go to the lowest code, as in a full scan.
    """
    if repeats:
        codes = sorted(pattern_code(p) for p in patterns(pegs, colors))
        choices = [(code, _pattern_of(code)) for code in codes]
    else:
        choices = [(tuple(range(pegs)), (1,) * pegs)]
    best: tuple[tuple[int, ...], float, tuple[int, ...]] | None = None
    size = code_count(pegs, colors, repeats)
    eps = rule.eps(size)
    for code, pattern in choices:
        counts = split(pegs, colors, repeats, pattern)
        value = rule.cost([n for n in counts if n], size)
        if best is None or value < best[1] - eps:
            best = (code, value, counts)
    assert best is not None
    return best


def _pattern_of(code: tuple[int, ...]) -> tuple[int, ...]:
    counts: dict[int, int] = {}
    for c in code:
        counts[c] = counts.get(c, 0) + 1
    return tuple(counts[c] for c in sorted(counts))
