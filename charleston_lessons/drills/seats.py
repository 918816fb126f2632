"""Drills for the skill "seats": who receives whose tiles on pass N from any seat, at a real
table (the tiles named are the ones the table passed), and a tile's journey over two or three
passes (RULES S1, S2, P1, C1).

`generate(seed)` is a pure function of the seed and the language spoken.
"""

from __future__ import annotations

import random

from charleston_lessons._input import whole
from charleston_lessons.drills import MAX_SEED
from charleston_lessons.drills._shape import phrasing
from charleston_lessons.drills._play import play, spare, stop_answers, table_before, tile_label, tile_labels
from charleston_lessons.exercises import Exercise, NeighbourQuiz, TileJourneyQuiz
from charleston_lessons.messages import join_words, say
from charleston_lessons.rules import SEATS, Seat, pass_step
from charleston_lessons.table import PassChoice, PassPlayed, Table

__all__ = ["generate", "kind_of", "KINDS"]

KINDS = ("receiver", "sender", "journey")

# Runs of two or three passes a tile can travel in a row: (passes, whether the second
# Charleston was stopped after pass 3, so that the courtesy pass follows it).
_RUNS: tuple[tuple[tuple[int, ...], bool], ...] = (
    ((1, 2), False), ((2, 3), False), ((3, 4), False), ((4, 5), False), ((5, 6), False), ((6, 7), False),
    ((1, 2, 3), False), ((2, 3, 4), False), ((3, 4, 5), False), ((4, 5, 6), False), ((5, 6, 7), False),
    ((3, 7), True), ((2, 3, 7), True),
)


def generate(seed: int) -> Exercise:
    """A fresh seats item for `seed`."""
    rng = random.Random(whole(seed, "seed", 0, MAX_SEED))
    kind = rng.choice(KINDS)
    return _MAKERS[kind](rng)


def kind_of(seed: int) -> str:
    """Which kind of item `generate(seed)` makes (its first draw)."""
    return random.Random(whole(seed, "seed", 0, MAX_SEED)).choice(KINDS)


def _last_pass(table: Table) -> PassPlayed:
    return next(e for e in reversed(table.log) if isinstance(e, PassPlayed))


def _neighbour(rng: random.Random, receiving: bool) -> Exercise:
    """You sit X; on pass N the table moves real tiles: who picks yours up, or whose arrive."""
    step = rng.randint(1, 7)
    seat = rng.choice(SEATS)
    offers = {s: 3 for s in SEATS}
    if step == 7:
        for a, b in (("East", "West"), ("South", "North")):
            offers[Seat(a)] = offers[Seat(b)] = rng.randint(1, 3)
    stoppers = (rng.choice(SEATS),) if rng.random() < 0.5 else ()  # read only before pass 7
    table = table_before(rng, step, stoppers=stoppers, offers=offers)
    info = pass_step(step)
    count = offers[seat] if step == 7 else 3
    own = spare(table, seat, rng, count, distinct=True)
    play(table, rng, {seat: PassChoice(own)})
    moves = _last_pass(table).moves
    direction = info.direction
    if receiving:
        arrived = [m for m in moves if m.keeper is seat]
        source = arrived[0].origin
        tiles = tile_labels(sorted(m.tile for m in arrived))
        key = phrasing(rng, ("drill.seats.ask_sender_tiles", "drill.seats.ask_sender"))
        prompt = say(key, seat=seat, step=step, tiles=tiles)
        quiz = NeighbourQuiz(seat, direction, receiving=True, prompt=prompt)
        assert quiz.answer == source.value
    else:
        keeper = next(m.keeper for m in moves if m.origin is seat)
        key = phrasing(rng, ("drill.seats.ask_receiver_tiles", "drill.seats.ask_receiver"))
        prompt = say(key, seat=seat, step=step, tiles=tile_labels(own))
        quiz = NeighbourQuiz(seat, direction, prompt=prompt)
        assert quiz.answer == keeper.value
    quiz.hints = (say("drill.seats.hint_direction", step=step, name=info.name), *quiz.hints)
    return quiz


def _receiver(rng: random.Random) -> Exercise:
    return _neighbour(rng, receiving=False)


def _sender(rng: random.Random) -> Exercise:
    return _neighbour(rng, receiving=True)


def _journey(rng: random.Random) -> Exercise:
    """A named tile from a real rack, passed on two or three passes in a row by whoever holds
    it; the table plays each pass, and the answer is where the table put the tile."""
    steps, stopped = rng.choice(_RUNS)
    holder = rng.choice(SEATS)
    stoppers = (rng.choice(SEATS),) if stopped else ()
    table = table_before(rng, steps[0], stoppers=stoppers)
    tile = spare(table, holder, rng, 1)[0]
    at = holder
    for number in steps:
        if number == 7 and table.agreed is None:
            if table.stopped is None:
                table.answer_stop(stop_answers(stoppers))
            table.set_courtesy_offers({s: 3 for s in SEATS})
        if number == 4 and table.stopped is None:
            table.answer_stop(stop_answers(()))
        rest = [t for t in table.rack(at) if not t.is_joker]
        rest.remove(tile)
        others = rng.sample(rest, 2)
        play(table, rng, {at: PassChoice((tile, *others))})
        at = next(m.keeper for m in _last_pass(table).moves if m.origin is at and m.tile == tile)
    if stopped:
        who = join_words(list(stoppers))
        if len(steps) == 2:
            prompt = say("drill.seats.journey_stop_short", seat=holder, tile=tile_label(tile), who=who)
        else:
            prompt = say("drill.seats.journey_stop", seat=holder, tile=tile_label(tile), who=who)
    elif len(steps) == 2:
        prompt = say("drill.seats.journey_two", seat=holder, tile=tile_label(tile), first=steps[0],
                     second=steps[1])
    else:
        prompt = say("drill.seats.journey_three", seat=holder, tile=tile_label(tile), first=steps[0],
                     second=steps[1], third=steps[2])
    quiz = TileJourneyQuiz(tile, holder, list(steps), prompt=prompt)
    assert quiz.answer == at.value
    return quiz


_MAKERS = {"receiver": _receiver, "sender": _sender, "journey": _journey}
