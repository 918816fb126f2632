"""Scores count the latest outcomes and name the lesson behind each miss."""

import itertools

import pytest
from hypothesis import given
from hypothesis import strategies as st

from charleston_lessons.exercises import Outcome
from charleston_lessons.scoring import LessonStatus, lesson_status, pick_up, score

REVISIT = {"a": 2, "b": 5, "c": 5, "d": 9}


def test_counts_and_revisit_list():
    result = score({"a": Outcome.CORRECT, "b": Outcome.INCORRECT, "c": Outcome.INCORRECT}, REVISIT)
    assert (result.correct, result.incorrect, result.not_attempted, result.total) == (1, 2, 1, 4)
    assert result.revisit == ((5, ("b", "c")),)
    assert result.percent == 25


def test_outcomes_outside_the_quiz_are_ignored():
    result = score({"zzz": Outcome.CORRECT}, REVISIT)
    assert (result.correct, result.not_attempted) == (0, 4)


@given(st.dictionaries(st.sampled_from(sorted(REVISIT)), st.sampled_from(list(Outcome))))
def test_every_question_is_counted_once_and_every_miss_is_listed(outcomes):
    result = score(outcomes, REVISIT)
    assert result.total == len(REVISIT)
    missed = [i for _, ids in result.revisit for i in ids]
    assert sorted(missed) == sorted(k for k, v in outcomes.items() if v is Outcome.INCORRECT)
    assert all(REVISIT[i] == n for n, ids in result.revisit for i in ids)


def test_a_lesson_counts_right_answers_given_after_seeing_the_solution():
    from charleston_lessons.scoring import lesson_status

    latest = {"a": Outcome.CORRECT, "b": Outcome.CORRECT, "c": Outcome.INCORRECT}
    status = lesson_status(1, "One", ["a", "b", "c", "d"], latest, solution_seen={"b", "c"})
    assert (status.right, status.tried, status.total, status.after_solution) == (2, 3, 4, 1)
    assert lesson_status(1, "One", ["a"], latest).after_solution == 0


# ----------------------------------------------------------- bad input is a sentence (issue 11)


def test_outcomes_and_revisit_are_mappings_of_ids():
    with pytest.raises(ValueError, match="outcomes should map names to values"):
        score(None, REVISIT)
    with pytest.raises(ValueError, match="revisit should map names to values"):
        score({}, ["a", "b"])
    with pytest.raises(ValueError, match="outcomes should give each exercise an Outcome"):
        score({"a": "maybe"}, REVISIT)
    with pytest.raises(ValueError, match="revisit should be a whole number"):
        score({}, {"a": "two"})
    # an outcome's own text is that outcome
    assert score({"a": "correct", "b": "incorrect"}, REVISIT) == score(
        {"a": Outcome.CORRECT, "b": Outcome.INCORRECT}, REVISIT)


def test_a_lesson_status_reads_its_ids_with_a_limit():
    with pytest.raises(ValueError, match="exercise_ids holds more than"):
        lesson_status(1, "One", (str(i) for i in itertools.count()), {})
    with pytest.raises(ValueError, match="exercise_ids should be a list"):
        lesson_status(1, "One", None, {})
    with pytest.raises(ValueError, match="exercise_ids should be text"):
        lesson_status(1, "One", [["a"]], {})
    with pytest.raises(ValueError, match="latest should map names"):
        lesson_status(1, "One", ["a"], ["a"])
    with pytest.raises(ValueError, match="number should be a whole number"):
        lesson_status("1", "One", ["a"], {})


def test_pick_up_takes_lesson_statuses():
    done = LessonStatus(1, "One", 1, 1, 1)
    todo = LessonStatus(2, "Two", 0, 0, 1)
    assert pick_up([done, todo]) is todo and pick_up([done]) is None
    with pytest.raises(ValueError, match="statuses should be a LessonStatus"):
        pick_up([done, (2, "Two")])
    with pytest.raises(ValueError, match="statuses should be a list"):
        pick_up(None)


def test_an_outcome_given_as_a_hostile_text_is_read_as_its_plain_text():
    """`score` hashed a `str` subclass's outcome with its own `__hash__`, whose RuntimeError
    came out (seed 33, 1,500 examples; issue 33): its plain text is what is looked up."""
    import fuzzing  # tests/fuzzing.py: hostile values

    found = score({"a": fuzzing.HostileStr("incorrect")}, {"a": 2})
    assert found.incorrect == 1 and found.revisit == ((2, ("a",)),)
    with pytest.raises(ValueError):
        score({"a": fuzzing.HostileStr("maybe")}, {"a": 2})
