"""The drill generator of the skill "direction" (charleston_lessons/drills/direction.py): over seeds, each
item is well formed in English and Malay, reproducible, graded right on its own answer and
wrong, with a real rule and without the answer, on every other; and the skill has at least
1,000 distinct variants."""

from __future__ import annotations

import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from charleston_lessons.drills import MAX_SEED
from charleston_lessons.drills.direction import KINDS, generate, kind_of
from charleston_lessons.messages import speaking
from charleston_lessons.rules import pass_step

from drill_checks import VARIANT_SEEDS, VARIANTS, check_item, count_variants

SEEDS = st.integers(min_value=0, max_value=MAX_SEED)
# Seeds the variant count is taken over: the 5,000 (drill_checks.VARIANT_SEEDS).
SEED_COUNT = VARIANT_SEEDS


@settings(max_examples=150, deadline=None)
@given(seed=SEEDS)
def test_every_direction_item_is_well_formed_graded_and_keeps_its_answer_in_both_languages(seed):
    check_item(generate, seed)


def test_the_first_seeds_give_every_kind_of_direction_item():
    """Each kind of item the module makes (its KINDS; `kind_of` says which a seed makes) comes up,
    and is checked, among the first seeds."""
    made = {}
    for seed in range(400):
        kind = kind_of(seed)
        made.setdefault(kind, seed)
    assert set(made) == set(KINDS)
    for seed in made.values():
        check_item(generate, seed)


def test_direction_has_at_least_a_thousand_distinct_variants():
    count, per_item = count_variants(generate, SEED_COUNT)
    print(f"direction: {count} distinct variants over {SEED_COUNT:,} seeds ({per_item:.2f} ms an item)")
    assert count >= VARIANTS


def test_the_same_direction_seed_gives_the_same_item_and_other_seeds_other_items():
    with speaking("en"):
        first = [generate(seed).prompt for seed in range(20)]
        assert first == [generate(seed).prompt for seed in range(20)]
        assert len(set(first)) > 10


# Issue 32, item 7: direction 3231174163 (pass 6) answered "left" said "pass 6 goes the way
# pass 1 went": nearly the answer. No wrong answer's sentence sends the learner to a pass that
# goes the answer's way.
GOES_LIKE = re.compile(r"the way pass (\d) went|the same way as pass (\d)")


@pytest.mark.parametrize("seed", [3231174163, *range(200)])
def test_a_direction_item_s_wrong_answers_do_not_name_a_pass_that_goes_the_answer_s_way(seed):
    with speaking("en"):
        item = generate(seed)
        for option in getattr(item, "option_ids", ()):
            if option == item.answer:
                continue
            message = item.check(option).message
            for found in GOES_LIKE.finditer(message):
                step = int(found.group(1) or found.group(2))
                assert str(pass_step(step).direction) != item.answer, (seed, option, message)


# Issue 32, item 5: the express page's practice read "Passes 1 have been played at your table".
@pytest.mark.parametrize("seed", range(300))
def test_a_direction_prompt_says_pass_or_passes_as_the_count_of_passes_played(seed):
    with speaking("en"):
        prompt = generate(seed).prompt
    assert not re.search(r"\bPasses \d+ have\b", prompt), prompt
    assert not re.search(r"\bPass \d+(?:,| and) \d+ has\b", prompt), prompt


# Issue 32, "fresh means fresh": at least 25 different questions (drills.question_shape).
def test_direction_asks_at_least_25_different_questions_over_1000_seeds():
    from drill_checks import SHAPE_SEEDS, SHAPES, count_shapes

    count = count_shapes("direction")
    print(f"direction: {count} question shapes over {SHAPE_SEEDS:,} seeds")
    assert count >= SHAPES
