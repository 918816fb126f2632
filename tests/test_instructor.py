"""The instructor kit's core: an answer key generated from the exercises, workshop plans
computed from the lessons' minutes, and the mistakes the exercises explain."""

from __future__ import annotations

import dataclasses
import html
import re
from pathlib import Path

import nbformat
import pytest

from charleston_lessons import instructor
from charleston_lessons.exercises import ChoiceQuiz, Outcome, PickPass
from charleston_lessons.instructor import (
    PLAN_LENGTHS,
    answer_key,
    answer_key_html,
    answer_key_markdown,
    common_mistakes,
    mistakes_by_rule,
    workshop_plan,
)
from charleston_lessons.lessons import Lesson, all_lessons, find_exercise, lesson
from charleston_lessons.rulebook import RULES
from charleston_lessons.table import PassChoice

INSTRUCTOR_NOTEBOOKS = Path(__file__).resolve().parents[1] / "notebooks" / "instructor"
EVERY_EXERCISE = [(data, exercise) for data in all_lessons() for exercise in data.exercises]


# ------------------------------------------------------------------------ answer key


def test_the_key_has_an_entry_for_every_exercise_of_every_lesson_in_order():
    key = answer_key()
    assert len(EVERY_EXERCISE) > 50
    assert [entry.exercise_id for entry in key] == [exercise.id for _, exercise in EVERY_EXERCISE]
    for entry, (data, exercise) in zip(key, EVERY_EXERCISE, strict=True):
        assert (entry.lesson, entry.lesson_title) == (data.number, data.title)
        assert entry.prompt == exercise.prompt and entry.kind == exercise.kind


@pytest.mark.parametrize("entry", answer_key(), ids=lambda e: e.exercise_id)
def test_every_answer_in_the_key_passes_its_exercise_check(entry):
    _, exercise = find_exercise(entry.exercise_id)
    feedback = exercise.check(entry.value)
    assert feedback.outcome is Outcome.CORRECT, (entry.answer, str(feedback))


def test_a_wrong_answer_in_the_key_would_fail_the_check():
    entry = next(e for e in answer_key(3) if e.exercise_id == "rollor/direction-4")
    _, exercise = find_exercise(entry.exercise_id)
    tampered = dataclasses.replace(entry, answer="right")
    assert exercise.check(tampered.value).outcome is Outcome.INCORRECT


def test_a_pick_is_given_as_tiles_by_name_with_the_rack_it_came_from():
    entry = next(e for e in answer_key(4) if e.exercise_id == "passing-tiles/pick-2")
    assert entry.answer == "9 Bam, West and South"
    assert entry.tiles == ("9B", "W", "S") and entry.blind == 0
    assert entry.rack == tuple(str(t) for t in lesson(4).exercise("pick-2").rack)


def test_a_pick_whose_answer_is_blind_says_how_many_go_on_unseen():
    pick = PickPass(3, "1B 2B 2B 3B 4B 5C 5C 5C 7D 7D F F F J", good="F", arriving=3, id="blind")
    data = Lesson(99, "kit-test", "Kit test", (), (), 1, 1, (), (), (pick,))
    (entry,) = answer_key([data])
    assert entry.answer == "Flower, and forward 2 unseen"
    assert entry.value == {"own": "F", "blind": 2}
    assert pick.check(entry.value).correct
    assert entry.explanation.startswith("Legal, and a clean pass") and "Answer:" not in entry.explanation


def test_picks_that_allow_other_answers_say_so():
    pick = PickPass(2, "1B 2B 2B 3B 4B 5C 5C 5C 7D 7D F F F J", good="F F 2B 1B", id="spare")
    data = Lesson(99, "kit-test", "Kit test", (), (), 1, 1, (), (), (pick,))
    (entry,) = answer_key([data])
    assert entry.notes == ("Also right: any 3 of Flower, Flower, 2 Bam and 1 Bam, the tiles the lines can spare.",)
    legal_only = PickPass(3, "1B 2B 2B 3B 4B 5C 5C 5C 7D 7D F F F J", arriving=3, id="legal")
    (entry,) = answer_key([Lesson(98, "kit-legal", "Kit", (), (), 1, 1, (), (), (legal_only,))])
    assert any("Any legal pass" in note for note in entry.notes)
    assert any("unseen" in note for note in entry.notes)


def test_no_pick_in_the_course_is_graded_on_legality_alone_nor_told_to_forward_freely():
    entries = {e.exercise_id: e for e in answer_key()}
    picks = [e for e in entries.values() if e.kind == PickPass.kind]
    assert len(picks) >= 12
    for entry in picks:
        assert not any("Any legal pass" in note or "Also right: forward" in note for note in entry.notes), entry
    assert entries["passing-tiles/pick-2"].notes == ()
    assert entries["blind-passes/pick-3"].answer == "Flower, and forward 2 unseen"
    assert entries["final-check/blind-6"].answer == "9 Crak, and forward 2 unseen"


@pytest.mark.parametrize("entry", [e for e in answer_key() if e.kind == PickPass.kind], ids=lambda e: e.exercise_id)
def test_the_key_lists_only_rules_that_can_decide_a_pick(entry):
    _, exercise = find_exercise(entry.exercise_id)
    step = exercise.step
    assert ("C2" in entry.rules) == step.is_courtesy, "C2 decides only the courtesy pass"
    assert ("P3" in entry.rules) == (not step.is_courtesy)
    assert ("B2" in entry.rules) == bool(exercise.arriving), "B2 only where tiles arrive to forward"
    assert "B1" not in entry.rules, "a picker never offers a blind pass where B1 forbids one"
    assert ("G3" in entry.rules) == bool(exercise.arriving), "G3 only where forwarding is judged"


@pytest.mark.parametrize("entry", answer_key(), ids=lambda e: e.exercise_id)
def test_the_explanation_is_the_exercise_solution(entry):
    _, exercise = find_exercise(entry.exercise_id)
    assert entry.explanation and entry.explanation in exercise.solution()
    assert entry.rules == tuple(exercise.rules) and set(entry.rules) <= set(RULES)


def test_the_key_is_generated_from_the_exercises_not_kept_by_hand(monkeypatch):
    exercise = lesson(1).exercise("dragon-craks")
    monkeypatch.setattr(exercise, "explanation", "An explanation changed in the exercise.")
    entry = next(e for e in answer_key(1) if e.exercise_id == exercise.id)
    assert entry.explanation == "An explanation changed in the exercise."


def test_wrong_answers_and_their_explanations_are_in_the_key_wherever_an_exercise_has_them():
    key = {entry.exercise_id: entry for entry in answer_key()}
    with_wrong = [(d, e) for d, e in EVERY_EXERCISE if getattr(e, "wrong", None)]
    assert len(with_wrong) > 40
    for _, exercise in with_wrong:
        shown = {(a, w.rule, w.explanation) for w in key[exercise.id].wrong for a in w.answers}
        for answer, (rule, sentence) in exercise.wrong.items():
            words = exercise.label(answer) if isinstance(exercise, ChoiceQuiz) else str(answer)
            assert (words, rule, sentence) in shown, (exercise.id, answer)
            feedback = exercise.check(answer)
            assert (feedback.outcome, feedback.rule, feedback.message) == (Outcome.INCORRECT, rule, sentence)


def test_the_other_options_appear_with_the_sentence_they_get():
    entry = next(e for e in answer_key(9) if e.exercise_id == "east-and-short-tables/who-declares")
    (other,) = entry.wrong
    assert other.answer == "South, West or North" and other.rule == "H1"
    assert lesson(9).exercise("who-declares").check("West").message == other.explanation


def test_the_key_shows_as_html_with_a_markdown_twin():
    key = answer_key()
    shown = answer_key_html()
    assert repr(shown) == answer_key_markdown()
    for entry in key:
        assert html.escape(entry.prompt) in shown._repr_html_()
        assert entry.exercise_id in repr(shown) and f"**{entry.answer}**" in repr(shown)
    assert "<script" not in shown._repr_html_()
    assert repr(answer_key_html([2])).startswith("### Lesson 2: The order of the passes")


def test_an_unknown_lesson_is_a_clear_error():
    with pytest.raises(ValueError, match="numbered"):
        answer_key([99])
    with pytest.raises(ValueError, match="not a lesson"):
        answer_key(["three"])


# -------------------------------------------------------------------------- mistakes


def test_common_mistakes_are_the_wrong_answers_the_exercises_explain():
    mistakes = common_mistakes()
    assert len(mistakes) == sum(len(entry.wrong) for entry in answer_key()) > 80
    pass_4 = [m.answer for m in common_mistakes(3) if m.exercise_id == "rollor/direction-4"]
    assert pass_4 == ["right or across"]  # two answers, one sentence: said once
    for number in (3, 7):
        assert {m.lesson for m in common_mistakes(number)} == {number}
    for entry in answer_key():  # a right answer is never listed as a mistake
        assert all(entry.answer not in w.answers for w in entry.wrong), entry.exercise_id
    jokers = common_mistakes(7)
    assert any(m.answer == "yes, if both agree" and m.rule == "J1" for m in jokers)


def test_mistakes_by_rule_counts_every_explained_mistake_most_first():
    ranked = mistakes_by_rule()
    assert sum(count for _, count in ranked) == len(common_mistakes())
    counts = [count for _, count in ranked]
    assert counts == sorted(counts, reverse=True) and counts[0] > counts[-1]


def test_lesson_notes_show_minutes_key_points_and_mistakes():
    notes = repr(instructor.lesson_notes(8))
    assert "Course: 14 min teaching + 8 min exercises" in notes
    assert "90-minute plan: take-home" in notes
    for point in lesson(8).key_points:
        assert point in notes
    assert "Pass 4 is required" in notes


# ----------------------------------------------------------------------------- plans


@pytest.mark.parametrize("minutes", PLAN_LENGTHS)
def test_a_plan_adds_up_to_its_minutes_without_gaps(minutes):
    plan = workshop_plan(minutes)
    assert plan.total == minutes
    assert plan.blocks[0].start == 0 and plan.blocks[-1].end == minutes
    for before, after in zip(plan.blocks, plan.blocks[1:]):
        assert after.start == before.end
    assert all(block.minutes >= 1 for block in plan.blocks)


@pytest.mark.parametrize("minutes", PLAN_LENGTHS)
def test_a_plan_is_in_lesson_order_each_lesson_taught_then_practised(minutes):
    plan = workshop_plan(minutes)
    taught = [b.lesson for b in plan.blocks if b.lesson is not None]
    assert taught == sorted(taught)
    assert sorted(set(taught)) == list(plan.lessons)
    for number in plan.lessons:
        kinds = [b.activity for b in plan.blocks if b.lesson == number]
        expected = ["teach", "exercises"] + (["live table"] if number in (3, 5, 6) else [])
        assert kinds == expected, (number, kinds)


def test_the_3_hour_plan_covers_every_lesson_with_a_break_near_the_middle():
    plan = workshop_plan(180)
    assert plan.lessons == tuple(item.number for item in all_lessons()) and plan.take_home == ()
    (pause,) = [b for b in plan.blocks if b.activity == "break"]
    assert pause.minutes >= 10 and 60 <= pause.start <= 120


def test_the_90_minute_plan_teaches_lessons_1_to_7_and_the_final_check():
    plan = workshop_plan(90)
    final = all_lessons()[-1]
    later = tuple(item.number for item in all_lessons() if 7 < item.number < final.number)
    assert plan.lessons == (1, 2, 3, 4, 5, 6, 7, final.number)
    assert plan.take_home == later
    assert "Take home: lessons 8" in repr(plan)
    block = next(b for b in plan.blocks if b.lesson == final.number and b.activity == "exercises")
    numbers = [str(i) for i, key in enumerate(final.keys, start=1) if final.revisit[key] in later]
    assert ", ".join(numbers[:-1]) + " and " + numbers[-1] in block.what  # questions from take-home lessons


@pytest.mark.parametrize("minutes", PLAN_LENGTHS)
def test_lesson_minutes_are_the_lessons_own_shared_in_proportion(minutes):
    plan = workshop_plan(minutes)
    for block in plan.blocks:
        if block.activity in ("teach", "exercises"):
            assert abs(block.minutes - block.course_minutes * plan.scale) < 1.5, block
            assert block.minutes <= block.course_minutes


def test_a_plan_follows_the_lessons_minutes(monkeypatch):
    before = workshop_plan(180).lesson_minutes(2)
    monkeypatch.setattr(lesson(2), "teaching_minutes", 40)
    after = workshop_plan(180).lesson_minutes(2)
    assert after[0] > before[0] and workshop_plan(180).total == 180


@pytest.mark.parametrize("length", [60, 120, 0, -90, "90", 90.0, 90.5, True, None, [90]])
def test_an_unsupported_plan_length_is_refused_naming_the_ones_there_are(length):
    with pytest.raises(ValueError, match=r"90 and 180"):
        workshop_plan(length)


def test_the_plan_shows_as_a_table_with_a_text_twin():
    plan = workshop_plan(90)
    text, markup = repr(plan), plan._repr_html_()
    assert text.count("\n") == len(plan.blocks) + 2  # summary, take-home, header, blocks
    assert "0:00 | 5 |  | Welcome" in text and "<table" in markup
    assert "Live table" in markup and "(of " in text


def test_sharing_minutes_adds_up_and_gives_every_part_a_minute():
    assert instructor._share([8, 6, 7, 6], 13) == [4, 3, 3, 3]
    shares = instructor._share([20, 1, 1], 5)
    assert sum(shares) == 5 and min(shares) == 1
    with pytest.raises(ValueError, match="cannot hold"):
        instructor._share([5, 5, 5], 2)


# ------------------------------------------------------------------------- notebooks


def _notebook(name: str):
    return nbformat.read(INSTRUCTOR_NOTEBOOKS / name, as_version=4)


@pytest.mark.parametrize("name", ["facilitator_guide.ipynb", "answer_key.ipynb"])
def test_instructor_notebooks_are_short_run_and_say_their_racks_are_invented(name):
    nb = _notebook(name)
    code = [c for c in nb.cells if c.cell_type == "code"]
    assert code
    for cell in code:
        lines = [line for line in cell.source.splitlines() if line.strip()]
        assert 1 <= len(lines) <= 2, cell.source
        assert cell.execution_count is not None
        assert cell.outputs or cell.source.startswith("from "), cell.source  # all but the import show something
        assert not [o for o in cell.outputs if o.output_type == "error"]
        assert "live_table" not in cell.source  # described, never called: it is another module
    markdown = " ".join(c.source for c in nb.cells if c.cell_type == "markdown").lower()
    assert "invented" in markdown


def test_the_answer_key_notebook_shows_the_key_as_generated_now():
    nb = _notebook("answer_key.ipynb")
    shown = "\n\n".join(
        o["data"]["text/plain"] for c in nb.cells if c.cell_type == "code"
        for o in c.outputs if o.output_type == "execute_result"
    )
    for entry in answer_key():
        assert entry.exercise_id in shown and entry.explanation in shown
    assert "generated" in " ".join(c.source for c in nb.cells if c.cell_type == "markdown").lower()


def test_the_facilitator_guide_has_the_carpentries_shape():
    nb = _notebook("facilitator_guide.ipynb")
    markdown = "\n".join(c.source for c in nb.cells if c.cell_type == "markdown")
    headings = re.findall(r"^#+ (.+)$", markdown, flags=re.MULTILINE)
    for item in all_lessons():
        assert any(h.startswith(f"Lesson {item.number}: {item.title}") for h in headings), item.title
    assert "README.md#running-a-workshop" in markdown
    assert "room_dashboard.ipynb" in markdown and "Export" in markdown
    sources = " ".join(c.source for c in nb.cells if c.cell_type == "code")
    for length in PLAN_LENGTHS:
        assert f"workshop_plan({length})" in sources
    for item in all_lessons():
        assert f"lesson_notes({item.number})" in sources


_NUMBER_WORDS = dict(
    zip("one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen".split(),
        range(1, 16))
)


def _guide_markdown() -> list[str]:
    return [c.source for c in _notebook("facilitator_guide.ipynb").cells if c.cell_type == "markdown"]


def test_the_guide_counts_the_notebooks_and_questions_as_the_course_does():
    text = " ".join(_guide_markdown()).replace("\n", " ")
    counted = {"notebooks": len(all_lessons()), "questions": len(all_lessons()[-1].exercises)}
    for word, noun in re.findall(r"\b(\w+)(?: lesson)? (notebooks|questions)\b", text):
        number = _NUMBER_WORDS.get(word.lower(), int(word) if word.isdigit() else None)
        if number is not None:
            assert number == counted[noun], f"the guide says {word} {noun}; the course has {counted[noun]}"
    # "all four" players is the game; "all twenty" questions was a count kept by hand.
    assert not re.search(r"\ball (?:ten|eleven|twelve|thirteen|fourteen|fifteen|twenty[\w-]*)\b", text)


def test_the_guide_agrees_with_its_own_90_minute_plan_about_what_goes_home():
    home = set(workshop_plan(90).take_home)
    sections = {}
    for source in _guide_markdown():
        found = re.match(r"### Lesson (\d+):", source)
        if found:
            sections[int(found.group(1))] = source
    assert set(sections) == {item.number for item in all_lessons()}
    for number, source in sections.items():
        says_home = "In the 90-minute plan this lesson is take-home." in source
        assert says_home == (number in home), f"lesson {number}"
    # Any list of take-home lessons the prose gives is the plan's whole list.
    text = " ".join(_guide_markdown()).replace("\n", " ")
    for pair in re.findall(r"take-home lessons (\d[\d, and]*\d)|lessons (\d[\d, and]*\d) go home", text):
        listed = {int(n) for n in re.findall(r"\d+", " ".join(pair))}
        assert listed == home, (pair, sorted(home))


def test_the_course_outline_lists_every_lesson_with_its_plans():
    outline = instructor.course_outline()
    text = repr(outline).splitlines()
    assert text[0].startswith(f"{len(all_lessons())} lesson notebooks")
    rows = text[2:]
    assert len(rows) == len(all_lessons())
    for row, item in zip(rows, all_lessons()):
        cells = row.split(" | ")
        assert cells[0] == f"{item.number} {item.title}" and cells[1] == item.notebook
        assert cells[2] == f"{item.teaching_minutes} + {item.exercise_minutes}" and cells[3] == str(len(item.exercises))
        for cell, length in zip(cells[4:], PLAN_LENGTHS):
            assert (cell == "take-home") == (item.number in workshop_plan(length).take_home)
    assert "instructor.course_outline()" in " ".join(
        c.source for c in _notebook("facilitator_guide.ipynb").cells if c.cell_type == "code")


# ----------------------------------------------------------- bad input is a sentence (issue 11)


def test_lessons_are_numbers_or_lessons_numpy_numbers_too():
    import numpy as np

    assert answer_key(np.int64(3)) == answer_key(3) == answer_key([3])
    for bad in (object(), [None], ["3"], np.bool_(True), {"lesson": 3}):
        with pytest.raises(ValueError, match="lesson"):
            answer_key(bad)
    with pytest.raises(ValueError, match="lessons holds more than"):
        answer_key_markdown(__import__("itertools").repeat(1))


def test_lesson_notes_and_plans_take_whole_numbers():
    with pytest.raises(ValueError, match="lesson"):
        instructor.lesson_notes("1")
    with pytest.raises(ValueError, match="top should be a whole number"):
        instructor.mistakes_by_rule_html(top="8")
    with pytest.raises(ValueError, match="number should be a whole number"):
        workshop_plan(90).lesson_minutes("1")
    assert workshop_plan(90).lesson_minutes(1) == workshop_plan(90).lesson_minutes(__import__("numpy").int64(1))


def test_a_plans_length_is_read_from_an_int_subclass_as_its_plain_int():
    from fuzzing import HostileInt  # tests/fuzzing.py: an int whose every method raises

    assert workshop_plan(HostileInt(90)) == workshop_plan(90)
    with pytest.raises(ValueError):
        workshop_plan(HostileInt(91))


def test_an_exercise_id_in_the_key_wraps_on_a_narrow_page():
    # At 320 px a long id (east-and-short-tables/heavenly-first) kept on one line pushed the key
    # past the window's right edge; each id's code chip may wrap like the words around it.
    markup = answer_key_html()._repr_html_()
    chips = re.findall(r"<code style=\"([^\"]*)\">([a-z0-9-]+/[a-z0-9-]+)</code>", markup)
    assert {entry.exercise_id for entry in answer_key()} <= {text for _, text in chips}
    assert all("nowrap" not in style and "overflow-wrap:anywhere" in style for style, _ in chips)
