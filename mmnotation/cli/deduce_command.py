"""mmdeduce deduce: see its --help and docs/cli.md."""

# No ``from __future__ import annotations`` here: typer reads every command's annotations on
# every run, and as strings they would be evaluated each time (about 10 ms of start-up).
import json
import sys
from typing import TYPE_CHECKING, Annotated, Any

import typer

from mmnotation.cli import options as opt

if TYPE_CHECKING:
    from mmnotation.application.answer import Answer, Ask
    from mmnotation.model import Sheet

DEDUCE_SECONDS = 10.0
"""Seconds deduce works before it answers with an estimate instead (``--exact`` lifts it); the
same as ``application.answer.DEDUCE_SECONDS`` (a test keeps them equal: this one is read at start-up)."""


DEDUCE_EPILOG = """\
\b
Examples:
  mmdeduce sheet.txt -r              what fits, and the best next guess
  mmdeduce sheet.txt --try RGBY --top 3   how good is my guess, and the 3 best
  echo 'RGBY 2 0' | mmdeduce -       a sheet on standard input
  mmdeduce sheet.txt --json -n 0     every code, as JSON
  mmdeduce -e 'RGBY 2 0' -e 'RRGG 1 0'   clues on the command line
  mmdeduce                           interactive: type or paste clue lines

\b
Other commands (each has --help):
  mmdeduce play --secret 3632        watch the tool break a code
  mmdeduce play                      the tool guesses, you give the feedback
  mmdeduce play --maker              you guess a secret the tool chose
  mmdeduce stats                     play every secret, count the guesses
  mmdeduce notation                  the notation, in short
  mmdeduce --install-completion zsh  shell completion (bash, zsh or fish)

A sheet whose codes cannot all be counted within about 10 seconds gets the
first codes, an estimated count and the positions decided in that time;
--exact counts them all however long it takes (Ctrl-C stops it).

A FILE named like a command is read with 'mmdeduce ./play'.  Exit status: 0
when some code fits, 1 when none does, 2 for usage and notation errors, 130
when interrupted (Ctrl-C).  'mmdeduce notation' shows the notation.
"""


FileArgument = Annotated[
    str | None,
    typer.Argument(
        metavar="FILE",
        help="The clue sheet; '-' reads standard input.  None: interactive on a terminal, "
        "else standard input.",
        show_default=False,
    ),
]
ClueOption = Annotated[
    list[str] | None,
    typer.Option(
        "--clue",
        "-e",
        metavar="CLUE",
        help="A clue line, such as -e 'RGBY 2 0' (repeatable); read after FILE's lines, or "
        "alone without FILE (as grep -e).",
        show_default=False,
    ),
]
LimitOption = Annotated[
    int, typer.Option("--limit", "-n", min=0, metavar="N", help="Codes listed at most; 0 lists them all.")
]
RecommendOption = Annotated[bool, typer.Option("--recommend", "-r", help="Also recommend the next guess.")]
TryOption = Annotated[
    list[str] | None,
    typer.Option(
        "--try",
        "-t",
        metavar="GUESS",
        help="How good is GUESS? How it splits the codes that fit, whether it could be the code, and its "
        "rank among every guess by --strategy (repeatable).",
        show_default=False,
    ),
]
TopOption = Annotated[
    int | None,
    typer.Option(
        "--top",
        min=1,
        metavar="K",
        help="Also list the K best guesses by --strategy, and how many others are as good as the best.",
    ),
]
TallyOption = Annotated[
    bool,
    typer.Option(
        "--tally",
        help="With --json: for each hole, how many of the codes that fit have each colour there "
        "(the text shows it as percentages).",
    ),
]
ExactOption = Annotated[
    bool,
    typer.Option(
        "--exact",
        help=f"Count every code however long it takes; without it deduce answers with an "
        f"estimate after about {DEDUCE_SECONDS:.0f} s.",
    ),
]
StrictOption = Annotated[
    bool, typer.Option("--strict", help="Treat every notice (a reading you may not have meant) as an error.")
]
VersionOption = Annotated[
    bool,
    typer.Option("--version", callback=opt.show_version, is_eager=True, help="Print the version and exit."),
]


def deduce_command(
    file: FileArgument = None,
    clue: ClueOption = None,
    pegs: opt.PegsOption = None,
    colors: opt.ColorsOption = None,
    repeats: opt.RepeatsOption = None,
    limit: LimitOption = 100,
    recommend: RecommendOption = False,
    tries: TryOption = None,
    top: TopOption = None,
    tally: TallyOption = False,
    exact: ExactOption = False,
    strategy: opt.StrategyOption = "minimax",
    seed: opt.SeedOption = None,
    strict: StrictOption = False,
    as_json: opt.JsonOption = False,
    max_turns: opt.MaxTurnsOption = None,
    version: VersionOption = False,
) -> None:
    """Deduce the codes that fit a Mastermind clue sheet.

    A sheet has one clue a line, a guess then its feedback (black, white):
    'RGBY 2 0', 'BBYR12', 'R G B Y | 1b2w'.  Directives such as 'pegs: 5',
    'colors: RGBYOPWK' or 'repeats: no' may come before the first clue.
    """
    from mmnotation.application.answer import Ask, read_sheet  # deferred: start-up

    strategy = opt.strategy_name(strategy)
    opt.check_max_turns(max_turns, strategy)
    with opt.handled(as_json):
        if file is None and not clue and not as_json and sys.stdin.isatty():
            if max_turns is not None:
                raise typer.BadParameter("--max-turns goes with a sheet file", param_hint="'--max-turns'")
            raise typer.Exit(_session(pegs, colors, repeats, strategy, seed))
        text, path = opt.read_sheet_file(file) if file is not None or not clue else (b"", "<-e>")
        if clue:
            text = opt.with_clues(text, clue)
        sheet = read_sheet(text, pegs=pegs, colors=colors, repeats=repeats, path=path, strict=strict)
        if not as_json:
            _show_notices(sheet)
        ask = Ask(
            recommend=recommend,
            strategy=strategy,
            seed=seed,
            budget=None if exact else DEDUCE_SECONDS,
            limit=limit,
            max_turns=max_turns,
            tries=tuple(tries or ()),
            top=top,
            tally=tally,
        )
        status = _deduce(sheet, text, ask, as_json)
    raise typer.Exit(status)


def _session(
    pegs: int | None, colors: str | None, repeats: bool | None, strategy: str, seed: int | None
) -> int:
    """The interactive deduce session on a terminal; its exit status."""
    from mmnotation.cli.deduce_session import DeduceSession  # deferred: start-up
    from mmnotation.cli.session import setup_line_editing  # deferred: start-up

    setup_line_editing()
    return DeduceSession(pegs=pegs, colors=colors, repeats=repeats, strategy=strategy, seed=seed).run()


def _show_notices(sheet: "Sheet") -> None:
    """What the sheet may not have meant, read anyway: 20 at most on stderr, then a count."""
    from mmnotation.application.json_forms import MAX_ERRORS  # deferred: start-up

    for notice in sheet.notices[:MAX_ERRORS]:
        typer.echo(notice.located(), err=True)
    if len(sheet.notices) > MAX_ERRORS:
        typer.echo(f"... and {len(sheet.notices) - MAX_ERRORS} more notices", err=True)


def _deduce(sheet: "Sheet", text: bytes | str, ask: "Ask", as_json: bool) -> int:
    """Deduce, explain or recommend, judge the guesses tried, print it all; the exit status."""
    from dataclasses import replace  # deferred: start-up

    from mmnotation.application.answer import GuessError, answer_sheet  # deferred: start-up
    from mmnotation.cli.render import deduction_text, more_colours_text  # deferred: start-up
    from mmnotation.cli.terminal import ProgressBar, terminal_width, use_color  # deferred: start-up
    from mmnotation.codes.compiled import tell_before_compiling  # deferred: start-up
    from mmnotation.notation.text import split_lines  # deferred: start-up

    if ask.recommend:  # a recommendation on a large game may wait for numba to compile: say so then
        tell_before_compiling(lambda notice: opt.say_notice(notice, own_line=True))
    try:
        # --limit 0 keeps a few codes here and streams them all afterwards (docs/cli.md)
        answer = answer_sheet(sheet, replace(ask, limit=ask.limit or STREAM_PROBE), stage=ProgressBar)
    except GuessError as exc:  # before any output: a usage error, exit 2
        opt.fail(f"{opt.PROG}: error: {opt.message_of(exc)}", 2)
    finally:
        tell_before_compiling(None)
    outcome = answer.outcome
    deduction, conflict, rec = outcome.deduction, outcome.conflict, outcome.recommendation
    note = f"(no recommendation: {outcome.note})\n" if outcome.note else ""
    if outcome.more is not None:  # no code fits, but a game of more colours admits some
        note += more_colours_text(sheet.game, *outcome.more) + "\n"
    judged_text = _judged_text(answer)
    streamed = ask.limit == 0 and deduction.exact and deduction.count > len(deduction.codes)
    if streamed:
        _stream(deduction, rec, as_json, answer.json_extra())
        if not as_json:
            sys.stdout.write(judged_text)
    elif as_json:
        opt.emit_json(answer.json())
    else:
        # the lines as the parser numbers them (a lone CR or U+2028 ends no line)
        decoded = text.decode("utf-8", "replace") if isinstance(text, bytes) else text
        source = split_lines(decoded.removeprefix("\ufeff"))
        shown = deduction_text(
            deduction,
            recommendation=rec,
            conflict=conflict,
            source=source,
            color=use_color(sys.stdout),
            width=terminal_width(),
            budget=ask.budget,
        )
        typer.echo(shown + note + judged_text, nl=False)
    return _status(deduction)  # inside the guard: Ctrl-C during the search is exit 130


def _judged_text(answer: "Answer") -> str:
    """``--try`` and ``--top`` as text (empty when not asked)."""
    from mmnotation.cli.render import judgement_text, top_text  # deferred: start-up
    from mmnotation.cli.terminal import use_color  # deferred: start-up

    judged, game = answer.judged, answer.sheet.game
    if judged is None:
        return ""
    if judged.why:
        return f"(no judgement of guesses: {judged.why})\n"
    color = use_color(sys.stdout)
    shown = "".join(judgement_text(j, game, color) + "\n" for j in judged.tries)
    if judged.top is not None:
        shown += top_text(list(judged.top), judged.ties, game, color)
    elif judged.top_error:
        shown += f"(no best guesses: {judged.top_error})\n"
    return shown


STREAM_PROBE = 1000
"""Codes deduce keeps with ``--limit 0``: more are listed from a second, streamed walk."""


def _stream(deduction: Any, rec: Any, as_json: bool, extra: dict[str, Any]) -> None:
    """Every code of an exact deduction, written as the engine finds them (constant memory)."""
    from mmnotation.application.json_forms import deduction_json  # deferred: start-up
    from mmnotation.cli.render import deduction_stream  # deferred: start-up
    from mmnotation.cli.terminal import terminal_width, use_color  # deferred: start-up
    from mmnotation.engine.walk import consistent_codes  # deferred: start-up

    out = sys.stdout
    codes = consistent_codes(deduction.sheet)
    if as_json:
        obj = {**deduction_json(deduction, rec, None), **extra}
        obj["codes"], obj["truncated"] = [], False
        text = opt.json_text(obj)
        cut = text.index('"codes": []') + len('"codes": [')  # a key: quotes in strings are escaped
        out.write(text[:cut])
        first = True
        batch: list[str] = []
        for code in codes:
            batch.append(json.dumps(str(code), ensure_ascii=False))
            if len(batch) == 4096:
                out.write(("" if first else ", ") + ", ".join(batch))
                first, batch = False, []
        if batch:
            out.write(("" if first else ", ") + ", ".join(batch))
        out.write(text[cut:] + "\n")
        return

    for piece in deduction_stream(
        deduction, codes, recommendation=rec, color=use_color(out), width=terminal_width()
    ):
        out.write(piece)


def _status(deduction: Any) -> int:
    """0 when some code fits, 1 when none does.

    When the time budget ran out before any code was seen or ruled out, the
    question is settled by a search for one code, without a budget: the exit
    status is a promise (0, 1 or 2, README, "JSON, exit status, completion"), an estimate cannot keep it.  The
    search shows its progress and stops cleanly on Ctrl-C.
    """
    from mmnotation.cli.terminal import ProgressBar  # deferred: start-up
    from mmnotation.engine.walk import any_consistent  # deferred: start-up

    if deduction.exact:
        return 0 if deduction.count else 1
    # Listed codes and proved positions are consistent codes seen; an estimate proves nothing.
    if deduction.codes or any(deduction.positions):
        return 0
    with ProgressBar("deciding whether any code fits") as bar:
        return 0 if any_consistent(deduction.sheet, progress=bar) else 1
