"""Sheets inside the containers writing apps save (mmnotation/notation/containers.py; docs/notation.md,
"Pasted text"): RTF, an e-mail's part in base64, a calendar's folded lines; and markup's declarations."""

from __future__ import annotations

import base64

import pytest

from mmnotation import NotationError, parse_sheet
from mmnotation.notation.containers import contained

TEXTEDIT = (  # a Mac's TextEdit saves RTF by default: a line ends in a backslash
    "{\\rtf1\\ansi\\ansicpg1252\\cocoartf2761\n"
    "\\cocoatextscaling0\\cocoaplatform0{\\fonttbl\\f0\\fswiss\\fcharset0 Helvetica;}\n"
    "{\\colortbl;\\red255\\green255\\blue255;}\n"
    "{\\*\\expandedcolortbl;;}\n"
    "\\pard\\pardirnatural\\partightenfactor0\n"
    "\n"
    "\\f0\\fs24 \\cf0 RGBY 0 4\\\n"
    "GRBO 0 3}"
)


def placed(text: str) -> list[tuple[str, int]]:
    return [(str(c), c.line) for c in parse_sheet(text).clues]


def test_textedit_rtf_is_read_at_the_file_s_lines_with_a_notice() -> None:
    # heldout152: an error at its first line ('{')
    sheet = parse_sheet(TEXTEDIT)
    assert [(str(c), c.line) for c in sheet.clues] == [("RGBY 0 4", 7), ("GRBO 0 3", 8)]
    assert any(n.message == "read the text inside an RTF document" and n.line == 7 for n in sheet.notices)


@pytest.mark.parametrize(
    ("text", "meant"),
    [
        # WordPad: '\par', a code page's escapes and '\endash'
        (
            "{\\rtf1\\ansi\\ansicpg1252\\deff0{\\fonttbl{\\f0 Times New Roman;}}\n"
            "\\f0\\fs24 Essai 1 : RGBY \\endash  2 bien plac\\'e9s, 1 mal plac\\'e9\\par\n"
            "Essai 2 : OBPR \\endash  1 bien plac\\'e9, 2 mal plac\\'e9s\\par\n}",
            [("RGBY 2 1", 2), ("OBPR 1 2", 3)],
        ),
        # Cyrillic as '\u' escapes, each with its stand-in '?'
        (
            "{\\rtf1\\ansi\\uc1{\\fonttbl{\\f0 Arial;}}\n"
            "\\f0 RGBY \\u8212? 0 \\u1095?\\u1105?\\u1088?\\u1085?\\u1099?\\u1093?, 3 "
            "\\u1073?\\u1077?\\u1083?\\u1099?\\u1093?\\par\n"
            "GYOR \\u8212? 1 \\u1095?\\u1105?\\u1088?\\u1085?\\u1099?\\u1081?, 3 "
            "\\u1073?\\u1077?\\u1083?\\u1099?\\u1093?\\par\n}",
            [("RGBY 0 3", 2), ("GYOR 1 3", 3)],
        ),
        # emoji pegs as '\u' escapes in another font's group
        (
            "{\\rtf1\\ansi\n{\\fonttbl\\f0 Helvetica;\\f1 AppleColorEmoji;}\n"
            "\\f0 RGBY \n\\f1 \\uc0\\u9899 \\u9898 \n\\f0 \\\nGROY \n\\f1 \\u9898 \\u9898 \\u9898 \n\\f0 }",
            [("RGBY 1 1", 3), ("GROY 0 3", 6)],
        ),
    ],
)
def test_rtf_escapes_read_as_the_characters_they_stand_for(text: str, meant: list[tuple[str, int]]) -> None:
    assert placed(text) == meant


def test_an_e_mail_s_part_in_base64_is_decoded_in_its_place() -> None:
    body = base64.b64encode(b"RGBY 1 black 2 white\nGOYR 0 black 3 white\nWhat next?\n").decode()
    text = "From: Ana <ana@example.org>\nSubject: clues\nContent-Type: text/plain; charset=UTF-8\n"
    text += f"Content-Transfer-Encoding: base64\n\n{body}\n"
    assert placed(text) == [("RGBY 1 2", 6), ("GOYR 0 3", 6)]


def test_a_mail_or_calendar_copied_with_blanks_at_its_lines_ends() -> None:
    # a viewer's copy left two blanks after each line: the base64 lines were not seen, an error
    body = base64.b64encode(b"RGBY 1 black 2 white\nGOYR 0 black 3 white\n").decode()
    text = "Subject: clues\nContent-Type: text/plain; charset=UTF-8\nContent-Transfer-Encoding: base64\n\n"
    text += f"{body[:40]}\n{body[40:]}\n"
    assert placed("\n".join(line + "  " for line in text.split("\n"))) == [("RGBY 1 2", 5), ("GOYR 0 3", 5)]
    text = "BEGIN:VCALENDAR  \nBEGIN:VEVENT  \nDESCRIPTION:1234 1 bull 2 cows\\n5678 0 bulls 0 cows  \n"
    assert placed(text + "END:VEVENT  \nEND:VCALENDAR  \n") == [("1234 1 2", 3), ("5678 0 0", 3)]


def test_a_calendar_event_s_folded_description() -> None:
    text = "BEGIN:VCALENDAR\nBEGIN:VEVENT\nSUMMARY:Bulls and cows\n"
    text += "DESCRIPTION:Where we stopped:\\n1234 1 bull 2 cows\\n5678 0 bulls 0 cows\\nYo\n ur move!\n"
    text += "END:VEVENT\nEND:VCALENDAR\n"
    assert placed(text) == [("1234 1 2", 4), ("5678 0 0", 4)]


def test_markup_declarations_and_namespaced_tags_are_no_text() -> None:
    # Apple Notes' XHTML: its DOCTYPE's '1.0 Strict' and 'xhtml1' were read as clues
    text = '<?xml version="1.0" encoding="UTF-8"?>\n'
    text += (
        '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Strict//EN" "http://www.w3.org/TR/xhtml1/DTD/x.dtd">\n'
    )
    text += "<html><body><div>RGBY 0 black 3 white</div><div>YBGP 0 black 3 white</div></body></html>\n"
    assert [c for c, _ in placed(text)] == ["RGBY 0 3", "YBGP 0 3"]
    # Word's 2003 XML: tags with a namespace ('<w:t>')
    text = '<?xml version="1.0"?>\n<w:wordDocument xmlns:w="urn:w">\n<w:body>\n'
    text += "<w:p><w:r><w:t>RGBY 1 black 1 white</w:t></w:r></w:p>\n"
    text += "<w:p><w:r><w:t>RBOY 1 black 2 white</w:t></w:r></w:p>\n</w:body>\n</w:wordDocument>\n"
    assert placed(text) == [("RGBY 1 1", 4), ("RBOY 1 2", 5)]


def test_a_container_s_text_that_reads_no_clue_keeps_the_file_s_errors() -> None:
    assert contained("RGBY 1 2\n") is None
    with pytest.raises(NotationError, match="unexpected character"):
        parse_sheet("{\\rtf1\\ansi Nothing here\\par}\n")


def test_the_text_inside_a_container_is_not_searched_again() -> None:
    # a byte fuzz: a calendar whose unfolded text is a calendar again recursed without end
    with pytest.raises(NotationError):
        parse_sheet("BEGIN:VCALENDAR\n\\*")


def test_alternative_parts_of_a_mail_are_read_once() -> None:
    # heldout153: the plain and the HTML part in base64 both held the clues, read twice (an error)
    plain = base64.b64encode(b"RGBY 1 black 3 white\nBGYO 0 black 3 white\n").decode()
    html = base64.b64encode(b"<div>RGBY 1 black 3 white<br>BGYO 0 black 3 white</div>").decode()
    text = 'Content-Type: multipart/alternative; boundary="b1"\n\n--b1\n'
    text += f"Content-Type: text/plain; charset=UTF-8\nContent-Transfer-Encoding: base64\n\n{plain}\n--b1\n"
    text += f"Content-Type: text/html; charset=UTF-8\nContent-Transfer-Encoding: base64\n\n{html}\n--b1--\n"
    assert [c for c, _ in placed(text)] == ["RGBY 1 3", "BGYO 0 3"]


def test_a_container_is_read_before_its_own_lines() -> None:
    # heldout153: 'charset=iso-8859-1' was read as the clue 8859 0 1 (with a notice) while the
    # clues stood in base64 below it, in the charset it names
    body = base64.b64encode("RGBY - 0 bien plac\u00e9, 3 mal plac\u00e9s\n".encode("latin-1")).decode()
    text = "Subject: x\nContent-Type: text/plain; charset=iso-8859-1\n"
    text += f"Content-Transfer-Encoding: base64\n\n{body}\n"
    assert placed(text) == [("RGBY 0 3", 5)]


def test_quoted_printable_decodes_the_body_only() -> None:
    # heldout153: the header's encoded word ('=?utf-8?B?...?=') ended in a soft break's '=' and
    # joined the next line; '=0D' (a carriage return) stood inside the line
    text = "Subject: =?utf-8?B?TWFzdGVybWluZA==?=\nContent-Type: text/plain\n"
    text += "Content-Transfer-Encoding: quoted-printable\n\nHi,=0D\nRGBY: 1 black, 1 white=0D\n"
    text += "YPOB: 0 black, 4 white=0D\n"
    assert placed(text) == [("RGBY 1 1", 6), ("YPOB 0 4", 7)]


def test_an_html_document_on_one_line_is_read_a_block_a_line() -> None:
    # Google Docs' HTML export (heldout153): its head, styles and paragraphs all one line
    text = '<html><head><meta content="text/html; charset=UTF-8" http-equiv="content-type"><style '
    text += 'type="text/css">.c0{font-family:"Arial"}.c1{padding-top:0pt}</style></head><body class="c2 '
    text += 'doc-content"><p class="c1"><span class="c0">Bulls &amp; cows</span></p><p class="c1"><span '
    text += 'class="c0">1234 &ndash; 1 bull, 1 cow</span></p><p class="c1"><span class="c0">5678 &ndash; '
    text += "0 bulls, 1 cow</span></p></body></html>\n"
    assert placed(text) == [("1234 1 1", 1), ("5678 0 1", 1)]


def test_a_property_list_s_keys_over_their_values() -> None:
    # heldout154: a macOS property list writes each key on its line, its value on the next; the
    # guesses were read with white unknown (the 'white' key's value a line apart)
    record = "\t<dict>\n\t\t<key>guess</key>\n\t\t<string>{}</string>\n\t\t<key>black</key>\n"
    record += "\t\t<integer>{}</integer>\n\t\t<key>white</key>\n\t\t<integer>{}</integer>\n\t</dict>\n"
    text = '<?xml version="1.0" encoding="UTF-8"?>\n<plist version="1.0">\n<array>\n'
    text += record.format("RGBY", 1, 2) + record.format("YRBO", 0, 3) + "</array>\n</plist>\n"
    assert placed(text) == [("RGBY 1 2", 5), ("YRBO 0 3", 13)]


def test_a_mail_s_plain_part_first_and_its_boundaries() -> None:
    # heldout156: a multipart/alternative mail whose plain part is quoted-printable and whose HTML
    # part is base64: the HTML part was decoded too, and its boundary '--zz--' was read as a guess
    html = base64.b64encode("<p>RGBY \u2014 2 black, 0 white</p><p>GPOR \u2014 0 black, 4 white</p>".encode())
    text = 'Content-Type: multipart/alternative; boundary="zz"\n\n--zz\n'
    text += "Content-Type: text/plain; charset=UTF-8\nContent-Transfer-Encoding: quoted-printable\n\n"
    text += "RGBY =E2=80=94 2 black, 0 white\nGPOR =E2=80=94 0 black, 4 white\n--zz\n"
    text += "Content-Type: text/html; charset=UTF-8\nContent-Transfer-Encoding: base64\n\n"
    text += f"{html.decode()}\n--zz--\n"
    assert placed(text) == [("RGBY 2 0", 7), ("GPOR 0 4", 8)]
