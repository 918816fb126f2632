"""Drills for the skill "direction": which way a pass goes, and from which side the tiles you
receive come, for a pass named by its number, by its place in a Charleston, as the courtesy
pass, or as the next pass at a real table (after a stop, or not); which way a pass went when
your tiles went to (or came from) a given seat; ROLLOR's letters to directions and back; a
pass's name and number; which passes go the same way, and how many go each way
(RULES P1, P4, C1, S1, S2, X1, X2).

A seat is named only where it changes the answer. `generate(seed)` is a pure function of
the seed and the language spoken.
"""

from __future__ import annotations

import random

from charleston_lessons._input import whole
from charleston_lessons.drills import MAX_SEED
from charleston_lessons.drills._play import passes_going, play, stop_answers, table_before, tile_labels
from charleston_lessons.drills._shape import in_canonical
from charleston_lessons.exercises import ChoiceQuiz, DirectionQuiz, Exercise, NumberQuiz
from charleston_lessons.messages import join_words, say, say_count
from charleston_lessons.rules import PASSES, SEATS, Direction, as_direction, pass_step, receiver, sender
from charleston_lessons.table import Phase

__all__ = ["generate", "kind_of", "KINDS"]

# ROLLOR's letters: the word each stands for (kept in English, as the memory aid is).
_WORDS = {"R": "Right", "O": "Over", "L": "Left"}
_LETTERS = "ROLLOR"
# The side the tiles you receive come from, for each way a pass goes (S2).
_FROM = {Direction.RIGHT: Direction.LEFT, Direction.LEFT: Direction.RIGHT, Direction.ACROSS: Direction.ACROSS}

# The kinds of item; the seed's first draw picks one from _DRAW, where the kinds with the
# most questions in them ("way" and "from": eight ways to name the pass each) come up more often.
KINDS = ("way", "from", "went", "letter", "occurrence", "round", "name", "called", "sequence",
         "previous", "same", "count")
_DRAW = ("way", "way", "way", "from", "from", "from", "went", "went", "letter", "occurrence", "round",
         "name", "called", "sequence", "previous", "same", "count")
# How a "way" or "from" item names its pass.
_TARGETS = ("number", "place", "courtesy", "after", "stop", "go")


def kind_of(seed: int) -> str:
    """Which kind of item `generate(seed)` makes (its first draw)."""
    return random.Random(whole(seed, "seed", 0, MAX_SEED)).choice(_DRAW)


def generate(seed: int) -> Exercise:
    """A fresh direction item for `seed` (any whole number; the registry checks the range)."""
    rng = random.Random(whole(seed, "seed", 0, MAX_SEED))
    kind = rng.choice(_DRAW)
    return _MAKERS[kind](rng)


def _direction_quiz(step: int, prompt: str) -> DirectionQuiz:
    """Which way pass `step` goes, with the drill's own sentences for the wrong answers whose
    lesson sentence points at a pass that goes the answer's way (passes 4 and 6)."""
    quiz = DirectionQuiz(step, prompt=prompt)
    if step == 4:
        for option in ("right", "across"):
            quiz.explain(option, "P4", say("drill.direction.pass4_wrong"))
    if step == 6:
        quiz.explain("left", "P4", say("drill.direction.pass6_wrong"))
    return quiz


def _from_quiz(step: int, prompt: str) -> ChoiceQuiz:
    """From which side do the tiles you receive on pass `step` come? The side opposite the
    way the pass goes, or across for an across pass (S2)."""
    info = pass_step(step)
    side = _FROM[info.direction]
    rule = "C1" if info.is_courtesy else ("P4" if info.number >= 4 else "P1")
    key = "drill.direction.from_right_across" if side is Direction.ACROSS else "drill.direction.from_right"
    wrong = {}
    if info.direction is not side:
        wrong[info.direction.value] = ("S2", say("drill.direction.from_swapped"))
    if info.is_courtesy:
        for option in ("right", "left"):
            wrong[option] = ("C1", say("exercise.direction.courtesy"))
    return ChoiceQuiz(
        prompt,
        [d.value for d in Direction],
        side.value,
        rule="S2",
        explanation=say(key, step=info.number, name=info.name, direction=info.direction, side=side),
        wrong=wrong,
        otherwise=(rule, say("drill.direction.from_generic")),
        hints=(say("exercise.direction.hint1"), say("exercise.direction.hint2"), say("drill.direction.from_hint")),
        parse=lambda v: as_direction(v).value,
    ).citing(rule)


class _Target:
    """How a "way" or "from" item names its pass: `situation` told first (or ""), the pass
    as the question names it (`words`), its number (`step`), which of `_TARGETS` (`how`), and
    who stopped the Charleston (`who`, for "stop"). The next pass is asked at a real table:
    after pass 1, 2, 4, 5 or 6, or after pass 3 with a stop or without."""

    def __init__(self, rng: random.Random) -> None:
        self.how = how = rng.choice(_TARGETS)
        self.situation, self.who = "", ""
        if how == "number":
            self.step = rng.randint(1, 7)
            self.words = say("words.pass_number", step=self.step)
            return
        if how == "place":
            self.step = rng.randint(1, 6)
            self.words = say(f"drill.direction.place{self.step}")
            return
        if how == "courtesy":
            self.step, self.words = 7, say("drill.direction.target_courtesy")
            return
        you = rng.choice(SEATS)  # whose tiles the story tells ("you passed ..."); not named
        after = rng.choice((1, 2, 4, 5, 6)) if how == "after" else 3
        table = table_before(rng, after)
        play(table, rng)
        passed = tile_labels(table.log[-1].own[you])
        self.words = say("drill.direction.target_next")
        if how == "after":
            done = join_words([str(n) for n in table.passes_done])
            # "Pass 1 has been played", "Passes 1 and 2 have been played": the catalog's plural
            # forms; a shape reads one wording for both.
            played = 2 if in_canonical() else len(table.passes_done)
            self.situation = say_count("drill.direction.story_after", played, done=done, tiles=passed)
        elif how == "stop":
            others = [s for s in SEATS if s is not you]
            stoppers = [s for s in others if rng.random() < 0.35] or [rng.choice(others)]
            table.answer_stop(stop_answers(stoppers))
            self.who = join_words(stoppers)
            self.situation = say("drill.direction.story_stop", who=self.who, tiles=passed)
        else:
            table.answer_stop(stop_answers(()))
            self.situation = say("drill.direction.story_go", tiles=passed)
        step = 7 if table.phase is Phase.OFFERS else table.next_step
        assert step is not None
        self.step = step

    def ask(self, key: str) -> str:
        """The prompt: the situation, then the question of template `key` about the pass."""
        return " ".join(part for part in (self.situation, say(key, target=self.words)) if part)


def _way(rng: random.Random) -> Exercise:
    """Which way do your tiles go on a pass, named one of six ways? (P1, P4, C1, X1, X2)"""
    target = _Target(rng)
    quiz = _direction_quiz(target.step, target.ask("drill.direction.ask_way"))
    if target.how == "stop":
        quiz.explain("left", "X1", say("drill.direction.stopped_left"))
        quiz.explanation = say("drill.direction.stopped_right", who=target.who)
        quiz.citing("X1")
    elif target.how == "go":
        quiz.explain("across", "X2", say("drill.direction.go_across"))
        quiz.citing("X2")
    elif target.how == "after" and target.step == 7:
        quiz.explanation = say("drill.direction.after_six_right")
    return quiz


def _from(rng: random.Random) -> Exercise:
    """From which side do the tiles you receive on a pass come, the pass named one of six
    ways? (S2, P1, P4, C1, X1, X2)"""
    target = _Target(rng)
    quiz = _from_quiz(target.step, target.ask("drill.direction.ask_from"))
    if target.how == "stop":  # pass 4 (left) would bring tiles from the right
        quiz.explain("right", "X1", say("drill.direction.stopped_left"))
        quiz.explanation = say("drill.direction.stopped_from", who=target.who)
        quiz.citing("X1")
    elif target.how == "go":
        quiz.explain("across", "X2", say("drill.direction.go_across"))
        quiz.citing("X2")
    return quiz


def _went(rng: random.Random) -> Exercise:
    """You sit X, and on the last pass your tiles went to Y (or Y's tiles came to you): which
    way did that pass go? The seats decide it (S1, S2)."""
    seat = rng.choice(SEATS)
    other = rng.choice([s for s in SEATS if s is not seat])
    to = rng.random() < 0.5
    answer = next(d for d in Direction if (receiver(seat, d) if to else sender(seat, d)) is other)
    where = next(d for d in Direction if receiver(seat, d) is other)  # where `other` sits, seen from `seat`
    swapped = _FROM[answer]
    wrong = {}
    if swapped is not answer:
        wrong[swapped.value] = ("S2", say("drill.direction.went_swapped_to" if to else "drill.direction.went_swapped_from",
                                          other=other))
    return ChoiceQuiz(
        say("drill.direction.ask_went_to" if to else "drill.direction.ask_went_from", seat=seat, other=other),
        [d.value for d in Direction],
        answer.value,
        rule="S2",
        explanation=say("drill.direction.went_right_to" if to else "drill.direction.went_right_from",
                        seat=seat, other=other, where=say(f"drill.direction.sits_{where.value}", seat=seat), direction=answer),
        wrong=wrong,
        otherwise=("S1", say("drill.direction.went_generic", seat=seat, other=other)),
        hints=(say("exercise.seat.hint1"),
               say("exercise.seat.hint2", seat=seat, right=receiver(seat, "right"),
                   across=receiver(seat, "across"), left=receiver(seat, "left"))),
        parse=lambda v: as_direction(v).value,
    ).citing("S1")


def _letter(rng: random.Random) -> Exercise:
    """ROLLOR position to direction: letter k stands for pass k."""
    position = rng.randint(1, 6)
    info = pass_step(position)
    letter = _LETTERS[position - 1]
    return ChoiceQuiz(
        say("drill.direction.ask_letter", position=position),
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


def _pass_options(last: int = 6) -> dict[str, str]:
    return {str(step.number): say("words.pass_number", step=step.number) for step in PASSES[:last]}


def _occurrence(rng: random.Random) -> Exercise:
    """ROLLOR letter back to its pass: the first or second R, O or L."""
    letter = rng.choice("ROL")
    second = rng.random() < 0.5
    positions = [i + 1 for i, c in enumerate(_LETTERS) if c == letter]
    position = positions[1 if second else 0]
    other = positions[0 if second else 1]
    key = "drill.direction.ask_second_letter" if second else "drill.direction.ask_first_letter"
    quiz = ChoiceQuiz(
        say(key, letter=letter, word=_WORDS[letter]),
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
    key = "drill.direction.ask_second_round" if second else "drill.direction.ask_first_round"
    quiz = ChoiceQuiz(
        say(key, direction=direction),
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
    options = _pass_options(7)
    quiz = ChoiceQuiz(
        say("drill.direction.ask_name", name=info.name),
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
    quiz = ChoiceQuiz(
        say("drill.direction.ask_called", step=info.number),
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


def _sequence(rng: random.Random) -> Exercise:
    """Pass N has just gone one way: which way does pass N + 1, in the same round, go? (P4)"""
    step = rng.choice((1, 2, 4, 5))
    return _direction_quiz(step + 1, say("drill.direction.ask_sequence", step=step,
                                         direction=pass_step(step).direction, later=step + 1))


def _previous(rng: random.Random) -> Exercise:
    """Which way did the pass before pass N go? (P4)"""
    step = rng.randint(2, 6)
    return _direction_quiz(step - 1, say("drill.direction.ask_previous", step=step))


# Pairs of passes that go the same way (each round's mirror, and the across passes).
_SAME = ((1, 6), (2, 5), (3, 4), (2, 7), (5, 7), (2, 5))


def _same(rng: random.Random) -> Exercise:
    """Do these two passes go the same way? (P4, C1)"""
    if rng.random() < 0.5:
        a, b = rng.choice(_SAME)
    else:
        a, b = rng.sample([n for n in range(1, 8)], 2)
    a, b = sorted((a, b))
    da, db = pass_step(a).direction, pass_step(b).direction
    answer = "yes" if da is db else "no"
    other = "no" if answer == "yes" else "yes"
    rule = "C1" if b == 7 else "P4"
    return ChoiceQuiz(
        say("drill.direction.ask_same", a=a, b=b),
        {"yes": "yes", "no": "no"},
        answer,
        rule=rule,
        explanation=say("drill.direction.same_right", a=a, b=b, da=da, db=db),
        wrong={other: (rule, say("drill.direction.same_wrong"))},
        hints=(say("exercise.direction.hint1"), say("exercise.direction.hint2")),
    )


def _count(rng: random.Random) -> Exercise:
    """On how many of the seven passes do your tiles go this way? (P4, C1)"""
    direction = rng.choice(tuple(Direction))
    steps, wrong = passes_going(direction, "P4", say("drill.direction.count_wrong"),
                                say("drill.direction.count_wrong_courtesy"))
    answer = len(steps)
    return NumberQuiz(
        say("drill.direction.ask_count", direction=direction),
        answer,
        rule="P4",
        explanation=say("drill.direction.count_right", passes=join_words([str(n) for n in steps]),
                        direction=direction, count=answer),
        wrong=wrong,
        low=0,
        high=7,
        hints=(say("exercise.direction.hint1"), say("exercise.direction.hint2")),
    ).citing("C1")


_MAKERS = {
    "way": _way,
    "from": _from,
    "went": _went,
    "letter": _letter,
    "occurrence": _occurrence,
    "round": _round,
    "name": _name,
    "called": _called,
    "sequence": _sequence,
    "previous": _previous,
    "same": _same,
    "count": _count,
}
