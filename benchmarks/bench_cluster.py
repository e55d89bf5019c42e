"""Benchmark P17: a large game's stats locally and on a loopback Dask cluster, and a projection.

Plays the same game three ways: as tasks in two local processes (with a checkpoint), and on a
loopback ``LocalCluster`` (processes, one thread each) of 2 and of 4 workers; checks that the
totals, distribution and opening are equal, and prints the times side by side.  The task
stream of the 2-worker run (one worker a core: no oversubscription) gives each subtree's
compute time; from it, a projection for N machines of ``--cores`` cores:

    T(N) = root + max(work / (N x cores), longest chain) + overhead

where ``root`` is the opening guess (played by the client, serially), ``work`` the sum of the
tasks' compute times, ``longest chain`` the longest expand task plus the longest play task
(no machine count goes below it), and ``overhead`` what the 2-worker run took beyond
``root + work / 2`` (scheduling, transfers, the tail).  Prints tables; never fails.

    python benchmarks/bench_cluster.py [--pegs 6 --colors 7] [--strategy minimax] [--cores 2]
"""

from __future__ import annotations

import argparse
import tempfile
import time
from pathlib import Path
from typing import Any

from mmnotation import Game
from mmnotation.stats.play_all import Stats, strategy_stats


def timed(game: Game, strategy: str, **kw: Any) -> tuple[Stats, float, float]:
    """(stats, wall seconds, seconds before the first subtree report: the opening guess)."""
    start = time.perf_counter()
    first: list[float] = []

    def subtrees(done: int, known: int) -> None:
        if not first:
            first.append(time.perf_counter() - start)

    stats = strategy_stats(game, strategy, subtrees=subtrees, **kw)
    return stats, time.perf_counter() - start, first[0] if first else 0.0


def on_cluster(game: Game, strategy: str, workers: int) -> tuple[Stats, float, float, float, list[Any]]:
    """(stats, wall, root, cluster start-up seconds, the task stream) on a fresh loopback cluster."""
    import distributed

    t0 = time.perf_counter()
    with (
        distributed.LocalCluster(
            n_workers=workers, processes=True, threads_per_worker=1, host="127.0.0.1", dashboard_address=None
        ) as cluster,
        distributed.Client(cluster, set_as_default=False) as client,
    ):
        startup = time.perf_counter() - t0
        with distributed.get_task_stream(client=client) as stream:
            stats, wall, root = timed(game, strategy, cluster=client)
        return stats, wall, root, startup, list(stream.data)


def compute_seconds(task: dict[str, Any]) -> float:
    return sum(s["stop"] - s["start"] for s in task.get("startstops", ()) if s.get("action") == "compute")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--pegs", type=int, default=6)
    parser.add_argument("--colors", type=int, default=7)
    parser.add_argument("--strategy", default="minimax")
    parser.add_argument("--cores", type=int, default=2, help="cores of each projected machine")
    args = parser.parse_args()
    game = Game(args.pegs, tuple("123456789ABCDEFGHIJ"[: args.colors]))
    print(f"P17: {game}, {args.strategy}, all {game.size:,} secrets")

    # the same tasks in two local processes (a checkpoint sends the run through the tasks)
    with tempfile.TemporaryDirectory() as tmp:
        local, local_wall, local_root = timed(game, args.strategy, checkpoint=Path(tmp) / "local.jsonl")
    rows = [("local, 2 processes (--checkpoint)", local, local_wall, local_root, 0.0)]
    streams: dict[int, list[Any]] = {}
    for workers in (2, 4):
        stats, wall, root, startup, stream = on_cluster(game, args.strategy, workers)
        rows.append((f"loopback Dask cluster, {workers} workers", stats, wall, root, startup))
        streams[workers] = stream

    print()
    print("| run | total | max | equal to local | wall s | opening guess s | cluster start s |")
    print("|---|---|---|---|---|---|---|")
    for name, stats, wall, root, startup in rows:
        equal = (stats.total, stats.distribution, stats.first_guess) == (
            local.total,
            local.distribution,
            local.first_guess,
        )
        print(
            f"| {name} | {stats.total:,} | {stats.max} | {'yes' if equal else 'NO'} | {wall:.1f} | "
            f"{root:.1f} | {startup:.1f} |"
        )

    tasks = streams[2]
    times = {str(t["key"]): compute_seconds(t) for t in tasks}
    expand = [s for k, s in times.items() if "expand_task" in k]
    play = [s for k, s in times.items() if "play_task" in k]
    work = sum(times.values())
    root = rows[1][3]
    chain = (max(expand) if expand else 0.0) + (max(play) if play else 0.0)
    overhead = max(0.0, rows[1][2] - root - work / 2)
    print()
    print(
        f"2-worker run: {len(play)} play tasks, {len(expand)} expand tasks, work {work:.1f} s "
        f"(longest play {max(play):.2f} s, longest expand {max(expand or [0]):.2f} s), "
        f"opening guess {root:.1f} s, overhead {overhead:.1f} s"
    )
    print()
    print(
        f"Projection for N machines of {args.cores} cores: root + max(work / cores, longest chain) + overhead"
    )
    print()
    print("| machines | cores | projected s |")
    print("|---|---|---|")
    for n in (1, 2, 4, 8, 16, 32, 64):
        cores = n * args.cores
        print(f"| {n} | {cores} | {root + max(work / cores, chain) + overhead:.1f} |")


if __name__ == "__main__":
    main()
