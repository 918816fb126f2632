"""Lesson 10, Practice rack: every pick is graded by the pass coach (G1 to G3), and the
exercise kind behind it, `CoachedPick`. Every line and rack here is invented (G5)."""

from __future__ import annotations

from pathlib import Path

import nbformat
import pytest
from fuzzing import HostileStr  # tests/fuzzing.py: a str whose every method raises

from charleston_lessons.coach import helps, suggest_pass, teaching_pass
from charleston_lessons.exercises import CoachedPick, Outcome, PickPass
from charleston_lessons.hands import CARD, LineError, parse_line
from charleston_lessons.instructor import answer_key
from charleston_lessons.lessons import find_exercise
from charleston_lessons.lessons import l10_practice_rack as practice
from charleston_lessons.tiles import parse_tiles

LESSON = practice.LESSON
NOTEBOOK = Path(__file__).resolve().parents[1] / "notebooks" / LESSON.notebook
COACHED = [e for e in LESSON.exercises if isinstance(e, CoachedPick)]


def names(tiles):
    return sorted(str(t) for t in tiles)


def test_the_lesson_is_the_practice_rack_with_the_strategy_rules():
    assert LESSON.slug == "practice-rack" and LESSON.title == "Practice rack"
    assert {"G1", "G2", "G3", "G4", "G5"} <= set(LESSON.rules)
    assert len(COACHED) >= 3
    assert {"G2", "G4"} & {e.rule for e in LESSON.exercises if not isinstance(e, PickPass)}


def test_three_craks_are_the_coachs_first_pass_and_help_neither_line():
    exercise = LESSON.exercise("craks-first")
    assert [line.name for line in exercise.lines] == ["Flowers and sixes", "Sixes and the wind"]
    assert names(exercise.answer.own) == ["2C", "5C", "9C"] and exercise.answer.blind == 0
    useful = helps(exercise.rack, exercise.lines)
    assert [str(t) for t, lines in useful.items() if not lines] == ["2C", "5C", "9C"]
    feedback = exercise.check("2C 5C 9C")
    assert feedback.correct and feedback.rule == "G1" and "none of your lines" in feedback.message
    assert exercise.advice()[:3] == [f"{n} Crak helps neither line: pass it." for n in (2, 5, 9)]


@pytest.mark.parametrize("exercise", COACHED, ids=lambda e: e.id)
def test_each_coached_pick_accepts_the_coachs_own_pass(exercise):
    assert exercise.check(exercise.answer).outcome is Outcome.CORRECT
    advice = teaching_pass(exercise.rack, exercise.step, exercise.lines)
    assert exercise.answer == advice.choice
    assert exercise.advice() == list(advice.sentences) and all(isinstance(s, str) for s in exercise.advice())
    assert exercise.solution().startswith("Answer: ")
    assert advice.sentences[0] in exercise.solution()


@pytest.mark.parametrize(
    "key, poor, tile",
    [
        ("craks-first", "6B 2C 5C", "6 Bam"),
        ("craks-first", "N 2C 9C", "North"),
        ("lone-tiles", "8B W 7C", "7 Crak"),
        ("nearer-line", "5C 5C RD", "Red Dragon"),
    ],
)
def test_a_legal_but_poor_pass_is_not_quite_and_names_a_tile_that_helped(key, poor, tile):
    feedback = LESSON.exercise(key).check(poor)
    assert feedback.outcome is Outcome.INCORRECT and feedback.rule == "G1"
    assert feedback.message.startswith("Legal, but it leaves your nearest line")
    assert f"{tile} helps" in feedback.message or f"and {tile} help" in feedback.message
    assert "instead of" in feedback.message


@pytest.mark.parametrize(
    "choice, rule",
    [("J 2C 5C", "J1"), ("3B 2C 5C", "P7"), ("2C 5C", "P3"), ({"own": "2C 5C", "blind": 1}, "B1")],
)
def test_an_illegal_pass_gets_its_rule(choice, rule):
    feedback = LESSON.exercise("craks-first").check(choice)
    assert feedback.outcome is Outcome.INCORRECT and feedback.rule == rule


def test_the_pass_3_rack_is_best_served_by_a_blind_forward_that_keeps_the_pairs():
    exercise = LESSON.exercise("pairs-blind")
    assert exercise.step.number == 3 and exercise.arriving == 3
    assert names(exercise.answer.own) == ["2C"] and exercise.answer.blind == 2
    assert "G3" in exercise.rules and any("unseen" in s and "(G3)" in s for s in exercise.advice())
    # Forwarding all three unseen keeps the pairs but leaves one more tile to chance than
    # needed: 2 Crak helps no line, so it goes before a blind slot (the coach's score, G3).
    all_blind = exercise.check({"blind": 3})
    assert all_blind.outcome is Outcome.INCORRECT and all_blind.rule == "G3"
    assert "forwarded 3 tiles unseen, more than you need to" in all_blind.message
    assert "2" not in all_blind.message  # how many the coach forwards is the solution's to say
    # Breaking the pair of Norths is worse still.
    poor = exercise.check({"own": "2C N", "blind": 1})
    assert poor.outcome is Outcome.INCORRECT and poor.rule == "G3"
    assert "North helps" in poor.message and "unseen" in poor.message
    # Without the blind option the coach must break something.
    assert suggest_pass(exercise.rack, 2, exercise.lines).after != suggest_pass(exercise.rack, 3, exercise.lines).after


def test_when_nothing_is_free_the_further_line_gives_way():
    exercise = LESSON.exercise("nearer-line")
    useful = helps(exercise.rack, exercise.lines)
    assert all(useful[t] for t in exercise.rack)  # every tile helps a line
    feedback = exercise.check("1D 3D 4D")  # not the coach's tiles, but as good
    assert feedback.correct and "“Dot run”" in feedback.message and "6 tiles away after" in feedback.message


def test_coached_pick_reads_lines_by_name_notation_or_pair():
    rack = "1D 2D 3D 4D 1C 3C 3C 7C RD RD 8B W 9C"
    by_name = CoachedPick(2, rack, ["Dot run", "craks and red"])
    as_text = CoachedPick(2, rack, ["Dot run: 11D 222D 333D 444D 555D", ("Odd Craks", "111C 33C 555C 777C RRR")])
    assert by_name.lines == (CARD[2], CARD[7])
    assert [line.name for line in as_text.lines] == ["Dot run", "Odd Craks"]
    assert as_text.lines[1].groups == CARD[7].groups
    assert CoachedPick(2, rack, [parse_line("11D 222D 333D 444D 555D")]).lines[0].name.startswith("11D")
    assert "“Dot run” and “Craks and Red”" in by_name.prompt
    with pytest.raises(LineError):
        CoachedPick(2, rack, ["Nonsense line"])
    with pytest.raises(ValueError, match="1 to 3 lines"):
        CoachedPick(2, rack, [])
    assert find_exercise("practice-rack/lone-tiles")[1].kind == "pick"


def test_a_blind_coached_pick_says_so_in_its_prompt_and_hints():
    exercise = CoachedPick(3, "F F 6B 6B 6B 6D 6D 6D E E N N 2C", CARD[:2], arriving=3)
    assert "arrive face down" in exercise.prompt and "unseen" in exercise.hints[-1]


def test_the_answer_key_gives_the_coachs_pass_not_any_legal_pass():
    entries = {e.exercise_id: e for e in answer_key([LESSON])}
    craks = entries["practice-rack/craks-first"]
    assert craks.tiles == ("2C", "5C", "9C") and not any("Any legal pass" in n for n in craks.notes)
    blind = entries["practice-rack/pairs-blind"]
    assert blind.tiles == ("2C",) and blind.blind == 2
    assert LESSON.exercise("pairs-blind").check(blind.value).correct


def test_lines_are_shown_as_pictures_and_called_invented():
    cells = nbformat.read(NOTEBOOK, as_version=4).cells
    shown = [c for c in cells if c.cell_type == "code" and "lesson.line(" in c.source]
    assert len(shown) == 4
    for cell in shown:
        name = cell.source.split('"')[1]
        line = practice.line(name)
        text = cell.outputs[0]["data"]["text/plain"]
        assert "invented teaching line, not from a League card" in text
        assert text.endswith(", ".join(t.name for t in line.tiles()))
        assert "<svg" in cell.outputs[0]["data"]["text/html"]
    markdown = " ".join(c.source for c in cells if c.cell_type == "markdown")
    assert "invented for teaching" in markdown and "League" in markdown
    assert "Ask the coach" in markdown


def test_the_rack_picture_is_the_exercises_rack():
    assert practice.rack("lone-tiles") == tuple(parse_tiles(practice.LONE_RACK))
    with pytest.raises(ValueError, match="no line"):
        practice.line("No such line")


@pytest.mark.parametrize(
    "call",
    [
        lambda: practice.line("x" * 10**6),
        lambda: practice.line(5),
        lambda: practice.line(HostileStr("No such line")),
        lambda: practice.caption(None),
        lambda: practice.caption("Dot run"),
        lambda: practice.rack("rule-or-advice" if "rule-or-advice" in practice.LESSON.keys else _choice_key()),
        lambda: practice.rack(HostileStr("nope")),
    ],
    ids=["long-name", "number", "hostile-name", "caption-none", "caption-text", "rack-of-a-question", "hostile-key"],
)
def test_bad_input_to_the_lessons_helpers_is_a_short_sentence(call):
    with pytest.raises(ValueError) as caught:
        call()
    assert len(str(caught.value)) < 300 and "\n" not in str(caught.value)


def _choice_key():
    return next(key for key, ex in practice.LESSON.keys.items() if not isinstance(ex, CoachedPick))


def test_a_str_subclass_names_a_line_by_its_plain_text():
    assert practice.line(HostileStr("Dot run")).name == "Dot run"
