"""The engine: which codes every clue allows, counted or listed within a budget.

The walk over the clues, its plan and budget, the estimate of a stopped walk, the survey
of holes and the explanation of contradictory clues.
May import: ``errors``, ``model``, ``codes``.
"""
