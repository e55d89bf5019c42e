"""The web page ``mmdeduce serve``: an ASGI app (Starlette, under uvicorn) that serves the page, its
script and style, and a JSON API whose answers are the command line's ``--json`` (docs/web.md).

It needs the optional extra ``mmnotation[web]``; nothing below it imports a web framework.

May import: _version, errors, model, notation, strategies, application.
"""
