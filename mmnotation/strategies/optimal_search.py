"""The optimal strategy's search: branch and bound over sets of codes, compiled by numba.

``search`` returns the least total of guesses of a set of codes within a number of turns, or a
bound when that total is not below a given one; ``mmnotation.strategies.optimal`` describes the
bounds, the ordering, the symmetry rules and the memory it uses, and drives it.  The search runs
compiled by numba (``MMNOTATION_NUMBA``, see ``mmnotation.codes.compiled``), else in Python.
"""

from __future__ import annotations

import functools
import types
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from mmnotation.codes.compiled import about_to_load, kernel_cache_dir, setting

if TYPE_CHECKING:
    import numpy as np
    import numpy.typing as npt

    Indices = npt.NDArray[np.intp]
UNBOUNDED = 63  # the depth that stands for "no turn limit" in the search
INF = 1 << 40  # the cost of a set that cannot be solved within the turns left
MEMO_LIMIT = 4_000_000  # entries kept before the memory is cleared (a few hundred MB at most)
GUESS_BITS = 21  # bits of the best guess (plus one) in a memory entry
MAX_MASK_COLORS = 62  # games with more colours search without the colour rules (a bit per colour)


def lower_bounds(n_max: int, answers: int) -> npt.NDArray[np.int64]:
    """``lb[k, d]``: the fewest guesses in all that ``k`` codes need with ``d`` turns left (column
    ``UNBOUNDED``: no limit), when a guess has at most ``answers`` answers other than all black;
    ``INF`` when ``k`` codes cannot all be found in ``d`` turns."""
    import numpy as np

    lb = np.zeros((n_max + 1, UNBOUNDED + 1), dtype=np.int64)
    caps = [0]  # cap[j]: the most codes found within j turns
    width = 1
    while caps[-1] < n_max:
        caps.append(caps[-1] + width)
        width *= max(1, answers)
        if answers <= 1 and len(caps) > n_max + 1:
            break
    for k in range(1, n_max + 1):
        total = sum(max(0, k - c) for c in caps)
        for d in range(UNBOUNDED + 1):
            if d == UNBOUNDED:
                lb[k, d] = total
            else:
                reach = caps[d] if d < len(caps) else n_max
                lb[k, d] = total if k <= reach else INF
    return lb


def _allowed(
    code: npt.NDArray[np.int8], used: int, absent: int, repeats: bool
) -> bool:  # pragma: no cover - compiled by numba, checked through the tests
    """Whether ``code`` is the representative guess of its class of equivalent guesses.

    Colours no code still possible has (``absent``) score nothing: with repeats only the lowest
    of them is used, without, they are used in first-use order from the lowest.  Colours no guess
    so far uses (not in ``used``) are interchangeable: they are used in first-use order too.
    """
    seen = 0
    for h in range(code.shape[0]):
        c = code[h]
        bit = 1 << c
        if absent & bit:
            if repeats:
                if bit != absent & -absent:
                    return False
            elif not seen & bit:
                rest = absent & ~seen
                if bit != rest & -rest:
                    return False
                seen |= bit
        elif not used & bit:
            if not seen & bit:
                rest = ~used & ~absent & ~seen
                if bit != rest & -rest:
                    return False
                seen |= bit
    return True


def _image_smaller(
    code: npt.NDArray[np.int8],
    perm: npt.NDArray[np.int64],
    cmap: npt.NDArray[np.int64],
    used: int,
    absent: int,
    repeats: bool,
    image: npt.NDArray[np.int64],
) -> bool:  # pragma: no cover - compiled by numba, checked through the tests
    """Whether the image of ``code`` under the hole permutation ``perm`` and the colour map
    ``cmap`` (-1: a colour no guess has used yet, left as it is), with its colours then named as
    ``_allowed`` wants them, comes before ``code`` in palette order: then ``code`` is not the
    representative of its class and need not be tried.  ``image`` is scratch space."""
    p = code.shape[0]
    for h in range(p):
        c = code[h]
        image[perm[h]] = cmap[c] if cmap[c] >= 0 else c
    seen = 0
    for h in range(p):
        c = image[h]
        bit = 1 << c
        named = c
        if absent & bit or not used & bit:
            named = -1
            for j in range(h):  # the same colour earlier: the same name
                if image[j] == c:
                    named = image[p + j]
                    break
            if named < 0:
                free = ~used & ~absent & ~seen
                rest = (absent if repeats else absent & ~seen) if absent & bit else free
                low = rest & -rest
                seen |= low
                named = 0
                while low > 1:
                    low >>= 1
                    named += 1
        image[p + h] = named
        if named != code[h]:
            return bool(named < code[h])
    return False


def _restrict(
    perms: npt.NDArray[np.int64], cmaps: npt.NDArray[np.int64], code: npt.NDArray[np.int8]
) -> tuple[npt.NDArray[np.int64], npt.NDArray[np.int64]]:  # pragma: no cover - compiled by numba
    """The hole permutations with colour maps (``perms``, ``cmaps``) that also fix the guess
    ``code``: each map extended to the colours ``code`` uses first (a colour no guess has used
    can only go to another such colour)."""
    k_all, p = perms.shape[0], code.shape[0]
    keep = np.zeros(k_all, dtype=np.bool_)
    maps = cmaps.copy()
    for k in range(k_all):
        ok = True
        for h in range(p):
            a, b = code[h], code[perms[k, h]]
            if maps[k, a] >= 0:
                ok = maps[k, a] == b
            else:
                for c in range(maps.shape[1]):
                    if maps[k, c] == b:  # b is already the image of another colour
                        ok = False
                        break
                if ok:
                    maps[k, a] = b
            if not ok:
                break
        keep[k] = ok
    return perms[keep].copy(), maps[keep].copy()


def _set_key(
    cands: npt.NDArray[np.int64], d: int, z1: Any, z2: Any, zd: Any
) -> tuple[int, int]:  # pragma: no cover - compiled by numba
    """The memory's key of a set searched with ``d`` turns left: two Zobrist hashes of its codes,
    the first mixed with ``d``."""
    h1 = zd[d]
    h2 = cands.shape[0]
    for j in range(cands.shape[0]):
        h1 ^= z1[cands[j]]
        h2 ^= z2[cands[j]]
    return (h1, h2)


def _separating(
    cands: npt.NDArray[np.int64], table: npt.NDArray[np.uint8], npacked: int
) -> int:  # pragma: no cover - compiled by numba
    """A code of ``cands`` whose answers tell all the others apart, or -1."""
    seen = np.zeros(npacked, dtype=np.bool_)
    n = cands.shape[0]
    for i in range(n):
        g = cands[i]
        seen[:] = False
        ok = True
        for j in range(n):
            k = table[g, cands[j]]
            if seen[k]:
                ok = False
                break
            seen[k] = True
        if ok:
            return int(g)
    return -1


def _partition_bounds(
    cands: npt.NDArray[np.int64],
    pool: npt.NDArray[np.int64],
    free: bool,
    used: int,
    dd: int,
    game: Any,
    perms: npt.NDArray[np.int64],
    cmaps: npt.NDArray[np.int64],
) -> npt.NDArray[np.int64]:  # pragma: no cover - compiled by numba
    """Each guess of ``pool`` scored by its partition of ``cands``: ``n`` plus the bounds of its
    classes with ``dd`` turns left; INF for a guess that splits nothing, or (``free``: the pool is
    every code) that the colour rules pass over, or that one of the symmetries (``perms`` with
    ``cmaps``: hole permutations with colour maps that fix every guess so far) maps to an earlier
    code."""
    table, digits, cmask, lb, _, _, _, allbits, npacked, solved, repeats = game
    n = cands.shape[0]
    present = 0
    for j in range(n):
        present |= cmask[cands[j]]
    absent = allbits & ~present
    m = pool.shape[0]
    bounds = np.empty(m, dtype=np.int64)
    counts = np.zeros(npacked, dtype=np.int64)
    image = np.empty(2 * digits.shape[1], dtype=np.int64)
    for gi in range(m):
        g = pool[gi]
        bounds[gi] = INF
        if free and allbits >= 0:
            if not _allowed(digits[g], used, absent, repeats):
                continue
            earlier = False
            for k in range(perms.shape[0]):
                if _image_smaller(digits[g], perms[k], cmaps[k], used, absent, repeats, image):
                    earlier = True
                    break
            if earlier:
                continue
        counts[:] = 0
        row = table[g]
        for j in range(n):
            counts[row[cands[j]]] += 1
        total = n
        useless = False
        for k in range(npacked):
            c = counts[k]
            if c == 0 or k == solved:
                continue
            if c == n:
                useless = True
                break
            total += lb[c, dd]
        if not useless:
            bounds[gi] = total
    return bounds


def _classes(
    row: npt.NDArray[np.uint8],
    cands: npt.NDArray[np.int64],
    solved: int,
    sub: npt.NDArray[np.int64],
    starts: npt.NDArray[np.int64],
    sizes: npt.NDArray[np.int64],
) -> None:  # pragma: no cover - compiled by numba
    """The classes of a guess (its answers ``row``): ``cands`` sorted into ``sub`` by answer
    (a counting sort), class ``k`` at ``starts[k]``, ``sizes[k]`` long (0 for all black)."""
    npacked = sizes.shape[0]
    n = cands.shape[0]
    sizes[:] = 0
    for j in range(n):
        sizes[row[cands[j]]] += 1
    starts[0] = 0
    for k in range(npacked):
        starts[k + 1] = starts[k] + sizes[k]
    fill = starts[:npacked].copy()
    for j in range(n):
        k = row[cands[j]]
        sub[fill[k]] = cands[j]
        fill[k] += 1
    sizes[solved] = 0


def _remember(
    memo: Any, key: tuple[int, int], best: int, guess: int, least: int
) -> int:  # pragma: no cover - compiled by numba
    """Keep a set's result: its least total and best guess when ``guess`` >= 0 (exact), else
    the bound ``least`` it failed to get below; returns what it keeps."""
    if len(memo) >= MEMO_LIMIT:
        memo.clear()
    if guess >= 0:
        memo[key] = (best << 22) | ((guess + 1) << 1) | 1
        return best
    memo[key] = least << 22
    return least


def _search(
    cands: npt.NDArray[np.int64],
    d: int,
    beta: int,
    top: npt.NDArray[np.int64],
    used: int,
    game: Any,
    memo: Any,
    counters: npt.NDArray[np.int64],
    perms: npt.NDArray[np.int64],
    cmaps: npt.NDArray[np.int64],
) -> int:  # pragma: no cover - compiled by numba, checked through the tests
    """The least total of ``cands`` within ``d`` turns, when it is below ``beta``; otherwise a
    lower bound that is at least ``beta``.

    ``top`` lists the guesses to try at this node (empty: every code the symmetry rules keep);
    ``used`` has a bit for each colour the guesses so far use; ``perms`` with ``cmaps`` are the
    hole permutations with their colour maps (-1: a colour no guess uses) that fix every guess so
    far, other than the identity (none: no symmetry known), which the colour rules complete.
    ``game`` is the game's tables (see ``Solver``): ``table[g, s]`` the packed answer of guess
    ``g`` to secret ``s``, the codes' digits and colour masks, ``lb`` (``lower_bounds``), the
    hashes ``z1``, ``z2``, ``zd`` of the memory's keys (``_set_key``), a bit for every colour (-1:
    too many colours for a bit each, and no colour rule is applied), the number of packed
    answers, the all-black one, repeats.
    ``memo`` maps a key to ``cost << 22 | (guess + 1) << 1 | exact``; ``counters[0]`` counts
    the nodes searched.
    """
    n = cands.shape[0]
    if n == 0:
        return 0
    if d == 0:
        return INF
    if n == 1:
        return 1
    lb, npacked, solved = game[3], game[8], game[9]
    floor = int(lb[n, d])
    if floor >= beta or floor >= INF or n == 2:
        return floor  # two codes: guess one, then the other, 1 + 2, which is their bound too
    key = _set_key(cands, d, game[4], game[5], game[6])
    if key in memo:
        kept = memo[key]
        cost = int(kept >> 22)
        if kept & 1 or cost >= beta:
            return cost
        floor = max(floor, cost)
    counters[0] += 1
    dd = d if d == UNBOUNDED else d - 1
    # one of the codes separates all the others: 2n - 1, the least any set of n can need
    if floor == 2 * n - 1 and dd >= 1:
        g = _separating(cands, game[0], npacked)
        if g >= 0:
            return _remember(memo, key, 2 * n - 1, g, 0)
    pool = top if top.shape[0] > 0 else np.arange(game[0].shape[0])
    bounds = _partition_bounds(cands, pool, top.shape[0] == 0, used, dd, game, perms, cmaps)
    order = np.argsort(bounds, kind="mergesort")  # guesses from the lowest bound
    best, best_guess = beta, -1
    least = INF  # the least bound reached by a guess that failed (a bound on the set if all fail)
    starts = np.zeros(npacked + 1, dtype=np.int64)
    sub = np.empty(n, dtype=np.int64)
    sizes = np.empty(npacked, dtype=np.int64)
    for gi in order:
        total = bounds[gi]
        if total >= best:
            least = min(least, total)
            break
        g = pool[gi]
        _classes(game[0][g], cands, solved, sub, starts, sizes)
        subp, subc = _restrict(perms, cmaps, game[1][g]) if perms.shape[0] > 0 else (perms, cmaps)
        for k in np.argsort(sizes, kind="mergesort"):  # the smallest classes first
            c = sizes[k]
            if c <= 2:
                continue  # classes of one or two: their bound is their cost
            bound_c = lb[c, dd]
            part = sub[starts[k] : starts[k] + c].copy()
            beta_c = best - (total - bound_c)
            got = _search(part, dd, beta_c, top[:0], used | game[2][g], game, memo, counters, subp, subc)
            total += got - bound_c
            if total >= best:
                break
        if total < best:
            best, best_guess = total, g
        else:
            least = min(least, total)
    return _remember(memo, key, best, best_guess, min(max(least, floor), INF))


def _build(jit: Any) -> Callable[..., int]:
    """``_search`` and its helpers with their own globals (numpy, each other, and the search
    itself for the recursion), compiled by
    ``jit`` (a numba decorator) or, when ``jit`` is None, as plain Python."""
    import numpy as np

    names: dict[str, Any] = {
        "__name__": __name__,  # numba's cache finds the module by it
        "np": np,
        "INF": INF,
        "UNBOUNDED": UNBOUNDED,
        "MEMO_LIMIT": MEMO_LIMIT,
    }
    for helper in (
        _allowed,
        _image_smaller,
        _restrict,
        _set_key,
        _separating,
        _partition_bounds,
        _classes,
        _remember,
    ):
        plain = types.FunctionType(helper.__code__, names, helper.__name__)
        names[helper.__name__] = plain if jit is None else jit(plain)
    search = types.FunctionType(_search.__code__, names, "_search")
    out = search if jit is None else jit(search)
    names["_search"] = out  # the recursive call: resolved when numba compiles, at the first call
    return out


@dataclass(frozen=True, slots=True)
class SearchKernels:
    """The search and the memory's operations, compiled by numba or plain Python."""

    search: Callable[..., int]
    new_memo: Callable[[], Any]
    get: Callable[[Any, int, int], int]  # the entry of a key, -1 when there is none
    put: Callable[[Any, int, int, int], None]


def _memo_new() -> Any:  # pragma: no cover - compiled by numba, with its own globals
    return Dict.empty(key_type=KEY, value_type=VALUE)  # type: ignore[name-defined]  # noqa: F821


def _memo_get(memo: Any, h1: int, h2: int) -> int:
    key = (h1, h2)
    if key in memo:
        return int(memo[key])
    return -1


def _memo_put(memo: Any, h1: int, h2: int, value: int) -> None:
    memo[(h1, h2)] = value


def _python_memo_new() -> Any:
    return {}


@functools.cache
def compiled_engine() -> SearchKernels | None:
    """The search compiled by numba; None without numba (or when it cannot compile).

    Compiled with numba's disk cache when a cache directory can be written (see ``codes.compiled``),
    else (or when the cache cannot be read) in memory for this process.  The memory's operations
    are compiled too: numba's typed dictionary is slow to use from Python.
    """
    if setting() == "0":
        return None
    try:
        import numba
        from numba import types as nt
        from numba.typed import Dict
    except ImportError:
        return None
    where = kernel_cache_dir()
    about_to_load()
    for cached in [True, False] if where is not None else [False]:
        try:
            if cached:
                setattr(numba.config, "CACHE_DIR", where)  # noqa: B010 - numba.config is untyped
            jit = numba.njit(cache=cached, nogil=True)
            scope = {"__name__": __name__, "Dict": Dict, "KEY": nt.UniTuple(nt.int64, 2), "VALUE": nt.int64}  # type: ignore[no-untyped-call]
            new = jit(types.FunctionType(_memo_new.__code__, scope, "_memo_new"))
            engine = SearchKernels(_build(jit), new, jit(_memo_get), jit(_memo_put))
            _warm_up(engine)
        except Exception:  # any failure of numba leaves the Python search, never a traceback
            continue
        return engine
    return None


@functools.cache
def python_engine() -> SearchKernels:
    return SearchKernels(_build(None), _python_memo_new, _memo_get, _memo_put)


def _warm_up(engine: SearchKernels) -> None:
    """Compile the engine (or load it from the cache) with the argument types the solver passes."""
    import numpy as np

    memo = engine.new_memo()
    engine.put(memo, 1, 2, 3)
    engine.get(memo, 1, 2)
    i64 = np.zeros(1, dtype=np.int64)
    table = np.zeros((1, 1), dtype=np.uint8)
    digits = np.zeros((1, 1), dtype=np.int8)
    lb = np.zeros((2, UNBOUNDED + 1), dtype=np.int64)
    z = np.zeros(UNBOUNDED + 1, dtype=np.int64)
    game = (table, digits, i64, lb, z, z, z, 1, 2, 1, True)
    pairs = np.zeros((0, 1), dtype=np.int64)
    engine.search(i64, UNBOUNDED, 2, i64[:0], 0, game, memo, i64.copy(), pairs, pairs)
