"""The two play sessions: the tool breaks the user's code (``BreakerSession``), or the user
breaks the tool's secret with a coach at hand (``MakerSession``)."""

from __future__ import annotations

from typing import IO, TYPE_CHECKING, Any

from mmnotation.application.play import example_code, game_code
from mmnotation.cli.render import conflict_text, paint
from mmnotation.cli.session import Outcome, Session, error_text, whole
from mmnotation.cli.terminal import ProgressBar
from mmnotation.deduction.deduce import deduce
from mmnotation.errors import GameError, MastermindError, NotationError
from mmnotation.model import Sheet

if TYPE_CHECKING:
    from mmnotation.application.play import Breaker, Maker
    from mmnotation.engine.conflict import Conflict


BREAKER_HELP = """\
Think of a code.  Answer each guess with its feedback, black then white, in any
form: '1 2', '12', '1/2', '1b2w', or '2' (black only).
Commands:
  undo                    take back your last answer
  fix N FEEDBACK          correct your answer to turn N
  sheet                   show the game so far as a clue sheet
  help                    this text
  quit                    stop (so does Ctrl-D)"""


LIST_LEFT = 12  # the coach lists the codes left when there are at most this many
MAKER_HELP = """\
I have chosen a secret code.  Type a guess (e.g. '{example}'); I answer black, white.
Commands:
  hint                    how many codes fit your guesses so far, whether your
                          last guess fitted every answer before it, and the
                          guess the strategy would play now
  try GUESS               how good GUESS would be now, without playing it: how it
                          splits the codes that fit your clues, whether it could
                          be the code, its rank by the strategy
  undo                    take back your last guess
  sheet                   show your guesses as a clue sheet
  give up                 reveal the secret (a replay follows)
  help                    this text
  quit                    stop (so does Ctrl-D)"""


def _turns_conflict(conflict: Conflict | None, sheet: Sheet) -> str:
    text = conflict_text(
        conflict, sheet, noun="turn", head="Your answers contradict each other: no code fits them all."
    )
    return text + "\nType 'fix N FEEDBACK' to correct turn N, or 'undo' to take back the last answer."


class BreakerSession(Session):
    """The tool guesses; the user answers with the feedback."""

    prompt = "feedback> "

    def __init__(self, breaker: Breaker, out: IO[str] | None = None, err: IO[str] | None = None) -> None:
        super().__init__(out, err)
        self.breaker = breaker

    def run(self) -> int:
        b = self.breaker
        self.say(f"Game: {b.game}.  Think of a code; I will guess it.  ('help' for commands)")
        asked: int | None = None
        while not b.won:
            contradiction = bool(b.clues) and b.remaining() == 0
            if not contradiction and asked != b.turn:
                try:
                    with ProgressBar("thinking", self.err) as bar:
                        guess = b.guess(bar)
                except KeyboardInterrupt:
                    self.say("\ninterrupted")
                    break
                except MastermindError as exc:
                    self.warn(error_text(exc))
                    break
                self.say(f"Turn {b.turn}: {paint(guess, b.game, self.color)}")
                asked = b.turn
            batch = self.read("fix> " if contradiction else None)
            if batch is None:
                break
            text = " ".join(t for t in batch if t.strip())
            word, _, rest = text.strip().partition(" ")
            command = word.lower()
            if not text.strip():
                continue
            if command in ("quit", "exit", "q"):
                break
            if command in ("help", "h") and not rest:
                self.say(BREAKER_HELP)
                continue
            if command == "sheet" and not rest:
                self.say(str(b.sheet).rstrip())
                continue
            try:
                if command == "undo" and not rest:
                    gone = b.undo()
                    if gone is None:
                        self.warn("nothing to undo")
                    else:
                        self.say(f"undone: turn {gone.line}, {gone.guess} {gone.feedback}")
                        asked = None
                    continue
                if command == "fix":
                    number, _, feedback = rest.strip().partition(" ")
                    if not whole(number) or not feedback.strip():
                        self.warn("error: say which turn and its feedback, e.g. 'fix 2 1 1'")
                        continue
                    answer = b.fix(int(number), feedback)
                    self.say(f"turn {answer.clue.line} is now {answer.clue.guess} {answer.clue.feedback}")
                    asked = None
                elif contradiction:
                    self.warn("first fix or undo an answer: they contradict each other")
                    continue
                else:
                    answer = b.answer(text)
            except NotationError as exc:
                self.warn(f"error: {exc.message}\n{exc.caret}" if exc.line else f"error: {exc.message}")
                continue
            except (GameError, MastermindError) as exc:
                self.warn(error_text(exc))
                continue
            except KeyboardInterrupt:
                self.say("\ninterrupted")
                continue
            if answer.won:
                break
            if answer.contradiction:
                self.say(_turns_conflict(answer.conflict, b.sheet))
            else:
                left = answer.remaining
                self.say(f"  {left:,} code{'s' if left != 1 else ''} left")
        if b.won:
            turns = len(b.clues)
            self.say(f"Solved in {turns} turn{'s' if turns != 1 else ''}: the code is {b.clues[-1].guess}.")
        if b.clues:
            self.say("Your game as a clue sheet:")
            self.say(str(b.sheet).rstrip())
        return 0


def maker_help(game: Any) -> str:
    """The maker's help, with an example code of its own game."""
    return MAKER_HELP.format(example=example_code(game))


class MakerSession(Session):
    """The tool keeps a secret; the user guesses, with a coach at hand."""

    prompt = "guess> "

    def __init__(
        self,
        maker: Maker,
        out: IO[str] | None = None,
        err: IO[str] | None = None,
        *,
        strategy: str = "minimax",
        seed: int | None = None,
    ) -> None:
        super().__init__(out, err)
        self.maker = maker
        self.strategy = strategy
        self.seed = seed

    def run(self) -> int:
        m = self.maker
        game = m.game
        self.say(f"Game: {game}.  I have chosen a secret; guess it!  ('hint', 'give up', 'help')")
        while True:
            batch = self.read()
            if batch is None:
                break
            for text in batch:
                outcome = self.handle(text)
                if outcome is Outcome.WON:
                    turns = len(m.clues)
                    self.say(f"Right!  You found it in {turns} turn{'s' if turns != 1 else ''}.")
                    self.replay()
                    return 0
                if outcome is Outcome.QUIT:
                    secret = m.give_up()
                    self.say(f"The secret was {paint(secret, game, self.color)}.")
                    self.replay()
                    return 0
        secret = m.give_up()
        self.say(f"The secret was {paint(secret, game, self.color)}.")
        self.replay()
        return 0

    def handle(self, text: str) -> Outcome:
        """Act on one line typed."""
        m = self.maker
        game = m.game
        words = text.strip().lower().split()
        if not words:
            return Outcome.NOTHING
        if words in (["quit"], ["exit"], ["q"], ["give", "up"], ["giveup"]):
            return Outcome.QUIT
        if words in (["help"], ["h"], ["?"]):
            self.say(maker_help(game))
            return Outcome.NOTHING
        if words == ["hint"]:
            self.hint()
            return Outcome.NOTHING
        if words[0] == "try" and len(words) > 1:
            self.judge_guess(m.sheet, text.strip()[3:].strip(), self.strategy, unit="turn")
            return Outcome.NOTHING
        if words == ["undo"]:
            gone = m.undo()
            if gone is None:
                self.warn("nothing to undo")
            else:
                self.say(f"undone: turn {gone.line}, {gone.guess} {gone.feedback}")
            return Outcome.NOTHING
        if words == ["sheet"]:
            self.say(str(m.sheet).rstrip() if m.clues else "No guesses yet.")
            return Outcome.NOTHING
        try:
            code = game_code(text, game, "guess")
            earlier = m.repeated(code)
            if earlier is not None:
                self.warn(f"you already tried {code} at turn {earlier.line}: {earlier.feedback}")
                return Outcome.NOTHING
            clue = m.guess(text)
        except MastermindError as exc:
            if isinstance(exc, NotationError):
                self.warn(f"error: {exc.message}\n{exc.caret}" if exc.line else f"error: {exc.message}")
            else:
                self.warn(error_text(exc))
            return Outcome.NOTHING
        self.say(f"  {clue.line:>2}. {paint(clue.guess, game, self.color)}  {clue.feedback}")
        return Outcome.WON if m.won else Outcome.NOTHING

    def hint(self) -> None:
        """The coach: codes that fit, whether the last guess could have won, the strategy's guess."""
        m = self.maker
        with self.guarded():
            with ProgressBar("counting", self.err) as bar:  # one walk: the count and the first codes
                found = deduce(m.sheet, limit=LIST_LEFT, progress=bar)
            left = found.count
            self.say(f"  {left:,} code{'s' if left != 1 else ''} fit your clues so far")
            if 0 < left <= LIST_LEFT:
                self.say("  they are: " + "  ".join(paint(code, m.game, self.color) for code in found.codes))
            if m.clues:
                last = m.clues[-1]
                turn = m.ruled_out_by()
                if turn is None:
                    self.say(
                        f"  your last guess {last.guess} fitted every answer before it: "
                        "when you played it, it was a code that could still win"
                    )
                else:
                    self.say(
                        f"  your last guess {last.guess} could not have been the code: turn {turn} rules it "
                        f"out (it still told you something: {last.feedback} narrowed the field)"
                    )
            with ProgressBar("thinking", self.err):
                guess = m.suggestion(self.strategy, self.seed)
            self.say(f"  {self.strategy} would guess {paint(guess, m.game, self.color)} next")

    def replay(self) -> None:
        """Your guesses beside the strategy's, with the codes left after each."""
        m = self.maker
        if not m.clues:
            return
        with self.guarded():
            with ProgressBar("replaying", self.err):
                rows = m.replay(self.strategy, self.seed)
            self._replay_rows(rows)

    def _replay_rows(self, rows: list[Any]) -> None:
        m = self.maker
        self.say(f"Replay: your guesses and {self.strategy}'s in the same position (codes left after each):")
        for r in rows:
            mine = paint(r.guess, m.game, self.color)
            theirs = paint(r.strategy_guess, m.game, self.color)
            self.say(
                f"  {r.turn:>2}. you {mine} {r.left:>7,}   {self.strategy} {theirs} {r.strategy_left:>7,}"
            )
