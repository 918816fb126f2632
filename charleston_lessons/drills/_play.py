"""Real table states for the drills of direction, seats, blind passes and the courtesy pass:
a fresh deal (invented racks, G5) played with legal passes up to the pass a drill asks about.

Every choice is drawn from the drill's own `random.Random`, so an item stays a pure function of
its seed; the table itself plays each pass (`Table.play_pass`), so what a drill states about
who holds what is what the rules engine did, not a second model of it.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from charleston_lessons.messages import join_words, say
from charleston_lessons.rules import PASSES, SEATS, Direction, Seat, pass_step
from charleston_lessons.table import PassChoice, Phase, Table
from charleston_lessons.tiles import Tile

__all__ = ["deal", "play", "table_before", "spare", "stop_answers", "tile_label", "tile_labels", "passes_going"]


def deal(rng: random.Random) -> Table:
    """A fresh four-seat table dealt from a seed the drill's generator draws."""
    return Table.deal(seed=rng.randrange(2**32))


def spare(
    table: Table, seat: Seat, rng: random.Random, count: int, *, distinct: bool = False
) -> tuple[Tile, ...]:
    """`count` tiles of `seat`'s rack that may be passed (never a Joker, J1), drawn at random;
    with `distinct`, no two of the same kind (so "the 5 Bam East put down" names one tile)."""
    tiles = [tile for tile in table.rack(seat) if not tile.is_joker]
    if distinct and len(set(tiles)) >= count:
        tiles = list(dict.fromkeys(tiles))
    return tuple(rng.sample(tiles, count))


def play(table: Table, rng: random.Random, fixed: dict[Seat, PassChoice] | None = None) -> None:
    """Play the table's next pass: every seat not in `fixed` passes 3 (or its agreed
    courtesy count) of its own tiles; a refused pass is a programming error."""
    step = table.next_step
    assert step is not None, "no pass is due at this table"
    agreed = table.agreed or {}
    choices: dict[Seat, PassChoice] = {}
    for seat in SEATS:
        if fixed and seat in fixed:
            choices[seat] = fixed[seat]
        else:
            count = agreed.get(seat, 3) if step == 7 else 3
            choices[seat] = PassChoice(spare(table, seat, rng, count))
    verdict = table.play_pass(choices)
    assert verdict.ok, verdict


def stop_answers(stoppers: Sequence[Seat]) -> dict[Seat, bool]:
    """Each seat's answer to "stop the second Charleston?": True for the stoppers."""
    return {seat: seat in stoppers for seat in SEATS}


def table_before(
    rng: random.Random,
    step: int,
    *,
    stoppers: Sequence[Seat] = (),
    offers: dict[Seat, int] | None = None,
) -> Table:
    """A fresh table on which every pass before `step` has been played. Pass 7 comes after
    pass 3 when `stoppers` stop the second Charleston (X1), else after pass 6; `offers`
    (each seat's 0 to 3) are made before it (C2). Before passes 4 to 6 nobody stopped (X2)."""
    info = pass_step(step)
    table = deal(rng)
    last = 3 if (info.is_courtesy and stoppers) else (6 if info.is_courtesy else step - 1)
    for number in range(1, last + 1):
        play(table, rng)
        if number == 3 and table.phase is Phase.STOP_QUESTION and step > 3:
            table.answer_stop(stop_answers(stoppers if info.is_courtesy else ()))
    if info.is_courtesy:
        verdict = table.set_courtesy_offers(offers or {seat: 3 for seat in SEATS})
        assert verdict.ok, verdict
    return table


def tile_label(tile: Tile) -> str:
    """A tile as a sentence names it, in the language spoken: a wind as "the North wind", so
    that it is never read as a seat; a dragon with its article; a Flower as "a Flower"."""
    if tile.category == "wind":
        return say("drill.tile.wind", tile=tile.name)
    if tile.category == "dragon":
        return say("drill.tile.dragon", tile=tile.name)
    if tile.is_flower:
        return say("drill.tile.flower")
    return tile.name  # a suit tile's name is the same in every language ("5 Bam")


def tile_labels(tiles: Sequence[Tile]) -> str:
    """Several tiles in one phrase: "2 Bam, the North wind and a Flower"."""
    return join_words([tile_label(tile) for tile in tiles])


def passes_going(way: Direction, rule: str, wrong: str, courtesy: str) -> tuple[list[int], dict[int, tuple[str, str]]]:
    """The passes of a whole Charleston that go `way`, and for every other count from 0 to 7
    the rule and sentence a wrong count gets: `wrong`, or `courtesy` (C1) for a count of the
    across passes one short, which left out the courtesy pass."""
    steps = [step.number for step in PASSES if step.direction is way]
    answers = {n: (rule, wrong) for n in range(8) if n != len(steps)}
    if way is Direction.ACROSS:
        answers[len(steps) - 1] = ("C1", courtesy)
    return steps, answers
