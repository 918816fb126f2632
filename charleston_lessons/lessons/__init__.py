"""The course's lessons, as data (core: no widget or plotting import).

Each module `lNN_slug.py` here defines one `LESSON`; they are found by name, so adding a
lesson is adding a module and its notebook.
"""

from __future__ import annotations

import importlib
import pkgutil
import re
from functools import cache

from charleston_lessons.exercises import Exercise
from charleston_lessons.lessons.base import Lesson, UnknownExercise
from charleston_lessons.messages import say

__all__ = ["Lesson", "UnknownExercise", "all_lessons", "lesson", "find_exercise"]

_MODULE = re.compile(r"^l(\d\d)_\w+$")


@cache
def all_lessons() -> tuple[Lesson, ...]:
    """Every lesson, in the order a learner takes them."""
    found = []
    for info in pkgutil.iter_modules(__path__):
        if _MODULE.match(info.name):
            module = importlib.import_module(f"{__name__}.{info.name}")
            found.append(module.LESSON)
    found.sort(key=lambda lesson: lesson.number)
    numbers = [lesson.number for lesson in found]
    if len(set(numbers)) != len(numbers):
        raise RuntimeError(f"Two lessons share a number: {numbers}")
    return tuple(found)


def lesson(number: int) -> Lesson:
    """Lesson `number` (1 is "Start here")."""
    for item in all_lessons():
        if type(number) is int and item.number == number:
            return item
    numbers = ", ".join(str(item.number) for item in all_lessons())
    raise ValueError(say("lesson.no_lesson", number=number, numbers=numbers))


def find_exercise(exercise_id: str) -> tuple[Lesson, Exercise]:
    """The lesson and exercise for a course-wide id such as `"rollor/direction-4"`."""
    if not isinstance(exercise_id, str):
        raise UnknownExercise(say("lesson.no_slug", slug=exercise_id))
    slug, _, key = exercise_id.partition("/")
    for item in all_lessons():
        if item.slug == slug:
            return item, item.exercise(key)
    raise UnknownExercise(say("lesson.no_slug", slug=slug))
