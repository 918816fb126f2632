"""Strategies and the whole-Charleston runner."""

from __future__ import annotations

import math

import pytest

from charleston_lessons.rules import SEATS, Seat, pass_step
from charleston_lessons.strategies import (
    CharlestonStuck,
    RandomStrategy,
    SeatView,
    Strategy,
    play_charleston,
    seat_view,
    take_turn,
)
from charleston_lessons.table import PassChoice, Phase, Table
from charleston_lessons.tiles import parse_tiles

RACK = "1D 9C N 4B 6B W 2C 3C 5D 5D 7D E RD"  # invented for teaching (G5)


def test_random_strategy_is_a_strategy_and_plays_a_whole_charleston():
    assert isinstance(RandomStrategy(1), Strategy)
    table = play_charleston(RandomStrategy(1, stop_chance=0.0), seed=3)
    assert table.over and table.passes_done == (1, 2, 3, 4, 5, 6, 7)


def test_one_stop_ends_the_first_charleston_and_courtesy_follows():
    players = {seat: RandomStrategy(i, stop_chance=0.0) for i, seat in enumerate(SEATS)}
    players[Seat.NORTH] = RandomStrategy(9, stop_chance=1.0)
    table = play_charleston(players, seed=4)
    assert table.passes_done == (1, 2, 3, 7) and table.stopped is True


def test_the_same_seeds_play_the_same_charleston():
    a = play_charleston(RandomStrategy(5, blind_chance=1.0), seed=8)
    b = play_charleston(RandomStrategy(5, blind_chance=1.0), seed=8)
    assert a.log == b.log
    c = play_charleston(RandomStrategy(6, blind_chance=1.0), seed=8)
    assert c.log != a.log


def test_all_blind_strategy_produces_unseen_moves_on_3_and_6_only():
    table = play_charleston(RandomStrategy(2, blind_chance=1.0, all_blind_chance=0.0, stop_chance=0.0), seed=1)
    unseen_steps = {e.step for e in table.log if hasattr(e, "moves") for m in e.moves if m.unseen}
    assert unseen_steps and unseen_steps <= {3, 6}


def test_take_turn_makes_exactly_one_decision():
    table = Table.deal(seed=2)
    assert take_turn(table, RandomStrategy(1)).ok
    assert table.passes_done == (1,)
    take_turn(table, RandomStrategy(1))
    take_turn(table, RandomStrategy(1))
    assert table.phase is Phase.STOP_QUESTION
    assert take_turn(table, RandomStrategy(1, stop_chance=1.0)).rule == "X1"
    assert table.phase is Phase.OFFERS


class PassesAJoker(RandomStrategy):
    def choose_pass(self, view: SeatView) -> PassChoice:
        return PassChoice(("J", *view.passable[:2]))


def test_a_strategy_that_breaks_a_rule_stops_the_runner_with_the_rule():
    with pytest.raises(CharlestonStuck, match="J1"):
        play_charleston(PassesAJoker(1), seed=1)
    with pytest.raises(ValueError, match="J1"):  # bad input, as the API's contract says
        play_charleston(PassesAJoker(1), seed=1)


def test_seat_view_never_offers_a_joker():
    table = Table.deal(seed=0)
    for seat in SEATS:
        view = SeatView(seat, table.rack(seat), None)
        assert all(not t.is_joker for t in view.passable)
        assert len(view.passable) == len(table.rack(seat)) - sum(t.is_joker for t in table.rack(seat))


def test_seat_view_takes_a_seat_in_any_letter_case_even_at_the_courtesy_pass():
    table = Table.deal(seed=2)
    for _ in range(20):
        if table.next_step == 7:
            break
        take_turn(table, RandomStrategy(1, stop_chance=0.0))
    assert table.next_step == 7 and table.agreed is not None
    for name in ("east", "EAST", "East", Seat.EAST):
        view = seat_view(table, name)
        assert view == seat_view(table, Seat.EAST) and view.seat is Seat.EAST
        assert view.agreed == table.agreed[Seat.EAST]
    for bad in ("Eastern", None, 1):
        with pytest.raises(ValueError, match="not a seat"):
            seat_view(table, bad)
    with pytest.raises(ValueError, match="table should be a Table"):
        seat_view("table", "East")


def test_a_seat_view_checks_its_fields_once_so_strategies_can_trust_them():
    view = SeatView("south", RACK, 3, None)
    assert view.seat is Seat.SOUTH and view.rack == tuple(parse_tiles(RACK)) and view.step == pass_step(3)
    for bad in (dict(seat="middle"), dict(rack=5), dict(step=8), dict(agreed=5), dict(agreed=-1), dict(agreed="2")):
        fields = dict(seat="South", rack=RACK, step=1, agreed=None) | bad
        with pytest.raises(ValueError):
            SeatView(**fields)


def test_a_random_player_refuses_what_is_not_a_view_or_a_chance():
    player = RandomStrategy(1)
    for method in (player.choose_pass, player.wants_to_stop, player.courtesy_offer, player.declares):
        with pytest.raises(ValueError, match="SeatView"):
            method(None)
    with pytest.raises(ValueError, match="No pass is due"):
        player.choose_pass(SeatView("South", RACK, None))
    with pytest.raises(ValueError, match="too few"):
        player.choose_pass(SeatView("South", "J J 1D", 1))
    for bad in (dict(seed="x"), dict(seed=1.5), dict(blind_chance=2), dict(stop_chance=math.nan),
                dict(all_blind_chance="0.5"), dict(stop_chance=True)):
        with pytest.raises(ValueError, match="seed|chance"):
            RandomStrategy(**bad)
    with pytest.raises(ValueError, match="declare"):
        RandomStrategy(1, declare="yes")


def test_the_runner_needs_a_table_and_a_player_for_every_seat():
    table = Table.deal(seed=2)
    with pytest.raises(ValueError, match="no player for South, West, North"):
        take_turn(table, {"east": RandomStrategy(1)})
    assert table.passes_done == ()  # nothing was played
    for bad in (None, 5, {"East": None}, {"Middle": RandomStrategy(1)}):
        with pytest.raises(ValueError):
            take_turn(table, bad)
    with pytest.raises(ValueError, match="table should be a Table"):
        take_turn(None, RandomStrategy(1))
    with pytest.raises(ValueError, match="seed"):
        play_charleston(RandomStrategy(1), seed="seven")
    with pytest.raises(ValueError, match="win_test"):
        play_charleston(RandomStrategy(1), seed=1, win_test=5)
    players = {seat.value.lower(): RandomStrategy(i, stop_chance=0.0) for i, seat in enumerate(SEATS)}
    assert play_charleston(players, seed=4).over
