"""The "stopping" drill generator (charleston_lessons/drills/stopping.py): every item over the whole seed
range is well formed in English and Malay, the same for the same seed, graded right for its
answer, and wrong (naming a rule of docs/RULES.md, never giving the answer away) for wrong
answers; and 2,500 seeds make at least 1,000 distinct items
(an item plays a real table for a few milliseconds, so not 5,000)."""

from __future__ import annotations

import pytest
from drill_checks import check_item, count_variants
from hypothesis import given, settings
from hypothesis import strategies as st

from charleston_lessons.drills import MAX_SEED
from charleston_lessons.drills.stopping import generate


@settings(max_examples=150, deadline=None)
@given(st.integers(min_value=0, max_value=MAX_SEED))
def test_every_item_is_well_formed_repeatable_and_graded_in_both_languages(seed):
    check_item(generate, seed)


@pytest.mark.parametrize("seed", [0, 1, 2, MAX_SEED])
def test_the_ends_of_the_seed_range_make_items(seed):
    check_item(generate, seed)


def test_at_least_1000_distinct_variants_over_2500_seeds():
    # An item plays passes at a real table (a few milliseconds), so the count runs over
    # 2,500 seeds rather than 5,000 to keep the suite quick; 5,000 seeds make about twice as many.
    count = count_variants(generate, 2500)[0]
    print(f"stopping: {count} distinct variants over 2,500 seeds")
    assert count >= 1000


def test_the_items_cover_the_vote_the_right_moment_too_early_and_too_late():
    rules, majority = set(), 0
    for seed in range(300):
        exercise = generate(seed)
        rules.add(exercise.check(exercise.answer).rule)
        prompt = exercise.prompt
        if prompt.count("wants to stop") == 1 and prompt.count("wants to go on") == 3:
            # The majority-vote misconception: three go on, one says stop, and it stops (X1).
            majority += 1
            assert exercise.answer == "stops"
            wrong = exercise.check("goes-on")
            assert not wrong.correct and wrong.rule == "X1" and "vote" in wrong.message
    assert {"X1", "X2", "X3", "P2"} <= rules
    assert majority >= 10


def test_a_late_stop_is_refused_and_the_stop_after_pass_3_is_allowed_in_malay_too():
    from charleston_lessons.drills.stopping import kind_of
    from charleston_lessons.messages import speaking

    seen = set()
    with speaking("ms"):
        for seed in range(600):
            if kind_of(seed) != "moment":  # the other yes-or-no kinds are tested by their own checks
                continue
            exercise = generate(seed)
            rule = exercise.check(exercise.answer).rule
            if rule in ("X3", "P2"):
                assert exercise.answer == "no" and exercise.check("yes").rule == rule
                seen.add(rule)
            elif exercise.option_ids == ("yes", "no"):
                assert exercise.answer == "yes" and exercise.check("no").rule == "X1"
                seen.add("yes")
    assert seen == {"X3", "P2", "yes"}


# Issue 32, "fresh means fresh": at least 25 different questions (drills.question_shape).
def test_stopping_asks_at_least_25_different_questions_over_1000_seeds():
    from drill_checks import SHAPE_SEEDS, SHAPES, count_shapes

    count = count_shapes("stopping")
    print(f"stopping: {count} question shapes over {SHAPE_SEEDS:,} seeds")
    assert count >= SHAPES


def test_every_kind_comes_up_over_1000_seeds_and_kind_of_names_it():
    from charleston_lessons.drills.stopping import KINDS, kind_of

    seen = {kind_of(seed) for seed in range(1000)}
    assert seen == set(KINDS)
