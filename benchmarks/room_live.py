"""The live room dashboard's refresh time, for a room of 40 and of 200 learners with 60 answers
each (lessons taken in order, one answer in five wrong), on SQLite and, where one can be started,
on a PostgreSQL server (tests/postgres.py). Figures only, no thresholds.

A refresh is what the page does every few seconds (`widgets.room_live.LiveRoom.refresh`): read
the store (`room_live.RoomReader.read`, only the answers stored since the last reading), then
work out the page's tables, summary and announcement. Between refreshes a sixth of the room
answers once (a busy room at a 5-second interval). Printed: the median and 95th percentile of a
refresh, the first reading (everything, the course's imports warm), and the median of a fresh
reading of the whole store with nothing remembered (what every refresh would cost without reading
and working out only what is new).

    python benchmarks/room_live.py [--sizes 40 200] [--refreshes 30] [--answers 60]
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

from charleston_lessons import dashboard
from charleston_lessons.lessons import all_lessons
from charleston_lessons.room_live import RoomReader
from charleston_lessons.room_store import RoomStore, open_room

SIZES = (40, 200)
ANSWERS = 60
REFRESHES = 30
FRESH = 5  # fresh whole readings timed (each costs what the first reading did)


def fill(room: RoomStore, size: int, answers: int, seed: int = 25) -> list[str]:
    """`size` learners with `answers` answers each over the last hour, written in one
    transaction (a benchmark's set-up, not a learner's way of writing); their codes."""
    rng = random.Random(seed)
    ids = [exercise.id for lesson in all_lessons() for exercise in lesson.exercises]
    start = time.time() - 3600
    codes = [room.join(f"Learner {number:03d}").code for number in range(size)]
    rows = []
    for code in codes:
        at, place = start + rng.uniform(0, 300), 0
        for _ in range(answers):
            right = rng.random() < 0.8
            at += rng.uniform(20, 50)
            rows.append((code, ids[min(place, len(ids) - 1)], "correct" if right else "incorrect", at))
            place += right

    def write(execute: Callable[..., object]) -> None:
        for row in rows:
            execute("INSERT INTO room_attempts (learner, exercise, outcome, at, hints, solution) "
                    "VALUES (?, ?, ?, ?, 0, 0)", row)

    room._run(lambda: room._database.write(write))
    return codes


def answer_some(room: RoomStore, codes: list[str], rng: random.Random) -> None:
    """A sixth of the room answers once, now (each its own write, as a learner's kernel does)."""
    from charleston_lessons.exercises import Outcome
    from charleston_lessons.progress import Attempt

    ids = [exercise.id for lesson in all_lessons() for exercise in lesson.exercises]
    for code in rng.sample(codes, max(1, len(codes) // 6)):
        room.record(code, Attempt(rng.choice(ids), Outcome.CORRECT if rng.random() < 0.8 else Outcome.INCORRECT,
                                  time.time()))


def page(reader: RoomReader, before: object) -> object:
    """One refresh as the widget makes it: read, then the tables, summary and announcement."""
    now = reader.read()
    now.sections()
    now.summary()
    now.announcement(before)
    return now


def measure(url: str, size: int, answers: int, refreshes: int) -> dict[str, float]:
    """Seconds: the first reading, each refresh, each fresh whole reading."""
    rng = random.Random(size)
    with open_room(url) as room:
        codes = fill(room, size, answers)
        reader = RoomReader(room)
        start = time.perf_counter()
        before = page(reader, None)
        first = time.perf_counter() - start
        spent = []
        for _ in range(refreshes):
            answer_some(room, codes, rng)
            start = time.perf_counter()
            before = page(reader, before)
            spent.append(time.perf_counter() - start)
        fresh = []
        for _ in range(FRESH):
            dashboard._BY_VALUE.clear()  # nothing remembered: every answer read and worked out again
            dashboard._CHECKED.clear()
            start = time.perf_counter()
            page(RoomReader(room), None)
            fresh.append(time.perf_counter() - start)
    return {"first": first, "median": statistics.median(spent), "p95": _p95(spent),
            "fresh": statistics.median(fresh)}


def _p95(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]


def _print(kind: str, size: int, took: dict[str, float]) -> None:
    print(f"{kind:<10} room of {size:>3} learners: refresh median {took['median'] * 1000:7.1f} ms, "
          f"p95 {took['p95'] * 1000:7.1f} ms; first reading {took['first'] * 1000:7.1f} ms; a fresh whole "
          f"reading {took['fresh'] * 1000:7.1f} ms")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--sizes", type=int, nargs="+", default=list(SIZES))
    parser.add_argument("--answers", type=int, default=ANSWERS)
    parser.add_argument("--refreshes", type=int, default=REFRESHES)
    args = parser.parse_args(argv)
    for size in args.sizes:
        with tempfile.TemporaryDirectory() as folder:
            _print("SQLite", size, measure(str(Path(folder) / "room.db"), size, args.answers, args.refreshes))
    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))
    try:
        import psycopg  # noqa: F401 - the driver a PostgreSQL room store needs
        from postgres import PostgresUnavailable, fresh_schema, postgres_server
    except ImportError as missing:
        print(f"PostgreSQL: not measured ({missing})")
        return 0
    try:
        with postgres_server() as url:
            for size in args.sizes:
                _print("PostgreSQL", size, measure(fresh_schema(url), size, args.answers, args.refreshes))
    except PostgresUnavailable as why:
        print(f"PostgreSQL: not measured ({why})")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
