"""The scoring space of a game: every code, in palette order, and the tables that score guesses.

The packed feedback ``black*(pegs+1) + white`` equals ``pegs*black + common``, and both
terms add up over groups of holes and groups of colours; each group has a small table
(at most ``TABLE_SIDE`` a side, ``COLOR_SIDE`` for colours), so scoring a block of guesses
against the candidates is a few row gathers and adds (``Space.packed``): the rule of
``score.score_indices`` taken apart (tests/test_scoring_places.py holds them to it).  The compiled
kernels read the same tables stacked in one array (``kernel_tables_of``).  A space also caches
index arrays that the symmetry reduction and the strategies reuse, position after position.
"""

from __future__ import annotations

import functools
import itertools
import math
import threading
from collections import OrderedDict
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any, NamedTuple, TypeVar

from mmnotation.codes.score import code_count, color_counts, feedback_many, index_codes, pack
from mmnotation.errors import GameError
from mmnotation.model import Code, Game

if TYPE_CHECKING:
    import numpy as np
    import numpy.typing as npt

    Indices = npt.NDArray[np.intp]
    Packed = npt.NDArray[np.uint8]  # packed feedbacks: black * (pegs + 1) + white (a Feedback.key is "B W")
    Digits = npt.NDArray[np.int8]
    Rows = npt.NDArray[np.int16]  # a code's row in each scoring table

Cached = TypeVar("Cached", bound="npt.NDArray[Any]")
TABLE_SIDE = 1024  # largest side of a scoring table of a group of holes
BIG_TABLE_SIDE = 64  # ... in a space of BIG_SPACE codes or more (see ``_hole_features``)
BIG_SPACE = 1 << 19
COLOR_SIDE = 128  # ... and of a group of colours (more, smaller tables: see ``_color_features``)
MAX_CODES = 1 << 21  # games with more codes are not held whole for scoring ...
PLAY_MAX_CODES = 1 << 23  # ... but by `stats` (8x7, 5,764,801 codes: hours, with progress and checkpoints)
CACHE_BYTES = 64 << 20  # per game shape at most: orbit and colour-subset index arrays kept for reuse
CACHE_CODES = 16  # ... and at most this many arrays of one index per code (see ``Space.cached``)
CACHE_FLOOR = 4 << 20  # ... but at least this much for small games
ROW_LIMIT = 1 << 15  # the rows of a scoring table (fewer: a code's row in it is an int16)
MAX_MULTISETS = 4096  # games with more colour multisets get no class floors (``Space.multisets``)
SWEEP = 1 << 18  # codes per slice of a pass over every code (``Space.sweep``)


class Space:
    """Every code of a game, in palette order, with the tables that score guesses fast."""

    def __init__(self, pegs: int, colors: int, repeats: bool) -> None:
        import numpy as np

        self.pegs, self.colors, self.repeats = pegs, colors, repeats
        self.codes: Digits = index_codes(pegs, colors, repeats)
        self.counts: Digits = color_counts(self.codes, colors)
        self.size = len(self.codes)
        weights = np.array([colors ** (pegs - 1 - h) for h in range(pegs)], dtype=np.int64)
        self.weights = weights
        # made at once, not on first use, so that two threads cannot each make their own
        self._everything: Indices = np.arange(self.size, dtype=np.intp)
        self._everything.setflags(write=False)
        self._all_true: npt.NDArray[np.bool_] = np.ones(self.size, dtype=bool)
        self._all_true.setflags(write=False)
        # each code as one number, sorted (palette order); with repeats, the number is the index
        full = self.everything() if repeats else self.codes.astype(np.int64) @ weights
        self.full: npt.NDArray[np.int64] = full
        self.solved = pack(pegs, 0, pegs)  # all black: the largest packed feedback
        self.npacked = self.solved + 1  # packed feedbacks are 0 .. npacked - 1
        self.multiset: npt.NDArray[np.int32] | None = None  # see ``multisets``, set by _color_features
        self.multiset_counts: Digits | None = None
        self.common: Packed | None = None
        holes = self._hole_features()
        self.holes = len(holes)  # the tables of holes come first, then the colours'
        features: list[tuple[npt.NDArray[np.integer[Any]], Packed]] = [*holes, *self._color_features()]
        del holes
        # each code's row in each table, one int16 array that the compiled kernels read as well
        # (no table has ROW_LIMIT rows: int16 halves 8x7's 184 MB of rows, and the memory every
        # scan streams; 8x7's construction peaked at 1 GiB when they were stacked as int64 and
        # then narrowed)
        assert all(len(table) < ROW_LIMIT for _, table in features)
        self.rows: Rows = np.empty((len(features), self.size), dtype=np.int16)
        for f, (idx, _) in enumerate(features):
            self.rows[f] = idx
        self.features: list[tuple[Rows, Packed]] = [
            (self.rows[f], table) for f, (_, table) in enumerate(features)
        ]
        del features
        self.kernel_tables: KernelTables | None = None
        self.cache: OrderedDict[tuple[object, ...], npt.NDArray[Any]] = OrderedDict()
        self.cache_bytes = 0
        self.cache_lock = threading.Lock()
        self.cache_limit = min(CACHE_BYTES, max(CACHE_FLOOR, CACHE_CODES * 8 * self.size))
        # the colours each code uses, as bits (None when there are too many colours for int64)
        self.colormask: npt.NDArray[np.int64] | None = None
        if repeats and colors <= 62:
            self.colormask = color_bits(self.counts)

    def _hole_features(self) -> list[tuple[Rows, Packed]]:
        import numpy as np

        c, p = self.colors, self.pegs
        # the scans' columns hold every row of every table for each candidate: in a large space,
        # more and smaller tables (6x8: 192 rows, not 1,024) make them smaller and the scans no
        # slower (6x8 0.91 of the time, 7x7's largest class 0.98), where 7x6 took 3 % longer
        side = BIG_TABLE_SIDE if self.size >= BIG_SPACE else TABLE_SIDE
        per = p if c == 1 else max(1, math.floor(math.log(side) / math.log(c) + 1e-9))
        parts = -(-p // per)
        bounds = [round(i * p / parts) for i in range(parts + 1)]
        out = []
        for a, b in itertools.pairwise(bounds):
            width = b - a
            idx = np.zeros(self.size, dtype=np.intp)
            for h in range(a, b):
                idx = idx * c + self.codes[:, h]
            side = c**width
            values = np.arange(side)
            digits = np.empty((side, width), dtype=np.int8)
            for h in range(width - 1, -1, -1):
                digits[:, h] = values % c
                values //= c
            same = (digits[:, None, :] == digits[None, :, :]).sum(axis=2)
            out.append((idx.astype(np.int16), (p * same).astype(np.uint8)))
        return out

    def _color_features(self) -> list[tuple[npt.NDArray[np.int32], Packed]]:
        import numpy as np

        out = []
        pending = [list(range(self.colors))]
        while pending:
            group = pending.pop(0)
            uniq, inv = _unique_rows(self.counts[:, group], self.pegs + 1)
            if len(group) == self.colors and len(uniq) <= MAX_MULTISETS:
                self.multiset = inv
                self.multiset_counts = uniq
            # a group's table has one row per multiset of its colours, and the scans' columns hold
            # every row for each candidate: 7x6's 792 multisets of 6 colours made 41 MB of columns
            # for the largest class of its opening, two groups of 3 (120 each) make 19 MB, and
            # the one more row to add per guess measured no slower (docs/performance.md)
            if len(uniq) > COLOR_SIDE and len(group) > 1:
                half = len(group) // 2
                pending[:0] = [group[:half], group[half:]]
                continue
            common = np.minimum(uniq[:, None, :], uniq[None, :, :]).sum(axis=2)
            out.append((inv, common.astype(np.uint8)))
        return out

    def multisets(self) -> tuple[npt.NDArray[np.int32], Packed] | None:
        """(the multiset of colours of each code, as a number; the colours each two multisets
        have in common), or None when the game has more than ``MAX_MULTISETS`` multisets.

        A guess's colours in common with a code depend on their multisets alone: this is what
        bounds the classes of every guess with one multiset at once (``strategies.heuristics._class_floor``).
        """
        import numpy as np

        if self.multiset is None or self.multiset_counts is None:
            return None
        if self.common is None:
            uniq = self.multiset_counts
            common = np.zeros((len(uniq), len(uniq)), dtype=np.uint8)
            for c in range(self.colors):
                common += np.minimum(uniq[:, c, None], uniq[None, :, c]).astype(np.uint8)
            self.common = common
        return self.multiset, self.common

    def sweep(self, part: Callable[[int, int], Indices]) -> Indices:
        """The indices ``part(a, b)`` finds among the codes ``a`` to ``b``, for every slice of
        at most SWEEP codes, together: a pass over every code whose temporaries stay a few MB
        (8x7's orbits after a guess made 110 MiB of them at once, and two threads may pass at once)."""
        import numpy as np

        return np.concatenate([part(a, min(a + SWEEP, self.size)) for a in range(0, self.size, SWEEP)])

    def everything(self) -> Indices:
        """Every code's index, one read-only array shared by every position that keeps them all
        (kept outside the cache: 2 MiB a copy at 7x6, once up to 16 copies in it)."""
        return self._everything

    def all_true(self) -> npt.NDArray[np.bool_]:
        """A read-only mask that keeps every code, shared as ``everything`` is."""
        return self._all_true

    def indices(self, digits: Digits) -> Indices:
        """Code indices of rows of colour indices; raises GameError for a code not in the game."""
        import numpy as np

        full = digits.astype(np.int64) @ self.weights
        idx = np.searchsorted(self.full, full)
        if len(idx) and (idx.max() >= self.size or not np.array_equal(self.full[idx], full)):
            raise GameError("a code is not a code of this game")
        return idx.astype(np.intp)

    def packed(self, guesses: Indices, cands: Indices) -> Packed:
        """Packed feedback of each guess (rows) against each candidate (columns)."""
        import numpy as np

        out: Packed | None = None
        for idx, table in self.features:
            if len(guesses) < len(table):  # few guesses (a split): their rows, then the columns
                part = np.take(np.take(table, idx[guesses], axis=0), idx[cands], axis=1)
            else:
                part = np.take(np.take(table, idx[cands], axis=1), idx[guesses], axis=0)
            if out is None:
                out = part
            else:
                out += part
        assert out is not None
        return out

    def packed_of(self, guess: Sequence[int], cands: Indices) -> Packed:
        """Packed feedback of any complete guess (even one outside the guess set) against candidates."""
        import numpy as np

        return feedback_many(guess, self.codes[cands], self.counts[cands], self.pegs).astype(np.uint8)

    def columns(self, cands: Indices) -> npt.NDArray[np.uint8]:
        """Every row of every feature table, in order, restricted to the columns of ``cands``: a
        guess's packed feedbacks are then a sum of rows (``KernelTables.base`` places them).  Filled
        in place, without a copy per table (41 MB at the top of a 7x6 tree)."""
        import numpy as np

        out = np.empty((sum(t.shape[0] for _, t in self.features), len(cands)), dtype=np.uint8)
        at = 0
        for idx, table in self.features:
            side = table.shape[0]
            np.take(table, idx[cands], axis=1, out=out[at : at + side], mode="clip")  # indices valid
            at += side
        return out

    def code(self, index: int, game: Game) -> Code:
        return game.code([int(d) for d in self.codes[index]])

    def __getstate__(self) -> dict[str, Any]:
        """Pickled (to a spawned worker) without its lock, which cannot be: a fresh one on arrival."""
        state = dict(self.__dict__)
        del state["cache_lock"]
        return state

    def __setstate__(self, state: dict[str, Any]) -> None:
        self.__dict__.update(state)
        self.cache_lock = threading.Lock()
        # numpy's pickles do not keep an array read-only: the shared ones are made so again
        for shared in (self._everything, self._all_true, *self.cache.values()):
            shared.setflags(write=False)

    def cached(self, key: tuple[object, ...], make: Callable[[], Cached]) -> Cached:
        """``make()`` kept in this space's cache, which drops the least recently used arrays once
        they hold more than ``cache_limit`` bytes (so memory stays flat however many positions a
        ``stats`` run visits).  A run reuses the arrays of the guesses on its current path (the
        symmetries are searched for the first three guesses only), so room for ``CACHE_CODES``
        arrays of one index per code keeps the work (docs/performance.md, "Memory of stats")."""
        store = self.cache
        with self.cache_lock:
            hit = store.get(key)
            if hit is not None:
                store.move_to_end(key)
                return hit  # type: ignore[return-value]  # stored by the same key's make()
        value = make()
        value.setflags(write=False)
        with self.cache_lock:
            if key not in store:
                store[key] = value
                self.cache_bytes += self._counted(value)
            while self.cache_bytes > self.cache_limit and len(store) > 1:
                _, old = store.popitem(last=False)
                self.cache_bytes -= self._counted(old)
        return value

    def _counted(self, value: Cached) -> int:
        """The bytes a cache entry counts: none for the space's own shared arrays, which it holds
        anyway."""
        return 0 if value is self._everything or value is self._all_true else value.nbytes


def space_of(pegs: int, colors: int, repeats: bool, plays: bool = False) -> Space:
    """The scoring space of a game shape (cached); raises GameError when it has more than
    ``MAX_CODES`` codes, or ``PLAY_MAX_CODES`` when it ``plays`` every secret (a run of
    ``stats``); both read when called (a benchmark lifts them)."""
    size = code_count(pegs, colors, repeats)
    largest = PLAY_MAX_CODES if plays else MAX_CODES
    if size > largest:
        raise GameError(
            f"{size:,} codes are too many to score every guess "
            f"(at most {largest:,}); try fewer pegs or colours"
        )
    return _held(pegs, colors, repeats)


@functools.lru_cache(maxsize=8)
def _held(pegs: int, colors: int, repeats: bool) -> Space:
    return Space(pegs, colors, repeats)


def space(game: Game, plays: bool = False) -> Space:
    """The scoring space of ``game``; raises GameError when it has too many codes (``space_of``)."""
    return space_of(game.pegs, len(game.colors), game.repeats, plays)


def distinct(values: Indices) -> Indices:
    """The sorted distinct values of a 1-d index array.

    What ``np.unique`` returns, without the import of ``numpy.ma`` that its first plain call
    makes (about 10 ms of a command's start-up).
    """
    import numpy as np

    out = np.sort(values)
    if len(out) > 1:
        out = out[np.concatenate(([True], out[1:] != out[:-1]))]
    return out


def color_bits(counts: Digits) -> npt.NDArray[np.int64]:
    """The colours each code uses, one bit each (``counts``: how often each colour appears in each
    code, at most 62 colours), built a colour at a time (8x7 held 308 MB at once as a matrix
    product)."""
    import numpy as np

    mask = np.zeros(len(counts), dtype=np.int64)
    for c in range(counts.shape[1]):
        mask |= (counts[:, c] > 0).astype(np.int64) << c
    return mask


def _unique_rows(rows: Digits, base: int) -> tuple[Digits, npt.NDArray[np.int32]]:
    """``np.unique(rows, axis=0, return_inverse=True)`` for rows of digits below ``base``: each
    row read as one number (the first digit highest), so the sort is of int64s, not of rows
    compared byte by byte (60 ms for 5x8's colour counts, 2 ms this way); the inverse as int32,
    and no more than three arrays of one number per row alive at once (8x7: 46 MB each)."""
    import numpy as np

    if base ** rows.shape[1] >= 1 << 62:  # too many digits for one number
        uniq, where = np.unique(rows, axis=0, return_inverse=True)
        return uniq, where.reshape(-1).astype(np.int32)
    keys = np.zeros(len(rows), dtype=np.int64)
    for column in rows.T:  # not rows.astype(np.int64) @ weights: 8 bytes a digit at once
        keys *= base
        keys += column
    order = np.argsort(keys, kind="stable")
    keys = keys[order]
    new = np.empty(len(keys), dtype=bool)
    new[:1] = True
    np.not_equal(keys[1:], keys[:-1], out=new[1:])
    del keys
    inv = np.empty(len(order), dtype=np.int32)
    inv[order] = np.cumsum(new, dtype=np.int32) - 1
    return rows[order[new]], inv


class KernelTables(NamedTuple):
    """The scoring tables laid out for the compiled kernels (``codes.compiled``)."""

    fidx: Rows  # (features, codes): row of each code in each feature table
    tables: npt.NDArray[np.uint8]  # (features, side, side), padded
    base: npt.NDArray[np.int32]  # (features,): each table's first row among the stacked rows
    valid: npt.NDArray[np.int64]  # the packed feedbacks a complete guess can get


def kernel_tables_of(sp: Space) -> KernelTables:
    """The kernels' layout of the space's tables, made once and kept in the space."""
    import numpy as np

    if sp.kernel_tables is None:
        side = max(t.shape[0] for _, t in sp.features)
        tables = np.zeros((len(sp.features), side, side), dtype=np.uint8)
        for f, (_, t) in enumerate(sp.features):
            tables[f, : t.shape[0], : t.shape[1]] = t
        fidx = sp.rows
        offsets = [0]
        for _, t in sp.features[:-1]:
            offsets.append(offsets[-1] + t.shape[0])
        # a code's row among the stacked rows is base[f] + fidx[f, code], added in the kernels
        # (a (features, codes) array of them took 175 MB at 8x7)
        base = np.array(offsets, dtype=np.int32)
        p = sp.pegs
        valid = sorted(pack(b, w, p) for b in range(p + 1) for w in range(p + 1 - b) if (b, w) != (p - 1, 1))
        sp.kernel_tables = KernelTables(fidx, tables, base, np.array(valid, dtype=np.int64))
    return sp.kernel_tables
