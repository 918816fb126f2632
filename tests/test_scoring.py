"""Scores count the latest outcomes and name the lesson behind each miss."""

from hypothesis import given
from hypothesis import strategies as st

from charleston_lessons.exercises import Outcome
from charleston_lessons.scoring import score

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
