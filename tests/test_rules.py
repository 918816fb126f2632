"""Pin the `charleston_lessons.rules` contract of API.md and the rules S, P, B, X, C, J.

Expected seats, pass tables and legality are restated here from RULES.md and API.md,
never read from the module under test. `expected_verdict` is an independent
re-statement of API.md's legality clauses and rule-priority order for `check_pass`.
"""

from __future__ import annotations

import enum
import re
from collections import Counter

import fuzzing  # tests/fuzzing.py: hostile values
import pytest
from endless import tamed  # tests/endless.py
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from charleston_lessons.rules import (
    PASSES,
    Direction,
    Seat,
    Verdict,
    as_direction,
    as_seat,
    check_pass,
    courtesy_count,
    pass_step,
    passes_played,
    receiver,
    second_charleston_stopped,
    sender,
)
from charleston_lessons.tiles import Tile, TileError, parse_tile

SEAT_VALUES = ["East", "South", "West", "North"]
DIRECTION_VALUES = ["right", "across", "left"]

# Every rule ID of RULES.md: a verdict may only name one of these.
RULE_IDS = (
    {f"T{i}" for i in range(1, 4)}
    | {f"S{i}" for i in range(1, 3)}
    | {f"P{i}" for i in range(1, 8)}
    | {f"B{i}" for i in range(1, 7)}
    | {f"X{i}" for i in range(1, 4)}
    | {f"C{i}" for i in range(1, 5)}
    | {f"J{i}" for i in range(1, 3)}
    | {f"F{i}" for i in range(1, 3)}
    | {f"H{i}" for i in range(1, 4)}
    | {"N1", "L1"}
    | {f"G{i}" for i in range(1, 6)}
)


def case_variants(text: str) -> list[str]:
    return sorted({text, text.lower(), text.upper(), text.swapcase(), text.title()})


def mixed_case(text: str, flips: list[bool]) -> str:
    return "".join(c.upper() if f else c.lower() for c, f in zip(text, flips + [False] * len(text)))


def assert_one_sentence(message: object) -> None:
    """A non-empty, learner-readable single sentence."""
    assert isinstance(message, str)
    assert message.strip() == message and message, repr(message)
    assert "\n" not in message
    assert message[0].isupper() or message[0].isdigit(), message
    assert message[-1] in ".!?", message
    # no sentence boundary before the end: ". X", "! X", "? X"
    assert not re.search(r"[.!?][\"')\]]*\s", message), message


# ======================================================================================
# S: Seat and Direction
# ======================================================================================


def test_S1_seat_is_a_str_enum_in_turn_order():
    assert issubclass(Seat, enum.StrEnum)
    assert [m.name for m in Seat] == ["EAST", "SOUTH", "WEST", "NORTH"]
    assert [m.value for m in Seat] == SEAT_VALUES
    assert Seat.EAST == "East"
    assert Seat.SOUTH == "South"
    assert Seat.WEST == "West"
    assert Seat.NORTH == "North"
    assert str(Seat.NORTH) == "North"
    assert Seat("West") is Seat.WEST


def test_S2_direction_is_a_str_enum():
    assert issubclass(Direction, enum.StrEnum)
    assert [m.name for m in Direction] == ["RIGHT", "ACROSS", "LEFT"]
    assert [m.value for m in Direction] == DIRECTION_VALUES
    assert Direction.RIGHT == "right"
    assert Direction.ACROSS == "across"
    assert Direction.LEFT == "left"
    assert Direction("left") is Direction.LEFT


# S1/S2 restated literally: (seat, direction) -> (receiver, sender)
S_TABLE = {
    ("East", "right"): ("South", "North"),
    ("East", "across"): ("West", "West"),
    ("East", "left"): ("North", "South"),
    ("South", "right"): ("West", "East"),
    ("South", "across"): ("North", "North"),
    ("South", "left"): ("East", "West"),
    ("West", "right"): ("North", "South"),
    ("West", "across"): ("East", "East"),
    ("West", "left"): ("South", "North"),
    ("North", "right"): ("East", "West"),
    ("North", "across"): ("South", "South"),
    ("North", "left"): ("West", "East"),
}


def test_S1_api_examples():
    assert receiver("East", "right") == "South"
    assert sender("East", "right") == "North"
    assert receiver(Seat.EAST, Direction.ACROSS) is Seat.WEST
    assert receiver(Seat.EAST, Direction.LEFT) is Seat.NORTH


@pytest.mark.parametrize("seat,direction", sorted(S_TABLE))
def test_S1_receiver_every_seat_and_direction(seat, direction):
    result = receiver(seat, direction)
    assert type(result) is Seat
    assert result == S_TABLE[(seat, direction)][0]
    assert receiver(Seat(seat), Direction(direction)) is result


@pytest.mark.parametrize("seat,direction", sorted(S_TABLE))
def test_S2_sender_every_seat_and_direction(seat, direction):
    result = sender(seat, direction)
    assert type(result) is Seat
    assert result == S_TABLE[(seat, direction)][1]
    assert sender(Seat(seat), Direction(direction)) is result


@pytest.mark.parametrize("seat", SEAT_VALUES)
def test_S2_passing_right_you_receive_from_your_left(seat):
    assert sender(seat, "right") == receiver(seat, "left")
    assert sender(seat, "left") == receiver(seat, "right")
    assert sender(seat, "across") == receiver(seat, "across")


@pytest.mark.parametrize("seat", SEAT_VALUES)
@pytest.mark.parametrize("direction", DIRECTION_VALUES)
def test_S1_accepts_any_letter_case(seat, direction):
    expected = S_TABLE[(seat, direction)]
    for s in case_variants(seat):
        for d in case_variants(direction):
            assert receiver(s, d) == expected[0]
            assert sender(s, d) == expected[1]


@given(
    seat=st.sampled_from(SEAT_VALUES),
    direction=st.sampled_from(DIRECTION_VALUES),
    f1=st.lists(st.booleans(), min_size=6, max_size=6),
    f2=st.lists(st.booleans(), min_size=6, max_size=6),
)
def test_S2_receiver_and_sender_are_inverse(seat, direction, f1, f2):
    s, d = mixed_case(seat, f1), mixed_case(direction, f2)
    assert receiver(sender(s, d), d) == seat
    assert sender(receiver(s, d), d) == seat
    assert receiver(s, d) != seat
    assert sender(s, d) != seat


@given(seat=st.sampled_from(list(Seat)))
def test_S1_right_then_left_and_across_twice_come_home(seat):
    assert receiver(receiver(seat, "right"), "left") is seat
    assert receiver(receiver(seat, "across"), "across") is seat
    # four passes to the right go round the table once, visiting every seat
    seen, here = [], seat
    for _ in range(4):
        here = receiver(here, "right")
        seen.append(here)
    assert here is seat
    assert set(seen) == set(Seat)


BAD_SEATS = ["", "E", "Eas", "Eastt", "Easts", "Northeast", "right", "Seat.EAST", None, 0, 1, 3.0,
             Direction.RIGHT, ["East"]]
BAD_DIRECTIONS = ["", "r", "rite", "over", "up", "rightt", "East", "Direction.RIGHT", None, 0, 1,
                  Seat.EAST, ["right"]]


@pytest.mark.parametrize("bad", BAD_SEATS, ids=repr)
@pytest.mark.parametrize("function", [receiver, sender])
def test_S1_bad_seat_raises_value_error_naming_the_seats(function, bad):
    with pytest.raises(ValueError) as info:
        function(bad, "right")
    message = str(info.value)
    for name in SEAT_VALUES:
        assert name.lower() in message.lower(), message


@pytest.mark.parametrize("bad", BAD_DIRECTIONS, ids=repr)
@pytest.mark.parametrize("function", [receiver, sender])
def test_S2_bad_direction_raises_value_error_naming_the_directions(function, bad):
    with pytest.raises(ValueError) as info:
        function("East", bad)
    message = str(info.value)
    for name in DIRECTION_VALUES:
        assert name in message.lower(), message


@pytest.mark.parametrize(
    "seat,direction",
    [(" East", "right"), ("East ", "right"), ("East", " right"), ("East", "right\n"),
     ("\tSouth", "left")],
)
def test_S1_value_with_surrounding_spaces_is_not_a_seat_or_direction(seat, direction):
    with pytest.raises(ValueError):
        receiver(seat, direction)
    with pytest.raises(ValueError):
        sender(seat, direction)


# ======================================================================================
# P: the seven passes
# ======================================================================================

# P1 restated: number, name, direction, min, max, required, blind allowed
P1_TABLE = [
    (1, "first right", "right", 3, 3, True, False),
    (2, "first across", "across", 3, 3, True, False),
    (3, "first left", "left", 3, 3, True, True),
    (4, "second left", "left", 3, 3, False, False),
    (5, "second across", "across", 3, 3, False, False),
    (6, "second right", "right", 3, 3, False, True),
    (7, "courtesy", "across", 0, 3, False, False),
]


def test_P1_passes_is_a_tuple_of_seven_in_order():
    assert isinstance(PASSES, tuple)
    assert len(PASSES) == 7
    assert [step.number for step in PASSES] == [1, 2, 3, 4, 5, 6, 7]


@pytest.mark.parametrize("row", P1_TABLE, ids=lambda row: f"pass{row[0]}")
def test_P1_each_pass_step_matches_the_table(row):
    number, _name, direction, low, high, required, blind = row
    step = PASSES[number - 1]
    assert step.number == number and type(step.number) is int
    assert step.direction == direction
    assert step.direction == Direction(direction)
    assert step.min_tiles == low
    assert step.max_tiles == high
    assert step.required is required
    assert step.blind_allowed is blind


@pytest.mark.parametrize("row", P1_TABLE, ids=lambda row: f"pass{row[0]}")
def test_P1_pass_names_follow_the_table(row):
    assert PASSES[row[0] - 1].name == row[1]


def test_P2_only_passes_1_to_3_are_required():
    assert [s.number for s in PASSES if s.required] == [1, 2, 3]


def test_B1_blind_allowed_only_on_passes_3_and_6():
    assert [s.number for s in PASSES if s.blind_allowed] == [3, 6]


def test_P3_passes_1_to_6_move_exactly_3_and_courtesy_0_to_3():
    assert [(s.min_tiles, s.max_tiles) for s in PASSES] == [(3, 3)] * 6 + [(0, 3)]


def test_P4_rollor_right_over_left_left_over_right():
    assert [str(s.direction) for s in PASSES[:6]] == ["right", "across", "left", "left", "across", "right"]
    assert [str(s.direction) for s in PASSES[:3]] == ["right", "across", "left"]


@pytest.mark.parametrize("seat", SEAT_VALUES)
def test_P4_passes_3_and_4_go_to_the_same_neighbour(seat):
    assert receiver(seat, PASSES[2].direction) == receiver(seat, PASSES[3].direction)
    assert receiver(seat, PASSES[2].direction) == S_TABLE[(seat, "left")][0]


def test_P6_both_rounds_send_18_tiles():
    assert sum(s.max_tiles for s in PASSES[:6]) == 18
    assert sum(s.min_tiles for s in PASSES[:6]) == 18


def test_C1_courtesy_pass_always_goes_across():
    assert PASSES[6].direction == "across"
    assert PASSES[6].number == 7


@pytest.mark.parametrize("n", range(1, 8))
def test_P1_pass_step_returns_step_n(n):
    step = pass_step(n)
    assert step == PASSES[n - 1]
    assert step.number == n
    assert step.direction == P1_TABLE[n - 1][2]


@pytest.mark.parametrize("bad", [0, 8, -1, 100, True, False, 1.0, 3.0, "3", None, [3]], ids=repr)
def test_P1_pass_step_outside_1_to_7_raises_value_error(bad):
    with pytest.raises(ValueError):
        pass_step(bad)


@given(st.integers(-1000, 1000))
def test_P1_pass_step_raises_exactly_outside_1_to_7(n):
    if 1 <= n <= 7:
        assert pass_step(n).number == n
    else:
        with pytest.raises(ValueError):
            pass_step(n)


# ======================================================================================
# passes_played: P2, X1, X2, C1, F1, H2
# ======================================================================================


def test_X2_nobody_stops_all_seven_passes():
    assert passes_played() == (1, 2, 3, 4, 5, 6, 7)
    assert passes_played(4) == (1, 2, 3, 4, 5, 6, 7)
    assert passes_played(4, False, False) == (1, 2, 3, 4, 5, 6, 7)
    assert isinstance(passes_played(), tuple)


def test_C1_stopped_second_charleston_goes_from_3_to_courtesy():
    assert passes_played(stopped=True) == (1, 2, 3, 7)
    assert passes_played(4, True) == (1, 2, 3, 7)
    assert isinstance(passes_played(stopped=True), tuple)


@pytest.mark.parametrize("players", [2, 3])
@pytest.mark.parametrize("stopped", [False, True])
@pytest.mark.parametrize("heavenly", [False, True])
def test_F1_fewer_than_four_players_no_passes(players, stopped, heavenly):
    assert passes_played(players, stopped, heavenly) == ()
    assert passes_played(players=players, stopped=stopped, heavenly_hand=heavenly) == ()


@pytest.mark.parametrize("stopped", [False, True])
def test_H2_heavenly_hand_waives_the_charleston(stopped):
    assert passes_played(heavenly_hand=True, stopped=stopped) == ()
    assert passes_played(4, stopped, True) == ()


@pytest.mark.parametrize("players", [0, 1, 5, 6, -4, 100])
def test_F1_players_outside_2_to_4_raise_value_error(players):
    with pytest.raises(ValueError):
        passes_played(players)
    with pytest.raises(ValueError):
        passes_played(players=players, stopped=True, heavenly_hand=True)


@given(st.integers(2, 4), st.booleans(), st.booleans())
def test_P2_passes_played_agrees_with_the_rules(players, stopped, heavenly):
    played = passes_played(players, stopped, heavenly)
    if players < 4 or heavenly:  # F1, H2
        assert played == ()
        return
    assert played[:3] == (1, 2, 3)  # P2: first Charleston required
    assert played[-1] == 7  # C1: courtesy comes last
    assert ({4, 5, 6} <= set(played)) is (not stopped)  # X2
    assert ({4, 5, 6} & set(played) == set()) is stopped  # X1: a stop drops all three
    assert list(played) == sorted(played)


# ======================================================================================
# X1: one "no" is enough, no vote
# ======================================================================================


def test_X1_one_no_is_enough_no_vote():
    # a 1-of-4 minority stops it: a majority vote would say False here
    assert second_charleston_stopped([True, False, False, False]) is True


@pytest.mark.parametrize("position", range(4))
def test_X1_any_single_player_can_stop(position):
    answers = [False] * 4
    answers[position] = True
    assert second_charleston_stopped(answers) is True
    assert second_charleston_stopped(tuple(answers)) is True
    assert second_charleston_stopped(iter(answers)) is True


def test_X2_nobody_stops_means_it_goes_on():
    assert second_charleston_stopped([False, False, False, False]) is False
    assert second_charleston_stopped(a for a in [False] * 4) is False


def test_X1_a_minority_of_two_or_three_also_stops():
    assert second_charleston_stopped([True, True, False, False]) is True
    assert second_charleston_stopped([False, True, True, True]) is True
    assert second_charleston_stopped([True] * 4) is True


@given(st.lists(st.booleans(), min_size=4, max_size=4))
def test_X1_stopped_exactly_when_someone_says_no(answers):
    assert second_charleston_stopped(answers) is (True in answers)


# ======================================================================================
# C2, C3: courtesy offers
# ======================================================================================


@pytest.mark.parametrize("a", range(4))
@pytest.mark.parametrize("b", range(4))
def test_C2_lower_offer_is_what_both_pass(a, b):
    lower = a if a <= b else b
    assert courtesy_count(a, b) == lower
    assert courtesy_count(b, a) == lower
    assert type(courtesy_count(a, b)) is int


def test_C2_examples():
    assert courtesy_count(3, 1) == 1
    assert courtesy_count(2, 3) == 2
    assert courtesy_count(3, 3) == 3


@pytest.mark.parametrize("other", range(4))
def test_C3_an_offer_of_zero_cancels_for_that_pair(other):
    assert courtesy_count(0, other) == 0
    assert courtesy_count(other, 0) == 0


def test_C3_the_other_pair_makes_its_own_deal():
    east_west = courtesy_count(0, 3)
    south_north = courtesy_count(2, 3)
    assert (east_west, south_north) == (0, 2)


@pytest.mark.parametrize(
    "a,b",
    [(True, 2), (2, True), (False, 1), (1, False), (True, True),
     (-1, 2), (2, -1), (4, 1), (1, 4), (10, 10),
     (1.0, 2), (2, 1.5), ("1", 2), (2, "3"), (None, 1), (1, None)],
    ids=repr,
)
def test_C2_offers_must_be_ints_0_to_3(a, b):
    with pytest.raises(ValueError):
        courtesy_count(a, b)


# ======================================================================================
# check_pass: the legality clauses of API.md and the rule-priority order
# ======================================================================================

J = parse_tile("J")


def T(codes: str) -> list[Tile]:
    return [parse_tile(c) for c in codes.split()]


RACK = "1D 9C N 4B 6B W F F 5D 5D 7C 2C J"  # 13 tiles, one joker, a pair of flowers


def assert_verdict(verdict, ok, rules):
    assert isinstance(verdict, Verdict)
    assert verdict.ok is ok
    assert bool(verdict) is ok
    if isinstance(rules, str):
        rules = {rules}
    assert verdict.rule in rules, verdict
    assert verdict.rule in RULE_IDS
    assert_one_sentence(verdict.message)


# --- legal passes name the rule that allows them ---------------------------------------


@pytest.mark.parametrize("step", [1, 2, 3, 4, 5, 6])
def test_P3_three_from_the_rack_is_legal(step):
    assert_verdict(check_pass(step, RACK, "1D 9C N"), True, "P3")


def test_P3_accepts_every_form_parse_tiles_takes():
    rack_forms = [RACK, RACK.split(), T(RACK), "1 Dot, 9 Crak North 4B 6B W F F 5D 5D 7C 2C J"]
    own_forms = ["1 Dot, 9 Crak, North", ["1D", "9C", "N"], T("1D 9C N"), ("9 crak", parse_tile("1D"), "n")]
    for rack in rack_forms:
        for own in own_forms:
            assert_verdict(check_pass(1, rack, own), True, "P3")


def test_P7_repeats_in_the_rack_can_be_passed():
    assert_verdict(check_pass(2, RACK, "F F 5D"), True, "P3")


@pytest.mark.parametrize("step", [3, 6])
@pytest.mark.parametrize("blind", [1, 2, 3])
def test_B2_blind_on_3_and_6_makes_up_the_rest_from_the_rack(step, blind):
    own = ["4B", "6B", "W"][: 3 - blind]
    assert_verdict(check_pass(step, RACK, own, blind=blind), True, {"B1", "B2"})


@pytest.mark.parametrize("step", [3, 6])
def test_B1_blind_zero_on_3_and_6_is_an_ordinary_pass(step):
    assert_verdict(check_pass(step, RACK, "4B 6B W", blind=0), True, "P3")


@pytest.mark.parametrize("count", [0, 1, 2, 3])
def test_C2_courtesy_without_agreement_is_0_to_3(count):
    own = ["1D", "9C", "N"][:count]
    assert_verdict(check_pass(7, RACK, own), True, {"C2", "C3"})


@pytest.mark.parametrize("agreed", [0, 1, 2, 3])
def test_C2_courtesy_with_agreement_passes_exactly_that_many(agreed):
    own = ["1D", "9C", "N"][:agreed]
    assert_verdict(check_pass(7, RACK, own, agreed=agreed), True, {"C2", "C3"})
    for other in range(5):
        if other != agreed:
            own_other = ["1D", "9C", "N", "4B"][:other]
            assert_verdict(check_pass(7, RACK, own_other, agreed=agreed), False, "C2")


def test_C3_courtesy_of_nothing_is_legal():
    assert_verdict(check_pass(7, RACK, []), True, {"C2", "C3"})
    assert_verdict(check_pass(7, [], [], agreed=0), True, {"C2", "C3"})


# --- each clause on its own -------------------------------------------------------------


@pytest.mark.parametrize("step", range(1, 8))
def test_J1_joker_never_passed_on_any_pass(step):
    own = ["J", "1D", "9C"] if step != 7 else ["J"]
    assert_verdict(check_pass(step, RACK, own), False, "J1")


@pytest.mark.parametrize("step", [3, 6])
@pytest.mark.parametrize("blind", [1, 2])
def test_J1_joker_never_passed_even_blind(step, blind):
    own = ["J", "1D"][: 3 - blind]
    assert_verdict(check_pass(step, RACK, own, blind=blind), False, "J1")


@pytest.mark.parametrize("agreed", [1, 2, 3])
def test_J1_joker_never_passed_even_by_agreement(agreed):
    own = ["Joker", "1D", "9C"][:agreed]
    assert_verdict(check_pass(7, RACK, own, agreed=agreed), False, "J1")


def test_J1_joker_by_long_name_and_case():
    assert_verdict(check_pass(1, RACK, "joker, 1 Dot, 9 Crak"), False, "J1")
    assert_verdict(check_pass(1, RACK, "JOKER 1D 9C"), False, "J1")


@pytest.mark.parametrize("step", range(1, 8))
def test_P7_tile_not_in_rack_cannot_be_passed(step):
    own = ["3B", "1D", "9C"] if step != 7 else ["3B"]
    assert_verdict(check_pass(step, RACK, own), False, "P7")


def test_P7_counts_repeats():
    assert_verdict(check_pass(1, RACK, "5D 5D 5D"), False, "P7")
    assert_verdict(check_pass(1, RACK, "N N 1D"), False, "P7")
    assert_verdict(check_pass(7, "N", "N N"), False, "P7")
    assert_verdict(check_pass(1, [], "N 1D 9C"), False, "P7")


@pytest.mark.parametrize("step", [1, 2, 4, 5])
@pytest.mark.parametrize("blind", [1, 2, 3])
def test_B1_no_blind_pass_on_1_2_4_5(step, blind):
    own = ["1D", "9C", "N"][: 3 - blind]
    assert_verdict(check_pass(step, RACK, own, blind=blind), False, "B1")


@pytest.mark.parametrize("blind", [1, 2, 3])
def test_C4_no_blind_pass_on_the_courtesy_pass(blind):
    assert_verdict(check_pass(7, RACK, [], blind=blind), False, "B1")
    assert_verdict(check_pass(7, RACK, ["1D"], blind=blind, agreed=1), False, "B1")


@pytest.mark.parametrize("step", [3, 6])
@pytest.mark.parametrize("blind,own", [(4, []), (5, []), (-1, ["1D", "9C", "N", "4B"]), (-2, ["1D"])])
def test_B2_blind_on_3_and_6_is_0_to_3(step, blind, own):
    verdict = check_pass(step, RACK, own, blind=blind)
    assert verdict.ok is False
    assert bool(verdict) is False
    assert verdict.rule in RULE_IDS
    assert_one_sentence(verdict.message)


@pytest.mark.parametrize("step", [1, 2, 4, 5, 7])
def test_B1_negative_blind_is_not_legal(step):
    own = ["1D", "9C", "N", "4B"] if step != 7 else []
    verdict = check_pass(step, RACK, own, blind=-1)
    assert verdict.ok is False and bool(verdict) is False


@pytest.mark.parametrize("step", range(1, 7))
@pytest.mark.parametrize("count", [0, 1, 2, 4, 5])
def test_P3_passes_1_to_6_move_exactly_3(step, count):
    own = "1D 9C N 4B 6B".split()[:count]
    assert_verdict(check_pass(step, RACK, own), False, "P3")


@pytest.mark.parametrize("step", [3, 6])
@pytest.mark.parametrize("blind,count", [(1, 1), (1, 3), (2, 0), (2, 2), (3, 1), (3, 3)])
def test_B2_blind_pass_is_still_exactly_3(step, blind, count):
    own = "1D 9C N".split()[:count]
    assert_verdict(check_pass(step, RACK, own, blind=blind), False, "P3")


@pytest.mark.parametrize("count", [4, 5])
def test_C2_courtesy_is_at_most_3(count):
    own = "1D 9C N 4B 6B".split()[:count]
    assert_verdict(check_pass(7, RACK, own), False, "C2")


@pytest.mark.parametrize("step", range(1, 7))
def test_C2_agreed_is_ignored_before_the_courtesy_pass(step):
    assert_verdict(check_pass(step, RACK, "1D 9C N", agreed=1), True, "P3")
    assert_verdict(check_pass(step, RACK, "1D", agreed=1), False, "P3")


# --- rule priority: J1, then P7, then B1, then the count ---------------------------------


def test_J1_before_P7():
    # the joker is not even in this rack
    assert_verdict(check_pass(1, "1D 9C N", "J 1D 9C"), False, "J1")
    assert_verdict(check_pass(1, "1D 9C N J", "J 3B 3B"), False, "J1")


def test_P7_before_B1():
    assert_verdict(check_pass(1, RACK, "3B 1D", blind=1), False, "P7")
    assert_verdict(check_pass(7, RACK, "3B", blind=1), False, "P7")


def test_B1_before_count_P3():
    # 2 own + 1 blind would make 3, but the blind pass itself is on the wrong pass
    assert_verdict(check_pass(1, RACK, "1D 9C", blind=1), False, "B1")
    # and with the count wrong as well, B1 still decides
    assert_verdict(check_pass(4, RACK, "1D", blind=1), False, "B1")
    assert_verdict(check_pass(5, RACK, "1D 9C N 4B", blind=2), False, "B1")


def test_B1_before_count_C2():
    assert_verdict(check_pass(7, RACK, "1D 9C N 4B", blind=1), False, "B1")
    assert_verdict(check_pass(7, RACK, "1D 9C", blind=2, agreed=1), False, "B1")


def test_J1_before_everything():
    # joker not in rack, blind on a wrong pass, wrong count
    assert_verdict(check_pass(2, "1D", "J 3B 3B 3B 3B", blind=2), False, "J1")
    assert_verdict(check_pass(7, "1D", "J 3B 3B 3B 3B", blind=2, agreed=0), False, "J1")


def test_P7_before_count():
    assert_verdict(check_pass(3, RACK, "3B", blind=0), False, "P7")
    assert_verdict(check_pass(7, RACK, "3B 1D", agreed=1), False, "P7")


# --- input that is not a pass at all raises ------------------------------------------------


@pytest.mark.parametrize("bad", [0, 8, -1, True, 2.0, "3", None], ids=repr)
def test_P1_check_pass_bad_step_raises_value_error(bad):
    with pytest.raises(ValueError):
        check_pass(bad, RACK, "1D 9C N")


@pytest.mark.parametrize(
    "rack,own,bad",
    [
        ("1D 9C XX", "1D 9C N", "XX"),
        (RACK, "1D 9C 10B", "10B"),
        (RACK, ["1D", "9C", "Purple Dragon"], "Purple Dragon"),
        (["1D", "bogus"], "1D", "bogus"),
        (RACK, "J 1D Q", "Q"),
    ],
)
def test_T2_check_pass_bad_tile_text_raises_tile_error(rack, own, bad):
    with pytest.raises(TileError) as info:
        check_pass(1, rack, own)
    assert isinstance(info.value, ValueError)
    assert bad.split()[0] in str(info.value)


def test_check_pass_blind_and_agreed_are_keyword_only():
    with pytest.raises(TypeError):
        check_pass(3, RACK, "1D 9C", 1)  # type: ignore[misc]
    with pytest.raises(TypeError):
        check_pass(7, RACK, "1D", 0, 1)  # type: ignore[misc]


def test_verdict_bool_is_ok():
    good = check_pass(1, RACK, "1D 9C N")
    bad = check_pass(1, RACK, "1D 9C")
    assert bool(good) is True and good.ok is True
    assert bool(bad) is False and bad.ok is False
    assert (not good) is False and (not bad) is True
    assert isinstance(good.rule, str) and isinstance(good.message, str)


# --- independent re-statement of API.md's clauses, checked on random input -----------------

POOL = ["1B", "5B", "9C", "N", "RD", "WD", "F", "J", "3D"]


def expected_verdict(step, rack, own, blind, agreed):
    """(ok, acceptable rule IDs or None if API.md leaves the rule open)."""
    rack_codes = [str(t) for t in rack]
    own_codes = [str(t) for t in own]
    if "J" in own_codes:
        return False, {"J1"}
    have, need = Counter(rack_codes), Counter(own_codes)
    if any(need[code] > have[code] for code in need):
        return False, {"P7"}
    if blind != 0 and step not in (3, 6):
        return False, {"B1"}
    if step in (3, 6) and not 0 <= blind <= 3:
        return False, None  # illegal; API.md does not say which rule names it
    if step <= 6:
        if len(own) + blind != 3:
            return False, {"P3"}
        return True, ({"B1", "B2"} if blind else {"P3"})
    if agreed is not None:
        ok = len(own) == agreed
    else:
        ok = 0 <= len(own) <= 3
    return ok, ({"C2", "C3"} if ok else {"C2"})


def _render(tiles, how):
    if how == "tiles":
        return list(tiles)
    if how == "codes":
        return [str(t) for t in tiles]
    if how == "names":
        return [t.name for t in tiles]
    if how == "text":
        return ", ".join(t.name for t in tiles)
    return " ".join(str(t).lower() for t in tiles)


@st.composite
def pass_inputs(draw):
    step = draw(st.integers(1, 7))
    rack = [parse_tile(c) for c in draw(st.lists(st.sampled_from(POOL), max_size=14))]
    mode = draw(st.sampled_from(["from_rack", "from_rack", "random", "from_rack_plus"]))
    if mode == "random" or not rack:
        own = [parse_tile(c) for c in draw(st.lists(st.sampled_from(POOL), max_size=5))]
    else:
        idx = draw(st.lists(st.integers(0, len(rack) - 1), unique=True, max_size=min(5, len(rack))))
        own = [rack[i] for i in idx]
        if mode == "from_rack_plus":
            own.append(parse_tile(draw(st.sampled_from(POOL))))
        own = draw(st.permutations(own))
    if step in (3, 6) and draw(st.booleans()):
        blind = 3 - len(own) if draw(st.booleans()) else draw(st.integers(-1, 4))
    else:
        blind = draw(st.sampled_from([0, 0, 0, 1, 2, 3, -1, 4]))
    agreed = draw(st.one_of(st.none(), st.integers(0, 3)))
    how_rack = draw(st.sampled_from(["tiles", "codes", "names", "text", "lower"]))
    how_own = draw(st.sampled_from(["tiles", "codes", "names", "text", "lower"]))
    return step, rack, own, blind, agreed, how_rack, how_own


@settings(max_examples=400)
@given(pass_inputs())
def test_check_pass_agrees_with_the_api_clauses(case):
    step, rack, own, blind, agreed, how_rack, how_own = case
    verdict = check_pass(step, _render(rack, how_rack), _render(own, how_own), blind=blind, agreed=agreed)
    ok, rules = expected_verdict(step, rack, own, blind, agreed)
    assert isinstance(verdict, Verdict)
    assert verdict.ok is ok, (verdict, ok, rules)
    assert bool(verdict) is verdict.ok
    assert verdict.rule in RULE_IDS
    if rules is not None:
        assert verdict.rule in rules, (verdict, rules)
    assert_one_sentence(verdict.message)


PRIORITY = ["J1", "P7", "B1", "count"]


@st.composite
def multi_violations(draw):
    """Input breaking a chosen set of clauses, at least two of them."""
    broken = draw(st.sets(st.sampled_from(PRIORITY), min_size=2))
    forced = []
    rack_extra = []
    if "J1" in broken:
        forced.append("J")
        if "P7" not in broken or draw(st.booleans()):
            rack_extra.append("J")
    if "P7" in broken:
        forced.append("3D")  # never in the rack below
    if "B1" in broken:
        step = draw(st.sampled_from([1, 2, 4, 5, 7]))
        blind = draw(st.integers(1, 3))
    else:
        step = draw(st.integers(1, 7))
        blind = draw(st.integers(0, 3)) if step in (3, 6) else 0
    agreed = draw(st.one_of(st.none(), st.integers(0, 3))) if step == 7 else None
    if step == 7:
        good_sizes = {agreed} if agreed is not None else {0, 1, 2, 3}
    else:
        good_sizes = {3 - blind}
    if "count" in broken:
        size = draw(st.integers(0, 6).filter(lambda n: n not in good_sizes))
    else:
        size = draw(st.sampled_from(sorted(good_sizes)))
    assume(size >= len(forced))
    filler = draw(st.lists(st.sampled_from(["1B", "5B", "9C", "N", "RD", "WD", "F"]),
                           min_size=size - len(forced), max_size=size - len(forced)))
    extra = draw(st.lists(st.sampled_from(["1B", "N", "F"]), max_size=4))
    rack = filler + rack_extra + extra
    own = draw(st.permutations(forced + filler))
    first = next(rule for rule in PRIORITY if rule in broken)
    if first == "count":
        first = "C2" if step == 7 else "P3"
    return step, rack, own, blind, agreed, first


@settings(max_examples=300)
@given(multi_violations())
def test_rule_priority_J1_then_P7_then_B1_then_count(case):
    step, rack, own, blind, agreed, first = case
    verdict = check_pass(step, rack, own, blind=blind, agreed=agreed)
    assert verdict.ok is False
    assert bool(verdict) is False
    assert verdict.rule == first, (case, verdict)
    assert_one_sentence(verdict.message)
    # the independent re-statement agrees
    assert expected_verdict(step, [parse_tile(c) for c in rack], [parse_tile(c) for c in own],
                            blind, agreed) == (False, {first})


@given(pass_inputs())
def test_J1_a_joker_in_own_always_decides(case):
    step, rack, own, blind, agreed, _, _ = case
    verdict = check_pass(step, rack + [J], own + [J], blind=blind, agreed=agreed)
    assert verdict.ok is False
    assert verdict.rule == "J1"
    verdict = check_pass(step, rack, [J] + own, blind=blind, agreed=agreed)
    assert verdict.rule == "J1"


@given(pass_inputs(), st.sampled_from(["1B", "N", "F", "RD"]))
def test_P7_a_tile_beyond_the_rack_decides_unless_a_joker(case, code):
    step, rack, own, blind, agreed, _, _ = case
    own = [t for t in own if not t.is_joker]
    missing = parse_tile(code)
    extra = Counter(str(t) for t in rack)[code] - Counter(str(t) for t in own)[code] + 1
    verdict = check_pass(step, rack, own + [missing] * extra, blind=blind, agreed=agreed)
    assert verdict.ok is False
    assert verdict.rule == "P7"


# ------------------------------------------------------ the enums' lookups: the course's sentence


class _RaisingStr(str):
    """A `str` whose own methods raise: an enum lookup must not call them."""

    def _boom(self, *args: object, **kwargs: object) -> object:
        raise RuntimeError("hostile str method")

    __repr__ = __str__ = __eq__ = __hash__ = __getitem__ = __len__ = __format__ = _boom  # type: ignore[assignment]


ENUM_CASES = [(Seat, "error.seat", "East"), (Direction, "error.direction", "right")]


@pytest.mark.parametrize(("enum_type", "key", "good"), ENUM_CASES)
@pytest.mark.parametrize("language", ["en", "ms"])
def test_an_enum_lookup_says_the_course_sentence_short_in_the_current_language(enum_type, key, good, language):
    from charleston_lessons.messages import say, speaking

    assert enum_type(good) is enum_type(enum_type(good)) is enum_type(_RaisingStr(good))
    for bad in ("x" * 10**6, _RaisingStr("x" * 10**6), [1] * 10**6, None, 3, object(), good.upper()):
        with speaking(language):
            with pytest.raises(ValueError) as caught:
                enum_type(bad)
            assert str(caught.value) == say(key, value=bad)
        assert len(str(caught.value)) < 200


@settings(max_examples=150, deadline=None)
@given(value=fuzzing.HOSTILE.map(tamed) | st.builds(_RaisingStr, st.text(max_size=50)))
def test_hostile_enum_lookups_give_the_course_sentence(value):
    from charleston_lessons.exercises import Outcome
    from charleston_lessons.table import Phase

    tally = fuzzing.Tally()
    for enum_type in (Seat, Direction, Phase, Outcome):
        fuzzing.call(enum_type.__name__, enum_type, (value,), {}, tally)
    assert tally.failed_calls == 0, tally.others


# ------------------------------------------------ reading a typed seat or direction, kept names


@pytest.mark.parametrize(("read", "typed", "expected"), [
    (as_seat, "TIMUR", Seat.EAST), (as_seat, "north", Seat.NORTH), (as_seat, Seat.WEST, Seat.WEST),
    (as_direction, "Kiri", Direction.LEFT), (as_direction, "ACROSS", Direction.ACROSS),
    (as_direction, Direction.RIGHT, Direction.RIGHT),
])
def test_typed_seats_and_directions_read_in_any_language_and_case_no_value_method(read, typed, expected):
    assert read(typed) is expected
    assert read(_RaisingStr(str.__str__(typed))) is expected  # no method of a str subclass runs
    with pytest.raises(ValueError):
        read(_RaisingStr("nowhere"))


def test_the_kept_names_follow_a_catalog_loaded_afresh(monkeypatch):
    """The names are kept per set of catalogs: a catalog that changes is read again."""
    import gettext

    from charleston_lessons import messages

    assert as_seat("timur") is Seat.EAST

    class Other(gettext.NullTranslations):
        def gettext(self, message: str) -> str:
            return {"East": "Higashi"}.get(message, message)

    english, other = gettext.NullTranslations(), Other()
    monkeypatch.setattr(messages, "catalog", lambda code: other if code == "ms" else english)
    assert as_seat("HIGASHI") is Seat.EAST
    with pytest.raises(ValueError):
        as_seat("timur")
    monkeypatch.undo()
    assert as_seat("timur") is Seat.EAST


def test_an_int_subclass_is_read_as_its_plain_value():
    from fuzzing import HostileInt  # tests/fuzzing.py: an int whose every method raises

    rack = "1D 9C N 4B 6B W 2C 3C 5D 5D 7D E RD J"
    assert pass_step(HostileInt(3)).number == 3
    assert courtesy_count(HostileInt(1), HostileInt(2)) == 1
    assert passes_played(HostileInt(4)) == (1, 2, 3, 4, 5, 6, 7)
    assert check_pass(HostileInt(3), rack, "1D 9C", blind=HostileInt(1)).ok
    assert check_pass(7, rack, "1D", agreed=HostileInt(1)).ok


@pytest.mark.parametrize("stopped, heavenly", [(1, False), (False, "yes"), (None, False)], ids=["one", "text", "none"])
def test_passes_played_takes_yes_or_no_as_a_bool(stopped, heavenly):
    with pytest.raises(ValueError, match="True or False"):
        passes_played(4, stopped, heavenly)
