"""``python -m mmnotation`` and the ``mmdeduce`` console script: the command line.

``main`` catches Ctrl-C around everything, the imports included: an interrupt
in the first tenth of a second, while typer loads, exits with status 130 and no
traceback (docs/guarantees.md); so does one that a library swallowed (``_interrupt``).

Two things happen before anything loads (docs/performance.md, "Start-up"): numpy's
OpenBLAS is asked for one thread unless the environment says otherwise (it would start
a thread per core as numpy loads, 0.1 s of CPU on every run, for float products that are
faster on one), and ``mmdeduce --version`` answers without loading typer.
"""

from __future__ import annotations

import os
import sys

_SEEN: list[int] = []  # Ctrl-C was pressed (even where a library swallowed its KeyboardInterrupt)


def _interrupt(signum: int, frame: object) -> None:
    """Python's own handler of Ctrl-C (raise KeyboardInterrupt), remembering that it came: an
    interrupt raised inside a callback from C (llvmlite's, while numba compiles) is printed as
    "Exception ignored" and lost, a library may drop one, and the run would go on or exit 0.  The
    work under way stops at its next report of progress (``_progress.stop_if_interrupted``), and
    the run exits 130."""
    _SEEN.append(signum)
    progress = sys.modules.get("mmnotation._progress")
    if progress is not None:  # not loaded: no work under way (work begun later counts from then)
        progress.INTERRUPTS.append(signum)
    raise KeyboardInterrupt


def _unraisable(unraisable: sys.UnraisableHookArgs) -> None:
    """An interrupt that could not be raised (inside a callback from C) says nothing there: the
    work stops at its next report of progress (``_interrupt``), and the run ends with the one line
    of any interrupt.  Anything else is printed as Python prints it."""
    if not isinstance(unraisable.exc_value, KeyboardInterrupt):
        sys.__unraisablehook__(unraisable)


def main() -> None:
    """The console script ``mmdeduce``: ``mmnotation.cli.app.main`` with Ctrl-C caught everywhere."""
    import signal

    os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")
    if signal.getsignal(signal.SIGINT) is signal.default_int_handler:  # not where it is ignored
        signal.signal(signal.SIGINT, _interrupt)
        sys.unraisablehook = _unraisable
    status: object = 0
    try:
        if sys.argv[1:] == ["--version"] and _say_version():
            raise SystemExit(0)
        from mmnotation.cli.terminal import plain_where_needed

        plain_where_needed()  # latin-1 or cp1252 output: the tables in ASCII, not an error
        from mmnotation.cli.app import main as run

        run()
    except KeyboardInterrupt:
        _quiet_exit(130)
    except SystemExit as exc:
        status = exc.code
    if _SEEN and status != 130:  # interrupted, and the interrupt was swallowed on the way
        _quiet_exit(130)
    raise SystemExit(status)


def _say_version() -> bool:
    """Print the version as ``mmdeduce --version`` does; False if standard output cannot take it
    (the command line then says why, as for any output it cannot write)."""
    from mmnotation._version import VERSION_LINE

    if sys.stdout is None:
        return False
    try:
        sys.stdout.write(VERSION_LINE + "\n")
        sys.stdout.flush()
    except (OSError, ValueError):
        return False
    return True


def _quiet_exit(status: int) -> None:
    """Leave with ``status``: one line on stderr, and no flush error from a half-written stdout."""
    try:
        sys.stderr.write("\nmmdeduce: interrupted\n")
        sys.stderr.flush()
    except (OSError, ValueError, AttributeError):
        pass
    try:  # what is still buffered is dropped: the interpreter's last flush must not fail
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, 1)
    except (OSError, ValueError):
        pass
    raise SystemExit(status)


if __name__ == "__main__":
    main()
