"""Type and click at once, as a person does: every verdict and every saved attempt must be for
what was on screen when Check was pressed, never for the answer before it.

For each kind of input (a typed number, a choice, the tile picker, the play-a-seat offer and
the live table's typed choices) the test acts 30 times with no pause between typing or
choosing and pressing, alternating right and wrong answers, and checks each verdict against
the core's own verdict for what was typed. Then a burst: ten answers typed and checked with
no wait at all, even for the feedback, while the kernel is still busy saving the ones before
(the typed number's saves are slowed down), after which the saved attempts must be exactly
those ten, in order. A test that waited politely between typing and clicking would hide the race.
"""

from __future__ import annotations

import re
import time

import lab
import pytest

from charleston_lessons.exercises import DirectionQuiz, NumberQuiz, PickPass
from charleston_lessons.messages import say
from charleston_lessons.progress import ProgressStore
from charleston_lessons.rules import Seat
from charleston_lessons.table import Table

pytestmark = pytest.mark.browser

NOTEBOOK = "scratch_answer_race.ipynb"
PROGRESS = "race-progress.json"  # in the server's own temp root, never the learner's file
RACK = "9B 2C 3C 4C 5C 6C 5D 6D 7D 7D W S F J"  # invented for teaching (G5)
TRIES = 30
WAIT_MS = 20_000
# The typed number's answers are saved this slowly (seconds), so the burst's presses come while
# the kernel is still busy with earlier ones: ipywidgets merges state updates made meanwhile,
# which once kept only the last of them.
SLOW_SAVE = 0.25


def number_quiz() -> NumberQuiz:
    return NumberQuiz("How many tiles are in the American set?", 152, rule="T1",
                      explanation="152 in all.", wrong={144: ("T1", "144 has no jokers.")},
                      high=500, id="race/number")


CELLS = [
    "from charleston_lessons import course\n"
    "from charleston_lessons.exercises import DirectionQuiz, NumberQuiz, PickPass\n"
    "from charleston_lessons.progress import ProgressStore\n"
    "from charleston_lessons.widgets import ExerciseWidget\n"
    f"store = ProgressStore({PROGRESS!r})\n"
    "import time\n"
    "def slow_record(attempt):  # a busy kernel: presses made meanwhile must queue, not merge\n"
    f"    time.sleep({SLOW_SAVE})\n"
    "    store.record(attempt)",
    'ExerciseWidget(NumberQuiz("How many tiles are in the American set?", 152, rule="T1",'
    ' explanation="152 in all.", wrong={144: ("T1", "144 has no jokers.")}, high=500, id="race/number"),'
    " on_attempt=slow_record)",
    'ExerciseWidget(DirectionQuiz(4, id="race/choice"), on_attempt=store.record)',
    f'ExerciseWidget(PickPass(2, {RACK!r}, good="9B W S", id="race/pick"), on_attempt=store.record)',
    "game = course.play_seat(seed=3)\n"
    "while game.game.phase.value != 'courtesy offers':\n"
    "    if game.game.phase.value == 'stop question':\n"
    "        game.answer_stop(False)\n"
    "    else:\n"
    "        game._settle(game.game.pass_tiles(game.game.coach_choice()))\n"
    "game",
    "course.live_table(seed=2026)",
]


def _exercise(page, n: int):
    return page.locator(f"{lab.ACTIVE_NOTEBOOK} .cl-exercise").nth(n)


def _text(locator) -> str:
    return " ".join(locator.inner_text().split())


def _wait_text(locator, what: str, check) -> str:
    """Poll the page (not the kernel) until the shown text passes `check`."""
    end = time.monotonic() + WAIT_MS / 1000
    text = ""
    while time.monotonic() < end:
        text = _text(locator)
        if check(text):
            return text
        locator.page.wait_for_timeout(25)
    raise AssertionError(f"timed out waiting for {what}; the page shows {text!r}")


def _saved(lab_server, exercise_id: str) -> list[str]:
    path = lab_server.root_dir / PROGRESS
    if not path.exists():
        return []
    return [a.outcome.value for a in ProgressStore(path).attempts() if a.exercise_id == exercise_id]


def _expected(exercise, answer) -> str:
    feedback = exercise.check(answer)
    return f"{feedback.label}. {feedback.rule} {feedback.message}"


def _wait_saved(lab_server, exercise_id: str, count: int) -> list[str]:
    end = time.monotonic() + WAIT_MS / 1000
    while time.monotonic() < end:
        saved = _saved(lab_server, exercise_id)
        if len(saved) >= count:
            return saved
        time.sleep(0.05)
    return _saved(lab_server, exercise_id)


@pytest.fixture
def race_page(page, lab_server, page_errors):
    lab_server.add_notebook(NOTEBOOK, CELLS)
    (lab_server.root_dir / PROGRESS).unlink(missing_ok=True)
    lab.open_notebook(page, lab_server, NOTEBOOK)
    state = lab.run_all_cells(page, NOTEBOOK)
    assert state["runAll"] == {"ok": True} and lab.error_outputs(page, state) == []
    # Not the first screen (test_first_screen_browser.py checks that): no panel by the widgets.
    lab.collapse_sidebars(page)
    yield page
    assert not [e for e in page_errors if "widget" in e.lower()], page_errors


def test_a_typed_number_is_graded_as_typed_at_any_speed(race_page, lab_server):
    page = race_page
    quiz, box = number_quiz(), _exercise(page, 0)
    field = box.get_by_role("textbox", name="Your answer")
    check = box.get_by_role("button", name=re.compile(r"^\W*Check$"))
    feedback = box.locator(".cl-feedback")
    typed = ["152" if i % 2 else ("144", "150", "15")[i % 3] for i in range(TRIES)]
    for i, answer in enumerate(typed):
        field.click()
        page.keyboard.press("ControlOrMeta+a")
        page.keyboard.type(answer)  # no delay between keys
        if i % 3 == 2:
            page.keyboard.press("Enter")  # Enter checks too
        else:
            check.click()  # at once: no pause after typing
        want = _expected(quiz, answer)
        _wait_text(feedback, f"try {i + 1} ({answer!r})", lambda t, w=want: t.endswith(w))
    saved = _wait_saved(lab_server, "race/number", TRIES)
    assert saved == [quiz.check(a).outcome.value for a in typed]

    # The burst: ten answers with no wait at all between them, not even for the feedback.
    burst = ["152" if i % 2 else "144" for i in range(10)]
    for answer in burst:
        field.click()
        page.keyboard.press("ControlOrMeta+a")
        page.keyboard.type(answer)
        check.click()
    saved = _wait_saved(lab_server, "race/number", TRIES + len(burst))
    assert saved[TRIES:] == [quiz.check(a).outcome.value for a in burst]
    _wait_text(feedback, "the last burst answer", lambda t: t.endswith(_expected(quiz, burst[-1])))


def test_a_choice_is_graded_as_chosen_at_any_speed(race_page, lab_server):
    page = race_page
    quiz, box = DirectionQuiz(4), _exercise(page, 1)
    check = box.get_by_role("button", name=re.compile(r"^\W*Check$"))
    feedback = box.locator(".cl-feedback")
    chosen = ["left" if i % 2 else ("right", "across")[(i // 2) % 2] for i in range(TRIES)]
    for i, answer in enumerate(chosen):
        radio = box.get_by_role("radio", name=re.compile(rf"{answer}$"))
        radio.click()
        check.click()
        want = _expected(quiz, answer)
        _wait_text(feedback, f"try {i + 1} ({answer!r})", lambda t, w=want: t.endswith(w))
        assert radio.get_attribute("aria-checked") == "true"
    saved = _wait_saved(lab_server, "race/choice", TRIES)
    assert saved == [quiz.check(a).outcome.value for a in chosen]
    # The keyboard: arrows move the choice inside the group, Space chooses, Tab reaches Check.
    box.get_by_role("radio", name=re.compile(r"right$")).focus()
    page.keyboard.press("Space")
    page.keyboard.press("ArrowRight")
    page.keyboard.press("ArrowRight")  # right -> across -> left
    focused = page.evaluate("() => document.activeElement.getAttribute('aria-checked')")
    assert focused == "true"
    page.keyboard.press("Tab")
    page.keyboard.press("Enter")
    _wait_text(feedback, "the keyboard answer", lambda t: t.endswith(_expected(quiz, "left")))


def test_a_pick_is_graded_on_the_tiles_shown_at_any_speed(race_page, lab_server):
    page = race_page
    pick, box = PickPass(2, RACK, good="9B W S"), _exercise(page, 2)
    check = box.get_by_role("button", name=re.compile(r"^\W*Check$"))
    feedback = box.locator(".cl-feedback")
    choices = [["9 Bam", "West", "South"], ["2 Crak", "3 Crak", "4 Crak"], ["Joker", "West", "South"]]
    previous: list[str] = []
    picked = []
    for i in range(TRIES):
        choice = choices[0] if i % 2 else choices[1 + (i // 2) % 2]
        for name in previous:  # put the last choice back, then pick the new one: no pauses
            box.locator(f".cl-picker-rack [role=checkbox][aria-label='{name}']").first.click()
        for name in choice:
            box.locator(f".cl-picker-rack [role=checkbox][aria-label='{name}']").first.click()
        check.click()
        codes = [{"9 Bam": "9B", "West": "W", "South": "S", "Joker": "J"}.get(n, n[0] + "C") for n in choice]
        want = _expected(pick, codes)
        _wait_text(feedback, f"try {i + 1} ({choice})", lambda t, w=want: t.endswith(w))
        previous, picked = choice, [*picked, codes]
    saved = _wait_saved(lab_server, "race/pick", TRIES)
    assert saved == [pick.check(c).outcome.value for c in picked]


def test_a_courtesy_offer_is_graded_as_chosen_at_any_speed(race_page):
    page = race_page
    game = page.locator(f"{lab.ACTIVE_NOTEBOOK} .cl-play-seat")
    offer = game.get_by_role("button", name=re.compile(rf"^\W*{say('play.button.offer')}$"))
    undo = game.get_by_role("button", name=re.compile(rf"^\W*{say('play.button.undo')}$"))
    feedback = game.locator(".cl-play-feedback")
    for i in range(TRIES):
        count = (3, 0, 2, 1)[i % 4]
        game.get_by_role("radio", name=re.compile(rf"^\W*{count}$")).click()
        offer.click()  # at once
        history = game.locator(".cl-play-history li").last
        _wait_text(history, f"offer {i + 1} ({count})", lambda t, c=count: f"offered {c} " in t)
        assert "Courtesy offer" in _text(feedback)
        undo.click()
        _wait_text(feedback, "the offer taken back", lambda t: t.startswith("Taken back."))
        offer.wait_for(state="visible", timeout=WAIT_MS)


def test_the_live_tables_typed_choices_are_played_as_typed_at_any_speed(race_page):
    page = race_page
    live = page.locator(f"{lab.ACTIVE_NOTEBOOK} .cl-live-table")
    table = Table.deal(2026)
    south = [t for t in table.rack(Seat.SOUTH) if not t.is_joker]
    box = live.get_by_role("textbox", name=say("live.tiles_label", seat="South"))
    play = live.get_by_role("button", name=re.compile(rf"^\W*{say('live.button.play')}$"))
    undo = live.get_by_role("button", name=re.compile(rf"^\W*{say('live.button.undo')}$"))
    feedback = live.locator(".cl-live-feedback")
    held = {str(t) for t in table.rack(Seat.SOUTH)}
    missing = next(code for code in ("1D", "9D", "5C", "8B") if code not in held)
    for i in range(TRIES):
        if i % 2:
            three = [south[(i + k) % len(south)] for k in range(3)]
            if len(set(three)) < 3:
                three = south[:3]
            typed = " ".join(str(t) for t in three)
        else:
            typed = f"{missing} {south[0]} {south[1]}"
        box.click()
        page.keyboard.press("ControlOrMeta+a")
        page.keyboard.type(typed)
        play.click()  # at once
        if i % 2:
            _wait_text(live.locator(".cl-live-log"), f"pass {i + 1} played", lambda t: "Pass 1 (first right) played" in t)
            west = live.locator(".cl-form-group[data-group='West']")
            names = ", ".join(t.name for t in sorted(three))
            _wait_text(west, "what West received", lambda t, n=names: f"Received on pass 1: {n}." in t)
            undo.click()
            _wait_text(live.locator(".cl-live-log"), "the undo", lambda t: "Pass 1 (first right) played" not in t)
        else:
            _wait_text(feedback, f"refusal {i + 1}", lambda t: "P7" in t and "South" in t)
