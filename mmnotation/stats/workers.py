"""Where mmnotation 0.1 had ``LostWorkerError``: the default run's workers are
``stats.subtrees``' tasks now, on ``stats.executors``' pools, as every run's are."""

from mmnotation.stats.executors import LostWorkerError

__all__ = ["LostWorkerError"]
