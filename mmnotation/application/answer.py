"""A sheet answered: read with its options, deduced, its guesses judged, its tally.

``read_sheet`` and ``answer_sheet`` are what ``mmdeduce FILE`` and the web page's ``/api/deduce``
both do; ``Answer.json()`` is the object ``--json`` prints (docs/cli.md, JSON).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from mmnotation.application import json_forms
from mmnotation.deduction.flow import Outcome, Stage, deduce_sheet
from mmnotation.errors import GameError, MastermindError, NotationError, NotationMeaningError, NotationNotice
from mmnotation.model import Sheet
from mmnotation.notation.palette import wider_game
from mmnotation.notation.sheet import parse_code, parse_sheet
from mmnotation.strategies.judge import best_guesses, judge

if TYPE_CHECKING:
    from mmnotation.model import Code
    from mmnotation.strategies.judge import Judgement
    from mmnotation.strategies.recommendation import Recommendation

DEDUCE_SECONDS = 10.0
"""Seconds a deduction works before it answers with an estimate instead (``--exact`` lifts it)."""

NOTHING_READ = "no clue was read: the sheet has no clue line, so every code of the game fits"


@dataclass(frozen=True, slots=True)
class Ask:
    """What is asked about a sheet beside reading it (the deduce command's options)."""

    recommend: bool = False
    strategy: str = "minimax"
    seed: int | None = None
    budget: float | None = DEDUCE_SECONDS  # None: exact, however long it takes
    limit: int = 100  # codes kept; 0 keeps all (the command line streams them instead)
    max_turns: int | None = None
    tries: tuple[str, ...] = ()
    top: int | None = None
    tally: bool = False


class GuessError(MastermindError):
    """A guess to judge (``--try``) that is not a code of the sheet's game."""

    def __init__(self, guess: str, error: NotationError) -> None:
        super().__init__(f"--try {guess!r}: {error.message}")
        self.guess = guess
        self.error = error


@dataclass(frozen=True, slots=True)
class Judged:
    """The guesses judged (``--try``) and the best guesses (``--top``); ``why`` says why none were
    judged ("" when they were), ``top_error`` why the best guesses could not be listed."""

    tries: tuple[Judgement, ...] = ()
    top: tuple[Recommendation, ...] | None = None
    ties: int = 0
    why: str = ""
    top_error: str = ""


@dataclass(frozen=True, slots=True)
class Answer:
    """A sheet's answer: the outcome of the deduction flow, the guesses judged (None when not asked)
    and whether the tally was asked for."""

    sheet: Sheet
    outcome: Outcome
    judged: Judged | None = None
    tally: bool = False
    extra: dict[str, Any] = field(default_factory=dict)

    @property
    def status(self) -> int | None:
        """0 when some code fits, 1 when none does, None when the budget left it unknown."""
        deduction = self.outcome.deduction
        if deduction.exact:
            return 0 if deduction.count else 1
        return 0 if deduction.codes or any(deduction.positions) else None

    def json(self) -> dict[str, Any]:
        """The object ``mmdeduce --json`` prints, keys in its order (docs/cli.md, JSON)."""
        outcome = self.outcome
        out = json_forms.deduction_json(outcome.deduction, outcome.recommendation, outcome.conflict)
        out.update(self.json_extra())
        return out

    def json_extra(self) -> dict[str, Any]:
        """The keys after the deduction's: more colours, tries and top, the tally."""
        out: dict[str, Any] = {}
        if self.outcome.more is not None:
            wider, count = self.outcome.more
            out["more_colors"] = {"colors": list(wider.colors), "count": count}
        judged = self.judged
        if judged is not None:
            if judged.why:
                out.update(tries=None, top=None)
            else:
                out["tries"] = [json_forms.judgement_json(j) for j in judged.tries]
                if judged.top is not None:
                    out["top"] = json_forms.top_json(list(judged.top), judged.ties)
                elif judged.top_error:
                    out["top"] = None
        if self.tally:
            out.update(json_forms.tally_json(self.outcome.deduction))
        return out


def read_sheet(
    text: str | bytes,
    *,
    pegs: int | None = None,
    colors: str | None = None,
    repeats: bool | None = None,
    path: str = "<sheet>",
    strict: bool = False,
) -> Sheet:
    """The sheet of ``text`` with the game's options; a sheet with no clue says so in a notice
    (``strict``: an error).  Raises NotationError (its errors located) or GameError."""
    sheet = parse_sheet(text, pegs=pegs, colors=colors, repeats=repeats, path=path, strict=strict)
    if sheet.clues:
        return sheet
    if strict:
        raise NotationMeaningError(NOTHING_READ, path=path)
    notice = NotationNotice(NOTHING_READ, path=path)
    return Sheet._read(sheet.game, sheet.clues, (*sheet.notices, notice), sheet.assumed)


def guesses_of(sheet: Sheet, tries: tuple[str, ...]) -> list[Code]:
    """The guesses to judge, read as codes of the sheet's game; GuessError names the first that is not."""
    out = []
    for guess in tries:
        try:
            out.append(parse_code(guess, sheet.game))
        except NotationError as exc:
            raise GuessError(guess, exc) from None
    return out


def answer_sheet(sheet: Sheet, ask: Ask, stage: Stage | None = None) -> Answer:
    """Deduce ``sheet``, explain or recommend, judge the guesses asked about.  Raises GuessError
    (before any work), GameError, or KeyboardInterrupt through ``stage``'s progress."""
    guesses = guesses_of(sheet, ask.tries)
    options: dict[str, Any] = {} if stage is None else {"stage": stage}
    outcome = deduce_sheet(
        sheet,
        recommend=ask.recommend,
        strategy=ask.strategy,
        seed=ask.seed,
        budget=ask.budget,
        limit=ask.limit or None,
        max_turns=ask.max_turns if ask.recommend else None,
        wider=wider_game(sheet),
        **options,
    )
    judged = None
    if ask.tries or ask.top is not None:
        judged = judge_guesses(sheet, outcome, guesses, ask)
    return Answer(sheet, outcome, judged, ask.tally)


def judge_guesses(sheet: Sheet, outcome: Outcome, guesses: list[Code], ask: Ask) -> Judged:
    """``--try`` and ``--top``: each guess judged, and the best guesses by the strategy."""
    deduction = outcome.deduction
    if not deduction.exact or not deduction.count:
        why = "no code fits the clues" if deduction.exact else "too many codes fit to score every guess"
        return Judged(why=why)
    judged = tuple(judge(sheet, guess, ask.strategy) for guess in guesses)
    if ask.top is None:
        return Judged(judged)
    try:
        best, ties = best_guesses(sheet, ask.top, ask.strategy)
    except GameError as exc:  # a strategy that scores no guesses, or too many to score
        return Judged(judged, top_error=str(exc))
    return Judged(judged, tuple(best), ties)
