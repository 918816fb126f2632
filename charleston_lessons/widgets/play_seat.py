"""Play one seat of a whole Charleston against coached bots, with the coach at your side.

A thin view over `charleston_lessons.seat_game.SeatGame`. It shows the learner's rack in a
`TilePicker` (with the forward-unseen stepper on passes 3 and 6), the two invented lines
the coach aims for (G5), each named, written in the line notation and drawn in tiles, and
the decision the table waits for; the picker's own button
plays the pass, and the stop question, the courtesy offer and East's declaration get
buttons of their own. "Ask the coach" shows the coach's advice for the decision due, one
sentence a tile. After every decision the learner hears the game's grade in a live region
(`grade_html`: icon, a word, the rule, one short sentence) in one of three kinds, told apart by
icon and word as well as colour: "Good choice" (as good as the coach's), "Legal" (advice: the
coach would do otherwise, a G rule, in a neutral colour, never the error's), and "Not allowed"
(refused, naming the rule broken). A "Why?" disclosure holds the longer reasons and the lines
graded toward, in notation. Then what arrived, and, when the nearest lines change, which they
are now and why; a list keeps every decision, and the end adds a summary. Take back undoes
the last decision. It decides nothing itself.

    game = PlaySeat(seed=7, seat="South")
    game.picker.select("9B", "4C", "6C")
    game.picker.submit()            # what the picker's "Pass these tiles" button does
"""

from __future__ import annotations

import html
import random
from collections.abc import Callable
from typing import Any

import ipywidgets as w

from charleston_lessons._input import instance, plain, whole
from charleston_lessons.art import rack_svg
from charleston_lessons.messages import count_tiles, say, translate
from charleston_lessons.rules import Seat, Verdict, receiver
from charleston_lessons.seat_game import Grade, GradeKind, Result, SeatGame, line_names
from charleston_lessons.table import Phase
from charleston_lessons.widgets.answer import Action, AnswerForm, Choice, Field
from charleston_lessons.widgets.exercise import _BOX, _note_html, rule_badge
from charleston_lessons.widgets.live import LiveRegion
from charleston_lessons.widgets.picker import TilePicker

__all__ = ["PlaySeat", "grade_html", "why_html"]

OFFER = "offer"  # the courtesy offer's field
_HELD = object()  # `make_offer()` with no count offers the one chosen on screen

_INK = "color: var(--jp-ui-font-color1, #212121);"
_QUIET = "color: var(--jp-ui-font-color2, #616161);"
_NOTE = "var(--jp-brand-color1, #1976d2)"
_COACH = "var(--jp-info-color1, #0288d1)"
_FONT = "font-size: var(--jp-content-font-size1, 14px); line-height: 1.45;"
# JupyterLab's own colours, with fallbacks. The icon and the word carry the kind; the colour
# only repeats it. Advice is legal, so it takes the neutral information colour, never the error's.
_ACCENT = {
    GradeKind.GOOD: "var(--jp-success-color1, #388e3c)",
    GradeKind.ADVICE: "var(--jp-info-color1, #0288d1)",
    GradeKind.REFUSED: "var(--jp-error-color1, #d32f2f)",
    GradeKind.NOT_PLAYED: "var(--jp-border-color1, #9e9e9e)",
}
# "Why?" is a control: at least 44 px high, as every control the course draws.
_SUMMARY = "cursor: pointer; padding: 12px 4px; min-height: 44px; box-sizing: border-box;"


def grade_html(grade: Grade) -> str:
    """A grade as shown: icon, its kind in words, the rule's badge and the one short sentence,
    in a box whose class (`cl-play-good`, `cl-play-advice`, `cl-play-refused`,
    `cl-play-not-played`) and colour repeat the kind."""
    grade = instance(grade, Grade, "grade")
    kind = GradeKind(grade.kind)
    slug = kind.name.lower().replace("_", "-")
    return (
        f'<div class="cl-feedback cl-play-{slug}" data-kind="{kind.value}"'
        f' style="{_BOX.format(accent=_ACCENT[kind])}">'
        f'<span aria-hidden="true" style="font-weight: bold; margin-right: 4px;">{grade.icon}</span> '
        f"<strong>{html.escape(grade.label)}.</strong> {rule_badge(grade.rule)} {html.escape(grade.message)}</div>"
    )


def why_html(grade: Grade) -> str:
    """The longer reasons of a grade behind a "Why?" disclosure (closed until asked); empty
    when there are none."""
    grade = instance(grade, Grade, "grade")
    if not grade.why:
        return ""
    items = "".join(f"<li>{html.escape(line)}</li>" for line in grade.why)
    return (
        f'<details class="cl-play-why" style="{_INK} {_FONT} margin: 0 0 2px 4px;">'
        f'<summary style="{_SUMMARY}">{html.escape(say("play.why"))}</summary>'
        f'<ul style="margin: 0 0 4px 0; padding-left: 1.4em;">{items}</ul></details>'
    )


class PlaySeat(w.VBox):
    """One seat of a whole Charleston: the learner plays `seat`, coached bots the others.

    `seed` picks the deal (a new one at random when None); `bots` is passed to `SeatGame`.
    """

    def __init__(self, seed: int | None = None, seat: Seat | str = Seat.SOUTH, *, bots: Any = None) -> None:
        self._bots = bots
        self.game = SeatGame(seed, seat, bots=bots)
        self._seeds = random.Random(self.game.seed)
        self.last: Result | None = None
        self._coach_text = ""
        self.title = w.HTML()
        self.lines_area = w.HTML()
        self.next_line = LiveRegion()
        self.picker = TilePicker(self.game.rack, label=say("play.rack_label"),
                                 submit_label=say("play.button.pass"))
        self.picker.on_submit(lambda _action, values: self._guarded(lambda: self.play_selected(values)))
        # Button styles with white text at 4.5:1 or more in both themes ("primary"), or the default.
        self.go_on_button = self._button(say("play.button.go_on"), "primary", "forward", say("play.tip.go_on"))
        self.stop_button = self._button(say("play.button.stop"), "", "hand-paper-o", say("play.tip.stop"))
        self.go_on_button.on_click(lambda _b: self._guarded(lambda: self.answer_stop(False)))
        self.stop_button.on_click(lambda _b: self._guarded(lambda: self.answer_stop(True)))
        # The offer and its button are one form, so the press carries the count on screen.
        self.offer_form = AnswerForm(
            [Field(OFFER, "choice", label=say("play.offer_label", partner=receiver(self.game.seat, "across")),
                   options=tuple(Choice(str(n), str(n), say("play.tip.offer_count", count=n)) for n in range(4)))],
            [Action("offer", say("play.button.offer"), style="primary", icon="check", tip=say("play.tip.offer"))],
            answer_field=OFFER,
        )
        self.offer_form.on_submit(lambda _action, values: self._guarded(lambda: self.make_offer(values.get(OFFER))))
        self.declare_button = self._button(say("play.button.declare"), "primary", "trophy", say("play.tip.declare"))
        self.declare_button.on_click(lambda _b: self._guarded(self.declare))
        self.coach_button = self._button(say("play.button.coach"), "", "graduation-cap", say("play.tip.coach"))
        self.coach_button.on_click(lambda _b: self._guarded(self.ask_coach))
        self.undo_button = self._button(say("play.button.undo"), "", "undo", say("play.tip.undo"))
        self.undo_button.on_click(lambda _b: self._guarded(self.undo))
        self.new_deal_button = self._button(say("play.button.new_deal"), "", "random", say("play.tip.new_deal"))
        self.new_deal_button.on_click(lambda _b: self._guarded(self.new_deal))
        self.stop_row = w.HBox([self.go_on_button, self.stop_button])
        self.offer_row = w.HBox([self.offer_form], layout=w.Layout(align_items="center", flex_flow="row wrap"))
        self.coach_area = w.HTML()
        self.feedback = LiveRegion()
        self.feedback.add_class("cl-play-feedback")
        self.history = w.HTML()
        self.summary_area = w.HTML()
        tools = w.HBox([self.coach_button, self.declare_button, self.undo_button, self.new_deal_button],
                       layout=w.Layout(flex_flow="row wrap", margin="4px 0 0 0"))
        super().__init__(
            [self.title, self.lines_area, self.next_line, self.picker, self.stop_row, self.offer_row, tools,
             self.coach_area, self.feedback, self.summary_area, self.history],
            layout=w.Layout(margin="6px 0 12px 0"),
        )
        self.add_class("cl-play-seat")
        self._refresh()

    # ------------------------------------------------------------------ reading

    def __repr__(self) -> str:
        # Shown in place of the widget until its cell runs, and compared by nbval.
        return say("play.repr", seat=self.game.seat, seed=self.game.seed, next=self.game.next_text)

    @property
    def feedback_text(self) -> str:
        """The feedback area as plain words: the grade, then what happened at the table."""
        if self.last is None:
            return ""
        return "\n".join([str(self.last.feedback), *self.last.news])

    @property
    def coach_text(self) -> str:
        """The coach's advice shown now, as plain lines (empty until asked)."""
        return self._coach_text

    # ------------------------------------------------------------------ acting

    def play_selected(self, values: dict[str, Any] | None = None) -> Result:
        """Play the pass due with the picker's selection: the one a press carried, else the held one."""
        choice = self.picker.choice if values is None else self.picker.answer_from(values)
        return self._settle(self.game.pass_tiles(choice))

    def answer_stop(self, stop: bool) -> Result:
        """Answer the stop question for your seat (X1)."""
        return self._settle(self.game.answer_stop(stop))

    def make_offer(self, count: Any = _HELD) -> Result:
        """Offer `count` (by default the one chosen on screen) for the courtesy pass (C2)."""
        value = self.offer_form.values.get(OFFER) if count is _HELD else count
        # The plain text or number (a `str` or `int` subclass's own `__str__` never runs).
        try:
            digits = plain(value) if isinstance(value, str) else None if value is None else str(whole(value, "count"))
        except ValueError:
            digits = None
        if digits not in {"0", "1", "2", "3"}:
            text = say("play.offer_missing")
            return self._settle(Result(False, Verdict(False, "C2", text), Grade(GradeKind.NOT_PLAYED, text, "C2")))
        return self._settle(self.game.offer(int(digits)))

    def declare(self) -> Result:
        """Declare Mah Jongg (East, after a round, when the tiles win: H3)."""
        return self._settle(self.game.declare())

    def ask_coach(self) -> list[str]:
        """Show the coach's advice for the decision due now."""
        advice = self.game.advice()
        self._coach_text = "\n".join(advice)
        items = "".join(f"<li>{html.escape(line)}</li>" for line in advice)
        self.coach_area.value = (
            f'<div class="cl-coach" style="{_BOX.format(accent=_COACH)}">'
            f'<strong>{html.escape(say("play.coach_heading"))}</strong>'
            f'<ul style="margin: 2px 0 0 0; padding-left: 1.4em;">{items}</ul></div>'
        )
        return advice

    def undo(self) -> bool:
        """Take back your last decision."""
        if not self.game.undo():
            self._note(say("play.nothing_to_undo"))
            return False
        self.last = None
        self.feedback.value = ""
        self._refresh()
        self._note(say("play.undone", next=self.game.next_text))
        return True

    def new_deal(self, seed: int | None = None) -> None:
        """Deal again (the next seed from this one, unless given), same seat, same bots."""
        seed = seed if seed is not None else self._seeds.randrange(1, 100_000)
        self.game = SeatGame(seed, self.game.seat, bots=self._bots)
        self.last = None
        self.feedback.value = ""
        self._refresh()
        self._note(say("play.new_deal", seed=seed))

    # ------------------------------------------------------------------ helpers

    @staticmethod
    def _button(text: str, style: str, icon: str, tip: str) -> w.Button:
        return w.Button(description=text, button_style=style, icon=icon, tooltip=tip,
                        layout=w.Layout(width="auto", margin="2px 6px 2px 0"))

    def _guarded(self, action: Callable[[], Any]) -> None:
        """A button's action; anything unexpected becomes a sentence, never a traceback."""
        try:
            action()
        except Exception as error:  # noqa: BLE001 - shown to the learner as a sentence
            text = say("play.unexpected", error=error)
            self.last = Result(False, Verdict(False, "", text), Grade(GradeKind.NOT_PLAYED, text))
            self.feedback.value = grade_html(self.last.feedback)

    def _settle(self, result: Result) -> Result:
        what = self._decision_name() if result.played else ""
        self.last = result
        news = "".join(f'<div style="{_INK} {_FONT} margin: 2px 0 0 4px;">{html.escape(line)}</div>'
                       for line in result.news)
        about = f'<div style="{_QUIET} {_FONT} margin: 6px 0 0 4px;">{html.escape(what)}</div>' if what else ""
        self.feedback.value = about + grade_html(result.feedback) + why_html(result.feedback) + news
        if result.played:
            self._coach_text = ""
            self.coach_area.value = ""
            self.offer_form.clear()
            self._refresh()
        return result

    def _note(self, text: str) -> None:
        self.feedback.value = _note_html("note", text)

    def _refresh(self) -> None:
        game = self.game
        self.title.value = (
            f'<div style="{_INK} font-size: calc(var(--jp-content-font-size1, 14px) * 1.15); margin: 2px 0;">'
            f'<strong>{html.escape(say("play.title"))}</strong> · '
            f'{html.escape(say("play.subtitle", seat=game.seat, seed=game.seed))}</div>'
        )
        rows = "".join(
            f'<li><strong>“{html.escape(translate(line.name))}”</strong> '
            f'<code style="{_INK}">{html.escape(line.notation)}</code> · '
            f"{html.escape(say('play.away', tiles=count_tiles(away)))}"
            f'<div class="cl-play-line-tiles" role="img" aria-label="{html.escape(self._line_words(line))}">'
            f"{rack_svg(game.line_tiles(line), height=40)}</div></li>"
            for line, away in game.lines_in_view
        )
        self.lines_area.value = (
            f'<div class="cl-play-lines" style="{_INK} {_FONT}">{html.escape(say("play.lines_heading"))}'
            f'<ul style="margin: 2px 0; padding-left: 1.4em;">{rows}</ul>'
            f'<div style="{_QUIET} font-size: 90%;">{html.escape(say("play.lines_notation"))}</div>'
            f'<div style="{_QUIET} font-size: 90%;">{html.escape(say("play.invented"))}</div></div>'
        )
        self.next_line.value = (
            f'<div class="cl-play-next" style="{_BOX.format(accent=_NOTE)}'
            f' font-weight: bold;">{html.escape(game.next_text)}</div>'
        )
        # The rack stays in view for every decision; it takes a selection only when a pass is due.
        passing = game.step is not None
        with self.picker.hold_sync():
            self.picker.limit = game.limit if passing else 0
            self.picker.arriving = game.arriving
            self.picker.arriving_from = game.arriving_from
            self.picker.submit_label = (
                say("play.button.pass" if game.limit else "play.button.go_on") if passing else ""
            )
            self.picker.label = say("play.rack_label_end" if game.over else "play.rack_label")
            if list(self.picker.tiles) != [t.code for t in game.rack]:
                self.picker.set_rack(game.rack)
            else:
                self.picker.clear()
        self.stop_row.layout.display = None if game.phase is Phase.STOP_QUESTION else "none"
        self.offer_row.layout.display = None if game.phase is Phase.OFFERS else "none"
        self.declare_button.layout.display = None if game.may_declare else "none"
        self.coach_button.disabled = game.over
        self.undo_button.disabled = not game.can_undo
        self._refresh_history()
        if game.over:
            items = "".join(f"<li>{html.escape(line)}</li>" for line in game.summary())
            self.summary_area.value = (
                f'<div class="cl-play-summary" style="{_BOX.format(accent=_NOTE)}">'
                f'<strong>{html.escape(say("play.summary_heading"))}</strong>'
                f'<ul style="margin: 2px 0 0 0; padding-left: 1.4em;">{items}</ul></div>'
            )
        else:
            self.summary_area.value = ""

    def _line_words(self, line: Any) -> str:
        """A line's picture in words, for a screen reader: its name and its tiles."""
        return f"{translate(line.name)}: " + ", ".join(translate(t.name) for t in self.game.line_tiles(line))

    def _decision_name(self) -> str:
        """Which decision the feedback grades ("Your pass 2:"), from the last one recorded."""
        if not self.game.turns:
            return ""
        return say("play.graded", what=self._what(self.game.turns[-1]))

    @staticmethod
    def _what(turn: Any) -> str:
        if turn.kind == "pass":
            return say("play.history.courtesy") if turn.step == 7 else say("play.history.pass", step=turn.step)
        return say(f"play.history.{turn.kind}")

    def _refresh_history(self) -> None:
        turns = self.game.turns
        if not turns:
            self.history.value = ""
            return
        items = []
        for turn in turns:
            what = self._what(turn)
            # A legal choice the coach would not make is advice (a G rule), not a mistake.
            advice = turn.feedback.kind is GradeKind.ADVICE
            grade = say("play.history.advice", rule=turn.feedback.rule) if advice else turn.feedback.label.lower()
            line = say("play.history.line", what=what, said=turn.said, grade=grade)
            if turn.lines:
                line += " " + say("play.lines.graded", lines=line_names(turn.lines))
            if turn.kind == "pass":
                line += " " + say("play.history.moved", before=turn.before, after=turn.after)
            if turn.asked:
                line += " " + say("play.history.asked")
            icon = turn.feedback.icon
            items.append(f'<li><span aria-hidden="true">{icon}</span> {html.escape(line)}</li>')
        self.history.value = (
            f'<div class="cl-play-history" style="{_INK} {_FONT}">'
            f'<strong>{html.escape(say("play.history_heading"))}</strong>'
            f'<ol style="margin: 2px 0 0 0; padding-left: 1.6em;">{"".join(items)}</ol></div>'
        )

