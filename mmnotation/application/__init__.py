"""What the tool answers, whoever asks: the command line and the web page call the same functions.

A sheet read with its options and deduced, the guesses judged, the tally (``answer``); the games
played, with no printing (``play``); the JSON forms of every answer (``json_forms``).  Values in,
typed values out: no terminal, no typer, no web framework.

May import: _version, _cache, errors, model, notation, codes, engine, strategies, deduction, stats.
"""
