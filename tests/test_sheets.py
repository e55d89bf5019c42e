"""Players' sheets (tests/data/sheets): each read as meant, or with a notice or an error, never
read otherwise in silence (docs/notation.md, "Text around the clues" and "Notices")."""

from __future__ import annotations

from pathlib import Path
from typing import NamedTuple

import pytest

from mmnotation import NotationError, parse_sheet

SHEETS = Path(__file__).parent / "data" / "sheets"


class Sheet(NamedTuple):
    file: str
    line: int
    meant: tuple[tuple[str, int | None, int | None], ...]
    text: str
    exact: bool  # '=== read:': read as meant (notices allowed), never an error or another reading
    says: tuple[str, ...] = ()  # '=== says:': what the error or notices say where it is not read so
    saved: str = ""  # '=== saved:': the encoding and line ends of the file a player's editor saved

    @property
    def data(self) -> bytes:
        """The sheet as a file's bytes, as mmdeduce is given them: UTF-8, or as ``saved`` says
        (``utf-16`` with its byte-order mark, ``utf-16-be`` with one, ``cp1252``...; then ``crlf`` or
        ``cr`` for the line ends)."""
        encoding, *ends = [part.strip() for part in self.saved.split(",")] if self.saved else ["utf-8"]
        text = self.text.replace("\n", {"crlf": "\r\n", "cr": "\r"}.get(ends[0], "\n") if ends else "\n")
        if encoding == "utf-16-be":
            return "\ufeff".encode("utf-16-be") + text.encode("utf-16-be")
        return text.encode(encoding)


def _count(text: str) -> int | None:
    return None if text == "?" else int(text)


def sheets_of(folder: Path) -> list[Sheet]:
    """The sheets of a folder's files (the format of tests/data/sheets/README.md)."""
    out: list[Sheet] = []
    for path in sorted(folder.glob("*.txt")):
        lines = path.read_text(encoding="utf-8").split("\n")
        starts = [n for n, line in enumerate(lines) if line.startswith(("=== meant:", "=== read:"))]
        for start, end in zip(starts, [*starts[1:], len(lines)], strict=True):
            spec = lines[start].split(":", 1)[1].strip()
            clues = [] if spec == "none" else [c.split() for c in spec.split(" ; ")]
            meant = tuple((g.upper(), _count(b), _count(w)) for g, b, w in clues)
            body = lines[start + 1 : end]
            says = tuple(
                line.removeprefix("=== says:").strip() for line in body if line.startswith("=== says:")
            )
            saved = next(
                (line.removeprefix("=== saved:").strip() for line in body if line.startswith("=== saved:")),
                "",
            )
            text = "\n".join(line for line in body if not line.startswith(("=== says:", "=== saved:"))) + "\n"
            exact = lines[start].startswith("=== read:")
            out.append(Sheet(path.name, start + 1, meant, text, exact, says, saved))
    return out


ALL = sheets_of(SHEETS)


def test_the_corpus_is_there() -> None:
    assert len(ALL) >= 300
    assert all(s.meant or s.text.strip() for s in ALL)


@pytest.mark.parametrize("sheet", ALL, ids=[f"{s.file}:{s.line}" for s in ALL])
def test_read_as_meant_or_said(sheet: Sheet) -> None:
    """Each sheet is read as meant; else it is a 'meant' sheet whose error or notices say what
    its '=== says:' lines name (the other reading, or what stops it), never another reading."""
    try:
        read = parse_sheet(sheet.text)
    except NotationError as error:
        said = "\n".join(e.message for e in error.errors)
        got = None
    else:
        said = "\n".join(n.message for n in read.notices)
        got = tuple((c.guess.symbols, c.feedback.black, c.feedback.white) for c in read.clues)
        if got == sheet.meant:
            return
    shown = got if got is not None else said.splitlines()[0]
    assert sheet.says, f"not read as meant ({shown!r}), and said nothing the sheet expects"
    assert not sheet.exact
    for part in sheet.says:
        assert part in said, f"expected {part!r} among: {said}"


# Sheets marked '=== read:' are read as meant, each saying what it assumed if it assumed anything
# (emoji, other languages, clues over two lines, labels, tables): a notice is allowed, another
# reading or an error is not.
READ = [s for s in ALL if s.exact]


def test_most_sheets_are_read_as_meant() -> None:
    assert len(READ) * 4 >= len(ALL) * 3


@pytest.mark.parametrize("sheet", READ, ids=[f"{s.file}:{s.line}" for s in READ])
def test_sheets_read_as_meant(sheet: Sheet) -> None:
    read = parse_sheet(sheet.text)
    got = tuple((c.guess.symbols, c.feedback.black, c.feedback.white) for c in read.clues)
    assert got == sheet.meant


# The same sheets written as players and programs also write them: each line behind a log's time,
# a bullet, a quote mark, a speaker, a label or its number, in Markdown's bold or a code span, with
# a remark, a tick or an HTML break after it, indented, with Windows line ends, tabs, no-break
# spaces (pasted from a web page), in capitals or small letters.  Each still reads as meant, or
# says why it may not (an error or a notice); none reads otherwise in silence.
AROUND = {
    "time": lambda line, n: f"10:00:{n:02d} {line}",
    "log time": lambda line, n: f"2026-11-27 10:00:{n:02d} {line}",
    "chat time": lambda line, n: f"[10:00:{n:02d}] {line}",
    "label": lambda line, n: f"Guess {n}: {line}",
    "turn": lambda line, n: f"Turn {n} - {line}",
    "number and bracket": lambda line, n: f"{n}) {line}",
    "number in brackets": lambda line, n: f"({n}) {line}",
    "tick": lambda line, n: f"{line} \u2713",
    "html break": lambda line, n: f"{line}<br>",
    "tabs": lambda line, n: line.replace(" ", "\t"),
    "no-break spaces": lambda line, n: line.replace(" ", "\u00a0"),
    "double spaces": lambda line, n: line.replace(" ", "  "),
    "capitals": lambda line, n: line.upper(),
    "small letters": lambda line, n: line.lower(),
    "quotes": lambda line, n: f'"{line}"',
    "a full stop": lambda line, n: f"{line}.",
    "a comma": lambda line, n: f"{line},",
    "a question mark": lambda line, n: f"{line}?",
    "dot bullet": lambda line, n: f"\u2022 {line}",
    "number and dash": lambda line, n: f"{n} - {line}",
    "step": lambda line, n: f"Step {n}: {line}",
    "hash label": lambda line, n: f"Guess #{n} - {line}",
    "speaker and smiley": lambda line, n: f"Me: {line} :)",
    "italics": lambda line, n: f"_{line}_",
    "star italics": lambda line, n: f"*{line}*",
    "table bars": lambda line, n: f"| {line} |",
    "arrow remark": lambda line, n: f"{line} <- hmm",
    "bullet": lambda line, n: f"- {line}",
    "star bullet": lambda line, n: f"* {line}",
    "quote": lambda line, n: f"> {line}",
    "speaker": lambda line, n: f"A: {line}",
    "number": lambda line, n: f"{n}. {line}",
    "bold": lambda line, n: f"**{line}**",
    "code span": lambda line, n: f"`{line}`",
    "remark": lambda line, n: f"{line} // ok",
    "indent": lambda line, n: f"    {line}",
    "crlf": lambda line, n: f"{line}\r",
}


# Eight ways in the default run (one of each kind: a time, a label, a bullet, markup, a table's
# bars, spaces, case, a remark); every way in the slow set (-m slow, and CI's -m "").
QUICK_AROUND = {"chat time", "label", "bullet", "bold", "table bars", "tabs", "capitals", "remark"}


@pytest.mark.parametrize(
    "how", [how if how in QUICK_AROUND else pytest.param(how, marks=pytest.mark.slow) for how in AROUND]
)
def test_sheets_written_around_read_as_meant_or_said(how: str) -> None:
    silent = []
    for sheet in READ:
        lines = sheet.text.rstrip("\n").split("\n")
        text = "\n".join(AROUND[how](line, n) if line.strip() else line for n, line in enumerate(lines, 1))
        try:
            read = parse_sheet(text + "\n")
        except NotationError:
            continue
        got = tuple((c.guess.symbols, c.feedback.black, c.feedback.white) for c in read.clues)
        if got != sheet.meant and not read.notices:
            silent.append(f"{sheet.file}:{sheet.line} read as {got}")
    assert not silent, silent
