"""The web page under load (issue 55): 20 clients at once on the loopback, each posting 50 sheets
to ``/api/deduce`` of a real ``mmdeduce serve``; mixed games up to 6 pegs x 9 colours.

Every answer is compared with ``mmdeduce --json`` of the same sheet and options, run beforehand
in process; any difference, error or time-out is counted and printed.  Prints the latency
percentiles and the throughput (docs/performance.md).  Bounded: 1,000 requests, and a deadline.

Run: python benchmarks/bench_web.py [--clients 20] [--sheets 50] [--seed 1]
"""

from __future__ import annotations

import argparse
import itertools
import json
import random
import re
import signal
import statistics
import subprocess
import sys
import time
import urllib.request
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
GAMES = [  # pegs, colours, repeats, clues: small to 6x9, counts exact well within the budget
    (4, 6, True, 2),
    (4, 6, True, 3),
    (3, 5, True, 1),
    (4, 10, False, 3),
    (5, 8, True, 3),
    (5, 8, True, 4),
    (6, 7, True, 4),
    (6, 9, True, 4),
    (6, 9, True, 5),
    (6, 9, False, 4),
]
RECOMMEND_UP_TO = 40_000  # codes in the game: past this the answer lists the codes only
DEADLINE = 900.0  # seconds for the whole load


def score(guess: str, secret: str) -> tuple[int, int]:
    black = sum(g == s for g, s in zip(guess, secret, strict=True))
    common = sum(min(guess.count(c), secret.count(c)) for c in set(guess))
    return black, common - black


def sheets(count: int, seed: int) -> list[dict[str, Any]]:
    """``count`` request bodies: a random secret of a mixed game, clues scored against it."""
    rng = random.Random(seed)
    out = []
    for n in range(count):
        pegs, colours, repeats, clues = GAMES[n % len(GAMES)]
        alphabet = "123456789ABC"[:colours] if colours <= 9 else "0123456789"

        def code(alphabet: str = alphabet, pegs: int = pegs, repeats: bool = repeats) -> str:
            if repeats:
                return "".join(rng.choice(alphabet) for _ in range(pegs))
            return "".join(rng.sample(alphabet, pegs))

        secret = code()
        lines = [f"{g} {' '.join(map(str, score(g, secret)))}" for g in (code() for _ in range(clues))]
        size = colours**pegs if repeats else len(list(itertools.permutations(range(colours), pegs)))
        body: dict[str, Any] = {
            "sheet": "\n".join(lines),
            "pegs": pegs,
            "colors": alphabet,
            "repeats": repeats,
            "recommend": size <= RECOMMEND_UP_TO,
            "limit": 100,
        }
        out.append(body)
    return out


def cli_json(body: dict[str, Any]) -> Any:
    """What ``mmdeduce --json`` prints for the same sheet and options."""
    from typer.testing import CliRunner

    from mmnotation.cli.app import app

    args = ["-", "--json", "--pegs", str(body["pegs"]), "--colors", body["colors"], "-n", str(body["limit"])]
    args += [] if body["repeats"] else ["--no-repeats"]
    args += ["-r"] if body["recommend"] else []
    result = CliRunner().invoke(app, args, input=body["sheet"])
    return json.loads(result.stdout)


def post(url: str, body: dict[str, Any]) -> tuple[float, int, Any]:
    request = urllib.request.Request(
        url + "api/deduce",
        data=json.dumps(body).encode(),
        headers={"Content-Type": "application/json"},
        method="POST",
    )
    start = time.perf_counter()
    try:
        with urllib.request.urlopen(request, timeout=DEADLINE) as response:
            answer = json.load(response)
            status = response.status
    except urllib.error.HTTPError as exc:
        answer, status = json.load(exc), exc.code
    return time.perf_counter() - start, status, answer


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--clients", type=int, default=20)
    parser.add_argument("--sheets", type=int, default=50)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()

    bodies = sheets(args.sheets, args.seed)
    start = time.perf_counter()
    expected = [cli_json(b) for b in bodies]
    alone = time.perf_counter() - start
    print(f"{len(bodies)} sheets answered by mmdeduce --json in process: {alone:.1f} s")

    proc = subprocess.Popen(
        [sys.executable, "-m", "mmnotation", "serve", "--port", "0"],
        stderr=subprocess.PIPE,
        text=True,
        cwd=ROOT,
    )
    assert proc.stderr is not None
    found = re.search(r"http://\S+/", proc.stderr.readline())
    assert found, "the server printed no address"
    url = found.group()
    try:
        post(url, bodies[0])  # the server's first answer loads the engine: not part of the load

        def client(k: int) -> list[tuple[float, bool, int]]:
            order = list(range(len(bodies)))
            random.Random(args.seed * 1000 + k).shuffle(order)
            done = []
            for i in order:
                seconds, status, answer = post(url, bodies[i])
                done.append((seconds, status == 200 and answer == expected[i], status))
            return done

        start = time.perf_counter()
        with ThreadPoolExecutor(args.clients) as pool:
            results = [r for rs in pool.map(client, range(args.clients)) for r in rs]
        wall = time.perf_counter() - start
    finally:
        proc.send_signal(signal.SIGINT)
        proc.wait(timeout=60)

    times = sorted(r[0] for r in results)
    wrong = sum(not r[1] for r in results)
    errors = sum(r[2] != 200 for r in results)

    def pct(p: float) -> float:
        return times[min(len(times) - 1, int(p / 100 * len(times)))]

    print(f"{args.clients} clients x {len(bodies)} sheets = {len(results)} requests in {wall:.1f} s")
    print(f"  {len(results) / wall:.1f} answers a second; errors {errors}; answers unlike the CLI's {wrong}")
    print(
        f"  latency: median {statistics.median(times) * 1000:.0f} ms, p90 {pct(90) * 1000:.0f} ms,"
        f" p99 {pct(99) * 1000:.0f} ms, max {times[-1] * 1000:.0f} ms"
    )
    each = alone / len(bodies) * 1000
    print(f"  the same sheets one after another in process: {each:.0f} ms each on average")
    if wrong or errors:
        sys.exit(1)


if __name__ == "__main__":
    main()
