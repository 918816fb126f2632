"""Players for the table: what a strategy decides, a random legal one, and a whole-Charleston runner.

A strategy sees only its own seat (`SeatView`) and answers four questions: what to
pass, whether to stop after pass 3, what to offer for the courtesy pass, and (East) whether
to declare Mah Jongg after a round.
"""

from __future__ import annotations

import math
import numbers
import random
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, Protocol, runtime_checkable

from charleston_lessons._input import flag, instance, mapping, whole
from charleston_lessons.messages import say
from charleston_lessons.rules import SEATS, PassStep, Seat, Verdict, as_seat, pass_step
from charleston_lessons.table import PassChoice, Phase, Table, WinTest
from charleston_lessons.tiles import MAX_TILES, Tile, parse_tiles

__all__ = [
    "SeatView",
    "seat_view",
    "Strategy",
    "RandomStrategy",
    "take_turn",
    "seat_strategies",
    "checked_view",
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

    def __post_init__(self) -> None:
        # Checked once here, so a strategy can trust every field (a seat's name in any
        # case, any tiles `parse_tiles` reads, a pass number, a courtesy count of 0 to 3).
        if type(self.seat) is not Seat:
            object.__setattr__(self, "seat", as_seat(self.seat))
        rack = self.rack
        if not (type(rack) is tuple and len(rack) <= MAX_TILES and all(type(t) is Tile for t in rack)):
            object.__setattr__(self, "rack", tuple(parse_tiles(rack)))
        if self.step is not None and not isinstance(self.step, PassStep):
            object.__setattr__(self, "step", pass_step(self.step))
        if self.agreed is not None:
            try:
                object.__setattr__(self, "agreed", whole(self.agreed, "agreed", 0, 3))
            except ValueError:
                raise ValueError(say("error.strategy.agreed", value=self.agreed)) from None

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


def checked_view(view: Any, *, step: bool = False) -> SeatView:
    """`view` when it is a `SeatView` (with a pass due, if `step`); a strategy's methods
    call this first, so anything else is a sentence rather than an AttributeError."""
    if not isinstance(view, SeatView):
        raise ValueError(say("error.strategy.view", value=view))
    if step and view.step is None:
        raise ValueError(say("error.strategy.no_pass", seat=view.seat))
    return view


def _chance(value: Any, what: str) -> float:
    """A probability: a real number (not a bool) from 0 to 1."""
    if isinstance(value, bool) or type(value).__name__ == "bool_":
        raise ValueError(say("error.strategy.chance", what=what, value=value))
    try:
        number = float(value) if isinstance(value, numbers.Real) else math.nan
    except Exception:  # noqa: BLE001 - a hostile __float__
        number = math.nan
    if not 0.0 <= number <= 1.0:  # NaN fails too
        raise ValueError(say("error.strategy.chance", what=what, value=value))
    return number


def _seed(value: Any, what: str = "seed") -> int | None:
    """None (a fresh random choice) or a whole number (numpy's too), as an int."""
    if value is None or type(value) is int:
        return value
    try:
        return whole(value, what)
    except ValueError:
        raise ValueError(say("error.strategy.seed", what=what, value=value)) from None


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
        # Checked inline for the usual values: the lab builds a few players per deal.
        self._rng = random.Random(seed if seed is None or type(seed) is int else _seed(seed))
        self.blind_chance = (blind_chance if type(blind_chance) is float and 0.0 <= blind_chance <= 1.0
                             else _chance(blind_chance, "blind_chance"))
        self.all_blind_chance = (all_blind_chance if type(all_blind_chance) is float and 0.0 <= all_blind_chance <= 1.0
                                 else _chance(all_blind_chance, "all_blind_chance"))
        self.stop_chance = (stop_chance if type(stop_chance) is float and 0.0 <= stop_chance <= 1.0
                            else _chance(stop_chance, "stop_chance"))
        self.declare = declare if declare is True or declare is False else flag(declare, "declare")

    def choose_pass(self, view: SeatView) -> PassChoice:
        step = checked_view(view, step=True).step
        passable = view.passable
        if step.is_courtesy:
            count = view.agreed or 0
            if len(passable) < count:
                raise ValueError(say("error.strategy.too_few", count=count))
            return PassChoice(tuple(self._rng.sample(passable, count)))
        blind = 0
        if step.blind_allowed and self._rng.random() < self.blind_chance:
            blind = 3 if self._rng.random() < self.all_blind_chance else self._rng.randint(1, 2)
        if len(passable) < 3 - blind:
            raise ValueError(say("error.strategy.too_few", count=3 - blind))
        own = tuple(self._rng.sample(passable, 3 - blind))
        return PassChoice(own, blind)

    def wants_to_stop(self, view: SeatView) -> bool:
        checked_view(view)
        return self._rng.random() < self.stop_chance

    def courtesy_offer(self, view: SeatView) -> int:
        checked_view(view)
        return self._rng.randint(0, 3)

    def declares(self, view: SeatView) -> bool:
        checked_view(view)
        return self.declare


class CharlestonStuck(ValueError, RuntimeError):
    """A strategy made a choice the table refused; the verdict says which rule. A
    `ValueError` like all bad input (a strategy is the runner's input), and still the
    `RuntimeError` it always was."""


def seat_view(table: Table, seat: Seat | str) -> SeatView:
    """What `seat` (the member or its name in any letter case) knows at `table` now: its
    rack, the pass due (if any), its courtesy count."""
    instance(table, Table, "table")
    seat = seat if type(seat) is Seat else as_seat(seat)
    rack = table.rack(seat)  # a sentence when the seat is not at this table
    step = pass_step(table.next_step) if table.next_step else None
    agreed = table.agreed[seat] if table.agreed is not None else None
    # The table's own values need no second check: filled in directly, as `lab` does
    # (a frozen dataclass; `__init__` would only set these four fields and check them).
    view = _new(SeatView)
    view.__dict__.update(seat=seat, rack=rack, step=step, agreed=agreed)
    return view


_new = object.__new__


def seat_strategies(strategies: Strategy | Mapping[Seat | str, Strategy],
                    what: str = "strategies") -> dict[Seat, Strategy]:
    """One `Strategy` for every seat, or a mapping from seats (in any letter case) to
    strategies, as a dict by `Seat`; anything else is a sentence naming `what`."""
    if isinstance(strategies, Mapping):
        given = mapping(strategies, what, limit=len(SEATS))
        players: dict[Seat, Strategy] = {}
        for seat, player in given.items():
            if not isinstance(player, Strategy):
                raise ValueError(say("error.strategy.player", what=what, value=player))
            players[as_seat(seat)] = player
        return players
    if not isinstance(strategies, Strategy):
        raise ValueError(say("error.strategy.players", what=what, value=strategies))
    return {seat: strategies for seat in SEATS}


def take_turn(table: Table, strategies: Strategy | Mapping[Seat | str, Strategy]) -> Verdict:
    """Make the one decision the table waits for (a pass, the stop question, the courtesy
    offers, or East's declaration) by asking each seat's strategy; return the table's verdict."""
    instance(table, Table, "table")
    return _take_turn(table, _every_seat(table, seat_strategies(strategies)))


def _every_seat(table: Table, players: dict[Seat, Strategy]) -> dict[Seat, Strategy]:
    missing = [seat for seat in table.seats if seat not in players]
    if missing:
        raise ValueError(say("error.strategy.missing", seats=", ".join(missing)))
    return players


def _take_turn(table: Table, players: dict[Seat, Strategy]) -> Verdict:
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
    players = seat_strategies(strategies)
    seed = _seed(seed)
    if win_test is not None and not callable(win_test):
        raise ValueError(say("error.strategy.win_test", value=win_test))
    if table is None:
        table = Table.deal(seed, win_test=win_test)
    instance(table, Table, "table")
    _every_seat(table, players)
    for _ in range(16):  # a Charleston has at most 11 decisions; a bound keeps bugs finite
        if table.over:
            return table
        verdict = _take_turn(table, players)
        if not verdict.ok:
            raise CharlestonStuck(str(verdict))
    raise CharlestonStuck("The Charleston did not end.")  # pragma: no cover
