"""Mastery: first answers only, three clean ones in a row, a wrong one resets, and the states
in words and a picture that needs no colour, in both languages."""

from __future__ import annotations

import itertools
import random
from datetime import datetime, timedelta, timezone

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from charleston_lessons.exercises import Outcome
from charleston_lessons.lessons import all_lessons
from charleston_lessons.mastery import (
    MASTERY_STREAK, Grade, SkillState, drill_item, first_answers, skill_key_of, state, states, states_of_answers,
    streaks,
)
from charleston_lessons.messages import LANGUAGES, speaking
from charleston_lessons.progress import Attempt
from charleston_lessons.skills import SKILLS, skill_of

T0 = datetime(2027, 3, 1, 9, 0, tzinfo=timezone.utc)
_seeds = itertools.count(1)


def drill(key: str, right: bool = True, minutes: float = 0, hints: int = 0, solution: bool = False,
          seed: int | None = None) -> Attempt:
    """An answer at a fresh practice item of `key` (a new seed unless one is given)."""
    seed = next(_seeds) if seed is None else seed
    when = (T0 + timedelta(minutes=minutes)).timestamp()
    return Attempt(f"practice/{key}-{seed}", Outcome.CORRECT if right else Outcome.INCORRECT, when, hints, solution)


def soon(minutes: float = 1) -> datetime:
    return T0 + timedelta(minutes=minutes)


# ------------------------------------------------------------------ which skill an answer rates


def test_a_practice_item_id_names_its_skill_and_seed_and_nothing_else_passes_for_one():
    for item in SKILLS:
        assert drill_item(f"practice/{item.key}-0") == (item.key, 0)
        assert drill_item(f"practice/{item.key}-4294967295") == (item.key, 4294967295)
    for bad in ["practice/direction-07", "practice/direction/-1", "practice/direction/1/2",
                "practice/nonsense-3", "practice/direction/3", "rollor/direction-3", "practice/-3",
                "practice/direction/", "PRACTICE/direction/3", None, 3, b"practice/direction-3"]:
        assert drill_item(bad) is None, bad
        assert bad is None or not isinstance(bad, str) or not bad.startswith("practice/") or skill_key_of(bad) is None


def test_every_lesson_exercise_rates_the_skill_skill_of_gives_it():
    checked = 0
    for lesson in all_lessons():
        for exercise in lesson.exercises:
            found = skill_of(exercise)
            assert skill_key_of(exercise.id) == (found.key if found else None), exercise.id
            checked += 1
    assert checked > 50
    assert skill_key_of("rollor/no-such-exercise") is None and skill_key_of("no-such-lesson/x") is None


# ------------------------------------------------------------------ first answers and the streak


def test_three_clean_first_answers_in_a_row_master_a_skill():
    answers = [drill("blind", minutes=i) for i in range(MASTERY_STREAK)]
    for n in range(MASTERY_STREAK):
        status = state(answers[:n], "blind", soon(5))
        assert status.streak == n
        assert status.state is (SkillState.NOT_STARTED if n == 0 else SkillState.LEARNING)
    status = state(answers, "blind", soon(5))
    assert status.streak == MASTERY_STREAK and status.state is SkillState.MASTERED


def test_a_wrong_first_answer_resets_the_streak():
    answers = [drill("seats", minutes=i) for i in range(4)] + [drill("seats", right=False, minutes=4)]
    status = state(answers, "seats", soon(5))
    assert status.streak == 0 and status.state is SkillState.LEARNING
    again = answers + [drill("seats", minutes=5 + i) for i in range(2)]
    assert state(again, "seats", soon(8)).streak == 2, "counting starts again from the wrong answer"


def test_a_retry_of_the_same_item_counts_for_nothing():
    wrong_then_right = [drill("jokers", right=False, seed=5, minutes=0), drill("jokers", seed=5, minutes=1),
                        drill("jokers", seed=5, minutes=2)]
    assert [a.grade for a in first_answers(wrong_then_right)] == [Grade.WRONG]
    assert state(wrong_then_right, "jokers", soon(3)).streak == 0
    right_then_wrong = [drill("jokers", seed=6, minutes=0), drill("jokers", right=False, seed=6, minutes=1)]
    assert state(right_then_wrong, "jokers", soon(3)).streak == 1, "a wrong retry does not reset either"


def test_a_right_answer_after_a_hint_or_the_solution_neither_adds_nor_resets():
    for helped in (drill("east", minutes=1, hints=1), drill("east", minutes=1, solution=True)):
        answers = [drill("east", minutes=0), helped, drill("east", minutes=2)]
        assert [a.grade for a in first_answers(answers)] == [Grade.CLEAN, Grade.HELPED, Grade.CLEAN]
        assert state(answers, "east", soon(3)).streak == 2
        assert streaks(first_answers([helped]))["east"] == 0


def test_a_lesson_exercise_missed_resets_its_skill_too():
    blind_id = next(e.id for lesson in all_lessons() for e in lesson.exercises
                    if skill_of(e) is not None and skill_of(e).key == "blind")
    answers = [drill("blind", minutes=i) for i in range(3)]
    assert state(answers, "blind", soon(4)).state is SkillState.MASTERED
    missed = answers + [Attempt(blind_id, Outcome.INCORRECT, soon(4).timestamp(), 0)]
    assert state(missed, "blind", soon(5)).streak == 0


def test_an_exercise_that_rates_no_skill_changes_no_state():
    lore = next(e.id for lesson in all_lessons() for e in lesson.exercises if skill_of(e) is None)
    found = states([Attempt(lore, Outcome.INCORRECT, T0.timestamp(), 0)], soon())
    assert {status.state for status in found.values()} == {SkillState.NOT_STARTED}


def test_the_order_attempts_come_in_does_not_matter():
    answers = [drill(random.Random(i).choice(SKILLS).key, right=i % 4 != 3, minutes=i) for i in range(40)]
    shuffled = answers[:]
    random.Random(1).shuffle(shuffled)
    assert states(shuffled, soon(50)) == states(answers, soon(50))


def test_a_skill_answered_before_whose_review_is_due_is_due_whatever_its_streak():
    answers = [drill("courtesy", minutes=i) for i in range(3)]
    assert state(answers, "courtesy", soon(5)).state is SkillState.MASTERED
    later = state(answers, "courtesy", T0 + timedelta(days=400))
    assert later.state is SkillState.DUE and later.streak == 3 and later.due <= T0 + timedelta(days=400)
    assert state([], "courtesy", T0 + timedelta(days=400)).state is SkillState.NOT_STARTED


# ------------------------------------------------------------------ what faces show


def test_the_picture_is_the_streak_in_dots_and_the_word_carries_the_state():
    answers = [drill("stopping", minutes=i) for i in range(2)]
    status = state(answers, "stopping", soon(3))
    assert status.picture == "●●○" and status.text == "●●○ learning"
    assert state([], "stopping").picture == "○○○"
    five = [drill("stopping", minutes=i) for i in range(5)]
    assert state(five, "stopping", soon(6)).picture == "●●●", "the picture never grows past the streak needed"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_state_has_its_own_word_and_line_in_every_language(lang):
    examples = {
        SkillState.NOT_STARTED: state([], "jokers", soon()),
        SkillState.LEARNING: state([drill("jokers")], "jokers", soon(1)),
        SkillState.MASTERED: state([drill("jokers", minutes=i) for i in range(3)], "jokers", soon(4)),
        SkillState.DUE: state([drill("jokers")], "jokers", T0 + timedelta(days=30)),
    }
    assert {key: status.state for key, status in examples.items()} == {key: key for key in SkillState}
    with speaking(lang):
        words = [status.word for status in examples.values()]
        lines = [status.line for status in examples.values()]
        spoken = examples[SkillState.LEARNING].spoken
        title = examples[SkillState.LEARNING].skill.title
    assert len(set(words)) == 4 and len(set(lines)) == 4 and all(words) and all(lines)
    assert title in spoken and words[1] in spoken and lines[1] in spoken
    assert all("{" not in text for text in [*words, *lines, spoken])
    if lang != "en":
        with speaking("en"):
            english = [status.word for status in examples.values()]
        assert set(words).isdisjoint(english), "every word is translated"


# ------------------------------------------------------------------ bad input


_ATTEMPT_PARTS = st.builds(
    Attempt,
    st.one_of(st.text(max_size=30), st.integers(), st.none(), st.just("practice/blind-3")),
    st.one_of(st.sampled_from(list(Outcome)), st.text(max_size=10), st.none()),
    st.one_of(st.floats(allow_nan=True, allow_infinity=True), st.integers(-10, 10**20), st.text(max_size=5)),
    st.one_of(st.integers(-5, 200), st.booleans(), st.none()),
    st.one_of(st.booleans(), st.integers(), st.none()),
)
BAD = st.one_of(
    st.none(), st.integers(), st.text(max_size=20), st.binary(max_size=10), st.floats(),
    st.dictionaries(st.text(max_size=5), st.integers(), max_size=3),
    st.lists(st.one_of(_ATTEMPT_PARTS, st.integers(), st.text(max_size=10), st.none()), max_size=6),
)
NOW = st.one_of(st.none(), st.datetimes(), st.datetimes(timezones=st.just(timezone.utc)), st.integers(),
                st.text(max_size=10), st.floats())


def _only_sentences(call) -> None:
    try:
        call()
    except ValueError as error:
        text = str(error)
        assert 10 < len(text) < 400 and text[0].isprintable() and "Traceback" not in text, text


@settings(max_examples=150, deadline=None)
@given(attempts=BAD, now=NOW)
def test_bad_input_is_a_value_error_sentence_never_another_exception(attempts, now):
    _only_sentences(lambda: states(attempts, now))
    _only_sentences(lambda: first_answers(attempts))
    _only_sentences(lambda: streaks(attempts))
    _only_sentences(lambda: state(attempts, "blind", now))


@settings(max_examples=60, deadline=None)
@given(key=st.one_of(st.text(max_size=15), st.integers(), st.none()))
def test_an_unknown_skill_is_a_sentence(key):
    _only_sentences(lambda: state([], key))


def test_a_time_without_its_zone_is_refused_with_a_sentence():
    with pytest.raises(ValueError, match="time zone"):
        states([], datetime(2027, 1, 1))
    for lang in LANGUAGES:
        with speaking(lang), pytest.raises(ValueError) as caught:
            states([1, 2])
        assert "1" in str(caught.value)



def test_states_from_first_answers_in_hand_are_the_states_of_the_attempts():
    attempts = [drill("direction", minutes=i, right=i % 3 != 1) for i in range(7)] + [drill("jokers", minutes=9)]
    for now in (soon(10), soon(60 * 24 * 30)):
        assert states_of_answers(first_answers(attempts), now) == states(attempts, now)
    with pytest.raises(ValueError):
        states_of_answers(["not an answer"], soon())


def test_a_str_subclass_is_read_as_its_plain_exercise_id():
    from fuzzing import HostileStr  # tests/fuzzing.py: a str whose every method raises

    exercise = next(ex for data in all_lessons() for ex in data.exercises if skill_of(ex) is not None)
    assert skill_key_of(HostileStr(exercise.id)) == skill_of(exercise).key
    skill = SKILLS[0].key
    assert skill_key_of(HostileStr(f"practice/{skill}-7")) == skill
    assert drill_item(HostileStr(f"practice/{skill}-7")) == (skill, 7)
    assert skill_key_of(HostileStr("practice/none")) is None
