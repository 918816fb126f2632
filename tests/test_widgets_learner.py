"""The learner's card at the top of a workshop page, without a browser: what the page sends
(join, rejoin, leave) and what the kernel answers in the traits and messages."""

from __future__ import annotations

import sqlite3
import time

import pytest

import fuzzing
from charleston_lessons import room_record
from charleston_lessons.exercises import Outcome
from charleston_lessons.messages import say, speaking
from charleston_lessons.progress import Attempt
from charleston_lessons.room_record import RoomRecord, shown_code
from charleston_lessons.room_store import open_room
from charleston_lessons.widgets.learner import LearnerCard


@pytest.fixture
def room(tmp_path) -> str:
    return str(tmp_path / "room.db")


def card_of(record: RoomRecord) -> tuple[LearnerCard, list]:
    """A card and the custom messages it sends to the page."""
    card = LearnerCard(record)
    sent: list = []
    card.send = sent.append  # what would go to the page (no comm here)
    return card, sent


def press(card: LearnerCard, **content) -> None:
    """What the page's buttons send."""
    card._message(card, content, [])


def until(condition, seconds: float = 20.0) -> None:
    deadline = time.monotonic() + seconds
    while not condition():
        assert time.monotonic() < deadline, "waited too long"
        time.sleep(0.02)


def test_a_new_page_asks_and_a_name_gives_the_learner_their_code(room):
    record = RoomRecord(room)
    card, _sent = card_of(record)
    assert (card.name, card.code, card.message, card.hub) == ("", "", "", False)
    assert card.room == record.room_id and room not in card.room  # a fingerprint, never the address
    assert card.words["name_label"] == "Your name" and card.words["code_label"] == "Your code"
    # The learner's own code is asked for only under "Coming back on another device?".
    assert card.words["elsewhere"] == "Coming back on another device?" and card.asks
    assert card.words["code_placeholder"] == "such as K7M-P2Q" and "T-" not in card.words["code_placeholder"]
    assert card.words["not_you"] == "Not {name}?" and repr(card) == say("learner.repr")
    record.record(Attempt("lesson-1/a", Outcome.CORRECT, 1.0))  # answered before the name
    press(card, action="join", name="  Ada ")
    ada = record.who()
    assert (card.name, card.code, card.problem) == ("Ada", shown_code(ada.code), False)
    assert card.message == f"You are Ada. Your code is {card.code}: type it on another device to carry on."
    with open_room(room) as store:
        assert [a.exercise_id for a in store.attempts(ada)] == ["lesson-1/a"]


def test_a_taken_name_a_bad_name_and_a_wrong_code_each_get_one_sentence(room):
    first, _ = card_of(RoomRecord(room))
    press(first, action="join", name="Ada")
    card, sent = card_of(RoomRecord(room))
    for content, sentence in [
        ({"action": "join", "name": "ADA"}, "already has the name"),
        ({"action": "join", "name": ""}, "A name is 1 to 60 characters"),
        ({"action": "join", "name": 42}, "A name is 1 to 60 characters"),
        ({"action": "rejoin", "code": "ZZZ-ZZZ"}, "No one in this room has the code ZZZZZZ"),
        ({"action": "rejoin", "code": "hello"}, "is not a learner's code"),
    ]:
        press(card, **content)
        assert card.problem and sentence in card.message and "\n" not in card.message, card.message
        assert card.name == "" and card.record.who() is None
    assert sent == []  # nothing for the page to forget: it never remembered these


def test_another_page_knows_the_learner_from_the_code_the_browser_remembers(room):
    first, _ = card_of(RoomRecord(room))
    press(first, action="join", name="Ada")
    second, sent = card_of(RoomRecord(room))  # another page: a kernel of its own
    press(second, action="rejoin", code=first.code, remembered=True)
    assert (second.name, second.code, second.problem) == ("Ada", first.code, False)
    assert second.record.who() == first.record.who() and sent == []
    press(second, action="rejoin", code=first.code, remembered=True)  # a second view: no change
    assert second.name == "Ada"


def test_a_remembered_code_this_room_does_not_know_is_quietly_forgotten(room):
    card, sent = card_of(RoomRecord(room))
    press(card, action="rejoin", code="ZZZZZZ", remembered=True)
    assert sent == [{"forget": True}] and (card.message, card.problem, card.name) == ("", False, "")


def test_not_you_hands_the_page_on_and_the_next_person_gets_their_own_record(room):
    card, _ = card_of(RoomRecord(room))
    press(card, action="join", name="Ada")
    ada = card.record.who()
    card.record.record(Attempt("lesson-1/a", Outcome.CORRECT, 1.0))
    press(card, action="leave")
    assert (card.name, card.code, card.message) == ("", "", "") and card.record.who() is None
    press(card, action="join", name="Bo")
    card.record.record(Attempt("lesson-1/b", Outcome.CORRECT, 2.0))
    with open_room(room) as store:
        everyone = store.room_attempts()
    assert [a.exercise_id for a in everyone["Ada"]] == ["lesson-1/a"] and ada.name == "Ada"
    assert [a.exercise_id for a in everyone["Bo"]] == ["lesson-1/b"]


def test_a_hub_user_sees_who_they_are_with_no_form_and_cannot_be_handed_on(room):
    card, _ = card_of(RoomRecord(room, name="mei"))
    assert card.hub and card.name == "mei" and card.code == ""  # no code: the hub's sign-in is enough
    assert card.message == say("learner.hub", name="mei")
    press(card, action="leave")
    assert card.name == "mei" and card.record.who().name == "mei"


def test_a_room_away_says_so_and_a_waiting_code_is_shown_or_forgotten_when_it_answers(room, monkeypatch):
    monkeypatch.setattr(room_record, "RETRY_SECONDS", 0.05)
    with open_room(room) as store:
        ada = store.join("Ada")
    holder = sqlite3.connect(room, isolation_level=None)
    holder.execute("BEGIN EXCLUSIVE")
    try:
        card, sent = card_of(RoomRecord(room, timeout=0.2))
        press(card, action="join", name="Bo")
        assert card.problem and card.message == say("learner.unreachable")
        press(card, action="rejoin", code=ada.code, remembered=True)
        assert card.message == say("learner.unreachable") and card.name == ""
        other, other_sent = card_of(RoomRecord(room, timeout=0.2))
        press(other, action="rejoin", code="ZZZZZZ", remembered=True)
    finally:
        holder.execute("COMMIT")
        holder.close()
    until(lambda: card.name == "Ada")  # the retry found her: the card says so by itself
    assert not card.problem and card.code == shown_code(ada.code) and sent == []
    until(lambda: other_sent == [{"forget": True}])  # no one has that code: the page asks again
    assert other.message == "" and other.name == ""


def test_messages_that_are_not_a_press_are_ignored_and_long_text_is_cut(room):
    card, _ = card_of(RoomRecord(room))
    card._message(card, ["not", "a", "dict"], [])
    press(card, action="dance")
    assert card.message == ""
    press(card, action="join", name="x" * 10_000)
    assert card.problem and len(card.message) < 300


def test_the_card_speaks_malay_on_a_malay_page(room):
    with speaking("ms"):
        card, _ = card_of(RoomRecord(room))
        press(card, action="join", name="Siti")
    assert card.words["name_label"] == "Nama anda" and card.words["start"] == "Mula"
    assert card.message.startswith("Anda ialah Siti.") and card.code in card.message


def test_a_wrong_argument_is_a_sentence_naming_it():
    fuzzing.refused(lambda: LearnerCard(None), "record")
    fuzzing.refused(lambda: LearnerCard("room.db"), "record")


class _NoTruth:
    """A flag whose truth raises: only a real True or False may be taken."""

    def __bool__(self) -> bool:
        raise RuntimeError("hostile __bool__")

    __len__ = __bool__


@pytest.mark.parametrize("remembered", [_NoTruth(), 1, "yes", None])
def test_rejoin_refuses_a_remembered_flag_that_is_not_true_or_false(room, remembered):
    card, _sent = card_of(RoomRecord(room))
    fuzzing.refused(lambda: card.rejoin("ABC123", remembered=remembered), "remembered")


# ---------------------------------------------------------------- one way in (issue 34, item 3)


def test_a_table_code_typed_as_the_learners_own_code_is_said_so(room):
    with open_room(room) as store:
        table = store.create_table(7)
        store._database.write(lambda execute: execute(  # a table as older rooms made them
            "INSERT INTO room_tables (code, seed, created, settings) VALUES ('V48YN4', 7, 1.0, '{}')"))
    record = RoomRecord(room)
    card, _sent = card_of(record)
    for typed in (table, table.lower(), table.replace("-", ""), "V48YN4", "v48-yn4"):
        press(card, action="rejoin", code=typed)
        assert card.problem and card.message.startswith("That is a table code, not yours: type it in Table code")
        assert "No one in this room" not in card.message and record.who() is None
    with speaking("ms"):
        malay, _ = card_of(RoomRecord(room))
        press(malay, action="rejoin", code=table)
        assert malay.message.startswith("Itu kod meja, bukan kod anda")


def test_the_card_asks_nothing_where_another_form_asks(room):
    record = RoomRecord(room)
    card = LearnerCard(record, asks=False)
    assert not card.asks and card.message == ""
    with pytest.raises(ValueError):
        LearnerCard(record, asks="no")
    record.join("Ada")
    assert card.name == "Ada" and card.message.startswith("You are Ada.")  # it still says who the page knows


def test_the_card_puts_the_own_code_behind_a_real_disclosure():
    from pathlib import Path

    import charleston_lessons.widgets.learner as module

    source = Path(module.__file__).with_name("learner.js").read_text(encoding="utf-8")
    assert 'make("details", "cl-learner-elsewhere")' in source and 'make("summary"' in source
    assert "elsewhere.append(summary, rejoin.node)" in source  # the code's form is inside it
    assert source.index("join.node, elsewhere") > 0  # the name's form comes first
