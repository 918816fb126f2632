"""The drills' registry (charleston_lessons/drills/__init__.py): `drill(key, seed)` makes the
item of a skill's generator and names it `practice/<skill>-<seed>`, the id reads back to its
skill and seed, and a bad key or seed is a `ValueError` with a sentence."""

from __future__ import annotations

import pytest

from charleston_lessons.drills import GENERATORS, MAX_SEED, drill, item_id, parse_item_id
from charleston_lessons.exercises import Exercise
from charleston_lessons.messages import speaking

# The skills whose generators this file checks through the registry (drills/direction.py,
# seats.py, blind.py, courtesy.py); the other skills' generators have tests of their own.
DIRECTION_SEATS_BLIND_COURTESY = ("direction", "seats", "blind", "courtesy")
SEEDS = (0, 1, 2, 12_345, 2**31, MAX_SEED)


def test_registry_direction_seats_blind_courtesy_are_registered():
    assert set(DIRECTION_SEATS_BLIND_COURTESY) <= set(GENERATORS)


@pytest.mark.parametrize("key", DIRECTION_SEATS_BLIND_COURTESY)
def test_registry_direction_seats_blind_courtesy_items_carry_their_id(key):
    for seed in SEEDS:
        item = drill(key, seed)
        assert isinstance(item, Exercise)
        assert item.id == item_id(key, seed) == f"practice/{key}-{seed}"
        assert parse_item_id(item.id) == (key, seed)
        assert item.check(item.answer).correct


@pytest.mark.parametrize("key", DIRECTION_SEATS_BLIND_COURTESY)
def test_registry_direction_seats_blind_courtesy_replay_an_item_from_its_id(key):
    """An attempt's id makes the same item again, in either language."""
    for code in ("en", "ms"):
        with speaking(code):
            item = drill(key, 777)
            again = drill(*parse_item_id(item.id))
            assert (again.prompt, again.answer, again.solution()) == (
                item.prompt, item.answer, item.solution())


@pytest.mark.parametrize("key", DIRECTION_SEATS_BLIND_COURTESY)
@pytest.mark.parametrize("seed", [-1, MAX_SEED + 1, 1.5, "3", True, None, [3]])
def test_registry_direction_seats_blind_courtesy_refuse_a_bad_seed_with_a_sentence(key, seed):
    with pytest.raises(ValueError) as refused:
        drill(key, seed)
    message = str(refused.value)
    assert "seed" in message and message.rstrip().endswith(".") and len(message) < 300


@pytest.mark.parametrize("key", ["", "Direction", "seat", "practice/direction-1", None, 3])
def test_registry_direction_seats_blind_courtesy_refuse_an_unknown_skill_with_a_sentence(key):
    with pytest.raises(ValueError) as refused:
        drill(key, 1)
    message = str(refused.value)
    assert "direction" in message and message.rstrip().endswith(".")


def test_registry_direction_seats_blind_courtesy_ids_that_are_not_items_read_as_none():
    for text in ("practice/direction", "practice/direction/-1", f"practice/seats-{MAX_SEED + 1}",
                 "practice/nope-1", "lesson/direction/1", "practice/blind/1/2", None, 3):
        assert parse_item_id(text) is None


@pytest.mark.parametrize("key", DIRECTION_SEATS_BLIND_COURTESY)
def test_registry_direction_seats_blind_courtesy_generators_refuse_a_bad_seed_themselves(key):
    """Called directly, not through `drill`, a generator reads its seed the same way."""
    import importlib

    module = importlib.import_module(GENERATORS[key])
    for seed in (-1, MAX_SEED + 1, "7", 2.0, False):
        with pytest.raises(ValueError, match="seed"):
            module.generate(seed)
        with pytest.raises(ValueError, match="seed"):
            module.kind_of(seed)


def test_replay_makes_again_the_item_a_learner_answered_and_refuses_anything_else():
    from charleston_lessons.drills import replay

    for key in GENERATORS:
        item = drill(key, 1234)
        again = replay(item.id)
        assert (again.id, again.prompt, again.answer) == (item.id, item.prompt, item.answer)
    for bad in ("practice/blind/7", "rollor/direction-3", "practice/nope-1", f"practice/blind-{MAX_SEED + 1}", None, 7):
        with pytest.raises(ValueError, match="not the id of a practice question"):
            replay(bad)
