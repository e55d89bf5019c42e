"""A tiny, obviously correct brute-force reference for the deduction engine.

Everything here is written independently of mmnotation's engine and scoring:
every code of the game is tried, feedback is computed from its definition, and
an unknown peg ``?`` is handled by trying every colour assignment.
"""

from __future__ import annotations

import itertools
from typing import Any


def brute_score(guess: str, secret: str) -> tuple[int, int]:
    """(black, white) of a guess without ``?``; ``_`` matches nothing."""
    black = sum(1 for g, s in zip(guess, secret, strict=True) if g == s and g != "_")
    total = 0
    for color in set(guess) - {"_"}:
        total += min(guess.count(color), secret.count(color))
    return black, total - black


def brute_codes(game: Any) -> list[str]:
    """Every code of the game in palette order (first hole most significant)."""
    out = []
    for combo in itertools.product(game.colors, repeat=game.pegs):
        if not game.repeats and len(set(combo)) < len(combo):
            continue
        out.append("".join(combo))
    return out


def brute_feedbacks(guess: str, code: str, colors: Any) -> set[tuple[int, int]]:
    """Every (black, white) some colouring of the ``?`` holes of ``guess`` gives against ``code``."""
    holes = [i for i, ch in enumerate(guess) if ch == "?"]
    out = set()
    for combo in itertools.product(colors, repeat=len(holes)):
        g = list(guess)
        for i, ch in zip(holes, combo, strict=True):
            g[i] = ch
        out.add(brute_score("".join(g), code))
    return out


def brute_holds(clue: Any, code: str, game: Any) -> bool:
    """True when the complete code satisfies the clue (some colouring of its ``?`` fits)."""
    b, w = clue.feedback.black, clue.feedback.white
    for black, white in brute_feedbacks(clue.guess.symbols, code, game.colors):
        if (b is None or b == black) and (w is None or w == white):
            return True
    return False


def brute_consistent(sheet: Any) -> list[str]:
    """Every code satisfying every clue of the sheet, in palette order."""
    return [
        code
        for code in brute_codes(sheet.game)
        if all(brute_holds(clue, code, sheet.game) for clue in sheet.clues)
    ]


def brute_positions(codes: list[str], game: Any) -> tuple[tuple[str, ...], ...]:
    """Per hole, the colours some code uses there, palette order."""
    return tuple(
        tuple(c for c in game.colors if any(code[h] == c for code in codes)) for h in range(game.pegs)
    )
