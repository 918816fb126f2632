"""Time per progress write (`ProgressStore.record`) with 100, 1,000 and 5,000 answers already
stored, beside a whole rewrite of the same file in the same run (read, parse, write through a
temporary file and rename: what every write cost while the file was one JSON object); then the
busy-lock count: two writer processes give 400 answers each while a third process holds the
lock for 3 s, three times, and the answers on disk after the writers exit are counted.

    python benchmarks/progress_writes.py [--writes 20]
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
import tempfile
import textwrap
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


_WRITER = textwrap.dedent("""
    import sys, time
    from charleston_lessons.exercises import Outcome
    from charleston_lessons.progress import Attempt, ProgressStore
    store = ProgressStore(sys.argv[1])
    for i in range(400):
        store.record(Attempt(f"{sys.argv[2]}/q-{i}", Outcome.CORRECT, 1_800_000_000 + i / 1000, 0))
        time.sleep(0.02)
""")
_HOLDER = textwrap.dedent("""
    import sys, time
    from filelock import FileLock
    for _ in range(3):
        time.sleep(1.0)
        with FileLock(sys.argv[1]):
            time.sleep(3.0)
""")


def busy_lock() -> int:
    """Answers on disk of the 800 two writers gave while a third process held the lock."""
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "progress.json"
        holder = subprocess.Popen([sys.executable, "-c", _HOLDER, str(path) + ".lock"])
        writers = [subprocess.Popen([sys.executable, "-c", _WRITER, str(path), tag]) for tag in ("a", "b")]
        for process in (*writers, holder):
            process.wait(timeout=300)
        return len(ProgressStore(path).attempts())


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--writes", type=int, default=20)
    args = parser.parse_args(argv)
    print(f"Progress writes, median of {args.writes} (an appended line vs the whole file rewritten):")
    for size in SIZES:
        append, whole = figures(size, args.writes)
        print(f"  {size:>5,} answers stored: {append:5.2f} ms per write; whole rewrite {whole:6.2f} ms"
              f" (ratio {whole / append:4.1f})")
    print(f"  a busy lock (3 s, three times) under two writers: {busy_lock()} of 800 answers on disk")
    return 0


if __name__ == "__main__":
    sys.exit(main())
