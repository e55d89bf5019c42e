"""A file's bytes saved in another encoding than UTF-8, as text: UTF-16 by its byte-order mark
(Windows PowerShell 5.1's ``>``, Notepad's "Unicode", Excel's "Unicode Text"), else the one-byte or
East Asian code page of the editor that saved it, chosen by what its reading makes of the sheet.

A sheet is UTF-8 (docs/notation.md, "The sheet"); ``notation.whole_sheet`` reads one of these only where
the reading in UTF-8 fails on its bytes, with a notice naming the encoding, and where that reading
fails too, the errors of the bytes (each byte that is not UTF-8, located) stand.
"""

from __future__ import annotations

import re
import unicodedata
from itertools import pairwise

from mmnotation.notation.words import role_of

# the code pages editors save in, the likeliest first where two read a sheet alike (a French é is
# a letter in each one-byte page: Windows' Western European one is the commonest)
PAGES = {
    "cp1252": "Windows-1252 (Western European)",
    "cp1251": "Windows-1251 (Cyrillic)",
    "cp1250": "Windows-1250 (Central European)",
    "cp1253": "Windows-1253 (Greek)",
    "cp1254": "Windows-1254 (Turkish)",
    "cp1255": "Windows-1255 (Hebrew)",
    "cp1256": "Windows-1256 (Arabic)",
    "koi8_r": "KOI8-R (Russian)",
    "gbk": "GBK (Simplified Chinese)",
    "shift_jis": "Shift JIS (Japanese)",
    "euc_jp": "EUC-JP (Japanese)",
    "big5": "Big5 (Traditional Chinese)",
    "euc_kr": "EUC-KR (Korean)",
    "mac_roman": "Mac OS Roman",
    "cp850": "DOS code page 850 (Western European)",
    "cp437": "DOS code page 437 (US)",
}
# signs a word processor writes, which a one-byte page has and a misread byte seldom is
_TYPOGRAPHIC = set(
    "\u2013\u2014\u2018\u2019\u201c\u201d\u2026\u2022\u00ab\u00bb\u00b0\u00b7\u20ac\u00a3\u00d7"
)
_BOX = set(map(chr, range(0x2500, 0x2580)))  # the lines of a table drawn in boxes (DOS's pages)
_WORD = re.compile(r"[^\W\d_]+")
_CONTROL = re.compile(
    r"[\x00-\x08\x0b\x0e-\x1a\x1c-\x1f\x7f]"
)  # (tab, line ends, form feed, escape are text)


def first_byte(data: bytes, page: str) -> tuple[int, int]:
    """The line and column of the first byte of ``data`` that is not UTF-8, the column counted in
    the text of ``page`` (UTF-16's first: all of it is)."""
    if page in UNMARKED:
        return 1, 1
    for number, raw in enumerate(data.split(b"\n"), start=1):
        try:
            raw.decode("utf-8")
        except UnicodeDecodeError as exc:
            return number, len(raw[: exc.start].decode(page, "replace")) + 1
    return 1, 1


def utf16(data: bytes) -> str | None:
    """The text of bytes that open with UTF-16's byte-order mark, either order; else None."""
    if not data.startswith((b"\xff\xfe", b"\xfe\xff")) or len(data) % 2:
        return None
    try:
        text = data.decode("utf-16")
    except UnicodeDecodeError:
        return None
    return None if _CONTROL.search(text) else text


UNMARKED = {
    "utf-16-le": "UTF-16 (little endian) with no byte-order mark",
    "utf-16-be": "UTF-16 (big endian) with no byte-order mark",
}


def unmarked_utf16(data: bytes) -> tuple[str, str] | None:
    """The text of bytes in UTF-16 with no byte-order mark, and the byte order: half the bytes
    NUL or more, all in the odd places (little endian: ASCII's letters first) or all in the even
    ones, as a program that writes UTF-16 without a mark leaves them; else None."""
    half = len(data) // 2
    if half < 2 or len(data) % 2 or b"\x00" not in data:
        return None
    odd, even = data[1::2].count(0), data[0::2].count(0)
    order = (
        "utf-16-le" if odd * 2 >= half and even == 0 else "utf-16-be" if even * 2 >= half and odd == 0 else ""
    )
    if not order:
        return None
    try:
        text = data.decode(order)
    except UnicodeDecodeError:
        return None
    return None if _CONTROL.search(text) else (text, order)


def name_of(page: str) -> str:
    """What a notice calls a code page, or UTF-16 with no mark."""
    return PAGES.get(page) or UNMARKED[page]


def legacy(data: bytes) -> tuple[str, str] | None:
    """The text of bytes that are not UTF-8 in the code page that reads them best, and the page:
    the most words the word table knows with a letter past ASCII (``чёрных``, ``ヒット``), then the
    most of those letters inside words and of a word processor's signs (its dashes and curly
    quotes), the fewest other signs; None when no code page reads them as text (control
    characters, or more stray signs than letters in words: ``ÿ1``)."""
    best: tuple[tuple[int, int], str, str] | None = None
    for page in PAGES:
        try:
            text = data.decode(page)
        except UnicodeDecodeError:
            continue
        if _CONTROL.search(text):
            continue
        score = (_known(text), _lettered(text, page))
        if best is None or score > best[0]:
            best = (score, text, page)
    return None if best is None or best[0] <= (0, 0) else (best[1], best[2])  # more signs than words: no text


def _known(text: str) -> int:
    return sum(1 for word in _WORD.findall(text) if not word.isascii() and role_of(word.lower()))


def _lettered(text: str, page: str) -> int:
    """Each byte past ASCII scores one in a letter inside a word (or a sign of a word processor's),
    and loses one anywhere else (signs among letters: Cyrillic read in the Western page); a capital after a
    small letter in a word loses two (``placŽ``, a Mac's é read in the Western page; ``ІВКэЧЦ``), and
    a word of letters no language writes loses a point a letter: all accented, one letter three
    times running, or letters of two scripts (``placژ``)."""
    score = 0
    for i, ch in enumerate(text):
        if ch.isascii():
            continue
        near = text[max(i - 1, 0) : i] + text[i + 1 : i + 2]
        worded = ch.isalpha() and (any(c.isalpha() for c in near) or unicodedata.east_asian_width(ch) == "W")
        boxed = ch in _BOX and not any(c.isalpha() for c in near)  # ('plac┬': no box in a word)
        score += len(ch.encode(page)) * (1 if worded or boxed or ch in _TYPOGRAPHIC else -1)
    for word in _WORD.findall(text):
        if not word.isascii():
            score -= 2 * sum(1 for a, b in pairwise(word) if a.islower() and b.isupper())
            score -= len(word) * (
                _all_accented(word) or _tripled(word) or len({_script(c) for c in word}) > 1
            )
    return score


def _all_accented(word: str) -> bool:
    """A word of three Latin letters or more, none of them ASCII (``Ðñïóðÿ``: Greek or Cyrillic read
    in a Western page); a Latin word has its accented letters among plain ones."""
    return len(word) >= 3 and all(
        not c.isascii() and unicodedata.name(c, "").startswith("LATIN") for c in word
    )


def _script(letter: str) -> str:
    """The script of a letter, as Unicode names it (the Han, kana and Hangul of East Asian words
    one script: ``数当て``)."""
    name = unicodedata.name(letter, "").split(" ")[0]
    return "CJK" if name in ("CJK", "HIRAGANA", "KATAKANA", "HANGUL", "FULLWIDTH", "HALFWIDTH") else name


def _tripled(word: str) -> bool:
    """A letter past ASCII three times running (``ДДДД``: a box's line read as letters)."""
    return any(not a.isascii() and a == b == c for a, b, c in zip(word, word[1:], word[2:], strict=False))


# ---------------------------------------------------------------- files that are no text
# what a file's first bytes say it is, where it is a document, a picture or an archive that a player
# may give for a sheet (its clues then have to be saved or copied as text)
_MAGIC = (
    (b"%PDF-", "a PDF document"),
    (b"\x89PNG\r\n\x1a\n", "a PNG picture"),
    (b"\xff\xd8\xff", "a JPEG picture"),
    (b"GIF87a", "a GIF picture"),
    (b"GIF89a", "a GIF picture"),
    (b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", "an older Office document (.doc or .xls)"),
    (b"bplist00", "a binary property list"),
    (b"SQLite format 3\x00", "an SQLite database"),
    (b"\x1f\x8b", "a gzip archive"),
    (b"7z\xbc\xaf\x27\x1c", "a 7-Zip archive"),
)
_ZIPPED = (  # a zip archive's member that names the document it is
    (b"word/document.xml", "a Word document (.docx)"),
    (b"xl/workbook.xml", "an Excel workbook (.xlsx)"),
    (b"ppt/presentation.xml", "a PowerPoint presentation (.pptx)"),
    (b"opendocument.text", "an OpenDocument text (.odt)"),
    (b"opendocument.spreadsheet", "an OpenDocument spreadsheet (.ods)"),
    (b"Index/Document.iwa", "a Pages or Numbers document"),
)


def binary_format(data: bytes) -> str | None:
    """What a file that is no text is, by its first bytes (a PDF, a picture, an Office document),
    for an error that says so and what to do; None where they name nothing known."""
    for magic, name in _MAGIC:
        if data.startswith(magic):
            return name
    if data[4:12] in (b"ftypheic", b"ftypheix", b"ftypmif1"):
        return "a HEIC picture"
    if data.startswith(b"RIFF") and data[8:12] == b"WEBP":
        return "a WebP picture"
    if data.startswith(b"PK\x03\x04"):
        return next((name for member, name in _ZIPPED if member in data), "a zip archive")
    return None
