"""No word before its time: the course walked in a learner's order, in every language, never
uses a glossary term before the place that teaches it, unless that use links to the glossary.

The walk, lesson by lesson (1 to 12), follows each lesson's notebook (notebooks/ for English,
notebooks/<lang>/ for another language) cell by cell:
- a markdown cell is its text (the header with the lesson's questions and objectives, the
  lesson's own cells, the key points); the navigation cell at the end is left out, as it
  holds other lessons' titles, names rather than uses;
- a cell that shows an exercise (`lesson.exercise("key")`) is the exercise's prompt, options,
  hints and solution (its explanation), in that language;
- any other cell that shows a picture or a table is its text alternative (the stored output's
  plain text), except the glossary itself (`course.glossary()`);
then the lesson's exercises that no cell shows.

A term is where `rulebook.GLOSSARY` says it is taught (a lesson and a cell id of the English
notebook, which the other languages share, or "exercise:<key>"); its uses are the forms its
`glossary.<key>.words` message lists in that language. Before that place a use must be a
link to the glossary: a markdown link `[word](rules_reference.ipynb#Glossary)` whose target
is `rulebook.glossary_link()` in that language ("#Glosari" in Malay). A lesson's header may
name a term that the same lesson teaches: its questions and objectives announce what comes.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import nbformat
import pytest

from charleston_lessons import messages
from charleston_lessons.lessons import all_lessons
from charleston_lessons.rulebook import GLOSSARY, Term, glossary_link

ROOT = Path(__file__).resolve().parents[1]
NOTEBOOKS = ROOT / "notebooks"
LANGUAGES = messages.LANGUAGES
EXERCISE_CELL = re.compile(r"""lesson\.exercise\(["']([^"']+)["']\)""")
# The endings a form may take: English inflections, and Malay's clitics (its affixes are
# listed as forms of their own in the catalog, as "membuang" and "dibuang").
ENDINGS = {"en": r"(?:s|es|ed|d|ing)?", "ms": r"(?:nya|lah)?"}


def notebook_of(number: int, code: str) -> Path:
    name = next(item.notebook for item in all_lessons() if item.number == number)
    return NOTEBOOKS / name if code == "en" else NOTEBOOKS / code / name


def exercise_texts(exercise) -> list[str]:
    """What a learner reads of an exercise before and while answering: prompt, options,
    hints and the solution (which carries its explanation)."""
    texts = [exercise.prompt, *getattr(exercise, "options", ())]
    texts += [exercise.hint(level) for level in range(len(exercise.hints))]
    texts.append(exercise.solution())
    return [text for text in texts if isinstance(text, str)]


def walk(code: str) -> Iterator[tuple[int, str, str]]:
    """(lesson number, place, text) in the order a learner meets them, in language `code`;
    a place is a cell id or "exercise:<key>"."""
    with messages.speaking(code):
        lessons = all_lessons()
        for item in lessons:
            shown = set()
            cells = nbformat.read(notebook_of(item.number, code), as_version=4).cells
            for cell in cells:
                if cell.cell_type == "markdown":
                    if not cell.get("id", "").endswith("-nav"):
                        yield item.number, cell.id, cell.source
                    continue
                keys = EXERCISE_CELL.findall(cell.source)
                for key in keys:
                    shown.add(key)
                    for text in exercise_texts(item.exercise(key)):
                        yield item.number, f"exercise:{key}", text
                if keys or "course.glossary()" in cell.source:
                    continue
                for output in cell.get("outputs", []):
                    data = output.get("data", {})
                    if "text/html" in data and "text/plain" in data:
                        yield item.number, cell.id, data["text/plain"]
            for key, exercise in item.keys.items():
                if key not in shown:
                    for text in exercise_texts(exercise):
                        yield item.number, f"exercise:{key}", text


def _pattern(form: str, code: str) -> str:
    words = [re.escape(word) for word in form.split()]
    return r"(?<![\w-])" + r"\s+".join(words) + ENDINGS[code] + r"(?![\w-])"


def forms(term: Term, code: str) -> tuple[re.Pattern, re.Pattern | None]:
    """The term's uses and the phrases that are another sense of its word, in `code`."""
    with messages.speaking(code):
        uses, others = term.words
    assert uses, f"glossary.{term.key}.words lists no form in {code}"
    found = re.compile("|".join(_pattern(form, code) for form in uses), re.I)
    masked = re.compile("|".join(r"(?<![\w-])" + r"\s+".join(map(re.escape, o.split())) for o in others), re.I) \
        if others else None
    return found, masked


def plain(text: str) -> str:
    """Markdown's emphasis marks left out, so "Your **right**" reads as "Your right"."""
    return text.replace("*", "")


def uses_in(text: str, term: Term, code: str) -> list[re.Match]:
    found, masked = forms(term, code)
    text = plain(text)
    if masked is not None:
        text = masked.sub(lambda m: " " * len(m.group(0)), text)
    return list(found.finditer(text))


def linked_spans(text: str, code: str) -> list[tuple[int, int]]:
    """Where `text` links to the glossary: the spans of the link texts."""
    with messages.speaking(code):
        target = re.escape(glossary_link())
    return [m.span(1) for m in re.finditer(rf"\[([^\]]+)\]\({target}\)", plain(text))]


def definition_index(places: list[tuple[int, str, str]], term: Term) -> int:
    """The position in the walk of the place that teaches `term` (its first text there)."""
    for at, (number, place, _text) in enumerate(places):
        if number == term.lesson and place == term.cell:
            return at
    raise AssertionError(f"{term.key}: lesson {term.lesson} has no place {term.cell!r}")


@pytest.fixture(scope="module", params=LANGUAGES)
def course(request) -> tuple[str, list[tuple[int, str, str]]]:
    return request.param, list(walk(request.param))


def test_the_walk_covers_every_lesson_and_every_exercise(course):
    code, places = course
    numbers = [number for number, _place, _text in places]
    assert numbers == sorted(numbers) and set(numbers) == {item.number for item in all_lessons()}
    for item in all_lessons():
        for key in item.keys:
            assert (item.number, f"exercise:{key}") in {(n, p) for n, p, _t in places}, key
    assert any("heading" not in text and "[" in text for _n, _p, text in places)


def test_every_term_is_taught_where_the_glossary_says(course):
    """The place the glossary names for a term is in its lesson and uses the term there."""
    code, places = course
    wrong = []
    for term in GLOSSARY:
        at = definition_index(places, term)
        there = [text for number, place, text in places[at:] if (number, place) == (term.lesson, term.cell)]
        if not any(uses_in(text, term, code) for text in there):
            wrong.append(f"{term.key}: lesson {term.lesson}, {term.cell} never uses it")
    assert not wrong, f"{code}: the glossary's places that do not teach their term:\n" + "\n".join(wrong)


def test_no_term_is_used_before_it_is_taught_unless_linked_to_the_glossary(course):
    code, places = course
    early = []
    for term in GLOSSARY:
        taught = definition_index(places, term)
        for number, place, text in places[:taught]:
            header = place == f"l{number:02d}-00"
            if header and number == term.lesson:
                continue  # a lesson's questions and objectives announce what it teaches
            links = linked_spans(text, code)
            for use in uses_in(text, term, code):
                if not any(start <= use.start() < end for start, end in links):
                    snippet = text[max(0, use.start() - 50):use.end() + 30].replace("\n", " ")
                    early.append(f"{term.key} (taught in lesson {term.lesson}, {term.cell}) used in "
                                 f"lesson {number}, {place}: ...{snippet}...")
                    break
    assert not early, f"{code}: words before they are taught:\n" + "\n".join(early)


def test_a_link_to_the_glossary_counts_and_a_plain_use_does_not():
    """The check itself: a use inside a glossary link is allowed, the same word outside is not."""
    term = next(entry for entry in GLOSSARY if entry.key == "wall")
    for code in LANGUAGES:
        with messages.speaking(code):
            word = term.words[0][0]
            link = f"[{word}]({glossary_link()})"
        linked = f"Tiles come from the {link}."
        assert uses_in(linked, term, code) and all(
            any(s <= use.start() < e for s, e in linked_spans(linked, code)) for use in uses_in(linked, term, code))
        plain = f"Tiles come from the {word}."
        assert uses_in(plain, term, code) and not linked_spans(plain, code)


def test_the_glossary_link_is_the_reference_notebooks_glossary_heading():
    for code in LANGUAGES:
        reference = NOTEBOOKS / "rules_reference.ipynb" if code == "en" else NOTEBOOKS / code / "rules_reference.ipynb"
        with messages.speaking(code):
            notebook, _, anchor = glossary_link().partition("#")
        assert notebook == "rules_reference.ipynb"
        last = nbformat.read(reference, as_version=4).cells[-1].source
        assert last.startswith(f"## {anchor.replace('-', ' ')}\n"), (code, anchor)


# ------------------------------------------------------------------ the express page, a first page

EXPRESS_EXERCISE = re.compile(r"""express\.exercise\(["']([\w-]+/[\w-]+)["']\)""")
BOLD = re.compile(r"\*\*([^*]+)\*\*")
HEADING_LINE = re.compile(r"^#{1,6} .*$", re.M)


def express_walk(code: str) -> Iterator[tuple[str, str, str]]:
    """(place, kind, text) of the express page in the order a learner meets them, in `code`:
    its markdown cells ("markdown"), each exercise's texts ("exercise") and the plain text of
    what its other cells show ("shown": the key points, the pass table, the pictures)."""
    from charleston_lessons.lessons import EXPRESS_NOTEBOOK, find_exercise

    path = NOTEBOOKS / EXPRESS_NOTEBOOK if code == "en" else NOTEBOOKS / code / EXPRESS_NOTEBOOK
    with messages.speaking(code):
        for cell in nbformat.read(path, as_version=4).cells:
            if cell.cell_type == "markdown":
                yield cell.id, "markdown", cell.source
                continue
            keys = EXPRESS_EXERCISE.findall(cell.source)
            for key in keys:
                for text in exercise_texts(find_exercise(key)[1]):
                    yield f"exercise:{key}", "exercise", text
            if keys:
                continue
            for output in cell.get("outputs", []):
                data = output.get("data", {})
                if "text/plain" in data:
                    yield cell.id, "shown", "".join(data["text/plain"])


def explained_spans(text: str) -> list[tuple[int, int]]:
    """Where a markdown text explains a word: its bold spans, as the page marks a new term
    (in `plain(text)`'s offsets)."""
    spans = []
    for match in BOLD.finditer(text):
        start = match.start() - text[:match.start()].count("*")
        spans.append((start, start + len(match.group(1))))
    return spans


@pytest.mark.parametrize("code", LANGUAGES)
def test_the_express_page_explains_every_term_where_it_first_uses_it_or_links_to_the_glossary(code):
    """The express page is a reader's first page: no lesson came before it. Every glossary
    term it uses (in its text, its key points, its pictures' words or its exercises) is
    explained where the page first uses it, in a markdown cell that sets the term in bold
    there, or that first use links to the glossary."""
    places = list(express_walk(code))
    assert any(kind == "exercise" for _p, kind, _t in places) and any(kind == "shown" for _p, kind, _t in places)
    assert places[0][0] == "express-title"
    # The title and the paragraph under it announce what the page teaches, as a lesson's
    # header does; a heading names what its section explains. Neither is a use.
    places = [(place, kind, HEADING_LINE.sub(lambda m: " " * len(m.group(0)), text) if kind == "markdown" else text)
              for place, kind, text in places[1:]]
    unexplained = []
    for term in GLOSSARY:
        first = next(((place, kind, text, use) for place, kind, text in places
                      for use in uses_in(text, term, code)[:1]), None)
        if first is None:
            continue
        place, kind, text, use = first
        spans = linked_spans(text, code) + (explained_spans(text) if kind == "markdown" else [])
        if not any(start <= use.start() < end for start, end in spans):
            snippet = plain(text)[max(0, use.start() - 50):use.end() + 30].replace("\n", " ")
            unexplained.append(f"{term.key} first used in {place} ({kind}), neither explained nor linked: ...{snippet}...")
    assert not unexplained, f"{code}:\n" + "\n".join(unexplained)


@pytest.mark.parametrize("code", LANGUAGES)
def test_the_express_page_says_what_a_rule_id_is_before_the_first_one(code):
    """Rule IDs (P3, J1) are in the page's boxes from the first section: the page says what
    they are, and links to the rules reference, before a reader meets the first."""
    from charleston_lessons.rulebook import RULES, REFERENCE_NOTEBOOK

    ids = re.compile(r"\b(?:" + "|".join(rule for rule in RULES if rule[-1].isdigit()) + r")\b")
    for place, kind, text in express_walk(code):
        if kind == "markdown" and f"]({REFERENCE_NOTEBOOK}" in text:
            break
        assert not ids.search(text), f"{code}: {place} shows a rule ID before the page says what one is"
    else:
        raise AssertionError(f"{code}: the page never links to the rules reference")
