"""The express lesson's size, as the course promises it: at most 2,500 words and 12 exercises,
and the time it takes, which the page states (and `course.EXPRESS_MINUTES` holds).

    python tools/express.py        # words, questions and minutes of notebooks/00_express.ipynb, each language

How the words are counted: every word a learner reads as the lesson's text, that is the words of
its markdown cells (HTML tags and link targets left out, link texts kept) plus the text that its
data-written cells show (each lesson's key points, the pass table, the pictures' descriptions:
the plain text of their stored outputs). The exercises and the practice session are counted as
exercises, not words. A word is a run of letters or digits, with an apostrophe or hyphen inside
it ("East's", "face-down") making one word.

How the time is reckoned, for an older reader: 150 words a minute, and 45 seconds a question,
a question being one of the page's exercises or one of its closing practice's questions
(`course.EXPRESS_PRACTICE_ITEMS`); the sum, rounded to the nearest minute, is the time the
page's first cell states ("About 23 minutes") in every language.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

import nbformat

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from charleston_lessons.course import EXPRESS_PRACTICE_ITEMS  # noqa: E402
from charleston_lessons.lessons import EXPRESS_NOTEBOOK  # noqa: E402
from charleston_lessons.messages import LANGUAGES  # noqa: E402

MAX_WORDS = 2500
MAX_EXERCISES = 12
WORDS_A_MINUTE = 150  # an older reader's pace (150 to 200): the slower end
SECONDS_A_QUESTION = 45

# A cell that shows a lesson's exercise by its course-wide id, and the practice session.
EXERCISE = re.compile(r"""express\.exercise\(["']([\w-]+/[\w-]+)["']\)""")
PRACTICE = re.compile(r"""express\.practice\(|course\.practice\(""")
WORD = re.compile(r"[^\W_]+(?:['’-][^\W_]+)*")
_TAG = re.compile(r"<[^>]+>")
_TARGET = re.compile(r"\]\([^)]*\)")


def notebook_path(code: str) -> Path:
    """The express lesson in language `code`: notebooks/00_express.ipynb, notebooks/ms/..."""
    folder = ROOT / "notebooks"
    return folder / EXPRESS_NOTEBOOK if code == LANGUAGES[0] else folder / code / EXPRESS_NOTEBOOK


def read(path: Path | str) -> nbformat.NotebookNode:
    return nbformat.read(Path(path), as_version=4)


def words_of(text: str) -> int:
    """The words in `text`, markdown or HTML: tags and link targets are not words."""
    return len(WORD.findall(_TARGET.sub("]", _TAG.sub(" ", text))))


def is_exercise(cell: nbformat.NotebookNode) -> bool:
    return cell.cell_type == "code" and bool(EXERCISE.search(cell.source) or PRACTICE.search(cell.source))


def shown_text(cell: nbformat.NotebookNode) -> str:
    """The plain text a code cell's stored outputs show (a data-written cell's words)."""
    texts = []
    for output in cell.get("outputs", []):
        plain = output.get("data", {}).get("text/plain") if "data" in output else output.get("text")
        if plain:
            texts.append(plain if isinstance(plain, str) else "".join(plain))
    return "\n".join(texts)


def word_count(nb: nbformat.NotebookNode) -> int:
    """Words of the markdown cells plus the text of the data-written cells (see the module)."""
    total = 0
    for cell in nb.cells:
        if cell.cell_type == "markdown":
            total += words_of(cell.source)
        elif cell.cell_type == "code" and not is_exercise(cell):
            total += words_of(shown_text(cell))
    return total


def exercise_ids(nb: nbformat.NotebookNode) -> list[str]:
    """The course-wide ids of the lesson exercises the notebook shows, in order."""
    return [found for cell in nb.cells if cell.cell_type == "code" for found in EXERCISE.findall(cell.source)]


def counts() -> dict[str, tuple[int, int]]:
    """Each language's (words, exercises) of the express lesson."""
    found = {}
    for code in LANGUAGES:
        nb = read(notebook_path(code))
        found[code] = (word_count(nb), len(exercise_ids(nb)))
    return found


def questions(exercises: int) -> int:
    """The questions a learner answers on the page: its exercises and its closing practice's."""
    return exercises + EXPRESS_PRACTICE_ITEMS


def minutes(words: int, asked: int) -> int:
    """The page's time for an older reader: words at 150 a minute, 45 s a question, rounded."""
    return round(words / WORDS_A_MINUTE + asked * SECONDS_A_QUESTION / 60)


def stated_minutes() -> int:
    """The time the page states: the longest of its languages' (each rounded), so none is short."""
    return max(minutes(words, questions(exercises)) for words, exercises in counts().values())


if __name__ == "__main__":
    for code, (words, exercises) in counts().items():
        asked = questions(exercises)
        print(f"{code}: {words} words (at most {MAX_WORDS}), {exercises} exercises (at most {MAX_EXERCISES}),"
              f" {asked} questions with the practice: {minutes(words, asked)} minutes at {WORDS_A_MINUTE}"
              f" words a minute and {SECONDS_A_QUESTION} s a question  {notebook_path(code).relative_to(ROOT)}")
    print(f"the page states: about {stated_minutes()} minutes")
