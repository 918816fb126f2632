"""The practice notebook's face (charleston_lessons/widgets/practice.py), without a browser: a
whole session answered as a learner does, Next only once answered, the summary and Practise
again, the keyboard focus handed on, answers kept in the store, and both languages."""

from __future__ import annotations

import html
import random
import re
from datetime import datetime, timedelta, timezone

import pytest

from charleston_lessons import course
from charleston_lessons.exercises import Outcome
from charleston_lessons.messages import speaking
from charleston_lessons.practice import SESSION_ITEMS, Session
from charleston_lessons.progress import Attempt, ProgressStore
from charleston_lessons.widgets._style import HIDDEN
from charleston_lessons.widgets.practice import PracticeWidget
from drill_checks import wrong_answers

T0 = datetime(2027, 6, 7, 19, 0, tzinfo=timezone.utc)


class Clock:
    def __init__(self) -> None:
        self.time = T0

    def __call__(self) -> datetime:
        return self.time


def make(tmp_path, seed: int = 1, clock: Clock | None = None) -> tuple[PracticeWidget, ProgressStore, Clock]:
    store = ProgressStore(tmp_path / "p.json")
    clock = clock or Clock()
    widget = PracticeWidget(lambda: store, make_session=lambda: Session(store.attempts, now=clock, rng=random.Random(seed)),
                            lesson_notebook=lambda n: f"lesson{n}.ipynb")
    return widget, store, clock


def answer(widget: PracticeWidget, right: bool) -> Outcome:
    exercise = widget.current.exercise
    return widget.current.check(exercise.answer if right else wrong_answers(exercise)[0]).outcome


def test_a_whole_session_answered_in_a_row_is_kept_scored_and_can_begin_again(tmp_path):
    widget, store, clock = make(tmp_path)
    seen = []
    for number in range(1, SESSION_ITEMS + 1):
        assert f"{number} of {SESSION_ITEMS}" in widget.heading.value
        assert widget.next_button.disabled, "Next waits for an answer"
        before = widget.current
        widget.next()
        assert widget.current is before, "Next before an answer does nothing"
        seen.append(widget.current.exercise.id)
        assert answer(widget, right=number != 2) is (Outcome.INCORRECT if number == 2 else Outcome.CORRECT)
        assert not widget.next_button.disabled
        if number > 1:
            assert widget.current.input.autofocus, "after Next the keyboard is in the new question"
        clock.time += timedelta(seconds=30)
        widget.next_button.click()
    assert widget.current is None and widget.again_button.layout.display is None
    assert widget.next_button.layout.display == "none"
    assert [a.exercise_id for a in store.attempts()] == seen, "every answer kept, in order"
    summary = widget.summary_area.value
    assert "9 of 10" in summary and "lesson 3" in summary, summary
    assert 'aria-hidden="true"' in summary and "●" in summary, "the picture is there, hidden from screen readers"
    widget.again_button.click()
    assert "1 of 10" in widget.heading.value and widget.current.exercise.id not in seen
    assert widget.again_button.layout.display == "none"


def test_at_the_end_the_summary_comes_before_practise_again_and_no_question_is_left_over(tmp_path):
    widget, _store, clock = make(tmp_path, seed=6)
    for _ in range(SESSION_ITEMS):
        answer(widget, right=True)
        clock.time += timedelta(seconds=20)
        widget.next_button.click()
    parts = list(widget.children)
    buttons = next(part for part in parts if widget.again_button in getattr(part, "children", ()))
    assert parts.index(widget.summary_area) < parts.index(buttons), "read the score, then Practise again"
    assert widget.summary_area.value and widget.heading.value == ""
    assert widget.lesson_link.outputs == (), "no link left over from the last question"
    widget.again_button.click()
    assert widget.lesson_link.outputs and widget.summary_area.value == ""


def test_showing_the_solution_lets_the_learner_go_on_without_a_grade(tmp_path):
    widget, store, _clock = make(tmp_path, seed=2)
    widget.current.solution_button.click()
    assert not widget.next_button.disabled and store.attempts() == []
    widget.next_button.click()
    assert "2 of 10" in widget.heading.value


def test_the_lesson_that_teaches_the_skill_is_a_link_the_page_opens(tmp_path):
    widget, _store, _clock = make(tmp_path, seed=3)
    (output,) = widget.lesson_link.outputs
    assert '<a href="lesson3.ipynb">' in output["data"]["text/html"] and "Lesson 3" in output["data"]["text/plain"]


def test_an_answer_the_store_cannot_keep_is_said_and_still_counts(tmp_path):
    (tmp_path / "taken").mkdir()
    (tmp_path / "taken.charleston-progress.json").mkdir()  # nowhere to write: kept in memory
    store = ProgressStore(tmp_path / "taken")
    widget = PracticeWidget(lambda: store, make_session=lambda: Session(store.attempts, now=Clock(),
                                                                       rng=random.Random(4)))
    answer(widget, right=True)
    assert not widget.next_button.disabled
    assert widget.session.grades, "the answer counts in the session"
    assert store.notice and html.escape(store.notice) in widget.current.note_area.value, "and the learner is told why"


def test_the_course_gives_one_session_per_language_and_it_speaks_malay(tmp_path, monkeypatch):
    monkeypatch.setattr(course, "_PRACTICE", {})
    course.use_progress_file(tmp_path / "p.json")
    try:
        first = course.practice()
        assert course.practice() is first
        with speaking("ms"):
            malay = course.practice()
            assert malay is not first
            assert "Soalan 1 daripada 10" in malay.heading.value
            assert malay.next_button.description == "Soalan seterusnya"
            assert "Latihan" in repr(malay)
    finally:
        course._STORE.clear()


@pytest.mark.parametrize("code", ["en", "ms"])
def test_the_summary_speaks_the_language_of_the_session(tmp_path, code):
    with speaking(code):
        widget, _store, clock = make(tmp_path, seed=5)
        for _ in range(SESSION_ITEMS):
            answer(widget, right=True)
            clock.time += timedelta(seconds=20)
            widget.next_button.click()
        text = widget.summary_area.value
    assert ("10 of 10" in text) if code == "en" else ("10 daripada 10" in text)


# ---------------------------------------------------------------- bad input (API.md)

from charleston_lessons.widgets.practice import item_html, summary_html  # noqa: E402
import fuzzing  # noqa: E402
from fuzzing import BadRepr, HostileStr  # noqa: E402 - tests/ is on sys.path


@pytest.mark.parametrize(
    "make, name",
    [
        (lambda _store: PracticeWidget(None), "store"),
        (lambda _store: PracticeWidget(print), "store"),  # a function, but not one that gives a store
        (lambda store: PracticeWidget(lambda: store, make_session=3), "make_session"),
        (lambda store: PracticeWidget(lambda: store, make_session=lambda: None), "make_session"),
        (lambda store: PracticeWidget(lambda: store, lesson_notebook="lesson.ipynb"), "lesson_notebook"),
        (lambda store: PracticeWidget(lambda: store, lesson_notebook=lambda n: None), "lesson_notebook"),
        (lambda _store: item_html(None, 10, "Learning"), "item"),
        (lambda _store: summary_html(BadRepr()), "summary"),
    ],
    ids=["store-none", "store-print", "make_session-int", "make_session-none", "lesson_notebook-text",
         "lesson_notebook-none", "item", "summary"],
)
def test_a_wrong_argument_is_a_sentence_naming_it(tmp_path, make, name):
    store = ProgressStore(tmp_path / "p.json")
    fuzzing.refused(lambda: make(store), name)


def test_item_html_reads_its_total_and_standing_plainly(tmp_path):
    widget, _store, _clock = make(tmp_path)
    item = widget.session.items[0]
    with pytest.raises(ValueError, match="^total"):
        item_html(item, "10", "Learning")
    with pytest.raises(ValueError, match="^standing"):
        item_html(item, 10, None)
    assert "Learning" in item_html(item, 10, HostileStr("Learning"))


class _NoTruth:
    """A flag whose truth raises: the widget must check it is a bool before it tests it."""

    def __bool__(self) -> bool:
        raise RuntimeError("hostile __bool__")

    __len__ = __bool__


@pytest.mark.parametrize("focus", [_NoTruth(), 1, "yes", None])
def test_start_refuses_a_focus_that_is_not_true_or_false(tmp_path, focus):
    store = ProgressStore(tmp_path / "p.json")
    widget = PracticeWidget(lambda: store)
    with pytest.raises(ValueError) as caught:
        widget.start(focus)
    assert str(caught.value).startswith("focus")


def test_a_store_function_that_raises_gets_a_sentence_not_its_own_error():
    """`PracticeWidget(type)`: `type()` raises TypeError inside; the learner reads a sentence."""
    with pytest.raises(ValueError) as caught:
        PracticeWidget(type)
    assert str(caught.value).startswith("store")


def test_the_summary_lists_each_question_missed_with_its_rule_and_a_link_to_where_it_is_taught(tmp_path):
    widget, _store, clock = make(tmp_path, seed=4)
    missed_prompts = []
    for number in range(SESSION_ITEMS):
        right = number % 3 != 0
        if not right:
            missed_prompts.append((widget.current.exercise.prompt, widget.current.exercise.rules[0]))
        answer(widget, right=right)
        clock.time += timedelta(seconds=20)
        widget.next_button.click()
        if widget.example is not None:  # two misses of one skill: its worked example first
            widget.next_button.click()
    shown = widget.summary_area.value
    assert shown.count('class="cl-missed"') == len(missed_prompts) > 0
    for prompt, rule in missed_prompts:
        assert html.escape(prompt) in shown and f"(rule {rule})" in shown
    links = re.findall(r'<li class="cl-missed"[^>]*>.*?<a href="([^"]+)"', shown)
    assert links and all(re.fullmatch(r"lesson\d+\.ipynb(#\S+)?", link) for link in links)



# ---------------------------------------------------------------- issue 32: what the learner sees


def test_two_misses_of_one_skill_show_a_worked_example_with_its_section_then_other_skills(tmp_path):
    widget, store, clock = make(tmp_path, seed=7)
    missed: list[str] = []
    example_at = None
    while widget.current is not None:
        item = widget.session.current
        wrong = item.skill.key == "direction"
        if wrong:
            missed.append(widget.current.exercise.id)
        answer(widget, right=not wrong)
        clock.time += timedelta(seconds=20)
        widget.next_button.click()
        if widget.example is not None:
            example_at = item.number
            (output,) = widget.example_area.outputs
            shown = output["data"]["text/html"]
            assert "A worked example: Which way a pass goes" in shown and "Answer:" in shown
            assert re.search(r'<a href="lesson3\.ipynb#[^"]+"', shown), shown
            assert "later in this session" in shown and widget.current is None and not widget.next_button.disabled
            # announced by the live heading but not shown there: the box's own heading shows it, once
            assert "worked example" in widget.heading.value and HIDDEN in widget.heading.value
            assert shown.count("A worked example: Which way a pass goes") == 2  # the box's label and its h3
            widget.next_button.click()
            assert widget.example is None and widget.example_area.outputs == ()
            assert widget.session.current.skill.key != "direction", "the session goes on with other skills"
    assert example_at is not None and len(missed) >= 2
    summary = widget.summary_area.value
    assert summary.count('class="cl-missed"') == len(missed)
    assert summary.count('<a href="lesson3.ipynb#') == len(missed)
    assert summary.count("<h3") == 1 and "How it went" in summary and "Your session" not in summary


def test_every_skill_mastered_and_none_due_is_said_with_the_next_review_and_a_short_round(tmp_path):
    from charleston_lessons import clock as course_clock
    from charleston_lessons.skills import SKILLS

    store = ProgressStore(tmp_path / "p.json")
    start = course_clock.now() - timedelta(hours=3)  # the widget stamps answers with the course's clock
    for k, key in enumerate(item.key for item in SKILLS):
        for i in range(3):
            store.record(Attempt(f"practice/{key}-{i}", Outcome.CORRECT, (start + timedelta(minutes=k + i)).timestamp(), 0))
    widget = PracticeWidget(lambda: store, make_session=lambda: Session(store.attempts, now=course_clock.now),
                            make_round=lambda: Session(store.attempts, length=5, now=course_clock.now))
    assert widget.current is None and widget.rest is not None
    text = widget.summary_area.value
    assert "Every skill is mastered and no review is due" in text and "is tomorrow" in text
    assert widget.round_button.layout.display is None and widget.next_button.layout.display == "none"
    before = store.attempts()
    widget.round_button.click()
    assert widget.current is not None and "1 of 5" in widget.heading.value and "keeping it fresh" in widget.heading.value
    for _ in range(5):
        answer(widget, right=True)
        widget.next_button.click()
    assert widget.session.finished and len({item.skill.key for item in widget.session.items}) == 5
    from charleston_lessons.review import cards

    assert cards(store.attempts()) == cards(before), "the round moved no review date"
    widget.again_button.click()
    assert widget.rest is not None, "still nothing due: said again"


def test_the_store_s_sentence_shows_on_the_practice_page(tmp_path):
    path = tmp_path / "p.json"
    first = ProgressStore(path)
    for i in range(3):
        first.record(Attempt(f"practice/blind-{i}", Outcome.CORRECT, T0.timestamp() + i, 0))
    path.write_bytes(path.read_bytes()[:-7])  # the last line cut off by a killed kernel
    store = ProgressStore(path)
    widget = PracticeWidget(lambda: store, make_session=lambda: Session(store.attempts, now=Clock()))
    assert "cut off" in widget.notice_area.value and 'role="status"' in widget.notice_area.value
    head, *lines = path.read_bytes().split(b"\n")
    path.write_bytes(b"\n".join([head, lines[0], b"{not json", *lines[1:]]))  # a damaged line inside
    damaged = ProgressStore(path)
    widget = PracticeWidget(lambda: damaged, make_session=lambda: Session(damaged.attempts, now=Clock()))
    assert "damaged" in widget.notice_area.value and "carried over" in widget.notice_area.value


def test_an_answer_after_show_solution_counts_as_shown_in_the_summary(tmp_path):
    widget, _store, clock = make(tmp_path, seed=8)
    for number in range(1, SESSION_ITEMS + 1):
        if number == 1:
            widget.current.solution_button.click()
        answer(widget, right=True)
        clock.time += timedelta(seconds=20)
        widget.next_button.click()
    summary = widget.summary_area.value
    assert "9 of 10" in summary and "counts as shown, not right" in summary
    assert "Right only after the solution" in summary
