"""The four-seat table, pass by pass, named after the rules each test pins."""

from __future__ import annotations

from collections import Counter

import pytest

from charleston_lessons.rules import Seat, as_seat, receiver
from charleston_lessons.table import (
    CourtesyAgreed,
    Declared,
    HeavenlyHand,
    JokerReturned,
    NoCharleston,
    PassChoice,
    PassPlayed,
    Phase,
    StopAnswered,
    Table,
    replay,
)
from charleston_lessons.tiles import TileError, full_set, parse_tiles

E, S, W, N = Seat.EAST, Seat.SOUTH, Seat.WEST, Seat.NORTH

# Invented racks for teaching (G5): nothing here is a line from any League card.
RACKS = {
    E: "1B 2B 3B 4B 5B 6B 7B 8B 9B N N E J J",
    S: "1C 2C 3C 4C 5C 6C 7C 8C 9C S S W J",
    W: "1D 2D 3D 4D 5D 6D 7D 8D 9D RD RD GD F",
    N: "1B 1C 1D 2B 2C 2D WD WD GD F F E W",
}


def fresh() -> Table:
    return Table(RACKS, seed=11)


def first_three(table: Table) -> dict[Seat, str]:
    """Each seat passes its first three non-jokers."""
    return {s: [t for t in table.rack(s) if not t.is_joker][:3] for s in table.seats}


def snapshot(table: Table) -> tuple:
    return (table.racks, table.log, table.phase, table.next_step, table.agreed, table.stopped)


def test_T3_deal_gives_east_14_and_others_13_from_152():
    table = Table.deal(seed=5)
    assert [len(table.rack(s)) for s in (E, S, W, N)] == [14, 13, 13, 13]
    everything = Counter(table.wall)
    for s in table.seats:
        everything.update(table.rack(s))
    assert everything == Counter(full_set())


def test_T3_deal_is_deterministic_for_a_seed_and_varies_between_seeds():
    assert Table.deal(seed=9).racks == Table.deal(seed=9).racks
    assert Table.deal(seed=9).racks != Table.deal(seed=10).racks


def test_T3_given_racks_must_have_the_right_sizes():
    bad = dict(RACKS)
    bad[S] = "1C 2C"
    with pytest.raises(ValueError, match="T3"):
        Table(bad)


def test_T1_given_racks_cannot_hold_more_copies_than_the_set():
    bad = dict(RACKS)
    bad[W] = "1B 1B 1B 1B 5D 6D 7D 8D 9D RD RD GD F"  # with North's 1B and East's 1B: six
    with pytest.raises(ValueError, match="only 4"):
        Table(bad)


def test_bad_tile_text_raises_tile_error_quoting_it():
    bad = dict(RACKS)
    bad[N] = "1B 1C 1D 2B 2C 2D WD WD GD F F E Dragonfly"
    with pytest.raises(TileError, match="Dragonfly"):
        Table(bad)


def test_S1_a_wrong_seat_raises_value_error_naming_the_seats():
    with pytest.raises(ValueError, match="East, South, West or North"):
        fresh().play_pass({"Northeast": "1B 2B 3B"})


def test_P1_pass_1_goes_right_and_the_log_records_every_move():
    table = fresh()
    verdict = table.play_pass(first_three(table))
    assert verdict.ok
    event = table.log[-1]
    assert isinstance(event, PassPlayed) and event.step == 1
    assert len(event.moves) == 12
    for move in event.moves:
        assert move.path == (move.origin, receiver(move.origin, "right"))
        assert not move.unseen
    assert Counter(t for m in event.moves if m.origin is E for t in [m.tile]) == Counter(parse_tiles("1B 2B 3B"))
    assert "4B" in [str(t) for t in table.rack(E)]
    assert Counter(table.rack(S))[parse_tiles("1B")[0]] == 1


@pytest.mark.parametrize(
    "bad, rule",
    [
        ({"own": "J 1B 2B"}, "J1"),
        ({"own": "RD 1B 2B"}, "P7"),
        ({"own": "1B 2B", "blind": 1}, "B1"),
        ({"own": "1B 2B"}, "P3"),
    ],
)
def test_an_illegal_choice_is_refused_with_its_verdict_and_changes_nothing(bad, rule):
    table = fresh()
    before = snapshot(table)
    choices = first_three(table)
    choices[E] = bad
    verdict = table.play_pass(choices)
    assert not verdict.ok
    assert verdict.rule == rule
    assert verdict.message.startswith("East: ")
    assert snapshot(table) == before


def test_P5_everyone_passes_at_once_a_missing_seat_is_refused():
    table = fresh()
    choices = first_three(table)
    del choices[W]
    verdict = table.play_pass(choices)
    assert (verdict.ok, verdict.rule) == (False, "P5")
    assert "West" in verdict.message
    assert table.passes_done == ()


def test_check_choices_gives_every_seat_its_own_verdict():
    table = fresh()
    choices = first_three(table)
    choices[S] = "J 1C 2C"
    choices[N] = "9D 1B 1C"
    verdicts = table.check_choices(choices)
    assert [verdicts[s].rule for s in (E, S, W, N)] == ["P3", "J1", "P3", "P7"]
    assert [verdicts[s].ok for s in (E, S, W, N)] == [True, False, True, False]


def play_first_round(table: Table, blind3: dict[Seat, int] | None = None) -> None:
    for _step in (1, 2):
        assert table.play_pass(first_three(table))
    blind3 = blind3 or {}
    choices = {}
    for s in table.seats:
        b = blind3.get(s, 0)
        choices[s] = PassChoice(tuple(t for t in table.rack(s) if not t.is_joker)[: 3 - b], b)
    assert table.play_pass(choices)


def test_B5_all_four_forward_all_three_and_nothing_moves():
    table = fresh()
    play_first_round(table)
    table.answer_stop({s: False for s in table.seats})
    table.play_pass(first_three(table))
    table.play_pass(first_three(table))
    before = table.racks
    verdict = table.play_pass({s: {"blind": 3} for s in table.seats})
    assert verdict.ok and "nothing moved" in verdict.message
    event = table.log[-1]
    assert event.standoff and event.moves == () and event.rule == "B5"  # the log cites the standoff
    assert table.racks == before
    # Nobody handed a real tile over: the count check is 3 short this pass (P6).
    assert all(event.sent_count(s) == 0 and event.received_count(s) == 0 for s in table.seats)


def test_B5_a_forwarded_tile_can_cross_several_seats():
    table = fresh()
    # Pass 3 goes left: South's tiles reach East, who forwards them to North, and so on.
    play_first_round(table, blind3={E: 3, N: 3})
    event = table.log[-1]
    south_tiles = [m for m in event.moves if m.origin is S]
    assert len(south_tiles) == 3
    assert all(m.path == (S, E, N, W) for m in south_tiles)
    assert all(m.unseen for m in south_tiles)
    assert event.kept[E] == () and event.kept[N] == ()


def test_B5_one_seat_not_forwarding_keeps_its_own_tile_when_it_goes_round():
    table = fresh()
    play_first_round(table, blind3={E: 3, S: 3, W: 2, N: 3})
    event = table.log[-1]
    assert len(event.moves) == 1
    (move,) = event.moves
    assert move.origin is W and move.keeper is W
    # The one tile put down goes round three times: it reaches West twice and goes on.
    assert move.path == (W, S, E, N) * 3 + (W,) and move.unseen
    assert all(event.sent_count(s) == 3 and event.received_count(s) == 3 for s in table.seats)
    before = next(e for e in reversed(table.log[:-1]) if isinstance(e, PassPlayed)).racks
    assert table.rack(W) == before[W]


def test_B5_when_all_four_forward_some_every_player_still_hands_over_three_real_tiles():
    table = fresh()
    play_first_round(table, blind3={E: 3, S: 3, W: 2, N: 2})
    event = table.log[-1]
    after_pass_2 = next(e for e in reversed(table.log[:-1]) if isinstance(e, PassPlayed)).racks
    put_down = Counter(t for s in table.seats for t in event.own[s])
    assert Counter(m.tile for m in event.moves) == put_down, "every moving tile came from a rack"
    for s in table.seats:
        hops_out = sum(1 for m in event.moves for a, _ in m.hops if a is s)
        hops_in = sum(1 for m in event.moves for _, b in m.hops if b is s)
        assert hops_out == hops_in == 3 == event.sent_count(s) == event.received_count(s)
        assert len(event.kept[s]) == 3 - event.blind[s]
    # East and South forward all three: they keep nothing, so their racks are what they were.
    assert table.rack(E) == after_pass_2[E] and table.rack(S) == after_pass_2[S]
    assert "every player sent 3 and received 3" in event.describe()


def test_B5_the_same_seed_routes_a_blind_pass_the_same_way():
    logs = []
    for _ in range(2):
        table = fresh()
        play_first_round(table, blind3={E: 1, S: 1, W: 1, N: 1})
        logs.append(table.log)
    assert logs[0] == logs[1]


def test_B2_blind_pass_keeps_three_tiles_per_player():
    table = fresh()
    play_first_round(table, blind3={E: 1, S: 2, W: 3})
    event = table.log[-1]
    assert [event.sent_count(s) for s in (E, S, W, N)] == [3, 3, 3, 3]
    assert [event.received_count(s) for s in (E, S, W, N)] == [3, 3, 3, 3]
    assert [len(event.kept[s]) for s in (E, S, W, N)] == [2, 1, 0, 3]
    assert [len(table.rack(s)) for s in (E, S, W, N)] == [14, 13, 13, 13]


def test_X1_one_no_is_enough_to_stop_and_courtesy_follows():
    table = fresh()
    play_first_round(table)
    assert table.phase is Phase.STOP_QUESTION
    verdict = table.answer_stop({E: False, S: False, W: True, N: False})
    assert (verdict.ok, verdict.rule) == (True, "X1")
    assert table.stopped is True and table.phase is Phase.OFFERS
    assert isinstance(table.log[-1], StopAnswered)


def test_X1_the_stop_question_comes_after_pass_3_not_before():
    table = fresh()
    verdict = table.answer_stop({s: True for s in table.seats})
    assert (verdict.ok, verdict.rule) == (False, "X1")
    assert table.stopped is None


def test_X1_no_pass_is_played_until_the_stop_question_is_answered():
    table = fresh()
    play_first_round(table)
    verdict = table.play_pass(first_three(table))
    assert (verdict.ok, verdict.rule) == (False, "X1")


def test_X2_nobody_stops_so_passes_4_5_6_follow():
    table = fresh()
    play_first_round(table)
    verdict = table.answer_stop({s: False for s in table.seats})
    assert (verdict.ok, verdict.rule) == (True, "X2")
    assert table.next_step == 4


def test_X3_once_the_second_charleston_is_under_way_it_cannot_be_stopped():
    table = fresh()
    play_first_round(table)
    table.answer_stop({s: False for s in table.seats})
    table.play_pass(first_three(table))
    verdict = table.answer_stop({E: True, S: True, W: True, N: True})
    assert (verdict.ok, verdict.rule) == (False, "X3")
    assert table.next_step == 5


def test_C2_C3_each_pair_passes_the_lower_offer_and_zero_cancels_only_that_pair():
    table = fresh()
    play_first_round(table)
    table.answer_stop({E: True, S: False, W: False, N: False})
    verdict = table.set_courtesy_offers({E: 3, W: 1, S: 0, N: 3})
    assert verdict.ok and verdict.rule == "C3"
    assert table.agreed == {E: 1, W: 1, S: 0, N: 0}
    assert isinstance(table.log[-1], CourtesyAgreed)
    too_many = table.play_pass({E: first_three(table)[E][:2], W: first_three(table)[W][:1]})
    assert (too_many.ok, too_many.rule) == (False, "C2")
    verdict = table.play_pass({E: first_three(table)[E][:1], W: first_three(table)[W][:1]})
    assert verdict.ok
    event = table.log[-1]
    assert event.step == 7 and len(event.moves) == 2
    assert {m.path for m in event.moves} == {(E, W), (W, E)}
    assert table.over and table.phase is Phase.OVER


def test_C2_an_offer_outside_0_to_3_gets_a_verdict_not_a_traceback():
    table = fresh()
    play_first_round(table)
    table.answer_stop({E: True, S: False, W: False, N: False})
    verdict = table.set_courtesy_offers({E: 4, W: 1, S: 0, N: 3})
    assert (verdict.ok, verdict.rule) == (False, "C2")
    assert "East" in verdict.message and table.agreed is None


def test_C3_all_offers_zero_the_courtesy_pass_moves_nothing():
    table = fresh()
    play_first_round(table)
    table.answer_stop({E: True, S: False, W: False, N: False})
    before = table.racks
    table.set_courtesy_offers({s: 0 for s in table.seats})
    verdict = table.play_pass({})
    assert verdict.ok and table.over
    assert table.racks == before


def test_C1_courtesy_offers_are_refused_before_the_charleston_ends():
    table = fresh()
    verdict = table.set_courtesy_offers({s: 1 for s in table.seats})
    assert (verdict.ok, verdict.rule) == (False, "C1")


def test_C4_no_blind_pass_on_the_courtesy_pass():
    table = fresh()
    play_first_round(table)
    table.answer_stop({E: True, S: False, W: False, N: False})
    table.set_courtesy_offers({s: 1 for s in table.seats})
    choices = {s: first_three(table)[s][:1] for s in table.seats}
    choices[N] = {"blind": 1}
    verdict = table.play_pass(choices)
    assert (verdict.ok, verdict.rule) == (False, "B1")


def test_J1_a_joker_choice_is_refused():
    table = fresh()
    choices = first_three(table)
    choices[S] = "J 1C 2C"
    verdict = table.play_pass(choices)
    assert (verdict.ok, verdict.rule) == (False, "J1")
    assert Counter(table.rack(S))[parse_tiles("J")[0]] == 1


def test_J2_a_joker_passed_by_mistake_comes_back_and_a_tile_goes_instead():
    table = fresh()
    choices = first_three(table)
    choices[E] = {"own": "J 1B 2B", "instead": "9B"}
    verdict = table.play_pass(choices)
    assert verdict.ok
    returned = [e for e in table.log if isinstance(e, JokerReturned)]
    assert len(returned) == 1
    assert (returned[0].seat, returned[0].receiver, str(returned[0].replacement)) == (E, S, "9B")
    assert "9 Bam" in returned[0].describe()
    assert Counter(table.rack(E))[parse_tiles("J")[0]] == 2
    assert "9B" not in [str(t) for t in table.rack(E)]
    event = table.log[-1]
    assert all(not m.tile.is_joker for m in event.moves)


def test_J2_the_replacement_must_itself_be_legal():
    table = fresh()
    choices = first_three(table)
    choices[E] = {"own": "J 1B 2B", "instead": "J"}
    verdict = table.play_pass(choices)
    assert (verdict.ok, verdict.rule) == (False, "J1")
    choices[E] = {"own": "J 1B 2B", "instead": "9B 8B"}
    verdict = table.play_pass(choices)
    assert (verdict.ok, verdict.rule) == (False, "J2")


def test_F1_three_or_two_players_have_no_charleston():
    for players in (3, 2):
        table = Table.deal(seed=1, players=players)
        assert table.over and isinstance(table.log[-1], NoCharleston)
        assert len(table.seats) == players
        verdict = table.play_pass({})
        assert (verdict.ok, verdict.rule) == (False, "F1")
        assert "no Charleston" in table.log[-1].describe()


def test_F2_a_ghost_seat_keeps_the_passes_labelled_as_a_house_rule():
    table = Table.deal(seed=1, players=3, ghost=True)
    assert table.ghosts == (N,) and not table.over
    assert len(table.seats) == 4
    assert "House rule, not a League rule" in table.log[0].describe()
    assert "North" in table.log[0].describe()
    assert "House rule" not in Table.deal(seed=1).log[0].describe()


def test_players_outside_2_to_4_raise():
    for bad in (1, 5, True):
        with pytest.raises(ValueError):
            Table.deal(seed=1, players=bad)


def wins_with_two_jokers(rack) -> bool:
    """A stand-in win test for these tests: any 14 tiles holding both of East's jokers."""
    return len(rack) == 14 and sum(t.is_joker for t in rack) >= 2


def test_H2_a_heavenly_hand_waives_the_charleston_before_any_pass():
    table = Table(RACKS, win_test=wins_with_two_jokers)
    assert table.over and isinstance(table.log[-1], HeavenlyHand)
    verdict = table.play_pass(first_three(table))
    assert (verdict.ok, verdict.rule) == (False, "H2")


def test_H3_east_may_declare_after_a_round_and_only_then():
    calls = {"n": 0}

    def wins_after_first_round(rack):
        calls["n"] += 1
        return table_ref and len(table_ref[0].passes_done) >= 3

    table_ref: list[Table] = []
    table = Table(RACKS, win_test=wins_after_first_round)
    table_ref.append(table)
    assert not table.east_may_declare
    assert table.declare_mah_jongg().rule == "H3" and not table.over
    play_first_round(table)
    assert table.east_may_declare
    assert table.declare_mah_jongg("South").rule == "H1"
    verdict = table.declare_mah_jongg()
    assert (verdict.ok, verdict.rule) == (True, "H3")
    assert table.over and isinstance(table.log[-1], Declared) and table.log[-1].after_step == 3
    assert calls["n"] > 0


def test_H3_a_hand_that_does_not_win_cannot_be_declared():
    table = fresh()
    play_first_round(table)
    verdict = table.declare_mah_jongg()
    assert (verdict.ok, verdict.rule) == (False, "H3")


def test_P6_both_rounds_each_player_sends_18_and_receives_18():
    table = fresh()
    play_first_round(table, blind3={S: 2})
    table.answer_stop({s: False for s in table.seats})
    for step in (4, 5):
        table.play_pass(first_three(table))
    table.play_pass({s: {"own": first_three(table)[s][:2], "blind": 1} for s in table.seats})
    passes = [e for e in table.log if isinstance(e, PassPlayed)]
    for s in table.seats:
        assert sum(e.sent_count(s) for e in passes) == 18
        assert sum(e.received_count(s) for e in passes) == 18


def test_the_log_replays_to_the_same_racks():
    table = fresh()
    play_first_round(table, blind3={E: 2, W: 1})
    snapshots = replay(table.log)
    passes = [e for e in table.log if isinstance(e, PassPlayed)]
    assert snapshots[0] == table.log[0].racks
    assert snapshots[1:] == [e.racks for e in passes]
    assert snapshots[-1] == table.racks


def test_replay_refuses_a_log_that_does_not_start_with_the_deal():
    table = fresh()
    table.play_pass(first_three(table))
    with pytest.raises(ValueError, match="deal"):
        replay(table.log[1:])


def test_every_event_describes_itself_in_a_sentence():
    table = fresh()
    play_first_round(table)
    table.answer_stop({E: True, S: False, W: False, N: False})
    table.set_courtesy_offers({s: 2 for s in table.seats})
    table.play_pass({s: first_three(table)[s][:2] for s in table.seats})
    for event in table.log:
        text = event.describe()
        assert text and text[0].isupper() and text.rstrip().endswith((".", ")"))
        assert event.rule


def test_a_played_pass_names_its_rule_p3_and_the_courtesy_pass_c2():
    from charleston_lessons.strategies import RandomStrategy, take_turn

    table = Table.deal(5)
    bots = RandomStrategy(5, stop_chance=1.0, blind_chance=0.0)
    verdicts = []
    while not table.over:
        verdicts.append(take_turn(table, bots))
    played = [v for v, step in zip(verdicts, (1, 2, 3, "stop", "offers", 7)) if step in (1, 2, 3, 7)]
    assert [v.rule for v in played] == ["P3", "P3", "P3", "C2"]  # "every player sent 3 and received 3"


def test_a_table_says_its_racks_and_next_step_in_plain_words():
    assert repr(Table.deal(1)) == (
        "<Charleston table: East 14, South 13, West 13, North 13 tiles; "
        "Next: pass 1 (first right): tiles go right.>"
    )
    assert "North (ghost) 13" in repr(Table.deal(3, players=3, ghost=True))
    assert "0x" not in repr(Table.deal(2, players=2))


@pytest.mark.parametrize("language", ["en", "ms"])
def test_a_phase_lookup_says_the_course_sentence_short_in_the_current_language(language):
    from charleston_lessons.messages import say, speaking

    assert Phase("pass") is Phase.PASS
    for bad in ("x" * 10**6, ["pass"] * 10**6, None, "PASS"):
        with speaking(language):
            with pytest.raises(ValueError) as caught:
                Phase(bad)
            assert str(caught.value) == say("error.phase", value=bad)
        assert len(str(caught.value)) < 200


def test_rack_reads_the_seat_names_once_not_on_every_call(monkeypatch):
    """`rack(seat)` is called on every move (issue 24): the seats' names in every language are
    read once and kept, not translated afresh on each call."""
    from charleston_lessons import messages

    table = Table.deal(4)
    table.rack("timur")  # the names are read here, at most
    asked: list[str] = []
    original = messages.translate

    def spy(english: str, code: str | None = None) -> str:
        asked.append(english)
        return original(english, code)

    monkeypatch.setattr(messages, "translate", spy)
    for seat in (Seat.EAST, "East", "NORTH", "selatan", "Barat", "west"):
        assert table.rack(seat) == table.racks[as_seat(seat)]
    assert asked == []
    with pytest.raises(ValueError) as caught:
        table.rack("Eats")
    assert "Eats" in str(caught.value)


# ------------------------------------------------ hostile input to the table's own types

from fuzzing import BadEq, HostileInt  # noqa: E402 - tests/ is on sys.path


@pytest.mark.parametrize(
    "value",
    [{1: "x", "own": "5B"}, {BadEq(): 1}, {"own": "5B", "zz": 1}, {"x" * 10**6: 1}, {("own",): 1}],
    ids=["mixed-keys", "bad-eq-key", "unknown-key", "long-key", "tuple-key"],
)
def test_a_pass_choice_with_a_field_it_does_not_have_is_one_catalog_sentence(value):
    with pytest.raises(ValueError, match="is not part of a pass choice") as caught:
        PassChoice.of(value)
    assert len(str(caught.value)) < 300


def test_a_pass_choice_keeps_the_plain_int_of_an_int_subclass():
    choice = PassChoice.of({"own": "5B", "blind": HostileInt(2)})
    assert type(choice.blind) is int and choice.blind == 2


@pytest.mark.parametrize(
    "call",
    [
        lambda: Table.deal(1, win_test=frozenset()),
        lambda: Table.deal(1, win_test="yes"),
        lambda: Table.deal(1, players=3, ghost=HostileInt(1)),
        lambda: Table(RACKS, ghosts=__import__("itertools").count()),
        lambda: Table(RACKS, ghosts=["East"]),
    ],
    ids=["win-test-set", "win-test-text", "ghost-hostile-int", "ghosts-endless", "ghost-east"],
)
def test_bad_input_to_a_table_is_a_value_error_sentence(call):
    with pytest.raises(ValueError) as caught:
        call()
    assert len(str(caught.value)) < 300


def test_a_forged_log_whose_moves_do_not_add_up_is_the_log_sentence():
    from charleston_lessons.table import Dealt

    table = fresh()
    assert table.play_pass(first_three(table)).ok
    log = table.log
    forged = [Dealt({seat: () for seat in log[0].racks}, log[0].wall, 0, ()), *log[1:]]
    with pytest.raises(ValueError, match="A Charleston log is"):
        replay(forged)


def test_a_pass_played_record_reads_its_step_and_moves_plainly():
    from charleston_lessons.table import PassPlayed
    from fuzzing import HostileStr

    assert PassPlayed(HostileInt(7), {}, {}, {}, (), {}).step == 7
    for step, moves in ((HostileInt(9), ()), ("x" * 10**6, ()), (3, HostileStr("x")), (3, [1])):
        with pytest.raises(ValueError) as caught:
            PassPlayed(step, {}, {}, {}, moves, {})
        assert len(str(caught.value)) < 300
