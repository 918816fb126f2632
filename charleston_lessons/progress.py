"""A learner's progress, kept safely on disk (core: no widget import).

Every graded attempt (exercise id, outcome, time, hints used, whether the solution had been
seen) goes to one file in the learner's Jupyter data directory, or wherever
`CHARLESTON_PROGRESS` or the `path` argument points. The file is a header line and then one
JSON line per attempt, so a write appends one line under a lock instead of rewriting the whole
history; now and then (a cut-off last line, an older file, the size cap) it is rewritten whole
through a temporary file renamed into place, so a write killed midway never spoils what was
saved. Reads take no lock.

No answer is left only in memory when it could reach the disk. A lock held by another kernel
is waited for with backoff for a bounded time; past that the answer goes to a small "held"
file of its own beside the progress file (no lock needed: nobody else writes it), and the next
write that gets the lock folds every held file in. Only when nothing can be written at all
(a full disk, a read-only folder) is an answer kept in memory: it is written with the next
answer or when the kernel exits, and a sentence says so. Where the file system has no file
locks (the static site's drive in the browser), the lock is a file made with O_EXCL.

The store touches only what it made. Anything at its path that is not a progress file of its
own (another file, a folder, a pipe, a device, a link) is left exactly as it is: progress goes
to a file beside it, or stays in memory until the kernel stops, and one sentence says so. A
file written by a newer version of the course is left byte for byte as it is. Its own file,
if damaged, is kept aside as a backup and a fresh one started with every attempt that could
still be read; a last line cut off by a killed writer is dropped, and `notice` says that one
answer was lost. Reading and writing share one size cap. Nothing here raises into a notebook:
problems become `notice`s.

A practice item's attempt names the item, `practice/<skill>-<seed>`, so the item can be made
again; the id has the one slash every reader of this format accepts (no new key, no new
version). A file past its limits is compacted to three quarters of them
keeping, before anything else, each exercise's first attempt (the first answer, which mastery
and spaced review rate) and its latest (its standing), every skill's newest item first.
"""

from __future__ import annotations

import errno
import hashlib
import json
import math
import os
import re
import secrets
import stat
import sys
import tempfile
import time
import unicodedata
import weakref
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol, runtime_checkable

from charleston_lessons._input import ATTEMPTS_LIMIT, take
from charleston_lessons.exercises import Outcome
from charleston_lessons.messages import say, say_count

if TYPE_CHECKING:
    from collections.abc import Callable, Iterable, Iterator

__all__ = [
    "EXPORT_FORMAT",
    "MAX_ATTEMPTS",
    "MAX_FILE_BYTES",
    "Attempt",
    "LearnerRecord",
    "ProgressError",
    "ProgressStore",
    "default_path",
    "export_name",
    "read_copy",
    "read_export",
]

ENV_VAR = "CHARLESTON_PROGRESS"
FORMAT = "charleston-lessons-progress"
EXPORT_FORMAT = "charleston-lessons-progress-export"
VERSION = 2  # the progress file: a header line, then one JSON line per attempt
OLD_VERSION = 1  # the progress file as one JSON object (still read; rewritten at the next write)
EXPORT_VERSION = 1  # an export stays one JSON object, so a dashboard of any version reads it
MAX_FILE_BYTES = 2_000_000  # a progress file larger than this is not read (hostile or broken)
MAX_ATTEMPTS = 10_000  # the oldest attempts beyond this are dropped, so the file stays small
MAX_NAME = 60
_ID = re.compile(r"^[a-z0-9][a-z0-9-]{0,60}/[A-Za-z0-9][A-Za-z0-9-]{0,100}$")
_NAME = re.compile(r"^[^\x00-\x1f\x7f]{1,60}$")


class ProgressError(ValueError):
    """A progress or export file that is not what it should be; the message says why."""


@dataclass(frozen=True)
class Attempt:
    """One graded attempt: which exercise, how it went, when, how many hints were shown, and
    whether the learner had already seen the solution (an answer copied from it still counts,
    but the overview and the room dashboard say so)."""

    exercise_id: str
    outcome: Outcome
    when: float
    hints_used: int = 0
    solution_seen: bool = False

    @property
    def seed(self) -> int | None:
        """The seed of the practice item answered (its id is `practice/<skill>-<seed>`), so the
        item can be made again; None for any other exercise. Kept in the id, not a field of its
        own: every reader of the format, older ones too, reads it (see `_DRILL`)."""
        found = _DRILL.match(self.exercise_id) if isinstance(self.exercise_id, str) else None
        return int(found.group(2)) if found else None

    def to_json(self) -> dict[str, Any]:
        item = {"exercise": self.exercise_id, "outcome": self.outcome.value, "time": self.when,
                "hints": self.hints_used}
        if self.solution_seen:  # absent means not seen, as in files written before it was kept
            item["solution"] = True
        return item

    @classmethod
    def from_json(cls, item: Any) -> Attempt:
        """An attempt from one stored item, validated strictly (see `_check_item`)."""
        _check_item(item)
        return cls(item["exercise"], Outcome(item["outcome"]), float(item["time"]), item["hints"],
                   item.get("solution", False))


# A practice item's id is `practice/<skill>-<seed>` (a drill made again from its seed): one
# slash, as every reader of this format, older ones included, checks ids with `_ID` (an older
# reader would take a line it cannot read for damage and set the file aside). A skill key ends
# in a letter and a seed is digits, so the two read back without doubt.
_DRILL = re.compile(r"^practice/([a-z](?:[a-z-]{0,40}[a-z])?)-(0|[1-9][0-9]{0,9})$")


_KEYS = {"exercise", "outcome", "time", "hints"}
_OPTIONAL = {"solution"}
_OUTCOMES = {Outcome.CORRECT.value, Outcome.INCORRECT.value}


def _check_item(item: Any) -> None:
    """Types, ranges and known values only; raises `ProgressError` naming what is wrong."""
    if type(item) is not dict or not _KEYS <= item.keys() <= _KEYS | _OPTIONAL:
        raise ProgressError(say("progress.error.keys"))
    if type(item.get("solution", False)) is not bool:
        raise ProgressError(say("progress.error.solution"))
    exercise, when, hints = item["exercise"], item["time"], item["hints"]
    if type(exercise) is not str or not _ID.match(exercise):
        raise ProgressError(say("progress.error.id", value=exercise))
    if type(item["outcome"]) is not str or item["outcome"] not in _OUTCOMES:
        raise ProgressError(say("progress.error.outcome", value=item["outcome"]))
    if type(when) not in (int, float) or not math.isfinite(when) or when < 0:
        raise ProgressError(say("progress.error.time"))
    if type(hints) is not int or not 0 <= hints <= 100:
        raise ProgressError(say("progress.error.hints"))


_PATH_TEXT = 4_096  # characters in a path given as text, at most (the usual PATH_MAX)


def as_path(value: Any, what: str = "path", *, folder: bool = False) -> Path:
    """`value` as a file path: text or a path object (`os.PathLike`), not blank, without NUL
    characters, naming a file rather than ".", ".." or "/" (unless `folder`: a folder's path
    may be any of those). `what` names the parameter."""
    if isinstance(value, Path):
        path = value
    elif isinstance(value, str) or (isinstance(value, os.PathLike) and not isinstance(value, (bytes, bytearray))):
        try:
            raw = os.fspath(value)
        except Exception:  # noqa: BLE001 - a path object whose __fspath__ fails
            raw = None
        if isinstance(raw, str):
            raw = str.__str__(raw)  # the text itself: no method of a caller's `str` subclass runs
        if not isinstance(raw, str) or len(raw) > _PATH_TEXT or "\x00" in raw or not raw.strip():
            raise ProgressError(say("progress.error.path", what=what, value=value))
        path = Path(raw)
    else:
        raise ProgressError(say("progress.error.path", what=what, value=value))
    if "\x00" in str(path) or (not folder and path.name in ("", ".", "..")):
        raise ProgressError(say("progress.error.path", what=what, value=value))
    return path


# In JupyterLite the kernel runs in the browser (Pyodide), and its only storage that outlives
# the page is the site's drive, mounted here: files under it are kept in the browser.
LITE_DRIVE = "/drive"


def default_path() -> Path:
    """`$CHARLESTON_PROGRESS`, else `<Jupyter data dir>/charleston-lessons/progress.json`; in
    JupyterLite, `charleston-lessons-progress.json` at the top of the site's drive, so a
    reload or a closed tab keeps it (a folder made from the kernel there is not kept)."""
    if os.environ.get(ENV_VAR):
        return Path(os.environ[ENV_VAR]).expanduser()
    if sys.platform == "emscripten":
        return Path(LITE_DRIVE) / "charleston-lessons-progress.json"
    from jupyter_core.paths import jupyter_data_dir

    return Path(jupyter_data_dir()) / "charleston-lessons" / "progress.json"


def _parse(raw: bytes, expected_format: str, version: int) -> dict[str, Any]:
    """One whole JSON object of `expected_format` and `version` (an export, or a version-1
    progress file), every attempt checked. Raises `ProgressError` saying what is wrong."""
    if len(raw) > MAX_FILE_BYTES:
        raise ProgressError(say("progress.error.too_large"))
    try:
        data = json.loads(raw.decode("utf-8"))  # JSON only: nothing is ever executed or unpickled
    except (UnicodeDecodeError, ValueError, RecursionError) as error:  # ValueError: JSON errors, huge ints
        raise ProgressError(say("progress.error.not_json", kind=type(error).__name__)) from None
    if isinstance(data, dict) and expected_format == EXPORT_FORMAT and data.get("format") == FORMAT:
        raise ProgressError(say("progress.error.own_not_export"))
    if not isinstance(data, dict) or data.get("format") != expected_format:
        raise ProgressError(say("progress.error.not_ours"))
    if data.get("version") != version:
        raise ProgressError(say("progress.error.version", version=str(data.get('version'))[:10], expected=version))
    attempts = data.get("attempts")
    if not isinstance(attempts, list) or len(attempts) > MAX_ATTEMPTS:
        raise ProgressError(say("progress.error.attempts"))
    for item in attempts:
        _check_item(item)
    return data


def read_export(path: Path | str) -> tuple[str, list[Attempt]]:
    """Read one exported progress file: (display name, attempts). Raises `ProgressError`."""
    path = as_path(path)
    try:
        if path.is_symlink() or not path.is_file():
            raise ProgressError(say("progress.error.not_regular"))
        if path.stat().st_size > MAX_FILE_BYTES:
            raise ProgressError(say("progress.error.too_large"))
        with path.open("rb") as handle:
            raw = handle.read(MAX_FILE_BYTES + 1)
    except OSError as error:
        raise ProgressError(say("progress.error.unreadable", error=error.strerror or error)) from None
    data = _parse(raw, EXPORT_FORMAT, EXPORT_VERSION)
    name = data.get("learner")
    if not isinstance(name, str) or not _NAME.match(name):
        raise ProgressError(say("progress.error.learner"))
    return name, [Attempt.from_json(item) for item in data["attempts"]]


# An export's file name: `progress-<slug>.json`. The slug keeps the letters, digits and
# combining marks of any script (a name in Jawi, Chinese or Tamil stays itself), so the
# files of a room collected in one folder keep their learners apart; everything else (spaces,
# punctuation, symbols, emoji, and so every character a file name may not hold on Windows,
# macOS or Linux: < > : " / \\ | ? * and controls) becomes one "-". It is NFKC-normalised
# (a full-width Ａ is A) and lowercased where the script has case, and at most `SLUG_CHARS`
# characters (at most 4 bytes each in UTF-8: the whole name stays far under the 255 bytes
# of a file name). It always starts with "progress-", so it is never a name Windows keeps
# for a device (CON, NUL, COM1), and it ends in ".json", never in a dot or a space.
SLUG_CHARS = 40
_SLUG_FALLBACK = "learner"  # the slug of a name with no letter or digit at all (emoji only)
_HASH_CHARS = (6, 16)  # the short hash added on a collision, then a longer one


def _slug(name: str) -> str:
    """`name` as the part of a file name after "progress-" (see `SLUG_CHARS`); "" when no
    letter or digit is left."""
    kept: list[str] = []
    for char in unicodedata.normalize("NFKC", name):
        kind = unicodedata.category(char)
        if kind[0] in "LN" or (kind[0] == "M" and kept and kept[-1] != "-"):
            kept.append(char)  # a combining mark stays on the letter it belongs to
        elif kind != "Cf" and kept and kept[-1] != "-":  # a format character (ZWNJ) is dropped
            kept.append("-")
    slug = unicodedata.normalize("NFC", "".join(kept).lower())
    if len(slug) > SLUG_CHARS:
        cut = SLUG_CHARS
        while cut > 0 and unicodedata.category(slug[cut])[0] == "M":
            cut -= 1  # never leave a letter without its vowel sign or a mark alone
        slug = slug[:cut]
    return slug.strip("-")


def _same_learner(name: str, other: str) -> bool:
    """Names that differ only in case or spacing are one learner (as the room dashboard reads them)."""
    return " ".join(name.split()).casefold() == " ".join(other.split()).casefold()


def export_name(display_name: str, folder: Path | str | None = None) -> str:
    """The file name of `display_name`'s export: `progress-<slug>.json` (see `SLUG_CHARS`:
    letters of any script kept, `progress-نور-عائشة.json`, `progress-李小龍.json`).

    A short hash of the name (6 hex digits of its SHA-256) is added, `progress-<slug>-<hash>.json`,
    on a collision: when `folder` (the folder the export goes to) already holds a file of that
    name that is not this learner's earlier export (another learner whose name slugs alike, or
    any other file), so nothing there is overwritten; this learner's own earlier export is
    replaced, as a fuller export holds all it did. A name with no letter or digit (emoji only)
    always has the hash, `progress-learner-<hash>.json`: its slug alone says nothing and would
    meet the next such file in the folder the room is collected in. Without a `folder` (a
    browser download) only that rule applies. A name that is not a display name (empty, a
    control character, over `MAX_NAME` characters) is a `ProgressError` with a sentence."""
    name = _display_name(display_name)
    here = None if folder is None else as_path(folder, "folder", folder=True)
    slug = _slug(name)
    digest = hashlib.sha256(unicodedata.normalize("NFKC", name).encode()).hexdigest()
    candidates = [] if not slug else [f"progress-{slug}.json"]
    candidates += [f"progress-{slug or _SLUG_FALLBACK}-{digest[:n]}.json" for n in _HASH_CHARS]
    if here is None:
        return candidates[0]
    for candidate in candidates:
        try:
            os.lstat(here / candidate)
        except OSError:
            return candidate  # free
        try:
            theirs, _attempts = read_export(here / candidate)
        except ProgressError:
            continue  # another kind of file: left as it is
        if _same_learner(theirs, name):
            return candidate  # this learner's earlier export, replaced by the fuller one
    return candidates[-1]  # every name taken by others: `export` refuses it with a sentence


def read_copy(raw: Any) -> tuple[str | None, list[Attempt]]:
    """The attempts in a copy of someone's progress brought back into the course (Import): an
    export (with its learner's name) or a progress file of any version this course reads (no
    name). Raises `ProgressError` saying why the bytes are not such a copy."""
    if not isinstance(raw, (bytes, bytearray, memoryview)):
        raise ProgressError(say("progress.error.not_ours"))
    raw = bytes(raw)
    if len(raw) > MAX_FILE_BYTES:
        raise ProgressError(say("progress.error.too_large"))
    if _OWN_MARK.match(raw[:200]):
        stored = _decode(raw)
        if stored.damage:
            raise ProgressError(stored.damage)
        return None, [Attempt.from_json(item) for item in stored.items]
    data = _parse(raw, EXPORT_FORMAT, EXPORT_VERSION)
    name = data.get("learner")
    if not isinstance(name, str) or not _NAME.match(name):
        raise ProgressError(say("progress.error.learner"))
    return name, [Attempt.from_json(item) for item in data["attempts"]]


# Our own writer puts this first in every file, so a file that lacks it was not made here.
_OWN_MARK = re.compile(rb'^\s*\{\s*"format"\s*:\s*"' + FORMAT.encode() + rb'"')
_VERSION_MARK = re.compile(rb'"version"\s*:\s*(\d{1,9})\b')
_HEADER = json.dumps({"format": FORMAT, "version": VERSION}, separators=(",", ":")).encode() + b"\n"
_OPEN_FLAGS = os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_CLOEXEC", 0)


class Busy(Exception):
    """Another kernel held the progress file's lock for longer than we wait."""


class _Foreign(Exception):
    """What is at the path is not a progress file of ours: leave it alone (the message says what).

    `beside` is False for pipes, devices and sockets: no progress file is made next to those."""

    def __init__(self, why: str, *, beside: bool = True) -> None:
        super().__init__(why)
        self.beside = beside


class _Newer(Exception):
    """Our own file, written by a newer version of the course: read-only, left byte for byte."""


def _kind(mode: int) -> str:
    if stat.S_ISDIR(mode):
        return "folder"
    if stat.S_ISFIFO(mode):
        return "pipe"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "device"
    if stat.S_ISSOCK(mode):
        return "socket"
    return "special"


def _read_own(path: Path, *, offset: int = 0) -> bytes | None:
    """The bytes of the progress file at `path` (from `offset`), None when there is none.

    Never follows a link, never blocks on a pipe, never reads more than the size cap; raises
    `_Foreign` for anything that is not a regular file carrying our format mark (left untouched).
    """
    try:
        fd = os.open(path, _OPEN_FLAGS)
    except FileNotFoundError:
        return None
    except OSError as error:
        if error.errno == errno.ELOOP or path.is_symlink():
            raise _Foreign(say("progress.foreign.link")) from None
        raise
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            kind = _kind(info.st_mode)
            raise _Foreign(say(f"progress.foreign.{kind}"), beside=kind == "folder")
        handle = os.fdopen(fd, "rb")
    except BaseException:
        os.close(fd)
        raise
    with handle:
        if not _OWN_MARK.match(handle.read(200)):
            raise _Foreign(say("progress.foreign.file"))
        handle.seek(offset)
        return handle.read(MAX_FILE_BYTES + 1 - offset)


@dataclass
class _Stored:
    """What one of our files holds: its attempts, and whether it can take an appended line as
    it is (`clean`: our current version, ending in a whole line). `damage` says why a file is
    damaged (its `items` are then the attempts that could still be read)."""

    items: list[dict[str, Any]]
    clean: bool
    damage: str = ""
    cut: bool = False  # its last line was cut off mid-write and could not be read: one answer lost


def _key(item: dict[str, Any]) -> tuple[Any, ...]:
    """What makes two stored attempts the same attempt (to merge without duplicates)."""
    return (item["exercise"], item["outcome"], item["time"], item["hints"], item.get("solution", False))


def _unique(items: Iterable[dict[str, Any]]) -> list[dict[str, Any]]:
    seen: set[tuple[Any, ...]] = set()
    kept = []
    for item in items:
        key = _key(item)
        if key not in seen:
            seen.add(key)
            kept.append(item)
    return kept


def _lines(raw: bytes) -> list[dict[str, Any]]:
    """Whole attempt lines (each ending in a newline), checked; raises `ValueError` on any fault."""
    if not raw.endswith(b"\n"):
        raise ValueError("a cut-off line")
    items = [json.loads(line) for line in raw.split(b"\n")[:-1]]
    for item in items:
        _check_item(item)
    return items


def _decode(raw: bytes) -> _Stored:
    """Read our own file's bytes (either version). Raises `_Newer` for a file of a newer
    version; damage is reported in the result, never raised, so what can be read is kept."""
    if len(raw) > MAX_FILE_BYTES:
        found = _VERSION_MARK.search(raw[:200])
        if found and int(found.group(1)) > VERSION:
            raise _Newer
        return _Stored([], False, say("progress.error.too_large"))
    first, newline, rest = raw.partition(b"\n")
    try:
        head = json.loads(first.decode("utf-8"))
    except (UnicodeDecodeError, ValueError, RecursionError):
        head = None
    if not (isinstance(head, dict) and "attempts" not in head):
        return _decode_whole(raw)  # version 1: one JSON object (or something damaged)
    version = head.get("version")
    if type(version) is int and version > VERSION:
        raise _Newer
    if version != VERSION or head.get("format") != FORMAT or set(head) != {"format", "version"}:
        return _Stored([], False, say("progress.error.version", version=str(version)[:10], expected=VERSION))
    lines = rest.split(b"\n")
    last = lines.pop()  # b"" when the file ends with a newline, as every whole write does
    items: list[dict[str, Any]] = []
    damage = ""
    for line in lines:
        try:
            item = json.loads(line.decode("utf-8"))
            _check_item(item)
        except (UnicodeDecodeError, ValueError, RecursionError) as error:  # ProgressError is a ValueError
            damage = damage or (str(error) if isinstance(error, ProgressError)
                                else say("progress.error.not_json", kind=type(error).__name__))
            continue
        items.append(item)
    clean = bool(newline) and not last and not damage
    cut = False
    if last:  # a line a killed writer cut off: kept if it is whole, else dropped (never damage)
        try:
            item = json.loads(last.decode("utf-8"))
            _check_item(item)
            items.append(item)
        except (UnicodeDecodeError, ValueError, RecursionError):
            cut = True  # told (`notice`), not hidden
    return _Stored(items, clean, damage, cut)


def _decode_whole(raw: bytes) -> _Stored:
    """A version-1 file (one JSON object): its attempts, never `clean` (the next write turns it
    into the current version); a damaged one keeps every attempt that can still be read."""
    try:
        data = json.loads(raw.decode("utf-8"))
    except (UnicodeDecodeError, ValueError, RecursionError) as error:
        return _Stored([], False, say("progress.error.not_json", kind=type(error).__name__))
    version = data.get("version") if isinstance(data, dict) else None
    if type(version) is int and version > VERSION:
        raise _Newer
    try:
        _parse(raw, FORMAT, OLD_VERSION)
    except ProgressError as error:
        attempts = data.get("attempts") if isinstance(data, dict) and version == OLD_VERSION else None
        readable = []
        for item in attempts[:MAX_ATTEMPTS] if isinstance(attempts, list) else []:
            try:
                _check_item(item)
            except ProgressError:
                continue
            readable.append(item)
        return _Stored(readable, False, str(error))
    return _Stored(list(data["attempts"]), False)


def _encode(items: list[dict[str, Any]]) -> bytes:
    return b"".join(json.dumps(item, separators=(",", ":")).encode() + b"\n" for item in items)


def _group(exercise: str) -> str:
    """The group a stored exercise id belongs to when the file is compacted: a skill's practice
    items are one group (`practice/<skill>`); any other exercise is a group of its own."""
    found = _DRILL.match(exercise)
    return f"practice/{found.group(1)}" if found else exercise


def _fitting(items: list[dict[str, Any]], count: int, size: int) -> list[dict[str, Any]]:
    """At most `count` attempts in at most `size` bytes; oldest first again. Chosen in order:
    the newest exercise of each group (`_group`: so every lesson exercise, and every skill
    practised, keeps its standing however old), then every other exercise, newest first, then
    the newest of the rest (retries between an exercise's first and latest attempt).

    An exercise is kept whole or not at all: its latest attempt (its standing) and its first
    (the first answer, the one mastery and spaced review rate; a retry kept without it would
    pass for a first answer and rate the skill again)."""
    first: dict[str, int] = {}
    latest: dict[str, int] = {}
    for index, item in enumerate(items):
        first.setdefault(item["exercise"], index)
        latest[item["exercise"]] = index
    newest = sorted(latest, key=latest.__getitem__, reverse=True)
    leading: dict[str, str] = {}
    for exercise in newest:
        leading.setdefault(_group(exercise), exercise)
    heads = set(leading.values())
    order = [exercise for exercise in newest if exercise in heads] + [
        exercise for exercise in newest if exercise not in heads]

    def cost(index: int) -> int:
        return len(json.dumps(items[index], separators=(",", ":")).encode()) + 1

    chosen: set[int] = set()
    room = size
    for exercise in order:
        unit = {first[exercise], latest[exercise]}
        spend = sum(cost(index) for index in unit)
        if len(chosen) + len(unit) <= count and spend <= room:
            chosen |= unit
            room -= spend
    for index in range(len(items) - 1, -1, -1):
        if len(chosen) >= count:
            break
        if index not in chosen and (spend := cost(index)) <= room:
            chosen.add(index)
            room -= spend
    return [items[index] for index in sorted(chosen)]


MAX_LOCK_SECONDS = 60.0  # the longest a write may wait for another kernel's lock
STALE_SECONDS = 10.0  # a soft lock older than this was left by a kernel that died holding it
EXIT_SECONDS = 10.0  # at exit, answers that could not be written wait this long for the lock
# Rewritten whole, the file keeps at most this share of the limits, so that appends follow.
_COMPACT = 0.75
# Held answers: "<name>.held-<16 hex>.jsonl" beside the file, one per answer that met a busy lock.
_HELD_SUFFIX = r"\.held-[0-9a-f]{16}\.jsonl"


def _seconds(value: Any, what: str) -> float:
    """A wait in seconds: a real number from 0 to `MAX_LOCK_SECONDS` (never a bool). The plain
    number is read out first, so an `int` or `float` subclass's own comparisons never run."""
    number: float | None = None
    if isinstance(value, bool):
        number = None
    elif isinstance(value, int):
        number = float(int.__index__(value))
    elif isinstance(value, float):
        number = float.__float__(value)
    if number is None or not 0 <= number <= MAX_LOCK_SECONDS:  # NaN fails both comparisons
        raise ProgressError(say("progress.error.seconds", what=what, value=value, most=int(MAX_LOCK_SECONDS)))
    return number


def _item_of(attempt: Any) -> dict[str, Any]:
    """The stored form of `attempt`, checked as strictly as a file is read (`_check_item`)."""
    if (not isinstance(attempt, Attempt) or not isinstance(attempt.outcome, Outcome)
            or type(attempt.solution_seen) is not bool):
        raise ProgressError(say("progress.error.attempt", value=attempt))
    item = attempt.to_json()
    _check_item(item)
    return item


def _has_file_locks() -> bool:
    """Whether this system locks files for real (Pyodide's file systems do not)."""
    if sys.platform == "emscripten":
        return False
    if os.name == "nt":
        return True
    try:
        import fcntl
    except ImportError:
        return False
    return hasattr(fcntl, "flock")


class _SoftLock:
    """A lock for a file system without file locks (the static site's drive): a file made
    with O_EXCL, holding our token, removed on release. One older than `STALE_SECONDS` was
    left by a kernel that died holding it (a tab closed mid-write) and is broken."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.token = f"{os.getpid()}-{secrets.token_hex(8)}".encode()

    def try_acquire(self) -> bool:
        flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_CLOEXEC", 0)
        try:
            fd = os.open(self.path, flags, 0o644)
        except FileExistsError:
            self._break_if_stale()
            return False
        with os.fdopen(fd, "wb") as handle:
            handle.write(self.token)
        return True

    def release(self) -> None:
        try:
            with self.path.open("rb") as handle:
                mine = handle.read(100) == self.token
            if mine:  # never remove a lock that another kernel took after breaking ours
                os.unlink(self.path)
        except OSError:
            pass

    def _break_if_stale(self) -> None:
        try:
            info = os.lstat(self.path)
            if stat.S_ISREG(info.st_mode) and time.time() - info.st_mtime > STALE_SECONDS:
                os.unlink(self.path)
        except OSError:
            pass


class _RealLock:
    """The operating system's own file lock (filelock): let go by the system when a process
    dies, so it is never stale."""

    def __init__(self, path: Path) -> None:
        from filelock import FileLock  # loaded with the first write, not with every lesson

        self.path = path
        self.lock = FileLock(str(path), timeout=0)

    def try_acquire(self) -> bool:
        from filelock import Timeout

        try:
            self.lock.acquire(blocking=False)
        except Timeout:
            return False
        return True

    def release(self) -> None:
        self.lock.release()


def _display_name(value: Any) -> str:
    """A learner's display name for an export: one line of 1 to `MAX_NAME` characters."""
    name = str.__str__(value).strip() if isinstance(value, str) else ""  # a str subclass's own strip never runs
    if not _NAME.match(name):
        raise ProgressError(say("progress.error.name", most=MAX_NAME))
    return name


def _damaged_notice(why: str, backup: Path, salvaged: int) -> str:
    """The sentence for a damaged file kept aside as `backup`, with `salvaged` attempts carried over."""
    if salvaged:
        return say("progress.damaged_salvaged", why=why, backup=backup.name,
                   answers=say_count("count.answers", salvaged))
    return say("progress.damaged", why=why, backup=backup.name)


_LIVE: weakref.WeakSet[ProgressStore] = weakref.WeakSet()


def _write_at_exit() -> None:
    """When the kernel exits, write what only memory holds (a bounded wait for the lock)."""
    for store in list(_LIVE):
        store.flush(wait=EXIT_SECONDS)


@runtime_checkable
class LearnerRecord(Protocol):
    """What the course reads and writes a learner's progress through: their own file
    (`ProgressStore`), or, in a workshop, their record in the room
    (`room_record.RoomRecord`). Nothing of it raises into a notebook for a file or a database
    that cannot be used: `notice` says so in one sentence, and the answers still count."""

    notice: str

    @property
    def in_memory(self) -> bool: ...

    @property
    def where(self) -> str: ...

    def attempts(self) -> list[Attempt]: ...

    def latest(self) -> dict[str, Attempt]: ...

    def record(self, attempt: Attempt) -> bool: ...

    def merge(self, attempts: Iterable[Attempt]) -> int: ...

    def flush(self, wait: float | None = None) -> bool: ...

    def reset(self) -> Path | None: ...

    def export(self, display_name: str, target: Path | str) -> Path: ...

    def export_bytes(self, display_name: str) -> bytes: ...


class ProgressStore:
    """Attempts on disk, safe with several kernels at once; nothing on disk ever raises into a
    notebook (only an argument that is not a path, a wait or an `Attempt` is a `ProgressError`).

    It touches only what it made: a file at its path that is not a progress file of its own
    (another file, a folder, a pipe, a device, a link) is left as it is, and progress is kept
    in a file beside it instead, or in memory until the kernel stops; a file from a newer
    version of the course is left as it is, read-only; `notice` says which. Reads take no lock;
    a write waits at most `lock_timeout` seconds for another kernel, then holds the answer in
    a file of its own beside the progress file, which the next write folds in.
    """

    def __init__(self, path: Path | str | None = None, *, lock_timeout: float = 1.0) -> None:
        self.requested = as_path(path) if path is not None else default_path()
        self.path = self.requested  # where progress is kept now: `requested`, or a file beside it
        self.lock_timeout = _seconds(lock_timeout, "lock_timeout")
        self.notice = ""  # one sentence for the learner when something went wrong, else ""
        self._memory: list[dict[str, Any]] | None = None  # None: on disk; a list: memory only
        self._pending: list[dict[str, Any]] = []  # answers nothing could be written for yet
        self._cache: tuple[os.stat_result, _Stored] | None = None  # the last file read, as it was
        self._lock: _SoftLock | _RealLock | None = None
        self._depth = 0  # the lock is held while this is above 0 (our own nesting)
        self._unsaved_said = False  # `notice` says an answer could not be written

    @property
    def in_memory(self) -> bool:
        """True when progress is kept in memory only, until the kernel stops."""
        return self._memory is not None

    @property
    def where(self) -> str:
        """One sentence saying where progress is kept (the overview shows it)."""
        return say("progress.where", path=self.path)

    # ---------------------------------------------------------------- where

    def _move_aside(self, foreign: _Foreign) -> None:
        """What is at `path` is not ours: keep progress in a file beside it, else in memory."""
        why = str(foreign)
        beside = self.requested.with_name(self.requested.name + ".charleston-progress.json")
        if foreign.beside and self.path != beside and self.requested.parent.is_dir():
            try:
                _read_own(beside)
            except (_Foreign, OSError):
                pass
            else:
                self.path = beside
                self._cache = None
                self.notice = say("progress.kept_beside", path=self.requested, why=why, other=beside.name)
                return
        self._to_memory(say("progress.kept_in_memory", path=self.requested, why=why))

    def _to_memory(self, notice: str) -> None:
        self._memory = [] if self._memory is None else self._memory
        self.notice = notice

    def _read(self) -> _Stored | None:
        """Our file as it is now (None when there is none yet), read again only when it changed.
        Raises `_Foreign`, `_Newer` or `OSError`."""
        try:
            info = os.stat(self.path, follow_symlinks=False)
        except FileNotFoundError:
            return None
        cached = self._cache
        if cached is not None and stat.S_ISREG(info.st_mode) and cached[0].st_ino == info.st_ino:
            before, stored = cached
            # Unchanged: the same file, size and time. A file system that keeps whole seconds
            # could hide a change within the second, so a file that new is read again.
            coarse = info.st_mtime_ns % 1_000_000_000 == 0 and time.time() - info.st_mtime < 2
            if before.st_size == info.st_size and before.st_mtime_ns == info.st_mtime_ns and not coarse:
                return stored
            if info.st_size > before.st_size and stored.clean:  # grown by appends: read only those
                grown = _read_own(self.path, offset=before.st_size)
                try:
                    stored = _Stored([*stored.items, *_lines(grown or b"")], True)
                except ValueError:
                    pass
                else:
                    self._cache = (info, stored)
                    return stored
        raw = _read_own(self.path)
        if raw is None:
            return None
        stored = _decode(raw)
        self._cache = None if stored.damage or len(raw) != info.st_size else (info, stored)
        return stored

    def _load(self) -> list[dict[str, Any]]:
        """The stored attempts as validated items, held ones included (no lock)."""
        if self._memory is not None:
            return list(self._memory)
        try:
            stored = self._read()
        except _Foreign as foreign:
            self._move_aside(foreign)
            return self._load()
        except _Newer:
            self._to_memory(say("progress.newer", path=self.path))
            return self._load()
        if stored is not None and stored.damage:
            stored = self._repair(stored.damage)
        if stored is not None and stored.cut:
            self._cut_said()
        items = stored.items if stored is not None else []
        held = [item for _path, held_items in self._held() for item in held_items]
        return _unique([*items, *held]) if held else list(items)

    def _cut_said(self) -> None:
        """The file's last line was cut off mid-write: say that one answer is lost (unless
        something else is being said)."""
        if not self.notice:
            self.notice = say("progress.cut_line")

    def _repair(self, why: str) -> _Stored:
        """Our own file, but damaged: under the lock, keep it aside under a new name and start a
        fresh one with every attempt that could still be read."""
        try:
            with self._locked():
                raw = _read_own(self.path)
                stored = _decode(raw) if raw is not None else _Stored([], True)
                if not stored.damage:  # another kernel repaired it meanwhile
                    return stored
                backup = self._backup("damaged")
                self._rewrite(stored.items)
        except (OSError, Busy, _Foreign, _Newer):
            self.notice = say("progress.damaged_kept", why=why)
            return _Stored([], False)
        self.notice = _damaged_notice(why, backup, len(stored.items))
        return _Stored(stored.items, True)

    # ---------------------------------------------------------------- reading

    def attempts(self) -> list[Attempt]:
        """Every attempt, oldest first, with any not yet saved (an empty list if none can be read)."""
        try:
            items = self._load()
        except OSError as error:
            self.notice = say("progress.unreadable", error=error.strerror or error)
            items = []
        if self._pending:
            items = _unique([*items, *self._pending])
        attempts = [Attempt.from_json(item) for item in items]
        attempts.sort(key=lambda attempt: attempt.when)  # stable: merged copies fall into place
        return attempts

    def latest(self) -> dict[str, Attempt]:
        """The latest attempt at each exercise, by exercise id."""
        return {attempt.exercise_id: attempt for attempt in self.attempts()}

    # ---------------------------------------------------------------- the lock

    def _lock_path(self) -> Path:
        return self.path.with_name(self.path.name + ".lock")

    @contextmanager
    def _locked(self, wait: float | None = None) -> Iterator[None]:
        """A context that holds the lock, waited for with backoff for at most `wait` seconds
        (`lock_timeout` by default); raises `Busy` past that. A lock path that is not a plain
        file (a link, say) is never opened: that counts as busy."""
        self._acquire(self.lock_timeout if wait is None else wait)
        try:
            yield
        finally:
            self._release()

    def _acquire(self, wait: float) -> None:
        if self._depth:
            self._depth += 1
            return
        lock_path = self._lock_path()
        if self._lock is None or self._lock.path != lock_path:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            self._lock = _RealLock(lock_path) if _has_file_locks() else _SoftLock(lock_path)
        if isinstance(self._lock, _RealLock):  # a soft lock's O_EXCL never opens what is there
            try:
                info = os.lstat(lock_path)
            except FileNotFoundError:
                pass
            else:
                if not stat.S_ISREG(info.st_mode):
                    raise Busy(str(lock_path))
        deadline = time.monotonic() + wait
        pause = 0.002
        while not self._lock.try_acquire():
            left = deadline - time.monotonic()
            if left <= 0:
                raise Busy(str(lock_path))
            time.sleep(min(pause, left))
            pause = min(pause * 2, 0.05)
        self._depth = 1

    def _release(self) -> None:
        self._depth -= 1
        if self._depth == 0 and self._lock is not None:
            self._lock.release()

    # ---------------------------------------------------------------- writing

    def _clean_temps(self, entries: list[os.DirEntry[str]]) -> None:
        """Remove temporary files that a killed writer left (only ours, by name, under the lock)."""
        pattern = re.compile(re.escape(self.path.name) + r"\.[a-z0-9_]{8}\.tmp")
        for entry in entries:
            if pattern.fullmatch(entry.name) and entry.is_file(follow_symlinks=False):
                try:
                    os.unlink(entry.path)
                except OSError:
                    pass

    def _entries(self) -> list[os.DirEntry[str]]:
        try:
            return list(os.scandir(self.path.parent))
        except OSError:
            return []

    def _held(self, entries: list[os.DirEntry[str]] | None = None) -> list[tuple[Path, list[dict[str, Any]]]]:
        """The held files beside ours (answers that met a busy lock) with their attempts;
        one that is not a readable file of ours is left alone."""
        pattern = re.compile(re.escape(self.path.name) + _HELD_SUFFIX)
        found = []
        for entry in self._entries() if entries is None else entries:
            if not pattern.fullmatch(entry.name):
                continue
            path = Path(entry.path)
            try:
                raw = _read_own(path)
                stored = _decode(raw) if raw is not None else None
            except (OSError, _Foreign, _Newer):
                continue
            if stored is not None and not stored.damage:
                found.append((path, stored.items))
        return found

    def _hold(self, items: list[dict[str, Any]]) -> None:
        """Write `items` to a new held file of ours (whole, renamed into place; no lock needed)."""
        held = self.path.with_name(f"{self.path.name}.held-{secrets.token_hex(8)}.jsonl")
        self._write_whole(_HEADER + _encode(items), held)

    def record(self, attempt: Attempt) -> bool:
        """Add one attempt. True when it is safely on disk; else `notice` says why not, and
        the answer still counts (it is kept in memory, and written with the next answer or
        when the kernel exits).

        Something that is not a graded `Attempt` a progress file can hold (a right or wrong
        answer at an exercise id) is a `ProgressError`: it is never written, so it can never
        make the file unreadable later."""
        self._pending.append(_item_of(attempt))
        return self.flush()

    def merge(self, attempts: Iterable[Attempt]) -> int:
        """Add the attempts of a copy brought back (Import) that are not here yet; how many
        were new. Written like `record`: on disk, held beside it, or in memory with a notice."""
        try:
            here = self._load()
        except OSError:
            here = []
        # Read with the bound every fold over attempts keeps: an endless source is refused at once.
        given = take(attempts, "attempts", limit=ATTEMPTS_LIMIT)
        known = {_key(item) for item in [*here, *self._pending]}
        new = [item for item in _unique(_item_of(attempt) for attempt in given) if _key(item) not in known]
        if new:
            self._pending.extend(new)
            self.flush()
        return len(new)

    def flush(self, wait: float | None = None) -> bool:
        """Write every answer not yet on disk, waiting at most `wait` seconds for the lock
        (`lock_timeout` by default) before holding them in a file of their own. True when
        nothing is left in memory only."""
        if not self._pending:
            return self._memory is None
        try:
            self._read()  # first find out, without a lock, whether the path holds a file of ours
        except _Foreign as foreign:
            self._move_aside(foreign)
        except _Newer:
            self._to_memory(say("progress.newer", path=self.path))
        except OSError:
            pass
        if self._memory is not None:
            self._memory.extend(self._pending)
            self._pending.clear()
            return False
        try:
            try:
                with self._locked(wait):
                    self._commit(self._pending)
            except Busy:
                self._hold(self._pending)  # on disk all the same; the next write folds it in
        except _Foreign as foreign:  # the file turned out not to be ours
            self._move_aside(foreign)
            return self.flush(wait)
        except _Newer:
            self._to_memory(say("progress.newer", path=self.path))
            return self.flush(wait)
        except OSError as error:
            self.notice = say("progress.unsaved", error=error.strerror or error)
            self._unsaved_said = True
            _LIVE.add(self)  # tried again when the kernel exits
            return False
        self._pending.clear()
        if self._unsaved_said:  # what could not be saved before is saved now
            self._unsaved_said, self.notice = False, ""
        return True

    def _commit(self, items: list[dict[str, Any]]) -> None:
        """Under the lock: fold in held files, then append `items` (rewrite the file whole
        when it is older, cut off, damaged or full)."""
        raw = _read_own(self.path)
        entries = self._entries()
        self._clean_temps(entries)
        held = self._held(entries)
        lines = _encode(sorted(items, key=lambda item: item["time"]))
        if (raw is not None and not held and raw.startswith(_HEADER) and raw.endswith(b"\n")
                and len(raw) + len(lines) <= MAX_FILE_BYTES
                and raw.count(b"\n") - 1 + len(items) <= MAX_ATTEMPTS):
            self._append(lines)  # the usual write: our current file, whole, with room
            return
        stored = _decode(raw) if raw is not None else _Stored([], False)
        if stored.cut:
            self._cut_said()
        if stored.damage:
            self.notice = _damaged_notice(stored.damage, self._backup("damaged"), len(stored.items))
            stored = _Stored(stored.items, False)
        new = sorted([*(item for _path, held_items in held for item in held_items), *items],
                     key=lambda item: item["time"])
        if held:  # a held file may already be in (a writer killed between append and removal)
            known = {_key(item) for item in stored.items}
            new = [item for item in _unique(new) if _key(item) not in known]
        lines = _encode(new)
        count = len(stored.items) + len(new)
        if (raw is None or not stored.clean or len(raw) + len(lines) > MAX_FILE_BYTES
                or count > MAX_ATTEMPTS):
            self._rewrite([*stored.items, *new])
        elif lines:
            self._append(lines)
        for path, _items in held:
            try:
                os.unlink(path)
            except OSError:
                pass

    def _append(self, lines: bytes) -> None:
        flags = os.O_WRONLY | os.O_APPEND | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_CLOEXEC", 0)
        fd = os.open(self.path, flags)
        try:
            os.write(fd, lines)
            os.fsync(fd)
        finally:
            os.close(fd)

    def _rewrite(self, items: list[dict[str, Any]]) -> None:
        """The whole file anew in the current version: if `items` exceed the limits, the ones
        `_fitting` keeps within three quarters of them, so that appends can follow."""
        body = _encode(items)
        if len(_HEADER) + len(body) > MAX_FILE_BYTES or len(items) > MAX_ATTEMPTS:
            items = _fitting(items, int(MAX_ATTEMPTS * _COMPACT), int((MAX_FILE_BYTES - len(_HEADER)) * _COMPACT))
            body = _encode(items)
        self._write_whole(_HEADER + body, self.path)

    def _write_whole(self, body: bytes, target: Path) -> None:
        """`body` as the file `target`, through a temporary file renamed into place."""
        _write_whole(body, target)

    def _backup(self, reason: str) -> Path:
        stamp = time.strftime("%Y%m%d-%H%M%S")
        backup = self.path.with_name(f"{self.path.name}.{reason}-{stamp}")
        n = 1
        while backup.exists():
            n += 1
            backup = self.path.with_name(f"{self.path.name}.{reason}-{stamp}-{n}")
        os.replace(self.path, backup)
        self._cache = None
        return backup

    def reset(self) -> Path | None:
        """Start afresh; our own old file (with any held answers folded in) is kept as a
        backup, whose path is returned."""
        self._pending.clear()
        try:
            self._read()  # is the path ours? (no lock file is made next to what is not)
        except _Foreign as foreign:
            self._move_aside(foreign)
        except _Newer:
            self._to_memory(say("progress.newer", path=self.path))
        except OSError:
            pass
        if self._memory is not None:
            self._memory.clear()
            return None
        try:
            with self._locked():
                if self._held():
                    self._commit([])
                if _read_own(self.path) is None:
                    return None
                return self._backup("reset")
        except _Foreign as foreign:
            self._move_aside(foreign)
            return None
        except _Newer:
            self._to_memory(say("progress.newer", path=self.path))
            return None
        except (OSError, Busy) as error:
            self.notice = say("progress.reset_failed", error=getattr(error, "strerror", None) or error)
            return None

    def export(self, display_name: str, target: Path | str) -> Path:
        """Write the attempts under `display_name` for an instructor. Raises `ProgressError`
        for a bad name or a target that is not a new file or an earlier export."""
        return _export(self.attempts, display_name, target)

    def export_bytes(self, display_name: str) -> bytes:
        """The export file's bytes under `display_name` (for a browser download): one JSON
        object, the newest attempts that fit the size cap. Raises `ProgressError` for a bad name."""
        return _export_bytes(self.attempts(), _display_name(display_name))


def _export(attempts: Callable[[], list[Attempt]], display_name: Any, target: Any) -> Path:
    """`attempts()` written under `display_name` to `target` as an export (see `ProgressStore.export`);
    shared with a room's record, whose Export writes the same file."""
    name = _display_name(display_name)
    try:
        target = as_path(target, "target")
    except ProgressError:
        raise ProgressError(say("progress.error.export_target")) from None
    try:
        info = os.lstat(target)
    except FileNotFoundError:
        pass
    else:
        if not stat.S_ISREG(info.st_mode):
            raise ProgressError(say("progress.error.export_not_file", name=target.name))
        try:
            read_export(target)
        except ProgressError:
            raise ProgressError(say("progress.error.export_other", name=target.name)) from None
    # A new file written whole and renamed into place: no lock (nor lock file) needed.
    _write_whole(_export_bytes(attempts(), name), target)
    return target


def _export_bytes(attempts: list[Attempt], name: str) -> bytes:
    """An export of `attempts` under the display name `name`: one JSON object, the newest
    attempts that fit the size cap."""
    items = [attempt.to_json() for attempt in attempts]
    head = json.dumps({"format": EXPORT_FORMAT, "version": EXPORT_VERSION, "learner": name,
                       "exported": time.time()}, separators=(",", ":"))[:-1]
    encoded = [json.dumps(item, separators=(",", ":")) for item in items[-MAX_ATTEMPTS:]]
    room = MAX_FILE_BYTES - len(head.encode()) - len(',"attempts":[]}')
    kept: list[str] = []
    for text in reversed(encoded):  # the newest first, until the cap
        room -= len(text.encode()) + 1
        if room < 0:
            break
        kept.append(text)
    return (head + ',"attempts":[' + ",".join(reversed(kept)) + "]}").encode()


def _write_whole(body: bytes, target: Path) -> None:
    """`body` as the file `target`, through a temporary file renamed into place."""
    target.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=target.name + ".", suffix=".tmp", dir=target.parent)
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(body)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, target)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise


import atexit

atexit.register(_write_at_exit)
