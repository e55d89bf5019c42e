"""mmdeduce play: see its --help and docs/cli.md."""

# No ``from __future__ import annotations`` here: typer reads every command's annotations on
# every run, and as strings they would be evaluated each time (about 10 ms of start-up).
import sys
from typing import Annotated

import typer

from mmnotation.cli import options as opt

PLAY_EPILOG = """\
\b
Examples:
  mmdeduce play --secret 3632          the tool plays against 3632
  mmdeduce play --pegs 5 --colors 8    you think of a code and answer
  mmdeduce play --maker --seed 7       the tool thinks of a code, you guess
  mmdeduce play --tree knuth.json      guesses from a tree saved by 'stats --tree'
"""

TREE_HELP = "Play the guesses of a strategy tree saved by 'stats --tree FILE.json' (its game too)."


def play_command(
    secret: Annotated[
        str | None, typer.Option("--secret", metavar="CODE", help="Play by itself against this code.")
    ] = None,
    maker: Annotated[
        bool, typer.Option("--maker", help="The tool chooses a secret and you guess it.")
    ] = False,
    first: Annotated[str | None, opt.first_option()] = None,
    pegs: opt.PlayPegsOption = None,
    colors: opt.GameColorsOption = None,
    repeats: opt.RepeatsOption = None,
    strategy: opt.StrategyOption = "minimax",
    seed: opt.SeedOption = None,
    tree_file: Annotated[str | None, opt.tree_option(TREE_HELP)] = None,
    as_json: opt.JsonOption = False,
    max_turns: opt.MaxTurnsOption = None,
) -> None:
    """Play Mastermind: the tool breaks your code, its own secret, or you break its secret.

    Without --secret or --maker the tool guesses and you answer each guess with
    its feedback, in any form of the notation: '1 2', '12', '1b2w', '2' (black
    only; '4' alone is '4 0'); 'undo' and 'fix N FEEDBACK' correct answers.
    With --maker, 'hint' coaches you (the strategy's next guess) and a replay
    compares your guesses with the strategy's at the end.
    """
    from mmnotation.application.json_forms import play_json  # deferred: start-up
    from mmnotation.cli.render import play_lines  # deferred: start-up
    from mmnotation.cli.terminal import use_color  # deferred: start-up

    if secret is not None and maker:
        raise typer.BadParameter("give --secret or --maker, not both", param_hint="'--maker'")
    if as_json and secret is None:
        raise typer.BadParameter("--json needs --secret (the other games are interactive)")
    strategy = opt.strategy_name(strategy)
    opt.check_max_turns(max_turns, strategy)
    tree = None
    if tree_file is not None:
        if maker:
            raise typer.BadParameter(
                "--tree plays the guesses of a tree: it goes without --maker", param_hint="'--tree'"
            )
        with opt.handled():
            import mmnotation.notation  # noqa: F401 - deferred: start-up; the reader of the file's game
            from mmnotation.stats.tree import read_tree  # deferred: start-up

            try:
                tree_game, strategy, tree = read_tree(tree_file)
            except OSError as exc:
                opt.fail(f"{opt.PROG}: error: cannot read {tree_file!r}: {exc.strerror or exc}", 2)
        asked = (
            opt.game_of(pegs, colors, repeats, {})[0]
            if (pegs, colors, repeats) != (None, None, None)
            else None
        )
        if asked is not None and asked != tree_game:
            opt.fail(f"{opt.PROG}: error: the tree in {tree_file!r} is for {tree_game}, not {asked}", 2)
        pegs, colors, repeats = tree_game.pegs, "".join(tree_game.colors), tree_game.repeats
    game, codes = opt.game_of(pegs, colors, repeats, {"--secret": secret, "--first": first})
    with opt.handled():
        from mmnotation.application.play import Breaker, Maker  # deferred: start-up

        breaker = Breaker(game, strategy, seed=seed, first=codes["--first"], tree=tree, max_turns=max_turns)
        if secret is None:  # an interactive game
            from mmnotation.cli.play_sessions import BreakerSession, MakerSession  # deferred: start-up
            from mmnotation.cli.session import setup_line_editing  # deferred: start-up

            setup_line_editing("maker" if maker else "play")
            if maker:
                raise typer.Exit(MakerSession(Maker(game, seed=seed), strategy=strategy, seed=seed).run())
            raise typer.Exit(BreakerSession(breaker).run())
        code = codes["--secret"]
        assert code is not None
        turns = breaker.play(code)
        if as_json:
            opt.emit_json(play_json(game, code, list(turns)))
            raise typer.Exit(0)
        color = use_color(sys.stdout)
        for line in play_lines(game, code, turns, color):  # each turn as soon as it is played
            typer.echo(line)
        raise typer.Exit(0)
