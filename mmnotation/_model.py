"""Immutable values of the notation: games, codes, feedback, clues and sheets.

Every value prints back as notation that parses to an equal value.
"""

from __future__ import annotations

from dataclasses import dataclass, field

EMPTY = "_"
"""An empty hole in a guess: no peg was placed, it matches nothing."""
UNKNOWN = "?"
"""An unknown peg in a guess: some colour was there, it is not recorded."""
JOKERS = EMPTY + UNKNOWN

EMPTY_INDEX = -1
UNKNOWN_INDEX = -2


@dataclass(frozen=True, slots=True)
class Game:
    """A game: ``pegs`` holes, a palette of colour symbols, and the repeats rule.

    ``names`` optionally gives a colour name to each symbol, in palette order.

    >>> Game(4, tuple("123456")).size
    1296
    """

    pegs: int
    colors: tuple[str, ...]
    repeats: bool = True
    names: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        if self.pegs < 1:
            raise ValueError(f"a game needs at least one peg, not {self.pegs}")
        if not self.colors:
            raise ValueError("a game needs at least one colour")
        if len(set(self.colors)) != len(self.colors):
            raise ValueError(f"the palette {''.join(self.colors)!r} repeats a symbol")
        if self.names and len(self.names) != len(self.colors):
            raise ValueError("give a name to every colour or to none")
        if not self.repeats and self.pegs > len(self.colors):
            raise ValueError(
                f"{self.pegs} pegs need at least {self.pegs} colours without repeats, not {len(self.colors)}"
            )

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

        Raises ValueError for a symbol outside the palette.
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
                    raise ValueError(f"symbol {ch!r} is not in the palette {''.join(self.colors)}") from None
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

    @classmethod
    def of(cls, text: str) -> Code:
        """Normalise ``text``: upper-case, ``-`` to ``_`` and ``*`` to ``?``."""
        return cls(text.upper().replace("-", EMPTY).replace("*", UNKNOWN))

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
    """A guess and its feedback, with the sheet line it came from (not compared)."""

    guess: Code
    feedback: Feedback
    line: int = field(default=0, compare=False)

    def __str__(self) -> str:
        return f"{self.guess} {self.feedback}"

    def __repr__(self) -> str:
        return f"Clue({str(self)!r}, line={self.line})"


@dataclass(frozen=True, slots=True)
class Sheet:
    """A resolved clue sheet: the game and its clues, in order."""

    game: Game
    clues: tuple[Clue, ...] = ()

    def __str__(self) -> str:
        return "\n".join([self.game.directives(), *map(str, self.clues)]) + "\n"

    def with_clues(self, clues: tuple[Clue, ...]) -> Sheet:
        """The same game with other clues."""
        return Sheet(self.game, clues)
