"""Write or compare the golden files of tests/data (run as a script to rewrite them)."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

from mmnotation import NotationError, Sheet, read_sheet

DATA = Path(__file__).parent / "data"


def sheet_json(sheet: Sheet) -> dict[str, Any]:
    game = sheet.game
    return {
        "game": {
            "pegs": game.pegs,
            "colors": list(game.colors),
            "repeats": game.repeats,
            "names": list(game.names),
        },
        "clues": [
            {"line": c.line, "guess": c.guess.symbols, "black": c.feedback.black, "white": c.feedback.white}
            for c in sheet.clues
        ],
        "notices": [n.located() for n in sheet.notices],
    }


def valid_output(path: Path) -> str:
    return (
        json.dumps(sheet_json(read_sheet(path)), indent=1, ensure_ascii=False).replace(str(path), path.name)
        + "\n"
    )


def invalid_output(path: Path) -> str:
    try:
        read_sheet(path)
    except NotationError as exc:
        return str(exc).replace(str(path), path.name) + "\n"
    return "UNEXPECTEDLY VALID\n"


if __name__ == "__main__":
    for src in sorted((DATA / "valid").glob("*.txt")):
        src.with_suffix(".json").write_text(valid_output(src), encoding="utf-8")
    for src in sorted((DATA / "invalid").glob("*.txt")):
        src.with_suffix(".err").write_text(invalid_output(src), encoding="utf-8")
    sys.exit(0)
