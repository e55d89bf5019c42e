"""P22: the README's test command (``python -m pytest``, the default set, coverage on) as a whole
process on this machine: its wall time and CPU time, and the slowest tests.

Run it alone (nothing else busy): python benchmarks/bench_suite.py [runs] [pytest args...].
Prints a table; never fails (a failing test is reported, with pytest's exit status).
"""

from __future__ import annotations

import os
import re
import resource
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TARGET = 180.0  # seconds: docs/guarantees.md


def one_run(extra: list[str]) -> tuple[float, float, int, str]:
    """(wall seconds, CPU seconds, exit status, pytest's output) of one run of the suite."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    done = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "--durations=15", *extra],
        cwd=ROOT,
        capture_output=True,
        text=True,
        env={**os.environ, "PYTHONDONTWRITEBYTECODE": os.environ.get("PYTHONDONTWRITEBYTECODE", "")},
        check=False,
    )
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return wall, cpu, done.returncode, done.stdout


def main(argv: list[str]) -> int:
    runs = int(argv[0]) if argv and argv[0].isdigit() else 1
    extra = argv[1:] if argv and argv[0].isdigit() else argv
    walls, cpus, last = [], [], ""
    for _ in range(runs):
        wall, cpu, status, out = one_run(extra)
        walls.append(wall)
        cpus.append(cpu)
        last = out
        summary = next((line for line in reversed(out.splitlines()) if re.search(r"passed|failed", line)), "")
        print(f"run: {wall:7.1f} s wall, {cpu:7.1f} s CPU, exit {status}: {summary.strip('= ')}")
    print(f"\n{'the default test set (python -m pytest)':<44} {'median':>8} {'best':>8} {'target':>8}")
    print(f"{'wall seconds':<44} {statistics.median(walls):8.1f} {min(walls):8.1f} {TARGET:8.0f}")
    print(
        f"{'CPU seconds (user + system, every process)':<44} {statistics.median(cpus):8.1f} {min(cpus):8.1f}"
    )
    slowest = last[last.find("slowest") :].split("\n\n")[0] if "slowest" in last else ""
    print("\n" + slowest)
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
