"""Every rule ID of the course with a one-line statement, so any verdict can be looked up.

The IDs are those of the project's RULES.md; the sentences are the course's own summary.
"""

from __future__ import annotations

__all__ = ["RULES", "SECTIONS", "rule_text", "taught_sections"]

SECTIONS: dict[str, str] = {
    "T": "Tiles",
    "S": "Seats and directions",
    "P": "The passes",
    "B": "Blind passes",
    "X": "Stopping the second Charleston",
    "C": "The courtesy pass",
    "J": "Jokers",
    "F": "Fewer than four players",
    "H": "East and Mah Jongg during the Charleston",
    "N": "Before play",
    "G": "Strategy (advice, not rules)",
    "W": "The worked example",
    "L": "Lore",
}

RULES: dict[str, str] = {
    "T1": "The set has 152 tiles: Bams, Craks and Dots 1-9 (four each), four of each wind and dragon, 8 flowers, 8 jokers.",
    "T2": "Tiles are written as short codes (5B, N, RD, F, J) or long names (5 Bam, North, Red Dragon).",
    "T3": "East is dealt 14 tiles, the other three players 13.",
    "S1": "Turn order is East, South, West, North; your right is the next seat in that order.",
    "S2": "Passing right, your tiles go right and you receive from your left; across is both ways; left goes left and comes from your right.",
    "P1": "At most seven passes: right, across, left; left, across, right; then the courtesy pass across.",
    "P2": "Passes 1 to 3 are required in every four-player game, unless East declares a Heavenly Hand.",
    "P3": "Passes 1 to 6 each move exactly 3 tiles from every player.",
    "P4": "Right, over, left for the first Charleston; ROLLOR for both. Passes 3 and 4 both go left.",
    "P5": "Tiles go face down, everyone at once; pick up only when all four have put theirs down.",
    "P6": "Count check: both rounds send 18 and receive 18; racks stay at 13 (East 14).",
    "P7": "You pass tiles you hold, or on a blind pass tiles that just arrived.",
    "B1": "A blind pass is allowed only on pass 3 and pass 6.",
    "B2": "On those passes you may forward 1, 2 or 3 arriving tiles unseen and make up the 3 from your rack.",
    "B3": "A blind pass on pass 3 is allowed whether or not the second Charleston follows.",
    "B4": "On pass 3 the arriving tiles come from your right; on pass 6 from your left.",
    "B5": "Forwarded tiles travel on as they physically would; none is created or lost; if all forward all three, nothing moves.",
    "B6": "A joker arriving on a blind pass is never forwarded: it goes back to its passer (J2).",
    "X1": "After pass 3 any one player may stop the Charleston: one no is enough, no vote.",
    "X2": "If nobody stops it, all four play passes 4, 5 and 6.",
    "X3": "Once pass 4 has started it cannot be stopped.",
    "C1": "The courtesy pass comes after the Charleston ends and always goes across.",
    "C2": "Each player of an across pair offers 0 to 3; the lower offer is how many both pass.",
    "C3": "An offer of 0 cancels the courtesy pass for that pair only.",
    "C4": "No blind pass on the courtesy pass.",
    "J1": "A joker is never passed, on any pass, blind or not, even by agreement.",
    "J2": "A joker passed by mistake goes back to its passer, who passes a non-joker instead.",
    "F1": "With three or two players there is no Charleston and no courtesy pass.",
    "F2": "A ghost seat that keeps the passes is a house rule, not a League rule.",
    "H1": "Only East, with 14 tiles, can declare Mah Jongg during the Charleston.",
    "H2": "A Heavenly Hand: East declares before any pass; the Charleston is waived and paid double.",
    "H3": "If a round leaves East with a winning hand, East may declare once that round is over.",
    "N1": "Everything happens before the first discard: nothing passed can be called.",
    "G1": "Keep two or three lines in mind and pass tiles that help none of them.",
    "G2": "Lone tiles in suits and winds you are not collecting go first.",
    "G3": "Protect pairs; late in a round a blind pass can save a pair you need.",
    "G4": "Never passing a joker is a rule; never breaking a pair is only advice.",
    "G5": "Every hand, rack and line in the course is invented; none comes from a League card.",
    "W": "The worked example: one invented hand through all seven passes.",
    "L1": "The name is said to come from the 1920s dance; no documented source: table lore.",
}


def rule_text(rule_id: str) -> str:
    """`"J1: A joker is never passed, ..."`; a `KeyError` names an unknown ID."""
    return f"{rule_id}: {RULES[rule_id]}"


def taught_sections() -> tuple[str, ...]:
    """The sections every rule of which the course must exercise (T, S, P, B, X, C, J, F, H, N, W)."""
    return ("T", "S", "P", "B", "X", "C", "J", "F", "H", "N", "W")
