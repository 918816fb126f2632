"""Drill items for the skill "east": East's 14 tiles and every rack's count through the
passes (T3, P6), the Heavenly Hand (H2), Mah Jongg during the Charleston, only East and
only once a round is over (H1, H3), and tables of three or two (F1; a ghost seat is a house
rule, F2).

What it asks: how many tiles a seat holds after the deal or a pass; what happens when East is
dealt a complete hand and how it is paid; whether a seat may declare at some moment; how many
passes a table of three or two makes, whether it has a courtesy pass, whether a ghost seat is a
League rule (the first kinds); how many tiles the four racks hold together after the deal or
a pass; which seat holds 14 after a pass, or once a stopped Charleston and its courtesy pass
are over; how many tiles East sends over both rounds, over the whole Charleston with a
courtesy offer, or with a stop; how many East holds at the end; how many East passes though
holding 14, and a player's claim that East passes 4; who passes to East and who receives
East's tiles on a pass, and East's count after it; when a Heavenly Hand is declared, how many
passes follow it and who pays; the earliest moment East may declare a hand complete partway
through a round; when another seat waiting on one tile may declare; what East does first at
a short table; a seat's count after forwarding tiles blind; and statements about East, true
or false, one at a time or which of four is true or false. RULES T3, P6, H1, H2, H3, F1, F2,
with P2, P3, S2, B2, C2, X1, X2.

Each item is a pure function of its seed, its answer read off a real table (`Table`, played
with `drills._play`) or the rules module. `kind_of(seed)` names the kind `generate(seed)` makes.
"""

from __future__ import annotations

import random

from charleston_lessons._input import whole
from charleston_lessons.drills import MAX_SEED
from charleston_lessons.drills._play import deal, play, spare, stop_answers, table_before
from charleston_lessons.drills._quiz import choice as _choice, yes_no as _yes_no
from charleston_lessons.drills._shape import phrasing
from charleston_lessons.exercises import ChoiceQuiz, Exercise, NumberQuiz
from charleston_lessons.messages import count_tiles, join_words, say, say_count
from charleston_lessons.rules import SEATS, Seat, pass_step, passes_played, receiver
from charleston_lessons.strategies import RandomStrategy, take_turn
from charleston_lessons.table import HeavenlyHand, NoCharleston, PassChoice, PassPlayed, Phase, Table
from charleston_lessons.tiles import Tile, full_set

__all__ = ["DECLARE_MOMENTS", "KINDS", "generate", "kind_of"]

# When a seat's rack makes a winning hand: (key, passes played, stopped after pass 3?).
DECLARE_MOMENTS: tuple[tuple[str, int, bool], ...] = (
    ("after1", 1, False),
    ("after2", 2, False),
    ("after3", 3, False),
    ("after3_stopped", 3, True),
    ("after4", 4, False),
    ("after5", 5, False),
    ("after6", 6, False),
)


def _play(table: Table, upto: int, seed: int, stop: bool = False, blind: float = 0.0) -> None:
    """Play legal passes until `upto` passes are done; after pass 3 the table stops when
    `stop`, else goes on (X1, X2)."""
    players = RandomStrategy(seed=seed, blind_chance=blind)
    while len(table.passes_done) < upto:
        if table.phase is Phase.STOP_QUESTION:
            table.answer_stop({seat: stop and seat is Seat.SOUTH for seat in table.seats})
            if stop:
                return
            continue
        verdict = take_turn(table, players)
        if not verdict.ok:  # pragma: no cover - legal players always pass
            raise RuntimeError(str(verdict))
    if stop and table.phase is Phase.STOP_QUESTION:
        table.answer_stop({seat: seat is Seat.SOUTH for seat in table.seats})


def _count(rng: random.Random, seed: int) -> Exercise:
    """How many tiles one seat holds after the deal or after some passes: East 14, the
    others 13, whatever the passes (T3, P6)."""
    seat = rng.choice(SEATS)
    upto = rng.randint(0, 6)
    blind = rng.random() < 0.5 and upto >= 3
    table = Table.deal(seed=seed)
    _play(table, upto, seed, blind=0.5 if blind else 0.0)
    answer = len(table.rack(seat))
    moment = say("drill.east.count_dealt") if upto == 0 else say(
        "drill.east.count_after_blind" if blind else "drill.east.count_after", step=upto)
    prompt = say(phrasing(rng, [f"drill.east.count_prompt{i}" for i in range(3)]), seat=seat, moment=moment)
    east = seat is Seat.EAST
    wrong = {
        (13 if east else 14): ("T3", say("drill.east.count_wrong_east" if east else "drill.east.count_wrong_other",
                                         seat=seat)),
    }
    if upto:
        wrong[answer - 3] = ("P6", say("drill.east.count_wrong_sent"))
        wrong[answer + 3] = ("P6", say("drill.east.count_wrong_arrived"))
    return NumberQuiz(
        prompt, answer, rule="T3",
        explanation=say("drill.east.count_right_east" if east else "drill.east.count_right_other", seat=seat),
        wrong=wrong,
        otherwise=("T3", say("drill.east.count_otherwise")),
        low=0, high=20,
        hints=(say("drill.east.count_hint1"), say("drill.east.count_hint2")),
    ).citing("P6")


def _invented_hand(rng: random.Random) -> list[Tile]:
    """An invented 14-tile target (G5): a few pungs and pairs from a seeded shuffle."""
    kinds = sorted({t for t in full_set() if not t.is_joker}, key=lambda t: t.code)
    rng.shuffle(kinds)
    sizes = rng.choice(((3, 3, 3, 3, 2), (3, 3, 2, 2, 2, 2), (4, 3, 3, 2, 2), (3, 3, 3, 2, 2, 1)))
    hand = []
    for kind, size in zip(kinds, sizes):
        hand += [kind] * size
    return sorted(hand)


def _heavenly(rng: random.Random, seed: int) -> Exercise:
    """East is dealt the hand East collects: declared before any pass, the Charleston is
    waived, paid double by all three (H2). The table's own deal says so."""
    hand = _invented_hand(rng)
    pool = full_set()
    for tile in hand:
        pool.remove(tile)
    rng.shuffle(pool)
    racks = {Seat.EAST: hand, Seat.SOUTH: pool[:13], Seat.WEST: pool[13:26], Seat.NORTH: pool[26:39]}
    target = sorted(hand)
    table = Table(racks, seed=seed, win_test=lambda rack: sorted(rack) == target)
    assert isinstance(table.log[-1], HeavenlyHand) and table.phase is Phase.OVER
    shown = " ".join(t.code for t in hand)
    if rng.random() < 0.5:
        prompt = say(phrasing(rng, ["drill.east.heavenly_prompt0", "drill.east.heavenly_prompt1"]), rack=shown)
        options = {
            "declare-now": say("drill.east.opt_declare_now"),
            "after-pass-3": say("drill.east.opt_after_pass_3"),
            "wait-play": say("drill.east.opt_wait_play"),
            "pass-anyway": say("drill.east.opt_pass_anyway"),
        }
        wrong = {
            "after-pass-3": ("H2", say("drill.east.heavenly_wrong_round")),
            "wait-play": ("H2", say("drill.east.heavenly_wrong_wait")),
            "pass-anyway": ("P2", say("drill.east.heavenly_wrong_pass")),
        }
        answer, explanation = "declare-now", say("drill.east.heavenly_right")
    else:
        payer = rng.choice(SEATS[1:])
        prompt = say("drill.east.paid_prompt", rack=shown)
        options = {
            "double-all": say("drill.east.opt_double_all"),
            "single-all": say("drill.east.opt_single_all"),
            "double-one": say("drill.east.opt_double_one", seat=payer),
        }
        wrong = {
            "single-all": ("H2", say("drill.east.paid_wrong_single")),
            "double-one": ("H2", say("drill.east.paid_wrong_one")),
        }
        answer, explanation = "double-all", say("drill.east.paid_right")
    order = list(options.items())
    rng.shuffle(order)
    return ChoiceQuiz(prompt, dict(order), answer, rule="H2", explanation=explanation, wrong=wrong,
                      hints=(say("drill.east.heavenly_hint1"), say("drill.east.heavenly_hint2")))


def _declare(rng: random.Random, seed: int) -> Exercise:
    """A seat's rack makes a winning hand at some moment: may it declare now? Only East,
    which alone holds 14 tiles (H1), and only once a round is over (H3)."""
    seat = Seat.EAST if rng.random() < 0.6 else rng.choice(SEATS[1:])
    key, upto, stop = rng.choice(DECLARE_MOMENTS)
    winning = [False]
    table = Table.deal(seed=seed, win_test=lambda rack: winning[0])
    _play(table, upto, seed, stop=stop)
    winning[0] = True
    verdict = table.declare_mah_jongg(seat)
    prompt = say(phrasing(rng, [f"drill.east.declare_prompt{i}" for i in range(3)]), seat=seat,
                 moment=say(f"drill.east.moment.{key}"))
    # East's hints are about when (H3), another seat's about how many tiles (H1): the same for
    # East's "yes" and "no", so they lead to the answer without telling it.
    if seat is Seat.EAST:
        hints = (say("drill.east.declare_hint_east1"), say("drill.east.declare_hint_east2"))
    else:
        hints = (say("drill.east.declare_hint_other1", seat=seat), say("drill.east.declare_hint_other2"))
    if verdict.ok:
        right = say("drill.east.declare_right_yes", step=upto)
        wrong = ("H3", say("drill.east.declare_wrong_no"))
        answer = "yes"
    elif verdict.rule == "H1":
        right = say("drill.east.declare_right_not_east", seat=seat)
        wrong = ("H1", say("drill.east.declare_wrong_not_east", seat=seat))
        answer = "no"
    else:
        right = say("drill.east.declare_right_mid", step=upto)
        wrong = ("H3", say("drill.east.declare_wrong_mid"))
        answer = "no"
    other = "no" if answer == "yes" else "yes"
    return ChoiceQuiz(prompt, {"yes": "yes", "no": "no"}, answer, rule=verdict.rule, explanation=right,
                      wrong={other: wrong}, hints=hints).citing("H1", "H3")


def _few(rng: random.Random, seed: int) -> Exercise:
    """Three or two players: no Charleston and no courtesy pass (F1); a ghost seat that keeps
    the passes is a house rule (F2)."""
    players = rng.choice((2, 3))
    table = Table.deal(seed=seed, players=players)
    assert isinstance(table.log[-1], NoCharleston)
    seated = join_words(list(table.seats))
    empties = [seat for seat in SEATS if seat not in table.seats]
    empty = join_words(empties)
    question = rng.randrange(3)
    hints = (say("drill.east.few_hint1"),)
    if question == 0:
        return NumberQuiz(
            say(phrasing(rng, ["drill.east.few_count_prompt0", "drill.east.few_count_prompt1"]), players=players, seats=seated),
            len(table.passes_done), rule="F1",
            explanation=say("drill.east.few_count_right", players=players),
            wrong={3: ("F1", say("drill.east.few_wrong_first")), 6: ("F1", say("drill.east.few_wrong_both")),
                   7: ("F1", say("drill.east.few_wrong_seven")), 1: ("F1", say("drill.east.few_wrong_courtesy"))},
            otherwise=("F1", say("drill.east.few_otherwise", players=players)),
            low=0, high=7, hints=hints,
        )
    if question == 1:
        return ChoiceQuiz(
            say("drill.east.few_courtesy_prompt", players=players, seats=seated),
            {"yes": "yes", "no": "no"}, "no", rule="F1",
            explanation=say("drill.east.few_courtesy_right", players=players),
            wrong={"yes": ("F1", say("drill.east.few_courtesy_wrong"))}, hints=hints,
        )
    ghost = Table.deal(seed=seed, players=players, ghost=True)
    assert ghost.ghosts
    return ChoiceQuiz(
        say_count(phrasing(rng, ["drill.east.ghost_prompt0", "drill.east.ghost_prompt1"]), len(empties),
                  players=players, seats=seated, empty=empty),
        {"league-rule": "League rule", "house-rule": "house rule"}, "house-rule", rule="F2",
        explanation=say("drill.east.ghost_right"),
        wrong={"league-rule": ("F2", say("drill.east.ghost_wrong"))}, hints=hints,
    ).citing("F1")


# --- More kinds: the same rules asked from other sides (how many in all, which seat, how many
# sent, when, who pays, what comes first, true or false), each read off a real table.


def _say(key: str, /, **fields: object) -> str:
    """The sentence `drill.east.<key>` in the language spoken."""
    return say(f"drill.east.{key}", **fields)


def _seat_choice(prompt: str, answer: Seat, rule: str, explanation: str, wrong: str,
                 hints: tuple[str, ...]) -> ChoiceQuiz:
    """A choice among the four seats; every wrong seat gets `wrong`, which names none."""
    return ChoiceQuiz(prompt, [s.value for s in SEATS], answer.value, rule=rule, explanation=explanation,
                      otherwise=(rule, wrong), hints=hints)


def _shown(rack) -> str:
    return " ".join(t.code for t in sorted(rack))


def _after(rng: random.Random, upto: int) -> Table:
    """A fresh four-seat table with passes 1 to `upto` played (nobody stops after pass 3)."""
    table = table_before(rng, upto)
    play(table, rng)
    return table


def _winning_after(rng: random.Random, upto: int) -> Table:
    """A fresh table with passes 1 to `upto` played (nobody stops), whose East rack counts as
    a winning hand from then on: the table itself says whether East may declare (H1, H3)."""
    winning = [False]
    table = Table.deal(seed=rng.randrange(2**32), win_test=lambda rack: winning[0])
    while len(table.passes_done) < upto:
        if table.phase is Phase.STOP_QUESTION:
            table.answer_stop(stop_answers(()))
        play(table, rng)
    winning[0] = True
    return table


def _whole_charleston(rng: random.Random, stopper: Seat | None, offers: dict[Seat, int]) -> Table:
    """A fresh table played to the end: both rounds, or the first when `stopper` stops the
    second (X1), then the courtesy pass with `offers` (C2)."""
    table = table_before(rng, 7, stoppers=(stopper,) if stopper else (), offers=offers)
    play(table, rng)
    return table


def _sent(table: Table, seat: Seat, steps: range = range(1, 8)) -> int:
    """How many tiles `seat` sent on the passes `steps` the table played, from its log."""
    return sum(e.sent_count(seat) for e in table.log if isinstance(e, PassPlayed) and e.step in steps)


def _fourteen(table: Table) -> Seat:
    """The seat holding 14 tiles at `table` (T3, P6)."""
    return next(seat for seat in table.seats if len(table.rack(seat)) == 14)


def _offers(rng: random.Random) -> dict[Seat, int]:
    return {seat: rng.randint(0, 3) for seat in SEATS}


def _total_dealt(rng: random.Random, seed: int) -> Exercise:
    """How many tiles are on the four racks together after the deal? 53 (T3)."""
    table = deal(rng)
    east, other = len(table.rack(Seat.EAST)), len(table.rack(Seat.SOUTH))
    answer = sum(len(table.rack(seat)) for seat in table.seats)
    return NumberQuiz(
        _say("total_dealt_prompt", rack=_shown(table.rack(Seat.EAST))), answer, rule="T3",
        explanation=_say("total_right", total=answer, east=east, other=other),
        wrong={4 * other: ("T3", _say("total_wrong_even")), 4 * east: ("T3", _say("total_wrong_all"))},
        otherwise=("T3", _say("total_otherwise")), low=0, high=100,
        hints=(say("drill.east.count_hint1"), _say("total_hint2")),
    )


def _total_after(rng: random.Random, seed: int) -> Exercise:
    """How many tiles are on the four racks together after pass n? As many as were dealt
    (T3, P6)."""
    step = rng.randint(1, 6)
    table = _after(rng, step)
    answer = sum(len(table.rack(seat)) for seat in table.seats)
    moved = sum(e.sent_count(seat) for e in table.log[-1:] if isinstance(e, PassPlayed) for seat in SEATS)
    return NumberQuiz(
        _say("total_after_prompt", step=step, rack=_shown(table.rack(Seat.EAST))), answer, rule="P6",
        explanation=_say("total_after_right", total=answer),
        wrong={answer - moved: ("P6", _say("total_wrong_sent", moved=moved)),
               answer + moved: ("P6", _say("total_wrong_arrived", moved=moved)),
               answer - 1: ("T3", _say("total_wrong_even"))},
        otherwise=("P6", _say("total_otherwise")), low=0, high=100,
        hints=(say("drill.east.count_hint2"), _say("total_hint2")),
    ).citing("T3")


def _holds_14(rng: random.Random, seed: int) -> Exercise:
    """Which seat holds 14 tiles after pass n? East, always (T3, P6)."""
    step = rng.randint(1, 6)
    table = _after(rng, step)
    return _seat_choice(_say("holds_prompt", step=step, name=pass_step(step).name), _fourteen(table), "T3",
                        _say("holds_right", step=step), _say("holds_wrong"),
                        (say("drill.east.count_hint1"), say("drill.east.count_hint2"))).citing("P6")


def _holds_14_stopped(rng: random.Random, seed: int) -> Exercise:
    """Which seat holds 14 once a stopped Charleston and its courtesy pass are over? East (T3)."""
    stopper = rng.choice(SEATS)
    table = _whole_charleston(rng, stopper, _offers(rng))
    agreed = table.agreed or {}
    return _seat_choice(_say("holds_stopped_prompt", stopper=stopper, ew=agreed[Seat.EAST], sn=agreed[Seat.SOUTH]),
                        _fourteen(table), "T3", _say("holds_stopped_right"), _say("holds_stopped_wrong"),
                        (say("drill.east.count_hint1"), _say("holds_stopped_hint2"))).citing("P6", "X1", "C2")


def _sends_both(rng: random.Random, seed: int) -> Exercise:
    """How many tiles does East send on passes 1 to 6? 18 (P6, P3)."""
    table = _whole_charleston(rng, None, _offers(rng))
    answer = _sent(table, Seat.EAST, range(1, 7))
    return NumberQuiz(
        _say("sends_both_prompt", rack=_shown(table.log[0].racks[Seat.EAST])), answer, rule="P6",
        explanation=_say("sends_both_right", total=answer),
        wrong={answer // 2: ("P6", _say("sends_one_round")), answer + 6: ("P3", _say("sends_four")),
               answer + 3: ("P6", _say("sends_seven"))},
        otherwise=("P6", _say("sends_otherwise")), low=0, high=40,
        hints=(_say("sends_hint1"), _say("sends_hint2")),
    ).citing("P3")


def _sends_courtesy(rng: random.Random, seed: int, stopper: Seat | None = None) -> Exercise:
    """How many tiles does East send over the whole Charleston, with a courtesy pass the
    offers decide (P6, C2), both rounds or, when `stopper` stops it, one (X1)?"""
    offers = _offers(rng)
    table = _whole_charleston(rng, stopper, offers)
    answer = _sent(table, Seat.EAST)
    rounds = _sent(table, Seat.EAST, range(1, 7))
    courtesy = answer - rounds
    higher = max(offers[Seat.EAST], offers[Seat.WEST])
    wrong: dict[int, tuple[str, str]] = {}
    if stopper is not None:
        wrong[rounds + 9] = ("X1", _say("sends_stopped_both", stopper=stopper))
    else:
        wrong[rounds // 2 + courtesy] = ("P6", _say("sends_one_round"))
    if courtesy:
        wrong[rounds] = ("C2", _say("sends_no_courtesy"))
    if higher != courtesy:
        wrong[rounds + higher] = ("C2", _say("sends_higher"))
    wrong.pop(answer, None)
    key = "sends_stopped_prompt" if stopper is not None else "sends_courtesy_prompt"
    return NumberQuiz(
        _say(key, stopper=stopper or "", east=offers[Seat.EAST], west=offers[Seat.WEST]), answer, rule="P6",
        explanation=_say("sends_courtesy_right", total=answer, rounds=rounds, courtesy=count_tiles(courtesy)),
        wrong=wrong, otherwise=("P6", _say("sends_otherwise")), low=0, high=40,
        hints=(_say("sends_hint1"), _say("sends_hint_courtesy")),
    ).citing("C2", "X1" if stopper is not None else "X2")


def _sends_stopped(rng: random.Random, seed: int) -> Exercise:
    return _sends_courtesy(rng, seed, rng.choice(SEATS))


def _east_end(rng: random.Random, seed: int) -> Exercise:
    """How many tiles does East hold at the end of the whole Charleston? 14 (T3, P6, C2)."""
    stopper = rng.choice(SEATS) if rng.random() < 0.5 else None
    table = _whole_charleston(rng, stopper, _offers(rng))
    answer = len(table.rack(Seat.EAST))
    passed = (table.agreed or {})[Seat.EAST]
    prompt = (_say("end_prompt_stopped", stopper=stopper, count=passed) if stopper is not None
              else _say("end_prompt_both", count=passed))
    wrong = {13: ("T3", say("drill.east.count_wrong_east"))}
    if passed:
        wrong[answer - passed] = ("C2", _say("end_wrong_sent"))
        wrong[answer + passed] = ("C2", _say("end_wrong_got"))
    return NumberQuiz(
        prompt, answer, rule="T3", explanation=_say("end_right", count=answer),
        wrong=wrong, otherwise=("P6", say("drill.east.count_otherwise")), low=0, high=20,
        hints=(say("drill.east.count_hint1"), _say("end_hint2")),
    ).citing("P6", "C2")


def _east_passes(rng: random.Random, seed: int) -> Exercise:
    """East holds 14 on pass n: how many does East pass? 3, like everyone (P3)."""
    step = rng.randint(1, 6)
    table = table_before(rng, step)
    rack = table.rack(Seat.EAST)
    play(table, rng)
    answer = table.log[-1].sent_count(Seat.EAST)
    return NumberQuiz(
        _say("three_prompt", step=step, name=pass_step(step).name, rack=_shown(rack)), answer, rule="P3",
        explanation=_say("three_right"),
        wrong={len(rack) - 13 + answer: ("P3", _say("three_wrong_four")), 1: ("P3", _say("three_wrong_one"))},
        otherwise=("P3", _say("three_otherwise")), low=0, high=14,
        hints=(_say("three_hint1"), say("drill.east.count_hint2")),
    ).citing("T3")


def _four_claim(rng: random.Random, seed: int) -> Exercise:
    """"East passes 4 because East has 14": true? No, 3 like everyone (P3)."""
    step = rng.randint(1, 6)
    table = _after(rng, step)
    four = table.log[-1].sent_count(Seat.EAST) == 4
    return _yes_no(_say("four_prompt", step=step, rack=_shown(table.rack(Seat.EAST))), four, "P3",
                   _say("four_right"), ("P3", _say("four_wrong")),
                   (_say("three_hint1"), say("drill.east.count_hint2"))).citing("T3")


def _neighbour(rng: random.Random, seed: int, to_east: bool) -> Exercise:
    """Who passes to East (or gets East's tiles) on pass n: read off the moves of a real pass
    (S2); East still holds 14 after it."""
    step = rng.randint(1, 6)
    table = _after(rng, step)
    moves = table.log[-1].moves
    if to_east:
        answer = next(m.origin for m in moves if m.keeper is Seat.EAST)
    else:
        answer = next(m.keeper for m in moves if m.origin is Seat.EAST)
    info = pass_step(step)
    east = Seat.EAST
    hints = (say("exercise.seat.hint1"),
             say("exercise.seat.hint2", seat=east, right=receiver(east, "right"), across=receiver(east, "across"),
                 left=receiver(east, "left")))
    key = "to_east" if to_east else "from_east"
    return _seat_choice(_say(f"{key}_prompt", step=step, name=info.name, rack=_shown(table.rack(east))), answer, "S2",
                        _say(f"{key}_right", seat=answer, direction=info.direction, count=len(table.rack(east))),
                        _say("neighbour_wrong"), hints).citing("T3")


def _to_east(rng: random.Random, seed: int) -> Exercise:
    return _neighbour(rng, seed, True)


def _from_east(rng: random.Random, seed: int) -> Exercise:
    return _neighbour(rng, seed, False)


def _east_after(rng: random.Random, seed: int) -> Exercise:
    """East passes 3 to one neighbour and gets 3 from another on pass n: how many does East
    hold after it? 14 (P6, S2)."""
    step = rng.randint(1, 6)
    table = _after(rng, step)
    played = table.log[-1]
    to = next(m.keeper for m in played.moves if m.origin is Seat.EAST)
    got = next(m.origin for m in played.moves if m.keeper is Seat.EAST)
    answer = len(table.rack(Seat.EAST))
    return NumberQuiz(
        _say("after_prompt", step=step, name=pass_step(step).name, to=to, got=got), answer, rule="P6",
        explanation=say("drill.east.count_right_east"),
        wrong={answer - 3: ("P6", say("drill.east.count_wrong_sent")),
               answer + 3: ("P6", say("drill.east.count_wrong_arrived")),
               13: ("T3", say("drill.east.count_wrong_east"))},
        otherwise=("T3", say("drill.east.count_otherwise")), low=0, high=20,
        hints=(say("drill.east.count_hint1"), say("drill.east.count_hint2")),
    ).citing("S2", "T3")


def _heavenly_table(rng: random.Random, seed: int) -> tuple[Table, str]:
    """A table where East is dealt an invented complete hand (H2): the table ends at once."""
    hand = _invented_hand(rng)
    pool = full_set()
    for tile in hand:
        pool.remove(tile)
    rng.shuffle(pool)
    racks = {Seat.EAST: hand, Seat.SOUTH: pool[:13], Seat.WEST: pool[13:26], Seat.NORTH: pool[26:39]}
    target = sorted(hand)
    table = Table(racks, seed=seed, win_test=lambda rack: sorted(rack) == target)
    assert isinstance(table.log[-1], HeavenlyHand) and table.over
    return table, " ".join(t.code for t in hand)


def _heavenly_when(rng: random.Random, seed: int) -> Exercise:
    """When is a Heavenly Hand declared? Before any pass (H2)."""
    table, shown = _heavenly_table(rng, seed)
    answer = "before" if not table.passes_done else "after3"
    options = {"before": _say("opt_before_any"), "after3": _say("opt_after_first"),
               "after7": _say("opt_after_courtesy"), "play": _say("opt_first_turn")}
    return _choice(rng, _say("when_prompt", rack=shown), options, answer, "H2", _say("when_right"),
                   {"after3": ("H2", say("drill.east.heavenly_wrong_round")),
                    "after7": ("H2", _say("when_wrong_courtesy")),
                    "play": ("H2", say("drill.east.heavenly_wrong_wait"))},
                   (say("drill.east.heavenly_hint1"), _say("when_hint2"))).citing("P2")


def _heavenly_passes(rng: random.Random, seed: int) -> Exercise:
    """How many passes follow a Heavenly Hand? None: the Charleston is waived (H2, P2)."""
    table, shown = _heavenly_table(rng, seed)
    answer = len(table.passes_done)
    return NumberQuiz(
        _say("passes_prompt", rack=shown), answer, rule="H2", explanation=say("drill.east.heavenly_right"),
        wrong={3: ("P2", say("drill.east.heavenly_wrong_round")), 6: ("H2", _say("passes_wrong_six")),
               7: ("H2", _say("passes_wrong_six")), 1: ("H2", _say("passes_wrong_courtesy"))},
        otherwise=("H2", _say("passes_otherwise")), low=0, high=7,
        hints=(say("drill.east.heavenly_hint1"), _say("when_hint2")),
    ).citing("P2")


def _heavenly_who(rng: random.Random, seed: int) -> Exercise:
    """Who pays a Heavenly Hand? All three other players (H2)."""
    table, shown = _heavenly_table(rng, seed)
    payer = rng.choice([seat for seat in table.seats if seat is not Seat.EAST])
    payers = [seat for seat in table.seats if seat is not Seat.EAST]
    options = {"three": _say("opt_all_three", seats=join_words(payers)), "one": _say("opt_one_alone", seat=payer),
               "nobody": _say("opt_nobody")}
    return _choice(rng, _say("who_prompt", rack=shown), options, "three", "H2", _say("who_right"),
                   {"one": ("H2", say("drill.east.paid_wrong_one")), "nobody": ("H2", _say("who_wrong_nobody"))},
                   (say("drill.east.heavenly_hint2"), _say("who_hint2")))


def _complete_mid(rng: random.Random, seed: int) -> Exercise:
    """East's hand is complete after pass 1, 2, 4 or 5: when may East declare at the earliest?
    Once that round is over, after pass 3 or pass 6 (H3). The table says when."""
    done = rng.choice((1, 2, 4, 5))
    winning = [False]
    table = Table.deal(seed=rng.randrange(2**32), win_test=lambda rack: winning[0])
    declared = None
    while declared is None:
        if table.phase is Phase.STOP_QUESTION:
            if table.declare_mah_jongg(Seat.EAST).ok:
                declared = table.passes_done[-1]
                break
            table.answer_stop(stop_answers(()))
            continue
        play(table, rng)
        if len(table.passes_done) == done:
            winning[0] = True
            rack = table.rack(Seat.EAST)
        if winning[0] and table.declare_mah_jongg(Seat.EAST).ok:
            declared = table.passes_done[-1]
    answer = f"after{declared}"
    options = {"now": _say("opt_right_now", step=done), "after3": _say("opt_once_over", step=3),
               "after6": _say("opt_once_over", step=6), "play": _say("opt_in_play")}
    wrong = {"now": ("H3", _say("mid_wrong_now")), "play": ("H3", _say("mid_wrong_play"))}
    if answer == "after3":
        wrong["after6"] = ("H3", _say("mid_wrong_later"))
    else:
        wrong["after3"] = ("H3", _say("mid_wrong_past"))
    return _choice(rng, _say("mid_prompt", step=done, rack=_shown(rack)), options, answer, "H3",
                   _say("mid_right", step=done, declared=declared), wrong,
                   (say("drill.east.declare_hint_east1"), say("drill.east.declare_hint_east2"))).citing("H1")


def _would_be(rng: random.Random, seed: int) -> Exercise:
    """Another seat's 13 tiles wait on one tile for a winning hand: when may it declare? Only
    in play (H1); the table refuses it during the Charleston."""
    step = rng.randint(1, 6)
    seat = rng.choice(SEATS[1:])
    table = _after(rng, step)
    verdict = table.declare_mah_jongg(seat)
    answer = "play" if not verdict.ok and verdict.rule == "H1" else "now"
    options = {"now": _say("opt_at_once"), "round": _say("opt_round_over"), "play": _say("opt_play_tile")}
    return _choice(rng, _say("would_prompt", step=step, seat=seat, rack=_shown(table.rack(seat))), options, answer,
                   "H1", _say("would_right", seat=seat),
                   {"now": ("H1", _say("would_wrong_now")), "round": ("H1", _say("would_wrong_round", seat=seat))},
                   (say("drill.east.declare_hint_other1", seat=seat), say("drill.east.declare_hint_other2")))


def _few_first(rng: random.Random, seed: int) -> Exercise:
    """What does East do first at a table of three or two? Discard: no Charleston (F1)."""
    players = rng.choice((2, 3))
    table = Table.deal(seed=seed, players=players)
    answer = "discard" if table.over and not table.passes_done else "right"
    options = {"discard": _say("opt_discard"), "right": _say("opt_pass_right"),
               "courtesy": _say("opt_offer_courtesy"), "ghost": _say("opt_ghost_rack")}
    return _choice(rng, _say("first_prompt", players=players, seats=join_words(list(table.seats)),
                             rack=_shown(table.rack(Seat.EAST))),
                   options, answer, "F1", _say("first_right", players=players),
                   {"right": ("F1", say("drill.east.few_wrong_first")),
                    "courtesy": ("F1", say("drill.east.few_courtesy_wrong")),
                    "ghost": ("F2", say("drill.east.ghost_wrong"))},
                   (say("drill.east.few_hint1"), _say("first_hint2"))).citing("F2")


def _blind_rack(rng: random.Random, seed: int) -> Exercise:
    """A seat other than East forwards some tiles blind on pass 3 or 6: how many does it
    hold after? Still 13 (B2, P6)."""
    step = rng.choice((3, 6))
    seat = rng.choice(SEATS[1:])
    forward = rng.randint(1, 3)
    table = table_before(rng, step)
    play(table, rng, {seat: PassChoice(spare(table, seat, rng, 3 - forward), blind=forward)})
    answer = len(table.rack(seat))
    wrong = {answer - 3: ("P6", say("drill.east.count_wrong_sent")),
             answer + 3: ("P6", say("drill.east.count_wrong_arrived")),
             answer - forward: ("B2", _say("blind_wrong_forwarded")),
             answer + 1: ("T3", say("drill.east.count_wrong_other", seat=seat))}
    wrong.pop(answer, None)
    return NumberQuiz(
        _say("blind_prompt", step=step, seat=seat, count=forward, rest=3 - forward), answer, rule="B2",
        explanation=_say("blind_right", seat=seat, count=answer), wrong=wrong,
        otherwise=("P6", say("drill.east.count_otherwise")), low=0, high=20,
        hints=(say("drill.east.count_hint1"), say("drill.east.count_hint2")),
    ).citing("P6", "T3")


# Statements about East, each true or false as a real table (or the rules module) shows it.
def _claims(rng: random.Random, seed: int) -> dict[str, tuple[bool, str]]:
    """Each statement's key -> (is it true, the rule it rests on), read off real tables."""
    dealt = deal(rng)
    mid_ok = _winning_after(rng, rng.choice((1, 2, 4, 5))).declare_mah_jongg(Seat.EAST).ok
    south_ok = _winning_after(rng, rng.choice((3, 6))).declare_mah_jongg(Seat.SOUTH).ok
    heaven, _ = _heavenly_table(rng, seed)
    end_ok = _winning_after(rng, rng.choice((3, 6))).declare_mah_jongg(Seat.EAST).ok
    three, two = Table.deal(seed=seed, players=3), Table.deal(seed=seed, players=2)
    return {
        "t3": (len(dealt.rack(Seat.EAST)) == len(dealt.rack(Seat.SOUTH)) + 1, "T3"),
        "h1": (south_ok, "H1"),
        "h2": (not heaven.passes_done and isinstance(heaven.log[-1], HeavenlyHand), "H2"),
        "h3_mid": (mid_ok, "H3"),
        "h3_end": (end_ok, "H3"),
        "f1": (three.over and not three.passes_done, "F1"),
        "f1_courtesy": (7 in passes_played(2) or bool(two.passes_done), "F1"),
    }


_CLAIMS = ("t3", "h1", "h2", "h3_mid", "h3_end", "f1", "f1_courtesy")


def _claim(rng: random.Random, seed: int) -> Exercise:
    """Is this statement about East true? One of several (T3, H1, H2, H3, F1)."""
    key = rng.choice(_CLAIMS)
    true, rule = _claims(rng, seed)[key]
    return _yes_no(_say("claim_prompt", claim=_say(f"claim.{key}")), true, rule,
                   _say(f"claim_right.{key}"), (rule, _say(f"claim_wrong.{key}")),
                   (_say("claim_hint1"), _say(f"claim_hint.{key}")))


def _which_statement(rng: random.Random, seed: int, want: bool) -> Exercise:
    """Which of four statements about East is true (or false)? One of them is, as the tables
    show; a wrong pick is told why it is not the one (T3, H1, H2, H3, F1)."""
    claims = _claims(rng, seed)
    ones = [k for k in _CLAIMS if claims[k][0] is want]
    others = [k for k in _CLAIMS if claims[k][0] is not want]
    answer = rng.choice(ones)
    shown = [answer, *rng.sample(others, 3)]
    options = {k: _say(f"claim.{k}") for k in shown}
    wrong = {k: (claims[k][1], _say(f"claim_wrong.{k}")) for k in shown[1:]}
    verdict = "true" if want else "false"
    return _choice(rng, _say(f"which_{verdict}_prompt"), options, answer, claims[answer][1],
                   _say(f"claim_right.{answer}"), wrong, (_say("claim_hint1"), _say("which_hint2")))


def _which_true(rng: random.Random, seed: int) -> Exercise:
    return _which_statement(rng, seed, True)


def _which_false(rng: random.Random, seed: int) -> Exercise:
    return _which_statement(rng, seed, False)


KINDS = ("count", "heavenly", "declare", "few", "total_dealt", "total_after", "holds_14", "holds_14_stopped",
         "sends_both", "sends_courtesy", "sends_stopped", "east_end", "east_passes", "four_claim", "to_east",
         "from_east", "east_after", "heavenly_when", "heavenly_passes", "heavenly_who", "complete_mid",
         "would_be", "few_first", "blind_rack", "claim", "which_true", "which_false")
# The seed's first draw picks a kind from _DRAW: the first four kinds, each asking several
# questions, and the statements about East (seven of them) come up more often than the others.
_DRAW = ("count",) * 3 + ("heavenly",) * 2 + ("declare",) * 3 + ("few",) * 2 + KINDS[4:] + ("claim",) * 3

_MAKERS = {
    "count": _count, "heavenly": _heavenly, "declare": _declare, "few": _few,
    "total_dealt": _total_dealt, "total_after": _total_after, "holds_14": _holds_14,
    "holds_14_stopped": _holds_14_stopped, "sends_both": _sends_both, "sends_courtesy": _sends_courtesy,
    "sends_stopped": _sends_stopped, "east_end": _east_end, "east_passes": _east_passes,
    "four_claim": _four_claim, "to_east": _to_east, "from_east": _from_east, "east_after": _east_after,
    "heavenly_when": _heavenly_when, "heavenly_passes": _heavenly_passes, "heavenly_who": _heavenly_who,
    "complete_mid": _complete_mid, "would_be": _would_be, "few_first": _few_first, "blind_rack": _blind_rack,
    "claim": _claim, "which_true": _which_true, "which_false": _which_false,
}


def generate(seed: int) -> Exercise:
    """A fresh East item for `seed` (its kind drawn from `_DRAW`, see `kind_of`)."""
    seed = whole(seed, "seed", 0, MAX_SEED)
    rng = random.Random(seed)
    kind = rng.choice(_DRAW)
    return _MAKERS[kind](rng, seed)


def kind_of(seed: int) -> str:
    """Which kind of item `generate(seed)` makes (its first draw)."""
    return random.Random(whole(seed, "seed", 0, MAX_SEED)).choice(_DRAW)
