"""The instructor's page for shared tables, its core (charleston_lessons.tables_board), on a real
SQLite room store: every table listed with its seats, the decision open and who it waits for;
moves a learner's seat plays are read on the next reading; a table started with bots goes on by
the instructor's readings alone; the projector's view holds no tile of any rack; the racks come
out only once the Charleston is over; only news is announced.
"""

from __future__ import annotations

import dataclasses

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from charleston_lessons.coach import Coach
from charleston_lessons.messages import speaking
from charleston_lessons.room_store import open_room
from charleston_lessons.rules import SEATS, Seat
from charleston_lessons.shared_table import SharedTable, TableSeat, Who
from charleston_lessons.strategies import SeatView
from charleston_lessons.tables_board import Projection, TablesNow, TablesReader

COACH = Coach()


@pytest.fixture
def room(tmp_path):
    with open_room(tmp_path / "room.db") as store:
        yield store


def play_one(seat: TableSeat, now: float) -> bool:
    """The seat's decision, as the coach would make it, if the table waits for it."""
    view = seat.view(now)
    if not view.my_turn:
        return False
    mine = SeatView(view.seat, view.rack, view.step, view.agreed)
    if view.phase.value == "stop question":
        return seat.answer_stop(COACH.wants_to_stop(mine), now).played
    if view.phase.value == "courtesy offers":
        return seat.offer(COACH.courtesy_offer(mine), now).played
    return seat.pass_tiles(COACH.choose_pass(mine), now, step=view.step).played


def run_out(reader: TablesReader, start: float, code: str) -> float:
    """Read until table `code` is over (the reader plays the coach's turns); the time then."""
    now = start
    for _ in range(400):
        if reader.read(now).find(code).status.over:
            return now
        now += 1.0
    raise AssertionError("the table did not end")


def test_every_table_is_listed_with_its_seats_the_decision_open_and_who_it_waits_for(room):
    reader = TablesReader(room)
    assert reader.read(100.0).rows == ()
    assert "No table yet" in reader.read(100.0).section().text
    first = reader.make(7, bot_delay=2)
    second = reader.make(8)
    ada, bo = room.join("Ada"), room.join("Bo")
    TableSeat(room, first, ada, "South", now=100.0)
    TableSeat(room, first, bo, now=100.0)  # the first free seat: East
    now = reader.read(101.0)
    assert [row.code for row in now.rows] == [first, second]  # the oldest first
    row = now.find(first.lower())  # as read out: letter case does not matter
    assert row.cells[0] == first and row.state == "Not started"
    assert row.seats.splitlines() == ["East: Bo (at the table)", "South: Ada (at the table)", "West: empty",
                                      "North: empty"]
    assert row.joined == 2 and row.decision == "Pass 1 (first right)"
    assert row.status.waiting.endswith("West and North have nobody yet: Start puts the coach in them.")
    section = now.section()
    assert section.head == ("Table", "State", "Seats", "Open now", "Waiting for")
    assert [key for key, _cells in section.rows] == [first, second]
    assert now.summary == "2 tables in the room: 0 playing, 0 over."
    with pytest.raises(ValueError, match="no table"):
        now.find("ZZZZZZ")


def test_moves_a_learners_seat_plays_appear_at_the_next_reading(room, tmp_path):
    reader = TablesReader(room)
    code = reader.make(11, bot_delay=1)
    before = reader.read(10.0)
    # Another connection, as a learner's kernel has: four seats, each plays pass 1.
    with open_room(tmp_path / "room.db") as other:
        seats = [TableSeat(other, code, other.join(f"L{n}"), seat, now=10.0) for n, seat in enumerate(SEATS)]
        assert play_one(seats[0], 11.0) and play_one(seats[1], 11.0)
        middle = reader.read(11.5)
        assert [info.done for info in middle.find(code).status.seats] == [True, True, False, False]
        # Four learners play without Start: the table plays, and nothing waits for the instructor.
        assert middle.find(code).status.waiting == "Pass 1 (first right): East and South done; waiting for West and North."
        assert middle.find(code).state == "Playing" and middle.summary == "1 table in the room: 1 playing, 0 over."
        assert play_one(seats[2], 12.0) and play_one(seats[3], 12.0)
    after = reader.read(12.5)
    row = after.find(code)
    assert row.passes_done == (1,) and row.decision == "Pass 2 (first across)"
    assert after.announcement(middle) == f"Table {code}: {row.decision}."
    assert after.announcement(after) == ""  # nothing changed: nothing said
    assert before.announcement(None) == ""  # the first reading says nothing


def test_a_table_started_with_bots_goes_on_by_the_instructors_readings_alone(room):
    reader = TablesReader(room)
    code = reader.make(5, bot_delay=3)
    ada = room.join("Ada")
    TableSeat(room, code, ada, "West", now=0.0)
    waiting = reader.read(1.0)
    assert reader.start(code, 1.0) is True
    assert reader.start(code, 2.0) is False  # once only
    started = reader.read(2.0)
    row = started.find(code)
    assert row.state == "Playing"
    assert [info.who for info in row.status.seats] == [Who.BOT, Who.BOT, Who.PERSON, Who.BOT]
    assert [info.done for info in row.status.seats] == [False] * 4  # the coach waits 3 seconds
    assert started.announcement(waiting) == f"Table {code}: the coach plays its empty seats now (Pass 1 (first right))."
    later = reader.read(4.5)
    assert [info.done for info in later.find(code).status.seats] == [True, True, False, True]
    # Ada stops sending heartbeats: after the table's away_after the coach plays her seat too.
    end = run_out(reader, 30.0, code)
    over = reader.read(end)
    assert over.find(code).state == "Over" and over.summary == "1 table in the room: 0 playing, 1 over."
    assert [info.who for info in over.find(code).status.seats][2] is Who.AWAY
    assert over.find(code).decision == "Nothing: the Charleston is over"


def test_a_table_whose_learners_pass_is_playing_and_start_is_said_for_what_it_does(room, tmp_path):
    # Issue 34: four learners through passes 1 to 3, no Start pressed, and the page said
    # "1 table in the room: 0 playing" and "Not started yet: empty seats wait for the instructor".
    reader = TablesReader(room)
    code = reader.make(21, bot_delay=1)
    with open_room(tmp_path / "room.db") as other:
        seats = [TableSeat(other, code, other.join(f"P{n}"), seat, now=10.0) for n, seat in enumerate(SEATS)]
        first = reader.read(10.5)
        row = first.find(code)
        assert row.state == "Playing" and row.status.playing and not row.status.started
        assert "Start" not in row.status.waiting and "instructor" not in row.status.waiting
        assert first.summary == "1 table in the room: 1 playing, 0 over."
        now = 11.0
        while reader.read(now).find(code).passes_done != (1, 2, 3):
            for seat in seats:
                play_one(seat, now)
            now += 0.5
        three = reader.read(now)
        row = three.find(code)
        assert row.state == "Playing" and three.summary == "1 table in the room: 1 playing, 0 over."
        shown = three.projection(code)
        assert "Start" not in shown.text and "instructor" not in shown.text.lower()
        assert all(cells[1].endswith("(at the table)") for _key, cells in shown.rows)
    # Two learners seated and nobody passing yet: not playing, and the empty seats are named
    # with what Start does for them.
    second = reader.make(22)
    TableSeat(room, second, room.join("Ada"), "East", now=20.0)
    waiting = reader.read(20.5)
    row = waiting.find(second)
    assert row.state == "Not started" and not row.status.playing
    assert row.status.waiting.endswith("South, West and North have nobody yet: Start puts the coach in them.")
    TableSeat(room, second, room.join("Bo"), "South", now=20.6)
    TableSeat(room, second, room.join("Cy"), "West", now=20.6)
    one_empty = reader.read(20.7).find(second).status.waiting
    assert one_empty.endswith("North has nobody yet: Start puts the coach there.")
    assert reader.start(second, 21.0)
    started = reader.read(21.0)
    assert started.find(second).state == "Playing" and "nobody yet" not in started.find(second).status.waiting
    assert started.announcement(waiting) == (
        f"Table {second}: the coach plays its empty seats now (Pass 1 (first right)).")


def test_a_table_is_announced_once_its_learners_begin_to_pass(room):
    reader = TablesReader(room)
    code = reader.make(23, bot_delay=1)
    seat = TableSeat(room, code, room.join("Ada"), "East", now=1.0)
    before = reader.read(1.5)
    assert play_one(seat, 2.0)
    after = reader.read(2.5)
    assert after.find(code).status.playing
    assert after.announcement(before) == f"Table {code} is playing: Pass 1 (first right)."


def test_the_projector_shows_the_public_state_and_no_tile_of_any_rack_until_the_end(room):
    reader = TablesReader(room)
    code = reader.make(9, bot_delay=0)
    TableSeat(room, code, room.join("Ada"), "North", now=0.0)
    reader.start(code, 0.0)
    shared = SharedTable(room, code)
    for now in (0.5, 1.0, 1.5):
        shown = reader.read(now).projection(code)
        assert isinstance(shown, Projection) and shown.title == f"Table {code}"
        assert shown.head == ("Seat", "Who plays it", "Tiles held", "Answer")
        assert [cells[0] for _key, cells in shown.rows] == ["East", "South", "West", "North"]
        assert shown.rows[3][1][1] == "Ada (at the table)" and shown.rows[3][1][3] == "Waiting"
        assert shown.lines[1].startswith("Passes done:")
        shared.refresh()
        racks = shared._replay.table.racks
        words = shown.text + repr(reader.read(now))
        for seat in SEATS:
            tiles = [tile.code for tile in racks[seat]]
            assert " ".join(tiles) not in words and ", ".join(tiles) not in words
        with pytest.raises(ValueError, match="still playing"):
            reader.replay_table(code)
    end = run_out(reader, 100.0, code)
    shown = reader.read(end).projection(code)
    assert "Passes done: 1, 2" in shown.passes and all(cells[3] == "\u2013" for _key, cells in shown.rows)
    assert len(shown.lines) == 2 and shown.lines[0] == shown.passes  # nothing is open any more
    assert shown.lines[1].startswith("The Charleston is over")
    whole = reader.replay_table(code)
    assert whole.over and sum(len(whole.rack(seat)) for seat in SEATS) == 53


def test_the_page_speaks_the_course_language(room):
    reader = TablesReader(room)
    code = reader.make(3)
    with speaking("ms"):
        now = reader.read(1.0)
        assert now.section().title != "Every table of the room"
        assert now.find(code).state != "Not started"
        assert now.find(code).status.waiting.endswith(
            "Timur, Selatan, Barat dan Utara masih kosong: Mula meletakkan jurulatih di situ.")


@settings(max_examples=40, deadline=None, suppress_health_check=list(HealthCheck))
@given(st.one_of(st.none(), st.integers(), st.text(max_size=8), st.floats(allow_nan=True), st.lists(st.integers())))
def test_a_wrong_code_or_setting_is_a_sentence(tmp_path_factory, value):
    with open_room(tmp_path_factory.mktemp("r") / "room.db") as store:
        reader = TablesReader(store)
        now = reader.read(1.0)
        for call in (lambda: reader.start(value), lambda: reader.replay_table(value), lambda: now.find(value),
                     lambda: reader.make(value), lambda: reader.make(1, bot_delay=value)):
            try:
                call()
            except ValueError as error:
                assert str(error) and "Traceback" not in str(error)


def test_rows_are_values():
    assert dataclasses.is_dataclass(TablesNow) and TablesNow((), 0.0).rows == ()
    with pytest.raises(ValueError, match="room"):
        TablesReader("room.db")
    assert Seat.EAST in SEATS
