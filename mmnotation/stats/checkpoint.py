"""The checkpoint of a stats run: one line of JSON a finished subtree, resumable, checked.

The first line names the game, strategy, opening, seed and format.  A run started again
with the same file skips the recorded subtrees and adds their recorded totals: the sum is
exactly that of an uninterrupted run.  Each record carries a CRC-32 of its content and is
checked against the size and depth of its node before it is trusted; a record that fails is
played again.  The file is locked while a run writes it.
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import IO, TYPE_CHECKING, Any

from mmnotation._cache import checksum
from mmnotation._version import __version__
from mmnotation.errors import MastermindError
from mmnotation.stats.player import Player
from mmnotation.strategies.recommendation import Strategy

if TYPE_CHECKING:
    import numpy as np
    import numpy.typing as npt

    Indices = npt.NDArray[np.intp]

FORMAT = 1  # the checkpoint's format; a file of another format is refused

Spec = tuple[int, tuple[str, ...], bool, str, "tuple[int, ...] | None", "int | None"]
"""A run, as its tasks name it: pegs, palette, repeats, strategy, first guess, seed."""
Path_ = tuple[int, ...]
"""A node of the tree: the packed feedbacks that lead to it from the root."""
Dist = dict[int, int]
"""Turns -> secrets."""


class CheckpointError(MastermindError):
    """A checkpoint file that cannot be read, or that records another run."""


def checkpoint_header(player: Player, first_guess: tuple[int, ...]) -> dict[str, Any]:
    game = player.game
    return {
        "mmnotation": "stats checkpoint",
        "format": FORMAT,
        "version": __version__,
        "game": {"pegs": game.pegs, "colors": list(game.colors), "repeats": game.repeats},
        "strategy": player.strategy.value,
        "first": "".join(game.colors[d] for d in first_guess),
        "seed": player.seed,
    }


MAX_RECORD = 1 << 20  # bytes: no record of a real run comes near; a longer line is damage


def _checksum(record: dict[str, Any]) -> str:
    """The check of a record: the checksum of the record without the check itself."""
    return checksum({k: v for k, v in record.items() if k != "check"})


def _more(handle: IO[bytes]) -> bool:
    """Whether anything follows the read position (the position is kept)."""
    here = handle.tell()
    more = bool(handle.read(1))
    handle.seek(here)
    return more


class Checkpoint:
    """An append-only record of finished subtrees: one JSON line each, flushed as written.

    Each record carries a checksum, and the driver checks it against the node its path names
    (``_Driver.node``): a record that fails either check is computed again, and ``rejected``
    counts them.  Only a regular file is read, one line at a time; an exclusive lock keeps a
    second run off a file a first one is writing.  When the disk fills, the checkpoint stops at
    its last complete record and the run goes on (``broken`` says why).
    """

    def __init__(self, path: str | os.PathLike[str], header: dict[str, Any]) -> None:
        """Open (or create) the file; raises CheckpointError when it records another run, is no
        regular file, or another run is writing it."""
        self.path = Path(path)
        self.played: dict[Path_, Dist] = {}
        self.expanded: dict[Path_, tuple[tuple[int, ...], Dist, list[tuple[int, int]]]] = {}
        self.rejected = 0  # records that failed a check: computed again
        self.broken: str | None = None  # why writing stopped (a full disk), None while it goes on
        name = repr(str(self.path))
        self._regular(name)
        try:
            self.file: IO[bytes] = self.path.open("a+b")
        except OSError as exc:
            raise CheckpointError(f"cannot write the checkpoint {name}: {exc.strerror or exc}") from None
        try:
            self._lock(name)
            good = self._read(header)
            self.file.truncate(good)  # a line cut short by a crash is dropped
            self.file.seek(0, os.SEEK_END)
            if good == 0:
                self._write(header)
        except (
            OSError
        ) as exc:  # reading it back or cutting a torn line: the checkpoint's fault, not the output's
            self.file.close()
            raise CheckpointError(f"cannot write the checkpoint {name}: {exc.strerror or exc}") from None
        except BaseException:
            self.file.close()
            raise
        if self.broken is not None:
            self.file.close()
            raise CheckpointError(f"cannot write the checkpoint {name}: {self.broken}")

    def _regular(self, name: str) -> None:
        """Refuse what is not a regular file (/dev/zero, a FIFO, a directory): no read hangs."""
        import stat

        try:
            mode = os.stat(self.path).st_mode
        except FileNotFoundError:
            return
        except OSError as exc:
            raise CheckpointError(f"cannot read the checkpoint {name}: {exc.strerror or exc}") from None
        if not stat.S_ISREG(mode):
            raise CheckpointError(f"the checkpoint {name} is not a regular file; give a file's name")

    def _lock(self, name: str) -> None:
        try:
            import fcntl
        except ImportError:  # pragma: no cover - no advisory locks here (Windows)
            return
        try:
            fcntl.flock(self.file.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            raise CheckpointError(
                f"another run is writing the checkpoint {name}; wait for it, or use another file"
            ) from None
        except OSError:  # pragma: no cover - a file system without locks: go on unlocked
            return

    def _read(self, header: dict[str, Any]) -> int:
        """Load the records, one line at a time; the length of the file's well-formed part."""
        name = repr(str(self.path))
        good = 0
        self.file.seek(0)
        binary = self.file
        n = 0
        while True:
            raw = binary.readline(MAX_RECORD + 1)
            if not raw:
                break
            complete = raw.endswith(b"\n")
            if len(raw) > MAX_RECORD and not complete:
                raise CheckpointError(f"the checkpoint {name} is damaged at line {n + 1} (a line too long)")
            try:
                record = json.loads(raw)
                if not isinstance(record, dict):
                    raise ValueError("not an object")
            except (ValueError, RecursionError):  # RecursionError: brackets nested too deep
                if n == 0 and not self._header_cut_short(raw, header):
                    # a file of one line that is no checkpoint (a sheet, a note) is no crash's
                    # leftover: it is refused, never truncated
                    raise CheckpointError(
                        f"{name} is not a stats checkpoint of mmnotation; it is left as it is (give "
                        "a new file's name, or a checkpoint this command wrote)"
                    ) from None
                if not complete or not _more(binary):  # the run stopped while writing this line
                    break
                self.rejected += 1  # a damaged record: its subtree is computed again
                good += len(raw)
                n += 1
                continue
            if not complete:
                if n == 0:
                    self._check(record, header, name)  # another file's object is refused, not dropped
                break  # the last line, cut short: dropped
            if n == 0:
                self._check(record, header, name)
            else:
                self._load(record)
            good += len(raw)
            n += 1
        return good

    @staticmethod
    def _header_cut_short(raw: bytes, header: dict[str, Any]) -> bool:
        """Whether a first line is the start of this run's header, cut short by a crash while it
        was written (the only first line that may be dropped)."""
        written = (json.dumps(header, separators=(",", ":")) + "\n").encode()
        line = raw.rstrip(b"\n")
        return bool(line) and not raw.endswith(b"\n") and written.startswith(line)

    @staticmethod
    def _check(found: dict[str, Any], header: dict[str, Any], name: str) -> None:
        if found.get("mmnotation") != header["mmnotation"]:
            raise CheckpointError(f"{name} is not a stats checkpoint of mmnotation")
        if found.get("format") != FORMAT or found.get("version") != header["version"]:
            raise CheckpointError(
                f"the checkpoint {name} was written by mmnotation {found.get('version')} "
                f"(format {found.get('format')}), not {__version__}; start with a new file"
            )
        for field, what in (("game", "game"), ("strategy", "strategy"), ("first", "opening guess")):
            if found.get(field) != header[field]:
                raise CheckpointError(
                    f"the checkpoint {name} records another {what} ({_show(found.get(field))}, "
                    f"not {_show(header[field])}); use another file or the same command"
                )
        if found.get("seed") != header["seed"] and Strategy.of(header["strategy"]).rule.seeded:
            raise CheckpointError(f"the checkpoint {name} records another seed ({found.get('seed')})")

    def _load(self, record: dict[str, Any]) -> None:
        """Keep a record whose checksum holds; count the others (their subtrees are run again)."""
        try:
            if record.get("check") != _checksum(record):
                raise ValueError("checksum")
            path = tuple(int(k) for k in record["path"])
            dist = {int(t): int(c) for t, c in record["dist"].items()}
            if "guess" in record:
                guess = tuple(int(d) for d in record["guess"])
                children = [(int(k), int(n)) for k, n in record["children"]]
                self.expanded[path] = (guess, dist, children)
            else:
                self.played[path] = dist
        except (KeyError, TypeError, ValueError, AttributeError):
            self.rejected += 1

    def _write(self, record: dict[str, Any]) -> None:
        if self.broken is not None:
            return
        if "mmnotation" not in record:
            record = {**record, "check": _checksum(record)}
        try:
            self.file.write((json.dumps(record, separators=(",", ":")) + "\n").encode())
            self.file.flush()
        except OSError as exc:  # a full disk: the file keeps its complete records, the run goes on
            self.broken = exc.strerror or str(exc)

    def add_played(self, path: Path_, dist: Dist) -> None:
        """Record a finished subtree."""
        self._write({"path": list(path), "dist": _sorted(dist)})

    def add_expanded(
        self, path: Path_, guess: tuple[int, ...], dist: Dist, children: list[tuple[int, int]]
    ) -> None:
        """Record a split node: its guess, the secrets settled at it, its large classes."""
        self._write({"path": list(path), "guess": list(guess), "dist": _sorted(dist), "children": children})

    def close(self) -> None:
        try:
            self.file.close()
        except OSError as exc:  # the last flush on a full disk
            self.broken = self.broken or exc.strerror or str(exc)

    def notes(self) -> list[str]:
        """What the run should tell about its checkpoint: records computed again, writing stopped."""
        out = []
        if self.rejected:
            many = self.rejected != 1
            out.append(
                f"{self.rejected:,} record{'s' if many else ''} of the checkpoint {str(self.path)!r} "
                f"failed {'their' if many else 'its'} check and {'were' if many else 'was'} computed again"
            )
        if self.broken is not None:
            out.append(
                f"the checkpoint {str(self.path)!r} stopped at its last complete record ({self.broken}); "
                "the run went on, and its result is complete"
            )
        return out


def _sorted(dist: Dist) -> dict[str, int]:
    return {str(t): dist[t] for t in sorted(dist)}


def _show(value: Any) -> str:
    if isinstance(value, dict) and "pegs" in value:
        return f"{value['pegs']} pegs, colours {''.join(value.get('colors', []))}" + (
            "" if value.get("repeats", True) else ", no repeats"
        )
    return repr(value)


def sound(
    part: Dist,
    children: list[tuple[int, int]] | tuple[()],
    path: Path_,
    n: int,
    spec: Spec,
    guess: tuple[int, ...] | None = None,
) -> bool:
    """Whether a recorded node is one of this run: its secrets (settled and in its large
    classes) are the ``n`` its path names, no count is negative or zero, none was solved in
    fewer guesses than the path has made nor in more than the path and one a secret (every
    guess of a strategy settles at least one), and the turns fit a tree: at most one secret
    solved by the node's own guess, at most ``F`` times as many at each turn after (``F`` the
    feedbacks a guess can get).  A record forged with care within these bounds and a checksum
    computed anew is not caught (docs/guarantees.md)."""
    pegs, colors = spec[0], len(spec[1])
    if any(t <= len(path) or t > len(path) + n or c <= 0 for t, c in part.items()):
        return False
    feedbacks = (pegs + 1) * (pegs + 2) // 2 - 1
    for t, c in part.items():  # turn len(path) + k holds at most feedbacks ** (k - 1) leaves
        k = t - len(path)
        if k <= 64 and c > feedbacks ** (k - 1):
            return False
    if any(m <= 0 for _, m in children) or len({k for k, _ in children}) != len(children):
        return False
    if guess is not None and (len(guess) != pegs or any(not 0 <= d < colors for d in guess)):
        return False
    return sum(part.values()) + sum(m for _, m in children) == n
