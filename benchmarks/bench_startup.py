"""P1, P11: start-up as whole processes, as a user's install has it; also reading long sheets,
and the first run of each command on a sheet after an install (empty caches, issue 53).

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

import os
import random
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

ENTRY = "import sys; from mmnotation.__main__ import main; sys.exit(main())"
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


def wall(cmd: list[str], runs: int, env: dict[str, str] | None = None, cwd: Path = ROOT) -> Timing:
    """Median and best wall time, and median CPU time (user + system), of ``cmd`` as a whole process.

    The machine is shared: when it is busy the wall times grow, the CPU time much less.
    """
    walls, cpus = [], []
    for i in range(runs + 1):
        before = os.times()
        start = time.perf_counter()
        subprocess.run(cmd, check=True, capture_output=True, cwd=cwd, env=env)
        elapsed = time.perf_counter() - start
        after = os.times()
        if i:  # the first run warms the file cache
            walls.append(elapsed)
            cpus.append(
                after.children_user - before.children_user + after.children_system - before.children_system
            )
    return Timing(statistics.median(walls), min(walls), statistics.median(cpus))


def first_runs(cmd: list[str], runs: int, env: dict[str, str], cwd: Path) -> Timing:
    """``wall`` of the first run after an install: each run with empty caches (numba's compiled
    kernels, the kept openings), as a fresh install has them."""
    walls, cpus = [], []
    for _ in range(runs):
        with tempfile.TemporaryDirectory() as cache:
            fresh = dict(env, NUMBA_CACHE_DIR=str(Path(cache) / "numba"), XDG_CACHE_HOME=cache)
            before = os.times()
            start = time.perf_counter()
            subprocess.run(cmd, check=True, capture_output=True, cwd=cwd, env=fresh)
            walls.append(time.perf_counter() - start)
            after = os.times()
            cpus.append(
                after.children_user - before.children_user + after.children_system - before.children_system
            )
    return Timing(statistics.median(walls), min(walls), statistics.median(cpus))


@dataclass(frozen=True)
class Timing:
    median: float
    best: float
    cpu: float


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
    rows: list[tuple[str, Timing, str]] = []
    with tempfile.TemporaryDirectory() as tmp:
        site = installed_copy(Path(tmp))
        env = dict(os.environ, PYTHONPATH=str(site))
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        cli = [python, "-c", ENTRY]
        sheet = str(ROOT / "samples" / "classic.txt")

        def run(cmd: list[str]) -> Timing:  # from the temporary directory: never the source tree
            return wall(cmd, runs, env, Path(tmp))

        bare = run([python, "-c", "pass"])
        rows.append(("python -c pass (the floor)", bare, "-"))
        rows.append(("import mmnotation", run([python, "-c", "import mmnotation"]), "0.15"))
        rows.append(("import numpy", run([python, "-c", "import numpy"]), "-"))
        rows.append(("P11 mmdeduce --version", run([*cli, "--version"]), "0.10"))
        rows.append(("P11 mmdeduce --help", run([*cli, "--help"]), "0.10"))
        rows.append(("P11 mmdeduce samples/classic.txt -r", run([*cli, sheet, "-r"]), "0.20"))
        rows.append(("mmdeduce samples/classic.txt", run([*cli, sheet]), "-"))
        ours = run([*cli, "stats"])
        rows.append(("P11 mmdeduce stats (classic 4x6)", ours, "0.25"))
        base = run([python, "-c", BASELINE_STATS])
        ratio = f"{base.median / ours.median:.1f}x wall, {base.cpu / ours.cpu:.1f}x CPU"
        rows.append((f"  numpy baseline stats ({ratio})", base, ">=2x"))
        # issue 53: the first run after an install (empty caches) of each command on a sheet
        super_sheet = str(ROOT / "samples" / "super.txt")
        for label, args in (
            ("first run: samples/classic.txt -r", [sheet, "-r"]),
            ("first run: samples/super.txt -r (5x8)", [super_sheet, "-r"]),
            ("first run: samples/super.txt -r -s entropy", [super_sheet, "-r", "-s", "entropy"]),
            ("first run: samples/super.txt --top 5", [super_sheet, "--top", "5"]),
            ("first run: play --secret RGBYO --colors 8", ["play", "--secret", "RGBYO", "--colors", "8"]),
        ):
            rows.append((label, first_runs([*cli, *args], runs, env, Path(tmp)), "2.00"))

    sys.path.insert(0, str(ROOT))
    import mmnotation

    rng = random.Random(1)
    same = "pegs: 4\n" + "RGBY 2 0\n" * 100_000
    distinct: set[str] = set()
    while len(distinct) < 100_000:  # P16: every line different, so no line is read twice
        guess = "".join(rng.choice("RGBYOPWK") for _ in range(6))
        distinct.add(f"{guess} {rng.randint(0, 3)} {rng.randint(0, 3)}")
    varied = "pegs: 6\ncolors: 8\n" + "\n".join(sorted(distinct)) + "\n"
    for label, text in (("read 100,000 equal lines", same), ("P16 read 100,000 distinct lines", varied)):
        start = time.perf_counter()
        mmnotation.parse_sheet(text)
        took = time.perf_counter() - start
        rows.append((label, Timing(took, took, took), "3.00"))

    head = "work (whole processes, bytecode compiled)"
    print(f"{head:50} {'median':>7} {'best':>7} {'CPU':>7} {'target':>7}")
    for label, t, target in rows:
        print(f"{label:50} {t.median:7.3f} {t.best:7.3f} {t.cpu:7.3f} {target:>7}")
    print(f"(seconds; {runs} runs each, median and best wall time, median CPU time user+system;")
    print(f" process rows include the {bare.median:.3f} s floor; reading rows are in-process)")


if __name__ == "__main__":
    main()
