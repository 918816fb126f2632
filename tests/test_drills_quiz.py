"""The shared question forms of the rules drills (drills._quiz)."""

from __future__ import annotations

import random

from charleston_lessons.drills._quiz import choice, yes_no
from charleston_lessons.exercises import Outcome


def test_a_choice_is_shown_in_the_order_its_seed_draws_and_keeps_its_answer():
    options = {k: k.upper() for k in "abcdef"}
    orders = {tuple(choice(random.Random(seed), "Which?", options, "c", "P1", "Because.", {}, ("Hint.",)).option_ids)
              for seed in range(20)}
    assert len(orders) > 1 and all(sorted(order) == list("abcdef") for order in orders)
    same = [choice(random.Random(7), "Which?", options, "c", "P1", "Because.", {}, ("Hint.",)).option_ids
            for _ in range(2)]
    assert same[0] == same[1]
    quiz = choice(random.Random(7), "Which?", options, "c", "P1", "Because.", {"a": ("P2", "Not a.")}, ("Hint.",))
    assert quiz.check("c").outcome is Outcome.CORRECT and quiz.check("a").rule == "P2"


def test_a_yes_or_no_question_gives_the_wrong_answer_its_own_sentence():
    quiz = yes_no("Is it?", False, "C1", "No, because.", ("C2", "It is not."), ("Hint.",))
    assert quiz.answer == "no" and quiz.check("no").outcome is Outcome.CORRECT
    wrong = quiz.check("yes")
    assert wrong.outcome is Outcome.INCORRECT and wrong.rule == "C2" and "It is not." in wrong.message
