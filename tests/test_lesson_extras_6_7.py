"""The scripted tables of lessons 6 and 7 show what their notebooks say they show."""

from __future__ import annotations

from collections import Counter

from charleston_lessons.exercises import Outcome
from charleston_lessons.lessons import lesson
from charleston_lessons.lessons import l06_stopping_and_courtesy as l06
from charleston_lessons.lessons import l07_jokers as l07
from charleston_lessons.rules import SEATS, Seat
from charleston_lessons.table import (
    CourtesyAgreed,
    JokerReturned,
    PassPlayed,
    StopAnswered,
    Table,
    replay,
)
from charleston_lessons.tiles import parse_tile

JOKER = parse_tile("J")


# ------------------------------------------------------------------ lesson 6


def test_x1_west_alone_stops_and_the_courtesy_pass_follows_pass_3():
    table = l06.stopped_game()
    assert table.passes_done == (1, 2, 3, 7)
    stop = next(e for e in table.log if isinstance(e, StopAnswered))
    assert [seat for seat, wants in stop.answers.items() if wants] == [Seat.WEST]
    assert stop.stopped and table.stopped is True and table.over


def test_c2_c3_each_pair_passes_its_lower_offer_and_a_zero_cancels_one_pair_only():
    table = l06.stopped_game()
    agreed = next(e for e in table.log if isinstance(e, CourtesyAgreed))
    assert agreed.offers == {Seat(seat): n for seat, n in l06.OFFERS.items()}
    assert agreed.counts == {Seat.EAST: 1, Seat.WEST: 1, Seat.SOUTH: 0, Seat.NORTH: 0}
    courtesy = table.log[-1]
    assert isinstance(courtesy, PassPlayed) and courtesy.step == 7
    assert {seat: len(tiles) for seat, tiles in courtesy.own.items()} == agreed.counts
    # C1: it went across, and nothing travelled unseen (C4).
    assert {(m.origin, m.keeper) for m in courtesy.moves} == {(Seat.EAST, Seat.WEST), (Seat.WEST, Seat.EAST)}
    assert not any(m.unseen for m in courtesy.moves)


def test_the_stopped_game_is_the_same_every_time_and_replays():
    first, again = l06.stopped_game(), l06.stopped_game()
    assert first.racks == again.racks
    assert replay(first.log)[-1] == first.racks
    assert {seat: len(rack) for seat, rack in first.racks.items()} == {
        Seat.EAST: 14, Seat.SOUTH: 13, Seat.WEST: 13, Seat.NORTH: 13
    }
    # No blind passes in the scripted first Charleston: the picture shows plain arrows.
    assert not any(m.unseen for e in first.log if isinstance(e, PassPlayed) for m in e.moves)


def test_x3_stopping_after_pass_4_has_started_is_refused():
    verdict = l06.too_late()
    assert not verdict.ok and verdict.rule == "X3"
    assert str(verdict).startswith("X3: Pass 4 has begun")


def test_story_names_the_rule_of_every_event_after_the_deal():
    table = l06.stopped_game()
    told = l06.story(table)
    lines = repr(told).splitlines()
    assert len(lines) == len(table.log) - 1
    assert lines[3] == '- X1: West stopped the second Charleston: one "no" is enough. Next, the courtesy pass.'
    assert "South and North pass nothing" in lines[4]
    assert told.lines[3] == ("X1", 'West stopped the second Charleston: one "no" is enough. Next, the courtesy pass.')


def test_the_story_shows_as_styled_html_that_wraps_between_words_not_a_monospace_log():
    told = l06.story(l06.stopped_game())
    markup = told._repr_html_()
    assert markup.startswith('<div class="cl-told"') and "var(--jp-content-font-family" in markup
    assert "<pre" not in markup and "monospace); font-size: 0.9em" in markup  # only the rule chips
    assert markup.count("<li ") == len(told.lines) and 'title="Rule X1"' in markup


def test_lesson_6_courtesy_pick_grades_count_joker_and_advice():
    pick = lesson(6).exercise("courtesy-pick")
    assert pick.limit == 1
    assert pick.check("9D").outcome is Outcome.CORRECT
    assert pick.check("J").rule == "J1"
    assert pick.check("7C 9D").rule == "C2"
    assert pick.check("GD").rule == "G1"


def test_lesson_6_common_wrong_answers_get_their_own_rule():
    data = lesson(6)
    assert "no vote" in data.exercise("one-no").check("yes").message
    assert data.exercise("too-late").check("yes").rule == "X3"
    assert data.exercise("after-a-stop").check("pass 4, because only East stopped").rule == "X1"
    two = data.exercise("two-pairs")
    assert two.check("nobody passes: East's 0 cancels it for everyone").rule == "C3"
    assert two.check("East and West pass none; South and North pass 3 each").rule == "C2"
    assert data.exercise("blind-7").check("yes").rule == "C4"


# ------------------------------------------------------------------ lesson 7


def test_invented_racks_are_a_legal_deal_with_one_joker_each():
    table = Table(l07.TABLE_RACKS)
    assert [len(table.rack(seat)) for seat in SEATS] == [14, 13, 13, 13]
    assert all(Counter(table.rack(seat))[JOKER] == 1 for seat in SEATS)


def test_j1_a_joker_chosen_on_purpose_is_refused():
    verdict = l07.joker_verdict()
    assert not verdict.ok and verdict.rule == "J1"
    assert str(verdict).startswith("J1: East: Jokers are never passed")
    shown = l07.joker_refused()
    assert shown.lines == ((verdict.rule, verdict.message),)
    assert repr(shown) == f"- {verdict}" and "Jokers are never passed" in shown._repr_html_()


def test_j2_a_joker_passed_by_mistake_comes_back_and_the_red_dragon_goes_instead():
    table = l07.joker_mistake()
    returned = [e for e in table.log if isinstance(e, JokerReturned)]
    assert len(returned) == 1
    event = returned[0]
    assert (event.step, event.seat, event.receiver, str(event.replacement)) == (1, Seat.EAST, Seat.SOUTH, "RD")
    played = table.log[-1]
    assert isinstance(played, PassPlayed) and played.returned == (event,)
    assert sorted(map(str, played.own[Seat.EAST])) == ["9B", "RD", "WD"]
    # Every seat still holds exactly the Joker it was dealt (J1), and the racks replay.
    assert all(Counter(table.rack(seat))[JOKER] == 1 for seat in SEATS)
    assert not any(m.tile.is_joker for m in played.moves)
    assert replay(table.log)[-1] == table.racks
    assert repr(l07.story(table)).splitlines()[0].startswith("- J2: East passed a Joker by mistake")


def test_lesson_7_common_wrong_answers_get_their_own_sentences():
    data = lesson(7)
    agree = data.exercise("by-agreement")
    feedback = agree.check("yes, if both agree")
    assert feedback.rule == "J1" and "no exception" in feedback.message
    assert agree.check("yes, if it goes blind").message != feedback.message
    assert data.exercise("joker-by-mistake").check("I keep it: it reached me fairly").rule == "J2"
    assert data.exercise("rule-or-advice").check("never break a pair").rule == "G3"
    assert data.exercise("break-a-pair").check("no").rule == "G4"
    assert data.exercise("jokers-kept").check(0).rule == "J1"
    assert data.exercise("pick-no-joker").check("J 2C 8C").rule == "J1"


def test_lessons_6_and_7_together_exercise_every_x_c_and_j_rule():
    cited = lesson(6).cited_rules | lesson(7).cited_rules
    assert {"X1", "X2", "X3", "C1", "C2", "C3", "C4", "J1", "J2", "G3", "G4"} <= cited


def test_the_story_of_what_is_not_a_table_is_a_sentence():
    import pytest

    for bad in (None, frozenset(), "table", l06.OFFERS):
        with pytest.raises(ValueError, match="table should be a Table"):
            l06.story(bad)
