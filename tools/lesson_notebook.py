"""Write a lesson notebook from a compact outline: the header and key points come from the
lesson's data, so the notebook and `charleston_lessons.lessons` cannot disagree.

    from tools.lesson_notebook import write_lesson
    write_lesson(3, [("md", "## ROLLOR ..."), ("code", "course.rollor()"), ...])

Then run `python tools/run_notebooks.py notebooks/NN_slug.ipynb` to store its outputs.

Every lesson notebook also wears the same page chrome, written here from the lessons' data:
the card that says who the learner is in a
workshop (`course.learner()`, right after the first code cell), its code cells folded away
(`metadata.jupyter.source_hidden`, which JupyterLab honours; outputs stay shown), a code cell
after the key points that says how many reviews are due and links to the practice notebook
(`course.reviews_due()`), and a last cell linking to the lessons before and after it. `python tools/lesson_notebook.py` applies
that to every lesson, idempotently, touching no output; `tests/test_lessons.py` fails when a
notebook lacks any of it.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from pathlib import Path

import nbformat

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from charleston_lessons.lessons import all_lessons, header_markdown, key_points_markdown, lesson, navigation_markdown  # noqa: E402
from charleston_lessons.messages import LANGUAGES, language, say, speaking  # noqa: E402


def _opens_with(cell: nbformat.NotebookNode, heading: Callable[[], str]) -> bool:
    """A markdown cell that opens with `heading()` as any of the course's languages says it."""
    if cell.cell_type != "markdown":
        return False
    for code in LANGUAGES:
        with speaking(code):
            if cell.source.startswith(heading()):
                return True
    return False


def is_key_points(cell: nbformat.NotebookNode) -> bool:
    """A lesson's key-points cell, in any of the course's languages."""
    return _opens_with(cell, lambda: f"## {say('lesson.key_points')}")


def is_header(cell: nbformat.NotebookNode, number: int) -> bool:
    """A lesson's header cell, in any of the course's languages."""
    return _opens_with(cell, lambda: f"# {say('lesson.heading', number=number, title='')}")


def opening_code(number: int) -> str:
    """A lesson's first code cell: its page (in a language other than English, chosen first)."""
    choose = f'course.use_language("{language()}")\n' if language() != "en" else ""
    return f"from charleston_lessons import course\n{choose}lesson = course.lesson({number})"


# In a workshop, who the learner is: a cell of its own right after the first (it shows nothing
# outside a workshop), so it tops the page.
LEARNER_CODE = "course.learner()"


def learner_cell_id(number: int) -> str:
    """The id of the cell that shows who the learner is in a workshop."""
    return f"l{number:02d}-learner"


READY_CODE = "await lesson.ready()"


def ready_cell_id(number: int) -> str:
    """The id of the cell that loads what a lesson computes with (numpy, matplotlib)."""
    return f"l{number:02d}-ready"


def write_lesson(number: int, body: list[tuple[str, str]]) -> Path:
    """Header, the opening code cell, `body` cells ("md" or "code", source), key points."""
    data = lesson(number)
    nb = nbformat.v4.new_notebook()
    nb.metadata["kernelspec"] = {"display_name": "Python 3 (ipykernel)", "language": "python", "name": "python3"}
    nb.metadata["language_info"] = {"name": "python"}
    cells = [nbformat.v4.new_markdown_cell(header_markdown(number)),
             nbformat.v4.new_code_cell(opening_code(number)),
             nbformat.v4.new_code_cell("lesson.progress()")]
    for kind, source in body:
        cells.append(nbformat.v4.new_markdown_cell(source) if kind == "md" else nbformat.v4.new_code_cell(source))
    cells.append(nbformat.v4.new_markdown_cell(key_points_markdown(number)))
    for i, cell in enumerate(cells):
        cell.id = f"l{number:02d}-{i:02d}"
    nb.cells = cells
    dress(nb, number)
    path = ROOT / "notebooks" / data.notebook
    nbformat.write(nb, path)
    return path


REVIEWS_CODE = "course.reviews_due()"
LOOK_BACK_CODE = "lesson.look_back()"


def look_back_cell_id(number: int) -> str:
    """The id of the cell after the key points that lists what the learner missed."""
    return f"l{number:02d}-look-back"


def reviews_cell_id(number: int) -> str:
    """The id of the cell before a lesson's links: the reviews due and the way to practise."""
    return f"l{number:02d}-reviews"


def nav_cell_id(number: int) -> str:
    """The id of a lesson's last cell, the links to its neighbours: "l05-nav"."""
    return f"l{number:02d}-nav"


def dress(nb: nbformat.NotebookNode, number: int) -> bool:
    """Give lesson `number`'s notebook its page chrome in place; True if anything changed.

    The header and key-points cells are rewritten from the data (so they say what the
    lesson's data says, and the header carries the start line), every code
    cell's source is folded away (its outputs are not touched), and the reviews due (a code
    cell) and then the links to the lessons before and after are the last cells, each added
    once with a stable id.
    """
    before = nbformat.writes(nb)
    header = nb.cells[0]
    if not is_header(header, number):
        raise ValueError(f"lesson {number}'s notebook does not open with its header cell")
    header.source = header_markdown(number)
    learner_id = learner_cell_id(number)
    own = (learner_id, ready_cell_id(number), reviews_cell_id(number), look_back_cell_id(number))  # placed below
    opening = next(cell for cell in nb.cells if cell.cell_type == "code" and cell.get("id") not in own)
    opening.source = opening_code(number)
    learners = [cell for cell in nb.cells if cell.get("id") == learner_id]
    nb.cells = [cell for cell in nb.cells if cell.get("id") != learner_id]
    learner = learners[0] if learners else nbformat.v4.new_code_cell(id=learner_id)
    learner.source = LEARNER_CODE
    nb.cells.insert(nb.cells.index(opening) + 1, learner)
    # A lesson that computes with numpy or matplotlib loads them in a cell of its own, right
    # after its first (in the browser-only site that is where it can fail, in one sentence).
    ready_id = ready_cell_id(number)
    readies = [cell for cell in nb.cells if cell.get("id") == ready_id]
    nb.cells = [cell for cell in nb.cells if cell.get("id") != ready_id]
    if lesson(number).needs:
        ready = readies[0] if readies else nbformat.v4.new_code_cell(id=ready_id)
        ready.source = READY_CODE
        nb.cells.insert(nb.cells.index(learner) + 1, ready)
    # The reviews due and the link to practise, just before the links on (kept with its outputs).
    reviews_id = reviews_cell_id(number)
    found = [cell for cell in nb.cells if cell.get("id") == reviews_id]
    reviews = found[0] if found else nbformat.v4.new_code_cell(id=reviews_id)
    reviews.source = REVIEWS_CODE
    # What was missed, with its rule and where it is taught, just before the reviews due.
    look_id = look_back_cell_id(number)
    looks = [cell for cell in nb.cells if cell.get("id") == look_id]
    look = looks[0] if looks else nbformat.v4.new_code_cell(id=look_id)
    look.source = LOOK_BACK_CODE
    nb.cells = [cell for cell in nb.cells if cell.get("id") not in (reviews_id, look_id)] + [look, reviews]
    for cell in nb.cells:
        if is_key_points(cell):
            cell.source = key_points_markdown(number)  # the lesson's data is the one source
        if cell.cell_type == "code":
            cell.metadata.setdefault("jupyter", {})["source_hidden"] = True
            cell.metadata["jupyter"].pop("outputs_hidden", None)
    nav_id = nav_cell_id(number)
    navs = [cell for cell in nb.cells if cell.get("id") == nav_id]
    nav = navs[0] if navs else nbformat.v4.new_markdown_cell(id=nav_id)
    nb.cells = [cell for cell in nb.cells if cell.get("id") != nav_id] + [nav]
    nav.source = navigation_markdown(number)
    return nbformat.writes(nb) != before


def dress_all() -> list[Path]:
    """Apply `dress` to every lesson notebook; the paths of those that changed."""
    changed = []
    for data in all_lessons():
        path = ROOT / "notebooks" / data.notebook
        nb = nbformat.read(path, as_version=4)
        if dress(nb, data.number):
            nbformat.write(nb, path)
            changed.append(path)
    return changed


if __name__ == "__main__":
    for path in dress_all():
        print(f"dressed {path.relative_to(ROOT)}")
