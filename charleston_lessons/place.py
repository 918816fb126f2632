"""Where a learner is in a lesson page, and what they missed (core: no widget or plot import).

A page's sections are its `##` headings, each with the exercises shown under it (written from
the notebooks by `tools/generate_notebooks.py` into `lessons/_outlines.py`, by language).
From them and the learner's latest answers:

- `where(...)` says which section the learner is at (the first with a question not yet
  answered), how many minutes are left (the lesson's minutes, shared evenly over its sections)
  and how many of its questions are answered;
- `missed(...)` lists each question whose latest answer was wrong, or right only after the
  solution was shown, with the rule it names and the lesson and section that teach it.

    >>> from charleston_lessons.place import Section, where
    >>> sections = (Section("One", ("a/1",)), Section("Two", ("a/2",)))
    >>> where(sections, {"a/1"}, 10).line
    'Section 2 of 2: Two · about 5 minutes left · 1 of 2 questions answered'
"""

from __future__ import annotations

import math
from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from charleston_lessons._input import each, flag, mapping, take, text, whole
from charleston_lessons.messages import language, say

__all__ = ["Section", "Place", "Missed", "anchor", "sections_of", "where", "miss", "missed", "MAX_SECTIONS"]

MAX_SECTIONS = 200  # sections of one page, at most
_MAX_MINUTES = 24 * 60
_NAME = 2_000  # characters of a heading or an exercise id, at most


def anchor(title: str) -> str:
    """The anchor JupyterLab and Voila give a heading: its text with spaces as dashes."""
    return text(title, "title", limit=_NAME).strip().replace(" ", "-")


@dataclass(frozen=True)
class Section:
    """One `##` section of a page: its heading and the course-wide ids of its exercises."""

    title: str
    exercises: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        object.__setattr__(self, "title", text(self.title, "title", limit=_NAME))
        ids = tuple(text(item, "exercises", limit=_NAME) for item in take(self.exercises, "exercises", limit=_NAME))
        object.__setattr__(self, "exercises", ids)

    @property
    def anchor(self) -> str:
        return anchor(self.title)


@dataclass(frozen=True)
class Place:
    """Where the learner is: section `at` (from 1) of `sections`, minutes left, questions answered."""

    at: int
    sections: tuple[Section, ...]
    minutes_left: int
    answered: int
    total: int

    @property
    def section(self) -> Section:
        return self.sections[self.at - 1]

    @property
    def done(self) -> bool:
        """Every question of the page answered (a page without questions is never done)."""
        return self.total > 0 and self.answered == self.total

    @property
    def line(self) -> str:
        """The place in one sentence: section, minutes left, questions answered."""
        if self.done:
            return say("place.line_done", count=len(self.sections), answered=self.answered, total=self.total)
        return say("place.line", at=self.at, count=len(self.sections), title=self.section.title,
                   minutes=self.minutes_left, answered=self.answered, total=self.total)


def sections_of(notebook: str, lang: str | None = None) -> tuple[Section, ...]:
    """The sections of a course page (`"03_rollor.ipynb"`, `"00_express.ipynb"`) in `lang`
    (the language spoken when None; English where that language has no outline of it)."""
    from charleston_lessons.lessons._outlines import OUTLINES

    notebook = text(notebook, "notebook", limit=_NAME)
    code = language() if lang is None else text(lang, "lang", limit=20)
    found = OUTLINES.get(code, {}).get(notebook) or OUTLINES["en"].get(notebook)
    if found is None:
        raise ValueError(say("place.no_page", notebook=notebook, pages=", ".join(sorted(OUTLINES["en"]))))
    return tuple(Section(title, ids) for title, ids in found)


def where(sections: Sequence[Section], answered: Collection[str], minutes: int) -> Place:
    """Where a learner who has answered the exercise ids `answered` is in a page of `sections`
    that takes `minutes` in all: its first section while nothing is answered (a learner new to
    the page starts at its top, not at its first question), then the first section with a
    question not yet answered (the last once all are); the minutes of the sections from there
    on, and how many questions are answered."""
    sections = tuple(each(sections, Section, "sections", limit=MAX_SECTIONS))
    if not sections:
        raise ValueError(say("place.no_sections"))
    done = {text(item, "answered", limit=_NAME) for item in take(answered, "answered", limit=100_000)}
    minutes = whole(minutes, "minutes", 0, _MAX_MINUTES)
    ids = list(dict.fromkeys(item for section in sections for item in section.exercises))
    count = sum(1 for item in ids if item in done)
    at = 1 if count == 0 else next((i for i, section in enumerate(sections, start=1)
                                    if any(item not in done for item in section.exercises)), None)
    if at is None:  # every question answered (or none to answer): at the last section, or the first
        at = len(sections) if ids else 1
    left = 0 if ids and count == len(ids) else math.ceil(minutes * (len(sections) - at + 1) / len(sections))
    return Place(at=at, sections=sections, minutes_left=left, answered=count, total=len(ids))


@dataclass(frozen=True)
class Missed:
    """A question missed: its id and prompt, the rule it names, and where that is taught
    (the lesson's number, title and notebook, and the section's heading)."""

    exercise_id: str
    prompt: str
    rule: str
    lesson: int
    lesson_title: str
    notebook: str
    section: str
    after_solution: bool = False  # right, but only after the solution was shown

    @property
    def link(self) -> str:
        """Where it is taught, relative to the lessons' folder: `03_rollor.ipynb#Both-rounds:-ROLLOR`
        (only the `#anchor` when `notebook` is "", the page the learner is on)."""
        if not self.section:
            return self.notebook or "#"
        return f"{self.notebook}#{anchor(self.section)}"

    @property
    def line(self) -> str:
        """The miss in one sentence: the question, its rule, and the lesson and section to read again."""
        key = "place.missed_after_solution" if self.after_solution else "place.missed"
        return say(key, prompt=self.prompt, rule=self.rule, number=self.lesson, title=self.lesson_title,
                   section=self.section or self.lesson_title)


    @property
    def asked(self) -> str:
        """The miss without where it is taught, for a list whose link under it says that
        ("Read again: lesson 4, ..."): the question and its rule."""
        key = "place.missed_after_solution_short" if self.after_solution else "place.missed_short"
        return say(key, prompt=self.prompt, rule=self.rule)


def _taught_in(lesson: Any, exercise: Any, sections: Sequence[Section]) -> str:
    """The heading of the section of `lesson` that teaches `exercise`: the one that shows it,
    or else the first whose exercises cite its rule; "" when none does."""
    for section in sections:
        if exercise.id in section.exercises:
            return section.title
    rule = exercise.rules[0] if exercise.rules else ""
    for section in sections:
        for item in section.exercises:
            key = item.partition("/")[2]
            if key in lesson.keys and rule in lesson.keys[key].rules:
                return section.title
    return ""


def missed(ids: Sequence[str], latest: Mapping[str, Any], *, revisit: Mapping[str, int] | None = None,
           lang: str | None = None) -> tuple[Missed, ...]:
    """Each of the exercises `ids` (course-wide) whose latest attempt in `latest` (id -> an
    `Attempt`, or anything with `outcome` and `solution_seen`) was wrong, or right only after
    the solution was shown, in the order of `ids`, with the rule it names and where it is
    taught. `revisit` (exercise id -> lesson number) sends a review lesson's question to the
    lesson that teaches it; otherwise the exercise's own lesson teaches it."""
    from charleston_lessons.exercises import Outcome
    from charleston_lessons.lessons import find_exercise

    ids = [text(item, "ids", limit=_NAME) for item in take(ids, "ids", limit=10_000)]
    latest = mapping(latest, "latest", limit=1_000_000)
    revisit = {} if revisit is None else mapping(revisit, "revisit", limit=10_000)
    found = []
    for item in dict.fromkeys(ids):
        attempt = latest.get(item)
        if attempt is None:
            continue
        outcome, seen = getattr(attempt, "outcome", None), getattr(attempt, "solution_seen", False) is True
        if outcome is Outcome.NOT_ATTEMPTED or outcome is None or (outcome is Outcome.CORRECT and not seen):
            continue
        home, exercise = find_exercise(item)
        number = revisit.get(item, revisit.get(item.partition("/")[2], home.number))
        found.append(miss(exercise, number, after_solution=outcome is Outcome.CORRECT, lang=lang))
    return tuple(found)


def miss(exercise: Any, number: int, *, after_solution: bool = False, lang: str | None = None) -> Missed:
    """`exercise` missed, taught in lesson `number`: its rule (the first it names) and the
    section of that lesson that shows it or, failing that, first shows its rule (a practice
    item or a review question is taught by a lesson's own exercises)."""
    from charleston_lessons.exercises import Exercise
    from charleston_lessons.lessons import lesson as lesson_data

    if not isinstance(exercise, Exercise):
        raise ValueError(say("error.input.not_kind", what="exercise", kind="Exercise", value=exercise))
    after_solution = flag(after_solution, "after_solution")  # a bool, never a caller's truthiness
    teacher = lesson_data(whole(number, "number", 1, 999))
    sections = sections_of(teacher.notebook, lang)
    return Missed(
        exercise_id=exercise.id,
        prompt=exercise.prompt,
        rule=exercise.rules[0] if exercise.rules else "",
        lesson=teacher.number,
        lesson_title=teacher.title,
        notebook=teacher.notebook,
        section=_taught_in(teacher, exercise, sections),
        after_solution=after_solution,
    )
