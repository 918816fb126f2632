"""Lesson 9, East, Mah Jongg and short tables: who may declare during the Charleston (H1),
the Heavenly Hand (H2), a hand a round completes (H3), three or two players (F1), the
ghost seat as a house rule (F2), and the dance story as lore (L1).

The tables here are scripted and seeded, so the notebook shows the same thing every run.
A "winning hand" is an invented 14-tile target (G5); `wins` is the table's win test.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Mapping, Sequence
from typing import Any

from charleston_lessons._input import instance, whole
from charleston_lessons.exercises import ChoiceQuiz, NumberQuiz
from charleston_lessons.lessons.base import Lesson
from charleston_lessons.messages import join_words, say
from charleston_lessons.rules import passes_played as _passes_played
from charleston_lessons.shown import Told, said, told
from charleston_lessons.table import Table
from charleston_lessons.tiles import Tile, full_set, parse_tiles

__all__ = [
    "LESSON",
    "TARGET",
    "declare",
    "describe",
    "ghost_table",
    "passes_played",
    "heavenly_table",
    "round_table",
    "target",
    "three_players",
    "wins",
]

# East's invented winning hand for this lesson: not from any National Mah Jongg League card.
TARGET: tuple[Tile, ...] = tuple(parse_tiles("F F 3B 3B 3B 4C 4C 4C 5D 5D 5D N N N"))
_TARGET_COUNT = Counter(TARGET)


def wins(rack: Sequence[Tile]) -> bool:
    """The lesson's win test: the rack is exactly the invented target. The rack is read as
    tiles with a limit (`parse_tiles`), so an endless one is refused at once."""
    return Counter(parse_tiles(rack)) == _TARGET_COUNT


def target() -> tuple[Tile, ...]:
    """East's invented winning hand."""
    return TARGET


def heavenly_table(seed: int = 2027) -> Table:
    """East is dealt the invented target; the others get the rest of a seeded shuffle (H2)."""
    seed = whole(seed, "seed")
    rest = Counter(full_set())
    rest.subtract(TARGET)
    pool = sorted(rest.elements())
    random.Random(seed).shuffle(pool)
    racks = {"East": TARGET, "South": pool[:13], "West": pool[13:26], "North": pool[26:39]}
    return Table(racks, seed=seed, win_test=wins)


# A first Charleston that leaves East holding the target after pass 3 (H3). Invented racks.
ROUND_RACKS: Mapping[str, str] = {
    "East": "F F 3B 4C 5D 1C 9C 7B 9B W S GD RD 2D",
    "South": "5D 5D N 9B 8B 1B W RD 8D 8D 6B E E",
    "West": "4C 4C N 2B 7D J 2C 3D 8B 7C 9D 7C J",
    "North": "3B 3B N 6B 5C 7B 8D 7B 7B GD GD RD J",
}
ROUND_SCRIPT: Mapping[int, Mapping[str, str]] = {
    1: {"East": "1C 9C 7B", "South": "9B 8B 1B", "West": "2B 7D 2C", "North": "3B 3B N"},
    2: {"East": "9B W S", "South": "W RD 8D", "West": "4C 4C N", "North": "6B 5C 7B"},
    3: {"East": "GD RD 2D", "South": "5D 5D N", "West": "3D 8B 7C", "North": "8D 7B 7B"},
}


def round_table(upto: int = 3) -> Table:
    """The first Charleston of `ROUND_RACKS`, played through pass `upto` (0 to 3)."""
    upto = whole(upto, "upto", 0, 3)
    table = Table(ROUND_RACKS, seed=0, win_test=wins)
    for step in range(1, upto + 1):
        verdict = table.play_pass(ROUND_SCRIPT[step])
        if not verdict.ok:  # pragma: no cover - the script is checked by the tests
            raise RuntimeError(f"The lesson's script broke a rule: {verdict}")
    return table


def three_players(seed: int = 9) -> Table:
    """A seeded deal for three players: no Charleston at all (F1)."""
    return Table.deal(seed, players=3)


def ghost_table(seed: int = 9) -> Table:
    """Three players and a ghost North that keeps the passes: a house rule (F2)."""
    return Table.deal(seed, players=3, ghost=True)


def describe(table: Any) -> Told:
    """What happened at `table`, event by event, in the words the table uses, each with its
    rule IDs: a numbered list in the course's style (text twin "1. Dealt: ... (T3)")."""
    table = instance(table, Table, "table")
    return told(((_rules(event), event.describe()) for event in table.log), numbered=True)


def declare(table: Table, seat: str) -> Told:
    """`seat` declares Mah Jongg at `table` (H1, H3), and what the table says, in the
    course's style."""
    table = instance(table, Table, "table")
    return said(table.declare_mah_jongg(seat))


def passes_played(players: int = 4) -> Told:
    """Which passes a table of `players` plays, said in a sentence with its rule (P1, F1)."""
    played = _passes_played(players=players)
    if not played:
        return told([("F1", say("table.passes_none", players=players))])
    numbers = [str(n) for n in played]
    listed = join_words(numbers)
    return told([("P1", say("table.passes_all", players=players, passes=listed, count=len(played)))])


def _rules(event: Any) -> str:
    # A deal with a ghost seat is T3 and the F2 house rule at once.
    return f"{event.rule}, F2" if getattr(event, "ghosts", ()) else event.rule


LESSON = Lesson(
    number=9,
    slug="east-and-short-tables",
    title="East, Mah Jongg and short tables",
    questions=(
        "Who can declare Mah Jongg during the Charleston, and why only them?",
        "What happens when East is dealt a complete hand?",
        "When may East declare a hand that the passes complete?",
        "What do three or two players do instead of the Charleston?",
    ),
    objectives=(
        "Explain why only East can declare during the Charleston.",
        "Tell a Heavenly Hand (declared before any pass) from a hand a round completes (declared once that round is over).",
        "Say what a table of three or two does, and label a ghost seat as a house rule.",
    ),
    teaching_minutes=10,
    exercise_minutes=7,
    rules=("H1", "H2", "H3", "T3", "F1", "F2", "L1", "B2", "G5"),
    key_points=(
        "Only East can declare during the Charleston: only East holds 14 tiles (H1).",
        "A Heavenly Hand is declared before any pass; the Charleston is waived and all three pay double, as if self-drawn (H2).",
        "A hand a round completes is declared once that round is over: after pass 3 or after pass 6 (H3).",
        "Some writers say East must keep passing instead; this course follows H3.",
        "Three or two players: no Charleston and no courtesy pass; East opens by discarding (F1).",
        "A ghost seat that keeps the passes is a house rule, not a League rule (F2).",
    ),
    exercises=(
        ChoiceQuiz(
            "Pass 3 is over: the first Charleston has just ended. Which seat could declare Mah "
            "Jongg now, if its rack made a winning hand?",
            {"east": "East", "south": "South", "west": "West", "north": "North"},
            "east",
            rule="H1",
            explanation=(
                "Only East: a winning hand has 14 tiles, and during the Charleston only East holds "
                "14. East may declare once a round is over, as the first one now is (H3)."
            ),
            otherwise=(
                "H1",
                "That seat holds 13 tiles during the Charleston, one short of a hand, so it waits for play.",
            ),
            hints=("How many tiles make a complete hand?", "Who was dealt one tile more than the others?"),
            id="who-declares",
        ).citing("T3", "H3"),
        ChoiceQuiz(
            "East is dealt a complete hand. Must the table play the first Charleston before East "
            "may declare it?",
            {"yes": "yes", "no": "no"},
            "no",
            rule="H2",
            explanation=(
                "No: East declares a Heavenly Hand before any tile is passed, and the Charleston "
                "is waived."
            ),
            wrong={
                "yes": (
                    "H2",
                    "The first Charleston is required in every game but one, and a hand complete before any pass is that one.",
                )
            },
            hints=("What would passing do to a complete hand?",),
            id="heavenly-first",
        ),
        ChoiceQuiz(
            "How is a Heavenly Hand paid?",
            {
                "double-all": "Double, by all three",
                "single-all": "Single, by all three",
                "double-south": "Double, by South",
            },
            "double-all",
            rule="H2",
            explanation="As if East had drawn the winning tile: double, from each of the other three players.",
            wrong={
                "single-all": ("H2", "All three do pay, but not single: a Heavenly Hand is paid as a self-drawn hand is."),
                "double-south": (
                    "H2",
                    "Nobody discarded anything, so nobody pays alone: a Heavenly Hand counts as self-drawn.",
                ),
            },
            hints=("Nobody discarded the winning tile. Who pays for a self-drawn hand?",),
            id="heavenly-paid",
        ),
        ChoiceQuiz(
            "The tiles from pass 2 complete East's hand. May East declare straight away, before pass 3?",
            {"yes": "yes", "no": "no"},
            "no",
            rule="H3",
            explanation=(
                "No: East waits until the round is over and declares after pass 3. (East can keep "
                "the hand whole on pass 3 by passing the arriving tiles on blind.)"
            ),
            wrong={
                "yes": (
                    "H3",
                    "Not in the middle of a round: East may declare once the round is over, after pass 3 or after pass 6.",
                )
            },
            hints=("A round of the Charleston is three passes. Which passes end a round?",),
            id="mid-round",
        ).citing("B2"),
        NumberQuiz(
            "Three friends sit down to play by League rules. How many passes do they make before "
            "the first discard, courtesy pass included?",
            0,
            rule="F1",
            explanation="None: with three (or two) players there is no Charleston and no courtesy pass, and East opens by discarding.",
            wrong={
                3: ("F1", "A table of three does not play even the first Charleston."),
                6: ("F1", "A table of three does not play the second Charleston, nor the first."),
                7: ("F1", "Seven is the most a table of four can play, and League rules treat a table of three differently."),
                1: ("F1", "No courtesy pass either: East simply opens with a discard."),
            },
            otherwise=("F1", "Under League rules the Charleston needs four players: count what that leaves a table of three."),
            low=0,
            high=7,
            hints=("Under League rules, the Charleston needs four players.",),
            id="three-players",
        ),
        ChoiceQuiz(
            "Your group of three deals a rack to an empty 'ghost' seat so the passes can go on. "
            "Is that a League rule or a house rule?",
            {"league-rule": "League rule", "house-rule": "house rule"},
            "house-rule",
            rule="F2",
            explanation=(
                "A house rule: a table may agree to it, but under League rules three players skip "
                "the Charleston."
            ),
            wrong={
                "league-rule": (
                    "F2",
                    "The League's rule for three players is no Charleston at all (F1), so a ghost seat is not in it.",
                )
            },
            hints=("What do League rules say a table of three does about the Charleston?",),
            id="ghost-rule",
        ).citing("F1"),
    ),
    extras={
        "target": target,
        "heavenly_table": heavenly_table,
        "round_table": round_table,
        "three_players": three_players,
        "ghost_table": ghost_table,
        "describe": describe,
        "declare": declare,
        "passes_played": passes_played,
    },
)
