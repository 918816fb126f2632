"""The static site lesson after lesson, as a learner goes: by each lesson's own "Next" link.

Lesson 1 opens in the site with every host but 127.0.0.1 unreachable; lessons 2 to 10 then
open one after another by a click on the "Next: Lesson N ..." link at the end of the lesson
before, in one page of one browser context, and each runs all its cells. The site keeps one
lesson open at a time (tools/lite_one_lesson.js): after each click the lesson before is
closed and its kernel shut down, so each lesson's kernel is ready within 1.5 times lesson
1's (which also loads the page), and lesson 10's first coached pick is graded offline. A
reload brings back that one lesson with one kernel, and in Malay too a lesson's links (to
its Malay version, then "Seterusnya") replace the lesson open. The times are printed and
kept in test-artifacts/lite-journey.json.
"""

from __future__ import annotations

import time

import pytest
from playwright.sync_api import expect

import lab
from charleston_lessons.lessons import all_lessons
from lite_site import RUN_SECONDS, offline_browser, watched_context, write_figures

pytestmark = pytest.mark.browser

LESSONS = [data for data in all_lessons() if data.number <= 10]
SLOWER = 1.5  # a lesson's kernel may take this many times lesson 1's to be ready, no more
PICK = f"{lab.ACTIVE_NOTEBOOK} .cl-exercise:has(.cl-picker)"  # choose tiles (lesson 10: coached)

# The notebooks open in the page and the sessions and kernels running, asked of the
# services themselves (their lists are otherwise refreshed only every few seconds).
_OPEN = """async () => {
  const app = window.jupyterapp;
  const {sessions, kernels} = app.serviceManager;
  await Promise.all([sessions.refreshRunning(), kernels.refreshRunning()]);
  return {
    notebooks: Array.from(app.shell.widgets('main')).filter(w => w.context && w.sessionContext)
      .map(w => w.context.path),
    sessions: Array.from(sessions.running()).map(s => s.path),
    kernels: Array.from(kernels.running()).length,
  };
}"""


@pytest.fixture(scope="module")
def journey(chromium_path: str, playwright_session):
    """One offline browser context: one learner, whose site storage lasts the whole way."""
    browser = offline_browser(playwright_session, chromium_path)
    context, outside = watched_context(browser)
    yield context, outside
    context.close()
    browser.close()


def _only(page, notebook: str, timeout: float = 60.0) -> dict:
    """Wait until `notebook` is the one notebook open and its kernel the one running."""
    deadline = time.monotonic() + timeout
    while True:
        seen = page.evaluate(_OPEN)
        if seen == {"notebooks": [notebook], "sessions": [notebook], "kernels": 1}:
            return seen
        if time.monotonic() > deadline:
            raise AssertionError(f"expected {notebook} alone with one kernel, found {seen}")
        page.wait_for_timeout(250)


def _link(page, words: str):
    """The link in the paragraph of the lesson in front that says `words` ("Next:")."""
    paragraph = page.locator(f"{lab.ACTIVE_NOTEBOOK} .jp-RenderedMarkdown p", has_text=words)
    return paragraph.get_by_role("link").last


def _follow(page, words: str, to: str) -> float:
    """Click, as a person does, the link in the paragraph that says `words` in the lesson in
    front, and wait until the lesson it opens, `to`, has a kernel ready. Seconds taken."""
    link = _link(page, words)
    link.scroll_into_view_if_needed()
    start = time.monotonic()
    link.click()
    lab.wait_for_kernel_idle(page, to, timeout=RUN_SECONDS)
    return round(time.monotonic() - start, 1)


def _run(page, notebook: str) -> None:
    state = lab.run_all_cells(page, notebook, timeout=RUN_SECONDS)
    assert state["runAll"] == {"ok": True}, state["runAll"]
    assert lab.error_outputs(page, state) == []
    assert lab.executed_all_code_cells(state)


@pytest.mark.timeout(900)  # thirteen kernels start one after another (about 15 s each here)
def test_lessons_1_to_10_by_their_next_links_keep_one_lesson_and_one_kernel(site, journey):
    context, outside = journey
    page = context.new_page()
    ready: dict[str, float] = {}
    try:
        first = LESSONS[0].notebook
        start = time.monotonic()
        lab.open_notebook(page, site, first, timeout=RUN_SECONDS)
        ready[first] = round(time.monotonic() - start, 1)
        _only(page, first)
        _run(page, first)
        for data in LESSONS[1:]:
            # The page stays at its top after its own run: the link at the lesson's end is drawn
            # once it is scrolled to, as a learner reaching the end sees it.
            link = _link(page, "Next:")
            link.scroll_into_view_if_needed()
            expect(link).to_have_text(f"Lesson {data.number}: {data.title}", timeout=30_000)
            assert " ".join(link.text_content().split()) == f"Lesson {data.number}: {data.title}"
            ready[data.notebook] = _follow(page, "Next:", data.notebook)
            _only(page, data.notebook)  # the lesson before closed, its kernel shut down
            _run(page, data.notebook)

        # Lesson 10's first coached pick, graded by the coach offline (plain Python, no numpy).
        tenth = LESSONS[-1].notebook
        pick = page.locator(PICK).first
        pick.scroll_into_view_if_needed()
        for tile in ("2 Crak", "5 Crak", "9 Crak"):
            pick.locator(f".cl-picker-rack [role=checkbox][aria-label='{tile}']").click()
        pick.get_by_role("button", name="Check").click()
        verdict = pick.locator(".cl-feedback", has_text="Correct")
        verdict.wait_for(timeout=RUN_SECONDS * 1000)
        assert "coach" in verdict.inner_text()
        lab.screenshot(page, "lite-journey-10-coached", lab.LIGHT)

        # A reload brings back the one lesson open, with one kernel.
        page.reload(wait_until="domcontentloaded")
        start = time.monotonic()
        lab.wait_for_lab_ready(page, RUN_SECONDS)
        lab.wait_for_kernel_idle(page, tenth, timeout=RUN_SECONDS)
        ready[f"{tenth} after a reload"] = round(time.monotonic() - start, 1)
        _only(page, tenth)

        # In Malay: the lesson's own link to its Malay version, then that one's "Next".
        malay = f"ms/{tenth}"
        ready[malay] = _follow(page, "Bahasa Melayu", malay)
        _only(page, malay)
        eleventh = f"ms/{all_lessons()[10].notebook}"
        assert outside == [], outside  # lessons 1 to 10, both languages: nothing left the site
        ready[eleventh] = _follow(page, "Seterusnya:", eleventh)
        _only(page, eleventh)
        # Lesson 11 runs itself as it opens, and its first cell asks for numpy and matplotlib,
        # which the static site takes from Pyodide's own package store, and nowhere else (offline
        # here, so the lesson says in a sentence that it needs them: test_lite_browser.py).
        lab.wait_for_page_run(page, eleventh, timeout=RUN_SECONDS)
        lab.screenshot(page, "lite-journey-ms-11", lab.LIGHT)
        assert all(u.startswith("https://cdn.jsdelivr.net/pyodide/") for u in outside), outside
    finally:
        page.close()
        write_figures("lite-journey", {f"{nb}: kernel ready (s)": s for nb, s in ready.items()})

    limit = SLOWER * ready[first]
    slow = {d.notebook: ready[d.notebook] for d in LESSONS[1:] if ready[d.notebook] > limit}
    assert slow == {}, f"lesson 1's kernel was ready in {ready[first]} s; slower: {slow}"
