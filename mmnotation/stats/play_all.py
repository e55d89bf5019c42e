"""Strategy statistics: play a strategy against every secret of a game, or against one.

``strategy_stats`` plays the strategy as a tree: each node holds the codes still consistent,
its guess splits them by feedback, and each class is a subtree; so each position is scored
once however many secrets reach it.  ``play_secret`` walks the same tree down one secret's branch,
so it makes the same choices.

``random`` is made reproducible by seeding each node from its place in the tree: the node
reached by the packed feedbacks ``k1 … kd`` (``black*(pegs+1)+white``) draws from
``numpy.random.default_rng([seed, k1, …, kd])``; ``seed`` None means 0 here.

Large trees are split between two processes (``fork``) by the classes of the opening guess;
each subtree is independent, so the totals do not depend on the split.  The workers add the
secrets they settle to a shared counter, which the parent reads every PROGRESS_EVERY seconds
for its progress.  A worker that dies (killed, out of memory) breaks the pool: the subtrees
not yet returned are played again by a fresh pool, once; should that pool break too, the run
stops with a LostWorkerError.
"""

from __future__ import annotations

import math
import os
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from mmnotation.codes.score import unpack
from mmnotation.errors import GameError
from mmnotation.model import Code, Feedback, Game, check_callable, check_count, check_game, check_seed
from mmnotation.stats.player import PARALLEL_FROM, Player, first_digits
from mmnotation.stats.subtrees import play_subtrees
from mmnotation.strategies.opening import pattern_code, patterns
from mmnotation.strategies.optimal import Proof
from mmnotation.strategies.optimal import expected_seconds as optimal_seconds
from mmnotation.strategies.recommendation import Strategy

if TYPE_CHECKING:
    import numpy as np
    import numpy.typing as npt

    Indices = npt.NDArray[np.intp]


@dataclass(frozen=True, slots=True)
class Turn:
    """One guess of a played game, its feedback and the codes still consistent after it."""

    guess: Code
    feedback: Feedback
    remaining: int


@dataclass(frozen=True, slots=True)
class Stats:
    """How a strategy fares over every secret: guesses in all, at most, and per count."""

    game: Game
    strategy: Strategy
    first_guess: Code
    games: int
    total: int
    max: int
    distribution: dict[int, int]
    seconds: float
    notices: tuple[str, ...] = field(default=(), compare=False)
    """What the run tells of its checkpoint: records that failed their check, writing stopped."""
    checkpoint_stopped: bool = field(default=False, compare=False)
    """True when the checkpoint stopped short of the run (a full disk); the totals are complete."""

    @property
    def average(self) -> float:
        """Guesses per secret."""
        return self.total / self.games if self.games else 0.0


# ln(seconds) = TIME_MODEL[0] + TIME_MODEL[1]·ln(codes) + TIME_MODEL[2]·pegs·ln(codes)
# + TIME_MODEL[3]·pegs: least squares over minimax runs on this project's 2-core machine, default
# workers, the time `stats` reports, refitted 2026-11-28 after the scans' kept sums of holes and
# colours' rows by multiset (4x12 0.60 s, 5x8 0.59, 5x9 0.92, 5x10 1.95, 6x6 0.64, 6x7 1.73, 6x8
# 6.03, 7x5 1.50, 7x6 9.73, 7x7 70.4 from 1122334, 8x5 34.5 from 11122334; the model gives each
# within a factor of 1.27; the fit before, that morning, had 7x7 98.3 s and 8x5 41.1 s).
# Pegs weigh more than colours (8x5 takes 26 times as long as 7x5 with 5 times the codes),
# so a model of the number of codes alone (the one before) said 'about 15 min' for 8x7, which had
# not finished a hundredth after 17 minutes.  Past ``MEASURED_UP_TO`` codes or ``MEASURED_PEGS``
# pegs the model says nothing; fewer than four pegs are read as four (none was measured, and the
# fit bends away below them).
TIME_MODEL = (10.5871, -0.9198, 0.3695, -4.159)
MEASURED_UP_TO = 1 << 21  # codes: the largest game measured has 823,543 (7x7); from there to
# this the model extrapolates (8x6, 1,679,616 codes, was never measured); past it, up to the
# PLAY_MAX_CODES that `stats` plays (8x7, 5,764,801), no estimate
MEASURED_PEGS = 8


def expected_seconds(game: Game, strategy: Strategy | str = Strategy.MINIMAX) -> float:
    """Roughly how long ``strategy_stats`` will take, from a model of the game's pegs and codes;
    infinity past the games it may extrapolate to (more than ``MEASURED_UP_TO`` codes or
    ``MEASURED_PEGS`` pegs).

    A guide for the user (measured within a factor of 1.27 from 4x12 to 7x7 on a quiet machine),
    not a promise.  Raises GameError for an unknown strategy.

    >>> round(expected_seconds(Game(6, tuple("12345678"))))
    6
    >>> expected_seconds(Game(8, tuple("1234567")))
    inf
    """
    size = float(game.size)
    if Strategy.of(strategy) is Strategy.OPTIMAL:
        return optimal_seconds(game.size)
    if size > MEASURED_UP_TO or game.pegs > MEASURED_PEGS:
        return float("inf")
    a, b, c, d = TIME_MODEL
    log_size = math.log(max(size, 1.0))
    pegs = max(game.pegs, 4)
    seconds = math.exp(a + b * log_size + c * pegs * log_size + d * pegs)
    return float(Strategy.of(strategy).rule.time * seconds * _cores_factor(size))


def _cores_factor(size: float) -> float:
    """The model is fitted on two cores; a large game on one takes about twice as long."""
    return 2.0 if size >= PARALLEL_FROM and (os.cpu_count() or 1) < 2 else 1.0


def strategy_stats(
    game: Game,
    strategy: Strategy | str = Strategy.MINIMAX,
    *,
    first: Code | str | None = None,
    seed: int | None = None,
    progress: Callable[[float], None] | None = None,
    cluster: Any = None,
    checkpoint: str | os.PathLike[str] | None = None,
    subtrees: Callable[[int, int], None] | None = None,
    max_turns: int | None = None,
    proof: Callable[[Proof], None] | None = None,
) -> Stats:
    """Play ``strategy`` against every secret of ``game`` (``first`` forces the opening guess).

    ``optimal`` searches its whole tree first (the progress of that search comes first, and
    ``proof`` hears what it has proven of the least total as it goes: see
    ``mmnotation.strategies.optimal.Proof``); with ``max_turns`` no secret takes more guesses
    (only ``optimal`` takes a limit).

    Any game of at most ``PLAY_MAX_CODES`` codes is played (``codes.space``: 8,388,608; 8x7 with
    its 5,764,801 takes hours on two cores).  ``cluster`` (a Dask
    scheduler's address or a ``distributed.Client``) runs the subtrees as tasks on that cluster;
    ``checkpoint`` records finished subtrees in a file and resumes from it; ``subtrees(done,
    known)`` then reports them (see ``mmnotation.stats.subtrees``).  Raises GameError for an unknown
    strategy, a bad first guess, a game too large to hold (or to play optimally), or a turn limit
    no strategy can keep; ClusterError, CheckpointError or LostWorkerError when the tasks cannot
    be run.
    """
    check_game(game)
    check_seed(seed)
    check_callable("progress", progress)
    check_count("max_turns", max_turns, 1)
    start = time.perf_counter()
    strat = Strategy.of(strategy)
    if strat is Strategy.OPTIMAL and (cluster is not None or checkpoint is not None):
        raise GameError("the optimal strategy is one search on this machine: no --cluster or --checkpoint")
    player = Player(game, strat, first_digits(game, first), seed, max_turns, plays=True)
    if progress is not None:
        progress(0.0)
    if strat is Strategy.OPTIMAL:
        progress = player.prepare(progress, proof)
    sp = player.sp
    cands = sp.everything()
    dist: dict[int, int] = {}
    notices: list[str] = []
    stopped = False
    if sp.size == 1:
        first_guess: int | tuple[int, ...] = 0
        dist[1] = 1
    else:
        first_guess = player.guess(cands, (), [])
        jobs: list[tuple[Indices, tuple[int, ...]]] = []
        for feedback, group in player.split(first_guess, cands):
            if feedback == sp.solved:
                dist[1] = dist.get(1, 0) + 1
            else:
                jobs.append((group, (feedback,)))
        history = [player.digits(first_guess)]
        notices, stopped = play_subtrees(
            player, jobs, history, dist, progress, cluster=cluster, checkpoint=checkpoint, subtrees=subtrees
        )
    if progress is not None:
        progress(1.0)
    total = sum(t * c for t, c in dist.items())
    return Stats(
        game=game,
        strategy=strat,
        first_guess=game.code(list(player.digits(first_guess))),
        games=sp.size,
        total=total,
        max=max(dist),
        distribution=dict(sorted(dist.items())),
        seconds=time.perf_counter() - start,
        notices=tuple(notices),
        checkpoint_stopped=stopped,
    )


def play_secret(
    game: Game,
    secret: Code | str,
    strategy: Strategy | str = Strategy.MINIMAX,
    *,
    first: Code | str | None = None,
    seed: int | None = None,
    max_turns: int | None = None,
) -> list[Turn]:
    """The turns ``strategy`` plays against ``secret``: the same choices as ``strategy_stats``.

    The last turn is all black, unless ``max_turns`` stops the game first.  Raises GameError
    when the secret is not a code of the game, or as ``strategy_stats`` does.
    """
    check_game(game)
    check_seed(seed)
    check_count("max_turns", max_turns, 1)
    import numpy as np

    strat = Strategy.of(strategy)
    limit = max_turns if strat is Strategy.OPTIMAL else None  # optimal plays within the limit
    player = Player(game, strat, first_digits(game, first), seed, limit, one_secret=True)
    sp = player.sp
    code = secret if isinstance(secret, Code) else Code.of(secret)
    try:
        digits = np.array(game.index(code), dtype=np.int8)
    except ValueError as exc:
        raise GameError(str(exc)) from None
    if len(digits) != game.pegs or (digits < 0).any():
        raise GameError(f"the secret {code.symbols!r} must be a complete code of {game.pegs} pegs")
    target = int(sp.indices(digits[None, :])[0])
    cands = sp.everything()
    path: tuple[int, ...] = ()
    history: list[tuple[int, ...]] = []
    turns: list[Turn] = []
    while max_turns is None or len(turns) < max_turns:
        guess = player.guess(cands, path, history)
        packed = player.packed(guess, cands)
        feedback = int(packed[int(np.searchsorted(cands, target))])
        cands = cands[packed == feedback]
        turns.append(Turn(game.code(list(player.digits(guess))), unpack(feedback, game.pegs), len(cands)))
        if feedback == sp.solved:
            break
        path = (*path, feedback)
        history.append(player.digits(guess))
    return turns


def opening_table(
    game: Game,
    strategy: Strategy | str = Strategy.MINIMAX,
    *,
    seed: int | None = None,
    progress: Callable[[float], None] | None = None,
    max_turns: int | None = None,
) -> list[Stats]:
    """``strategy_stats`` once for each distinct opening of ``game``, in palette order.

    Before any clue every colour and every hole is interchangeable, so the openings that play
    differently are one per pattern of colour counts (1111, 1112, 1122, 1123, 1234 for 4 pegs
    and 6 colours; in a game without repeats only the pattern of distinct colours).  Raises
    GameError as strategy_stats does.

    >>> [str(s.first_guess) for s in opening_table(Game(2, tuple("123")))]
    ['11', '12']
    """

    openings = [p for p in patterns(game.pegs, len(game.colors)) if game.repeats or max(p) == 1]
    table: list[Stats] = []
    for i, pattern in enumerate(openings):
        share = None
        if progress is not None:

            def share(done: float, i: int = i) -> None:
                progress((i + done) / len(openings))

        first = game.code(list(pattern_code(pattern)))
        table.append(
            strategy_stats(game, strategy, first=first, seed=seed, progress=share, max_turns=max_turns)
        )
    return table


solve = play_secret
"""``play_secret``'s name in mmnotation 0.1 (it plays one secret; ``Solver.search`` searches),
kept so that code written for it runs."""
