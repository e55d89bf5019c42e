"""Benchmark: the optimal strategy's exact search (least total of guesses), game by game.

For each game: the proven optimum, the sets searched, the search alone (a fresh solver, numba's
compiled code already loaded), and the whole process of ``mmdeduce stats -s optimal`` (start-up,
loading the compiled search from numba's cache, the search, playing the tree).  The classic game
is checked against the published 5,625 (Koyama and Lai 1993) and 5,626 within five turns (Ville
2013).  Also: numba's first compilation (an empty cache directory).  Prints a table and the
machine's load (the machine is shared); never fails.

``--large`` adds 4x7 (2,401 codes; 11,228 = 4.67638 on average, arfst23/Mastermind's README, and
Ville 2013's 4.676), minutes of search, and Bulls and Cows for at most ``--bc-minutes`` minutes
(default 60): proven (Tanaka 1996: 26,274; 39 minutes on the loaded 2-core machine), or the bounds
the anytime search had proven when the time ran out.  ``--bc-whole`` runs ``mmdeduce stats -s
optimal --colors 10 --no-repeats --tree FILE`` as a whole process instead (the search, then every
secret played through its tree: 20 minutes on this machine, 1,199 s of CPU, 547 MB peak RSS, on
2026-11-26) and replays the tree file it wrote against every secret.

    python benchmarks/bench_optimal.py [--quick] [--large [--bc-minutes M | --bc-whole]]
"""

from __future__ import annotations

import contextlib
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from mmnotation.strategies.optimal import make_solver
from mmnotation.strategies.optimal_search import UNBOUNDED, compiled_engine, python_engine

GAMES = [  # pegs, colours, repeats, max turns, published total (None: not checked here)
    (3, 4, True, None, None),
    (4, 4, True, None, None),
    (4, 5, True, None, None),
    (4, 6, True, None, 5625),
    (4, 6, True, 5, 5626),
]
LARGE = [(4, 7, True, None, 11228)]
TANAKA = 26274  # Bulls and Cows, the least total (Tanaka 1996)


def search_seconds(pegs: int, colors: int, repeats: bool, turns: int | None) -> tuple[int, int, float]:
    """(total, sets searched, seconds) of the search from a fresh solver."""
    engine = compiled_engine() or python_engine()
    solver = make_solver(pegs, colors, repeats, engine)
    start = time.perf_counter()
    total, _ = solver.search(np.arange(solver.sp.size), (), UNBOUNDED if turns is None else turns)
    return total, solver.nodes, time.perf_counter() - start


def bulls_and_cows(minutes: float) -> None:
    """The anytime search of Bulls and Cows stopped after ``minutes``: its last proven bounds."""
    import signal
    import threading

    from mmnotation.codes.space import space_of
    from mmnotation.strategies.optimal import Proof, prepare

    seen: list[Proof] = []
    start = time.perf_counter()
    timer = threading.Timer(minutes * 60, os.kill, (os.getpid(), signal.SIGINT))
    timer.start()
    with contextlib.suppress(KeyboardInterrupt):  # the timer's SIGINT: the budget is spent
        prepare(space_of(4, 10, False), None, None, None, seen.append)
    timer.cancel()
    last = seen[-1]
    upper = "none" if last.upper is None else f"{last.upper:,}"
    print(
        f"\nBulls and Cows after {time.perf_counter() - start:.0f} s: at least {last.lower:,}, a strategy of "
        f"{upper} known, {last.done}/{last.classes} classes of the opening (Tanaka: {TANAKA:,})"
        + (" - proven" if last.exact else "")
    )


def bulls_and_cows_whole() -> None:
    """The whole ``stats -s optimal`` process on Bulls and Cows; its tree file replayed."""
    import itertools
    import json
    import resource

    with tempfile.TemporaryDirectory() as where:
        tree = Path(where) / "bulls-and-cows.json"
        args = ["stats", "-s", "optimal", "--colors", "10", "--no-repeats", "--json", "--tree", str(tree)]
        start = time.perf_counter()
        done = subprocess.run([sys.executable, "-m", "mmnotation", *args], capture_output=True, text=True)
        seconds = time.perf_counter() - start
        if done.returncode != 0:
            print(f"\nBulls and Cows, whole process: exit status {done.returncode}: {done.stderr[-300:]}")
            return
        result = json.loads(done.stdout)
        root = json.loads(tree.read_text(encoding="utf-8"))["tree"]
    replayed = 0
    for secret in map("".join, itertools.permutations("1234567890", 4)):
        node, guesses = root, 1
        while node["guess"] != secret:
            black = sum(a == b for a, b in zip(node["guess"], secret, strict=True))
            white = len(set(node["guess"]) & set(secret)) - black  # no repeats: shared colours
            node, guesses = node["children"][f"{black} {white}"], guesses + 1
        replayed += guesses
    peak = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024
    print(
        f"\nBulls and Cows, whole process: {seconds:.0f} s, total {result['total']:,} (at most "
        f"{result['max']}), its tree replayed: {replayed:,} (Tanaka: {TANAKA:,}); peak RSS {peak:.0f} MB"
    )


def process_seconds(args: list[str], env: dict[str, str] | None = None) -> float:
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    start = time.perf_counter()
    subprocess.run(
        [sys.executable, "-m", "mmnotation", *args],
        cwd=root,
        env={**os.environ, **(env or {})},
        stdout=subprocess.DEVNULL,
        check=True,
    )
    return time.perf_counter() - start


def main() -> None:
    quick = "--quick" in sys.argv
    print(f"load average before: {os.getloadavg()[0]:.2f} (2 cores, shared)")
    print(f"numba: {'yes' if compiled_engine() is not None else 'no (the Python search)'}")
    print()
    print(f"{'game':<22}{'total':>7}{'published':>10}{'sets':>9}{'search s':>10}{'process s':>11}")
    large = "--large" in sys.argv
    for pegs, colors, repeats, turns, published in GAMES + (LARGE if large else []):
        if quick and pegs * colors > 16:
            continue
        total, nodes, seconds = search_seconds(pegs, colors, repeats, turns)
        args = ["stats", "--pegs", str(pegs), "--colors", str(colors), "-s", "optimal", "--json"]
        if not repeats:
            args.append("--no-repeats")
        if turns is not None:
            args += ["--max-turns", str(turns)]
        whole = process_seconds(args)
        name = (
            f"{pegs}x{colors}" + ("" if repeats else " no repeats") + (f", <= {turns} turns" if turns else "")
        )
        pub = "" if published is None else (f"{published:,}" + (" ok" if published == total else " DIFFERS"))
        print(f"{name:<22}{total:>7,}{pub:>10}{nodes:>9,}{seconds:>10.2f}{whole:>11.2f}")
    if not quick:
        with tempfile.TemporaryDirectory() as cold:
            first = process_seconds(
                ["stats", "--pegs", "3", "--colors", "4", "-s", "optimal", "--json"],
                {"NUMBA_CACHE_DIR": cold},
            )
        print(f"\nfirst run with an empty numba cache (compiling the search), 3x4: {first:.1f} s")
    if large and "--bc-whole" in sys.argv:
        bulls_and_cows_whole()
    elif large:
        at = sys.argv.index("--bc-minutes") + 1 if "--bc-minutes" in sys.argv else 0
        bulls_and_cows(float(sys.argv[at]) if at else 60.0)
    print(f"load average after: {os.getloadavg()[0]:.2f}")


if __name__ == "__main__":
    main()
