"""The subtrees under the opening guess, played as tasks: one job model for every run.

``strategy_stats`` plays the opening guess and hands the classes it makes (level 1 of the
tree) to ``play_subtrees``.  A node of the tree is named by its *path*, the packed feedbacks
``k1 … kd`` that lead to it from the root; its candidates are the codes that give those
feedbacks to the guesses above it, so a task is described by the path and those guesses
(a few dozen bytes), and the worker recomputes the candidates, unless the task carries them
(where it runs in this process or in a local worker, the level-1 classes' candidates are in
hand).  Tasks are pure: the same path always gives the same totals.

Two kinds of task:

- *expand* (a level-1 node larger than ``expand_from(size)``, in a resumable or cluster run):
  choose its guess, play the small classes it makes at once, return the guess and the large
  classes as new nodes;
- *play*: play a whole subtree and return its totals, a histogram ``turns -> secrets``.

Every result is keyed by its path, so a task that runs twice (a worker lost and the task
retried) is counted once.  With a checkpoint, each result is appended to the file as one
line of JSON as soon as it arrives and flushed (``stats.checkpoint``); a run started again
with the same file skips the recorded subtrees and adds their recorded totals: the sum is
exactly that of an uninterrupted run.

Where the tasks run (``stats.executors``): on two threads of this process (the default), on
two local worker processes (``MMNOTATION_START_METHOD`` names a start method; a worker that
dies breaks the pool, whose unreturned tasks a fresh pool plays again, RETRIES times, then
LostWorkerError), one after another here (small games, one core, or ``none``), or on a Dask
cluster (``stats.cluster``).  The local workers add the secrets they settle to a shared count,
which the driver reads every PROGRESS_EVERY seconds for the progress.
"""

from __future__ import annotations

import copy
import os
import threading
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from mmnotation.errors import GameError
from mmnotation.model import Game
from mmnotation.stats.checkpoint import Checkpoint, Dist, Path_, Spec, checkpoint_header, sound
from mmnotation.stats.cluster import Dask, cluster_error
from mmnotation.stats.executors import (
    Inline,
    Lost,
    Processes,
    Runner,
    Threads,
    end_with_run,
    ignore_interrupts,
    process_context,
    worker_mode,
)
from mmnotation.stats.player import PARALLEL_FROM, PROGRESS_EVERY, Player
from mmnotation.stats.threads import Count
from mmnotation.strategies.recommendation import Strategy

if TYPE_CHECKING:
    import numpy as np
    import numpy.typing as npt

    from mmnotation.codes.symmetry import History

    Indices = npt.NDArray[np.intp]

SMALL = 64  # classes smaller than this are played inside the expand task that finds them
RETRIES = 1  # fresh local pools started after a worker process died (then LostWorkerError)
WORKERS = 2  # threads or processes of a local run (at most the cores)


def expand_from(size: int) -> int:
    """Level-1 nodes with more candidates than this are split once more (a task per class).

    Depends on the game alone, so that a resumed run splits the tree as the first run did.

    >>> expand_from(7776), expand_from(262144)
    (256, 4096)
    """
    return max(256, size // 64)


# ---------------------------------------------------------------- the tasks (run on workers)

_PLAYERS: dict[Spec, Player] = {}
_COUNT: Any = None  # a local worker process's count of settled secrets (its run's shared Value)
_OWN = threading.local()  # a worker's copy of the player, counting into its run's count


def _player(spec: Spec, count: Any = None) -> Player:
    """The player of a run, built once per worker process; where the run counts the secrets
    its workers settle (``count``, or a worker process's own), a copy for each worker thread
    (the tables and caches shared, the counting its own)."""
    player = _PLAYERS.get(spec)
    if player is None:
        pegs, colors, repeats, strategy, first, seed = spec
        player = Player(Game(pegs, colors, repeats), Strategy(strategy), first, seed, plays=True)
        _PLAYERS[spec] = player
    count = _COUNT if count is None else count
    if count is None:
        return player
    mine: Player | None = getattr(_OWN, "player", None)
    if mine is None or _OWN.count is not count or _OWN.base is not player:
        mine = copy.copy(player)
        mine.counter, mine.unsent = count, 0
        _OWN.player, _OWN.count, _OWN.base = mine, count, player
    return mine


def _sent(player: Player) -> None:
    """The secrets a task settled and has not yet added to the shared count, added."""
    if player.counter is not None and player.unsent:
        with player.counter.get_lock():
            player.counter.value += player.unsent
        player.unsent = 0


def _candidates(player: Player, path: Path_, history: History) -> Indices:
    """The codes that give the feedbacks ``path`` to the guesses ``history`` (ascending).

    A slice of the codes at a time, scored from the space's tables: at 8x7, scoring every code
    from its digits made 187 MiB of temporaries and took 1.4-2 s a task (9 MiB and 0.3 s now)."""
    import numpy as np

    guesses = [player.index_of(g) for g in history]

    def part(a: int, b: int) -> Indices:
        cands = np.arange(a, b, dtype=np.intp)
        for guess, feedback in zip(guesses, path, strict=True):
            cands = cands[player.packed(guess, cands) == feedback]
        return cands

    return player.sp.sweep(part)


def play_task(
    spec: Spec, path: Path_, history: History, cands: Indices | None = None, count: Any = None
) -> tuple[Path_, Dist]:
    """Play the subtree at ``path`` (its candidates ``cands`` when the task carries them; the
    secrets it settles counted into ``count`` on a thread of this process): its histogram
    turns -> secrets."""
    player = _player(spec, count)
    if cands is None:
        cands = _candidates(player, path, history)
    dist: Dist = {}
    player.count_turns(cands, path, list(history), len(path) + 1, dist)
    _sent(player)
    return path, dist


def expand_task(
    spec: Spec, path: Path_, history: History, cands: Indices | None = None, count: Any = None
) -> tuple[Path_, tuple[int, ...], Dist, list[tuple[int, int]]]:
    """Split the node at ``path``: (path, its guess, the secrets settled here, the large classes),
    ``cands`` and ``count`` as ``play_task`` takes them.

    The large classes are ``(feedback, candidates)``; the small ones are played here.
    """

    player = _player(spec, count)
    if cands is None:
        cands = _candidates(player, path, history)
    depth = len(path) + 1
    guess = player.guess(cands, path, list(history))
    digits = player.digits(guess)
    below = [*history, digits]
    dist: Dist = {}
    children: list[tuple[int, int]] = []
    for feedback, part in player.split(guess, cands):
        if feedback == player.sp.solved:
            dist[depth] = dist.get(depth, 0) + 1
            player.settle(1)
        elif len(part) < SMALL:
            player.count_turns(part, (*path, feedback), list(below), depth + 1, dist)
        else:
            children.append((feedback, len(part)))
    _sent(player)
    return path, digits, dist, children


def start_local_worker(run: int, count: Any) -> None:
    """A local worker process's start: Ctrl-C left to the parent, ended with the run's process
    ``run``, counting the secrets it settles into ``count``."""
    global _COUNT
    ignore_interrupts()
    end_with_run(run)
    _COUNT = count


# ---------------------------------------------------------------- the driver


def play_subtrees(
    player: Player,
    jobs: list[tuple[Indices, tuple[int, ...]]],
    history: list[tuple[int, ...]],
    dist: Dist,
    progress: Callable[[float], None] | None,
    *,
    cluster: Any = None,
    checkpoint: str | os.PathLike[str] | None = None,
    subtrees: Callable[[int, int], None] | None = None,
) -> tuple[list[str], bool]:
    """Add to ``dist`` the totals of the level-1 subtrees ``jobs`` (cands, path), as tasks.

    Returns what to tell of the checkpoint (records computed again, writing stopped) and
    whether it stopped short of the finished run (a full disk).

    ``cluster``: a scheduler's address or a ``distributed.Client`` (None: this machine);
    ``checkpoint``: a file recording finished subtrees, resumed from when it exists;
    ``subtrees(done, known)`` is told how many subtrees are finished.
    Raises GameError for an argument of the wrong kind; ClusterError, CheckpointError,
    LostWorkerError (all MastermindError) when the run cannot go on.
    """
    if subtrees is not None and not callable(subtrees):
        raise GameError(f"subtrees must be callable, not {subtrees!r}")
    if checkpoint is not None and not isinstance(checkpoint, str | os.PathLike):
        raise GameError(f"checkpoint is a file name, not {checkpoint!r}")
    if cluster is not None and not isinstance(cluster, str) and type(cluster).__name__ != "Client":
        raise GameError(f"cluster is a scheduler's address or a distributed.Client, not {cluster!r}")
    size = player.sp.size
    first = history[0]
    game = player.game
    spec: Spec = (game.pegs, game.colors, game.repeats, player.strategy.value, player.first, player.seed)
    record = Checkpoint(checkpoint, checkpoint_header(player, first)) if checkpoint is not None else None
    try:
        _PLAYERS[spec] = player  # inline tasks use it, forked workers inherit it (tables and all)
        runner, count = _runner(cluster, player, size)
        # a resumable or cluster run splits the largest level-1 nodes once more, the same way each
        # time (expand_from depends on the game alone); a plain local run plays them whole
        split = cluster is not None or checkpoint is not None
        finished = False
        try:
            driver = Driver(runner, spec, size, dist, record, progress, subtrees, count, split)
            driver.run([(path, (first,), len(cands), cands) for cands, path in jobs])
            finished = True
        finally:
            runner.close(finished)
    except Exception as exc:
        if cluster is not None:
            said = cluster_error(exc, record.path if record is not None else None)
            if said is not None:
                raise said from None
        raise
    finally:
        _PLAYERS.pop(spec, None)
        if record is not None:
            record.close()
    if record is None:
        return [], False
    return record.notes(), record.broken is not None


def _runner(cluster: Any, player: Player, size: int) -> tuple[Runner, Any]:
    """Where the run's tasks go, and the count its workers add their settled secrets to."""
    workers = min(WORKERS, os.cpu_count() or 1)
    if cluster is not None:
        return Dask(cluster), None
    mode = worker_mode() if size >= PARALLEL_FROM and workers >= 2 else "none"
    if mode == "thread":
        return Threads(workers, player), Count()
    if mode == "process":
        ctx = process_context()
        count = ctx.Value("q", 0)
        try:
            return Processes(workers, ctx, start_local_worker, (os.getpid(), count), RETRIES), count
        except (OSError, ValueError, NotImplementedError):  # no process pool here: play here
            pass
    return Inline(), None


Task = tuple[Path_, "History", int, "Indices | None"]
"""A node to play: its path, the guesses above it, how many candidates it has, and the
candidates themselves where they are in hand."""


class Driver:
    """Submits the tasks of a run, largest first, and adds their results exactly once."""

    def __init__(
        self,
        runner: Runner,
        spec: Spec,
        size: int,
        dist: Dist,
        record: Checkpoint | None,
        progress: Callable[[float], None] | None,
        subtrees: Callable[[int, int], None] | None,
        count: Any = None,
        split: bool = True,
    ) -> None:
        self.runner, self.spec, self.size, self.dist = runner, spec, size, dist
        self.record, self.progress, self.subtrees = record, progress, subtrees
        self.count = count  # the workers' count of the secrets they settle, or None
        self.expand_from = expand_from(size) if split else size
        self.in_hand = not runner.remote  # tasks carry their candidates (none over the network)
        self.threads = isinstance(runner, Threads)  # tasks take the count (a worker process has its own)
        self.settled = sum(dist.values())
        self.base = self.settled  # secrets settled when the workers' count started from 0
        self.shown = 0.0
        self.done: set[Path_] = set()
        self.known = 0
        self.pending: dict[Any, Task] = {}
        self.todo: list[Task] = []

    def add(self, part: Dist) -> None:
        for t, c in part.items():
            self.dist[t] = self.dist.get(t, 0) + c
        self.settled += sum(part.values())

    def node(self, path: Path_, history: History, n: int, cands: Indices | None = None) -> None:
        """Account for a node: from the checkpoint when recorded and sound, else as a task to run."""
        self.known += 1
        record = self.record
        if record is not None and path in record.played:
            part = record.played.pop(path)
            if sound(part, (), path, n, self.spec):
                self.done.add(path)
                self.add(part)
                return
            record.rejected += 1
        elif record is not None and path in record.expanded:
            guess, part, children = record.expanded.pop(path)
            if sound(part, children, path, n, self.spec, guess):
                self.done.add(path)
                self.add(part)
                for feedback, m in children:
                    self.node((*path, feedback), (*history, guess), m)
                return
            record.rejected += 1
        self.todo.append((path, history, n, cands if self.in_hand else None))

    def kind(self, path: Path_, n: int) -> Callable[..., Any]:
        return expand_task if len(path) == 1 and n > self.expand_from else play_task

    def submit(self) -> None:
        # largest first: the long subtrees start early and the short ones fill the gaps
        self.todo.sort(key=lambda job: -job[2])
        while self.todo:
            path, history, n, cands = self.todo[0]
            try:
                count = self.count if self.threads else None
                future = self.runner.submit(self.kind(path, n), self.spec, path, history, cands, count)
            except Lost:  # the pool broke before this task went in: all of it again, on a new pool
                self.lost()
                self.todo.sort(key=lambda job: -job[2])
                continue
            self.pending[future] = self.todo.pop(0)

    def lost(self) -> None:
        """A local worker died: every task of its pool is lost, submitted again on a new pool."""
        assert isinstance(self.runner, Processes)
        self.todo.extend(self.pending.values())
        self.pending.clear()
        if self.count is not None:
            # a fresh count for the fresh pool: a worker ended while it added to the old count holds
            # its lock for ever (setting the old one to 0 waited on it: the run hung)
            self.count = self.runner.ctx.Value("q", 0)
            self.runner.initargs = (*self.runner.initargs[:-1], self.count)
            self.base = self.settled
        self.runner.restart(f"; {len(self.todo)} subtrees were not played")

    def tell(self) -> None:
        """The progress (the secrets of the returned subtrees, or the workers' count when higher:
        shown even while it has not moved, so that the bar appears on time), and the subtrees."""
        if self.progress is not None:
            settled = self.settled
            if self.count is not None and settled < self.size:
                settled = max(settled, min(self.base + self.count.value, self.size - 1))
            self.shown = max(self.shown, min(settled / self.size, 1.0))
            self.progress(self.shown)
        if self.subtrees is not None:
            self.subtrees(len(self.done), self.known)

    def run(self, level1: list[Task]) -> None:
        for path, history, n, cands in level1:
            self.node(path, history, n, cands)
        self.tell()
        self.submit()
        while self.pending:
            for future in self.runner.finished(list(self.pending), PROGRESS_EVERY):
                if future not in self.pending:  # of a pool replaced meanwhile
                    continue
                path, history, _, _ = self.pending[future]
                try:
                    result = self.runner.result(future)
                except Lost:
                    self.lost()
                    break
                del self.pending[future]
                self.accept(path, history, result)
            self.submit()
            self.tell()

    def accept(self, path: Path_, history: History, result: Any) -> None:
        if path in self.done:  # a task run twice counts once
            return
        self.done.add(path)
        if len(result) == 2:  # a played subtree
            _, part = result
            if self.record is not None:
                self.record.add_played(path, part)
            self.add(part)
            return
        _, guess, part, children = result
        if self.record is not None:
            self.record.add_expanded(path, guess, part, children)
        self.add(part)
        for feedback, m in children:
            self.node((*path, feedback), (*history, guess), m)
