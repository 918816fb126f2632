"""The live room dashboard's widget, without a browser, on a real SQLite room: a reading picks up
answers another process wrote; the view's ticks read at most once per interval, never after
close; only what changed is sent; a change worth saying is announced, a tick is not.
"""

from __future__ import annotations

import time

import pytest
import traitlets

import fuzzing
import room_workers
from charleston_lessons import course
from charleston_lessons.exercises import Outcome
from charleston_lessons.messages import speaking
from charleston_lessons.progress import Attempt
from charleston_lessons.room_store import ENV_VAR, open_room
from charleston_lessons.widgets.room_live import INTERVALS, LiveRoom

SET_SIZE = "start-here/set-size"


@pytest.fixture
def url(tmp_path) -> str:
    return f"sqlite:///{tmp_path / 'room.db'}"


def tick(widget: LiveRoom) -> None:
    """What the view sends every `interval` seconds."""
    widget._handle_custom_msg({"type": "tick"}, [])


def press_refresh(widget: LiveRoom) -> None:
    widget._handle_custom_msg({"type": "refresh"}, [])


def rows(widget: LiveRoom, key: str) -> list[list[str]]:
    return [cells for _key, cells in next(part for part in widget.sections if part["key"] == key)["rows"]]


def in_another_process(url: str, name: str, answers: list[tuple[str, bool]]) -> str:
    """`name` joins and answers from a fresh Python, as a learner's kernel does; their code."""
    (code,) = room_workers.spawned(room_workers.answerer, [(url, name, answers)])
    return code


def test_the_page_shows_a_learners_table_decisions_in_words_never_as_ids(url):
    # Issue 34: "Working on" showed `table/V48YN4-p7` during and after a Charleston at a table.
    widget = LiveRoom(url)
    try:
        with open_room(url) as room:
            ada = room.join("Ada")
            for number, decision in enumerate(["p1", "p2", "p3", "stop", "p4", "p5", "p6"]):
                room.record(ada, Attempt(f"table/V48YN4-{decision}", Outcome.CORRECT, time.time() - 60 + number))
        press_refresh(widget)
        assert rows(widget, "learners")[0][:2] == ["Ada", "Table for four: passes 1\u20136 and the stop question done"]
        assert rows(widget, "tables") == [["Ada", "Table V48YN4", "passes 1\u20136 and the stop question"]]
        assert ["Tables for four", "1: Ada", "", "", ""] in rows(widget, "lessons")
        assert "table/" not in widget.text and "V48YN4-p" not in str(widget.sections)
    finally:
        widget.close()


def test_a_refresh_picks_up_answers_another_process_wrote_to_the_room(url):
    widget = LiveRoom(url)
    try:
        assert widget.readings == 1 and widget.updated.startswith("Updated ")
        assert "0 learners in the room" in widget.summary
        assert rows(widget, "learners") == []
        in_another_process(url, "Mei Ling", [(SET_SIZE, False)] * 3)
        press_refresh(widget)
        assert rows(widget, "learners")[0][:2] == ["Mei Ling", "Lesson 1 \u00b7 set-size"]
        assert rows(widget, "stuck") == [["Mei Ling", "3 wrong tries in a row", rows(widget, "stuck")[0][2],
                                          "Lesson 1 \u00b7 set-size"]]
        assert widget.announce == "Joined the room: Mei Ling. May need a hand now: Mei Ling."
        assert "Mei Ling" in widget.text and "Who may need a hand" in repr(widget)
    finally:
        widget.close()


def test_the_views_ticks_read_at_most_once_per_interval(url):
    widget = LiveRoom(url, interval=5)
    try:
        assert widget.readings == 1
        tick(widget)  # a second view's tick, or ticks queued while the kernel was busy
        tick(widget)
        assert widget.readings == 1
        widget._read_at -= 5  # the interval has passed
        tick(widget)
        tick(widget)
        assert widget.readings == 2
        press_refresh(widget)  # the button always reads
        assert widget.readings == 3
        widget.interval = 0  # off: ticks ask for nothing, Refresh still reads
        widget._read_at -= 600
        tick(widget)
        assert widget.readings == 3
        press_refresh(widget)
        assert widget.readings == 4
        widget._handle_custom_msg({"type": "something else"}, [])
        widget._handle_custom_msg("tick", [])
        assert widget.readings == 4
    finally:
        widget.close()


def test_closing_stops_the_readings_and_closes_the_store_it_opened(url):
    widget = LiveRoom(url)
    store = widget._reader.room
    widget.close()
    widget._read_at -= 600
    tick(widget)
    press_refresh(widget)
    assert widget.refresh() is None and widget.readings == 1
    assert "closed" in repr(store)
    # A store given to it is the caller's: it stays open.
    with open_room(url) as given:
        other = LiveRoom(given)
        other.close()
        assert given.learners() == []


def test_a_reading_sends_only_what_changed_and_announces_only_what_matters(url):
    with open_room(url) as room:
        ada = room.join("Ada")
        room.record(ada, Attempt(SET_SIZE, Outcome.CORRECT, time.time()))
        widget = LiveRoom(room)
        sent: list[str] = []
        widget.observe(lambda change: sent.append(change["name"]), names=["sections", "announce", "summary"])
        widget.refresh()  # nothing new: the tables are not sent again
        assert "sections" not in sent and "announce" not in sent
        room.record(ada, Attempt("start-here/code-9-crak", Outcome.CORRECT, time.time()))
        widget.refresh()  # counts changed, nobody's state did: sent, not announced
        assert "sections" in sent and "announce" not in sent
        room.join("Bo")
        widget.refresh()
        assert widget.announce == "Joined the room: Bo."
        widget.close()


def test_a_store_that_fails_shows_its_sentence_and_keeps_the_last_tables(url):
    store = open_room(url)
    store.join("Ada")
    widget = LiveRoom(store)
    store.close()  # the database went away under the page
    widget.refresh()
    assert widget.error == "This room store has been closed: open it again with open_room."
    assert rows(widget, "learners")[0][0] == "Ada" and widget.error in widget.text
    widget.close()


def test_the_interval_is_one_the_menu_offers_or_any_from_1_to_600_seconds(url):
    widget = LiveRoom(url, interval=45)
    try:
        assert widget.choices == sorted({*INTERVALS, 45}) and widget.interval == 45
        widget.interval = 10
        with pytest.raises(traitlets.TraitError, match="interval should be 0"):
            widget.interval = 601
        assert widget.interval == 10
    finally:
        widget.close()


def test_the_page_speaks_the_course_language(url):
    with speaking("ms"):
        widget = LiveRoom(url)
        try:
            assert widget.labels["refresh"] == "Muat semula" and widget.updated.startswith("Dikemas kini ")
            assert "{seconds}" in widget.labels["seconds"]  # the view fills in each choice
        finally:
            widget.close()


def test_the_notebook_facade_says_how_to_start_a_room_or_shows_the_same_dashboard(url, monkeypatch):
    monkeypatch.delenv(ENV_VAR, raising=False)
    said = course.live_room()
    assert "make workshop" in repr(said) and "room_dashboard.ipynb" in repr(said)
    monkeypatch.setenv(ENV_VAR, url)
    shown = course.live_room(interval=10)
    try:
        assert isinstance(shown, LiveRoom) and shown.interval == 10
        assert course.live_room() is shown  # the cell run again: the same dashboard, no second timer
    finally:
        shown.close()
    again = course.live_room()
    assert again is not shown
    again.close()
    assert "no folder" in repr(course.live_room("/no/such/folder/room.db")).lower()


def test_in_the_static_site_the_page_says_a_room_store_needs_a_server(monkeypatch):
    # The site's Python (Pyodide) reports its platform as emscripten; no server runs there.
    monkeypatch.delenv(ENV_VAR, raising=False)
    monkeypatch.setattr(course.sys, "platform", "emscripten")
    said = repr(course.live_room())
    assert "static site has no server, and a room store needs one" in said and "make workshop" in said
    assert "room_dashboard.ipynb" not in said


@pytest.mark.parametrize(
    "make, name",
    [
        (lambda url: LiveRoom(None), "room"),
        (lambda url: LiveRoom(3), "room"),
        (lambda url: LiveRoom(url, interval=-1), "interval"),
        (lambda url: LiveRoom(url, interval=2.5), "interval"),
        (lambda url: LiveRoom(url, interval=fuzzing.HostileInt(700)), "interval"),
        (lambda url: LiveRoom(url, idle_minutes=0), "idle_minutes"),
        (lambda url: LiveRoom(url, wrong_tries="3"), "wrong_tries"),
        (lambda url: LiveRoom(url, within_minutes=None), "within_minutes"),
        (lambda url: course.live_room(url, interval="5"), "interval"),
        (lambda url: course.live_room(3), "url"),
    ],
    ids=["room-none", "room-int", "interval-negative", "interval-float", "interval-hostile", "idle", "tries",
         "within", "facade-interval", "facade-url"],
)
def test_a_wrong_argument_is_a_sentence_naming_it(url, make, name):
    fuzzing.refused(lambda: make(url), name)
