"""Shared checks for the drill generators' tests (stopping, jokers, east, what-to-pass): an
item is well formed in every language, made again the same from its seed, graded right for
its own answer and wrong, naming a real rule, for wrong answers whose sentences never give
the answer away (the same giveaway checks the lessons pass, `test_lesson_feedback`)."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from pathlib import Path

from test_lesson_feedback import choice_giveaways, number_giveaways, pick_giveaway

from charleston_lessons.exercises import ChoiceQuiz, Exercise, NumberQuiz, Outcome, PickPass
from charleston_lessons.messages import LANGUAGES, speaking
from charleston_lessons.table import PassChoice

ROOT = Path(__file__).resolve().parents[1]


def rule_ids() -> set[str]:
    """Every rule ID docs/RULES.md defines ("- **X1** ...")."""
    return set(re.findall(r"^- \*\*([A-Z]\d*)\*\*", (ROOT / "docs" / "RULES.md").read_text(), re.MULTILINE))


RULE_IDS = rule_ids()


def snapshot(exercise: Exercise) -> tuple:
    """What a learner sees and what counts as right: for comparing two makings of an item."""
    options = tuple(getattr(exercise, "options", ()) or ())
    return (exercise.prompt, options, str(exercise.answer), tuple(exercise.hints), exercise.solution())


def wrong_picks(exercise: PickPass) -> Iterator[PassChoice]:
    """Wrong passes to try: one tile short (P3/C2), a Joker where the rack holds one (J1),
    and, for a coached pick, the three tiles the lines need most (often a poor pass)."""
    rack = list(exercise.rack)
    plain = [t for t in rack if not t.is_joker]
    limit = exercise.limit
    if limit:
        yield PassChoice(tuple(plain[: limit - 1]) if limit > 1 else tuple(plain[:2]))
    jokers = [t for t in rack if t.is_joker]
    if jokers and limit:
        yield PassChoice((jokers[0], *plain[: limit - 1]))
    needed = [t for t in rack if exercise.needed[t] and not t.is_joker]
    if len(needed) >= limit and limit:
        yield PassChoice(tuple(needed[:limit]))


def wrong_answers(exercise: Exercise) -> list:
    """Wrong answers worth grading, in the form `check` accepts."""
    if isinstance(exercise, ChoiceQuiz):
        return [option for option in exercise.option_ids if option != exercise.answer]
    if isinstance(exercise, NumberQuiz):
        return sorted({*exercise.wrong, exercise.low, exercise.high, exercise.answer + 1} - {exercise.answer})
    if isinstance(exercise, PickPass):
        return list(wrong_picks(exercise))
    raise AssertionError(f"unexpected kind {type(exercise).__name__}")


def check_item(generate: Callable[[int], Exercise], seed: int) -> None:
    """Everything the issue asks of one item, in every course language."""
    for code in LANGUAGES:
        with speaking(code):
            exercise = generate(seed)
            assert snapshot(generate(seed)) == snapshot(exercise), (seed, code)
            assert exercise.prompt.strip() and exercise.hints and all(h.strip() for h in exercise.hints)
            assert exercise.solution().strip()
            if isinstance(exercise, ChoiceQuiz):
                assert len(exercise.options) >= 2 and all(label.strip() for label in exercise.options)
            right = exercise.check(exercise.answer)
            assert right.correct, (seed, code, right)
            assert right.rule in RULE_IDS, right
            assert set(exercise.rules) <= RULE_IDS, exercise.rules
            graded_wrong = []
            for answer in wrong_answers(exercise):
                feedback = exercise.check(answer)
                if feedback.outcome is Outcome.INCORRECT:
                    assert feedback.rule in RULE_IDS, (seed, code, answer, feedback)
                    assert feedback.message.strip() and feedback.message != right.message
                    graded_wrong.append(answer)
                    if isinstance(exercise, PickPass):
                        assert pick_giveaway(exercise, PassChoice.of(answer), code) is None, (seed, code, answer)
            assert graded_wrong, (seed, code, "no wrong answer was graded wrong")
            if isinstance(exercise, ChoiceQuiz):
                assert list(choice_giveaways(exercise, code)) == [], (seed, code)
            elif isinstance(exercise, NumberQuiz):
                assert list(number_giveaways(exercise, code)) == [], (seed, code)


def variants(generate: Callable[[int], Exercise], seeds: range) -> int:
    """How many distinct items the seeds make in English: a different prompt or a different
    right answer."""
    with speaking("en"):
        return len({(e.prompt, str(e.answer)) for e in map(generate, seeds)})
