"""The drill registry for stopping, jokers, east and what-to-pass: `drill(key, seed)` makes
the generator's item with the id `practice/<key>-<seed>`, which `parse_item_id` reads back;
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
    assert exercise.id == f"practice/{key}-{seed}" == item_id(key, seed)
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


@pytest.mark.parametrize("module", ["stopping", "jokers", "east", "what_to_pass"])
@pytest.mark.parametrize("seed", [-1, MAX_SEED + 1, 2.5, "7", None, False])
def test_each_generator_refuses_a_bad_seed_itself(module, seed):
    generate = __import__(f"charleston_lessons.drills.{module}", fromlist=["generate"]).generate
    with pytest.raises(ValueError, match="seed"):
        generate(seed)


@pytest.mark.parametrize(
    "args", [(1, 0, "East"), (1, 7, "East"), (1, 3, "Middle"), (-5, 2, "South"), (1, 3, "South", {"West": 4})]
)
def test_the_joker_table_refuses_bad_input_with_a_value_error(args):
    from charleston_lessons.drills.jokers import mistake_table

    with pytest.raises(ValueError):
        mistake_table(*args)


def test_the_joker_table_gives_the_joker_back_to_whoever_put_it_down():
    from charleston_lessons.drills.jokers import mistake_table

    for step, origin in ((1, "East"), (3, "South"), (5, "West"), (6, "North")):
        table, event, put_down = mistake_table(11, step, origin)
        assert event.seat == origin and event.step == step
        assert put_down[0].is_joker and table.rack(origin).count(put_down[0]) >= 1
        dealt = table.log[0].racks
        for seat in table.seats:  # no Joker changed hands (J2, B6)
            assert sum(t.is_joker for t in table.rack(seat)) == sum(t.is_joker for t in dealt[seat]), seat
