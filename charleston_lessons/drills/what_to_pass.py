"""Drill items for the skill "what-to-pass": a fresh deal (a seeded shuffle of the real
set), one seat's rack at pass 1, 2, 3 or 6, and the two lines of the teaching card
(`hands.CARD`) nearest to it; the learner's pass is graded by the coach (`CoachedPick`:
as good as the coach's own pass, or what it costs and which line it hurts; G1, G3).
"""

from __future__ import annotations

import random

from charleston_lessons import coach
from charleston_lessons._input import whole
from charleston_lessons.drills import MAX_SEED
from charleston_lessons.exercises import CoachedPick, Exercise
from charleston_lessons.hands import CARD
from charleston_lessons.messages import say
from charleston_lessons.rules import SEATS, Seat
from charleston_lessons.strategies import RandomStrategy, take_turn
from charleston_lessons.table import Phase, Table
from charleston_lessons.tiles import Tile

__all__ = ["STEPS", "generate"]

STEPS: tuple[int, ...] = (1, 2, 3, 6)  # the passes a pick is drilled on: the first round, and the last blind pass


def _rack_at(seed: int, seat: Seat, step: int) -> tuple[Tile, ...]:
    """`seat`'s rack just before pass `step` at a table dealt from `seed`, the passes before
    it made by legal players (nobody stops after pass 3, X2)."""
    table = Table.deal(seed=seed)
    players = RandomStrategy(seed=seed, blind_chance=0.0)
    while table.next_step != step:
        if table.phase is Phase.STOP_QUESTION:
            table.answer_stop({s: False for s in table.seats})
            continue
        verdict = take_turn(table, players)
        if not verdict.ok:  # pragma: no cover - legal players always pass
            raise RuntimeError(str(verdict))
    return table.rack(seat)


def generate(seed: int) -> Exercise:
    """One what-to-pass item for `seed`: a random seat's real rack before pass 1, 2, 3 or
    6, the two card lines nearest to it, graded by the coach; on passes 3 and 6 the three
    arriving tiles may go on unseen (G3)."""
    seed = whole(seed, "seed", 0, MAX_SEED)
    rng = random.Random(seed)
    seat = rng.choice(SEATS)
    step = rng.choices(STEPS, weights=(3, 3, 3, 1))[0]
    rack = _rack_at(seed, seat, step)
    lines = coach.nearest_lines(coach._counts(rack), CARD, 2)
    exercise = CoachedPick(step, rack, lines, arriving=3 if step in (3, 6) else 0)
    exercise.prompt = say("drill.pass.seat", seat=seat, count=len(rack)) + " " + exercise.prompt
    return exercise
