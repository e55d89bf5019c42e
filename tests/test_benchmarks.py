"""The side-by-side benchmark (benchmarks/bench_peers.py) runs, pairs the two commands and reports."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

BENCH = Path(__file__).resolve().parent.parent / "benchmarks" / "bench_peers.py"


def _bench(*args: str) -> str:
    done = subprocess.run([sys.executable, str(BENCH), *args], capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    return done.stdout


def test_a_pair_is_timed_and_our_totals_are_shown() -> None:
    out = _bench("--runs", "2", f"3x4:minimax:112={sys.executable} -c pass")
    first, second = out.splitlines()[:2]
    command = [sys.executable, "-m", "mmnotation", "stats", "--pegs", "3", "--colors", "4", "--first", "112"]
    direct = subprocess.run(command, capture_output=True, text=True, timeout=300).stdout
    totals = next(line.strip() for line in direct.splitlines() if "guesses in all" in line)
    assert first == f"3x4 minimax from 112: ours {totals}"
    assert "ratio" in second and "(pairs" in second and "2 pairs" in second


def test_a_peer_that_cannot_run_and_a_bad_argument_are_reported() -> None:
    out = _bench("--runs", "1", "3x4:minimax:112=/nonexistent/peer", "5x8-parts")
    assert "the peer '/nonexistent/peer': cannot start" in out
    assert "'5x8-parts': expected GAME:STRATEGY:OPENING=COMMAND" in out
