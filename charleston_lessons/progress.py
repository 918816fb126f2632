"""A learner's progress, kept safely on disk (core: no widget import).

Every graded attempt (exercise id, outcome, time, hints used, whether the solution had been
seen) goes to one JSON file in the learner's Jupyter data directory, or wherever
`CHARLESTON_PROGRESS` or the `path` argument points. Each write holds a file lock (so two
kernels never lose each other's updates), writes a temporary file beside the real one,
flushes it and renames it over the old one, so a write killed midway leaves the previous
file whole, and the next write removes the temporary file it left. Reads take no lock.

The store touches only what it made. Anything at its path that is not a progress file of
its own (another file, a folder, a pipe, a device, a link) is left exactly as it is: progress
goes to a file beside it, or stays in memory until the kernel stops, and one sentence says
so. Its own file, if damaged, is kept aside as a backup and a fresh one started. A lock held
too long costs one short wait; then, for a while, answers are kept in memory and saved with a
later one, and a sentence says progress is read-only for now. Reading and writing share one
size cap. Nothing here raises into a notebook: problems become `notice`s.
"""

from __future__ import annotations

import errno
import json
import math
import os
import re
import stat
import sys
import tempfile
import time
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from charleston_lessons.exercises import Outcome
from charleston_lessons.messages import say

if TYPE_CHECKING:
    from filelock import FileLock

__all__ = [
    "Attempt",
    "ProgressStore",
    "ProgressError",
    "default_path",
    "read_export",
    "EXPORT_FORMAT",
    "MAX_FILE_BYTES",
    "MAX_ATTEMPTS",
]

ENV_VAR = "CHARLESTON_PROGRESS"
FORMAT = "charleston-lessons-progress"
EXPORT_FORMAT = "charleston-lessons-progress-export"
VERSION = 1
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


def _parse(raw: bytes, expected_format: str) -> dict[str, Any]:
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
    if data.get("version") != VERSION:
        raise ProgressError(say("progress.error.version", version=str(data.get('version'))[:10], expected=VERSION))
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
    data = _parse(raw, EXPORT_FORMAT)
    name = data.get("learner")
    if not isinstance(name, str) or not _NAME.match(name):
        raise ProgressError(say("progress.error.learner"))
    return name, [Attempt.from_json(item) for item in data["attempts"]]



# Our own writer puts this first in every file, so a file that lacks it was not made here.
_OWN_MARK = re.compile(rb'^\s*\{\s*"format"\s*:\s*"' + FORMAT.encode() + rb'"')
# Our temporary files are mkstemp's "<name>.<8 letters>.tmp", beside the file.
BUSY_SECONDS = 30.0  # after the lock was held too long, writes wait this long before trying again
_OPEN_FLAGS = os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_CLOEXEC", 0)


class Busy(Exception):
    """Another kernel held the progress file's lock for longer than we wait."""


class _Foreign(Exception):
    """What is at the path is not a progress file of ours: leave it alone (the message says what).

    `beside` is False for pipes, devices and sockets: no progress file is made next to those."""

    def __init__(self, why: str, *, beside: bool = True) -> None:
        super().__init__(why)
        self.beside = beside


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


def _read_own(path: Path) -> bytes | None:
    """The bytes of the progress file at `path`, None when there is none.

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
        raw = handle.read(MAX_FILE_BYTES + 1)
    if not _OWN_MARK.match(raw[:200]):
        raise _Foreign(say("progress.foreign.file"))
    return raw


MAX_LOCK_SECONDS = 60.0  # the longest a write may wait for another kernel's lock


def _seconds(value: Any, what: str) -> float:
    """A wait in seconds: a real number from 0 to `MAX_LOCK_SECONDS` (never a bool)."""
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not 0 <= value <= MAX_LOCK_SECONDS:
        raise ProgressError(say("progress.error.seconds", what=what, value=value, most=int(MAX_LOCK_SECONDS)))
    return float(value)


def _item_of(attempt: Any) -> dict[str, Any]:
    """The stored form of `attempt`, checked as strictly as a file is read (`_check_item`)."""
    if (not isinstance(attempt, Attempt) or not isinstance(attempt.outcome, Outcome)
            or type(attempt.solution_seen) is not bool):
        raise ProgressError(say("progress.error.attempt", value=attempt))
    item = attempt.to_json()
    _check_item(item)
    return item


class ProgressStore:
    """Attempts on disk, safe with several kernels at once; nothing on disk ever raises into a
    notebook (only an argument that is not a path, a wait or an `Attempt` is a `ProgressError`).

    It touches only what it made: a file at its path that is not a progress file of its own
    (another file, a folder, a pipe, a device, a link) is left as it is, and progress is kept
    in a file beside it instead, or in memory until the kernel stops; `notice` says which.
    Reads take no lock (every write replaces the file whole); a write waits at most
    `lock_timeout` seconds for another kernel, then keeps the answer in memory for a while.
    """

    def __init__(self, path: Path | str | None = None, *, lock_timeout: float = 1.0) -> None:
        self.requested = as_path(path) if path is not None else default_path()
        self.path = self.requested  # where progress is kept now: `requested`, or a file beside it
        self.lock_timeout = _seconds(lock_timeout, "lock_timeout")
        self.notice = ""  # one sentence for the learner when something went wrong, else ""
        self._memory: list[dict[str, Any]] | None = None  # None: on disk; a list: memory only
        self._pending: list[dict[str, Any]] = []  # answers not yet on disk (the lock was busy)
        self._busy_until = 0.0
        self._busy_said = False
        self._locks: dict[Path, FileLock] = {}  # one per lock file, so holding it is reentrant

    @property
    def in_memory(self) -> bool:
        """True when progress is kept in memory only, until the kernel stops."""
        return self._memory is not None

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
                self.notice = say("progress.kept_beside", path=self.requested, why=why, other=beside.name)
                return
        self._memory = [] if self._memory is None else self._memory
        self.notice = say("progress.kept_in_memory", path=self.requested, why=why)

    def _load(self) -> list[dict[str, Any]]:
        """The stored attempts as validated items (no lock: a write replaces the file whole)."""
        if self._memory is not None:
            return list(self._memory)
        try:
            raw = _read_own(self.path)
        except _Foreign as foreign:
            self._move_aside(foreign)
            return self._load()
        if raw is None:
            return []
        try:
            if len(raw) > MAX_FILE_BYTES:
                raise ProgressError(say("progress.error.too_large"))
            return _parse(raw, FORMAT)["attempts"]
        except ProgressError as error:
            return self._damaged(str(error))

    def _damaged(self, why: str) -> list[dict[str, Any]]:
        """Our own file, but broken: keep it aside under a new name and start afresh."""
        try:
            with self._locked():
                backup = self._backup("damaged")
        except (OSError, Busy):
            self.notice = say("progress.damaged_kept", why=why)
            return []
        self.notice = say("progress.damaged", why=why, backup=backup.name)
        return []

    # ---------------------------------------------------------------- reading

    def attempts(self) -> list[Attempt]:
        """Every attempt, oldest first, with any not yet saved (an empty list if none can be read)."""
        try:
            items = self._load()
        except OSError as error:
            self.notice = say("progress.unreadable", error=error.strerror or error)
            items = []
        return [Attempt.from_json(item) for item in [*items, *self._pending]]

    def latest(self) -> dict[str, Attempt]:
        """The latest attempt at each exercise, by exercise id."""
        return {attempt.exercise_id: attempt for attempt in self.attempts()}

    # ---------------------------------------------------------------- writing

    def _lock_path(self) -> Path:
        return self.path.with_name(self.path.name + ".lock")

    def _locked(self) -> Any:
        """The file lock, waited for at most `lock_timeout` seconds. A lock path that is not a
        plain file of ours (a link, say) is never opened: that counts as busy."""
        self.path.parent.mkdir(parents=True, exist_ok=True)
        lock_path = self._lock_path()
        try:
            info = os.lstat(lock_path)
        except FileNotFoundError:
            pass
        else:
            if not stat.S_ISREG(info.st_mode):
                raise Busy(str(lock_path))
        lock = self._locks.get(lock_path)
        if lock is None:
            from filelock import FileLock  # loaded with the first write, not with every lesson

            lock = self._locks[lock_path] = FileLock(str(lock_path), timeout=self.lock_timeout)
        from filelock import Timeout

        try:
            return lock.acquire(poll_interval=0.002)
        except Timeout as error:
            raise Busy(str(lock_path)) from error

    def _clean_temps(self) -> None:
        """Remove temporary files that a killed writer left (only ours, by name, under the lock)."""
        pattern = re.compile(re.escape(self.path.name) + r"\.[a-z0-9_]{8}\.tmp")
        try:
            entries = list(os.scandir(self.path.parent))
        except OSError:
            return
        for entry in entries:
            if pattern.fullmatch(entry.name) and entry.is_file(follow_symlinks=False):
                try:
                    os.unlink(entry.path)
                except OSError:
                    pass

    def record(self, attempt: Attempt) -> bool:
        """Add one attempt. True when it is safely on disk; else `notice` says why not, and
        the answer still counts (it is kept in memory and saved with the next write).

        Something that is not a graded `Attempt` a progress file can hold (a right or wrong
        answer at an exercise id) is a `ProgressError`: it is never written, so it can never
        make the file unreadable later."""
        item = _item_of(attempt)
        try:
            self._load()  # first find out, without a lock, whether the path holds a file of ours
        except OSError:
            pass
        if self._memory is not None:
            self._memory.extend([*self._pending, item])
            self._pending.clear()
            return False
        if time.monotonic() < self._busy_until:
            self._pending.append(item)
            return False
        try:
            with self._locked():
                items = self._load()
                if self._memory is not None:  # the file turned out not to be ours
                    self._memory.extend([*self._pending, item])
                    self._pending.clear()
                    return False
                self._clean_temps()
                self._write_unlocked([*items, *self._pending, item])
            self._pending.clear()
            if self._busy_said:  # the lock was let go: the answers kept meanwhile are saved now
                self._busy_said, self.notice = False, ""
            return True
        except Busy:
            self._pending.append(item)
            self._busy_until = time.monotonic() + BUSY_SECONDS
            self._busy_said, self.notice = True, say("progress.busy")
        except OSError as error:
            self._pending.append(item)
            self.notice = say("progress.unsaved", error=error.strerror or error)
        return False

    def _write_unlocked(
        self, items: list[dict[str, Any]], *, fmt: str = FORMAT, extra: Mapping[str, Any] | None = None,
        target: Path | None = None,
    ) -> None:
        """Write `items` whole (the newest that fit the one size cap), via a temporary file."""
        target = target or self.path
        target.parent.mkdir(parents=True, exist_ok=True)
        head = json.dumps({"format": fmt, "version": VERSION, **(extra or {})}, separators=(",", ":"))[:-1]
        encoded = [json.dumps(item, separators=(",", ":")) for item in items[-MAX_ATTEMPTS:]]
        room = MAX_FILE_BYTES - len(head.encode()) - len(',"attempts":[]}')
        kept: list[str] = []
        for text in reversed(encoded):  # the newest first, until the cap
            room -= len(text.encode()) + 1
            if room < 0:
                break
            kept.append(text)
        body = head + ',"attempts":[' + ",".join(reversed(kept)) + "]}"
        fd, tmp = tempfile.mkstemp(prefix=target.name + ".", suffix=".tmp", dir=target.parent)
        try:
            with os.fdopen(fd, "w", encoding="utf-8") as handle:
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

    def _backup(self, reason: str) -> Path:
        stamp = time.strftime("%Y%m%d-%H%M%S")
        backup = self.path.with_name(f"{self.path.name}.{reason}-{stamp}")
        n = 1
        while backup.exists():
            n += 1
            backup = self.path.with_name(f"{self.path.name}.{reason}-{stamp}-{n}")
        os.replace(self.path, backup)
        return backup

    def reset(self) -> Path | None:
        """Start afresh; our own old file is kept as a backup, whose path is returned."""
        self._pending.clear()
        try:
            self._load()  # is the path ours? (no lock file is made next to what is not)
        except OSError:
            pass
        if self._memory is not None:
            self._memory.clear()
            return None
        try:
            with self._locked():
                try:
                    raw = _read_own(self.path)
                except _Foreign as foreign:
                    self._move_aside(foreign)
                    return None
                if raw is None:
                    return None
                return self._backup("reset")
        except (OSError, Busy) as error:
            self.notice = say("progress.reset_failed", error=getattr(error, "strerror", None) or error)
            return None

    def export(self, display_name: str, target: Path | str) -> Path:
        """Write the attempts under `display_name` for an instructor. Raises `ProgressError`
        for a bad name or a target that is not a new file or an earlier export."""
        name = display_name.strip() if isinstance(display_name, str) else ""
        if not _NAME.match(name):
            raise ProgressError(say("progress.error.name", most=MAX_NAME))
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
        items = [attempt.to_json() for attempt in self.attempts()]
        # A new file written whole and renamed into place: no lock (nor lock file) needed.
        self._write_unlocked(items, fmt=EXPORT_FORMAT, extra={"learner": name, "exported": time.time()},
                             target=target)
        return target
