"""The version of mmnotation, read by the packaging metadata and by ``mmdeduce --version``."""

__version__ = "0.1.0"
