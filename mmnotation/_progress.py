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


def part(progress: Progress, start: float, share: float) -> Progress:
    """``progress`` of one part of the work: ``share`` of the whole, after ``start`` of it."""
    return functools.partial(_report, progress, start, share)


def _report(progress: Progress, start: float, share: float, fraction: float) -> None:
    progress(start + share * fraction)
