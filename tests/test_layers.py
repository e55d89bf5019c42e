"""The package's house rules: layers as folders, no import circles, no room too big to read.

The layers, bottom up, and what each may import are the folders' own docstrings ("May
import: ..."); the layout map of docs/contributing.md is written from them:

    python tests/test_layers.py        # rewrites the map in docs/contributing.md

and ``test_the_readme_map_is_the_folders_own`` fails when the two disagree.
"""

from __future__ import annotations

import ast
import re
import subprocess
import sys
from functools import cache
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "mmnotation"
BOTTOM = ("_version", "_progress", "_cache", "errors", "model")  # modules, each a layer of its own
FOLDERS = ("notation", "codes", "engine", "strategies", "deduction", "stats", "application", "web", "cli")
LAYERS = (*BOTTOM, *FOLDERS)
TOP = ("__init__", "__main__")  # the public names and the console script: above every layer
MAX_MODULE_LINES = 700
MAX_FUNCTION_LINES = 90
WRITTEN_OUT = "Written out in one function"  # a kernel's docstring that says why it is long
UPWARD = {("mmnotation.model", "mmnotation.notation.sheet")}
"""The one import of a layer above, made inside a function: the values' ``parse`` methods read with
the notation (``model._reader``), whatever module was imported first."""
MAP_START = "<!-- layout map: written by tests/test_layers.py from the folders' docstrings -->"
MAP_END = "<!-- end of the layout map -->"


@cache
def modules() -> dict[str, Path]:
    """Every module of the package by dotted name (a folder's ``__init__`` by the folder's)."""
    out = {}
    for path in sorted(PACKAGE.rglob("*.py")):
        parts = path.relative_to(ROOT).with_suffix("").parts
        if parts[-1] == "__init__" and len(parts) > 2:
            parts = parts[:-1]
        out[".".join(parts)] = path
    return out


def layer_of(module: str) -> str | None:
    """The layer a module belongs to; None for the package's top (``__init__``, ``__main__``)."""
    parts = module.split(".")
    if len(parts) == 1 or parts[1] in TOP:
        return None
    return parts[1]


@cache
def tree(path: Path) -> ast.Module:
    return ast.parse(path.read_text(encoding="utf-8"))


def imports(path: Path) -> list[tuple[ast.ImportFrom | ast.Import, str, bool]]:
    """(node, module imported, inside a function) for every import of the package in a file."""
    found = []
    inside = set()
    for node in ast.walk(tree(path)):
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
            inside.update(id(n) for n in ast.walk(node) if n is not node)
    for node in ast.walk(tree(path)):
        names: list[str] = []
        if isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            if node.module == "mmnotation" or node.module.startswith("mmnotation."):
                # a module imported from its package ('from mmnotation.notation import sheet') is that module
                inner = [f"{node.module}.{a.name}" for a in node.names]
                names = [n for n in inner if n in modules()] or [node.module]
        elif isinstance(node, ast.Import):
            names = [a.name for a in node.names if a.name.startswith("mmnotation.")]
        found.extend((node, name, id(node) in inside) for name in names)
    return found


def type_only(path: Path) -> set[int]:
    """The import nodes under ``if TYPE_CHECKING:`` (not run, so no circle)."""
    out = set()
    for node in tree(path).body:
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
            out.update(id(n) for n in ast.walk(node))
    return out


def docstring(module: str) -> str:
    text = ast.get_docstring(tree(modules()[module]))
    assert text, f"{module} has no docstring"
    return text


def may_import(folder: str) -> list[str]:
    """The layers a folder's docstring allows it to import."""
    found = re.search(r"^May import: (.*)\.$", docstring(f"mmnotation.{folder}"), re.M)
    assert found, f"mmnotation/{folder}/__init__.py does not say what it may import ('May import: ...')"
    return [name.strip() for name in found.group(1).split(",")]


def test_every_module_is_in_a_layer() -> None:
    for module in modules():
        assert layer_of(module) in (*LAYERS, None), f"{module} is in no layer"


def test_no_layer_imports_a_layer_above_it() -> None:
    for module, path in modules().items():
        here = layer_of(module)
        if here is None:
            continue
        for node, name, local in imports(path):
            there = layer_of(name)
            assert there is not None, f"{module}:{node.lineno} imports the package's top ({name})"
            if local and (module, name) in UPWARD:
                continue
            assert LAYERS.index(there) <= LAYERS.index(here), (
                f"{module}:{node.lineno} imports {name}, a layer above it"
            )


def test_each_folder_imports_only_what_its_docstring_allows() -> None:
    for folder in FOLDERS:
        allowed = may_import(folder)
        for layer in allowed:
            assert layer in LAYERS[: LAYERS.index(folder)], f"{folder} may not import {layer}: not below it"
        for module, path in modules().items():
            if layer_of(module) != folder:
                continue
            for node, name, _ in imports(path):
                there = layer_of(name)
                assert there == folder or there in allowed, (
                    f"{module}:{node.lineno} imports {name}; mmnotation/{folder}/__init__.py allows {allowed}"
                )


def test_no_import_circle() -> None:
    # the imports run when a module loads (not those for type checkers alone, not those in functions)
    graph: dict[str, set[str]] = {}
    names = modules()
    for module, path in names.items():
        skip = type_only(path)
        graph[module] = set()
        for node, name, local in imports(path):
            if local or id(node) in skip:
                continue
            graph[module].add(name if name in names else name.rsplit(".", 1)[0])
    state: dict[str, int] = {}  # 1: on the path being walked, 2: done

    def walk(module: str, path: list[str]) -> None:
        state[module] = 1
        for target in sorted(graph.get(module, ())):
            if state.get(target) == 1:
                circle = [*path[path.index(target) :], target] if target in path else [module, target]
                raise AssertionError("import circle: " + " -> ".join(circle))
            if state.get(target) is None:
                walk(target, [*path, target])
        state[module] = 2

    for module in sorted(graph):
        if module not in state:
            walk(module, [module])


def test_below_the_command_line_no_import_hides_in_a_function() -> None:
    for module, path in modules().items():
        here = layer_of(module)
        for node, name, local in imports(path):
            if not local:
                continue
            where = f"{module}:{node.lineno} imports {name} inside a function"
            if here == "cli":  # kept for start-up, and saying so
                line = path.read_text(encoding="utf-8").splitlines()[node.end_lineno - 1]
                assert "deferred: start-up" in line, where + " without '# deferred: start-up'"
            else:
                assert module == "mmnotation.__main__" or (module, name) in UPWARD, where


@pytest.mark.parametrize("folder", ["codes", "engine", "strategies", "deduction", "stats"])
def test_importing_a_layer_loads_no_layer_above_it(folder: str) -> None:
    # run: what the imports really load (the package's __init__ loads the notation, below all these)
    inside = [m for m in modules() if layer_of(m) == folder]
    above = [layer for layer in LAYERS[LAYERS.index(folder) + 1 :] if layer not in may_import(folder)]
    code = (
        "import importlib, sys\n"
        f"for m in {inside!r}: importlib.import_module(m)\n"
        "print(sorted(m for m in sys.modules if m.startswith('mmnotation.')"
        f" and m.split('.')[1] in {above!r}))\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, timeout=120)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "[]", f"importing {folder} loads {done.stdout.strip()}"


def test_no_module_over_700_lines() -> None:
    for module, path in modules().items():
        lines = len(path.read_text(encoding="utf-8").splitlines())
        assert lines <= MAX_MODULE_LINES, f"{module} has {lines} lines"


def test_no_function_over_90_lines_unless_it_says_why() -> None:
    for module, path in modules().items():
        for node in ast.walk(tree(path)):
            if not isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
                continue
            length = (node.end_lineno or node.lineno) - node.lineno + 1
            if length > MAX_FUNCTION_LINES:
                why = ast.get_docstring(node) or ""
                assert WRITTEN_OUT in why, f"{module}.{node.name} has {length} lines"


# ---------------------------------------------------------------- the layout map (docs/contributing.md)
MAP_PAGE = ROOT / "docs" / "contributing.md"


def summary(module: str) -> str:
    """A docstring's first paragraph, on one line."""
    return " ".join(docstring(module).split("\n\n")[0].split())


def layout_map() -> str:
    """The layout map, from the docstrings."""
    rows = [
        MAP_START,
        "| layer | what it does | may import | modules |",
        "| --- | --- | --- | --- |",
    ]
    for module in BOTTOM:
        used = sorted({layer_of(name) or "" for _, name, _ in imports(modules()[f"mmnotation.{module}"])})
        below = ", ".join(used) or "nothing of the package"
        rows.append(f"| `mmnotation/{module}.py` | {summary(f'mmnotation.{module}')} | {below} | |")
    for folder in FOLDERS:
        inside = sorted(m.rsplit(".", 1)[1] for m in modules() if m.startswith(f"mmnotation.{folder}."))
        files = ", ".join(f"`{name}`" for name in inside)
        allowed = ", ".join(may_import(folder))
        rows.append(f"| `mmnotation/{folder}/` | {summary(f'mmnotation.{folder}')} | {allowed} | {files} |")
    rows.append(
        f"| `mmnotation/__init__.py`, `__main__.py` | {summary('mmnotation.__init__')} The console script "
        "`mmdeduce` is `__main__.main`. | every layer | |"
    )
    rows.append(MAP_END)
    return "\n".join(rows)


def page_with_map() -> str:
    text = MAP_PAGE.read_text(encoding="utf-8")
    start, end = text.index(MAP_START), text.index(MAP_END) + len(MAP_END)
    return text[:start] + layout_map() + text[end:]


def test_the_layout_map_is_the_folders_own() -> None:
    text = MAP_PAGE.read_text(encoding="utf-8")
    assert MAP_START in text and MAP_END in text, "docs/contributing.md has no layout map"
    assert text == page_with_map(), "the layout map is stale: run python tests/test_layers.py"


if __name__ == "__main__":
    MAP_PAGE.write_text(page_with_map(), encoding="utf-8")


@pytest.mark.parametrize(
    "code",
    [
        "from mmnotation.model import Code, Game\nprint(Code.parse('RGBY', Game(4, tuple('RGBYOP'))))",
        "from mmnotation.model import Game\nprint(Game.parse('pegs: 5').pegs)",
        "from mmnotation.stats.tree import read_tree\nimport sys\nprint(read_tree(sys.argv[1])[0].pegs)",
    ],
)
def test_the_values_parse_whatever_was_imported_first(code: str, tmp_path: Path) -> None:
    # a fresh process that imports a layer below the notation, never the package's top
    tree_file = tmp_path / "t.json"
    made = subprocess.run(
        [
            sys.executable,
            "-m",
            "mmnotation",
            "stats",
            "--pegs",
            "2",
            "--colors",
            "3",
            "--tree",
            str(tree_file),
        ],
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=120,
    )
    assert made.returncode == 0, made.stderr
    done = subprocess.run(
        [sys.executable, "-c", code, str(tree_file)], capture_output=True, text=True, cwd=ROOT, timeout=120
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() in ("RGBY", "5", "2")


def test_the_command_lines_budget_is_the_applications() -> None:
    from mmnotation.application.answer import DEDUCE_SECONDS
    from mmnotation.cli import deduce_command

    assert deduce_command.DEDUCE_SECONDS == DEDUCE_SECONDS
