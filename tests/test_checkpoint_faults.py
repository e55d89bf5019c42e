"""A stats checkpoint under faults (docs/guarantees.md, "Reliability"): damaged records are computed again,
what is no regular file is refused at once, a second run is locked out, and a full disk stops
the checkpoint, not the run.  Every total is compared with the run without a checkpoint."""

from __future__ import annotations

import contextlib
import errno
import json
import os
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from mmnotation import Game
from mmnotation.stats.checkpoint import Checkpoint, CheckpointError, _checksum
from mmnotation.stats.play_all import Stats, strategy_stats

MID = Game(5, tuple("123456"))  # 7,776 codes: level-1 nodes are split again
ROOT = str(Path(__file__).resolve().parents[1])


@pytest.fixture(scope="module")
def reference() -> Stats:
    return strategy_stats(MID)


@pytest.fixture(scope="module")
def finished(tmp_path_factory: pytest.TempPathFactory) -> list[str]:
    """The lines of a finished checkpoint of MID."""
    file = tmp_path_factory.mktemp("cp") / "mid.jsonl"
    strategy_stats(MID, checkpoint=file)
    return file.read_text().splitlines()


def same(a: Stats, b: Stats) -> None:
    assert (a.games, a.total, a.max, a.distribution) == (b.games, b.total, b.max, b.distribution)


def _damage(record: dict[str, Any], how: str) -> dict[str, Any]:
    dist = record["dist"]
    if how == "multiplied":
        record["dist"] = {t: c * 3 for t, c in dist.items()}
    elif how == "negative":
        record["dist"] = {t: -c for t, c in dist.items()}
    elif how == "shallower":  # solved in fewer guesses than the path has made
        record["dist"] = {str(max(1, int(t) - 2)): c for t, c in dist.items()}
    elif how == "huge":  # a depth no strategy reaches: more turns than the node has secrets
        record["dist"] = {str(int(t) + (10**6 if k == 0 else 0)): c for k, (t, c) in enumerate(dist.items())}
    elif how == "crowded":  # every secret solved by the node's own guess: one at most can be
        record["dist"] = {str(len(record["path"]) + 1): sum(dist.values())}
    elif how == "children":
        record["children"] = [[k, n * 2] for k, n in record.get("children", [[0, 1]])]
    return record


@pytest.mark.parametrize("how", ["multiplied", "negative", "shallower", "huge", "crowded", "children"])
@pytest.mark.parametrize("resigned", [False, True], ids=["checksum-kept", "checksum-forged"])
def test_a_damaged_record_is_computed_again(
    tmp_path: Path, reference: Stats, finished: list[str], how: str, resigned: bool
) -> None:
    # the record's checksum left as it was (it fails), or forged anew (the node check fails)
    lines = list(finished)
    index = next(
        i
        for i, line in enumerate(lines[1:], 1)
        if ("guess" in json.loads(line)) == (how == "children")
        and (how != "crowded" or sum(json.loads(line)["dist"].values()) > 1)
    )
    record = _damage(json.loads(lines[index]), how)
    if resigned:
        record["check"] = _checksum(record)
    lines[index] = json.dumps(record, separators=(",", ":"))
    file = tmp_path / "mid.jsonl"
    file.write_text("\n".join(lines) + "\n")
    resumed = strategy_stats(MID, checkpoint=file)
    same(resumed, reference)
    assert len(resumed.notices) == 1 and "failed its check and was computed again" in resumed.notices[0]


def test_garbage_in_the_middle_is_computed_again(
    tmp_path: Path, reference: Stats, finished: list[str]
) -> None:
    lines = list(finished)
    lines[3] = "{not json at all"
    lines[5] = "[1, 2, 3]"
    lines[7] = "[" * 5000  # json's parser recurses: a RecursionError, not a ValueError
    file = tmp_path / "mid.jsonl"
    file.write_text("\n".join(lines) + "\n")
    resumed = strategy_stats(MID, checkpoint=file)
    same(resumed, reference)
    assert "3 records" in resumed.notices[0]


def test_a_checkpoint_of_another_seed_or_opening_is_refused(tmp_path: Path, finished: list[str]) -> None:
    file = tmp_path / "mid.jsonl"
    file.write_text("\n".join(finished) + "\n")
    with pytest.raises(CheckpointError, match="another opening"):
        strategy_stats(MID, first="12345", checkpoint=file)
    with pytest.raises(CheckpointError, match="another strategy"):
        strategy_stats(MID, "entropy", checkpoint=file)


def _cli(*args: str, timeout: float = 60) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "mmnotation.cli.app", "stats", *args],
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=timeout,
        check=False,
    )


@pytest.mark.parametrize("special", ["/dev/zero", "/dev/full", "fifo", "directory"])
def test_what_is_no_regular_file_is_refused_at_once(tmp_path: Path, special: str) -> None:
    if special == "fifo":
        special = str(tmp_path / "fifo")
        os.mkfifo(special)
    elif special == "directory":
        special = str(tmp_path)
    elif not os.path.exists(special):
        pytest.skip(f"{special} is not on this system")
    out = _cli("--pegs", "3", "--colors", "4", "--checkpoint", special, timeout=30)  # a hang fails here
    assert out.returncode == 2
    assert "is not a regular file" in out.stderr and "Traceback" not in out.stderr


def test_a_checkpoint_that_fails_as_it_opens_is_named_as_the_cause(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # issue 54, item 12: an input/output error while the checkpoint is read back or cut was
    # reported as "cannot write the output"
    def failing(self: Checkpoint, header: dict[str, Any]) -> int:
        raise OSError(errno.EIO, "Input/output error")

    monkeypatch.setattr(Checkpoint, "_read", failing)
    with pytest.raises(CheckpointError, match=r"cannot write the checkpoint .*: Input/output error"):
        Checkpoint(tmp_path / "c.jsonl", {"mmnotation": "checkpoint"})


def _children(pid: int) -> set[int]:
    """The processes whose parent is ``pid``, and theirs (a fork server's workers)."""
    found: set[int] = set()
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/stat", "rb") as stat:
                parent = int(stat.read().rsplit(b")", 1)[1].split()[1])
        except (OSError, ValueError, IndexError):
            continue
        if parent == pid:
            found |= {int(entry)} | _children(int(entry))
    return found


@pytest.mark.slow
@pytest.mark.skipif(not os.path.isdir("/proc"), reason="reads /proc")
@pytest.mark.parametrize("method", ["fork", "forkserver", "spawn"])
def test_workers_end_with_a_killed_run_and_free_its_checkpoint(tmp_path: Path, method: str) -> None:
    # issue 54, item 4: kill -9 of the main process left both workers running for good, holding
    # the checkpoint's lock: the resume said "another run is writing the checkpoint"
    import signal
    import time

    checkpoint = tmp_path / "c.jsonl"
    env = {**os.environ, "MMNOTATION_START_METHOD": method, "MMNOTATION_NUMBA": "0"}
    args = [sys.executable, "-m", "mmnotation", "stats", "--pegs", "6", "--colors", "7"]
    run = subprocess.Popen([*args, "--checkpoint", str(checkpoint)], env=env, stdout=subprocess.DEVNULL,
                           stderr=subprocess.DEVNULL)  # fmt: skip
    workers: set[int] = set()
    deadline = time.monotonic() + 120
    while len(workers) < 2 and time.monotonic() < deadline and run.poll() is None:
        time.sleep(0.2)
        workers = _children(run.pid)
    assert len(workers) >= 2, "the run started no workers"
    run.send_signal(signal.SIGKILL)
    run.wait()
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline and any(os.path.exists(f"/proc/{w}") for w in workers):
        time.sleep(0.2)
    left = [w for w in workers if os.path.exists(f"/proc/{w}")]
    for w in left:
        os.kill(w, signal.SIGKILL)
    assert not left, f"workers still running after their run was killed: {left}"
    import fcntl

    with checkpoint.open("a+b") as held:  # the lock a resume takes is free
        fcntl.flock(held.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)


def test_a_second_run_on_the_same_checkpoint_is_locked_out(tmp_path: Path) -> None:
    file = tmp_path / "c.jsonl"
    header = {
        "mmnotation": "stats checkpoint",
        "format": 1,
        "version": "x",
        "game": {},
        "strategy": "",
        "first": "",
        "seed": None,
    }
    first = Checkpoint(file, header)
    try:
        with pytest.raises(CheckpointError, match="another run is writing"):
            Checkpoint(file, header)
    finally:
        first.close()
    Checkpoint(file, header).close()  # the lock goes with the first run


class _FullDisk:
    """A file that takes ``room`` writes, then fails as a full disk does."""

    def __init__(self, real: Any, room: int) -> None:
        self.real, self.room = real, room

    def write(self, data: bytes) -> int:
        if self.room <= 0:
            raise OSError(errno.ENOSPC, "No space left on device")
        self.room -= 1
        return int(self.real.write(data))

    def __getattr__(self, name: str) -> Any:
        return getattr(self.real, name)


def _full_after(room: int) -> Callable[[Checkpoint, str], None]:
    real_lock = Checkpoint._lock

    def lock(self: Checkpoint, name: str) -> None:
        real_lock(self, name)
        self.file = _FullDisk(self.file, room)  # type: ignore[assignment]

    return lock


@pytest.mark.parametrize("room", [1, 4, 17])
def test_a_full_disk_stops_the_checkpoint_not_the_run(
    tmp_path: Path, reference: Stats, monkeypatch: pytest.MonkeyPatch, room: int
) -> None:
    file = tmp_path / "mid.jsonl"
    monkeypatch.setattr(Checkpoint, "_lock", _full_after(room))
    result = strategy_stats(MID, checkpoint=file)
    same(result, reference)
    assert result.checkpoint_stopped
    assert any("stopped at its last complete record (No space left on device)" in n for n in result.notices)
    monkeypatch.undo()
    # the file holds complete records only: the same command resumes from them
    lines = file.read_text().splitlines()
    assert len(lines) == room and all(json.loads(line) for line in lines)
    resumed = strategy_stats(MID, checkpoint=file)
    same(resumed, reference)
    assert not resumed.checkpoint_stopped and resumed.notices == ()


def test_a_full_disk_in_the_command_prints_the_result_and_exits_3(tmp_path: Path) -> None:
    file = tmp_path / "small.jsonl"
    prelude = (
        "import errno\n"
        "from mmnotation.stats import checkpoint as _checkpoint\n"
        "real = _checkpoint.Checkpoint._write\n"
        "def write(self, record):\n"
        "    if 'mmnotation' not in record:\n"
        "        raise_it = True\n"
        "        self.broken = 'No space left on device'\n"
        "        return\n"
        "    real(self, record)\n"
        "_checkpoint.Checkpoint._write = write\n"
    )
    code = prelude + (
        "import sys\nfrom mmnotation.cli.app import main\n"
        f"sys.argv = ['mmdeduce', 'stats', '--pegs', '4', '--colors', '6', '--checkpoint', {str(file)!r}]\n"
        "main()\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, timeout=120)
    assert out.returncode == 3, out.stderr
    assert "5,801 guesses in all" in out.stdout.replace("5801", "5,801")
    assert "stopped at its last complete record" in out.stderr and "Traceback" not in out.stderr


def _stats_json(*args: str) -> dict[str, Any]:
    out = _cli(*args, "--json", timeout=300)
    assert out.returncode == 0, out.stderr
    data: dict[str, Any] = json.loads(out.stdout)
    data.pop("seconds")
    return data


@pytest.mark.slow  # about two minutes: each game killed at twenty random moments, then resumed
@pytest.mark.parametrize(
    ("pegs", "colors"),
    [("5", "6"), ("4", "6")],
    ids=["with-workers-7776-codes", "in-process-1296-codes"],  # PARALLEL_FROM is 4,000 codes
)
def test_kill_9_at_20_random_moments_then_resume(tmp_path: Path, pegs: str, colors: str) -> None:
    import random
    import signal
    import time

    want = _stats_json("--pegs", pegs, "--colors", colors)
    command = [sys.executable, "-m", "mmnotation.cli.app", "stats", "--pegs", pegs, "--colors", colors]
    start = time.monotonic()
    subprocess.run(
        [*command, "--checkpoint", str(tmp_path / "whole.jsonl")], cwd=ROOT, check=True, capture_output=True
    )
    whole = time.monotonic() - start
    rng = random.Random(20)
    killed = 0
    # twenty kills inside the run; a moment past its end (the machine busier than when the run
    # was timed) kills nothing and another is drawn, up to forty in all
    for moment in range(40):
        if killed == 20:
            break
        file = tmp_path / f"run{moment}.jsonl"
        child = subprocess.Popen(
            [*command, "--checkpoint", str(file)],
            cwd=ROOT,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
            start_new_session=True,  # the kill takes the worker processes too
        )
        time.sleep(rng.uniform(0.1, 0.9 * whole))
        with contextlib.suppress(ProcessLookupError):  # it may have finished first
            os.killpg(child.pid, signal.SIGKILL)
        killed += child.wait() == -signal.SIGKILL
        assert _stats_json("--pegs", pegs, "--colors", colors, "--checkpoint", str(file)) == want
    assert killed >= 15  # most moments fall inside the run
