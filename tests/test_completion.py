"""Shell completion, driven in real bash, zsh and fish on a pseudo-terminal.

Each shell starts in a fresh home where ``mmdeduce --install-completion SHELL`` put its script;
a partial command line is typed, TAB pressed, and the completed line is printed by turning it
into the arguments of ``printf``.  A shell that is not installed is skipped, except where
``MMNOTATION_REQUIRE_SHELLS=1`` (``.ci/run`` installs the three and sets it).
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from mmnotation.cli.app import app
from mmnotation.cli.completion import FILES, SCRIPTS, candidates, completion_option, install

BIN = Path(sys.executable).parent
SHELLS = ("bash", "zsh", "fish")
# (typed, the words of the line once TAB completed it)
CASES = [
    ("mmdeduce sta", "mmdeduce stats"),
    ("mmdeduce --recom", "mmdeduce --recommend"),  # deduce's options at the top level
    ("mmdeduce stats --stra", "mmdeduce stats --strategy"),
    ("mmdeduce stats -s entr", "mmdeduce stats -s entropy"),
    ("mmdeduce play --mak", "mmdeduce play --maker"),
    ("mmdeduce -r clas", "mmdeduce -r classic-sheet.txt"),  # a sheet: the shell's file names
    ("mmdeduce stats --tree kn", "mmdeduce stats --tree knuth-tree.json"),
    ("mmdeduce --install-c", "mmdeduce --install-completion"),
]


def _shell_or_skip(shell: str) -> str:
    path = shutil.which(shell)
    if path is None:
        if os.environ.get("MMNOTATION_REQUIRE_SHELLS") == "1":
            pytest.fail(f"{shell} is not installed (.ci/run installs it)")
        pytest.skip(f"{shell} is not installed")
    if shutil.which("mmdeduce", path=str(BIN)) is None:
        pytest.skip("mmdeduce is not installed beside this Python")
    return path


def _environment(home: Path) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("XDG_", "ZDOTDIR", "BASH_ENV"))}
    env.update(HOME=str(home), PATH=f"{BIN}{os.pathsep}{env.get('PATH', '')}", TERM="dumb", LANG="C.UTF-8")
    env.update(PS1="$ ", fish_greeting="")
    return env


@pytest.mark.slow
@pytest.mark.parametrize("shell", SHELLS)
def test_tab_completes_in_the_real_shell(shell: str, tmp_path: Path) -> None:
    import pexpect

    path = _shell_or_skip(shell)
    home = tmp_path / "home"
    home.mkdir()
    env = _environment(home)
    done = subprocess.run(
        [str(BIN / "mmdeduce"), "--install-completion", shell], env=env, capture_output=True, text=True
    )
    assert done.returncode == 0, done.stderr
    assert f"{shell} completion installed in" in done.stdout
    work = tmp_path / "work"
    work.mkdir()
    (work / "classic-sheet.txt").write_text("RGBY 1 0\n")
    (work / "knuth-tree.json").write_text("{}")
    args = {"bash": ["-i"], "zsh": ["-i"], "fish": ["-i"]}[shell]
    child = pexpect.spawn(
        path, args, env=env, cwd=str(work), encoding="utf-8", timeout=60, dimensions=(24, 200)
    )
    try:
        child.sendline("echo RE''ADY")
        child.expect("READY")
        for typed, words in CASES:
            child.send(typed + "\t")
            # the line as completed, as the arguments of printf: each word in brackets
            child.send("\x01printf '[%s]' \r")
            expected = "".join(f"[{w}]" for w in words.split())
            child.expect_exact(expected)
    finally:
        child.sendline("exit")
        child.close(force=True)


def test_the_candidates_come_from_the_commands_options() -> None:
    from typer.main import get_command

    group = get_command(app)

    def values(line: str) -> list[str]:
        return [value for value, _ in candidates(group, line)]

    assert values("mmdeduce st") == ["stats", FILES]
    assert values("mmdeduce ") == ["deduce", "notation", "play", "serve", "stats", FILES]
    assert "--recommend" in values("mmdeduce -") and "--install-completion" in values("mmdeduce -")
    assert "--install-completion" not in values("mmdeduce stats -")  # the program's own, first only
    assert values("mmdeduce stats -s e") == ["expected", "entropy"]
    assert values("mmdeduce stats --tree ") == [FILES]
    assert values("mmdeduce stats --pegs ") == []  # a number: nothing to offer, no file names
    assert values("mmdeduce stats --first ") == ["all"]
    assert values("mmdeduce sheet.txt ") == [FILES]
    assert values("mmdeduce file ") == values("mmdeduce FILE ") == [FILES]  # a sheet named as the argument
    assert values("mmdeduce stats ") == []
    assert values("mmdeduce 'open quo") == [FILES]  # an open quote is the word being typed
    every = {opt for param in group.commands["play"].params for opt in (*param.opts, *param.secondary_opts)}
    assert set(values("mmdeduce play -")) == every
    assert {"--host", "--port", "--open"} <= set(values("mmdeduce serve -"))


def test_the_protocol_without_the_scripts_variables_prints_nothing() -> None:
    """The variable set by hand, or by an older script: no traceback, exit status 0."""
    for value in ("complete_bash", "bash", "zsh_source"):
        env = {**os.environ, "_MMDEDUCE_COMPLETE": value}
        env.pop("_MMDEDUCE_LINE", None)
        done = subprocess.run(
            [sys.executable, "-m", "mmnotation"], env=env, capture_output=True, text=True, timeout=60
        )
        assert (done.returncode, done.stdout, done.stderr) == (0, "", "")


@pytest.mark.parametrize("shell", SHELLS)
def test_show_completion_prints_the_named_shells_script(
    shell: str, capsys: pytest.CaptureFixture[str]
) -> None:
    for args in (["--show-completion", shell], [f"--show-completion={shell}"]):
        assert completion_option(args, {"SHELL": "/bin/sh"}) == 0
        assert capsys.readouterr().out == SCRIPTS[shell]
    assert completion_option(["--show-completion"], {"SHELL": f"/usr/bin/{shell}"}) == 0
    assert capsys.readouterr().out == SCRIPTS[shell]  # the user's shell, from $SHELL


def test_completion_options_refuse_what_they_cannot_do(capsys: pytest.CaptureFixture[str]) -> None:
    assert completion_option(["--show-completion", "tcsh"], {}) == 2
    assert "no completion for the shell 'tcsh': choose one of bash, zsh, fish" in capsys.readouterr().err
    assert completion_option(["--install-completion"], {"SHELL": "/bin/sh"}) == 2
    assert "name the shell, one of bash, zsh, fish" in capsys.readouterr().err
    assert completion_option(["--show-completion", "zsh", "fish"], {}) == 2
    assert "takes one shell at most" in capsys.readouterr().err


def test_install_writes_the_script_and_its_start_up_line_once(tmp_path: Path) -> None:
    for _ in range(2):
        target = install("zsh", tmp_path)
    assert target.read_text() == SCRIPTS["zsh"]
    assert (tmp_path / ".zshrc").read_text().count("fpath+=~/.zfunc") == 1
    target = install("bash", tmp_path)
    assert (tmp_path / ".bashrc").read_text() == f"source {target}\n"
    assert install("fish", tmp_path) == tmp_path / ".config/fish/completions/mmdeduce.fish"


def test_any_command_line_gets_candidates_and_no_error() -> None:
    """Whatever was typed before the cursor (words of the commands, options and values, junk,
    open quotes), the completer answers with candidates, never an exception."""
    from hypothesis import given, settings
    from hypothesis import strategies as st
    from typer.main import get_command

    group = get_command(app)
    params = [p for cmd in group.commands.values() for p in cmd.params]
    every = {opt for p in params for opt in (*p.opts, *p.secondary_opts)}
    junk = {"-", "--", "'x", '"a b', "=", "FILE", "12"}
    words = st.sampled_from(sorted(every | set(group.commands) | junk))

    @settings(max_examples=300, deadline=None)
    @given(st.lists(words, max_size=6), st.text(max_size=4), st.booleans())
    def check(typed: list[str], tail: str, space: bool) -> None:
        line = " ".join(["mmdeduce", *typed]) + (" " if space else "") + tail
        for value, _ in candidates(group, line):
            assert isinstance(value, str)

    check()
