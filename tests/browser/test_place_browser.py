"""A sense of place, help in view, a look back: lesson 3 opened as a learner opens it, in real
JupyterLab with the course's settings and page extension (as `make lab` serves them).

- the place line (section n of m, minutes left, questions answered) and the list of sections
  show; a section's link brings its heading to the top of the page;
- at a 900 px tall window, with the keyboard only (Tab to Hint, Enter), the hint comes into
  view with the focus on it;
- Check, Hint and Show solution sit on one row at 1280 px and wrap without overlap or overflow
  at 390 px;
- a question missed on purpose is listed at the end with its rule and a link that brings its
  section's heading into view;
- axe finds no critical or serious violation in the course's content.

Screenshots: test-artifacts/screenshots/place-<wide|narrow>-<theme>.png (copied to
$CL_SHOTS when that is set).
"""

from __future__ import annotations

import os
import re
import shutil
from pathlib import Path

import lab
import pytest

from charleston_lessons.lessons import lesson
from charleston_lessons.messages import say
from charleston_lessons.place import sections_of

pytestmark = pytest.mark.browser


@pytest.fixture(scope="module")
def lab_server(chromium_path: str, tmp_path_factory: pytest.TempPathFactory):
    """A JupyterLab of this module's own, with its own progress file: the place line counts the
    answers a learner has given, and the session's shared server holds other tests' answers."""
    server = lab.start_lab_server(tmp_path_factory.mktemp("place"))
    yield server
    server.stop()

WIDE = {"width": 1280, "height": 900}
NARROW = {"width": 390, "height": 844}
PANEL = lab.ACTIVE_NOTEBOOK
MISSED = "rollor/direction-4"  # pass 4 goes left: answered "right" on purpose

# Where an element sits in the notebook's scrolling area: its top and bottom against the
# visible part (0 = the top of what shows), and whether it is wholly in view.
_IN_VIEW = f"""(sel) => {{
  const el = document.querySelector(sel);
  const outer = document.querySelector('{PANEL} .jp-WindowedPanel-outer');
  if (!el || !outer) return null;
  const r = el.getBoundingClientRect(), o = outer.getBoundingClientRect();
  const bottom = Math.min(o.bottom, window.innerHeight);
  return {{top: r.top - o.top, bottom: r.bottom - o.top, height: bottom - o.top,
           inView: r.top >= o.top - 1 && r.bottom <= bottom + 1}};
}}"""


def _exercise(exercise_id: str) -> str:
    return f'{PANEL} .cl-exercise:has(.cl-prompt[data-exercise="{exercise_id}"])'


def _heading(title: str) -> str:
    anchor = title.replace(" ", "-").replace('"', '\\"')
    return f'{PANEL} h2[data-jupyter-id="{anchor}"]'


def _buttons(page, exercise_id: str) -> list[dict]:
    return page.evaluate(
        """(sel) => [...document.querySelectorAll(sel + ' .cl-form-actions button:not([hidden])')].map((b) => {
            const r = b.getBoundingClientRect();
            return {text: b.textContent.trim(), top: r.top, bottom: r.bottom, left: r.left, right: r.right};
        })""", _exercise(exercise_id))


def _overlap(a: dict, b: dict) -> bool:
    return a["left"] < b["right"] - 1 and b["left"] < a["right"] - 1 and a["top"] < b["bottom"] - 1 and b["top"] < a["bottom"] - 1


def _shots(page, name: str, at: str | None = None) -> None:
    """Light and dark screenshots, each with `at` (a selector) scrolled into view first: a
    change of theme draws the page again, and cells drawn afresh move what is in view."""
    for theme in lab.THEMES:
        lab.set_theme(page, theme)
        for _ in range(4 if at else 0):
            page.evaluate("(sel) => document.querySelector(sel).scrollIntoView({block: 'center'})", at)
            page.wait_for_timeout(250)
        path = lab.screenshot(page, name, theme)
        if os.environ.get("CL_SHOTS"):
            Path(os.environ["CL_SHOTS"]).mkdir(parents=True, exist_ok=True)
            shutil.copy(path, os.environ["CL_SHOTS"])
    lab.set_theme(page, lab.LIGHT)


def test_a_lesson_says_where_the_learner_is_brings_help_into_view_and_looks_back(page, lab_server, page_errors):
    data = lesson(3)
    nb = data.notebook
    sections = sections_of(nb, "en")
    lab.open_notebook(page, lab_server, nb)
    state = lab.run_all_cells(page, nb)
    assert state["runAll"]["ok"] and lab.error_outputs(page, state) == []
    # Nothing is closed or resized here: the course's page opens with its side panels closed.

    # --- The place line and the list of sections.
    line = page.locator(f"{PANEL} .cl-place-line")
    line.wait_for(state="attached")
    line.scroll_into_view_if_needed()
    page.wait_for_timeout(200)
    assert re.fullmatch(rf"Section 1 of {len(sections)}: .+ · about \d+ minutes left · 0 of 6 questions answered",
                        " ".join(line.inner_text().split()))
    links = page.locator(f"{PANEL} .cl-sections nav a")
    assert links.count() == len(sections) and links.first.is_visible()
    assert [links.nth(i).inner_text().strip() for i in range(links.count())] == [s.title for s in sections]
    _shots(page, "place-wide")

    # --- A section's link brings its heading to the top of the page.
    target = sections[1]
    links.nth(1).click()
    page.wait_for_timeout(300)
    where = page.evaluate(_IN_VIEW, _heading(target.title))
    assert where and where["inView"] and abs(where["top"]) < 40, where

    # --- Keyboard only: Tab to Hint, Enter; the hint comes into view with the focus on it.
    exercise = _exercise(MISSED)
    page.evaluate("""(sel) => {
        const el = document.querySelector(sel + ' .cl-form-actions');
        const outer = el.closest('.jp-WindowedPanel-outer');
        outer.scrollTop += el.getBoundingClientRect().bottom - outer.getBoundingClientRect().bottom + 4;
    }""", exercise)  # the buttons at the very bottom of the 900 px window: the hint opens below it
    check = page.locator(f"{exercise} .cl-form-actions button[data-action=check]")
    check.focus()
    page.keyboard.press("Tab")
    assert page.evaluate("() => document.activeElement.dataset.action") == "hint"
    page.keyboard.press("Enter")
    page.wait_for_function("(sel) => document.activeElement && document.activeElement.matches(sel)",
                           arg=f'{exercise} .cl-area[data-area="hint"]', timeout=10_000)
    page.wait_for_timeout(600)  # the smooth scroll
    hint = page.evaluate(_IN_VIEW, f'{exercise} .cl-area[data-area="hint"]')
    assert hint and hint["inView"], hint
    assert page.evaluate("() => document.activeElement.getAttribute('role')") == "status"  # announced
    ring = page.evaluate("() => getComputedStyle(document.activeElement).outlineStyle")
    assert ring == "solid"
    shot = lab.screenshot(page, "place-hint-wide")
    if os.environ.get("CL_SHOTS"):
        shutil.copy(shot, os.environ["CL_SHOTS"])

    # --- Check, Hint and Show solution on one row at 1280 px.
    row = _buttons(page, MISSED)
    assert [b["text"] for b in row] == [say("exercise.button.check"), say("exercise.button.hint"),
                                       say("exercise.button.solution")]
    assert max(b["top"] for b in row) - min(b["top"] for b in row) < 2, row

    # --- A question missed on purpose: listed at the end with its rule and a working link.
    page.locator(exercise).get_by_role("radio", name=re.compile("right$")).click()
    check.click()
    page.locator(f"{exercise} .cl-feedback.cl-incorrect").wait_for()
    missed = page.locator(f'{PANEL} .cl-look-back li.cl-missed[data-exercise="{MISSED}"]')
    missed.wait_for(state="attached")
    rule = data.exercise("direction-4").rules[0]
    assert "1 of 6 questions answered" in line.text_content()
    missed.scroll_into_view_if_needed()
    page.wait_for_timeout(200)
    assert f"(rule {rule})" in missed.inner_text()
    missed.get_by_role("link").click()
    page.wait_for_timeout(300)
    where = page.evaluate(_IN_VIEW, _heading(target.title))
    assert where and where["inView"] and abs(where["top"]) < 40, where

    # --- At 390 px the row wraps cleanly: nothing past the edge, no button over another.
    page.set_viewport_size(NARROW)
    page.wait_for_timeout(300)
    page.locator(exercise).scroll_into_view_if_needed()
    row = _buttons(page, MISSED)
    assert all(b["right"] <= NARROW["width"] + 0.5 and b["left"] >= 0 for b in row), row
    assert not any(_overlap(a, b) for i, a in enumerate(row) for b in row[i + 1:]), row
    _shots(page, "place-narrow", f"{PANEL} .cl-place-line")
    _shots(page, "place-lookback-narrow", f"{PANEL} .cl-look-back")
    page.set_viewport_size(WIDE)

    # --- axe: no critical or serious violation in the course's content.
    found = lab.run_axe(page, "place-lesson03")
    assert lab.serious(found["course"]) == []
    assert page_errors == []
