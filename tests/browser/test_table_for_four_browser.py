"""A table for four in Chromium: four learners, four devices (four browser contexts of one
Chromium), one Voilà workshop with a room store (`make workshop`'s, CHARLESTON_ROOM set, its two
roles), one table. The learners use only the link on `make workshop`'s `Learners:` line (the
first opens it, finds instructor/tables.ipynb refused with 403 and one sentence, and picks the
table from the list); the instructor's pages (the tables board, the live room) open with the
instructor's link and tell the table in words. Each learner opens notebooks/table_for_four.ipynb and, in the seat's one form, types the
table code the instructor read out, then their name, and joins (a table code typed under "Coming
back on another device?" is said so first; the dark pass comes back, known by the browser); then all four play a whole Charleston
at a person's pace through their own pages, each seeing the others' moves as the page reads the
table again. North plays by the keyboard alone (Tab to the code, Enter; arrows and Space in the
rack, Tab to the button; Tab to Go on, to the offer's choices and its button). Each learner's
choices are in their own record in the room; no page
shows another seat's rack; the page does not scroll sideways at 390 px; axe-core finds nothing
serious, light and dark.
Screenshots: test-artifacts/screenshots/table-for-four-{light,light-played,dark}-{wide,phone}.png and
table-for-four-join-phone.png (the join form with a wrong-field sentence).
The seat after a pass, at 390 px, light and dark: the tiles set aside face down and the tiles
received marked new, told apart in words as well as look, axe clean, a focus ring on a new tile.
Screenshots: test-artifacts/screenshots/table-for-four-rack-{aside,new}-{light,dark}.png
"""

from __future__ import annotations

import re
import time
from collections.abc import Iterator

import lab
import pytest
from playwright.sync_api import expect

from test_workshop_records_browser import PHONE, WIDE, Workshop

pytestmark = pytest.mark.browser

NOTEBOOK = "table_for_four.ipynb"
SEAT = ".cl-table-seat"
TILES = ".cl-picker-rack .cl-picker-tile"
NAMES = ("Ada", "Bo", "Cy", "Di")
WAIT_MS = 90_000


@pytest.fixture(scope="module")
def workshop(chromium_path: str, tmp_path_factory: pytest.TempPathFactory) -> Iterator[Workshop]:
    try:
        served = Workshop(tmp_path_factory.mktemp("table-for-four"))
    except RuntimeError as error:
        pytest.fail(str(error), pytrace=False)
    yield served
    served.stop()


def _button(scope, label: str):
    """A widget's button by its label (its accessible name may start with an icon's glyph)."""
    return scope.get_by_role("button", name=re.compile(rf"^\W*{re.escape(label)}$"))


def _open(page, url: str) -> None:
    page.goto(url, wait_until="domcontentloaded", timeout=WAIT_MS)
    page.locator(SEAT).wait_for(timeout=WAIT_MS)
    page.locator(SEAT).get_by_role("textbox", name="Table code").wait_for(timeout=WAIT_MS)


def _from_the_learners_link(page, workshop: Workshop, errors: list[str]):
    """What a learner does with the link on `make workshop`'s `Learners:` line: open it (the list),
    find that instructor/tables.ipynb is refused (403, its one sentence), and open the table for
    four from the list (in a new tab, as the list opens its pages); returns that tab, the list
    closed."""
    from charleston_lessons.widgets._join import refusal_sentence

    listed = page.goto(workshop.learners_link, wait_until="domcontentloaded", timeout=WAIT_MS)
    assert listed is not None and listed.status == 200
    table_link = page.get_by_role("link", name="A table for four", exact=True)
    expect(table_link).to_be_visible(timeout=WAIT_MS)
    # The instructor's tables page, asked for with the learners' link: 403 and one sentence.
    refused = page.goto(workshop.learners_url("instructor/tables.ipynb"), wait_until="domcontentloaded",
                        timeout=WAIT_MS)
    assert refused is not None and refused.status == 403
    error = page.locator(".voila-error")
    expect(error.locator("h1")).to_have_text(re.compile(r"^403\b"))
    expect(error.locator(".charleston-error-message")).to_have_text(refusal_sentence("en"))
    assert error.locator("p").count() == 1  # the one sentence, and nothing of the table's
    assert page.locator(".cl-tables").count() == 0 and "T-" not in page.locator("body").inner_text()
    page.goto(workshop.learners_link, wait_until="domcontentloaded", timeout=WAIT_MS)
    table_link = page.get_by_role("link", name="A table for four", exact=True)
    expect(table_link).to_be_visible(timeout=WAIT_MS)
    with page.context.expect_page(timeout=WAIT_MS) as opened:
        table_link.click()
    seat_page = opened.value
    seat_page.on("pageerror", lambda error: errors.append(str(error)))
    seat_page.locator(SEAT).get_by_role("textbox", name="Table code").wait_for(timeout=WAIT_MS)
    assert NOTEBOOK in seat_page.url and workshop.token not in seat_page.url
    page.close()
    return seat_page


def _the_instructor_sees_the_table(browser, workshop: Workshop, code: str, errors: list[str]) -> None:
    """The instructor's pages, on the instructor's link: the tables board (the table over, its four
    learners, the learners' link beside its QR code) and the live room (each learner's decisions at
    the table in words, never an id)."""
    device = browser.new_context(viewport=WIDE)
    try:
        page = device.new_page()
        page.on("pageerror", lambda error: errors.append(str(error)))
        opened = page.goto(workshop.url("instructor/tables.ipynb"), wait_until="domcontentloaded", timeout=WAIT_MS)
        assert opened is not None and opened.status == 200
        row = page.locator(f".cl-tables-list tbody tr[data-key='{code}']")
        expect(row).to_have_attribute("data-state", "over", timeout=WAIT_MS)
        for name in NAMES:
            expect(row).to_contain_text(name)
        expect(page.locator(".cl-join")).to_contain_text(workshop.learners_link)
        opened = page.goto(workshop.url("instructor/room_live.ipynb"), wait_until="domcontentloaded", timeout=WAIT_MS)
        assert opened is not None and opened.status == 200
        tables = page.locator(".cl-room-live section[data-key=tables]")
        for name in NAMES:
            learner = tables.locator("tbody tr", has=page.locator("th[scope=row]", has_text=name))
            expect(learner).to_contain_text(f"Table {code}", timeout=WAIT_MS)
            expect(learner).to_contain_text(re.compile("passes 1\u2013[36]"))
        assert f"table/{code}" not in page.locator(".cl-room-live").inner_text()
    finally:
        device.close()


def _one_way_in(page, code: str) -> None:
    """The seat's form: the table code first, then the name; the learner's own code only inside
    "Coming back on another device?" (a real <details>), where a table code is said so."""
    seat = page.locator(SEAT)
    table, name = seat.get_by_role("textbox", name="Table code"), seat.get_by_role("textbox", name="Your name")
    expect(name).to_be_visible(timeout=WAIT_MS)
    assert table.evaluate("(a, b) => !!(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING)",
                          name.element_handle()), "the table code comes before the name"
    assert "T-4KX9" in table.get_attribute("placeholder")
    own = seat.get_by_role("textbox", name="Your code")
    expect(own).to_be_hidden()  # closed until the learner opens it
    summary = seat.locator("details.cl-form-disclosure > summary")
    expect(summary).to_have_text("Coming back on another device?")
    assert name.evaluate("(a, b) => !!(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING)",
                         summary.element_handle()), "the disclosure comes after the name"
    summary.click()
    expect(own).to_be_visible()
    assert "K7M-P2Q" in own.get_attribute("placeholder")
    own.fill(code)
    _button(seat, "Join the table").click()
    expect(seat.locator(".cl-table-seat-problem")).to_contain_text(
        "That is a table code: type it in Table code above.", timeout=30_000)
    lab.SCREENSHOTS_DIR.mkdir(parents=True, exist_ok=True)
    page.set_viewport_size(PHONE)
    seat.screenshot(path=str(lab.SCREENSHOTS_DIR / "table-for-four-join-phone.png"))  # the form, at 390 px
    page.set_viewport_size(WIDE)
    own.fill("")


def _wait_known(page, name: str) -> None:
    """The browser remembered the learner: the card finds them ("You are Di.") and the form asks
    the table code alone."""
    expect(page.locator(SEAT).locator(".cl-learner-status")).to_contain_text(f"You are {name}.", timeout=WAIT_MS)
    expect(page.locator(SEAT).get_by_role("textbox", name="Your name")).to_have_count(0, timeout=30_000)


def _join_by_mouse(page, code: str, name: str) -> None:
    seat = page.locator(SEAT)
    seat.get_by_role("textbox", name="Table code").fill(code)
    seat.get_by_role("textbox", name="Your name").fill(name)
    _button(seat, "Join the table").click()


def _join_by_keyboard(page, code: str, name: str | None) -> None:
    """Tab from the top of the page to the table code, type it, Tab to the name (when the page
    does not know the learner), type it, Enter."""
    field = page.locator(SEAT).get_by_role("textbox", name="Table code")
    page.locator("body").focus()
    for _ in range(40):
        page.keyboard.press("Tab")
        if field.evaluate("(el) => el === document.activeElement"):
            break
    assert field.evaluate("(el) => el === document.activeElement"), "Tab never reached the table code"
    ring = field.evaluate("(el) => getComputedStyle(el).outlineStyle + ' ' + getComputedStyle(el).outlineWidth")
    assert "none" not in ring and not ring.endswith(" 0px"), ring  # a visible focus ring
    page.keyboard.type(code)
    if name is not None:
        page.keyboard.press("Tab")
        assert page.locator(SEAT).get_by_role("textbox", name="Your name").evaluate(
            "(el) => el === document.activeElement"), "Tab from the table code goes to the name"
        page.keyboard.type(name)
    page.keyboard.press("Enter")


def _seated(page, name: str) -> str:
    note = page.locator(SEAT).locator(".cl-note", has_text="You sit at")
    expect(note).to_be_visible(timeout=30_000)
    return re.search(r"You sit at (\w+)", note.inner_text()).group(1)


def _next(page) -> str:
    return page.locator(SEAT).locator(".cl-play-next").first.inner_text()


def _pick_three(page, keyboard: bool) -> None:
    """Three tiles that are not jokers (J1), by the mouse or by the keyboard alone."""
    seat = page.locator(SEAT)
    labels = [t.get_attribute("aria-label") for t in seat.locator(TILES).all()]
    wanted = [i for i, label in enumerate(labels) if "Joker" not in (label or "")][:3]
    if not keyboard:
        for index in wanted:
            seat.locator(TILES).nth(index).click()
        return
    seat.locator(f"{TILES}[tabindex='0']").focus()
    page.keyboard.press("Home")
    at = 0
    for index in wanted:
        for _ in range(index - at):
            page.keyboard.press("ArrowRight")
        at = index
        page.keyboard.press("Space")
        page.wait_for_timeout(150)  # a person's pace between keys
        expect(seat.locator(TILES).nth(index)).to_have_attribute("aria-checked", "true")


def _decide(page, keyboard: bool) -> str | None:
    """What this page's learner decides now, if the table waits for them: "pass", "stop",
    "offer", or None."""
    seat = page.locator(SEAT)
    submit = seat.locator(".cl-picker-submit")
    if submit.is_visible() and submit.inner_text().strip() == "Pass these tiles":
        _pick_three(page, keyboard)
        try:
            seat.locator(".cl-picker-status", has_text="3 of 3 chosen").wait_for(timeout=20_000)
        except Exception:  # what the page said, for the report
            page.screenshot(path=str(lab.ARTIFACTS_DIR / "table-for-four-failed.png"), full_page=True)
            raise AssertionError((keyboard, seat.locator(".cl-picker-note").inner_text(), _next(page))) from None
        if keyboard:
            for _ in range(4):  # the rack is one tab stop; then the forward stepper on a blind pass, the button
                page.keyboard.press("Tab")
                if page.evaluate("() => document.activeElement.textContent.trim()") == "Pass these tiles":
                    break
            assert page.evaluate("() => document.activeElement.textContent.trim()") == "Pass these tiles"
            page.keyboard.press("Enter")
        else:
            submit.click()
        return "pass"
    go_on = _button(seat, "Go on")
    if go_on.is_visible():
        if keyboard:
            _tab_to(page, go_on)
            page.keyboard.press("Enter")
        else:
            go_on.click()
        return "stop"
    offer = seat.locator(".cl-form", has_text="Your courtesy offer")
    if offer.is_visible():
        none = offer.get_by_role("radio", name="0", exact=True)
        if keyboard:
            _tab_to(page, offer.get_by_role("radio").first)  # into the group: its first choice, 0
            page.keyboard.press("Space")
            expect(none).to_be_checked()
            _tab_to(page, _button(offer, "Make this offer"))
            page.keyboard.press("Enter")
        else:
            none.click()
            _button(offer, "Make this offer").click()
        return "offer"
    return None


def _tab_to(page, control) -> None:
    """Tab (from wherever the focus is) until `control` has it, as a keyboard user does."""
    for _ in range(60):
        if control.evaluate("(el) => el === document.activeElement"):
            return
        page.keyboard.press("Tab")
    raise AssertionError("Tab never reached " + control.evaluate("(el) => el.outerHTML.slice(0, 120)"))


def _shots(page, theme: str) -> None:
    """The seat, wide and at phone width: nothing wider than the window, axe clean."""
    lab.SCREENSHOTS_DIR.mkdir(parents=True, exist_ok=True)
    for width, size in (("wide", WIDE), ("phone", PHONE)):
        page.set_viewport_size(size)
        page.wait_for_timeout(400)
        seat = page.locator(SEAT)
        box = seat.bounding_box()
        assert box
        # The whole seat in the picture: the window made as tall as the seat for the shot (an
        # element taller than the window is stitched from scrolled pieces, which a redraw shifts).
        page.set_viewport_size({"width": size["width"], "height": max(size["height"], int(box["height"]) + 40)})
        page.wait_for_timeout(200)
        seat.scroll_into_view_if_needed()
        seat.screenshot(path=str(lab.SCREENSHOTS_DIR / f"table-for-four-{theme}-{width}.png"))
        page.set_viewport_size(size)
        page.wait_for_timeout(200)
        box = seat.bounding_box()
        assert box and box["x"] >= 0 and box["x"] + box["width"] <= size["width"] + 1, (theme, width, box)
        sideways = page.evaluate("() => document.documentElement.scrollWidth - document.documentElement.clientWidth")
        assert sideways <= 0, (theme, width, sideways)
        found = lab.run_axe(page, f"table-for-four-{theme}-{width}", include=SEAT, whole_notebook=False)
        assert lab.serious(found["course"]) == [], lab.serious(found["course"])
    page.set_viewport_size(WIDE)


def test_four_learners_play_a_whole_charleston_at_one_table(browser, workshop, axe):
    from charleston_lessons.room_store import open_room
    from charleston_lessons.shared_table import SharedTable, make_table

    with open_room(workshop.room) as room:
        code = make_table(room, 11, bot_delay=2.0)
    devices = [browser.new_context(viewport=WIDE) for _ in NAMES]
    errors: list[str] = []
    try:
        pages = []
        for device in devices:
            page = device.new_page()
            page.on("pageerror", lambda error: errors.append(str(error)))
            pages.append(page)
        seats = {}
        for n, name in enumerate(NAMES):
            if n == 0:  # the learners' link alone, as `make workshop` prints it, and the list
                pages[0] = _from_the_learners_link(pages[0], workshop, errors)
            else:
                _open(pages[n], workshop.learners_url(NOTEBOOK))
            page = pages[n]
            if n == 0:
                _one_way_in(page, code)
            if n == 3:
                _join_by_keyboard(page, code.lower().replace("-", " "), name)
            else:
                _join_by_mouse(page, code, name)
            seats[name] = _seated(page, name)
        assert sorted(seats.values()) == ["East", "North", "South", "West"]
        keyboard_page = pages[3]

        # Before anyone passes: every page lists the four seats in words, and the seat's own rack.
        for page in pages:
            seats_list = page.locator(SEAT).locator(".cl-table-seat-seats")
            expect(seats_list).to_contain_text("(you)", timeout=30_000)
            for name in NAMES:
                expect(seats_list).to_contain_text(name, timeout=30_000)
            assert page.locator(SEAT).locator(TILES).count() in (13, 14)
        _shots(pages[0], "light")

        # A whole Charleston at a person's pace: each page decides when the table waits for it.
        decided = {name: [] for name in NAMES}
        deadline = time.monotonic() + 600
        while not all("The Charleston is over" in _next(page) for page in pages):
            assert time.monotonic() < deadline, {name: _next(page) for name, page in zip(NAMES, pages)}
            for page, name in zip(pages, NAMES):
                if "The Charleston is over" in _next(page):
                    continue
                feedback = page.locator(SEAT).locator(".cl-play-feedback")
                said = feedback.inner_text()
                what = _decide(page, keyboard=page is keyboard_page)
                if what:
                    decided[name].append(what)
                    # This decision's own answer (the last one's stays until it comes), with its rule.
                    page.wait_for_function("([el, said]) => el.innerText !== said", arg=[feedback.element_handle(), said],
                                           timeout=WAIT_MS)
                    expect(feedback).to_contain_text(re.compile(r"\b[A-Z]\d\b"), timeout=30_000)  # a rule
                    expect(feedback).not_to_contain_text("Not allowed")
                    page.wait_for_timeout(300)  # a person's pace
                    if page is pages[0] and decided[name] == ["pass"]:
                        _shots(page, "light-played")  # a verdict and its rule on the page
            pages[0].wait_for_timeout(500)
        for name in NAMES:
            assert decided[name][:3] == ["pass", "pass", "pass"], decided
        # Each learner's choices are in their own record, and no page showed another seat's rack.
        records = workshop.records()
        for name in NAMES:
            assert f"table/{code}-p1" in records[name], records
        with open_room(workshop.room) as room:
            final = SharedTable(room, code).full_table()
        for page, name in zip(pages, NAMES):
            shown = [t.get_attribute("data-tile") for t in page.locator(SEAT).locator(TILES).all()]
            assert shown == [t.code for t in final.rack(seats[name])]
            text = page.locator(SEAT).inner_text()
            for other, seat in seats.items():
                if other != name:
                    assert " ".join(t.code for t in final.rack(seat)) not in text

        # The instructor's pages, on the instructor's link: the table as it is, in words.
        _the_instructor_sees_the_table(browser, workshop, code, errors)

        # Dark: the same seat, come back to (same learner, same seat, the table over).
        _open(pages[3], workshop.learners_url(NOTEBOOK, theme="dark"))
        _wait_known(pages[3], NAMES[3])
        _join_by_keyboard(pages[3], code, None)
        assert _seated(pages[3], NAMES[3]) == seats[NAMES[3]]
        _shots(pages[3], "dark")
    finally:
        for device in devices:
            device.close()
    assert errors == []


def _rack_shot(page, name: str) -> None:
    """The seat at 390 px, whole (the window as tall as the seat for the shot): nothing wider
    than the window, axe clean."""
    seat = page.locator(SEAT)
    page.set_viewport_size(PHONE)
    page.wait_for_timeout(300)
    box = seat.bounding_box()
    assert box and box["x"] >= 0 and box["x"] + box["width"] <= PHONE["width"] + 1, (name, box)
    sideways = page.evaluate("() => document.documentElement.scrollWidth - document.documentElement.clientWidth")
    assert sideways <= 0, (name, sideways)
    found = lab.run_axe(page, f"table-for-four-{name}", include=SEAT, whole_notebook=False)
    assert lab.serious(found["course"]) == [], lab.serious(found["course"])
    lab.SCREENSHOTS_DIR.mkdir(parents=True, exist_ok=True)
    page.set_viewport_size({"width": PHONE["width"], "height": max(PHONE["height"], int(box["height"]) + 40)})
    page.wait_for_timeout(200)
    seat.scroll_into_view_if_needed()
    seat.screenshot(path=str(lab.SCREENSHOTS_DIR / f"table-for-four-{name}.png"))
    page.set_viewport_size(PHONE)


def _focus_ring(page, tile) -> None:
    """Tab into the rack, then to `tile` by the arrows: a visible focus ring on it."""
    seat = page.locator(SEAT)
    _tab_to(page, seat.locator(f"{TILES}[tabindex='0']"))
    page.keyboard.press("Home")
    index = int(tile.get_attribute("data-index"))
    for _ in range(index):
        page.keyboard.press("ArrowRight")
    assert tile.evaluate("(el) => el === document.activeElement")
    ring = tile.evaluate("(el) => getComputedStyle(el).outlineStyle + ' ' + getComputedStyle(el).outlineWidth")
    assert "none" not in ring and not ring.endswith(" 0px"), ring


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_the_seat_after_a_pass_tells_the_tiles_set_aside_and_the_new_ones_apart(browser, workshop, axe, theme):
    """At 390 px: after Pass, the three tiles are set aside face down, said in words, and the seat
    list says 11 held, 3 set aside; once the pass is played, the tiles received carry a badge
    with the word "New", a dashed outline, and ", new" in their names, and a line says where
    they came from: told apart in words as well as look, never by colour alone."""
    from charleston_lessons.coach import Coach
    from charleston_lessons.room_store import open_room
    from charleston_lessons.shared_table import TableSeat, make_table
    from charleston_lessons.strategies import SeatView

    with open_room(workshop.room) as room:
        code = make_table(room, 23)
    device = browser.new_context(viewport=PHONE)
    errors: list[str] = []
    try:
        page = device.new_page()
        page.on("pageerror", lambda error: errors.append(str(error)))
        name = {"light": "Eve", "dark": "Fay"}[theme]
        _open(page, workshop.learners_url(NOTEBOOK, theme=theme) if theme == "dark" else workshop.learners_url(NOTEBOOK))
        _join_by_mouse(page, code, name)
        assert _seated(page, name) == "East"
        seat = page.locator(SEAT)
        expect(seat.locator(TILES)).to_have_count(14, timeout=30_000)

        _pick_three(page, keyboard=False)
        seat.locator(".cl-picker-submit").click()
        aside = seat.locator(".cl-table-seat-aside")
        expect(aside).to_contain_text("Set aside to pass: 3 tiles", timeout=30_000)
        expect(aside.locator(".cl-table-seat-down")).to_have_count(3)
        expect(seat.locator(TILES)).to_have_count(11)
        expect(seat.locator(".cl-table-seat-seats")).to_contain_text(f"East: {name} (you), at the table, 11 tiles held, 3 set aside")
        assert seat.locator(".cl-picker-new").count() == 0
        _rack_shot(page, f"rack-aside-{theme}")

        with open_room(workshop.room) as room:  # the other three pass on their own devices
            coach = Coach()
            for other in ("Gus", "Hal", "Ivy"):
                sitting = TableSeat(room, code, room.join(f"{other} {theme}"))
                view = sitting.view()
                assert sitting.pass_tiles(coach.choose_pass(SeatView(view.seat, view.rack, view.step, view.agreed)),
                                          step=view.step).played
        new_line = seat.locator(".cl-table-seat-new")
        expect(new_line).to_contain_text("New from North: ", timeout=30_000)
        expect(seat.locator(TILES)).to_have_count(14)
        new_tiles = seat.locator(f"{TILES}.cl-picker-new")
        count = new_tiles.count()
        assert 1 <= count <= 3
        for tile in new_tiles.all():
            label = tile.get_attribute("aria-label")
            assert label.endswith(", new") and label[: -len(", new")] in new_line.inner_text(), label
            assert tile.locator(".cl-picker-new-badge").inner_text() == "New"  # a word on the tile
            assert tile.evaluate("(el) => getComputedStyle(el, '::before').borderTopStyle") == "dashed"
        old = seat.locator(f"{TILES}:not(.cl-picker-new)")
        assert old.count() == 14 - count and all(not (t.get_attribute("aria-label") or "").endswith(", new")
                                                 for t in old.all())
        assert seat.locator(".cl-table-seat-aside").count() == 0
        expect(seat.locator(".cl-table-seat-seats")).to_contain_text(f"East: {name} (you), at the table, 14 tiles")
        _focus_ring(page, new_tiles.first)
        _rack_shot(page, f"rack-new-{theme}")
    finally:
        device.close()
    assert errors == []
