"""A practice session (charleston_lessons/practice.py): due reviews first, then the next skill
not mastered in course order; fresh seeds; the score and the next step; a whole session as a
learner answers it, and the day after."""

from __future__ import annotations

import random
import re
from collections import Counter
from datetime import datetime, timedelta, timezone

import pytest
from hypothesis import given, settings

import fuzzing  # tests/fuzzing.py: hostile values
from hypothesis import strategies as st

from charleston_lessons import practice
from charleston_lessons.drills import drill, parse_item_id
from charleston_lessons.exercises import Outcome
from charleston_lessons.mastery import SkillState, states
from charleston_lessons.messages import speaking
from charleston_lessons.practice import SESSION_ITEMS, Reason, Session
from charleston_lessons.progress import Attempt, ProgressStore
from charleston_lessons.skills import SKILLS
from drill_checks import wrong_answers

T0 = datetime(2027, 5, 3, 18, 0, tzinfo=timezone.utc)
KEYS = [item.key for item in SKILLS]


def longest_run(keys: list[str]) -> int:
    """The most questions of one skill in a row."""
    best = run = 0
    for index, key in enumerate(keys):
        run = run + 1 if index and keys[index - 1] == key else 1
        best = max(best, run)
    return best


class Learner:
    """A learner answering a session in a store, a minute an item, right or wrong by script."""

    def __init__(self, store: ProgressStore, start: datetime = T0) -> None:
        self.store, self.time = store, start

    def session(self, right=lambda item: True, seed: int = 1) -> Session:
        session = Session(self.store.attempts, now=lambda: self.time, rng=random.Random(seed))
        while (item := session.next_item()) is not None:
            exercise = item.exercise()
            assert exercise.id == item.exercise_id
            good = right(item)
            outcome = exercise.check(exercise.answer if good else wrong_answers(exercise)[0]).outcome
            assert outcome is (Outcome.CORRECT if good else Outcome.INCORRECT)
            attempt = Attempt(exercise.id, outcome, self.time.timestamp(), 0)
            assert self.store.record(attempt)
            session.answered(attempt)
            self.time += timedelta(minutes=1)
        return session


def test_a_first_session_starts_with_the_first_skill_and_mixes_in_the_next_ones_in_course_order(tmp_path):
    learner = Learner(ProgressStore(tmp_path / "p.json"))
    session = learner.session()
    assert session.finished and len(session.items) == SESSION_ITEMS
    keys = [item.skill.key for item in session.items]
    assert keys[:2] == ["direction"] * 2 and keys[2] == "seats", "two of one skill, then the next in course order"
    assert set(keys) == {"direction", "seats", "blind", "stopping"}
    assert max(Counter(keys).values()) <= SESSION_ITEMS // 2 and longest_run(keys) <= 2
    assert [item.reason for item in session.items if item.reason is Reason.NEW] == [Reason.NEW] * 4
    assert session.items[0].reason is Reason.NEW and session.items[1].reason is Reason.LEARN
    summary = session.summary()
    assert (summary.clean, summary.answered, summary.total) == (10, 10, 10) and not summary.missed
    assert [s.state for s in summary.skills] == [SkillState.MASTERED] * 2 + [SkillState.LEARNING] * 2
    assert "10 of 10" in summary.score and "none" in summary.missed_line


def test_a_skill_missed_today_comes_back_in_the_session_and_is_due_tomorrow_first(tmp_path):
    store = ProgressStore(tmp_path / "p.json")
    learner = Learner(store)
    first = learner.session(right=lambda item: not (item.skill.key == "seats" and item.reason is Reason.NEW))
    keys = [item.skill.key for item in first.items]
    missed_at = keys.index("seats")
    again = next(item for item in first.items[missed_at + 1:] if item.skill.key == "seats")
    assert again.reason is Reason.AGAIN and again.number - missed_at - 1 > practice.AGAIN_GAP, (
        "the missed skill comes back once other questions have come between")
    summary = first.summary()
    assert [item.key for item in summary.missed] == ["seats"] and summary.clean == 9
    assert "lesson 4" in summary.missed_line and len(summary.misses) == 1
    assert "minute" not in summary.next_step, "no learning step of minutes is left for the learner"
    learner.time += timedelta(days=1)
    again = Session(ProgressStore(tmp_path / "p.json").attempts, now=lambda: learner.time, rng=random.Random(2))
    item = again.next_item()
    assert item.reason is Reason.REVIEW and item.skill.key in practice.review.due(store.attempts(), learner.time)
    due = [s.key for s in practice.reviews_due(store.attempts(), learner.time)]
    assert due[0] == item.skill.key and "seats" in due
    assert "due now" in practice.due_line(store.attempts(), learner.time)


def test_every_item_is_a_fresh_variant_and_replays_from_its_recorded_id(tmp_path):
    store = ProgressStore(tmp_path / "p.json")
    learner = Learner(store)
    for day in range(3):
        learner.session(right=lambda item: item.number % 4 != 0, seed=day)
        learner.time += timedelta(days=1)
    ids = [a.exercise_id for a in store.attempts()]
    assert len(ids) == len(set(ids)) == 30, "no item met twice"
    for attempt in store.attempts()[:5]:
        key, seed = parse_item_id(attempt.exercise_id)
        assert attempt.seed == seed and drill(key, seed).id == attempt.exercise_id


def test_fresh_seed_avoids_every_seed_answered_before():
    class Fixed(random.Random):
        def __init__(self, values):
            super().__init__(0)
            self.values = list(values)

        def randint(self, a, b):
            return self.values.pop(0)

    answered = [Attempt(f"practice/jokers-{seed}", Outcome.CORRECT, 1e9, 0) for seed in (5, 6)]
    assert practice.fresh_seed("jokers", answered, Fixed([5, 6, 5, 7])) == 7
    assert practice.fresh_seed("blind", answered, Fixed([5])) == 5, "another skill's seeds are free"


def test_an_answer_the_store_could_only_keep_in_memory_still_counts_in_the_session(tmp_path):
    (tmp_path / "taken").mkdir()
    (tmp_path / "taken.charleston-progress.json").mkdir()  # nowhere to write: kept in memory
    store = ProgressStore(tmp_path / "taken")
    session = Session(store.attempts, now=lambda: T0, rng=random.Random(3))
    for _ in range(3):
        item = session.next_item()
        attempt = Attempt(item.exercise_id, Outcome.CORRECT, T0.timestamp(), 0)
        assert not store.record(attempt)
        session.answered(attempt)
    assert session.next_item().skill.key == "seats", "three right answers held in memory still master direction"
    assert session.summary().clean == 3


def test_only_the_first_attempt_at_an_item_grades_it():
    session = Session(lambda: [], now=lambda: T0, rng=random.Random(4))
    item = session.next_item()
    session.answered(Attempt("other/exercise", Outcome.INCORRECT, T0.timestamp(), 0))
    session.answered(Attempt(item.exercise_id, Outcome.CORRECT, T0.timestamp(), 1))
    session.answered(Attempt(item.exercise_id, Outcome.INCORRECT, T0.timestamp(), 0))
    assert list(session.grades.values()) == [practice.Grade.HELPED]


def mastered_everything() -> list[Attempt]:
    return [Attempt(f"practice/{key}-{i}", Outcome.CORRECT, (T0 + timedelta(minutes=10 * k + i)).timestamp(), 0)
            for k, key in enumerate(KEYS) for i in range(3)]


def test_when_everything_is_mastered_and_none_due_it_says_so_and_offers_a_short_round_that_moves_no_date():
    attempts = mastered_everything()
    now = T0 + timedelta(hours=2)
    assert {s.state for s in states(attempts, now).values()} == {SkillState.MASTERED}
    session = Session(lambda: attempts, now=lambda: now, rng=random.Random(5))
    rest = session.resting()
    assert rest is not None and rest.skill.key == "direction" and rest.wait > timedelta(days=1)
    assert rest.line == ("Every skill is mastered and no review is due. "
                         "Your next review, Which way a pass goes, is tomorrow.")
    assert practice.due_line(attempts, now) == rest.line
    assert practice.resting(attempts, now + timedelta(days=1)).line.endswith("is tomorrow.")
    assert "short" in rest.offer and "review dates as they are" in rest.offer
    short = Session(lambda: attempts, length=practice.SHORT_ROUND, now=lambda: now, rng=random.Random(6))
    before = practice.review.cards(attempts)
    keys = []
    while (item := short.next_item()) is not None:
        assert item.reason is Reason.KEEP
        keys.append(item.skill.key)
        attempts.append(Attempt(item.exercise_id, Outcome.CORRECT, now.timestamp(), 0))
        short.answered(attempts[-1])
    assert len(set(keys)) == practice.SHORT_ROUND, "mixed: every question a different skill"
    assert practice.review.cards(attempts) == before, "right answers before a review is due move no date"
    assert Session(lambda: attempts, now=lambda: now).resting() is not None


def test_a_session_with_something_due_or_left_to_learn_is_no_rest(tmp_path):
    attempts = mastered_everything()
    assert Session(lambda: attempts, now=lambda: T0 + timedelta(days=30)).resting() is None, "reviews are due"
    assert Session(lambda: attempts[:-1], now=lambda: T0 + timedelta(hours=2)).resting() is None, "one not mastered"
    assert Session(lambda: [], now=lambda: T0).resting() is None


@pytest.mark.parametrize("hours, words", [(1, "tomorrow"), (30, "tomorrow"), (48, "in 2 days"), (24 * 9 + 3, "in 9 days")])
def test_the_next_review_is_said_in_days(hours, words):
    assert practice.days_words(timedelta(hours=hours)) == words


@pytest.mark.parametrize("minutes, words", [(0, "in 1 minute"), (10, "in 10 minutes"), (89, "in 89 minutes"),
                                            (120, "in 2 hours"), (60 * 30, "in 30 hours"), (60 * 24 * 4, "in 4 days")])
def test_waits_are_said_in_the_unit_a_person_would_use(minutes, words):
    assert practice.wait_words(timedelta(minutes=minutes)) == words


def test_the_session_speaks_malay_too():
    session = Session(lambda: [], now=lambda: T0, rng=random.Random(6))
    with speaking("ms"):
        item = session.next_item()
        assert item.heading(10).startswith("Soalan 1 daripada 10")
        assert "Belum" in practice.due_line([], T0)
        assert practice.wait_words(timedelta(days=2)) == "dalam 2 hari lagi"


@settings(max_examples=60, deadline=None)
@given(st.one_of(st.none(), st.integers(), st.text(max_size=20), st.lists(st.integers(), min_size=1, max_size=3)),
       st.one_of(st.none(), st.integers(), st.text(max_size=10), st.floats()))
def test_bad_input_is_a_value_error_with_a_sentence(attempts, other):
    for call in (lambda: practice.fresh_seed("blind", attempts, random.Random(1)),
                 lambda: practice.fresh_seed("blind", [], other),
                 lambda: practice.due_line(attempts),
                 lambda: practice.reviews_due(attempts),
                 lambda: practice.wait_words(other)):
        with pytest.raises(ValueError) as raised:
            call()
        assert len(str(raised.value)) > 10


# --------------------------------------------------------------------------- bad parts of a session

ONE = Attempt("practice/blind-3", Outcome.CORRECT, T0.timestamp(), 0)


def test_an_endless_source_of_attempts_is_refused_at_once_not_read_whole():
    """An endless iterable ran the kernel out of memory; mastery and review stop at 100,000."""
    import itertools

    session = Session(lambda: itertools.repeat(ONE), now=lambda: T0, rng=random.Random(1))
    with pytest.raises(ValueError) as caught:
        session.next_item()
    assert "attempts" in str(caught.value) and "100,000" in str(caught.value)


@pytest.mark.parametrize("number", [{}, [1], None, 0, -1, 1.5, True, "1", fuzzing.BadIndex(), fuzzing.BadHash()])
def test_a_result_asked_for_no_item_number_is_a_sentence(number):
    """`Session.result` looked its number up as it came: a dict or a list raised 'unhashable
    type' (issue 33). A whole number from 1 is asked for; one not shown yet went nowhere."""
    session = Session(lambda: [], now=lambda: T0, rng=random.Random(1))
    session.next_item()
    with pytest.raises(ValueError, match="number"):
        session.result(number)
    assert session.result(1) is None and session.result(fuzzing.HostileInt(7)) is None


@pytest.mark.parametrize("attempt", [("practice/blind-3", "correct"), None, "practice/blind-3",
                                     Attempt("practice/blind-3", fuzzing.BadEq(), T0.timestamp()),
                                     Attempt(fuzzing.HostileStr("practice/blind-3"), Outcome.CORRECT, 1.0)],
                         ids=["tuple", "none", "text", "bad-outcome", "hostile-id"])
def test_an_answer_that_is_no_attempt_is_a_sentence(attempt):
    """`Session.answered` read `attempt.exercise_id` unchecked: a tuple raised AttributeError,
    an outcome whose comparison raises let its own error out (issue 33)."""
    session = Session(lambda: [], now=lambda: T0, rng=random.Random(1))
    item = session.next_item()
    with pytest.raises(ValueError, match="attempt"):
        session.answered(attempt)
    session.answered(Attempt(item.exercise_id, Outcome.CORRECT, T0.timestamp()))
    assert session.result(1) is practice.Result.RIGHT


@pytest.mark.parametrize("source", [lambda: 1 / 0, lambda: {}["missing"], type])
def test_a_source_that_raises_gets_a_sentence_naming_it(source):
    session = Session(source, now=lambda: T0, rng=random.Random(1))
    with pytest.raises(ValueError) as caught:
        session.next_item()
    assert str(caught.value).startswith("attempts") and len(str(caught.value)) < 300


@pytest.mark.parametrize(("fields", "named"), [
    ({"attempts": [ONE]}, "attempts"),
    ({"length": 10**100}, "length"),
    ({"length": 0}, "length"),
    ({"length": SESSION_ITEMS + 1}, "length"),
    ({"length": True}, "length"),
    ({"now": T0}, "now"),
    ({"rng": 4}, "4"),
])
def test_a_session_checks_its_parts_when_made(fields, named):
    """A session allows what `course.practice` allows: 1 to 10 items; a clock and a source are functions."""
    parts = {"attempts": lambda: [], "now": lambda: T0, "rng": random.Random(1)} | fields
    with pytest.raises(ValueError) as caught:
        Session(**parts)
    assert named in str(caught.value) and len(str(caught.value)) < 300


def test_a_clock_that_raises_gets_a_sentence():
    session = Session(lambda: [], now=lambda: 1 / 0, rng=random.Random(1))
    with pytest.raises(ValueError) as caught:
        session.next_item()
    assert str(caught.value).startswith("now")


# --------------------------------------------------------------------------- a session that mixes


def run_session(attempts: list[Attempt], now: datetime, misses: set[str] = frozenset(), *, seed: int = 1,
                length: int = SESSION_ITEMS, skills=None, shown: set[int] = frozenset()) -> Session:
    """A session answered in memory, a minute a question: wrong on the skills `misses`, the
    solution shown first on the item numbers `shown`."""
    clock = [now]
    session = Session(lambda: attempts, length=length, now=lambda: clock[0], rng=random.Random(seed), skills=skills)
    while (item := session.next_item()) is not None:
        exercise = item.exercise()
        if item.number in shown:
            session.solution_shown()
        good = item.skill.key not in misses
        outcome = exercise.check(exercise.answer if good else wrong_answers(exercise)[0]).outcome
        attempts.append(Attempt(exercise.id, outcome, clock[0].timestamp(), 0, item.number in shown))
        session.answered(attempts[-1])
        clock[0] += timedelta(minutes=1)
    return session


@settings(max_examples=25, deadline=None)
@given(st.sets(st.sampled_from(KEYS), max_size=4), st.integers(0, 40), st.integers(0, 3))
def test_a_session_mixes_at_most_half_from_one_skill_never_three_in_a_row(misses, days, seed):
    attempts: list[Attempt] = []
    for day in range(0, days, 3):  # some history first: a session every third day
        run_session(attempts, T0 + timedelta(days=day), misses, seed=seed + day)
    session = run_session(attempts, T0 + timedelta(days=days), misses, seed=seed)
    keys = [item.skill.key for item in session.items]
    assert len(keys) == SESSION_ITEMS and max(Counter(keys).values()) <= SESSION_ITEMS // 2, keys
    assert longest_run(keys) <= 2, keys
    shapes = [practice.question_shape(item.exercise()) for item in session.items]
    assert len(set(shapes)) == len(shapes), "no question asked twice with other numbers"


def test_reviews_due_come_first_each_once():
    attempts = mastered_everything()
    session = run_session(attempts, T0 + timedelta(days=12))
    due = [item for item in session.items if item.reason is Reason.REVIEW]
    assert len(due) == len(KEYS) and session.items[:len(KEYS)] == due
    assert len({item.skill.key for item in due}) == len(KEYS)


def test_two_misses_of_a_skill_bring_a_worked_example_from_its_lesson_and_the_skill_comes_back_once_later():
    attempts = mastered_everything()[:6]  # direction and seats known; blind next
    session = Session(lambda: attempts, now=lambda: T0 + timedelta(hours=1), rng=random.Random(3))
    examples = []
    while (item := session.next_item()) is not None:
        exercise = item.exercise()
        wrong = item.skill.key == "blind"
        answer = wrong_answers(exercise)[0] if wrong else exercise.answer
        attempts.append(Attempt(exercise.id, exercise.check(answer).outcome, T0.timestamp() + 3600 + item.number, 0))
        session.answered(attempts[-1])
        example = session.take_example()
        if example is not None:
            examples.append((item.number, example))
        assert session.take_example() is None, "each example is given once"
    keys = [item.skill.key for item in session.items]
    blind = [index for index, key in enumerate(keys) if key == "blind"]
    assert len(blind) == 3, keys  # missed, missed (the worked example), once more after other skills
    assert blind[2] - blind[1] > practice.PARK_GAP and blind[1] - blind[0] > practice.AGAIN_GAP - 1
    assert len(examples) == 1 and examples[0][0] == blind[1] + 1
    example = examples[0][1]
    assert example.skill.key == "blind" and example.taught.lesson == 5 and example.later
    assert example.solution.startswith("Answer:") and example.taught.section
    assert example.taught.link.startswith("05_blind_passes.ipynb#")
    assert "later in this session" in example.comes_back and "lesson 5" in example.intro
    assert all(key != "blind" for key in keys[blind[1] + 1:blind[1] + 1 + practice.PARK_GAP]), "other skills first"
    summary = session.summary()
    assert [miss.exercise_id for miss in summary.misses] == [session.items[i].exercise_id for i in blind]
    assert all(miss.rule and miss.notebook == "05_blind_passes.ipynb" for miss in summary.misses)


def test_a_worked_example_near_the_end_says_the_skill_comes_back_next_session():
    example = practice.worked_example("jokers", "J1", later=False)
    assert "next session" in example.comes_back and "J1" in " ".join(
        next(e for e in __import__("charleston_lessons.lessons", fromlist=["lesson"]).lesson(7).exercises
             if e.prompt == example.prompt).rules)
    for key in KEYS:
        made = practice.worked_example(key)
        assert made.prompt and made.solution and made.taught.lesson == practice.skill(key).lesson
        assert key in made.text or made.heading in made.text


def test_a_worked_example_s_later_is_a_bool_and_anything_else_a_sentence():
    """`bool()` of a caller's `later` asked the value its own truth (its __len__ raised)."""
    assert practice.worked_example("jokers", later=True).later is True
    for bad in (fuzzing.BadLen(), fuzzing.BadBool(), "no", 0, None):
        with pytest.raises(ValueError, match="later"):
            practice.worked_example("jokers", later=bad)


def test_an_answer_after_show_solution_is_shown_not_right_and_listed():
    attempts: list[Attempt] = []
    session = run_session(attempts, T0, shown={2})
    assert session.result(2) is practice.Result.SHOWN and 2 not in [
        n for n in session.grades if session.result(n) is practice.Result.RIGHT]
    summary = session.summary()
    assert summary.clean == 9 and summary.shown == 1 and summary.answered == 10
    assert "counts as shown, not right" in summary.score
    assert [m.exercise_id for m in summary.misses] == [session.items[1].exercise_id]
    assert summary.misses[0].after_solution and "only after the solution" in summary.misses[0].line


def test_the_express_page_s_practice_draws_only_from_what_it_teaches_mixed():
    taught = practice.page_skills("00_express.ipynb")
    assert taught == ("direction", "seats", "blind", "stopping", "courtesy", "jokers", "east")
    from charleston_lessons.place import sections_of

    page = [item for section in sections_of("00_express.ipynb") for item in section.exercises]
    attempts = [Attempt(item, Outcome.CORRECT, T0.timestamp() + n, 0) for n, item in enumerate(page)]
    for run in range(4):  # after the page, and on the days after
        session = run_session(attempts, T0 + timedelta(hours=1, days=run), {"blind"}, length=5, skills=taught, seed=run)
        keys = [item.skill.key for item in session.items]
        assert set(keys) <= set(taught) and len(set(keys)) >= 3, keys
        assert max(Counter(keys).values()) <= 2 and longest_run(keys) <= 2, keys
    fresh = run_session([], T0, length=5, skills=taught)  # the practice alone, the page not answered
    keys = [item.skill.key for item in fresh.items]
    assert set(keys) <= set(taught) and max(Counter(keys).values()) <= 2, keys


def test_question_shapes_mask_numbers_and_a_session_asks_each_once():
    one, other = drill("direction", 1), drill("direction", 2)
    assert practice.question_shape(one) == re.sub(r"\d+", "#", one.prompt)
    assert practice.same_shape(one, one) and practice.same_shape(one, other) == (
        re.sub(r"\d+", "#", one.prompt) == re.sub(r"\d+", "#", other.prompt))


@pytest.mark.parametrize("call", [
    lambda: practice.worked_example("nope"),
    lambda: practice.worked_example("blind", 5),
    lambda: practice.page_skills("nope.ipynb"),
    lambda: practice.question_shape("a prompt"),
    lambda: practice.days_words(3),
    lambda: Session(lambda: [], skills=[]),
    lambda: Session(lambda: [], skills="blind"),
    lambda: Session(lambda: [], skills=["nope"]),
])
def test_bad_input_to_the_new_parts_is_a_value_error_with_a_sentence(call):
    with pytest.raises(ValueError) as raised:
        call()
    assert 10 < len(str(raised.value)) < 400


# --------------------------------------------------------------------------- thirty days of practice

# Learners over 30 days (issue 32), each day a new store over the same file and the clock a day
# on, answering every question offered (and the short round on a day with nothing due and every
# skill mastered): `benchmarks/practice_weeks.py` prints the same figures.
LEARNERS = {
    "all right": (frozenset(), range(30)),
    "misses two skills": (frozenset({"blind", "jokers"}), range(30)),
    "stops for 10 days": (frozenset(), [*range(10), *range(20, 30)]),
}


def thirty_days(path, misses: frozenset[str], days) -> tuple[list[list[practice.Item]], dict[str, list[timedelta]]]:
    sessions: list[list[practice.Item]] = []
    intervals: dict[str, list[timedelta]] = {}
    for day in days:
        store = ProgressStore(path)  # a new kernel: the file read afresh
        clock = [T0 + timedelta(days=day)]
        session = Session(store.attempts, now=lambda: clock[0], rng=random.Random(day))
        if session.resting() is not None:
            session = Session(store.attempts, length=practice.SHORT_ROUND, now=lambda: clock[0], rng=random.Random(day))
        while (item := session.next_item()) is not None:
            exercise = item.exercise()
            good = item.skill.key not in misses
            outcome = exercise.check(exercise.answer if good else wrong_answers(exercise)[0]).outcome
            attempt = Attempt(exercise.id, outcome, clock[0].timestamp(), 0)
            assert store.record(attempt), store.notice
            session.answered(attempt)
            clock[0] += timedelta(minutes=1)
        sessions.append(session.items)
        for key, card in practice.review.cards(store.attempts()).items():
            seen = intervals.setdefault(key, [])
            interval = card.due - card.last_review
            if card.last_review >= T0 + timedelta(days=day) and (not seen or seen[-1] != interval):
                seen.append(interval)  # reviewed today
    return sessions, intervals


@pytest.mark.parametrize("name", list(LEARNERS))
def test_thirty_days_of_practice_mix_skills_meet_them_all_and_let_a_known_skill_go(tmp_path, name):
    misses, days = LEARNERS[name]
    sessions, intervals = thirty_days(tmp_path / "progress.json", misses, days)
    met = Counter(item.skill.key for items in sessions for item in items)
    assert set(met) == set(KEYS), f"every skill met in 30 days: {met}"
    for items in sessions:
        keys = [item.skill.key for item in items]
        assert max(Counter(keys).values()) <= max(1, len(keys) // 2), keys
        assert longest_run(keys) <= 2, keys
        shapes = [practice.question_shape(item.exercise()) for item in items]
        assert len(set(shapes)) == len(shapes), "no question shape twice in a session"
    known = intervals["direction"]  # the first skill, always answered right
    assert len(known) >= 3 and all(b > a for a, b in zip(known, known[1:])), known
    assert known[-1] >= timedelta(days=30), known
    if misses:  # a skill missed every time keeps coming back, but never takes a session over
        for key in misses:
            assert met[key] >= 30 and met[key] <= 0.4 * sum(met.values()), met
    if name == "stops for 10 days":  # back after the gap: the reviews due come first, each once
        back = [item for item in sessions[10] if item.reason is Reason.REVIEW]
        assert len(back) >= 3 and len({item.skill.key for item in back}) == len(back)
        assert sessions[10][:len(back)] == back
