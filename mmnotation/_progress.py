"""Progress reports: a callable given the fraction of the work done, and a part of one.

Work of several steps reports through ``part``: each step reports its own fraction from 0 to 1,
and the caller sees the whole's.  ``part`` gives a ``functools.partial`` of a module function, so
that a report can be sent to a worker process (pickled) as the optimal search's are.
"""

from __future__ import annotations

import functools
from collections.abc import Callable

Progress = Callable[[float], None]
"""Told the fraction of the work done, from 0 to 1."""

SWALLOWED: list[object] = []
"""The Ctrl-Cs that a library swallowed, as the command line's hook of unraisable exceptions saw
them (``mmnotation.__main__``): a KeyboardInterrupt raised inside a callback from C (llvmlite's,
while numba compiles) is lost, and the work would go on to its end.  Empty in a library caller's
process, and once raised again."""


def stop_if_interrupted() -> None:
    """Raise a KeyboardInterrupt that a library swallowed, in the main thread, at the next report
    of progress (a long search stops between two classes, as on any Ctrl-C)."""
    if SWALLOWED:
        import threading

        if threading.current_thread() is threading.main_thread():
            SWALLOWED.clear()
            raise KeyboardInterrupt


def part(progress: Progress, start: float, share: float) -> Progress:
    """``progress`` of one part of the work: ``share`` of the whole, after ``start`` of it."""
    return functools.partial(_report, progress, start, share)


def _report(progress: Progress, start: float, share: float, fraction: float) -> None:
    progress(start + share * fraction)
