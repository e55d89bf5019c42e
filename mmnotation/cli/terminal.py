"""What the command line and the sessions ask of the terminal: is it one, how wide, colour,
and the progress bar drawn for work that lasts (docs/cli.md)."""

from __future__ import annotations

import os
import sys
import time
from collections import deque
from typing import IO, Any

from mmnotation._progress import interrupts, stop_if_interrupted

PACE_WINDOW = 60.0  # the pace is the recent one: over the last third of the run, at least this many seconds


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


def span(seconds: float) -> str:
    """A duration on the bar: seconds up to 100, then minutes up to 100, then hours.

    >>> span(42.4), span(754), span(76127)
    ('42 s', '13 min', '21.1 h')
    """
    if seconds < 100:
        return f"{seconds:.0f} s"
    if seconds < 6000:
        return f"{seconds / 60:.0f} min"
    return f"{seconds / 3600:.1f} h"


def about(seconds: float) -> str:
    """An estimate as people say it (``span`` past a second); infinity for no estimate.

    >>> about(0.2), about(4.2), about(185), about(16200), about(float("inf"))
    ('under a second', 'about 4 s', 'about 3 min', 'about 4.5 h', 'no estimate (it may take hours)')
    """
    if seconds == float("inf"):
        return "no estimate (it may take hours)"
    return "under a second" if seconds < 1 else f"about {span(seconds)}"


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
        self.base = (0.0, self.start)  # the fraction done before this run (``rebase``), and when
        self.seen: deque[tuple[float, float]] = deque()  # (time, fraction) drawn lately: the pace
        self.since = interrupts()  # a Ctrl-C after this that did not stop the work stops it

    def rebase(self) -> None:
        """The fraction reported so far was done before this run (read back from a checkpoint):
        the pace, and the time left, count from now."""
        self.base = (self.fraction, time.monotonic())
        self.seen.clear()

    def __call__(self, fraction: float) -> None:
        began, self.since = self.since, interrupts()  # (once: the caller may catch it and go on)
        stop_if_interrupted(began)  # a Ctrl-C that a library swallowed stops the work here
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
        bar = f"[{'#' * filled}{'.' * (width - filled)}] {fraction:4.0%}  {span(elapsed)}"
        text = f"\r{self.label}{self._estimate(elapsed)}{self.detail} {bar}"
        done, since = fraction - self.base[0], now - self.base[1]
        # the pace is that of the last third of the run (at least PACE_WINDOW): a long run's
        # pace changes (8x7's grows fourfold as the largest classes' own guesses are done), and
        # the pace since the start would keep the early hours' in the time left
        self.seen.append((now, fraction))
        while now - self.seen[0][0] > max(PACE_WINDOW, since / 3):
            self.seen.popleft()
        if done >= 0.01 and since > 0 and self.eta:
            then, was = self.seen[0]
            if fraction > was:
                done, since = fraction - was, now - then
            rate = done / since * 100  # percent a second
            pace = f"{rate:.1f}%/s" if rate >= 0.1 else f"{rate * 60:.1f}%/min"
            text += f", {pace}, about {span(since * (1 - fraction) / done)} left"
        text = text.ljust(self.shown)  # wipe what a longer line left behind
        self.shown = len(text)
        self.stream.write(text)
        self.stream.flush()

    def _estimate(self, elapsed: float) -> str:
        """The up-front estimate (``about 3 min``), or, once the work has run past it, that it
        takes longer than that."""
        if self.expected is None:
            return ""
        said = about(self.expected)
        if elapsed <= self.expected or self.expected == float("inf"):
            return f", {said}"
        return f", longer than estimated ({said})"

    def __enter__(self) -> ProgressBar:
        self.start = time.monotonic()
        self.since = interrupts()
        return self

    def __exit__(self, *exc: object) -> None:
        if self.shown:
            self.stream.write("\r" + " " * self.shown + "\r")
            self.stream.flush()
            self.shown = 0


# The characters the output draws with, and what stands for each where the output's encoding
# lacks it (PYTHONIOENCODING=latin-1, a cp1252 console): tables and bars stay readable.
_ASCII = {
    "│": "|",
    "·": ".",
    "●": "*",
    "█": "#",
    "▉": "#",
    "▊": "#",
    "▋": "#",
    "▌": "#",
    "▍": "#",
    "▎": "#",
    "▏": "#",
    "…": "...",
}
_HANDLER = "mmnotation-ascii"


def _drawn_in_ascii(error: UnicodeError) -> tuple[str, int]:
    """The codec error handler: the drawing characters in ASCII, anything else escaped."""
    if not isinstance(error, UnicodeEncodeError):  # pragma: no cover - registered for encoding only
        raise error
    text = error.object[error.start : error.end]
    return "".join(
        _ASCII.get(ch) or ch.encode("ascii", "backslashreplace").decode() for ch in text
    ), error.end


def plain_where_needed() -> None:
    """Standard output and error, where their encoding cannot write the drawing characters, write
    them in ASCII (and escape what else they cannot write) rather than fail at the first one."""
    import codecs

    codecs.register_error(_HANDLER, _drawn_in_ascii)
    for stream in (sys.stdout, sys.stderr):
        encoding = getattr(stream, "encoding", None)
        if stream is None or not encoding or not hasattr(stream, "reconfigure"):
            continue
        try:
            "".join(_ASCII).encode(encoding)
        except (UnicodeEncodeError, LookupError):
            stream.reconfigure(errors=_HANDLER)
