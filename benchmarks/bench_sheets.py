"""Issue 52: how many players' sheets the reader reads as meant.

Reads every sheet of ``tests/data/heldout`` to ``heldout201`` (the held-out sets,
each never tuned against before it was measured) and of ``tests/data/sheets`` (the corpus) with
``parse_sheet``, given its bytes as ``mmdeduce`` is given a file's (UTF-8, else as its ``=== saved:``
line says), and sorts each into one of four:

- exact: the clues meant, in the order meant (notices allowed: they say what was assumed);
- said: an error, or another reading with a notice (never silent);
- silent: another reading with no notice at all (a misreading in silence: must be 0);
- crash: anything but the package's own errors.

Run: python benchmarks/bench_sheets.py [--show KIND] [DIR ...].  Prints a table; never fails.
"""

from __future__ import annotations

import sys
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

sys.path.insert(0, str(ROOT / "tests"))

from test_sheets import sheets_of  # noqa: E402  (the format of tests/data/sheets/README.md)

from mmnotation import NotationError, parse_sheet  # noqa: E402

SETS = (
    "heldout",
    "heldout2",
    "heldout3",
    "heldout4",
    "heldout5",
    "heldout6",
    "heldout7",
    "heldout8",
    "heldout9",
    "heldout10",
    "heldout11",
    "heldout12",
    "heldout13",
    "heldout14",
    "heldout15",
    "heldout16",
    "heldout17",
    "heldout18",
    "heldout19",
    "heldout20",
    "heldout21",
    "heldout22",
    "heldout23",
    "heldout24",
    "heldout25",
    "heldout26",
    "heldout27",
    "heldout28",
    "heldout29",
    "heldout30",
    "heldout31",
    "heldout32",
    "heldout33",
    "heldout34",
    "heldout35",
    "heldout36",
    "heldout37",
    "heldout38",
    "heldout39",
    "heldout40",
    "heldout41",
    "heldout42",
    "heldout43",
    "heldout44",
    "heldout45",
    "heldout46",
    "heldout47",
    "heldout48",
    "heldout49",
    "heldout50",
    "heldout51",
    "heldout52",
    "heldout53",
    "heldout54",
    "heldout55",
    "heldout56",
    "heldout57",
    "heldout58",
    "heldout59",
    "heldout60",
    "heldout61",
    "heldout62",
    "heldout63",
    "heldout64",
    "heldout65",
    "heldout66",
    "heldout67",
    "heldout68",
    "heldout69",
    "heldout70",
    "heldout71",
    "heldout72",
    "heldout73",
    "heldout74",
    "heldout75",
    "heldout76",
    "heldout77",
    "heldout78",
    "heldout79",
    "heldout80",
    "heldout81",
    "heldout82",
    "heldout83",
    "heldout84",
    "heldout85",
    "heldout86",
    "heldout87",
    "heldout88",
    "heldout89",
    "heldout90",
    "heldout91",
    "heldout92",
    "heldout93",
    "heldout94",
    "heldout95",
    "heldout96",
    "heldout97",
    "heldout98",
    "heldout99",
    "heldout100",
    "heldout101",
    "heldout102",
    "heldout103",
    "heldout104",
    "heldout105",
    "heldout106",
    "heldout107",
    "heldout108",
    "heldout109",
    "heldout110",
    "heldout111",
    "heldout112",
    "heldout113",
    "heldout114",
    "heldout115",
    "heldout116",
    "heldout117",
    "heldout118",
    "heldout119",
    "heldout120",
    "heldout121",
    "heldout122",
    "heldout123",
    "heldout124",
    "heldout125",
    "heldout126",
    "heldout127",
    "heldout128",
    "heldout129",
    "heldout130",
    "heldout131",
    "heldout132",
    "heldout133",
    "heldout134",
    "heldout135",
    "heldout136",
    "heldout137",
    "heldout138",
    "heldout139",
    "heldout140",
    "heldout141",
    "heldout142",
    "heldout143",
    "heldout144",
    "heldout145",
    "heldout146",
    "heldout147",
    "heldout148",
    "heldout149",
    "heldout150",
    "heldout151",
    "heldout152",
    "heldout153",
    "heldout154",
    "heldout155",
    "heldout156",
    "heldout157",
    "heldout158",
    "heldout159",
    "heldout160",
    "heldout161",
    "heldout162",
    "heldout163",
    "heldout164",
    "heldout165",
    "heldout166",
    "heldout167",
    "heldout168",
    "heldout169",
    "heldout170",
    "heldout171",
    "heldout172",
    "heldout173",
    "heldout174",
    "heldout175",
    "heldout176",
    "heldout177",
    "heldout178",
    "heldout179",
    "heldout180",
    "heldout181",
    "heldout182",
    "heldout183",
    "heldout184",
    "heldout185",
    "heldout186",
    "heldout187",
    "heldout188",
    "heldout189",
    "heldout190",
    "heldout191",
    "heldout192",
    "heldout193",
    "heldout194",
    "heldout195",
    "heldout196",
    "heldout197",
    "heldout198",
    "heldout199",
    "heldout200",
    "heldout201",
    "sheets",
)
DIRS = [ROOT / "tests" / "data" / name for name in SETS]


def judge(meant: tuple[tuple[str, int | None, int | None], ...], data: bytes) -> tuple[str, str]:
    """The kind of one reading, and what was read or said."""
    try:
        read = parse_sheet(data)  # a file's bytes, as mmdeduce reads one
    except NotationError as error:
        return "said", str(error).split("\n")[0]
    except Exception as error:
        return "crash", repr(error)
    got = tuple((c.guess.symbols, c.feedback.black, c.feedback.white) for c in read.clues)
    if got == meant:
        return "exact", ""
    return ("said" if read.notices else "silent"), f"read {got}"


def main(argv: list[str]) -> int:
    show = None
    if argv[:1] == ["--show"]:
        show, argv = argv[1], argv[2:]
    folders = [Path(a) for a in argv] or DIRS
    print(f"{'sheets':<34} {'n':>4} {'exact':>6} {'said':>5} {'silent':>6} {'crash':>5}  rate")
    for folder in folders:
        kinds: Counter[str] = Counter()
        per_file: dict[str, Counter[str]] = {}
        for sheet in sheets_of(folder):
            where = f"{sheet.file}:{sheet.line}"
            kind, what = judge(sheet.meant, sheet.data)
            kinds[kind] += 1
            per_file.setdefault(where.split(":")[0], Counter())[kind] += 1
            if (show in (kind, "all") and kind != "exact") or show == "every":
                print(f"  {kind:<6} {where}: {what[:150]}")
        n = sum(kinds.values())
        print(
            f"{folder.relative_to(ROOT) if folder.is_relative_to(ROOT) else folder!s:<34} {n:>4} "
            f"{kinds['exact']:>6} {kinds['said']:>5} {kinds['silent']:>6} {kinds['crash']:>5}  "
            f"{kinds['exact'] / max(n, 1):.0%}"
        )
        for name, c in sorted(per_file.items()):
            counted = f"{c['exact']:>6} {c['said']:>5} {c['silent']:>6} {c['crash']:>5}"
            print(f"  {name:<32} {sum(c.values()):>4} {counted}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
