"""Drills for the skill "seats": who receives whose tiles on pass N from any seat, at a real
table (the tiles named are the ones the table passed), and a tile's journey over two or three
passes; who sits on your right, left or opposite and whose neighbour you are; who plays next;
on which pass your tiles reach a player, and on how many; who gets your tiles twice in a row;
the next and previous receiver; the player a pass leaves out; who swaps with whom; the
courtesy partners; and who is next after pass 3, with a stop or without (RULES S1, S2, P1,
P4, X1, X2, C1, C2).

`generate(seed)` is a pure function of the seed and the language spoken.
"""

from __future__ import annotations

import random

from charleston_lessons._input import whole
from charleston_lessons.drills import MAX_SEED
from charleston_lessons.drills._shape import phrasing
from charleston_lessons.drills._play import passes_going, play, spare, stop_answers, table_before, tile_label, tile_labels
from charleston_lessons.exercises import ChoiceQuiz, Exercise, NeighbourQuiz, NumberQuiz, TileJourneyQuiz
from charleston_lessons.messages import join_words, say
from charleston_lessons.rules import PASSES, SEATS, Direction, Seat, pass_step, receiver, sender
from charleston_lessons.table import PassChoice, PassPlayed, Table

__all__ = ["generate", "kind_of", "KINDS"]

KINDS = ("receiver", "sender", "journey", "sits", "whose", "turn", "pass_to", "pass_from", "count_to",
         "count_from", "twice_to", "twice_from", "same", "partner", "after_three", "next", "before",
         "left_out", "reach", "swap", "other_pair")
# The seed's first draw picks a kind from _DRAW: the kinds played at a real table, whose
# tiles differ from seed to seed, come up more often than the questions about the seats alone.
_DRAW = ("receiver",) * 6 + ("sender",) * 6 + ("journey",) * 8 + KINDS[3:]
# The side the tiles you receive come from, for each way a pass goes (S2).
_FROM = {Direction.RIGHT: Direction.LEFT, Direction.LEFT: Direction.RIGHT, Direction.ACROSS: Direction.ACROSS}

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
    kind = rng.choice(_DRAW)
    return _MAKERS[kind](rng)


def kind_of(seed: int) -> str:
    """Which kind of item `generate(seed)` makes (its first draw)."""
    return random.Random(whole(seed, "seed", 0, MAX_SEED)).choice(_DRAW)


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


# --- Questions about the table itself: who sits where, and which passes reach whom (S1, S2,
# P1, P4, X1, X2, C1). Each is a choice among the seats, a pass number, yes or no, or a count.

_SIDES = (Direction.RIGHT, Direction.LEFT, Direction.ACROSS)


def _seat_quiz(prompt: str, answer: Seat, rule: str, explanation: str, seat: Seat,
               wrong_key: str = "drill.seats.seat_wrong") -> ChoiceQuiz:
    """A choice among the four seats; a wrong seat is told how to go round the table (S1)."""
    return ChoiceQuiz(
        prompt,
        [s.value for s in SEATS],
        answer.value,
        rule=rule,
        explanation=explanation,
        otherwise=(rule, say(wrong_key)),
        hints=(say("exercise.seat.hint1"),
               say("exercise.seat.hint2", seat=seat, right=receiver(seat, "right"),
                   across=receiver(seat, "across"), left=receiver(seat, "left"))),
    )


def _yes_no(prompt: str, yes: bool, rule: str, explanation: str, wrong: str, hint: str) -> ChoiceQuiz:
    """A yes-or-no question with one sentence for the wrong answer."""
    answer = "yes" if yes else "no"
    other = "no" if yes else "yes"
    return ChoiceQuiz(prompt, {"yes": "yes", "no": "no"}, answer, rule=rule, explanation=explanation,
                      wrong={other: (rule, wrong)}, hints=(say("exercise.seat.hint1"), hint))


def _sits(rng: random.Random) -> Exercise:
    """You sit X: who sits on your right, on your left, or across from you? (S1)"""
    seat = rng.choice(SEATS)
    side = rng.choice(_SIDES)
    answer = receiver(seat, side)
    key = "drill.seats.ask_across" if side is Direction.ACROSS else f"drill.seats.ask_sits_{side.value}"
    return _seat_quiz(say(key, seat=seat), answer, "S1",
                      say(f"drill.seats.sits_right_{side.value}", seat=seat, other=answer), seat)


def _whose(rng: random.Random) -> Exercise:
    """You sit X: which player has you on their right (or left)? The inverse of "who sits on
    your right", and easy to turn round (S1)."""
    seat = rng.choice(SEATS)
    side = rng.choice((Direction.RIGHT, Direction.LEFT))
    answer = sender(seat, side)  # the player whose `side` you are
    return _seat_quiz(say(f"drill.seats.ask_whose_{side.value}", seat=seat), answer, "S1",
                      say(f"drill.seats.whose_right_{side.value}", seat=seat, other=answer), seat)


def _turn(rng: random.Random) -> Exercise:
    """Who plays next after X? Turn order runs to the right (S1)."""
    seat = rng.choice(SEATS)
    answer = receiver(seat, "right")
    return _seat_quiz(say("drill.seats.ask_turn", seat=seat), answer, "S1",
                      say("drill.seats.turn_right", seat=seat, other=answer), seat)


def _others(rng: random.Random) -> tuple[Seat, Seat, Direction]:
    """A seat, another seat, and where the other sits seen from the first."""
    seat = rng.choice(SEATS)
    other = rng.choice([s for s in SEATS if s is not seat])
    where = next(d for d in Direction if receiver(seat, d) is other)
    return seat, other, where


def _which_pass(rng: random.Random, to: bool) -> Exercise:
    """On which pass of the first (or second) Charleston do your tiles go to Y (or Y's tiles
    come to you)? Each round passes once each way (S2, P1, P4)."""
    seat, other, where = _others(rng)
    second = rng.random() < 0.5
    way = where if to else _FROM[where]
    steps = [s.number for s in PASSES[:6] if s.charleston == (2 if second else 1)]
    answer = next(n for n in steps if pass_step(n).direction is way)
    key = "drill.seats.ask_pass_to" if to else "drill.seats.ask_pass_from"
    quiz = ChoiceQuiz(
        say(key, seat=seat, other=other, round=2 if second else 1),
        {str(n): say("words.pass_number", step=n) for n in steps},
        str(answer),
        rule="S2",
        explanation=say("drill.seats.pass_right_to" if to else "drill.seats.pass_right_from",
                        seat=seat, other=other, step=answer, direction=way),
        otherwise=("S2", say("drill.seats.pass_wrong")),
        hints=(say("exercise.seat.hint1"), say("drill.seats.passes_hint")),
    )
    mirror = _FROM[way]
    if mirror is not way:
        swapped = next(n for n in steps if pass_step(n).direction is mirror)
        quiz.explain(str(swapped), "S2", say("drill.seats.pass_swapped"))
    return quiz.citing("P4")


def _pass_to(rng: random.Random) -> Exercise:
    return _which_pass(rng, to=True)


def _pass_from(rng: random.Random) -> Exercise:
    return _which_pass(rng, to=False)


def _how_many(rng: random.Random, to: bool) -> Exercise:
    """If all seven passes are played, on how many do your tiles go to Y (or Y's reach you)?
    Two passes go each side way, three across with the courtesy pass (P1, C1, S2)."""
    seat, other, where = _others(rng)
    way = where if to else _FROM[where]
    steps, wrong = passes_going(way, "P1", say("drill.seats.count_wrong"), say("drill.seats.count_courtesy"))
    answer = len(steps)
    return NumberQuiz(
        say("drill.seats.ask_count_to" if to else "drill.seats.ask_count_from", seat=seat, other=other),
        answer,
        rule="P1",
        explanation=say("drill.seats.count_right", passes=join_words([str(n) for n in steps]), count=answer),
        wrong=wrong,
        low=0,
        high=7,
        hints=(say("exercise.seat.hint1"), say("drill.seats.passes_hint")),
    ).citing("S2")


def _count_to(rng: random.Random) -> Exercise:
    return _how_many(rng, to=True)


def _count_from(rng: random.Random) -> Exercise:
    return _how_many(rng, to=False)


def _twice(rng: random.Random, to: bool) -> Exercise:
    """Which player gets your tiles (or gives you theirs) on two passes in a row? Passes 3
    and 4 both go left (P4, S2)."""
    seat = rng.choice(SEATS)
    answer = receiver(seat, "left") if to else sender(seat, "left")
    key = "drill.seats.ask_twice_to" if to else "drill.seats.ask_twice_from"
    return _seat_quiz(say(key, seat=seat), answer, "P4",
                      say("drill.seats.twice_right_to" if to else "drill.seats.twice_right_from",
                          seat=seat, other=answer), seat, wrong_key="drill.seats.twice_wrong")


def _twice_to(rng: random.Random) -> Exercise:
    return _twice(rng, to=True)


def _twice_from(rng: random.Random) -> Exercise:
    return _twice(rng, to=False)


def _same_player(rng: random.Random) -> Exercise:
    """Do your tiles go to the same player on pass A and on pass B? (S2, P4)"""
    seat = rng.choice(SEATS)
    if rng.random() < 0.5:
        a, b = rng.choice(((1, 6), (2, 5), (3, 4), (2, 7), (5, 7)))
    else:
        a, b = sorted(rng.sample(range(1, 8), 2))
    ra, rb = receiver(seat, pass_step(a).direction), receiver(seat, pass_step(b).direction)
    rule = "C1" if b == 7 else "P4"
    return _yes_no(say("drill.seats.ask_same", seat=seat, a=a, b=b), ra is rb, rule,
                   say("drill.seats.same_right", seat=seat, a=a, b=b, ra=ra, rb=rb),
                   say("drill.seats.same_wrong"), say("drill.seats.passes_hint"))


def _partner(rng: random.Random) -> Exercise:
    """Who is your partner on the courtesy pass? The player across (C1, C2)."""
    seat = rng.choice(SEATS)
    answer = receiver(seat, "across")
    return _seat_quiz(say("drill.seats.ask_partner", seat=seat), answer, "C1",
                      say("drill.seats.partner_right", seat=seat, other=answer), seat)


def _next_after_three(rng: random.Random) -> Exercise:
    """After pass 3, with a stop or without: who receives your tiles on the next pass? The
    courtesy partner across (X1, C1) or the left neighbour again (X2, P4)."""
    seat = rng.choice(SEATS)
    if rng.random() < 0.5:
        who = rng.choice(SEATS)
        answer = receiver(seat, "across")
        quiz = _seat_quiz(say("drill.seats.ask_after_stop", seat=seat, who=who), answer, "C1",
                          say("drill.seats.after_stop_right", seat=seat, other=answer), seat,
                          wrong_key="drill.seats.after_stop_wrong")
        return quiz.citing("X1")
    answer = receiver(seat, "left")
    quiz = _seat_quiz(say("drill.seats.ask_after_go", seat=seat), answer, "X2",
                      say("drill.seats.after_go_right", seat=seat, other=answer), seat,
                      wrong_key="drill.seats.after_go_wrong")
    return quiz.citing("P4")


def _next_receiver(rng: random.Random, later: bool) -> Exercise:
    """Your tiles went to Y on pass N: who gets them on the next pass (or got them on the
    pass before), in the same round? (P4, S2)"""
    seat = rng.choice(SEATS)
    step = rng.choice((1, 2, 4, 5)) if later else rng.choice((2, 3, 5, 6))
    other = receiver(seat, pass_step(step).direction)
    asked = step + 1 if later else step - 1
    answer = receiver(seat, pass_step(asked).direction)
    key = "drill.seats.ask_next" if later else "drill.seats.ask_before"
    quiz = _seat_quiz(say(key, seat=seat, other=other, step=step), answer, "P4",
                      say("drill.seats.next_right", seat=seat, other=answer, step=asked), seat,
                      wrong_key="drill.seats.next_wrong")
    return quiz.citing("S2")


def _next(rng: random.Random) -> Exercise:
    return _next_receiver(rng, later=True)


def _before(rng: random.Random) -> Exercise:
    return _next_receiver(rng, later=False)


def _left_out(rng: random.Random) -> Exercise:
    """On a right or left pass, which player neither gets your tiles nor gives you any? The
    one across (S2)."""
    seat = rng.choice(SEATS)
    step = rng.choice((1, 3, 4, 6))
    answer = receiver(seat, "across")
    return _seat_quiz(say("drill.seats.ask_left_out", seat=seat, step=step), answer, "S2",
                      say("drill.seats.left_out_right", seat=seat, other=answer, step=step), seat,
                      wrong_key="drill.seats.left_out_wrong")


def _reach(rng: random.Random) -> Exercise:
    """On pass N, do Y's tiles reach you? Only if Y sends your way on that pass (S2)."""
    seat, other, _ = _others(rng)
    step = rng.randint(1, 6)
    yes = receiver(other, pass_step(step).direction) is seat
    return _yes_no(say("drill.seats.ask_reach", seat=seat, other=other, step=step), yes, "S2",
                   say("drill.seats.reach_right", other=other, step=step,
                       to=receiver(other, pass_step(step).direction)),
                   say("drill.seats.reach_wrong"), say("drill.seats.passes_hint"))


def _swap(rng: random.Random) -> Exercise:
    """On pass N, do you and Y swap tiles with each other? Only across, with the player
    opposite (S2)."""
    seat, other, where = _others(rng)
    step = rng.randint(1, 6)
    yes = pass_step(step).direction is Direction.ACROSS and where is Direction.ACROSS
    return _yes_no(say("drill.seats.ask_swap", seat=seat, other=other, step=step), yes, "S2",
                   say("drill.seats.swap_yes" if yes else "drill.seats.swap_no", seat=seat, other=other,
                       step=step),
                   say("drill.seats.swap_wrong"), say("drill.seats.passes_hint"))


def _other_pair(rng: random.Random) -> Exercise:
    """On the courtesy pass, whom does another player swap with? The pairs are the players
    opposite each other, for the whole table (C1, C2)."""
    seat = rng.choice(SEATS)
    other = rng.choice([s for s in SEATS if s is not seat and s is not receiver(seat, "across")])
    answer = receiver(other, "across")
    return _seat_quiz(say("drill.seats.ask_other_pair", seat=seat, other=other), answer, "C1",
                      say("drill.seats.other_pair_right", other=other, partner=answer), other)


_MAKERS = {
    "receiver": _receiver, "sender": _sender, "journey": _journey, "sits": _sits, "whose": _whose,
    "turn": _turn, "pass_to": _pass_to, "pass_from": _pass_from, "count_to": _count_to,
    "count_from": _count_from, "twice_to": _twice_to, "twice_from": _twice_from, "same": _same_player,
    "partner": _partner, "after_three": _next_after_three, "next": _next, "before": _before,
    "left_out": _left_out, "reach": _reach, "swap": _swap, "other_pair": _other_pair,
}
