"""Every lesson notebook has the shape the course promises, and agrees with its data."""

from __future__ import annotations

import re
from pathlib import Path

import nbformat
import pytest

from charleston_lessons import course
from charleston_lessons.exercises import Outcome
from charleston_lessons.lessons import all_lessons, find_exercise, lesson
from charleston_lessons.rulebook import REFERENCE_NOTEBOOK, RULES

NOTEBOOKS = Path(__file__).resolve().parents[1] / "notebooks"
LESSONS = all_lessons()
EXERCISE_CALL = re.compile(r"""lesson\.exercise\(["']([\w-]+)["']\)""")


def notebook(data):
    return nbformat.read(NOTEBOOKS / data.notebook, as_version=4)


def test_lessons_are_numbered_from_1_without_gaps():
    assert [item.number for item in LESSONS] == list(range(1, len(LESSONS) + 1))
    assert LESSONS[0].slug == "start-here"


def test_every_notebook_in_the_folder_is_a_lesson_or_the_rules_reference():
    on_disk = {p.name for p in NOTEBOOKS.glob("*.ipynb")}
    assert on_disk == {item.notebook for item in LESSONS} | {REFERENCE_NOTEBOOK}


def first_pick():
    """The lesson, notebook cells and cell index where a learner first meets a tile pick."""
    for data in LESSONS:
        cells = notebook(data).cells
        for i, cell in enumerate(cells):
            keys = EXERCISE_CALL.findall(cell.source) if cell.cell_type == "code" else []
            if any(data.exercise(key).kind == "pick" for key in keys):
                return data, cells, i
    raise AssertionError("no lesson has a pick exercise")


def test_before_the_first_pick_the_learner_reads_what_a_hand_the_card_and_lines_are():
    data, cells, at = first_pick()
    before = cells[:at]
    words = " ".join(c.source for c in before if c.cell_type == "markdown")
    for term in ("**hand**", "14 tiles", "**the card**", "every year", "G5", "**lines**", "two or three"):
        assert term in words, term
    drawn = [c for c in before if c.cell_type == "code" and "course.tiles(" in c.source and "teaching_caption" in c.source]
    assert drawn, "an invented teaching line is drawn in tiles before the first pick"
    page = course.lesson(data.number)
    assert "invented" in page.teaching_caption() and page.teaching_line().notation in page.teaching_caption()
    assert len(page.teaching_line().tiles()) == 14


def test_lesson_1_shows_the_glossary_near_its_end_and_points_to_the_rules_reference():
    cells = notebook(LESSONS[0]).cells
    at = next(i for i, c in enumerate(cells) if c.cell_type == "code" and c.source.strip() == "course.glossary()")
    assert at >= len(cells) - 5, "near the end of the notebook"
    assert f"]({REFERENCE_NOTEBOOK})" in cells[at - 1].source


@pytest.mark.parametrize("data", LESSONS, ids=lambda d: d.slug)
def test_opens_with_questions_objectives_and_minutes(data):
    first = notebook(data).cells[0]
    assert first.cell_type == "markdown"
    text = first.source
    assert text.startswith(f"# Lesson {data.number}: {data.title}")
    for line in (*data.questions, *data.objectives):
        assert line in text
    assert f"{data.teaching_minutes} min teaching, {data.exercise_minutes} min exercises" in text
    assert data.questions and data.objectives and data.teaching_minutes > 0


@pytest.mark.parametrize("data", LESSONS, ids=lambda d: d.slug)
def test_closes_with_its_key_points(data):
    last = notebook(data).cells[-1]
    assert last.cell_type == "markdown" and last.source.startswith("## Key points")
    for point in data.key_points:
        assert point in last.source


@pytest.mark.parametrize("data", LESSONS, ids=lambda d: d.slug)
def test_has_at_least_three_graded_exercises_each_shown_once(data):
    cells = notebook(data).cells
    shown = [key for c in cells if c.cell_type == "code" for key in EXERCISE_CALL.findall(c.source)]
    assert len(data.exercises) >= 3
    assert sorted(shown) == sorted(data.keys), "every exercise of the lesson is shown exactly once"


@pytest.mark.parametrize("data", LESSONS, ids=lambda d: d.slug)
def test_code_cells_are_short_and_were_run(data):
    for cell in notebook(data).cells:
        if cell.cell_type != "code":
            continue
        lines = [line for line in cell.source.splitlines() if line.strip()]
        assert 1 <= len(lines) <= 2, f"a lesson cell is one or two lines: {cell.source!r}"
        assert cell.execution_count is not None, f"committed without running: {cell.source!r}"
        assert not [o for o in cell.outputs if o.output_type == "error"]


@pytest.mark.parametrize("data", LESSONS, ids=lambda d: d.slug)
def test_racks_and_hands_are_labelled_invented(data):
    nb = notebook(data)
    shows_racks = any(
        c.cell_type == "code" and ("course.tiles(" in c.source or "rack" in c.source) for c in nb.cells
    ) or any(getattr(e, "rack", None) for e in data.exercises)
    markdown = " ".join(c.source for c in nb.cells if c.cell_type == "markdown").lower()
    if shows_racks:
        assert "invented" in markdown, "say where a rack is shown that it is invented (G5)"


@pytest.mark.parametrize("data", LESSONS, ids=lambda d: d.slug)
def test_every_exercise_accepts_its_solution_and_cites_known_rules(data):
    for exercise in data.exercises:
        assert exercise.check(exercise.answer).outcome is Outcome.CORRECT, exercise.id
        assert set(exercise.rules) <= set(RULES), exercise.id
        assert exercise.id.startswith(f"{data.slug}/")
        assert find_exercise(exercise.id) == (data, exercise)
    assert set(data.rules) <= set(RULES)


def test_an_unknown_lesson_or_exercise_is_a_clear_error():
    with pytest.raises(ValueError, match="numbered"):
        lesson(99)
    with pytest.raises(KeyError, match="has no exercise"):
        LESSONS[0].exercise("nope")
