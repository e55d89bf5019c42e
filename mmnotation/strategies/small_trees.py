"""A scored heuristic played over a whole small subtree in one compiled call.

Below ``SYMMETRY_FROM`` candidates (in a game of at least ``SYMMETRY_SMALL_SPACE`` codes) the
heuristics scan every guess, without symmetry: ``subtree`` plays such a node and every node below
it, choosing each guess as ``heuristics.heuristic_choice`` does (the same scans, by the same
compiled kernels, with the same bounds and class floors: the same guesses), and returns how many
secrets take how many turns.  Most nodes of a game are small: played one at a time from Python
they cost more in the calls around the scans than in the scans (docs/performance.md, "Small
subtrees").  None when numba is missing or off; the caller then plays the nodes one by one.
"""

from __future__ import annotations

import functools
import types
from typing import TYPE_CHECKING, Any

from mmnotation.codes.compiled import PLAIN_KERNELS, compiled_with, setting, wanted
from mmnotation.codes.space import Space, kernel_tables_of, space
from mmnotation.model import Game
from mmnotation.strategies.heuristics import ENTROPY_EPS, SYMMETRY_FROM, SYMMETRY_SMALL_SPACE, nlogn_table
from mmnotation.strategies.recommendation import Strategy

if TYPE_CHECKING:
    import numpy as np
    import numpy.typing as npt

    from mmnotation.codes.space import Indices

MODES = {Strategy.MINIMAX: 0, Strategy.EXPECTED: 1, Strategy.ENTROPY: 2, Strategy.PARTS: 3}
"""The strategies played here, by the cost kernel's mode (0: minimax, by its own kernels)."""


def small(sp: Space, strategy: Strategy, n: int) -> bool:
    """Whether a node of ``n`` candidates is played here (when the kernel loads)."""
    return strategy in MODES and n < SYMMETRY_FROM and sp.size >= SYMMETRY_SMALL_SPACE and wanted(sp.size)


def load(sp: Space, strategy: Strategy) -> None:
    """Load the kernel now when nodes of ``sp`` will be played here: once in the parent process,
    not once in each worker."""
    if small(sp, strategy, 0):
        _kernel()


def subtree(sp: Space, strategy: Strategy, cands: Indices, depth: int) -> npt.NDArray[np.int64] | None:
    """Secrets by turns (index: turns) over the subtree of the sorted candidates ``cands``, whose
    guess is turn ``depth``; None when the compiled kernel is not at hand."""
    import numpy as np

    kernel = _kernel()
    if kernel is None:
        return None
    out: npt.NDArray[np.int64] = kernel(
        np.ascontiguousarray(cands, dtype=np.int64), depth, MODES[strategy], *_arrays(sp)
    )
    return out


@functools.lru_cache(maxsize=4)
def _arrays(sp: Space) -> tuple[Any, ...]:
    """The space's arrays and numbers as the kernel takes them."""
    import numpy as np

    kt = kernel_tables_of(sp)
    heights = np.array([t.shape[0] for _, t in sp.features], dtype=np.int64)
    offsets = np.array(kt.offsets, dtype=np.int64)
    tables = sp.multisets()
    if tables is None:  # too many multisets: no class floors (as heuristics._class_floor)
        multiset, common = np.zeros(sp.size, dtype=np.int32), np.zeros((0, 0), dtype=np.uint8)
    else:
        multiset, common = tables
    mask = sp.colormask if sp.colormask is not None else np.zeros(0, dtype=np.int64)
    nlogn = np.zeros((SYMMETRY_FROM + 1, SYMMETRY_FROM + 1), dtype=np.float64)
    for n in range(SYMMETRY_FROM + 1):
        nlogn[n, : n + 1] = nlogn_table(n)  # numpy's log2, as the scans from Python use
    codes = np.arange(sp.size, dtype=np.int64)
    arrays = (kt.fidx, kt.tables, kt.grow, heights, offsets, kt.valid, multiset, common, mask, nlogn, codes)
    every = (1 << sp.colors) - 1 if sp.colors <= 62 else 0
    numbers = (sp.pegs, every, sp.colors, sp.npacked, sp.solved)
    return (*(np.ascontiguousarray(a) for a in arrays), *numbers, ENTROPY_EPS)


@functools.cache
def _kernel() -> Any:
    """The compiled ``_subtree`` (from numba's cache when it holds it), or None."""
    if setting() == "0":
        return None
    return compiled_with(_build, _warm)


def _build(jit: Any) -> Any:
    """``_subtree`` and its helpers with their own globals: numpy, each other, and the scan
    kernels of ``codes.compiled`` (their own copies, compiled into this one: loading it from
    numba's cache loads none of them)."""
    import numpy as np

    direct, rows, cost = PLAIN_KERNELS
    names: dict[str, Any] = {
        "__name__": __name__,  # numba's cache finds the module by it
        "np": np,
        "direct_scan": jit(direct),
        "rows_scan": jit(rows),
        "cost_scan": jit(cost),
    }
    for helper in (_columns, _floors, _spread, _bounds, _scan, _guesses, _choose):
        names[helper.__name__] = jit(types.FunctionType(helper.__code__, names, helper.__name__))
    return jit(types.FunctionType(_subtree.__code__, names, "_subtree"))


def _warm(kernel: Any) -> None:
    """Compile (or load from the cache) with the argument types ``subtree`` passes."""
    import numpy as np

    kernel(np.arange(1, dtype=np.int64), 1, 0, *_arrays(space(Game(2, tuple("12")))))


# ------------------------------------------------------------- compiled by numba (plain Python)
def _columns(
    tables: Any, fidx: Any, heights: Any, offsets: Any, cands: Any
) -> Any:  # pragma: no cover - compiled by numba, checked through the tests
    """``Space.columns``: every row of every feature table at the columns of ``cands``."""
    n = len(cands)
    out = np.empty((offsets[-1] + heights[-1], n), dtype=np.uint8)
    for f in range(len(heights)):
        for r in range(heights[f]):
            for j in range(n):
                out[offsets[f] + r, j] = tables[f, r, fidx[f, cands[j]]]
    return out


def _floors(
    multiset: Any, common: Any, cands: Any, pegs: int, mode: int, nlogn: Any, eps_n: float
) -> tuple[Any, Any]:  # pragma: no cover - compiled by numba, checked through the tests
    """``heuristics._class_floor``: (floors for minimax, floors for the other modes) by multiset."""
    m = common.shape[0]
    n = len(cands)
    weight = np.zeros(m, dtype=np.int64)
    for j in range(n):
        weight[multiset[cands[j]]] += 1
    present = np.flatnonzero(weight)
    size = np.zeros(pegs + 1, dtype=np.int64)
    whole = np.zeros(m if mode == 0 else 0, dtype=np.int32)
    real = np.zeros(0 if mode == 0 else m, dtype=np.float64)
    for a in range(m):
        size[:] = 0
        for b in present:
            size[common[a, b]] += weight[b]
        most = 0
        total = 0
        acc = 0.0
        for k in range(pegs + 1):
            classes = k + 1 if k < pegs else pegs
            even = size[k] // classes
            extra = size[k] - even * classes
            if mode == 0:
                most = max(most, even + (1 if extra > 0 else 0))
            elif mode == 1:
                total += extra * (even + 1) ** 2 + (classes - extra) * even**2
            elif mode == 2:
                acc += extra * nlogn[min(even + 1, n)] + (classes - extra) * nlogn[even]
            else:
                total -= min(size[k], classes)
        if mode == 0:
            whole[a] = most
        elif mode == 2:
            real[a] = acc - eps_n
        else:
            real[a] = float(total)
    return whole, real


def _spread(n: int, classes: int, mode: int, nlogn: Any) -> float:  # pragma: no cover - numba
    """``heuristics._spread`` for the sum of squares (mode 1) or of n·log2(n) (mode 2)."""
    if n <= 0:
        return 0.0
    q, extra = divmod(n, classes)
    if mode == 1:
        high, low = float((q + 1) * (q + 1)), float(q * q)
    else:
        high, low = nlogn[q + 1] if extra else 0.0, nlogn[q]
    return (extra * high if extra else 0.0) + (classes - extra) * low


def _bounds(mode: int, n: int, rest: int, nlogn: Any) -> tuple[float, float]:  # pragma: no cover
    """``heuristics._bounds``: (least cost of a consistent guess, least cost of any other)."""
    if mode == 0:
        return max(1.0, float(-(-(n - 1) // rest))), float(-(-n // rest))
    if mode == 1:
        return 1.0 + _spread(n - 1, rest, 1, nlogn), _spread(n, rest, 1, nlogn)
    if mode == 2:
        return _spread(n - 1, rest, 2, nlogn), _spread(n, rest, 2, nlogn)
    return -float(min(n, rest + 1)), -float(min(n, rest))


def _scan(
    guesses: Any,
    cands: Any,
    beat: float,
    stop: float,
    eps: float,
    mode: int,
    whole: Any,
    real: Any,
    tables: Any,
    fidx: Any,
    grow: Any,
    heights: Any,
    offsets: Any,
    valid: Any,
    multiset: Any,
    nlogn: Any,
    npacked: int,
) -> tuple[float, int]:  # pragma: no cover - compiled by numba, checked through the tests
    """One scan of ``heuristics._best``, by the same kernel with the same arguments: (cost, first
    guess with it) below ``beat``, the guess -1 when none is; ``whole`` (minimax) or ``real``
    are the class floors (empty: none)."""
    n = len(cands)
    nf = len(heights)
    if len(guesses) == 0:
        return beat, -1
    by_rows = len(guesses) * 4 >= offsets[-1] + heights[-1]
    counts = np.zeros(npacked, dtype=np.int32)
    packed = np.empty(n, dtype=np.uint8)
    if by_rows:
        cols = _columns(tables, fidx, heights, offsets, cands)
        cf = np.zeros((1, 1), dtype=np.int32)
    else:
        cols = np.zeros((1, 1), dtype=np.uint8)
        cf = np.empty((nf, n), dtype=np.int32)
        for f in range(nf):
            for j in range(n):
                cf[f, j] = fidx[f, cands[j]]
    if mode == 0:
        if by_rows:
            most, guess = rows_scan(  # type: ignore[name-defined]  # noqa: F821
                cols, grow, guesses, valid, int(beat), int(stop), packed, counts, multiset, whole
            )
        else:
            rows = np.empty(nf, dtype=np.int32)
            most, guess = direct_scan(  # type: ignore[name-defined]  # noqa: F821
                fidx, tables, guesses, cands, int(beat), int(stop), counts, cf, rows, multiset, whole
            )
        return float(most), guess
    order = valid.copy()
    return cost_scan(  # type: ignore[name-defined,no-any-return]  # noqa: F821
        cols, grow, cf, tables, fidx, not by_rows, guesses, order, mode, beat, stop, eps, nlogn, packed,
        counts, multiset, real,
    )  # fmt: skip


def _guesses(
    cands: Any, mode: int, mask: Any, every: int, colors: int, pegs: int, codes: Any
) -> Any:  # pragma: no cover - compiled by numba, checked through the tests
    """The guesses a node scans after its candidates, in palette order: with repeats, when two
    colours or more are absent from every candidate, the codes of the present colours and the
    lowest absent one (``heuristics._merge_absent``), listed directly (a code's index is its
    colours as a number in base ``colors``); else every code (``codes``).  Without the
    candidates themselves but at minimax (``mode`` 0), as ``heuristic_choice`` scans them."""
    n = len(cands)
    allowed = -1
    if len(mask) > 0:
        present = 0
        for j in range(n):
            present |= mask[cands[j]]
        absent = every & ~present
        if absent & (absent - 1) != 0:
            allowed = present | (absent & -absent)
    if allowed < 0:
        if mode == 0:
            return codes
        out = np.empty(len(codes), dtype=np.int64)
        m, ci = 0, 0
        for i in range(len(codes)):
            if ci < n and cands[ci] == codes[i]:
                ci += 1
                continue
            out[m] = codes[i]
            m += 1
        return out[:m]
    digits = np.array([d for d in range(colors) if (allowed >> d) & 1], dtype=np.int64)
    k = len(digits)
    total = k**pegs
    out = np.empty(total, dtype=np.int64)
    place = np.zeros(pegs, dtype=np.int64)
    m, ci = 0, 0
    for _ in range(total):
        index = 0
        for h in range(pegs):
            index = index * colors + digits[place[h]]
        while ci < n and cands[ci] < index:
            ci += 1
        if mode == 0 or ci >= n or cands[ci] != index:
            out[m] = index
            m += 1
        h = pegs - 1
        while h >= 0:
            place[h] += 1
            if place[h] < k:
                break
            place[h] = 0
            h -= 1
    return out[:m]


def _choose(
    cands: Any,
    mode: int,
    tables: Any,
    fidx: Any,
    grow: Any,
    heights: Any,
    offsets: Any,
    valid: Any,
    multiset: Any,
    common: Any,
    mask: Any,
    nlogn: Any,
    codes: Any,
    pegs: int,
    every: int,
    colors: int,
    npacked: int,
    eps1: float,
) -> int:  # pragma: no cover - compiled by numba, checked through the tests
    """``heuristics.heuristic_choice`` at a node of 3 to ``SYMMETRY_FROM - 1`` candidates, with no
    symmetry (as there); ``every`` has a bit for each colour."""
    n = len(cands)
    table = nlogn[n]  # n·log2(n) up to n
    eps = eps1 * n if mode == 2 else 0.0
    rest = (pegs + 1) * (pegs + 2) // 2 - 2  # answers but all black ((pegs-1, 1) cannot happen)
    stop_in, stop_out = _bounds(mode, n, rest, table)
    beat_in = float(n + 1) if mode == 0 else np.inf
    whole = np.zeros(0, dtype=np.int32)
    real = np.zeros(0, dtype=np.float64)
    common_args = (tables, fidx, grow, heights, offsets, valid, multiset, table, npacked)
    best_in, guess_in = _scan(cands, cands, beat_in, stop_in, eps, mode, whole, real, *common_args)
    if best_in <= stop_out + eps:
        return guess_in
    if common.shape[0] > 0:  # the class floors (heuristics._class_floor)
        whole, real = _floors(multiset, common, cands, pegs, mode, table, eps1 * n)
        least = float(whole.min()) if mode == 0 else real.min()
        stop_out = max(stop_out, least)
        if best_in <= stop_out + eps:
            return guess_in
    others = _guesses(cands, mode, mask, every, colors, pegs, codes)
    best_out, guess_out = _scan(others, cands, best_in, stop_out, eps, mode, whole, real, *common_args)
    if guess_out >= 0 and best_out < best_in - eps:
        return guess_out
    return guess_in


def _subtree(
    cands: Any,
    depth: int,
    mode: int,
    fidx: Any,
    tables: Any,
    grow: Any,
    heights: Any,
    offsets: Any,
    valid: Any,
    multiset: Any,
    common: Any,
    mask: Any,
    nlogn: Any,
    codes: Any,
    pegs: int,
    every: int,
    colors: int,
    npacked: int,
    solved: int,
    eps1: float,
) -> Any:  # pragma: no cover - compiled by numba, checked through the tests
    """Secrets by turns over the subtree of ``cands`` (guessed at turn ``depth``), as
    ``stats.player.Player.tree`` plays it: one code takes this turn, two this and the next."""
    dist = np.zeros(depth + len(cands) + 2, dtype=np.int64)
    stack = [(cands, depth)]
    while len(stack) > 0:
        node, d = stack.pop()
        n = len(node)
        if n == 1:
            dist[d] += 1
            continue
        if n == 2:
            dist[d] += 1
            dist[d + 1] += 1
            continue
        g = _choose(
            node, mode, tables, fidx, grow, heights, offsets, valid, multiset, common, mask, nlogn, codes,
            pegs, every, colors, npacked, eps1,
        )  # fmt: skip
        packed = np.zeros(n, dtype=np.int64)
        for f in range(len(heights)):
            r = fidx[f, g]
            for j in range(n):
                packed[j] += tables[f, r, fidx[f, node[j]]]
        for v in range(npacked):
            group = node[packed == v]
            if len(group) == 0:
                continue
            if v == solved:
                dist[d] += 1
            else:
                stack.append((group, d + 1))
    return dist
