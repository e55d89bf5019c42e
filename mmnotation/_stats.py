"""Strategy statistics: play a strategy against every secret of a game, or against one.

``strategy_stats`` plays the strategy as a tree: each node holds the codes still consistent,
its guess splits them by feedback, and each class is a subtree; so each position is scored
once however many secrets reach it.  ``solve`` walks the same tree down one secret's branch,
so it makes the same choices.

``random`` is made reproducible by seeding each node from its place in the tree: the node
reached by the packed feedbacks ``k1 … kd`` (``black*(pegs+1)+white``) draws from
``numpy.random.default_rng([seed, k1, …, kd])``; ``seed`` None means 0 here.

Large trees are split between two processes (``fork``) by the classes of the opening guess;
each subtree is independent, so the totals do not depend on the split.
"""

from __future__ import annotations

import os
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ._errors import GameError
from ._model import Code, Feedback, Game, check_callable, check_count, check_game, check_seed
from ._score import unpack
from ._strategy import Space, Strategy, choose_index, history_key, space

if TYPE_CHECKING:
    import numpy as np
    import numpy.typing as npt

    Indices = npt.NDArray[np.intp]

MAX_STATS_WORK = 2e9  # codes x codes: larger games take too long to play out
PARALLEL_FROM = 4000  # codes in a game before the tree is split between two processes


@dataclass(frozen=True, slots=True)
class Turn:
    """One guess of a played game, its feedback and the codes still consistent after it."""

    guess: Code
    feedback: Feedback
    remaining: int


@dataclass(frozen=True, slots=True)
class Stats:
    """How a strategy fares over every secret: guesses in all, at most, and per count."""

    game: Game
    strategy: Strategy
    first_guess: Code
    games: int
    total: int
    max: int
    distribution: dict[int, int]
    seconds: float

    @property
    def average(self) -> float:
        """Guesses per secret."""
        return self.total / self.games if self.games else 0.0


def _first_digits(game: Game, first: Code | str | None) -> tuple[int, ...] | None:
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


class _Player:
    """Plays one strategy on one game; the same choices for the tree and for one secret."""

    def __init__(self, game: Game, strategy: Strategy, first: tuple[int, ...] | None, seed: int | None):
        self.game = game
        self.strategy = strategy
        self.sp: Space = space(game)
        self.first = first
        self.seed = 0 if seed is None else seed
        if first is not None:
            import numpy as np

            found = self.sp.full == int(np.dot(first, self.sp.weights))
            self.first_index = int(found.argmax()) if found.any() else -1
        else:
            self.first_index = -1

    def guess(
        self, cands: Indices, path: tuple[int, ...], history: list[tuple[int, ...]]
    ) -> int | tuple[int, ...]:
        """The guess at a node: an index of the space, or digits for a forced first guess outside it."""
        import numpy as np

        if not path and not history and self.first is not None:
            return self.first_index if self.first_index >= 0 else self.first
        rng = np.random.default_rng([self.seed, *path]) if self.strategy is Strategy.RANDOM else None
        return choose_index(self.sp, cands, self.strategy, rng, history_key(history)).guess

    def keys(self, guess: int | tuple[int, ...], cands: Indices) -> npt.NDArray[np.uint8]:
        import numpy as np

        if isinstance(guess, int):
            row: npt.NDArray[np.uint8] = self.sp.keys(np.array([guess], dtype=np.intp), cands)[0]
            return row
        return self.sp.keys_of(guess, cands)

    def digits(self, guess: int | tuple[int, ...]) -> tuple[int, ...]:
        if isinstance(guess, int):
            return tuple(int(d) for d in self.sp.codes[guess])
        return guess

    def tree(
        self,
        cands: Indices,
        path: tuple[int, ...],
        history: list[tuple[int, ...]],
        depth: int,
        dist: dict[int, int],
    ) -> None:
        """Add to ``dist`` (turns -> secrets) the turns each candidate takes from this node."""
        import numpy as np

        n = len(cands)
        if n == 1:
            dist[depth] = dist.get(depth, 0) + 1
            return
        if n == 2 and self.strategy is not Strategy.RANDOM:
            dist[depth] = dist.get(depth, 0) + 1
            dist[depth + 1] = dist.get(depth + 1, 0) + 1
            return
        guess = self.guess(cands, path, history)
        keys = self.keys(guess, cands)
        order = np.argsort(keys, kind="stable")
        sorted_keys = keys[order]
        cuts = np.flatnonzero(np.diff(sorted_keys)) + 1
        digits = self.digits(guess)
        history.append(digits)
        for part in np.split(np.arange(n), cuts):
            key = int(sorted_keys[part[0]])
            if key == self.sp.solved:
                dist[depth] = dist.get(depth, 0) + 1
                continue
            self.tree(cands[order[part]], (*path, key), history, depth + 1, dist)
        history.pop()


def _work(
    player: _Player, jobs: list[tuple[Indices, tuple[int, ...]]], history: list[tuple[int, ...]]
) -> dict[int, int]:
    dist: dict[int, int] = {}
    for cands, path in jobs:
        player.tree(cands, path, list(history), 2, dist)
    return dist


_FORKED: tuple[_Player, list[tuple[int, ...]]] | None = None


def _forked_job(jobs: list[tuple[Indices, tuple[int, ...]]]) -> dict[int, int]:
    assert _FORKED is not None
    return _work(_FORKED[0], jobs, _FORKED[1])


def strategy_stats(
    game: Game,
    strategy: Strategy | str = Strategy.MINIMAX,
    *,
    first: Code | str | None = None,
    seed: int | None = None,
    progress: Callable[[float], None] | None = None,
) -> Stats:
    """Play ``strategy`` against every secret of ``game`` (``first`` forces the opening guess).

    Raises GameError for an unknown strategy, a bad first guess, or a game too large to play out.
    """
    check_game(game)
    check_seed(seed)
    check_callable("progress", progress)
    import numpy as np

    start = time.perf_counter()
    strat = Strategy.of(strategy)
    if float(game.size) ** 2 > MAX_STATS_WORK:
        raise GameError(
            f"{game.size:,} codes are too many to play every secret "
            f"(about {float(game.size) ** 2:.1e} code pairs per level of the tree)"
        )
    player = _Player(game, strat, _first_digits(game, first), seed)
    sp = player.sp
    cands = np.arange(sp.size, dtype=np.intp)
    dist: dict[int, int] = {}
    if sp.size == 1:
        first_guess: int | tuple[int, ...] = 0
        dist[1] = 1
    else:
        first_guess = player.guess(cands, (), [])
        keys = player.keys(first_guess, cands)
        order = np.argsort(keys, kind="stable")
        sorted_keys = keys[order]
        cuts = np.flatnonzero(np.diff(sorted_keys)) + 1
        jobs: list[tuple[Indices, tuple[int, ...]]] = []
        for part in np.split(np.arange(len(cands)), cuts):
            key = int(sorted_keys[part[0]])
            if key == sp.solved:
                dist[1] = dist.get(1, 0) + 1
            else:
                jobs.append((cands[order[part]], (key,)))
        history = [player.digits(first_guess)]
        _play_jobs(player, jobs, history, dist, sp.size, progress)
    if progress is not None:
        progress(1.0)
    total = sum(t * c for t, c in dist.items())
    return Stats(
        game=game,
        strategy=strat,
        first_guess=game.code(list(player.digits(first_guess))),
        games=sp.size,
        total=total,
        max=max(dist),
        distribution=dict(sorted(dist.items())),
        seconds=time.perf_counter() - start,
    )


def _play_jobs(
    player: _Player,
    jobs: list[tuple[Indices, tuple[int, ...]]],
    history: list[tuple[int, ...]],
    dist: dict[int, int],
    size: int,
    progress: Callable[[float], None] | None,
) -> None:
    """Play the subtrees under the opening guess, on two processes when the game is large."""
    done = sum(dist.values())

    def merge(part: dict[int, int]) -> None:
        nonlocal done
        for t, c in part.items():
            dist[t] = dist.get(t, 0) + c
        done += sum(part.values())
        if progress is not None:
            progress(done / size)

    workers = min(2, os.cpu_count() or 1)
    if size < PARALLEL_FROM or workers < 2 or len(jobs) < 2:
        for job in jobs:
            merge(_work(player, [job], history))
        return
    import multiprocessing

    global _FORKED
    _FORKED = (player, history)
    try:
        ctx = multiprocessing.get_context("fork")
        # largest subtrees first, one at a time, so the two processes stay balanced
        ordered = sorted(jobs, key=lambda j: -len(j[0]))
        # Ctrl-C reaches the whole process group: the workers leave it to the parent, which
        # stops the pool and reports "interrupted" once, instead of each printing a traceback
        with ctx.Pool(workers, initializer=_ignore_interrupts) as pool:
            for part in pool.imap_unordered(_forked_job, [[j] for j in ordered]):
                merge(part)
    finally:
        _FORKED = None


def _ignore_interrupts() -> None:
    import signal

    signal.signal(signal.SIGINT, signal.SIG_IGN)


def solve(
    game: Game,
    secret: Code | str,
    strategy: Strategy | str = Strategy.MINIMAX,
    *,
    first: Code | str | None = None,
    seed: int | None = None,
    max_turns: int | None = None,
) -> list[Turn]:
    """The turns ``strategy`` plays against ``secret``: the same choices as ``strategy_stats``.

    The last turn is all black, unless ``max_turns`` stops the game first.  Raises GameError
    when the secret is not a code of the game, or as ``strategy_stats`` does.
    """
    check_game(game)
    check_seed(seed)
    check_count("max_turns", max_turns, 1)
    import numpy as np

    strat = Strategy.of(strategy)
    player = _Player(game, strat, _first_digits(game, first), seed)
    sp = player.sp
    code = secret if isinstance(secret, Code) else Code.of(secret)
    try:
        digits = np.array(game.index(code), dtype=np.int8)
    except ValueError as exc:
        raise GameError(str(exc)) from None
    if len(digits) != game.pegs or (digits < 0).any():
        raise GameError(f"the secret {code.symbols!r} must be a complete code of {game.pegs} pegs")
    target = int(sp.indices(digits[None, :])[0])
    cands = np.arange(sp.size, dtype=np.intp)
    path: tuple[int, ...] = ()
    history: list[tuple[int, ...]] = []
    turns: list[Turn] = []
    while max_turns is None or len(turns) < max_turns:
        guess = player.guess(cands, path, history)
        keys = player.keys(guess, cands)
        key = int(keys[int(np.searchsorted(cands, target))])
        cands = cands[keys == key]
        turns.append(Turn(game.code(list(player.digits(guess))), unpack(key, game.pegs), len(cands)))
        if key == sp.solved:
            break
        path = (*path, key)
        history.append(player.digits(guess))
    return turns
