"""Lesson 3, ROLLOR: "right, over, left" for the first Charleston, ROLLOR for both, and the
same neighbour twice on passes 3 and 4."""

from charleston_lessons.exercises import ChoiceQuiz, DirectionQuiz, NeighbourQuiz, TileJourneyQuiz
from charleston_lessons.lessons.base import Lesson

__all__ = ["LESSON"]


def _same_neighbour() -> NeighbourQuiz:
    """Passes 3 and 4 go to the same seat (P4), asked from South, whose left is East."""
    quiz = NeighbourQuiz(
        "South",
        "left",
        prompt="You sit South. Who receives the tiles you pass on pass 3, and again on pass 4?",
        id="same-neighbour",
    )
    quiz.explain(
        "North",
        "P4",
        "North sits across from you, and across is for passes 2 and 5, not 3 and 4: find "
        "passes 3 and 4 among the letters of ROLLOR.",
    )
    return quiz.citing("P4")


def _tile_comes_home() -> TileJourneyQuiz:
    """A tile nobody wants, passed on at every pass of both rounds (P1, P4)."""
    quiz = TileJourneyQuiz(
        "9C",
        "East",
        [1, 2, 3, 4, 5, 6],
        prompt=(
            "Nobody wants the 9 Crak. East passes it on pass 1, and each player who receives it "
            "passes it on at the very next pass, all the way to pass 6. Who holds it after pass 6?"
        ),
        id="tile-comes-home",
    )
    quiz.explain(
        "West",
        "P4",
        "West holds it after pass 3, only halfway: keep following it through the second "
        "round, passes 4, 5 and 6.",
    )
    return quiz.citing("P4")


LESSON = Lesson(
    number=3,
    slug="rollor",
    title="ROLLOR",
    questions=(
        "How do players remember which way each pass goes?",
        "Why does the second Charleston start to the left, not the right?",
        "Who gets your tiles on passes 3 and 4?",
    ),
    objectives=(
        'Say "right, over, left" for the first Charleston and ROLLOR for both.',
        "Give the direction of any of passes 1 to 7 without looking it up.",
        "Name the neighbour who receives your tiles twice in a row, from any seat.",
    ),
    teaching_minutes=5,
    exercise_minutes=8,
    rules=("P4", "P1", "S1", "S2", "C1"),
    key_points=(
        'First Charleston: "right, over, left", where "over" means across (P4).',
        (
            "Both Charlestons: ROLLOR, Right, Over, Left, Left, Over, Right; letter 1 is pass 1, "
            "letter 6 is pass 6 (P4)."
        ),
        "The second round is the first one backwards, so it starts to the left, not the right (P4).",
        "Passes 3 and 4 both go left: the same neighbour gets your tiles twice in a row (P4).",
        "Pass 7, the courtesy pass, is not in ROLLOR: it always goes across (C1).",
    ),
    exercises=(
        ChoiceQuiz(
            'In "right, over, left" and in ROLLOR, what does "over" mean?',
            {"across": "across", "next-seat": "on to the next seat", "optional": "optional"},
            "across",
            rule="P4",
            explanation='"Over" means across the table, to the player sitting opposite you.',
            wrong={
                "next-seat": (
                    "P4",
                    (
                        "The next seat in turn order is your right, and ROLLOR already has a "
                        "letter for that: R."
                    ),
                ),
                "optional": (
                    "P4",
                    (
                        "The letters of ROLLOR are directions, not notes on which passes are "
                        'optional: "over" names where the tiles go.'
                    ),
                ),
            },
            hints=("Picture the tiles going over the middle of the table.",),
            id="over-means",
        ),
        DirectionQuiz(3, prompt="Pass 3: which way do your tiles go?", id="direction-3"),
        DirectionQuiz(4, prompt="Pass 4: which way do your tiles go?", id="direction-4"),
        DirectionQuiz(6, prompt="Pass 6: which way do your tiles go?", id="direction-6"),
        _same_neighbour(),
        _tile_comes_home(),
    ),
)
