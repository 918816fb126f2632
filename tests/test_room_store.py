"""The room store on both of its databases, real ones: a SQLite file, and a PostgreSQL server
that the tests start themselves (tests/postgres.py). Learners join and come back by code, each
learner's answers are their own, a table's moves append only as the next number; 20 learner
processes answer at once and 4 processes race to append moves, and nothing is lost or doubled.
"""

from __future__ import annotations

import json
import sqlite3
import string
import tempfile
import threading
import time
import unicodedata
from collections import Counter
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import room_workers
from charleston_lessons.dashboard import room_of
from charleston_lessons.exercises import Outcome
from charleston_lessons.messages import speaking
from charleston_lessons.progress import Attempt
from charleston_lessons.room_store import (
    CODE_ALPHABET,
    CODE_LENGTH,
    EXPORT_KIND,
    FORGOTTEN,
    MAX_LEARNERS,
    SCHEMA_VERSION,
    Learner,
    MoveConflict,
    RoomError,
    RoomStore,
    RoomUnreachable,
    TABLE_CODE_LENGTH,
    code_kind,
    open_room,
    stored_table_code,
)
from postgres import fresh_schema, postgres_url  # noqa: F401 - postgres_url is a fixture
from unwritable import unwritable

BACKENDS = ["sqlite", "postgresql"]
LEARNERS = 20
ANSWERS = 10
WRITERS = 4
MOVES_EACH = 25


@pytest.fixture(params=BACKENDS)
def url(request, tmp_path) -> str:
    """A new, empty room store's URL on each database."""
    if request.param == "sqlite":
        return f"sqlite:///{tmp_path / 'room.db'}"
    return fresh_schema(request.getfixturevalue("postgres_url"))


def attempt(exercise: str, ok: bool = True, when: float = 1_000.0, hints: int = 0, seen: bool = False) -> Attempt:
    return Attempt(exercise, Outcome.CORRECT if ok else Outcome.INCORRECT, when, hints, seen)


# --------------------------------------------------------------------------- learners and records


def test_learners_join_with_a_short_code_and_come_back_with_it(url):
    with open_room(url) as room:
        ada, mei = room.join("Ada"), room.join("  Mei Ling ")
        assert mei.name == "Mei Ling"
        for person in (ada, mei):
            assert len(person.code) == CODE_LENGTH and set(person.code) <= set(CODE_ALPHABET)
        assert ada.code != mei.code
        assert room.learners() == [ada, mei]
    with open_room(url) as again:  # another kernel, another device
        assert again.rejoin(ada.code) == ada
        spaced = f"{mei.code[:3].lower()} - {mei.code[3:]}"  # as typed from a slip of paper
        assert again.rejoin(spaced) == mei


def test_a_learner_is_found_by_name_case_and_spacing_aside(url):
    with open_room(url) as room:
        mei = room.join("Mei  Ling")
        assert room.find(" MEI LING ") == mei and room.find("Mei") is None


def test_a_name_taken_in_the_room_is_refused_with_a_sentence_naming_the_code(url):
    with open_room(url) as room:
        room.join("Ada")
        with pytest.raises(RoomError, match="already has the name") as caught:
            room.join("  ADA ")
        assert "code" in str(caught.value)
        with pytest.raises(RoomError, match="No one in this room has the code"):
            room.rejoin("ZZZZZZ")


# --------------------------------------------------------------------------- names that read alike

# Every character the issue names that shows nothing or turns the text around, and others of the
# format and control kinds: a soft hyphen, a word joiner's neighbours, a Hangul filler.
INVISIBLE = ["\u200b", "\u200c", "\u200d", "\u2060", "\ufeff", "\u200e", "\u200f", "\u202a", "\u202b",
             "\u202c", "\u202d", "\u202e", "\u2066", "\u2067", "\u2068", "\u2069", "\u00ad", "\u2061",
             "\u3164", "\U000e0041"]


def test_a_name_is_kept_composed_so_its_nfd_form_is_the_same_learner(url):
    with open_room(url) as room:
        zoe = room.join("Zoe\u0301")  # the accent typed as a mark of its own (NFD)
        assert zoe.name == "Zoé" == unicodedata.normalize("NFC", "Zoe\u0301")
        assert room.find("Zoé") == zoe == room.find("zoe\u0301")
        with pytest.raises(RoomError, match="already has the name"):
            room.join("Zoé")
        assert room.learners() == [zoe] and room.rejoin(zoe.code) == zoe


@pytest.mark.parametrize("char", INVISIBLE, ids=[f"U+{ord(c):04X}" for c in INVISIBLE])
def test_a_name_holding_what_does_not_show_is_refused_with_a_sentence(tmp_path, char):
    with open_room(tmp_path / "room.db") as room:
        ada = room.join("Ada")
        for name in (f"Ada{char}", f"{char}Ada", f"A{char}da", f"Mei{char}"):
            for call in (room.join, room.find):
                with pytest.raises(RoomError, match="characters that show") as caught:
                    call(name)
                assert f"U+{ord(char):04X}" in str(caught.value)
        assert room.learners() == [ada]


def test_ada_in_another_alphabet_is_caught_as_a_look_alike_and_said_so(url):
    with open_room(url) as room:
        ada = room.join("Ada")
        for alike in ("\u0410da", "\u0410d\u0430", "ADA\ufe0f", "\u0391da", "Ada\u034f"):
            with pytest.raises(RoomError) as caught:
                room.join(alike)
            assert str(caught.value) == ("A learner named Ada is here already: add a letter or your "
                                         "surname so the instructor can tell you apart.")
        with pytest.raises(RoomError, match="already has the name"):  # the same name is said as before
            room.join(" ada ")
        bob = room.join("B0B")
        with pytest.raises(RoomError, match="A learner named B0B is here already"):
            room.join("BOB")
        ali = room.join("AIi")  # capital I, small L
        with pytest.raises(RoomError, match="A learner named AIi is here already"):
            room.join("Ali")
        amie = room.join("Amie")  # two letters that read as one: "rn" as "m"
        for alike in ("Arnie", "Arnіe"):  # the second with a Cyrillic і too
            with pytest.raises(RoomError, match="A learner named Amie is here already"):
                room.join(alike)
        others = [room.join(name) for name in ("Adam", "Adá", "Ida", "Mei", "Mei Ling", "Zoë", "Arn", "Dara",
                                                "Clara")]
        assert room.learners() == [ada, bob, ali, amie, *others]  # names that differ to the eye all join
        assert room.find("Ada") == ada and room.find("\u0410da") is None  # find is by the name itself


def test_a_name_stored_before_with_a_zero_width_joiner_still_reads_as_ada(tmp_path):
    path = tmp_path / "room.db"
    with open_room(path) as room:
        room.join("Mei")
    with sqlite3.connect(path) as raw:  # as an older course let it in
        raw.execute("INSERT INTO room_learners (code, name, name_key, joined) VALUES (?, ?, ?, ?)",
                    ("K7MP2Q", "Ada\u200d", "ada\u200d", 1.0))
    with open_room(path) as room:
        with pytest.raises(RoomError, match="A learner named Ada\u200d is here already"):
            room.join("Ada")


def test_two_look_alikes_joining_at_the_same_moment_make_one_learner(url):
    """Each kernel has its own connection: the check and the insert are one step on both databases
    (SQLite's write lock; PostgreSQL's advisory lock), so the second always sees the first."""
    import threading

    rooms = [open_room(url) for _ in range(2)]
    try:
        for round_ in range(8):
            names = [f"Ada{round_}", f"\u0410da{round_}"]  # Latin, then Cyrillic A
            start, outcomes = threading.Barrier(2), []

            def join(room, name):
                start.wait()
                try:
                    outcomes.append(room.join(name))
                except RoomError as error:
                    outcomes.append(str(error))

            threads = [threading.Thread(target=join, args=pair) for pair in zip(rooms, names)]
            for thread in threads:
                thread.start()
            for thread in threads:
                thread.join()
            joined = [o for o in outcomes if isinstance(o, Learner)]
            assert len(joined) == 1, outcomes
            assert [o for o in outcomes if isinstance(o, str)] == [
                f"A learner named {joined[0].name} is here already: add a letter or your surname so the "
                "instructor can tell you apart."]
    finally:
        for room in rooms:
            room.close()


def test_a_look_alike_is_said_in_malay_too(tmp_path):
    with open_room(tmp_path / "room.db") as room:
        room.join("Ada")
        with speaking("ms"), pytest.raises(RoomError) as caught:
            room.join("\u0410da")
    assert "Ada" in str(caught.value) and "here already" not in str(caught.value)
    assert "pelajar" in str(caught.value)


def test_a_lone_surrogate_is_refused_with_the_courses_sentence_not_a_codec_error(url):
    with open_room(url) as room:
        for name in ("Ada\ud800", "\udc00", "Mei \udfff Ling"):
            for call in (room.join, room.find):
                with pytest.raises(RoomError, match="broken character"):
                    call(name)
        table = room.create_table(seed=1)
        with pytest.raises(RoomError, match="A move should be"):
            room.append_move(table, 1, {"seat": "East", "note": "\ud800"})
        with pytest.raises(RoomError, match="settings"):
            room.create_table(seed=2, settings={"x": "\udbff"})
        assert room.learners() == [] and room.moves(table) == []


_NAME_CHARS = st.one_of(
    st.characters(), st.integers(0xD800, 0xDFFF).map(chr), st.sampled_from(INVISIBLE),
    st.sampled_from("\u0410\u0430\u041e\u043e\u0435\u0406\u0456\u0391\u03b1\u03bf0OolI1 \u0301\u0308\ufe0f"),
)
ANY_NAME = st.text(_NAME_CHARS, max_size=70)


@settings(max_examples=150, deadline=None)
@given(st.lists(ANY_NAME, min_size=1, max_size=4))
def test_any_text_as_a_name_is_a_learner_or_a_sentence_and_its_nfd_form_is_the_same_learner(names):
    with tempfile.TemporaryDirectory() as folder, open_room(Path(folder) / "room.db") as room:
        for name in names:
            try:
                learner = room.join(name)
            except RoomError as error:  # a ValueError with one short sentence, nothing else
                _short_sentence(error)
                continue
            assert learner.name == unicodedata.normalize("NFC", learner.name) == learner.name.strip()
            for form in ("NFD", "NFC", "NFKC"):
                same = unicodedata.normalize(form, name)
                if form != "NFKC" or len(same.strip()) <= 60:
                    assert room.find(same) == learner, form
            with pytest.raises(RoomError):  # taken: by the same name in either form
                room.join(unicodedata.normalize("NFD", name))
        assert len({learner.name.casefold() for learner in room.learners()}) == len(room.learners())


# --------------------------------------------------------------------------- a room that cannot be written


def test_a_room_file_that_cannot_be_written_is_refused_by_check_writable_with_a_sentence(tmp_path):
    path = tmp_path / "room.db"
    with open_room(path) as room:
        ada = room.join("Ada")
        room.check_writable()  # a room that can be written: nothing said, nothing changed
        assert room.learners() == [ada]
    with unwritable(path):
        with open_room(path) as room:  # it can still be read
            assert room.learners() == [ada]
            with pytest.raises(RoomUnreachable) as caught:
                room.check_writable()
            assert "cannot be written" in str(caught.value) and str(path) in str(caught.value)
            with pytest.raises(RoomUnreachable, match="cannot be written") as caught:
                room.join("Mei")  # not "try again in a moment": waiting will not help
            assert "try again in a moment" not in str(caught.value)
    with open_room(path) as room:
        assert room.learners() == [ada]


def test_a_room_in_a_folder_that_cannot_be_written_is_refused_when_opened(tmp_path):
    folder = tmp_path / "room"
    folder.mkdir()
    with open_room(folder / "room.db") as room:
        room.join("Ada")
    assert sorted(p.name for p in folder.iterdir()) == ["room.db"]  # WAL's own files gone on closing
    with unwritable(folder):
        for target in (folder / "room.db", folder / "new.db"):
            with pytest.raises(RoomUnreachable) as caught:
                open_room(target)
            assert "cannot be written" in str(caught.value), str(caught.value)
            assert "database is running" not in str(caught.value)


def test_a_writable_store_passes_check_writable_on_both_databases(url):
    with open_room(url) as room:
        room.check_writable()
        room.check_writable()
        assert room.learners() == []


def test_each_learners_answers_go_to_their_own_record(url):
    with open_room(url) as room:
        ada, bo = room.join("Ada"), room.join("Bo")
        room.record(ada, attempt("lesson-1/a", ok=False, when=1.0))
        room.record(bo, attempt("lesson-1/a", when=2.0, hints=2))
        room.record(ada.code, attempt("lesson-1/a", when=3.0, seen=True))
        room.record(ada, attempt("practice/blind-7", when=4.0))
        assert [a.exercise_id for a in room.attempts(ada)] == ["lesson-1/a", "lesson-1/a", "practice/blind-7"]
        assert room.attempts(ada)[0].outcome is Outcome.INCORRECT and room.attempts(ada)[1].solution_seen
        assert room.attempts(bo) == [attempt("lesson-1/a", when=2.0, hints=2)]
        everyone = room.room_attempts()
        assert list(everyone) == ["Ada", "Bo"] and everyone["Bo"] == room.attempts(bo)
        room.join("Cy")  # no answer yet: still in the room
        assert room.room_attempts()["Cy"] == []
        # The room dashboard reads it as it is.
        shown = room_of(room.room_attempts().items())
        assert [person.name for person in shown.learners] == ["Ada", "Bo", "Cy"]


def test_an_answer_for_someone_not_in_the_room_or_not_an_attempt_is_refused(url):
    with open_room(url) as room:
        ada = room.join("Ada")
        with pytest.raises(RoomError, match="No one in this room"):
            room.record(Learner("ZZZZZZ", "Ghost", 0.0), attempt("lesson-1/a"))
        with pytest.raises(ValueError, match="attempt should be an Attempt"):
            room.record(ada, "lesson-1/a right")
        with pytest.raises(ValueError, match="not an exercise id"):
            room.record(ada, attempt("no slash here"))
        assert room.attempts(ada) == []


def test_new_attempts_are_read_by_number_with_their_learners_code(url):
    with open_room(url) as room:
        ada, bo = room.join("Ada"), room.join("Bo")
        room.record(ada, attempt("lesson-1/a", ok=False, when=1.0))
        room.record(bo, attempt("lesson-1/b", when=2.0))
        room.record(ada, attempt("lesson-1/a", when=3.0, seen=True))
        every = room.new_attempts()
        assert [(code, a) for _, code, a in every] == [
            (ada.code, attempt("lesson-1/a", ok=False, when=1.0)), (bo.code, attempt("lesson-1/b", when=2.0)),
            (ada.code, attempt("lesson-1/a", when=3.0, seen=True))]
        numbers = [number for number, _, _ in every]
        assert numbers == sorted(numbers) and len(set(numbers)) == 3
        assert room.new_attempts(after=numbers[1]) == every[2:]  # only what came after
        assert room.new_attempts(after=numbers[2]) == []
        assert room.new_attempts(limit=2) == every[:2]
        for bad, name in ((-1, "after"), ("1", "after"), (True, "after"), (0, "limit")):
            with pytest.raises(ValueError, match=name):
                room.new_attempts(**{name: bad})


# --------------------------------------------------------------------------- tables and moves


def test_moves_append_only_as_the_next_number_and_read_back_in_order(url):
    with open_room(url) as room:
        code = room.create_table(7, {"bot_delay": 20})
        assert room.table(code.lower()).seed == 7 and room.table(code).settings == {"bot_delay": 20}
        assert room.moves(code) == []
        with pytest.raises(MoveConflict) as early:
            room.append_move(code, 2, {"pass": 1})
        assert early.value.last == 0 and "read the table again" in str(early.value)
        room.append_move(code, 1, {"seat": "East", "tiles": ["1D", "9C", "N"]})
        room.append_move(code, 2, {"seat": "South", "tiles": ["2C", "3C", "5D"], "blind": 0})
        with pytest.raises(MoveConflict) as late:  # a writer that had not seen move 2
            room.append_move(code, 2, {"seat": "West"})
        assert late.value.last == 2
        assert room.moves(code) == [(1, {"seat": "East", "tiles": ["1D", "9C", "N"]}),
                                    (2, {"seat": "South", "tiles": ["2C", "3C", "5D"], "blind": 0})]
        assert room.moves(code, after=1) == room.moves(code)[1:]
        other = room.create_table(8)
        assert other != code and room.moves(other) == []
        assert [t.code for t in room.tables()] == [code, other]
        with pytest.raises(RoomError, match="There is no table"):
            room.moves("ZZZZZZ")


def test_a_move_that_breaks_in_the_middle_leaves_nothing_behind(url):
    with open_room(url) as room:
        code = room.create_table(1)
        with pytest.raises(RoomError):
            room.append_move(code, 1, {"tiles": [float("nan")]})
        room.append_move(code, 1, {"ok": True})
        assert room.moves(code) == [(1, {"ok": True})]


# --------------------------------------------------------------------------- seats at a table


def test_learners_sit_at_a_table_once_each_and_a_heartbeat_says_they_are_there(url):
    with open_room(url) as room:
        ada, bo, cy, dee, eve = (room.join(name) for name in ("Ada", "Bo", "Cy", "Dee", "Eve"))
        code = room.create_table(5)
        assert room.sit(code, ada, "south", now=10.0) == "South"
        assert room.sit(code.lower(), bo.code, now=11.0) == "East"  # the first free seat
        assert room.sit(code, ada, "North", now=12.0) == "South"  # her own seat back, seen again
        with pytest.raises(RoomError, match="South at table .* is taken by Ada"):
            room.sit(code, cy, "South")
        room.sit(code, cy)
        room.sit(code, dee)
        with pytest.raises(RoomError, match="Every seat at table"):
            room.sit(code, eve)
        room.heartbeat(code, bo, now=20.0)
        assert [(s.seat, s.name, s.seen) for s in room.seated(code)] == [
            ("East", "Bo", 20.0), ("South", "Ada", 12.0), ("West", "Cy", room.seated(code)[2].seen),
            ("North", "Dee", room.seated(code)[3].seen)]
        room.leave(code, ada)
        room.leave(code, ada)  # twice is harmless
        with pytest.raises(RoomError, match="has no seat at table"):
            room.heartbeat(code, ada, now=21.0)
        assert room.sit(code, eve, now=22.0) == "South"
        other = room.create_table(6)
        assert room.sit(other, ada) == "East" and room.seated(other)[0].learner == ada.code  # a seat per table
        with pytest.raises(RoomError, match="There is no table"):
            room.sit("ZZZZZZ", ada)
        with pytest.raises(RoomError, match="No one in this room"):
            room.sit(code, "ZZZZZZ")


def test_excusing_a_table_counts_its_learners_seen_then_and_no_one_else_and_never_earlier(url):
    """After an outage (every heartbeat failed), the grace a kernel writes: each learner seated
    at the table is seen at that moment, unless seen later; another table's learners are not."""
    with open_room(url) as room:
        ada, bo, cy = (room.join(name) for name in ("Ada", "Bo", "Cy"))
        code, other = room.create_table(5), room.create_table(6)
        room.sit(code, ada, "East", now=10.0)
        room.sit(code, bo, "South", now=10.0)
        room.heartbeat(code, bo, now=50.0)  # seen after the grace
        room.sit(other, cy, now=10.0)
        room.excuse(code, now=40.0)
        assert [(s.name, s.seen) for s in room.seated(code)] == [("Ada", 40.0), ("Bo", 50.0)]
        assert [(s.name, s.seen) for s in room.seated(other)] == [("Cy", 10.0)]
        room.excuse(code.lower(), now=30.0)  # an earlier grace changes nothing
        assert [s.seen for s in room.seated(code)] == [40.0, 50.0]
        with pytest.raises(RoomError, match="There is no table"):
            room.excuse("ZZZZZZ", now=40.0)


def test_a_store_of_version_1_opens_and_gets_the_seats_table(tmp_path):
    path = tmp_path / "old.db"
    with sqlite3.connect(path) as raw:  # the schema as version 1 made it, with a learner and a move
        raw.executescript("""
            CREATE TABLE room_schema (version INTEGER NOT NULL);
            INSERT INTO room_schema (version) VALUES (1);
            CREATE TABLE room_learners (code TEXT PRIMARY KEY, name TEXT NOT NULL, name_key TEXT NOT NULL UNIQUE,
                                        joined DOUBLE PRECISION NOT NULL);
            CREATE TABLE room_attempts (id INTEGER PRIMARY KEY AUTOINCREMENT, learner TEXT NOT NULL
                REFERENCES room_learners(code), exercise TEXT NOT NULL, outcome TEXT NOT NULL,
                at DOUBLE PRECISION NOT NULL, hints INTEGER NOT NULL, solution INTEGER NOT NULL);
            CREATE TABLE room_tables (code TEXT PRIMARY KEY, seed BIGINT NOT NULL, created DOUBLE PRECISION NOT NULL,
                                      settings TEXT NOT NULL);
            CREATE TABLE room_moves (table_code TEXT NOT NULL REFERENCES room_tables(code), seq INTEGER NOT NULL,
                                     move TEXT NOT NULL, at DOUBLE PRECISION NOT NULL, PRIMARY KEY (table_code, seq));
            INSERT INTO room_learners VALUES ('ADA234', 'Ada', 'ada', 1.0);
            INSERT INTO room_tables VALUES ('TBK234', 7, 1.0, '{}');
            INSERT INTO room_moves VALUES ('TBK234', 1, '{"kind": "start"}', 2.0);
        """)
    with open_room(path) as room:
        assert room.rejoin("ADA234").name == "Ada" and room.moves("TBK234") == [(1, {"kind": "start"})]
        assert room.sit("TBK234", "ADA234", "West") == "West"
    with sqlite3.connect(path) as raw:
        assert raw.execute("SELECT version FROM room_schema").fetchall() == [(SCHEMA_VERSION,)] == [(2,)]


def test_a_postgresql_store_of_version_1_gets_the_seats_table_too(postgres_url):
    import psycopg

    url = fresh_schema(postgres_url)
    open_room(url).close()
    schema = url.rsplit("%3D", 1)[1]
    with psycopg.connect(postgres_url, autocommit=True) as admin:  # back to version 1: no seats table
        admin.execute(f'DROP TABLE "{schema}".room_seats')
        admin.execute(f'UPDATE "{schema}".room_schema SET version = 1')
    with open_room(url) as room:
        ada, code = room.join("Ada"), room.create_table(3)
        assert room.sit(code, ada) == "East"
    with psycopg.connect(postgres_url, autocommit=True) as admin:
        assert admin.execute(f'SELECT version FROM "{schema}".room_schema').fetchall() == [(SCHEMA_VERSION,)]


# --------------------------------------------------------------------------- many processes at once



# --------------------------------------------------------------------------- forgetting a learner


def _room_with_ana_and_bo(room):
    """Ana and Bo each answered and sit at one table, each with a decision in its log."""
    ana, bo = room.join("Ana"), room.join("Bo")
    room.record(ana, attempt("rollor/direction-3", ok=False, when=1_000.0, hints=1))
    room.record(ana, attempt("rollor/direction-3", when=1_010.0, seen=True))
    room.record(bo, attempt("start-here/set-size", when=1_020.0))
    code = room.create_table(seed=7)
    assert room.sit(code, ana, "East", now=2_000.0) == "East"
    assert room.sit(code, bo, "South", now=2_001.0) == "South"
    room.append_move(code, 1, {"kind": "pass", "seat": "East", "step": 1, "own": ["1D", "9C", "N"], "by": ana.code})
    room.append_move(code, 2, {"kind": "pass", "seat": "South", "step": 1, "own": ["2B", "3B", "W"], "by": bo.code})
    room.append_move(code, 3, {"kind": "pass", "seat": "West", "step": 1, "own": ["5D", "6D", "7D"], "by": "bot"})
    return ana, bo, code


def test_a_learners_export_holds_their_name_code_every_answer_seat_and_table_decision(url):
    with open_room(url) as room:
        ana, bo, code = _room_with_ana_and_bo(room)
        data = room.export_learner(ana)
        assert json.loads(json.dumps(data, allow_nan=False)) == data  # JSON-ready as it is
        assert data["kind"] == EXPORT_KIND and data["name"] == "Ana" and data["code"] == ana.code
        assert data["joined"] == pytest.approx(ana.joined)
        assert data["attempts"] == [
            {"exercise": "rollor/direction-3", "outcome": "incorrect", "time": 1_000.0, "hints": 1},
            {"exercise": "rollor/direction-3", "outcome": "correct", "time": 1_010.0, "hints": 0, "solution": True},
        ]
        assert [Attempt.from_json(item) for item in data["attempts"]] == room.attempts(ana)
        assert data["seats"] == [{"table": code, "seat": "East", "seen": 2_000.0}]
        assert data["table_decisions"] == [{"table": code, "seq": 1, "move": {
            "kind": "pass", "seat": "East", "step": 1, "own": ["1D", "9C", "N"], "by": ana.code}}]
        assert room.export_learner(bo.code)["table_decisions"][0]["seq"] == 2  # by code too
        assert len(room.learners()) == 2 and len(room.attempts(ana)) == 2  # exporting changes nothing


def test_forgetting_deletes_the_learner_and_everything_of_theirs_and_nobody_elses(url):
    with open_room(url) as room:
        ana, bo, code = _room_with_ana_and_bo(room)
        exported = room.export_learner(ana)
        bo_before = room.export_learner(bo)
        deleted = room.forget(ana)
        assert {k: v for k, v in deleted.items() if k != "exported"} == {
            k: v for k, v in exported.items() if k != "exported"}  # what was deleted is what was exported
        assert [learner.name for learner in room.learners()] == ["Bo"]
        assert "Ana" not in room.room_attempts()
        assert [number for number, who, _ in room.new_attempts()] and all(
            who == bo.code for _, who, _ in room.new_attempts())
        with pytest.raises(RoomError, match="No one in this room has the code"):
            room.rejoin(ana.code)
        with pytest.raises(RoomError):
            room.attempts(ana)
        with pytest.raises(RoomError, match="No one in this room has the code"):  # a page still open
            room.record(ana, attempt("rollor/direction-4"))
        # her seat is empty (the coach or someone else may take it); Bo still sits in his
        assert [(s.seat, s.name) for s in room.seated(code)] == [("South", "Bo")]
        with pytest.raises(RoomError, match="has no seat"):  # her page still open can no longer act there
            room.heartbeat(code, ana)
        with pytest.raises(RoomError, match="No one in this room has the code"):
            room.sit(code, ana)
        # the table's log keeps every move, so every seat replays the same table, but hers no longer names her
        moves = room.moves(code)
        assert [seq for seq, _ in moves] == [1, 2, 3]
        assert moves[0][1]["by"] == FORGOTTEN and moves[0][1]["own"] == ["1D", "9C", "N"]
        assert moves[1][1]["by"] == bo.code and moves[2][1]["by"] == "bot"
        after = room.export_learner(bo)
        assert {k: v for k, v in after.items() if k != "exported"} == {
            k: v for k, v in bo_before.items() if k != "exported"}  # Bo's record untouched
        room.append_move(code, 4, {"kind": "pass", "seat": "North", "by": "bot"})  # the table goes on
        # the name is free again: a new learner, a new code, an empty record, her old seat free
        again = room.join("ana")
        assert again.code != ana.code and room.attempts(again) == []
        assert room.export_learner(again)["table_decisions"] == []
        assert room.sit(code, again) == "East"


def test_forgetting_an_unknown_learner_is_a_sentence_and_changes_nothing(url):
    with open_room(url) as room:
        ana, bo, code = _room_with_ana_and_bo(room)
        room.forget(ana)
        for call in (room.forget, room.export_learner):
            with pytest.raises(RoomError) as caught:
                call(ana)
            _short_sentence(caught.value)
            assert ana.code in str(caught.value)
        with pytest.raises(RoomError, match="nothing was deleted"):
            room.forget("K7MP2Q" if bo.code != "K7MP2Q" else "K7MP2R")
        assert [learner.name for learner in room.learners()] == ["Bo"] and len(room.attempts(bo)) == 1


def test_forgetting_speaks_malay(tmp_path):
    with open_room(tmp_path / "room.db") as room, speaking("ms"):
        with pytest.raises(RoomError, match="tiada apa-apa yang dipadamkan"):
            room.forget("K7MP2Q")


def test_answers_racing_a_forget_land_in_the_record_before_it_or_are_refused(url):
    """A learner's page answering while the instructor forgets them: every answer is either in the
    export of what was deleted or refused with a sentence; none is left behind in the room."""
    with open_room(url) as room, open_room(url) as other:
        ana = room.join("Ana")
        bo = room.join("Bo")
        stored, refused = [], []

        def answering() -> None:
            for n in range(60):
                try:
                    other.record(ana, attempt("rollor/direction-3", when=1_000.0 + n))
                    stored.append(n)
                except RoomError:
                    refused.append(n)

        worker = threading.Thread(target=answering)
        worker.start()
        while not stored and worker.is_alive():
            time.sleep(0.001)
        deleted = room.forget(ana)
        worker.join()
        assert len(deleted["attempts"]) == len(stored) and len(stored) + len(refused) == 60
        assert list(room.room_attempts()) == ["Bo"]
        assert room._run(lambda: room._database.rows("SELECT COUNT(*) FROM room_attempts WHERE learner = ?",
                                                     (ana.code,)))[0][0] == 0
        assert room.attempts(bo) == []


def test_twenty_learners_answering_at_once_each_keep_every_answer_and_only_their_own(url):
    reported = room_workers.spawned(room_workers.learner, [(url, f"Learner {n}", ANSWERS) for n in range(LEARNERS)])
    with open_room(url) as room:
        everyone = room.room_attempts()
        assert len(everyone) == LEARNERS == len({code for _, code, _ in reported})
        for name, code, ids in reported:
            mine = everyone[name]
            assert [a.exercise_id for a in mine] == ids  # all there, in order, none doubled
            assert all(a.exercise_id.startswith(f"room-test/{code}-") for a in mine)  # none of anyone else's
            assert room.attempts(room.rejoin(code)) == mine


def test_four_writers_racing_at_one_table_leave_every_move_exactly_once_without_gaps(url):
    with open_room(url) as room:
        table = room.create_table(3)
    room_workers.spawned(room_workers.mover, [(url, table, writer, MOVES_EACH) for writer in range(WRITERS)])
    with open_room(url) as room:
        moves = room.moves(table)
    assert [seq for seq, _ in moves] == list(range(1, WRITERS * MOVES_EACH + 1))
    seen = Counter((move["writer"], move["n"]) for _, move in moves)
    assert seen == Counter((w, n) for w in range(WRITERS) for n in range(MOVES_EACH))
    for writer in range(WRITERS):  # each writer's own moves in the order it made them
        assert [m["n"] for _, m in moves if m["writer"] == writer] == list(range(MOVES_EACH))


# --------------------------------------------------------------------------- opening a store


def test_a_plain_path_is_a_sqlite_store_in_wal_mode_with_its_schema_version(tmp_path):
    path = tmp_path / "room.db"
    with open_room(path) as room:
        assert room.kind == "sqlite"
        room.join("Ada")
    with sqlite3.connect(path) as raw:
        assert raw.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
        assert raw.execute("SELECT version FROM room_schema").fetchall() == [(SCHEMA_VERSION,)]
    with open_room(str(path)) as again:
        assert [p.name for p in again.learners()] == ["Ada"]


def test_a_store_from_a_newer_course_or_a_file_of_something_else_is_left_alone(tmp_path):
    newer = tmp_path / "newer.db"
    open_room(newer).close()
    with sqlite3.connect(newer) as raw:
        raw.execute("UPDATE room_schema SET version = ?", (SCHEMA_VERSION + 1,))
    with pytest.raises(RoomError, match="newer version"):
        open_room(newer)
    other = tmp_path / "notes.db"
    with sqlite3.connect(other) as raw:
        raw.execute("CREATE TABLE notes (text TEXT)")
    text = tmp_path / "notes-text.db"
    text.write_text("my notes")  # not even a database, under a room file's name
    for path in (other, text):
        before = path.read_bytes()
        with pytest.raises(RoomError, match="something other than a room store"):
            open_room(path)
        assert path.read_bytes() == before
    notes = tmp_path / "notes.txt"  # a file by any other name is not even opened
    notes.write_text("my notes")
    with pytest.raises(RoomError, match="not a room store's file"):
        open_room(notes)
    assert notes.read_text() == "my notes"
    with pytest.raises(RoomError, match="not a (room store's )?file"):
        open_room(tmp_path)
    with pytest.raises(RoomError, match="no folder"):
        open_room(tmp_path / "missing" / "room.db")


def test_a_database_that_cannot_be_reached_gives_a_sentence_without_the_password():
    with socket_closed() as port:
        started = time.monotonic()
        with pytest.raises(RoomUnreachable) as caught:
            open_room(f"postgresql://ada:s3cret@127.0.0.1:{port}/room", timeout=3)
    message = str(caught.value)
    assert "cannot be reached" in message and "s3cret" not in message and "\n" not in message
    assert time.monotonic() - started < 10


def test_a_dropped_connection_says_so_once_and_the_next_call_connects_again(postgres_url):
    import psycopg

    with open_room(fresh_schema(postgres_url)) as room, psycopg.connect(postgres_url, autocommit=True) as admin:
        room.join("Ada")
        admin.execute("SELECT pg_terminate_backend(pid) FROM pg_stat_activity "
                      "WHERE application_name = 'charleston-lessons'")  # as when the server restarts
        with pytest.raises(RoomUnreachable) as caught:
            room.learners()
        assert "could not be read or written" in str(caught.value)
        assert [person.name for person in room.learners()] == ["Ada"]


def test_an_address_of_another_kind_is_refused_without_its_password():
    with pytest.raises(RoomError) as caught:
        open_room("mysql://ada:s3cret@db.example/room")
    assert "s3cret" not in str(caught.value) and "mysql://ada:***@db.example/room" in str(caught.value)


def test_a_closed_store_says_so(tmp_path):
    room = RoomStore(tmp_path / "room.db")
    room.close()
    room.close()  # twice is harmless
    with pytest.raises(RoomError, match="has been closed"):
        room.learners()


def test_a_sentence_of_the_store_speaks_malay(tmp_path):
    with open_room(tmp_path / "room.db") as room, speaking("ms"):
        with pytest.raises(RoomError) as caught:
            room.rejoin("ZZZZZZ")
    assert "ZZZZZZ" in str(caught.value) and "No one" not in str(caught.value)


def test_a_room_holds_at_most_its_learners(tmp_path, monkeypatch):
    import charleston_lessons.room_store as store

    monkeypatch.setattr(store, "MAX_LEARNERS", 2)
    with open_room(tmp_path / "room.db") as room:
        room.join("A")
        room.join("B")
        with pytest.raises(RoomError, match="already has 2 learners"):
            room.join("C")
    assert MAX_LEARNERS >= 40


class socket_closed:
    """A port on 127.0.0.1 that nothing listens on (bound, never listening, then released)."""

    def __enter__(self) -> int:
        import socket

        self.probe = socket.socket()
        self.probe.bind(("127.0.0.1", 0))
        return self.probe.getsockname()[1]

    def __exit__(self, *exc: object) -> None:
        self.probe.close()


# --------------------------------------------------------------------------- bad input


@pytest.fixture(scope="module")
def store(tmp_path_factory):
    with open_room(tmp_path_factory.mktemp("room") / "room.db") as room:
        room.join("Ada")
        yield room


def _short_sentence(error: BaseException) -> None:
    message = str(error)
    assert isinstance(error, ValueError) and 0 < len(message) <= 300 and "\n" not in message, message


HOSTILE = st.one_of(
    st.none(), st.booleans(), st.integers(), st.floats(), st.binary(max_size=10),
    st.lists(st.text(max_size=5), max_size=3), st.dictionaries(st.text(max_size=5), st.integers(), max_size=3),
    st.builds(object),
)
_CONTROL = "\x00\n\r\t\x1b\x7f\u2028"
BAD_NAMES = st.one_of(
    HOSTILE,
    st.just(""), st.just("   "), st.text(min_size=61, max_size=200).filter(lambda t: len(t.strip()) > 60),
    st.tuples(st.text(max_size=10), st.sampled_from(_CONTROL), st.text(max_size=10)).map("".join)
    .filter(lambda t: any(c in t.strip() for c in _CONTROL)),
)
_CODE_CHARS = set(CODE_ALPHABET)
BAD_CODES = st.one_of(
    HOSTILE,
    st.text(max_size=60).filter(
        lambda t: not (len(c := t.replace(" ", "").replace("-", "").upper()) == CODE_LENGTH and set(c) <= _CODE_CHARS)),
    st.text(alphabet="01ILOU", min_size=CODE_LENGTH, max_size=CODE_LENGTH),
)
BAD_URLS = st.one_of(
    HOSTILE,
    st.just(""), st.just("  "), st.just("x" * 5_000), st.just("a\x00b"),
    st.sampled_from(["sqlite://", "sqlite://relative.db", "sqlite:///", "mysql://h/db", "http://example/x",
                     ".", "..", "/", "missing-folder/room.db"]),
    st.tuples(st.sampled_from(["ftp", "redis", "mongodb", "file", "s3"]), st.text(string.ascii_letters, max_size=8))
    .map(lambda p: f"{p[0]}://{p[1]}"),
)
BAD_MOVES = st.one_of(
    HOSTILE.filter(lambda v: not isinstance(v, dict)),
    st.dictionaries(st.integers(), st.integers(), min_size=1, max_size=3),
    st.dictionaries(st.text(max_size=5), st.sampled_from([float("nan"), float("inf"), object(), {1, 2}, b"x"]),
                    min_size=1, max_size=3),
    st.just({"tiles": "5B" * 5_000}),
    st.just({"nested": {1: "a"}}),
)

FAST = settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])


@FAST
@given(BAD_NAMES)
def test_a_bad_name_is_a_value_error_with_a_short_sentence(store, name):
    for call in (store.join, store.find):
        with pytest.raises(RoomError) as caught:
            call(name)
        _short_sentence(caught.value)


@FAST
@given(BAD_CODES)
def test_a_bad_code_is_a_value_error_with_a_short_sentence(store, code):
    for call in (store.rejoin, store.table, store.moves, store.attempts, store.seated):
        with pytest.raises(RoomError) as caught:
            call(code)
        _short_sentence(caught.value)


@FAST
@given(BAD_CODES)
def test_a_bad_learner_to_export_or_forget_is_a_value_error_with_a_short_sentence(store, code):
    before = [learner.name for learner in store.learners()]
    for call in (store.export_learner, store.forget):
        with pytest.raises(RoomError) as caught:
            call(code)
        _short_sentence(caught.value)
    assert [learner.name for learner in store.learners()] == before


_SEAT_NAMES = ("east", "south", "west", "north")


@FAST
@given(st.one_of(HOSTILE, st.just(float("nan")), st.just(-1.0), st.just(1e12)),
       st.sampled_from(["seat", "now", "table", "learner"]))
def test_a_bad_seat_time_table_or_learner_for_a_seat_is_a_value_error_with_a_short_sentence(store, table, bad, which):
    ada = store.learners()[0]
    if which == "seat" and (bad is None or isinstance(bad, str) and bad.strip().lower() in _SEAT_NAMES):
        return  # a good seat (None: the first free one)
    if which == "now" and (bad is None or type(bad) in (int, float) and 0 <= bad <= 1e11):
        return  # a good time
    calls = {
        "seat": [lambda: store.sit(table, ada, bad)],
        "now": [lambda: store.sit(table, ada, now=bad), lambda: store.heartbeat(table, ada, now=bad),
                lambda: store.excuse(table, now=bad)],
        "table": [lambda: store.sit(bad, ada), lambda: store.heartbeat(bad, ada), lambda: store.leave(bad, ada),
                  lambda: store.seated(bad), lambda: store.excuse(bad)],
        "learner": [lambda: store.sit(table, bad), lambda: store.heartbeat(table, bad), lambda: store.leave(table, bad)],
    }[which]
    for call in calls:
        with pytest.raises(RoomError) as caught:
            call()
        _short_sentence(caught.value)


@FAST
@given(BAD_URLS)
def test_a_bad_url_is_a_value_error_with_a_short_sentence(tmp_path, monkeypatch, url):
    monkeypatch.chdir(tmp_path)
    with pytest.raises(RoomError) as caught:
        open_room(url)
    _short_sentence(caught.value)
    assert not any(Path(tmp_path).iterdir())  # nothing made


@pytest.fixture(scope="module")
def table(store) -> str:
    return store.create_table(1)


@FAST
@given(BAD_MOVES, st.one_of(st.just(1), HOSTILE))
def test_a_bad_move_or_number_is_a_value_error_with_a_short_sentence(store, table, move, seq):
    with pytest.raises(ValueError) as caught:
        store.append_move(table, seq, move)
    _short_sentence(caught.value)
    assert store.moves(table) == []


@FAST
@given(BAD_MOVES.filter(lambda m: m is not None))
def test_bad_table_settings_are_a_value_error_with_a_short_sentence(store, settings_):
    with pytest.raises(ValueError) as caught:
        store.create_table(2, settings_)
    _short_sentence(caught.value)


@pytest.mark.parametrize("address", ["South", "K7M-P2Q", "V48YN4", "Ada", "room", "notes.txt", "room.db.bak",
                                     "sqlite:///learners"])
def test_an_address_that_names_no_room_file_and_no_url_is_refused_and_makes_no_file(tmp_path, monkeypatch, address):
    """A seat's name or a learner's code given as the room made a SQLite file of that name here."""
    monkeypatch.chdir(tmp_path)
    with pytest.raises(RoomError) as caught:
        open_room(address)
    assert "postgresql://" in str(caught.value) and len(str(caught.value)) < 300
    assert list(tmp_path.iterdir()) == []


@pytest.mark.parametrize("name", ["room.db", "ROOM.DB", "club.sqlite", "club.sqlite3", "club.db3"])
def test_a_room_file_by_any_of_sqlites_usual_names_is_taken(tmp_path, name):
    with open_room(tmp_path / name) as room:
        assert room.join("Ada").name == "Ada"
    with open_room(f"sqlite:///{tmp_path / name}") as room:
        assert [learner.name for learner in room.learners()] == ["Ada"]


# --------------------------------------------------------------------------- two forms of code


def _typed_as(code: str, spaces: list[int], lower: bool, dash: bool) -> str:
    """`code` as someone might type it: any case, with or without its dash, spaces put in."""
    text = code.lower() if lower else code
    text = text if dash else text.replace("-", "")
    for at in spaces:
        text = text[:at % (len(text) + 1)] + " " + text[at % (len(text) + 1):]
    return text


LEARNER_CODES = st.text(alphabet=CODE_ALPHABET, min_size=CODE_LENGTH, max_size=CODE_LENGTH).map(
    lambda c: f"{c[:3]}-{c[3:]}")
TABLE_CODES = st.text(alphabet=CODE_ALPHABET, min_size=TABLE_CODE_LENGTH, max_size=TABLE_CODE_LENGTH).map(
    lambda c: f"T-{c}")
TYPING = (st.lists(st.integers(0, 20), max_size=3), st.booleans(), st.booleans())


@settings(max_examples=300, deadline=None)
@given(LEARNER_CODES, TABLE_CODES, *TYPING)
def test_no_learner_code_is_ever_a_table_code_nor_the_reverse(learner, table, spaces, lower, dash):
    typed_learner, typed_table = _typed_as(learner, spaces, lower, dash), _typed_as(table, spaces, lower, dash)
    assert code_kind(typed_learner) == "learner" and code_kind(typed_table) == "table"
    squeeze = lambda t: t.replace(" ", "").replace("-", "").upper()  # noqa: E731
    assert squeeze(typed_learner) != squeeze(typed_table)  # and so no code reads as both


def test_tables_get_their_own_form_of_code_and_learners_keep_theirs(url):
    with open_room(url) as room:
        codes = [room.create_table(seed) for seed in range(30)]
        learners = [room.join(f"Learner {n}") for n in range(30)]
        for code in codes:
            assert code_kind(code) == "table" and code.startswith("T-") and len(code) == 2 + TABLE_CODE_LENGTH
            assert set(code[2:]) <= set(CODE_ALPHABET)
            assert room.table(code.lower().replace("-", " ")).code == code  # as read out
            with pytest.raises(RoomError, match="is not a learner's code"):
                room.rejoin(code)  # a table's code is never a learner's
        for learner in learners:
            assert code_kind(learner.code) == "learner"
            with pytest.raises(RoomError, match="There is no table"):
                room.table(learner.code)


def test_a_room_made_before_table_codes_had_their_own_form_still_reads_its_tables(tmp_path):
    where = tmp_path / "room.db"
    with open_room(where) as room:
        room.join("Ada")
    with sqlite3.connect(where) as db:  # a table as older rooms made them: six characters
        db.execute("INSERT INTO room_tables (code, seed, created, settings) VALUES ('V48YN4', 7, 1.0, '{}')")
    with open_room(where) as room:
        assert room.table("v48-yn4").code == "V48YN4" and room.table(" V48 YN4 ").seed == 7
        room.append_move("v48yn4", 1, {"seat": "East"})
        assert room.moves("V48YN4") == [(1, {"seat": "East"})]
        assert code_kind("V48YN4") == "learner"  # by its form alone: the room says it is a table
    assert stored_table_code("v48-yn4") == "V48YN4" and stored_table_code(" t 4kx9 ") == "T-4KX9"
    with pytest.raises(RoomError, match="is not a table code"):
        stored_table_code("T-4KX")


@pytest.mark.parametrize("typed", ["", "T-", "T-4KX", "T-4KX999", "X-4KX9", "T-4KO9", "T-1KX9", "K7M-P2", 42, None])
def test_code_kind_says_nothing_for_what_is_neither_form(typed):
    assert code_kind(typed) is None
