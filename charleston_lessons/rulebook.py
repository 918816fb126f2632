"""Every rule ID of the course with a one-line statement, so any verdict can be looked up.

The IDs are those of the project's rules (`docs/RULES.md`, the authority); the sentences
are the course's own summary. The learner-facing rules reference,
`notebooks/rules_reference.ipynb`, is written from this data (`reference_cells`, by
`tools/rules_reference.py`), with the lessons that teach each rule and the course's
glossary (`GLOSSARY`), so a rule ID in any verdict has a page and an anchor to point to.
"""

from __future__ import annotations

from dataclasses import dataclass

from charleston_lessons._input import plain
from charleston_lessons.messages import say, translate

__all__ = [
    "UnknownRule",
    "RULES",
    "SECTIONS",
    "GLOSSARY",
    "Term",
    "REFERENCE_NOTEBOOK",
    "rule_text",
    "rule_sentence",
    "section_of",
    "rules_in",
    "taught_in",
    "reference_anchor",
    "reference_cells",
    "glossary_markdown",
    "glossary_link",
    "taught_sections",
]

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
    "P3": "Passes 1 to 6 each move exactly 3 tiles from every player, except in an I.O.U. standoff (B5), when nothing moves.",
    "P4": "Right, over, left for the first Charleston; ROLLOR for both. Passes 3 and 4 both go left.",
    "P5": "Tiles go face down, everyone at once; pick up only when all four have put theirs down.",
    "P6": "Count check: both rounds send 18 and receive 18, except 3 fewer for each I.O.U. standoff (B5); racks stay at 13 (East 14).",
    "P7": "You pass tiles you hold, or on a blind pass tiles that just arrived.",
    "B1": "A blind pass is allowed only on pass 3 and pass 6.",
    "B2": "On those passes you may forward 1, 2 or 3 arriving tiles unseen and make up the 3 from your rack.",
    "B3": "A blind pass on pass 3 is allowed whether or not the second Charleston follows.",
    "B4": "On pass 3 the arriving tiles come from your right; on pass 6 from your left.",
    "B5": "Forwarded tiles travel on as they physically would; none is created or lost; if all forward all three, nothing moves.",
    "B6": "A joker arriving on a blind pass was passed by mistake: it goes back to its passer, never forwarded.",
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


class UnknownRule(ValueError, KeyError):
    """What is not a rule ID of the course (anything but one of `RULES`' keys): a `ValueError`
    like all bad input, and a `KeyError` as well, as the lookups raised before."""

    __str__ = BaseException.__str__  # the sentence itself, not KeyError's quoted repr of it


def rule_sentence(rule_id: str) -> str:
    """The rule's one-line statement alone (for a tooltip); `UnknownRule` names an unknown ID."""
    if isinstance(rule_id, str) and plain(rule_id) in RULES:
        return translate(RULES[plain(rule_id)])  # in the current language where the catalog has it
    raise UnknownRule(say("reference.unknown_rule", rule=rule_id, ids=", ".join(RULES)))


def rule_text(rule_id: str) -> str:
    """`"J1: A joker is never passed, ..."`; `UnknownRule` names an unknown ID."""
    sentence = rule_sentence(rule_id)
    return f"{plain(rule_id)}: {sentence}"


def section_of(rule_id: str) -> str:
    """The section letter of a rule ID (`"J1"` is in `"J"`); `UnknownRule` for an unknown ID."""
    rule_sentence(rule_id)
    return plain(rule_id).rstrip("0123456789")


def rules_in(section: str) -> tuple[str, ...]:
    """The rule IDs of one section, in the rulebook's order (none for a letter that is no section)."""
    if not isinstance(section, str):
        raise ValueError(say("reference.unknown_section", value=section, letters=", ".join(SECTIONS)))
    section = plain(section)
    return tuple(rule for rule in RULES if rule.rstrip("0123456789") == section)


def taught_in(rule_id: str) -> tuple[int, ...]:
    """The numbers of the lessons that list `rule_id` among their rules, in course order."""
    from charleston_lessons.lessons import all_lessons  # the lessons import the exercises, not this

    rule_sentence(rule_id)
    rule_id = plain(rule_id)
    return tuple(item.number for item in all_lessons() if rule_id in item.rules)


# The learner-facing reference notebook, in `notebooks/` beside the lessons, so a lesson
# links to it as `rules_reference.ipynb#J1`.
REFERENCE_NOTEBOOK = "rules_reference.ipynb"


def reference_anchor(rule_id: str) -> str:
    """The link to a rule in the reference notebook, relative to a lesson: `"rules_reference.ipynb#J1"`.

    The notebook gives every rule a heading that is its ID alone, so JupyterLab's heading
    anchor is the ID itself. `UnknownRule` names an unknown ID.
    """
    rule_sentence(rule_id)
    return f"{REFERENCE_NOTEBOOK}#{plain(rule_id)}"


@dataclass(frozen=True)
class Term:
    """One glossary entry: a term or notation the course uses, what it means, and where
    the course teaches it: the lesson and the place in it, a cell id of the lesson's English
    notebook (which the Malay notebook shares) or `"exercise:<key>"` for an exercise's text.
    The words live in `messages` under `glossary.<key>.term`, `.meaning` and `.words`, so a
    translation touches one place."""

    key: str
    lesson: int  # the lesson that first teaches it
    cell: str  # where in that lesson: a notebook cell id, or "exercise:<key>"
    rules: tuple[str, ...] = ()

    @property
    def term(self) -> str:
        return say(f"glossary.{self.key}.term")

    @property
    def meaning(self) -> str:
        return say(f"glossary.{self.key}.meaning")

    @property
    def words(self) -> tuple[tuple[str, ...], tuple[str, ...]]:
        """How the term shows up in the current language's text, for the check that no term
        is used before it is taught: the forms that are a use of it, and the phrases that use
        the same word in another sense (written with a leading "-" in the catalog, such as
        "-Mah Jongg League")."""
        forms = [form.strip() for form in say(f"glossary.{self.key}.words").split(",") if form.strip()]
        return (tuple(form for form in forms if not form.startswith("-")),
                tuple(form[1:].strip() for form in forms if form.startswith("-")))


# Every term and notation the lessons, exercises and games use, in the order a learner
# meets them. Lesson 1 shows it (`course.glossary()`); the rules reference prints it.
# `tests/test_terms_in_order.py` walks the course and fails where a term is used before the
# place named here, unless that use links to the glossary (`glossary_link`).
GLOSSARY: tuple[Term, ...] = (
    Term("charleston", 1, "l01-02", ("N1", "P1")),
    Term("hand", 1, "l01-02", ("T3", "H1")),
    Term("pass", 1, "l01-02", ("P1", "P3")),
    Term("rack", 1, "l01-02", ("T3",)),
    Term("wall", 1, "l01-02"),
    Term("discard", 1, "l01-02", ("F1",)),
    Term("call", 1, "l01-02", ("N1",)),
    Term("card", 1, "l01-03", ("G5",)),
    Term("invented", 1, "l01-03", ("G5",)),
    Term("soap", 1, "l01-04", ("T1",)),
    Term("joker", 1, "l01-04", ("J1", "J2")),
    Term("tile_codes", 1, "l01-06", ("T1", "T2")),
    Term("seats", 1, "l01-10", ("S1", "T3")),
    Term("right_across_left", 1, "l01-10", ("S1", "S2")),
    Term("courtesy_pass", 2, "l02-02", ("C1", "C2", "C3")),
    Term("blind_pass", 2, "l02-02", ("B1", "B2")),
    Term("stop", 2, "l02-02", ("X1", "X3")),
    Term("round", 2, "l02-04", ("P1", "P2", "X2")),
    Term("heavenly_hand", 2, "l02-09", ("H2",)),
    Term("rollor", 3, "l03-02", ("P4",)),
    Term("line", 4, "l04-01a", ("G1", "G5")),
    Term("groups", 4, "l04-01a"),
    Term("pair", 4, "l04-01a", ("G3", "G4")),
    Term("run", 4, "l04-01a"),
    Term("throwaway", 4, "l04-01c", ("G1", "G2")),
    Term("lone_tile", 4, "exercise:pick-2", ("G2",)),
    Term("iou", 5, "l05-17", ("B5", "P3")),
    Term("seeded_shuffle", 6, "l06-05"),
    Term("mah_jongg", 9, "l09-02", ("H1", "H3")),
    Term("self_drawn", 9, "l09-06", ("H2",)),
    Term("house_rule", 9, "l09-25", ("F2",)),
    Term("line_notation", 10, "l10-03", ("G5",)),
    Term("suit_variables", 10, "l10-03"),
    Term("tiles_away", 10, "l10-06", ("G1",)),
    Term("coach", 10, "l10-06", ("G1", "G4")),
    Term("honours", 10, "l10-card-md"),
    Term("quint_sextet", 10, "l10-card-md"),
    Term("mean", 11, "l11-03"),
    Term("interval", 11, "l11-03"),
)


def glossary_link() -> str:
    """Where a lesson links a word to its glossary entry, relative to the lesson:
    `"rules_reference.ipynb#Glossary"` (the glossary's heading in the current language).
    A use of a term before the lesson that teaches it must be such a link."""
    return f"{REFERENCE_NOTEBOOK}#{say('reference.glossary_heading').replace(' ', '-')}"


def glossary_rows() -> list[tuple[str, str, str]]:
    """The glossary as (term, meaning, where taught) rows, in the order a learner meets them."""
    rows = []
    for entry in GLOSSARY:
        where = say("glossary.where", lesson=entry.lesson)
        if entry.rules:
            where = say("glossary.where_rules", lesson=entry.lesson, rules=", ".join(entry.rules))
        rows.append((entry.term, entry.meaning, where))
    return rows


def _cell(text: str) -> str:
    return text.replace("|", "\\|").replace("\n", " ")


def glossary_markdown() -> str:
    """The glossary as a Markdown table (the rules reference notebook prints it)."""
    head = [say("glossary.column.term"), say("glossary.column.meaning"), say("glossary.column.where")]
    lines = ["| " + " | ".join(head) + " |", "|---|---|---|"]
    lines += ["| " + " | ".join(_cell(part) for part in row) + " |" for row in glossary_rows()]
    return "\n".join(lines)


def _lesson_links(rule_id: str) -> str:
    from charleston_lessons.lessons import lesson

    numbers = taught_in(rule_id)
    if not numbers:
        return say("reference.taught_nowhere")
    links = [say("reference.lesson_link", number=n, title=lesson(n).title, notebook=lesson(n).notebook)
             for n in numbers]
    return say("reference.taught_in", lessons=", ".join(links))


def reference_cells() -> list[str]:
    """The rules reference notebook's Markdown cells: an introduction, one cell per section
    with a heading per rule (its ID, so `reference_anchor` finds it), the rule's sentence
    and the lessons that teach it, then the glossary."""
    contents = ", ".join(f"[{say('reference.section_heading', letter=letter, title=SECTIONS[letter])}]"
                         f"(#{_heading_anchor(letter)})" for letter in SECTIONS if rules_in(letter))
    cells = [say("reference.intro", contents=contents)]
    for letter, title in SECTIONS.items():
        ids = rules_in(letter)
        if not ids:
            continue
        parts = [f"## {say('reference.section_heading', letter=letter, title=title)}"]
        if letter == "G":
            parts.append(say("reference.advice"))
        for rule in ids:
            parts.append(f"### {rule}\n\n{RULES[rule]}\n\n*{_lesson_links(rule)}*")
        cells.append("\n\n".join(parts))
    cells.append(f"## {say('reference.glossary_heading')}\n\n{say('reference.glossary_intro')}\n\n"
                 f"{glossary_markdown()}")
    return cells


def _heading_anchor(letter: str) -> str:
    """JupyterLab's anchor for a section heading: its text with spaces as dashes."""
    return say("reference.section_heading", letter=letter, title=SECTIONS[letter]).replace(" ", "-")


def taught_sections() -> tuple[str, ...]:
    """The sections every rule of which the course must exercise (T, S, P, B, X, C, J, F, H, N, W)."""
    return ("T", "S", "P", "B", "X", "C", "J", "F", "H", "N", "W")
