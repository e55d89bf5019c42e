"""Playing a strategy against every secret: workers, a Dask cluster, checkpoints, tree export.

May import: ``errors``, ``model``, ``codes``, ``engine``, ``strategies``.
"""
