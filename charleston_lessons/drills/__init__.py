"""Drill generators: for each skill (`charleston_lessons.skills`), an endless supply of fresh,
graded items, each a pure function of a seed (and the language spoken).

`drill(skill_key, seed)` returns an `Exercise` with the same contract as a lesson's (`check`
gives `Feedback` naming a rule, hints in steps, a solution), built from a real table state
where the skill involves one. Each skill's generator lives in a module of its own, named in
`GENERATORS` and imported when first asked for, so practice loads only what it drills.
The exercise's id is `practice/<skill>-<seed>`: an attempt names the item, and the item can
be made again from it (an instructor or a test can replay any item a learner saw).

`question_shape(item)` is what an item asks with its seats, tiles, numbers and wording
masked (`drills._shape`): a session that never repeats a shape never asks the same
question twice with other numbers.
"""

from __future__ import annotations

import importlib

from charleston_lessons._input import text, whole
from charleston_lessons.drills._shape import canonical, mask
from charleston_lessons._rated import drill_item
from charleston_lessons.exercises import Exercise
from charleston_lessons.messages import say, speaking
from charleston_lessons.skills import skill

__all__ = ["drill", "replay", "GENERATORS", "MAX_SEED", "item_id", "parse_item_id", "question_shape"]

# skill key -> the module whose `generate(seed)` makes its items
GENERATORS: dict[str, str] = {
    "direction": "charleston_lessons.drills.direction",
    "seats": "charleston_lessons.drills.seats",
    "blind": "charleston_lessons.drills.blind",
    "stopping": "charleston_lessons.drills.stopping",
    "courtesy": "charleston_lessons.drills.courtesy",
    "jokers": "charleston_lessons.drills.jokers",
    "east": "charleston_lessons.drills.east",
    "what-to-pass": "charleston_lessons.drills.what_to_pass",
}
MAX_SEED = 2**32 - 1  # seeds are whole numbers from 0 to this
PREFIX = "practice"


def item_id(skill_key: str, seed: int) -> str:
    """The exercise id of one drill item: `practice/<skill>-<seed>`."""
    return f"{PREFIX}/{skill(skill_key).key}-{whole(seed, 'seed', 0, MAX_SEED)}"


def parse_item_id(exercise_id: str) -> tuple[str, int] | None:
    """(skill key, seed) of a drill item's id, or None when the id is not a drill item's."""
    found = drill_item(exercise_id)
    return found if found is not None and found[1] <= MAX_SEED else None


def drill(skill_key: str, seed: int) -> Exercise:
    """A fresh item for `skill_key`, the same for the same seed and language; its id is
    `item_id(skill_key, seed)`. An unknown skill or a seed that is not a whole number from 0
    to `MAX_SEED` is a `ValueError` with a sentence."""
    key = skill(skill_key).key
    seed = whole(seed, "seed", 0, MAX_SEED)
    module = importlib.import_module(GENERATORS[key])
    exercise = module.generate(seed)
    exercise.id = item_id(key, seed)
    return exercise


def replay(exercise_id: str) -> Exercise:
    """The practice item a learner answered, made again from the id kept with the answer
    (`practice/<skill>-<seed>`), in the language spoken now: an instructor sees what was asked.
    An id that is not a practice item's is a `ValueError` with a sentence."""
    found = parse_item_id(exercise_id)
    if found is None:
        raise ValueError(say("drill.error.id", value=exercise_id))
    return drill(*found)


def question_shape(question: Exercise | str) -> str:
    """What `question` asks, with what its answer rests on, and nothing that changes with
    the seed: its seats, tiles, numbers (in digits or words), directions and pass names
    masked, a list of them as one, and its wording (of a question's several) set aside.

    A drill item (its id is `practice/<skill>-<seed>`) is read as its generator makes it in
    its first wording, in English, whatever the language spoken, so the same question has
    one shape in every language; any other exercise, or a text, is read as it stands.
    Two items with the same shape ask the same question with other values: "You sit East.
    On pass 1, who receives your tiles?" and "You sit West. On pass 4, who receives your
    tiles?" are one shape; "... whose tiles do you receive?" is another. A value that is not
    an exercise or a text is a `ValueError` with a sentence."""
    if isinstance(question, str):
        # The plain text: a `str` subclass's own `__str__` (which `mask` reads) never runs.
        return mask(text(question, "question"))
    if not isinstance(question, Exercise):
        raise ValueError(say("drill.error.shape", value=question))
    found = parse_item_id(getattr(question, "id", ""))
    if found is None:
        return mask(question.prompt)
    key, seed = found
    module = importlib.import_module(GENERATORS[key])
    with speaking("en"), canonical():
        return mask(module.generate(seed).prompt)
