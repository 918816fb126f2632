"""Drills for the skill "courtesy": every seat's offer at a real table after the Charleston,
how many tiles each across pair passes, whether a pair swaps at all (a 0 cancels it for that
pair only), which tiles reach a player, and no blind courtesy pass (RULES C1, C2, C3, C4).

`generate(seed)` is a pure function of the seed and the language spoken.
"""

from __future__ import annotations

import random

from charleston_lessons._input import whole
from charleston_lessons.drills import MAX_SEED
from charleston_lessons.drills._shape import phrasing
from charleston_lessons.drills._play import play, spare, table_before, tile_labels
from charleston_lessons.exercises import BlindQuiz, ChoiceQuiz, Exercise, NumberQuiz
from charleston_lessons.messages import count_tiles, join_words, say
from charleston_lessons.rules import SEATS, Seat, across_pairs, receiver
from charleston_lessons.table import PassChoice, PassPlayed, Table

__all__ = ["generate", "kind_of", "KINDS"]

KINDS = ("count", "happens", "what", "blind")
NOTHING = "nothing"  # the option "no tiles" of "which tiles reach you?"


def generate(seed: int) -> Exercise:
    """A fresh courtesy item for `seed`."""
    rng = random.Random(whole(seed, "seed", 0, MAX_SEED))
    kind = rng.choice(KINDS)
    return _MAKERS[kind](rng)


def kind_of(seed: int) -> str:
    """Which kind of item `generate(seed)` makes (its first draw)."""
    return random.Random(whole(seed, "seed", 0, MAX_SEED)).choice(KINDS)


def _offers(rng: random.Random) -> dict[Seat, int]:
    """Four offers, 0 to 3; a 0 is common enough to be drilled."""
    return {seat: rng.choice((0, 1, 1, 2, 2, 3, 3)) for seat in SEATS}


def _partner(seat: Seat) -> Seat:
    return receiver(seat, "across")


def _other_pair(seat: Seat) -> tuple[Seat, Seat]:
    return next(pair for pair in across_pairs() if seat not in pair)


def _table(rng: random.Random, offers: dict[Seat, int], *, stopped: bool | None = None) -> Table:
    """A real table with its offers made: after pass 6, or after pass 3 when someone stopped
    (`stopped`; drawn when None)."""
    if stopped is None:
        stopped = rng.random() < 0.5
    stoppers = (rng.choice(SEATS),) if stopped else ()
    return table_before(rng, 7, stoppers=stoppers, offers=offers)


def _offers_text(offers: dict[Seat, int]) -> str:
    return "; ".join(
        join_words([say("drill.courtesy.offer", seat=a, count=offers[a]),
                    say("drill.courtesy.offer", seat=b, count=offers[b])])
        for a, b in across_pairs()
    )


def _hints(seat: Seat) -> tuple[str, ...]:
    return (say("drill.courtesy.hint_pair", seat=seat, partner=_partner(seat)),
            say("exercise.courtesy.hint1"), say("exercise.courtesy.hint2"))


def _count(rng: random.Random) -> Exercise:
    """How many tiles does a seat pass (or receive) on the courtesy pass? (C2, C3)"""
    offers = _offers(rng)
    table = _table(rng, offers, stopped=True)  # the offers are the question: the shorter way there
    agreed = table.agreed
    assert agreed is not None
    seat = rng.choice(SEATS)
    partner = _partner(seat)
    answer = agreed[seat]
    a, b = _other_pair(seat)
    other = agreed[a]
    key = phrasing(rng, ("drill.courtesy.ask_count", "drill.courtesy.ask_receive"))
    wrong = {}
    if other != answer:
        wrong[other] = ("C3", say("drill.courtesy.other_pair", a=a, b=b))
    if answer == 0:
        for n in range(1, 4):
            wrong.setdefault(n, ("C3", say("exercise.courtesy.zero_wrong")))
        zero = seat if offers[seat] == 0 else partner
        explanation = say("drill.courtesy.count_zero", zero=zero, a=seat, b=partner)
        rule = "C3"
    else:
        wrong.setdefault(0, ("C3", say("exercise.courtesy.none_offered")))
        high = max(offers[seat], offers[partner])
        if high != answer:
            wrong.setdefault(high, ("C2", say("exercise.courtesy.higher")))
        explanation = say("drill.courtesy.count_right", a=seat, b=partner, x=offers[seat], y=offers[partner],
                          count=count_tiles(answer))
        rule = "C2"
    return NumberQuiz(
        say(key, offers=_offers_text(offers), seat=seat, partner=partner),
        answer,
        rule=rule,
        explanation=explanation,
        wrong=wrong,
        otherwise=("C2", say("exercise.courtesy.between")),
        low=0,
        high=3,
        hints=_hints(seat),
    )


def _happens(rng: random.Random) -> Exercise:
    """Does this pair swap tiles at all? A 0 cancels it for the pair that made it only. (C3)"""
    offers = _offers(rng)
    if rng.random() < 0.6:  # a 0 in one pair, so that the other pair's question tests C3
        offers[rng.choice(SEATS)] = 0
    table = _table(rng, offers, stopped=True)
    agreed = table.agreed
    assert agreed is not None
    a, b = rng.choice(across_pairs())
    if rng.random() < 0.5:
        a, b = b, a
    count = agreed[a]
    c, d = _other_pair(a)
    if count:
        answer = "yes"
        other_zero = agreed[c] == 0
        key = "drill.courtesy.happens_other_zero" if other_zero else "drill.courtesy.happens_look"
        wrong = {"no": ("C3", say(key, a=a, b=b))}
        explanation = say("drill.courtesy.happens_yes", a=a, b=b, x=offers[a], y=offers[b],
                          count=count_tiles(count))
    else:
        answer = "no"
        wrong = {"yes": ("C3", say("drill.courtesy.happens_zero"))}
        explanation = say("drill.courtesy.happens_no", a=a, b=b)
    return ChoiceQuiz(
        say("drill.courtesy.ask_happens", offers=_offers_text(offers), a=a, b=b),
        ("yes", "no"),
        answer,
        rule="C3",
        explanation=explanation,
        wrong=wrong,
        hints=(say("drill.courtesy.hint_zero"), say("drill.courtesy.hint_pair", seat=a, partner=b)),
    )


def _what(rng: random.Random) -> Exercise:
    """Which tiles reach a player on the courtesy pass, played at the table? (C1, C3)"""
    for _ in range(20):
        offers = _offers(rng)
        table = _table(rng, offers)
        agreed = table.agreed
        assert agreed is not None
        passed = {seat: spare(table, seat, rng, agreed[seat], distinct=True) for seat in SEATS}
        labels = {seat: tile_labels((sorted(tiles))) for seat, tiles in passed.items() if tiles}
        if labels and len(set(labels.values())) == len(labels):
            break
    play(table, rng, {seat: PassChoice(tiles) for seat, tiles in passed.items()})
    played = next(e for e in reversed(table.log) if isinstance(e, PassPlayed))
    seat = rng.choice(SEATS)
    partner = _partner(seat)
    reached = sorted(m.tile for m in played.moves if m.keeper is seat)
    answer = partner.value if reached else NOTHING
    assert reached == sorted(passed[partner])
    options = {s.value: labels[s] for s in SEATS if s in labels}
    options[NOTHING] = say("drill.courtesy.no_tiles")
    wrong = {}
    for other, label in options.items():
        if other == answer:
            continue
        if other == seat.value:
            wrong[other] = ("C1", say("drill.courtesy.what_own", seat=seat))
        elif other == NOTHING:
            wrong[other] = ("C3", say("drill.courtesy.what_nothing", seat=seat))
        elif not reached:
            wrong[other] = ("C3", say("drill.courtesy.what_cancelled", seat=seat))
        else:
            wrong[other] = ("C1", say("drill.courtesy.what_side", seat=seat))
    if reached:
        explanation = say("drill.courtesy.what_right", seat=seat, partner=partner,
                          count=count_tiles(len(reached)))
    else:
        explanation = say("drill.courtesy.what_right_none", seat=seat, partner=partner)
    passes = "; ".join(say("drill.courtesy.passes", seat=s, tiles=labels[s]) for s in SEATS if s in labels)
    return ChoiceQuiz(
        say("drill.courtesy.ask_what", offers=_offers_text(offers),
            passes=passes or say("drill.courtesy.no_tiles"), seat=seat),
        options,
        answer,
        rule="C3" if not reached else "C1",
        explanation=explanation,
        wrong=wrong,
        hints=_hints(seat),
    )


def _blind(rng: random.Random) -> Exercise:
    """May you forward arriving tiles unseen on the courtesy pass? (C4)"""
    seat = rng.choice(SEATS)
    count = rng.randint(1, 3)
    key = phrasing(rng, ("drill.courtesy.ask_blind", "drill.courtesy.ask_blind_keep"))
    return BlindQuiz(7, prompt=say(key, seat=seat, partner=_partner(seat), count=count_tiles(count)))


_MAKERS = {"count": _count, "happens": _happens, "what": _what, "blind": _blind}
