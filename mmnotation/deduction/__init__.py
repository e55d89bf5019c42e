"""The deduction the command line asks for: count or list the codes, else explain, and recommend.

May import: _progress, errors, model, engine, strategies.
"""
