"""Every lesson runs in real JupyterLab from a fresh kernel, with no error and every
exercise drawn; screenshots of each in light and dark: test-artifacts/screenshots/lesson-NN-*.png;
and axe-core finds no critical or serious violation in what the course draws, in either theme
(test-artifacts/axe/lesson-NN-<theme>.json).
"""

from __future__ import annotations

import lab
import pytest

from charleston_lessons.lessons import all_lessons

pytestmark = pytest.mark.browser


@pytest.mark.parametrize("data", all_lessons(), ids=lambda d: d.slug)
def test_lesson_runs_and_draws_every_exercise(page, lab_server, page_errors, axe, data):
    lab.open_notebook(page, lab_server, data.notebook)
    state = lab.run_all_cells(page, data.notebook)
    assert state["runAll"] == {"ok": True}, state["runAll"]
    assert lab.error_outputs(page, state) == []
    assert lab.executed_all_code_cells(state)
    lab.collapse_sidebars(page)
    problems = []
    for theme in lab.THEMES:
        lab.set_theme(page, theme)
        shot = lab.screenshot(page, f"lesson-{data.number:02d}", theme, whole_notebook=True)
        assert shot.stat().st_size > 20_000
        # axe-core: no critical or serious violation in what the course draws (JupyterLab's
        # own are kept in test-artifacts/axe/ and printed, not failed on).
        found = lab.run_axe(page, f"lesson-{data.number:02d}-{lab.theme_slug(theme)}")
        problems += [f"{theme}: {line}" for line in lab.serious(found["course"])]
        print(f"axe, JupyterLab's own ({theme}):", lab.serious(found["other"]) or "none serious")
    assert problems == [], "\n".join(problems)
    # Rendering is lazy off screen, so count the exercise views the kernel sent instead.
    assert lab.widget_output_count(state) >= len(data.exercises)
    assert not [e for e in page_errors if "widget" in e.lower() or "uncaught" in e.lower()], page_errors
