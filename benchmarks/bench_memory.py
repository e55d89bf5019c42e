"""Where the bytes of a `mmdeduce stats` run go (issue 26's memory target).

Three parts, each printed as a table; never fails:

1. the floor: the PSS of processes that only import what a stats run imports (Python, numpy,
   numba with llvmlite, the package and its compiled scans loaded from numba's cache);
2. the run as users run it: the peak of the summed PSS of the process and its workers, sampled
   from /proc (as bench_process.py does), for each game given, with the default worker threads,
   with worker processes (``MMNOTATION_START_METHOD=fork``) and with the workers off;
3. the package's own arrays: one process, workers off, `tracemalloc` on; at the moments the
   traced memory is highest the live allocations are grouped by the line of the package that
   made them (numpy reports its arrays to tracemalloc), largest first.

    python benchmarks/bench_memory.py [GAME ...]     GAME as PEGSxCOLORS[:strategy], default 7x6
"""

from __future__ import annotations

import os
import subprocess
import sys
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from bench_process import ROOT, _pss_kib, _tree  # the sibling script's helpers

FLOORS = [
    ("python", "pass"),
    ("numpy", "import numpy"),
    ("numpy + numba", "import numpy, numba"),
    (
        "the package, minimax's scans loaded",
        "from mmnotation.codes.compiled import kernels; kernels()",
    ),
]


WORKERS = {"threads": None, "processes": "fork", "off": "none"}  # MMNOTATION_START_METHOD of each


def _env(workers: str = "threads") -> dict[str, str]:
    env = {
        k: v for k, v in os.environ.items() if k not in ("PYTHONDONTWRITEBYTECODE", "MMNOTATION_START_METHOD")
    }
    env["PYTHONPATH"] = str(ROOT)
    method = WORKERS[workers]
    if method is not None:
        env["MMNOTATION_START_METHOD"] = method
    return env


def _peak_pss(argv: list[str], env: dict[str, str]) -> tuple[float, float]:
    """(seconds, peak summed PSS in MiB) of a whole process and its children."""
    start = time.perf_counter()
    proc = subprocess.Popen(argv, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=env, cwd=ROOT)
    peak = 0
    while proc.poll() is None:
        peak = max(peak, _pss_kib(_tree(proc.pid)))
        time.sleep(0.02)
    return time.perf_counter() - start, peak / 1024


def floors() -> None:
    print("1. The floor: PSS of a process that imports and then waits")
    print(f"{'what':<40} {'MiB':>6}")
    for name, code in FLOORS:
        # the process waits a moment after its imports, so that the sampler sees it whole
        _, peak = _peak_pss([sys.executable, "-c", f"{code}; import time; time.sleep(0.5)"], _env())
        print(f"{name:<40} {peak:6.0f}", flush=True)


def whole(games: list[tuple[int, int, str]]) -> None:
    print("\n2. Whole processes: peak of the summed PSS (process and workers)")
    print(f"{'game':<16} {'workers':>18} {'seconds':>8} {'MiB':>6}")
    for pegs, colors, strategy in games:
        args = ["stats", "--pegs", str(pegs), "--colors", str(colors), "-s", strategy]
        for workers in WORKERS:
            seconds, peak = _peak_pss([sys.executable, "-m", "mmnotation", *args], _env(workers))
            label = f"{pegs}x{colors} {strategy}"
            shown = "threads (default)" if workers == "threads" else workers
            print(f"{label:<16} {shown:>18} {seconds:8.1f} {peak:6.0f}", flush=True)


def _traced(pegs: int, colors: int, strategy: str) -> None:
    """Part 3 inside the measured process: prints its rows."""
    import tracemalloc

    from mmnotation import Game
    from mmnotation.stats.play_all import strategy_stats

    tracemalloc.start(12)
    highest: list[object] = [0, None]
    last = [0.0]

    def progress(fraction: float) -> None:
        now, (current, _) = time.monotonic(), tracemalloc.get_traced_memory()
        if current > int(highest[0]) * 1.02 and now - last[0] > 0.2:  # type: ignore[call-overload]
            highest[:] = [current, tracemalloc.take_snapshot()]
            last[0] = now

    game = Game(pegs, tuple("123456789ABCDEF"[:colors]))
    result = strategy_stats(game, strategy, progress=progress)
    _, peak = tracemalloc.get_traced_memory()
    print(f"{pegs}x{colors} {strategy}: total {result.total:,}; traced peak {peak / 2**20:.0f} MiB", end="")
    print(f", {int(highest[0]) / 2**20:.0f} MiB live at the largest sample:")  # type: ignore[call-overload]
    sites: Counter[str] = Counter()
    snapshot = highest[1]
    assert isinstance(snapshot, tracemalloc.Snapshot)
    for stat in snapshot.statistics("traceback"):
        sites[_site(stat.traceback)] += stat.size
    for where, size in sites.most_common(10):
        print(f"  {size / 2**20:8.1f} MiB  {where}")


def _site(frames: object) -> str:
    """The innermost line of the package in an allocation's traceback (else 'elsewhere')."""
    for frame in reversed(list(frames)):  # type: ignore[call-overload]
        if "/mmnotation/" in frame.filename:
            return f"{frame.filename.split('/mmnotation/')[-1]}:{frame.lineno}"
    return "elsewhere (imports, Python)"


def traced(games: list[tuple[int, int, str]]) -> None:
    print("\n3. The package's arrays, one process, workers off, tracemalloc (slower than usual)")
    for pegs, colors, strategy in games:
        code = f"import bench_memory; bench_memory._traced({pegs}, {colors}, {strategy!r})"
        env = _env("off")
        env["PYTHONPATH"] = f"{ROOT}{os.pathsep}{Path(__file__).resolve().parent}"
        subprocess.run([sys.executable, "-c", code], env=env, cwd=ROOT, check=False)


def main() -> None:
    games = []
    for arg in sys.argv[1:] or ["7x6"]:
        shape, _, strategy = arg.partition(":")
        pegs, colors = (int(x) for x in shape.lower().split("x"))
        games.append((pegs, colors, strategy or "minimax"))
    subprocess.run([sys.executable, "-m", "mmnotation", "stats"], env=_env(), cwd=ROOT, capture_output=True)
    floors()
    whole(games)
    traced(games)


if __name__ == "__main__":
    main()
