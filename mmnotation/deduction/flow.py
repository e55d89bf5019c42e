"""One deduction flow: the codes that fit, else why none do, else the next guess.

The ``deduce`` command and the deduce session both call ``deduce_sheet``, so they follow
the same rules: a deduction stopped by its time budget gets no recommendation (too many
codes fit to score them), a contradictory sheet is explained (within the same budget),
and a recommendation is given up, with the reason in ``note``, when scoring it would take
too long (``recommend`` decides, see ``MAX_WORK`` in ``mmnotation.strategies.choose``).
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable
from contextlib import AbstractContextManager
from dataclasses import dataclass

from mmnotation._progress import Progress
from mmnotation.deduction.deduce import Deduction, deduce
from mmnotation.engine.conflict import Conflict, find_conflict
from mmnotation.errors import GameError
from mmnotation.model import Game, Sheet
from mmnotation.strategies.choose import recommend as recommend_guess
from mmnotation.strategies.optimal import recommend_optimal
from mmnotation.strategies.recommendation import Recommendation, Strategy

Stage = Callable[[str], AbstractContextManager[Progress | None]]
"""Opens the progress report of one stage of the work, given its label (e.g. a progress bar)."""

TOO_MANY = "too many codes fit to score them; add clues first"
"""Why a deduction stopped by its budget gets no recommendation."""


@dataclass(frozen=True, slots=True)
class Outcome:
    """What the flow found: the deduction, then the conflict (no code fits, when explained)
    or the recommendation (when asked for and affordable); ``note`` says why a recommendation
    that was asked for is missing ("" otherwise)."""

    deduction: Deduction
    conflict: Conflict | None = None
    recommendation: Recommendation | None = None
    note: str = ""
    more: tuple[Game, int] | None = None
    """When no code fits: the ``wider`` game asked about and how many codes fit it (some)."""


def _silent(label: str) -> AbstractContextManager[Progress | None]:
    return contextlib.nullcontext(None)


def deduce_sheet(
    sheet: Sheet,
    *,
    recommend: bool,
    strategy: Strategy | str = "minimax",
    seed: int | None = None,
    budget: float | None = None,
    limit: int | None = 100,
    stage: Stage = _silent,
    max_turns: int | None = None,
    wider: Game | None = None,
) -> Outcome:
    """Deduce ``sheet``, explain a conflict, and recommend the next guess if ``recommend``.

    ``budget`` (seconds, None: exact) bounds the count and the explanation; ``limit``
    caps the codes kept; ``max_turns`` is the optimal strategy's turn limit (the sheet's clues
    are the turns played); ``wider`` is a game of more colours whose codes are counted when none
    fits the sheet's (``notation.palette.wider_game``).  Raises what ``deduce`` raises
    (GameError, KeyboardInterrupt through ``stage``'s progress); a recommendation or explanation
    that cannot be made is reported in the outcome instead.
    """

    with stage("counting every code" if budget is None else "deducing") as bar:
        deduction = deduce(sheet, limit=limit, progress=bar, budget=budget, seed=seed)
    if not deduction.exact:
        return Outcome(deduction, note=TOO_MANY if recommend else "")
    if deduction.count == 0:
        try:
            with stage("explaining") as bar:
                conflict = find_conflict(sheet, budget=budget, progress=bar)
        except GameError:  # out of time: the sheet is still contradictory, unexplained
            conflict = None
        return Outcome(deduction, conflict=conflict, more=_more(sheet, wider, budget))
    if not recommend:
        return Outcome(deduction)

    try:
        with stage("choosing a guess") as bar:
            if max_turns is not None:
                rec = recommend_optimal(sheet, max_turns=max_turns, progress=bar)
            else:
                rec = recommend_guess(sheet, strategy, seed=seed, progress=bar)
    except GameError as exc:  # the codes that fit are still worth showing
        return Outcome(deduction, note=str(exc))
    return Outcome(deduction, recommendation=rec)


def _more(sheet: Sheet, wider: Game | None, budget: float | None) -> tuple[Game, int] | None:
    """How many codes fit the sheet's clues in the ``wider`` game, when some do (None otherwise)."""
    if wider is None:
        return None
    try:
        more = deduce(Sheet(wider, sheet.clues), limit=1, budget=budget)
    except GameError:
        return None
    return (wider, more.count) if more.exact and more.count else None
