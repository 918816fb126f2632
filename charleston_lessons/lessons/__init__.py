"""The course's lessons, as data (core: no widget or plotting import).

Each module `lNN_slug.py` here defines one `LESSON`; they are found by name, so adding a
lesson is adding a module and its notebook.
"""

from __future__ import annotations

import importlib
import importlib.util
import pkgutil
import re
from functools import cache

from charleston_lessons._input import plain
from charleston_lessons.exercises import Exercise
from charleston_lessons.lessons.base import Lesson, UnknownExercise
from charleston_lessons.messages import LANGUAGE_NAMES, LANGUAGES, language, say, speaking, translate
from charleston_lessons.rulebook import REFERENCE_NOTEBOOK

__all__ = [
    "Lesson", "UnknownExercise", "all_lessons", "lesson", "find_exercise",
    "navigation_markdown", "header_markdown", "key_points_markdown", "other_language", "overview_link", "workshop_list_text",
    "PRACTICE_NOTEBOOK", "EXPRESS_NOTEBOOK",
]

_MODULE = re.compile(r"^l(\d\d)_\w+$")


def all_lessons() -> tuple[Lesson, ...]:
    """Every lesson, in the order a learner takes them, in the current language."""
    return _built(language())


@cache
def _built(code: str) -> tuple[Lesson, ...]:
    """The lessons made in one language. English is the modules themselves; another
    language runs each module again in a private copy while that language is spoken, so
    every sentence its exercises make (and every one the catalog translates) is in it.
    Exercise ids do not depend on the language, so progress is shared."""
    found = []
    for info in pkgutil.iter_modules(__path__):
        if _MODULE.match(info.name):
            name = f"{__name__}.{info.name}"
            with speaking("en"):  # the modules themselves are English, whatever the kernel speaks
                english = importlib.import_module(name)
            if code == "en":
                found.append(english.LESSON)
                continue
            spec = importlib.util.find_spec(name)
            module = importlib.util.module_from_spec(spec)
            with speaking(code):
                spec.loader.exec_module(module)
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
    slug, _, key = plain(exercise_id).partition("/")
    for item in all_lessons():
        if item.slug == slug:
            return item, item.exercise(key)
    raise UnknownExercise(say("lesson.no_slug", slug=slug))


# ------------------------------------------------ the lines every lesson page shows


# The practice notebook (fresh questions, due reviews first), beside the lessons in every
# language's folder, so the same relative link reaches it from any lesson.
PRACTICE_NOTEBOOK = "practice.ipynb"

# The express lesson: the whole Charleston on one page (its time, tools/express.py), beside the lessons in every
# language's folder. Not a numbered lesson: a route through the lessons' own data (their key
# points and exercises, shown by their course-wide ids, so an answer there counts for the lesson).
EXPRESS_NOTEBOOK = "00_express.ipynb"


def overview_link() -> str:
    """The course overview in lesson 1, relative to notebooks/: its heading's anchor.

    JupyterLab and Voila both name a heading's anchor by its text with spaces as dashes.
    """
    anchor = say("progress.overview_title").replace(" ", "-")
    return f"{all_lessons()[0].notebook}#{anchor}"


def other_language(number: int) -> str:
    """The line that links a lesson to the same lesson in the course's other language."""
    data = lesson(number)
    here = language()
    there = next(code for code in LANGUAGES if code != here) if here == "en" else "en"
    notebook = f"{there}/{data.notebook}" if here == "en" else f"../{data.notebook}"
    with speaking(there):
        title = say("lesson.heading", number=data.number, title=lesson(number).title)
    # the other language named in this one: "bahasa Inggeris" in a Malay sentence, never "English"
    return say("lesson.other_language", language=translate(LANGUAGE_NAMES[there]), title=title, notebook=notebook)


def header_markdown(number: int) -> str:
    """A lesson's first cell, in the current language: title, questions, objectives, time, and
    the link to the lesson in the other language. No line says how to start: the page runs the
    lesson's cells by itself when it opens (the page extension; Voila has already run them)."""
    data = lesson(number)
    questions = "\n".join(f"- {q}" for q in data.questions)
    objectives = "\n".join(f"- {o}" for o in data.objectives)
    return (
        f"# {say('lesson.heading', number=data.number, title=data.title)}\n\n"
        f"**{say('lesson.questions')}**\n{questions}\n\n"
        f"**{say('lesson.objectives')}**\n{objectives}\n\n"
        f"{say('lesson.time', teaching=data.teaching_minutes, exercises=data.exercise_minutes)}\n\n"
        f"*{other_language(number)}*"
    )


def key_points_markdown(number: int) -> str:
    data = lesson(number)
    return f"## {say('lesson.key_points')}\n\n" + "\n".join(f"- {point}" for point in data.key_points)


def navigation_markdown(number: int) -> str:
    """The last cell of lesson `number`: links to the lesson before it and the one after.

    Lesson 1 points back to the rules reference; the last lesson on to the overview in
    lesson 1. Titles and file names come from the lessons' data, so they cannot drift.
    """
    lessons = all_lessons()
    at = [item.number for item in lessons].index(lesson(number).number)
    if at == 0:
        back = say("lesson.to_reference", notebook=REFERENCE_NOTEBOOK)
    else:
        before = lessons[at - 1]
        back = say("lesson.previous", number=before.number, title=before.title, notebook=before.notebook)
    if at == len(lessons) - 1:
        notebook, _, anchor = overview_link().partition("#")
        on = say("lesson.to_overview", notebook=notebook, anchor=anchor)
    else:
        after = lessons[at + 1]
        on = say("lesson.next", number=after.number, title=after.title, notebook=after.notebook)
    return f"---\n\n{back}\n\n{on}"


def workshop_list_text() -> tuple[str, str, dict[str, str]]:
    """The workshop list's title and opening line, and the label of each folder beside the
    lessons: the instructor kit, and each other language's course (labelled in that language)."""
    folders = {"instructor": say("lesson.list_instructor")}
    for code in LANGUAGES[1:]:
        with speaking(code):
            label = say("lesson.list_language", language=LANGUAGE_NAMES[code])
            # the language's name opens the label: "Bahasa Melayu", as it reads mid-sentence lower
            folders[code] = label[:1].upper() + label[1:]
            folders[f"{code}/instructor"] = say("lesson.list_instructor")
    return say("lesson.list_title"), say("lesson.list_intro"), folders
