"""Where the subtrees of a ``stats`` run are played: here, on threads of this process, or on
local worker processes (a pool whose worker died replaced, and its tasks run again); and how
those workers end.  The driver of the tasks is ``stats.subtrees``'; a Dask cluster's executor
is ``stats.cluster``'s.

``MMNOTATION_START_METHOD`` chooses threads (the default), processes (a start method:
``fork``, ``forkserver``, ``spawn``) or one thread (``none``).
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable
from typing import Any

from mmnotation.errors import MastermindError
from mmnotation.stats.player import Player
from mmnotation.stats.threads import DaemonPool


class LostWorkerError(MastermindError):
    """A worker process died before returning its subtrees, and replaying them failed too."""


class Runner:
    """Runs tasks and says which have finished; the local flavour, and the base of Dask's."""

    remote = False  # whether a task's arguments travel over a network (then only its path goes)

    def submit(self, fn: Callable[..., Any], *args: Any) -> Any:
        raise NotImplementedError

    def finished(self, pending: list[Any], timeout: float) -> list[Any]:
        raise NotImplementedError

    def result(self, future: Any) -> Any:
        return future.result()

    def close(self, finished: bool = False) -> None:
        """Stop: every task returned (``finished``), or the run stopped short (Ctrl-C, an error)."""


class Inline(Runner):
    """Small games, one core: the tasks run in this process, one when the driver next asks which
    have finished (so that it tells the progress between two)."""

    def __init__(self) -> None:
        self.calls: dict[Any, tuple[Callable[..., Any], tuple[Any, ...]]] = {}

    def submit(self, fn: Callable[..., Any], *args: Any) -> Any:
        from concurrent.futures import Future

        future: Future[Any] = Future()
        self.calls[future] = (fn, args)
        return future

    def finished(self, pending: list[Any], timeout: float) -> list[Any]:
        future = next((f for f in pending if not f.done()), None)
        if future is None:
            return [f for f in pending if f.done()]
        fn, args = self.calls.pop(future)
        future.set_result(fn(*args))
        return [future]


class Pooled(Runner):
    """Tasks as concurrent.futures Futures (the local threads' and processes')."""

    def finished(self, pending: list[Any], timeout: float) -> list[Any]:
        from concurrent.futures import FIRST_COMPLETED, wait

        done, _ = wait(pending, timeout=timeout, return_when=FIRST_COMPLETED)
        return list(done)


class Threads(Pooled):
    """Daemon threads of this process (the default): the tasks share the run's player; a run
    closed early (Ctrl-C, an error) halts them at their next settled secret."""

    def __init__(self, workers: int, player: Player) -> None:
        import threading

        player.halt = threading.Event()
        self.halt = player.halt
        self.pool = DaemonPool(workers)

    def submit(self, fn: Callable[..., Any], *args: Any) -> Any:
        return self.pool.submit(fn, *args)

    def close(self, finished: bool = False) -> None:
        self.halt.set()
        self.pool.shutdown(wait=finished)  # a run stopped short returns at once


class Processes(Pooled):
    """``workers`` worker processes started by ``ctx`` (forked, or spawned where the platform
    cannot fork), each run through ``initializer(*initargs)`` first.  When a worker dies the
    pool breaks: ``submit`` and ``result`` raise ``Lost``, and the caller submits its unfinished
    tasks again after ``restart``, which starts a fresh pool, ``retries`` times at most (then
    LostWorkerError).  Raises OSError, ValueError or NotImplementedError where the platform
    has no process pools."""

    def __init__(
        self,
        workers: int,
        ctx: Any,
        initializer: Callable[..., None],
        initargs: tuple[Any, ...],
        retries: int,
    ) -> None:
        self.ctx, self.workers, self.retries = ctx, workers, retries
        self.initializer, self.initargs = initializer, initargs
        self.restarts = 0
        self.pool = self._pool()

    def _pool(self) -> Any:
        from concurrent.futures import ProcessPoolExecutor

        return ProcessPoolExecutor(
            self.workers, mp_context=self.ctx, initializer=self.initializer, initargs=self.initargs
        )

    def submit(self, fn: Callable[..., Any], *args: Any) -> Any:
        from concurrent.futures.process import BrokenProcessPool

        try:
            return self.pool.submit(fn, *args)
        except BrokenProcessPool:  # a worker died since the last result was read
            raise Lost from None

    def result(self, future: Any) -> Any:
        from concurrent.futures.process import BrokenProcessPool

        try:
            return future.result()
        except BrokenProcessPool:
            raise Lost from None

    def restart(self, unplayed: str = "") -> None:
        """A fresh pool for the tasks of a broken one; LostWorkerError (saying what is
        ``unplayed``) once ``retries`` pools have broken after the first."""
        self.restarts += 1
        stop_pool(self.pool)
        if self.restarts > self.retries:
            raise LostWorkerError(
                f"a worker process died (killed?) in {self.restarts} pools in a row{unplayed}"
            )
        self.pool = self._pool()

    def close(self, finished: bool = False) -> None:
        stop_pool(self.pool)


class Lost(Exception):
    """A local pool broke: its unfinished tasks are to be submitted again."""


def stop_pool(pool: Any) -> None:
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


def ignore_interrupts() -> None:
    import signal

    signal.signal(signal.SIGINT, signal.SIG_IGN)


RUN_CHECK_SECONDS = 0.5


def end_with_run(run: int) -> None:
    """End this worker process soon after the run's process ``run`` ends, however it ended
    (``kill -9`` included): a worker left running would hold the checkpoint's lock and the output
    for good.  A daemon thread looks twice a second: the run's process gone (or a zombie), or this
    worker's parent changed (every start method: under ``forkserver`` the parent is the server,
    which may outlive the run)."""
    import threading
    import time

    parent = os.getppid()

    def watch() -> None:
        while os.getppid() == parent and _alive(run):
            time.sleep(RUN_CHECK_SECONDS)
        os._exit(1)  # nothing of a worker's is worth keeping without its run

    threading.Thread(target=watch, name="mmnotation-run-watch", daemon=True).start()


def _alive(pid: int) -> bool:
    """Whether process ``pid`` runs (a zombie, ended but not yet reaped, does not)."""
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:  # another user's: it exists
        return True
    try:
        with open(f"/proc/{pid}/stat", "rb") as stat:
            return stat.read().rsplit(b")", 1)[1].split()[0] != b"Z"
    except (OSError, IndexError):  # no /proc here: the signal said it exists
        return True


START_METHOD_SETTING = "MMNOTATION_START_METHOD"
PROCESS_METHODS = ("fork", "forkserver", "spawn")


def worker_mode() -> str:
    """How a large run uses two cores: ``thread`` (two threads of this process, the default),
    ``process`` (two worker processes) or ``none`` (one thread).

    ``MMNOTATION_START_METHOD`` chooses: ``thread``, a process start method (``fork``,
    ``forkserver``, ``spawn``: see ``process_context``) or ``none``; anything else is the default.
    """
    wanted = os.environ.get(START_METHOD_SETTING, "").strip().lower()
    if wanted == "none":
        return "none"
    if wanted in PROCESS_METHODS:
        return "process" if process_context() is not None else "none"
    return "thread"


def process_context() -> Any:
    """The multiprocessing context worker processes start from, or None to work in one process.

    ``MMNOTATION_START_METHOD`` names the start method: ``fork``, ``forkserver``, ``spawn``, or
    ``none`` (one process).  Otherwise ``fork`` where the platform has it (Linux: the workers
    inherit the scoring tables at no cost), else ``spawn``.  A method the platform lacks falls
    back to that default, and a platform without process pools to one process.
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
