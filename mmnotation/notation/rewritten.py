"""The pasted reading's result (``notation.pasted``): the sheet written again in the notation,
what was assumed, and the lines read which way, by which ``keeps`` decides whether this reading
answers the errors the notation found (docs/notation.md, "Pasted text"); and the notices of what
a reading took by convention (``assumed``)."""

from __future__ import annotations

from typing import NamedTuple


class Rewritten(NamedTuple):
    """The sheet in the notation, line for line, and what was assumed (message, line)."""

    text: str
    notices: list[tuple[str, int]]
    clues: int
    decided: bool = False  # a table's header or a rules line said which count is which
    block: frozenset[int] = frozenset()  # the lines read as clues (a guess's line where paired)
    paired: frozenset[int] = frozenset()  # the lines read as the feedback of a guess above them
    alone: frozenset[int] = frozenset()  # the lines of those guesses, written alone
    suspects: frozenset[int] = frozenset()  # lines with a guess of the block's kind, not read
    prefixed: tuple[tuple[int, int], ...] = ()  # (line, column past the guess) of the guesses that
    # have a word or a number before them on their line (which the notation may take for the guess)
    starts: tuple[tuple[int, int], ...] = ()  # (line, column) where each clue's guess is written
    moved: tuple[tuple[int, int], ...] = ()  # (line written again, line of the text) where they differ
    several: frozenset[int] = frozenset()  # the lines that hold more than one clue
    declares: frozenset[int] = frozenset()  # the lines that list the colours or state the game
    labelled: frozenset[int] = frozenset()  # the clue lines whose counts stand among words
    tabled: frozenset[int] = frozenset()  # the rows of a table read by its header
    mentions: frozenset[int] = frozenset()  # text lines that name only guesses the block reads
    worded: frozenset[int] = frozenset()  # text lines of a word and a number ('Like 1'), codes in capitals
    titled: frozenset[int] = frozenset()  # the lines above the clues that state the game ('digits 1-6')
    joined: frozenset[int] = frozenset()  # lines read as the end of the line above (a wrap, a soft break)
    numbered: frozenset[int] = frozenset()  # lines whose number in a margin was cut off ('000200 1234 0 1')
    named: frozenset[int] = (
        frozenset()
    )  # the clue lines whose guess is colour names ('Red-Green-Blue-Yellow')
    heads: frozenset[int] = frozenset()  # the lines that say which count is which: a legend, a table's header
    # (a document's lines of structure too: its header, its cells' markup)

    @property
    def widths(self) -> dict[int, int]:
        """How many characters each clue's guess takes in the text written again (line: width)."""
        return {
            n: len(line.split(" ")[0]) - 1 for n, line in enumerate(self.text.split("\n"), start=1) if line
        }

    def _text(self, compared: int, line: int) -> bool:
        """Whether the notation compared two lines' guesses of which this reading takes one for text."""
        read = self.block | self.paired
        if compared in self.suspects or line in self.suspects:
            return False  # a clue mistyped ('RGB 1 0' among clues of 4 pegs) keeps its error
        return compared not in read or line not in read

    def _around(self, line: int) -> bool:
        """Whether a line stands above or below the block, read as text with no guess of the
        block's kind that could be a clue mistyped (``suspects``)."""
        read = self.block | self.paired
        return bool(read) and line not in self.suspects and not min(read) <= line <= max(read)

    def keeps(
        self,
        unread: set[int],
        misread: set[tuple[int, int]],
        spoke: frozenset[int] = frozenset(),
        sized: dict[int, int] | None = None,
        prose: frozenset[int] = frozenset(),
    ) -> bool:
        """Whether this reading answers the notation's errors.

        ``unread``: the lines the notation could not read.  None may hold a guess of the block's
        kind that this reading does not read either, and the block's lines written as the notation
        writes them (no words before the guess, the feedback on the line) are all unread or all
        read: some read and some not are typos in a sheet of clues, not text pasted around them.
        ``misread``: where the notation read a line and found it cannot be true (line, column). Each
        must be explained: on a feedback line of a guess above it, or at or before the guess of a
        line where words stand before it (``> play 1234``: 'play' taken for the guess), or on a line
        of ``spoke`` (where the notation took a label for who spoke: ``Guess 3514  Exact: 2 Partial:
        0``) that this reading reads as a clue, or where the notation compared the line's guess (its
        length, its letters or digits) with that of a line (``sized``: line -> the line compared with)
        that this reading reads as text
        (``Sheet1`` above a table: not a guess of 6 pegs), or that it reads as text itself with no
        guess of the block's kind, or on such a line of text itself (``Checklist (2/2)`` above clues
        of 4 pegs: its letters past the palette's), or on a line above the clues that states the
        game (``titled``: ``digits 1-6``, read as the guess DIGITS), or on a line whose number in a
        margin this reading cut off (``numbered``: ``000200 1234 0 1``), or past the guess of a line
        whose counts this reading finds among words (``BGYO red red white`` below a legend of
        ``red`` and ``white``), or on a line that says which count is which (``heads``: ``Guess
        Black White`` below ``c c c``, which the notation read as a clue and the header as its
        feedback), or on a line of text that is a word in small letters after its capital, a number
        alone after it, where the block's codes are in capitals (``worded``: a chat's ``Like 1``),
        or on a line of ``prose`` (where the notation's only errors are letters past the game's
        colours or counts past its pegs: a word and a number) above or below the block that holds no
        guess of its kind with a count (``Best score: 1,250``, ``MASTERMIND 2``), or on such a line
        whose guess this reading reads as colour names (``Red-Green-Blue-Yellow``: no letters E, L).
        """
        past, started = dict(self.prefixed), dict(self.starts)
        plain = (
            self.block
            - self.paired
            - self.alone
            - {line - 1 for line in self.paired}
            - set(past)
            - self.several
        )
        among = unread & plain
        explained = all(
            line in self.paired
            or (line in past and column < past[line])
            or (line in spoke and line in self.block)
            or line in self.declares
            or (self.declares and line in self.block)  # names the listed colours declare
            or (sized is not None and line in sized and self._text(sized[line], line))
            or (sized is not None and line in sized.values() and self._text(line, line))
            or line in self.mentions
            or line in self.joined  # read with the line above ('0 bl=' over 'ack, 4 white.': no guess ACK)
            or line in self.numbered  # its number in a margin, the notation's guess ('000200 1234 0 1')
            or line in self.worded  # a chat's reaction ('Like 1'): the notation's guess LIKE
            or line in self.titled  # a title the notation took for a clue ('digits 1-6': 1 black 6 white)
            or line in self.alone  # a guess alone the notation split into a guess and counts ('4411')
            or (line in self.labelled and column > started.get(line, column))  # 'BGYO red red white'
            or line in self.tabled  # a row whose counts the table's header names ('Correct colour')
            or (line in self.heads and self.decided)  # the header, read as feedback after a line above
            or (line in prose and self._around(line))  # 'Best score: 1,250' under the clues: no guess BEST
            or (line in self.named and (line in prose or self.named >= {line, (sized or {}).get(line, 0)}))
            # ('Red-Green-Blue-Yellow': names, not letters past the colours nor a guess of 21 pegs)
            for line, column in misread
        )
        return (
            not unread & self.suspects
            and (not among or among == plain or among <= self.labelled | self.tabled)
            and explained
            and (
                not misread
                or self.clues >= 2  # (two clues on one line too)
                or bool(self.tabled)  # a table's one row, read by its header
                or all(line in self.paired for line, _ in misread)
            )
        )


def assumed(taken: list[tuple[str, int]]) -> list[tuple[str, int]]:
    """One notice for each convention the clues took (what, line), at the first clue that took it."""
    notices = []
    for kind, message in _ASSUMED:
        line = next((line for took, line in taken if took.startswith(kind)), None)
        if line is not None:
            notices.append((message, line))
    return notices


_ASSUMED = (
    (
        "order",
        "the counts' words are not in the word table: the first count is read as black (right colour, "
        "right hole) and the second as white; write '2b1w' or a legend line ('first = white') to say "
        "otherwise",
    ),
    (
        "signs",
        "a count marked '+' is read as black (right colour, right hole) and one marked '-' as white, as "
        "players who write signs mean them; write a legend line ('+ = ...') to say otherwise",
    ),
    ("total", "a count of every right colour is a total: white is read as the total less black"),
    (
        "daily",
        "green key pegs are read as black (right colour, right hole) and yellow as white, as daily "
        "puzzles show them; write a legend line ('🟢 = ...') to say otherwise",
    ),
    (
        "others",
        "right colours written after a count of right places are read as the others (white), not a "
        "total of both; write the total first ('3 right colours, 1 in place') if it is one",
    ),
    ("a lone", "a lone count with words the table lacks is read as black, white not known"),
    (
        "mark",
        "a key peg's mark that neither a legend nor the notation names is read as the other peg beside "
        "one they name ('*' as black beside 'o'); write a legend line ('* = ...') to say otherwise",
    ),
    (
        "letter",
        "a count's letter that neither a legend nor the notation names is read as the other count beside "
        "one it names ('1s 2w': s as black); write '1b 2w' or a legend line ('s = ...') to say otherwise",
    ),
    (
        "misspelt",
        "a count's word that is not in the word table is read as the word it is nearest ('whtie' as "
        "white, 'balck' as black); write the word as the table has it to say otherwise",
    ),
    (
        "handwriting",
        "a lone 'l' or 'O' before a count's word, or after a count, is read as the digit 1 or 0, as a "
        "machine's reading of handwriting writes them; write the digits to say otherwise",
    ),
    ("empty", "a row of a table whose cell of key pegs is empty is read as no key pegs"),
    (
        "colours alone",
        "a count of right colours with no count of right places is read as white, none in its place; "
        "write '2b' or '2 black' if they are in place",
    ),
)
"""What a reading took by convention (``Reading.assumed`` starts so), and the notice that says it."""
