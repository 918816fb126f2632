"""Every rule the course must teach is exercised by at least one graded exercise."""

from __future__ import annotations

import re
from pathlib import Path

import nbformat
import pytest

from charleston_lessons.lessons import all_lessons
from charleston_lessons.rulebook import RULES, taught_sections

SHARED_RULES = Path(__file__).resolve().parents[2] / "shared" / "RULES.md"
NOTEBOOKS = Path(__file__).resolve().parents[1] / "notebooks"


def required_ids() -> set[str]:
    return {rule for rule in RULES if rule.rstrip("0123456789") in taught_sections()}


def test_every_rule_of_the_taught_sections_is_cited_by_some_exercise():
    cited = {rule for lesson in all_lessons() for exercise in lesson.exercises for rule in exercise.rules}
    missing = required_ids() - cited
    assert not missing, f"no exercise covers {sorted(missing)}"


def test_every_rule_of_the_taught_sections_is_taught_by_some_lesson():
    taught = {rule for lesson in all_lessons() for rule in lesson.rules}
    assert required_ids() - taught == set()


def test_the_check_would_catch_a_rule_that_nothing_covers(monkeypatch):
    monkeypatch.setitem(RULES, "X9", "An invented rule no exercise cites.")
    cited = {rule for lesson in all_lessons() for exercise in lesson.exercises for rule in exercise.rules}
    assert "X9" in required_ids() - cited


@pytest.mark.skipif(not SHARED_RULES.exists(), reason="the project's RULES.md lives beside the checkout")
def test_the_rulebook_has_exactly_the_ids_of_the_project_rules():
    text = SHARED_RULES.read_text()
    ids = set(re.findall(r"^- \*\*([A-Z]\d+)\*\*", text, flags=re.M)) | {"W"}
    assert ids == set(RULES)


def test_every_lesson_shows_its_progress_bar_at_the_top():
    for lesson in all_lessons():
        cells = nbformat.read(NOTEBOOKS / lesson.notebook, as_version=4).cells
        # After the opening cell, the workshop's learner card (nothing outside a workshop), and
        # the cell that loads numpy where the lesson needs it.
        assert cells[2].source.strip() == "course.learner()", lesson.notebook
        first = 4 if lesson.needs else 3
        assert cells[first].source.strip() == "lesson.progress()", lesson.notebook
        if lesson.needs:
            assert cells[3].source == "await lesson.ready()", lesson.notebook


def test_final_check_draws_from_every_lesson_and_names_them_rightly():
    lessons = all_lessons()
    final = lessons[-1]
    assert final.slug == "final-check" and len(final.exercises) >= 15
    assert set(final.revisit.values()) == {lesson.number for lesson in lessons[:-1]}
    titles = {lesson.number: lesson.title for lesson in lessons}
    cells = nbformat.read(NOTEBOOKS / final.notebook, as_version=4).cells
    headings = re.findall(r"^### From lesson (\d+): (.+)$", "\n".join(c.source for c in cells), flags=re.M)
    assert headings and all(titles[int(n)] == title for n, title in headings)
