"""The compiled scans of the strategies, and when and how numba compiles them.

``MMNOTATION_NUMBA`` chooses (docs/performance.md): ``0`` never uses numba (numpy does every
scan), ``1`` uses it for every scan, ``auto`` (the default) for games of at least
``AUTO_MIN_CODES`` codes, whose scans outweigh numba's start-up (about 0.3 s); smaller games
never import it.  Where numba is missing or cannot compile, numpy does the work: both choose alike.

The compiled code is cached on disk so that later runs skip the compilation: in
``NUMBA_CACHE_DIR`` when it is set, else in the user's cache directory (``$XDG_CACHE_HOME`` or
``~/.cache``, then ``mmnotation/numba``), never inside the installed package.  When no such
directory can be written, the kernels are compiled in memory for this process only.  The
kernels go into a folder named by a hash of every file that holds kernels (``KERNEL_FILES``):
numba checks a cached kernel against the file of its own function only, and the compiled choices
(``strategies.heuristic_kernels``) compile the scans of this file into themselves, so a change
of this file alone would otherwise leave them loading the old scans.
"""

from __future__ import annotations

import functools
import os
from collections.abc import Callable
from typing import TYPE_CHECKING, NamedTuple, TypeVar, cast

from mmnotation._cache import user_cache

if TYPE_CHECKING:
    import numpy as np
    import numpy.typing as npt

    Indices = npt.NDArray[np.intp]
    Split = tuple[
        int, int, npt.NDArray[np.uint8], npt.NDArray[np.int64], npt.NDArray[np.uint8],
        npt.NDArray[np.int32], npt.NDArray[np.int64],
    ]  # fmt: skip

SETTING = "MMNOTATION_NUMBA"
KERNEL_FILES = (
    "codes/compiled.py",
    "codes/word_scan.py",
    "strategies/heuristic_kernels.py",
    "strategies/optimal_search.py",
)
"""The package's files (under ``mmnotation/``) whose functions numba compiles."""
KEEP_FOLDERS = 3  # numba's cache keeps the kernels of the versions used last (20-60 MB each) ...
STALE_SECONDS = 86400  # ... and of any version used within a day; older folders go
AUTO_MIN_CODES = 2896  # auto: games whose full scan (codes x codes) reaches 8 million pairs

SPLIT_BYTES = 2 << 20  # a scan's colours' rows by multiset (``split``): at most this many bytes

Kernel = Callable[..., tuple[int, int]]
CostKernel = Callable[..., tuple[float, int]]
Jit = Callable[[Callable[..., object]], Callable[..., object]]


def setting() -> str:
    """``0``, ``1`` or ``auto`` from ``MMNOTATION_NUMBA`` (anything else counts as ``auto``)."""
    value = os.environ.get(SETTING, "auto").strip().lower()
    return value if value in ("0", "1") else "auto"


def wanted(codes: int) -> bool:
    """Whether scans of a game of ``codes`` codes should use the compiled kernels."""
    mode = setting()
    return mode == "1" or (mode == "auto" and codes >= AUTO_MIN_CODES)


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


# The kernels below repeat their inner loops (a guess's packed feedbacks, the class counts with their early
# exit) on purpose: folded into shared helpers (numba's register_jitable, inlined or not), the
# same scans measured 1.4 to 1.7 times the CPU time on stats 5x8 and Bulls and Cows.
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
    except ImportError:
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
    return out


def split(holes: int, width: int, multisets: int) -> Split:
    """How ``_kernel_rows`` adds up a guess's rows over ``width`` columns: the sums of the first
    ``holes - 1`` tables of holes kept from guess to guess (guesses in palette order share
    them), and, when the scan is given the multiset of each code (``multisets`` of them, else
    0), the colours' tables summed once per multiset of the guesses (a guess's colours in common
    with a code depend on their multisets alone), for as many multisets as ``SPLIT_BYTES`` holds
    (the first met; the others' guesses add the colours' tables up each time)."""
    import numpy as np

    keep = max(holes - 1, 0)
    sums = np.empty((max(keep, 1), width), dtype=np.uint8)
    held = np.empty(max(keep, 1), dtype=np.int64)
    rows = min(multisets, SPLIT_BYTES // max(width, 1))
    slot = np.full(multisets if rows else 0, -1, dtype=np.int32)
    colour = np.empty((rows, width), dtype=np.uint8)
    return keep, holes, sums, held, colour, slot, np.zeros(1, dtype=np.int64)


@functools.cache
def _load_minimax() -> Kernels | None:
    return compiled_with(
        lambda jit: Kernels(cast(Kernel, jit(_kernel_direct)), cast(Kernel, jit(_kernel_rows))), _warm_minimax
    )


@functools.cache
def _load_cost() -> CostKernel | None:
    return compiled_with(lambda jit: cast(CostKernel, jit(_kernel_cost)), _warm_cost)


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
    cost(*args, packed.copy(), np.zeros(1, dtype=np.int32), one32, nlogn.copy())


def _kernel_direct(
    fidx: npt.NDArray[np.int16],
    tables: npt.NDArray[np.uint8],
    guesses: Indices,
    cands: Indices,
    beat: int,
    stop: int,
    counts: npt.NDArray[np.int32],
    cf: npt.NDArray[np.int32],
    rows: npt.NDArray[np.int32],
    multiset: npt.NDArray[np.int32],
    floor: npt.NDArray[np.int32],
) -> tuple[int, int]:  # pragma: no cover - compiled by numba, checked through heuristic_choice
    """(largest class, guess) of the first guess with the smallest largest class below ``beat``.

    For few guesses: each packed feedback is looked up in the feature tables.  A guess is abandoned as
    soon as one class reaches the best so far, or at once when ``floor`` (by the number of its
    ``multiset`` of colours; empty: no floors) says that its largest class cannot be smaller; the
    scan stops at the first guess whose largest class is ``stop`` or less.  The guess is -1
    when none is below ``beat``.  ``counts`` (one per packed feedback), ``cf`` (features,
    candidates) and ``rows`` (one per feature) are scratch space, passed in so that the
    compiled code imports nothing.
    """
    floors = len(floor) > 0
    nf = fidx.shape[0]
    n = len(cands)
    for f in range(nf):
        for j in range(n):
            cf[f, j] = fidx[f, cands[j]]
    best, best_guess = beat, -1
    for gi in range(len(guesses)):
        g = guesses[gi]
        if floors and floor[multiset[g]] >= best:
            continue
        for f in range(nf):
            rows[f] = fidx[f, g]
        counts[:] = 0
        largest = 0
        for j in range(n):
            feedback = 0
            for f in range(nf):
                feedback += tables[f, rows[f], cf[f, j]]
            c = counts[feedback] + 1
            counts[feedback] = c
            if c > largest:
                largest = c
                if largest >= best:
                    break
        if largest < best:
            best, best_guess = largest, g
            if best <= stop:
                break
    return best, best_guess


def _kernel_rows(
    cols: npt.NDArray[np.uint8],
    base: npt.NDArray[np.int32],
    fidx: npt.NDArray[np.int16],
    guesses: Indices,
    valid: npt.NDArray[np.int64],
    beat: int,
    stop: int,
    packed: npt.NDArray[np.uint8],
    counts: npt.NDArray[np.int32],
    multiset: npt.NDArray[np.int32],
    floor: npt.NDArray[np.int32],
    n: int,
    split: Split,
) -> tuple[int, int]:  # pragma: no cover - compiled by numba, checked through heuristic_choice
    """As ``_kernel_direct`` (``floor`` included), for many guesses: ``cols`` holds, for every row
    of every feature table, its entries for the candidates, so a guess's packed feedbacks are a
    sum of contiguous rows (feature ``f``'s row for code ``g`` is ``base[f] + fidx[f, g]``: its
    table's first row among ``cols``, then the code's row in the table); classes are
    then counted one feedback at a time (the ``valid`` ones, the largest classes of the best
    guess so far first, and the class that dropped the last losing guess before them, so that
    a losing guess is dropped after one count or two), which vectorises, or by a histogram
    below 16 candidates (from 16 to 47 the counts by feedback took 0.85-0.92 of the time of the
    histogram over two classes of 7x7: docs/performance.md); while the best so far is 2, below 48
    candidates, the feedbacks seen are bits of a word instead.  The ``n`` candidates are the
    first columns of ``cols``; more columns (a width that is a multiple of 32, as
    ``heuristic_kernels`` lays them out) are added up into ``packed`` (as long) but never
    counted: the sums then run without a remainder loop.  ``split`` (from ``split``) keeps the
    sums of the first tables of holes from guess to guess and holds the colours' tables summed
    by multiset of the guesses (``multiset``), so that a guess adds about two rows, not one per
    table (8x7's four classes measured: 0.63 of the time; docs/performance.md).

    Written out in one function (about 130 lines): the kernels of this file are compiled on
    their own and call no helper (numba is imported only when they load), and helpers inlined
    into ``_kernel_cost`` measured slower (its docstring).
    """
    nf = fidx.shape[0]
    width = cols.shape[1]
    few = n < 48  # the feedbacks as bits while the best is 2
    hist = n < 16  # a histogram; from 16, the counts by feedback
    floors = len(floor) > 0
    order = valid.copy()  # the classes of the best guess so far, largest first: losers lose sooner
    keep, holes, sums, held, colour, slot, used = split
    last = holes if colour.shape[0] > 0 else nf  # the colours' rows, or one row by multiset
    held[:] = -1  # the rows summed in ``sums``: none yet
    best, best_guess = beat, -1
    for gi in range(len(guesses)):
        g = guesses[gi]
        if floors and floor[multiset[g]] >= best:
            continue
        if keep > 0:
            changed = keep
            for f in range(keep):
                if fidx[f, g] != held[f]:
                    changed = f
                    break
            for f in range(changed, keep):
                held[f] = fidx[f, g]
                r = base[f] + fidx[f, g]
                if f == 0:
                    for j in range(width):
                        sums[0, j] = cols[r, j]
                else:
                    for j in range(width):
                        sums[f, j] = sums[f - 1, j] + cols[r, j]
            r = base[keep] + fidx[keep, g]
            for j in range(width):
                packed[j] = sums[keep - 1, j] + cols[r, j]
        else:
            r = base[0] + fidx[0, g]
            for j in range(width):
                packed[j] = cols[r, j]
        k = -1
        if last < nf:
            m = multiset[g]
            k = slot[m]
            if k < 0 and used[0] < colour.shape[0]:
                k = used[0]  # a row for this multiset: the colours' rows of its first guess
                used[0] += 1
                slot[m] = k
                r = base[last] + fidx[last, g]
                for j in range(width):
                    colour[k, j] = cols[r, j]
                for f in range(last + 1, nf):
                    r = base[f] + fidx[f, g]
                    for j in range(width):
                        colour[k, j] += cols[r, j]
            if k >= 0:
                for j in range(width):
                    packed[j] += colour[k, j]
        for f in range(keep + 1, last if k >= 0 else nf):
            r = base[f] + fidx[f, g]
            for j in range(width):
                packed[j] += cols[r, j]
        largest = 0
        if few and best == 2 and len(counts) <= 64:
            # looking for a guess that tells every candidate apart: the feedbacks seen as bits
            seen = 0
            largest = 1
            for j in range(n):
                bit = 1 << int(packed[j])  # below 64: bit 63 is the sign, still a bit of its own
                if seen & bit:
                    largest = 2
                    break
                seen |= bit
        elif hist:
            counts[:] = 0
            for j in range(n):
                c = counts[packed[j]] + 1
                counts[packed[j]] = c
                if c > largest:
                    largest = c
                    if largest >= best:
                        break
        else:
            for vi in range(len(order)):
                v = order[vi]
                c = 0
                for j in range(n):
                    c += packed[j] == v
                counts[v] = c
                if c > largest:
                    largest = c
                    if largest >= best:
                        if vi > 0:  # the class that lost this guess is counted first next time
                            for q in range(vi, 0, -1):
                                order[q] = order[q - 1]
                            order[0] = v
                        break
        if largest < best:
            best, best_guess = largest, g
            if best <= stop:
                break
            if not hist:
                sizes = counts[order]
                order[:] = order[(-sizes).argsort(kind="mergesort")]
    return best, best_guess


def _kernel_cost(
    cols: npt.NDArray[np.uint8],
    base: npt.NDArray[np.int32],
    cf: npt.NDArray[np.int32],
    tables: npt.NDArray[np.uint8],
    fidx: npt.NDArray[np.int16],
    direct: bool,
    guesses: Indices,
    order: npt.NDArray[np.int64],
    mode: int,
    beat: float,
    stop: float,
    eps: float,
    nlogn: npt.NDArray[np.float64],
    packed: npt.NDArray[np.uint8],
    counts: npt.NDArray[np.int32],
    multiset: npt.NDArray[np.int32],
    floor: npt.NDArray[np.float64],
) -> tuple[float, int]:  # pragma: no cover - compiled by numba, checked through heuristic_choice
    """(cost, guess) of the first guess whose cost is below ``beat - eps`` and below every
    earlier one's by more than ``eps``; the guess is -1 when none is.

    ``mode`` 1 costs sum n², 2 sum n·log2(n) (``nlogn`` by class size), 3 minus the number of
    classes.  A guess's packed feedbacks come from contiguous rows of ``cols`` (as ``_kernel_rows``) or, when
    ``direct``, from the feature ``tables`` (``cf``: each candidate's row in each table).  Classes
    are counted one feedback at a time in ``order`` (the valid packed feedbacks, the largest
    classes of the best guess so far first, and the class that dropped the last losing guess
    before them); after each, a lower bound on the final cost (the codes not yet counted spread
    as evenly as possible over the feedbacks left) abandons a guess that cannot win.  The scan
    stops at the first guess whose cost is ``stop`` (a lower bound) or less.
    ``packed`` (one per candidate) and ``counts`` (one per packed feedback) are scratch space.
    A guess whose ``floor`` (by its ``multiset`` of colours, as ``_kernel_direct``; empty: no
    floors) is not below the best so far is passed over.

    Written out in one function (128 lines) on purpose: split into three helpers inlined by
    numba (``inline="always"``: the packed feedbacks, the cost by code, the cost by class), the
    same scans measured 4-6 % more CPU time (stats 5x8 entropy 1.98 s against 1.90 s, expected
    1.43 s against 1.35 s, medians of six runs alternating with this one), and more still as
    helpers compiled on their own.
    """
    nf = fidx.shape[0]
    n = packed.shape[0]
    m = order.shape[0]
    floors = len(floor) > 0
    best, best_guess = beat, -1
    for gi in range(len(guesses)):
        g = guesses[gi]
        if floors and floor[multiset[g]] >= best - eps:
            continue
        if direct:
            r = fidx[0, g]
            for j in range(n):
                packed[j] = tables[0, r, cf[0, j]]
            for f in range(1, nf):
                r = fidx[f, g]
                for j in range(n):
                    packed[j] += tables[f, r, cf[f, j]]
        else:
            r = base[0] + fidx[0, g]
            for j in range(n):
                packed[j] = cols[r, j]
            for f in range(1, nf):
                r = base[f] + fidx[f, g]
                for j in range(n):
                    packed[j] += cols[r, j]
        acc = 0.0
        lost = False
        counts[:] = 0
        if n < 48:
            # few codes: a histogram, with the cost kept up to date and a bound after each code
            for j in range(n):
                k = packed[j]
                c = counts[k]
                counts[k] = c + 1
                rest = n - j - 1
                if mode == 1:
                    acc += 2 * c + 1
                    bound = acc + rest  # each code left adds at least 1
                elif mode == 2:
                    acc += nlogn[c + 1] - nlogn[c]
                    bound = acc  # each code left adds at least 0
                else:
                    if c == 0:
                        acc -= 1.0
                    bound = acc - min(rest, m + acc)  # at most one new class per code left
                if bound >= best - eps:
                    lost = True
                    break
            if mode == 2 and not lost:
                acc = 0.0  # the same sum as the numpy scan, not the running one
                for vi in range(m):
                    acc += nlogn[counts[order[vi]]]
                lost = not acc < best - eps
        else:
            seen = 0
            for vi in range(m):
                v = order[vi]
                c = 0
                for j in range(n):
                    c += packed[j] == v
                counts[v] = c
                seen += c
                rest = n - seen
                left = m - vi - 1
                if mode == 1:
                    acc += c * c
                    bound = acc
                    if rest > 0 and left > 0:
                        q = rest // left
                        e = rest - q * left
                        bound += e * (q + 1) * (q + 1) + (left - e) * q * q
                elif mode == 2:
                    acc += nlogn[c]
                    bound = acc
                    if rest > 0 and left > 0:
                        q = rest // left
                        e = rest - q * left
                        bound += e * nlogn[q + 1] + (left - e) * nlogn[q]
                else:
                    if c > 0:
                        acc -= 1.0
                    bound = acc - min(rest, left)
                if bound >= best - eps:
                    lost = True
                    if vi > 0:  # the class that lost this guess is counted first next time
                        for q in range(vi, 0, -1):
                            order[q] = order[q - 1]
                        order[0] = v
                    break
                if rest == 0:
                    break
        if not lost:
            best, best_guess = acc, g
            if best <= stop + eps:
                break
            # count the largest classes of the new best first: bounds bite sooner
            sizes = counts[order]
            order[:] = order[(-sizes).argsort(kind="mergesort")]
    return best, best_guess


PLAIN_KERNELS = (_kernel_direct, _kernel_rows, _kernel_cost)
"""The scans as plain functions, for another kernel to compile into itself (``heuristic_kernels``)."""
