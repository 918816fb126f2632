"""What every drill item must be, in every course language (issue 22): well formed, the same for
the same seed, its own answer graded right, every wrong answer graded wrong with a real rule ID
and a sentence that does not give the answer away (the same check as the lessons', in
tests/test_lesson_feedback.py), and no English left in the Malay item. Shared by the drill
generators' test files, one per generator module; a pick is graded by the coach, so of its
wrong passes (`wrong_picks`) only those graded wrong must name a rule, and at least one must."""

from __future__ import annotations

import re
import time
from collections.abc import Callable, Iterator
from pathlib import Path

from charleston_lessons.exercises import ChoiceQuiz, Exercise, NumberQuiz, Outcome, PickPass
from charleston_lessons.messages import LANGUAGES, speaking
from charleston_lessons.table import PassChoice

from english_words import english_words
from test_lesson_feedback import choice_giveaways, number_giveaways, pick_giveaway

ROOT = Path(__file__).resolve().parents[1]
# Every rule ID of the project's rules: "- **T1** ..." in docs/RULES.md.
RULE_IDS = frozenset(re.findall(r"^- \*\*([A-Z]\d*)\*\*", (ROOT / "docs" / "RULES.md").read_text(), re.M))
VARIANT_SEEDS = 5_000  # seeds the variant counts are taken over (the figure)
VARIANTS = 1_000  # distinct variants every skill must have at least


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


def wrong_answers(item: Exercise) -> list:
    """Every answer a learner can give that is not the item's own (for a pick, a few)."""
    if isinstance(item, ChoiceQuiz):
        return [option for option in item.option_ids if option != item.answer]
    if isinstance(item, NumberQuiz):
        return [n for n in range(item.low, item.high + 1) if n != item.answer]
    if isinstance(item, PickPass):
        return list(wrong_picks(item))
    raise AssertionError(f"a drill of an unexpected kind: {type(item).__name__}")


def texts(item: Exercise) -> list[str]:
    """What a learner can read of the item: prompt, options, every check's sentence, hints
    and the solution."""
    found = [item.prompt, *getattr(item, "options", ())]
    found += [str(item.check(answer)) for answer in [item.answer, *wrong_answers(item)]]
    found += [item.hint(level) for level in range(len(item.hints) + 1)]
    found.append(item.solution())
    return found


def fingerprint(item: Exercise) -> tuple:
    """Everything a learner meets of an item, to compare two makings of it."""
    checks = tuple((f.outcome, f.rule, f.message) for f in map(item.check, wrong_answers(item)))
    return (type(item).__name__, item.prompt, tuple(getattr(item, "choices", ())), item.answer,
            item.hints, item.solution(), checks)


def check_item(generate: Callable[[int], Exercise], seed: int) -> None:
    """Every promise of a drill item, in every course language."""
    for code in LANGUAGES:
        with speaking(code):
            item = generate(seed)
            again = fingerprint(generate(seed))
            assert again == fingerprint(item), f"seed {seed} ({code}) is not reproducible"
            assert isinstance(item.prompt, str) and item.prompt.strip()
            assert item.hints and all(isinstance(h, str) and h.strip() for h in item.hints)
            assert item.solution().strip()
            if isinstance(item, ChoiceQuiz):
                assert len(item.options) >= 2 and all(o.strip() for o in item.options)
            right = item.check(item.answer)
            assert right.correct and right.rule in RULE_IDS, (seed, code, right)
            assert set(item.rules) <= RULE_IDS, item.rules
            wrong = wrong_answers(item)
            graded_wrong = 0
            for answer in wrong:
                feedback = item.check(answer)
                if isinstance(item, PickPass) and feedback.outcome is not Outcome.INCORRECT:
                    continue  # the coach may grade a pass that is not the solution as good
                assert feedback.outcome is Outcome.INCORRECT, (seed, code, answer, feedback)
                assert feedback.rule in RULE_IDS and feedback.message.strip(), (seed, code, answer, feedback)
                assert feedback.message != right.message, (seed, code, answer)
                graded_wrong += 1
            assert graded_wrong, f"seed {seed} ({code}): no wrong answer was graded wrong"
            if isinstance(item, PickPass):
                giveaways = [g for answer in wrong if item.check(answer).outcome is Outcome.INCORRECT
                             and (g := pick_giveaway(item, PassChoice.of(answer), code)) is not None]
            elif isinstance(item, ChoiceQuiz):
                giveaways = list(choice_giveaways(item, code))
            else:
                giveaways = list(number_giveaways(item, code))
            assert giveaways == [], f"seed {seed} ({code}): {item.prompt} -> {giveaways}"
            if code != "en":
                left = {text[:160]: english_words(text) for text in texts(item) if english_words(text)}
                assert left == {}, f"seed {seed} ({code}): English left in {left}"


def count_variants(generate: Callable[[int], Exercise], seeds: int = VARIANT_SEEDS) -> tuple[int, float]:
    """Distinct items (a different English prompt or right answer) over `seeds` seeds, and the
    mean milliseconds to make one."""
    start = time.perf_counter()
    with speaking("en"):
        seen = {(item.prompt, str(item.answer)) for item in map(generate, range(seeds))}
    return len(seen), (time.perf_counter() - start) * 1000 / seeds


SHAPE_SEEDS = 1_000  # seeds the question shapes are counted over (issue 32)
SHAPES = 25  # distinct questions every skill's generator must ask at least


def count_shapes(skill_key: str, seeds: int = SHAPE_SEEDS) -> int:
    """Distinct `drills.question_shape` among a skill's items of seeds 0 to `seeds` - 1: what
    is asked, with seats, tiles, numbers and wording masked."""
    from charleston_lessons.drills import drill, question_shape

    return len({question_shape(drill(skill_key, seed)) for seed in range(seeds)})
