"""A learner's progress, kept safely on disk (core: no widget import).

Every graded attempt (exercise id, outcome, time, hints used) goes to one JSON file in
the learner's Jupyter data directory, or wherever `CHARLESTON_PROGRESS` or the `path`
argument points. Each write holds a file lock (so two kernels never lose each other's
updates), writes a temporary file beside the real one, flushes it to disk and renames it
over the old one (so a write killed midway leaves the previous file whole). A file that
cannot be read is kept aside as a backup and a fresh one is started, with one sentence
for the learner. Nothing here raises into a notebook: problems become `notice`s.
"""

from __future__ import annotations

import json
import math
import os
import re
import tempfile
import time
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from filelock import FileLock, Timeout

from charleston_lessons.exercises import Outcome

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
        raise ProgressError("an attempt must have exactly exercise, outcome, time and hints (and may say solution)")
    if type(item.get("solution", False)) is not bool:
        raise ProgressError("solution must be true or false")
    exercise, when, hints = item["exercise"], item["time"], item["hints"]
    if type(exercise) is not str or not _ID.match(exercise):
        raise ProgressError(f"{str(exercise)[:40]!r} is not an exercise id")
    if item["outcome"] not in _OUTCOMES:
        raise ProgressError(f"{str(item['outcome'])[:40]!r} is not an outcome")
    if type(when) not in (int, float) or not math.isfinite(when) or when < 0:
        raise ProgressError("an attempt's time must be a number of seconds")
    if type(hints) is not int or not 0 <= hints <= 100:
        raise ProgressError("hints must be a whole number from 0 to 100")


def default_path() -> Path:
    """`$CHARLESTON_PROGRESS`, else `<Jupyter data dir>/charleston-lessons/progress.json`."""
    if os.environ.get(ENV_VAR):
        return Path(os.environ[ENV_VAR]).expanduser()
    from jupyter_core.paths import jupyter_data_dir

    return Path(jupyter_data_dir()) / "charleston-lessons" / "progress.json"


def _parse(raw: bytes, expected_format: str) -> dict[str, Any]:
    if len(raw) > MAX_FILE_BYTES:
        raise ProgressError(f"the file is {len(raw):,} bytes, more than a progress file can be")
    try:
        data = json.loads(raw.decode("utf-8"))  # JSON only: nothing is ever executed or unpickled
    except (UnicodeDecodeError, ValueError, RecursionError) as error:  # ValueError: JSON errors, huge ints
        raise ProgressError(f"it is not JSON text ({type(error).__name__})") from None
    if isinstance(data, dict) and expected_format == EXPORT_FORMAT and data.get("format") == FORMAT:
        raise ProgressError("it is a learner's own progress file, not an export: use Export in lesson 1")
    if not isinstance(data, dict) or data.get("format") != expected_format:
        raise ProgressError("it is not a Charleston Lessons progress file")
    if data.get("version") != VERSION:
        raise ProgressError(f"it has version {str(data.get('version'))[:10]!r}, not {VERSION}")
    attempts = data.get("attempts")
    if not isinstance(attempts, list) or len(attempts) > MAX_ATTEMPTS:
        raise ProgressError("its list of attempts is missing or too long")
    for item in attempts:
        _check_item(item)
    return data


def read_export(path: Path | str) -> tuple[str, list[Attempt]]:
    """Read one exported progress file: (display name, attempts). Raises `ProgressError`."""
    path = Path(path)
    try:
        if path.is_symlink() or not path.is_file():
            raise ProgressError("it is not a regular file")
        if path.stat().st_size > MAX_FILE_BYTES:
            raise ProgressError(f"the file is {path.stat().st_size:,} bytes, more than a progress file can be")
        with path.open("rb") as handle:
            raw = handle.read(MAX_FILE_BYTES + 1)
    except OSError as error:
        raise ProgressError(f"it cannot be read ({error.strerror or error})") from None
    data = _parse(raw, EXPORT_FORMAT)
    name = data.get("learner")
    if not isinstance(name, str) or not _NAME.match(name):
        raise ProgressError("its learner name is missing or not a short line of text")
    return name, [Attempt.from_json(item) for item in data["attempts"]]


class ProgressStore:
    """Attempts on disk, safe with several kernels at once; never raises into a notebook."""

    def __init__(self, path: Path | str | None = None, *, lock_timeout: float = 10.0) -> None:
        self.path = Path(path) if path is not None else default_path()
        self.lock_timeout = lock_timeout
        self.notice = ""  # one sentence for the learner when something went wrong, else ""

    @property
    def _lock(self) -> Any:
        """Held around every read-modify-write; polled often, since each hold is short."""
        self.path.parent.mkdir(parents=True, exist_ok=True)
        lock = FileLock(str(self.path) + ".lock", timeout=self.lock_timeout)
        return lock.acquire(poll_interval=0.002)

    # ---------------------------------------------------------------- reading

    def _read_unlocked(self) -> list[dict[str, Any]]:
        """The stored attempts as validated JSON items; a damaged file is moved aside and a
        fresh start is noted."""
        try:
            raw = self.path.read_bytes() if self.path.stat().st_size <= MAX_FILE_BYTES else None
        except FileNotFoundError:
            return []
        except OSError as error:
            self.notice = f"Your progress file could not be read ({error.strerror}); nothing was changed."
            raise
        try:
            if raw is None:
                raise ProgressError("the file is too large to be a progress file")
            return _parse(raw, FORMAT)["attempts"]
        except ProgressError as error:
            backup = self._backup("damaged")
            self.notice = (
                f"Your progress file was damaged ({error}); it was kept as {backup.name} "
                "and a fresh one was started."
            )
            return []

    def attempts(self) -> list[Attempt]:
        """Every stored attempt, oldest first (an empty list if nothing can be read)."""
        try:
            with self._lock:
                items = self._read_unlocked()
            return [Attempt.from_json(item) for item in items]
        except (OSError, Timeout):
            if not self.notice:
                self.notice = "Your progress could not be read just now; your answers still count here."
            return []

    def latest(self) -> dict[str, Attempt]:
        """The latest attempt at each exercise, by exercise id."""
        return {attempt.exercise_id: attempt for attempt in self.attempts()}

    # ---------------------------------------------------------------- writing

    def _write_unlocked(
        self, items: list[dict[str, Any]], *, fmt: str = FORMAT, extra: Mapping[str, Any] | None = None
    ) -> None:
        self.path.parent.mkdir(parents=True, exist_ok=True)
        data = {"format": fmt, "version": VERSION, **(extra or {}), "attempts": items[-MAX_ATTEMPTS:]}
        fd, tmp = tempfile.mkstemp(prefix=self.path.name + ".", suffix=".tmp", dir=self.path.parent)
        try:
            with os.fdopen(fd, "w", encoding="utf-8") as handle:
                handle.write(json.dumps(data, separators=(",", ":")))  # the C encoder: fast
                handle.flush()
                os.fsync(handle.fileno())
            os.replace(tmp, self.path)
        except BaseException:
            try:
                os.unlink(tmp)
            except OSError:
                pass
            raise

    def record(self, attempt: Attempt) -> bool:
        """Add one attempt. True when it is safely on disk; else `notice` says why not."""
        try:
            with self._lock:
                items = self._read_unlocked()
                items.append(attempt.to_json())
                self._write_unlocked(items)
            return True
        except Timeout:
            self.notice = "Another notebook is saving progress; this answer still counts here but was not saved."
        except OSError as error:
            self.notice = f"Your progress could not be saved ({error.strerror or error}); your answers still count here."
        return False

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
        """Start afresh; the old file is kept as a backup, whose path is returned."""
        try:
            with self._lock:
                if not self.path.exists():
                    return None
                return self._backup("reset")
        except (OSError, Timeout) as error:
            self.notice = f"Your progress could not be reset ({error}); nothing was changed."
            return None

    def export(self, display_name: str, target: Path | str) -> Path:
        """Write the attempts under `display_name` for an instructor. Raises `ProgressError`
        for a bad name, since the learner typed it and should be told."""
        name = display_name.strip()
        if not _NAME.match(name):
            raise ProgressError(f"A display name is 1 to {MAX_NAME} characters on one line.")
        items = [attempt.to_json() for attempt in self.attempts()]
        target = Path(target)
        # A new file written whole and renamed into place: no lock (nor lock file) needed.
        ProgressStore(target)._write_unlocked(items, fmt=EXPORT_FORMAT, extra={"learner": name, "exported": time.time()})
        return target
