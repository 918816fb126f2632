"""The coach: which lines a tile helps, legal suggestions, blind when a pair would break."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from charleston_lessons.coach import (
    BLIND_COST,
    Coach,
    _compiled,
    _counts,
    courtesy_offer,
    grade_pass,
    helps,
    suggest_pass,
)
from charleston_lessons.coach import wants_to_stop as coach_wants_to_stop
from charleston_lessons.hands import CARD, distance
from charleston_lessons.rules import check_pass
from charleston_lessons.strategies import play_charleston
from charleston_lessons.tiles import full_set, parse_tiles

SIXES = CARD[:2]  # two invented lines: flowers, sixes in Bam and Dot, and East (G5)
RACK = "F F 6B 6B 6B 6D 6D 6D E E 2C 5C 8C"  # invented: three Craks help neither line


def test_three_craks_help_neither_line_and_are_the_clean_first_pass():
    useful = helps(RACK, SIXES)
    assert [str(t) for t, lines in useful.items() if not lines] == ["2C", "5C", "8C"]
    advice = suggest_pass(RACK, 1, SIXES)
    assert sorted(str(t) for t in advice.choice.own) == ["2C", "5C", "8C"]
    assert advice.after == advice.before
    assert "2 Crak helps neither line" in str(advice)


def test_blind_pass_when_three_from_the_rack_would_break_what_the_lines_need():
    tight = "F F F 6B 6B 6B 6B 6D 6D 6D E E 2C"  # only one tile helps no line
    advice = suggest_pass(tight, 3, SIXES)
    assert advice.choice.blind == 2 and [str(t) for t in advice.choice.own] == ["2C"]
    assert "unseen" in str(advice)
    across = suggest_pass(tight, 2, SIXES)
    assert across.choice.blind == 0 and len(across.choice.own) == 3


def test_courtesy_offer_counts_the_spare_tiles():
    assert courtesy_offer(RACK, SIXES) == 3
    assert courtesy_offer("F F F 6B 6B 6B 6B 6D 6D 6D E E 2C", SIXES) == 1


def test_grading_a_learners_pass_twice():
    grade = grade_pass(RACK, 1, "6B 2C 5C", SIXES)
    assert grade.verdict.ok and grade.after is not None
    assert min(grade.after) > min(grade.best_after) and not grade.as_good_as_best
    illegal = grade_pass(RACK, 1, "J 2C 5C", SIXES)
    assert illegal.verdict.rule == "J1" and illegal.after is None


@settings(max_examples=200)
@given(st.integers(0, 10**6), st.sampled_from([1, 2, 3, 4, 5, 6, 7]), st.integers(0, 3))
def test_the_coach_never_suggests_an_illegal_pass(seed, step, agreed):
    rack = random.Random(seed).sample(full_set(), 13)
    advice = suggest_pass(rack, step, agreed=agreed if step == 7 else None)
    verdict = check_pass(step, rack, advice.choice.own, blind=advice.choice.blind,
                         agreed=agreed if step == 7 else None)
    assert verdict.ok, verdict


@settings(max_examples=300)
@given(st.integers(0, 10**6), st.sampled_from(CARD))
def test_fast_distance_agrees_with_hands_distance(seed, line):
    tiles = random.Random(seed).sample(full_set(), 14)
    assert _compiled(line).distance(_counts(tiles)) == distance(tiles, line)


def test_coached_bots_at_every_seat_play_a_whole_legal_charleston():
    for seed in range(3):
        table = play_charleston(Coach(), seed=seed)
        assert table.over and table.passes_done[:3] == (1, 2, 3)
        assert all(len(table.rack(s)) == (14 if s == "East" else 13) for s in table.seats)


def test_the_coach_stops_only_when_pass_4_would_cost_its_nearest_line_a_tile():
    assert not coach_wants_to_stop(RACK, SIXES)  # three Craks to spare: going on is free
    tight = "F F F 6B 6B 6B 6B 6D 6D 6D E E 2C"  # one spare tile: pass 4 would break the lines
    assert coach_wants_to_stop(tight, SIXES)


def test_forwarding_all_three_unseen_beats_breaking_one_needed_tile():
    nothing_spare = "F F F 6B 6B 6B 6B 6D 6D 6D E E E"  # every tile helps a line
    advice = suggest_pass(nothing_spare, 3, SIXES)
    assert advice.choice.blind == 3 and advice.choice.own == ()
    assert 3 * BLIND_COST < 1, "three unseen must cost less than one tile a line needs (lab, G3)"
