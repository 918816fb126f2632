"""The drill registry for stopping, jokers, east and what-to-pass: `drill(key, seed)` makes
the generator's item with the id `practice/<key>/<seed>`, which `parse_item_id` reads back;
a bad key or seed is a `ValueError` with a sentence, in both languages."""

from __future__ import annotations

import pytest

from charleston_lessons.drills import GENERATORS, MAX_SEED, drill, item_id, parse_item_id
from charleston_lessons.exercises import Exercise
from charleston_lessons.messages import LANGUAGES, speaking

KEYS = ("stopping", "jokers", "east", "what-to-pass")


@pytest.mark.parametrize("key", KEYS)
@pytest.mark.parametrize("seed", [0, 7, 123456, MAX_SEED])
def test_drill_gives_the_generator_s_item_with_its_practice_id(key, seed):
    exercise = drill(key, seed)
    assert isinstance(exercise, Exercise)
    assert exercise.id == f"practice/{key}/{seed}" == item_id(key, seed)
    assert parse_item_id(exercise.id) == (key, seed)
    assert exercise.check(exercise.answer).correct
    assert key in GENERATORS


@pytest.mark.parametrize("key", KEYS)
def test_the_same_seed_gives_the_same_item_through_the_registry(key):
    first, again = drill(key, 42), drill(key, 42)
    assert (first.prompt, str(first.answer)) == (again.prompt, str(again.answer))


@pytest.mark.parametrize("code", LANGUAGES)
@pytest.mark.parametrize("key", KEYS)
@pytest.mark.parametrize("seed", [-1, MAX_SEED + 1, 1.5, "3", None, True])
def test_a_bad_seed_is_a_value_error_with_a_sentence(code, key, seed):
    with speaking(code), pytest.raises(ValueError) as caught:
        drill(key, seed)
    message = str(caught.value)
    assert len(message.split()) >= 3 and message.rstrip().endswith((".", "?", "!"))


@pytest.mark.parametrize("code", LANGUAGES)
@pytest.mark.parametrize("key", ["", "Stopping", "joker", "east ", "what_to_pass", None, 3])
def test_an_unknown_skill_is_a_value_error_naming_the_skills(code, key):
    with speaking(code), pytest.raises(ValueError) as caught:
        drill(key, 0)
    assert "stopping" in str(caught.value) and "what-to-pass" in str(caught.value)
