"""The ``mmdeduce`` command line: deduce (the default command), play, stats and notation.

The cli layer is the only one that imports typer, and only through typer's documented API
(custom command classes through ``cls=``, as typer's documentation shows). This module
makes the app and registers the commands, each in its own module (``deduce_command``,
``play_command``, ``stats_command``; their options in ``options``). The commands read the
options, call the library and print what ``render`` makes of the results. The engine, the
strategies and numpy are imported inside the commands (each such import says "deferred:
start-up"), so that start-up stays quick
(``--version`` and ``--help`` load typer and the notation only; docs/performance.md).
"""

# No ``from __future__ import annotations`` here: typer reads every command's annotations on
# every run, and as strings they would be evaluated each time (about 10 ms of start-up).
import sys
from pathlib import Path
from typing import Any

import typer
from typer.core import TyperCommand, TyperGroup
from typer.main import get_command

from mmnotation.cli.deduce_command import DEDUCE_EPILOG, deduce_command
from mmnotation.cli.options import INTERRUPT_SAID, PROG, asking_json, say_json_error
from mmnotation.cli.play_command import PLAY_EPILOG, play_command
from mmnotation.cli.serve_command import SERVE_EPILOG, serve_command
from mmnotation.cli.stats_command import STATS_EPILOG, stats_command


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


# click's UsageError, which typer raises for a bad command line (typer 0.28 vendors click and
# exports only this subclass of it, BadParameter)
UsageError: type[Exception] = typer.BadParameter.__base__  # type: ignore[assignment]


def _restyled(exc: Any) -> Any:
    """``exc``, a click UsageError, made to show itself in the style of every other error:
    ``mmdeduce: error: ...``, then the usage line and where to find help."""

    def show(file: Any = None) -> None:
        message = exc.format_message()
        if message[:1].isupper() and message[1:2].islower():
            message = message[0].lower() + message[1:]
        lines = [f"{PROG}: error: {message}"]
        if exc.ctx is not None:
            command = exc.ctx.command_path.replace(f"{PROG} deduce", PROG)
            lines += [exc.ctx.get_usage(), f"Try '{command} --help' for help."]
        typer.echo("\n".join(lines), err=True)
        say_json_error(message, "usage")  # with --json: the usage error as data too

    exc.show = show
    return exc


class DefaultGroup(TyperGroup):
    """A group whose first argument, unless it names a command, goes to ``deduce``.

    So ``mmdeduce FILE`` deduces; a file called like a command (``play``) is read
    with ``mmdeduce ./play`` or ``mmdeduce deduce play``: the command wins.  A
    word that is no file but looks like a mistyped command (``stat``, ``plya``,
    ``help``) gets a suggestion and exit status 2.
    """

    def parse_args(self, ctx: Any, args: list[str]) -> list[str]:
        if args and args[0].partition("=")[0] in ("--install-completion", "--show-completion"):
            from mmnotation.cli.completion import completion_option  # deferred: start-up

            ctx.exit(completion_option(args))
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

    def make_context(self, *args: Any, **kwargs: Any) -> Any:
        try:
            return super().make_context(*args, **kwargs)
        except UsageError as exc:
            raise _restyled(exc) from exc.__cause__

    def invoke(self, ctx: Any) -> Any:
        try:
            with asking_json(list(ctx.args)):  # the arguments after the command's name
                return super().invoke(ctx)
        except UsageError as exc:  # the command's own options, and BadParameter from its body
            raise _restyled(exc) from exc.__cause__


class DeduceCommand(TyperCommand):
    """The deduce command, whose usage line reads as the program's own."""

    def format_usage(self, ctx: Any, formatter: Any) -> None:
        root = ctx.find_root().info_name or PROG
        formatter.write_usage(root, " ".join(self.collect_usage_pieces(ctx)))


app = typer.Typer(
    name=PROG,
    cls=DefaultGroup,
    add_completion=False,  # ours (cli.completion): the shell named, every option, no traceback
    rich_markup_mode=None,
    context_settings={"help_option_names": ["-h", "--help"]},
    help="Deduce Mastermind codes from a clue sheet.",
    pretty_exceptions_enable=False,
)


app.command("deduce", cls=DeduceCommand, epilog=DEDUCE_EPILOG)(deduce_command)
app.command("play", epilog=PLAY_EPILOG)(play_command)
app.command("stats", epilog=STATS_EPILOG)(stats_command)
app.command("serve", epilog=SERVE_EPILOG)(serve_command)


@app.command("notation")
def notation_command() -> None:
    """Show the clue-sheet notation: directives, guesses, separators and feedback."""
    from mmnotation.cli.notation_page import NOTATION_PAGE  # deferred: start-up

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
    INTERRUPT_SAID.clear()  # (a run before in this process, a test's, said its own)
    try:
        if sys.stdout is None:  # started with standard output closed (mmdeduce >&-)
            raise OSError(errno.EBADF, "standard output is closed")
        try:
            if os.environ.get("_MMDEDUCE_COMPLETE"):  # a shell's completion script asks
                from mmnotation.cli.completion import answer  # deferred: start-up

                raise SystemExit(answer(get_command(app), os.environ))
            app(prog_name=PROG)
        except SystemExit as exc:
            status = exc.code
            if status == 130 and not INTERRUPT_SAID:  # Ctrl-C outside ``handled``: 130 said by nothing
                raise KeyboardInterrupt from None
        sys.stdout.flush()
    except KeyboardInterrupt:
        status = 130
        _last_words(f"\n{PROG}: interrupted")
    except MemoryError:  # a limit (ulimit -v, a container's): one line, not a traceback
        status = 2
        _last_words(
            f"{PROG}: error: out of memory: this work needs more than the process may use (ulimit -v, a "
            "container's limit); give it more memory, or less work (a smaller game, --limit, a shorter "
            "sheet)",
            as_json=True,
        )
    except OSError as exc:  # BrokenPipeError included
        if exc.errno == errno.EPIPE:  # e.g. mmdeduce sheet.txt --limit 0 | head
            status = 1
        elif exc.errno in _output_errnos() and exc.filename is None:
            status = 2
            _last_words(f"{PROG}: error: cannot write the output: {exc.strerror or exc}")
        else:  # not the output's fault (a library that cannot load, a file of its own): say what
            status = 2
            where = f": {exc.filename}" if exc.filename else ""
            _last_words(f"{PROG}: error: {exc.strerror or exc}{where}", as_json=True)
    if status not in (0, None):
        try:  # drop what is still buffered for a stdout that cannot take it
            devnull = os.open(os.devnull, os.O_WRONLY)
            os.dup2(devnull, sys.stdout.fileno() if sys.stdout is not None else 1)
        except (OSError, ValueError, AttributeError):
            pass
    raise SystemExit(status)


def _output_errnos() -> frozenset[int]:
    """The errors of writing standard output (closed, a device error, a full disk or quota)."""
    import errno

    names = ("EBADF", "EIO", "EFBIG", "ENOSPC", "EDQUOT")
    return frozenset(getattr(errno, n) for n in names if hasattr(errno, n))


def _last_words(line: str, as_json: bool = False) -> None:
    """The line on standard error; with ``as_json`` and ``--json``, the error as data on standard
    output too (docs/cli.md), flushed before the caller drops what is still buffered there."""
    from contextlib import suppress

    with suppress(OSError, ValueError, AttributeError):
        print(line, file=sys.stderr, flush=True)
    if as_json:
        with suppress(OSError, ValueError, AttributeError):
            say_json_error(line)
            sys.stdout.flush()


if __name__ == "__main__":
    main()
