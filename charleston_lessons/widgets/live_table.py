"""The live table for the projector: an instructor drives a four-seat Charleston with the room.

A thin view over `charleston_lessons.table.Table`. It shows the four racks as tile
pictures and the step the table waits for, and turns the room's answers into calls to
the table: typed choices go to `Table.play_pass`, the stop question to `answer_stop`, the
courtesy offers to `set_courtesy_offers`, and "Play next pass with bots" to
`strategies.take_turn` (by default every bot is the pass coach, `coach.Coach`). Every verdict is the table's own, shown with an icon, words and
the rule ID; a refused choice leaves the table as it was. It decides nothing itself.

Undo keeps a copy of the table from before every step that changed it. Racks are dealt
from a seeded shuffle, so every rack is invented (RULES G5).

    live = LiveTable(seed=2026)
    live.seats["South"].tiles.value = "1D 9C N"   # what the room called out for South
    live.press("play")                             # empty boxes: those seats' bots choose
"""

from __future__ import annotations

import copy
import html
import random
from collections.abc import Callable, Mapping
from dataclasses import dataclass, replace
from typing import Any

import ipywidgets as w

from charleston_lessons._input import instance, mapping, whole
from charleston_lessons.art.tiles_svg import TILE_ASPECT, rack_svg
from charleston_lessons.messages import count_tiles, say, translate
from charleston_lessons.rules import (
    SEATS,
    Seat,
    Verdict,
    across_pairs,
    as_seat,
    pass_step,
    receiver,
)
from charleston_lessons.strategies import Strategy, seat_strategies, seat_view, take_turn
from charleston_lessons.table import Event, PassChoice, PassPlayed, Phase, Table
from charleston_lessons.tiles import parse_tiles
from charleston_lessons.widgets.answer import Action, AnswerForm, Choice, Field, FieldView, Group
from charleston_lessons.widgets.exercise import _BOX, rule_badge
from charleston_lessons.widgets.live import LiveRegion
from charleston_lessons.widgets.picker import _plain_rack

__all__ = ["LiveTable", "verdict_html"]

RACK_HEIGHT = 60  # px per tile: legible from the back of a room on a projector
# East's 14 tiles fit in this width, so every seat's inputs line up.
_RACK_WIDTH = round(14 * RACK_HEIGHT * TILE_ASPECT * 1.03) + 8

_OK = "var(--jp-success-color1, #388e3c)"
_REFUSED = "var(--jp-error-color1, #d32f2f)"
_NOTE = "var(--jp-brand-color1, #1976d2)"
_INK = "color: var(--jp-ui-font-color1, #212121);"
_QUIET = "color: var(--jp-ui-font-color2, #616161);"
_BIG = "font-size: calc(var(--jp-content-font-size1, 14px) * 1.35);"
# Larger labels and tick boxes than ipywidgets' defaults, for a projector; scoped to this widget.
_STYLE = (
    "<style>.cl-live-table .widget-label, .cl-live-table .widget-label-basic,"
    " .cl-live-table select { font-size: 15px; }"
    " .cl-live-table input[type=checkbox] { width: 20px; height: 20px; margin-right: 6px; }</style>"
)


def verdict_html(verdict: Verdict) -> str:
    """A table verdict as the feedback area shows it: icon, words, rule ID and sentence."""
    verdict = instance(verdict, Verdict, "verdict")
    icon, words, accent = (
        ("✓", say("live.done"), _OK) if verdict.ok else ("✗", say("live.refused"), _REFUSED)
    )
    rule = rule_badge(verdict.rule)
    state = "ok" if verdict.ok else "refused"
    return (
        f'<div class="cl-feedback cl-live-{state}"'
        f' style="{_BOX.format(accent=accent)}">'
        f'<span aria-hidden="true" style="font-weight: bold; margin-right: 4px;">{icon}</span> '
        f"<strong>{html.escape(words)}.</strong> {rule} {html.escape(verdict.message)}</div>"
    )


def _note_html(text: str) -> str:
    return (
        f'<div class="cl-feedback cl-live-note"'
        f' style="{_BOX.format(accent=_NOTE)}">{html.escape(text)}</div>'
    )


def _verdict_text(verdict: Verdict) -> str:
    words = say("live.done") if verdict.ok else say("live.refused")
    said = str(verdict) if verdict.rule else verdict.message
    return f"{'✓' if verdict.ok else '✗'} {words}. {said}"


def _count(value: Any) -> int:
    """A drop-down's count (0 to 3) as a number; anything else counts as 0."""
    text = str(value).strip() if value is not None else ""
    return int(text) if text in ("0", "1", "2", "3") else 0


@dataclass
class SeatControls:
    """One seat's row of the table's form: its name, rack and what just arrived (course-made
    HTML), and handles on the room's inputs for it (fields of `LiveTable.form`)."""

    seat: Seat
    tiles: FieldView
    blind: FieldView
    stop: FieldView
    offer: FieldView
    name: str = ""
    rack: str = ""
    received: str = ""
    hidden: bool = False

    @property
    def html(self) -> str:
        """The row's picture part: name, rack and what arrived."""
        return (
            f'<div class="cl-live-seat" style="display: flex; flex-wrap: wrap; align-items: center; gap: 4px 12px;">'
            f'<div style="width: 8em; flex: 0 0 auto;">{self.name}</div>'
            f'<div style="min-width: min({_RACK_WIDTH}px, 100%);">{self.rack}{self.received}</div></div>'
        )


class LiveTable(w.VBox):
    """A four-seat Charleston to drive live on a projector, one step at a time.

    `seed` picks the shuffle (a new one at random when None); `racks` starts from given
    racks instead (invented ones, G5); `bots` is one `Strategy` for every seat or a
    mapping from seat to `Strategy`. Seats without one get the pass coach (`coach.Coach`):
    it passes what helps neither of its two nearest invented lines, forwards unseen only to
    save a tile a line needs, and stops only when pass 4 would cost it a tile, so the room
    usually sees all seven passes. It has no randomness: a seed replays the same table.
    """

    def __init__(
        self,
        seed: int | None = None,
        *,
        racks: Mapping[Seat | str, Any] | None = None,
        bots: Strategy | Mapping[Seat | str, Strategy] | None = None,
    ) -> None:
        seed = None if seed is None else whole(seed, "seed")
        if racks is not None:  # each rack's plain text or items, read with a limit
            racks = {seat: _plain_rack(tiles, "racks") for seat, tiles in mapping(racks, "racks").items()}
        if bots is not None:
            seat_strategies(bots, "bots")  # one Strategy, or a mapping from seats to strategies
        self._given_bots = bots
        self._racks_given = racks is not None
        self.seed = seed if seed is not None else random.SystemRandom().randrange(1, 100_000)
        self._seeds = random.Random(self.seed)  # where "New deal" takes its next seed
        self.table = Table(racks, seed=self.seed) if racks is not None else Table.deal(self.seed)
        self.bots = self._make_bots(bots, self.seed)
        self._history: list[Table] = []
        self._fresh_events = 0  # how many events at the end of the log the last step added
        self._drawn: PassPlayed | None = None  # the pass now drawn
        self.drawing = w.Output(layout=w.Layout(min_width="340px", margin="0 16px 0 0"))
        self.last_verdict: Verdict | None = None
        # What the feedback area shows: one verdict, or one per refused seat.
        self.verdicts: tuple[Verdict, ...] = ()
        self.feedback_text = ""

        self.title = w.HTML()
        self.next_line = LiveRegion()
        self.bot_button = self._button(
            say("live.button.bots"), "primary", "play", say("live.tip.bots")
        )
        self.auto_button = self._button(
            say("live.button.auto"), "", "fast-forward", say("live.tip.auto")
        )
        # The room's inputs for all four seats and the buttons that submit them are one form,
        # so a press carries exactly what is typed and ticked on screen (widgets/answer.py).
        self.form = AnswerForm(label=say("live.form_label"))
        self.form.add_class("cl-live-form")
        self.seats: dict[str, SeatControls] = {}
        self._build_form()
        self.form.on_submit(self._submitted)
        self.undo_button = self._button(say("live.button.undo"), "", "undo", say("live.tip.undo"))
        self.new_deal_button = self._button(
            say("live.button.new_deal"), "", "random", say("live.tip.new_deal")
        )
        self.bot_button.on_click(lambda _b: self._guarded(self.play_bots))
        self.auto_button.on_click(lambda _b: self._guarded(self.play_to_end))
        self.undo_button.on_click(lambda _b: self._guarded(self.undo))
        self.new_deal_button.on_click(lambda _b: self._guarded(self.new_deal))
        self.feedback = LiveRegion()
        self.feedback.add_class("cl-live-feedback")
        self.log_area = w.HTML(layout=w.Layout(flex="1 1 320px"))

        buttons = w.HBox(
            [
                self.bot_button,
                self.auto_button,
                self.undo_button,
                self.new_deal_button,
            ],
            layout=w.Layout(flex_flow="row wrap", margin="8px 0 0 0"),
        )
        below = w.HBox(
            [self.drawing, self.log_area],
            layout=w.Layout(flex_flow="row wrap", align_items="flex-start"),
        )
        super().__init__(
            [
                self.title,
                self.next_line,
                self.form,
                buttons,
                self.feedback,
                below,
            ],
            layout=w.Layout(margin="6px 0 12px 0"),
        )
        self.add_class("cl-live-table")
        self._refresh()

    # ------------------------------------------------------------------ building

    @staticmethod
    def _make_bots(
        bots: Strategy | Mapping[Seat | str, Strategy] | None, seed: int
    ) -> dict[Seat, Strategy]:
        given: dict[Seat, Strategy] = {} if bots is None else seat_strategies(bots, "bots")
        from charleston_lessons.coach import Coach  # the coach's search, loaded with a table

        coach = Coach()
        return {seat: given.get(seat, coach) for seat in SEATS}

    @staticmethod
    def _button(text: str, style: str, icon: str, tip: str) -> w.Button:
        button = w.Button(
            description=text,
            button_style=style,
            icon=icon,
            tooltip=tip,
            layout=w.Layout(width="auto", height="auto", margin="2px 6px 2px 0"),
        )
        button.style.font_size = "15px"
        return button

    def _build_form(self) -> None:
        """Every seat's fields (typed tiles, how many forwarded unseen, stop, offer) and the
        three submit buttons; `_refresh` shows the ones the next step needs."""
        counts = tuple(Choice(str(n), str(n)) for n in range(4))
        fields: list[Field] = []
        for seat in SEATS:
            fields += [
                Field(f"{seat}.tiles", "text", label=say("live.tiles_label", seat=seat), group=seat.value,
                      width="18em"),
                Field(f"{seat}.blind", "select", label=say("live.forward"), options=counts, group=seat.value),
                Field(f"{seat}.stop", "check", label=say("live.wants_stop"), group=seat.value),
                Field(f"{seat}.offer", "select", label=say("live.offers"), options=counts, group=seat.value),
            ]
            self.seats[seat.value] = SeatControls(
                seat, *(FieldView(self.form, f"{seat}.{name}") for name in ("tiles", "blind", "stop", "offer"))
            )
        with self.form.hold_sync():
            self._fields = fields
            self.form.set_fields(fields, self._groups())
            self.form.clear()
            self.form.set_actions(self._actions(Phase.PASS))

    def _groups(self) -> list[Group]:
        return [Group(seat.value, say("live.seat_group", seat=seat), self.seats[seat.value].html)
                for seat in SEATS if not self.seats[seat.value].hidden]

    @staticmethod
    def _actions(phase: Phase) -> list[Action]:
        return [
            Action("play", say("live.button.play"), "primary", "check", say("live.tip.play"),
                   hidden=phase is not Phase.PASS),
            Action("answer", say("live.button.answer"), "primary", "check", say("live.tip.answer"),
                   hidden=phase is not Phase.STOP_QUESTION),
            Action("offers", say("live.button.offers"), "primary", "check", say("live.tip.offers"),
                   hidden=phase is not Phase.OFFERS),
        ]

    def press(self, action: str) -> None:
        """Press one of the form's buttons from Python ("play", "answer" or "offers")."""
        self.form.submit(action)

    def _submitted(self, action: str, values: dict[str, Any]) -> None:
        act = {"play": self.play_choices, "answer": self.answer_stop, "offers": self.agree_offers}.get(action)
        if act is not None:
            self._guarded(lambda: act(values))

    # ------------------------------------------------------------------ reading

    def __repr__(self) -> str:
        # Shown in place of the widget until its cell runs, and compared by nbval.
        return say("live.repr", seed=self.seed, next=self.next_text)

    @property
    def next_text(self) -> str:
        """The step the table waits for, in words (the big line above the racks)."""
        table = self.table
        if table.phase is Phase.PASS and table.next_step is not None:
            step = pass_step(table.next_step)
            if step.is_courtesy:
                agreed = table.agreed or {}
                pairs = "; ".join(
                    say(
                        "table.pair_will" if agreed.get(a) else "table.pair_none",
                        a=a,
                        b=b,
                        count=count_tiles(agreed.get(a, 0)),
                    )
                    for a, b in across_pairs()
                )
                return say("live.next_courtesy", pairs=pairs)
            text = say("live.next_pass", step=step.number, name=step.name, direction=step.direction)
            return text + (" " + say("live.next_blind") if step.blind_allowed else "")
        if table.phase is Phase.STOP_QUESTION:
            return say("live.next_stop")
        if table.phase is Phase.OFFERS:
            return say("live.next_offers")
        return say("table.done", reason=table.end_reason)

    def event_lines(self) -> list[str]:
        """The table's log, one line per event: its rule, then what happened."""
        return [f"{event.rule}: {event.describe()}" for event in self.table.log]

    # ------------------------------------------------------------------ acting

    def play_bots(self) -> Verdict:
        """The decision the table waits for, made by every seat's bot (`take_turn`)."""
        if self.table.over:
            return self._show(Verdict(False, "P1", say("table.done", reason=self.table.end_reason)))
        before = copy.deepcopy(self.table)
        try:
            verdict = take_turn(self.table, self.bots)
        except Exception as error:  # noqa: BLE001 - a bot's bug becomes a sentence, never a traceback
            self.table = before
            verdict = Verdict(False, "P5", say("live.bot_failed", error=error))
        return self._settle(before, verdict)

    def play_to_end(self) -> Verdict | None:
        """Every decision left, made by the bots one step at a time (each step can be undone).

        Stops at the first refusal, which it shows; returns the last verdict (None if over).
        """
        verdict = None
        for _ in range(16):  # a Charleston has at most 11 decisions; a bound keeps bugs finite
            if self.table.over:
                break
            verdict = self.play_bots()
            if not verdict.ok:
                break
        return verdict

    def play_choices(self, values: Mapping[str, Any] | None = None) -> Verdict:
        """The next pass with the room's typed choices (those a press carried, else the ones
        held now); an empty box lets that seat's bot choose.

        Every seat's choice is checked first (nothing moves), so the room sees each refused
        choice at once; the first refusal is returned, as `Table.play_pass` would name it.
        """
        if self.table.phase is not Phase.PASS:
            return self._show(self.table.play_pass({}))  # the table says what it waits for
        values = self.form.snapshot() if values is None else mapping(values, "values")
        choices: dict[Seat, PassChoice] = {}
        problems: dict[Seat, Verdict] = {}
        for seat in self.table.seats:
            try:
                choice = self._typed_choice(seat, values)
            except ValueError as error:  # text that is not a tile (T2)
                problems[seat] = Verdict(False, "T2", say("live.bad_text", seat=seat, error=error))
                continue
            if choice is None:
                try:
                    choice = self._bot_choice(seat)
                except Exception as error:  # noqa: BLE001 - a bot's bug is reported, not raised
                    failed = say("live.bot_failed", error=error)
                    problems[seat] = Verdict(
                        False, "P5", say("table.seat_verdict", seat=seat, message=failed)
                    )
                    continue
            if choice is not None:
                choices[seat] = choice
        for seat, verdict in self.table.check_choices(choices).items():
            if seat not in problems and not verdict.ok:
                problems[seat] = Verdict(
                    False,
                    verdict.rule,
                    say("table.seat_verdict", seat=seat, message=verdict.message),
                )
        if problems:
            return self._show(*(problems[seat] for seat in self.table.seats if seat in problems))
        before = copy.deepcopy(self.table)
        return self._settle(before, self.table.play_pass(choices))

    def answer_stop(self, values: Mapping[str, Any] | None = None) -> Verdict:
        """The stop question with the ticked boxes: one "stop" is enough (X1)."""
        values = self.form.snapshot() if values is None else mapping(values, "values")
        before = copy.deepcopy(self.table)
        answers = {seat: values.get(f"{seat}.stop") is True for seat in self.table.seats}
        return self._settle(before, self.table.answer_stop(answers))

    def agree_offers(self, values: Mapping[str, Any] | None = None) -> Verdict:
        """The courtesy offers from the drop-downs: each pair passes the lower (C2)."""
        values = self.form.snapshot() if values is None else mapping(values, "values")
        before = copy.deepcopy(self.table)
        offers = {seat: _count(values.get(f"{seat}.offer")) for seat in self.table.seats}
        return self._settle(before, self.table.set_courtesy_offers(offers))

    def undo(self) -> bool:
        """Put the table back as it was before the last step; False if nothing was played."""
        if not self._history:
            self._note(say("live.nothing_to_undo"))
            return False
        self.table = self._history.pop()
        self._fresh_events = 0
        self._clear_inputs()
        self._refresh()
        self._note(say("live.undone", next=self.next_text))
        return True

    def new_deal(self, seed: int | None = None) -> None:
        """Deal new racks from a new seed (the next one from this table's seed, unless given)."""
        self.seed = seed if seed is not None else self._seeds.randrange(1, 100_000)
        self.table = Table.deal(self.seed)
        self._racks_given = False
        if self._given_bots is None:
            self.bots = self._make_bots(None, self.seed)
        self._history.clear()
        self._fresh_events = 0
        self._clear_inputs()
        self._refresh()
        self._note(say("live.new_deal", seed=self.seed))

    # ------------------------------------------------------------------ helpers

    def _guarded(self, action: Callable[[], Any]) -> None:
        """A button's action; anything unexpected becomes a sentence, never a traceback."""
        try:
            action()
        except Exception as error:  # noqa: BLE001 - shown to the room as a sentence
            self._show(Verdict(False, "", say("live.unexpected", error=error)))

    @staticmethod
    def _typed_choice(seat: Seat, values: Mapping[str, Any]) -> PassChoice | None:
        """What the room typed for a seat, or None when the box is empty (the bot chooses)."""
        text = str(values.get(f"{seat}.tiles") or "").strip()
        blind = _count(values.get(f"{seat}.blind"))
        if not text and not blind:
            return None
        return PassChoice(tuple(parse_tiles(text)), blind)

    def _bot_choice(self, seat: Seat) -> PassChoice | None:
        view = seat_view(self.table, seat)
        if view.step is not None and view.step.is_courtesy and not view.agreed:
            return None  # the pair agreed 0: nothing to choose
        return self.bots[seat].choose_pass(view)

    def _settle(self, before: Table, verdict: Verdict) -> Verdict:
        """Keep the step (for undo) if the table took it, then redraw and show the verdict."""
        if verdict.ok:
            self._history.append(before)
            self._fresh_events = len(self.table.log) - len(before.log)
            self._clear_inputs()
            self._refresh()
        return self._show(verdict)

    def _show(self, verdict: Verdict, *more: Verdict) -> Verdict:
        """Show one verdict, or one per refused seat; return the first."""
        self.last_verdict = verdict
        self.verdicts = (verdict, *more)
        self.feedback_text = "\n".join(_verdict_text(v) for v in self.verdicts)
        self.feedback.value = "".join(verdict_html(v) for v in self.verdicts)
        return verdict

    def _note(self, text: str) -> None:
        self.last_verdict = None
        self.verdicts = ()
        self.feedback_text = text
        self.feedback.value = _note_html(text)

    def _clear_inputs(self) -> None:
        self.form.clear()

    def _refresh(self) -> None:
        table = self.table
        phase, step = table.phase, table.next_step
        info = pass_step(step) if step is not None else None
        source = (
            say("live.source_racks")
            if self._racks_given
            else say("live.source_deal", seed=self.seed)
        )
        self.title.value = _STYLE + (
            f'<div style="{_INK} font-size: calc(var(--jp-content-font-size1, 14px) * 1.15); margin: 2px 0;">'
            f"<strong>{html.escape(say('live.title'))}</strong> · {html.escape(source)}</div>"
        )
        self.next_line.value = (
            f'<div class="cl-live-next" style="{_BOX.format(accent=_NOTE)}'
            f' {_BIG} font-weight: bold;">{html.escape(self.next_text)}</div>'
        )
        last = self._last_pass()
        fields: list[Field] = []
        for seat in SEATS:
            controls = self.seats[seat.value]
            playing = seat in table.seats
            controls.hidden = not playing
            if not playing:
                continue
            rack = table.rack(seat)
            agreed = (table.agreed or {}).get(seat, 0)
            if info is None:
                where = ""
            elif info.is_courtesy and not agreed:
                where = say("live.passes_nothing")
            else:
                where = say("live.passes_to", seat=receiver(seat, info.direction))
            controls.name = (
                f'<div style="{_INK} {_BIG} font-weight: bold;">{html.escape(translate(seat.value))}</div>'
                f'<div style="{_QUIET}">{html.escape(count_tiles(len(rack)))}'
                f"{'<br>' + html.escape(where) if where else ''}</div>"
            )
            controls.rack = (
                f'<div class="cl-live-rack">{rack_svg(rack, height=RACK_HEIGHT)}</div>'
            )
            controls.received = self._received_html(last, seat)
            fields += self._seat_fields(seat, phase, info, agreed)
        with self.form.hold_sync():
            self.form.set_fields(fields, self._groups())
            self.form.set_actions(self._actions(phase))
        self.bot_button.description = say(
            {
                Phase.STOP_QUESTION: "live.button.bots_stop",
                Phase.OFFERS: "live.button.bots_offers",
            }.get(phase, "live.button.bots")
        )
        self.bot_button.disabled = table.over
        self.auto_button.disabled = table.over
        self.undo_button.disabled = not self._history
        self._refresh_log()
        self._draw()

    @staticmethod
    def _received_html(last: PassPlayed | None, seat: Seat) -> str:
        """What `seat` kept on the last pass, in words under its rack."""
        if last is None:
            return ""
        kept = last.kept.get(seat, ())
        if kept:
            text = say("live.received", step=last.step, tiles=", ".join(t.name for t in kept))
        elif last.blind.get(seat, 0):
            text = say("live.received_unseen", step=last.step)
        else:
            text = say("live.received_nothing", step=last.step)
        return f'<div style="{_QUIET} margin-top: 2px;">{html.escape(text)}</div>'

    def _seat_fields(self, seat: Seat, phase: Phase, info: Any, agreed: int) -> list[Field]:
        """The seat's four fields, with only those the next step needs shown."""
        passing = phase is Phase.PASS and info is not None
        nothing = passing and info.is_courtesy and not agreed
        placeholder = ""
        if passing and not nothing:
            count = agreed if info.is_courtesy else 3
            key = "live.placeholder_blind" if info.blind_allowed else "live.placeholder"
            placeholder = say(key, count=count_tiles(count))
        shown = {
            "tiles": passing and not nothing,
            "blind": passing and info.blind_allowed,
            "stop": phase is Phase.STOP_QUESTION,
            "offer": phase is Phase.OFFERS,
        }
        by_id = {spec.id: spec for spec in self._fields}
        return [
            replace(by_id[f"{seat}.{name}"], hidden=not show,
                    placeholder=placeholder if name == "tiles" else "")
            for name, show in shown.items()
        ]

    def _last_pass(self) -> PassPlayed | None:
        return next((e for e in reversed(self.table.log) if isinstance(e, PassPlayed)), None)

    def _refresh_log(self) -> None:
        events: tuple[Event, ...] = self.table.log
        fresh_from = len(events) - self._fresh_events
        items = []
        for index, event in enumerate(events):
            line = html.escape(f"{event.rule}: {event.describe()}")
            items.append(
                f"<li><strong>{line}</strong></li>" if index >= fresh_from else f"<li>{line}</li>"
            )
        self.log_area.value = (
            f'<div class="cl-live-log" style="{_INK} font-size: var(--jp-content-font-size1, 14px);'
            f' line-height: 1.45;"><strong>{html.escape(say("live.log_title"))}</strong>'
            f'<ol style="margin: 2px 0 0 0; padding-left: 1.6em;">{"".join(items)}</ol></div>'
        )

    def _draw(self) -> None:
        """The last pass drawn in the Output area; redrawn only when the passes change."""
        last = self._last_pass()
        if last is self._drawn:
            return
        self._drawn = last
        if last is None:
            self.drawing.outputs = ()
            return
        # The picture comes from `art`: a widget never calls the notebooks' face, `course`.
        from charleston_lessons.art import replay_figure

        picture = replay_figure(self.table.log, steps=[last.step])
        # One assignment replaces the old drawing with the new (clear_output(wait=True) + display).
        self.drawing.outputs = (
            {
                "output_type": "display_data",
                "data": {
                    "text/html": picture.html(),
                    "text/plain": f"{picture.title}. {picture.description}",
                },
                "metadata": {},
            },
        )
