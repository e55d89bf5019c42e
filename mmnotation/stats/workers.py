"""The default run's subtrees under the opening guess, played on two threads or two processes.

Threads are the default (``stats.threads``); processes are what ``MMNOTATION_START_METHOD``
asks for by naming a start method (``fork``, ``forkserver``, ``spawn``); the pools are
``stats.executors``', as the resumable and cluster runs' (``stats.cluster``) are.

The workers add the secrets they settle to a shared counter, which the parent reads every
PROGRESS_EVERY seconds for its progress. A worker that dies (killed, out of memory) breaks
the pool: the subtrees not yet returned are played again by a fresh pool, once; should that
pool break too, the run stops with a LostWorkerError.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from mmnotation.stats.executors import (
    Lost,
    LostWorkerError,
    Processes,
    end_with_run,
    ignore_interrupts,
    process_context,
    worker_mode,
)
from mmnotation.stats.player import PARALLEL_FROM, PROGRESS_EVERY, Player, turns_of_jobs
from mmnotation.stats.threads import play_threads

if TYPE_CHECKING:
    import numpy as np
    import numpy.typing as npt

    Indices = npt.NDArray[np.intp]

RETRIES = 1  # fresh pools started to replay the subtrees of a pool whose worker died


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
    """Play ``jobs`` on ``workers`` processes started by ``ctx`` (``executors.Processes``); a
    broken pool's unreturned jobs are played again by a fresh pool, RETRIES times (then
    LostWorkerError)."""
    global _FORKED
    counter = ctx.Value("q", 0)
    _FORKED = (player, history)
    # largest subtrees first, one at a time, so the two processes stay balanced
    left = sorted(jobs, key=lambda j: -len(j[0]))
    returned: set[int] = set()
    try:
        # Ctrl-C reaches the whole process group: the workers leave it to the parent, which
        # stops the pool and reports "interrupted" once, instead of each printing a traceback.
        # The workers get the player through the initializer: inherited when forked, pickled
        # when spawned.
        try:
            runner = Processes(workers, ctx, start_worker, (player, history, counter, os.getpid()), RETRIES)
        except (OSError, ValueError, NotImplementedError):  # no process pool here: play here
            for job in left:
                tally.merge(turns_of_jobs(player, [job], history))
            return
        try:
            while True:
                counter.value = 0
                tally.base = tally.done
                try:
                    pending = {
                        runner.submit(forked_job, [job]): k for k, job in enumerate(left) if k not in returned
                    }
                    while pending:
                        for future in runner.finished(list(pending), PROGRESS_EVERY):
                            part = runner.result(future)
                            returned.add(pending.pop(future))
                            tally.merge(part)
                        tally.settled(counter.value)
                    return
                except Lost:
                    unplayed = len(left) - len(returned)
                    runner.restart(f"; {unplayed} subtrees of the opening guess were not played")
        finally:
            runner.close()
    finally:
        _FORKED = None
        player.counter = None


def start_worker(player: Player, history: list[tuple[int, ...]], counter: Any, run: int) -> None:
    """A worker process's start: Ctrl-C left to the parent, ended with the run's process ``run``,
    the player and its counter set."""
    global _FORKED
    ignore_interrupts()
    end_with_run(run)
    player.counter = counter
    _FORKED = (player, history)


__all__ = ["RETRIES", "LostWorkerError", "Tally", "play_jobs"]  # LostWorkerError: where 0.1 had it
