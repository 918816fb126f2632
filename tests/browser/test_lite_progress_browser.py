"""A learner's progress in the static site, as a person keeps it: every exercise of lesson 1
answered in a row, a reload, every answer still counted; Export as a real download, and
Import of that file into a fresh browser, whose overview then says the same.

The site's drive has no file locks; before the progress store's own lock for it, the second
answer met a stale lock and every answer after the first was lost. So this test answers all
six, at a person's pace, before it reloads.

Practice in the site, offline, for a learner new to it: practice.ipynb runs (spaced review's
`fsrs` is a wheel of the site), a whole session is answered at a person's pace, some answers
right and some wrong, the score matches them, and after a reload every answer is in the
browser's storage, in order, with its verdict; lesson 1's overview then shows each skill
practised as started and no other; axe-core finds nothing serious in the question or the score.
"""

from __future__ import annotations

import json
import time

import pytest

import lab
import practice_steps
from charleston_lessons.lessons import all_lessons
from charleston_lessons.messages import say
from charleston_lessons.practice import SESSION_ITEMS
from charleston_lessons.progress import read_copy
from charleston_lessons.skills import SKILLS
from lite_site import RUN_SECONDS, TIMINGS, offline_browser, watched_context, write_figures

LESSON = all_lessons()[0]
PACE = 1.5  # seconds a person takes between one answer and the next (reading the verdict)
PRACTICE = "practice.ipynb"
STORE = "charleston-lessons-progress.json"  # where the site keeps progress (progress.default_path)
UNSURE = (2, 6)  # the questions where the learner reads the solution first, then answers


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


_STORED = """async (path) => {
  const contents = window.jupyterapp.serviceManager.contents;
  const names = (await contents.get('')).content.map((f) => f.name);
  const file = await contents.get(path, {content: true, format: 'text'});
  return {names, text: file.content};
}"""


_CLOSE_AND_OPEN = f"""async ([closed, opened]) => {{
  const panel = ({lab.FIND_PANEL_JS})(closed);
  if (panel) {{
    await panel.context.ready;
    await panel.context.save();
    panel.close();
  }}
  await window.jupyterapp.commands.execute('docmanager:open', {{path: opened}});
}}"""


def _stored_practice(page) -> list:
    """The practice answers in the site's storage, as the course reads them back (no lock or
    held write left beside the file)."""
    stored = page.evaluate(_STORED, STORE)
    assert not [n for n in stored["names"] if n.endswith(".lock") or ".held-" in n], stored["names"]
    _name, attempts = read_copy(stored["text"].encode())
    return [a for a in attempts if a.seed is not None]


def test_a_practice_session_answered_at_a_persons_pace_is_kept_in_the_browser(site, offline):
    context, outside = watched_context(offline)  # a learner new to the site: storage of its own
    try:
        page, opened = _open(context, site, PRACTICE)
        practice = page.locator(f"{lab.ACTIVE_NOTEBOOK} .cl-practice").first
        practice.locator(".cl-exercise").first.wait_for(timeout=60_000)
        TIMINGS["practice, a new learner: open to first question (s)"] = round(time.monotonic() - opened, 1)
        found = lab.run_axe(page, "lite-practice-question-light")
        assert lab.serious(found["course"]) == [], lab.serious(found["course"])
        verdicts: list[str] = []
        begun = time.monotonic()
        examples = 0  # worked examples met (issue 32: after two misses of one skill)
        for turn in range(SESSION_ITEMS):
            heading = practice.locator(".cl-practice-item h3")
            assert heading.inner_text().startswith(f"Question {turn + 1} of {SESSION_ITEMS}:"), heading.inner_text()
            verdicts.append(practice_steps.answer(practice, turn, read_solution=turn in UNSURE))
            time.sleep(PACE)  # reading the verdict
            last = turn + 1 == SESSION_ITEMS
            go_on = practice.get_by_role("button", name=say("practice.button.finish" if last else "practice.button.next"))
            go_on.click()
            # The next question (its input holding the keyboard), or the summary after the last;
            # a worked example first after a skill's second miss, the last question's included.
            after = (practice.locator(".cl-practice-summary") if last
                     else heading.filter(has_text=f"Question {turn + 2} of"))
            example = practice.locator(".cl-worked-example")
            after.or_(example).first.wait_for(timeout=60_000)
            if example.count():  # read, then the same button (Next, or Finish after the last) goes on
                examples += 1
                time.sleep(PACE)
                go_on.click()
                example.wait_for(state="detached", timeout=60_000)
                after.wait_for(timeout=60_000)
        summary = practice.locator(".cl-practice-summary")
        summary.wait_for(timeout=60_000)
        TIMINGS["practice: a session of 10 at a person's pace (s)"] = round(time.monotonic() - begun, 1)
        begun = time.monotonic()
        assert {"correct", "incorrect"} <= set(verdicts), verdicts  # a mix, as a learner's
        assert all(verdicts[turn] == "correct" for turn in UNSURE), verdicts
        # A worked example comes after a skill's second miss (wrong, or answered after the solution):
        # at most one for every two misses.
        assert examples <= (verdicts.count("incorrect") + len(UNSURE)) // 2, (examples, verdicts)
        # The score counts the answers right at the first try, without the solution.
        clean = sum(v == "correct" for turn, v in enumerate(verdicts) if turn not in UNSURE)
        assert say("practice.summary.score", clean=clean, answered=SESSION_ITEMS) in summary.inner_text()
        lab.screenshot(page, "lite-practice-finished", lab.LIGHT)  # at the summary
        found = lab.run_axe(page, "lite-practice-summary-light")
        assert lab.serious(found["course"]) == [], lab.serious(found["course"])

        # A reload: every answer is in the browser's storage, in the order given, as graded.
        page.reload(wait_until="domcontentloaded")
        lab.wait_for_lab_ready(page, RUN_SECONDS)
        kept = _stored_practice(page)
        assert [a.outcome.value for a in kept] == verdicts, (kept, verdicts)
        assert [turn for turn, a in enumerate(kept) if a.solution_seen] == list(UNSURE), kept
        assert len({a.exercise_id for a in kept}) == SESSION_ITEMS  # ten fresh items, each seed kept
        TIMINGS["practice: finished to answers read back after a reload (s)"] = round(time.monotonic() - begun, 1)

        # Lesson 1's overview: each skill practised is started (learning, mastered or due), no
        # other. Practice is closed first (saved, its kernel shut down), as a learner closes a tab,
        # and lesson 1 opened in the same page (as from the file browser): one kernel.
        page.evaluate(_CLOSE_AND_OPEN, [PRACTICE, LESSON.notebook])
        lab.wait_for_kernel_idle(page, LESSON.notebook, timeout=RUN_SECONDS)
        state = lab.run_all_cells(page, LESSON.notebook, timeout=RUN_SECONDS)
        assert state["runAll"] == {"ok": True}, state["runAll"]
        assert lab.error_outputs(page, state) == []
        practised = {a.exercise_id.split("/")[1].rsplit("-", 1)[0] for a in kept}
        table = page.locator(".cl-overview .cl-skills table").first
        table.wait_for(state="attached", timeout=60_000)
        rows = table.evaluate("t => [...t.tBodies[0].rows].map(r => [r.className, r.cells[0].textContent])")
        heads = {say("practice.summary.skill_lesson", title=skill.title, lesson=skill.lesson): skill.key
                 for skill in SKILLS}
        states = {heads[head.strip()]: cls for cls, head in rows}
        assert sorted(states) == sorted(heads.values()), rows
        started = {key for key, cls in states.items() if "cl-skill-not-started" not in cls}
        assert started == practised, states
        assert outside == [], outside
        TIMINGS["practice: read back to lesson 1's overview (s)"] = round(time.monotonic() - begun, 1)
        lab.screenshot(page, "lite-practice-overview", lab.LIGHT)
    finally:
        context.close()
        write_figures("lite-progress-timings", {k: v for k, v in TIMINGS.items() if not k.startswith("_")})
