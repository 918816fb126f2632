"""Half of the course notebooks as a learner meets them (course_pages.py says what is checked):
the second half of course_pages.course_notebooks(), in its order. Two modules, so two
JupyterLabs check the notebooks side by side."""

from __future__ import annotations

import pytest

import course_pages

_ALL = course_pages.course_notebooks()
_HALF = _ALL[(len(_ALL) + 1) // 2 :]


@pytest.mark.parametrize("nb_path", _HALF)
def test_a_course_notebook_is_a_page_at_every_width(browser, learner_server, axe, nb_path: str) -> None:
    course_pages.check_notebook(browser, learner_server, nb_path)
