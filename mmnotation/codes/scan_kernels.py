"""The scans of the strategies as plain functions that numba compiles (``codes.compiled``
loads them; ``strategies.heuristic_kernels`` compiles them into its choices): a guess's packed
feedbacks as sums of table rows, its classes counted with an early exit.

They repeat their inner loops (a guess's packed feedbacks, the class counts with their early
exit) on purpose: folded into shared helpers (numba's register_jitable, inlined or not), the
same scans measured 1.4 to 1.7 times the CPU time on stats 5x8 and Bulls and Cows, and the row
sums as one compiled helper of ``_kernel_rows`` and ``_kernel_cost`` 2.1 times (stats 7x6
expected).  They score as ``codes.space``'s tables do, the rule of ``codes.score.score_indices``
(tests/test_scoring_places.py compares their costs with the definition's).  Nothing here imports
numba (a run that needs no kernel never loads it).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import numpy as np
    import numpy.typing as npt

    Indices = npt.NDArray[np.intp]
    Split = tuple[
        int, int, npt.NDArray[np.uint8], npt.NDArray[np.int64], npt.NDArray[np.uint8],
        npt.NDArray[np.int32], npt.NDArray[np.int64],
    ]  # fmt: skip

SPLIT_BYTES = 2 << 20  # a scan's colours' rows by multiset (``split``): at most this many bytes


def split(holes: int, width: int, multisets: int) -> Split:
    """How ``_kernel_rows`` adds up a guess's rows over ``width`` columns: the sums of the first
    ``holes - 1`` tables of holes kept from guess to guess (guesses in palette order share
    them), and, when the scan is given the multiset of each code (``multisets`` of them, else
    0), the colours' tables summed once per multiset of the guesses (a guess's colours in common
    with a code depend on their multisets alone), for as many multisets as ``SPLIT_BYTES`` holds
    (the first met; the others' guesses add the colours' tables up each time)."""
    import numpy as np

    keep = max(holes - 1, 0)
    sums = np.empty((max(keep, 1), width), dtype=np.uint8)
    held = np.empty(max(keep, 1), dtype=np.int64)
    rows = min(multisets, SPLIT_BYTES // max(width, 1))
    slot = np.full(multisets if rows else 0, -1, dtype=np.int32)
    colour = np.empty((rows, width), dtype=np.uint8)
    return keep, holes, sums, held, colour, slot, np.zeros(1, dtype=np.int64)


def _kernel_direct(
    fidx: npt.NDArray[np.int16],
    tables: npt.NDArray[np.uint8],
    guesses: Indices,
    cands: Indices,
    beat: int,
    stop: int,
    counts: npt.NDArray[np.int32],
    cf: npt.NDArray[np.int32],
    rows: npt.NDArray[np.int32],
    multiset: npt.NDArray[np.int32],
    floor: npt.NDArray[np.int32],
) -> tuple[int, int]:  # pragma: no cover - compiled by numba, checked through heuristic_choice
    """(largest class, guess) of the first guess with the smallest largest class below ``beat``.

    For few guesses: each packed feedback is looked up in the feature tables.  A guess is abandoned as
    soon as one class reaches the best so far, or at once when ``floor`` (by the number of its
    ``multiset`` of colours; empty: no floors) says that its largest class cannot be smaller; the
    scan stops at the first guess whose largest class is ``stop`` or less.  The guess is -1
    when none is below ``beat``.  ``counts`` (one per packed feedback), ``cf`` (features,
    candidates) and ``rows`` (one per feature) are scratch space, passed in so that the
    compiled code imports nothing.
    """
    floors = len(floor) > 0
    nf = fidx.shape[0]
    n = len(cands)
    for f in range(nf):
        for j in range(n):
            cf[f, j] = fidx[f, cands[j]]
    best, best_guess = beat, -1
    for gi in range(len(guesses)):
        g = guesses[gi]
        if floors and floor[multiset[g]] >= best:
            continue
        for f in range(nf):
            rows[f] = fidx[f, g]
        counts[:] = 0
        largest = 0
        for j in range(n):
            feedback = 0
            for f in range(nf):
                feedback += tables[f, rows[f], cf[f, j]]
            c = counts[feedback] + 1
            counts[feedback] = c
            if c > largest:
                largest = c
                if largest >= best:
                    break
        if largest < best:
            best, best_guess = largest, g
            if best <= stop:
                break
    return best, best_guess


def _kernel_rows(
    cols: npt.NDArray[np.uint8],
    base: npt.NDArray[np.int32],
    fidx: npt.NDArray[np.int16],
    guesses: Indices,
    valid: npt.NDArray[np.int64],
    beat: int,
    stop: int,
    packed: npt.NDArray[np.uint8],
    counts: npt.NDArray[np.int32],
    multiset: npt.NDArray[np.int32],
    floor: npt.NDArray[np.int32],
    n: int,
    split: Split,
) -> tuple[int, int]:  # pragma: no cover - compiled by numba, checked through heuristic_choice
    """As ``_kernel_direct`` (``floor`` included), for many guesses: ``cols`` holds, for every row
    of every feature table, its entries for the candidates, so a guess's packed feedbacks are a
    sum of contiguous rows (feature ``f``'s row for code ``g`` is ``base[f] + fidx[f, g]``: its
    table's first row among ``cols``, then the code's row in the table); classes are
    then counted one feedback at a time (the ``valid`` ones, the largest classes of the best
    guess so far first, and the class that dropped the last losing guess before them, so that
    a losing guess is dropped after one count or two), which vectorises, or by a histogram
    below 16 candidates (from 16 to 47 the counts by feedback took 0.85-0.92 of the time of the
    histogram over two classes of 7x7: docs/performance.md); while the best so far is 2, below 48
    candidates, the feedbacks seen are bits of a word instead.  The ``n`` candidates are the
    first columns of ``cols``; more columns (a width that is a multiple of 32, as
    ``heuristic_kernels`` lays them out) are added up into ``packed`` (as long) but never
    counted: the sums then run without a remainder loop.  ``split`` (from ``split``) keeps the
    sums of the first tables of holes from guess to guess and holds the colours' tables summed
    by multiset of the guesses (``multiset``), so that a guess adds about two rows, not one per
    table (8x7's four classes measured: 0.63 of the time; docs/performance.md).

    Written out in one function (about 130 lines): the kernels of this file are compiled on
    their own and call no helper (numba is imported only when they load), and helpers inlined
    into ``_kernel_cost`` measured slower (its docstring); the row sums as one compiled helper
    shared with ``_kernel_cost`` took 2.1 times as long (stats 7x6 expected 37.8 s against 18.2 s).
    """
    nf = fidx.shape[0]
    width = cols.shape[1]
    few = n < 48  # the feedbacks as bits while the best is 2
    hist = n < 16  # a histogram; from 16, the counts by feedback
    floors = len(floor) > 0
    order = valid.copy()  # the classes of the best guess so far, largest first: losers lose sooner
    keep, holes, sums, held, colour, slot, used = split
    last = holes if colour.shape[0] > 0 else nf  # the colours' rows, or one row by multiset
    held[:] = -1  # the rows summed in ``sums``: none yet
    best, best_guess = beat, -1
    for gi in range(len(guesses)):
        g = guesses[gi]
        if floors and floor[multiset[g]] >= best:
            continue
        if keep > 0:
            changed = keep
            for f in range(keep):
                if fidx[f, g] != held[f]:
                    changed = f
                    break
            for f in range(changed, keep):
                held[f] = fidx[f, g]
                r = base[f] + fidx[f, g]
                if f == 0:
                    for j in range(width):
                        sums[0, j] = cols[r, j]
                else:
                    for j in range(width):
                        sums[f, j] = sums[f - 1, j] + cols[r, j]
            r = base[keep] + fidx[keep, g]
            for j in range(width):
                packed[j] = sums[keep - 1, j] + cols[r, j]
        else:
            r = base[0] + fidx[0, g]
            for j in range(width):
                packed[j] = cols[r, j]
        k = -1
        if last < nf:
            m = multiset[g]
            k = slot[m]
            if k < 0 and used[0] < colour.shape[0]:
                k = used[0]  # a row for this multiset: the colours' rows of its first guess
                used[0] += 1
                slot[m] = k
                r = base[last] + fidx[last, g]
                for j in range(width):
                    colour[k, j] = cols[r, j]
                for f in range(last + 1, nf):
                    r = base[f] + fidx[f, g]
                    for j in range(width):
                        colour[k, j] += cols[r, j]
            if k >= 0:
                for j in range(width):
                    packed[j] += colour[k, j]
        for f in range(keep + 1, last if k >= 0 else nf):
            r = base[f] + fidx[f, g]
            for j in range(width):
                packed[j] += cols[r, j]
        largest = 0
        if few and best == 2 and len(counts) <= 64:
            # looking for a guess that tells every candidate apart: the feedbacks seen as bits
            seen = 0
            largest = 1
            for j in range(n):
                bit = 1 << int(packed[j])  # below 64: bit 63 is the sign, still a bit of its own
                if seen & bit:
                    largest = 2
                    break
                seen |= bit
        elif hist:
            counts[:] = 0
            for j in range(n):
                c = counts[packed[j]] + 1
                counts[packed[j]] = c
                if c > largest:
                    largest = c
                    if largest >= best:
                        break
        else:
            for vi in range(len(order)):
                v = order[vi]
                c = 0
                for j in range(n):
                    c += packed[j] == v
                counts[v] = c
                if c > largest:
                    largest = c
                    if largest >= best:
                        if vi > 0:  # the class that lost this guess is counted first next time
                            for q in range(vi, 0, -1):
                                order[q] = order[q - 1]
                            order[0] = v
                        break
        if largest < best:
            best, best_guess = largest, g
            if best <= stop:
                break
            if not hist:
                sizes = counts[order]
                order[:] = order[(-sizes).argsort(kind="mergesort")]
    return best, best_guess


def _kernel_cost(
    cols: npt.NDArray[np.uint8],
    base: npt.NDArray[np.int32],
    cf: npt.NDArray[np.int32],
    tables: npt.NDArray[np.uint8],
    fidx: npt.NDArray[np.int16],
    direct: bool,
    guesses: Indices,
    order: npt.NDArray[np.int64],
    mode: int,
    beat: float,
    stop: float,
    eps: float,
    nlogn: npt.NDArray[np.float64],
    packed: npt.NDArray[np.uint8],
    counts: npt.NDArray[np.int32],
    multiset: npt.NDArray[np.int32],
    floor: npt.NDArray[np.float64],
    split: Split,
) -> tuple[float, int]:  # pragma: no cover - compiled by numba, checked through heuristic_choice
    """(cost, guess) of the first guess whose cost is below ``beat - eps`` and below every
    earlier one's by more than ``eps``; the guess is -1 when none is.

    ``mode`` 1 costs sum n², 2 sum n·log2(n) (``nlogn`` by class size), 3 minus the number of
    classes.  A guess's packed feedbacks come from contiguous rows of ``cols`` (as ``_kernel_rows``) or, when
    ``direct``, from the feature ``tables`` (``cf``: each candidate's row in each table).  Classes
    are counted one feedback at a time in ``order`` (the valid packed feedbacks, the largest
    classes of the best guess so far first, and the class that dropped the last losing guess
    before them); after each, a lower bound on the final cost (the codes not yet counted spread
    as evenly as possible over the feedbacks left) abandons a guess that cannot win.  The scan
    stops at the first guess whose cost is ``stop`` (a lower bound) or less.
    ``packed`` (one per candidate) and ``counts`` (one per packed feedback) are scratch space.
    A guess whose ``floor`` (by its ``multiset`` of colours, as ``_kernel_direct``; empty: no
    floors) is not below the best so far is passed over.  ``split`` keeps sums from guess to
    guess and the colours' rows by multiset, as in ``_kernel_rows`` (stats 7x6: expected and
    entropy 0.91 of the time, parts 0.97).

    Written out in one function (about 170 lines) on purpose: the row sums are ``_kernel_rows``'
    twin (as one compiled helper for both, 2.1 times as long: its docstring); split into three
    helpers inlined by numba (``inline="always"``: the packed feedbacks, the cost by code, the
    cost by class), the same scans measured 4-6 % more CPU time (stats 5x8 entropy 1.98 s
    against 1.90 s, expected 1.43 s against 1.35 s, medians of six runs alternating with this
    one), and more still as helpers compiled on their own.
    """
    nf = fidx.shape[0]
    n = packed.shape[0]
    m = order.shape[0]
    floors = len(floor) > 0
    keep, holes, sums, held, colour, slot, used = split
    last = holes if colour.shape[0] > 0 else nf
    held[:] = -1
    best, best_guess = beat, -1
    for gi in range(len(guesses)):
        g = guesses[gi]
        if floors and floor[multiset[g]] >= best - eps:
            continue
        if direct:
            r = fidx[0, g]
            for j in range(n):
                packed[j] = tables[0, r, cf[0, j]]
            for f in range(1, nf):
                r = fidx[f, g]
                for j in range(n):
                    packed[j] += tables[f, r, cf[f, j]]
        else:  # the kept sums and the colours' rows of ``_kernel_rows`` (its twin)
            if keep > 0:
                changed = keep
                for f in range(keep):
                    if fidx[f, g] != held[f]:
                        changed = f
                        break
                for f in range(changed, keep):
                    held[f] = fidx[f, g]
                    r = base[f] + fidx[f, g]
                    if f == 0:
                        for j in range(n):
                            sums[0, j] = cols[r, j]
                    else:
                        for j in range(n):
                            sums[f, j] = sums[f - 1, j] + cols[r, j]
                r = base[keep] + fidx[keep, g]
                for j in range(n):
                    packed[j] = sums[keep - 1, j] + cols[r, j]
            else:
                r = base[0] + fidx[0, g]
                for j in range(n):
                    packed[j] = cols[r, j]
            k = -1
            if last < nf:
                k = slot[multiset[g]]
                if k < 0 and used[0] < colour.shape[0]:
                    k = used[0]
                    used[0] += 1
                    slot[multiset[g]] = k
                    r = base[last] + fidx[last, g]
                    for j in range(n):
                        colour[k, j] = cols[r, j]
                    for f in range(last + 1, nf):
                        r = base[f] + fidx[f, g]
                        for j in range(n):
                            colour[k, j] += cols[r, j]
                if k >= 0:
                    for j in range(n):
                        packed[j] += colour[k, j]
            for f in range(keep + 1, last if k >= 0 else nf):
                r = base[f] + fidx[f, g]
                for j in range(n):
                    packed[j] += cols[r, j]
        acc = 0.0
        lost = False
        counts[:] = 0
        if n < 48:
            # few codes: a histogram, with the cost kept up to date and a bound after each code
            for j in range(n):
                k = packed[j]
                c = counts[k]
                counts[k] = c + 1
                rest = n - j - 1
                if mode == 1:
                    acc += 2 * c + 1
                    bound = acc + rest  # each code left adds at least 1
                elif mode == 2:
                    acc += nlogn[c + 1] - nlogn[c]
                    bound = acc  # each code left adds at least 0
                else:
                    if c == 0:
                        acc -= 1.0
                    bound = acc - min(rest, m + acc)  # at most one new class per code left
                if bound >= best - eps:
                    lost = True
                    break
            if mode == 2 and not lost:
                acc = 0.0  # the same sum as the numpy scan, not the running one
                for vi in range(m):
                    acc += nlogn[counts[order[vi]]]
                lost = not acc < best - eps
        else:
            seen = 0
            for vi in range(m):
                v = order[vi]
                c = 0
                for j in range(n):
                    c += packed[j] == v
                counts[v] = c
                seen += c
                rest = n - seen
                left = m - vi - 1
                if mode == 1:
                    acc += c * c
                    bound = acc
                    if rest > 0 and left > 0:
                        q = rest // left
                        e = rest - q * left
                        bound += e * (q + 1) * (q + 1) + (left - e) * q * q
                elif mode == 2:
                    acc += nlogn[c]
                    bound = acc
                    if rest > 0 and left > 0:
                        q = rest // left
                        e = rest - q * left
                        bound += e * nlogn[q + 1] + (left - e) * nlogn[q]
                else:
                    if c > 0:
                        acc -= 1.0
                    bound = acc - min(rest, left)
                if bound >= best - eps:
                    lost = True
                    if vi > 0:  # the class that lost this guess is counted first next time
                        for q in range(vi, 0, -1):
                            order[q] = order[q - 1]
                        order[0] = v
                    break
                if rest == 0:
                    break
        if not lost:
            best, best_guess = acc, g
            if best <= stop + eps:
                break
            # count the largest classes of the new best first: bounds bite sooner
            sizes = counts[order]
            order[:] = order[(-sizes).argsort(kind="mergesort")]
    return best, best_guess


PLAIN_KERNELS = (_kernel_direct, _kernel_rows, _kernel_cost)
"""The scans as plain functions, for another kernel to compile into itself (``heuristic_kernels``)."""
