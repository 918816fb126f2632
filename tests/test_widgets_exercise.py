"""The exercise widget without a browser: set the input, click Check, read the feedback."""

from __future__ import annotations

import html

import pytest

from charleston_lessons.exercises import (
    BlindQuiz,
    CourtesyQuiz,
    DirectionQuiz,
    NeighbourQuiz,
    Outcome,
    PickPass,
    SecondCharlestonQuiz,
    TileJourneyQuiz,
    count_check,
)
from charleston_lessons.widgets.exercise import ExerciseWidget, feedback_html
from charleston_lessons.widgets.picker import TilePicker

RACK = "1D 9C N 4B 6B W 2C 3C 5D 5D 7D E RD J"  # invented for teaching (G5)

# (exercise, a right answer as the input takes it, a wrong answer, the wrong answer's rule)
CASES = [
    (DirectionQuiz(4), "left", "right", "P4"),
    (BlindQuiz(5), "no", "yes", "B1"),
    (CourtesyQuiz(3, 1), "1", "3", "C2"),
    (SecondCharlestonQuiz([False, False, True, False]), "no", "yes", "X1"),
    (NeighbourQuiz("South", "left"), "East", "West", "S2"),
    (TileJourneyQuiz("RD", "North", [1, 2]), "West", "East", "S2"),
    (TileJourneyQuiz("RD", "North", [1, 2]), "West", "South", "P1"),
    (count_check("sent"), "18", "21", "P6"),
    (PickPass(1, RACK, good="1D 9C N"), ["1D", "9C", "N"], ["J", "1D", "9C"], "J1"),
]


@pytest.mark.parametrize("exercise, right, wrong, rule", CASES, ids=lambda c: getattr(c, "id", ""))
def test_every_kind_by_value_and_click(exercise, right, wrong, rule):
    view = ExerciseWidget(exercise)
    view.answer = wrong
    view.check_button.click()
    assert view.last_feedback.outcome is Outcome.INCORRECT
    assert view.last_feedback.rule == rule
    assert "Not quite" in view.feedback.value and f">{rule}<" in view.feedback.value
    view.answer = right
    view.check_button.click()
    assert view.last_feedback.outcome is Outcome.CORRECT, view.feedback_text
    assert "✓" in view.feedback.value and "Correct." in view.feedback.value
    assert [a.outcome for a in view.attempts] == [Outcome.INCORRECT, Outcome.CORRECT]


def _options(view: ExerciseWidget) -> list[str]:
    return [option["id"] for option in view.input.field("answer")["options"]]


def test_the_input_matches_the_kind():
    assert isinstance(ExerciseWidget(PickPass(1, RACK)).input, TilePicker)
    direction = ExerciseWidget(DirectionQuiz(1))
    assert direction.input.field("answer")["kind"] == "choice"
    assert _options(direction) == ["right", "across", "left"]
    assert _options(ExerciseWidget(CourtesyQuiz(1, 2))) == ["0", "1", "2", "3"]
    number = ExerciseWidget(count_check("sent")).input.field("answer")
    assert number["kind"] == "number" and number["placeholder"] == "Type a number"
    assert number["label"] == "Your answer"  # a visible label, not a placeholder alone


@pytest.mark.parametrize("exercise, right, wrong, rule", CASES, ids=lambda c: getattr(c, "id", ""))
def test_a_press_is_graded_on_the_answer_it_carries_not_the_one_the_kernel_held(exercise, right, wrong, rule):
    # The page sends the answer on screen with the press; the kernel may still hold an older
    # one (a text box sends its value only when it loses focus). The press must win.
    view = ExerciseWidget(exercise)
    view.answer = right
    held = view.input.snapshot()
    view.answer = wrong
    pressed = view.input.snapshot()
    view.answer = right  # the kernel's copy is stale: it still says the right answer
    count = (view.input.submission or {}).get("n", 0) + 1
    action = "submit" if isinstance(view.input, TilePicker) else "check"
    view.input.submission = {"n": count, "action": action, "values": pressed}
    assert view.last_feedback.outcome is Outcome.INCORRECT and view.last_feedback.rule == rule
    view.input.submission = {"n": count + 1, "action": action, "values": held}
    assert view.last_feedback.correct
    assert [a.outcome for a in view.attempts] == [Outcome.INCORRECT, Outcome.CORRECT]


def test_thirty_presses_in_a_row_are_graded_each_on_its_own_answer():
    saved = []
    view = ExerciseWidget(count_check("sent"), on_attempt=saved.append)
    typed = ["18" if i % 2 else ("21", "9", "17")[i % 3] for i in range(30)]
    for n, text in enumerate(typed, start=1):
        view.input.submission = {"n": n, "action": "check", "values": {"answer": text}}
    expected = [view.exercise.check(text) for text in typed]
    assert [a.outcome for a in saved] == [f.outcome for f in expected]
    assert view.last_feedback == expected[-1]


def test_a_press_with_foreign_or_missing_values_is_a_sentence():
    view = ExerciseWidget(count_check("sent"))
    view.input.submission = {"n": 1, "action": "check", "values": {"other": "18"}}
    assert view.last_feedback.outcome is Outcome.NOT_ATTEMPTED and view.attempts == []
    picker = ExerciseWidget(PickPass(1, RACK, good="1D 9C N"))
    picker.input.submission = {"n": 1, "action": "submit", "values": {"selected": [99, "x", -1], "forward": 7}}
    assert picker.last_feedback.outcome is Outcome.NOT_ATTEMPTED and "Choose the tiles" in picker.feedback_text


def test_picker_click_path_nothing_chosen_then_too_few_then_a_joker():
    view = ExerciseWidget(PickPass(2, RACK))
    view.check_button.click()
    assert view.last_feedback.outcome is Outcome.NOT_ATTEMPTED
    assert "Choose the tiles" in view.feedback_text
    assert view.attempts == []
    view.input.selected = [0]
    view.check_button.click()
    assert view.last_feedback.rule == "P3" and "1 tile" in view.feedback_text
    joker = view.input.tiles.index("J")
    view.input.selected = [0, 1, joker]
    view.check_button.click()
    assert view.last_feedback.rule == "J1"


def test_picker_never_holds_more_than_the_pass_allows():
    view = ExerciseWidget(PickPass(1, RACK))
    view.input.selected = [0, 1, 2, 3, 4]
    assert len(view.input.selected) == 3
    view.check_button.click()
    assert view.last_feedback.outcome is Outcome.CORRECT


def test_blind_pass_exercise_forwards_unseen_through_the_picker():
    view = ExerciseWidget(PickPass(3, RACK, arriving=3))
    assert view.input.arriving == 3 and view.input.arriving_from == "right"
    view.input.forward = 3
    view.check_button.click()
    assert view.last_feedback.rule == "B2" and view.last_feedback.correct
    assert ExerciseWidget(PickPass(6, RACK, arriving=3)).input.arriving_from == "left"


def test_typed_nonsense_is_a_sentence_in_the_feedback_area():
    view = ExerciseWidget(count_check("east"))
    view.answer = "fourteen"
    view.check_button.click()
    assert view.last_feedback.outcome is Outcome.NOT_ATTEMPTED
    assert "'fourteen' is not a number" in view.feedback_text
    assert "Traceback" not in view.feedback.value


def test_hints_come_one_at_a_time_and_are_counted_in_attempts():
    exercise = DirectionQuiz(6)
    view = ExerciseWidget(exercise)
    view.hint_button.click()
    assert exercise.hints[0] in view.hint_area.value and exercise.hints[1] not in view.hint_area.value
    view.hint_button.click()
    assert exercise.hints[1] in view.hint_area.value
    for _ in range(5):
        view.hint_button.click()
    assert "last hint" in view.hint_area.value
    view.answer = "right"
    view.check_button.click()
    assert view.attempts[-1].hints_used == len(exercise.hints)


def test_show_solution_reveals_the_answer_and_why():
    view = ExerciseWidget(CourtesyQuiz(2, 3))
    assert view.solution_area.value == ""
    view.solution_button.click()
    assert "Answer: 2." in view.solution_area.value and "lower offer" in view.solution_area.value


def test_on_attempt_hook_receives_each_graded_attempt():
    seen = []
    view = ExerciseWidget(BlindQuiz(3), on_attempt=seen.append)
    view.check_button.click()  # nothing chosen: not an attempt
    view.answer = "yes"
    view.check_button.click()
    assert [(a.exercise_id, a.outcome) for a in seen] == [("blind-3", Outcome.CORRECT)]


def test_feedback_uses_theme_variables_and_never_colour_alone():
    text = feedback_html(DirectionQuiz(1).check("left"))
    assert "var(--jp-error-color1" in text and "var(--jp-layout-color2" in text
    assert "✗" in text and "Not quite." in text
    view = ExerciseWidget(DirectionQuiz(1))
    region = view.feedback
    view.answer = "left"
    view.check_button.click()
    # The same live region before and after Check: only its content changes (announced).
    assert view.feedback is region and region.live and "Not quite" in region.value
    assert view.areas.values["feedback"] == region.value  # what the page draws
    assert view.hint_area.live and view.solution_area.live  # announced too
    assert not view.note_area.live and not view.coach_area.live
    assert "#" not in text.split("var(")[0]


def test_a_pick_exercise_is_checked_from_inside_the_picker():
    view = ExerciseWidget(PickPass(1, RACK, good="1D 9C N"))
    assert view.input.submit_label == "Check"
    assert all(view.check_button not in getattr(part, "children", ()) for part in view.children)  # in the picker
    view.input.select("1D", "9C", "N")
    view.input.submit()  # what the picker's own Check button sends
    assert view.last_feedback.correct and len(view.attempts) == 1


def test_hint_and_solution_sit_on_checks_row_inside_the_picker():
    view = ExerciseWidget(PickPass(1, RACK, good="1D 9C N"))
    assert [extra["id"] for extra in view.input.extras] == ["hint", "solution"]
    assert [extra["label"] for extra in view.input.extras] == ["Hint", "Show solution"]
    assert all(b not in getattr(part, "children", ()) for part in view.children
               for b in (view.hint_button, view.solution_button))  # not a second row of their own
    view.input.submit("hint")  # what the picker's Hint sends
    assert "cl-hints" in view.hint_area.value and not view.attempts
    assert view.areas.brought["area"] == "hint"
    view.input.submit("solution")
    assert view.solution_seen and view.areas.brought == {"area": "solution", "n": 2}


def test_hint_and_solution_sit_on_checks_row_inside_a_choice_form():
    from charleston_lessons.exercises import ChoiceQuiz

    view = ExerciseWidget(ChoiceQuiz("Which?", {"a": "A", "b": "B"}, "a", rule="T1", explanation="A.",
                                     hints=("First.", "Second.")))
    assert [action["id"] for action in view.input.actions] == ["check", "hint", "solution"]
    view.input.set_value("answer", "b")
    view.input.submit("hint")  # a Hint press carries the answer but grades nothing
    assert not view.attempts and view.hints_used == 1
    assert view.areas.brought == {"area": "hint", "n": 1}
    view.input.submit("hint")
    assert view.hints_used == 2 and view.areas.brought["n"] == 2  # each press brings it again
    view.input.submit("check")
    assert len(view.attempts) == 1 and not view.last_feedback.correct


def test_a_picker_refuses_extras_that_are_not_mappings_with_a_sentence():
    from charleston_lessons.widgets.picker import TilePicker

    with pytest.raises(ValueError, match="extras"):
        TilePicker(RACK, extras=["hint"])
    with pytest.raises(ValueError, match="extras"):
        TilePicker(RACK, extras=[{"id": 3}])


# Two invented teaching lines (G5) and a rack where three Craks help neither.
SIXES = ["Flowers and sixes", "Sixes and the wind"]
SIXES_RACK = "F F 6B 6B 6D 6D E E N J 2C 5C 9C"


def test_ask_the_coach_opens_only_after_a_graded_attempt():
    from charleston_lessons.exercises import CoachedPick

    view = ExerciseWidget(CoachedPick(1, SIXES_RACK, SIXES))
    assert view.coach_button is not None and view.coach_button.disabled
    assert view.coach_button.description == "Ask the coach" and view.coach_button.icon == "graduation-cap"
    assert view.coach_button in view.children[2].children  # beside Hint and Show solution
    view.coach_button.click()  # a click that slips through before trying shows nothing
    assert view.coach_area.value == ""
    view.check_button.click()  # nothing chosen: not an attempt, still closed
    assert view.coach_button.disabled
    view.answer = ["6B", "2C", "5C"]
    view.check_button.click()
    assert view.last_feedback.outcome is Outcome.INCORRECT and not view.coach_button.disabled


def test_ask_the_coach_shows_the_coachs_sentences_like_the_hints():
    from charleston_lessons.exercises import CoachedPick

    exercise = CoachedPick(1, SIXES_RACK, SIXES)
    view = ExerciseWidget(exercise)
    view.answer = ["2C", "5C", "9C"]
    view.check_button.click()
    assert view.last_feedback.correct
    view.coach_button.click()
    shown = view.coach_area.value
    assert "The coach&#x27;s pass" in shown and 'class="cl-coach"' in shown
    assert "var(--jp-layout-color2" in shown and "var(--jp-info-color1" in shown
    for sentence in exercise.advice():
        assert f"<li>{html.escape(sentence)}</li>" in shown
    assert "2 Crak helps neither line" in shown


def test_no_coach_button_on_exercises_without_advice():
    assert ExerciseWidget(PickPass(1, RACK, good="1D 9C N")).coach_button is None
    assert ExerciseWidget(DirectionQuiz(1)).coach_button is None


def test_a_rule_id_in_feedback_shows_its_rules_sentence_as_a_tooltip():
    from charleston_lessons.rulebook import RULES

    text = feedback_html(PickPass(1, RACK).check(["J", "1D", "9C"]))
    assert f'title="J1: {html.escape(RULES["J1"])}"' in text and ">J1<" in text


def test_after_show_solution_every_attempt_says_the_solution_was_seen():
    view = ExerciseWidget(DirectionQuiz(5))
    view.answer = "right"
    view.check_button.click()
    view.solution_button.click()
    view.answer = "across"
    view.check_button.click()
    assert [(a.outcome, a.solution_seen) for a in view.attempts] == [
        (Outcome.INCORRECT, False), (Outcome.CORRECT, True)]


def test_a_reveal_opens_only_once_the_learner_has_answered_or_seen_the_solution():
    from charleston_lessons.lessons import lesson as lesson_data
    from charleston_lessons.widgets import ExerciseWidget
    from charleston_lessons.widgets.exercise import Reveal

    pick = lesson_data(8).exercise("pick-pass-5")
    for act in ("check", "solution"):
        widget = ExerciseWidget(pick)
        reveal = Reveal(widget, ("a picture",))
        assert not reveal.opened and reveal.content.layout.display == "none"
        assert pick.reveal not in reveal.waiting.value
        if act == "check":
            widget.check("1C 3C 4C")  # a wrong answer opens it as well: it was the learner's own try
        else:
            widget.solution_button.click()
        assert reveal.opened and reveal.content.layout.display is None and reveal.waiting.value == ""
        assert pick.reveal.split(".")[0] in reveal.content.children[0].value
    widget = ExerciseWidget(pick)
    widget.check("")  # nothing chosen: not an answer, so nothing opens
    assert not Reveal(widget).opened


def test_the_prompt_names_its_exercise_so_the_page_says_which_item_was_seen():
    from charleston_lessons.drills import drill, parse_item_id

    item = drill("seats", 1234)
    view = ExerciseWidget(item)
    assert f'data-exercise="{item.id}"' in view.prompt.value
    assert parse_item_id(item.id) == ("seats", 1234)
    odd = DirectionQuiz(2)
    odd.id = 'a"<b>'  # an id is course-made, but never breaks the markup
    assert 'data-exercise="a&quot;&lt;b&gt;"' in ExerciseWidget(odd).prompt.value


def test_an_exercise_shares_its_plain_layout_and_styles_so_the_page_builds_few_models():
    """Every widget model is a message from the kernel and a model the page builds before Run
    All settles (issue 24): an exercise's parts that keep the default look share one Layout and
    one style per kind, the areas under its buttons are one widget, and Python's own Check is
    made only when asked for, so lesson 1's six exercises make about 70 models, not 180."""
    import ipywidgets as w

    before = set(w.Widget.widgets)
    widget = ExerciseWidget(count_check("sent"))
    made = [w.Widget.widgets[key] for key in set(w.Widget.widgets) - before]
    kinds = [type(model).__name__ for model in made]
    assert kinds.count("Layout") <= 3 and kinds.count("ButtonStyle") == 1 and kinds.count("HTMLStyle") == 1
    assert kinds.count("Areas") == 1 and "LiveRegion" not in kinds and kinds.count("Button") == 2
    assert len(made) <= 12, sorted(kinds)
    parts = (widget.prompt, widget.input, widget.hint_button, widget.solution_button, widget.areas)
    assert len({id(part.layout) for part in parts}) == 1
    assert widget.check_button.description == "Check" and widget.check_button not in made  # made when asked for
    widget.check("18")
    assert widget.last_feedback.outcome is Outcome.CORRECT and widget.hint_area.value == ""


# ---------------------------------------------------------------- bad input (API.md)

from charleston_lessons.exercises import Exercise  # noqa: E402
from charleston_lessons.widgets.exercise import Reveal  # noqa: E402
import fuzzing  # noqa: E402
from fuzzing import BadRepr, HostileStr  # noqa: E402 - tests/ is on sys.path


@pytest.mark.parametrize(
    "make, name",
    [
        (lambda: ExerciseWidget(1), "exercise"),
        (lambda: ExerciseWidget(None), "exercise"),
        (lambda: ExerciseWidget(Exercise()), "exercise"),  # an exercise no widget has an input for
        (lambda: ExerciseWidget(DirectionQuiz(4), on_attempt=3), "on_attempt"),
        (lambda: feedback_html(None), "feedback"),
        (lambda: feedback_html(BadRepr()), "feedback"),
        (lambda: Reveal(None), "exercise"),
        (lambda: Reveal(ExerciseWidget(DirectionQuiz(4)), [BadRepr()]), "shown"),
        (lambda: Reveal(ExerciseWidget(DirectionQuiz(4)), __import__("itertools").count()), "shown"),
        (lambda: Reveal(ExerciseWidget(DirectionQuiz(4)), (), opened=None), "opened"),
    ],
    ids=["int", "none", "bare-exercise", "on_attempt", "feedback-none", "feedback-badrepr", "reveal-none",
         "reveal-badrepr", "reveal-endless", "reveal-opened"],
)
def test_a_wrong_argument_is_a_sentence_naming_it(make, name):
    fuzzing.refused(make, name)


def test_reveal_shows_text_pictures_and_a_str_subclass_as_plain_text():
    view = ExerciseWidget(DirectionQuiz(4))
    picture = type("Picture", (), {"_repr_html_": lambda self: "<svg></svg>"})()
    reveal = Reveal(view, ("a < b", picture, HostileStr("plain")), opened=True)
    assert [part.value for part in reveal.content.children[-3:]] == ["a &lt; b", "<svg></svg>", "plain"]


def test_a_note_that_is_no_text_is_a_sentence():
    """`note` escaped what it was given as it came: a tuple raised AttributeError (the fuzz, issue 33)."""
    import fuzzing  # tests/fuzzing.py: hostile values
    from charleston_lessons.exercises import NumberQuiz

    view = ExerciseWidget(NumberQuiz("How many?", 152, rule="T1", explanation="152."))
    for bad in (("saved",), None, fuzzing.BadRepr()):
        with pytest.raises(ValueError, match="text"):
            view.note(bad)
    view.note(fuzzing.BadStr("Saved."))
    assert "Saved." in view.note_area.value
