"""Recommendations against a plain-python brute-force reference, and Knuth's opening.

The reference (tests/reference.py) scores every guess of the game against every consistent
code with its own scoring function and breaks ties as docs/cli.md says, literally (best score,
then consistent, then lowest in palette order), with no symmetry or bounds.
"""

from __future__ import annotations

import math
import os
import shutil
import subprocess
import sys
from collections import Counter
from collections.abc import Sequence
from pathlib import Path

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from reference import brute_clues_consistent as ref_consistent
from reference import brute_codes as ref_codes
from reference import brute_score as ref_score
from reference import ref_choose, ref_partition, ref_sizes

from mmnotation import Clue, Code, Feedback, Game, GameError, Sheet
from mmnotation.codes.space import distinct, space
from mmnotation.codes.symmetry import canonical, colour_swaps, history_key
from mmnotation.strategies.choose import choose_guess, recommend
from mmnotation.strategies.heuristics import _class_floor, heuristic_choice
from mmnotation.strategies.recommendation import Recommendation, Strategy

ROOT = Path(__file__).resolve().parent.parent
CLASSIC = Game(4, tuple("123456"))
SMALL = Game(3, tuple("ABCD"))
TINY_NO_REPEATS = Game(2, tuple("XYZ"), repeats=False)
SCORED = ("minimax", "expected", "entropy", "parts")

# --- random positions ----------------------------------------------------------------------


@st.composite
def positions(draw: st.DrawFn, game: Game, jokers: bool = False) -> list[tuple[str, int | None, int | None]]:
    """Clues a real secret gave to a few guesses; with jokers, some holes and counts hidden."""
    codes = ref_codes(game)
    secret = draw(st.sampled_from(codes))
    clues = []
    for _ in range(draw(st.integers(0, 2))):
        guess = draw(st.sampled_from(ref_codes(Game(game.pegs, game.colors))))
        if jokers and draw(st.booleans()):
            hole = draw(st.integers(0, game.pegs - 1))
            mark = draw(st.sampled_from("_?"))
            shown = guess[:hole] + mark + guess[hole + 1 :]
            black, white = ref_score(shown if mark == "_" else guess, secret)
            guess = shown
            hide = draw(st.sampled_from(["", "b", "w"]))
            clues.append((guess, None if hide == "b" else black, None if hide == "w" else white))
        else:
            clues.append((guess, *ref_score(guess, secret)))
    return clues


def sheet_of(game: Game, clues: Sequence[tuple[str, int | None, int | None]]) -> Sheet:
    return Sheet(game, tuple(Clue(Code(g), Feedback(b, w)) for g, b, w in clues))


def check(game: Game, clues: list[tuple[str, int | None, int | None]], strategy: str) -> None:
    cands = ref_consistent(game, clues)
    rec = recommend(sheet_of(game, clues), strategy)
    guess, cost = ref_choose(game, cands, strategy)
    assert rec.guess == Code(guess), (clues, strategy)
    assert rec.consistent == (guess in cands)
    assert rec.partition == ref_partition(guess, cands)
    assert list(rec.partition) == list(ref_partition(guess, cands))  # all-black first
    n = len(cands)
    if strategy == "minimax":
        assert rec.score == cost
    elif strategy == "expected":
        assert rec.score == pytest.approx(cost / n)
    elif strategy == "entropy":
        assert rec.score == pytest.approx(math.log2(n) - cost / n, abs=1e-9)
    elif strategy == "parts":
        assert rec.score == -cost


# --- tests ---------------------------------------------------------------------------------


def test_knuth_opening() -> None:
    # Knuth 1977, "The computer as master mind": minimax opens with 1122, largest class 256
    rec = recommend(Sheet(CLASSIC), "minimax")
    assert rec.guess == Code("1122")
    assert rec.score == 256
    assert rec.consistent
    assert sum(rec.partition.values()) == 1296
    assert rec.partition["0 0"] == 256


@pytest.mark.slow
def test_known_openings_of_other_strategies() -> None:
    # the reference decides them too (slow-ish for the classic game, so only the openings)
    cands = ref_codes(CLASSIC)
    sizes = ref_sizes(CLASSIC, cands)
    for strategy in SCORED:
        assert recommend(Sheet(CLASSIC), strategy).guess == Code(
            ref_choose(CLASSIC, cands, strategy, sizes)[0]
        )


@pytest.mark.parametrize("strategy", (*SCORED, "first"))
@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_recommend_agrees_with_reference_3x4(strategy: str, data: st.DataObject) -> None:
    check(SMALL, data.draw(positions(SMALL)), strategy)


@pytest.mark.parametrize("strategy", (*SCORED, "first"))
@settings(max_examples=20, deadline=None)
@given(data=st.data())
def test_recommend_agrees_with_reference_no_repeats(strategy: str, data: st.DataObject) -> None:
    check(TINY_NO_REPEATS, data.draw(positions(TINY_NO_REPEATS)), strategy)


@pytest.mark.parametrize("strategy", SCORED)
@settings(max_examples=20, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_recommend_with_jokers_and_unknown_counts(strategy: str, data: st.DataObject) -> None:
    clues = data.draw(positions(SMALL, jokers=True))
    check(SMALL, clues, strategy)


def test_every_position_of_a_tiny_game() -> None:
    # all one-clue sheets of 2 pegs x 3 colours without repeats, every strategy
    for guess in ref_codes(Game(2, tuple("XYZ"))):
        for secret in ref_codes(TINY_NO_REPEATS):
            clues = [(guess, *ref_score(guess, secret))]
            for strategy in SCORED:
                check(TINY_NO_REPEATS, clues, strategy)


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_symmetry_never_changes_the_choice(data: st.DataObject) -> None:
    # a game with room for symmetry: 4 pegs, 5 colours; scored with and without the reduction
    game = Game(4, tuple("12345"))
    sp = space(game)
    secret = np.array(data.draw(st.lists(st.integers(0, 4), min_size=4, max_size=4)), dtype=np.int8)
    guesses = data.draw(st.lists(st.lists(st.integers(0, 4), min_size=4, max_size=4), max_size=2))
    cands = np.arange(sp.size, dtype=np.intp)
    target = int(sp.indices(secret[None, :])[0])
    for g in guesses:
        gi = int(sp.indices(np.array([g], dtype=np.int8))[0])
        packed = sp.packed(np.array([gi], dtype=np.intp), cands)[0]
        cands = cands[packed == packed[int(np.searchsorted(cands, target))]]
    strategy = data.draw(
        st.sampled_from([Strategy.MINIMAX, Strategy.EXPECTED, Strategy.ENTROPY, Strategy.PARTS])
    )
    full = heuristic_choice(sp, cands, strategy, history=None)
    reduced = heuristic_choice(sp, cands, strategy, history=history_key(guesses))
    assert full == reduced


@pytest.mark.parametrize("repeats", [True, False], ids=["repeats", "no-repeats"])
def test_colour_swaps_are_those_that_give_the_candidates_again(repeats: bool) -> None:
    # the reference: each pair of colours swapped in every candidate, as strings, compared as
    # sets; the nodes drawn at random, half of them made symmetric by adding each code's image
    game = Game(4, tuple("123456"), repeats=repeats)
    sp = space(game)
    codes = ref_codes(game)
    where = {c: i for i, c in enumerate(codes)}
    rng = np.random.default_rng(21)
    found = 0
    for trial in range(200):
        node = {codes[int(i)] for i in rng.choice(len(codes), size=int(rng.integers(1, 12)), replace=False)}
        if trial % 2:
            a, b = (str(int(c) + 1) for c in rng.choice(6, size=2, replace=False))
            node |= {c.translate(str.maketrans(a + b, b + a)) for c in node}
        cands = np.array(sorted(where[c] for c in node), dtype=np.intp)
        want = [
            (a, b)
            for a in range(6)
            for b in range(a + 1, 6)
            if {c.translate(str.maketrans(f"{a + 1}{b + 1}", f"{b + 1}{a + 1}")) for c in node} == node
        ]
        assert colour_swaps(sp, cands) == want, sorted(node)
        found += len(want) > 0
    assert found >= 100  # the symmetric half at least


def test_canonical_guesses_of_an_empty_sheet() -> None:
    # one representative per pattern: 1111 1112 1122 1123 1234 for 4 pegs
    sp = space(CLASSIC)
    reps = {CLASSIC.code([int(d) for d in sp.codes[i]]).symbols for i in canonical(sp, ())}
    assert reps == {"1111", "1112", "1122", "1123", "1234"}


@pytest.mark.parametrize("played", [[], [[0, 0, 1, 1]], [[0, 1, 1, 2]], [[0, 0, 1, 1], [0, 1, 0, 2]]])
def test_orbit_representatives_in_slices_are_the_lowest_of_their_orbits(
    monkeypatch: pytest.MonkeyPatch, played: list[list[int]]
) -> None:
    # passes over every code go a slice at a time (``Space.sweep``): with slices of 7 codes, the
    # guesses kept are still, by brute force over every hole and colour permutation that fixes
    # the guesses played, the codes no symmetry maps to a lower one
    import itertools

    import mmnotation.codes.space as space_module
    from mmnotation.codes.space import Space
    from mmnotation.strategies.heuristics import _within

    monkeypatch.setattr(space_module, "SWEEP", 7)
    sp = Space(4, 4, True)
    codes = [tuple(int(d) for d in row) for row in sp.codes]

    def image(code: tuple[int, ...], sigma: tuple[int, ...], pi: tuple[int, ...]) -> tuple[int, ...]:
        out = [0] * 4
        for h in range(4):
            out[sigma[h]] = pi[code[h]]
        return tuple(out)

    group = [
        (sigma, pi)
        for sigma in itertools.permutations(range(4))
        for pi in itertools.permutations(range(4))
        if all(image(tuple(g), sigma, pi) == tuple(g) for g in played)
    ]
    lowest = [i for i, c in enumerate(codes) if all(c <= image(c, s, p) for s, p in group)]
    assert canonical(sp, history_key(played)).tolist() == lowest
    # the codes within a set of colours, a slice at a time too
    for allowed in (0b0101, 0b1110):
        expect = [i for i, c in enumerate(codes) if all(allowed >> d & 1 for d in c)]
        assert _within(sp, allowed).tolist() == expect


def test_positions_that_keep_every_guess_share_one_array() -> None:
    # 7 pegs (hole permutations are not searched) after guesses that leave at most one colour
    # unused: every code is a guess, the space's one array and mask, not a copy per position
    from mmnotation.codes.space import Space
    from mmnotation.codes.symmetry import canonical_mask

    sp = Space(7, 4, True)
    played = ([0, 1, 2, 0, 0, 0, 0], [0, 1, 2, 3, 0, 0, 0], [1, 1, 2, 2, 3, 3, 0])
    for history in [history_key([g]) for g in played] + [history_key(played)]:
        assert canonical(sp, history) is sp.everything()
        assert canonical_mask(sp, history) is sp.all_true()
    assert sp.cache_bytes == 0 and sp.all_true().all() and len(sp.everything()) == sp.size
    assert len(canonical(sp, history_key([[0, 0, 1, 1, 1, 1, 1]]))) < sp.size  # 2 unused: reduced
    assert sp.cache_bytes > 0


def test_random_is_a_reproducible_consistent_code() -> None:
    sheet = sheet_of(CLASSIC, [("1122", 1, 0)])
    picks = {recommend(sheet, "random", seed=s).guess for s in range(20)}
    again = {recommend(sheet, "random", seed=s).guess for s in range(20)}
    assert picks == again
    assert len(picks) > 1
    cands = set(ref_consistent(CLASSIC, [("1122", 1, 0)]))
    assert all(p.symbols in cands for p in picks)
    assert all(recommend(sheet, "random", seed=s).consistent for s in range(3))


def test_single_candidate_is_guessed() -> None:
    clues = [("ABC", 3, 0)]
    for strategy in Strategy:
        rec = recommend(sheet_of(SMALL, clues), strategy)
        assert rec.guess == Code("ABC")
        assert rec.partition == {"3 0": 1}


def test_choose_takes_candidate_arrays() -> None:
    cands = np.array([[0, 0, 1], [1, 2, 3], [3, 3, 3]], dtype=np.int8)
    rec = choose_guess(SMALL, cands, "minimax", history=["AAB"])
    assert isinstance(rec, Recommendation)
    names = ["".join(SMALL.colors[i] for i in row) for row in cands]
    assert rec.guess == Code(ref_choose(SMALL, names, "minimax")[0])


def test_errors() -> None:
    with pytest.raises(GameError, match="no code"):
        recommend(sheet_of(SMALL, [("ABC", 3, 0), ("ABD", 3, 0)]))
    with pytest.raises(GameError, match="unknown strategy"):
        recommend(Sheet(SMALL), "best")
    with pytest.raises(GameError, match="too many"):
        recommend(sheet_of(Game(8, tuple("12345678")), [("11111111", 0, 0)]))
    assert Strategy.of("MiniMax") is Strategy.MINIMAX


@pytest.mark.parametrize("setting", ["1", "0"], ids=["numba", "numpy"])
@pytest.mark.parametrize("strategy", SCORED)
@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_compiled_and_numpy_scans_agree_with_reference(
    setting: str, strategy: str, data: st.DataObject
) -> None:
    # MMNOTATION_NUMBA=1 sends every scan, however small, to the compiled kernels (when numba
    # is installed); 0 to numpy: separate code paths, both checked against the reference
    clues = data.draw(positions(SMALL))
    with pytest.MonkeyPatch.context() as mp:
        mp.setenv("MMNOTATION_NUMBA", setting)
        check(SMALL, clues, strategy)
        check(TINY_NO_REPEATS, data.draw(positions(TINY_NO_REPEATS)), strategy)


# --- the numba setting and its cache --------------------------------------------------------


def test_kernels_compile_where_numba_is_installed(monkeypatch: pytest.MonkeyPatch) -> None:
    # a kernel numba cannot compile falls back to numpy silently (same choices, slower):
    # here, it fails
    from mmnotation.codes import compiled as _compiled

    pytest.importorskip("numba")
    monkeypatch.setenv("MMNOTATION_NUMBA", "1")
    assert _compiled.kernels() is not None and _compiled.cost_kernel() is not None


def test_numba_setting(monkeypatch: pytest.MonkeyPatch) -> None:
    from mmnotation.codes import compiled as _compiled

    for value, expected in [("0", "0"), ("1", "1"), ("auto", "auto"), (" AUTO ", "auto"), ("x", "auto")]:
        monkeypatch.setenv("MMNOTATION_NUMBA", value)
        assert _compiled.setting() == expected
    monkeypatch.delenv("MMNOTATION_NUMBA")
    assert _compiled.setting() == "auto"
    assert not _compiled.wanted(1296) and _compiled.wanted(32768)  # auto: by the size of the game
    monkeypatch.setenv("MMNOTATION_NUMBA", "0")
    assert not _compiled.wanted(32768) and _compiled.kernels() is None and _compiled.cost_kernel() is None
    monkeypatch.setenv("MMNOTATION_NUMBA", "1")
    assert _compiled.wanted(8)


def test_one_choice_uses_numba_only_where_it_pays(monkeypatch: pytest.MonkeyPatch) -> None:
    # issue 53: a sheet's next guess in a big game does not wait for numba to compile (or load)
    # when numpy scores its pairs sooner; a whole game's work (no pairs given) still uses it
    from mmnotation.codes import compiled as _compiled

    monkeypatch.delenv("MMNOTATION_NUMBA", raising=False)
    monkeypatch.setattr(_compiled, "_LOADED", [])
    monkeypatch.setattr(_compiled, "_CACHED", [])
    monkeypatch.setattr(_compiled, "_cache_notice", lambda: "compiling first")  # nothing compiled yet
    assert _compiled.wanted(32768) and not _compiled.wanted(1296)
    assert not _compiled.wanted(32768, _compiled.COLD_MIN_PAIRS - 1)
    assert _compiled.wanted(32768, _compiled.COLD_MIN_PAIRS)
    assert not _compiled.wanted(1296, 10**12)  # a small game never imports numba
    monkeypatch.setattr(_compiled, "_cache_notice", lambda: None)  # the cache holds kernels
    assert not _compiled.wanted(32768, _compiled.WARM_MIN_PAIRS - 1)
    assert _compiled.wanted(32768, _compiled.WARM_MIN_PAIRS)
    monkeypatch.setattr(_compiled, "_LOADED", [True])  # this process loaded them: any work
    assert _compiled.wanted(32768, 1)
    monkeypatch.setattr(_compiled, "_LOADED", [])
    monkeypatch.setenv("MMNOTATION_NUMBA", "1")
    assert _compiled.wanted(8, 1)
    monkeypatch.setenv("MMNOTATION_NUMBA", "0")
    assert not _compiled.wanted(32768, 10**12)


def test_the_first_recommendation_on_a_super_sheet_compiles_nothing(tmp_path: Path) -> None:
    # the first run after an install: numpy answers, numba's cache stays empty, no notice
    env = dict(os.environ, NUMBA_CACHE_DIR=str(tmp_path / "numba"), XDG_CACHE_HOME=str(tmp_path))
    env.pop("MMNOTATION_NUMBA", None)
    for args in (["-r"], ["-r", "-s", "entropy"], ["--top", "3"]):
        result = subprocess.run(
            [sys.executable, "-m", "mmnotation", str(ROOT / "samples" / "super.txt"), *args],
            capture_output=True, text=True, env=env, check=False,
        )  # fmt: skip
        assert result.returncode == 0, result.stderr
        assert "compiled" not in result.stderr
    kernels = [p for p in (tmp_path / "numba").rglob("*") if p.suffix in (".nbi", ".nbc")]
    assert not kernels


def test_numba_cache_directory(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    from mmnotation.codes import compiled as _compiled

    monkeypatch.setenv("NUMBA_CACHE_DIR", str(tmp_path / "given"))
    assert _compiled.cache_dir() == str((tmp_path / "given").resolve())
    monkeypatch.delenv("NUMBA_CACHE_DIR")
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "xdg"))
    assert _compiled.cache_dir() == str((tmp_path / "xdg" / "mmnotation" / "numba").resolve())
    blocker = tmp_path / "file"
    blocker.write_text("not a directory")
    monkeypatch.setenv("XDG_CACHE_HOME", str(blocker))
    assert _compiled.cache_dir() is None  # nowhere to write: compiled in memory
    package = Path(_compiled.__file__).parent
    monkeypatch.setenv("NUMBA_CACHE_DIR", str(package / "__pycache__"))
    assert _compiled.cache_dir() is None  # never inside the installed package


def test_kernel_files_are_the_files_numba_compiles() -> None:
    from mmnotation.codes import compiled as _compiled

    package = Path(_compiled.__file__).parent.parent
    compiling = {
        p.relative_to(package).as_posix()
        for p in package.rglob("*.py")
        # what numba compiles: the files that call it, and those whose plain functions it compiles
        if any(mark in p.read_text() for mark in ("jit(", "compiled_with(", "no cover - compiled by numba"))
    }
    assert compiling == set(_compiled.KERNEL_FILES)


def _cache_folder(site: Path, cache: Path) -> str:
    code = "from mmnotation.codes.compiled import kernel_cache_dir; print(kernel_cache_dir())"
    env = {**os.environ, "PYTHONPATH": str(site), "NUMBA_CACHE_DIR": str(cache)}
    run = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, cwd=site)
    return run.stdout.strip()


def test_the_kernel_cache_folder_changes_with_every_kernel_file_only(tmp_path: Path) -> None:
    # numba checks a cached kernel against its own file only; the compiled choices hold the scans
    # of codes/compiled.py: a change there must not load the choices compiled from the old scans
    from mmnotation.codes import compiled as _compiled

    site, cache = _installed_copy(tmp_path), tmp_path / "cache"
    first = _cache_folder(site, cache)
    assert Path(first).parent == cache.resolve() and Path(first).name.startswith("kernels-")
    model = site / "mmnotation" / "model.py"
    model.write_text(model.read_text() + "\n# not a kernel file\n")
    assert _cache_folder(site, cache) == first
    seen = {first}
    for name in _compiled.KERNEL_FILES:
        kernel_file = site / "mmnotation" / name
        kernel_file.write_text(kernel_file.read_text() + "\n# changed\n")
        folder = _cache_folder(site, cache)
        assert folder not in seen, name
        seen.add(folder)


def test_a_new_kernel_folder_deletes_the_stale_ones_but_the_last_used(tmp_path: Path) -> None:
    # each update compiles its kernels into a folder of its own (20-60 MB): the folders no run
    # used for a day go, but the KEEP_FOLDERS used last, when a new version makes its folder
    from mmnotation.codes.compiled import KEEP_FOLDERS, STALE_SECONDS

    cache = tmp_path / "cache"
    day = 86400.0
    assert day == STALE_SECONDS and KEEP_FOLDERS == 3
    now = 1_000_000_000.0  # 2001: the folders' times are set, not the clock's
    ages = {"a": 40, "b": 30, "c": 20, "d": 10, "e": 0.5}  # days since a run last used each
    for name, age in ages.items():
        folder = cache / f"kernels-{name}"
        (folder / "sub").mkdir(parents=True)
        os.utime(folder, (now - age * day, now - age * day))
    (cache / "other").mkdir()  # not a kernel folder: never touched
    os.utime(cache / "other", (now - 99 * day, now - 99 * day))
    from mmnotation.codes.compiled import prune_kernel_folders

    # the three used last (e, d, c) stay whatever their age, b and a were stale
    assert sorted(prune_kernel_folders(str(cache), now)) == ["kernels-a", "kernels-b"]
    assert sorted(p.name for p in cache.iterdir()) == ["kernels-c", "kernels-d", "kernels-e", "other"]
    for name in "cde":
        os.utime(cache / f"kernels-{name}", (now, now))
    (cache / "kernels-f").mkdir()  # the fourth used last, but used within the day: it stays
    os.utime(cache / "kernels-f", (now - day / 2, now - day / 2))
    assert prune_kernel_folders(str(cache), now + 1) == []
    assert (cache / "kernels-f").is_dir()
    # a run of a new version makes its folder and deletes what is stale by then (the real clock):
    # the new one, f and e are the three used last
    old = now - 2 * day
    for name in "cde":
        os.utime(cache / f"kernels-{name}", (old, old))
    folder = Path(_cache_folder(_installed_copy(tmp_path), cache))
    assert folder.is_dir() and folder.parent == cache.resolve()
    assert sorted(p.name for p in cache.iterdir()) == sorted(["kernels-e", "kernels-f", folder.name, "other"])


def _installed_copy(tmp_path: Path) -> Path:
    """A copy of the package in a directory of its own, as an install would have it."""
    import mmnotation

    site = tmp_path / "site"
    shutil.copytree(Path(mmnotation.__file__).parent, site / "mmnotation")
    return site


def _stats_run(site: Path, env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    base = {k: v for k, v in os.environ.items() if k not in ("NUMBA_CACHE_DIR", "XDG_CACHE_HOME")}
    base.update(PYTHONPATH=str(site), PYTHONDONTWRITEBYTECODE="1", MMNOTATION_NUMBA="1", **env)
    command = [sys.executable, "-m", "mmnotation", "stats", "--pegs", "3", "--colors", "5", "-s", "expected"]
    # run from the copy: python puts the working directory first on the module path
    return subprocess.run(command, capture_output=True, text=True, env=base, timeout=600, cwd=site)


@pytest.mark.slow
def test_unwritable_home_compiles_in_memory_and_writes_nothing_in_the_package(tmp_path: Path) -> None:
    # HOME is a file, so no user cache directory can be made; the run still succeeds
    site = _installed_copy(tmp_path)
    before = sorted(p.relative_to(site) for p in site.rglob("*"))
    home = tmp_path / "home-is-a-file"
    home.write_text("")
    done = _stats_run(site, {"HOME": str(home)})
    assert done.returncode == 0, done.stderr
    assert "notice: the scans are compiled for this run first" in done.stderr
    assert "Traceback" not in done.stderr and "125 games" in done.stdout
    assert sorted(p.relative_to(site) for p in site.rglob("*")) == before


@pytest.mark.slow
def test_numba_cache_goes_to_the_given_directory(tmp_path: Path) -> None:
    site = _installed_copy(tmp_path)
    before = sorted(p.relative_to(site) for p in site.rglob("*"))
    cache = tmp_path / "cache"
    done = _stats_run(site, {"NUMBA_CACHE_DIR": str(cache), "HOME": str(tmp_path)})
    assert done.returncode == 0, done.stderr
    assert "notice: the scans are compiled for this machine first (once" in done.stderr
    assert any(cache.rglob("*.nbi")), "numba wrote no index into NUMBA_CACHE_DIR"
    assert sorted(p.relative_to(site) for p in site.rglob("*")) == before
    # the scans changed (here only by a comment): the next run compiles them, and the compiled
    # choices that hold them, into a folder of their own instead of loading the old ones
    scans = site / "mmnotation" / "codes" / "compiled.py"
    scans.write_text(scans.read_text() + "\n# changed\n")
    again = _stats_run(site, {"NUMBA_CACHE_DIR": str(cache), "HOME": str(tmp_path)})
    assert again.returncode == 0, again.stderr
    assert again.stdout.split("Time:")[0] == done.stdout.split("Time:")[0]
    assert "notice: the scans are compiled" in again.stderr
    folders = sorted(p for p in cache.iterdir() if any(p.rglob("heuristic_kernels.*.nbi")))
    assert len(folders) == 2, folders
    cached = _stats_run(site, {"NUMBA_CACHE_DIR": str(cache), "HOME": str(tmp_path)})
    assert cached.returncode == 0 and "notice" not in cached.stderr, cached.stderr


# --- openings from patterns -----------------------------------------------------------------


def test_opening_patterns() -> None:
    from mmnotation.strategies.opening import pattern_code, patterns

    assert patterns(4, 6) == [(4,), (3, 1), (2, 2), (2, 1, 1), (1, 1, 1, 1)]
    assert patterns(4, 2) == [(4,), (3, 1), (2, 2)]
    assert [pattern_code(p) for p in patterns(3, 3)] == [(0, 0, 0), (0, 0, 1), (0, 1, 2)]
    assert len(patterns(10, 10)) == 42  # the partitions of 10


@pytest.mark.slow
@pytest.mark.parametrize(
    "game",
    [
        SMALL,
        CLASSIC,
        Game(5, tuple("ABC")),
        Game(1, tuple("AB")),
        TINY_NO_REPEATS,
        Game(3, tuple("ABCDE"), False),
    ],
    ids=["3x4", "4x6", "5x3", "1x2", "2x3-no-repeats", "3x5-no-repeats"],
)
def test_opening_splits_and_choices_agree_with_reference(game: Game) -> None:
    from mmnotation.strategies.opening import pattern_code, patterns, split

    codes = ref_codes(game)
    shapes = patterns(game.pegs, len(game.colors)) if game.repeats else [(1,) * game.pegs]
    for shape in shapes:
        guess = "".join(game.colors[i] for i in (pattern_code(shape) if game.repeats else range(game.pegs)))
        counted = Counter(ref_score(guess, s) for s in codes)
        sizes = split(game.pegs, len(game.colors), game.repeats, shape)
        assert {divmod(k, game.pegs + 1): n for k, n in enumerate(sizes) if n} == dict(counted)
    all_sizes = ref_sizes(game, codes)
    for strategy in SCORED:
        rec = recommend(Sheet(game), strategy)
        guess, _ = ref_choose(game, codes, strategy, all_sizes)
        assert rec.guess == Code(guess)
        assert rec.partition == ref_partition(guess, codes)
        assert rec.consistent


def test_opening_of_a_game_too_large_to_hold() -> None:
    # 10^7 codes: more than a scan can hold, but the opening needs only its patterns
    game = Game(7, tuple("0123456789"))
    for strategy in SCORED:
        rec = recommend(Sheet(game), strategy)
        assert sum(rec.partition.values()) == 10**7
        assert len(set(rec.guess.symbols)) <= 7 and rec.guess.symbols == "".join(sorted(rec.guess.symbols))


@pytest.mark.slow
@pytest.mark.parametrize("strategy", SCORED)
@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_sampled_bound_never_changes_the_choice(strategy: str, data: st.DataObject) -> None:
    # long compiled scans first score a sample of guesses; forced on here for a small game
    import mmnotation.strategies.heuristics as strategy_module

    game = Game(4, tuple("12345"))
    clues = data.draw(positions(game))
    with pytest.MonkeyPatch.context() as mp:
        mp.setenv("MMNOTATION_NUMBA", "1")
        mp.setattr(strategy_module, "SAMPLE_FROM", 0)
        mp.setattr(strategy_module, "SAMPLE", 8)
        check(game, clues, strategy)


@given(st.lists(st.integers(0, 50), max_size=40))
def test_distinct_is_numpy_unique(values: list[int]) -> None:
    """``distinct`` (kept off numpy.ma for start-up) returns what ``np.unique`` returns."""
    arr = np.array(values, dtype=np.intp)
    got = distinct(arr)
    assert got.tolist() == sorted(set(values))
    assert got.dtype == np.unique(arr).dtype


COST = {
    "minimax": lambda sizes: max(sizes),
    "expected": lambda sizes: sum(s * s for s in sizes),
    "entropy": lambda sizes: sum(s * math.log2(s) for s in sizes),
    "parts": lambda sizes: -len(sizes),
}


@settings(max_examples=40, deadline=None)
@given(
    game=st.sampled_from(
        [Game(3, tuple("ABCD")), Game(4, tuple("123456")), Game(3, tuple("ABCDE"), repeats=False)]
    ),
    strategy=st.sampled_from(SCORED),
    data=st.data(),
)
def test_class_floor_is_below_every_guess(game: Game, strategy: str, data: st.DataObject) -> None:
    """The floor of a multiset of colours never exceeds the cost of a guess with it (the scans
    pass over guesses by it), and codes with the same colours share their floor."""
    codes = ref_codes(game)
    cands = sorted(data.draw(st.sets(st.sampled_from(codes), min_size=1, max_size=40)), key=codes.index)
    sp = space(game)
    idx = np.array([codes.index(c) for c in cands], dtype=np.intp)
    floor = _class_floor(sp, idx, Strategy(strategy))
    assert floor is not None
    multiset, least = floor
    for g, (guess, sizes) in enumerate(ref_sizes(game, cands)):
        assert least[multiset[g]] <= COST[strategy](sizes) + 1e-9, (guess, cands)
    for a, b in ((0, 1), (1, 2)):
        assert (
            multiset[[codes.index(c) for c in codes if sorted(c) == sorted(codes[a])]] == multiset[a]
        ).all()
        assert multiset[a] != multiset[b] or sorted(codes[a]) == sorted(codes[b])


@pytest.mark.parametrize("strategy", ["parts", "minimax", "first"])
def test_a_run_loads_only_the_compiled_scans_its_strategy_uses(strategy: str) -> None:
    """Loading a kernel from numba's cache costs tenths of a second: a run pays for its own only.
    ``stats`` chooses every node of a scored strategy by the compiled choice (which holds its own
    copies of the scans); ``first`` compiles nothing."""
    pytest.importorskip("numba")
    code = (
        "from mmnotation import Game, strategy_stats\n"
        "from mmnotation.codes import compiled\n"
        "from mmnotation.strategies import heuristic_kernels\n"
        f"strategy_stats(Game(5, tuple('123456')), {strategy!r})\n"
        "print(compiled._load_minimax.cache_info().currsize, compiled._load_cost.cache_info().currsize,"
        " heuristic_kernels._kernels.cache_info().currsize)\n"
    )
    env = {**os.environ, "MMNOTATION_NUMBA": "auto", "MMNOTATION_START_METHOD": "none"}
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, timeout=600)
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == ["0", "0", "0" if strategy == "first" else "1"]


def test_a_recommendation_with_progress_loads_only_its_strategys_scan() -> None:
    """A recommendation shown with progress scans from Python, by its strategy's kernel alone."""
    pytest.importorskip("numba")
    code = (
        "from mmnotation import parse_sheet\n"
        "from mmnotation.codes import compiled\n"
        "from mmnotation.strategies import heuristic_kernels\n"
        "from mmnotation.strategies.choose import recommend\n"
        "recommend(parse_sheet('11223 1 1', colors=8), 'parts', progress=lambda f: None)\n"
        "print(compiled._load_minimax.cache_info().currsize, compiled._load_cost.cache_info().currsize,"
        " heuristic_kernels._kernels.cache_info().currsize)\n"
    )
    # numba for every scan: with 'auto' this choice's work is numpy's (a first run compiles nothing)
    env = {**os.environ, "MMNOTATION_NUMBA": "1", "MMNOTATION_START_METHOD": "none"}
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, timeout=600)
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == ["0", "1", "0"]
