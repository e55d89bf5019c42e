"""Make tests/reference.py importable as ``reference`` from every test file; keep the user's cache
alone; let the programs the tests start hear Ctrl-C."""

from __future__ import annotations

import signal
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))

# A run started in the background of a non-interactive shell (``.ci/run &`` in a script) has
# SIGINT ignored, and every program it starts inherits that: the tests of Ctrl-C then saw runs go
# on to their end (5 failures). A handler of our own is reset to the default at each exec, where
# an ignored signal stays ignored.
if signal.getsignal(signal.SIGINT) is signal.SIG_IGN:
    signal.signal(signal.SIGINT, signal.default_int_handler)

import pytest


@pytest.fixture(autouse=True)
def _no_stored_openings(monkeypatch: pytest.MonkeyPatch) -> None:
    """Tests never write openings into the user's cache (tests/test_optimal.py turns it on in
    a temporary directory where it checks it)."""
    monkeypatch.setenv("MMNOTATION_STORE", "0")
