"""mmdeduce stats: see its --help and docs/cli.md."""

# No ``from __future__ import annotations`` here: typer reads every command's annotations on
# every run, and as strings they would be evaluated each time (about 10 ms of start-up).
from typing import TYPE_CHECKING, Annotated

import typer

from mmnotation.cli import options as opt
from mmnotation.errors import printable

if TYPE_CHECKING:
    from collections.abc import Callable

    from mmnotation.cli.terminal import ProgressBar
    from mmnotation.model import Code, Game
    from mmnotation.strategies.optimal import Proof

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

TREE_HELP = "Also write the strategy's decision tree: JSON, Graphviz for .dot, a cheat sheet for .txt."
DEPTH_HELP = "Answers deep, for a .txt cheat sheet."
CLUSTER_HELP = "Run the subtrees on a Dask cluster, e.g. tcp://host:8786 (needs mmnotation[cluster])."
CHECKPOINT_HELP = "Record finished subtrees in FILE; the same command run again resumes from it."
ClusterOption = Annotated[str | None, typer.Option("--cluster", metavar="ADDRESS", help=CLUSTER_HELP)]
CheckpointOption = Annotated[str | None, typer.Option("--checkpoint", metavar="FILE", help=CHECKPOINT_HELP)]


def stats_command(
    pegs: opt.StatsPegsOption = None,
    colors: opt.GameColorsOption = None,
    repeats: opt.RepeatsOption = None,
    strategy: opt.StrategyOption = "minimax",
    first: Annotated[str | None, opt.first_option("; 'all' plays each opening pattern")] = None,
    seed: opt.SeedOption = None,
    tree_file: Annotated[str | None, opt.tree_option(TREE_HELP)] = None,
    depth: Annotated[int, typer.Option("--depth", min=1, metavar="N", help=DEPTH_HELP)] = 2,
    as_json: opt.JsonOption = False,
    cluster: ClusterOption = None,
    checkpoint: CheckpointOption = None,
    max_turns: opt.MaxTurnsOption = None,
) -> None:
    """Play every secret of a game with a strategy and count the guesses."""
    strategy = opt.strategy_name(strategy)
    opt.check_max_turns(max_turns, strategy)
    every_opening = first is not None and first.strip().lower() == "all"
    if every_opening and tree_file is not None:
        raise typer.BadParameter("a tree has one opening: give --first GUESS or none", param_hint="'--tree'")
    _refuse_what_would_be_ignored(every_opening, tree_file, cluster, checkpoint)
    game, codes = opt.game_of(pegs, colors, repeats, {"--first": None if every_opening else first})
    if strategy == "optimal":
        with opt.handled():
            from mmnotation.strategies.optimal import check_size  # deferred: start-up

            check_size(game.size)  # too large: refused before any output
    if every_opening:
        with opt.handled(as_json):
            _opening_table(game, strategy, seed, as_json, max_turns)
        return
    if tree_file is not None:
        with opt.handled(as_json):
            _tree_stats(game, strategy, codes["--first"], seed, tree_file, depth, as_json, max_turns)
        return
    if cluster is not None:
        with opt.handled(as_json):  # a malformed address is refused before any output
            from mmnotation.stats.cluster import check_address  # deferred: start-up

            check_address(cluster)
    with opt.handled():
        stopped = _play_every_secret(
            game, strategy, codes["--first"], seed, as_json, cluster, checkpoint, max_turns
        )
    if stopped:
        raise typer.Exit(CHECKPOINT_STOPPED)


def _play_every_secret(
    game: "Game",
    strategy: str,
    first: "Code | None",
    seed: int | None,
    as_json: bool,
    cluster: str | None,
    checkpoint: str | None,
    max_turns: int | None,
) -> bool:
    """stats: the strategy played against every secret, the totals printed; whether the
    checkpoint stopped short (the totals are complete all the same)."""
    from mmnotation.application.json_forms import stats_json  # deferred: start-up
    from mmnotation.cli.render import stats_header, stats_text  # deferred: start-up
    from mmnotation.cli.terminal import ProgressBar  # deferred: start-up
    from mmnotation.stats.play_all import expected_seconds, strategy_stats  # deferred: start-up
    from mmnotation.stats.player import PARALLEL_FROM  # deferred: start-up
    from mmnotation.strategies.recommendation import Strategy  # deferred: start-up

    if not as_json:  # the header first, so a long run shows at once what it is doing
        typer.echo(stats_header(game, strategy), nl=False)
    say_compile_notice(game, strategy)
    # the bar says up front how long the run should take (a size model), until it has taken longer
    label = f"playing every secret ({game.size:,})"
    expected = None
    if cluster is None:
        expected = expected_seconds(game, strategy)
    else:
        from mmnotation.stats.cluster import quiet_dask_logs  # deferred: start-up

        quiet_dask_logs()  # a lost connection is one line of ours, not Dask's tracebacks
        label += f" on {cluster}"
    proven: list[Proof] = []  # what an optimal search has proven so far, for Ctrl-C
    bar = ProgressBar(label, expected=expected)
    if game.size >= PARALLEL_FROM:  # two worker threads: their arrays in one malloc arena
        from mmnotation.stats.threads import one_malloc_arena  # deferred: start-up

        one_malloc_arena()

    told: list[bool] = []  # whether the subtrees were told once

    def subtrees(done: int, known: int) -> None:  # tasks finished, of those known so far
        if not told:
            told.append(True)
            if done:  # finished before this run (read back from its checkpoint): the pace counts from here
                bar.rebase()
        bar.detail = f", subtrees {done:,}/{known:,}"

    try:
        with bar:
            result = strategy_stats(
                game,
                Strategy(strategy),
                first=first,
                seed=seed,
                progress=bar,
                cluster=cluster,
                checkpoint=checkpoint,
                subtrees=subtrees,
                max_turns=max_turns,
                proof=_proof_shown(strategy, bar, proven),
            )
    except KeyboardInterrupt:
        _say_proven(proven, bar.start)
        raise
    for notice in result.notices:  # the checkpoint: records computed again, writing stopped
        typer.echo(f"{opt.PROG}: notice: {notice}", err=True)
    if as_json:
        opt.emit_json(stats_json(result))
    else:
        typer.echo(stats_text(result, header=False), nl=False)
    return result.checkpoint_stopped


def _refuse_what_would_be_ignored(
    every_opening: bool, tree_file: str | None, cluster: str | None, checkpoint: str | None
) -> None:
    """A usage error for an option the run would not use: each either works or says why not."""
    run = "--first all" if every_opening else "--tree" if tree_file is not None else None
    if run is None:
        return
    how = (
        "plays each opening once, in one pass"
        if every_opening
        else "builds the whole tree in one pass and writes it at the end"
    )
    for given, name in ((checkpoint, "--checkpoint"), (cluster, "--cluster")):
        if given is not None:
            raise typer.BadParameter(
                f"{run} {how}: there is nothing to {'resume' if name == '--checkpoint' else 'share out'}; "
                f"leave out {name}, or run stats without {run}",
                param_hint=f"'{name}'",
            )


def say_compile_notice(game: "Game", strategy: str) -> None:
    """Say so before a run whose scans numba must compile first: it sits silent up to a minute."""
    from mmnotation.codes.compiled import compile_notice  # deferred: start-up

    if strategy in ("random", "first"):
        return  # they score no guess: no scan is loaded, nothing is compiled
    notice = compile_notice(game.size, optimal=strategy == "optimal")
    if notice is not None:
        opt.say_notice(notice)


CHECKPOINT_STOPPED = 3
"""Exit status of a stats run whose result is complete but whose checkpoint stopped short."""


def _opening_table(
    game: "Game", strategy: str, seed: int | None, as_json: bool, max_turns: int | None
) -> None:
    """stats --first all: the strategy played once after each opening pattern."""
    from mmnotation.application.json_forms import stats_json  # deferred: start-up
    from mmnotation.cli.render import opening_table_text  # deferred: start-up
    from mmnotation.cli.terminal import ProgressBar  # deferred: start-up
    from mmnotation.stats.play_all import opening_table  # deferred: start-up

    say_compile_notice(game, strategy)
    with ProgressBar("playing every secret after each opening") as bar:
        table = opening_table(game, strategy, seed=seed, progress=bar, max_turns=max_turns)
    if as_json:
        opt.emit_json([stats_json(s) for s in table])
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

    from mmnotation.application.json_forms import stats_json  # deferred: start-up
    from mmnotation.cli.render import stats_text  # deferred: start-up
    from mmnotation.cli.terminal import ProgressBar  # deferred: start-up
    from mmnotation.model import Code  # deferred: start-up
    from mmnotation.stats.play_all import Stats  # deferred: start-up
    from mmnotation.stats.tree import strategy_tree, tree_total, write_tree  # deferred: start-up
    from mmnotation.strategies.recommendation import Strategy  # deferred: start-up

    _check_writable(path)  # before the work: a run of minutes must not end unable to write
    start = time.perf_counter()
    proven: list[Proof] = []  # what an optimal search has proven so far, for Ctrl-C
    say_compile_notice(game, strategy)
    bar = ProgressBar("building the strategy tree")
    shown = _proof_shown(strategy, bar, proven)
    try:
        with bar:
            tree = strategy_tree(
                game, strategy, first=first, seed=seed, max_turns=max_turns, proof=shown, progress=bar
            )
    except KeyboardInterrupt:
        if strategy == "optimal":
            _say_proven(proven, bar.start)
            _write_known_tree(game, first, path, depth, max_turns, proven)
        raise
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
        if not as_json:  # the work is done: its result is printed, then why the tree is not
            typer.echo(stats_text(result), nl=False)
        opt.fail(f"{opt.PROG}: error: cannot write {printable(path)!r}: {exc.strerror or exc}", 2)
    if as_json:
        opt.emit_json(stats_json(result))
    else:
        typer.echo(stats_text(result) + f"Tree written to {printable(path)}\n", nl=False)


def _check_writable(path: str) -> None:
    """A usage error (exit 2) now, where ``path`` cannot be written: its folder missing or read-only,
    or something there that is no regular file."""
    import os

    folder = os.path.dirname(os.path.abspath(path))
    why = None
    if not os.path.isdir(folder):
        why = "its folder does not exist"
    elif os.path.exists(path) and not os.path.isfile(path):
        why = "it is not a regular file"
    elif not os.access(folder, os.W_OK) or (os.path.exists(path) and not os.access(path, os.W_OK)):
        why = "permission denied"
    if why is not None:
        opt.fail(f"{opt.PROG}: error: cannot write the tree to {printable(path)!r}: {why}", 2)


def _proof_shown(
    strategy: str, bar: "ProgressBar", proven: "list[Proof]"
) -> "Callable[[Proof], None] | None":
    """What the optimal search proves, shown on ``bar`` and kept in ``proven`` for Ctrl-C (None:
    ``strategy`` is not optimal and proves nothing)."""
    from mmnotation.cli.render import proof_label  # deferred: start-up

    if strategy != "optimal":
        return None

    def proof(found: "Proof") -> None:
        proven[:] = [found]
        # the classes differ: no time left to tell, and the size estimate is no longer shown
        bar.label, bar.expected, bar.eta = proof_label(found), None, False
        bar(bar.fraction)

    return proof


def _say_proven(proven: "list[Proof]", start: float) -> None:
    """Ctrl-C during an optimal search: both bounds it had reached, unless it was over."""
    import time

    from mmnotation.cli.render import proof_text  # deferred: start-up

    if proven and not proven[0].exact:
        typer.echo(f"\n{opt.PROG}: {proof_text(proven[0], time.monotonic() - start)}", err=True)


def _write_known_tree(
    game: "Game", first: "Code | None", path: str, depth: int, max_turns: int | None, proven: "list[Proof]"
) -> None:
    """Ctrl-C during ``stats -s optimal --tree FILE``: the best tree known is written all the same
    (optimal where the search got to, the expected heuristic elsewhere), so the hour is not lost.
    A second Ctrl-C stops this too."""
    from mmnotation.cli.render import known_tree_text  # deferred: start-up
    from mmnotation.errors import GameError  # deferred: start-up
    from mmnotation.stats.tree import known_tree, tree_total, write_tree  # deferred: start-up

    typer.echo(
        f"{opt.PROG}: writing the best tree known to {printable(path)} (Ctrl-C again to skip it)", err=True
    )
    try:
        tree = known_tree(game, first=first, max_turns=max_turns)
    except GameError as exc:
        typer.echo(f"{opt.PROG}: no tree written: {exc}", err=True)
        return
    total, dist = tree_total(tree)
    optimal = bool(proven) and proven[0].exact and total == proven[0].lower
    if max_turns is not None and max(dist) > max_turns:
        typer.echo(
            f"{opt.PROG}: no tree written: the best one known takes {max(dist)} turns for some secret, "
            f"more than --max-turns {max_turns}",
            err=True,
        )
        return
    try:
        write_tree(tree, game, "optimal" if optimal else "optimal, interrupted (not proven)", path, depth)
    except OSError as exc:
        typer.echo(f"{opt.PROG}: error: cannot write {path!r}: {exc.strerror or exc}", err=True)
        return
    typer.echo(
        f"{opt.PROG}: {known_tree_text(total, game.size, optimal)} written to {printable(path)}", err=True
    )
