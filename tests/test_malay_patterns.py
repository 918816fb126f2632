"""tools/malay_patterns.py counts the glossary's rejected Malay forms across the Malay
catalogs, so a fix can report its counts before and after (issue 35)."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

from tools import malay_patterns

ROOT = Path(__file__).resolve().parents[1]


def test_each_rejected_form_is_counted_in_its_own_example():
    rows = malay_patterns.rejected_rows()
    assert {"rejected": "sebuah Joker", "pattern": r"\bsebuah (?:[Jj]oker|tangan)\b",
            "checked": "everywhere"}.items() <= next(r for r in rows if r["rejected"] == "sebuah Joker").items()
    for row in rows:
        assert malay_patterns.count(row["pattern"], [malay_patterns.visible(row["rejected"])]) >= 1, row


def test_what_a_reader_does_not_see_is_not_counted():
    texts = [malay_patterns.visible("Buka `bilik.db` atau [papan](bilik.ipynb) <b class='bilik'>x</b>")]
    assert malay_patterns.count(r"\b[Bb]ilik\b", texts) == 0
    assert malay_patterns.count(r"\b[Bb]ilik\b", ["dalam\nbilik ini", "Bilik itu"]) == 2


def test_the_malay_catalogs_use_no_rejected_form_the_glossary_forbids_everywhere():
    texts = malay_patterns.malay_texts()
    assert len(texts) > 1000
    everywhere = [row for row in malay_patterns.rejected_rows() if row["checked"] == "everywhere"]
    assert len(everywhere) >= 40
    used = {row["rejected"]: n for row in everywhere if (n := malay_patterns.count(row["pattern"], texts))}
    assert used == {}


def test_root_counts_another_checkout(tmp_path):
    main = tmp_path / malay_patterns.MAIN_CATALOG
    main.parent.mkdir(parents=True)
    main.write_text('msgid ""\nmsgstr ""\n\nmsgctxt "k"\nmsgid "a Joker"\nmsgstr "sebuah Joker dalam bilik"\n',
                    encoding="utf-8")
    notebook = tmp_path / malay_patterns.NOTEBOOK_CATALOGS / "x.po"
    notebook.parent.mkdir(parents=True)
    shutil.copy(main, notebook)
    out = subprocess.run([sys.executable, str(ROOT / "tools" / "malay_patterns.py"), "--root", str(tmp_path),
                          "--count", "sebuah"], capture_output=True, text=True, check=True, cwd=ROOT).stdout
    counts = {line[7:]: int(line[:5]) for line in out.splitlines()}
    assert counts["sebuah Joker"] == 2 and counts["dalam bilik"] == 2 and counts["jubin"] == 0
    assert counts["sebuah (counted on request)"] == 2
