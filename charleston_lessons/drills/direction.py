"""Drills for the skill "direction": which way pass N goes (the courtesy pass too), the next
pass at a real table (after a stop, or not), and ROLLOR's letters to directions and back
(RULES P1, P4, C1, S1).

`generate(seed)` is a pure function of the seed and the language spoken.
"""

from __future__ import annotations

import random

from charleston_lessons._input import whole
from charleston_lessons.drills import MAX_SEED
from charleston_lessons.drills._shape import phrasing
from charleston_lessons.drills._play import play, spare, stop_answers, table_before, tile_label, tile_labels
from charleston_lessons.exercises import ChoiceQuiz, DirectionQuiz, Exercise
from charleston_lessons.messages import join_words, say
from charleston_lessons.rules import PASSES, SEATS, Direction, Seat, as_direction, pass_step
from charleston_lessons.table import Phase

__all__ = ["generate", "kind_of", "KINDS"]

# ROLLOR's letters: the word each stands for (kept in English, as the memory aid is).
_WORDS = {"R": "Right", "O": "Over", "L": "Left"}
_LETTERS = "ROLLOR"

# The kinds of item; the seed's first draw picks one from _DRAW, where the kinds with the most
# to vary (a real rack's tiles) come up more often.
KINDS = ("number", "tile", "next", "letter", "occurrence", "round", "name", "called")
_DRAW = ("number", "tile", "tile", "next", "next", "letter", "occurrence", "round", "name", "called")


def kind_of(seed: int) -> str:
    """Which kind of item `generate(seed)` makes (its first draw)."""
    return random.Random(whole(seed, "seed", 0, MAX_SEED)).choice(_DRAW)


def generate(seed: int) -> Exercise:
    """A fresh direction item for `seed` (any whole number; the registry checks the range)."""
    rng = random.Random(whole(seed, "seed", 0, MAX_SEED))
    kind = rng.choice(_DRAW)
    return _MAKERS[kind](rng)


def _number(rng: random.Random) -> Exercise:
    """Which way pass N goes, asked by its number from a seat."""
    step = rng.randint(1, 7)
    seat = rng.choice(SEATS)
    key = phrasing(rng, ("drill.direction.ask_number", "drill.direction.ask_seat",
                      "drill.direction.ask_name_free"))
    return DirectionQuiz(step, prompt=say(key, step=step, seat=seat))


def _tile(rng: random.Random) -> Exercise:
    """Which way a tile from a real rack goes when passed on pass N."""
    step = rng.randint(1, 7)
    table = table_before(rng, step)
    seat = rng.choice(SEATS)
    tile = spare(table, seat, rng, 1)[0]
    key = phrasing(rng, ("drill.direction.ask_tile", "drill.direction.ask_tile_put"))
    return DirectionQuiz(step, prompt=say(key, step=step, seat=seat, tile=tile_label(tile)))


def _next(rng: random.Random) -> Exercise:
    """The next pass at a real table: after pass 1, 2, 4 or 5, or after pass 3 with or
    without a stop (X1, X2, C1), or after pass 6."""
    after = rng.choice((1, 2, 3, 3, 3, 4, 5, 6))
    seat = rng.choice(SEATS)
    table = table_before(rng, after)
    play(table, rng)
    passed = tile_labels(table.log[-1].own[seat])
    stoppers: list[Seat] = []
    if after == 3:
        # Other players stop (or not): the prompt speaks from your seat.
        stoppers = [s for s in SEATS if s is not seat and rng.random() < 0.35]
        table.answer_stop(stop_answers(stoppers))
    step = 7 if table.phase is Phase.OFFERS else table.next_step
    assert step is not None
    done = join_words([str(n) for n in table.passes_done])
    if after == 3 and stoppers:
        prompt = say("drill.direction.ask_after_stop", who=join_words(list(stoppers)), seat=seat,
                     tiles=passed)
    elif after == 3:
        prompt = say("drill.direction.ask_after_go", seat=seat, tiles=passed)
    else:
        prompt = say("drill.direction.ask_after", done=done, seat=seat, tiles=passed)
    quiz = DirectionQuiz(step, prompt=prompt)
    if after == 3 and stoppers:
        quiz.explain("left", "X1", say("drill.direction.stopped_left"))
        quiz.explanation = say("drill.direction.stopped_right", who=join_words(list(stoppers)))
    elif after == 3:
        quiz.explain("across", "X2", say("drill.direction.go_across"))
    elif after == 6:
        quiz.explanation = say("drill.direction.after_six_right")
    return quiz


def _letter(rng: random.Random) -> Exercise:
    """ROLLOR position to direction: letter k stands for pass k."""
    position = rng.randint(1, 6)
    seat = rng.choice(SEATS)
    info = pass_step(position)
    letter = _LETTERS[position - 1]
    key = phrasing(rng, ("drill.direction.ask_letter", "drill.direction.ask_letter_seat"))
    return ChoiceQuiz(
        say(key, position=position, seat=seat),
        [d.value for d in Direction],
        info.direction.value,
        rule="P4",
        explanation=say("drill.direction.letter_right", position=position, letter=letter,
                        word=_WORDS[letter], direction=info.direction),
        otherwise=("P4", say("drill.direction.letter_wrong", position=position)),
        hints=(say("exercise.direction.hint1"), say("exercise.direction.hint2"),
               say("drill.direction.letter_hint", position=position)),
        parse=lambda v: as_direction(v).value,
    )


def _pass_options() -> dict[str, str]:
    return {str(step.number): say("words.pass_number", step=step.number) for step in PASSES[:6]}


def _occurrence(rng: random.Random) -> Exercise:
    """ROLLOR letter back to its pass: the first or second R, O or L."""
    letter = rng.choice("ROL")
    second = rng.random() < 0.5
    positions = [i + 1 for i, c in enumerate(_LETTERS) if c == letter]
    position = positions[1 if second else 0]
    other = positions[0 if second else 1]
    seat = rng.choice(SEATS)
    key = "drill.direction.ask_second_letter" if second else "drill.direction.ask_first_letter"
    quiz = ChoiceQuiz(
        say(key, letter=letter, word=_WORDS[letter], seat=seat),
        _pass_options(),
        str(position),
        rule="P4",
        explanation=say("drill.direction.occurrence_right", position=position, letter=letter,
                        direction=pass_step(position).direction),
        otherwise=("P4", say("drill.direction.position_wrong")),
        hints=(say("exercise.direction.hint1"), say("drill.direction.position_hint")),
    )
    quiz.explain(str(other), "P4", say("drill.direction.other_occurrence"))
    return quiz


def _round(rng: random.Random) -> Exercise:
    """Direction back to its pass: which pass of the first or second Charleston goes this way."""
    second = rng.random() < 0.5
    direction = rng.choice(tuple(Direction))
    steps = [s.number for s in PASSES if s.direction is direction and s.charleston == (2 if second else 1)]
    position = steps[0]
    other = next(s.number for s in PASSES
                 if s.direction is direction and s.charleston == (1 if second else 2))
    seat = rng.choice(SEATS)
    key = "drill.direction.ask_second_round" if second else "drill.direction.ask_first_round"
    quiz = ChoiceQuiz(
        say(key, direction=direction, seat=seat),
        _pass_options(),
        str(position),
        rule="P4",
        explanation=say("drill.direction.round_right", position=position, letter=_LETTERS[position - 1],
                        direction=direction),
        otherwise=("P4", say("drill.direction.position_wrong")),
        hints=(say("exercise.direction.hint1"), say("drill.direction.position_hint")),
    )
    quiz.explain(str(other), "P4", say("drill.direction.other_round"))
    return quiz


def _name(rng: random.Random) -> Exercise:
    """A pass's name back to its number: which pass is the second across? (P1, C1)"""
    info = rng.choice(PASSES)
    seat = rng.choice(SEATS)
    key = phrasing(rng, ("drill.direction.ask_name", "drill.direction.ask_name_seat"))
    options = {str(step.number): say("words.pass_number", step=step.number) for step in PASSES}
    quiz = ChoiceQuiz(
        say(key, name=info.name, seat=seat),
        options,
        str(info.number),
        rule="C1" if info.is_courtesy else "P1",
        explanation=say("drill.direction.name_right", name=info.name, step=info.number,
                        direction=info.direction),
        otherwise=(("C1", say("drill.direction.name_courtesy_side")) if info.is_courtesy
                   else ("P1", say("drill.direction.name_number_wrong"))),
        hints=(say("drill.direction.name_hint"), say("exercise.direction.hint2")),
    )
    for step in PASSES:
        if step.number == info.number or step.direction is not info.direction:
            continue
        if info.is_courtesy:
            quiz.explain(str(step.number), "C1", say("drill.direction.name_courtesy"))
        elif not step.is_courtesy:
            quiz.explain(str(step.number), "P4", say("drill.direction.other_round"))
    return quiz


def _called(rng: random.Random) -> Exercise:
    """A pass's number to its name: what is pass 5 called? (P1, C1)"""
    info = rng.choice(PASSES)
    seat = rng.choice(SEATS)
    key = phrasing(rng, ("drill.direction.ask_called", "drill.direction.ask_called_seat"))
    quiz = ChoiceQuiz(
        say(key, step=info.number, seat=seat),
        [step.name for step in PASSES],
        info.name,
        rule="C1" if info.is_courtesy else "P1",
        explanation=say("drill.direction.name_right", name=info.name, step=info.number,
                        direction=info.direction),
        otherwise=("P1", say("drill.direction.called_wrong", step=info.number)),
        hints=(say("drill.direction.name_hint"), say("exercise.direction.hint2")),
    )
    for step in PASSES:
        if step.number == info.number:
            continue
        if step.is_courtesy:
            quiz.explain(step.name, "C1", say("drill.direction.called_courtesy", step=info.number))
        elif step.direction is info.direction and not info.is_courtesy:
            quiz.explain(step.name, "P4", say("drill.direction.called_round", step=info.number))
    return quiz


_MAKERS = {
    "number": _number,
    "tile": _tile,
    "next": _next,
    "letter": _letter,
    "occurrence": _occurrence,
    "round": _round,
    "name": _name,
    "called": _called,
}
