"""The kernel's half of the page clock (`_clock.js`, which `_esm.esm(..., clock=True)` puts in
front of a view's module) for the instructor's two pages that read a room again and again:
`ReadsRoom` (the store they read, their interval, their ticks and Refresh, closing), and the
bounds the seat page at a table for four shares."""

from __future__ import annotations

import os
import time
from typing import Any

import anywidget
import traitlets

from charleston_lessons._input import whole
from charleston_lessons.messages import say
from charleston_lessons.room_store import RoomStore, open_room

MIN_INTERVAL, MAX_INTERVAL = 1, 600  # seconds between readings a page may ask for (0: Refresh only)
EARLY = 0.8  # a tick this share of the period after the last reading is one too many (another view's)


def interval_of(value: Any) -> int:
    """Seconds between readings: 0 (only on Refresh) or a whole number from 1 to 600."""
    seconds = None
    try:
        seconds = whole(value, "interval")
    except ValueError:
        pass
    if seconds is None or not (seconds == 0 or MIN_INTERVAL <= seconds <= MAX_INTERVAL):
        raise ValueError(say("room_live.error.interval", low=MIN_INTERVAL, high=MAX_INTERVAL, value=value))
    return seconds


class ReadsRoom(anywidget.AnyWidget):
    """An instructor's page that reads a room store again every `interval` seconds while a view
    of it is in sight (and on Refresh). A subclass sets its reader and says how to `refresh`."""

    interval = traitlets.Int(0).tag(sync=True)

    def _open(self, room: RoomStore | str | os.PathLike[str], error_key: str) -> RoomStore:
        """The store `room` names (opened here, and closed with the page, unless given open)."""
        owned = not isinstance(room, RoomStore)
        if owned and not isinstance(room, (str, os.PathLike)):
            raise ValueError(say(error_key, value=room))
        self._owned = False  # until the store is open: a page that failed to open one closes quietly
        self._closed = False
        self._read_at = float("-inf")  # time.monotonic() of the last reading
        self.readings = 0  # readings made (the tests count them)
        self._room = open_room(room) if owned else room
        self._owned = owned
        return self._room

    @traitlets.validate("interval")
    def _valid_interval(self, proposal: dict[str, Any]) -> int:
        try:
            return interval_of(proposal["value"])
        except ValueError as error:
            raise traitlets.TraitError(str(error)) from None

    def refresh(self) -> Any:
        """Read the room now and show what changed (a subclass's own)."""
        raise NotImplementedError

    def _read(self) -> bool:
        """Whether a reading may start now (not after `close()`); counts it."""
        if self._closed:
            return False
        self._read_at = time.monotonic()
        self.readings += 1
        return True

    def _ticked(self, kind: Any) -> bool:
        """A view's tick (one per interval, from each view) or Refresh press: read if due; whether
        `kind` was one of them."""
        if kind == "refresh":
            self.refresh()
        elif kind == "tick":
            if self.interval > 0 and time.monotonic() - self._read_at >= self.interval * EARLY:
                self.refresh()
        else:
            return False
        return True

    def close(self) -> None:
        """Stop reading (the views' timers go with them), close the store if this page opened it,
        and the widgets a subclass keeps in `_parts` (the live room's download)."""
        self._closed = True
        for part in getattr(self, "_parts", ()):
            part.close()
        if getattr(self, "_owned", False) and getattr(self, "_room", None) is not None:
            self._owned = False  # closed once, however often close() is called (and again by __del__)
            self._room.close()
        super().close()

    def __repr__(self) -> str:
        return str(getattr(self, "text", ""))
