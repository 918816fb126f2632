"""Lesson 6, Stopping the second Charleston, and the courtesy pass (X1-X3, C1-C4).

Its extras play real tables for the notebook: one where a single player stops the second
Charleston and the courtesy offers are then set, and one where a player tries to stop it
too late. Every table is dealt from a fixed seed, so the notebook shows the same passes
each time and its text can talk about them.
"""

from __future__ import annotations

from charleston_lessons._input import instance
from charleston_lessons.exercises import (
    BlindQuiz,
    ChoiceQuiz,
    CourtesyQuiz,
    PickPass,
    SecondCharlestonQuiz,
)
from charleston_lessons.lessons.base import Lesson
from charleston_lessons.rules import Verdict
from charleston_lessons.shown import Told, told
from charleston_lessons.strategies import RandomStrategy, take_turn
from charleston_lessons.table import Table

__all__ = ["LESSON", "STOPPER", "OFFERS", "stopped_game", "too_late", "story"]

# The scripted table of the lesson: who stops it, and what each player offers afterwards.
DEAL_SEED = 6
STOPPER = "West"
OFFERS = {"East": 3, "South": 2, "West": 1, "North": 0}


def _first_charleston(seed: int = DEAL_SEED) -> Table:
    """A dealt table with passes 1 to 3 played by legal players who never pass blind."""
    table = Table.deal(seed=seed)
    players = RandomStrategy(seed=seed, blind_chance=0.0)
    for _ in range(3):
        verdict = take_turn(table, players)
        assert verdict.ok, verdict
    return table


def stopped_game(seed: int = DEAL_SEED) -> Table:
    """Passes 1 to 3, then West alone stops the second Charleston (X1); the offers are
    East 3, South 2, West 1, North 0, so East and West swap 1 tile and South and North
    swap none (C2, C3); then the courtesy pass is played across (C1)."""
    table = _first_charleston(seed)
    table.answer_stop({seat: seat == STOPPER for seat in table.seats})
    table.set_courtesy_offers(OFFERS)
    verdict = take_turn(table, RandomStrategy(seed=seed))
    assert verdict.ok, verdict
    return table


def too_late(seed: int = DEAL_SEED) -> Verdict:
    """Nobody stops after pass 3 (X2); pass 4 is played; then South asks to stop: refused (X3)."""
    table = _first_charleston(seed)
    table.answer_stop({seat: False for seat in table.seats})
    verdict = take_turn(table, RandomStrategy(seed=seed, blind_chance=0.0))
    assert verdict.ok and table.passes_done[-1] == 4, verdict
    return table.answer_stop({seat: seat == "South" for seat in table.seats})


def story(table: Table) -> Told:
    """The table's event log in words, one line per event after the deal, each naming its
    rule, in the course's style (its text twin: "- X1: West stopped ...")."""
    table = instance(table, Table, "table")
    return told((event.rule, event.describe()) for event in table.log[1:])


# An invented rack for the courtesy pass (G5): one line wants a run of Bams and Green
# Dragons, the other a pair of 5 Bams and Souths; 7 Crak, 9 Dot and White Dragon help neither.
COURTESY_RACK = "J 1B 2B 3B 5B 5B GD GD S S 7C 9D WD"

LESSON = Lesson(
    number=6,
    slug="stopping-and-courtesy",
    title="Stopping the second Charleston, and the courtesy pass",
    questions=(
        "Who decides whether the second Charleston happens, and how?",
        "Once the second Charleston has begun, can the table change its mind?",
        "When does the courtesy pass happen, and which way does it go?",
        "How many tiles move on the courtesy pass, and what does an offer of 0 do?",
    ),
    objectives=(
        "Decide from four players' answers whether passes 4 to 6 are played.",
        "Say when it is too late to stop the second Charleston.",
        "Work out each across pair's courtesy count from their two offers.",
        "Choose a legal courtesy pass from a rack.",
    ),
    teaching_minutes=9,
    exercise_minutes=12,
    rules=("X1", "X2", "X3", "C1", "C2", "C3", "C4"),
    key_points=(
        "After pass 3, any one player may stop the second Charleston: no vote, no reason (X1).",
        "If nobody stops it, all four play passes 4, 5 and 6 (X2).",
        "Once pass 4 has started, the table finishes left, across, right (X3).",
        "The courtesy pass comes when the Charleston ends, after pass 6 or after pass 3 if stopped, and always goes across (C1).",
        "Each player offers 0 to 3 tiles to the player across; both pass the lower of the two offers (C2).",
        "An offer of 0 cancels the courtesy pass for that pair only (C3).",
        "The courtesy pass is never blind, and never carries a Joker (C4, J1).",
    ),
    exercises=(
        SecondCharlestonQuiz([False, False, True, False], id="one-no"),
        SecondCharlestonQuiz([False, False, False, False], id="nobody-stops"),
        ChoiceQuiz(
            "Nobody stopped after pass 3. Pass 4 is under way: East and South have already put "
            "their tiles down when North says \"Actually, let's stop here.\" Does the table stop?",
            {"yes": "yes", "no": "no"},
            "no",
            rule="X3",
            explanation=(
                "No: the chance to stop was the question after pass 3. Once pass 4 has started, "
                "the table plays the whole second Charleston: left, across, right."
            ),
            wrong={
                "yes": (
                    "X3",
                    "Stopping is possible at one moment only, the question after pass 3, and pass "
                    "4 has already begun.",
                )
            },
            hints=(
                "When exactly is the question \"shall we stop?\" asked?",
                "It is asked once, after pass 3, before any tile of pass 4 goes down.",
            ),
            id="too-late",
        ),
        ChoiceQuiz(
            "East stopped the second Charleston after pass 3. What happens next?",
            {
                "courtesy-across": "the courtesy pass, across",
                "courtesy-left": "the courtesy pass, to the left",
                "no-courtesy": "play begins: no courtesy pass after a stop",
                "pass-4": "pass 4, because only East stopped",
            },
            "courtesy-across",
            rule="C1",
            explanation=(
                "The Charleston has ended, so the courtesy pass comes next, and it always goes "
                "across, to the player opposite."
            ),
            wrong={
                "courtesy-left": (
                    "C1",
                    "The courtesy pass does not carry on in the last pass's direction: it has a "
                    "direction of its own, the same at every table.",
                ),
                "no-courtesy": (
                    "C1",
                    "Stopping ends the Charleston early, but it does not cancel what comes after "
                    "the Charleston.",
                ),
                "pass-4": (
                    "X1",
                    "One player saying stop is enough, whoever it is: there is no pass 4.",
                ),
            },
            hints=(
                "Stopping ends the Charleston. What always comes right after the Charleston?",
                "Pass 7 has one direction only.",
            ),
            id="after-a-stop",
        ).citing("X1"),
        CourtesyQuiz(3, 1, id="offers-3-1"),
        CourtesyQuiz(2, 3, id="offers-2-3"),
        ChoiceQuiz(
            "Courtesy offers: East 0, West 2; South 3, North 2. What happens?",
            {
                "nobody-passes": "nobody passes: East's 0 cancels it for everyone",
                "south-north-two": "East and West pass none; South and North pass 2 each",
                "south-north-three": "East and West pass none; South and North pass 3 each",
                "all-pass-two": "all four pass 2 each",
            },
            "south-north-two",
            rule="C3",
            explanation=(
                "East's 0 cancels the courtesy pass between East and West only. South and North "
                "make their own deal: 3 and 2, so the lower offer, 2, moves each way."
            ),
            wrong={
                "nobody-passes": (
                    "C3",
                    "A 0 only cancels the pass for the pair it was said in: South and North make "
                    "their own deal.",
                ),
                "south-north-three": (
                    "C2",
                    "South and North cannot pass 3 each: North offered less than that, and nobody "
                    "can be made to pass more than they offered.",
                ),
                "all-pass-two": (
                    "C3",
                    "East offered 0, and a 0 cancels the courtesy pass for East and West, so not "
                    "all four pass.",
                ),
            },
            hints=(
                "Work out each across pair on its own: East with West, then South with North.",
                "Within a pair the lower offer wins, and 0 means nothing moves for that pair.",
            ),
            id="two-pairs",
        ).citing("C2"),
        BlindQuiz(7, id="blind-7"),
        PickPass(
            7,
            COURTESY_RACK,
            agreed=1,
            good="7C 9D WD",
            prompt=(
                "Courtesy pass: you and the player across agreed on 1 tile. Your lines want the "
                "Bams, the Green Dragons and the Souths (an invented rack of 13 tiles). Choose the "
                "tile to pass."
            ),
            hints=(
                "Your pair agreed on 1, so choose exactly one tile, and never the Joker.",
                "Your lines want Bams, Green Dragons and Souths: 7 Crak, 9 Dot and White Dragon "
                "help neither.",
            ),
            id="courtesy-pick",
        ).citing("C1"),
    ),
    extras={"stopped_game": stopped_game, "too_late": too_late, "story": story},
)
