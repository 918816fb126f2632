"""The instructor's page for shared tables served as `make workshop` serves it (Voilà, with
CHARLESTON_ROOM naming a SQLite room store that already has tables and learners), in Chromium.

The page draws the table of tables with column and row heads; a table is made by keyboard alone
(its code shown large), started with the coach in its empty seats by keyboard, and its progress
appears without a click (the page reads the room on its own); the projector's view shows seats
and tile counts and no tile; once the table is over, the replay shows every rack; axe finds
nothing serious in the light and dark themes; at 390 px nothing pushes the page sideways.
Screenshots: test-artifacts/screenshots/voila-tables-board-{light,dark}.png (1280 px wide) and
voila-tables-board-narrow-{light,dark}.png (390 px).
"""

from __future__ import annotations

import re
from collections.abc import Iterator

import lab
import pytest
from test_voila_browser import VoilaServer, _screenshot, _start_voila

from charleston_lessons.room_store import open_room
from charleston_lessons.rules import SEATS
from charleston_lessons.shared_table import SharedTable, TableSeat, make_table

pytestmark = pytest.mark.browser

PAGE = "instructor/tables.ipynb"
NAMES = ["Ada", "Bo", "Cy", "Dee", "Eve"]


def _fill(path) -> list[str]:
    """An invented room: one table with two learners seated, one full table, one empty table."""
    with open_room(path) as room:
        people = [room.join(name) for name in NAMES]
        half = make_table(room, 11, bot_delay=1)
        TableSeat(room, half, people[0], "East")
        TableSeat(room, half, people[1], "West")
        full = make_table(room, 12, bot_delay=1)
        for person, seat in zip(people[1:], SEATS):
            TableSeat(room, full, person, seat)
        empty = make_table(room, 13, bot_delay=1)
        return [half, full, empty]


@pytest.fixture(scope="module")
def room_server(chromium_path: str, tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[VoilaServer, str, list[str]]]:
    """Voilà over a copy of notebooks/, every kernel with CHARLESTON_ROOM naming a filled room."""
    folder = tmp_path_factory.mktemp("tables-board")
    path = folder / "room.db"
    codes = _fill(path)
    try:
        server = _start_voila(folder, room=path)  # Voilà, and so every kernel, reads it
    except RuntimeError as exc:
        pytest.fail(str(exc), pytrace=False)
    yield server, str(path), codes
    server.stop()


def _open(page, server: VoilaServer, **query: str):
    page.goto(server.render_url(PAGE, **query), wait_until="domcontentloaded", timeout=90_000)
    board = page.locator(".cl-tables")
    board.locator(".cl-tables-list tbody tr").first.wait_for(timeout=90_000)
    return board


def _axe(page, name: str) -> None:
    found = lab.run_axe(page, name, include=".jp-OutputArea-output", whole_notebook=False)
    assert lab.serious(found["course"]) == [], lab.serious(found["course"])


def _tab_to(page, selector: str, most: int = 80) -> None:
    """Press Tab until the focus is on `selector` (keyboard only)."""
    for _ in range(most):
        page.keyboard.press("Tab")
        if page.evaluate("(s) => document.activeElement && document.activeElement.matches(s)", selector):
            return
    raise AssertionError(f"Tab never reached {selector}")


def _racks(path: str, code: str) -> list[str]:
    with open_room(path) as room:
        shared = SharedTable(room, code)
        shared.refresh()
        return [" ".join(tile.code for tile in shared._replay.table.rack(seat)) for seat in SEATS]


def test_make_start_and_follow_a_table_by_keyboard(page, room_server, page_errors, axe):
    server, path, codes = room_server
    board = _open(page, server)
    assert page.locator(".jp-CodeCell .jp-InputArea").count() == 0  # an app: no code
    heads = board.locator(".cl-tables-list thead th[scope=col]").all_inner_texts()
    assert heads == ["Table", "State", "Seats", "Open now", "Waiting for", "Actions"]
    rows = board.locator(".cl-tables-list tbody tr")
    assert rows.count() == 3
    assert rows.nth(0).locator("th[scope=row]").inner_text() == codes[0]
    first = rows.nth(0).inner_text()
    assert "East: Ada (at the table)" in first and "South: empty" in first and "Not started" in first
    assert board.locator("[role=status].cl-tables-announce").inner_text() == ""  # the first reading says nothing
    _screenshot(page, "tables-board", "light")
    _axe(page, "voila-tables-board-light")

    # Make a table by keyboard alone: deal number, delay, then Enter on the button.
    _tab_to(page, "input.cl-tables-seed")
    page.keyboard.type("2026")
    page.keyboard.press("Tab")
    page.keyboard.press("Control+a")
    page.keyboard.type("0")
    page.keyboard.press("Tab")
    assert page.evaluate("() => document.activeElement.classList.contains('cl-tables-make-button')")
    page.keyboard.press("Enter")
    code_box = board.locator(".cl-tables-code")
    code_box.wait_for(state="visible", timeout=20_000)
    code = code_box.inner_text().strip()
    assert re.fullmatch(r"T-[2-9A-Z]{4}", code), code
    assert float(code_box.evaluate("(e) => parseFloat(getComputedStyle(e).fontSize)")) >= 28  # large, to read out
    row = board.locator(f".cl-tables-list tbody tr[data-key='{code}']")
    row.wait_for(timeout=20_000)
    board.locator("[role=status].cl-tables-announce", has_text=f"Table {code} made.").wait_for(timeout=20_000)

    # Start it with bots, by keyboard: the focus moves on to its projector button, never lost.
    start = row.locator("button.cl-tables-start")
    assert start.get_attribute("aria-label") == f"Start: the coach plays the empty seats: table {code}"
    start.focus()
    page.keyboard.press("Enter")
    row.locator("td", has_text="Playing").wait_for(timeout=20_000)
    assert start.is_hidden()  # started: the button goes, and the focus with it to the next one
    assert page.evaluate("() => document.activeElement.classList.contains('cl-tables-project')")
    # The table goes on by itself: passes done appear without a click (the page reads on its own).
    row.locator("td", has_text=re.compile(r"^(Pass [2-7]|The stop question|The courtesy|Nothing)")).first.wait_for(timeout=60_000)

    # The projector's view: seats, who, tile counts; never a rack while the table plays.
    project = row.locator("button.cl-tables-project")
    project.focus()
    page.keyboard.press("Enter")
    projector = board.locator(".cl-tables-projector")
    projector.wait_for(state="visible", timeout=20_000)
    assert page.evaluate("() => document.activeElement.classList.contains('cl-tables-projector-title')")
    assert projector.locator("h3").inner_text() == f"Table {code}"
    assert projector.locator("thead th[scope=col]").all_inner_texts() == ["Seat", "Who plays it", "Tiles held", "Answer"]
    assert projector.locator("tbody tr").count() == 4
    shown = projector.inner_text()
    over = "Nothing: the Charleston is over" in row.inner_text()
    if not over:
        assert not any(rack in shown for rack in _racks(path, code))
        assert projector.locator("svg").count() == 0

    # Once over, the replay shows every rack.
    replay = row.locator("button.cl-tables-replay")
    replay.wait_for(state="visible", timeout=90_000)
    replay.focus()
    page.keyboard.press("Enter")
    drawn = board.locator(".cl-tables-replay-view")
    drawn.wait_for(state="visible", timeout=30_000)
    assert drawn.locator("svg").count() >= 5  # the passes and four racks
    assert "Every rack at the end" in drawn.inner_text()
    _screenshot(page, "tables-board-projector", "light")
    _axe(page, "voila-tables-board-projector-light")
    drawn.locator("button.cl-tables-close").click()
    assert page.evaluate("() => document.activeElement.classList.contains('cl-tables-replay')")

    # A learner sits down at the empty table from another process: it appears without a click.
    with open_room(path) as room:
        TableSeat(room, codes[2], room.join("Zed"), "North")
    rows.nth(2).locator("td", has_text="North: Zed (at the table)").wait_for(timeout=20_000)

    # A phone's width: nothing pushes the page sideways.
    page.set_viewport_size({"width": 390, "height": 900})
    page.wait_for_timeout(400)
    wide = page.evaluate("() => document.querySelector('.cl-tables').scrollWidth")
    assert wide <= 390, wide
    _screenshot(page, "tables-board-narrow", "light")
    page.set_viewport_size({"width": 1280, "height": 900})
    assert page_errors == []


def test_the_tables_page_reads_in_the_dark_theme(page, room_server, page_errors, axe):
    server, _path, _codes = room_server
    _open(page, server, theme="dark")
    assert page.evaluate("() => document.body.dataset.jpThemeName") == "JupyterLab Dark"
    _screenshot(page, "tables-board", "dark")
    _axe(page, "voila-tables-board-dark")
    # The table the first test played to its end: its projector view and its replay, in the dark.
    over = page.locator(".cl-tables-list tbody tr[data-state=over]")
    if over.count():
        over.first.locator("button.cl-tables-project").click()
        over.first.locator("button.cl-tables-replay").click()
        page.locator(".cl-tables-replay-view svg").first.wait_for(timeout=30_000)
        _screenshot(page, "tables-board-projector", "dark")
        _axe(page, "voila-tables-board-projector-dark")
    page.set_viewport_size({"width": 390, "height": 900})
    page.wait_for_timeout(400)
    assert page.evaluate("() => document.querySelector('.cl-tables').scrollWidth") <= 390
    _screenshot(page, "tables-board-narrow", "dark")
    assert page_errors == []
