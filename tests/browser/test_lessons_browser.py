"""Every lesson runs in real JupyterLab from a fresh kernel, with no error and every
exercise drawn; screenshots of each in light and dark: test-artifacts/screenshots/lesson-NN-*.png;
and axe-core finds no critical or serious violation in what the course draws, in either theme
(test-artifacts/axe/lesson-NN-<theme>.json); and at 390 px wide nothing the course draws is
cut off (screenshots lesson-NN-narrow-*.png).
"""

from __future__ import annotations

import lab
import pytest

from charleston_lessons.lessons import all_lessons

pytestmark = pytest.mark.browser

NARROW = {"width": 390, "height": 844}  # a phone held upright
# Anything the course draws that is wider than its output area (it would be cut off or make the
# page scroll sideways); a .cl-scroll block may scroll inside itself.
OVERFLOW = """(selector) => {
  const found = [];
  for (const out of document.querySelectorAll(selector)) {
    const box = out.getBoundingClientRect();
    if (box.width === 0) continue;
    for (const el of out.querySelectorAll("*")) {
      if (el.closest(".cl-scroll")) continue;
      const r = el.getBoundingClientRect();
      if (r.width > 0 && r.right > box.right + 2) {
        found.push((el.className && el.className.baseVal !== undefined ? el.className.baseVal : el.className) + " <" + el.tagName.toLowerCase() + "> "
                   + Math.round(r.right - box.right) + " px past: " + (el.textContent || "").trim().slice(0, 60));
        break;
      }
    }
  }
  return found;
}"""


@pytest.mark.parametrize("data", all_lessons(), ids=lambda d: d.slug)
def test_lesson_runs_and_draws_every_exercise(page, lab_server, page_errors, axe, data):
    lab.open_notebook(page, lab_server, data.notebook)
    state = lab.run_all_cells(page, data.notebook)
    assert state["runAll"] == {"ok": True}, state["runAll"]
    assert lab.error_outputs(page, state) == []
    assert lab.executed_all_code_cells(state)
    # Not the first screen (test_first_screen_browser.py checks that): no panel by the widgets.
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
    # A phone held upright: nothing the course draws is cut off or pushes the page sideways
    # (the seven-column pass table may scroll inside itself).
    wide = page.viewport_size
    page.set_viewport_size(NARROW)
    try:
        # Not the first screen (test_first_screen_browser.py checks that): no panel by the widgets.
        lab.collapse_sidebars(page)
        page.wait_for_timeout(300)
        for theme in lab.THEMES:
            lab.set_theme(page, theme)
            lab.grow_to_notebook(page)
            overflow = page.evaluate(OVERFLOW, lab.COURSE_OUTPUT)
            assert overflow == [], f"{theme} at 390 px: " + "; ".join(overflow)
            lab.screenshot(page, f"lesson-{data.number:02d}-narrow", theme)
            page.set_viewport_size(NARROW)
    finally:
        page.set_viewport_size(wide)
    # Rendering is lazy off screen, so count the exercise views the kernel sent instead.
    assert lab.widget_output_count(state) >= len(data.exercises)
    assert not [e for e in page_errors if "widget" in e.lower() or "uncaught" in e.lower()], page_errors


INSTRUCTOR = sorted(p.relative_to(lab.NOTEBOOKS_DIR).as_posix() for p in (lab.NOTEBOOKS_DIR / "instructor").glob("*.ipynb"))


@pytest.mark.parametrize("notebook", INSTRUCTOR, ids=lambda n: n.split("/")[-1].removesuffix(".ipynb"))
def test_instructor_notebook_runs_and_passes_axe_in_both_themes(page, lab_server, page_errors, axe, notebook):
    lab.open_notebook(page, lab_server, notebook)
    state = lab.run_all_cells(page, notebook)
    assert state["runAll"] == {"ok": True}, state["runAll"]
    assert lab.error_outputs(page, state) == []
    # Not the first screen (test_first_screen_browser.py checks that): no panel by the widgets.
    lab.collapse_sidebars(page)
    problems = []
    for theme in lab.THEMES:
        lab.set_theme(page, theme)
        name = notebook.split("/")[-1].removesuffix(".ipynb")
        found = lab.run_axe(page, f"instructor-{name}-{lab.theme_slug(theme)}")
        problems += [f"{theme}: {line}" for line in lab.serious(found["course"])]
    assert problems == [], "\n".join(problems)
