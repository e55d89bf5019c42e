"""Recommending the next guess: score every guess by how it splits the consistent codes.

Strategies (docs/cli.md): ``minimax`` minimises the largest feedback class (Knuth 1977),
``expected`` minimises sum n²/N (Irving 1978), ``entropy`` maximises the entropy of the
split (Neuwirth 1982), ``parts`` maximises the number of classes (Kooi 2005), ``first``
takes the first consistent code in palette order and ``random`` a random consistent code.

The guesses considered are every code of the game (the no-repeat codes in a no-repeats
game).  Ties go to the best score, then to a guess that is still consistent, then to the
lowest code in palette order.  ``expected`` compares the integer sum n²; ``entropy``
compares the float sum n·log2(n) and treats values within ``1e-9 * N`` as equal, so that
the same class sizes summed in another order still tie.

Speed, without changing the choice:

- symmetry (``codes.symmetry``): only the lowest code of each orbit of the guesses played so
  far is scored; and where swapping two colours a < b in every candidate gives the candidates
  again, no guess whose colours include b but not a (its twin with a comes first, at the same cost).
- scoring (``codes.space``): packed feedbacks are sums of small tables, a few row gathers and adds.
- bounds: a consistent guess whose score reaches what no guess can beat wins at once
  (consistent guesses are tried first, in palette order); for minimax an inconsistent guess
  cannot make its largest class smaller than ``ceil(N / (F - 1))`` (F feedbacks, less the
  all-black one), so when a consistent guess already reaches it nothing else is scored.
- minimax abandons a guess as soon as one class reaches the best so far; with numba
  installed (imported lazily, compiled with its cache on) two small kernels do the scan,
  otherwise numpy does it in blocks (``MMNOTATION_NUMBA=0`` forces numpy).  Both choose alike.
"""

from __future__ import annotations

import functools
import math
from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

from mmnotation._progress import part
from mmnotation.codes.compiled import CostKernel, Kernels, cost_kernel, kernels, wanted
from mmnotation.codes.scan_kernels import split
from mmnotation.codes.score import unpack
from mmnotation.codes.space import Space, kernel_tables_of
from mmnotation.codes.symmetry import History, canonical, canonical_mask, colour_swaps
from mmnotation.errors import GameError
from mmnotation.model import Game
from mmnotation.strategies.heuristic_kernels import (
    SYMMETRY_FROM,
    SYMMETRY_SMALL_SPACE,
    compiled_choice,
)
from mmnotation.strategies.opening import opening
from mmnotation.strategies.recommendation import Choice, Recommendation, Strategy

if TYPE_CHECKING:
    import numpy as np
    import numpy.typing as npt

    from mmnotation.codes.space import Indices

PAIRS_PER_SECOND = 2e8  # rough speed of the numpy scorer, for the estimate in messages
CHUNK = 1 << 21  # guess-candidate pairs scored at once (bounds memory)


def class_counts(sp: Space, guesses: Indices, cands: Indices) -> npt.NDArray[np.intp]:
    """(guesses, packed feedbacks): how many of ``cands`` give each feedback to each guess."""
    import numpy as np

    packed = sp.packed(guesses, cands)
    offsets = np.arange(len(guesses), dtype=np.intp) * sp.npacked
    flat = np.add(packed, offsets[:, None], dtype=np.intp)
    counts: npt.NDArray[np.intp] = np.bincount(flat.ravel(), minlength=len(guesses) * sp.npacked)
    return counts.reshape(-1, sp.npacked)


def _costs(sp: Space, guesses: Indices, cands: Indices, strategy: Strategy) -> npt.NDArray[np.float64]:
    """Cost (lower is better) of each guess, by the strategy's rule (``strategies.table``)."""
    return strategy.rule.costs(class_counts(sp, guesses, cands), len(cands))


Floor = tuple["npt.NDArray[np.int32]", "npt.NDArray[Any]"]  # see _class_floor


def _class_floor(sp: Space, cands: Indices, strategy: Strategy) -> Floor | None:
    """(the multiset of colours of each code, the least cost against ``cands`` of a guess with
    each multiset), or None when the game has too many multisets (``Space.multisets``).

    A guess has as many colours in common with a code as their multisets share, whatever the
    order of its colours; the codes with ``k`` colours in common can then differ only in their
    black pegs, 0 to ``k`` (for ``k == pegs`` not ``pegs - 1``), so they fall into at most that
    many classes, at best of even sizes.  The floor (int32 for minimax, else float64) lets a
    scan pass over every guess of a multiset that cannot beat the best so far, and stop at a
    guess that reaches the least floor of all.
    """
    import numpy as np

    tables = sp.multisets()
    if tables is None:
        return None
    multiset, common = tables
    weight = np.bincount(multiset[cands], minlength=len(common))
    present = np.flatnonzero(weight)
    shared = common[:, present]
    p, m = sp.pegs, len(common)
    # size[a, k]: the codes that have k colours in common with a guess of multiset a
    cell = shared.astype(np.intp) + (np.arange(m, dtype=np.intp) * (p + 1))[:, None]
    flat = np.bincount(cell.ravel(), np.broadcast_to(weight[present], shared.shape).ravel(), m * (p + 1))
    size = flat.reshape(m, p + 1).astype(np.int64)
    classes = np.arange(1, p + 2, dtype=np.int64)
    classes[p] = p
    rule, n = strategy.rule, len(cands)
    cost = rule.even(size, classes, n)  # the most even split
    if rule.worst:
        return multiset, cost.max(axis=1).astype(np.int32)
    # entropy's eps below any rounding of the scan's sums
    return multiset, np.asarray(cost.sum(axis=1), dtype=np.float64) - rule.eps(n)


def _without_swapped(sp: Space, cands: Indices, floor: Floor, strategy: Strategy) -> Floor:
    """``floor`` with the multisets that have a colour b but not a, for each swap (a, b) of the
    candidates' colours (``codes.symmetry.colour_swaps``), out of reach: a scan passes over
    them, and still finds the first guess of the least cost."""
    import numpy as np

    swaps = colour_swaps(sp, cands)
    counts = sp.multiset_counts
    if not swaps or counts is None:
        return floor
    drop = np.zeros(len(counts), dtype=bool)
    for a, b in swaps:
        drop |= (counts[:, a] == 0) & (counts[:, b] > 0)
    values = floor[1].copy()
    values[drop] = len(cands) + 1 if strategy.rule.worst else np.inf
    return floor[0], values


@dataclass(frozen=True, slots=True)
class _Scan:
    """One scan of a heuristic choice: ``guesses`` scored in order against the sorted ``cands``
    by ``strategy``, for the first guess with the least cost below ``beat`` (costs within ``eps``
    tie), stopping at the first whose cost is ``stop`` or less.  ``floor`` (``_class_floor``)
    passes over guesses that cannot beat the best so far; the scan reports its own progress, from
    0 to 1, to ``progress`` (``_progress.part`` of the whole).  For minimax ``stop`` and ``beat``
    are whole numbers (the compiled kernels' types)."""

    sp: Space
    cands: Indices
    strategy: Strategy
    eps: float
    progress: Callable[[float], None] | None
    guesses: Indices
    stop: float
    beat: float
    floor: Floor | None

    def report(self, scanned: int) -> None:
        """Report ``scanned`` of the guesses done."""
        if self.progress is not None:
            self.progress(min(1.0, scanned / len(self.guesses)))


def _best(job: _Scan) -> tuple[float, int] | None:
    """(best cost, first guess with it) of a scan, or None when no guess is below its ``beat``:
    by the compiled kernels where the game wants them and they load, else by numpy."""
    rule = job.strategy.rule
    compiled = rule.mode is not None and wanted(job.sp.size, len(job.guesses) * len(job.cands))
    if rule.worst:  # the largest class: minimax's own scans, which stop a guess at ``beat``
        minimax = kernels() if compiled else None
        return _scan_kernel(minimax, job) if minimax is not None else _scan_minimax(job)
    cost = cost_kernel() if compiled else None
    return _scan_cost_kernel(cost, job) if cost is not None else _scan(job)


def _scan(job: _Scan) -> tuple[float, int] | None:
    """(best cost, first guess with it) over the guesses in order, stopping at the first <= ``stop``
    (numpy, every cost; ``beat`` is not read: the caller compares)."""
    guesses, cands, eps = job.guesses, job.cands, job.eps
    if not len(guesses):
        return None
    step = max(1, CHUNK // max(1, len(cands)))
    best: tuple[float, int] | None = None
    for start in range(0, len(guesses), step):
        block = guesses[start : start + step]
        costs = _costs(job.sp, block, cands, job.strategy)
        job.report(start + step)
        hit = costs <= job.stop + eps
        if hit.any():
            # nothing can beat ``stop``, and earlier chunks had no guess reaching it
            first = int(hit.argmax())
            return float(costs[first]), int(block[first])
        low = float(costs.min())
        if best is None or low < best[0] - eps:
            first = int((costs <= low + eps).argmax())
            best = (low, int(block[first]))
    return best


SMALL_N = 16  # up to this many candidates, class sizes may come from pairwise comparisons
PAIRWISE_FROM = 2048  # ... when at least this many guesses share the cost of n² numpy calls
KERNEL_CHUNK = 1 << 24  # guess-candidate pairs between two progress reports of the kernel


def _by_rows(sp: Space, guesses: int) -> bool:
    """Whether a scan of ``guesses`` guesses lays out the candidates' columns of every table row
    (``Space.columns``), which turns a guess's packed feedbacks into row additions: worth it from
    a quarter as many guesses as rows; else the kernels look each pair up in the tables
    (``direct``). The columns take a byte a row per candidate (8x7's largest class: 673 MB), but
    looking each pair up took 11 times as long on 7x7's largest (docs/performance.md)."""
    rows: int = sum(t.shape[0] for _, t in sp.features)
    return guesses * 4 >= rows


FIRST_GUESSES = 512  # guesses in the first block of a scan; blocks then double


def _largest_small(sp: Space, block: Indices, cands: Indices, beat: int) -> tuple[Indices, Indices]:
    """Largest class of each guess against a few candidates, by comparing packed feedbacks pairwise.

    Returns (rows of ``block`` whose largest class is below ``beat``, their largest class).
    """
    import numpy as np

    # candidates along the first axis: each comparison runs over a long contiguous row
    packed = np.ascontiguousarray(sp.packed(block, cands).T)
    n = len(cands)
    rows = np.arange(len(block), dtype=np.intp)
    sizes = np.ones(packed.shape, dtype=np.uint8)  # size of each candidate's class, so far
    for j in range(1, n):
        kj, sj = packed[j], sizes[j]
        for k in range(j):
            eq = packed[k] == kj
            sizes[k] += eq
            sj += eq
        if beat <= n and j % 4 == 3 and j < n - 1:
            # a guess whose class already reached ``beat`` cannot win: drop it now
            keep = sizes[: j + 1].max(axis=0) < beat
            if not keep.all():
                rows, packed, sizes = rows[keep], packed[:, keep], sizes[:, keep]
                if not len(rows):
                    return rows, rows
    largest = sizes.max(axis=0).astype(np.intp)
    keep = largest < beat
    return rows[keep], largest[keep]


def _largest(
    sp: Space, block: Indices, cands: Indices, beat: int, floor: Floor | None = None
) -> tuple[Indices, Indices]:
    """Largest class of each guess, adding candidates in growing batches and dropping a guess
    as soon as one of its classes reaches ``beat`` (at once when its ``floor`` does).

    Returns (rows of ``block`` whose largest class is below ``beat``, their largest class).
    """
    import numpy as np

    n = len(cands)
    if floor is not None:
        multiset, least = floor
        rows = np.flatnonzero(least[multiset[block]] < beat)
        if len(rows) < len(block):
            found, largest = _largest(sp, block[rows], cands, beat)
            return rows[found], largest
    if n <= SMALL_N and len(block) >= PAIRWISE_FROM:
        return _largest_small(sp, block, cands, beat)
    rows = np.arange(len(block), dtype=np.intp)
    npacked = sp.npacked
    counts = np.zeros((len(block), npacked), dtype=np.int64)
    start, step = 0, 2 * npacked
    while start < n:
        batch = cands[start : start + step]
        start += len(batch)
        step *= 2
        packed = sp.packed(block[rows], batch)
        flat = np.add(packed, (np.arange(len(rows), dtype=np.intp) * npacked)[:, None], dtype=np.intp)
        counts += np.bincount(flat.ravel(), minlength=len(rows) * npacked).reshape(len(rows), npacked)
        if beat <= n or start >= n:
            largest = counts.max(axis=1)
            keep = largest < beat
            if not keep.all():
                rows, counts, largest = rows[keep], counts[keep], largest[keep]
                if not len(rows):
                    break
    return rows, largest if len(rows) else rows


SAMPLE_FROM = 1 << 26  # guess-code pairs from which a scan first scores a sample of its guesses
SAMPLE = 64  # guesses in that sample, spread evenly over the scan


def _sample(guesses: Indices) -> Indices:
    """``SAMPLE`` guesses spread over ``guesses``: their best score starts a long scan off with a
    bound that abandons poor guesses early (the scan still returns the first guess, in order,
    with the best score, so the choice does not change)."""
    import numpy as np

    out: Indices = guesses[np.linspace(0, len(guesses) - 1, SAMPLE).astype(np.intp)]
    return out


def _scan_kernel(minimax: Kernels, job: _Scan) -> tuple[float, int] | None:
    """``_scan_minimax`` by the compiled kernels."""
    import numpy as np

    sp, cands, stop = job.sp, job.cands, int(job.stop)
    kt = kernel_tables_of(sp)
    n = len(cands)
    none = np.zeros(0, dtype=np.int32)
    multiset, least = job.floor if job.floor is not None else (none, none)
    if _by_rows(sp, len(job.guesses)):
        # the candidates' columns of every table row: a guess's packed feedbacks become row additions
        cols = sp.columns(cands)
        # the colours' rows by multiset when the multisets come with the floors, made once
        parts = split(sp.holes, n, len(least))

        def run(part: Indices, beat: int) -> tuple[int, int]:
            packed = np.empty(n, dtype=np.uint8)
            counts = np.zeros(sp.npacked, dtype=np.int32)
            return minimax.rows(
                cols, kt.base, kt.fidx, part, kt.valid, beat, stop, packed, counts, multiset, least, n, parts
            )

    else:

        def run(part: Indices, beat: int) -> tuple[int, int]:
            counts = np.zeros(sp.npacked, dtype=np.int32)
            cf = np.empty((len(kt.fidx), n), dtype=np.int32)
            rows = np.empty(len(kt.fidx), dtype=np.int32)
            return minimax.direct(
                kt.fidx, kt.tables, part, cands, beat, stop, counts, cf, rows, multiset, least
            )

    # some guess reaches the sample's best: the scan finds the first that does
    return _run_scan(run, replace(job, beat=int(job.beat), stop=stop), 1)


def _scan_cost_kernel(cost: CostKernel, job: _Scan) -> tuple[float, int] | None:
    """``_scan`` by the compiled kernel: (cost, first guess with it) below ``beat - eps``, or None."""
    import numpy as np

    sp, cands, rule, stop, eps = job.sp, job.cands, job.strategy.rule, job.stop, job.eps
    if not len(job.guesses):
        return None
    kt = kernel_tables_of(sp)
    n = len(cands)
    mode = rule.mode
    assert mode is not None  # ``_best`` asks only for a compiled rule
    nlogn = rule.kernel_table(n)
    direct = not _by_rows(sp, len(job.guesses))
    if direct:
        cols = np.zeros((1, 1), dtype=np.uint8)
        cf = kt.fidx[:, cands].astype(np.int32)  # the type the kernel is compiled for
    else:
        cols = sp.columns(cands)
        cf = np.zeros((1, 1), dtype=np.int32)
    order = kt.valid.copy()
    packed = np.empty(n, dtype=np.uint8)
    counts = np.zeros(sp.npacked, dtype=np.int32)

    none = (np.zeros(0, np.int32), np.zeros(0, np.float64))
    multiset, least = job.floor if job.floor is not None else none

    parts = split(sp.holes, n, len(least))  # as minimax's rows scan (``_scan_kernel``)

    def run(part: Indices, beat: float) -> tuple[float, int]:
        args = (cols, kt.base, cf, kt.tables, kt.fidx, direct, part, order, mode, beat, stop, eps)
        return cost(*args, nlogn, packed, counts, multiset, least, parts)

    # as for minimax, a sampled guess's cost bounds the scan from the start: integer costs
    # accept that cost again; entropy accepts anything within ``eps`` of it (a tie)
    return _run_scan(run, job, 2.0 * eps if eps else 1.0)


def _run_scan(
    run: Callable[[Indices, Any], tuple[Any, int]], job: _Scan, sampled_slack: float
) -> tuple[float, int] | None:
    """Run a compiled scan, ``run(guesses, beat) -> (best, guess or -1)``, over the job's guesses in order.

    A long scan first runs on a sample of ``_sample``; the best it finds, plus ``sampled_slack``,
    bounds the scan from the start.  The scan then runs in chunks of ``KERNEL_CHUNK`` pairs
    between two progress reports (one chunk without ``progress``) and stops at the first guess
    within ``eps`` of ``stop``.  The job's ``beat`` and ``sampled_slack`` keep the kernel's type:
    ints for minimax.  Returns (best, first guess with it) below ``beat``, or None.
    """
    guesses, n, beat = job.guesses, len(job.cands), job.beat
    if len(guesses) * n >= SAMPLE_FROM and len(guesses) > 4 * SAMPLE:
        value, guess = run(_sample(guesses), beat)
        if guess >= 0:
            beat = value + sampled_slack
    step = max(1, KERNEL_CHUNK // max(1, n)) if job.progress is not None else max(1, len(guesses))
    found: tuple[float, int] | None = None
    for pos in range(0, len(guesses), step):
        beat, guess = run(guesses[pos : pos + step], beat)
        job.report(pos + step)
        if guess >= 0:
            found = (float(beat), int(guess))
            if beat <= job.stop + job.eps:
                break
    return found


def _scan_minimax(job: _Scan) -> tuple[float, int] | None:
    """(largest class, first guess with it) among the guesses below ``beat``, or None, by numpy.

    Stops at the first guess (in order) whose largest class is ``stop`` or less.
    """
    sp, guesses, cands, beat = job.sp, job.guesses, job.cands, int(job.beat)
    best: tuple[float, int] | None = None
    pos, size = 0, max(FIRST_GUESSES, (1 << 16) // max(1, len(cands)))
    limit = max(FIRST_GUESSES, CHUNK // max(1, len(cands)))
    while pos < len(guesses):
        block = guesses[pos : pos + size]
        pos += len(block)
        size = min(2 * size, limit)
        rows, largest = _largest(sp, block, cands, beat, job.floor)
        job.report(pos)
        if len(rows):
            i = int(largest.argmin())  # the first of the smallest: lowest palette order
            best = (float(largest[i]), int(block[rows[i]]))
            beat = int(largest[i])
            if beat <= job.stop:
                break
    return best


def _merge_absent(sp: Space, cands: Indices) -> Indices | None:
    """The codes using no colour that no candidate has, except the lowest such colour; None
    when fewer than two colours are absent (or in a no-repeats game).

    A colour absent from every candidate scores nothing against any of them, so a guess splits
    the candidates alike whichever absent colours it uses.  The guess the tie rule picks is the
    lowest code among the equally good (and equally consistent) ones, so it uses only the lowest
    absent colour: dropping the others never changes the choice.  (Only with repeats: without,
    the merged code would repeat a colour and is no guess.)
    """
    import numpy as np

    if sp.colormask is None:
        return None
    present = int(np.bitwise_or.reduce(sp.colormask[cands]))
    absent = ((1 << sp.colors) - 1) & ~present
    if absent & (absent - 1) == 0:  # fewer than two absent colours: nothing merges
        return None
    return _within(sp, present | (absent & -absent))


def _within(sp: Space, allowed: int) -> Indices:
    """The codes whose colours are all among the bits of ``allowed``."""
    import numpy as np

    mask = sp.colormask
    assert mask is not None

    def part(a: int, b: int) -> Indices:  # a slice at a time (8x7, at once: 50 MiB of temporaries)
        return a + np.flatnonzero((mask[a:b] & ~allowed) == 0)

    return sp.cached(("within", allowed), lambda: sp.sweep(part))


def heuristic_choice(
    sp: Space,
    cands: Indices,
    strategy: Strategy,
    rng: np.random.Generator | None = None,
    history: History | None = None,
    progress: Callable[[float], None] | None = None,
    max_work: float | None = None,
) -> Choice:
    """The guess a heuristic ``strategy`` (not ``optimal``) plays against sorted candidate indices
    ``cands``.

    ``history`` (guesses played so far, see ``history_key``) enables the symmetry reduction;
    without it every guess is scored.  ``rng`` drives ``random``.  Raises GameError when no code
    is consistent or the scoring would take more than ``max_work`` guess-code pairs (None: no
    limit)."""
    import numpy as np

    n = len(cands)
    if n == 0:
        raise GameError("no code is consistent with the clues")
    rule = strategy.rule
    if strategy is Strategy.OPTIMAL:
        raise GameError("the optimal strategy is no heuristic: its search plays it")
    if not rule.scored:  # first or random: a candidate, scored by its largest class
        if not rule.seeded:
            pick = int(cands[0])
        else:
            gen = rng if rng is not None else np.random.default_rng()
            pick = int(cands[int(gen.integers(n))])
        packed = sp.packed(np.array([pick], dtype=np.intp), cands)[0]
        return Choice(pick, int(np.bincount(packed).max()), True)
    if n <= 2:
        # the first candidate splits them into classes of one: best by every measure
        return Choice(int(cands[0]), rule.shown(rule.perfect(n), n), True)
    if history is not None and n < SYMMETRY_FROM and sp.size >= SYMMETRY_SMALL_SPACE:
        history = None  # few candidates: scanning every guess costs less than finding the orbits
    merged = _merge_absent(sp, cands)
    if history is None:
        guesses = sp.everything() if merged is None else merged
    elif merged is None:
        guesses = canonical(sp, history)
    else:
        guesses = merged[canonical_mask(sp, history)[merged]]
    work = len(guesses) * n
    if max_work is not None and work > max_work:
        raise GameError(
            f"scoring {len(guesses):,} guesses against {n:,} consistent codes "
            f"({work:.1e} pairs, about {work / PAIRS_PER_SECOND:,.0f} s) is too much; add clues first"
        )
    inside = canonical_mask(sp, history)[cands] if history is not None else np.ones(n, dtype=bool)
    consistent = cands[inside]  # sorted, like cands
    if progress is None and work < SAMPLE_FROM and wanted(sp.size, work):
        # the scans, bounds and floors below in one compiled call (the same steps, the same guess)
        compiled = compiled_choice(sp, strategy, cands, consistent, guesses)
        if compiled is not None:
            cost, guess, candidate = compiled
            return Choice(guess, rule.shown(cost, n), candidate)
    eps = rule.eps(n)
    feedbacks = (sp.pegs + 1) * (sp.pegs + 2) // 2 - 1  # (pegs-1, 1) cannot happen
    stop_in, stop_out = rule.bounds(n, feedbacks)
    share = len(consistent) / len(guesses)
    beat_in = n + 1 if rule.worst else math.inf  # every guess is below it
    report_in = part(progress, 0.0, share) if progress else None  # the consistent guesses' share
    scan_in = _Scan(sp, cands, strategy, eps, report_in, consistent, stop_in, beat_in, None)
    best_in = _best(scan_in)
    assert best_in is not None  # the orbit of a candidate is represented by a candidate
    if best_in[0] <= stop_out + eps:
        return Choice(best_in[1], rule.shown(best_in[0], n), True)
    # the other guesses are many: worth their floors, made only now (read by the compiled cost scan)
    floors = rule.worst or (rule.mode is not None and wanted(sp.size, work) and cost_kernel() is not None)
    floor = _class_floor(sp, cands, strategy) if floors else None
    if floor is not None:  # no guess costs less than the least floor
        stop_out = max(stop_out, float(floor[1].min()))
        if best_in[0] <= stop_out + eps:
            return Choice(best_in[1], rule.shown(best_in[0], n), True)
        floor = _without_swapped(sp, cands, floor, strategy)
    if rule.worst:
        # consistent guesses cannot beat ``best_in``, so all guesses can be scanned alike
        others = guesses
    else:
        member = np.zeros(sp.size, dtype=bool)
        member[cands] = True
        others = guesses[~member[guesses]]
    # only a guess that beats the best consistent one can win
    scan_out = replace(scan_in, guesses=others, stop=stop_out, beat=best_in[0], floor=floor)
    best_out = _best(replace(scan_out, progress=part(progress, share, 1 - share) if progress else None))
    if best_out is not None and best_out[0] < best_in[0] - eps:
        return Choice(best_out[1], rule.shown(best_out[0], n), False)
    return Choice(best_in[1], rule.shown(best_in[0], n), True)


@functools.lru_cache(maxsize=64)
def opening_choice(game: Game, strategy: Strategy) -> tuple[tuple[int, ...], float, tuple[int, ...]]:
    """(digits, cost, class size per packed feedback) of a scored strategy's first guess: one
    guess per opening pattern is scored, exactly, without listing the codes (see ``strategies.opening``)."""
    return opening(game.pegs, len(game.colors), game.repeats, strategy.rule)


def opening_recommendation(game: Game, strategy: Strategy) -> Recommendation:
    """The first guess of a scored strategy on an empty sheet, for a game of any size."""
    digits, cost, sizes = opening_choice(game, strategy)
    n = game.size
    part = {unpack(k, game.pegs).key: sizes[k] for k in range(len(sizes) - 1, -1, -1) if sizes[k]}
    if n <= 2:
        cost = strategy.rule.perfect(n)
    return Recommendation(
        guess=game.code(list(digits)),
        strategy=strategy,
        score=strategy.rule.shown(cost, n),
        consistent=True,
        partition=part,
    )
