"""mmnotation: deduce Mastermind codes from clues written in a compact notation.

>>> import mmnotation
>>> sheet = mmnotation.parse_sheet("RGBY 2 0\\nBBYR12")
>>> sheet.game.pegs, len(sheet.clues)
(4, 2)

numpy, lark and numba are imported only when a function first needs them.
"""

from ._conflict import Conflict, Repair, find_conflict
from ._engine import (
    Deduction,
    Estimate,
    consistent_codes,
    count_consistent,
    deduce,
    estimate_count,
    holds,
)
from ._errors import (
    GameError,
    MastermindError,
    NotationError,
    NotationMeaningError,
    NotationNotice,
    NotationSyntaxError,
)
from ._grammar import SyntaxNode, syntax_tree
from ._model import Clue, Code, Feedback, Game, Sheet
from ._score import score
from ._sheet import parse_clue, parse_code, parse_feedback, parse_sheet, read_sheet
from ._stats import Stats, Turn, solve, strategy_stats
from ._strategy import Recommendation, Strategy, recommend

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
