"""``python -m mmnotation``: the mmdeduce command line."""

from .cli import main

main()
