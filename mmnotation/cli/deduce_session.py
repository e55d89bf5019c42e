"""The deduce session: clue lines typed or pasted one after another, the deduction after each."""

from __future__ import annotations

import difflib
import textwrap
from collections.abc import Callable
from typing import IO, Any

from mmnotation.application.sheet_editor import Changed, Refused, SheetEditor
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
from mmnotation.cli.session import Outcome, Session, error_text, pending_input, whole
from mmnotation.cli.terminal import ProgressBar, terminal_width
from mmnotation.deduction.flow import TOO_MANY, deduce_sheet
from mmnotation.errors import MastermindError, printable
from mmnotation.model import Sheet
from mmnotation.notation.palette import SUPER_COLORS, SUPER_PEGS, wider_game
from mmnotation.notation.reading_state import LETTERS, ColorsOption
from mmnotation.strategies.judge import best_guesses
from mmnotation.strategies.table import SCORED, Strategy, listed

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
  strategy [NAME]         {strategies}
  help                    this text
  quit                    leave (so does Ctrl-D)""".format(
    strategies=("\n" + " " * 26).join(textwrap.wrap("show or set: " + listed(), 59))
)


class DeduceSession(Session):
    """Clue lines typed or pasted one after another, with the deduction after each: the sheet's
    editing is ``application.sheet_editor``'s; this shows its outcomes and the deduction."""

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
        self.editor = SheetEditor(pegs=pegs, colors=colors, repeats=repeats, strategy=strategy)
        self.seed = seed
        self.left_out = 0  # lines of the current paste left out so far

    @property
    def sheet(self) -> Sheet:
        return self.editor.sheet

    @property
    def lines(self) -> list[str]:
        return self.editor.lines

    @property
    def strategy(self) -> str:
        return self.editor.strategy

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
                    if outcome is Outcome.QUIT:
                        return 0
                    changed = changed or outcome is Outcome.CHANGED
                    if text.strip():
                        lines.append(text)
                    if outcome is Outcome.LEFT_OUT:
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
        if self.editor.options.get("colors") is not None or self.lines:
            return str(game)
        count = len(game.colors)
        lettered = SUPER_COLORS if game.pegs == SUPER_PEGS else count  # 5 pegs of letters: Super Mastermind
        letters = f"{lettered} colours {LETTERS[:lettered]}" if lettered != count else LETTERS[:count]
        rule = "" if game.repeats else ", no repeats"
        digits = "".join(game.colors)
        return f"{game.pegs} pegs, {count} colours {digits} or {letters}, as your clues write them{rule}"

    def handle(self, text: str) -> Outcome:
        """Act on one line typed."""
        stripped = text.strip()
        if not stripped:
            return Outcome.NOTHING
        word, _, rest = stripped.partition(" ")
        command = word.lower()
        rest = rest.strip()
        if command in ("quit", "exit", "q"):
            return Outcome.QUIT
        if command in ("help", "?", "h") and not rest:
            self.say(DEDUCE_HELP)
            return Outcome.NOTHING
        if command == "list" and (not rest or rest.lower() == "all" or whole(rest)):
            self.list(None if rest.lower() == "all" else int(rest) if rest else LISTED)
            return Outcome.NOTHING
        if command == "try" and rest:
            self.judge_guess(self.sheet, rest, self.strategy)
            return Outcome.NOTHING
        if command == "top" and (not rest or whole(rest)) and rest != "0":
            self.show_best(self.sheet, int(rest) if rest else TOP, self.strategy)
            return Outcome.NOTHING
        act = self._command(command, rest)
        if act is not None:
            return self._carry_out(act)
        if command in USAGE and not self.editor.reads_as_a_line(text):
            self.warn(f"usage: {USAGE[command]}")  # a command with wrong arguments, not a clue
            return Outcome.LEFT_OUT
        meant = _meant(command)
        if meant is not None and not self.editor.reads_as_a_line(text):
            self.warn(
                f"unknown command {printable(word)!r}: did you mean '{meant}'? ('help' lists the commands)"
            )
            return Outcome.LEFT_OUT
        return self.add(text)

    def _command(self, command: str, rest: str) -> Callable[[], Changed] | None:
        """The editor's command a line asks for, ready to run; None when it asks for none."""
        editor = self.editor
        number, _, after = rest.partition(" ")
        if command == "undo" and not rest:
            return editor.undo
        if command == "reset" and not rest:
            return editor.reset
        if command == "game":
            return lambda: editor.set_game(rest)
        if command == "strategy":
            return lambda: editor.set_strategy(rest)
        if command == "drop" and whole(rest):
            return lambda: editor.drop(int(rest))
        if command == "edit" and whole(number) and after.strip():
            return lambda: editor.edit(int(number), after.strip())
        if command == "fix" and whole(rest[:1]):
            return lambda: editor.fix(int(number), after.strip()) if whole(number) else editor.fix(0, "")
        return None

    def _carry_out(self, act: Callable[[], Changed]) -> Outcome:
        try:
            done = act()
        except Refused as refused:
            self.refused(refused)
            return Outcome.NOTHING
        self.say(done.message)
        return Outcome.CHANGED if done.changed else Outcome.NOTHING

    def refused(self, refused: Refused) -> None:
        self.warn(error_text(refused.error) if refused.error is not None else refused.message)
        if refused.then:
            self.warn(refused.then)

    def add(self, text: str) -> Outcome:
        """Add a line to the sheet (a clue, a directive, a comment, a guess waiting for its feedback)."""
        try:
            added = self.editor.add(text, self.left_out)
        except Refused as refused:
            self.refused(refused)
            return Outcome.LEFT_OUT
        if added.kind == "waiting":
            self.say(f"{printable(added.text)}: now its feedback (such as 2 1)")
        elif added.kind == "repeated":
            self.warn(f"notice: line {added.same_line} already says {added.text}; not added again")
        for notice in added.notices:  # a reading the player may not have meant (RBYQ: Q takes P's place)
            self.warn(notice.located())
        if added.kind == "noted":
            self.say(f"noted: {printable(added.text)}  (game: {self.sheet.game})")
        return Outcome.CHANGED if added.changed else Outcome.NOTHING

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
