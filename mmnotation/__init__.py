"""mmnotation: deduce Mastermind codes from clues written in a compact notation.

>>> import mmnotation
>>> sheet = mmnotation.parse_sheet("RGBY 2 0\\nBBYR12")
>>> sheet.game.pegs, len(sheet.clues)
(4, 2)
"""

from __future__ import annotations

from ._errors import (
    GameError,
    MastermindError,
    NotationError,
    NotationMeaningError,
    NotationSyntaxError,
)
from ._model import Clue, Code, Feedback, Game, Sheet
from ._score import score
from ._sheet import parse_clue, parse_sheet, read_sheet

__version__ = "0.1.0"

__all__ = (
    "Clue",
    "Code",
    "Feedback",
    "Game",
    "GameError",
    "MastermindError",
    "NotationError",
    "NotationMeaningError",
    "NotationSyntaxError",
    "Sheet",
    "__version__",
    "parse_clue",
    "parse_sheet",
    "read_sheet",
    "score",
)
