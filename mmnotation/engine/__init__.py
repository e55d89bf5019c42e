"""The engine: which codes every clue allows, listed or counted, exactly or within a budget.

The walk over the clues and its plan, the time budget, the estimate of a stopped walk, the
colours each hole can hold, and the explanation of clues that contradict each other.

May import: _progress, errors, model, codes.
"""
