"""The player: one strategy played over the tree of a game's secrets, in whatever process.

Each node holds the codes still consistent, its guess splits them by feedback, and each
class is a subtree. ``random`` draws at each node from ``numpy.random.default_rng([seed,
k1, …, kd])``, the packed feedbacks that reach it; so every process makes the same choices.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from mmnotation._progress import part
from mmnotation.codes.compiled import cost_kernel, kernels, wanted
from mmnotation.codes.space import Space, space
from mmnotation.codes.symmetry import history_key
from mmnotation.errors import GameError
from mmnotation.model import Code, Game
from mmnotation.strategies.heuristic_kernels import load as load_compiled_choice
from mmnotation.strategies.heuristic_kernels import small_below, subtree
from mmnotation.strategies.heuristics import heuristic_choice, opening_choice
from mmnotation.strategies.optimal import Proof, check_size, known_guess, optimal_guess, prepare
from mmnotation.strategies.recommendation import SCORED, Strategy

if TYPE_CHECKING:
    import numpy as np
    import numpy.typing as npt

    Indices = npt.NDArray[np.intp]

PARALLEL_FROM = 4000  # codes in a game before the tree is split between two processes


PROGRESS_EVERY = 0.1  # seconds between two looks at the workers' shared counter


class Halted(Exception):
    """Raised in a worker thread whose run was stopped (its ``Player.halt`` set)."""


def first_digits(game: Game, first: Code | str | None) -> tuple[int, ...] | None:
    """Colour indices of a forced opening guess; raises GameError when it is not a complete code."""
    if first is None:
        return None
    code = first if isinstance(first, Code) else Code.of(first)
    if not code.complete:
        raise GameError(f"the first guess {code.symbols!r} must be a complete code")
    if code.pegs != game.pegs:
        raise GameError(f"the first guess {code.symbols!r} needs {game.pegs} pegs")
    try:
        return game.index(code)
    except ValueError as exc:
        raise GameError(str(exc)) from None


class Player:
    """Plays one strategy on one game; the same choices for the tree and for one secret.

    ``known_only`` (optimal only): search nothing; play the optimal guess where an earlier,
    interrupted search solved the node, the expected heuristic's (Irving) elsewhere.
    """

    def __init__(
        self,
        game: Game,
        strategy: Strategy,
        first: tuple[int, ...] | None,
        seed: int | None,
        max_turns: int | None = None,
        *,
        known_only: bool = False,
        plays: bool = False,
        one_secret: bool = False,
    ):
        self.game = game
        self.strategy = strategy
        self.max_turns = max_turns  # the optimal strategy's turn limit
        self.known_only = known_only and strategy is Strategy.OPTIMAL
        if strategy is Strategy.OPTIMAL:
            check_size(game.size)
        elif max_turns is not None:
            raise GameError("a turn limit (max_turns) is kept by the optimal strategy only")
        # ``plays``: it plays every secret (`stats`), so it holds up to PLAY_MAX_CODES codes
        self.sp: Space = space(game, plays)
        # ``one_secret``: it plays one game (``play_secret``), whose choices take numba where their work
        # pays for it (``codes.compiled.wanted``), not whole games' kernels loaded up front
        eager = wanted(self.sp.size) and not one_secret
        if eager and strategy in SCORED and not load_compiled_choice(self.sp, strategy):
            # the strategy's compiled scan loaded once here, not once in each worker process
            kernels() if strategy.rule.worst else cost_kernel()
        self.small_below = small_below(self.sp, strategy)  # nodes this small: one compiled call
        self.first = first
        self.seed = 0 if seed is None else seed
        self.counter: Any = None  # a shared multiprocessing Value: secrets settled, for progress
        self.halt: Any = None  # a worker thread's threading.Event: set, the play stops (Halted)
        self.unsent = 0
        self.sent = time.monotonic()
        found = self.index_of(first) if first is not None else -1
        self.first_index = found if isinstance(found, int) else -1

    def guess(
        self, cands: Indices, path: tuple[int, ...], history: list[tuple[int, ...]]
    ) -> int | tuple[int, ...]:
        """The guess at a node: an index of the space, or digits for a forced first guess outside it."""
        import numpy as np

        if not path and not history and self.first is not None:
            return self.first_index if self.first_index >= 0 else self.first
        if self.known_only:
            known = known_guess(self.sp, cands, max_turns=self.max_turns, played=len(history))
            if known is not None:
                return known
            hist = history_key(history)
            return heuristic_choice(self.sp, cands, Strategy.EXPECTED, None, hist).guess
        if self.strategy is Strategy.OPTIMAL:
            hist = history_key(history)
            return optimal_guess(self.sp, cands, hist, max_turns=self.max_turns, played=len(history))[1]
        if not path and not history and self.strategy in SCORED:
            digits = opening_choice(self.game, self.strategy)[0]
            return int(self.sp.indices(np.array([digits], dtype=np.int8))[0])
        rng = np.random.default_rng([self.seed, *path]) if self.strategy.rule.seeded else None
        # a played-out game scores what it must: no per-recommendation limit (max_work None)
        return heuristic_choice(self.sp, cands, self.strategy, rng, history_key(history)).guess

    def prepare(
        self, progress: Callable[[float], None] | None, proof: Callable[[Proof], None] | None = None
    ) -> Callable[[float], None] | None:
        """Search the optimal strategy's tree now, showing its progress on the first 95% of
        ``progress`` (and what it has proven to ``proof``); returns the progress for playing the
        tree (the last 5%)."""
        first = None if self.first is None else (self.first_index, self.first)
        prepare(
            self.sp, first, self.max_turns, None if progress is None else part(progress, 0.0, 0.95), proof
        )
        return None if progress is None else part(progress, 0.95, 0.05)

    def index_of(self, digits: tuple[int, ...]) -> int | tuple[int, ...]:
        """A guess as ``guess`` gives it: its index in the space, or its digits when it is
        outside (a forced first guess with a repeat in a game without)."""
        import numpy as np

        try:
            return int(self.sp.indices(np.array([digits], dtype=np.int8))[0])
        except GameError:
            return digits

    def packed(self, guess: int | tuple[int, ...], cands: Indices) -> npt.NDArray[np.uint8]:
        import numpy as np

        if isinstance(guess, int):
            row: npt.NDArray[np.uint8] = self.sp.packed(np.array([guess], dtype=np.intp), cands)[0]
            return row
        return self.sp.packed_of(guess, cands)

    def split(self, guess: int | tuple[int, ...], cands: Indices) -> list[tuple[int, Indices]]:
        """The candidates grouped by the packed feedback ``guess`` gets from them: (feedback,
        group) pairs, feedbacks ascending, each group in the order of ``cands``."""
        import numpy as np

        packed = self.packed(guess, cands)
        grouped = cands[np.argsort(packed, kind="stable")]  # stable: each group in cands' order
        ends = np.cumsum(np.bincount(packed, minlength=self.sp.npacked)).tolist()
        starts = [0, *ends[:-1]]
        return [(k, grouped[a:b]) for k, (a, b) in enumerate(zip(starts, ends, strict=True)) if b > a]

    def settle(self, n: int) -> None:
        """Count ``n`` secrets settled; adds them to the shared counter now and then.

        Raises Halted in a worker thread whose run was stopped."""
        if self.halt is not None and self.halt.is_set():
            raise Halted("the run was stopped")
        if self.counter is None:
            return
        self.unsent += n
        now = time.monotonic()
        if now - self.sent >= PROGRESS_EVERY / 2:
            with self.counter.get_lock():
                self.counter.value += self.unsent
            self.unsent, self.sent = 0, now

    def digits(self, guess: int | tuple[int, ...]) -> tuple[int, ...]:
        if isinstance(guess, int):
            return tuple(int(d) for d in self.sp.codes[guess])
        return guess

    def count_turns(
        self,
        cands: Indices,
        path: tuple[int, ...],
        history: list[tuple[int, ...]],
        depth: int,
        dist: dict[int, int],
    ) -> None:
        """Add to ``dist`` (turns -> secrets) the turns each candidate takes from this node."""
        n = len(cands)
        if n == 1:
            dist[depth] = dist.get(depth, 0) + 1
            self.settle(1)
            return
        if n == 2 and not self.strategy.rule.seeded:
            dist[depth] = dist.get(depth, 0) + 1
            dist[depth + 1] = dist.get(depth + 1, 0) + 1
            self.settle(2)
            return
        if path and n < self.small_below:  # the whole subtree in one compiled call
            turns = subtree(self.sp, self.strategy, cands, depth)
            if turns is not None:
                for t in turns.nonzero()[0].tolist():
                    dist[t] = dist.get(t, 0) + int(turns[t])
                self.settle(n)
                return
        guess = self.guess(cands, path, history)
        history.append(self.digits(guess))
        for feedback, group in self.split(guess, cands):
            if feedback == self.sp.solved:
                dist[depth] = dist.get(depth, 0) + 1
                self.settle(1)
                continue
            self.count_turns(group, (*path, feedback), history, depth + 1, dist)
        history.pop()


def turns_of_jobs(
    player: Player, jobs: list[tuple[Indices, tuple[int, ...]]], history: list[tuple[int, ...]]
) -> dict[int, int]:
    dist: dict[int, int] = {}
    for cands, path in jobs:
        player.count_turns(cands, path, list(history), 2, dist)
    return dist
