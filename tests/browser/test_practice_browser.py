"""The practice notebook in real JupyterLab, as a person uses it, in English and in Malay.

Today: practice.ipynb (ms/practice.ipynb) is run, and all ten questions are answered with the
keyboard alone at a person's pace: choose with the arrow keys or Space (or type a number),
Tab to Check, Enter, read the verdict, Tab to Next, Enter. After Next the new question's input
holds the focus (what the widget promises), and every control reached shows its focus ring.
One answer is wrong on purpose (the 4th); the summary says 9 of 10, and every answer is in
the progress file. Tomorrow: a new JupyterLab over the same progress files, its clock moved a
day (`CHARLESTON_CLOCK_SHIFT=1`, which the kernels inherit): the first question is the skill
missed the day before, "due for review", and the line every lesson ends with says a review is due
(`course.reviews_due()`).
axe-core runs on the practice page, and screenshots are kept in light and dark at 1280 and
390 px wide: test-artifacts/screenshots/practice-*.png.

The test knows the right answer as a learner who knows the rules does: the page names the
item it shows (the prompt's `data-exercise`, `practice/<skill>-<seed>`), and the test makes
the same item with `drills.drill(skill, seed)` in the same language.

Two learners take turns on one computer, one in each language, each with a progress file of
their own: it is put where the course keeps progress (`CHARLESTON_PROGRESS` of the server)
before their session and kept after it. One server a day serves both, to keep the run short.
"""

from __future__ import annotations

import random
import re
import shutil
import time
from pathlib import Path

import lab
import pytest

from charleston_lessons.drills import drill, parse_item_id
from charleston_lessons.exercises import ChoiceQuiz, NumberQuiz, Outcome
from charleston_lessons.messages import say, say_count, speaking
from charleston_lessons.practice import PARK_GAP, SESSION_ITEMS
from charleston_lessons.progress import ProgressStore
from charleston_lessons.skills import skill

pytestmark = pytest.mark.browser

LANGUAGES = ("en", "ms")
NOTEBOOK = {"en": "practice.ipynb", "ms": "ms/practice.ipynb"}
LESSON_END = "scratch_lesson_end.ipynb"  # what every lesson shows last: course.reviews_due()
WRONG_AT = 4  # the one question answered wrongly on purpose
NARROW = {"width": 390, "height": 844}
PAUSE = (0.15, 0.3)  # seconds between two keys, as a person presses them
READ = 0.4  # seconds a person takes to read a verdict
_PACE = random.Random(22)

# What the first day left for the second: each learner's missed skill.
MISSED: dict[str, str] = {}

# Where the focus is: the words of the focused control, and whether it is inside the input
# (answer form or tile picker) of the question on screen.
FOCUS = """(root) => {
  const el = document.activeElement;
  const input = root.querySelector('.cl-exercise :is(.cl-form, .cl-picker)');
  return {text: (el && el.textContent || '').trim(), tag: el ? el.tagName : null,
          inInput: !!(input && input.contains(el)), inPractice: root.contains(el)};
}"""


class Day:
    """One day's JupyterLab, and the progress file its kernels keep answers in."""

    def __init__(self, server: lab.LabServer, progress: Path, learners: Path) -> None:
        self.server, self.progress, self.learners = server, progress, learners

    def learner(self, lang: str) -> Path:
        return self.learners / f"progress-{lang}.json"

    def sit_down(self, lang: str) -> None:
        """Put `lang`'s learner's progress file where the course keeps progress."""
        self.server.shutdown_kernels()
        self.progress.unlink(missing_ok=True)
        if self.learner(lang).exists():
            shutil.copyfile(self.learner(lang), self.progress)

    def stand_up(self, lang: str) -> None:
        """Keep what the learner answered in their own file."""
        self.server.shutdown_kernels()
        shutil.copyfile(self.progress, self.learner(lang))


def _start(tmp: Path, name: str, progress: Path, **env: str) -> lab.LabServer:
    try:
        return lab.start_lab_server(tmp / name, env={"CHARLESTON_PROGRESS": str(progress), **env},
                                    log_path=lab.ARTIFACTS_DIR / f"lab-server-practice-{name}.log")
    except lab.LabServerError as exc:
        pytest.fail(str(exc), pytrace=False)


@pytest.fixture(scope="module")
def folder(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("practice")
    (path / "learners").mkdir()
    return path


@pytest.fixture(scope="module")
def today(chromium_path: str, folder: Path):
    server = _start(folder, "today", folder / "progress.json")
    yield Day(server, folder / "progress.json", folder / "learners")
    server.stop()


@pytest.fixture(scope="module")
def tomorrow(today: Day, folder: Path):
    """Come back tomorrow: today's server stopped, a new one whose clock is a day on."""
    today.server.stop()
    server = _start(folder, "tomorrow", today.progress, CHARLESTON_CLOCK_SHIFT="1")
    yield Day(server, today.progress, today.learners)
    server.stop()


def _open_page(browser, errors: list[str]):
    context = browser.new_context(viewport={"width": 1280, "height": 900}, device_scale_factor=1)
    context.set_default_timeout(30_000)
    page = context.new_page()
    page.on("console", lambda msg: errors.append(f"[{msg.type}] {msg.text}") if msg.type == "error" else None)
    page.on("pageerror", lambda err: errors.append(f"[pageerror] {err}"))
    return context, page


@pytest.fixture
def errors() -> list[str]:
    return []


def _page_fixture(day_name: str):
    @pytest.fixture
    def fixture(browser, request, errors):
        day: Day = request.getfixturevalue(day_name)
        context, page = _open_page(browser, errors)
        yield day, page
        rep = getattr(request.node, "_cl_rep_call", None)
        if rep is not None and rep.failed:
            lab.SCREENSHOTS_DIR.mkdir(parents=True, exist_ok=True)
            safe = re.sub(r"[^A-Za-z0-9_.-]+", "_", request.node.name)
            page.screenshot(path=str(lab.SCREENSHOTS_DIR / f"FAILED-{safe}.png"), full_page=True)
        context.close()
        day.server.shutdown_kernels()
        day.server.reset_user_state()

    return fixture


day_one = _page_fixture("today")
day_two = _page_fixture("tomorrow")


# --------------------------------------------------------------------------- a person's hands


def _pause(page, seconds: float | None = None) -> None:
    page.wait_for_timeout(1000 * (seconds if seconds is not None else _PACE.uniform(*PAUSE)))


def _press(page, key: str) -> None:
    page.keyboard.press(key)
    _pause(page)


def _ring(page, rings: list[dict]) -> None:
    ring = page.evaluate(lab.FOCUS_RING)
    assert ring["ok"], f"focus ring: {ring}"
    rings.append(ring)


def _until(page, what: str, check, timeout: float = 20.0):
    end = time.monotonic() + timeout
    while True:
        found = check()
        if found:
            return found
        if time.monotonic() > end:
            raise AssertionError(f"timed out waiting for {what}")
        page.wait_for_timeout(50)


def _text(locator) -> str:
    return " ".join(locator.inner_text().split())


def _title(lang: str, key: str) -> str:
    with speaking(lang):
        return skill(key).title


def _headings(lang: str, number: int, key: str) -> dict[str, str]:
    """The heading over question `number` on `key`, for each reason it may come now."""
    with speaking(lang):
        title = skill(key).title
        return {why: say("practice.item.heading", number=number, total=SESSION_ITEMS, title=title,
                         why=say(f"practice.reason.{why}")) for why in ("review", "again", "learn", "new", "keep")}


def _open_practice(page, day: Day, lang: str):
    lab.open_notebook(page, day.server, NOTEBOOK[lang])
    state = lab.run_all_cells(page, NOTEBOOK[lang])
    assert state["runAll"] == {"ok": True} and lab.error_outputs(page, state) == [], state["runAll"]
    # Not the first screen (test_first_screen_browser.py checks that): no panel by the widgets.
    lab.collapse_sidebars(page)
    root = page.locator(f"{lab.ACTIVE_NOTEBOOK} .cl-practice").first
    root.wait_for(timeout=30_000)
    root.scroll_into_view_if_needed()
    return root


def _question(page, root, lang: str, number: int, before: str | None):
    """Wait for question `number` (a new item, not `before`); its exercise, id and heading."""
    prompt = root.locator(".cl-exercise .cl-prompt")

    def shown():
        heading = root.locator(".cl-practice-item h3")
        if not heading.count() or not prompt.count():
            return None
        found = prompt.first.get_attribute("data-exercise")
        words = _text(heading.first)
        return (found, words) if found and found != before and words.startswith(
            _headings(lang, number, "direction")["learn"].split(":")[0] + ":") else None

    exercise_id, heading = _until(page, f"question {number}", shown)
    parsed = parse_item_id(exercise_id)
    assert parsed is not None, exercise_id
    key, seed = parsed
    assert heading in _headings(lang, number, key).values(), heading
    with speaking(lang):
        exercise = drill(key, seed)  # the same item, in the learner's language
    assert _text(prompt.first) == " ".join(exercise.prompt.split())
    return exercise, key, heading


def _answers(exercise, lang: str) -> tuple[str, str]:
    """A right and a wrong answer, as the input takes them (an option's id or a number)."""
    with speaking(lang):
        if isinstance(exercise, ChoiceQuiz):
            options = [key for key, _label in exercise.choices]
            right = str(exercise.answer)
        elif isinstance(exercise, NumberQuiz):
            options = [str(n) for n in range(exercise.low, exercise.high + 1)]
            right = str(exercise.answer)
        else:
            pytest.fail(f"practice showed a {type(exercise).__name__}: teach this test to answer it")
        assert exercise.check(right).outcome is Outcome.CORRECT
        wrong = next(v for v in options if exercise.check(v).outcome is Outcome.INCORRECT)
    return right, wrong


def _verdict(exercise, lang: str, value: str) -> str:
    with speaking(lang):  # the label is said when it is read
        feedback = exercise.check(value)
        return f"{feedback.label}. {feedback.rule} {feedback.message}"


def _answer(page, quiz, exercise, lang: str, value: str, rings: list[dict]) -> None:
    """Choose `value` with the arrow keys or Space (or type it), Tab to Check, Enter, and read
    the verdict. The focus is already in the input."""
    radios = quiz.locator(".cl-form-radio")
    if radios.count():
        values = radios.evaluate_all("bs => bs.map((b) => b.dataset.value)")
        at = values.index(value)
        _ring(page, rings)
        if at == 0:
            _press(page, "Space")
        for _ in range(at):
            _press(page, "ArrowRight")
        assert radios.nth(at).get_attribute("aria-checked") == "true"
        _ring(page, rings)
        _press(page, "Tab")
    else:
        box = quiz.get_by_role("textbox")
        assert box.evaluate("b => b === document.activeElement")
        _ring(page, rings)
        for digit in value:
            _press(page, digit)
        _press(page, "Tab")
    with speaking(lang):
        check = say("exercise.button.check")
    assert page.evaluate("() => document.activeElement.textContent.trim()") == check
    _ring(page, rings)
    page.keyboard.press("Enter")
    want = _verdict(exercise, lang, value)
    feedback = quiz.locator(".cl-feedback")
    _until(page, f"the verdict {want!r}", lambda: _text(feedback).endswith(want))
    _pause(page, READ)


def _tab_to(page, root, words: str, rings: list[dict], most: int = 8) -> None:
    """Tab on until the focus is on the button that says `words` (Next, See my score)."""
    button = root.locator(".widget-button", has_text=words).first
    _until(page, f"{words!r} to be enabled", button.is_enabled)
    for _ in range(most):
        _press(page, "Tab")
        if page.evaluate(FOCUS, root.element_handle())["text"] == words:
            _ring(page, rings)
            return
    raise AssertionError(f"{most} presses of Tab never reached {words!r}")


# --------------------------------------------------------------------------- the tests


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_session_answered_by_keyboard_alone_at_a_persons_pace(day_one, lang, errors, axe):
    day, page = day_one
    day.sit_down(lang)
    root = _open_practice(page, day, lang)
    with speaking(lang):
        next_words, score_words, again_words = (say(k) for k in (
            "practice.button.next", "practice.button.finish", "practice.button.again"))
        score = say("practice.summary.score", clean=SESSION_ITEMS - 1, answered=SESSION_ITEMS, total=SESSION_ITEMS)
    rings: list[dict] = []
    seen: list[tuple[str, str]] = []  # (exercise id, skill) of each question
    before = None
    for number in range(1, SESSION_ITEMS + 1):
        exercise, key, heading = _question(page, root, lang, number, before)
        quiz = root.locator(".cl-exercise").first
        if number == 1:
            # Into the first question as a person gets there: its one tab stop.
            quiz.locator(":is([role=radio][tabindex='0'], input[type=text])").first.focus()
        else:
            # Next left the keyboard in the new question's input.
            _until(page, f"the focus in question {number}'s input",
                   lambda: page.evaluate(FOCUS, root.element_handle())["inInput"])
        right, wrong = _answers(exercise, lang)
        _answer(page, quiz, exercise, lang, wrong if number == WRONG_AT else right, rings)
        if number == WRONG_AT:
            MISSED[lang] = key
            assert _title(lang, key) in heading  # the heading named the skill missed
        seen.append((exercise.id, key))
        before = exercise.id
        _tab_to(page, root, next_words if number < SESSION_ITEMS else score_words, rings)
        page.keyboard.press("Enter")

    summary = root.locator(".cl-practice-summary")
    _until(page, "the score", lambda: score in _text(summary))
    assert ("9 of 10" if lang == "en" else "9 daripada 10") in _text(summary)
    assert summary.evaluate("s => s.closest('[role=status]') !== null")  # announced
    _until(page, "the focus on Practise again",
           lambda: page.evaluate(FOCUS, root.element_handle())["text"] == again_words)
    _ring(page, rings)
    print(f"{lang}: {len(rings)} focus rings, the faintest {min(r['ratio'] for r in rings):.2f}:1; "
          f"skills {[k for _i, k in seen]}")

    # Every answer reached the progress file: one each, the 4th wrong, none helped.
    found = ProgressStore(day.progress).attempts()
    assert [a.exercise_id for a in found] == [i for i, _k in seen]
    assert [a.outcome for a in found] == [Outcome.INCORRECT if n == WRONG_AT else Outcome.CORRECT
                                          for n in range(1, SESSION_ITEMS + 1)]
    assert not any(a.hints_used or a.solution_seen for a in found)
    if lang == "en":
        found = lab.run_axe(page, "practice-summary-light")
        assert lab.serious(found["course"]) == [], found["course"]
        root.locator(".widget-button", has_text=again_words).scroll_into_view_if_needed()
        lab.screenshot(page, "practice-en-summary-1280")
    assert errors == []
    day.stand_up(lang)


def _narrow(page, root) -> None:
    page.set_viewport_size(NARROW)
    # Not the first screen (test_first_screen_browser.py checks that): no panel by the widgets.
    lab.collapse_sidebars(page)
    root.scroll_into_view_if_needed()


def _overflow(root) -> list[str]:
    """What in the practice widget sticks out past its right edge (nothing should)."""
    return root.evaluate("""(r) => { const edge = r.getBoundingClientRect().right + 1; return [...r.querySelectorAll('*')]
        .filter((n) => n.getBoundingClientRect().right > edge && n.getClientRects().length)
        .map((n) => n.className && n.className.baseVal === undefined ? n.className : n.tagName).slice(0, 8); }""")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_tomorrow_the_missed_skill_is_due_and_comes_first(day_two, lang, errors, axe):
    day, page = day_two
    if lang not in MISSED:
        pytest.skip("the first day's session did not finish")
    day.sit_down(lang)
    if lang == "en":  # the end of every lesson says the review is due (before it is answered)
        day.server.add_notebook(LESSON_END, ["from charleston_lessons import course\ncourse.reviews_due()"])
        lab.open_notebook(page, day.server, LESSON_END)
        state = lab.run_all_cells(page, LESSON_END)
        assert state["runAll"] == {"ok": True}, state["runAll"]
        due = say("practice.due.some", count=say_count("count.reviews", 1), skills=_title(lang, MISSED[lang]))
        line = page.locator(f"{lab.ACTIVE_NOTEBOOK} .cl-reviews-due").first
        line.wait_for(state="attached", timeout=30_000)
        assert _text(line).startswith(due), _text(line)
    root = _open_practice(page, day, lang)
    exercise, key, heading = _question(page, root, lang, 1, None)
    assert key == MISSED[lang]
    assert heading == _headings(lang, 1, key)["review"]
    assert ("due for review" if lang == "en" else "perlu diulang kaji") in heading
    # Answered rightly this time, by keyboard, and the page looked at in that state.
    quiz = root.locator(".cl-exercise").first
    quiz.locator(":is([role=radio][tabindex='0'], input[type=text])").first.focus()
    rings: list[dict] = []
    _answer(page, quiz, exercise, lang, _answers(exercise, lang)[0], rings)
    with speaking(lang):
        _tab_to(page, root, say("practice.button.next"), rings)
    if lang == "en":
        found = lab.run_axe(page, "practice-question-light")
        assert lab.serious(found["course"]) == [], found["course"]
    wide = page.viewport_size
    for theme in lab.THEMES:
        lab.set_theme(page, theme)
        root.scroll_into_view_if_needed()
        lab.screenshot(page, f"practice-{lang}-1280", theme)
    try:
        _narrow(page, root)
        assert _overflow(root) == []
        for theme in lab.THEMES:
            lab.set_theme(page, theme)
            root.scroll_into_view_if_needed()
            lab.screenshot(page, f"practice-{lang}-390", theme, whole_notebook=True)
    finally:
        page.set_viewport_size(wide)
    assert errors == []
    day.stand_up(lang)


# --------------------------------------------------------------------------- a stuck learner (issue 32)

STUCK = "direction"  # the skill this learner misses every time it is asked
TAUGHT = r"(^|/)03_rollor\.ipynb(\?[^#]*)?#\S+"  # a link to a section of lesson 3, which teaches it


def test_two_misses_of_one_skill_by_keyboard_bring_a_worked_example_then_other_skills_and_a_summary_with_links(
        learner_server, browser, errors, axe):
    """JupyterLab as `make lab` serves it, a fresh learner: every question on which way a pass
    goes answered wrongly, the rest rightly, by keyboard alone. After the second miss the worked
    example shows (its lesson's question, the answer and why, a link to the section), Next goes
    on to another skill, and the summary lists every miss with its rule and a link."""
    lang = "en"
    context, page = _open_page(browser, errors)
    try:
        lab.open_notebook(page, learner_server, NOTEBOOK[lang])
        state = lab.run_all_cells(page, NOTEBOOK[lang])
        assert state["runAll"] == {"ok": True} and lab.error_outputs(page, state) == [], state["runAll"]
        lab.collapse_sidebars(page)
        root = page.locator(f"{lab.ACTIVE_NOTEBOOK} .cl-practice").first
        root.wait_for(timeout=30_000)
        root.scroll_into_view_if_needed()
        next_words, score_words = say("practice.button.next"), say("practice.button.finish")
        rings: list[dict] = []
        missed: list[str] = []
        example_seen, example_after = False, 0
        before = None
        for number in range(1, SESSION_ITEMS + 1):
            exercise, key, heading = _question(page, root, lang, number, before)
            if example_seen and number <= example_after + PARK_GAP:
                assert key != STUCK, "after the worked example the session goes on with other skills"
            quiz = root.locator(".cl-exercise").first
            if number == 1:
                quiz.locator(":is([role=radio][tabindex='0'], input[type=text])").first.focus()
            else:
                _until(page, f"the focus in question {number}'s input",
                       lambda: page.evaluate(FOCUS, root.element_handle())["inInput"])
            right, wrong = _answers(exercise, lang)
            _answer(page, quiz, exercise, lang, wrong if key == STUCK else right, rings)
            if key == STUCK:
                missed.append(exercise.id)
            before = exercise.id
            _tab_to(page, root, next_words if number < SESSION_ITEMS else score_words, rings)
            page.keyboard.press("Enter")
            if len(missed) == 2 and not example_seen:
                example = root.locator(".cl-worked-example")
                _until(page, "the worked example", lambda: example.count() > 0)
                words = _text(example.first)
                assert say("practice.example.heading", title=_title(lang, STUCK)) in words, words
                assert "Answer:" in words and "later in this session" in words, words
                # Its heading is seen once, in the box; the live heading above only announces it.
                heading = say("practice.example.heading", title=_title(lang, STUCK))
                named = root.get_by_text(heading, exact=True)
                boxes = [named.nth(i).bounding_box() for i in range(named.count())]
                seen = [b for b in boxes if b and b["width"] > 2 and b["height"] > 2]
                assert len(seen) == 1, f"the worked example's heading is shown {len(seen)} times"
                link = example.first.locator("a")
                # JupyterLab's renderer makes it /files/03_rollor.ipynb?…#section: it opens as a tab
                assert re.search(TAUGHT, link.get_attribute("href") or ""), link.get_attribute("href")
                found = lab.run_axe(page, "practice-worked-example-light")
                assert lab.serious(found["course"]) == [], found["course"]
                lab.screenshot(page, "practice-en-worked-example-1280")
                # The keyboard is on Next (the example took the question's place): Enter goes on.
                _until(page, "the focus on Next", lambda: page.evaluate(FOCUS, root.element_handle())["text"]
                       in (next_words, score_words))
                _ring(page, rings)
                page.keyboard.press("Enter")
                _until(page, "the worked example gone", lambda: root.locator(".cl-worked-example").count() == 0)
                example_seen, example_after = True, number
        assert example_seen and len(missed) >= 2, missed
        summary = root.locator(".cl-practice-summary")
        _until(page, "the summary", lambda: summary.count() > 0 and "right at the first try" in _text(summary))
        items = summary.locator(".cl-missed")
        assert items.count() == len(missed), _text(summary)
        for n in range(items.count()):
            assert "(rule " in _text(items.nth(n))
            href = items.nth(n).locator("a").get_attribute("href") or ""
            assert re.search(TAUGHT, href), href
        assert summary.locator("h3").count() == 1 and "Your session" not in _text(summary)
        found = lab.run_axe(page, "practice-stuck-summary-light")
        assert lab.serious(found["course"]) == [], found["course"]
        assert errors == []
    finally:
        context.close()
