"""The notebooks in other languages, generated from the English ones and a catalog of their
markdown cells keyed by cell id (Babel's `.po` format, one catalog per notebook).

    python tools/notebook_catalog.py update     # English markdown changed: refresh every .po
    python tools/notebook_catalog.py generate   # write notebooks/<lang>/ from English + .po

`update` keeps each translation whose English is unchanged and marks the rest fuzzy (needing
review), so stale Malay is never shown as current. `generate` copies every English notebook to
`notebooks/<lang>/` (same names, same folders, so links between notebooks still work), puts
each markdown cell's translation in place (English stays where a translation is missing or
fuzzy; the tests fail on either), rewrites the cells a lesson's data writes (header, key
points, links) in that language, and makes the first code cell choose the language. Then run
`python tools/run_notebooks.py notebooks/<lang>/...` to store their outputs.

A lesson's header, key points and links are not in these catalogs: they come from the
lesson's data and its catalog (`charleston_lessons/locale`), like the English ones.
"""

from __future__ import annotations

import io
import sys
from pathlib import Path

import nbformat
from babel.messages.catalog import Catalog
from babel.messages.pofile import read_po, write_po

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

NOTEBOOKS = ROOT / "notebooks"
LOCALE = ROOT / "locale" / "notebooks"
LANGUAGES = ("ms",)


def english_notebooks() -> list[Path]:
    """Every English notebook, in the order a learner meets them."""
    return sorted(
        path for path in NOTEBOOKS.rglob("*.ipynb")
        if ".ipynb_checkpoints" not in path.parts
        and path.relative_to(NOTEBOOKS).parts[0] not in LANGUAGES
    )


def catalog_path(notebook: Path, lang: str) -> Path:
    """`locale/notebooks/ms/instructor/live_table.po` for `notebooks/instructor/live_table.ipynb`."""
    return LOCALE / lang / notebook.relative_to(NOTEBOOKS).with_suffix(".po")


def lesson_number(notebook: Path) -> int | None:
    """The lesson a notebook teaches, or None for the reference and instructor notebooks."""
    from charleston_lessons.lessons import all_lessons

    for data in all_lessons():
        if notebook == NOTEBOOKS / data.notebook:
            return data.number
    return None


def written_by_data(cell: nbformat.NotebookNode, number: int | None) -> bool:
    """True for a lesson's header, key points and links: its data writes them in each language."""
    if number is None or cell.cell_type != "markdown":
        return False
    return (
        cell.source.startswith(f"# Lesson {number}:")
        or cell.source.startswith("## Key points")
        or cell.get("id") == f"l{number:02d}-nav"
    )


def translatable(notebook: Path) -> list[nbformat.NotebookNode]:
    """The markdown cells of `notebook` that its catalog holds."""
    nb = nbformat.read(notebook, as_version=4)
    number = lesson_number(notebook)
    return [cell for cell in nb.cells
            if cell.cell_type == "markdown" and not written_by_data(cell, number)]


def template(notebook: Path) -> Catalog:
    """The English catalog of one notebook: each markdown cell, its id as the context."""
    catalog = Catalog(project="Charleston Lessons", fuzzy=False)
    for cell in translatable(notebook):
        catalog.add(cell.source, context=cell.id,
                    locations=[(str(notebook.relative_to(ROOT)), 0)])
    return catalog


def read(path: Path, lang: str) -> Catalog:
    with path.open("rb") as handle:
        return read_po(handle, locale=lang)


def update(lang: str) -> list[Path]:
    """Bring every notebook catalog of `lang` in step with the English; the paths written."""
    written = []
    for notebook in english_notebooks():
        path = catalog_path(notebook, lang)
        fresh = template(notebook)
        if path.exists():
            catalog = read(path, lang)
            catalog.update(fresh, no_fuzzy_matching=False, update_header_comment=False)
            catalog.obsolete.clear()
        else:
            catalog = Catalog(locale=lang, project="Charleston Lessons", fuzzy=False)
            catalog.update(fresh)
        path.parent.mkdir(parents=True, exist_ok=True)
        before = path.read_bytes() if path.exists() else b""
        out = io.BytesIO()
        write_po(out, catalog, width=0, omit_header=False, sort_output=False)
        if _comparable(out.getvalue()) != _comparable(before):  # not just a new date stamp
            path.write_bytes(out.getvalue())
            written.append(path)
    return written


def _comparable(data: bytes) -> bytes:
    return b"\n".join(line for line in data.split(b"\n") if not line.startswith(b'"POT-Creation-Date'))


if __name__ == "__main__":
    command = sys.argv[1] if len(sys.argv) > 1 else "update"
    if command == "update":
        for lang in LANGUAGES:
            for path in update(lang):
                print(f"updated {path.relative_to(ROOT)}")
    elif command == "generate":
        from tools.generate_notebooks import generate_all

        for lang in LANGUAGES:
            for path in generate_all(lang):
                print(f"wrote {path.relative_to(ROOT)}")
    else:
        sys.exit(f"unknown command {command!r}: use update or generate")
