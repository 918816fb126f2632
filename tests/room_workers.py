"""What the room store's concurrency tests run in separate processes (spawned: each a fresh
Python, as each learner's kernel is). Kept apart from the test module so that a child imports
only the room store, not pytest and hypothesis."""

from __future__ import annotations

from typing import Any

from charleston_lessons.exercises import Outcome
from charleston_lessons.progress import Attempt
from charleston_lessons.room_store import MoveConflict, open_room


def learner(url: str, name: str, answers: int, start: Any, results: Any) -> None:
    """Join as `name`, wait for the others, answer `answers` times; report (name, code, ids)."""
    with open_room(url) as room:
        me = room.join(name)
        start.wait(60)
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
        start.wait(60)
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


def answerer(url: str, name: str, answers: list[tuple[str, bool]], start: Any, results: Any) -> None:
    """Join as `name` and record each `(exercise id, right)` answer, stamped now, as a learner's
    kernel does (the live dashboard's tests read them from another process); report the code."""
    import time

    with open_room(url) as room:
        me = room.join(name)
        start.wait(60)
        for exercise, right in answers:
            room.record(me, Attempt(exercise, Outcome.CORRECT if right else Outcome.INCORRECT, time.time()))
    results.put(me.code)
