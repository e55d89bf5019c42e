"""Driving the terminal sessions in process: a stand-in for ``input()``."""

from __future__ import annotations


class Script:
    """Stands in for input(): hands out lines (None: Ctrl-C), then Ctrl-D."""

    def __init__(self, *lines: str | None) -> None:
        self.lines = list(lines)
        self.prompts: list[str] = []

    def __call__(self, prompt: str = "") -> str:
        self.prompts.append(prompt)
        if not self.lines:
            raise EOFError
        line = self.lines.pop(0)
        if line is None:
            raise KeyboardInterrupt
        return line
