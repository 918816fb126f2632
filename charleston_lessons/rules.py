"""Seats, directions, the seven passes and the legality of a pass (RULES S, P, B, X, C, J, F, H).

Every check returns a `Verdict` naming the rule that decided it; only input that is not
a tile, a seat, a direction or a pass at all raises `ValueError`.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass
from functools import cache
from enum import StrEnum
from typing import Any

from charleston_lessons import messages
from charleston_lessons._input import Lookup, flag, take
from charleston_lessons.messages import count_tiles, every_language, say, say_count
from charleston_lessons.tiles import Tile, parse_tiles

__all__ = [
    "Seat",
    "Direction",
    "PassStep",
    "PASSES",
    "pass_step",
    "receiver",
    "sender",
    "passes_played",
    "second_charleston_stopped",
    "courtesy_count",
    "check_pass",
    "Verdict",
    "as_seat",
    "as_direction",
    "SEATS",
    "across_pairs",
]


class Seat(StrEnum, metaclass=Lookup, error="error.seat"):
    """The four seats in turn order (S1)."""

    EAST = "East"
    SOUTH = "South"
    WEST = "West"
    NORTH = "North"


class Direction(StrEnum, metaclass=Lookup, error="error.direction"):
    """Where a pass sends your tiles (S2)."""

    RIGHT = "right"
    ACROSS = "across"
    LEFT = "left"


SEATS: tuple[Seat, ...] = tuple(Seat)
# How many places round the table, in turn order, each direction reaches (S1).
_OFFSET = {Direction.RIGHT: 1, Direction.ACROSS: 2, Direction.LEFT: 3}


def _names(kind: type[StrEnum]) -> dict[str, Any]:
    """Each member of `kind` by its name lower-cased in every language the course speaks
    (`{"timur": Seat.EAST, "east": Seat.EAST, ...}`), made once per set of loaded catalogs
    and kept: a seat is read on every move of a table (`Table.rack`), and a catalog loaded
    afresh makes it afresh."""
    return _names_by_catalogs(kind, tuple(map(messages.catalog, messages.LANGUAGES)))


@cache
def _names_by_catalogs(kind: type[StrEnum], catalogs: tuple[object, ...]) -> dict[str, Any]:
    del catalogs  # only the cache's key: `every_language` reads the names through them
    names: dict[str, Any] = {}
    for member in kind:
        for name in every_language(member.value):
            names.setdefault(name.lower(), member)
    return names


def _read(value: Any, kind: type[StrEnum]) -> Any:
    """The member of `kind` whose name, in any language the course speaks and any case, is
    `value`, else None. The names are read once (`_names`), not on every call; only `str`'s
    own methods run on `value`, never a subclass's."""
    if type(value) is kind:
        return value
    if isinstance(value, str):
        text = str.__str__(value)
        if len(text) <= 40:
            return _names(kind).get(str.lower(text))
    return None


def as_seat(value: Seat | str) -> Seat:
    """A `Seat` from the member or its value in any case; `ValueError` naming the seats."""
    seat = _read(value, Seat)
    if seat is None:
        raise ValueError(say("error.seat", value=value))
    return seat


def as_direction(value: Direction | str) -> Direction:
    """A `Direction` from the member or its value in any case."""
    direction = _read(value, Direction)
    if direction is None:
        raise ValueError(say("error.direction", value=value))
    return direction


@dataclass(frozen=True)
class PassStep:
    """One row of the pass table (P1)."""

    number: int
    name: str
    direction: Direction
    min_tiles: int
    max_tiles: int
    required: bool
    blind_allowed: bool

    @property
    def is_courtesy(self) -> bool:
        return self.number == 7

    @property
    def charleston(self) -> int:
        """1 for the first Charleston, 2 for the second, 0 for the courtesy pass."""
        return 0 if self.number == 7 else (1 if self.number <= 3 else 2)


# Rules as data: the table of P1, which everything else reads.
PASSES: tuple[PassStep, ...] = (
    PassStep(1, "first right", Direction.RIGHT, 3, 3, True, False),
    PassStep(2, "first across", Direction.ACROSS, 3, 3, True, False),
    PassStep(3, "first left", Direction.LEFT, 3, 3, True, True),
    PassStep(4, "second left", Direction.LEFT, 3, 3, False, False),
    PassStep(5, "second across", Direction.ACROSS, 3, 3, False, False),
    PassStep(6, "second right", Direction.RIGHT, 3, 3, False, True),
    PassStep(7, "courtesy", Direction.ACROSS, 0, 3, False, False),
)


def _as_count(value: Any, key: str, low: int, high: int) -> int:
    # The plain int, read without a method of the caller's (an `int` subclass's may raise).
    if isinstance(value, bool) or not isinstance(value, int) or not low <= int.__index__(value) <= high:
        raise ValueError(say(key, value=value))
    return int.__index__(value)


def pass_step(n: int) -> PassStep:
    """Pass number `n`, 1 to 7 (P1)."""
    return PASSES[_as_count(n, "error.step", 1, 7) - 1]


def receiver(seat: Seat | str, direction: Direction | str) -> Seat:
    """Who gets your tiles when you pass in `direction` (S1, S2)."""
    index = SEATS.index(as_seat(seat)) + _OFFSET[as_direction(direction)]
    return SEATS[index % 4]


def sender(seat: Seat | str, direction: Direction | str) -> Seat:
    """Whose tiles you receive when everyone passes in `direction` (S2)."""
    index = SEATS.index(as_seat(seat)) - _OFFSET[as_direction(direction)]
    return SEATS[index % 4]


def across_pairs() -> tuple[tuple[Seat, Seat], ...]:
    """The two pairs that face each other for the courtesy pass (C2)."""
    return ((Seat.EAST, Seat.WEST), (Seat.SOUTH, Seat.NORTH))


def passes_played(players: int = 4, stopped: bool = False, heavenly_hand: bool = False) -> tuple[int, ...]:
    """The pass numbers a table actually plays (P1, P2, X1, C1, F1, H2)."""
    players = _as_count(players, "error.players", 2, 4)
    stopped, heavenly_hand = flag(stopped, "stopped"), flag(heavenly_hand, "heavenly_hand")
    if players < 4 or heavenly_hand:
        return ()
    return (1, 2, 3, 7) if stopped else (1, 2, 3, 4, 5, 6, 7)


def second_charleston_stopped(wants_to_stop: Iterable[bool]) -> bool:
    """True when any one player wants to stop: one "no" is enough, there is no vote (X1)."""
    answers = take(wants_to_stop, "wants_to_stop", limit=len(SEATS))
    if not answers or not all(isinstance(answer, bool) for answer in answers):
        raise ValueError(say("error.answers", value=wants_to_stop))
    return any(answers)


def courtesy_count(offer_a: int, offer_b: int) -> int:
    """How many tiles both players of an across pair pass: the lower offer (C2, C3)."""
    return min(_as_count(offer_a, "error.offer", 0, 3), _as_count(offer_b, "error.offer", 0, 3))


@dataclass(frozen=True)
class Verdict:
    """Is it allowed? `rule` names the rule that decided; `message` says why in one sentence."""

    ok: bool
    rule: str
    message: str

    def __bool__(self) -> bool:
        return self.ok

    def __str__(self) -> str:
        return f"{self.rule}: {self.message}"


def _said_ok(tiles: int, **fields: object) -> str:
    """"Legal: 1 tile goes across ...", "Legal: 3 tiles go right ...": the verb agrees with the
    count of tiles that move (`messages.PLURALS`)."""
    return say_count("pass.ok", tiles, **fields)


def _what(own: int, blind: int) -> str:
    if blind:
        return say("what.own_blind", own=count_tiles(own), blind=blind)
    return say("what.own", own=count_tiles(own))


def check_pass(
    step: int,
    rack: str | Iterable[str | Tile],
    own: str | Iterable[str | Tile],
    *,
    blind: int = 0,
    agreed: int | None = None,
) -> Verdict:
    """Is this pass legal? Checks J1, then P7, then B1, then the count (P3, or C2 on pass 7)."""
    info = pass_step(step)
    rack_tiles = parse_tiles(rack)
    own_tiles = parse_tiles(own)
    if isinstance(blind, bool) or not isinstance(blind, int):
        raise ValueError(say("error.blind", value=blind))
    blind = int.__index__(blind)  # the plain int of an int subclass
    if agreed is not None:
        agreed = _as_count(agreed, "error.offer", 0, 3)

    jokers = [tile for tile in own_tiles if tile.is_joker]
    if jokers:
        return Verdict(False, "J1", say("pass.joker"))

    held = Counter(rack_tiles)
    for tile, wanted in Counter(own_tiles).items():
        if held[tile] == 0:
            return Verdict(False, "P7", say("pass.not_held", tile=tile.name))
        if wanted > held[tile]:
            return Verdict(
                False, "P7", say("pass.not_enough", tile=tile.name, wanted=wanted, held=held[tile])
            )

    if blind and not info.blind_allowed:
        return Verdict(False, "B1", say("pass.blind_step", step=info.number, name=info.name))

    if not 0 <= blind <= 3:
        return Verdict(False, "B2", say("pass.blind_range", blind=blind))

    count = len(own_tiles)
    if info.is_courtesy:
        if agreed is not None and count != agreed:
            return Verdict(False, "C2", say("pass.courtesy_agreed", agreed=count_tiles(agreed), count=count))
        if count > info.max_tiles:
            return Verdict(False, "C2", say("pass.courtesy_range", count=count))
        if count == 0:
            return Verdict(True, "C3", say("pass.ok.courtesy_none"))
        return Verdict(
            True,
            "C2",
            _said_ok(count, what=count_tiles(count), direction=info.direction, step=info.number, name=info.name),
        )

    if count + blind != info.max_tiles:
        return Verdict(
            False, "P3", say("pass.count", step=info.number, what=_what(count, blind), total=count + blind)
        )
    return Verdict(
        True,
        "B2" if blind else "P3",
        _said_ok(count + blind, what=_what(count, blind), direction=info.direction, step=info.number, name=info.name),
    )
