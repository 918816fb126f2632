"""Lesson 5, Blind passes: when (B1, B3), how (B2, B4), what the table does with forwarded
tiles (B5), and the Joker exception (B6, J1).

Its extras play the first Charleston at a table of invented racks (G5). Passes 1 and 2 are
ordinary; on pass 3 the notebook shows three versions: neighbours forwarding tiles so one
tile crosses several seats, the standoff where all four forward everything, and several
players forwarding at once, where everyone still hands over three real tiles.
"""

from __future__ import annotations

from charleston_lessons.exercises import BlindQuiz, ChoiceQuiz, NeighbourQuiz, NumberQuiz, PickPass
from charleston_lessons.lessons.base import Lesson
from charleston_lessons.table import Table

__all__ = [
    "LESSON",
    "TABLE_RACKS",
    "PASS_1",
    "PASS_2",
    "RELAY",
    "STANDOFF",
    "EAST_BEFORE_PASS_3",
    "relay_table",
    "standoff_table",
    "SEVERAL",
    "several_table",
]

# Four invented racks (G5), East 14 tiles and the others 13.
TABLE_RACKS = {
    "East": "1B 2B 5C 5C 7D F F J 9C 1D N W GD RD",
    "South": "1C 1C 2C 3C 8D 8D 9D GD GD 6B 7B E J",
    "West": "4B 2B F 9C 9C 2D 3D 4D WD WD 8C S N",
    "North": "3B 5C 7D 6D 6D 4D 5D 1C E E S F 9B",
}
PASS_1 = {"East": "9C 1D N", "South": "6B 7B E", "West": "S N 8C", "North": "3B 5C 7D"}
PASS_2 = {"East": "W RD GD", "South": "9C 1D N", "West": "4B 2B F", "North": "S 9B 8C"}
# East's rack when pass 3 comes round (a test checks it against the table): a Bam run, a
# Crak pung, a pair of 7 Dots, Flowers and a Joker. East's lines want every tile but one
# Flower, so the good pass 3 is that Flower and two arriving tiles forwarded unseen (G3).
EAST_BEFORE_PASS_3 = "1B 2B 2B 3B 4B 5C 5C 5C 7D 7D F F F J"
# Pass 3, the first left. West puts down three lone tiles; South forwards all three unseen;
# East keeps one arriving tile, forwards two unseen and adds its spare Flower (the good
# pass of `pick-3`); North passes three.
RELAY = {
    "East": {"own": "F", "blind": 2},
    "South": {"blind": 3},
    "West": "6B 7B RD",
    "North": "1C 9C 1D",
}
# The same pass 3 if every player forwards all three arriving tiles (B5).
STANDOFF = {seat: {"blind": 3} for seat in TABLE_RACKS}
# The same pass 3 with all four forwarding, 2, 3, 2 and 1 tiles: North, forwarding the
# fewest, puts two lone tiles down first; East and West put one down each; South forwards
# all three. Every player still hands over 3 real tiles and receives 3 (B5).
SEVERAL = {
    "East": {"own": "F", "blind": 2},
    "South": {"blind": 3},
    "West": {"own": "RD", "blind": 2},
    "North": {"own": "9C 1D", "blind": 1},
}
SEED = 0  # which arriving tiles East forwards is unseen: the table draws them with this seed


def _after_pass_2() -> Table:
    table = Table(TABLE_RACKS, seed=SEED)
    for choices in (PASS_1, PASS_2):
        _play(table, choices)
    return table


def _play(table: Table, choices: dict) -> None:
    verdict = table.play_pass(choices)
    if not verdict.ok:  # pragma: no cover - the script is fixed and tested
        raise RuntimeError(f"The scripted pass was refused: {verdict}")


def relay_table() -> Table:
    """The invented table after pass 3, with South and East forwarding tiles unseen."""
    table = _after_pass_2()
    _play(table, RELAY)
    return table


def standoff_table() -> Table:
    """The invented table after a pass 3 where all four forward all three: nothing moves."""
    table = _after_pass_2()
    _play(table, STANDOFF)
    return table


def several_table() -> Table:
    """The invented table after a pass 3 where all four forward some arriving tiles (B5)."""
    table = _after_pass_2()
    _play(table, SEVERAL)
    return table


SEATS = {"east": "East", "south": "South", "west": "West", "north": "North"}

LESSON = Lesson(
    number=5,
    slug="blind-passes",
    title="Blind passes",
    questions=(
        "On which passes may you pass tiles on without looking at them?",
        "How does a blind pass work, and is it still three tiles?",
        "Where do forwarded tiles end up, and what if everyone forwards everything?",
        "Why would anyone pass blind, and what if a Joker turns up?",
    ),
    objectives=(
        "Say on which passes a blind pass is allowed, and that pass 3 allows it even when the "
        "second Charleston is stopped.",
        "Make a legal blind pass: 1, 2 or 3 arriving tiles forwarded unseen, the rest from your "
        "rack, 3 in all.",
        "Follow forwarded tiles round the table, including the all-blind standoff.",
        "Keep a Joker out of a blind pass.",
    ),
    teaching_minutes=12,
    exercise_minutes=11,
    rules=("B1", "B2", "B3", "B4", "B5", "B6", "J1", "J2", "P3", "S2", "G3"),
    key_points=(
        "A blind pass is allowed only on pass 3 and pass 6, the last pass of each Charleston: "
        "never on passes 1, 2, 4 or 5, and never on the courtesy pass (B1).",
        "Forward 1, 2 or 3 of the tiles arriving on that pass, unseen, and make up the rest "
        "from your rack: the pass is still exactly 3 tiles (B2).",
        "A tile you have looked at is no longer blind (B2).",
        "Pass 3 may be blind whether or not a second Charleston follows (B3).",
        "On pass 3 the arriving tiles come from your right; on pass 6 from your left (B4).",
        "Forwarded tiles can travel on through several seats, and no tile is made or lost; if "
        "all four forward all three, nothing moves (B5).",
        "A Joker is never forwarded: when the tiles are picked up, a Joker among them goes back "
        "to the player who put it down from their rack, who puts down a non-joker instead (B6, J2).",
        "Some tables let the player who receives such a Joker keep it; this course follows B6.",
        "Why bother: late in a round, forwarding unseen tiles can save a pair you would "
        "otherwise break. That is advice, not a rule (G3).",
    ),
    exercises=(
        BlindQuiz(2, id="blind-2"),
        ChoiceQuiz(
            "Pass 3 is next, and you are sure someone will stop the second Charleston straight "
            "after it. May you still forward arriving tiles unseen on pass 3?",
            {"yes": "yes", "no": "no"},
            "yes",
            rule="B3",
            explanation=(
                "Yes: pass 3 is the last pass of the first Charleston, and its blind pass does "
                "not depend on whether a second Charleston follows."
            ),
            wrong={
                "no": (
                    "B3",
                    "Whether a second Charleston follows does not change what pass 3 is: the "
                    "last pass of the first Charleston, whatever comes after it.",
                )
            },
            hints=("Which Charleston does pass 3 belong to, and where in it does it come?",),
            id="pass3-stopped",
        ),
        NeighbourQuiz(
            "East",
            "left",
            receiving=True,
            prompt=(
                "You sit East. On pass 3 (first left), whose tiles arrive face down for you to "
                "keep or forward unseen?"
            ),
            id="from-right-3",
        ).citing("B4"),
        PickPass(
            3,
            EAST_BEFORE_PASS_3,
            good="F",
            arriving=3,
            prompt=(
                "You sit East, so your invented rack holds 14 tiles. Your lines want all five "
                "Bams (1, 2, 2, 3 and 4), the three 5 Craks, the pair of 7 Dots and two Flowers. "
                "Pass 3 goes left, and 3 tiles arrive face down from South. Make a pass that "
                "keeps your lines whole; you may forward arriving tiles unseen."
            ),
            id="pick-3",
        ),
        ChoiceQuiz(
            "In the replay above, West put down a Red Dragon (RD) on pass 3. Who holds it when "
            "the pass is over?",
            SEATS,
            "north",
            rule="B5",
            explanation=(
                "North: West put it down, South forwarded it unseen, East forwarded it unseen "
                "too, and North, who passed nothing blind, kept it. One tile crossed two seats."
            ),
            wrong={
                "south": (
                    "B5",
                    "South forwarded all three arriving tiles unseen and kept none, so the Red "
                    "Dragon went straight on to East.",
                ),
                "east": (
                    "B5",
                    "East kept only one arriving tile, the 6 Bam, and forwarded the other two, the "
                    "Red Dragon among them, so East does not hold it: follow its dashed arrows to "
                    "the player who kept it.",
                ),
                "west": (
                    "S2",
                    "On this pass the Red Dragon did not come back to West: follow its dashed "
                    "arrows to the first player who did not forward it.",
                ),
            },
            hints=(
                "Look for the dashed arrows: each is a hop a tile made unseen.",
                "A tile stops at the first player who does not forward it.",
            ),
            id="relay-red-dragon",
        ),
        NumberQuiz(
            "On pass 3 all four players forward all three arriving tiles unseen. How many tiles "
            "change hands?",
            0,
            rule="B5",
            explanation=(
                "None: a tile can only be forwarded once someone has put it down, and nobody put "
                "one down, so nothing moves. At a real table this is an \"I.O.U.\" standoff."
            ),
            wrong={
                12: (
                    "B5",
                    "12 would move if everyone put 3 down from the rack. Here everyone forwards "
                    "arriving tiles instead: ask who puts a tile down for them to forward.",
                ),
                3: (
                    "B5",
                    "Every player forwards what arrives, and nothing arrives unless someone puts "
                    "a tile down first: look for who put a tile down.",
                ),
            },
            otherwise=(
                "B5",
                "A blind pass only forwards tiles that someone else put down: count the tiles put "
                "down in the first place.",
            ),
            low=0,
            high=12,
            hints=(
                "Follow one tile back: who first put it down?",
                "A blind pass forwards tiles that someone else put down.",
            ),
            id="standoff-count",
        ),
        PickPass(
            6,
            "3C 4C 5C 6C 6C RD RD 9D 9D N F J J",
            good="",
            arriving=3,
            prompt=(
                "Pass 6, the second right (an invented rack of 13 tiles). Your lines want every "
                "tile you hold: Craks 3 to 6 with a pair of 6 Craks, the Red Dragon pair, the "
                "9 Dot pair, the North and the Flower. 3 tiles arrive face down from your left. "
                "Make a legal pass that keeps your lines whole."
            ),
            id="pick-6",
        ),
        ChoiceQuiz(
            "Pass 6: you are about to forward two arriving tiles unseen when you notice that one "
            "of them is a Joker, put down by mistake by the player on your left. What happens?",
            {
                "forward-anyway": "I forward it anyway",
                "keep-it": "I keep it and add a rack tile",
                "goes-back": "It goes back; they put down a non-joker",
            },
            "goes-back",
            rule="B6",
            explanation=(
                "The Joker goes back to the player on your left, who put it down, and they put "
                "down a non-joker in its place (J2). Your pass goes on as planned: still 3 "
                "tiles, and no Joker changes hands."
            ),
            wrong={
                "forward-anyway": (
                    "J1",
                    "A Joker is never passed, not even unseen: forwarding it would send it on to "
                    "another player.",
                ),
                "keep-it": (
                    "J2",
                    "A Joker passed by mistake never changes hands, on a blind pass as on any "
                    "other: keeping it would give you a Joker that was never yours to take.",
                ),
            },
            hints=(
                "Is there any pass on which a Joker may travel?",
                "Whose Joker is it? A mistake is undone, and the pass is still 3 tiles.",
            ),
            id="joker-blind",
        ),
    ),
    extras={"relay_table": relay_table, "standoff_table": standoff_table, "several_table": several_table},
)
