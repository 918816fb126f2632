"""Drills for the skill "blind": on which passes a blind pass is allowed, how many tiles come
from your rack when you forward k unseen, and several players forwarding at once at a real
table: who ends up with a tile, how many a player keeps, how many tiles leave the racks,
the all-blind standoff included (RULES B1, B2, B3, B4, B5).

`generate(seed)` is a pure function of the seed and the language spoken.
"""

from __future__ import annotations

import random

from charleston_lessons._input import whole
from charleston_lessons.drills import MAX_SEED
from charleston_lessons.drills._shape import phrasing
from charleston_lessons.drills._play import spare, table_before, tile_label, tile_labels
from charleston_lessons.exercises import BlindQuiz, ChoiceQuiz, Exercise, NumberQuiz
from charleston_lessons.messages import count_tiles, say, translate
from charleston_lessons.rules import SEATS, Direction, Seat, as_seat, pass_step, receiver
from charleston_lessons.table import PassChoice, PassPlayed, Table

__all__ = ["generate", "kind_of", "KINDS"]

KINDS = ("allowed", "rack", "keeper", "kept", "moved")


def generate(seed: int) -> Exercise:
    """A fresh blind-pass item for `seed`."""
    rng = random.Random(whole(seed, "seed", 0, MAX_SEED))
    kind = rng.choice(KINDS)
    return _MAKERS[kind](rng)


def kind_of(seed: int) -> str:
    """Which kind of item `generate(seed)` makes (its first draw)."""
    return random.Random(whole(seed, "seed", 0, MAX_SEED)).choice(KINDS)


def _allowed(rng: random.Random) -> Exercise:
    """May you forward k arriving tiles unseen on pass N? (B1, B3, C4)"""
    step = rng.randint(1, 7)
    seat = rng.choice(SEATS)
    info = pass_step(step)
    forward = rng.randint(1, 3)
    if step == 3 and rng.random() < 0.5:
        who = rng.choice([s for s in SEATS if s is not seat])
        prompt = say("drill.blind.ask_allowed_stop", seat=seat, who=who, count=forward)
    else:
        key = phrasing(rng, ("drill.blind.ask_allowed", "drill.blind.ask_allowed_keep"))
        prompt = say(key, seat=seat, step=step, name=info.name, count=forward)
    return BlindQuiz(step, prompt=prompt)


def _rack(rng: random.Random) -> Exercise:
    """Forwarding k unseen on pass 3 or 6: how many tiles come from your own rack? (B2)"""
    step = rng.choice((3, 6))
    info = pass_step(step)
    table = table_before(rng, step)
    seat = rng.choice(SEATS)
    forward = rng.randint(1, 3)
    keep = spare(table, seat, rng, 2, distinct=True)
    answer = 3 - forward
    key = phrasing(rng, ("drill.blind.ask_rack", "drill.blind.ask_rack_short"))
    wrong = {forward: ("B2", say("drill.blind.rack_same")), 3: ("B2", say("drill.blind.rack_all"))}
    return NumberQuiz(
        say(key, step=step, name=info.name, seat=seat, count=forward, tiles=tile_labels(keep)),
        answer,
        rule="B2",
        explanation=say("drill.blind.rack_right", forward=forward, count=count_tiles(answer)),
        wrong=wrong,
        otherwise=("B2", say("drill.blind.rack_generic", step=step)),
        low=0,
        high=3,
        hints=(say("drill.blind.rack_hint1"), say("drill.blind.rack_hint2")),
    )


# ------------------------------------------------------------ several players forwarding (B5)


class _Scene:
    """A real table just after a blind pass 3 or 6 on which several players forwarded."""

    def __init__(self, rng: random.Random, *, standoff: bool | None = None) -> None:
        self.step = rng.choice((3, 6))
        self.info = pass_step(self.step)
        table: Table = table_before(rng, self.step)
        if standoff is None:
            standoff = rng.random() < 0.2
        while True:
            blind = {seat: (3 if standoff else rng.choice((0, 1, 1, 2, 2, 3))) for seat in SEATS}
            if standoff or any(b < 3 for b in blind.values()):
                break
        if not standoff and sum(blind.values()) == 0:
            blind[rng.choice(SEATS)] = rng.randint(1, 3)  # somebody forwards: it is a blind pass
        own = {seat: spare(table, seat, rng, 3 - blind[seat], distinct=True) for seat in SEATS}
        verdict = table.play_pass({seat: PassChoice(own[seat], blind[seat]) for seat in SEATS})
        assert verdict.ok, verdict
        self.table = table
        self.blind = blind
        self.own = own
        self.played: PassPlayed = next(e for e in reversed(table.log) if isinstance(e, PassPlayed))
        self.standoff = self.played.standoff
        parts = []
        for seat in SEATS:
            tiles = tile_labels(own[seat])
            if blind[seat] == 3:
                parts.append(say("drill.blind.seat_blind", seat=seat))
            elif blind[seat]:
                parts.append(say("drill.blind.seat_own_blind", seat=seat, tiles=tiles, count=blind[seat]))
            else:
                parts.append(say("drill.blind.seat_own", seat=seat, tiles=tiles))
        self.text = say("drill.blind.scene", step=self.step, name=self.info.name,
                        direction=self.info.direction, choices="; ".join(parts))

    @property
    def direction(self) -> Direction:
        return self.info.direction

    def fates(self, origin: Seat) -> set[tuple[Seat, ...]]:
        """The paths `origin`'s tiles can take, one for each place among its own tiles (which
        of them the next player forwards is unseen, B5): one path means the tile's fate is
        known whatever the order."""
        paths = set()
        for slot in range(len(self.own[origin])):
            path, seat, index = [origin], origin, slot
            while True:
                nxt = receiver(seat, self.direction)
                path.append(nxt)
                if index < self.blind[nxt]:
                    index += len(self.own[nxt])
                    seat = nxt
                else:
                    break
            paths.add(tuple(path))
        return paths

    def hints(self) -> tuple[str, ...]:
        return (say("drill.blind.hint_order"), say("drill.blind.hint_forward"),
                say("drill.blind.hint_direction", step=self.step, direction=self.direction))


def _path_words(path: tuple[Seat, ...]) -> str:
    return " → ".join(translate(seat.value) for seat in path)


def _keeper(rng: random.Random) -> Exercise:
    """Who ends up with a tile a player put down, when others forward unseen? (B5)"""
    for _ in range(20):
        scene = _Scene(rng, standoff=False)
        known = {seat: scene.fates(seat) for seat in SEATS if scene.own[seat]}
        known = {seat: next(iter(p)) for seat, p in known.items() if len(p) == 1}
        if known:
            break
    else:  # no tile's fate is known whatever the order (rare): ask how many leave the racks
        return _moved(rng)
    travelled = [seat for seat, path in known.items() if len(path) > 2]
    origin = rng.choice(travelled or list(known))
    path = known[origin]
    tile = rng.choice(scene.own[origin])
    move = next(m for m in scene.played.moves if m.origin is origin and m.tile == tile)
    assert move.path == path, (move.path, path)
    answer = path[-1]
    first = path[1]
    wrong = {}
    if first is not answer:
        wrong[first.value] = ("B5", say("drill.blind.keeper_forwarded"))
    if origin is not answer:
        wrong.setdefault(origin.value, ("B5", say("drill.blind.keeper_origin")))
    return ChoiceQuiz(
        say("drill.blind.ask_keeper", scene=scene.text, tile=tile_label(tile), seat=origin),
        [s.value for s in SEATS],
        answer.value,
        rule="B5",
        explanation=say("drill.blind.keeper_right", path=_path_words(path), answer=answer),
        wrong=wrong,
        otherwise=("B5", say("drill.blind.keeper_generic", direction=scene.direction)),
        hints=scene.hints(),
        parse=lambda v: as_seat(v).value,
    )


def _kept(rng: random.Random) -> Exercise:
    """How many of the tiles reaching a player does that player keep? (B2, B5)"""
    scene = _Scene(rng)
    seat = rng.choice(SEATS)
    answer = len(scene.played.kept[seat])
    forwarded = scene.blind[seat]
    if scene.standoff:
        wrong = {n: ("B5", say("drill.blind.standoff_wrong")) for n in range(4) if n != answer}
        explanation = say("drill.blind.standoff_right")
        rule = "B5"
    else:
        wrong = {}
        if forwarded != answer:
            wrong[forwarded] = ("B2", say("drill.blind.kept_forwarded", seat=seat))
        if answer != 3:
            wrong.setdefault(3, ("B2", say("drill.blind.kept_all", seat=seat)))
        explanation = say("drill.blind.kept_right", seat=seat, forwarded=forwarded, count=count_tiles(answer))
        rule = "B2" if forwarded else "B5"
    return NumberQuiz(
        say("drill.blind.ask_kept", scene=scene.text, seat=seat),
        answer,
        rule=rule,
        explanation=explanation,
        wrong=wrong,
        otherwise=("B5", say("drill.blind.kept_generic", seat=seat)),
        low=0,
        high=3,
        hints=scene.hints(),
    )


def _moved(rng: random.Random) -> Exercise:
    """How many tiles leave the players' racks on the pass, in all? (B5; 0 in the standoff)"""
    scene = _Scene(rng, standoff=rng.random() < 0.3)
    answer = len(scene.played.moves)
    assert answer == sum(len(tiles) for tiles in scene.own.values())
    if scene.standoff:
        wrong = {n: ("B5", say("drill.blind.standoff_wrong")) for n in range(13) if n != answer}
        explanation = say("drill.blind.standoff_right")
    else:
        wrong = {}
        if answer != 12:
            wrong[12] = ("B5", say("drill.blind.moved_all"))
        forwarded = sum(scene.blind.values())
        if forwarded != answer:
            wrong.setdefault(forwarded, ("B5", say("drill.blind.moved_forwarded")))
        explanation = say("drill.blind.moved_right", count=count_tiles(answer))
    return NumberQuiz(
        say("drill.blind.ask_moved", scene=scene.text),
        answer,
        rule="B5",
        explanation=explanation,
        wrong=wrong,
        otherwise=("B5", say("drill.blind.moved_generic")),
        low=0,
        high=12,
        hints=scene.hints(),
    )


_MAKERS = {"allowed": _allowed, "rack": _rack, "keeper": _keeper, "kept": _kept, "moved": _moved}
