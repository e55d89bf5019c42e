"""Playing Mastermind: the state of a game, with no printing.

Three ways to play: the tool against a known secret (``play_secret``, or ``Breaker.play``
turn by turn), the tool breaking a code the user keeps in mind and scores
(``Breaker``), and the user
breaking a secret the tool chose (``Maker``).  The engine and the strategies
do the thinking; this module only keeps the state.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from mmnotation.codes.score import score
from mmnotation.engine.conflict import find_conflict
from mmnotation.engine.walk import count_consistent
from mmnotation.errors import GameError, NotationError
from mmnotation.model import Clue, Code, Feedback, Game, Sheet
from mmnotation.notation.sheet import parse_clue, parse_code, parse_feedback
from mmnotation.stats.play_all import Turn, play_secret
from mmnotation.strategies.choose import recommend
from mmnotation.strategies.optimal import recommend_optimal
from mmnotation.strategies.recommendation import Strategy

if TYPE_CHECKING:
    from mmnotation.engine.conflict import Conflict


def game_code(text: str, game: Game, what: str = "code") -> Code:
    """Read ``text`` as a complete code of ``game`` (symbols or colour names).

    Raises NotationError when it is not a guess of the game (about ``text`` itself,
    never the feedback the sheet parser is given with it), GameError when it has a
    joker or comes with feedback.
    """
    text = text.strip()
    try:
        code = parse_code(text, game)
    except NotationError as exc:
        try:  # a guess typed with its feedback, e.g. '1234 2 0'
            parse_clue(text, game)
        except NotationError:
            raise exc from None
        raise GameError(
            f"{text!r} has feedback after the {what}; give only the {what}, such as {example_code(game)!r}"
        ) from None
    if not code.complete:
        raise GameError(f"a {what} has a colour in every hole, not {code.symbols!r}")
    return code


def example_code(game: Game) -> str:
    """A code of ``game`` to show in help: its first colours, in palette order."""
    colors = game.colors
    return "".join(colors[i % len(colors)] for i in range(game.pegs)) if colors else ""


def secret_code(text: str, game: Game) -> Code:
    """Read a secret: a complete code that respects the repeats rule.

    Raises NotationError or GameError as game_code does, and GameError for a repeat.
    """
    code = game_code(text, game, "secret")
    if not game.repeats and len(set(code.symbols)) != len(code.symbols):
        raise GameError(f"the secret {code.symbols!r} repeats a colour, and this game has no repeats")
    return code


@dataclass(frozen=True, slots=True)
class Answer:
    """What an answer led to: the clue it made, the codes left, and a conflict when none is."""

    clue: Clue
    remaining: int
    won: bool
    conflict: Conflict | None = None

    @property
    def contradiction(self) -> bool:
        return self.remaining == 0 and not self.won


class Breaker:
    """The tool breaks a code the user keeps in mind; the user gives the feedback.

    Each guess is the strategy's choice on the codes that fit the answers so far.
    Answers can be taken back (``undo``) or corrected (``fix``); when they
    contradict each other, ``conflict`` names the answers that cannot all hold.
    """

    def __init__(
        self,
        game: Game,
        strategy: Strategy | str = "minimax",
        *,
        seed: int | None = None,
        first: Code | None = None,
        tree: dict[str, Any] | None = None,
        max_turns: int | None = None,
    ) -> None:
        self.game = game
        self.strategy = Strategy.of(strategy)
        if max_turns is not None and self.strategy is not Strategy.OPTIMAL:
            raise GameError("a turn limit (max_turns) is kept by the optimal strategy only")
        self.max_turns = max_turns
        self.seed = seed
        self.first = first
        self.tree = tree  # a saved strategy tree (stats --tree): its guesses while the answers follow it
        self.clues: list[Clue] = []
        self._pending: Code | None = None
        self._remaining: int | None = None

    def play(self, secret: Code) -> Iterator[Turn]:
        """The turns of ``play_secret`` against ``secret``, each yielded as soon as it is played.

        With a saved ``tree`` (stats --tree) its guesses are played, without computing any.
        The strategy chooses on the answers so far, as ``recommend`` does: for every
        strategy but ``random`` these are the same choices as ``play_secret``'s (the
        tests check it).  ``random`` has nothing slow to wait for: its game is
        ``play_secret``'s, yielded at once.  Raises GameError as play_secret does.
        """
        if self.strategy.rule.seeded and self.tree is None and not self.clues:
            yield from play_secret(self.game, secret, self.strategy, first=self.first, seed=self.seed)
            return
        while not self.won:
            guess = self.guess()
            answer = self.record(score(guess, secret))
            yield Turn(guess, answer.clue.feedback, answer.remaining)

    @property
    def sheet(self) -> Sheet:
        """The answers so far as a sheet; clue ``line`` is the turn number."""
        return Sheet(self.game, tuple(Clue(c.guess, c.feedback, i) for i, c in enumerate(self.clues, 1)))

    @property
    def turn(self) -> int:
        """The number of the turn being played (1 for the first guess)."""
        return len(self.clues) + 1

    @property
    def won(self) -> bool:
        """The last answer is all black and agrees with every answer before it."""
        if not self.clues or self.clues[-1].feedback.black != self.game.pegs:
            return False
        return self.remaining() > 0

    def remaining(self) -> int:
        """How many codes fit the answers so far."""
        if self._remaining is None:
            self._remaining = count_consistent(self.sheet)
        return self._remaining

    def conflict(self) -> Conflict | None:
        """The answers that cannot all hold, or None when some code fits them."""
        if self.remaining():
            return None

        return find_conflict(self.sheet)

    def guess(self, progress: Callable[[float], None] | None = None) -> Code:
        """The guess to play now.  Raises GameError when the game is over or contradictory."""
        if self.won:
            raise GameError(f"the code was found in {len(self.clues)} turns")
        if self._pending is None:
            if self.remaining() == 0:
                raise GameError("no code fits the answers; undo or fix one of them")
            if not self.clues and self.first is not None:
                self._pending = self.first
            elif (planned := self._from_tree()) is not None:
                self._pending = planned
            else:
                if self.max_turns is not None:
                    rec = recommend_optimal(self.sheet, max_turns=self.max_turns, progress=progress)
                else:
                    # a game being played takes the time its next guess needs, as stats does
                    rec = recommend(
                        self.sheet, self.strategy, seed=self.seed, progress=progress, limited=False
                    )
                self._pending = rec.guess
        return self._pending

    def _from_tree(self) -> Code | None:
        """The saved tree's guess after the answers so far, or None when they leave the tree."""
        node = self.tree
        for clue in self.clues:
            if node is None or node["guess"] != clue.guess.symbols:
                return None
            node = node["children"].get(clue.feedback.key)
        return None if node is None else Code(node["guess"])

    def _clue(self, guess: Code, text: str, turn: int) -> Clue:
        """The clue of ``guess`` with the feedback ``text``, in any notation form.

        Raises NotationError for feedback that cannot be read or cannot be true, GameError for a
        count written as unknown (``?``, ``- 2``): the player knows the code.  A lone count is the
        black one, the white left open.
        """
        feedback = parse_feedback(text, self.game)  # any form of the notation, checked against the game
        if feedback.black is None or (feedback.white is None and any(mark in text for mark in "?*_")):
            raise GameError(
                "you know your code: no count of it is unknown; give the black count, and the white "
                "one if you can, such as '1 2' or '1'"
            )
        if feedback.black == self.game.pegs and feedback.white is None:
            feedback = Feedback(feedback.black, 0)  # all black leaves no peg to be white
        return Clue(guess, feedback, turn)

    def _after(self, clue: Clue) -> Answer:
        self._pending = None
        self._remaining = None
        left = self.remaining()
        if self.won:
            return Answer(clue, left, True)
        return Answer(clue, left, False, None if left else self.conflict())

    def answer(self, text: str) -> Answer:
        """Record the feedback to the current guess.  Raises NotationError, GameError."""
        guess = self.guess()
        clue = self._clue(guess, text, self.turn)
        self.clues.append(clue)
        return self._after(clue)

    def record(self, feedback: Feedback) -> Answer:
        """Record a known feedback to the current guess.  Raises GameError as guess does."""
        clue = Clue(self.guess(), feedback, self.turn)
        self.clues.append(clue)
        return self._after(clue)

    def fix(self, turn: int, text: str) -> Answer:
        """Correct the feedback given at ``turn``.  Raises NotationError, GameError."""
        if not 1 <= turn <= len(self.clues):
            raise GameError(f"there is no answered turn {turn}; turns 1 to {len(self.clues)} are")
        clue = self._clue(self.clues[turn - 1].guess, text, turn)
        self.clues[turn - 1] = clue
        return self._after(clue)

    def undo(self) -> Clue | None:
        """Take back the last answer; its guess is asked again.  None when there is none."""
        if not self.clues:
            return None
        clue = self.clues.pop()
        self._pending = clue.guess
        self._remaining = None
        return clue


@dataclass(frozen=True, slots=True)
class Replayed:
    """One turn of a replay: the user's guess and the strategy's, with the codes left after each."""

    turn: int
    guess: Code
    left: int
    strategy_guess: Code
    strategy_left: int


class Maker:
    """The tool keeps a random secret; the user guesses and the tool scores."""

    def __init__(self, game: Game, *, seed: int | None = None, secret: Code | None = None) -> None:
        self.game = game
        if secret is None:
            rng = random.Random(seed)
            if game.repeats:
                symbols = [rng.choice(game.colors) for _ in range(game.pegs)]
            else:
                symbols = rng.sample(game.colors, game.pegs)
            secret = Code("".join(symbols))
        self._secret = secret
        self.clues: list[Clue] = []
        self.gave_up = False

    @property
    def won(self) -> bool:
        return bool(self.clues) and self.clues[-1].feedback.black == self.game.pegs

    @property
    def sheet(self) -> Sheet:
        """The user's guesses and their scores as a sheet."""
        return Sheet(self.game, tuple(self.clues))

    def guess(self, text: str) -> Clue:
        """Score the user's guess.  Raises NotationError, GameError (joker, game over)."""
        if self.won or self.gave_up:
            raise GameError("the game is over")
        code = game_code(text, self.game, "guess")
        clue = Clue(code, score(code, self._secret), len(self.clues) + 1)
        self.clues.append(clue)
        return clue

    def repeated(self, code: Code) -> Clue | None:
        """The earlier turn that already tried ``code``, if any."""
        return next((c for c in self.clues if c.guess == code), None)

    def undo(self) -> Clue | None:
        """Take back the last guess; None when there is none.  Raises GameError once the game is over."""
        if self.won or self.gave_up:
            raise GameError("the game is over")
        return self.clues.pop() if self.clues else None

    def ruled_out_by(self) -> int | None:
        """The first earlier turn whose clue the last guess could not satisfy (None: it could have
        been the code, or no guess yet)."""
        if not self.clues:
            return None
        last = self.clues[-1].guess
        return next((c.line for c in self.clues[:-1] if score(c.guess, last) != c.feedback), None)

    def suggestion(self, strategy: Strategy | str = "minimax", seed: int | None = None) -> Code:
        """The guess the strategy would play now.  Raises GameError as recommend does."""
        return recommend(self.sheet, strategy, seed=seed).guess

    def replay(self, strategy: Strategy | str = "minimax", seed: int | None = None) -> list[Replayed]:
        """Each of the user's turns beside the strategy's guess in the same position.

        Both are scored against the secret; ``left`` counts the codes that fit
        the user's earlier clues plus that guess.  Raises GameError as recommend does.
        """
        rows: list[Replayed] = []
        for i, clue in enumerate(self.clues):
            before = self.clues[:i]
            mine = count_consistent(Sheet(self.game, (*before, clue)))
            theirs = recommend(Sheet(self.game, tuple(before)), strategy, seed=seed).guess
            left = count_consistent(
                Sheet(self.game, (*before, Clue(theirs, score(theirs, self._secret), i + 1)))
            )
            rows.append(Replayed(i + 1, clue.guess, mine, theirs, left))
        return rows

    def give_up(self) -> Code:
        """End the game and reveal the secret."""
        self.gave_up = True
        return self._secret

    @property
    def secret(self) -> Code | None:
        """The secret, once the game is over (won or given up); None before."""
        return self._secret if self.won or self.gave_up else None
