"""Lesson 2, The order of the passes: the seven-pass table, and which passes are required,
optional or a courtesy."""

from charleston_lessons.exercises import ChoiceQuiz, DirectionQuiz, NumberQuiz, count_check
from charleston_lessons.lessons.base import Lesson

__all__ = ["LESSON"]

LESSON = Lesson(
    number=2,
    slug="order-of-passes",
    title="The order of the passes",
    questions=(
        "How many passes can a Charleston have, and in what order do they come?",
        "Which passes must every table play, and which may it skip?",
        "How many tiles move on each pass?",
    ),
    objectives=(
        "Read the seven-pass table: number, name, direction, tiles, required or not.",
        "Tell the required first Charleston from the optional second one and the courtesy pass.",
        "Say how many tiles each pass moves, and why a rack never changes size.",
    ),
    teaching_minutes=7,
    exercise_minutes=6,
    rules=("P1", "P2", "P3", "P6", "X1", "X2", "C1", "C2", "H2"),
    key_points=(
        (
            "A Charleston has at most seven passes, always in this order: right, across, left; "
            "left, across, right; then the courtesy pass, across (P1)."
        ),
        (
            "Passes 1 to 3, the first Charleston, are required at every four-player table; only "
            "East declaring a Heavenly Hand skips them (P2, H2)."
        ),
        "Passes 4 to 6, the second Charleston, are played unless a player stops them after pass 3 (X1, X2).",
        (
            "Passes 1 to 6 each move exactly 3 tiles from every player; only the courtesy pass may "
            "move fewer by choice. The one exception: if all four players forward all three tiles "
            "on a blind pass, nothing moves (P3, B5)."
        ),
        "The courtesy pass, pass 7, always goes across and moves 0 to 3 tiles (C1).",
    ),
    exercises=(
        NumberQuiz(
            "Counting the courtesy pass, what is the largest number of passes a Charleston can have?",
            7,
            rule="P1",
            explanation="Three in the first Charleston, three in the second, and the courtesy pass: 7.",
            wrong={
                6: (
                    "P1",
                    "Six is both Charlestons: the question counts the courtesy pass too.",
                ),
                3: (
                    "P1",
                    (
                        "Three is the first Charleston alone, and the question asks for the most "
                        "passes a Charleston can have."
                    ),
                ),
                4: (
                    "P1",
                    (
                        "That is what a table plays when the second Charleston is stopped; the "
                        "question asks for the most there can be."
                    ),
                ),
            },
            otherwise=("P1", "Count the rows of the pass table: both Charlestons and the courtesy pass."),
            low=0,
            high=20,
            hints=(
                "Count the rows of the table.",
                "Two Charlestons of three passes each, then one more.",
            ),
            id="how-many-passes",
        ),
        ChoiceQuiz(
            "Apart from East's Heavenly Hand, which passes must every four-player table play?",
            {
                "first-three": "passes 1 to 3",
                "first-six": "passes 1 to 6",
                "all-seven": "all seven",
                "only-first": "only pass 1",
            },
            "first-three",
            rule="P2",
            explanation=(
                "The first Charleston, passes 1 to 3, is required. The second Charleston happens "
                "only if nobody stops it, and the courtesy pass is optional."
            ),
            wrong={
                "first-six": (
                    "P1",
                    (
                        "Passes 4 to 6 are the second Charleston: any one player "
                        "may stop it after pass 3, so it is not required."
                    ),
                ),
                "all-seven": (
                    "P1",
                    (
                        "Not all of them are required: the second Charleston can be stopped, and "
                        "the courtesy pass can be 0 tiles."
                    ),
                ),
                "only-first": (
                    "P2",
                    (
                        "Pass 1 is not required on its own: what is required is a whole "
                        "Charleston, not a single pass."
                    ),
                ),
            },
            hints=("Look at the Required? column.", "The first Charleston has three passes."),
            id="required-passes",
        ),
        ChoiceQuiz(
            "At a four-player table, when is the first Charleston (passes 1 to 3) skipped?",
            {
                "heavenly-hand": "when East declares a Heavenly Hand",
                "one-player-stops": "when any one player says stop",
                "all-agree": "when all four players agree",
                "never": "never",
            },
            "heavenly-hand",
            rule="P2",
            explanation=(
                "Only then: East, dealt a complete hand, declares it before any passing, and the "
                "Charleston is waived."
            ),
            wrong={
                "one-player-stops": (
                    "X1",
                    (
                        'A single "stop" ends the Charleston only after pass 3, so it can skip '
                        "the second Charleston, never the first."
                    ),
                ),
                "all-agree": (
                    "P2",
                    (
                        "The first Charleston is not up for a vote: even if all four would "
                        "rather skip it, passes 1 to 3 are played."
                    ),
                ),
                "never": (
                    "H2",
                    (
                        "Almost never, but there is one exception, and it comes before any tile "
                        "is passed."
                    ),
                ),
            },
            hints=(
                "Stopping happens after pass 3. What could happen before pass 1?",
                "Only East holds 14 tiles at the start.",
            ),
            id="heavenly-hand",
        ),
        DirectionQuiz(7, id="courtesy-across").citing("P1"),
        NumberQuiz(
            "Pass 5 (second across). You like your hand and only want to give up 2 tiles. "
            "How many must you pass?",
            3,
            rule="P3",
            explanation="Passes 1 to 6 each move exactly 3 tiles from every player, wanted or not.",
            wrong={
                2: (
                    "P3",
                    (
                        "What you want makes no difference on pass 5: passes 1 to 6 each move a "
                        "fixed number of tiles, the same for every player."
                    ),
                ),
                0: (
                    "P3",
                    (
                        "Once the second Charleston is under way, every player passes on each of "
                        "its passes, and always the same number of tiles."
                    ),
                ),
                1: (
                    "P3",
                    "Giving up fewer than the others is not an option on pass 5: passes 1 to 6 "
                    "each move a fixed number of tiles from every player.",
                ),
            },
            otherwise=(
                "P3",
                "More than that is never passed: passes 1 to 6 each move a fixed number of tiles, "
                "no more and no fewer.",
            ),
            low=0,
            high=4,
            hints=("Look at the Tiles column for pass 5.",),
            id="three-tiles",
        ),
        count_check("first", id="count-first"),
    ),
)
