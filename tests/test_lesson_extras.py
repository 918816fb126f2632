"""Lesson extras (scripted tables) show what their notebooks and quizzes say they show.

Lessons 4 (passing tiles) and 5 (blind passes): every quiz answer that describes a table
is checked against the table itself, played by the rules core.
"""

from __future__ import annotations

from collections import Counter

from charleston_lessons.exercises import Outcome
from charleston_lessons.lessons import l04_passing_tiles as l04
from charleston_lessons.lessons import l05_blind_passes as l05
from charleston_lessons.lessons import lesson
from charleston_lessons.rules import Seat
from charleston_lessons.table import PassPlayed, Table, replay
from charleston_lessons.tiles import parse_tile, parse_tiles


def _holders(table: Table, code: str) -> list[Seat]:
    tile = parse_tile(code)
    return [seat for seat in table.seats for t in table.rack(seat) if t == tile]


def _passes(table: Table) -> list[PassPlayed]:
    return [event for event in table.log if isinstance(event, PassPlayed)]


def _same_tiles(a, b) -> bool:
    return Counter(parse_tiles(a)) == Counter(parse_tiles(b))


def _nothing_made_or_lost(table: Table) -> None:
    def every_tile(racks) -> Counter:
        return Counter(tile for rack in racks.values() for tile in rack)

    assert every_tile(table.racks) == every_tile(table.log[0].racks)
    assert replay(table.log)[-1] == table.racks


# ------------------------------------------------------------------ lesson 4


def test_l04_the_journey_quiz_answer_is_where_the_table_put_the_green_dragon():
    quiz = lesson(4).exercise("journey-green-dragon")
    table = l04.journey_table()
    assert table.passes_done == (1, 2)
    assert _holders(Table(l04.TABLE_RACKS), l04.MARKED) == [Seat.EAST], "only East is dealt one"
    assert _holders(table, l04.MARKED) == [Seat(quiz.answer)] == [Seat.NORTH]
    marked = parse_tile(l04.MARKED)
    journey = [m for event in _passes(table) for m in event.moves if m.tile == marked]
    assert [m.path for m in journey] == [(Seat.EAST, Seat.SOUTH), (Seat.SOUTH, Seat.NORTH)]
    assert quiz.check(quiz.answer).outcome is Outcome.CORRECT
    _nothing_made_or_lost(table)


def test_l04_pick_2_shows_easts_rack_after_pass_1_and_the_table_plays_its_clean_pass():
    table = Table(l04.TABLE_RACKS, seed=4)
    assert table.play_pass(l04.PASS_1).ok
    pick = lesson(4).exercise("pick-2")
    assert _same_tiles(pick.rack, table.rack("East"))
    assert _same_tiles(pick.answer.own, l04.PASS_2["East"])
    assert pick.check(l04.PASS_2["East"]).outcome is Outcome.CORRECT


def test_l04_every_pass_of_the_table_keeps_the_count():
    table = l04.journey_table()
    for event in _passes(table):
        for seat in table.seats:
            assert event.sent_count(seat) == event.received_count(seat) == 3
            assert len(event.racks[seat]) == (14 if seat is Seat.EAST else 13)


def test_l04_the_p7_mistake_is_explained_by_the_checker():
    said = l04.try_answer("pick-2", "Green Dragon, West, South")
    assert said.feedback.outcome is Outcome.INCORRECT and said.feedback.rule == "P7"
    assert repr(said).startswith("✗ Not quite. P7: You don't hold Green Dragon")


# ------------------------------------------------------------------ lesson 5


def test_l05_pick_3_shows_easts_rack_before_pass_3_and_the_table_plays_the_example():
    table = Table(l05.TABLE_RACKS, seed=l05.SEED)
    assert table.play_pass(l05.PASS_1).ok and table.play_pass(l05.PASS_2).ok
    pick = lesson(5).exercise("pick-3")
    assert _same_tiles(pick.rack, table.rack("East"))
    assert pick.arriving == 3
    assert pick.check(l05.RELAY["East"]).outcome is Outcome.CORRECT


def test_l05_the_relay_quiz_answer_is_where_the_table_put_the_red_dragon():
    table = l05.relay_table()
    pass3 = _passes(table)[-1]
    assert pass3.step == 3 and pass3.blind[Seat.SOUTH] == 3 and pass3.blind[Seat.EAST] == 2
    red = [m for m in pass3.moves if m.tile == parse_tile("RD")]
    assert len(red) == 1 and red[0].unseen
    # B5: one tile crosses several seats, West -> South -> East -> North.
    assert red[0].path == (Seat.WEST, Seat.SOUTH, Seat.EAST, Seat.NORTH)
    quiz = lesson(5).exercise("relay-red-dragon")
    assert Seat(quiz.label(quiz.answer)) == red[0].keeper
    # What the notebook and the quiz's wrong-answer sentences say East kept: the 6 Bam.
    assert pass3.kept[Seat.EAST] == (parse_tile("6B"),)
    assert pass3.kept[Seat.SOUTH] == ()
    assert "6 Bam" in quiz.check("East").message
    _nothing_made_or_lost(table)


def test_l05_the_standoff_moves_nothing_as_the_quiz_says():
    table = l05.standoff_table()
    pass3 = _passes(table)[-1]
    assert pass3.standoff and pass3.moves == ()
    before = _passes(table)[-2].racks
    assert pass3.racks == before
    quiz = lesson(5).exercise("standoff-count")
    assert quiz.answer == len(pass3.moves) == 0
    _nothing_made_or_lost(table)


def test_l05_pickers_show_the_arriving_tiles_and_grade_blind_choices():
    pick3, pick6 = lesson(5).exercise("pick-3"), lesson(5).exercise("pick-6")
    assert pick3.arriving == pick6.arriving == 3
    assert pick3.check({"own": "J F", "blind": 1}).rule == "J1"
    assert pick6.check({"blind": 3}).outcome is Outcome.CORRECT
    assert pick6.check({"own": "N", "blind": 1}).rule == "P3"


def test_l05_cites_every_blind_pass_rule_and_l04_its_passing_rules():
    assert {"B1", "B2", "B3", "B4", "B5", "B6", "J1"} <= lesson(5).cited_rules
    assert {"S2", "P5", "P6", "P7"} <= lesson(4).cited_rules


def test_l05_when_several_forward_everyone_still_hands_over_three_real_tiles():
    """The pass the notebook draws after the standoff (B5), as its text tells it."""
    table = l05.several_table()
    pass3 = _passes(table)[-1]
    assert pass3.step == 3 and not pass3.standoff
    E, S, W, N = Seat.EAST, Seat.SOUTH, Seat.WEST, Seat.NORTH
    # North forwards the fewest and puts two tiles down; East and West one each; South none.
    assert [pass3.blind[s] for s in (E, S, W, N)] == [2, 3, 2, 1]
    assert [len(pass3.own[s]) for s in (E, S, W, N)] == [1, 0, 1, 2]
    for seat in table.seats:
        out = sum(1 for m in pass3.moves for a, _ in m.hops if a is seat)
        came = sum(1 for m in pass3.moves for _, b in m.hops if b is seat)
        assert out == came == 3, seat
    # "Follow the 1 Dot": North put it down and it comes all the way round to North again.
    (one_dot,) = [m for m in pass3.moves if m.tile == parse_tile("1D")]
    assert one_dot.path == (N, W, S, E, N) and one_dot.keeper is N
    assert "every player sent 3 and received 3" in pass3.describe()
    _nothing_made_or_lost(table)
