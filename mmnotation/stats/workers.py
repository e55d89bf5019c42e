"""Worker processes: the subtrees under the opening guess played on two processes.

Threads are the default (``stats.threads``); processes are what ``MMNOTATION_START_METHOD``
asks for by naming a start method (``fork``, ``forkserver``, ``spawn``).

The workers add the secrets they settle to a shared counter, which the parent reads every
PROGRESS_EVERY seconds for its progress. A worker that dies (killed, out of memory) breaks
the pool: the subtrees not yet returned are played again by a fresh pool, once; should that
pool break too, the run stops with a LostWorkerError.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from mmnotation.errors import MastermindError
from mmnotation.stats.player import PARALLEL_FROM, PROGRESS_EVERY, Player, turns_of_jobs
from mmnotation.stats.threads import play_threads

if TYPE_CHECKING:
    import numpy as np
    import numpy.typing as npt

    Indices = npt.NDArray[np.intp]

RETRIES = 1  # fresh pools started to replay the subtrees of a pool whose worker died


class LostWorkerError(MastermindError):
    """A worker process died before returning its subtrees, and replaying them failed too."""


_FORKED: tuple[Player, list[tuple[int, ...]]] | None = None


def forked_job(jobs: list[tuple[Indices, tuple[int, ...]]]) -> dict[int, int]:
    assert _FORKED is not None
    player = _FORKED[0]
    dist = turns_of_jobs(player, jobs, _FORKED[1])
    player.settle(0)
    if player.counter is not None and player.unsent:
        with player.counter.get_lock():
            player.counter.value += player.unsent
        player.unsent = 0
    return dist


class Tally:
    """A run's histogram as the subtrees return, and its progress: the secrets of the returned
    subtrees, or the workers' count of the secrets they settle (returned or not) when higher."""

    def __init__(self, dist: dict[int, int], size: int, progress: Callable[[float], None] | None) -> None:
        self.dist, self.size, self.progress = dist, size, progress
        self.done = sum(dist.values())
        self.base = self.done  # secrets settled when the workers' count started from 0
        self.shown = 0.0

    def report(self, fraction: float) -> None:
        if self.progress is not None and fraction > self.shown:
            self.shown = fraction
            self.progress(fraction)

    def merge(self, part: dict[int, int]) -> None:
        for t, c in part.items():
            self.dist[t] = self.dist.get(t, 0) + c
        self.done += sum(part.values())
        self.report(self.done / self.size)

    def settled(self, count: int) -> None:
        """The workers' count read: the progress, shown even while it has not moved (the bar
        appears on time)."""
        self.report(min(max(self.done, self.base + count), self.size - 1) / self.size)
        if self.progress is not None:
            self.progress(self.shown)


def play_jobs(
    player: Player,
    jobs: list[tuple[Indices, tuple[int, ...]]],
    history: list[tuple[int, ...]],
    dist: dict[int, int],
    size: int,
    progress: Callable[[float], None] | None,
) -> None:
    """Play the subtrees under the opening guess, on two threads (or processes) when the game is large."""
    tally = Tally(dist, size, progress)
    workers = min(2, os.cpu_count() or 1)
    mode = worker_mode() if size >= PARALLEL_FROM and workers >= 2 and len(jobs) >= 2 else "none"
    ctx = process_context() if mode == "process" else None
    if mode == "thread":
        play_threads(player, jobs, history, tally.merge, tally.settled, workers)
    elif ctx is not None:
        play_processes(player, jobs, history, tally, ctx, workers)
    else:
        for job in jobs:
            tally.merge(turns_of_jobs(player, [job], history))


def play_processes(
    player: Player,
    jobs: list[tuple[Indices, tuple[int, ...]]],
    history: list[tuple[int, ...]],
    tally: Tally,
    ctx: Any,
    workers: int,
) -> None:
    """Play ``jobs`` on ``workers`` processes started by ``ctx``; a broken pool's unreturned jobs
    are played again by a fresh pool, RETRIES times (then LostWorkerError)."""
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
            tally.base = tally.done
            # Ctrl-C reaches the whole process group: the workers leave it to the parent, which
            # stops the pool and reports "interrupted" once, instead of each printing a traceback.
            # The workers get the player through the initializer: inherited when forked, pickled
            # when spawned.
            try:
                pool = ProcessPoolExecutor(
                    workers,
                    mp_context=ctx,
                    initializer=start_worker,
                    initargs=(player, history, counter, os.getpid()),
                )
            except (OSError, ValueError, NotImplementedError):  # no process pool here: play here
                for job in left:
                    tally.merge(turns_of_jobs(player, [job], history))
                return
            try:
                pending: dict[Future[dict[int, int]], int] = {
                    pool.submit(forked_job, [job]): k for k, job in enumerate(left)
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
                        tally.merge(part)
                    tally.settled(counter.value)
                broken = len(returned) < len(left)
            finally:
                stop_pool(pool)
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


def start_local_worker(run: int) -> None:
    """A local worker process's start (``stats.cluster``): Ctrl-C left to the parent, and ended
    with the run's process ``run``."""
    ignore_interrupts()
    end_with_run(run)


def start_worker(player: Player, history: list[tuple[int, ...]], counter: Any, run: int) -> None:
    """A worker process's start: Ctrl-C left to the parent, ended with the run's process ``run``,
    the player and its counter set."""
    global _FORKED
    ignore_interrupts()
    end_with_run(run)
    player.counter = counter
    _FORKED = (player, history)


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
