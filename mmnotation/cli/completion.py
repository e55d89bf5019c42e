"""Shell completion for bash, zsh and fish: the scripts, their installation, and the answers.

A shell's script calls ``mmdeduce`` with ``_MMDEDUCE_COMPLETE`` set to the shell's name and
``_MMDEDUCE_LINE`` to the command line up to the cursor; ``answer`` prints one candidate a line
(fish: the candidate, a tab, its help), and a line ``:files`` when file names fit there too, which
the script completes with the shell's own file completion.  The options come from the commands
themselves (``typer.main.get_command``), so a new option completes without a change here.
"""

from __future__ import annotations

import os
import shlex
import sys
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from mmnotation.cli.options import complete_strategy

SHELLS = ("bash", "zsh", "fish")
VARIABLE = "_MMDEDUCE_COMPLETE"
LINE = "_MMDEDUCE_LINE"
FILES = ":files"
"""The line that asks the shell to complete file names as well."""

_BASH = r"""# mmdeduce completion for bash: source this file (mmdeduce --install-completion bash does)
_mmdeduce_complete() {
    local IFS=$'\n' line reply=()
    line=$(_MMDEDUCE_COMPLETE=bash _MMDEDUCE_LINE="${COMP_LINE:0:$COMP_POINT}" "$1" 2>/dev/null)
    for line in $line; do
        if [[ $line == :files ]]; then
            compopt -o filenames 2>/dev/null
            reply+=($(compgen -f -- "${COMP_WORDS[COMP_CWORD]}"))
        else
            reply+=("$line")
        fi
    done
    COMPREPLY=("${reply[@]}")
}
complete -F _mmdeduce_complete mmdeduce
"""

_ZSH = r"""#compdef mmdeduce
# mmdeduce completion for zsh: a file _mmdeduce in $fpath (mmdeduce --install-completion zsh does)
_mmdeduce() {
    local -a out values
    local line
    out=("${(@f)$(_MMDEDUCE_COMPLETE=zsh _MMDEDUCE_LINE="$LBUFFER" mmdeduce 2>/dev/null)}")
    for line in "${out[@]}"; do
        if [[ $line == :files ]]; then
            _files
        elif [[ -n $line ]]; then
            values+=("$line")
        fi
    done
    (( ${#values} )) && compadd -a values
    return 0
}
if [[ $zsh_eval_context[-1] == loadautofunc ]]; then
    _mmdeduce "$@"
else
    compdef _mmdeduce mmdeduce
fi
"""

_FISH = r"""# mmdeduce completion for fish (mmdeduce --install-completion fish puts it in completions/)
function __mmdeduce_complete
    set -l out (env _MMDEDUCE_COMPLETE=fish _MMDEDUCE_LINE=(commandline -cp) mmdeduce 2>/dev/null)
    for line in $out
        if test "$line" = :files
            __fish_complete_path (commandline -ct)
        else
            printf '%s\n' $line
        end
    end
end
complete --command mmdeduce --no-files --arguments '(__mmdeduce_complete)'
"""

SCRIPTS = {"bash": _BASH, "zsh": _ZSH, "fish": _FISH}

# options whose value is a file, and the values offered for the others (none: the user types it)
_FILE_VALUES = frozenset({"--tree", "--checkpoint"})
_VALUES = {"--first": ("all",)}  # stats --first all; a guess otherwise


def script(shell: str) -> str:
    """The completion script of ``shell``.  Raises ValueError naming the shells supported."""
    if shell not in SCRIPTS:
        raise ValueError(f"no completion for the shell {shell!r}: choose one of {', '.join(SHELLS)}")
    return SCRIPTS[shell]


def detected_shell(environ: Mapping[str, str]) -> str | None:
    """The user's shell by its name in ``$SHELL``, if it is one of ``SHELLS``."""
    name = Path(environ.get("SHELL", "")).name
    return name if name in SHELLS else None


def install(shell: str, home: Path) -> Path:
    """Install the completion of ``shell`` for the user whose home is ``home``; returns the file
    written.  bash and zsh also get one line in their start-up file, once."""
    text = script(shell)
    if shell == "fish":
        target = home / ".config" / "fish" / "completions" / "mmdeduce.fish"
        rc, lines = None, []
    elif shell == "zsh":
        target = home / ".zfunc" / "_mmdeduce"
        rc = home / ".zshrc"
        lines = ["fpath+=~/.zfunc", "autoload -Uz compinit && compinit"]
    else:
        target = home / ".bash_completions" / "mmdeduce.sh"
        rc = home / ".bashrc"
        lines = [f"source {target}"]
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_text(text, encoding="utf-8")
    if rc is not None:
        have = rc.read_text(encoding="utf-8", errors="replace").splitlines() if rc.exists() else []
        missing = [line for line in lines if line not in have]
        if missing:
            with rc.open("a", encoding="utf-8") as out:
                out.write("".join(line + "\n" for line in missing))
    return target


def _words(line: str) -> tuple[list[str], str]:
    """(the words before the cursor's word, the cursor's word so far) of a command line."""
    lexer = shlex.shlex(line, posix=True)
    lexer.whitespace_split = True
    lexer.commenters = ""
    words: list[str] = []
    try:
        words.extend(lexer)
    except ValueError:  # an open quote: the word being typed
        words.append((lexer.token or "").lstrip("'\""))
    if not line or line[-1].isspace():
        return words, ""
    return words[:-1], words[-1] if words else ""


def candidates(group: Any, line: str) -> list[tuple[str, str]]:
    """(candidate, help) for the word at the end of ``line``, a command line of ``mmdeduce``;
    ``FILES`` as a candidate when file names fit there."""
    words, word = _words(line)
    args = words[1:]  # the program's name first
    name = args[0] if args and args[0] in group.commands else None
    command = group.commands[name or "deduce"]
    if name is not None:
        args = args[1:]
    named = [param for param in command.params if param.param_type_name == "option"]  # not FILE
    options = {opt: param for param in named for opt in (*param.opts, *param.secondary_opts)}
    if args and args[-1] in options and not options[args[-1]].is_flag:
        return _values(options[args[-1]], args[-1], word)
    if word.startswith("-"):
        found = [(opt, param.help or "") for opt, param in options.items() if opt.startswith(word)]
        if name is None and not args:
            ours = ("--install-completion", "--show-completion")
            found += [(opt, "Shell completion: bash, zsh or fish") for opt in ours if opt.startswith(word)]
        return sorted(found, key=lambda pair: (not pair[0].startswith("--"), pair[0]))
    if name is None and not args:  # the first word: a command or a sheet
        found = [(cmd, group.commands[cmd].get_short_help_str()) for cmd in sorted(group.commands)]
        return [pair for pair in found if pair[0].startswith(word)] + [(FILES, "")]
    return [(FILES, "")] if command.name == "deduce" else []


def _values(param: Any, option: str, word: str) -> list[tuple[str, str]]:
    """The values offered after ``option``."""
    if option in _FILE_VALUES:
        return [(FILES, "")]
    if "--strategy" in param.opts:
        return [(name, "") for name in complete_strategy(word)]
    return [(value, "") for value in _VALUES.get(option, ()) if value.startswith(word.lower())]


def answer(group: Any, environ: Mapping[str, str]) -> int:
    """Print the completions of the command ``group`` that a shell's script asks for in
    ``environ``; returns the exit status (0, with nothing printed, when the request is not one
    the scripts make, such as the variable set by hand)."""
    shell = environ.get(VARIABLE, "")
    line = environ.get(LINE)
    if shell not in SHELLS or line is None:
        return 0
    for value, help_text in candidates(group, line):
        first = help_text.strip().split("\n")[0].split(". ")[0]
        first = first if len(first) <= 60 else first[:59].rstrip(" ,(") + "…"
        print(f"{value}\t{first}" if shell == "fish" and first and value != FILES else value)
    return 0


def completion_option(args: list[str], environ: Mapping[str, str] = os.environ) -> int:
    """``--show-completion [SHELL]`` and ``--install-completion [SHELL]`` (also ``=SHELL``):
    print or install the script; returns the exit status (2: no such shell, or an extra word)."""
    option, _, value = args[0].partition("=")
    rest = args[1:]
    shell = value or (rest.pop(0) if rest and not rest[0].startswith("-") else None)
    if rest:
        print(f"mmdeduce: error: {option} takes one shell at most, not {' '.join(rest)!r}", file=sys.stderr)
        return 2
    shell = shell or detected_shell(environ)
    if shell is None:
        print(f"mmdeduce: error: {option}: name the shell, one of {', '.join(SHELLS)}", file=sys.stderr)
        return 2
    try:
        text = script(shell)
    except ValueError as exc:
        print(f"mmdeduce: error: {option}: {exc}", file=sys.stderr)
        return 2
    if option == "--show-completion":
        print(text, end="")
        return 0
    try:
        target = install(shell, Path(environ.get("HOME", str(Path.home()))))
    except OSError as exc:
        print(f"mmdeduce: error: cannot install the {shell} completion: {exc}", file=sys.stderr)
        return 2
    print(f"{shell} completion installed in {target}; it takes effect in a new shell")
    return 0
