"""The notebooks in Malay (tools/generate_notebooks.py, tools/notebook_catalog.py): made from
the English ones and a catalog of their markdown cells, complete, and never out of date."""

from __future__ import annotations

import html
import re
import sys
from pathlib import Path

import nbformat
import pytest

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from tools.generate_notebooks import generate_all, target  # noqa: E402
from tools.notebook_catalog import LANGUAGES, catalog_path, english_notebooks, read, template  # noqa: E402
from tools.po_check import problems  # noqa: E402

from english_words import english_words  # noqa: E402

NOTEBOOKS = english_notebooks()


def test_every_english_notebook_is_found_and_none_from_a_translation():
    names = {path.relative_to(ROOT / "notebooks").as_posix() for path in NOTEBOOKS}
    assert "01_start_here.ipynb" in names and "instructor/facilitator_guide.ipynb" in names
    assert not any(name.startswith(tuple(f"{lang}/" for lang in LANGUAGES)) for name in names)


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("notebook", NOTEBOOKS, ids=lambda p: p.stem)
def test_each_notebook_catalog_has_every_markdown_cell_translated_and_nothing_else(notebook, lang):
    path = catalog_path(notebook, lang)
    catalog = read(path, lang)
    want = {(m.id, m.context) for m in template(notebook) if m.id}
    have = {(m.id, m.context) for m in catalog if m.id}
    assert have == want, "run python tools/notebook_catalog.py update, then translate"
    assert problems(path) == []


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_generated_notebooks_are_current(lang):
    assert generate_all(lang, write=False) == [], "run python tools/generate_notebooks.py"


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("notebook", NOTEBOOKS, ids=lambda p: p.stem)
def test_code_cells_are_the_english_ones_apart_from_choosing_the_language(notebook, lang):
    english = nbformat.read(notebook, as_version=4)
    made = nbformat.read(target(notebook, lang), as_version=4)
    choose = f'course.use_language("{lang}")'
    code = [c for c in english.cells if c.cell_type == "code"]
    made_code = [c for c in made.cells if c.cell_type == "code"]
    assert len(code) == len(made_code)
    for before, after in zip(code, made_code):
        lines = [line for line in after.source.splitlines() if line != choose]
        if before is code[0]:
            assert choose in after.source
            lines = [line for line in lines if line != "from charleston_lessons import course"]
            expected = [line for line in before.source.splitlines() if line != "from charleston_lessons import course"]
            assert lines == expected
        else:
            assert lines == before.source.splitlines()


@pytest.mark.parametrize("notebook", [p for p in NOTEBOOKS if p.parent.name == "notebooks"], ids=lambda p: p.stem)
def test_the_malay_markdown_reads_as_malay(notebook):
    made = nbformat.read(target(notebook, "ms"), as_version=4)
    for cell in made.cells:
        if cell.cell_type == "markdown":
            words = english_words(cell.source)
            # a word or two of English inside a Malay cell (a quoted saying) is fine; a cell
            # left in English is not
            assert len(words) <= max(3, len(cell.source.split()) // 25), (cell.id, words[:10])


def test_lesson_one_links_each_language_to_the_other():
    english = nbformat.read(ROOT / "notebooks/01_start_here.ipynb", as_version=4)
    malay = nbformat.read(ROOT / "notebooks/ms/01_start_here.ipynb", as_version=4)
    assert "(ms/01_start_here.ipynb)" in english.cells[0].source
    assert "(../01_start_here.ipynb)" in malay.cells[0].source
    assert malay.cells[0].source.startswith("# Pelajaran 1: ")


def _shown(markup: str) -> list[str]:
    markup = re.sub(r"<style.*?</style>|<script.*?</script>", " ", markup, flags=re.S)
    labels = re.findall(r'(?:aria-label|alt|title)="([^"]*)"', markup)
    return [html.unescape(part) for part in labels + re.split(r"<[^>]+>", markup) if part.strip()]


@pytest.mark.parametrize("notebook", NOTEBOOKS, ids=lambda p: p.stem)
def test_what_the_malay_notebooks_show_when_run_is_malay(notebook):
    # nbval keeps the stored outputs equal to what the cells print, so reading them is
    # reading what a learner sees: every text, picture label and widget's text fallback.
    made = nbformat.read(target(notebook, "ms"), as_version=4)
    found = {}
    for cell in made.cells:
        for output in cell.get("outputs", []):
            data = output.get("data", {})
            texts = [output.get("text", "")] + [data.get("text/plain", "")]
            for mime in ("text/html", "image/svg+xml", "text/markdown"):
                if mime in data:
                    texts += _shown(data[mime])
            for text in texts:
                words = english_words(text)
                if words:
                    found[text.strip()[:100]] = words[:6]
    assert found == {}


def test_the_outlines_of_the_lesson_pages_are_written_from_the_notebooks():
    from tools.generate_notebooks import outline, outlines_source, OUTLINES

    assert OUTLINES.read_text(encoding="utf-8") == outlines_source(), "run tools/generate_notebooks.py"
    nb = nbformat.v4.new_notebook()
    nb.cells = [nbformat.v4.new_markdown_cell("# Title\n\n## One"), nbformat.v4.new_code_cell('lesson.exercise("a")'),
                nbformat.v4.new_markdown_cell("### Sub"), nbformat.v4.new_code_cell('lesson.reveal("b", x)\nlesson.exercise("a")'),
                nbformat.v4.new_markdown_cell("## Two")]
    assert outline(nb, "s") == (("One", ("s/a", "s/b")), ("Two", ()))
    assert outline(nb, None) == (("One", ("a", "b")), ("Two", ()))


def test_a_link_to_an_english_handout_follows_the_notebook_into_its_language():
    """The Malay facilitator guide links the Malay handouts: its catalog keeps the English
    link targets (po_check), and the generator points them at build/handouts/ms/ (and the
    site's handouts/ms/), one folder further up from notebooks/ms/."""
    from tools.generate_notebooks import HANDOUT, _handout_link

    source = "[A4](../../build/handouts/en/card_a4.pdf) [site](../handouts/en/card_a4.pdf) [x](other.pdf)"
    moved = HANDOUT.sub(lambda m: _handout_link(m, "ms"), source)
    assert moved == "[A4](../../../build/handouts/ms/card_a4.pdf) [site](../../handouts/ms/card_a4.pdf) [x](other.pdf)"
    guide = (ROOT / "notebooks" / "ms" / "instructor" / "facilitator_guide.ipynb").read_text(encoding="utf-8")
    links = re.findall(r"\]\(([^)\s]+\.pdf)\)", guide)
    assert len(links) >= 7 and all("handouts/ms/" in link for link in links), links
