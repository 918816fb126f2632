"""The room dashboard: what a room of learners got right and wrong (core: no widget or plot).

An instructor collects the files learners export from lesson 1's overview
(``progress-<name>.json``) into one folder, and `read_room(folder)` reads them::

    room = read_room("handed_in")
    room.report()          # how many were read, and one sentence per file skipped
    room.most_missed(5)    # the exercises the room gets wrong most
    room.learner_table()   # per learner: lessons done, furthest reached, where to pick up
    room.skill_table()     # per skill: learners mastered, learning, due, not started; the
                           # skills the room misses most
    room.save_csv("room.csv")  # one row per learner, each skill's state and streak at the end

Answers to practice items (``practice/<skill>-<seed>``) count toward their skill, as the
lesson exercises' answers do (`mastery.states`); they are never reported as unknown exercises,
nor are the decisions a learner made at a shared table (``table/<code>-p1`` …, `shared_table`).

Reading is strictly JSON through `progress.read_export`: nothing in a folder is ever
executed, imported or unpickled. Only ``*.json`` files directly in the folder are read
(no subfolders, no links), at most `MAX_FILES` of them and `MAX_ROOM_BYTES` in all; each
file that cannot be used is skipped with one sentence saying why, and never raises.
The figures are in `charleston_lessons.art.dashboard_figures`.
"""

from __future__ import annotations

import csv
import html
import io
import itertools
import os
import re
import stat
import unicodedata
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import datetime
from functools import cache
from pathlib import Path
from typing import Any

from charleston_lessons._input import take, text, whole
from charleston_lessons._rated import (
    _LAST_TIME,
    MASTERY_STREAK,
    Answer,
    Grade,
    _add_streaks,
    checked_attempts,
    drill_item,
    grade_of,
    moment,
    skill_key_of,
)
from charleston_lessons.exercises import Outcome
from charleston_lessons.lessons import all_lessons
from charleston_lessons.mastery import SkillState, SkillStatus
from charleston_lessons.mastery import _status as skill_status
from charleston_lessons.messages import say, say_count
from charleston_lessons.progress import (
    MAX_ATTEMPTS,
    MAX_FILE_BYTES,
    Attempt,
    ProgressError,
    as_path,
    read_export,
)
from charleston_lessons.review import Card, _fold_into, due_from  # fsrs's card, imported by review alone
from charleston_lessons.scoring import LessonStatus, lesson_status, pick_up
from charleston_lessons.shown import Shown, scrolling
from charleston_lessons.skills import SKILLS, Skill

__all__ = [
    "EXPORT_COLUMNS",
    "MAX_ENTRIES",
    "MAX_FILES",
    "MAX_ROOM_BYTES",
    "ExerciseSummary",
    "Learner",
    "LearnerSummary",
    "LessonSummary",
    "Room",
    "Shown",
    "SkillSummary",
    "UnknownExercise",
    "export_columns",
    "read_room",
    "room_of",
]

MAX_FILES = 500  # .json files read from one folder; the rest are skipped, each with a reason
MAX_ROOM_BYTES = 50_000_000  # bytes read from one folder in all
MAX_ENTRIES = 5_000  # folder entries looked at; a folder holding more is reported once
_SHOWN_NAME = 60  # a file or learner name is cut to this many characters when shown
_TABLE_ROWS = 15  # a learner table longer than this scrolls down inside a block ...
_TABLE_HIGH = 480  # ... this many pixels high, its head row kept in sight
# The room's export (`Room.csv`): one row per learner. These columns keep their names and
# order; each skill's state and streak follow them (`export_columns`), and a column added
# later goes at the end, so a spreadsheet built on an earlier export still reads.
EXPORT_COLUMNS = ("learner", "file", "lessons_done", "furthest", "pick_up", "answers", "after_solution")

# A decision at a shared table, as `shared_table` records it: `table/<table code>-<decision>`.
_TABLE_DECISION = re.compile(r"^table/(?:T-[2-9A-Z]{4}|[2-9A-Z]{6})-(?:p[1-7]|stop|offer|declare)$")  # T-4KX9, or older


# --------------------------------------------------------------------------- values


@dataclass(frozen=True)
class Learner:
    """One learner's export: the name they typed, the file it came from, their attempts."""

    name: str
    file: str
    attempts: tuple[Attempt, ...]

    @property
    def latest(self) -> dict[str, Outcome]:
        """The latest outcome at each exercise, by id (file order, as the learner's store)."""
        return {attempt.exercise_id: attempt.outcome for attempt in self.attempts}


@dataclass(frozen=True)
class ExerciseSummary:
    """How the room did on one exercise of the course, counted in learners."""

    exercise_id: str
    lesson: int
    key: str
    tried: int  # learners with any attempt at it
    wrong_ever: int  # learners who got it wrong at least once
    wrong_latest: int  # learners whose latest answer is wrong
    right_latest: int  # learners whose latest answer is right
    solution_seen: int = 0  # learners who checked an answer after seeing the solution

    @property
    def label(self) -> str:
        return say("dashboard.exercise_label", number=self.lesson, exercise=self.key)


@dataclass(frozen=True)
class LearnerSummary:
    """One learner's place in the course, from their latest answers."""

    name: str
    file: str
    statuses: tuple[LessonStatus, ...]  # one per lesson of the course, in order
    attempts: int
    unknown: int  # attempts at exercises this course does not have
    skills: tuple[SkillStatus, ...] = ()  # one per skill of the course, in course order

    @property
    def done(self) -> tuple[int, ...]:
        """Lessons with every exercise right at the latest attempt."""
        return tuple(status.number for status in self.statuses if status.done)

    @property
    def furthest(self) -> int | None:
        """The highest lesson with any attempt (None when nothing of the course was tried)."""
        return max((status.number for status in self.statuses if status.tried), default=None)

    @property
    def pick_up(self) -> LessonStatus | None:
        """Where the learner would carry on (`scoring.pick_up`); None when every lesson is done."""
        return pick_up(self.statuses)


@dataclass(frozen=True)
class LessonSummary:
    """How the room stands on one lesson, counted in learners: done (every exercise right at
    the latest answer), tried but not done, not started. The reached figure draws these
    counts, so it costs the same for a room of 5 or 500 (the learners are in the table)."""

    number: int
    title: str
    done: int
    tried: int  # tried, not done
    not_started: int

    @property
    def learners(self) -> int:
        return self.done + self.tried + self.not_started


@dataclass(frozen=True)
class UnknownExercise:
    """An exercise id in the files that this course does not have (counted, never drawn)."""

    exercise_id: str
    learners: int
    attempts: int


# The room's counts per state, in the order the table shows them (the catalog has each word).
_STATE_ORDER = (SkillState.MASTERED, SkillState.LEARNING, SkillState.DUE, SkillState.NOT_STARTED)


@dataclass(frozen=True)
class SkillSummary:
    """How the room stands on one skill, counted in learners: how many are in each state
    (`mastery.states`: practice items and lesson exercises both rate it), how many got a first
    answer on it wrong, and how many answered it without holding it now (no streak of three)."""

    skill: Skill
    mastered: int
    learning: int
    due: int
    not_started: int
    missed: int  # learners with at least one wrong first answer on it
    not_yet: int  # learners who answered it whose streak is below `MASTERY_STREAK`
    practice: int  # practice items (`practice/<skill>-<seed>`) answered on it, room-wide

    @property
    def key(self) -> str:
        return self.skill.key

    @property
    def title(self) -> str:
        return self.skill.title

    @property
    def answered(self) -> int:
        """Learners with any first answer on it (every state but not started)."""
        return self.mastered + self.learning + self.due

    def count(self, state: SkillState) -> int:
        """Learners in `state` (a `mastery.SkillState`)."""
        found = SkillState(state) if isinstance(state, str) and state in _STATE_VALUES else None
        if found is None:
            raise ValueError(say("dashboard.error.state", value=state, known=", ".join(_STATE_VALUES)))
        return {
            SkillState.MASTERED: self.mastered,
            SkillState.LEARNING: self.learning,
            SkillState.DUE: self.due,
            SkillState.NOT_STARTED: self.not_started,
        }[found]


_STATE_VALUES = tuple(item.value for item in SkillState)


def export_columns() -> tuple[str, ...]:
    """The room export's columns: `EXPORT_COLUMNS`, then `<skill>.state` and `<skill>.streak`
    for each skill in course order. Names are the same in every language, so a sheet reads."""
    return EXPORT_COLUMNS + tuple(f"{item.key}.{part}" for item in SKILLS for part in ("state", "streak"))


# A cell a spreadsheet would take for a formula (OWASP's list): quoted, as names are typed by learners.
_FORMULA = ("=", "+", "-", "@", "\t", "\r")


def _safe_cell(value: str) -> str:
    return "'" + value if value.startswith(_FORMULA) else value


_STYLE = "color: var(--jp-ui-font-color1, #212121); font-size: var(--jp-ui-font-size1, 13px);"
_CELL = "padding:2px 10px;text-align:left;border-bottom:1px solid var(--jp-border-color2,#e0e0e0)"


@dataclass(frozen=True)
class Room:
    """A room of learners read from one folder, and what their answers add up to."""

    folder: str  # the folder's own name, never a full path
    learners: tuple[Learner, ...]  # by name
    skipped: tuple[tuple[str, str], ...]  # (file name as shown, reason), by file name
    exercises: tuple[ExerciseSummary, ...]  # every exercise of the course, most missed first
    progress: tuple[LearnerSummary, ...]  # one per learner, in the order of `learners`
    unknown: tuple[UnknownExercise, ...]  # ids not in the course, most learners first
    lessons: tuple[tuple[int, str], ...]  # (number, title) of every lesson of the course
    ignored: tuple[str, ...] = ()  # names starting with a dot (.DS_Store) and the course's
    # own lock files (progress-x.json.lock): not read, no reason needed. Jupyter's
    # .ipynb_checkpoints is left out even of this
    notice: str = ""  # one sentence when the folder itself could not be read
    skills: tuple[SkillSummary, ...] = ()  # one per skill of the course, in course order
    as_of: datetime | None = None  # the moment skill states were counted at (due or not by then)

    def skills_missed(self, top: int = 3) -> tuple[SkillSummary, ...]:
        """The `top` skills the room misses most: most learners with a wrong first answer on
        it, then most learners who answered it but do not hold it now, then course order.

        Learners, not answers, are counted, so one learner's ten misses weigh as one and the
        ranking says how many people a skill needs going over with; a first answer (a fresh
        item, not a retry after the feedback) is what mastery counts too; and a skill nobody
        has reached yet is no miss (the table's "not started" says where the room is)."""
        top = whole(top, "top", 0, len(SKILLS))
        order = {item.key: index for index, item in enumerate(SKILLS)}
        missed = sorted(
            (item for item in self.skills if item.missed),
            key=lambda item: (-item.missed, -item.not_yet, order[item.key]),
        )
        return tuple(missed[:top])

    def skills_sentence(self, top: int = 3) -> str:
        """One sentence naming the skills the room misses most (`skills_missed`), with counts."""
        shown = self.skills_missed(top)
        if not shown:
            return say("dashboard.skills.none")
        items = [
            say(
                "dashboard.skills.missed_item",
                title=item.title,
                missed=item.missed,
                answered=say_count("count.learners", item.answered),
                not_yet=item.not_yet,
            )
            for item in shown
        ]
        return say("dashboard.skills.missed", items="; ".join(items))

    def skill_table(self) -> Shown:
        """Per skill, in course order: its title and how many learners have mastered it, are
        learning it, have it due for review, or have not started it, each count under its
        state's word (never a colour); then the sentence naming the skills missed most."""
        head = [say("dashboard.skills.column.skill")] + [
            say(f"dashboard.skills.column.{state.name.lower()}") for state in _STATE_ORDER
        ] + [say("dashboard.skills.column.missed")]
        rows = [
            (item.title, *(str(item.count(state)) for state in _STATE_ORDER), str(item.missed))
            for item in self.skills
        ]
        sentence = self.skills_sentence()
        markup = (
            f'<div class="cl-room-skills" style="{_STYLE}">'
            + scrolling(
                f'<table class="cl-room-skill-table" style="border-collapse:collapse;{_STYLE}"><tr>'
                + "".join(f'<th scope="col" style="{_CELL}">{html.escape(h)}</th>' for h in head)
                + "</tr>"
                + "".join(
                    "<tr>"
                    + f'<th scope="row" style="{_CELL};font-weight:normal">{html.escape(row[0])}</th>'
                    + "".join(f'<td style="{_CELL}">{html.escape(v)}</td>' for v in row[1:])
                    + "</tr>"
                    for row in rows
                )
                + "</table>",
                say("dashboard.skills.column.skill"),
            )
            + f"<p>{html.escape(sentence)}</p></div>"
        )
        text = "\n".join(" | ".join(row) for row in [tuple(head), *rows]) + "\n" + sentence
        return Shown(markup, text)

    def export_rows(self) -> list[tuple[str, ...]]:
        """The room export as rows of text: `export_columns()` first, then one row per learner
        (lessons done, furthest, picks up at: numbers, blank for none; each skill's state as
        its key, `mastery.SkillState`, and its streak), the same in every language."""
        rows = [export_columns()]
        for item in self.progress:
            nxt = item.pick_up
            skills = {status.skill.key: status for status in item.skills}
            row = [
                item.name,
                item.file,
                str(len(item.done)),
                "" if item.furthest is None else str(item.furthest),
                "" if nxt is None else str(nxt.number),
                str(item.attempts),
                str(sum(status.after_solution for status in item.statuses)),
            ]
            for skill_item in SKILLS:
                status = skills.get(skill_item.key)
                row += [status.state.value, str(status.streak)] if status else [SkillState.NOT_STARTED.value, "0"]
            rows.append(tuple(_safe_cell(shown_name(value, _TEXT)) for value in row))
        return rows

    def csv(self) -> str:
        """The room export as CSV text (`export_rows`): a cell a spreadsheet would run as a
        formula (a name typed as "=..."), is written with a leading apostrophe."""
        out = io.StringIO()
        csv.writer(out, lineterminator="\r\n").writerows(self.export_rows())
        return out.getvalue()

    def save_csv(self, path: Path | str) -> Path:
        """Write `csv()` to `path` (a name ending in .csv; UTF-8 with a byte-order mark, so a
        spreadsheet reads accents) and return it. A path that is not a .csv file name, or
        names something other than a file, is a `ValueError` with a sentence."""
        target = as_path(path, "path")
        if target.suffix.lower() != ".csv":
            raise ValueError(say("dashboard.error.csv_name", name=shown_name(target.name)))
        try:
            info = os.lstat(target)
        except OSError:
            info = None
        if info is not None and not stat.S_ISREG(info.st_mode):
            raise ValueError(say("dashboard.error.csv_not_file", name=shown_name(target.name)))
        try:
            target.write_text(self.csv(), encoding="utf-8-sig", newline="")
        except OSError as error:
            raise ValueError(
                say("dashboard.error.csv_write", name=shown_name(target.name), error=error.strerror or error)
            ) from None
        return target

    def most_missed(self, top: int = 12) -> tuple[ExerciseSummary, ...]:
        """The `top` exercises most learners got wrong at least once (misses only)."""
        top = whole(top, "top", 0, MAX_ENTRIES)
        return tuple(item for item in self.exercises if item.wrong_ever)[:top]

    def skipped_sentences(self) -> list[str]:
        """One sentence per file skipped, naming it and saying why."""
        return [say("dashboard.skipped", file=name, reason=reason) for name, reason in self.skipped]

    def summary(self) -> str:
        """One sentence: how many learners were read, and how many files skipped."""
        if self.notice:
            return self.notice
        return say(
            "dashboard.summary",
            learners=say_count("count.learners", len(self.learners)),
            folder=self.folder,
            skipped=say_count("count.files", len(self.skipped)),
        )

    def report(self, limit: int = 50) -> Shown:
        """The summary, one line per skipped file (the first `limit`), and the unknown
        exercises and files not read, if any."""
        limit = whole(limit, "limit", 0, MAX_ENTRIES)
        lines = self.skipped_sentences()
        if len(lines) > limit:
            lines = [*lines[:limit], say("dashboard.more_skipped", more=len(lines) - limit)]
        text = [self.summary(), *(f"- {line}" for line in lines)]
        notes = [
            sentence
            for sentence in (self.solution_sentence(), self.unknown_sentence(), self.ignored_sentence())
            if sentence
        ]
        text += notes
        items = "".join(f"<li>{html.escape(line)}</li>" for line in lines)
        markup = (
            f'<div class="cl-room-report" style="{_STYLE}"><p>{html.escape(self.summary())}</p>'
            + (f"<ul>{items}</ul>" if items else "")
            + "".join(f"<p>{html.escape(note)}</p>" for note in notes)
            + "</div>"
        )
        return Shown(markup, "\n".join(text))

    def solution_sentence(self) -> str:
        """Which exercises learners checked after seeing the solution, and how many did."""
        seen = [item for item in self.exercises if item.solution_seen]
        items = ", ".join(
            say("dashboard.solution_item", label=item.label, learners=say_count("count.learners", item.solution_seen))
            for item in seen
        )
        return say("dashboard.solution_seen", items=items) if seen else ""

    def unknown_sentence(self) -> str:
        ids = ", ".join(
            f"{item.exercise_id} ({say_count('count.learners', item.learners)})" for item in self.unknown
        )
        return say("dashboard.unknown", ids=ids) if self.unknown else ""

    def ignored_sentence(self) -> str:
        if not self.ignored:
            return ""
        names = ", ".join(self.ignored[:5])
        if len(self.ignored) > 5:
            names = say("dashboard.and_more", names=names, more=len(self.ignored) - 5)
        return say("dashboard.ignored", names=names)

    def learner_table(self) -> Shown:
        """Per learner: lessons done, the furthest reached, where they'd pick up, attempts.
        The room's individuals are here, not in the figures: each name cut (`shown_name`) and
        escaped; a room of more than `_TABLE_ROWS` learners scrolls down in a block of its own."""
        head = [
            say(f"dashboard.column.{key}")
            for key in ("learner", "done", "furthest", "pick_up", "attempts", "after_solution")
        ]
        rows = []
        for item in self.progress:
            nxt = item.pick_up
            which = f" ({_ranges(item.done)})" if item.done else ""
            rows.append(
                (
                    shown_name(item.name),
                    say(
                        "dashboard.done_count",
                        done=len(item.done),
                        total=len(self.lessons),
                        which=which,
                    ),
                    str(item.furthest)
                    if item.furthest is not None
                    else say("dashboard.not_started"),
                    str(nxt.number) if nxt is not None else say("dashboard.all_done"),
                    str(item.attempts),
                    str(sum(status.after_solution for status in item.statuses)),
                )
            )
        markup = scrolling(
            f'<table class="cl-room-learners" style="border-collapse:collapse;{_STYLE}"><tr>'
            + "".join(f'<th style="{_CELL}">{html.escape(h)}</th>' for h in head)
            + "</tr>"
            + "".join(
                "<tr>"
                + "".join(f'<td style="{_CELL}">{html.escape(v)}</td>' for v in row)
                + "</tr>"
                for row in rows
            )
            + "</table>",
            say("dashboard.column.learner"),
            high=_TABLE_HIGH if len(rows) > _TABLE_ROWS else None,
        )
        text = "\n".join(" | ".join(row) for row in [tuple(head), *rows])
        return Shown(markup, text)

    def describe_missed(self, top: int = 12) -> str:
        """A sentence for screen readers and nbval: what `missed_figure` shows."""
        shown = self.most_missed(top)
        if not shown:
            return say("dashboard.missed.none")
        first = shown[0]
        return say(
            "dashboard.describe.missed",
            count=len(shown),
            first=first.label,
            wrong=first.wrong_ever,
            tried=first.tried,
            still=first.wrong_latest,
        )

    def lesson_summaries(self) -> tuple[LessonSummary, ...]:
        """Per lesson of the course, in order: how many learners have done it, tried it
        without doing it, or not started it (`LessonSummary`)."""
        found = []
        for index, (number, title) in enumerate(self.lessons):
            done = tried = 0
            for item in self.progress:
                status = item.statuses[index]
                if status.done:
                    done += 1
                elif status.tried:
                    tried += 1
            found.append(LessonSummary(number, title, done, tried, len(self.progress) - done - tried))
        return tuple(found)

    def describe_reached(self) -> str:
        """A sentence for screen readers and nbval: what `reached_figure` shows (the lesson
        where most learners are tried but not done, when there is one)."""
        if not self.progress:
            return say("dashboard.reached.empty")
        everything = sum(1 for item in self.progress if len(item.done) == len(self.lessons))
        sentence = say(
            "dashboard.describe.reached",
            lessons=len(self.lessons),
            learners=len(self.progress),
            everything=everything,
        )
        stuck = max(self.lesson_summaries(), key=lambda item: (item.tried, -item.number), default=None)
        if stuck is None or not stuck.tried:
            return sentence
        return sentence + " " + say("dashboard.describe.reached_tried", lesson=stuck.number, tried=stuck.tried)

    def __repr__(self) -> str:
        return f"Room({self.summary()})"


def _ranges(numbers: Sequence[int]) -> str:
    """(1, 2, 3, 5) -> "1-3, 5"."""
    parts = []
    for _, group in itertools.groupby(enumerate(numbers), key=lambda pair: pair[1] - pair[0]):
        run = [number for _, number in group]
        parts.append(str(run[0]) if len(run) == 1 else f"{run[0]}-{run[-1]}")
    return ", ".join(parts)


_INVISIBLE = {"Cc", "Cf", "Cs", "Co", "Cn", "Zl", "Zp"}


def shown_name(name: str, limit: int = _SHOWN_NAME) -> str:
    """A file or learner name safe to show: invisible and control characters become "?",
    and a long name is cut with an ellipsis."""
    clean = "".join("?" if unicodedata.category(ch) in _INVISIBLE else ch for ch in name)
    return clean if len(clean) <= limit else clean[: limit - 1] + "\u2026"


# --------------------------------------------------------------------------- summaries


@cache
def _course() -> tuple[dict[str, tuple[int, str]], tuple[tuple[int, str, tuple[str, ...]], ...]]:
    """Exercise id -> (lesson number, key); and (number, title, exercise ids) per lesson."""
    index = {}
    lessons = []
    for item in all_lessons():
        ids = tuple(exercise.id for exercise in item.exercises)
        lessons.append((item.number, item.title, ids))
        for exercise_id in ids:
            index[exercise_id] = (item.number, exercise_id.split("/", 1)[1])
    return index, tuple(lessons)


_TEXT = 2_000  # characters in one name, reason or notice given to `room_of`, at most


def _learner(item: Any) -> Learner:
    """A learner given to `room_of`: a `Learner`, or a `(name, attempts)` pair; its name is
    text and its attempts are `Attempt`s that a progress file could hold (`progress.record`
    refuses the others the same way)."""
    if isinstance(item, Learner):
        name, file, attempts = item.name, item.file, item.attempts
    else:
        pair = take(item, "learners", limit=2)
        if len(pair) != 2:
            raise ValueError(say("dashboard.error.learner", value=item))
        (name, attempts), file = pair, ""
    return Learner(text(name, "learners", limit=_TEXT), text(file, "learners", limit=_TEXT), _attempts(attempts))


# Tuples of attempts checked already, by id (each kept, so its id is not another's): a live room
# gives the same tuple for a learner who has not answered since, and it is not checked again.
_CHECKED: dict[int, tuple[tuple[Attempt, ...], bool, _Worked | None]] = {}


def _attempts(attempts: Any) -> tuple[Attempt, ...]:
    """`attempts` as a tuple of checked `Attempt`s (`_attempt`); a tuple given is kept as it is."""
    if type(attempts) is tuple:
        seen = _CHECKED.get(id(attempts))
        if seen is not None and seen[0] is attempts:
            return attempts
    checked = tuple(_attempt(a) for a in take(attempts, "attempts", limit=MAX_ATTEMPTS))
    if type(attempts) is tuple and len(checked) == len(attempts):
        checked = attempts  # the same object: the next call finds it
    plain = all(
        type(a) is Attempt and type(a.exercise_id) is str and type(a.when) in (int, float)
        and type(a.hints_used) is int and type(a.outcome) is Outcome
        for a in checked
    )
    if len(_CHECKED) >= _WORKED:
        del _CHECKED[next(iter(_CHECKED))]
    _CHECKED[id(checked)] = (checked, plain, None)
    return checked


def _attempt(attempt: Any) -> Attempt:
    """An `Attempt` whose id is text and whose outcome is an `Outcome` (the room counts by them)."""
    if (not isinstance(attempt, Attempt) or not isinstance(attempt.exercise_id, str)
            or len(attempt.exercise_id) > _TEXT or not isinstance(attempt.outcome, Outcome)
            or type(attempt.solution_seen) is not bool):
        raise ValueError(say("dashboard.error.attempt", value=attempt))
    return attempt


def _pairs(values: Any, what: str) -> list[tuple[str, str]]:
    """`(file name, reason)` pairs, each part text."""
    found = []
    for item in take(values, what, limit=MAX_ENTRIES + 1):
        pair = take(item, what, limit=2)
        if len(pair) != 2:
            raise ValueError(say("dashboard.error.pair", what=what, value=item))
        found.append((text(pair[0], what, limit=_TEXT), text(pair[1], what, limit=_TEXT)))
    return found


def room_of(
    learners: Iterable[tuple[str, Sequence[Attempt]] | Learner],
    *,
    skipped: Iterable[tuple[str, str]] = (),
    folder: str = "",
    ignored: Iterable[str] = (),
    notice: str = "",
    now: datetime | None = None,
) -> Room:
    """A `Room` from learners already in hand: `(name, attempts)` pairs or `Learner`s. Skill
    states are counted at `now` (a datetime with its time zone; the course's clock if None)."""
    when = moment(now)
    given = [_learner(item) for item in take(learners, "learners", limit=MAX_FILES)]
    skipped = _pairs(skipped, "skipped")
    folder = text(folder, "folder", limit=_TEXT)
    ignored = [text(name, "ignored", limit=_TEXT) for name in take(ignored, "ignored", limit=MAX_ENTRIES + 1)]
    notice = text(notice, "notice", limit=_TEXT)
    people = tuple(sorted(given, key=lambda person: (_same_name(person.name), person.name, person.file)))
    index, lessons = _course()
    worked = [_worked(person.attempts) for person in people]  # kept for unchanged learners

    tried: Counter[str] = Counter()
    wrong_ever: Counter[str] = Counter()
    wrong_latest: Counter[str] = Counter()
    right_latest: Counter[str] = Counter()
    solution_seen: Counter[str] = Counter()
    for part in worked:  # each learner once: the counts of every exercise at the same time
        tried.update(part.latest.keys())
        wrong_ever.update(part.wrong_ever)
        solution_seen.update(part.seen_solution)
        for exercise_id, outcome in part.latest.items():
            if outcome is Outcome.INCORRECT:
                wrong_latest[exercise_id] += 1
            elif outcome is Outcome.CORRECT:
                right_latest[exercise_id] += 1
    exercises = []
    order = 0
    for _number, _title, ids in lessons:
        for exercise_id in ids:
            number, key = index[exercise_id]
            exercises.append(
                (
                    order,
                    ExerciseSummary(
                        exercise_id,
                        number,
                        key,
                        tried=tried[exercise_id],
                        wrong_ever=wrong_ever[exercise_id],
                        wrong_latest=wrong_latest[exercise_id],
                        right_latest=right_latest[exercise_id],
                        solution_seen=solution_seen[exercise_id],
                    ),
                )
            )
            order += 1
    exercises.sort(key=lambda pair: (-pair[1].wrong_ever, -pair[1].wrong_latest, pair[0]))

    progress = []
    unknown_learners: dict[str, int] = {}
    unknown_attempts: dict[str, int] = {}
    for person, part in zip(people, worked):
        for exercise_id in part.strange:
            unknown_attempts[exercise_id] = unknown_attempts.get(exercise_id, 0) + 1
        for exercise_id in set(part.strange):
            unknown_learners[exercise_id] = unknown_learners.get(exercise_id, 0) + 1
        skills = tuple(  # counted at `when`: a review falls due with time, the rest is kept
            skill_status(item, item.key in part.streak, part.streak.get(item.key, 0), part.due.get(item.key), when)
            for item in SKILLS
        )
        progress.append(
            LearnerSummary(person.name, person.file, part.statuses, len(person.attempts), len(part.strange), skills)
        )

    unknown = tuple(
        UnknownExercise(exercise_id, unknown_learners[exercise_id], unknown_attempts[exercise_id])
        for exercise_id in sorted(unknown_learners, key=lambda i: (-unknown_learners[i], i))
    )
    return Room(
        folder=folder,
        learners=people,
        skipped=tuple(skipped),
        exercises=tuple(summary for _, summary in exercises),
        progress=tuple(progress),
        unknown=unknown,
        lessons=tuple((number, title) for number, title, _ in lessons),
        ignored=tuple(ignored),
        notice=notice,
        skills=_skill_summaries(worked, progress),
        as_of=when,
    )


def _skill_summaries(worked: Sequence[_Worked], progress: Sequence[LearnerSummary]) -> tuple[SkillSummary, ...]:
    """Each skill's counts over the room, in course order (see `SkillSummary`), from what each
    learner's first answers gave (in the order of `progress`)."""
    found = []
    for index, item in enumerate(SKILLS):
        held = [summary.skills[index] for summary in progress]  # course order, one per skill
        count = {state: sum(1 for status in held if status.state is state) for state in SkillState}
        found.append(
            SkillSummary(
                item,
                mastered=count[SkillState.MASTERED],
                learning=count[SkillState.LEARNING],
                due=count[SkillState.DUE],
                not_started=count[SkillState.NOT_STARTED],
                missed=sum(1 for part in worked if item.key in part.missed),
                not_yet=sum(
                    1 for status in held
                    if status.state is not SkillState.NOT_STARTED and status.streak < MASTERY_STREAK
                ),
                practice=sum(part.practice.get(item.key, 0) for part in worked),
            )
        )
    return tuple(found)


@dataclass(frozen=True)
class _Worked:
    """What `room_of` works out from one learner's attempts alone, whatever the clock says.
    Kept for attempts seen before (`_WORKED` of them), and carried on when the attempts are
    those seen before and a few later ones: a live room reads the same learners every few
    seconds, and a learner who answered since costs only their new answers."""

    latest_attempt: dict[str, Attempt]  # the latest attempt at each exercise (in the given order)
    latest: dict[str, Outcome]  # its outcome
    wrong_ever: frozenset[str]  # exercises answered wrong at least once
    seen_solution: frozenset[str]  # exercises answered after seeing the solution
    statuses: tuple[LessonStatus, ...]  # one per lesson of the course
    strange: tuple[str, ...]  # ids of attempts this course does not have, one per attempt
    first: frozenset[str]  # items with a first answer (`first_answers`)
    streak: dict[str, int]  # each answered skill's streak (`mastery`)
    cards: dict[str, Card]  # each answered skill's review card (`review.fold`)
    due: dict[str, datetime]  # each answered skill's review, due then (its card's)
    missed: frozenset[str]  # skills with a wrong first answer
    practice: dict[str, int]  # practice items answered, by skill
    last: float  # the time of the latest attempt (-inf for none)


class _OutOfOrder(Exception):
    """Attempts older than the latest of those they would carry on from."""


_WORKED = 2 * MAX_FILES  # learners' attempts remembered, at most (two rooms of the most learners)
_FURTHER = 20  # a learner's attempts seen before with at most this many more are carried on
_BY_VALUE: dict[tuple[Attempt, ...], _Worked] = {}  # attempts of plain values -> what they give


def _worked(attempts: tuple[Attempt, ...]) -> _Worked:
    """What `attempts` (checked by `_attempts`) give: remembered by the tuple's identity, else by
    its value, else carried on from the same attempts with up to `_FURTHER` fewer at the end,
    else worked out whole. Only attempts of plain values are remembered (an object of the
    caller's own kind could hash or compare as it likes)."""
    seen = _CHECKED.get(id(attempts))
    if seen is None or seen[0] is not attempts or not seen[1]:
        return _extend(_nothing(), attempts)
    if seen[2] is not None:
        return seen[2]
    found = _BY_VALUE.get(attempts)
    for fewer in range(1, min(_FURTHER, len(attempts)) + 1):
        if found is not None:
            break
        before = _BY_VALUE.get(attempts[:-fewer])
        if before is not None:
            try:
                found = _extend(before, attempts[-fewer:])
            except _OutOfOrder:
                break  # worked out whole, below
    if found is None:
        found = _extend(_nothing(), attempts)
    if len(_BY_VALUE) >= _WORKED:
        del _BY_VALUE[next(iter(_BY_VALUE))]
    _BY_VALUE[attempts] = found
    _CHECKED[id(attempts)] = (attempts, True, found)
    return found


@cache
def _nothing() -> _Worked:
    """What no attempt gives: every lesson not started."""
    _index, lessons = _course()
    return _Worked({}, {}, frozenset(), frozenset(), tuple(lesson_status(number, title, ids, {})
                                                           for number, title, ids in lessons),
                   (), frozenset(), {}, {}, {}, frozenset(), {}, float("-inf"))


def _extend(before: _Worked, more: tuple[Attempt, ...]) -> _Worked:
    """What `before`'s attempts and then `more` give. When one of `more` is older than the
    latest before (answers first rated out of order) the attempts are not at hand to fold again
    in time order, so `before` must be `_nothing()` for that to be right: `_worked` ensures it."""
    if not more:
        return before
    index, lessons = _course()
    more = tuple(checked_attempts(more))  # what `first_answers` checks: a sentence for anything else
    if before.last > _LAST_TIME or min(a.when for a in more) < before.last:
        raise _OutOfOrder
    latest_attempt = {**before.latest_attempt, **{a.exercise_id: a for a in more}}
    latest = {**before.latest, **{a.exercise_id: a.outcome for a in more}}
    touched = {index[a.exercise_id][0] for a in more if a.exercise_id in index}
    statuses = tuple(  # only the lessons answered in: each given only its own outcomes
        lesson_status(number, title, ids, {i: latest[i] for i in ids if i in latest},
                      {i for i in ids if i in latest_attempt and latest_attempt[i].solution_seen})
        if number in touched else status
        for (number, title, ids), status in zip(lessons, before.statuses)
    )
    strange = before.strange + tuple(
        a.exercise_id for a in more if a.exercise_id not in index and drill_item(a.exercise_id) is None
        and not _TABLE_DECISION.match(a.exercise_id)
    )
    # The first answers among `more`, as `first_answers` finds them over every attempt.
    first, answers = set(before.first), []
    for attempt in sorted(more, key=lambda attempt: attempt.when):
        if attempt.exercise_id in first or attempt.when > _LAST_TIME:
            continue
        first.add(attempt.exercise_id)
        key = skill_key_of(attempt.exercise_id)
        if key is not None:
            answers.append(Answer(key, attempt.exercise_id, float(attempt.when), grade_of(attempt)))
    streak, cards, practice = dict(before.streak), dict(before.cards), dict(before.practice)
    _add_streaks(streak, answers)
    _fold_into(cards, answers)
    for answer in answers:
        if drill_item(answer.exercise_id) is not None:
            practice[answer.skill] = practice.get(answer.skill, 0) + 1
    return _Worked(
        latest_attempt=latest_attempt,
        latest=latest,
        wrong_ever=before.wrong_ever | {a.exercise_id for a in more if a.outcome is Outcome.INCORRECT},
        seen_solution=before.seen_solution | {a.exercise_id for a in more if a.solution_seen},
        statuses=statuses,
        strange=strange,
        first=frozenset(first),
        streak=streak,
        cards=cards,
        due={key: due_from(card) for key, card in cards.items()},
        missed=before.missed | {a.skill for a in answers if a.grade is Grade.WRONG},
        practice=practice,
        last=max(before.last, max(float(a.when) for a in more)),
    )


# --------------------------------------------------------------------------- reading


def _same_name(name: str) -> str:
    """Names that differ only in case or spacing are the same learner."""
    return " ".join(name.split()).casefold()


def read_room(
    folder: Path | str,
    *,
    max_files: int = MAX_FILES,
    max_bytes: int = MAX_ROOM_BYTES,
    now: datetime | None = None,
) -> Room:
    """Read every learner's exported progress file in `folder` (JSON only; never raises for
    a bad file: each one skipped is reported with one sentence), with skill states counted at
    `now` (the course's clock if None). A `folder` that is not a path, limits beyond
    `MAX_FILES` and `MAX_ROOM_BYTES`, or a `now` without a time zone are a `ValueError`."""
    root = as_path(folder, "folder", folder=True)
    now = moment(now)
    max_files = whole(max_files, "max_files", 0, MAX_FILES)
    max_bytes = whole(max_bytes, "max_bytes", 0, MAX_ROOM_BYTES)
    label = shown_name(root.name or str(folder))
    try:
        with os.scandir(root) as listing:
            entries = list(itertools.islice(listing, MAX_ENTRIES + 1))
    except OSError:
        return room_of((), folder=label, notice=say("dashboard.no_folder", folder=label), now=now)
    crowded = len(entries) > MAX_ENTRIES
    entries = sorted(entries[:MAX_ENTRIES], key=lambda entry: entry.name)

    skipped: list[tuple[str, str]] = []
    ignored: list[str] = []
    found: list[Learner] = []
    total = 0
    for entry in entries:
        name = entry.name
        if name.startswith(".") or name.lower().endswith(".json.lock"):
            if name != ".ipynb_checkpoints":  # Jupyter's own, made when a file is opened in Lab
                ignored.append(shown_name(name))
            continue
        try:
            if entry.is_symlink():
                raise ProgressError(say("dashboard.reason.link"))
            if entry.is_dir(follow_symlinks=False):
                raise ProgressError(say("dashboard.reason.folder"))
            if not name.lower().endswith(".json"):
                raise ProgressError(say("dashboard.reason.not_json"))
            if not entry.is_file(follow_symlinks=False):
                raise ProgressError(say("dashboard.reason.special"))
            if len(found) >= max_files:
                raise ProgressError(say("dashboard.reason.too_many", limit=f"{max_files:,}"))
            size = entry.stat(follow_symlinks=False).st_size
            if size == 0:
                raise ProgressError(say("dashboard.reason.empty"))
            if size <= MAX_FILE_BYTES:  # a bigger one is refused by read_export, unread
                if total + size > max_bytes:
                    raise ProgressError(say("dashboard.reason.too_much", limit=f"{max_bytes:,}"))
                total += size
            learner, attempts = read_export(root / name)
            found.append(Learner(learner, shown_name(name), tuple(attempts)))
        except ProgressError as error:
            skipped.append((shown_name(name), str(error)))
        except Exception as error:  # noqa: BLE001 - a bad file is reported, never raised
            skipped.append(
                (shown_name(name), say("dashboard.reason.unreadable", error=type(error).__name__))
            )

    kept, doubles = _one_file_per_learner(found)
    skipped += doubles
    skipped.sort(key=lambda pair: pair[0])
    if crowded:
        skipped.append(
            (say("dashboard.rest"), say("dashboard.reason.crowded", limit=f"{MAX_ENTRIES:,}"))
        )
    return room_of(kept, skipped=skipped, folder=label, ignored=ignored, now=now)


def _one_file_per_learner(found: Sequence[Learner]) -> tuple[list[Learner], list[tuple[str, str]]]:
    """Keep one file per learner name: the one with most attempts (a later export holds
    everything an earlier one did), else the first by file name; report the others."""
    groups: dict[str, list[Learner]] = {}
    for person in found:
        groups.setdefault(_same_name(person.name), []).append(person)
    kept, doubles = [], []
    for people in groups.values():
        best = min(people, key=lambda person: (-len(person.attempts), person.file))
        kept.append(best)
        for person in people:
            if person is not best:
                key = (
                    "dashboard.reason.duplicate_fuller"
                    if len(best.attempts) > len(person.attempts)
                    else "dashboard.reason.duplicate_first"
                )
                doubles.append((person.file, say(key, other=best.file, name=shown_name(best.name))))
    return kept, doubles
