"""The codes of a game as numbers: the code space, scoring, symmetry, compiled kernels.

Scoring sits below both the engine and the strategies, which score guesses against codes.

May import: _cache, errors, model.
"""
