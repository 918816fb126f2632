"""Time per progress write (`ProgressStore.record`) with 100, 1,000 and 5,000 answers already
stored, beside a whole rewrite of the same file in the same run (read, parse, write through a
temporary file and rename: what every write cost while the file was one JSON object).

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
from charleston_lessons.progress import Attempt, ProgressStore, _decode, _read_own

SIZES = (100, 1_000, 5_000)


def _attempt(i: int) -> Attempt:
    return Attempt(f"start-here/bench-{i % 50}", Outcome.CORRECT if i % 3 else Outcome.INCORRECT,
                   1_700_000_000.0 + i, i % 3)


def _median_ms(action, times: int) -> float:
    spent = []
    for i in range(times):
        start = time.perf_counter()
        action(i)
        spent.append(time.perf_counter() - start)
    return 1000 * statistics.median(spent)


def figures(size: int, writes: int) -> tuple[float, float]:
    """(median ms per `record`, median ms per whole rewrite) with `size` answers stored."""
    with tempfile.TemporaryDirectory() as folder:
        store = ProgressStore(Path(folder) / "progress.json")
        store.merge([_attempt(i) for i in range(size)])

        def record(i: int) -> None:
            assert store.record(_attempt(size + i)), store.notice

        def rewrite(_i: int) -> None:
            with store._locked():
                store._rewrite(_decode(_read_own(store.path)).items)

        return _median_ms(record, writes), _median_ms(rewrite, writes)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--writes", type=int, default=20)
    args = parser.parse_args(argv)
    print(f"Progress writes, median of {args.writes} (an appended line vs the whole file rewritten):")
    for size in SIZES:
        append, whole = figures(size, args.writes)
        print(f"  {size:>5,} answers stored: {append:5.2f} ms per write; whole rewrite {whole:6.2f} ms"
              f" (ratio {whole / append:4.1f})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
