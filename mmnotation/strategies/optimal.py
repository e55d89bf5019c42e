"""The optimal strategy: the least total number of guesses over every secret, by branch and bound.

``cost(S)``, for a set ``S`` of codes still possible, is the number of guesses summed over its
secrets: ``|S| + min over guesses g of the sum of cost(class)`` over the classes of ``S`` that
``g``'s answers other than all black make.  Any code of the game may be the guess, consistent
or not (Koyama, K. and Lai, T. W. (1993), "An optimal Mastermind strategy", Journal of
Recreational Mathematics 25(4): 251-256, who found 5,625 for classic Mastermind, and 5,626 when
no secret may take more than five guesses; Ville, G. (2013), "An optimal Mastermind (4,7)
strategy and more results in the expected case", arXiv:1305.1010, for the branch and bound).  With
``max_turns`` no secret may take more guesses than that; the least total under that limit.

The search is exact; what makes it fast:

- lower bounds: ``n`` codes and ``r`` possible answers other than all black need at least the
  sum of depths of the fullest tree, ``n + (n-1) + max(0, n-1-r) + max(0, n-1-r-r²) + ...``
  (one code found at the first guess, at most ``r`` at the second, ``r²`` at the third...);
  ``2n-1`` exactly when one of them separates all the others.  With a turn limit, a set larger
  than the fullest tree of that depth cannot be solved at all.
- ordering and pruning: every guess is first scored by its partition (``n`` plus the bounds of
  its classes), guesses are tried from the lowest such bound, the scan stops when the bound
  reaches the best total so far, and a guess is abandoned as soon as its classes solved so far
  plus the bounds of the others reach it.  A guess's classes are searched from the smallest:
  they are solved in a moment and each raises the guess's bound, which often reaches the best
  total before the large classes are searched at all (classic Mastermind: 9,837 sets searched
  instead of 64,497 largest first; Bulls and Cows' class of 720 codes after 0123: 34,105
  instead of 391,825).
- symmetry: colours that no guess so far uses are interchangeable, so only guesses that use
  them in first-use order are tried; colours that no code still possible has score nothing, so
  one of them stands for all; only one guess per orbit of the hole and colour permutations that
  fix the guesses so far is tried: in Python for the first three guesses (as the heuristics do,
  see ``codes.symmetry.canonical``), in the compiled search below (the permutations restricted
  guess by guess, ``optimal_search._restrict``; 12 % fewer sets on classic Mastermind).
- memory: the total of every set solved (or the bound that a set failed to reach) is kept by a
  hash of the set, so a set that recurs is solved once; the best guess is kept with it, so the
  strategy's tree is then read off without searching again.
- the search runs compiled by numba (``MMNOTATION_NUMBA``, see ``codes.compiled``), else in Python
  (only tiny games are then practical).
"""

from __future__ import annotations

import functools
import math
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from mmnotation._progress import interrupts, stop_if_interrupted
from mmnotation._progress import part as part_of
from mmnotation.codes.score import code_count
from mmnotation.codes.space import Space, color_bits, space_of
from mmnotation.codes.symmetry import History, canonical, history_key, symmetries
from mmnotation.errors import GameError
from mmnotation.model import Sheet, check_callable, check_sheet
from mmnotation.strategies.heuristics import heuristic_choice
from mmnotation.strategies.optimal_search import (
    GUESS_BITS,
    INF,
    MAX_MASK_COLORS,
    UNBOUNDED,
    SearchKernels,
    compiled_engine,
    lower_bounds,
    python_engine,
)
from mmnotation.strategies.recommendation import Choice, Recommendation, Strategy, codes_that_fit, partition
from mmnotation.strategies.stored import possible_total, store_opening, stored_opening

if TYPE_CHECKING:
    import numpy as np
    import numpy.typing as npt

    Indices = npt.NDArray[np.intp]

MAX_OPTIMAL_CODES = 10_000  # the search holds every guess's answer to every code: 100 MB at this size
QUICK_OPTIMAL_CODES = 1296  # up to here the whole search takes seconds (4 pegs x 6 colours: 3 s)
NEST_FROM = 300  # a class this large, while nothing is settled, is searched a level at a time


def check_size(codes: int) -> None:
    """Raise GameError when a game of ``codes`` codes is too large to play optimally."""
    if codes > MAX_OPTIMAL_CODES:
        raise GameError(
            f"the optimal strategy is searched for games of at most {MAX_OPTIMAL_CODES:,} codes "
            f"(it keeps every guess's answer to every code); this one has {codes:,}: "
            "choose a heuristic strategy (minimax, expected, entropy, parts)"
        )


def turns_code(max_turns: int | None) -> int:
    """The search's depth for a turn limit (None: no limit)."""
    if max_turns is None or max_turns >= UNBOUNDED:
        return UNBOUNDED
    return max_turns


@dataclass(frozen=True, slots=True)
class Proof:
    """What an optimal search running at a node has proven: the least total of guesses of its
    ``codes`` codes is at least ``lower``, and a strategy of ``upper`` guesses is known (None:
    none yet); ``done`` of the ``classes`` of the guess being searched are settled."""

    lower: int
    upper: int | None
    done: int
    classes: int
    codes: int

    @property
    def exact(self) -> bool:
        """Whether the search is over: the least total is known."""
        return self.upper is not None and self.lower >= self.upper


@dataclass
class Solver:
    """The optimal search on one game shape: its tables and what it has solved so far."""

    sp: Space
    table: npt.NDArray[np.uint8]
    cmask: npt.NDArray[np.int64]
    lb: npt.NDArray[np.int64]
    z: npt.NDArray[np.int64]
    allbits: int
    engine: SearchKernels
    memo: Any
    counters: npt.NDArray[np.int64]
    seconds: float = 0.0
    # sets still being searched (or left so by Ctrl-C): the guess of the best strategy found so
    # far and its total, by the memory's key (``known_guess`` plays them)
    found: dict[tuple[int, int], tuple[int, int]] = field(default_factory=dict)

    @property
    def nodes(self) -> int:
        """Sets searched so far (each guess of each is scored)."""
        return int(self.counters[0])

    def key(self, cands: Indices, d: int) -> tuple[int, int]:
        """The memory's key of a set of codes with ``d`` turns left (as ``_search`` computes it)."""
        import numpy as np

        z1, z2, zd = self.z[0], self.z[1], self.z[2]
        h1 = int(zd[d]) ^ int(np.bitwise_xor.reduce(z1[cands])) if len(cands) else int(zd[d])
        h2 = len(cands) ^ int(np.bitwise_xor.reduce(z2[cands])) if len(cands) else len(cands)
        return h1, h2

    def run(
        self,
        cands: Indices,
        d: int,
        beta: int,
        top: Indices | None,
        used: int,
        history: History | None = None,
    ) -> int:
        """``_search`` on ``cands`` (see there), in this thread: Ctrl-C is heard when it returns."""
        import numpy as np

        empty = np.zeros(0, dtype=np.int64)
        tops = empty if top is None else np.array(top, dtype=np.int64)  # writable: one compiled type
        z1, z2, zd = self.z[0], self.z[1], self.z[2]
        game = (
            self.table,
            self.sp.codes,
            self.cmask,
            self.lb,
            z1,
            z2,
            zd,
            self.allbits,
            self.sp.npacked,
            self.sp.solved,
            self.sp.repeats,
        )
        perms, cmaps = self.symmetries(history)
        args = (
            np.array(cands, dtype=np.int64),
            d,
            beta,
            tops,
            used,
            game,
            self.memo,
            self.counters,
            perms,
            cmaps,
        )
        return int(self.engine.search(*args))

    def symmetries(self, history: History | None) -> tuple[npt.NDArray[np.int64], npt.NDArray[np.int64]]:
        """The hole permutations and their colour maps (-1 for a colour no guess uses) that fix
        every guess of ``history``, other than the identity, as the compiled search takes them."""
        import numpy as np

        sp = self.sp
        found = symmetries(history, sp.pegs, sp.colors) if history and self.allbits >= 0 else []
        perms = np.zeros((len(found), sp.pegs), dtype=np.int64)
        cmaps = np.full((len(found), sp.colors), -1, dtype=np.int64)
        used = {c for g in history or () for c in g if c >= 0}
        for k, (sigma, full) in enumerate(found):
            perms[k] = sigma
            for c in used:
                cmaps[k, c] = full[c]
        return perms, cmaps

    def keep_found(self, key: tuple[int, int], total: int, guess: int) -> None:
        """A strategy of ``total`` guesses that plays ``guess`` first is known for the set of ``key``."""
        if total < self.found.get(key, (INF + 1, -1))[0]:
            self.found[key] = (total, guess)

    def entry(self, cands: Indices, d: int) -> tuple[int, int] | None:
        """(total, best guess) of a set already solved exactly, or None."""
        v = self.engine.get(self.memo, *self.key(cands, d))
        if v < 0 or not v & 1:
            return None
        return v >> 22, ((v >> 1) & ((1 << GUESS_BITS) - 1)) - 1

    def used_of(self, history: History) -> int:
        """The colours the guesses so far use, a bit each (0 when colours have no bits)."""
        if self.allbits < 0:
            return 0
        used = 0
        for g in history:
            for c in g:
                if c >= 0:
                    used |= 1 << c
        return used

    def search(
        self,
        cands: Indices,
        history: History | None,
        d: int,
        progress: Callable[[float], None] | None = None,
        proof: Callable[[Proof], None] | None = None,
    ) -> tuple[int, int]:
        """(least total, a guess that reaches it) for the sorted codes ``cands`` after the guesses
        ``history``, within ``d`` turns (``turns_code``); the total is ``INF`` or more when they
        cannot all be found in time.  ``history`` None: the codes are any set (not those left by
        guesses), so no symmetry of colours or holes is assumed.

        At this node and the next, only one guess per symmetry orbit is tried; the classes of the
        guesses here are searched one at a time, so ``progress`` is called (with the fraction of
        guesses tried) between them.  ``proof`` is told, at the start and after each class, what
        the search has proven so far (``Proof``); while no guess is settled, the classes are
        searched from the smallest, so that the gap closes as the search goes.
        """
        import numpy as np

        n = len(cands)
        if n == 0:
            return 0, -1
        if n <= 2:
            return (2 * n - 1 if d >= n else INF), int(cands[0])
        known = self.entry(cands, d)
        if known is not None:
            return known
        start, since = time.perf_counter(), interrupts()
        sp = self.sp
        everything = sp.everything()
        used = self.used_of(history) if history is not None else max(self.allbits, 0)
        top = canonical(sp, history) if history is not None else everything
        keys = self.table[top][:, cands]
        counts = np.zeros((len(top), sp.npacked), dtype=np.int64)
        np.add.at(counts, (np.arange(len(top))[:, None], keys), 1)
        dd = d if d == UNBOUNDED else d - 1
        sizes = counts.copy()
        sizes[:, sp.solved] = 0
        useless = (sizes == n).any(axis=1)
        bounds = n + self.lb[sizes, dd].sum(axis=1)  # lb[0, d] is 0: empty classes add nothing
        bounds[useless] = INF
        order = np.argsort(bounds, kind="mergesort")
        best, best_guess = INF + 1, -1
        key = self.key(cands, d)
        for rank, gi in enumerate(order):
            if progress is not None:
                progress(rank / len(order))
            if int(bounds[gi]) >= best:
                break
            untried = int(bounds[order[rank + 1]]) if rank + 1 < len(order) else INF
            step = None if progress is None else functools.partial(_step, progress, since, rank, len(order))
            tally = None
            g = int(top[gi])
            if proof is not None:
                found = functools.partial(self.keep_found, key)
                # the strategy told of: the best guess's when one is settled, else g's
                held = (best, best_guess) if best_guess >= 0 else (None, g)
                tally = _Tally(proof, n, untried, held[0], held[1], found)
            total = self._try(cands, g, history, dd, int(bounds[gi]), best, used, step, tally)
            if total < best:
                best, best_guess = total, g
        self.seconds += time.perf_counter() - start
        if best_guess >= 0 and best < INF:  # kept before it is told: a Ctrl-C then loses nothing
            self.engine.put(self.memo, *key, (best << 22) | ((best_guess + 1) << 1) | 1)
        if proof is not None and best < INF:
            proof(Proof(best, best, 1, 1, n))
        return best, best_guess

    def _try(
        self,
        cands: Indices,
        g: int,
        history: History | None,
        dd: int,
        total: int,
        best: int,
        used: int,
        step: Callable[[int, int], None] | None,
        tally: _Tally | None,
    ) -> int:
        """The least total of the guess ``g`` at a node (``total``: its bound by its partition),
        or a bound of it that reaches ``best``: its classes searched one by one, ``dd`` turns
        left after it.  ``step`` hears of each class done; ``tally`` keeps the proof."""
        sp = self.sp
        after = history_plus(history, sp.codes[g]) if history is not None else None
        inner = canonical(sp, after) if after is not None else sp.everything()
        row = self.table[g][cands]
        classes = [cands[row == k] for k in range(sp.npacked) if k != sp.solved]
        # the smallest classes first: solved in a moment, each raises the guess's bound, which
        # often reaches the best total before the large classes are searched at all
        settled = tally is not None and tally.best is not None
        classes = sorted((c for c in classes if len(c) > 2), key=len)
        bounds = [int(self.lb[len(c), dd]) for c in classes]
        if tally is not None:
            # a strategy to compare with while none is settled: the expected heuristic's
            hi = [heuristic_total(sp, c, after) for c in classes] if not settled and dd == UNBOUNDED else None
            tally.start(total - sum(bounds), bounds, hi)
        for ci, part in enumerate(classes):
            if tally is not None and not settled and len(part) >= NEST_FROM:
                # a large class searched a level at a time: its own proof shows, Ctrl-C is heard
                got = self.search(part, after, dd, proof=functools.partial(tally.inner, ci))[0]
            else:
                beta = best - (total - bounds[ci])
                got = self.run(part, dd, beta, inner, used | int(self.cmask[g]), after)
            total += got - bounds[ci]
            if tally is not None:
                tally.settle(ci, got, exact=total < best)
            if step is not None:
                step(ci + 1, len(classes))
            if total >= best:
                break
        return total

    def guess(self, cands: Indices, history: History | None, d: int) -> tuple[int, int]:
        """(total, best guess) of a set, from the memory or by searching it (``search``)."""
        known = self.entry(cands, d)
        if known is not None:
            return known
        if len(cands) <= 2:
            return self.search(cands, history, d)
        used = self.used_of(history) if history is not None else max(self.allbits, 0)
        got = self.run(cands, d, INF + 1, None, used, history)
        known = self.entry(cands, d)
        if known is None:  # the memory was just cleared: search this node at the Python level
            return self.search(cands, history, d)
        return got, known[1]


def _step(
    progress: Callable[[float], None], since: int, rank: int, guesses: int, done: int, classes: int
) -> None:
    """``progress`` told of the ``done``-th class of ``classes`` of the ``rank``-th of ``guesses``
    (between two classes: where a Ctrl-C after the search began, ``interrupts()`` then ``since``,
    that a library swallowed stops the search)."""
    stop_if_interrupted(since)
    progress((rank + done / classes) / guesses)


class _Tally:
    """The proof of a node's search while one of its guesses is searched, class by class.

    ``base`` is the guesses of the node and of its classes of one or two codes (settled by
    themselves); each larger class has its least total proven (``lo``) and, while no guess of
    the node is settled, a strategy's total known (``hi``, the expected heuristic's at first).
    """

    def __init__(
        self,
        proof: Callable[[Proof], None],
        codes: int,
        others: int,
        best: int | None,
        guess: int,
        found: Callable[[int, int], None] | None = None,
    ) -> None:
        self.proof = proof
        self.codes = codes
        self.others = others  # the least bound of the node's other guesses
        self.best = best  # the node's best total so far, when a guess is settled
        self.guess = guess  # the guess of the strategy ``tell`` reports: the best's, or the one searched
        self.found = found  # told of that strategy (its total, its guess)
        self.base = 0
        self.lo: list[int] = []
        self.hi: list[int] | None = None
        self.done = 0

    def start(self, base: int, lo: list[int], hi: list[int] | None) -> None:
        self.base, self.lo, self.hi = base, list(lo), hi
        self.tell()

    def inner(self, ci: int, proof: Proof) -> None:
        """A large class's own search proved ``proof``."""
        self.lo[ci] = max(self.lo[ci], proof.lower)
        if self.hi is not None and proof.upper is not None:
            self.hi[ci] = min(self.hi[ci], proof.upper)
        self.tell()

    def settle(self, ci: int, got: int, exact: bool) -> None:
        """Class ``ci`` searched: ``got`` its least total (``exact``) or a bound of it."""
        self.lo[ci] = got
        if exact and self.hi is not None:
            self.hi[ci] = min(self.hi[ci], got)
        self.done = ci + 1
        self.tell()

    def tell(self) -> None:
        upper = self.best
        if upper is None and self.hi is not None:
            upper = self.base + sum(self.hi)
        # the node's least total: this guess's, another's, or the settled best's, whichever is least
        lower = min(self.others, self.base + sum(self.lo), INF if self.best is None else self.best)
        if upper is not None and self.found is not None:
            self.found(upper, self.guess)
        self.proof(Proof(lower, upper, self.done, len(self.lo), self.codes))


def heuristic_total(sp: Space, cands: Indices, history: History | None) -> int:
    """The guesses in all that the expected heuristic (Irving) takes to find each of ``cands``
    after the guesses ``history``: an upper bound of the optimal total, found in a moment."""
    import numpy as np

    n = len(cands)
    if n <= 2:
        return 2 * n - 1 if n else 0
    guess = heuristic_choice(sp, cands, Strategy.EXPECTED, history=history, max_work=None).guess
    row = sp.packed(np.array([guess], dtype=np.intp), cands)[0]
    after = history_plus(history, sp.codes[guess]) if history is not None else None
    total = n
    for k in np.unique(row):
        if k != sp.solved:
            total += heuristic_total(sp, cands[row == k], after)
    return total


def history_plus(history: History, code: npt.NDArray[np.int8]) -> History:
    """``history`` with one more guess, as the order-free key ``codes.symmetry.history_key`` makes."""

    return history_key([*history, tuple(int(x) for x in code)])


@functools.lru_cache(maxsize=4)
def solver(pegs: int, colors: int, repeats: bool) -> Solver:
    """The optimal search of a game shape, kept for the process (its memory serves every call).

    Raises GameError when the game is too large (``check_size``).
    """
    return make_solver(pegs, colors, repeats, compiled_engine() or python_engine())


def make_solver(pegs: int, colors: int, repeats: bool, engine: SearchKernels) -> Solver:
    """A fresh optimal search of a game shape on ``engine``.  Raises GameError as ``solver``."""
    import numpy as np

    check_size(code_count(pegs, colors, repeats))
    sp = space_of(pegs, colors, repeats)
    everything = sp.everything()
    table = np.ascontiguousarray(sp.packed(everything, everything))
    # the colours of each code as bits (the space's, which has them with repeats); with too many
    # colours for a bit each, none: no colour symmetry inside the search (allbits -1)
    if colors > MAX_MASK_COLORS:
        cmask = np.zeros(sp.size, dtype=np.int64)
    else:
        cmask = sp.colormask if sp.colormask is not None else color_bits(sp.counts)
    answers = len(np.unique(table)) - 1
    lb = lower_bounds(sp.size, answers)
    z = np.random.default_rng(20261123).integers(-(1 << 62), 1 << 62, size=(3, max(sp.size, UNBOUNDED + 1)))
    return Solver(
        sp=sp,
        table=table,
        cmask=cmask,
        lb=lb,
        z=np.ascontiguousarray(z.astype(np.int64)),
        allbits=int(np.bitwise_or.reduce(cmask)) if colors <= MAX_MASK_COLORS else -1,
        engine=engine,
        memo=engine.new_memo(),
        counters=np.zeros(4, dtype=np.int64),
    )


def _limit_error(max_turns: int | None, n: int) -> GameError:
    return GameError(
        f"no strategy finds every one of the {n:,} codes still possible within {max_turns} turns; "
        "allow more turns (--max-turns)"
    )


def depth_left(max_turns: int | None, played: int) -> int:
    """The search's depth with ``played`` guesses already made (``turns_code``).

    Raises GameError when the limit is already reached.
    """
    if max_turns is None:
        return UNBOUNDED
    if played >= max_turns:
        raise GameError(f"the limit of {max_turns} turns is reached: no guess is left to play")
    return turns_code(max_turns - played)


def optimal_guess(
    sp: Space,
    cands: Indices,
    history: History | None,
    *,
    max_turns: int | None = None,
    played: int = 0,
    progress: Callable[[float], None] | None = None,
    proof: Callable[[Proof], None] | None = None,
) -> tuple[int, int]:
    """(least total of guesses over ``cands``, a guess that reaches it), for the sorted code
    indices ``cands`` after the guesses ``history`` (None: assume no symmetry), with ``played``
    turns already made of at most ``max_turns``.  ``progress`` and ``proof`` hear how the search
    goes (``Solver.search``).

    Searched once: later calls on the same game read the answers of the sets already solved.
    Raises GameError when the game is too large, when no code is consistent, or when no strategy
    finds every code within ``max_turns``.
    """
    n = len(cands)
    if n == 0:
        raise GameError("no code is consistent with the clues")
    search = solver(sp.pegs, sp.colors, sp.repeats)
    d = depth_left(max_turns, played)
    if (progress is not None or history is not None) and search.entry(cands, d) is None:
        # this node and the next searched with their symmetries, Ctrl-C heard between classes
        total, guess = search.search(cands, history, d, progress, proof)
    else:
        total, guess = search.guess(cands, history, d)
    if total >= INF or guess < 0:
        raise _limit_error(max_turns, n)
    return total, guess


def known_guess(sp: Space, cands: Indices, *, max_turns: int | None = None, played: int = 0) -> int | None:
    """The optimal guess for ``cands`` if the search has already solved them exactly (as
    ``optimal_guess`` takes its arguments), else the first guess of the best strategy it found
    for them while it searched them, else None: nothing is searched.  An interrupted search
    leaves both; a tree played from them, with the expected heuristic's guesses elsewhere,
    takes no more guesses than the strategy it last reported (``Proof.upper``), unless the
    memory was cleared (``MEMO_LIMIT``) and the positions it held are played by the heuristic."""
    if not len(cands) or (max_turns is not None and played >= max_turns):
        return None
    search = solver(sp.pegs, sp.colors, sp.repeats)
    d = depth_left(max_turns, played)
    known = search.entry(cands, d) or search.found.get(search.key(cands, d))
    if known is None or known[0] >= INF or known[1] < 0:
        return None
    return known[1]


def optimal_choice(
    sp: Space,
    cands: Indices,
    history: History | None,
    progress: Callable[[float], None] | None = None,
    max_turns: int | None = None,
    played: int = 0,
) -> Choice:
    """The optimal guess as ``strategies.heuristics.heuristic_choice`` returns a heuristic's; its
    score is the least average number of guesses, this one included, still needed over the
    consistent codes.

    The first guess of a game (every code possible, nothing played) is kept between runs (see
    ``strategies.stored``): searched once, then read back.  Raises GameError as ``optimal_guess`` does.
    """
    import numpy as np

    opening = history == () and played == 0 and len(cands) == sp.size
    kept = _kept_opening(sp, max_turns) if opening else None
    if kept is not None:
        total, guess = kept
    else:
        total, guess = optimal_guess(
            sp, cands, history, max_turns=max_turns, played=played, progress=progress
        )
        if opening:
            digits = tuple(map(int, sp.codes[guess]))
            store_opening(sp.pegs, sp.colors, sp.repeats, "optimal", max_turns, total, digits)
    inside = bool(np.isin(guess, cands))
    return Choice(guess, total / len(cands), inside)


def _kept_opening(sp: Space, max_turns: int | None) -> tuple[int, int] | None:
    """(total, the guess's index) of the optimal opening an earlier run kept, or None."""
    import numpy as np

    kept = stored_opening(sp.pegs, sp.colors, sp.repeats, "optimal", max_turns)
    if kept is None:
        return None
    total, digits = kept
    try:
        guess = int(sp.indices(np.array([digits], dtype=np.int8))[0])
    except GameError:  # not a code of this game: the file is not ours, search again
        return None
    if not possible_total(sp, guess, total):
        return None  # a total no play from this guess reaches: searched again
    return total, guess


def prepare(
    sp: Space,
    first: tuple[int, tuple[int, ...]] | None,
    max_turns: int | None,
    progress: Callable[[float], None] | None,
    proof: Callable[[Proof], None] | None = None,
) -> None:
    """Search the whole optimal tree of a game before it is played (``progress`` as it goes), so
    that each node then reads its guess from the memory.  ``first``: (its index, or -1, and the
    forced opening guess); its classes are searched one after another, from the smallest.
    ``proof`` hears what the search has proven of the game's least total as it goes (``Proof``).

    Raises GameError as ``optimal_guess`` does.
    """
    import numpy as np

    everything = sp.everything()
    if first is None:
        optimal_guess(sp, everything, (), max_turns=max_turns, progress=progress or _quiet, proof=proof)
        return
    index, digits = first
    if max_turns is not None and max_turns < 2 and sp.size > 1:
        raise _limit_error(max_turns, sp.size)
    keys = (
        sp.packed(np.array([index]), everything)[0] if index >= 0 else sp.packed_of(list(digits), everything)
    )
    history = history_key([digits])
    parts = sorted(
        (p for k in range(sp.npacked) if k != sp.solved if len(p := everything[keys == k])), key=len
    )
    total = sum(len(p) for p in parts) or 1
    tally = None
    if proof is not None:
        lb, dd = solver(sp.pegs, sp.colors, sp.repeats).lb, depth_left(max_turns, 1)
        hi = [heuristic_total(sp, p, history) for p in parts] if max_turns is None else None
        tally = _Tally(proof, sp.size, INF, None, index)
        tally.start(sp.size, [int(lb[len(p), dd]) for p in parts], hi)
    done = 0
    for ci, part in enumerate(parts):
        report = _quiet if progress is None else part_of(progress, done / total, len(part) / total)
        inner = None if tally is None else functools.partial(tally.inner, ci)
        got = optimal_guess(sp, part, history, max_turns=max_turns, played=1, progress=report, proof=inner)[0]
        if tally is not None:
            tally.settle(ci, got, exact=True)
        done += len(part)


def _quiet(fraction: float) -> None:
    """A progress that shows nothing (the search still stops between classes on Ctrl-C)."""


def expected_seconds(codes: int) -> float:
    """Roughly how long the optimal search of a game of ``codes`` codes takes on this project's
    2-core machine (4 pegs x 6 colours: about 3 s, 2.5 s of it CPU; numba's first compilation adds
    about 10 s);
    infinity beyond ``QUICK_OPTIMAL_CODES``, where no model tells: minutes for some games, hours
    or more for others (docs/performance.md)."""
    if codes > QUICK_OPTIMAL_CODES:
        return math.inf
    return float(3.0 * (codes / QUICK_OPTIMAL_CODES) ** 2.5)


def recommend_optimal(
    sheet: Sheet,
    *,
    max_turns: int | None = None,
    progress: Callable[[float], None] | None = None,
) -> Recommendation:
    """The optimal guess after the sheet's clues, when no secret may take more than ``max_turns``
    guesses in all (the clues count as turns played); ``recommend`` without a limit.

    Raises GameError when no code is consistent, the game is too large, or the limit cannot be kept.
    """

    check_sheet(sheet)
    check_callable("progress", progress)
    check_size(sheet.game.size)
    sp, cands = codes_that_fit(sheet)
    history = history_key([sheet.game.index(c.guess) for c in sheet.clues])
    picked = optimal_choice(sp, cands, history, progress, max_turns, played=len(sheet.clues))
    return Recommendation(
        guess=sp.code(picked.guess, sheet.game),
        strategy=Strategy.OPTIMAL,
        score=picked.score,
        consistent=picked.consistent,
        partition=partition(sp, picked.guess, cands),
    )
