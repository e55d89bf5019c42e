"""Side by side with another solver (issue 26): whole processes, one core each, A B A B.

    python benchmarks/bench_peers.py [--runs N] GAME:STRATEGY:OPENING=COMMAND [...]

Each argument names a game (PEGSxCOLORS), one of our strategies, the opening both play, and the
command line of the other solver playing that game and strategy from that opening (a peer's
binary, built as docs/performance.md says: mikemag/Mastermind's CPU solver fixes the game and
the strategy when it is compiled).  Ours runs as ``python -m mmnotation stats --pegs P --colors C
-s STRATEGY --first OPENING`` with the worker processes off, so both sides are single-threaded.
After one untimed run of each (numba's cache warm, files read once), the two alternate RUNS
times (default 5); each run's CPU time (user + system) and peak RSS are the operating system's
accounting of the finished child (``os.wait4``).  Prints, for each pair, the medians and the
median of the ratios ours / peer taken pair by pair (below 1: ours is faster), which holds up
when the machine's speed drifts during the runs.  Never fails: a command that cannot start or
that fails is reported in its row.

    python benchmarks/bench_peers.py "5x8:parts:11223=sh -c 'cd ~/peer/run && exec ../mm_parts58'"
"""

from __future__ import annotations

import os
import shlex
import statistics
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def measured(argv: list[str], env: dict[str, str] | None = None) -> tuple[float, float, str]:
    """(CPU seconds, peak RSS in MB, what went wrong or '') of one whole process."""
    try:
        proc = subprocess.Popen(argv, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=env, cwd=ROOT)
    except OSError as exc:
        return 0.0, 0.0, f"cannot start: {exc}"
    _, status, usage = os.wait4(proc.pid, 0)
    proc.returncode = os.waitstatus_to_exitcode(status)  # reaped here, not by Popen
    cpu = usage.ru_utime + usage.ru_stime
    return cpu, usage.ru_maxrss / 1024, "" if proc.returncode == 0 else f"exit status {proc.returncode}"


def ours(pegs: int, colors: int, strategy: str, opening: str) -> tuple[list[str], dict[str, str]]:
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}  # as installed
    env["PYTHONPATH"] = ROOT
    env["MMNOTATION_START_METHOD"] = "none"  # one process: single-threaded like the peer
    args = ["stats", "--pegs", str(pegs), "--colors", str(colors), "-s", strategy, "--first", opening]
    return [sys.executable, "-m", "mmnotation", *args], env


def summary(argv: list[str], env: dict[str, str]) -> str:
    """Our run's totals line (the untimed first run), to compare with the peer's figure."""
    done = subprocess.run(argv, capture_output=True, text=True, env=env, cwd=ROOT, check=False)
    lines = [line.strip() for line in done.stdout.splitlines() if "guesses in all" in line]
    return lines[0] if lines else f"no totals (exit status {done.returncode}): {done.stderr.strip()[-200:]}"


def pair(spec: str, runs: int) -> None:
    game, _, command = spec.partition("=")
    try:
        shape, strategy, opening = game.split(":")
        pegs, colors = (int(x) for x in shape.lower().split("x"))
        peer = shlex.split(command)
    except ValueError:
        print(f"{spec!r}: expected GAME:STRATEGY:OPENING=COMMAND, e.g. 5x8:parts:11223=./mm_parts58")
        return
    mine, env = ours(pegs, colors, strategy, opening)
    print(f"{shape} {strategy} from {opening}: ours {summary(mine, env)}")
    _, _, problem = measured(peer)
    if problem or not peer:
        print(f"  the peer {command!r}: {problem or 'no command'}")
        return
    rows: dict[str, list[float]] = {"ours": [], "peer": [], "ours MB": [], "peer MB": [], "ratio": []}
    for _ in range(runs):
        a, a_mb, problem = measured(mine, env)
        b, b_mb, peer_problem = measured(peer)
        if problem or peer_problem:
            print(f"  stopped: ours {problem or 'ran'}, the peer {peer_problem or 'ran'}")
            return
        for key, value in (("ours", a), ("peer", b), ("ours MB", a_mb), ("peer MB", b_mb), ("ratio", a / b)):
            rows[key].append(value)
    med = {key: statistics.median(values) for key, values in rows.items()}
    print(
        f"  CPU s ours {med['ours']:.2f}, peer {med['peer']:.2f}; ratio {med['ratio']:.2f} "
        f"(pairs {min(rows['ratio']):.2f}-{max(rows['ratio']):.2f}, {runs} pairs); "
        f"peak RSS ours {med['ours MB']:.0f} MB, peer {med['peer MB']:.0f} MB",
        flush=True,
    )


def main() -> None:
    args = sys.argv[1:]
    runs = 5
    if args[:1] == ["--runs"] and len(args) >= 2 and args[1].isdigit():
        runs, args = max(1, int(args[1])), args[2:]
    if not args:
        print(__doc__)
        return
    for spec in args:
        pair(spec, runs)


if __name__ == "__main__":
    main()
