"""Drill items for the skill "east": East's 14 tiles and every rack's count through the
passes (T3, P6), the Heavenly Hand (H2), Mah Jongg during the Charleston, only East and
only once a round is over (H1, H3), and tables of three or two (F1; a ghost seat is a house
rule, F2). Each item is a pure function of its seed, read off a real table (`Table`).
"""

from __future__ import annotations

import random

from charleston_lessons._input import whole
from charleston_lessons.drills import MAX_SEED
from charleston_lessons.drills._shape import phrasing
from charleston_lessons.exercises import ChoiceQuiz, Exercise, NumberQuiz
from charleston_lessons.messages import join_words, say, say_count
from charleston_lessons.rules import SEATS, Seat
from charleston_lessons.strategies import RandomStrategy, take_turn
from charleston_lessons.table import HeavenlyHand, NoCharleston, Phase, Table
from charleston_lessons.tiles import Tile, full_set

__all__ = ["DECLARE_MOMENTS", "generate"]

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


def generate(seed: int) -> Exercise:
    """One East item for `seed`: a rack's count (T3), a Heavenly Hand (H2), declaring
    during the Charleston (H1, H3), or a table of three or two (F1, F2)."""
    seed = whole(seed, "seed", 0, MAX_SEED)
    rng = random.Random(seed)
    kind = rng.choices((_count, _heavenly, _declare, _few), weights=(3, 3, 3, 2))[0]
    return kind(rng, seed)
