"""Slips of the keyboard: a colour name or a count's word misspelt (``Gren``, ``Yelow``, ``whtie``),
read as the word of the table it is nearest, where the sheet's other words leave no doubt, and
always with a notice (docs/notation.md, "Guesses").

A slip is one letter left out, doubled, changed, or two swapped; a name may also be cut after four
letters (``Purp``) or written without its vowels (``Orng``).  The first letter is as written, and
every word a slip may stand for names one colour (one count).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from functools import cache, lru_cache

from mmnotation.notation.text import Pattern
from mmnotation.notation.words import (
    Role,
    around_words,
    is_colour_name,
    is_sheet_word,
    name_letter,
    role_of,
    table,
)

_VOWELS = frozenset("aeiouy")


@lru_cache(maxsize=512)
def spelt(word: str, names: tuple[str, ...]) -> str | None:
    """The colour name a misspelt ``word`` stands for: one of ``names`` (a sheet's declared names;
    empty: the table's languages, not its short forms or spelling alphabet), or None for an exact
    name, a word that is no slip of one, or one that may be two colours."""
    low = word.lower()
    if len(low) < 3 or not low.isalpha() or is_colour_name(word, names) or _a_word_of_the_table(low):
        return None  # ('with' is no slip of Dutch 'wit': a word the table has for the text around)
    if names:  # a declared name is its own colour
        near = [n for n in names if n[:1].lower() == low[:1] and _slip(low, n.lower())]
        colours = {n.lower() for n in near}
    else:
        near = [n for n in _spellable().get(low[:1], ()) if _slip(low, n)]
        colours = {name_letter(n) for n in near}
    return near[0] if len(colours) == 1 else None


@cache
def _a_word_of_the_table(word: str) -> bool:
    """Whether a word is one the table has for the text around the clues (``sheet``, ``around``)."""
    return is_sheet_word(word, *table()["sheet"]) or any(
        re.fullmatch(around_words(key), word, re.IGNORECASE) for key in table()["around"]
    )


@cache
def _spellable() -> dict[str, tuple[str, ...]]:
    """The table's colour names by first letter (not its short forms, not the spelling alphabet)."""
    by_initial: dict[str, list[str]] = {}
    for key, names in table()["colours"].items():
        if key not in ("short", "nato"):
            for name in names:
                by_initial.setdefault(name[:1], []).append(name)
    return {initial: tuple(dict.fromkeys(names)) for initial, names in by_initial.items()}


def _slip(word: str, name: str) -> bool:
    """Whether ``word`` is ``name`` after one slip, cut, or without vowels (see ``spelt``)."""
    if len(word) >= 4 and name.startswith(word):
        return True  # cut: Purp, Oran
    if len(word) == len(name):
        diff = [i for i, (a, b) in enumerate(zip(word, name, strict=True)) if a != b]
        if len(diff) == 2 and diff[1] == diff[0] + 1:
            return word[diff[0]] == name[diff[1]] and word[diff[1]] == name[diff[0]]  # swapped: Rde
        return len(diff) == 1 and len(word) >= 4  # changed: Bleu for Blue
    if len(word) >= 4 and abs(len(word) - len(name)) == 1:
        short, long = sorted((word, name), key=len)
        if any(long[:i] + long[i + 1 :] == short for i in range(1, len(long))):
            return True  # a letter left out or doubled: Gren, Redd
    return _unvowelled(word, name)


def _unvowelled(word: str, name: str) -> bool:
    """``word`` is ``name`` without some of its vowels, its first letter kept (``Orng``, ``Prpl``)."""
    if len(word) >= len(name):
        return False
    matched = 1
    for ch in name[1:]:
        if matched < len(word) and word[matched] == ch:
            matched += 1
        elif ch not in _VOWELS:
            return False
    return matched == len(word)


# ---------------------------------------------------------------- names in pasted text
_WORD = Pattern(r"[^\W\d_]+")


def slips_in(line: str, names: tuple[str, ...]) -> bool:
    """Whether a line holds a colour name (of ``names``, else of the table) and a word one slip
    from one: the lines worth reading again with slips."""
    words = _WORD.findall(line)
    return any(is_colour_name(w, names) for w in words) and any(spelt(w, names) for w in words)


_NAME_GAP = re.compile(r"[ \t]*[,;]?[ \t]+|[ \t]*[,;/\u2013-][ \t]*")


def misspelt_names(
    line: str, known: frozenset[str], joining: re.Pattern[str] | Pattern
) -> Iterator[tuple[tuple[str, ...], str, int, int]]:
    """Runs of colour names with a slip among them (``red, green, blue and yelow``), as written, as
    ``clue_lines.guesses`` yields a guess: a name misspelt next to names written right, as many of
    them at least (``known``: the names in small letters; ``joining``: the 'and' between the last
    two).  The reader reads each slip as the name it is nearest, with the notice."""
    tokens = [m for m in _WORD.finditer(line) if not joining.fullmatch(m.group())]
    if not any(m.group().lower() in known for m in tokens):
        return
    run: list[tuple[re.Match[str], bool]] = []  # (word, misspelt)
    for m in [*tokens, None]:
        word = m.group() if m is not None else ""
        linked = m is not None and bool(run) and _linked(line[run[-1][0].end() : m.start()], joining)
        exact = word.lower() in known
        slip = m is not None and not exact and spelt(word, ()) is not None
        if run and not (linked and (exact or slip)):
            slips = sum(s for _, s in run)
            if len(run) >= 2 and slips and 2 * slips <= len(run):
                yield tuple(w.group() for w, _ in run), "name", run[0][0].start(), run[-1][0].end()
            run = []
        if m is not None and (exact or slip):
            run.append((m, slip))


def _linked(gap: str, joining: re.Pattern[str] | Pattern) -> bool:
    """Whether two words are names of one guess by what is between them (blanks, a comma, a dash,
    a joining word)."""
    bare = joining.sub(" ", gap) if gap.strip(" \t,;") else gap
    return bool(_NAME_GAP.fullmatch(bare))


# ---------------------------------------------------------------- counts' words
def slipped(label: str) -> bool:
    """Whether a count's label is no word of the table but a count's word misspelt (``whtie``)."""
    return not role_of(label) and bool(slipped_role(label))


def slipped_role(label: str) -> Role:
    """The role of a label of one word that is a count's word misspelt, as ``spelt`` reads colour
    names (``whtie``, ``balck``, ``cwos``: white, black, white); "" for any other label."""
    words = re.findall(r"[^\W\d_]+", label)
    if len(words) != 1 or len(words[0]) < 4:
        return ""
    word = words[0].lower()
    roles = {
        role
        for name, role in _count_words().items()
        if name[:1] == word[:1] and _slip(word, name) and (len(word) > 4 or sorted(word) == sorted(name))
    }  # (of four letters only two swapped: 'cwos', not 'bits' for bites)
    return roles.pop() if len(roles) == 1 else ""


@cache
def _count_words() -> dict[str, Role]:
    """The table's English words of a count written plainly (``blacks?``: black and blacks; a
    family's ``cows?``), each with the count it names; four letters or more."""
    entries = [(e, "black") for e in table()["right"]["en"]] + [(e, "white") for e in table()["wrong"]["en"]]
    families = table()["families"]
    for family, role in (("bulls", "black"), ("hits", "black"), ("cows", "white"), ("blows", "white")):
        entries += [(e, role) for e in families[family] if e.isascii()]
    words: dict[str, Role] = {}
    for entry, role in entries:
        plain = re.fullmatch(r"([a-z]+)(s\?)?", entry)
        if plain is not None:
            for word in (plain.group(1), plain.group(1) + "s") if plain.group(2) else (plain.group(1),):
                if len(word) >= 4:
                    words[word] = role
    return words
