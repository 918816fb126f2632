"""A learner's progress in the static site, as a person keeps it: every exercise of lesson 1
answered in a row, a reload, every answer still counted; Export as a real download, and
Import of that file into a fresh browser, whose overview then says the same.

The site's drive has no file locks; before the progress store's own lock for it, the second
answer met a stale lock and every answer after the first was lost. So this test answers all
six, at a person's pace, before it reloads.
"""

from __future__ import annotations

import json
import time

import pytest

import lab
from charleston_lessons.lessons import all_lessons
from lite_site import RUN_SECONDS, TIMINGS, offline_browser, watched_context, write_figures

LESSON = all_lessons()[0]
PACE = 1.5  # seconds a person takes between one answer and the next (reading the verdict)


@pytest.fixture(scope="module")
def offline(chromium_path: str, playwright_session):
    browser = offline_browser(playwright_session, chromium_path)
    yield browser
    browser.close()


def _open(context, site, notebook: str = LESSON.notebook):
    """A new tab on `notebook`, every cell run; the page and when it was opened."""
    page = context.new_page()
    start = time.monotonic()
    lab.open_notebook(page, site, notebook, timeout=RUN_SECONDS)
    state = lab.run_all_cells(page, notebook, timeout=RUN_SECONDS)
    assert state["runAll"] == {"ok": True}, state["runAll"]
    assert lab.error_outputs(page, state) == []
    return page, start


def _bar(page, right: int) -> None:
    """Wait until lesson 1's bar says `right` of its exercises are right (all of them: done)."""
    text = f"Lesson 1: all {right} exercises" if right == len(LESSON.exercises) else f"Lesson 1: {right} of"
    page.locator(".cl-progress", has_text=text).first.wait_for(state="attached", timeout=60_000)


def _overview_rows(page) -> list[str]:
    """The overview's table, row by row (attached, wherever it is scrolled)."""
    table = page.locator(".cl-overview table").first
    table.wait_for(state="attached", timeout=60_000)
    return [" ".join(row.split()) for row in table.evaluate("t => [...t.rows].map(r => r.textContent)")]


def _answer_every_exercise(page, opened: float) -> None:
    """Each exercise of lesson 1, right, in the order of the lesson, as a person answers;
    the time from opening the lesson to the first verdict is kept with the site's figures."""
    for exercise in LESSON.exercises:
        lab.answer_right(page, exercise)
        TIMINGS.setdefault("lesson 1, a new learner: open to first verdict (s)", round(time.monotonic() - opened, 1))
        time.sleep(PACE)


def test_every_answer_of_lesson_1_survives_a_reload_and_travels_by_export_and_import(site, offline, tmp_path):
    context, outside = watched_context(offline)
    total = len(LESSON.exercises)
    try:
        page, opened = _open(context, site)
        TIMINGS["lesson 1, a new learner: open to all cells run (s)"] = round(time.monotonic() - opened, 1)
        _answer_every_exercise(page, opened)
        _bar(page, total)
        # A reload: a new kernel reads the drive again, and Run All is the first thing done.
        page.reload(wait_until="domcontentloaded")
        lab.open_notebook(page, site, LESSON.notebook, timeout=RUN_SECONDS)
        state = lab.run_all_cells(page, LESSON.notebook, timeout=RUN_SECONDS)
        assert state["runAll"] == {"ok": True}, state["runAll"]
        _bar(page, total)
        assert page.locator(".cl-exercise", has_text="Answered correctly before").count() == total
        listed = page.evaluate("async () => (await window.jupyterapp.serviceManager.contents.get('')).content"
                               ".map(f => f.name)")
        assert not [n for n in listed if n.endswith(".lock") or ".held-" in n], listed
        rows = _overview_rows(page)
        assert f"{total} of {total}" in rows[1], rows
        # The tab closed, the site opened again in a new one: still every answer.
        page.close()
        page, _ = _open(context, site)
        _bar(page, total)
        assert _overview_rows(page) == rows
        # Export: a download the browser saves, nothing left in the site's drive.
        overview = page.locator(".cl-overview").first
        overview.scroll_into_view_if_needed()
        overview.get_by_role("textbox").first.fill("Ada Lovelace")
        with page.expect_download(timeout=60_000) as download_info:
            overview.get_by_role("button", name="Export for my instructor").click()
        download = download_info.value
        assert download.suggested_filename == "progress-ada-lovelace.json"
        saved = tmp_path / download.suggested_filename
        download.save_as(saved)
        data = json.loads(saved.read_text())
        assert data["learner"] == "Ada Lovelace"
        assert sorted({a["exercise"] for a in data["attempts"]}) == sorted(e.id for e in LESSON.exercises)
        overview.locator(".cl-notice", has_text="Downloads folder").wait_for(state="attached", timeout=30_000)
        listed = page.evaluate("async () => (await window.jupyterapp.serviceManager.contents.get('')).content"
                               ".map(f => f.name)")
        assert not [n for n in listed if n.startswith("progress-")], listed
        assert outside == [], outside
        lab.screenshot(page, "lite-progress-exported", lab.LIGHT)
    finally:
        context.close()
    # A fresh browser (a new context: its own storage, no progress) brings the file back.
    context, outside = watched_context(offline)
    try:
        page, _ = _open(context, site)
        _bar(page, 0)
        overview = page.locator(".cl-overview").first
        overview.scroll_into_view_if_needed()
        with page.expect_file_chooser(timeout=60_000) as chooser:  # as a person: the button, then the file
            overview.get_by_role("button", name="Import my progress").click()
        chooser.value.set_files(str(saved))
        overview.locator(".cl-notice", has_text=f"{total} answers brought in").wait_for(state="attached",
                                                                                       timeout=60_000)
        assert _overview_rows(page) == rows
        _bar(page, total)
        lab.screenshot(page, "lite-progress-imported", lab.LIGHT)
        assert outside == [], outside
    finally:
        context.close()
        write_figures("lite-progress-timings", {k: v for k, v in TIMINGS.items() if not k.startswith("_")})
