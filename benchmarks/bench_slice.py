"""Benchmark P18: a slice of a game too large for one machine, played on a loopback Dask cluster,
and a projection for the whole game on N machines.

8 pegs x 8 colours has 16,777,216 codes: more than ``mmdeduce`` holds (it refuses the game), and
far more work than two cores do in a day.  This benchmark lifts the size limit in its own
processes (the client and every worker), plays the opening guess (11223344, as mikemag's GPU run
does), then plays the subtree of one first-guess class (``--slice``, a feedback) as tasks on a
fresh loopback ``LocalCluster`` (processes, one thread each), and checks the slice's totals
against the same subtree played in this process.  More classes (``--sample``) are played in this
process only, to show how the time per secret varies between classes.

The projection takes the seconds of task time per secret of the measured classes, their least
and their most, for every secret of the game (the codes of the other classes):

    T(N) = opening + start + max(secrets x seconds per secret / (N x cores), chain)

where ``opening`` is the opening guess's split (here, on the client) and ``start`` a worker's
start (building the space's tables: the slowest worker's, measured).  A cluster run also waits
for its longest chain of tasks: the guess of the largest class, then the longest subtree below
it.  ``chain`` is the first of the two, timed in a child process when ``--chain`` gives it the
seconds to wait (a child stopped there gives a floor), 0 otherwise; the second is not measured:
the figures for many machines are lower bounds.  Prints tables; never fails.

    python benchmarks/bench_slice.py [--pegs 8 --colors 8 --first 11223344] [--slice 47]
        [--sample 45,31] [--whole] [--chain SECONDS] [--workers 2] [--cores 2] [--peer-seconds 960]
"""

from __future__ import annotations

import argparse
import resource
import time
from typing import Any

import mmnotation.codes.space as space_module
from mmnotation import Game
from mmnotation.stats.player import Player
from mmnotation.stats.subtrees import play_subtrees
from mmnotation.strategies.recommendation import Strategy

PEER = (
    "the peer's seconds for the whole game (default: mikemag/Mastermind's RTX 4090, 8x8 minimax "
    "from 11223344, its results/2023_4090)"
)


def lift(size: int) -> int:
    """Let this process hold a game of ``size`` codes (the benchmark's processes only); the pid."""
    import os

    space_module.MAX_CODES = max(space_module.MAX_CODES, size)
    space_module.PLAY_MAX_CODES = max(space_module.PLAY_MAX_CODES, size)  # a worker's player
    return os.getpid()


def built(spec: Any) -> float:
    """Build a worker's player (its space and tables) for the run ``spec`` before any task, and
    keep it for the tasks; the seconds it took."""
    from mmnotation.stats.subtrees import _player

    start = time.perf_counter()
    _player(spec)
    return time.perf_counter() - start


def chain_guess(
    player: Player, first: tuple[int, ...], feedback: int, cands: Any, limit: float
) -> tuple[float, bool]:
    """Seconds the guess of one first-guess class takes, in a forked child (the space inherited),
    and whether it came within ``limit`` seconds (if not, the child is stopped there)."""
    import multiprocessing

    child = multiprocessing.get_context("fork").Process(
        target=player.guess, args=(cands, (feedback,), [first])
    )
    start = time.perf_counter()
    child.start()
    child.join(limit)
    seconds = time.perf_counter() - start
    if child.is_alive():
        child.kill()
        child.join()
        return seconds, False
    return seconds, child.exitcode == 0


def span(low: float, high: float) -> str:
    """Two durations in one unit: ``57-113 h``, ``3.8-12 min``, ``40-95 s``."""
    for unit, size in (("h", 3600.0), ("min", 60.0), ("s", 1.0)):
        if low >= size or unit == "s":
            return (
                f"{low / size:.2g}-{high / size:.2g} {unit}"
                if high < 10 * size
                else f"{low / size:.0f}-{high / size:.0f} {unit}"
            )
    raise AssertionError


def compute_seconds(task: dict[str, Any]) -> float:
    return float(
        sum(s["stop"] - s["start"] for s in task.get("startstops", ()) if s.get("action") == "compute")
    )


def local_slice(
    player: Player, first: tuple[int, ...], feedback: int, cands: Any
) -> tuple[dict[int, int], float]:
    """The subtree of one first-guess class played in this process: (turns -> secrets, seconds)."""
    start = time.perf_counter()
    dist: dict[int, int] = {}
    player.count_turns(cands, (feedback,), [first], 2, dist)
    return dist, time.perf_counter() - start


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--pegs", type=int, default=8)
    parser.add_argument("--colors", type=int, default=8)
    parser.add_argument("--first", default="11223344")
    parser.add_argument("--slice", type=int, default=47, help="the first-guess class (its packed feedback)")
    parser.add_argument("--sample", default="45,31", help="more classes, played in this process only")
    parser.add_argument(
        "--whole",
        action="store_true",
        help="also play every class in this process: the true time a secret, against the projection",
    )
    parser.add_argument(
        "--chain",
        type=float,
        default=0.0,
        help="seconds to wait for the largest class's own guess (timed in a child process; 0: not timed)",
    )
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--cores", type=int, default=2, help="cores of each projected machine")
    parser.add_argument("--peer-seconds", type=float, default=960.0, help=PEER)
    args = parser.parse_args()

    import distributed

    game = Game(args.pegs, tuple("123456789ABCDEFGHIJ"[: args.colors]))
    first = tuple(int(ch, 36) - 1 for ch in args.first)
    lift(game.size)
    print(f"P18: {game}, minimax from {args.first}, one first-guess class on a loopback Dask cluster")

    t0 = time.perf_counter()
    player = Player(game, Strategy.MINIMAX, first, 0)
    client_build = time.perf_counter() - t0
    t0 = time.perf_counter()
    classes = {
        fb: part
        for fb, part in player.split(player.guess(player.sp.everything(), (), []), player.sp.everything())
    }
    opening = time.perf_counter() - t0
    secrets = game.size - (1 if player.sp.solved in classes else 0)
    print(
        f"the client's space and tables {client_build:.1f} s; the opening's split {opening:.1f} s: "
        f"{len(classes)} classes, the largest {max(len(p) for p in classes.values()):,} codes"
    )

    cands = classes[args.slice]
    with (
        distributed.LocalCluster(
            n_workers=args.workers,
            processes=True,
            threads_per_worker=1,
            host="127.0.0.1",
            dashboard_address=None,
        ) as cluster,
        distributed.Client(cluster, set_as_default=False) as client,
    ):
        client.run(lift, game.size)
        spec = (game.pegs, game.colors, game.repeats, player.strategy.value, player.first, player.seed)
        start = max(client.run(built, spec).values())  # the spec play_subtrees gives its tasks
        dist: dict[int, int] = {}
        t0 = time.perf_counter()
        with distributed.get_task_stream(client=client) as stream:
            play_subtrees(player, [(cands, (args.slice,))], [first], dist, None, cluster=client)
        wall = time.perf_counter() - t0
        work = sum(compute_seconds(t) for t in stream.data)
        tasks = len(stream.data)

    here, here_seconds = local_slice(player, first, args.slice, cands)
    rows = [(args.slice, len(cands), here_seconds, here)]
    for fb in (int(f) for f in args.sample.split(",") if f.strip()):
        dist_fb, seconds = local_slice(player, first, fb, classes[fb])
        rows.append((fb, len(classes[fb]), seconds, dist_fb))

    def total(d: dict[int, int]) -> int:
        return sum(t * c for t, c in d.items())

    print()
    print("| class (feedback) | codes | where | guesses | max | seconds | ms per secret |")
    print("|---|---|---|---|---|---|---|")
    print(
        f"| {args.slice} | {len(cands):,} | cluster, {args.workers} workers, {tasks} task(s) | "
        f"{total(dist):,} | {max(dist)} | {work:.1f} of task time, {wall:.1f} wall | "
        f"{1000 * work / len(cands):.2f} |"
    )
    for fb, n, seconds, d in rows:
        per = 1000 * seconds / n
        print(f"| {fb} | {n:,} | this process | {total(d):,} | {max(d)} | {seconds:.1f} | {per:.2f} |")
    equal = dist == here
    print()
    print(f"the slice's totals on the cluster equal this process's: {'yes' if equal else 'NO'}")
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss // 1024
    print(f"a worker's start (space and tables): {start:.1f} s; peak RSS of this process {peak} MiB")

    rates = [work / len(cands)] + [seconds / n for _, n, seconds, _ in rows]
    low, high = min(rates), max(rates)
    if args.whole:  # the check of the method: the whole game's time a secret, in the range or not
        measured = {fb: (d, seconds) for fb, _, seconds, d in rows}
        everything: dict[int, int] = {1: 1} if player.sp.solved in classes else {}
        seconds_all = 0.0
        for fb, part in classes.items():
            if fb == player.sp.solved:
                continue
            d, seconds = measured[fb] if fb in measured else local_slice(player, first, fb, part)
            seconds_all += seconds
            for t, c in d.items():
                everything[t] = everything.get(t, 0) + c
        rate = seconds_all / secrets
        inside = low <= rate <= high
        print(
            f"the whole game played here, class by class: {total(everything):,} guesses, at most "
            f"{max(everything)}, {seconds_all:.1f} s, {1000 * rate:.3f} ms a secret: "
            f"{'within' if inside else 'OUTSIDE'} the range of the classes above"
        )
    chain = 0.0
    if args.chain > 0:
        largest = max(classes, key=lambda fb: len(classes[fb]))
        chain, done = chain_guess(player, first, largest, classes[largest], args.chain)
        said = f"{chain:.1f} s" if done else f"more than {chain:.0f} s (stopped there)"
        print(f"the largest class's own guess ({len(classes[largest]):,} candidates), one core: {said}")
    print()
    print(
        f"Projection for all {secrets:,} secrets at {1000 * low:.1f}-{1000 * high:.1f} ms a secret "
        f"(the classes above), N machines of {args.cores} cores: opening + start + max(work / cores, chain)"
    )
    print(f"(against the peer's {args.peer_seconds:g} s); no row is shorter than the largest class's guess")
    print("(--chain; the longest subtree below it is not measured): the many-machine rows are lower bounds")
    print()
    print("| machines | cores | projected | against the peer |")
    print("|---|---|---|---|")
    for m in (1, 2, 4, 8, 16, 32, 64, 128, 256):
        cores = m * args.cores
        t_low = opening + start + max(secrets * low / cores, chain)
        t_high = opening + start + max(secrets * high / cores, chain)
        print(
            f"| {m} | {cores} | {span(t_low, t_high)} | "
            f"{t_low / args.peer_seconds:.0f}-{t_high / args.peer_seconds:.0f}x |"
        )


if __name__ == "__main__":
    main()
