"""The per-hole search of a stopped walk (mmnotation.engine.holes), against the brute-force reference."""

from __future__ import annotations

import itertools
import time

import numpy as np
import pytest
from reference import brute_consistent

from mmnotation import parse_sheet
from mmnotation.engine.holes import decide_holes, possible

SHEET = "1122 1 0\n3456 0 2\n"  # classic Mastermind: 108 codes... a few colours ruled out per hole


def _truth(text: str) -> np.ndarray:
    sheet = parse_sheet(text)
    colors = sheet.game.colors
    fits = brute_consistent(sheet)
    out = np.zeros((sheet.game.pegs, len(colors)), dtype=bool)
    for code in fits:
        for h, ch in enumerate(code):
            out[h, colors.index(ch)] = True
    return out


@pytest.mark.parametrize("text", [SHEET, "1234 0 0\n5566 2 0\n", "1122 4 0\n"])
def test_each_pair_is_decided_as_the_reference_says(text: str) -> None:
    sheet = parse_sheet(text)
    truth = _truth(text)
    for hole, color in itertools.product(range(sheet.game.pegs), range(len(sheet.game.colors))):
        found, cols = possible(sheet, hole, color, 30.0)
        assert found == bool(truth[hole, color]), (hole, color)
        if found:  # the codes shown hold that colour in that hole, in the sheet's own order
            assert cols is not None and (cols[hole] == color).all()
        else:
            assert cols is None


def test_a_sheet_no_code_fits_rules_every_pair_out() -> None:
    sheet = parse_sheet("1234 4 0\n1234 0 4\n")
    assert possible(sheet, 0, 0, 30.0) == (False, None)


def test_a_search_out_of_time_leaves_the_pair_undecided(monkeypatch: pytest.MonkeyPatch) -> None:
    from mmnotation.engine import holes as _holes
    from mmnotation.engine.budget import OutOfTime

    def spent(*args: object) -> object:  # the walk's clock runs out before any code is made
        raise OutOfTime(0.0, None, None)
        yield  # pragma: no cover - a generator, as the walk is

    hole, color = np.argwhere(_truth(SHEET))[0]  # a pair the walk would have to search for
    monkeypatch.setattr(_holes, "complete", spent)
    assert possible(parse_sheet(SHEET), int(hole), int(color), 1.0) == (None, None)


def test_decide_holes_adds_what_it_proves_and_names_what_it_could_not() -> None:
    sheet = parse_sheet(SHEET)
    truth = _truth(SHEET)
    seen = np.zeros_like(truth)
    found, undecided = decide_holes(sheet, seen, time.monotonic() + 60)
    assert (found == truth).all() and not undecided.any()
    late, undecided = decide_holes(sheet, seen, time.monotonic() - 1)  # no time left at all
    assert not late.any() and undecided.all()


def test_a_one_peg_game_is_searched_too() -> None:
    sheet = parse_sheet("pegs: 1\ncolors: 1234\n1 0 0\n")
    assert [possible(sheet, 0, color, 30.0)[0] for color in range(4)] == [False, True, True, True]


def test_a_spent_budget_stops_a_search_that_must_walk() -> None:
    # a pair the first expansion allows but no code holds: only a walk can rule it out
    sheet = parse_sheet(SHEET)
    truth = _truth(SHEET)
    pairs = [(h, c) for h, c in np.argwhere(~truth) if possible(sheet, int(h), int(c), 30.0) == (False, None)]
    walked = [(h, c) for h, c in pairs if possible(sheet, int(h), int(c), 0.0) != (False, None)]
    assert walked and all(possible(sheet, int(h), int(c), 0.0) == (None, None) for h, c in walked)


def test_the_pairs_share_the_time_left_evenly(monkeypatch: pytest.MonkeyPatch) -> None:
    from mmnotation.engine import holes as _holes

    budgets: list[float] = []

    def timed_out(sheet: object, hole: int, color: int, budget: float) -> tuple[None, None]:
        budgets.append(budget)
        return None, None

    class Clock:
        @staticmethod
        def monotonic() -> float:
            return 100.0

    monkeypatch.setattr(_holes, "possible", timed_out)
    monkeypatch.setattr(_holes, "time", Clock)
    sheet = parse_sheet(SHEET)
    seen = np.zeros((4, 6), dtype=bool)
    seen[1, 2] = True  # proved already: skipped, and not counted among the pairs left
    found, undecided = decide_holes(sheet, seen, 124.0)
    # the pairs in hole-colour order; each gets the time left over the open pairs from it on
    known = 1 * 6 + 2
    open_from = [(24 - k) - (1 if k < known else 0) for k in range(24) if k != known]
    assert budgets == pytest.approx([24.0 / n for n in open_from])
    assert undecided.dtype == bool and found.dtype == bool
    assert undecided.sum() == 23 and not undecided[1, 2] and (found == seen).all()
    budgets.clear()
    _, undecided = decide_holes(sheet, seen, 100.0)  # no time left: nothing is searched
    assert not budgets and undecided.sum() == 23


def test_a_colour_seen_first_does_not_end_its_holes_search() -> None:
    sheet = parse_sheet(SHEET)
    truth = _truth(SHEET)
    seen = np.zeros_like(truth)
    hole = 0
    first = int(np.flatnonzero(truth[hole])[0])
    seen[hole, first] = True  # the hole's first possible colour is known: the others are still searched
    found, undecided = decide_holes(sheet, seen, time.monotonic() + 60)
    assert (found == truth).all() and not undecided.any()
