"""A score over a set of exercises, and which lessons to revisit for each miss (core)."""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from charleston_lessons._input import instance, mapping, plain, take, text, whole
from charleston_lessons.exercises import Outcome
from charleston_lessons.messages import say

__all__ = ["Score", "score", "LessonStatus", "lesson_status", "pick_up", "MAX_EXERCISES"]

MAX_EXERCISES = 10_000  # exercise ids in one call, at most: as many as a progress file keeps attempts
_ID_TEXT = 200  # characters in one exercise id, at most


def _ids(values: Any, what: str) -> list[str]:
    """Exercise ids: text each, at most `MAX_EXERCISES` of them."""
    return [text(value, what, limit=_ID_TEXT) for value in take(values, what, limit=MAX_EXERCISES)]


def _outcomes(value: Any, what: str) -> dict[str, Outcome]:
    """Exercise id -> `Outcome` (or its text, such as "correct")."""
    found = {}
    for key, outcome in mapping(value, what, limit=MAX_EXERCISES).items():
        if not isinstance(outcome, Outcome):
            # Its plain text, looked up: a `str` subclass's own `__hash__` or `__eq__` never runs.
            if not isinstance(outcome, str) or plain(outcome) not in {o.value for o in Outcome}:
                raise ValueError(say("score.error.outcome", what=what, value=outcome))
            outcome = Outcome(plain(outcome))
        found[text(key, what, limit=_ID_TEXT)] = outcome
    return found


@dataclass(frozen=True)
class Score:
    """How many are right, wrong and not yet tried, and the lessons behind the misses."""

    correct: int
    incorrect: int
    not_attempted: int
    revisit: tuple[tuple[int, tuple[str, ...]], ...]  # (lesson number, missed exercise ids)

    @property
    def total(self) -> int:
        return self.correct + self.incorrect + self.not_attempted

    @property
    def percent(self) -> int:
        return round(100 * self.correct / self.total) if self.total else 0


def score(outcomes: Mapping[str, Outcome], revisit: Mapping[str, int]) -> Score:
    """Count `outcomes` (exercise id -> latest outcome; missing means not attempted) over the
    exercises in `revisit` (exercise id -> the lesson that teaches it)."""
    outcomes = _outcomes(outcomes, "outcomes")
    revisit = {text(key, "revisit", limit=_ID_TEXT): whole(number, "revisit", 0, 1_000)
               for key, number in mapping(revisit, "revisit", limit=MAX_EXERCISES).items()}
    counts = {outcome: 0 for outcome in Outcome}
    missed: dict[int, list[str]] = {}
    for exercise_id, lesson_number in revisit.items():
        outcome = outcomes.get(exercise_id, Outcome.NOT_ATTEMPTED)
        counts[outcome] += 1
        if outcome is Outcome.INCORRECT:
            missed.setdefault(lesson_number, []).append(exercise_id)
    return Score(
        counts[Outcome.CORRECT],
        counts[Outcome.INCORRECT],
        counts[Outcome.NOT_ATTEMPTED],
        tuple((number, tuple(ids)) for number, ids in sorted(missed.items())),
    )


@dataclass(frozen=True)
class LessonStatus:
    """One lesson's progress: exercises answered right (latest answer), tried, and in all."""

    number: int
    title: str
    right: int
    tried: int
    total: int
    after_solution: int = 0  # of `right`: answered right only after seeing the solution

    @property
    def done(self) -> bool:
        return self.total > 0 and self.right == self.total


def lesson_status(
    number: int,
    title: str,
    exercise_ids: Sequence[str],
    latest: Mapping[str, Outcome],
    solution_seen: Collection[str] = (),
) -> LessonStatus:
    """Count a lesson's exercises by each one's latest outcome; `solution_seen` names those
    whose latest answer came after the learner had seen the solution."""
    number = whole(number, "number", 0, 1_000)
    title = text(title, "title", limit=_ID_TEXT)
    exercise_ids = _ids(exercise_ids, "exercise_ids")
    latest = _outcomes(latest, "latest")
    right_ids = [i for i in exercise_ids if latest.get(i) is Outcome.CORRECT]
    tried = sum(1 for i in exercise_ids if i in latest)
    seen = set(_ids(solution_seen, "solution_seen"))
    after = sum(1 for i in right_ids if i in seen)
    return LessonStatus(number, title, len(right_ids), tried, len(exercise_ids), after)


def pick_up(statuses: Sequence[LessonStatus]) -> LessonStatus | None:
    """Where to carry on: the first lesson not yet done (None when every one is)."""
    chosen = [instance(status, LessonStatus, "statuses") for status in take(statuses, "statuses")]
    return next((status for status in chosen if not status.done), None)
