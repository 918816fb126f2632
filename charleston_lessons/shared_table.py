"""A Charleston at one table for four learners on four devices, shared through the room store (core).

A table's moves are rows of the room store (`RoomStore.append_move`/`moves`), and every kernel
(each seat's, the instructor's) rebuilds the table by replaying them with `table.Table`, dealt
from the table's seed as `seat_game.SeatGame` deals. A move is one seat's action:

    {"kind": "pass", "seat": "South", "step": 1, "own": ["1D", "9C", "N"], "blind": 0, "instead": []}
    {"kind": "stop", "seat": "West", "stop": false}
    {"kind": "offer", "seat": "North", "count": 2}
    {"kind": "declare", "seat": "East", "after": 3}
    {"kind": "start"}                                  (the instructor: bots fill the empty seats)

each with "by" (the learner's code, or "bot") and "at" (when it was made, seconds since 1970).
When the four actions a decision needs are in, the replay plays it (`play_pass`, `answer_stop`,
`set_courtesy_offers`); East's declaration plays at once. Rules are checked in one place
(`_Replay.check`): a kernel checks an action against the table as it has read it and refuses an
illegal one with its `Verdict`, appending nothing; the same check runs for every stored move on
replay, so a move that is not legal where it stands (written into the database by hand, or a
seat's second answer to one decision) is skipped by every kernel alike. A move is appended as the
number after the last one its kernel read; `MoveConflict` means read again, check again, retry.

Who sits where is kept beside the moves (`RoomStore.sit`, `heartbeat`), not in them, so
heartbeats never lengthen the log. A learner sits in a free seat and gets the same seat back on
coming back. Once the instructor starts the table, an empty seat, or one whose learner has sent
no heartbeat for the table's `away_after` seconds, is played by the coached bot (`coach.Coach`,
as in the seat game) `bot_delay` seconds after the decision opened; any kernel may play that
turn, and the log takes exactly one (the second writer meets `MoveConflict`, reads the move and
finds the seat done; after a conflict the coach plays only a turn still due, its delay and who
sits where checked again, never the seat's next decision at once). An outage never makes a
present learner away: a kernel that found the store unreachable counts every seat's time away
from when the store answered again (everyone's heartbeats failed meanwhile), and writes that
grace into the store (`RoomStore.excuse`), so a kernel that was not reading the table meanwhile
counts it too. A seated learner's decisions are graded as the seat game grades them
(`seat_game`'s own functions) and recorded to their record in the room store, with the exercise
id `table/<table code>-<decision>` (`p1`..`p7`, `stop`, `offer`, `declare`).

A seat sees its own rack and the table's public state only (`TableSeat.view`); the instructor
sees every seat without racks (`SharedTable.status`), and the racks only once the Charleston is
over (`SharedTable.full_table`). Every call that depends on the time takes `now` (seconds since
1970; the clock when None), so tests need no sleeping. Nothing here imports a widget or a plot.
"""

from __future__ import annotations

import copy
import json
import math
import functools
import random
import re
import threading
import time
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from enum import StrEnum
from typing import Any, TypeVar

from charleston_lessons import clock
from charleston_lessons._input import flag, instance, whole
from charleston_lessons.coach import Coach, nearest_distance, wants_to_stop
from charleston_lessons.exercises import Outcome
from charleston_lessons.hands import CARD, LINE_SIZE, Line, wins_card
from charleston_lessons.messages import count_tiles, join_words, say, say_count
from charleston_lessons.progress import Attempt
from charleston_lessons.room_store import (
    Learner,
    MoveConflict,
    RoomError,
    RoomStore,
    RoomUnreachable,
    Sitting,
    _now,
)
from charleston_lessons.rules import SEATS, Seat, Verdict, as_seat, pass_step, sender
from charleston_lessons.seat_game import (
    Grade,
    GradeKind,
    Result,
    _aim,
    _arrived,
    _arriving,
    _grade_offer,
    _grade_pass,
    _grade_stop,
    _limit,
    _next_text,
    _not_played,
    _pick,
    _refused,
)
from charleston_lessons.strategies import seat_view
from charleston_lessons.table import PassChoice, PassPlayed, Phase, Table
from charleston_lessons.tiles import Tile

__all__ = [
    "AWAY_AFTER",
    "BOT_DELAY",
    "MAX_SECONDS",
    "SeatInfo",
    "SharedTable",
    "TableSeat",
    "TableStatus",
    "TableView",
    "Who",
    "make_table",
    "recorded_decision",
]

BOT_DELAY = 4.0  # seconds after a decision opens before the coach plays an empty seat: a person's pace
AWAY_AFTER = 20.0  # seconds without a heartbeat before a seated learner counts as away
MAX_SECONDS = 3_600.0  # the longest either setting may be
_TRIES = 50  # appends tried before a sentence (each conflict means another kernel went on)
_KEPT = 12  # a seat's own verdicts and grades kept for its view, the newest last
_NEWS = 6  # the table's public verdicts a view carries, the newest last
_PASS, _STOP, _OFFER, _OVER = "pass", "stop", "offer", "over"
_ALREADY_RULE = {_PASS: "P5", _STOP: "X1", _OFFER: "C2", _OVER: "P1"}


class Who(StrEnum):
    """Who plays a seat: a learner who is there, a learner who is away (the coach plays for
    them), the coach in an empty seat, or nobody yet (an empty seat before the table starts)."""

    PERSON = "person"
    AWAY = "away"
    BOT = "bot"
    EMPTY = "empty"

    @property
    def label(self) -> str:
        """The kind in words, for a page (never shown by colour alone)."""
        return say(f"shared_table.who.{self.value}")


@dataclass(frozen=True)
class SeatInfo:
    """A seat as everyone at the table may see it: its name, who sits there, how many tiles it
    holds (never which), and whether its answer to the open decision is in."""

    seat: Seat
    name: str  # the learner's name, or "" for an empty seat
    who: Who
    tiles: int
    done: bool
    aside: int = 0  # of `tiles`, those set aside face down for the open pass (its answer in, not yet played)


@dataclass(frozen=True)
class TableView:
    """What one seat sees: its own rack, what reached it, its own verdicts and grades, and the
    table's public state. Another seat's tiles are never in it."""

    code: str
    seat: Seat
    rack: tuple[Tile, ...]
    phase: Phase
    step: int | None  # the pass due now, or None between passes
    limit: int  # tiles this seat passes now (3, or its pair's courtesy count)
    arriving: int  # tiles arriving face down that it may forward unseen (B2)
    agreed: int | None  # its pair's courtesy count, once agreed (C2)
    my_turn: bool  # the open decision waits for this seat
    may_declare: bool  # East, with a winning hand after a round (H3)
    awaiting: tuple[Seat, ...]  # whose answers the open decision still waits for
    seats: tuple[SeatInfo, ...]
    started: bool
    arrived: tuple[Tile, ...]  # the tiles that reached this seat on the last pass and stayed
    forwarded: int  # tiles it sent on unseen on the last pass
    lines: tuple[Line, ...]  # the two card lines its choices are graded toward (invented, G5)
    text: str  # what the table waits for from this seat, in one sentence
    news: tuple[str, ...]  # what happened at the table lately, and what reached this seat
    verdicts: tuple[Verdict, ...]  # this seat's own verdicts, the newest last
    grades: tuple[Grade, ...]  # this seat's own grades, the newest last
    over: bool
    end_reason: str
    moves: int  # moves read so far (a page redraws when this changes)
    set_aside: tuple[Tile, ...] = ()  # its own tiles set aside face down for the open pass (answer in)
    set_aside_blind: int = 0  # and how many arriving tiles it will forward unseen then (B2)
    arrived_from: Seat | None = None  # the seat `arrived` came from (the last pass's sender)


@dataclass(frozen=True)
class TableStatus:
    """A table as the instructor sees it while it plays: every seat without its rack, the
    decision open, and who waits for whom."""

    code: str
    started: bool
    phase: Phase
    step: int | None
    seats: tuple[SeatInfo, ...]
    awaiting: tuple[Seat, ...]
    waiting: str  # who waits for whom, in one sentence
    news: tuple[str, ...]
    over: bool
    end_reason: str
    moves: int

    @property
    def playing(self) -> bool:
        """Whether the table plays now: not over, and started by the instructor, or with a move
        made (its learners are passing), or a learner in every seat (four learners play without
        Start: it only puts the coach in the empty seats)."""
        if self.over:
            return False
        return (self.started or self.moves > 0
                or all(info.who in (Who.PERSON, Who.AWAY) for info in self.seats))


# --------------------------------------------------------------------------- settings and input


def _seconds_setting(value: Any, what: str, low: float) -> float:
    """A table setting in seconds: a real number (not a bool) from `low` to `MAX_SECONDS`."""
    if type(value) not in (int, float) or not (low <= value <= MAX_SECONDS):  # NaN fails too
        raise ValueError(say("shared_table.error.seconds", what=what, value=value, low=low, most=int(MAX_SECONDS)))
    return float(value)


def _stored_seconds(settings: Mapping[str, Any], key: str, default: float, low: float) -> float:
    """A setting as stored (a store edited by hand falls back to the default)."""
    try:
        return _seconds_setting(settings.get(key, default), key, low)
    except ValueError:
        return default


def _table_clock(now: Any) -> float:
    """The table's time for `now` (None: the wall clock, shared by every kernel of the room)."""
    return time.time() if now is None else _now(now)


def _room(room: Any) -> RoomStore:
    return instance(room, RoomStore, "room")


def _codes(tiles: Iterable[Tile]) -> list[str]:
    return [tile.code for tile in tiles]


def make_table(room: RoomStore, seed: int | None = None, *, bot_delay: float = BOT_DELAY,
               away_after: float = AWAY_AFTER) -> str:
    """A new shared table in `room`, dealt from `seed` (a fresh one when None); its code, to read
    out. `bot_delay`: seconds the coach waits before playing an empty seat's turn; `away_after`:
    seconds without a heartbeat after which a seated learner's turns are the coach's too."""
    room = _room(room)
    delay = _seconds_setting(bot_delay, "bot_delay", 0.0)
    away = _seconds_setting(away_after, "away_after", 0.01)
    if seed is None:
        seed = random.SystemRandom().randrange(1, 2**31)
    seed = whole(seed, "seed", 0, 2**63 - 1)
    return room.create_table(seed, {"game": "charleston", "bot_delay": delay, "away_after": away})


# --------------------------------------------------------------------------- the replay


class _Replay:
    """A table rebuilt from its moves, one at a time, with the decision open and the answers in.

    `check` is the one place a seat's action is judged; `apply` plays a stored move or skips
    it. Both depend on the seed and the moves alone, so every kernel rebuilds the same table.
    """

    def __init__(self, seed: int, track: Seat | None = None) -> None:
        self.table = Table.deal(seed, win_test=_wins)
        self.started = False
        self.started_at = 0.0
        self.opened_at = 0.0  # when the open decision opened (the `at` of the move that opened it)
        self.pending: dict[Seat, dict[str, Any]] = {}  # answers in for the open decision
        self.last = 0  # the number of the last move read
        self.applied: list[int] = []
        self.skipped: list[int] = []
        self.news: list[str] = []  # the table's own verdicts as decisions were played (public)
        self.last_pass: PassPlayed | None = None
        self.track = track  # the seat whose aimed lines are kept (its choices are graded)
        self.aim: tuple[Line, ...] = _aim(self.table.rack(track), CARD, ()) if track is not None else ()
        self._declare = (-1, False)  # (the log's length, whether East may declare then)

    # ------------------------------------------------------------------ where the table is

    def point(self) -> tuple[str, int]:
        """The decision open: ("pass", n), ("stop", 0), ("offer", 0) or ("over", 0)."""
        table = self.table
        if table.over:
            return _OVER, 0
        if table.phase is Phase.PASS:
            return _PASS, int(table.next_step)  # type: ignore[arg-type]
        if table.phase is Phase.STOP_QUESTION:
            return _STOP, 0
        return _OFFER, 0

    def needed(self) -> tuple[Seat, ...]:
        """The seats whose answers the open decision needs (on the courtesy pass, those whose
        pair agreed on tiles: C3)."""
        kind, step = self.point()
        if kind == _OVER:
            return ()
        if kind == _PASS and step == 7:
            agreed = self.table.agreed or {}
            return tuple(seat for seat in SEATS if agreed.get(seat, 0))
        return SEATS

    def awaiting(self) -> tuple[Seat, ...]:
        """The seats the open decision still waits for."""
        return tuple(seat for seat in self.needed() if seat not in self.pending)

    def east_may_declare(self) -> bool:
        """`Table.east_may_declare`, worked out once for each state of the table (the winning
        test reads the whole card)."""
        size = len(self.table.log)
        if self._declare[0] != size:
            self._declare = (size, self.table.east_may_declare)
        return self._declare[1]

    # ------------------------------------------------------------------ the one check

    def check(self, move: Any) -> Verdict:
        """The verdict on one seat's action `move` (a stored move's mapping) at the table as it
        stands: legal, or refused naming its rule. Nothing changes."""
        if not isinstance(move, dict):
            return Verdict(False, "P1", say("shared_table.unknown_move", kind=move))
        kind = move.get("kind")
        try:
            seat = as_seat(move.get("seat"))
        except ValueError as error:
            return Verdict(False, "S1", str(error))
        table = self.table
        point, step = self.point()
        if table.over:
            return table._refusal() or Verdict(False, "P1", say("table.done", reason=table.end_reason))
        if kind not in (_PASS, _STOP, _OFFER, "declare"):
            return Verdict(False, "P1", say("shared_table.unknown_move", kind=kind))
        if kind == "declare":
            if seat is not Seat.EAST or not self.east_may_declare():
                return table.declare_mah_jongg(seat)  # refuses (H1, H3) and changes nothing
            if seat in self.pending:
                return Verdict(False, _ALREADY_RULE[point], say("shared_table.already", seat=seat))
            if move.get("after") != (table.passes_done[-1] if table.passes_done else 0):
                return Verdict(False, "H3", say("table.declare_not_now"))
            return Verdict(True, "H3", say("shared_table.declare_ok"))
        if kind == _PASS:
            if point != _PASS:
                return table._refusal() or Verdict(False, "P1", say("table.done", reason=table.end_reason))
            if type(move.get("step")) is not int or move["step"] != step:
                return Verdict(False, "P1", say("shared_table.not_due", step=move.get("step"), due=step))
            if seat not in self.needed():
                return Verdict(False, "C3", say("shared_table.nothing_to_pass", seat=seat))
            if seat in self.pending:
                return Verdict(False, "P5", say("shared_table.already", seat=seat))
            try:
                choice = _choice(move)
            except ValueError as error:  # not tiles (T2)
                return Verdict(False, "T2", str(error))
            return table._check_one(seat, choice)  # `check_choices` for one seat (the table is on this pass)
        if kind == _STOP:
            if point != _STOP:
                return table.answer_stop({})  # refuses (X1, X3) and changes nothing
            if seat in self.pending:
                return Verdict(False, "X1", say("shared_table.already", seat=seat))
            if type(move.get("stop")) is not bool:
                return Verdict(False, "X1", say("error.answers", value=move.get("stop")))
            return Verdict(True, "X1", say("shared_table.answer_ok"))
        if point != _OFFER:
            return table.set_courtesy_offers({})  # refuses (C1) and changes nothing
        if seat in self.pending:
            return Verdict(False, "C2", say("shared_table.already", seat=seat))
        count = move.get("count")
        if type(count) is not int or not 0 <= count <= 3:
            return Verdict(False, "C2", say("table.offer_bad", seat=seat, value=count))
        return Verdict(True, "C2", say("shared_table.answer_ok"))

    # ------------------------------------------------------------------ playing the moves

    def apply(self, seq: int, move: Any, *, checked: bool = False) -> bool:
        """Play stored move number `seq`, or skip it when it is not legal where it stands
        (`checked`: this kernel checked it at this very place before appending it)."""
        self.last = seq
        at = move.get("at") if isinstance(move, dict) else None
        at = float(at) if type(at) in (int, float) and math.isfinite(at) else self.opened_at
        if isinstance(move, dict) and move.get("kind") == "start":
            if self.started:
                self.skipped.append(seq)
                return False
            self.started, self.started_at = True, at
            self.applied.append(seq)
            return True
        if not checked and not self.check(move).ok:
            self.skipped.append(seq)
            return False
        seat = as_seat(move["seat"])
        self.applied.append(seq)
        if move["kind"] == "declare":
            self._played(self.table.declare_mah_jongg(Seat.EAST), at)
            return True
        self.pending[seat] = move
        if not self.awaiting():
            self._decide(at)
        return True

    def _decide(self, at: float) -> None:
        """Play the open decision with every answer in."""
        kind, _step = self.point()
        answers = self.pending
        if kind == _PASS:
            verdict = self.table.play_pass({seat: _choice(move) for seat, move in answers.items()})
        elif kind == _STOP:
            verdict = self.table.answer_stop({seat: move["stop"] for seat, move in answers.items()})
        else:
            verdict = self.table.set_courtesy_offers({seat: move["count"] for seat, move in answers.items()})
        self._played(verdict, at)
        if self.point() == (_PASS, 7) and not self.needed():  # both pairs agreed on 0 (C3)
            self._played(self.table.play_pass({}), at)

    def _played(self, verdict: Verdict, at: float) -> None:
        self.pending = {}
        self.opened_at = at
        self.news.append(verdict.message)
        last = self.table.log[-1]
        if isinstance(last, PassPlayed):
            self.last_pass = last
            if self.track is not None:
                self.aim = _aim(self.table.rack(self.track), CARD, self.aim)


# A seated learner's decision as `TableSeat` records it: `table/<table code>-<decision>`, the
# code as the room stores it: a table's own form with its dash ("T-4KX9"), or an older room's six
# characters ("V48YN4").
_RECORDED = re.compile(r"table/(T-[2-9A-Z]{4}|[2-9A-Z]{6})-(p[1-7]|stop|offer|declare)")


def recorded_decision(exercise_id: object) -> tuple[str, str] | None:
    """(The table's code, the decision: "p1".."p7", "stop", "offer" or "declare") of an answer
    recorded at a shared table (`table/T-4KX9-p7`, an older room's `table/V48YN4-p7`), or None
    for any other exercise id."""
    found = _RECORDED.fullmatch(exercise_id) if type(exercise_id) is str else None
    return (found.group(1), found.group(2)) if found else None


def _wins(rack: tuple[Tile, ...]) -> bool:
    """`hands.wins_card`, the seat game's winning test, asked only of a rack the coach finds 0
    tiles from a line: a rack wins a line exactly when it is 0 tiles from it (tests/test_hands.py
    holds the two to each other), and the coach's distance takes a tenth of a millisecond where
    the full search takes tens; every kernel deals every table it opens."""
    return len(rack) == LINE_SIZE and nearest_distance(rack, CARD) == 0 and wins_card(rack)


def _choice(move: Mapping[str, Any]) -> PassChoice:
    """A stored pass move's choice (a `ValueError` when its fields are not tiles and a count)."""
    return PassChoice.of({"own": move.get("own", ()), "blind": move.get("blind", 0),
                          "instead": move.get("instead", ())})


def _set_aside(replay: _Replay, seat: Seat) -> tuple[tuple[Tile, ...], int]:
    """The tiles `seat` set aside face down for the open pass, and how many arriving tiles it
    forwards unseen then: its answer is in, the pass not yet played (nothing when it is not)."""
    move = replay.pending.get(seat)
    if not move or move.get("kind") != _PASS:
        return (), 0
    choice = _choice(move)
    return tuple(choice.own), choice.blind


def _decision_words(kind: str, step: int) -> str:
    if kind == _PASS:
        info = pass_step(step)
        return say("shared_table.decision.pass", step=info.number, name=info.name)
    return say(f"shared_table.decision.{kind}")


# --------------------------------------------------------------------------- a kernel's table

_F = TypeVar("_F", bound=Callable[..., Any])
_R = TypeVar("_R")


def _one_at_a_time(method: _F) -> _F:
    """Run `method` under its table's lock: a page may poll from a timer while a click acts,
    and the replay must see one of them at a time."""

    @functools.wraps(method)
    def locked(self: Any, *args: Any, **kwargs: Any) -> Any:
        with self._lock:
            return method(self, *args, **kwargs)

    return locked  # type: ignore[return-value]



class SharedTable:
    """One kernel's copy of a shared table in `room`: it reads the moves, replays them, plays
    the bots' due turns and says where the table stands. Every kernel may hold one."""

    def __init__(self, room: RoomStore, table_code: str) -> None:
        self.room = _room(room)
        found = self.room.table(table_code)  # a sentence when there is no such table
        self.code = found.code
        self.bot_delay = _stored_seconds(found.settings, "bot_delay", BOT_DELAY, 0.0)
        self.away_after = _stored_seconds(found.settings, "away_after", AWAY_AFTER, 0.01)
        self._seed = found.seed
        self._replay = _Replay(found.seed)
        self._bot = Coach(CARD)
        self._sitting: list[Sitting] = []
        self._sitting_read = -math.inf
        self._lost = False  # the last store call found the store unreachable
        self._regained = False  # it answered again since, and no seat was judged yet
        self._back_at = -math.inf  # when a seat was first judged after the store answered again
        self._excuse_owed = False  # it answered again since, and the seats' grace is not in the store yet
        self._lock = threading.RLock()

    def __repr__(self) -> str:
        return f"<SharedTable {self.code}: {self._replay.last} moves read>"

    def _follow(self, seat: Seat) -> None:
        """Keep `seat`'s aimed lines as the moves are replayed (its choices are graded here)."""
        replay = self._replay
        if replay.last:  # moves were read already: replay them again, following the seat
            self._replay = replay = _Replay(self._seed)
        replay.track, replay.aim = seat, _aim(replay.table.rack(seat), CARD, ())

    # ------------------------------------------------------------------ reading

    @_one_at_a_time
    def refresh(self) -> int:
        """Read and replay the moves stored since the last read; how many there were."""
        replay = self._replay
        new = self._reach(lambda: self.room.moves(self.code, after=replay.last))
        for seq, move in new:
            replay.apply(seq, move)
        return len(new)

    @property
    def started(self) -> bool:
        return self._replay.started

    @property
    def over(self) -> bool:
        return self._replay.table.over

    @property
    def passes_done(self) -> tuple[int, ...]:
        """The passes played so far, in order (public: every seat sees them played)."""
        return self._replay.table.passes_done

    def _seated(self, now: float, fresh: bool = False) -> dict[Seat, Sitting]:
        """Who sits where, read again at most every quarter of `away_after` (heartbeats are
        that coarse) unless `fresh`."""
        if fresh or not 0 <= now - self._sitting_read < min(1.0, self.away_after / 4):
            self._sitting = self._reach(lambda: self.room.seated(self.code))
            self._sitting_read = now
        return {as_seat(sitting.seat): sitting for sitting in self._sitting}

    def _seats(self, now: float) -> tuple[SeatInfo, ...]:
        replay = self._replay
        seated = self._seated(now)
        waiting = set(replay.awaiting())
        infos = []
        for seat in SEATS:
            sitting = seated.get(seat)
            if sitting is not None:
                who = Who.AWAY if self._away(sitting, now) else Who.PERSON
            else:
                who = Who.BOT if replay.started else Who.EMPTY
            infos.append(SeatInfo(seat, sitting.name if sitting else "", who, len(replay.table.rack(seat)),
                                  seat not in waiting, len(_set_aside(replay, seat)[0])))
        return tuple(infos)

    @_one_at_a_time
    def status(self, now: float | None = None) -> TableStatus:
        """Where the table stands for the instructor (every seat, no racks), once the due bots
        have played (`now`: seconds since 1970, the clock when None)."""
        when = _table_clock(now)
        self.play_bots(when)
        self._seated(when, fresh=True)
        replay = self._replay
        kind, step = replay.point()
        awaiting = replay.awaiting()
        table = replay.table
        if table.over:
            waiting = say("table.done", reason=table.end_reason)
        else:
            done = [seat for seat in replay.needed() if seat not in awaiting]
            words = _decision_words(kind, step)
            waiting = (say("shared_table.status.waiting", decision=words, done=join_words(done),
                           waiting=join_words(awaiting)) if done
                       else say("shared_table.status.open", decision=words, waiting=join_words(awaiting)))
        seats = self._seats(when)
        if not table.over and not replay.started:
            empty = [info.seat for info in seats if info.who is Who.EMPTY]
            if empty:  # the truth: only the seats nobody sits in wait, and only for Start
                waiting += " " + say_count("shared_table.status.empty_wait", len(empty), seats=join_words(empty))
        return TableStatus(self.code, replay.started, table.phase, table.next_step, seats, awaiting,
                           waiting, tuple(replay.news[-_NEWS:]), table.over, table.end_reason, replay.last)

    @_one_at_a_time
    def full_table(self) -> Table:
        """The whole table, every rack shown, for the replay at the end: only once the
        Charleston is over (a sentence before)."""
        self.refresh()
        if not self._replay.table.over:
            raise ValueError(say("shared_table.error.not_over", code=self.code))
        return copy.deepcopy(self._replay.table)

    # ------------------------------------------------------------------ writing

    @_one_at_a_time
    def _append(self, build: Callable[[], dict[str, Any] | Verdict | None]) -> tuple[Verdict | None, int | None]:
        """Append the move `build()` makes from the table as read now, checked first; after a
        conflict read again and build and check again. (The verdict, the move's number), or
        (a refusal or None, None) when nothing was appended."""
        replay = self._replay
        for _ in range(_TRIES):
            move = build()
            if move is None or isinstance(move, Verdict):
                return move, None
            verdict = None if move.get("kind") == "start" else replay.check(move)
            if verdict is not None and not verdict.ok:
                return verdict, None
            seq = replay.last + 1
            try:
                self._reach(lambda: self.room.append_move(self.code, seq, move))
            except MoveConflict:
                self._reach(lambda: None)  # the store answered
                self._sitting_read = -math.inf  # another kernel went on: who sits where may have changed too
                self.refresh()  # read its moves, then build and check again
                continue
            # Stored as the number after the last move read: the place it was checked at.
            replay.apply(seq, json.loads(json.dumps(move)), checked=True)
            self.refresh()
            return verdict, seq
        raise RoomUnreachable(say("shared_table.error.busy", code=self.code, tries=_TRIES))

    @_one_at_a_time
    def start(self, now: float | None = None) -> bool:
        """Start the table (the instructor): from now on the coach plays every empty seat, and
        any seat whose learner is away (four learners play without it). False if it had started already."""
        when = _table_clock(now)
        self.refresh()
        _verdict, seq = self._append(lambda: None if self._replay.started else {"kind": "start", "at": when})
        return seq is not None

    def _due(self, now: float) -> list[Seat]:
        """The seats whose turn the coach plays now: the table started, the open decision waits
        for them, `bot_delay` has passed since it opened, and nobody present sits there (who
        sits where read afresh before the coach plays, and again after every conflict)."""
        replay = self._replay
        if not replay.started or replay.table.over:
            return []
        awaiting = replay.awaiting()
        if not awaiting or now < max(replay.opened_at, replay.started_at) + self.bot_delay:
            return []
        due = self._unattended(awaiting, self._seated(now), now)
        if due and self._sitting_read != now:  # before the coach plays, who sits where, read afresh
            due = self._unattended(awaiting, self._seated(now, fresh=True), now)
        return due

    def _unattended(self, seats: tuple[Seat, ...], seated: dict[Seat, Sitting], now: float) -> list[Seat]:
        """Those of `seats` that nobody sits in, or whose learner is away."""
        return [seat for seat in seats if seat not in seated or self._away(seated[seat], now)]

    def _away(self, sitting: Sitting, now: float) -> bool:
        """Whether the learner of `sitting` is away at `now`: no heartbeat for `away_after`
        seconds of a store that answered. After this kernel found the store unreachable, every
        seat's time counts from when it answered again (a learner's heartbeats failed meanwhile
        too: an outage never makes a present learner away)."""
        if self._regained:
            self._regained, self._back_at = False, now
        return now - max(sitting.seen, self._back_at) > self.away_after

    def _excuse(self, now: float) -> None:
        """Write every seat's grace into the store (`RoomStore.excuse`): a kernel that was not
        reading the table during the outage (a page hidden, a tab closed and opened again)
        then counts the seats' time away from `now` as well, not from heartbeats that failed."""
        self._reach(lambda: self.room.excuse(self.code, now=now))
        self._excuse_owed = False
        self._sitting_read = -math.inf  # who sits where, read again with the grace in it

    def _reach(self, call: Callable[[], _R]) -> _R:
        """`call()`, a store call: an unreachable store is noted (then raised), and the first
        answer after it starts every seat's grace (`_away`)."""
        try:
            found = call()
        except RoomUnreachable:
            self._lost = True
            raise
        if self._lost:
            self._lost, self._regained, self._excuse_owed = False, True, True
        return found

    def _coach_turn(self, seat: Seat, now: float) -> Callable[[], dict[str, Any] | None]:
        """What `_append` builds for the coach's turn at `seat`: its move while the turn is due;
        after a conflict (another kernel went on) only if the turn is still due, its delay and
        who sits where checked again, never the seat's next decision at once."""
        tries = [0]

        def build() -> dict[str, Any] | None:
            tries[0] += 1
            if tries[0] > 1 and seat not in self._due(now):
                return None
            return self._bot_move(seat, now)

        return build

    def _bot_move(self, seat: Seat, now: float) -> dict[str, Any] | None:
        """The coach's action for `seat` at the table as read now, or None when it has none due."""
        replay = self._replay
        if seat not in replay.awaiting():
            return None
        table = replay.table
        view = seat_view(table, seat)
        kind, step = replay.point()
        base: dict[str, Any] = {"seat": seat.value, "by": "bot", "at": now}
        if seat is Seat.EAST and replay.east_may_declare() and self._bot.declares(view):
            return {"kind": "declare", "after": table.passes_done[-1], **base}
        if kind == _PASS:
            choice = self._bot.choose_pass(view)
            return {"kind": _PASS, "step": step, "own": _codes(choice.own), "blind": choice.blind,
                    "instead": _codes(choice.instead), **base}
        if kind == _STOP:
            return {"kind": _STOP, "stop": bool(self._bot.wants_to_stop(view)), **base}
        return {"kind": _OFFER, "count": int(self._bot.courtesy_offer(view)), **base}

    @_one_at_a_time
    def play_bots(self, now: float | None = None) -> int:
        """Read the table, then play every bot turn due at `now` (seconds since 1970; the clock
        when None); how many moves this kernel added. Any kernel may call it at any time: a turn
        another kernel played first is read, never played twice."""
        when = _table_clock(now)
        self.refresh()
        if self._excuse_owed:  # the store answers again after this kernel found it out
            self._excuse(when)
        added = 0
        for _ in range(2 * len(SEATS) + 2):  # a decision's four turns, the next one's, a declaration
            due = self._due(when)
            if not due:
                break
            _verdict, seq = self._append(self._coach_turn(due[0], when))
            added += seq is not None
        return added


# --------------------------------------------------------------------------- a learner's seat


class TableSeat:
    """A learner's seat at a shared table, in the learner's own kernel: sit down (or come back
    to the same seat), see the table from it, and play its decisions, each graded and recorded
    to the learner's record in the room store."""

    def __init__(self, room: RoomStore, table_code: str, learner: Learner | str, seat: Seat | str | None = None,
                 *, now: float | None = None) -> None:
        room = _room(room)
        when = _table_clock(now)
        self.learner = room.rejoin(learner.code if type(learner) is Learner else learner)
        wanted = None if seat is None else as_seat(seat).value
        self.table = SharedTable(room, table_code)  # a sentence when there is no such table
        self.seat = as_seat(room.sit(self.table.code, self.learner, wanted, now=when))
        self.table._follow(self.seat)
        self._lock = self.table._lock  # the seat's actions and the table's reads, one at a time
        self.room = room
        self.code = self.table.code
        self._beat = when
        self._verdicts: list[Verdict] = []
        self._grades: list[Grade] = []
        self.last_move: tuple[int, dict[str, Any]] | None = None  # (number, move) this seat appended last

    def __repr__(self) -> str:
        return f"<TableSeat {self.code} {self.seat.value}: {self.learner.name}>"

    # ------------------------------------------------------------------ being there

    def heartbeat(self, now: float | None = None) -> None:
        """Say the learner is still at the table (written at most every quarter of the table's
        `away_after`, so a page may call it on every refresh)."""
        when = _table_clock(now)
        if not 0 <= when - self._beat < self.table.away_after / 4:
            self.table._reach(lambda: self.room.heartbeat(self.code, self.learner, now=when))
            self._beat = when

    def leave(self) -> None:
        """Give up the seat: the coach plays it from now on, and anyone may take it."""
        self.room.leave(self.code, self.learner)

    @_one_at_a_time
    def poll(self, now: float | None = None) -> int:
        """Read the table and play any due bot turn, with a heartbeat: how many new moves there
        were (a page redraws its `view` only when this is not 0)."""
        when = _table_clock(now)
        self.heartbeat(when)
        before = self.table._replay.last
        self.table.play_bots(when)
        return self.table._replay.last - before

    @_one_at_a_time
    def view(self, now: float | None = None) -> TableView:
        """The table from this seat at `now` (seconds since 1970; the clock when None), once the
        moves are read and any due bot turn is played: its own rack and the public state only."""
        when = _table_clock(now)
        self.heartbeat(when)
        shared = self.table
        shared.play_bots(when)
        replay = shared._replay
        table, seat = replay.table, self.seat
        awaiting = replay.awaiting()
        step = table.next_step
        news = list(replay.news[-_NEWS:])
        arrived: tuple[Tile, ...] = ()
        forwarded = 0
        arrived_from = None
        last = replay.last_pass
        if last is not None:
            arrived, forwarded = last.kept.get(seat, ()), last.blind.get(seat, 0)
            arrived_from = sender(seat, pass_step(last.step).direction)
            news.append(_arrived(seat, last, pass_step(last.step)))
        mine = seat in awaiting
        if table.over or mine:
            text = _next_text(table, seat)
        else:
            text = say("shared_table.waiting", seats=join_words(awaiting))
        return TableView(
            self.code, seat, table.rack(seat), table.phase, step, _limit(table, seat), _arriving(table),
            table.agreed[seat] if table.agreed is not None else None, mine,
            seat is Seat.EAST and seat not in replay.pending and replay.east_may_declare(),
            awaiting, shared._seats(when), replay.started, arrived, forwarded, replay.aim, text, tuple(news),
            tuple(self._verdicts), tuple(self._grades), table.over, table.end_reason, replay.last,
            *_set_aside(replay, seat), arrived_from)

    # ------------------------------------------------------------------ deciding

    @_one_at_a_time
    def pass_tiles(self, choice: PassChoice | str | Iterable[str | Tile] | Mapping[str, Any] | None,
                   now: float | None = None, *, step: int | None = None) -> Result:
        """Play this seat's pass with `choice` (tiles, or a mapping such as {"own": "5B", "blind":
        2}); graded as the seat game grades it, and refused with its rule when illegal. `step`,
        the pass the learner chose for (a page gives its view's), makes a choice that arrives
        after the table went on (a second click) a refusal rather than the next pass."""
        when = _table_clock(now)
        if step is not None:
            step = pass_step(step).number
        _shared, replay = self._ready(when)
        table, seat = replay.table, self.seat
        due = table.next_step
        if due is None or (step is not None and step != due):
            verdict = replay.check({"kind": _PASS, "seat": seat.value, "step": step})
            return self._answer(Result(False, verdict, _refused(verdict)))
        step = due
        try:
            mine = PassChoice.of(choice if choice is not None else PassChoice())
        except ValueError as error:  # text that is not a tile (T2)
            return self._answer(Result(False, Verdict(False, "T2", str(error)), _not_played(str(error), "T2")))
        limit = _limit(table, seat)
        if limit and not mine.own and not mine.blind:
            text = say("play.nothing_chosen", count=count_tiles(limit))
            return self._answer(Result(False, Verdict(False, "P3", text), _not_played(text, "P3")))
        move = {"kind": _PASS, "seat": seat.value, "step": step, "own": _codes(mine.own), "blind": mine.blind,
                "instead": _codes(mine.instead), "by": self.learner.code, "at": when}
        verdict = replay.check(move)
        if not verdict.ok:
            due = seat in replay.awaiting()
            result = self._answer(Result(False, verdict, _refused(verdict)))
            if due and verdict.rule not in ("P1", "P5", "C3"):  # the choice broke a rule: graded
                self._record(f"p{step}", result.feedback, when, now)
            return result
        lines = replay.aim
        grade = _grade_pass(table, seat, mine, lines, _pick(table, seat, lines, f"table/{self.code}-p{step}")
                            if limit else None)
        return self._play(move, grade, f"p{step}", when, now, lines)

    @_one_at_a_time
    def answer_stop(self, stop: bool, now: float | None = None) -> Result:
        """This seat's answer to the stop question after pass 3 (X1): True stops the second
        Charleston. Graded against the coach's answer (G1)."""
        try:
            stop = flag(stop, "stop")
        except ValueError:
            raise ValueError(say("play.error.stop", value=stop)) from None
        when = _table_clock(now)
        _shared, replay = self._ready(when)
        move = {"kind": _STOP, "seat": self.seat.value, "stop": stop, "by": self.learner.code, "at": when}
        verdict = replay.check(move)
        if not verdict.ok:
            return self._answer(Result(False, verdict, _refused(verdict)))
        rack, lines = replay.table.rack(self.seat), replay.aim
        return self._play(move, _grade_stop(stop, wants_to_stop(rack, lines), lines), _STOP, when, now, lines)

    @_one_at_a_time
    def offer(self, count: int, now: float | None = None) -> Result:
        """This seat's courtesy offer, 0 to 3 tiles (C2): each across pair passes the lower offer."""
        when = _table_clock(now)
        _shared, replay = self._ready(when)
        try:
            count = whole(count, "count", 0, 3)
        except ValueError:
            text = say("play.error.offer", value=count)
            return self._answer(Result(False, Verdict(False, "C2", text), _not_played(text, "C2")))
        move = {"kind": _OFFER, "seat": self.seat.value, "count": count, "by": self.learner.code, "at": when}
        verdict = replay.check(move)
        if not verdict.ok:
            return self._answer(Result(False, verdict, _refused(verdict)))
        rack, lines = replay.table.rack(self.seat), replay.aim
        return self._play(move, _grade_offer(count, rack, lines), _OFFER, when, now, lines)

    @_one_at_a_time
    def declare(self, now: float | None = None) -> Result:
        """East declares Mah Jongg after a round, when the tiles win (H1, H3); the Charleston ends."""
        when = _table_clock(now)
        _shared, replay = self._ready(when)
        done = replay.table.passes_done
        move = {"kind": "declare", "seat": self.seat.value, "after": done[-1] if done else 0,
                "by": self.learner.code, "at": when}
        verdict = replay.check(move)
        if not verdict.ok:
            return self._answer(Result(False, verdict, _refused(verdict)))
        return self._play(move, Grade(GradeKind.GOOD, say("play.grade.declared"), "H3"), "declare", when, now,
                          replay.aim)

    # ------------------------------------------------------------------ helpers

    def _ready(self, when: float) -> tuple[SharedTable, _Replay]:
        """The table read afresh, with a heartbeat: a learner who acts is there."""
        self.heartbeat(when)
        self.table.refresh()
        return self.table, self.table._replay

    def _play(self, move: dict[str, Any], grade: Grade, decision: str, when: float, now: float | None,
              lines: tuple[Line, ...]) -> Result:
        """Append this seat's legal `move` (re-read and re-checked after a conflict), then record
        its `grade`; a move the table no longer takes (the coach played the seat meanwhile) is
        refused and not recorded."""
        verdict, seq = self.table._append(lambda: move)
        if seq is None or verdict is None:
            verdict = verdict or Verdict(False, "P5", say("shared_table.already", seat=self.seat))
            return self._answer(Result(False, verdict, _refused(verdict)))
        self.last_move = (seq, move)
        news = [] if self._record(decision, grade, when, now) else [say("shared_table.not_recorded")]
        replay = self.table._replay
        if move["kind"] == _PASS and replay.last_pass is not None and replay.last_pass.step == move["step"]:
            news.insert(0, _arrived(self.seat, replay.last_pass, pass_step(move["step"])))
        elif replay.news and replay.applied and replay.applied[-1] == seq and not replay.pending:
            news.insert(0, replay.news[-1])  # this answer completed the decision
        return self._answer(Result(True, verdict, grade, tuple(news), lines))

    def _record(self, decision: str, grade: Grade, when: float, now: float | None) -> bool:
        """Record a graded decision to the learner's own record; False if the store could not."""
        outcome = Outcome.CORRECT if grade.correct else Outcome.INCORRECT
        stamp = clock.timestamp() if now is None else when
        try:
            self.room.record(self.learner, Attempt(f"table/{self.code}-{decision}", outcome, stamp))
        except RoomError:
            return False
        return True

    def _answer(self, result: Result) -> Result:
        """Keep `result`'s verdict and grade for this seat's view."""
        self._verdicts = [*self._verdicts, result.verdict][-_KEPT:]
        self._grades = [*self._grades, result.feedback][-_KEPT:]
        return result
