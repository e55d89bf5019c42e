"""A code space as the compiled choices read it (``strategies.heuristic_kernels``): its arrays
and numbers in one tuple, each field at a named place."""

from __future__ import annotations

import functools
from typing import TYPE_CHECKING, Any, NamedTuple

from mmnotation.codes.space import Space, kernel_tables_of
from mmnotation.strategies.table import ENTROPY_EPS

if TYPE_CHECKING:
    pass


class KernelGame(NamedTuple):
    """A code space as the compiled kernels read it: ``kernel_game`` makes one and passes its fields
    as a plain tuple, which the kernels read by the constants below (``game[COMMON]``).  numba
    calls a kernel given a plain tuple faster (2.2 against 3.5 µs a call, thousands of calls a
    game)."""

    fidx: Any  # (features, codes) int16: each code's row in each feature table (``KernelTables``)
    tables: Any  # (features, side, side) uint8: the feature tables, stacked
    base: Any  # (features,) int32: where each feature's rows start among the stacked rows
    heights: Any  # (features,) int64: each table's number of rows
    offsets: Any  # ``base`` as int64
    valid: Any  # the packed feedbacks that can happen, sorted
    multiset: Any  # (codes,) int32: each code's multiset of colours (zeros: none kept)
    common: Any  # (multisets, multisets) uint8: colours two multisets share ((0, 0): none)
    mask: Any  # (codes,) int64: the colours of each code as bits (empty: none)
    codes: Any  # every code index (``Space.everything``)
    pegs: int
    every: int  # the bits of every colour (0 past 62 colours)
    colors: int
    npacked: int
    solved: int  # the all-black packed feedback
    eps1: float  # ``ENTROPY_EPS``: entropy's ties, per code
    holes: int  # how many feature tables are tables of holes
    kinds: Any  # (multisets, colours) int64: each multiset's count of each colour


(
    FIDX,
    TABLES,
    BASE,
    HEIGHTS,
    OFFSETS,
    VALID,
    MULTISET,
    COMMON,
    MASK,
    CODES,
    PEGS,
    EVERY,
    COLORS,
    NPACKED,
    SOLVED,
    EPS1,
    HOLES,
    KINDS,
) = range(len(KernelGame._fields))
"""Each field's place in the tuple the kernels read (``KernelGame``)."""


@functools.lru_cache(maxsize=4)
def kernel_game(sp: Space) -> tuple[Any, ...]:
    """The space's arrays and numbers as the kernels read them (a ``KernelGame``'s fields)."""
    import numpy as np

    kt = kernel_tables_of(sp)
    heights = np.array([t.shape[0] for _, t in sp.features], dtype=np.int64)
    offsets = kt.base.astype(np.int64)
    tables = sp.multisets()
    if tables is None or sp.multiset_counts is None:  # too many multisets: no class floors
        multiset, common = np.zeros(sp.size, dtype=np.int32), np.zeros((0, 0), dtype=np.uint8)
        kinds = np.zeros((0, sp.colors), dtype=np.int64)
    else:
        multiset, common = tables
        kinds = sp.multiset_counts.astype(np.int64)  # each multiset's count of each colour
    mask = sp.colormask if sp.colormask is not None else np.zeros(0, dtype=np.int64)
    codes = sp.everything()  # the space's one array (int64, as intp is on 64-bit machines)
    c = np.ascontiguousarray
    game = KernelGame(
        fidx=c(kt.fidx),
        tables=c(kt.tables),
        base=c(kt.base),
        heights=heights,
        offsets=c(offsets),
        valid=c(kt.valid),
        multiset=c(multiset),
        common=c(common),
        mask=c(mask),
        codes=c(codes),
        pegs=sp.pegs,
        every=(1 << sp.colors) - 1 if sp.colors <= 62 else 0,
        colors=sp.colors,
        npacked=sp.npacked,
        solved=sp.solved,
        eps1=ENTROPY_EPS,
        holes=sp.holes,
        kinds=kinds,
    )
    return tuple(game)
