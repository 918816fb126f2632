"""First answers, each rating a skill: what mastery and spaced review are both counted from.

A first answer is the first attempt at an item id (a later retry of the same item rates
nothing). Its skill is the drill's, for a practice item `practice/<skill>-<seed>`, or the one
`skills.skill_of` gives the fixed lesson exercise of that id; an exercise that rates no skill
(a question about the set, say), or an id the course no longer has, rates none.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from datetime import datetime, timezone
from enum import StrEnum
from functools import lru_cache
from typing import Any

from charleston_lessons import clock
from charleston_lessons._input import ATTEMPTS_LIMIT, plain, take
from charleston_lessons.exercises import Outcome
from charleston_lessons.messages import say, speaking
from charleston_lessons.progress import _DRILL, Attempt  # one pattern for a practice item's id
from charleston_lessons.skills import SKILLS, skill_of

__all__ = ["Grade", "Answer", "grade_of", "checked_attempts", "drill_item", "skill_key_of", "first_answers", "answers_of", "streaks", "moment",
           "MASTERY_STREAK", "ATTEMPTS_LIMIT"]

MASTERY_STREAK = 3  # clean first answers in a row that make a skill mastered
PREFIX = "practice"
_KEYS = {item.key for item in SKILLS}
_RATED = (Outcome.CORRECT, Outcome.INCORRECT)  # the outcomes a progress file holds
# An attempt dated after this is no real answer (and a schedule from it would run past the
# calendar): it rates nothing.
_LAST_TIME = datetime(9000, 1, 1, tzinfo=timezone.utc).timestamp()


class Grade(StrEnum):
    """How a first answer went: wrong; right after a hint or after seeing the solution; right
    at the first try."""

    WRONG = "wrong"
    HELPED = "helped"
    CLEAN = "clean"


@dataclass(frozen=True)
class Answer:
    """One first answer: the skill it rates, the item, when (seconds since 1970, UTC), how."""

    skill: str
    exercise_id: str
    when: float
    grade: Grade


def drill_item(exercise_id: Any) -> tuple[str, int] | None:
    """(skill key, seed) of a practice item's id `practice/<skill>-<seed>`, else None."""
    found = _DRILL.match(plain(exercise_id)) if isinstance(exercise_id, str) else None
    if found is None or found.group(1) not in _KEYS:
        return None
    return found.group(1), int(found.group(2))


@lru_cache(maxsize=4096)
def _lesson_skill(exercise_id: str) -> str | None:
    from charleston_lessons.lessons import find_exercise  # the lessons load with the first look-up

    try:
        with speaking("en"):  # ids and skills are the same in every language; build one set
            _lesson, exercise = find_exercise(exercise_id)
    except ValueError:
        return None
    found = skill_of(exercise)
    return found.key if found is not None else None


def skill_key_of(exercise_id: Any) -> str | None:
    """The key of the skill an answer at `exercise_id` rates, or None when it rates none."""
    if not isinstance(exercise_id, str):
        return None
    exercise_id = plain(exercise_id)  # a `str` subclass's own methods never run (nor are cached)
    item = drill_item(exercise_id)
    if item is not None:
        return item[0]
    if exercise_id.startswith(PREFIX + "/"):
        return None
    return _lesson_skill(exercise_id)


def checked_attempts(attempts: Any) -> list[Attempt]:
    """The attempts, each an `Attempt` with the fields a progress file holds (checked as cheaply
    as a fold over thousands allows); else a `ValueError` sentence."""
    items = take(attempts, "attempts", limit=ATTEMPTS_LIMIT)
    for attempt in items:
        if not (isinstance(attempt, Attempt) and type(attempt.exercise_id) is str
                and type(attempt.outcome) is Outcome and attempt.outcome in _RATED
                and type(attempt.when) in (int, float) and math.isfinite(attempt.when) and attempt.when >= 0
                and type(attempt.hints_used) is int and 0 <= attempt.hints_used <= 100
                and type(attempt.solution_seen) is bool):
            raise ValueError(say("review.error.attempt", value=attempt))
    return items


def grade_of(attempt: Attempt) -> Grade:
    """How an attempt went: wrong; right after a hint or the solution; right at the first try."""
    if attempt.outcome is Outcome.INCORRECT:
        return Grade.WRONG
    if attempt.hints_used or attempt.solution_seen:
        return Grade.HELPED
    return Grade.CLEAN


def first_answers(attempts: Any) -> list[Answer]:
    """The first answer at each item that rates a skill, oldest first. `attempts` are the
    progress store's (any order); anything else is a `ValueError` with a sentence."""
    items = sorted(checked_attempts(attempts), key=lambda attempt: attempt.when)
    seen: set[str] = set()
    found: list[Answer] = []
    for attempt in items:
        if attempt.exercise_id in seen or attempt.when > _LAST_TIME:
            continue
        seen.add(attempt.exercise_id)
        key = skill_key_of(attempt.exercise_id)
        if key is None:
            continue
        found.append(Answer(key, attempt.exercise_id, float(attempt.when), grade_of(attempt)))
    return found


def answers_of(answers: Any) -> list[Answer]:
    """`answers` as a list of `Answer`s (as `first_answers` gives), oldest first; else a
    `ValueError` with a sentence."""
    items = take(answers, "answers", limit=ATTEMPTS_LIMIT)
    for answer in items:
        if not (isinstance(answer, Answer) and answer.skill in _KEYS and isinstance(answer.grade, Grade)
                and type(answer.when) is float and 0 <= answer.when <= _LAST_TIME):
            raise ValueError(say("review.error.answer", value=answer))
    return sorted(items, key=lambda answer: answer.when)


def streaks(answers: Any) -> dict[str, int]:
    """Each answered skill's current streak: clean first answers in a row. A wrong one sets it
    back to 0; one right after a hint or the solution neither adds to it nor resets it."""
    found: dict[str, int] = {}
    _add_streaks(found, answers_of(answers))
    return found


def _add_streaks(found: dict[str, int], answers: list[Answer]) -> None:
    """Carry the streaks in `found` on through `answers` (checked, oldest first): a fold of
    earlier answers goes on from where it stood (the room dashboard, as learners answer)."""
    for answer in answers:
        now = found.get(answer.skill, 0)
        if answer.grade is Grade.WRONG:
            found[answer.skill] = 0
        elif answer.grade is Grade.CLEAN:
            found[answer.skill] = now + 1
        else:
            found[answer.skill] = now


def moment(now: Any) -> datetime:
    """`now` as a UTC datetime: a datetime with its time zone, or None for the course's clock (`clock.now`)."""
    if now is None:
        return clock.now()
    if not isinstance(now, datetime) or now.tzinfo is None or now.utcoffset() is None:
        raise ValueError(say("review.error.now", value=now))
    try:
        return now.astimezone(timezone.utc)
    except (OverflowError, ValueError):
        raise ValueError(say("review.error.now", value=now)) from None
