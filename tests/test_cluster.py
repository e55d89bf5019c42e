"""stats as tasks: on a loopback Dask cluster, after a lost worker, and resumed from a checkpoint.

Every total is checked against the same game played by the default path (one tree in this
process and its two-process pool), whose Knuth figures tests/test_stats.py checks.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from mmnotation import Game, GameError
from mmnotation.stats.checkpoint import CheckpointError
from mmnotation.stats.cluster import ClusterError
from mmnotation.stats.play_all import Stats, strategy_stats
from mmnotation.stats.subtrees import expand_from

MID = Game(5, tuple("123456"))  # 7,776 codes: level-1 nodes are split again (expand_from: 256)
ROOT = str(Path(__file__).resolve().parents[1])


@pytest.fixture(scope="module")
def reference() -> Stats:
    return strategy_stats(MID)


def same(a: Stats, b: Stats) -> None:
    assert (a.games, a.total, a.max, a.distribution, a.first_guess) == (
        b.games,
        b.total,
        b.max,
        b.distribution,
        b.first_guess,
    )


class Stop(Exception):
    """Raised from a callback to stop a run part-way (as Ctrl-C does)."""


def stopper(after: int, exc: type[BaseException] = Stop) -> Any:
    def subtrees(done: int, known: int) -> None:
        if done >= after:
            raise exc

    return subtrees


def records(path: Path) -> list[dict[str, Any]]:
    return [json.loads(line) for line in path.read_text().splitlines()]


def run_cli(*args: str, prelude: str = "") -> subprocess.CompletedProcess[str]:
    code = (
        "import sys\n" + prelude + "from mmnotation.cli.app import main\n"
        f"sys.argv = ['mmdeduce', 'stats', *{list(args)!r}]\n"
        "try:\n    main()\nfinally:\n"
        "    loaded = sorted({m.split('.')[0] for m in sys.modules} & {'dask', 'distributed'})\n"
        "    print('loaded:', loaded, file=sys.stderr)\n"
    )
    return subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, timeout=120, check=False
    )


# ---------------------------------------------------------------- no Dask unless asked for


def test_plain_stats_and_import_do_not_load_dask(tmp_path: Path) -> None:
    plain = run_cli("--pegs", "3", "--colors", "4")
    assert plain.returncode == 0, plain.stderr
    assert "loaded: []" in plain.stderr
    checkpointed = run_cli("--pegs", "3", "--colors", "4", "--checkpoint", str(tmp_path / "c.jsonl"))
    assert checkpointed.returncode == 0, checkpointed.stderr
    assert "loaded: []" in checkpointed.stderr
    assert plain.stdout.split("Time:")[0] == checkpointed.stdout.split("Time:")[0]


def test_cluster_without_dask_says_what_to_install() -> None:
    # an interpreter where dask cannot be imported, as without the cluster extra
    out = run_cli(
        "--pegs",
        "3",
        "--colors",
        "4",
        "--cluster",
        "tcp://127.0.0.1:8786",
        prelude=("sys.modules['distributed'] = None\nsys.modules['dask'] = None\n"),
    )
    assert out.returncode == 2
    assert "install mmnotation[cluster]" in out.stderr
    assert "Traceback" not in out.stderr


# ---------------------------------------------------------------- checkpoints (local processes)


def test_interrupted_checkpoint_resumes_to_the_same_totals(tmp_path: Path, reference: Stats) -> None:
    file = tmp_path / "mid.jsonl"
    with pytest.raises(Stop):
        strategy_stats(MID, checkpoint=file, subtrees=stopper(5))
    first = records(file)
    assert first[0]["game"]["pegs"] == 5 and first[0]["strategy"] == "minimax"
    assert len(first) - 1 >= 5
    starts: list[tuple[int, int]] = []
    resumed = strategy_stats(MID, checkpoint=file, subtrees=lambda d, k: starts.append((d, k)))
    same(resumed, reference)
    # the resumed run began with the recorded subtrees done, and played only the others
    assert starts[0][0] >= 5
    paths = [tuple(r["path"]) for r in records(file)[1:]]
    assert len(paths) == len(set(paths)) == starts[-1][1]
    # the finished file alone gives the totals again, playing nothing
    again = strategy_stats(MID, checkpoint=file)
    same(again, reference)
    assert len(records(file)) == len(paths) + 1


def test_line_cut_short_by_a_crash_is_played_again(tmp_path: Path, reference: Stats) -> None:
    file = tmp_path / "mid.jsonl"
    with pytest.raises(Stop):
        strategy_stats(MID, checkpoint=file, subtrees=stopper(8))
    text = file.read_text()
    file.write_text(text[: len(text) - 7])  # the last record half written
    same(strategy_stats(MID, checkpoint=file), reference)
    assert all(isinstance(r, dict) for r in records(file))


def test_split_is_below_the_first_level(tmp_path: Path) -> None:
    file = tmp_path / "mid.jsonl"
    strategy_stats(MID, checkpoint=file)
    body = records(file)[1:]
    expanded = [r for r in body if "guess" in r]
    assert expanded and all(len(r["path"]) == 1 for r in expanded)
    assert all(n >= 64 for r in expanded for _, n in r["children"])
    assert any(len(r["path"]) == 2 for r in body)
    # every level-1 node larger than the threshold was split, no other
    assert all(
        sum(r["dist"].values()) + sum(n for _, n in r["children"]) > expand_from(MID.size) for r in expanded
    )


def test_tasks_find_their_codes_a_slice_at_a_time(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, reference: Stats
) -> None:
    # each task finds its candidates a slice of the codes at a time (``Space.sweep``; slices of
    # 100 codes here), from the space's tables, or from the digits of a forced first guess
    # outside the space (a repeat in a game without): the same totals as played in process
    import mmnotation.codes.space as space_module

    unique = Game(5, tuple("12345678"), repeats=False)  # 6,720 codes
    outside = strategy_stats(unique, first="11223")
    monkeypatch.setattr(space_module, "SWEEP", 100)
    same(strategy_stats(MID, checkpoint=tmp_path / "mid.jsonl"), reference)
    same(strategy_stats(unique, first="11223", checkpoint=tmp_path / "unique.jsonl"), outside)
    assert outside.first_guess.symbols == "11223"


def test_checkpoint_of_another_game_or_strategy_is_refused(tmp_path: Path) -> None:
    file = tmp_path / "small.jsonl"
    assert run_cli("--pegs", "3", "--colors", "4", "--checkpoint", str(file)).returncode == 0
    before = file.read_text()
    other = run_cli("--pegs", "3", "--colors", "5", "--checkpoint", str(file))
    assert other.returncode == 2
    assert "records another game" in other.stderr and "Traceback" not in other.stderr
    entropy = run_cli("--pegs", "3", "--colors", "4", "--strategy", "entropy", "--checkpoint", str(file))
    assert entropy.returncode == 2 and "records another strategy" in entropy.stderr
    assert file.read_text() == before  # a refused file is left as it was
    with pytest.raises(CheckpointError, match="another opening"):
        strategy_stats(Game(3, tuple("1234")), first="111", checkpoint=file)


def test_damaged_or_foreign_file_is_refused(tmp_path: Path) -> None:
    file = tmp_path / "notes.txt"
    file.write_text("shopping list\nmilk\n")
    with pytest.raises(CheckpointError, match="not a stats checkpoint"):
        strategy_stats(Game(3, tuple("1234")), checkpoint=file)
    file.write_text('{"hello": 1}\n')
    with pytest.raises(CheckpointError, match="not a stats checkpoint"):
        strategy_stats(Game(3, tuple("1234")), checkpoint=file)


@pytest.mark.skipif((os.cpu_count() or 1) < 2, reason="the local tasks need two cores")
def test_local_worker_killed_is_replayed_not_double_counted(
    tmp_path: Path, reference: Stats, monkeypatch: pytest.MonkeyPatch
) -> None:
    import multiprocessing

    monkeypatch.setenv("MMNOTATION_START_METHOD", "fork")  # worker processes, not the default threads

    killed: list[int] = []

    def forked() -> list[multiprocessing.Process]:  # the pool's, not a Dask cluster's
        return [p for p in multiprocessing.active_children() if p.name.startswith("ForkProcess")]

    def subtrees(done: int, known: int) -> None:
        children = forked()
        if done >= 3 and not killed and children and children[0].pid is not None:
            os.kill(children[0].pid, signal.SIGKILL)
            killed.append(children[0].pid)

    file = tmp_path / "mid.jsonl"
    same(strategy_stats(MID, checkpoint=file, subtrees=subtrees), reference)
    assert killed
    paths = [tuple(r["path"]) for r in records(file)[1:]]
    assert len(paths) == len(set(paths))
    assert not forked()


def _broken_at_the_third_submit(monkeypatch: pytest.MonkeyPatch, breaking: Any = None) -> list[int]:
    """Local pools forked whose third submit meets a broken pool (``breaking(pool)`` first), its two
    tasks lost; the pool's restarts at each submit, filled as the run goes."""
    from mmnotation.stats import executors

    monkeypatch.setenv("MMNOTATION_START_METHOD", "fork")
    real = executors.Processes.submit
    calls: list[int] = []

    def submit(self: Any, fn: Any, *args: Any) -> Any:
        calls.append(self.restarts)
        if len(calls) == 3:  # the pool breaks now, with two tasks in it
            if breaking is not None:
                breaking(self)
            raise executors.Lost
        return real(self, fn, *args)

    monkeypatch.setattr(executors.Processes, "submit", submit)
    return calls


@pytest.mark.skipif((os.cpu_count() or 1) < 2, reason="the local tasks need two cores")
def test_a_pool_broken_before_a_submit_is_replaced_and_its_tasks_replayed(
    tmp_path: Path, reference: Stats, monkeypatch: pytest.MonkeyPatch
) -> None:
    # a worker may die between two results: the next submit meets a broken pool, not a result
    calls = _broken_at_the_third_submit(monkeypatch)
    file = tmp_path / "mid.jsonl"
    same(strategy_stats(MID, checkpoint=file, subtrees=lambda done, known: None), reference)
    assert calls[:3] == [0, 0, 0] and calls[3] == 1  # the rest went to a new pool
    paths = [tuple(r["path"]) for r in records(file)[1:]]
    assert len(paths) == len(set(paths))


@pytest.mark.skipif((os.cpu_count() or 1) < 2, reason="the local tasks need two cores")
def test_a_count_left_locked_by_a_broken_pool_does_not_stop_the_run(
    tmp_path: Path, reference: Stats, monkeypatch: pytest.MonkeyPatch
) -> None:
    # a worker ended while it added to the shared count leaves the count's lock held for ever: the run
    # goes on with a fresh count (it waited on the lock before: the run hung)
    import threading

    held, release, released = threading.Event(), threading.Event(), threading.Event()

    def hold(count: Any) -> None:
        with count.get_lock():  # as the ended worker did
            held.set()
            release.wait(60)
        released.set()

    def locked(pool: Any) -> None:  # the pool breaks with its count locked by a worker that is gone
        threading.Thread(target=hold, args=(pool.initargs[-1],), daemon=True).start()
        held.wait(10)

    _broken_at_the_third_submit(monkeypatch, locked)
    try:
        stats = strategy_stats(MID, checkpoint=tmp_path / "mid.jsonl", subtrees=lambda done, known: None)
        assert not released.is_set()  # finished while the old count was still locked
    finally:
        release.set()
    same(stats, reference)


@pytest.mark.slow
def test_ctrl_c_then_the_same_command_resumes(tmp_path: Path) -> None:
    pexpect = pytest.importorskip("pexpect")
    file = tmp_path / "mid.jsonl"
    # 6x6 lasts over a second even on a fast machine: 5x6 (0.5 s) once finished before the bar showed
    args = ["-m", "mmnotation.cli.app", "stats", "--pegs", "6", "--colors", "6", "--checkpoint", str(file)]
    env = dict(os.environ, NO_COLOR="1", TERM="xterm")
    child = pexpect.spawn(sys.executable, args, env=env, encoding="utf-8", timeout=120, cwd=ROOT)
    child.expect(r"subtrees [1-9]\d*/")  # the bar shows subtrees done: some are recorded
    child.kill(signal.SIGINT)
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 130, child.before
    assert "Traceback" not in (child.before or "")
    recorded = len(records(file))
    resumed = subprocess.run(
        [sys.executable, *args, "--json"], capture_output=True, text=True, cwd=ROOT, timeout=120, check=True
    )
    plain = subprocess.run(
        [sys.executable, *args[:-2], "--json"],
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=120,
        check=True,
    )
    drop = ("seconds",)
    got, want = json.loads(resumed.stdout), json.loads(plain.stdout)
    assert {k: v for k, v in got.items() if k not in drop} == {k: v for k, v in want.items() if k not in drop}
    assert recorded >= 2 and len(records(file)) > recorded


# ---------------------------------------------------------------- a loopback Dask cluster


@pytest.fixture(scope="module")
def cluster() -> Iterator[Any]:
    distributed = pytest.importorskip("distributed")
    with distributed.LocalCluster(
        n_workers=2, processes=True, threads_per_worker=1, host="127.0.0.1", dashboard_address=None
    ) as local:
        yield local
    import multiprocessing

    # the workers' processes are reaped before the next test file counts its own children
    for child in multiprocessing.active_children():
        if "Dask" in child.name:
            child.join(timeout=15)


@pytest.fixture()
def client(cluster: Any) -> Iterator[Any]:
    import distributed

    with distributed.Client(cluster, set_as_default=False) as c:
        yield c


@pytest.mark.slow
def test_cluster_gives_the_local_totals(client: Any, reference: Stats) -> None:
    same(strategy_stats(MID, cluster=client), reference)
    small = Game(4, tuple("ABCDEF"), repeats=False)
    same(strategy_stats(small, "entropy", cluster=client), strategy_stats(small, "entropy"))
    rand = Game(4, tuple("123456"))
    same(strategy_stats(rand, "random", seed=7, cluster=client), strategy_stats(rand, "random", seed=7))


@pytest.mark.slow
def test_cli_runs_on_the_cluster_by_address(cluster: Any) -> None:
    out = run_cli("--cluster", cluster.scheduler_address, "--json")
    assert out.returncode == 0, out.stderr
    assert json.loads(out.stdout)["total"] == 5801  # Knuth 1977
    assert "loaded: ['dask', 'distributed']" in out.stderr


@pytest.mark.slow
def test_worker_killed_mid_run_is_retried_not_double_counted(
    cluster: Any, client: Any, reference: Stats
) -> None:
    killed: list[int] = []

    def subtrees(done: int, known: int) -> None:
        if done >= 3 and not killed:
            nanny = next(iter(cluster.workers.values()))
            pid = nanny.pid
            assert pid is not None
            os.kill(pid, signal.SIGKILL)
            killed.append(pid)

    stats = strategy_stats(MID, cluster=client, subtrees=subtrees)
    assert killed
    same(stats, reference)
    client.wait_for_workers(2, timeout=30)  # the nanny restarts it for the next tests


KEYS = "\n".join(f"('play-{i:032x}', {i}): cancelled" for i in range(60))


class FuturesCancelledError(Exception):
    """Named as Dask's: its text lists the key of every future cancelled, kilobytes of them."""

    def __init__(self) -> None:
        super().__init__(f"60 futures cancelled:\n{KEYS}")


@pytest.mark.slow
def test_a_lost_cluster_is_one_line_without_the_futures_keys(client: Any, tmp_path: Path) -> None:
    with pytest.raises(ClusterError) as caught:
        strategy_stats(
            MID, cluster=client, checkpoint=tmp_path / "c.jsonl", subtrees=stopper(2, FuturesCancelledError)
        )
    message = str(caught.value)
    assert len(KEYS) > 3000 and "\n" not in message and len(message) < 400
    assert message.startswith("lost the Dask cluster (FuturesCancelledError: 60 futures cancelled:")
    assert "keeps the finished subtrees: the same command resumes" in message


@pytest.mark.slow
def test_interrupted_cluster_run_resumes_on_the_cluster(
    client: Any, tmp_path: Path, reference: Stats
) -> None:
    file = tmp_path / "mid.jsonl"
    with pytest.raises(KeyboardInterrupt):
        strategy_stats(MID, cluster=client, checkpoint=file, subtrees=stopper(4, KeyboardInterrupt))
    recorded = len(records(file))
    assert recorded >= 5
    same(strategy_stats(MID, cluster=client, checkpoint=file), reference)
    # and the same file finishes locally just as well
    same(strategy_stats(MID, checkpoint=file), reference)


@pytest.mark.slow
def test_unreachable_scheduler_is_a_clear_error() -> None:
    pytest.importorskip("distributed")
    out = run_cli("--pegs", "3", "--colors", "4", "--cluster", "tcp://127.0.0.1:9")
    assert out.returncode == 2
    assert "cannot reach the Dask scheduler at 'tcp://127.0.0.1:9'" in out.stderr
    assert "Traceback" not in out.stderr
    with pytest.raises(ClusterError, match="cannot reach"):
        strategy_stats(Game(3, tuple("1234")), cluster="tcp://127.0.0.1:9")


@pytest.mark.parametrize("method", ["thread", "fork", "none"])
def test_a_plain_run_plays_the_subtrees_whole_with_their_candidates_in_hand(
    method: str, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    # the same totals as a resumable run, which splits the large nodes and computes their
    # candidates again from their paths; a plain run does neither
    from mmnotation.stats import executors, subtrees

    game = Game(5, tuple("123456"))  # 7,776 codes: two workers
    monkeypatch.setenv(executors.START_METHOD_SETTING, method)
    resumable = strategy_stats(game, checkpoint=tmp_path / "run.ckpt")

    def never(*args: object, **kwargs: object) -> None:
        raise AssertionError("a plain run computed candidates again or split a node")

    monkeypatch.setattr(subtrees, "_candidates", never)
    monkeypatch.setattr(subtrees, "expand_task", never)
    plain = strategy_stats(game)
    assert (plain.total, plain.distribution) == (resumable.total, resumable.distribution)
    assert strategy_stats(Game(4, tuple("123456"))).total == 5801  # Knuth's


def free_port() -> int:
    import socket

    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def start_cluster(port: int) -> list[subprocess.Popen[bytes]]:
    """A scheduler and one worker as separate processes, as a user starts them."""
    dask = str(Path(sys.executable).with_name("dask"))
    env = dict(os.environ, PYTHONPATH=ROOT)
    address = f"tcp://127.0.0.1:{port}"
    quiet = {"stdout": subprocess.DEVNULL, "stderr": subprocess.DEVNULL, "cwd": ROOT, "env": env}
    scheduler = subprocess.Popen(
        [dask, "scheduler", "--host", "127.0.0.1", "--port", str(port), "--no-dashboard"], **quiet
    )
    worker = subprocess.Popen(
        [dask, "worker", address, "--nworkers", "1", "--nthreads", "1", "--no-dashboard"], **quiet
    )
    return [scheduler, worker]


def stop(procs: list[subprocess.Popen[bytes]]) -> None:
    for p in procs:
        if p.poll() is None:
            p.kill()
        p.wait(timeout=30)


@pytest.mark.slow
def test_lost_scheduler_then_the_same_command_resumes(tmp_path: Path, reference: Stats) -> None:
    pytest.importorskip("distributed")
    if not Path(sys.executable).with_name("dask").exists():
        pytest.skip("the dask command is not installed beside this python")
    file = tmp_path / "mid.jsonl"
    port = free_port()
    args = ["--pegs", "5", "--colors", "6", "--cluster", f"tcp://127.0.0.1:{port}", "--checkpoint", str(file)]
    procs = start_cluster(port)
    try:
        run = subprocess.Popen(
            [sys.executable, "-m", "mmnotation.cli.app", "stats", *args],
            cwd=ROOT,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        deadline = time.monotonic() + 90
        while time.monotonic() < deadline and run.poll() is None:
            if file.exists() and len(file.read_text().splitlines()) >= 4:
                break
            time.sleep(0.05)
        procs[0].kill()  # the scheduler dies mid-run
        _out, err = run.communicate(timeout=90)
    finally:
        stop(procs)
    if run.returncode == 0:
        pytest.skip("the run finished before the scheduler was killed")
    assert run.returncode == 2, err
    assert "lost the Dask cluster" in err and "resumes" in err and "Traceback" not in err
    lost = [line for line in err.splitlines() if "lost the Dask cluster" in line]
    assert len(lost) == 1 and len(lost[0]) < 400, err  # one line that names the cause, no future keys
    recorded = len(records(file))
    procs = start_cluster(port)
    try:
        again = run_cli(*args, "--json")
    finally:
        stop(procs)
    assert again.returncode == 0, again.stderr
    got = json.loads(again.stdout)
    assert (got["total"], got["max"]) == (reference.total, reference.max)
    assert {int(k): v for k, v in got["distribution"].items()} == reference.distribution
    assert len(records(file)) > recorded >= 4


def test_arguments_of_the_wrong_kind_are_game_errors(tmp_path: Path) -> None:
    game = Game(3, tuple("1234"))
    with pytest.raises(GameError, match="subtrees must be callable"):
        strategy_stats(game, checkpoint=tmp_path / "a.jsonl", subtrees=3)  # type: ignore[arg-type]
    with pytest.raises(GameError, match="checkpoint is a file name"):
        strategy_stats(game, checkpoint=42)  # type: ignore[arg-type]
    with pytest.raises(GameError, match="scheduler's address"):
        strategy_stats(game, cluster=8786)


@pytest.mark.parametrize(
    "address", ["foo", "tcp://", "tcp://host", "http://host:8786", "host:99999", "a b:1"]
)
def test_a_malformed_cluster_address_is_refused_before_connecting(address: str) -> None:
    start = time.monotonic()
    out = run_cli("--pegs", "3", "--colors", "4", "--cluster", address)
    assert out.returncode == 2
    assert "is no scheduler address" in out.stderr and "Traceback" not in out.stderr
    assert "Game:" not in out.stdout  # refused before any output
    assert time.monotonic() - start < 20  # no connection tried (the connect timeout is 5 s)


@pytest.mark.parametrize(
    "address", ["tcp://10.0.0.5:8786", "10.0.0.5:8786", "tls://sched.lan:8786", "tcp://[::1]:8786"]
)
def test_well_formed_cluster_addresses_pass_the_check(address: str) -> None:
    from mmnotation.stats.cluster import check_address

    assert check_address(address) == address


@pytest.mark.parametrize(
    "content",
    ["RGBY 2 0\n", "RGBY 2 0", "\n", "1\n", '{"hello": 1}', "x" * 100],
    ids=["a-sheet", "no-newline", "blank-line", "json-number", "foreign-json-cut", "one-word"],
)
def test_a_file_of_one_line_that_is_no_checkpoint_is_left_as_it_is(tmp_path: Path, content: str) -> None:
    # a sheet given as the checkpoint by mistake was taken for a checkpoint cut short by a crash
    # and truncated (issue 54): it is refused, with exit status 2, and not touched
    file = tmp_path / "sheet.txt"
    file.write_text(content)
    result = run_cli("--pegs", "3", "--colors", "4", "--checkpoint", str(file))
    assert result.returncode == 2 and "not a stats checkpoint" in result.stderr, result.stderr
    assert "Traceback" not in result.stderr
    assert file.read_text() == content


def test_a_header_cut_short_by_a_crash_is_written_again(tmp_path: Path) -> None:
    file = tmp_path / "c.jsonl"
    strategy_stats(Game(3, tuple("1234")), checkpoint=file)
    header = file.read_text().splitlines()[0]
    file.write_text(header[: len(header) // 2])  # the run died while writing its header
    again = strategy_stats(Game(3, tuple("1234")), checkpoint=file)
    assert again.total == strategy_stats(Game(3, tuple("1234"))).total
    assert file.read_text().splitlines()[0] == header
