"""What the command line shows: human text and the JSON objects of docs/cli.md (JSON).

Pure functions: they take values and return strings or dicts; the caller decides
where they go and whether pegs are coloured (``cli.terminal.use_color``).
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping, Sequence
from typing import TYPE_CHECKING

from mmnotation.application.json_forms import MAX_ERRORS
from mmnotation.errors import NotationError, printable
from mmnotation.model import EMPTY, UNKNOWN, Clue, Code, Feedback, Game, Sheet

if TYPE_CHECKING:
    from mmnotation.deduction.deduce import Deduction
    from mmnotation.engine.conflict import Conflict
    from mmnotation.stats.play_all import Stats, Turn
    from mmnotation.strategies.judge import Judgement
    from mmnotation.strategies.optimal import Proof
    from mmnotation.strategies.recommendation import Recommendation


# ANSI colours of the usual peg colours, by symbol and by colour name
_BY_LETTER = {
    "R": "31", "G": "32", "B": "34", "Y": "33", "O": "38;5;208", "P": "35",
    "W": "97", "K": "90", "C": "36", "M": "95", "N": "38;5;130", "A": "37",
}  # fmt: skip
_BY_NAME = {
    "red": "31", "green": "32", "blue": "34", "yellow": "33", "orange": "38;5;208",
    "purple": "35", "violet": "35", "magenta": "95", "pink": "38;5;213", "white": "97",
    "black": "90", "cyan": "36", "brown": "38;5;130", "grey": "37", "gray": "37",
}  # fmt: skip
# digit palettes (and letters without an obvious colour) cycle through these
_CYCLE = ("31", "32", "34", "33", "38;5;208", "35", "97", "90", "36", "38;5;130", "95", "37")
BAR = 40  # widest histogram bar, in characters


def _ansi(game: Game, symbol: str) -> str | None:
    if symbol not in game.colors:
        return None
    index = game.colors.index(symbol)
    if game.names:
        found = _BY_NAME.get(game.names[index].lower())
        if found:
            return found
    if symbol.isalpha() and not any(c.isdigit() for c in game.colors):
        return _BY_LETTER.get(symbol, _CYCLE[index % len(_CYCLE)])
    return _CYCLE[index % len(_CYCLE)]


def paint(code: Code | str, game: Game, color: bool = False) -> str:
    """The code's symbols, each peg in its colour when ``color`` is true."""
    text = code.symbols if isinstance(code, Code) else code
    if not color:
        return text
    out = []
    for ch in text:
        ansi = _ansi(game, ch)
        if ansi is None:
            out.append(f"\x1b[2m{ch}\x1b[0m" if ch in (EMPTY, UNKNOWN) else ch)
        else:
            out.append(f"\x1b[1;{ansi}m{ch}\x1b[0m")
    return "".join(out)


def columns(cells: Sequence[str], cell_width: int, width: int = 80, indent: int = 2) -> str:
    """Lay ``cells`` (each ``cell_width`` visible characters wide) in rows across ``width``."""
    if not cells:
        return ""
    per_row = max(1, (width - indent + 2) // (cell_width + 2))
    rows = []
    for start in range(0, len(cells), per_row):
        rows.append(" " * indent + "  ".join(cells[start : start + per_row]))
    return "\n".join(rows)


def _plural(n: int, word: str, many: str | None = None) -> str:
    return f"{n:,} {word if n == 1 else many or word + 's'}"


def game_line(game: Game) -> str:
    """``Game: ...`` with the colour names, when the sheet named its colours."""
    if not game.names:
        return f"Game: {game}"
    named = ", ".join(
        f"{n} ({s})" if n[0].upper() != s or len(n) == 1 else n
        for n, s in zip(game.names, game.colors, strict=True)
    )
    return f"Game: {game}: {named}"


def spelled(code: Code, game: Game) -> str:
    """A code in the game's colour names (``Red Blue Green Orange``), or nothing without names."""
    if not game.names:
        return ""
    by_symbol = dict(zip(game.colors, game.names, strict=True))
    return " ".join(by_symbol.get(ch, ch) for ch in code.symbols)


def errors_text(exc: NotationError) -> str:
    """Each error located, with its caret, and the notices among them; after 20, how many more."""
    both = sorted([*exc.errors[:MAX_ERRORS], *exc.notices[:MAX_ERRORS]], key=lambda e: (e.line, e.column))
    shown = "\n".join(e.located() for e in both)
    more = len(exc.errors) - MAX_ERRORS
    return shown + (f"\n... and {more} more errors" if more > 0 else "")


def clue_lines(sheet: Sheet, color: bool = False) -> str:
    """The clues read, one a line with its line number."""
    if not sheet.clues:
        return "No clues: every code of the game fits."
    width = len(str(max(c.line for c in sheet.clues)))
    rows = [f"Clues ({len(sheet.clues)}):"]
    for clue in sheet.clues:
        rows.append(f"  line {clue.line:>{width}}  {paint(clue.guess, sheet.game, color)}  {clue.feedback}")
    return "\n".join(rows)


def codes_text(codes: Sequence[Code], game: Game, count: int, *, color: bool = False, width: int = 80) -> str:
    """The codes in columns, and how many more there are when truncated."""
    cells = [paint(c, game, color) for c in codes]
    out = columns(cells, game.pegs, width)
    rest = count - len(codes)
    if rest > 0:
        more = f"  ... and {rest:,} more (--limit 0 lists them all)"
        out = f"{out}\n{more}" if out else more
    return out


def positions_text(
    positions: Sequence[Sequence[str]],
    game: Game,
    color: bool = False,
    undecided: Sequence[Sequence[str]] = (),
    tally: Sequence[Sequence[int]] = (),
    sampled: bool = False,
) -> str:
    """A grid: a row per colour, a column per hole, ``●`` where the colour is still possible.

    ``undecided`` colours (neither proved possible nor impossible) show as ``?``.  With a
    ``tally`` (per hole, the codes that fit with each colour there) of two codes or more, a
    second grid beside it gives each colour's share of them in each hole, in percent; when the
    tally is of the random codes drawn for an estimate (``sampled``), of those that fit.
    """
    holes = len(positions)
    numbers = [str(h + 1) for h in range(holes)]
    cell = max(len(n) for n in numbers) if numbers else 1
    unsure = [set(u) for u in undecided] or [set() for _ in positions]
    title = "Colours still possible in each hole"
    if any(unsure):
        title += " (? = not decided within the time budget)"
    total = sum(tally[0]) if tally else 0
    shares = total >= 2
    rows = [title + ":"]
    head = "  hole " + " ".join(n.rjust(cell) for n in numbers)
    if shares:
        whose = (
            f"the {total:,} random codes that fit, an estimate"
            if sampled
            else f"the {total:,} codes that fit"
        )
        head += " │ " + " ".join(n.rjust(3) for n in numbers) + f"  (% of {whose})"
    rows.append(head)
    sets = [set(p) for p in positions]
    for i, symbol in enumerate(game.colors):
        marks = " ".join(
            ("●" if symbol in s else "?" if symbol in u else "·").rjust(cell)
            for s, u in zip(sets, unsure, strict=True)
        )
        row = f"     {paint(symbol, game, color)} {marks}"
        if shares:
            row += " │ " + " ".join(_percent(tally[h][i], total) for h in range(holes))
        rows.append(row)
    return "\n".join(rows)


def _percent(part: int, total: int) -> str:
    """``part`` of ``total`` in whole percent, three wide: ``·`` for none, ``<1`` for a few."""
    if part == 0:
        return "  ·"
    share = round(100 * part / total)
    return " <1" if share == 0 else ">99" if share == 100 and part < total else f"{share:>3}"


def duration_text(seconds: float) -> str:
    """A rough duration in words: '40 seconds', '3 minutes', '2 hours', '5 days', '1,200 years'."""
    for unit, size, up_to in (
        ("second", 1, 90),
        ("minute", 60, 90 * 60),
        ("hour", 3600, 36 * 3600),
        ("day", 86400, 730 * 86400),
    ):
        if seconds < up_to:
            return _plural(max(1, round(seconds / size)), unit)
    return _plural(round(seconds / (365.25 * 86400)), "year")


def _rounded(n: int, up: bool = False) -> int:
    """``n`` to three significant figures, rounded down (or up): keeps an interval an interval."""
    if n < 1000:
        return n
    step = int(10 ** (len(str(n)) - 3))
    return -(-n // step) * step if up else n // step * step


def estimate_text(deduction: Deduction, budget: float | None = None) -> str:
    """'About N codes fit (95% between L and H; counting them all would take about T)'."""
    est = deduction.estimate
    needed = deduction.seconds_needed
    if needed is not None:
        takes = f"counting them all would take about {duration_text(needed)}"
    elif budget is not None:
        takes = f"counting them all would take longer than {duration_text(budget)}"
    else:
        takes = "counting them all would take too long"
    if est is None:
        return f"At least {_plural(deduction.count, 'code')} fit ({takes})"
    value = max(_rounded(est.value), deduction.count)
    low, high = _rounded(est.low), _rounded(est.high, up=True)
    return f"About {value:,} codes fit (95% between {low:,} and {high:,}; {takes})"


def bars(rows: Iterable[tuple[str, int]], width: int = BAR) -> str:
    """A small text histogram: label, bar scaled to the largest value, the value."""
    items = list(rows)
    if not items:
        return ""
    top = max(v for _, v in items) or 1
    label = max(len(k) for k, _ in items)
    digits = max(len(f"{v:,}") for _, v in items)
    out = []
    for key, value in items:
        eighths = round(value * width * 8 / top)
        bar = "█" * (eighths // 8) + ("", "▏", "▎", "▍", "▌", "▋", "▊", "▉")[eighths % 8]
        if value and not bar:
            bar = "▏"
        out.append(f"  {key.rjust(label)} │ {f'{value:,}'.rjust(digits)} {bar}")
    return "\n".join(out)


def partition_text(partition: Mapping[str, int]) -> str:
    """How a guess splits the codes: each feedback and its class size, as bars.

    The partition comes ordered from the strategy (all black first), and is shown so.
    """
    return bars(partition.items())


def _score_text(strategy: object, score: float | int) -> str:
    """What a strategy's score of a guess says (``largest class 4``, ``entropy 2.1 bits``)."""
    name = str(getattr(strategy, "value", strategy))
    shown = f"{score:.4g}" if isinstance(score, float) else str(score)
    meaning = {
        "minimax": f"largest class {shown}",
        "expected": f"expected class size {shown}",
        "entropy": f"entropy {shown} bits",
        "parts": f"{shown} classes",
        "optimal": f"{shown} guesses on average from here",
    }.get(name, f"score {shown}")
    return meaning


def recommendation_text(rec: Recommendation, game: Game, color: bool = False) -> str:
    """The recommended guess, its score, and its partition of the codes."""
    strategy = str(getattr(rec.strategy, "value", rec.strategy))
    kind = "a code that fits" if rec.consistent else "not itself a possible code"
    names = spelled(rec.guess, game)
    shown = paint(rec.guess, game, color) + (f" ({names})" if names else "")
    head = f"Recommended guess ({strategy}): {shown}  ({_score_text(rec.strategy, rec.score)}; {kind})"
    part = partition_text(rec.partition)
    return f"{head}\n{part}" if part else head


def _ordinal(n: int) -> str:
    tail = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n:,}{tail}"


def judgement_text(judged: Judgement, game: Game, color: bool = False, unit: str = "line") -> str:
    """``--try``: how the guess splits the codes that fit, whether it could be the code, its rank;
    ``unit``: what a clue's number counts, the sheet's ``line`` or the maker mode's ``turn``."""
    strategy = judged.strategy.value
    head = f"Your guess {paint(judged.guess, game, color)}"
    if judged.rank is not None and judged.score is not None and judged.best is not None:
        as_good = f", {_plural(judged.ties or 0, 'other')} as good" if judged.ties else ""
        mine, best = _score_text(judged.strategy, judged.score), _score_text(judged.strategy, judged.best)
        rank = f"{_ordinal(judged.rank)} of {judged.guesses:,} guesses{as_good}"
        head += f" ({strategy}): {rank}; {mine} (the best: {best})"
    elif judged.unranked:
        head += f" (not ranked: {judged.unranked})"
    if judged.consistent:
        verdict = "it could be the code: it fits every clue, and wins now if it is"
    else:
        verdict = f"it cannot be the code: {unit} {judged.ruled_out} rules it out"
    classes = _plural(judged.parts, "class", "classes")
    split = (
        f"it splits the {_plural(judged.codes, 'code')} that fit into {classes}: largest {judged.largest}, "
        f"expected size {judged.expected:.3g}, entropy {judged.entropy:.3g} bits"
    )
    return f"{head}\n  {verdict}\n  {split}\n{partition_text(judged.partition)}"


def top_text(best: Sequence[Recommendation], ties: int, game: Game, color: bool = False) -> str:
    """``--top K``: the best guesses, best first, and how many tie with the best."""
    if not best:
        return ""
    strategy = str(getattr(best[0].strategy, "value", best[0].strategy))
    rows = [f"Best guesses ({strategy}):"]
    width = len(str(len(best)))
    for k, rec in enumerate(best, 1):
        kind = "could be the code" if rec.consistent else "cannot be the code"
        rows.append(
            f"  {k:>{width}}. {paint(rec.guess, game, color)}  {_score_text(rec.strategy, rec.score)}; {kind}"
        )
    rows.append(
        f"  {_plural(ties, 'other guess', 'other guesses')} as good as the best"
        if ties
        else "  no other guess as good as the best"
    )
    return "\n".join(rows) + "\n"


def _line_text(line: int, sheet: Sheet, source: Sequence[str] | None) -> str:
    """Line ``line`` as written (``source``, split as the parser splits it), escaped for a terminal."""
    if source is not None and 0 < line <= len(source):
        return printable(source[line - 1].strip())
    for clue in sheet.clues:
        if clue.line == line:
            return printable(str(clue))
    return ""


def _or_list(items: Sequence[str]) -> str:
    """'a', 'a or b', 'a, b or c'."""
    return items[0] if len(items) == 1 else ", ".join(items[:-1]) + " or " + items[-1]


def conflict_text(
    conflict: Conflict | None,
    sheet: Sheet,
    source: Sequence[str] | None = None,
    *,
    noun: str = "line",
    head: str = "No code fits these clues.",
) -> str:
    """Why no code fits, led by what can be done about it.

    First the lines whose feedback alone can be the mistake, each with the
    feedbacks that would make every line fit; then one set of lines that clash
    on their own (a minimal set: at least one of them is wrong; other lines may
    clash too).  ``noun`` names a line ("turn" in a game of play).
    """
    rows = [head]
    if conflict is None:
        return rows[0]
    if not conflict.exact:
        return _partial_conflict_text(conflict, sheet, source, noun, rows)
    fixes = _fixes(conflict)
    if len(fixes) == 1:
        ((place, feedbacks),) = fixes.items()
        rows.append(
            f"Only {_at(place, sheet, noun)} can be the single mistake: it fits as {_or_list(feedbacks)}."
        )
    elif fixes:
        rows.append(f"Any one of these {noun}s can be the single mistake:")
        rows.extend(_repair_rows(fixes, sheet, source, noun))
    else:
        rows.append(f"No single {noun} corrected makes everything fit: at least two {noun}s are wrong.")
    rows.extend(_clashing(conflict, sheet, source, noun))
    stuck = [_at(place, sheet, noun) for place in _places(conflict) if place not in fixes]
    if stuck and fixes:
        rows.append(f"Changing or dropping {_or_list(stuck)} alone does not help: other {noun}s clash too.")
    return "\n".join(rows)


Place = tuple[int, str]
"""A clue's line and guess: a line may hold several clues (``RGBY 2 1; RRGG 1 0``)."""


def _places(conflict: Conflict) -> list[Place]:
    """The clues of the conflict's minimal set, each as its line and guess."""
    guesses = conflict.guesses or ("",) * len(conflict.lines)
    return list(zip(conflict.lines, guesses, strict=True))


def _at(place: Place, sheet: Sheet, noun: str) -> str:
    """``line 3``, or ``line 3 (RRGG 1 0)`` where line 3 holds several clues."""
    clue = _shared(place, sheet)
    return f"{noun} {place[0]} ({printable(str(clue))})" if clue is not None else f"{noun} {place[0]}"


def _shared(place: Place, sheet: Sheet) -> Clue | None:
    """The clue of ``place`` where its line holds several, else None."""
    line, guess = place
    on_line = [clue for clue in sheet.clues if clue.line == line]
    if not guess or len(on_line) < 2:
        return None
    return next((clue for clue in on_line if clue.guess.symbols == guess), None)


def _text(place: Place, sheet: Sheet, source: Sequence[str] | None) -> str:
    """The clue as written: its line, or the clue itself where the line holds several."""
    clue = _shared(place, sheet)
    return printable(str(clue)) if clue is not None else _line_text(place[0], sheet, source)


def _fixes(conflict: Conflict) -> dict[Place, list[str]]:
    """The repairs of each clue, as feedback written ('1 2'), in the conflict's order."""
    fixes: dict[Place, list[str]] = {}
    for r in conflict.repairs:
        fixes.setdefault((r.line, r.guess), []).append(str(Feedback(r.black, r.white)))
    return fixes


def _repair_rows(
    fixes: dict[Place, list[str]], sheet: Sheet, source: Sequence[str] | None, noun: str
) -> list[str]:
    """A row for each clue that one corrected feedback would make fit: its line and those feedbacks."""
    return [
        f"  {noun} {place[0]} ({_text(place, sheet, source)}) would fit as {_or_list(feedbacks)}"
        for place, feedbacks in fixes.items()
    ]


def _clashing(conflict: Conflict, sheet: Sheet, source: Sequence[str] | None, noun: str) -> list[str]:
    """The minimal set of clues that admit no code together (or the one that admits none)."""
    places = _places(conflict)
    if len(places) == 1:
        place = places[0]
        return [f"{noun.capitalize()} {place[0]} ({_text(place, sheet, source)}) admits no code by itself."]
    if not places:
        return []
    head = f"These {noun}s admit no code together (at least one of them is wrong):"
    return [head, *(f"  {noun} {place[0]}: {_text(place, sheet, source)}" for place in places)]


def _partial_conflict_text(
    conflict: Conflict, sheet: Sheet, source: Sequence[str] | None, noun: str, rows: list[str]
) -> str:
    """An explanation cut short by its time budget: only what was proven before it ran out.

    The repairs found are possible single mistakes, but other lines may be too (the search did
    not reach them all); a line whose repairs were all sought without one is named as such;
    nothing is said of the lines not reached.
    """
    fixes = _fixes(conflict)
    fixed = {line for line, _ in fixes}
    checked = conflict.searched
    if fixes:
        rows.append(f"Found in the time budget, each can be the single mistake (other {noun}s may be too):")
        rows.extend(_repair_rows(fixes, sheet, source, noun))
    else:
        rows.append(f"No single-{noun} repair was found within the time budget.")
    if conflict.lines:
        rows.extend(_clashing(conflict, sheet, source, noun))
        bare = [f"{noun} {n}" for n in checked if n not in fixed]
        if bare:
            rows.append(f"Changing {_or_list(bare)} alone does not help (checked in full).")
        rest = [n for n in conflict.lines if n not in checked]
        if rest:
            rows.append(f"Not checked for a repair before time ran out: {noun}s {', '.join(map(str, rest))}.")
    else:
        rows.append(f"The time ran out before a set of clashing {noun}s was settled.")
    rows.append("(the explanation is partial: it ran out of time; --exact finds every repair)")
    return "\n".join(rows)


def more_colours_text(read: Game, wider: Game, count: int) -> str:
    """The line that says a game of more colours admits codes where the sheet's admits none."""
    n = len(wider.colors)
    codes = f"{count:,} code{'' if count == 1 else 's'}"
    return (
        f"With {n} colours ({''.join(wider.colors)}) {codes} would fit: the sheet does not say how many "
        f"colours the game has, and {len(read.colors)} were read; say colors: {n} if it has {n}."
    )


def deduction_text(
    deduction: Deduction,
    *,
    recommendation: Recommendation | None = None,
    conflict: Conflict | None = None,
    source: Sequence[str] | None = None,
    color: bool = False,
    width: int = 80,
    budget: float | None = None,
) -> str:
    """The whole human report of a deduction (``budget``: the seconds it was given, for the note)."""
    sheet: Sheet = deduction.sheet
    game = sheet.game
    parts = [game_line(game), clue_lines(sheet, color)]
    count = deduction.count
    if not deduction.exact:
        parts.append(_estimated_text(deduction, color=color, width=width, budget=budget))
        return "\n".join(parts) + "\n"
    if count == 0:
        parts.append(conflict_text(conflict, sheet, source))
        return "\n".join(parts) + "\n"
    if count == 1 and deduction.codes:
        names = spelled(deduction.codes[0], game)
        parts.append(
            f"Solved: the code is {paint(deduction.codes[0], game, color)}{f' ({names})' if names else ''}."
        )
        return "\n".join(parts) + "\n"
    listed = codes_text(deduction.codes, game, count, color=color, width=width)
    head = f"{_plural(count, 'code')} fit:"
    parts.append(f"{head}\n{listed}" if listed else head)
    if deduction.positions:
        parts.append(positions_text(deduction.positions, game, color, tally=deduction.tally))
    if recommendation is not None:
        parts.append(recommendation_text(recommendation, game, color))
    return "\n".join(parts) + "\n"


STREAM_ROWS = 256
"""Rows of codes written at a time when every code is listed (``--limit 0``)."""


def deduction_stream(
    deduction: Deduction,
    codes: Iterable[Code],
    *,
    recommendation: Recommendation | None = None,
    color: bool = False,
    width: int = 80,
) -> Iterator[str]:
    """The report of an exact deduction that lists every one of ``codes``, piece by piece.

    The text is the same as ``deduction_text`` with no limit, but the codes are
    laid out a few hundred rows at a time as ``codes`` (a generator) yields them,
    so that listing millions of codes takes no more memory than listing a few.
    """
    sheet: Sheet = deduction.sheet
    game = sheet.game
    count = deduction.count
    yield "\n".join([game_line(game), clue_lines(sheet, color), f"{_plural(count, 'code')} fit:"]) + "\n"
    per_row = max(1, (width - 2 + 2) // (game.pegs + 2))
    chunk: list[str] = []
    for code in codes:
        chunk.append(paint(code, game, color))
        if len(chunk) == per_row * STREAM_ROWS:
            yield columns(chunk, game.pegs, width) + "\n"
            chunk = []
    if chunk:
        yield columns(chunk, game.pegs, width) + "\n"
    tail = []
    if deduction.positions:
        tail.append(positions_text(deduction.positions, game, color, tally=deduction.tally))
    if recommendation is not None:
        tail.append(recommendation_text(recommendation, game, color))
    if tail:
        yield "\n".join(tail) + "\n"


def more_text(deduction: Deduction) -> str:
    """After the first codes of a search stopped by its budget: more fit only if more were counted."""
    if deduction.count > len(deduction.codes):
        return "  ... and more"
    return "  ... (the search stopped here: more may fit)"


def _estimated_text(deduction: Deduction, *, color: bool, width: int, budget: float | None) -> str:
    """The report of a deduction stopped by its time budget: estimate, first codes, positions."""
    game = deduction.sheet.game
    codes = deduction.codes
    rows = [estimate_text(deduction, budget) + "."]
    if codes:
        rows.append(f"The first {_plural(len(codes), 'code')} in palette order:")
        rows.append(columns([paint(c, game, color) for c in codes], game.pegs, width))
        rows.append(more_text(deduction))
    elif not any(deduction.positions):
        rows.append("No code was found in the time, and none could be ruled out.")
    rows.append("The count is an estimate from random codes: --exact counts them all.")
    rows.append(
        positions_text(deduction.positions, game, color, deduction.undecided, deduction.sampled, True)
    )
    return "\n".join(rows)


def proof_label(proof: Proof) -> str:
    """The optimal search's progress bar label: the bounds proven so far, the gap between them."""
    text = f"optimal: at least {proof.lower:,}"
    if proof.upper is not None:
        gap = (proof.upper - proof.lower) / proof.upper
        text += f", {proof.upper:,} found (gap {gap:.1%})"
    return f"{text}, classes {proof.done}/{proof.classes}"


def proof_text(proof: Proof, seconds: float) -> str:
    """What an interrupted optimal search had proven, for the user who stopped it."""
    text = (
        f"the optimal search stopped after {duration_text(seconds)}: the least total for the "
        f"{proof.codes:,} codes is at least {proof.lower:,} guesses (proven)"
    )
    if proof.upper is not None:
        text += f", and a strategy of {proof.upper:,} is known (at most {proof.upper - proof.lower:,} more)"
    return text + "; run it again to search from the start"


def known_tree_text(total: int, codes: int, optimal: bool) -> str:
    """The tree written after an optimal search was interrupted: what it is and what it takes."""
    what = (
        "the optimal tree (the search had finished)"
        if optimal
        else "the best tree known (optimal where the search got to, the expected heuristic elsewhere; "
        "not proven optimal)"
    )
    return f"{what}, {total:,} guesses in all ({total / codes:.4f} on average),"


def stats_header(game: Game, strategy: object) -> str:
    """What ``stats`` prints before it starts: the game and the strategy."""
    name = str(getattr(strategy, "value", strategy))
    return f"Game: {game}\nStrategy: {name}\n"


def stats_text(stats: Stats, *, header: bool = True) -> str:
    """Total, average and largest number of guesses, and their distribution as bars.

    ``header=False`` leaves out the lines of ``stats_header`` (printed before the work).
    """
    rows = [stats_header(stats.game, stats.strategy).rstrip("\n")] if header else []
    if stats.first_guess is not None:
        rows.append(f"First guess: {stats.first_guess}")
    rows += [
        f"{_plural(stats.games, 'game')}: {_plural(stats.total, 'guess', 'guesses')} in all, "
        f"{stats.average:.4f} on average, at most {stats.max}",
        "Games by number of guesses:",
        bars((str(k), v) for k, v in sorted(stats.distribution.items())),
        f"Time: {stats.seconds:.2f} s",
    ]
    return "\n".join(rows) + "\n"


def turn_text(number: int, turn: Turn, game: Game, color: bool = False) -> str:
    """One turn of a game: its number, guess, feedback and codes remaining."""
    left = _plural(turn.remaining, "code")
    return f"{number:>3}. {paint(turn.guess, game, color)}  {turn.feedback}   {left} left"


def play_lines(game: Game, secret: Code, turns: Iterable[Turn], color: bool = False) -> Iterator[str]:
    """A self-played game, a line a turn as each is played, and how it ended."""
    yield f"Game: {game}\nSecret: {paint(secret, game, color)}"
    played, last = 0, None
    for played, last in enumerate(turns, 1):
        yield turn_text(played, last, game, color)
    solved = last is not None and last.feedback.black == game.pegs
    yield f"Solved in {_plural(played, 'turn')}." if solved else "Not solved."


def opening_table_text(table: Sequence[Stats]) -> str:
    """One row for each opening: guesses in all, on average, at most, and the distribution."""
    if not table:
        return ""
    rows = [stats_header(table[0].game, table[0].strategy).rstrip("\n")]
    most = max(s.max for s in table)
    head = f"{'first':<{max(5, table[0].game.pegs)}}  {'total':>9}  {'average':>8}  {'max':>3}  "
    rows.append(head + "  ".join(f"{k:>6}" for k in range(1, most + 1)))
    best = min(s.total for s in table)
    for s in table:
        cells = "  ".join(f"{s.distribution.get(k, 0):>6,}" for k in range(1, most + 1))
        mark = "  (best)" if s.total == best else ""
        first = f"{s.first_guess!s:<{max(5, s.game.pegs)}}"
        rows.append(f"{first}  {s.total:>9,}  {s.average:>8.4f}  {s.max:>3}  {cells}{mark}")
    rows.append(f"Time: {sum(s.seconds for s in table):.2f} s")
    return "\n".join(rows) + "\n"
