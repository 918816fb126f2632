"""The final check's scoreboard follows the learner's answers, without a browser."""

from charleston_lessons import course
from charleston_lessons.widgets.live import LiveRegion


def test_scoreboard_updates_as_questions_are_answered_and_names_lessons_to_revisit():
    page = course.lesson(12)
    board = page.scoreboard()
    assert "your score appears here" in board.text
    assert page.scoreboard() is board
    right = page.exercise("direction-5")
    right.answer = "across"
    right.check_button.click()
    wrong = page.exercise("blind-across")
    wrong.answer = "yes"
    wrong.check_button.click()
    total = len(page.data.exercises)
    assert f"1 of {total} right" in board.text
    assert f"{total - 2} not tried yet." in board.text
    assert "Lesson 5, " in board.text and "1 missed (question 10)" in board.text
    assert "Lesson 5" in board.value
    assert isinstance(board, LiveRegion)  # one role="status" element that stays on the page
    wrong.answer = "no"
    wrong.check_button.click()
    assert f"2 of {total} right" in board.text and "missed" not in board.text


# ---------------------------------------------------------------- bad input (API.md)

import pytest  # noqa: E402

from charleston_lessons.exercises import Outcome  # noqa: E402
from charleston_lessons.widgets.scoreboard import Scoreboard, score_html  # noqa: E402
import fuzzing  # noqa: E402
from fuzzing import BadIter, HostileStr  # noqa: E402 - tests/ is on sys.path

REVISIT = {"q1": 5, "q2": 6}


@pytest.mark.parametrize(
    "make, name",
    [
        (lambda: Scoreboard(None, REVISIT, {}, {}), "outcomes"),
        (lambda: Scoreboard(print, REVISIT, {}, {}), "outcomes"),  # a function that gives no outcomes
        (lambda: Scoreboard(dict, None, {}, {}), "revisit"),
        (lambda: Scoreboard(dict, REVISIT, None, {}), "titles"),
        (lambda: Scoreboard(dict, REVISIT, {"5": "Blind"}, {}), "titles"),
        (lambda: Scoreboard(dict, REVISIT, {}, {"q1": 1}), "labels"),
        (lambda: score_html(None), "lines"),
        (lambda: score_html(BadIter()), "lines"),
        (lambda: score_html(["fine", 3]), "lines"),
    ],
    ids=["outcomes-none", "outcomes-print", "revisit", "titles-none", "titles-key", "labels-value",
         "lines-none", "lines-broken", "lines-item"],
)
def test_a_wrong_argument_is_a_sentence_naming_it(make, name):
    fuzzing.refused(make, name)


def test_a_lesson_or_question_without_a_title_or_label_is_still_shown():
    board = Scoreboard(lambda: {"q1": Outcome.INCORRECT}, REVISIT, {}, {})
    assert "Lesson 5" in board.text and "q1" in board.text
    assert "plain" in score_html([HostileStr("plain")])
