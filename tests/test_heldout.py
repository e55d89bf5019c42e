"""The held-out set of pasted sheets (tests/data/heldout, README there): never tuned against, so
its rate is reported by benchmarks/bench_sheets.py, not asserted sheet by sheet.  What holds for
every sheet is the contract: none is read otherwise in silence, and none crashes the reader."""

from __future__ import annotations

from pathlib import Path

import pytest

from mmnotation import NotationError, parse_sheet
from tests.test_sheets import Sheet, sheets_of

DATA = Path(__file__).parent / "data"
SETS = [sheets_of(DATA / name) for name in ("heldout", *(f"heldout{k}" for k in range(2, 202)))]
HELD_OUT = [sheet for found in SETS for sheet in found]


# the least number of sheets of each set, heldout to heldout33; every later set holds twenty (but
# LONG_GAMES)
EARLY: tuple[int, ...] = (100, 45, 28, 37, 27, 37, 33, 28, 23, 24, 19, 20, 27, 25, 23, 22, 21, 20, 17)
EARLY += (28, 27, 25, 21, 21, 21, 19, 17, 17, 18, 12, 12, 16, 14)


LONG_GAMES = {128: 10, 135: 5}  # heldout128 and 135: whole games of four to six clues each


def test_the_held_out_sets_are_there() -> None:
    sizes = [len(found) for found in SETS]
    least = (*EARLY, *(LONG_GAMES.get(k, 20) for k in range(len(EARLY) + 1, len(SETS) + 1)))
    assert all(n >= want for n, want in zip(sizes, least, strict=True)), sizes


@pytest.mark.parametrize("sheet", HELD_OUT, ids=[f"{s.file}:{s.line}" for s in HELD_OUT])
def test_never_read_otherwise_in_silence(sheet: Sheet) -> None:
    try:
        read = parse_sheet(sheet.data)  # a file's bytes, as mmdeduce reads one
    except NotationError:
        return  # said: an error names its line
    got = tuple((c.guess.symbols, c.feedback.black, c.feedback.white) for c in read.clues)
    assert got == sheet.meant or read.notices, f"read in silence as {got}"
