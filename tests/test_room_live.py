"""The live room dashboard's core, on real databases: a SQLite file and the PostgreSQL server the
tests start (tests/postgres.py). A reader gives the dashboard's own `Room` and each learner's last
answer; who may need a hand follows wrong tries in a row and quiet minutes; a reader that reads
only what is new agrees with a fresh one; answers written by another process are read.
"""

from __future__ import annotations

import json
import sqlite3
import tempfile
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import fuzzing
import room_workers
from charleston_lessons import room_live
from charleston_lessons.dashboard import room_of
from charleston_lessons.exercises import Outcome
from charleston_lessons.messages import speaking
from charleston_lessons.progress import Attempt
from charleston_lessons.room_live import Activity, RoomNow, RoomReader, Section, Stuck, export_name
from charleston_lessons.room_store import EXPORT_KIND, Learner, RoomError, open_room
from postgres import fresh_schema, postgres_url  # noqa: F401 - postgres_url is a fixture

NOW = datetime(2027, 3, 1, 14, 0, tzinfo=UTC)  # every reading here is "now" at this moment
D3, D4, D6 = "rollor/direction-3", "rollor/direction-4", "rollor/direction-6"
SET_SIZE = "start-here/set-size"


@pytest.fixture(params=["sqlite", "postgresql"])
def url(request, tmp_path) -> str:
    if request.param == "sqlite":
        return f"sqlite:///{tmp_path / 'room.db'}"
    return fresh_schema(request.getfixturevalue("postgres_url"))


def at(minutes: float) -> float:
    """`minutes` before NOW, as an answer's stamp."""
    return (NOW - timedelta(minutes=minutes)).timestamp()


def answer(exercise: str, right: bool, minutes: float, hints: int = 0) -> Attempt:
    return Attempt(exercise, Outcome.CORRECT if right else Outcome.INCORRECT, at(minutes), hints)


def joined(room, name: str, minutes: float = 30.0):
    """`name` joins the room, as if `minutes` before NOW (the store stamps a join with the clock)."""
    learner = room.join(name)
    room._run(lambda: room._database.change("UPDATE room_learners SET joined = ? WHERE code = ?",
                                            (at(minutes), learner.code)))
    return learner


def a_room(room) -> None:
    """Ada moved on to direction-4; Bo tried set-size three times, wrong each time; Cy joined
    and has not answered."""
    ada, bo = joined(room, "Ada"), joined(room, "Bo")
    joined(room, "Cy", minutes=8)
    room.record(ada, answer(D3, False, 12))
    room.record(ada, answer(D3, True, 11))
    room.record(ada, answer(D4, True, 2))
    for minutes in (3, 2, 1):
        room.record(bo, answer(SET_SIZE, False, minutes))


# --------------------------------------------------------------------------- reading a room


def test_the_room_read_is_the_dashboards_room_and_each_learners_last_answer(url):
    with open_room(url) as room:
        a_room(room)
        now = RoomReader(room).read(now=NOW)
        assert now.room == room_of(room.room_attempts().items(), now=NOW)  # the same Room as the export dashboard's
        assert now.at == NOW.timestamp()
        ada, bo, cy = now.activity
        assert (ada.name, ada.answers, ada.last, ada.exercise_id, ada.lesson) == ("Ada", 3, at(2), D4, 3)
        assert ada.place == "Lesson 3 \u00b7 direction-4" and ada.wrong == ()
        assert bo.wrong == (at(3), at(2), at(1)) and bo.lesson == 1
        assert (cy.answers, cy.last, cy.exercise_id, cy.lesson, cy.place) == (0, None, None, None, "\u2013")
        assert cy.quiet(now.at) == pytest.approx(8 * 60)


def test_who_may_need_a_hand_wrong_tries_in_a_row_first_then_the_longest_quiet(url):
    with open_room(url) as room:
        a_room(room)
        now = RoomReader(room).read(now=NOW)
    assert now.announcement(None) == ""  # the first reading says nothing aloud: the page is read whole
    stuck = now.stuck()
    assert [(s.learner.name, s.why, s.tries, s.minutes) for s in stuck] == [("Bo", "wrong", 3, 1), ("Cy", "quiet", 0, 8)]
    assert stuck[0].reason == "3 wrong tries in a row"
    assert stuck[1].reason == "No answer yet, 8 min after joining"
    # Ada answered 2 minutes ago: quiet only when a minute is already too long.
    assert [s.learner.name for s in now.stuck(idle_minutes=1)] == ["Bo", "Cy", "Ada"]
    assert now.stuck(idle_minutes=1)[2].reason == "No answer for 2 min"
    # Four tries in a row, or three within two minutes: Bo is not stuck on set-size by that measure.
    assert [s.learner.name for s in now.stuck(wrong_tries=4)] == ["Cy"]
    assert [s.learner.name for s in now.stuck(within_minutes=2)] == ["Cy"]
    assert [s.learner.name for s in now.stuck(idle_minutes=10)] == ["Bo"]


def test_a_right_answer_or_another_exercise_ends_a_run_of_wrong_tries():
    tries = (answer(SET_SIZE, False, 5), answer(SET_SIZE, True, 4), answer(SET_SIZE, False, 3),
             answer(D3, False, 2), answer(SET_SIZE, False, 1))
    item = room_live._activity("Ada", at(30), tries)
    assert item.exercise_id == SET_SIZE and item.wrong == (at(3), at(1))  # the right one at 4 ends the run
    assert room_live._activity("Ada", at(30), tries[:2]).wrong == ()


def test_a_learner_with_every_lesson_done_is_never_reported_quiet(url):
    from charleston_lessons.lessons import all_lessons

    with open_room(url) as room:
        done = joined(room, "Dee")
        for lesson in all_lessons():
            for exercise in lesson.exercises:
                room.record(done, answer(exercise.id, True, 40))
        now = RoomReader(room).read(now=NOW)
    assert now.room.progress[0].pick_up is None
    assert now.stuck() == ()


def test_the_sections_are_tables_of_text_with_a_key_for_every_row(url):
    with open_room(url) as room:
        a_room(room)
        now = RoomReader(room).read(now=NOW)
    parts = now.sections()
    assert [part.key for part in parts] == ["stuck", "lessons", "missed", "skills", "learners", "tables"]
    for part in parts:
        assert isinstance(part, Section) and part.title and part.empty
        assert all(len(cells) == len(part.head) for _, cells in part.rows)
        assert len({key for key, _ in part.rows}) == len(part.rows)  # a row is found again by its key
    stuck, lessons, missed, skills, learners, _tables = parts
    assert [cells[:2] for _, cells in stuck.rows] == [("Bo", "3 wrong tries in a row"),
                                                      ("Cy", "No answer yet, 8 min after joining")]
    first = dict(lessons.rows)["lesson-1"]
    assert first[0] == "1 Start here" and first[1] == "1: Bo"
    assert dict(lessons.rows)["lesson-3"][1] == "1: Ada"
    assert dict(missed.rows)[D3][0] == "Lesson 3 \u00b7 direction-3"
    assert [cells[:2] for _, cells in missed.rows] == [("Lesson 1 \u00b7 set-size", "1"), ("Lesson 3 \u00b7 direction-3", "1")]
    assert [key for key, _ in skills.rows]  # the skills missed at a first try
    assert [cells[0] for _, cells in learners.rows] == ["Ada", "Bo", "Cy"]
    assert dict(learners.rows)["Cy"][2] == "none yet"
    text = repr(now)
    assert text.startswith("Updated ") and "3 learners in the room; 2 answered in the last 5 min; 2 may need a hand." in text
    assert "<th scope=\"col\"" in now._repr_html_() and "<th scope=\"row\"" in now._repr_html_()


def test_an_empty_room_says_so_in_every_table(tmp_path):
    with open_room(tmp_path / "room.db") as room:
        now = RoomReader(room).read(now=NOW)
    assert all(part.rows == () for part in now.sections())
    assert {part.empty for part in now.sections()} >= {"No learner has joined the room yet."}
    assert now.stuck() == () and now.announcement(None) == ""


def test_the_announcement_says_who_joined_who_may_need_a_hand_and_who_is_going_again(tmp_path):
    with open_room(tmp_path / "room.db") as room:
        reader = RoomReader(room)
        ada = joined(room, "Ada", minutes=1)
        first = reader.read(now=NOW)
        assert first.announcement(None) == ""  # the first reading: nothing has changed yet
        bo = joined(room, "Bo", minutes=1)
        for minutes in (0.6, 0.4, 0.2):
            room.record(ada, answer(SET_SIZE, False, minutes))
        second = reader.read(now=NOW)
        assert second.announcement(first) == "Joined the room: Bo. May need a hand now: Ada."
        room.record(bo, answer(SET_SIZE, True, 0.1))  # counts change, nobody's state does
        third = reader.read(now=NOW)
        assert third.announcement(second) == ""
        room.record(ada, answer(SET_SIZE, True, 0.05))
        fourth = reader.read(now=NOW)
        assert fourth.announcement(third) == "Going again: Ada."
    with speaking("ms"):
        assert fourth.announcement(third) != "Going again: Ada."  # said in the course's language


# --------------------------------------------------------------------------- reading only what is new


def test_a_reader_reads_only_what_is_new_and_agrees_with_a_fresh_one(url):
    with open_room(url) as room:
        a_room(room)
        reader = RoomReader(room)
        before = reader.read(now=NOW)
        assert reader.read(now=NOW).room is before.room  # nothing new: the counts are kept
        ada = next(learner for learner in room.learners() if learner.name == "Ada")
        room.record(ada, answer(D6, False, 0.5))
        joined(room, "Eve", minutes=0.5)
        again = reader.read(now=NOW)
        fresh = RoomReader(room).read(now=NOW)
    assert again.room == fresh.room and again.activity == fresh.activity
    assert again.activity[0].exercise_id == D6 and [item.name for item in again.activity][-1] == "Eve"


@settings(max_examples=12, deadline=None, suppress_health_check=list(HealthCheck), database=None)
@given(st.lists(st.one_of(
    st.tuples(st.just("join"), st.integers(0, 3)),
    st.tuples(st.just("answer"), st.integers(0, 3), st.sampled_from([SET_SIZE, D3, D4, "practice/blind-7"]),
              st.booleans()),
    st.tuples(st.just("read")),
), max_size=25))
def test_reading_again_and_again_agrees_with_one_fresh_reading(steps):
    with tempfile.TemporaryDirectory() as folder, open_room(Path(folder) / "room.db") as room:
        reader, people, minutes = RoomReader(room), {}, 60.0
        for step in (*steps, ("read",)):
            if step[0] == "join" and step[1] not in people:
                people[step[1]] = room.join(f"Learner {step[1]}")
            elif step[0] == "answer" and step[1] in people:
                minutes -= 1
                room.record(people[step[1]], answer(step[2], step[3], minutes))
            elif step[0] == "read":
                mine, fresh = reader.read(now=NOW), RoomReader(room).read(now=NOW)
                assert mine.room == fresh.room and mine.activity == fresh.activity
                assert mine.sections() == fresh.sections()


def test_an_answer_stored_late_under_a_lower_number_is_read_and_none_is_read_twice(tmp_path, monkeypatch):
    # PostgreSQL may make number 2 visible after number 3 (transactions end in any order): the
    # reader keeps the numbers it read above the lowest it is missing, and waits for that one.
    path = tmp_path / "room.db"
    with open_room(path) as room:
        code = joined(room, "Ada").code
        reader = RoomReader(room)

        def store(number: int, minutes: float) -> None:
            with sqlite3.connect(path) as con:
                con.execute("INSERT INTO room_attempts (id, learner, exercise, outcome, at, hints, solution) "
                            "VALUES (?, ?, ?, 'correct', ?, 0, 0)", (number, code, SET_SIZE, at(minutes)))

        store(1, 5)
        store(3, 3)
        assert reader.read(now=NOW).activity[0].answers == 2
        store(2, 4)
        assert reader.read(now=NOW).activity[0].answers == 3
        assert reader.read(now=NOW).activity[0].answers == 3
        store(5, 1)  # 4 never comes (its transaction rolled back) ...
        assert reader.read(now=NOW).activity[0].answers == 4
        monkeypatch.setattr(room_live, "GAP_SECONDS", 0.0)  # ... and is passed over after a while
        reader.read(now=NOW)
        assert reader._floor == 5 and reader._above == set()
        assert reader.read(now=NOW).activity[0].answers == 4


def test_answers_written_by_another_process_are_read(url):
    with open_room(url) as room:
        reader = RoomReader(room)
        assert reader.read().activity == ()
        (code,) = room_workers.spawned(
            room_workers.answerer, [(url, "Mei Ling", [(SET_SIZE, False), (SET_SIZE, False), (SET_SIZE, False)])]
        )
        now = reader.read()
    assert [(item.name, item.answers, item.exercise_id) for item in now.activity] == [("Mei Ling", 3, SET_SIZE)]
    assert [(s.learner.name, s.why) for s in now.stuck()] == [("Mei Ling", "wrong")]
    assert code


# --------------------------------------------------------------------------- bad input


# --------------------------------------------------------------------------- forgetting a learner


def test_a_reader_exports_a_learner_by_the_name_it_lists_as_a_json_file(url):
    with open_room(url) as room:
        a_room(room)
        reader = RoomReader(room)
        reader.read(now=NOW)
        ada = reader.learner("Ada")
        name, data, record = reader.export("Ada")
        assert name == f"room-record-Ada-{ada.code}.json"
        assert json.loads(data.decode("utf-8")) == record
        assert record["kind"] == EXPORT_KIND and record["name"] == "Ada" and len(record["attempts"]) == 3
        assert sorted(learner.name for learner in room.learners()) == ["Ada", "Bo", "Cy"]  # nothing deleted


def test_a_reader_forgets_a_learner_and_its_next_reading_no_longer_counts_them(url):
    with open_room(url) as room:
        a_room(room)
        reader = RoomReader(room)
        before = reader.read(now=NOW)
        assert [item.name for item in before.activity] == ["Ada", "Bo", "Cy"]
        deleted = reader.forget("Bo")
        assert deleted["name"] == "Bo" and len(deleted["attempts"]) == 3
        now = reader.read(now=NOW)
        assert [item.name for item in now.activity] == ["Ada", "Cy"]
        assert [s.learner.name for s in now.stuck()] == ["Cy"]  # Bo's wrong tries went with him
        assert now.room == room_of(room.room_attempts().items(), now=NOW)  # counted again at once
        assert now.room == RoomReader(room).read(now=NOW).room  # as a fresh reader sees it
        # forgotten on another page: this reader's next reading drops her too, and counts again
        other = RoomReader(room)
        other.forget("Cy")
        assert [item.name for item in reader.read(now=NOW).activity] == ["Ada"]
        # the name joins again as a new learner, with nothing of the old record
        room.join("Bo")
        again = reader.read(now=NOW)
        assert [(item.name, item.answers) for item in again.activity] == [("Ada", 3), ("Bo", 0)]


def test_forgetting_a_name_nobody_has_is_a_sentence_and_deletes_nothing(url):
    with open_room(url) as room:
        a_room(room)
        reader = RoomReader(room)
        for call in (reader.learner, reader.export, reader.forget):
            with pytest.raises(RoomError, match="No learner named Ana is in the room now"):
                call("Ana")
        with pytest.raises(RoomError, match="No learner named ada"):  # the exact name the page lists
            reader.forget("ada")
        with speaking("ms"), pytest.raises(RoomError, match="Tiada pelajar bernama Ana"):
            reader.forget("Ana")
        assert len(room.learners()) == 3


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.one_of(st.none(), st.integers(), st.floats(), st.binary(max_size=5), st.builds(object),
                 st.lists(st.text(max_size=3), max_size=2), st.text(max_size=80), st.text(min_size=61, max_size=100),
                 st.builds(fuzzing.BadStr, st.text(max_size=5)), st.just("Ada\ud800"), st.just("A\x00da")))
def test_a_bad_name_to_forget_is_a_value_error_with_a_short_sentence(tmp_path, name):
    with open_room(tmp_path / "room.db") as room:
        if not room.learners():
            room.join("Ada")
        reader = RoomReader(room)
        if name == "Ada":
            return
        for call in (reader.learner, reader.export, reader.forget):
            with pytest.raises(ValueError) as caught:
                call(name)
            message = str(caught.value)
            assert 0 < len(message) <= 300 and "\n" not in message and "Traceback" not in message
        assert [learner.name for learner in room.learners()] == ["Ada"]


@pytest.mark.parametrize("name, file", [
    ("Ana", "room-record-Ana-K7MP2Q.json"), ("Mei Ling", "room-record-Mei-Ling-K7MP2Q.json"),
    ("../../etc/passwd", "room-record-etc-passwd-K7MP2Q.json"), (".hidden", "room-record-hidden-K7MP2Q.json"),
    ("Zoë", "room-record-Zoë-K7MP2Q.json"), ("!!!", "room-record-learner-K7MP2Q.json"),
])
def test_an_export_files_name_has_no_folder_or_hidden_file_in_it(name, file):
    assert export_name(Learner("K7MP2Q", name, 0.0)) == file


@pytest.mark.parametrize(
    "call, name",
    [
        (lambda now: RoomReader("room.db"), "room"),
        (lambda now: now.stuck(idle_minutes=0), "idle_minutes"),
        (lambda now: now.stuck(idle_minutes=True), "idle_minutes"),
        (lambda now: now.stuck(wrong_tries="3"), "wrong_tries"),
        (lambda now: now.stuck(within_minutes=10_000), "within_minutes"),
        (lambda now: now.sections(top=-1), "top"),
        (lambda now: now.summary(idle_minutes=1.5), "idle_minutes"),
        (lambda now: now.announcement("before"), "before"),
        (lambda now: now.shown(top=fuzzing.HostileInt(3)) and now.shown(top=None), "top"),
    ],
    ids=["room", "idle", "idle-bool", "tries-text", "within-long", "top", "summary", "before", "top-none"],
)
def test_a_wrong_argument_is_a_sentence_naming_it(tmp_path, call, name):
    with open_room(tmp_path / "room.db") as room:
        now = RoomReader(room).read(now=NOW)
        fuzzing.refused(lambda: call(now), name)


def test_a_moment_without_its_time_zone_or_a_closed_store_is_a_sentence(tmp_path):
    with open_room(tmp_path / "room.db") as room:
        reader = RoomReader(room)
        with pytest.raises(ValueError, match="not a moment in time"):
            reader.read(now=datetime(2027, 3, 1, 14, 0))
    with pytest.raises(ValueError, match="has been closed"):
        reader.read()


def test_values_are_plain_data():
    item = Activity("Ada", 1.0, 0)
    assert Stuck(item, "quiet", 6).reason == "No answer yet, 6 min after joining"
    assert RoomNow(room_of([]), (), 0.0).updated.startswith("Updated ")


# --------------------------------------------------------------------------- the tables for four


def _play_a_table(room, names, start: float) -> str:
    """Four learners play a whole Charleston at one shared table, each decision as the coach
    would make it; the table's code."""
    from charleston_lessons.coach import Coach
    from charleston_lessons.rules import SEATS
    from charleston_lessons.shared_table import SharedTable, TableSeat, make_table
    from charleston_lessons.strategies import SeatView

    coach = Coach()
    code = make_table(room, 31, bot_delay=1)
    seats = [TableSeat(room, code, joined(room, name), seat, now=start) for name, seat in zip(names, SEATS)]
    shared = SharedTable(room, code)
    now = start
    for _ in range(200):
        shared.refresh()
        if shared.over:
            return code
        for seat in seats:
            seat.heartbeat(now)
            view = seat.view(now)
            if not view.my_turn:
                continue
            mine = SeatView(view.seat, view.rack, view.step, view.agreed)
            if view.phase.value == "stop question":
                seat.answer_stop(coach.wants_to_stop(mine), now)
            elif view.phase.value == "courtesy offers":
                seat.offer(coach.courtesy_offer(mine), now)
            else:
                seat.pass_tiles(coach.choose_pass(mine), now, step=view.step)
        now += 1.0
    raise AssertionError("the table did not end")


def test_the_dashboard_sees_each_learners_table_decisions_in_words_never_as_ids(tmp_path):
    # Issue 34: after a whole Charleston at a table, "Working on" showed `table/V48YN4-p7`, and
    # nothing on the page said anyone had played.
    with open_room(tmp_path / "room.db") as room:
        code = _play_a_table(room, ["Ada", "Bo", "Cy", "Dee"], at(20))
        room.record(joined(room, "Eve"), answer(D3, True, 1))
        now = RoomReader(room).read(now=NOW)
        passes = room.moves(code)
    ada = now.activity[0]
    assert ada.exercise_id.startswith(f"table/{code}-")
    decisions = dict(ada.tables)[code]
    played = sorted(int(d[1:]) for d in decisions if d.startswith("p"))
    assert played[:3] == [1, 2, 3] and "stop" in decisions and passes
    assert ada.place.startswith("Table for four: passes 1\u2013") and ada.place.endswith(" done")
    assert room_live.table_words(["p1", "p2", "p3", "p4", "p5", "p6"]) == "passes 1\u20136"
    assert room_live.table_words(["p1"]) == "pass 1"
    assert room_live.table_words(["p1", "p2", "p3", "stop"]) == "passes 1\u20133 and the stop question"
    assert room_live.table_words(["p1", "p2", "p3", "p7", "offer"]) == (
        "passes 1\u20133 and 7 and the courtesy offer")
    text = repr(now)
    assert "table/" not in text and f"-p7" not in text
    sections = {part.key: part for part in now.sections()}
    lessons = dict(sections["lessons"].rows)
    assert lessons["table"][:2] == ("Tables for four", "4: Ada, Bo, Cy, Dee")
    assert "practice" not in lessons  # a table's decisions are not "Practice and other notebooks"
    tables = sections["tables"]
    assert tables.title == "Learners at the tables for four"
    assert tables.head == ("Learner", "Table", "Decisions done")
    assert [cells[:2] for _key, cells in tables.rows] == [(name, f"Table {code}") for name in ("Ada", "Bo", "Cy", "Dee")]
    assert all(cells[2].startswith("passes 1\u2013") for _key, cells in tables.rows)
    assert dict(sections["learners"].rows)["Ada"][1].startswith("Table for four: passes")
    with speaking("ms"):
        assert now.activity[0].place.startswith("Meja berempat: hantaran 1\u2013")
        assert room_live.table_words(["p1", "p2", "p3", "stop"]) == "hantaran 1\u20133 dan soalan berhenti"


def test_a_room_where_nobody_played_at_a_table_says_so(tmp_path):
    with open_room(tmp_path / "room.db") as room:
        a_room(room)
        now = RoomReader(room).read(now=NOW)
    tables = next(part for part in now.sections() if part.key == "tables")
    assert tables.rows == () and tables.empty == "No learner has made a decision at a table for four yet."
    assert "table" not in dict(next(part for part in now.sections() if part.key == "lessons").rows)


def test_a_table_decision_is_known_by_either_form_of_table_code():
    # A table made now has a code like T-4KX9 (stored with its dash); an older room's V48YN4.
    from charleston_lessons.shared_table import recorded_decision

    assert recorded_decision("table/T-4KX9-p7") == ("T-4KX9", "p7")
    assert recorded_decision("table/T-4KX9-stop") == ("T-4KX9", "stop")
    assert recorded_decision("table/V48YN4-offer") == ("V48YN4", "offer")
    for other in ("table/T-4KX9-p8", "table/T4KX9-p1", "table/T-4KX-p1", "start-here/set-size", None, 7):
        assert recorded_decision(other) is None, other
