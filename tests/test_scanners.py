"""The lexer's regular expressions kept between runs (mmnotation/notation/scanners.py): the same
expressions as ``re.compile`` makes, read back only when sound, never an error."""

from __future__ import annotations

import base64
import json
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from mmnotation.notation import scanners
from mmnotation.notation.grammar import parser

SAMPLES = Path(__file__).resolve().parent.parent / "samples"


def long_patterns() -> list[re.Pattern[str]]:
    """The scanners Lark's lexers of the common grammar made, the long ones (kept in the file)."""
    lexer = parser().parser.lexer
    found: dict[str, re.Pattern[str]] = {}
    for basic in [*lexer.lexers.values(), lexer.root_lexer]:
        for made in basic.scanner._mres:
            if len(made.pattern) >= scanners.LONG:
                found[made.pattern] = made
    return list(found.values())


def lines() -> list[str]:
    return [line for path in sorted(SAMPLES.glob("*.txt")) for line in path.read_text().splitlines() if line]


def same(a: re.Pattern[str], b: re.Pattern[str]) -> None:
    """``a`` behaves as ``b``: flags, groups, and every match on every sample line at every column."""
    assert (a.pattern, a.flags, a.groups, a.groupindex) == (b.pattern, b.flags, b.groups, b.groupindex)
    for line in lines():
        for pos in range(len(line)):
            ma, mb = a.match(line, pos), b.match(line, pos)
            assert (ma and (ma.group(0), ma.lastgroup)) == (mb and (mb.group(0), mb.lastgroup)), (line, pos)


@pytest.fixture
def store(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """The file in a temporary cache directory, turned on (the tests keep it off elsewhere)."""
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    monkeypatch.setenv("MMNOTATION_STORE", "1")
    scanners._entries.cache_clear()
    yield tmp_path / "mmnotation" / scanners.FILE_NAME
    scanners._entries.cache_clear()


def read_back(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """From here on ``compiled`` can only read the file: what it compiles is listed (and fails)."""
    scanners._entries.cache_clear()
    sre, _, compiler = scanners._internals()
    compiles: list[str] = []

    class Counted:
        def parse(self, pattern: str, flags: int) -> None:
            compiles.append(pattern)
            raise RuntimeError("compiled again instead of read back")

    monkeypatch.setattr(scanners, "_internals", lambda: (sre, Counted(), compiler))
    return compiles


def test_the_lexers_compile_through_the_cache() -> None:
    """Every lexer of the parser compiles with ``QUICK_RE`` (a Lark built otherwise would lose the
    time, not the meaning: this says when it happens)."""
    lexer = parser().parser.lexer
    assert all(basic.re is scanners.QUICK_RE for basic in [*lexer.lexers.values(), lexer.root_lexer])
    assert len(long_patterns()) >= 3


def test_a_program_read_back_is_the_expression_re_compiles(
    store: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    patterns = long_patterns()
    for made in patterns:
        same(scanners.compiled(made.pattern, made.flags), made)
    kept = json.loads(store.read_text())
    assert len(kept) == len(patterns)
    compiles = read_back(monkeypatch)
    for made in patterns:
        same(scanners.compiled(made.pattern, made.flags), made)
    assert compiles == []


def test_a_short_pattern_is_not_kept(store: Path) -> None:
    assert scanners.compiled("[a-z]+").match("abc")
    assert not store.exists()


def damaged(entry: dict[str, Any], key: str, how: str) -> dict[str, Any]:
    entry = dict(entry)
    if how == "checksum":  # a sound program of other flags: only the checksum tells
        entry["flags"] |= re.IGNORECASE
    elif how == "refused":  # a sound checksum over a program _sre refuses
        entry["code"] = base64.b64encode(bytes(range(12))).decode()
        entry["sum"] = scanners._checksum(key, entry)
    elif how == "shape":
        entry["groups"] = "many"
        entry["sum"] = scanners._checksum(key, entry)
    elif how == "base64":
        entry["code"] = "not base64!"
        entry["sum"] = scanners._checksum(key, entry)
    return entry


@pytest.mark.parametrize("how", ["checksum", "refused", "shape", "base64", "not json", "a list", "nested"])
def test_a_damaged_file_is_compiled_again_and_mended(
    how: str, store: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    made = long_patterns()[0]
    scanners.compiled(made.pattern, made.flags)
    key = scanners._key(made.pattern, made.flags)
    kept = json.loads(store.read_text())
    if how == "not json":
        store.write_text(store.read_text()[:100])
    elif how == "a list":
        store.write_text("[1, 2]")
    elif how == "nested":  # json's parser recurses: RecursionError, not a ValueError
        store.write_text("[" * 100_000)
    else:
        kept[key] = damaged(kept[key], key, how)
        store.write_text(json.dumps(kept))
    scanners._entries.cache_clear()
    same(scanners.compiled(made.pattern, made.flags), made)
    compiles = read_back(monkeypatch)  # the file was written again, sound: read back from now on
    same(scanners.compiled(made.pattern, made.flags), made)
    assert compiles == []


def test_nothing_is_kept_when_turned_off_or_unwritable(
    store: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    made = long_patterns()[0]
    monkeypatch.setenv("MMNOTATION_STORE", "0")
    same(scanners.compiled(made.pattern, made.flags), made)
    assert not store.exists()
    blocked = tmp_path / "file"
    blocked.write_text("a file where the cache directory would be")
    monkeypatch.setenv("MMNOTATION_STORE", "1")
    monkeypatch.setenv("XDG_CACHE_HOME", str(blocked))
    scanners._entries.cache_clear()
    same(scanners.compiled(made.pattern, made.flags), made)


def test_another_python_compiles_as_usual(store: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Without ``re``'s internals (another Python) nothing is kept and nothing fails."""
    made = long_patterns()[0]
    monkeypatch.setattr(scanners, "_internals", lambda: None)
    same(scanners.compiled(made.pattern, made.flags), made)
    assert not store.exists()


def test_the_oldest_entries_go_first(store: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(scanners, "MAX_ENTRIES", 3)
    patterns = [f"(?P<A{i}>{'x' * scanners.LONG}{i})" for i in range(5)]
    for p in patterns:
        assert scanners.compiled(p).match("x" * scanners.LONG + p[-2])
    keys = list(json.loads(store.read_text()))
    assert keys == [scanners._key(p, 0) for p in patterns[2:]]
