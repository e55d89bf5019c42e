"""The subtrees of a ``stats`` run as tasks on a Dask cluster (``--cluster``, docs/cluster.md).

The tasks and their driver are ``stats.subtrees``' (one job model for every run): here is the
Dask executor that runs them on an existing cluster, the check of a scheduler's address, and
what a lost cluster is told as.  Dask (``pip install 'mmnotation[cluster]'``) is imported only
when a cluster is asked for.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from mmnotation.errors import MastermindError
from mmnotation.stats.executors import LostWorkerError, Runner

CONNECT_TIMEOUT = 5.0  # seconds to reach a scheduler before giving up
# a task that raised is run again this often (a worker that dies is Dask's business: it
# reschedules the task, up to distributed.scheduler.allowed-failures times, 3 by default)
TASK_RETRIES = 1


class ClusterError(MastermindError):
    """The cluster cannot be used (Dask missing, scheduler unreachable or lost)."""


_ADDRESS = re.compile(
    r"(?:(?:tcp|tls|ws|wss|ucx)://)?(?:[A-Za-z0-9](?:[A-Za-z0-9.\-]*[A-Za-z0-9])?|\[[0-9A-Fa-f:.]+\])"
    r":[0-9]{1,5}/?"
)


def check_address(address: str) -> str:
    """A scheduler's address as Dask takes it (``tcp://10.0.0.5:8786``, ``host:8786``), checked
    before any connection is tried.  Raises ClusterError."""
    found = _ADDRESS.fullmatch(address.strip())
    if found is None or not 0 < int(address.strip().rstrip("/").rsplit(":", 1)[1]) < 65536:
        raise ClusterError(
            f"--cluster {address!r} is no scheduler address; expected tcp://HOST:PORT "
            "(e.g. tcp://10.0.0.5:8786, the address 'dask scheduler' prints)"
        )
    return address.strip()


class Dask(Runner):
    """An existing Dask cluster, reached through a scheduler's address or a ``distributed.Client``."""

    remote = True  # a task's arguments travel: its candidates are recomputed from its path

    def __init__(self, cluster: Any) -> None:
        try:
            import distributed
        except ImportError:
            raise ClusterError(
                "--cluster needs Dask: install mmnotation[cluster] (pip install 'mmnotation[cluster]')"
            ) from None
        self.distributed: Any = distributed
        self.client: Any
        if isinstance(cluster, distributed.Client):
            self.client, self.own = cluster, False
        else:
            address = check_address(str(cluster))
            try:
                import dask

                with dask.config.set({"distributed.comm.timeouts.connect": f"{CONNECT_TIMEOUT}s"}):
                    self.client = self.distributed.Client(
                        address, timeout=CONNECT_TIMEOUT, set_as_default=False
                    )
            except Exception as exc:  # Dask raises OSError, TimeoutError, ValueError... by transport
                raise ClusterError(
                    f"cannot reach the Dask scheduler at {address!r} within {CONNECT_TIMEOUT:.0f} s "
                    f"({type(exc).__name__}: {exc}); start one with 'dask scheduler'"
                ) from None
            self.own = True
        self.futures: list[Any] = []

    def workers(self) -> int:
        return len(self.client.scheduler_info().get("workers", {}))

    def submit(self, fn: Callable[..., Any], *args: Any) -> Any:
        import uuid

        # a fresh key for each run: a key reused right after its cancellation (Ctrl-C, then
        # the same command) could be cancelled with the old run's; results are keyed by path
        key = f"mmnotation-{fn.__name__}-{uuid.uuid4().hex}"
        future = self.client.submit(fn, *args, key=key, pure=False, retries=TASK_RETRIES)
        self.futures.append(future)
        return future

    def finished(self, pending: list[Any], timeout: float) -> list[Any]:
        try:
            with self.client.as_current():  # wait() uses the current client, not necessarily ours
                done, _ = self.distributed.wait(pending, timeout=timeout, return_when="FIRST_COMPLETED")
        except TimeoutError:
            return []
        return list(done)

    def result(self, future: Any) -> Any:
        return future.result()

    def close(self, finished: bool = False) -> None:
        import contextlib

        with contextlib.suppress(Exception):  # the scheduler may be gone already
            if self.futures:
                self.client.cancel(self.futures)
        if self.own:
            with contextlib.suppress(Exception):
                self.client.close(timeout=2)


def quiet_dask_logs() -> None:
    """Silence Dask's own log lines (tracebacks of lost connections) on a terminal.

    The command line calls this: what went wrong is told once, by the error it raises.
    """
    import logging

    try:
        import distributed  # noqa: F401  (sets its loggers' levels when first imported)
    except ImportError:
        return
    for name in list(logging.root.manager.loggerDict):
        if name == "distributed" or name.startswith("distributed."):
            logging.getLogger(name).setLevel(logging.CRITICAL + 1)


def cluster_error(exc: BaseException, checkpoint: object) -> MastermindError | None:
    """What a run on a cluster that raised ``exc`` is told as (None: ``exc`` itself);
    ``checkpoint``: the file that keeps the finished subtrees, or None."""
    if not isinstance(exc, MastermindError) and _is_comm_error(exc):
        kept = f"; {checkpoint} keeps the finished subtrees: the same command resumes" if checkpoint else ""
        said = (str(exc).splitlines() or [""])[0]  # a cancelled gather lists every future's key
        said = said if len(said) <= 200 else said[:200] + "..."
        return ClusterError(f"lost the Dask cluster ({type(exc).__name__}: {said}){kept}")
    if type(exc).__name__ == "KilledWorker":
        return LostWorkerError(f"Dask gave a task up: the workers running it died again and again ({exc})")
    return None


def _is_comm_error(exc: BaseException) -> bool:
    import asyncio
    import concurrent.futures

    names = {"CommClosedError", "FutureCancelledError", "FuturesCancelledError", "CancelledError"}
    return isinstance(
        exc, OSError | TimeoutError | asyncio.CancelledError | concurrent.futures.CancelledError
    ) or (type(exc).__name__ in names)
