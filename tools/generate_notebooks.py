"""Write `notebooks/<lang>/` from the English notebooks and their markdown catalogs.

    python tools/generate_notebooks.py            # every language; prints what changed
    python tools/generate_notebooks.py --check    # exit 1 if a generated notebook is out of date

Each markdown cell takes its catalog's translation (by cell id; English where it has none,
which the tests forbid on main). A lesson's header, key points and links are written from its
data in that language, by `tools/lesson_notebook.dress`. Code cells are the English ones,
except that the first chooses the language. Links to a heading (`#Anchor`) follow the
heading into its translation, and a link to a printed handout (`build/handouts/en/...` in the
checkout, `handouts/en/...` on the site) follows the notebook into its language's handouts, at
the translated notebook's depth. Outputs are kept from the last run of the generated notebook
where its code is unchanged; run `python tools/run_notebooks.py notebooks/<lang>/...` after.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

import nbformat

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from charleston_lessons.messages import LANGUAGES, speaking  # noqa: E402
from tools.lesson_notebook import dress  # noqa: E402
from tools.notebook_catalog import (  # noqa: E402
    NOTEBOOKS,
    catalog_path,
    english_notebooks,
    lesson_number,
    read,
    written_by_data,
)

HEADING = re.compile(r"^(#{1,6}) +(.+?) *$", re.MULTILINE)
LINK = re.compile(r"\]\(([^)\s#]*)#([^)\s]+)\)")
HANDOUT = re.compile(r"\]\(((?:\.\./)+)((?:build/)?handouts)/en/([^)\s]+)\)")


def anchor(heading: str) -> str:
    """The anchor JupyterLab and Voila give a heading: its text with spaces as dashes."""
    return heading.strip().replace(" ", "-")


def target(notebook: Path, lang: str) -> Path:
    return NOTEBOOKS / lang / notebook.relative_to(NOTEBOOKS)


def _anchors(english: nbformat.NotebookNode, translated: nbformat.NotebookNode) -> dict[str, str]:
    """English heading anchor -> translated one, pairing the headings of each cell in order."""
    pairs: dict[str, str] = {}
    for before, after in zip(english.cells, translated.cells):
        if before.cell_type == "markdown":
            old = [h for _, h in HEADING.findall(before.source)]
            new = [h for _, h in HEADING.findall(after.source)]
            if len(old) == len(new):
                pairs.update({anchor(a): anchor(b) for a, b in zip(old, new)})
    return pairs


def _choose_language(source: str, lang: str) -> str:
    """A notebook's first code cell, choosing `lang` before anything else runs."""
    line = f'course.use_language("{lang}")'
    if line in source:
        return source
    first = "from charleston_lessons import course"
    if source == first:
        return f"{first}\n{line}"
    if source.startswith(first + "\n"):
        return f"{first}\n{line}\n{source[len(first) + 1:]}"
    return f"{first}\n{line}\n{source}"


def translated(notebook: Path, lang: str) -> tuple[nbformat.NotebookNode, nbformat.NotebookNode]:
    """One notebook in `lang` (without outputs of its own yet), and its English."""
    english = nbformat.read(notebook, as_version=4)
    nb = nbformat.read(notebook, as_version=4)
    catalog = read(catalog_path(notebook, lang), lang) if catalog_path(notebook, lang).exists() else None
    number = lesson_number(notebook)
    for cell in nb.cells:
        if cell.cell_type != "markdown" or written_by_data(cell, number) or catalog is None:
            continue
        message = catalog.get(cell.source, context=cell.id)
        if message is not None and message.string and not message.fuzzy:
            cell.source = message.string
    if number is not None:
        with speaking(lang):
            dress(nb, number)
    else:
        first = next((cell for cell in nb.cells if cell.cell_type == "code"), None)
        if first is not None:
            first.source = _choose_language(first.source, lang)
    return nb, english


def generate_all(lang: str, write: bool = True) -> list[Path]:
    """Every notebook in `lang`; the paths that changed (or, write=False, would change)."""
    made = {notebook: translated(notebook, lang) for notebook in english_notebooks()}
    changed = copy_data(lang, write)
    # Anchors per notebook (by its path relative to notebooks/), for links into it.
    anchors = {notebook.relative_to(NOTEBOOKS).as_posix(): _anchors(english, nb)
               for notebook, (nb, english) in made.items()}
    for notebook, (nb, _) in made.items():
        here = notebook.relative_to(NOTEBOOKS).parent
        for cell in nb.cells:
            if cell.cell_type == "markdown":
                cell.source = LINK.sub(lambda m: _relink(m, here, notebook, anchors), cell.source)
                cell.source = HANDOUT.sub(lambda m: _handout_link(m, lang), cell.source)
        path = target(notebook, lang)
        old = nbformat.read(path, as_version=4) if path.exists() else nbformat.v4.new_notebook()
        _keep_outputs(old, nb)
        if path.exists():  # its own last run's metadata (the widget state saved with it)
            nb.metadata = old.metadata
        if path.exists() and nbformat.writes(old) == nbformat.writes(nb):
            continue
        changed.append(path)
        if write:
            path.parent.mkdir(parents=True, exist_ok=True)
            nbformat.write(nb, path)
    return changed


def data_files() -> list[Path]:
    """The files beside the English notebooks that their code reads (the room dashboard's
    sample_room): each language's folder has its own copy, so the same code finds them."""
    skip = {"locale", ".ipynb_checkpoints", *LANGUAGES}
    return sorted(
        path for path in NOTEBOOKS.rglob("*")
        if path.is_file() and path.suffix != ".ipynb"
        and not skip & set(path.relative_to(NOTEBOOKS).parts)
    )


def copy_data(lang: str, write: bool = True) -> list[Path]:
    """Mirror `data_files()` into `notebooks/<lang>/`; the copies that changed."""
    changed = []
    for path in data_files():
        copy = target(path, lang)
        if not copy.exists() or copy.read_bytes() != path.read_bytes():
            changed.append(copy)
            if write:
                copy.parent.mkdir(parents=True, exist_ok=True)
                copy.write_bytes(path.read_bytes())
    return changed


def _relink(match: re.Match, here: Path, notebook: Path, anchors: dict[str, dict[str, str]]) -> str:
    file, mark = match.group(1), match.group(2)
    key = (here / file).as_posix() if file else notebook.relative_to(NOTEBOOKS).as_posix()
    key = str(Path(key)).replace("\\", "/")
    if key.startswith("../"):  # a link out of the language's folder keeps its anchor
        return match.group(0)
    return f"]({file}#{anchors.get(key, {}).get(mark, mark)})"


def _handout_link(match: re.Match, lang: str) -> str:
    """A link to an English handout, from a notebook one folder deeper (`notebooks/<lang>/`),
    to the same handout in `lang`: `../../build/handouts/en/card.pdf` is
    `../../../build/handouts/ms/card.pdf`. The site keeps the handouts at its root, beside
    the lessons (`tools/build_lite.py`), so a link there goes one folder further up too."""
    ups, folder, name = match.groups()
    return f"](../{ups}{folder}/{lang}/{name})"


def _keep_outputs(old: nbformat.NotebookNode, new: nbformat.NotebookNode) -> None:
    """Carry the stored outputs of unchanged code cells over (by cell id)."""
    by_id = {cell.get("id"): cell for cell in old.cells if cell.cell_type == "code"}
    for cell in new.cells:
        before = by_id.get(cell.get("id"))
        if cell.cell_type == "code" and before is not None and before.source == cell.source:
            cell.outputs = before.outputs
            cell.execution_count = before.execution_count
        elif cell.cell_type == "code":
            cell.outputs, cell.execution_count = [], None


# ------------------------------------------------ the sections of each lesson page

OUTLINES = ROOT / "charleston_lessons" / "lessons" / "_outlines.py"
EXERCISE = re.compile(r"\.(?:exercise|reveal)\(\s*\"([^\"]+)\"")
EXPRESS = "00_express.ipynb"


def outline(nb: nbformat.NotebookNode, slug: str | None) -> tuple[tuple[str, tuple[str, ...]], ...]:
    """A page's sections: each `##` heading after its title, with the course-wide ids of the
    exercises shown under it (a lesson's keys become `slug/key`; the express page's are ids)."""
    sections: list[tuple[str, list[str]]] = []
    for cell in nb.cells:
        if cell.cell_type == "markdown":
            sections.extend((title, []) for level, title in HEADING.findall(cell.source) if level == "##")
        elif cell.cell_type == "code" and sections:
            for key in EXERCISE.findall(cell.source):
                found = key if slug is None or "/" in key else f"{slug}/{key}"
                if found not in sections[-1][1]:
                    sections[-1][1].append(found)
    return tuple((title, tuple(ids)) for title, ids in sections)


def outlines_source() -> str:
    """`charleston_lessons/lessons/_outlines.py` as the notebooks on disk make it: each lesson's
    and the express page's sections, in every language (a face's data, read by `place`)."""
    from charleston_lessons.lessons import all_lessons

    pages = {data.notebook: data.slug for data in all_lessons()}
    pages[EXPRESS] = None
    every = {}
    for lang in LANGUAGES:
        folder = NOTEBOOKS if lang == LANGUAGES[0] else NOTEBOOKS / lang
        every[lang] = {name: outline(nbformat.read(folder / name, as_version=4), slug)
                       for name, slug in sorted(pages.items()) if (folder / name).exists()}
    lines = ['"""Each lesson page\'s sections and the exercises under each, by language and notebook.',
             "", "Written by `tools/generate_notebooks.py` from the notebooks: do not edit by hand.", '"""',
             "", "OUTLINES: dict[str, dict[str, tuple[tuple[str, tuple[str, ...]], ...]]] = {"]
    for lang, pages_in in every.items():
        lines.append(f"    {lang!r}: {{")
        for name, sections in pages_in.items():
            lines.append(f"        {name!r}: (")
            lines.extend(f"            ({title!r}, {ids!r})," for title, ids in sections)
            lines.append("        ),")
        lines.append("    },")
    lines.append("}")
    return "\n".join(lines) + "\n"


def write_outlines(write: bool = True) -> bool:
    """Write `_outlines.py` (or, write=False, only compare); True if it was out of date."""
    source = outlines_source()
    stale = not OUTLINES.exists() or OUTLINES.read_text(encoding="utf-8") != source
    if stale and write:
        OUTLINES.write_text(source, encoding="utf-8")
    return stale


if __name__ == "__main__":
    check = "--check" in sys.argv[1:]
    stale = []
    for lang in LANGUAGES[1:]:
        for path in generate_all(lang, write=not check):
            stale.append(path)
            print(("out of date: " if check else "wrote ") + str(path.relative_to(ROOT)))
    if write_outlines(write=not check):
        stale.append(OUTLINES)
        print(("out of date: " if check else "wrote ") + str(OUTLINES.relative_to(ROOT)))
    sys.exit(1 if check and stale else 0)
