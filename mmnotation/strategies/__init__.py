"""The strategies: the next guess by minimax and the other classic heuristics, or optimal play.

What a strategy returns, the heuristics' scans, the exact optimal search, first-guess openings
by pattern and the openings kept between runs; ``choose`` dispatches to them.

May import: _version, _progress, _cache, errors, model, codes, engine.
"""
