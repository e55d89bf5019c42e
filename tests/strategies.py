"""Hypothesis strategies that build games, codes, clues and sheets for the property tests.

They draw every choice from hypothesis (never a seed for a private random generator), so a
failing property shrinks to a minimal case: few pegs, few colours, repeats allowed, few clues,
plain guesses with both counts known.  Feedback is computed by the brute-force reference
(``reference.brute_score``), never by the package under test.

    @given(games(), st.data())
    def test_x(game: Game, data: st.DataObject) -> None:
        sheet = data.draw(sheets(game), label="sheet")
"""

from __future__ import annotations

from hypothesis import strategies as st
from reference import brute_score

from mmnotation import Clue, Code, Feedback, Game, Sheet

SYMBOLS = "RGBYOPWKAC"


def _digits(value: int, base: int, n: int) -> list[int]:
    """The ``n`` lowest digits of ``value`` in ``base``, lowest first."""
    return [value // base**i % base for i in range(n)]


def _rare_holes(draw: st.DrawFn, pegs: int) -> list[bool]:
    """For each hole, True about one time in eight: one draw (an octal digit of 7 a hole), which
    keeps generation cheap and shrinks to no hole at all."""
    return [d == 7 for d in _digits(draw(st.integers(0, 8**pegs - 1)), 8, pegs)]


@st.composite
def games(draw: st.DrawFn, max_pegs: int = 6, max_colors: int = 10, max_codes: int = 5000) -> Game:
    """A game of 1..``max_pegs`` pegs and 2..``max_colors`` colours with at most ``max_codes``
    codes (counted with repeats), repeats or not.

    Every shape that fits is equally likely (as many small games as large ones, which keeps a
    run short); it shrinks towards 1 peg, 2 colours, repeats.
    """
    repeats = not draw(st.booleans())
    shapes = sorted(
        ((pegs, colors) for pegs in range(1, max_pegs + 1) for colors in range(2, max_colors + 1)),
        key=lambda shape: (shape[1] ** shape[0], shape),
    )
    fitting = [(p, c) for p, c in shapes if c**p <= max_codes and (repeats or p <= c)]
    pegs, colors = draw(st.sampled_from(fitting))
    return Game(pegs, tuple(SYMBOLS[:colors]), repeats)


def codes(game: Game) -> st.SearchStrategy[str]:
    """A complete code of ``game``, as its symbols (shrinks towards the first in palette order)."""
    p, colors = game.pegs, game.colors
    if game.repeats:
        return st.integers(0, len(colors) ** p - 1).map(
            lambda k: "".join(colors[d] for d in reversed(_digits(k, len(colors), p)))
        )
    return st.permutations(colors).map(lambda perm: "".join(perm[:p]))


@st.composite
def clues(
    draw: st.DrawFn,
    game: Game,
    secret: str,
    line: int = 0,
    unknown_black: bool = True,
    max_unknown: int = 2,
) -> Clue:
    """A clue that ``secret`` satisfies: a guess scored against it, then blurred now and then.

    Some holes are emptied (``_``, the feedback scored without them), up to ``max_unknown`` pegs
    made unknown (``?``, the feedback of the real colour kept: it is one of the colourings tried;
    each one multiplies the work of the engine and of the reference by the number of colours),
    and a count may be dropped (black only when ``unknown_black``).
    """
    p, colors = game.pegs, game.colors
    guess = [colors[d] for d in _digits(draw(st.integers(0, len(colors) ** p - 1)), len(colors), p)]
    guess = ["_" if empty else peg for peg, empty in zip(guess, _rare_holes(draw, p), strict=True)]
    black, white = brute_score("".join(guess), secret)
    for h, unknown in enumerate(_rare_holes(draw, p)):
        if unknown and guess[h] != "_" and guess.count("?") < max_unknown:
            guess[h] = "?"
    hide_black, hide_white = _rare_holes(draw, 2)
    b = None if unknown_black and hide_black else black
    w = None if hide_white else white
    return Clue(Code("".join(guess)), Feedback(b, w), line)


@st.composite
def sheets(
    draw: st.DrawFn,
    game: Game,
    secret: str | None = None,
    min_clues: int = 1,
    max_clues: int = 6,
    unknown_black: bool = True,
    max_unknown: int = 2,
) -> Sheet:
    """A sheet of ``min_clues``..``max_clues`` clues, on lines 1, 2..., that ``secret`` (drawn
    when None) satisfies."""
    if secret is None:
        secret = draw(codes(game), label="secret")
    n = draw(st.integers(min_clues, max_clues))
    made = (draw(clues(game, secret, i + 1, unknown_black, max_unknown)) for i in range(n))
    return Sheet(game, tuple(made))


@st.composite
def altered_sheets(draw: st.DrawFn, game: Game, min_clues: int = 1, max_clues: int = 5) -> Sheet:
    """A truthful sheet with one clue's feedback replaced by another possible one: most often a
    contradiction (a test assumes one, with the reference), sometimes still consistent."""
    sheet = draw(sheets(game, min_clues=min_clues, max_clues=max_clues, unknown_black=False, max_unknown=1))
    at = draw(st.integers(0, len(sheet.clues) - 1))
    clue = sheet.clues[at]
    placed = game.pegs - clue.guess.symbols.count("_")
    b = draw(st.integers(0, placed))
    w = draw(st.integers(0, placed - b))
    if placed == game.pegs and (b, w) == (game.pegs - 1, 1):
        w = 0  # no game gives it: a Sheet refuses it (docs/library.md)
    changed = Clue(clue.guess, Feedback(b, w), clue.line)
    return Sheet(game, (*sheet.clues[:at], changed, *sheet.clues[at + 1 :]))
