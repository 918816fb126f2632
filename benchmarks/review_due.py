"""Time to compute the due reviews (`review.due`) over a progress store of 100, 1,000 and
5,000 attempts: the store read by a new kernel, then every skill's FSRS card folded from it.

    python benchmarks/review_due.py [--times 7]
"""

from __future__ import annotations

import argparse
import statistics
import tempfile
import time
from datetime import datetime, timedelta, timezone
from pathlib import Path

from charleston_lessons.exercises import Outcome
from charleston_lessons.progress import Attempt, ProgressStore
from charleston_lessons.review import due
from charleston_lessons.skills import SKILLS

SIZES = (100, 1_000, 5_000)
T0 = datetime(2027, 3, 1, 9, 0, tzinfo=timezone.utc)


def attempts(n: int) -> list[Attempt]:
    """`n` answers an hour apart: practice items of every skill, one in seven wrong, some hinted."""
    return [Attempt(f"practice/{SKILLS[i % len(SKILLS)].key}-{i}", Outcome.INCORRECT if i % 7 == 0 else Outcome.CORRECT,
                    (T0 + timedelta(hours=i)).timestamp(), int(i % 11 == 0)) for i in range(n)]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--times", type=int, default=7)
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory() as folder:
        for n in SIZES:
            path = Path(folder) / f"progress-{n}.json"
            ProgressStore(path).merge(attempts(n))
            now = T0 + timedelta(hours=n + 1)
            fresh, warm = [], []
            store = ProgressStore(path)
            for _ in range(args.times):
                start = time.perf_counter()
                due(ProgressStore(path).attempts(), now)  # a new kernel: the file read whole
                fresh.append(time.perf_counter() - start)
                start = time.perf_counter()
                found = due(store.attempts(), now)  # the same kernel again: the file unchanged
                warm.append(time.perf_counter() - start)
            print(f"due over {n:>5,} attempts: median {1000 * statistics.median(fresh):6.1f} ms from a new store, "
                  f"{1000 * statistics.median(warm):6.1f} ms from an open one ({len(found)} due)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
