"""The web page's server and JSON API (mmnotation/web, docs/web.md), through Starlette's test client:
the answers are the command line's ``--json``, errors are JSON, limits and headers hold, and
requests at once get the answers each gets alone."""

from __future__ import annotations

import json
import re
import signal
import subprocess
import sys
import time
import warnings
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest
from reference import brute_consistent
from typer.testing import CliRunner

from mmnotation import Feedback, Game, parse_sheet, score
from mmnotation.cli.app import app as cli_app
from mmnotation.web import server

with warnings.catch_warnings():  # newer Starlette asks for httpx2; httpx serves every version declared
    warnings.filterwarnings("ignore", message=".*httpx2")
    from starlette.testclient import TestClient

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture(scope="module")
def client() -> TestClient:
    return TestClient(server.make_app())


def cli_json(*args: str, sheet: str) -> dict[str, object]:
    done = CliRunner().invoke(cli_app, ["-", "--json", *args], input=sheet)
    return json.loads(done.stdout)  # type: ignore[no-any-return]


SHEETS = [
    ("RGBY 2 0\nRRGG 1 1\n", {}, []),
    ("RGBY 2 0\nRRGG 1 1\n", {"recommend": True, "tally": True}, ["-r", "--tally"]),
    ("hello, my game:\n1234 1A2B\n5612 0A1B\nthanks\n", {"recommend": True}, ["-r"]),
    ("RGBY 4 0\nRGBY 0 0\n", {}, []),  # a contradiction, explained
    ("RGBYO 2 1\n", {"pegs": 5, "colors": "8", "limit": 5}, ["--pegs", "5", "--colors", "8", "-n", "5"]),
    ("123 1 0\n", {"repeats": "no", "colors": "123456"}, ["--no-repeats", "--colors", "123456"]),
    ("123 1 0\n", {"repeats": False, "colors": "123456"}, ["--no-repeats", "--colors", "123456"]),
    ("RGBY 2 0\n", {"repeats": True}, ["--repeats"]),
    (
        "RGBY 1 1\n",
        {"try": ["RRGG"], "top": 3, "strategy": "entropy"},
        ["--try", "RRGG", "--top", "3", "-s", "entropy"],
    ),
    ("", {"pegs": 3, "colors": "4"}, ["--pegs", "3", "--colors", "4"]),
]


@pytest.mark.parametrize(("sheet", "options", "args"), SHEETS)
def test_the_api_answers_as_the_command_line(
    client: TestClient, sheet: str, options: dict[str, object], args: list[str]
) -> None:
    got = client.post("/api/deduce", json={"sheet": sheet, **options})
    assert got.status_code == 200
    answer, expected = got.json(), cli_json(*args, sheet=sheet)
    for entry in [*answer["notices"], *expected["notices"]]:  # type: ignore[misc]
        entry["file"] = ""  # the file is named as each was given it
    assert answer == expected


@pytest.mark.parametrize("path", sorted((ROOT / "samples").glob("*.txt")), ids=lambda p: p.name)
def test_every_sample_is_answered_as_the_command_line_answers_it(client: TestClient, path: Path) -> None:
    sheet = path.read_text(encoding="utf-8")
    got = client.post("/api/deduce", json={"sheet": sheet, "recommend": True})
    answer, expected = got.json(), cli_json("-r", sheet=sheet)
    for entry in [*answer.get("notices", []), *expected.get("notices", [])]:  # type: ignore[attr-defined]
        entry["file"] = ""
    for entry in [*answer.get("errors", []), *expected.get("errors", [])]:  # type: ignore[attr-defined]
        entry["file"] = ""
    assert answer == expected
    assert got.status_code == (422 if "errors" in expected else 200)


def test_the_codes_are_those_that_fit(client: TestClient) -> None:
    sheet = "RGBY 1 1\nGGRR 0 2\n"
    got = client.post("/api/deduce", json={"sheet": sheet, "limit": 10000}).json()
    assert got["codes"] == brute_consistent(parse_sheet(sheet))
    assert got["count"] == len(got["codes"])


@pytest.mark.parametrize(
    ("body", "status", "message"),
    [
        ({"sheet": "RGBY 2 x"}, 422, "unexpected 'x'"),
        ({"sheet": "RGBY 2 0", "pegs": 0}, 400, "'pegs' is from 1 to 32"),
        ({"sheet": "RGBY 2 0", "pegs": "4"}, 400, "'pegs' has the wrong type"),
        ({"sheet": 5}, 400, "'sheet' has the wrong type"),
        ({"sheet": "RGBY 2 0", "strategy": "nope"}, 422, "unknown strategy 'nope'"),
        ({"sheet": "RGBY 2 0", "try": ["RG"]}, 422, "--try 'RG'"),
        ({"sheet": "RGBY 2 0", "repeats": "maybe"}, 400, "'repeats' is yes, no or auto"),
        ({"sheet": "RGBY 2 0", "limit": 10**9}, 400, "'limit' is from 1 to 10000"),
        ({"sheet": "RGBY 2 0\n" * 1001}, 413, "1,000 lines at the most"),
    ],
)
def test_bad_requests_get_json_errors(client: TestClient, body: object, status: int, message: str) -> None:
    got = client.post("/api/deduce", json=body)
    assert got.status_code == status
    errors = got.json()["errors"]
    assert message in errors[0]["message"]


def test_a_request_that_is_not_a_json_object(client: TestClient) -> None:
    as_json = {"Content-Type": "application/json"}
    got = client.post("/api/deduce", content=b"RGBY 2 0", headers=as_json)
    assert got.status_code == 400
    assert got.json()["errors"][0]["message"] == "the request is not JSON"
    assert "a JSON object" in client.post("/api/deduce", json=[1]).json()["errors"][0]["message"]


def test_a_request_nested_past_the_interpreters_depth_is_not_json(client: TestClient) -> None:
    got = client.post("/api/deduce", content=b"[" * 50_000, headers={"Content-Type": "application/json"})
    assert got.status_code == 400  # was a RecursionError: 500
    assert got.json()["errors"][0]["message"] == "the request is not JSON"


def test_a_request_not_sent_as_json_is_refused(client: TestClient) -> None:
    """A form or text/plain post is what another site's page may send without asking: refused."""
    for kind in ("text/plain", "application/x-www-form-urlencoded", None):
        headers = {"Content-Type": kind} if kind else {}
        got = client.post("/api/deduce", content=json.dumps({"sheet": "RGBY 2 0"}), headers=headers)
        assert got.status_code == 415, kind
        assert "application/json" in got.json()["errors"][0]["message"]


def test_a_body_past_the_limit_is_refused_before_it_is_read(client: TestClient) -> None:
    got = client.post(
        "/api/deduce", content=b"x" * (server.MAX_BODY + 1), headers={"Content-Type": "application/json"}
    )
    assert got.status_code == 413
    assert "larger than" in got.json()["errors"][0]["message"]


def test_pages_carry_a_content_security_policy(client: TestClient) -> None:
    for path in ("/", "/play", "/static/app.js", "/static/style.css", "/api/strategies"):
        got = client.get(path)
        assert got.status_code == 200, path
        policy = got.headers["content-security-policy"]
        assert "script-src 'self'" in policy and "default-src 'none'" in policy
        assert got.headers["x-content-type-options"] == "nosniff"


def test_everything_the_page_loads_is_served_by_the_tool(client: TestClient) -> None:
    # no CDN, no network: every src and href of the pages is the server's own
    for page in ("/", "/play"):
        html = client.get(page).text
        for link in re.findall(r'(?:src|href)="([^"]+)"', html):
            if link == "data:,":  # no icon, and no request for one
                continue
            assert link.startswith("/"), link
            assert client.get(link).status_code == 200, link


def test_unknown_paths_and_methods_are_json_errors(client: TestClient) -> None:
    assert client.get("/nope").status_code == 404
    assert client.get("/static/../server.py").status_code == 404
    assert client.get("/static/nope.js").json()["errors"][0]["message"] == "no such file: nope.js"
    assert client.get("/api/deduce").status_code == 405


def test_the_strategies_are_the_command_lines(client: TestClient) -> None:
    from mmnotation.strategies.recommendation import Strategy

    got = client.get("/api/strategies").json()
    assert got["strategies"] == [s.value for s in Strategy]
    assert got["aliases"]["knuth"] == "minimax"


def test_a_hostile_colour_name_is_data(client: TestClient) -> None:
    name = "<img src=x onerror=alert(1)>"
    got = client.post("/api/deduce", json={"sheet": f"colors: {name}\nRGBY 1 0\n"})
    assert got.headers["content-type"].startswith("application/json")
    # never markup: the page's scripts put every value in with textContent (tests/test_browser.py)
    assert "innerHTML" not in (server.STATIC / "app.js").read_text(encoding="utf-8")
    assert "innerHTML" not in (server.STATIC / "common.js").read_text(encoding="utf-8")
    assert "innerHTML" not in (server.STATIC / "play.js").read_text(encoding="utf-8")


def test_play_a_game_to_the_end(client: TestClient) -> None:
    new = client.post("/api/play/new", json={"pegs": 4, "colors": "RGBYOP", "seed": 7}).json()
    game = Game(4, tuple(new["game"]["colors"]))
    secret = None
    candidates = [c for c in map("".join, __import__("itertools").product("RGBYOP", repeat=4))]
    turns = 0
    while True:
        guess = candidates[0]
        got = client.post("/api/play/guess", json={"id": new["id"], "guess": guess}).json()
        turns += 1
        assert got["turn"] == turns
        fb = Feedback(got["black"], got["white"])
        candidates = [c for c in candidates if score(parse_code(guess, game), parse_code(c, game)) == fb]
        if got["won"]:
            secret = got["secret"]
            break
        assert turns < 30
    assert secret == guess
    after = client.post("/api/play/guess", json={"id": new["id"], "guess": "RGBY"})
    assert after.status_code == 422 and "game is over" in after.json()["errors"][0]["message"]


def parse_code(text: str, game: Game):  # type: ignore[no-untyped-def]
    from mmnotation import Code

    return Code.parse(text, game)


def test_giving_up_reveals_the_secret_and_ends_the_game(client: TestClient) -> None:
    new = client.post("/api/play/new", json={"pegs": 3, "colors": "4", "seed": 3}).json()
    secret = client.post("/api/play/reveal", json={"id": new["id"]}).json()["secret"]
    assert len(secret) == 3 and set(secret) <= set("1234")
    gone = client.post("/api/play/guess", json={"id": new["id"], "guess": "111"})
    assert gone.status_code == 422 and "no such game" in gone.json()["errors"][0]["message"]


def test_the_games_kept_are_bounded() -> None:
    from mmnotation.web.games import Games

    games = Games(most=3)
    keys = [games.new(Game(2, tuple("12"))) for _ in range(5)]
    with pytest.raises(Exception, match="no such game"):
        games.get(keys[0])
    assert games.get(keys[4]).game.pegs == 2


def test_requests_at_once_get_the_answers_each_gets_alone(client: TestClient) -> None:
    sheets = [(s, o) for s, o, _ in SHEETS] * 3
    alone = [client.post("/api/deduce", json={"sheet": s, **o}).json() for s, o in sheets]
    with ThreadPoolExecutor(8) as pool:
        together = list(
            pool.map(lambda so: client.post("/api/deduce", json={"sheet": so[0], **so[1]}).json(), sheets)
        )
    assert together == alone


def stop(proc: subprocess.Popen[str]) -> str:
    """Ctrl-C to the server; what it wrote after its first line."""
    proc.send_signal(signal.SIGINT)
    proc.wait(timeout=30)
    assert proc.stderr is not None
    return proc.stderr.read()


def serve(*args: str) -> tuple[subprocess.Popen[str], str]:
    proc = subprocess.Popen(
        [sys.executable, "-m", "mmnotation", "serve", "--port", "0", *args],
        stderr=subprocess.PIPE,
        text=True,
        cwd=ROOT,
    )
    assert proc.stderr is not None
    line = proc.stderr.readline()
    found = re.search(r"http://\S+/", line)
    assert found, line
    return proc, found.group()


def test_serve_prints_its_address_and_stops_on_ctrl_c() -> None:
    import urllib.error
    import urllib.request

    proc, url = serve()
    try:
        assert url.startswith("http://127.0.0.1:")
        with urllib.request.urlopen(url + "api/version", timeout=30) as response:
            assert "version" in json.load(response)
        request = urllib.request.Request(
            url + "api/deduce",
            data=json.dumps({"sheet": "RGBY 2 0"}).encode(),
            headers={"Content-Type": "application/json"},
            method="POST",
        )
        with urllib.request.urlopen(request, timeout=60) as response:
            assert json.load(response) == cli_json(sheet="RGBY 2 0")
        # another name pointed at the loopback (DNS rebinding) is not answered
        forged = urllib.request.Request(url + "api/version", headers={"Host": "attacker.example"})
        with pytest.raises(urllib.error.HTTPError) as refused:
            urllib.request.urlopen(forged, timeout=30)
        assert refused.value.code == 421
        assert "does not answer for the host" in json.load(refused.value)["errors"][0]["message"]
    finally:
        out = stop(proc)
    assert proc.returncode == 130
    assert "server stopped" in out and "Traceback" not in out


def test_serve_on_every_address_says_who_can_reach_it() -> None:
    proc, _ = serve("--host", "0.0.0.0")
    try:
        assert proc.stderr is not None
        time.sleep(0.2)
    finally:
        out = stop(proc)
    assert "anyone who can reach this machine" in out


def test_serve_on_a_port_in_use_is_one_error_line() -> None:
    proc, url = serve()
    try:
        port = url.rsplit(":", 1)[1].strip("/")
        done = subprocess.run(
            [sys.executable, "-m", "mmnotation", "serve", "--port", port],
            capture_output=True,
            text=True,
            cwd=ROOT,
            timeout=60,
        )
    finally:
        stop(proc)
    assert done.returncode == 2
    assert done.stderr.startswith(f"mmdeduce: error: cannot listen on 127.0.0.1:{port}")
    assert "Traceback" not in done.stderr
