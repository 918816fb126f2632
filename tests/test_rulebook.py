"""The rulebook: every rule ID a verdict can name has a sentence and a place in the learner's
rules reference, the reference notebook is written from the data, and the glossary covers
the words and notation the course uses."""

from __future__ import annotations

import re
from pathlib import Path

import nbformat
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from charleston_lessons import messages, rulebook
from charleston_lessons.hands import CARD
from charleston_lessons.lessons import all_lessons
from charleston_lessons.rulebook import (
    GLOSSARY,
    REFERENCE_NOTEBOOK,
    RULES,
    SECTIONS,
    reference_anchor,
    reference_cells,
    rule_sentence,
    rule_text,
    rules_in,
    section_of,
    taught_in,
)
from charleston_lessons.rules import check_pass
from charleston_lessons.tiles import ALL_KINDS

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "charleston_lessons"
NOTEBOOK = ROOT / "notebooks" / REFERENCE_NOTEBOOK
RULE_ID = r"(?:[TSPBXCJFHNGL]\d|W)"


def shipped_rule_ids() -> set[str]:
    text = (ROOT / "docs" / "RULES.md").read_text()
    return set(re.findall(r"^- \*\*([A-Z]\d+)\*\*", text, flags=re.M)) | {"W"}


def test_the_rulebook_has_exactly_the_ids_of_the_shipped_rules():
    assert shipped_rule_ids() == set(RULES)


def rule_ids_a_verdict_can_name() -> set[str]:
    """Every rule ID the course can put in a verdict: those its exercises cite, those the
    core's Verdict and Feedback calls name, and those its sentences quote in brackets."""
    ids = {rule for lesson in all_lessons() for exercise in lesson.exercises for rule in exercise.rules}
    core = [p for p in PACKAGE.rglob("*.py") if "widgets" not in p.parts and "art" not in p.parts]
    for path in core:
        source = path.read_text()
        ids |= set(re.findall(rf"""(?:Verdict|Feedback)\([^()]*?["']({RULE_ID})["']""", source))
        ids |= set(re.findall(rf"""rule=["']({RULE_ID})["']""", source))
        ids |= set(re.findall(rf"""["']({RULE_ID})["'] if """, source))
    for sentence in messages.MESSAGES["en"].values():
        ids |= set(re.findall(rf"\(({RULE_ID})\)", sentence))
    return ids


def test_every_rule_id_a_verdict_can_name_has_a_sentence_and_an_anchor():
    ids = rule_ids_a_verdict_can_name()
    assert {"J1", "P7", "B1", "P3", "C2", "G1", "G3", "X1", "H3", "T2"} <= ids  # the search finds them
    for rule in ids:
        assert rule_text(rule) == f"{rule}: {rule_sentence(rule)}" and rule_sentence(rule)
        assert reference_anchor(rule) == f"rules_reference.ipynb#{rule}"


@settings(max_examples=200, deadline=None)
@given(
    st.integers(1, 7),
    st.lists(st.sampled_from(ALL_KINDS), min_size=13, max_size=14),
    st.lists(st.sampled_from(ALL_KINDS), max_size=4),
    st.integers(0, 3),
)
def test_every_verdict_of_check_pass_can_be_looked_up(step, rack, own, blind):
    verdict = check_pass(step, rack, own, blind=blind)
    assert verdict.rule in RULES
    assert reference_anchor(verdict.rule).endswith(f"#{verdict.rule}")


def test_an_unknown_rule_id_is_a_clear_error():
    with pytest.raises(KeyError, match="not a rule ID"):
        reference_anchor("Z9")
    with pytest.raises(KeyError, match="J1"):
        rule_sentence("j1")


@pytest.mark.parametrize("bad", [None, ["J1"], {"J1": 1}, 1, b"J1", "Z9", "x" * 10_000])
def test_anything_but_a_rule_id_is_a_value_error_naming_the_ids(bad):
    for lookup in (rulebook.rule_sentence, rulebook.rule_text, rulebook.section_of, rulebook.taught_in,
                   reference_anchor):
        with pytest.raises(rulebook.UnknownRule, match="is not a rule ID of the course: the IDs are T1") as caught:
            lookup(bad)
        assert isinstance(caught.value, ValueError) and isinstance(caught.value, KeyError)
        assert str(caught.value) == caught.value.args[0] and len(str(caught.value)) < 600  # not KeyError's repr
    with pytest.raises(ValueError, match="not a section of the rules"):
        rulebook.rules_in(None)
    assert rulebook.rules_in("Z") == ()


def test_sections_hold_every_rule_once_in_order():
    grouped = [rule for letter in SECTIONS for rule in rules_in(letter)]
    assert sorted(grouped) == sorted(RULES) and len(grouped) == len(set(grouped))
    assert all(section_of(rule) in SECTIONS for rule in RULES)
    assert rules_in("G") == ("G1", "G2", "G3", "G4", "G5") and rules_in("W") == ("W",)


def test_taught_in_names_exactly_the_lessons_that_list_the_rule():
    for rule in RULES:
        numbers = taught_in(rule)
        assert list(numbers) == sorted(numbers)
        for lesson in all_lessons():
            assert (lesson.number in numbers) == (rule in lesson.rules), (rule, lesson.number)


def test_the_rulebook_follows_the_revised_joker_rules():
    """B6 and J2: a joker arriving on a blind pass goes back to its passer; none is forwarded."""
    assert "goes back" in RULES["B6"] and "stays" not in RULES["B6"]
    assert "goes back" in RULES["J2"]


# ------------------------------------------------------------------ the reference notebook


def reference_notebook():
    return nbformat.read(NOTEBOOK, as_version=4)


def test_the_reference_notebook_is_written_from_the_rule_data():
    nb = reference_notebook()
    assert [cell.cell_type for cell in nb.cells] == ["markdown"] * len(nb.cells)
    assert [cell.source for cell in nb.cells] == reference_cells(), "run tools/rules_reference.py"


def test_every_rule_has_a_heading_that_is_its_anchor_under_its_section_with_its_lessons():
    text = "\n\n".join(cell.source for cell in reference_notebook().cells)
    headings = re.findall(r"^### (\S+)$", text, flags=re.M)
    assert headings == [rule for letter in SECTIONS for rule in rules_in(letter)]
    for rule in RULES:
        assert reference_anchor(rule).split("#")[1] in headings
        block = text.split(f"### {rule}\n\n", 1)[1].split("\n### ", 1)[0].split("\n## ", 1)[0]
        assert block.startswith(RULES[rule])
        linked = [int(n) for n in re.findall(r"\[lesson (\d+),", block)]
        assert linked == list(taught_in(rule))
    for letter, title in SECTIONS.items():
        assert f"## {letter}: {title}" in text
    for target in set(re.findall(r"\]\(([\w.]+\.ipynb)\)", text)):
        assert (NOTEBOOK.parent / target).exists(), target


def test_the_section_links_at_the_top_point_at_the_section_headings():
    intro = reference_cells()[0]
    for fragment in re.findall(r"\]\(#([^)]+)\)", intro):
        heading = fragment.replace("-", " ")
        assert any(cell.startswith(f"## {heading}") for cell in reference_cells()[1:]), fragment


# ------------------------------------------------------------------ the glossary


def test_every_glossary_term_has_its_words_a_lesson_and_known_rules():
    keys = [entry.key for entry in GLOSSARY]
    assert len(keys) == len(set(keys)) and len(keys) >= 20
    numbers = {lesson.number for lesson in all_lessons()}
    for entry in GLOSSARY:
        assert entry.term and entry.meaning and entry.lesson in numbers
        assert set(entry.rules) <= set(RULES)
    assert [entry.lesson for entry in GLOSSARY] == sorted(entry.lesson for entry in GLOSSARY)


# Words and notation the lessons, exercises and the play-a-seat game use without always
# explaining them where they appear: the glossary must define each.
USED_TERMS = (
    "hand", "line", "the card", "rack", "wall", "call", "run", "pair", "pung", "kong",
    "self-drawn", "blind pass", "courtesy pass", "I.O.U.", "ROLLOR", "Soap", "Mah Jongg",
    "Heavenly Hand", "discard", "lone tile", "house rule", "joker",
)


def test_the_glossary_defines_the_words_the_course_uses():
    terms = " | ".join(entry.term.lower() for entry in GLOSSARY)
    for word in USED_TERMS:
        assert word.lower() in terms, word


def test_the_glossary_explains_every_symbol_the_line_notation_uses():
    symbols = {char for line in CARD for char in line.notation.replace(" ", "")}
    explained = " ".join(entry.term + " " + entry.meaning for entry in GLOSSARY)
    for symbol in symbols - set("123456789"):
        if symbol in "BCD":
            assert f"{symbol} {dict(B='Bam', C='Crak', D='Dot')[symbol]}" in explained
        else:
            assert re.search(rf"(?<![\w]){re.escape(symbol)}(?![\w])", explained) or f"{symbol} (" in explained, symbol
    for example in ("FFF 6666B 6666D EEE", "000", "0000", "777x 888x"):
        assert example in explained, example
    for code in ("5B", "RD", "F", "J"):
        assert code in explained


def test_the_reference_notebook_ends_with_the_whole_glossary():
    last = reference_cells()[-1]
    assert last.startswith("## Glossary")
    for term, meaning, where in rulebook.glossary_rows():
        assert term.replace("|", "\\|") in last and meaning in last and where in last


# ------------------------------------------------------------------ exceptions


# Words by which the project's rules (docs/RULES.md) make an exception to what they state,
# and the words by which the course's one-line statement can say it, in each language.
_RULES_EXCEPTION = re.compile(r"\b(?:except|exceptions?|unless)\b|\b\d+ fewer\b", re.I)
_STATED_EXCEPTION = {"en": re.compile(r"\b(?:except|unless)\b", re.I),
                     "ms": re.compile(r"\b(?:kecuali|melainkan)\b", re.I)}


def shipped_rule_texts() -> dict[str, str]:
    """Each rule's whole text in docs/RULES.md, its continuation lines joined."""
    text = (ROOT / "docs" / "RULES.md").read_text()
    found = re.findall(r"^- \*\*([A-Z]\d+)\*\* (.*?)(?=^- \*\*|^#|\Z)", text, flags=re.M | re.S)
    return {rule: " ".join(body.split()) for rule, body in found}


def rules_with_exceptions() -> dict[str, set[str]]:
    """The rules whose text names an exception, each with the other rules its text cites
    (one of which makes the exception)."""
    found = {}
    for rule, text in shipped_rule_texts().items():
        if _RULES_EXCEPTION.search(text):
            found[rule] = set(re.findall(r"\b([A-Z]\d)\b", text)) - {rule}
    return found


def test_the_search_for_exceptions_finds_the_ones_the_rules_state():
    found = rules_with_exceptions()
    assert {"P2", "P3", "P6"} <= set(found)
    assert "B5" in found["P3"] and "B5" in found["P6"] and "H2" in found["P2"]


@pytest.mark.parametrize("code", messages.LANGUAGES)
def test_a_rule_that_has_an_exception_states_it_where_the_course_states_the_rule(code):
    """P3 says every pass 1 to 6 moves 3 tiles, except in an I.O.U. standoff (B5): the
    course's statement of such a rule, in every language, says "except" or names the rule
    that makes the exception, in the rulebook and in the reference notebook."""
    reference = NOTEBOOK if code == "en" else NOTEBOOK.parent / code / REFERENCE_NOTEBOOK
    text = "\n\n".join(cell.source for cell in nbformat.read(reference, as_version=4).cells)
    with messages.speaking(code):
        for rule, cited in rules_with_exceptions().items():
            sentence = rule_sentence(rule)
            block = text.split(f"### {rule}\n\n", 1)[1].split("\n#", 1)[0]
            for statement in (sentence, block):
                says_it = _STATED_EXCEPTION[code].search(statement) or any(
                    re.search(rf"\b{other}\b", statement) for other in cited)
                assert says_it, (code, rule, statement)


def test_a_str_subclass_is_read_as_its_plain_rule_id():
    from fuzzing import HostileStr  # tests/fuzzing.py: a str whose every method raises

    assert reference_anchor(HostileStr("J1")) == "rules_reference.ipynb#J1"
    assert rulebook.rule_text(HostileStr("J1")) == rulebook.rule_text("J1")
    assert rulebook.section_of(HostileStr("J1")) == "J"
    assert rulebook.rules_in(HostileStr("J")) == rulebook.rules_in("J")
    assert rulebook.taught_in(HostileStr("J1")) == rulebook.taught_in("J1")
    with pytest.raises(ValueError):
        reference_anchor(HostileStr("Z9"))
