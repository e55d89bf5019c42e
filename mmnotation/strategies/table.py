"""The strategies' table: each strategy's name, author, cost rule, compiled mode and words.

Every place that treats strategies apart reads this table: the heuristics' scans and their
bounds (``strategies.heuristics``), the ranking of guesses (``strategies.judge``), the
openings (``strategies.opening``), the compiled kernels' mode, the statistics' time model,
the command line's help, choices and completion, the web page's list.  A scored strategy is
one ``Rule`` whose ``class_cost`` prices a class of ``k`` codes: a guess costs the sum of its
classes' costs (or, ``worst``, the largest), lower is better; docs/strategies.md shows how to
add one.  The rules the compiled kernels repeat in numba (``mode``) are tested against the
costs here (tests/test_strategy_table.py).
"""

from __future__ import annotations

import enum
import functools
import math
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from mmnotation.errors import GameError

if TYPE_CHECKING:
    import numpy as np
    import numpy.typing as npt

    Sizes = npt.NDArray[np.integer]
    Costs = npt.NDArray[np.floating]

ENTROPY_EPS = 1e-9  # entropy costs within ENTROPY_EPS * N tie (the same sizes summed in another order)


class Strategy(enum.Enum):
    """How a guess is chosen; the value is the name used on the command line (``RULES`` says
    what each does)."""

    MINIMAX = "minimax"
    EXPECTED = "expected"
    ENTROPY = "entropy"
    PARTS = "parts"
    FIRST = "first"
    RANDOM = "random"
    OPTIMAL = "optimal"

    @classmethod
    def of(cls, value: Strategy | str) -> Strategy:
        """The strategy named ``value`` (case-insensitive), or by the author of its method
        (``knuth``, ``irving``, ``neuwirth``, ``kooi``); raises GameError for an unknown name."""
        if isinstance(value, Strategy):
            return value
        name = str(value).strip().lower()
        return cls(ALIASES.get(name, name))

    @classmethod
    def _missing_(cls, value: object) -> Strategy:
        """``Strategy("nope")``: the package's own error, naming the strategies there are."""
        names = ", ".join(s.value for s in cls)
        also = ", ".join(f"{alias} ({name})" for alias, name in ALIASES.items())
        raise GameError(f"unknown strategy {value!r}; choose one of {names}, or by its author: {also}")

    @property
    def rule(self) -> Rule:
        """This strategy's entry in ``RULES``."""
        return RULES[self]


@functools.lru_cache(maxsize=64)
def nlogn_table(n: int) -> npt.NDArray[np.float64]:
    """``k·log2(k)`` for ``k`` from 0 to ``n`` (numpy's log2: every entropy cost uses this table;
    kept for the last 64 ``n``, not to be written to)."""
    import numpy as np

    k = np.arange(n + 1, dtype=np.float64)
    k[0] = 1.0
    out: npt.NDArray[np.float64] = k * np.log2(k)
    return out


TABLE_UP_TO = 1 << 16  # entropy over more codes than this computes k·log2(k), not a table of n + 1


def _size(k: Sizes, n: int) -> Sizes:
    """Minimax: a class costs its size (``worst``: the guess costs its largest class)."""
    return k


def _square(k: Sizes, n: int) -> Sizes:
    """Expected size: a class of k costs k² (sum n²; the score divides by N)."""
    return k * k


def _nlogn(k: Sizes, n: int) -> Costs:
    """Entropy: a class of k costs k·log2(k) (the score is log2 N minus their sum over N).  A
    class never holds more than the ``n`` codes; a size past it (times zero classes) reads n."""
    import numpy as np

    if n <= TABLE_UP_TO:
        out: Costs = nlogn_table(n)[np.minimum(k, n)]
        return out
    kf = np.maximum(np.asarray(k, dtype=np.float64), 1.0)
    return kf * np.log2(kf)


def _part(k: Sizes, n: int) -> Sizes:
    """Parts: each class that is not empty costs -1 (the most classes win)."""
    return 0 - (k > 0)


@dataclass(frozen=True, slots=True)
class Rule:
    """One strategy: its name and author, how it prices a split, the compiled kernels' mode for
    it, the words of the help and docs.

    ``class_cost(k, n)``: the cost of classes of ``k`` codes (a numpy array, any shape) when
    ``n`` codes are split, with ``class_cost(0, n) == 0``; a guess costs their sum, or their
    largest when ``worst``.  ``score(cost, n)`` turns a cost into the score a recommendation
    shows.  ``eps(n)``: costs within it tie.  ``mode``: the compiled kernels' number for this
    cost (``strategies.heuristic_kernels``), None when only numpy scores it.  ``time``: its
    time over minimax's in the statistics' model (``stats.play_all``).  ``seeded``: it draws at
    random (``--seed``).  ``warning``: what the help adds to its name.  Strategies without
    ``class_cost`` choose otherwise (``first``, ``random``: a consistent code; ``optimal``:
    the exact search).
    """

    strategy: Strategy
    author: str | None
    summary: str
    class_cost: Callable[[Sizes, int], Sizes | Costs] | None = None
    worst: bool = False
    score: Callable[[float, int], float | int] | None = None
    entropy_eps: bool = False
    mode: int | None = None
    time: float = 1.0
    seeded: bool = False
    warning: str = ""

    @property
    def name(self) -> str:
        return self.strategy.value

    @property
    def scored(self) -> bool:
        """It scores every guess by the split it makes (the heuristics' scans)."""
        return self.class_cost is not None

    def eps(self, n: int) -> float:
        """Costs of a guess over ``n`` codes within this tie."""
        return ENTROPY_EPS * n if self.entropy_eps else 0.0

    def costs(self, counts: Sizes, n: int) -> npt.NDArray[np.float64]:
        """Each row's cost (lower is better) from its class sizes (a row: the count of each
        feedback) over ``n`` codes."""
        import numpy as np

        assert self.class_cost is not None
        priced = self.class_cost(counts, n)
        out = priced.max(axis=-1) if self.worst else priced.sum(axis=-1)
        return np.asarray(out, dtype=np.float64)

    def cost(self, sizes: list[int] | tuple[int, ...], n: int) -> float:
        """The cost of one split given as its class sizes (``costs`` of one row)."""
        import numpy as np

        return float(self.costs(np.asarray(list(sizes) or [0], dtype=np.int64), n))

    def even(self, size: Sizes, classes: Sizes, n: int) -> Sizes | Costs:
        """The least cost of ``size`` codes over ``classes`` classes, elementwise (the sizes as
        even as possible: every ``class_cost`` here is convex), for the class floors."""
        import numpy as np

        assert self.class_cost is not None
        q, extra = np.divmod(size, classes)
        low, high = self.class_cost(q, n), self.class_cost(q + 1, n)
        if self.worst:
            return np.where(extra > 0, high, low)
        return extra * high + (classes - extra) * low

    def spread(self, size: int, classes: int, n: int) -> float:
        """``even`` of one number of codes (0 for none), with numbers, not arrays: the scans
        ask at every node."""
        if size <= 0:
            return 0.0
        assert self.class_cost is not None
        q, extra = divmod(size, classes)
        low, high = float(self.class_cost(q, n)), float(self.class_cost(q + 1, n))  # type: ignore[arg-type]
        if self.worst:
            return high if extra else low
        return extra * high + (classes - extra) * low

    def bounds(self, n: int, feedbacks: int) -> tuple[float, float]:
        """(least cost of a consistent guess, least cost of any other) for ``n`` codes and
        ``feedbacks`` possible answers.

        A consistent guess puts one code (itself) in the all-black class and the other ``n - 1``
        in at most ``feedbacks - 1`` classes; another guess puts all ``n`` in those.
        """
        rest = feedbacks - 1
        itself = self.spread(1, 1, n)
        others = self.spread(n - 1, rest, n)
        inside = max(itself, others) if self.worst else itself + others
        return inside, self.spread(n, rest, n)

    def perfect(self, n: int) -> float:
        """The cost of splitting ``n`` codes into classes of one: no guess can do better."""
        return self.cost([1] * n, n)

    def kernel_table(self, n: int) -> npt.NDArray[np.float64]:
        """What the compiled kernels read for their mode 2 (entropy): ``k·log2(k)`` for each
        class size up to ``n``; two zeros for the other modes, which price a class themselves."""
        import numpy as np

        return nlogn_table(n) if self.mode == 2 else np.zeros(2, dtype=np.float64)

    def shown(self, cost: float, n: int) -> float | int:
        """The score a recommendation shows for ``cost`` over ``n`` codes."""
        assert self.score is not None
        return self.score(cost, n)


RULES: dict[Strategy, Rule] = {
    rule.strategy: rule
    for rule in (
        Rule(
            Strategy.MINIMAX,
            "knuth",
            "the guess whose largest class of answers is smallest (Knuth 1977)",
            _size,
            worst=True,
            score=lambda cost, n: int(cost),
            mode=0,
        ),
        Rule(
            Strategy.EXPECTED,
            "irving",
            "the smallest expected number of codes left, sum n²/N (Irving 1978)",
            _square,
            score=lambda cost, n: cost / n,
            mode=1,
            time=1.56,  # 1.31 and 1.86 (2.56 and 18.16 s)
        ),
        Rule(
            Strategy.ENTROPY,
            "neuwirth",
            "the most information, the entropy of the split in bits (Neuwirth 1982)",
            _nlogn,
            score=lambda cost, n: max(0.0, math.log2(n) - cost / n),
            entropy_eps=True,
            mode=2,
            time=1.64,  # 1.35 and 1.98 (2.64 and 19.36 s)
        ),
        Rule(
            Strategy.PARTS,
            "kooi",
            "the most classes of answers (Kooi 2005)",
            _part,
            score=lambda cost, n: int(-cost),
            mode=3,
            time=0.74,  # 0.85 and 0.64 (1.66 and 6.24 s)
        ),
        Rule(Strategy.FIRST, None, "the first code that fits, in palette order", time=0.60),  # 0.87 0.41
        Rule(Strategy.RANDOM, None, "a code that fits, at random", time=1.08, seeded=True),  # 1.66 0.71
        Rule(
            Strategy.OPTIMAL,
            None,
            "the least total of guesses over all secrets, searched exactly",
            warning="the least total of guesses: seconds up to 1,296 codes, then it may take hours",
            time=0.0,  # not the heuristics' model: strategies.optimal.expected_seconds
        ),
    )
}
"""Every strategy, in the order the help lists them.  ``time`` is the strategy's time over
minimax's in ``stats`` (the geometric mean of 6x7 and 7x6, default workers, quiet machine,
2026-11-28, after the scans' kept sums; minimax 1.95 and 9.78 s; first and random, which scan
nothing, against minimax's 1.80 and 10.06 s of that morning)."""

ALIASES = {rule.author: rule.name for rule in RULES.values() if rule.author}
"""The strategies as players name them, by the author of the method (docs/cli.md)."""

SCORED = tuple(s for s, rule in RULES.items() if rule.scored)
"""The strategies that score every guess by its split (they rank guesses, open by pattern)."""


def names() -> list[str]:
    """Every name a strategy answers to: the names, then the authors (completion, the web page)."""
    return [*(s.value for s in Strategy), *ALIASES]


def listed(warnings: bool = False) -> str:
    """The strategies as a sentence lists them, each author in brackets (and, with
    ``warnings``, what the help says of a strategy that may be slow)."""
    words: list[str] = []
    for rule in RULES.values():
        said = rule.author or (rule.warning if warnings else "")
        first = "or " if not words and rule.author else ""
        words.append(f"{rule.name} ({first}{said})" if said else rule.name)
    return ", ".join(words[:-1]) + (", or " if warnings else " or ") + words[-1]


def help_text() -> str:
    """The ``--strategy`` option's help."""
    return f"How to choose a guess: {listed(warnings=True)}."
