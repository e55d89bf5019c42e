"""The deduce session: clue lines typed or pasted one after another, the deduction after each."""

from __future__ import annotations

import difflib
from typing import IO, Any

from mmnotation.cli.render import (
    codes_text,
    columns,
    conflict_text,
    estimate_text,
    more_colours_text,
    more_text,
    paint,
    partition_text,
)
from mmnotation.cli.session import Session, error_text, pending_input, whole
from mmnotation.cli.terminal import ProgressBar, terminal_width
from mmnotation.deduction.flow import TOO_MANY, deduce_sheet
from mmnotation.errors import (
    GameError,
    MastermindError,
    NotationError,
    NotationMeaningError,
    NotationNotice,
    printable,
)
from mmnotation.model import Sheet
from mmnotation.notation.found import LETTERS, ColorsOption
from mmnotation.notation.palette import SUPER_COLORS, SUPER_PEGS, wider_game
from mmnotation.notation.reader import DIRECTIVE
from mmnotation.notation.sheet import parse_sheet
from mmnotation.notation.two_lines import guess_alone
from mmnotation.strategies.judge import best_guesses
from mmnotation.strategies.recommendation import SCORED, Strategy

SHOWN = 12
"""Codes shown after each clue in the deduce session."""
LISTED = 1000
"""Codes shown by ``list``."""
SESSION_DEDUCE_SECONDS = 5.0
"""Seconds the session spends on the codes after a clue before it shows an estimate instead."""
TOP = 5  # guesses 'top' lists when no number is given
TIES_SHOWN = 3  # guesses as good as the recommendation, named after it
TIES_WORK = 2e7  # guess-code pairs ranked at most for that line (a few hundredths of a second)
USAGE = {
    "undo": "undo (takes back the last action; no argument)",
    "reset": "reset (starts again with no lines; no argument)",
    "drop": "drop N (removes line N, e.g. 'drop 2')",
    "fix": "fix N FEEDBACK (gives line N a new feedback, e.g. 'fix 2 1 1')",
    "edit": "edit N LINE (replaces line N whole, e.g. 'edit 2 RGBY 1 0')",
    "list": "list, list N or list all",
    "try": "try GUESS (e.g. 'try RGBY')",
    "top": "top or top K (K a whole number, 1 or more)",
    "help": "help (no argument)",
}
"""How each command is written, for one typed with the wrong arguments."""

COMMANDS = [
    "quit",
    "exit",
    "help",
    "undo",
    "reset",
    "list",
    "game",
    "strategy",
    "try",
    "top",
    "drop",
    "edit",
    "fix",
]
"""The session's commands, for 'did you mean' when one is mistyped ('lsit', 'strat parts')."""


def _meant(word: str) -> str | None:
    """The command a mistyped word was meant to be ('lsit', 'strat'), or None: close to one
    command, or the start (3 letters or more) of one alone; never a command itself."""
    if word in COMMANDS:
        return None
    close = difflib.get_close_matches(word, COMMANDS, n=1, cutoff=0.75)
    if close:
        return close[0]
    started = [c for c in COMMANDS if len(word) >= 3 and c.startswith(word)]
    return started[0] if len(started) == 1 else None


SKIPPED = ("skipped ", "read as pasted text")  # the sheet's notice of its lines of text
SKIPPED_ONE = "this line holds no guess for the game: kept as text, not a clue ('help' lists the commands)"

DEDUCE_HELP = """\
Type or paste clue lines, e.g. 'RGBY 2 0' or 'BBYR12'; directives such as
'pegs: 5' may come before the first clue.  After each line (or pasted block)
you see how many codes fit, a few of them, and the recommended next guess.
Commands:
  undo                    take back the last action (a line added, fixed, edited,
                          dropped, or a reset)
  fix N FEEDBACK          correct the feedback of line N, e.g. 'fix 2 1 1'
  edit N LINE             replace line N whole, e.g. 'edit 2 RGBY 1 0'
  drop N                  remove line N
  try GUESS               how good GUESS is now: how it splits the codes that fit,
                          whether it could be the code, its rank by the strategy
  top [K]                 the K best guesses now (5 if not given), and how many tie
  list                    show the lines so far and up to 1,000 codes that fit
  list N, list all        show the lines and N codes, or every code
  reset                   start again with no lines
  game [pegs=N] [colors=N|ALPHABET] [repeats=yes|no]
                          show or set the game (a value 'auto' lets the lines decide)
  strategy [NAME]         show or set: minimax (or knuth), expected (irving), entropy
                          (neuwirth), parts (kooi), first, random or optimal
  help                    this text
  quit                    leave (so does Ctrl-D)"""


class DeduceSession(Session):
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
        self.actions: list[tuple[list[str], str]] = []  # (the lines before, what changed them): undo
        self.left_out = 0  # lines of the current paste left out so far

    @staticmethod
    def parse(lines: list[str], options: dict[str, Any]) -> Sheet:
        """The sheet of ``lines``; the sheet parser settles the game.  Raises MastermindError."""
        return parse_sheet("\n".join(lines), path="input", **options)

    def run(self) -> int:
        """Run until Ctrl-D or quit; the exit status is 0."""
        self.say(f"Game: {self.banner_game()}.  Type clue lines ('help' for commands, Ctrl-D to leave).")
        while True:
            batch = self.read()
            if batch is None:
                return 0
            changed = False
            lines: list[str] = []
            bad: list[str] = []
            self.left_out = 0
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
                        self.left_out += 1
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

    def banner_game(self) -> str:
        """The game as the session starts: with no colours given, the palette of the first clue's
        kind (letters RGBYOP..., digits 123456...), whichever it is."""
        game = self.sheet.game
        if self.options.get("colors") is not None or self.lines:
            return str(game)
        count = len(game.colors)
        lettered = SUPER_COLORS if game.pegs == SUPER_PEGS else count  # 5 pegs of letters: Super Mastermind
        letters = f"{lettered} colours {LETTERS[:lettered]}" if lettered != count else LETTERS[:count]
        rule = "" if game.repeats else ", no repeats"
        digits = "".join(game.colors)
        return f"{game.pegs} pegs, {count} colours {digits} or {letters}, as your clues write them{rule}"

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
            return self.undo()
        if command == "reset" and not rest:
            self.actions.append((self.lines, "reset"))
            self.lines = []
            self.sheet = self.parse(self.lines, self.options)
            self.say(f"Reset.  Game: {self.sheet.game}.  ('undo' brings the lines back)")
            return ""
        if command == "list" and (not rest or rest.lower() == "all" or whole(rest)):
            self.list(None if rest.lower() == "all" else int(rest) if rest else LISTED)
            return ""
        if command == "game":
            return self.set_game(rest)
        if command == "strategy":
            if not rest:
                self.say(f"Strategy: {self.strategy}")
                return ""
            return self.set_strategy(rest)
        if command == "try" and rest:
            self.judge_guess(self.sheet, rest, self.strategy)
            return ""
        if command == "top" and (not rest or whole(rest)) and rest != "0":
            self.show_best(self.sheet, int(rest) if rest else TOP, self.strategy)
            return ""
        if command == "drop" and whole(rest):
            return self.drop(int(rest))
        if command == "edit" and whole(rest.partition(" ")[0]) and rest.partition(" ")[2].strip():
            number, _, line = rest.partition(" ")
            return self.edit(int(number), line.strip())
        if command == "fix" and whole(rest[:1]):
            number, _, feedback = rest.partition(" ")
            return self.fix(int(number), feedback.strip()) if whole(number) else self.fix(0, "")
        if command in USAGE and not self.reads_as_a_line(text):
            self.warn(f"usage: {USAGE[command]}")  # a command with wrong arguments, not a clue
            return "error"
        meant = _meant(command)
        if meant is not None and not self.reads_as_a_line(text):
            self.warn(
                f"unknown command {printable(word)!r}: did you mean '{meant}'? ('help' lists the commands)"
            )
            return "error"
        return self.add(text)

    def reads_as_a_line(self, text: str) -> bool:
        """Whether ``text`` reads as a line of the sheet that says something: a clue (whose guess
        may spell a command), a directive or a comment; not text the sheet skips ('drop', 'lsit')."""
        try:
            sheet = self.parse([*self.lines, text], self.options)
        except MastermindError:
            return False
        stripped = text.strip()
        return (
            len(sheet.clues) > len(self.sheet.clues)
            or stripped.startswith("#")
            or DIRECTIVE.match(stripped) is not None
        )

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
            self.warn(error_text(self._where_typed(text, exc)))
            return "error"
        short = self._wrong_length(text, sheet)
        if short is not None:
            self.warn(short)
            return "error"
        if len(sheet.clues) > len(self.sheet.clues):
            new = sheet.clues[-1]
            same = next((c for c in self.sheet.clues if c == new), None)
            if same is not None:
                self.warn(f"notice: line {same.line} already says {new}; not added again")
                return ""
        self.actions.append((list(self.lines), text.strip()))
        self.lines.append(text)
        before, self.sheet = self.sheet, sheet
        told = {(n.line, n.message) for n in before.notices}
        for notice in sheet.notices:  # a reading the player may not have meant (RBYQ: Q takes P's place)
            if (notice.line, notice.message) in told:
                continue
            if notice.message.startswith(SKIPPED):  # the sheet's list of its text lines: this one's alone
                if len(sheet.clues) == len(before.clues):
                    one = NotationNotice(
                        SKIPPED_ONE, line=len(self.lines), column=1, source=text, path="input"
                    )
                    self.warn(one.located())
                continue
            self.warn(notice.located())
        if len(sheet.clues) == len(before.clues) and not text.strip().startswith("#"):
            self.say(f"noted: {printable(text.strip())}  (game: {sheet.game})")
            return "changed" if sheet.clues or sheet.game != before.game else ""
        return "changed"

    def _wrong_length(self, text: str, sheet: Sheet) -> str | None:
        """The error of a guess of the wrong length typed alone ('RGB' in a game of 4 pegs), which
        the sheet would keep as text: every symbol of the game's palette, no clue added."""
        word = text.strip().upper().replace(" ", "")
        game = sheet.game
        if (
            len(sheet.clues) > len(self.sheet.clues)
            or not word
            or len(word) == game.pegs
            or not self.sheet.clues
        ):
            return None
        if not all(ch in game.colors for ch in word):
            return None
        number = len(self.lines) + 1
        problem = NotationMeaningError(
            f"this guess has {len(word)} peg{'s' if len(word) != 1 else ''}, but the game has {game.pegs}",
            line=number,
            column=1,
            source=text,
            path="input",
        )
        return problem.located()

    def _where_typed(self, text: str, exc: MastermindError) -> MastermindError:
        """The error of a line left out, at the place it was typed: after the lines of the same
        paste left out before it (which the sheet does not count)."""
        if not self.left_out or not isinstance(exc, NotationError):
            return exc
        try:
            self.parse([*self.lines, *[""] * self.left_out, text], self.options)
        except MastermindError as placed:
            return placed
        return exc  # pragma: no cover - a line that fails alone fails after blank lines too

    def _clue_at(self, number: int) -> Any:
        return next((c for c in self.sheet.clues if c.line == number), None)

    def undo(self) -> str:
        """Take back the last action: a line added, fixed, edited or dropped, or a reset."""
        if not self.actions:
            self.warn("nothing to undo")
            return ""
        lines, what = self.actions.pop()
        self.lines, self.sheet = lines, self.parse(lines, self.options)
        self.say(f"undone: {printable(what)}")
        return "changed"

    def edit(self, number: int, line: str) -> str:
        """Replace line ``number`` whole: its guess and its feedback (``edit 2 RGBY 1 0``)."""
        if not 1 <= number <= len(self.lines):
            self.warn(f"error: there is no line {number}; 'list' shows the lines")
            return ""
        lines = list(self.lines)
        lines[number - 1] = line
        try:
            sheet = self.parse(lines, self.options)
        except MastermindError as exc:
            self.warn(error_text(exc))
            return ""
        self.actions.append(
            (self.lines, f"edit {number} (line {number} is {self.lines[number - 1].strip()} again)")
        )
        self.lines, self.sheet = lines, sheet
        self.say(f"line {number} is now {printable(line)}")
        return "changed"

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
        self.actions.append((self.lines, f"fix {number} (line {number} is {clue} again)"))
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
        self.actions.append((self.lines, f"drop {number} (line {number} is back: {gone})"))
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
                if not auto and not whole(value):
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
                wider=wider_game(sheet),
            )
            d = outcome.deduction
            if not d.exact:
                self.estimated(d)
                return
            if d.count == 0:
                self.say(conflict_text(outcome.conflict, sheet, self.lines))
                if outcome.more is not None:
                    self.say(more_colours_text(game, *outcome.more))
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
            self.show_ties(sheet, rec, d.count)
        except KeyboardInterrupt:
            self.say("\ninterrupted")
        except MastermindError as exc:
            self.warn(error_text(exc))

    def show_ties(self, sheet: Sheet, rec: Any, count: int) -> None:
        """One line after the recommendation: the guesses as good as it, for players choose among
        equals (a consistent one, one that reuses their pegs).  Only where ranking every guess is
        quick; 'top' ranks them whatever it takes."""
        if Strategy.of(self.strategy) not in SCORED or sheet.game.size * count > TIES_WORK:
            return
        best, ties = best_guesses(sheet, TIES_SHOWN + 1, self.strategy)
        others = [r.guess for r in best if r.guess != rec.guess][: min(ties, TIES_SHOWN)]
        if not others:
            self.say("  no other guess is as good")
            return
        names = "  ".join(paint(code, sheet.game, self.color) for code in others)
        more = ties - len(others)
        rest = f" and {more:,} more ('top {ties + 1}' lists them all)" if more else ""
        self.say(f"  as good: {names}{rest}")

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
