"""The play-a-seat widget without a browser: every button drives the game, and shows its words."""

from __future__ import annotations

import html
import itertools

from charleston_lessons import course
from charleston_lessons.messages import speaking
from charleston_lessons.seat_game import GradeKind, SeatGame, line_names
from charleston_lessons.table import PassChoice, Phase
from charleston_lessons.widgets.live import LiveRegion
from charleston_lessons.widgets.play_seat import PlaySeat

SEED = 3


def press_pass(widget: PlaySeat, choice=None) -> None:
    """Select tiles in the picker as a learner would, then press its own button."""
    choice = choice if choice is not None else widget.game.coach_choice()
    widget.picker.clear()
    if choice.own:
        widget.picker.select(*choice.own)
    widget.picker.forward = choice.blind
    widget.picker.submit()


def visible(box) -> bool:
    return box.layout.display != "none"


def test_the_first_screen_shows_the_rack_the_lines_and_the_next_step():
    widget = PlaySeat(SEED)
    game = SeatGame(SEED)
    assert list(widget.picker.tiles) == [t.code for t in game.rack]
    assert widget.picker.limit == 3 and widget.picker.arriving == 0 and not widget.picker.disabled
    assert widget.picker.submit_label == "Pass these tiles"
    assert game.next_text in widget.next_line.value
    for line in game.lines:
        assert line.name in widget.lines_area.value and line.notation in widget.lines_area.value
    assert "Invented teaching lines (G5)" in widget.lines_area.value
    assert not visible(widget.stop_row) and not visible(widget.offer_row) and not visible(widget.declare_button)
    assert widget.undo_button.disabled and widget.history.value == "" and widget.summary_area.value == ""
    assert repr(widget).startswith("[Play a whole Charleston: you are South, deal 3. Pass 1")


def test_a_pass_through_the_picker_is_graded_and_the_rack_moves_on():
    widget = PlaySeat(SEED)
    press_pass(widget)
    assert widget.last.played and widget.feedback_text.startswith("✓ Good choice. G1:")
    assert "Pass 1:" in widget.feedback.value, "the feedback says which decision it grades"
    assert "from East." in widget.feedback_text and "You received" in widget.feedback_text
    assert list(widget.picker.tiles) == [t.code for t in widget.game.rack] and widget.picker.selected == []
    assert "Pass 2 (first across)" in widget.next_line.value
    assert "Pass 1:" in widget.history.value and not widget.undo_button.disabled


def test_a_refused_pass_keeps_the_selection_and_says_why():
    widget = PlaySeat(SEED)
    widget.picker.select(0)
    widget.picker.submit()
    assert not widget.last.played and "P3" in widget.feedback.value and "exactly 3 tiles" in widget.feedback_text
    assert widget.picker.selected == [0], "the learner's selection stays for them to fix"
    assert widget.game.table.passes_done == ()


def test_ask_the_coach_shows_advice_and_the_decision_list_notes_it():
    widget = PlaySeat(SEED)
    advice = widget.ask_coach()
    assert advice and all(line in widget.coach_text for line in advice)
    assert "The coach says" in widget.coach_area.value
    press_pass(widget)
    assert widget.coach_area.value == "" and "You asked the coach first." in widget.history.value


def test_stop_question_offer_courtesy_and_summary_through_the_buttons():
    widget = PlaySeat(SEED)
    for _ in range(3):
        press_pass(widget)
    assert widget.game.phase is Phase.STOP_QUESTION
    assert visible(widget.stop_row) and not visible(widget.offer_row)
    # The rack stays in view while deciding, but takes no selection and has no pass button.
    assert visible(widget.picker) and widget.picker.limit == 0 and widget.picker.submit_label == ""
    assert list(widget.picker.tiles) == [t.code for t in widget.game.rack]
    widget.go_on_button.click()
    assert widget.last.played and "Nobody stopped it" in widget.feedback_text
    for _ in range(3):
        press_pass(widget)
    assert visible(widget.offer_row) and widget.game.phase is Phase.OFFERS
    assert widget.offer_form.field("offer")["label"] == "Your offer to North:" and widget.picker.limit == 0
    widget.offer_form.submit("offer")  # nothing chosen yet
    assert not widget.last.played and "0, 1, 2 or 3" in widget.feedback_text
    advised = widget.game.coach_choice()
    mine = 3 if advised < 3 else 2  # legal, but not the coach's offer: advice citing C2's freedom
    widget.offer_form.set_value("offer", "1")
    # The press carries the count on screen, whatever the kernel held before (1).
    widget.offer_form.submission = {"n": 99, "action": "offer", "values": {"offer": str(mine)}}
    assert widget.last.played and "C2" in widget.feedback.value and widget.offer_form.values["offer"] is None
    assert widget.game.turns[-1].said == f"offered {mine}"
    press_pass(widget)
    assert widget.game.over and visible(widget.picker) and widget.picker.limit == 0
    assert widget.picker.label == "Your rack at the end" and widget.picker.submit_label == ""
    assert "Courtesy pass:" in widget.feedback.value and "Courtesy pass: " in widget.history.value
    assert "How your Charleston went" in widget.summary_area.value
    for line in widget.game.summary():
        assert line.replace("'", "&#x27;") in widget.summary_area.value
    assert widget.history.value.count("<li>") == len(widget.game.turns) == 9
    assert widget.coach_button.disabled


def test_stopping_goes_straight_to_the_offers():
    widget = PlaySeat(SEED)
    for _ in range(3):
        press_pass(widget)
    widget.stop_button.click()
    assert widget.game.table.stopped is True and visible(widget.offer_row)
    assert "X1" in widget.feedback.value


def test_take_back_and_new_deal():
    widget = PlaySeat(SEED)
    widget.undo_button.click()
    assert "Nothing to take back yet." in widget.feedback.value
    start = list(widget.picker.tiles)
    press_pass(widget)
    widget.undo_button.click()
    assert list(widget.picker.tiles) == start and widget.game.turns == [] and "Taken back." in widget.feedback.value
    widget.new_deal_button.click()
    assert widget.game.seed != SEED and "New deal" in widget.feedback.value
    assert list(widget.picker.tiles) == [t.code for t in SeatGame(widget.game.seed).rack]


def test_an_unexpected_error_is_a_sentence_not_a_traceback(monkeypatch):
    widget = PlaySeat(SEED)

    def broken(*_args, **_kwargs):
        raise RuntimeError("the table fell over")

    monkeypatch.setattr(widget.game, "pass_tiles", broken)
    press_pass(widget)
    assert "Something went wrong, and nothing changed: the table fell over" in widget.feedback_text


def test_the_course_keeps_one_game_per_seed_and_seat():
    one = course.play_seat(seed=11)
    press_pass(one)
    assert course.play_seat(seed=11) is one and one.game.turns
    assert course.play_seat(seed=11, seat="East") is not one
    assert course.play_seat(seed=11, seat="East").game.seat == "East"


def test_east_sees_the_declare_button_only_when_the_tiles_win_after_a_round():
    widget = PlaySeat(SEED, "East")
    assert not visible(widget.declare_button)
    for _ in range(3):
        press_pass(widget)
    assert not visible(widget.declare_button)  # after the round, but the tiles do not win
    widget.game.table._win_test = lambda tiles: True  # as if they did (H3)
    widget._refresh()
    assert visible(widget.declare_button) and visible(widget.stop_row)
    widget.declare_button.click()
    assert widget.game.over and "Mah Jongg" in widget.feedback_text and "H3" in widget.feedback.value
    assert not visible(widget.declare_button) and not visible(widget.stop_row)


def test_the_lines_are_named_written_and_drawn_with_a_pointer_to_the_notation():
    widget = PlaySeat(SEED)
    area = widget.lines_area.value
    assert area.count('class="cl-play-line-tiles"') == len(widget.game.lines) == 2
    assert area.count("<svg") >= 2
    for line in widget.game.lines:
        assert line.name in area and line.notation in area
        assert html.escape(widget._line_words(line)) in area  # the picture in words
    assert "glossary in lesson 1" in area


def test_each_grade_says_the_lines_it_was_graded_toward_and_a_change_of_lines_is_said():
    for seed in range(40):
        widget = PlaySeat(seed)
        before = widget.game.lines
        press_pass(widget)
        toward = html.escape(f"Graded toward {line_names(before, notation=True)}.")
        assert toward in widget.feedback.value and html.escape(f"Graded toward {line_names(before)}.") in widget.history.value
        for line in before:  # named and written out, even once they have left the lines area
            assert line.notation in widget.feedback.value
        if set(widget.game.lines) != set(before):
            break
    else:
        raise AssertionError("no deal moved the lines on pass 1")
    now = widget.game.lines
    assert f"Your nearest lines are now {line_names(now)}" in widget.feedback_text
    for line in now:
        assert line.name in widget.lines_area.value


def test_an_offer_against_the_coach_reads_as_advice_not_a_broken_rule():
    widget = PlaySeat(SEED)
    for _ in range(3):
        press_pass(widget)
    widget.go_on_button.click()
    for _ in range(3):
        press_pass(widget)
    advised = widget.game.coach_choice()
    widget.offer_form.set_value("offer", "0" if advised else "3")
    widget.offer_form.submit("offer")
    assert widget.last.played and widget.last.feedback.rule == "G1"
    assert ">G1</span>" in widget.feedback.value and "Legal" in widget.feedback.value
    assert "Courtesy offer: offered" in widget.history.value
    assert "legal; the coach advises otherwise, G1" in widget.history.value and "not quite" not in widget.history.value
    assert "✗" not in widget.history.value and "✗" not in widget.feedback.value


# ------------------------------------------------------------------ the three kinds, as shown

def legal_first_passes(widget: PlaySeat):
    passable = sorted(t for t in widget.game.rack if not t.is_joker)
    return [PassChoice(own) for own in sorted(set(itertools.combinations(passable, 3)))]


def grade_box(widget: PlaySeat) -> str:
    """The grade's own box in the feedback area (without the "Why?" and the news)."""
    value = widget.feedback.value
    start = value.index('<div class="cl-feedback')
    return value[start:value.index("</div>", start) + len("</div>")]


def test_every_legal_pass_is_shown_as_legal_with_an_icon_and_a_word_never_as_a_mistake():
    widget = PlaySeat(SEED)
    shown = set()
    for choice in legal_first_passes(widget):
        press_pass(widget, choice)
        grade = widget.last.feedback
        assert widget.last.played and grade.kind in (GradeKind.GOOD, GradeKind.ADVICE)
        box = grade_box(widget)
        for mistake in ("✗", "Not quite", "cl-incorrect", "cl-play-refused", "--jp-error-color1"):
            assert mistake not in widget.feedback.value and mistake not in widget.history.value, (mistake, box)
        if grade.kind is GradeKind.ADVICE:
            assert 'class="cl-feedback cl-play-advice"' in box and "--jp-info-color1" in box
            assert ">ℹ</span>" in box and "<strong>Legal.</strong>" in box and f">{grade.rule}</span>" in box
            assert grade.rule.startswith("G") and "legal; the coach advises otherwise" in widget.history.value
        else:
            assert 'class="cl-feedback cl-play-good"' in box and "--jp-success-color1" in box
            assert ">✓</span>" in box and "<strong>Good choice.</strong>" in box
        assert html.escape(grade.message) in box
        shown.add(grade.kind)
        assert widget.undo()
    assert shown == {GradeKind.GOOD, GradeKind.ADVICE}


def test_a_refused_pass_is_shown_as_not_allowed_with_the_rule_it_breaks():
    seed = next(s for s in range(200) if any(t.is_joker for t in SeatGame(s).rack))
    widget = PlaySeat(seed)
    joker = next(t for t in widget.game.rack if t.is_joker)
    others = [t for t in widget.game.rack if not t.is_joker]
    for choice, rule in ((others[:1], "P3"), (others[:2], "P3"), ([joker, *others[:2]], "J1")):
        press_pass(widget, PassChoice(tuple(choice)))
        box = grade_box(widget)
        assert not widget.last.played and widget.last.feedback.kind is GradeKind.REFUSED
        assert 'class="cl-feedback cl-play-refused"' in box and "--jp-error-color1" in box
        assert ">✗</span>" in box and "<strong>Not allowed.</strong>" in box and f">{rule}</span>" in box
        assert widget.game.turns == [] and widget.history.value == ""


def test_the_grade_is_announced_in_the_polite_live_region_the_course_uses_for_feedback():
    widget = PlaySeat(SEED)
    assert isinstance(widget.feedback, LiveRegion) and not widget.feedback.assertive
    region = widget.feedback
    press_pass(widget)
    assert widget.feedback is region and "cl-feedback" in region.value  # the same element, new content


def test_the_reasons_and_the_line_notation_wait_behind_why():
    widget = PlaySeat(SEED)
    lines = widget.game.lines
    worse = next(c for c in legal_first_passes(widget) if widget.game.grade_pass(c).kind is GradeKind.ADVICE)
    press_pass(widget, worse)
    value = widget.feedback.value
    assert value.count('<details class="cl-play-why"') == 1 and "<summary" in value and ">Why?</summary>" in value
    before, why = value.split('<details class="cl-play-why"')
    for line in lines:
        assert line.notation in why.split("</details>")[0] and line.notation not in before
    for reason in widget.last.feedback.why:
        assert html.escape(reason) in why
    assert "min-height: 44px" in why.split("</summary>")[0]  # a control as tall as the course's others


def test_the_game_shows_its_three_kinds_in_malay_too():
    with speaking("ms"):
        widget = PlaySeat(SEED)
        worse = next(c for c in legal_first_passes(widget) if widget.game.grade_pass(c).kind is GradeKind.ADVICE)
        press_pass(widget, worse)
        box = grade_box(widget)
        assert "<strong>Sah.</strong>" in box and ">ℹ</span>" in box and "Belum tepat" not in widget.feedback.value
        assert ">Mengapa?</summary>" in widget.feedback.value and "Anda menerima" in widget.feedback_text
        assert len(widget.last.feedback.message.split()) <= 35
        widget.undo()
        press_pass(widget, PassChoice(widget.game.rack[:1]))
        assert "<strong>Tidak dibenarkan.</strong>" in grade_box(widget) and ">✗</span>" in grade_box(widget)


def test_a_stop_answer_against_the_coach_is_shown_as_advice():
    widget = PlaySeat(SEED)
    for _ in range(3):
        press_pass(widget)
    (widget.stop_button if not widget.game.coach_choice() else widget.go_on_button).click()
    box = grade_box(widget)
    assert widget.last.played and widget.last.feedback.kind is GradeKind.ADVICE
    assert "<strong>Legal.</strong>" in box and ">G1</span>" in box and "✗" not in widget.feedback.value
    assert "(X1)" in widget.feedback.value.split('<details class="cl-play-why"')[1]


# ---------------------------------------------------------------- bad input (API.md)

import pytest  # noqa: E402

from charleston_lessons.widgets.play_seat import grade_html, why_html  # noqa: E402
from fuzzing import BadRepr  # noqa: E402 - tests/ is on sys.path


@pytest.mark.parametrize("show", [grade_html, why_html], ids=["grade_html", "why_html"])
@pytest.mark.parametrize("value", [None, "good", BadRepr()], ids=["none", "text", "badrepr"])
def test_a_grade_that_is_not_one_is_a_sentence(show, value):
    with pytest.raises(ValueError) as caught:
        show(value)
    message = str(caught.value)
    assert message.startswith("grade") and len(message) < 300, message


def _from_page(widget: PlaySeat, content: dict) -> None:
    widget.picker._handle_custom_msg(content, [])


def test_a_double_click_on_pass_plays_one_pass_and_a_late_tick_selects_nothing_on_the_new_rack():
    # Stop 30's CI: the last tick of pass 5 arrived after the pass (ipywidgets held it back behind
    # the press) and ticked three tiles of pass 6's rack; a second click on Pass would likewise
    # play the old indices on the new rack. Both name a rack that is gone, and both are dropped.
    widget, game = PlaySeat(SEED), SeatGame(SEED)
    choice = game.coach_choice()
    indices = sorted(list(widget.picker.tiles).index(t.code) for t in choice.own)
    made_on = widget.picker.resets
    press = {"kind": "press", "action": "submit", "values": {"selected": indices, "forward": 0},
             "made_after": made_on}
    _from_page(widget, press)
    _from_page(widget, press)  # the second click of a double click
    assert game.pass_tiles(choice).played
    assert len(widget.game.table.passes_done) == 1 and [t.code for t in widget.game.rack] == [t.code for t in game.rack]
    widget.picker._handle_msg({"content": {"data": {"method": "update", "state": {"selected": indices},
                                                     "buffer_paths": []}}, "buffers": []})
    assert widget.picker.selected == [] and "Pass 2 (first across)" in widget.next_line.value


def test_an_offer_is_read_as_its_plain_text_or_number():
    """`make_offer` read `str(count)`: a `str` or `int` subclass whose `__str__` raises let its
    own RuntimeError out (the fuzz, issue 33). Its plain value is read; a bool is no count."""
    import fuzzing  # tests/fuzzing.py: hostile values

    widget = PlaySeat(SEED)
    for _ in range(3):
        press_pass(widget)
    widget.stop_button.click()
    assert widget.game.phase is Phase.OFFERS
    for bad in (fuzzing.BadRepr(), True, 1.5, "4", fuzzing.HostileStr("four")):
        assert not widget.make_offer(bad).played and "0, 1, 2 or 3" in widget.feedback_text
    assert widget.make_offer(fuzzing.HostileStr("2")).played
    assert widget.game.turns[-1].said == "offered 2"
