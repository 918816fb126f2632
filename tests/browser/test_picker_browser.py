"""The tile picker in real JupyterLab: mouse, keyboard, the kernel's view, both themes.

A scratch notebook shows `TilePicker("1B 2B 3B 4C 5C 6D N E RD GD F J J", arriving=3)`;
the test clicks two tiles, selects a third from the keyboard, is refused a fourth,
forwards one unseen, and checks the status line, the ARIA state and what the kernel holds.
Screenshots: test-artifacts/screenshots/picker-{light,dark}.png (the page) and
picker-closeup-{light,dark}.png (the widget, a rack tile in keyboard focus).
"""

from __future__ import annotations

import json
import time

import lab
import nbformat
import pytest

pytestmark = pytest.mark.browser

NOTEBOOK = "scratch_picker.ipynb"
RACK = "1B 2B 3B 4C 5C 6D N E RD GD F J J"
PICKER = f"{lab.ACTIVE_NOTEBOOK} .cl-picker"
RACK_TILE = f"{PICKER} .cl-picker-rack [role=checkbox]"

# Run `code` in the notebook's kernel (not in a cell) and return what it printed.
_KERNEL_RUN = (
    """async ([path, code]) => {
  const panel = ("""
    + lab._FIND_PANEL
    + """)(path);
  const kernel = panel.sessionContext.session.kernel;
  let out = '';
  const future = kernel.requestExecute({code, store_history: false});
  future.onIOPub = (msg) => {
    if (msg.header.msg_type === 'stream') out += msg.content.text;
    if (msg.header.msg_type === 'error') out += `ERROR ${msg.content.ename}: ${msg.content.evalue}`;
  };
  await future.done;
  return out;
}"""
)

# Run one cell through the notebook (as Shift+Enter would) and wait for the reply.
_RUN_CELL = (
    """async ([path, index]) => {
  const panel = ("""
    + lab._FIND_PANEL
    + """)(path);
  panel.content.activeCellIndex = index;
  const timeout = new Promise((resolve) => setTimeout(() => resolve('timed out'), 20000));
  return String(await Promise.race([window.jupyterapp.commands.execute('notebook:run-cell'), timeout]));
}"""
)


def _kernel(page, code: str) -> str:
    return page.evaluate(_KERNEL_RUN, [NOTEBOOK, code])


def _kernel_state(page) -> dict:
    out = _kernel(
        page,
        "import json; print(json.dumps({'selected': picker.selected, 'forward': picker.forward,"
        " 'chosen': [str(t) for t in picker.chosen], 'status': picker.status}))",
    )
    assert not out.startswith("ERROR"), out
    return json.loads(out)


def _kernel_reaches(page, expected: dict, timeout: float = 10.0) -> dict:
    """The kernel's picker state once it equals `expected` (or the last seen, to compare).

    ipywidgets holds a model's next update back until the kernel acknowledges the one in
    flight, so an execute request can overtake the last click's update: poll, don't race.
    """
    deadline = time.monotonic() + timeout
    state = _kernel_state(page)
    while state != expected and time.monotonic() < deadline:
        time.sleep(0.1)
        state = _kernel_state(page)
    return state


def _active_cell(page) -> int:
    return page.evaluate(f"(p) => ({lab._FIND_PANEL})(p).content.activeCellIndex", NOTEBOOK)


def _write_notebook(lab_server) -> None:
    nb = nbformat.v4.new_notebook()
    nb.metadata["kernelspec"] = {
        "display_name": "Python 3 (ipykernel)", "language": "python", "name": "python3",
    }  # fmt: skip
    nb.cells = [
        nbformat.v4.new_markdown_cell("## Choose three tiles to pass left (pass 3)"),
        nbformat.v4.new_code_cell(
            "from charleston_lessons.widgets import TilePicker\n"
            f'picker = TilePicker("{RACK}", arriving=3)'
        ),
        nbformat.v4.new_code_cell("picker"),
    ]
    nbformat.write(nb, lab_server.root_dir / NOTEBOOK)


def test_picker_mouse_keyboard_status_and_themes(page, lab_server, page_errors):
    _write_notebook(lab_server)
    lab.open_notebook(page, lab_server, NOTEBOOK)
    state = lab.run_all_cells(page, NOTEBOOK)
    assert state["runAll"] == {"ok": True}, state["runAll"]
    assert lab.error_outputs(page, state) == []
    # Not the first screen (test_first_screen_browser.py checks that): no panel by the widgets.
    lab.collapse_sidebars(page)

    picker = page.locator(PICKER)
    picker.wait_for(state="visible", timeout=30_000)
    tiles = page.locator(RACK_TILE)
    assert tiles.count() == 13
    assert tiles.nth(0).get_attribute("aria-label") == "1 Bam"
    assert tiles.nth(12).get_attribute("aria-label") == "Joker"
    # One tab stop for the whole rack.
    assert page.locator(f"{RACK_TILE}[tabindex='0']").count() == 1
    status = picker.locator(".cl-picker-status")
    assert status.get_attribute("aria-live") == "polite"
    assert status.inner_text() == "0 of 3 chosen"
    assert "Arriving from your right (face down)" in picker.inner_text()
    assert picker.locator(".cl-picker-facedown .cl-picker-tile").count() == 3

    # Mouse: two clicks.
    tiles.nth(0).click()
    tiles.nth(3).click()
    assert tiles.nth(0).get_attribute("aria-checked") == "true"
    assert tiles.nth(3).get_attribute("aria-checked") == "true"
    assert status.inner_text() == "2 of 3 chosen"

    # Keyboard: from the 4 Crak, Right twice to the 6 Dot, Space selects it. The arrows
    # stay in the picker: the notebook's active cell does not move.
    cell_before = _active_cell(page)
    page.keyboard.press("ArrowRight")
    page.keyboard.press("ArrowRight")
    focused = page.evaluate("() => document.activeElement.getAttribute('aria-label')")
    assert focused == "6 Dot"
    page.keyboard.press("Space")
    assert tiles.nth(5).get_attribute("aria-checked") == "true"
    assert status.inner_text() == "3 of 3 chosen"
    assert _active_cell(page) == cell_before
    assert page.locator(f"{RACK_TILE}[tabindex='0']").get_attribute("aria-label") == "6 Dot"

    # A fourth is refused, and the live note says why.
    page.keyboard.press("End")
    page.keyboard.press("Enter")
    assert tiles.nth(12).get_attribute("aria-checked") == "false"
    note = picker.locator(".cl-picker-note")
    note.filter(has_text="You have already chosen 3; unselect one first.").wait_for()
    assert note.get_attribute("aria-live") == "polite"

    # The rack is one tab stop: Tab leaves it for the stepper, Shift+Tab comes back to
    # the tile last in focus.
    active = "() => document.activeElement.getAttribute('aria-label')"
    page.keyboard.press("Tab")
    assert page.evaluate(active) == "Forward one fewer tile unseen"
    page.keyboard.press("Shift+Tab")
    assert page.evaluate(active) == "Joker"

    # The kernel holds the same selection.
    want = {
        "selected": [0, 3, 5], "forward": 0, "chosen": ["1B", "4C", "6D"],
        "status": "3 of 3 chosen",
    }  # fmt: skip
    assert _kernel_reaches(page, want) == want

    # Unselect the 4 Crak by clicking, forward one unseen with the + button.
    tiles.nth(3).click()
    picker.get_by_role("button", name="Forward one more tile unseen").click()
    expected = "3 of 3 chosen: 2 from your rack and 1 forwarded unseen"
    assert status.inner_text() == expected
    assert picker.locator(".cl-picker-facedown .cl-picker-selected").count() == 1
    want = {"selected": [0, 5], "forward": 1, "chosen": ["1B", "6D"], "status": expected}
    assert _kernel_reaches(page, want) == want

    # Python -> browser: a joker is selectable (the checker, not the picker, says J1);
    # beyond the limit nothing more is added.
    _kernel(page, "picker.forward = 0; picker.select('J', 'F')")
    page.locator(f"{RACK_TILE}[aria-label='Joker'][aria-checked='true']").first.wait_for()
    status.filter(has_text="3 of 3 chosen").wait_for()
    assert _kernel_state(page)["chosen"] == ["1B", "6D", "J"]

    # Keyboard focus on a rack tile for the pictures.
    _kernel(page, "picker.clear(); picker.select(0, 'N'); picker.forward = 1")
    status.filter(has_text=expected).wait_for()
    tiles.nth(6).focus()
    page.keyboard.press("ArrowRight")  # a key press, so the ring is :focus-visible
    page.keyboard.press("ArrowLeft")
    assert page.evaluate("() => document.activeElement.matches(':focus-visible')")

    for theme in lab.THEMES:
        lab.set_theme(page, theme)
        tiles.nth(6).focus()
        page.keyboard.press("ArrowRight")
        page.keyboard.press("ArrowLeft")
        shot = lab.screenshot(page, "picker", theme)
        assert shot.stat().st_size > 10_000
        close = lab.SCREENSHOTS_DIR / f"picker-closeup-{lab.theme_slug(theme)}.png"
        picker.screenshot(path=str(close))
        assert close.stat().st_size > 5_000

    # Showing the same picker again (re-running the cell) leaves one working view.
    for _ in range(2):
        assert page.evaluate(_RUN_CELL, [NOTEBOOK, 2]) != "timed out"
        lab.wait_for_kernel_idle(page, NOTEBOOK)
    assert page.locator(PICKER).count() == 1
    page.locator(RACK_TILE).nth(6).wait_for()
    page.locator(RACK_TILE).nth(6).click()  # unselect North
    assert page.locator(f"{PICKER} .cl-picker-status").inner_text() == (
        "2 of 3 chosen: 1 from your rack and 1 forwarded unseen"
    )

    assert page_errors == [], page_errors
