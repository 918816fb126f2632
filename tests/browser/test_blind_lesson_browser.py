"""Lesson 5, Blind passes, in real JupyterLab: run the whole lesson, then answer its two
pickers wrongly and rightly with the arriving tiles face down, and read the verdicts the
core decided (J1, G3; P3, G3). Screenshots of the whole lesson in both themes:
test-artifacts/screenshots/blind-lesson-{light,dark}.png.
"""

from __future__ import annotations

import lab
import pytest

pytestmark = pytest.mark.browser

NOTEBOOK = "05_blind_passes.ipynb"  # the lab_server serves a temp copy of notebooks/


def _exercise(page, prompt: str):
    """The exercise whose prompt contains `prompt` (one of them, in the visible notebook)."""
    found = page.locator(f"{lab.ACTIVE_NOTEBOOK} .cl-exercise").filter(has_text=prompt)
    found.first.wait_for(state="attached", timeout=30_000)
    assert found.count() == 1, prompt
    # The notebook renders cells out of view lazily (content-visibility): bring it in view.
    found.first.scroll_into_view_if_needed()
    found.first.wait_for(state="visible", timeout=30_000)
    return found.first


def _arriving_from(exercise, side: str) -> None:
    label = exercise.locator(".cl-picker-label", has_text=f"Arriving from your {side} (face down)")
    label.wait_for(state="visible", timeout=15_000)


def _tile(exercise, name: str):
    return exercise.locator(f".cl-picker-rack [role=checkbox][aria-label='{name}']").first


def _status(exercise, text: str) -> None:
    exercise.locator(".cl-picker-status", has_text=text).wait_for(timeout=15_000)


def _check(exercise, expected: str) -> str:
    exercise.get_by_role("button", name="Check").click()
    exercise.locator(".cl-feedback", has_text=expected).wait_for(timeout=15_000)
    return exercise.locator(".cl-feedback").inner_text()


def test_blind_lesson_pickers_wrong_then_right(page, lab_server, page_errors):
    lab.open_notebook(page, lab_server, NOTEBOOK)
    state = lab.run_all_cells(page, NOTEBOOK)
    assert state["runAll"] == {"ok": True}, state["runAll"]
    assert lab.executed_all_code_cells(state)
    assert lab.error_outputs(page, state) == []
    # Not the first screen (test_first_screen_browser.py checks that): no panel by the widgets.
    lab.collapse_sidebars(page)

    # --- Pass 3: the arriving tiles are face down and come from the right (B4).
    pick3 = _exercise(page, "You sit East, so your invented rack holds 14 tiles")
    _arriving_from(pick3, "right")
    assert pick3.locator(".cl-picker-facedown .cl-picker-tile").count() == 3
    assert pick3.locator(".cl-picker-rack [role=checkbox]").count() == 14
    more = pick3.get_by_role("button", name="Forward one more tile unseen")

    # Wrong: a Joker and a Flower from the rack, one arriving tile forwarded unseen.
    _tile(pick3, "Joker").click()
    _tile(pick3, "Flower").click()
    more.click()
    _status(pick3, "3 of 3 chosen: 2 from your rack and 1 forwarded unseen")
    text = _check(pick3, "J1")
    assert "✗" in text and "Not quite" in text and "never passed" in text and "not blind" in text

    # Right: the Joker back in the rack and one more forwarded: only the Flower is spare (G3).
    _tile(pick3, "Joker").click()
    more.click()
    _status(pick3, "3 of 3 chosen: 1 from your rack and 2 forwarded unseen")
    text = _check(pick3, "Correct")
    assert "✓" in text and "G3" in text and "1 of your 3 Flower tiles helps none of your lines" in text
    assert "forwarding 2 tiles unseen keeps every tile they need" in text

    # --- Pass 6: from the left (B4). Two forwarded is one short (P3); three is legal (B2).
    pick6 = _exercise(page, "Pass 6, the second right")
    _arriving_from(pick6, "left")
    more6 = pick6.get_by_role("button", name="Forward one more tile unseen")
    more6.click()
    _status(pick6, "1 of 3 chosen")
    more6.click()
    _status(pick6, "2 of 3 chosen: 0 from your rack and 2 forwarded unseen")
    text = _check(pick6, "P3")
    assert "Not quite" in text and "exactly 3 tiles" in text and "2 in all" in text
    more6.click()
    _status(pick6, "3 of 3 chosen: 0 from your rack and 3 forwarded unseen")
    text = _check(pick6, "Correct")
    assert "G3" in text and "forwarding 3 tiles unseen keeps them all" in text

    for theme in lab.THEMES:
        lab.set_theme(page, theme)
        shot = lab.screenshot(page, "blind-lesson", theme, whole_notebook=True)
        assert shot.stat().st_size > 10_000
    assert not [e for e in page_errors if "widget" in e.lower()], page_errors
