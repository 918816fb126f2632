"""The instructor's live table in real JupyterLab: one pass with the coach bots, then "Bots
play to the end", then one undo, through the page only; screenshots in light and dark:
test-artifacts/screenshots/live-table-<moment>-<theme>.png (the whole widget).
"""

from __future__ import annotations

import re
import time

import lab
import pytest

from charleston_lessons.messages import say
from charleston_lessons.strategies import take_turn
from charleston_lessons.widgets.live_table import LiveTable

pytestmark = pytest.mark.browser

NOTEBOOK = "instructor/live_table.ipynb"
SEED = 2026  # as in the notebook: course.live_table(seed=2026)
WAIT_MS = 30_000
TABLE = f"{lab.ACTIVE_NOTEBOOK} .cl-live-table"


def _button(table, label: str):
    """A widget button by its label (its accessible name also holds the icon's glyph)."""
    return table.get_by_role("button", name=re.compile(rf"^\W*{re.escape(label)}$"))


def _next_line(table) -> str:
    return " ".join(table.locator(".cl-live-next").inner_text().split())


def _log(table) -> list[str]:
    return [" ".join(t.split()) for t in table.locator(".cl-live-log li").all_inner_texts()]


def _wait_for(table, what: str, check) -> None:
    """Poll until `check()` is true (the kernel's redraw reaches the page)."""
    end = time.monotonic() + WAIT_MS / 1000
    while time.monotonic() < end:
        if check():
            return
        table.page.wait_for_timeout(100)
    raise AssertionError(f"timed out waiting for {what}: next line {_next_line(table)!r}, log {_log(table)}")


def _shot(page, table, moment: str) -> list:
    paths = []
    for theme in lab.THEMES:
        lab.set_theme(page, theme)
        original = page.viewport_size
        height = table.evaluate("(n) => n.getBoundingClientRect().height")
        try:
            if height + 160 > original["height"]:
                page.set_viewport_size({"width": original["width"], "height": int(height) + 200})
            table.evaluate("(n) => n.closest('.jp-Cell').scrollIntoView({block: 'start'})")
            page.wait_for_timeout(200)  # tiny settle before the picture
            path = lab.SCREENSHOTS_DIR / f"live-table-{moment}-{lab.theme_slug(theme)}.png"
            lab.SCREENSHOTS_DIR.mkdir(parents=True, exist_ok=True)
            table.screenshot(path=str(path))
            paths.append(path)
        finally:
            page.set_viewport_size(original)
    return paths


def test_the_coach_bots_play_one_pass_then_to_the_end_and_undo_steps_back(page, lab_server, page_errors):
    # The same table in Python, beside the page: the coach bots are deterministic for a seed.
    mirror = LiveTable(seed=SEED)
    lab.open_notebook(page, lab_server, NOTEBOOK)
    state = lab.run_all_cells(page, NOTEBOOK)
    assert state["runAll"] == {"ok": True}, state["runAll"]
    assert lab.error_outputs(page, state) == []
    # Not the first screen (test_first_screen_browser.py checks that): no panel by the widgets.
    lab.collapse_sidebars(page)
    table = page.locator(TABLE)
    table.wait_for()
    assert _next_line(table) == " ".join(mirror.next_text.split())
    shots = _shot(page, table, "start")

    # One pass with the bots: the log grows by that pass, and the next line moves on.
    _button(table, say("live.button.bots")).click()
    take_turn(mirror.table, mirror.bots)
    _wait_for(table, "pass 1", lambda: len(_log(table)) == len(mirror.table.log))
    assert _next_line(table) == " ".join(mirror.next_text.split())

    # Bots play to the end: every decision left, the end in the big line.
    _button(table, say("live.button.auto")).click()
    mirror.play_to_end()
    _wait_for(table, "the end", lambda: len(_log(table)) == len(mirror.table.log))
    assert _next_line(table) == " ".join(mirror.next_text.split())
    assert _log(table) == [" ".join(line.split()) for line in mirror.event_lines()]
    assert _button(table, say("live.button.auto")).is_disabled()
    shots += _shot(page, table, "end")

    # Undo steps back one decision: the courtesy pass is due again.
    _button(table, say("live.button.undo")).click()
    mirror.undo()
    _wait_for(table, "the undo", lambda: len(_log(table)) == len(mirror.table.log))
    assert _next_line(table) == " ".join(mirror.next_text.split())
    assert not _button(table, say("live.button.auto")).is_disabled()

    assert all(path.stat().st_size > 20_000 for path in shots)
    assert not [e for e in page_errors if "widget" in e.lower() or "uncaught" in e.lower()], page_errors
    assert lab.error_outputs(page) == []
