"""Symmetry: the guesses worth scoring after the guesses played so far.

A hole permutation with a colour permutation that fixes every guess played so far maps
the consistent codes onto themselves, so a guess and its image split them alike.  Only
the lowest code (palette order) of each orbit is scored; the overall lowest best guess is
such a representative, so the tie rule picks the same guess as a full scan.  Colours no
guess has used are interchangeable: a code is kept only when they first appear in it in
palette order.
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import numpy as np
    import numpy.typing as npt

    from mmnotation.codes.space import Digits, Indices, Space

MAX_SYMMETRIC_PEGS = 6  # hole permutations are searched up to this many pegs
SWAP_SLICE = 1 << 16  # ``colour_swaps`` reads the candidates this many at a time


History = tuple[tuple[int, ...], ...]


def history_key(guesses: Sequence[Sequence[int]]) -> History:
    """The guesses played so far, as the order-free key that symmetry depends on."""
    return tuple(sorted({tuple(int(x) for x in g) for g in guesses}))


def symmetries(history: History, pegs: int, colors: int) -> list[tuple[tuple[int, ...], list[int]]]:
    """(hole permutation, colour map) pairs other than the identity that fix every guess."""
    out = []
    holes = itertools.permutations(range(pegs)) if pegs <= MAX_SYMMETRIC_PEGS else iter([])
    identity = tuple(range(pegs))
    for sigma in holes:
        pi: dict[int, int] = {}
        ok = True
        for g in history:
            for h in range(pegs):
                a, b = g[h], g[sigma[h]]
                if a < 0 or b < 0:
                    ok = a == b
                elif pi.setdefault(a, b) != b:
                    ok = False
                if not ok:
                    break
            if not ok:
                break
        if not ok or len(set(pi.values())) != len(pi):
            continue
        if sigma == identity and all(a == b for a, b in pi.items()):
            continue
        full = list(range(colors))
        for a, b in pi.items():
            full[a] = b
        out.append((sigma, full))
    return out


def relabel(x: Digits, unused: list[int], colors: int) -> Digits:
    """Each row with its unused colours renamed, in order of first use, to the lowest unused ones."""
    import numpy as np

    m = len(x)
    is_unused = np.zeros(colors, dtype=bool)
    is_unused[unused] = True
    names = np.array(unused, dtype=np.int8)
    mapping = np.full((m, colors), -1, dtype=np.int8)
    nxt = np.zeros(m, dtype=np.intp)
    rows = np.arange(m)
    out = x.copy()
    for h in range(x.shape[1]):
        c = x[:, h].astype(np.intp)
        un = is_unused[c]
        cur = mapping[rows, c]
        new = un & (cur < 0)
        if new.any():
            mapping[rows[new], c[new]] = names[nxt[new]]
            nxt[new] += 1
            cur = mapping[rows, c]
        out[:, h] = np.where(un, cur, c)
    return out


def _first_use_ordered(x: Digits, unused: list[int], colors: int) -> npt.NDArray[np.bool_]:
    """Rows that ``relabel`` leaves alone: their unused colours first appear in palette order,
    each the lowest not yet seen (the rank of an unused colour is at most one more than the
    largest rank before it)."""
    import numpy as np

    rank = np.full(colors, -1, dtype=np.int8)
    rank[unused] = np.arange(len(unused), dtype=np.int8)
    ranks = rank[x]
    top = np.full(len(x), -1, dtype=np.int8)
    ok = np.ones(len(x), dtype=bool)
    for h in range(x.shape[1]):
        r = ranks[:, h]
        ok &= r <= top + 1
        np.maximum(top, r, out=top)
    return ok


def _canonical_compute(sp: Space, history: History) -> Indices:
    used = {c for g in history for c in g if c >= 0}
    unused = [c for c in range(sp.colors) if c not in used]
    group = symmetries(history, sp.pegs, sp.colors)
    if len(unused) < 2 and not group:
        return sp.everything()  # nothing to reduce: the space's one array, not a copy per position
    # a slice of the codes at a time (8x7, all at once: 110 MiB of temporaries over the 9-24 MiB
    # kept, and both threads may make theirs at once)
    return sp.sweep(lambda a, b: _kept(sp, a, b, unused, group))


def _kept(
    sp: Space, a: int, b: int, unused: list[int], group: list[tuple[tuple[int, ...], list[int]]]
) -> Indices:
    """The orbits' lowest codes among the codes ``a`` to ``b`` (``_canonical_compute``)."""
    import numpy as np

    x = sp.codes[a:b]
    idx = np.arange(a, b, dtype=np.intp)
    if len(unused) >= 2:
        idx = idx[_first_use_ordered(x, unused, sp.colors)]
    if group and len(idx):
        x = sp.codes[idx]
        own = sp.full[idx]
        keep = np.ones(len(idx), dtype=bool)
        for sigma, pi in group:
            pmap = np.array(pi, dtype=np.int8)
            y = np.empty_like(x)
            for h in range(sp.pegs):
                y[:, sigma[h]] = pmap[x[:, h]]
            if len(unused) >= 2:
                y = relabel(y, unused, sp.colors)
            keep &= own <= y.astype(np.int64) @ sp.weights
        idx = idx[keep]
    return idx


def canonical_mask(sp: Space, history: History) -> npt.NDArray[np.bool_]:
    """For each code, whether it is the representative of its symmetry orbit after ``history``."""
    import numpy as np

    def make() -> npt.NDArray[np.bool_]:
        kept = canonical(sp, history)
        if kept is sp.everything():
            return sp.all_true()
        mask = np.zeros(sp.size, dtype=bool)
        mask[kept] = True
        return mask

    return sp.cached(("mask", history), make)


def canonical(sp: Space, history: History) -> Indices:
    """The guesses worth scoring after ``history``: the lowest code of each symmetry orbit."""
    return sp.cached(("orbits", history), lambda: _canonical_compute(sp, history))


def colour_swaps(sp: Space, cands: Indices) -> list[tuple[int, int]]:
    """The pairs of colours (a, b), a < b, whose swap in every code of the sorted ``cands``
    gives ``cands`` again (the symmetries of the codes themselves, whatever the guesses played).

    Such a swap gives a guess's classes the sizes of the swapped guess's, so the two cost the
    same, and the first of the two in palette order is the one whose first of the colours a and
    b is a (or that has neither): the first guess of the least cost is such a guess for every
    swap, and a guess whose colours include b but not a need not be scored
    (``strategies.heuristics``, and its compiled twin ``heuristic_kernels._colour_swaps``).
    The candidates are read ``SWAP_SLICE`` at a time: at 8x7 they can be a million codes, and
    their digits as int64 at once took 64 MB, and as much again for each temporary."""
    import numpy as np

    n = len(cands)
    if n == 0:
        return []
    pegs, colors = sp.pegs, sp.colors
    offset = np.arange(pegs, dtype=np.intp) * colors
    flat = np.zeros(pegs * colors, dtype=np.int64)  # how many candidates have each colour in each hole
    for a in range(0, n, SWAP_SLICE):
        digits = sp.codes[cands[a : a + SWAP_SLICE]]
        flat += np.bincount((digits + offset).ravel(), minlength=pegs * colors)
    holes = flat.reshape(pegs, colors)
    full = sp.full[cands]  # the candidates as numbers, sorted
    out = []
    for a in range(colors):
        for b in range(a + 1, colors):
            if np.array_equal(holes[:, a], holes[:, b]) and _swap_keeps(sp, cands, full, a, b):
                out.append((a, b))
    return out


def _swap_keeps(sp: Space, cands: Indices, full: npt.NDArray[np.int64], a: int, b: int) -> bool:
    """Whether swapping colours ``a`` and ``b`` in every code of the sorted ``cands`` (``full``:
    them as numbers) gives them again."""
    import numpy as np

    swap = np.arange(sp.colors, dtype=np.int64)
    swap[a], swap[b] = b, a
    for start in range(0, len(cands), SWAP_SLICE):
        images = swap[sp.codes[cands[start : start + SWAP_SLICE]]] @ sp.weights
        at = np.searchsorted(full, images)
        if at.max() >= len(full) or not np.array_equal(full[at], images):
            return False
    return True
