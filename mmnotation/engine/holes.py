"""The per-hole search: which colours each hole can hold, when the exact walk was stopped.

The codes a stopped walk and its random survey found prove some colours possible
in each hole.  Every other (hole, colour) pair is searched for on its own, with
the hole moved first so that the walk prunes on it at once: a code that shows it
proves it possible, an exhausted search proves it impossible, and a search that
runs out of its share of the time leaves it undecided.
"""

from __future__ import annotations

import math
import time
from typing import TYPE_CHECKING

from mmnotation.engine.budget import OutOfTime, Ticker
from mmnotation.engine.plan import compile_sheet
from mmnotation.engine.walk import complete, expand, root_frontier, seen_colors
from mmnotation.model import Clue, Code, Sheet

if TYPE_CHECKING:
    import numpy as np
    import numpy.typing as npt

    I8 = npt.NDArray[np.int8]
    Bools = npt.NDArray[np.bool_]


def _moved(sheet: Sheet, hole: int) -> Sheet:
    """The sheet with hole ``hole`` and the first hole swapped in every guess (consistency is unchanged)."""
    clues = []
    for clue in sheet.clues:  # every guess has the game's pegs: the hole is in each
        symbols = list(clue.guess.symbols)
        symbols[0], symbols[hole] = symbols[hole], symbols[0]
        clues.append(Clue(Code("".join(symbols)), clue.feedback))
    return Sheet(sheet.game, tuple(clues))


def possible(sheet: Sheet, hole: int, color: int, budget: float) -> tuple[bool | None, I8 | None]:
    """Can ``color`` be in ``hole``?  (True and some codes that show it, False, or None when out of time).

    The hole is moved first, so that the walk prunes on it before anything else.
    """
    import numpy as np

    plan = compile_sheet(_moved(sheet, hole))
    if plan.impossible:
        return False, None
    p, c = plan.game.pegs, len(plan.game.colors)
    idx, cnt, blk, tot = expand(plan, 0, *root_frontier(plan), count_only=False)
    pick = np.flatnonzero(idx == color)
    if not pick.size:
        return False, None
    ticker = Ticker(None, p, c, budget, probe=math.inf)  # a hard limit, no projection
    order = list(range(p))
    order[0], order[hole] = hole, 0
    try:
        for cols in complete(plan, 1, (idx[pick], cnt[pick], blk[pick], tot[pick]), ticker, False):
            return True, cols[order]
    except OutOfTime:
        return None, None
    return False, None


def decide_holes(sheet: Sheet, seen: Bools, deadline: float) -> tuple[Bools, Bools]:
    """Search every (hole, colour) pair not yet ``seen`` (pegs, colors) until ``deadline``.

    The pairs share the time left evenly, one after another.  Returns (possible,
    undecided) masks: ``seen`` with the pairs proved possible added, and the pairs
    whose search ran out of time.
    """
    import numpy as np

    p, c = sheet.game.pegs, len(sheet.game.colors)
    seen = seen.copy()
    undecided = np.zeros((p, c), dtype=bool)
    for h in range(p):
        for color in range(c):
            if seen[h, color]:
                continue
            now = time.monotonic()
            open_pairs = int(np.count_nonzero(~seen[h:])) - int(np.count_nonzero(~seen[h, :color]))
            share = (deadline - now) / max(1, open_pairs)
            if share <= 0:
                undecided[h, color] = True
                continue
            found, cols = possible(sheet, h, color, share)
            if found is None:
                undecided[h, color] = True
            elif cols is not None:
                seen |= seen_colors(cols, c)
    return seen, undecided
