"""Invented lines: the notation, exact distance with jokers and suit variables, the win test."""

from __future__ import annotations

from collections import Counter

import pytest
from hypothesis import given
from hypothesis import strategies as st

from charleston_lessons.hands import CARD, LineError, closest, distance, parse_line, wins, wins_card
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


def test_the_card_has_twelve_invented_lines_of_14():
    assert len(CARD) == 12 and len({line.name for line in CARD}) == 12
    assert all(len(line.tiles()) == 14 for line in CARD)


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
