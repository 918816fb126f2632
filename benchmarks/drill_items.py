"""Per skill: how many different questions its generator asks (distinct `drills.question_shape`
over the first 1,000 seeds: seats, tiles, numbers and wording masked; issue 32 asks for 25 at
least), and the time to make and grade one practice item (`drills.drill` then `check` of its
answer and of one wrong answer), beside a baseline measured in the same run: grading a fixed
lesson exercise of the same skill that already exists (no making).

    python benchmarks/drill_items.py [--items 200] [--seeds 1000]

The coach's skill (what to pass) deals a rack and asks the coach, so it takes longer; its first
item also loads the coach's tables, which is printed apart.
"""

from __future__ import annotations

import argparse
import statistics
import time

from charleston_lessons.drills import GENERATORS, drill, question_shape
from charleston_lessons.lessons import all_lessons
from charleston_lessons.skills import skill_of


def _wrong(exercise) -> object:
    """An answer other than the right one, in the form `check` takes (or None: no wrong tried)."""
    choices = getattr(exercise, "choices", None)
    if choices is not None:
        return next((key for key, _ in choices if key != exercise.answer), None)
    answer = exercise.answer
    return answer + 1 if isinstance(answer, int) and not isinstance(answer, bool) else None


def _make_and_grade(key: str, seed: int) -> float:
    start = time.perf_counter()
    exercise = drill(key, seed)
    exercise.check(exercise.answer)
    wrong = _wrong(exercise)
    if wrong is not None:
        exercise.check(wrong)
    return time.perf_counter() - start


def _baseline(key: str, times: int) -> float | None:
    """Median time to grade a lesson's own exercise of this skill (right answer), or None."""
    fixed = next((e for lesson in all_lessons() for e in lesson.exercises
                  if (s := skill_of(e)) is not None and s.key == key), None)
    if fixed is None:
        return None
    runs = []
    for _ in range(times):
        start = time.perf_counter()
        fixed.check(fixed.answer)
        runs.append(time.perf_counter() - start)
    return statistics.median(runs)


def shapes(key: str, seeds: int) -> int:
    """Distinct question shapes among the items of seeds 0 to `seeds` - 1."""
    return len({question_shape(drill(key, seed)) for seed in range(seeds)})


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--items", type=int, default=200, help="items timed per skill")
    parser.add_argument("--seeds", type=int, default=1000, help="seeds whose question shapes are counted")
    args = parser.parse_args(argv)
    for key in GENERATORS:
        print(f"{key:>13}: {shapes(key, args.seeds):4d} question shapes over {args.seeds:,} seeds")
    for key in GENERATORS:
        first = _make_and_grade(key, 0)  # loads the generator's module (and, for one, the coach)
        runs = sorted(_make_and_grade(key, seed) for seed in range(1, args.items + 1))
        median = statistics.median(runs)
        p90 = runs[int(0.9 * (len(runs) - 1))]
        base = _baseline(key, args.items)
        ratio = f"{median / base:7.1f}× a fixed exercise's grading ({1000 * base:.3f} ms)" if base else ""
        print(f"{key:>13}: median {1000 * median:6.2f} ms, 90th percentile {1000 * p90:6.2f} ms, "
              f"first item {1000 * first:7.1f} ms; {ratio}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
