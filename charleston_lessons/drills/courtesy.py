"""Drills for the skill "courtesy": the courtesy pass, pass 7, asked from every side, each
item at a real table after the Charleston or read off the rules module.

What it asks: how many tiles a seat passes or receives given every seat's offers, whether a
pair swaps at all (a 0 cancels it for that pair only), which tiles reach a player, and
whether arriving tiles may go on blind (the first kinds); after which pass the courtesy pass
comes (after pass 6, or after pass 3 when someone stopped the second Charleston) and whether
a pair may make it before pass 3 or in the middle of the second round; which way it goes;
who your courtesy partner is, and your neighbour's; how many tiles cross the table, all four
players together, and how many move within one pair; a player of the other pair's count
when someone offers 0; whose offer decides, what to offer to swap exactly so many, and the
most you can swap against your partner's offer; how many tiles a seat holds after it (13,
East 14); a Joker on it, by agreement or by mistake (it goes back); whether it is required,
how to skip it (offer 0), its number among the passes, how many passes a table plays in
all, the most and the least a player may offer, a table of three or two (no courtesy pass),
what comes after it, and which statement about it is true, or false. RULES C1, C2, C3, C4,
with P1, P6, S1, T3, X1, X2, J1, J2, F1, N1. (Whether an offer may be changed after seeing
the partner's is not asked: RULES does not say.)

`generate(seed)` is a pure function of the seed and the language spoken; `kind_of(seed)`
names the kind it makes (KINDS, drawn with the weights of `_DRAW`).
"""

from __future__ import annotations

import random

from charleston_lessons._input import whole
from charleston_lessons.drills import MAX_SEED
from charleston_lessons.drills._quiz import choice as _choice, yes_no as _yes_no
from charleston_lessons.drills._shape import phrasing
from charleston_lessons.drills._play import play, spare, table_before, tile_label, tile_labels
from charleston_lessons.exercises import BlindQuiz, ChoiceQuiz, DirectionQuiz, Exercise, NumberQuiz
from charleston_lessons.messages import count_tiles, join_words, say
from charleston_lessons.rules import (
    PASSES, SEATS, Direction, Seat, across_pairs, check_pass, courtesy_count, pass_step, passes_played, receiver,
)
from charleston_lessons.table import JokerReturned, PassChoice, PassPlayed, Table

__all__ = ["generate", "kind_of", "KINDS"]

NOTHING = "nothing"  # the option "no tiles" of "which tiles reach you?"


def generate(seed: int) -> Exercise:
    """A fresh courtesy item for `seed` (its kind drawn from `_DRAW`, see `kind_of`)."""
    rng = random.Random(whole(seed, "seed", 0, MAX_SEED))
    kind = rng.choice(_DRAW)
    return _MAKERS[kind](rng)


def kind_of(seed: int) -> str:
    """Which kind of item `generate(seed)` makes (its first draw)."""
    return random.Random(whole(seed, "seed", 0, MAX_SEED)).choice(_DRAW)


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



# --- More kinds (issue 32): when the courtesy pass comes and which way it goes, who your
# partner is, how many tiles cross the table, whose offer decides and what to offer, the rack
# after it, Jokers on it, whether it is required, its place among the passes, a table of three,
# and true-or-false statements. Every answer is read off a real table or the rules module.


def _s(key: str, /, **fields: object) -> str:
    """The sentence `drill.courtesy.<key>` in the language spoken."""
    return say(f"drill.courtesy.{key}", **fields)


def _played(rng: random.Random, offers: dict[Seat, int], *, stopped: bool | None = None,
            fixed: dict[Seat, PassChoice] | None = None) -> tuple[Table, PassPlayed]:
    """A real table with `offers` made and the courtesy pass played (each seat passes its
    pair's count), and the table's record of that pass."""
    table = _table(rng, offers, stopped=stopped)
    play(table, rng, fixed)
    played = next(e for e in reversed(table.log) if isinstance(e, PassPlayed))
    assert played.step == 7 and table.over
    return table, played


def _stop_fact(rng: random.Random) -> tuple[tuple[Seat, ...], Seat | None]:
    """Whether someone stopped the second Charleston (and who), drawn."""
    who = rng.choice(SEATS) if rng.random() < 0.5 else None
    return ((who,) if who else ()), who


def _when(rng: random.Random) -> Exercise:
    """After which pass does the courtesy pass come? 6, or 3 when the second Charleston was
    stopped (C1, X1, X2), as a real table plays it."""
    stoppers, who = _stop_fact(rng)
    table = table_before(rng, 7, stoppers=stoppers, offers=_offers(rng))
    answer = table.passes_done[-1]
    assert table.next_step == 7 and answer in (3, 6)
    wrong = {7: ("C1", _s("when_seven"))}
    if who:
        prompt, explanation = _s("ask_when_stopped", who=who), _s("when_right_stopped", step=answer, who=who)
        wrong[6] = ("X1", _s("when_stopped_full"))
    else:
        prompt, explanation = _s("ask_when_full"), _s("when_right_full", step=answer)
        wrong[3] = ("X2", _s("when_full_short"))
    return NumberQuiz(prompt, answer, rule="C1", explanation=explanation, wrong=wrong,
                      otherwise=("C1", _s("when_wrong")), low=1, high=7,
                      hints=(_s("when_hint1"), _s("when_hint2"))).citing("X1", "X2")


def _early(rng: random.Random) -> Exercise:
    """Mid-round, or before pass 3: may a pair make its courtesy pass now? No: the table
    refuses the offers until the Charleston is over (C1)."""
    step = rng.choice((1, 2, 4, 5))
    table = table_before(rng, step + 1)
    verdict = table.set_courtesy_offers({seat: 3 for seat in SEATS})
    assert not verdict.ok and verdict.rule == "C1"
    a = rng.choice(SEATS)
    b = _partner(a)
    first = step < 3
    prompt = _s("ask_early_first" if first else "ask_early_second", step=step, a=a, b=b)
    return _yes_no(prompt, False, "C1", _s("early_right"),
                   ("C1", _s("early_wrong_first" if first else "early_wrong_second")),
                   (_s("when_hint1"), _s("early_hint2")))


def _way(rng: random.Random) -> Exercise:
    """Which way does the courtesy pass go? Across, after either round (C1)."""
    stoppers, who = _stop_fact(rng)
    prompt = _s("ask_way_stopped", who=who) if who else _s("ask_way_full")
    return DirectionQuiz(7, prompt=prompt)


def _partner_of(rng: random.Random) -> Exercise:
    """You sit at a seat: who is your courtesy partner? The player across (C1, S1)."""
    seat = rng.choice(SEATS)
    partner = _partner(seat)
    options = {s.value: s.value for s in SEATS if s is not seat}
    wrong = {receiver(seat, "right").value: ("C1", _s("partner_right_side")),
             receiver(seat, "left").value: ("C1", _s("partner_left_side"))}
    return _choice(rng, _s("ask_partner", seat=seat), options, partner.value, "C1",
                   _s("partner_right", seat=seat, partner=partner), wrong,
                   (_s("partner_hint1"), _s("partner_hint2", seat=seat))).citing("S1")


def _neighbour_partner(rng: random.Random) -> Exercise:
    """You sit at a seat: with whom does your neighbour swap on the courtesy pass? The player
    across from that neighbour, your other neighbour (C1, S1)."""
    you = rng.choice(SEATS)
    other = receiver(you, rng.choice(("right", "left")))
    answer = _partner(other)
    options = {s.value: s.value for s in SEATS if s is not other}
    wrong = {you.value: ("C1", _s("neighbour_you", other=other)),
             _partner(you).value: ("C1", _s("neighbour_beside", other=other))}
    return _choice(rng, _s("ask_neighbour", you=you, other=other), options, answer.value, "C1",
                   _s("neighbour_right", other=other, partner=answer), wrong,
                   (_s("partner_hint1"), _s("partner_hint2", seat=other))).citing("S1")


def _total(rng: random.Random) -> Exercise:
    """How many tiles cross the table on the courtesy pass, all four players together? Each
    pair's lower offer, twice (both players pass it), added up (C2, C3)."""
    offers = _offers(rng)
    table, played = _played(rng, offers, stopped=True)
    agreed = table.agreed
    assert agreed is not None
    answer = len(played.moves)
    (a, b), (c, d) = across_pairs()
    assert answer == 2 * (agreed[a] + agreed[c])
    wrong: dict[int, tuple[str, str]] = {}
    for value, why in ((agreed[a] + agreed[c], ("C2", _s("total_one_way"))),
                       (2 * agreed[a], ("C3", _s("total_one_pair"))),
                       (2 * agreed[c], ("C3", _s("total_one_pair"))),
                       (sum(offers.values()), ("C2", _s("total_offers")))):
        if value != answer:
            wrong.setdefault(value, why)
    return NumberQuiz(
        _s("ask_total", offers=_offers_text(offers)), answer, rule="C2",
        explanation=_s("total_right", a=a, b=b, x=agreed[a], c=c, d=d, y=agreed[c], total=answer),
        wrong=wrong, otherwise=("C2", _s("total_wrong")), low=0, high=12,
        hints=(_s("total_hint1"), _s("total_hint2")),
    ).citing("C3")


def _pair_total(rng: random.Random) -> Exercise:
    """How many tiles move between the two players of one pair? Their lower offer from each
    of them (C2), whatever the other pair does (C3)."""
    offers = _offers(rng)
    table, played = _played(rng, offers, stopped=True)
    agreed = table.agreed
    assert agreed is not None
    a, b = rng.choice(across_pairs())
    answer = sum(1 for m in played.moves if m.origin in (a, b))
    assert answer == 2 * agreed[a]
    c, _ = _other_pair(a)
    wrong: dict[int, tuple[str, str]] = {}
    if agreed[a] != answer:
        wrong[agreed[a]] = ("C2", _s("total_one_way"))
    if 2 * agreed[c] != answer:
        wrong.setdefault(2 * agreed[c], ("C3", _s("pair_total_other")))
    return NumberQuiz(
        _s("ask_pair_total", offers=_offers_text(offers), a=a, b=b), answer, rule="C2",
        explanation=_s("pair_total_right", a=a, b=b, x=offers[a], y=offers[b], count=agreed[a], total=answer),
        wrong=wrong, otherwise=("C2", _s("total_wrong")), low=0, high=12,
        hints=(_s("hint_pair_two", a=a, b=b), _s("total_hint2")),
    ).citing("C3")


def _zero_other(rng: random.Random) -> Exercise:
    """One player offers 0: how many tiles does a player of the other pair pass? Their own
    deal still stands (C3), the lower of their offers (C2)."""
    offers = _offers(rng)
    zero = rng.choice(SEATS)
    offers[zero] = 0
    c, d = _other_pair(zero)
    offers[c], offers[d] = rng.randint(1, 3), rng.randint(1, 3)
    table = _table(rng, offers, stopped=True)
    agreed = table.agreed
    assert agreed is not None and agreed[zero] == 0
    seat = rng.choice((c, d))
    answer = agreed[seat]
    wrong = {0: ("C3", _s("zero_other_none"))}
    high = max(offers[c], offers[d])
    if high != answer:
        wrong[high] = ("C2", say("exercise.courtesy.higher"))
    return NumberQuiz(
        _s("ask_zero_other", zero=zero, partner=_partner(zero), offers=_offers_text(offers), seat=seat),
        answer, rule="C3",
        explanation=_s("zero_other_right", seat=seat, partner=_partner(seat), x=offers[seat],
                       y=offers[_partner(seat)], count=count_tiles(answer)),
        wrong=wrong, otherwise=("C2", say("exercise.courtesy.between")), low=0, high=3,
        hints=(_s("hint_zero_only"), _hints(seat)[0]),
    ).citing("C2")


def _decides(rng: random.Random) -> Exercise:
    """Two different offers: whose decides how many the pair passes? The lower (C2)."""
    offers = _offers(rng)
    a, b = rng.choice(across_pairs())
    offers[a], offers[b] = rng.sample(range(4), 2)
    table = _table(rng, offers, stopped=True)
    agreed = table.agreed
    assert agreed is not None
    low = a if offers[a] == agreed[a] else b
    high = _partner(low)
    options = {a.value: a.value, b.value: b.value, "each": _s("opt_each_own")}
    wrong = {high.value: ("C2", _s("decides_higher")), "each": ("C2", _s("decides_each"))}
    return _choice(rng, _s("ask_decides", offers=_offers_text(offers), a=a, b=b), options, low.value, "C2",
                   _s("decides_right", low=low, high=high, x=offers[low], y=offers[high],
                      count=count_tiles(agreed[a])),
                   wrong, (say("exercise.courtesy.hint1"), say("exercise.courtesy.hint2")))


def _offer_for(rng: random.Random) -> Exercise:
    """Your partner offered more than you want to swap: what do you offer to swap exactly
    that many? That many: the lower offer decides (C2)."""
    seat = rng.choice(SEATS)
    partner = _partner(seat)
    theirs = rng.randint(2, 3)
    want = rng.randint(1, theirs - 1)
    offers = _offers(rng)
    offers[seat], offers[partner] = want, theirs
    table = _table(rng, offers, stopped=True)
    assert table.agreed is not None and table.agreed[seat] == want
    wrong: dict[int, tuple[str, str]] = {0: ("C3", _s("offer_zero"))}
    for n in range(1, 4):
        if n != want:
            wrong[n] = ("C2", _s("offer_more" if n > want else "offer_less"))
    return NumberQuiz(
        _s("ask_offer_for", seat=seat, partner=partner, theirs=theirs, count=count_tiles(want)), want,
        rule="C2", explanation=_s("offer_for_right", partner=partner, theirs=theirs, count=count_tiles(want)),
        wrong=wrong, low=0, high=3,
        hints=(say("exercise.courtesy.hint2"), _s("offer_hint2")),
    ).citing("C3")


def _most(rng: random.Random) -> Exercise:
    """Your partner has offered some tiles: at most how many can you swap? Their offer,
    however many you offer (C2)."""
    seat = rng.choice(SEATS)
    partner = _partner(seat)
    theirs = rng.randint(1, 3)
    offers = _offers(rng)
    offers[seat], offers[partner] = 3, theirs
    table = _table(rng, offers, stopped=True)
    assert table.agreed is not None
    answer = table.agreed[seat]
    wrong: dict[int, tuple[str, str]] = {0: ("C3", _s("most_zero", partner=partner))}
    if answer != 3:
        wrong[3] = ("C2", _s("most_three"))
    return NumberQuiz(
        _s("ask_most", seat=seat, partner=partner, theirs=theirs), answer, rule="C2",
        explanation=_s("most_right", partner=partner, theirs=theirs), wrong=wrong,
        otherwise=("C2", _s("most_wrong")), low=0, high=3,
        hints=(say("exercise.courtesy.hint1"), say("exercise.courtesy.hint2")),
    ).citing("C3")


def _held(rng: random.Random) -> Exercise:
    """How many tiles does a seat hold once the courtesy pass is played? What it was dealt:
    the pass is a swap (P6, T3, C2)."""
    offers = _offers(rng)
    table, played = _played(rng, offers)
    agreed = table.agreed
    assert agreed is not None
    seat = rng.choice(SEATS)
    answer = len(table.rack(seat))
    assert answer == len(table.log[0].racks[seat])
    wrong: dict[int, tuple[str, str]] = {}
    if agreed[seat]:
        wrong[answer - agreed[seat]] = ("P6", _s("held_minus"))
        wrong[answer + agreed[seat]] = ("P6", _s("held_plus"))
    other = 13 if seat is Seat.EAST else 14
    wrong.setdefault(other, ("T3", _s("held_deal", seat=seat)))
    return NumberQuiz(
        _s("ask_held", offers=_offers_text(offers), seat=seat), answer, rule="P6",
        explanation=_s("held_right", seat=seat, count=answer, moved=count_tiles(agreed[seat])),
        wrong=wrong, otherwise=("P6", _s("held_wrong")), low=0, high=17,
        hints=(_s("held_hint1", seat=seat), _s("held_hint2")),
    ).citing("T3", "C2")


def _joker_table(rng: random.Random) -> tuple[Table, Seat, dict[Seat, int]]:
    """A real table ready for the courtesy pass where a seat whose pair agreed 1 to 3 holds
    a Joker: the table, that seat and the offers."""
    while True:
        offers = _offers(rng)
        seat = rng.choice(SEATS)
        offers[seat] = offers[_partner(seat)] = rng.randint(1, 3)
        table = _table(rng, offers)
        if any(t.is_joker for t in table.rack(seat)):
            return table, seat, offers


def _joker_agreed(rng: random.Random) -> Exercise:
    """Your courtesy partner would welcome a Joker: may one go? Never (J1)."""
    table, seat, offers = _joker_table(rng)
    partner = _partner(seat)
    count = table.agreed[seat]  # type: ignore[index]
    rack = table.rack(seat)
    joker = next(t for t in rack if t.is_joker)
    others = spare(table, seat, rng, count - 1)
    verdict = check_pass(7, rack, (joker, *others), agreed=count)
    assert not verdict.ok and verdict.rule == "J1"
    return _yes_no(
        _s("ask_joker_agreed", seat=seat, partner=partner, count=count_tiles(count),
           rack=" ".join(t.code for t in rack)),
        False, "J1", _s("joker_agreed_right"), ("J1", _s("joker_agreed_wrong")),
        (_s("joker_hint1"), _s("joker_hint2")),
    ).citing("C2")


def _joker_back(rng: random.Random) -> Exercise:
    """A Joker put down by mistake on the courtesy pass: who holds it after the pass? Whoever
    put it down: it goes back, and a non-joker goes instead (J2), as the table plays it."""
    table, origin, offers = _joker_table(rng)
    partner = _partner(origin)
    count = table.agreed[origin]  # type: ignore[index]
    jokers = sum(1 for t in table.rack(origin) if t.is_joker)
    plain = spare(table, origin, rng, count)
    joker = next(t for t in table.rack(origin) if t.is_joker)
    play(table, rng, {origin: PassChoice((joker, *plain[:-1]), instead=plain[-1:])})
    event = next(e for e in table.log if isinstance(e, JokerReturned))
    assert event.seat is origin and sum(1 for t in table.rack(origin) if t.is_joker) == jokers
    options = {s.value: s.value for s in SEATS}
    wrong = {partner.value: ("J2", _s("joker_back_kept"))}
    return ChoiceQuiz(
        _s("ask_joker_back", origin=origin, partner=partner, count=count_tiles(count)),
        options, origin.value, rule="J2",
        explanation=_s("joker_back_right", origin=origin, replacement=tile_label(event.replacement)),
        wrong=wrong, otherwise=("J2", _s("joker_back_elsewhere")),
        hints=(_s("joker_hint1"), _s("joker_back_hint2")),
    ).citing("J1", "C1")


def _required(rng: random.Random) -> Exercise:
    """Must a pair make the courtesy pass? No: it is optional (P1, row 7), and a pair that
    wants none offers 0 (C3)."""
    info = pass_step(7)
    stoppers, who = _stop_fact(rng)
    a = rng.choice(SEATS)
    prompt = _s("ask_required_stopped", who=who, a=a, b=_partner(a)) if who else \
        _s("ask_required", a=a, b=_partner(a))
    return _yes_no(prompt, info.required, "P1", _s("required_right"), ("P1", _s("required_wrong")),
                   (_s("required_hint1"), say("drill.courtesy.hint_zero"))).citing("C3")


def _skip(rng: random.Random) -> Exercise:
    """You want no courtesy pass: what do you do? Offer 0, which cancels it for your pair
    only (C3), as the table shows."""
    seat = rng.choice(SEATS)
    partner = _partner(seat)
    offers = _offers(rng)
    offers[seat] = 0
    table = _table(rng, offers, stopped=True)
    agreed = table.agreed
    assert agreed is not None and agreed[seat] == agreed[partner] == 0
    options = {"zero": _s("opt_offer_zero"), "one": _s("opt_offer_one"), "vote": _s("opt_vote"),
               "blind": _s("opt_blind")}
    wrong = {"one": ("C2", _s("skip_one")), "vote": ("C3", _s("skip_vote")), "blind": ("C4", _s("skip_blind"))}
    return _choice(rng, _s("ask_skip", seat=seat, partner=partner), options, "zero", "C3",
                   _s("skip_right", seat=seat, partner=partner), wrong,
                   (say("drill.courtesy.hint_zero"), _s("required_hint1"))).citing("C2", "C4")


def _number(rng: random.Random) -> Exercise:
    """Which pass is the courtesy pass, counting all of them? Pass 7 (P1)."""
    info = next(step for step in PASSES if step.is_courtesy)
    return NumberQuiz(
        _s("ask_number"), info.number, rule="P1", explanation=_s("number_right", step=info.number),
        wrong={6: ("P1", _s("number_six")), 3: ("C1", _s("number_three"))},
        otherwise=("P1", _s("number_wrong")), low=1, high=9,
        hints=(_s("number_hint1"), _s("when_hint1")),
    ).citing("C1")


def _how_many_passes(rng: random.Random) -> Exercise:
    """How many passes does a table play in all, the courtesy pass included? 7, or 4 when
    the second Charleston was stopped (P1, X1, C1), counted at a real table."""
    stoppers, who = _stop_fact(rng)
    table, played = _played(rng, _offers(rng), stopped=bool(who))
    answer = len(table.passes_done)
    assert answer == len(passes_played(stopped=bool(who)))
    if who:
        prompt = _s("ask_passes_stopped", who=who)
        wrong = {answer - 1: ("C1", _s("passes_no_courtesy")), 7: ("X1", _s("passes_stopped_all"))}
        explanation = _s("passes_right_stopped", count=answer)
    else:
        prompt = _s("ask_passes_full")
        wrong = {answer - 1: ("C1", _s("passes_no_courtesy")), 4: ("X2", _s("passes_full_short"))}
        explanation = _s("passes_right_full", count=answer)
    return NumberQuiz(prompt, answer, rule="P1", explanation=explanation, wrong=wrong,
                      otherwise=("P1", _s("passes_wrong")), low=0, high=9,
                      hints=(_s("number_hint1"), _s("when_hint2"))).citing("C1", "X1", "X2")


def _limit(rng: random.Random) -> Exercise:
    """At most, or at least, how many tiles may a player offer on the courtesy pass? 3 and 0
    (P1, C2), as the table of passes says."""
    info = pass_step(7)
    if rng.random() < 0.5:
        return NumberQuiz(
            _s("ask_most_offer"), info.max_tiles, rule="C2", explanation=_s("most_offer_right", count=info.max_tiles),
            wrong={n: ("C2", _s("most_offer_more")) for n in range(info.max_tiles + 1, 7)},
            otherwise=("C2", _s("most_offer_less")), low=0, high=6,
            hints=(_s("limit_hint1"), _s("limit_hint2")),
        ).citing("P1")
    return NumberQuiz(
        _s("ask_least_offer"), info.min_tiles, rule="C3", explanation=_s("least_offer_right"),
        wrong={1: ("C3", _s("least_offer_one"))}, otherwise=("C2", _s("least_offer_more")), low=0, high=6,
        hints=(_s("limit_hint1"), say("drill.courtesy.hint_zero")),
    ).citing("C2", "P1")


def _few_players(rng: random.Random) -> Exercise:
    """A table of three (or two): is there a courtesy pass? No: no Charleston at all (F1),
    as a real table of that size plays it."""
    players = rng.choice((3, 3, 2))
    table = Table.deal(seed=rng.randrange(2**32), players=players)
    assert table.over and not table.passes_done and passes_played(players) == ()
    return _yes_no(
        _s("ask_few", players=players, seats=join_words(list(table.seats))), False, "F1",
        _s("few_right"), ("F1", _s("few_wrong")), (_s("few_hint1"), _s("few_hint2")),
    ).citing("C1")


# Statements about the courtesy pass, each with its rule and whether it is true, read from
# the rules module when the item is made.
def _statements() -> dict[str, tuple[str, bool]]:
    info = pass_step(7)
    return {
        "across": ("C1", info.direction is Direction.ACROSS),
        "lower": ("C2", courtesy_count(1, 3) == 1),
        "zero_pair": ("C3", courtesy_count(0, 2) == 0),
        "optional": ("P1", not info.required),
        "right": ("C1", info.direction is Direction.RIGHT),
        "higher": ("C2", courtesy_count(1, 3) == 3),
        "blind": ("C4", info.blind_allowed),
        "joker": ("J1", check_pass(7, "J 5B", "J", agreed=1).ok),
        "four": ("C2", info.max_tiles >= 4),
        "required": ("P1", info.required),
    }


def _statement(rng: random.Random, true: bool) -> Exercise:
    """Which statement about the courtesy pass is true, or which is false? (C1 to C4, P1, J1)"""
    facts = _statements()
    answers = sorted(k for k, (_, ok) in facts.items() if ok is true)
    others = sorted(k for k, (_, ok) in facts.items() if ok is not true)
    answer = rng.choice(answers)
    shown = [answer, *rng.sample(others, 3)]
    options = {k: _s(f"st_{k}") for k in shown}
    if true:
        wrong = {k: (facts[k][0], _s(f"why_{k}")) for k in shown[1:]}
        prompt, explanation = _s("ask_true"), _s("true_right", rule=facts[answer][0])
    else:
        wrong = {k: (facts[k][0], _s("is_true")) for k in shown[1:]}
        prompt, explanation = _s("ask_false"), _s(f"why_{answer}")
    return _choice(rng, prompt, options, answer, facts[answer][0], explanation, wrong,
                   (_s("statement_hint1"), _s("statement_hint2")))


def _statement_true(rng: random.Random) -> Exercise:
    return _statement(rng, True)


def _statement_false(rng: random.Random) -> Exercise:
    return _statement(rng, False)


def _after(rng: random.Random) -> Exercise:
    """The courtesy pass has been played: what comes next? Play, with East's first discard:
    no pass follows it (P1), as the table says (it is over)."""
    offers = _offers(rng)
    table, played = _played(rng, offers)
    assert table.next_step is None and PASSES[-1].is_courtesy
    options = {"play": _s("opt_play"), "eighth": _s("opt_eighth"), "back": _s("opt_back_again"),
               "third": _s("opt_third")}
    wrong = {"eighth": ("P1", _s("after_more")), "back": ("P1", _s("after_more")),
             "third": ("X1", _s("after_third"))}
    return _choice(rng, _s("ask_after"), options, "play", "P1",
                   _s("after_right"), wrong, (_s("number_hint1"), _s("after_hint2"))).citing("N1")


_MAKERS = {
    "count": _count, "happens": _happens, "what": _what, "blind": _blind,
    "when": _when, "early": _early, "way": _way, "partner": _partner_of, "neighbour": _neighbour_partner,
    "total": _total, "pair_total": _pair_total, "zero_other": _zero_other, "decides": _decides,
    "offer_for": _offer_for, "most": _most, "held": _held, "joker_agreed": _joker_agreed,
    "joker_back": _joker_back, "required": _required, "skip": _skip, "number": _number,
    "passes": _how_many_passes, "limit": _limit, "few_players": _few_players,
    "statement_true": _statement_true, "statement_false": _statement_false, "after": _after,
}
KINDS = tuple(_MAKERS)
# The seed's first draw picks a kind from _DRAW. The kinds set at a table of drawn seats and
# offers, which differ most from seed to seed, come up three times as often as the others (the
# table's own pass, "what", four times), and those that ask one of two questions twice as often,
# so that a learner meets fresh tables and numbers rather than the few sentences of the rules
# questions (2,000 seeds give over 1,000 distinct items, test_drills_courtesy).
_VARIED = ("count", "happens", "total", "pair_total", "zero_other", "decides", "held", "joker_agreed")
_TWICE = ("blind", "early", "required", "joker_back", "offer_for", "most")
_DRAW = ("what",) * 4 + tuple(
    kind for kind in KINDS if kind != "what"
    for _ in range(3 if kind in _VARIED else 2 if kind in _TWICE else 1))
