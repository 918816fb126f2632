"""Lesson 11, Strategy lab: the coach's advice tested over hundreds of seeded deals.

Its extras name the experiments of `charleston_lessons.lab` and the figure of a result as
data (`Experiment`, `Figure`); the notebook's face runs them with a progress bar and draws
the figure, so this module imports no widget and no picture. Every deal is seeded (`SEED`), so the numbers the notebook prints, and
that its text talks about, are the same on every run; `tests/test_lab.py` checks that
what the text says about them still holds. Every line and rack is invented (G5).
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from charleston_lessons.exercises import ChoiceQuiz, NumberQuiz
from charleston_lessons.lessons.base import Experiment, Figure, Lesson
from charleston_lessons.messages import say

if TYPE_CHECKING:
    from charleston_lessons import lab

__all__ = ["DEALS", "LESSON", "SEED", "blind_vs_break", "coached_vs_random", "describe", "figure", "stop_vs_continue"]

SEED = 2024  # every experiment in the notebook deals from this seed
DEALS = 300  # enough for clear answers in a few seconds; try 10_000 for tighter intervals


def _lab() -> Any:
    """The lab (numpy's search), loaded when an experiment runs rather than with the course."""
    from charleston_lessons import lab

    return lab


def _experiment(name: str, title: Callable[..., str]) -> Experiment:
    """One of the lab's experiments, as data: the notebook's face runs it with a progress bar."""

    def run(deals: int, seed: int, **options: Any) -> lab.LabResult:
        return getattr(_lab(), name)(deals, seed, **options)

    run.__name__ = run.__qualname__ = name
    return Experiment(run=run, title=title, deals=DEALS, seed=SEED)


# Experiment 1: one coached pass against one random legal pass.
coached_vs_random = _experiment("coached_vs_random", lambda **options: say("lab.title.coached", step=options.get("step", 1)))
# Experiment 2: forward unseen or break a pair on pass 3 (G3).
blind_vs_break = _experiment("blind_vs_break", lambda **options: say("lab.title.blind"))
# Experiment 3: stop after pass 3, or play passes 4 to 7 (X1).
stop_vs_continue = _experiment("stop_vs_continue", lambda **options: say("lab.title.stop"))


def describe(result: lab.LabResult) -> str:
    """A lab result in words: the text alternative of its figure."""
    # Only the lab makes a result: when it is not loaded yet, `result` cannot be one (and
    # numpy is not loaded just to say so).
    made = sys.modules.get("charleston_lessons.lab")
    if made is None or not isinstance(result, made.LabResult):
        raise ValueError(say("error.input.not_kind", what="result", kind="a LabResult", value=result))
    moments = " ".join(
        say("lab.figure.describe_moment", moment=c.moment[:1].upper() + c.moment[1:], a=c.a.label, a_mean=f"{c.a.mean:.2f}", b=c.b.label,
            b_mean=f"{c.b.mean:.2f}", diff=f"{c.difference.mean:+.2f}")
        for c in result.comparisons
    )
    return say("lab.figure.describe", title=result.title, moments=moments)


# The result drawn (by the art, for the notebook): each choice's mean with its interval, and
# the paired difference.
figure = Figure("lab", describe)


LESSON = Lesson(
    number=11,
    slug="strategy-lab",
    title="Strategy lab",
    questions=(
        "How much nearer a hand does a coached pass leave you than a random one?",
        "Late in a round, is forwarding tiles unseen really cheaper than breaking a pair?",
        "After pass 3, is it better to stop the Charleston or to go on?",
        "What can a simulation of many deals tell you, and what can it not?",
    ),
    objectives=(
        "Run a seeded experiment over hundreds of deals and read its means and 95% intervals.",
        "Say what the lab found about coached passes (G1), blind passes (G3) and stopping (X1).",
        "Tell a difference the deals show clearly from one they leave in doubt.",
    ),
    needs=("numpy", "matplotlib"),
    teaching_minutes=14,
    exercise_minutes=8,
    rules=("G1", "G2", "G3", "G5", "B2", "X1", "X2"),
    key_points=(
        (
            "The lab plays hundreds of seeded deals with bots and measures how many tiles a hand "
            "still needs for the nearest line of the invented card (G5); the same seed gives the same numbers."
        ),
        (
            "Right after passing, a coached pass (G1) was never further from its lines than a random "
            "pass of the same rack; once the new tiles arrived it was still more than half a tile nearer on average."
        ),
        (
            "On a set rack at pass 3, forwarding unseen (B2) instead of breaking a pair left the hand "
            "nearer after pass 3, by about four tenths of a tile (G3)."
        ),
        (
            "If nobody stops, pass 4 asks for three tiles from the rack again (X2): by pass 6 forwarding's "
            "lead was gone."
        ),
        (
            "Playing the second Charleston left the seat about a tile nearer than stopping after pass 3 (X1), "
            "even for racks already close."
        ),
        "An interval that stays clear of 0 is a difference the deals show clearly; one that crosses 0 is not.",
    ),
    exercises=(
        NumberQuiz(
            "Experiment 1, right after sending pass 1: in how many of the 300 deals did the coached "
            "pass leave South further from its lines than the random pass did?",
            0,
            rule="G1",
            explanation=(
                "None. The coach keeps two lines in mind and passes tiles that help neither (G1), "
                "choosing the best of every legal pass, so before anything arrives no random pass "
                "of the same rack keeps those lines nearer. Once tiles arrive, luck has a say."
            ),
            otherwise=(
                "G1",
                (
                    "Look at the count of deals where the coached pass was further, right after "
                    "sending: the coach picks the best of every legal pass, random ones included."
                ),
            ),
            high=300,
            hints=(
                (
                    "Read the 'further' count on the first row of the table, or the first row of "
                    "the figure's right panel."
                ),
                "The coach considers every legal pass, including the one the random player made.",
            ),
            id="never-further",
        ),
        ChoiceQuiz(
            "Experiment 1, once pass 1's tiles have arrived: the 95% interval of coached minus random "
            "lies wholly below 0. What does that tell you?",
            {
                "every-deal": "The coached pass was nearer in every deal.",
                "nearer-on-average": "On average the coached pass is nearer, and 300 deals are enough to be sure of it.",
                "could-be-zero": "The difference could well be 0.",
            },
            "nearer-on-average",
            rule="G1",
            explanation=(
                "An interval that stays clear of 0 says the average difference is real, not luck of the "
                "deal; passing what helps neither line (G1) pays. It does not say every deal went that way: "
                "the random pass still came out ahead in a few."
            ),
            wrong={
                "every-deal": (
                    "G1", "The interval is about the average. Count the deals: in some the random pass ended nearer."),
                "could-be-zero": (
                    "G1", "Check where 0 falls: a difference that could well be 0 needs 0 inside the interval."),
            },
            hints=("The interval is for the mean difference, not for each deal.",),
            id="read-interval",
        ),
        ChoiceQuiz(
            "Experiment 2, a set rack on pass 3: which choice left the hand nearer its line once "
            "pass 3's tiles had arrived?",
            {
                "forward-unseen": "forward unseen",
                "break-pair": "break the pair",
                "no-difference": "no clear difference",
            },
            "forward-unseen",
            rule="G3",
            explanation=(
                "Forwarding unseen (B2): the pair stays, and the hand was about four tenths of a tile nearer "
                "after pass 3, with an interval clear of 0. The English source's claim holds for pass 3 (G3)."
            ),
            wrong={
                "break-pair": ("G3", "Breaking gives up a tile the line needs; three new tiles rarely make up for it."),
                "no-difference": ("G3", "Look again at the row after pass 3: does its interval include 0?"),
            },
            rules=("B2",),
            hints=("Look at the row 'after pass 3'.",),
            id="blind-after-3",
        ),
        ChoiceQuiz(
            "Experiment 2 again: nobody stopped, so passes 4 to 6 were played. What was left of "
            "forwarding's lead after pass 6?",
            {"grew": "it grew", "same": "about the same", "almost-nothing": "almost nothing"},
            "almost-nothing",
            rule="X2",
            explanation=(
                "Almost nothing: when nobody stops, passes 4 to 6 must be played (X2), and pass 4 is not "
                "a blind pass, so the hand that forwarded on pass 3 must find three rack tiles then. The "
                "blind pass protects the pair only for as long as the round lasts (G3)."
            ),
            wrong={
                "grew": ("X2", "Compare the rows 'after pass 3' and 'after pass 6' again: did the gap really grow?"),
                "same": ("X2", "Compare the two rows again: is the difference after pass 6 the size it was after pass 3?"),
            },
            rules=("G3",),
            hints=("Can you pass blind on pass 4?",),
            id="blind-after-6",
        ),
        ChoiceQuiz(
            "Experiment 3: did stopping after pass 3 leave South nearer its line than going on?",
            {
                "stopping-nearer": "yes, usually",
                "going-on-nearer": "no: going on left South nearer on average",
                "no-difference": "no difference",
            },
            "going-on-nearer",
            rule="X1",
            explanation=(
                "Going on left South about a tile nearer on average, even among racks already within 6 tiles "
                "of a line. Any one player may stop (X1), and a hand that is nearly complete may still want "
                "to: this measure cannot see what the other players gain, or a hand one tile away."
            ),
            wrong={
                "stopping-nearer": ("X1", "Stopping was nearer in only a handful of deals; look at the counts."),
                "no-difference": ("X1", "Look at the interval of the difference: does it include 0?"),
            },
            hints=("A difference above 0 means the first choice, stopping, left the seat further away.",),
            id="stop-or-go",
        ),
    ),
    extras={
        "coached_vs_random": coached_vs_random,
        "blind_vs_break": blind_vs_break,
        "stop_vs_continue": stop_vs_continue,
        "figure": figure,
    },
)
