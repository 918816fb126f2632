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
from charleston_lessons.messages import speaking


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


# Issue 32, item 7: east 830472799 (East, pass 4 just over: "no", H3) had as its first hint
# "how many tiles ... who holds that many?", which leads to "yes"; east 1188203405 (South, "no",
# H1) had as its second "which passes end a round?", beside the point. East's hints are about
# when (and the same for East's "yes" and "no"); another seat's are about how many tiles.
def _declare_items(seeds):
    for seed in seeds:
        item = generate(seed)
        if "declare" in item.prompt and "Heavenly" not in item.prompt and set(item.option_ids) == {"yes", "no"}:
            yield seed, item


def test_a_declare_item_s_hints_point_at_the_rule_its_answer_rests_on():
    with speaking("en"):
        east_hints = set()
        found = dict(_declare_items([830472799, 1188203405, *range(400)]))
        assert {830472799, 1188203405} <= set(found)
        for seed, item in found.items():
            rule = item.check(item.answer).rule
            if rule == "H1":  # another seat than East: the tiles it holds
                assert all("round" not in hint for hint in item.hints), (seed, item.hints)
                assert "how many" in item.hints[0].lower(), (seed, item.hints)
            else:  # East, after a round or during one (H3): when
                assert "round" in item.hints[0], (seed, item.hints)
                east_hints.add(item.hints)
        assert len(east_hints) == 1  # East's "yes" and "no" get the same hints: they tell nothing


# Issue 32, item 7: east 749229502 read "you deal a rack to the empty seat (South and North)".
@pytest.mark.parametrize("seed", [749229502, *range(300)])
def test_a_ghost_seat_item_agrees_with_the_number_of_empty_seats(seed):
    with speaking("en"):
        prompt = generate(seed).prompt
    if "'ghost'" not in prompt:
        return
    two_empty = "2 players" in prompt or "2 friends" in prompt
    if two_empty:
        assert "the empty seat (" not in prompt and " gets a 'ghost'" not in prompt, prompt
        assert "each empty seat (" in prompt or " each get a 'ghost'" in prompt, prompt
    else:
        assert "the empty seat (" in prompt or " gets a 'ghost'" in prompt, prompt


# Issue 32, "fresh means fresh": at least 25 different questions (drills.question_shape).
@pytest.mark.xfail(strict=True, reason="issue 32: 12 question shapes over 1,000 seeds so far; the generator needs more kinds of question")
def test_east_asks_at_least_25_different_questions_over_1000_seeds():
    from drill_checks import SHAPE_SEEDS, SHAPES, count_shapes

    count = count_shapes("east")
    print(f"east: {count} question shapes over {SHAPE_SEEDS:,} seeds")
    assert count >= SHAPES
