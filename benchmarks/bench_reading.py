"""Reading long sheets (P16 and issue 13): time, CPU time and peak memory against the length.

Run from the repository root: ``python benchmarks/bench_reading.py [lines ...]`` (default
100000 1000000).  Each sheet is read by ``mmnotation.read_sheet`` in a fresh process, so the
peak memory is that of the reading alone.  Three sheets of each length, every line different:

* ``letters``: 6 pegs x 8 colours, ``KWOPBR 0 3`` (the guesses' letters differ);
* ``digits``: 6 pegs x 9 colours, ``325288 3 3``;
* ``turns``: numbered turns with keyed feedback, ``12. KWOPBR 1b2w``.

Prints a table; asserts nothing about time.
"""

from __future__ import annotations

import json
import random
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

CHILD = """
import json, resource, sys, time
start = time.perf_counter(); cpu = time.process_time()
from mmnotation import read_sheet
sheet = read_sheet(sys.argv[1])
print(json.dumps({"wall": time.perf_counter() - start, "cpu": time.process_time() - cpu,
                  "clues": len(sheet.clues),
                  "peak_mb": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024}))
"""


def sheet_text(kind: str, n: int, seed: int = 1) -> str:
    """``n`` different clue lines of one kind, with the directives its game needs."""
    rng = random.Random(seed)
    lines: set[str] = set()
    palette = "123456789" if kind == "digits" else "RGBYOPWK"
    while len(lines) < n:
        guess = "".join(rng.choice(palette) for _ in range(6))
        b, w = rng.randint(0, 3), rng.randint(0, 3)
        if kind == "turns":
            lines.add(f"{len(lines) + 1}. {guess} {b}b{w}w")
        else:
            lines.add(f"{guess} {b} {w}")
    head = "pegs: 6\ncolors: 9\n" if kind == "digits" else "pegs: 6\ncolors: 8\n"
    return head + "\n".join(lines) + "\n"


def main() -> None:
    sizes = [int(a) for a in sys.argv[1:]] or [100_000, 1_000_000]
    print(f"{'sheet':10} {'lines':>10} {'wall s':>8} {'CPU s':>8} {'peak MB':>8} {'µs/line':>8}")
    with tempfile.TemporaryDirectory() as tmp:
        for n in sizes:
            for kind in ("letters", "digits", "turns"):
                path = Path(tmp) / f"{kind}-{n}.txt"
                path.write_text(sheet_text(kind, n), encoding="utf-8")
                begin = time.perf_counter()
                out = subprocess.run(
                    [sys.executable, "-c", CHILD, str(path)],
                    cwd=ROOT,
                    capture_output=True,
                    text=True,
                    check=False,
                )
                if out.returncode != 0:
                    print(f"{kind:10} {n:>10,} failed: {out.stderr.strip()[:200]}")
                    continue
                got = json.loads(out.stdout)
                assert got["clues"] == n, got
                print(
                    f"{kind:10} {n:>10,} {got['wall']:8.2f} {got['cpu']:8.2f} {got['peak_mb']:8.0f} "
                    f"{got['cpu'] / n * 1e6:8.1f}   (process {time.perf_counter() - begin:.1f} s)"
                )


if __name__ == "__main__":
    main()
