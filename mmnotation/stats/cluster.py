"""Play the subtrees of a strategy tree as tasks: on a Dask cluster, or locally, resumable.

``strategy_stats`` plays the opening guess and hands the classes it makes (level 1 of the
tree) to ``play_subtrees`` when a cluster or a checkpoint is asked for.  A node of the tree
is named by its *path*, the packed feedbacks ``k1 … kd`` that lead to it from the root; its
candidates are the codes that give those feedbacks to the guesses above it, so a task is
described by the path and those guesses alone (a few dozen bytes), and the worker
recomputes the candidates.  Tasks are pure: the same path always gives the same totals.

Two kinds of task:

- *expand* (a level-1 node larger than ``expand_from(size)``): choose its guess, play the
  small classes it makes at once, return the guess and the large classes as new nodes;
- *play*: play a whole subtree and return its totals, a histogram ``turns -> secrets``.

Every result is keyed by its path, so a task that runs twice (a worker lost and the task
retried) is counted once.  With a checkpoint, each result is appended to the file as one
line of JSON as soon as it arrives and flushed; the first line names the game, strategy,
opening, seed and format.  A run started again with the same file skips the recorded
subtrees and adds their recorded totals: the sum is exactly that of an uninterrupted run.

Dask (``pip install 'mmnotation[cluster]'``) is imported only when a cluster is asked for;
without one the tasks run on two threads of this process (or in two local processes, as
``MMNOTATION_START_METHOD`` asks), or one after another here for small games.
"""

from __future__ import annotations

import os
import re
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from mmnotation.errors import GameError, MastermindError
from mmnotation.model import Game
from mmnotation.stats.checkpoint import (
    Checkpoint,
    Dist,
    Path_,
    Spec,
    checkpoint_header,
    sound,
)
from mmnotation.stats.executors import (
    Inline,
    Lost,
    LostWorkerError,
    Processes,
    Runner,
    Threads,
    process_context,
    start_local_worker,
    worker_mode,
)
from mmnotation.stats.player import PARALLEL_FROM, PROGRESS_EVERY, Player
from mmnotation.strategies.recommendation import Strategy

if TYPE_CHECKING:
    import numpy as np
    import numpy.typing as npt

    from mmnotation.codes.symmetry import History

    Indices = npt.NDArray[np.intp]

CONNECT_TIMEOUT = 5.0  # seconds to reach a scheduler before giving up
SMALL = 64  # classes smaller than this are played inside the expand task that finds them
LOCAL_RETRIES = 2  # fresh local pools started after a worker process died
# a task that raised is run again this often (a worker that dies is Dask's business: it
# reschedules the task, up to distributed.scheduler.allowed-failures times, 3 by default)
TASK_RETRIES = 1


class ClusterError(MastermindError):
    """The cluster cannot be used (Dask missing, scheduler unreachable or lost)."""


def expand_from(size: int) -> int:
    """Level-1 nodes with more candidates than this are split once more (a task per class).

    Depends on the game alone, so that a resumed run splits the tree as the first run did.

    >>> expand_from(7776), expand_from(262144)
    (256, 4096)
    """
    return max(256, size // 64)


# ---------------------------------------------------------------- the tasks (run on workers)

_PLAYERS: dict[Spec, Player] = {}


def _player(spec: Spec) -> Player:
    """The player of a run, built once per worker process."""
    player = _PLAYERS.get(spec)
    if player is None:
        pegs, colors, repeats, strategy, first, seed = spec
        player = Player(Game(pegs, colors, repeats), Strategy(strategy), first, seed, plays=True)
        _PLAYERS[spec] = player
    return player


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


def play_task(spec: Spec, path: Path_, history: History) -> tuple[Path_, Dist]:
    """Play the subtree at ``path``: its histogram turns -> secrets."""
    player = _player(spec)
    dist: Dist = {}
    player.count_turns(_candidates(player, path, history), path, list(history), len(path) + 1, dist)
    return path, dist


def expand_task(
    spec: Spec, path: Path_, history: History
) -> tuple[Path_, tuple[int, ...], Dist, list[tuple[int, int]]]:
    """Split the node at ``path``: (path, its guess, the secrets settled here, the large classes).

    The large classes are ``(feedback, candidates)``; the small ones are played here.
    """

    player = _player(spec)
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
        elif len(part) < SMALL:
            player.count_turns(part, (*path, feedback), list(below), depth + 1, dist)
        else:
            children.append((feedback, len(part)))
    return path, digits, dist, children


# ---------------------------------------------------------------- where tasks run


_ADDRESS = re.compile(
    r"(?:(?:tcp|tls|ws|wss|ucx)://)?(?:[A-Za-z0-9](?:[A-Za-z0-9.\-]*[A-Za-z0-9])?|\[[0-9A-Fa-f:.]+\])"
    r":[0-9]{1,5}/?"
)


def check_address(address: str) -> str:
    """A scheduler's address as Dask takes it (``tcp://10.0.0.5:8786``, ``host:8786``), checked
    before any connection is tried.  Raises ClusterError."""
    found = _ADDRESS.fullmatch(address.strip())
    if found is None or not 0 < int(address.strip().rstrip("/").rsplit(":", 1)[1]) < 65536:
        raise ClusterError(
            f"--cluster {address!r} is no scheduler address; expected tcp://HOST:PORT "
            "(e.g. tcp://10.0.0.5:8786, the address 'dask scheduler' prints)"
        )
    return address.strip()


class _Dask(Runner):
    """An existing Dask cluster, reached through a scheduler's address or a ``distributed.Client``."""

    def __init__(self, cluster: Any) -> None:
        try:
            import distributed
        except ImportError:
            raise ClusterError(
                "--cluster needs Dask: install mmnotation[cluster] (pip install 'mmnotation[cluster]')"
            ) from None
        self.distributed: Any = distributed
        self.client: Any
        if isinstance(cluster, distributed.Client):
            self.client, self.own = cluster, False
        else:
            address = check_address(str(cluster))
            try:
                import dask

                with dask.config.set({"distributed.comm.timeouts.connect": f"{CONNECT_TIMEOUT}s"}):
                    self.client = self.distributed.Client(
                        address, timeout=CONNECT_TIMEOUT, set_as_default=False
                    )
            except Exception as exc:  # Dask raises OSError, TimeoutError, ValueError... by transport
                raise ClusterError(
                    f"cannot reach the Dask scheduler at {address!r} within {CONNECT_TIMEOUT:.0f} s "
                    f"({type(exc).__name__}: {exc}); start one with 'dask scheduler'"
                ) from None
            self.own = True
        self.futures: list[Any] = []

    def workers(self) -> int:
        return len(self.client.scheduler_info().get("workers", {}))

    def submit(self, fn: Callable[..., Any], *args: Any) -> Any:
        import uuid

        # a fresh key for each run: a key reused right after its cancellation (Ctrl-C, then
        # the same command) could be cancelled with the old run's; results are keyed by path
        key = f"mmnotation-{fn.__name__}-{uuid.uuid4().hex}"
        future = self.client.submit(fn, *args, key=key, pure=False, retries=TASK_RETRIES)
        self.futures.append(future)
        return future

    def finished(self, pending: list[Any], timeout: float) -> list[Any]:
        try:
            with self.client.as_current():  # wait() uses the current client, not necessarily ours
                done, _ = self.distributed.wait(pending, timeout=timeout, return_when="FIRST_COMPLETED")
        except TimeoutError:
            return []
        return list(done)

    def result(self, future: Any) -> Any:
        return future.result()

    def close(self) -> None:
        import contextlib

        with contextlib.suppress(Exception):  # the scheduler may be gone already
            if self.futures:
                self.client.cancel(self.futures)
        if self.own:
            with contextlib.suppress(Exception):
                self.client.close(timeout=2)


def quiet_dask_logs() -> None:
    """Silence Dask's own log lines (tracebacks of lost connections) on a terminal.

    The command line calls this: what went wrong is told once, by the error it raises.
    """
    import logging

    try:
        import distributed  # noqa: F401  (sets its loggers' levels when first imported)
    except ImportError:
        return
    for name in list(logging.root.manager.loggerDict):
        if name == "distributed" or name.startswith("distributed."):
            logging.getLogger(name).setLevel(logging.CRITICAL + 1)


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

    ``cluster``: a scheduler's address or a ``distributed.Client`` (None: local processes);
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
    spec: Spec = (
        game.pegs,
        game.colors,
        game.repeats,
        player.strategy.value,
        player.first,
        player.seed,
    )
    record = Checkpoint(checkpoint, checkpoint_header(player, first)) if checkpoint is not None else None
    runner: Runner
    try:
        _PLAYERS[spec] = player  # inline tasks use it, forked workers inherit it (tables and all)
        if cluster is not None:
            runner = _Dask(cluster)
        elif size < PARALLEL_FROM or (os.cpu_count() or 1) < 2 or (mode := worker_mode()) == "none":
            runner = Inline()
        elif mode == "thread":
            runner = Threads(min(2, os.cpu_count() or 1), player)
        else:
            workers = min(2, os.cpu_count() or 1)
            runner = Processes(workers, process_context(), start_local_worker, (os.getpid(),), LOCAL_RETRIES)
        try:
            _Driver(runner, spec, size, dist, record, progress, subtrees).run(
                [(path, (first,), len(cands)) for cands, path in jobs]
            )
        finally:
            runner.close()
    except Exception as exc:
        if cluster is not None and not isinstance(exc, MastermindError) and _is_comm_error(exc):
            kept = f"; {record.path} keeps the finished subtrees: the same command resumes" if record else ""
            said = (str(exc).splitlines() or [""])[0]  # a cancelled gather lists every future's key
            said = said if len(said) <= 200 else said[:200] + "..."
            raise ClusterError(f"lost the Dask cluster ({type(exc).__name__}: {said}){kept}") from None
        if cluster is not None and type(exc).__name__ == "KilledWorker":
            raise LostWorkerError(
                f"Dask gave a task up: the workers running it died again and again ({exc})"
            ) from None
        raise
    finally:
        _PLAYERS.pop(spec, None)
        if record is not None:
            record.close()
    if record is None:
        return [], False
    return record.notes(), record.broken is not None


def _is_comm_error(exc: BaseException) -> bool:
    import asyncio
    import concurrent.futures

    names = {"CommClosedError", "FutureCancelledError", "FuturesCancelledError", "CancelledError"}
    return isinstance(
        exc, OSError | TimeoutError | asyncio.CancelledError | concurrent.futures.CancelledError
    ) or (type(exc).__name__ in names)


class _Driver:
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
    ) -> None:
        self.runner, self.spec, self.size, self.dist = runner, spec, size, dist
        self.record, self.progress, self.subtrees = record, progress, subtrees
        self.expand_from = expand_from(size)
        self.settled = sum(dist.values())
        self.done: set[Path_] = set()
        self.known = 0
        self.pending: dict[Any, tuple[Path_, History, int]] = {}
        self.todo: list[tuple[Path_, History, int]] = []

    def add(self, part: Dist) -> None:
        for t, c in part.items():
            self.dist[t] = self.dist.get(t, 0) + c
        self.settled += sum(part.values())

    def node(self, path: Path_, history: History, n: int) -> None:
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
        self.todo.append((path, history, n))

    def kind(self, path: Path_, n: int) -> Callable[..., Any]:
        return expand_task if len(path) == 1 and n > self.expand_from else play_task

    def submit(self) -> None:
        # largest first: the long subtrees start early and the short ones fill the gaps
        self.todo.sort(key=lambda job: -job[2])
        while self.todo:
            path, history, n = self.todo[0]
            try:
                future = self.runner.submit(self.kind(path, n), self.spec, path, history)
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
        self.runner.restart()

    def tell(self) -> None:
        if self.progress is not None:
            self.progress(min(self.settled / self.size, 1.0))
        if self.subtrees is not None:
            self.subtrees(len(self.done), self.known)

    def run(self, level1: list[tuple[Path_, History, int]]) -> None:
        for path, history, n in level1:
            self.node(path, history, n)
        self.tell()
        self.submit()
        while self.pending:
            for future in self.runner.finished(list(self.pending), PROGRESS_EVERY):
                if future not in self.pending:  # of a pool replaced meanwhile
                    continue
                path, history, n = self.pending[future]
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
