"""Spaced review: each skill an FSRS card folded from the progress store's attempts, rated by
first answers; a simulated learner over 60 days; restarts, compaction and bad input."""

from __future__ import annotations

import itertools
import statistics
import time
from datetime import datetime, timedelta, timezone

import pytest
from fsrs import Rating
from hypothesis import given, settings
from hypothesis import strategies as st

from charleston_lessons import review
from charleston_lessons.exercises import Outcome
from charleston_lessons.lessons import all_lessons
from charleston_lessons.mastery import SkillState, first_answers, states
from charleston_lessons.progress import MAX_ATTEMPTS, Attempt, ProgressStore
from charleston_lessons.review import RATINGS, cards, due, next_skill
from charleston_lessons.skills import SKILLS, skill_of

T0 = datetime(2027, 3, 1, 9, 0, tzinfo=timezone.utc)
KEYS = [item.key for item in SKILLS]
_seeds = itertools.count(1)


def drill(key: str, right: bool = True, when: datetime = T0, hints: int = 0, solution: bool = False) -> Attempt:
    return Attempt(f"practice/{key}-{next(_seeds)}", Outcome.CORRECT if right else Outcome.INCORRECT,
                   when.timestamp(), hints, solution)


# ------------------------------------------------------------------ ratings


def test_wrong_is_again_helped_is_hard_clean_is_good():
    assert {grade.value: rating for grade, rating in RATINGS.items()} == {
        "wrong": Rating.Again, "helped": Rating.Hard, "clean": Rating.Good}
    wrong, hint, seen, clean = (cards([attempt])["blind"] for attempt in (
        drill("blind", right=False), drill("blind", hints=2), drill("blind", solution=True), drill("blind")))
    assert wrong.stability < hint.stability == seen.stability < clean.stability
    assert wrong.due <= hint.due == seen.due < clean.due, "Again comes back first, Good last"
    assert min(card.due - T0 for card in (wrong, hint, seen, clean)) >= timedelta(days=1), (
        "no learning step of minutes: a missed skill comes back the next day, the session itself asks again")


def test_a_right_answer_before_the_review_is_due_leaves_the_schedule_and_a_wrong_one_brings_it_back():
    first = [drill("jokers", when=T0)]
    card = cards(first)["jokers"]
    early = T0 + timedelta(hours=20)  # due from T0 + 1.5 days (2 days, less half a day)
    assert review.due_from(card) == card.due - review.DUE_AHEAD and not review.is_due(card, early)
    assert cards(first + [drill("jokers", when=early)])["jokers"] == card, "an early right answer is no review"
    assert cards(first + [drill("jokers", hints=1, when=early)])["jokers"] == card
    lapsed = cards(first + [drill("jokers", right=False, when=early)])["jokers"]
    assert lapsed.last_review == early and lapsed.due == early + timedelta(days=1), "a miss is news at any time"
    on_time = T0 + timedelta(days=1, hours=13)
    assert review.is_due(card, on_time) and due(first, on_time) == ["jokers"], "due from half a day before"
    assert cards(first + [drill("jokers", when=on_time)])["jokers"].last_review == on_time


def test_a_lesson_exercise_missed_brings_its_skill_back_first():
    missed = next(e for lesson in all_lessons() for e in lesson.exercises
                  if skill_of(e) is not None and skill_of(e).key == "blind")
    attempts = [drill(key, when=T0 + timedelta(minutes=i)) for i, key in enumerate(KEYS)]
    attempts += [drill(key, when=T0 + timedelta(days=2, minutes=i)) for i, key in enumerate(KEYS)]  # reviews due
    attempts.append(Attempt(missed.id, Outcome.INCORRECT, (T0 + timedelta(days=2, hours=1)).timestamp(), 0))
    later = review.due_from(cards(attempts)["blind"])  # sooner than any other skill's next review
    assert due(attempts, later) == ["blind"] and next_skill(attempts, later) == "blind"
    retried = attempts + [Attempt(missed.id, Outcome.CORRECT, later.timestamp(), 0)]
    assert due(retried, later + timedelta(minutes=1)) == ["blind"], "a retry of the same question rates nothing"


def test_due_reviews_come_most_overdue_first_then_new_skills_in_course_order():
    assert next_skill([]) == KEYS[0]
    first = [drill(KEYS[0], when=T0 + timedelta(minutes=i)) for i in range(3)]
    assert next_skill(first, T0 + timedelta(minutes=5)) == KEYS[1], "mastered: on to the next skill"
    missed = first + [drill("jokers", right=False, when=T0 + timedelta(hours=1)),
                      drill("courtesy", right=False, when=T0 + timedelta(hours=2))]
    later = T0 + timedelta(days=1, hours=3)
    assert due(missed, later) == ["jokers", "courtesy"], "missed earlier, due earlier"
    assert next_skill(missed, later) == "jokers"
    assert due(missed, T0 + timedelta(hours=1, seconds=30)) == [], "not due yet just after"
    assert due(missed, T0 + timedelta(hours=13)) == ["jokers"], "due from half a day before the day is out"


def test_when_every_skill_is_mastered_and_none_due_the_next_is_the_soonest_review():
    attempts = [drill(key, when=T0 + timedelta(minutes=10 * k + i)) for k, key in enumerate(KEYS) for i in range(3)]
    now = T0 + timedelta(hours=2)
    assert due(attempts, now) == [] and {s.state for s in states(attempts, now).values()} == {SkillState.MASTERED}
    found = cards(attempts)
    assert next_skill(attempts, now) == min(found, key=lambda key: found[key].due)


def test_the_fold_gives_the_same_schedule_every_time():
    attempts = [drill(KEYS[i % 8], right=i % 5 != 0, when=T0 + timedelta(hours=7 * i)) for i in range(80)]
    once, twice = cards(attempts), cards(list(reversed(attempts)))
    assert [card.to_dict() for card in once.values()] == [card.to_dict() for card in twice.values()]
    assert list(once) == KEYS, "cards in course order"


# ------------------------------------------------------------------ a learner over 60 days


# (skill, its nth review) answered wrong: reviews come 2, 11 and 46 days apart when right, so
# a skill has three to six in 60 days.
WRONG = {("direction", 2), ("blind", 2), ("blind", 4), ("seats", 2)}


def test_a_learner_over_60_days_intervals_grow_when_right_shrink_when_wrong_and_nothing_due_is_lost(tmp_path):
    path = tmp_path / "progress.json"
    reviews: dict[str, list[tuple[bool, timedelta]]] = {}
    reset_seen = False
    for day in range(60):
        store = ProgressStore(path)  # a new kernel every day
        now = T0 + timedelta(days=day)
        session = due(store.attempts(), now)
        assert session == due(ProgressStore(path).attempts(), now), "another kernel sees the same due list"
        upcoming = next_skill(store.attempts(), now)
        if upcoming not in session:
            session.append(upcoming)
        for i, key in enumerate(session):
            when = now + timedelta(minutes=i)
            wrong = (key, len(reviews.get(key, []))) in WRONG
            mastered_before = states(store.attempts(), when)[key].streak >= 3
            assert store.record(drill(key, right=not wrong, when=when))
            card = cards(store.attempts())[key]
            if card.last_review == when:  # a review (an early right answer rates nothing)
                reviews.setdefault(key, []).append((wrong, card.due - card.last_review))
            if wrong:
                after = states(store.attempts(), when + timedelta(minutes=1))[key]
                assert after.streak == 0 and after.state is SkillState.LEARNING, "mastery resets on a wrong answer"
                reset_seen |= mastered_before
        # a restart at any moment: what is due tomorrow is due in every kernel
        tomorrow = now + timedelta(days=1)
        assert due(ProgressStore(path).attempts(), tomorrow) == due(store.attempts(), tomorrow)
    assert reset_seen, "a mastered skill was missed and lost its mastery"
    assert len(reviews) == len(KEYS), "every skill was reached in 60 days"
    grew = shrank = 0
    for key, seen in reviews.items():
        for (_, before), (wrong, after) in itertools.pairwise(seen):
            if wrong:
                assert after < before, (key, seen)
                shrank += 1
            else:
                assert after > before, (key, seen)
                grew += 1
        # the first real interval after a lapse is shorter than the one before the lapse
        for index, (wrong, _) in enumerate(seen):
            if wrong and index + 1 < len(seen):
                assert seen[index + 1][1] < seen[index - 1][1], (key, seen)
        assert max(interval for _, interval in seen) >= timedelta(days=20), (key, seen)
    assert shrank == len(WRONG) and grew > 16
    print(f"\n60 days: {sum(map(len, reviews.values()))} reviews, {grew} intervals grew, {shrank} shrank")


# ------------------------------------------------------------------ compaction and restarts


def test_compaction_keeps_every_skills_schedule_standing(tmp_path):
    """Past the file's limits the store keeps each exercise's first and latest attempt and each
    skill's newest item: old retries go, no retry passes for a first answer, no skill is lost."""
    path = tmp_path / "p.json"
    store = ProgressStore(path)
    old = [drill("jokers", right=False, when=T0), drill("jokers", when=T0 + timedelta(days=1)),
           drill("jokers", when=T0 + timedelta(days=3))]
    retries = [Attempt(old[0].exercise_id, Outcome.CORRECT, (T0 + timedelta(days=1, minutes=i)).timestamp(), 0)
               for i in range(1, 40)]
    lesson = [Attempt(e.id, Outcome.INCORRECT, (T0 + timedelta(days=2)).timestamp(), 0)
              for e in all_lessons()[4].exercises[:2]]
    many = [Attempt(f"drill-{i % 50}/q-{i % 50}", Outcome.CORRECT, (T0 + timedelta(days=5, seconds=i)).timestamp(), 0)
            for i in range(MAX_ATTEMPTS)]  # 50 exercises that rate no skill, retried and retried
    later = T0 + timedelta(days=30)
    before = [*old, *retries, *lesson, *many]
    assert store.merge(before) == len(before)
    kept = ProgressStore(path).attempts()
    assert len(kept) < len(before), "the file was compacted"
    assert first_answers(kept) == first_answers(before)
    assert states(kept, later) == states(before, later)
    assert due(kept, later) == due(before, later) and due(kept, later)
    assert [c.to_dict() for c in cards(kept).values()] == [c.to_dict() for c in cards(before).values()]


def test_nothing_due_is_lost_when_the_kernel_restarts(tmp_path):
    path = tmp_path / "p.json"
    store = ProgressStore(path)
    for i, key in enumerate(KEYS):  # a third missed once, the rest right twice (a week's interval)
        for n in range(1 if i % 3 == 0 else 2):
            store.record(drill(key, right=i % 3 != 0, when=T0 + timedelta(minutes=10 * i + n)))
    later = T0 + timedelta(days=1)
    expected = due(store.attempts(), later)
    assert expected == [key for i, key in enumerate(KEYS) if i % 3 == 0]
    for _ in range(3):
        assert due(ProgressStore(path).attempts(), later) == expected


# ------------------------------------------------------------------ bad input and a figure


BAD = st.one_of(
    st.none(), st.integers(), st.text(max_size=20), st.floats(),
    st.lists(st.one_of(st.integers(), st.text(max_size=10), st.none(), st.builds(
        Attempt, st.text(max_size=20), st.sampled_from(list(Outcome)),
        st.one_of(st.floats(), st.integers(-5, 10**15)), st.integers(-2, 120), st.booleans())), max_size=5),
)
NOW = st.one_of(st.none(), st.datetimes(), st.datetimes(timezones=st.just(timezone.utc)), st.integers(), st.text(max_size=5))


@settings(max_examples=150, deadline=None)
@given(attempts=BAD, now=NOW)
def test_bad_input_is_a_value_error_sentence_never_another_exception(attempts, now):
    for call in (lambda: cards(attempts), lambda: due(attempts, now), lambda: next_skill(attempts, now),
                 lambda: review.fold(attempts)):
        try:
            call()
        except ValueError as error:
            assert 10 < len(str(error)) < 400, str(error)


def test_times_at_the_edges_of_the_calendar_rate_nothing_and_raise_nothing():
    far = [Attempt("practice/blind-1", Outcome.CORRECT, 1e12, 0), Attempt("practice/east-1", Outcome.CORRECT, 0.0, 0)]
    assert list(cards(far)) == ["east"]
    assert due(far, datetime.max.replace(tzinfo=timezone.utc)) == ["east"]
    assert due(far, datetime.min.replace(tzinfo=timezone.utc)) == []


def test_median_time_to_compute_due_over_a_store_of_5000_attempts(tmp_path):
    path = tmp_path / "p.json"
    ProgressStore(path).merge([drill(KEYS[i % 8], right=i % 7 != 0, hints=int(i % 11 == 0), when=T0 + timedelta(hours=i))
                               for i in range(5_000)])
    store = ProgressStore(path)
    now = T0 + timedelta(hours=5_001)
    times = []
    for _ in range(5):
        start = time.perf_counter()
        found = due(store.attempts(), now)
        times.append(time.perf_counter() - start)
    median = statistics.median(times)
    print(f"\nmedian time to compute due over a store of 5,000 attempts: {median * 1000:.0f} ms ({found})")
    assert len(store.attempts()) == 5_000 and median < 3.0, "a practice page asks for it at every item"


@given(st.one_of(st.none(), st.integers(), st.text(max_size=5), st.lists(st.integers(), max_size=3),
                 st.datetimes()))
def test_a_card_that_is_not_one_is_a_sentence_naming_what_to_give(value):
    for call in (lambda: review.due_from(value), lambda: review.is_due(value),
                 lambda: review.overdue({"blind": value}, None)):
        with pytest.raises(ValueError, match="is not a review card"):
            call()


def test_overdue_reads_its_cards_by_skill_and_its_moment_or_says_what_is_wrong():
    card = cards([Attempt("practice/blind-1", Outcome.CORRECT, 1_700_000_000.0)])["blind"]
    later = datetime(2030, 1, 1, tzinfo=timezone.utc)
    assert review.overdue({"blind": card}, later) == ["blind"]
    assert review.is_due(card, later) and not review.is_due(card, datetime(2023, 11, 14, 22, tzinfo=timezone.utc))
    for found in (None, [card], "blind"):
        with pytest.raises(ValueError, match="found"):
            review.overdue(found, later)
    with pytest.raises(ValueError, match="is not a skill of the course"):
        review.overdue({"no-such-skill": card}, later)
    with pytest.raises(ValueError, match="is not a moment in time"):
        review.overdue({"blind": card}, datetime(2030, 1, 1))  # no time zone
