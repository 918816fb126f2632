"""Lessons 8 and 9 tell stories about scripted tables; the engine must agree with every word.

Lesson 8 replays RULES section W from South's seat; lesson 9 shows East's special cases
(H1-H3) and short tables (F1, F2). Test names start with the rule IDs they pin.
"""

from __future__ import annotations

from collections import Counter

import fuzzing  # tests/fuzzing.py: hostile values
import pytest
from endless import Endless, tamed  # tests/endless.py
from hypothesis import HealthCheck, given, settings

from charleston_lessons.exercises import Outcome
from charleston_lessons.lessons import l08_worked_example as l08
from charleston_lessons.lessons import l09_east_and_short_tables as l09
from charleston_lessons.lessons import lesson
from charleston_lessons.rules import SEATS, Seat, check_pass
from charleston_lessons.table import (
    CourtesyAgreed,
    Dealt,
    Declared,
    HeavenlyHand,
    NoCharleston,
    PassPlayed,
    StopAnswered,
    replay,
)
from charleston_lessons.tiles import parse_tiles

SOUTH = Seat.SOUTH

# RULES section W: what the learner puts down from the rack, and how many go on unseen.
W_OWN = {1: "1D 9C N", 2: "4B 6B W", 3: "F", 4: "7D E RD", 5: "2B 8B GD", 6: "", 7: None}
W_BLIND = {1: 0, 2: 0, 3: 2, 4: 0, 5: 0, 6: 3, 7: 0}


def bag(tiles) -> Counter:
    return Counter(parse_tiles(tiles) if isinstance(tiles, str) else tiles)


def passes(table) -> dict[int, PassPlayed]:
    return {e.step: e for e in table.log if isinstance(e, PassPlayed)}


@pytest.fixture(scope="module")
def worked():
    return l08.worked_table()


# ----------------------------------------------------------------- lesson 8: section W


def test_W_all_seven_passes_are_played_and_nobody_stops(worked):
    assert worked.passes_done == (1, 2, 3, 4, 5, 6, 7)
    assert worked.over and worked.stopped is False
    stop = [e for e in worked.log if isinstance(e, StopAnswered)]
    assert len(stop) == 1 and not stop[0].stopped


@pytest.mark.parametrize("step", range(1, 7))
def test_W_you_send_exactly_the_tiles_of_section_W(worked, step):
    event = passes(worked)[step]
    assert bag(event.own[SOUTH]) == bag(W_OWN[step])
    assert event.blind[SOUTH] == W_BLIND[step]
    assert event.sent_count(SOUTH) == 3
    assert bag(l08.sent(step)) == bag(W_OWN[step])


def test_W_the_sent_helper_keeps_section_Ws_order():
    assert [t.name for t in l08.sent(1)] == ["1 Dot", "9 Crak", "North"]
    assert l08.sent(6) == ()


def test_W_B1_only_passes_3_and_6_are_blind_for_anyone(worked):
    blind = {step: any(e.blind.values()) for step, e in passes(worked).items()}
    assert [step for step, b in blind.items() if b] == [3, 6]


def test_W_C2_courtesy_you_offer_more_north_offers_1_so_1_tile_each_way(worked):
    agreed = next(e for e in worked.log if isinstance(e, CourtesyAgreed))
    assert agreed.offers[SOUTH] > agreed.offers[Seat.NORTH] == 1
    assert agreed.counts[SOUTH] == agreed.counts[Seat.NORTH] == 1
    event = passes(worked)[7]
    assert len(event.own[SOUTH]) == 1 and len(event.own[Seat.NORTH]) == 1
    assert event.blind[SOUTH] == 0


def test_W_P6_18_sent_and_18_received_over_passes_1_to_6(worked):
    events = passes(worked)
    for seat in SEATS:
        assert sum(events[n].sent_count(seat) for n in range(1, 7)) == 18
        assert sum(events[n].received_count(seat) for n in range(1, 7)) == 18


def test_W_P6_racks_are_13_and_14_after_every_pass(worked):
    for event in passes(worked).values():
        for seat in SEATS:
            assert len(event.racks[seat]) == (14 if seat is Seat.EAST else 13), (event.step, seat)


def test_W_replay_of_the_log_gives_the_racks_after_every_pass(worked):
    snapshots = replay(worked.log)
    events = list(passes(worked).values())
    assert len(snapshots) == len(events) + 1
    assert snapshots[0] == next(e for e in worked.log if isinstance(e, Dealt)).racks
    for snapshot, event in zip(snapshots[1:], events):
        assert snapshot == event.racks
    assert snapshots[-1] == worked.racks


def test_W_J1_no_joker_ever_moves_and_every_joker_stays_home(worked):
    dealt = next(e for e in worked.log if isinstance(e, Dealt)).racks
    for event in passes(worked).values():
        assert not any(m.tile.is_joker for m in event.moves)
        assert not event.returned
    for seat in SEATS:
        assert worked.rack(seat).count(parse_tiles("J")[0]) == dealt[seat].count(parse_tiles("J")[0])


def test_W_tiles_you_send_later_arrived_from_others_earlier(worked):
    dealt = bag(next(e for e in worked.log if isinstance(e, Dealt)).racks[SOUTH])
    arrived_earlier: Counter = Counter()
    events = passes(worked)
    for step in range(1, 8):
        if step > 1:
            arrived_earlier += bag(events[step - 1].kept[SOUTH])
        if step in (2, 4, 5):
            # Each of these passes sends at least one tile you were not dealt.
            assert bag(W_OWN[step]) - dealt, step
            assert not bag(W_OWN[step]) - dealt - arrived_earlier, step
    assert bag("W") <= bag(events[1].kept[SOUTH])  # West came from East on pass 1
    assert bag("E RD") <= bag(events[2].kept[SOUTH])  # East and Red Dragon from North on pass 2


def test_W_seeded_blind_passes_route_the_same_way_every_time(worked):
    again = l08.worked_table()
    assert again.log == worked.log
    pass3, pass6 = passes(worked)[3], passes(worked)[6]
    assert bag(pass3.kept[SOUTH]) == bag("2B")  # the one tile you keep on pass 3
    assert pass6.kept[SOUTH] == ()  # all three from East go on to West unseen
    crossing = [m for m in pass6.moves if len(m.path) == 4]
    assert [(str(m.tile), m.path) for m in crossing] == [
        ("1B", (Seat.NORTH, Seat.EAST, Seat.SOUTH, Seat.WEST))
    ]


def test_W_every_scripted_choice_is_legal_for_the_rack_it_came_from():
    table = l08.worked_table(0)
    for step in range(1, 8):
        if step == 4:
            table.answer_stop(l08.STOP)
        if step == 7:
            table.set_courtesy_offers(l08.OFFERS)
        verdicts = table.check_choices(l08.SCRIPT[step])
        assert all(v.ok for v in verdicts.values()), (step, verdicts)
        assert table.play_pass(l08.SCRIPT[step]).ok


def test_W_rack_helper_follows_the_story():
    assert bag(l08.rack(0)) == bag(l08.RACKS["South"])
    assert bag(l08.rack(3)) == bag("2B 2C 3C 3C 4C 5C 5D 5D 7D E RD WD J")
    assert bag(l08.rack(4)) == bag(l08._RACK_AFTER_4)
    assert l08.rack(6) == l08.rack(5)  # a pass of 3 unseen leaves your rack as it was
    assert all(len(l08.rack(n)) == 13 for n in range(8))
    assert bag(l08.arrived(1)) == bag("4C 7D W")


def test_W_G1_the_pick_pass_exercise_rack_is_the_rack_after_pass_4():
    pick = lesson(8).exercise("pick-pass-5")
    assert bag(pick.rack) == bag(l08.rack(4))
    assert bag(pick.good) == bag(W_OWN[5])
    assert check_pass(5, pick.rack, W_OWN[5]).ok


def test_W_P6_the_count_table_adds_up_to_18_and_18():
    rows = repr(l08.count_check()).splitlines()
    assert rows[-1].split(" | ")[3:5] == ["18", "18"]
    assert "3 first left | 1 | 2 | 3 | 3 | 13 tiles" in rows
    assert "6 second right | 0 | 3 | 3 | 3 | 13 tiles" in rows
    assert "<table" in l08.count_check()._repr_html_()


def test_W_worked_table_refuses_a_pass_that_is_not_one():
    with pytest.raises(ValueError, match="0 to 7"):
        l08.worked_table(8)
    with pytest.raises(ValueError, match="1 to 7"):
        l08.sent(0)


def test_lesson_8_exercises_cite_W_and_P6_between_them():
    data = lesson(8)
    assert all("W" in e.rules for e in data.exercises)
    assert {"W", "P6", "X2", "C2", "B1", "G1"} <= data.cited_rules
    for exercise in data.exercises:
        assert exercise.check(exercise.answer).outcome is Outcome.CORRECT


# ----------------------------------------------------------- lesson 9: East and short tables


def test_H2_a_heavenly_hand_waives_the_charleston():
    table = l09.heavenly_table()
    assert l09.wins(table.rack("East"))
    assert isinstance(table.log[-1], HeavenlyHand)
    assert table.over and table.passes_done == ()
    assert "H2" in repr(l09.describe(table))


def test_H3_the_round_completes_easts_hand_only_after_pass_3():
    for step in range(3):
        assert not l09.wins(l09.round_table(step).rack("East")), step
    table = l09.round_table(3)
    assert l09.wins(table.rack("East")) and table.east_may_declare
    assert bag(table.rack("East")) == bag(l09.TARGET)


def test_H3_east_may_not_declare_in_the_middle_of_a_round():
    verdict = l09.round_table(2).declare_mah_jongg("East")
    assert not verdict.ok and verdict.rule == "H3"


def test_H1_only_east_may_declare_and_east_ends_the_charleston_after_pass_3():
    table = l09.round_table(3)
    for seat in ("South", "West", "North"):
        verdict = table.declare_mah_jongg(seat)
        assert not verdict.ok and verdict.rule == "H1"
    verdict = table.declare_mah_jongg("East")
    assert verdict.ok and verdict.rule == "H3"
    assert isinstance(table.log[-1], Declared) and table.log[-1].after_step == 3
    assert table.over and table.passes_done == (1, 2, 3)


def test_H3_the_round_script_moves_no_joker_and_keeps_the_counts():
    table = l09.round_table(3)
    for event in passes(table).values():
        assert not any(m.tile.is_joker for m in event.moves)
        assert all(event.sent_count(seat) == 3 for seat in SEATS)
    assert replay(table.log)[-1] == table.racks


def test_F1_three_or_two_players_make_no_passes():
    table = l09.three_players()
    assert isinstance(table.log[-1], NoCharleston) and table.over
    assert table.passes_done == ()
    for players in (3, 2):
        shown = l09.passes_played(players=players)
        assert shown.lines == (("F1", f"A table of {players} plays no passes at all: no Charleston and no courtesy pass."),)
    assert "no Charleston" in repr(l09.describe(table))


def test_F2_a_ghost_seat_is_labelled_a_house_rule():
    table = l09.ghost_table()
    assert table.ghosts == (Seat.NORTH,) and table.next_step == 1
    told = repr(l09.describe(table))
    assert "House rule, not a League rule" in told and "F2" in told


def test_G5_the_target_hand_is_fourteen_tiles_and_no_joker():
    assert len(l09.target()) == 14 and not any(t.is_joker for t in l09.target())


def test_lesson_9_exercises_cover_H1_H2_H3_F1_F2():
    data = lesson(9)
    assert {"H1", "H2", "H3", "F1", "F2"} <= data.cited_rules
    assert data.exercise("three-players").answer == 0
    who = data.exercise("who-declares")
    assert who.label(who.answer) == "East"
    ghost = data.exercise("ghost-rule")
    assert ghost.label(ghost.answer) == "house rule"
    for exercise in data.exercises:
        assert exercise.check(exercise.answer).outcome is Outcome.CORRECT


def test_both_lessons_use_every_rule_the_brief_names():
    cited = lesson(8).cited_rules | lesson(9).cited_rules
    assert {"W", "P6", "H1", "H2", "H3", "F1", "F2"} <= cited


def test_F1_P1_the_passes_a_table_plays_are_a_sentence_not_a_raw_tuple():
    four = l09.passes_played(players=4)
    assert repr(four) == "- P1: A table of 4 plays passes 1, 2, 3, 4, 5, 6 and 7: 7 passes in all."
    assert "(1, 2, 3" not in repr(four) and "(1, 2, 3" not in four._repr_html_()
    assert 'class="cl-told"' in four._repr_html_()


def test_the_log_of_a_table_shows_as_a_styled_numbered_list_with_a_text_twin():
    told = l09.describe(l09.round_table(3))
    assert repr(told).splitlines()[0] == "1. Dealt: East 14, South 13, West 13, North 13 tiles. (T3)"
    markup = told._repr_html_()
    assert "<ol " in markup and markup.count("<li ") == len(told.lines) == 4
    assert "var(--jp-ui-font-color1" in markup and "<pre" not in markup


def test_H1_H3_a_declaration_is_shown_as_the_table_says_it_not_printed():
    table = l09.round_table(3)
    south = l09.declare(table, "South")
    assert south.lines == (("H1", "Only East can declare during the Charleston: South holds 13 tiles and waits for play."),)
    assert not table.over
    east = l09.declare(table, "East")
    assert east.lines[0][0] == "H3" and table.over
    assert 'class="cl-told"' in east._repr_html_() and repr(east).startswith("- H3: East declared")


# --------------------------------------------- the reasons lesson 8 gives hold of the rack


def _english_cells():
    import nbformat

    from charleston_lessons.lessons import all_lessons

    data = next(item for item in all_lessons() if item.number == 8)
    notebook = nbformat.read(f"notebooks/{data.notebook}", as_version=4)
    return {cell.id: cell for cell in notebook.cells}


def test_W_every_reason_the_lesson_gives_holds_of_the_rack_at_that_moment():
    assert l08.CLAIMS and l08.false_claims() == []


@pytest.mark.parametrize("claim", l08.CLAIMS, ids=lambda c: f"{c.cell}-{c.kind}-{c.after}")
def test_W_each_claim_belongs_to_a_sentence_the_lesson_shows(claim):
    """A claim names the cell (or the exercise, by its reveal or its explanation) that makes
    it, and every line it measures by is one of the lesson's invented lines."""
    cells = _english_cells()
    if claim.cell in cells:
        assert cells[claim.cell].cell_type == "markdown"
    else:
        exercise = lesson(8).exercise(claim.cell)
        assert exercise.reveal or getattr(exercise, "explanation", ""), claim.cell
    assert claim.lines and all(key in l08.LINES for key in claim.lines)


def test_W_every_pass_section_with_a_reason_has_its_claims():
    """Each pass's reasons (passes 1 to 7, and the pass 5 reveal) are checked by some claim."""
    cells = _english_cells()
    sections = [cid for cid, cell in cells.items() if cell.cell_type == "markdown"
                and cell.source.startswith("## Pass ") and "your turn" not in cell.source]
    assert len(sections) == 6  # passes 1, 2, 3, 4, 6 and 7; pass 5 is the exercise's reveal
    claimed = {claim.cell for claim in l08.CLAIMS}
    assert set(sections) <= claimed and "pick-pass-5" in claimed


def test_W_the_reasons_that_were_false_are_caught_by_the_claims():
    """What the lesson once said: "the Flower was your last spare tile" after pass 3 (the
    2 Bam was spare), and the 2 Crak sent as "the end of your run" although Craks and Dots
    needs it (only the Crak pungs line can spare it)."""
    craks, backup = l08.CRAKS, l08.BACKUP
    assert not l08._holds(l08.Claim("l08-20", 3, "only_spare", (craks, backup), "F"))
    assert not l08._holds(l08.Claim("l08-36", 6, "spare", (craks,), "2C"))
    assert l08._holds(l08.Claim("l08-36", 6, "spare", (l08.PUNGS,), "2C"))


def test_W_the_courtesy_tile_is_the_coachs_cheapest_and_leaves_the_runs_pieces():
    """The 2 Crak is what the coach would send toward both lines; every other tile helps both."""
    from charleston_lessons.coach import helps

    lines = (l08.LINES[l08.CRAKS], l08.LINES[l08.PUNGS])
    useful = helps(l08.rack(6), lines)
    assert {str(t) for t, hurt in useful.items() if hurt != lines and not t.is_joker} == {"2C"}
    assert [str(t) for t in l08.sent(7)] == ["2C"]


def test_W_the_example_pass_5_is_not_shown_before_the_learner_answers():
    """The page asks you to choose before you read what the example sends: no markdown cell
    names the example's pass 5 before the exercise's reveal, and the reveal holds it."""
    cells = list(_english_cells().values())
    sent = " ".join(t.name for t in l08.sent(5))
    pick = lesson(8).exercise("pick-pass-5")
    assert all(t.name in pick.reveal for t in l08.sent(5)), sent
    until = next(i for i, c in enumerate(cells) if "lesson.reveal(" in c.source and "pick-pass-5" in c.source)
    shown_before = " ".join(c.source for c in cells[:until] if c.cell_type == "markdown")
    assert "2 Bam, 8 Bam and Green Dragon" not in shown_before
    assert not any("steps=[5]" in c.source for c in cells[:until]), "a picture of pass 5 before the reveal"


# ------------------------------------------------- endless iterables and long values (issue 24)


@pytest.mark.parametrize("language", ["en", "ms"])
@pytest.mark.parametrize(
    ("helper", "what"),
    [(l08.rack, "after"), (l08.arrived, "step"), (l08.sent, "step"), (l08.worked_table, "upto"),
     (l09.round_table, "upto")],
)
def test_a_helper_quotes_a_bad_pass_short_and_names_its_parameter(helper, what, language):
    from charleston_lessons.messages import speaking

    with speaking(language):
        for bad in ("x" * 10**6, [1] * 10**6, 8, -1, True, 2.0, {}):
            with pytest.raises(ValueError) as caught:
                helper(bad)
            assert len(str(caught.value)) < 200 and str(caught.value).startswith(what), str(caught.value)
            if language == "ms":
                assert "sepatutnya" in str(caught.value)


@pytest.mark.timeout(10)
def test_the_win_test_refuses_an_endless_rack_at_once():
    endless = Endless(l09.TARGET[0])
    with pytest.raises(ValueError) as caught:
        l09.wins(endless)
    assert endless.read < 2_000 and len(str(caught.value)) < 200
    assert l09.wins(iter(l09.TARGET)) and l09.wins(" ".join(t.code for t in l09.TARGET))
    assert not l09.wins(l09.TARGET[:-1])
    for bad in ("x" * 10**6, [None], 5):
        with pytest.raises(ValueError):
            l09.wins(bad)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(value=fuzzing.HOSTILE.map(tamed))
def test_hostile_arguments_to_the_lesson_helpers_give_a_sentence_or_a_value(value):
    tally = fuzzing.Tally()
    for name, helper in [("rack", l08.rack), ("arrived", l08.arrived), ("sent", l08.sent),
                         ("worked_table", l08.worked_table), ("round_table", l09.round_table),
                         ("wins", l09.wins)]:
        fuzzing.call(name, helper, (value,), {}, tally)
    assert tally.failed_calls == 0, tally.others


@pytest.mark.parametrize(
    "call",
    [
        lambda: l08.rack("x" * 10**6),
        lambda: l08.arrived("x" * 10**6),
        lambda: l08.sent("x" * 10**6),
        lambda: l08.worked_table("x" * 10**6),
        lambda: l09.round_table("x" * 10**6),
        lambda: l08.rack(10**100),
        lambda: l09.heavenly_table("x" * 10**6),
        lambda: l09.heavenly_table(frozenset()),
        lambda: l09.describe(None),
        lambda: l09.describe(frozenset()),
        lambda: l09.declare(None, "East"),
        lambda: l09.declare({"x" * 10**6: 1}, "East"),
    ],
    ids=["rack", "arrived", "sent", "worked_table", "round_table", "rack-huge", "heavenly-text",
         "heavenly-set", "describe-none", "describe-set", "declare-none", "declare-dict"],
)
def test_bad_input_to_lessons_8_and_9_is_one_short_sentence(call):
    with pytest.raises(ValueError) as caught:
        call()
    message = str(caught.value)
    assert len(message) < 300 and "\n" not in message, message
