"""Lesson 1, Start here: what the Charleston is, how the course works, the tiles and the seats."""

from charleston_lessons.exercises import ChoiceQuiz, NeighbourQuiz, NumberQuiz
from charleston_lessons.lessons.base import Lesson

__all__ = ["LESSON"]

LESSON = Lesson(
    number=1,
    slug="start-here",
    title="Start here",
    questions=(
        "What is the Charleston, and why does every game start with it?",
        "How does this course ask questions and grade answers?",
        "What are the 152 tiles called, and how does the course write them?",
        "Where does everyone sit, and who is on your right?",
    ),
    objectives=(
        "Say in one sentence what the Charleston is for.",
        "Read any tile's short code and long name.",
        "Name the player on your right, across and left from any seat.",
    ),
    teaching_minutes=8,
    exercise_minutes=6,
    rules=("N1", "T1", "T2", "T3", "S1", "L1"),
    key_points=(
        (
            "The Charleston is a swap of tiles before the first discard; nothing passed can be "
            "called, and no points change hands (N1)."
        ),
        "152 tiles: three suits of 1 to 9, winds, dragons, 8 flowers and 8 jokers (T1).",
        "Short codes such as 5B, N, RD, F and J, or long names such as 5 Bam (T2).",
        "East holds 14 tiles, everyone else 13 (T3).",
        "Turn order is East, South, West, North; your right is the next seat in it (S1).",
    ),
    exercises=(
        NumberQuiz(
            "How many tiles are in the American set?",
            152,
            rule="T1",
            explanation="108 suit tiles, 16 winds, 12 dragons, 8 flowers and 8 jokers: 152.",
            wrong={
                144: ("T1", "144 is a set without jokers, and the American set has jokers too."),
                136: ("T1", "136 is a set without flowers or jokers, and the American set has both."),
            },
            otherwise=(
                "T1",
                "Count the American set group by group: the three suits, the winds, the dragons, "
                "then the flowers and the jokers.",
            ),
            high=500,
            hints=("Add the suits (3 × 9 × 4), the winds and dragons, then flowers and jokers.",
                   "108 + 16 + 12 + 8 + 8."),
            id="set-size",
        ),
        ChoiceQuiz(
            "What is the short code for the tile called 9 Crak?",
            {"9c": "9C", "c9": "C9", "9k": "9K", "9d": "9D"},
            "9c",
            rule="T2",
            explanation="Number first, then the suit letter: 9C. Bams are B, Craks C, Dots D.",
            wrong={
                "c9": ("T2", "The suit letter comes after the number, not before it."),
                "9k": ("T2", "K is not a suit letter: a suit's code is the first letter of its name."),
                "9d": ("T2", "D is for Dots, and the tile asked about is a Crak."),
            },
            hints=("Short codes are the number, then the suit's first letter.",),
            id="code-9-crak",
        ),
        ChoiceQuiz(
            "Which dragon goes with Craks?",
            {"red": "Red Dragon", "green": "Green Dragon", "white": "White Dragon"},
            "red",
            rule="T1",
            explanation="Red goes with Craks, Green with Bams, and White (Soap) with Dots.",
            wrong={
                "green": ("T1", "Green goes with Bams, not with Craks."),
                "white": ("T1", "White, also called Soap, goes with Dots, not with Craks."),
            },
            hints=("Craks are often printed in red.",),
            id="dragon-craks",
        ),
        NumberQuiz(
            "How many tiles does East hold after the deal?",
            14,
            rule="T3",
            explanation="East is dealt 14 tiles and the other three players 13.",
            wrong={13: ("T3", "13 is what each of the other three players is dealt; East is dealt more, "
                              "because East makes the first discard.")},
            otherwise=(
                "T3",
                "Not after the deal: the other three players are dealt the same number, and East "
                "one more than them.",
            ),
            high=20,
            hints=("East is dealt one tile more than the others.",),
            id="east-tiles",
        ),
        NeighbourQuiz("East", "right", id="east-right").citing("S1"),
        ChoiceQuiz(
            "A tile you passed in the Charleston is exactly what the player who got it needs. "
            "Can they call it, as they could a discard?",
            {"yes": "yes", "no": "no"},
            "no",
            rule="N1",
            explanation=(
                "No: the Charleston happens before the first discard, so nothing passed can be "
                "called and no points change hands."
            ),
            wrong={"yes": ("N1", "Only discards can be called, and play has not begun: a passed tile is simply theirs.")},
            hints=("Calling a tile is part of play. When does play begin?",),
            id="no-calling",
        ),
    ),
)
