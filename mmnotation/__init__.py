"""mmnotation: deduce Mastermind codes from clues written in a compact notation.

>>> import mmnotation
>>> sheet = mmnotation.parse_sheet("RGBY 2 0\\nBBYR12")
>>> sheet.game.pegs, len(sheet.clues)
(4, 2)

numpy, lark and numba are imported only when a function first needs them.
"""

import typing as _typing

if _typing.TYPE_CHECKING:
    from ._conflict import Conflict, Repair, find_conflict
    from ._deduce import Deduction, deduce
    from ._engine import consistent_codes, count_consistent, holds
    from ._errors import (
        GameError,
        MastermindError,
        NotationError,
        NotationMeaningError,
        NotationNotice,
        NotationSyntaxError,
    )
    from ._estimate import Estimate, estimate_count
    from ._grammar import SyntaxNode, syntax_tree
    from ._model import Clue, Code, Feedback, Game, Sheet
    from ._score import score
    from ._sheet import parse_clue, parse_code, parse_feedback, parse_sheet, read_sheet
    from ._stats import Stats, Turn, solve, strategy_stats
    from ._strategy import Recommendation, Strategy, recommend

# Each public name and the module that defines it: imported on first use (PEP 562), so
# that ``mmdeduce --version`` and ``--help`` do not load the engine (README, Performance).
_HOME = {
    **dict.fromkeys(("Conflict", "Repair", "find_conflict"), "_conflict"),
    **dict.fromkeys(("Deduction", "deduce"), "_deduce"),
    **dict.fromkeys(("consistent_codes", "count_consistent", "holds"), "_engine"),
    **dict.fromkeys(("Estimate", "estimate_count"), "_estimate"),
    **dict.fromkeys(
        (
            "GameError",
            "MastermindError",
            "NotationError",
            "NotationMeaningError",
            "NotationNotice",
            "NotationNotice",
            "NotationSyntaxError",
        ),
        "_errors",
    ),
    **dict.fromkeys(("SyntaxNode", "syntax_tree"), "_grammar"),
    **dict.fromkeys(("Clue", "Code", "Feedback", "Game", "Sheet"), "_model"),
    "score": "_score",
    **dict.fromkeys(("parse_clue", "parse_code", "parse_feedback", "parse_sheet", "read_sheet"), "_sheet"),
    **dict.fromkeys(("Stats", "Turn", "solve", "strategy_stats"), "_stats"),
    **dict.fromkeys(("Recommendation", "Strategy", "recommend"), "_strategy"),
}


def __getattr__(name: str) -> object:
    home = _HOME.get(name)
    if home is None:
        raise AttributeError(f"module 'mmnotation' has no attribute {name!r}")
    import importlib

    value = getattr(importlib.import_module(f".{home}", __name__), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted({*globals(), *_HOME})


__version__ = "0.1.0"

__all__ = (
    "Clue",
    "Code",
    "Conflict",
    "Deduction",
    "Estimate",
    "Feedback",
    "Game",
    "GameError",
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
    "consistent_codes",
    "count_consistent",
    "deduce",
    "estimate_count",
    "find_conflict",
    "holds",
    "parse_clue",
    "parse_code",
    "parse_feedback",
    "parse_sheet",
    "read_sheet",
    "recommend",
    "score",
    "solve",
    "strategy_stats",
    "syntax_tree",
)
