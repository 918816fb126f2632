"""Lesson 12, Final check: a mixed quiz from every lesson, with a score and what to revisit."""

from charleston_lessons.exercises import (
    BlindQuiz,
    ChoiceQuiz,
    CourtesyQuiz,
    DirectionQuiz,
    NeighbourQuiz,
    NumberQuiz,
    PickPass,
    SecondCharlestonQuiz,
    TileJourneyQuiz,
    count_check,
)
from charleston_lessons.lessons.base import Lesson

__all__ = ["LESSON"]

# Invented racks (G5): nothing here is a line from any League card. Both are East's,
# 14 tiles, and each prompt says which lines the player is collecting.
RACK = "2B 5B 5B 8C 8C 8C 3D 4D 6D W W GD F J"
BLIND_RACK = "5B 5B 5B 8C 8C 8C 3D 4D 5D 6D W W 9C J"

QUESTIONS = (
    # key, exercise, the lesson to revisit on a miss
    ("south-right", NeighbourQuiz("South", "right", id="south-right"), 1),
    ("codes", ChoiceQuiz(
        "Which tile is written WD?",
        {"white-dragon": "White Dragon", "west": "West", "wind": "Wind"}, "white-dragon",
        rule="T2", explanation="WD is the White Dragon, also called Soap; West is W.",
        wrong={"west": ("T2", "West is written W alone; the second letter of WD names the kind of tile."),
               "wind": ("T2", "Wind is a kind, not one tile: the four winds are written E, S, W and N.")},
        id="codes"), 1),
    ("most-passes", NumberQuiz(
        "At most, how many passes does a four-player Charleston have, courtesy included?", 7,
        rule="P1", explanation="Six passes in two rounds, then the courtesy pass: seven.",
        wrong={6: ("P1", "Six is both rounds; the question counts the courtesy pass too."),
               3: ("P1", "Three is the first Charleston alone; the question asks for the most, courtesy included.")},
        otherwise=("P1", "Count both Charlestons, then the courtesy pass."),
        high=20, id="most-passes"), 2),
    ("required", ChoiceQuiz(
        "Which passes must every four-player table play (unless East has a Heavenly Hand)?",
        {"first-three": "passes 1 to 3", "first-six": "passes 1 to 6", "all-seven": "all seven"},
        "first-three",
        rule="P2", explanation="The first Charleston, passes 1 to 3, is required; the rest can be stopped or refused.",
        wrong={"first-six": ("X1", "Any one player may stop the second Charleston after pass 3."),
               "all-seven": ("C3", "The courtesy pass is optional: an offer of 0 cancels it.")},
        id="required"), 2),
    ("direction-5", DirectionQuiz(5, id="direction-5"), 3),
    ("direction-6", DirectionQuiz(6, id="direction-6"), 3),
    ("journey", TileJourneyQuiz("GD", "West", [1, 2, 3], id="journey"), 4),
    ("count", count_check("sent", id="count"), 4),
    ("pick-2", PickPass(
        2, RACK, good="2B GD F",
        prompt="You sit East, so your invented rack holds 14 tiles. Your lines want the pair of 5 Bams, "
               "the three 8 Craks, Dots 3 to 6 and the pair of Wests. Pass 2 goes across: choose 3 tiles.",
        id="pick-2"), 4),
    ("blind-across", BlindQuiz(5, id="blind-across"), 5),
    ("blind-6", PickPass(
        6, BLIND_RACK, good="9C", arriving=3,
        prompt="You sit East on pass 6, with an invented rack of 14 tiles. Your lines want the three "
               "5 Bams, the three 8 Craks, Dots 3 to 6 and the pair of Wests. 3 tiles arrive face down "
               "from your left: make the pass that costs your lines nothing.",
        id="blind-6"), 5),
    ("standoff", NumberQuiz(
        "On pass 3 all four players forward all three arriving tiles unseen. How many tiles move?", 0,
        rule="B5", explanation="Nobody puts a tile down, so nothing moves: the table's I.O.U. standoff.",
        wrong={3: ("B5", "Every tile that would move is one someone forwards unseen: ask who puts one down first."),
               12: ("B5", "Twelve would move on an ordinary pass; here every player forwards instead of putting "
                          "tiles down.")},
        otherwise=("B5", "A blind pass only forwards tiles that someone else put down: count the tiles put down "
                         "in the first place."),
        high=12, id="standoff"), 5),
    ("one-no", SecondCharlestonQuiz([False, False, False, True], id="one-no"), 6),
    ("courtesy-zero", CourtesyQuiz(2, 0, id="courtesy-zero"), 6),
    ("too-late", ChoiceQuiz(
        "Pass 4 has begun and North would now like to stop. Can she?",
        {"yes": "yes", "no": "no"}, "no",
        rule="X3", explanation="Once pass 4 has started, the table finishes left, across, right.",
        wrong={"yes": ("X3", "The chance to stop was after pass 3; once pass 4 starts, all three are played.")},
        id="too-late"), 6),
    ("joker-agreed", ChoiceQuiz(
        "On the courtesy pass you and the player across both agree to swap a joker. Allowed?",
        {"yes": "yes", "no": "no"}, "no",
        rule="J1", explanation="Jokers are never passed, even when both players agree.",
        wrong={"yes": ("J1", "Agreement changes nothing: a joker is never passed, courtesy pass included.")},
        id="joker-agreed"), 7),
    ("joker-mistake", ChoiceQuiz(
        "Pass 3 is a blind pass. Among the three tiles arriving face down from your right is a joker, "
        "put down by mistake. What happens to it?",
        {"goes-back": "it goes back, and its passer puts down a non-joker instead",
         "keep-it": "you keep it, and pass a rack tile",
         "forward-unseen": "you forward it on unseen", "leaves-game": "it leaves the game"},
        "goes-back",
        rule="B6", explanation="On a blind pass as on any other, a joker passed by mistake goes back to whoever "
                               "put it down, who puts down a non-joker instead (J2).",
        wrong={"keep-it": (
                   "J2", "A joker never changes hands in the Charleston, blind pass or not, so it cannot stay with you."),
               "forward-unseen": (
                   "B6", "A joker is never forwarded, not even unseen: that would send it on to another player."),
               "leaves-game": ("J2", "No tile leaves the game in the Charleston: a joker passed by mistake is undone, "
                                     "not removed.")},
        id="joker-mistake"), 7),
    ("worked-6", NumberQuiz(
        "In the worked example, how many tiles did the player forward unseen on pass 6?", 3,
        rule="W", explanation="All three: the player held nothing they wanted to give up.",
        otherwise=("B2", "A blind pass is still a full pass: look at how many tiles the player took from the rack "
                         "on pass 6."),
        high=3, id="worked-6").citing("B2"), 8),
    ("who-declares", ChoiceQuiz(
        "Who can declare Mah Jongg during the Charleston?",
        {"east": "East", "south": "South", "west": "West", "north": "North", "anyone": "anyone"},
        "east",
        rule="H1", explanation="Only East, who holds 14 tiles; the others hold 13 and must wait for play.",
        wrong={"anyone": ("H1", "Not anyone: a winning hand needs 14 tiles, and during the Charleston only one "
                                "seat holds that many.")},
        otherwise=("H1", "That seat holds 13 tiles during the Charleston, one short of a hand, so it waits for play."),
        id="who-declares"), 9),
    ("three-players", NumberQuiz(
        "Three players sit down to play by League rules. How many passes do they make?", 0,
        rule="F1", explanation="None: with fewer than four there is no Charleston and no courtesy pass.",
        wrong={3: ("F1", "A table of three does not play even the first round."),
               7: ("F1", "Seven is the most a table of four can play, and League rules treat a table of three "
                         "differently.")},
        otherwise=("F1", "Under League rules the Charleston needs four players: count what that leaves a table of "
                         "three."),
        high=7, id="three-players"), 9),
    ("neither-line", ChoiceQuiz(
        "Your two invented lines want flowers, sixes in Bam and Dot, and East. Which tile helps neither?",
        {"9-crak": "9 Crak", "6-bam": "6 Bam", "flower": "Flower", "east": "East"}, "9-crak",
        rule="G1", explanation="Neither line has a place for a Crak: it is the clean tile to pass.",
        wrong={"6-bam": ("G1", "Both lines want sixes in Bam: keep the 6 Bam."),
               "flower": ("G1", "Both lines want flowers: keep it."),
               "east": ("G1", "Both lines want East: keep it.")},
        id="neither-line").citing("G2"), 10),
    ("blind-or-break", ChoiceQuiz(
        "Pass 3, and the only way to fill three slots from your rack is to break a pair your line needs. "
        "What does the course's strategy advice suggest?",
        {
            "forward-unseen": "forward arriving tiles unseen",
            "break-pair": "break the pair",
            "stop-now": "stop the Charleston now",
        },
        "forward-unseen",
        rule="G3", explanation="A blind pass fills the slots without giving up the pair: it protects the hand.",
        wrong={"break-pair": ("G3", "Legal, but it costs your line a tile it needs: look for a way to fill the pass "
                                    "without one."),
               "stop-now": ("X1", "The stop question comes after pass 3; pass 3 itself must be played.")},
        id="blind-or-break").citing("B1"), 11),
)

LESSON = Lesson(
    number=12,
    slug="final-check",
    title="Final check",
    questions=(
        "Can you put everything together: the order, blind passes, stopping, the courtesy pass, jokers and East?",
        "Which lessons are worth another look?",
    ),
    objectives=(
        "Answer a mixed set of questions drawn from every lesson.",
        "Read your score and the lessons to revisit for each miss.",
    ),
    teaching_minutes=2,
    exercise_minutes=20,
    rules=("P1", "P2", "P4", "S2", "P6", "B1", "B2", "B5", "B6", "X1", "X3", "C3", "J1", "J2", "W", "H1", "F1", "G1", "G3"),
    key_points=(
        "Right, over, left; left, over, right; then the courtesy pass across (ROLLOR, P4).",
        "Blind passes only on passes 3 and 6 (B1); one \"no\" stops the second Charleston (X1).",
        "The lower courtesy offer wins, and 0 cancels it for that pair (C2, C3).",
        "A joker is never passed, not even by agreement (J1); one passed by mistake goes back, blind pass or not (J2, B6).",
        "Only East can declare during the Charleston (H1); three players skip it (F1).",
    ),
    exercises=tuple(exercise for _key, exercise, _lesson in QUESTIONS),
    revisit={key: number for key, _exercise, number in QUESTIONS},
)
