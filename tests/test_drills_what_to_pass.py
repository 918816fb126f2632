"""The "what-to-pass" drill generator (charleston_lessons/drills/what_to_pass.py): a fresh
deal's rack for a random seat and pass, graded by the coach. Every item is well formed in
English and Malay, the same for the same seed, graded right for the coach's own pass and
wrong (naming a rule of docs/RULES.md, never naming the coach's tiles) for a short pass, a
Joker or the tiles the lines need; and the seeds make at least 1,000 distinct items. The
coach's search makes an item slower than the others (a few milliseconds; the median is
printed), so the variant count runs over 1,500 seeds rather than 5,000."""

from __future__ import annotations

import statistics
import time

import pytest
from drill_checks import check_item, count_variants
from hypothesis import given, settings
from hypothesis import strategies as st

from charleston_lessons.drills import MAX_SEED
from charleston_lessons.drills.what_to_pass import STEPS, generate
from charleston_lessons.exercises import CoachedPick


@settings(max_examples=60, deadline=None)
@given(st.integers(min_value=0, max_value=MAX_SEED))
def test_every_item_is_well_formed_repeatable_and_graded_in_both_languages(seed):
    check_item(generate, seed)


@pytest.mark.parametrize("seed", [0, MAX_SEED])
def test_the_ends_of_the_seed_range_make_items(seed):
    check_item(generate, seed)


def test_items_are_coached_picks_on_the_drilled_passes_with_the_coach_s_reasons():
    steps = set()
    for seed in range(40):
        exercise = generate(seed)
        assert isinstance(exercise, CoachedPick)
        steps.add(exercise.step.number)
        assert exercise.arriving == (3 if exercise.step.number in (3, 6) else 0)
        assert exercise.advice() and all(sentence.strip() for sentence in exercise.advice())
        assert len(exercise.rack) in (13, 14)
    assert steps == set(STEPS)


def test_at_least_1000_distinct_variants_and_the_median_time_per_item():
    times = []
    for seed in range(200):
        start = time.perf_counter()
        exercise = generate(seed)
        exercise.check(exercise.answer)
        exercise.solution()
        times.append(time.perf_counter() - start)
    print(f"what-to-pass: median {statistics.median(times) * 1000:.1f} ms to make and grade an item")
    count = count_variants(generate, 1500)[0]
    print(f"what-to-pass: {count} distinct variants over 1,500 seeds")
    assert count >= 1000


def test_a_pass_of_needed_tiles_is_graded_poor_with_the_coach_s_rule_and_the_lines_it_hurts():
    from drill_checks import wrong_picks

    from charleston_lessons.table import PassChoice

    poor = 0
    for seed in range(30):
        exercise = generate(seed)
        needed = [t for t in exercise.rack if exercise.needed[t] and not t.is_joker]
        if len(needed) < 3:
            continue
        feedback = exercise.check(PassChoice(tuple(needed[:3])))
        if not feedback.correct:
            poor += 1
            assert feedback.rule in ("G1", "G3"), feedback
            assert any(line.name in feedback.message for line in exercise.lines), feedback.message
        assert list(wrong_picks(exercise))
    assert poor >= 5


# Issue 32, item 7: what-to-pass 3102292657 answered PassChoice((1B, W), 1) said "a tile that
# helps no line costs nothing", though the coach's own pass gives up a tile that helps (3 Crak).
def _one_more_unseen(exercise):
    """The coach's pass with one own tile fewer and one more tile forwarded unseen."""
    from charleston_lessons.table import PassChoice

    best = exercise.answer
    return PassChoice(best.own[:-1], best.blind + 1) if best.own else None


@pytest.mark.parametrize("seed", [3102292657, *range(80)])
def test_forwarding_unseen_more_than_the_coach_names_a_free_tile_only_where_the_coach_passes_one(seed):
    from charleston_lessons.messages import speaking
    from charleston_lessons.table import PassChoice
    from charleston_lessons.tiles import parse_tile

    with speaking("en"):
        exercise = generate(seed)
        if not exercise.arriving:
            return
        choices = [_one_more_unseen(exercise)]
        if seed == 3102292657:
            choices.append(PassChoice((parse_tile("1B"), parse_tile("W")), 1))
        costly = bool(exercise._helped(exercise.answer.own))
        for choice in filter(None, choices):
            feedback = exercise.check(choice)
            if feedback.correct or "unseen, more than you need" not in feedback.message:
                continue
            assert ("costs nothing" in feedback.message) is not costly, (seed, choice, feedback.message)
        if seed == 3102292657:
            assert costly


# Issue 32, "fresh means fresh": at least 25 different questions (drills.question_shape).
def test_what_to_pass_asks_at_least_25_different_questions_over_1000_seeds():
    from drill_checks import SHAPE_SEEDS, SHAPES, count_shapes

    count = count_shapes("what-to-pass")
    print(f"what-to-pass: {count} question shapes over {SHAPE_SEEDS:,} seeds")
    assert count >= SHAPES
