"""Keyboard only, in real JupyterLab: one exercise of every kind (a choice, a typed number, a
pick with a blind forward, the stop question and the courtesy offer of play-a-seat) is done
with Tab, the arrow keys, Space and Enter, and at every step the focused control shows a ring
of at least 3:1 against what is behind it. Arrow keys never leave an exercise.
"""

from __future__ import annotations

import re
import time

import lab
import pytest

from charleston_lessons.exercises import DirectionQuiz, NumberQuiz, PickPass
from charleston_lessons.messages import say

pytestmark = pytest.mark.browser

NOTEBOOK = "scratch_keyboard.ipynb"
RACK = "1B 2B 2B 3B 4B 5C 5C 5C 7D 7D F F F J"  # invented for teaching (G5): East's 14
ADVANCE = (
    "def to(game, phase):\n"
    "    while game.game.phase.value != phase:\n"
    "        if game.game.phase.value == 'stop question':\n"
    "            game.answer_stop(False)\n"
    "        else:\n"
    "            game._settle(game.game.pass_tiles(game.game.coach_choice()))\n"
    "    return game\n"
)
CELLS = [
    "from charleston_lessons import course\n"
    "from charleston_lessons.exercises import DirectionQuiz, NumberQuiz, PickPass\n"
    "from charleston_lessons.widgets import ExerciseWidget, PlaySeat\n" + ADVANCE,
    "ExerciseWidget(DirectionQuiz(4))",
    'ExerciseWidget(NumberQuiz("How many tiles are in the American set?", 152, rule="T1",'
    ' explanation="152 in all.", high=500))',
    f'ExerciseWidget(PickPass(3, "{RACK}", arriving=3))',
    "to(PlaySeat(3), 'stop question')",
    "to(PlaySeat(3), 'courtesy offers')",
]

def _ring(page) -> dict:
    ring = page.evaluate(lab.FOCUS_RING)
    assert ring["ok"], ring
    return ring


def _exercise(page, n: int):
    return page.locator(f"{lab.ACTIVE_NOTEBOOK} .cl-exercise").nth(n)


def _wait(locator, check, what: str) -> str:
    end = time.monotonic() + 20
    text = ""
    while time.monotonic() < end:
        text = " ".join(locator.inner_text().split())
        if check(text):
            return text
        locator.page.wait_for_timeout(50)
    raise AssertionError(f"timed out waiting for {what}: {text!r}")


def _expected(exercise, answer) -> str:
    feedback = exercise.check(answer)
    return f"{feedback.label}. {feedback.rule} {feedback.message}"


def _active_cell(page) -> int:
    return page.evaluate("() => window.jupyterapp.shell.currentWidget.content.activeCellIndex")


@pytest.mark.parametrize("theme", lab.THEMES)
def test_every_kind_of_exercise_by_keyboard_alone_with_a_visible_focus_ring(page, lab_server, page_errors, theme):
    lab_server.add_notebook(NOTEBOOK, CELLS)
    lab.open_notebook(page, lab_server, NOTEBOOK)
    state = lab.run_all_cells(page, NOTEBOOK)
    assert state["runAll"] == {"ok": True} and lab.error_outputs(page, state) == []
    # Not the first screen (test_first_screen_browser.py checks that): no panel by the widgets.
    lab.collapse_sidebars(page)
    lab.set_theme(page, theme)
    rings = []

    # --- A choice: one tab stop, arrows move the choice, Tab to Check, Enter.
    choice = _exercise(page, 0)
    choice.scroll_into_view_if_needed()
    choice.get_by_role("radio").first.focus()
    rings.append(_ring(page))
    cell = _active_cell(page)
    page.keyboard.press("ArrowRight")  # right -> across
    page.keyboard.press("ArrowRight")  # across -> left
    rings.append(_ring(page))
    assert choice.get_by_role("radio", name=re.compile("left$")).get_attribute("aria-checked") == "true"
    page.keyboard.press("Tab")
    rings.append(_ring(page))
    assert page.evaluate("() => document.activeElement.textContent.trim()") == say("exercise.button.check")
    page.keyboard.press("ArrowDown")  # never moves JupyterLab to another cell
    page.keyboard.press("ArrowRight")
    assert _active_cell(page) == cell
    assert page.evaluate("() => document.activeElement.textContent.trim()") == say("exercise.button.check")
    page.keyboard.press("Enter")
    _wait(choice.locator(".cl-feedback"), lambda t: t.endswith(_expected(DirectionQuiz(4), "left")), "the choice")
    page.keyboard.press("Tab")  # to Hint, an ipywidgets button: the same ring
    rings.append(_ring(page))
    page.keyboard.press("ArrowLeft")
    assert _active_cell(page) == cell
    page.keyboard.press("Enter")
    choice.locator(".cl-hints").wait_for()

    # --- A typed number: type, Enter.
    number = _exercise(page, 1)
    number.scroll_into_view_if_needed()
    number.get_by_role("textbox").focus()
    rings.append(_ring(page))
    page.keyboard.type("152")
    page.keyboard.press("Enter")
    _wait(number.locator(".cl-feedback"), lambda t: t.startswith("✓ Correct."), "the number")

    # --- A pick with a blind forward: Space picks the Flower, Tab to the stepper, Enter twice.
    pick = _exercise(page, 2)
    pick.scroll_into_view_if_needed()
    pick.locator(".cl-picker-rack [role=checkbox][tabindex='0']").focus()
    rings.append(_ring(page))
    page.keyboard.press("End")  # the Joker, last in the rack
    page.keyboard.press("ArrowLeft")  # a Flower
    rings.append(_ring(page))
    page.keyboard.press("Space")
    page.keyboard.press("Tab")  # the stepper's "fewer" button
    page.keyboard.press("Tab")  # its "more" button
    rings.append(_ring(page))
    page.keyboard.press("Enter")
    page.keyboard.press("Enter")
    pick.locator(".cl-picker-status", has_text="1 from your rack and 2 forwarded unseen").wait_for()
    page.keyboard.press("Tab")  # Check, inside the picker
    rings.append(_ring(page))
    page.keyboard.press("Enter")
    from charleston_lessons.table import PassChoice
    from charleston_lessons.tiles import parse_tiles

    want = _expected(PickPass(3, RACK, arriving=3), PassChoice(tuple(parse_tiles("F")), 2))
    _wait(pick.locator(".cl-feedback"), lambda t: t.endswith(want), "the pick")

    # --- Play-a-seat: the stop question (Go on) and the courtesy offer (arrows, Tab, Enter).
    games = page.locator(f"{lab.ACTIVE_NOTEBOOK} .cl-play-seat")
    stop = games.nth(0)
    stop.scroll_into_view_if_needed()
    stop.get_by_role("button", name=re.compile(rf"^\W*{say('play.button.go_on')}$")).focus()
    rings.append(_ring(page))
    page.keyboard.press("Enter")
    _wait(stop.locator(".cl-play-history li").last, lambda t: "went on" in t or "Stop question" in t, "going on")
    offer = games.nth(1)
    offer.scroll_into_view_if_needed()
    offer.get_by_role("radio").first.focus()  # 0
    page.keyboard.press("ArrowRight")  # 1
    page.keyboard.press("ArrowRight")  # 2
    rings.append(_ring(page))
    page.keyboard.press("Tab")
    rings.append(_ring(page))
    page.keyboard.press("Enter")
    _wait(offer.locator(".cl-play-history li").last, lambda t: "offered 2 " in t, "the offer")

    print(f"focus rings in {theme}: " + "; ".join(f"{r['label']!r} {r['width']}px {r['ratio']:.2f}:1" for r in rings))
    assert min(r["ratio"] for r in rings) >= 3
    assert not [e for e in page_errors if "widget" in e.lower()], page_errors
