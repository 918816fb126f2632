"""One Malay term per idea, and no calque: the Malay glossary (`docs/glossary_ms.md`) is the
authority. Its table "Rejected variants" lists each form the course no longer uses, as a
regular expression and where it is forbidden; this test reads every Malay text the course has
(the main catalog's msgstrs, the notebooks' catalogs, the generated Malay notebooks' markdown,
and the lessons' data as `speaking("ms")` says it) and fails where a rejected form is used."""

from __future__ import annotations

import re
from pathlib import Path

import nbformat
import pytest
from babel.messages.pofile import read_po

from charleston_lessons.exercises import ChoiceQuiz, NumberQuiz
from charleston_lessons.lessons import all_lessons, header_markdown, key_points_markdown, navigation_markdown
from charleston_lessons.messages import speaking
from charleston_lessons.rulebook import reference_cells
from tools import catalogs, malay_patterns
from tools.malay_patterns import compiled, visible

ROOT = Path(__file__).resolve().parents[1]
GLOSSARY = ROOT / "docs" / "glossary_ms.md"
NOTEBOOK_CATALOGS = ROOT / "locale" / "notebooks" / "ms"
MALAY_NOTEBOOKS = ROOT / "notebooks" / "ms"
CHECKED = ("everywhere", "outside questions", "where the English says run")

# "run" as a noun in an English msgid: a run of numbers ("a run", "your run", "**run**") or a
# line's name ("Dot run", "Run one to four", "Runs"); the verb ("Run ▸ Run All Cells", "run this
# cell", "turn order runs East...", "the first one run backwards") is left out.
RUN_NOUN = re.compile(
    r"\b(?:a|the|your|its|Dot|Pairs)\s+runs?\b|\*\*runs?\*\*|(?:^|\|\s*)Runs?\b(?!\s*▸|\s+(?:this|the|All|a)\b)")
# The English words for an order (of passes, of turns), which "urutan" translates.
ORDER = re.compile(r"\b(?:order|sequence)\b")


def rejected_variants() -> list[dict[str, str]]:
    """The rows of the glossary's table of rejected variants (read by tools/malay_patterns.py,
    which counts the same patterns)."""
    return malay_patterns.rejected_rows(GLOSSARY)


def sentences(text: str) -> list[str]:
    """A text's sentences: wrapped lines joined, then split after . ! ? and at line breaks
    (a list item, a heading and a table row each stand alone)."""
    text = re.sub(r"\n(?![-*#|>\n]|\d+\.)", " ", text)
    return [part for part in re.split(r"(?<=[.!?])\s+|\n+", text) if part.strip()]


def strings(value) -> list[str]:
    if not value:
        return []
    return [value] if isinstance(value, str) else [item for item in value if item]


def exercise_texts(exercise) -> list[str]:
    texts = [exercise.prompt]
    if isinstance(exercise, ChoiceQuiz):
        texts += [label for _, label in exercise.choices]
        texts += [str(exercise.check(key)) for key in exercise.option_ids]
    elif isinstance(exercise, NumberQuiz):
        texts += [str(exercise.check(n)) for n in {exercise.answer, *exercise.wrong, exercise.low, exercise.high}]
    else:
        texts.append(str(exercise.check(exercise.answer)))
    texts += [exercise.hint(i) for i in range(len(exercise.hints) + 1)]
    texts.append(exercise.solution())
    return texts


def malay_texts() -> list[tuple[str, str | None, str]]:
    """(where, English it translates or None, Malay text) for every Malay text of the course."""
    texts: list[tuple[str, str | None, str]] = []
    for message in catalogs.read("ms"):
        english = " ".join(strings(message.id))
        for malay in strings(message.string):
            texts.append((f"main catalog {message.context or english[:50]!r}", english, malay))
    for path in sorted(NOTEBOOK_CATALOGS.rglob("*.po")):
        with path.open("rb") as handle:
            catalog = read_po(handle)
        for message in catalog:
            english = " ".join(strings(message.id))
            for malay in strings(message.string):
                texts.append((f"{path.relative_to(ROOT)} {message.context}", english, malay))
    for path in sorted(MALAY_NOTEBOOKS.rglob("*.ipynb")):
        if ".ipynb_checkpoints" in path.parts:
            continue
        for cell in nbformat.read(path, as_version=4).cells:
            if cell.cell_type == "markdown":
                texts.append((f"{path.relative_to(ROOT)} cell {cell.get('id')}", None, cell.source))
    with speaking("ms"):
        for lesson in all_lessons():
            where = f"lesson {lesson.number} data (ms)"
            spoken = [header_markdown(lesson.number), key_points_markdown(lesson.number),
                      navigation_markdown(lesson.number), lesson.title, *lesson.questions,
                      *lesson.objectives, *lesson.key_points]
            for exercise in lesson.exercises:
                spoken += exercise_texts(exercise)
            texts += [(where, None, str(text)) for text in spoken if text]
        texts += [("rules reference data (ms)", None, cell) for cell in reference_cells()]
    return texts


@pytest.fixture(scope="module")
def texts():
    return malay_texts()


def uses(row: dict[str, str], english: str | None, malay: str) -> list[str]:
    """The places in `malay` where `row`'s rejected form is used, as the table says to check."""
    pattern = compiled(row["pattern"])
    shown = visible(malay)
    if row["checked"] == "everywhere":
        return [match.group(0) for match in pattern.finditer(shown)]
    if row["checked"] == "outside questions":
        return [sentence for sentence in sentences(shown)
                if pattern.search(sentence) and not sentence.rstrip(" *_)\"”'").endswith("?")]
    # where the English says run: "urutan" may translate each "order" of the English, no more.
    if english is None or not RUN_NOUN.search(english):
        return []
    found = [match.group(0) for match in pattern.finditer(shown)]
    return found if len(found) > len(ORDER.findall(english)) else []


def test_the_glossary_lists_rejected_variants_each_found_by_its_own_pattern():
    rows = rejected_variants()
    assert len(rows) >= 10
    for row in rows:
        assert row["checked"] in CHECKED, row
        assert row["instead"], row
        assert compiled(row["pattern"]).search(row["rejected"]), f"the pattern does not find its own example: {row}"


def test_every_kind_of_malay_text_is_read(texts):
    wheres = [where for where, _, _ in texts]
    assert sum(where.startswith("main catalog") for where in wheres) > 1000
    for path in NOTEBOOK_CATALOGS.rglob("*.po"):
        assert any(where.startswith(str(path.relative_to(ROOT))) for where in wheres), path
    for path in MALAY_NOTEBOOKS.rglob("*.ipynb"):
        if ".ipynb_checkpoints" not in path.parts:
            assert any(where.startswith(str(path.relative_to(ROOT))) for where in wheres), path
    assert {f"lesson {lesson.number} data (ms)" for lesson in all_lessons()} <= set(wheres)


def test_the_run_detector_tells_the_noun_from_the_verb(texts):
    nouns = {english for _, english, _ in texts if english and RUN_NOUN.search(english)}
    assert "Dot run" in nouns
    assert not RUN_NOUN.search("**To start:** choose **Run ▸ Run All Cells** in the menu")
    assert not RUN_NOUN.search("Exercise {id}: {prompt} (run this cell to answer)")


@pytest.mark.parametrize("row", rejected_variants(), ids=lambda row: row["rejected"])
def test_no_malay_text_uses_a_rejected_variant(texts, row):
    found = {}
    for where, english, malay in texts:
        used = uses(row, english, malay)
        if used:
            found.setdefault(where, used)
    assert found == {}, f"use {row['instead']!r} instead of {row['rejected']!r}"
