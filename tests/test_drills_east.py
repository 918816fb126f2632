"""The "east" drill generator (charleston_lessons/drills/east.py): every item over the whole seed
range is well formed in English and Malay, the same for the same seed, graded right for its
answer, and wrong (naming a rule of docs/RULES.md, never giving the answer away) for wrong
answers; and the seeds make at least 1,000 distinct items."""

from __future__ import annotations

import pytest
from drill_checks import check_item, count_variants
from hypothesis import given, settings
from hypothesis import strategies as st

from charleston_lessons.drills import MAX_SEED
from charleston_lessons.drills.east import generate


@settings(max_examples=150, deadline=None)
@given(st.integers(min_value=0, max_value=MAX_SEED))
def test_every_item_is_well_formed_repeatable_and_graded_in_both_languages(seed):
    check_item(generate, seed)


@pytest.mark.parametrize("seed", [0, 1, 2, MAX_SEED])
def test_the_ends_of_the_seed_range_make_items(seed):
    check_item(generate, seed)


def test_at_least_1000_distinct_variants_over_5000_seeds():
    count = count_variants(generate, 5000)[0]
    print(f"east: {count} distinct variants over 5,000 seeds")
    assert count >= 1000


def test_the_items_cover_counts_heavenly_hands_declaring_and_short_tables():
    rules, answers = set(), set()
    for seed in range(300):
        exercise = generate(seed)
        rules.add(exercise.check(exercise.answer).rule)
        if exercise.check(exercise.answer).rule == "T3":
            answers.add(exercise.answer)
    assert {"T3", "H1", "H2", "H3", "F1", "F2"} <= rules
    assert answers == {13, 14}  # East holds 14, the others 13, whatever the passes
