"""Count each rejected Malay form of the glossary across the Malay catalogs.

    python tools/malay_patterns.py                 # this checkout's catalogs
    python tools/malay_patterns.py --root DIR      # another checkout's catalogs (e.g. main, before a fix)
    python tools/malay_patterns.py --count 'tanpa dilihat'   # also count a chosen form

Reads the table "Rejected variants" of `docs/glossary_ms.md` (always this checkout's, so the
same patterns are counted before and after a fix) and prints, for each row, how many times its
pattern occurs in the msgstrs of the main catalog and of every notebook catalog under
`locale/notebooks/ms/`, in the text a reader sees (no code spans, link targets or HTML tags).
A row the test checks only outside questions, or where the English says run, is counted
everywhere, and its line says so.
It counts what `tests/test_malay_terms.py` forbids, so a fix can report "N -> 0"; the
generated notebooks are left out, since they repeat their catalogs.
"""

from __future__ import annotations

import argparse
import re
from pathlib import Path

from babel.messages.pofile import read_po

ROOT = Path(__file__).resolve().parents[1]
GLOSSARY = ROOT / "docs" / "glossary_ms.md"
MAIN_CATALOG = Path("charleston_lessons/locale/ms/LC_MESSAGES/charleston_lessons.po")
NOTEBOOK_CATALOGS = Path("locale/notebooks/ms")
TABLE_HEADING = "### Rejected variants"


def rejected_rows(glossary: Path = GLOSSARY) -> list[dict[str, str]]:
    """Each row of the glossary's table of rejected variants, as {"rejected": an example,
    "pattern": its regular expression, "checked": where it is forbidden, "instead": the word
    to use}: what this tool counts and `tests/test_malay_terms.py` forbids."""
    text = glossary.read_text(encoding="utf-8")
    if TABLE_HEADING not in text:
        raise ValueError(f"{glossary.name} has no '{TABLE_HEADING}' table")
    rows = []
    for line in text.split(TABLE_HEADING, 1)[1].splitlines():
        if not line.startswith("|"):
            if rows:
                break
            continue
        cells = [cell.strip().replace("\\|", "|") for cell in re.split(r"(?<!\\)\|", line)[1:-1]]
        if cells[0] in ("Rejected", "") or set(cells[0]) <= {"-"}:
            continue
        rejected, pattern, checked, instead = cells
        rows.append({"rejected": rejected, "pattern": pattern.strip("`"), "checked": checked, "instead": instead})
    return rows


def compiled(pattern: str) -> re.Pattern[str]:
    """A space in a pattern matches any run of spaces and line breaks (catalogs wrap lines)."""
    return re.compile(pattern.replace(" ", r"\s+"))


def visible(text: str) -> str:
    """What a reader sees: no code spans, no link targets, no HTML tags."""
    text = re.sub(r"`[^`]*`", " ", text)
    text = re.sub(r"\]\([^)]*\)", "]", text)
    return re.sub(r"<[^>]+>", " ", text)


def malay_texts(root: Path = ROOT) -> list[str]:
    """Every Malay msgstr of `root`'s main catalog and notebook catalogs, as a reader sees it."""
    paths = [root / MAIN_CATALOG, *sorted((root / NOTEBOOK_CATALOGS).rglob("*.po"))]
    texts = []
    for path in paths:
        with path.open("rb") as handle:
            for message in read_po(handle):
                strings = [message.string] if isinstance(message.string, str) else message.string
                texts += [visible(text) for text in strings if text]
    return texts


def count(pattern: str, texts: list[str]) -> int:
    """How many times `pattern` occurs in `texts`."""
    found = compiled(pattern)
    return sum(len(found.findall(text)) for text in texts)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--root", type=Path, default=ROOT, help="the checkout whose catalogs are counted")
    parser.add_argument("--count", action="append", default=[], help="also count this pattern")
    args = parser.parse_args()
    texts = malay_texts(args.root)
    for row in rejected_rows():
        note = "" if row["checked"] == "everywhere" else f" (forbidden {row['checked']}: counted everywhere)"
        print(f"{count(row['pattern'], texts):5d}  {row['rejected']}{note}")
    for pattern in args.count:
        print(f"{count(pattern, texts):5d}  {pattern} (counted on request)")


if __name__ == "__main__":
    main()
