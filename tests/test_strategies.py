"""Strategies and the whole-Charleston runner."""

from __future__ import annotations

import pytest

from charleston_lessons.rules import SEATS, Seat
from charleston_lessons.strategies import (
    CharlestonStuck,
    RandomStrategy,
    SeatView,
    Strategy,
    play_charleston,
    take_turn,
)
from charleston_lessons.table import PassChoice, Phase, Table


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


def test_seat_view_never_offers_a_joker():
    table = Table.deal(seed=0)
    for seat in SEATS:
        view = SeatView(seat, table.rack(seat), None)
        assert all(not t.is_joker for t in view.passable)
        assert len(view.passable) == len(table.rack(seat)) - sum(t.is_joker for t in table.rack(seat))
