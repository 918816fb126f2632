"""The exercise widget: a prompt, an input, Check / Hint / Show solution, and a feedback area.

A thin view. It turns clicks into `exercise.check(answer)` and shows the `Feedback` as an
icon, words and the rule ID (never colour alone), styled with JupyterLab's CSS variables
so it reads in light and dark themes. It decides nothing itself.
"""

from __future__ import annotations

import html
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import ipywidgets as w
from ipywidgets.widgets.widget_string import HTMLStyle

from charleston_lessons._input import flag, instance, take, text
from charleston_lessons._input import text as read_text  # `note` has a parameter named text
from charleston_lessons.exercises import ChoiceQuiz, Exercise, Feedback, NumberQuiz, Outcome, PickPass
from charleston_lessons.messages import say
from charleston_lessons.needs import sentence_for
from charleston_lessons.rulebook import rule_text
from charleston_lessons.widgets._checks import function
from charleston_lessons.widgets.answer import Action, AnswerForm, Choice, Field
from charleston_lessons.widgets.live import Areas
from charleston_lessons.widgets.picker import TilePicker

if TYPE_CHECKING:
    from charleston_lessons.progress import Attempt

__all__ = ["ExerciseWidget", "Reveal", "feedback_html"]

ANSWER = "answer"  # the one field of a choice or number exercise's form
HINT, SOLUTION = "hint", "solution"  # the actions of the input's Hint and Show solution buttons
_HELD = object()  # `check()` with no answer grades the one the kernel holds

# JupyterLab's own colour variables, with fallbacks for other front ends. The words and
# icon carry the meaning; the colour only repeats it.
_ACCENT = {
    Outcome.NOT_ATTEMPTED: "var(--jp-border-color1, #9e9e9e)",
    Outcome.INCORRECT: "var(--jp-error-color1, #d32f2f)",
    Outcome.CORRECT: "var(--jp-success-color1, #388e3c)",
}
_BOX = (
    "border-left: 6px solid {accent}; padding: 6px 10px; margin: 4px 0;"
    " background: var(--jp-layout-color2, #f5f5f5); color: var(--jp-ui-font-color1, #212121);"
    " font-size: var(--jp-content-font-size1, 14px); line-height: 1.45; border-radius: 2px;"
)
_RULE = (
    "display: inline-block; padding: 0 6px; margin-right: 4px; border: 1px solid"
    " var(--jp-border-color1, #9e9e9e); border-radius: 3px; font-family: var(--jp-code-font-family,"
    " monospace); font-size: 0.9em;"
)


def rule_badge(rule: str) -> str:
    """A rule ID as a badge whose tooltip is the rule's own sentence (from the rulebook)."""
    if not rule:
        return ""
    try:
        tip = rule_text(rule)
    except KeyError:
        tip = rule
    return f'<span class="cl-rule" style="{_RULE}" title="{html.escape(tip)}">{html.escape(rule)}</span>'


def feedback_html(feedback: Feedback) -> str:
    """The feedback area's content: icon, outcome in words, rule ID, and the sentence."""
    feedback = instance(feedback, Feedback, "feedback")
    rule = rule_badge(feedback.rule)
    return (
        f'<div class="cl-feedback cl-{feedback.outcome.name.lower()}"'
        f' style="{_BOX.format(accent=_ACCENT[feedback.outcome])}">'
        f'<span aria-hidden="true" style="font-weight: bold; margin-right: 4px;">{feedback.icon}</span> '
        f"<strong>{html.escape(feedback.label)}.</strong> {rule} {html.escape(feedback.message)}</div>"
    )


def _quiet_html(words: str) -> str:
    """A quiet line under the feedback (an exercise's `note`), or nothing when there are no words."""
    return (
        f'<div class="cl-note" style="color: var(--jp-ui-font-color2, #616161);'
        f' font-size: var(--jp-ui-font-size1, 13px); margin: 0 0 4px 4px;">{html.escape(words)}</div>'
        if words else ""
    )


def _note_html(kind: str, text: str) -> str:
    return (
        f'<div class="cl-{kind}" style="{_BOX.format(accent="var(--jp-brand-color1, #1976d2)")}">'
        f"{html.escape(text)}</div>"
    )


# The exercises a widget has an input for (every one the course makes is one of these).
_SHOWN = (PickPass, ChoiceQuiz, NumberQuiz)


class ExerciseWidget(w.VBox):
    """Show one exercise with its input, the Check, Hint and Show-solution buttons and feedback."""

    def __init__(self, exercise: Exercise, *, on_attempt: Callable[[Attempt], None] | None = None,
                 note: str = "") -> None:
        exercise = instance(exercise, Exercise, "exercise")
        if not isinstance(exercise, _SHOWN):
            raise ValueError(say("error.input.not_kind", what="exercise", kind=say("words.or", first="PickPass, ChoiceQuiz", last="NumberQuiz"),
                                    value=exercise))
        on_attempt = function(on_attempt, "on_attempt", optional=True)
        note = text(note, "note", limit=10_000)  # the quiet line under the feedback at first (`note()`)
        self.exercise = exercise
        self.on_attempt = on_attempt
        self.hints_used = 0
        self.attempts: list[Attempt] = []
        # One Layout and one style per kind for the parts that keep the default look: every
        # widget model is a message from the kernel and a model the page builds before Run All
        # settles, and ipywidgets makes a fresh Layout and style for each widget unless given one
        # (issue 24: the first verdict waited on some 240 models). Nothing changes them later.
        plain = w.Layout()
        text_style, button_style = HTMLStyle(), w.ButtonStyle()
        parts = {"layout": plain, "style": text_style}
        press = {"layout": plain, "style": button_style}
        self._press = press
        # The exercise's id on the prompt (`data-exercise`): which item a learner saw, for a test
        # or an instructor reading the page (a practice item's id names its skill and seed).
        self.prompt = w.HTML(f'<div class="cl-prompt" data-exercise="{html.escape(exercise.id)}"'
                             f' style="font-size: var(--jp-content-font-size2, 15px);'
                             f' color: var(--jp-ui-font-color1, #212121); margin: 4px 0;">'
                             f"{html.escape(exercise.prompt)}</div>", **parts)
        self.input = self._make_input(exercise, plain)
        self._check_button: w.Button | None = None  # made when Python first asks for it
        self.hint_button = w.Button(description=say("exercise.button.hint"), icon="lightbulb-o",
                                    tooltip=say("exercise.tip.hint"), **press)
        self.solution_button = w.Button(description=say("exercise.button.solution"), icon="eye",
                                        tooltip=say("exercise.tip.solution"), **press)
        typed = isinstance(self.input, AnswerForm) and self.input.field(ANSWER)["kind"] == "number"
        self.last_feedback = Feedback(Outcome.NOT_ATTEMPTED, say("exercise.no_answer_typed" if typed else
                                                                 "exercise.no_answer"))
        # The areas under the buttons, in one widget (one model for the page to build, not five):
        # the feedback, hints and solution are live regions that stay on the page, so every
        # verdict, hint and solution is announced; the note and the coach's pass are plain.
        # Each model is made with what it shows (issue 24: one message each, no update after).
        self.areas = Areas(["feedback", "note", "hint", "coach", "solution"], live=["feedback", "hint", "solution"],
                           values={"feedback": feedback_html(self.last_feedback), "note": _quiet_html(note)},
                           layout=plain)
        self.feedback, self.note_area, self.hint_area, self.coach_area, self.solution_area = (
            self.areas.area(name) for name in self.areas.names)
        self.solution_seen = False
        self.answered = False  # a graded attempt made, or the solution shown (`when_answered`)
        self._on_answered: list[Callable[[], None]] = []
        # "Ask the coach" for exercises that have the coach's own pass (`advice()`): the
        # lesson asks learners to try first, so it opens after their first graded attempt.
        self.coach_button: w.Button | None = None
        if callable(getattr(exercise, "advice", None)):
            self.coach_button = w.Button(description=say("exercise.coach.button"), icon="graduation-cap",
                                         tooltip=say("exercise.coach.locked"), disabled=True, **press)
            self.coach_button.on_click(self._on_coach)
        self.hint_button.on_click(self._on_hint)
        self.solution_button.on_click(self._on_solution)
        self.input.on_submit(self._pressed)
        # Hint and Show solution are drawn inside the input, on Check's row (they wrap at narrow
        # widths); `hint_button` and `solution_button` are Python's own, for code and tests.
        parts: list[w.Widget] = [self.prompt, self.input]
        if self.coach_button is not None:
            parts.append(w.HBox([self.coach_button], layout=w.Layout(flex_flow="row wrap")))
        super().__init__([*parts, self.areas], layout=w.Layout(margin="6px 0 12px 0"),
                         _dom_classes=("cl-exercise",))

    def _pressed(self, action: str, values: dict[str, Any]) -> None:
        """A press in the input: Hint, Show solution, or Check (with the answer it carried)."""
        if action == HINT:
            self._on_hint(self.hint_button)
        elif action == SOLUTION:
            self._on_solution(self.solution_button)
        else:
            self.check(self.input.answer_from(values))

    def __repr__(self) -> str:
        # Shown in place of the widget until its cell runs, and compared by nbval.
        return say("exercise.repr", id=self.exercise.id, prompt=self.exercise.prompt)

    @property
    def check_button(self) -> w.Button:
        """Python's own Check (`check_button.click()`), for code and tests; it grades the answer
        the kernel holds. In the page, Check lives inside the input (a `Submits`), so a press
        always carries the answer on screen and can never be graded on an older one; so this
        button is shown nowhere, and made only when first asked for (one model fewer a page)."""
        if self._check_button is None:
            self._check_button = w.Button(description=say("exercise.button.check"),
                                          tooltip=say("exercise.tip.check"), **self._press)
            self._check_button.on_click(self._on_check)
        return self._check_button

    @staticmethod
    def _make_input(exercise: Exercise, layout: w.Layout | None = None) -> TilePicker | AnswerForm:
        """The input for the exercise's kind, with Check inside it (see `widgets.answer`), on
        `layout` (the exercise's shared plain one; a fresh one if None)."""
        shared = {} if layout is None else {"layout": layout}
        check = say("exercise.button.check")
        helps = [Action(HINT, say("exercise.button.hint"), icon="lightbulb-o", tip=say("exercise.tip.hint")),
                 Action(SOLUTION, say("exercise.button.solution"), icon="eye", tip=say("exercise.tip.solution"))]
        if isinstance(exercise, PickPass):
            side = "right" if exercise.step.number == 3 else "left"
            return TilePicker(
                exercise.rack,
                limit=exercise.limit,
                arriving=exercise.arriving,
                arriving_from=side,
                label=say("exercise.rack_label"),
                submit_label=check,
                extras=[{"id": a.id, "label": a.label, "icon": a.icon, "tip": a.tip} for a in helps],
                **shared,
            )
        if isinstance(exercise, ChoiceQuiz):
            field = Field(ANSWER, "choice", options=tuple(Choice(key, label) for key, label in exercise.choices))
        elif isinstance(exercise, NumberQuiz):
            if exercise.high - exercise.low <= 5:
                numbers = range(exercise.low, exercise.high + 1)
                field = Field(ANSWER, "choice", options=tuple(Choice(str(n), str(n)) for n in numbers))
            else:
                field = Field(ANSWER, "number", label=say("exercise.number_label"),
                              placeholder=say("exercise.number_placeholder"))
        else:
            raise TypeError(f"No input for a {type(exercise).__name__}.")
        action = Action("check", check, style="primary", icon="check", tip=say("exercise.tip.check"))
        return AnswerForm([field], [action, *helps], label=exercise.prompt, answer_field=ANSWER, **shared)

    @property
    def answer(self) -> Any:
        """The learner's current answer as the kernel holds it, as `exercise.check` takes it."""
        return self.input.answer_from(self.input.snapshot())

    @answer.setter
    def answer(self, value: Any) -> None:
        if isinstance(self.input, TilePicker):
            self.input.clear()
            choice = value if hasattr(value, "own") else None
            if choice is None:
                self.input.select(*value)
            else:
                self.input.select(*choice.own)
                self.input.forward = choice.blind
        else:
            self.input.set_value(ANSWER, value)

    @property
    def feedback_text(self) -> str:
        """The feedback area as plain words: icon, outcome, rule and sentence."""
        return str(self.last_feedback)

    def check(self, answer: Any = _HELD) -> Feedback:
        """Grade `answer` (by default the answer the kernel holds), show it, record the attempt."""
        try:
            feedback = self.exercise.check(self.answer if answer is _HELD else answer)
        except ImportError as error:  # an optional library could not be loaded (the static site, offline)
            sentence = sentence_for(error)
            if sentence is None:
                raise
            feedback = Feedback(Outcome.NOT_ATTEMPTED, sentence)  # not graded, so nothing is saved
        self.last_feedback = feedback
        self.feedback.value = feedback_html(feedback)
        if feedback.outcome is not Outcome.NOT_ATTEMPTED:
            from charleston_lessons import clock
            from charleston_lessons.progress import Attempt  # loaded with the first answer

            attempt = Attempt(self.exercise.id, feedback.outcome, clock.timestamp(), self.hints_used,
                              self.solution_seen)
            self.attempts.append(attempt)
            self._answer_given()
            if self.coach_button is not None and self.coach_button.disabled:
                self.coach_button.disabled = False
                self.coach_button.tooltip = say("exercise.coach.tooltip")
            if self.on_attempt is not None:
                self.on_attempt(attempt)
        return feedback

    def when_answered(self, callback: Callable[[], None]) -> None:
        """Call `callback` once the learner has answered (a graded attempt, or the solution
        shown): at once if they already have."""
        if self.answered:
            callback()
        else:
            self._on_answered.append(callback)

    def _answer_given(self) -> None:
        if not self.answered:
            self.answered = True
            waiting, self._on_answered = self._on_answered, []
            for callback in waiting:
                callback()

    def note(self, text: str) -> None:
        """A quiet line under the feedback (progress saved before, or why it was not saved)."""
        self.note_area.value = _quiet_html(read_text(text, "text"))

    def _on_check(self, _button: w.Button) -> None:
        self.check()

    def _on_hint(self, _button: w.Button) -> None:
        text = self.exercise.hint(self.hints_used)
        if self.hints_used < len(self.exercise.hints):
            self.hints_used += 1
        shown = [self.exercise.hints[i] for i in range(self.hints_used)]
        if text not in shown:
            shown.append(text)
        items = "".join(f"<li>{html.escape(h)}</li>" for h in shown)
        self.hint_area.value = (
            f'<div class="cl-hints" style="{_BOX.format(accent="var(--jp-warn-color1, #f57c00)")}">'
            f"<strong>{html.escape(say('exercise.hint_heading', shown=min(self.hints_used, len(self.exercise.hints)), total=len(self.exercise.hints)))}</strong>"
            f'<ol style="margin: 2px 0 0 0; padding-left: 1.4em;">{items}</ol></div>'
        )
        self.areas.bring("hint")

    def _on_coach(self, _button: w.Button | None = None) -> None:
        if self.coach_button is None or self.coach_button.disabled:
            return  # not before the learner's own try
        try:
            advice = self.exercise.advice()
        except ImportError as error:
            if sentence_for(error) is None:
                raise
            advice = [sentence_for(error)]
        items = "".join(f"<li>{html.escape(s)}</li>" for s in advice)
        self.coach_area.value = (
            f'<div class="cl-coach" style="{_BOX.format(accent="var(--jp-info-color1, #0288d1)")}">'
            f'<strong>{html.escape(say("exercise.coach.heading"))}</strong>'
            f'<ul style="margin: 2px 0 0 0; padding-left: 1.4em;">{items}</ul></div>'
        )

    def _on_solution(self, _button: w.Button) -> None:
        # From now on an answer may be copied from the solution: it is saved as such.
        try:
            solution = self.exercise.solution()
        except ImportError as error:
            if sentence_for(error) is None:
                raise
            self.solution_area.value = _note_html("solution", sentence_for(error))
            self.areas.bring("solution")
            return
        self.solution_seen = True
        self._answer_given()
        self.solution_area.value = _note_html("solution", solution) + (
            f'<div class="cl-note" style="color: var(--jp-ui-font-color2, #616161);'
            f' font-size: var(--jp-ui-font-size1, 13px); margin: 0 0 4px 4px;">'
            f'{html.escape(say("exercise.solution_seen"))}</div>'
        )
        self.areas.bring("solution")


def _shown_html(item: Any) -> str:
    """One thing a `Reveal` shows, as HTML: a picture (anything with `_repr_html_`, as the
    course's pictures and tables have), or text."""
    if isinstance(item, str):
        return html.escape(text(item, "shown"))
    if callable(getattr(type(item), "_repr_html_", None)):
        return text(item._repr_html_(), "shown", limit=2_000_000)
    raise ValueError(say("error.input.not_kind", what="shown", kind=say("words.picture_or_text"), value=item))


class Reveal(w.VBox):
    """What a lesson shows only after the learner's own try at an exercise: its `reveal`
    sentence and the pictures given, behind a line saying when they open. It opens when
    the exercise widget is answered (a graded attempt, or the solution shown)."""

    def __init__(self, exercise: ExerciseWidget, shown: tuple[Any, ...] = (), *, opened: bool = False) -> None:
        exercise = instance(exercise, ExerciseWidget, "exercise")
        shown = [_shown_html(item) for item in take(shown, "shown")]
        opened = flag(opened, "opened")
        self.exercise = exercise
        self.waiting = w.HTML(
            f'<div class="cl-note" style="color: var(--jp-ui-font-color2, #616161); margin: 4px 0;">'
            f'{html.escape(say("exercise.reveal.waiting"))}</div>'
        )
        parts: list[w.Widget] = []
        if exercise.exercise.reveal:
            parts.append(w.HTML(_note_html("reveal", exercise.exercise.reveal)))
        for markup in shown:
            parts.append(w.HTML(markup))
        self.content = w.VBox(parts, layout=w.Layout(display="none"))
        self.opened = False
        super().__init__([self.waiting, self.content], _dom_classes=("cl-reveal",))
        if opened:
            self.uncover()
        else:
            exercise.when_answered(self.uncover)

    def uncover(self) -> None:
        """Show what was held back, and drop the line that said when it would open."""
        self.opened = True
        self.content.layout.display = None
        self.waiting.value = ""

    def __repr__(self) -> str:
        # Shown in place of the widget until its cell runs, and compared by nbval.
        return say("exercise.reveal.waiting")
