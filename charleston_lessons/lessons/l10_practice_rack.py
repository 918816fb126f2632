"""Lesson 10, Practice rack: keep two lines in mind, pass what helps neither, and ask the coach.

Strategy advice, not rules (G1 to G4): every pick here is graded by the pass coach
(`CoachedPick`), and after their own try a learner can ask the coach for its pass, tile
by tile. Every line and rack is invented for teaching (G5); the four lines come from the
course's teaching card, `hands.CARD`, none from a National Mah Jongg League card.
"""

from __future__ import annotations

from charleston_lessons._input import instance, text
from charleston_lessons.exercises import ChoiceQuiz, CoachedPick
from charleston_lessons.hands import CARD, Line
from charleston_lessons.lessons.base import Lesson
from charleston_lessons.messages import join_words, say

__all__ = [
    "CRAKS_RACK",
    "LESSON",
    "LONE_RACK",
    "NEARER_RACK",
    "PAIRS_RACK",
    "RUNS",
    "SIXES",
    "caption",
    "line",
    "rack",
]

# Two pairs of invented lines from the teaching card (G5).
SIXES = ("Flowers and sixes", "Sixes and the wind")  # flowers, sixes in Bam and Dot, and East
RUNS = ("Dot run", "Craks and Red")  # a climb in Dots; odd Craks with their dragon

# Invented racks (G5), 13 tiles each.
# Pass 1: every tile helps a line except three Craks, the clean first pass (G1).
CRAKS_RACK = "F F 6B 6B 6D 6D E E N J 2C 5C 9C"
# Pass 2: lone tiles no line collects (a Bam, a wind) and a Crak neither line wants (G2).
LONE_RACK = "1D 2D 3D 4D 1C 3C 3C 7C RD RD 8B W 9C"
# Pass 3: only the 2 Crak helps no line; the pairs are worth more than unseen tiles (G3).
PAIRS_RACK = "F F 6B 6B 6B 6D 6D 6D E E N N 2C"
# Pass 5: every tile helps a line, so the line further away gives up its tiles (G1).
NEARER_RACK = "1D 2D 2D 3D 4D 1C 1C 1C 3C 3C 5C 5C RD"


def line(name: str) -> Line:
    """The teaching card's line called `name` (an invented line, G5)."""
    wanted = text(name, "name", limit=200).strip().lower()
    for item in CARD:
        if item.name.lower() == wanted:
            return item
    raise ValueError(say("lesson.no_line", name=name, names=join_words([*SIXES, *RUNS])))


def caption(item: Line) -> str:
    """What a line's picture is labelled with: its name and notation, and that it is invented."""
    item = instance(item, Line, "item")
    return say("glossary.line_caption", name=item.name, notation=item.notation)


def rack(key: str) -> tuple:
    """The invented rack of this lesson's exercise `key`, as tiles (for a picture)."""
    exercise = LESSON.exercise(key)
    if not isinstance(exercise, CoachedPick):  # a choice question has no rack to draw
        raise ValueError(say("lesson.no_rack", name=key, number=LESSON.number))
    return exercise.rack


LESSON = Lesson(
    number=10,
    slug="practice-rack",
    title="Practice rack",
    questions=(
        "How do you choose three tiles to pass when you don't yet know which hand you will make?",
        "Which tiles go first?",
        "When is it worth forwarding tiles unseen instead of passing your own?",
        "Is the coach's advice a rule?",
        "How does it go over a whole Charleston, pass after pass?",
    ),
    objectives=(
        "Keep two lines in mind and pass tiles that help neither.",
        "Spot lone tiles in suits and winds your lines don't collect.",
        "Protect a pair on pass 3 by forwarding arriving tiles unseen.",
        "Tell a rule, which can refuse a pass, from advice, which cannot.",
        "Play one seat of a whole Charleston against coached bots, asking the coach when stuck.",
    ),
    teaching_minutes=8,
    exercise_minutes=22,
    rules=("G1", "G2", "G3", "G4", "G5", "J1", "P3", "P7", "B2"),
    key_points=(
        "Keep two or three lines in mind, and pass tiles that help none of them (G1).",
        "Lone tiles in suits and winds you are not collecting go first (G2).",
        "When every tile helps some line, give up tiles from the line that is further away.",
        "Protect pairs: on pass 3 or pass 6, forwarding arriving tiles unseen can save one (G3).",
        "The coach gives advice; only a rule, such as \"never pass a Joker\" (J1), can refuse a pass (G4).",
        "Practise on whole Charlestons: play a seat against coached bots, then compare your end with the coach's.",
        "Every line and rack in this course is invented for teaching, not copied from a League card (G5).",
    ),
    exercises=(
        CoachedPick(
            1,
            CRAKS_RACK,
            SIXES,
            prompt=(
                "Pass 1, the first right (an invented rack). Keep “Flowers and sixes” and “Sixes "
                "and the wind” in mind, and choose 3 tiles that help neither."
            ),
            hints=(
                "Both lines want Flowers, 6 Bams, 6 Dots and East; the second also wants a pair of Norths.",
                "Which suit does neither line use at all?",
            ),
            id="craks-first",
        ),
        ChoiceQuiz(
            "Your lines are “Dot run” and “Craks and Red”. Which tile from this invented rack "
            "should go first?",
            {"1-dot": "1 Dot", "7-crak": "7 Crak", "red-dragon": "Red Dragon", "west": "West"},
            "west",
            rule="G2",
            explanation=(
                "West: neither line collects winds, and you hold only one. Lone tiles in suits and "
                "winds your lines don't collect go first, like the lone 8 Bam."
            ),
            wrong={
                "1-dot": ("G1", "“Dot run” opens with a pair of 1 Dots: this one helps a line. Keep it."),
                "7-crak": ("G1", "“Craks and Red” wants three 7 Craks: this one helps a line. Keep it."),
                "red-dragon": (
                    "G1",
                    "Red goes with Craks, and “Craks and Red” wants three: your two Red Dragons help it.",
                ),
            },
            hints=("Which of these does neither line use at all?",),
            id="first-to-go",
        ),
        CoachedPick(
            2,
            LONE_RACK,
            RUNS,
            prompt=(
                "Pass 2, the first across (the same invented rack). Keep “Dot run” and “Craks and "
                "Red” in mind, and choose 3 tiles that help neither. Look twice at the Craks."
            ),
            hints=(
                "Start with the lone tiles: a Bam and a wind that neither line collects.",
                "“Craks and Red” wants 1, 3, 5 and 7 Crak: is every Crak you hold one of those?",
            ),
            id="lone-tiles",
        ),
        CoachedPick(
            3,
            PAIRS_RACK,
            SIXES,
            arriving=3,
            prompt=(
                "Pass 3, the first left (an invented rack). Your rack has grown toward “Sixes and "
                "the wind”, and “Flowers and sixes” is still in mind. 3 tiles arrive face down "
                "from your right. Choose a pass that keeps your pairs."
            ),
            hints=(
                "Only one tile in your rack helps neither line.",
                "The other two can be arriving tiles, forwarded unseen: the + button under the rack.",
            ),
            id="pairs-blind",
        ),
        CoachedPick(
            5,
            NEARER_RACK,
            RUNS,
            prompt=(
                "Pass 5, the second across (an invented rack). Keep “Dot run” and “Craks and Red” in "
                "mind. Every tile helps one of them: choose the 3 that cost you least."
            ),
            hints=(
                "Count how far each line is: which one is nearer?",
                "Give up tiles of the line that is further away, and keep the nearer one whole.",
            ),
            id="nearer-line",
        ),
        ChoiceQuiz(
            "Pass 2. You pass 1 Dot, 9 Crak and West: 3 tiles from your rack, no Joker. The coach "
            "would have passed three other tiles. What happens at the table?",
            {
                "refused": "The pass is refused",
                "stands": "The pass stands",
                "take-one-back": "You take one tile back",
            },
            "stands",
            rule="G4",
            explanation=(
                "It stands: 3 tiles from your rack, none a Joker, is a legal pass. The coach gives "
                "advice, and advice can never make a pass illegal; only a rule can."
            ),
            wrong={
                "refused": (
                    "G4",
                    (
                        "Only a rule can refuse a pass, such as \"never pass a Joker\" (J1). The "
                        "coach's pass is advice: you may always ignore it."
                    ),
                ),
                "take-one-back": (
                    "G4",
                    (
                        "No rule lets you take a tile back here: the coach's pass is advice, not "
                        "a rule."
                    ),
                ),
            },
            hints=("Would the table refuse this pass under any rule you know?",),
            id="coach-is-advice",
        ).citing("J1", "P3"),
    ),
    extras={"line": line, "caption": caption, "rack": rack},
)
