"""How good a guess is, and the best guesses: every guess of the game scored by a strategy.

``judge`` tells how a guess splits the codes that fit the clues (its largest class, expected
class size, entropy, number of classes), whether it could be the code, and its rank among
every code of the game by a scored strategy (minimax, expected, entropy, parts).  ``top``
lists the best guesses by the tie rule the strategies use (the best score, then a guess that
could be the code, then the lowest code in palette order) and counts those that tie with the
best.  Both score every code of the game, as the strategies' scans do before their shortcuts.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import TYPE_CHECKING

from mmnotation.codes.space import Space
from mmnotation.engine.walk import holds
from mmnotation.errors import GameError
from mmnotation.model import Code, Sheet, check_count, check_sheet
from mmnotation.strategies.heuristics import CHUNK, PAIRS_PER_SECOND, class_counts
from mmnotation.strategies.recommendation import Recommendation, codes_that_fit, partition
from mmnotation.strategies.table import SCORED, Strategy

if TYPE_CHECKING:
    import numpy as np
    import numpy.typing as npt

    from mmnotation.codes.space import Indices

MAX_RANK_WORK = 4e9  # guess-code pairs a ranking may score (every guess against every code that fits)


@dataclass(frozen=True, slots=True)
class Judgement:
    """How a guess splits the codes that fit, and how it ranks among every guess.

    ``largest``, ``expected`` (sum n²/N), ``entropy`` (bits) and ``parts`` describe its split
    whatever the strategy; ``score`` is the strategy's own measure of it (as a
    Recommendation's).  ``consistent``: it fits every clue, so it could be the code and win
    now; otherwise ``ruled_out`` is the line of the first clue it breaks.  ``rank`` is 1 plus
    the number of guesses that score better, ``ties`` the other guesses that score the same,
    out of ``guesses`` (every code of the game); ``best`` is the best score of any guess.
    The ranking is None, and ``unranked`` says why, for a strategy that scores no guesses
    (first, random, optimal) or when scoring every guess would take too long.
    """

    guess: Code
    strategy: Strategy
    codes: int
    largest: int
    expected: float
    entropy: float
    parts: int
    consistent: bool
    ruled_out: int | None
    partition: dict[str, int]
    score: float | int | None
    rank: int | None
    ties: int | None
    guesses: int
    best: float | int | None
    unranked: str = ""


@dataclass(frozen=True, slots=True)
class _Scored:
    """Every guess of a game scored against the codes that fit."""

    sp: Space
    cands: Indices
    costs: npt.NDArray[np.float64]
    eps: float


def _scored(strategy: Strategy, cands: Indices, sp: Space) -> _Scored:
    """Every guess's cost by ``strategy``, in chunks.  Raises GameError when it is too much work."""
    import numpy as np

    n = len(cands)
    work = float(sp.size) * n
    if work > MAX_RANK_WORK:
        raise GameError(
            f"ranking {sp.size:,} guesses against {n:,} codes ({work:.1e} pairs, about "
            f"{work / PAIRS_PER_SECOND:,.0f} s) is too much; add clues first"
        )
    step = max(1, CHUNK // max(1, n))
    costs = np.empty(sp.size, dtype=np.float64)
    for start in range(0, sp.size, step):
        block = np.arange(start, min(sp.size, start + step), dtype=np.intp)
        costs[block] = strategy.rule.costs(class_counts(sp, block, cands), n)
    eps = strategy.rule.eps(n)
    return _Scored(sp, cands, costs, eps)


def judge(sheet: Sheet, guess: Code | str, strategy: Strategy | str = Strategy.MINIMAX) -> Judgement:
    """How ``guess`` (a complete code of the sheet's game) does after the sheet's clues.

    Raises GameError when no code fits, the guess is no complete code of the game, or ranking
    every guess would be too much work.
    """
    import numpy as np

    check_sheet(sheet)
    strat = Strategy.of(strategy)
    game = sheet.game
    code = guess if isinstance(guess, Code) else Code.of(guess)
    if not code.complete or code.pegs != game.pegs:
        raise GameError(f"the guess to judge, {code.symbols!r}, must be a complete code of {game.pegs} pegs")
    sp, cands = codes_that_fit(sheet)
    try:
        index = int(sp.indices(np.array([game.index(code)], dtype=np.int8))[0])
    except GameError:
        raise GameError(f"the guess to judge, {code.symbols!r}, is no code of this game ({game})") from None
    counts = class_counts(sp, np.array([index], dtype=np.intp), cands)[0]
    n = len(cands)
    sizes = counts[counts > 0]
    # the first clue it breaks, by its line (a clue on no line: by its place)
    broken = next((c.line or i + 1 for i, c in enumerate(sheet.clues) if not holds(c, code, game)), None)
    score = rank = ties = best = None
    unranked = ""
    try:
        scored = _scored(strat, cands, sp) if strat in SCORED else None
    except GameError as exc:  # too many guesses and codes: the split alone
        scored, unranked = None, str(exc)
    if strat not in SCORED:
        names = ", ".join(s.value for s in SCORED)
        unranked = f"{strat.value} scores no guesses; {names} do"
    if scored is not None:
        mine = float(scored.costs[index])
        rank = 1 + int(np.count_nonzero(scored.costs < mine - scored.eps))
        ties = int(np.count_nonzero(np.abs(scored.costs - mine) <= scored.eps)) - 1
        score = strat.rule.shown(mine, n)
        best = strat.rule.shown(float(scored.costs.min()), n)
    return Judgement(
        guess=code,
        strategy=strat,
        codes=n,
        largest=int(sizes.max()),
        expected=float((sizes * sizes).sum()) / n,
        entropy=max(0.0, math.log2(n) - float((sizes * np.log2(sizes)).sum()) / n),
        parts=len(sizes),
        consistent=broken is None,
        ruled_out=broken,
        partition=partition(sp, index, cands),
        score=score,
        rank=rank,
        ties=ties,
        guesses=sp.size,
        best=best,
        unranked=unranked,
    )


def best_guesses(
    sheet: Sheet, k: int, strategy: Strategy | str = Strategy.MINIMAX
) -> tuple[list[Recommendation], int]:
    """The ``k`` best guesses after the sheet's clues by a scored strategy, best first (the tie
    rule: the best score, then a guess that could be the code, then palette order), and how
    many guesses tie with the best.  Raises GameError as ``judge`` does, or for a strategy that
    scores no guesses."""
    import numpy as np

    check_sheet(sheet)
    check_count("k", k, 1, optional=False)
    strat = Strategy.of(strategy)
    if strat not in SCORED:
        names = ", ".join(s.value for s in SCORED)
        raise GameError(f"the best guesses are ranked by a scored strategy ({names}), not {strat.value}")
    sp, cands = codes_that_fit(sheet)
    scored = _scored(strat, cands, sp)
    costs, eps, n = scored.costs, scored.eps, len(cands)
    member = np.zeros(sp.size, dtype=bool)
    member[cands] = True
    order = np.argsort(costs, kind="stable")
    # guesses whose costs are equal within eps form one class, ordered by the tie rule within
    level = np.empty(sp.size, dtype=np.intp)
    current, first = 0, costs[order[0]]
    for position, g in enumerate(order):
        if costs[g] > first + eps:
            current, first = position, costs[g]
        level[g] = current
    ranked = np.lexsort((np.arange(sp.size), ~member, level))
    ties = int(np.count_nonzero(level == 0)) - 1
    out = [
        Recommendation(
            guess=sp.code(int(g), sheet.game),
            strategy=strat,
            score=strat.rule.shown(float(costs[g]), n),
            consistent=bool(member[g]),
            partition=partition(sp, int(g), cands),
        )
        for g in ranked[:k]
    ]
    return out, ties
