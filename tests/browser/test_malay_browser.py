"""A Malay lesson in real JupyterLab: lesson 3 from notebooks/ms/, answered wrongly and then
rightly at a person's speed (choose and press Check with no pause), the feedback, hint and
solution in Malay, axe-core clean in both themes, and screenshots wide and at 390 px:
test-artifacts/screenshots/malay-lesson-03-*.png.
"""

from __future__ import annotations

import lab
import pytest

from english_words import english_words

pytestmark = pytest.mark.browser

NOTEBOOK = "ms/03_rollor.ipynb"
NARROW = {"width": 390, "height": 844}


def _exercise(page, prompt: str):
    return page.locator(f"{lab.ACTIVE_NOTEBOOK} .cl-exercise", has=page.locator(".cl-prompt", has_text=prompt)).first


def test_a_malay_lesson_answered_wrongly_then_rightly_speaks_malay(page, lab_server, page_errors, axe):
    lab.open_notebook(page, lab_server, NOTEBOOK)
    state = lab.run_all_cells(page, NOTEBOOK)
    assert state["runAll"] == {"ok": True}, state["runAll"]
    assert lab.error_outputs(page, state) == []
    # Not the first screen (test_first_screen_browser.py checks that): no panel by the widgets.
    lab.collapse_sidebars(page)
    headings = page.locator(f"{lab.ACTIVE_NOTEBOOK} .jp-RenderedMarkdown h1").all_text_contents()
    assert any(text.strip().startswith("Pelajaran 3") for text in headings), headings

    quiz = _exercise(page, "apakah maksud")
    quiz.scroll_into_view_if_needed()
    quiz.wait_for(state="visible", timeout=30_000)
    for name in ("seberang", "terus ke tempat duduk seterusnya", "tidak wajib"):
        quiz.get_by_role("radio", name=name).wait_for(timeout=15_000)
    check = quiz.get_by_role("button", name="Semak")
    # Wrong, then Check at once: the answer graded is the one on screen.
    quiz.get_by_role("radio", name="tidak wajib").click()
    check.click()
    wrong = quiz.locator(".cl-feedback", has_text="Belum tepat")
    wrong.wait_for(timeout=15_000)
    assert "P4" in wrong.inner_text() and english_words(wrong.inner_text()) == []
    # Right, by keyboard alone: arrows move the choice in the radio group, Tab to Semak.
    quiz.get_by_role("radio", name="seberang").focus()
    page.keyboard.press("Space")
    page.keyboard.press("Tab")
    assert page.evaluate("() => document.activeElement.textContent.trim()") == "Semak"
    page.keyboard.press("Enter")
    right = quiz.locator(".cl-feedback", has_text="Betul")
    right.wait_for(timeout=15_000)
    assert "✓" in right.inner_text() and english_words(right.inner_text()) == []
    quiz.get_by_role("button", name="Petunjuk").click()
    hints = quiz.locator(".cl-hints")
    hints.wait_for(timeout=15_000)
    assert english_words(hints.inner_text()) == []
    quiz.get_by_role("button", name="Tunjukkan penyelesaian").click()
    solution = quiz.locator(":text('Jawapan: seberang')")
    solution.first.wait_for(timeout=15_000)

    problems = []
    for theme in lab.THEMES:
        lab.set_theme(page, theme)
        shot = lab.screenshot(page, "malay-lesson-03", theme, whole_notebook=True)
        assert shot.stat().st_size > 20_000
        found = lab.run_axe(page, f"malay-lesson-03-{lab.theme_slug(theme)}")
        problems += [f"{theme}: {line}" for line in lab.serious(found["course"])]
    assert problems == [], "\n".join(problems)
    wide = page.viewport_size
    page.set_viewport_size(NARROW)
    try:
        # Not the first screen (test_first_screen_browser.py checks that): no panel by the widgets.
        lab.collapse_sidebars(page)
        for theme in lab.THEMES:
            lab.set_theme(page, theme)
            lab.screenshot(page, "malay-lesson-03-narrow", theme)
    finally:
        page.set_viewport_size(wide)
    # What the course drew says nothing in English (a few kept words allowed: ROLLOR, Joker).
    drawn = " ".join(page.locator(lab.COURSE_OUTPUT).all_inner_texts())
    assert len(english_words(drawn)) <= 3, english_words(drawn)[:20]
    assert not [e for e in page_errors if "widget" in e.lower() or "uncaught" in e.lower()], page_errors


def test_lesson_one_links_to_the_same_lesson_in_the_other_language(page, lab_server):
    lab.open_notebook(page, lab_server, "01_start_here.ipynb")
    link = page.locator(f"{lab.ACTIVE_NOTEBOOK} a[href*='ms/01_start_here.ipynb']").first
    link.wait_for(timeout=30_000)
    assert "Pelajaran 1" in link.inner_text()
