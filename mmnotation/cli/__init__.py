"""The command line ``mmdeduce``: the typer app, interactive sessions, play, rendering, terminal.

The only layer that imports typer; it may import every layer below it.
May import: every layer.
"""
