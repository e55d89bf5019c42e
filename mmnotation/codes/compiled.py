"""When and how numba compiles the scans of the strategies (``codes.scan_kernels``), and loads them.

``MMNOTATION_NUMBA`` chooses (docs/performance.md): ``0`` never uses numba (numpy does every
scan), ``1`` uses it for every scan, ``auto`` (the default) for games of at least
``AUTO_MIN_CODES`` codes, whose scans outweigh numba's start-up (about 0.3 s); smaller games
never import it.  One choice (a sheet's next guess) uses it only for work that pays for loading
the kernels, or for compiling them when no run has yet (``wanted``).  Where numba is missing
or cannot compile, numpy does the work: both choose alike.

The compiled code is cached on disk so that later runs skip the compilation: in
``NUMBA_CACHE_DIR`` when it is set, else in the user's cache directory (``$XDG_CACHE_HOME`` or
``~/.cache``, then ``mmnotation/numba``), never inside the installed package.  When no such
directory can be written, the kernels are compiled in memory for this process only.  The
kernels go into a folder named by a hash of every file that holds kernels (``KERNEL_FILES``):
numba checks a cached kernel against the file of its own function only, and the compiled choices
(``strategies.heuristic_kernels``) compile the scans of ``codes.scan_kernels`` into themselves, so a
change of that file alone would otherwise leave them loading the old scans.
"""

from __future__ import annotations

import functools
import os
from collections.abc import Callable
from typing import NamedTuple, TypeVar, cast

from mmnotation._cache import user_cache
from mmnotation.codes.scan_kernels import PLAIN_KERNELS, split

SETTING = "MMNOTATION_NUMBA"
KERNEL_FILES = (
    "codes/compiled.py",
    "codes/scan_kernels.py",
    "codes/word_scan.py",
    "strategies/heuristic_kernels.py",
    "strategies/optimal_search.py",
)
"""The package's files (under ``mmnotation/``) whose functions numba compiles."""
KEEP_FOLDERS = 3  # numba's cache keeps the kernels of the versions used last (20-60 MB each) ...
STALE_SECONDS = 86400  # ... and of any version used within a day; older folders go
AUTO_MIN_CODES = 2896  # auto: games whose full scan (codes x codes) reaches 8 million pairs

Kernel = Callable[..., tuple[int, int]]
CostKernel = Callable[..., tuple[float, int]]
Jit = Callable[[Callable[..., object]], Callable[..., object]]


def setting() -> str:
    """``0``, ``1`` or ``auto`` from ``MMNOTATION_NUMBA`` (anything else counts as ``auto``)."""
    value = os.environ.get(SETTING, "auto").strip().lower()
    return value if value in ("0", "1") else "auto"


WARM_MIN_PAIRS = 10**8
"""auto, for one choice of ``pairs`` (guesses x candidates): with the kernels compiled already, numba
pays from here (numpy scores some 2e8 pairs a second; loading numba and its kernels takes 0.3-0.6 s)."""
COLD_MIN_PAIRS = 2 * 10**9
"""auto, for one choice: with the kernels still to compile (5-60 s, once), numba pays only from here."""


def wanted(codes: int, pairs: int | None = None) -> bool:
    """Whether scans of a game of ``codes`` codes should use the compiled kernels; with ``pairs``,
    for one choice of that much work (a sheet's next guess), only where loading them, or compiling
    them first when no run has yet, costs less than numpy's scans (``WARM_MIN_PAIRS``,
    ``COLD_MIN_PAIRS``): the first run after an install does not sit compiling for a choice that
    numpy makes in a fraction of a second.  Both choose alike."""
    mode = setting()
    if mode != "auto":
        return mode == "1"
    if codes < AUTO_MIN_CODES:
        return False
    if pairs is None or _LOADED:  # a whole game's work, or the cost of loading already paid
        return True
    return pairs >= (WARM_MIN_PAIRS if kernels_cached() else COLD_MIN_PAIRS)


_LOADED: list[bool] = []  # this process has loaded (or compiled) kernels
_CACHED: list[bool] = []  # numba's cache was seen holding kernels of these sources


def kernels_cached() -> bool:
    """Whether numba's cache holds kernels of these sources (they load without compiling)."""
    if not _CACHED and _cache_notice() is None:
        _CACHED.append(True)
    return bool(_CACHED)


def cache_dir() -> str | None:
    """A directory numba may write its cache into, or None when none can be written."""
    import tempfile

    given = os.environ.get("NUMBA_CACHE_DIR")
    candidates = [given] if given else [os.path.join(user_cache(), "numba")]
    package = os.path.realpath(os.path.dirname(os.path.dirname(__file__)))  # mmnotation/
    for path in candidates:
        try:
            real = os.path.realpath(path)
            if real == package or real.startswith(package + os.sep):
                continue  # never write into the installed package
            os.makedirs(real, exist_ok=True)
            with tempfile.TemporaryFile(dir=real):
                pass
        except (OSError, ValueError):
            continue
        return real
    return None


@functools.cache
def sources_key() -> str:
    """16 hex digits of a hash of the ``KERNEL_FILES`` as they are now."""
    import hashlib

    package = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))  # mmnotation/
    digest = hashlib.sha256()
    for name in KERNEL_FILES:
        digest.update(name.encode())
        try:
            with open(os.path.join(package, name), "rb") as source:
                digest.update(source.read())
        except OSError:  # not readable (numba could not check it either): the name alone
            pass
    return digest.hexdigest()[:16]


def kernel_cache_dir() -> str | None:
    """The folder of ``cache_dir`` for the kernels of these sources (``sources_key``), or None
    when none can be written."""
    where = cache_dir()
    if where is None:
        return None
    keyed = os.path.join(where, f"kernels-{sources_key()}")
    fresh = not os.path.isdir(keyed)
    try:
        os.makedirs(keyed, exist_ok=True)
        os.utime(keyed)  # used now: its time says when a run last loaded these kernels
    except OSError:
        return None
    if fresh:
        prune_kernel_folders(where)
    return keyed


def prune_kernel_folders(where: str, now: float | None = None) -> list[str]:
    """Delete the ``kernels-*`` folders of ``where`` (numba's cache) that no run has used for
    ``STALE_SECONDS``, but the ``KEEP_FOLDERS`` used last; the names deleted.  Run when a new
    version of the kernels makes its folder: each update would otherwise leave its old kernels
    behind for good.  A folder that cannot be deleted is left."""
    import shutil
    import time

    now = time.time() if now is None else now
    found = []
    try:
        with os.scandir(where) as entries:
            for entry in entries:
                if entry.name.startswith("kernels-") and entry.is_dir(follow_symlinks=False):
                    found.append((entry.stat(follow_symlinks=False).st_mtime, entry.name))
    except OSError:
        return []
    found.sort(reverse=True)
    gone = []
    for used, name in found[KEEP_FOLDERS:]:
        if now - used > STALE_SECONDS:
            shutil.rmtree(os.path.join(where, name), ignore_errors=True)
            gone.append(name)
    return gone


def compile_notice(codes: int, optimal: bool = False) -> str | None:
    """What to tell a user before a run whose scans numba must compile first (no kernel of these
    sources in the cache yet, or no cache to write): it takes up to a minute, once.  None when
    the scans of a game of ``codes`` codes do not use numba (the ``optimal`` search uses it for
    every game) or its cache holds kernels already."""
    import importlib.util

    uses = wanted(codes) or (optimal and setting() != "0")
    if not uses or importlib.util.find_spec("numba") is None:
        return None
    return _cache_notice()


def _cache_notice() -> str | None:
    """``compile_notice`` for work that loads the kernels: None when numba's cache holds some."""
    where = kernel_cache_dir()
    if where is None:
        return "the scans are compiled for this run first (up to a minute): no cache folder can be written"
    for _root, _dirs, files in os.walk(where):
        if any(name.endswith(".nbi") for name in files):
            return None
    return f"the scans are compiled for this machine first (once, up to a minute; cached in {where})"


_TELL: list[Callable[[str], None]] = []  # who hears the notice before the first kernel loads


def tell_before_compiling(say: Callable[[str], None] | None) -> None:
    """Have ``say(notice)`` called once, just before this process first loads its kernels while
    numba's cache holds none of them (``compile_notice``'s words), so that work which may or may
    not use the kernels (a recommendation) says why it sits silent only when it does; None: no
    one hears it.  The command line prints it; the library itself prints nothing."""
    _TELL.clear()
    if say is not None:
        _TELL.append(say)


def about_to_load() -> None:
    """Before loading (or compiling) kernels: the notice of ``tell_before_compiling``, once."""
    if _TELL:
        say = _TELL.pop()
        notice = _cache_notice()
        if notice is not None:
            say(notice)


class Kernels(NamedTuple):
    """The compiled minimax scans: with few guesses, and by row additions."""

    direct: Kernel
    rows: Kernel


def kernels() -> Kernels | None:
    """The numba-compiled minimax scans, or None (``MMNOTATION_NUMBA=0``, numba missing, or it fails)."""
    if setting() == "0":
        return None
    return _load_minimax()


def cost_kernel() -> CostKernel | None:
    """The numba-compiled scan of the other scored strategies, or None (as ``kernels``).

    Each is loaded (from numba's cache, else compiled) only when a run first needs it: a run of
    ``parts`` does not pay for the minimax kernels, nor one of minimax for this one."""
    if setting() == "0":
        return None
    return _load_cost()


@functools.cache
def _jit() -> Jit | None:
    """numba's ``njit`` with the cache set up, or None when numba is missing or cannot start."""
    try:
        import numba
    except (ImportError, OSError, MemoryError):  # missing, or its library cannot load (low memory)
        return None
    try:
        where = kernel_cache_dir()
        if where is not None:
            setattr(numba.config, "CACHE_DIR", where)  # noqa: B010 - numba.config is untyped
        jit: Jit = numba.njit(cache=where is not None, nogil=True)
    except Exception:  # any failure of numba leaves the numpy scans, never a traceback
        return None
    return jit


_Built = TypeVar("_Built")


def compiled_with(make: Callable[[Jit], _Built], warm: Callable[[_Built], None]) -> _Built | None:
    """What ``make`` builds with numba's ``njit`` (the package's cache set up), compiled (or
    loaded from the cache) by ``warm``; None when numba is missing or fails."""
    jit = _jit()
    if jit is None:
        return None
    about_to_load()
    try:
        out = make(jit)
        warm(out)
    except Exception:  # any failure of numba leaves the numpy scans, never a traceback
        return None
    if not _LOADED:
        _LOADED.append(True)
    return out


@functools.cache
def _load_minimax() -> Kernels | None:
    direct, rows, _ = PLAIN_KERNELS
    return compiled_with(
        lambda jit: Kernels(cast(Kernel, jit(direct)), cast(Kernel, jit(rows))), _warm_minimax
    )


@functools.cache
def _load_cost() -> CostKernel | None:
    return compiled_with(lambda jit: cast(CostKernel, jit(PLAIN_KERNELS[2])), _warm_cost)


def _warm_minimax(k: Kernels) -> None:
    """Compile (or load from the cache) with the argument types the scans use."""
    import numpy as np

    i32 = np.zeros((1, 1), dtype=np.int32)
    i16 = np.zeros((1, 1), dtype=np.int16)  # a space's rows (``Space.rows``)
    u8 = np.zeros((1, 1, 1), dtype=np.uint8)
    idx = np.zeros(1, dtype=np.intp)
    one32 = np.zeros(1, dtype=np.int32)
    k.direct(i16, u8, idx, idx, 2, 1, np.zeros(1, dtype=np.int32), i32, one32, one32, one32)
    cols = np.zeros((1, 1), dtype=np.uint8)
    valid = np.zeros(1, dtype=np.int64)
    packed = np.zeros(1, dtype=np.uint8)
    parts = split(1, 1, 0)
    k.rows(cols, one32, i16, idx, valid, 2, 1, packed, np.zeros(1, dtype=np.int32), one32, one32, 1, parts)


def _warm_cost(cost: CostKernel) -> None:
    """Compile (or load from the cache) with the argument types the scans use."""
    import numpy as np

    i32 = np.zeros((1, 1), dtype=np.int32)
    u8 = np.zeros((1, 1, 1), dtype=np.uint8)
    idx = np.zeros(1, dtype=np.intp)
    one32 = np.zeros(1, dtype=np.int32)
    cols = np.zeros((1, 1), dtype=np.uint8)
    valid = np.zeros(1, dtype=np.int64)
    packed = np.zeros(1, dtype=np.uint8)
    nlogn = np.zeros(2, dtype=np.float64)
    i16 = np.zeros((1, 1), dtype=np.int16)  # a space's rows (``Space.rows``)
    args = (cols, one32.copy(), i32.copy(), u8, i16, False, idx, valid.copy(), 1, 2.0, 0.0, 0.0, nlogn)
    cost(*args, packed.copy(), np.zeros(1, dtype=np.int32), one32, nlogn.copy(), split(1, 1, 0))
