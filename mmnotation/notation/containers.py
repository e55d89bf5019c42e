"""The text inside a container a writing app saves (docs/notation.md, "Pasted text"): an RTF
document (TextEdit's and WordPad's format), an e-mail's part in base64, a calendar event's folded
description, an HTML document's blocks, a chat's messages exported as JSON.  Each gives its text's
lines and, for each, the line of the file it comes from, so that a clue found inside is placed, and
quoted, where the file writes it."""

from __future__ import annotations

import binascii
import json
import re

from mmnotation.notation.text import Pattern

Contained = tuple[str, list[int], str]
"""The text inside a container, the file's line of each of its lines, and what the container is."""


def contained(text: str) -> Contained | None:
    """The text inside ``text``'s container, the file's line of each of its lines, and what the
    container is (for a notice); None where the text is in none."""
    if not holds_container(text):
        return None
    if text.lstrip().startswith("{\\rtf"):
        return (*_rtf(text), "an RTF document")
    if _BASE64_HEADER.search(text):
        found = _base64_parts(text)
        if found is not None:
            return (*found, "an e-mail's parts, base64 decoded")
    if _CALENDAR.match(text.lstrip()):
        return (*_calendar(text), "a calendar's folded lines")
    return None


def holds_container(text: str) -> bool:
    """Whether a text (a sheet's start will do) opens as RTF or a calendar, or holds a mail's part
    in base64: the one search of every sheet, before any is decoded."""
    start = text.lstrip()
    return start.startswith("{\\rtf") or bool(_CALENDAR.match(start)) or bool(_BASE64_HEADER.search(text))


# ---------------------------------------------------------------- RTF
# groups whose text is no text of the document: tables of fonts, colours and styles, the document's
# information, pictures, and every destination marked '\*'
_SKIPPED = frozenset(
    [
        "fonttbl",
        "colortbl",
        "stylesheet",
        "info",
        "pict",
        "header",
        "footer",
        "headerl",
        "headerr",
        "footerl",
        "footerr",
        "generator",
        "listtable",
        "listoverridetable",
        "rsidtbl",
        "xmlnstbl",
        "themedata",
        "colorschememapping",
        "latentstyles",
        "datastore",
        "fldinst",
        "expandedcolortbl",
        "filetbl",
        "revtbl",
    ]
)
_SIGNS = {
    "par": "\n", "line": "\n", "row": "\n", "sect": "\n", "page": "\n", "cell": "\t", "tab": "\t",
    "endash": "\u2013", "emdash": "\u2014", "lquote": "\u2018", "rquote": "\u2019",
    "ldblquote": "\u201c", "rdblquote": "\u201d", "bullet": "\u2022", "emspace": " ", "enspace": " ",
}  # fmt: skip
_TOKEN = re.compile(
    r"\\(?P<word>[a-zA-Z]{1,32})(?P<arg>-?\d{1,10})? ?|\\'(?P<hex>[0-9a-fA-F]{2})|\\(?P<symbol>[^a-zA-Z])"
    r"|(?P<brace>[{}])|(?P<end>\r?\n)|(?P<text>[^\\{}\r\n]+)"
)


def _rtf(text: str) -> tuple[str, list[int]]:
    """An RTF document's text: paragraphs and line breaks as lines, cells apart by tabs, escapes
    (``\\'e9`` in the document's code page, ``\\u1095?``) as the characters they stand for."""
    out: list[str] = []
    lines: list[int] = []  # the file's line of each line of the text, where its first character is
    pending = True
    page = "cp1252"
    skip_depth: int | None = None  # the depth of the group being skipped
    depth, line, skip_next, per_unicode = 0, 1, 0, 1
    fresh_group = False
    for m in _TOKEN.finditer(text):
        kind = next(k for k in ("word", "hex", "symbol", "brace", "end", "text") if m[k] is not None)
        if kind == "end":
            line += 1
            continue
        if kind == "brace":
            depth += 1 if m["brace"] == "{" else -1
            fresh_group = m["brace"] == "{"
            if skip_depth is not None and depth < skip_depth:
                skip_depth = None
            continue
        opening, fresh_group = fresh_group, False
        if kind == "symbol" and m["symbol"] == "*" and opening:
            skip_depth = depth if skip_depth is None else skip_depth
        if kind == "word" and opening and m["word"] in _SKIPPED:
            skip_depth = depth if skip_depth is None else skip_depth
        if skip_depth is not None:
            continue
        emitted = ""
        if kind == "word":
            word, arg = m["word"], m["arg"]
            if word == "ansicpg" and arg:
                page = f"cp{arg}"
            elif word == "uc" and arg:
                per_unicode = int(arg)
            elif word == "u" and arg:
                emitted, skip_next = chr(int(arg) % 65536), per_unicode + 1
            else:
                emitted = _SIGNS.get(word, "")
        elif skip_next > 1:
            skip_next -= 1  # the stand-in after a '\u' escape
            if kind == "text" and len(m["text"]) > 1:
                emitted = m["text"][1:]
        elif kind == "hex":
            emitted = _byte(int(m["hex"], 16), page)
        elif kind == "symbol":
            emitted = {"\n": "\n", "\r": "\n", "~": " ", "_": "-", "-": ""}.get(m["symbol"], m["symbol"])
            if m["symbol"] in "\r\n":
                line += 1
        else:
            emitted = m["text"]
        if kind != "word" or m["word"] != "u":
            skip_next = 0
        for ch in emitted:
            if pending:
                lines.append(line)
            out.append(ch)
            pending = ch == "\n"
    return "".join(out), lines or [1]


def _byte(value: int, page: str) -> str:
    try:
        return bytes([value]).decode(page)
    except (LookupError, UnicodeDecodeError):
        return bytes([value]).decode("cp1252", "replace")


# ---------------------------------------------------------------- an e-mail's part in base64
_BASE64_HEADER = Pattern(r"(?im)^content-transfer-encoding:[ \t]*base64[ \t]*\r?$")
_BASE64_LINE = Pattern(r"[A-Za-z0-9+/]{4,}={0,2}[ \t]*\r?")  # (blanks a copy left at its end)
_TEXT_PART = Pattern(r"(?i)content-type:[ \t]*text/")
_CHARSET = Pattern(r"(?i)charset=\"?([\w.:-]+)")


def _base64_parts(text: str) -> tuple[str, list[int]] | None:
    """The text with each part in base64 after its header decoded in its place (the part's lines
    all placed at the part's first line); None where none decodes."""
    written = text.split("\n")
    out: list[str] = []
    lines: list[int] = []
    number, decoded_any, charset = 0, False, "utf-8"
    alternative = "multipart/alternative" in text.lower()  # its parts say one thing: the first is read
    texts = 0  # the parts of text so far
    while number < len(written):
        line = written[number]
        found = _CHARSET.search(line)
        if found is not None:
            charset = found[1]
        texts += bool(_TEXT_PART.match(line))
        if _BASE64_HEADER.fullmatch(line):
            out.append(line)
            lines.append(number + 1)
            number += 1
            while (
                number < len(written)
                and written[number].strip()
                and not _BASE64_LINE.fullmatch(written[number])
            ):
                out.append(written[number])  # the part's other header lines
                lines.append(number + 1)
                number += 1
            while number < len(written) and not written[number].strip():
                number += 1
            start = number
            while number < len(written) and _BASE64_LINE.fullmatch(written[number]):
                number += 1
            try:
                data = binascii.a2b_base64("".join(w.strip() for w in written[start:number]))
                inner = data.decode(charset, "replace")
            except (binascii.Error, LookupError):
                return None
            if not (alternative and (decoded_any or texts > 1)):  # (another part said it first)
                for part in inner.split("\n"):
                    out.append(part.removesuffix("\r"))
                    lines.append(start + 1)
            decoded_any = decoded_any or number > start
            continue
        out.append(line)
        lines.append(number + 1)
        number += 1
    return ("\n".join(out), lines) if decoded_any else None


# ---------------------------------------------------------------- a calendar's folded lines
_CALENDAR = Pattern(r"BEGIN:V(?:CALENDAR|EVENT|TODO|JOURNAL|CARD)[ \t]*\r?$", re.MULTILINE)


def _calendar(text: str) -> tuple[str, list[int]]:
    """An iCalendar or vCard file's lines unfolded (a line that opens with a blank goes on the one
    before) and its values' escapes read (``\\n`` a new line, ``\\,`` a comma)."""
    out: list[str] = []
    lines: list[int] = []
    for number, line in enumerate(text.split("\n"), start=1):
        line = line.removesuffix("\r")
        if line[:1] in (" ", "\t") and out:
            out[-1] += line[1:]
        else:
            out.append(line)
            lines.append(number)
    text_out: list[str] = []
    lines_out: list[int] = []
    for line, number in zip(out, lines, strict=True):
        name, colon, value = line.partition(":")
        parts = value.split("\\n") if colon else [line]
        if len(parts) > 1:
            parts[0] = f"{name}:{parts[0]}"
        else:
            parts = [line]
        for part in parts:
            text_out.append(re.sub(r"\\([,;\\])", r"\1", part))
            lines_out.append(number)
    return "\n".join(text_out), lines_out


# ---------------------------------------------------------------- an HTML document's blocks
_HTML = Pattern(r"(?i)<(?:html|body)\b")
_UNSEEN = Pattern(r"(?is)<(head|style|script)\b.*?</\1\s*>")  # what a browser does not show
_BLOCK_END = Pattern(r"(?i)</(?:p|div|li|tr|h[1-6]|blockquote)\s*>|<br\s*/?>")


def html_blocks(text: str) -> Contained | None:
    """An HTML document (Google Docs' export: all of it one line) with each block (a paragraph, a
    division, an item, a row, a line break) a line of its own, what a browser does not show (its
    head, styles and scripts) left out; None where no line holds two blocks."""
    if not _HTML.search(text):
        return None
    out: list[str] = []
    lines: list[int] = []
    split = False
    shown = _UNSEEN.sub(lambda m: "\n" * m.group().count("\n"), text)  # (its lines kept)
    for number, line in enumerate(shown.split("\n"), start=1):
        pieces = _BLOCK_END.split(line)
        split = split or len(pieces) > 2
        out.extend(pieces)
        lines.extend([number] * len(pieces))
    return ("\n".join(out), lines, "an HTML document's blocks") if split else None


# ---------------------------------------------------------------- a chat's JSON export
_SAID = ("text", "content", "message", "body", "msg")  # the field of what a message says
_WHO = ("from", "author", "user", "sender", "sender_name", "username", "name")  # the field of who said it
_WHEN = ("date", "timestamp", "timestamp_ms", "created_at", "time")  # the field of when it was said


def json_messages(text: str) -> Contained | None:
    """A chat exported as JSON (Telegram's, Discord's, Slack's: an array of objects, each with what
    was said and who said it) as the chat's lines, ``who: what``, each placed at the file's line
    that writes what was said; None where the text holds no such array of two messages or more."""
    start = text.lstrip()[:1]
    if start not in ("{", "["):
        return None
    try:
        data = json.loads(text)
    except (ValueError, RecursionError):
        return None
    messages = next((m for m in _message_arrays(data) if len(m) >= 2), None)
    if messages is None:
        return None
    out: list[str] = []
    lines: list[int] = []
    at = 0
    for when, who, said in messages:
        written = json.dumps(said, ensure_ascii=False)[1:-1]
        found = text.find(written, at)
        if found < 0:
            found = text.find(json.dumps(said)[1:-1], at)  # (written with its escapes: '\u00e2')
        at = found if found >= 0 else at
        for part in said.split("\n"):
            out.append(f"{when} {who}: {part}".lstrip() if who else f"{when} {part}".lstrip())
            lines.append(text.count("\n", 0, at) + 1)
    return "\n".join(out), lines, "a chat's JSON export, a message a line"


def _message_arrays(data: object) -> list[list[tuple[str, str, str]]]:
    """Each array in ``data`` whose objects all say something (a string under one of ``_SAID``), as
    (when, who, what), outermost first."""
    found: list[list[tuple[str, str, str]]] = []
    todo = [data]
    while todo:
        item = todo.pop(0)
        if isinstance(item, dict):
            todo.extend(item.values())
        elif isinstance(item, list):
            said = [_message(m) for m in item]
            if item and all(s is not None for s in said):
                found.append([s for s in said if s is not None])
            todo.extend(item)
    return found


def _message(item: object) -> tuple[str, str, str] | None:
    """When, who and what in one message object (who: a name, or an object with one), else None;
    when as written, so that the order of the moments can be read (``timestamp_ms``)."""
    if not isinstance(item, dict):
        return None
    said = next((item[k] for k in _SAID if isinstance(item.get(k), str)), None)
    if said is None:
        return None
    who = next((item[k] for k in _WHO if k in item), "")
    if isinstance(who, dict):
        who = next((who[k] for k in ("name", "username") if isinstance(who.get(k), str)), "")
    when = next((str(item[k]) for k in _WHEN if isinstance(item.get(k), (str, int))), "")
    return when, (who if isinstance(who, str) else ""), said
