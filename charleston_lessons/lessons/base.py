"""What a lesson is, as data: its notebook, questions, objectives, minutes, rules and exercises."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any
from dataclasses import dataclass, field

from charleston_lessons._input import each, mapping, plain, take, text, whole
from charleston_lessons.messages import say, translate
from charleston_lessons.exercises import Exercise

__all__ = ["Lesson", "UnknownExercise"]


class UnknownExercise(ValueError, KeyError):
    """No exercise has that key or id: a `ValueError` like all bad input (and a `KeyError`,
    which it was before)."""

    def __str__(self) -> str:  # KeyError would quote the sentence
        return str(self.args[0]) if self.args else ""


@dataclass(frozen=True)
class Experiment:
    """A lesson's experiment, as data: `run(deals, seed, progress=..., **options)` plays the
    deals (core); the notebook's face shows a bar titled `title(**options)` while it runs."""

    run: Callable[..., Any]
    title: Callable[..., str]
    deals: int
    seed: int


@dataclass(frozen=True)
class Figure:
    """A picture a lesson names, as data: the face draws `kind` ("lab": a lab result's
    means and intervals) and gives it the text alternative `describe(subject)`."""

    kind: str
    describe: Callable[[Any], str]


_NAME_LIMIT = 200  # characters in a slug, a rule ID, a library's or an exercise's name
_MINUTES = 24 * 60  # minutes of teaching or exercises in one lesson, at most
_ENTRIES = 200  # extras or revisit entries in one lesson, at most
_KEYS_SHOWN = 400  # characters of a lesson's exercise keys listed in a sentence


def _texts(values: Any, what: str, *, limit: int | None = None) -> list[str]:
    """`values` as a bounded list of plain strings (a lesson's questions, rules or points)."""
    limits = {} if limit is None else {"limit": limit}
    return [text(value, what, **limits) for value in take(values, what)]


@dataclass
class Lesson:
    """One notebook of the course. Exercise ids become `"<slug>/<key>"`, unique course-wide."""

    number: int
    slug: str
    title: str
    questions: Sequence[str]
    objectives: Sequence[str]
    teaching_minutes: int
    exercise_minutes: int
    rules: Sequence[str]
    key_points: Sequence[str]
    exercises: Sequence[Exercise] = ()
    # Lesson-specific helpers its notebook calls as `lesson.<name>()`, e.g. a scripted table.
    extras: Mapping[str, Callable[..., Any]] = field(default_factory=dict)
    # For a review lesson: exercise key -> the number of the lesson to revisit on a miss.
    revisit: Mapping[str, int] = field(default_factory=dict)
    # Libraries the lesson computes with beyond the core (numpy and matplotlib for the lab's
    # data and charts): its first cell loads them, which in the browser-only site can fail.
    needs: Sequence[str] = ()
    keys: dict[str, Exercise] = field(init=False, repr=False)

    def __post_init__(self) -> None:
        # Instructors build their own lessons: every field is read as the type it takes, so a
        # wrong one is a sentence naming it, and later steps work on plain values only.
        self.number = whole(self.number, "number", 1, 999)
        self.slug = text(self.slug, "slug", limit=_NAME_LIMIT)
        self.teaching_minutes = whole(self.teaching_minutes, "teaching_minutes", 0, _MINUTES)
        self.exercise_minutes = whole(self.exercise_minutes, "exercise_minutes", 0, _MINUTES)
        # Every sentence in the language being spoken (the English is the catalog's msgid).
        self.title = translate(text(self.title, "title"))
        self.questions = tuple(map(translate, _texts(self.questions, "questions")))
        self.objectives = tuple(map(translate, _texts(self.objectives, "objectives")))
        self.rules = tuple(_texts(self.rules, "rules", limit=_NAME_LIMIT))
        self.key_points = tuple(map(translate, _texts(self.key_points, "key_points")))
        self.needs = tuple(_texts(self.needs, "needs", limit=_NAME_LIMIT))
        self.exercises = tuple(each(self.exercises, Exercise, "exercises"))
        extras = mapping(self.extras, "extras", limit=_ENTRIES)
        self.extras = {text(name, "extras", limit=_NAME_LIMIT): value for name, value in extras.items()}
        revisit = mapping(self.revisit, "revisit", limit=_ENTRIES)
        self.revisit = {text(key, "revisit", limit=_NAME_LIMIT): whole(number, "revisit", 1, 999)
                        for key, number in revisit.items()}
        self.keys = {}
        for exercise in self.exercises:
            key = text(exercise.id, "exercises").split("/")[-1]
            if key in self.keys:
                raise ValueError(say("lesson.duplicate_exercise", number=self.number, name=key))
            self.keys[key] = exercise
            exercise.id = f"{self.slug}/{key}"
        for key in self.revisit:
            if key not in self.keys:
                raise ValueError(say("lesson.unknown_revisit", number=self.number, name=key))

    @property
    def notebook(self) -> str:
        """The notebook's file name in `notebooks/`."""
        return f"{self.number:02d}_{self.slug.replace('-', '_')}.ipynb"

    @property
    def minutes(self) -> int:
        return self.teaching_minutes + self.exercise_minutes

    def exercise(self, key: str) -> Exercise:
        """The exercise with this key (the part of its id after the slash)."""
        found = self.keys.get(plain(key)) if isinstance(key, str) else None
        if found is None:
            keys = ", ".join(self.keys)  # an instructor's lesson of many exercises is listed cut
            keys = keys if len(keys) <= _KEYS_SHOWN else keys[: _KEYS_SHOWN - 1] + "…"
            raise UnknownExercise(say("lesson.no_exercise", number=self.number, name=key, keys=keys))
        return found

    @property
    def cited_rules(self) -> frozenset[str]:
        """Every rule ID the lesson's exercises can cite."""
        return frozenset(rule for exercise in self.exercises for rule in exercise.rules)
