"""Playing a strategy against every secret: the player, worker threads and processes, a Dask cluster,
checkpoints, and the decision tree's files.

May import: _version, _progress, _cache, errors, model, codes, strategies.
"""
