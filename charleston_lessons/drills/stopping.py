"""Drill items for the skill "stopping": who may stop the second Charleston (X1), what one
"stop" does when the other three want to go on (X1, X2: there is no vote), and when it is
too early (P2) or too late (X3) to stop. Each item is a pure function of its seed, and its
answer is what a real table (`Table.answer_stop`) does at that moment.
"""

from __future__ import annotations

import random

from charleston_lessons._input import whole
from charleston_lessons.drills import MAX_SEED
from charleston_lessons.drills._play import deal, play, spare, stop_answers
from charleston_lessons.drills._quiz import choice, yes_no
from charleston_lessons.drills._shape import phrasing
from charleston_lessons.exercises import ChoiceQuiz, Exercise, NumberQuiz
from charleston_lessons.messages import join_words, say
from charleston_lessons.rules import SEATS, Seat, pass_step, passes_played, receiver, second_charleston_stopped
from charleston_lessons.strategies import RandomStrategy, take_turn
from charleston_lessons.table import HeavenlyHand, PassChoice, PassPlayed, Phase, Table

__all__ = ["MOMENTS", "KINDS", "generate", "kind_of"]

# When a player asks to stop, as (key, passes played before it, a pass under way?):
# before pass 1 and after passes 1 and 2 it is too early (P2); after pass 3 it is the one
# moment (X1); from pass 4 on it is too late (X3).
MOMENTS: tuple[tuple[str, int, bool], ...] = (
    ("before1", 0, False),
    ("after1", 1, False),
    ("after2", 2, False),
    ("after3", 3, False),
    ("during4", 3, True),
    ("after4", 4, False),
    ("during5", 4, True),
    ("after5", 5, False),
    ("during6", 5, True),
)
_PHRASINGS = 3  # prompt templates per kind of item


def _table(seed: int, played: int) -> Table:
    """A dealt table (seeded shuffle of the real set) with `played` passes made by legal
    players who never pass blind; past pass 3, nobody stopped after pass 3 (X2)."""
    table = Table.deal(seed=seed)
    players = RandomStrategy(seed=seed, blind_chance=0.0)
    for step in range(1, played + 1):
        if step == 4:
            table.answer_stop({seat: False for seat in table.seats})
        verdict = take_turn(table, players)
        if not verdict.ok:  # pragma: no cover - legal players always pass
            raise RuntimeError(str(verdict))
    return table


def _vote(rng: random.Random, seed: int) -> Exercise:
    """Four answers after pass 3, in the order the players give them: does the second
    Charleston happen? One "stop" is enough (X1); the majority-vote misconception is the
    usual wrong answer, so one stopper among three who go on comes up most often."""
    stoppers = rng.choices((0, 1, 2, 3, 4), weights=(3, 5, 2, 2, 1))[0]
    order = list(SEATS)
    rng.shuffle(order)
    flags = [True] * stoppers + [False] * (4 - stoppers)
    rng.shuffle(flags)
    wants = dict(zip(SEATS, flags))
    you = rng.choice(SEATS)
    table = _table(seed, 3)
    verdict = table.answer_stop(wants)
    stopped = bool(table.stopped)
    listed = "; ".join(
        say("drill.stopping.says_stop" if wants[seat] else "drill.stopping.says_go", seat=seat) for seat in order
    )
    prompt = say(phrasing(rng, [f"drill.stopping.vote_prompt{i}" for i in range(_PHRASINGS)]), you=you, answers=listed)
    who = join_words([seat for seat in order if wants[seat]])
    goers = sum(1 for seat in SEATS if not wants[seat])
    options = {
        "stops": say("drill.stopping.opt_stops"),
        "goes-on": say("drill.stopping.opt_goes_on"),
        "vote-again": say("drill.stopping.opt_vote_again"),
        "east-decides": say("drill.stopping.opt_east_decides"),
    }
    if stopped:
        answer, rule = "stops", verdict.rule  # X1
        right = say("drill.stopping.vote_right_stop", who=who)
        majority = "drill.stopping.vote_wrong_majority" if goers > 4 - goers else "drill.stopping.vote_wrong_go"
        wrong = {"goes-on": ("X1", say(majority, count=goers)),
                 "vote-again": ("X1", say("drill.stopping.vote_wrong_again")),
                 "east-decides": ("X1", say("drill.stopping.vote_wrong_east"))}
    else:
        answer, rule = "goes-on", verdict.rule  # X2
        right = say("drill.stopping.vote_right_go")
        wrong = {"stops": ("X2", say("drill.stopping.vote_wrong_nobody")),
                 "vote-again": ("X2", say("drill.stopping.vote_wrong_again_nobody")),
                 "east-decides": ("X1", say("drill.stopping.vote_wrong_east"))}
    return ChoiceQuiz(prompt, options, answer, rule=rule, explanation=right, wrong=wrong,
                      hints=(say("exercise.second.hint1"), say("exercise.second.hint2")))


def _moment(rng: random.Random, seed: int) -> Exercise:
    """A player asks to stop at one moment of the Charleston: may they? Only after pass 3
    (X1): before it the first Charleston is required (P2), once pass 4 has begun it is too
    late (X3). The answer is the table's own verdict at that moment."""
    # Half the items are the one right moment, so "no" is not always the answer.
    key, played, during = MOMENTS[3] if rng.random() < 0.35 else rng.choice(MOMENTS)
    asker = rng.choice(SEATS)
    table = _table(seed, played)
    if played == 3 and not during:
        verdict = table.answer_stop({seat: seat == asker for seat in table.seats})
    else:
        if played == 3:  # pass 4 is under way: nobody stopped after pass 3
            table.answer_stop({seat: False for seat in table.seats})
        verdict = table.answer_stop({seat: seat == asker for seat in table.seats})
    allowed = verdict.ok and bool(table.stopped)
    down = ""
    if during:
        step = played + 1
        others = [seat for seat in SEATS if seat != asker]
        rng.shuffle(others)
        placed = sorted(others[: rng.randint(1, 3)], key=SEATS.index)
        down = say("drill.stopping.put_down", seats=join_words(placed), step=step)
    moment = say(f"drill.stopping.moment.{key}")
    prompt = say(phrasing(rng, [f"drill.stopping.moment_prompt{i}" for i in range(_PHRASINGS)]), seat=asker, moment=moment, down=down).replace("  ", " ")
    hints = (say("drill.stopping.moment_hint1"), say("drill.stopping.moment_hint2"))
    if allowed:
        return yes_no(prompt, True, "X1", say("drill.stopping.moment_right_yes", seat=asker),
                       ("X1", say("drill.stopping.moment_wrong_no")), hints)
    if played < 3:
        return yes_no(prompt, False, "P2", say("drill.stopping.moment_right_early"),
                       ("P2", say("drill.stopping.moment_wrong_early")), hints)
    return yes_no(prompt, False, verdict.rule, say("drill.stopping.moment_right_late"),  # X3
                   ("X3", say("drill.stopping.moment_wrong_late")), hints)


def _who(rng: random.Random, seed: int) -> Exercise:
    """Who may stop the second Charleston? Any one player, with no reason and no vote (X1)."""
    asker = rng.choice(SEATS)
    others = [seat for seat in SEATS if seat != asker]
    going = rng.randint(0, 3)
    rng.shuffle(others)
    table = _table(seed, 3)
    table.answer_stop({seat: seat == asker for seat in table.seats})
    reason = rng.randrange(4)
    context = say(f"drill.stopping.who_reason{reason}", seat=asker)
    if going:
        context += " " + say("drill.stopping.who_others", seats=join_words(sorted(others[:going], key=SEATS.index)))
    prompt = say(phrasing(rng, [f"drill.stopping.who_prompt{i}" for i in range(_PHRASINGS)]), seat=asker, context=context,
                 across=receiver(asker, "across"))
    options = {
        "any-one": say("drill.stopping.opt_any_one"),
        "only-east": say("drill.stopping.opt_only_east"),
        "majority": say("drill.stopping.opt_majority"),
        "all-four": say("drill.stopping.opt_all_four"),
    }
    assert table.stopped  # the table agrees: one stop ends it
    return ChoiceQuiz(
        prompt, options, "any-one", rule="X1",
        explanation=say("drill.stopping.who_right", seat=asker),
        wrong={"only-east": ("X1", say("drill.stopping.who_wrong_east")),
               "majority": ("X1", say("drill.stopping.who_wrong_majority")),
               "all-four": ("X1", say("drill.stopping.who_wrong_all"))},
        hints=(say("exercise.second.hint1"), say("drill.stopping.who_hint2")),
    )


# ---------------------------------------------------------------- the kinds of issue 32


def _say(key: str, /, **fields: object) -> str:
    """The sentence `drill.stopping.<key>` in the language spoken."""
    return say(f"drill.stopping.{key}", **fields)


def _others(seat: Seat) -> list[Seat]:
    return [other for other in SEATS if other is not seat]


def _first_round(rng: random.Random) -> Table:
    """A fresh table (`_play.deal`) with passes 1 to 3 played: the stop question is due."""
    table = deal(rng)
    for _ in range(3):
        play(table, rng)
    assert table.phase is Phase.STOP_QUESTION
    return table


def _whole_charleston(rng: random.Random, stopper: Seat | None, offers: dict[Seat, int]) -> Table:
    """A real table played to the end: passes 1 to 3, the stop question (only `stopper`
    says stop; None: nobody), passes 4 to 6 when nobody stopped (X2), the courtesy offers
    and the courtesy pass (C1, C2)."""
    table = _first_round(rng)
    table.answer_stop(stop_answers([stopper] if stopper else []))
    while table.next_step is not None:
        play(table, rng)
    verdict = table.set_courtesy_offers(offers)
    assert verdict.ok, verdict
    play(table, rng)
    assert table.over
    return table


def _moved(table: Table) -> list[int]:
    """The passes on which tiles really moved at `table`, in order."""
    return [event.step for event in table.log if isinstance(event, PassPlayed) and event.moves]


def _context(rng: random.Random, stop: bool, courtesy: bool) -> tuple[Table, Seat, str]:
    """A whole Charleston at a real table, and the sentence that tells it: a player drawn
    stops after pass 3 or nobody does; the across pairs agree a courtesy pass or every
    player offers 0 (C3)."""
    stopper = rng.choice(SEATS)
    offers = {seat: rng.randint(1, 3) if courtesy else 0 for seat in SEATS}
    table = _whole_charleston(rng, stopper if stop else None, offers)
    key = ("ctx_stop" if stop else "ctx_go") + ("_courtesy" if courtesy else "_none")
    return table, stopper, _say(key, seat=stopper)


def _total(rng: random.Random, stop: bool) -> Exercise:
    """How many passes are played in all? 3 or 6, and the courtesy pass if any tile is
    offered (X1, X2, C1, C3): counted off the table's own log."""
    courtesy = rng.random() < 0.6
    table, _, context = _context(rng, stop, courtesy)
    answer = len(_moved(table))
    assert answer == len(passes_played(stopped=stop)) - (0 if courtesy else 1)
    if stop:
        wrong = {6: ("X1", _say("total_played_second")), 7: ("X1", _say("total_played_second"))}
    else:
        wrong = {3: ("X2", _say("total_skipped_second")), 4: ("X2", _say("total_skipped_second"))}
    if courtesy:
        wrong[answer - 1] = ("C1", _say("total_forgot_courtesy"))
    else:
        wrong[answer + 1] = ("C3", _say("total_zero"))
    return NumberQuiz(
        _say("total_prompt", context=context), answer, rule="X1" if stop else "X2",
        explanation=_say("total_right_stop" if stop else "total_right_go", count=answer,
                         courtesy=_say("with_courtesy" if courtesy else "without_courtesy")),
        wrong=wrong, otherwise=("P1", _say("total_wrong")), low=0, high=10,
        hints=(_say("total_hint1"), _say("total_hint2")),
    ).citing("C1")


def _total_stopped(rng: random.Random, seed: int) -> Exercise:
    return _total(rng, True)


def _total_nobody(rng: random.Random, seed: int) -> Exercise:
    return _total(rng, False)


def _last_pass(rng: random.Random, seed: int) -> Exercise:
    """After a stop, which pass is the last one played? The courtesy pass (7), or pass 3
    when every player offered 0 (X1, C1, C3)."""
    courtesy = rng.random() < 0.6
    table, _, context = _context(rng, True, courtesy)
    answer = _moved(table)[-1]
    wrong = {6: ("X1", _say("total_played_second"))}
    if courtesy:
        wrong[3] = ("C1", _say("total_forgot_courtesy"))
    else:
        wrong[7] = ("C3", _say("total_zero"))
    return NumberQuiz(
        _say("last_prompt", context=context), answer, rule="C1" if courtesy else "C3",
        explanation=_say("last_right_courtesy" if courtesy else "last_right_none"),
        wrong=wrong, otherwise=("X1", _say("last_wrong")), low=1, high=7,
        hints=(_say("total_hint1"), _say("last_hint2")),
    ).citing("X1")


def _next_after_stop(rng: random.Random, seed: int) -> Exercise:
    """A player stops after pass 3: what comes next? The courtesy pass, then play (C1)."""
    stopper, others, table = _stop_scene(rng)
    assert table.phase is Phase.OFFERS  # the table waits for the courtesy offers
    options = {"courtesy": _say("opt_courtesy_next"), "pass4": _say("opt_pass4_next"),
               "vote": _say("opt_vote_next"), "play": _say("opt_play_next")}
    return choice(rng, _say("next_prompt", seat=stopper, others=others), options, "courtesy", "C1", _say("next_right"),
                   {"pass4": ("X1", _say("next_wrong_pass4")), "vote": ("X1", _say("vote_wrong_again")),
                    "play": ("C1", _say("next_wrong_play"))},
                   (_say("next_hint1"), _say("next_hint2"))).citing("X1")


def _late_table(rng: random.Random, played: int) -> Table:
    """A real table where nobody stopped after pass 3 and passes up to `played` are done."""
    table = _first_round(rng)
    table.answer_stop(stop_answers([]))
    while table.passes_done[-1] < played:
        play(table, rng)
    return table


def _put_down(rng: random.Random, seat: Seat, step: int | None) -> str:
    """For a pass under way (`step`), which of the other players have put their tiles down."""
    if step is None:
        return ""
    others = _others(seat)
    rng.shuffle(others)
    placed = sorted(others[: rng.randint(1, 3)], key=SEATS.index)
    return " " + say("drill.stopping.put_down", seats=join_words(placed), step=step)


def _during_what(rng: random.Random, seed: int) -> Exercise:
    """Someone says stop while pass 4 or 5 is under way: the table finishes the second
    Charleston, left, across, right (X3)."""
    key, played, _ = rng.choice((MOMENTS[4], MOMENTS[6]))
    seat = rng.choice(SEATS)
    table = _late_table(rng, played)
    step = table.next_step
    verdict = table.answer_stop(stop_answers([seat]))
    assert not verdict.ok and verdict.rule == "X3" and table.next_step == step
    options = {"finish": _say("opt_finish"), "after_this": _say("opt_after_this"), "undo": _say("opt_undo"),
               "vote": _say("opt_vote_late")}
    moment = _say(f"moment.{key}") + _put_down(rng, seat, step)
    return choice(rng, _say("during_prompt", moment=moment, seat=seat), options, "finish",
                   "X3", _say("during_right"),
                   {"after_this": ("X3", _say("moment_wrong_late")), "undo": ("X3", _say("during_wrong_undo")),
                    "vote": ("X1", _say("vote_wrong_again"))},
                   (_say("moment_hint2"), _say("during_hint2")))


def _to_come(rng: random.Random, seed: int) -> Exercise:
    """Someone asks to stop during or after pass 4 or 5: how many passes of the second
    Charleston are still played? Counted by playing them out at the table (X3)."""
    key, played, during = rng.choice(MOMENTS[4:8])
    seat = rng.choice(SEATS)
    table = _late_table(rng, played)
    moment = _say(f"moment.{key}") + _put_down(rng, seat, played + 1 if during else None)
    assert not table.answer_stop(stop_answers([seat])).ok
    answer = 0
    while table.next_step is not None:
        play(table, rng)
        answer += 1
    assert table.phase is Phase.OFFERS
    wrong = {0: ("X3", _say("come_wrong_none"))}
    return NumberQuiz(
        _say("come_prompt", moment=moment, seat=seat), answer, rule="X3",
        explanation=_say("come_right", count=answer), wrong=wrong, otherwise=("X3", _say("come_wrong")),
        low=0, high=6, hints=(_say("moment_hint2"), _say("come_hint2")),
    )


def _goers(rng: random.Random, stopper: Seat) -> str:
    """One to three of the other players, drawn, in seat order and in words: those who
    would like to go on."""
    others = _others(stopper)
    rng.shuffle(others)
    return join_words(sorted(others[: rng.randint(1, 3)], key=SEATS.index))


def _stop_scene(rng: random.Random) -> tuple[Seat, str, Table]:
    """A player drawn stops after pass 3 and some of the others would go on: the stopper,
    those others in words, and the table, which has stopped (X1)."""
    stopper = rng.choice(SEATS)
    others = _goers(rng, stopper)
    table = _first_round(rng)
    verdict = table.answer_stop(stop_answers([stopper]))
    assert verdict.ok and table.stopped and second_charleston_stopped(seat is stopper for seat in SEATS)
    return stopper, others, table


def _reason(rng: random.Random, seed: int) -> Exercise:
    """Must a player who stops give a reason? No (X1): the table asks only yes or no."""
    stopper, others, _ = _stop_scene(rng)
    return yes_no(_say("reason_prompt", seat=stopper, others=others), False, "X1",
                   _say("reason_right", seat=stopper), ("X1", _say("reason_wrong")),
                   (_say("reason_hint1"), _say("who_hint2")))


def _vote_needed(rng: random.Random, seed: int) -> Exercise:
    """After one stop, do the players vote? No: there is no vote (X1)."""
    stopper, others, _ = _stop_scene(rng)
    return yes_no(_say("vote_needed_prompt", seat=stopper, others=others), False, "X1",
                   _say("vote_needed_right", seat=stopper), ("X1", _say("vote_needed_wrong")),
                   (_say("who_hint2"), _say("vote_needed_hint2")))


def _overrule(rng: random.Random, seed: int) -> Exercise:
    """Can the other three overrule a stop? No: one stop is enough (X1)."""
    stopper, others, _ = _stop_scene(rng)
    return yes_no(_say("overrule_prompt", seat=stopper, others=others), False, "X1",
                   _say("overrule_right", seat=stopper), ("X1", _say("overrule_wrong")),
                   (_say("who_hint2"), _say("overrule_hint2")))


def _first_required(rng: random.Random, seed: int) -> Exercise:
    """A player would rather not pass on pass 1, 2 or 3: the first Charleston is required
    (P2), and the table refuses a stop before pass 3 is over."""
    step, seat = rng.randint(1, 3), rng.choice(SEATS)
    table = deal(rng)
    while table.next_step != step:
        play(table, rng)
    refused = table.answer_stop(stop_answers([seat]))
    assert not refused.ok and pass_step(step).required
    options = {"must": _say("opt_must_pass", seat=seat), "skip": _say("opt_sit_out", seat=seat),
               "stop": _say("opt_stops_here"), "vote": _say("opt_vote_first")}
    return choice(rng, _say("first_prompt", step=step, name=pass_step(step).name, seat=seat), options, "must",
                   "P2", _say("first_right", seat=seat),
                   {"skip": ("P3", _say("first_wrong_skip")), "stop": ("P2", _say("moment_wrong_early")),
                    "vote": ("P2", _say("first_wrong_vote"))},
                   (_say("moment_hint1"), _say("first_hint2"))).citing("P3")


def _required(rng: random.Random, seed: int) -> Exercise:
    """Must pass N be played at every four-player table? Passes 1 to 3 yes (P2), 4 to 6 only
    if nobody stops (X1): read off the pass table (P1)."""
    step = rng.randint(1, 6)
    info = pass_step(step)
    prompt = _say("required_prompt", step=step, name=info.name)
    hints = (_say("required_hint1"), _say("moment_hint2"))
    if info.required:
        return yes_no(prompt, True, "P2", _say("required_right_yes"), ("P2", _say("required_wrong_first")), hints)
    return yes_no(prompt, False, "X1", _say("required_right_no", step=step),
                   ("X1", _say("required_wrong_second")), hints).citing("P1")


def _tiles(rng: random.Random, sent: bool) -> Exercise:
    """The table stops after pass 3: how many tiles has a player sent (or received) in all?
    3 on each of passes 1 to 3, plus the courtesy pass's (P6, X1, C2), counted off the
    table's moves."""
    you, stopper = rng.choice(SEATS), rng.choice(SEATS)
    count = rng.randint(0, 3)
    partner = receiver(you, "across")
    offers = {seat: (count if seat in (you, partner) else rng.randint(0, 3)) for seat in SEATS}
    table = _whole_charleston(rng, stopper, offers)
    counted = [event.sent_count(you) if sent else event.received_count(you)
               for event in table.log if isinstance(event, PassPlayed)]
    answer = sum(counted)
    assert answer == 9 + count
    wrong = {answer + 9: ("X1", _say("tiles_wrong_second"))}
    if count:
        wrong[9] = ("C1", _say("tiles_wrong_courtesy"))
    key = "sent" if sent else "received"
    return NumberQuiz(
        _say(f"{key}_prompt", you=you, seat=stopper, across=partner, count=count), answer, rule="P6",
        explanation=_say(f"{key}_right", total=answer, count=count),
        wrong=wrong, otherwise=("P6", _say("tiles_wrong")), low=0, high=30,
        hints=(_say("tiles_hint1"), _say("tiles_hint2")),
    ).citing("X1", "C2")


def _sent(rng: random.Random, seed: int) -> Exercise:
    return _tiles(rng, True)


def _received(rng: random.Random, seed: int) -> Exercise:
    return _tiles(rng, False)


def _heavenly_table(rng: random.Random) -> Table:
    """A table where East's dealt hand wins (a Heavenly Hand): the table waives the
    Charleston before any pass (H2)."""
    table = Table.deal(seed=rng.randrange(2**32), win_test=lambda rack: True)
    assert table.over and not table.passes_done and isinstance(table.log[-1], HeavenlyHand)
    return table


def _heavenly_count(rng: random.Random, seed: int) -> Exercise:
    """East declares a Heavenly Hand: how many passes are played? None (H2, P2)."""
    seat = rng.choice(SEATS[1:])
    table = _heavenly_table(rng)
    answer = len(table.passes_done)
    assert answer == len(passes_played(heavenly_hand=True))
    wrong = {3: ("P2", _say("heavenly_wrong_first")), 4: ("P2", _say("heavenly_wrong_first")),
             7: ("H2", _say("heavenly_wrong_usual"))}
    return NumberQuiz(
        _say("heavenly_count_prompt", seat=seat), answer, rule="H2", explanation=_say("heavenly_right"),
        wrong=wrong, otherwise=("H2", _say("heavenly_wrong")), low=0, high=7,
        hints=(_say("heavenly_hint1"), _say("heavenly_hint2")),
    ).citing("P2")


def _heavenly_what(rng: random.Random, seed: int) -> Exercise:
    """East declares a Heavenly Hand and another player had meant to stop after pass 3: what
    happens to the Charleston? There is none at all (H2, P2): nothing is left to stop."""
    seat = rng.choice(SEATS[1:])
    _heavenly_table(rng)
    options = {"waived": _say("opt_waived"), "first_only": _say("opt_first_only"),
               "as_usual": _say("opt_as_usual"), "vote": _say("opt_vote_heavenly")}
    return choice(rng, _say("heavenly_what_prompt", seat=seat), options, "waived", "H2", _say("heavenly_right"),
                   {"first_only": ("P2", _say("heavenly_wrong_first")), "as_usual": ("H2", _say("heavenly_wrong_usual")),
                    "vote": ("H2", _say("heavenly_wrong_vote"))},
                   (_say("heavenly_hint1"), _say("heavenly_hint2"))).citing("P2")


def _blind_stopped(rng: random.Random, seed: int) -> Exercise:
    """A player passes blind on pass 3 and the table then stops (or goes on): was the blind
    pass allowed? Yes, either way (B3); the table accepts it."""
    you = rng.choice(SEATS)
    stopper = rng.choice(_others(you))
    forward = rng.randint(1, 3)
    stop = rng.random() < 0.6
    table = deal(rng)
    play(table, rng)
    play(table, rng)
    play(table, rng, {you: PassChoice(spare(table, you, rng, 3 - forward), blind=forward)})
    verdict = table.answer_stop(stop_answers([stopper] if stop else []))
    assert verdict.ok and bool(table.stopped) is stop and table.log[-2].blind[you] == forward
    key = "blind_prompt_stop" if stop else "blind_prompt_go"
    return yes_no(_say(key, you=you, count=forward, seat=stopper), True, "B3", _say("blind_right"),
                   ("B3", _say("blind_wrong")), (_say("blind_hint1"), _say("blind_hint2"))).citing("B1")


def _pass4_way(rng: random.Random, seed: int) -> Exercise:
    """Nobody stops after pass 3: which way does pass 4 go? Left again (P4), as the table's
    next pass says."""
    you = rng.choice(SEATS)
    table = _first_round(rng)
    table.answer_stop(stop_answers([]))
    way = pass_step(table.next_step).direction
    options = {d: _say(f"way_{d}") for d in ("left", "right", "across")}
    return choice(rng, _say("way_prompt", you=you), options, way.value.lower(), "P4", _say("way_correct"),
                   {d: ("P4", _say("way_wrong")) for d in options if d != way.value.lower()},
                   (_say("way_hint1"), _say("way_hint2"))).citing("X2")


def _twice(rng: random.Random, seed: int) -> Exercise:
    """Nobody stops: who gets your tiles on both pass 3 and pass 4? Read off the moves of
    the two passes at a real table (P4, S2)."""
    you = rng.choice(SEATS)
    table = _first_round(rng)
    table.answer_stop(stop_answers([]))
    play(table, rng)
    keepers = [{move.keeper for move in event.moves if move.origin is you}
               for event in table.log if isinstance(event, PassPlayed) and event.step in (3, 4)]
    (answer,) = keepers[0] & keepers[1]
    options = {seat.value: seat.value for seat in _others(you)}
    options["nobody"] = _say("opt_nobody_twice")
    wrong = {seat: ("P4", _say("twice_wrong_seat")) for seat in options if seat not in (answer.value, "nobody")}
    wrong["nobody"] = ("P4", _say("twice_wrong_nobody"))
    return choice(rng, _say("twice_prompt", you=you), options, answer.value, "P4", _say("twice_right", seat=answer),
                   wrong, (_say("way_hint1"), _say("twice_hint2"))).citing("S2")


# Statements about stopping, each with its rule, read off the rules or a table (`_truth`).
STATEMENTS: tuple[tuple[str, str], ...] = (
    ("one_enough", "X1"), ("majority", "X1"), ("reason", "X1"), ("east_only", "X1"),
    ("late", "X3"), ("early", "P2"), ("nobody", "X2"), ("courtesy", "C1"),
)


def _truth(key: str, rng: random.Random) -> bool:
    """Whether a statement of `STATEMENTS` holds, by the rules module or a real table."""
    one = [True, False, False, False]
    if key == "one_enough":
        return second_charleston_stopped(one)
    if key == "majority":  # "three who go on outvote one stop"
        return not second_charleston_stopped(one)
    if key in ("reason", "east_only"):  # the table takes a plain yes from South, no reason asked
        table = _first_round(rng)
        table.answer_stop(stop_answers([Seat.SOUTH]))
        return not table.stopped
    if key == "late":
        table = _late_table(rng, 3)
        return table.answer_stop(stop_answers([Seat.NORTH])).rule == "X3"
    if key == "early":  # "a player may stop after pass 1"
        return not pass_step(2).required
    if key == "nobody":
        return {4, 5, 6} <= set(passes_played(stopped=False))
    if key == "courtesy":  # "a stop cancels the courtesy pass"
        return 7 not in passes_played(stopped=True)
    raise AssertionError(key)  # pragma: no cover


def _statement(rng: random.Random, seed: int) -> Exercise:
    """A player states something about stopping: is it right? (X1 to X3, P2, C1.)"""
    key, rule = rng.choice(STATEMENTS)
    seat = rng.choice(SEATS)
    true = _truth(key, rng)
    prompt = _say("statement_prompt", seat=seat, claim=_say(f"st_{key}"))
    hints = (_say("statement_hint1"), _say("moment_hint2"))
    if true:
        return yes_no(prompt, True, rule, _say(f"st_{key}_why"), (rule, _say(f"st_{key}_wrong")), hints)
    return yes_no(prompt, False, rule, _say(f"st_{key}_why"), (rule, _say(f"st_{key}_wrong")), hints)


def _which(rng: random.Random, true: bool) -> Exercise:
    """Which of four statements about stopping is the true one (or the false one)?"""
    trues = [key for key, _ in STATEMENTS if _truth(key, rng)]
    falses = [key for key, _ in STATEMENTS if not _truth(key, rng)]
    rules = dict(STATEMENTS)
    if true:
        answer, others = rng.choice(trues), rng.sample(falses, 3)
    else:
        answer, others = rng.choice(falses), rng.sample(trues, 3)
    options = {key: _say(f"st_{key}") for key in (answer, *others)}
    wrong = {key: (rules[key], _say(f"st_{key}_wrong")) for key in others}
    prompt = _say("which_true_prompt" if true else "which_false_prompt")
    return choice(rng, prompt, options, answer, rules[answer], _say(f"st_{answer}_why"), wrong,
                   (_say("statement_hint1"), _say("moment_hint2")))


def _which_true(rng: random.Random, seed: int) -> Exercise:
    return _which(rng, True)


def _which_false(rng: random.Random, seed: int) -> Exercise:
    return _which(rng, False)


KINDS = ("vote", "moment", "who", "total_stopped", "total_nobody", "last_pass", "next_after_stop",
         "during_what", "to_come", "reason", "vote_needed", "overrule", "first_required", "required",
         "sent", "received", "heavenly_count", "heavenly_what", "blind_stopped", "pass4_way", "twice",
         "statement", "which_true", "which_false")
# The seed's first draw picks a kind from _DRAW: the first three kinds, whose items differ
# most from seed to seed, and the statements (eight of them) come up more often.
_DRAW = ("vote",) * 8 + ("moment",) * 4 + ("who",) * 2 + KINDS[3:21] + ("statement",) * 3 + KINDS[22:]

_MAKERS = {
    "vote": _vote, "moment": _moment, "who": _who, "total_stopped": _total_stopped,
    "total_nobody": _total_nobody, "last_pass": _last_pass, "next_after_stop": _next_after_stop,
    "during_what": _during_what, "to_come": _to_come, "reason": _reason, "vote_needed": _vote_needed,
    "overrule": _overrule, "first_required": _first_required, "required": _required, "sent": _sent,
    "received": _received, "heavenly_count": _heavenly_count, "heavenly_what": _heavenly_what,
    "blind_stopped": _blind_stopped, "pass4_way": _pass4_way, "twice": _twice, "statement": _statement,
    "which_true": _which_true, "which_false": _which_false,
}
assert set(_MAKERS) == set(KINDS) == set(_DRAW)


def generate(seed: int) -> Exercise:
    """A fresh stopping item for `seed` (its kind drawn from `_DRAW`, see `kind_of`)."""
    rng = random.Random(whole(seed, "seed", 0, MAX_SEED))
    kind = rng.choice(_DRAW)
    return _MAKERS[kind](rng, seed)


def kind_of(seed: int) -> str:
    """Which kind of item `generate(seed)` makes (its first draw)."""
    return random.Random(whole(seed, "seed", 0, MAX_SEED)).choice(_DRAW)
