"""The page clock shared by the views that read a room again and again (widgets/_clock.py)."""

from __future__ import annotations

from pathlib import Path

import pytest
import traitlets
from hypothesis import given
from hypothesis import strategies as st

from charleston_lessons.room_store import RoomError, open_room
from charleston_lessons.widgets import room_live, table_seat, tables_board
from charleston_lessons.widgets._clock import MAX_INTERVAL, MIN_INTERVAL, ReadsRoom, interval_of
from charleston_lessons.widgets._esm import CLOCK_JS, COMMON_JS

HERE = Path(__file__).resolve().parents[1] / "charleston_lessons" / "widgets"


def test_the_clock_asks_only_while_the_tab_is_in_view_and_stops_with_the_view():
    clock = CLOCK_JS.read_text()
    assert "if (!document.hidden) ask();" in clock  # a hidden tab asks for nothing
    assert 'model.send({ type: "tick" })' in clock and "catch" in clock  # a closed page's last tick is no error
    shown = clock[clock.index("function shown()"):clock.index("schedule();\n  document")]
    assert "!document.hidden" in shown and "ask();" in shown  # back in view: asks at once
    stop = clock[clock.index("stop() {"):]
    assert "clearTimeout(timer)" in stop and 'removeEventListener("visibilitychange", shown)' in stop
    schedule = clock[clock.index("function schedule()"):clock.index("function shown()")]
    assert schedule.index("clearTimeout(timer)") < schedule.index("setTimeout(tick")  # made again, never added to


def test_every_view_that_reads_a_room_again_uses_the_one_clock_and_stops_it():
    front = COMMON_JS.read_text() + "\n" + CLOCK_JS.read_text() + "\n"
    for widget in (room_live.LiveRoom, tables_board.TablesBoard, table_seat.TableClock):
        esm = widget._esm
        own = esm[len(front):]
        assert esm.startswith(front) and "pageClock(model, " in own and "clock.stop();" in own, widget
        assert "setTimeout" not in own and "visibilitychange" not in own, widget  # no timer of its own


# --------------------------------------------------------------------------- the kernel's half

@given(st.one_of(st.integers(-5, 700), st.floats(allow_nan=True), st.text(max_size=4), st.none(), st.booleans()))
def test_an_interval_is_0_or_a_whole_number_of_seconds_within_bounds_else_a_sentence(value):
    plain = isinstance(value, int) and not isinstance(value, bool)
    if plain and (value == 0 or MIN_INTERVAL <= value <= MAX_INTERVAL):
        assert interval_of(value) == value
    else:
        with pytest.raises(ValueError) as caught:
            interval_of(value)
        assert str(caught.value).count("\n") == 0 and len(str(caught.value)) < 300


@pytest.mark.parametrize("page", [room_live.LiveRoom, tables_board.TablesBoard])
def test_both_instructor_pages_read_again_through_the_one_kernel_half(page, tmp_path):
    assert issubclass(page, ReadsRoom)
    assert not {"_valid_interval", "close", "__repr__", "_ticked"} & set(vars(page)), page  # no copy of its own
    widget = page(tmp_path / "room.db", interval=10)  # opened here: closed with the page
    assert widget.readings == 1 and widget.interval == 10
    widget._ticked("tick")  # a second tick within the interval reads nothing
    assert widget.readings == 1
    widget._ticked("refresh")  # Refresh always reads
    assert widget.readings == 2
    with pytest.raises(traitlets.TraitError, match="600"):  # the course's sentence
        widget.interval = 601
    widget.close()
    assert widget.refresh() is None and widget.readings == 2  # nothing after close
    with pytest.raises(RoomError, match="closed"):  # the store it opened is closed with it
        widget._room.join("Ada")
    with open_room(tmp_path / "given.db") as room:  # given open: left open
        other = page(room)
        other.close()
        assert room.join("Bo").name == "Bo"


@pytest.mark.parametrize("page", [tables_board.TablesBoard, room_live.LiveRoom])
def test_a_page_whose_room_cannot_be_opened_says_so_and_closes_quietly(page, tmp_path, monkeypatch):
    """The sentence, and nothing on stderr when the half-made widget is collected (it printed
    "Exception ignored in Widget.__del__ ... no attribute '_room'")."""
    import gc
    import sys

    ignored: list = []
    monkeypatch.setattr(sys, "unraisablehook", ignored.append)
    with pytest.raises(ValueError):
        page(tmp_path / "no-such-folder" / "room.db")
    gc.collect()
    assert ignored == []
