"""Drill items for the skill "stopping": who may stop the second Charleston (X1), what one
"stop" does when the other three want to go on (X1, X2: there is no vote), and when it is
too early (P2) or too late (X3) to stop. Each item is a pure function of its seed, and its
answer is what a real table (`Table.answer_stop`) does at that moment.
"""

from __future__ import annotations

import random

from charleston_lessons._input import whole
from charleston_lessons.drills import MAX_SEED
from charleston_lessons.drills._shape import phrasing
from charleston_lessons.exercises import ChoiceQuiz, Exercise
from charleston_lessons.messages import join_words, say
from charleston_lessons.rules import SEATS, receiver
from charleston_lessons.strategies import RandomStrategy, take_turn
from charleston_lessons.table import Table

__all__ = ["MOMENTS", "generate"]

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


def _yes_no(prompt: str, answer: str, rule: str, right: str, wrong: tuple[str, str], hints: tuple[str, ...]) -> ChoiceQuiz:
    other = "no" if answer == "yes" else "yes"
    return ChoiceQuiz(prompt, {"yes": "yes", "no": "no"}, answer, rule=rule, explanation=right,
                      wrong={other: wrong}, hints=hints)


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
        return _yes_no(prompt, "yes", "X1", say("drill.stopping.moment_right_yes", seat=asker),
                       ("X1", say("drill.stopping.moment_wrong_no")), hints)
    if played < 3:
        return _yes_no(prompt, "no", "P2", say("drill.stopping.moment_right_early"),
                       ("P2", say("drill.stopping.moment_wrong_early")), hints)
    return _yes_no(prompt, "no", verdict.rule, say("drill.stopping.moment_right_late"),  # X3
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


def generate(seed: int) -> Exercise:
    """One stopping item for `seed`: the four answers after pass 3 (X1, X2), a moment to
    stop that is too early, right or too late (P2, X1, X3), or who may stop (X1)."""
    seed = whole(seed, "seed", 0, MAX_SEED)
    rng = random.Random(seed)
    kind = rng.choices((_vote, _moment, _who), weights=(5, 4, 1))[0]
    return kind(rng, seed)
