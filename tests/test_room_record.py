"""A learner's own record in a workshop's room (room_record.RoomRecord), on both databases, real
ones: a SQLite file, and a PostgreSQL server the tests start (tests/postgres.py).

Answers given before a name wait and go to the learner's record when they join; a room that does
not answer (a write lock another connection holds, a folder not there yet, a port nothing listens
on) keeps every answer in memory with one sentence, never raises, and writes them when it answers
again; 20 learner processes answering at once through the course, as lesson pages do, each keep
every answer and only their own.
"""

from __future__ import annotations

import sqlite3
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import room_workers
from charleston_lessons import room_record
from charleston_lessons.exercises import Outcome
from charleston_lessons.messages import say, speaking
from charleston_lessons.progress import Attempt, LearnerRecord, ProgressError, read_export
from charleston_lessons.room_record import RoomRecord, naming, shown_code
from charleston_lessons.room_store import CODE_LENGTH, RoomError, RoomUnreachable, open_room
from postgres import fresh_schema, postgres_url  # noqa: F401 - postgres_url is a fixture
from unwritable import unwritable

LEARNERS = 20
ANSWERS = 15
REPO = Path(__file__).resolve().parents[1]


@pytest.fixture(params=["sqlite", "postgresql"])
def url(request, tmp_path) -> str:
    """A new, empty room store's URL on each database."""
    if request.param == "sqlite":
        return f"sqlite:///{tmp_path / 'room.db'}"
    return fresh_schema(request.getfixturevalue("postgres_url"))


@pytest.fixture
def quick_retries(monkeypatch):
    """Answers that wait are tried again every 50 ms (3 s in a kernel)."""
    monkeypatch.setattr(room_record, "RETRY_SECONDS", 0.05)


def attempt(exercise: str, ok: bool = True, when: float = 1_000.0, hints: int = 0) -> Attempt:
    return Attempt(exercise, Outcome.CORRECT if ok else Outcome.INCORRECT, when, hints)


def until(condition, seconds: float = 20.0) -> None:
    deadline = time.monotonic() + seconds
    while not condition():
        assert time.monotonic() < deadline, "waited too long"
        time.sleep(0.02)


# --------------------------------------------------------------------------- who the learner is


def test_answers_before_a_name_wait_and_go_to_the_record_of_whoever_joins(url):
    record = RoomRecord(url)
    assert isinstance(record, LearnerRecord)  # what the course and its widgets take
    assert record.who() is None and "give your name" in record.where
    assert record.record(attempt("lesson-1/a", ok=False, when=1.0)) is False
    assert record.notice == say("room_record.nobody") and record.in_memory
    assert [a.exercise_id for a in record.attempts()] == ["lesson-1/a"]  # it counts on the page
    ada = record.join("Ada")
    assert len(ada.code) == CODE_LENGTH and record.who() == ada
    assert (record.notice, record.in_memory) == ("", False)
    assert record.record(attempt("lesson-1/b", when=2.0)) is True
    assert record.where == "Your answers are kept in the workshop's room, in the record of Ada."
    with open_room(url) as room:
        assert [a.exercise_id for a in room.attempts(ada)] == ["lesson-1/a", "lesson-1/b"]
    record.close()


def test_another_kernel_carries_on_by_code_and_each_learner_sees_only_their_own(url):
    first, second = RoomRecord(url), RoomRecord(url)
    ada, bo = first.join("Ada"), second.join("Bo")
    first.record(attempt("lesson-1/a", when=1.0))
    second.record(attempt("lesson-1/a", ok=False, when=2.0))
    again = RoomRecord(url)  # another page of Ada's, or her phone
    assert again.rejoin(f" {ada.code[:3].lower()}-{ada.code[3:]} ") == ada
    again.record(attempt("lesson-2/b", when=3.0))
    assert [a.exercise_id for a in first.attempts()] == ["lesson-1/a", "lesson-2/b"]
    assert first.latest()["lesson-1/a"].outcome is Outcome.CORRECT
    assert [(a.exercise_id, a.outcome) for a in second.attempts()] == [("lesson-1/a", Outcome.INCORRECT)]
    with pytest.raises(RoomError, match="No one in this room has the code"):
        RoomRecord(url).rejoin("ZZZZZZ")
    with pytest.raises(RoomError, match="already has the name"):
        RoomRecord(url).join(" ADA ")
    # A shared device handed on: the page asks again; what Ada gave stays hers.
    first.leave()
    assert first.who() is None and first.attempts() == []
    first.record(attempt("lesson-3/c", when=4.0))
    cy = first.join("Cy")
    assert [a.exercise_id for a in first.attempts()] == ["lesson-3/c"]
    assert [a.exercise_id for a in again.attempts()] == ["lesson-1/a", "lesson-2/b"]
    assert first.rejoin(cy.code) == cy
    for record in (first, second, again):
        record.close()


def test_a_hub_user_is_found_or_joined_by_their_hub_name_in_every_kernel(url):
    first = RoomRecord(url, name="mei")
    assert first.record(attempt("lesson-1/a")) is True  # no form: the hub said who it is
    second = RoomRecord(url, name="MEI")  # case and spacing aside, the same learner
    assert second.who() == first.who() and second.who().name == "mei"
    assert [a.exercise_id for a in second.attempts()] == ["lesson-1/a"]
    first.close()
    second.close()


def test_a_look_alike_a_name_with_what_does_not_show_or_a_lone_surrogate_is_a_sentence(url):
    first = RoomRecord(url)
    ada = first.join("Ada")
    page = RoomRecord(url)
    page.record(attempt("lesson-1/a"))
    for name, said in (("\u0410da", "A learner named Ada is here already"),
                       ("Ada\u200d", "characters that show"), ("\u202eadA", "characters that show"),
                       ("Ada\ud800", "broken character")):
        with pytest.raises(RoomError, match=said):
            page.join(name)
        if "\ud800" in name:
            with pytest.raises(RoomError, match=said):
                RoomRecord(url, name=name)  # a hub name too: never a UnicodeEncodeError
    assert page.who() is None and page.in_memory  # nothing changed: the page asks again
    assert page.join("Ada Lovelace").name == "Ada Lovelace"
    with open_room(url) as room:
        assert [learner.name for learner in room.learners()] == ["Ada", "Ada Lovelace"]
        assert room.find("Ada") == ada
    first.close()
    page.close()


def test_a_hub_name_in_either_unicode_form_is_one_learner(url):
    composed = RoomRecord(url, name="Zoé")
    decomposed = RoomRecord(url, name="Zoe\u0301")
    assert composed.who() == decomposed.who() and composed.who().name == "Zoé"
    composed.close()
    decomposed.close()


def test_a_room_that_cannot_be_written_keeps_answers_in_memory_and_says_why(tmp_path, quick_retries):
    path = tmp_path / "room.db"
    ada = RoomRecord(path, timeout=0.2).join("Ada")
    record = RoomRecord(path, timeout=0.2)  # a page opened once the file cannot be written
    with unwritable(path):
        assert record.rejoin(ada.code) == ada  # reading works
        assert record.record(attempt("lesson-1/a")) is False  # never raises into the page
        assert record.notice == say("room_record.waiting") and record.in_memory
        assert "cannot be written" in record.problem and "try again in a moment" not in record.problem
    until(lambda: not record.in_memory)  # writable again: the answer is written
    with open_room(path) as room:
        assert [a.exercise_id for a in room.attempts(ada)] == ["lesson-1/a"]
    record.close()


def test_many_kernels_of_one_hub_user_starting_at_once_make_one_learner(url):
    records = [RoomRecord(url, name="tan") for _ in range(6)]
    import threading

    threads = [threading.Thread(target=record.who) for record in records]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(30)
    assert len({record.learner.code for record in records}) == 1
    with open_room(url) as room:
        assert [person.name for person in room.learners()] == ["tan"]
    for record in records:
        record.close()


# --------------------------------------------------------------------------- the overview's buttons


def test_import_counts_nothing_twice_export_reads_back_and_reset_erases_nothing(url, tmp_path):
    record = RoomRecord(url)
    record.join("Ada")
    record.record(attempt("lesson-1/a", when=1.0))
    brought = [attempt("lesson-1/a", when=1.0), attempt("lesson-2/b", when=2.0), attempt("lesson-2/b", when=2.0)]
    assert record.merge(brought) == 1 and record.merge(brought) == 0
    assert [a.exercise_id for a in record.attempts()] == ["lesson-1/a", "lesson-2/b"]
    name, attempts = read_export(record.export("Ada L.", tmp_path / "progress-ada.json"))
    assert name == "Ada L." and attempts == record.attempts()
    assert b'"learner":"Ada L."' in record.export_bytes("Ada L.")
    assert record.reset() is None and record.notice == say("room_record.no_reset")
    assert len(record.attempts()) == 2
    with pytest.raises(ProgressError):
        record.export("", tmp_path / "x.json")
    record.close()


# --------------------------------------------------------------------------- a room that does not answer


def test_a_room_whose_writes_are_locked_keeps_answers_in_memory_and_writes_them_after(tmp_path, quick_retries):
    path = tmp_path / "room.db"
    record = RoomRecord(path, timeout=0.2)
    ada = record.join("Ada")
    changed = []
    record.on_change(lambda: changed.append(record.in_memory))
    holder = sqlite3.connect(path, isolation_level=None)
    holder.execute("BEGIN EXCLUSIVE")  # another program holds the write lock
    try:
        for n in range(3):
            assert record.record(attempt("lesson-1/a", when=float(n))) is False  # never raises
        assert record.notice == say("room_record.waiting") and record.in_memory
        assert len(record.attempts()) == 3  # they count on the page meanwhile
        assert "could not be read or written" in record.problem
    finally:
        holder.execute("COMMIT")
        holder.close()
    until(lambda: not record.in_memory)
    until(lambda: changed)  # the views were told
    assert record.notice == ""
    with open_room(path) as room:
        assert [a.when for a in room.attempts(ada)] == [0.0, 1.0, 2.0]  # each once, in order
    record.close()


def test_a_room_that_is_not_there_yet_keeps_a_hub_users_answers_until_it_is(tmp_path, quick_retries):
    folder = tmp_path / "later"
    record = RoomRecord(folder / "room.db", name="mei", timeout=0.2)
    assert record.record(attempt("lesson-1/a")) is False
    assert record.who() is None and record.notice == say("room_record.waiting")
    with pytest.raises(RoomUnreachable):
        RoomRecord(folder / "room.db").join("Bo")  # a name typed now: said, and asked again
    folder.mkdir()
    until(lambda: not record.in_memory)
    assert record.who().name == "mei" and record.notice == ""
    with open_room(folder / "room.db") as room:
        assert [a.exercise_id for a in room.attempts(record.who())] == ["lesson-1/a"]
    record.close()


def test_a_code_given_while_the_room_is_away_is_checked_when_it_answers(tmp_path, quick_retries):
    path = tmp_path / "room.db"
    with open_room(path) as room:
        ada = room.join("Ada")
    record = RoomRecord(path, timeout=0.2)
    holder = sqlite3.connect(path, isolation_level=None)
    holder.execute("BEGIN EXCLUSIVE")
    try:
        with pytest.raises(RoomUnreachable):
            record.rejoin(ada.code)
        assert record.wanted_code == ada.code and record.who() is None
        record.record(attempt("lesson-1/a"))
    finally:
        holder.execute("ROLLBACK")
        holder.close()
    until(lambda: not record.in_memory)
    assert record.who() == ada and record.wanted_code is None
    record.close()


def test_a_postgresql_room_that_cannot_be_reached_never_raises_into_the_page():
    import socket

    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
        record = RoomRecord(f"postgresql://ada:s3cret@127.0.0.1:{port}/room", name="ada", timeout=1)
        started = time.monotonic()
        assert record.record(attempt("lesson-1/a")) is False
        assert record.record(attempt("lesson-1/b")) is False  # the second waits on nothing
        assert [a.exercise_id for a in record.attempts()] == ["lesson-1/a", "lesson-1/b"]
        assert record.notice == say("room_record.waiting") and "s3cret" not in record.problem
        assert time.monotonic() - started < 5
    record.close()


def test_a_locked_postgresql_table_keeps_answers_in_memory_until_it_is_let_go(postgres_url, quick_retries):
    import psycopg

    url = fresh_schema(postgres_url)
    record = RoomRecord(url, timeout=1)
    ada = record.join("Ada")
    schema = url.rsplit("%3D", 1)[1]
    with psycopg.connect(postgres_url) as admin:
        admin.execute(f'LOCK TABLE "{schema}".room_attempts IN ACCESS EXCLUSIVE MODE')
        assert record.record(attempt("lesson-1/a")) is False  # waited 1 s for the lock, then kept
        assert record.in_memory and record.notice == say("room_record.waiting")
        admin.rollback()
    until(lambda: not record.in_memory)
    with open_room(url) as room:
        assert [a.exercise_id for a in room.attempts(ada)] == ["lesson-1/a"]
    record.close()


def test_a_kernel_that_stops_with_answers_waiting_writes_them_as_it_exits(tmp_path):
    path = tmp_path / "room.db"
    with open_room(path) as room:
        ada = room.join("Ada")
    child = textwrap.dedent(f"""
        import sqlite3
        from charleston_lessons.exercises import Outcome
        from charleston_lessons.progress import Attempt
        from charleston_lessons.room_record import RoomRecord
        record = RoomRecord({str(path)!r}, timeout=0.2)
        record.rejoin({ada.code!r})
        holder = sqlite3.connect({str(path)!r}, isolation_level=None)
        holder.execute("BEGIN EXCLUSIVE")
        saved = [record.record(Attempt("lesson-1/a", Outcome.CORRECT, float(n))) for n in range(3)]
        holder.execute("COMMIT")
        print(saved, record.in_memory)
    """)  # then it exits at once, long before a retry
    done = subprocess.run([sys.executable, "-c", child], capture_output=True, text=True, timeout=60,
                          cwd=REPO, env={"PYTHONPATH": str(REPO), "PATH": "/usr/bin:/bin"})
    assert done.stdout.strip() == "[False, False, False] True", done.stderr
    with open_room(path) as room:
        assert [a.when for a in room.attempts(ada)] == [0.0, 1.0, 2.0]


def test_a_closed_record_refuses_the_room_with_a_sentence_and_keeps_the_answer(tmp_path):
    record = RoomRecord(tmp_path / "room.db")
    record.join("Ada")
    record.close()
    assert record.record(attempt("lesson-1/a")) is False and record.in_memory
    with pytest.raises(RoomError, match="has been closed"):
        record.join("Bo")


# --------------------------------------------------------------------------- many learners at once



def test_twenty_learners_answering_at_once_in_a_workshop_each_keep_every_answer_and_only_theirs(url):
    reported = room_workers.spawned(room_workers.workshop_learner,
                        [(url, f"Learner {n}", ANSWERS) for n in range(LEARNERS)])
    with open_room(url) as room:
        everyone = room.room_attempts()
        assert sorted(everyone) == sorted(name for name, *_ in reported)
        for name, code, given_, saved in reported:
            assert saved == ANSWERS  # each answer after the name reached the room at once
            mine = [a.to_json() for a in everyone[name]]
            assert sorted(mine, key=lambda a: a["time"]) == sorted(given_, key=lambda a: a["time"])
            assert room.attempts(code) == everyone[name]
        every_answer = [a.to_json()["time"] for answers in everyone.values() for a in answers]
        assert len(every_answer) == len(set(every_answer)) == LEARNERS * (ANSWERS + 2)  # none in two records


# --------------------------------------------------------------------------- small things


def test_a_code_is_shown_in_two_halves_and_a_name_is_never_translated():
    assert shown_code("k7mp2q") == "K7M-P2Q"
    with speaking("ms"):
        sentence = naming("learner.you_are", "East", code="K7M-P2Q")
    assert "East" in sentence and "Timur" not in sentence and "K7M-P2Q" in sentence


# --------------------------------------------------------------------------- bad input


def _short_sentence(error: BaseException) -> None:
    message = str(error)
    assert isinstance(error, ValueError) and 0 < len(message) <= 300 and "\n" not in message, message


@pytest.fixture(scope="module")
def known(tmp_path_factory):
    record = RoomRecord(tmp_path_factory.mktemp("room") / "room.db")
    record.join("Ada")
    yield record
    record.close()


HOSTILE = st.one_of(st.none(), st.booleans(), st.integers(), st.floats(), st.binary(max_size=10),
                    st.lists(st.text(max_size=5), max_size=3), st.builds(object))
_CONTROL = "\x00\n\r\t\x1b\x7f\u2028"
BAD_NAMES = st.one_of(
    HOSTILE, st.just(""), st.just("   "), st.text(min_size=61, max_size=200).filter(lambda t: len(t.strip()) > 60),
    st.tuples(st.text(max_size=10), st.sampled_from(_CONTROL), st.text(max_size=10)).map("".join)
    .filter(lambda t: any(c in t.strip() for c in _CONTROL)),
)
BAD_CODES = st.one_of(HOSTILE, st.text(max_size=60).filter(lambda t: len(t.replace("-", "").strip()) != CODE_LENGTH),
                      st.text(alphabet="01ILOU", min_size=CODE_LENGTH, max_size=CODE_LENGTH))
FAST = settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])


@FAST
@given(BAD_NAMES)
def test_a_bad_name_is_a_value_error_with_a_short_sentence(known, name):
    with pytest.raises(RoomError) as caught:
        known.join(name)
    _short_sentence(caught.value)
    if name is not None:  # None: no hub name (the page asks)
        with pytest.raises(ValueError) as caught:
            RoomRecord("room.db", name=name)
        _short_sentence(caught.value)
    assert known.who().name == "Ada"  # nothing changed


@FAST
@given(BAD_CODES)
def test_a_bad_code_is_a_value_error_with_a_short_sentence(known, code):
    with pytest.raises(RoomError) as caught:
        known.rejoin(code)
    _short_sentence(caught.value)
    assert known.who().name == "Ada"


@FAST
@given(st.one_of(HOSTILE, st.just(""), st.just("mysql://h/db"), st.just("sqlite://relative.db")),
       st.one_of(st.just(5.0), HOSTILE.filter(lambda v: not isinstance(v, float) or not 0 < v <= 60)))
def test_a_bad_url_or_timeout_is_a_value_error_with_a_short_sentence(tmp_path, url, timeout):
    with pytest.raises(ValueError) as caught:
        RoomRecord(url, timeout=timeout)
    _short_sentence(caught.value)


@FAST
@given(st.one_of(HOSTILE, st.text(max_size=20)))
def test_what_is_not_an_attempt_is_refused_and_never_written(known, value):
    before = known.attempts()
    with pytest.raises(ValueError) as caught:
        known.record(value)
    _short_sentence(caught.value)
    with pytest.raises(ValueError):
        known.merge([value])
    assert known.attempts() == before


class _TouchyWait(int):
    """A wait whose comparisons and conversions raise: only its plain value may be read."""

    def _refuse(self, *_args, **_kwargs):
        raise RuntimeError("hostile comparison")

    __lt__ = __le__ = __gt__ = __ge__ = __eq__ = __ne__ = __float__ = __int__ = __index__ = _refuse
    __hash__ = int.__hash__


@pytest.mark.parametrize("wait", [_TouchyWait(-1), _TouchyWait(10**9), -1, float("nan"), float("inf"), True, "1", [1]])
def test_a_bad_wait_for_flush_is_refused_with_a_sentence(tmp_path, wait):
    """API.md: a `ValueError` naming `wait`, never the caller's own comparison error."""
    record = RoomRecord(f"sqlite:///{tmp_path / 'room.db'}", name="Ana")
    record.record(attempt("lesson-1/set-size"))
    with pytest.raises(ValueError) as caught:
        record.flush(wait)
    assert "wait" in str(caught.value) and len(str(caught.value)) < 300


def test_a_wait_of_an_int_subclass_is_read_as_its_plain_number(tmp_path):
    """Only the plain value is read: the subclass's raising comparisons never run."""
    record = RoomRecord(f"sqlite:///{tmp_path / 'room.db'}", name="Ana")
    record.record(attempt("lesson-1/set-size"))
    assert record.flush(_TouchyWait(2)) is True
    record.record(attempt("lesson-1/code-9-crak"))
    assert record.flush(0.5) is True
