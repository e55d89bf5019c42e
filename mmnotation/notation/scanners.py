"""The lexer's regular expressions kept between runs: the first line a command reads, 40 ms sooner.

Lark's contextual lexer compiles, at the first line it reads, one regular expression for each
state of the parser it meets: the union of the terminals that state allows (the start of a line
allows 12,648 characters of them, the colour names and feedback words of eight languages).
Python's ``re`` compiles in Python: about 40 ms of every command that reads a sheet, more than
the rest of the reading.  ``quick_lexers`` gives Lark's lexers a ``re`` whose ``compile`` first
looks a long pattern up in ``scanners.json`` in the user's cache directory
(``$XDG_CACHE_HOME/mmnotation``, default ``~/.cache/mmnotation``): what ``re`` made of the same
pattern in an earlier run (its program, a list of numbers, and its groups), keyed by the pattern,
the flags and the Python that made it, and handed back to ``_sre``, which checks a program before
it runs it.  Each entry carries a checksum of itself.  A file that cannot be read or written,
another Python, an entry of the wrong shape or checksum, a program ``_sre`` refuses: the pattern
is compiled as usual and the entry written again.  The expressions are the same either way (the
same program); only the time differs.  ``MMNOTATION_STORE=0`` turns it off, as it does the kept
openings (docs/cli.md).
"""

from __future__ import annotations

import functools
import json
import re
import sys
import types
from typing import Any

from mmnotation._cache import kept_file, read_kept, write_kept

FILE_NAME = "scanners.json"
LONG = 256  # shorter patterns compile in well under a millisecond: not kept
MAX_ENTRIES = 32  # five or so a grammar (colour names given by a legend make others); oldest go first
FORMAT = 1


def _python() -> str:
    """The Python that makes a program: its version, byte order and regular expression engine."""
    internals = _internals()
    return f"{sys.version} {sys.byteorder} sre {getattr(internals[0], 'MAGIC', '?') if internals else '?'}"


@functools.cache
def _internals() -> tuple[Any, Any, Any] | None:
    """Python's regular expression engine (``_sre``) and the two modules of ``re`` that compile
    for it (``re._parser``, ``re._compiler``: Python 3.11 on); None when they are not there."""
    import importlib

    try:
        sre, parser, compiler = (importlib.import_module(n) for n in ("_sre", "re._parser", "re._compiler"))
    except ImportError:
        return None
    return sre, parser, compiler


def _key(pattern: str, flags: int) -> str:
    """An entry's key: the pattern itself, after what else makes its program."""
    return f"{FORMAT} {_python()} flags {flags}\0{pattern}"


def _checksum(key: str, entry: dict[str, Any]) -> int:
    """A CRC-32 of the key and the entry's fields: a damaged entry is not read back."""
    import zlib  # numpy has loaded it already where a sheet is read

    fields = {k: v for k, v in entry.items() if k != "sum"}
    return zlib.crc32(f"{key}\0{json.dumps(fields, sort_keys=True)}".encode())


@functools.cache
def _entries() -> dict[str, Any]:
    """The kept programs by key, read once per process ({} when there is no usable file)."""
    path = kept_file(FILE_NAME)
    return read_kept(path) if path is not None else {}


def _entry(pattern: str, flags: int, parser: Any, compiler: Any) -> dict[str, Any] | None:
    """What ``re.compile`` makes of ``pattern``: its flags, its code (numbers below 2**32, kept as
    base64 of 32-bit words), its groups; None where this Python's ``re`` is not built as expected."""
    import array
    import binascii

    try:
        parsed = parser.parse(pattern, flags)
        words = array.array("I", [int(op) for op in compiler._code(parsed, flags)])
        if words.itemsize != 4:
            return None
        return {
            "flags": int(flags | parsed.state.flags),
            "code": binascii.b2a_base64(words.tobytes(), newline=False).decode("ascii"),
            "groups": int(parsed.state.groups) - 1,
            "names": {str(k): int(v) for k, v in parsed.state.groupdict.items()},
        }
    except Exception:  # another Python's internals: compiled as usual, nothing kept
        return None


def _made(pattern: str, entry: Any, sre: Any) -> re.Pattern[str] | None:
    """The expression of an entry, when it has the right shape and ``_sre`` takes its program."""
    if not isinstance(entry, dict):
        return None
    flags, code, groups, names = (entry.get(k) for k in ("flags", "code", "groups", "names"))
    if not (
        isinstance(flags, int)
        and isinstance(code, str)
        and isinstance(groups, int)
        and 0 <= groups < 1 << 16
        and isinstance(names, dict)
        and all(isinstance(k, str) and isinstance(v, int) and 0 < v <= groups for k, v in names.items())
    ):
        return None
    import binascii

    try:
        words = memoryview(binascii.a2b_base64(code, strict_mode=True)).cast("I").tolist()
        indexgroup: list[str | None] = [None] * (groups + 1)
        for name, i in names.items():
            indexgroup[i] = name
        made: re.Pattern[str] = sre.compile(pattern, flags, words, groups, names, tuple(indexgroup))
    except Exception:  # RuntimeError: invalid SRE code; TypeError: another Python's signature
        return None
    return made


def compiled(pattern: str, flags: int = 0) -> re.Pattern[str]:
    """``re.compile(pattern, flags)``, from the kept program when there is a sound one."""
    flags = int(flags)
    internals = _internals()
    if (
        not isinstance(pattern, str)
        or len(pattern) < LONG
        or kept_file(FILE_NAME) is None
        or internals is None
    ):
        return re.compile(pattern, flags)
    sre, parser, compiler = internals
    key = _key(pattern, flags)
    entry = _entries().get(key)
    if isinstance(entry, dict) and entry.get("sum") == _checksum(key, entry):
        made = _made(pattern, entry, sre)
        if made is not None:
            return made
    entry = _entry(pattern, flags, parser, compiler)
    made = _made(pattern, entry, sre) if entry is not None else None
    if entry is None or made is None:
        return re.compile(pattern, flags)
    entry["sum"] = _checksum(key, entry)
    _keep(key, entry)
    return made


def _keep(key: str, entry: dict[str, Any]) -> None:
    """Add an entry to the file as it is now (other runs may have added theirs)."""
    path = kept_file(FILE_NAME)
    if path is None:
        return
    _entries()[key] = entry
    data = read_kept(path)
    data.pop(key, None)
    data[key] = entry
    write_kept(path, data, MAX_ENTRIES)


QUICK_RE = types.ModuleType("re")
"""``re`` for Lark's lexers: the same module but ``compile`` (``compiled``)."""
QUICK_RE.__dict__.update({k: v for k, v in vars(re).items() if not k.startswith("__")})
QUICK_RE.compile = compiled  # type: ignore[attr-defined]


def quick_lexers(parser: Any) -> None:
    """Let the lexers of a Lark ``parser`` (contextual or basic) compile through ``compiled``.

    Lark names no way to give a lexer its ``re``; its lexers keep the module as ``.re`` and make
    their expressions on first use.  A Lark whose lexers are built otherwise is left as it is."""
    lexer = getattr(getattr(parser, "parser", None), "lexer", None)
    lexers = [*getattr(lexer, "lexers", {}).values(), getattr(lexer, "root_lexer", None), lexer]
    for basic in lexers:
        if basic is not None and getattr(basic, "re", None) is re:
            basic.re = QUICK_RE
