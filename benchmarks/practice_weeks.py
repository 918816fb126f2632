"""Practice over weeks: learners simulated over 30 days, one session a day, each day a new
progress store over the same file and the clock moved a day, answering every question the
session offers (issue 32). Figures only, no thresholds:

    python benchmarks/practice_weeks.py [--days 30] [--json]

For each learner (all right; misses blind passes; misses blind passes and jokers; all right,
stops for 10 days and comes back): how many questions each skill got, the largest share of one
skill in a session, the longest run of one skill, the days a session was one skill alone, the
skills met, the days between one known skill's reviews, and the questions whose shape (the
prompt with its digits masked) came twice in one session. On a day when every skill is
mastered and none is due (`Session.resting()`, since issue 32) the learner takes the short
round the page offers.

It uses only `practice.Session` (`next_item`, `answered`) and the store, so it runs on any
version of the course since practice began: the figures before and after a change to the
session come from the same script.
"""

from __future__ import annotations

import argparse
import json
import random
import re
import sys
import tempfile
import time
from collections import Counter
from collections.abc import Callable
from datetime import datetime, timedelta, timezone
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from charleston_lessons.exercises import ChoiceQuiz, Exercise, NumberQuiz, Outcome, PickPass  # noqa: E402
from charleston_lessons.practice import Session  # noqa: E402
from charleston_lessons.review import cards  # noqa: E402
from charleston_lessons.progress import Attempt, ProgressStore  # noqa: E402
from charleston_lessons.skills import SKILLS  # noqa: E402
from charleston_lessons.table import PassChoice  # noqa: E402

T0 = datetime(2027, 5, 3, 18, 0, tzinfo=timezone.utc)
SHORT_ROUND = 5  # the optional round's length (`practice.SHORT_ROUND`)
DAYS = 30
_DIGITS = re.compile(r"\d+")


def shape(exercise: Exercise) -> str:
    """What a question asks with its numbers masked: `practice.same_shape`'s default."""
    return _DIGITS.sub("#", exercise.prompt)


def wrong_answer(exercise: Exercise) -> Any:
    """An answer the item grades wrong (a learner who does not know the skill)."""
    if isinstance(exercise, ChoiceQuiz):
        candidates: list[Any] = [option for option in exercise.option_ids if option != exercise.answer]
    elif isinstance(exercise, NumberQuiz):
        candidates = [n for n in range(exercise.low, exercise.high + 1) if n != exercise.answer]
    elif isinstance(exercise, PickPass):
        plain = [t for t in exercise.rack if not t.is_joker]
        candidates = [PassChoice(tuple(plain[:max(1, exercise.limit - 1)])), PassChoice(tuple(plain[:2]))]
    else:
        candidates = []
    for answer in candidates:
        if exercise.check(answer).outcome is Outcome.INCORRECT:
            return answer
    raise AssertionError(f"no wrong answer found for {exercise.id}")


# Each learner: which skills they always miss, and the days they practise.
LEARNERS: dict[str, tuple[frozenset[str], Callable[[int], bool]]] = {
    "all right": (frozenset(), lambda day: True),
    "misses blind": (frozenset({"blind"}), lambda day: True),
    "misses blind and jokers": (frozenset({"blind", "jokers"}), lambda day: True),
    "stops for 10 days": (frozenset(), lambda day: not 10 <= day < 20),
}


def simulate(misses: frozenset[str], practises: Callable[[int], bool], folder: Path, days: int = DAYS,
             seed: int = 1) -> dict[str, Any]:
    """One learner over `days` days: each day's items (skill keys), the repeated shapes and
    the days each skill was met."""
    path = folder / "progress.json"
    path.unlink(missing_ok=True)
    sessions: list[list[str]] = []
    repeats: list[tuple[int, str]] = []
    met_on: dict[str, list[int]] = {}
    rested: list[int] = []  # the days every skill was mastered and none due
    intervals: list[float] = []  # the first skill's interval (days) after each of its reviews
    for day in range(days):
        if not practises(day):
            continue
        store = ProgressStore(path)  # a new kernel: the store read afresh from the file
        clock = [T0 + timedelta(days=day)]
        session = Session(store.attempts, now=lambda: clock[0], rng=random.Random(seed * 1000 + day))
        rest = getattr(session, "resting", lambda: None)()  # nothing due, all mastered (since issue 32)
        if rest is not None:  # the page offers a short round, and this learner takes it
            rested.append(day)
            session = Session(store.attempts, length=SHORT_ROUND, now=lambda: clock[0],
                              rng=random.Random(seed * 1000 + day))
        keys: list[str] = []
        shapes: set[str] = set()
        while (item := session.next_item()) is not None:
            exercise = item.exercise()
            key = item.skill.key
            keys.append(key)
            met_on.setdefault(key, []).append(day)
            found = shape(exercise)
            if found in shapes:
                repeats.append((day, found))
            shapes.add(found)
            answer = wrong_answer(exercise) if key in misses else exercise.answer
            outcome = exercise.check(answer).outcome
            attempt = Attempt(exercise.id, outcome, clock[0].timestamp(), 0)
            store.record(attempt)
            session.answered(attempt)
            clock[0] += timedelta(minutes=1)
        sessions.append(keys)
        card = cards(store.attempts()).get(SKILLS[0].key)
        if card is not None and card.last_review is not None:
            interval = round((card.due - card.last_review).total_seconds() / 86400, 1)
            if not intervals or interval != intervals[-1]:
                intervals.append(interval)
    return {"sessions": sessions, "repeats": repeats, "met_on": met_on, "intervals": intervals,
            "rested": rested}


def figures(run: dict[str, Any]) -> dict[str, Any]:
    """The figures of one learner's run."""
    sessions = run["sessions"]
    everything = [key for keys in sessions for key in keys]
    counts = Counter(everything)
    largest = max((max(Counter(keys).values()) / len(keys) for keys in sessions if keys), default=0.0)
    alone = sum(1 for keys in sessions if keys and len(set(keys)) == 1)
    longest, run_length, before = 0, 0, None
    for key in everything:
        run_length = run_length + 1 if key == before else 1
        before = key
        longest = max(longest, run_length)
    # The days between the first skill's sessions (a known skill's reviews spread out).
    days_met = sorted(set(run["met_on"].get(SKILLS[0].key, [])))
    gaps = [b - a for a, b in zip(days_met, days_met[1:])]
    return {
        "questions": len(everything),
        "per_skill": {item.key: counts.get(item.key, 0) for item in SKILLS},
        "largest_share": round(largest, 2),
        "sessions_one_skill": alone,
        "longest_run": longest,
        "skills_met": sorted(counts, key=[item.key for item in SKILLS].index),
        "skills_never_met": [item.key for item in SKILLS if item.key not in counts],
        "direction_gaps_days": gaps,
        "direction_intervals_days": run["intervals"],
        "repeated_shapes": len(run["repeats"]),
        "days_all_known": len(run["rested"]),
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--days", type=int, default=DAYS)
    parser.add_argument("--json", action="store_true", help="the figures as JSON")
    args = parser.parse_args(argv)
    found: dict[str, Any] = {}
    with tempfile.TemporaryDirectory() as folder:
        for name, (misses, practises) in LEARNERS.items():
            start = time.perf_counter()
            found[name] = figures(simulate(misses, practises, Path(folder), args.days))
            found[name]["seconds"] = round(time.perf_counter() - start, 1)
    if args.json:
        print(json.dumps(found, indent=1))
        return 0
    for name, got in found.items():
        counts = ", ".join(f"{key} {n}" for key, n in got["per_skill"].items())
        print(f"{name} ({got['questions']} questions over {args.days} days, {got['seconds']} s):")
        print(f"  per skill: {counts}")
        print(f"  largest share of one skill in a session: {got['largest_share']:.0%}; "
              f"sessions of one skill alone: {got['sessions_one_skill']}; longest run of one skill: "
              f"{got['longest_run']}")
        print(f"  skills met: {len(got['skills_met'])} of {len(SKILLS)}"
              + (f" (never: {', '.join(got['skills_never_met'])})" if got["skills_never_met"] else ""))
        print(f"  days between sessions with direction: {got['direction_gaps_days']}; its interval after "
              f"each review (days): {got['direction_intervals_days']}")
        print(f"  question shapes repeated within a session: {got['repeated_shapes']}; days with every skill "
              f"mastered and none due (a short round taken): {got['days_all_known']}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
