"""The notation: written clue sheets read into the values of ``mmnotation.model``.

The Lark grammar (``grammar/clues.lark``) and its loader, the reader of a sheet's lines, what
players write around clues, the conventions (Bulls and Cows, Hit and Blow, written counts), and
the passes that resolve a sheet into a game and its clues.

May import: _cache, errors, model.
"""
