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
from charleston_lessons.drills.east import KINDS, generate, kind_of
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
        if kind_of(seed) == "count":
            answers.add(exercise.answer)
    assert {"T3", "H1", "H2", "H3", "F1", "F2", "P3", "P6", "S2", "B2"} <= rules
    assert answers == {13, 14}  # East holds 14, the others 13, whatever the passes


# Issue 32, item 7: east 830472799 (East, pass 4 just over: "no", H3) had as its first hint
# "how many tiles ... who holds that many?", which leads to "yes"; east 1188203405 (South, "no",
# H1) had as its second "which passes end a round?", beside the point. East's hints are about
# when (and the same for East's "yes" and "no"); another seat's are about how many tiles.
# Since the generator draws among more kinds (issue 32, "fresh means fresh"), the same two
# items are seeds 830473061 (East, pass 4 just over) and 830472847 (South, pass 5 over).
def _declare_items(seeds):
    for seed in seeds:
        if kind_of(seed) == "declare":
            yield seed, generate(seed)


def test_a_declare_item_s_hints_point_at_the_rule_its_answer_rests_on():
    with speaking("en"):
        east_hints = set()
        found = dict(_declare_items([830473061, 830472847, *range(1000)]))
        assert {830473061, 830472847} <= set(found)
        assert "Pass 4 is over" in found[830473061].prompt and found[830473061].answer == "no"
        assert "South" in found[830472847].prompt
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
def test_east_asks_at_least_25_different_questions_over_1000_seeds():
    from drill_checks import SHAPE_SEEDS, SHAPES, count_shapes

    count = count_shapes("east")
    print(f"east: {count} question shapes over {SHAPE_SEEDS:,} seeds")
    assert count >= SHAPES


def test_every_kind_comes_up_over_1000_seeds_and_kind_of_names_it():
    seen = {kind_of(seed) for seed in range(1000)}
    assert seen == set(KINDS)


# The answers of the new kinds are read off real tables: East holds 14 whatever the passes, a
# seat forwarding blind still 13, the racks together as many as were dealt, and East sends 3
# a pass (18 over both rounds) plus the courtesy pass's lower offer.
def test_the_new_kinds_answers_agree_with_the_rules():
    with speaking("en"):
        for seed in range(1000):
            kind, item = kind_of(seed), generate(seed)
            if kind in ("total_dealt", "total_after"):
                assert item.answer == 53, seed
            elif kind in ("holds_14", "holds_14_stopped"):
                assert item.answer == "East", seed
            elif kind in ("east_end", "east_after"):
                assert item.answer == 14, seed
            elif kind == "blind_rack":
                assert item.answer == 13, seed
            elif kind == "sends_both":
                assert item.answer == 18, seed
            elif kind in ("east_passes",):
                assert item.answer == 3, seed
            elif kind == "heavenly_passes":
                assert item.answer == 0, seed
            elif kind == "complete_mid":
                done = int(item.prompt.split()[1])
                assert item.answer == ("after3" if done < 3 else "after6"), seed
            elif kind in ("would_be", "few_first", "four_claim"):
                assert item.answer == {"would_be": "play", "few_first": "discard", "four_claim": "no"}[kind], seed
