"""The ASGI app of ``mmdeduce serve``: the pages, their files, and the JSON API (docs/web.md).

Each answer is the application layer's (``application.answer``, ``application.play``), the same the
command line prints with ``--json``.  The work runs in a worker thread, off the event loop, one
request at a time: the engine's process-wide caches (the strategies' tables, the optimal search's
memory) are then never touched by two threads at once.  Requests are bounded in size, the work by
the command line's budget (an estimate after it, never a hung worker).
"""

from __future__ import annotations

import json
import threading
from pathlib import Path
from typing import Any

from starlette.applications import Starlette
from starlette.concurrency import run_in_threadpool
from starlette.datastructures import Headers
from starlette.middleware import Middleware
from starlette.requests import Request
from starlette.responses import FileResponse, JSONResponse, Response
from starlette.routing import Route
from starlette.types import ASGIApp, Receive, Scope, Send

from mmnotation._version import __version__
from mmnotation.application.answer import DEDUCE_SECONDS, Ask, GuessError, answer_sheet, read_sheet
from mmnotation.application.json_forms import errors_json, game_json, message_json
from mmnotation.errors import MastermindError, NotationError
from mmnotation.notation.reader import MAX_LINE
from mmnotation.strategies.recommendation import ALIASES, Strategy
from mmnotation.web.games import Games

STATIC = Path(__file__).resolve().parent / "static"
MAX_BODY = 1 << 20
"""Bytes a request may send: a sheet of a thousand lines at the longest line the reader takes."""
MAX_SHEET_LINES = 1000
MAX_LIMIT = 10_000  # codes one answer lists at the most (the page asks for more a page at a time)
MAX_TOP = 100
MAX_TRIES = 10

HEADERS = {
    "Content-Security-Policy": (
        "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
        "connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"
    ),
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "no-referrer",
    "Cache-Control": "no-store",
}
PAGES = {"/": "index.html", "/play": "play.html"}
FILES = {"app.js", "play.js", "common.js", "style.css"}

_WORK = threading.Lock()  # one answer at a time: see the module's docstring


class BadRequest(Exception):
    """A request the API does not take: its status and JSON body."""

    def __init__(self, body: dict[str, Any], status: int = 400) -> None:
        super().__init__(str(body))
        self.body = body
        self.status = status


def _json(body: Any, status: int = 200) -> JSONResponse:
    return JSONResponse(body, status_code=status, headers=HEADERS)


async def _body(request: Request) -> dict[str, Any]:
    """The request's JSON object, at most MAX_BODY bytes.

    Sent as ``application/json`` only: another site's page cannot then post to this server
    without the browser asking first (a preflight this server does not answer)."""
    kind = request.headers.get("content-type", "").split(";")[0].strip().lower()
    if kind != "application/json":
        raise BadRequest(message_json("the request is sent as Content-Type: application/json"), 415)
    size = request.headers.get("content-length")
    if size is not None and (not size.isdigit() or int(size) > MAX_BODY):
        raise BadRequest(message_json(f"the request is larger than {MAX_BODY:,} bytes"), 413)
    data = b""
    async for chunk in request.stream():
        data += chunk
        if len(data) > MAX_BODY:
            raise BadRequest(message_json(f"the request is larger than {MAX_BODY:,} bytes"), 413)
    try:
        body = json.loads(data or b"{}")
    except (ValueError, UnicodeDecodeError, RecursionError):  # (nested past the interpreter's depth)
        raise BadRequest(message_json("the request is not JSON")) from None
    if not isinstance(body, dict):
        raise BadRequest(message_json('the request is a JSON object, such as {"sheet": "RGBY 2 0"}'))
    return body


def _option(body: dict[str, Any], name: str, kind: type | tuple[type, ...], default: Any = None) -> Any:
    value = body.get(name, default)
    if value is None or value == "":
        return default
    kinds = kind if isinstance(kind, tuple) else (kind,)
    if isinstance(value, bool) and bool not in kinds:
        raise BadRequest(message_json(f"{name!r} is not a {getattr(kind, '__name__', 'value')}: {value!r}"))
    if not isinstance(value, kind):
        raise BadRequest(message_json(f"{name!r} has the wrong type: {value!r}"))
    return value


def _bounded(body: dict[str, Any], name: str, default: int | None, low: int, high: int) -> int | None:
    value = _option(body, name, int, default)
    if value is not None and not low <= value <= high:
        raise BadRequest(message_json(f"{name!r} is from {low} to {high}, not {value}"))
    return value  # type: ignore[no-any-return]


def _game_options(body: dict[str, Any]) -> dict[str, Any]:
    colors = _option(body, "colors", (str, int))
    repeats = _option(body, "repeats", (bool, str))
    if isinstance(repeats, str):
        if repeats not in ("auto", "yes", "no"):
            raise BadRequest(message_json(f"'repeats' is yes, no or auto, not {repeats!r}"))
        repeats = None if repeats == "auto" else repeats == "yes"
    return {
        "pegs": _bounded(body, "pegs", None, 1, 32),
        "colors": None if colors is None else str(colors),
        "repeats": repeats,
    }


def _sheet_text(body: dict[str, Any]) -> str:
    text = _option(body, "sheet", str, "")
    if text.count("\n") >= MAX_SHEET_LINES:
        raise BadRequest(message_json(f"a sheet has {MAX_SHEET_LINES:,} lines at the most"), 413)
    return text  # type: ignore[no-any-return]


def deduce_json(body: dict[str, Any]) -> dict[str, Any]:
    """The answer to ``POST /api/deduce``: ``mmdeduce --json`` of the same sheet and options."""
    text = _sheet_text(body)
    strategy = _option(body, "strategy", str, "minimax")
    tries = _option(body, "try", list, [])
    if len(tries) > MAX_TRIES or not all(isinstance(t, str) and len(t) <= MAX_LINE for t in tries):
        raise BadRequest(message_json(f"'try' is a list of {MAX_TRIES} guesses at the most"))
    ask = Ask(
        recommend=bool(_option(body, "recommend", bool, False)),
        strategy=Strategy.of(strategy).value,
        seed=_bounded(body, "seed", None, 0, 2**63 - 1),
        budget=DEDUCE_SECONDS,
        limit=_bounded(body, "limit", 100, 1, MAX_LIMIT) or 100,
        tries=tuple(tries),
        top=_bounded(body, "top", None, 1, MAX_TOP),
        tally=bool(_option(body, "tally", bool, False)),
    )
    options = _game_options(body)
    with _WORK:
        sheet = read_sheet(text, path="<sheet>", strict=bool(_option(body, "strict", bool, False)), **options)
        return answer_sheet(sheet, ask).json()


def strategies_json() -> dict[str, Any]:
    return {"strategies": [s.value for s in Strategy], "aliases": dict(ALIASES), "default": "minimax"}


_GAMES = Games()


def play_new_json(body: dict[str, Any]) -> dict[str, Any]:
    """``POST /api/play/new``: a secret chosen and kept; the game and the id to guess with."""
    options = _game_options(body)
    seed = _bounded(body, "seed", None, 0, 2**63 - 1)
    with _WORK:
        game = read_sheet("", **options).game
    return {"id": _GAMES.new(game, seed), "game": game_json(game)}


def play_guess_json(body: dict[str, Any]) -> dict[str, Any]:
    """``POST /api/play/guess``: the guess scored against the game's secret."""
    maker = _GAMES.get(str(_option(body, "id", str, "")))
    guess = _option(body, "guess", str, "")
    if len(guess) > MAX_LINE:
        raise BadRequest(message_json(f"a guess is {MAX_LINE:,} characters at the most"))
    with _WORK:
        clue = maker.guess(guess)
    won = maker.won
    return {
        "guess": str(clue.guess),
        "black": clue.feedback.black,
        "white": clue.feedback.white,
        "turn": len(maker.clues),
        "won": won,
        "secret": str(maker.secret) if won else None,
    }


def play_reveal_json(body: dict[str, Any]) -> dict[str, Any]:
    """``POST /api/play/reveal``: the game ends and its secret is shown."""
    maker = _GAMES.end(str(_option(body, "id", str, "")))
    return {"secret": str(maker.give_up()), "turns": len(maker.clues)}


API = {
    "/api/deduce": deduce_json,
    "/api/play/new": play_new_json,
    "/api/play/guess": play_guess_json,
    "/api/play/reveal": play_reveal_json,
}


async def api(request: Request) -> Response:
    """A POST of the API: its JSON answer, or ``{"errors": [...]}`` with a 4xx status."""
    try:
        body = await _body(request)
        answer = await run_in_threadpool(API[request.url.path], body)
    except BadRequest as exc:
        return _json(exc.body, exc.status)
    except NotationError as exc:
        return _json(errors_json(exc), 422)
    except GuessError as exc:
        return _json(message_json(str(exc), "usage"), 422)
    except MastermindError as exc:
        return _json(message_json(str(exc)), 422)
    except MemoryError:
        return _json(message_json("out of memory: try a smaller game or more clues"), 503)
    return _json(answer)


async def strategies(request: Request) -> Response:
    return _json(strategies_json())


async def version(request: Request) -> Response:
    return _json({"version": __version__})


async def page(request: Request) -> Response:
    return FileResponse(STATIC / PAGES[request.url.path], headers=HEADERS)


async def static(request: Request) -> Response:
    name = request.path_params["name"]
    if name not in FILES:
        return _json(message_json(f"no such file: {name}"), 404)
    return FileResponse(STATIC / name, headers=HEADERS)


async def not_found(request: Request, exc: Exception) -> Response:
    return _json(message_json(f"no such page: {request.url.path}"), 404)


async def not_allowed(request: Request, exc: Exception) -> Response:
    return _json(message_json(f"{request.method} is not allowed on {request.url.path}"), 405)


def make_app(hosts: tuple[str, ...] = ()) -> Starlette:
    """The web page's ASGI app (serve it with uvicorn: ``mmdeduce serve``).

    ``hosts``, when given, are the only names a request's Host header may give (with any port):
    a server on the loopback then answers no page that reached it through another name, as a
    site that points its own name at 127.0.0.1 would (DNS rebinding).
    """
    routes = [Route(path, page, methods=["GET"]) for path in PAGES]
    routes += [Route(path, api, methods=["POST"]) for path in API]
    routes += [
        Route("/api/strategies", strategies, methods=["GET"]),
        Route("/api/version", version, methods=["GET"]),
        Route("/static/{name}", static, methods=["GET"]),
    ]
    middleware = [Middleware(KnownHost, hosts=hosts)] if hosts else []
    return Starlette(
        routes=routes, middleware=middleware, exception_handlers={404: not_found, 405: not_allowed}
    )


class KnownHost:
    """ASGI middleware: a request whose Host header names none of ``hosts`` gets a 421 JSON error."""

    def __init__(self, app: ASGIApp, hosts: tuple[str, ...]) -> None:
        self.app = app
        self.hosts = {h.lower() for h in hosts}

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] == "http":
            host = Headers(scope=scope).get("host", "")
            name = host.rsplit(":", 1)[0] if not host.endswith("]") else host
            if name.lower() not in self.hosts:
                response = _json(message_json(f"this server does not answer for the host {host!r}"), 421)
                await response(scope, receive, send)
                return
        await self.app(scope, receive, send)
