"""The JSON forms of the answers (docs/cli.md, JSON): what ``--json`` prints and the web page's API
returns, one object per answer."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from mmnotation.errors import NotationError, NotationNotice, NotationSyntaxError
from mmnotation.model import Clue, Code, Game, Sheet

if TYPE_CHECKING:
    from mmnotation.deduction.deduce import Deduction
    from mmnotation.engine.conflict import Conflict
    from mmnotation.stats.play_all import Stats, Turn
    from mmnotation.strategies.judge import Judgement
    from mmnotation.strategies.recommendation import Recommendation


JSON = dict[str, Any]

MAX_ERRORS = 20
"""Errors (and notices) given at the most, in JSON and in text; the rest are counted."""


def game_json(game: Game) -> JSON:
    """The ``game`` object of every JSON output (``names`` when the sheet named its colours)."""
    out: JSON = {"pegs": game.pegs, "colors": list(game.colors), "repeats": game.repeats}
    if game.names:
        out["names"] = list(game.names)
    return out


def error_json(err: NotationError) -> JSON:
    """One entry of ``errors`` or ``notices``: file, line, column, kind, message."""
    kind = (
        "notice"
        if isinstance(err, NotationNotice)
        else "syntax"
        if isinstance(err, NotationSyntaxError)
        else "meaning"
    )
    return {"file": err.path, "line": err.line, "column": err.column, "kind": kind, "message": err.message}


def message_json(message: str, kind: str = "error") -> JSON:
    """``{"errors": [...]}`` for an error that is no sheet's (a usage error, a game too large):
    one entry, its first line, with no file, line or column."""
    text = message.strip().split("\n")[0]
    return {"errors": [{"file": "", "line": 0, "column": 0, "kind": kind, "message": text}]}


def errors_json(exc: NotationError) -> JSON:
    """``{"errors": [...]}`` for a sheet that cannot be read, the first 20 and a count of the rest."""
    out: JSON = {"errors": [error_json(e) for e in exc.errors[:MAX_ERRORS]]}
    if len(exc.errors) > MAX_ERRORS:
        out["more"] = len(exc.errors) - MAX_ERRORS
    if exc.notices:
        out["notices"] = [error_json(n) for n in exc.notices[:MAX_ERRORS]]
    return out


def clue_json(clue: Clue) -> JSON:
    """One entry of ``clues``: line, guess (``_`` empty, ``?`` unknown), black/white or null, and
    the turn number when the sheet wrote one."""
    out: JSON = {
        "line": clue.line,
        "guess": clue.guess.symbols,
        "black": clue.feedback.black,
        "white": clue.feedback.white,
    }
    if clue.turn is not None:
        out["turn"] = clue.turn
    return out


def recommendation_json(rec: Recommendation) -> JSON:
    """The ``recommendation`` object."""
    strategy = getattr(rec.strategy, "value", rec.strategy)
    return {
        "guess": str(rec.guess),
        "strategy": str(strategy),
        "score": rec.score,
        "consistent": bool(rec.consistent),
        "partition": dict(rec.partition),
    }


def judgement_json(judged: Judgement) -> JSON:
    """One object of ``tries``: how a guess splits the codes that fit, and its rank (``--try``)."""
    return {
        "guess": str(judged.guess),
        "strategy": judged.strategy.value,
        "codes": judged.codes,
        "largest": judged.largest,
        "expected": judged.expected,
        "entropy": judged.entropy,
        "classes": judged.parts,
        "consistent": judged.consistent,
        "ruled_out_by_line": judged.ruled_out,
        "partition": dict(judged.partition),
        "score": judged.score,
        "rank": judged.rank,
        "ties": judged.ties,
        "guesses": judged.guesses,
        "best_score": judged.best,
        "unranked": judged.unranked or None,
    }


def top_json(best: list[Recommendation], ties: int) -> JSON:
    """The ``top`` object: the best guesses, best first, and how many others tie with the best."""
    return {"guesses": [recommendation_json(rec) for rec in best], "ties": ties}


def conflict_json(conflict: Conflict) -> JSON:
    """The ``conflict`` object: the lines that cannot all hold (``guesses``: each one's guess, as a
    line may hold several clues) and the single repairs (each with its clue's guess).

    An explanation cut short by its budget adds ``"exact": false`` and ``"checked"``, the lines
    whose repairs were all sought (an exact one has neither key).
    """
    out: JSON = {
        "lines": list(conflict.lines),
        "guesses": list(conflict.guesses),
        "repairs": [
            {"line": r.line, "guess": r.guess, "black": r.black, "white": r.white} for r in conflict.repairs
        ],
    }
    if not conflict.exact:
        out["exact"] = False
        out["checked"] = list(conflict.searched)  # the lines whose repairs were all sought
    return out


def deduction_json(
    deduction: Deduction, recommendation: Recommendation | None = None, conflict: Conflict | None = None
) -> JSON:
    """The deduce object of docs/cli.md (JSON), keys in its order.

    A deduction stopped by its budget has ``count`` null (it is not known), then
    three more keys: ``exact`` false, ``estimate`` (count, 95% low and high, the
    codes counted for sure, the projected seconds of the exact count or null) and
    ``undecided`` (each hole's colours neither proved possible nor impossible).
    """
    sheet: Sheet = deduction.sheet
    out: JSON = {
        "game": game_json(sheet.game),
        "clues": [clue_json(c) for c in sheet.clues],
        "count": deduction.count if deduction.exact else None,
        "codes": [str(c) for c in deduction.codes],
        "truncated": bool(deduction.truncated),
        "positions": [list(p) for p in deduction.positions],
        "recommendation": None if recommendation is None else recommendation_json(recommendation),
        "conflict": None if conflict is None else conflict_json(conflict),
    }
    if not deduction.exact:
        est = deduction.estimate
        needed = deduction.seconds_needed
        out["exact"] = False
        out["estimate"] = {
            "count": None if est is None else est.value,
            "low": None if est is None else est.low,
            "high": None if est is None else est.high,
            "confidence": 0.95,
            "at_least": deduction.count,
            "seconds_needed": None if needed is None else round(needed, 1),
        }
        out["undecided"] = [list(u) for u in deduction.undecided]
    out["notices"] = [error_json(n) for n in sheet.notices]
    return out


def tally_json(deduction: Deduction) -> JSON:
    """``--tally``: for each hole, how many of the codes that fit have each colour there (null
    when the count was only estimated: ``sampled`` then counts the random codes drawn for the
    estimate that fit, null when none did)."""
    colors = deduction.sheet.game.colors

    def rows(tally: tuple[tuple[int, ...], ...]) -> list[dict[str, int]] | None:
        return [dict(zip(colors, row, strict=True)) for row in tally] if tally else None

    if deduction.exact:
        return {"tally": rows(deduction.tally)}
    return {"tally": None, "sampled": rows(deduction.sampled)}


def stats_json(stats: Stats) -> JSON:
    """The stats object of docs/cli.md (JSON)."""
    strategy = getattr(stats.strategy, "value", stats.strategy)
    return {
        "game": game_json(stats.game),
        "strategy": str(strategy),
        "first_guess": None if stats.first_guess is None else str(stats.first_guess),
        "games": stats.games,
        "total": stats.total,
        "average": round(stats.average, 4),
        "max": stats.max,
        "distribution": {str(k): v for k, v in sorted(stats.distribution.items())},
        "seconds": round(stats.seconds, 3),
        **({"notices": list(stats.notices)} if stats.notices else {}),
    }


def play_json(game: Game, secret: Code, turns: Sequence[Turn]) -> JSON:
    """The play object of docs/cli.md (JSON)."""
    solved = bool(turns) and turns[-1].feedback.black == game.pegs
    return {
        "game": game_json(game),
        "secret": str(secret),
        "guesses": [
            {
                "guess": str(t.guess),
                "black": t.feedback.black,
                "white": t.feedback.white,
                "remaining": t.remaining,
            }
            for t in turns
        ],
        "solved": solved,
        "turns": len(turns),
    }
