"""P1: start-up and a whole `mmdeduce samples/classic.txt -r` process; also reading long sheets.

Run: python benchmarks/bench_startup.py [runs].  Prints a table; never fails.
"""

from __future__ import annotations

import contextlib
import random
import shutil
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def wall(cmd: list[str], runs: int) -> float:
    """Median wall time of ``cmd`` as a whole process."""
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        subprocess.run(cmd, check=True, capture_output=True, cwd=ROOT)
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def main() -> None:
    runs = int(sys.argv[1]) if len(sys.argv) > 1 else 9
    exe = shutil.which("mmdeduce") or str(Path(sys.executable).parent / "mmdeduce")
    python = sys.executable
    rows = []
    bare = wall([python, "-c", "pass"], runs)
    rows.append(("python -c pass (the floor)", bare, None))
    rows.append(("import mmnotation", wall([python, "-c", "import mmnotation"], runs), 0.15))
    rows.append(("P1 mmdeduce samples/classic.txt -r", wall([exe, "samples/classic.txt", "-r"], runs), 0.35))
    rows.append(("mmdeduce samples/classic.txt", wall([exe, "samples/classic.txt"], runs), None))

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
        rows.append((label, time.perf_counter() - start, None))

    print(f"{'work':42} {'seconds':>9} {'target':>8}")
    for label, seconds, target in rows:
        goal = f"{target:.2f}" if target else "-"
        print(f"{label:42} {seconds:9.3f} {goal:>8}")
    print(f"(medians of {runs} runs; process rows include the {bare:.3f} s floor)")


if __name__ == "__main__":
    main()
