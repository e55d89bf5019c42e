"""The split of each clue line (pass 3): its readings (a run such as ``BBYR12`` splits by the
number of pegs), the number of pegs they settle, and the reading chosen for each line."""

from __future__ import annotations

import re
from functools import lru_cache

from mmnotation.errors import (
    NotationError,
    NotationSyntaxError,
)
from mmnotation.model import (
    EMPTY,
    UNKNOWN,
    Feedback,
    normal,
)
from mmnotation.notation.grammar import FEEDBACK_HINT, parse
from mmnotation.notation.palette import Declared
from mmnotation.notation.reader import (
    ClueLine,
    Directive,
    Guess,
    LineTransformer,
    ReadFeedback,
    Run,
    Word,
)
from mmnotation.notation.reading_state import (
    DEFAULT_PEGS,
    LONGEST_FEEDBACK,
    MAX_PEGS,
    Found,
    Reading,
    as_written,
    mixed,
)
from mmnotation.notation.words import name_letter


# ---------------------------------------------------------------- pass 3: readings of each clue
@lru_cache(maxsize=1024)
def _columns(first: int, n: int) -> tuple[int, ...]:
    """The columns of ``n`` symbols written together from ``first`` (shared: long sheets repeat them)."""
    return tuple(range(first, first + n))


def symbols_of(
    guess: Guess, declared: Declared, found: Found, line: int
) -> tuple[str, tuple[int, ...]] | None:
    """The symbols and columns of a guess; None after an error (an unknown name...)."""
    if guess.form in ("together", "dashed"):  # the commonest: one word, one symbol a character
        return normal(guess.text), _columns(guess.column, len(guess.text))
    out: list[str] = []
    cols: list[int] = []
    for word in guess.words:
        if guess.form == "named":
            key = word.text.lower()
            if declared.name_map:
                sym = declared.name_map.get(key)
                if sym is None:
                    known = ", ".join(declared.names)
                    found.error(
                        f"unknown colour name {word.text!r}; expected one of {known}", line, word.column
                    )
                    return None
            else:
                sym = name_letter(word.text)
            out.append(sym)
        else:
            out.append(normal(word.text))
        cols.append(word.column)
    return "".join(out), tuple(cols)


def _feedback_text(text: str, column: int, line: int, path: str) -> ReadFeedback | NotationError:
    """Feedback from text that a run's split left over (parsed by the grammar's feedback rule)."""
    try:
        read: ReadFeedback = parse(text, "feedback", (), LineTransformer, line, path)
    except NotationError as exc:
        return type(exc)(exc.message, line=line, column=exc.column + column - 1, path=path)
    return ReadFeedback(read.value, read.form, read.column + column - 1, read.text)


def _plausible(guess: str, fb: Feedback) -> bool:
    """Counts that fit the guess's placed pegs (a run's other readings are not meant)."""
    placed = len(guess) - guess.count(EMPTY)
    b, w = fb.black or 0, fb.white or 0
    return b + w <= placed


# a guess with an underscore between every two symbols, maybe at both ends: a score pad's lines
# (_R_G_B_Y_), or empty holes; read like R-G-B-Y, the separators preferred, with a notice
_PADDED = re.compile(r"_?[^_](?:_[^_]){2,}_?")


def readings(
    clue: ClueLine, declared: Declared, pegs: int | None, found: Found, line_text: str
) -> list[Reading]:
    """Every reading of a clue line that its form allows (for a run: each split)."""
    if clue.guess is not None:
        assert clue.feedback is not None
        got = symbols_of(clue.guess, declared, found, clue.line)
        if got is None:
            return []
        guess, cols = got
        written = f"{clue.guess.text} {clue.feedback.text}"
        pairs = _abbreviated(clue.guess.text, declared)
        if pairs is not None:  # BkBlRdGn: declared two-letter names written together
            cols = tuple(clue.guess.column + 2 * i for i in range(len(pairs)))
            return [Reading(pairs, cols, clue.feedback, written)]
        if clue.guess.form == "together" and clue.guess.text.lower() in declared.name_map:
            # a declared name alone is a one-peg guess, or the symbols it spells
            name = Reading(declared.name_map[clue.guess.text.lower()], (clue.column,), clue.feedback, written)
            return [Reading(guess, cols, clue.feedback, written), name]
        marked = _marked_up(clue.guess, guess, cols, clue.feedback, written, line_text)
        if marked:
            return marked
        padded = clue.guess.form == "together" and _PADDED.fullmatch(clue.guess.text) is not None
        if clue.guess.form != "dashed" and not padded:
            return [Reading(guess, cols, clue.feedback, written)]
        marks, other = (
            ("underscores", f"write pegs: {len(guess)} if they are empty holes")
            if padded
            else ("dashes", "write '_' for an empty hole")
        )
        apart = "".join(ch for ch in guess if ch != EMPTY)
        return [
            Reading(
                apart,
                tuple(c for c, ch in zip(cols, guess, strict=True) if ch != EMPTY),
                clue.feedback,
                written,
                f"the {marks} in {clue.guess.text!r} are read as separators "
                f"(a {len(apart)}-peg guess); {other}",
                preferred=True,
            ),
            Reading(
                guess,
                cols,
                clue.feedback,
                written,
                f"the {marks} in {clue.guess.text!r} are read as empty holes (a {len(guess)}-peg guess)",
            ),
        ]
    assert clue.run is not None
    out = _run_readings(clue.run, pegs, declared.mixed, clue.line, found.source.path, line_text)
    words = clue.run.words
    mark = words[0].text
    if clue.run.form != "spaced" or len(words) < 4 or mark not in ("-", "*"):
        return out
    # '- R G B Y 1 2': a bullet before the symbols, or a joker in the first hole
    holes = "an unknown peg" if mark == "*" else "an empty hole"
    bare = clue.run._replace(words=words[1:], text=clue.run.text[words[1].column - words[0].column :])
    bulleted = _run_readings(bare, pegs, declared.mixed, clue.line, found.source.path, line_text)
    told = f"the '{mark}' before the guess is read as a bullet; write '{normal(mark)}' for {holes}"
    as_joker = f"the '{mark}' before the guess is read as {holes}, as the other guesses have that many pegs"
    out = [r._replace(notice=as_joker) for r in out]
    return [r._replace(notice=told, preferred=True) for r in bulleted] + out


_JOKERS = frozenset("*?_-")


def _marks(guess: Guess, line_text: str) -> tuple[str, str]:
    """The marks a guess may be written between as markup, before and after it: Markdown's
    emphasis around the guess (``**RGBY**``, ``*RGBY*``, ``__RGBY__``) or around the line
    (``**RGBY 2 1 - good**``), or a bullet before symbols apart (``- R G B Y 1 2``); ('', '')
    for none."""
    text = guess.text
    if text[:1] not in ("*", "_", "-"):
        return "", ""  # (most guesses)
    if guess.form == "apart":
        first = guess.parts[0].text
        if len(guess.parts) >= 3 and first in ("-", "*") and not {p.text for p in guess.parts[1:]} & _JOKERS:
            return first, ""
        return "", ""
    if guess.form != "together":
        return "", ""
    for mark in ("**", "__", "*", "_"):
        inner = text[len(mark) :]
        if not text.startswith(mark) or inner[:1] in _JOKERS:
            continue
        if inner.endswith(mark) and len(inner) - len(mark) >= 2 and not set(inner[: -len(mark)]) & _JOKERS:
            return mark, mark
        line = line_text.rstrip(" \t")
        # a mark closing the line after something else (a line of the mark alone closes nothing)
        closed = line.endswith(mark) and len(line) > len(mark) and line[-len(mark) - 1] != mark[0]
        if len(inner) >= 2 and not set(inner) & _JOKERS and closed:
            return mark, ""  # the closing mark ends the line
        return "", ""
    return "", ""


def _marked_up(
    written_guess: Guess,
    guess: str,
    cols: tuple[int, ...],
    feedback: ReadFeedback,
    written: str,
    line_text: str,
) -> list[Reading]:
    """The readings of a guess between marks that may be markup or jokers (``_marks``): without
    them (preferred, with a notice), and with them, as jokers, where the other guesses are that long."""
    before, after = _marks(written_guess, line_text)
    if not before:
        return []
    apart = written_guess.form == "apart"
    lead = 1 if apart else len(before)
    end = len(guess) - len(after)
    inner = guess[lead:end]
    holes = "unknown pegs" if before[0] == "*" else "empty holes"
    joker = "?" if before[0] == "*" else "_"
    what = "a bullet" if apart else "as Markdown writes bold or italics"
    said = f"'{before}' before" if apart or not after else f"'{before}' around"
    fix = f"{joker * lead}{inner}{joker * (len(guess) - end)}"
    return [
        Reading(
            inner,
            cols[lead:end],
            feedback,
            written,
            f"{written_guess.text!r} is read as the guess {inner!r} marked up ({said} it, {what}); "
            f"write '{fix}' if the '{before[0]}' are {holes}",
            preferred=True,
        ),
        Reading(
            guess,
            cols,
            feedback,
            written,
            f"the '{before[0]}' {'before' if not after else 'around'} {inner!r} are read as {holes} "
            f"(a {len(guess)}-peg guess), as the other guesses have that many pegs",
        ),
    ]


def _abbreviated(text: str, declared: Declared) -> str | None:
    """The symbols of a word of declared two-letter names written together (``BkBlRdGn``), or None."""
    names = declared.name_map
    if not names or len(text) < 4 or len(text) % 2 or any(len(n) != 2 for n in names):
        return None
    chunks = [text[i : i + 2].lower() for i in range(0, len(text), 2)]
    if not all(c in names for c in chunks):
        return None
    return "".join(names[c] for c in chunks)


def _run_readings(
    run: Run, pegs: int | None, mixed_ok: bool, line: int, path: str, line_text: str
) -> list[Reading]:
    """The splits of a run into guess and feedback: at ``pegs`` when known, else each plausible one.

    Without ``pegs``, a split whose guess mixes letters and digits (unless the palette does)
    or whose counts exceed its pegs is not a reading (``BBYR12`` is ``BBYR`` and ``12``).
    """
    words = run.words
    n = len(words)
    if run.form == "compact":
        cuts = range(max(1, n - LONGEST_FEEDBACK), n)
    else:
        cuts = range(max(1, n - 2), n + (run.tail is not None))
    if pegs is not None:
        cuts = range(pegs, pegs + 1) if pegs in cuts else range(0)
    elif run.form == "spaced":
        cuts = _widest_gap(words, cuts)
    end = (
        (run.tail.column + len(run.tail.text))
        if run.tail is not None
        else words[-1].column + len(words[-1].text)
    )
    out: list[Reading] = []
    if run.form == "compact":
        out += _dash_after(run, cuts, line, path, line_text, end)
    for k in cuts:
        start = words[k].column if k < n else run.tail.column  # type: ignore[union-attr]
        fb = _feedback_text(line_text[start - 1 : end - 1], start, line, path)
        if isinstance(fb, NotationError) and run.form == "spaced" and run.tail is None:
            # the run read without its markup ('<td>1</td><td>2</td>'): its words, as the run has them
            fb = _feedback_text(" ".join(w.text for w in words[k:]), start, line, path)
        if isinstance(fb, NotationError):
            continue
        guess = "".join(normal(w.text) for w in words[:k])
        if pegs is None and (not _plausible(guess, fb.value) or (mixed(guess) and not mixed_ok)):
            continue
        if pegs is None and run.form == "compact" and run.text.isalpha():
            continue  # a word (Hello, Mastermind) is no guess and key pegs unless the pegs are stated
        shown = " ".join(w.text for w in words[:k]) + " | " if run.form == "spaced" else run.text[:k] + " "
        out.append(Reading(guess, tuple(w.column for w in words[:k]), fb, shown + fb.text))
    return out


def _dash_after(run: Run, cuts: range, line: int, path: str, line_text: str, end: int) -> list[Reading]:
    """``RGBY-2-1``: a dash between the guess and its feedback read as a separator (preferred, with
    a notice), beside the reading of the dash as an empty hole (``RGBY_``, ``2-1``); not where the
    feedback reads with the dash (``RG-1``: black unknown, 1 white)."""
    words = run.words
    out: list[Reading] = []
    for k in cuts:
        if not (1 <= k < len(words) - 1 and words[k].text == "-" and words[k - 1].text != "-"):
            continue
        if not isinstance(
            _feedback_text(line_text[words[k].column - 1 : end - 1], words[k].column, line, path),
            NotationError,
        ):
            continue
        fb = _feedback_text(line_text[words[k + 1].column - 1 : end - 1], words[k + 1].column, line, path)
        if isinstance(fb, NotationError) or not _plausible(run.text[:k], fb.value):
            continue
        guess = "".join(normal(w.text) for w in words[:k])
        out.append(
            Reading(
                guess,
                tuple(w.column for w in words[:k]),
                fb,
                f"{run.text[:k]} - {fb.text}",
                f"the '-' after {run.text[:k]!r} is read as a separator (a {k}-peg guess); "
                "write '_' for an empty hole",
                preferred=True,
            )
        )
    return out


def _widest_gap(words: tuple[Word, ...], cuts: range) -> range:
    """A spaced run's split where the writer left a wider gap than anywhere else
    (``1 1 2 2   1 0``), when that split is one of ``cuts``; else ``cuts``."""
    gaps = [words[i].column - words[i - 1].column - len(words[i - 1].text) for i in range(1, len(words))]
    if len(gaps) < 2:
        return cuts
    widest = max(gaps)
    at = gaps.index(widest) + 1
    if widest >= 2 and gaps.count(widest) == 1 and at in cuts:
        return range(at, at + 1)
    return cuts


def run_error(clue: ClueLine, pegs: int | None, found: Found, line_text: str) -> None:
    """Say why no split of a run reads, at the split most likely meant.

    That is at ``pegs`` when known, else after the leading symbols of one kind (the letters of
    ``RGBY2x``), else before the last symbol.
    """
    run = clue.run
    assert run is not None
    words = run.words
    n = len(words)
    last = run.tail if run.tail is not None else words[-1]
    end = last.column + len(last.text)
    if pegs is not None:
        k = pegs
    else:
        kind = words[0].text.isdigit()
        k = next((i for i, w in enumerate(words) if w.text.isdigit() != kind), n)
    if k >= n and run.tail is None:
        found.error(
            f"the guess {run.text!r} has no feedback after it; expected {FEEDBACK_HINT}",
            clue.line,
            end,
            NotationSyntaxError,
        )
        return
    start = words[k].column if k < n else last.column
    fb = _feedback_text(line_text[start - 1 : end - 1], start, clue.line, found.source.path)
    if isinstance(fb, NotationError):
        found.errors.append(found.source.error(type(fb), fb.message, clue.line, fb.column))
        return
    found.error(
        f"cannot split {run.text!r} into a guess and its feedback; expected colour symbols, then feedback",
        clue.line,
        words[0].column,
        NotationSyntaxError,
    )


def settle_pegs(
    option: int | None,
    directives: dict[str, Directive],
    options: list[tuple[ClueLine, list[Reading]]],
    found: Found,
) -> tuple[int | None, str]:
    """The number of pegs and where it comes from: the option, else the directive, else the guesses."""
    if option is not None:
        return option, "the game has {pegs}"
    item = directives.get("pegs")
    if item is not None:
        assert isinstance(item.value, int)
        if 1 <= item.value <= MAX_PEGS:
            return item.value, f"the game has {{pegs}} (pegs: {{pegs}} on line {item.line})"
        found.error(f"pegs must be 1 to {MAX_PEGS}, not {as_written(item)}", item.line, item.value_column)
        return None, ""
    first: tuple[int, ClueLine] | None = None
    for clue, found_readings in options:
        if all(_blank(r) for r in found_readings):
            continue  # '--------': no peg placed, nothing known; it says nothing of the pegs
        lengths = {len(r.guess) for r in found_readings}
        if len(lengths) != 1 or (clue.guess is not None and clue.guess.form == "dashed"):
            continue
        length = lengths.pop()
        if first is None:
            first = (length, clue)
    if first is not None:
        if first[0] > MAX_PEGS:
            found.error(f"a guess of {first[0]} pegs; at most {MAX_PEGS}", first[1].line, first[1].column)
            return None, ""
        return first[0], f"the guess on line {first[1].line} has {{pegs}}"
    preferred = next((r for _, found_readings in options for r in found_readings if r.preferred), None)
    if preferred is not None:  # only guesses read at two lengths: the reading preferred (with its notice)
        return len(preferred.guess), "the game has {pegs}"
    if options:
        clue, found_readings = options[0]
        ways = " or ".join(f"{r.written!r} ({len(r.guess)} pegs)" for r in found_readings[:3])
        fix = (
            "put a space between the guess and the feedback"
            if clue.run is not None and clue.run.form == "compact"
            else "put '|' between the guess and the feedback"
        )
        found.error(
            f"{clue.run.text if clue.run else ''!r} can be read as {ways}; {fix}, or say pegs: N",
            clue.line,
            clue.column,
            NotationSyntaxError,
        )
        return None, ""
    return DEFAULT_PEGS, "the game has {pegs}"


def _blank(reading: Reading) -> bool:
    """A reading that says nothing: no peg placed or known, no count known (a rule of dashes, or
    'Guess 4: ???', the guess not yet made)."""
    fb = reading.feedback.value
    return fb.black is None and fb.white is None and not reading.guess.strip(EMPTY + UNKNOWN)


def choose_readings(
    options: list[tuple[ClueLine, list[Reading]]], pegs: int, why: str, found: Found
) -> tuple[list[tuple[ClueLine, Reading]], list[int]]:
    """The reading of each clue for ``pegs`` holes; a guess of another length is an error, but a
    line that says nothing in any reading (``--------``) is text around the clues.  Returns the
    readings and those lines."""
    chosen: list[tuple[ClueLine, Reading]] = []
    rules: list[int] = []
    for clue, found_readings in options:
        fits = [r for r in found_readings if len(r.guess) == pegs]
        if not fits and all(_blank(r) for r in found_readings):
            rules.append(clue.line)
            continue
        if not fits:
            length = len(found_readings[0].guess)
            found.error(f"this guess has {length} pegs, but {why.format(pegs=pegs)}", clue.line, clue.column)
            continue
        reading = fits[0]
        if reading.notice:
            found.notice(reading.notice, clue.line, clue.column)
        chosen.append((clue, reading))
    return chosen, rules
