"""The command line ``mmdeduce``: the typer app and its commands, the terminal sessions, the
play loops, the text and JSON output, the terminal.

The only layer that imports typer.  Its imports of the engine and the layers above are kept
inside the commands (each marked "deferred: start-up"), so that ``--help`` stays quick.

May import: _version, _progress, errors, model, notation, codes, engine, strategies, deduction, stats, application, web.
"""
