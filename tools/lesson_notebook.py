"""Write a lesson notebook from a compact outline: the header and key points come from the
lesson's data, so the notebook and `charleston_lessons.lessons` cannot disagree.

    from tools.lesson_notebook import write_lesson
    write_lesson(3, [("md", "## ROLLOR ..."), ("code", "course.rollor()"), ...])

Then run `python tools/run_notebooks.py notebooks/NN_slug.ipynb` to store its outputs.
"""

from __future__ import annotations

import sys
from pathlib import Path

import nbformat

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from charleston_lessons.lessons import lesson  # noqa: E402


def header_markdown(number: int) -> str:
    data = lesson(number)
    questions = "\n".join(f"- {q}" for q in data.questions)
    objectives = "\n".join(f"- {o}" for o in data.objectives)
    return (
        f"# Lesson {data.number}: {data.title}\n\n"
        f"**Questions**\n{questions}\n\n"
        f"**Objectives**\n{objectives}\n\n"
        f"**Time:** {data.teaching_minutes} min teaching, {data.exercise_minutes} min exercises"
    )


def key_points_markdown(number: int) -> str:
    data = lesson(number)
    return "## Key points\n\n" + "\n".join(f"- {point}" for point in data.key_points)


def write_lesson(number: int, body: list[tuple[str, str]]) -> Path:
    """Header, the opening code cell, `body` cells ("md" or "code", source), key points."""
    data = lesson(number)
    nb = nbformat.v4.new_notebook()
    nb.metadata["kernelspec"] = {"display_name": "Python 3 (ipykernel)", "language": "python", "name": "python3"}
    nb.metadata["language_info"] = {"name": "python"}
    cells = [nbformat.v4.new_markdown_cell(header_markdown(number)),
             nbformat.v4.new_code_cell(f"from charleston_lessons import course\nlesson = course.lesson({number})"),
             nbformat.v4.new_code_cell("lesson.progress()")]
    for kind, source in body:
        cells.append(nbformat.v4.new_markdown_cell(source) if kind == "md" else nbformat.v4.new_code_cell(source))
    cells.append(nbformat.v4.new_markdown_cell(key_points_markdown(number)))
    for i, cell in enumerate(cells):
        cell.id = f"l{number:02d}-{i:02d}"
    nb.cells = cells
    path = ROOT / "notebooks" / data.notebook
    nbformat.write(nb, path)
    return path
