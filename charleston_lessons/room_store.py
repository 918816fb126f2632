"""A workshop's room store: each learner's record and the shared tables, on a real database (core).

One setting, a URL, chooses the database:

- a plain path (``room.db``) or ``sqlite:///room.db`` (``sqlite:////abs/room.db`` for an
  absolute path): a SQLite file in WAL mode with a busy timeout, safe across the kernels of one
  machine (``make workshop``, The Littlest JupyterHub with a shared folder);
- ``postgresql://user:password@host/dbname``: a PostgreSQL server (psycopg 3, installed with
  ``pip install 'charleston-lessons[postgresql]'``), for kernels on several machines.

::

    room = open_room("room.db")
    ada = room.join("Ada")                  # a new learner, with a short code to come back with
    room.rejoin(ada.code) == ada            # on another device
    room.find("ada") == ada                 # by name: for a JupyterHub user only
    room.record(ada, attempt)               # a progress.Attempt, to Ada's own record
    room.room_attempts()                    # {name: [Attempt, ...]}: what dashboard.room_of reads
    code = room.create_table(seed=7)        # a table code to read out
    room.append_move(code, 1, {"seat": "East", "tiles": ["1D", "9C", "N"]})
    room.moves(code)                        # [(1, {...})]: every seat replays these
    room.sit(code, ada, "South")            # "South": Ada's seat (her own again if she comes back)
    room.heartbeat(code, ada)               # still here (`seated` shows when each was last seen)
    room.check_writable()                   # at a workshop's start: a read-only store is a sentence
    room.export_learner(ada)                # Ada's whole record as JSON-ready data (to hand her)
    room.forget(ada)                        # and then Ada deleted from the room, in one transaction

A name is kept in Unicode's composed form (NFC); one holding a character that does not show (a
zero-width space, a direction mark, any format or control character) or a lone surrogate is
refused with a sentence, and so, at `join`, is one that reads like a name already in the room
("Аda" with a Cyrillic А beside "Ada", "Arnie" beside "Amie"), found with Unicode's confusables
list as the `confusable-homoglyphs` library ships it.

A move is appended only when its sequence number is exactly one after the last stored move
(a unique constraint on table and number, checked in one transaction): otherwise
`MoveConflict`, which means "read the moves again", and never a lost or doubled move.

Who sits where at a table is kept beside its moves (`sit`, `heartbeat`, `leave`, `seated`): a
seat taken once stays its learner's, and a heartbeat says they are still there; heartbeats are
not moves, so they never lengthen a table's log (`shared_table` plays the moves and the bots).

The schema is made when a store is opened, if missing, with a version table; a store made by an
older version gets the tables it lacks (version 1 had no seats), and one made by a newer version
of the course is refused. Every learner-facing sentence comes from the message
catalog; bad input and a database that cannot be reached are a `RoomError` (a `ValueError`)
with one sentence, never a traceback of the driver. Nothing here imports a widget or a plot.
"""

from __future__ import annotations

import json
import os
import re
import secrets
import sqlite3
import tempfile
import threading
import time
import unicodedata
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from functools import cache, lru_cache
from pathlib import Path
from typing import Any, TypeVar
from urllib.parse import urlsplit

from charleston_lessons._input import mapping, plain, whole
from charleston_lessons.messages import say
from charleston_lessons.progress import MAX_ATTEMPTS, Attempt, ProgressError, _item_of
from charleston_lessons.rules import SEATS, as_seat

__all__ = [
    "ROOM_FILE_SUFFIXES",
    "CODE_ALPHABET",
    "CODE_LENGTH",
    "TABLE_CODE_LENGTH",
    "TABLE_PREFIX",
    "ENV_VAR",
    "EXPORT_KIND",
    "FORGOTTEN",
    "MAX_LEARNERS",
    "MAX_MOVES",
    "MAX_READ",
    "SCHEMA_VERSION",
    "Learner",
    "MoveConflict",
    "RoomError",
    "RoomStore",
    "RoomTable",
    "RoomUnreachable",
    "Sitting",
    "code_kind",
    "open_room",
    "stored_table_code",
    "room_url",
]

ENV_VAR = "CHARLESTON_ROOM"  # the room store's URL, for a workshop's kernels
EXPORT_KIND = "charleston-lessons room learner"  # the "kind" of a learner's export (`export_learner`)
FORGOTTEN = "forgotten"  # a forgotten learner's table decisions say this as who made them ("by")
SCHEMA_VERSION = 2  # 1: learners, attempts, tables, moves; 2: and who sits where (room_seats)
CODE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTVWXYZ"  # no 0/O, 1/I/L or U: read aloud and typed back
CODE_LENGTH = 6
TABLE_PREFIX = "T"  # a table's code is "T-" and TABLE_CODE_LENGTH characters ("T-4KX9"); a learner's is 3+3
TABLE_CODE_LENGTH = 4
MAX_LEARNERS = 500  # learners in one room (the room dashboard's limit too)
MAX_MOVES = 10_000  # moves at one table (a whole Charleston takes a few dozen)
MAX_READ = 100_000  # attempts read in one call of `new_attempts`, at most
MAX_NAME = 60  # characters in a learner's name
MAX_MOVE_BYTES = 4_000  # a move, as JSON
MAX_SETTINGS_BYTES = 2_000  # a table's settings, as JSON
MAX_URL = 4_096
MAX_TIMEOUT = 60.0
_SEED_HIGH = 2**63 - 1
_TIME_HIGH = 1e11  # seconds since 1970: a `now` beyond the year 5000 is not a time
_NAME = re.compile(r"^[^\x00-\x1f\x7f-\x9f\u2028\u2029]{1,60}$")
_CODE = re.compile(rf"^[{CODE_ALPHABET}]{{{CODE_LENGTH}}}$")
_EXAMPLE_CODE = "K7MP2Q"
_TABLE_CODE = re.compile(rf"^{TABLE_PREFIX}[{CODE_ALPHABET}]{{{TABLE_CODE_LENGTH}}}$")  # as typed, squeezed
_EXAMPLE_TABLE_CODE = "T-4KX9"
_WHY = 160  # characters of a driver's own reason, at most, inside a sentence
_TRIES = 20  # fresh codes tried before giving up (a room of 500 uses a tiny share of 30**6)
_PG_LOCK = 0x43484C524F4F4D  # the advisory lock that serializes making the schema in PostgreSQL
_PG_JOIN_LOCK = _PG_LOCK + 1  # and the one that serializes joins (a look-alike is checked against all)


class RoomError(ValueError):
    """Bad input to the room store, or a store that cannot be used; the message says why."""


class RoomUnreachable(RoomError):
    """The room's database could not be reached, read or written (the message says why)."""


class MoveConflict(RoomError):
    """The move was not the next one at its table: read the moves again (`last` is the last
    move stored when the conflict was seen)."""

    def __init__(self, message: str, *, last: int) -> None:
        super().__init__(message)
        self.last = last


@dataclass(frozen=True)
class Learner:
    """A learner of the room: their code (to come back with on any device), their name, and
    when they joined (seconds since the epoch)."""

    code: str
    name: str
    joined: float


@dataclass(frozen=True)
class RoomTable:
    """A shared table: its code (read out to the room), the seed of its deal, when it was
    made, and its settings (a small JSON mapping, such as the bots' delay)."""

    code: str
    seed: int
    created: float
    settings: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class Sitting:
    """Who sits in one seat of a shared table: the seat, the learner's code and name, and when
    they were last seen there (seconds since the epoch, from their last `heartbeat`)."""

    seat: str
    learner: str
    name: str
    seen: float


def room_url() -> str | None:
    """The room store's URL from the environment (`CHARLESTON_ROOM`), or None outside a workshop."""
    value = os.environ.get(ENV_VAR, "").strip()
    return value or None


# --------------------------------------------------------------------------- checking input


# Characters a name may not hold although `unicodedata` files them under no format or control
# category: they show nothing (the Hangul fillers, the Khmer inherent vowels, Mongolian's free
# variation selectors' neighbour), so "Ada" with one of them reads "Ada".
_INVISIBLE = frozenset("\u115f\u1160\u17b4\u17b5\u3164\uffa0")
# What the look-alike check drops as showing nothing inside a name: variation selectors and the
# combining grapheme joiner (an emoji keeps its variation selector in the name as shown).
_IGNORED = re.compile("[\u034f\u180b-\u180d\u180f\ufe00-\ufe0f\U000e0100-\U000e01ef]")


def _name(value: Any) -> tuple[str, str]:
    """(a learner's name as shown, the key two names are the same by: case and spacing aside).

    The name is put in Unicode's composed form (NFC) first, so a name typed with its accents
    as separate marks is the same learner as one typed with accented letters. A character that
    shows nothing (a zero-width space or joiner, a direction mark or override, any other format
    or control character) is refused, as is a lone surrogate (half of a pair that no file or
    database can hold), each with a sentence."""
    name = plain(value) if isinstance(value, str) else None
    if name is None or str.__len__(name) > 4 * MAX_NAME:
        raise RoomError(say("room_store.error.name", most=MAX_NAME, value=value))
    for char in name:
        if "\ud800" <= char <= "\udfff":
            raise RoomError(say("room_store.error.name_broken", value=name))
    name = unicodedata.normalize("NFC", name).strip()
    if not _NAME.match(name):
        raise RoomError(say("room_store.error.name", most=MAX_NAME, value=value))
    for char in name:
        if char in _INVISIBLE or unicodedata.category(char) in ("Cf", "Cc", "Zl", "Zp"):
            raise RoomError(say("room_store.error.name_invisible", value=name, point=f"U+{ord(char):04X}"))
    if not _looks(name)[0]:  # nothing that shows, once the variation selectors are set aside
        raise RoomError(say("room_store.error.name", most=MAX_NAME, value=value))
    key = " ".join(unicodedata.normalize("NFKC", name).split()).casefold()
    return name, key


@cache
def _confusable() -> dict[str, str]:
    """Each character that another can be mistaken for, mapped to one character of its group of
    look-alikes (the same one for the whole group), from the Unicode confusables data that the
    `confusable_homoglyphs` library ships (Unicode's TR39 list): "А" (Cyrillic) and "A" map to
    the same character, as do "l", "I" and "1". Groups are joined through every pair the data
    lists; only single characters are mapped."""
    from confusable_homoglyphs.confusables import confusables_data

    parent: dict[str, str] = {}

    def root(char: str) -> str:
        while parent.get(char, char) != char:
            parent[char] = parent.get(parent[char], parent[char])
            char = parent[char]
        return char

    for char, glyphs in confusables_data.items():
        if len(char) != 1:
            continue
        for glyph in glyphs:
            other = glyph.get("c", "").replace("\u200e", "").replace("\u200f", "")
            if len(other) == 1:
                first, second = sorted((root(char), root(other)))
                if first != second:
                    parent[second] = first
    return {char: root(char) for char in parent}


@cache
def _sequences() -> tuple[tuple[str, str], ...]:
    """Letter pairs and triples that read as one letter ("rn" as "m"), each with that letter's
    character of `_confusable`, longest first: from the same Unicode data, where a plain letter
    is listed as a look-alike of a sequence of two or three plain letters."""
    from confusable_homoglyphs.confusables import confusables_data

    mapping_ = _confusable()
    found: dict[str, str] = {}
    for key, glyphs in confusables_data.items():
        for glyph in glyphs:
            one, other = (key.replace("\u200e", "").replace("\u200f", ""),
                          glyph.get("c", "").replace("\u200e", "").replace("\u200f", ""))
            short, long_ = sorted((one, other), key=len)
            if (len(short) == 1 and short.isascii() and short.isalpha() and 2 <= len(long_) <= 3
                    and long_.isascii() and long_.isalpha()):
                found["".join(mapping_.get(char, char) for char in long_)] = mapping_.get(short, short)
    return tuple(sorted(found.items(), key=lambda pair: -len(pair[0])))


def _fold_sequences(text: str) -> str:
    """`text` (already mapped by `_confusable`) with each sequence of `_sequences` read as its
    one letter."""
    for sequence, letter in _sequences():
        text = text.replace(sequence, letter)
    return text


@lru_cache(maxsize=4096)
def _looks(name: str) -> tuple[str, str]:
    """How `name` looks: its skeleton as written (case kept) and its skeleton in one letter case,
    each with compatibility forms folded (NFKC), spacing collapsed, characters that show nothing
    dropped and every look-alike mapped to its group's character. Two names read alike when either
    skeleton is the same ("Ada" and Cyrillic "Аda"; "AIi" and "Ali"; "Arnie" and "Amie")."""
    mapping_ = _confusable()
    text = "".join(char for char in _IGNORED.sub("", unicodedata.normalize("NFKC", name))
                   if unicodedata.category(char) not in ("Cf", "Cc") and char not in _INVISIBLE)
    text = " ".join(text.split())  # a name stored before such names were refused reads as it shows
    as_written = _fold_sequences("".join(mapping_.get(char, char) for char in text))
    folded = _fold_sequences("".join(mapping_.get(char, char) for char in text.casefold()))
    return as_written, folded


def _look_alike(name: str, others: Any) -> str | None:
    """The first of `others` (names as stored) that reads like `name`, or None."""
    mine = _looks(name)
    for other in others:
        try:
            theirs = _looks(unicodedata.normalize("NFC", str(other)))
        except (TypeError, ValueError):
            continue
        if mine[0] == theirs[0] or mine[1] == theirs[1]:
            return str(other)
    return None


def _code(value: Any, key: str = "room_store.error.code") -> str:
    """A learner's or a table's code as stored: spaces and dashes dropped, upper case."""
    text = plain(value) if isinstance(value, str) else None
    text = text.replace(" ", "").replace("-", "").upper() if text is not None and len(text) <= 40 else None
    if text is None or not _CODE.match(text):
        raise RoomError(say(key, value=value, length=CODE_LENGTH, example=_EXAMPLE_CODE))
    return text


def _now(value: Any) -> float:
    """A moment in seconds since 1970 (None: the clock now), as a float."""
    if value is None:
        return time.time()
    if type(value) not in (int, float) or not 0 <= value <= _TIME_HIGH:  # NaN fails too
        raise RoomError(say("room_store.error.now", value=value))
    return float(value)


def _seat(value: Any) -> str:
    """A seat's name (East, South, West or North; any letter case) as stored."""
    try:
        return str(as_seat(value).value)
    except ValueError as error:
        raise RoomError(str(error)) from None


def _new_code() -> str:
    return "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))


# ---------------------------------------------------------------- table codes and learner codes
# Two forms nobody can mix up: a learner's code is six letters and digits shown in two halves
# ("K7M-P2Q"); a table's is "T-" and four ("T-4KX9"), stored with its dash. Tables made before
# this form have six-character codes ("V48YN4"): those are still read, as typed.


def _squeezed(value: Any) -> str | None:
    """Typed text as a code is compared: spaces and dashes dropped, upper case (None: not text)."""
    text = plain(value) if isinstance(value, str) else None
    if text is None or len(text) > 40:
        return None
    return "".join(text.split()).replace("-", "").upper()


def code_kind(value: Any) -> str | None:
    """What a typed code looks like: "table" for a table's code ("T-4KX9", "t4kx9"), "learner" for
    six letters and digits ("K7M-P2Q", which is also the form of a table made before table codes
    had their own), None for anything else. Letter case, spaces and the dash do not matter."""
    squeezed = _squeezed(value)
    if squeezed is None:
        return None
    if _TABLE_CODE.match(squeezed):
        return "table"
    if _CODE.match(squeezed):
        return "learner"
    return None


def _new_table_code() -> str:
    return TABLE_PREFIX + "-" + "".join(secrets.choice(CODE_ALPHABET) for _ in range(TABLE_CODE_LENGTH))


def stored_table_code(value: Any) -> str:
    """A typed table code as the room stores it ("t 4kx9" is "T-4KX9"; an older room's "v48-yn4" is
    "V48YN4"); a `RoomError` with a sentence for anything that is neither form."""
    return _table_code(value)


def _table_code(value: Any) -> str:
    """A table's code as stored: "T-4KX9" for a table's own form (typed in any case, with or without
    the dash and spaces), or the six characters of a table made before ("V48YN4")."""
    squeezed = _squeezed(value)
    if squeezed is not None and _TABLE_CODE.match(squeezed):
        return f"{TABLE_PREFIX}-{squeezed[len(TABLE_PREFIX):]}"
    if squeezed is not None and _CODE.match(squeezed):
        return squeezed  # an older room's table
    raise RoomError(say("room_store.error.table_code", value=value, example=_EXAMPLE_TABLE_CODE))


def _json(value: Any, key: str, most: int) -> str:
    """`value` (a mapping with text keys of JSON values) as compact JSON of at most `most` bytes."""
    items = mapping(value, key.rsplit(".", 1)[-1], limit=64)
    try:
        plain = _plain(items, 0)
        text = json.dumps(plain, allow_nan=False, separators=(",", ":"), ensure_ascii=False)
    except Exception:  # noqa: BLE001 - anything JSON cannot hold, a hostile object, a deep nest
        raise RoomError(say(key, value=value, most=most)) from None
    try:
        size = len(text.encode())
    except UnicodeError:  # a lone surrogate: no database holds it
        raise RoomError(say(key, value=value, most=most)) from None
    if size > most:
        raise RoomError(say(key, value=value, most=most))
    return text


_DEPTH = 8  # levels of lists and mappings in a move
_ITEMS = 256  # items in one list or mapping of a move


def _plain(value: Any, depth: int) -> Any:
    """`value` as plain JSON data (dicts with text keys, lists, text, numbers, bools, None);
    raises TypeError for anything else, a float that is not finite, or a nest too deep."""
    kind = type(value)
    if value is None or kind in (bool, str):
        return value
    if kind is int:
        if abs(value) >= 2**63:
            raise TypeError
        return value
    if kind is float:
        if value != value or value in (float("inf"), float("-inf")):
            raise TypeError
        return value
    if depth >= _DEPTH:
        raise TypeError
    if kind is dict:
        if len(value) > _ITEMS or not all(type(k) is str for k in value):
            raise TypeError
        return {k: _plain(item, depth + 1) for k, item in value.items()}
    if kind in (list, tuple):
        if len(value) > _ITEMS:
            raise TypeError
        return [_plain(item, depth + 1) for item in value]
    raise TypeError


def _seconds(value: Any) -> float:
    # exactly an int or a float (a subclass's own comparisons never run; a bool is not a number)
    if type(value) not in (int, float) or not 0 < value <= MAX_TIMEOUT:
        raise RoomError(say("progress.error.seconds", what="timeout", value=value, most=int(MAX_TIMEOUT)))
    return float(value)


def _short(error: BaseException) -> str:
    """A driver's reason in a few words: its first line, cut short."""
    try:
        text = str(error).strip().splitlines()[0] if str(error).strip() else type(error).__name__
    except Exception:  # noqa: BLE001
        text = type(error).__name__
    return text if len(text) <= _WHY else text[: _WHY - 1] + "…"


# --------------------------------------------------------------------------- the two databases

_T = TypeVar("_T")

_TABLES = """
CREATE TABLE IF NOT EXISTS room_schema (version INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS room_learners (
    code TEXT PRIMARY KEY,
    name TEXT NOT NULL,
    name_key TEXT NOT NULL UNIQUE,
    joined DOUBLE PRECISION NOT NULL
);
CREATE TABLE IF NOT EXISTS room_attempts (
    id {identity},
    learner TEXT NOT NULL REFERENCES room_learners(code),
    exercise TEXT NOT NULL,
    outcome TEXT NOT NULL,
    at DOUBLE PRECISION NOT NULL,
    hints INTEGER NOT NULL,
    solution INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS room_attempts_by_learner ON room_attempts (learner, id);
CREATE TABLE IF NOT EXISTS room_tables (
    code TEXT PRIMARY KEY,
    seed BIGINT NOT NULL,
    created DOUBLE PRECISION NOT NULL,
    settings TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS room_moves (
    table_code TEXT NOT NULL REFERENCES room_tables(code),
    seq INTEGER NOT NULL,
    move TEXT NOT NULL,
    at DOUBLE PRECISION NOT NULL,
    PRIMARY KEY (table_code, seq)
);
CREATE TABLE IF NOT EXISTS room_seats (
    table_code TEXT NOT NULL REFERENCES room_tables(code),
    seat TEXT NOT NULL,
    learner TEXT NOT NULL REFERENCES room_learners(code),
    seen DOUBLE PRECISION NOT NULL,
    PRIMARY KEY (table_code, seat),
    UNIQUE (table_code, learner)
);
"""


class _Database:
    """One connection to the room's database: `rows` reads, `write` runs statements in one
    transaction. SQL is written with `?` placeholders."""

    where: str  # the store's address as shown in a sentence (never a password)
    for_update = ""  # how a SELECT locks the rows it reads until the transaction ends (SQLite: all of it is)
    integrity: tuple[type[BaseException], ...] = ()
    failures: tuple[type[BaseException], ...] = ()

    def rows(self, sql: str, params: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
        raise NotImplementedError

    def write(self, work: Callable[[Callable[..., Any]], _T]) -> _T:
        """Run `work(execute)` in one write transaction; `execute(sql, params)` returns
        (rowcount, rows)."""
        raise NotImplementedError

    def change(self, sql: str, params: tuple[Any, ...] = ()) -> int:
        """One writing statement, a transaction of its own (atomic: a statement that writes
        holds the write lock from its start); how many rows it changed."""
        raise NotImplementedError

    def make_schema(self) -> None:
        raise NotImplementedError

    def read_only(self, error: BaseException) -> bool:
        """Whether `error` says the store can be read but not written."""
        return False

    def serialize_learners(self, execute: Callable[..., Any]) -> None:
        """Inside a `write`, wait for any other kernel's join to end first (SQLite's write
        transactions already run one at a time)."""

    def close(self) -> None:
        raise NotImplementedError


class _Sqlite(_Database):
    integrity = (sqlite3.IntegrityError,)
    failures = (sqlite3.Error,)

    def __init__(self, path: Path, timeout: float) -> None:
        self.where = str(path)
        self.path = path
        try:
            info = path.stat()
        except FileNotFoundError:
            info = None
        except OSError as error:
            raise RoomUnreachable(say("room_store.error.unreachable", where=self.where, why=_short(error))) from None
        if not path.parent.is_dir():
            raise RoomError(say("room_store.error.folder", path=self.where))
        if info is not None:
            if not path.is_file():
                raise RoomError(say("room_store.error.not_file", path=self.where))
            if info.st_size:
                try:
                    with open(path, "rb") as handle:
                        head = handle.read(16)
                except OSError as error:
                    raise RoomUnreachable(
                        say("room_store.error.unreachable", where=self.where, why=_short(error))) from None
                if head != b"SQLite format 3\x00":
                    raise RoomError(say("room_store.error.foreign", path=self.where))
        try:
            self.connection = sqlite3.connect(path, timeout=timeout, isolation_level=None, check_same_thread=False)
        except sqlite3.Error as error:
            key = "room_store.error.unreachable" if _folder_writable(path) else "room_store.error.read_only"
            raise RoomUnreachable(say(key, where=self.where, why=_short(error))) from None
        try:
            self.connection.execute(f"PRAGMA busy_timeout = {int(timeout * 1000)}")
            names = {row[0] for row in self.connection.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
            if "room_schema" not in names and names - {"sqlite_sequence"}:  # another program's database
                self.connection.close()
                raise RoomError(say("room_store.error.foreign", path=self.where))
            mode = self._journal_wal(timeout)
            if str(mode).lower() != "wal":
                raise sqlite3.OperationalError(f"journal mode {mode}")
            self.connection.execute("PRAGMA synchronous = NORMAL")
            self.connection.execute("PRAGMA foreign_keys = ON")
        except sqlite3.DatabaseError as error:
            self.connection.close()
            if "not a database" in str(error):
                raise RoomError(say("room_store.error.foreign", path=self.where)) from None
            if self.read_only(error) or not _folder_writable(path):  # no -wal and -shm files beside it
                raise RoomUnreachable(say("room_store.error.read_only", where=self.where, why=_short(error))) from None
            raise RoomUnreachable(say("room_store.error.unreachable", where=self.where, why=_short(error))) from None

    def read_only(self, error: BaseException) -> bool:
        code = getattr(error, "sqlite_errorcode", None)
        return (isinstance(code, int) and code & 0xFF == sqlite3.SQLITE_READONLY) or "readonly" in str(error)

    def _journal_wal(self, timeout: float) -> str:
        """Put the file in WAL mode; the journal mode returned. SQLite answers "database is
        locked" at once, without waiting its busy timeout, when another process is switching a
        new file's journal at the same moment (twenty learners joining a fresh room), so the
        switch is tried again until `timeout` has passed."""
        deadline = time.monotonic() + timeout
        while True:
            try:
                return self.connection.execute("PRAGMA journal_mode = WAL").fetchone()[0]
            except sqlite3.OperationalError as error:
                if "locked" not in str(error) or time.monotonic() >= deadline:
                    raise
                time.sleep(0.02)

    def rows(self, sql: str, params: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
        return self.connection.execute(sql, params).fetchall()

    def change(self, sql: str, params: tuple[Any, ...] = ()) -> int:
        return self.connection.execute(sql, params).rowcount

    def write(self, work: Callable[[Callable[..., Any]], _T]) -> _T:
        def execute(sql: str, params: tuple[Any, ...] = ()) -> tuple[int, list[tuple[Any, ...]]]:
            cursor = self.connection.execute(sql, params)
            return cursor.rowcount, cursor.fetchall()

        self.connection.execute("BEGIN IMMEDIATE")  # the write lock first: no upgrade deadlock
        try:
            result = work(execute)
        except BaseException:
            if self.connection.in_transaction:
                self.connection.execute("ROLLBACK")
            raise
        self.connection.execute("COMMIT")
        return result

    def make_schema(self) -> None:
        def make(execute: Callable[..., Any]) -> None:
            names = {row[0] for row in execute("SELECT name FROM sqlite_master WHERE type = 'table'")[1]}
            if "room_schema" not in names and names - {"sqlite_sequence"}:
                raise RoomError(say("room_store.error.foreign", path=self.where))
            _make_tables(execute, "INTEGER PRIMARY KEY AUTOINCREMENT")

        self.write(make)

    def close(self) -> None:
        self.connection.close()


def _folder_writable(path: Path) -> bool:
    """Whether a file can be made in `path`'s folder (tried, not judged from the mode bits: the
    superuser, an immutable folder and a read-only mount all answer truly)."""
    try:
        with tempfile.TemporaryFile(dir=path.parent):
            return True
    except OSError:
        return False


class _Postgres(_Database):
    for_update = " FOR UPDATE"

    def __init__(self, url: str, timeout: float) -> None:
        try:
            import psycopg
            from psycopg import conninfo
        except ImportError:
            raise RoomError(say("room_store.error.driver")) from None
        self.psycopg = psycopg
        self.integrity = (psycopg.IntegrityError,)
        self.failures = (psycopg.Error,)
        self.where = _shown_url(url)
        try:
            params = conninfo.conninfo_to_dict(url)
        except Exception:  # noqa: BLE001 - psycopg's own error for an address it cannot read
            raise RoomError(say("room_store.error.url", value=self.where)) from None
        params.setdefault("connect_timeout", max(1, int(timeout)))
        params.setdefault("application_name", "charleston-lessons")
        self.params, self.timeout_ms = params, int(timeout * 1000)
        self.connection = self._connect()

    def _connect(self) -> Any:
        """A new connection; a server that cannot be reached is a `RoomUnreachable` sentence."""
        psycopg = self.psycopg
        try:
            connection = psycopg.connect(autocommit=True, **self.params)
        except psycopg.Error as error:
            raise RoomUnreachable(say("room_store.error.unreachable", where=self.where, why=_short(error))) from None
        except Exception as error:  # noqa: BLE001 - an option psycopg refuses
            raise RoomError(say("room_store.error.unreachable", where=self.where, why=_short(error))) from None
        try:  # a lock held by another kernel is waited for this long, then a sentence
            connection.execute(f"SET lock_timeout = {self.timeout_ms}")
        except psycopg.Error as error:
            connection.close()
            raise RoomUnreachable(say("room_store.error.unreachable", where=self.where, why=_short(error))) from None
        return connection

    def read_only(self, error: BaseException) -> bool:
        errors = self.psycopg.errors
        return isinstance(error, (errors.ReadOnlySqlTransaction, errors.InsufficientPrivilege))

    def _live(self) -> Any:
        """The connection, made again if the last one broke (a server restarted, a network
        that dropped): a failed call says so once, and the next call tries afresh."""
        if self.connection.closed:
            self.connection = self._connect()
        return self.connection

    @staticmethod
    def _sql(sql: str) -> str:
        return sql.replace("?", "%s")

    def rows(self, sql: str, params: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
        cursor = self._live().execute(self._sql(sql), params)
        return cursor.fetchall() if cursor.description is not None else []

    def change(self, sql: str, params: tuple[Any, ...] = ()) -> int:
        return self._live().execute(self._sql(sql), params).rowcount

    def write(self, work: Callable[[Callable[..., Any]], _T]) -> _T:
        connection = self._live()

        def execute(sql: str, params: tuple[Any, ...] = ()) -> tuple[int, list[tuple[Any, ...]]]:
            cursor = connection.execute(self._sql(sql), params)
            return cursor.rowcount, (cursor.fetchall() if cursor.description is not None else [])

        with connection.transaction():
            return work(execute)

    def serialize_learners(self, execute: Callable[..., Any]) -> None:
        execute("SELECT pg_advisory_xact_lock(?)", (_PG_JOIN_LOCK,))  # released at the transaction's end

    def make_schema(self) -> None:
        if self.rows("SELECT to_regclass('room_schema') IS NOT NULL")[0][0]:  # the usual case: made
            found = [row[0] for row in self.rows("SELECT version FROM room_schema")]
            if found and max(found) > SCHEMA_VERSION:
                raise RoomError(say("room_store.error.newer", version=max(found), ours=SCHEMA_VERSION))
            if found and max(found) == SCHEMA_VERSION:
                return

        def make(execute: Callable[..., Any]) -> None:
            execute("SELECT pg_advisory_xact_lock(?)", (_PG_LOCK,))  # one kernel at a time
            _make_tables(execute, "BIGINT GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY")

        self.write(make)

    def close(self) -> None:
        self.connection.close()


def _make_tables(execute: Callable[..., Any], identity: str) -> None:
    """Make the store's tables (if missing), with `identity` as this database spells an
    auto-numbered key, and record the schema's version."""
    for statement in _TABLES.format(identity=identity).split(";"):
        if statement.strip():
            execute(statement)
    _set_version(execute)


def _set_version(execute: Callable[..., Any]) -> None:
    """Record the schema's version in a new store, or raise an older store's to ours once its
    missing tables are made (`CREATE ... IF NOT EXISTS` just before, in the same transaction);
    refuse one made by a newer course."""
    found = [row[0] for row in execute("SELECT version FROM room_schema")[1]]
    if not found:
        execute("INSERT INTO room_schema (version) VALUES (?)", (SCHEMA_VERSION,))
    elif max(found) > SCHEMA_VERSION:
        raise RoomError(say("room_store.error.newer", version=max(found), ours=SCHEMA_VERSION))
    elif max(found) < SCHEMA_VERSION:
        execute("UPDATE room_schema SET version = ?", (SCHEMA_VERSION,))


def _shown_url(url: str) -> str:
    """A PostgreSQL address as a sentence shows it: host, port and database, no password."""
    try:
        parts = urlsplit(url)
        host = parts.hostname or "localhost"
        port = f":{parts.port}" if parts.port else ""
    except ValueError:
        return "postgresql://…"
    shown = f"postgresql://{host}{port}{parts.path}"
    return shown if len(shown) <= 120 else shown[:119] + "…"


_PASSWORD = re.compile(r"://([^/@:]*):[^/@]*@")  # a password in an address, never shown


# How a room file's name ends (SQLite's usual suffixes); any other name is refused, not made.
ROOM_FILE_SUFFIXES = (".db", ".sqlite", ".sqlite3", ".db3")


def _parse(url: Any) -> tuple[str, str | Path]:
    """("sqlite", a path) or ("postgresql", the URL), from a path or a URL."""
    if isinstance(url, str):
        url = plain(url)  # a str subclass's own methods never run
    elif isinstance(url, os.PathLike) and not isinstance(url, (bytes, bytearray)):
        try:
            url = os.fspath(url)
            url = plain(url) if isinstance(url, str) else None
        except Exception:  # noqa: BLE001 - a path object whose __fspath__ fails
            url = None
    if not isinstance(url, str) or not url.strip() or len(url) > MAX_URL or "\x00" in url:
        raise RoomError(say("room_store.error.url", value=url))
    try:
        url.encode("utf-8")
    except UnicodeError:  # lone surrogates: no file system or server takes them
        raise RoomError(say("room_store.error.url", value=url)) from None
    text = url.strip()
    scheme, sep, rest = text.partition("://")
    if sep and re.fullmatch(r"[A-Za-z][A-Za-z0-9+.-]*", scheme):
        kind = scheme.lower()
        if kind in ("postgresql", "postgres"):
            return "postgresql", text
        if kind == "sqlite" and rest.startswith("/") and rest[1:].strip():
            text = rest[1:]
        else:
            raise RoomError(say("room_store.error.url", value=_PASSWORD.sub(r"://\1:***@", url)))
    path = Path(text).expanduser()
    if path.name in ("", ".", ".."):
        raise RoomError(say("room_store.error.not_file", path=text))
    # A seat's name or a learner's code passed where the room goes would otherwise become a new
    # SQLite file of that name in the working folder: only a room file's name is taken.
    if path.suffix.lower() not in ROOM_FILE_SUFFIXES:
        raise RoomError(say("room_store.error.not_room_file", path=text, suffix=ROOM_FILE_SUFFIXES[0]))
    return "sqlite", path


# --------------------------------------------------------------------------- the store


def open_room(url: str | os.PathLike[str], *, timeout: float = 10.0) -> RoomStore:
    """Open (making its tables if missing) the room store at `url`: a path, `sqlite:///path`
    or `postgresql://…`; `timeout` seconds is the longest a call waits for another kernel."""
    return RoomStore(url, timeout=timeout)


class RoomStore:
    """A room's learners, their records and the shared tables, in one database; safe with
    many kernels at once. A context manager: `with open_room(url) as room: ...` closes it."""

    def __init__(self, url: str | os.PathLike[str], *, timeout: float = 10.0) -> None:
        kind, target = _parse(url)
        seconds = _seconds(timeout)
        self.kind = kind
        self._lock = threading.RLock()
        self._db: _Database | None = None
        db: _Database = _Sqlite(target, seconds) if kind == "sqlite" else _Postgres(str(target), seconds)
        self.where = db.where
        self._db = db
        try:
            self._run(db.make_schema)
        except BaseException:
            self.close()
            raise

    # ------------------------------------------------------------------ plumbing

    def __enter__(self) -> RoomStore:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def __repr__(self) -> str:
        state = "closed" if self._db is None else "open"
        return f"<RoomStore {self.kind} {self.where} ({state})>"

    def close(self) -> None:
        """Close the connection (a closed store refuses every call with a sentence)."""
        with self._lock:
            db, self._db = self._db, None
            if db is not None:
                try:
                    db.close()
                except Exception:  # noqa: BLE001 - closing a broken connection
                    pass

    def _run(self, work: Callable[[], _T]) -> _T:
        """`work()` under the store's lock, a database failure turned into a sentence."""
        with self._lock:
            db = self._db
            if db is None:
                raise RoomError(say("room_store.error.closed"))
            try:
                return work()
            except RoomError:
                raise
            except db.failures as error:
                key = "room_store.error.read_only" if db.read_only(error) else "room_store.error.failed"
                raise RoomUnreachable(say(key, where=self.where, why=_short(error))) from None

    def check_writable(self) -> None:
        """Write to the store once, changing nothing: a store that can be read but not written (a
        read-only file or folder, a database user without the right) is a sentence here, when a
        workshop starts, rather than at every answer once the room has filled."""
        self._run(lambda: self._database.write(
            lambda execute: execute("UPDATE room_schema SET version = version")))

    @property
    def _database(self) -> _Database:
        if self._db is None:
            raise RoomError(say("room_store.error.closed"))
        return self._db

    # ------------------------------------------------------------------ learners

    def join(self, name: str) -> Learner:
        """A new learner named `name` (unique in the room, case and spacing aside), with a
        fresh code to come back with on any device."""
        shown, key = _name(name)

        def work() -> Learner:
            db = self._database
            alike: str | None = None
            for _ in range(_TRIES):
                learner = Learner(_new_code(), shown, time.time())

                def insert(execute: Callable[..., Any]) -> str:
                    nonlocal alike
                    db.serialize_learners(execute)  # two look-alikes joining at once: one waits
                    if execute("SELECT 1 FROM room_learners WHERE name_key = ?", (key,))[1]:
                        return "taken"
                    alike = _look_alike(shown, (row[0] for row in execute("SELECT name FROM room_learners")[1]))
                    if alike is not None:
                        return "alike"
                    if execute("SELECT 1 FROM room_learners WHERE code = ?", (learner.code,))[1]:
                        return "again"
                    count = execute("SELECT COUNT(*) FROM room_learners")[1][0][0]
                    if count >= MAX_LEARNERS:
                        return "full"
                    execute("INSERT INTO room_learners (code, name, name_key, joined) VALUES (?, ?, ?, ?)",
                            (learner.code, learner.name, key, learner.joined))
                    return "ok"

                try:
                    outcome = db.write(insert)
                except db.integrity:  # another kernel took the name or the code meanwhile
                    outcome = "taken" if db.rows("SELECT 1 FROM room_learners WHERE name_key = ?", (key,)) else "again"
                if outcome == "ok":
                    return learner
                if outcome == "taken":
                    raise RoomError(say("room_store.error.name_taken", name=shown))
                if outcome == "alike":
                    raise RoomError(say("room_store.error.name_alike", name=alike))
                if outcome == "full":
                    raise RoomError(say("room_store.error.full", most=MAX_LEARNERS))
            raise RoomUnreachable(say("room_store.error.failed", where=self.where, why=say("room_store.error.no_code")))

        return self._run(work)

    def rejoin(self, code: str) -> Learner:
        """The learner with `code` (as typed: spaces, dashes and letter case do not matter)."""
        wanted = _code(code)

        def work() -> Learner:
            found = self._database.rows("SELECT code, name, joined FROM room_learners WHERE code = ?", (wanted,))
            if not found:
                raise RoomError(say("room_store.error.no_learner", code=wanted))
            return Learner(found[0][0], found[0][1], float(found[0][2]))

        return self._run(work)

    def find(self, name: str) -> Learner | None:
        """The learner named `name` (case and spacing aside), or None: for a name the room can
        trust, such as a JupyterHub user's, never for a name typed on a page (`join` refuses a
        taken name, so nobody reaches another's record by typing it)."""
        _shown, key = _name(name)

        def work() -> Learner | None:
            found = self._database.rows("SELECT code, name, joined FROM room_learners WHERE name_key = ?", (key,))
            return Learner(found[0][0], found[0][1], float(found[0][2])) if found else None

        return self._run(work)

    def learners(self) -> list[Learner]:
        """Every learner of the room, in the order they joined."""
        return self._run(lambda: [
            Learner(code, name, float(joined)) for code, name, joined in
            self._database.rows("SELECT code, name, joined FROM room_learners ORDER BY joined, code")
        ])

    def _learner_code(self, learner: Any) -> str:
        if type(learner) is Learner:
            learner = learner.code
        if not isinstance(learner, str):
            raise RoomError(say("room_store.error.learner", value=learner))
        return _code(learner)

    # ------------------------------------------------------------------ records

    def record(self, learner: Learner | str, attempt: Attempt) -> None:
        """Add `attempt` (a graded `progress.Attempt`) to `learner`'s own record (a `Learner`
        of this room, or their code)."""
        code = self._learner_code(learner)
        try:
            item = _item_of(attempt)
        except ProgressError as error:
            raise RoomError(str(error)) from None
        row = (code, item["exercise"], item["outcome"], float(item["time"]), item["hints"],
               1 if item.get("solution") else 0)

        def work() -> None:
            db = self._database
            try:
                added = db.change(
                    "INSERT INTO room_attempts (learner, exercise, outcome, at, hints, solution) "
                    "SELECT ?, ?, ?, ?, ?, ? WHERE EXISTS (SELECT 1 FROM room_learners WHERE code = ?)", (*row, code))
            except db.integrity:  # the learner was forgotten while this answer was on its way
                added = 0
            if added != 1:
                raise RoomError(say("room_store.error.no_learner", code=code))

        self._run(work)

    def attempts(self, learner: Learner | str) -> list[Attempt]:
        """`learner`'s attempts in the order they were recorded (the newest `MAX_ATTEMPTS`)."""
        code = self._learner_code(learner)

        def work() -> list[Attempt]:
            db = self._database
            if not db.rows("SELECT 1 FROM room_learners WHERE code = ?", (code,)):
                raise RoomError(say("room_store.error.no_learner", code=code))
            rows = db.rows("SELECT exercise, outcome, at, hints, solution FROM room_attempts "
                           "WHERE learner = ? ORDER BY id DESC LIMIT ?", (code, MAX_ATTEMPTS))
            return _attempts_of(reversed(rows))

        return self._run(work)

    def room_attempts(self) -> dict[str, list[Attempt]]:
        """Every learner's attempts by name, learners in the order they joined (those without
        an answer too): `dashboard.room_of(room.room_attempts().items())` is the room."""

        def work() -> dict[str, list[Attempt]]:
            db = self._database
            learners = db.rows("SELECT code, name FROM room_learners ORDER BY joined, code")
            rows = db.rows("SELECT learner, exercise, outcome, at, hints, solution FROM room_attempts ORDER BY id")
            by_code: dict[str, list[tuple[Any, ...]]] = {code: [] for code, _ in learners}
            for row in rows:
                if row[0] in by_code:
                    by_code[row[0]].append(row[1:])
            return {name: _attempts_of(by_code[code][-MAX_ATTEMPTS:]) for code, name in learners}

        return self._run(work)

    def new_attempts(self, after: int = 0, limit: int = MAX_READ) -> list[tuple[int, str, Attempt]]:
        """The attempts stored with a number above `after`, as `(number, learner's code, attempt)`
        in number order, at most `limit` of them: a live view reads only what is new. Numbers
        grow, but on PostgreSQL one may be seen after a higher one (transactions end in any
        order): a reader keeps the numbers it has seen (see `room_live.RoomReader`)."""
        after = whole(after, "after", 0, 2**63 - 1)
        limit = whole(limit, "limit", 1, MAX_READ)

        def work() -> list[tuple[int, str, Attempt]]:
            rows = self._database.rows(
                "SELECT id, learner, exercise, outcome, at, hints, solution FROM room_attempts "
                "WHERE id > ? ORDER BY id LIMIT ?", (after, limit))
            found = []
            for number, code, *row in rows:
                for attempt in _attempts_of([row]):
                    found.append((int(number), code, attempt))
            return found

        return self._run(work)

    # ------------------------------------------------------------------ forgetting a learner

    def export_learner(self, learner: Learner | str) -> dict[str, Any]:
        """`learner`'s whole record in the room as JSON-ready data (`json.dumps` takes it as it
        is): their name, code and when they joined, every answer (oldest first, as a progress
        file's lines), the seats they hold and their decisions at the shared tables (each
        table's code, the move's number and the move). An unknown learner is a `RoomError`."""
        code = self._learner_code(learner)
        return self._run(lambda: self._database.write(lambda execute: _export_of(execute, code)))

    def forget(self, learner: Learner | str) -> dict[str, Any]:
        """Delete `learner` and everything of theirs from the room, in one transaction: their
        answers, their seats and the learner; the export of what was deleted (`export_learner`'s,
        read in the same transaction, so no answer slips between the two). Export first
        (`export_learner`) to hand the learner their record; this is what was deleted.

        A learner seated at a table is forgotten too, and their seat becomes empty: the table
        goes on, as when a learner leaves (someone else may sit there, and once the instructor
        has started the table the coach plays the empty seat), so forgetting one learner never
        stops three others. Their past decisions stay in the table's log, which every seat
        replays, but no longer name them (who made them reads `FORGOTTEN`); a page of theirs
        still open can no longer act there (its heartbeat is refused) nor record an answer
        (refused with a sentence, even one already on its way). Afterwards the name
        is free: the same name joins again as a new learner, with a new code and an empty
        record; nobody else's record changes. An unknown learner is a `RoomError` with a
        sentence, and nothing changes."""
        code = self._learner_code(learner)

        def work() -> dict[str, Any]:
            db = self._database

            def delete(execute: Callable[..., Any]) -> dict[str, Any]:
                found = _export_of(execute, code, db.for_update, "room_store.error.forget_unknown")
                for table, seq, move in [(item["table"], item["seq"], item["move"])
                                         for item in found["table_decisions"]]:
                    move = {**move, "by": FORGOTTEN}
                    execute("UPDATE room_moves SET move = ? WHERE table_code = ? AND seq = ?",
                            (json.dumps(move, allow_nan=False, separators=(",", ":"), ensure_ascii=False),
                             table, seq))
                execute("DELETE FROM room_seats WHERE learner = ?", (code,))
                execute("DELETE FROM room_attempts WHERE learner = ?", (code,))
                execute("DELETE FROM room_learners WHERE code = ?", (code,))
                return found

            try:
                return db.write(delete)
            except db.integrity:  # an answer or a seat of theirs written meanwhile: once more
                return db.write(delete)

        return self._run(work)

    # ------------------------------------------------------------------ tables

    def create_table(self, seed: int, settings: Mapping[str, Any] | None = None) -> str:
        """A new shared table dealt from `seed`, with optional `settings` (a small JSON
        mapping); its code, to read out to the room."""
        seed = whole(seed, "seed", 0, _SEED_HIGH)
        stored = _json({} if settings is None else settings, "room_store.error.settings", MAX_SETTINGS_BYTES)

        def work() -> str:
            db = self._database
            for _ in range(_TRIES):
                code = _new_table_code()

                def insert(execute: Callable[..., Any]) -> bool:
                    if execute("SELECT 1 FROM room_tables WHERE code = ?", (code,))[1]:
                        return False
                    execute("INSERT INTO room_tables (code, seed, created, settings) VALUES (?, ?, ?, ?)",
                            (code, seed, time.time(), stored))
                    return True

                try:
                    if db.write(insert):
                        return code
                except db.integrity:
                    continue
            raise RoomUnreachable(say("room_store.error.failed", where=self.where, why=say("room_store.error.no_code")))

        return self._run(work)

    def table(self, table_code: str) -> RoomTable:
        """The table with `table_code` (as read out: spaces, dashes and letter case do not matter)."""
        wanted = _table_code(table_code)

        def work() -> RoomTable:
            found = self._database.rows("SELECT code, seed, created, settings FROM room_tables WHERE code = ?",
                                        (wanted,))
            if not found:
                raise RoomError(say("room_store.error.no_table", code=wanted))
            return _table_of(found[0])

        return self._run(work)

    def tables(self) -> list[RoomTable]:
        """Every table of the room, the oldest first."""
        return self._run(lambda: [
            _table_of(row) for row in
            self._database.rows("SELECT code, seed, created, settings FROM room_tables ORDER BY created, code")
        ])

    def append_move(self, table_code: str, seq: int, move: Mapping[str, Any]) -> None:
        """Store `move` (a small JSON mapping) as move number `seq` of table `table_code`, only if
        `seq` is exactly one after the last stored move; otherwise `MoveConflict` (read the
        moves again). Moves are numbered from 1."""
        wanted = _table_code(table_code)
        seq = whole(seq, "seq", 1, MAX_MOVES)
        stored = _json(move, "room_store.error.move", MAX_MOVE_BYTES)

        def work() -> None:
            db = self._database
            try:  # one statement: the check and the insert are one atomic step
                added = db.change(
                    "INSERT INTO room_moves (table_code, seq, move, at) SELECT ?, ?, ?, ? WHERE "
                    "EXISTS (SELECT 1 FROM room_tables WHERE code = ?) AND "
                    "(SELECT COALESCE(MAX(seq), 0) FROM room_moves WHERE table_code = ?) = ?",
                    (wanted, seq, stored, time.time(), wanted, wanted, seq - 1)) == 1
            except db.integrity:  # another kernel stored this number first
                added = False
            if not added:
                if not db.rows("SELECT 1 FROM room_tables WHERE code = ?", (wanted,)):
                    raise RoomError(say("room_store.error.no_table", code=wanted))
                last = db.rows("SELECT COALESCE(MAX(seq), 0) FROM room_moves WHERE table_code = ?", (wanted,))[0][0]
                raise MoveConflict(say("room_store.conflict", seq=seq, last=int(last)), last=int(last))

        self._run(work)

    def moves(self, table_code: str, after: int = 0) -> list[tuple[int, dict[str, Any]]]:
        """Table `table_code`'s moves numbered above `after`, in order, as `(seq, move)` pairs."""
        wanted = _table_code(table_code)
        after = whole(after, "after", 0, MAX_MOVES)

        def work() -> list[tuple[int, dict[str, Any]]]:
            db = self._database
            # One statement a poll (kernels poll their tables often): the table's row, joined to
            # its new moves; no row at all means no such table, one without a move no new move.
            rows = db.rows("SELECT m.seq, m.move FROM room_tables t LEFT JOIN room_moves m "
                           "ON m.table_code = t.code AND m.seq > ? WHERE t.code = ? ORDER BY m.seq",
                           (after, wanted))
            if not rows:
                raise RoomError(say("room_store.error.no_table", code=wanted))
            return [(int(seq), json.loads(move)) for seq, move in rows if seq is not None]

        return self._run(work)

    # ------------------------------------------------------------------ seats

    def sit(self, table_code: str, learner: Learner | str, seat: str | None = None, *,
            now: float | None = None) -> str:
        """Seat `learner` at table `table_code`: in `seat` if it is free, or the first free seat
        (East, South, West, North) when `seat` is None; a learner who already sits there gets
        their own seat back, whatever `seat` says. The seat's name; a taken seat or a full table
        is a sentence. `now` (seconds since 1970; the clock by default) counts as a heartbeat."""
        wanted = _table_code(table_code)
        code = self._learner_code(learner)
        asked = None if seat is None else _seat(seat)
        when = _now(now)

        def work() -> str:
            db = self._database

            def take(execute: Callable[..., Any]) -> str:
                if not execute("SELECT 1 FROM room_tables WHERE code = ?", (wanted,))[1]:
                    raise RoomError(say("room_store.error.no_table", code=wanted))
                if not execute("SELECT 1 FROM room_learners WHERE code = ?", (code,))[1]:
                    raise RoomError(say("room_store.error.no_learner", code=code))
                mine = execute("SELECT seat FROM room_seats WHERE table_code = ? AND learner = ?", (wanted, code))[1]
                if mine:  # coming back: the same seat
                    execute("UPDATE room_seats SET seen = ? WHERE table_code = ? AND learner = ?", (when, wanted, code))
                    return str(mine[0][0])
                taken = dict(execute(
                    "SELECT s.seat, l.name FROM room_seats s JOIN room_learners l ON l.code = s.learner "
                    "WHERE s.table_code = ?", (wanted,))[1])
                if asked is not None and asked in taken:
                    raise RoomError(say("room_store.error.seat_taken", seat=asked, code=wanted, name=taken[asked]))
                free = [str(s.value) for s in SEATS if s.value not in taken]
                if not free:
                    raise RoomError(say("room_store.error.table_full", code=wanted))
                chosen = asked if asked is not None else free[0]
                execute("INSERT INTO room_seats (table_code, seat, learner, seen) VALUES (?, ?, ?, ?)",
                        (wanted, chosen, code, when))
                return chosen

            try:
                return db.write(take)
            except db.integrity:  # another kernel took the seat (or seated this learner) meanwhile
                return db.write(take)

        return self._run(work)

    def heartbeat(self, table_code: str, learner: Learner | str, *, now: float | None = None) -> None:
        """`learner` is still at table `table_code` (seen at `now`, the clock by default); a
        learner not seated there is a sentence."""
        wanted = _table_code(table_code)
        code = self._learner_code(learner)
        when = _now(now)

        def work() -> None:
            changed = self._database.change(
                "UPDATE room_seats SET seen = ? WHERE table_code = ? AND learner = ?", (when, wanted, code))
            if changed != 1:
                raise RoomError(say("room_store.error.not_seated", learner=code, code=wanted))

        self._run(work)

    def excuse(self, table_code: str, *, now: float | None = None) -> None:
        """Every learner seated at table `table_code` counts as seen at `now` (the clock by
        default), unless seen later: the store answers again after an outage, in which every
        heartbeat failed, and each kernel reading the table then gives each seat the same grace."""
        wanted = _table_code(table_code)
        when = _now(now)

        def work() -> None:
            db = self._database
            if not db.rows("SELECT 1 FROM room_tables WHERE code = ?", (wanted,)):
                raise RoomError(say("room_store.error.no_table", code=wanted))
            db.change("UPDATE room_seats SET seen = ? WHERE table_code = ? AND seen < ?", (when, wanted, when))

        self._run(work)

    def leave(self, table_code: str, learner: Learner | str) -> None:
        """`learner` gives up their seat at table `table_code` (anyone may take it then); nothing
        happens if they had none."""
        wanted = _table_code(table_code)
        code = self._learner_code(learner)

        def work() -> None:
            self._database.change("DELETE FROM room_seats WHERE table_code = ? AND learner = ?", (wanted, code))

        self._run(work)

    def seated(self, table_code: str) -> list[Sitting]:
        """Who sits at table `table_code`, in seat order (East first), each with when they were
        last seen."""
        wanted = _table_code(table_code)

        def work() -> list[Sitting]:
            db = self._database
            if not db.rows("SELECT 1 FROM room_tables WHERE code = ?", (wanted,)):
                raise RoomError(say("room_store.error.no_table", code=wanted))
            rows = db.rows("SELECT s.seat, s.learner, l.name, s.seen FROM room_seats s "
                           "JOIN room_learners l ON l.code = s.learner WHERE s.table_code = ?", (wanted,))
            order = {str(seat.value): index for index, seat in enumerate(SEATS)}
            found = [Sitting(str(seat), str(code), str(name), float(seen)) for seat, code, name, seen in rows
                     if seat in order]  # a row written by hand with no seat's name is left out
            return sorted(found, key=lambda sitting: order[sitting.seat])

        return self._run(work)


def _attempts_of(rows: Any) -> list[Attempt]:
    """Attempts from stored rows, each checked as a progress file's line is (a row that is not
    one, written by hand into the database, is left out)."""
    found = []
    for exercise, outcome, at, hints, solution in rows:
        item: dict[str, Any] = {"exercise": exercise, "outcome": outcome, "time": float(at), "hints": hints}
        if solution:
            item["solution"] = True
        try:
            found.append(Attempt.from_json(item))
        except (ProgressError, ValueError, TypeError):
            continue
    return found


def _export_of(execute: Callable[..., Any], code: str, lock: str = "",
               unknown: str = "room_store.error.no_learner") -> dict[str, Any]:
    """The learner with `code`'s whole record, read through `execute` inside a transaction
    (`lock`: how the learner's row is locked until it ends, or ""); an unknown one is the
    sentence `unknown`."""
    found = execute(f"SELECT code, name, joined FROM room_learners WHERE code = ?{lock}", (code,))[1]
    if not found:
        raise RoomError(say(unknown, code=code))
    rows = execute("SELECT exercise, outcome, at, hints, solution FROM room_attempts "
                   "WHERE learner = ? ORDER BY id", (code,))[1]
    seats = execute("SELECT table_code, seat, seen FROM room_seats WHERE learner = ? ORDER BY table_code, seat",
                    (code,))[1]
    decisions = []
    # The code is six letters and digits, so it appears as itself in a move's JSON: LIKE finds
    # the few moves that may be theirs, and each is read to be sure.
    for table, seq, text in execute("SELECT table_code, seq, move FROM room_moves WHERE move LIKE ? "
                                    "ORDER BY table_code, seq", (f"%{code}%",))[1]:
        try:
            move = json.loads(text)
        except ValueError:
            continue
        if isinstance(move, dict) and move.get("by") == code:
            decisions.append({"table": str(table), "seq": int(seq), "move": move})
    return {
        "kind": EXPORT_KIND,
        "version": 1,
        "name": str(found[0][1]),
        "code": str(found[0][0]),
        "joined": float(found[0][2]),
        "exported": time.time(),
        "attempts": [attempt.to_json() for attempt in _attempts_of(rows)],
        "seats": [{"table": str(table), "seat": str(seat), "seen": float(seen)} for table, seat, seen in seats],
        "table_decisions": decisions,
    }


def _table_of(row: tuple[Any, ...]) -> RoomTable:
    code, seed, created, settings = row
    try:
        decoded = json.loads(settings)
    except ValueError:
        decoded = {}
    return RoomTable(code, int(seed), float(created), decoded if isinstance(decoded, dict) else {})

