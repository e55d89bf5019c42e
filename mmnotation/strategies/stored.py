"""Openings kept between runs: a first guess that took a search is read back, not searched again.

The optimal strategy's first guess is the result of its whole search (seconds for classic
Mastermind); once found it is written to ``openings.json`` in the user's cache directory
(``$XDG_CACHE_HOME/mmnotation``, default ``~/.cache/mmnotation``), keyed by the game, the
strategy, the turn limit and the package's version.  The heuristics' openings are scored
exactly in milliseconds by pattern (``strategies.opening``) and are kept only for the process.

The file is a cache: when it cannot be read (missing, damaged, written by something else) the
opening is searched again; when it cannot be written (read-only home) nothing is kept.  Neither
is an error.  ``MMNOTATION_STORE=0`` turns it off.
"""

from __future__ import annotations

import json
import os
import tempfile

from mmnotation._version import __version__
from mmnotation.codes.compiled import user_cache

FILE_NAME = "openings.json"
MAX_ENTRIES = 256  # a handful of games in practice; the file never grows past this


def _path() -> str | None:
    if os.environ.get("MMNOTATION_STORE", "").strip() == "0":
        return None
    return os.path.join(user_cache(), FILE_NAME)


def _key(pegs: int, colors: int, repeats: bool, strategy: str, max_turns: int | None) -> str:
    return f"{pegs}x{colors} repeats={repeats} {strategy} max_turns={max_turns} v{__version__}"


def _read(path: str) -> dict[str, object]:
    try:
        with open(path, encoding="utf-8") as handle:
            data = json.load(handle)
    except (OSError, ValueError, RecursionError):  # RecursionError: brackets nested too deep
        return {}
    return data if isinstance(data, dict) else {}


def stored_opening(
    pegs: int, colors: int, repeats: bool, strategy: str, max_turns: int | None
) -> tuple[int, tuple[int, ...]] | None:
    """(total, digits of the first guess) kept by an earlier run, or None."""
    path = _path()
    if path is None:
        return None
    entry = _read(path).get(_key(pegs, colors, repeats, strategy, max_turns))
    if not isinstance(entry, list) or len(entry) != 2:
        return None
    total, digits = entry
    if (
        not isinstance(total, int)
        or not isinstance(digits, list)
        or len(digits) != pegs
        or not all(isinstance(d, int) and 0 <= d < colors for d in digits)
    ):
        return None
    return total, tuple(digits)


def store_opening(
    pegs: int,
    colors: int,
    repeats: bool,
    strategy: str,
    max_turns: int | None,
    total: int,
    digits: tuple[int, ...],
) -> None:
    """Keep a first guess for later runs (written whole, then renamed: never half a file)."""
    path = _path()
    if path is None:
        return
    data = _read(path)
    data[_key(pegs, colors, repeats, strategy, max_turns)] = [int(total), [int(d) for d in digits]]
    while len(data) > MAX_ENTRIES:
        data.pop(next(iter(data)))
    folder = os.path.dirname(path)
    try:
        os.makedirs(folder, exist_ok=True)
        fd, temp = tempfile.mkstemp(dir=folder, prefix=".openings-", suffix=".json")
        try:
            with os.fdopen(fd, "w", encoding="utf-8") as handle:
                json.dump(data, handle)
            os.replace(temp, path)
        except BaseException:
            os.unlink(temp)
            raise
    except OSError:
        return  # a read-only or full cache directory: nothing is kept, nothing goes wrong
