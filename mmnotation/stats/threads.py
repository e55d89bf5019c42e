"""Worker threads: the pool that plays a run's subtrees on two threads of this process
(``stats.executors.Threads``, the tasks ``stats.subtrees``'), their shared count, their malloc arena.

The default way a large ``stats`` run uses two cores. The scans, and since the compiled
choices and subtrees the bulk of a run, are numba kernels compiled ``nogil``: two threads keep
both cores busy while the Python between them (the symmetry search, the splitting) takes turns
holding the interpreter. One process holds one copy of Python, numpy, numba and the game's
tables, where worker processes each hold their own (7x6 minimax: 280 MiB summed instead of
366 MiB, and no slower; docs/performance.md, "Memory of stats").

The threads are daemon threads: a run interrupted (Ctrl-C) returns at once, and the threads
stop at their next settled secret (``Player.halt``) or die with the process; a long compiled
call does not keep the command from exiting.
"""

from __future__ import annotations

import queue
import sys
import threading
from collections.abc import Callable
from concurrent.futures import Future
from typing import Any

M_ARENA_MAX = -8  # glibc's mallopt() parameter: how many malloc arenas threads may use


class Count:
    """The secrets the threads settle, read for the progress (a multiprocessing Value's interface)."""

    def __init__(self) -> None:
        self.value = 0
        self._lock = threading.Lock()

    def get_lock(self) -> threading.Lock:
        return self._lock


class DaemonPool:
    """``workers`` daemon threads running submitted calls in order, each resolving a Future.

    Unlike ``concurrent.futures.ThreadPoolExecutor``, whose threads the interpreter waits for
    at exit, a pool shut down with calls still running returns at once (``shutdown``), so an
    interrupted command exits without waiting for a compiled scan to finish.
    """

    def __init__(self, workers: int, name: str = "mmnotation-worker") -> None:
        self._todo: queue.SimpleQueue[tuple[Future[Any], Callable[..., Any], tuple[Any, ...]] | None]
        self._todo = queue.SimpleQueue()
        self._threads = [
            threading.Thread(target=self._run, name=f"{name}-{k}", daemon=True) for k in range(workers)
        ]
        for thread in self._threads:
            thread.start()

    def submit(self, fn: Callable[..., Any], *args: Any) -> Future[Any]:
        future: Future[Any] = Future()
        self._todo.put((future, fn, args))
        return future

    def _run(self) -> None:
        while True:
            item = self._todo.get()
            if item is None:
                return
            future, fn, args = item
            if not future.set_running_or_notify_cancel():
                continue
            try:
                result = fn(*args)
            except BaseException as exc:  # handed to the caller, which raises it
                future.set_exception(exc)
            else:
                future.set_result(result)

    def shutdown(self, wait: bool) -> None:
        """Stop taking calls: the queued ones are cancelled, the running ones finish (``wait``)
        or are left to stop by themselves."""
        while True:
            try:
                item = self._todo.get_nowait()
            except queue.Empty:
                break
            if item is not None:
                item[0].cancel()
        for _ in self._threads:
            self._todo.put(None)
        if wait:
            for thread in self._threads:
                thread.join()


def one_malloc_arena() -> None:
    """Let every thread allocate from glibc's main malloc arena (``mallopt(M_ARENA_MAX, 1)``).

    With an arena per thread, the arrays a thread frees stay in its arena, held apart from
    the other's: the two threads of a 7x6 run peak at 386 MiB with an arena each, 280 MiB with
    one, no slower. Process-wide, so the command line calls it, not the library; does nothing
    where the C library is not glibc.
    """
    if not sys.platform.startswith("linux"):
        return
    try:
        import ctypes

        ctypes.CDLL(None).mallopt(M_ARENA_MAX, 1)
    except (OSError, AttributeError):  # pragma: no cover - another C library (musl has no mallopt)
        pass
