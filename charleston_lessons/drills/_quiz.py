"""The two question forms the rules drills share (courtesy, east, jokers, stopping): a choice
shown in an order the seed draws, and a yes-or-no question whose wrong answer has its own
sentence."""

from __future__ import annotations

import random

from charleston_lessons.exercises import ChoiceQuiz

__all__ = ["choice", "yes_no"]


def choice(rng: random.Random, prompt: str, options: dict[str, str], answer: str, rule: str,
            explanation: str, wrong: dict[str, tuple[str, str]], hints: tuple[str, ...],
            otherwise: tuple[str, str] | None = None) -> ChoiceQuiz:
    """A choice among `options`, shown in an order the seed draws."""
    order = list(options.items())
    rng.shuffle(order)
    return ChoiceQuiz(prompt, dict(order), answer, rule=rule, explanation=explanation, wrong=wrong,
                      otherwise=otherwise, hints=hints)


def yes_no(prompt: str, yes: bool, rule: str, explanation: str, wrong: tuple[str, str],
            hints: tuple[str, ...]) -> ChoiceQuiz:
    """A yes-or-no question; the wrong answer gets its own sentence."""
    answer, other = ("yes", "no") if yes else ("no", "yes")
    return ChoiceQuiz(prompt, {"yes": "yes", "no": "no"}, answer, rule=rule, explanation=explanation,
                      wrong={other: wrong}, hints=hints)
