"""Files kept between runs in the user's cache directory: where they are, how they are read and written.

The directory is ``$XDG_CACHE_HOME/mmnotation`` (default ``~/.cache/mmnotation``): numba's compiled
scans and the optimal openings found (``strategies.stored``).  The JSON files among them are
caches: one that cannot be read (missing, damaged, written by something else) reads as empty, one
that cannot be written keeps nothing, and neither is an error.  ``MMNOTATION_STORE=0`` turns the
JSON files off.
"""

from __future__ import annotations

import contextlib
import json
import os
from typing import Any


def user_cache() -> str:
    """The package's folder in the user's cache directory (``$XDG_CACHE_HOME/mmnotation``,
    default ``~/.cache/mmnotation``); it may not exist or be writable."""
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return os.path.join(base, "mmnotation")


def kept_file(name: str) -> str | None:
    """Where the JSON file ``name`` is kept; None when ``MMNOTATION_STORE=0`` turns them off."""
    if os.environ.get("MMNOTATION_STORE", "").strip() == "0":
        return None
    return os.path.join(user_cache(), name)


def read_kept(path: str) -> dict[str, Any]:
    """The JSON object in ``path``, or {} when there is none to read."""
    try:
        with open(path, encoding="utf-8") as handle:
            data = json.load(handle)
    except (OSError, ValueError, RecursionError):  # RecursionError: brackets nested too deep
        return {}
    return data if isinstance(data, dict) else {}


def write_kept(path: str, data: dict[str, Any], limit: int) -> None:
    """Write ``data`` to ``path``, its first (oldest) entries dropped down to ``limit``: written
    whole, then renamed, never half a file; nothing kept when it cannot be written."""
    while len(data) > limit:
        data.pop(next(iter(data)))
    try:
        os.makedirs(os.path.dirname(path) or ".", exist_ok=True)
        write_whole(path, json.dumps(data, separators=(",", ":")))
    except OSError:
        pass  # a read-only or full cache directory: nothing is kept, nothing goes wrong


def checksum(value: object) -> str:
    """A CRC-32 of ``value``'s canonical JSON, as 8 hex digits: what the files kept between runs
    (checkpoints, kept openings) carry, so that one damaged or edited by hand is not trusted."""
    import zlib

    return f"{zlib.crc32(json.dumps(value, sort_keys=True, separators=(',', ':')).encode()):08x}"


def write_whole(path: str, text: str) -> None:
    """Write ``text`` to a temporary file beside ``path``, then rename it over ``path``: a full disk
    or a kill leaves the file that was there, never half a file.  Raises OSError."""
    import tempfile

    folder, name = os.path.split(path)
    fd, temp = tempfile.mkstemp(dir=folder or ".", prefix=f".{name}-", suffix=".tmp")
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(temp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temp)
        raise
