"""Every example in README.md and docs/*.md runs and prints what the page shows.

A ```` ```console ```` block holds commands (``$ ...``) each followed by its output, standard error
included; a ```` ```pycon ```` block is a doctest.  ``...`` stands for any text (doctest's
ELLIPSIS), for what changes from run to run (an estimate, a time, a home directory).  A block
after a ``<!-- slow -->`` line runs with the slow tests.  Commands run in a scratch folder where
``samples/`` is the project's, with ``mmdeduce`` from this Python's environment, no colours and
a scratch home, so an example that writes a file (``--tree``, ``--install-completion``) writes
it there.
"""

from __future__ import annotations

import doctest
import os
import re
import subprocess
import sys
from pathlib import Path
from typing import NamedTuple

import pytest

ROOT = Path(__file__).resolve().parent.parent
PAGES = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]
BIN = Path(sys.executable).parent
FENCE = re.compile(r"^```(\w*)\n(.*?)^```$", re.M | re.S)


class Example(NamedTuple):
    page: str
    line: int
    kind: str  # console or pycon
    text: str
    slow: bool


def examples() -> list[Example]:
    found = []
    for page in PAGES:
        text = page.read_text(encoding="utf-8")
        for match in FENCE.finditer(text):
            kind = match.group(1)
            if kind not in ("console", "pycon"):
                continue
            line = text.count("\n", 0, match.start()) + 1
            before = text[: match.start()].rstrip("\n").rsplit("\n", 1)[-1]
            found.append(Example(page.name, line, kind, match.group(2), before.strip() == "<!-- slow -->"))
    return found


def commands(block: str) -> list[tuple[str, str]]:
    """(command, expected output) pairs of a console block."""
    pairs: list[tuple[str, list[str]]] = []
    for line in block.splitlines():
        if line.startswith("$ "):
            pairs.append((line[2:], []))
        else:
            assert pairs, f"output before any command: {line!r}"
            pairs[-1][1].append(line)
    return [(command, "".join(out + "\n" for out in lines)) for command, lines in pairs]


def _param(example: Example) -> object:
    marks = [pytest.mark.slow] if example.slow else []
    return pytest.param(example, id=f"{example.page}:{example.line}", marks=marks)


EXAMPLES = examples()
CHECKER = doctest.OutputChecker()


def test_the_pages_have_examples_to_run() -> None:
    pages = {e.page for e in EXAMPLES}
    assert {"README.md", "cli.md", "notation.md", "library.md"} <= pages
    assert sum(e.kind == "console" for e in EXAMPLES if e.page == "README.md") >= 8


@pytest.fixture(scope="session")
def numba_cache(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """One numba cache for every example, warmed by a small run of the optimal search (whose
    kernels every game uses): the pages show runs once the scans are compiled, not the notice of a
    first run that compiles them (docs/performance.md)."""
    cache = tmp_path_factory.mktemp("numba-cache")
    env = {k: v for k, v in os.environ.items() if not k.startswith(("XDG_", "MMNOTATION_"))}
    env["NUMBA_CACHE_DIR"] = str(cache)
    warm = [sys.executable, "-m", "mmnotation", "stats", "--pegs", "2", "--colors", "3", "-s", "optimal"]
    subprocess.run(warm, env=env, capture_output=True, timeout=600, check=False, cwd=ROOT)
    return cache


@pytest.mark.parametrize("example", [_param(e) for e in EXAMPLES if e.kind == "console"])
def test_console_example(example: Example, tmp_path: Path, numba_cache: Path) -> None:
    (tmp_path / "samples").symlink_to(ROOT / "samples")
    home = tmp_path / "home"
    home.mkdir()
    env = {k: v for k, v in os.environ.items() if not k.startswith(("XDG_", "MMNOTATION_"))}
    env.update(NO_COLOR="1", HOME=str(home), PATH=f"{BIN}{os.pathsep}{env.get('PATH', '')}", SHELL="/bin/sh")
    env["NUMBA_CACHE_DIR"] = str(numba_cache)
    for command, expected in commands(example.text):
        done = subprocess.run(
            ["sh", "-c", command],
            cwd=tmp_path,
            env=env,
            stdin=subprocess.DEVNULL,
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
            text=True,
            timeout=300,
        )
        got = "\n".join(line.rstrip() for line in done.stdout.splitlines()) + "\n"
        where = f"{example.page}:{example.line}: $ {command}"
        shown = f"{where}\n--- shown\n{expected}--- got\n{got}"
        assert CHECKER.check_output(expected, got, doctest.ELLIPSIS), shown


@pytest.mark.parametrize("example", [_param(e) for e in EXAMPLES if e.kind == "pycon"])
def test_python_example(example: Example, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(ROOT)
    parser = doctest.DocTestParser()
    # the blocks of one page share their names, as a reader's session would
    earlier = [e for e in EXAMPLES if e.page == example.page and e.kind == "pycon" and e.line < example.line]
    names: dict[str, object] = {}
    for block in [*earlier, example]:
        test = parser.get_doctest(block.text, names, f"{block.page}:{block.line}", block.page, block.line)
        runner = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS)
        report: list[str] = []
        runner.run(test, out=report.append, clear_globs=False)
        names = test.globs
        assert runner.failures == 0, "".join(report)
