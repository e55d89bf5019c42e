"""What the commands share: their options, declared once, and the plumbing from the package's
errors to messages and exit statuses (0 some code fits, 1 none does, 2 usage and notation
errors, 130 interrupted)."""

# No ``from __future__ import annotations`` here: typer reads every command's annotations on
# every run, and as strings they would be evaluated each time (about 10 ms of start-up).
import contextlib
import contextvars
import json
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any, NoReturn

import typer

from mmnotation._version import VERSION_LINE
from mmnotation.errors import GameError, MastermindError, NotationError, printable
from mmnotation.strategies.table import Strategy, help_text, names

if TYPE_CHECKING:
    from mmnotation.model import Code, Game


PROG = "mmdeduce"


STRATEGY_HELP = help_text()


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


def tree_option(help: str) -> Any:
    """The ``--tree FILE`` option of ``play`` and ``stats``, declared once (``help``: what each does)."""
    return typer.Option("--tree", metavar="FILE", help=help)


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


def complete_strategy(incomplete: str) -> list[str]:
    """Shell completion of ``--strategy``: the names (and authors) that start with what is typed."""
    return [name for name in names() if name.startswith(incomplete.lower())]


StrategyOption = Annotated[
    str,
    typer.Option("--strategy", "-s", metavar="NAME", help=STRATEGY_HELP, autocompletion=complete_strategy),
]


SeedOption = Annotated[
    int | None, typer.Option("--seed", min=0, metavar="N", help="Seed for the random choices (0 or more).")
]


JsonOption = Annotated[bool, typer.Option("--json", help="Print one JSON object (see docs/cli.md).")]


MaxTurnsOption = Annotated[
    int | None,
    typer.Option(
        "--max-turns",
        min=1,
        metavar="N",
        help="With --strategy optimal: no secret may take more than N guesses (the best total then).",
    ),
]


def check_max_turns(max_turns: int | None, strategy: str) -> None:
    """--max-turns goes with the optimal strategy only.  Raises typer.BadParameter."""
    if max_turns is not None and strategy != "optimal":
        raise typer.BadParameter(
            "a turn limit is kept by the optimal strategy only: add --strategy optimal",
            param_hint="'--max-turns'",
        )


def show_version(value: bool) -> None:
    if value:
        typer.echo(VERSION_LINE)
        raise typer.Exit(0)


def say_notice(notice: str, own_line: bool = False) -> None:
    """``mmdeduce: notice: ...`` on stderr; ``own_line``: after a newline on a terminal, where a
    progress bar may hold the line."""
    from mmnotation.cli.terminal import is_terminal  # deferred: start-up

    typer.echo(("\n" if own_line and is_terminal(sys.stderr) else "") + f"{PROG}: notice: {notice}", err=True)


def fail(message: str, status: int = 2) -> NoReturn:
    """Say why on standard error and exit with ``status``; with ``--json``, the error is also one
    JSON object on standard output (``{"errors": [...]}``: docs/cli.md)."""
    typer.echo("\n".join(printable(line) for line in message.split("\n")), err=True)
    if status == 2:
        say_json_error(message)
    raise typer.Exit(status)


_JSON = contextvars.ContextVar("json_asked", default=False)
"""Set while a command runs with ``--json`` (``asking_json``): a command invoked in process (a
test's runner, a tool that embeds the app) has no ``--json`` in ``sys.argv``."""


def _json_in(args: list[str]) -> bool:
    return "--json" in (args[: args.index("--")] if "--" in args else args)


def json_asked() -> bool:
    """Whether the command asks for JSON: ``--json`` given to the running command, or on the
    command line (a usage error comes before the command runs)."""
    return _JSON.get() or _json_in(sys.argv[1:])


@contextmanager
def asking_json(args: list[str]) -> Iterator[None]:
    """While a command given ``args`` runs, whether its errors are JSON too (``fail``)."""
    token = _JSON.set(_json_in(args))
    try:
        yield
    finally:
        _JSON.reset(token)


def say_json_error(message: str, kind: str = "error") -> None:
    """With ``--json``: the error as data on standard output, as a sheet's errors are."""
    if not json_asked():
        return
    from mmnotation.application.json_forms import message_json  # deferred: start-up

    text = message.strip().split("\n")[0].removeprefix(f"{PROG}: ").removeprefix("error: ")
    with contextlib.suppress(OSError):  # an output that cannot be written: stderr said it already
        emit_json(message_json(text, kind))


@contextmanager
def handled(as_json: bool = False) -> Iterator[None]:
    """Turn the package's errors and Ctrl-C into a message and an exit status.

    With ``as_json``, a sheet's errors are data on standard output: ``{"errors": [...]}``.
    """
    from mmnotation.application.json_forms import errors_json  # deferred: start-up
    from mmnotation.cli.render import errors_text  # deferred: start-up

    try:
        yield
    except NotationError as exc:
        if as_json:
            emit_json(errors_json(exc))
            raise typer.Exit(2) from None
        fail(errors_text(exc), 2)
    except MastermindError as exc:
        fail(f"{PROG}: error: {exc}", 2)
    except KeyboardInterrupt:
        INTERRUPT_SAID.append(True)
        fail(f"\n{PROG}: interrupted", 130)


INTERRUPT_SAID: list[bool] = []
"""Whether a command said it was interrupted: Ctrl-C anywhere else in a command (an import before
``handled``) ends it with status 130 and no word, which ``mmnotation.cli.app.main`` then says."""


def strategy_name(name: str) -> str:
    """The strategy's name, checked against the Strategy enum.  Raises typer.BadParameter."""

    try:
        return Strategy.of(name).value
    except GameError as exc:
        raise typer.BadParameter(str(exc), param_hint="'--strategy'") from None


def read_sheet_file(file: str | None) -> tuple[bytes | str, str]:
    """The sheet's text and the name to report it by.  Exits with 2 when it cannot be read."""
    if file is None or file == "-":
        stream = getattr(sys.stdin, "buffer", None)
        return (stream.read() if stream is not None else sys.stdin.read()), "<stdin>"
    try:
        return Path(file).read_bytes(), file
    except OSError as exc:
        fail(f"{PROG}: error: cannot read {file!r}: {exc.strerror or exc}", 2)


def with_clues(text: bytes | str, clues: list[str]) -> bytes:
    """The sheet's text, then the -e clue lines (numbered on from the sheet's last line)."""
    data = text if isinstance(text, bytes) else text.encode("utf-8")
    if data and not data.endswith(b"\n"):
        data += b"\n"
    return data + "".join(line + "\n" for line in clues).encode("utf-8", "surrogateescape")


def game_of(
    pegs: int | None, colors: str | None, repeats: bool | None, codes: dict[str, str | None]
) -> "tuple[Game, dict[str, Code | None]]":
    """The game the options describe, and the codes given as options read in it.

    The codes settle the game by the rules that settle a sheet's guesses, so that the
    rules stay in one place; an error names the option at fault and speaks of
    its code, never of sheet lines.  Exits with 2 on a bad option.
    """
    from mmnotation.notation.sheet import game_of_codes  # deferred: start-up

    given = {k: v.strip() for k, v in codes.items() if v is not None}
    names = list(given)

    def settle(values: list[str]) -> "Game":
        return game_of_codes(values, pegs=pegs, colors=colors, repeats=repeats)

    def read(option: str, game: "Game") -> "Code":
        from mmnotation.application.play import game_code, secret_code  # deferred: start-up

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
                fail(f"{PROG}: error: {option} {given[option]!r}: {message_of(own)}", 2)
            fail(f"{PROG}: error: {option} {given[option]!r}: {message_of(exc)}", 2)
        except MastermindError as exc:
            fail(f"{PROG}: error: {exc}", 2)
    try:
        if game is None:
            game = settle([])
        out: dict[str, Code | None] = dict.fromkeys(codes)
        for option in names:
            out[option] = read(option, game)
    except MastermindError as exc:
        bad = next(iter(given.items()), None)
        where = f"{bad[0]} {bad[1]!r}: " if bad and len(given) == 1 else ""
        fail(f"{PROG}: error: {where}{message_of(exc)}", 2)
    return game, out


def message_of(exc: MastermindError) -> str:
    return exc.message if isinstance(exc, NotationError) else str(exc)


def emit_json(obj: object) -> None:
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
