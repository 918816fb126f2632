"""A wrong answer's sentence explains without eliminating (issue 35): across modules, so named
for what it checks, not for one module. It reads every choice and number exercise of the course
(every lesson's, `lessons/l*.py`, which are also the express page's, shown there by their
course-wide ids, and the final check's, lesson 12) and of the drills (`drills/*.py`, many seeds
of every skill), in every course language.

The criterion. Take each wrong answer a learner can give (each option but the right one; each
number of a number question's range but the right one) and the sentence `check` gives it:

1. It cites a rule: its Feedback's rule is a rule ID of docs/RULES.md.
2. It does not point from the chosen answer to the right one. A sentence points when it holds
   a phrase that places the right answer relative to the one chosen, which only says where
   to look next ("That is the other way round", "your own tiles go the opposite way", "the
   higher offer is not the one that counts", "look at the other one", "follow it one seat
   further", "one more step"): `POINTERS` lists these phrases in each language. Any
   comparison of the offers ("the lower offer decides", "your own offer is the lower one",
   "above your partner's offer") is one, since the question names the offers and the
   comparison picks one of them. So, in a number question, is a step of one
   (`STEPS`) from a number the sentence states in digits ("13 is what the others are dealt;
   East is dealt one more"), or one that leads from the number chosen to the answer ("West
   was dealt one fewer", said to 14 when the answer is 13).
3. It does not cross off the others: where there are three to five options (a choice, or a
   number question of a range that small, as a courtesy count of 0 to 3), the options the
   sentence names (an option's text, or a number stated as a count), with the one chosen,
   are never every option but one, which would leave the answer alone.

A two-option question (yes or no) is left with one answer by the verdict itself, whatever the
sentence says, so there only 1 and 2 apply. The rule's own statement is not pointing: "the
courtesy pass is made with the one player you do not sit next to" could be said of right and
of left alike. That the sentence never states the answer itself is tests/test_lesson_feedback.py
(and tests/drill_checks.py for the drills).

`python tests/test_feedback_words.py` prints how many exercises and drill items have a wrong
answer whose sentence eliminates, per language (the issue's figures).
"""

from __future__ import annotations

import re
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from charleston_lessons.drills import GENERATORS, drill  # noqa: E402
from charleston_lessons.exercises import ChoiceQuiz, Exercise, NumberQuiz, Outcome  # noqa: E402
from charleston_lessons.lessons import EXPRESS_NOTEBOOK, all_lessons, find_exercise  # noqa: E402
from charleston_lessons.messages import LANGUAGES, speaking  # noqa: E402
from charleston_lessons.place import sections_of  # noqa: E402
from drill_checks import RULE_IDS  # noqa: E402
from test_lesson_feedback import _states_number, _whole  # noqa: E402

SEEDS = 400  # seeds of every drill skill read, in every language

# Phrases that place the right answer relative to the chosen one (criterion 2).
POINTERS: dict[str, tuple[str, ...]] = {
    "en": (
        r"other way round",
        r"(?:comes?|coming) the other way",
        r"opposite (?:way|side|direction)",
        r"side opposite",
        r"(?:higher|lower|smaller|bigger|larger) offers?",
        r"(?:higher|lower|smaller|bigger|larger) of (?:its|their|the|your) (?:two |own )?offers",
        r"(?:higher|lower|smaller|bigger|larger) one",
        r"above (?:your|their) partner's(?: offer)?",
        r"the other (?:one|Charleston|round)",
        r"one (?:more )?(?:seat|step|pass) further",
        r"one more (?:seat|step|pass)",
    ),
    "ms": (
        r"itu terbalik",
        r"arah sebaliknya",
        r"(?:arah|sebelah) yang bertentangan",
        r"tawaran (?:[\w-]+ ){0,2}yang lebih (?:tinggi|rendah|kecil|besar)",
        r"tawaran lebih (?:tinggi|rendah|kecil|besar)",
        r"melebihi tawaran rakan",
        r"(?:huruf|Charleston|pusingan) yang satu lagi",
        r"satu tempat duduk lagi",
        r"selangkah lagi",
    ),
}
# A step of one (criterion 2, number questions): up, then down.
STEPS: dict[str, tuple[tuple[str, ...], tuple[str, ...]]] = {
    "en": ((r"one (?:tile )?(?:more|extra)",), (r"one (?:tile )?(?:fewer|less)", r"one short", r"one too many")),
    "ms": ((r"(?:menerima|memegang|mendapat) satu (?:batu )?lagi", r"satu batu (?:lagi|lebih)", r"lebih satu"),
           (r"(?:menerima|memegang|mendapat) satu (?:batu )?kurang", r"satu batu kurang", r"kurang satu")),
}


def _found(patterns: tuple[str, ...], sentence: str) -> list[str]:
    return [p for p in patterns if re.search(rf"(?<![\w-]){p}(?![\w-])", sentence, re.IGNORECASE)]


def _in_digits(sentence: str, number: int) -> bool:
    """Does the sentence state `number` in digits, as a count (not a pass's number, "pass 3")?"""
    return _states_number(sentence, number, "en") and re.search(rf"(?<![\w.]){number}(?!\w)", sentence) is not None


def _wrong_answers(exercise: Exercise) -> tuple[list, list]:
    """(every wrong answer, every option) of a choice or number question."""
    if isinstance(exercise, ChoiceQuiz):
        return [o for o in exercise.option_ids if o != exercise.answer], list(exercise.option_ids)
    options = list(range(exercise.low, exercise.high + 1))
    return [n for n in options if n != exercise.answer], options


def eliminations(exercise: Exercise, code: str) -> Iterator[tuple[object, str, str]]:
    """(wrong answer, what is wrong, sentence) for each wrong answer of `exercise` whose
    sentence breaks the criterion above, in language `code` (the one spoken)."""
    wrong, options = _wrong_answers(exercise)
    for answer in wrong:
        feedback = exercise.check(answer)
        assert feedback.outcome is Outcome.INCORRECT, (exercise.id, answer, feedback)
        sentence = feedback.message
        if feedback.rule not in RULE_IDS:
            yield answer, f"cites {feedback.rule!r}, not a rule of RULES.md", sentence
        for phrase in _found(POINTERS[code], sentence):
            yield answer, f"points: {phrase}", sentence
        if isinstance(exercise, NumberQuiz):
            up, down = STEPS[code]
            stated = _in_digits(sentence, answer)
            for phrases, step in ((up, 1), (down, -1)):
                if stated or answer + step == exercise.answer:
                    for phrase in _found(phrases, sentence):
                        yield answer, f"a step from {answer}: {phrase}", sentence
        if 3 <= len(options) <= 5:
            if isinstance(exercise, ChoiceQuiz):
                named = {o for o in options if _whole(exercise.label(o)).search(sentence)}
            else:
                named = {n for n in options if _states_number(sentence, n, code)}
            left = set(options) - named - {answer}
            if len(left) <= 1:
                yield answer, f"crosses off all but {sorted(map(str, left))}", sentence


def course_exercises() -> list[str]:
    """The id of every choice and number exercise of every lesson."""
    with speaking("en"):
        return [e.id for lesson in all_lessons() for e in lesson.exercises if isinstance(e, (ChoiceQuiz, NumberQuiz))]


def _course_exercise(exercise_id: str) -> Exercise:
    return find_exercise(exercise_id)[1]


def _drill_items(skill: str) -> Iterator[Exercise]:
    for seed in range(SEEDS):
        item = drill(skill, seed)
        if isinstance(item, (ChoiceQuiz, NumberQuiz)):
            yield item


@pytest.mark.parametrize("code", LANGUAGES)
@pytest.mark.parametrize("exercise_id", course_exercises())
def test_no_wrong_answer_of_the_course_is_led_to_the_right_one(code, exercise_id):
    with speaking(code):
        found = list(eliminations(_course_exercise(exercise_id), code))
    assert not found, f"{exercise_id} ({code}): {found}"


def test_the_express_page_and_the_final_check_are_among_those_read():
    """The express page shows lessons' exercises by their course-wide ids, and the final check
    is lesson 12: every one of them is an exercise the test above reads (or a pick)."""
    read = set(course_exercises())
    express = [item for section in sections_of(EXPRESS_NOTEBOOK) for item in section.exercises]
    final = [e.id for e in all_lessons()[-1].exercises]
    assert express and final and all_lessons()[-1].slug == "final-check"
    for exercise_id in [*express, *final]:
        exercise = _course_exercise(exercise_id)
        assert exercise.id in read or not isinstance(exercise, (ChoiceQuiz, NumberQuiz)), exercise_id


@pytest.mark.parametrize("code", LANGUAGES)
@pytest.mark.parametrize("skill", sorted(GENERATORS))
def test_no_wrong_answer_of_a_drill_is_led_to_the_right_one(code, skill):
    with speaking(code):
        found = {}
        for item in _drill_items(skill):
            for answer, why, sentence in eliminations(item, code):
                found.setdefault(sentence, (item.id, item.prompt, answer, why))
    assert not found, f"{skill} ({code}): {len(found)} sentences, e.g. {list(found.items())[:3]}"


def test_the_criterion_catches_a_pointer_a_step_and_a_crossing_off():
    """Not vacuous: each way of eliminating is caught, in both languages, and a sentence that
    states the rule without pointing is not."""
    with speaking("en"):
        seats = ChoiceQuiz("You sit East. Who receives your tiles on a pass right?",
                           ["East", "South", "West", "North"], "South", rule="S2", explanation="South.",
                           wrong={"North": ("S2", "That is the other way round."),
                                  "West": ("S2", "Passes go to the side they name (S1).")})
        assert [(a, w.split(":")[0]) for a, w, _ in eliminations(seats, "en")] == [("North", "points")]
        offers = NumberQuiz("You offer 3, they offer 1. How many?", 1, rule="C2", explanation="1.",
                            wrong={3: ("C2", "The lower offer counts."), 2: ("C2", "Nobody passes more than offered.")},
                            otherwise=("C9", "Not that number."), low=0, high=3)
        assert sorted((a, w.split(":")[0]) for a, w, _ in eliminations(offers, "en")) == [
            (0, "cites 'C9', not a rule of RULES.md"), (3, "points")]
        dealt = NumberQuiz("How many does East hold?", 14, rule="T3", explanation="14.",
                           wrong={13: ("T3", "13 is the others'; East is dealt one more.")},
                           otherwise=("T3", "East is dealt the most (T3)."), high=20)
        assert [a for a, _, _ in eliminations(dealt, "en")] == [13]
        dragons = ChoiceQuiz("Which dragon goes with Craks?", ["Red", "Green", "White"], "Red", rule="T1",
                             explanation="Red.", wrong={"Green": ("T1", "Green goes with Bams, White with Dots.")},
                             otherwise=("T1", "Each suit has its own dragon."))
        assert [a for a, w, _ in eliminations(dragons, "en") if w.startswith("crosses")] == ["Green"]
    assert _found(POINTERS["ms"], "Itu terbalik: batu anda pergi ke arah yang bertentangan.")
    assert _found(POINTERS["ms"], "jadi bukan tawaran yang lebih tinggi yang dikira")
    assert not _found(POINTERS["en"], "The courtesy pass is made with the player opposite, across the table.")


def counts(seeds: int = SEEDS) -> dict[str, tuple[int, int, int, int]]:
    """Per language: (course exercises that eliminate, course exercises read, drill items
    that eliminate, drill items read)."""
    found = {}
    for code in LANGUAGES:
        with speaking(code):
            course = [_course_exercise(i) for i in course_exercises()]
            bad_course = sum(1 for e in course if any(eliminations(e, code)))
            items = [item for skill in sorted(GENERATORS) for seed in range(seeds)
                     if isinstance(item := drill(skill, seed), (ChoiceQuiz, NumberQuiz))]
            bad_items = sum(1 for e in items if any(eliminations(e, code)))
        found[code] = (bad_course, len(course), bad_items, len(items))
    return found


if __name__ == "__main__":
    for code, (bad, course, bad_items, items) in counts().items():
        print(f"{code}: course exercises that eliminate {bad} of {course}; "
              f"drill items that eliminate {bad_items} of {items} ({SEEDS} seeds of each skill)")
