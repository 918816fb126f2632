"""A practice session (charleston_lessons/practice.py): due reviews first, then the next skill
not mastered in course order; fresh seeds; the score and the next step; a whole session as a
learner answers it, and the day after."""

from __future__ import annotations

import random
from datetime import datetime, timedelta, timezone

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from charleston_lessons import practice
from charleston_lessons.drills import drill, parse_item_id
from charleston_lessons.exercises import Outcome
from charleston_lessons.mastery import SkillState, states
from charleston_lessons.messages import speaking
from charleston_lessons.practice import SESSION_ITEMS, Reason, Session
from charleston_lessons.progress import Attempt, ProgressStore
from charleston_lessons.skills import SKILLS
from drill_checks import wrong_answers

T0 = datetime(2027, 5, 3, 18, 0, tzinfo=timezone.utc)
KEYS = [item.key for item in SKILLS]


class Learner:
    """A learner answering a session in a store, a minute an item, right or wrong by script."""

    def __init__(self, store: ProgressStore, start: datetime = T0) -> None:
        self.store, self.time = store, start

    def session(self, right=lambda item: True, seed: int = 1) -> Session:
        session = Session(self.store.attempts, now=lambda: self.time, rng=random.Random(seed))
        while (item := session.next_item()) is not None:
            exercise = item.exercise()
            assert exercise.id == item.exercise_id
            good = right(item)
            outcome = exercise.check(exercise.answer if good else wrong_answers(exercise)[0]).outcome
            assert outcome is (Outcome.CORRECT if good else Outcome.INCORRECT)
            attempt = Attempt(exercise.id, outcome, self.time.timestamp(), 0)
            assert self.store.record(attempt)
            session.answered(attempt)
            self.time += timedelta(minutes=1)
        return session


def test_a_first_session_starts_with_the_first_skill_and_moves_on_once_it_is_mastered(tmp_path):
    learner = Learner(ProgressStore(tmp_path / "p.json"))
    session = learner.session()
    assert session.finished and len(session.items) == SESSION_ITEMS
    keys = [item.skill.key for item in session.items]
    assert keys[:3] == ["direction"] * 3 and keys[3:6] == ["seats"] * 3 and keys[6:9] == ["blind"] * 3
    assert keys[9] == "stopping" and all(item.reason is Reason.LEARN for item in session.items)
    summary = session.summary()
    assert (summary.clean, summary.answered, summary.total) == (10, 10, 10) and not summary.missed
    assert [s.state for s in summary.skills] == [SkillState.MASTERED] * 3 + [SkillState.LEARNING]
    assert "10 of 10" in summary.score and "none" in summary.missed_line


def test_a_skill_missed_today_is_due_tomorrow_and_comes_first(tmp_path):
    store = ProgressStore(tmp_path / "p.json")
    learner = Learner(store)
    first = learner.session(right=lambda item: not (item.skill.key == "seats" and item.number == 4))
    summary = first.summary()
    assert [item.key for item in summary.missed] == ["seats"] and summary.clean == 9
    assert "lesson 4" in summary.missed_line
    learner.time += timedelta(days=1)
    again = Session(ProgressStore(tmp_path / "p.json").attempts, now=lambda: learner.time, rng=random.Random(2))
    item = again.next_item()
    assert item.reason is Reason.REVIEW and item.skill.key in practice.review.due(store.attempts(), learner.time)
    due = [s.key for s in practice.reviews_due(store.attempts(), learner.time)]
    assert due[0] == item.skill.key and "seats" in due
    assert "due now" in practice.due_line(store.attempts(), learner.time)


def test_every_item_is_a_fresh_variant_and_replays_from_its_recorded_id(tmp_path):
    store = ProgressStore(tmp_path / "p.json")
    learner = Learner(store)
    for day in range(3):
        learner.session(right=lambda item: item.number % 4 != 0, seed=day)
        learner.time += timedelta(days=1)
    ids = [a.exercise_id for a in store.attempts()]
    assert len(ids) == len(set(ids)) == 30, "no item met twice"
    for attempt in store.attempts()[:5]:
        key, seed = parse_item_id(attempt.exercise_id)
        assert attempt.seed == seed and drill(key, seed).id == attempt.exercise_id


def test_fresh_seed_avoids_every_seed_answered_before():
    class Fixed(random.Random):
        def __init__(self, values):
            super().__init__(0)
            self.values = list(values)

        def randint(self, a, b):
            return self.values.pop(0)

    answered = [Attempt(f"practice/jokers-{seed}", Outcome.CORRECT, 1e9, 0) for seed in (5, 6)]
    assert practice.fresh_seed("jokers", answered, Fixed([5, 6, 5, 7])) == 7
    assert practice.fresh_seed("blind", answered, Fixed([5])) == 5, "another skill's seeds are free"


def test_an_answer_the_store_could_only_keep_in_memory_still_counts_in_the_session(tmp_path):
    (tmp_path / "taken").mkdir()
    (tmp_path / "taken.charleston-progress.json").mkdir()  # nowhere to write: kept in memory
    store = ProgressStore(tmp_path / "taken")
    session = Session(store.attempts, now=lambda: T0, rng=random.Random(3))
    for _ in range(3):
        item = session.next_item()
        attempt = Attempt(item.exercise_id, Outcome.CORRECT, T0.timestamp(), 0)
        assert not store.record(attempt)
        session.answered(attempt)
    assert session.next_item().skill.key == "seats", "three right answers held in memory still master direction"
    assert session.summary().clean == 3


def test_only_the_first_attempt_at_an_item_grades_it():
    session = Session(lambda: [], now=lambda: T0, rng=random.Random(4))
    item = session.next_item()
    session.answered(Attempt("other/exercise", Outcome.INCORRECT, T0.timestamp(), 0))
    session.answered(Attempt(item.exercise_id, Outcome.CORRECT, T0.timestamp(), 1))
    session.answered(Attempt(item.exercise_id, Outcome.INCORRECT, T0.timestamp(), 0))
    assert list(session.grades.values()) == [practice.Grade.HELPED]


def test_when_everything_is_mastered_the_session_keeps_skills_fresh(tmp_path):
    attempts = [Attempt(f"practice/{key}-{i}", Outcome.CORRECT, (T0 + timedelta(minutes=10 * k + i)).timestamp(), 0)
                for k, key in enumerate(KEYS) for i in range(3)]
    now = T0 + timedelta(hours=2)
    assert {s.state for s in states(attempts, now).values()} == {SkillState.MASTERED}
    item = Session(lambda: attempts, now=lambda: now, rng=random.Random(5)).next_item()
    assert item.reason is Reason.KEEP
    assert "No review is due now" in practice.due_line(attempts, now)


@pytest.mark.parametrize("minutes, words", [(0, "in 1 minute"), (10, "in 10 minutes"), (89, "in 89 minutes"),
                                            (120, "in 2 hours"), (60 * 30, "in 30 hours"), (60 * 24 * 4, "in 4 days")])
def test_waits_are_said_in_the_unit_a_person_would_use(minutes, words):
    assert practice.wait_words(timedelta(minutes=minutes)) == words


def test_the_session_speaks_malay_too():
    session = Session(lambda: [], now=lambda: T0, rng=random.Random(6))
    with speaking("ms"):
        item = session.next_item()
        assert item.heading(10).startswith("Soalan 1 daripada 10")
        assert "Belum" in practice.due_line([], T0)
        assert practice.wait_words(timedelta(days=2)) == "dalam 2 hari lagi"


@settings(max_examples=60, deadline=None)
@given(st.one_of(st.none(), st.integers(), st.text(max_size=20), st.lists(st.integers(), min_size=1, max_size=3)),
       st.one_of(st.none(), st.integers(), st.text(max_size=10), st.floats()))
def test_bad_input_is_a_value_error_with_a_sentence(attempts, other):
    for call in (lambda: practice.fresh_seed("blind", attempts, random.Random(1)),
                 lambda: practice.fresh_seed("blind", [], other),
                 lambda: practice.due_line(attempts),
                 lambda: practice.reviews_due(attempts),
                 lambda: practice.wait_words(other)):
        with pytest.raises(ValueError) as raised:
            call()
        assert len(str(raised.value)) > 10


# --------------------------------------------------------------------------- bad parts of a session

ONE = Attempt("practice/blind-3", Outcome.CORRECT, T0.timestamp(), 0)


def test_an_endless_source_of_attempts_is_refused_at_once_not_read_whole():
    """An endless iterable ran the kernel out of memory; mastery and review stop at 100,000."""
    import itertools

    session = Session(lambda: itertools.repeat(ONE), now=lambda: T0, rng=random.Random(1))
    with pytest.raises(ValueError) as caught:
        session.next_item()
    assert "attempts" in str(caught.value) and "100,000" in str(caught.value)


@pytest.mark.parametrize("source", [lambda: 1 / 0, lambda: {}["missing"], type])
def test_a_source_that_raises_gets_a_sentence_naming_it(source):
    session = Session(source, now=lambda: T0, rng=random.Random(1))
    with pytest.raises(ValueError) as caught:
        session.next_item()
    assert str(caught.value).startswith("attempts") and len(str(caught.value)) < 300


@pytest.mark.parametrize(("fields", "named"), [
    ({"attempts": [ONE]}, "attempts"),
    ({"length": 10**100}, "length"),
    ({"length": 0}, "length"),
    ({"length": SESSION_ITEMS + 1}, "length"),
    ({"length": True}, "length"),
    ({"now": T0}, "now"),
    ({"rng": 4}, "4"),
])
def test_a_session_checks_its_parts_when_made(fields, named):
    """A session allows what `course.practice` allows: 1 to 10 items; a clock and a source are functions."""
    parts = {"attempts": lambda: [], "now": lambda: T0, "rng": random.Random(1)} | fields
    with pytest.raises(ValueError) as caught:
        Session(**parts)
    assert named in str(caught.value) and len(str(caught.value)) < 300


def test_a_clock_that_raises_gets_a_sentence():
    session = Session(lambda: [], now=lambda: 1 / 0, rng=random.Random(1))
    with pytest.raises(ValueError) as caught:
        session.next_item()
    assert str(caught.value).startswith("now")
