"""mmnotation: deduce Mastermind codes from clues written in a compact notation.

>>> import mmnotation
>>> sheet = mmnotation.parse_sheet("RGBY 2 0\\nBBYR12")
>>> sheet.game.pegs, len(sheet.clues)
(4, 2)

numpy, lark and numba are imported only when a function first needs them.
"""

from mmnotation._version import __version__

TYPE_CHECKING = False  # not typing's: importing typing would cost the command's start-up 5 ms
if TYPE_CHECKING:
    from mmnotation.codes.score import score
    from mmnotation.deduction.deduce import Deduction, deduce
    from mmnotation.engine.conflict import Conflict, Repair, find_conflict
    from mmnotation.engine.estimate import Estimate, estimate_count
    from mmnotation.engine.walk import consistent_codes, count_consistent, holds
    from mmnotation.errors import (
        GameError,
        MastermindError,
        NotationError,
        NotationMeaningError,
        NotationNotice,
        NotationSyntaxError,
    )
    from mmnotation.model import Clue, Code, Feedback, Game, Sheet
    from mmnotation.notation.sheet import parse_clue, parse_code, parse_feedback, parse_sheet, read_sheet
    from mmnotation.notation.syntax import SyntaxNode, syntax_tree
    from mmnotation.stats.play_all import Stats, Turn, play_secret, solve, strategy_stats
    from mmnotation.strategies.choose import recommend
    from mmnotation.strategies.judge import Judgement, best_guesses, judge
    from mmnotation.strategies.recommendation import Recommendation
    from mmnotation.strategies.table import Strategy

# Each public name and the module that defines it: imported on first use (PEP 562), so
# that ``mmdeduce --version`` and ``--help`` do not load the engine (docs/performance.md).
_HOME = {
    **dict.fromkeys(("Conflict", "Repair", "find_conflict"), "engine.conflict"),
    **dict.fromkeys(("Deduction", "deduce"), "deduction.deduce"),
    **dict.fromkeys(("consistent_codes", "count_consistent", "holds"), "engine.walk"),
    **dict.fromkeys(("Estimate", "estimate_count"), "engine.estimate"),
    **dict.fromkeys(
        (
            "GameError",
            "MastermindError",
            "NotationError",
            "NotationMeaningError",
            "NotationNotice",
            "NotationSyntaxError",
        ),
        "errors",
    ),
    **dict.fromkeys(("SyntaxNode", "syntax_tree"), "notation.syntax"),
    **dict.fromkeys(("Clue", "Code", "Feedback", "Game", "Sheet"), "model"),
    "score": "codes.score",
    **dict.fromkeys(
        ("parse_clue", "parse_code", "parse_feedback", "parse_sheet", "read_sheet"), "notation.sheet"
    ),
    **dict.fromkeys(("Stats", "Turn", "play_secret", "solve", "strategy_stats"), "stats.play_all"),
    "Recommendation": "strategies.recommendation",
    "Strategy": "strategies.table",
    "recommend": "strategies.choose",
    **dict.fromkeys(("Judgement", "best_guesses", "judge"), "strategies.judge"),
}


def __getattr__(name: str) -> object:
    home = _HOME.get(name)
    if home is None:
        raise AttributeError(f"module 'mmnotation' has no attribute {name!r}")
    import importlib

    if home == "model":  # the values parse themselves with the notation, which installs its readers
        importlib.import_module("mmnotation.notation")
    value = getattr(importlib.import_module(f"mmnotation.{home}"), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted({*globals(), *_HOME})


__all__ = (
    "Clue",
    "Code",
    "Conflict",
    "Deduction",
    "Estimate",
    "Feedback",
    "Game",
    "GameError",
    "Judgement",
    "MastermindError",
    "NotationError",
    "NotationMeaningError",
    "NotationNotice",
    "NotationSyntaxError",
    "Recommendation",
    "Repair",
    "Sheet",
    "Stats",
    "Strategy",
    "SyntaxNode",
    "Turn",
    "__version__",
    "best_guesses",
    "consistent_codes",
    "count_consistent",
    "deduce",
    "estimate_count",
    "find_conflict",
    "holds",
    "judge",
    "parse_clue",
    "parse_code",
    "parse_feedback",
    "parse_sheet",
    "play_secret",
    "read_sheet",
    "recommend",
    "score",
    "solve",
    "strategy_stats",
    "syntax_tree",
)
