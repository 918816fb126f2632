"""The skills: each taught by its lesson, resting on real rules, named in both languages, and
rated by the fixed exercises that exercise it."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from hypothesis import assume, given, strategies as st

from charleston_lessons import skills
from charleston_lessons.lessons import all_lessons
from charleston_lessons.messages import LANGUAGES, speaking
from charleston_lessons.skills import SKILLS, UnknownSkill, skill, skill_of

RULES = Path(__file__).resolve().parents[1] / "docs" / "RULES.md"
RULE_IDS = set(re.findall(r"^- \*\*([A-Z]\d+)\*\*", RULES.read_text(encoding="utf-8"), re.M))


def test_every_skill_rests_on_rules_of_the_rulebook_and_its_lesson_teaches_them():
    lessons = {lesson.number: lesson for lesson in all_lessons()}
    assert len({item.key for item in SKILLS}) == len(SKILLS)
    for item in SKILLS:
        assert item.rules and set(item.rules) <= RULE_IDS, item
        taught = set(lessons[item.lesson].rules)
        assert taught & set(item.rules), f"lesson {item.lesson} teaches none of {item.key}'s rules"
    # each rule rests under at most one skill, so a rule rates one skill
    every = [rule for item in SKILLS for rule in item.rules]
    assert len(every) == len(set(every))


def test_skills_come_in_course_order():
    assert [item.lesson for item in SKILLS] == sorted(item.lesson for item in SKILLS)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_skill_has_a_title_and_a_line_in_every_language(lang):
    with speaking(lang):
        titles = [item.title for item in SKILLS]
        abouts = [item.about for item in SKILLS]
    assert all(titles) and all(abouts) and len(set(titles)) == len(titles)
    assert not any(text.startswith("skill.") for text in titles + abouts)
    if lang != "en":
        english = [item.title for item in SKILLS]
        assert titles != english


def test_every_exercise_that_drills_a_skill_rates_it_and_only_set_and_lore_questions_rate_none():
    rated = {}
    for lesson in all_lessons():
        for exercise in lesson.exercises:
            found = skill_of(exercise)
            if found is None:
                # questions about the set, its notation and "before play" are no Charleston skill
                assert {rule[0] for rule in exercise.rules} <= {"T", "N", "L"}, exercise.id
            else:
                assert found in SKILLS
                rated.setdefault(found.key, []).append(exercise.id)
    assert set(rated) == {item.key for item in SKILLS}, "a skill no fixed exercise rates"


def test_a_blind_pick_rates_blind_passes_and_a_plain_pick_what_to_pass():
    lessons = {lesson.number: lesson for lesson in all_lessons()}
    assert skill_of(lessons[5].keys["pick-3"]).key == "blind"
    assert skill_of(lessons[6].keys["courtesy-pick"]).key == "courtesy"
    assert skill_of(lessons[10].keys["lone-tiles"]).key == "what-to-pass"


def test_a_skill_is_found_by_its_key():
    for item in SKILLS:
        assert skill(item.key) is item


@given(st.one_of(st.text(max_size=20), st.integers(), st.none(), st.lists(st.text(max_size=3))))
def test_an_unknown_key_is_a_sentence_never_a_traceback(key):
    assume(not (isinstance(key, str) and key in {item.key for item in SKILLS}))
    with pytest.raises(UnknownSkill) as raised:
        skill(key)
    assert "is not a skill" in str(raised.value)
    assert isinstance(raised.value, ValueError)


def test_the_module_exports_what_it_defines():
    assert set(skills.__all__) == {"Skill", "SKILLS", "skill", "skill_of", "UnknownSkill"}


def test_a_skill_named_by_a_str_subclass_is_found_by_its_plain_text():
    from fuzzing import HostileStr  # tests/fuzzing.py: a str whose every method raises

    key = skills.SKILLS[0].key
    assert skills.skill(HostileStr(key)) is skills.skill(key)
    with pytest.raises(ValueError):
        skills.skill(HostileStr("no-such-skill"))
