"""A learner's seat at a table for four (widgets/table_seat.py) without a browser, on a real
SQLite room store: joining (and the sentences when not), passing through the picker, the stop
question and the courtesy offer through their buttons, each verdict with its rule, the table
read again on the page's ticks after another seat moves, bots after the instructor starts the
table, bad messages from the page ignored, and a seat that never sees another seat's tiles."""

from __future__ import annotations

import json
import re
from collections import Counter
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from charleston_lessons import course
from charleston_lessons.coach import Coach
from charleston_lessons.messages import speaking, translate
from charleston_lessons.room_store import open_room
from charleston_lessons.rules import SEATS, Seat
from charleston_lessons.shared_table import SharedTable, TableSeat, make_table
from charleston_lessons.strategies import SeatView
from charleston_lessons.table import PassChoice, Phase
from charleston_lessons.tiles import ALL_KINDS, Tile, parse_tile
from charleston_lessons.widgets.table_seat import INTERVAL, WATCH, TableForFour

COACH = Coach()
SEED = 7
CODES = {kind.code for kind in ALL_KINDS}
SEAT_NAMES = {seat.value for seat in SEATS}


@pytest.fixture
def room(tmp_path):
    with open_room(tmp_path / "room.db") as store:
        yield store


def visible(box) -> bool:
    return box.layout.display != "none"


def tick(widget: TableForFour) -> None:
    """What the page's clock sends every few seconds (the kernel's guard against a second view's
    tick is set back, so each call reads)."""
    widget._read_at = float("-inf")
    if widget.seat is not None:  # who sits where is read again at most every second: as a second later
        widget.seat.table._sitting_read = float("-inf")
    widget.clock._handle_custom_msg({"type": "tick"}, [])


def mine(view) -> SeatView:
    return SeatView(view.seat, view.rack, view.step, view.agreed)


def press_pass(widget: TableForFour, choice=None) -> None:
    """Select the coach's tiles in the picker as a learner would, then press its own button."""
    choice = choice if choice is not None else COACH.choose_pass(mine(widget.view))
    widget.picker.clear()
    if choice.own:
        widget.picker.select(*choice.own)
    widget.picker.forward = choice.blind
    widget.picker.submit()


def decide(widget: TableForFour) -> None:
    """The widget's learner decides what is open for them, through the page's controls."""
    view = widget.view
    if view.may_declare and COACH.declares(mine(view)):
        widget.declare_button.click()
    elif view.phase is Phase.STOP_QUESTION:
        (widget.stop_button if COACH.wants_to_stop(mine(view)) else widget.go_on_button).click()
    elif view.phase is Phase.OFFERS:
        count = str(COACH.courtesy_offer(mine(view)))
        widget.offer_form.submission = {"n": 1, "action": "offer", "values": {"offer": count}}
    else:
        press_pass(widget)


def four(room, seed: int = SEED, **settings: Any) -> tuple[str, list[TableForFour]]:
    code = make_table(room, seed, **settings)
    widgets = []
    for n in range(4):
        widget = TableForFour(room, room.join(f"Learner {n}"))
        assert widget.join(code)
        widgets.append(widget)
    return code, widgets


# --------------------------------------------------------------------------- joining


def test_before_joining_the_page_asks_for_the_code(room):
    widget = TableForFour(room, room.join("Ada"))
    assert visible(widget.join_box) and not visible(widget.table_box)
    assert "Type the table code your instructor reads out" in widget.join_note.value
    assert widget.join_form.field("table")["label"] == "Table code"
    assert repr(widget).startswith("[A table for four: type the table code")


def test_a_wrong_code_a_full_table_or_no_code_is_a_sentence_and_the_form_stays(room):
    code = make_table(room, SEED)
    widget = TableForFour(room, room.join("Ada"))
    for typed, words in [("", "Type the table code your instructor read out"),
                         ("not a code!", "is not a table code"),
                         ("T-ZZZZ", "There is no table T-ZZZZ in this room"),
                         ("ZZZZZZ", "That is a learner&#x27;s own code, not a table&#x27;s")]:
        widget.join_form.submission = {"n": 1, "action": "join", "values": {"table": typed}}
        assert widget.seat is None and visible(widget.join_box) and not visible(widget.table_box)
        assert "Not joined." in widget.join_note.value and words in widget.join_note.value
        assert "✗" in widget.join_note.value, "a sign and words, not colour alone"
    for n in range(4):
        TableSeat(room, code, room.join(f"Other {n}"))
    assert not widget.join(code) and f"Every seat at table {code} is taken" in widget.join_note.value


def test_a_learner_not_yet_known_is_asked_to_say_who_they_are_first(room):
    code = make_table(room, SEED)
    known: list[Any] = []
    widget = TableForFour(room, lambda: known[0] if known else None)
    assert not widget.join(code) and "learner card above" in widget.join_note.value
    known.append(room.join("Ada"))
    assert widget.join(code.lower()) and widget.seat.seat is Seat.EAST


def test_joining_shows_the_rack_the_four_seats_and_what_is_open(room):
    code = make_table(room, SEED)
    widget = TableForFour(room, room.join("Ada"))
    assert widget.join(f" {code[:3]}-{code[3:]} ")  # as read out: a dash, spaces
    view = widget.view
    assert not visible(widget.join_box) and visible(widget.table_box)
    assert f"You sit at East at table {code}" in widget.join_note.value
    assert list(widget.picker.tiles) == [t.code for t in view.rack] and widget.picker.limit == 3
    assert widget.picker.submit_label == "Pass these tiles"
    seats = widget.seats_area.value
    assert "East: Ada (you), at the table, 14 tiles, still choosing" in seats
    for seat in ("South", "West", "North"):
        assert f"{seat}: nobody yet, empty, 13 tiles, still choosing" in seats
    assert "Pass 1 (first right): choose 3 tiles" in widget.next_line.value
    assert "The table waits for East, South, West and North." in widget.next_line.value
    assert "has not started the table yet" in widget.next_line.value
    assert repr(widget).startswith(f"[A table for four: you are East at table {code}. Pass 1")
    assert not visible(widget.stop_row) and not visible(widget.offer_row) and not visible(widget.declare_button)


def test_leaving_gives_the_seat_up_and_join_takes_it_back(room):
    code = make_table(room, SEED)
    ada = room.join("Ada")
    widget = TableForFour(room, ada)
    widget.join(code)
    seat = widget.seat.seat
    widget.leave_button.click()
    assert widget.seat is None and room.seated(code) == [] and visible(widget.join_box)
    assert "You left table" in widget.join_note.value and widget.join_form.values["table"] == code
    widget.join_form.submit("join")
    assert widget.seat.seat is seat


# --------------------------------------------------------------------------- deciding


def test_a_pass_is_graded_with_its_rule_and_the_table_waits_for_the_others(room):
    code, (east, south, west, north) = four(room)
    press_pass(east)
    assert east.last.played and "Pass 1:" in east.feedback.value
    assert re.search(r"\b(G\d|P\d)\b", east.feedback_text) and east.last.feedback.rule in east.feedback.value
    assert "P3: Legal: 3 tiles from your rack go right on pass 1" in east.feedback_text
    assert "Your choice is in: waiting for South, West and North." in east.next_line.value
    tick(east)  # who sits where, read again
    assert "has not started" not in east.next_line.value, "four people there: no seat waits for the start"
    assert east.picker.limit == 0 and east.picker.submit_label == "", "nothing more to choose until the others"
    assert "East: Learner 0 (you), at the table, 11 tiles held, 3 set aside, answer in" in east.seats_area.value
    # The learner's choice is in their own record in the room (the core records it).
    assert [a.exercise_id for a in room.attempts(east.seat.learner)] == [f"table/{code}-p1"]


def test_a_refused_pass_names_its_rule_and_keeps_the_selection(room):
    _code, (east, *_others) = four(room)
    east.picker.select(0)
    east.picker.submit()
    assert not east.last.played and "P3" in east.feedback.value and "Not allowed" in east.feedback.value
    assert east.picker.selected == [0], "the learner's selection stays for them to fix"


def test_another_seat_moving_shows_on_the_next_tick_and_the_rack_moves_on_when_all_are_in(room):
    _code, (east, south, west, north) = four(room)
    east.picker.select(0, 1)  # East is choosing while South passes
    press_pass(south)
    assert "South: Learner 1, at the table, 13 tiles, still choosing" not in east.seats_area.value  # not read yet
    tick(east)
    assert "South: Learner 1, at the table, 10 tiles held, 3 set aside, answer in" in east.seats_area.value
    assert "✓</span>South" in east.seats_area.value and "…</span>West" in east.seats_area.value
    assert east.readings == 1
    assert east.picker.selected == [0, 1], "another seat's answer leaves the learner's choosing alone"
    before = list(east.picker.tiles)
    for widget in (east, west, north):
        press_pass(widget)
    tick(east)
    assert list(east.picker.tiles) != before and list(east.picker.tiles) == [t.code for t in east.view.rack]
    assert "Pass 2 (first across)" in east.next_line.value
    assert any("You received" in line or "from" in line for line in east.view.news)
    assert "At the table lately" in east.news_area.value


def test_a_second_press_for_a_pass_already_played_is_refused_with_its_rule(room):
    _code, (east, *_others) = four(room)
    press_pass(east)
    east.picker.submit()  # a second press carrying nothing, the pass already in
    assert not east.last.played and re.search(r"\b(P1|P5|P3)\b", east.feedback_text)


def test_a_whole_charleston_with_bots_after_the_instructor_starts_the_table(room):
    code = make_table(room, SEED, bot_delay=0.0)
    widget = TableForFour(room, room.join("Ada"))
    widget.join(code)
    shared = SharedTable(room, code)
    shared.start()
    tick(widget)
    assert "South: nobody yet, the coach" in widget.seats_area.value
    rules, decisions = [], 0
    for _ in range(40):
        if widget.view.over:
            break
        if widget.view.my_turn or widget.view.may_declare:
            was = widget.view.phase
            decide(widget)
            assert widget.last.played, widget.feedback_text
            decisions += 1
            rules.append(widget.last.feedback.rule)
            if was is Phase.STOP_QUESTION:
                assert "X1" in widget.feedback.value
            if was is Phase.OFFERS:
                assert "C2" in widget.feedback.value and widget.offer_form.values["offer"] is None
        tick(widget)
    assert widget.view.over and "The Charleston is over" in widget.next_line.value
    assert all(rules) and decisions >= 4
    assert widget.picker.label == "Your rack at the end" and widget.picker.limit == 0
    recorded = {a.exercise_id for a in room.attempts(widget.seat.learner)}
    assert f"table/{code}-p1" in recorded and len(recorded) == decisions


def test_the_offer_with_nothing_chosen_says_so_with_c2(room):
    code = make_table(room, SEED, bot_delay=0.0)
    widget = TableForFour(room, room.join("Ada"))
    widget.join(code)
    SharedTable(room, code).start()
    while widget.view.phase is not Phase.OFFERS:
        decide(widget) if widget.view.my_turn else tick(widget)
        if widget.view.over:
            pytest.skip("this deal ended before the offers")
    assert visible(widget.offer_row) and not visible(widget.stop_row)
    widget.offer_form.submit("offer")
    assert not widget.last.played and "C2" in widget.feedback.value and "0, 1, 2 or 3" in widget.feedback_text


def test_a_store_that_fails_on_a_tick_is_a_sentence_and_the_feedback_stays(room, monkeypatch):
    _code, (east, *_others) = four(room)
    press_pass(east)
    said = east.feedback.value

    def broken(*_args, **_kwargs):
        raise RuntimeError("the database fell over")

    monkeypatch.setattr(east.seat, "poll", broken)
    tick(east)
    assert "the database fell over" in east.next_line.value and east.feedback.value == said


def _outage(room) -> Any:
    """Every call of `room` fails as a database that restarts does; the returned function ends it."""
    from charleston_lessons.messages import say
    from charleston_lessons.room_store import RoomUnreachable

    sentence = say("room_store.error.unreachable", where=room.where, why="connection refused")

    def failing(_work: Any) -> Any:
        raise RoomUnreachable(sentence)

    room._run = failing
    return lambda: room.__dict__.pop("_run", None)


_INSTRUCTORS_WORDS = ("room.db", "connection refused", "check the address", "database", "Something went wrong")


def _calm(text: str) -> None:
    assert "The table is paused: the room cannot be reached." in text, text
    assert not any(words in text for words in _INSTRUCTORS_WORDS), text


def test_an_outage_pauses_the_table_in_a_learners_words_and_a_press_is_played_once_it_is_back(room):
    from charleston_lessons.widgets.tables_board import TablesBoard

    code, (east, *others) = four(room)
    board = TablesBoard(room)
    newcomer = room.join("Newcomer")
    back = _outage(room)
    tick(east)
    _calm(east.next_line.value)
    press_pass(east)  # the learner presses Pass while the room cannot be reached
    _calm(east.feedback.value)
    _calm(east.feedback_text)
    assert "your choice is kept" in east.feedback.value and east.picker.selected
    with speaking("ms"):
        tick(others[0])
        assert "Meja berhenti seketika" in others[0].next_line.value
        assert room.where not in others[0].next_line.value
    late = TableForFour(room, newcomer)
    assert not late.join(code) and "The room cannot be reached just now" in late.join_note.value
    assert room.where not in late.join_note.value
    board.refresh()  # the instructor's page: the whole sentence, with the address and the advice
    assert room.where in board.error and "check the address" in board.error
    back()
    assert room.moves(code) == []
    tick(east)  # the room answers: the held press is played, graded and recorded
    moves = room.moves(code)
    assert [(m["seat"], m["step"]) for _, m in moves] == [("East", 1)]
    assert east.last.played and "The table is paused" not in east.feedback.value
    assert "The table is paused" not in east.next_line.value
    assert [a.exercise_id for a in room.attempts(east.seat.learner)] == [f"table/{code}-p1"]
    board.refresh()
    assert board.error == ""


# --------------------------------------------------------------------------- the page's messages


@settings(max_examples=60, deadline=None, suppress_health_check=list(HealthCheck))
@given(st.one_of(st.none(), st.integers(), st.text(max_size=20), st.lists(st.integers(), max_size=3),
                 st.dictionaries(st.text(max_size=8), st.one_of(st.none(), st.integers(), st.text(max_size=8),
                                                                 st.lists(st.integers(), max_size=4)),
                                 max_size=4)))
def test_bad_messages_from_the_page_are_ignored_safely(tmp_path_factory, content):
    with open_room(tmp_path_factory.mktemp("room") / "room.db") as store:
        code = make_table(store, SEED)
        widget = TableForFour(store, store.join("Ada"))
        widget.clock._handle_custom_msg(content, [])  # before joining
        widget.join(code)
        rack = list(widget.picker.tiles)
        for target in (widget.clock, widget.picker, widget.join_form, widget.offer_form):
            target._handle_custom_msg(content, [])
        widget.picker._handle_custom_msg({"kind": "press", "action": "submit", "values": content}, [])
        widget.offer_form._handle_custom_msg({"kind": "press", "action": "offer", "values": content}, [])
        # Nothing broke: the seat is there, its rack is its own, and any answer named its rule.
        assert widget.seat is not None and widget.view.seat is Seat.EAST
        assert sorted(widget.picker.tiles) == sorted(t.code for t in widget.view.rack)
        assert len(rack) == 14
        if widget.last is not None:
            assert widget.last.verdict.rule or not widget.last.played
            assert "Traceback" not in widget.feedback.value


# --------------------------------------------------------------------------- privacy


class FakeComm:
    """Stands in for the kernel's comm: records every message a widget sends to the page."""

    kernel = True

    def __init__(self, comm_id: str) -> None:
        self.comm_id = comm_id
        self.sent: list[Any] = []

    def send(self, data=None, buffers=None, **kwargs) -> None:
        self.sent.append(data)

    def on_msg(self, callback) -> None:
        pass

    def close(self, *args, **kwargs) -> None:
        pass


def every_widget(widget) -> list[Any]:
    found, todo = [], [widget]
    while todo:
        one = todo.pop()
        found.append(one)
        todo.extend(getattr(one, "children", ()))
    return found


def listen(widget: TableForFour) -> list[Any]:
    comms = []
    for one in every_widget(widget):
        one.comm = FakeComm(one.model_id)
        comms.append(one.comm)
    return comms


def shown(widget: TableForFour, comms: list[Any]) -> str:
    """Everything the seat's page holds or was sent, as one text."""
    states = [one.get_state() for one in every_widget(widget)]
    return json.dumps([states, [comm.sent for comm in comms]], default=str, ensure_ascii=False)


def tile_lists(value: Any) -> list[list[str]]:
    """Every list of tile codes (three or more) anywhere in `value`."""
    if isinstance(value, dict):
        return [found for item in value.values() for found in tile_lists(item)]
    if isinstance(value, list):
        if len(value) >= 3 and all(isinstance(item, str) and item in CODES for item in value):
            return [value]
        return [found for item in value for found in tile_lists(item)]
    return []


def test_a_seat_never_sees_another_seats_rack(room):
    code, widgets = four(room, bot_delay=0.0)
    comms = [listen(widget) for widget in widgets]
    held: dict[Seat, Counter] = {w.seat.seat: Counter(t.code for t in w.view.rack) for w in widgets}  # most of each kind ever held
    names = {kind.code: translate(kind.name) for kind in ALL_KINDS}

    def check() -> None:
        racks = {w.seat.seat: list(w.seat.view().rack) for w in widgets}
        for widget, comm in zip(widgets, comms):
            me = widget.seat.seat
            held[me] |= Counter(t.code for t in racks[me])
            text = shown(widget, comm)
            for codes in tile_lists(json.loads(text)):
                assert not Counter(codes) - held[me], (me, codes)
            for other, rack in racks.items():
                if other is me or Counter(t.code for t in rack) <= held[me]:
                    continue
                for order in (rack, sorted(rack, key=lambda t: t.code)):
                    assert json.dumps([t.code for t in order]) not in text
                    assert " ".join(t.code for t in order) not in text
                    assert ", ".join(names[t.code] for t in order) not in text
            # Every tile named on the page is one this seat held at some time (a wind's name is a
            # seat's too, so the winds are left to the checks above).
            named = {code for code, name in names.items()
                     if name not in SEAT_NAMES and re.search(rf"\b{re.escape(name)}\b", text)}
            assert named <= set(held[me]), (me, named - set(held[me]))

    check()
    for _ in range(60):
        if widgets[0].view.over:
            break
        for widget in widgets:
            tick(widget)
            if widget.view.my_turn or widget.view.may_declare:
                decide(widget)
                check()
    for widget in widgets:
        tick(widget)
    assert all(widget.view.over for widget in widgets)
    check()
    # At the end, the replay's racks: each seat's page shows its own, and no other seat's.
    final = SharedTable(room, code).full_table()
    for widget, comm in zip(widgets, comms):
        me = widget.seat.seat
        assert list(widget.picker.tiles) == [t.code for t in final.rack(me)]
        text = shown(widget, comm)
        for other in SEATS:
            if other is not me and not Counter(t.code for t in final.rack(other)) <= held[me]:
                assert json.dumps([t.code for t in final.rack(other)]) not in text


# --------------------------------------------------------------------------- the rack after a pass


def test_after_a_pass_the_tiles_given_are_set_aside_face_down_and_the_seats_say_what_is_held(room):
    _code, (east, south, west, north) = four(room)
    rack = list(east.view.rack)
    press_pass(east, PassChoice(own=tuple(rack[:3])))
    held = [t.code for t in rack[3:]]
    assert list(east.picker.tiles) == held, "the tiles passed are no longer in the rack on the page"
    assert east.picker.fresh == [] and all(not name.endswith(", new") for name in east.picker.spoken)
    note = east.rack_note.value
    assert "cl-table-seat-aside" in note and "Set aside to pass: 3 tiles" in note
    assert note.count('class="cl-table-seat-down cl-table-seat-down-aside"') == 3, "three face-down tiles"
    assert ", ".join(translate(t.name) for t in rack[:3]) in note, "in words too: which tiles"
    assert "East: Learner 0 (you), at the table, 11 tiles held, 3 set aside, answer in" in east.seats_area.value
    assert "14 tiles" not in east.seats_area.value
    tick(south)  # another seat sees the tiles set aside (never which)
    assert "East: Learner 0, at the table, 11 tiles held, 3 set aside, answer in" in south.seats_area.value
    assert south.rack_note.value == "", "nothing set aside or new at South yet"
    for name in (t.name for t in rack[:3]):
        assert translate(name) not in south.seats_area.value


def test_once_the_pass_is_played_the_tiles_received_are_new_until_the_next_choice(room):
    _code, (east, south, west, north) = four(room)
    for widget in (east, south, west, north):
        press_pass(widget)
    tick(east)
    view = east.view
    assert view.arrived and view.arrived_from is Seat.NORTH and view.set_aside == ()
    assert list(east.picker.tiles) == [t.code for t in view.rack] and len(east.picker.tiles) == 14
    marked = [east.picker.tiles[i] for i in east.picker.fresh]
    assert Counter(marked) == Counter(t.code for t in view.arrived), "exactly the tiles received"
    spoken = east.picker.spoken
    assert [spoken[i] for i in east.picker.fresh] == [translate(parse_tile(east.picker.tiles[i]).name) + ", new"
                                                       for i in east.picker.fresh]
    assert sum(name.endswith(", new") for name in spoken) == len(view.arrived)
    names = ", ".join(translate(t.name) for t in view.arrived)
    assert f"New from North: {names}" in east.rack_note.value and "cl-table-seat-new" in east.rack_note.value
    assert "Set aside" not in east.rack_note.value
    assert "East: Learner 0 (you), at the table, 14 tiles, still choosing" in east.seats_area.value
    tick(east)  # another reading: still new, the learner has not chosen again
    assert len(east.picker.fresh) == len(view.arrived)
    press_pass(east)  # the next choice: the marks go, the new tiles set aside show
    assert east.picker.fresh == [] and "New from" not in east.rack_note.value
    assert "Set aside to pass: 3 tiles" in east.rack_note.value


def test_a_tile_forwarded_blind_is_said_so_before_and_after_the_pass(room):
    _code, widgets = four(room)
    east = widgets[0]
    for _ in range(2):  # passes 1 and 2
        for widget in widgets:
            tick(widget)
            press_pass(widget)
    tick(east)
    assert east.view.step == 3 and east.view.arriving == 3
    press_pass(east, PassChoice(own=(east.view.rack[0],), blind=2))
    assert east.last.played, east.feedback_text
    note = east.rack_note.value
    assert "Set aside to pass: 1 tile" in note and note.count('class="cl-table-seat-down ') == 1
    assert "Forwarded blind: 2 tiles of the arriving tiles will go on unseen." in note
    assert "East: Learner 0 (you), at the table, 13 tiles held, 1 set aside, answer in" in east.seats_area.value
    for widget in widgets[1:]:
        tick(widget)
        press_pass(widget)
    tick(east)
    assert east.view.forwarded == 2 and east.view.arrived_from is Seat.SOUTH
    assert "Forwarded blind to North: 2 tiles, unseen." in east.rack_note.value


def test_the_rack_after_a_pass_in_malay(room):
    with speaking("ms"):
        code = make_table(room, SEED)
        widgets = [TableForFour(room, room.join(f"Pelajar {n}")) for n in range(4)]
        for widget in widgets:
            assert widget.join(code)
        east = widgets[0]
        press_pass(east)
        assert "Diketepikan untuk dihantar: 3 batu" in east.rack_note.value
        assert "11 batu dalam rak, 3 diketepikan" in east.seats_area.value
        for widget in widgets[1:]:
            press_pass(widget)
        tick(east)
        assert "Baru daripada Utara: " in east.rack_note.value
        assert east.picker.fresh and all(east.picker.spoken[i].endswith(", baru") for i in east.picker.fresh)


# --------------------------------------------------------------------------- the course's call


def test_outside_a_workshop_the_course_says_what_a_table_for_four_needs(monkeypatch):
    monkeypatch.delenv("CHARLESTON_ROOM", raising=False)
    monkeypatch.setattr(course, "_STORE", [])
    shown_here = course.table_for_four()
    assert "needs a workshop's room store" in str(shown_here) and "make workshop" in str(shown_here)
    with speaking("ms"):
        assert "make workshop" in str(course.table_for_four()) and "Meja berempat" in str(course.table_for_four())


def test_in_a_workshop_the_course_gives_the_same_seat_for_the_pages_learner(monkeypatch, tmp_path):
    where = tmp_path / "room.db"
    monkeypatch.setenv("CHARLESTON_ROOM", str(where))
    monkeypatch.setattr(course, "_STORE", [])
    monkeypatch.setattr(course, "_SEATS_AT_TABLES", {})
    monkeypatch.setattr(course, "_ROOMS_OPEN", {})
    with open_room(where) as store:
        code = make_table(store, SEED)
    widget = course.table_for_four()
    assert isinstance(widget, TableForFour) and course.table_for_four() is widget
    # One way in: the table code, then the name, the learner's own code only under the disclosure.
    assert [f["id"] for f in widget.join_form.fields] == ["table", "name", "own"]
    assert not widget.join(code) and "Type your name too" in widget.join_note.value
    assert widget.join(code, name="Ada") and widget.seat.learner.name == "Ada"
    assert course.progress_store().who().name == "Ada"  # the page's record knows her now
    assert widget.card is not None and widget.card.name == "Ada" and not widget.card.asks
    assert [f["id"] for f in widget.join_form.fields] == ["table"]  # known: only the table's code
    for room in course._ROOMS_OPEN.values():
        room.close()


# ---------------------------------------------------------------- one way in (issue 34, item 3)


def _asking(room, tmp_path):
    """A seat for a page that does not know its learner yet, with the page's record."""
    from charleston_lessons.room_record import RoomRecord
    from charleston_lessons.widgets.learner import LearnerCard

    record = RoomRecord(tmp_path / "room.db")
    return TableForFour(room, record.who, record=record, card=LearnerCard(record, asks=False)), record


def test_the_seat_asks_the_table_code_first_then_the_name_and_the_own_code_only_under_a_disclosure(room, tmp_path):
    widget, _record = _asking(room, tmp_path)
    fields = widget.join_form.fields
    assert [f["id"] for f in fields] == ["table", "name", "own"]  # the order the page draws them in
    assert [f["label"] for f in fields] == ["Table code", "Your name", "Your code"]
    assert [f["group"] for f in fields] == ["", "", "elsewhere"]  # loose fields come before groups
    assert widget.join_form.groups == [{"id": "elsewhere", "label": "Coming back on another device?", "html": "",
                                        "disclosure": True}]
    # Each placeholder shows an example of its own field's form.
    assert "T-4KX9" in fields[0]["placeholder"] and "K7M-P2Q" in fields[2]["placeholder"]
    assert "K7M-P2Q" not in fields[0]["placeholder"] and "T-" not in fields[2]["placeholder"]
    # The page's learner card only says who the page knows: it asks nothing here.
    assert widget.children.index(widget.card) < widget.children.index(widget.join_box) and not widget.card.asks
    # answer.js draws a disclosure as a real <details> with a <summary>.
    script = (course.__file__.rsplit("/", 1)[0] + "/widgets/answer.js")
    source = open(script, encoding="utf-8").read()
    assert 'make("details"' in source and 'make("summary"' in source


def test_a_code_typed_in_the_other_field_is_recognized_both_ways(room, tmp_path):
    code = make_table(room, SEED)
    ada = room.join("Ada")
    widget, record = _asking(room, tmp_path)
    # A table's code typed as the learner's own code.
    for typed in (code, code.lower(), code.replace("-", " ")):
        assert not widget.join("", own_code=typed)
        assert "That is a table code: type it in Table code above." in widget.join_note.value
    assert record.who() is None and widget.seat is None
    # A learner's code typed as the table's.
    for typed in (ada.code, ada.code.lower(), f"{ada.code[:3]}-{ada.code[3:]}"):
        assert not widget.join(typed, name="Bea")
        assert "That is a learner&#x27;s own code: type it in Your code, under Coming back on another device?" \
            in widget.join_note.value
    assert record.who() is None, "nobody joined the room on a refused press"
    assert not widget.join("T-ZZZZ", name="Bea") and "There is no table T-ZZZZ" in widget.join_note.value
    assert record.who() is None and room.find("Bea") is None, "no table: nobody joins the room on the way"
    # Both in their places: Ada comes back on this device with her own code.
    assert widget.join(code.lower(), own_code=f" {ada.code.lower()} ")
    assert widget.seat.learner == ada and record.who() == ada
    with speaking("ms"):
        other, _ = _asking(room, tmp_path)
        assert not other.join("", own_code=code) and "Itu kod meja" in other.join_note.value
        assert not other.join(ada.code) and "Itu kod peribadi pelajar" in other.join_note.value


def test_a_table_made_before_table_codes_had_their_own_form_is_still_joined(room, tmp_path):
    # An older room's table: six characters, as learner codes are.
    room._database.write(lambda execute: execute(
        "INSERT INTO room_tables (code, seed, created, settings) VALUES (?, ?, ?, ?)", ("V48YN4", SEED, 1.0, "{}")))
    assert room.table("v48-yn4").code == "V48YN4"
    widget, record = _asking(room, tmp_path)
    assert not widget.join("", own_code="V48YN4") and "That is a table code" in widget.join_note.value
    assert widget.join("v48 yn4", name="Ada") and widget.seat.code == "V48YN4"


def test_bad_arguments_are_sentences(room):
    with pytest.raises(ValueError, match="RoomStore"):
        TableForFour("room.db", "ABC")
    with pytest.raises(ValueError, match="learner should be"):
        TableForFour(room, 42)
    with pytest.raises(ValueError, match="record"):
        TableForFour(room, "ABC", record="room.db")
    with pytest.raises(ValueError, match="card"):
        TableForFour(room, "ABC", card=object())
    with pytest.raises(ValueError):
        TableForFour(room, "ABC", interval=-1)


# --------------------------------------------------------------------------- the page's clock


def test_ticks_read_the_table_at_most_once_an_interval_and_not_before_joining(room):
    code = make_table(room, SEED)
    widget = TableForFour(room, room.join("Ada"), interval=5)
    widget.clock._handle_custom_msg({"type": "tick"}, [])
    assert widget.readings == 0  # no seat yet: nothing to read
    widget.join(code)
    widget.clock._handle_custom_msg({"type": "tick"}, [])
    widget.clock._handle_custom_msg({"type": "tick"}, [])  # a second view's tick, at once
    assert widget.readings == 1
    widget.clock.interval = 0  # the clock's interval is the page's; the kernel still answers a tick
    tick(widget)
    assert widget.readings == 2


def look(widget: TableForFour) -> None:
    """A tick between whole readings (the page's clock sends one every `watch` seconds)."""
    widget._looked_at = float("-inf")
    widget.clock._handle_custom_msg({"type": "tick"}, [])


def test_a_look_between_readings_draws_new_moves_at_once_and_nothing_else(room):
    _code, (east, south, west, north) = four(room)
    tick(east)
    assert east.clock.watch == WATCH and 0 < WATCH < INTERVAL
    readings, view = east.readings, east.view
    look(east)  # nothing new: no redraw
    assert (east.looks, east.readings) == (1, readings) and east.view is view
    press_pass(south)
    east.seat.table._sitting_read = float("-inf")
    look(east)  # South's answer is in the store: drawn on this look, not at the next reading
    assert east.looks == 2 and east.readings == readings and east.view is not view
    assert "South: Learner 1, at the table, 10 tiles held, 3 set aside, answer in" in east.seats_area.value
    before = list(east.picker.tiles)
    for widget in (east, west, north):
        press_pass(widget)
    look(south)  # the last pass: South's page shows the tiles it received on its next look
    assert list(south.picker.tiles) != [] and list(south.picker.tiles) == [t.code for t in south.view.rack]
    assert south.view.step == 2
    look(east)
    assert list(east.picker.tiles) != before
    east.clock._handle_custom_msg({"type": "tick"}, [])  # a second view's tick at once: neither reads nor looks
    assert (east.looks, east.readings) == (3, readings)


def test_the_seat_clock_ticks_every_watch_and_never_when_the_interval_is_0():
    from pathlib import Path

    js = (Path(__file__).resolve().parents[1] / "charleston_lessons" / "widgets" / "table_seat.js").read_text()
    assert "interval > 0 && watch > 0 ? Math.min(watch, interval) : interval" in js
    cleanup = js[js.index("return () => {"):]
    assert "clock.stop();" in cleanup
    for name in ("interval", "watch"):  # it follows both when they change
        assert f'model.on("change:{name}", clock.schedule)' in js and f'model.off("change:{name}", clock.schedule)' in cleanup