"""mmdeduce serve: see its --help and docs/web.md."""

# No ``from __future__ import annotations`` here: typer reads every command's annotations on
# every run, and as strings they would be evaluated each time (about 10 ms of start-up).
from typing import Annotated

import typer

from mmnotation.cli import options as opt

SERVE_EPILOG = """\
\b
Examples:
  mmdeduce serve                     the page at http://127.0.0.1:8000/
  mmdeduce serve --open              and open it in the browser
  mmdeduce serve --port 0            any free port (the address is printed)
  mmdeduce serve --host 0.0.0.0      anyone on your network may use it

Needs the web extra: pip install 'mmnotation[web]'.  Ctrl-C stops the server.
"""

LOOPBACK = ("127.0.0.1", "localhost", "::1")
LOOPBACK_NAMES = ("127.0.0.1", "localhost", "[::1]")  # as a browser writes them in the Host header


def serve_command(
    host: Annotated[
        str,
        typer.Option(
            "--host",
            metavar="ADDRESS",
            help="The address to listen on; others than 127.0.0.1 let other machines use the page.",
        ),
    ] = "127.0.0.1",
    port: Annotated[
        int, typer.Option("--port", min=0, max=65535, metavar="PORT", help="The port; 0 picks a free one.")
    ] = 8000,
    open_browser: Annotated[bool, typer.Option("--open", help="Open the page in the browser.")] = False,
) -> None:
    """Serve the web page: paste a sheet and see what fits as you type, or play.

    A local server (the tool's own page, no network needed); its address is
    printed.  The page's JSON API is that of 'mmdeduce --json' (docs/web.md).
    """
    import socket  # deferred: start-up

    try:
        import uvicorn  # deferred: start-up

        from mmnotation.web.server import make_app  # deferred: start-up
    except ImportError as exc:
        opt.fail(
            f"{opt.PROG}: error: serve needs the web extra ({exc.name} is missing): "
            "pip install 'mmnotation[web]'",
            2,
        )
    try:
        info = socket.getaddrinfo(host, port, type=socket.SOCK_STREAM)[0]
        sock = socket.socket(info[0], info[1], info[2])
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        sock.bind(info[4])
        sock.listen(128)
    except OSError as exc:
        opt.fail(f"{opt.PROG}: error: cannot listen on {host}:{port}: {exc.strerror or exc}", 2)
    bound = sock.getsockname()[1]
    shown = f"[{host}]" if ":" in host else host
    url = f"http://{shown}:{bound}/"
    typer.echo(f"{opt.PROG}: serving the page at {url} (Ctrl-C stops)", err=True)
    if host not in LOOPBACK:
        typer.echo(
            f"{opt.PROG}: warning: listening on {host}: anyone who can reach this machine can use the page",
            err=True,
        )
    if open_browser:
        import webbrowser  # deferred: start-up

        webbrowser.open(url)
    hosts = LOOPBACK_NAMES if host in LOOPBACK else ()  # elsewhere: whatever name reaches it
    config = uvicorn.Config(make_app(hosts), log_level="warning", access_log=False, lifespan="off")
    server = uvicorn.Server(config)
    try:
        server.run(sockets=[sock])
    except KeyboardInterrupt:
        pass
    finally:
        sock.close()
    typer.echo(f"{opt.PROG}: server stopped", err=True)
    raise typer.Exit(130 if server.should_exit else 0)
