"""The block of a pasted sheet's clues: of every line's readings as a clue (as a guess alone, its
feedback on a line near; as several clues), the lines that read alike, the same number of pegs and
one kind of symbols (docs/notation.md, 'Pasted text'); a word that reads as a guess on two lines
with two feedbacks is who spoke, and words among codes are prose (``notation.pasted`` writes the
block as the notation's clues)."""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable

from mmnotation.notation.clue_lines import PEG_LETTERS, Reading, guesses, in_palette
from mmnotation.notation.counts import CORRECTION, GUESS_HEADER, NUMBER, WORD, spelt_out
from mmnotation.notation.emoji import key_emoji
from mmnotation.notation.fragments import feedback_line
from mmnotation.notation.grammar import DIRECTIVE
from mmnotation.notation.key_pegs import DAILY, Legend
from mmnotation.notation.tables import under_heading
from mmnotation.notation.text import Pattern
from mmnotation.notation.text_around import NEW_GAME
from mmnotation.notation.turns import speakers


def clue_block(
    by_line: dict[int, list[Reading]],
    alone: dict[int, list[Reading]],
    many: dict[int, list[list[Reading]]],
    bare: list[str],
    legend_: Legend,
    lines_read: bool = True,
) -> tuple[dict[int, Reading], dict[int, int], dict[int, list[Reading]]] | None:
    """The clues that read alike, and the lines that hold the feedback of each guess written alone
    (``lines_read``: the readings are of lines, not of a table's rows, which place their guess), and the
    clues after the first of each line that holds several (``RGBY 2 1, RRGG 1 0``).  A word read as a
    guess on two lines with two feedbacks is who spoke (``HOST: One black peg.``, ``HOST: Two black
    pegs.``), or a word between the guess and its counts (``tried rgby got 2b 0w, then rgop got 1b 1w``)."""
    by_line, many, words = _unspoken(by_line, many, bare)
    shapes: Counter[tuple[int, str]] = Counter()
    for number in by_line.keys() | many.keys():
        readings = by_line.get(number, [])  # (not one with another guess after it, nearer the counts)
        on_line = {(r.pegs, r.kind): 1 for r in readings if not _shadowed(r, readings, bare[number - 1])}
        for clues_of in many.get(number, ()):  # a line of several clues counts each
            on_line[(clues_of[0].pegs, clues_of[0].kind)] = len(clues_of)
        shapes.update(on_line)
    pairs = _pairs(by_line, alone, bare, legend_)
    for shape, found in pairs.items():
        said = _speakers(reading for reading, _ in found.values())
        pairs[shape] = found = {n: pair for n, pair in found.items() if pair[0].symbols not in said}
        shapes[shape] += len(found)
    shapes = +shapes  # a shape left with no clue (its pairs were who spoke) is none
    if not shapes:
        return None
    rank = {"digit": 2, "upper": 2, "name": 1, "lower": 0}
    coloured = _coloured(by_line, alone, many, pairs)
    if any(kind in ("upper", "digit") and pegs >= 3 and coloured[(pegs, kind)] for pegs, kind in shapes):
        # words in small letters are prose beside codes (not beside '#42' nor '🟢🟡'; nor beside a
        # word in capitals of letters no colour has: 'EDIT: formatting' over 'bbyy 1 1, ...')
        shapes = Counter({shape: n for shape, n in shapes.items() if shape[1] != "lower"})
    if any(coloured[shape] >= 2 for shape in shapes):  # (colour names are codes: 'RED RED BLUE BLUE')
        # words of letters no default colour has are prose beside codes, in small letters or in
        # capitals ('i played rgby and got 1 black': not 'got', 'and'; 'I TRIED 1122': not TRIED)
        shapes = Counter(
            {shape: n for shape, n in shapes.items() if shape[1] not in _CODED_KINDS or coloured[shape]}
        )
    as_notation = Counter(  # the lines of each shape that are clues as the notation writes them ('1234 1 0')
        (r.pegs, r.kind)
        for n, readings in by_line.items()
        for r in readings
        if not r.assumed
        and _whole_clue(r, bare[n - 1])
        and not any(o.kind == r.kind and o.span[0] > r.span[0] for o in readings)  # ('20 REM 1234 = 0 2')
    )  # two or more of them are the block (capitals' prose around them: 'RULES: ..., THEN WHITE.')
    known = _known_counts(by_line, pairs)
    same = _one_guess(by_line, many, pairs, shapes)
    shape = max(
        shapes,
        key=lambda s: (
            s not in same,
            as_notation[s] if as_notation[s] >= 2 else 0,
            shapes[s],
            known[s],
            rank[s[1]],
            s[0],
        ),
    )
    if shape[1] in ("lower", "upper") and coloured[shape] >= 2:  # and so is a word of the codes' shape
        by_line, many = _codes_only(shape, by_line, many, pairs, words)
    chosen: dict[int, Reading] = {}
    feedback_of: dict[int, int] = {}  # a guess's line: the line of its feedback
    several: dict[int, list[Reading]] = {}
    capitals = _in_capitals(by_line, shape, set(many))
    for number in sorted(by_line.keys() | many.keys()):
        way = next((w for w in many.get(number, ()) if (w[0].pegs, w[0].kind) == shape), None)
        fits = [r for r in by_line.get(number, ()) if (r.pegs, r.kind) == shape] or capitals.get(number, [])
        if way is not None:
            chosen[number], several[number] = way[0], way[1:]
        elif fits:
            # the guess nearest the counts where two take them ('INFO:game:guess=RGBY black=2')
            best = max(fits, key=lambda r: (r.black is not None, r.white is not None, r.span[0]))
            weak = (
                {r.span for r in fits if r.white is None and r.assumed} if best.white is not None else set()
            )
            if not (lines_read and _another_clue(best, bare[number - 1], weak | words.get(number, set()))):
                chosen[number] = best
    _add_pairs(chosen, feedback_of, several, pairs.get(shape, {}))
    if shape[1] == "lower" and len(chosen) + sum(map(len, several.values())) < 2:
        return None  # one word in small letters with a number after it is prose
    _prune(chosen, feedback_of, several, shape, bare)
    if not chosen:
        return None  # every line a word among others: no block
    _no_sign(chosen, bare)
    return chosen, feedback_of, several


def _shadowed(reading: Reading, readings: list[Reading], line: str) -> bool:
    """Whether another reading of the line, a code of another shape, stands next after a guess, no
    digit between them, and so nearer the counts (``I (2110) mm: RGBYO => B1 W2``: a time, then the guess)."""
    return any(
        r.span[0] > reading.span[1]
        and (r.pegs, r.kind) != (reading.pegs, reading.kind)
        and coded(r)  # (a code, no word: not 'got' of 'RGBY got 2b 0w')
        and r.black is not None  # (counts after it: not the counts themselves, '2 1**')
        and not any(ch.isdigit() for ch in line[reading.span[1] - 1 : r.span[0] - 1])
        for r in readings
    )


def _no_sign(chosen: dict[int, Reading], bare: list[str]) -> None:
    """Where clues write their counts with signs (``+1 -1``, ``-1``), a lone ``0`` after a guess is
    no sign at all: nothing right, 0 0 (not black 0 and white unknown), in place."""
    if not any(r.assumed == "signs" for r in chosen.values()):
        return
    for number, r in chosen.items():
        after = bare[number - 1][r.span[1] - 1 :] if r.span != (0, 0) else ""
        if r.black == 0 and r.white is None and after.strip(" \t:=>|-\u2192") == "0":
            chosen[number] = r._replace(white=0, assumed="signs")


def _add_pairs(
    chosen: dict[int, Reading],
    feedback_of: dict[int, int],
    several: dict[int, list[Reading]],
    pairs: dict[int, tuple[Reading, int]],
) -> None:
    """The guesses alone with their feedback on a line near, added to the block in place but where
    two clues or more stand whole on their lines (several on one line too) and the feedback below
    is only assumed (``FROM dbo.Moves;`` over ``2> GO``; ``codes like YBPO.`` over ``Used 1
    reference``), or one count alone where no guess alone has both (a thread's votes, ``3``): a word
    of the text."""
    whole = sum(
        1
        for r in (*chosen.values(), *(r for more in several.values() for r in more))
        if r.white is not None and r.black is not None and not r.assumed
    )
    paired = any(r.white is not None and r.black is not None and not r.assumed for r, _ in pairs.values())
    for number, (reading, ahead) in pairs.items():
        weak = reading.assumed or (not paired and None in (reading.black, reading.white))  # ('3' votes)
        if number not in chosen and ahead not in chosen and not (weak and whole >= 2):
            chosen[number] = reading
            feedback_of[number] = ahead


def _in_capitals(
    by_line: dict[int, list[Reading]], shape: tuple[int, str], several: set[int]
) -> dict[int, list[Reading]]:
    """The clues in small letters among clues in capitals (``rgby 1 2`` over ``GRYB 0 4``), by line,
    as the block writes them: their letters the block's colours, both their counts written, one on
    its line (not a line of ``several`` clues: ``ok so rgby was 1 black 2 white, ybrg was 4 white``)."""
    if shape[1] != "upper":
        return {}
    palette = {
        s for readings in by_line.values() for r in readings if (r.pegs, r.kind) == shape for s in r.symbols
    }
    found: dict[int, list[Reading]] = {}
    for number, readings in by_line.items():
        small = [
            r._replace(symbols=symbols, kind="upper")
            for r in readings
            if r.kind == "lower"
            and r.pegs == shape[0]
            and None not in (r.black, r.white)
            and set(symbols := tuple(s.upper() for s in r.symbols)) <= palette
        ]
        if len(small) == 1 and number not in several:
            found[number] = small
    return found


def _unspoken(
    by_line: dict[int, list[Reading]], many: dict[int, list[list[Reading]]], bare: list[str]
) -> tuple[dict[int, list[Reading]], dict[int, list[list[Reading]]], dict[int, set[tuple[int, int]]]]:
    """The readings but of words read with two feedbacks (who spoke), on a line and among a line's
    several clues (``1234-1250  ... guess=RGBY black=1``: a process's numbers on each line of a log);
    and the spans of each line's words that are no guess (those, and words of a guess's look that
    recur beside the clues)."""
    said = _speakers(r for readings in by_line.values() for r in readings) | _spoken_among(by_line, many)
    said = _at_a_speakers_place(said, by_line, many, bare)
    words = {n: {r.span for r in readings if r.symbols in said} for n, readings in by_line.items()}
    for number, spans in _recurring(by_line, bare).items():
        words.setdefault(number, set()).update(spans)
    by_line = {
        n: kept for n, readings in by_line.items() if (kept := [r for r in readings if r.symbols not in said])
    }
    many = {
        n: [way for way in ways if not _speakers(way) and not any(r.symbols in said for r in way)]
        for n, ways in many.items()
    }
    return by_line, many, words


def _at_a_speakers_place(
    said: set[tuple[str, ...]],
    by_line: dict[int, list[Reading]],
    many: dict[int, list[list[Reading]]],
    bare: list[str],
) -> set[tuple[str, ...]]:
    """Of the words read with two feedbacks, those that stand where who spoke stands, on two lines
    or more: first on the line (``HOST: One black peg.``) or in one column (a process's number on
    each line of a log); not a guess a chat's answer names again in its sentences (``With GPRY at
    three whites and RGBY at one black``, below ``You said: RGBY = 1B 2W, GPRY = 0B 3W``)."""
    places: dict[tuple[str, ...], dict[int, set[int]]] = {}
    for r in (
        *(r for rs in by_line.values() for r in rs),
        *(r for ws in many.values() for w in ws for r in w),
    ):
        if r.symbols in said:  # (a table's row: its guess's cell, a column)
            places.setdefault(r.symbols, {}).setdefault(r.line, set()).add(r.span[0])
    kept = set()
    for symbols, lines in places.items():
        if all(_the_lines_code(symbols, by_line.get(n, []), bare[n - 1]) and n not in many for n in lines):
            continue  # a code of the palette, each line's only reading: one guess played twice (two games)
        columns = Counter(column for found in lines.values() for column in found)
        placed = [
            n
            for n, found in lines.items()
            if any(columns[c] >= 2 or not WORD.search(bare[n - 1][: c - 1]) for c in found)
        ]
        if len(placed) >= 2:
            kept.add(symbols)
    return kept


def _the_lines_code(symbols: tuple[str, ...], readings: list[Reading], line: str) -> bool:
    """Whether a line's readings are all one guess of the palette (``RGBY 1 2``), none a word nor a
    name before a colon (``BOB: 2 1``)."""
    return bool(readings) and all(
        r.symbols == symbols and coded(r) and not line[r.span[1] - 1 :].lstrip().startswith(":")
        for r in readings
    )


def _codes_only(
    shape: tuple[int, str],
    by_line: dict[int, list[Reading]],
    many: dict[int, list[list[Reading]]],
    pairs: dict[tuple[int, str], dict[int, tuple[Reading, int]]],
    words: dict[int, set[tuple[int, int]]],
) -> tuple[dict[int, list[Reading]], dict[int, list[list[Reading]]]]:
    """The readings of the block's ``shape``, in letters, without those of letters no default colour
    has (``pairs`` and ``words``, the spans of words on each line, in place); a guess of five pegs or
    more with both its counts may have one letter past them (Super Mastermind's eighth colour: 'C')."""

    def word(r: Reading) -> bool:  # (not 'PPWWC 0 1' of 5 pegs or more: one letter past them, two counts)
        foreign = set("".join(r.symbols).upper()) - PEG_LETTERS
        scored = len(foreign) == 1 and len(r.symbols) >= 5 and r.white is not None
        return (r.pegs, r.kind) == shape and not coded(r) and not scored

    for n, rs in by_line.items():
        words.setdefault(n, set()).update(r.span for r in rs if word(r))
    pairs[shape] = {n: pair for n, pair in pairs.get(shape, {}).items() if not word(pair[0])}
    return (
        {n: [r for r in rs if not word(r)] for n, rs in by_line.items()},
        {n: [w for w in ws if not any(map(word, w))] for n, ws in many.items()},
    )


def _prune(
    chosen: dict[int, Reading],
    feedback_of: dict[int, int],
    several: dict[int, list[Reading]],
    shape: tuple[int, str],
    bare: list[str],
) -> None:
    """The block without its words in capitals among codes (``_strange``) and its summaries, in place:
    a line of several clues each written again on a line of its own, not in a sentence (a chat's
    answer or a reasoning model's thoughts say the question's clues again in prose)."""
    if shape[1] in ("upper", "lower") and len(chosen) >= 3:
        for number in _strange(chosen):
            del chosen[number]
            feedback_of.pop(number, None)
            several.pop(number, None)
    for number in list(several):  # 'Q: RGBY 1 1, RRGG 2 0 ... what next?' above the clues: a summary
        others = {
            (r.symbols, r.black, r.white)
            for n, r in chosen.items()
            if n != number and n not in several and not WORD.search(bare[n - 1][: r.span[0] - 1])
        }
        if {(r.symbols, r.black, r.white) for r in (chosen[number], *several[number])} <= others:
            del chosen[number], several[number]


def _coloured(
    by_line: dict[int, list[Reading]],
    alone: dict[int, list[Reading]],
    many: dict[int, list[list[Reading]]],
    pairs: dict[tuple[int, str], dict[int, tuple[Reading, int]]],
) -> Counter[tuple[int, str]]:
    """For each shape, the guesses of it (with their counts or alone; by line and place) that are
    digits or whose every letter is one of the default palette's (``RGBYOPWK``): codes, where a word
    of other letters ('got', 'and', 'SANTA') is prose."""
    found: dict[tuple[int, str], set[tuple[int, tuple[int, int]]]] = {}
    readings = [*(r for rs in by_line.values() for r in rs), *(w[0] for ws in many.values() for w in ws)]
    readings += [reading for found_ in pairs.values() for reading, _ in found_.values()]
    readings += [r for rs in alone.values() for r in rs]  # ('who guessed bbyy for tea:')
    for r in readings:
        if coded(r):
            found.setdefault((r.pegs, r.kind), set()).add((r.line, r.span))
    return Counter({shape: len(spots) for shape, spots in found.items()})


def coded(reading: Reading) -> bool:
    """Whether a guess is colour names, digits, or every letter of it one of the default palette's
    (jokers aside)."""
    return (
        reading.kind == "name"
        or "".join(s for s in reading.symbols if s not in "?*_").isdigit()
        or in_palette(reading.symbols)
    )


_CODED_KINDS = ("lower", "upper", "digit")  # the kinds of a guess that may be a word


def _pairs(
    by_line: dict[int, list[Reading]], alone: dict[int, list[Reading]], bare: list[str], legend_: Legend
) -> dict[tuple[int, str], dict[int, tuple[Reading, int]]]:
    """Each guess written alone with its feedback on one of the next three lines that are not blank
    (a subtitle's cue between, already blank), by the guess's shape: guess line -> (the clue, the
    feedback's line).  Where guesses alone on their lines each have their feedback on the line above
    and fewer have it below (``2 1`` over ``RGBY``, ``0 4`` over ``GYBR``), the line above."""
    below = _paired(by_line, alone, bare, legend_, upward=False)
    paired = {n for found in below.values() for n in found}
    bare_guesses = {n: r for n, r in alone.items() if _bare_guess(bare[n - 1], r)}
    if bare_guesses.keys() <= paired:
        return below  # every guess alone on its line has its feedback below
    above = _paired(by_line, bare_guesses, bare, legend_, upward=True)
    return {
        shape: above[shape] if len(above.get(shape, {})) > len(below.get(shape, {})) else below.get(shape, {})
        for shape in sorted(below.keys() | above.keys())
    }


def _bare_guess(line: str, readings: list[Reading]) -> bool:
    """Whether a line holds its guess alone and nothing else (no speaker, no label, no prompt)."""
    return any(not line[: r.span[0] - 1].strip() and not line[r.span[1] - 1 :].strip() for r in readings)


def _paired(
    by_line: dict[int, list[Reading]],
    alone: dict[int, list[Reading]],
    bare: list[str],
    legend_: Legend,
    upward: bool,
) -> dict[tuple[int, str], dict[int, tuple[Reading, int]]]:
    pairs: dict[tuple[int, str], dict[int, tuple[Reading, int]]] = {}
    for number, readings in alone.items():
        if upward:  # the line above: feedback alone, no guess nor directive on it ('pegs: 4')
            written = [n for n in range(number - 1, max(number - 8, 0), -1) if bare[n - 1].strip()][:1]
            if any(n in by_line or n in alone or DIRECTIVE.match(bare[n - 1]) for n in written):
                continue
        else:
            written = [n for n in range(number + 1, min(number + 8, len(bare) + 1)) if bare[n - 1].strip()]
        for reading in readings:
            shape = (reading.pegs, reading.kind)
            guessed = bare[number - 1][reading.span[0] - 1 : reading.span[1] - 1]
            if _emoji_pegs(guessed):
                continue  # key pegs alone ('result: ⚫⚫⚪'), the feedback of a guess above
            for ahead in written[:3]:
                if ahead in by_line and any(
                    _whole_clue(r, bare[ahead - 1]) and ((r.pegs, r.kind) == shape or coded(r))
                    for r in by_line[ahead]
                ):
                    break  # a line that is a clue as the notation writes one is no guess's feedback
                    # (but for a word of other letters and length: 'BOT: 1 BLACK 2 WHITE' below 'R G B Y')
                if ahead in alone and any(
                    (r.pegs, r.kind) == shape and not _key_pegs(bare[ahead - 1], r, guessed)
                    for r in alone[ahead]
                ):
                    break  # another guess alone ('Result: ⚪⚪⚪⚪' is no guess of white pegs)
                if (
                    _header(bare[ahead - 1])
                    or CORRECTION.search(bare[ahead - 1])
                    or NEW_GAME.match(bare[ahead - 1])
                ):
                    break  # a table's header ('Guess  Black  White'), a correction, 'Game 2': no feedback
                if _signature(bare, ahead, by_line, alone):
                    break  # an e-mail's '-- ' above its signature, no pegs
                got = under_heading(bare, ahead) or feedback_line(bare[ahead - 1], reading.pegs, legend_)
                if got is not None:
                    pairs.setdefault(shape, {})[number] = (
                        reading._replace(black=got.black, white=got.white, assumed=got.assumed),
                        ahead,
                    )
                    break
    return pairs


def _signature(bare: list[str], number: int, *guessed: dict[int, list[Reading]]) -> bool:
    """Whether the line is an e-mail's ``-- `` over its signature: ``--`` alone, one to four lines
    after it to the end and no guess among them."""
    if bare[number - 1].strip() != "--":
        return False
    after = []
    for n in range(number + 1, len(bare) + 1):
        if bare[n - 1].strip():
            after.append(n)
            if len(after) > 4 or any(n in lines for lines in guessed):
                return False
    return bool(after)


def _key_pegs(line: str, reading: Reading, guessed: str) -> bool:
    """Whether a guess alone is written in the emoji of key pegs only (``⚪⚪⚪⚪``: feedback), or
    below a guess written ``guessed`` in letters or digits, in a daily puzzle's green and yellow."""
    written = line[reading.span[0] - 1 : reading.span[1] - 1]
    return _emoji_pegs(written) or (guessed.isascii() and set(written) - _BETWEEN <= DAILY.keys())


def _emoji_pegs(written: str) -> bool:
    """Whether a run read as a guess is the emoji of key pegs only (``⚪ ⚪ ⚪ ⚪``)."""
    return set(written) - _BETWEEN <= key_emoji()


_BETWEEN = {"\ufe0f", " ", "\t"}  # what stands between emoji pegs


def _header(line: str) -> bool:
    """A table's header: a cell that heads the guesses, and no number, in digits or words (``Guess
    Black  White``; not ``No black pegs and three white pegs. Guess again?``)."""
    return not NUMBER.search(spelt_out(line)) and any(
        GUESS_HEADER.match(cell) for cell in _CELL.split(line.strip())
    )


_CELL = Pattern(r"[\s|,;]+")


def _speakers(readings: Iterable[Reading]) -> set[tuple[str, ...]]:
    """The guesses read with two feedbacks: words that name who spoke, not guesses (a count read
    alone by assumption is no feedback of its own)."""
    feedbacks: dict[tuple[str, ...], set[tuple[int | None, int | None]]] = {}
    for reading in _fed(readings):
        feedbacks.setdefault(reading.symbols, set()).add((reading.black, reading.white))
    return {symbols for symbols, seen in feedbacks.items() if len(seen) > 1}


def _fed(readings: Iterable[Reading]) -> list[Reading]:
    """The readings that have a feedback of their own: not a lone count of words the table lacks
    (``OYPR has all four colours``), and of two guesses of one shape on a line before one feedback,
    the nearer (``so exactly R, G, B, Y. Then GRBO: 0 black, 3 white``: not R, G, B, Y's; but a
    process's number before a guess in letters is read as a guess of its own, to be found on each
    line of a log)."""
    nearest: dict[tuple[int, int, str, int | None, int | None], Reading] = {}
    for reading in readings:
        key = (reading.line, reading.pegs, reading.kind, reading.black, reading.white)
        if not (reading.white is None and reading.assumed) and (
            key not in nearest or nearest[key].span[0] < reading.span[0]
        ):
            nearest[key] = reading
    return list(nearest.values())


def _spoken_among(
    by_line: dict[int, list[Reading]], many: dict[int, list[list[Reading]]]
) -> set[tuple[str, ...]]:
    """The guesses read among several clues, on two lines or more with two feedbacks: a word that
    names the turn or who spoke (``koko 1: rgby — 1 ...``, ``koko 2: ybgr — 0 ...``), not a guess."""
    seen: dict[tuple[str, ...], dict[int, set[tuple[int | None, int | None]]]] = {}
    for number, ways in many.items():
        for r in (*by_line.get(number, ()), *(r for way in ways for r in way)):
            seen.setdefault(r.symbols, {}).setdefault(number, set()).add((r.black, r.white))
    for number, readings in by_line.items():
        for r in _fed(readings):
            if r.symbols in seen:
                seen[r.symbols].setdefault(number, set()).add((r.black, r.white))
    return {
        symbols
        for symbols, lines in seen.items()
        if len(lines) >= 2 and len(set().union(*lines.values())) > 1
    }


def _whole_clue(reading: Reading, line: str) -> bool:
    """Whether the line is a clue as the notation writes one: a guess of letters or digits first on
    the line and both its counts (``RRGG 1 1``), which is not the feedback of a guess above it."""
    return (
        reading.pegs > 1
        and reading.kind in ("upper", "digit")
        and reading.span != (0, 0)
        and not line[: reading.span[0] - 1].strip()
        and reading.black is not None
        and reading.white is not None
    )


def _one_guess(
    by_line: dict[int, list[Reading]],
    many: dict[int, list[list[Reading]]],
    pairs: dict[tuple[int, str], dict[int, tuple[Reading, int]]],
    shapes: Counter[tuple[int, str]],
) -> set[tuple[int, str]]:
    """The shapes read on two lines or more that are all one guess (a status code on each line of a
    log, ``200 OK 43 ms``): a column of the text, not the block of a game, which varies its guesses."""
    written: dict[tuple[int, str], set[tuple[str, ...]]] = {}
    for readings in (*by_line.values(), *(way for ways in many.values() for way in ways)):
        for r in readings:
            written.setdefault((r.pegs, r.kind), set()).add(r.symbols)
    for shape, found in pairs.items():
        written.setdefault(shape, set()).update(r.symbols for r, _ in found.values())
    return {shape for shape in shapes if shapes[shape] >= 2 and len(written.get(shape, ())) == 1}


def _known_counts(
    by_line: dict[int, list[Reading]], pairs: dict[tuple[int, str], dict[int, tuple[Reading, int]]]
) -> Counter[tuple[int, str]]:
    """The lines of each shape whose clue knows both counts, neither assumed (a guess alone too,
    its feedback on a line near)."""
    known = Counter(
        (r.pegs, r.kind)
        for readings in by_line.values()
        for r in {(r.pegs, r.kind): r for r in readings if r.white is not None and not r.assumed}.values()
    )
    for shape, found in pairs.items():
        known[shape] += sum(1 for r, _ in found.values() if r.white is not None and not r.assumed)
    return known


def _recurring(by_line: dict[int, list[Reading]], bare: list[str]) -> dict[int, set[tuple[int, int]]]:
    """The spans of words of a guess's look that stand on two lines or more beside their clues and
    are no line's guess (``RGBY black=1 white=2 HTTP/1.1``: HTTP on each line of a log): the same
    word on each line is the text's, not another guess."""
    seen: dict[tuple[str, ...], dict[int, set[tuple[int, int]]]] = {}
    for number in by_line:
        for symbols, _, start, end in guesses(bare[number - 1]):
            seen.setdefault(symbols, {}).setdefault(number, set()).add((start + 1, end + 1))
    read = {r.symbols for readings in by_line.values() for r in readings}
    spans: dict[int, set[tuple[int, int]]] = {}
    for symbols, lines in seen.items():
        if len(lines) >= 2 and symbols not in read:
            for number, found in lines.items():
                spans.setdefault(number, set()).update(found)
    return spans


def _another_clue(reading: Reading, line: str, weak: set[tuple[int, int]]) -> bool:
    """Whether the line holds another clue beside the one read: a guess of the same shape apart
    from it, with a count after it (``1234 1 2, 5612 0 1``). Such a line is not read as one clue
    (the other would be lost): the notation's error on it stands. A word whose count is only
    assumed beside a clue of two counts, or that is read as a guess on two lines (``weak``: their
    spans), is a word of the counts' labels (``rgby - 2 er plas mat, 1 er plas fall``: not the
    guess 'plas')."""
    first, past = reading.span[0] - 1, reading.span[1] - 1
    return any(
        (len(symbols), kind) == (reading.pegs, reading.kind)
        and (start + 1, end + 1) not in weak
        and not _emoji_pegs(line[start:end])  # its key pegs ('⚪ ⚪ ⚪ ⚪ · 31s')
        and (NUMBER.search(line[end:first]) if end <= first else start >= past and NUMBER.search(line[end:]))
        for symbols, kind, start, end in guesses(line)
    )  # ('INFO:game:guess=RGBY black=2': no count of INFO's own before RGBY)


def _strange(block: dict[int, Reading]) -> list[int]:
    """The lines of words in capitals among codes (``NOTE 2 things``): most of a guess's letters in
    no other clue of the block, and no feedback of two counts to say it is one; or a letter of none
    and only a count assumed, where the others have two counts each."""
    seen = Counter(ch for r in block.values() for ch in set(r.symbols))  # each clue's letters once
    wholes = sum(1 for r in block.values() if r.white is not None and not r.assumed)
    strange = []
    for number, reading in block.items():
        letters = set(reading.symbols) - set("?*_")
        unseen = sum(1 for ch in letters if seen[ch] == 1)  # in this clue alone
        whole = wholes - (reading.white is not None and not reading.assumed)
        # (an assumption every clue of the block takes, the counts' order, is none of its own)
        own = reading.assumed != "" and any(r.assumed != reading.assumed for r in block.values())
        if (reading.white is None and reading.assumed and unseen and whole >= 2) or (
            unseen * 2 > len(letters) and (reading.white is None or own)
        ):  # ('GROW 2 know the answer' below clues of two counts: a lone count among prose)
            strange.append(number)
    return strange


Block = tuple[dict[int, Reading], dict[int, int], dict[int, list[Reading]]]


def block_of(
    by_line: dict[int, list[Reading]],
    alone: dict[int, list[Reading]],
    many: dict[int, list[list[Reading]]],
    bare: list[str],
    legend_: Legend,
    lines_read: bool = True,
) -> tuple[Block | None, set[int]]:
    """``clue_block``, read again without the lines that say clues again or name a candidate
    (``restated_lines``: a chat's answer), and those lines; a line that corrects a clue above it
    (``YRBP should be 1 3``: a correction's word and a guess of a line above) is no clue
    (``notation.corrections`` reads it)."""
    corrections = {n for n, rs in by_line.items() if _corrects(n, rs, by_line, bare)}
    by_line = {n: rs for n, rs in by_line.items() if n not in corrections}
    block = clue_block(by_line, alone, many, bare, legend_, lines_read)
    restated = set() if block is None else restated_lines(*block, bare, by_line)
    if not restated:
        return block, corrections
    restated |= corrections
    by_line = {n: found for n, found in by_line.items() if n not in restated}
    many = {n: ways for n, ways in many.items() if n not in restated}
    alone = {n: found for n, found in alone.items() if n not in restated}
    return clue_block(by_line, alone, many, bare, legend_, lines_read), restated


def _corrects(
    number: int, readings: list[Reading], by_line: dict[int, list[Reading]], bare: list[str]
) -> bool:
    """Whether a line with a correction's word writes again the guess of a clue above it."""
    if not CORRECTION.search(bare[number - 1]):
        return False
    above = {r.symbols for n, rs in by_line.items() if n < number for r in rs}
    return any(r.symbols in above for r in readings)


def restated_lines(
    chosen: dict[int, Reading],
    feedback_of: dict[int, int],
    several: dict[int, list[Reading]],
    bare: list[str],
    by_line: dict[int, list[Reading]],
) -> set[int]:
    """The lines of clues that a chat's answer writes about the clues, not clues: one whose every
    guess a clue of another speaker above it reads (``#### ChatGPT:`` over ``Three of R, G, B, Y
    ... one of the O/P pegs sits in its place``, ``notation.turns``); in a sentence (words before
    the guess), one whose clues each say again a clue of a line above it (``so OBYP has
    all four colours right, none in place``), or whose counts are those of another guess of the line
    that says a clue above again (``Since ORYB has four whites, ... in place: YBOR.``: not YBOR's),
    or one of a count in words alone beside a guess where two clues or more have both counts
    (``Running it gives 4651 as one candidate.``)."""
    said: dict[tuple[str, ...], list[tuple[int, int | None, int | None]]] = {}
    for n in sorted(chosen):
        for r in (chosen[n], *several.get(n, ())):
            said.setdefault(r.symbols, []).append((n, r.black, r.white))
    every = [*chosen.values(), *(r for more in several.values() for r in more)]
    complete = sum(1 for r in every if r.black is not None and r.white is not None and not r.assumed)

    def again(r: Reading, n: int) -> bool:  # or a count of it alone ('RGBY at one black' of 1 2)
        return any(m < n and r.black in (b, 0) and r.white in (w, 0) for m, b, w in said[r.symbols])

    who = speakers(bare)

    def by_another(r: Reading, n: int) -> bool:  # a guess another speaker's clue read above
        return n in who and any(m < n and who.get(m, who[n]) != who[n] for m, _, _ in said[r.symbols])

    def in_prose(r: Reading, n: int) -> bool:  # words before the guess, or a sentence after it that
        # no line above writes ('1. PBOG has 4 white pegs, so the colours are P, B, O, G.')
        line = bare[n - 1]
        after = line[r.span[1] - 1 :]
        return WORD.search(line[: r.span[0] - 1]) is not None or (
            len(re.findall(r"[^\W\d_]{2,}", after)) >= 5
            and all(after not in bare[m - 1] for m in chosen if m < n)
        )

    return {
        n
        for n, r in chosen.items()
        if n not in feedback_of
        and r.span != (0, 0)
        and (all(by_another(each, n) for each in (r, *several.get(n, ()))) or in_prose(r, n))
        and (
            all(again(each, n) or by_another(each, n) for each in (r, *several.get(n, ())))
            or (
                n not in several
                and any(
                    o.symbols != r.symbols
                    and (o.black, o.white) == (r.black, r.white)
                    and o.symbols in said
                    and again(o, n)
                    for o in by_line.get(n, ())
                )
            )
            or (
                n not in several
                and r.white is None
                and r.assumed
                and complete >= 2
                and not NUMBER.search(bare[n - 1][r.span[1] - 1 :])
            )
        )
    }
