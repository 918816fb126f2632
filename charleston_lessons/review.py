"""Spaced review with FSRS (the `fsrs` package): each skill is a card that comes back when the
learner is about to forget it.

Each first answer reviews its skill's card (`charleston_lessons._rated`): wrong is `Again`,
right after a hint or after seeing the solution is `Hard`, right at the first try is `Good`.
Answers to the fixed lesson exercises rate their skill too, so a blind-pass question missed in
lesson 5 brings the blind-pass skill back.

Only a review that is due rates a right answer: a right first answer at a skill whose card is
not due yet (a second question on it in one session, or a round of practice when nothing is
due) leaves its card as it is, so answering early never holds a known skill's next review
close (its streak still counts for mastery, `mastery`). A wrong one is news whenever it comes:
it rates `Again`, so a skill forgotten before its review comes back the next day. A card falls due `DUE_AHEAD` (half a day) before its time, so a
learner who practises a little earlier than yesterday is not turned away. FSRS's learning
steps of minutes are left out (`SCHEDULER`): every interval is whole days, and the session
brings a skill missed today back within the session itself (`practice.Session`), rather than
"in 1 minute".

Where the state lives: nowhere but the progress store. A card is a pure fold of the store's
attempts in time order, with the fuzz of FSRS turned off so the same attempts give the same
schedule in every kernel. So review has the store's guarantees for free (atomic appends, no
lost write under two writers or a killed kernel, a damaged file kept aside): there is no
second file to lose or to disagree with, and a new kernel sees the same due list.

Compaction: a file past its limits (10,000 attempts or 2 MB, years of daily practice) is
rewritten keeping each exercise's first and latest attempt, every skill's newest item
first, then the newest retries (`progress._fitting`). Retries rate nothing, so the usual
compaction changes no card. Only past 3,750 to 7,500 distinct items (at one or several
attempts each) are the oldest items dropped whole; each card is then folded from the answers
kept, as if the learner's history began there: no skill is lost (each keeps at least its
newest item), but a skill last practised that long ago may keep fewer answers than its
streak, and its stability is counted from fewer reviews, so its next review may move.
"""

from __future__ import annotations

from datetime import datetime, timedelta, timezone
from typing import Any

from fsrs import Card, Rating, Scheduler

from charleston_lessons._input import mapping
from charleston_lessons._rated import MASTERY_STREAK, Answer, Grade, answers_of, first_answers, moment, streaks
from charleston_lessons.messages import say
from charleston_lessons.skills import SKILLS

__all__ = ["SCHEDULER", "RATINGS", "DUE_AHEAD", "cards", "due", "due_from", "is_due", "overdue", "next_skill", "next_review",
           "fold"]

# FSRS with its published parameters and retention (0.9), but without its learning steps of
# minutes (a practice session brings a missed skill back itself) and without fuzz: a fold must
# give the same schedule every time it is computed.
SCHEDULER = Scheduler(learning_steps=(), relearning_steps=(), enable_fuzzing=False)
# A card falls due this long before the time FSRS gives (intervals are whole days from the
# minute of the answer, and a learner does not practise at the same minute every day).
DUE_AHEAD = timedelta(hours=12)
RATINGS: dict[Grade, Rating] = {Grade.WRONG: Rating.Again, Grade.HELPED: Rating.Hard, Grade.CLEAN: Rating.Good}
_ORDER = {item.key: index for index, item in enumerate(SKILLS)}


def _utc(when: float) -> datetime:
    return datetime.fromtimestamp(when, timezone.utc)


def due_from(card: Card) -> datetime:
    """When `card` falls due: `DUE_AHEAD` before the time FSRS gives it."""
    return _card(card).due - DUE_AHEAD


def is_due(card: Card, now: datetime | None = None) -> bool:
    """Whether `card` is due at `now` (a datetime with its time zone; the clock's time if None)."""
    return due_from(card) <= moment(now)


def _card(value: Any) -> Card:
    """`value` when it is a review card (as `cards` and `fold` give them), else a sentence."""
    if not isinstance(value, Card) or not isinstance(value.due, datetime) or value.due.tzinfo is None:
        raise ValueError(say("review.error.card", value=value))
    return value


def fold(answers: Any) -> dict[str, Card]:
    """Each answered skill's card after its first answers (`mastery.first_answers`), by skill:
    each answer rates its skill's card if the card is new or due then, or if it is wrong; a
    right answer before the card is due leaves it as it is (an early answer is not a review)."""
    found: dict[str, Card] = {}
    _fold_into(found, answers_of(answers))
    return found


def _fold_into(found: dict[str, Card], answers: list[Answer]) -> None:
    """Carry the cards in `found` on through `answers` (checked, oldest first): a fold of
    earlier answers goes on from where it stood (the room dashboard, as learners answer)."""
    for answer in answers:
        card = found.get(answer.skill)
        when = _utc(answer.when)
        if card is None:  # a fixed id: Card() would otherwise take the clock's millisecond
            card = Card(card_id=_ORDER[answer.skill] + 1, due=when)
        elif not is_due(card, when) and answer.grade is not Grade.WRONG:
            continue  # not due yet: a right answer this early leaves the schedule as it is
        found[answer.skill], _log = SCHEDULER.review_card(card, RATINGS[answer.grade], when)


def cards(attempts: Any) -> dict[str, Card]:
    """Each answered skill's FSRS card, in course order, from the progress store's attempts
    (`ProgressStore.attempts()`, any order). A skill never answered has no card yet."""
    found = fold(first_answers(attempts))
    return {item.key: found[item.key] for item in SKILLS if item.key in found}


def overdue(found: dict[str, Card], now: datetime) -> list[str]:
    """The skills of `found` (cards by skill key, as `fold` gives them) due at `now`, most
    overdue first."""
    found = mapping(found, "found", limit=len(_ORDER))
    when = moment(now)
    for key, card in found.items():
        if not isinstance(key, str) or key not in _ORDER:
            raise ValueError(say("review.error.skill", value=key, skills=", ".join(_ORDER)))
        _card(card)
    late = [key for key, card in found.items() if is_due(card, when)]
    return sorted(late, key=lambda key: (found[key].due, _ORDER[key]))



def due(attempts: Any, now: datetime | None = None) -> list[str]:
    """The skills due for review at `now` (a datetime with its time zone; the clock's time if
    None), most overdue first."""
    return overdue(cards(attempts), moment(now))


def next_review(attempts: Any, now: datetime | None = None) -> tuple[str, str]:
    """The skill to practise next and why, from one fold: `("blind", "review")` for the most
    overdue review; else `(key, "learn")` for the first skill in course order not mastered yet;
    else (all mastered, none due) `(key, "keep")` for the one whose review comes first."""
    when = moment(now)
    answers = first_answers(attempts)
    found = fold(answers)
    late = overdue(found, when)
    if late:
        return late[0], "review"
    streak = streaks(answers)
    for item in SKILLS:
        if streak.get(item.key, 0) < MASTERY_STREAK:
            return item.key, "learn"
    return min(found, key=lambda key: (found[key].due, _ORDER[key])), "keep"


def next_skill(attempts: Any, now: datetime | None = None) -> str:
    """The skill to practise next: the most overdue review; else the first skill in course
    order not mastered yet; else (all mastered, none due) the one whose review comes first."""
    return next_review(attempts, now)[0]
