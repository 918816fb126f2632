"""Shared tables: the time from one seat's move being stored to another seat's kernel having read
and replayed it. Four seat processes on one machine play whole Charlestons at the same tables
through a SQLite room store, each polling its tables every `--poll` seconds (as a page refreshes);
each notes when it read every move, and the store's own time of each move (stamped as it was
appended) is the start. Printed: the median and 95th percentile for the seat that receives the
passed tiles, and for any other seat (the page's own drawing comes on top of this).

    python benchmarks/table_latency.py [--tables 10] [--poll 0.05]
"""

from __future__ import annotations

import argparse
import json
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from charleston_lessons.coach import Coach  # noqa: E402
from charleston_lessons.room_store import open_room  # noqa: E402
from charleston_lessons.rules import SEATS, pass_step, receiver  # noqa: E402
from charleston_lessons.shared_table import TableSeat, make_table  # noqa: E402
from charleston_lessons.strategies import SeatView  # noqa: E402
from charleston_lessons.table import Phase  # noqa: E402


def decide(mine: TableSeat, view, coach: Coach) -> None:
    """Play the decision `view` says is `mine`'s, as the coach would (declare, the stop
    question, the courtesy offer, or a pass)."""
    own = SeatView(view.seat, view.rack, view.step, view.agreed)
    if view.may_declare:
        mine.declare()
    elif view.phase is Phase.STOP_QUESTION:
        mine.answer_stop(coach.wants_to_stop(own))
    elif view.phase is Phase.OFFERS:
        mine.offer(coach.courtesy_offer(own))
    else:
        mine.pass_tiles(coach.choose_pass(own), step=view.step)


def seat_worker(url: str, seat: str, learner: str, reads: str, poll: float, codes: list[str]) -> None:
    """Play `seat` at each table in turn as the coach would, polling every `poll` seconds; write a
    line [table, seq, time read] for every move read."""
    coach = Coach()
    with open_room(url, timeout=30) as room, open(reads, "w", buffering=1) as out:
        for code in codes:  # one table at a time, as a learner's kernel has it
            mine = TableSeat(room, code, learner, seat)
            noted = 0

            def note() -> None:  # every move read since the last note, read now
                nonlocal noted
                read, last = time.time(), mine.table._replay.last
                for seq in range(noted + 1, last + 1):
                    out.write(json.dumps([code, seq, read]) + "\n")
                noted = last

            while True:
                mine.poll()
                note()
                view = mine.view()
                note()
                if view.over:
                    break
                if view.my_turn:
                    decide(mine, view, coach)
                    note()
                time.sleep(poll)


def _percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def measure(tables: int, poll: float) -> tuple[list[float], list[float]]:
    """(latencies in seconds to the receiving seat, to any other seat)."""
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "room.db"
        url = f"sqlite:///{path}"
        with open_room(url) as room:
            people = {seat.value: room.join(f"Seat {seat.value}") for seat in SEATS}
            codes = [make_table(room, 900 + n, bot_delay=600) for n in range(tables)]
        files = {seat: Path(folder) / f"{seat}.jsonl" for seat in people}
        workers = [subprocess.Popen([sys.executable, __file__, "--worker", url, seat, people[seat].code,
                                     str(files[seat]), str(poll), *codes]) for seat in people]
        for worker in workers:
            worker.wait(timeout=900)
            if worker.returncode:
                raise SystemExit(f"a seat process failed ({worker.returncode})")
        with sqlite3.connect(path) as raw:
            stored = {(code, seq): (at, json.loads(move))
                      for code, seq, at, move in raw.execute("SELECT table_code, seq, at, move FROM room_moves")}
        by_code = {person.code: seat for seat, person in people.items()}
        to_receiver, to_any = [], []
        for seat, file in files.items():
            for line in file.read_text().splitlines():
                code, seq, read = json.loads(line)
                at, move = stored[(code, seq)]
                mover = by_code.get(move.get("by"))
                if mover is None or mover == seat:
                    continue  # its own move
                to_any.append(read - at)
                if move["kind"] == "pass" and receiver(mover, pass_step(move["step"]).direction).value == seat:
                    to_receiver.append(read - at)
        return to_receiver, to_any


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tables", type=int, default=10)
    parser.add_argument("--poll", type=float, default=0.05)
    parser.add_argument("--worker", nargs="+", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.worker:
        url, seat, learner, reads, poll, *codes = args.worker
        seat_worker(url, seat, learner, reads, float(poll), codes)
        return 0
    started = time.monotonic()
    to_receiver, to_any = measure(args.tables, args.poll)
    print(f"Shared tables, 4 seat processes on one machine through SQLite, {args.tables} Charlestons, "
          f"each seat polling every {1000 * args.poll:.0f} ms ({time.monotonic() - started:.0f} s):")
    for label, values in (("to the seat receiving the tiles", to_receiver), ("to any other seat", to_any)):
        print(f"  a move stored -> read and replayed {label}: median {1000 * statistics.median(values):.0f} ms, "
              f"95th percentile {1000 * _percentile(values, 0.95):.0f} ms ({len(values)} moves)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
