"""A practice session: ten fresh questions across skills, a worked example for a learner who is
stuck, and a summary that looks back. The core of the practice notebook (`widgets.practice`
is its face): it chooses, it never draws.

How a session chooses (each question when the learner asks for it, from every answer so far at
the clock's time, so an answer in this session counts at once):

1. reviews due (`review.due`), most overdue first;
2. a skill missed in this session, once other questions have come between (`AGAIN_GAP`);
3. skills started but not mastered, in course order; then the next new skill in course order;
4. retrieval of skills already mastered and not due, the soonest due first (a right answer
   before a skill is due leaves its review date as it is; a wrong one brings it back the next
   day: `review.fold`).

Within that order a session mixes: at most half its questions from one skill (`most_of_one`),
never more than two in a row from one skill while another can come, and within each step the
skill asked least so far first. A learner who misses one skill twice in a session is shown a
worked example of it, made from its lesson's own data, with a link to the section that
teaches it (`take_example`); the skill is set aside for a few questions (`PARK_GAP`) and comes
back once; a third miss leaves it for the next session (it is then due for review). When every
skill is mastered and none is due, `resting()` says so and when the next review is: a learner
may still take a short round (`SHORT_ROUND`), whose right answers leave the schedule as it is.

Each item is a fresh variant: a seed its skill has not been answered with, from the system's
random source (or an injected `random.Random`, for tests), recorded in the attempt's id
(`practice/<skill>-<seed>`), so an instructor or a test can make the same item again with
`drills.drill(skill, seed)`. No session asks the same question twice with other numbers:
a new item's shape (`question_shape`) differs from every one asked before in the session.
"""

from __future__ import annotations

import random
import re
from collections import Counter
from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass, field, replace
from datetime import datetime, timedelta
from enum import StrEnum
from typing import Any

from charleston_lessons import clock, review
from charleston_lessons._input import flag, result_of, take, text, whole
from charleston_lessons._rated import (
    MASTERY_STREAK, Grade, checked_attempts, drill_item, first_answers, grade_of, moment, streaks,
)
from charleston_lessons.drills import MAX_SEED, drill, item_id
from charleston_lessons.exercises import Exercise
from charleston_lessons.mastery import SkillStatus, state, states
from charleston_lessons.place import Missed, miss
from charleston_lessons.messages import join_words, say, say_count
from charleston_lessons.progress import Attempt
from charleston_lessons.skills import SKILLS, Skill, skill, skill_of

__all__ = ["SESSION_ITEMS", "SHORT_ROUND", "STUCK_MISSES", "AGAIN_GAP", "PARK_GAP", "SHAPE_TRIES",
           "Reason", "Result", "Item", "WorkedExample", "Rest", "Session", "Summary",
           "fresh_seed", "reviews_due", "due_line", "wait_words", "days_words", "question_shape", "same_shape",
           "worked_example", "resting", "page_skills"]

SESSION_ITEMS = 10  # about five minutes: most items take 20 to 40 seconds
SHORT_ROUND = 5  # the optional round when nothing is due
STUCK_MISSES = 2  # misses of one skill in a session that bring a worked example
AGAIN_GAP = 2  # other questions between a miss and the same skill again
PARK_GAP = 3  # other questions between the worked example and the skill again
SHAPE_TRIES = 40  # seeds tried for a question of a shape not yet asked in the session


class Reason(StrEnum):
    """Why an item's skill comes now: its review is due; it was missed earlier in this
    session; it is not mastered yet; it is new; or it is mastered and asked to keep it fresh."""

    REVIEW = "review"
    AGAIN = "again"
    LEARN = "learn"
    NEW = "new"
    KEEP = "keep"


class Result(StrEnum):
    """How an item of a session went: right at the first try; right after a hint; answered
    after Show solution (or only shown), which is not counted right; wrong."""

    RIGHT = "right"
    HINTED = "hinted"
    SHOWN = "shown"
    WRONG = "wrong"


MISSES = (Result.WRONG, Result.SHOWN)  # the results that count as a miss


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


# --------------------------------------------------------------------------- question shapes

_DIGITS = re.compile(r"\d+")


def _masked_prompt(question: Exercise) -> Hashable:
    """The question's prompt with every number masked."""
    return _DIGITS.sub("#", question.prompt)


# What a question asks, with the numbers that do not change it left out. The hook for the drills'
# own `question_shape` (which masks what its generator knows does not matter): set it here.
_SHAPE: Callable[[Exercise], Hashable] = _masked_prompt


def question_shape(question: Exercise) -> Hashable:
    """What `question` asks, its numbers masked: two questions of one shape are the same
    question with other numbers (by default, their prompts with every number masked)."""
    if not isinstance(question, Exercise):
        raise ValueError(say("error.input.not_kind", what="question", kind="Exercise", value=question))
    return _SHAPE(question)


def same_shape(first: Exercise, second: Exercise) -> bool:
    """Whether two questions ask the same thing with other numbers (`question_shape`)."""
    return question_shape(first) == question_shape(second)


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


# --------------------------------------------------------------------------- a worked example


@dataclass(frozen=True)
class WorkedExample:
    """A question of a skill worked through, from the lesson that teaches it: its prompt, its
    solution (the answer and why) and where it is taught (`taught`: the lesson, section and link,
    as `place.miss` gives them), and whether the skill comes back later in this session."""

    skill: Skill
    prompt: str
    solution: str
    taught: Missed
    later: bool = True

    @property
    def heading(self) -> str:
        return say("practice.example.heading", title=self.skill.title)

    @property
    def intro(self) -> str:
        return say("practice.example.intro", count=STUCK_MISSES, title=self.skill.title, lesson=self.taught.lesson)

    @property
    def question_line(self) -> str:
        return say("practice.example.question", prompt=self.prompt)

    @property
    def link_words(self) -> str:
        return say("place.read_again", number=self.taught.lesson, section=self.taught.section or self.taught.lesson_title)

    @property
    def comes_back(self) -> str:
        key = "practice.example.later" if self.later else "practice.example.tomorrow"
        return say(key, title=self.skill.title)

    @property
    def text(self) -> str:
        """All of it as plain text."""
        return "\n".join([self.heading, self.intro, self.question_line, self.solution,
                          f"{self.link_words} ({self.taught.link})", self.comes_back])


def worked_example(skill_key: str, rule: str = "", *, later: bool = True) -> WorkedExample:
    """A worked example of `skill_key` from its lesson's own exercises: the first that rates
    the skill and cites `rule` (the rule of the question missed), else the first that rates it."""
    from charleston_lessons.lessons import lesson as lesson_data

    found = skill(skill_key)
    rule = text(rule, "rule", limit=20)
    later = flag(later, "later")  # a bool, never a caller's truthiness
    data = lesson_data(found.lesson)
    rated = [item for item in data.exercises if skill_of(item) == found] or list(data.exercises)
    chosen = next((item for item in rated if rule and rule in item.rules), rated[0])
    return WorkedExample(found, chosen.prompt, chosen.solution(), miss(chosen, found.lesson), later)


# --------------------------------------------------------------------------- when nothing is due


@dataclass(frozen=True)
class Rest:
    """Every skill mastered and none due: the one whose review comes first, and how long until."""

    skill: Skill
    wait: timedelta

    @property
    def line(self) -> str:
        return say("practice.rest.line", title=self.skill.title, wait=days_words(self.wait))

    @property
    def offer(self) -> str:
        return say("practice.rest.offer", count=SHORT_ROUND)


def resting(attempts: Any, now: datetime | None = None, skills: Sequence[str] | None = None) -> Rest | None:
    """A `Rest` when every skill (of `skills`, all if None) is mastered and none is due at
    `now`; else None."""
    when = moment(now)
    pool = _pool(skills)
    answers = first_answers(attempts)
    found = review.fold(answers)
    streak = streaks(answers)
    if any(streak.get(key, 0) < MASTERY_STREAK or key not in found for key in pool):
        return None
    if any(review.is_due(found[key], when) for key in pool):
        return None
    key = min(pool, key=lambda key: found[key].due)
    return Rest(skill(key), review.due_from(found[key]) - when)


def page_skills(notebook: str) -> tuple[str, ...]:
    """The skills a course page teaches (`"00_express.ipynb"`): those its exercises rate, in course order."""
    from charleston_lessons.lessons import find_exercise
    from charleston_lessons.messages import speaking
    from charleston_lessons.place import sections_of

    with speaking("en"):  # skills are the same in every language
        ids = [item for section in sections_of(notebook, "en") for item in section.exercises]
        rated = {getattr(skill_of(find_exercise(item)[1]), "key", None) for item in ids}
    return tuple(item.key for item in SKILLS if item.key in rated)


def _pool(skills: Any) -> tuple[str, ...]:
    if skills is None:
        return tuple(item.key for item in SKILLS)
    keys = {skill(key).key for key in take(skills, "skills", limit=len(SKILLS) * 4)}
    if not keys:
        raise ValueError(say("practice.error.no_skills"))
    return tuple(item.key for item in SKILLS if item.key in keys)


# --------------------------------------------------------------------------- the summary


@dataclass(frozen=True)
class Summary:
    """The end of a session: the score, each skill practised as it stands now, the skills
    missed (with the lesson that teaches each), each question missed (`misses`: wrong, or
    answered after Show solution) with its rule and where it is taught, and the next step."""

    clean: int
    answered: int
    total: int
    skills: tuple[SkillStatus, ...]
    missed: tuple[Skill, ...]
    next_step: str
    # Each question missed, with its rule and the lesson and section that teach it (`place.miss`).
    misses: tuple[Any, ...] = ()
    shown: int = 0  # answered after Show solution (or only shown): not counted right
    wrong: int = 0

    @property
    def score(self) -> str:
        line = say("practice.summary.score", clean=self.clean, answered=self.answered, total=self.total)
        if self.shown:
            line = f"{line} {say_count('count.shown', self.shown)}"
        return line

    @property
    def missed_line(self) -> str:
        if not self.missed:
            return say("practice.summary.none_missed")
        names = [say("practice.summary.skill_lesson", title=item.title, lesson=item.lesson) for item in self.missed]
        return say("practice.summary.missed", skills=join_words(names))


# --------------------------------------------------------------------------- the session


@dataclass
class Session:
    """One practice session over the attempts `attempts()` returns (the progress store's,
    read afresh for each choice), at the times `now()` gives, drawn from `skills` (every skill
    if None; the express page's own, for its closing practice)."""

    attempts: Callable[[], Sequence[Attempt]]
    length: int = SESSION_ITEMS
    now: Callable[[], datetime] = clock.now
    rng: random.Random = field(default_factory=random.SystemRandom)
    items: list[Item] = field(default_factory=list)
    grades: dict[int, Grade] = field(default_factory=dict)  # each item's first answer, by number
    skills: Sequence[str] | None = None
    shown: set[int] = field(default_factory=set)  # items whose solution was shown before an answer
    examples: list[WorkedExample] = field(default_factory=list)  # the worked examples given
    _waiting: WorkedExample | None = field(default=None, repr=False)
    _shapes: list[Hashable] = field(default_factory=list, repr=False)

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
        self.skills = _pool(self.skills)

    @property
    def current(self) -> Item | None:
        return self.items[-1] if self.items else None

    @property
    def finished(self) -> bool:
        """Every item shown and answered (or the session has no items at all)."""
        return len(self.items) >= self.length and (not self.items or self._settled(self.items[-1].number))

    @property
    def most_of_one(self) -> int:
        """The most questions one skill may have in this session: half of them (at least one)."""
        return max(1, self.length // 2)

    def _settled(self, number: int) -> bool:
        return number in self.grades or number in self.shown

    def result(self, number: int) -> Result | None:
        """How item `number` went (None while it is not answered); a `number` that is not a
        whole number from 1 is a `ValueError` with a sentence."""
        number = whole(number, "number", 1)
        grade = self.grades.get(number)
        if grade is Grade.WRONG:
            return Result.WRONG
        if number in self.shown:
            return Result.SHOWN
        if grade is Grade.HELPED:
            return Result.HINTED
        return Result.RIGHT if grade is Grade.CLEAN else None

    def _misses(self, key: str) -> int:
        return sum(1 for item in self.items if item.skill.key == key and self.result(item.number) in MISSES)

    def _open_miss(self, key: str) -> bool:
        """The skill's latest answer in this session was a miss."""
        for item in reversed(self.items):
            if item.skill.key == key:
                return self.result(item.number) in MISSES
        return False

    def all_attempts(self) -> list[Attempt]:
        """Every answer so far (the store keeps in memory what it cannot write to disk), read
        with the bound every fold over attempts keeps (an endless source is refused at once)."""
        return checked_attempts(result_of(self.attempts, "attempts"))

    def resting(self) -> Rest | None:
        """Before the first question: a `Rest` when every skill is mastered and none is due
        (the page says so and offers a short round); else None."""
        if self.items:
            return None
        return resting(self.all_attempts(), moment(result_of(self.now, "now")), self.skills)

    def next_item(self) -> Item | None:
        """The next item, chosen now; None once the session's items are all shown."""
        if len(self.items) >= self.length:
            return None
        done = self.all_attempts()
        key, why = self._choose(done, moment(result_of(self.now, "now")))
        item = Item(len(self.items) + 1, skill(key), self._seed(key, done), why)
        self.items.append(item)
        return item

    def _seed(self, key: str, done: list[Attempt]) -> int:
        """A fresh seed whose question is of a shape not yet asked in this session (if one
        turns up within `SHAPE_TRIES` draws)."""
        seed = fresh_seed(key, done, self.rng)
        for _ in range(SHAPE_TRIES):
            shape = question_shape(drill(key, seed))
            if shape not in self._shapes:
                break
            seed = fresh_seed(key, done, self.rng)
        else:
            shape = question_shape(drill(key, seed))
        self._shapes.append(shape)
        return seed

    def _choose(self, done: list[Attempt], when: datetime) -> tuple[str, Reason]:
        """The skill of the next item and why (see the module)."""
        answers = first_answers(done)
        found = review.fold(answers)
        streak = streaks(answers)
        pool = self.skills
        order = {key: index for index, key in enumerate(pool)}
        counts = Counter(item.skill.key for item in self.items)
        last_at = {item.skill.key: item.number for item in self.items}
        asked = len(self.items)
        last_two = [item.skill.key for item in self.items[-2:]]

        def waiting(key: str) -> bool:
            """Set aside for now: missed, and too few other questions since (or missed too often)."""
            if not self._open_miss(key):
                return False
            misses = self._misses(key)
            if misses > STUCK_MISSES:
                return True  # missed after its worked example too: the next session's
            gap = AGAIN_GAP if misses < STUCK_MISSES else PARK_GAP
            return asked - last_at[key] < gap

        due = [key for key in review.overdue(found, when) if key in order]
        again = [key for key in pool if key in counts and self._open_miss(key)]
        learning = [key for key in pool if key in streak and streak[key] < MASTERY_STREAK]
        new = [key for key in pool if key not in found and key not in streak]
        keep = sorted((key for key in pool if key in found and streak.get(key, 0) >= MASTERY_STREAK),
                      key=lambda key: (found[key].due, order[key]))
        tiers = [(Reason.REVIEW, due), (Reason.AGAIN, again), (Reason.LEARN, learning), (Reason.NEW, new),
                 (Reason.KEEP, keep)]
        seen: set[str] = set()
        ranked: list[tuple[str, Reason]] = []
        for why, keys in tiers:
            place = {key: index for index, key in enumerate(keys)}
            for key in sorted(keys, key=lambda key: (counts[key], place[key])):
                if key not in seen:
                    seen.add(key)
                    ranked.append((key, why))
        # The strictest choice first; each later pass lets one rule go, for a pool too small.
        checks: list[Callable[[str], bool]] = [
            lambda key: not waiting(key) and counts[key] < self.most_of_one and last_two != [key, key],
            lambda key: not waiting(key) and counts[key] < self.most_of_one,
            lambda key: not waiting(key),
            lambda key: True,
        ]
        for check in checks:
            for key, why in ranked:
                if check(key):
                    return key, why
        return pool[0], Reason.LEARN  # unreachable: the last check takes any skill

    def standing(self, skill_key: str) -> SkillStatus:
        """Where the learner stands on a skill now (`mastery.state`)."""
        return state(self.all_attempts(), skill_key, moment(result_of(self.now, "now")))

    def answered(self, attempt: Attempt) -> None:
        """Note an attempt at the current item (already in the store): the first is its grade;
        one made after Show solution makes the item "shown". Anything but an `Attempt` with the
        fields a progress file holds is a `ValueError` with a sentence."""
        attempt = checked_attempts([attempt])[0]
        item = self.current
        if item is None or attempt.exercise_id != item.exercise_id or item.number in self.grades:
            return
        self.grades[item.number] = grade_of(attempt)
        if attempt.solution_seen:
            self.shown.add(item.number)
        self._after(item)

    def solution_shown(self) -> None:
        """The learner opened the current item's solution before answering it: the item is
        "shown" (a miss, not right), whether or not an answer follows."""
        item = self.current
        if item is None or item.number in self.grades or item.number in self.shown:
            return
        self.shown.add(item.number)
        self._after(item)

    def _after(self, item: Item) -> None:
        """After an item is settled: the second miss of a skill brings its worked example."""
        key = item.skill.key
        if self.result(item.number) not in MISSES or self._misses(key) != STUCK_MISSES:
            return
        if any(example.skill.key == key for example in self.examples):
            return
        later = self.length - item.number > PARK_GAP
        rules = item.exercise().rules
        rule = rules[0] if rules else ""
        example = worked_example(key, rule, later=later)
        self.examples.append(example)
        self._waiting = example

    def take_example(self) -> WorkedExample | None:
        """The worked example to show before the next question, once (None when there is none)."""
        example, self._waiting = self._waiting, None
        return example

    def summary(self) -> Summary:
        """The score, the skills practised as they stand now, what was missed, what next."""
        done = self.all_attempts()
        when = moment(result_of(self.now, "now"))
        standing = states(done, when)
        practised = list(dict.fromkeys(item.skill.key for item in self.items))
        missed_items = [item for item in self.items if self.result(item.number) in MISSES]
        missed = list(dict.fromkeys(item.skill.key for item in missed_items))
        results = [self.result(item.number) for item in self.items]
        misses = tuple(_missed(item, self.result(item.number) is Result.SHOWN) for item in missed_items)
        settled = sum(1 for item in self.items if self._settled(item.number))
        return Summary(results.count(Result.RIGHT), settled, self.length, tuple(standing[key] for key in practised),
                       tuple(skill(key) for key in missed), due_line(done, when), misses,
                       shown=results.count(Result.SHOWN), wrong=results.count(Result.WRONG))


def _missed(item: Item, shown: bool) -> Missed:
    """An item missed, with where it is taught: the section of its lesson that shows its rule,
    else the first that asks a question of its skill (so every miss links to a section)."""
    found = miss(item.exercise(), item.skill.lesson, after_solution=shown)
    if found.section:
        return found
    return replace(found, section=worked_example(item.skill.key).taught.section)


# --------------------------------------------------------------------------- the due line


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


def days_words(wait: timedelta) -> str:
    """How long until a review, in days as a learner plans them: "tomorrow", "in 4 days"."""
    if not isinstance(wait, timedelta):
        raise ValueError(say("practice.error.wait", value=wait))
    days = max(1, min(round(wait.total_seconds() / 86400), 10**6))
    return say("practice.when.tomorrow") if days == 1 else say_count("count.in_days", days)


def due_line(attempts: Any, now: datetime | None = None) -> str:
    """One sentence on review: how many are due and which; else, every skill mastered, that
    and when the next review is; else when the next one is (in days); else (nothing answered
    yet) what practice is."""
    when = moment(now)
    late = reviews_due(attempts, when)
    if late:
        return say("practice.due.some", count=say_count("count.reviews", len(late)),
                   skills=join_words([item.title for item in late]))
    found = review.cards(attempts)
    if not found:
        return say("practice.due.never")
    rest = resting(attempts, when)
    if rest is not None:
        return rest.line
    key, card = min(found.items(), key=lambda pair: pair[1].due)
    return say("practice.due.later", title=skill(key).title, wait=days_words(review.due_from(card) - when))
