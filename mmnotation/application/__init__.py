"""What the tool answers, whoever asks: the command line and the web page call the same functions.

A sheet read with its options and deduced, the guesses judged, the tally (``answer``); the games
played, with no printing (``play``); a sheet written line by line with undo, fix, drop, edit,
reset, game and strategy, as the interactive session writes it (``sheet_editor``); the JSON forms
of every answer (``json_forms``).  Values in,
typed values out: no terminal, no typer, no web framework.

May import: _version, _cache, errors, model, notation, codes, engine, strategies, deduction, stats.
"""
