"""The strategies: the next guess by minimax and the other classic heuristics, or optimal play.

Heuristic scans, the exhaustive optimal search, first-guess openings and stored openings.
May import: ``errors``, ``model``, ``codes``, ``engine``.
"""
