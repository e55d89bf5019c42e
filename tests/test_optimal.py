"""The optimal strategy (least total of guesses) against an exhaustive search written here.

The reference below knows nothing of the package's search: it tries every code of the game as
the guess at every set, memoised on frozensets, with no bound, symmetry or ordering.  Classic
Mastermind is checked against the published optimum: 5,625 guesses, and 5,626 when no secret may
take more than five (Koyama, K. and Lai, T. W. (1993), "An optimal Mastermind strategy", Journal
of Recreational Mathematics 25(4): 251-256; the search is a branch and bound of the kind Ville,
G. (2013), "An optimal Mastermind (4,7) strategy and more results in the expected case",
arXiv:1305.1010, describes).
"""

from __future__ import annotations

import contextlib
import functools
import io
import itertools
import json
import math
import random
from collections import defaultdict
from pathlib import Path

import numpy as np
import pytest
from reference import brute_score
from typer.testing import CliRunner

from mmnotation import Code, Game, GameError
from mmnotation.application.play import Breaker
from mmnotation.cli.app import app
from mmnotation.codes.space import space
from mmnotation.codes.symmetry import history_key
from mmnotation.stats.play_all import opening_table, play_secret, strategy_stats
from mmnotation.stats.tree import known_tree, read_tree, strategy_tree, tree_total, turns, write_tree
from mmnotation.strategies import optimal
from mmnotation.strategies.optimal import make_solver, optimal_guess
from mmnotation.strategies.optimal_search import INF, python_engine

runner = CliRunner()


def all_codes(game: Game) -> list[str]:
    return [
        "".join(c)
        for c in itertools.product(game.colors, repeat=game.pegs)
        if game.repeats or len(set(c)) == game.pegs
    ]


class Exhaustive:
    """Least total of guesses over a set of codes, every code of the game tried as the guess."""

    def __init__(self, game: Game) -> None:
        self.codes = all_codes(game)
        self.win = (game.pegs, 0)
        self.answers = {(g, s): brute_score(g, s) for g in self.codes for s in self.codes}

    @functools.cache  # noqa: B019 - one instance per game, kept for the test run
    def cost(self, codes: frozenset[str], turns: float) -> float:
        """math.inf when the codes cannot all be found within ``turns`` guesses."""
        if turns == 0:
            return math.inf
        if len(codes) == 1:
            return 1
        best = math.inf
        for guess in self.codes:
            classes: dict[tuple[int, int], list[str]] = defaultdict(list)
            for secret in codes:
                classes[self.answers[guess, secret]].append(secret)
            if any(len(c) == len(codes) and k != self.win for k, c in classes.items()):
                continue  # learns nothing
            total = float(len(codes))
            for answer, part in classes.items():
                if answer != self.win:
                    total += self.cost(frozenset(part), turns - 1)
                    if total >= best:
                        break  # exact costs only: this guess cannot do better
            best = min(best, total)
        return best


@functools.cache
def exhaustive(game: Game) -> Exhaustive:
    return Exhaustive(game)


SLOW = pytest.mark.slow  # the exhaustive search takes about half a minute on these
TINY = [
    pytest.param(Game(2, tuple("12")), id="2x2"),
    pytest.param(Game(2, tuple("123")), id="2x3"),
    pytest.param(Game(2, tuple("1234")), id="2x4"),
    pytest.param(Game(3, tuple("12")), id="3x2"),
    pytest.param(Game(3, tuple("123")), id="3x3"),
    pytest.param(Game(3, tuple("1234")), id="3x4", marks=SLOW),
    pytest.param(Game(2, tuple("1234"), False), id="2x4-no-repeats"),
    pytest.param(Game(3, tuple("1234"), False), id="3x4-no-repeats"),
    pytest.param(Game(3, tuple("12345"), False), id="3x5-no-repeats", marks=SLOW),
]


@pytest.mark.parametrize("game", TINY)
def test_stats_total_is_the_exhaustive_optimum(game: Game) -> None:
    ref = exhaustive(game)
    best = ref.cost(frozenset(ref.codes), math.inf)
    assert strategy_stats(game, "optimal").total == best
    least = min(t for t in range(1, 8) if ref.cost(frozenset(ref.codes), t) < math.inf)
    for limit in (least, least + 1):
        stats = strategy_stats(game, "optimal", max_turns=limit)
        assert stats.total == ref.cost(frozenset(ref.codes), limit)
        assert stats.max <= limit
    if least > 1:
        with pytest.raises(GameError, match="within"):
            strategy_stats(game, "optimal", max_turns=least - 1)


def sample_set(game: Game, seed: int) -> list[int]:
    """Random codes of ``game`` (12 to 30 of them), by their index in palette order."""
    rnd = random.Random(seed)
    size = len(all_codes(game))
    return sorted(rnd.sample(range(size), rnd.randint(12, min(30, size))))


@pytest.mark.parametrize(
    ("game", "seeds"),
    [
        pytest.param(Game(3, tuple("1234")), (1, 2, 6, 29), id="3x4"),
        pytest.param(
            Game(3, tuple("12345"), False), (1, 2, 9, 12), id="3x5-no-repeats", marks=pytest.mark.slow
        ),
    ],
)
def test_any_set_with_and_without_a_turn_limit(game: Game, seeds: tuple[int, ...]) -> None:
    """Sets not left by guesses (no symmetry assumed); the limit must bind in some of them."""
    ref = exhaustive(game)
    sp = space(game)
    binding = 0
    for idx in (sample_set(game, seed) for seed in seeds):
        codes = frozenset(ref.codes[i] for i in idx)
        free = ref.cost(codes, math.inf)
        for limit in (2, 3, None):
            want = ref.cost(codes, math.inf if limit is None else limit)
            if want == math.inf:
                with pytest.raises(GameError, match="within"):
                    optimal_guess(sp, np.array(idx), None, max_turns=limit)
            else:
                assert optimal_guess(sp, np.array(idx), None, max_turns=limit)[0] == want
                binding += want > free
    assert binding > 0  # a limit that costs guesses was met


def test_classes_after_each_opening_use_the_symmetries_rightly() -> None:
    """Each class left by each opening, searched with the opening as its history (symmetries on)."""
    game = Game(3, tuple("1234"))
    ref = exhaustive(game)
    sp = space(game)
    for opening in ("111", "112", "123"):
        classes: dict[tuple[int, int], list[int]] = defaultdict(list)
        for i, code in enumerate(ref.codes):
            classes[brute_score(opening, code)].append(i)
        hist = history_key([game.index(Code(opening))])
        for answer, idx in classes.items():
            if answer == (3, 0) or len(idx) < 3:
                continue
            want = ref.cost(frozenset(ref.codes[i] for i in idx), math.inf)
            assert optimal_guess(sp, np.array(idx), hist)[0] == want


@pytest.mark.slow
def test_the_python_search_without_numba_is_exact_too() -> None:
    game = Game(3, tuple("1234"))
    slow = make_solver(3, 4, True, python_engine())
    total = slow.search(np.arange(game.size), (), 63)[0]
    assert total == exhaustive(game).cost(frozenset(exhaustive(game).codes), math.inf)
    assert slow.search(np.arange(game.size), (), 2)[0] >= INF  # 64 codes in 2 turns: impossible


def test_tree_file_replayed_gives_the_stats_total(tmp_path: Path) -> None:
    game = Game(3, tuple("1234"))
    path = tmp_path / "optimal.json"
    write_tree(strategy_tree(game, "optimal"), game, "optimal", path)
    read_game, name, tree = read_tree(path)
    assert (read_game, name) == (game, "optimal")
    played = sum(len(list(turns(tree, Code(c), game))) for c in all_codes(game))
    stats = strategy_stats(game, "optimal")
    assert played == tree_total(tree)[0] == stats.total


def test_solve_play_and_the_opening_table_agree_with_stats() -> None:
    game = Game(3, tuple("1234"))
    stats = strategy_stats(game, "optimal")
    assert sum(len(play_secret(game, c, "optimal")) for c in all_codes(game)) == stats.total
    assert sum(len(list(Breaker(game, "optimal").play(Code(c)))) for c in all_codes(game)) == stats.total
    table = opening_table(game, "optimal")
    assert min(row.total for row in table) == stats.total
    ref = exhaustive(game)
    for row in table:  # each opening forced: the best continuation after it
        first = str(row.first_guess)
        classes: dict[tuple[int, int], list[str]] = defaultdict(list)
        for code in ref.codes:
            classes[brute_score(first, code)].append(code)
        want = len(ref.codes) + sum(
            ref.cost(frozenset(c), math.inf) for k, c in classes.items() if k != (3, 0)
        )
        assert row.total == want


def test_limits_and_sizes_are_refused_clearly() -> None:
    with pytest.raises(GameError, match="at most 10,000 codes"):
        strategy_stats(Game(6, tuple("123456")), "optimal")
    with pytest.raises(GameError, match="optimal strategy only"):
        strategy_stats(Game(3, tuple("1234")), "minimax", max_turns=4)


PROOF_GAMES = [
    pytest.param(Game(3, tuple("123")), id="3x3"),
    pytest.param(Game(2, tuple("1234")), id="2x4"),
    pytest.param(Game(3, tuple("1234"), False), id="3x4-no-repeats"),
    pytest.param(Game(3, tuple("1234")), id="3x4", marks=SLOW),
]


@pytest.mark.parametrize(
    "nest", [optimal.NEST_FROM, 3], ids=["classes-compiled", "classes-a-level-at-a-time"]
)
@pytest.mark.parametrize("opening", [False, True], ids=["searched-opening", "forced-opening"])
@pytest.mark.parametrize("game", PROOF_GAMES)
def test_the_proof_brackets_the_optimum_and_closes_on_it(
    game: Game, opening: bool, nest: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    """What the search says it has proven as it goes (lower bound, a strategy's total) brackets
    the exhaustive optimum at every step, only tightens, and ends on it."""
    monkeypatch.setattr(optimal, "NEST_FROM", nest)
    optimal.solver.cache_clear()  # a fresh memory: the search is done, not read back
    ref = exhaustive(game)
    sp = space(game)
    first = None
    best = ref.cost(frozenset(ref.codes), math.inf)
    if opening:
        digits = tuple(range(game.pegs))  # 123 / 12: colours all different, a code of every game here
        code = "".join(game.colors[d] for d in digits)
        first = (int(sp.indices(np.array([digits], dtype=np.int8))[0]), digits)
        classes: dict[tuple[int, int], list[str]] = defaultdict(list)
        for secret in ref.codes:
            classes[brute_score(code, secret)].append(secret)
        best = len(ref.codes) + sum(
            ref.cost(frozenset(c), math.inf) for k, c in classes.items() if k != (game.pegs, 0)
        )
    seen: list[optimal.Proof] = []
    optimal.prepare(sp, first, None, None, seen.append)
    optimal.solver.cache_clear()
    assert len(seen) >= 2 and seen[-1].exact and seen[-1].lower == seen[-1].upper == best
    assert all(p.lower <= best and (p.upper is None or p.upper >= best) for p in seen)
    lowers = [p.lower for p in seen]
    uppers = [p.upper for p in seen if p.upper is not None]
    assert lowers == sorted(lowers) and uppers == sorted(uppers, reverse=True)
    assert seen[0].upper is not None  # a strategy is known from the start (the heuristic's)
    assert all(p.codes == len(ref.codes) and 0 <= p.done <= p.classes for p in seen)


def test_the_tally_of_a_guess_adds_its_classes_up() -> None:
    """One guess's proof, class by class: the node's guesses and small classes (5), two larger
    classes with bounds 3 and 4 and heuristic totals 6 and 8, the node's other guesses at 14."""
    seen: list[optimal.Proof] = []
    tally = optimal._Tally(seen.append, 9, 14, None, 0)
    tally.start(5, [3, 4], [6, 8])
    assert seen[-1] == optimal.Proof(12, 19, 0, 2, 9)
    tally.inner(1, optimal.Proof(6, 7, 0, 3, 5))  # the second class's own search: 6 to 7
    assert seen[-1] == optimal.Proof(14, 18, 0, 2, 9)  # 5 + 3 + 6 = 14, also the others' bound
    tally.settle(0, 5, exact=True)
    assert seen[-1] == optimal.Proof(14, 17, 1, 2, 9)  # 5 + 5 + 7 = 17; lower: min(14, 16)
    tally.settle(1, 7, exact=True)
    assert seen[-1] == optimal.Proof(14, 17, 2, 2, 9)
    settled = optimal._Tally(seen.append, 9, 20, 16, 0)  # a guess of 16 settled: that is the upper
    settled.start(5, [3, 4], None)
    assert seen[-1] == optimal.Proof(12, 16, 0, 2, 9)
    settled.settle(0, 9, exact=False)  # a bound reached: the guess is worse than 16
    assert seen[-1] == optimal.Proof(16, 16, 1, 2, 9) and seen[-1].exact


class Stop(Exception):
    """Raised by a proof callback to stop the search where a Ctrl-C would."""


def stop_after(seen: list[optimal.Proof], reports: int, proof: optimal.Proof) -> None:
    """A proof callback that keeps the reports in ``seen`` and stops the search after ``reports``."""
    seen.append(proof)
    if len(seen) > reports:
        raise Stop


@pytest.mark.parametrize(
    "nest", [optimal.NEST_FROM, 3], ids=["classes-compiled", "classes-a-level-at-a-time"]
)
@pytest.mark.parametrize("opening", [False, True], ids=["searched-opening", "forced-opening"])
@pytest.mark.parametrize(
    # 3x5 without repeats: a game where the heuristic's guess is not the one being searched
    "game",
    [*PROOF_GAMES, pytest.param(Game(3, tuple("12345"), False), id="3x5-no-repeats")],
)
def test_an_interrupted_search_leaves_a_tree_within_what_it_said(
    game: Game, opening: bool, nest: int, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """Stopped after each of its reports in turn, the search leaves the best tree known: replayed
    by an independent scorer, it finds every secret, and it takes no more guesses than the
    strategy the last report announced and no fewer than the exhaustive optimum; not stopped,
    the tree known is optimal."""
    monkeypatch.setattr(optimal, "NEST_FROM", nest)
    ref = exhaustive(game)
    first = "".join(game.colors[: game.pegs]) if opening else None
    reports = 0
    for stop_at in itertools.count():
        optimal.solver.cache_clear()  # a fresh memory for each run
        seen: list[optimal.Proof] = []
        with contextlib.suppress(Stop):
            strategy_tree(game, "optimal", first=first, proof=functools.partial(stop_after, seen, stop_at))
        tree = known_tree(game, first=first)
        write_tree(tree, game, "optimal", tmp_path / "known.json")
        total = replay_file(tmp_path / "known.json", ref.codes)
        assert total == tree_total(tree)[0]
        if first is None:
            best = ref.cost(frozenset(ref.codes), math.inf)
        else:
            classes: dict[tuple[int, int], list[str]] = defaultdict(list)
            for secret in ref.codes:
                classes[brute_score(first, secret)].append(secret)
            best = len(ref.codes) + sum(
                ref.cost(frozenset(c), math.inf) for k, c in classes.items() if k != (game.pegs, 0)
            )
        assert best <= total
        if seen[-1].upper is not None:
            assert total <= seen[-1].upper, (stop_at, seen[-1])
        if len(seen) <= stop_at:  # the search ran to its end: the tree known is the optimal one
            assert total == best and seen[-1].exact
            break
        reports += 1
    optimal.solver.cache_clear()
    assert reports >= 2  # the search was stopped at two places at least


def test_ctrl_c_in_stats_tree_writes_the_best_tree_known(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """stats -s optimal --tree FILE stopped by Ctrl-C (here at the search's third report): both
    bounds, then the best tree known written to FILE and what it takes, exit status 130; the file,
    replayed by an independent scorer, takes what the message says and no more than the strategy
    announced."""
    import re

    game = Game(3, tuple("1234"))
    optimal.solver.cache_clear()
    tell = optimal._Tally.tell
    told = [0]

    def stopping(self: optimal._Tally) -> None:
        tell(self)
        told[0] += 1
        if told[0] == 3:
            raise KeyboardInterrupt

    monkeypatch.setattr(optimal._Tally, "tell", stopping)
    path = tmp_path / "best.json"
    done = cli("stats", "--pegs", "3", "--colors", "4", "-s", "optimal", "--tree", str(path))
    optimal.solver.cache_clear()
    assert done.exit_code == 130, done.output
    out = done.output
    said = re.search(r"at least ([\d,]+) guesses \(proven\), and a strategy of ([\d,]+) is known", out)
    wrote = re.search(r"the best tree known .*?, ([\d,]+) guesses in all \(([\d.]+) on average\)", out)
    assert said is not None and wrote is not None, done.output
    lower, upper = (int(x) for x in said.groups())
    total = int(wrote.group(1))
    assert replay_file(path, all_codes(game)) == total
    assert lower <= exhaustive(game).cost(frozenset(all_codes(game)), math.inf) <= total <= upper
    assert f"{total / game.size:.4f}" == wrote.group(2)
    assert json.loads(path.read_text(encoding="utf-8"))["strategy"] == "optimal, interrupted (not proven)"
    assert "interrupted" in done.output.splitlines()[-1]


TANAKA_BULLS_AND_COWS = 26_274  # Tanaka (1996): the least total of guesses of Bulls and Cows


@pytest.mark.slow
def test_ctrl_c_in_a_long_optimal_search_says_what_it_proved() -> None:
    """Bulls and Cows (5,040 codes), on a real terminal: the bar shows the bounds proven as the
    search goes; Ctrl-C stops it (between two classes, small ones at first) with both bounds, and
    they bracket Tanaka's optimum."""
    import os
    import re
    import sys
    import time

    import pexpect

    child = pexpect.spawn(
        sys.executable,
        ["-m", "mmnotation", "stats", "--colors", "10", "--no-repeats", "-s", "optimal"],
        env={**os.environ, "NO_COLOR": "1"},
        timeout=300,
        encoding="utf-8",
        dimensions=(24, 160),
    )
    child.expect("no estimate")  # beyond 1,296 codes the label says no time up front
    child.expect(r"optimal: at least [\d,]+, [\d,]+ found \(gap [\d.]+%\), classes [1-9]")
    stopped = time.monotonic()
    child.sendintr()
    if child.expect([pexpect.EOF, pexpect.TIMEOUT]) == 1:  # say how the run took its signals
        status = Path(f"/proc/{child.pid}/status")
        said = [line for line in status.read_text().splitlines() if line.startswith("Sig")]
        child.terminate(force=True)
        pytest.fail(f"the run went on after Ctrl-C: {said}, {(child.before or '')[-300:]!r}")
    child.close()
    out = child.before or ""
    assert child.exitstatus == 130 and time.monotonic() - stopped < 60
    said = re.search(r"at least ([\d,]+) guesses \(proven\), and a strategy of ([\d,]+) is known", out)
    assert said is not None, out
    lower, upper = (int(x.replace(",", "")) for x in said.groups())
    assert lower <= TANAKA_BULLS_AND_COWS <= upper
    assert "interrupted" in out and "Traceback" not in out


def cli(*args: str):  # type: ignore[no-untyped-def]
    return runner.invoke(app, list(args), prog_name="mmdeduce")


def test_command_line(tmp_path: Path) -> None:
    sheet = tmp_path / "sheet.txt"
    sheet.write_text("pegs: 3\ncolors: 1234\n112 1 0\n", encoding="utf-8")
    deduced = cli(str(sheet), "-r", "-s", "optimal", "--json")
    assert deduced.exit_code == 0, deduced.output
    rec = json.loads(deduced.output)["recommendation"]
    ref = exhaustive(Game(3, tuple("1234")))
    left = frozenset(c for c in ref.codes if brute_score("112", c) == (1, 0))
    assert rec["score"] * len(left) == pytest.approx(ref.cost(left, math.inf))
    for limit in (3, 4):  # the clue is the first turn: 2 or 3 left
        limited = cli(str(sheet), "-r", "-s", "optimal", "--max-turns", str(limit), "--json")
        assert limited.exit_code == 0, limited.output
        got = json.loads(limited.output)["recommendation"]
        want = ref.cost(left, limit - 1)
        if want == math.inf:
            assert got is None
        else:
            assert got["score"] * len(left) == pytest.approx(want)
    tree_file = tmp_path / "t.json"
    stats = cli("stats", "--pegs", "3", "--colors", "4", "-s", "optimal", "--tree", str(tree_file), "--json")
    assert stats.exit_code == 0, stats.output
    assert tree_total(read_tree(tree_file)[2])[0] == json.loads(stats.output)["total"]
    done = cli("stats", "--pegs", "3", "--colors", "4", "-s", "optimal", "--json")
    assert done.exit_code == 0, done.output
    assert json.loads(done.output)["total"] == exhaustive(Game(3, tuple("1234"))).cost(
        frozenset(exhaustive(Game(3, tuple("1234"))).codes), math.inf
    )
    limited = cli("stats", "--pegs", "3", "--colors", "4", "-s", "optimal", "--max-turns", "2")
    assert limited.exit_code == 2 and "within 2 turns" in limited.output
    wrong = cli("stats", "--pegs", "3", "--colors", "4", "--max-turns", "4")
    assert wrong.exit_code == 2 and "optimal strategy only" in wrong.output
    big = cli("stats", "--pegs", "6", "-s", "optimal")
    assert big.exit_code == 2 and "at most 10,000 codes" in big.output
    table = cli("stats", "--pegs", "3", "--colors", "4", "-s", "optimal", "--first", "all", "--json")
    assert table.exit_code == 0 and len(json.loads(table.output)) == 3
    played = cli("play", "--pegs", "3", "--colors", "4", "-s", "optimal", "--secret", "432", "--json")
    assert played.exit_code == 0, played.output


@pytest.mark.slow
@pytest.mark.parametrize(("limit", "published"), [(None, 5625), (5, 5626)])
def test_classic_mastermind_published_optimum(limit: int | None, published: int, tmp_path: Path) -> None:
    game = Game(4, tuple("123456"))
    stats = strategy_stats(game, "optimal", max_turns=limit)
    assert stats.total == published
    assert limit is None or stats.max <= limit
    path = tmp_path / "classic.json"
    write_tree(strategy_tree(game, "optimal", max_turns=limit), game, "optimal", path)
    tree = read_tree(path)[2]
    assert sum(len(list(turns(tree, Code(c), game))) for c in all_codes(game)) == published
    with pytest.raises(GameError, match="within 4 turns"):
        strategy_stats(Game(4, tuple("123456")), "optimal", max_turns=4)


def test_the_first_guess_is_kept_between_runs(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from mmnotation import parse_sheet, recommend
    from mmnotation.strategies import optimal as _optimal

    monkeypatch.setenv("MMNOTATION_STORE", "1")
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    sheet = parse_sheet("pegs: 3\ncolors: 4\n")
    first = recommend(sheet, "optimal")
    stored = tmp_path / "mmnotation" / "openings.json"
    kept = json.loads(stored.read_text())
    ((key, entry),) = kept.items()
    assert entry[:2] == [round(first.score * 64), [sheet.game.colors.index(c) for c in str(first.guess)]]

    def searched(*args: object, **kwargs: object) -> None:
        raise AssertionError("searched again")

    monkeypatch.setattr(_optimal, "optimal_guess", searched)
    again = recommend(sheet, "optimal")  # read back, not searched
    assert (again.guess, again.score) == (first.guess, first.score)
    with pytest.raises(AssertionError, match="searched again"):
        recommend(parse_sheet("pegs: 3\ncolors: 4\nrepeats: no\n"), "optimal")  # another game
    nested = "[" * 100_000  # json's parser recurses: a RecursionError, not a ValueError
    from mmnotation.strategies.stored import _checksum

    total, digits, _ = entry
    forged = [
        {key: [5, [9, 9, 9]]},  # no code of the game
        {key: [total - 1, digits, entry[2]]},  # edited by hand: the checksum no longer holds
        {key: [total, digits]},  # no checksum
        {key: [1, digits, _checksum(key, 1, digits)]},  # forged whole: a total no play reaches
        {key: [64, [0, 0, 0], _checksum(key, 64, [0, 0, 0])]},  # 64 secrets in one guess each
    ]
    for damaged in ("{not json", '{"3x4": 1}', *map(json.dumps, forged), nested):
        stored.write_text(damaged)
        with pytest.raises(AssertionError, match="searched again"):
            recommend(sheet, "optimal")


def test_an_unwritable_cache_keeps_nothing_and_breaks_nothing(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from mmnotation import parse_sheet, recommend

    blocked = tmp_path / "file"
    blocked.write_text("not a directory")
    monkeypatch.setenv("MMNOTATION_STORE", "1")
    monkeypatch.setenv("XDG_CACHE_HOME", str(blocked))
    sheet = parse_sheet("pegs: 2\ncolors: 3\n")
    assert recommend(sheet, "optimal").guess == recommend(sheet, "optimal").guess
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    monkeypatch.setenv("MMNOTATION_STORE", "0")
    recommend(sheet, "optimal")
    assert not (tmp_path / "mmnotation").exists()


def replay_file(path: Path, codes: list[str]) -> int:
    """Guesses in all when every secret of ``codes`` is played through the tree file at ``path``,
    read as plain JSON and scored by the brute-force scorer of tests/reference.py: nothing of the
    package's own scoring or tree reading is used."""
    root = json.loads(path.read_text(encoding="utf-8"))["tree"]
    total = 0
    for secret in codes:
        node, guesses = root, 1
        while node["guess"] != secret:
            black, white = brute_score(node["guess"], secret)
            node = node["children"][f"{black} {white}"]
            guesses += 1
        total += guesses
    return total


@pytest.mark.parametrize(
    ("args", "game"),
    [
        (["--pegs", "3", "--colors", "4"], Game(3, tuple("1234"))),
        pytest.param(["--pegs", "4", "--colors", "6"], Game(4, tuple("123456")), marks=pytest.mark.slow),
    ],
    ids=["3x4", "classic"],
)
def test_the_exported_optimal_tree_replayed_by_an_independent_scorer(
    args: list[str], game: Game, tmp_path: Path
) -> None:
    """stats -s optimal --tree FILE: the file alone, replayed for every secret, needs the optimum
    (the exhaustive search's on 3x4; Koyama and Lai's 5,625 on the classic game)."""
    path = tmp_path / "optimal.json"
    done = cli("stats", *args, "-s", "optimal", "--tree", str(path), "--json")
    assert done.exit_code == 0, done.output
    codes = all_codes(game)
    ref = exhaustive(game) if game.size <= 64 else None
    expected = 5625 if ref is None else ref.cost(frozenset(ref.codes), math.inf)
    assert replay_file(path, codes) == expected == json.loads(done.output)["total"]


def test_a_ctrl_c_a_library_swallowed_stops_the_search_between_classes(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The command line's handler counts each Ctrl-C (``_progress.INTERRUPTS``), whatever became of
    its KeyboardInterrupt (numba compiling swallows it): the search raises it at its next class
    when one came after it began, and so does a progress bar, once; work begun after it goes on."""
    from mmnotation import _progress
    from mmnotation.cli.terminal import ProgressBar
    from mmnotation.strategies import optimal

    reports: list[float] = []
    monkeypatch.setattr(_progress, "INTERRUPTS", [])
    since = _progress.interrupts()
    bar = ProgressBar("x", stream=io.StringIO())
    optimal._step(reports.append, since, 0, 3, 1, 4)  # between two classes of the search
    assert reports == [1 / 12]
    _progress.INTERRUPTS.append(2)  # a Ctrl-C that the work did not hear
    with pytest.raises(KeyboardInterrupt):
        optimal._step(reports.append, since, 0, 3, 2, 4)
    assert reports == [1 / 12]
    optimal._step(reports.append, _progress.interrupts(), 0, 3, 2, 4)  # a search begun after it
    assert reports == [1 / 12, 2 / 12]
    with pytest.raises(KeyboardInterrupt):
        bar(0.5)
    bar(0.5)  # once: a caller that catches it may go on
    ProgressBar("x", stream=io.StringIO())(0.5)  # a bar begun after it
