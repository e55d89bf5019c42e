"""What the counts of a pasted line mean: labels in any language, legends, glyph pegs.

A count's label is looked up in the word table (``grammar/words.json``: ``right``, ``wrong``,
``none`` and ``counts``), a legend or rules line of the sheet, or told from its partner (of two
unknown labels the one written around the other is the negated one: ``na miejscu`` / ``nie na
miejscu``); else the convention, black first, is taken and said (``notation.pasted``)."""

from __future__ import annotations

import re
import unicodedata

from mmnotation.errors import NotationError
from mmnotation.notation.count_text import cleaned
from mmnotation.notation.grammar import parse
from mmnotation.notation.key_pegs import (
    ARROW_ASCII,
    Counts,
    Legend,
    colour_word,
    family_word,
    glyph_counts,
    named_pegs,
)
from mmnotation.notation.reader import LineTransformer, ReadFeedback
from mmnotation.notation.slips import slipped, slipped_role
from mmnotation.notation.text import Pattern
from mmnotation.notation.words import (
    Role,
    glyph_role,
    key_letter,
    named_at,
    named_phrase,
    phrase_words,
    role_of,
    sheet_words,
)
from mmnotation.notation.words import number as number_word
from mmnotation.notation.words import table as feedback_words

LONGEST_CLUE_LINE = 300
"""Characters: a longer line of pasted text holds no clue, no legend and no rules (a clue and its
words fit in far fewer); each guess-like word of a line is read with what follows it, so a bound
keeps a line's reading linear (a line of 400 words took 1.8 s)."""

MOST_NUMBERS = 6  # numbers in a fragment read as one clue's counts and their labels

NUMBER = Pattern(r"[0-9]+")
WORD = Pattern(r"[^\W\d_]+")
GUESS_HEADER = Pattern(  # a table's guess column: 'Guess', 'Your guess', 'Code #', 'What was your guess'
    lambda: rf"^(?:[^\W\d_]+\s+){{0,3}}{sheet_words('guess')}(?:\s*(?:#|no\.?|\([^()]*\)))?$",
    re.IGNORECASE,
)
_SPACE = Pattern(r"\s+")


# ---------------------------------------------------------------- words
def _words(label: str) -> tuple[str, ...]:
    """The words of a label, each with its combining marks (``နေရာမှန်``: the vowel signs and
    the virama of Burmese, Devanagari, Thai are marks, not letters, and split no word)."""
    words: list[str] = []
    word = ""
    for ch in label:
        if ch.isalpha() or (word and unicodedata.category(ch).startswith("M")):
            word += ch
        elif word:
            words.append(word.lower())
            word = ""
    return (*words, word.lower()) if word else tuple(words)


def negated(first: str, second: str) -> Role:
    """Of two unknown labels, which names black: the one the other is written around (``na
    miejscu`` / ``nie na miejscu``, ``במקום`` / ``לא במקום``); '' when neither holds the other."""
    a, b = _words(first), _words(second)
    if a and b and a != b:
        if len(b) > len(a) and _holds(b, a):
            return "first"
        if len(a) > len(b) and _holds(a, b):
            return "second"
    return ""


def _holds(longer: tuple[str, ...], shorter: tuple[str, ...]) -> bool:
    """Whether the longer label holds the shorter's words in a run, or with one word put among them
    (``في المكان`` / ``في غير المكان``, Arabic: the negation between the preposition and its noun)."""
    n = len(shorter)
    if any(longer[i : i + n] == shorter for i in range(len(longer) - n + 1)):
        return True
    return len(longer) == n + 1 and any(longer[:i] + longer[i + 1 :] == shorter for i in range(1, n))


CORRECTION = Pattern(lambda: rf"\b{sheet_words('correction')}\b", re.IGNORECASE)
"""A player's correction in prose (the word table's ``sheet`` ``correction`` phrases: 'should be')."""


NAMED_PAIR = Pattern(r"\(\s*([^\W\d_]+)\s*(?:[/,\-&]|\band\b)\s*([^\W\d_]+)\s*\)")  # (white/black)


def pair_named(text: str) -> tuple[Role, Role] | None:
    """The order a parenthesised pair of count words names (``(white/black)``, ``(B-W)``), else None."""
    found = NAMED_PAIR.search(text)
    if found is None:
        return None
    roles = tuple(key_letter(w) if len(w) == 1 else role_of(w) for w in found.groups())
    return (roles[0], roles[1]) if sorted(roles) == ["black", "white"] else None


def _grammar_feedback(text: str) -> tuple[int | None, int | None] | None:
    """The counts of a fragment the grammar reads as feedback, as a player types it (``1A2B``)."""
    text = (
        ARROW_ASCII.sub("", text).strip(" \t.,;:'\"`=>|\u2192\u2190").removeprefix("-").strip()
    )  # '-> 0A2B'
    if not text or len(text) > 60:
        return None
    try:
        read: ReadFeedback = parse(text, "feedback", (), LineTransformer, 1, "<string>")
    except NotationError:
        return None
    return read.value.black, read.value.white


def counts(fragment: str, pegs: int, legend_: Legend) -> Counts | None:
    """The counts a fragment of a line states (what follows a guess, or a feedback line), what is no
    count taken out first (``count_text.cleaned``)."""
    fragment, misread = cleaned(fragment, pegs, not legend_.marks.keys() & {"!", "?"})
    if not fragment:
        return None
    found = _counts(fragment, pegs, legend_)
    if found is None or any(n is not None and n > pegs for n in (found.black, found.white)):
        return None
    if misread and not found.assumed:
        return found._replace(assumed="handwriting")
    return found


def _counts(fragment: str, pegs: int, legend_: Legend) -> Counts | None:
    # '2/1 (white/black)', '(1/2 B/W)', 'scored B-W 1-2': two counts and the pair of words that names them
    named = re.fullmatch(  # (a verb may stand before the pair: 'scores 1 and 2 (black and white)')
        r"\s*(?:[^\W\d_]+[ \t]+)?(\d+)(?:\s*(?:[/\-,:]|and)\s*|[ \t]+)(\d+)\s*(\(.*\))\s*", fragment
    ) or re.fullmatch(r"\s*\(\s*(\d+)\s*[/\-,:]\s*(\d+)\s+([^\W\d_]+\s*[/\-]\s*[^\W\d_]+)\s*\)\s*", fragment)
    words = "" if named is None else named[3] if named[3].startswith("(") else f"({named[3]})"
    numbered = None if named is None else (named[1], named[2])
    if named is None and (before := _PAIR_BEFORE.fullmatch(fragment)) is not None:
        words, numbered = f"({before[1]})", (before[2], before[3])
    if numbered is not None and (pair := pair_named(words)) is not None:
        by_role = dict(zip(pair, (count_of(numbered[0]), count_of(numbered[1])), strict=True))
        return Counts(by_role["black"], by_role["white"], "")
    glyphs = glyph_counts(fragment, legend_)
    if glyphs is not None:
        return glyphs
    each = _OF_EACH.fullmatch(fragment)  # 'one of each': as many black pegs as white
    if each is not None and (both := _digit(each[1])).isdecimal() and 0 < 2 * int(both) <= pegs:
        return Counts(int(both), int(both), "")
    numbers = list(NUMBER.finditer(fragment))
    if not numbers:
        grammar = _grammar_feedback(fragment)
        if grammar is not None:
            return Counts(*grammar, "")
    # counts in words ('one right, wrong place', 'two 1'): as digits, the words around them labels
    # (two counts in digits: a number word is a label's, '1 een de right place, 2 een de wrong place')
    spelt = spelt_out(fragment) if len(numbers) < 2 else fragment
    if (
        not numbers
        and len(NUMBER.findall(spelt)) <= 1
        and role_of(fragment) == "none"
        and not _junk(fragment, legend_)
    ):
        return Counts(0, 0, "")  # '— ninguna': a word of none, which is a number word too
    if spelt != fragment and (
        not WORD.search(spelt) or named_at(spelt) or _bare_pair(spelt) or _labelled_pair(spelt)
    ):  # ('but no')
        fragment, numbers = spelt, list(NUMBER.finditer(spelt))
    verb = _WORD_THEN_PAIR.fullmatch(fragment)  # 'scores 1-2': a word the table lacks, the notation's pair
    if verb is not None and not role_of(verb[1]) and (paired := _grammar_feedback(verb[2])) is not None:
        return Counts(*paired, "")
    if len(numbers) == 1 and (unsaid := _unknown_other(fragment)) is not None:
        return unsaid  # '1 black, whites unknown': the other count not known ('?')
    keyed = _LABEL_KEYED.fullmatch(fragment)  # 'answer 1A1B', 'result: 2b1w': a word, then keyed counts
    if not numbers:
        if role_of(fragment) == "none" and not _junk(fragment, legend_):
            return Counts(0, 0, "")  # 'aucun bien placé', 'nothing right'
        if keyed is not None and keyed[2] and (grammar := _grammar_feedback(re.sub(r"\s", "", keyed[2]))):
            return Counts(**_ordered(*grammar, legend_), assumed="")  # 'pegs: B W W'
        return named_pegs(fragment, legend_)
    if len(numbers) <= 2 and not any(ch.isalpha() and ch not in "abcehswABCEHSW" for ch in fragment):
        grammar = _grammar_feedback(fragment)
        if grammar is not None:
            return Counts(**_ordered(*grammar, legend_), assumed="")
    if keyed is not None and keyed[1] and (grammar := _grammar_feedback(keyed[1])):
        return Counts(**_ordered(*grammar, legend_), assumed="")
    return _labelled(fragment, numbers, pegs, legend_)


_WORD_THEN_PAIR = Pattern(r"[ \t]*([^\W\d_]{2,})[ \t]+([0-9][ \t]*[-/:][ \t]*[0-9])[ \t]*")
_SOLVED_IN = Pattern(r"[ \t]*(?:in|within|after)[ \t]*", re.IGNORECASE)

_PAIR_BEFORE = Pattern(  # a word or none, the pair of words, then their counts ('scored B-W 1-2', 'B/W: 1/2')
    r"\s*(?:[^\W\d_]+[ \t]+)?\(?\s*([^\W\d_]+\s*[/\-]\s*[^\W\d_]+)\s*\)?\s*[:=]?\s*(\d+)\s*[/\-,:]\s*(\d+)\s*"
)
_LABEL_KEYED = Pattern(  # 'answer 1A1B', 'result: 2b1w', 'pegs: B W W' (key pegs a letter each), '是 1A2B'
    r"\s*(?:[^\W\d_]{2,}|[^\W\d_\x00-\u2fff])[ \t]*(?:[:=]?[ \t]*([0-9]+[A-Za-z](?:[ \t,]*[0-9]+[A-Za-z])?)"
    r"|[:=][ \t]*([BbWw](?:[ \t]*[BbWw]){0,11}))[ \t.!]*"
)


def spelt_out(text: str) -> str:
    """The text with its number words as digits (``two black`` is ``2 black``), and an article as
    one where it joins a second count to the first (``two blacks and a white``: ``2 blacks and 1
    white``) or stands before a key peg's colour (``a black and a white``; not ``a right digit``);
    a number word that opens a phrase of the table is the phrase's (``1 no lugar certo``: not 0)."""

    def digit(m: re.Match[str]) -> str:
        value = _digit(m.group())
        if value != m.group() and m.group().lower() in phrase_words():
            return m.group() if named_phrase().match(text, m.start()) else value
        return value

    spelt = WORD.sub(digit, text)
    if "a" not in spelt.lower():
        return spelt

    def one(m: re.Match[str]) -> str:
        keyed = role_of(m[4]) in _KEYS and (m[1] or colour_word(m[4].rstrip("sS") or m[4]))
        return f"{m[1] or ''}{'1'.ljust(len(m[2]))}{m[3]}" if keyed else m[0]

    return _ARTICLE.sub(one, spelt)


_ARTICLE = Pattern(r"([0-9][^0-9\n]*?\b(?:and|&)[ \t]+)?(?<![^\W\d_])(an?)([ \t]+([^\W\d_]+))", re.IGNORECASE)
_KEYS = ("black", "white")
_OF_EACH = Pattern(r"[\W_]*([^\W_]+)[ \t]+of[ \t]+each[\W_]*", re.IGNORECASE)


def _digit(word: str) -> str:
    """A number word as its digits (``two``, ``deux``: the word table's ``numbers``); other words
    as they are, and the articles ``a``, ``an`` too (``a right digit`` is no count)."""
    value = None if word.lower() in ("a", "an") else number_word(word)
    return word if value is None else str(value)


def _ordered(black: int | None, white: int | None, legend_: Legend) -> dict[str, int | None]:
    if legend_.order == ("white", "black"):
        return {"black": white, "white": black}
    return {"black": black, "white": white}


def count_of(digits: str) -> int:
    """A count written in ASCII digits; a run of more than six stands for more than any game's pegs
    (and is never converted whole: Python refuses ints of thousands of digits); digits int() does
    not read (a superscript ``³``) count by their value."""
    if len(digits) > 6:
        return 10**6
    return int(digits) if digits.isdecimal() else int("".join(str(unicodedata.digit(d, 0)) for d in digits))


def _labels(fragment: str, numbers: list[re.Match[str]], trailing: bool) -> list[tuple[int, str]]:
    """Each number with the words after it (``trailing``) or before it, up to the next number; the
    last one's words after it up to a comma where they name key pegs (the clause after is another's)."""
    items: list[tuple[int, str]] = []
    for i, number in enumerate(numbers):
        if trailing:
            end = numbers[i + 1].start() if i + 1 < len(numbers) else len(fragment)
            label = fragment[number.end() : end]
            head = re.split(r"[,;]", label, maxsplit=1)[0]  # ('4 whites, the code uses exactly P, O, G')
            named = end == len(fragment) and head != label and _pegs_named(head)
            items.append((count_of(number.group()), head if named else label))
        else:
            start = numbers[i - 1].end() if i else 0
            items.append((count_of(number.group()), fragment[start : number.start()]))
    return items


def _pegs_named(words: str) -> bool:
    """Whether words name key pegs by their colour or their family (``whites``, ``cows``): a count's
    label whole, whatever clause follows it (not ``correct digit``, whose place may come next)."""
    return role_of(words) in ("black", "white") and any(
        colour_word(w) or family_word(w) for w in re.findall(r"[^\W\d_]+", words)
    )


def _parted(label: str, trailing: bool) -> bool:
    """Whether a comma or a semicolon stands between a label and its count."""
    return (label.lstrip()[:1] if trailing else label.rstrip()[-1:]) in (",", ";")


def _joined(label: str) -> bool:
    """Whether a label ends in a word that joins two counts ('black and': the word before it labels
    the count before, not the one after: 'me one black and two' over a wrapped line's 'whites' is one
    black and two unnamed, not two black)."""
    words = label.split()
    return len(words) >= 2 and words[-1].lower() in feedback_words()["around"]["and"]


def _labelled(fragment: str, numbers: list[re.Match[str]], pegs: int, legend_: Legend) -> Counts | None:
    """Numbers and the words around them: each word a label of its count, known or not."""
    if len(numbers) > MOST_NUMBERS:
        return None  # no clue's feedback: a run of clues, a list, a table's row
    # labels follow their counts where the fragment opens with a count (2 na miejscu) or each count
    # has its Latin letters glued after it (got 2b 0w; not the counter of 对1个), else they stand
    # before them (Bulls: 1), and where labels are bound to the counts after them ('black = 2,
    # white = 0', whatever stands first); the other way wins where only it names what is counted
    bound = sum(1 for n in numbers if _BOUND.search(fragment[: n.start()]))
    trailing = bound < 2 and (
        not _undecorated(fragment[: numbers[0].start()]).strip("-#\u2013\u2014")
        or all(re.match(r"[A-Za-z]", fragment[n.end() :]) for n in numbers)
    )
    # a legend's mark before the first count labels it ('🎯1 🔁2' under '🎯 = right spot')
    if trailing and _legend_mark((fragment[: numbers[0].start()].split() or [""])[-1], legend_):
        trailing = False
    items = _labels_of(fragment, numbers, trailing, legend_)
    roles = [_label_role(label, legend_) for _, label in items]
    if len(items) > 2:  # two named counts and a number besides ('$2 = {black = 2, white = 0}')
        kept = [(n, lab, r) for (n, lab), r in zip(items, roles, strict=True) if r]
        if len(kept) != 2:
            return None
        items, roles = [(n, lab) for n, lab, _ in kept], [r for _, _, r in kept]
    if any(n > pegs for n, _ in items):
        return None
    if any(_junk(label, legend_) for _, label in items):
        return _glued_letter(fragment, numbers, roles)
    if len(items) == 1:
        return _one_count(items[0], roles[0], fragment, numbers[0])
    (first, first_label), (second, second_label) = items
    assumed = ""
    if sorted(roles) == ["", "total"]:  # '3 culori corecte, 1 la locul potrivit': the other, its places
        roles = [r or "black" for r in roles]
    if "total" in roles and "black" in roles:
        total, black = (first, second) if roles[0] == "total" else (second, first)
        named_total = any(
            w.lower() == "total" for w in _words(first_label if roles[0] == "total" else second_label)
        )
        if black <= total and (roles[0] == "total" or named_total):  # ('exact 1, total 3': named so)
            return Counts(black, total - black, "total")
        if black <= total:
            assumed = "others"  # 'one right place, one right colour': the others, not a total
        roles = ["white" if r == "total" else r for r in roles]
    if roles == ["black", "black"]:  # 'all 4 right, 0 in place': the bare word counts every right colour
        bare = [len(_words(label)) == 1 for label in (first_label, second_label)]
        if bare.count(True) == 2:  # 'correct 3, exact 1': the word that heads a total ('correct colours')
            bare = [
                role_of(f"{' '.join(_words(label))} colours") == "total"
                for label in (first_label, second_label)
            ]
        if bare.count(True) == 1:
            total, black = (first, second) if bare[0] else (second, first)
            if black <= total:
                return Counts(black, total - black, "total")
    roles = ["black" if r == "total" else r for r in roles]  # '1 correct, 0 misplaced'
    if not roles[0] and not roles[1]:
        flip = negated(first_label, second_label)
        if flip == "second":
            roles = ["white", "black"]
        elif flip == "first":
            roles = ["black", "white"]
        elif legend_.order is not None:
            roles = list(legend_.order)
        else:
            roles = ["black", "white"]
            assumed = "order"
    elif not roles[0] or not roles[1]:
        known = roles[0] or roles[1]
        other = "white" if known == "black" else "black"
        roles = [roles[0] or other, roles[1] or other]
        sign = (first_label if roles[0] == known else second_label).strip(" \t:=,;")  # ('RGBY ☆ 2 1')
        if roles == ["white", "black"] and not re.search(r"\w", sign) and not _legend_mark(sign, legend_):
            roles, assumed = ["black", "white"], "order"  # a sign labels one count alone: no label
    if sorted(roles) != ["black", "white"]:
        return None
    black, white = (first, second) if roles[0] == "black" else (second, first)
    slip = any(slipped(label) for label in (first_label, second_label))  # 'whtie 2, balck 1'
    return Counts(black, white, assumed or ("misspelt" if slip else ""))


def _one_count(item: tuple[int, str], role: Role, fragment: str, number: re.Match[str]) -> Counts | None:
    """The counts a fragment of one count states: by its label's role (a key not written is zero,
    as the notation reads '2 cows'), else a lone count read as black."""
    value, label = item
    if role in _KEYS and value and _both_keys(fragment):
        return None  # 'fick en svart och två vita': one count, both keys named (a number word unread)
    if role in ("white", "black"):
        return Counts(0, value, "") if role == "white" else Counts(value, 0, "")
    if role == "none":  # 'got none: 0'; not 'nulla fekete, 5 fehér' (the label after the 5 unread)
        return Counts(0, 0, "") if value == 0 else None
    placed = role_of(label, peg=True) if role == "total" else ""  # '1 right digit, in place'
    if placed in ("black", "white"):  # ('one correct digit and well placed': a lock riddle's)
        return Counts(value, 0, "") if placed == "black" else Counts(0, value, "")
    if role == "total":  # 'two colours right' and no word of a place: none is in its place
        return Counts(0, value, "colours alone")
    # no count: a daily puzzle's turns ('🟩🟩🟩🟩 in 3'), a name's number glued after its letter ('BASIC V2'),
    # a word that opens with a number ('BOGY 4ever', '2nite': a word the table lacks glued after it)
    if _SOLVED_IN.fullmatch(label) or re.match(r"[A-Za-z]", fragment[number.start() - 1 : number.start()]):
        return None
    if re.match(r"[^\W\d_]{3}", fragment[number.end() :]):
        return None
    if value == 0 and role_of(f"no {fragment[number.end() :].strip(' .')}") == "none":
        return Counts(0, 0, "")  # 'Feedback: no pegs.', spelt out: none of either
    return Counts(value, None, "a lone count is read as black")


def _labels_of(
    fragment: str, numbers: list[re.Match[str]], trailing: bool, legend_: Legend
) -> list[tuple[int, str]]:
    """The counts and their labels, the way the labels are read chosen: after their counts
    (``trailing``) or before them."""
    ways = [_labels(fragment, numbers, trailing), _labels(fragment, numbers, not trailing)]
    # the way whose labels the table or legend names more, then the one whose words say it at more
    # length ('exactly 1 correct digit, but in the wrong spot': the words after, not 'exactly')
    # and last the way whose labels no comma parts from their counts ('Result: 2 black, 1 blub': the words
    # after; 'black,' is not the 1's label; then the one that takes no label ending in 'and': '_joined')
    named = [
        (
            sum(1 for _, label in way if _label_role(label, legend_)),
            -sum(1 for _, label in way if _joined(label) and (way is ways[0]) != trailing),
            sum(named_at(label) for _, label in way),
            sum(1 for _, label in way if not _parted(label, trailing if way is ways[0] else not trailing)),
        )
        for way in ways
    ]
    items, other = (ways[1], ways[0]) if named[1] > named[0] else (ways[0], ways[1])
    lettered = [_junk(label, legend_) and len(_undecorated(label)) == 1 for _, label in items]
    if (
        any(lettered)
        and all(lettered[i] or not _junk(label, legend_) for i, (_, label) in enumerate(items))
        and all(_words(label) and not _junk(label, legend_) for _, label in other)
    ):
        items = other  # a letter is no label where words are ('.i 1 drani .i 2 na drani', Lojban)
    return items


def _glued_letter(fragment: str, numbers: list[re.Match[str]], roles: list[Role]) -> Counts | None:
    """Two counts, each with a letter glued after it, of which the notation names one (``1s 2w``,
    German schwarz and weiß): the other letter is the other count, said; else None."""
    if len(numbers) != 2 or len(roles) != 2 or sorted(roles) not in (["", "black"], ["", "white"]):
        return None
    if not all(_GLUED.match(fragment, n.end()) for n in numbers):
        return None
    if (grammar := _grammar_feedback(fragment[numbers[0].start() : numbers[1].end() + 1])) is not None:
        return Counts(*grammar, "")  # the notation's own letters among words ('[오후 3:42] 1S 0B')
    known = roles[0] or roles[1]
    roles = [r or ("white" if known == "black" else "black") for r in roles]
    first, second = (int(n.group()) for n in numbers)
    black, white = (first, second) if roles[0] == "black" else (second, first)
    return Counts(black, white, "letter")


_GLUED = Pattern(r"[A-Za-z](?![A-Za-z0-9])")
_BOUND = Pattern(r"[^\W\d_][\"']?\s*[=:]\s*[\"']?$")
_JUNK = Pattern(r"[?*%$&@^~\\\x00-\x08\x0b-\x1f\x7f]|^\s*[-\u2212]\s*[^\W\d_]")
_AMPERSAND = Pattern(r"(?<=[^\W\d_])[ \t]*&[ \t]*$")
_PUNCT = " \t.,;:!'\"`_=>|()[]{}\u2192\u2190\u00b7\u2022"


def _undecorated(text: str) -> str:
    """A label without the symbols that decorate it (emoji, bullets): letters and spaces."""
    return "".join(ch for ch in text if not unicodedata.category(ch).startswith("S") or ch in "=>|").strip(
        _PUNCT
    )


def _junk(label: str, legend_: Legend) -> bool:
    """A label that is no words: a joker or a stray sign (``1?``, ``%``), a single letter that no
    legend or table names (``2 O`` for ``2 0``), a dash before a word (``2 - white``); an ``&``
    that joins it to the next count is 'and' (``1 black & 1 white``); a legend's mark is none."""
    if _legend_mark(label, legend_):
        return False
    if _JUNK.search(_AMPERSAND.sub("", label)):
        return True
    words = _undecorated(label)
    return len(words) == 1 and words.isascii() and not _label_role(label, legend_)


def _legend_mark(label: str, legend_: Legend) -> bool:
    """Whether a label is one of the legend's marks, not a table's bar (``|``)."""
    mark = label.strip(" \t,;")
    return mark in legend_.marks and mark not in ("|", "=", ">")


def _both_keys(fragment: str) -> bool:
    """Whether a fragment names both key pegs by their colours, and no word of none (``en svart och
    2 vita``: the count of one is a word the table lacks; not ``1 black, no white``)."""
    words = WORD.findall(fragment)
    pegs = {role_of(word) for word in words if colour_word(word)}  # key pegs by colour, not 'right'
    return {"black", "white"} <= pegs and "none" not in {role_of(word) for word in words}


def _unknown_other(fragment: str) -> Counts | None:
    """The counts of a fragment that gives one count with its key's word and says the other key's
    count is not known (``1 black, whites unknown``: 1 ?), else None."""
    parts = [part for part in re.split(r"[,;]", fragment) if part.strip()]
    if len(parts) != 2:
        return None
    said = [part for part in parts if NUMBER.search(part)]
    other = [part for part in parts if not NUMBER.search(part) and _UNKNOWN.search(part)]
    if len(said) != 1 or len(other) != 1:
        return None
    role, unsaid = role_of(NUMBER.sub("", said[0])), role_of(_UNKNOWN.sub("", other[0]))
    if {role, unsaid} != {"black", "white"}:
        return None
    value = count_of(NUMBER.findall(said[0])[0])
    return Counts(value, None, "") if role == "black" else Counts(None, value, "")


_UNKNOWN = Pattern(
    lambda: rf"(?<![^\W\d_])(?:{'|'.join(feedback_words()['around']['unknown'])})(?![^\W\d_])", re.IGNORECASE
)


def _label_role(label: str, legend_: Legend) -> Role:
    if _legend_mark(label, legend_):  # a legend's symbol as the label ('1 ✓ 2 ~' under '~ = wrong spot')
        return legend_.marks[label.strip(" \t,;")]
    words = _undecorated(label)
    if not words:  # a mark, no word: the table's (🐂, 🐄) or what Unicode names it ('1 ⚫ 2 ⚪')
        mark = label.strip(" \t,;:.")
        return (role_of(mark) or (glyph_role(mark) if len(set(mark)) == 1 else "")) if mark else ""
    for mark, role in legend_.marks.items():
        if words == mark or words.lower() == mark.lower() or (words.strip("+-") == "" and mark in words):
            return role
    if len(words) == 1 and words.isascii():  # a key peg's letter after its count ('1B/1W'); not 黑
        return key_letter(words)
    role = role_of(words)
    if not role:
        return slipped_role(words)  # 'whtie 2, balck 1': a count's word misspelt (notation.slips)
    return role if role != "none" else (role_of(words, counted=True) or role)


def _labelled_pair(spelt: str) -> bool:
    """Two counts in words, nothing but a sign before the first, each before its label of one to
    three words (``ένα σωστό, δύο λάθος``), or one label the other negated (``واحد في المكان، اثنان في غير
    المكان``, Arabic: 'in the place', 'not in the place'): counts, though the table lacks the labels."""
    numbers = list(NUMBER.finditer(spelt))
    if len(numbers) != 2 or spelt[: numbers[0].start()].strip(" \t:-\u2013\u2014"):
        return False
    first, second = spelt[numbers[0].end() : numbers[1].start()], spelt[numbers[1].end() :]
    if negated(first.strip(" \t,;\u060c"), second.strip(" \t,;.\u060c")):
        return True
    return bool(_SHORT_LABEL.fullmatch(first)) and bool(_SHORT_LABEL.fullmatch(second.rstrip(" \t.!")))


_SHORT_LABEL = Pattern(r"(?:[ \t]+[^\W\d_]+){1,3}[ \t]*[,;\u060c]?[ \t]*")  # ' σωστό, ': a count's label


def _bare_pair(spelt: str) -> bool:
    """Two counts in words joined by 'and', a verb before them (``got two and two``), nothing else."""
    pair = re.fullmatch(r"[\W_]*(?:[^\W\d_]+[\W_]+)?\d[ \t]+([^\W\d_]+|&)[ \t]+\d[\W_]*", spelt)
    return pair is not None and pair[1].lower() in feedback_words()["around"]["and"]
