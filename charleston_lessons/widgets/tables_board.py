"""The instructor's page for shared tables of four: make tables, start them, show one on the
projector, replay a finished one (a thin view).

    TablesBoard("room.db")          # or a RoomStore; `course.tables_board()` opens CHARLESTON_ROOM

The core (`tables_board.TablesReader`) reads every table of the room and plays the coach's due
turns; this widget sends what to show as text to its view (`tables_board.js`), which draws the
table of tables, changes only the cells that changed (so scroll and keyboard focus stay), and
asks for a new reading every `interval` seconds from a timer of its own (a hidden tab asks for
nothing). The projector's view carries the public state only (seats, tile counts, the decision
open, the passes done); the racks are sent only for the replay, once a table's Charleston is
over. A failed reading or a wrong entry shows one sentence; the next reading tries again.
"""

from __future__ import annotations

import html
import math
import os
import pathlib
from typing import Any

import traitlets

from charleston_lessons.art import replay_figure
from charleston_lessons.art.figures import figure_html
from charleston_lessons.art.tiles_svg import rack_svg
from charleston_lessons._input import plain
from charleston_lessons.messages import say
from charleston_lessons.room_store import RoomError, RoomStore, stored_table_code
from charleston_lessons.rules import SEATS
from charleston_lessons.shared_table import BOT_DELAY, MAX_SECONDS, _seconds_setting
from charleston_lessons.tables_board import TablesNow, TablesReader
from charleston_lessons.widgets._clock import ReadsRoom, interval_of
from charleston_lessons.widgets._esm import esm
from charleston_lessons.widgets._style import COMMON_CSS

__all__ = ["INTERVAL", "TablesBoard"]

INTERVAL = 2  # seconds between readings: a table's decisions come every few seconds
_SEED_DIGITS = 18
_RACK_HEIGHT = 40


def _seed_of(value: Any) -> int | None:
    """The typed deal number: empty for a fresh deal, or a whole number from 0 up."""
    typed = plain(value).strip() if isinstance(value, str) else None
    if typed == "":
        return None
    if typed is None or not typed.isascii() or not typed.isdigit() or len(typed) > _SEED_DIGITS:
        raise ValueError(say("tables_board.error.seed", value=typed if typed is not None else value))
    return int(typed)


def _delay_of(value: Any) -> float:
    """The typed delay of the coach, in seconds, from 0 to `MAX_SECONDS`."""
    seconds: float | None = None
    if type(value) in (int, float):
        seconds = float(value)
    elif isinstance(value, str) and str.__len__(value) < 20:
        value = plain(value)
        try:
            seconds = float(value.strip().replace(",", "."))
        except ValueError:
            seconds = None
    if seconds is None or not math.isfinite(seconds) or not 0 <= seconds <= MAX_SECONDS:
        raise ValueError(say("tables_board.error.delay", value=value, most=int(MAX_SECONDS)))
    return seconds


def _code_of(content: dict[str, Any]) -> str | None:
    code = content.get("code")
    return code if isinstance(code, str) and 0 < len(code) <= 20 else None


class TablesBoard(ReadsRoom):
    """Every shared table of the room, read again every `interval` seconds: make a table (its
    code shown large), start one with the coach in its empty seats, show one on the projector
    (racks hidden), and replay one with its racks once its Charleston is over."""

    _esm = esm(pathlib.Path(__file__).with_name("tables_board.js"), clock=True)
    _css = COMMON_CSS + pathlib.Path(__file__).with_name("tables_board.css").read_text()

    head = traitlets.List().tag(sync=True)
    rows = traitlets.List().tag(sync=True)  # [{key, cells, started, playing, over}]
    empty = traitlets.Unicode("").tag(sync=True)
    title = traitlets.Unicode("").tag(sync=True)
    updated = traitlets.Unicode("").tag(sync=True)
    summary = traitlets.Unicode("").tag(sync=True)
    announce = traitlets.Unicode("").tag(sync=True)  # said aloud: news only
    error = traitlets.Unicode("").tag(sync=True)
    made = traitlets.Unicode("").tag(sync=True)  # the code of the table made last, to read out
    delay = traitlets.Float(BOT_DELAY).tag(sync=True)
    projector = traitlets.Dict().tag(sync=True)  # {} or {code, title, lines, head, rows, note}
    replay = traitlets.Dict().tag(sync=True)  # {} or {code, title, html}: only once over
    labels = traitlets.Dict().tag(sync=True)

    def __init__(self, room: RoomStore | str | os.PathLike[str], *, interval: int = INTERVAL,
                 bot_delay: float = BOT_DELAY) -> None:
        seconds = interval_of(interval)
        delay = _seconds_setting(bot_delay, "bot_delay", 0.0)
        self._reader = TablesReader(self._open(room, "tables_board.error.room"))
        self._now: TablesNow | None = None
        self._projected: str | None = None
        labels = {key: say(f"tables_board.{key}") for key in (
            "label", "start", "project", "replay", "close_projector", "close_replay", "made")}
        labels.update({
            "make_title": say("tables_board.make.title"), "seed": say("tables_board.make.seed"),
            "delay": say("tables_board.make.delay"), "make": say("tables_board.make.button"),
            "refresh": say("room_live.refresh"), "sideways": say("shown.scroll_hint"),
            "for_table": say("tables_board.for_table", action="{action}", code="{code}"),
        })
        super().__init__(interval=seconds, delay=delay, labels=labels, title=say("tables_board.section"))
        self.on_msg(self._message)
        self.refresh()

    @property
    def now(self) -> TablesNow | None:
        """The last reading (None if none succeeded yet)."""
        return self._now

    @property
    def text(self) -> str:
        """Everything the page says, as plain text (for tests and a terminal)."""
        lines = [self.error] if self.error else []
        if self.made:
            lines.append(f"{say('tables_board.made')} {self.made}")
        if self._now is not None:
            lines.append(self._now.text)
        if self.projector:
            lines.append("\n".join([self.projector["title"], *self.projector["lines"]]))
        return "\n\n".join(lines)

    # ------------------------------------------------------------------ reading

    def refresh(self) -> TablesNow | None:
        """Read every table now (playing the coach's due turns) and show what changed; a store
        that cannot be read shows its sentence. Nothing after `close()`."""
        if not self._read():
            return None
        try:
            now = self._reader.read()
        except RoomError as failure:
            self.error = str(failure)
            return None
        before, self._now = self._now, now
        section = now.section()
        rows = [{"key": row.code, "cells": list(row.cells), "started": row.status.started,
                 "playing": row.status.playing, "over": row.status.over} for row in now.rows]
        with self.hold_sync():
            head = [*section.head, say("tables_board.column.actions")]
            if head != self.head:
                self.head = head
            if rows != self.rows:
                self.rows = rows
            self.empty = section.empty
            self.updated = now.updated
            self.summary = now.summary
            self.error = ""
            self._show_projector()
            spoken = now.announcement(before)
            if spoken:
                self.announce = spoken
        return now

    def _show_projector(self) -> None:
        if self._projected is None or self._now is None:
            if self.projector:
                self.projector = {}
            return
        shown = self._now.projection(self._projected)
        projector = {"code": shown.code, "title": shown.title, "lines": list(shown.lines), "head": list(shown.head),
                     "rows": [[key, list(cells)] for key, cells in shown.rows],
                     "note": say("tables_board.projector.hidden") if not shown.row.status.over else "",
                     "over": shown.row.status.over}
        if projector != self.projector:
            self.projector = projector

    # ------------------------------------------------------------------ the instructor's actions

    def make(self, seed: str | int | None = "", delay: float | str | None = None) -> str | None:
        """Make a table from the typed deal number (empty: a fresh deal) and the coach's delay in
        seconds; its code (shown large), or None with a sentence saying what was wrong."""
        try:
            number = seed if type(seed) is int and seed >= 0 else None if seed is None else _seed_of(seed)
            seconds = self.delay if delay is None else _delay_of(delay)
            code = self._reader.make(number, bot_delay=seconds)
        except ValueError as error:  # a RoomError too
            self.error = str(error)
            return None
        self.delay = seconds
        self.made = code
        self.refresh()
        return code

    def start(self, code: str) -> bool:
        """Start table `code` with the coach in its empty seats; False with a sentence if not."""
        try:
            started = self._reader.start(code)
        except ValueError as error:
            self.error = str(error)
            return False
        self.refresh()
        if not started:
            self.announce = say("tables_board.already_started", code=code)
        return started

    def project(self, code: str | None) -> bool:
        """Show table `code` on the projector (None: close the projector's view)."""
        if code is None:
            self._projected = None
            self._show_projector()
            return True
        try:
            found = self._now.find(code) if self._now is not None else None
        except ValueError as error:
            self.error = str(error)
            return False
        if found is None:
            return False
        self._projected = found.code
        self.error = ""
        self._show_projector()
        return True

    def show_replay(self, code: str | None) -> bool:
        """Replay table `code` with every rack shown, once its Charleston is over (a sentence
        before); None closes the replay."""
        if code is None:
            self.replay = {}
            return True
        try:
            table = self._reader.replay_table(code)
        except ValueError as error:
            self.error = str(error)
            return False
        found = table.passes_done
        code = stored_table_code(plain(code))  # as the store read it (it has just read this table)
        title = say("tables_board.replay.title", code=code)
        racks = "".join(
            f'<div class="cl-tables-rack"><p>{html.escape(say("tables_board.replay.rack", seat=seat))}</p>'
            f"{figure_html(rack_svg(table.rack(seat), height=_RACK_HEIGHT, labels=True))}</div>"
            for seat in SEATS)
        drawing = replay_figure(table.log)
        markup = (drawing.html() + f'<h4 class="cl-tables-racks-title">{html.escape(say("tables_board.replay.racks"))}'
                  f"</h4>{racks}")
        self.error = ""
        self.replay = {"code": code, "title": title, "html": markup, "passes": list(found)}
        return True

    def _message(self, _widget: Any, content: Any, _buffers: Any) -> None:
        """The view's ticks and presses; anything else is ignored."""
        if not isinstance(content, dict):
            return
        kind = content.get("type")
        if self._ticked(kind):
            return
        if kind == "make":
            seed, delay = content.get("seed", ""), content.get("delay")
            if isinstance(seed, str) and len(seed) <= 40 and (delay is None or isinstance(delay, (str, int, float))):
                self.make(seed, delay)
        elif kind in ("start", "project", "replay"):
            code = _code_of(content)
            if code is not None:
                {"start": self.start, "project": self.project, "replay": self.show_replay}[kind](code)
        elif kind == "close":
            what = content.get("what")
            if what == "projector":
                self.project(None)
            elif what == "replay":
                self.show_replay(None)

