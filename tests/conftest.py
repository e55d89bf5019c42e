"""Make tests/reference.py importable as ``reference`` from every test file; keep the user's cache alone."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))

import pytest


@pytest.fixture(autouse=True)
def _no_stored_openings(monkeypatch: pytest.MonkeyPatch) -> None:
    """Tests never write openings into the user's cache (tests/test_optimal.py turns it on in
    a temporary directory where it checks it)."""
    monkeypatch.setenv("MMNOTATION_STORE", "0")
