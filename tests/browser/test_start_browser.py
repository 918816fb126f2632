"""A course notebook starts itself (issue 31): opened as a learner opens it, with no click on
any menu, its cells run once the kernel is ready (the page extension, page.js `autostart`),
the first exercise can be answered, and the notebook tab is not marked modified afterwards.
A reload runs it again and keeps the learner's progress. Lesson 1 in English and in Malay,
the express page and practice; then the keyboard alone reaches the first exercise from the
page's load, and a notebook that is not the course's does not run itself.

Nothing here calls `lab.run_all_cells` or any JupyterLab command: the page does the running.
"""

from __future__ import annotations

import json
import re
import time

import lab
import pytest

from charleston_lessons.drills import drill, parse_item_id
from charleston_lessons.exercises import NumberQuiz
from charleston_lessons.lessons import find_exercise
from charleston_lessons.messages import say, speaking

pytestmark = pytest.mark.browser

FIRST = f"{lab.ACTIVE_NOTEBOOK} .cl-exercise"
# (notebook, language) as a learner opens them: lesson 1 in both languages, express, practice.
OPENED = [
    ("01_start_here.ipynb", "en"),
    ("ms/01_start_here.ipynb", "ms"),
    ("00_express.ipynb", "en"),
    ("practice.ipynb", "en"),
]
# Tab presses from the page's load to the first exercise's input, at most. JupyterLab puts
# before the lesson its menu bar (one stop), the tab bar and the side bars' tabs (a roving
# group each: one stop), the notebook toolbar's items (some ten), the notebook itself, then
# the lesson's links above the first exercise (lesson 1's header and overview: about fifteen).
# Forty leaves room for a shell that shows more of JupyterLab's own parts, and still fails if
# the exercise cannot be reached at all or sits behind every control of the page.
TAB_BOUND = 40


def _modified(page, nb_path: str) -> dict:
    """Whether JupyterLab holds the notebook as modified: its model and its tab's mark."""
    return lab.eval_in_panel(
        page, nb_path,
        "(panel) => ({dirty: panel.context.model.dirty,"
        " tab: panel.title.className.includes('jp-mod-dirty')"
        "   || !!document.querySelector('.lm-TabBar-tab.jp-mod-dirty')})",
    )


def _at_top(page, nb_path: str) -> int:
    """How far the notebook is scrolled: a lesson just opened (or reloaded) shows its top, not
    the last cell JupyterLab's Run All makes active."""
    return lab.eval_in_panel(page, nb_path, "(panel) => (panel.content.outerNode || panel.content.node).scrollTop")


def _first_exercise(page):
    """The first exercise on the page, once the page's own run has drawn it, and the exercise
    it shows (made again from its id, as a learner who knows the rules knows the answer)."""
    quiz = page.locator(FIRST).first
    quiz.wait_for(timeout=90_000)
    exercise_id = quiz.locator(".cl-prompt").first.get_attribute("data-exercise")
    item = parse_item_id(exercise_id)
    return quiz, exercise_id, (drill(*item) if item else find_exercise(exercise_id)[1])


def _answer(quiz, exercise) -> str:
    """Answer rightly as a person does (type or choose, press Check); the verdict shown."""
    if isinstance(exercise, NumberQuiz) and quiz.get_by_role("textbox").count():
        quiz.get_by_role("textbox").first.fill(str(exercise.answer))
    elif isinstance(exercise, NumberQuiz):
        quiz.get_by_role("radio", name=str(exercise.answer), exact=True).click()
    else:
        ids = list(exercise.option_ids)
        right = exercise.options[ids.index(exercise.answer)] if exercise.answer in ids else exercise.answer
        quiz.get_by_role("radio", name=str(right), exact=True).click()
    quiz.get_by_role("button", name=say("exercise.button.check")).click()
    feedback = quiz.locator(".cl-feedback", has_text=say("exercise.outcome.correct"))
    feedback.wait_for(timeout=60_000)
    return " ".join(feedback.inner_text().split())


def _answers_in(progress_file, exercise_id: str) -> int:
    """How many answers to `exercise_id` the progress file holds (one JSON object a line)."""
    if not progress_file.exists():
        return 0
    count = 0
    for line in progress_file.read_text().splitlines():
        try:
            record = json.loads(line)
        except ValueError:
            continue
        if isinstance(record, dict) and exercise_id in json.dumps(record):
            count += 1
    return count


@pytest.mark.parametrize(("nb_path", "lang"), OPENED, ids=[nb for nb, _ in OPENED])
def test_a_course_notebook_starts_itself(page, lab_server, nb_path, lang):
    lab_server.reset_user_state()
    try:
        lab.open_notebook(page, lab_server, nb_path)
        state = lab.wait_for_page_run(page, nb_path)
        run = state["pageRun"]
        assert run["course"] and run["kernel"] and run["start"] and run["started"], run
        # The page hands the cells over as soon as the kernel exists (its connection sends them
        # when the kernel answers), so the run starts before the kernel is ready and ends after.
        assert int(run["start"]) <= int(run["kernel"]) <= int(run["started"]), run
        assert lab.executed_all_code_cells(state), "the page's own run left a code cell unrun"
        assert not lab.error_outputs(page, state)
        page.wait_for_timeout(500)  # a late scroll of JupyterLab's would come within this
        assert _at_top(page, nb_path) == 0, "the page's own run scrolled the lesson away from its top"
        # No "Start the lesson" button: it shows only when the kernel could not start.
        assert page.locator(f"{lab.ACTIVE_NOTEBOOK} .cl-start-lesson").count() == 0

        with speaking(lang):
            quiz, exercise_id, exercise = _first_exercise(page)
            check = quiz.get_by_role("button", name=say("exercise.button.check"))
            assert check.is_visible() and check.is_enabled()
            verdict = _answer(quiz, exercise)
            assert say("exercise.outcome.correct") in verdict
        assert re.search(r"\b[A-Z]{1,3}\d+\b", verdict), f"the verdict names no rule: {verdict}"
        assert _modified(page, nb_path) == {"dirty": False, "tab": False}

        progress = lab_server.state_dir / "progress.json"
        deadline = time.monotonic() + 15
        while _answers_in(progress, exercise_id) < 1 and time.monotonic() < deadline:
            page.wait_for_timeout(100)
        assert _answers_in(progress, exercise_id) >= 1, "the answer did not reach the progress file"

        # A reload: the page runs it again by itself, and the answer is still the learner's.
        before = page.evaluate("() => document.documentElement.dataset.clStart")
        page.reload(wait_until="domcontentloaded")
        lab.wait_for_lab_ready(page)
        lab.wait_for_kernel_idle(page, nb_path, timeout=90)
        again = lab.wait_for_page_run(page, nb_path)["pageRun"]
        assert again["started"] and int(again["start"]) > int(before), (before, again)
        assert _answers_in(progress, exercise_id) >= 1
        page.wait_for_timeout(500)
        assert _at_top(page, nb_path) == 0, "the run after a reload scrolled the lesson away from its top"
        assert _modified(page, nb_path) == {"dirty": False, "tab": False}
        with speaking(lang):
            quiz2, id2, _ = _first_exercise(page)
        if not nb_path.endswith("practice.ipynb"):  # practice asks a fresh question each time
            assert id2 == exercise_id
        lab.screenshot(page, f"start-{nb_path.replace('/', '-')}")
    finally:
        lab_server.shutdown_kernels()


def test_the_keyboard_reaches_the_first_exercise(page, lab_server):
    """From the page's load, Tab alone reaches the first exercise's input in a bounded count."""
    nb_path = "01_start_here.ipynb"
    lab_server.reset_user_state()
    try:
        lab.open_notebook(page, lab_server, nb_path)
        lab.wait_for_page_run(page, nb_path)
        page.locator(FIRST).first.wait_for()
        inside = f"""() => {{
            const quiz = document.querySelector('{FIRST}');
            const el = document.activeElement;
            return !!(quiz && el && quiz.contains(el)
                      && el.matches('button, input, [role=radio], [role=button], [tabindex]'));
        }}"""
        page.evaluate("() => { document.activeElement && document.activeElement.blur(); window.focus(); }")
        presses = 0
        while presses < TAB_BOUND * 2 and not page.evaluate(inside):
            page.keyboard.press("Tab")
            presses += 1
        print(f"Tab presses to the first exercise: {presses}")
        assert page.evaluate(inside), f"{presses} Tab presses never reached the first exercise"
        assert presses <= TAB_BOUND, f"the first exercise took {presses} Tab presses (bound {TAB_BOUND})"
        ring = page.evaluate(lab.FOCUS_RING)
        assert ring["ok"], ring
    finally:
        lab_server.shutdown_kernels()


def test_a_notebook_not_the_courses_does_not_run_itself(page, lab_server):
    """Only the course's own notebooks start themselves: a learner's scratch notebook waits."""
    nb_path = lab_server.add_notebook("scratch_not_course.ipynb", ["print('ran')"])
    try:
        lab.open_notebook(page, lab_server, nb_path)
        page.wait_for_timeout(1500)
        assert not lab.page_run(page, nb_path)["start"]
        state = lab.notebook_state(page, nb_path)
        assert all(c["executionCount"] is None for c in state["cells"]), state
        ran = lab.run_all_cells(page, nb_path)  # the harness runs what does not run itself
        assert ran["runAll"] == {"ok": True} and lab.executed_all_code_cells(ran)
    finally:
        lab_server.shutdown_kernels()


# The words page.js shows on its button, by the notebook's language folder (page.js keeps them,
# as it cannot read the course's catalogs): what the learner reads in each language.
START_WORDS = {"en": "Start the lesson", "ms": "Mulakan pelajaran"}


@pytest.fixture(scope="module")
def broken_kernel_server(chromium_path, tmp_path_factory):
    """A JupyterLab whose course notebooks name a kernel that exits as soon as it starts."""
    root = tmp_path_factory.mktemp("broken-kernel")
    spec = root / "jupyter-path" / "kernels" / "broken"
    spec.mkdir(parents=True)
    spec.joinpath("kernel.json").write_text(json.dumps(
        {"argv": ["/bin/false", "{connection_file}"], "display_name": "Broken", "language": "python"}))
    server = lab.start_lab_server(root / "state", env={"JUPYTER_PATH": str(root / "jupyter-path")})
    import nbformat

    for folder in ("", "ms/"):
        nb = nbformat.read(lab.NOTEBOOKS_DIR / f"{folder}01_start_here.ipynb", as_version=4)
        nb.metadata["kernelspec"] = {"name": "broken", "display_name": "Broken", "language": "python"}
        nbformat.write(nb, server.root_dir / f"{folder}99_broken.ipynb")
    yield server
    server.stop()


@pytest.mark.parametrize("lang", ["en", "ms"])
def test_a_kernel_that_cannot_start_leaves_one_start_button(page, broken_kernel_server, lang):
    """When the kernel dies as it starts, the page shows one "Start the lesson" button, in the
    notebook's language, with the focus on it; nothing runs and nothing is marked modified."""
    nb_path = f"{'ms/' if lang == 'ms' else ''}99_broken.ipynb"
    server = broken_kernel_server
    try:
        page.goto(server.notebook_url(nb_path), wait_until="domcontentloaded")
        lab.wait_for_lab_ready(page)
        button = page.locator(f"{lab.ACTIVE_NOTEBOOK} .cl-start-lesson").get_by_role("button")
        button.wait_for(timeout=90_000)
        assert page.locator(f"{lab.ACTIVE_NOTEBOOK} .cl-start-lesson").count() == 1
        assert " ".join(button.inner_text().split()) == START_WORDS[lang]
        assert button.is_visible() and button.is_enabled()
        assert page.evaluate("() => document.activeElement && document.activeElement.className") == "cl-start-lesson-button"
        run = lab.page_run(page, nb_path)
        assert run["failed"] and not run["started"], run
        assert _modified(page, nb_path) == {"dirty": False, "tab": False}
        box = button.bounding_box()
        assert box and box["height"] >= 44 and box["width"] >= 44, box
        lab.screenshot(page, f"start-button-{lang}")
    finally:
        server.shutdown_kernels()
        server.reset_user_state()
