"""The scan in words: minimax and parts over at most 16 candidates, a guess's feedbacks as the
bytes of one or two 64-bit sums and its classes as the bits of a word.

Plain Python that numba compiles into the compiled choices (``strategies.heuristic_kernels``
gives these functions their globals: numpy and each other), where a node of few candidates is
scanned against every code.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    import numpy as np


def _bits(x: Any) -> int:  # pragma: no cover - compiled by numba, checked through the tests
    """The bits set in a 64-bit word (a population count, which LLVM makes one instruction)."""
    x = x - ((x >> np.uint64(1)) & np.uint64(0x5555555555555555))
    x = (x & np.uint64(0x3333333333333333)) + ((x >> np.uint64(2)) & np.uint64(0x3333333333333333))
    x = (x + (x >> np.uint64(4))) & np.uint64(0x0F0F0F0F0F0F0F0F)
    return int((x * np.uint64(0x0101010101010101)) >> np.uint64(56))


def _words_scan(
    words: Any,
    base: Any,
    fidx: Any,
    guesses: Any,
    n: int,
    mode: int,
    beat: float,
    stop: float,
    multiset: Any,
    floor: Any,
    wide: bool,
    holes: int,
    kinds: int,
) -> tuple[float, int]:  # pragma: no cover - compiled by numba, checked through the tests
    """The scan of minimax (``mode`` 0, as ``rows_scan``) or parts (3, as ``cost_scan``: minus the number of
    classes) over ``n`` <= 16 candidates (``heuristic_kernels.WORDS_UP_TO``) whose feedbacks are below
    128: a table row's parts of the ``n`` feedbacks are the bytes of a word or two (``words``, eight to a
    word), so a guess's feedbacks are a sum per table and word instead of ``n``, and its classes the bits
    set in a 64-bit mask (and a second for the feedbacks from 64 when ``wide``: 8 pegs), counted without a
    branch. Minimax's largest class is at least ``n`` over the classes: only a guess that could still win
    has its largest class counted. The same cost for every guess, the same first best guess: parts 5x8,
    nodes of 3-8 codes, 12.5 ns a guess with ``cost_scan``, 6.2 ns here. The words are added up as
    ``codes.scan_kernels.split`` says for the rows scan: the first ``holes - 1`` tables' sums kept from guess
    to guess, and the colours' tables once per multiset of the guesses when ``multiset`` holds the
    ``kinds`` multisets of the codes (0: it does not).

    Written out in one function (112 lines): the sums of a guess's words as a helper returning
    them took 5 times as long at the nodes of 3-16 codes of a subtree of 8x7 (1.71 s against
    0.27 s at 3-7 codes, 5.4 against 1.15 s at 8-15; docs/performance.md)."""
    nf = fidx.shape[0]
    floors = len(floor) > 0
    tally = np.zeros(128, dtype=np.int64)
    one, low6 = np.uint64(1), np.uint64(63)
    keep = max(holes - 1, 0)
    last = holes if kinds > 0 else nf
    sums = np.zeros((max(keep, 1), 2), dtype=np.uint64)
    held = np.full(max(keep, 1), -1, dtype=np.int64)
    colour = np.empty((kinds, 2), dtype=np.uint64)
    filled = np.zeros(kinds, dtype=np.bool_)
    best, best_guess = beat, -1
    for gi in range(len(guesses)):
        g = guesses[gi]
        if floors and floor[multiset[g]] >= best:
            continue
        if keep > 0:
            # the twin of ``rows_scan``'s kept sums, over two words instead of a row (the scans of
            # ``codes.compiled`` are compiled on their own there too, and call no helper)
            changed = keep
            for f in range(keep):
                if fidx[f, g] != held[f]:
                    changed = f
                    break
            for f in range(changed, keep):
                held[f] = fidx[f, g]
                r = base[f] + fidx[f, g]
                if f == 0:
                    sums[0, 0], sums[0, 1] = words[r, 0], words[r, 1]
                else:
                    sums[f, 0], sums[f, 1] = sums[f - 1, 0] + words[r, 0], sums[f - 1, 1] + words[r, 1]
            r = base[keep] + fidx[keep, g]
            low, high = sums[keep - 1, 0] + words[r, 0], sums[keep - 1, 1] + words[r, 1]
        else:
            r = base[0] + fidx[0, g]
            low, high = words[r, 0], words[r, 1]
        for f in range(keep + 1, last):
            r = base[f] + fidx[f, g]
            low += words[r, 0]
            high += words[r, 1]  # zero past 8 candidates
        if last < nf:
            m = multiset[g]
            if not filled[m]:
                r = base[last] + fidx[last, g]
                colour[m, 0], colour[m, 1] = words[r, 0], words[r, 1]
                for f in range(last + 1, nf):
                    r = base[f] + fidx[f, g]
                    colour[m, 0] += words[r, 0]
                    colour[m, 1] += words[r, 1]
                filled[m] = True
            low += colour[m, 0]
            high += colour[m, 1]
        seen = np.uint64(0)
        over = np.uint64(0)  # the feedbacks from 64 (wide)
        if not wide:
            for j in range(min(n, 8)):
                seen |= one << ((low >> np.uint64(8 * j)) & np.uint64(255))
            for j in range(n - 8):
                seen |= one << ((high >> np.uint64(8 * j)) & np.uint64(255))
        else:
            for i in range(n):
                v = ((low if i < 8 else high) >> np.uint64(8 * (i % 8))) & np.uint64(255)
                up = v >> np.uint64(6)  # 1 from 64 on: the bit goes to ``over``
                bit = one << (v & low6)
                seen |= bit & (up - one)
                over |= bit & (np.uint64(0) - up)
        classes = _bits(seen) + _bits(over)
        if mode == 3:
            cost = -float(classes)
        elif classes == n:
            cost = 1.0
        elif n > classes * (best - 1.0):
            continue  # its largest class, at least n over the classes, reaches the best: no win
        else:
            most = 0  # the largest class: the feedbacks counted, then their counts cleared
            for i in range(n):
                k = ((low if i < 8 else high) >> np.uint64(8 * (i % 8))) & np.uint64(255)
                tally[k] += 1
                most = max(most, tally[k])
            for i in range(n):
                tally[((low if i < 8 else high) >> np.uint64(8 * (i % 8))) & np.uint64(255)] = 0
            cost = float(most)
        if cost < best:
            best, best_guess = cost, g
            if best <= stop:
                break
    return best, best_guess
