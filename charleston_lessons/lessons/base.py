"""What a lesson is, as data: its notebook, questions, objectives, minutes, rules and exercises."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any
from dataclasses import dataclass, field

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
        # Every sentence in the language being spoken (the English is the catalog's msgid).
        self.title = translate(self.title)
        self.questions = tuple(map(translate, self.questions))
        self.objectives = tuple(map(translate, self.objectives))
        self.rules = tuple(self.rules)
        self.key_points = tuple(map(translate, self.key_points))
        self.exercises = tuple(self.exercises)
        self.keys = {}
        for exercise in self.exercises:
            key = exercise.id.split("/")[-1]
            if key in self.keys:
                raise ValueError(f"Lesson {self.number} has two exercises with the key {key!r}.")
            self.keys[key] = exercise
            exercise.id = f"{self.slug}/{key}"
        unknown = set(self.revisit) - set(self.keys)
        if unknown:
            raise ValueError(f"Lesson {self.number}: revisit names unknown exercises {sorted(unknown)}.")

    @property
    def notebook(self) -> str:
        """The notebook's file name in `notebooks/`."""
        return f"{self.number:02d}_{self.slug.replace('-', '_')}.ipynb"

    @property
    def minutes(self) -> int:
        return self.teaching_minutes + self.exercise_minutes

    def exercise(self, key: str) -> Exercise:
        """The exercise with this key (the part of its id after the slash)."""
        found = self.keys.get(key) if isinstance(key, str) else None
        if found is None:
            raise UnknownExercise(say("lesson.no_exercise", number=self.number, name=key, keys=", ".join(self.keys)))
        return found

    @property
    def cited_rules(self) -> frozenset[str]:
        """Every rule ID the lesson's exercises can cite."""
        return frozenset(rule for exercise in self.exercises for rule in exercise.rules)
