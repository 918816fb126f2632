"""Drill items for the skill "jokers": a Joker is never passed, not even by agreement (J1);
one passed by mistake goes back to whoever put it down, who passes a non-joker instead (J2);
on a blind pass too, so a Joker among the arriving tiles is never forwarded (B6). Each item
is a pure function of its seed, played out at a real table of invented racks (G5).
"""

from __future__ import annotations

import random
from collections.abc import Mapping

from charleston_lessons._input import mapping, whole
from charleston_lessons.drills import MAX_SEED
from charleston_lessons.drills._play import tile_label, tile_labels
from charleston_lessons.drills._shape import phrasing
from charleston_lessons.exercises import ChoiceQuiz, Exercise, PickPass
from charleston_lessons.messages import count_tiles, say
from charleston_lessons.rules import SEATS, Seat, as_seat, pass_step, receiver, sender
from charleston_lessons.table import JokerReturned, PassChoice, Table
from charleston_lessons.tiles import Tile, full_set, parse_tile

__all__ = ["generate", "mistake_table"]

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
    seed: int, step: int, origin: Seat | str, blind: Mapping[Seat | str, int] | None = None
) -> tuple[Table, JokerReturned, tuple[Tile, ...]]:
    """A table of invented racks where `origin` puts a Joker down by mistake on pass `step`
    (1 to 6) and the table gives it back (J2, B6); every other seat passes ordinary tiles,
    and the seats in `blind` forward that many arriving tiles unseen (pass 3 or 6). Returns
    the table after that pass, the table's own record of the Joker going back, and the
    tiles `origin` put down (the Joker first)."""
    seed, step, origin = whole(seed, "seed", 0, MAX_SEED), whole(step, "step", 1, 6), as_seat(origin)
    rng = random.Random(seed)
    racks = _racks(rng, origin)
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
    shown = " ".join(t.code for t in rack)
    if agreed is not None:
        prompt = say("drill.jokers.pick_prompt_courtesy", you=you, across=_across(you),
                     count=count_tiles(limit), rack=shown)
    else:
        prompt = say("drill.jokers.pick_prompt", you=you, step=step, name=info.name, direction=info.direction,
                     rack=shown)
    return PickPass(step, rack, agreed=agreed, prompt=prompt,
                    hints=(say("drill.jokers.pick_hint1", count=count_tiles(limit)),
                           say("drill.jokers.agreed_hint2")))


def generate(seed: int) -> Exercise:
    """One Jokers item for `seed`: a Joker arriving on a blind pass (B6), a Joker passed by
    mistake (J2), a Joker offered by agreement (J1), or a legal pass from a rack of Jokers."""
    seed = whole(seed, "seed", 0, MAX_SEED)
    rng = random.Random(seed)
    kind = rng.choices((_arriving, _mistake, _agreed, _pick), weights=(4, 3, 2, 2))[0]
    return kind(rng, seed)
