"""Every pick exercise's shown solution is the best answer, in both languages: one the
exercise grades right (for a coached pick, as good as the coach's best), that no other right
answer beats on the tiles and pairs the lines need, and that never breaks a pair the lines
need while a lone tile no line needs stays on the rack (G2, G3).

The exercises are found by walking `all_lessons()` (the instructor kit adds none of its own:
its answer key reads these same exercises); every legal answer is tried."""

from __future__ import annotations

import itertools
from collections import Counter

import pytest

from charleston_lessons import coach
from charleston_lessons.exercises import CoachedPick, PickPass
from charleston_lessons.lessons import all_lessons
from charleston_lessons.messages import LANGUAGES, speaking
from charleston_lessons.table import PassChoice


def _picks() -> list[PickPass]:
    """Every pick exercise of the course, in the language spoken now."""
    return [exercise for lesson in all_lessons() for exercise in lesson.exercises if isinstance(exercise, PickPass)]


PICKS = _picks()
CASES = []
for _language in LANGUAGES:
    with speaking(_language):  # each language's lessons are built apart: test the ones it shows
        CASES += [(_language, pick) for pick in _picks()]


def _ids(case):
    language, pick = case
    return f"{language}-{pick.id}"


def _answers(pick: PickPass):
    """Every legal answer to a pick: tiles from the rack (never a Joker, J1), with the rest
    forwarded unseen where tiles arrive (B2)."""
    kinds = sorted(t for t in set(pick.rack) if not t.is_joker)
    held = Counter(pick.rack)
    lowest = max(0, pick.limit - pick.arriving)
    for size in range(pick.limit, lowest - 1, -1):
        for combo in itertools.combinations_with_replacement(kinds, size):
            if all(combo.count(t) <= held[t] for t in set(combo)):
                yield PassChoice(combo, pick.limit - size if pick.arriving else 0)


def _kept(pick: PickPass, choice: PassChoice) -> tuple[int, int]:
    """What an answer keeps of what the lines need: tiles, then pairs."""
    left = Counter(pick.rack) - Counter(choice.own)
    kept = [min(left[tile], n) for tile, n in pick.needed.items() if not tile.is_joker]
    return sum(kept), sum(1 for n in kept if n >= 2)


def _right(pick: PickPass, choice: PassChoice) -> bool:
    """Graded best: right for the exercise, and for a coached pick as good as the coach's pass."""
    if not pick.check(choice).correct:
        return False
    if isinstance(pick, CoachedPick):
        grade = coach.grade_pass(pick.rack, pick.step.number, choice, pick.lines, agreed=pick.agreed)
        return grade.as_good_as_best
    return True


def test_every_pick_exercise_is_tried():
    assert PICKS and any(isinstance(p, CoachedPick) for p in PICKS)
    assert any(not isinstance(p, CoachedPick) for p in PICKS)
    assert len(CASES) == len(LANGUAGES) * len(PICKS)


@pytest.mark.parametrize("case", CASES, ids=_ids)
def test_the_shown_solution_is_graded_best(case):
    language, pick = case
    with speaking(language):
        assert _right(pick, pick.answer), f"{pick.id}: the solution shown is not graded right"
        assert pick.answer_words in pick.solution()


@pytest.mark.parametrize("case", CASES, ids=_ids)
def test_no_equally_right_answer_keeps_more_of_what_the_lines_need(case):
    """No answer graded as well keeps more needed tiles, or as many and more needed pairs
    (the nearer-line solution once broke the 2 Dot pair to keep a lone 3 Dot and 4 Dot)."""
    language, pick = case
    with speaking(language):
        shown = _kept(pick, pick.answer)
        for choice in _answers(pick):
            if choice.blind == pick.answer.blind and _right(pick, choice):
                other = _kept(pick, choice)
                better = other[0] > shown[0] or (other[0] == shown[0] and other[1] > shown[1])
                assert not better, (
                    f"{pick.id}: {' '.join(map(str, choice.own))} is graded as well as the solution "
                    f"{' '.join(map(str, pick.answer.own))} and keeps more (tiles, pairs): {other} > {shown}"
                )


@pytest.mark.parametrize("case", CASES, ids=_ids)
def test_no_solution_breaks_a_needed_pair_while_a_lone_unneeded_tile_stays(case):
    language, pick = case
    with speaking(language):
        held = Counter(pick.rack)
        left = held - Counter(pick.answer.own)
        need = pick.needed
        broken = [t for t in held if held[t] >= 2 and need[t] >= 2 and left[t] < 2]
        lone = [t for t in left if left[t] == 1 and not need[t] and not t.is_joker]
        assert not (broken and lone), (
            f"{pick.id}: the solution breaks the pair of {broken} while the lone {lone} stays"
        )


def test_the_nearer_line_solution_keeps_the_2_dot_pair():
    """The case that started the test: all three Dots go from the further line, pair kept."""
    pick = next(p for p in PICKS if p.id.endswith("nearer-line"))
    left = Counter(pick.rack) - Counter(pick.answer.own)
    assert left[next(t for t in pick.rack if str(t) == "2D")] == 2
