"""Time per progress write (`ProgressStore.record`) with 100, 1,000 and 5,000 answers already
stored, median of a few writes each, in a fresh temporary folder; prints one line per size.

    python benchmarks/progress_writes.py [--writes 20]
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from pathlib import Path

from charleston_lessons.exercises import Outcome
from charleston_lessons.progress import Attempt, ProgressStore

SIZES = (100, 1_000, 5_000)


def _attempt(i: int) -> Attempt:
    return Attempt(f"start-here/bench-{i % 50}", Outcome.CORRECT if i % 3 else Outcome.INCORRECT,
                   1_700_000_000.0 + i, i % 3)


def time_per_write(size: int, writes: int) -> float:
    """Median seconds for one `record` when `size` answers are already on disk."""
    with tempfile.TemporaryDirectory() as folder:
        store = ProgressStore(Path(folder) / "progress.json")
        store.merge([_attempt(i) for i in range(size)]) if hasattr(store, "merge") else [
            store.record(_attempt(i)) for i in range(size)]
        times = []
        for i in range(writes):
            start = time.perf_counter()
            saved = store.record(_attempt(size + i))
            times.append(time.perf_counter() - start)
            assert saved, store.notice
        return statistics.median(times)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--writes", type=int, default=20)
    args = parser.parse_args(argv)
    for size in SIZES:
        print(f"progress write with {size:>5,} answers stored: {1000 * time_per_write(size, args.writes):6.2f} ms"
              " (median)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
