"""Check translated `.po` catalogs against their English: every entry translated, nothing
fuzzy, and what must not change unchanged ({placeholders}, rule IDs, tile codes, code spans,
link targets, headings, HTML tags).

    python tools/po_check.py locale/notebooks/ms/03_rollor.po [...]   # prints each problem

The tests call `problems()` on every catalog; translators run this before handing work back.
"""

from __future__ import annotations

import re
import sys
from collections import Counter
from pathlib import Path

from babel.messages.pofile import read_po

PLACEHOLDER = re.compile(r"\{[A-Za-z_][A-Za-z0-9_]*(?:\[[^\]]*\])?(?:![rsa])?(?::[^{}]*)?\}")
RULE_ID = re.compile(r"\b[A-Z][1-9][0-9]?\b")
TILE_CODE = re.compile(r"\b(?:[1-9][BCD]|RD|GD|WD)\b")
CODE_SPAN = re.compile(r"`[^`\n]+`")
LINK_TARGET = re.compile(r"\]\(([^)\s]+)")
HTML_TAG = re.compile(r"</?([a-z][a-z0-9-]*)[ />]")


def _kept(english: str, translated: str) -> list[str]:
    """What differs between the two in the parts a translation must keep."""
    found = []
    checks = (
        ("placeholders", PLACEHOLDER), ("rule IDs", RULE_ID), ("tile codes", TILE_CODE),
        ("code spans", CODE_SPAN), ("link targets", LINK_TARGET), ("HTML tags", HTML_TAG),
    )
    for name, pattern in checks:
        want, got = Counter(pattern.findall(english)), Counter(pattern.findall(translated))
        if name in ("placeholders", "code spans", "link targets") and want != got:
            found.append(f"{name} differ: English {sorted(want)} vs {sorted(got)}")
        elif name not in ("placeholders", "code spans", "link targets") and set(want) != set(got):
            found.append(f"{name} differ: English {sorted(set(want))} vs {sorted(set(got))}")
    heads = lambda text: [line.split(" ")[0] for line in text.splitlines() if re.match(r"#+ ", line)]  # noqa: E731
    if heads(english) != heads(translated):
        found.append("headings differ in number or level")
    return found


def problems(path: Path) -> list[str]:
    """Every problem in one catalog, as `context: sentence` lines; empty when it is clean."""
    with Path(path).open("rb") as handle:
        catalog = read_po(handle)
    found = []
    for message in catalog:
        if not message.id:
            continue
        where = message.context or (message.id if isinstance(message.id, str) else message.id[0])[:40]
        english = message.id if isinstance(message.id, (list, tuple)) else (message.id,)
        strings = message.string if isinstance(message.string, (list, tuple)) else (message.string,)
        if message.fuzzy:
            found.append(f"{where}: fuzzy (the English changed; review and clear the flag)")
        if not all(strings):
            found.append(f"{where}: not translated")
            continue
        for translated in strings:
            for problem in _kept(english[-1] if len(english) > 1 else english[0], translated):
                found.append(f"{where}: {problem}")
    return found


if __name__ == "__main__":
    bad = 0
    for arg in sys.argv[1:]:
        for line in problems(Path(arg)):
            print(f"{arg}: {line}")
            bad += 1
    print(f"{bad} problem(s)")
    sys.exit(1 if bad else 0)
