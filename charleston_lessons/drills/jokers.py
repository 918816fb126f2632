"""Drill items for the skill "jokers": a Joker is never passed, not even by agreement (J1);
one passed by mistake goes back to whoever put it down, who passes a non-joker instead (J2);
on a blind pass too, so a Joker among the arriving tiles is never forwarded (B6); "never pass
a Joker" is a rule, "never break a pair" only advice (G4); the set has 8 Jokers (T1).

What it asks: who holds a Joker that arrives on a blind pass, what happens to one passed to
you, whether a Joker may go by agreement, and a legal pass from a rack of Jokers (the first
kinds); on which passes a Joker may go and at most how many; who gets a mistaken Joker back,
what its passer does next, where the tile in its place comes from, how many tiles the
receiver then holds, and how many Jokers the passer and the receiver hold; whether a Joker
may go on with tiles forwarded blind, and how many tiles a blind passer sends in all; the
mistake in an account (a Joker kept, a pass left short, a Joker forwarded blind); which
statement is true, which is false; which is a rule and which advice, a player's claim that
both are rules, and a pair or a Joker to pass; the set's Jokers and those outside your rack;
your Jokers after all seven passes; how many tiles of a rack may go; East's 14th tile; a
courtesy pass with nothing to give but Jokers (an offer of 0, C3) and a Joker put down by
mistake on it (C2). RULES J1, J2, B6, G4, T1, with P3, P6, P7, B1, B2, C2, C3, C4, G1 to G3, S2, T3.

Each item is a pure function of its seed; the items about a Joker put down by mistake are
played out at a real table of invented racks (`mistake_table`, G5). `kind_of(seed)` names the
kind `generate(seed)` makes.
"""

from __future__ import annotations

import random
from collections.abc import Mapping

from charleston_lessons._input import mapping, whole
from charleston_lessons.drills import MAX_SEED
from charleston_lessons.drills._play import tile_label, tile_labels
from charleston_lessons.drills._quiz import choice as _choice, yes_no as _yes_no
from charleston_lessons.drills._shape import phrasing
from charleston_lessons.exercises import ChoiceQuiz, Exercise, NumberQuiz, PickPass
from charleston_lessons.messages import count_tiles, say
from charleston_lessons.rules import SEATS, Seat, as_seat, pass_step, receiver, sender
from charleston_lessons.table import JokerReturned, PassChoice, PassPlayed, Table
from charleston_lessons.tiles import Tile, full_set, parse_tile

__all__ = ["generate", "kind_of", "mistake_table", "KINDS"]

_JOKER = parse_tile("J")


def _racks(rng: random.Random, holder: Seat, jokers: int = 1) -> dict[Seat, list[Tile]]:
    """Invented racks from a seeded shuffle of the real set (G5): East 14, the others 13,
    with `holder` holding at least `jokers` Jokers."""
    pool = full_set()
    rng.shuffle(pool)
    racks: dict[Seat, list[Tile]] = {}
    start = 0
    for seat in SEATS:
        size = 14 if seat is Seat.EAST else 13
        racks[seat] = pool[start:start + size]
        start += size
    wall = pool[start:]
    rack = racks[holder]
    while sum(1 for t in rack if t.is_joker) < jokers:
        swap = next(i for i, t in enumerate(rack) if not t.is_joker)
        source = next((r for s, r in racks.items() if s is not holder and _JOKER in r), None)
        source = source if source is not None else wall
        index = source.index(_JOKER)
        rack[swap], source[index] = source[index], rack[swap]
    return racks


def _plain(rack: list[Tile], n: int, skip: int = 0) -> tuple[Tile, ...]:
    """`n` non-joker tiles of a rack, from position `skip` on (a legal, ordinary pass)."""
    return tuple(t for t in sorted(rack) if not t.is_joker)[skip:skip + n]


def mistake_table(
    seed: int, step: int, origin: Seat | str, blind: Mapping[Seat | str, int] | None = None,
    *, jokers: int = 1,
) -> tuple[Table, JokerReturned, tuple[Tile, ...]]:
    """A table of invented racks where `origin` (dealt at least `jokers` Jokers, 1 to 4) puts
    a Joker down by mistake on pass `step` (1 to 6) and the table gives it back (J2, B6);
    every other seat passes ordinary tiles, and the seats in `blind` forward that many
    arriving tiles unseen (pass 3 or 6). Returns the table after that pass, the table's own
    record of the Joker going back, and the tiles `origin` put down (the Joker first)."""
    seed, step, origin = whole(seed, "seed", 0, MAX_SEED), whole(step, "step", 1, 6), as_seat(origin)
    jokers = whole(jokers, "jokers", 1, 4)
    rng = random.Random(seed)
    racks = _racks(rng, origin, jokers)
    table = Table({seat: tiles for seat, tiles in racks.items()}, seed=seed)
    blind = {as_seat(k): whole(v, "blind", 0, 3) for k, v in mapping(blind or {}, "blind").items()}
    put_down: tuple[Tile, ...] = ()
    while True:
        now = table.next_step
        if now is None:
            table.answer_stop({seat: False for seat in table.seats})
            continue
        choices: dict[Seat, PassChoice] = {}
        for seat in table.seats:
            rack = list(table.rack(seat))
            if now == step and seat is origin:
                plain = [t for t in rack if not t.is_joker]
                picked = rng.sample(plain, 3)  # two to put down with the Joker, one to send instead
                own = put_down = (_JOKER, *sorted(picked[:2]))
                choices[seat] = PassChoice(own, instead=(picked[2],))
            elif now == step and blind.get(seat):
                choices[seat] = PassChoice(_plain(rack, 3 - blind[seat]), blind=blind[seat])
            else:
                choices[seat] = PassChoice(_plain(rack, 3))
        verdict = table.play_pass(choices)
        if not verdict.ok:  # pragma: no cover - the script is legal by construction
            raise RuntimeError(str(verdict))
        if now == step:
            event = next(e for e in table.log if isinstance(e, JokerReturned))
            return table, event, put_down


def _arriving(rng: random.Random, seed: int) -> Exercise:
    """A Joker among the tiles arriving on a blind pass, where you forward some unseen:
    where does it end up? With whoever put it down (B6, J2)."""
    step = rng.choice((3, 6))
    you = rng.choice(SEATS)
    direction = pass_step(step).direction
    origin, onward = sender(you, direction), receiver(you, direction)
    forward = rng.randint(1, 3)
    table, event, put_down = mistake_table(seed, step, origin, {you: forward})
    assert event.seat is origin and _JOKER in table.rack(origin)  # the table gave it back
    info = pass_step(step)
    prompt = say(phrasing(rng, [f"drill.jokers.arriving_prompt{i}" for i in range(3)]), you=you, step=step, name=info.name,
                 direction=direction, origin=origin, count=forward, onward=onward,
                 tiles=tile_labels(put_down[1:]))
    others = [seat for seat in SEATS if seat not in (origin, you, onward)]
    options = {origin.value: origin.value, you.value: you.value, onward.value: onward.value}
    if others:
        options[others[0].value] = others[0].value
    wrong = {
        you.value: ("J2", say("drill.jokers.wrong_keep")),
        onward.value: ("B6", say("drill.jokers.wrong_forward")),
    }
    if others:
        wrong[others[0].value] = ("J2", say("drill.jokers.wrong_elsewhere"))
    order = list(options.items())
    rng.shuffle(order)
    return ChoiceQuiz(
        prompt, dict(order), origin.value, rule="B6",
        explanation=say("drill.jokers.arriving_right", origin=origin, replacement=tile_label(event.replacement)),
        wrong=wrong,
        hints=(say("drill.jokers.arriving_hint1"), say("drill.jokers.arriving_hint2")),
    ).citing("J2")


def _mistake(rng: random.Random, seed: int) -> Exercise:
    """A Joker passed to you by mistake on an ordinary pass: what happens? It goes back,
    and its passer sends a non-joker instead, so the pass is still 3 tiles (J2)."""
    step = rng.choice((1, 2, 4, 5))
    you = rng.choice(SEATS)
    info = pass_step(step)
    origin = sender(you, info.direction)
    table, event, put_down = mistake_table(seed, step, origin)
    assert event.receiver is you and _JOKER in table.rack(origin)
    prompt = say(phrasing(rng, [f"drill.jokers.mistake_prompt{i}" for i in range(3)]), you=you, step=step, name=info.name,
                 origin=origin, tiles=tile_labels(put_down[1:]))
    options = {
        "back": say("drill.jokers.opt_back", origin=origin),
        "keep": say("drill.jokers.opt_keep"),
        "back-short": say("drill.jokers.opt_back_short", origin=origin),
        "out": say("drill.jokers.opt_out"),
    }
    order = list(options.items())
    rng.shuffle(order)
    return ChoiceQuiz(
        prompt, dict(order), "back", rule="J2",
        explanation=say("drill.jokers.mistake_right", origin=origin, replacement=tile_label(event.replacement)),
        wrong={"keep": ("J2", say("drill.jokers.wrong_keep")),
               "back-short": ("J2", say("drill.jokers.wrong_short")),
               "out": ("J2", say("drill.jokers.wrong_out"))},
        hints=(say("drill.jokers.mistake_hint1"), say("drill.jokers.mistake_hint2")),
    )


def _agreed(rng: random.Random, seed: int) -> Exercise:
    """Another player agrees to take a Joker: may it go? Never (J1), whatever the pass."""
    step = rng.randint(1, 7)
    you = rng.choice(SEATS)
    info = pass_step(step)
    other = receiver(you, info.direction)
    racks = _racks(rng, you, rng.randint(2, 3))
    held = sum(1 for t in racks[you] if t.is_joker)
    prompt = say(phrasing(rng, [f"drill.jokers.agreed_prompt{i}" for i in range(3)]), you=you, step=step, name=info.name,
                 other=other, jokers=held)
    return ChoiceQuiz(
        prompt, {"yes": "yes", "no": "no"}, "no", rule="J1",
        explanation=say("drill.jokers.agreed_right"),
        wrong={"yes": ("J1", say("drill.jokers.agreed_wrong"))},
        hints=(say("drill.jokers.agreed_hint1"), say("drill.jokers.agreed_hint2")),
    )


def _across(seat: Seat) -> Seat:
    """The player across from `seat`: the courtesy pass's partner (C1)."""
    return receiver(seat, "across")


def _pick(rng: random.Random, seed: int) -> Exercise:
    """Choose a legal pass from an invented rack holding Jokers (J1): any 3 non-jokers on
    passes 1 to 6, or the agreed number on the courtesy pass (checked by `check_pass`)."""
    step = rng.randint(1, 7)
    you = rng.choice(SEATS)
    racks = _racks(rng, you, rng.randint(1, 3))
    rack = sorted(racks[you])
    agreed = rng.randint(1, 3) if step == 7 else None
    info = pass_step(step)
    limit = agreed if agreed is not None else 3
    shown = _shown(rack)
    if agreed is not None:
        prompt = say("drill.jokers.pick_prompt_courtesy", you=you, across=_across(you),
                     count=count_tiles(limit), rack=shown)
    else:
        prompt = say("drill.jokers.pick_prompt", you=you, step=step, name=info.name, direction=info.direction,
                     rack=shown)
    return PickPass(step, rack, agreed=agreed, prompt=prompt,
                    hints=(say("drill.jokers.pick_hint1", count=count_tiles(limit)),
                           say("drill.jokers.agreed_hint2")))


# --- More kinds: the same rules asked from other sides (who, how many, which pass, yes or
# no, what happens next, the mistake in an account, which statement is true), and the facts
# they rest on (a blind pass, the courtesy pass, a zero offer, East's 14th tile, the set).


def _say(key: str, /, **fields: object) -> str:
    """The sentence `drill.jokers.<key>` in the language spoken."""
    return say(f"drill.jokers.{key}", **fields)


def _scene(rng: random.Random, seed: int, steps: tuple[int, ...] = (1, 2, 4, 5), jokers: int = 1):
    """A real table where a seat puts a Joker down by mistake on an ordinary pass (J2): the
    pass, its passer and receiver, the table after the pass, its record and the tiles."""
    step = rng.choice(steps)
    origin = rng.choice(SEATS)
    onto = receiver(origin, pass_step(step).direction)
    table, event, put_down = mistake_table(seed, step, origin, jokers=jokers)
    assert event.receiver is onto and event.seat is origin
    return step, origin, onto, table, event, put_down


def _blind_scene(rng: random.Random, seed: int):
    """A real blind pass (3 or 6) where you forward some arriving tiles unseen and the
    player passing to you puts a Joker down by mistake (B6)."""
    step = rng.choice((3, 6))
    you = rng.choice(SEATS)
    direction = pass_step(step).direction
    origin, onward = sender(you, direction), receiver(you, direction)
    forward = rng.randint(1, 3)
    table, event, put_down = mistake_table(seed, step, origin, {you: forward})
    assert event.seat is origin and _JOKER in table.rack(origin)
    return step, you, origin, onward, forward, table, event, put_down


def _jokers_in(rack) -> int:
    return sum(1 for t in rack if t.is_joker)


def _shown(rack) -> str:
    return " ".join(t.code for t in sorted(rack))


def _which_passes(rng: random.Random, seed: int) -> Exercise:
    """On which of the seven passes may a Joker go? None (J1)."""
    you, jokers = rng.choice(SEATS), rng.randint(2, 3)
    options = {"none": _say("opt_no_pass"), "courtesy": _say("opt_courtesy_only"),
               "blind": _say("opt_blind_only"), "second": _say("opt_second_only")}
    return _choice(rng, _say("which_prompt", you=you, jokers=jokers), options, "none", "J1",
                   _say("which_right"),
                   {"courtesy": ("J1", _say("wrong_courtesy")), "blind": ("B6", _say("wrong_forward")),
                    "second": ("J1", _say("wrong_round"))},
                   (_say("agreed_hint1"), _say("agreed_hint2"))).citing("B6")


def _who_back(rng: random.Random, seed: int) -> Exercise:
    """A receiver finds a Joker among the tiles that arrive: who gets it back? Whoever passes
    to that player on this pass (J2, S2)."""
    step, origin, onto, table, event, put_down = _scene(rng, seed)
    info = pass_step(step)
    return ChoiceQuiz(
        _say("who_back_prompt", step=step, name=info.name, direction=info.direction, receiver=onto,
             tiles=tile_labels(put_down[1:])),
        [s.value for s in SEATS], origin.value, rule="J2",
        explanation=_say("who_back_right", origin=origin, receiver=onto, step=step,
                         replacement=tile_label(event.replacement)),
        wrong={onto.value: ("J2", _say("wrong_keep"))},
        otherwise=("J2", _say("who_back_wrong")),
        hints=(_say("who_back_hint1", receiver=onto), _say("arriving_hint2")),
    ).citing("S2")


def _instead(rng: random.Random, seed: int) -> Exercise:
    """You put a Joker down by mistake and it comes back: what do you do now? Put down a
    non-joker from your rack in its place (J2)."""
    step, origin, onto, table, event, put_down = _scene(rng, seed)
    info = pass_step(step)
    options = {"other": _say("opt_other"), "two": _say("opt_two"), "later": _say("opt_later"),
               "wall": _say("opt_wall")}
    return _choice(rng, _say("instead_prompt", you=origin, step=step, name=info.name, receiver=onto,
                             tiles=tile_labels(put_down[1:])),
                   options, "other", "J2", _say("instead_right", replacement=tile_label(event.replacement)),
                   {"two": ("J2", _say("wrong_short")), "later": ("J1", _say("wrong_later")),
                    "wall": ("P7", _say("wrong_wall"))},
                   (_say("mistake_hint2"), _say("agreed_hint2")))


def _receiver_count(rng: random.Random, seed: int) -> Exercise:
    """How many tiles does the receiver hold once a mistaken Joker has gone back? The size
    the rack was dealt: the pass is still 3 (J2, P6, T3)."""
    step, origin, onto, table, event, put_down = _scene(rng, seed)
    info = pass_step(step)
    answer = len(table.rack(onto))
    assert answer == (14 if onto is Seat.EAST else 13)
    return NumberQuiz(
        _say("count_prompt", step=step, name=info.name, origin=origin, receiver=onto,
             tiles=tile_labels(put_down[1:])),
        answer, rule="J2",
        explanation=_say("count_right", count=answer, receiver=onto, origin=origin,
                         replacement=tile_label(event.replacement)),
        wrong={answer - 1: ("J2", _say("count_short")), answer + 1: ("J2", _say("count_extra"))},
        otherwise=("P6", _say("count_wrong")), low=0, high=20,
        hints=(_say("mistake_hint2"), _say("count_hint2")),
    ).citing("P6", "T3")


def _jokers_passed(rng: random.Random, seed: int) -> Exercise:
    """You put one of your Jokers down by mistake: how many do you hold after the pass? As
    many as before: it came back (J2)."""
    step, origin, onto, table, event, put_down = _scene(rng, seed, jokers=rng.randint(2, 3))
    info = pass_step(step)
    held = _jokers_in(table.rack(origin))
    assert held == _jokers_in(table.log[0].racks[origin])
    wrong = {n: ("J2", _say("wrong_lost")) for n in range(held)}
    return NumberQuiz(
        _say("jokers_passed_prompt", you=origin, jokers=held, step=step, name=info.name, receiver=onto,
             tiles=tile_labels(put_down[1:])),
        held, rule="J2", explanation=_say("jokers_passed_right", jokers=held, replacement=tile_label(event.replacement)),
        wrong=wrong, otherwise=("J2", _say("wrong_keep")), low=0, high=8,
        hints=(_say("mistake_hint1"), _say("arriving_hint2")),
    )


def _jokers_got(rng: random.Random, seed: int) -> Exercise:
    """A Joker is passed to you by mistake: how has your number of Jokers changed once the
    pass is over? Not at all (J2)."""
    step, origin, onto, table, event, put_down = _scene(rng, seed)
    info = pass_step(step)
    assert _jokers_in(table.rack(onto)) == _jokers_in(table.log[0].racks[onto])
    options = {"same": _say("opt_same"), "more": _say("opt_more"), "fewer": _say("opt_fewer")}
    return _choice(rng, _say("jokers_got_prompt", you=onto, step=step, name=info.name, origin=origin,
                             tiles=tile_labels(put_down[1:])),
                   options, "same", "J2",
                   _say("jokers_got_right", origin=origin, replacement=tile_label(event.replacement)),
                   {"more": ("J2", _say("wrong_keep")), "fewer": ("J1", _say("wrong_fewer_got"))},
                   (_say("mistake_hint1"), _say("mistake_hint2")))


def _forward_blind(rng: random.Random, seed: int) -> Exercise:
    """On a blind pass, may a Joker that arrived go on with the tiles you forward? No (B6)."""
    step, you, origin, onward, forward, table, event, put_down = _blind_scene(rng, seed)
    info = pass_step(step)
    return _yes_no(
        _say("forward_prompt", you=you, step=step, name=info.name, count=forward, onward=onward, origin=origin,
             tiles=tile_labels(put_down[1:])),
        False, "B6", _say("forward_right", origin=origin, replacement=tile_label(event.replacement)),
        ("B6", _say("wrong_forward")), (_say("arriving_hint1"), _say("arriving_hint2")),
    ).citing("J2")


def _zero_offer(rng: random.Random, seed: int) -> Exercise:
    """The only tiles you would give up on the courtesy pass are Jokers: offer 0, which is
    allowed and cancels the pass for your pair (J1, C3)."""
    you = rng.choice(SEATS)
    racks = _racks(rng, you, rng.randint(2, 3))
    count = rng.randint(1, 3)
    partner = _across(you)
    options = {"zero": _say("opt_zero", across=partner), "jokers": _say("opt_offer_jokers"),
               "agree": _say("opt_if_agrees", across=partner), "blind": _say("opt_courtesy_blind", count=count)}
    return _choice(rng, _say("zero_prompt", you=you, rack=_shown(racks[you]), across=partner, count=count),
                   options, "zero", "J1", _say("zero_right"),
                   {"jokers": ("J1", _say("wrong_courtesy")), "agree": ("J1", _say("agreed_wrong")),
                    "blind": ("C4", _say("wrong_courtesy_blind"))},
                   (_say("zero_hint1"), _say("agreed_hint2"))).citing("C3")


def _rule_or_advice(rng: random.Random, seed: int) -> Exercise:
    """Which of these is a rule, not advice? Never pass a Joker (G4, J1)."""
    options = {"joker": _say("opt_never_joker"), "pair": _say("opt_never_pair"), "lone": _say("opt_lone_first"),
               "lines": _say("opt_lines")}
    return _choice(rng, _say("rule_prompt"), options, "joker", "G4", _say("rule_right"),
                   {"pair": ("G4", _say("wrong_pair_rule")), "lone": ("G2", _say("wrong_advice")),
                    "lines": ("G1", _say("wrong_advice"))},
                   (_say("g4_hint1"), _say("agreed_hint1"))).citing("J1")


def _both_rules(rng: random.Random, seed: int) -> Exercise:
    """A player says "never pass a Joker" and "never break a pair" are both rules: right?
    No: only the first is a rule (G4)."""
    you = rng.choice(SEATS)
    other = rng.choice([s for s in SEATS if s is not you])
    return _yes_no(_say("both_prompt", you=you, other=other), False, "G4", _say("both_right"),
                   ("G4", _say("both_wrong")), (_say("g4_hint1"), _say("agreed_hint1"))).citing("J1")


def _pair_or_joker(rng: random.Random, seed: int) -> Exercise:
    """One tile still to choose: one of a pair, or the Joker? The pair: breaking it is only
    advice, a Joker never goes (G4, J1)."""
    step = rng.randint(1, 6)
    you = rng.choice(SEATS)
    while True:
        rack = sorted(_racks(rng, you, 1)[you])
        plain = [t for t in rack if not t.is_joker]
        pairs = sorted({t for t in plain if plain.count(t) >= 2})
        if pairs:
            break
    pair = rng.choice(pairs)
    info = pass_step(step)
    options = {"pair": _say("opt_pair_tile"), "joker": _say("opt_the_joker"), "neither": _say("opt_neither")}
    return _choice(rng, _say("pair_prompt", you=you, rack=_shown(rack), step=step, name=info.name,
                             pair=f"{pair.code} {pair.code}"),
                   options, "pair", "G4", _say("pair_right"),
                   {"joker": ("J1", _say("wrong_joker_goes")), "neither": ("G4", _say("wrong_neither"))},
                   (_say("g4_hint1"), _say("agreed_hint1"))).citing("J1", "G3")


def _set_count(rng: random.Random, seed: int) -> Exercise:
    """How many Jokers has the American set? 8 (T1)."""
    return NumberQuiz(_say("set_prompt"), _jokers_in(full_set()), rule="T1", explanation=_say("set_right"),
                      wrong={4: ("T1", _say("set_four"))}, otherwise=("T1", _say("set_wrong")), low=0, high=20,
                      hints=(_say("set_hint1"), _say("set_hint2")))


def _others_hold(rng: random.Random, seed: int) -> Exercise:
    """You hold some Jokers: how many are in the other racks and the wall? The set's 8 less
    yours (T1)."""
    you = rng.choice(SEATS)
    racks = _racks(rng, you, rng.randint(2, 4))
    held = _jokers_in(racks[you])
    answer = _jokers_in(full_set()) - held
    return NumberQuiz(_say("others_prompt", you=you, jokers=held, rack=_shown(racks[you])), answer, rule="T1",
                      explanation=_say("others_right", count=answer, jokers=held),
                      wrong={8: ("T1", _say("others_all"))}, otherwise=("T1", _say("others_wrong")), low=0, high=8,
                      hints=(_say("set_hint1"), _say("others_hint2")))


def _after_charleston(rng: random.Random, seed: int) -> Exercise:
    """You are dealt some Jokers: how many do you hold after all seven passes? The same (J1)."""
    you = rng.choice(SEATS)
    held = _jokers_in(_racks(rng, you, rng.randint(2, 3))[you])
    wrong = {n: ("J1", _say("after_fewer")) for n in range(held)}
    wrong.update({n: ("J1", _say("after_more")) for n in range(held + 1, 9)})
    return NumberQuiz(_say("after_prompt", you=you, jokers=held), held, rule="J1",
                      explanation=_say("after_right", jokers=held), wrong=wrong, low=0, high=8,
                      hints=(_say("agreed_hint1"), _say("agreed_hint2")))


def _statement(rng: random.Random, true: bool) -> Exercise:
    """Which statement about Jokers is true (J2), or false (J1)?"""
    if true:
        options = {"back": _say("st_back"), "courtesy": _say("st_courtesy"), "blind": _say("st_blind"),
                   "keep": _say("st_keep")}
        return _choice(rng, _say("true_prompt"), options, "back", "J2", _say("true_right"),
                       {"courtesy": ("J1", _say("wrong_courtesy")), "blind": ("B6", _say("wrong_forward")),
                        "keep": ("J2", _say("wrong_keep"))},
                       (_say("statement_hint1"), _say("agreed_hint2"))).citing("J1", "B6")
    options = {"courtesy": _say("st_courtesy"), "stays": _say("st_stays"), "back": _say("st_back"),
               "pair": _say("st_pair")}
    return _choice(rng, _say("false_prompt"), options, "courtesy", "J1", _say("false_right"),
                   {"stays": ("J1", _say("is_true")), "back": ("J2", _say("is_true")), "pair": ("G4", _say("is_true"))},
                   (_say("statement_hint1"), _say("agreed_hint1"))).citing("J2", "G4")


def _statement_true(rng: random.Random, seed: int) -> Exercise:
    return _statement(rng, True)


def _statement_false(rng: random.Random, seed: int) -> Exercise:
    return _statement(rng, False)


def _account_keep(rng: random.Random, seed: int) -> Exercise:
    """An account where the receiver kept a Joker passed by mistake: what went wrong? It
    should have gone back (J2)."""
    step, origin, onto, table, event, put_down = _scene(rng, seed)
    info = pass_step(step)
    options = {"back": _say("opt_should_back", origin=origin), "fine": _say("opt_fine"),
               "aside": _say("opt_aside"), "later": _say("opt_pass_on", receiver=onto)}
    return _choice(rng, _say("account_keep_prompt", step=step, name=info.name, origin=origin, receiver=onto,
                             tiles=tile_labels(put_down[1:])),
                   options, "back", "J2",
                   _say("account_keep_right", origin=origin, replacement=tile_label(event.replacement)),
                   {"fine": ("J2", _say("wrong_fine")), "aside": ("J2", _say("wrong_out")),
                    "later": ("J1", _say("wrong_later"))},
                   (_say("account_hint1"), _say("mistake_hint1")))


def _account_short(rng: random.Random, seed: int) -> Exercise:
    """An account where the Joker went back but nothing came in its place: what went wrong?
    The passer should have put down a non-joker instead (J2, P3)."""
    step, origin, onto, table, event, put_down = _scene(rng, seed)
    info = pass_step(step)
    options = {"instead": _say("opt_should_instead", origin=origin), "fine": _say("opt_fine"),
               "aside": _say("opt_aside"), "keep": _say("opt_should_keep", receiver=onto)}
    return _choice(rng, _say("account_short_prompt", step=step, name=info.name, origin=origin, receiver=onto,
                             tiles=tile_labels(put_down[1:])),
                   options, "instead", "J2",
                   _say("account_short_right", origin=origin, replacement=tile_label(event.replacement)),
                   {"fine": ("P3", _say("wrong_fine_short")), "aside": ("J2", _say("wrong_out")),
                    "keep": ("J2", _say("wrong_keep"))},
                   (_say("account_hint1"), _say("mistake_hint2"))).citing("P3")


def _account_forward(rng: random.Random, seed: int) -> Exercise:
    """An account where a Joker went on with the tiles forwarded blind: what went wrong? It
    should have gone back to whoever put it down (B6, J2)."""
    step, you, origin, onward, forward, table, event, put_down = _blind_scene(rng, seed)
    info = pass_step(step)
    options = {"back": _say("opt_should_back", origin=origin), "fine": _say("opt_fine"),
               "aside": _say("opt_aside"), "forwarder": _say("opt_back_to_forwarder", onward=onward, you=you)}
    return _choice(rng, _say("account_forward_prompt", step=step, name=info.name, you=you, count=forward,
                             onward=onward, origin=origin, tiles=tile_labels(put_down[1:])),
                   options, "back", "B6",
                   _say("account_forward_right", origin=origin, replacement=tile_label(event.replacement)),
                   {"fine": ("B6", _say("wrong_forward")), "aside": ("J2", _say("wrong_out")),
                    "forwarder": ("J2", _say("wrong_to_forwarder"))},
                   (_say("account_hint1"), _say("arriving_hint1"))).citing("J2")


def _blind_count(rng: random.Random, seed: int) -> Exercise:
    """On a blind pass with a Joker put down by mistake, how many tiles do you pass on in
    all? Still 3: the Joker's place is filled, and you make up the rest (B6, B2)."""
    step, you, origin, onward, forward, table, event, put_down = _blind_scene(rng, seed)
    info = pass_step(step)
    played = next(e for e in reversed(table.log) if isinstance(e, PassPlayed))
    # the tiles that went from your hands to `onward` on this pass: put down or forwarded by you
    answer = sum(1 for m in played.moves for a, b in zip(m.path, m.path[1:]) if a is you and b is onward)
    assert answer == 3 and not any(m.tile.is_joker for m in played.moves)
    wrong = {2: ("B6", _say("blind_short", origin=origin))}
    if forward != 3:
        wrong[forward] = ("B2", _say("blind_only_forwarded"))
    return NumberQuiz(
        _say("blind_count_prompt", you=you, step=step, name=info.name, count=forward, origin=origin,
             tiles=tile_labels(put_down[1:]), onward=onward),
        answer, rule="B6",
        explanation=_say("blind_count_right", count=forward, origin=origin, onward=onward,
                         replacement=tile_label(event.replacement)),
        wrong=wrong, otherwise=("P3", _say("blind_wrong")), low=0, high=6,
        hints=(_say("arriving_hint2"), _say("blind_hint2")),
    ).citing("B2", "P3")


def _courtesy_mistake(rng: random.Random, seed: int) -> Exercise:
    """On the courtesy pass your partner puts a Joker down by mistake among the agreed tiles:
    how many do you get? Still the agreed number (J2, C2)."""
    you = rng.choice(SEATS)
    partner = _across(you)
    agreed = rng.randint(1, 3)
    wrong = {agreed - 1: ("J2", _say("courtesy_short"))}
    return NumberQuiz(
        _say("courtesy_prompt", you=you, across=partner, count=count_tiles(agreed)), agreed, rule="J2",
        explanation=_say("courtesy_right", count=agreed, across=partner),
        wrong=wrong, otherwise=("C2", _say("courtesy_wrong")), low=0, high=3,
        hints=(_say("mistake_hint1"), _say("courtesy_hint2")),
    ).citing("C2")


def _east_extra(rng: random.Random, seed: int) -> Exercise:
    """East holds 14 tiles, one more than anyone: may East's extra tile be a Joker it passes?
    No: East passes 3 like everyone, never a Joker (J1, T3)."""
    step = rng.randint(1, 6)
    rack = _racks(rng, Seat.EAST, rng.randint(2, 3))[Seat.EAST]
    info = pass_step(step)
    return _yes_no(_say("east_prompt", step=step, name=info.name, rack=_shown(rack), jokers=_jokers_in(rack)),
                   False, "J1", _say("east_right"), ("J1", _say("east_wrong")),
                   (_say("east_hint1"), _say("agreed_hint2"))).citing("T3", "P3")


def _can_go(rng: random.Random, seed: int) -> Exercise:
    """How many tiles of your rack could you choose from for a pass? All but the Jokers (J1)."""
    step = rng.randint(1, 6)
    you = rng.choice(SEATS)
    rack = _racks(rng, you, rng.randint(1, 3))[you]
    answer = len(rack) - _jokers_in(rack)
    info = pass_step(step)
    return NumberQuiz(
        _say("can_go_prompt", you=you, rack=_shown(rack), step=step, name=info.name), answer, rule="J1",
        explanation=_say("can_go_right", count=answer),
        wrong={len(rack): ("J1", _say("can_go_all")), 3: ("P3", _say("can_go_three"))},
        otherwise=("J1", _say("can_go_wrong")), low=0, high=14,
        hints=(_say("can_go_hint1"), _say("agreed_hint2")),
    )


def _most_jokers(rng: random.Random, seed: int) -> Exercise:
    """Over the whole Charleston, at most how many of your Jokers may you pass? None (J1)."""
    you, jokers = rng.choice(SEATS), rng.randint(2, 4)
    return NumberQuiz(
        _say("most_prompt", you=you, jokers=jokers), 0, rule="J1", explanation=_say("most_right"),
        wrong={1: ("J1", _say("most_one"))}, otherwise=("J1", _say("most_wrong")), low=0, high=jokers,
        hints=(_say("agreed_hint1"), _say("agreed_hint2")),
    )


def _replacement(rng: random.Random, seed: int) -> Exercise:
    """A Joker passed by mistake goes back: where does the tile in its place come from? The
    passer's own rack (J2, P7)."""
    step, origin, onto, table, event, put_down = _scene(rng, seed)
    info = pass_step(step)
    options = {"rack": _say("opt_own_rack", origin=origin), "wall": _say("opt_from_wall"),
               "receiver": _say("opt_receiver_rack", receiver=onto), "arriving": _say("opt_arriving", origin=origin)}
    return _choice(rng, _say("replacement_prompt", step=step, name=info.name, origin=origin, receiver=onto,
                             tiles=tile_labels(put_down[1:])),
                   options, "rack", "J2",
                   _say("replacement_right", origin=origin, replacement=tile_label(event.replacement)),
                   {"wall": ("P7", _say("wrong_wall")), "receiver": ("J2", _say("wrong_from_receiver")),
                    "arriving": ("B1", _say("wrong_arriving"))},
                   (_say("mistake_hint1"), _say("replacement_hint2"))).citing("P7")


KINDS = ("arriving", "mistake", "agreed", "pick", "which_passes", "who_back", "instead", "receiver_count",
         "jokers_passed", "jokers_got", "forward_blind", "zero_offer", "rule_or_advice", "both_rules",
         "pair_or_joker", "set_count", "others_hold", "after_charleston", "statement_true", "statement_false",
         "account_keep", "account_short", "account_forward", "blind_count", "courtesy_mistake", "east_extra",
         "can_go", "most_jokers", "replacement")
# The seed's first draw picks a kind from _DRAW: the first four kinds, played at a real table
# with racks that differ from seed to seed, come up more often than the others.
_DRAW = ("arriving",) * 4 + ("mistake",) * 3 + ("agreed",) * 2 + ("pick",) * 4 + KINDS[4:]

_MAKERS = {
    "arriving": _arriving, "mistake": _mistake, "agreed": _agreed, "pick": _pick,
    "which_passes": _which_passes, "who_back": _who_back, "instead": _instead, "receiver_count": _receiver_count,
    "jokers_passed": _jokers_passed, "jokers_got": _jokers_got, "forward_blind": _forward_blind,
    "zero_offer": _zero_offer, "rule_or_advice": _rule_or_advice, "both_rules": _both_rules,
    "pair_or_joker": _pair_or_joker, "set_count": _set_count, "others_hold": _others_hold,
    "after_charleston": _after_charleston, "statement_true": _statement_true, "statement_false": _statement_false,
    "account_keep": _account_keep, "account_short": _account_short, "account_forward": _account_forward,
    "blind_count": _blind_count, "courtesy_mistake": _courtesy_mistake, "east_extra": _east_extra,
    "can_go": _can_go, "most_jokers": _most_jokers, "replacement": _replacement,
}


def generate(seed: int) -> Exercise:
    """A fresh Jokers item for `seed` (its kind drawn from `_DRAW`, see `kind_of`)."""
    rng = random.Random(whole(seed, "seed", 0, MAX_SEED))
    kind = rng.choice(_DRAW)
    return _MAKERS[kind](rng, seed)


def kind_of(seed: int) -> str:
    """Which kind of item `generate(seed)` makes (its first draw)."""
    return random.Random(whole(seed, "seed", 0, MAX_SEED)).choice(_DRAW)
