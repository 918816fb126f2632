"""A practice session: up to ten fresh items, due reviews first, then the next skill not yet
mastered in course order; a score and the next step at the end. The core of the practice
notebook (`widgets.practice` is its face): it chooses, it never draws.

Each item is chosen when the learner asks for it, from every answer so far (`review.next_skill`
at the clock's time), so an item missed in this session counts at once: FSRS brings a missed
skill back a minute later, and a skill not yet mastered stays the next one until it is. Each
item is a fresh variant: a seed its skill has not been answered with, from the system's
random source (or an injected `random.Random`, for tests), recorded in the attempt's id
(`practice/<skill>-<seed>`), so an instructor or a test can make the same item again with
`drills.drill(skill, seed)`.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from enum import StrEnum
from typing import Any

from charleston_lessons import clock, review
from charleston_lessons._input import result_of, whole
from charleston_lessons._rated import Grade, checked_attempts, drill_item, grade_of, moment
from charleston_lessons.drills import MAX_SEED, drill, item_id
from charleston_lessons.exercises import Exercise
from charleston_lessons.mastery import SkillStatus, state, states
from charleston_lessons.place import miss
from charleston_lessons.messages import join_words, say, say_count
from charleston_lessons.progress import Attempt
from charleston_lessons.skills import Skill, skill

__all__ = ["SESSION_ITEMS", "Reason", "Item", "Session", "Summary", "fresh_seed", "reviews_due", "due_line",
           "wait_words"]

SESSION_ITEMS = 10  # about five minutes: most items take 20 to 40 seconds


class Reason(StrEnum):
    """Why an item's skill comes now: its review is due; it is not mastered yet; or every skill
    is mastered and none due, so the one whose review comes soonest."""

    REVIEW = "review"
    LEARN = "learn"
    KEEP = "keep"


@dataclass(frozen=True)
class Item:
    """One item of a session: its place (from 1), skill, seed and why it was chosen."""

    number: int
    skill: Skill
    seed: int
    reason: Reason

    @property
    def exercise_id(self) -> str:
        return item_id(self.skill.key, self.seed)

    def exercise(self) -> Exercise:
        """The item as an exercise, in the language spoken now."""
        return drill(self.skill.key, self.seed)

    def heading(self, total: int) -> str:
        """"Question 3 of 10: Blind passes (due for review)"."""
        return say("practice.item.heading", number=self.number, total=total, title=self.skill.title,
                   why=say(f"practice.reason.{self.reason.value}"))


def fresh_seed(skill_key: str, attempts: Any, rng: random.Random) -> int:
    """A seed for `skill_key` no attempt in `attempts` has answered, drawn from `rng`."""
    key = skill(skill_key).key
    if not isinstance(rng, random.Random):
        raise ValueError(say("practice.error.rng", value=rng))
    used = {found[1] for found in (drill_item(a.exercise_id) for a in checked_attempts(attempts)) if found and found[0] == key}
    while True:
        seed = rng.randint(0, MAX_SEED)
        if seed not in used:
            return seed


@dataclass(frozen=True)
class Summary:
    """The end of a session: the score, each skill practised as it stands now, the skills
    missed (with the lesson that teaches each) and the next step, all in sentences."""

    clean: int
    answered: int
    total: int
    skills: tuple[SkillStatus, ...]
    missed: tuple[Skill, ...]
    next_step: str
    # Each question missed, with its rule and the lesson and section that teach it (`place.miss`).
    misses: tuple[Any, ...] = ()

    @property
    def score(self) -> str:
        return say("practice.summary.score", clean=self.clean, answered=self.answered, total=self.total)

    @property
    def missed_line(self) -> str:
        if not self.missed:
            return say("practice.summary.none_missed")
        names = [say("practice.summary.skill_lesson", title=item.title, lesson=item.lesson) for item in self.missed]
        return say("practice.summary.missed", skills=join_words(names))


@dataclass
class Session:
    """One practice session over the attempts `attempts()` returns (the progress store's,
    read afresh for each choice), at the times `now()` gives."""

    attempts: Callable[[], Sequence[Attempt]]
    length: int = SESSION_ITEMS
    now: Callable[[], datetime] = clock.now
    rng: random.Random = field(default_factory=random.SystemRandom)
    items: list[Item] = field(default_factory=list)
    grades: dict[int, Grade] = field(default_factory=dict)  # each item's first answer, by number

    @property
    def current(self) -> Item | None:
        return self.items[-1] if self.items else None

    @property
    def finished(self) -> bool:
        """Every item shown and answered (or the session has no items at all)."""
        return len(self.items) >= self.length and (not self.items or self.items[-1].number in self.grades)

    def next_item(self) -> Item | None:
        """The next item, chosen now; None once the session's items are all shown."""
        if len(self.items) >= self.length:
            return None
        done = self.all_attempts()
        key, why = review.next_review(done, moment(result_of(self.now, "now")))
        item = Item(len(self.items) + 1, skill(key), fresh_seed(key, done, self.rng), Reason(why))
        self.items.append(item)
        return item

    def __post_init__(self) -> None:
        # Checked once, here: a session runs for minutes, and a bad part would fail at a click.
        if not callable(self.attempts):
            raise ValueError(say("error.input.not_kind", what="attempts", kind=say("words.a_function"),
                                 value=self.attempts))
        self.length = whole(self.length, "length", 1, SESSION_ITEMS)
        if not callable(self.now):
            raise ValueError(say("error.input.not_kind", what="now", kind=say("words.a_function"), value=self.now))
        if not isinstance(self.rng, random.Random):
            raise ValueError(say("practice.error.rng", value=self.rng))

    def all_attempts(self) -> list[Attempt]:
        """Every answer so far (the store keeps in memory what it cannot write to disk), read
        with the bound every fold over attempts keeps (an endless source is refused at once)."""
        return checked_attempts(result_of(self.attempts, "attempts"))

    def standing(self, skill_key: str) -> SkillStatus:
        """Where the learner stands on a skill now (`mastery.state`)."""
        return state(self.all_attempts(), skill_key, moment(result_of(self.now, "now")))

    def answered(self, attempt: Attempt) -> None:
        """Note an attempt at the current item (already in the store): the first is its grade."""
        item = self.current
        if item is None or attempt.exercise_id != item.exercise_id or item.number in self.grades:
            return
        self.grades[item.number] = grade_of(attempt)

    def summary(self) -> Summary:
        """The score, the skills practised as they stand now, what was missed, what next."""
        done = self.all_attempts()
        when = moment(result_of(self.now, "now"))
        standing = states(done, when)
        practised = list(dict.fromkeys(item.skill.key for item in self.items))
        missed = list(dict.fromkeys(item.skill.key for item in self.items
                                    if self.grades.get(item.number) is Grade.WRONG))
        clean = sum(grade is Grade.CLEAN for grade in self.grades.values())
        misses = tuple(miss(item.exercise(), item.skill.lesson) for item in self.items
                       if self.grades.get(item.number) is Grade.WRONG)
        return Summary(clean, len(self.grades), self.length, tuple(standing[key] for key in practised),
                       tuple(skill(key) for key in missed), due_line(done, when), misses)


def reviews_due(attempts: Any, now: datetime | None = None) -> list[Skill]:
    """The skills due for review at `now` (the clock's if None), most overdue first."""
    return [skill(key) for key in review.due(attempts, now)]


def wait_words(wait: timedelta) -> str:
    """How long until a review, in words: "in 10 minutes", "in 3 hours", "in 4 days"."""
    if not isinstance(wait, timedelta):
        raise ValueError(say("practice.error.wait", value=wait))
    minutes = max(1, round(wait.total_seconds() / 60))
    if minutes < 90:
        return say_count("count.in_minutes", minutes)
    hours = round(minutes / 60)
    if hours < 36:
        return say_count("count.in_hours", hours)
    return say_count("count.in_days", min(round(hours / 24), 10**6))


def due_line(attempts: Any, now: datetime | None = None) -> str:
    """One sentence on review: how many are due and which; else when the next one is; else
    (nothing answered yet) what practice is."""
    when = moment(now)
    late = reviews_due(attempts, when)
    if late:
        return say("practice.due.some", count=say_count("count.reviews", len(late)),
                   skills=join_words([item.title for item in late]))
    found = review.cards(attempts)
    if not found:
        return say("practice.due.never")
    key, card = min(found.items(), key=lambda pair: pair[1].due)
    return say("practice.due.later", title=skill(key).title, wait=wait_words(card.due - when))
