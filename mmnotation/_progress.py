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

INTERRUPTS: list[int] = []
"""Each Ctrl-C the command line's handler saw (``mmnotation.__main__``), whether or not its
KeyboardInterrupt reached the code that was running: one raised inside a callback from C
(llvmlite's, while numba compiles) is printed as "Exception ignored" and lost, a library may drop
one, and the work would go on to its end.  Empty in a library caller's process."""


def interrupts() -> int:
    """How many Ctrl-Cs have come so far: work that begins now passes it to ``stop_if_interrupted``."""
    return len(INTERRUPTS)


def stop_if_interrupted(since: int) -> None:
    """Raise KeyboardInterrupt, in the main thread, if a Ctrl-C came after the work began (when
    ``interrupts()`` was ``since``) and the work still goes on: called at each report of progress
    (a long search stops between two classes, as on any Ctrl-C)."""
    if len(INTERRUPTS) > since:
        import threading

        if threading.current_thread() is threading.main_thread():
            raise KeyboardInterrupt


def part(progress: Progress, start: float, share: float) -> Progress:
    """``progress`` of one part of the work: ``share`` of the whole, after ``start`` of it."""
    return functools.partial(_report, progress, start, share)


def _report(progress: Progress, start: float, share: float, fraction: float) -> None:
    progress(start + share * fraction)
