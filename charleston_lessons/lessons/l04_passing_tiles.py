"""Lesson 4, Passing tiles: face down and all at once (P5), who receives from whom (S2),
only tiles you hold (P7), and the count check (P6).

Before its first pick it says what a player is building (a hand of 14 tiles, the card,
lines; G1, G5) and draws one invented teaching line (`teaching_line`). Its extras play the
first two passes at a table of invented racks (G5), so the notebook can follow one marked
tile, East's Green Dragon, with `course.replay`, and show what the checker says about a P7
mistake.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from charleston_lessons.exercises import (
    ChoiceQuiz,
    Exercise,
    Feedback,
    NeighbourQuiz,
    PickPass,
    TileJourneyQuiz,
    Why,
    count_check,
)
from charleston_lessons.hands import CARD, Line
from charleston_lessons.lessons.base import Lesson
from charleston_lessons.messages import say
from charleston_lessons.table import Table

__all__ = [
    "LESSON",
    "TABLE_RACKS",
    "PASS_1",
    "PASS_2",
    "MARKED",
    "EAST_AFTER_PASS_1",
    "journey_table",
    "try_answer",
    "teaching_line",
    "teaching_caption",
]

# Four invented racks (G5), East 14 tiles and the others 13. The Green Dragon is the only
# one dealt, so it is easy to follow: East sends it right on pass 1, and South, who has no
# use for it, sends it across on pass 2.
TABLE_RACKS = {
    "East": "2C 3C 4C 5C 5D 6D 7D 7D F J 1B GD N W",
    "South": "3B 4B 5B 6B 6B RD RD 8C 9C 1D 9D E E",
    "West": "1C 1C 2D 3D 4D WD WD 7B 8B S F J 6C",
    "North": "6C 9B S 5B 5B 8D 8D 9D 7C 7C 3C 2B F",
}
MARKED = "GD"
PASS_1 = {"East": "1B GD N", "South": "8C 9C 1D", "West": "7B 8B S", "North": "6C 9B S"}
# East's pass 2 is the clean pass of the `pick-2` exercise below.
PASS_2 = {"East": "9B W S", "South": "GD N 9D", "West": "6C 8C 9C", "North": "2B 3C S"}
# East's rack once pass 1 is over: what East sees when choosing pass 2 (a test checks it
# against the table).
EAST_AFTER_PASS_1 = "9B 2C 3C 4C 5C 6C 5D 6D 7D 7D W S F J"


# The line drawn where the lesson says what a hand is: one line of the teaching card (G5).
TEACHING_LINE = "Flowers and sixes"


def teaching_line() -> Line:
    """The invented line the lesson draws to show what a 14-tile hand looks like (G5)."""
    return next(line for line in CARD if line.name == TEACHING_LINE)


def teaching_caption() -> str:
    """The picture's label: the line's name and notation, and that it is invented (G5)."""
    line = teaching_line()
    return say("glossary.line_caption", name=line.name, notation=line.notation)


def journey_table() -> Table:
    """The invented table after passes 1 and 2, played with the scripted choices above."""
    table = Table(TABLE_RACKS, seed=4)
    for choices in (PASS_1, PASS_2):
        verdict = table.play_pass(choices)
        if not verdict.ok:  # pragma: no cover - the script is fixed and tested
            raise RuntimeError(f"The scripted pass was refused: {verdict}")
    return table


class Said:
    """A checker's feedback shown in a notebook as its words (icon, outcome, rule, sentence)."""

    def __init__(self, feedback: Feedback) -> None:
        self.feedback = feedback

    def __repr__(self) -> str:
        return str(self.feedback)


def _with_wrong(quiz: Exercise, wrong: Mapping[str, Why]) -> Any:
    """Give a quiz more specific sentences for some wrong answers (same rules cited)."""
    for answer, (rule, sentence) in wrong.items():
        quiz.explain(answer, rule, sentence)  # type: ignore[attr-defined]
    return quiz


LESSON: Lesson  # set below; `try_answer` looks exercises up in it


def try_answer(key: str, answer: Any) -> Said:
    """What exercise `key` says to `answer`, without the widget: e.g. a P7 mistake."""
    return Said(LESSON.exercise(key).check(answer))


LESSON = Lesson(
    number=4,
    slug="passing-tiles",
    title="Passing tiles",
    questions=(
        "How do the tiles physically change hands?",
        "When you pass, whose tiles do you receive?",
        "Which tiles may you pass?",
        "How many tiles go out and come in over the whole Charleston?",
    ),
    objectives=(
        "Pass the way the table does: face down, all at once, no changes afterwards.",
        "Name, for any seat and direction, who receives your tiles and whose tiles you get.",
        "Follow a tile through two passes.",
        "Check the count: 3 out and 3 in on every pass, 18 each way over passes 1 to 6.",
    ),
    teaching_minutes=10,
    exercise_minutes=9,
    rules=("P5", "S2", "P7", "P6", "P3", "T3", "P1", "J1", "G1", "G5"),
    key_points=(
        "Tiles go face down, in front of the player who receives them (P5).",
        "Everyone passes at once: put yours down first, pick up only when all four have, "
        "and never change a pass after seeing what arrived (P5).",
        "Your tiles go the way the pass is named and new ones come from the other side: "
        "right sends right and brings from the left; across is a swap with the same player (S2).",
        "You can pass only tiles you hold right now; a tile you have sent is gone (P7).",
        "Passes 1 to 6 each send 3 and bring 3: 18 out and 18 in, except when all four "
        "forward all three on a blind pass and nothing moves; racks stay at 13 tiles, 14 for "
        "East (P6, B5).",
    ),
    exercises=(
        ChoiceQuiz(
            "Your three tiles are face down in front of your right-hand neighbour. Three tiles "
            "from your left are already waiting for you, but North is still choosing. What now?",
            {
                "pick-up-now": "Pick them up now",
                "wait-for-all": "Wait for all four",
                "peek-and-swap": "Peek, then maybe swap",
            },
            "wait-for-all",
            rule="P5",
            explanation=(
                "Everyone passes at once: pick up only when all four players have put their "
                "tiles down."
            ),
            wrong={
                "pick-up-now": (
                    "P5",
                    "Not yet: a pass is made by the whole table at once, and some players may "
                    "still be choosing.",
                ),
                "peek-and-swap": (
                    "P5",
                    "A pass cannot be changed after seeing what arrived: yours is down, and it "
                    "stays as it is.",
                ),
            },
            hints=("Think of the pass as one move made by the whole table.",),
            id="pick-up-when",
        ),
        NeighbourQuiz("South", "right", receiving=True, id="from-left"),
        NeighbourQuiz("North", "left", id="to-left"),
        _with_wrong(
            TileJourneyQuiz(MARKED, "East", [1, 2], id="journey-green-dragon"),
            {
                "South": (
                    "S2",
                    "South held it only between the passes: on pass 2 South passed it on in turn, "
                    "so follow it to the end of the last pass.",
                ),
                "East": (
                    "S2",
                    "A tile never comes back on its own after two passes: a pass right and then "
                    "a pass across take it further round the table.",
                ),
            },
        ),
        PickPass(
            2,
            EAST_AFTER_PASS_1,
            good="9B W S",
            prompt=(
                "You sit East, after pass 1 at the table above (an invented rack). Your lines "
                "want Craks 2 to 6, Dots 5 to 7 and a Flower. Pass 2 goes across: choose 3 tiles."
            ),
            id="pick-2",
        ),
        count_check("sent", id="count-sent"),
        count_check("east", id="count-east"),
    ),
    extras={
        "journey_table": journey_table,
        "try_answer": try_answer,
        "teaching_line": teaching_line,
        "teaching_caption": teaching_caption,
    },
)
