"""What the command line and the sessions ask of the terminal: is it one, how wide, colour,
and the progress bar drawn for work that lasts (docs/cli.md)."""

from __future__ import annotations

import os
import sys
import time
from typing import IO, Any


def is_terminal(stream: Any) -> bool:
    """Whether ``stream`` is a terminal (False for anything without a working ``isatty``)."""
    try:
        return bool(stream.isatty())
    except (AttributeError, OSError, ValueError):
        return False


def terminal_width(stream: Any = None) -> int:
    """The terminal's width in columns when ``stream`` (default: standard output) is one, else 80."""
    if is_terminal(sys.stdout if stream is None else stream):
        import shutil

        return shutil.get_terminal_size().columns
    return 80


def use_color(stream: IO[str] | Any) -> bool:
    """True when ``stream`` is a terminal and NO_COLOR is not set (https://no-color.org)."""
    if os.environ.get("NO_COLOR"):
        return False
    return is_terminal(stream)


class ProgressBar:
    """A progress bar on stderr, drawn only on a terminal and only for work that lasts."""

    def __init__(
        self, label: str, stream: IO[str] | None = None, delay: float = 0.3, expected: float | None = None
    ) -> None:
        self.label = label
        self.detail = ""  # drawn after the estimate (stats: the subtrees done)
        # an estimate made before the work began (seconds, ``expected``); once the work has run
        # longer, the bar says so instead of showing it still
        self.expected = expected
        self.stream = stream if stream is not None else sys.stderr
        self.enabled = is_terminal(self.stream)
        self.delay = delay
        self.start = time.monotonic()
        self.last = 0.0
        self.shown = 0
        self.eta = True  # False: the fraction says nothing of the time left (no "about N s left")
        self.fraction = 0.0

    def __call__(self, fraction: float) -> None:
        self.fraction = fraction  # kept for a redraw with a new label
        if not self.enabled:
            return
        now = time.monotonic()
        if now - self.start < self.delay or now - self.last < 0.1:
            return
        self.last = now
        # the work is done only when it returns: a bar never sits at 100% while still working
        fraction = min(max(fraction, 0.0), 0.99)
        width = 30
        filled = int(fraction * width)
        elapsed = now - self.start
        bar = f"[{'#' * filled}{'.' * (width - filled)}] {fraction:4.0%}  {elapsed:.0f} s"
        text = f"\r{self.label}{self._estimate(elapsed)}{self.detail} {bar}"
        if fraction >= 0.01 and self.eta:
            rate = fraction / elapsed * 100  # percent a second
            left = elapsed * (1 - fraction) / fraction
            text += f", {rate:.1f}%/s, about {left:.0f} s left"
        text = text.ljust(self.shown)  # wipe what a longer line left behind
        self.shown = len(text)
        self.stream.write(text)
        self.stream.flush()

    def _estimate(self, elapsed: float) -> str:
        """The up-front estimate (``about 3 min``), or, once the work has run past it, that it
        takes longer than that."""
        if self.expected is None:
            return ""
        from mmnotation.stats.play_all import about  # deferred: start-up

        said = about(self.expected)
        if elapsed <= self.expected or self.expected == float("inf"):
            return f", {said}"
        return f", longer than estimated ({said})"

    def __enter__(self) -> ProgressBar:
        self.start = time.monotonic()
        return self

    def __exit__(self, *exc: object) -> None:
        if self.shown:
            self.stream.write("\r" + " " * self.shown + "\r")
            self.stream.flush()
            self.shown = 0
