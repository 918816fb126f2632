"""What the room store's concurrency tests run in separate processes (spawned: each a fresh
Python, as each learner's kernel is). Kept apart from the test module so that a child imports
only the room store, not pytest and hypothesis."""

from __future__ import annotations

import multiprocessing
import queue
import sys
import time
import traceback
import types
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from charleston_lessons.exercises import Outcome
from charleston_lessons.progress import Attempt
from charleston_lessons.room_store import MoveConflict, open_room

# How long every child waits at the start line for the others, and the parent for every report.
# Twenty fresh Pythons importing the course on a busy 2-core CI machine once took more than 60 s
# to all reach the start line: the early ones gave up, reported nothing, and the test met an
# empty queue with no word of why.
START_SECONDS = 600.0
REPORT_SECONDS = 900.0


@dataclass(frozen=True)
class Failed:
    """What a child reports instead of its result when it raised: its traceback."""

    traceback: str


def reporting(target: Callable[..., None], arguments: tuple[Any, ...], start: Any, results: Any) -> None:
    """Run `target(*arguments, start, results)`; if it raises, report the traceback first, so the
    parent says why rather than waiting out an empty queue."""
    try:
        target(*arguments, start, results)
    except BaseException:
        results.put(Failed(traceback.format_exc()))
        raise


def spawned(target: Callable[..., None], argument_lists: Sequence[tuple[Any, ...]]) -> list[Any]:
    """Run `target(*arguments, start, results)` in one spawned process per argument list, all
    released together at the start line; what each reported. A child that raised or died fails
    the test at once with its traceback or exit code."""
    context = multiprocessing.get_context("spawn")
    start, results = context.Barrier(len(argument_lists)), context.Queue()
    processes = [context.Process(target=reporting, args=(target, tuple(arguments), start, results))
                 for arguments in argument_lists]
    # A spawned child imports the parent's __main__ (here pytest's, slow to import); a learner's
    # kernel would not, so each child starts as a fresh Python with only the worker's module.
    main = sys.modules["__main__"]
    sys.modules["__main__"] = types.ModuleType("__main__")
    try:
        for process in processes:
            process.start()
    finally:
        sys.modules["__main__"] = main
    reported: list[Any] = []
    deadline = time.monotonic() + REPORT_SECONDS
    try:
        while len(reported) < len(processes):
            try:
                item = results.get(timeout=1.0)
            except queue.Empty:
                dead = [p.exitcode for p in processes if p.exitcode not in (None, 0)]
                if dead and results.empty():
                    time.sleep(1.0)  # a report put just before exiting may still be on its way
                    if results.empty():
                        raise AssertionError(f"{len(dead)} child process(es) died without a report: "
                                             f"exit codes {dead}") from None
                assert time.monotonic() < deadline, f"{len(reported)} of {len(processes)} reported in time"
                continue
            if isinstance(item, Failed):
                raise AssertionError(f"a child process failed:\n{item.traceback}")
            reported.append(item)
        for process in processes:
            process.join(60)
            assert process.exitcode == 0, process.exitcode
    finally:
        for process in processes:
            if process.is_alive():
                process.terminate()
                process.join(10)
    return reported


def learner(url: str, name: str, answers: int, start: Any, results: Any) -> None:
    """Join as `name`, wait for the others, answer `answers` times; report (name, code, ids)."""
    with open_room(url) as room:
        me = room.join(name)
        start.wait(START_SECONDS)
        ids = []
        for number in range(answers):
            exercise = f"room-test/{me.code}-{number}"
            outcome = Outcome.CORRECT if number % 2 else Outcome.INCORRECT
            room.record(me, Attempt(exercise, outcome, 1_000.0 + number, number % 3))
            ids.append(exercise)
    results.put((name, me.code, ids))


def mover(url: str, table: str, writer: int, count: int, start: Any, results: Any) -> None:
    """Append `count` moves of this writer to `table`, each after the last move seen, reading
    again after every conflict; report (writer, conflicts met)."""
    conflicts = 0
    with open_room(url) as room:
        start.wait(START_SECONDS)
        last = 0
        for number in range(count):
            while True:
                for seq, _move in room.moves(table, after=last):
                    last = seq
                try:
                    room.append_move(table, last + 1, {"writer": writer, "n": number})
                except MoveConflict:
                    conflicts += 1  # another writer got there first: read again
                    continue
                last += 1
                break
    results.put((writer, conflicts))


def workshop_learner(url: str, name: str, answers: int, start: Any, results: Any) -> None:
    """A learner's lesson page in a workshop: a kernel with CHARLESTON_ROOM set, which answers
    before giving a name (those wait), gives `name` on the page, then answers `answers` more times
    through the lesson page (`LessonPage._attempted`, what every exercise widget calls); reports
    (name, code, every answer it gave as JSON, how many the store said were saved)."""
    import os
    import time

    os.environ["CHARLESTON_ROOM"] = url
    os.environ.pop("JUPYTERHUB_USER", None)
    from charleston_lessons import course
    from charleston_lessons.lessons import lesson

    page = course.lesson(1)
    ids = [exercise.id for exercise in lesson(1).exercises]
    base = 10_000.0 * (1 + int(name.rsplit(" ", 1)[-1]))  # this learner's own times: none alike
    given: list[dict[str, Any]] = []

    def answer(number: int) -> None:
        attempt = Attempt(ids[number % len(ids)], Outcome.CORRECT if number % 3 else Outcome.INCORRECT,
                          base + number + time.time() % 1, number % 4)
        page._attempted(attempt)
        given.append(attempt.to_json())

    for number in range(2):  # before the name: kept on the page
        answer(number)
    start.wait(START_SECONDS)
    store = course.progress_store()
    me = store.join(name)
    saved = 0
    for number in range(2, answers + 2):
        answer(number)
        saved += not store.in_memory
    results.put((name, me.code, given, saved))
def answerer(url: str, name: str, answers: list[tuple[str, bool]], start: Any, results: Any) -> None:
    """Join as `name` and record each `(exercise id, right)` answer, stamped now, as a learner's
    kernel does (the live dashboard's tests read them from another process); report the code."""
    import time

    with open_room(url) as room:
        me = room.join(name)
        start.wait(START_SECONDS)
        for exercise, right in answers:
            room.record(me, Attempt(exercise, Outcome.CORRECT if right else Outcome.INCORRECT, time.time()))
    results.put(me.code)
