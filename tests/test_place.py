"""Where a learner is in a page, and what they missed (charleston_lessons.place)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from charleston_lessons.exercises import Outcome
from charleston_lessons.lessons import all_lessons, lesson
from charleston_lessons.messages import speaking
from charleston_lessons.place import Missed, Section, anchor, miss, missed, sections_of, where
from charleston_lessons.progress import Attempt

import fuzzing


def _attempt(exercise_id: str, outcome: Outcome, seen: bool = False) -> Attempt:
    return Attempt(exercise_id, outcome, 1.0, 0, seen)


def test_the_place_is_the_first_section_with_a_question_not_answered():
    sections = (Section("Intro"), Section("One", ("a/1", "a/2")), Section("Two", ("a/3",)), Section("End"))
    # Nothing answered: a learner new to the page is at its top, with all its minutes left.
    place = where(sections, set(), 40)
    assert (place.at, place.answered, place.total, place.minutes_left) == (1, 0, 3, 40)
    assert where(sections, {"other/9"}, 40).at == 1  # an answer elsewhere does not move it
    place = where(sections, {"a/1"}, 40)
    assert (place.at, place.answered, place.minutes_left) == (2, 1, 30)
    place = where(sections, {"a/1", "a/2"}, 40)
    assert (place.at, place.answered, place.minutes_left) == (3, 2, 20)
    assert place.section.title == "Two"
    assert place.line == "Section 3 of 4: Two · about 20 minutes left · 2 of 3 questions answered"
    done = where(sections, {"a/1", "a/2", "a/3", "other/9"}, 40)  # an answer elsewhere does not count
    assert done.done and done.minutes_left == 0 and done.answered == 3 and done.at == 4
    assert done.line == "All 4 sections done · 3 of 3 questions answered"


def test_a_page_without_questions_is_at_its_first_section_with_all_its_minutes_left():
    place = where((Section("Read"), Section("More")), {"x/1"}, 7)
    assert (place.at, place.total, place.minutes_left, place.done) == (1, 0, 7, False)


def test_every_lesson_and_the_express_page_have_sections_holding_each_exercise_once():
    for data in all_lessons():
        sections = sections_of(data.notebook, "en")
        shown = [item for section in sections for item in section.exercises]
        assert len(shown) == len(set(shown)) and shown
        assert set(shown) <= {exercise.id for exercise in data.exercises}
        assert sections[-1].title == "Key points"
    express = sections_of("00_express.ipynb", "en")
    assert express[0].title == "What the Charleston is for" and "rollor/direction-4" in express[2].exercises


def test_sections_follow_the_language_and_keep_their_exercises():
    english, malay = sections_of("03_rollor.ipynb", "en"), sections_of("03_rollor.ipynb", "ms")
    assert [s.exercises for s in english] == [s.exercises for s in malay]
    assert [s.title for s in english] != [s.title for s in malay]
    with speaking("ms"):
        assert sections_of("03_rollor.ipynb") == malay
        assert "Bahagian 1 daripada" in where(malay, set(), 10).line


def test_a_heading_anchor_is_its_text_with_dashes():
    assert anchor("Both rounds: ROLLOR") == "Both-rounds:-ROLLOR"
    assert Section("The seats").anchor == "The-seats"


def test_bad_input_gets_a_sentence():
    with pytest.raises(ValueError, match="at least one section"):
        where((), set(), 5)
    with pytest.raises(ValueError, match="minutes"):
        where((Section("A"),), set(), -1)
    with pytest.raises(ValueError, match="sections"):
        where(["A"], set(), 5)
    with pytest.raises(ValueError, match="No course page is called 'nowhere.ipynb'"):
        sections_of("nowhere.ipynb")
    with pytest.raises(ValueError, match="title"):
        Section(3)
    with pytest.raises(ValueError, match="ids"):
        missed("rollor/direction-4", {})
    # `after_solution` is a bool: anything else is a sentence, never its own truth asked
    # (`bool()` of a value whose __len__ raises let its error out: make fuzz, issue 33).
    exercise = lesson(3).exercise("direction-4")
    assert miss(exercise, 3, after_solution=True).after_solution is True
    for bad in (fuzzing.BadLen(), fuzzing.BadBool(), "yes", 1, None):
        with pytest.raises(ValueError, match="after_solution"):
            miss(exercise, 3, after_solution=bad)


_IDS = st.lists(st.sampled_from([f"a/{i}" for i in range(8)]), max_size=4, unique=True)


@settings(max_examples=80, deadline=None)
@given(st.lists(st.tuples(st.text(min_size=1, max_size=12), _IDS), min_size=1, max_size=6),
       st.sets(st.sampled_from([f"a/{i}" for i in range(10)])), st.integers(0, 24 * 60))
def test_answered_never_exceeds_total_and_minutes_left_are_never_negative(raw, answered, minutes):
    sections = tuple(Section(title, tuple(ids)) for title, ids in raw)
    place = where(sections, answered, minutes)
    assert 0 <= place.answered <= place.total
    assert 0 <= place.minutes_left <= minutes
    assert 1 <= place.at <= len(sections)
    more = where(sections, answered | {f"a/{i}" for i in range(3)}, minutes)
    assert more.answered >= place.answered and more.minutes_left <= place.minutes_left  # answering moves on


def test_what_was_missed_names_its_rule_and_where_it_is_taught():
    latest = {
        "rollor/direction-4": _attempt("rollor/direction-4", Outcome.INCORRECT),
        "rollor/over-means": _attempt("rollor/over-means", Outcome.CORRECT),
        "rollor/direction-6": _attempt("rollor/direction-6", Outcome.CORRECT, seen=True),
    }
    ids = [exercise.id for exercise in lesson(3).exercises]
    found = missed(ids, latest)
    assert [item.exercise_id for item in found] == ["rollor/direction-4", "rollor/direction-6"]
    first = found[0]
    assert first.rule == lesson(3).exercise("direction-4").rules[0] and first.rule
    assert (first.lesson, first.section) == (3, "Both rounds: ROLLOR")
    assert first.link == "03_rollor.ipynb#Both-rounds:-ROLLOR"
    assert f"(rule {first.rule})" in first.line and "Taught in lesson 3, ROLLOR: Both rounds: ROLLOR." in first.line
    assert found[1].after_solution and found[1].line.startswith("Right only after the solution")
    # for a list whose link names the lesson: the question and its rule, not where it is taught
    assert first.asked.endswith(f"(rule {first.rule}).") and "lesson" not in first.asked.replace(first.prompt, "")
    assert found[1].asked.startswith("Right only after the solution")


def test_a_final_check_miss_points_to_the_lesson_that_teaches_it():
    final = lesson(12)
    key = next(key for key, number in final.revisit.items() if number == 3)
    item_id = f"{final.slug}/{key}"
    (found,) = missed([item_id], {item_id: _attempt(item_id, Outcome.INCORRECT)},
                      revisit={item_id: final.revisit[key]})
    assert found.lesson == 3 and found.notebook == "03_rollor.ipynb"
    assert found.section in {s.title for s in sections_of("03_rollor.ipynb", "en")}
    assert found.rule in final.exercise(key).rules


def test_a_miss_on_the_page_itself_links_to_its_anchor_only():
    item = Missed("rollor/direction-4", "Q?", "P4", 3, "ROLLOR", "", "Both rounds: ROLLOR")
    assert item.link == "#Both-rounds:-ROLLOR"
