"""``python -m mmnotation`` and the ``mmdeduce`` console script: the command line.

``main`` catches Ctrl-C around everything, the imports included: an interrupt
in the first tenth of a second, while typer loads, exits with status 130 and no
traceback (docs/guarantees.md).
"""

from __future__ import annotations

import os
import sys


def main() -> None:
    """The console script ``mmdeduce``: ``mmnotation.cli.app.main`` with Ctrl-C caught everywhere."""
    try:
        from mmnotation.cli.app import main as run

        run()
    except KeyboardInterrupt:
        _quiet_exit(130)


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
