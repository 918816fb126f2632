"""The course's one standard for a blind pass (RULES G3), on its own so that grading a
pick needs neither the coach's search nor numpy (core)."""

from __future__ import annotations

from charleston_lessons._input import whole

__all__ = ["BLIND_COST", "unseen_due"]

# What forwarding one arriving tile unseen gives up: the chance that it would have
# helped. Calibrated on the strategy lab (`lab.blind_vs_break`, seed 2024, 10,000 deals):
# forwarding unseen left the seat about half a tile nearer than breaking a pair after
# pass 3, so even three unseen (0.6) must cost less than one tile a line needs (1.0).
# Any tile that helps no line still goes before a blind slot (0 < 0.2) (G2, G3).
BLIND_COST = 0.2


def unseen_due(spare: int, slots: int = 3) -> int:
    """The course's one standard for a blind pass (G3): how many arriving tiles to forward
    unseen when `spare` rack tiles can go without leaving your lines further away.

    Forward unseen only for the slots the spare tiles cannot fill: a spare tile costs
    nothing, an unseen one might have been a tile you need (`BLIND_COST`), and a tile your
    nearest line needs costs more than three unseen ones. `coach.suggest_pass` scores passes that
    way, so its blind count is this one; `exercises.PickPass` grades its blind picks by it.
    """
    spare, slots = whole(spare, "spare"), whole(slots, "slots", 0, 3)
    return max(0, slots - max(0, spare))
