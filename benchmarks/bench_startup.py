"""P1, P11: start-up as whole processes, as a user's install has it; also reading long sheets.

A user's install is a wheel whose modules pip compiled to bytecode.  This machine sets
PYTHONDONTWRITEBYTECODE=1, so a run from the source tree compiles every module again on
each start and looks slower than users see.  The benchmark therefore lays the package out
as the wheel does (``mmnotation/`` with ``grammar/clues.lark`` inside) in a temporary
directory, compiles it with ``python -m compileall``, and times whole processes that
import it from there.  The stats baseline is the straightforward numpy method (whole
response matrix, one ``bincount`` per position), run the same way as a whole process.

Run: python benchmarks/bench_startup.py [runs].  Prints a table; never fails.
"""

from __future__ import annotations

import contextlib
import os
import random
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

ENTRY = "import sys; from mmnotation.cli import main; sys.exit(main())"
"""What the ``mmdeduce`` console script runs."""

BASELINE_STATS = """
import itertools, numpy as np
codes = np.array(list(itertools.product(range(6), repeat=4)), dtype=np.int8)
black = (codes[:, None, :] == codes[None, :, :]).sum(-1)
counts = np.stack([(codes == c).sum(1) for c in range(6)], 1)
total = np.minimum(counts[:, None, :], counts[None, :, :]).sum(-1)
matrix = (black * 5 + total - black).astype(np.int8)
n = len(codes)
dist = {}
def walk(cands, depth):
    if len(cands) == 1:
        dist[depth] = dist.get(depth, 0) + 1
        return
    sub = matrix[:, cands].astype(np.intp) + (np.arange(n) * 25)[:, None]
    largest = np.bincount(sub.ravel(), minlength=n * 25).reshape(n, 25).max(1)
    tied = np.flatnonzero(largest == largest.min())
    member = np.zeros(n, bool); member[cands] = True
    inside = tied[member[tied]]
    guess = inside[0] if len(inside) else tied[0]
    keys = matrix[guess, cands]
    for key in np.unique(keys):
        if key == 20:
            dist[depth] = dist.get(depth, 0) + 1
        else:
            walk(cands[keys == key], depth + 1)
walk(np.arange(n), 1)
assert sum(t * c for t, c in dist.items()) == 5801, dist  # Knuth 1977
"""


def wall(cmd: list[str], runs: int, env: dict[str, str] | None = None, cwd: Path = ROOT) -> float:
    """Median wall time of ``cmd`` as a whole process."""
    times = []
    for _ in range(runs + 1):
        start = time.perf_counter()
        subprocess.run(cmd, check=True, capture_output=True, cwd=cwd, env=env)
        times.append(time.perf_counter() - start)
    return statistics.median(times[1:])  # the first run warms the file cache


def installed_copy(where: Path) -> Path:
    """The package laid out as its wheel has it, compiled to bytecode; the directory to import from."""
    site = where / "site"
    shutil.copytree(ROOT / "mmnotation", site / "mmnotation", ignore=shutil.ignore_patterns("__pycache__"))
    shutil.copytree(ROOT / "grammar", site / "mmnotation" / "grammar")
    subprocess.run([sys.executable, "-m", "compileall", "-q", str(site)], check=True)
    return site


def main() -> None:
    runs = int(sys.argv[1]) if len(sys.argv) > 1 else 9
    python = sys.executable
    rows: list[tuple[str, float, str]] = []
    with tempfile.TemporaryDirectory() as tmp:
        site = installed_copy(Path(tmp))
        env = dict(os.environ, PYTHONPATH=str(site))
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        cli = [python, "-c", ENTRY]
        sheet = str(ROOT / "samples" / "classic.txt")

        def run(cmd: list[str]) -> float:  # from the temporary directory: never the source tree
            return wall(cmd, runs, env, Path(tmp))

        bare = run([python, "-c", "pass"])
        rows.append(("python -c pass (the floor)", bare, "-"))
        rows.append(("import mmnotation", run([python, "-c", "import mmnotation"]), "0.15"))
        rows.append(("P11 mmdeduce --version", run([*cli, "--version"]), "0.10"))
        rows.append(("P11 mmdeduce --help", run([*cli, "--help"]), "0.10"))
        rows.append(("P11 mmdeduce samples/classic.txt -r", run([*cli, sheet, "-r"]), "0.20"))
        rows.append(("mmdeduce samples/classic.txt", run([*cli, sheet]), "-"))
        ours = run([*cli, "stats"])
        rows.append(("P11 mmdeduce stats (classic 4x6)", ours, "0.25"))
        base = run([python, "-c", BASELINE_STATS])
        rows.append((f"  baseline numpy stats process ({base / ours:.1f}x ours)", base, ">=2x"))

    sys.path.insert(0, str(ROOT))
    import mmnotation

    rng = random.Random(1)
    same = "pegs: 4\n" + "RGBY 2 0\n" * 100_000
    mixed = "pegs: 4\n" + "".join(
        "".join(rng.choice("RGBYOP") for _ in range(4)) + f" {rng.randint(0, 2)} {rng.randint(0, 2)}\n"
        for _ in range(100_000)
    )
    for label, text in (("read 100,000 equal lines", same), ("read 100,000 varied lines", mixed)):
        start = time.perf_counter()
        # the varied sheet has impossible feedback on some lines: reading errors is timed too
        with contextlib.suppress(mmnotation.NotationError):
            mmnotation.parse_sheet(text)
        rows.append((label, time.perf_counter() - start, "3.00"))

    print(f"{'work (whole processes, bytecode compiled)':50} {'seconds':>9} {'target':>8}")
    for label, seconds, target in rows:
        print(f"{label:50} {seconds:9.3f} {target:>8}")
    print(f"(medians of {runs} runs; process rows include the {bare:.3f} s floor)")


if __name__ == "__main__":
    main()
