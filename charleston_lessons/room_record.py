"""One learner's record in a workshop's room store (core): what the course reads and writes
progress through in a workshop, in place of the learner's own progress file.

::

    record = RoomRecord("/srv/workshop/room.db")  # CHARLESTON_ROOM's URL; nothing opened yet
    record.record(attempt)            # False: kept here until the learner says who they are
    ada = record.join("Ada")          # now written to Ada's own record, with a code to come back with
    RoomRecord(url).rejoin(ada.code)  # another page's kernel, or another device
    record.attempts()                 # Ada's answers, read from the room

It offers what the course and its widgets use of a progress file (`progress.LearnerRecord`):
`attempts`, `latest`, `record`, `merge`, `flush`, `notice`, `in_memory`, `where`, `reset`,
`export` and `export_bytes`. The learner is known by a name given on the page (`join`), by
the code they were given (`rejoin`), or, in a JupyterHub, by the hub's user name (`name=`),
found or joined when the room is first reached.

Nothing is lost and nothing raises into a notebook. Answers given before the learner has
said who they are wait in memory and go to their record when they join. A room whose database
cannot be reached (a server down, a file another program holds too long) keeps answers in
memory, says so in one sentence (`notice`), and writes them when it answers again: a thread
tries every `RETRY_SECONDS`, and the kernel tries once more when it exits. While the room is
down, a call reads and writes memory only, so no page waits on a database that does not answer.
Only bad arguments raise: a `RoomError` or `ProgressError` (both `ValueError`s) with a sentence.
"""

from __future__ import annotations

import atexit
import hashlib
import os
import threading
import time
import weakref
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any

from charleston_lessons._input import plain, take
from charleston_lessons.messages import say
from charleston_lessons.progress import (
    MAX_ATTEMPTS,
    Attempt,
    ProgressError,
    _display_name,
    _export,
    _export_bytes,
    _item_of,
    _key,
    _seconds as _wait_seconds,
    _unique,
)
from charleston_lessons.room_store import (
    Learner,
    RoomError,
    RoomStore,
    RoomUnreachable,
    _code,
    _name,
    _parse,
    _seconds,
    open_room,
)

__all__ = ["RETRY_SECONDS", "TIMEOUT", "RoomRecord", "shown_code"]

TIMEOUT = 5.0  # seconds one call waits for the room's database, at most
RETRY_SECONDS = 3.0  # how often answers waiting in memory are tried again
EXIT_SECONDS = 10.0  # at exit, what is still in memory waits this long for the database


def shown_code(code: str) -> str:
    """A learner's code as a page shows it, in two halves: "K7MP2Q" is "K7M-P2Q" (typed back with
    or without the dash)."""
    plain_code = _code(code)
    half = len(plain_code) // 2
    return f"{plain_code[:half]}-{plain_code[half:]}"


def naming(key: str, name: str, **fields: Any) -> str:
    """The sentence `key` with a learner's `name` in it as they typed it (a name that happens to
    be a word of the course, such as "East", is never translated)."""
    return say(key, name="\x00", **fields).replace("\x00", plain(name) if isinstance(name, str) else "")


_LIVE: weakref.WeakSet[RoomRecord] = weakref.WeakSet()


class RoomRecord:
    """One learner's record in the room store at `url` (`room_store.open_room` reads it); `name`
    is a learner the room can trust by name, such as a JupyterHub user, found or joined at the
    first call that reaches the room. `timeout` seconds is the longest one call waits for it."""

    def __init__(self, url: str | os.PathLike[str], *, name: str | None = None, timeout: float = TIMEOUT) -> None:
        _parse(url)  # a URL or path the room store takes, or a sentence now
        try:
            self._url = plain(url) if isinstance(url, str) else plain(os.fspath(url))
        except Exception:  # noqa: BLE001 - a path object that answered once and then failed
            raise RoomError(say("room_store.error.url", value=url)) from None
        self.timeout = _seconds(timeout)
        self.hub_name = None if name is None else _name(name)[0]
        self.learner: Learner | None = None  # who this record is for, once known
        self.notice = ""  # one sentence for the learner when answers wait in memory, else ""
        self.problem = ""  # the room store's own sentence for the last failure (for an instructor)
        self._wanted_code: str | None = None  # a code given while the room could not be reached
        self._pending: list[tuple[str | None, dict[str, Any]]] = []  # (learner's code or None, answer)
        self._stored: list[Attempt] = []  # the learner's record as last read
        self._stored_for: str | None = None  # whose record `_stored` is
        self._room: RoomStore | None = None
        self._down = False  # the room did not answer: only the retry thread tries it again
        self._closed = False
        self._lock = threading.RLock()  # the state above; held briefly, never while waiting on the room
        self._io = threading.RLock()  # one call to the room at a time
        self._retrying: threading.Thread | None = None
        self._listeners: list[Callable[[], None]] = []
        _LIVE.add(self)

    def __repr__(self) -> str:
        who = self.learner.name if self.learner is not None else "nobody yet"
        return f"<RoomRecord for {who}>"

    # ------------------------------------------------------------------ who

    @property
    def room_id(self) -> str:
        """A short fingerprint of the room's URL (never the URL, which may hold a password): what
        a browser files the learner's code under, so one room's code is never tried in another."""
        return hashlib.sha256(self._url.encode("utf-8", "surrogatepass")).hexdigest()[:16]

    @property
    def wanted_code(self) -> str | None:
        """A code given while the room could not be reached, checked when it answers again."""
        return self._wanted_code

    def who(self) -> Learner | None:
        """The learner this record is for, or None until they say who they are (a JupyterHub
        user is found or joined here, if the room answers)."""
        with self._lock:
            waiting = self.learner is None and (self.hub_name is not None or self._wanted_code is not None)
            down = self._down
        if waiting and not down:
            try:
                self._call(lambda room: None)  # `_call` finds who it is for first
            except RoomError:
                pass
            if self.learner is not None or self._wanted_code is None:
                self._tell()  # known now, or a waiting code no one has (the page asks again)
        return self.learner

    def join(self, name: str) -> Learner:
        """Join the room as a new learner named `name`: their code comes back with the `Learner`,
        and every answer given so far on this page goes to their record. A name taken, a room
        that is full or cannot be reached is a `RoomError` with a sentence (nothing changes)."""
        shown, _key_ = _name(name)
        learner = self._call(lambda room: room.join(shown), identify=False)
        self._became(learner)
        return learner

    def rejoin(self, code: str) -> Learner:
        """Carry on as the learner with `code` (as typed: spaces, dashes and letter case do not
        matter). A code no one in the room has is a `RoomError`; a room that cannot be reached
        is a `RoomUnreachable`, and the code is tried again when it answers (`wanted_code`)."""
        wanted = _code(code)
        with self._lock:
            if self.learner is not None and self.learner.code == wanted:
                return self.learner
        try:
            learner = self._call(lambda room: room.rejoin(wanted), identify=False)
        except RoomUnreachable:
            with self._lock:
                self._wanted_code = wanted
            raise
        self._became(learner)
        return learner

    def has_table(self, code: str) -> bool:
        """The room has a table with `code` (a code typed where a learner's own code goes is
        recognized by it); False when there is none, the code is not one, or the room does not answer."""
        try:
            self._call(lambda room: room.table(code), identify=False)
        except RoomError:
            return False
        return True

    def leave(self) -> None:
        """This page no longer answers as its learner (a shared device, handed on): the next
        answer waits for a name or a code. What was answered stays in their record (and what
        still waits in memory goes there)."""
        with self._lock:
            self.learner, self._wanted_code, self.hub_name = None, None, None
            self._stored, self._stored_for = [], None
        self._tell()

    def _became(self, learner: Learner) -> None:
        """`learner` is who this record is for now: answers given before anyone was known are
        theirs, written now if the room answers."""
        with self._lock:
            self.learner, self._wanted_code = learner, None
            self._pending = [(code or learner.code, item) for code, item in self._pending]
            if self._stored_for != learner.code:
                self._stored, self._stored_for = [], None
        self.flush()
        self._tell()

    def on_change(self, callback: Callable[[], None]) -> None:
        """Call `callback()` when the learner becomes known or leaves, or answers that waited in
        memory reach the room (from the thread that retries them, too)."""
        if not callable(callback):
            raise ValueError(say("error.input.not_kind", what="callback", kind=say("words.a_function"),
                                 value=callback))
        with self._lock:
            self._listeners.append(callback)

    def _tell(self) -> None:
        with self._lock:
            listeners = list(self._listeners)
        for callback in listeners:
            try:
                callback()
            except Exception:  # noqa: BLE001 - a view that fails never stops the record
                pass

    # ------------------------------------------------------------------ the room

    def _open(self) -> RoomStore:
        """The room store, opened if need be; any failure to open is a `RoomUnreachable`."""
        if self._room is None:
            try:
                self._room = open_room(self._url, timeout=self.timeout)
            except RoomUnreachable:
                raise
            except RoomError as error:  # a file of something else, a newer course, no driver
                raise RoomUnreachable(str(error)) from None
        return self._room

    def _call(self, work: Callable[[RoomStore], Any], *, identify: bool = True) -> Any:
        """`work(room)`, after finding who this record is for if need be; a room that does not
        answer is marked down (the retry thread takes over) and raises `RoomUnreachable`."""
        with self._io:
            if self._closed:
                raise RoomError(say("room_store.error.closed"))
            try:
                room = self._open()
                if identify:
                    self._identify(room)
                result = work(room)
            except RoomUnreachable as error:
                self._fail(error)
                raise
            with self._lock:
                self._down = False
            return result

    def _identify(self, room: RoomStore) -> None:
        """Find the learner a JupyterHub name or a waiting code names (under the room's lock)."""
        with self._lock:
            if self.learner is not None:
                return
            name, code = self.hub_name, self._wanted_code
        if code is not None:
            try:
                found: Learner | None = room.rejoin(code)
            except RoomUnreachable:
                raise
            except RoomError:  # no one has it: the page asks again
                with self._lock:
                    self._wanted_code = None
                return
        elif name is not None:
            found = room.find(name)
            if found is None:
                try:
                    found = room.join(name)
                except RoomUnreachable:
                    raise
                except RoomError as error:  # another kernel of this user joined first, or a full room
                    found = room.find(name)
                    if found is None:
                        with self._lock:
                            self.hub_name, self.problem = None, str(error)
                        return
        else:
            return
        with self._lock:
            self.learner, self._wanted_code = found, None
            self._pending = [(c or found.code, item) for c, item in self._pending]

    def _fail(self, error: RoomError) -> None:
        """The room did not answer: close it (the next try opens it afresh), say so, retry later."""
        room, self._room = self._room, None
        if room is not None:
            room.close()
        with self._lock:
            self._down = True
            self.problem = str(error)
            if self._pending:
                self.notice = say("room_record.waiting")
            if self._retrying is None and not self._closed:  # it holds the record weakly: a
                # record nobody keeps (the kernel has moved on to another) stops being retried
                self._retrying = threading.Thread(target=_retry, args=(weakref.ref(self),),
                                                  name="charleston-room-retry", daemon=True)
                self._retrying.start()

    def _retry_once(self) -> bool:
        """One try of the retry thread: True when it is done (the room answered, or the record
        was closed or is up again)."""
        with self._lock:
            if self._closed or not self._down:
                self._retrying = None
                return True
        try:
            self._write()
        except RoomError:
            return False
        with self._lock:
            if self._down:  # another call met the room down again meanwhile: go on trying
                return False
            self._retrying = None
        self._tell()
        return True

    def close(self) -> None:
        """Stop: write what waits if the room answers at once, then close the room (a closed
        record refuses every call that needs the room with a sentence)."""
        if not self._closed:
            self.flush(wait=0.0)
        with self._io:
            self._closed = True
            room, self._room = self._room, None
        if room is not None:
            room.close()

    # ------------------------------------------------------------------ writing

    def _write(self) -> bool:
        """Write every waiting answer whose learner is known, oldest first; True when none waits."""
        return bool(self._call(self._write_to))

    def _write_to(self, room: RoomStore) -> bool:
        while True:
            with self._lock:
                entry = next((e for e in self._pending if e[0] is not None), None)
            if entry is None:
                break
            code, item = entry
            try:
                room.record(code, Attempt.from_json(item))
            except RoomUnreachable:
                raise
            except RoomError as error:  # its learner is no longer in the room: kept, and said
                with self._lock:
                    self.problem, self.notice = str(error), say("room_record.waiting")
                return False
            with self._lock:
                self._pending = [e for e in self._pending if e is not entry]
        with self._lock:
            if self._pending:  # given before anyone was known
                self.notice = say("room_record.nobody")
                return False
            self.notice = ""
            return True

    def record(self, attempt: Attempt) -> bool:
        """Add one graded `Attempt` to the learner's record. True when it is in the room; else
        `notice` says why not (no name given yet, or a room that does not answer), and the answer
        still counts here and is written as soon as it can be."""
        item = _item_of(attempt)
        with self._lock:
            self._pending.append((self.learner.code if self.learner is not None else None, item))
        return self.flush()

    def flush(self, wait: float | None = None) -> bool:
        """Write every answer waiting in memory. While the room is down only the retry thread
        tries it, unless `wait` is given (seconds to wait for another call to the room first).
        True when nothing waits."""
        seconds = None if wait is None else _wait_seconds(wait, "wait")
        with self._lock:
            if not self._pending:
                self.notice = ""
                return True
            known = self.learner is not None or self.hub_name is not None or self._wanted_code is not None
            if not known and all(code is None for code, _item in self._pending):
                self.notice = say("room_record.nobody")
                return False
            if self._down and seconds is None:
                self.notice = say("room_record.waiting")
                return False
        if seconds is not None and not self._io.acquire(timeout=seconds):
            return False
        try:
            return self._write()
        except RoomError:
            return False
        finally:
            if seconds is not None:
                self._io.release()

    def merge(self, attempts: Iterable[Attempt]) -> int:
        """Add the attempts of a copy brought back (Import) that are not here yet; how many were
        new. Written like `record`."""
        items = [_item_of(attempt) for attempt in take(attempts, "attempts", limit=MAX_ATTEMPTS)]
        known = {_key(attempt.to_json()) for attempt in self.attempts()}
        new = [item for item in _unique(items) if _key(item) not in known]
        if new:
            with self._lock:
                code = self.learner.code if self.learner is not None else None
                self._pending.extend((code, item) for item in new)
            self.flush()
        return len(new)

    # ------------------------------------------------------------------ reading

    def attempts(self) -> list[Attempt]:
        """The learner's attempts, oldest first: their record in the room (as last read, while it
        does not answer) and what still waits in memory."""
        self.who()
        with self._lock:
            learner, down = self.learner, self._down
        if learner is not None and not down:
            try:
                stored = self._call(lambda room: room.attempts(learner))
            except RoomError:
                pass
            else:
                with self._lock:
                    if self.learner == learner:
                        self._stored, self._stored_for = stored, learner.code
        with self._lock:
            code = self.learner.code if self.learner is not None else None
            stored = self._stored if code is not None and self._stored_for == code else []
            waiting = [item for owner, item in self._pending if owner is None or owner == code]
        items = _unique([*(attempt.to_json() for attempt in stored), *waiting])
        found = [Attempt.from_json(item) for item in items]
        found.sort(key=lambda attempt: attempt.when)
        return found

    def latest(self) -> dict[str, Attempt]:
        """The latest attempt at each exercise, by exercise id."""
        return {attempt.exercise_id: attempt for attempt in self.attempts()}

    @property
    def in_memory(self) -> bool:
        """True when some answers wait in memory (no name given yet, or a room that does not answer)."""
        with self._lock:
            return bool(self._pending)

    @property
    def where(self) -> str:
        """One sentence saying where the learner's answers are kept (the overview shows it)."""
        learner = self.learner
        if learner is None:
            return say("room_record.where_nobody")
        return naming("room_record.where", learner.name)

    # ------------------------------------------------------------------ the overview's buttons

    def reset(self) -> Path | None:
        """Nothing is erased in a workshop: the record stays in the room, where the instructor's
        dashboard reads it. Returns None, and `notice` says so."""
        self.notice = say("room_record.no_reset")
        return None

    def export(self, display_name: str, target: Path | str) -> Path:
        """Write the learner's attempts under `display_name` as an export file, as a progress file's
        Export does (`ProgressError` for a bad name or target)."""
        return _export(self.attempts, display_name, target)

    def export_bytes(self, display_name: str) -> bytes:
        """The export file's bytes under `display_name` (for a browser download)."""
        return _export_bytes(self.attempts(), _display_name(display_name))


def _retry(ref: weakref.ReferenceType[RoomRecord]) -> None:
    """The retry thread: every `RETRY_SECONDS` while the room is down, try it again, write what
    waits and tell the views; it ends when the record is gone."""
    while True:
        time.sleep(RETRY_SECONDS)
        record = ref()
        if record is None or record._retry_once():
            return
        del record


def _write_at_exit() -> None:
    """When the kernel exits, write what only memory holds (a bounded wait for the room)."""
    for record in list(_LIVE):
        try:
            if record.in_memory and not record._closed:
                record.flush(wait=EXIT_SECONDS)
        except (RoomError, ProgressError):
            pass


atexit.register(_write_at_exit)
