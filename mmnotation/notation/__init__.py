"""The notation: reads written clues into the values of ``mmnotation.model``.

The Lark grammar (``grammar/clues.lark``), the reader of a sheet's lines, the conventions
(Bulls and Cows, Hit and Blow, written counts) and the resolution of a sheet into a game.
May import: ``errors``, ``model``.
"""
