"""The live table without a browser: set the boxes' `.value`, `.click()` the buttons, read the feedback."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

import pytest

from charleston_lessons import course, widgets
from charleston_lessons.rules import SEATS, Seat, Verdict, receiver
from charleston_lessons.coach import Coach, suggest_pass
from charleston_lessons.strategies import RandomStrategy, SeatView
from charleston_lessons.table import PassChoice, PassPlayed, Phase, Table
from charleston_lessons.tiles import parse_tiles
from charleston_lessons.widgets.live_table import LiveTable

SVG_NS = "http://www.w3.org/2000/svg"

SEED = 2026


def never_stops(seed: int = 1) -> RandomStrategy:
    return RandomStrategy(seed, stop_chance=0.0)


class Stopper:
    """A bot that always wants to stop and always offers `offer` (any Strategy will do)."""

    def __init__(self, offer: int = 3) -> None:
        self.offer = offer
        self._inner = RandomStrategy(5, blind_chance=0.0)

    def choose_pass(self, view: SeatView) -> PassChoice:
        return self._inner.choose_pass(view)

    def wants_to_stop(self, view: SeatView) -> bool:
        return True

    def courtesy_offer(self, view: SeatView) -> int:
        return self.offer

    def declares(self, view: SeatView) -> bool:
        return False


class Broken:
    """A bot with a bug: the live table must report it, not raise."""

    def choose_pass(self, view: SeatView) -> PassChoice:
        raise RuntimeError("this bot is broken")

    wants_to_stop = courtesy_offer = declares = choose_pass


def snapshot(live: LiveTable) -> tuple:
    return live.table.racks, live.table.log, live.table.phase, live.table.next_step


def legal(live: LiveTable, seat: str, count: int = 3) -> str:
    """`count` tiles the seat holds, never a Joker, as typed text."""
    return " ".join([str(t) for t in live.table.rack(seat) if not t.is_joker][:count])


def play_to(live: LiveTable, step: int) -> None:
    """Click the bot button until pass `step` is next (nobody stops)."""
    while live.table.next_step != step:
        assert live.bot_button.click() is None and live.last_verdict.ok, live.feedback_text


# --------------------------------------------------------------------------- basics


def test_exported_and_offered_by_course():
    assert "LiveTable" in widgets.__all__ and widgets.LiveTable is LiveTable
    live = course.live_table(seed=SEED)
    assert isinstance(live, LiveTable) and live.table.racks == Table.deal(SEED).racks


def test_shows_four_racks_as_tile_pictures_and_the_next_step():
    live = LiveTable(seed=SEED)
    for seat in SEATS:
        rack = live.seats[seat].rack
        assert rack.count('data-tile="') == len(live.table.rack(seat)) and "<svg" in rack
        assert 'height="60"' in rack  # big enough for a projector
        assert f"passes to {receiver(seat, 'right')}" in live.seats[seat].name
    assert "Next: pass 1, first right: tiles go right." in live.next_line.value
    assert repr(live) == (
        "Live table, deal 2026. Next: pass 1, first right: tiles go right. (Run this cell to drive the table.)"
    )


def test_the_next_line_follows_the_table_through_a_whole_charleston():
    live = LiveTable(seed=SEED, bots=never_stops())
    seen = []
    while not live.table.over:
        seen.append(live.next_text)
        live.bot_button.click()
    seen.append(live.next_text)
    assert seen[3].startswith("Next: the stop question. Pass 3 is done")
    assert seen[4] == "Next: pass 4, second left: tiles go left."
    assert any("Blind pass allowed" in line and "pass 3, first left" in line for line in seen)
    assert any(line.startswith("Next: courtesy offers.") for line in seen)
    assert any(line.startswith("Next: pass 7, the courtesy pass, across:") for line in seen)
    assert seen[-1] == "The Charleston is over (all passes played)."


# --------------------------------------------------------------------------- bots


def test_the_bot_button_plays_a_whole_charleston_when_nobody_stops():
    live = LiveTable(seed=SEED, bots=never_stops())
    clicks = 0
    while not live.table.over and clicks < 20:
        live.bot_button.click()
        clicks += 1
    assert live.table.passes_done == (1, 2, 3, 4, 5, 6, 7)
    assert clicks == 9  # seven passes, the stop question and the offers
    assert live.bot_button.disabled


def test_the_bot_button_changes_its_words_with_the_step():
    live = LiveTable(seed=SEED, bots=never_stops())
    assert live.bot_button.description == "Play next pass with bots"
    play_to(live, 3)
    live.bot_button.click()
    assert live.table.phase is Phase.STOP_QUESTION
    assert live.bot_button.description == "Bots answer the stop question"
    assert [a["id"] for a in live.form.actions if not a["hidden"]] == ["answer"]


def test_bots_per_seat_are_any_strategy_and_missing_seats_get_the_coach():
    live = LiveTable(seed=SEED, bots={"South": Stopper()})
    assert isinstance(live.bots[Seat.SOUTH], Stopper)
    assert all(isinstance(live.bots[s], Coach) for s in (Seat.EAST, Seat.WEST, Seat.NORTH))
    play_to(live, 3)
    live.bot_button.click()  # pass 3
    live.bot_button.click()  # the stop question: South's bot stops it
    assert live.table.stopped is True and live.table.phase is Phase.OFFERS


def test_a_broken_bot_is_a_sentence_and_the_table_is_unchanged():
    live = LiveTable(seed=SEED, bots={"West": Broken()})
    before = snapshot(live)
    live.bot_button.click()
    assert not live.last_verdict.ok and "this bot is broken" in live.feedback_text
    assert snapshot(live) == before
    live.press("play")  # West's box is empty, so West's bot is asked again
    assert (
        live.feedback_text.startswith("✗ Refused. P5: West: ")
        and "this bot is broken" in live.feedback_text
    )
    assert snapshot(live) == before
    live.seats["West"].tiles.value = legal(live, "West")  # the room decides for West instead
    live.press("play")
    assert live.last_verdict.ok and live.table.passes_done == (1,)


def test_default_bots_are_the_coach_and_replay_the_same_table():
    one, two = LiveTable(seed=SEED), LiveTable(seed=SEED)
    assert all(isinstance(bot, Coach) for bot in one.bots.values())
    one.bot_button.click()
    two.bot_button.click()
    assert one.table.racks == two.table.racks != Table.deal(SEED).racks
    last = one.table.log[-1]
    for seat in one.table.seats:  # each seat passed what the coach advises for its rack
        rack = Table.deal(SEED).rack(seat)
        assert sorted(last.own[seat]) == sorted(suggest_pass(rack, 1).choice.own)


# --------------------------------------------------------------------------- typed choices


def test_typed_choices_move_exactly_those_tiles_and_empty_boxes_are_bots():
    live = LiveTable(seed=SEED, bots=never_stops())
    east = parse_tiles(legal(live, "East"))
    south = parse_tiles(legal(live, "South"))
    live.seats["East"].tiles.value = " ".join(str(t) for t in east)
    live.seats["South"].tiles.value = ", ".join(t.name for t in south)  # names work too
    live.press("play")
    assert live.last_verdict.ok, live.feedback_text
    played = live.table.log[-1]
    assert isinstance(played, PassPlayed) and played.step == 1
    assert played.own[Seat.EAST] == tuple(sorted(east))
    assert played.own[Seat.SOUTH] == tuple(sorted(south))
    # Pass 1 goes right: East's tiles reach South, South's reach West.
    assert sorted(m.tile for m in played.moves if m.origin is Seat.EAST) == sorted(east)
    assert {m.keeper for m in played.moves if m.origin is Seat.EAST} == {Seat.SOUTH}
    assert {m.keeper for m in played.moves if m.origin is Seat.SOUTH} == {Seat.WEST}
    # West and North had empty boxes: their bots chose three tiles each.
    assert len(played.own[Seat.WEST]) == len(played.own[Seat.NORTH]) == 3
    assert all(c.tiles.value == "" for c in live.seats.values())  # boxes cleared for the next pass
    assert "Received on pass 1:" in live.seats["South"].received


def test_a_blind_pass_on_pass_3_forwards_the_count_given():
    live = LiveTable(seed=SEED, bots=RandomStrategy(3, blind_chance=0.0, stop_chance=0.0))
    play_to(live, 3)
    assert live.seats["East"].blind.hidden is False  # shown on pass 3
    live.seats["East"].tiles.value = legal(live, "East", 1)
    live.seats["East"].blind.value = 2
    live.press("play")
    assert live.last_verdict.ok, live.feedback_text
    played = live.table.log[-1]
    assert played.blind[Seat.EAST] == 2 and len(played.own[Seat.EAST]) == 1
    assert live.seats["East"].blind.value == "0"  # cleared for the next pass
    play_to(live, 4)
    assert live.seats["East"].blind.hidden  # hidden on pass 4


@pytest.mark.parametrize("step", [1, 2])
def test_illegal_typed_choices_are_refused_with_the_rule_and_the_table_unchanged(step):
    live = LiveTable(seed=SEED, bots=never_stops())
    play_to(live, step)
    rack = live.table.rack("South")
    not_held = next(t for t in parse_tiles("1B 2B 3B 4B 5B 6B 7B 8B 9B") if t not in rack)
    jokerless = [str(t) for t in rack if not t.is_joker]
    cases = [
        ("J " + " ".join(jokerless[:2]), 0, "J1", "Jokers are never passed"),
        (f"{not_held} " + " ".join(jokerless[:2]), 0, "P7", "You don't hold"),
        ("9Q " + " ".join(jokerless[:2]), 0, "T2", "'9Q' is not a tile"),
        ("<script>", 0, "T2", "is not a tile"),
        (jokerless[0], 0, "P3", "exactly 3 tiles"),
        (jokerless[0], 2, "B1", "A blind pass is only allowed on pass 3"),
    ]
    for text, blind, rule, words in cases:
        before = snapshot(live)
        live.seats["South"].tiles.value = text
        live.seats["South"].blind.value = blind
        live.press("play")
        verdict = live.last_verdict
        assert not verdict.ok and verdict.rule == rule, (text, live.feedback_text)
        assert (
            live.feedback_text.startswith(f"✗ Refused. {rule}: South: ")
            and words in live.feedback_text
        )
        assert f">{rule}</span>" in live.feedback.value and "Refused." in live.feedback.value
        assert "&lt;script&gt;" in live.feedback.value or text != "<script>"
        assert snapshot(live) == before
        assert live.seats["South"].tiles.value == text  # the room's text stays, to be corrected


def test_every_refused_seat_is_shown_at_once_in_seat_order():
    live = LiveTable(seed=SEED)
    live.seats["North"].tiles.value = "J"
    live.seats["East"].tiles.value = "nonsense"
    live.seats["West"].tiles.value = legal(live, "West", 2)
    before = snapshot(live)
    live.press("play")
    assert [v.rule for v in live.verdicts] == ["T2", "P3", "J1"]
    lines = live.feedback_text.splitlines()
    assert [line.split(": ")[1] for line in lines] == ["East", "West", "North"]
    assert live.last_verdict is live.verdicts[0] and snapshot(live) == before


def test_typed_choices_between_passes_get_the_tables_reason():
    live = LiveTable(seed=SEED, bots=never_stops())
    play_to(live, 3)
    live.bot_button.click()  # pass 3: the stop question is due
    before = snapshot(live)
    live.press("play")
    assert live.last_verdict.rule == "X1" and "stop the second Charleston" in live.feedback_text
    assert snapshot(live) == before


# --------------------------------------------------------------------------- stop and courtesy


def test_one_seat_stopping_ends_the_charleston_at_the_courtesy_pass():
    live = LiveTable(seed=SEED, bots=never_stops())
    play_to(live, 3)
    live.bot_button.click()
    assert all(c.stop.hidden is False for c in live.seats.values())
    live.seats["West"].stop.value = True
    live.press("answer")
    assert live.last_verdict.ok and live.last_verdict.rule == "X1"
    assert "West stopped the second Charleston" in live.feedback_text
    assert live.table.phase is Phase.OFFERS and live.table.passes_done == (1, 2, 3)
    assert live.next_text.startswith("Next: courtesy offers.")
    assert all(c.offer.hidden is False for c in live.seats.values())


def test_nobody_stopping_goes_on_to_pass_4():
    live = LiveTable(seed=SEED, bots=never_stops())
    play_to(live, 3)
    live.bot_button.click()
    live.press("answer")  # no box ticked
    assert live.last_verdict.rule == "X2" and live.table.next_step == 4


def test_offers_give_each_pair_the_lower_count_and_pass_7_takes_it():
    live = LiveTable(seed=SEED, bots=never_stops())
    play_to(live, 3)
    live.bot_button.click()
    live.seats["North"].stop.value = True
    live.press("answer")
    for seat, offer in {"East": 3, "West": 1, "South": 0, "North": 2}.items():
        live.seats[seat].offer.value = offer
    live.press("offers")
    assert live.last_verdict.ok and live.last_verdict.rule == "C3"
    assert live.table.agreed == {Seat.EAST: 1, Seat.SOUTH: 0, Seat.WEST: 1, Seat.NORTH: 0}
    assert "East and West will swap 1 tile" in live.next_text
    assert "South and North pass nothing" in live.next_text
    assert live.seats["South"].tiles.hidden  # nothing to pass
    assert live.seats["East"].tiles.placeholder.startswith("1 tile")
    live.seats["East"].tiles.value = legal(live, "East", 2)  # more than agreed
    before = snapshot(live)
    live.press("play")
    assert live.last_verdict.rule == "C2" and snapshot(live) == before
    live.seats["East"].tiles.value = legal(live, "East", 1)
    live.press("play")
    assert live.last_verdict.ok and live.table.passes_done == (1, 2, 3, 7) and live.table.over


# --------------------------------------------------------------------------- undo, new deal


def test_undo_restores_the_previous_racks_and_log_step_by_step():
    live = LiveTable(seed=SEED, bots=never_stops())
    states = [snapshot(live)]
    for _ in range(5):  # passes 1-3, the stop question, pass 4
        live.bot_button.click()
        states.append(snapshot(live))
    assert [len(s[1]) for s in states] == [1, 2, 3, 4, 5, 6]  # every step added to the log
    for expected in reversed(states[:-1]):
        assert live.undo_button.disabled is False
        live.undo_button.click()
        assert snapshot(live) == expected
        assert "Undone" in live.feedback_text
    assert live.undo_button.disabled
    live.undo_button.click()
    assert snapshot(live) == states[0] and "Nothing to undo" in live.feedback_text


def test_a_refused_choice_is_not_a_step_to_undo():
    live = LiveTable(seed=SEED, bots=never_stops())
    live.bot_button.click()
    after_one = snapshot(live)
    live.seats["East"].tiles.value = "J"
    live.press("play")
    live.undo_button.click()
    assert snapshot(live)[1] == Table.deal(SEED).log and after_one != snapshot(live)


def test_new_deal_changes_the_racks_and_forgets_the_undo_history():
    live = LiveTable(seed=SEED)
    first = live.table.racks
    live.bot_button.click()
    live.new_deal_button.click()
    assert live.seed != SEED and live.table.racks != first
    assert live.table.racks == Table.deal(live.seed).racks and live.table.passes_done == ()
    assert str(live.seed) in live.title.value and str(live.seed) in live.feedback_text
    assert live.undo_button.disabled and live.drawing.outputs == ()
    again = LiveTable(seed=SEED)
    again.new_deal_button.click()
    assert again.seed == live.seed  # the next deal is seeded too


def test_given_racks_are_used_and_a_short_table_is_over_at_once():
    racks = Table.deal(7).racks
    live = LiveTable(racks=racks)
    assert live.table.racks == racks and "given by the instructor" in live.title.value
    three = {seat: tiles for seat, tiles in racks.items() if seat is not Seat.NORTH}
    short = LiveTable(racks=three)
    assert short.table.over and short.seats["North"].hidden
    short.bot_button.click()
    short.press("play")
    assert not short.last_verdict.ok and short.last_verdict.rule == "F1"


# --------------------------------------------------------------------------- drawing and log


def test_the_drawing_gets_the_figure_of_each_pass_and_the_log_one_line_per_event():
    live = LiveTable(seed=SEED, bots=never_stops())
    assert live.drawing.outputs == ()
    drawn = []
    while not live.table.over:
        before = live.table.passes_done
        live.bot_button.click()
        outputs = live.drawing.outputs
        if live.table.passes_done != before:
            assert len(outputs) == 1 and outputs[0]["output_type"] == "display_data"
            data = outputs[0]["data"]
            step = live.table.passes_done[-1]
            svg = ET.fromstring(re.search(r"<svg.*?</svg>", data["text/html"], re.DOTALL)[0])  # the wide one
            assert svg.get("role") == "img"  # a themed SVG picture, named for screen readers
            assert [g.get("data-pass") for g in svg.iter(f"{{{SVG_NS}}}g") if "panel" in g.get("class")] == [str(step)]
            assert f"Pass {step}, " in data["text/plain"]  # says who passed what to whom
            drawn.append(data["text/html"])
    assert len(drawn) == 7 and len(set(drawn)) == 7
    items = live.log_area.value.count("<li>")
    assert items == len(live.table.log) == len(live.event_lines())
    assert live.event_lines()[0].startswith("T3: Dealt:")
    assert any(line.startswith("X2: Nobody stopped it") for line in live.event_lines())


def test_undo_redraws_the_pass_before():
    live = LiveTable(seed=SEED, bots=never_stops())
    live.bot_button.click()
    first = live.drawing.outputs
    live.bot_button.click()
    assert live.drawing.outputs != first
    live.undo_button.click()
    assert live.drawing.outputs == first
    live.undo_button.click()
    assert live.drawing.outputs == ()


# --------------------------------------------------------------------------- nothing raises


@pytest.mark.parametrize(
    "text",
    ["", " ", ",,,", "J J J", "1D 1D 1D 1D", "🀄", "None", "3", "1 Dot, 9 Crak", "\n\t", "x" * 500],
)
def test_nothing_raises_on_bad_input_in_any_phase(text):
    live = LiveTable(seed=SEED, bots=never_stops())
    # Called directly, a bug would raise here (a button's click would only log it).
    actions = (live.play_choices, live.answer_stop, live.agree_offers, live.play_bots)
    for _ in range(12):
        for action in actions:
            for controls in live.seats.values():
                controls.tiles.value = text
                controls.stop.value = False
                controls.offer.value = 3
            verdict = action()
            assert isinstance(verdict, Verdict) and live.feedback_text.startswith(("✓", "✗"))
    assert live.table.over
    for press in (*(lambda a=a: live.press(a) for a in ("play", "answer", "offers")), live.bot_button.click):
        press()
        assert (
            live.feedback_text.startswith("✗ Refused.") and "went wrong" not in live.feedback_text
        )
    assert live.undo() is True and live.new_deal() is None


def test_anything_unexpected_in_a_click_is_a_sentence_not_a_traceback(monkeypatch):
    live = LiveTable(seed=SEED)

    def boom(_choices):
        raise KeyError("unexpected")

    monkeypatch.setattr(live.table, "play_pass", boom)
    live.press("play")
    assert live.feedback_text.startswith("✗ Refused. Something went wrong (")
    assert "Traceback" not in live.feedback.value


def test_bots_play_to_the_end_in_one_click_and_undo_steps_back_one_at_a_time():
    live = LiveTable(seed=SEED)  # the default bots: the coach in every seat
    live.auto_button.click()
    assert live.table.over and live.auto_button.disabled and live.bot_button.disabled
    done = live.table.passes_done
    assert done[:3] == (1, 2, 3) and done[-1] == 7
    assert live.last_verdict.ok
    live.undo_button.click()
    assert not live.table.over and live.table.passes_done == done[:-1]
    stepped, auto = LiveTable(seed=SEED), LiveTable(seed=SEED)
    while not stepped.table.over:
        stepped.bot_button.click()
    auto.play_to_end()
    assert auto.table.racks == stepped.table.racks and auto.table.log == stepped.table.log
    assert auto.play_to_end() is None  # nothing left to play


def test_play_to_end_stops_at_a_refusal_and_shows_it():
    live = LiveTable(seed=SEED, bots={"West": Broken()})
    before = snapshot(live)
    verdict = live.play_to_end()
    assert verdict is not None and not verdict.ok and "this bot is broken" in live.feedback_text
    assert snapshot(live) == before


def test_a_press_plays_the_choices_it_carries_not_older_ones_the_kernel_held():
    live = LiveTable(seed=SEED)
    south = [t for t in live.table.rack("South") if not t.is_joker]
    live.seats["South"].tiles.value = "nonsense"  # the kernel's copy is stale
    on_screen = {**live.form.snapshot(), "South.tiles": " ".join(str(t) for t in south[:3])}
    live.form.submission = {"n": 1, "action": "play", "values": on_screen}
    assert live.last_verdict.ok, live.feedback_text
    assert live.table.log[-1].own[Seat.SOUTH] == tuple(sorted(south[:3]))


# ---------------------------------------------------------------- bad input (API.md)

from charleston_lessons.widgets.live_table import verdict_html  # noqa: E402
from fuzzing import BadRepr, HostileInt, HostileStr  # noqa: E402 - tests/ is on sys.path


@pytest.mark.parametrize(
    "make, name",
    [
        (lambda: LiveTable(seed=frozenset()), "seed"),
        (lambda: LiveTable(seed=[1]), "seed"),
        (lambda: LiveTable(seed=1, bots=3), "bots"),
        (lambda: LiveTable(seed=1, bots={"East": None}), "bots"),
        (lambda: LiveTable(seed=1, racks=[1]), "racks"),
        (lambda: LiveTable(seed=1, racks={"East": HostileStr("5B"), "South": BadRepr()}), "racks"),
        (lambda: verdict_html(None), "verdict"),
        (lambda: verdict_html(BadRepr()), "verdict"),
    ],
    ids=["seed-frozenset", "seed-list", "bots-int", "bots-mapping", "racks-list", "racks-hostile", "verdict-none", "verdict-badrepr"],
)
def test_a_wrong_argument_is_a_sentence_naming_it(make, name):
    with pytest.raises(ValueError) as caught:
        make()
    message = str(caught.value)
    assert name in message and len(message) < 300, message


def test_a_hostile_int_seed_is_read_as_its_plain_value():
    live = LiveTable(seed=HostileInt(7))
    assert type(live.seed) is int and live.table.rack("East") == LiveTable(seed=7).table.rack("East")


@pytest.mark.parametrize("method", ["play_choices", "answer_stop", "agree_offers"])
@pytest.mark.parametrize("bad", [("East.stop", True), [1], "East", 3])
def test_values_that_are_no_mapping_are_a_sentence(method, bad):
    """The room's choices were read with `.get` unchecked: AttributeError (the fuzz, issue 33)."""
    live = LiveTable(seed=SEED)
    if method == "answer_stop":
        for _ in range(3):
            live.play_choices({})
    with pytest.raises(ValueError, match="values"):
        getattr(live, method)(bad)
