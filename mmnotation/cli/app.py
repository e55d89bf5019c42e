"""The ``mmdeduce`` command line: deduce (the default command), play, stats and notation.

The only module that imports typer, and only through typer's documented API
(custom command classes through ``cls=``, as typer's documentation shows).
It reads the options, calls the library, prints what ``_render`` makes of the
results, and turns the package's errors into messages and exit statuses: 0 when
some code fits, 1 when none does, 2 for usage and notation errors, 130 when
interrupted.  The engine, the strategies and numpy are imported inside the
commands, so that start-up stays quick.
"""

# No ``from __future__ import annotations`` here: typer reads every command's annotations on
# every run, and as strings they would be evaluated each time (about 10 ms of start-up).
import json
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any, NoReturn

import typer
from typer.core import TyperCommand, TyperGroup

from mmnotation._version import __version__
from mmnotation.errors import GameError, MastermindError, NotationError, printable

if TYPE_CHECKING:
    from mmnotation.model import Code, Game

# Everything else (the sheet parser, the engine, the renderers, numpy) is imported
# inside the commands: --version and --help load only typer (README, Performance).

PROG = "mmdeduce"
DEDUCE_SECONDS = 10.0
"""Seconds deduce works before it answers with an estimate instead (``--exact`` lifts it)."""
STRATEGY_HELP = (
    "How to choose a guess: minimax (Knuth), expected, entropy, parts, first, random, "
    "or optimal (the least total of guesses; games of at most 1,296 codes)."
)


def suggestion(word: str, commands: list[str]) -> str | None:
    """The command ``word`` was probably meant to be, or None.

    >>> suggestion("stat", ["deduce", "play", "stats"])
    'stats'
    >>> suggestion("plya", ["deduce", "play", "stats"])
    'play'
    """
    import difflib

    if any(ch in word for ch in "./\\"):  # a path: 'cannot read' says it better
        return None
    if word.lower() in ("help", "-help", "--h"):
        return "--help"
    lowered = word.lower()
    if lowered in commands:
        return lowered
    close = difflib.get_close_matches(lowered, commands, n=1, cutoff=0.6)
    if close:
        return close[0]
    prefixed = [c for c in commands if c.startswith(lowered) or lowered.startswith(c)]
    return prefixed[0] if len(prefixed) == 1 else None


class DefaultGroup(TyperGroup):
    """A group whose first argument, unless it names a command, goes to ``deduce``.

    So ``mmdeduce FILE`` deduces; a file called like a command (``play``) is read
    with ``mmdeduce ./play`` or ``mmdeduce deduce play``: the command wins.  A
    word that is no file but looks like a mistyped command (``stat``, ``plya``,
    ``help``) gets a suggestion and exit status 2.
    """

    def parse_args(self, ctx: Any, args: list[str]) -> list[str]:
        if args and args[0] in ("--install-completion", "--show-completion"):
            return super().parse_args(ctx, args)
        if ctx.resilient_parsing and not args:  # shell completion of the command's name
            return super().parse_args(ctx, args)
        if not args or args[0] not in self.commands:
            word = args[0] if args else "-"
            if not ctx.resilient_parsing and not word.startswith("-") and not Path(word).exists():
                meant = suggestion(word, sorted(self.commands))
                if meant is not None:
                    typer.echo(
                        f"{PROG}: error: no command or file {word!r}; did you mean '{PROG} {meant}'?",
                        err=True,
                    )
                    ctx.exit(2)
            args = ["deduce", *args]
        return super().parse_args(ctx, args)


class DeduceCommand(TyperCommand):
    """The deduce command, whose usage line reads as the program's own."""

    def format_usage(self, ctx: Any, formatter: Any) -> None:
        root = ctx.find_root().info_name or PROG
        formatter.write_usage(root, " ".join(self.collect_usage_pieces(ctx)))


app = typer.Typer(
    name=PROG,
    cls=DefaultGroup,
    rich_markup_mode=None,
    context_settings={"help_option_names": ["-h", "--help"]},
    help="Deduce Mastermind codes from a clue sheet.",
    pretty_exceptions_enable=False,
)


# ---------------------------------------------------------------- shared options


def pegs_option(default: str) -> Any:
    """The ``--pegs`` option of every command, declared once; ``default`` says where the
    number comes from when it is not given."""
    return typer.Option("--pegs", min=1, max=32, metavar="N", help=f"Holes in a code ({default}).")


PegsOption = Annotated[int | None, pegs_option("else the sheet decides")]
ColorsOption = Annotated[
    str | None,
    typer.Option(
        "--colors",
        "--colours",
        metavar="N|ALPHABET",
        help="A number of colours, or the palette itself, e.g. RGBYOP (else the sheet decides; 6).",
    ),
]
PlayPegsOption = Annotated[int | None, pegs_option("default: as many as --secret or --first has, else 4")]
StatsPegsOption = Annotated[int | None, pegs_option("default: as many as --first has, else 4")]


def first_option(more: str = "") -> Any:
    """The ``--first`` option of ``play`` and ``stats``, declared once (``more`` adds to its help)."""
    return typer.Option("--first", metavar="GUESS", help=f"Force the opening guess{more}.")


GameColorsOption = Annotated[
    str | None,
    typer.Option(
        "--colors",
        "--colours",
        metavar="N|ALPHABET",
        help="A number of colours, or the palette itself, e.g. RGBYOP (default: 6).",
    ),
]
RepeatsOption = Annotated[
    bool | None,
    typer.Option("--repeats/--no-repeats", help="May a secret use a colour twice? (default: yes)"),
]
StrategyOption = Annotated[str, typer.Option("--strategy", "-s", metavar="NAME", help=STRATEGY_HELP)]
SeedOption = Annotated[
    int | None, typer.Option("--seed", min=0, metavar="N", help="Seed for the random choices (0 or more).")
]
JsonOption = Annotated[bool, typer.Option("--json", help="Print one JSON object (see the README).")]
MaxTurnsOption = Annotated[
    int | None,
    typer.Option(
        "--max-turns",
        min=1,
        metavar="N",
        help="With --strategy optimal: no secret may take more than N guesses (the best total then).",
    ),
]


def _max_turns(max_turns: int | None, strategy: str) -> None:
    """--max-turns goes with the optimal strategy only.  Raises typer.BadParameter."""
    if max_turns is not None and strategy != "optimal":
        raise typer.BadParameter(
            "a turn limit is kept by the optimal strategy only: add --strategy optimal",
            param_hint="'--max-turns'",
        )


def _version(value: bool) -> None:
    if value:
        typer.echo(f"{PROG} {__version__}")
        raise typer.Exit(0)


# ---------------------------------------------------------------- plumbing


def _fail(message: str, status: int = 2) -> NoReturn:
    typer.echo("\n".join(printable(line) for line in message.split("\n")), err=True)
    raise typer.Exit(status)


@contextmanager
def _handled(as_json: bool = False) -> Iterator[None]:
    """Turn the package's errors and Ctrl-C into a message and an exit status.

    With ``as_json``, a sheet's errors are data on standard output: ``{"errors": [...]}``.
    """
    try:
        yield
    except NotationError as exc:
        from mmnotation.cli.render import errors_json, errors_text

        if as_json:
            _emit_json(errors_json(exc))
            raise typer.Exit(2) from None
        _fail(errors_text(exc), 2)
    except MastermindError as exc:
        _fail(f"{PROG}: error: {exc}", 2)
    except KeyboardInterrupt:
        _fail(f"\n{PROG}: interrupted", 130)


def _strategy(name: str) -> str:
    """The strategy's name, checked against the Strategy enum.  Raises typer.BadParameter."""
    from mmnotation.strategies.recommendation import Strategy

    try:
        return Strategy.of(name).value
    except GameError as exc:
        raise typer.BadParameter(str(exc), param_hint="'--strategy'") from None


def _read(file: str | None) -> tuple[bytes | str, str]:
    """The sheet's text and the name to report it by.  Exits with 2 when it cannot be read."""
    if file is None or file == "-":
        stream = getattr(sys.stdin, "buffer", None)
        return (stream.read() if stream is not None else sys.stdin.read()), "<stdin>"
    try:
        return Path(file).read_bytes(), file
    except OSError as exc:
        _fail(f"{PROG}: error: cannot read {file!r}: {exc.strerror or exc}", 2)


def _with_clues(text: bytes | str, clues: list[str]) -> bytes:
    """The sheet's text, then the -e clue lines (numbered on from the sheet's last line)."""
    data = text if isinstance(text, bytes) else text.encode("utf-8")
    if data and not data.endswith(b"\n"):
        data += b"\n"
    return data + "".join(line + "\n" for line in clues).encode("utf-8", "surrogateescape")


def _game(
    pegs: int | None, colors: str | None, repeats: bool | None, codes: dict[str, str | None]
) -> "tuple[Game, dict[str, Code | None]]":
    """The game the options describe, and the codes given as options read in it.

    The codes settle the game by the rules that settle a sheet's guesses, so that the
    rules stay in one place; an error names the option at fault and speaks of
    its code, never of sheet lines.  Exits with 2 on a bad option.
    """
    from mmnotation.notation.sheet import game_of_codes

    given = {k: v.strip() for k, v in codes.items() if v is not None}
    names = list(given)

    def settle(values: list[str]) -> "Game":
        return game_of_codes(values, pegs=pegs, colors=colors, repeats=repeats)

    def read(option: str, game: "Game") -> "Code":
        from mmnotation.cli.play import game_code, secret_code

        return (secret_code if option == "--secret" else game_code)(given[option], game)

    game: Game | None = None
    for i, option in enumerate(names):
        try:
            game = settle([given[n] for n in names[: i + 1]])
        except NotationError as exc:
            try:
                # alone, or in the game the options before it settled
                read(option, game if game is not None else settle([]))
            except MastermindError as own:
                _fail(f"{PROG}: error: {option} {given[option]!r}: {_message(own)}", 2)
            _fail(f"{PROG}: error: {option} {given[option]!r}: {_message(exc)}", 2)
        except MastermindError as exc:
            _fail(f"{PROG}: error: {exc}", 2)
    try:
        if game is None:
            game = settle([])
        out: dict[str, Code | None] = dict.fromkeys(codes)
        for option in names:
            out[option] = read(option, game)
    except MastermindError as exc:
        bad = next(iter(given.items()), None)
        where = f"{bad[0]} {bad[1]!r}: " if bad and len(given) == 1 else ""
        _fail(f"{PROG}: error: {where}{_message(exc)}", 2)
    return game, out


def _message(exc: MastermindError) -> str:
    return exc.message if isinstance(exc, NotationError) else str(exc)


def _emit_json(obj: object) -> None:
    typer.echo(json_text(obj))


def json_text(obj: object) -> str:
    """``obj`` as JSON, non-ASCII text kept but control and format characters escaped.

    json.dumps escapes only the C0 controls; a C1 control (U+009B is CSI), U+2028 or a
    bidirectional override from a sheet would reach the terminal raw.
    """
    text = json.dumps(obj, ensure_ascii=False)
    if text.isascii():
        return text
    if printable(text) == text:
        return text
    out = []
    for ch in text:
        if printable(ch) == ch:
            out.append(ch)
        else:  # in a JSON string (structure is ASCII): a \\u escape, surrogates for the astral
            data = ch.encode("utf-16-be", "surrogatepass")
            out.extend(f"\\u{int.from_bytes(data[i : i + 2], 'big'):04x}" for i in range(0, len(data), 2))
    return "".join(out)


# ---------------------------------------------------------------- deduce

DEDUCE_EPILOG = """\
\b
Examples:
  mmdeduce sheet.txt -r              what fits, and the best next guess
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
  mmdeduce --install-completion      shell completion (bash, zsh, fish)

A sheet whose codes cannot all be counted within about 10 seconds gets the
first codes, an estimated count and the positions decided in that time;
--exact counts them all however long it takes (Ctrl-C stops it).

A FILE named like a command is read with 'mmdeduce ./play'.  Exit status: 0
when some code fits, 1 when none does, 2 for usage and notation errors, 130
when interrupted (Ctrl-C).  'mmdeduce notation' shows the notation.
"""


@app.command("deduce", cls=DeduceCommand, epilog=DEDUCE_EPILOG)
def deduce_command(
    file: Annotated[
        str | None,
        typer.Argument(
            metavar="FILE",
            help="The clue sheet; '-' reads standard input.  None: interactive on a terminal, "
            "else standard input.",
            show_default=False,
        ),
    ] = None,
    clue: Annotated[
        list[str] | None,
        typer.Option(
            "--clue",
            "-e",
            metavar="CLUE",
            help="A clue line, such as -e 'RGBY 2 0' (repeatable); read after FILE's lines, or "
            "alone without FILE (as grep -e).",
            show_default=False,
        ),
    ] = None,
    pegs: PegsOption = None,
    colors: ColorsOption = None,
    repeats: RepeatsOption = None,
    limit: Annotated[
        int, typer.Option("--limit", "-n", min=0, metavar="N", help="Codes listed at most; 0 lists them all.")
    ] = 100,
    recommend: Annotated[
        bool, typer.Option("--recommend", "-r", help="Also recommend the next guess.")
    ] = False,
    exact: Annotated[
        bool,
        typer.Option(
            "--exact",
            help=f"Count every code however long it takes; without it deduce answers with an "
            f"estimate after about {DEDUCE_SECONDS:.0f} s.",
        ),
    ] = False,
    strategy: StrategyOption = "minimax",
    seed: SeedOption = None,
    strict: Annotated[
        bool,
        typer.Option("--strict", help="Treat every notice (a reading you may not have meant) as an error."),
    ] = False,
    as_json: JsonOption = False,
    max_turns: MaxTurnsOption = None,
    version: Annotated[
        bool,
        typer.Option("--version", callback=_version, is_eager=True, help="Print the version and exit."),
    ] = False,
) -> None:
    """Deduce the codes that fit a Mastermind clue sheet.

    A sheet has one clue a line, a guess then its feedback (black, white):
    'RGBY 2 0', 'BBYR12', 'R G B Y | 1b2w'.  Directives such as 'pegs: 5',
    'colors: RGBYOPWK' or 'repeats: no' may come before the first clue.
    """
    strategy = _strategy(strategy)
    _max_turns(max_turns, strategy)
    with _handled(as_json):
        from mmnotation.cli.render import deduction_json, deduction_text
        from mmnotation.cli.terminal import ProgressBar, terminal_width, use_color
        from mmnotation.notation.sheet import parse_sheet

        if file is None and not clue and not as_json and sys.stdin.isatty():
            from mmnotation.cli.interactive import DeduceSession, setup_line_editing

            if max_turns is not None:
                raise typer.BadParameter("--max-turns goes with a sheet file", param_hint="'--max-turns'")

            setup_line_editing()
            session = DeduceSession(pegs=pegs, colors=colors, repeats=repeats, strategy=strategy, seed=seed)
            raise typer.Exit(session.run())
        text, path = _read(file) if file is not None or not clue else (b"", "<-e>")
        if clue:
            text = _with_clues(text, clue)
        sheet = parse_sheet(text, pegs=pegs, colors=colors, repeats=repeats, path=path, strict=strict)
        if not as_json:  # what the sheet may not have meant, read anyway (20 at most, then a count)
            from mmnotation.cli.render import MAX_ERRORS

            for notice in sheet.notices[:MAX_ERRORS]:
                typer.echo(notice.located(), err=True)
            if len(sheet.notices) > MAX_ERRORS:
                typer.echo(f"... and {len(sheet.notices) - MAX_ERRORS} more notices", err=True)
        from mmnotation.deduction.flow import deduce_sheet

        budget = None if exact else DEDUCE_SECONDS
        # --limit 0 keeps a few codes here and streams them all afterwards (README, Output)
        outcome = deduce_sheet(
            sheet,
            recommend=recommend,
            strategy=strategy,
            seed=seed,
            budget=budget,
            limit=limit or STREAM_PROBE,
            stage=ProgressBar,
            max_turns=max_turns if recommend else None,
        )
        deduction, conflict, rec = outcome.deduction, outcome.conflict, outcome.recommendation
        note = f"(no recommendation: {outcome.note})\n" if outcome.note else ""
        streamed = limit == 0 and deduction.exact and deduction.count > len(deduction.codes)
        if streamed:
            _stream(deduction, rec, as_json)
        elif as_json:
            _emit_json(deduction_json(deduction, rec, conflict))
        else:
            from mmnotation.notation.reader import split_lines

            # the lines as the parser numbers them (a lone CR or U+2028 ends no line)
            decoded = text.decode("utf-8", "replace") if isinstance(text, bytes) else text
            source = split_lines(decoded.removeprefix("\ufeff"))
            typer.echo(
                deduction_text(
                    deduction,
                    recommendation=rec,
                    conflict=conflict,
                    source=source,
                    color=use_color(sys.stdout),
                    width=terminal_width(),
                    budget=budget,
                )
                + note,
                nl=False,
            )
        status = _status(deduction)  # inside the guard: Ctrl-C during the search is exit 130
    raise typer.Exit(status)


STREAM_PROBE = 1000
"""Codes deduce keeps with ``--limit 0``: more are listed from a second, streamed walk."""


def _stream(deduction: Any, rec: Any, as_json: bool) -> None:
    """Every code of an exact deduction, written as the engine finds them (constant memory)."""
    from mmnotation.engine.walk import consistent_codes

    out = sys.stdout
    codes = consistent_codes(deduction.sheet)
    if as_json:
        from mmnotation.cli.render import deduction_json

        obj = deduction_json(deduction, rec, None)
        obj["codes"], obj["truncated"] = [], False
        text = json_text(obj)
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
    from mmnotation.cli.render import deduction_stream
    from mmnotation.cli.terminal import terminal_width, use_color

    for piece in deduction_stream(
        deduction, codes, recommendation=rec, color=use_color(out), width=terminal_width()
    ):
        out.write(piece)


def _status(deduction: Any) -> int:
    """0 when some code fits, 1 when none does.

    When the time budget ran out before any code was seen or ruled out, the
    question is settled by a search for one code, without a budget: the exit
    status is a promise (0, 1 or 2, README), an estimate cannot keep it.  The
    search shows its progress and stops cleanly on Ctrl-C.
    """
    from mmnotation.cli.terminal import ProgressBar
    from mmnotation.engine.walk import any_consistent

    if deduction.exact:
        return 0 if deduction.count else 1
    # Listed codes and proved positions are consistent codes seen; an estimate proves nothing.
    if deduction.codes or any(deduction.positions):
        return 0
    with ProgressBar("deciding whether any code fits") as bar:
        return 0 if any_consistent(deduction.sheet, progress=bar) else 1


# ---------------------------------------------------------------- play

PLAY_EPILOG = """\
\b
Examples:
  mmdeduce play --secret 3632          the tool plays against 3632
  mmdeduce play --pegs 5 --colors 8    you think of a code and answer
  mmdeduce play --maker --seed 7       the tool thinks of a code, you guess
  mmdeduce play --tree knuth.json      guesses from a tree saved by 'stats --tree'
"""


@app.command("play", epilog=PLAY_EPILOG)
def play_command(
    secret: Annotated[
        str | None, typer.Option("--secret", metavar="CODE", help="Play by itself against this code.")
    ] = None,
    maker: Annotated[
        bool, typer.Option("--maker", help="The tool chooses a secret and you guess it.")
    ] = False,
    first: Annotated[str | None, first_option()] = None,
    pegs: PlayPegsOption = None,
    colors: GameColorsOption = None,
    repeats: RepeatsOption = None,
    strategy: StrategyOption = "minimax",
    seed: SeedOption = None,
    tree_file: Annotated[
        str | None,
        typer.Option(
            "--tree",
            metavar="FILE",
            help="Play the guesses of a strategy tree saved by 'stats --tree FILE.json' (its game too).",
        ),
    ] = None,
    as_json: JsonOption = False,
    max_turns: MaxTurnsOption = None,
) -> None:
    """Play Mastermind: the tool breaks your code, its own secret, or you break its secret.

    Without --secret or --maker the tool guesses and you answer each guess with
    its feedback, in any form of the notation: '1 2', '12', '1b2w', '2' (black
    only; '4' alone is '4 0'); 'undo' and 'fix N FEEDBACK' correct answers.
    With --maker, 'hint' coaches you (the strategy's next guess) and a replay
    compares your guesses with the strategy's at the end.
    """
    if secret is not None and maker:
        raise typer.BadParameter("give --secret or --maker, not both", param_hint="'--maker'")
    if as_json and secret is None:
        raise typer.BadParameter("--json needs --secret (the other games are interactive)")
    strategy = _strategy(strategy)
    _max_turns(max_turns, strategy)
    tree = None
    if tree_file is not None:
        if maker:
            raise typer.BadParameter(
                "--tree plays the guesses of a tree: it goes without --maker", param_hint="'--tree'"
            )
        with _handled():
            from mmnotation.stats.tree import read_tree

            try:
                tree_game, strategy, tree = read_tree(tree_file)
            except OSError as exc:
                _fail(f"{PROG}: error: cannot read {tree_file!r}: {exc.strerror or exc}", 2)
        asked = _game(pegs, colors, repeats, {})[0] if (pegs, colors, repeats) != (None, None, None) else None
        if asked is not None and asked != tree_game:
            _fail(f"{PROG}: error: the tree in {tree_file!r} is for {tree_game}, not {asked}", 2)
        pegs, colors, repeats = tree_game.pegs, "".join(tree_game.colors), tree_game.repeats
    game, codes = _game(pegs, colors, repeats, {"--secret": secret, "--first": first})
    with _handled():
        if secret is not None:
            from mmnotation.cli.play import play_turns
            from mmnotation.cli.render import paint, play_json, turn_text
            from mmnotation.cli.terminal import use_color

            code = codes["--secret"]
            assert code is not None
            turns = play_turns(
                game, code, strategy, first=codes["--first"], seed=seed, tree=tree, max_turns=max_turns
            )
            if as_json:
                _emit_json(play_json(game, code, list(turns)))
                raise typer.Exit(0)
            color = use_color(sys.stdout)
            typer.echo(f"Game: {game}\nSecret: {paint(code, game, color)}")
            played = 0
            for played, turn in enumerate(turns, 1):  # each turn as soon as it is played
                typer.echo(turn_text(played, turn, game, color))
            typer.echo(f"Solved in {played} turn{'s' if played != 1 else ''}.")
            raise typer.Exit(0)
        from mmnotation.cli.interactive import BreakerSession, MakerSession, setup_line_editing
        from mmnotation.cli.play import Breaker, Maker

        setup_line_editing("maker" if maker else "play")
        if maker:
            raise typer.Exit(MakerSession(Maker(game, seed=seed), strategy=strategy, seed=seed).run())
        breaker = Breaker(game, strategy, seed=seed, first=codes["--first"], tree=tree, max_turns=max_turns)
        raise typer.Exit(BreakerSession(breaker).run())


# ---------------------------------------------------------------- stats

STATS_EPILOG = """\
\b
Examples:
  mmdeduce stats                                  classic: 4 pegs, 6 colours
  mmdeduce stats --pegs 5 --colors 8 --json       Super Mastermind
  mmdeduce stats --colors 10 --no-repeats         Bulls and Cows
  mmdeduce stats --first 1234 --strategy entropy  another opening, strategy
  mmdeduce stats --first all                      one row for each opening pattern
  mmdeduce stats --tree knuth.json                save the strategy's whole tree
  mmdeduce stats --tree knuth.txt --depth 2       a cheat sheet two answers deep
  mmdeduce stats --pegs 6 --colors 8 --cluster tcp://10.0.0.5:8786 --checkpoint 6x8.jsonl
"""


@app.command("stats", epilog=STATS_EPILOG)
def stats_command(
    pegs: StatsPegsOption = None,
    colors: GameColorsOption = None,
    repeats: RepeatsOption = None,
    strategy: StrategyOption = "minimax",
    first: Annotated[str | None, first_option("; 'all' plays each opening pattern")] = None,
    seed: SeedOption = None,
    tree_file: Annotated[
        str | None,
        typer.Option(
            "--tree",
            metavar="FILE",
            help="Also write the strategy's decision tree: JSON, Graphviz for .dot, a cheat sheet for .txt.",
        ),
    ] = None,
    depth: Annotated[
        int, typer.Option("--depth", min=1, metavar="N", help="Answers deep, for a .txt cheat sheet.")
    ] = 2,
    as_json: JsonOption = False,
    cluster: Annotated[
        str | None,
        typer.Option(
            "--cluster",
            metavar="ADDRESS",
            help="Run the subtrees on a Dask cluster, e.g. tcp://host:8786 (needs mmnotation[cluster]).",
        ),
    ] = None,
    checkpoint: Annotated[
        str | None,
        typer.Option(
            "--checkpoint",
            metavar="FILE",
            help="Record finished subtrees in FILE; the same command run again resumes from it.",
        ),
    ] = None,
    max_turns: MaxTurnsOption = None,
) -> None:
    """Play every secret of a game with a strategy and count the guesses."""
    strategy = _strategy(strategy)
    _max_turns(max_turns, strategy)
    every_opening = first is not None and first.strip().lower() == "all"
    if every_opening and tree_file is not None:
        raise typer.BadParameter("a tree has one opening: give --first GUESS or none", param_hint="'--tree'")
    game, codes = _game(pegs, colors, repeats, {"--first": None if every_opening else first})
    if strategy == "optimal":
        with _handled():
            from mmnotation.strategies.optimal import check_size

            check_size(game.size)  # too large: refused before any output
    if every_opening:
        with _handled(as_json):
            _opening_table(game, strategy, seed, as_json, max_turns)
        return
    if tree_file is not None:
        with _handled(as_json):
            _tree_stats(game, strategy, codes["--first"], seed, tree_file, depth, as_json, max_turns)
        return
    if cluster is not None:
        with _handled(as_json):  # a malformed address is refused before any output
            from mmnotation.stats.cluster import check_address

            check_address(cluster)
    with _handled():
        from mmnotation.cli.interactive import ProgressBar
        from mmnotation.cli.render import stats_header, stats_json, stats_text
        from mmnotation.stats.play_all import about, expected_seconds, strategy_stats
        from mmnotation.strategies.recommendation import Strategy

        if not as_json:  # the header first, so a long run shows at once what it is doing
            typer.echo(stats_header(game, strategy), nl=False)
        # the bar's label says up front how long the run should take (a size model)
        if cluster is None:
            label = f"playing every secret ({game.size:,}), {about(expected_seconds(game, strategy))}"
        else:
            from mmnotation.stats.cluster import quiet_dask_logs

            quiet_dask_logs()  # a lost connection is one line of ours, not Dask's tracebacks
            label = f"playing every secret ({game.size:,}) on {cluster}"
        with ProgressBar(label) as bar:

            def subtrees(done: int, known: int) -> None:  # tasks finished, of those known so far
                bar.label = f"{label}, subtrees {done:,}/{known:,}"

            result = strategy_stats(
                game,
                Strategy(strategy),
                first=codes["--first"],
                seed=seed,
                progress=bar,
                cluster=cluster,
                checkpoint=checkpoint,
                subtrees=subtrees,
                max_turns=max_turns,
            )
        for notice in result.notices:  # the checkpoint: records computed again, writing stopped
            typer.echo(f"{PROG}: notice: {notice}", err=True)
        if as_json:
            _emit_json(stats_json(result))
        else:
            typer.echo(stats_text(result, header=False), nl=False)
    if result.checkpoint_stopped:
        raise typer.Exit(CHECKPOINT_STOPPED)


CHECKPOINT_STOPPED = 3
"""Exit status of a stats run whose result is complete but whose checkpoint stopped short."""


def _opening_table(
    game: "Game", strategy: str, seed: int | None, as_json: bool, max_turns: int | None
) -> None:
    """stats --first all: the strategy played once after each opening pattern."""
    from mmnotation.cli.interactive import ProgressBar
    from mmnotation.cli.render import opening_table_text, stats_json
    from mmnotation.stats.play_all import opening_table

    with ProgressBar("playing every secret after each opening") as bar:
        table = opening_table(game, strategy, seed=seed, progress=bar, max_turns=max_turns)
    if as_json:
        _emit_json([stats_json(s) for s in table])
    else:
        typer.echo(opening_table_text(table), nl=False)


def _tree_stats(
    game: "Game",
    strategy: str,
    first: "Code | None",
    seed: int | None,
    path: str,
    depth: int,
    as_json: bool,
    max_turns: int | None = None,
) -> None:
    """stats --tree FILE: the tree is built once, written, and counted for the usual stats."""
    import time

    from mmnotation.cli.interactive import ProgressBar
    from mmnotation.cli.render import stats_json, stats_text
    from mmnotation.model import Code
    from mmnotation.stats.play_all import Stats
    from mmnotation.stats.tree import strategy_tree, tree_total, write_tree
    from mmnotation.strategies.recommendation import Strategy

    start = time.perf_counter()
    with ProgressBar("building the strategy tree") as bar:
        tree = strategy_tree(game, strategy, first=first, seed=seed, progress=bar, max_turns=max_turns)
    total, dist = tree_total(tree)
    result = Stats(
        game,
        Strategy(strategy),
        Code(tree["guess"]),
        game.size,
        total,
        max(dist),
        dist,
        time.perf_counter() - start,
    )
    try:
        write_tree(tree, game, strategy, path, depth)
    except OSError as exc:
        _fail(f"{PROG}: error: cannot write {path!r}: {exc.strerror or exc}", 2)
    if as_json:
        _emit_json(stats_json(result))
    else:
        typer.echo(stats_text(result) + f"Tree written to {path}\n", nl=False)


# ---------------------------------------------------------------- notation


@app.command("notation")
def notation_command() -> None:
    """Show the clue-sheet notation: directives, guesses, separators and feedback."""
    from mmnotation.cli.render import NOTATION_PAGE

    typer.echo(NOTATION_PAGE, nl=False)


def main() -> None:
    """The command line's one exit point (``mmnotation.__main__.main`` adds Ctrl-C during imports).

    Standard output that cannot be written (a full disk, ``/dev/full``, a closed
    descriptor) is one error line on stderr and exit status 2, never a traceback; a
    reader that stops early (``mmdeduce sheet.txt -n 0 | head``) ends the program
    quietly with status 1.  The output is flushed inside the guard, so that no
    error is left for the interpreter's last flush.
    """
    import errno
    import os

    status: int | str | None = 0
    try:
        if sys.stdout is None:  # started with standard output closed (mmdeduce >&-)
            raise OSError(errno.EBADF, "standard output is closed")
        try:
            app(prog_name=PROG)
        except SystemExit as exc:
            status = exc.code
        sys.stdout.flush()
    except KeyboardInterrupt:
        status = 130
        _last_words(f"\n{PROG}: interrupted")
    except OSError as exc:  # BrokenPipeError included
        if exc.errno == errno.EPIPE:  # e.g. mmdeduce sheet.txt --limit 0 | head
            status = 1
        else:
            status = 2
            _last_words(f"{PROG}: error: cannot write the output: {exc.strerror or exc}")
    if status not in (0, None):
        try:  # drop what is still buffered for a stdout that cannot take it
            devnull = os.open(os.devnull, os.O_WRONLY)
            os.dup2(devnull, sys.stdout.fileno() if sys.stdout is not None else 1)
        except (OSError, ValueError, AttributeError):
            pass
    raise SystemExit(status)


def _last_words(line: str) -> None:
    from contextlib import suppress

    with suppress(OSError, ValueError, AttributeError):
        print(line, file=sys.stderr, flush=True)


if __name__ == "__main__":
    main()
