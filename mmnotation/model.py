"""Immutable values of the notation: games, codes, feedback, clues and sheets.

Every value prints back as notation that parses to an equal value.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Protocol

from mmnotation.errors import GameError

if TYPE_CHECKING:
    from mmnotation.errors import NotationNotice

EMPTY = "_"
"""An empty hole in a guess: no peg was placed, it matches nothing."""
UNKNOWN = "?"
"""An unknown peg in a guess: some colour was there, it is not recorded."""
JOKERS = EMPTY + UNKNOWN


def normal(text: str) -> str:
    """Symbols as a Code holds them: upper-case, ``-`` and ``*`` as the jokers ``_`` and ``?``."""
    return text.upper().replace("-", EMPTY).replace("*", UNKNOWN)


class Reader(Protocol):
    """The notation's readers, which the values' ``parse`` methods call."""

    def parse_sheet(self, text: str) -> Sheet: ...
    def parse_code(self, text: str, game: Game) -> Code: ...
    def parse_feedback(self, text: str, game: Game | None = None) -> Feedback: ...
    def parse_clue(self, text: str, game: Game, *, line: int = 1) -> Clue: ...


def _reader() -> Reader:
    """The notation's readers (``mmnotation.notation.sheet``), which the values' ``parse`` methods call.

    The one import of a layer above: the values parse themselves with the grammar, which reads into
    these values.  It is made when a ``parse`` runs, so it works whatever was imported first, and
    it makes no circle (tests/test_layers.py names it as the one allowed).
    """
    from mmnotation.notation import sheet  # the notation, above: see the docstring

    return sheet


_CODE = re.compile(r"[A-Z0-9_?]+")  # a code as the package writes it

EMPTY_INDEX = -1
UNKNOWN_INDEX = -2


@dataclass(frozen=True, slots=True)
class Game:
    """A game: ``pegs`` holes, a palette of colour symbols, and the repeats rule.

    ``names`` optionally gives a colour name to each symbol, in palette order.  Raises
    GameError for anything that is not a game.  ``str(game)`` is a description for people
    ("4 pegs, 6 colours 123456"); the notation of a game is ``game.directives()``, which
    ``Game.parse`` reads back.

    >>> Game(4, tuple("123456")).size
    1296
    >>> Game.parse(Game(5, tuple("RGBYOPWK"), False).directives())
    Game(pegs=5, colors=('R', 'G', 'B', 'Y', 'O', 'P', 'W', 'K'), repeats=False, names=())
    """

    pegs: int
    colors: tuple[str, ...]
    repeats: bool = True
    names: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        if isinstance(self.pegs, bool) or not isinstance(self.pegs, int):
            raise GameError(f"pegs is a whole number, not {self.pegs!r}")
        if self.pegs < 1:
            raise GameError(f"a game needs at least one peg, not {self.pegs}")
        if not isinstance(self.colors, tuple) or not all(
            isinstance(c, str) and c.strip() for c in self.colors
        ):
            raise GameError(
                f"colors is a tuple of colour symbols, such as tuple('RGBYOP'), not {self.colors!r}"
            )
        if not self.colors:
            raise GameError("a game needs at least one colour")
        bad = [i for i, c in enumerate(self.colors) if not (len(c) == 1 and c.isascii() and c.isalnum())]
        if bad:  # the first one named, not the whole palette (which may be thousands long)
            raise GameError(
                f"each colour is one letter or digit, such as tuple('RGBYOP'), not "
                f"{self.colors[bad[0]]!r} (colour {bad[0] + 1} of {len(self.colors):,})"
            )
        if not all(c.isupper() or c.isdigit() for c in self.colors):  # as the parser reads them
            object.__setattr__(self, "colors", tuple(c.upper() for c in self.colors))
        if len(set(self.colors)) != len(self.colors):
            raise GameError(f"the palette {''.join(self.colors)!r} repeats a symbol")
        if not isinstance(self.repeats, bool):
            raise GameError(f"repeats is True or False, not {self.repeats!r}")
        if not isinstance(self.names, tuple) or not all(isinstance(n, str) and n for n in self.names):
            raise GameError(f"names is a tuple of colour names, not {self.names!r}")
        if self.names and len(self.names) != len(self.colors):
            raise GameError("give a name to every colour or to none")
        if not self.repeats and self.pegs > len(self.colors):
            raise GameError(
                f"{self.pegs} pegs need at least {self.pegs} colours without repeats, not {len(self.colors)}"
            )

    @classmethod
    def parse(cls, text: str) -> Game:
        """The game that directives declare (``pegs: 4``, ``colors: RGBYOP``, ``repeats: no``).

        Raises NotationError for text that is not directives.
        """
        if not isinstance(text, str):
            raise GameError(f"expected directives (a str), not {type(text).__name__}")
        return _reader().parse_sheet(text).game

    @property
    def size(self) -> int:
        """How many secret codes the game has."""
        c, p = len(self.colors), self.pegs
        if self.repeats:
            return int(c**p)
        out = 1
        for k in range(p):
            out *= c - k
        return out

    @property
    def feedbacks(self) -> int:
        """How many (black, white) answers a complete guess can get."""
        return (self.pegs + 1) * (self.pegs + 2) // 2 - 1

    def index(self, code: Code | str) -> tuple[int, ...]:
        """Colour indices of ``code``; an empty hole is -1 and an unknown peg -2.

        Raises GameError for a symbol outside the palette.
        """
        text = code.symbols if isinstance(code, Code) else Code.of(code).symbols
        out: list[int] = []
        for ch in text:
            if ch == EMPTY:
                out.append(EMPTY_INDEX)
            elif ch == UNKNOWN:
                out.append(UNKNOWN_INDEX)
            else:
                try:
                    out.append(self.colors.index(ch))
                except ValueError:
                    raise GameError(f"symbol {ch!r} is not in the palette {''.join(self.colors)}") from None
        return tuple(out)

    def code(self, indices: tuple[int, ...] | list[int]) -> Code:
        """The code whose colour indices are ``indices`` (-1 empty, -2 unknown)."""
        return Code(
            "".join(
                EMPTY if i == EMPTY_INDEX else UNKNOWN if i == UNKNOWN_INDEX else self.colors[i]
                for i in indices
            )
        )

    def directives(self) -> str:
        """The directives that declare this game in a sheet."""
        if self.names:
            palette = " ".join(f"{n}={s}" for n, s in zip(self.names, self.colors, strict=True))
        else:
            palette = "".join(self.colors)
            if palette.isdigit() and len(palette) < 3:
                # one or two digits alone would read as a count
                palette = " ".join(f"{s}={s}" for s in self.colors)
        return f"pegs: {self.pegs}\ncolors: {palette}\nrepeats: {'yes' if self.repeats else 'no'}"

    def __str__(self) -> str:
        kind = "" if self.repeats else ", no repeats"
        pegs = "1 peg" if self.pegs == 1 else f"{self.pegs} pegs"
        colors = "1 colour" if len(self.colors) == 1 else f"{len(self.colors)} colours"
        return f"{pegs}, {colors} {''.join(self.colors)}{kind}"


@dataclass(frozen=True, slots=True)
class Code:
    """A row of symbols: colour symbols, and in a guess the jokers ``_`` and ``?``.

    >>> Code.of("r-g*")
    Code('R_G?')
    """

    symbols: str

    def __post_init__(self) -> None:
        if not isinstance(self.symbols, str):
            raise GameError(f"a code is a string of symbols, not {type(self.symbols).__name__}")
        if _CODE.fullmatch(self.symbols) is None:  # written otherwise: as the parser reads it, or an error
            symbols = normal(self.symbols)
            bad = next((c for c in symbols if not (c.isascii() and (c.isalnum() or c in JOKERS))), None)
            if not symbols or bad is not None:
                where = f": {bad!r} is no colour symbol or joker" if symbols else ""
                raise GameError(
                    f"a code is letters, digits and the jokers _ and ?, not {self.symbols!r}{where}"
                )
            object.__setattr__(self, "symbols", symbols)

    @classmethod
    def _read(cls, symbols: str) -> Code:
        """A code the reader has made of checked symbols (upper-case, jokers as ``_`` and ``?``)."""
        code = object.__new__(cls)
        object.__setattr__(code, "symbols", symbols)
        return code

    @classmethod
    def of(cls, text: str) -> Code:
        """Normalise ``text``: upper-case, ``-`` to ``_`` and ``*`` to ``?``.  Raises GameError for no str."""
        if not isinstance(text, str):
            raise GameError(f"a code is a string of symbols, not {type(text).__name__}")
        return cls(normal(text))

    @classmethod
    def parse(cls, text: str, game: Game) -> Code:
        """A code of ``game`` as written: ``RGBY``, ``r g b y``, ``Red Green Blue Yellow``.

        Raises NotationError when ``text`` is not a code of the game's length and palette.

        >>> Code.parse("R, G, B, Y", Game(4, tuple("RGBYOP")))
        Code('RGBY')
        """
        return _reader().parse_code(text, game)

    @property
    def pegs(self) -> int:
        return len(self.symbols)

    @property
    def placed(self) -> int:
        """How many holes hold a peg (known or unknown)."""
        return len(self.symbols) - self.symbols.count(EMPTY)

    @property
    def complete(self) -> bool:
        """True when no hole is a joker."""
        return not any(ch in JOKERS for ch in self.symbols)

    def __str__(self) -> str:
        return self.symbols

    def __repr__(self) -> str:
        return f"Code({self.symbols!r})"


@dataclass(frozen=True, slots=True)
class Feedback:
    """Black and white counts; ``None`` is a count that was not recorded.

    >>> str(Feedback(2, None))
    '2 ?'
    """

    black: int | None
    white: int | None

    def __post_init__(self) -> None:
        for count in (self.black, self.white):
            if count is not None and (isinstance(count, bool) or not isinstance(count, int) or count < 0):
                raise GameError(f"a count is a whole number from 0, or None when unknown, not {count!r}")

    @classmethod
    def parse(cls, text: str, game: Game | None = None) -> Feedback:
        """Feedback in any form of the notation: ``2 0``, ``2b1w``, ``BBW``, ``1A2B``, ``(1 black, 2 white)``.

        With a ``game``, counts above its pegs are an error.  Raises NotationError.

        >>> Feedback.parse("1A2B")
        Feedback(1, 2)
        """
        return _reader().parse_feedback(text, game)

    def __iter__(self) -> Iterator[int | None]:
        """``b, w = feedback`` unpacks the two counts."""
        yield self.black
        yield self.white

    @property
    def key(self) -> str:
        """The ``"B W"`` key used in partitions and JSON."""
        return str(self)

    def __str__(self) -> str:
        b = UNKNOWN if self.black is None else str(self.black)
        w = UNKNOWN if self.white is None else str(self.white)
        return f"{b} {w}"

    def __repr__(self) -> str:
        return f"Feedback({self.black!r}, {self.white!r})"


@dataclass(frozen=True, slots=True)
class Clue:
    """A guess and its feedback, with the sheet line it came from and the turn number written
    before it (``3. RGBY 1 2``), neither compared."""

    guess: Code
    feedback: Feedback
    line: int = field(default=0, compare=False)
    turn: int | None = field(default=None, compare=False)

    def __post_init__(self) -> None:
        if not isinstance(self.guess, Code) or not isinstance(self.feedback, Feedback):
            raise GameError("a clue is a Code and a Feedback (see Clue.parse)")
        if isinstance(self.line, bool) or not isinstance(self.line, int):
            raise GameError(f"a clue's line is a whole number, not {self.line!r}")
        if self.turn is not None and (isinstance(self.turn, bool) or not isinstance(self.turn, int)):
            raise GameError(f"a clue's turn is a whole number or None, not {self.turn!r}")

    @classmethod
    def parse(cls, text: str, game: Game, *, line: int = 1) -> Clue:
        """One clue line of ``game`` in any form of the notation.  Raises NotationError.

        >>> Clue.parse("Red Green Blue Yellow 2b1w", Game(4, tuple("RGBYOP")))
        Clue('RGBY 2 1', line=1)
        >>> Clue.parse("3. RGBY 1 2", Game(4, tuple("RGBYOP"))).turn
        3
        """
        return _reader().parse_clue(text, game, line=line)

    def __str__(self) -> str:
        return f"{self.guess} {self.feedback}"

    def __repr__(self) -> str:
        turn = "" if self.turn is None else f", turn={self.turn}"
        return f"Clue({str(self)!r}, line={self.line}{turn})"


@dataclass(frozen=True, slots=True)
class Sheet:
    """A resolved clue sheet: the game and its clues, in order."""

    game: Game
    clues: tuple[Clue, ...] = ()
    notices: tuple[NotationNotice, ...] = field(default=(), compare=False, repr=False)
    """What the sheet may not have meant, read anyway (see ``parse_sheet(strict=True)``)."""
    assumed: frozenset[str] = field(default=frozenset(), compare=False, repr=False)
    """What the reading took by default because nothing stated it: ``colors`` when no option,
    directive, title or feedback form said how many colours the game has."""

    def __post_init__(self) -> None:
        if not isinstance(self.game, Game):
            raise GameError(f"a sheet's game is a Game, not {type(self.game).__name__}")
        if not isinstance(self.clues, tuple) or not all(isinstance(c, Clue) for c in self.clues):
            raise GameError("a sheet's clues are a tuple of Clue values")
        for number, clue in enumerate(self.clues, start=1):
            why = _unfit(clue, self.game)
            if why is not None:
                where = f"line {clue.line}" if clue.line else f"clue {number}"
                raise GameError(f"{where} ({clue}) does not fit the game ({self.game}): {why}")

    def __str__(self) -> str:
        return "\n".join([self.game.directives(), *map(str, self.clues)]) + "\n"

    @classmethod
    def _read(
        cls,
        game: Game,
        clues: tuple[Clue, ...],
        notices: tuple[NotationNotice, ...],
        assumed: frozenset[str] = frozenset(),
    ) -> Sheet:
        """A sheet whose clues the reader has checked against the game already (one check, not two:
        a long sheet's reading pays for each)."""
        sheet = object.__new__(cls)
        object.__setattr__(sheet, "game", game)
        object.__setattr__(sheet, "clues", clues)
        object.__setattr__(sheet, "notices", notices)
        object.__setattr__(sheet, "assumed", assumed)
        return sheet

    def with_clues(self, clues: tuple[Clue, ...]) -> Sheet:
        """The same game with other clues."""
        return Sheet(self.game, clues)


def _unfit(clue: Clue, game: Game) -> str | None:
    """Why ``clue`` cannot be a clue of ``game``, or None."""
    guess = clue.guess.symbols
    if len(guess) != game.pegs:
        return f"the guess has {len(guess)} pegs"
    for ch in guess:
        if ch not in JOKERS and ch not in game.colors:
            return f"{ch!r} is not in the palette {''.join(game.colors)}"
    return check_feedback(guess, clue.feedback, game.pegs)


def check_feedback(guess: str, fb: Feedback, pegs: int) -> str | None:
    """Why ``fb`` cannot be the feedback of ``guess`` in a game of ``pegs`` holes, or None."""
    placed = len(guess) - guess.count(EMPTY)
    b, w = fb.black, fb.white
    pieces = "peg" if placed == 1 else "pegs"
    for name, value in (("black", b), ("white", w)):
        if value is not None and value > placed:
            return f"{value} {name} for {placed} placed {pieces}"
    if b is not None and w is not None:
        if b + w > placed:
            return f"{b} black and {w} white add up to more than the {placed} placed {pieces}"
        if placed == pegs and b == pegs - 1 and w == 1:
            return (
                f"{b} black with 1 white can never happen: when all pegs but one are right, "
                "the last cannot be a right colour in the wrong hole"
            )
    return None


# ---------------------------------------------------------------- argument checks
# The public functions call these first, so that a bad argument is a GameError
# (docs/guarantees.md) rather than numpy's ValueError or Python's TypeError.


def check_seed(seed: object) -> int | None:
    """``seed`` itself when it is None or a whole number >= 0.  Raises GameError otherwise."""
    if seed is None:
        return None
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise GameError(f"a seed is a whole number, not {seed!r}")
    if seed < 0:
        raise GameError(f"a seed is 0 or more, not {seed}")
    return seed


def check_sheet(sheet: object) -> Sheet:
    """``sheet`` itself when it is a Sheet.  Raises GameError otherwise."""
    if not isinstance(sheet, Sheet):
        raise GameError(f"expected a Sheet (see parse_sheet), not {type(sheet).__name__}")
    return sheet


def check_game(game: object) -> Game:
    """``game`` itself when it is a Game.  Raises GameError otherwise."""
    if not isinstance(game, Game):
        raise GameError(f"expected a Game, not {type(game).__name__}")
    return game


def check_count(name: str, value: object, minimum: int = 0, *, optional: bool = True) -> int | None:
    """``value`` when it is None (if ``optional``) or a whole number >= ``minimum``.

    Raises GameError otherwise.
    """
    if value is None and optional:
        return None
    if isinstance(value, bool) or not isinstance(value, int):
        raise GameError(f"{name} is a whole number, not {value!r}")
    if value < minimum:
        raise GameError(f"{name} is {minimum} or more, not {value}")
    return value


def check_budget(budget: object) -> float | None:
    """``budget`` in seconds when None or a finite number >= 0.  Raises GameError otherwise."""
    import math

    if budget is None:
        return None
    if isinstance(budget, bool) or not isinstance(budget, int | float) or not math.isfinite(budget):
        raise GameError(f"a budget is a number of seconds, not {budget!r}")
    if budget < 0:
        raise GameError(f"a budget is 0 seconds or more, not {budget}")
    return float(budget)


def check_callable(name: str, value: object) -> None:
    """Raises GameError unless ``value`` is None or callable."""
    if value is not None and not callable(value):
        raise GameError(f"{name} is a function or None, not {value!r}")
