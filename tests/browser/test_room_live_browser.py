"""The live room dashboard served as `make workshop` serves it (Voilà, with CHARLESTON_ROOM set to
a SQLite room store), in Chromium.

The page draws its tables with column and row heads; it reads the room again on its own (the
interval chosen from its menu); answers written to the store from another process appear
without a click, the long table keeps its scroll position and the menu keeps the keyboard focus
across a reading; only a change worth saying goes to the live region; axe finds nothing serious
in the light and dark themes. Screenshots: test-artifacts/screenshots/voila-room-live-{light,dark}
.png (1280 px wide) and voila-room-live-narrow-light.png (390 px).

Forgetting a learner, by keyboard, on the instructor's link: Forget… asks first (the question
focused and named by its words), Cancel keeps the learner, Confirm deletes (the row goes, the room
forgets them, the live region says so); axe clean with the question open, light and dark.
Screenshots: voila-room-live-forget-narrow-{light,dark}.png (390 px, the question open).
"""

from __future__ import annotations

import time
from collections.abc import Iterator

import lab
import pytest
from playwright.sync_api import expect
from test_voila_browser import VoilaServer, _screenshot, _start_voila

from charleston_lessons.exercises import Outcome
from charleston_lessons.progress import Attempt
from charleston_lessons.room_store import open_room

pytestmark = pytest.mark.browser

PAGE = "instructor/room_live.ipynb"
LEARNERS = 24  # more than the 15 rows a table shows before it scrolls
IDS = ["start-here/set-size", "start-here/code-9-crak", "order-of-passes/how-many-passes",
       "rollor/direction-3", "rollor/direction-4"]


def _fill(path) -> None:
    """An invented room: learners at different lessons, one trying the same exercise again and
    again, one quiet for a quarter of an hour, one who joined and has not answered."""
    now = time.time()
    with open_room(path) as room:
        for number in range(LEARNERS):
            me = room.join(f"Learner {number:02d}")
            for step, exercise in enumerate(IDS[: 1 + number % len(IDS)]):
                right = (number + step) % 4 != 0
                # Within the last minute: minutes short of IDLE_MINUTES however slow the run, so
                # nobody turns quiet (and is announced) while the test reads the page.
                room.record(me, Attempt(exercise, Outcome.CORRECT if right else Outcome.INCORRECT,
                                        now - 12 * (5 - step) + number))
        stuck = room.join("Ada Stuck")
        for minutes in (3, 2, 1):
            room.record(stuck, Attempt("rollor/direction-4", Outcome.INCORRECT, now - 60 * minutes))
        quiet = room.join("Bo Quiet")
        room.record(quiet, Attempt("start-here/set-size", Outcome.CORRECT, now - 15 * 60))
        room.join("Cy New")


@pytest.fixture(scope="module")
def room_server(chromium_path: str, tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[VoilaServer, str]]:
    """Voilà over a copy of notebooks/, every kernel with CHARLESTON_ROOM naming a filled room."""
    folder = tmp_path_factory.mktemp("room-live")
    path = folder / "room.db"
    _fill(path)
    try:
        server = _start_voila(folder, room=path)  # Voilà, and so every kernel, reads it
    except RuntimeError as exc:
        pytest.fail(str(exc), pytrace=False)
    yield server, str(path)
    server.stop()


def _open(page, server: VoilaServer, **query: str):
    page.goto(server.render_url(PAGE, **query), wait_until="domcontentloaded", timeout=90_000)
    board = page.locator(".cl-room-live")
    board.locator(".cl-room-live-section").nth(4).wait_for(timeout=90_000)
    return board


def _axe(page, name: str) -> None:
    found = lab.run_axe(page, name, include=".jp-OutputArea-output", whole_notebook=False)
    assert lab.serious(found["course"]) == [], lab.serious(found["course"])


def test_the_live_dashboard_reads_the_room_by_itself_and_keeps_scroll_and_focus(page, room_server, page_errors, axe):
    server, path = room_server
    board = _open(page, server)
    assert page.locator(".jp-CodeCell .jp-InputArea").count() == 0  # an app: no code
    text = board.inner_text()
    assert "Updated " in text and "27 learners in the room" in text
    stuck = board.locator("section[data-key=stuck] tbody tr")
    assert stuck.nth(0).locator("th[scope=row]").inner_text() == "Ada Stuck"
    assert "3 wrong tries in a row" in stuck.nth(0).inner_text()
    assert "No answer for 15 min" in board.locator("section[data-key=stuck]").inner_text()
    heads = board.locator("section[data-key=learners] thead th[scope=col]").all_inner_texts()
    assert heads == ["Learner", "Working on", "Last answer", "Answers given", "Lessons done", "Forget"]
    # Every table is named by its heading, and a long one scrolls inside its own block.
    learners = board.locator("section[data-key=learners] .cl-room-live-scroll")
    assert learners.get_attribute("aria-labelledby")
    assert learners.evaluate("(e) => e.scrollHeight > e.clientHeight")
    assert board.locator(".cl-room-live-hint:visible").count() == 0  # nothing is wider than the page
    assert board.locator("[role=status].cl-room-live-announce").inner_text() == ""  # the first reading says nothing

    _screenshot(page, "room-live", "light")
    _axe(page, "voila-room-live-light")

    # The instructor chooses 2 seconds from the menu, by keyboard; the focus stays on it.
    menu = board.locator("select.cl-room-live-every")
    menu.focus()
    menu.select_option("2")
    updated = board.locator(".cl-room-live-updated")
    first = updated.inner_text()
    page.wait_for_function("(t) => document.querySelector('.cl-room-live-updated').textContent !== t",
                           arg=first, timeout=20_000)
    learners.evaluate("(e) => { e.scrollTop = 120; }")

    # Answers from another process (a learner's kernel): they appear without a click.
    with open_room(path) as room:
        zed = room.join("Zed Late")
        room.record(zed, Attempt("start-here/set-size", Outcome.CORRECT, time.time()))
    board.locator("section[data-key=learners] tbody th", has_text="Zed Late").wait_for(timeout=20_000)
    assert learners.evaluate("(e) => e.scrollTop") == 120  # the rows were changed, not the block
    assert page.evaluate("() => document.activeElement.classList.contains('cl-room-live-every')")
    assert board.locator("[role=status].cl-room-live-announce").inner_text() == "Joined the room: Zed Late."

    # Readings go on every 2 seconds, and say nothing new aloud when nothing worth it changed.
    seen = updated.inner_text()
    page.wait_for_function("(t) => document.querySelector('.cl-room-live-updated').textContent !== t",
                           arg=seen, timeout=20_000)
    assert board.locator("[role=status].cl-room-live-announce").inner_text() == "Joined the room: Zed Late."

    # Refresh by hand, with the menu at Off.
    menu.select_option("0")
    with open_room(path) as room:
        room.join("Eve Later")
    page.wait_for_timeout(3_000)
    assert "Eve Later" not in board.inner_text()
    board.get_by_role("button", name="Refresh").click()
    board.locator("section[data-key=learners] tbody th", has_text="Eve Later").wait_for(timeout=20_000)

    # A phone's width: nothing pushes the page sideways.
    page.set_viewport_size({"width": 390, "height": 900})
    page.wait_for_timeout(300)
    wide = page.evaluate("() => document.querySelector('.cl-room-live').scrollWidth")
    assert wide <= 390, wide
    # A table wider than the phone scrolls inside its block, and a line under it says so.
    board.locator("section[data-key=lessons] .cl-room-live-hint").wait_for(state="visible")
    _screenshot(page, "room-live-narrow", "light")
    page.set_viewport_size({"width": 1280, "height": 900})
    assert page_errors == []


def test_the_live_dashboard_reads_in_the_dark_theme(page, room_server, page_errors, axe):
    server, _path = room_server
    _open(page, server, theme="dark")
    assert page.evaluate("() => document.body.dataset.jpThemeName") == "JupyterLab Dark"
    _screenshot(page, "room-live", "dark")
    _axe(page, "voila-room-live-dark")
    page.set_viewport_size({"width": 390, "height": 900})
    page.wait_for_timeout(300)
    _screenshot(page, "room-live-narrow", "dark")
    assert page_errors == []


def _tab_to(page, control, most: int = 120) -> None:
    """Tab (from wherever the focus is) until `control` has it, as a keyboard user does."""
    for _ in range(most):
        if control.evaluate("(el) => el === document.activeElement"):
            return
        page.keyboard.press("Tab")
    raise AssertionError("Tab never reached " + control.evaluate("(el) => el.outerHTML.slice(0, 160)"))


def _names_in(path) -> set[str]:
    with open_room(path) as room:
        return {learner.name for learner in room.learners()}


@pytest.mark.parametrize("theme, who", [("light", "Cy New"), ("dark", "Bo Quiet")])
def test_forget_asks_first_by_keyboard_cancel_keeps_and_confirm_deletes(page, room_server, page_errors, axe, theme, who):
    """The instructor's link (the server's own token, which the roles make the instructor's):
    a learner's Forget… pressed by keyboard opens the question, named by its words and focused;
    axe finds nothing serious with it open; Cancel keeps the learner (said in the live region, the
    focus back on the row's button); Forget… again and Confirm deletes: the row goes, the room no
    longer has them, and the live region says so.
    Screenshots: test-artifacts/screenshots/voila-room-live-forget-narrow-{light,dark}.png (390 px)."""
    server, path = room_server
    assert who in _names_in(path)
    board = _open(page, server, **({"theme": "dark"} if theme == "dark" else {}))
    if theme == "dark":
        assert page.evaluate("() => document.body.dataset.jpThemeName") == "JupyterLab Dark"
    # Readings by Refresh only, so nothing else the room does (a learner turning quiet) is said
    # in the live region while the question is asked and answered.
    board.locator("select.cl-room-live-every").select_option("0")
    spoken = board.locator("[role=status].cl-room-live-announce")
    row = board.locator("section[data-key=learners] tbody tr", has=page.locator("th[scope=row]", has_text=who))
    expect(row).to_have_count(1, timeout=20_000)
    forget = board.get_by_role("button", name=f"Forget {who}\u2026", exact=True)
    expect(forget).to_have_text("Forget\u2026")

    # Keyboard only: Tab from the top of the page to the row's Forget… button, Enter.
    page.locator("body").focus()
    _tab_to(page, forget)
    page.keyboard.press("Enter")
    question = f"Forget {who}? This deletes their answers from the room. Export them first."
    ask = board.locator(".cl-room-live-ask")
    expect(ask).to_be_visible(timeout=20_000)
    expect(ask.locator(".cl-room-live-question")).to_have_text(question)
    # Announced: the focus moves into the question's group, which its words name.
    group = board.get_by_role("group", name=question, exact=True)
    expect(group).to_be_visible()
    export = group.get_by_role("button", name=f"Export {who}'s record", exact=True)
    page.wait_for_function("(el) => el === document.activeElement", arg=export.element_handle(), timeout=20_000)
    assert group.get_by_role("button").all_inner_texts() == ["Export", "Confirm", "Cancel"]
    ring = export.evaluate("(el) => getComputedStyle(el).outlineStyle + ' ' + getComputedStyle(el).outlineWidth")
    assert ring == "solid 3px", ring  # a visible focus ring
    assert who in _names_in(path)  # asking deletes nothing

    _axe(page, f"voila-room-live-forget-{theme}")
    page.set_viewport_size({"width": 390, "height": 844})
    page.wait_for_timeout(300)
    ask.scroll_into_view_if_needed()
    assert page.evaluate("() => document.querySelector('.cl-room-live').scrollWidth") <= 390
    box = ask.bounding_box()
    assert box and box["x"] >= 0 and box["x"] + box["width"] <= 391, box
    _axe(page, f"voila-room-live-forget-narrow-{theme}")
    lab.screenshot(page, "voila-room-live-forget-narrow", theme)
    page.set_viewport_size({"width": 1280, "height": 900})
    page.wait_for_timeout(300)

    # Cancel, by keyboard: nothing deleted, said so, the focus back on the row's Forget… button.
    cancel = group.get_by_role("button", name=f"Cancel: keep {who}", exact=True)
    _tab_to(page, cancel, most=5)
    page.keyboard.press("Enter")
    expect(ask).to_be_hidden(timeout=20_000)
    expect(spoken).to_have_text(f"Nothing was deleted: {who} stays in the room.", timeout=20_000)
    expect(row).to_have_count(1)
    page.wait_for_function("(el) => el === document.activeElement", arg=forget.element_handle(), timeout=20_000)
    assert who in _names_in(path)

    # Forget… again (the focus is on it), then Confirm: the row goes, and the room forgets them.
    page.keyboard.press("Enter")
    expect(ask).to_be_visible(timeout=20_000)
    page.wait_for_function("(el) => el === document.activeElement", arg=export.element_handle(), timeout=20_000)
    confirm = group.get_by_role("button", name=f"Confirm: forget {who}", exact=True)
    _tab_to(page, confirm, most=5)
    page.keyboard.press("Enter")
    expect(spoken).to_have_text(f"{who} is forgotten: their answers are deleted from the room.", timeout=20_000)
    expect(ask).to_be_hidden()
    expect(row).to_have_count(0, timeout=20_000)
    assert who not in _names_in(path)
    # The focus is not lost with the row: it goes to Refresh.
    assert page.evaluate("() => document.activeElement.classList.contains('cl-room-live-refresh')")
    assert page_errors == []
