"""The live room dashboard's core: a workshop's room store, read again every few seconds (core).

The export-file dashboard (`dashboard.read_room`) reads files collected by hand; in a workshop
with a room store (`room_store`, CHARLESTON_ROOM) the instructor's page reads the store itself::

    reader = RoomReader(open_room(room_url()))
    now = reader.read()          # a RoomNow: the dashboard's Room and each learner's last answer
    now.stuck()                  # who may need a hand: wrong tries in a row, or no answer for minutes
    now.sections()               # the tables the live page shows, as text (`Section`)
    reader.read()                # again: only the answers stored since are read and worked out
    reader.export("Ana")         # (file name, bytes): Ana's whole record, to hand her
    reader.forget("Ana")         # and then Ana deleted from the room (the page asks first)

A reader keeps what it has read and asks the store only for the answers numbered above those
(`RoomStore.new_attempts`), and `dashboard.room_of` works out again only the learners who
answered since: a room of 200 learners with 60 answers each is read whole in about a second,
again in a few hundredths. Every sentence comes from the message catalog; nothing here imports
a widget (the page is `widgets.room_live`).
"""

from __future__ import annotations

import html
import json
import time
from dataclasses import dataclass
from functools import cached_property
from datetime import datetime
from typing import Any

from charleston_lessons._input import instance, take, text, whole
from charleston_lessons._rated import drill_item, moment
from charleston_lessons.dashboard import Room, _course, room_of, shown_name
from charleston_lessons.exercises import Outcome
from charleston_lessons.messages import join_words, say, say_count
from charleston_lessons.progress import MAX_ATTEMPTS, Attempt
from charleston_lessons.room_store import MAX_NAME, MAX_READ, Learner, RoomError, RoomStore
from charleston_lessons.shared_table import recorded_decision
from charleston_lessons.shown import Shown, scrolling
from charleston_lessons.skills import SKILLS

__all__ = [
    "IDLE_MINUTES",
    "RECENT_MINUTES",
    "WRONG_TRIES",
    "Activity",
    "RoomNow",
    "RoomReader",
    "Section",
    "Stuck",
    "export_name",
    "table_words",
]

IDLE_MINUTES = 5  # no answer for this long: the learner may need a hand
WRONG_TRIES = 3  # wrong tries in a row at one exercise ...
RECENT_MINUTES = 10  # ... within this many minutes: the learner may be stuck on it
MAX_MINUTES = 240  # the longest any of these may be set to (a workshop's afternoon)
TOP = 8  # rows of the exercises and skills the room misses most
GAP_SECONDS = 30.0  # a number missing this long below numbers read was never stored (a rollback)
RECOUNT_SECONDS = 60.0  # with no new answer, the room's counts are kept this long (a review falls due with time)
_NAMES = 6  # learner names listed in one cell or sentence before "and N more"
_DASH = "\u2013"


def _minutes(value: Any, what: str, low: int = 1) -> int:
    return whole(value, what, low, MAX_MINUTES)


def _limits(idle_minutes: Any, wrong_tries: Any, within_minutes: Any) -> tuple[int, int, int]:
    """The three limits of `RoomNow.stuck`, checked: each a whole number in its range."""
    return (_minutes(idle_minutes, "idle_minutes"), whole(wrong_tries, "wrong_tries", 1, 100),
            _minutes(within_minutes, "within_minutes"))


def _names(names: list[str]) -> str:
    """"Ada, Bo, Cy" (learner names are never translated), the rest counted."""
    shown = ", ".join(shown_name(name) for name in names[:_NAMES])
    return say("dashboard.and_more", names=shown, more=len(names) - _NAMES) if len(names) > _NAMES else shown


def _steps(numbers: list[int]) -> str:
    """"1–6", "1–3 and 7", "1 and 2": pass numbers in words, a run of three or more as a range."""
    runs: list[list[int]] = []
    for number in sorted(set(numbers)):
        if runs and number == runs[-1][-1] + 1:
            runs[-1].append(number)
        else:
            runs.append([number])
    return join_words([f"{run[0]}{_DASH}{run[-1]}" if len(run) > 2 else str(number)
                       for run in runs for number in (run[:1] if len(run) > 2 else run)])


_DECISIONS = frozenset({*(f"p{n}" for n in range(1, 8)), "stop", "offer", "declare"})


def _decision(value: Any) -> str:
    """One decision as `shared_table` records it: "p1".."p7", "stop", "offer" or "declare"."""
    if type(value) is not str or value not in _DECISIONS:
        raise ValueError(say("error.input.not_kind", what="decisions", kind="p1..p7, stop, offer, declare",
                             value=value))
    return value


def table_words(decisions: tuple[str, ...] | list[str]) -> str:
    """A learner's decisions at one table, counted in words: "passes 1–6 and the stop question"
    (never their ids, `p1`.. `stop`)."""
    decisions = [_decision(item) for item in take(decisions, "decisions", limit=40)]
    passes = [int(decision[1:]) for decision in decisions if decision.startswith("p")]
    parts = [say_count("room_live.table.passes", len(set(passes)), passes=_steps(passes))] if passes else []
    parts += [say(f"room_live.table.{kind}") for kind in ("stop", "offer", "declare") if kind in decisions]
    return join_words(parts)


def _clock(when: float) -> str:
    """A moment as the kernel's local time of day, "14:02:31"."""
    return time.strftime("%H:%M:%S", time.localtime(when))


# --------------------------------------------------------------------------- values


@dataclass(frozen=True)
class Activity:
    """One learner's latest doing: when they joined, how many answers they gave, and their last
    answer (when, at which exercise, and the times of the wrong tries in a row there)."""

    name: str
    joined: float  # seconds since 1970
    answers: int
    last: float | None = None  # when they last answered; None before their first answer
    exercise_id: str | None = None  # the exercise they last answered
    wrong: tuple[float, ...] = ()  # the times of the wrong tries in a row at that exercise
    # their decisions at shared tables: (table code, the decisions recorded there), first table first
    tables: tuple[tuple[str, tuple[str, ...]], ...] = ()

    @property
    def lesson(self) -> int | None:
        """The lesson of the exercise last answered (None for a practice item or none yet)."""
        found = _course()[0].get(self.exercise_id) if self.exercise_id is not None else None
        return found[0] if found else None

    @property
    def place(self) -> str:
        """Where the learner is, in words: "Lesson 3 · direction-4", "Practice · …", or a dash."""
        if self.exercise_id is None:
            return _DASH
        table = recorded_decision(self.exercise_id)
        if table is not None:  # "Table for four: passes 1–6 done", never `table/V48YN4-p7`
            decisions = dict(self.tables).get(table[0], (table[1],))
            return say("room_live.table.place", decisions=table_words(decisions))
        found = _course()[0].get(self.exercise_id)
        if found:
            return say("dashboard.exercise_label", number=found[0], exercise=found[1])
        drill = drill_item(self.exercise_id)
        if drill is not None:
            title = next(item.title for item in SKILLS if item.key == drill[0])
            return say("room_live.practice", skill=title)
        return shown_name(self.exercise_id)

    def quiet(self, at: float) -> float:
        """Seconds since the last answer (since joining, before the first) at `at`; never below 0
        (a learner's clock a little ahead of the instructor's)."""
        return max(0.0, at - (self.joined if self.last is None else self.last))


def _tables(attempts: tuple[Attempt, ...]) -> tuple[tuple[str, tuple[str, ...]], ...]:
    """The decisions recorded at each shared table, in the order first made (each counted once)."""
    found: dict[str, list[str]] = {}
    for attempt in sorted(attempts, key=lambda attempt: attempt.when):
        decision = recorded_decision(attempt.exercise_id)
        if decision is not None and decision[1] not in found.setdefault(decision[0], []):
            found[decision[0]].append(decision[1])
    return tuple((code, tuple(decisions)) for code, decisions in found.items())


def _activity(name: str, joined: float, attempts: tuple[Attempt, ...]) -> Activity:
    if not attempts:
        return Activity(name, joined, 0)
    last = max(attempts, key=lambda attempt: attempt.when)
    wrong: list[float] = []
    for attempt in sorted(attempts, key=lambda attempt: attempt.when, reverse=True):
        if attempt.exercise_id != last.exercise_id:
            continue
        if attempt.outcome is not Outcome.INCORRECT:
            break
        wrong.append(float(attempt.when))
    return Activity(name, joined, len(attempts), float(last.when), last.exercise_id, tuple(reversed(wrong)),
                    _tables(attempts))


@dataclass(frozen=True)
class Stuck:
    """A learner who may need a hand: `tries` wrong tries in a row at one exercise lately
    (`why` "wrong"), or no answer for `minutes` minutes (`why` "quiet")."""

    learner: Activity
    why: str  # "wrong" or "quiet"
    minutes: int  # whole minutes since the last answer (since joining, before the first)
    tries: int = 0  # wrong tries in a row, counted within the window asked for

    @property
    def reason(self) -> str:
        """Why, in words (never a colour): "3 wrong tries in a row", "No answer for 7 min"."""
        if self.why == "wrong":
            return say("room_live.why.wrong", tries=self.tries)
        if self.learner.last is None:
            return say("room_live.why.never", minutes=self.minutes)
        return say("room_live.why.quiet", minutes=self.minutes)


@dataclass(frozen=True)
class Section:
    """One table of the live page: a key that stays the same between readings, its title, its
    column heads and its rows, each `(key, cells)` with the first cell naming the row; `empty`
    is the sentence shown when there is no row."""

    key: str
    title: str
    head: tuple[str, ...]
    rows: tuple[tuple[str, tuple[str, ...]], ...]
    empty: str

    @property
    def text(self) -> str:
        lines = [self.title]
        if self.rows:
            lines += [" | ".join(self.head), *(" | ".join(cells) for _key, cells in self.rows)]
        else:
            lines.append(self.empty)
        return "\n".join(lines)

    @property
    def markup(self) -> str:
        """The table as HTML: column heads and row heads (`scope`), in a block that scrolls."""
        if not self.rows:
            return f"<h3>{html.escape(self.title)}</h3><p>{html.escape(self.empty)}</p>"
        head = "".join(f'<th scope="col" style="{_CELL}">{html.escape(cell)}</th>' for cell in self.head)
        body = "".join(
            f'<tr data-key="{html.escape(key)}"><th scope="row" style="{_CELL};font-weight:normal">'
            f"{html.escape(cells[0])}</th>"
            + "".join(f'<td style="{_CELL}">{html.escape(cell)}</td>' for cell in cells[1:])
            + "</tr>"
            for key, cells in self.rows
        )
        table = f'<table style="border-collapse:collapse"><thead><tr>{head}</tr></thead><tbody>{body}</tbody></table>'
        return f"<h3>{html.escape(self.title)}</h3>" + scrolling(table, self.title, high=_HIGH if len(self.rows) > 15 else None)


_CELL = "padding:2px 10px;text-align:left;vertical-align:top;border-bottom:1px solid var(--jp-border-color2,#e0e0e0)"
_HIGH = 480
_BOX = "color:var(--jp-ui-font-color1,#212121);font-size:var(--jp-content-font-size1,14px);line-height:1.45"


@dataclass(frozen=True)
class RoomNow:
    """The room as read at `at` (seconds since 1970): the dashboard's `Room` (counts, misses,
    skills) and each learner's `Activity`, in the order of `room.learners`."""

    room: Room
    activity: tuple[Activity, ...]
    at: float

    @property
    def updated(self) -> str:
        """"Updated 14:02:31": when it was read, in the kernel's local time."""
        return say("room_live.updated", time=_clock(self.at))

    def stuck(self, idle_minutes: int = IDLE_MINUTES, wrong_tries: int = WRONG_TRIES,
              within_minutes: int = RECENT_MINUTES) -> tuple[Stuck, ...]:
        """Who may need a hand: `wrong_tries` or more wrong tries in a row at one exercise in the
        last `within_minutes`, or no answer for `idle_minutes` (a learner with every lesson done
        is left out of that). Wrong tries first, the most first; then the quiet, longest first."""
        idle, tries, within = _limits(idle_minutes, wrong_tries, within_minutes)
        known = self.__dict__.setdefault("_stuck", {})  # a page asks several times per reading
        if (idle, tries, within) not in known:
            known[idle, tries, within] = self._find_stuck(idle, tries, within)
        return known[idle, tries, within]

    @cached_property
    def _finished(self) -> frozenset[str]:
        """The learners with every lesson done."""
        return frozenset(item.name for item in self.room.progress if all(status.done for status in item.statuses))

    def _find_stuck(self, idle: int, tries: int, within: int) -> tuple[Stuck, ...]:
        done = self._finished
        found = []
        for item in self.activity:
            quiet = item.quiet(self.at)
            recent = sum(1 for when in item.wrong if self.at - when <= within * 60)
            if recent >= tries:
                found.append(Stuck(item, "wrong", int(quiet // 60), recent))
            elif quiet >= idle * 60 and item.name not in done:
                found.append(Stuck(item, "quiet", int(quiet // 60)))
        return tuple(sorted(found, key=lambda s: (s.why != "wrong", -s.tries, -s.learner.quiet(self.at), s.learner.name)))

    def summary(self, idle_minutes: int = IDLE_MINUTES, wrong_tries: int = WRONG_TRIES,
                within_minutes: int = RECENT_MINUTES) -> str:
        """One sentence: learners in the room, how many answered lately, how many may need a hand."""
        idle = _minutes(idle_minutes, "idle_minutes")
        recent = sum(1 for item in self.activity if item.last is not None and self.at - item.last < idle * 60)
        stuck = len(self.stuck(idle, wrong_tries, within_minutes))
        return say("room_live.summary", learners=say_count("count.learners", len(self.activity)),
                   recent=recent, minutes=idle, stuck=stuck)

    def sections(self, idle_minutes: int = IDLE_MINUTES, wrong_tries: int = WRONG_TRIES,
                 within_minutes: int = RECENT_MINUTES, top: int = TOP) -> tuple[Section, ...]:
        """The live page's tables, in order: who may need a hand, learners by lesson, the
        exercises and skills the room misses most (`top` of each), every learner, and each
        learner's decisions at the tables for four."""
        top = whole(top, "top", 0, 100)
        stuck = self.stuck(idle_minutes, wrong_tries, within_minutes)
        return (self._stuck_section(stuck, _minutes(idle_minutes, "idle_minutes")), self._lesson_section(),
                self._missed_section(top), self._skill_section(top), self._learner_section(),
                self._table_section())

    def _last(self, item: Activity) -> str:
        if item.last is None:
            return say("room_live.last.none")
        return say("room_live.last.at", time=_clock(item.last)[:5], minutes=int(item.quiet(self.at) // 60))

    def _stuck_section(self, stuck: tuple[Stuck, ...], idle: int) -> Section:
        head = tuple(say(f"room_live.column.{key}") for key in ("learner", "why", "last", "where"))
        rows = tuple((s.learner.name, (shown_name(s.learner.name), s.reason, self._last(s.learner), s.learner.place))
                     for s in stuck)
        empty = say("room_live.stuck.none", minutes=idle) if self.activity else say("room_live.empty")
        return Section("stuck", say("room_live.section.stuck"), head, rows, empty)

    def _lesson_section(self) -> Section:
        head = tuple(say(f"room_live.column.{key}") for key in ("lesson", "now", "done", "tried", "not_started"))
        here: dict[int | str | None, list[str]] = {}
        for item in self.activity:
            if item.exercise_id is not None:
                where = "table" if recorded_decision(item.exercise_id) else item.lesson
                here.setdefault(where, []).append(item.name)
        rows = []
        for summary in self.room.lesson_summaries():
            names = here.get(summary.number, [])
            rows.append((f"lesson-{summary.number}", (
                say("room_live.lesson", number=summary.number, title=summary.title),
                say("room_live.now", count=len(names), names=_names(names)) if names else "0",
                str(summary.done), str(summary.tried), str(summary.not_started))))
        if any(item.tables for item in self.activity):  # the tables for four: who is at one now
            names = here.get("table", [])
            rows.append(("table", (say("room_live.table.row"), say("room_live.now", count=len(names),
                                                                    names=_names(names)) if names else "0",
                                   "", "", "")))
        if here.get(None):
            names = here[None]
            rows.append(("practice", (say("room_live.elsewhere"), say("room_live.now", count=len(names),
                                                                          names=_names(names)), "", "", "")))
        empty = say("room_live.empty")
        return Section("lessons", say("room_live.section.lessons"), head, tuple(rows) if self.activity else (), empty)

    def _missed_section(self, top: int) -> Section:
        head = tuple(say(f"room_live.column.{key}") for key in ("exercise", "wrong_ever", "wrong_latest", "tried_it"))
        rows = tuple((item.exercise_id, (item.label, str(item.wrong_ever), str(item.wrong_latest), str(item.tried)))
                     for item in self.room.most_missed(top))
        return Section("missed", say("room_live.section.missed"), head, rows, say("dashboard.missed.none"))

    def _skill_section(self, top: int) -> Section:
        head = tuple(say(f"room_live.column.{key}") for key in ("skill", "missed", "answered", "not_yet", "mastered"))
        rows = tuple((item.key, (item.title, str(item.missed), str(item.answered), str(item.not_yet), str(item.mastered)))
                     for item in self.room.skills_missed(min(top, len(SKILLS))))
        return Section("skills", say("room_live.section.skills"), head, rows, say("dashboard.skills.none"))

    def _learner_section(self) -> Section:
        head = tuple(say(f"room_live.column.{key}") for key in ("learner", "where", "last", "answers", "lessons_done"))
        done = {item.name: len(item.done) for item in self.room.progress}
        total = len(self.room.lessons)
        rows = tuple((item.name, (shown_name(item.name), item.place, self._last(item), str(item.answers),
                                  say("room_live.done", done=done.get(item.name, 0), total=total)))
                     for item in self.activity)
        return Section("learners", say("room_live.section.learners"), head, rows, say("room_live.empty"))

    def _table_section(self) -> Section:
        """Each learner's decisions at each table for four, counted in words."""
        head = tuple(say(f"room_live.column.{key}") for key in ("learner", "table", "decisions"))
        rows = tuple((f"{code}/{item.name}", (shown_name(item.name), say("tables_board.projector.title", code=code),
                                               table_words(decisions)))
                     for item in self.activity for code, decisions in item.tables)
        return Section("tables", say("room_live.section.tables"), head, rows, say("room_live.table.none"))

    def announcement(self, before: RoomNow | None, idle_minutes: int = IDLE_MINUTES,
                     wrong_tries: int = WRONG_TRIES, within_minutes: int = RECENT_MINUTES) -> str:
        """What changed since `before` that is worth saying aloud: who joined, who may need a
        hand now, who is going again; "" when nothing of that changed (a screen reader hears
        nothing at a reading that changes only counts or times)."""
        limits = _limits(idle_minutes, wrong_tries, within_minutes)
        if before is None:  # the first reading: the page is read as a whole, nothing changed
            return ""
        before = instance(before, RoomNow, "before")
        now = {s.learner.name: s for s in self.stuck(*limits)}
        then = {s.learner.name for s in before.stuck(*limits)}
        known = {item.name for item in before.activity}
        joined = [item.name for item in self.activity if item.name not in known]
        parts = []
        if joined:
            parts.append(say("room_live.announce.joined", names=_names(joined)))
        fresh = [name for name in now if name not in then]
        if fresh:
            parts.append(say("room_live.announce.stuck", names=_names(fresh)))
        going = [item.name for item in self.activity if item.name in then and item.name not in now]
        if going:
            parts.append(say("room_live.announce.going", names=_names(going)))
        return " ".join(parts)

    def shown(self, idle_minutes: int = IDLE_MINUTES, wrong_tries: int = WRONG_TRIES,
              within_minutes: int = RECENT_MINUTES, top: int = TOP) -> Shown:
        """The page once, without refreshing: the summary and every table (HTML and its text)."""
        parts = self.sections(idle_minutes, wrong_tries, within_minutes, top)
        head = [self.updated, self.summary(idle_minutes, wrong_tries, within_minutes)]
        markup = (f'<div class="cl-room-live" style="{_BOX}">'
                  + "".join(f"<p>{html.escape(line)}</p>" for line in head)
                  + "".join(part.markup for part in parts) + "</div>")
        return Shown(markup, "\n\n".join(["\n".join(head), *(part.text for part in parts)]))

    def _repr_html_(self) -> str:
        return self.shown().markup

    def __repr__(self) -> str:
        return self.shown().text


# --------------------------------------------------------------------------- reading


class RoomReader:
    """Reads a room store again and again, each time asking only for the answers stored since
    (by their numbers) and working out again only the learners who gave them."""

    def __init__(self, room: RoomStore) -> None:
        self.room = instance(room, RoomStore, "room")
        self._floor = 0  # every answer numbered up to here has been read (or was never stored)
        self._above: set[int] = set()  # numbers above the floor read already
        self._gap: tuple[int, float] | None = None  # the lowest missing number, first missed then
        self._attempts: dict[str, tuple[Attempt, ...]] = {}  # by learner's code
        self._activity: dict[str, Activity] = {}
        self._last: RoomNow | None = None
        self._counted = 0.0  # when the room's counts were last worked out (time.monotonic)

    def read(self, now: datetime | None = None) -> RoomNow:
        """The room now (`now`: a datetime with its time zone; the course's clock if None). A
        store that cannot be read is a `room_store.RoomError` with a sentence."""
        when = moment(now)
        changed = self._read_new()
        learners = self.room.learners()  # after the answers: each answer's learner is in it
        codes = {learner.code for learner in learners}
        gone = set(self._activity) - codes  # forgotten (`forget`, here or on another page)
        for code in gone:
            self._activity.pop(code, None)
            self._attempts.pop(code, None)
        joined = codes - set(self._activity)
        for learner in learners:
            if learner.code in changed or learner.code in joined:
                self._activity[learner.code] = _activity(learner.name, learner.joined,
                                                         self._attempts.get(learner.code, ()))
        fresh = time.monotonic()
        room = self._last.room if self._last is not None else None
        if room is None or changed or joined or gone or fresh - self._counted >= RECOUNT_SECONDS:
            room = room_of([(learner.name, self._attempts.get(learner.code, ())) for learner in learners], now=when)
            self._counted = fresh
        by_name = {self._activity[learner.code].name: self._activity[learner.code] for learner in learners}
        activity = tuple(by_name[person.name] for person in room.learners if person.name in by_name)
        self._last = RoomNow(room, activity, when.timestamp())
        return self._last

    # ------------------------------------------------------------------ forgetting a learner

    def learner(self, name: str) -> Learner:
        """The learner of the room named exactly `name`, as the page lists them; a name nobody
        has now (forgotten on another page, say) is a `RoomError` with a sentence."""
        wanted = _learner_name(name)
        for learner in self.room.learners():
            if learner.name == wanted:
                return learner
        raise RoomError(say("room_live.forget.unknown", name=shown_name(wanted)))

    def export(self, name: str) -> tuple[str, bytes, dict[str, Any]]:
        """The learner named `name`'s whole record (`RoomStore.export_learner`): a file name for
        it, the file (JSON, UTF-8) and the data."""
        learner = self.learner(name)
        data = self.room.export_learner(learner)
        return export_name(learner), _export_bytes(data), data

    def forget(self, name: str) -> dict[str, Any]:
        """Delete the learner named `name` from the room (`RoomStore.forget`: their answers and
        seats, in one transaction); what was deleted, as `export` gives it. The next reading no
        longer lists them. Ask first: a page offers the export and waits for Confirm."""
        learner = self.learner(name)
        return self.room.forget(learner)  # the next reading finds them gone, and counts the room again

    def _read_new(self) -> set[str]:
        """Read the answers numbered above the floor that were not read yet; the codes of the
        learners who gave them."""
        changed: dict[str, list[Attempt]] = {}
        after = self._floor
        while True:
            rows = self.room.new_attempts(after)
            for number, code, attempt in rows:
                if number not in self._above:
                    self._above.add(number)
                    changed.setdefault(code, []).append(attempt)
            if len(rows) < MAX_READ:
                break
            after = rows[-1][0]
        self._raise_floor()
        for code, attempts in changed.items():
            self._attempts[code] = (*self._attempts.get(code, ()), *attempts)[-MAX_ATTEMPTS:]
        return set(changed)

    def _raise_floor(self) -> None:
        """Move the floor up past every number read; a number missing below others is waited
        for `GAP_SECONDS` (another kernel's answer, still being stored), then passed over."""
        while self._above:
            following = self._floor + 1
            if following in self._above:
                self._above.discard(following)
                self._floor = following
                self._gap = None
                continue
            since = self._gap[1] if self._gap and self._gap[0] == following else time.monotonic()
            if time.monotonic() - since >= GAP_SECONDS:
                self._floor = following
                self._gap = None
                continue
            self._gap = (following, since)
            break


def _learner_name(value: Any) -> str:
    """A learner's name as a page sends it: text of at most `MAX_NAME` characters."""
    try:
        return text(value, "name", limit=MAX_NAME)
    except ValueError as error:
        raise RoomError(str(error)) from None


def export_name(learner: Learner) -> str:
    """The file name of `learner`'s export: "room-record-Ana-K7MP2Q.json" (letters and digits of
    the name only, so no name makes a folder or a hidden file)."""
    learner = instance(learner, Learner, "learner")
    kept = "".join(ch if ch.isalnum() else "-" for ch in learner.name)
    slug = "-".join(part for part in kept.split("-") if part)[:40] or "learner"
    return f"room-record-{slug}-{learner.code}.json"


def _export_bytes(data: dict[str, Any]) -> bytes:
    return json.dumps(data, ensure_ascii=False, indent=1, allow_nan=False).encode("utf-8", "replace")
