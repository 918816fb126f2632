"""Exercises: every kind grades right and wrong answers with a rule, hints grow, bad input is a sentence."""

from __future__ import annotations

import itertools
import re
from collections import Counter

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import fuzzing  # tests/fuzzing.py: hostile values
from charleston_lessons import coach
from charleston_lessons.exercises import (
    BlindQuiz,
    ChoiceQuiz,
    CoachedPick,
    CourtesyQuiz,
    DirectionQuiz,
    Feedback,
    NeighbourQuiz,
    NumberQuiz,
    Outcome,
    PickPass,
    SecondCharlestonQuiz,
    TileJourneyQuiz,
    count_check,
)
from charleston_lessons.lessons import all_lessons
from charleston_lessons.rules import PASSES, SEATS, check_pass, courtesy_count, receiver, sender
from charleston_lessons.table import PassChoice, Table
from charleston_lessons.tiles import parse_tile, parse_tiles

RACK = "1D 9C N 4B 6B W 2C 3C 5D 5D 7D E RD J"  # invented for teaching (G5)

ALL = [
    *(DirectionQuiz(n) for n in range(1, 8)),
    *(BlindQuiz(n) for n in range(1, 8)),
    CourtesyQuiz(3, 1),
    CourtesyQuiz(0, 2),
    SecondCharlestonQuiz([False, True, False, False]),
    SecondCharlestonQuiz([False] * 4),
    NeighbourQuiz("East", "right"),
    NeighbourQuiz("West", "left", receiving=True),
    TileJourneyQuiz("5B", "East", [1, 2, 3]),
    count_check("sent"),
    count_check("east"),
    count_check("first"),
    PickPass(1, RACK, good="1D 9C N"),
    PickPass(3, RACK, arriving=3),
    PickPass(7, RACK, agreed=1),
]


@pytest.mark.parametrize("exercise", ALL, ids=lambda e: e.id)
def test_every_exercise_accepts_its_own_solution_and_names_a_rule(exercise):
    feedback = exercise.check(exercise.answer)
    assert feedback.outcome is Outcome.CORRECT, feedback
    assert feedback.rule in exercise.rules
    assert feedback.message and exercise.prompt and exercise.hints
    assert str(exercise.answer if not isinstance(exercise.answer, PassChoice) else "") in exercise.solution()


@pytest.mark.parametrize("exercise", ALL, ids=lambda e: e.id)
def test_no_answer_is_not_attempted_and_nonsense_is_a_sentence_not_a_traceback(exercise):
    for nothing in (None, ""):
        feedback = exercise.check(nothing)
        assert feedback.outcome is Outcome.NOT_ATTEMPTED and feedback.message.endswith(".")
    feedback = exercise.check("Dragonfly!")
    assert feedback.outcome is Outcome.NOT_ATTEMPTED
    assert "Dragonfly!" in feedback.message


@pytest.mark.parametrize("exercise", ALL, ids=lambda e: e.id)
def test_hints_run_out_politely(exercise):
    assert exercise.hint(0) == exercise.hints[0]
    assert "last hint" in exercise.hint(len(exercise.hints))


def test_feedback_is_never_colour_alone_it_has_an_icon_and_words():
    good = Feedback(Outcome.CORRECT, "Fine.", "P1")
    bad = Feedback(Outcome.INCORRECT, "No.", "J1")
    assert str(good).startswith("✓ Correct. P1:") and str(bad).startswith("✗ Not quite. J1:")
    assert good.correct and not bad.correct


@pytest.mark.parametrize("step", range(1, 8))
def test_P1_direction_quiz_expects_the_pass_table(step):
    quiz = DirectionQuiz(step)
    assert quiz.answer == PASSES[step - 1].direction.value
    wrong = {"right", "across", "left"} - {quiz.answer}
    for answer in wrong:
        assert quiz.check(answer).outcome is Outcome.INCORRECT
    assert quiz.check(quiz.answer.upper()).correct


def test_P4_right_for_pass_4_gets_the_rollor_explanation():
    feedback = DirectionQuiz(4).check("right")
    # It names the rule (the second round starts where the first ended), never the answer.
    assert feedback.rule == "P4" and "same way as pass 3" in feedback.message and "left" not in feedback.message


def test_C1_courtesy_direction_mistake_says_always_across():
    feedback = DirectionQuiz(7).check("left")
    assert feedback.rule == "C1" and "do not sit next to" in feedback.message and "across" not in feedback.message


@pytest.mark.parametrize("step", range(1, 8))
def test_B1_blind_quiz_matches_the_pass_table(step):
    quiz = BlindQuiz(step)
    assert quiz.answer == ("yes" if PASSES[step - 1].blind_allowed else "no")
    assert quiz.check(True if quiz.answer == "yes" else False).correct


def test_B1_a_blind_pass_on_an_across_pass_has_its_own_explanation():
    feedback = BlindQuiz(5).check("yes")
    assert feedback.rule == "B1" and "across pass" in feedback.message
    assert BlindQuiz(7).check("yes").rule == "C4"
    assert BlindQuiz(3).check("no").rule == "B3"


@given(st.integers(0, 3), st.integers(0, 3))
def test_C2_courtesy_quiz_expects_the_lower_offer(a, b):
    quiz = CourtesyQuiz(a, b)
    assert quiz.answer == courtesy_count(a, b)
    if max(a, b) != min(a, b):
        feedback = quiz.check(max(a, b))
        assert feedback.outcome is Outcome.INCORRECT and feedback.rule in ("C2", "C3")


def test_C3_an_offer_of_zero_cancels_for_the_pair():
    feedback = CourtesyQuiz(0, 3).check(3)
    assert feedback.rule == "C3" and "cancels" in feedback.message
    assert CourtesyQuiz(0, 3).check("7").outcome is Outcome.NOT_ATTEMPTED


@given(st.lists(st.booleans(), min_size=4, max_size=4))
def test_X1_one_no_is_enough_in_the_second_charleston_quiz(answers):
    quiz = SecondCharlestonQuiz(answers)
    assert quiz.answer == ("no" if any(answers) else "yes")


def test_X1_a_majority_vote_answer_gets_the_no_vote_explanation():
    feedback = SecondCharlestonQuiz([False, True, False, False]).check("yes")
    assert feedback.rule == "X1" and "no vote" in feedback.message
    assert SecondCharlestonQuiz([False] * 4).check("no").rule == "X2"


@pytest.mark.parametrize("seat", SEATS)
@pytest.mark.parametrize("direction", ["right", "across", "left"])
def test_S2_neighbour_quiz_uses_receiver_and_sender(seat, direction):
    assert NeighbourQuiz(seat, direction).answer == receiver(seat, direction)
    assert NeighbourQuiz(seat, direction, receiving=True).answer == sender(seat, direction)


def test_S2_the_swapped_neighbour_is_explained():
    feedback = NeighbourQuiz("East", "right").check("North")
    assert feedback.rule == "S2" and "giver and receiver swapped" in feedback.message


@given(st.sampled_from(SEATS), st.lists(st.integers(1, 7), min_size=1, max_size=5))
def test_tile_journey_agrees_with_a_table_played_by_the_rules_core(holder, steps):
    quiz = TileJourneyQuiz("5B", holder, steps)
    at = holder
    for step in steps:
        at = receiver(at, PASSES[step - 1].direction)
    assert quiz.answer == at


def test_tile_journey_matches_a_real_table():
    """Play the tile through a real Table: whoever holds 5 Bam passes it on passes 1 and 2."""
    table = Table.deal(seed=12)
    holder = next(s for s in SEATS if any(str(t) == "5B" for t in table.rack(s)))
    quiz = TileJourneyQuiz("5B", holder, [1, 2])
    marked = holder
    for _ in (1, 2):
        choices = {}
        for seat in SEATS:
            passable = [t for t in table.rack(seat) if not t.is_joker and str(t) != "5B"]
            own = passable[:2] + [t for t in table.rack(seat) if str(t) == "5B"][:1] if seat == marked else passable[:3]
            choices[seat] = own
        table.play_pass(choices)
        marked = next(m.keeper for m in table.log[-1].moves if m.origin == marked and str(m.tile) == "5B")
    assert quiz.answer == marked


def test_count_check_questions_and_common_wrong_counts():
    too_many = count_check("sent").check(21).message
    assert too_many.startswith("You counted the courtesy pass") and "18" not in too_many
    assert count_check("east").check(13).rule == "T3"
    with pytest.raises(ValueError, match="sent"):
        count_check("nonsense")


def test_pick_pass_grades_legality_with_check_pass():
    quiz = PickPass(1, RACK)
    assert quiz.check("J 1D 9C").rule == "J1"
    assert quiz.check("S 1D 9C").rule == "P7"
    assert quiz.check({"own": "1D 9C", "blind": 1}).rule == "B1"
    assert quiz.check("1D 9C").rule == "P3"
    assert quiz.check("4B 6B 2C").correct


def test_G1_a_legal_but_poor_pass_gets_advice_naming_the_tiles():
    quiz = PickPass(1, RACK, good="1D 9C N")
    feedback = quiz.check("1D 9C 5D")
    assert feedback.outcome is Outcome.INCORRECT and feedback.rule == "G1"
    assert "Legal, but 5 Dot" in feedback.message
    assert quiz.check("N 9C 1D").correct


def test_pick_pass_blind_on_pass_3_and_courtesy_count():
    assert PickPass(3, RACK, arriving=3).check({"blind": 3}).rule == "B2"
    courtesy = PickPass(7, RACK, agreed=1)
    assert courtesy.limit == 1
    assert courtesy.check("1D 9C").rule == "C2"
    assert courtesy.check("1D").correct


def test_an_instructor_defines_a_new_question_in_a_few_lines():
    quiz = ChoiceQuiz(
        "Which dragon goes with Craks?", ["Red", "Green", "White"], "Red",
        rule="T1", explanation="Red goes with Craks.",
        wrong={"Green": ("T1", "Green goes with Bams.")},
    )
    assert quiz.check("red").correct and quiz.check("Green").message == "Green goes with Bams."
    number = NumberQuiz("How many tiles in the set?", 152, rule="T1", explanation="152 tiles.")
    assert number.check("152").correct and number.id == NumberQuiz("How many tiles in the set?", 152, rule="T1", explanation="x").id


def test_a_zero_courtesy_offer_says_why_a_wrong_count_is_wrong_not_the_same_words_as_right():
    quiz = CourtesyQuiz(2, 0)
    right, wrong = quiz.check(0), quiz.check(2)
    assert right.correct and right.rule == wrong.rule == "C3"
    assert not wrong.correct and wrong.message != right.message and "cancels" in wrong.message
    assert "0" not in wrong.message  # the rule, not the answer


# ------------------------------------------------ picks that teach good play (G1, G3)

EAST_PASS_3 = "1B 2B 2B 3B 4B 5C 5C 5C 7D 7D F F F J"  # invented for teaching (G5)


def test_G3_a_blind_pick_forwards_unseen_only_when_the_good_tiles_cannot_fill_the_pass():
    spare_three = PickPass(3, EAST_PASS_3, good="F F 2B", arriving=3)
    assert spare_three.answer == PassChoice("F F 2B")
    assert spare_three.check("F 2B F").correct
    for forwarded in ({"blind": 3}, {"own": "F", "blind": 2}, {"own": "F 2B", "blind": 1}):
        feedback = spare_three.check(forwarded)
        assert feedback.outcome is Outcome.INCORRECT and feedback.rule == "G3", forwarded
        assert "costs nothing" in feedback.message
    spare_one = PickPass(3, EAST_PASS_3, good="F", arriving=3)
    assert spare_one.answer == PassChoice("F", 2)
    assert spare_one.check({"own": "F", "blind": 2}).correct
    assert spare_one.check({"own": "F", "blind": 2}).rule == "G3"
    assert spare_one.check({"blind": 3}).rule == "G3" and not spare_one.check({"blind": 3}).correct
    broken = spare_one.check("F 7D 5C")
    assert not broken.correct and broken.rule == "G3" and "forward arriving tiles unseen" in broken.message
    assert "Flower" not in broken.message and "2 tiles" not in broken.message  # the solution gives those


@given(st.integers(0, 4), st.integers(1, 3))
def test_G3_pick_pass_and_the_coach_share_one_blind_standard(spare, arriving):
    good = ["F", "F", "2B", "1B"][:spare]
    pick = PickPass(6, EAST_PASS_3, good=" ".join(good), arriving=arriving) if spare + arriving >= 3 else None
    if pick is None:
        with pytest.raises(ValueError, match="good tiles"):
            PickPass(6, EAST_PASS_3, good=" ".join(good), arriving=arriving)
        return
    assert pick.answer.blind == min(arriving, coach.unseen_due(spare)) == 3 - len(pick.answer.own)
    assert pick.check(pick.answer).correct
    if pick.answer.own and pick.answer.blind < arriving:  # one more unseen instead of a spare tile
        more = PassChoice(pick.answer.own[1:], pick.answer.blind + 1)
        assert pick.check(more).rule == "G3" and not pick.check(more).correct


def test_a_pick_names_only_tiles_its_rack_holds_and_enough_to_fill_the_pass():
    with pytest.raises(ValueError, match="names 5 Dot"):
        PickPass(2, EAST_PASS_3, good="5D 1B 2B")
    with pytest.raises(ValueError, match="names 4 Bam"):
        PickPass(2, EAST_PASS_3, good="4B 4B 1B")
    with pytest.raises(ValueError, match="2 good tiles for a pass of 3"):
        PickPass(2, EAST_PASS_3, good="F F")
    assert PickPass(3, EAST_PASS_3, good="F F", arriving=3).answer == PassChoice("F F", 1)


_HELPS = re.compile(r"Legal, but (.+?) helps? your lines")


def test_pick_feedback_never_says_a_spare_tile_helps_the_lines_and_then_to_pass_it():
    pick = PickPass(3, EAST_PASS_3, good="F F 2B", arriving=3)
    feedback = pick.check("F F F")
    assert not feedback.correct and feedback.rule == "G1"
    assert not _HELPS.search(feedback.message), feedback.message
    assert "3 × Flower" in feedback.message and "spare only 2" in feedback.message
    mixed = pick.check("F F 5C")
    assert mixed.message.startswith("Legal, but 5 Crak helps your lines. Look for tiles in your rack")
    assert "Flower" not in mixed.message and "2 Bam" not in mixed.message


@given(st.lists(st.sampled_from([t for t in EAST_PASS_3.split() if t != "J"]), min_size=1, max_size=3),
       st.integers(0, 3))
def test_pick_feedback_is_never_contradictory(own, spare):
    good = ["F", "F", "2B"][:spare]
    pick = PickPass(3, EAST_PASS_3, good=" ".join(good), arriving=3)
    choice = {"own": " ".join(own), "blind": 3 - len(own)}
    feedback = pick.check(choice)
    if not check_pass(3, EAST_PASS_3, own, blind=3 - len(own)).ok:
        return
    named = _HELPS.search(feedback.message)
    if named:
        said = set(re.split(r", | and ", named.group(1)))
        assert not said & {parse_tile(t).name for t in good}, feedback.message
    if feedback.correct:
        assert Counter(parse_tiles(" ".join(own))) <= Counter(parse_tiles(" ".join(good)))


def test_pick_rules_are_the_rules_that_can_decide_it():
    assert PickPass(1, RACK, good="1D 9C N").rules == ("J1", "P7", "P3", "G1")
    assert PickPass(3, RACK, arriving=3).rules == ("J1", "P7", "P3", "B2")
    assert PickPass(3, RACK, good="1D 9C N", arriving=3).rules == ("J1", "P7", "P3", "B2", "G1", "G3")
    assert PickPass(6, EAST_PASS_3, good="F", arriving=3).rules == ("J1", "P7", "P3", "B2", "G3")
    assert PickPass(7, RACK, agreed=1).rules == ("J1", "P7", "C2")
    assert PickPass(7, RACK, agreed=0, good="1D").rules == ("J1", "P7", "C2", "C3")


def _candidates(pick):
    """Every pass a learner can make in the picker or by typing: legal and illegal counts,
    a Joker, a tile the rack does not hold, and every blind count the picker allows."""
    kinds = sorted(set(pick.rack), key=str)
    held = Counter(pick.rack)
    out = [{"own": "N N N N"}, {"own": "J"}]  # typed: a tile held too few times, a Joker
    if pick.arriving:
        out.append({"blind": pick.arriving + 1})  # typed: more than arrive
    for blind in range(pick.arriving + 1):
        for size in {max(pick.limit - blind, 0), max(pick.limit - blind - 1, 0), pick.limit - blind + 1}:
            for combo in itertools.combinations_with_replacement(kinds, size):
                if all(Counter(combo)[t] <= held[t] for t in combo):
                    out.append({"own": " ".join(map(str, combo)), "blind": blind})
    return out


@pytest.mark.parametrize(
    "pick",
    [e for lesson in all_lessons() for e in lesson.exercises if isinstance(e, PickPass)],
    ids=lambda e: e.id,
)
def test_every_rule_a_course_pick_lists_is_one_some_answer_gets(pick):
    said = {pick.check(answer).rule for answer in _candidates(pick)} - {""}
    own = set(pick._rules())
    assert own <= said, f"{pick.id} lists {sorted(own - said)}, which no answer can get"
    assert said <= set(pick.rules), f"{pick.id} can cite {sorted(said - set(pick.rules))} without listing it"


# ----------------------------------------------------------- bad input is a sentence (issue 11)

COACHED = CoachedPick(1, "F F 6B 6B 6D 6D E E N J 2C 5C 9C", ["Flowers and sixes", "Sixes and the wind"])


@settings(max_examples=300, suppress_health_check=list(HealthCheck), deadline=None)
@given(exercise=st.sampled_from([*ALL, COACHED]), answer=fuzzing.HOSTILE)
def test_check_never_raises_whatever_the_answer(exercise, answer):
    with fuzzing.time_limit(fuzzing.TIME_LIMIT):
        feedback = exercise.check(answer)
    assert isinstance(feedback, Feedback) and feedback.message
    if feedback.outcome is Outcome.NOT_ATTEMPTED:
        assert len(feedback.message) <= fuzzing.MAX_SENTENCE


@pytest.mark.parametrize("nonsense", [fuzzing.BadEq(), fuzzing.BadRepr(), np.array([]), object(), [[[]]]])
def test_a_hostile_or_strange_answer_is_not_attempted_with_a_sentence(nonsense):
    for exercise in (ALL[0], ALL[7], count_check("sent"), SecondCharlestonQuiz([False] * 4)):
        feedback = exercise.check(nonsense)
        assert feedback.outcome is Outcome.NOT_ATTEMPTED and feedback.message.endswith(".")


def test_a_numpy_whole_number_is_an_answer_like_any_other():
    quiz = NumberQuiz("How many tiles in the set?", 152, rule="T1", explanation="152 tiles.")
    assert quiz.check(np.int64(152)).outcome is Outcome.CORRECT
    assert quiz.check(np.int32(151)).outcome is Outcome.INCORRECT
    assert quiz.check(True).outcome is Outcome.NOT_ATTEMPTED  # a bool is not a number
    assert quiz.check(" 152 ").outcome is Outcome.CORRECT
    assert quiz.check("１５２").outcome is Outcome.CORRECT  # full-width digits, as int() reads them
    assert quiz.check("1" * 13).outcome is Outcome.NOT_ATTEMPTED


def test_a_hint_level_is_a_whole_number():
    exercise = DirectionQuiz(1)
    with pytest.raises(ValueError, match="level should be a whole number"):
        exercise.hint("1")
    with pytest.raises(ValueError, match="level"):
        exercise.hint(-1)
    assert exercise.hint(np.int64(0)) == exercise.hints[0]


def test_a_choice_quiz_takes_text_options_and_a_working_parse():
    with pytest.raises(ValueError, match="options should be"):
        ChoiceQuiz("Which?", [print, 1], "a", rule="T1", explanation="a.")
    with pytest.raises(ValueError, match="options"):
        ChoiceQuiz("Which?", [], "a", rule="T1", explanation="a.")
    with pytest.raises(ValueError, match="parse should be a function"):
        ChoiceQuiz("Which?", ["a", "b"], "a", rule="T1", explanation="a.", parse={})
    with pytest.raises(ValueError, match="wrong should give a wrong answer's rule and sentence"):
        ChoiceQuiz("Which?", ["a", "b"], "a", rule="T1", explanation="a.", wrong={"b": "T1"})
    with pytest.raises(ValueError, match="prompt should be text"):
        ChoiceQuiz(None, ["a", "b"], "a", rule="T1", explanation="a.")

    def fussy(value):
        raise RuntimeError("an instructor's parse that breaks")

    quiz = ChoiceQuiz("Which?", ["a", "b"], "a", rule="T1", explanation="a.",
                      parse=lambda v: v if v in ("a", "b") else fussy(v))
    assert quiz.check("Dragonfly").outcome is Outcome.NOT_ATTEMPTED


def test_a_number_quiz_answer_is_a_whole_number_in_its_range():
    with pytest.raises(ValueError, match="answer should be a whole number"):
        NumberQuiz("How many?", "152", rule="T1", explanation="152.")
    with pytest.raises(ValueError, match="answer should be a whole number from 0 to 3"):
        NumberQuiz("How many?", 152, rule="C2", explanation="152.", low=0, high=3)
    with pytest.raises(ValueError, match="wrong"):
        NumberQuiz("How many?", 152, rule="T1", explanation="152.", wrong={"x": ("T1", "No.")})
    assert NumberQuiz("How many?", np.int64(152), rule="T1", explanation="152.").answer == 152


def test_X1_each_answer_is_true_or_false_never_guessed():
    with pytest.raises(ValueError, match="wants_to_stop should be a list"):
        SecondCharlestonQuiz(None)
    with pytest.raises(ValueError, match="wants_to_stop should be True or False"):
        SecondCharlestonQuiz({"East": 1, "South": 0, "West": 0, "North": 0})
    with pytest.raises(ValueError, match="one answer, yes or no, for each player"):
        SecondCharlestonQuiz([False] * 3)
    with pytest.raises(ValueError, match="wants_to_stop"):
        SecondCharlestonQuiz(itertools.repeat(False))
    assert SecondCharlestonQuiz({"east": True, "South": False, "West": False, "North": False}).answer == "no"


def test_count_check_names_its_questions_for_anything_else():
    for question in ([], None, "nope", fuzzing.BadRepr()):
        with pytest.raises(ValueError, match="not a count-check question: choose sent, east, first"):
            count_check(question)


def test_B2_at_most_three_tiles_arrive_to_forward():
    with pytest.raises(ValueError, match=r"arriving should be 0, 1, 2 or 3.*\(B2\)"):
        PickPass(3, RACK, arriving=5)
    with pytest.raises(ValueError, match="arriving"):
        PickPass(3, RACK, arriving=-1)
    with pytest.raises(ValueError, match="arriving should be a whole number"):
        PickPass(3, RACK, arriving="3")
    assert PickPass(3, RACK, arriving=np.int64(3)).arriving == 3


def test_T3_a_pick_rack_holds_at_most_fourteen_tiles():
    with pytest.raises(ValueError, match="at most 14"):
        PickPass(1, RACK + " 1B 2B")
    with pytest.raises(ValueError, match="step should be a whole number"):
        PickPass("1", RACK)


def test_G1_a_coached_pick_names_the_lines_parameter_for_bad_lines():
    rack = "F F 6B 6B 6D 6D E E N J 2C 5C 9C"
    with pytest.raises(ValueError, match="lines should be a list"):
        CoachedPick(1, rack, None)
    with pytest.raises(ValueError, match="is not a line"):
        CoachedPick(1, rack, [42])
    with pytest.raises(ValueError, match="lines is longer than"):
        CoachedPick(1, rack, ["x" * 100_000])
    with pytest.raises(ValueError, match="1 to 3 lines"):
        CoachedPick(1, rack, [])
    with pytest.raises(ValueError, match="lines"):
        CoachedPick(1, rack, itertools.cycle(["Flowers and sixes"]))


def test_other_kinds_name_their_parameter():
    with pytest.raises(ValueError, match="receiving should be True or False"):
        NeighbourQuiz("East", "right", receiving="yes")
    with pytest.raises(ValueError, match="steps should be a list"):
        TileJourneyQuiz("5B", "East", 3)
    with pytest.raises(ValueError, match="at least one pass"):
        TileJourneyQuiz("5B", "East", [])
    with pytest.raises(ValueError, match="rules should be text"):
        DirectionQuiz(1).citing(["J1"])


def test_a_clean_pass_of_one_copy_says_the_rack_keeps_the_others():
    # The lines want two of the three Flowers: passing one is clean, but "Flower helps none of
    # your lines" would say the opposite of the prompt.
    rack = "1B 2B 2B 3B 4B 5C 5C 5C 7D 7D F F F J"  # invented for teaching (G5)
    pick = PickPass(3, rack, good="F", arriving=3)
    text = pick.check(PassChoice(tuple(parse_tiles("F")), 2)).message
    assert "1 of your 3 Flower tiles helps none of your lines" in text
    assert "Flower helps none" not in text
    lone = PickPass(1, "1D 9C N 4B 6B W 2C 3C 5D 5D 7D E RD J", good="1D 9C N").check("1D 9C N")
    assert "1 Dot, 9 Crak and North help none of your lines" in lone.message


@pytest.mark.parametrize("language", ["en", "ms"])
def test_an_outcome_lookup_says_the_course_sentence_short_in_the_current_language(language):
    from charleston_lessons.messages import say, speaking

    assert Outcome("correct") is Outcome.CORRECT
    for bad in ("x" * 10**6, {"correct": 1}, fuzzing.BadRepr(), 1, "Correct"):
        with speaking(language):
            with pytest.raises(ValueError) as caught:
                Outcome(bad)
            assert str(caught.value) == say("error.outcome", value=bad)
        assert len(str(caught.value)) < 200


@pytest.mark.parametrize("exercise", [*ALL, COACHED], ids=lambda e: e.id)
def test_a_str_or_int_subclass_answer_is_graded_as_its_plain_value(exercise):
    plain_answer = exercise.answer
    if isinstance(plain_answer, str) and type(plain_answer) is str:
        hostile = fuzzing.HostileStr(plain_answer)
    elif type(plain_answer) is int:
        hostile = fuzzing.HostileInt(plain_answer)
    else:
        hostile = fuzzing.HostileStr("East")
    feedback = exercise.check(hostile)
    assert isinstance(feedback, Feedback) and feedback.message
    if hostile is not None and type(plain_answer) in (str, int):
        assert feedback.outcome is exercise.check(plain_answer).outcome


@pytest.mark.parametrize("make", [BlindQuiz, DirectionQuiz], ids=["blind", "direction"])
def test_a_prompt_or_id_given_as_a_str_subclass_is_read_as_its_plain_text(make):
    exercise = make(3, prompt=fuzzing.HostileStr("Which way?"), id=fuzzing.HostileStr("own-id"))
    assert exercise.prompt == "Which way?" and exercise.id == "own-id" and type(exercise.id) is str
    with pytest.raises(ValueError, match="prompt"):
        make(3, prompt=5)


@pytest.mark.parametrize("option_id", [None, ["a"], {"a": 1}, "c", fuzzing.HostileStr("c"), fuzzing.BadHash()],
                         ids=["none", "list", "dict", "unknown", "hostile-str", "bad-hash"])
def test_a_choice_label_asked_for_no_option_is_a_sentence(option_id):
    """`ChoiceQuiz.label` looked its id up as it came: KeyError, 'unhashable type' or the
    caller's own `__hash__` error came out (issue 33)."""
    quiz = ChoiceQuiz("Which?", ["a", "b"], "a", rule="T1", explanation="a.")
    with pytest.raises(ValueError, match="not one of the choices"):
        quiz.label(option_id)
    assert quiz.label(fuzzing.HostileStr("b")) == "b" and quiz.label("a") == "a"


def test_a_choice_answer_or_explained_answer_given_as_a_str_subclass_is_read_as_its_plain_text():
    """`ChoiceQuiz.explain`, and the answer a lesson gives, asked a caller's `str` subclass its
    length: its own error came out, not the choice read (issue 33's fuzz, FUZZ_SEED=1796414044)."""
    quiz = ChoiceQuiz("Which?", ["left", "right"], fuzzing.HostileStr("left"), rule="T1", explanation="Left.")
    assert quiz.answer == "left" and type(quiz.answer) is str
    quiz.explain(fuzzing.HostileStr("Right"), "T3", "Right is wrong here.")
    assert quiz.check("right").rule == "T3" and quiz.check("right").message == "Right is wrong here."
    assert "T3" in quiz.rules
    with pytest.raises(ValueError, match="not one of the choices"):
        quiz.explain(fuzzing.HostileStr("up"), "T3", "No.")
