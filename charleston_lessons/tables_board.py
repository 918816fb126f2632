"""The instructor's page for shared tables of four: every table of the room, read again and again (core).

    reader = TablesReader(open_room(room_url()))
    code = reader.make(seed=7, bot_delay=4)   # a new table: its code, to read out
    now = reader.read()                       # a TablesNow: every table of the room, oldest first
    now.section()                             # the table of tables (code, seats, the decision open, who it waits for)
    reader.start(code)                        # the coach fills the empty seats (four learners need no Start)
    now.projection(code)                      # one table for the projector: the public state only
    reader.replay_table(code)                 # the whole table, racks shown, once its Charleston is over

A reader keeps one `shared_table.SharedTable` per table, so each reading replays only the moves
stored since, and plays the coach's turns that are due (the instructor's page keeps a table with
bots going even when no learner's page is open). What a reading shows is each table's
`SharedTable.status`: every seat without its rack; the racks come out only through
`replay_table`, once the Charleston is over. Every sentence comes from the message catalog;
nothing here imports a widget (the page is `widgets.tables_board`).
"""

from __future__ import annotations

import time
from dataclasses import dataclass

from charleston_lessons._input import instance, text
from charleston_lessons.messages import join_words, say, say_count
from charleston_lessons.room_live import Section, _clock
from charleston_lessons.room_store import RoomError, RoomStore, stored_table_code
from charleston_lessons.rules import pass_step
from charleston_lessons.shared_table import BOT_DELAY, SeatInfo, SharedTable, TableStatus, Who, make_table
from charleston_lessons.table import Phase, Table

__all__ = ["Projection", "TableRow", "TablesNow", "TablesReader"]

_DASH = "\u2013"


def _seat_words(info: SeatInfo) -> str:
    """"East: Ada (at the table)", "South: the coach", "West: empty": who sits there, in words."""
    if info.name:
        return say("tables_board.seat.named", seat=info.seat, name=info.name, who=info.who.label)
    return say("tables_board.seat.nobody", seat=info.seat, who=info.who.label)


def _decision(status: TableStatus) -> str:
    """The decision open at the table, in words: "Pass 2 (Over)", "The stop question", "Over"."""
    if status.over:
        return say("tables_board.decision.over")
    if status.phase is Phase.PASS and status.step is not None:
        info = pass_step(status.step)
        return say("shared_table.decision.pass", step=info.number, name=info.name)
    if status.phase is Phase.STOP_QUESTION:
        return say("shared_table.decision.stop")
    return say("shared_table.decision.offer")


# --------------------------------------------------------------------------- values


@dataclass(frozen=True)
class TableRow:
    """One table as the instructor's page lists it: its status (no racks), the passes played,
    and when it was made."""

    status: TableStatus
    passes_done: tuple[int, ...]
    created: float

    @property
    def code(self) -> str:
        return self.status.code

    @property
    def seats(self) -> str:
        """Every seat, one a line: its name, who sits there in words."""
        return "\n".join(_seat_words(info) for info in self.status.seats)

    @property
    def joined(self) -> int:
        """Learners seated (at the table or away)."""
        return sum(1 for info in self.status.seats if info.who in (Who.PERSON, Who.AWAY))

    @property
    def state(self) -> str:
        """Where the table is, in words (never a colour): not started, playing (started, or its
        learners passing: `TableStatus.playing`), or over."""
        if self.status.over:
            return say("tables_board.state.over")
        if self.status.playing:
            return say("tables_board.state.playing")
        return say("tables_board.state.waiting")

    @property
    def decision(self) -> str:
        """The decision open: "Pass 2 (Over)", "The stop question", "The courtesy offers", "Over"."""
        return _decision(self.status)

    @property
    def cells(self) -> tuple[str, ...]:
        """The row of the table of tables: code, state, seats, decision open, who it waits for."""
        return (self.code, self.state, self.seats, self.decision, self.status.waiting)


@dataclass(frozen=True)
class Projection:
    """One table for the projector: the seats (names, who, tiles held, answer in or not), the
    decision open, the passes done and who it waits for. The public state only: no seat's tiles."""

    row: TableRow

    @property
    def code(self) -> str:
        return self.row.code

    @property
    def title(self) -> str:
        return say("tables_board.projector.title", code=self.code)

    @property
    def head(self) -> tuple[str, ...]:
        return tuple(say(f"tables_board.projector.column.{key}") for key in ("seat", "who", "tiles", "answer"))

    @property
    def rows(self) -> tuple[tuple[str, tuple[str, ...]], ...]:
        """Each seat: (its name, (seat, who sits there, tiles held, whether its answer is in))."""
        status = self.row.status
        shown = []
        for info in status.seats:
            who = f"{info.name} ({info.who.label})" if info.name else info.who.label
            if status.over:
                answer = _DASH
            else:
                answer = say("tables_board.answer.in") if info.done else say("tables_board.answer.waiting")
            shown.append((str(info.seat), (str(info.seat), who, str(info.tiles), answer)))
        return tuple(shown)

    @property
    def passes(self) -> str:
        """"Passes done: 1, 2 and 3" (or none yet)."""
        done = self.row.passes_done
        if not done:
            return say("tables_board.passes.none")
        return say("tables_board.passes.done", passes=join_words([str(step) for step in done]))

    @property
    def lines(self) -> tuple[str, ...]:
        """What the projector says above its table: the decision open, the passes done, who it waits for."""
        if self.row.status.over:  # nothing is open: the waiting sentence says it is over
            return (self.passes, self.row.status.waiting)
        return (say("tables_board.projector.decision", decision=self.row.decision), self.passes,
                self.row.status.waiting)

    @property
    def text(self) -> str:
        return "\n".join([self.title, *self.lines, " | ".join(self.head),
                          *(" | ".join(cells) for _key, cells in self.rows)])


@dataclass(frozen=True)
class TablesNow:
    """Every table of the room as read at `at` (seconds since 1970), the oldest first."""

    rows: tuple[TableRow, ...]
    at: float

    @property
    def updated(self) -> str:
        """"Updated 14:02:31": when it was read, in the kernel's local time."""
        return say("room_live.updated", time=_clock(self.at))

    @property
    def summary(self) -> str:
        """One sentence: how many tables, how many playing, how many over."""
        playing = sum(1 for row in self.rows if row.status.playing)
        over = sum(1 for row in self.rows if row.status.over)
        return say("tables_board.summary", tables=say_count("count.tables", len(self.rows)), playing=playing,
                   over=over)

    def find(self, code: str) -> TableRow:
        """The row of the table with `code` (a sentence when the room has no such table here)."""
        typed = text(code, "code", limit=40)
        try:
            wanted = stored_table_code(typed)  # "t 4kx9" is T-4KX9; an older room's "v48-yn4" is V48YN4
        except RoomError:
            wanted = typed
        for row in self.rows:
            if row.code == wanted:
                return row
        raise ValueError(say("room_store.error.no_table", code=code))

    def section(self) -> Section:
        """The table of tables: one row per table, its code as the row's head."""
        head = tuple(say(f"tables_board.column.{key}") for key in ("code", "state", "seats", "decision", "waiting"))
        return Section("tables", say("tables_board.section"), head,
                       tuple((row.code, row.cells) for row in self.rows), say("tables_board.empty"))

    def projection(self, code: str) -> Projection:
        """Table `code` for the projector (the public state only)."""
        return Projection(self.find(code))

    def announcement(self, before: TablesNow | None) -> str:
        """What changed since `before` worth saying aloud: a table made, playing, the coach put
        in its empty seats, moved on to another decision, or over; "" when nothing of that changed."""
        if before is None:
            return ""
        before = instance(before, TablesNow, "before")
        then = {row.code: row for row in before.rows}
        parts = []
        for row in self.rows:
            old = then.get(row.code)
            if old is None:
                parts.append(say("tables_board.announce.made", code=row.code))
            elif row.status.over and not old.status.over:
                parts.append(say("tables_board.announce.over", code=row.code, reason=row.status.end_reason))
            elif row.status.started and not old.status.started:
                parts.append(say("tables_board.announce.coach", code=row.code, decision=row.decision))
            elif row.status.playing and not old.status.playing:
                parts.append(say("tables_board.announce.started", code=row.code, decision=row.decision))
            elif row.decision != old.decision:
                parts.append(say("tables_board.announce.now", code=row.code, decision=row.decision))
        return " ".join(parts)

    @property
    def text(self) -> str:
        return "\n\n".join([f"{self.updated}\n{self.summary}", self.section().text])

    def __repr__(self) -> str:
        return self.text


# --------------------------------------------------------------------------- reading


class TablesReader:
    """Reads every table of a room again and again: one `SharedTable` per table, each replaying
    only the moves stored since, and playing the coach's turns that are due."""

    def __init__(self, room: RoomStore) -> None:
        self.room = instance(room, RoomStore, "room")
        self._tables: dict[str, SharedTable] = {}
        self._created: dict[str, float] = {}

    def _shared(self, code: str) -> SharedTable:
        found = self.room.table(code)  # a sentence when there is no such table
        if found.code not in self._tables:
            self._tables[found.code] = SharedTable(self.room, found.code)
            self._created[found.code] = found.created
        return self._tables[found.code]

    def read(self, now: float | None = None) -> TablesNow:
        """Every table of the room at `now` (seconds since 1970; the clock when None), once the
        coach's due turns are played. A store that cannot be read is a `RoomError`."""
        when = time.time() if now is None else now
        rows = []
        for found in self.room.tables():
            if found.code not in self._tables:
                self._tables[found.code] = SharedTable(self.room, found.code)
                self._created[found.code] = found.created
            shared = self._tables[found.code]
            status = shared.status(when)
            rows.append(TableRow(status, shared.passes_done, found.created))
        return TablesNow(tuple(rows), when)

    def make(self, seed: int | None = None, *, bot_delay: float = BOT_DELAY) -> str:
        """A new table (`shared_table.make_table`): its code, to read out."""
        return make_table(self.room, seed, bot_delay=bot_delay)

    def start(self, code: str, now: float | None = None) -> bool:
        """Start table `code`: the coach plays its empty seats (and the seat of a learner away)
        from now on. A table of four learners plays without it. False if it had started."""
        return self._shared(code).start(now)

    def replay_table(self, code: str) -> Table:
        """Table `code` whole, every rack shown, for the replay: only once its Charleston is
        over (a sentence before)."""
        return self._shared(code).full_table()
