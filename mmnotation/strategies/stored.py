"""Openings kept between runs: a first guess that took a search is read back, not searched again.

The optimal strategy's first guess is the result of its whole search (seconds for classic
Mastermind); once found it is written to ``openings.json`` in the user's cache directory
(``$XDG_CACHE_HOME/mmnotation``, default ``~/.cache/mmnotation``), keyed by the game, the
strategy, the turn limit and the package's version.  The heuristics' openings are scored
exactly in milliseconds by pattern (``strategies.opening``) and are kept only for the process.

The file is a cache: when it cannot be read (missing, damaged, written by something else, an
entry whose checksum, guess or total does not hold up) the opening is searched again; when it
cannot be written (read-only home) nothing is kept.  Neither is an error.  ``MMNOTATION_STORE=0``
turns it off.
"""

from __future__ import annotations

from mmnotation._cache import checksum, kept_file, read_kept, write_kept
from mmnotation._version import __version__
from mmnotation.codes.score import unpack
from mmnotation.codes.space import Space
from mmnotation.strategies.recommendation import partition

FILE_NAME = "openings.json"
MAX_ENTRIES = 256  # a handful of games in practice; the file never grows past this


def _key(pegs: int, colors: int, repeats: bool, strategy: str, max_turns: int | None) -> str:
    return f"{pegs}x{colors} repeats={repeats} {strategy} max_turns={max_turns} v{__version__}"


def stored_opening(
    pegs: int, colors: int, repeats: bool, strategy: str, max_turns: int | None
) -> tuple[int, tuple[int, ...]] | None:
    """(total, digits of the first guess) kept by an earlier run, or None."""
    path = kept_file(FILE_NAME)
    if path is None:
        return None
    key = _key(pegs, colors, repeats, strategy, max_turns)
    entry = read_kept(path).get(key)
    if not isinstance(entry, list) or len(entry) != 3:
        return None
    total, digits, check = entry
    if (
        isinstance(total, bool)
        or not isinstance(total, int)
        or not isinstance(digits, list)
        or len(digits) != pegs
        or not all(isinstance(d, int) and not isinstance(d, bool) and 0 <= d < colors for d in digits)
        or (not repeats and len(set(digits)) != pegs)  # no code of a game without repeats
        or check != _checksum(key, total, digits)  # damaged, or edited by hand
    ):
        return None
    return total, tuple(digits)


def _checksum(key: str, total: int, digits: list[int]) -> str:
    """A checksum of an entry with its key: an entry damaged or edited by hand is not read (one
    forged with its checksum recomputed is; what a kept opening must still pass: optimal.py)."""
    return checksum([key, total, digits])


def store_opening(
    pegs: int,
    colors: int,
    repeats: bool,
    strategy: str,
    max_turns: int | None,
    total: int,
    digits: tuple[int, ...],
) -> None:
    """Keep a first guess for later runs (written whole, then renamed: never half a file)."""
    path = kept_file(FILE_NAME)
    if path is None:
        return
    data = read_kept(path)
    key = _key(pegs, colors, repeats, strategy, max_turns)
    entry_digits = [int(d) for d in digits]
    data[key] = [int(total), entry_digits, _checksum(key, int(total), entry_digits)]
    write_kept(path, data, MAX_ENTRIES)


def possible_total(sp: Space, guess: int, total: int) -> bool:
    """Whether a kept total is one that play from ``guess`` can reach: every secret takes the
    first guess, and a class of n codes it leaves at least 2n - 1 more (one guess each, and only
    one of them found at once); and no secret takes more guesses than there are codes."""
    sizes = partition(sp, guess, sp.everything())
    won = unpack(sp.npacked - 1, sp.pegs).key
    floor = sp.size + sum(2 * n - 1 for key, n in sizes.items() if key != won)
    return floor <= total <= sp.size * sp.size
