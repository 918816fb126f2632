"""Mastery of each skill: not started, learning, mastered, or due for review.

A skill is mastered after three first answers in a row right at the first try, on fresh items
(practice variants, or lesson exercises met for the first time). A first answer is the first
attempt at an item id: a retry of the same item counts for nothing, as the learner has seen its
answer. A wrong first answer resets the streak. A right answer after a hint, or after seeing the
solution, is not a clean first answer: it neither adds to the streak nor resets it (the learner
was not wrong, but did not show the skill alone). A skill answered before whose review is due
(`charleston_lessons.review`) is due for review, whatever its streak: review comes first.

Faces show a state as a picture that needs no colour (`●●○`, the streak as filled dots) beside
its word, and can read `spoken` aloud.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from enum import StrEnum
from typing import Any

from charleston_lessons._rated import (
    MASTERY_STREAK, Answer, Grade, drill_item, first_answers, moment, skill_key_of, streaks,
)
from charleston_lessons.messages import say
from charleston_lessons.review import due_from, fold
from charleston_lessons.skills import SKILLS, Skill, skill

__all__ = [
    "SkillState", "SkillStatus", "Answer", "Grade", "MASTERY_STREAK",
    "drill_item", "skill_key_of", "first_answers", "streaks", "states", "states_of_answers", "state",
]

FILLED, EMPTY = "●", "○"


class SkillState(StrEnum):
    """The four states of a skill (their words are in the catalogs: `_WORDS`)."""

    NOT_STARTED = "not-started"
    LEARNING = "learning"
    MASTERED = "mastered"
    DUE = "due"


# Each state's word and line in the catalogs.
_WORDS: dict[SkillState, tuple[str, str]] = {
    SkillState.NOT_STARTED: ("mastery.state.not_started", "mastery.line.not_started"),
    SkillState.LEARNING: ("mastery.state.learning", "mastery.line.learning"),
    SkillState.MASTERED: ("mastery.state.mastered", "mastery.line.mastered"),
    SkillState.DUE: ("mastery.state.due", "mastery.line.due"),
}


@dataclass(frozen=True)
class SkillStatus:
    """Where a learner stands on one skill: its state, its streak of clean first answers, and
    when its review falls due (`review.due_from`; None before the first answer)."""

    skill: Skill
    state: SkillState
    streak: int
    due: datetime | None

    @property
    def word(self) -> str:
        """The state in a word or two: "learning"."""
        return say(_WORDS[self.state][0])

    @property
    def line(self) -> str:
        """The state in one line for the learner."""
        return say(_WORDS[self.state][1], streak=min(self.streak, MASTERY_STREAK), needed=MASTERY_STREAK)

    @property
    def picture(self) -> str:
        """The streak as dots, filled for each clean first answer in a row: "●●○"."""
        filled = min(self.streak, MASTERY_STREAK)
        return FILLED * filled + EMPTY * (MASTERY_STREAK - filled)

    @property
    def text(self) -> str:
        """The picture beside the word: "●●○ learning" (the word carries the state)."""
        return f"{self.picture} {self.word}"

    @property
    def spoken(self) -> str:
        """All of it in a sentence, for a screen reader (the dots read badly aloud)."""
        return say("mastery.spoken", title=self.skill.title, state=self.word, line=self.line)


def _status(item: Skill, answered: bool, streak: int, card_due: datetime | None, now: datetime) -> SkillStatus:
    if not answered:
        found = SkillState.NOT_STARTED
    elif card_due is not None and card_due <= now:
        found = SkillState.DUE
    elif streak >= MASTERY_STREAK:
        found = SkillState.MASTERED
    else:
        found = SkillState.LEARNING
    return SkillStatus(item, found, streak, card_due)


def states(attempts: Any, now: datetime | None = None) -> dict[str, SkillStatus]:
    """Every skill's status at `now` (a datetime with its time zone; the clock's if None), in
    course order, from the progress store's attempts (any order). Bad input is a `ValueError`."""
    return states_of_answers(first_answers(attempts), now)


def states_of_answers(answers: Any, now: datetime | None = None) -> dict[str, SkillStatus]:
    """`states` from first answers already in hand (`first_answers`): a room of learners
    (the dashboard) finds each learner's once and counts misses from them too."""
    when = moment(now)
    streak = streaks(answers)
    found = fold(answers)
    return {item.key: _status(item, item.key in streak, streak.get(item.key, 0),
                              due_from(found[item.key]) if item.key in found else None, when)
            for item in SKILLS}


def state(attempts: Any, skill_key: str, now: datetime | None = None) -> SkillStatus:
    """One skill's status (see `states`); an unknown key is a `ValueError`."""
    key = skill(skill_key).key
    return states(attempts, now)[key]
