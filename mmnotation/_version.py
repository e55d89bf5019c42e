"""The version of mmnotation, read by the packaging metadata and by ``mmdeduce --version``."""

__version__ = "0.1.0"
VERSION_LINE = f"mmdeduce {__version__}"
"""What ``mmdeduce --version`` prints (the console script answers it before typer loads)."""
