"""Choosing the next guess by any strategy: the heuristics' scans or the optimal search.

``recommend`` is the library's entry (docs/cli.md, Strategies and statistics); ``choose_guess`` the
choice against a list of candidate codes.  The statistics play each node with
``heuristics.heuristic_choice`` or the optimal search directly.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from mmnotation.codes.space import distinct, space
from mmnotation.codes.symmetry import history_key
from mmnotation.engine.walk import consistent_array
from mmnotation.errors import GameError
from mmnotation.model import Code, Game, Sheet, check_callable, check_seed, check_sheet
from mmnotation.strategies.heuristics import heuristic_choice, opening_recommendation
from mmnotation.strategies.optimal import optimal_choice
from mmnotation.strategies.recommendation import SCORED, Recommendation, Strategy, partition

if TYPE_CHECKING:
    import numpy as np

    from mmnotation.codes.space import Digits

MAX_WORK = 4e9  # guess-candidate pairs one recommendation may score


def choose_guess(
    game: Game,
    candidates: Digits,
    strategy: Strategy | str = Strategy.MINIMAX,
    rng: np.random.Generator | None = None,
    *,
    history: Sequence[Code | str] = (),
    progress: Callable[[float], None] | None = None,
    limited: bool = True,
) -> Recommendation:
    """The next guess against ``candidates`` ((n, pegs) colour indices, any order).

    ``history`` lists the guesses played so far (jokers allowed); with it, guesses that
    symmetry makes equivalent are scored once; the choice is the same either way.  ``rng``
    drives ``random`` (a fresh generator when None).  Raises GameError when ``candidates``
    is empty or, when ``limited``, the game is too large to score every guess (``MAX_WORK``).
    """
    import numpy as np

    strat = Strategy.of(strategy)
    sp = space(game)
    cands = distinct(sp.indices(np.asarray(candidates, dtype=np.int8).reshape(-1, game.pegs)))
    hist = history_key([game.index(g) for g in history])
    limit = MAX_WORK if limited else None  # read now: tests lower it
    if strat is Strategy.OPTIMAL:
        if not len(cands):
            raise GameError("no code is consistent with the clues")
        pick = optimal_choice(sp, cands, hist, progress)
    else:
        pick = heuristic_choice(sp, cands, strat, rng, hist, progress, max_work=limit)
    return Recommendation(
        guess=sp.code(pick.guess, game),
        strategy=strat,
        score=pick.score,
        consistent=pick.consistent,
        partition=partition(sp, pick.guess, cands),
    )


def recommend(
    sheet: Sheet,
    strategy: Strategy | str = Strategy.MINIMAX,
    *,
    seed: int | None = None,
    progress: Callable[[float], None] | None = None,
    limited: bool = True,
) -> Recommendation:
    """The guess ``strategy`` recommends after the sheet's clues.

    ``seed`` seeds ``random`` (numpy ``default_rng(seed)``; None draws fresh entropy).
    Raises GameError when no code is consistent with the clues, or when the game is too
    large to score every guess (the message gives an estimate); ``limited=False`` scores them
    however long it takes (``progress`` shows it), as a game being played must.
    """
    check_sheet(sheet)
    check_seed(seed)
    check_callable("progress", progress)
    import numpy as np

    strat = Strategy.of(strategy)
    if not sheet.clues and strat in SCORED and sheet.game.size > 0:
        return opening_recommendation(sheet.game, strat)
    space(sheet.game)  # too large to score: GameError before listing the codes
    found = consistent_array(sheet)
    if not len(found):
        raise GameError("no code is consistent with the clues")
    history = [c.guess for c in sheet.clues]
    # numpy.random costs about 7 ms to import: made only for the strategy that draws
    rng = np.random.default_rng(seed) if strat.rule.seeded else None
    return choose_guess(sheet.game, found, strat, rng, history=history, progress=progress, limited=limited)
