"""Strategy statistics: play a strategy against every secret of a game, or against one.

``strategy_stats`` plays the strategy as a tree: each node holds the codes still consistent,
its guess splits them by feedback, and each class is a subtree; so each position is scored
once however many secrets reach it.  ``solve`` walks the same tree down one secret's branch,
so it makes the same choices.

``random`` is made reproducible by seeding each node from its place in the tree: the node
reached by the packed feedbacks ``k1 … kd`` (``black*(pegs+1)+white``) draws from
``numpy.random.default_rng([seed, k1, …, kd])``; ``seed`` None means 0 here.

Large trees are split between two processes (``fork``) by the classes of the opening guess;
each subtree is independent, so the totals do not depend on the split.  The workers add the
secrets they settle to a shared counter, which the parent reads every PROGRESS_EVERY seconds
for its progress.  A worker that dies (killed, out of memory) breaks the pool: the subtrees
not yet returned are played again by a fresh pool, once; should that pool break too, the run
stops with a LostWorkerError.
"""

from __future__ import annotations

import os
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from ._compiled import kernels, wanted
from ._errors import GameError, MastermindError
from ._model import Code, Feedback, Game, check_callable, check_count, check_game, check_seed
from ._score import unpack
from ._space import Space, space
from ._strategy import SCORED, Strategy, choose_index, opening_choice
from ._symmetry import history_key

if TYPE_CHECKING:
    import numpy as np
    import numpy.typing as npt

    Indices = npt.NDArray[np.intp]

PARALLEL_FROM = 4000  # codes in a game before the tree is split between two processes
PROGRESS_EVERY = 0.1  # seconds between two looks at the workers' shared counter
RETRIES = 1  # fresh pools started to replay the subtrees of a pool whose worker died


class LostWorkerError(MastermindError):
    """A worker process died before returning its subtrees, and replaying them failed too."""


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
    notices: tuple[str, ...] = field(default=(), compare=False)
    """What the run tells of its checkpoint: records that failed their check, writing stopped."""
    checkpoint_stopped: bool = field(default=False, compare=False)
    """True when the checkpoint stopped short of the run (a full disk); the totals are complete."""

    @property
    def average(self) -> float:
        """Guesses per secret."""
        return self.total / self.games if self.games else 0.0


# seconds = SECONDS_PER_CODE * codes ** SIZE_EXPONENT, fitted on minimax runs of this project's
# 2-core machine (2026-11: 5x8 0.92 s, 6x6 1.19 s, 6x7 5.45 s, 6x8 14.8 s; the model gives 0.93,
# 1.5, 5.1 and 14.8 s): work grows faster than the number of secrets, since each node scores its
# candidates against more guesses.  Games under a second carry fixed costs the model leaves out.
SECONDS_PER_CODE = 9.3e-7
SIZE_EXPONENT = 1.33
STRATEGY_COST = {  # measured on 5x8 against minimax's 0.92 s
    Strategy.MINIMAX: 1.0,
    Strategy.EXPECTED: 0.8,  # 0.73 s
    Strategy.ENTROPY: 0.9,  # 0.83 s
    Strategy.PARTS: 0.75,  # 0.67 s
    Strategy.FIRST: 0.25,  # 0.23 s
    Strategy.RANDOM: 0.25,
    Strategy.OPTIMAL: 0.0,  # not this model: see _optimal.expected_seconds
}


def expected_seconds(game: Game, strategy: Strategy | str = Strategy.MINIMAX) -> float:
    """Roughly how long ``strategy_stats`` will take, from a model of the game's size.

    A guide for the user (measured within 30 % from 5x8 to 6x8 on a quiet machine), not a
    promise.  Raises GameError for an unknown strategy.

    >>> round(expected_seconds(Game(6, tuple("12345678"))))
    15
    """
    size = float(game.size)
    if Strategy.of(strategy) is Strategy.OPTIMAL:
        from ._optimal import expected_seconds as optimal_seconds

        return optimal_seconds(game.size)
    cost = STRATEGY_COST[Strategy.of(strategy)] * SECONDS_PER_CODE * size**SIZE_EXPONENT
    return float(cost * _cores_factor(size))


def _cores_factor(size: float) -> float:
    """Large games run on two processes (the model is fitted on two); small ones on one."""
    return 2.0 if size < PARALLEL_FROM or (os.cpu_count() or 1) < 2 else 1.0


def about(seconds: float) -> str:
    """A duration as people say it: 'under a second', 'about 4 s', 'about 3 min'.

    >>> about(0.2), about(4.2), about(185)
    ('under a second', 'about 4 s', 'about 3 min')
    """
    if seconds < 1:
        return "under a second"
    if seconds < 100:
        return f"about {seconds:.0f} s"
    if seconds < 6000:
        return f"about {seconds / 60:.0f} min"
    return f"about {seconds / 3600:.0f} h"


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

    def __init__(
        self,
        game: Game,
        strategy: Strategy,
        first: tuple[int, ...] | None,
        seed: int | None,
        max_turns: int | None = None,
    ):
        self.game = game
        self.strategy = strategy
        self.max_turns = max_turns  # the optimal strategy's turn limit
        if strategy is Strategy.OPTIMAL:
            from ._optimal import check_size

            check_size(game.size)
        elif max_turns is not None:
            raise GameError("a turn limit (max_turns) is kept by the optimal strategy only")
        self.sp: Space = space(game)
        if wanted(self.sp.size):
            kernels()  # load numba once here, not once in each worker process
        self.first = first
        self.seed = 0 if seed is None else seed
        self.counter: Any = None  # a shared multiprocessing Value: secrets settled, for progress
        self.unsent = 0
        self.sent = time.monotonic()
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
        if self.strategy is Strategy.OPTIMAL:
            from ._optimal import optimal_guess

            hist = history_key(history)
            return optimal_guess(self.sp, cands, hist, max_turns=self.max_turns, played=len(history))[1]
        if not path and not history and self.strategy in SCORED:
            digits = opening_choice(self.game, self.strategy)[0]
            return int(self.sp.indices(np.array([digits], dtype=np.int8))[0])
        rng = np.random.default_rng([self.seed, *path]) if self.strategy is Strategy.RANDOM else None
        # a played-out game scores what it must: no per-recommendation limit
        return choose_index(self.sp, cands, self.strategy, rng, history_key(history), max_work=None).guess

    def prepare(self, progress: Callable[[float], None] | None) -> Callable[[float], None] | None:
        """Search the optimal strategy's tree now, showing its progress on the first 95% of
        ``progress``; returns the progress for playing the tree (the last 5%)."""
        from ._optimal import prepare

        first = None if self.first is None else (self.first_index, self.first)
        prepare(self.sp, first, self.max_turns, None if progress is None else _scaled(progress, 0.0, 0.95))
        return None if progress is None else _scaled(progress, 0.95, 0.05)

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
        order = np.argsort(packed, kind="stable")
        sorted_packed = packed[order]
        cuts = np.flatnonzero(np.diff(sorted_packed)) + 1
        parts = np.split(np.arange(len(cands)), cuts)
        return [(int(sorted_packed[part[0]]), cands[order[part]]) for part in parts]

    def settle(self, n: int) -> None:
        """Count ``n`` secrets settled; adds them to the shared counter now and then."""
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

    def tree(
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
        if n == 2 and self.strategy is not Strategy.RANDOM:
            dist[depth] = dist.get(depth, 0) + 1
            dist[depth + 1] = dist.get(depth + 1, 0) + 1
            self.settle(2)
            return
        guess = self.guess(cands, path, history)
        history.append(self.digits(guess))
        for feedback, group in self.split(guess, cands):
            if feedback == self.sp.solved:
                dist[depth] = dist.get(depth, 0) + 1
                self.settle(1)
                continue
            self.tree(group, (*path, feedback), history, depth + 1, dist)
        history.pop()


def _scaled(progress: Callable[[float], None], start: float, share: float) -> Callable[[float], None]:
    def report(fraction: float) -> None:
        progress(start + share * fraction)

    return report


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
    player = _FORKED[0]
    dist = _work(player, jobs, _FORKED[1])
    player.settle(0)
    if player.counter is not None and player.unsent:
        with player.counter.get_lock():
            player.counter.value += player.unsent
        player.unsent = 0
    return dist


def strategy_stats(
    game: Game,
    strategy: Strategy | str = Strategy.MINIMAX,
    *,
    first: Code | str | None = None,
    seed: int | None = None,
    progress: Callable[[float], None] | None = None,
    cluster: Any = None,
    checkpoint: str | os.PathLike[str] | None = None,
    subtrees: Callable[[int, int], None] | None = None,
    max_turns: int | None = None,
) -> Stats:
    """Play ``strategy`` against every secret of ``game`` (``first`` forces the opening guess).

    ``optimal`` searches its whole tree first (the progress of that search comes first); with
    ``max_turns`` no secret takes more guesses (only ``optimal`` takes a limit).

    Any game whose codes can be held for scoring is played (see ``space``).  ``cluster`` (a Dask
    scheduler's address or a ``distributed.Client``) runs the subtrees as tasks on that cluster;
    ``checkpoint`` records finished subtrees in a file and resumes from it; ``subtrees(done,
    known)`` then reports them (see ``mmnotation._cluster``).  Raises GameError for an unknown
    strategy, a bad first guess, a game too large to hold (or to play optimally), or a turn limit
    no strategy can keep; ClusterError, CheckpointError or LostWorkerError when the tasks cannot
    be run.
    """
    check_game(game)
    check_seed(seed)
    check_callable("progress", progress)
    check_count("max_turns", max_turns, 1)
    import numpy as np

    start = time.perf_counter()
    strat = Strategy.of(strategy)
    if strat is Strategy.OPTIMAL and (cluster is not None or checkpoint is not None):
        raise GameError("the optimal strategy is one search on this machine: no --cluster or --checkpoint")
    player = _Player(game, strat, _first_digits(game, first), seed, max_turns)
    if progress is not None:
        progress(0.0)
    if strat is Strategy.OPTIMAL:
        progress = player.prepare(progress)
    sp = player.sp
    cands = np.arange(sp.size, dtype=np.intp)
    dist: dict[int, int] = {}
    notices: list[str] = []
    stopped = False
    if sp.size == 1:
        first_guess: int | tuple[int, ...] = 0
        dist[1] = 1
    else:
        first_guess = player.guess(cands, (), [])
        jobs: list[tuple[Indices, tuple[int, ...]]] = []
        for feedback, group in player.split(first_guess, cands):
            if feedback == sp.solved:
                dist[1] = dist.get(1, 0) + 1
            else:
                jobs.append((group, (feedback,)))
        history = [player.digits(first_guess)]
        if cluster is not None or checkpoint is not None:  # tasks: a Dask cluster, or resumable
            from ._cluster import play_subtrees

            notices, stopped = play_subtrees(
                player,
                jobs,
                history,
                dist,
                progress,
                cluster=cluster,
                checkpoint=checkpoint,
                subtrees=subtrees,
            )
        else:
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
        notices=tuple(notices),
        checkpoint_stopped=stopped,
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
    shown = 0.0

    def report(fraction: float) -> None:
        nonlocal shown
        if progress is not None and fraction > shown:
            shown = fraction
            progress(fraction)

    def merge(part: dict[int, int]) -> None:
        nonlocal done
        for t, c in part.items():
            dist[t] = dist.get(t, 0) + c
        done += sum(part.values())
        report(done / size)

    workers = min(2, os.cpu_count() or 1)
    ctx = process_context() if size >= PARALLEL_FROM and workers >= 2 and len(jobs) >= 2 else None
    if ctx is None:
        for job in jobs:
            merge(_work(player, [job], history))
        return
    from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, wait
    from concurrent.futures.process import BrokenProcessPool

    global _FORKED
    counter = ctx.Value("q", 0)
    _FORKED = (player, history)
    # largest subtrees first, one at a time, so the two processes stay balanced
    left = sorted(jobs, key=lambda j: -len(j[0]))
    try:
        for _attempt in range(RETRIES + 1):
            counter.value = 0
            base = done
            # Ctrl-C reaches the whole process group: the workers leave it to the parent, which
            # stops the pool and reports "interrupted" once, instead of each printing a traceback.
            # The workers get the player through the initializer: inherited when forked, pickled
            # when spawned.
            try:
                pool = ProcessPoolExecutor(
                    workers, mp_context=ctx, initializer=_start_worker, initargs=(player, history, counter)
                )
            except (OSError, ValueError, NotImplementedError):  # no process pool here: play here
                for job in left:
                    merge(_work(player, [job], history))
                return
            try:
                pending: dict[Future[dict[int, int]], int] = {
                    pool.submit(_forked_job, [job]): k for k, job in enumerate(left)
                }
                returned: set[int] = set()
                while pending:
                    finished, _ = wait(pending, timeout=PROGRESS_EVERY, return_when=FIRST_COMPLETED)
                    for future in finished:
                        k = pending.pop(future)
                        try:
                            part = future.result()
                        except BrokenProcessPool:
                            continue
                        returned.add(k)
                        merge(part)
                    # the workers count the secrets they settle, subtrees returned or not
                    report(min(max(done, base + counter.value), size - 1) / size)
                    if progress is not None:
                        progress(shown)  # a bar appears on time even while nothing is settled
                broken = len(returned) < len(left)
            finally:
                _stop(pool)
            if not broken:
                return
            left = [job for k, job in enumerate(left) if k not in returned]
        raise LostWorkerError(
            f"a worker process died (killed?) in {RETRIES + 1} pools in a row; "
            f"{len(left)} subtrees of the opening guess were not played"
        )
    finally:
        _FORKED = None
        player.counter = None


def _stop(pool: Any) -> None:
    """Shut a process pool down now: cancel what has not started, end the workers still running."""
    procs = dict(getattr(pool, "_processes", None) or {})
    for proc in procs.values():
        if proc.is_alive():
            proc.terminate()
    # with its workers ended, the pool's own thread finishes at once: wait for it, so that no
    # worker is still being reaped when the run returns
    pool.shutdown(wait=True, cancel_futures=True)
    for proc in procs.values():
        proc.join(timeout=1)


def _ignore_interrupts() -> None:
    import signal

    signal.signal(signal.SIGINT, signal.SIG_IGN)


def _start_worker(player: _Player, history: list[tuple[int, ...]], counter: Any) -> None:
    """A worker process's start: Ctrl-C left to the parent, the player and its counter set."""
    global _FORKED
    _ignore_interrupts()
    player.counter = counter
    _FORKED = (player, history)


START_METHOD_SETTING = "MMNOTATION_START_METHOD"


def process_context() -> Any:
    """The multiprocessing context worker processes start from, or None to work in one process.

    ``MMNOTATION_START_METHOD`` chooses: ``fork``, ``forkserver``, ``spawn``, or ``none`` (one
    process).  By default ``fork`` where the platform has it (Linux: the workers inherit the
    scoring tables at no cost), else ``spawn``.  A method the platform lacks falls back to the
    default, and a platform without process pools to one process.
    """
    import multiprocessing

    try:
        methods = multiprocessing.get_all_start_methods()
    except (OSError, ValueError, NotImplementedError):  # pragma: no cover - platform without it
        return None
    wanted = os.environ.get(START_METHOD_SETTING, "").strip().lower()
    if wanted == "none":
        return None
    if wanted not in methods:
        wanted = "fork" if "fork" in methods and sys.platform != "darwin" else "spawn"
    try:
        return multiprocessing.get_context(wanted)
    except ValueError:  # pragma: no cover - listed but not available
        return None


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
    limit = max_turns if strat is Strategy.OPTIMAL else None  # optimal plays within the limit
    player = _Player(game, strat, _first_digits(game, first), seed, limit)
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
        packed = player.packed(guess, cands)
        feedback = int(packed[int(np.searchsorted(cands, target))])
        cands = cands[packed == feedback]
        turns.append(Turn(game.code(list(player.digits(guess))), unpack(feedback, game.pegs), len(cands)))
        if feedback == sp.solved:
            break
        path = (*path, feedback)
        history.append(player.digits(guess))
    return turns


def opening_table(
    game: Game,
    strategy: Strategy | str = Strategy.MINIMAX,
    *,
    seed: int | None = None,
    progress: Callable[[float], None] | None = None,
    max_turns: int | None = None,
) -> list[Stats]:
    """``strategy_stats`` once for each distinct opening of ``game``, in palette order.

    Before any clue every colour and every hole is interchangeable, so the openings that play
    differently are one per pattern of colour counts (1111, 1112, 1122, 1123, 1234 for 4 pegs
    and 6 colours; in a game without repeats only the pattern of distinct colours).  Raises
    GameError as strategy_stats does.

    >>> [str(s.first_guess) for s in opening_table(Game(2, tuple("123")))]
    ['11', '12']
    """
    from ._opening import pattern_code, patterns

    openings = [p for p in patterns(game.pegs, len(game.colors)) if game.repeats or max(p) == 1]
    table: list[Stats] = []
    for i, pattern in enumerate(openings):
        share = None
        if progress is not None:

            def share(done: float, i: int = i) -> None:
                progress((i + done) / len(openings))

        first = game.code(list(pattern_code(pattern)))
        table.append(
            strategy_stats(game, strategy, first=first, seed=seed, progress=share, max_turns=max_turns)
        )
    return table
