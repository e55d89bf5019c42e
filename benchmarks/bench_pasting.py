"""Issue 52: what pasting does to a sheet (docs/notation.md, "Pasted text").

Takes every held-out sheet that ``parse_sheet`` reads exactly as written (``tests/data/heldout*``,
the format of ``tests/data/sheets/README.md``), transforms it as people's tools transform text, and
counts the sheets still read exactly.  The transforms:

- prose: a line of prose before it and one after (the lines drawn with a fixed seed);
- quote: quoted in a reply (``On Mon, ... wrote:``, ``> `` before each line);
- chat: its first line behind ``You:``, an assistant's line after it;
- double: every line break doubled (a word processor's paste);
- crlf: Windows line ends and two blanks at each line's end;
- bullets: ``• `` before every line of text;
- numbered: ``1) ``, ``2) ``... before every line of text.

Sheets in a container (RTF, a mail's source) are left out: no transform happens to a file.

Run: python benchmarks/bench_pasting.py [--show TRANSFORM] [TRANSFORM ...].  Prints a table (and, with
``--show``, each sheet lost); never fails.
"""

from __future__ import annotations

import random
import sys
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests"))

from test_sheets import sheets_of  # noqa: E402  (the format of tests/data/sheets/README.md)

from mmnotation import parse_sheet  # noqa: E402
from mmnotation.errors import MastermindError  # noqa: E402

BEFORE = (
    "Hi all, long time lurker here.",
    "Can someone help me with this one?",
    "Playing with my grandson tonight, he set the code.",
    "Hola! Alguien me ayuda?",
    "Bonjour, voici ma partie :",
    "Привет! Вот мои ходы:",
    "Sent from my iPhone",
    "Re: Re: mastermind help",
    "EDIT: formatting",
    "Level 42 (hard mode)",
)
AFTER = (
    "What's the code?",
    "Thanks!",
    "Cheers, Tom",
    "Merci d'avance",
    "lol",
    "P.S. my daughter says it's impossible",
)


def _prose(lines: list[str], draw: random.Random) -> str:
    return "\n".join([draw.choice(BEFORE), *lines, draw.choice(AFTER)]) + "\n"


def _numbered(lines: list[str], _: random.Random) -> str:
    out, number = [], 0
    for line in lines:
        number += bool(line.strip())
        out.append(f"{number}) {line}" if line.strip() else line)
    return "\n".join(out) + "\n"


TRANSFORMS: dict[str, Callable[[list[str], random.Random], str]] = {
    "prose": _prose,
    "quote": lambda lines, _: (
        "On Mon, 7 Dec 2026 at 10:02, Tom <tom@example.com> wrote:\n"
        + "\n".join(f"> {line}" if line else ">" for line in lines)
        + "\n\nNice game!\n"
    ),
    "chat": lambda lines, _: "\n".join([f"You: {lines[0]}", *lines[1:], "Assistant: Let me think."]) + "\n",
    "double": lambda lines, _: "\n\n".join(lines) + "\n",
    "crlf": lambda lines, _: "\r\n".join(f"{line}  " for line in lines) + "\r\n",
    "bullets": lambda lines, _: "\n".join(f"• {line}" if line.strip() else line for line in lines) + "\n",
    "numbered": _numbered,
}


def _read(text: str) -> object:
    try:
        sheet = parse_sheet(text)
    except MastermindError as error:
        return f"error: {str(error).splitlines()[0]}"
    return tuple((c.guess.symbols, c.feedback.black, c.feedback.white) for c in sheet.clues)


def main(argv: list[str]) -> None:
    show = argv[argv.index("--show") + 1] if "--show" in argv else None
    names = [a for a in argv if a in TRANSFORMS] or list(TRANSFORMS)
    sheets = [
        s
        for folder in sorted((ROOT / "tests" / "data").glob("heldout*"))
        for s in sheets_of(folder)
        if "\\rtf" not in s.text and "Content-Transfer-Encoding" not in s.text and _read(s.text) == s.meant
    ]
    print(f"{'transform':<10} {'sheets':>7} {'kept':>7}  rate")
    for name in names:
        draw, kept = random.Random(52), 0
        for sheet in sheets:
            text = TRANSFORMS[name](sheet.text.rstrip("\n").split("\n"), draw)
            got = _read(text)
            kept += got == sheet.meant
            if name == show and got != sheet.meant:
                print(f"  lost  {Path(sheet.file).name}:{sheet.line}: read {got}")
        print(f"{name:<10} {len(sheets):>7} {kept:>7}  {kept / max(len(sheets), 1):.1%}")


if __name__ == "__main__":
    main(sys.argv[1:])
