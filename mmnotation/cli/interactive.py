"""The terminal sessions: the deduce prompt and the two play loops.

Built on ``input()``; the standard library's readline, when present, gives line
editing and a history kept in ``~/.mmdeduce_history``.  Every session returns
the exit status; Ctrl-D or ``quit`` leaves, Ctrl-C abandons the current line or
computation and the session goes on.
"""

from __future__ import annotations

import atexit
import contextlib
import os
import sys
from typing import IO, TYPE_CHECKING, Any

from mmnotation.cli.play import example_code, game_code
from mmnotation.cli.render import (
    codes_text,
    columns,
    conflict_text,
    estimate_text,
    more_text,
    paint,
    partition_text,
)
from mmnotation.cli.terminal import ProgressBar as ProgressBar  # the stats command draws its bar from here
from mmnotation.cli.terminal import terminal_width, use_color
from mmnotation.deduction.flow import TOO_MANY, deduce_sheet
from mmnotation.engine.walk import count_consistent
from mmnotation.errors import GameError, MastermindError, NotationError, printable
from mmnotation.model import Sheet
from mmnotation.notation.found import ColorsOption
from mmnotation.notation.sheet import parse_sheet
from mmnotation.notation.two_lines import guess_alone
from mmnotation.strategies.recommendation import Strategy

if TYPE_CHECKING:
    from mmnotation.cli.play import Breaker, Maker
    from mmnotation.engine.conflict import Conflict

HISTORY = ".mmdeduce_history"
SHOWN = 12
"""Codes shown after each clue in the deduce session."""
LISTED = 1000
"""Codes shown by ``list``."""
SESSION_DEDUCE_SECONDS = 5.0
"""Seconds the session spends on the codes after a clue before it shows an estimate instead."""
PASTE_WAIT = 0.05
"""Seconds to wait for the rest of a pasted block before reporting."""

DEDUCE_HELP = """\
Type or paste clue lines, e.g. 'RGBY 2 0' or 'BBYR12'; directives such as
'pegs: 5' may come before the first clue.  After each line (or pasted block)
you see how many codes fit, a few of them, and the recommended next guess.
Commands:
  undo                    take back the last line
  fix N FEEDBACK          correct the feedback of line N, e.g. 'fix 2 1 1'
  drop N                  remove line N
  list                    show the lines so far and up to 1,000 codes that fit
  list N, list all        show the lines and N codes, or every code
  reset                   start again with no lines
  game [pegs=N] [colors=N|ALPHABET] [repeats=yes|no]
                          show or set the game (a value 'auto' lets the lines decide)
  strategy [NAME]         show or set: minimax, expected, entropy, parts, first or random
  help                    this text
  quit                    leave (so does Ctrl-D)"""

BREAKER_HELP = """\
Think of a code.  Answer each guess with its feedback, black then white, in any
form: '1 2', '12', '1/2', '1b2w', or '2' (black only).
Commands:
  undo                    take back your last answer
  fix N FEEDBACK          correct your answer to turn N
  sheet                   show the game so far as a clue sheet
  help                    this text
  quit                    stop (so does Ctrl-D)"""

MAKER_HELP = """\
I have chosen a secret code.  Type a guess (e.g. '{example}'); I answer black, white.
Commands:
  hint                    how many codes fit your guesses so far, whether your
                          last guess could have been the code, and the guess
                          the strategy would play now
  undo                    take back your last guess
  sheet                   show your guesses as a clue sheet
  give up                 reveal the secret (a replay follows)
  help                    this text
  quit                    stop (so does Ctrl-D)"""


# ---------------------------------------------------------------- terminal helpers


def history_path(mode: str = "deduce") -> str:
    """The history file of a mode: deduce, play or maker each keep their own.

    ``~/.mmdeduce_history`` for deduce, ``~/.mmdeduce_history.play`` and
    ``~/.mmdeduce_history.maker`` for the games; ``$MMDEDUCE_HISTORY`` moves them all.
    """
    base = os.environ.get("MMDEDUCE_HISTORY") or os.path.join(os.path.expanduser("~"), HISTORY)
    return base if mode == "deduce" else f"{base}.{mode}"


def history_problem(path: str) -> str | None:
    """None when ``path`` is a regular file or nothing yet; else why it is no history file.

    A FIFO would hang start-up and a symbolic link would have its target written and
    trimmed, so only a regular file, never followed through a link, is used.
    """
    import stat

    try:
        mode = os.lstat(path).st_mode
    except FileNotFoundError:
        return None
    except OSError as exc:
        return f"cannot be read ({exc.strerror or exc})"
    if stat.S_ISLNK(mode):
        return "is a symbolic link"
    if not stat.S_ISREG(mode):
        return "is not a regular file"
    return None


def setup_line_editing(mode: str = "deduce") -> None:
    """Turn on readline line editing and the mode's history, when readline exists and stdin is a terminal."""
    if not sys.stdin.isatty():
        return
    try:
        import readline
    except ImportError:  # e.g. Windows without pyreadline: plain input() still works
        return
    path = history_path(mode)
    problem = history_problem(path)
    if problem is not None:
        print(f"mmdeduce: warning: no history: {printable(path)} {problem}", file=sys.stderr)
        return
    with contextlib.suppress(OSError):
        readline.read_history_file(path)
    readline.set_history_length(1000)

    def save() -> None:
        if history_problem(path) is not None:  # replaced meanwhile: write nothing through it
            return
        with contextlib.suppress(OSError):  # an unwritable HOME must not spoil the exit
            readline.write_history_file(path)

    atexit.register(save)


def pending_input(wait: float = PASTE_WAIT) -> bool:
    """True when more typed or pasted input is already waiting on stdin."""
    try:
        import select

        ready, _, _ = select.select([sys.stdin], [], [], wait)
    except (OSError, ValueError, TypeError):
        return False
    return bool(ready)


def error_text(exc: Exception) -> str:
    """An error as the sessions show it: notation errors with their caret."""
    if isinstance(exc, NotationError):
        return str(exc)
    return f"error: {exc}"


def _whole(text: str) -> bool:
    """True for a non-negative whole number in ASCII digits ('2' yes, '\u00b2' or '\u0664' no).

    ``str.isdigit`` alone accepts superscripts and other scripts' digits, which int() refuses.
    """
    return text.isascii() and text.isdigit()


class _Session:
    """Shared plumbing: reading lines, printing, colours."""

    prompt = "> "

    def __init__(self, out: IO[str] | None = None, err: IO[str] | None = None) -> None:
        self.out = out if out is not None else sys.stdout
        self.err = err if err is not None else sys.stderr
        self.color = use_color(self.out)

    def say(self, text: str = "") -> None:
        print(text, file=self.out, flush=True)

    def warn(self, text: str) -> None:
        """Print ``text`` on stderr, control characters from input escaped (README, Guarantees)."""
        print("\n".join(printable(line) for line in text.split("\n")), file=self.err, flush=True)

    def read(self, prompt: str | None = None) -> list[str] | None:
        """The next line(s) typed or pasted; None at end of input (Ctrl-D)."""
        while True:
            try:
                text = input(self.prompt if prompt is None else prompt)
            except EOFError:
                self.say()
                return None
            except KeyboardInterrupt:  # like a shell: drop the line, ask again
                self.say()
                continue
            # a bracketed paste can hand over several lines at once
            return text.replace("\r\n", "\n").replace("\r", "\n").split("\n")


# ---------------------------------------------------------------- deduce


class DeduceSession(_Session):
    """Clue lines typed or pasted one after another, with the deduction after each."""

    prompt = "clue> "

    def __init__(
        self,
        *,
        pegs: int | None = None,
        colors: ColorsOption = None,
        repeats: bool | None = None,
        strategy: str = "minimax",
        seed: int | None = None,
        out: IO[str] | None = None,
        err: IO[str] | None = None,
    ) -> None:
        super().__init__(out, err)
        self.options: dict[str, Any] = {"pegs": pegs, "colors": colors, "repeats": repeats}
        self.strategy = strategy
        self.seed = seed
        self.lines: list[str] = []
        self.sheet = self.parse(self.lines, self.options)
        self.pending: str | None = None  # a guess typed alone, waiting for its feedback

    @staticmethod
    def parse(lines: list[str], options: dict[str, Any]) -> Sheet:
        """The sheet of ``lines``; the sheet parser settles the game.  Raises MastermindError."""
        return parse_sheet("\n".join(lines), path="input", **options)

    def run(self) -> int:
        """Run until Ctrl-D or quit; the exit status is 0."""
        self.say(f"Game: {self.sheet.game}.  Type clue lines ('help' for commands, Ctrl-D to leave).")
        while True:
            batch = self.read()
            if batch is None:
                return 0
            changed = False
            lines: list[str] = []
            bad: list[str] = []
            while True:
                for text in batch:
                    outcome = self.handle(text)
                    if outcome == "quit":
                        return 0
                    changed = changed or outcome == "changed"
                    if text.strip():
                        lines.append(text)
                    if outcome == "error":
                        bad.append(text.strip())
                if not pending_input():
                    break
                batch = self.read()
                if batch is None:
                    break
            if len(lines) > 1 and bad:
                left = ", ".join(repr(b) for b in bad)
                self.warn(
                    f"Of the {len(lines)} lines pasted, {len(bad)} {'was' if len(bad) == 1 else 'were'} "
                    f"left out (see the error above): {left}"
                )
            if changed:
                self.report()
            if batch is None:
                return 0

    def handle(self, text: str) -> str:
        """Act on one line: 'changed', 'quit', 'error' (a line left out) or '' (nothing to report)."""
        stripped = text.strip()
        if not stripped:
            return ""
        word, _, rest = stripped.partition(" ")
        command = word.lower()
        rest = rest.strip()
        if command in ("quit", "exit", "q"):
            return "quit"
        if command in ("help", "?", "h") and not rest:
            self.say(DEDUCE_HELP)
            return ""
        if command == "undo" and not rest:
            while self.lines and not self.lines[-1].strip():
                self.lines.pop()
            if not self.lines:
                self.warn("nothing to undo")
                return ""
            gone = self.lines.pop()
            self.sheet = self.parse(self.lines, self.options)
            self.say(f"undone: {printable(gone.strip())}")
            return "changed"
        if command == "reset" and not rest:
            self.lines = []
            self.sheet = self.parse(self.lines, self.options)
            self.say(f"Reset.  Game: {self.sheet.game}.")
            return ""
        if command == "list" and (not rest or rest.lower() == "all" or _whole(rest)):
            self.list(None if rest.lower() == "all" else int(rest) if rest else LISTED)
            return ""
        if command == "game":
            return self.set_game(rest)
        if command == "strategy":
            if not rest:
                self.say(f"Strategy: {self.strategy}")
                return ""
            return self.set_strategy(rest)
        if command == "drop" and _whole(rest):
            return self.drop(int(rest))
        if command == "fix" and _whole(rest[:1]):
            number, _, feedback = rest.partition(" ")
            return self.fix(int(number), feedback.strip()) if _whole(number) else self.fix(0, "")
        return self.add(text)

    def add(self, text: str) -> str:
        """Add a clue, directive or comment line; a clue already on the sheet is not added twice.

        A guess typed alone waits for its feedback on the next line (``RGBY`` then ``2 1``)."""
        pending, self.pending = self.pending, None
        if pending is not None:
            try:
                self.parse([*self.lines, f"{pending} {text.strip()}"], self.options)
            except MastermindError:
                pass  # not its feedback: the line is read by itself
            else:
                text = f"{pending} {text.strip()}"
        try:
            sheet = self.parse([*self.lines, text], self.options)
        except MastermindError as exc:
            if guess_alone(text):
                self.pending = text.strip()
                self.say(f"{printable(self.pending)}: now its feedback (such as 2 1)")
                return ""
            self.warn(error_text(exc))
            return "error"
        if len(sheet.clues) > len(self.sheet.clues):
            new = sheet.clues[-1]
            same = next((c for c in self.sheet.clues if c == new), None)
            if same is not None:
                self.warn(f"notice: line {same.line} already says {new}; not added again")
                return ""
        self.lines.append(text)
        before, self.sheet = self.sheet, sheet
        told = {(n.line, n.message) for n in before.notices}
        for notice in sheet.notices:  # a reading the player may not have meant (RBYQ: Q takes P's place)
            if (notice.line, notice.message) not in told:
                self.warn(notice.located())
        if len(sheet.clues) == len(before.clues) and not text.strip().startswith("#"):
            self.say(f"noted: {printable(text.strip())}  (game: {sheet.game})")
            return "changed" if sheet.clues or sheet.game != before.game else ""
        return "changed"

    def _clue_at(self, number: int) -> Any:
        return next((c for c in self.sheet.clues if c.line == number), None)

    def fix(self, number: int, feedback: str) -> str:
        """Give line ``number`` a new feedback, keeping its guess."""
        clue = self._clue_at(number)
        if clue is None or not feedback:
            known = ", ".join(str(c.line) for c in self.sheet.clues) or "none yet"
            self.warn(f"error: say which clue line and its feedback, e.g. 'fix 2 1 1' (clue lines: {known})")
            return ""
        lines = list(self.lines)
        lines[number - 1] = f"{clue.guess} {feedback}"
        try:
            sheet = self.parse(lines, self.options)
        except MastermindError as exc:
            self.warn(error_text(exc))
            return ""
        self.lines, self.sheet = lines, sheet
        self.say(f"line {number} is now {self._clue_at(number)}")
        return "changed"

    def drop(self, number: int) -> str:
        """Remove line ``number`` (a clue, a directive or a comment)."""
        if not 1 <= number <= len(self.lines):
            self.warn(f"error: there is no line {number}; 'list' shows the lines")
            return ""
        lines = self.lines[: number - 1] + self.lines[number:]
        try:
            sheet = self.parse(lines, self.options)
        except MastermindError as exc:
            self.warn(error_text(exc))
            self.warn(f"line {number} is kept")
            return ""
        gone = self.lines[number - 1].strip()
        self.lines, self.sheet = lines, sheet
        self.say(f"dropped line {number}: {printable(gone)}  (the lines after it move up)")
        return "changed"

    def set_game(self, rest: str) -> str:
        if not rest.strip():
            self.say(f"Game: {self.sheet.game}")
            return ""
        options = dict(self.options)
        for item in rest.replace(",", " ").split():
            key, sep, value = item.partition("=")
            if not sep:
                key, sep, value = item.partition(":")
            key, value = key.strip().lower(), value.strip()
            if not sep or not value:
                self.warn(f"error: expected key=value, such as pegs=5, not {item!r}")
                return ""
            auto = value.lower() == "auto"
            if key == "pegs":
                if not auto and not _whole(value):
                    self.warn(f"error: pegs is a number, not {value!r}")
                    return ""
                options["pegs"] = None if auto else int(value)
            elif key in ("colors", "colours"):
                options["colors"] = None if auto else value
            elif key == "repeats":
                if not auto and value.lower() not in ("yes", "no", "true", "false", "y", "n"):
                    self.warn(f"error: repeats is yes or no, not {value!r}")
                    return ""
                options["repeats"] = None if auto else value.lower() in ("yes", "true", "y")
            else:
                self.warn(f"error: unknown game setting {key!r}; use pegs, colors or repeats")
                return ""
        try:
            sheet = self.parse(self.lines, options)
        except MastermindError as exc:
            self.warn(error_text(exc))
            self.warn("the game is unchanged")
            return ""
        self.options, self.sheet = options, sheet
        self.say(f"Game: {sheet.game}")
        return "changed" if sheet.clues else ""

    def set_strategy(self, name: str) -> str:
        try:
            self.strategy = Strategy.of(name).value
        except GameError as exc:
            self.warn(f"error: {exc}")
            return ""
        self.say(f"Strategy: {self.strategy}")
        return "changed" if self.sheet.clues else ""

    def list(self, limit: int | None = LISTED) -> None:
        """The lines so far, then up to ``limit`` codes that fit (None: all of them)."""
        if not self.lines:
            self.say("No lines yet.")
        for number, line in enumerate(self.lines, 1):
            self.say(f"{number:>4}  {printable(line)}")
        self.compute(limit=limit, full=True)

    def report(self) -> None:
        self.compute(limit=SHOWN, full=False)

    def compute(self, *, limit: int | None, full: bool) -> None:
        """Show the count, some codes, and the recommendation (when affordable)."""
        sheet = self.sheet
        game = sheet.game
        try:
            outcome = deduce_sheet(
                sheet,
                recommend=not full,
                strategy=self.strategy,
                seed=self.seed,
                budget=SESSION_DEDUCE_SECONDS,
                limit=limit,
                stage=lambda label: ProgressBar(label, self.err),
            )
            d = outcome.deduction
            if not d.exact:
                self.estimated(d)
                return
            if d.count == 0:
                self.say(conflict_text(outcome.conflict, sheet, self.lines))
                self.say("Type 'fix N FEEDBACK' to correct line N, 'drop N' to remove it, or 'undo'.")
                return
            if d.count == 1:
                self.say(f"Solved: the code is {paint(d.codes[0], game, self.color)}.")
                return
            width = terminal_width(self.out)
            listed = codes_text(d.codes, game, d.count, color=self.color, width=width)
            if d.truncated:
                more = "('list all' shows them all)" if full else "('list' shows more)"
                listed = listed.replace("(--limit 0 lists them all)", more)
            self.say(f"{d.count:,} codes fit:\n{listed}")
            rec = outcome.recommendation
            if outcome.note:
                self.say(f"(no recommendation: {outcome.note})")
            if rec is None:
                return
            kind = "fits" if rec.consistent else "cannot be the code"
            self.say(f"Next guess ({self.strategy}): {paint(rec.guess, game, self.color)}  ({kind})")
            part = partition_text(rec.partition)
            if part and len(rec.partition) <= 14:
                self.say(part)
        except KeyboardInterrupt:
            self.say("\ninterrupted")
        except MastermindError as exc:
            self.warn(error_text(exc))

    def estimated(self, d: Any) -> None:
        """Show a deduction stopped by its budget: the estimate, the first codes, no recommendation."""
        game = d.sheet.game
        self.say(estimate_text(d, SESSION_DEDUCE_SECONDS) + ":")
        if d.codes:
            cells = [paint(c, game, self.color) for c in d.codes]
            self.say(columns(cells, game.pegs, terminal_width(self.out)) + "\n" + more_text(d))
        elif not any(d.positions):
            self.say("  (no code found in the time, and none ruled out)")
        self.say(f"(no recommendation: {TOO_MANY})")


# ---------------------------------------------------------------- play: the tool breaks


def _turns_conflict(conflict: Conflict | None, sheet: Sheet) -> str:
    text = conflict_text(
        conflict, sheet, noun="turn", head="Your answers contradict each other: no code fits them all."
    )
    return text + "\nType 'fix N FEEDBACK' to correct turn N, or 'undo' to take back the last answer."


class BreakerSession(_Session):
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
                    if not _whole(number) or not feedback.strip():
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


# ---------------------------------------------------------------- play: the user breaks


def maker_help(game: Any) -> str:
    """The maker's help, with an example code of its own game."""
    return MAKER_HELP.format(example=example_code(game))


class MakerSession(_Session):
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
                if outcome == "won":
                    turns = len(m.clues)
                    self.say(f"Right!  You found it in {turns} turn{'s' if turns != 1 else ''}.")
                    self.replay()
                    return 0
                if outcome == "quit":
                    secret = m.give_up()
                    self.say(f"The secret was {paint(secret, game, self.color)}.")
                    self.replay()
                    return 0
        secret = m.give_up()
        self.say(f"The secret was {paint(secret, game, self.color)}.")
        self.replay()
        return 0

    def handle(self, text: str) -> str:
        """Act on one line: 'won', 'quit' or ''."""
        m = self.maker
        game = m.game
        words = text.strip().lower().split()
        if not words:
            return ""
        if words in (["quit"], ["exit"], ["q"], ["give", "up"], ["giveup"]):
            return "quit"
        if words in (["help"], ["h"], ["?"]):
            self.say(maker_help(game))
            return ""
        if words == ["hint"]:
            self.hint()
            return ""
        if words == ["undo"]:
            gone = m.undo()
            if gone is None:
                self.warn("nothing to undo")
            else:
                self.say(f"undone: turn {gone.line}, {gone.guess} {gone.feedback}")
            return ""
        if words == ["sheet"]:
            self.say(str(m.sheet).rstrip() if m.clues else "No guesses yet.")
            return ""
        try:
            code = game_code(text, game, "guess")
            earlier = m.repeated(code)
            if earlier is not None:
                self.warn(f"you already tried {code} at turn {earlier.line}: {earlier.feedback}")
                return ""
            clue = m.guess(text)
        except MastermindError as exc:
            if isinstance(exc, NotationError):
                self.warn(f"error: {exc.message}\n{exc.caret}" if exc.line else f"error: {exc.message}")
            else:
                self.warn(error_text(exc))
            return ""
        self.say(f"  {clue.line:>2}. {paint(clue.guess, game, self.color)}  {clue.feedback}")
        return "won" if m.won else ""

    def hint(self) -> None:
        """The coach: codes that fit, whether the last guess could have won, the strategy's guess."""
        m = self.maker
        try:
            with ProgressBar("counting", self.err) as bar:
                left = count_consistent(m.sheet, progress=bar)
            self.say(f"  {left:,} code{'s' if left != 1 else ''} fit your clues so far")
            could = m.last_could_win()
            if could is not None:
                last = m.clues[-1].guess
                if could:
                    self.say(f"  your last guess {last} could have been the code")
                else:
                    self.say(
                        f"  your last guess {last} could not have been the code: an earlier clue rules it out"
                    )
            with ProgressBar("thinking", self.err):
                guess = m.suggestion(self.strategy, self.seed)
            self.say(f"  {self.strategy} would guess {paint(guess, m.game, self.color)} next")
        except KeyboardInterrupt:
            self.say("\ninterrupted")
        except MastermindError as exc:
            self.warn(error_text(exc))

    def replay(self) -> None:
        """Your guesses beside the strategy's, with the codes left after each."""
        m = self.maker
        if not m.clues:
            return
        try:
            with ProgressBar("replaying", self.err):
                rows = m.replay(self.strategy, self.seed)
        except KeyboardInterrupt:
            self.say("\ninterrupted")
            return
        except MastermindError as exc:
            self.warn(error_text(exc))
            return
        self.say(f"Replay: your guesses and {self.strategy}'s in the same position (codes left after each):")
        for r in rows:
            mine = paint(r.guess, m.game, self.color)
            theirs = paint(r.strategy_guess, m.game, self.color)
            self.say(
                f"  {r.turn:>2}. you {mine} {r.left:>7,}   {self.strategy} {theirs} {r.strategy_left:>7,}"
            )
