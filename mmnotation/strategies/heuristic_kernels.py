"""The scored heuristics' choice compiled whole: at one node, or over a whole small subtree.

``heuristics.heuristic_choice`` settles which guesses a node scans (the symmetries of the guesses
played, the colours no candidate has) and then hands the node here: ``compiled_choice`` runs the scans
(the kernels of ``codes.compiled``, with the same arguments), the bounds and the class floors in
one compiled call, so the same guess as the same steps taken one by one from Python.  Below
``SYMMETRY_FROM`` candidates, in a game of ``SYMMETRY_SMALL_SPACE`` codes or more, no symmetry is
searched, so ``subtree`` plays such a node and every node below it in one call and returns how
many secrets take how many turns: most nodes of a game are small, and played one at a time they
cost more in the calls around the scans than in the scans (docs/performance.md, "Compiled
choices").  Both return None when numba is missing or turned off.
"""

from __future__ import annotations

import functools
import types
from typing import TYPE_CHECKING, Any

from mmnotation.codes.compiled import compiled_with, setting, wanted
from mmnotation.codes.scan_kernels import PLAIN_KERNELS, SPLIT_BYTES
from mmnotation.codes.space import Space, space
from mmnotation.codes.word_scan import _bits, _words_scan
from mmnotation.model import Game
from mmnotation.strategies.kernel_game import (  # each field's place in the game's tuple
    BASE,
    CODES,
    COLORS,
    COMMON,
    EPS1,
    EVERY,
    FIDX,
    HEIGHTS,
    HOLES,
    KINDS,
    MASK,
    MULTISET,
    NPACKED,
    OFFSETS,
    PEGS,
    SOLVED,
    TABLES,
    VALID,
    KernelGame,
    kernel_game,
)
from mmnotation.strategies.table import Strategy, nlogn_table

if TYPE_CHECKING:
    import numpy as np
    import numpy.typing as npt

    from mmnotation.codes.space import Indices

SYMMETRY_FROM = 64  # fewer candidates than this: every guess is scanned, no symmetry search ...
SYMMETRY_SMALL_SPACE = 4096  # ... unless the game is this small (the search is then cheap)
WORDS_UP_TO = 16  # minimax and parts over at most this many candidates: feedbacks in words
SAME_COLORS_BELOW = 4  # a node of one multiset scans its splits by holes when fewer than 1/4 of the codes


def small_below(sp: Space, strategy: Strategy) -> int:
    """The nodes of fewer candidates than this are played by ``subtree`` (when the kernel loads);
    0 when none is."""
    if strategy.rule.mode is not None and sp.size >= SYMMETRY_SMALL_SPACE and wanted(sp.size):
        return SYMMETRY_FROM
    return 0


def load(sp: Space, strategy: Strategy) -> bool:
    """Load the kernels now (once in the parent process, not once in each worker) when the nodes
    of ``sp`` are chosen here; whether they are."""
    return strategy.rule.mode is not None and wanted(sp.size) and _kernels() is not None


def subtree(sp: Space, strategy: Strategy, cands: Indices, depth: int) -> npt.NDArray[np.int64] | None:
    """Secrets by turns (index: turns) over the subtree of the sorted candidates ``cands``, whose
    guess is turn ``depth``, as ``stats.player.Player.count_turns`` plays it; None when not compiled."""
    import numpy as np

    compiled = _kernels()
    mode = strategy.rule.mode
    if compiled is None or mode is None:
        return None
    game, nlogn = _game(sp)
    node = np.ascontiguousarray(cands, dtype=np.int64)
    out: npt.NDArray[np.int64] = compiled(game, node, node, node, False, mode, nlogn, depth)[3]
    return out


def compiled_choice(
    sp: Space, strategy: Strategy, cands: Indices, consistent: Indices, guesses: Indices
) -> tuple[float, int, bool] | None:
    """(cost, guess, whether it is a candidate) of ``heuristics.heuristic_choice`` at a node: the
    sorted ``cands``, the ``consistent`` guesses among them and the other ``guesses`` it scans
    (sorted; a candidate among them never beats the consistent scan); None when not compiled."""

    compiled = _kernels()
    rule = strategy.rule
    if compiled is None or rule.mode is None:
        return None
    table = rule.kernel_table(len(cands))
    cost, guess, inside, _ = compiled(
        kernel_game(sp), _arg(cands), _arg(consistent), _arg(guesses), True, rule.mode, table, -1
    )
    return float(cost), int(guess), bool(inside)


def _arg(indices: Indices) -> npt.NDArray[np.int64]:
    """Indices as the kernels take them: int64, contiguous, writable (numba types a read-only
    array apart, and would compile the kernels again for it)."""
    import numpy as np

    out = np.ascontiguousarray(indices, dtype=np.int64)
    return out if out.flags.writeable else out.copy()


def _game(sp: Space) -> tuple[tuple[Any, ...], npt.NDArray[np.float64]]:
    """The space as the kernels read it (``kernel_game``), and ``nlogn_table`` for the nodes of a
    subtree (fewer than ``SYMMETRY_FROM`` codes)."""
    return kernel_game(sp), nlogn_table(SYMMETRY_FROM)


@functools.cache
def _kernels() -> Any:
    """``_entry`` compiled (from numba's cache when it holds it), or None."""
    if setting() == "0":
        return None
    return compiled_with(_build, _warm)


def _build(jit: Any) -> Any:
    """``_entry`` and its helpers with their own globals: numpy, each other, and the scans of
    ``codes.compiled`` (their own copies, compiled into it: loading it from numba's cache loads
    none of the others).  One entry for the subtrees and the choices: one signature to compile,
    one library to load from numba's cache."""
    import numpy as np

    direct, rows, cost = PLAIN_KERNELS
    names: dict[str, Any] = {
        "__name__": __name__,  # numba's cache finds the module by it
        "np": np,
        "direct_scan": jit(direct),
        "rows_scan": jit(rows),
        "cost_scan": jit(cost),
        "WORDS_UP_TO": WORDS_UP_TO,
        "SAME_COLORS_BELOW": SAME_COLORS_BELOW,
        "SPLIT_BYTES": SPLIT_BYTES,
        **{field.upper(): place for place, field in enumerate(KernelGame._fields)},
    }
    helpers = (
        _columns,
        _floors,
        _spread,
        _bounds,
        _layout,
        _split,
        _bits,
        _words_scan,
        _scan_part,
        _work,
        _scan,
        _merged_colors,
        _one_multiset,
        _by_holes,
        _colour_swaps,
    )
    for helper in (*helpers, _scan_merged, _choose, _subtree, _entry):
        names[helper.__name__] = jit(types.FunctionType(helper.__code__, names, helper.__name__))
    return names["_entry"]


def _warm(compiled: Any) -> None:
    """Compile (or load from the cache) with the argument types ``subtree`` and ``choose`` pass."""
    import numpy as np

    game, nlogn = _game(space(Game(2, tuple("12"))))
    one = np.arange(1, dtype=np.int64)
    compiled(game, one, one, one, False, 0, nlogn, 1)


# ------------------------------------------------------------- compiled by numba (plain Python)
# ``game``: the fields of a ``KernelGame`` as a plain tuple (``kernel_game``), read as ``game[FIDX]``:
# each constant is a field's place, a constant numba reads at compile time.


def _columns(game: Any, cands: Any) -> Any:  # pragma: no cover - compiled by numba, checked through the tests
    """``Space.columns``: every row of every feature table at the columns of ``cands``, then
    zeros up to a multiple of 32 columns (``rows_scan`` adds them up without a remainder loop)."""
    fidx, tables, heights, offsets = game[FIDX], game[TABLES], game[HEIGHTS], game[OFFSETS]
    n = len(cands)
    out = np.zeros((offsets[-1] + heights[-1], -(-n // 32) * 32), dtype=np.uint8)
    for f in range(len(heights)):
        for r in range(heights[f]):
            for j in range(n):
                out[offsets[f] + r, j] = tables[f, r, fidx[f, cands[j]]]
    return out


def _floors(
    game: Any, cands: Any, mode: int, nlogn: Any
) -> tuple[Any, Any]:  # pragma: no cover - compiled by numba, checked through the tests
    """``heuristics._class_floor``: (floors for minimax, floors for the other modes) by multiset."""
    multiset, common, pegs, eps1 = game[MULTISET], game[COMMON], game[PEGS], game[EPS1]
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
            if size[k] == 0:
                continue  # no code: no cost (and no division, the slow part of this loop)
            classes = k + 1 if k < pegs else pegs
            if mode == 3:
                total -= min(size[k], classes)
                continue
            even = size[k] // classes
            extra = size[k] - even * classes
            if mode == 0:
                most = max(most, even + (1 if extra > 0 else 0))
            elif mode == 1:
                total += extra * (even + 1) ** 2 + (classes - extra) * even**2
            else:
                acc += extra * nlogn[min(even + 1, n)] + (classes - extra) * nlogn[even]
        if mode == 0:
            whole[a] = most
        elif mode == 2:
            real[a] = acc - eps1 * n
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


def _layout(game: Any, cands: Any, by_rows: bool) -> tuple[Any, Any]:  # pragma: no cover - numba
    """(cols, cf) as ``heuristics`` gives the kernels: the candidates' columns of every table row
    when a scan goes ``by_rows``, else each candidate's row in each feature table."""
    fidx, heights = game[FIDX], game[HEIGHTS]
    n = len(cands)
    nf = len(heights)
    if by_rows:
        return _columns(game, cands), np.zeros((1, 1), dtype=np.int32)
    cf = np.empty((nf, n), dtype=np.int32)
    for f in range(nf):
        for j in range(n):
            cf[f, j] = fidx[f, cands[j]]
    return np.zeros((1, 1), dtype=np.uint8), cf


def _work(game: Any, cands: Any, count: int, mode: int) -> Any:  # pragma: no cover - numba
    """The layout and scratch space of a scan of ``count`` guesses (``_scan_part``); for minimax
    and parts over at most WORDS_UP_TO candidates, also each row's columns packed eight to a word
    (``_words_scan``)."""
    heights, offsets, valid, npacked = game[HEIGHTS], game[OFFSETS], game[VALID], game[NPACKED]
    by_rows = count * 4 >= offsets[-1] + heights[-1]
    cols, cf = _layout(game, cands, by_rows)
    counts = np.zeros(npacked, dtype=np.int32)
    words = np.zeros((0, 0), dtype=np.uint64)
    n = len(cands)
    if (mode == 0 or mode == 3) and by_rows and n <= WORDS_UP_TO and npacked <= 128:
        words = np.zeros((cols.shape[0], 2), dtype=np.uint64)
        for r in range(cols.shape[0]):
            for j in range(n):
                words[r, j // 8] |= np.uint64(cols[r, j]) << np.uint64(8 * (j % 8))
    packed = np.empty(len(cands), dtype=np.uint8)
    wide = np.empty(cols.shape[1], dtype=np.uint8)
    return cols, cf, by_rows, valid.copy(), counts, packed, words, wide, _split(game, cols.shape[1])


def _split(game: Any, width: int) -> Any:  # pragma: no cover - compiled by numba
    """``codes.scan_kernels.split`` for the rows scans (the colours' rows by multiset when the game
    has its multisets)."""
    common, holes = game[COMMON], game[HOLES]
    keep = max(holes - 1, 0)
    sums = np.empty((max(keep, 1), width), dtype=np.uint8)
    held = np.empty(max(keep, 1), dtype=np.int64)
    m = common.shape[0]
    rows = min(m, SPLIT_BYTES // max(width, 1))
    slot = np.full(m if rows > 0 else 0, -1, dtype=np.int32)
    colour = np.empty((rows, width), dtype=np.uint8)
    return keep, holes, sums, held, colour, slot, np.zeros(1, dtype=np.int64)


def _scan_part(
    game: Any, guesses: Any, cands: Any, bounds: Any, mode: int, floors: Any, nlogn: Any, work: Any
) -> tuple[float, int]:  # pragma: no cover - compiled by numba, checked through the tests
    """One call of the scan kernel over ``guesses``, with the arguments ``heuristics`` gives it:
    (cost, first guess with it) below ``beat``, the guess -1 when none is (``bounds``: beat,
    stop, eps; ``floors``: the class floors, minimax's and the others', empty for none;
    ``work``: ``_work``'s layout, class order and scratch space, kept from part to part)."""
    fidx, tables, base, heights = game[FIDX], game[TABLES], game[BASE], game[HEIGHTS]
    valid, multiset = game[VALID], game[MULTISET]
    beat, stop, eps = bounds
    whole, real = floors
    cols, cf, by_rows, order, counts, packed, words, wide, parts = work
    if words.shape[0] > 0:  # minimax or parts over at most WORDS_UP_TO candidates
        two = len(counts) > 64  # feedbacks from 64 (8 pegs): their bits in a second word
        holes, kinds = game[HOLES], game[COMMON].shape[0]  # the tables of holes, the multisets (0: none)
        if mode == 0:
            return _words_scan(
                words, base, fidx, guesses, len(cands), 0, beat, stop, multiset, whole, two, holes, kinds
            )
        return _words_scan(
            words, base, fidx, guesses, len(cands), 3, beat, stop, multiset, real, two, holes, kinds
        )
    if mode == 0:
        if by_rows:
            most, guess = rows_scan(  # type: ignore[name-defined]  # noqa: F821 - numba's globals
                cols, base, fidx, guesses, valid, int(beat), int(stop), wide, counts, multiset, whole,
                len(cands), parts,
            )  # fmt: skip
        else:
            rows = np.empty(len(heights), dtype=np.int32)
            most, guess = direct_scan(  # type: ignore[name-defined]  # noqa: F821
                fidx, tables, guesses, cands, int(beat), int(stop), counts, cf, rows, multiset, whole
            )
        return float(most), guess
    return cost_scan(  # type: ignore[name-defined,no-any-return]  # noqa: F821
        cols, base, cf, tables, fidx, not by_rows, guesses, order, mode, beat, stop, eps, nlogn, packed,
        counts, multiset, real, parts,
    )  # fmt: skip


def _scan(
    game: Any, guesses: Any, cands: Any, bounds: Any, mode: int, floors: Any, nlogn: Any
) -> tuple[float, int]:  # pragma: no cover - compiled by numba, checked through the tests
    """One scan of ``heuristics._best`` (no sample, no progress: one kernel call): (cost, first
    guess with it) below ``beat``, the guess -1 when none is."""
    if len(guesses) == 0:
        return bounds[0], -1
    return _scan_part(
        game, guesses, cands, bounds, mode, floors, nlogn, _work(game, cands, len(guesses), mode)
    )


def _merged_colors(game: Any, cands: Any) -> Any:  # pragma: no cover - compiled by numba
    """The colours of the guesses a node of a subtree scans after its candidates when, with
    repeats, two colours or more are absent from every candidate: the present ones and the
    lowest absent one (``heuristics._merge_absent``); empty otherwise (every code is scanned)."""
    mask, every, colors = game[MASK], game[EVERY], game[COLORS]
    if len(mask) == 0:
        return np.zeros(0, dtype=np.int64)
    present = 0
    for j in range(len(cands)):
        present |= mask[cands[j]]
    absent = every & ~present
    if absent & (absent - 1) == 0:
        return np.zeros(0, dtype=np.int64)
    allowed = present | (absent & -absent)
    return np.array([d for d in range(colors) if (allowed >> d) & 1], dtype=np.int64)


def _one_multiset(game: Any, cands: Any) -> Any:  # pragma: no cover - compiled by numba
    """The candidates' colours, hole by hole (a row each), when they all have the same colours
    (one multiset) in a game with repeats; an empty array otherwise."""
    mask, pegs, colors = game[MASK], game[PEGS], game[COLORS]
    n = len(cands)
    digits = np.zeros((0, pegs), dtype=np.int64)
    if len(mask) == 0:  # no repeats (a code's index is then not its colours as a number)
        return digits
    digits = np.empty((n, pegs), dtype=np.int64)
    first = np.zeros(colors, dtype=np.int64)
    count = np.zeros(colors, dtype=np.int64)
    for j in range(n):
        x = cands[j]
        for h in range(pegs - 1, -1, -1):
            digits[j, h] = x % colors
            x //= colors
        count[:] = 0
        for h in range(pegs):
            count[digits[j, h]] += 1
        if j == 0:
            first[:] = count
        elif not np.array_equal(count, first):
            return np.zeros((0, pegs), dtype=np.int64)
    return digits


def _by_holes(game: Any, cands: Any) -> Any:  # pragma: no cover - compiled by numba
    """The guesses a node of one multiset needs scanned, in palette order, when they are fewer
    than every code over ``SAME_COLORS_BELOW``; else an empty array (every code is scanned).

    When every candidate has the same colours, every guess has as many colours in common with
    each of them, so a guess splits them by its black pegs alone: by which candidates have its
    colour in each hole.  Two guesses that agree, hole by hole, on a colour some candidate has
    there, or that both have there a colour none has, split them alike; the first of each such
    set in palette order (in each hole its colour, or the first colour no candidate has there)
    stands for it, and the first guess with the least cost is the first of its set."""
    colors, codes = game[COLORS], game[CODES]
    digits = _one_multiset(game, cands)
    none = np.zeros(0, dtype=np.int64)
    pegs = digits.shape[1]
    if digits.shape[0] == 0:
        return none
    options = np.zeros((pegs, colors), dtype=np.int64)  # each hole's colours to try, ascending
    width = np.zeros(pegs, dtype=np.int64)
    here = np.zeros(colors, dtype=np.bool_)
    total = 1
    for h in range(pegs):
        here[:] = False
        for j in range(digits.shape[0]):
            here[digits[j, h]] = True
        k = 0
        spare = True  # the first colour no candidate has in this hole stands for all of them
        for c in range(colors):
            if here[c] or spare:
                spare = spare and here[c]
                options[h, k] = c
                k += 1
        width[h] = k
        total *= k
        if total * SAME_COLORS_BELOW > len(codes):
            return none
    out = np.empty(total, dtype=np.int64)
    # an odometer over each hole's colours, as ``_scan_merged``'s over the same colours in every
    # hole: written out in both, where one helper for the two took class 26 of 7x7's opening
    # from 12.1 to 15.7 s (in process, 3 runs each, alternating)
    place = np.zeros(pegs, dtype=np.int64)
    for i in range(total):
        index = 0
        for h in range(pegs):
            index = index * colors + options[h, place[h]]
        out[i] = index
        h = pegs - 1
        while h >= 0:
            place[h] += 1
            if place[h] < width[h]:
                break
            place[h] = 0
            h -= 1
    return out


def _colour_swaps(game: Any, cands: Any) -> Any:  # pragma: no cover - compiled by numba
    """The pairs of colours (a, b), a < b, whose swap in every candidate gives the candidates
    again, in a game with repeats and at most 62 colours (a code's index is then its colours as
    a number); none otherwise.

    Such a swap gives any guess's classes the same sizes as the swapped guess's (their feedbacks
    alike), so the two cost the same, and of the two the first in palette order is the one whose
    first of the colours a and b is a (or that has neither).  The first guess of the least cost
    is thus such a guess for every swap found: a guess whose multiset has b but not a need not
    be scanned (``_choose``)."""
    mask, pegs, colors = game[MASK], game[PEGS], game[COLORS]
    n = len(cands)
    none = np.zeros((0, 2), dtype=np.int64)
    if len(mask) == 0 or n == 0:
        return none
    digits = np.empty((n, pegs), dtype=np.int64)
    holes = np.zeros((pegs, colors), dtype=np.int64)  # how many candidates have each colour there
    for j in range(n):
        x = cands[j]
        for h in range(pegs - 1, -1, -1):
            digits[j, h] = x % colors
            holes[h, digits[j, h]] += 1
            x //= colors
    known = np.sort(cands)
    power = np.empty(pegs, dtype=np.int64)
    p = 1
    for h in range(pegs - 1, -1, -1):
        power[h] = p
        p *= colors
    out = np.empty((colors * (colors - 1) // 2, 2), dtype=np.int64)
    k = 0
    for a in range(colors):
        for b in range(a + 1, colors):
            alike = True
            for h in range(pegs):
                if holes[h, a] != holes[h, b]:
                    alike = False
                    break
            j = 0
            while alike and j < n:
                y = cands[j]
                for h in range(pegs):
                    if digits[j, h] == a:
                        y += (b - a) * power[h]
                    elif digits[j, h] == b:
                        y -= (b - a) * power[h]
                at = np.searchsorted(known, y)
                alike = at < n and known[at] == y
                j += 1
            if alike:
                out[k, 0], out[k, 1] = a, b
                k += 1
    return out[:k]


def _scan_merged(
    game: Any, cands: Any, digits: Any, bounds: Any, mode: int, floors: Any, nlogn: Any
) -> tuple[float, int]:  # pragma: no cover - compiled by numba, checked through the tests
    """``_scan`` of the codes of the colours ``digits`` in palette order (candidates passed over
    but at minimax), listed a block at a time as the scan goes (a code's index is its colours
    as a number in base ``colors``), so that a scan that stops early lists few of them.

    The odometer over the colours moves the index by one step per hole it turns, and a code
    whose class floor already loses to the best so far is not listed (the scan would pass over
    it). A sum over the holes for each code took about 5.6 ns a code at 8x7's nodes of six
    colours (1.7 million codes each: docs/performance.md)."""
    pegs, colors, multiset = game[PEGS], game[COLORS], game[MULTISET]
    beat, stop, eps = bounds
    whole, real = floors
    floor = whole.astype(np.float64) if mode == 0 else real
    floored = len(floor) > 0
    n = len(cands)
    k = len(digits)
    total = k**pegs
    count = total if mode == 0 else total - n  # the candidates use only these colours
    if count <= 0:
        return beat, -1
    work = _work(game, cands, count, mode)
    block = np.empty(min(count, 8192), dtype=np.int64)
    place = np.zeros(pegs, dtype=np.int64)  # an odometer over the colours
    turn = np.zeros((pegs, k), dtype=np.int64)  # the index's step as hole h turns to colour i
    back = np.zeros(pegs, dtype=np.int64)  # ... and as it turns back to the first colour
    power = 1
    index = 0
    for h in range(pegs - 1, -1, -1):
        for i in range(1, k):
            turn[h, i] = (digits[i] - digits[i - 1]) * power
        back[h] = (digits[0] - digits[k - 1]) * power
        index += digits[0] * power
        power *= colors
    best, found = beat, -1
    made, ci, size = 0, 0, min(256, len(block))
    while made < total:
        m = 0
        while m < size and made < total:
            made += 1
            while ci < n and cands[ci] < index:
                ci += 1
            if (mode == 0 or ci >= n or cands[ci] != index) and not (
                floored and floor[multiset[index]] >= best - eps
            ):
                block[m] = index
                m += 1
            h = pegs - 1
            while h >= 0:
                place[h] += 1
                if place[h] < k:
                    index += turn[h, place[h]]
                    break
                place[h] = 0
                index += back[h]
                h -= 1
        if m == 0:
            continue
        value, guess = _scan_part(game, block[:m], cands, (best, stop, eps), mode, floors, nlogn, work)
        if guess >= 0:
            best, found = value, guess
            if best <= stop + eps:
                break
        size = min(2 * size, len(block))
    return best, found


def _choose(
    game: Any, cands: Any, consistent: Any, guesses: Any, given: bool, mode: int, nlogn: Any
) -> tuple[float, int, bool]:  # pragma: no cover - compiled by numba, checked through the tests
    """``heuristics.heuristic_choice`` from its scans on: (cost, guess, whether a candidate).

    The ``consistent`` guesses are scanned first, then, unless one reaches the least cost any
    other guess could have, the ``guesses`` (``given``; else the merged colours' codes or every
    code).  ``nlogn`` is ``nlogn_table(len(cands))`` for entropy."""
    pegs, eps1 = game[PEGS], game[EPS1]
    n = len(cands)
    eps = eps1 * n if mode == 2 else 0.0
    rest = (pegs + 1) * (pegs + 2) // 2 - 2  # answers but all black ((pegs-1, 1) cannot happen)
    stop_in, stop_out = _bounds(mode, n, rest, nlogn)
    beat_in = float(n + 1) if mode == 0 else np.inf
    whole = np.zeros(0, dtype=np.int32)
    real = np.zeros(0, dtype=np.float64)
    best_in, guess_in = _scan(game, consistent, cands, (beat_in, stop_in, eps), mode, (whole, real), nlogn)
    if best_in <= stop_out + eps:
        return best_in, guess_in, True
    if game[COMMON].shape[0] > 0:  # the class floors (heuristics._class_floor)
        whole, real = _floors(game, cands, mode, nlogn)
        least = float(whole.min()) if mode == 0 else real.min()
        stop_out = max(stop_out, least)
        if best_in <= stop_out + eps:
            return best_in, guess_in, True
        # of two guesses a colour swap of the candidates matches, only the first can be chosen
        swaps = _colour_swaps(game, cands)
        kinds = game[KINDS]
        for s in range(len(swaps)):
            a, b = swaps[s, 0], swaps[s, 1]
            for m in range(kinds.shape[0]):
                if kinds[m, a] == 0 and kinds[m, b] > 0:
                    if mode == 0:
                        whole[m] = n + 1
                    else:
                        real[m] = np.inf
    bounds = (best_in, stop_out, eps)
    none = np.zeros(0, dtype=np.int64)
    same = _by_holes(game, cands) if not given else none
    digits = _merged_colors(game, cands) if not given and len(same) == 0 else none
    if len(same) > 0:  # one multiset: a guess for each way of splitting by black pegs
        best_out, guess_out = _scan(game, same, cands, bounds, mode, (whole, real), nlogn)
    elif len(digits) > 0:
        best_out, guess_out = _scan_merged(game, cands, digits, bounds, mode, (whole, real), nlogn)
    else:
        # every code, or the given guesses, candidates among them: outside minimax a candidate
        # scanned again costs what the consistent scan gave it, at least best_in, so it never
        # wins here, and scanning it costs less than a copy of the guesses without it
        others = guesses if given else game[CODES]
        best_out, guess_out = _scan(game, others, cands, bounds, mode, (whole, real), nlogn)
    if guess_out >= 0 and best_out < best_in - eps:
        return best_out, guess_out, False
    return best_in, guess_in, True


def _subtree(
    game: Any, cands: Any, depth: int, mode: int, nlogn: Any
) -> Any:  # pragma: no cover - compiled by numba, checked through the tests
    """Secrets by turns over the subtree of ``cands`` (guessed at turn ``depth``), as
    ``stats.player.Player.count_turns`` plays it: one code takes this turn, two this and the next;
    ``nlogn`` is ``nlogn_table`` of ``len(cands)`` or more."""
    fidx, tables, heights = game[FIDX], game[TABLES], game[HEIGHTS]
    npacked, solved = game[NPACKED], game[SOLVED]
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
        g = _choose(game, node, node, node, False, mode, nlogn)[1]
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


def _entry(
    game: Any, cands: Any, consistent: Any, guesses: Any, given: bool, mode: int, nlogn: Any, depth: int
) -> tuple[float, int, bool, Any]:  # pragma: no cover - compiled by numba, checked through the tests
    """The one compiled entry: ``_subtree`` from turn ``depth`` (its turns last) when ``depth`` is
    0 or more, else ``_choose`` (its cost, guess and whether a candidate first)."""
    if depth >= 0:
        return 0.0, -1, False, _subtree(game, cands, depth, mode, nlogn)
    cost, guess, inside = _choose(game, cands, consistent, guesses, given, mode, nlogn)
    return cost, guess, inside, np.zeros(0, dtype=np.int64)
