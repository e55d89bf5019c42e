"""stats on worker processes (MMNOTATION_START_METHOD=fork and the others; threads are the
default, tests/test_stats_threads.py): a worker killed with SIGKILL has its subtrees replayed,
or the run stops."""

from __future__ import annotations

import multiprocessing
import os
import signal
import sys
import time
from pathlib import Path

import pexpect
import pytest

from mmnotation import Game
from mmnotation.stats import executors
from mmnotation.stats import subtrees as _subtrees
from mmnotation.stats.executors import LostWorkerError
from mmnotation.stats.play_all import strategy_stats

# 7,776 codes: split between two worker processes (PARALLEL_FROM), about half a second of play
GAME = Game(5, tuple("123456"))
LONGER = Game(6, tuple("1234567"))  # 117,649 codes, about 2 s: a pool still playing when killed


@pytest.fixture(autouse=True)
def processes(monkeypatch: pytest.MonkeyPatch) -> None:
    """Worker processes, not the default threads (a test may name another start method)."""
    monkeypatch.setenv(executors.START_METHOD_SETTING, "fork")


class Killer:
    """A progress callback that kills one worker of each new pool with SIGKILL, ``times`` times."""

    def __init__(self, times: int) -> None:
        self.times = times
        self.killed: list[int] = []
        self.seen: set[int | None] = set()  # workers of the pools already hit

    def __call__(self, fraction: float) -> None:
        if len(self.killed) >= self.times:
            return
        children = multiprocessing.active_children()
        fresh = [p for p in children if p.pid not in self.seen]
        if fresh and len(fresh) == len(children) and fresh[0].pid is not None:
            os.kill(fresh[0].pid, signal.SIGKILL)
            self.killed.append(fresh[0].pid)
            self.seen |= {p.pid for p in children}


def serial_totals(monkeypatch: pytest.MonkeyPatch, game: Game = GAME) -> tuple[int, dict[int, int]]:
    with monkeypatch.context() as m:
        m.setattr(_subtrees, "PARALLEL_FROM", 10**9)
        ref = strategy_stats(game)
    return ref.total, ref.distribution


@pytest.mark.skipif((os.cpu_count() or 1) < 2, reason="the split needs two cores")
def test_killed_worker_share_is_replayed(monkeypatch: pytest.MonkeyPatch) -> None:
    total, distribution = serial_totals(monkeypatch, LONGER)
    killer = Killer(1)
    stats = strategy_stats(LONGER, progress=killer)  # still playing when the killer looks
    assert len(killer.killed) == 1
    assert (stats.total, stats.distribution) == (total, distribution)
    assert not multiprocessing.active_children()


@pytest.mark.skipif((os.cpu_count() or 1) < 2, reason="the split needs two cores")
def test_workers_killed_again_stop_the_run(monkeypatch: pytest.MonkeyPatch) -> None:
    killer = Killer(_subtrees.RETRIES + 1)
    start = time.monotonic()
    with pytest.raises(LostWorkerError, match="worker process died"):
        # each new pool must still be playing when the killer, called with the progress every
        # PROGRESS_EVERY, looks: 5x6 got fast enough to finish first
        strategy_stats(LONGER, progress=killer)
    assert len(killer.killed) == _subtrees.RETRIES + 1
    assert not multiprocessing.active_children()
    # it stopped instead of waiting for the lost subtrees: well under a serial run's time x 20
    assert time.monotonic() - start < 60


def spawn_stats(*args: str) -> pexpect.spawn:
    env = dict(os.environ, NO_COLOR="1", TERM="xterm")
    return pexpect.spawn(
        sys.executable, ["-m", "mmnotation.cli.app", "stats", *args], env=env, encoding="utf-8", timeout=120
    )


def children_of(pid: int) -> list[int]:
    path = Path(f"/proc/{pid}/task/{pid}/children")
    return [int(x) for x in path.read_text().split()] if path.exists() else []


@pytest.mark.slow
def test_stats_says_how_long_and_shows_progress() -> None:
    child = spawn_stats("--pegs", "6", "--colors", "6")  # over a second: the bar waits 0.3 s to show
    # a busy machine may pass the estimate before the bar's first frame: "longer than estimated (...)"
    said = r"(?:longer than estimated \()?(?:about \d+ s|under a second)\)?"
    child.expect(rf"playing every secret \(46,656\), {said} \[[#.]+\]\s+\d+%")
    child.expect("46,656 games: ([0-9,]+) guesses in all")
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 0


@pytest.mark.slow
@pytest.mark.skipif(not Path("/proc/self/task").exists(), reason="needs /proc to find the workers")
@pytest.mark.skipif((os.cpu_count() or 1) < 2, reason="the split needs two cores")
def test_cli_worker_killed_with_sigkill(monkeypatch: pytest.MonkeyPatch) -> None:
    total, _ = serial_totals(monkeypatch)
    child = spawn_stats("--pegs", "5", "--colors", "6")
    deadline = time.monotonic() + 60
    workers: list[int] = []
    while len(workers) < 2 and time.monotonic() < deadline and child.isalive():
        workers = children_of(child.pid)
        time.sleep(0.01)
    assert len(workers) == 2, "the run never split between two workers"
    os.kill(workers[0], signal.SIGKILL)
    child.expect(pexpect.EOF)
    child.close()
    out = child.before or ""
    # the lost share was replayed: the totals are those of a run in one process
    assert child.exitstatus == 0, out
    assert f"7,776 games: {total:,} guesses in all" in out
    assert "Traceback" not in out


# ---------------------------------------------------------------- platforms without fork
class Pools:
    """A progress callback that records the start method of the worker processes it sees."""

    def __init__(self) -> None:
        self.methods: set[str] = set()

    def __call__(self, fraction: float) -> None:
        for child in multiprocessing.active_children():
            self.methods.add(type(child).__name__)


@pytest.mark.slow
@pytest.mark.skipif((os.cpu_count() or 1) < 2, reason="the split needs two cores")
@pytest.mark.parametrize("method", ["spawn", "forkserver"])
def test_workers_started_without_fork_give_the_same_totals(
    method: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    total, distribution = serial_totals(monkeypatch)
    monkeypatch.setenv(executors.START_METHOD_SETTING, method)
    pools = Pools()
    stats = strategy_stats(GAME, progress=pools)
    assert (stats.total, stats.distribution) == (total, distribution)
    assert pools.methods and all(m.lower().startswith(method) for m in pools.methods), pools.methods


def test_a_platform_without_fork_spawns(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(executors.START_METHOD_SETTING, raising=False)
    monkeypatch.setattr(multiprocessing, "get_all_start_methods", lambda: ["spawn"])
    ctx = executors.process_context()
    assert ctx is not None and ctx.get_start_method() == "spawn"
    monkeypatch.setenv(executors.START_METHOD_SETTING, "fork")  # not offered: the default again
    ctx = executors.process_context()
    assert ctx is not None and ctx.get_start_method() == "spawn"
    monkeypatch.setenv(executors.START_METHOD_SETTING, "none")
    assert executors.process_context() is None


def test_no_process_pool_plays_in_one_process(monkeypatch: pytest.MonkeyPatch) -> None:
    import concurrent.futures

    total, distribution = serial_totals(monkeypatch)

    def refuse(*args: object, **kwargs: object) -> None:
        raise OSError("no semaphores on this platform")

    monkeypatch.setattr(concurrent.futures, "ProcessPoolExecutor", refuse)
    pools = Pools()
    stats = strategy_stats(GAME, progress=pools)
    assert (stats.total, stats.distribution) == (total, distribution)
    assert not pools.methods
