"""Files saved in another encoding than UTF-8 (mmnotation/notation/encoding.py; docs/notation.md,
"The sheet"): UTF-16 by its byte-order mark, else the code page that reads the sheet best, with a
notice, where the reading in UTF-8 fails."""

from __future__ import annotations

import subprocess
import sys

import pytest

from mmnotation import NotationError, parse_sheet
from mmnotation.notation.encoding import legacy


def read(data: bytes, **options: object) -> tuple[list[str], list[str]]:
    sheet = parse_sheet(data, **options)  # type: ignore[arg-type]
    return [str(c) for c in sheet.clues], [n.message for n in sheet.notices]


@pytest.mark.parametrize("encoding", ["utf-16", "utf-16-le", "utf-16-be"])
def test_utf16_with_its_byte_order_mark_reads_as_utf8_does(encoding: str) -> None:
    # Windows PowerShell 5.1's '>' and Notepad's "Unicode" save UTF-16: it was 'not a text file'
    text = "Guess\tBlack\tWhite\r\nRGBY\t0\t2\r\nOOPG\t3\t0\r\n"
    data = ("\ufeff" + text).encode(encoding) if encoding != "utf-16" else text.encode(encoding)
    assert read(data) == read(text.encode("utf-8"))
    plain = "RGBY 0 2\r\n"
    marked = ("\ufeff" + plain).encode(encoding) if encoding != "utf-16" else plain.encode(encoding)
    assert read(marked, strict=True) == (["RGBY 0 2"], [])  # the mark says what it is: no notice


def test_a_western_code_page_is_read_with_a_notice_at_its_first_byte() -> None:
    data = "Essai 1 : RGBY \u2013 2 bien plac\u00e9s, 0 mal plac\u00e9\r\n".encode("cp1252")
    data += "Essai 2 : OBPR \u2013 0 bien plac\u00e9, 4 mal plac\u00e9s\r\n".encode("cp1252")
    sheet = parse_sheet(data, path="essais.txt")
    assert [str(c) for c in sheet.clues] == ["RGBY 2 0", "OBPR 0 4"]
    notice = next(n for n in sheet.notices if "not UTF-8" in n.message)
    assert "Windows-1252" in notice.message
    assert (notice.line, notice.column) == (1, 16)  # the dash, the first byte that is not UTF-8
    with pytest.raises(NotationError, match="byte 0x96 is not UTF-8 text"):
        parse_sheet(data, strict=True)  # strict reads UTF-8 only: each bad byte an error


@pytest.mark.parametrize(
    ("text", "page", "clues"),
    [
        (
            "RGBY \u2014 0 \u0447\u0451\u0440\u043d\u044b\u0445, 3 \u0431\u0435\u043b\u044b\u0445\r\n",
            "cp1251",
            ["RGBY 0 3"],
        ),
        ("1234 0\u30d2\u30c3\u30c82\u30d6\u30ed\u30fc\r\n", "shift_jis", ["1234 0 2"]),
        ("\u731c\u6570\u5b57 1234 0A1B\r\n", "gbk", ["1234 0 1"]),
        ("RGBY 1 bien plac\u00e9, 2 mal plac\u00e9s\r", "mac_roman", ["RGBY 1 2"]),
        ("RGBY : 0 bien plac\u00e9, 3 mal plac\u00e9s\r\n", "cp850", ["RGBY 0 3"]),
        # heldout151: pages its study added, each named (they were read as Windows-1252 or -1251)
        (
            "\u03a0\u03c1\u03bf\u03c3\u03c0\u03ac\u03b8\u03b5\u03b9\u03b1 1: RGBY 1 1\r\n",
            "cp1253",
            ["RGBY 1 1"],
        ),
        ("\u05d1\u05d5\u05dc\u05d9\u05dd\r\n1234: 0 2\r\n", "cp1255", ["1234 0 2"]),
        (
            "\u0425\u043e\u0434 1: RGBY - 0 \u0447\u0451\u0440\u043d\u044b\u0445, "
            "3 \u0431\u0435\u043b\u044b\u0445\n",
            "koi8_r",
            ["RGBY 0 3"],
        ),
        (
            "\u6570\u5f53\u3066\u30b2\u30fc\u30e0\n1234 0\u30d2\u30c3\u30c82\u30d6\u30ed\u30fc\n",
            "euc_jp",
            ["1234 0 2"],
        ),
    ],
)
def test_the_code_page_that_reads_the_sheet_best_is_named(text: str, page: str, clues: list[str]) -> None:
    # the words the word table knows ('чёрных', 'ヒット'), else letters inside words, decide
    data = text.encode(page)
    assert legacy(data) == (text, page)
    got, said = read(data)
    assert got == clues
    assert any("not UTF-8" in message for message in said)


@pytest.mark.parametrize(
    "data",
    [
        b"RGBY 2 0\nRG\xffY 1 0\n",  # read in a code page, the line is still no clue: UTF-8's error
        b"\xff1\n\xff2\n\xff3\nRGBY 1 0",  # stray signs, no words: no text
    ],
)
def test_bytes_no_code_page_reads_keep_their_own_errors(data: bytes) -> None:
    with pytest.raises(NotationError, match=r"not UTF-8|not a text file"):
        parse_sheet(data)


def test_the_command_line_reads_a_powershell_file(tmp_path: object) -> None:
    from pathlib import Path

    path = Path(str(tmp_path)) / "clues.txt"
    path.write_bytes("RGBY 1 2\r\nGRBO 2 0\r\n".encode("utf-16"))  # PS> "RGBY 1 2", "GRBO 2 0" > clues.txt
    shown = subprocess.run(
        [sys.executable, "-m", "mmnotation", str(path)], capture_output=True, text=True, check=False
    )
    assert shown.returncode == 0, shown.stderr
    assert "RGBY  1 2" in shown.stdout and "GRBO  2 0" in shown.stdout


@pytest.mark.parametrize("order", ["utf-16-le", "utf-16-be"])
def test_utf16_with_no_byte_order_mark_is_read_with_a_notice(order: str) -> None:
    # heldout151: a program's UTF-16 with no mark was 'not a text file' (NUL bytes): the NULs all in
    # one place of each pair say the order
    got, said = read("RGBY 1 2\r\nBOYR 1 3\r\n".encode(order))
    assert got == ["RGBY 1 2", "BOYR 1 3"]
    assert any("no byte-order mark" in message for message in said)
    with pytest.raises(NotationError):  # UTF-32: NULs in both places of a pair, no UTF-16
        parse_sheet("RGBY 1 2\nBOYR 1 3\n".encode("utf-32-le"))


@pytest.mark.parametrize(
    ("data", "kind"),
    [
        (b"%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj\n", "a PDF document"),
        (b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR", "a PNG picture"),
        (b"\xff\xd8\xff\xe0\x00\x10JFIF\x00", "a JPEG picture"),
        (b"\x00\x00\x00\x18ftypheic\x00\x00\x00\x00", "a HEIC picture"),
        (b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1\x00\x00", "an older Office document"),
    ],
)
def test_a_document_or_a_picture_is_named_in_its_error(data: bytes, kind: str) -> None:
    # a player may give the PDF, the screenshot or the Word file the clues are in: it was 'not a
    # text file (it holds NUL bytes ...)', which says neither what it is nor what to do
    with pytest.raises(NotationError, match=f"this is {kind}.*not a text file.*save its clues as plain text"):
        parse_sheet(data)


def test_an_office_document_is_told_from_its_zip_members(tmp_path: object) -> None:
    import io
    import zipfile
    from pathlib import Path

    for member, kind in (("word/document.xml", "a Word document"), ("xl/workbook.xml", "an Excel workbook")):
        buffer = io.BytesIO()
        with zipfile.ZipFile(buffer, "w") as archive:
            archive.writestr("[Content_Types].xml", "<Types/>")
            archive.writestr(member, "<x/>")
        path = Path(str(tmp_path)) / "clues.bin"
        path.write_bytes(buffer.getvalue())
        shown = subprocess.run(
            [sys.executable, "-m", "mmnotation", str(path)], capture_output=True, text=True, check=False
        )
        assert shown.returncode == 2
        assert f"this is {kind}" in shown.stderr and "Traceback" not in shown.stderr
