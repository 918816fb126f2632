"""The "jokers" drill generator (charleston_lessons/drills/jokers.py): every item over the whole seed
range is well formed in English and Malay, the same for the same seed, graded right for its
answer, and wrong (naming a rule of docs/RULES.md, never giving the answer away) for wrong
answers; and the seeds make at least 1,000 distinct items."""

from __future__ import annotations

import pytest
from drill_checks_b import check_item, variants
from hypothesis import given, settings
from hypothesis import strategies as st

from charleston_lessons.drills import MAX_SEED
from charleston_lessons.drills.jokers import generate


@settings(max_examples=150, deadline=None)
@given(st.integers(min_value=0, max_value=MAX_SEED))
def test_every_item_is_well_formed_repeatable_and_graded_in_both_languages(seed):
    check_item(generate, seed)


@pytest.mark.parametrize("seed", [0, 1, 2, MAX_SEED])
def test_the_ends_of_the_seed_range_make_items(seed):
    check_item(generate, seed)


def test_at_least_1000_distinct_variants_over_5000_seeds():
    count = variants(generate, range(5000))
    print(f"jokers: {count} distinct variants over 5,000 seeds")
    assert count >= 1000
