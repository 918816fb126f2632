"""Lesson 7, Jokers: never passed (J1), given back when passed by mistake (J2), and the
difference between a rule and a piece of advice (G4, G3).

Its extras play one pass at a table of invented racks (G5): once with a Joker chosen on
purpose, which the table refuses (J1), and once with a Joker put down by mistake, which
comes straight back while a non-joker goes instead (J2).
"""

from __future__ import annotations

from charleston_lessons.exercises import ChoiceQuiz, NumberQuiz, PickPass
from charleston_lessons.lessons.base import Lesson
from charleston_lessons.lessons.l06_stopping_and_courtesy import story
from charleston_lessons.rules import Verdict
from charleston_lessons.shown import Told, said
from charleston_lessons.table import PassChoice, Table

__all__ = ["LESSON", "TABLE_RACKS", "joker_verdict", "joker_refused", "joker_mistake"]

# Four invented racks (G5): East 14 tiles, the others 13, each holding one Joker.
TABLE_RACKS = {
    "East": "J 2C 2C 5C 6C 7C 9B N N F 3D 3D WD RD",
    "South": "1B 2B 3B 4B 5B GD GD E E 8D 9D F J",
    "West": "6B 6B 7B 8B 1C J 4D 5D 6D W W S RD",
    "North": "2D 3D 4D 7D 8D 9C 9C 3C 4C F F S J",
}
# Pass 1 (right) for South, West and North; East's choice differs between the two extras.
OTHERS = {"South": "8D 9D F", "West": "1C S RD", "North": "7D 3C 4C"}
EAST_WITH_JOKER = "J 9B WD"
EAST_INSTEAD = "RD"


def _table() -> Table:
    return Table(TABLE_RACKS, seed=7)


def joker_verdict() -> Verdict:
    """East chooses a Joker for pass 1 on purpose: the table refuses the pass (J1)."""
    return _table().play_pass({"East": EAST_WITH_JOKER, **OTHERS})


def joker_refused() -> Told:
    """What the table says to East's Joker chosen on purpose, in the course's style."""
    return said(joker_verdict())


def joker_mistake() -> Table:
    """East puts a Joker down by mistake on pass 1: South hands it back and East's Red
    Dragon goes instead (J2). Returns the table after pass 1."""
    table = _table()
    verdict = table.play_pass({"East": PassChoice(EAST_WITH_JOKER, instead=EAST_INSTEAD), **OTHERS})
    assert verdict.ok, verdict
    return table


# An invented rack for the pick exercise (G5): one line wants Dots in a row and a Flower,
# the other Norths and a South with a Flower; 2 Crak, 8 Crak and 9 Bam help neither.
PICK_RACK = "J J 3D 4D 5D 7D N N S 2C 8C 9B F"

LESSON = Lesson(
    number=7,
    slug="jokers",
    title="Jokers",
    questions=(
        "Can a Joker ever be passed in the Charleston?",
        "What happens when a Joker is passed by mistake?",
        "Which Charleston habits are rules, and which are only advice?",
    ),
    objectives=(
        "Choose a legal pass from a rack that holds Jokers.",
        "Say what the table does with a Joker passed by mistake.",
        "Tell a rule from a piece of advice, with \"never pass a Joker\" and \"never break a pair\".",
    ),
    teaching_minutes=7,
    exercise_minutes=8,
    rules=("J1", "J2", "B6", "G4", "G3"),
    key_points=(
        "A Joker is never passed: not on any of the seven passes, not blind, not on the courtesy pass, not even when both players agree (J1).",
        "A Joker in your rack stays there through the whole Charleston (J1).",
        "A Joker passed by mistake goes back to the player who passed it, who passes a non-joker instead (J2); on a blind pass too, so no Joker is ever forwarded (B6).",
        "\"Never pass a Joker\" is a rule; \"never break a pair\" is only advice (G4, G3).",
    ),
    exercises=(
        PickPass(
            2,
            PICK_RACK,
            good="2C 8C 9B",
            prompt=(
                "Pass 2 goes across (an invented rack of 13 tiles). One of your lines wants 3, 4, "
                "5 and 7 Dot with a Flower, the other your Norths and the South with a Flower. "
                "Choose 3 tiles to pass."
            ),
            hints=(
                "Exactly 3 tiles, and however many Jokers you hold, none of them can go.",
                "Your lines want Dots, Norths, a South and a Flower. Look at the Craks and the Bam.",
            ),
            id="pick-no-joker",
        ),
        NumberQuiz(
            "You are dealt 2 Jokers. Both Charlestons and the courtesy pass are played. "
            "How many Jokers do you hold at the end?",
            2,
            rule="J1",
            explanation=(
                "2: a Joker never leaves your rack during the Charleston, and none can end up in "
                "yours: one passed to you by mistake goes back (J2)."
            ),
            wrong={
                0: ("J1", "Jokers never leave your rack in the Charleston, so none of yours can have gone."),
                1: ("J1", "Not even the courtesy pass can carry a Joker, so you cannot have lost one."),
                3: ("J2", "A Joker passed to you by mistake goes back to its passer, so none is added to yours."),
                4: ("J2", "A Joker passed to you by mistake goes back to its passer, so none is added to yours."),
            },
            otherwise=(
                "J1",
                "No pass can add a Joker to your rack or take one away: start from what you were dealt.",
            ),
            low=0,
            high=5,
            hints=("Can a Joker leave your rack? And if one reaches you by mistake, does it stay?",),
            id="jokers-kept",
        ),
        ChoiceQuiz(
            "Courtesy pass. The player across says: \"I'll swap a Joker for one of yours, if "
            "you agree.\" You do agree. May the two of you swap?",
            {
                "if-both-agree": "yes, if both agree",
                "courtesy-is-friendly": "yes: the courtesy pass is a friendly extra",
                "if-blind": "yes, if it goes blind",
                "never": "no, never",
            },
            "never",
            rule="J1",
            explanation=(
                "No: the Joker rule has no exceptions. No pass of the seven may carry a Joker, "
                "whatever the two players would like."
            ),
            wrong={
                "if-both-agree": (
                    "J1",
                    "Agreeing changes nothing: the rule against passing Jokers has no exception, "
                    "not even when both players want the swap.",
                ),
                "courtesy-is-friendly": (
                    "J1",
                    "Friendly or not, the courtesy pass is one of the seven passes, and none of "
                    "them may carry a Joker.",
                ),
                "if-blind": (
                    "J1",
                    "A blind pass cannot carry a Joker either, and the courtesy pass is never "
                    "blind anyway (C4).",
                ),
            },
            hints=(
                "Does the Joker rule list any exceptions?",
                "It covers every pass, blind or not, courtesy or not, agreed or not.",
            ),
            id="by-agreement",
        ).citing("C4"),
        ChoiceQuiz(
            "You sit West. On pass 1 you pick up the 3 tiles South passed you, and one of them "
            "is a Joker: South put it down by mistake. What happens?",
            {
                "keep-it": "I keep it: it reached me fairly",
                "give-back-replaced": "I give it back; South passes me a non-joker instead",
                "give-back-two-tiles": "I give it back, and this pass I get only 2 tiles",
                "leaves-game": "the Joker goes out of the game",
            },
            "give-back-replaced",
            rule="J2",
            explanation=(
                "The Joker goes back to South, who sends you a non-joker tile in its place, so "
                "you still receive 3 tiles and South keeps the Joker."
            ),
            wrong={
                "keep-it": (
                    "J2",
                    "A Joker never changes hands in the Charleston, even by accident, so it "
                    "cannot stay with you.",
                ),
                "give-back-two-tiles": (
                    "J2",
                    "A pass is still 3 tiles when a Joker goes back: you are not left a tile "
                    "short.",
                ),
                "leaves-game": (
                    "J2",
                    "No tile leaves the game in the Charleston: a Joker passed by mistake is "
                    "undone, not removed.",
                ),
            },
            hints=(
                "Whose Joker is it, and where should it be?",
                "The mistake is undone, and the pass is still 3 tiles.",
            ),
            id="joker-by-mistake",
        ),
        ChoiceQuiz(
            "Which of these is a rule of the Charleston, not just advice?",
            {
                "never-pass-joker": "never pass a Joker",
                "never-break-pair": "never break a pair",
                "lone-tiles-first": "pass lone tiles first",
            },
            "never-pass-joker",
            rule="G4",
            explanation=(
                "\"Never pass a Joker\" is rule J1: a pass with a Joker is refused. The other two "
                "are good habits that you may break when your hand needs it."
            ),
            wrong={
                "never-break-pair": (
                    "G3",
                    "That one is advice: keeping pairs is usually wise, but passing one half of a "
                    "pair is perfectly legal. Look for the one a pass is refused for (G4).",
                ),
                "lone-tiles-first": (
                    "G2",
                    "That one is advice: lone tiles are usually the first to go, but nothing "
                    "forbids passing others. Look for the one a pass is refused for (G4).",
                ),
            },
            hints=("Which one would make the table refuse your pass?",),
            id="rule-or-advice",
        ).citing("J1"),
        ChoiceQuiz(
            "Pass 2. You hold two 8 Dots and pass one of them, with a 1 Bam and a 9 Crak, "
            "breaking your pair. Is that pass allowed?",
            {"yes": "yes", "no": "no"},
            "yes",
            rule="G4",
            explanation=(
                "Yes: it is 3 tiles from your rack and none is a Joker, so it is legal. \"Never "
                "break a pair\" is advice (G3), not a rule, and sometimes a pair is worth giving up."
            ),
            wrong={
                "no": (
                    "G4",
                    "Breaking a pair may be poor strategy, but strategy is advice (G3): ask "
                    "whether any rule refuses this pass.",
                )
            },
            hints=(
                "Check the pass against the rules alone: 3 tiles, all from your rack, no Joker.",
                "Is \"never break a pair\" a rule, or a habit that usually helps?",
            ),
            id="break-a-pair",
        ).citing("G3", "J1", "P3"),
    ),
    extras={"joker_refused": joker_refused, "joker_mistake": joker_mistake, "story": story},
)
