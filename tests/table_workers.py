"""What the shared table's process tests and its latency benchmark run in separate processes: one
seat's kernel at many tables (spawned, or started as `python tests/table_workers.py`: each a
fresh Python, as each learner's kernel is). Kept apart from the test module so that a child
imports only the course, not pytest and hypothesis.

A seat player sits at its seat of every table it is given, then loops over the tables still
playing (a window of them at a time): it reads each table (`TableSeat.view`, which also plays any
due bot turn), and when the table waits for its seat it decides as a `RandomStrategy` would, now
and then after a short random pause, now and then first trying something illegal (refused, and
graded) and now and then answering twice (refused: one answer a decision). Every move it appends
is written at once to its journal, a JSON line `["move", table, seq, move]`, so a test can check
that no move it was told was stored went missing, even when this process is killed.
"""

from __future__ import annotations

import json
import random
import sys
import time
from pathlib import Path
from typing import Any

if __name__ == "__main__":  # run as a script: the course from this checkout
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from charleston_lessons.coach import Coach  # noqa: E402
from charleston_lessons.room_store import open_room  # noqa: E402
from charleston_lessons.rules import Seat  # noqa: E402
from charleston_lessons.shared_table import TableSeat  # noqa: E402
from charleston_lessons.strategies import RandomStrategy, SeatView  # noqa: E402
from charleston_lessons.table import Phase  # noqa: E402

WINDOW = 25  # tables played at once by one seat
WILD = 0.15  # the share of decisions made at random rather than as the coach would
COACH = Coach()


def _decide(seat: TableSeat, view: Any, wild: RandomStrategy, rng: random.Random, log: Any) -> Any:
    """This seat's decision now: mostly the coach's, sometimes `wild`'s (blind passes, stops and
    offers at random), now and then after an illegal try."""
    mine = SeatView(view.seat, view.rack, view.step, view.agreed)
    player = wild if rng.random() < WILD else COACH
    if view.may_declare and player.declares(mine):
        return seat.declare()
    if view.phase is Phase.STOP_QUESTION:
        return seat.answer_stop(player.wants_to_stop(mine))
    if view.phase is Phase.OFFERS:
        return seat.offer(player.courtesy_offer(mine))
    if rng.random() < 0.03 and view.limit:  # an illegal pass: one tile short (P3); refused and graded
        short = seat.pass_tiles([t for t in view.rack if not t.is_joker][: view.limit - 1] or "J", step=view.step)
        assert not short.played, short
        if short.verdict.rule not in ("P1", "P5", "C3"):  # not the table gone on meanwhile: graded
            log("graded-refusal", seat.code, short.verdict.rule)
    return seat.pass_tiles(player.choose_pass(mine), step=view.step)


def seat_player(url: str, codes: list[str], seat: str, learner: str, seed: int, journal: str,
                poll: float = 0.005, pause: float = 0.004, results: Any = None) -> None:
    """Play `seat` at every table of `codes` as learner `learner` (a code) until every table is
    over, journaling each appended move; report (seat, decisions, refusals) to `results`. The
    seat sits down at a table when the table enters its window (a learner at one table at a
    time, as at a workshop): a seat it has not reached is empty, and one it has left is away."""
    rng = random.Random(seed)
    wild = RandomStrategy(seed)
    with open_room(url, timeout=30) as room, open(journal, "a", buffering=1) as out:

        def log(*item: Any) -> None:
            out.write(json.dumps(item) + "\n")

        seats: dict[str, TableSeat] = {}
        playing = list(codes)
        decisions = refused_twice = 0
        seen = dict.fromkeys(codes, -1)  # the last move read when the table was last looked at
        while playing:
            for code in list(playing[:WINDOW]):
                if code not in seats:
                    seats[code] = TableSeat(room, code, learner, seat)
                mine = seats[code]
                if not mine.poll() and seen[code] == mine.table._replay.last:
                    continue  # nothing new: as a page that redraws only on a change
                view = mine.view()
                seen[code] = mine.table._replay.last
                if view.over:
                    playing.remove(code)
                    continue
                if not view.my_turn:
                    continue
                if rng.random() < 0.3:
                    time.sleep(rng.random() * pause)
                result = _decide(mine, view, wild, rng, log)
                if result.played:
                    seq, move = mine.last_move  # type: ignore[misc]
                    log("move", code, seq, move)
                    decisions += 1
                    if rng.random() < 0.03:  # the same answer again: one answer a decision
                        again = _again(mine, move)
                        assert not again.played and again.verdict.rule, again
                        refused_twice += 1
            time.sleep(poll)
    if results is not None:
        results.put((seat, decisions, refused_twice))


def _again(seat: TableSeat, move: dict[str, Any]) -> Any:
    kind = move["kind"]
    if kind == "pass":
        return seat.pass_tiles({"own": move["own"], "blind": move["blind"], "instead": move["instead"]},
                               step=move["step"])
    if kind == "stop":
        return seat.answer_stop(move["stop"])
    if kind == "offer":
        return seat.offer(move["count"])
    return seat.declare()


def journal(path: str | Path) -> list[list[Any]]:
    """The journal's lines (a last line cut short by a killed process is left out)."""
    items = []
    try:
        text = Path(path).read_text()
    except FileNotFoundError:
        return []
    for line in text.splitlines():
        try:
            items.append(json.loads(line))
        except ValueError:
            continue
    return items


SEATS = [seat.value for seat in Seat]


if __name__ == "__main__":  # python tests/table_workers.py URL SEAT LEARNER SEED JOURNAL CODE...
    url_, seat_, learner_, seed_, journal_, *codes_ = sys.argv[1:]
    seat_player(url_, codes_, seat_, learner_, int(seed_), journal_)
