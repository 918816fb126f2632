"""Invented lines: the notation, exact distance with jokers and suit variables, the win test."""

from __future__ import annotations

import itertools
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from charleston_lessons.hands import (
    CARD,
    FAMILIES,
    MAX_LINES,
    Group,
    Line,
    LineError,
    as_line,
    as_lines,
    closest,
    distance,
    parse_line,
    wins,
    wins_card,
)
from charleston_lessons.tiles import JOKER, full_set, parse_tiles

SIXES = parse_line("FFF 6666B 6666D EEE", "Flowers and sixes")


def test_notation_reads_groups_and_counts_14():
    line = parse_line("FF 2222x 2222y 2222z")
    assert [g.size for g in line.groups] == [2, 4, 4, 4]
    assert line.variables == ("x", "y", "z") and line.notation == "FF 2222x 2222y 2222z"
    assert [str(t) for t in parse_line("RRR GGG 000 FFFF 1C").tiles()][:9] == ["RD"] * 3 + ["GD"] * 3 + ["WD"] * 3


@pytest.mark.parametrize("bad", ["FF 6666B", "FFF 6666Q 6666D EEE", "1234B FFF 6666D EEE", "FFFFFFF 666B 666D EEEE"])
def test_bad_lines_raise_line_error_quoting_them(bad):
    with pytest.raises(LineError):
        parse_line(bad)


def test_a_pair_needing_more_copies_than_the_set_is_refused():
    with pytest.raises(LineError, match="fewer"):
        parse_line("66B 66B 66B 1111D 2222D")


def test_distance_counts_missing_tiles():
    assert distance("F F F 6B 6B 6B 6B 6D 6D 6D E E E 1C", SIXES) == 1
    assert distance("1C 2C 3C 4C 5C 6C 7C 8C 9C 1C 2C 3C 4C", SIXES) == 14


def test_a_joker_completes_a_pung_or_kong():
    assert distance("F F F 6B 6B 6B J 6D 6D 6D 6D E E E", SIXES) == 0
    assert distance("F F J 6B 6B 6B 6B 6D 6D 6D 6D E E E", SIXES) == 0  # FFF is a pung


def test_a_joker_never_completes_a_pair_or_single():
    pair_line = parse_line("FF 666B 666D EEEE NN")
    assert distance("F J 6B 6B 6B 6D 6D 6D E E E E N N", pair_line) == 1
    assert not wins("F J 6B 6B 6B 6D 6D 6D E E E E N N", pair_line)
    single = parse_line("RRR GGG 000 FFFF 1C")
    assert distance("RD RD RD GD GD GD WD WD WD F F F F J", single) == 1


def test_any_suit_lines_take_the_best_suits():
    twos = parse_line("FF 2222x 2222y 2222z")
    rack = "F F 2C 2C 2C 2C 2D 2D 2D 2D 2B 2B 2B"
    assert distance(rack, twos) == 1
    quints = parse_line("55555x 1y 999z 22222x")
    assert distance("5D 5D 5D 5D J 1B 9C 9C 9C 2D 2D 2D 2D J", quints) == 0
    assert distance("5D 5D 5D 5D J 1D 9C 9C 9C 2D 2D 2D 2D J", quints) == 1  # y must differ from x


def test_closest_lines_sorted_by_distance():
    rack = "F F F 6B 6B 6B 6B 6D 6D 6D E E E 1C"
    (first, d1), (second, d2) = closest(rack, n=2)
    assert first.name == "Flowers and sixes" and d1 == 1 and d1 <= d2


def test_the_card_has_40_to_60_invented_lines_of_14_in_named_families():
    assert 40 <= len(CARD) <= 60
    assert len({line.name.lower() for line in CARD}) == len(CARD)  # names are unique, any case
    assert all(len(line.tiles()) == 14 and line.note and len(line.name) <= 40 for line in CARD)
    families = [name for name, _ in FAMILIES]
    assert len(set(families)) == len(families) and all(what for _, what in FAMILIES)
    assert {line.family for line in CARD} == set(families)
    for family in families:  # a family is several lines, as on a real card
        assert sum(line.family == family for line in CARD) >= 3, family
    # The lessons teach with the original twelve, by name, first on the card.
    assert [line.name for line in CARD[:3]] == ["Flowers and sixes", "Sixes and the wind", "Dot run"]


def test_the_card_has_lines_for_one_two_and_three_suits_and_some_with_no_jokers():
    suits = Counter(len(line.variables) for line in CARD)
    assert all(suits[n] >= 5 for n in (1, 2, 3)), suits
    no_jokers = [line for line in CARD if all(not g.jokers_allowed for g in line.groups)]
    assert 3 <= len(no_jokers) <= len(CARD) // 4


@st.composite
def swaps_of(draw, line):
    """`line`'s 14 tiles for some choice of suits, then up to four swapped for jokers or any tile."""
    suits = draw(st.sampled_from(list(line.assignments())))
    tiles = list(line.tiles(suits))
    swaps = draw(st.lists(st.tuples(st.integers(0, 13), st.sampled_from(sorted(set(full_set())) + [JOKER] * 6)),
                          max_size=4))
    for index, tile in swaps:
        tiles[index] = tile
    available = Counter(full_set())
    if any(count > available[t] for t, count in Counter(tiles).items()):
        tiles = list(line.tiles(suits))
    return tiles


@pytest.mark.parametrize("line", CARD, ids=lambda line: line.name)
@settings(max_examples=40, deadline=None)
@given(data=st.data())
def test_on_every_card_line_distance_is_zero_exactly_when_the_tiles_win(line, data):
    tiles = data.draw(swaps_of(line))
    assert (distance(tiles, line) == 0) == wins(tiles, line)


@pytest.mark.parametrize("line", CARD, ids=lambda line: line.name)
def test_on_every_card_line_jokers_fill_pungs_and_larger_but_never_a_single_or_pair(line):
    tiles = line.tiles()
    assert wins(tiles, line) and distance(tiles, line) == 0
    for group_start, group in _group_starts(line):
        with_joker = list(tiles)
        with_joker[group_start] = JOKER
        assert wins(with_joker, line) == group.jokers_allowed, (line.notation, str(group))


def _group_starts(line):
    start = 0
    for group in line.groups:
        yield start, group
        start += group.size


@st.composite
def near_line(draw):
    """14 tiles made from a card line, then some swapped for jokers or random tiles."""
    line = draw(st.sampled_from(CARD))
    suits = draw(st.sampled_from(list(line.assignments())))
    tiles = list(line.tiles(suits))
    swaps = draw(st.lists(st.tuples(st.integers(0, 13), st.sampled_from(sorted(set(full_set())))), max_size=4))
    for index, tile in swaps:
        tiles[index] = tile
    counts = Counter(tiles)
    available = Counter(full_set())
    if any(counts[t] > available[t] for t in counts):
        tiles = list(line.tiles(suits))
    return line, tiles


@given(near_line())
def test_distance_is_zero_exactly_when_the_tiles_win(case):
    line, tiles = case
    assert (distance(tiles, line) == 0) == wins(tiles, line)


@given(near_line(), st.integers(0, 13))
def test_one_tile_changes_distance_by_at_most_one(case, index):
    line, tiles = case
    swapped = list(tiles)
    swapped[index] = JOKER if tiles[index] != JOKER else parse_tiles("N")[0]
    if Counter(swapped)[JOKER] <= 8 and Counter(swapped)[parse_tiles("N")[0]] <= 4:
        assert abs(distance(swapped, line) - distance(tiles, line)) <= 1


def test_wins_card_is_the_tables_winning_test():
    assert wins_card(parse_tiles("F F F 6B 6B 6B J 6D 6D 6D 6D E E E"))
    assert not wins_card(parse_tiles("F F F 6B 6B 6B J 6D 6D 6D 6D E E 1C"))


@given(near_line())
def test_wins_card_reads_text_and_tiles_alike(case):
    _line, tiles = case
    assert wins_card(" ".join(str(t) for t in tiles)) == wins_card(tiles) == wins_card(parse_tiles(tiles))


def test_a_line_is_a_line_a_card_name_or_notation_and_anything_else_is_a_sentence():
    assert as_line(CARD[2]) is CARD[2] and as_line("  dot RUN ") is CARD[2]
    mine = as_line("My sixes: FF 666B 666D EEEE NN")
    assert mine.name == "My sixes" and mine.notation == "FF 666B 666D EEEE NN"
    assert as_line(("Mine", "FF 666B 666D EEEE NN")).name == "Mine"
    assert as_lines(CARD) is CARD and as_lines("Dot run") == (CARD[2],)
    assert as_lines(["Dot run", CARD[3]]) == (CARD[2], CARD[3])
    rack = "F F F 6B 6B 6B 6B 6D 6D 6D E E E 1C"
    assert distance(rack, "Flowers and sixes") == distance(rack, CARD[0]) == 1
    for bad in (5, None, 3.0, b"FF", {"Dot run": 1}):
        with pytest.raises(LineError, match="line should be a line"):
            distance(rack, bad)
    with pytest.raises(LineError, match="at least one line"):
        as_lines([])
    with pytest.raises(LineError, match=f"more than {MAX_LINES}"):
        as_lines(itertools.repeat(CARD[0]))  # an endless iterable is refused at once
    with pytest.raises(ValueError, match="n should be a whole number"):
        closest(rack, n="2")


@pytest.mark.parametrize("bad", [None, 5, "F " * 3_000, "Q" * 10_000, "FF " + "6B " * 2_000])
def test_what_is_not_a_line_is_a_short_sentence(bad):
    with pytest.raises(LineError) as caught:
        parse_line(bad)
    assert len(str(caught.value)) < 200


def test_a_line_or_group_built_by_hand_is_checked_as_parse_line_checks_it():
    assert Line("Sixes", CARD[1].groups) == parse_line(CARD[1].notation, "Sixes")
    with pytest.raises(LineError, match="has 3 tiles; a line has 14"):
        Line("short", (Group(3, code="6B"),))
    with pytest.raises(LineError, match="singles and pairs"):
        Line("too many", (Group(2, code="6B"),) * 3 + (Group(4, code="1D"), Group(4, code="2D")))
    with pytest.raises(LineError, match="groups"):
        Line("x", [Group(2, code="F")] * 7)  # a list, not a tuple
    for bad in (dict(size=7, code="6B"), dict(size=3, code="J"), dict(size=3, code="6Q"),
                dict(size=3, rank=0, variable="x"), dict(size=3, rank=2, variable="q"), dict(size=3)):
        with pytest.raises(ValueError):
            Group(**bad)


def test_the_suits_given_for_a_line_are_checked():
    twos = CARD[4]  # FF 2222x 2222y 2222z
    assert [str(t) for t in twos.tiles({"x": "D", "y": "C", "z": "B"})][2:3] == ["2D"]
    for bad in ({"x": "B", "y": "B", "z": "D"}, {"x": "B"}, {"x": "Q", "y": "B", "z": "C"}, 5, ["x"]):
        with pytest.raises(ValueError, match="suits"):
            twos.tiles(bad)
