"""A four-seat Charleston that code plays pass by pass, with an event log that replays it.

The table asks `rules.check_pass` about every choice and refuses an illegal one with its
`Verdict`, unchanged. It never raises for an illegal pass; it raises `ValueError` only
for input that is not a seat or a tile at all.

How tiles move on a blind pass (B5). Players who forward the fewest put their own rack
tiles down first, and the others forward real tiles as they arrive. The table models
this with ordered bundles: each seat hands over its own tiles first (in an order drawn
from the table's seeded generator, since which of them the next player forwards is
unseen), then the tiles it forwards; a seat forwarding `b` tiles forwards the first `b`
that reach it and keeps the rest. So the `k`-th tile a seat hands over, once its own
`n` are down, is the `(k - n)`-th it received: a real tile, found by following the
bundles back round the table to a rack (each lap goes back as many places as the table
put tiles down). As long as anyone puts a tile down, every player hands over exactly 3
real tiles and receives 3; when few are put down, the same tile may come round more than
once, even back to the seat that put it down, and travel on (its `Move.path` then
revisits seats). No tile is created or lost. When all four forward all three, nobody
puts a tile down and nothing moves (the "I.O.U." standoff).

How jokers are handled (J1, J2, B6). A choice that includes a joker is refused with J1,
unless it also names `instead` tiles: then the joker counts as passed by mistake, the
receiver hands it back at once (J2), and the passer's `instead` tile goes in its place.
The log records each return. Because the return happens before any tile is forwarded,
a joker is never among the tiles travelling unseen, so B6 holds by construction, and a
joker never changes hands.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

from charleston_lessons._input import Lookup, each, flag, mapping, take, whole
from charleston_lessons.messages import count_tiles, join_words, say, translate
from charleston_lessons.rules import (
    SEATS,
    PassStep,
    Seat,
    Verdict,
    across_pairs,
    as_seat,
    check_pass,
    courtesy_count,
    pass_step,
    receiver,
    sender,
)
from charleston_lessons.tiles import COPIES, Tile, full_set, parse_tiles

__all__ = [
    "Table",
    "PassChoice",
    "Phase",
    "Move",
    "Event",
    "Dealt",
    "NoCharleston",
    "HeavenlyHand",
    "JokerReturned",
    "PassPlayed",
    "StopAnswered",
    "CourtesyAgreed",
    "Declared",
    "replay",
    "WinTest",
]

WinTest = Callable[[Sequence[Tile]], bool]
Racks = dict[Seat, tuple[Tile, ...]]


class Phase(StrEnum, metaclass=Lookup, error="error.phase"):
    """What the table waits for next."""

    PASS = "pass"
    STOP_QUESTION = "stop question"
    OFFERS = "courtesy offers"
    OVER = "over"


_CHOICE_FIELDS = ("own", "blind", "instead")


@dataclass(frozen=True)
class PassChoice:
    """One seat's pass: tiles put down from the rack, how many arriving tiles go on unseen,
    and (J2) the non-joker tiles to send instead of any joker passed by mistake."""

    own: tuple[Tile, ...] = ()
    blind: int = 0
    instead: tuple[Tile, ...] = ()

    @classmethod
    def of(cls, value: PassChoice | str | Iterable[str | Tile] | Mapping[str, Any]) -> PassChoice:
        """A choice from a `PassChoice`, tiles (text or iterable), or a mapping of its fields."""
        if isinstance(value, PassChoice):
            return value
        if isinstance(value, Mapping):
            fields: dict[str, Any] = {}
            # Keys are read in the caller's order, none compared with another (a mixed or
            # hostile key is refused by name, never sorted), and as plain strings.
            for key, item in mapping(value, "value", limit=8).items():
                name = str.__str__(key) if isinstance(key, str) else None
                if name not in _CHOICE_FIELDS:
                    raise ValueError(say("error.choice_field", value=key))
                fields[name] = item
            return cls(fields.get("own", ()), fields.get("blind", 0), fields.get("instead", ()))
        return cls(value)

    def __post_init__(self) -> None:
        object.__setattr__(self, "own", tuple(parse_tiles(self.own)))
        object.__setattr__(self, "instead", tuple(parse_tiles(self.instead)))
        if isinstance(self.blind, bool) or not isinstance(self.blind, int):
            raise ValueError(say("error.blind", value=self.blind))
        object.__setattr__(self, "blind", int.__index__(self.blind))  # the plain int of an int subclass

    def effective(self) -> tuple[Tile, ...]:
        """The tiles that really leave the rack once any mistaken joker is handed back."""
        if not self.instead:
            return self.own
        return tuple(t for t in self.own if not t.is_joker) + self.instead


# ---------------------------------------------------------------------------- events


@dataclass(frozen=True)
class Move:
    """One tile's journey on one pass: `path[0]` put it down, `path[-1]` kept it. On a
    blind pass the path may go round the table and revisit seats, its owner's too (B5)."""

    tile: Tile
    path: tuple[Seat, ...]

    @property
    def origin(self) -> Seat:
        return self.path[0]

    @property
    def keeper(self) -> Seat:
        return self.path[-1]

    @property
    def unseen(self) -> bool:
        """True when someone forwarded it without looking (B2)."""
        return len(self.path) > 2

    @property
    def hops(self) -> tuple[tuple[Seat, Seat], ...]:
        """Every (from, to) hand-over, in order."""
        return tuple(zip(self.path, self.path[1:]))


@dataclass(frozen=True)
class Event:
    """Something that happened at the table; `rule` names the rule behind it."""

    rule: str = field(init=False, default="")

    def describe(self) -> str:
        raise NotImplementedError


@dataclass(frozen=True)
class Dealt(Event):
    racks: Racks
    wall: tuple[Tile, ...]
    seed: int | None
    ghosts: tuple[Seat, ...] = ()
    rule: str = field(init=False, default="T3")

    def describe(self) -> str:
        sizes = ", ".join(say("words.seat_count", seat=seat, count=len(tiles)) for seat, tiles in self.racks.items())
        text = say("words.dealt", sizes=sizes)
        if self.ghosts:
            seats = join_words(self.ghosts)
            text += " " + say("table.ghost", seat=seats, players=len(self.racks) - len(self.ghosts))
        return text


@dataclass(frozen=True)
class NoCharleston(Event):
    players: int
    rule: str = field(init=False, default="F1")

    def describe(self) -> str:
        return say("table.few_players", players=self.players)


@dataclass(frozen=True)
class HeavenlyHand(Event):
    rule: str = field(init=False, default="H2")

    def describe(self) -> str:
        return say("table.heavenly")


@dataclass(frozen=True)
class JokerReturned(Event):
    step: int
    seat: Seat
    receiver: Seat
    replacement: Tile
    rule: str = field(init=False, default="J2")

    def describe(self) -> str:
        return say(
            "table.joker_returned",
            seat=self.seat,
            receiver=self.receiver,
            replacement=self.replacement.name,
        )


_MOST_MOVES = 12  # tiles that change hands on one pass: 3 from each of four seats


@dataclass(frozen=True)
class PassPlayed(Event):
    """A pass: what each seat put down, forwarded and kept, every move, and the racks after."""

    step: int
    own: Racks
    blind: dict[Seat, int]
    kept: Racks
    moves: tuple[Move, ...]
    racks: Racks
    returned: tuple[JokerReturned, ...] = ()
    rule: str = field(init=False, default="P3")

    def __post_init__(self) -> None:
        # The rule the log line states: every player sent 3 and received 3 (P3); nothing moved
        # (the I.O.U. standoff, B5); or the courtesy pass's lower offer (C2). The step and the
        # moves are read as the plain pass number and a tuple of moves first.
        object.__setattr__(self, "step", pass_step(self.step).number)
        object.__setattr__(self, "moves", tuple(each(self.moves, Move, "moves", limit=_MOST_MOVES)))
        if self.step == 7:
            object.__setattr__(self, "rule", "C2")
        elif self.standoff:
            object.__setattr__(self, "rule", "B5")

    @property
    def info(self) -> PassStep:
        return pass_step(self.step)

    @property
    def standoff(self) -> bool:
        """All four forwarded everything, so nothing moved (B5)."""
        return self.step != 7 and not self.moves

    def sent_count(self, seat: Seat) -> int:
        """How many real tiles `seat` handed over, those forwarded unseen included: 3 on a
        Charleston pass, none in a standoff (B5, P3, P6). Counted from the moves."""
        return sum(1 for move in self.moves for a, _ in move.hops if a == seat)

    def received_count(self, seat: Seat) -> int:
        """How many real tiles reached `seat`, those it sent on unseen included (P6)."""
        return sum(1 for move in self.moves for _, b in move.hops if b == seat)

    def describe(self) -> str:
        info = self.info
        if self.standoff:
            return say("table.standoff", step=info.number, name=info.name)
        if info.is_courtesy:
            parts = []
            for a, b in across_pairs():
                n = len(self.own.get(a, ()))
                key = "table.pair_count" if n else "table.pair_cancelled"
                parts.append(say(key, a=a, b=b, count=count_tiles(n)))
            return say("table.courtesy_played", pairs="; ".join(parts))
        return say("table.played", step=info.number, name=info.name, count=3)


@dataclass(frozen=True)
class StopAnswered(Event):
    answers: dict[Seat, bool]
    rule: str = field(init=False, default="X1")

    def __post_init__(self) -> None:
        object.__setattr__(self, "answers", mapping(self.answers, "answers"))
        if not self.stopped:  # nobody stopped it: the second Charleston follows (X2)
            object.__setattr__(self, "rule", "X2")

    @property
    def stopped(self) -> bool:
        return any(self.answers.values())

    def describe(self) -> str:
        if self.stopped:
            who = ", ".join(seat for seat, stop in self.answers.items() if stop)
            return say("table.stopped", who=who)
        return say("table.not_stopped")


@dataclass(frozen=True)
class CourtesyAgreed(Event):
    offers: dict[Seat, int]
    counts: dict[Seat, int]
    rule: str = field(init=False, default="C2")

    def describe(self) -> str:
        parts = []
        for a, b in across_pairs():
            n = self.counts[a]
            key = "table.pair_will" if n else "table.pair_none"
            parts.append(say(key, a=a, b=b, count=count_tiles(n)))
        return say("table.offers_set", pairs="; ".join(parts))


@dataclass(frozen=True)
class Declared(Event):
    after_step: int
    rule: str = field(init=False, default="H3")

    def describe(self) -> str:
        return say("table.declared", step=self.after_step)


# ----------------------------------------------------------------------------- table

_PLAYING_SEATS = {
    4: SEATS,
    3: (Seat.EAST, Seat.SOUTH, Seat.WEST),
    2: (Seat.EAST, Seat.WEST),
}


def _sorted(tiles: Iterable[Tile]) -> tuple[Tile, ...]:
    return tuple(sorted(tiles))


_FULL_SET = tuple(full_set())


def shuffle_and_cut(
    seed: int | None, seats: Iterable[Seat] = SEATS
) -> tuple[dict[Seat, list[Tile]], list[Tile], random.Random]:
    """Shuffle the 152 tiles with `seed` and deal them in turn order, East 14 and the others
    13 (T3): the racks (unsorted), the wall, and the generator, which `Table.deal` goes on
    to use for the table's own seed. The one place a deal is made."""
    rng = random.Random(seed)
    tiles = list(_FULL_SET)
    rng.shuffle(tiles)
    racks: dict[Seat, list[Tile]] = {}
    at = 0
    for seat in seats:
        size = 14 if seat is Seat.EAST else 13
        racks[seat] = tiles[at : at + size]
        at += size
    return racks, tiles[at:], rng


class Table:
    """A Charleston at one table: deal or give racks, then play it pass by pass.

    >>> table = Table.deal(seed=1)
    >>> table.next_step, len(table.rack("East")), len(table.rack("South"))
    (1, 14, 13)
    """

    def __init__(
        self,
        racks: Mapping[Seat | str, str | Iterable[str | Tile]],
        *,
        seed: int | None = 0,
        ghosts: Iterable[Seat | str] = (),
        win_test: WinTest | None = None,
        _wall: Sequence[Tile] | None = None,
    ) -> None:
        """Start from given racks; the tiles not in them are the wall (T1, T3)."""
        parsed: Racks = {}
        for key, tiles in mapping(racks, "racks").items():
            parsed[as_seat(key)] = _sorted(parse_tiles(tiles))
        seats = tuple(seat for seat in SEATS if seat in parsed)
        if seats not in _PLAYING_SEATS.values():
            raise ValueError(
                say("error.racks_seats", seats=", ".join(_PLAYING_SEATS[4]), got=", ".join(seats))
            )
        self._ghosts = tuple(seat for seat in SEATS if seat in {as_seat(g) for g in take(ghosts, "ghosts", limit=4)})
        if self._ghosts and (Seat.EAST in self._ghosts or len(seats) != 4):
            raise ValueError(say("error.ghost_seats"))
        for seat, tiles in parsed.items():
            expected = 14 if seat is Seat.EAST else 13
            if len(tiles) != expected:
                raise ValueError(say("error.racks_size", seat=seat, count=len(tiles)))
        held = Counter(tile for tiles in parsed.values() for tile in tiles)
        for tile, count in held.items():
            if count > COPIES[tile.code]:
                raise ValueError(say("error.too_many", copies=COPIES[tile.code], tile=tile.name, count=count))
        if _wall is None:
            wall = Counter(full_set())
            wall.subtract(held)
            _wall = list(wall.elements())
        self._racks = parsed
        self._wall = tuple(_wall)
        self._rng = random.Random(None if seed is None else whole(seed, "seed"))
        if win_test is not None and not callable(win_test):
            raise ValueError(say("error.strategy.win_test", value=win_test))
        self._win_test = win_test
        self._log: list[Event] = [Dealt(dict(parsed), self._wall, seed, self._ghosts)]
        self._phase = Phase.PASS
        self._next_step: int | None = 1
        self._stopped: bool | None = None
        self._agreed: dict[Seat, int] | None = None
        self._end_reason = ""
        self._declare_window = False

        players = len(seats) - len(self._ghosts)
        if len(seats) < 4:
            self._finish("reason.few_players", NoCharleston(players))
        elif self._wins(Seat.EAST):
            self._finish("reason.heavenly", HeavenlyHand())

    @classmethod
    def deal(
        cls,
        seed: int | None = None,
        *,
        players: int = 4,
        ghost: bool = False,
        win_test: WinTest | None = None,
    ) -> Table:
        """Shuffle the 152 tiles with `seed` and deal East 14, the others 13 (T3).

        With fewer than four players there is no Charleston (F1), unless `ghost` deals
        the empty seats as ghosts: a house rule, not a League rule (F2).
        """
        seats = _PLAYING_SEATS.get(players) if type(players) is int else None
        if seats is None:
            raise ValueError(say("error.players", value=players))
        if seed is not None:
            seed = whole(seed, "seed")
        if flag(ghost, "ghost") and players < 4:
            seats_dealt = SEATS
            ghosts = tuple(seat for seat in SEATS if seat not in seats)
        else:
            seats_dealt, ghosts = seats, ()
        racks, wall, rng = shuffle_and_cut(seed, seats_dealt)
        return cls(
            racks,  # type: ignore[arg-type]
            seed=rng.randrange(2**32),
            ghosts=ghosts,
            win_test=win_test,
            _wall=wall,
        )

    # ------------------------------------------------------------------ reading

    @property
    def seats(self) -> tuple[Seat, ...]:
        return tuple(self._racks)

    @property
    def ghosts(self) -> tuple[Seat, ...]:
        """Seats played as ghosts under the F2 house rule."""
        return self._ghosts

    @property
    def racks(self) -> Racks:
        """A copy of every rack, sorted."""
        return dict(self._racks)

    def rack(self, seat: Seat | str) -> tuple[Tile, ...]:
        seat = as_seat(seat)
        if seat not in self._racks:
            raise ValueError(say("error.unknown_seat_choice", seat=seat))
        return self._racks[seat]

    @property
    def wall(self) -> tuple[Tile, ...]:
        """The tiles not dealt; with the racks they make the 152 (T1)."""
        return self._wall

    @property
    def log(self) -> tuple[Event, ...]:
        return tuple(self._log)

    @property
    def phase(self) -> Phase:
        return self._phase

    @property
    def next_step(self) -> int | None:
        """The number of the next pass, or None when no pass is due now."""
        return self._next_step if self._phase is Phase.PASS else None

    @property
    def stopped(self) -> bool | None:
        """Whether the second Charleston was stopped; None until the question is answered."""
        return self._stopped

    @property
    def agreed(self) -> dict[Seat, int] | None:
        """Each seat's courtesy count once the offers are in (C2)."""
        return None if self._agreed is None else dict(self._agreed)

    @property
    def passes_done(self) -> tuple[int, ...]:
        return tuple(e.step for e in self._log if isinstance(e, PassPlayed))

    @property
    def over(self) -> bool:
        return self._phase is Phase.OVER

    @property
    def end_reason(self) -> str:
        return self._end_reason

    @property
    def east_may_declare(self) -> bool:
        """True just after a round when East's 14 tiles win (H3)."""
        return self._declare_window and self._wins(Seat.EAST)

    def __repr__(self) -> str:
        """The racks' sizes and what the table waits for, in words (the plain twin of the picture)."""
        seats = ", ".join(
            say("table.repr.ghost" if seat in self._ghosts else "words.seat_count", seat=seat, count=len(self._racks[seat]))
            for seat in self.seats
        )
        return say("table.repr", seats=seats, status=self._status())

    def _status(self) -> str:
        if self._phase is Phase.PASS and self._next_step is not None:
            step = pass_step(self._next_step)
            return say("table.repr.next", step=step.number, name=step.name, direction=step.direction)
        if self._phase is Phase.STOP_QUESTION:
            return say("table.stop_question_due")
        if self._phase is Phase.OFFERS:
            return say("table.offers_due")
        return say("table.done", reason=self._end_reason)

    def _repr_html_(self) -> str:
        """Show every rack as tile pictures in a notebook; the `art` face is imported lazily."""
        from html import escape

        from charleston_lessons.art import rack_svg

        rows = []
        for seat in self.seats:
            # A ghost's note goes under its name, so every rack starts at the same place.
            note = (f'<div style="font-weight:normal;font-size:85%">{escape(say("table.html.ghost"))}</div>'
                    if seat in self._ghosts else "")
            rows.append(
                '<div style="display:flex;align-items:center;gap:0.75em;margin:0.25em 0">'
                f'<div style="width:6.5em;flex:none;font-weight:bold">{escape(translate(seat.value))}{note}</div>'
                f"{rack_svg(self._racks[seat], height=48)}</div>"
            )
        status = self._status()
        return (
            f'<div class="charleston-table" role="group" aria-label="{escape(say("table.html.label"), quote=True)}">'
            + "".join(rows)
            + f'<div style="margin-top:0.4em">{escape(status)}</div></div>'
        )

    def _wins(self, seat: Seat) -> bool:
        return bool(self._win_test and self._win_test(self._racks[seat]))

    def _finish(self, reason_key: str, event: Event | None = None) -> None:
        if event is not None:
            self._log.append(event)
        self._phase = Phase.OVER
        self._next_step = None
        self._declare_window = False
        self._end_reason = say(reason_key)

    def _refusal(self) -> Verdict | None:
        """Why no pass can be played now, or None if one can."""
        if self._phase is Phase.OVER:
            last = self._log[-1]
            rule = last.rule if isinstance(last, (NoCharleston, HeavenlyHand, Declared)) else "P1"
            return Verdict(False, rule, say("table.done", reason=self._end_reason))
        if self._phase is Phase.STOP_QUESTION:
            return Verdict(False, "X1", say("table.stop_question_due"))
        if self._phase is Phase.OFFERS:
            return Verdict(False, "C2", say("table.offers_due"))
        return None

    # ------------------------------------------------------------------ passing

    def check_choices(self, choices: Mapping[Seat | str, Any]) -> dict[Seat, Verdict]:
        """Each seat's verdict on its choice for the next pass; nothing moves."""
        refusal = self._refusal()
        parsed = self._parse_choices(choices)
        verdicts: dict[Seat, Verdict] = {}
        for seat in self.seats:
            if refusal is not None:
                verdicts[seat] = refusal
            elif seat not in parsed:
                verdicts[seat] = Verdict(False, "P5", say("table.missing_choice", seat=seat))
            else:
                verdicts[seat] = self._check_one(seat, parsed[seat])
        return verdicts

    def _parse_choices(self, choices: Mapping[Seat | str, Any]) -> dict[Seat, PassChoice]:
        parsed: dict[Seat, PassChoice] = {}
        for key, value in mapping(choices, "choices").items():
            seat = as_seat(key)
            if seat not in self._racks:
                raise ValueError(say("error.unknown_seat_choice", seat=seat))
            parsed[seat] = PassChoice.of(value)
        if self._phase is Phase.PASS and self._next_step == 7 and self._agreed is not None:
            for seat in self.seats:
                if seat not in parsed and self._agreed[seat] == 0:
                    parsed[seat] = PassChoice()
        return parsed

    def _check_one(self, seat: Seat, choice: PassChoice) -> Verdict:
        step = self._next_step
        assert step is not None
        agreed = self._agreed[seat] if step == 7 and self._agreed else None
        jokers = sum(1 for t in choice.own if t.is_joker)
        if choice.instead and len(choice.instead) != jokers:
            return Verdict(False, "J2", say("table.joker_no_replacement", seat=seat))
        return check_pass(step, self._racks[seat], choice.effective(), blind=choice.blind, agreed=agreed)

    def play_pass(self, choices: Mapping[Seat | str, Any]) -> Verdict:
        """Play the next pass with every seat's choice, or refuse it and change nothing.

        `choices` maps each seat to a `PassChoice`, to tiles, or to a mapping such as
        `{"own": "5B", "blind": 2}`. On the courtesy pass a seat whose pair agreed 0 may
        be left out.
        """
        refusal = self._refusal()
        if refusal is not None:
            return refusal
        for seat, verdict in self.check_choices(choices).items():
            if not verdict.ok:
                return Verdict(
                    False, verdict.rule, say("table.seat_verdict", seat=seat, message=verdict.message)
                )
        parsed = self._parse_choices(choices)
        step = pass_step(self._next_step)  # type: ignore[arg-type]
        returned = tuple(
            JokerReturned(step.number, seat, receiver(seat, step.direction), tile)
            for seat, choice in parsed.items()
            for tile in choice.instead
        )
        own = {seat: _sorted(parsed[seat].effective()) for seat in self.seats}
        blind = {seat: parsed[seat].blind for seat in self.seats}
        moves = self._route(step, own, blind)
        self._apply(step, own, blind, moves, returned)
        self._advance_after(step.number)
        return Verdict(True, self._log[-1].rule, self._log[-1].describe())  # P1, or C2 for the courtesy pass

    def _route(self, step: PassStep, own: Racks, blind: dict[Seat, int]) -> tuple[Move, ...]:
        """Every tile's journey on a pass, forwarded tiles included (B5; see the module text)."""
        seats = self.seats
        came = {seat: sender(seat, step.direction) for seat in seats}
        bundles: Racks = dict(own)
        if any(blind.values()):  # which own tile goes on unseen is the generator's draw
            for seat in seats:
                if len(own[seat]) > 1:
                    bundles[seat] = tuple(self._rng.sample(own[seat], len(own[seat])))
            if not any(own.values()):
                return ()  # all four forward all three: the I.O.U. standoff
        moves = []
        for keeper in seats:
            source = came[keeper]
            arriving = len(own[source]) + blind[source]
            for index in range(blind[keeper], arriving):  # the first `blind` arrivals go on
                path = [keeper]
                seat, slot = source, index
                while slot >= len(own[seat]):  # a forwarded slot: the sender's earlier arrival
                    path.append(seat)
                    slot -= len(own[seat])
                    seat = came[seat]
                path.append(seat)
                moves.append(Move(bundles[seat][slot], tuple(reversed(path))))
        return tuple(sorted(moves, key=lambda m: (SEATS.index(m.origin), m.tile, len(m.path))))

    def _apply(
        self,
        step: PassStep,
        own: Racks,
        blind: dict[Seat, int],
        moves: tuple[Move, ...],
        returned: tuple[JokerReturned, ...],
    ) -> None:
        racks = {seat: Counter(tiles) for seat, tiles in self._racks.items()}
        kept: dict[Seat, list[Tile]] = {seat: [] for seat in self.seats}
        for move in moves:
            racks[move.origin][move.tile] -= 1
            racks[move.keeper][move.tile] += 1
            kept[move.keeper].append(move.tile)
        self._racks = {seat: _sorted(c.elements()) for seat, c in racks.items()}
        self._log.extend(returned)
        self._log.append(
            PassPlayed(
                step.number,
                own,
                blind,
                {seat: _sorted(tiles) for seat, tiles in kept.items()},
                moves,
                dict(self._racks),
                returned,
            )
        )

    def _advance_after(self, number: int) -> None:
        if number == 3:
            self._phase, self._next_step = Phase.STOP_QUESTION, None
            self._declare_window = True
        elif number == 6:
            self._phase, self._next_step = Phase.OFFERS, None
            self._declare_window = True
        elif number == 7:
            self._finish("reason.complete")
        else:
            self._next_step = number + 1
            self._declare_window = False

    # --------------------------------------------------------- between the passes

    def answer_stop(self, answers: Mapping[Seat | str, bool]) -> Verdict:
        """Ask every player whether to stop the second Charleston: one "no" stops it (X1-X3)."""
        given: dict[Seat, bool] = {}
        answers = mapping(answers, "answers")
        for key, value in answers.items():
            if not isinstance(value, bool):
                raise ValueError(say("error.answers", value=dict(answers)))
            given[as_seat(key)] = value
        if self._phase is not Phase.STOP_QUESTION:
            if self._stopped is False:
                return Verdict(False, "X3", say("table.stop_too_late"))
            if self._stopped:
                return Verdict(False, "X1", say("table.stop_over"))
            if self._phase is Phase.OVER:
                return Verdict(False, "X1", say("table.done", reason=self._end_reason))
            return Verdict(False, "X1", say("table.stop_too_early"))
        missing = [seat for seat in self.seats if seat not in given]
        if missing:
            raise ValueError(say("error.answers", value=dict(answers)))
        event = StopAnswered({seat: given[seat] for seat in self.seats})
        self._log.append(event)
        self._stopped = event.stopped
        self._declare_window = self._stopped
        if self._stopped:
            self._phase = Phase.OFFERS
            return Verdict(True, "X1", event.describe())
        self._phase, self._next_step = Phase.PASS, 4
        return Verdict(True, "X2", event.describe())

    def set_courtesy_offers(self, offers: Mapping[Seat | str, int]) -> Verdict:
        """Each player's offer of 0 to 3; each across pair passes the lower (C1-C3)."""
        given = {as_seat(key): value for key, value in mapping(offers, "offers").items()}
        if self._phase is not Phase.OFFERS:
            if self._phase is Phase.STOP_QUESTION:
                return Verdict(False, "C1", say("table.stop_question_due"))
            return Verdict(False, "C1", say("table.offers_not_now"))
        for seat in self.seats:
            if seat not in given:
                return Verdict(False, "C2", say("table.missing_choice", seat=seat))
            value = given[seat]
            if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= 3:
                return Verdict(False, "C2", say("table.offer_bad", seat=seat, value=value))
        counts: dict[Seat, int] = {}
        for a, b in across_pairs():
            counts[a] = counts[b] = courtesy_count(given[a], given[b])
        event = CourtesyAgreed({seat: given[seat] for seat in self.seats}, counts)
        self._log.append(event)
        self._agreed = counts
        self._phase, self._next_step = Phase.PASS, 7
        self._declare_window = False
        return Verdict(True, "C3" if 0 in counts.values() else "C2", event.describe())

    def declare_mah_jongg(self, seat: Seat | str = Seat.EAST) -> Verdict:
        """East declares a winning hand once a round is over (H1, H3); this ends the Charleston."""
        seat = as_seat(seat)
        if seat is not Seat.EAST:
            return Verdict(False, "H1", say("table.declare_not_east", seat=seat))
        if not self._declare_window:
            return Verdict(False, "H3", say("table.declare_not_now"))
        if not self._wins(Seat.EAST):
            return Verdict(False, "H3", say("table.declare_not_winning"))
        after = self.passes_done[-1]
        event = Declared(after)
        self._finish("reason.declared", event)
        return Verdict(True, "H3", event.describe())


def replay(log: Sequence[Event]) -> list[Racks]:
    """The racks after the deal and after every pass, rebuilt from the moves alone."""
    log = take(log, "log")
    if not log or not isinstance(log[0], Dealt) or not all(isinstance(event, Event) for event in log):
        raise ValueError(say("error.log"))
    racks = {seat: Counter(tiles) for seat, tiles in log[0].racks.items()}
    snapshots: list[Racks] = [{seat: _sorted(c.elements()) for seat, c in racks.items()}]
    for event in log[1:]:
        if isinstance(event, PassPlayed):
            for move in event.moves:
                # A move from a seat that does not hold the tile is no table's log (a forged one).
                if move.origin not in racks or move.keeper not in racks or racks[move.origin][move.tile] < 1:
                    raise ValueError(say("error.log"))
                racks[move.origin][move.tile] -= 1
                racks[move.keeper][move.tile] += 1
            snapshots.append({seat: _sorted(c.elements()) for seat, c in racks.items()})
    return snapshots
