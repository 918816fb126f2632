"""Progress in JupyterLab as a person keeps it: two lessons open at once and answered in turn
(two kernels writing one progress file), both reloaded, every answer still counted; Export
as a real download (and a file beside the lessons); Import of another copy by keyboard."""

from __future__ import annotations

import json
import time
import warnings
from itertools import zip_longest

import lab
from playwright.sync_api import TimeoutError as PlaywrightTimeout
from charleston_lessons.exercises import Outcome
from charleston_lessons.lessons import all_lessons
from charleston_lessons.progress import Attempt, ProgressStore

ONE, TWO, THREE = all_lessons()[:3]
PACE = 1.0  # seconds a person reads a verdict before the next answer


def _bar_done(page, lesson) -> None:
    """Wait until `lesson`'s bar says every exercise is right: its tab in front, scrolled to
    the top (a windowed notebook leaves cells far off-screen out of the page)."""
    panel_id = page.evaluate(f"""async (p) => {{
        const panel = ({lab.FIND_PANEL_JS})(p);
        window.jupyterapp.shell.activateById(panel.id);
        await panel.content.scrollToItem(0, 'start');
        return panel.id;
    }}""", lesson.notebook)
    page.locator(f"#{panel_id} .cl-progress",
                 has_text=f"Lesson {lesson.number}: all {len(lesson.exercises)} exercises").first.wait_for(
        state="attached", timeout=60_000)


def _run_all(page, lesson) -> None:
    state = lab.run_all_cells(page, lesson.notebook)
    assert state["runAll"] == {"ok": True}, state["runAll"]
    assert lab.error_outputs(page, state) == []


def _to_tab(page, lesson) -> None:
    """Bring a lesson's tab to the front by clicking it, as a person switches lessons."""
    page.locator(".lm-DockPanel-tabBar .lm-TabBar-tab", has_text=lesson.notebook.split("/")[-1][:12]).first.click()
    page.locator(lab.ACTIVE_NOTEBOOK).first.wait_for()


def _rows(page) -> list[str]:
    table = page.locator(f"{lab.ACTIVE_NOTEBOOK} .cl-overview table").first
    table.wait_for(state="attached", timeout=60_000)
    return [" ".join(r.split()) for r in table.evaluate("t => [...t.rows].map(r => r.textContent)")]


# Records the element each Enter press reached, before JupyterLab or the widget sees it.
_WATCH_ENTER = """() => { window.__enterTargets = [];
  document.addEventListener('keydown', (e) => { if (e.key === 'Enter')
    window.__enterTargets.push(e.target.className || e.target.tagName); }, true); }"""


def _import_by_keyboard(page, button, tries: int = 3):
    """Focus Import and press Enter, as a keyboard user does; the file chooser it opens.
    Fails when an Enter that reached the button opens no chooser. When something moved the
    focus between the focus and the key (CI once saw no chooser here, and never locally), the
    Enter reached another element: a person would focus the button again, and so do we, with
    a warning that names where the Enter went."""
    page.evaluate(_WATCH_ENTER)
    for attempt in range(tries):
        button.focus()
        try:
            with page.expect_file_chooser(timeout=15_000) as chooser:
                button.press("Enter")
            return chooser.value
        except PlaywrightTimeout:
            reached = page.evaluate("() => window.__enterTargets.at(-1)")
            assert "cl-upload" not in str(reached), f"Enter reached Import but opened no file chooser: {reached}"
            warnings.warn(f"Import by keyboard, try {attempt + 1}: the Enter reached {reached}, not Import")
    raise AssertionError(f"Enter never reached Import; it reached {page.evaluate('() => window.__enterTargets')}")


def test_two_lessons_answered_in_turn_keep_every_answer_and_travel_by_export_and_import(
        page, lab_server, page_errors, axe, tmp_path):
    first = page
    lab.open_notebook(first, lab_server, ONE.notebook)
    _run_all(first, ONE)
    # Lesson 1's own link opens lesson 2 beside it: two lessons, two kernels, one progress file.
    link = first.locator(f"{lab.ACTIVE_NOTEBOOK} a", has_text=f"Lesson 2: {TWO.title}").last
    link.scroll_into_view_if_needed()
    link.click()
    lab.wait_for_kernel_idle(first, TWO.notebook)
    _run_all(first, TWO)
    for a, b in zip_longest(ONE.exercises, TWO.exercises):  # back and forth between the two tabs
        if a is not None:
            _to_tab(first, ONE)
            lab.answer_right(first, a, pause=PACE)
        if b is not None:
            _to_tab(first, TWO)
            lab.answer_right(first, b, pause=PACE)
    _bar_done(first, TWO)
    _to_tab(first, ONE)
    _bar_done(first, ONE)
    # A reload: JupyterLab opens both tabs again with new kernels, which read the file anew.
    first.reload(wait_until="domcontentloaded")
    lab.wait_for_lab_ready(first)
    for lesson in (TWO, ONE):
        lab.wait_for_kernel_idle(first, lesson.notebook)
        _to_tab(first, lesson)
        _run_all(first, lesson)
        _bar_done(first, lesson)
    rows = _rows(first)
    assert f"{len(ONE.exercises)} of {len(ONE.exercises)}" in rows[1], rows
    assert f"{len(TWO.exercises)} of {len(TWO.exercises)}" in rows[2], rows
    # Export: a download, and the same file beside the lessons.
    overview = first.locator(f"{lab.ACTIVE_NOTEBOOK} .cl-overview").first
    overview.scroll_into_view_if_needed()
    overview.get_by_role("textbox").first.fill("Grace Hopper")
    with first.expect_download(timeout=60_000) as download_info:
        overview.get_by_role("button", name="Export for my instructor").click()
    saved = tmp_path / download_info.value.suggested_filename
    download_info.value.save_as(saved)
    assert saved.name == "progress-grace-hopper.json"
    assert saved.read_bytes() == (lab_server.root_dir / saved.name).read_bytes()
    assert {ONE.exercises[0].id, TWO.exercises[0].id} <= {a["exercise"] for a in json.loads(saved.read_text())["attempts"]}
    # Import, by keyboard: another device's answers to lesson 3.
    other = ProgressStore(tmp_path / "other" / "progress.json")
    for exercise in THREE.exercises:
        other.record(Attempt(exercise.id, Outcome.CORRECT, time.time(), 0))
    copy = tmp_path / "from-my-tablet.json"
    copy.write_bytes(other.export_bytes("Grace"))
    chooser = _import_by_keyboard(first, overview.get_by_role("button", name="Import my progress"))
    chooser.set_files(str(copy))
    overview.locator(".cl-notice", has_text=f"{len(THREE.exercises)} answers brought in").wait_for(
        state="attached", timeout=60_000)
    after = _rows(first)
    assert f"{len(THREE.exercises)} of {len(THREE.exercises)}" in after[3] and after[1:3] == rows[1:3], after
    for theme in lab.THEMES:  # looked at, and checked by axe, in both themes
        lab.set_theme(first, theme)
        found = lab.run_axe(first, f"progress-imported-{lab.theme_slug(theme)}")
        assert lab.serious(found["course"]) == [], found["course"]
        overview.locator(".cl-upload").scroll_into_view_if_needed()
        lab.screenshot(first, "progress-imported")
    first.set_viewport_size({"width": 390, "height": 844})  # a phone: the overview still fits
    # Not the first screen (test_first_screen_browser.py checks that): no panel by the widgets.
    lab.collapse_sidebars(first)
    overview.locator(".cl-upload").scroll_into_view_if_needed()
    lab.screenshot(first, "progress-imported-390")
    assert page_errors == []
