"""Players for the table: what a strategy decides, a random legal one, and a whole-Charleston runner.

A strategy sees only its own seat (`SeatView`) and answers four questions: what to
pass, whether to stop after pass 3, what to offer for the courtesy pass, and (East) whether
to declare Mah Jongg after a round.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Protocol, runtime_checkable

from charleston_lessons.rules import SEATS, PassStep, Seat, Verdict, as_seat, pass_step
from charleston_lessons.table import PassChoice, Phase, Table, WinTest
from charleston_lessons.tiles import Tile

__all__ = [
    "SeatView",
    "seat_view",
    "Strategy",
    "RandomStrategy",
    "take_turn",
    "play_charleston",
    "CharlestonStuck",
]


@dataclass(frozen=True)
class SeatView:
    """What one player knows when deciding: their seat, their rack and the pass due."""

    seat: Seat
    rack: tuple[Tile, ...]
    step: PassStep | None
    agreed: int | None = None

    @property
    def passable(self) -> tuple[Tile, ...]:
        """The tiles the player may put down: everything but jokers (J1)."""
        return tuple(t for t in self.rack if not t.is_joker)


@runtime_checkable
class Strategy(Protocol):
    """What a seat decides during a Charleston."""

    def choose_pass(self, view: SeatView) -> PassChoice: ...

    def wants_to_stop(self, view: SeatView) -> bool: ...

    def courtesy_offer(self, view: SeatView) -> int: ...

    def declares(self, view: SeatView) -> bool: ...


class RandomStrategy:
    """A legal player that decides at random: a baseline, and a source of test games.

    `blind_chance` is how often it forwards tiles unseen on passes 3 and 6 (then 1 to 3 of
    them, all 3 as often as not), `stop_chance` how often it stops the second Charleston.
    """

    def __init__(
        self,
        seed: int | None = None,
        *,
        blind_chance: float = 0.3,
        all_blind_chance: float = 0.5,
        stop_chance: float = 0.25,
        declare: bool = True,
    ) -> None:
        self._rng = random.Random(seed)
        self.blind_chance = blind_chance
        self.all_blind_chance = all_blind_chance
        self.stop_chance = stop_chance
        self.declare = declare

    def choose_pass(self, view: SeatView) -> PassChoice:
        assert view.step is not None
        if view.step.is_courtesy:
            count = view.agreed or 0
            return PassChoice(tuple(self._rng.sample(view.passable, count)))
        blind = 0
        if view.step.blind_allowed and self._rng.random() < self.blind_chance:
            blind = 3 if self._rng.random() < self.all_blind_chance else self._rng.randint(1, 2)
        own = tuple(self._rng.sample(view.passable, 3 - blind))
        return PassChoice(own, blind)

    def wants_to_stop(self, view: SeatView) -> bool:
        return self._rng.random() < self.stop_chance

    def courtesy_offer(self, view: SeatView) -> int:
        return self._rng.randint(0, 3)

    def declares(self, view: SeatView) -> bool:
        return self.declare


class CharlestonStuck(RuntimeError):
    """A strategy made a choice the table refused; the verdict says which rule."""


def seat_view(table: Table, seat: Seat) -> SeatView:
    """What `seat` knows at `table` now: its rack, the pass due (if any), its courtesy count."""
    step = pass_step(table.next_step) if table.next_step else None
    agreed = table.agreed[seat] if table.agreed is not None else None
    return SeatView(seat, table.rack(seat), step, agreed)


def _seat_strategies(strategies: Strategy | Mapping[Seat | str, Strategy]) -> dict[Seat, Strategy]:
    if isinstance(strategies, Mapping):
        return {as_seat(seat): strategy for seat, strategy in strategies.items()}
    return {seat: strategies for seat in SEATS}


def take_turn(table: Table, strategies: Strategy | Mapping[Seat | str, Strategy]) -> Verdict:
    """Make the one decision the table waits for (a pass, the stop question, the courtesy
    offers, or East's declaration) by asking each seat's strategy; return the table's verdict."""
    players = _seat_strategies(strategies)
    if table.over:
        return table.play_pass({})
    if table.east_may_declare and players[Seat.EAST].declares(seat_view(table, Seat.EAST)):
        return table.declare_mah_jongg(Seat.EAST)
    if table.phase is Phase.STOP_QUESTION:
        return table.answer_stop(
            {seat: players[seat].wants_to_stop(seat_view(table, seat)) for seat in table.seats}
        )
    if table.phase is Phase.OFFERS:
        return table.set_courtesy_offers(
            {seat: players[seat].courtesy_offer(seat_view(table, seat)) for seat in table.seats}
        )
    return table.play_pass({seat: players[seat].choose_pass(seat_view(table, seat)) for seat in table.seats})


def play_charleston(
    strategies: Strategy | Mapping[Seat | str, Strategy],
    *,
    seed: int | None = None,
    table: Table | None = None,
    win_test: WinTest | None = None,
) -> Table:
    """Play a whole Charleston, one strategy per seat (or one for all), and return the table.

    Give a `table` to continue one already started, or a `seed` to deal a new one.
    """
    if table is None:
        table = Table.deal(seed, win_test=win_test)
    players = _seat_strategies(strategies)
    for _ in range(16):  # a Charleston has at most 11 decisions; a bound keeps bugs finite
        if table.over:
            return table
        verdict = take_turn(table, players)
        if not verdict.ok:
            raise CharlestonStuck(str(verdict))
    raise CharlestonStuck("The Charleston did not end.")  # pragma: no cover
