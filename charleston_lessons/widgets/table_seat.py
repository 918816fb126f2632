"""A learner's seat at a shared table for four, on their own device (a thin view over
`charleston_lessons.shared_table.TableSeat`).

    seat = TableForFour(room, learner)    # a RoomStore, and the learner (or who the page's card says)
    seat.join("T-4KX9")                   # what Join does with the code the instructor read out
    seat.picker.select("9B", "4C", "6C")
    seat.picker.submit()                  # what the picker's "Pass these tiles" button does

First a form, one way in: the table code first, then the learner's name (when the page does not
know them yet), and the learner's own code only inside "Coming back on another device?" (a real
`<details>`); then Join. A wrong code, a full table, or a learner not yet known gets one sentence,
never a traceback, and a code typed in the other field is recognized by its form and said so
(a table's code is "T-4KX9", a learner's "K7M-P2Q": `room_store.code_kind`). Then the table
from the learner's seat: their own rack in the `TilePicker` (with the forward-unseen stepper on the blind passes), the four seats as
everyone may see them (name, who plays it in words, how many tiles, answer in or still
choosing: never by colour alone), the decision open and whom the table waits for, and buttons
for the stop question, the courtesy offer and East's declaration. As at a real table, a pass
answered shows its tiles set aside face down beside the rack (in words too, with any tiles to
forward blind), and the seat list says what each seat holds and sets aside; once the pass is
played, the tiles received are marked new (a badge with the word, an outline, ", new" in each
name) with a line saying where they came from, until the learner's next choice. Each
decision's grade and the table's verdict, each with its rule, are announced in a live region
(`play_seat.grade_html`), and stay until the learner's next decision: the other seats' moves
change the table and the news, never the learner's feedback.

The page reads the table again every `interval` seconds (`table_seat.js` sends a tick while the
tab is in view; a hidden tab asks for nothing), and each reading is a heartbeat, so the table
knows the learner is there. Between readings it looks every `watch` seconds whether the table
has new moves (one small read of the store), and redraws at once when it has: a pass shows on
the receiving seat's page within about a quarter of a second, not up to two. Nothing here sees
another seat's tiles: the seat's `TableView` holds its own rack and the public state only, and
only that is drawn.
"""

from __future__ import annotations

import html
import pathlib
import time
from collections.abc import Callable
from typing import Any

import anywidget
import ipywidgets as w
import traitlets

from charleston_lessons._input import instance, mapping, plain, whole
from charleston_lessons.art import tile_svg
from charleston_lessons.messages import count_tiles, join_words, say, translate
from charleston_lessons.room_record import RoomRecord
from charleston_lessons.room_store import Learner, RoomError, RoomStore, RoomUnreachable, code_kind
from charleston_lessons.rules import Seat, Verdict, receiver, sender, pass_step
from charleston_lessons.seat_game import Grade, GradeKind, Result
from charleston_lessons.shared_table import TableSeat, TableView, Who
from charleston_lessons.table import Phase
from charleston_lessons.tiles import Tile
from charleston_lessons.widgets._clock import EARLY
from charleston_lessons.widgets._esm import esm
from charleston_lessons.widgets.answer import Action, AnswerForm, Choice, Field, Group
from charleston_lessons.widgets.exercise import _BOX, _note_html, rule_badge
from charleston_lessons.widgets.learner import LearnerCard
from charleston_lessons.widgets.live import LiveRegion
from charleston_lessons.widgets.picker import TilePicker
from charleston_lessons.widgets.play_seat import grade_html, why_html

__all__ = ["INTERVAL", "WATCH", "TableForFour"]

INTERVAL = 2  # seconds between whole readings of the table while the page is in view
WATCH = 0.25  # seconds between looks for new moves (0: only the whole readings)
CODE = "table"  # the join form's field for the table's code (first)
NAME = "name"  # then the learner's name, while the page does not know who they are
OWN = "own"  # and their own code, inside "Coming back on another device?"
ELSEWHERE = "elsewhere"  # that disclosure
OFFER = "offer"  # the courtesy offer's field
_TYPED = 40  # characters of a typed table code read at most
_NAMED = 200  # characters of a typed name read at most (the room says what is wrong with it)

_INK = "color: var(--jp-ui-font-color1, #212121);"
_QUIET = "color: var(--jp-ui-font-color2, #616161);"
_FONT = "font-size: var(--jp-content-font-size1, 14px); line-height: 1.45;"
_NOTE = "var(--jp-brand-color1, #1976d2)"
_PROBLEM = "var(--jp-error-color1, #d32f2f)"


class TableClock(anywidget.AnyWidget):
    """Draws nothing: its view sends a tick every `watch` seconds (every `interval` when `watch`
    is 0) while the page is in view; the kernel decides which ticks read the whole table."""

    _esm = esm(pathlib.Path(__file__).with_name("table_seat.js"), clock=True)
    interval = traitlets.Int(INTERVAL, min=0, max=60).tag(sync=True)
    watch = traitlets.Float(WATCH, min=0.0, max=60.0).tag(sync=True)


class TableForFour(w.VBox):
    """A learner's seat at a table for four in `room` (a workshop's `RoomStore`). `learner` is the
    learner (a `Learner` of the room or their code), or a function saying who the page's learner
    is now (None until they give their name on the learner card)."""

    def __init__(self, room: RoomStore, learner: Learner | str | Callable[[], Learner | None], *,
                 interval: int = INTERVAL, record: Any = None, card: Any = None) -> None:
        if not isinstance(room, RoomStore):
            raise ValueError(say("table_seat.error.room", value=room))
        if not (type(learner) is Learner or isinstance(learner, str) or callable(learner)):
            raise ValueError(say("table_seat.error.learner", value=learner))
        self.room = room
        self._learner = learner
        # The page's `RoomRecord`: with it, the form asks for the name (or the learner's own code)
        # beside the table code, and joins the room with it; `card` shows who the page knows.
        self.record = None if record is None else instance(record, RoomRecord, "record")
        card = None if card is None else instance(card, LearnerCard, "card")
        self.seat: TableSeat | None = None
        self.view: TableView | None = None
        self.last: Result | None = None
        self._read_at = self._looked_at = float("-inf")
        self._held: Callable[[], Any] | None = None  # a press the store could not take: played once it answers
        self.readings = 0  # whole readings of the table made on ticks (the tests count them)
        self.looks = 0  # looks for new moves between them
        self.title = w.HTML(self._title_html(None))
        self.join_note = LiveRegion()
        self.join_form = AnswerForm(
            [Field(CODE, "text", label=say("table_seat.code_label"), placeholder=say("table_seat.code_placeholder"))],
            [Action("join", say("table_seat.button.join"), style="primary", icon="sign-in",
                    tip=say("table_seat.tip.join"))],
            answer_field=CODE,
        )
        self.join_form.on_submit(lambda _action, values: self._guarded(
            lambda: self.join(values.get(CODE), name=values.get(NAME), own_code=values.get(OWN))))
        self._asks_who: bool | None = None
        self._ask_who()
        self.card = card
        self.join_box = w.VBox([self.join_form])
        if self.record is not None:
            self.record.on_change(self._ask_who)
        self.next_line = LiveRegion()
        self.seats_area = w.HTML()
        self.picker = TilePicker("", label=say("play.rack_label"), submit_label=say("play.button.pass"))
        self.picker.on_submit(lambda _action, values: self._guarded(lambda: self.play_selected(values)))
        # Beside the rack, as at a real table: the tiles set aside face down once the learner's
        # answer is in, then the tiles received marked new until the learner's next choice.
        self.rack_note = w.HTML()
        self.rack_note.add_class("cl-table-seat-rack-note")
        self.go_on_button = _button(say("play.button.go_on"), "primary", "forward", say("play.tip.go_on"))
        self.stop_button = _button(say("play.button.stop"), "", "hand-paper-o", say("play.tip.stop"))
        self.go_on_button.on_click(lambda _b: self._guarded(lambda: self.answer_stop(False)))
        self.stop_button.on_click(lambda _b: self._guarded(lambda: self.answer_stop(True)))
        self.stop_row = w.HBox([self.go_on_button, self.stop_button], layout=w.Layout(flex_flow="row wrap"))
        self.offer_form = AnswerForm(
            [Field(OFFER, "choice", label=say("table_seat.offer_label"),
                   options=tuple(Choice(str(n), str(n), say("play.tip.offer_count", count=n)) for n in range(4)))],
            [Action("offer", say("play.button.offer"), style="primary", icon="check", tip=say("play.tip.offer"))],
            answer_field=OFFER,
        )
        self.offer_form.on_submit(lambda _action, values: self._guarded(lambda: self.make_offer(values.get(OFFER))))
        self.offer_row = w.HBox([self.offer_form], layout=w.Layout(flex_flow="row wrap"))
        self.declare_button = _button(say("play.button.declare"), "primary", "trophy", say("play.tip.declare"))
        self.declare_button.on_click(lambda _b: self._guarded(self.declare))
        self.leave_button = _button(say("table_seat.button.leave"), "", "sign-out", say("table_seat.tip.leave"))
        self.leave_button.on_click(lambda _b: self._guarded(self.leave))
        self.feedback = LiveRegion()
        self.feedback.add_class("cl-play-feedback")
        self.news_area = w.HTML()
        tools = w.HBox([self.declare_button, self.leave_button], layout=w.Layout(flex_flow="row wrap"))
        self.table_box = w.VBox(
            [self.next_line, self.seats_area, self.picker, self.rack_note, self.stop_row, self.offer_row, tools,
             self.feedback, self.news_area],
            layout=w.Layout(display="none"),
        )
        self.clock = TableClock(interval=whole(interval, "interval", 0, 60))
        self.clock.on_msg(self._message)
        shown = [self.title, *([] if card is None else [card]), self.join_note, self.join_box, self.table_box,
                 self.clock]
        super().__init__(shown, layout=w.Layout(margin="6px 0 12px 0", max_width="100%"))
        self.add_class("cl-play-seat")
        self.add_class("cl-table-seat")
        self.join_note.value = _note_html("note", say("table_seat.intro"))

    # ------------------------------------------------------------------ reading

    def __repr__(self) -> str:
        # Shown in place of the widget until its cell runs, and compared by nbval.
        if self.seat is None or self.view is None:
            return say("table_seat.repr")
        return say("table_seat.repr_seated", seat=self.seat.seat, code=self.seat.code, next=self.view.text)

    @property
    def feedback_text(self) -> str:
        """The feedback area as plain words: the grade, the table's verdict, then the news."""
        if self.last is None:
            return ""
        verdict = self.last.verdict
        lines = [str(self.last.feedback)]
        if verdict.message and verdict.message != self.last.feedback.message:
            lines.append(f"{verdict.rule}: {verdict.message}" if verdict.rule else verdict.message)
        return "\n".join([*lines, *self.last.news])

    def who(self) -> Learner | str | None:
        """The learner this seat is for (None until the page's learner says who they are)."""
        learner = self._learner
        if type(learner) is Learner or isinstance(learner, str):
            return learner
        found = learner()
        return found if type(found) is Learner or isinstance(found, str) else None

    # ------------------------------------------------------------------ acting

    def join(self, code: Any, *, name: Any = None, own_code: Any = None) -> bool:
        """Sit at the table with `code` (what Join does): True when seated, else a sentence says why.
        While the page does not know its learner, `name` (a new learner) or `own_code` (coming back
        on another device) says who they are first. A learner's code typed as the table's, or a
        table's as the learner's, is recognized and said so."""
        typed = _typed(code)
        own = _typed(own_code)
        wrong = self._wrong_field(typed, own)
        if wrong:
            return self._join_problem(wrong)
        if not typed:
            return self._join_problem(say("table_seat.no_code"))
        learner = self.who()
        named = _typed(name, _NAMED)
        if learner is None and self.record is not None and (own or named):
            try:
                self.room.table(typed)  # no such table: nobody joins the room on the way
                if own:
                    self.record.rejoin(own)
                else:
                    self.record.join(named)
            except RoomError as error:  # no such table, a name taken or not one, a code no one has, the room down
                return self._join_problem(str(error))
            self._ask_who()
            learner = self.who()
        if learner is None:
            key = "table_seat.who_first_here" if self.record is not None else "table_seat.who_first"
            return self._join_problem(say(key))
        try:
            seat = TableSeat(self.room, typed, learner)
        except RoomUnreachable:  # the store down: a calm sentence (the instructor's page has the address)
            return self._join_problem(say("table_seat.join_unreachable"))
        except RoomError as error:  # no such table, a full table, a code that is not one, the store down
            return self._join_problem(str(error))
        except ValueError:  # the learner was not a learner of this room
            return self._join_problem(say("table_seat.who_first"))
        if self.seat is not None and self.seat.code != seat.code:
            self._leave_quietly()
        self.seat, self.last = seat, None
        self.feedback.value = ""
        self.join_note.value = _note_html("note", say("table_seat.seated", seat=seat.seat, code=seat.code))
        self.join_box.layout.display = "none"
        self.table_box.layout.display = None
        self.title.value = self._title_html(seat)
        self.refresh()
        return True

    def leave(self) -> None:
        """Give up the seat (what Leave the table does): the coach plays it, and Join takes it back."""
        if self.seat is None:
            return
        code = self.seat.code
        self._leave_quietly()
        self.title.value = self._title_html(None)
        self.table_box.layout.display = "none"
        self.join_box.layout.display = None
        self.join_form.set_value(CODE, code)
        self.join_note.value = _note_html("note", say("table_seat.left", code=code))

    def refresh(self) -> TableView | None:
        """Read the table again (a heartbeat too, and any bot turn due) and redraw what changed."""
        if self.seat is None:
            return None
        try:
            view = self.seat.view()
        except RoomUnreachable:  # the table is paused: the next reading tries again
            self.next_line.value = _paused_html()
            return self.view
        except RoomError as error:  # the store refused: say so, the next reading tries again
            self.next_line.value = _note_html("note", str(error))
            return self.view
        self._draw(view)
        return view

    def play_selected(self, values: dict[str, Any] | None = None) -> Result | None:
        """Play the pass due with the picker's selection: the one a press carried, else the held one."""
        if self.seat is None or self.view is None:
            return None
        choice = self.picker.choice if values is None else self.picker.answer_from(mapping(values, "values"))
        step = self.view.step
        return self._settle(self.seat.pass_tiles(choice, step=step), self._what("pass", step))

    def answer_stop(self, stop: bool) -> Result | None:
        """Answer the stop question for your seat (X1)."""
        if self.seat is None:
            return None
        return self._settle(self.seat.answer_stop(stop), self._what("stop"))

    def make_offer(self, count: Any = None) -> Result | None:
        """Offer `count` (by default the one chosen on screen) for the courtesy pass (C2)."""
        if self.seat is None:
            return None
        value = self.offer_form.values.get(OFFER) if count is None else count
        value = plain(value) if isinstance(value, str) else value if type(value) is int else None
        if value is None or str(value) not in {"0", "1", "2", "3"}:
            text = say("play.offer_missing")
            return self._settle(Result(False, Verdict(False, "C2", text), Grade(GradeKind.NOT_PLAYED, text, "C2")))
        return self._settle(self.seat.offer(int(str(value))), self._what("offer"))

    def declare(self) -> Result | None:
        """Declare Mah Jongg (East, after a round, when the tiles win: H3)."""
        if self.seat is None:
            return None
        return self._settle(self.seat.declare(), self._what("declare"))

    # ------------------------------------------------------------------ the page's messages

    def _message(self, _widget: Any, content: Any, _buffers: Any) -> None:
        """The clock's ticks (one per `watch` from each view in view): a whole reading once an
        interval, else a look for new moves; anything else is ignored."""
        if not isinstance(content, dict) or content.get("type") != "tick" or self.seat is None:
            return
        now = time.monotonic()
        if now - self._read_at >= self.clock.interval * EARLY:
            self._read_at = self._looked_at = now
            self.readings += 1
            self._guarded(self._tick, quiet=True)
        elif now - self._looked_at >= self.clock.watch * EARLY:  # not another view's tick at once
            self._looked_at = now
            self.looks += 1
            self._guarded(self._look, quiet=True)

    def _tick(self) -> None:
        seat = self.seat
        if seat is None:
            return
        seat.poll()  # the moves, any due bot turn, and a heartbeat
        self.refresh()
        self._resume()

    def _look(self) -> None:
        seat = self.seat
        if seat is not None and seat.poll():  # new moves (or a bot's turn): draw them now
            self._read_at = time.monotonic()
            self.refresh()
        self._resume()

    def _resume(self) -> None:
        """The store answers again: play the press it could not take (once; a pass carries its
        step, so a table gone on meanwhile refuses it rather than play it as the next)."""
        held, self._held = self._held, None
        if held is not None and self.seat is not None:
            self._guarded(held)

    # ------------------------------------------------------------------ helpers

    def _ask_who(self) -> None:
        """The join form's fields: the table code, then (while the page does not know its learner
        and has a record to join) the name, and the learner's own code under "Coming back on
        another device?"."""
        # The record's state as it is (never `who()`, which may tell the record's listeners: this one).
        asks = self.record is not None and self.record.learner is None and self.record.hub_name is None
        if asks == self._asks_who:
            return
        self._asks_who = asks
        fields = [Field(CODE, "text", label=say("table_seat.code_label"),
                        placeholder=say("table_seat.code_placeholder"))]
        groups: list[Group] = []
        if asks:
            fields += [Field(NAME, "text", label=say("table_seat.name_label"),
                             placeholder=say("table_seat.name_placeholder")),
                       Field(OWN, "text", label=say("table_seat.own_label"),
                             placeholder=say("table_seat.own_placeholder"), group=ELSEWHERE)]
            groups = [Group(ELSEWHERE, say("table_seat.elsewhere"), disclosure=True)]
        self.join_form.set_fields(fields, groups)

    def _wrong_field(self, typed: str, own: str) -> str:
        """The sentence for a code typed in the other field, or "" (by its form; a six-character
        code in the table's field is an older room's table only when the room has it)."""
        if own and code_kind(own) == "table":
            return say("table_seat.wrong_field.table")
        if own and code_kind(own) == "learner" and self._has_table(own, unsure=False) \
                and not self._has_learner(own):
            return say("table_seat.wrong_field.table")  # an older room's table
        if typed and code_kind(typed) == "learner" and not self._has_table(typed):
            key = "table_seat.wrong_field.learner" if self._asks_who else "table_seat.wrong_field.learner_known"
            return say(key)
        return ""

    def _has_table(self, code: str, *, unsure: bool = True) -> bool:
        """The room has a table with `code` (`unsure` when the store does not answer: Join says so)."""
        try:
            self.room.table(code)
        except RoomUnreachable:
            return unsure
        except RoomError:
            return False
        return True

    def _has_learner(self, code: str) -> bool:
        """Someone in the room has `code` as their own (True when the store does not answer)."""
        try:
            self.room.rejoin(code)
        except RoomUnreachable:
            return True
        except RoomError:
            return False
        return True

    def _guarded(self, action: Callable[[], Any], *, quiet: bool = False) -> None:
        """A press's (or a tick's) action; anything unexpected becomes a sentence, never a traceback."""
        try:
            action()
        except RoomUnreachable:  # an outage: the table is paused, in a learner's words
            if not quiet:  # a press: kept, and played once the store answers
                self._held = action
                text = say("table_seat.paused")
                self.last = Result(False, Verdict(False, "", text), Grade(GradeKind.NOT_PLAYED, text))
                self.feedback.value = _paused_html()
            else:
                self.next_line.value = _paused_html()
        except Exception as error:  # noqa: BLE001 - shown to the learner as a sentence
            text = say("play.unexpected", error=error)
            if quiet:  # a reading: the next one tries again, the learner's feedback stays
                self.next_line.value = _note_html("note", text)
                return
            self.last = Result(False, Verdict(False, "", text), Grade(GradeKind.NOT_PLAYED, text))
            self.feedback.value = grade_html(self.last.feedback)

    def _join_problem(self, text: str) -> bool:
        self.join_note.value = (
            f'<div class="cl-table-seat-problem" style="{_BOX.format(accent=_PROBLEM)}">'
            f'<span aria-hidden="true" style="font-weight: bold; margin-right: 4px;">✗</span> '
            f"<strong>{html.escape(say('table_seat.not_joined'))}</strong> {html.escape(text)}</div>"
        )
        return False

    def _leave_quietly(self) -> None:
        seat, self.seat, self.view, self.last = self.seat, None, None, None
        self._held = None  # a press kept for this table is not played at another
        self.feedback.value = ""
        if seat is not None:
            try:
                seat.leave()
            except RoomError:
                pass  # the store did not answer: the table counts the learner away soon enough

    def _what(self, kind: str, step: int | None = None) -> str:
        if kind == "pass":
            what = say("play.history.courtesy") if step == 7 else say("play.history.pass", step=step)
        else:
            what = say(f"play.history.{kind}")
        return say("play.graded", what=what)

    def _settle(self, result: Result, what: str = "") -> Result:
        self.last = result
        verdict = result.verdict
        about = f'<div style="{_QUIET} {_FONT} margin: 6px 0 0 4px;">{html.escape(what)}</div>' \
            if result.played and what else ""
        table_said = ""
        if verdict.message and verdict.message != result.feedback.message:
            table_said = (f'<div class="cl-table-seat-verdict" style="{_INK} {_FONT} margin: 2px 0 0 4px;">'
                          f"{rule_badge(verdict.rule)} {html.escape(verdict.message)}</div>")
        news = "".join(f'<div style="{_INK} {_FONT} margin: 2px 0 0 4px;">{html.escape(line)}</div>'
                       for line in result.news)
        if result.played:
            self.offer_form.clear()
        # The table first, then the answer: the page draws the new rack before it announces the
        # verdict, so nobody starts choosing from the rack the answer just changed.
        self.refresh()
        self.feedback.value = about + grade_html(result.feedback) + why_html(result.feedback) + table_said + news
        return result

    def _title_html(self, seat: TableSeat | None) -> str:
        sub = "" if seat is None else " · " + html.escape(say("table_seat.subtitle", seat=seat.seat, code=seat.code))
        return (f'<div style="{_INK} font-size: calc(var(--jp-content-font-size1, 14px) * 1.15); margin: 2px 0;">'
                f'<strong>{html.escape(say("table_seat.title"))}</strong>{sub}</div>')

    def _draw(self, view: TableView) -> None:
        """Show `view`; a trait set to the value it has already changes nothing on the page."""
        before, self.view = self.view, view
        waiting = "" if view.over or not view.my_turn or not view.awaiting else say("table_seat.awaiting", seats=join_words(view.awaiting))
        empty = any(info.who is Who.EMPTY for info in view.seats)  # four people there: nothing waits on the start
        started = "" if view.started or view.over or not empty else say("table_seat.not_started")
        self.next_line.value = (
            f'<div class="cl-play-next" style="{_BOX.format(accent=_NOTE)}">'
            f"<strong>{html.escape(view.text)}</strong>"
            + "".join(f"<div>{html.escape(line)}</div>" for line in (waiting, started) if line and line != view.text)
            + "</div>"
        )
        self.seats_area.value = _seats_html(view)
        passing = view.step is not None and view.my_turn
        with self.picker.hold_sync():
            self.picker.limit = view.limit if passing else 0
            self.picker.arriving = view.arriving if passing else 0
            self.picker.arriving_from = _arriving_from(view)
            self.picker.submit_label = say("play.button.pass") if passing and view.limit else ""
            self.picker.label = say("play.rack_label_end" if view.over else "play.rack_label")
            held = _held(view)  # the rack without the tiles set aside face down
            if list(self.picker.tiles) != [t.code for t in held]:
                self.picker.set_rack(held)
            elif before is None or _decision(before) != _decision(view):
                # A new decision: the last selection is gone. Another seat's answer is not one: a
                # learner choosing keeps what they chose (and a refused choice stays to be fixed).
                self.picker.clear()
            new = _new_tiles(view)
            self.picker.mark_new(new)
        self.rack_note.value = _rack_note_html(view, new)
        self.stop_row.layout.display = None if view.phase is Phase.STOP_QUESTION and view.my_turn else "none"
        self.offer_row.layout.display = None if view.phase is Phase.OFFERS and view.my_turn else "none"
        self.declare_button.layout.display = None if view.may_declare else "none"
        items = "".join(f"<li>{html.escape(line)}</li>" for line in view.news)
        self.news_area.value = (
            f'<div class="cl-table-seat-news" style="{_INK} {_FONT}">'
            f'<strong>{html.escape(say("table_seat.news_heading"))}</strong>'
            f'<ul style="margin: 2px 0 0 0; padding-left: 1.4em;">{items}</ul></div>'
        ) if items else ""


def _paused_html() -> str:
    """The table paused by an outage, calmly: no address, no driver's words, no advice (the
    instructor's page says those)."""
    return (f'<div class="cl-table-seat-paused" style="{_BOX.format(accent=_NOTE)}">'
            f'<span aria-hidden="true" style="margin-right: 4px;">⏸</span>'
            f"{html.escape(say('table_seat.paused'))}</div>")


def _typed(value: Any, most: int = _TYPED) -> str:
    """What a field held, as text cut short and trimmed ("" for anything else)."""
    return plain(value)[:most].strip() if isinstance(value, str) else ""


def _button(text: str, style: str, icon: str, tip: str) -> w.Button:
    return w.Button(description=text, button_style=style, icon=icon, tooltip=tip,
                    layout=w.Layout(width="auto", max_width="100%", margin="2px 6px 2px 0"))


def _decision(view: TableView) -> tuple[Any, ...]:
    """Which decision `view` is at for its seat: a change clears the picker's selection."""
    return view.phase, view.step, view.my_turn, view.over


def _arriving_from(view: TableView) -> str:
    """Which side the arriving tiles come from on a blind pass (B4): "right" or "left"."""
    if view.step is None or not view.arriving:
        return "right"
    step = pass_step(view.step)
    return "right" if sender(view.seat, step.direction) is receiver(view.seat, "right") else "left"


def _held(view: TableView) -> list[Tile]:
    """The rack in hand: `view.rack` without the tiles set aside face down for the open pass."""
    held = list(view.rack)
    for tile in view.set_aside:
        if tile in held:
            held.remove(tile)
    return held


def _new_tiles(view: TableView) -> tuple[Tile, ...]:
    """The tiles the last pass brought, new until the learner's next choice: none once the
    learner's answer to the open decision is in."""
    if view.arrived_from is None or not (view.my_turn or view.over):
        return ()
    return view.arrived


def _names(tiles: tuple[Tile, ...] | list[Tile]) -> str:
    return ", ".join(translate(t.name) for t in tiles)


def _face_down(count: int, kind: str) -> str:
    """`count` face-down tile pictures in a row (their meaning is in the words beside them)."""
    picture = tile_svg("F", height=40, face_down=True)
    one = (f'<span class="cl-table-seat-down cl-table-seat-down-{kind}" aria-hidden="true"'
           f' style="display: inline-block; line-height: 0; margin: 0 4px 4px 0;">{picture}</span>')
    return f'<div style="display: flex; flex-wrap: wrap; margin: 4px 0 2px 0;">{one * count}</div>'


def _rack_note_html(view: TableView, new: tuple[Tile, ...]) -> str:
    """Beside the rack: what is set aside to pass (face down, in words too, and what goes on
    blind), or what the last pass brought (new, until the next choice). Empty when neither."""
    box = ('<div class="{cls}" style="' + _INK + " " + _FONT + " margin: 4px 0; padding: 6px 10px;"
           " border: 2px {line} var(--jp-border-color1, #9e9e9e); border-radius: 6px;"
           ' overflow-wrap: anywhere; max-width: 100%; box-sizing: border-box;">{body}</div>')
    if view.set_aside or view.set_aside_blind:
        body = (f'<strong><span aria-hidden="true">⇲ </span>'
                f'{html.escape(say("table_seat.set_aside", count=count_tiles(len(view.set_aside))))}</strong>')
        if view.set_aside:
            body += _face_down(len(view.set_aside), "aside")
            body += f'<div>{html.escape(say("table_seat.set_aside_tiles", tiles=_names(view.set_aside)))}</div>'
        if view.set_aside_blind:
            body += (f'<div class="cl-table-seat-blind"><span aria-hidden="true">↷ </span>'
                     f'{html.escape(say("table_seat.set_aside_blind", count=count_tiles(view.set_aside_blind)))}'
                     "</div>")
        return box.format(cls="cl-table-seat-aside", line="dashed", body=body)
    if view.arrived_from is None or not (view.my_turn or view.over) or not (new or view.forwarded):
        return ""
    lines = []
    if new:
        lines.append(f'<strong><span aria-hidden="true">★ </span>'
                     f'{html.escape(say("table_seat.new_from", seat=view.arrived_from, tiles=_names(new)))}</strong>')
    else:
        lines.append(f"<strong>{html.escape(say('table_seat.new_none', seat=view.arrived_from))}</strong>")
    if view.forwarded:
        said = say("table_seat.forwarded_blind", seat=_forwarded_to(view), count=count_tiles(view.forwarded))
        lines.append(f'<div class="cl-table-seat-blind"><span aria-hidden="true">↷ </span>{html.escape(said)}</div>')
    return box.format(cls="cl-table-seat-new", line="solid", body="".join(lines))


def _forwarded_to(view: TableView) -> Seat:
    """Where this seat's blind forwards went: on in the last pass's direction, to the side
    opposite the one they came from."""
    for side in ("right", "left", "across"):
        if receiver(view.seat, side) is view.arrived_from:
            return receiver(view.seat, {"right": "left", "left": "right", "across": "across"}[side])
    return view.arrived_from


def _seats_html(view: TableView) -> str:
    """The four seats as everyone may see them: a list in words (who, how many tiles, answer in
    or still choosing), with a sign beside the words, never colour alone."""
    rows = []
    for info in view.seats:
        name = info.name or say("table_seat.nobody")
        if info.seat is view.seat:
            name = say("table_seat.you", name=name)
        state = say("table_seat.done" if info.done else "table_seat.choosing")
        sign = "✓" if info.done else "…"
        aside = min(info.aside, info.tiles)
        tiles = say("table_seat.held", held=count_tiles(info.tiles - aside), aside=aside) if aside \
            else count_tiles(info.tiles)
        line = say("table_seat.seat_line", seat=info.seat, name=name, who=Who(info.who).label,
                   tiles=tiles, state=state)
        weight = "font-weight: bold;" if info.seat is view.seat else ""
        rows.append(f'<li data-seat="{html.escape(info.seat.value)}" style="{weight}">'
                    f'<span aria-hidden="true" style="display: inline-block; width: 1.3em;">{sign}</span>'
                    f"{html.escape(line)}</li>")
    return (
        f'<div class="cl-table-seat-seats" style="{_INK} {_FONT} overflow-wrap: anywhere;">'
        f'<strong>{html.escape(say("table_seat.seats_heading"))}</strong>'
        f'<ul style="margin: 2px 0 4px 0; padding-left: 0.4em; list-style: none;">{"".join(rows)}</ul></div>'
    )
