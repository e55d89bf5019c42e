"""stats on two worker threads (the default): the same totals as one thread, progress while the
threads play, a clean stop on Ctrl-C or an error, and the malloc arena the command line sets."""

from __future__ import annotations

import os
import signal
import sys
import threading
import time
from pathlib import Path

import pytest

from mmnotation import Game
from mmnotation.stats import executors
from mmnotation.stats import player as _player
from mmnotation.stats import subtrees as _subtrees
from mmnotation.stats import threads as _threads
from mmnotation.stats.play_all import strategy_stats

# 7,776 codes: split between two worker threads (PARALLEL_FROM), about a second of play
GAME = Game(5, tuple("123456"))
ROOT = Path(__file__).resolve().parent.parent

pytestmark = pytest.mark.skipif((os.cpu_count() or 1) < 2, reason="the split needs two cores")


@pytest.fixture(autouse=True)
def default_workers(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(executors.START_METHOD_SETTING, raising=False)


def workers_alive() -> list[threading.Thread]:
    return [t for t in threading.enumerate() if t.name.startswith("mmnotation-worker")]


def one_thread(monkeypatch: pytest.MonkeyPatch, strategy: str = "minimax", seed: int | None = None) -> object:
    with monkeypatch.context() as m:
        m.setenv(executors.START_METHOD_SETTING, "none")
        return strategy_stats(GAME, strategy, seed=seed)


def test_default_is_threads_and_processes_when_named(monkeypatch: pytest.MonkeyPatch) -> None:
    assert executors.worker_mode() == "thread"
    for setting, mode in [("thread", "thread"), ("fork", "process"), ("spawn", "process"), ("none", "none")]:
        monkeypatch.setenv(executors.START_METHOD_SETTING, setting)
        assert executors.worker_mode() == mode, setting
    monkeypatch.setenv(executors.START_METHOD_SETTING, "bogus")
    assert executors.worker_mode() == "thread"


@pytest.mark.parametrize(("strategy", "seed"), [("minimax", None), ("parts", None), ("random", 11)])
def test_two_threads_give_the_totals_of_one(
    strategy: str, seed: int | None, monkeypatch: pytest.MonkeyPatch
) -> None:
    reference = one_thread(monkeypatch, strategy, seed)
    seen: set[str] = set()

    def progress(fraction: float) -> None:
        seen.update(t.name for t in workers_alive())

    stats = strategy_stats(GAME, strategy, seed=seed, progress=progress)
    assert (stats.total, stats.distribution) == (reference.total, reference.distribution)  # type: ignore[attr-defined]
    assert len(seen) == 2, seen  # the run was played on two threads
    assert not workers_alive()  # and they ended with it


@pytest.mark.parametrize("method", ["thread", "fork"])
def test_progress_reaches_the_caller_while_the_workers_play(
    method: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    seen: list[float] = []
    monkeypatch.setenv(executors.START_METHOD_SETTING, method)
    monkeypatch.setattr(_player, "PROGRESS_EVERY", 0.02)  # how often a worker adds to the count
    monkeypatch.setattr(_subtrees, "PROGRESS_EVERY", 0.02)  # how often the driver reads it
    strategy_stats(GAME, progress=seen.append)
    assert seen[-1] == 1.0
    assert seen == sorted(seen)
    assert len(set(seen)) > 5  # many reports, not one per subtree: the count is read while they play


def test_interrupt_stops_the_threads(monkeypatch: pytest.MonkeyPatch) -> None:
    calls = []

    def progress(fraction: float) -> None:
        calls.append(fraction)
        if 0.2 < fraction < 1.0:
            raise KeyboardInterrupt

    start = time.monotonic()
    with pytest.raises(KeyboardInterrupt):
        strategy_stats(GAME, progress=progress)
    assert time.monotonic() - start < 30
    deadline = time.monotonic() + 10
    while workers_alive() and time.monotonic() < deadline:
        time.sleep(0.01)
    assert not workers_alive()  # halted at their next settled secret, not left playing


def test_an_error_in_a_thread_reaches_the_caller(monkeypatch: pytest.MonkeyPatch) -> None:
    def broken(*args: object) -> None:
        raise RuntimeError("scan failed")

    monkeypatch.setattr(_player, "subtree", broken)
    with pytest.raises(RuntimeError, match="scan failed"):
        strategy_stats(GAME)
    deadline = time.monotonic() + 10
    while workers_alive() and time.monotonic() < deadline:
        time.sleep(0.01)
    assert not workers_alive()


def test_halted_player_stops_at_its_next_settled_secret() -> None:
    player = _player.Player(GAME, _player.Strategy.MINIMAX, None, None)
    player.halt = threading.Event()
    player.settle(1)  # not halted: goes on
    player.halt.set()
    with pytest.raises(_player.Halted):
        player.settle(1)


def test_daemon_pool_runs_in_order_and_cancels_what_is_queued() -> None:
    gate = threading.Event()
    pool = _threads.DaemonPool(1)
    first = pool.submit(gate.wait, 5)
    second = pool.submit(lambda: "never")
    while not first.running():
        time.sleep(0.001)
    pool.shutdown(wait=False)  # the first is running, the second still queued
    assert second.cancelled()
    gate.set()
    assert first.result(timeout=5) is True
    failing = _threads.DaemonPool(2)
    future = failing.submit(int, "x")
    with pytest.raises(ValueError):
        future.result(timeout=5)
    failing.shutdown(wait=True)
    assert not [t for t in threading.enumerate() if t.name.startswith("mmnotation-worker") and t.is_alive()]


def test_one_malloc_arena_asks_glibc_for_one(monkeypatch: pytest.MonkeyPatch) -> None:
    import ctypes

    calls: list[tuple[int, int]] = []

    class Libc:
        def mallopt(self, param: int, value: int) -> int:
            calls.append((param, value))
            return 1

    monkeypatch.setattr(ctypes, "CDLL", lambda name: Libc())
    monkeypatch.setattr(sys, "platform", "linux")
    _threads.one_malloc_arena()
    assert calls == [(-8, 1)]  # M_ARENA_MAX, one arena
    calls.clear()
    monkeypatch.setattr(sys, "platform", "darwin")
    _threads.one_malloc_arena()
    assert calls == []


@pytest.mark.slow
def test_cli_ctrl_c_exits_at_once_on_threads() -> None:
    pexpect = pytest.importorskip("pexpect")
    env = {k: v for k, v in os.environ.items() if k != executors.START_METHOD_SETTING}
    env.update(NO_COLOR="1", TERM="xterm")
    child = pexpect.spawn(
        sys.executable,
        ["-m", "mmnotation.cli.app", "stats", "--pegs", "6", "--colors", "7"],
        env=env,
        encoding="utf-8",
        timeout=120,
        cwd=ROOT,
    )
    child.expect(r"\] +[1-9]\d*%")  # playing, on the threads
    start = time.monotonic()
    child.kill(signal.SIGINT)
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 130, child.before
    assert "interrupted" in (child.before or "")
    assert "Traceback" not in (child.before or "")
    assert time.monotonic() - start < 5  # no wait for a subtree to finish
