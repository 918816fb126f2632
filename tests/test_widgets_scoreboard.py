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
