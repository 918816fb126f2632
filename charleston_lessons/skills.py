"""The Charleston's skills, as data: what a player must do quickly and surely at a table.

A skill is a named, taught ability with the rules behind it and the lesson that teaches it.
Practice drills it with fresh variants (`charleston_lessons.drills`), mastery and spaced
review are counted per skill, and every fixed lesson exercise rates the skill it exercises
(`skill_of`), so a blind-pass question missed in lesson 5 brings the blind-pass skill back.
"""

from __future__ import annotations

from dataclasses import dataclass

from charleston_lessons.exercises import Exercise
from charleston_lessons.messages import say

__all__ = ["Skill", "SKILLS", "skill", "skill_of", "UnknownSkill"]


class UnknownSkill(ValueError, KeyError):
    """No skill has that key: a `ValueError` like all bad input."""

    def __str__(self) -> str:
        return str(self.args[0]) if self.args else ""


@dataclass(frozen=True)
class Skill:
    """One skill: its key (stable: progress files and exports name it), the rule-ID prefixes
    and rules it rests on, and the lesson that teaches it. Its title and one-line description
    are catalog entries (`skill.<key>.title`, `skill.<key>.about`), in the language spoken."""

    key: str
    rules: tuple[str, ...]
    lesson: int

    @property
    def title(self) -> str:
        return say(f"skill.{self.key}.title")

    @property
    def about(self) -> str:
        return say(f"skill.{self.key}.about")


# In course order: the order a learner meets them, and the order practice offers new ones.
SKILLS: tuple[Skill, ...] = (
    Skill("direction", ("P1", "P4", "S1"), 3),
    Skill("seats", ("S2", "P5", "P3", "P6", "P7"), 4),
    Skill("blind", ("B1", "B2", "B3", "B4", "B5"), 5),
    Skill("stopping", ("X1", "X2", "X3", "P2"), 6),
    Skill("courtesy", ("C1", "C2", "C3", "C4"), 6),
    Skill("jokers", ("J1", "J2", "B6"), 7),
    Skill("east", ("T3", "H1", "H2", "H3", "F1", "F2"), 9),
    Skill("what-to-pass", ("G1", "G2", "G3", "G4"), 10),
)
_BY_KEY = {item.key: item for item in SKILLS}
# An exercise kind that always drills one skill, whatever rule its feedback names.
_BY_KIND = {
    "DirectionQuiz": "direction",
    "NeighbourQuiz": "seats",
    "TileJourneyQuiz": "seats",
    "BlindQuiz": "blind",
    "SecondCharlestonQuiz": "stopping",
    "CourtesyQuiz": "courtesy",
    "PickPass": "what-to-pass",
    "CoachedPick": "what-to-pass",
}


def skill(key: str) -> Skill:
    """The skill called `key` (see `SKILLS`); an unknown key is an `UnknownSkill`."""
    found = _BY_KEY.get(str.__str__(key)) if isinstance(key, str) else None  # the plain text
    if found is None:
        raise UnknownSkill(say("skill.error.unknown", value=key, known=", ".join(_BY_KEY)))
    return found


def _rule_skill(rule: str) -> Skill | None:
    for item in SKILLS:
        if rule in item.rules:
            return item
    return None


def skill_of(exercise: Exercise) -> Skill | None:
    """The skill a fixed exercise rates: by its kind where the kind drills one skill, else by
    the first rule it cites that a skill rests on (a question about the set or the lore
    rates none). A pick rates what to pass, unless it is a blind pick (B rules) or a
    courtesy pick (C rules): every pick cites J1, as no pick may hold a Joker."""
    kind = type(exercise).__name__
    rules = tuple(getattr(exercise, "rules", ()) or ())
    if kind in ("PickPass", "CoachedPick"):
        for prefix, key in (("B", "blind"), ("C", "courtesy")):
            if any(rule.startswith(prefix) for rule in rules):
                return _BY_KEY[key]
    if kind in _BY_KIND:
        return _BY_KEY[_BY_KIND[kind]]
    for rule in rules:
        found = _rule_skill(rule)
        if found is not None:
            return found
    return None
