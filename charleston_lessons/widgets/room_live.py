"""The live room dashboard: the workshop's room store, read again every few seconds (a thin view).

    LiveRoom("room.db")          # or a RoomStore; `course.live_room()` opens CHARLESTON_ROOM

The core (`room_live.RoomReader`) reads the store, only what is new each time, and says what
to show (`RoomNow.sections`); this widget sends it as text to its view (`room_live.js`),
which draws the tables, changes only the cells that changed, and asks for a new reading
every `interval` seconds. The timer is the view's: one per view, made again when the interval
changes, gone with the view (the widget closed, the cell run again, the page closed). The
kernel reads at most once per interval however many views ask, and never after `close()`.

A reading that fails (the database went away) shows its sentence above the last tables and
the next reading tries again.

Every learner's row has a Forget… button. Pressing it asks first ("Forget Ana? This deletes
their answers from the room. Export them first.") with Export, Confirm and Cancel: Export
hands the instructor's browser Ana's whole record as a file (the course's `Download`), only
Confirm deletes (`RoomReader.forget`), and what happened is said in the live region. The
kernel's methods are the same steps without a browser: `ask_forget`, `export_asked`,
`confirm_forget`, `cancel_forget`.
"""

from __future__ import annotations

import os
import pathlib
from typing import Any

import traitlets

from charleston_lessons.messages import say, say_count
from charleston_lessons.room_live import IDLE_MINUTES, RECENT_MINUTES, WRONG_TRIES, RoomNow, RoomReader, _limits
from charleston_lessons.room_store import RoomError, RoomStore
from charleston_lessons.widgets._clock import MAX_INTERVAL, MIN_INTERVAL, ReadsRoom, interval_of
from charleston_lessons.widgets._esm import esm
from charleston_lessons.widgets.download import Download
from charleston_lessons.widgets._style import COMMON_CSS

__all__ = ["INTERVAL", "INTERVALS", "MAX_INTERVAL", "MIN_INTERVAL", "LiveRoom"]

INTERVAL = 5  # seconds between readings, unless the instructor chooses another
INTERVALS = (0, 2, 5, 10, 30, 60)  # what the menu offers; 0 is off (the Refresh button only)


class LiveRoom(ReadsRoom):
    """The room as it is now, read again every `interval` seconds (0: only when Refresh is
    pressed): who may need a hand, learners by lesson, the exercises and skills missed most,
    and every learner."""

    _esm = esm(pathlib.Path(__file__).with_name("room_live.js"), clock=True)
    _css = COMMON_CSS + pathlib.Path(__file__).with_name("room_live.css").read_text()

    sections = traitlets.List().tag(sync=True)  # [{key, title, head, rows: [[key, cells]], empty}]
    updated = traitlets.Unicode("").tag(sync=True)  # "Updated 14:02:31"
    summary = traitlets.Unicode("").tag(sync=True)
    announce = traitlets.Unicode("").tag(sync=True)  # said aloud: set only when something that matters changed
    error = traitlets.Unicode("").tag(sync=True)  # a reading that failed, in a sentence
    choices = traitlets.List().tag(sync=True)
    labels = traitlets.Dict().tag(sync=True)
    asking = traitlets.Dict().tag(sync=True)  # the Forget question now open: {name, question, buttons' words}; {} none

    def __init__(
        self,
        room: RoomStore | str | os.PathLike[str],
        *,
        interval: int = INTERVAL,
        idle_minutes: int = IDLE_MINUTES,
        wrong_tries: int = WRONG_TRIES,
        within_minutes: int = RECENT_MINUTES,
    ) -> None:
        seconds = interval_of(interval)
        idle, tries, within = _limits(idle_minutes, wrong_tries, within_minutes)
        self._limits = {"idle_minutes": idle, "wrong_tries": tries, "within_minutes": within}
        self._reader = RoomReader(self._open(room, "room_live.error.room"))
        self._now: RoomNow | None = None
        self.download = Download()  # hands an export to the instructor's browser
        self._parts = (self.download,)  # closed with the page (ReadsRoom.close)
        super().__init__(
            interval=seconds,
            choices=sorted({*INTERVALS, seconds}),
            labels={"refresh": say("room_live.refresh"), "every": say("room_live.every"),
                    "seconds": say("room_live.seconds", seconds="{seconds}"), "off": say("room_live.off"),
                    "label": say("room_live.label"), "sideways": say("shown.scroll_hint"),
                    "forget_head": say("room_live.forget.head"), "forget": say("room_live.forget.button"),
                    "forget_label": say("room_live.forget.button_label", name="{name}")},
        )
        self.on_msg(self._message)
        self.refresh()

    @property
    def now(self) -> RoomNow | None:
        """The last reading (None if none succeeded yet)."""
        return self._now

    @property
    def text(self) -> str:
        """Everything the page says, as plain text (for tests and a terminal)."""
        if self._now is None:
            return self.error or say("room_live.reading")
        lines = [self.updated, self.summary]
        if self.error:
            lines.append(self.error)
        return "\n".join(lines) + "\n\n" + "\n\n".join(
            section.text for section in self._now.sections(**self._limits)
        )

    def refresh(self) -> RoomNow | None:
        """Read the room now and show what changed; a store that cannot be read shows its
        sentence (the last tables stay). Nothing after `close()`."""
        if not self._read():
            return None
        try:
            now = self._reader.read()
        except RoomError as failure:
            self.error = str(failure)
            return None
        before, self._now = self._now, now
        sections = [
            {"key": part.key, "title": part.title, "head": list(part.head),
             "rows": [[key, list(cells)] for key, cells in part.rows], "empty": part.empty}
            for part in now.sections(**self._limits)
        ]
        with self.hold_sync():  # one message, and only the parts that changed
            if sections != self.sections:
                self.sections = sections
            self.updated = now.updated
            self.summary = now.summary(**self._limits)
            self.error = ""
            spoken = now.announcement(before, **self._limits)
            if spoken:
                self.announce = spoken
        return now

    # ------------------------------------------------------------------ forgetting a learner

    def ask_forget(self, name: str) -> str:
        """The Forget… button of `name`'s row: the question, with Export, Confirm and Cancel
        (nothing is deleted yet); a name not in the room now is said instead."""
        if self._closed:
            return ""
        try:
            learner = self._reader.learner(name)
        except RoomError as failure:
            self.asking = {}
            return self._said(str(failure))
        who = learner.name
        question = say("room_live.forget.ask", name=who)
        self.asking = {
            "name": who, "question": question,
            "export": say("room_live.forget.export"), "export_label": say("room_live.forget.export_label", name=who),
            "confirm": say("room_live.forget.confirm"),
            "confirm_label": say("room_live.forget.confirm_label", name=who),
            "cancel": say("room_live.forget.cancel"), "cancel_label": say("room_live.forget.cancel_label", name=who),
        }
        return question

    def export_asked(self) -> str:
        """Export: the asked-about learner's whole record, handed to the browser as a file; the
        question stays open, so Confirm or Cancel comes next."""
        name = self.asking.get("name")
        if not name or self._closed:
            return ""
        try:
            filename, data, record = self._reader.export(name)
        except RoomError as failure:
            return self._said(str(failure))
        self.download.offer(filename, data)
        return self._said(say("room_live.forget.exported", name=name, file=filename,
                              answers=say_count("count.answers", len(record["attempts"]))))

    def confirm_forget(self) -> str:
        """Confirm: the asked-about learner deleted from the room, and the tables read again."""
        name = self.asking.get("name")
        if not name or self._closed:
            return ""
        try:
            self._reader.forget(name)
        except RoomError as failure:
            self.asking = {}
            return self._said(str(failure))
        self.refresh()  # the row goes first, so the view's focus returns to Refresh, not to a row going
        self.asking = {}
        return self._said(say("room_live.forget.done", name=name))

    def cancel_forget(self) -> str:
        """Cancel: the question closed, nothing deleted."""
        name = self.asking.get("name")
        if not name:
            return ""
        self.asking = {}
        return self._said(say("room_live.forget.kept", name=name))

    def _said(self, sentence: str) -> str:
        """`sentence` in the live region (said aloud even when it is the same as the last)."""
        if self.announce == sentence:
            self.announce = ""
        self.announce = sentence
        return sentence

    def _message(self, _widget: Any, content: Any, _buffers: Any) -> None:
        """The view's ticks (one per interval, from each view), Refresh presses and the Forget
        question's buttons."""
        kind = content.get("type") if isinstance(content, dict) else None
        if kind == "forget":
            name = content.get("name")
            if isinstance(name, str):
                self.ask_forget(name)
        elif kind == "forget_export":
            self.export_asked()
        elif kind == "forget_confirm":
            self.confirm_forget()
        elif kind == "forget_cancel":
            self.cancel_forget()
        else:
            self._ticked(kind)
