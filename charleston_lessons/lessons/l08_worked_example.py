"""Lesson 8, The worked example: the invented hand of RULES section W through all seven passes.

You sit South. Every seat's rack and every seat's choice on every pass is scripted here,
so the Table plays the same Charleston each time: South sends exactly the tiles of
section W, and the blind passes route the same way because the table's generator is
seeded (`SEED`). `tests/test_lesson_extras_8_9.py` checks the story against the engine.

The lines you keep in mind are invented here too, in the course's notation (`LINES`), and
every reason the lesson's text gives for a pass is written down as data (`CLAIMS`): what it
says of your rack at that moment, checked by the coach's own measures (`false_claims`).
"""

from __future__ import annotations

import html
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from charleston_lessons._input import whole
from charleston_lessons.messages import count_tiles, say, translate
from charleston_lessons.shown import scrolling
from charleston_lessons.exercises import ChoiceQuiz, CourtesyQuiz, NumberQuiz, PickPass
from charleston_lessons.hands import Line, distance, parse_line
from charleston_lessons.lessons.base import Lesson
from charleston_lessons.rules import Seat
from charleston_lessons.table import PassPlayed, Table, replay
from charleston_lessons.tiles import Tile, parse_tiles

__all__ = ["CLAIMS", "LESSON", "LINES", "OFFERS", "RACKS", "SCRIPT", "SEED", "YOU", "Claim", "arrived",
           "false_claims", "rack", "sent", "worked_table"]

# The learner's seat: an ordinary 13-tile seat, with North as the courtesy partner.
YOU = Seat.SOUTH

# The table's generator decides the order each player's own tiles go down on a blind pass,
# so which of them the next player forwards (B5); with this seed South keeps the 2 Bam on
# pass 3 and the 1 Bam crosses three seats on pass 6.
SEED = 4

# Invented starting racks (G5): none is from a National Mah Jongg League card.
RACKS: Mapping[str, str] = {
    "East": "W 7D 4C N 2D 6D S S 6C 7C 8C F J GD",
    "South": "1D 9C N 4B 6B F 2C 3C 3C 5D 5D WD J",
    "West": "2B 8B GD 5D 6D N F 3B 7B 1B 9D 3D 1C",
    "North": "E RD 5C 5C 4C 3C WD S 2D 8D 9B 7C J",
}

# Every seat's choice on every pass: tiles from the rack, or {"own": ..., "blind": n}.
# South's are the tiles of RULES W; the others pass what their own invented lines
# (East: winds and high Craks; West: North winds, 6 Dots, flowers; North: Bams) can spare.
SCRIPT: Mapping[int, Mapping[str, Any]] = {
    1: {"East": "W 7D 4C", "South": "1D 9C N", "West": "1B 3B 7B", "North": "9B 7C 2D"},
    2: {"East": "2D 6D GD", "South": "4B 6B W", "West": "1C 3D 9D", "North": "E RD 5C"},
    3: {"East": "F 1C 3D", "South": {"own": "F", "blind": 2}, "West": "2B GD 2D", "North": "8D S W"},
    4: {"East": "9D F 2D", "South": "7D E RD", "West": "8B GD 5D", "North": "1C 3D F"},
    5: {"East": "9B 2D GD", "South": "2B 8B GD", "West": "9C 1D 8D", "North": "WD 4C 3C"},
    6: {"East": {"own": "1D 8D", "blind": 1}, "South": {"own": "", "blind": 3}, "West": "9B 2D GD",
        "North": "1B 2D 9D"},
    7: {"East": "7D RD", "South": "2C", "West": "W S", "North": "5C"},
}

# Nobody stops after pass 3 (X2). Courtesy offers (C2): you offer 2, North offers 1.
STOP: Mapping[str, bool] = {"East": False, "South": False, "West": False, "North": False}
OFFERS: Mapping[str, int] = {"East": 3, "South": 2, "West": 2, "North": 1}
_PARTNER = "North"  # your partner across (S1)


# The lines you keep in mind, invented for this lesson (G5), in the course's notation: one
# 2 Crak, three each of 3 and 4 Crak, two 5 Craks, three 5 Dots and two Soaps; Bams from
# 4 to 8; the back-up line of sevens, East and Red; and, at the end, the same Craks and
# Dots as pungs of 3, 4 and 5 Crak, which has no place for the 2 Crak.
LINES: Mapping[str, Line] = {
    "craks-dots": parse_line("2C 333C 444C 55C 555D 00", "Craks and Dots"),
    "bams": parse_line("44B 555B 666B 777B 888B", "Bams"),
    "back-up": parse_line("777D 777C EEEE RRRR", "Sevens, East and Red"),
    "crak-pungs": parse_line("333C 444C 555C 555D 00", "Crak pungs"),
}


@dataclass(frozen=True)
class Claim:
    """One thing a reason in the lesson's text says of your rack, as data: made in notebook
    cell `cell` (or by the exercise whose key is `cell`), of your rack after pass `after` (0: as
    dealt), toward the lines named in `lines`. The kinds:

    - "spare": each of `tiles` helps none of the lines (`coach.needed` is 0);
    - "only_spare": `tiles` are all the tiles on the rack that help no line;
    - "needed": the lines need every one of `tiles` (a pair you need, say);
    - "all_needed": no tile on the rack is spare;
    - "nearer": the first line is nearer than the second;
    - "wanted": each of `tiles`, just arrived, is one the lines need;
    - "cheapest": `tiles` is the coach's own pass `after + 1` toward the lines (the tile
      whose loss costs least), with the courtesy count the offers make;
    - "away": each line is `away` tiles from complete.
    """

    cell: str
    after: int
    kind: str
    lines: tuple[str, ...]
    tiles: str = ""
    away: int = 0


CRAKS, BAMS, BACKUP, PUNGS = "craks-dots", "bams", "back-up", "crak-pungs"

CLAIMS: tuple[Claim, ...] = (
    # Pass 1: "Three tiles that help neither line."
    Claim("l08-06", 0, "spare", (CRAKS, BAMS), "1D 9C N"),
    # Pass 2: the 4 Crak puts Craks and Dots clearly ahead; the Bam line goes, and West helps neither.
    Claim("l08-09", 1, "nearer", (CRAKS, BAMS)),
    Claim("l08-09", 1, "wanted", (CRAKS,), "4C"),
    Claim("l08-09", 1, "spare", (CRAKS,), "4B 6B W"),
    # North's 5 Crak completes the run; East and the Red Dragon make the back-up line with the 7 Dot.
    Claim("l08-12", 2, "wanted", (CRAKS,), "5C"),
    Claim("l08-12", 2, "wanted", (BACKUP,), "E RD"),
    # Pass 3: apart from the Flower every tile belongs to a line, and both pairs are needed.
    Claim("l08-13", 2, "only_spare", (CRAKS, BACKUP), "F"),
    Claim("l08-13", 2, "needed", (CRAKS, BACKUP), "3C 3C 5D 5D"),
    # Pass 4: the 2 Bam is the one spare tile; the back-up line, further away, is given up,
    # and then its three tiles are as spare as the 2 Bam.
    Claim("l08-20", 3, "only_spare", (CRAKS, BACKUP), "2B"),
    Claim("l08-20", 3, "nearer", (CRAKS, BACKUP)),
    Claim("l08-20", 3, "only_spare", (CRAKS,), "2B 7D E RD"),
    # After pass 4: a third 5 Dot is welcome, the 8 Bam and Green Dragon are not.
    Claim("l08-23", 4, "wanted", (CRAKS,), "5D"),
    Claim("l08-23", 4, "spare", (CRAKS,), "8B GD"),
    # Pass 5 (shown once you have answered): Bams help no line; what North sends you want.
    Claim("pick-pass-5", 4, "only_spare", (CRAKS,), "2B 8B GD"),
    Claim("pick-pass-5", 5, "wanted", (CRAKS,), "3C 4C WD"),
    # Pass 6: nothing left to give up.
    Claim("l08-30", 5, "all_needed", (CRAKS,)),
    # Letting the second Charleston go on cost the back-up line and brought tiles you want.
    Claim("could-you-stop", 3, "only_spare", (CRAKS,), "2B 7D E RD"),
    Claim("could-you-stop", 4, "wanted", (CRAKS,), "5D"),
    Claim("could-you-stop", 5, "wanted", (CRAKS,), "3C 4C WD"),
    # Courtesy: only the run uses the 2 Crak, so it costs least; then both are one tile away.
    Claim("l08-36", 6, "spare", (PUNGS,), "2C"),
    Claim("l08-36", 6, "away", (PUNGS,), away=2),
    Claim("l08-36", 6, "away", (CRAKS,), away=1),
    Claim("l08-36", 6, "cheapest", (CRAKS, PUNGS), "2C"),
    Claim("l08-36", 7, "away", (CRAKS, PUNGS), away=1),
)


def _holds(claim: Claim) -> bool:
    """Whether `claim` is true of your rack after pass `claim.after`."""
    from charleston_lessons import coach  # the coach's search, loaded only when a claim is checked

    lines = tuple(LINES[key] for key in claim.lines)
    held = rack(claim.after)
    need = coach.needed(held, lines)
    tiles = parse_tiles(claim.tiles)
    if claim.kind == "spare":
        return bool(tiles) and all(t in need and need[t] == 0 for t in tiles)
    if claim.kind == "only_spare":
        spare = {t for t, n in need.items() if n == 0 and not t.is_joker}
        return spare == set(tiles)
    if claim.kind == "needed":
        return bool(tiles) and all(need.get(t, 0) >= n for t, n in Counter(tiles).items())
    if claim.kind == "all_needed":
        count = Counter(held)
        return all(need[t] == count[t] for t in count)
    if claim.kind == "nearer":
        return distance(held, lines[0]) < distance(held, lines[1])
    if claim.kind == "wanted":
        came = Counter(arrived(claim.after))
        return bool(tiles) and all(came[t] and need.get(t, 0) >= 1 for t in tiles)
    if claim.kind == "cheapest":
        step = claim.after + 1
        agreed = min(OFFERS[YOU.value], OFFERS[_PARTNER]) if step == 7 else None
        advice = coach.teaching_pass(held, step, lines, agreed=agreed)
        return sorted(advice.choice.own) == sorted(tiles) and sorted(sent(step)) == sorted(tiles)
    if claim.kind == "away":
        return all(distance(held, line) == claim.away for line in lines)
    raise ValueError(f"A claim of unknown kind {claim.kind!r}")


def false_claims() -> list[Claim]:
    """Every claim of `CLAIMS` the rack does not bear out (none, or the text must change)."""
    return [claim for claim in CLAIMS if not _holds(claim)]


def worked_table(upto: int = 7) -> Table:
    """The worked example's table, played through pass `upto` (0: just dealt)."""
    upto = whole(upto, "upto", 0, 7)
    table = Table(RACKS, seed=SEED)
    for step in range(1, upto + 1):
        if step == 4:
            _must(table.answer_stop(STOP))
        if step == 7:
            _must(table.set_courtesy_offers(OFFERS))
        _must(table.play_pass(SCRIPT[step]))
    return table


def _must(verdict: Any) -> None:
    if not verdict.ok:  # pragma: no cover - the script is checked by the tests
        raise RuntimeError(f"The worked example's script broke a rule: {verdict}")


def _event(step: int) -> PassPlayed:
    step = whole(step, "step", 1, 7)
    return next(e for e in worked_table(step).log if isinstance(e, PassPlayed) and e.step == step)


def rack(after: int = 0) -> tuple[Tile, ...]:
    """Your (South's) invented rack after pass `after`; 0 is the rack you were dealt."""
    table = worked_table(whole(after, "after", 0, 7))
    return replay(table.log)[-1][YOU]


def sent(step: int) -> tuple[Tile, ...]:
    """The tiles you put down from your own rack on pass `step`, in section W's order
    (those you sent on unseen are not among them)."""
    choice = SCRIPT[whole(step, "step", 1, 7)][YOU.value]
    return tuple(parse_tiles(choice["own"] if isinstance(choice, Mapping) else choice))


def arrived(step: int) -> tuple[Tile, ...]:
    """The tiles you kept from pass `step` (those you forwarded unseen never reached your rack)."""
    return _event(step).kept[YOU]


class _CountTable:
    """The count check (P6) as a small table that shows itself, with a plain-text twin."""

    _HEAD = ("pass", "own", "unseen", "sent", "received", "after")  # lesson.count_table.<key>

    def __init__(self, rows: Sequence[tuple[str, ...]]) -> None:
        self.rows = tuple(rows)
        self.head = tuple(say(f"lesson.count_table.{key}") for key in self._HEAD)

    def _repr_html_(self) -> str:
        cell = "padding:2px 10px;border-bottom:1px solid var(--jp-border-color2,#e0e0e0);text-align:left"
        head = "".join(f'<th style="{cell}">{html.escape(h)}</th>' for h in self.head)
        body = "".join(
            "<tr>" + "".join(f'<td style="{cell}">{html.escape(v)}</td>' for v in row) + "</tr>"
            for row in self.rows
        )
        return scrolling(
            '<table style="border-collapse:collapse;color:var(--jp-ui-font-color1,#212121)">'
            f"<tr>{head}</tr>{body}</table>",
            say("lesson.count_table.title"),
        )

    def __repr__(self) -> str:
        return "\n".join(" | ".join(row) for row in (self.head, *self.rows))


def count_check() -> _CountTable:
    """Your count, pass by pass, read from the table's log: 18 out and 18 in over passes 1-6, 3 fewer for each standoff (P6, B5)."""
    table = worked_table(7)
    rows, sent_total, received_total = [], 0, 0
    for event in table.log:
        if not isinstance(event, PassPlayed):
            continue
        own = len(event.own[YOU])
        unseen = event.blind[YOU]
        out, came = event.sent_count(YOU), event.received_count(YOU)
        if event.step <= 6:
            sent_total += out
            received_total += came
        rows.append((f"{event.step} {translate(event.info.name)}", str(own), str(unseen), str(out), str(came),
                     count_tiles(len(event.racks[YOU]))))
    rows.append((say("lesson.count_table.total"), "", "", str(sent_total), str(received_total), ""))
    return _CountTable(rows)


_RACK_AFTER_4 = "2B 8B 2C 3C 3C 4C 5C 5D 5D 5D GD WD J"

LESSON = Lesson(
    number=8,
    slug="worked-example",
    title="The worked example",
    questions=(
        "What does one hand look like when it goes through all seven passes?",
        "Why does each pass send the tiles it does?",
        "What happens to tiles you pass on without looking?",
        "Does the count still come out at 18 sent and 18 received?",
    ),
    objectives=(
        "Follow one invented rack through all seven passes and give the reason for each pass.",
        "Say which passes were blind and where the unseen tiles went.",
        "Check the count: 18 tiles out and 18 in over passes 1 to 6, and 13 in the rack after every pass.",
    ),
    teaching_minutes=14,
    exercise_minutes=8,
    rules=("W", "P1", "P3", "P6", "G1", "G2", "G3", "B1", "B2", "B5", "X1", "X2", "C2", "J1", "G5"),
    key_points=(
        "The worked example sends 1 Dot, 9 Crak, North; then 4 Bam, 6 Bam, West; then a Flower and 2 unseen (W).",
        "After pass 3 nobody stopped, so passes 4, 5 and 6 had to be played (X2).",
        "Then 7 Dot, East, Red Dragon; then 2 Bam, 8 Bam, Green Dragon; then 3 unseen on the last blind pass (W, B1).",
        "Offers of 2 and 1 on the courtesy pass make 1 tile each way: the lower offer wins (C2).",
        (
            "Tiles you forward unseen still count: 18 sent and 18 received over passes 1 to 6, "
            "except when all four forward all three and nothing moves; 13 tiles after every pass (P6, B5)."
        ),
    ),
    exercises=(
        PickPass(
            5,
            _RACK_AFTER_4,
            good="2B 8B GD",
            prompt=(
                "Pass 5 (second across). This is your invented rack after pass 4 (you sit South, "
                "13 tiles), and your lines want Craks and Dots. Choose the 3 tiles to send across "
                "to North."
            ),
            hints=(
                "Three tiles, none of them the Joker.",
                "Which suit are you no longer collecting? Its dragon goes with it.",
                "The Green Dragon goes with Bams.",
            ),
            id="pick-pass-5",
        ).citing("W", "G2").revealing(
            "The example sends 2 Bam, 8 Bam and Green Dragon. Bams are no longer part of any line "
            "you hold: the 2 Bam you kept on pass 3 and the 8 Bam from pass 4 both go, with the "
            "Green Dragon, the dragon that belongs to Bams (T1). North, across, sends back 3 Crak, "
            "4 Crak and White Dragon, all three of them tiles your line wants."
        ),
        ChoiceQuiz(
            "After pass 3 your hand was set, yet on pass 4 you still had to send 7 Dot, East and "
            "Red Dragon. Why was there a pass 4 at all?",
            {
                "nobody-stopped": "Nobody stopped it",
                "pass-4-required": "Pass 4 is required",
                "vote": "A vote to go on",
                "you-chose": "You chose to pass",
            },
            "nobody-stopped",
            rule="X2",
            explanation=(
                "After pass 3 anyone could have stopped the Charleston; nobody did, so all four "
                "players go on with passes 4, 5 and 6, three tiles each."
            ),
            wrong={
                "pass-4-required": (
                    "P2",
                    "Pass 4 is not required: the second Charleston can be stopped after pass 3.",
                ),
                "vote": (
                    "X1",
                    "There is no vote on the second Charleston: a single player saying stop is enough.",
                ),
                "you-chose": (
                    "X2",
                    "Once the second Charleston goes ahead, nobody may sit a pass out: everyone sends 3 on passes 4, 5 and 6.",
                ),
            },
            hints=(
                "What is everyone asked right after pass 3?",
                "One player saying stop is enough. What if nobody says it?",
            ),
            id="why-pass-4",
        ).citing("W"),
        ChoiceQuiz(
            "In the worked example, which passes did you make blind, sending on tiles you never saw?",
            {"3-and-6": "3 and 6", "3-only": "3 only", "6-and-7": "6 and 7", "1-and-4": "1 and 4"},
            "3-and-6",
            rule="B1",
            explanation=(
                "Pass 3 (a Flower and 2 unseen) and pass 6 (all 3 unseen): the last pass of each "
                "Charleston is the only place a blind pass is allowed."
            ),
            wrong={
                "3-only": ("B1", "Pass 3 was not the only one: look again at the second Charleston."),
                "6-and-7": ("C4", "The courtesy pass is never blind: look again at which passes sent tiles on unseen."),
                "1-and-4": ("B1", "Passes 1 and 4 can never be blind; only the last pass of each Charleston can."),
            },
            hints=("A blind pass is allowed only on the last pass of each Charleston.",),
            id="blind-passes",
        ).citing("W"),
        CourtesyQuiz(
            2,
            1,
            prompt=(
                "On the courtesy pass you offered 2 tiles and North, your partner across, offered 1. "
                "How many tiles do you each pass?"
            ),
            id="courtesy-count",
        ).citing("W"),
        NumberQuiz(
            "Add up passes 1 to 6 of the worked example. How many tiles did you send, counting the "
            "ones you sent on unseen?",
            18,
            rule="P6",
            explanation=(
                "13 from your rack (3 + 3 + 1 + 3 + 3 + 0) and 5 sent on unseen (2 on pass 3, 3 on "
                "pass 6): 18, one pass of 3 six times over. You received 18 as well."
            ),
            wrong={
                13: ("P6", "13 came out of your rack, but the tiles you sent on unseen count too."),
                19: ("P6", "You counted the courtesy tile too: the question adds up passes 1 to 6 only."),
                9: ("P3", "That is the first Charleston alone; the question adds up both rounds."),
                12: ("B2", "You left out pass 6: a blind pass is still a full pass, even when none of it came from your rack."),
            },
            otherwise=("P6", "Every pass from 1 to 6 sends the same number of tiles, blind or not: add them up pass by pass."),
            low=0,
            high=60,
            hints=(
                "Every pass from 1 to 6 sends exactly 3, blind or not.",
                "Six passes of 3.",
            ),
            id="count-18",
        ).citing("W"),
        ChoiceQuiz(
            "After pass 3 your hand was set. Could you, on your own, have stopped the second "
            "Charleston, even if the other three wanted to go on?",
            {"yes": "yes", "no": "no"},
            "yes",
            rule="X1",
            explanation=(
                "Yes: one player saying stop is enough, with no reason and no vote. You let it go on "
                "hoping for better tiles: it cost you the back-up line on pass 4, and brought a third "
                "5 Dot, then 3 Crak, 4 Crak and a second Soap."
            ),
            wrong={"no": ("X1", "One stop is enough: there is no vote, and you need no reason.")},
            hints=("Is stopping the second Charleston decided by a vote?",),
            id="could-you-stop",
        ).citing("W"),
    ),
    extras={
        "worked_table": worked_table,
        "rack": rack,
        "sent": sent,
        "arrived": arrived,
        "count_check": count_check,
        "false_claims": false_claims,
    },
)
