"""The instructor kit's core: the answer key, the workshop plans, and the mistakes the
course expects learners to make, all worked out from the lessons' own data.

Nothing here is a hand-kept copy. The answer key asks each exercise for its answer and
its `solution()`; the wrong answers come from each exercise's `.wrong` table (the answers
the course has a sentence for); the plans are computed from each lesson's teaching and
exercise minutes. Change an exercise and the key, the mistakes and the plans follow.

A core module: no widget or plotting import. Pictures are pure string building: `Shown`
carries HTML for the notebook (`_repr_html_`) and a plain-text twin (`__repr__`) for
nbval, printing and screen readers. The notebooks in `notebooks/instructor/` call it:

    from charleston_lessons import instructor
    instructor.answer_key_html()
    instructor.workshop_plan(90)
"""

from __future__ import annotations

import html
import math
import numbers
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from charleston_lessons._input import take, whole
from charleston_lessons.exercises import ChoiceQuiz, CoachedPick, Exercise, PickPass
from charleston_lessons.lessons import Lesson, all_lessons
from charleston_lessons.lessons import lesson as lesson_data
from charleston_lessons.messages import join_words, say, translate
from charleston_lessons.rulebook import RULES
from charleston_lessons.shown import Shown, scrolling

__all__ = [
    "WrongAnswer",
    "KeyEntry",
    "Mistake",
    "Block",
    "Plan",
    "Shown",
    "PLAN_LENGTHS",
    "answer_key",
    "answer_key_html",
    "answer_key_markdown",
    "common_mistakes",
    "mistakes_by_rule",
    "mistakes_by_rule_html",
    "mistakes_html",
    "lesson_notes",
    "course_outline",
    "workshop_plan",
]


# ----------------------------------------------------------------------------- display




# Colours come from JupyterLab's theme variables, so light and dark both read well; the
# fallbacks are for a page printed or opened outside JupyterLab.
_INK = "color:var(--jp-ui-font-color1,#212121)"
_MUTED = "color:var(--jp-ui-font-color2,#616161)"
# Code chips stand on JupyterLab's code background (#eee): the main text colour keeps them
# above 4.5:1 (the muted one was 4.45:1).
_CODE = "color:var(--jp-ui-font-color1,#212121)"
_RULE_LINE = "border-bottom:1px solid var(--jp-border-color2,#e0e0e0)"
_CELL = f"padding:3px 10px;{_RULE_LINE};text-align:left;vertical-align:top"
_BOX = f"font-size:var(--jp-content-font-size1,14px);line-height:1.45;{_INK}"


def _e(text: object) -> str:
    return html.escape(str(text))


def _html_table(head: Sequence[str], rows: Iterable[Sequence[str]], *, nowrap: Sequence[int] = ()) -> str:
    """A plain table of escaped text; the columns in `nowrap` keep each cell on one line."""

    def style(column: int) -> str:
        return _CELL + (";white-space:nowrap" if column in nowrap else "")

    header = "".join(f'<th style="{style(i)}">{_e(h)}</th>' for i, h in enumerate(head))
    body = "".join(
        "<tr>" + "".join(f'<td style="{style(i)}">{_e(v)}</td>' for i, v in enumerate(row)) + "</tr>"
        for row in rows
    )
    return scrolling(f'<table style="border-collapse:collapse;{_INK}"><tr>{header}</tr>{body}</table>', "Table")


def _names(tiles: Iterable[Any]) -> str:
    """`"9 Bam, West and South"`: tiles by long name, as the exercises say them."""
    return join_words([tile.name for tile in tiles])


def _lessons(lessons: Iterable[int | Lesson] | None) -> tuple[Lesson, ...]:
    """The lessons asked for, by number or as data; every lesson when None."""
    if lessons is None:
        return all_lessons()
    if isinstance(lessons, (numbers.Integral, Lesson)):  # one lesson (numpy's integers too)
        lessons = [lessons]
    chosen = []
    for item in take(lessons, "lessons", limit=100):
        if isinstance(item, Lesson):
            chosen.append(item)
        elif isinstance(item, numbers.Integral) and not isinstance(item, bool) and type(item).__name__ != "bool_":
            chosen.append(_lesson(item))
        else:
            raise ValueError(say("instructor.bad_lesson", value=item))
    return tuple(chosen)


def _lesson(number: Any) -> Lesson:
    """Lesson `number` (a whole number, numpy's too); any other value is a sentence."""
    try:
        number = whole(number, "number")
    except ValueError:
        raise ValueError(say("instructor.bad_lesson", value=number)) from None
    return lesson_data(number)


# --------------------------------------------------------------------------- answer key


@dataclass(frozen=True)
class WrongAnswer:
    """Wrong answers that get the same sentence from the course, and the rule it cites.
    No `answers` means "any other number" (a number question's catch-all)."""

    answers: tuple[str, ...]
    rule: str
    explanation: str

    @property
    def answer(self) -> str:
        """The answers as said: "right or across", "South, West or North"."""
        if not self.answers:
            return say("instructor.key.any_other")
        if len(self.answers) == 1:
            return self.answers[0]
        return say("instructor.key.or", first=", ".join(self.answers[:-1]), last=self.answers[-1])


@dataclass(frozen=True)
class KeyEntry:
    """One exercise in the answer key: what to answer, why, and the usual wrong turns."""

    lesson: int
    lesson_title: str
    exercise_id: str
    kind: str
    prompt: str
    answer: str  # as said aloud: an option, a number, or tiles by name
    explanation: str  # why, from the exercise's `solution()`
    rules: tuple[str, ...]
    wrong: tuple[WrongAnswer, ...] = ()
    tiles: tuple[str, ...] = ()  # a tile pick: the short codes passed from the rack
    blind: int = 0  # a tile pick: how many arriving tiles are forwarded unseen
    rack: tuple[str, ...] = ()  # a tile pick: the invented rack (G5), short codes
    notes: tuple[str, ...] = ()  # other answers that are also right

    @property
    def value(self) -> Any:
        """The answer in the form the exercise's `check` accepts, rebuilt from what is shown."""
        if self.kind == PickPass.kind:
            return {"own": " ".join(self.tiles), "blind": self.blind}
        return self.answer


def _wrong_answers(exercise: Exercise) -> tuple[WrongAnswer, ...]:
    """The exercise's `.wrong` table, answers that get the same sentence said together."""
    wrong = getattr(exercise, "wrong", None) or {}
    said: dict[tuple[str, str], list[str]] = {}
    for answer, why in wrong.items():
        said.setdefault(why, []).append(_said(exercise, answer))
    # The other options share one sentence (`otherwise`) when it says more than the
    # explanation of the right answer does.
    otherwise = getattr(exercise, "otherwise", None)
    if otherwise and otherwise != (getattr(exercise, "rule", None), getattr(exercise, "explanation", None)):
        options = getattr(exercise, "option_ids", None)
        rest = ([_said(exercise, o) for o in options if o != exercise.answer and o not in wrong]
                if options is not None else [])
        if options is None or rest:
            said.setdefault(otherwise, []).extend(rest)
    return tuple(WrongAnswer(tuple(answers), rule, sentence) for (rule, sentence), answers in said.items())


def _said(exercise: Exercise, answer: Any) -> str:
    """An answer as the key shows it: a choice's option by its words (not its id)."""
    if isinstance(exercise, ChoiceQuiz):
        return exercise.label(answer)
    return str(answer)


def _explanation(exercise: Exercise, answer: str) -> str:
    """The `solution()` sentence without its "Answer: ..." opening, which the key shows apart."""
    solution = exercise.solution()
    opening = say("exercise.solution", answer=answer, why="").rstrip()
    if solution.startswith(opening):
        rest = solution[len(opening):].strip()
        if rest:
            return rest
    return solution


def _entry(data: Lesson, exercise: Exercise) -> KeyEntry:
    common: dict[str, Any] = {
        "lesson": data.number,
        "lesson_title": data.title,
        "exercise_id": exercise.id,
        "kind": exercise.kind,
        "prompt": exercise.prompt,
        "rules": tuple(exercise.rules),
        "wrong": _wrong_answers(exercise),
    }
    if isinstance(exercise, PickPass):
        choice = exercise.answer
        answer = exercise.answer_words
        notes = []
        if exercise.good is None:
            notes.append(say("instructor.key.any_legal"))
            if exercise.arriving:
                notes.append(say("instructor.key.also_blind", arriving=exercise.arriving))
        elif not isinstance(exercise, CoachedPick) and len(exercise.good) > len(choice.own):
            notes.append(say("instructor.key.any_of", count=len(choice.own), tiles=_names(exercise.good)))
        return KeyEntry(
            **common,
            answer=answer,
            explanation=_explanation(exercise, answer),
            tiles=tuple(str(tile) for tile in choice.own),
            blind=choice.blind,
            rack=tuple(str(tile) for tile in exercise.rack),
            notes=tuple(notes),
        )
    answer = _said(exercise, exercise.answer)
    return KeyEntry(**common, answer=answer, explanation=_explanation(exercise, answer))


def answer_key(lessons: Iterable[int | Lesson] | None = None) -> list[KeyEntry]:
    """Every exercise of `lessons` (numbers or lessons; all when None), in course order."""
    return [_entry(data, exercise) for data in _lessons(lessons) for exercise in data.exercises]


def _entry_markdown(n: int, entry: KeyEntry) -> str:
    lines = [f"{n}. **{entry.prompt}** (`{entry.exercise_id}`)"]
    if entry.rack:
        lines.append(f"   - {say('instructor.key.rack')}: {' '.join(entry.rack)}")
    lines.append(f"   - {say('instructor.key.answer')}: **{entry.answer}**")
    lines += [f"     ({note})" for note in entry.notes]
    lines.append(f"   - {say('instructor.key.why')}: {entry.explanation}")
    lines.append(f"   - {say('instructor.key.rules')}: {', '.join(entry.rules)}")
    if entry.wrong:
        lines.append(f"   - {say('instructor.key.wrong')}:")
        lines += [f"     - *{w.answer}*: {w.rule}: {w.explanation}" for w in entry.wrong]
    return "\n".join(lines)


def answer_key_markdown(lessons: Iterable[int | Lesson] | None = None) -> str:
    """The answer key as markdown (plain text that prints well), one section per lesson."""
    parts = []
    for data in _lessons(lessons):
        entries = answer_key([data])
        body = "\n".join(_entry_markdown(n, e) for n, e in enumerate(entries, 1))
        parts.append(f"### {say('instructor.key.lesson', number=data.number, title=data.title)}\n\n{body}")
    return "\n\n".join(parts)


def _entry_html(n: int, entry: KeyEntry) -> str:
    def row(label: str, value: str) -> str:
        return (
            f'<div style="margin:1px 0"><span style="{_MUTED}">{_e(label)}:</span> {value}</div>'
        )

    chip = f'<code style="{_CODE};font-weight:normal;overflow-wrap:anywhere">{_e(entry.exercise_id)}</code>'
    parts = [f'<div style="font-weight:600">{n}. {_e(entry.prompt)} {chip}</div>']
    if entry.rack:
        parts.append(row(say("instructor.key.rack"), f"<code>{_e(' '.join(entry.rack))}</code>"))
    answer = f"<strong>{_e(entry.answer)}</strong>"
    if entry.tiles:
        answer += f' <code style="{_CODE}">({_e(" ".join(entry.tiles))})</code>'
    parts.append(row(say("instructor.key.answer"), answer))
    parts += [f'<div style="{_MUTED};margin:1px 0 1px 1.5em">{_e(note)}</div>' for note in entry.notes]
    parts.append(row(say("instructor.key.why"), _e(entry.explanation)))
    parts.append(row(say("instructor.key.rules"), _e(", ".join(entry.rules))))
    if entry.wrong:
        items = "".join(
            f"<li><em>{_e(w.answer)}</em>: <strong>{_e(w.rule)}</strong>: {_e(w.explanation)}</li>"
            for w in entry.wrong
        )
        parts.append(row(say("instructor.key.wrong"), f'<ul style="margin:2px 0 0 0">{items}</ul>'))
    border = "border-left:3px solid var(--jp-brand-color1,#1976d2)"
    return f'<div style="{border};padding:2px 0 2px 10px;margin:0 0 12px 0">{"".join(parts)}</div>'


def answer_key_html(lessons: Iterable[int | Lesson] | None = None) -> Shown:
    """The answer key for the notebook: HTML, with `answer_key_markdown` as its text twin."""
    sections = []
    for data in _lessons(lessons):
        entries = answer_key([data])
        title = say("instructor.key.lesson", number=data.number, title=data.title)
        body = "".join(_entry_html(n, e) for n, e in enumerate(entries, 1))
        sections.append(f'<h3 style="{_INK};margin:18px 0 8px 0">{_e(title)}</h3>{body}')
    return Shown(f'<div style="{_BOX}">{"".join(sections)}</div>', answer_key_markdown(lessons))


# --------------------------------------------------------------------- common mistakes


@dataclass(frozen=True)
class Mistake:
    """A wrong answer the course explains: where it is asked, and what the course says."""

    lesson: int
    exercise_id: str
    prompt: str
    answer: str
    rule: str
    explanation: str


def common_mistakes(lessons: Iterable[int | Lesson] | int | None = None) -> list[Mistake]:
    """The wrong answers the course has its own sentence for, lesson by lesson: the
    mistakes its authors expected learners to make (from each exercise's `.wrong`)."""
    return [
        Mistake(entry.lesson, entry.exercise_id, entry.prompt, wrong.answer, wrong.rule, wrong.explanation)
        for entry in answer_key(_lessons(lessons))
        for wrong in entry.wrong
    ]


def mistakes_by_rule(lessons: Iterable[int | Lesson] | int | None = None) -> list[tuple[str, int]]:
    """Rule IDs by how many explained wrong answers cite them, most first (ties by ID)."""
    counts = Counter(m.rule for m in common_mistakes(lessons))
    return sorted(counts.items(), key=lambda item: (-item[1], item[0]))


def _mistake_rows(mistakes: Sequence[Mistake]) -> list[tuple[str, str, str, str]]:
    rows, last = [], None
    for m in mistakes:
        question = m.prompt if m.exercise_id != last else ""
        rows.append((question, m.answer, m.rule, m.explanation))
        last = m.exercise_id
    return rows


_MISTAKE_HEAD = ("instructor.mistakes.question", "instructor.mistakes.answer",
                 "instructor.mistakes.rule", "instructor.mistakes.says")


def mistakes_html(lessons: Iterable[int | Lesson] | int | None = None) -> Shown:
    """The explained wrong answers as a table: question, wrong answer, rule, what to say."""
    mistakes = common_mistakes(lessons)
    if not mistakes:
        text = say("instructor.mistakes.none")
        return Shown(f'<div style="{_BOX}">{_e(text)}</div>', text)
    head = [say(key) for key in _MISTAKE_HEAD]
    rows = _mistake_rows(mistakes)
    text = "\n".join(" | ".join(row) for row in [head, *rows])
    return Shown(f'<div style="{_BOX}">{_html_table(head, rows, nowrap=(2,))}</div>', text)


# ------------------------------------------------------------------------------ plans


@dataclass(frozen=True)
class Block:
    """One stretch of a workshop: when it starts (minutes from the start), how long, what."""

    start: int
    minutes: int
    activity: str  # "welcome", "teach", "exercises", "live table", "break" or "wrap up"
    what: str
    lesson: int | None = None
    lesson_title: str = ""
    course_minutes: int | None = None  # the lesson's own figure, before any compression

    @property
    def end(self) -> int:
        return self.start + self.minutes


@dataclass(frozen=True)
class _Spec:
    """What a plan of a given length keeps: its lessons, and the time around them."""

    first: int | None  # the first lessons taught in the room, plus the final check; None: all
    welcome: int
    live_table: int  # minutes for each live-table demo
    breaks: tuple[int, ...]  # break lengths, placed at lesson ends spread through the day
    wrap_up: int


# The lessons after which the live table is brought up (ROLLOR, blind passes, stopping).
LIVE_TABLE_AFTER = (3, 5, 6)

# The plans the kit supports, by length in minutes.
_SPECS: dict[int, _Spec] = {
    90: _Spec(first=7, welcome=5, live_table=3, breaks=(), wrap_up=3),
    180: _Spec(first=None, welcome=5, live_table=5, breaks=(15,), wrap_up=5),
}
PLAN_LENGTHS: tuple[int, ...] = tuple(sorted(_SPECS))


@dataclass(frozen=True)
class Plan:
    """A workshop of `minutes`: its blocks in order, the lessons taught and those left
    for learners to take home."""

    minutes: int
    blocks: tuple[Block, ...]
    lessons: tuple[int, ...]
    take_home: tuple[int, ...]
    scale: float  # planned lesson minutes over the lessons' own minutes

    @property
    def total(self) -> int:
        return sum(block.minutes for block in self.blocks)

    def lesson_minutes(self, number: int) -> tuple[int, int]:
        """(teaching, exercise) minutes the plan gives lesson `number`; (0, 0) if take-home."""
        number = whole(number, "number")
        teach = sum(b.minutes for b in self.blocks if b.lesson == number and b.activity == "teach")
        work = sum(b.minutes for b in self.blocks if b.lesson == number and b.activity == "exercises")
        return teach, work

    def _rows(self) -> list[tuple[str, str, str, str, str]]:
        rows = []
        for b in self.blocks:
            length = str(b.minutes)
            if b.course_minutes is not None and b.course_minutes != b.minutes:
                length = say("instructor.plan.of", minutes=b.minutes, course=b.course_minutes)
            lesson = f"{b.lesson} {b.lesson_title}" if b.lesson is not None else ""
            rows.append((_clock(b.start), length, lesson, say(f"instructor.activity.{b.activity}"), b.what))
        return rows

    def _summary(self) -> list[str]:
        titles = {item.number: item.title for item in all_lessons()}
        lines = [say("instructor.plan.summary", minutes=self.minutes, percent=round(self.scale * 100))]
        if self.take_home:
            home = ", ".join(f"{n} ({titles[n]})" for n in self.take_home)
            lines.append(say("instructor.plan.take_home", lessons=home))
        return lines

    def _head(self) -> list[str]:
        return [say(f"instructor.plan.column.{name}") for name in ("start", "minutes", "lesson", "activity", "what")]

    def _repr_html_(self) -> str:
        summary = "".join(f'<p style="margin:4px 0">{_e(line)}</p>' for line in self._summary())
        table = _html_table(self._head(), self._rows(), nowrap=(0, 1, 3))
        return f'<div style="{_BOX}">{summary}{table}</div>'

    def __repr__(self) -> str:
        rows = [" | ".join(row) for row in [self._head(), *self._rows()]]
        return "\n".join([*self._summary(), *rows])


def _clock(minutes: int) -> str:
    return f"{minutes // 60}:{minutes % 60:02d}"


def _share(parts: Sequence[int], budget: int) -> list[int]:
    """Share `budget` minutes among `parts` in proportion to them: whole minutes, at least
    1 each, adding up exactly (largest remainders get the spare minutes)."""
    total = sum(parts)
    if budget < len(parts) or total <= 0:
        raise ValueError(say("instructor.plan.too_short", budget=budget, parts=len(parts)))
    exact = [p * budget / total for p in parts]
    shares = [max(1, math.floor(x)) for x in exact]
    by_remainder = sorted(range(len(parts)), key=lambda i: (-(exact[i] - math.floor(exact[i])), i))
    spare = budget - sum(shares)
    while spare > 0:
        for i in by_remainder:
            if spare == 0:
                break
            shares[i] += 1
            spare -= 1
    while spare < 0:  # only when many parts were raised to 1 minute
        for i in reversed(by_remainder):
            if spare == 0:
                break
            if shares[i] > 1:
                shares[i] -= 1
                spare += 1
    return shares


def workshop_plan(minutes: int) -> Plan:
    """A plan for a workshop of `minutes` (90 or 180), computed from the lessons' minutes.

    Every lesson taught gets the same share of its own teaching and exercise minutes, so
    the plan fits; the live table comes after lessons 3, 5 and 6; a 3-hour plan has a
    break near the middle. Any other length is a `ValueError` naming the supported ones.
    """
    if not isinstance(minutes, int) or isinstance(minutes, bool) or int.__index__(minutes) not in _SPECS:
        raise ValueError(
            say("instructor.plan.unsupported", minutes=minutes, choices=join_words([str(n) for n in PLAN_LENGTHS]))
        )
    minutes = int.__index__(minutes)  # the plain int: an int subclass's own methods never run
    spec = _SPECS[minutes]
    every = all_lessons()
    room = every if spec.first is None else (*every[: spec.first], every[-1])
    home = tuple(item.number for item in every if item not in room)
    demos = sum(spec.live_table for item in room if item.number in LIVE_TABLE_AFTER)
    budget = minutes - spec.welcome - demos - sum(spec.breaks) - spec.wrap_up
    course = [m for item in room for m in (item.teaching_minutes, item.exercise_minutes)]
    shares = iter(_share(course, budget))

    # Each lesson as (data, teach, exercises) planned minutes, then the day laid out.
    planned = [(item, next(shares), next(shares)) for item in room]
    break_after = _break_points(planned, spec, minutes)
    blocks: list[Block] = []
    clock = 0

    def add(length: int, activity: str, what: str, item: Lesson | None = None, own: int | None = None) -> None:
        nonlocal clock
        number, title = (item.number, item.title) if item else (None, "")
        blocks.append(Block(clock, length, activity, what, number, title, own))
        clock += length

    add(spec.welcome, "welcome", say("instructor.plan.welcome"))
    for item, teach, work in planned:
        add(teach, "teach", say("instructor.plan.teach", number=item.number), item, item.teaching_minutes)
        add(work, "exercises", _exercise_note(item, home), item, item.exercise_minutes)
        if item.number in LIVE_TABLE_AFTER:
            add(spec.live_table, "live table", say(f"instructor.plan.live.{item.number}"), item)
        for length in break_after.get(item.number, ()):
            add(length, "break", say("instructor.plan.break"))
    wrap = say("instructor.plan.wrap_up")
    if home:
        wrap += " " + say("instructor.plan.wrap_up_home", lessons=", ".join(map(str, home)))
    add(spec.wrap_up, "wrap up", wrap)
    return Plan(
        minutes,
        tuple(blocks),
        tuple(item.number for item in room),
        home,
        budget / sum(course),
    )


def _break_points(planned: Sequence[tuple[Lesson, int, int]], spec: _Spec, minutes: int) -> dict[int, list[int]]:
    """Put each break at the end of the lesson nearest an even spacing of the day."""
    if not spec.breaks:
        return {}
    ends, clock = [], spec.welcome
    for item, teach, work in planned:
        clock += teach + work + (spec.live_table if item.number in LIVE_TABLE_AFTER else 0)
        ends.append((clock, item.number))
    points: dict[int, list[int]] = {}
    for k, length in enumerate(spec.breaks, 1):
        target = minutes * k / (len(spec.breaks) + 1)
        _, number = min(ends[:-1], key=lambda end: (abs(end[0] - target), end[0]))
        points.setdefault(number, []).append(length)
    return points


def _exercise_note(item: Lesson, home: Sequence[int]) -> str:
    note = say("instructor.plan.exercises", count=len(item.exercises))
    order = {key: n for n, key in enumerate(item.keys, 1)}
    later = [str(order[key]) for key, number in item.revisit.items() if number in home]
    if later:
        listed = join_words(later)
        note += " " + say("instructor.plan.skip", questions=listed)
    return note


# ------------------------------------------------------------------ the course at a glance


def course_outline() -> Shown:
    """Every lesson notebook with its minutes and exercises, and whether each plan teaches it
    in the room or leaves it to take home: the guide's counts, worked out from the lessons."""
    every = all_lessons()
    plans = {length: workshop_plan(length) for length in PLAN_LENGTHS}
    teach = sum(item.teaching_minutes for item in every)
    work = sum(item.exercise_minutes for item in every)
    summary = say("instructor.outline.summary", count=len(every), teach=teach, work=work,
                  hours=f"{(teach + work) / 60:.1f}".rstrip("0").rstrip("."))
    head = [say("instructor.outline.column.lesson"), say("instructor.outline.column.notebook"),
            say("instructor.outline.column.minutes"), say("instructor.outline.column.exercises"),
            *(say("instructor.outline.column.plan", length=length) for length in PLAN_LENGTHS)]
    rows = [
        (f"{item.number} {item.title}", item.notebook,
         say("instructor.outline.minutes", teach=item.teaching_minutes, work=item.exercise_minutes),
         str(len(item.exercises)),
         *(say("instructor.outline.home" if item.number in plan.take_home else "instructor.outline.room")
           for plan in plans.values()))
        for item in every
    ]
    markup = f'<div style="{_BOX}"><p style="margin:4px 0">{_e(summary)}</p>{_html_table(head, rows, nowrap=(1, 2))}</div>'
    text = "\n".join([summary, *(" | ".join(row) for row in [head, *rows])])
    return Shown(markup, text)


# ------------------------------------------------------------------ per-lesson notes


def lesson_notes(number: int) -> Shown:
    """For the facilitator guide: a lesson's minutes (course, 90-minute and 3-hour plans),
    its key points, and the wrong answers its exercises explain."""
    data = _lesson(number)
    number = data.number
    times = [say("instructor.notes.course", teach=data.teaching_minutes, work=data.exercise_minutes)]
    for length in PLAN_LENGTHS:
        teach, work = workshop_plan(length).lesson_minutes(number)
        key = "instructor.notes.plan" if teach or work else "instructor.notes.plan_home"
        times.append(say(key, length=length, teach=teach, work=work))
    timing = "; ".join(times) + "."
    points_label = say("instructor.notes.key_points")
    mistakes_label = say("instructor.notes.mistakes", count=len(common_mistakes(number)))
    table = mistakes_html(number)
    points = "".join(f"<li>{_e(p)}</li>" for p in data.key_points)
    markup = (
        f'<div style="{_BOX}"><p style="margin:4px 0"><strong>{_e(timing)}</strong></p>'
        f'<p style="margin:6px 0 2px 0">{_e(points_label)}</p><ul style="margin:0">{points}</ul>'
        f'<p style="margin:8px 0 2px 0">{_e(mistakes_label)}</p>{table.markup}</div>'
    )
    text = "\n".join(
        [timing, points_label, *(f"- {p}" for p in data.key_points), mistakes_label, table.text]
    )
    return Shown(markup, text)


def mistakes_by_rule_html(lessons: Iterable[int | Lesson] | int | None = None, top: int = 8) -> Shown:
    """The rules behind the most explained wrong answers, with each rule's summary."""
    top = whole(top, "top", 0, len(RULES))
    ranked = mistakes_by_rule(lessons)[:top]
    head = [say("instructor.mistakes.rule"), say("instructor.mistakes.count"), say("instructor.mistakes.statement")]
    rows = [(rule, str(count), translate(RULES.get(rule, ""))) for rule, count in ranked]
    text = "\n".join(" | ".join(row) for row in [head, *rows])
    return Shown(f'<div style="{_BOX}">{_html_table(head, rows)}</div>', text)
