"""The page clock shared by the views that read a room again and again (widgets/_clock.py)."""

from __future__ import annotations

from pathlib import Path

from charleston_lessons.widgets import room_live, table_seat, tables_board
from charleston_lessons.widgets._clock import CLOCK_JS, with_clock

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


def test_with_clock_puts_the_clock_in_front_of_the_module():
    module = HERE / "table_seat.js"
    esm = with_clock(module)
    assert esm.startswith(CLOCK_JS.read_text()) and esm.endswith(module.read_text())
    assert esm.count("function pageClock(") == 1 and esm.count("export default") == 1


def test_every_view_that_reads_a_room_again_uses_the_one_clock_and_stops_it():
    clock = CLOCK_JS.read_text()
    for widget in (room_live.LiveRoom, tables_board.TablesBoard, table_seat.TableClock):
        esm = widget._esm if isinstance(widget._esm, str) else widget._esm.read_text()
        own = esm[len(clock):]
        assert esm.startswith(clock) and "pageClock(model, " in own and "clock.stop();" in own, widget
        assert "setTimeout" not in own and "visibilitychange" not in own, widget  # no timer of its own
