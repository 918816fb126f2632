"""Every lesson notebook has the shape the course promises, and agrees with its data."""

from __future__ import annotations

import copy
import html
import re
import subprocess
import sys
from collections import Counter
from pathlib import Path

import nbformat
import pytest

from charleston_lessons import course
from charleston_lessons.coach import suggest_pass, teaching_pass, unseen_due
from charleston_lessons.exercises import CoachedPick, Outcome, PickPass
from charleston_lessons.lessons import EXPRESS_NOTEBOOK, PRACTICE_NOTEBOOK, all_lessons, find_exercise, lesson, navigation_markdown
from charleston_lessons.messages import LANGUAGES, say, speaking
from charleston_lessons.practice import SESSION_ITEMS, due_line
from charleston_lessons.rulebook import REFERENCE_NOTEBOOK, RULES

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))
from tools.lesson_notebook import LOOK_BACK_CODE, REVIEWS_CODE, dress, look_back_cell_id, nav_cell_id, reviews_cell_id  # noqa: E402 - the repository's own tools/

NOTEBOOKS = ROOT / "notebooks"
LESSONS = all_lessons()
EXERCISE_CALL = re.compile(r"""lesson\.exercise\(["']([\w-]+)["']\)""")


def notebook(data):
    return nbformat.read(NOTEBOOKS / data.notebook, as_version=4)


def test_lessons_are_numbered_from_1_without_gaps():
    assert [item.number for item in LESSONS] == list(range(1, len(LESSONS) + 1))
    assert LESSONS[0].slug == "start-here"


def test_every_notebook_in_the_folder_is_a_lesson_the_rules_reference_or_practice():
    """Or the express lesson (a route through the lessons' data, not a numbered lesson), or the
    workshop's table for four (a seat at a shared table, not a lesson)."""
    on_disk = {p.name for p in NOTEBOOKS.glob("*.ipynb")}
    assert on_disk == {item.notebook for item in LESSONS} | {
        REFERENCE_NOTEBOOK, PRACTICE_NOTEBOOK, EXPRESS_NOTEBOOK, "table_for_four.ipynb"}
    assert EXPRESS_NOTEBOOK not in {item.notebook for item in LESSONS}


def first_pick():
    """The lesson, notebook cells and cell index where a learner first meets a tile pick."""
    for data in LESSONS:
        cells = notebook(data).cells
        for i, cell in enumerate(cells):
            keys = EXERCISE_CALL.findall(cell.source) if cell.cell_type == "code" else []
            if any(data.exercise(key).kind == "pick" for key in keys):
                return data, cells, i
    raise AssertionError("no lesson has a pick exercise")


def test_before_the_first_pick_the_learner_reads_what_a_hand_the_card_and_lines_are():
    data, cells, at = first_pick()
    before = cells[:at]
    words = " ".join(c.source for c in before if c.cell_type == "markdown")
    for term in ("**hand**", "14 tiles", "**the card**", "every year", "G5", "**lines**", "two or three"):
        assert term in words, term
    drawn = [c for c in before if c.cell_type == "code" and "course.tiles(" in c.source and "teaching_caption" in c.source]
    assert drawn, "an invented teaching line is drawn in tiles before the first pick"
    page = course.lesson(data.number)
    assert "invented" in page.teaching_caption() and page.teaching_line().notation in page.teaching_caption()
    assert len(page.teaching_line().tiles()) == 14


def test_lesson_1_shows_the_glossary_near_its_end_and_points_to_the_rules_reference():
    cells = notebook(LESSONS[0]).cells
    at = next(i for i, c in enumerate(cells) if c.cell_type == "code" and c.source.strip() == "course.glossary()")
    assert at >= len(cells) - 7, "near the end of the notebook (before the key points, look back, reviews due and links)"
    assert f"]({REFERENCE_NOTEBOOK})" in cells[at - 1].source


@pytest.mark.parametrize("data", LESSONS, ids=lambda d: d.slug)
def test_opens_with_questions_objectives_and_minutes(data):
    first = notebook(data).cells[0]
    assert first.cell_type == "markdown"
    text = first.source
    assert text.startswith(f"# Lesson {data.number}: {data.title}")
    for line in (*data.questions, *data.objectives):
        assert line in text
    assert f"{data.teaching_minutes} min teaching, {data.exercise_minutes} min exercises" in text
    assert data.questions and data.objectives and data.teaching_minutes > 0


@pytest.mark.parametrize("data", LESSONS, ids=lambda d: d.slug)
def test_closes_with_its_key_points_then_the_reviews_due_then_the_links_on(data):
    *_, points, look, reviews, links = notebook(data).cells
    assert points.cell_type == "markdown" and points.source.startswith("## Key points")
    for point in data.key_points:
        assert point in points.source
    # what was missed, with its rule and where it is taught, after the key points
    assert look.cell_type == "code" and (look.id, look.source) == (look_back_cell_id(data.number), LOOK_BACK_CODE)
    assert reviews.cell_type == "code" and reviews.id == reviews_cell_id(data.number)
    assert reviews.source == REVIEWS_CODE == "course.reviews_due()"
    assert links.cell_type == "markdown" and links.id == nav_cell_id(data.number)


LINK_HTML = re.compile(r'<a href="([^"]+)"[^>]*>([^<]+)</a>')


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("data", LESSONS, ids=lambda d: d.slug)
def test_every_lesson_ends_with_the_reviews_due_and_a_link_to_practise_in_each_language(data, lang):
    """What a learner sees at the end of each lesson, as stored (the notebooks run on a fresh
    progress file, so nothing is due yet): the due line, then the link to the practice notebook,
    which sits beside the lessons in every language's folder."""
    folder = NOTEBOOKS if lang == LANGUAGES[0] else NOTEBOOKS / lang
    cells = nbformat.read(folder / data.notebook, as_version=4).cells
    reviews, links = cells[-2:]
    assert (reviews.id, reviews.source, links.id) == (reviews_cell_id(data.number), REVIEWS_CODE, nav_cell_id(data.number))
    (shown,) = [o for o in reviews.outputs if o.output_type == "execute_result"]
    with speaking(lang):
        line, words = due_line([]), say("progress.practice_link", count=SESSION_ITEMS)
    assert shown.data["text/plain"] == f"{line}\n{words} ({PRACTICE_NOTEBOOK})"
    page = shown.data["text/html"]
    assert html.escape(line) in page
    assert LINK_HTML.findall(page) == [(PRACTICE_NOTEBOOK, html.escape(words))]


def test_the_practice_notebook_the_lessons_link_to_is_beside_them():
    if not (NOTEBOOKS / PRACTICE_NOTEBOOK).exists():
        pytest.skip("the practice notebook is not in this checkout yet")
    for lang in LANGUAGES[1:]:
        assert (NOTEBOOKS / lang / PRACTICE_NOTEBOOK).is_file()


# ------------------------------------------------ a first open that reads like a course page


def _jupyter(cell) -> dict:
    return cell.metadata.get("jupyter", {})


@pytest.mark.parametrize("data", LESSONS, ids=lambda d: d.slug)
def test_a_lesson_opens_as_a_page_with_no_menu_to_find_and_folds_its_code_away(data):
    nb = notebook(data)
    title, blank, questions = nb.cells[0].source.split("\n")[:3]
    # No line says how to start: the page runs the cells itself (page.js, issue 31).
    assert (title, blank, questions) == (f"# Lesson {data.number}: {data.title}", "", "**Questions**")
    assert "Run All" not in nb.cells[0].source and "cl-run-all" not in nb.cells[0].source
    code = [cell for cell in nb.cells if cell.cell_type == "code"]
    assert [c.id for c in code if _jupyter(c).get("source_hidden") is not True] == [], "code shown on a first open"
    assert [c.id for c in code if _jupyter(c).get("outputs_hidden")] == [], "an output hidden"
    assert nb.cells[-1].source == navigation_markdown(data.number)
    # The tool that writes all this would change nothing: nothing is missing or stale.
    assert dress(copy.deepcopy(nb), data.number) is False


MARKDOWN_LINK = re.compile(r"\[([^\]]+)\]\(([^)#\s]+)(?:#([^)\s]+))?\)")


@pytest.mark.parametrize("data", LESSONS, ids=lambda d: d.slug)
def test_every_lesson_links_to_the_one_before_and_after_by_title(data):
    links = MARKDOWN_LINK.findall(notebook(data).cells[-1].source)
    assert len(links) == 2
    (_, back, _), (_, on, anchor) = links
    for _text, target, _anchor in links:
        assert (NOTEBOOKS / target).is_file(), target
    at = LESSONS.index(data)
    assert back == (LESSONS[at - 1].notebook if at else REFERENCE_NOTEBOOK)
    if at + 1 < len(LESSONS):
        after = LESSONS[at + 1]
        assert (on, anchor) == (after.notebook, "")
        assert f"[Lesson {after.number}: {after.title}]" in notebook(data).cells[-1].source
    else:  # the last lesson leads back to the overview in lesson 1, by its heading's anchor
        assert on == LESSONS[0].notebook
        headings = [line[3:] for c in notebook(LESSONS[0]).cells if c.cell_type == "markdown"
                    for line in c.source.splitlines() if line.startswith("## ")]
        assert anchor == say("progress.overview_title").replace(" ", "-")
        assert anchor.replace("-", " ") in headings


def test_dress_adds_what_a_bare_lesson_lacks_and_keeps_cell_ids():
    nb = notebook(LESSONS[4])
    bare = copy.deepcopy(nb)
    bare.cells = bare.cells[:-1]  # no links
    bare.cells[0].source = bare.cells[0].source.replace("**Questions**", "**Questions (old)**")
    for cell in bare.cells:
        cell.metadata.pop("jupyter", None)
    outputs = [c.get("outputs") for c in bare.cells]
    assert dress(bare, 5) is True
    assert bare.cells == nb.cells and [c.get("outputs") for c in bare.cells[:-1]] == outputs
    assert [c.id for c in bare.cells] == [c.id for c in nb.cells]


def test_dress_adds_the_reviews_cell_once_before_the_links_and_keeps_its_outputs():
    nb = notebook(LESSONS[6])
    number = LESSONS[6].number
    bare = copy.deepcopy(nb)
    bare.cells = [c for c in bare.cells if c.id != reviews_cell_id(number)]
    assert dress(bare, number) is True
    *_, reviews, links = bare.cells
    assert (reviews.cell_type, reviews.id, reviews.source) == ("code", reviews_cell_id(number), REVIEWS_CODE)
    assert reviews.metadata["jupyter"]["source_hidden"] is True and links.id == nav_cell_id(number)
    assert [c.id for c in bare.cells] == [c.id for c in nb.cells]
    # Out of place (say, moved to the top), it goes back before the links with its outputs.
    moved = copy.deepcopy(nb)
    at = next(i for i, c in enumerate(moved.cells) if c.id == reviews_cell_id(number))
    moved.cells.insert(1, moved.cells.pop(at))
    assert dress(moved, number) is True
    assert moved.cells == nb.cells
    assert dress(moved, number) is False


@pytest.mark.parametrize("data", LESSONS, ids=lambda d: d.slug)
def test_has_at_least_three_graded_exercises_each_shown_once(data):
    cells = notebook(data).cells
    shown = [key for c in cells if c.cell_type == "code" for key in EXERCISE_CALL.findall(c.source)]
    assert len(data.exercises) >= 3
    assert sorted(shown) == sorted(data.keys), "every exercise of the lesson is shown exactly once"


@pytest.mark.parametrize("data", LESSONS, ids=lambda d: d.slug)
def test_code_cells_are_short_and_were_run(data):
    for cell in notebook(data).cells:
        if cell.cell_type != "code":
            continue
        lines = [line for line in cell.source.splitlines() if line.strip()]
        assert 1 <= len(lines) <= 2, f"a lesson cell is one or two lines: {cell.source!r}"
        assert cell.execution_count is not None, f"committed without running: {cell.source!r}"
        assert not [o for o in cell.outputs if o.output_type == "error"]


@pytest.mark.parametrize("data", LESSONS, ids=lambda d: d.slug)
def test_racks_and_hands_are_labelled_invented(data):
    nb = notebook(data)
    shows_racks = any(
        c.cell_type == "code" and ("course.tiles(" in c.source or "rack" in c.source) for c in nb.cells
    ) or any(getattr(e, "rack", None) for e in data.exercises)
    markdown = " ".join(c.source for c in nb.cells if c.cell_type == "markdown").lower()
    if shows_racks:
        assert "invented" in markdown, "say where a rack is shown that it is invented (G5)"


@pytest.mark.parametrize("data", LESSONS, ids=lambda d: d.slug)
def test_every_exercise_accepts_its_solution_and_cites_known_rules(data):
    for exercise in data.exercises:
        assert exercise.check(exercise.answer).outcome is Outcome.CORRECT, exercise.id
        assert set(exercise.rules) <= set(RULES), exercise.id
        assert exercise.id.startswith(f"{data.slug}/")
        assert find_exercise(exercise.id) == (data, exercise)
    assert set(data.rules) <= set(RULES)


def test_an_unknown_lesson_or_exercise_is_a_clear_error():
    with pytest.raises(ValueError, match="numbered"):
        lesson(99)
    with pytest.raises(KeyError, match="has no exercise"):
        LESSONS[0].exercise("nope")


# ------------------------------------------------ tile picks that teach good play

PICKS = [e for data in LESSONS for e in data.exercises if isinstance(e, PickPass)]


@pytest.mark.parametrize("pick", PICKS, ids=lambda e: e.id)
def test_every_pick_names_its_good_passes_or_is_graded_by_the_coach(pick):
    assert isinstance(pick, CoachedPick) or pick.good is not None, "a pick graded on legality alone"


@pytest.mark.parametrize("pick", [p for p in PICKS if not isinstance(p, CoachedPick)], ids=lambda e: e.id)
def test_no_pick_solution_gives_away_a_tile_the_lines_need(pick):
    solution = pick.answer
    assert Counter(solution.own) <= Counter(pick.good), "the solution passes a tile the lines need"
    assert solution.blind == min(pick.arriving, unseen_due(len(pick.good))), "one blind-pass standard (G3)"
    assert pick.check(solution).correct


@pytest.mark.parametrize("pick", [p for p in PICKS if isinstance(p, CoachedPick)], ids=lambda e: e.id)
def test_a_coached_solution_is_the_coachs_own_and_forwards_by_the_same_standard(pick):
    advice = teaching_pass(pick.rack, pick.step, pick.lines, agreed=pick.agreed)
    fast = suggest_pass(pick.rack, pick.step, pick.lines, agreed=pick.agreed)
    assert pick.answer == advice.choice and pick.check(pick.answer).correct
    assert advice.choice.blind == fast.choice.blind and min(advice.after) == min(fast.after)
    assert min(advice.after) == min(advice.before), "the coach's pass costs the nearest line nothing"


@pytest.mark.parametrize("pick", PICKS, ids=lambda e: e.id)
def test_a_pick_of_14_tiles_says_the_learner_sits_east(pick):
    if len(pick.rack) == 14:
        assert "East" in pick.prompt, "only East holds 14 tiles (T3): say so"


@pytest.mark.parametrize("pick", PICKS, ids=lambda e: e.id)
def test_every_graded_pick_says_which_lines_it_means(pick):
    if isinstance(pick, CoachedPick):
        assert all(line.name in pick.prompt for line in pick.lines)
    else:
        assert re.search(r"\blines? want", pick.prompt, flags=re.I), "name what the lines want"


@pytest.mark.parametrize("data", LESSONS, ids=lambda d: d.slug)
def test_no_lesson_calls_advice_a_rule(data):
    text = " ".join(c.source for c in notebook(data).cells if c.cell_type == "markdown")
    assert not re.search(r"\brules?\s+(\*\*)?G\d", text, flags=re.I), "G is advice, not a rule"


JOKER_KEPT = re.compile(r"joker (stays|is kept) with you|keep (it|the joker), add", re.I)


@pytest.mark.parametrize("data", LESSONS, ids=lambda d: d.slug)
def test_no_lesson_lets_a_joker_passed_by_mistake_stay_with_its_receiver(data):
    """B6 and J2: a joker among arriving tiles goes back; it never ends in another rack."""
    words = [c.source for c in notebook(data).cells if c.cell_type == "markdown"]
    words += [*data.key_points, *(e.prompt for e in data.exercises)]
    for exercise in data.exercises:
        words += [*exercise.hints, exercise.solution(), *(getattr(exercise, "options", ()) or ())]
        words += [sentence for _rule, sentence in (getattr(exercise, "wrong", {}) or {}).values()]
    assert not [w for w in words if JOKER_KEPT.search(w)]
    for exercise in data.exercises:
        if "B6" in exercise.rules or "J2" in exercise.rules:
            assert re.search(r"goes back|gives? it back|hands? it back", exercise.solution()), exercise.id


# ------------------------------------------------------------------ key points against the rules

# Words by which the project's rules (docs/RULES.md) make an exception to what they state, and
# the words by which a key point can say it, in each language (as tests/test_rulebook.py reads them).
_RULES_EXCEPTION = re.compile(r"\b(?:except|exceptions?|unless)\b|\b\d+ fewer\b", re.I)
_STATED_EXCEPTION = {"en": re.compile(r"\b(?:except|unless|exception)\b", re.I),
                     "ms": re.compile(r"\b(?:kecuali|melainkan|pengecualian)\b", re.I)}
# The passes a rule's count holds for, where its text says "Passes 1 to 6" (P6 counts the same
# passes as P3), in each language's words: a key point that counts tiles by it names them.
_SCOPE = re.compile(r"\bPasses (\d) to (\d)\b")
_SCOPE_WORDS = {"en": "{0} to {1}", "ms": "{0} hingga {1}"}
_CITED = re.compile(r"\b([A-Z]\d)\b")


def rule_texts() -> dict[str, str]:
    """Each rule's whole text in docs/RULES.md, its continuation lines joined."""
    text = (ROOT / "docs" / "RULES.md").read_text()
    found = re.findall(r"^- \*\*([A-Z]\d+)\*\* (.*?)(?=^- \*\*|^#|\Z)", text, flags=re.M | re.S)
    return {rule: " ".join(body.split()) for rule, body in found}


def excepted_rules() -> dict[str, set[str]]:
    """The rules whose text names an exception, each with the rules its text cites (one of which makes it)."""
    return {rule: set(_CITED.findall(text)) - {rule}
            for rule, text in rule_texts().items() if _RULES_EXCEPTION.search(text)}


def counted_scopes() -> dict[str, tuple[str, str]]:
    """The rules that count tiles over a stated span of passes, with that span: "Passes 1 to 6
    each move exactly 3 tiles" (P3), and the count check of 18 over the same passes (P6)."""
    texts = rule_texts()
    scopes = {rule: m.groups() for rule, text in texts.items() if (m := _SCOPE.search(text)) and "3 tiles" in text}
    spans = set(scopes.values())
    if len(spans) == 1:
        scopes.update({rule: next(iter(spans)) for rule, text in texts.items() if re.search(r"\b18\b", text)})
    return scopes


def test_the_rules_name_the_exceptions_and_spans_the_key_points_are_held_to():
    found = excepted_rules()
    assert {"P2", "P3", "P6"} <= set(found) and "B5" in found["P3"] & found["P6"] and "H2" in found["P2"]
    assert counted_scopes() == {"P3": ("1", "6"), "P6": ("1", "6")}


@pytest.mark.parametrize("code", LANGUAGES)
def test_every_key_point_holds_against_the_rules_it_cites_and_their_exceptions(code):
    """A key point states a rule as RULES.md does: where the rule has an exception (P3: every
    pass 1 to 6 moves 3 tiles, except in B5's standoff), the key point says "except" or cites
    the rule that makes it; where a rule counts tiles over passes 1 to 6, the key point says
    which passes (the courtesy pass moves 0 to 3, C2). In every language."""
    excepted, scopes, wrong = excepted_rules(), counted_scopes(), []
    with speaking(code):
        for data in all_lessons():
            for point in data.key_points:
                cited = set(_CITED.findall(point))
                for rule in cited & set(excepted):
                    if not (_STATED_EXCEPTION[code].search(point) or cited & excepted[rule]):
                        wrong.append(f"lesson {data.number}, {rule} without its exception: {point}")
                for rule in cited & set(scopes):
                    if _SCOPE_WORDS[code].format(*scopes[rule]) not in point:
                        wrong.append(f"lesson {data.number}, {rule} without the passes it counts: {point}")
    assert not wrong, "\n".join(wrong)


@pytest.mark.parametrize("bad", [0, 99, "1", None, 1.0, True])
def test_an_unknown_lesson_or_exercise_is_a_sentence(bad):
    with pytest.raises(ValueError, match="There is no lesson"):
        lesson(bad)
    with pytest.raises(ValueError, match="No lesson has the slug"):
        find_exercise(bad if isinstance(bad, str) else 5)
    with pytest.raises(ValueError, match="has no exercise"):
        lesson(1).exercise(bad)


def test_lessons_without_the_coach_are_built_and_graded_without_numpy():
    """Numpy (the coach's search) loads only when a coached pick is checked or solved, so
    every other lesson runs where numpy cannot be loaded (a browser with no internet)."""
    code = (
        "import sys\n"
        "from charleston_lessons.exercises import CoachedPick\n"
        "from charleston_lessons.lessons import all_lessons\n"
        "coached = []\n"
        "for data in all_lessons():\n"
        "    for key in data.keys:\n"
        "        ex = data.exercise(key)\n"
        "        if isinstance(ex, CoachedPick):\n"
        "            coached.append(ex); continue\n"
        "        ex.check(ex.answer); ex.solution(); [ex.hint(i) for i in range(len(ex.hints))]\n"
        "print('numpy' in sys.modules, len(coached))\n"
        "coached[0].check(coached[0].answer)\n"
        "print('numpy' in sys.modules)\n"
    )
    out = subprocess.run([sys.executable, "-c", code], check=True, capture_output=True, text=True).stdout.split()
    assert out[0] == "False", "a lesson without the coach loaded numpy"
    assert int(out[1]) > 0 and out[2] == "True"  # the check above would see numpy if it loaded


# ------------------------------------------------ lessons instructors build themselves

from fuzzing import BadEq, BadRepr, HostileInt, HostileStr  # noqa: E402 - tests/ is on sys.path

from charleston_lessons.exercises import NumberQuiz  # noqa: E402
from charleston_lessons.lessons import Lesson  # noqa: E402


def _own_lesson(**changed):
    fields = dict(number=50, slug="own-lesson", title="My own lesson", questions=("Why?",),
                  objectives=("Know why.",), teaching_minutes=5, exercise_minutes=5, rules=("T1",),
                  key_points=("Because.",),
                  exercises=(NumberQuiz("How many?", 152, rule="T1", explanation="152.", id="count"),))
    fields.update(changed)
    return Lesson(**fields)


def test_an_instructors_own_lesson_is_built_from_good_fields():
    data = _own_lesson(revisit={"count": 1}, extras={"helper": len}, needs=["numpy"])
    assert data.exercise("count").id == "own-lesson/count"
    assert data.revisit == {"count": 1} and data.needs == ("numpy",) and data.minutes == 10


@pytest.mark.parametrize(
    "field, value",
    [
        ("number", "1"), ("number", None), ("number", 10**100), ("number", True), ("number", HostileStr("1")),
        ("slug", 5), ("slug", "x" * 10**6), ("title", BadRepr()), ("title", None),
        ("questions", "Why?"), ("questions", 5), ("questions", [1, 2]), ("questions", __import__("itertools").count()),
        ("objectives", [BadEq()]), ("teaching_minutes", -1), ("teaching_minutes", "5"),
        ("exercise_minutes", 1.5), ("rules", "T1"), ("rules", [None]), ("key_points", ["x" * 10**6]),
        ("exercises", ["count"]), ("exercises", 5), ("extras", [("a", len)]), ("extras", {1: len}),
        ("extras", {BadEq(): len}), ("revisit", {"count": "1"}), ("revisit", {"nope": 1}),
        ("revisit", {1: 1, "x": 2}), ("revisit", 5), ("needs", "numpy"),
    ],
    ids=lambda v: v if isinstance(v, str) and type(v) is str and len(v) < 20 else type(v).__name__,
)
def test_a_lesson_with_a_field_of_the_wrong_type_is_a_sentence_naming_it(field, value):
    with pytest.raises(ValueError) as caught:
        _own_lesson(**{field: value})
    message = str(caught.value)
    assert len(message) < 300 and message.count("\n") == 0, message
    assert field in message or "exercise" in message, message


def test_two_exercises_with_one_key_are_named_short():
    key = "k" * 100
    twins = (NumberQuiz("How many?", 152, rule="T1", explanation="152.", id=key),) * 2
    with pytest.raises(ValueError, match="two exercises") as caught:
        _own_lesson(exercises=twins)
    assert len(str(caught.value)) < 300


def test_a_str_subclass_is_read_as_its_plain_text():
    data, exercise = find_exercise(HostileStr("rollor/direction-4"))
    assert exercise.id == "rollor/direction-4" and data.slug == "rollor"
    assert LESSONS[0].exercise(HostileStr(LESSONS[0].exercises[0].id.split("/")[1])) is LESSONS[0].exercises[0]
    with pytest.raises(ValueError, match="has no exercise"):
        LESSONS[0].exercise(HostileStr("nope"))


@pytest.mark.parametrize("bad", [None, {"comparisons": []}, "result", 5], ids=["none", "dict", "text", "number"])
def test_the_lab_lessons_description_of_what_is_not_a_result_is_a_sentence(bad):
    from charleston_lessons.lessons import l11_strategy_lab as l11

    with pytest.raises(ValueError, match="result should be a LabResult"):
        l11.describe(bad)


def test_an_unknown_key_in_a_lesson_of_many_exercises_is_still_one_short_sentence():
    many = tuple(NumberQuiz("How many?", 152, rule="T1", explanation="152.", id=f"{n:03d}" + "k" * 90)
                 for n in range(200))
    with pytest.raises(ValueError, match="has no exercise") as caught:
        _own_lesson(exercises=many).exercise("nope")
    assert len(str(caught.value)) < 600
