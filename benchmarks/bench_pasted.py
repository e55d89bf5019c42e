"""Long pasted sheets: the whole reading (docs/notation.md, "Pasted text") on hostile lines.

Run from the repository root: ``python benchmarks/bench_pasted.py [characters]`` (default 60000,
about the longest sheet read as pasted text).  Each sheet is one hostile line repeated up to that
length, read once by ``mmnotation.parse_sheet`` in this process; prints the seconds each took (an
error is an answer too).  docs/performance.md reports the figures; asserts nothing about time.
"""

from __future__ import annotations

import contextlib
import random
import sys
import time

from mmnotation import NotationError, parse_sheet

LINES = {
    "letters among words, two clues": "RGBY " + "ab " * 95 + "1 2, RRGG " + "x: " * 30,
    "clues of one line": "RGBY 2 1, " * 29,
    "counts before the guess": "1 black 2 white for " * 15 + "RGBY",
    "one long word": "a" * 299,
    "55 words then a code": "word " * 55 + "1234",
    "turns in sentences": (
        "Try one: 1234, one in the right spot. Try two: 4152, one right spot and two elsewhere. "
    )
    * 3,
    "numbers only": "1 2 3 4 5 6 7 8 9 " * 16,
    "glyph pegs": "RGBY ● ○ ● ○ " * 20,
    "TeX math": "$RGBY \\to (1, 2)$ $" * 10,
    "timers between glyphs": "RGBY ⚫ ⚪ ⚪ · 12s " * 12 + "1",
    "named pairs before counts": "RGBY scored B-W 1-2 " * 14,
    "a guess alone over dashes": "RGBY\n--",
    "records on one line": '%{black: 1, guess: "RGBY", white: 2}, ' * 7,
    "brackets with no field": "(RGBY (" * 40,
}


def _comments(length: int) -> str:
    """Comment lines of random words: read as the notation (no clue), then from its comments."""
    rng = random.Random(1)
    words = (
        "the",
        "quick",
        "brown",
        "fox",
        "jumps",
        "over",
        "a",
        "lazy",
        "dog",
        "and",
        "games",
        "we",
        "played",
    )
    lines: list[str] = []
    while sum(len(line) + 1 for line in lines) < length:
        lines.append("# " + " ".join(rng.choice(words) for _ in range(rng.randint(3, 14))))
    return "\n".join(lines) + "\n"


def main() -> None:
    length = int(sys.argv[1]) if len(sys.argv) > 1 else 60_000
    sheets = {name: (line + "\n") * (length // (len(line) + 1)) for name, line in LINES.items()}
    sheets["comments only"] = _comments(length)
    print(f"{'sheet':34} {'characters':>10} {'seconds':>8}")
    for name, text in sheets.items():
        start = time.perf_counter()
        with contextlib.suppress(NotationError):  # an error is an answer too
            parse_sheet(text)
        print(f"{name:34} {len(text):>10} {time.perf_counter() - start:>8.2f}")


if __name__ == "__main__":
    main()
