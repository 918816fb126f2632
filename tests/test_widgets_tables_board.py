"""The instructor's page for shared tables, without a browser, on a real SQLite room: its buttons
(make a table, start with bots, show on the projector, replay once over) as the view sends them;
a reading picks up a seat and a pass another process made; the view's ticks read at most once per
interval; bad messages from a front end are ignored; the widget's state never holds a rack while
the Charleston runs, and the replay holds them once it is over.
"""

from __future__ import annotations

import html
import json
import os
import re
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import fuzzing
from charleston_lessons import course
from charleston_lessons.messages import speaking
from charleston_lessons.room_store import ENV_VAR, open_room
from charleston_lessons.rules import SEATS
from charleston_lessons.shared_table import SharedTable
from charleston_lessons.widgets.tables_board import INTERVAL, TablesBoard

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture
def url(tmp_path) -> str:
    return f"sqlite:///{tmp_path / 'room.db'}"


def send(widget: TablesBoard, content) -> None:
    """What the view sends: a press, a tick, or anything a broken front end might."""
    widget._handle_custom_msg(content, [])


def state_text(widget: TablesBoard) -> str:
    """Everything the widget sends to its views, as JSON."""
    return json.dumps(widget.get_state(), default=str)


def racks_of(room, code: str) -> list[list[str]]:
    shared = SharedTable(room, code)
    shared.refresh()
    return [[tile.code for tile in shared._replay.table.rack(seat)] for seat in SEATS]


def shows_no_rack(text: str, racks: list[list[str]]) -> bool:
    """No seat's rack appears in `text`, written as the course writes tiles (spaces, commas, JSON)."""
    return not any(form in text for rack in racks
                   for form in (" ".join(rack), ", ".join(rack), json.dumps(rack), json.dumps(rack[:5])[1:-1]))


def finish(widget: TablesBoard, code: str) -> None:
    for _ in range(300):
        widget.refresh()
        if next(row for row in widget.rows if row["key"] == code)["over"]:
            return
    raise AssertionError("the table did not end")


def test_make_start_project_and_replay_as_the_view_presses_them(url):
    widget = TablesBoard(url)
    try:
        assert widget.rows == [] and "No table yet" in widget.empty and widget.interval == INTERVAL
        send(widget, {"type": "make", "seed": " 7 ", "delay": "0"})
        code = widget.made
        assert re.fullmatch(r"T-[2-9A-Z]{4}", code) and widget.delay == 0.0  # a table code, never a learner's form
        assert [row["key"] for row in widget.rows] == [code] and not widget.rows[0]["started"]
        assert widget.head[-1] == "Actions" and widget.head[0] == "Table"
        assert widget.announce == f"Table {code} made."
        send(widget, {"type": "make", "seed": "seven", "delay": "0"})  # a typed word: a sentence, no table
        assert widget.error.startswith("The deal number should be a whole number") and len(widget.rows) == 1
        send(widget, {"type": "make", "seed": "", "delay": "-3"})
        assert widget.error.startswith("The coach's delay should be") and len(widget.rows) == 1
        send(widget, {"type": "project", "code": code.lower()})
        assert widget.projector["title"] == f"Table {code}" and widget.error == ""
        assert [cells[1] for _key, cells in widget.projector["rows"]] == ["empty"] * 4
        assert "Racks stay hidden" in widget.projector["note"]
        send(widget, {"type": "replay", "code": code})  # not over: a sentence, no racks
        assert "still playing" in widget.error and widget.replay == {}
        send(widget, {"type": "start", "code": code})
        assert widget.rows[0]["started"] and widget.rows[0]["cells"][1] == "Playing"
        assert "the coach" in widget.projector["rows"][0][1][1]
        send(widget, {"type": "start", "code": code})
        assert widget.announce == f"The coach plays the empty seats at table {code} already."
        assert widget.labels["start"] == "Start: the coach plays the empty seats"
        finish(widget, code)
        assert widget.projector["lines"][0].startswith("Passes done: 1, 2, 3")  # the first Charleston at least
        assert widget.projector["lines"][1].startswith("The Charleston is over")
        send(widget, {"type": "replay", "code": code})
        assert widget.replay["title"] == f"Table {code}, replayed with its racks"
        assert "<svg" in widget.replay["html"] and html.escape("South's rack at the end") in widget.replay["html"]
        send(widget, {"type": "close", "what": "replay"})
        send(widget, {"type": "close", "what": "projector"})
        assert widget.replay == {} and widget.projector == {}
    finally:
        widget.close()


def test_the_state_holds_no_rack_while_the_charleston_runs_and_the_replay_holds_them_after(url):
    with open_room(url) as room:
        widget = TablesBoard(room)
        code = widget.make("21", 0)
        ada = room.join("Ada")
        from charleston_lessons.shared_table import TableSeat

        seat = TableSeat(room, code, ada, "West")
        widget.project(code)
        widget.start(code)
        widget.refresh()
        racks = racks_of(room, code)
        assert shows_no_rack(state_text(widget), racks) and shows_no_rack(widget.text, racks)
        seat.leave()  # Ada goes: the coach plays her seat too, and the racks change hands
        for _ in range(40):  # who sits where is read again within a second
            widget.refresh()
            if widget.now.find(code).passes_done:
                break
            time.sleep(0.1)
        assert widget.now.find(code).passes_done and not widget.now.find(code).status.over
        racks = racks_of(room, code)
        assert shows_no_rack(state_text(widget), racks), "a rack reached the page while the table plays"
        assert shows_no_rack(widget.text, racks)
        assert widget.show_replay(code) is False and widget.replay == {}
        finish(widget, code)
        racks = racks_of(room, code)
        assert widget.show_replay(code) is True
        assert all(tile in widget.replay["html"] for rack in racks for tile in rack)
        widget.close()


def test_a_reading_picks_up_a_seat_and_a_pass_another_process_made(url, tmp_path):
    widget = TablesBoard(url, interval=1)
    try:
        code = widget.make("5", 30)
        script = textwrap.dedent(f"""
            from charleston_lessons.coach import Coach
            from charleston_lessons.room_store import open_room
            from charleston_lessons.shared_table import TableSeat
            from charleston_lessons.strategies import SeatView
            with open_room({url!r}) as room:
                seat = TableSeat(room, {code!r}, room.join("Mei Ling"), "South")
                view = seat.view()
                mine = SeatView(view.seat, view.rack, view.step, view.agreed)
                assert seat.pass_tiles(Coach().choose_pass(mine), step=view.step).played
        """)
        env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(ROOT), *sys.path])}
        subprocess.run([sys.executable, "-c", script], check=True, env=env, timeout=120)
        widget._read_at -= 10  # the interval has passed: the view's next tick reads
        send(widget, {"type": "tick"})
        seats = widget.rows[0]["cells"][2].splitlines()
        assert seats[1] == "South: Mei Ling (at the table)"
        # Mei Ling has passed without Start: the table plays, and the page says so.
        assert widget.rows[0]["playing"] and not widget.rows[0]["started"]
        assert widget.rows[0]["cells"][1] == "Playing" and widget.summary.startswith("1 table in the room: 1 playing")
        assert widget.rows[0]["cells"][4].startswith("Pass 1 (first right): South done; waiting for East, West and North.")
    finally:
        widget.close()


def test_the_views_ticks_read_at_most_once_per_interval_and_never_after_close(url):
    widget = TablesBoard(url, interval=5)
    assert widget.readings == 1
    send(widget, {"type": "tick"})
    assert widget.readings == 1  # too soon: another view's tick
    widget._read_at -= 5
    send(widget, {"type": "tick"})
    assert widget.readings == 2
    send(widget, {"type": "refresh"})
    assert widget.readings == 3
    widget.close()
    send(widget, {"type": "refresh"})
    assert widget.refresh() is None and widget.readings == 3


json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=30),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
    max_leaves=12,
)
messages = st.one_of(
    json_values,
    st.fixed_dictionaries({"type": st.sampled_from(["make", "start", "project", "replay", "close", "tick", "x"])},
                          optional={"code": json_values, "seed": json_values, "delay": json_values,
                                    "what": json_values}),
)


@settings(max_examples=150, deadline=None, suppress_health_check=list(HealthCheck))
@given(st.lists(messages, max_size=6))
def test_bad_messages_from_a_front_end_are_ignored_or_answered_with_a_sentence(tmp_path_factory, sent):
    with open_room(tmp_path_factory.mktemp("r") / "room.db") as room:
        widget = TablesBoard(room, interval=1)
        code = widget.make("3", 0)
        widget.start(code)
        for content in sent:
            send(widget, content)  # never raises
            assert isinstance(widget.error, str) and "Traceback" not in widget.error
            assert widget.replay == {} or widget.replay["code"] in {row["key"] for row in widget.rows if row["over"]}
        json.dumps(widget.get_state(), default=str)
        over = {row["key"] for row in widget.rows if row["over"]}
        for row in widget.rows:
            if row["key"] not in over:
                assert shows_no_rack(state_text(widget), racks_of(room, row["key"]))
        widget.close()


def test_the_page_speaks_the_course_language(url):
    with speaking("ms"):
        widget = TablesBoard(url)
        try:
            assert widget.labels["start"] == "Mula: jurulatih bermain di tempat duduk kosong"
            assert widget.updated.startswith("Dikemas kini ")
        finally:
            widget.close()


def test_the_notebook_facade_says_how_to_start_a_room_or_shows_the_same_page(url, monkeypatch):
    monkeypatch.delenv(ENV_VAR, raising=False)
    said = course.tables_board()
    assert "make workshop" in repr(said) and "CHARLESTON_ROOM" in repr(said)
    monkeypatch.setenv(ENV_VAR, url)
    shown = course.tables_board(interval=10, bot_delay=1)
    try:
        assert isinstance(shown, TablesBoard) and shown.interval == 10 and shown.delay == 1.0
        assert course.tables_board() is shown  # the cell run again: the same page, no second timer
    finally:
        shown.close()
    again = course.tables_board()
    assert again is not shown
    again.close()
    assert "no folder" in repr(course.tables_board("/no/such/folder/room.db")).lower()


def test_in_the_static_site_the_page_says_a_room_store_needs_a_server(monkeypatch):
    # The site's Python (Pyodide) reports its platform as emscripten; no server runs there.
    monkeypatch.delenv(ENV_VAR, raising=False)
    monkeypatch.setattr(course.sys, "platform", "emscripten")
    said = repr(course.tables_board())
    assert "static site has no server, and a room store needs one" in said and "tables for four" in said
    assert "CHARLESTON_ROOM" not in said


@pytest.mark.parametrize(
    "make, name",
    [
        (lambda url: TablesBoard(None), "room"),
        (lambda url: TablesBoard(3), "room"),
        (lambda url: TablesBoard(url, interval=-1), "interval"),
        (lambda url: TablesBoard(url, interval=fuzzing.HostileInt(700)), "interval"),
        (lambda url: TablesBoard(url, bot_delay=-1), "bot_delay"),
        (lambda url: TablesBoard(url, bot_delay=float("nan")), "bot_delay"),
        (lambda url: course.tables_board(url, interval="5"), "interval"),
        (lambda url: course.tables_board(url, bot_delay="4"), "bot_delay"),
        (lambda url: course.tables_board(3), "url"),
    ],
    ids=["room-none", "room-int", "interval-negative", "interval-hostile", "delay-negative", "delay-nan",
         "facade-interval", "facade-delay", "facade-url"],
)
def test_a_wrong_argument_is_a_sentence_naming_it(url, make, name):
    fuzzing.refused(lambda: make(url), name)
