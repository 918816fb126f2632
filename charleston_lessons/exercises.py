"""Exercises: a prompt, a check that returns `Feedback` naming a rule, hints, and a solution.

The core of every graded question in the course. Widgets show an exercise and pass the
learner's answer to `check`; nothing here imports a widget. Each kind works its expected
answer out from the rules core, and common wrong answers have their own explanation.

An instructor's own exercise is one line, for example::

    DirectionQuiz(step=5)
    PickPass(step=1, rack="1D 9C N 4B 6B W 2C 3C 5D 5D 7D E RD J", good="1D 9C N")
    NumberQuiz("How many tiles in the set?", answer=152, rule="T1", explanation="...")
"""

from __future__ import annotations

import operator
import re
import zlib
from collections import Counter
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from functools import cached_property
from enum import Enum, StrEnum
from typing import TYPE_CHECKING, Any, ClassVar

from charleston_lessons._input import Lookup, each, flag, mapping, plain, take, text, whole
from charleston_lessons.blind import unseen_due
from charleston_lessons.hands import CARD, Line, distance, parse_line
from charleston_lessons.messages import LANGUAGES, count_tiles, join_words, say, say_count, translate
from charleston_lessons.rules import (
    PASSES,
    SEATS,
    Direction,
    Seat,
    as_direction,
    as_seat,
    check_pass,
    courtesy_count,
    pass_step,
    receiver,
    sender,
)
from charleston_lessons.table import PassChoice
from charleston_lessons.tiles import Tile, parse_tile, parse_tiles

if TYPE_CHECKING:
    from charleston_lessons.coach import Advice

__all__ = [
    "Outcome",
    "Feedback",
    "Exercise",
    "ChoiceQuiz",
    "NumberQuiz",
    "DirectionQuiz",
    "BlindQuiz",
    "CourtesyQuiz",
    "SecondCharlestonQuiz",
    "NeighbourQuiz",
    "TileJourneyQuiz",
    "PickPass",
    "CoachedPick",
    "count_check",
]


class Outcome(StrEnum, metaclass=Lookup, error="error.outcome"):
    """The three states of an exercise, as a learner sees them."""

    NOT_ATTEMPTED = "not attempted"
    INCORRECT = "incorrect"
    CORRECT = "correct"


# Never colour alone: each outcome has an icon and a word as well.
_ICONS = {Outcome.NOT_ATTEMPTED: "○", Outcome.INCORRECT: "✗", Outcome.CORRECT: "✓"}


@dataclass(frozen=True)
class Feedback:
    """What a check says: an outcome, one sentence, and the rule ID that decided it."""

    outcome: Outcome
    message: str
    rule: str = ""

    @property
    def correct(self) -> bool:
        return self.outcome is Outcome.CORRECT

    @property
    def icon(self) -> str:
        return _ICONS[self.outcome]

    @property
    def label(self) -> str:
        """The outcome in words: "Correct", "Not quite", "Not attempted yet"."""
        return say(f"exercise.outcome.{self.outcome.value}")

    def __str__(self) -> str:
        rule = f"{self.rule}: " if self.rule else ""
        return f"{self.icon} {self.label}. {rule}{self.message}"


class Exercise:
    """Base of every exercise: `check(answer) -> Feedback`, `hints`, `solution()`.

    `kind` tells a widget which input to show; `rules` lists every rule ID the exercise
    can cite, so the course can prove each rule is exercised somewhere.
    """

    kind: ClassVar[str] = "exercise"
    id: str
    prompt: str
    hints: tuple[str, ...]
    rules: tuple[str, ...]

    def check(self, answer: Any) -> Feedback:
        """Grade an answer; never raises, so a learner's typo is a sentence, not a traceback."""
        answer = _plain_answer(answer)
        if _blank(answer):
            return Feedback(Outcome.NOT_ATTEMPTED, say("exercise.no_answer"))
        try:
            feedback = self._check(answer)
        except ValueError as error:  # TileError included: text that is not an answer at all
            return Feedback(Outcome.NOT_ATTEMPTED, str(error))
        # A sentence a lesson set on the exercise after making it is still in English here.
        return Feedback(feedback.outcome, translate(feedback.message), feedback.rule)

    def _check(self, answer: Any) -> Feedback:
        raise NotImplementedError

    @property
    def answer(self) -> Any:
        """The expected answer, in the form `check` accepts."""
        raise NotImplementedError

    def solution(self) -> str:
        """The answer and why, for the Show-solution button."""
        raise NotImplementedError

    def citing(self, *rules: str) -> Exercise:
        """Add rule IDs this exercise also exercises (for the course's coverage); returns self."""
        self.rules = tuple(dict.fromkeys([*self.rules, *_rule_ids(rules, "rules")]))
        return self

    reveal: str = ""  # what the lesson shows only once the learner has answered (`revealing`)

    def revealing(self, text: str) -> Exercise:
        """Set what the lesson tells only after the learner's own try (a worked example's own
        choice, say), so a page that asks "choose first" keeps its word; returns self."""
        self.reveal = translate(_sentence(text, "reveal"))
        return self

    def hint(self, level: int) -> str:
        """Hint number `level` (0-based), getting more specific; past the last, says so."""
        level = whole(level, "level", low=0)
        if level < len(self.hints):
            return translate(self.hints[level])
        return say("exercise.no_more_hints")


def _own(value: Any, what: str) -> str:
    """A prompt or id a lesson gave in place of the made one, as plain text ("" for none), so
    `value or made` never asks a caller's `str` subclass whether it is empty."""
    return text(value, what, limit=_SENTENCE)


def _plain_answer(answer: Any) -> Any:
    """The plain `str` or `int` of a caller's subclass (whose own methods may raise), so no
    grading step runs them; the course's own enums (a `Seat`) and bools stay as they are."""
    kind = type(answer)
    if kind is str or kind is int or isinstance(answer, (bool, Enum)):
        return answer
    if isinstance(answer, str):
        return str.__str__(answer)
    if isinstance(answer, int):
        return int.__index__(answer)
    return answer


def _blank(answer: Any) -> bool:
    """No answer at all: None, empty text or an empty tuple (never compared with `==`, which
    a hostile object or a numpy value could answer with an error or an array)."""
    return answer is None or (isinstance(answer, (str, tuple)) and len(answer) == 0)


_RULE_ID = 8  # characters in a rule ID, at most ("T1", "G5", "W")
_SENTENCE = 2_000  # characters in a prompt, explanation or hint an instructor writes, at most
_NUMBER_LIMIT = 10**9  # the largest answer (or bound) a number question may have


def _rule_ids(values: Any, what: str) -> list[str]:
    """Rule IDs given by an instructor: short text each."""
    return [text(rule, what, limit=_RULE_ID) for rule in take(values, what, limit=64)]


def _sentences(values: Any, what: str) -> tuple[str, ...]:
    """Hints or other sentences an instructor writes: text each, a few of them, in the
    current language where the catalog has them."""
    return tuple(translate(text(value, what, limit=_SENTENCE)) for value in take(values, what, limit=20))


def _sentence(value: Any, what: str) -> str:
    """One prompt or explanation, in the current language where the catalog has it."""
    return translate(text(value, what, limit=_SENTENCE))


def _why(value: Any, what: str) -> tuple[str, str]:
    """A wrong answer's own explanation, `(rule, sentence)`."""
    pair = take(value, what, limit=2) if not isinstance(value, str) else []
    if len(pair) != 2:
        raise ValueError(say("exercise.error.why", what=what, value=value))
    return text(pair[0], what, limit=_RULE_ID), _sentence(pair[1], what)


def _options(options: Any) -> dict[str, str]:
    """A choice's options as `{id: English text}`: a mapping gives its own ids; a list of
    texts uses each text as its id. The id is what grading and progress see, so rewording
    or translating an option never changes a grade."""
    if isinstance(options, Mapping):
        given = mapping(options, "options", limit=20)
        pairs = {text(key, "options", limit=100): text(value, "options", limit=200) for key, value in given.items()}
    else:
        pairs = {option: option for option in each(options, str, "options", limit=20)}
    if not pairs or any(not key.strip() or not value.strip() for key, value in pairs.items()):
        raise ValueError(say("exercise.error.options", value=options))
    return pairs


def _exercise_id(value: Any, prompt: str, kind: str) -> str:
    """The exercise's id: the one given (short text), else one made from its prompt."""
    given = text(value, "id", limit=100)
    return given or f"{kind}-{zlib.crc32(prompt.encode('utf-8', 'replace')):08x}"


# A wrong answer's own explanation: (rule, sentence).
Why = tuple[str, str]


class ChoiceQuiz(Exercise):
    """Pick one of a few options; common wrong options carry their own explanation."""

    kind: ClassVar[str] = "choice"

    def __init__(
        self,
        prompt: str,
        options: Sequence[str],
        answer: str,
        *,
        rule: str,
        explanation: str,
        wrong: Mapping[str, Why] | None = None,
        otherwise: Why | None = None,
        hints: Sequence[str] = (),
        id: str = "",
        rules: Sequence[str] = (),
        parse: Callable[[Any], str] | None = None,
    ) -> None:
        english_prompt = text(prompt, "prompt", limit=_SENTENCE)
        self.prompt = translate(english_prompt)
        self._texts = _options(options)
        self.option_ids = tuple(self._texts)
        # Shown in the current language; typed answers are read in every language.
        self.options = tuple(translate(value) for value in self._texts.values())
        if parse is not None and not callable(parse):
            raise ValueError(say("error.input.not_kind", what="parse", kind=say("words.a_function"), value=parse))
        self._given_parse = parse
        self._answer = self._parse(answer)
        if self._answer not in self.option_ids:
            raise ValueError(say("exercise.bad_choice", value=answer, options=", ".join(self.options)))
        self.rule = text(rule, "rule", limit=_RULE_ID)
        self.explanation = _sentence(explanation, "explanation")
        self.wrong = {self._parse(k): _why(v, "wrong") for k, v in mapping(wrong or {}, "wrong").items()}
        # A wrong answer never gets the right answer's sentence, which would give it away.
        self.otherwise = (
            _why(otherwise, "otherwise") if otherwise is not None else (self.rule, say("exercise.wrong_choice"))
        )
        self.hints = _sentences(hints, "hints")
        self.id = _exercise_id(id, english_prompt, self.kind)
        self.rules = tuple(
            dict.fromkeys([self.rule, *(r for r, _ in self.wrong.values()), self.otherwise[0],
                           *_rule_ids(rules, "rules")])
        )

    def explain(self, answer: str, rule: str, sentence: str) -> ChoiceQuiz:
        """Give one wrong answer its own sentence (in the current language where the catalog
        has it) and cite its rule; returns self, so a lesson can chain it."""
        self.wrong[self._parse(answer)] = _why((rule, sentence), "wrong")
        return self.citing(rule)  # type: ignore[return-value]

    def label(self, option_id: str) -> str:
        """The text shown for one option, in the current language; an id that is not one of
        the options' is a `ValueError` with a sentence (read as plain text before it is looked up:
        a list, or a `str` subclass whose `__hash__` raises, gets the sentence too)."""
        key = plain(option_id) if isinstance(option_id, str) else None
        if key is None or key not in self._texts:
            raise ValueError(say("exercise.bad_choice", value=option_id, options=", ".join(self.option_ids)))
        return translate(self._texts[key])

    @property
    def choices(self) -> tuple[tuple[str, str], ...]:
        """`(id, text)` for each option, in order: what a widget shows and sends back."""
        return tuple((key, self.label(key)) for key in self.option_ids)

    def _parse(self, value: Any) -> str:
        """An answer as one option's id: an id, or an option's text in any course language
        and letter case; failing that, the exercise's own `parse` (which reads, say, "r" as
        right). Whatever a `parse` function raises is a sentence."""
        matched = self._match_option(value)
        if matched is not None or self._given_parse is None:
            if matched is None:
                raise ValueError(say("exercise.bad_choice", value=value, options=", ".join(self.options)))
            return matched
        try:
            parsed = self._given_parse(value)
        except ValueError:
            raise
        except Exception:  # noqa: BLE001 - an instructor's parse given a value it cannot read
            raise ValueError(say("exercise.bad_choice", value=value, options=", ".join(self.options))) from None
        if not isinstance(parsed, str):
            raise ValueError(say("exercise.bad_choice", value=value, options=", ".join(self.options)))
        return self._match_option(parsed) or parsed

    def _match_option(self, value: Any) -> str | None:
        """The id of the option `value` names (an id, or an option's text in any course language
        and letter case), read as plain text first: a `str` subclass's own methods never run."""
        if isinstance(value, str) and str.__len__(value) <= 200:
            answer = " ".join(plain(value).split()).lower()
            for key, english in self._texts.items():
                names = {key, english, *(translate(english, code) for code in LANGUAGES)}
                if answer in {" ".join(name.split()).lower() for name in names}:
                    return key
        return None

    @property
    def answer(self) -> str:
        return self._answer

    def _check(self, answer: Any) -> Feedback:
        given = self._parse(answer)
        if given == self._answer:
            return Feedback(Outcome.CORRECT, self.explanation, self.rule)
        rule, message = self.wrong.get(given, self.otherwise)
        return Feedback(Outcome.INCORRECT, message, rule)

    def solution(self) -> str:
        return say("exercise.solution", answer=self.label(self._answer), why=self.explanation)


class NumberQuiz(Exercise):
    """Answer with a whole number in a range; common wrong numbers explained."""

    kind: ClassVar[str] = "number"

    def __init__(
        self,
        prompt: str,
        answer: int,
        *,
        rule: str,
        explanation: str,
        wrong: Mapping[int, Why] | None = None,
        otherwise: Why | None = None,
        low: int = 0,
        high: int = 200,
        hints: Sequence[str] = (),
        id: str = "",
    ) -> None:
        english_prompt = text(prompt, "prompt", limit=_SENTENCE)
        self.prompt = translate(english_prompt)
        self.low = whole(low, "low", -_NUMBER_LIMIT, _NUMBER_LIMIT)
        self.high = whole(high, "high", self.low, _NUMBER_LIMIT)
        self._answer = whole(answer, "answer", self.low, self.high)
        self.rule = text(rule, "rule", limit=_RULE_ID)
        self.explanation = _sentence(explanation, "explanation")
        self.wrong = {whole(k, "wrong", self.low, self.high): _why(v, "wrong")
                      for k, v in mapping(wrong or {}, "wrong").items()}
        # A wrong number never gets the right answer's sentence, which would give it away.
        self.otherwise = (
            _why(otherwise, "otherwise") if otherwise is not None else (self.rule, say("exercise.wrong_number"))
        )
        self.hints = _sentences(hints, "hints")
        self.id = _exercise_id(id, english_prompt, self.kind)
        self.rules = tuple(dict.fromkeys([self.rule, *(r for r, _ in self.wrong.values()), self.otherwise[0]]))

    @property
    def answer(self) -> int:
        return self._answer

    def _check(self, answer: Any) -> Feedback:
        value = self._number(answer)
        if not self.low <= value <= self.high:
            raise ValueError(say("exercise.bad_number", value=answer, low=self.low, high=self.high))
        if value == self._answer:
            return Feedback(Outcome.CORRECT, self.explanation, self.rule)
        rule, message = self.wrong.get(value, self.otherwise)
        return Feedback(Outcome.INCORRECT, message, rule)

    def _number(self, answer: Any) -> int:
        """A learner's number: typed text such as " 152 ", or a whole number (numpy's too),
        never a bool; anything else is the bad-number sentence."""
        if isinstance(answer, str):
            typed = answer.strip()
            if len(typed) <= 12 and re.fullmatch(r"[+-]?\d+", typed):
                return int(typed)
        elif not isinstance(answer, bool) and type(answer).__name__ != "bool_":
            try:
                return operator.index(answer)
            except Exception:  # noqa: BLE001 - not a whole number at all
                pass
        raise ValueError(say("exercise.bad_number", value=answer, low=self.low, high=self.high))

    def solution(self) -> str:
        return say("exercise.solution", answer=self._answer, why=self.explanation)


_YES_NO = ("yes", "no")


def _yes_no(value: Any) -> str:
    if isinstance(value, bool) or type(value).__name__ == "bool_":
        return "yes" if value else "no"
    if isinstance(value, str) and len(value) <= 20:
        answer = value.strip().lower()
        if answer in ("yes", "y", "true"):
            return "yes"
        if answer in ("no", "n", "false"):
            return "no"
    raise ValueError(say("exercise.bad_choice", value=value, options="yes or no"))


# ---------------------------------------------------------------- the course's kinds


class DirectionQuiz(ChoiceQuiz):
    """Which way does pass `step` go? (P1, P4, C1)"""

    def __init__(self, step: int, *, id: str = "", prompt: str = "") -> None:
        info = pass_step(step)
        expected = info.direction.value
        rule = "C1" if info.is_courtesy else ("P4" if info.number >= 4 else "P1")
        wrong: dict[str, Why] = {}
        if info.number == 4:
            wrong["right"] = wrong["across"] = ("P4", say("exercise.direction.pass4_right"))
        if info.number == 6:
            wrong["left"] = ("P4", say("exercise.direction.pass6_left"))
        if info.number == 3:
            wrong["right"] = ("P4", say("exercise.direction.pass3_right"))
        if info.is_courtesy:
            wrong["right"] = wrong["left"] = ("C1", say("exercise.direction.courtesy"))
        last = (
            say("exercise.direction.hint3_courtesy")
            if info.is_courtesy
            else say("exercise.direction.hint3", step=info.number)
        )
        super().__init__(
            _own(prompt, "prompt") or say("exercise.direction.prompt", step=info.number, name=info.name),
            [d.value for d in Direction],
            expected,
            rule=rule,
            explanation=say("exercise.direction.right", step=info.number, name=info.name, direction=expected),
            wrong=wrong,
            otherwise=(rule, say("exercise.direction.generic", step=info.number)),
            # Lesson 2 asks about pass 7 before lesson 3 teaches ROLLOR: its hints do without it.
            hints=((say("exercise.direction.hint1_courtesy"), say("exercise.direction.hint2_courtesy"), last)
                   if info.is_courtesy else (say("exercise.direction.hint1"), say("exercise.direction.hint2"), last)),
            id=_own(id, "id") or f"direction-{info.number}",
            parse=lambda v: as_direction(v).value,
        )


class BlindQuiz(ChoiceQuiz):
    """May you pass blind on pass `step`? (B1, B3, C4)"""

    def __init__(self, step: int, *, id: str = "", prompt: str = "") -> None:
        info = pass_step(step)
        expected = "yes" if info.blind_allowed else "no"
        wrong: dict[str, Why] = {}
        # Each wrong answer names the rule it misses, never "yes" or "no" itself.
        if info.number in (2, 5):
            wrong["yes"] = ("B1", say("exercise.blind.across", step=info.number))
        elif info.is_courtesy:
            wrong["yes"] = ("C4", say("exercise.blind.courtesy"))
        elif info.number == 3:
            wrong["no"] = ("B3", say("exercise.blind.pass3_no"))
        elif info.blind_allowed:
            wrong["no"] = ("B1", say("exercise.blind.last_no", step=info.number))
        else:
            wrong["yes"] = ("B1", say("exercise.blind.not_last", step=info.number))
        explanation = say(
            "exercise.blind.yes" if info.blind_allowed else "exercise.blind.no", step=info.number
        )
        super().__init__(
            _own(prompt, "prompt") or say("exercise.blind.prompt", step=info.number, name=info.name),
            _YES_NO,
            expected,
            rule="B1",
            explanation=explanation,
            wrong=wrong,
            hints=(say("exercise.blind.hint1"), say("exercise.blind.hint2")),
            id=_own(id, "id") or f"blind-{info.number}",
            parse=_yes_no,
        )


class CourtesyQuiz(NumberQuiz):
    """How many tiles move in a courtesy pass with these two offers? (C2, C3)"""

    def __init__(self, offer_a: int, offer_b: int, *, id: str = "", prompt: str = "") -> None:
        count = courtesy_count(offer_a, offer_b)
        # Each wrong count names the rule it misses, never the count itself.
        if count == 0:
            wrong: dict[int, Why] = {n: ("C3", say("exercise.courtesy.zero_wrong")) for n in (1, 2, 3)}
        else:
            wrong = {n: ("C2", say("exercise.courtesy.between")) for n in range(1, 4) if n != count}
            wrong[0] = ("C3", say("exercise.courtesy.none_offered"))
            if max(offer_a, offer_b) != count:
                wrong[max(offer_a, offer_b)] = ("C2", say("exercise.courtesy.higher"))
        super().__init__(
            _own(prompt, "prompt") or say("exercise.courtesy.prompt", a=offer_a, b=offer_b),
            count,
            rule="C3" if count == 0 else "C2",
            explanation=(
                say("exercise.courtesy.zero")
                if count == 0
                else say("exercise.courtesy.right", a=offer_a, b=offer_b, count=count_tiles(count))
            ),
            wrong=wrong,
            low=0,
            high=3,
            hints=(say("exercise.courtesy.hint1"), say("exercise.courtesy.hint2")),
            id=_own(id, "id") or f"courtesy-{offer_a}-{offer_b}",
        )


class SecondCharlestonQuiz(ChoiceQuiz):
    """Given each player's answer after pass 3, does the second Charleston happen? (X1, X2)"""

    def __init__(
        self, wants_to_stop: Mapping[Seat | str, bool] | Sequence[bool], *, id: str = "", prompt: str = ""
    ) -> None:
        answers = _stop_answers(wants_to_stop)
        stoppers = [seat for seat in SEATS if answers[seat]]
        listed = "; ".join(
            say("exercise.second.wants_stop" if answers[seat] else "exercise.second.goes_on", seat=seat)
            for seat in SEATS
        )
        who = join_words(stoppers)
        if stoppers:
            expected, rule = "no", "X1"
            explanation = say("exercise.second.stopped", who=who)
            wrong = {"yes": ("X1", say("exercise.second.majority"))}
        else:
            expected, rule = "yes", "X2"
            explanation = say("exercise.second.happens")
            wrong = {"no": ("X2", say("exercise.second.nobody"))}
        super().__init__(
            _own(prompt, "prompt") or say("exercise.second.prompt", answers=listed),
            _YES_NO,
            expected,
            rule=rule,
            explanation=explanation,
            wrong=wrong,
            hints=(say("exercise.second.hint1"), say("exercise.second.hint2")),
            id=_own(id, "id") or "second-" + "".join("s" if answers[s] else "g" for s in SEATS),
            parse=_yes_no,
        )


def _stop_answers(wants_to_stop: Any) -> dict[Seat, bool]:
    """Each seat's answer, True or False (never guessed from truthiness): a mapping from
    seat to answer, or four answers in seat order (East, South, West, North)."""
    if isinstance(wants_to_stop, Mapping):
        given = mapping(wants_to_stop, "wants_to_stop", limit=len(SEATS))
        answers = {as_seat(seat): flag(value, "wants_to_stop") for seat, value in given.items()}
    else:
        values = take(wants_to_stop, "wants_to_stop", limit=len(SEATS))
        if len(values) != len(SEATS):
            raise ValueError(say("error.answers", value=wants_to_stop))
        answers = {seat: flag(value, "wants_to_stop") for seat, value in zip(SEATS, values)}
    if set(answers) != set(SEATS):
        raise ValueError(say("error.answers", value=wants_to_stop))
    return answers


def _seat_hints(seat: Seat) -> tuple[str, ...]:
    return (
        say("exercise.seat.hint1"),
        say(
            "exercise.seat.hint2",
            seat=seat,
            right=receiver(seat, "right"),
            across=receiver(seat, "across"),
            left=receiver(seat, "left"),
        ),
    )


class NeighbourQuiz(ChoiceQuiz):
    """Who gets your tiles (or, `receiving`, whose tiles you get) on a pass? (S1, S2)"""

    def __init__(
        self,
        seat: Seat | str,
        direction: Direction | str,
        *,
        receiving: bool = False,
        id: str = "",
        prompt: str = "",
    ) -> None:
        seat, direction = as_seat(seat), as_direction(direction)
        receiving = flag(receiving, "receiving")
        to, source = receiver(seat, direction), sender(seat, direction)
        expected = source if receiving else to
        key = "sender" if receiving else "receiver"
        wrong: dict[str, Why] = {seat.value: ("S2", say("exercise.seat.self"))}
        if to != source:
            swapped = to if receiving else source
            # Asked whose tiles reach you, the swapped seat is the one yours go to, and the other way round.
            wrong[swapped.value] = (
                "S2",
                say("exercise.seat.swapped_from" if receiving else "exercise.seat.swapped", direction=direction),
            )
        super().__init__(
            _own(prompt, "prompt") or say(f"exercise.{key}.prompt", seat=seat, direction=direction),
            [s.value for s in SEATS],
            expected.value,
            rule="S2",
            explanation=say(f"exercise.{key}.right", seat=seat, direction=direction, answer=expected),
            wrong=wrong,
            otherwise=("S1", say("exercise.seat.generic", direction=direction)),
            hints=_seat_hints(seat),
            id=_own(id, "id") or f"{key}-{seat.value.lower()}-{direction.value}",
            parse=lambda v: as_seat(v).value,
        )


def _journey(holder: Seat, steps: Sequence[int], backwards: bool = False) -> list[Seat]:
    path = [holder]
    for step in steps:
        direction = pass_step(step).direction
        path.append(sender(path[-1], direction) if backwards else receiver(path[-1], direction))
    return path


def _path_text(path: Sequence[Seat], steps: Sequence[int]) -> str:
    parts = [translate(path[0].value)]
    for seat, step in zip(path[1:], steps):
        parts.append(say("words.hop", seat=seat, step=step, direction=pass_step(step).direction))
    return " → ".join(parts)


class TileJourneyQuiz(ChoiceQuiz):
    """Where does a tile end up if whoever holds it passes it on each of `steps`? (S2, P1)"""

    def __init__(
        self, tile: Tile | str, holder: Seat | str, steps: Sequence[int], *, id: str = "", prompt: str = ""
    ) -> None:
        tile, holder = parse_tile(tile), as_seat(holder)
        steps = [pass_step(whole(n, "steps")).number for n in take(steps, "steps", limit=len(PASSES))]
        if not steps:
            raise ValueError(say("exercise.journey.no_steps"))
        path = _journey(holder, steps)
        backwards = _journey(holder, steps, backwards=True)[-1]
        text = _path_text(path, steps)
        wrong: dict[str, Why] = {}
        if backwards != path[-1]:
            wrong[backwards.value] = ("S2", say("exercise.journey.swapped"))
        if len(steps) == 1:
            default_prompt = say("exercise.journey.prompt_one", seat=holder, tile=tile.name, first=steps[0])
        else:
            later = ", ".join(say("words.pass_number", step=n) for n in steps[1:])
            default_prompt = say(
                "exercise.journey.prompt", seat=holder, tile=tile.name, first=steps[0], later=later
            )
        directions = ", ".join(say("exercise.journey.leg", step=n, direction=pass_step(n).direction) for n in steps)
        super().__init__(
            prompt or default_prompt,
            [s.value for s in SEATS],
            path[-1].value,
            rule="S2",
            explanation=say("exercise.journey.right", path=text, answer=path[-1]),
            wrong=wrong,
            otherwise=("P1", say("exercise.journey.generic")),
            hints=(say("exercise.journey.hint1"), say("exercise.journey.hint2", directions=directions)),
            id=_own(id, "id") or f"journey-{holder.value.lower()}-{'-'.join(map(str, steps))}",
            parse=lambda v: as_seat(v).value,
        )


def count_check(question: str, *, id: str = "") -> NumberQuiz:
    """The count check (P6, T3, P3): a few fixed questions about how many tiles move."""
    table = {
        "sent": (
            "With both Charlestons played, how many tiles does each player send in passes 1 to 6?",
            18,
            "P6",
            "Six passes of 3 tiles: 18 out, and 18 in.",
            {
                21: ("P6", "You counted the courtesy pass too: the question counts passes 1 to 6."),
                9: ("P6", "That is one Charleston: the question counts both rounds, passes 1 to 6."),
            },
            "Count the passes first, then the tiles: passes 1 to 6 each send exactly 3 tiles.",
        ),
        "east": (
            "East was dealt 14 tiles. How many does East hold after pass 4?",
            14,
            "P6",
            "Every pass sends 3 and brings 3, so East is back to 14 after every pass.",
            {
                13: ("T3", "13 is what the other players are dealt, not East; and a pass never changes "
                           "how many tiles a player holds."),
                11: ("P6", "You took away the 3 tiles East sends, but 3 arrive on the same pass."),
            },
            "A pass never changes how many tiles a player holds: it sends 3 and brings 3.",
        ),
        "first": (
            "How many tiles does each player send in the first Charleston alone?",
            9,
            "P3",
            "Three passes of exactly 3 tiles: 9.",
            {3: ("P3", "3 is one pass; the first Charleston has three, each of exactly 3 tiles.")},
            "Count the passes of the first Charleston, then the tiles: each pass moves exactly 3.",
        ),
    }
    if not isinstance(question, str) or question not in table:
        raise ValueError(say("exercise.count.unknown", value=question, choices=", ".join(table)))
    prompt, answer, rule, explanation, wrong, otherwise = table[question]
    return NumberQuiz(
        prompt,
        answer,
        rule=rule,
        explanation=explanation,
        wrong=wrong,
        otherwise=(rule, otherwise),
        low=0,
        high=200,
        hints=(say("exercise.count.hint1"), say("exercise.count.hint2")),
        id=_own(id, "id") or f"count-{question}",
    )


# ------------------------------------------------------------------ choosing tiles


MAX_RACK = 14  # tiles in the rack of a pick: East's 14 at most (T3)


class PickPass(Exercise):
    """Choose the tiles to pass from a rack: legality from `check_pass`. If the exercise
    names its good throwaways (`good`: the tiles the lines can spare), a legal pass is
    right only when it gives away none of the tiles the lines need and, on a blind pass,
    forwards unseen exactly the slots the good tiles cannot fill (`blind.unseen_due`, G3:
    the course's one standard for a blind pass, the one the coach passes by)."""

    kind: ClassVar[str] = "pick"

    def __init__(
        self,
        step: int,
        rack: str | Iterable[str | Tile],
        *,
        good: str | Iterable[str | Tile] | None = None,
        arriving: int = 0,
        agreed: int | None = None,
        prompt: str = "",
        hints: Sequence[str] = (),
        id: str = "",
    ) -> None:
        self.step = pass_step(whole(step, "step"))
        self.rack = tuple(parse_tiles(rack))
        if len(self.rack) > MAX_RACK:
            raise ValueError(say("exercise.pick.rack_size", count=len(self.rack), most=MAX_RACK))
        given = tuple(parse_tiles(good)) if good is not None else None
        self._good = given
        arriving = whole(arriving, "arriving")
        if not 0 <= arriving <= 3:
            raise ValueError(say("exercise.pick.bad_arriving", value=arriving))
        self.arriving = arriving if self.step.blind_allowed else 0
        self.agreed = courtesy_count(agreed, agreed) if agreed is not None else None
        if self.step.is_courtesy and self.agreed is None:
            self.agreed = 3
        self.limit = self.agreed if self.step.is_courtesy else 3
        info = self.step
        if given is not None:
            self._check_good()
        prompt = _sentence(prompt, "prompt")
        if prompt:
            self.prompt = prompt
        elif info.is_courtesy:
            self.prompt = say("exercise.pick.prompt_courtesy", count=count_tiles(self.limit))
        elif self.arriving:
            self.prompt = say(
                "exercise.pick.prompt_blind",
                step=info.number,
                name=info.name,
                direction=info.direction,
                arriving=count_tiles(self.arriving),
            )
        else:
            self.prompt = say(
                "exercise.pick.prompt", step=info.number, name=info.name, direction=info.direction
            )
        default_hints = [
            say("exercise.pick.hint_courtesy" if info.is_courtesy else "exercise.pick.hint_count")
        ]
        if self.arriving:
            default_hints.append(say("exercise.pick.hint_blind"))
        if given:
            default_hints += [
                say("exercise.pick.hint_good"),
                say("exercise.pick.hint_good_one" if len(given) == 1 else "exercise.pick.hint_good2",
                    first=given[0].name),
            ]
        if given is not None and self.arriving and self._due:
            default_hints.append(say("exercise.pick.hint_unseen"))
        self.hints = _sentences(hints, "hints") or tuple(default_hints)
        self.id = text(id, "id", limit=100) or f"pick-{info.number}-{''.join(map(str, self.rack))}"
        self.rules = self._rules()

    @property
    def good(self) -> tuple[Tile, ...] | None:
        """The tiles the lines can spare, as the exercise names them (None: any legal pass)."""
        return self._good

    @property
    def needed(self) -> Counter:
        """The rack's tiles the exercise's lines need (what a good pass keeps): the rack less
        its `good` tiles (all of it when any legal pass will do)."""
        return Counter(self.rack) - Counter(self.good or ())

    @cached_property
    def _solution(self) -> PassChoice:
        """The pass the solution shows, worked out when first asked for."""
        return self._best()

    def _check_good(self) -> None:
        """The good tiles must be in the rack, and fill the pass unless it may go blind."""
        held = Counter(t for t in self.rack if not t.is_joker)
        for tile, count in Counter(self.good).items():
            if count > held[tile]:
                raise ValueError(say("exercise.pick.good_not_held", tile=tile.name))
        if len(self.good) + self.arriving < self.limit:
            raise ValueError(say("exercise.pick.good_short", count=len(self.good), limit=self.limit))

    @property
    def _due(self) -> int:
        """How many arriving tiles the good pass forwards unseen (`blind.unseen_due`)."""
        if self.good is None or not self.arriving:
            return 0
        return min(self.arriving, unseen_due(len(self.good), self.limit))

    def _legal_rules(self) -> list[str]:
        """The rules `check_pass` can refuse (or pass) this pick by: C2 only on the courtesy
        pass, B2 only where tiles arrive to forward."""
        rules = ["J1", "P7"]
        if self.step.is_courtesy:
            rules += ["C2", "C3"] if self.limit == 0 else ["C2"]
        else:
            rules.append("P3")
        if self.arriving:
            rules.append("B2")
        return rules

    def _rules(self) -> tuple[str, ...]:
        """The rules some answer to this pick gets, and no others."""
        rules = self._legal_rules()
        if self.good is not None and self.limit:
            if not self._due:
                rules.append("G1")  # a pass all from the rack is judged against the lines
            if self.arriving:
                rules.append("G3")  # how many go on unseen is judged too
        return tuple(rules)

    def _best(self) -> PassChoice:
        pool = list(self.good) if self.good is not None else [t for t in self.rack if not t.is_joker]
        held = Counter(self.rack)
        own: list[Tile] = []
        for tile in pool:
            if len(own) < self.limit and held[tile] > 0 and not tile.is_joker:
                own.append(tile)
                held[tile] -= 1
        blind = min(self.limit - len(own), self.arriving) if self.good is not None else 0
        return PassChoice(tuple(own), blind)

    @property
    def answer(self) -> PassChoice:
        return self._solution

    @property
    def answer_words(self) -> str:
        """The answer as a learner reads it: tiles by name, and how many go on unseen."""
        own = _names(self._solution.own) or say("exercise.pick.nothing")
        if self._solution.blind:
            return say("exercise.pick.answer_blind", tiles=own, count=self._solution.blind)
        return own

    def check(self, answer: Any) -> Feedback:
        try:
            choice = PassChoice.of(answer) if answer is not None else PassChoice()
        except ValueError as error:
            return Feedback(Outcome.NOT_ATTEMPTED, str(error))
        if not choice.own and not choice.blind and self.limit:
            return Feedback(Outcome.NOT_ATTEMPTED, say("exercise.nothing_chosen"))
        return self._check(choice)

    def _check(self, choice: PassChoice) -> Feedback:
        verdict = check_pass(self.step.number, self.rack, choice.own, blind=choice.blind, agreed=self.agreed)
        if not verdict.ok:
            return Feedback(Outcome.INCORRECT, verdict.message, verdict.rule)
        if self.good is None or not self.limit:
            return Feedback(Outcome.CORRECT, verdict.message, verdict.rule)
        spare = Counter(self.good)
        needed = [t for t in choice.own if not _take(spare, t)]
        if needed:
            return Feedback(Outcome.INCORRECT, self._poor(choice, needed), "G3" if self._due else "G1")
        if choice.blind > self._due:
            return Feedback(
                Outcome.INCORRECT,
                say("exercise.pick.poor_unseen", count=count_tiles(choice.blind)),
                "G3",
            )
        return Feedback(Outcome.CORRECT, self._clean(choice), "G3" if choice.blind else "G1")

    def _poor(self, choice: PassChoice, needed: Sequence[Tile]) -> str:
        """What a pass that gives away needed tiles costs, never naming a spare kind as needed:
        a tile the lines need, or more copies of a spare kind than the lines can spare."""
        spare = Counter(self.good)
        wanted = [t for t in needed if not spare[t]]
        passed = Counter(choice.own)
        clauses = []
        if wanted:
            clauses.append(say("exercise.pick.poor", tiles=_names(wanted), verb=_helps(wanted)))
        for tile in dict.fromkeys(t for t in needed if spare[t]):
            clauses.append(say("exercise.pick.too_many", passed=passed[tile], tile=tile.name, spare=spare[tile]))
        return say("exercise.pick.poor_pass", problems="; ".join(clauses), instead=self._instead())

    def _instead(self) -> str:
        """Where to look instead, never the good pass itself (Show solution gives that): spare
        tiles in the rack, and on a blind pass, arriving tiles forwarded unseen."""
        own, blind = self._solution.own, self._solution.blind
        if not own:
            return say("exercise.pick.instead_unseen")
        return say("exercise.pick.instead_blind" if blind else "exercise.pick.instead")

    def _clean(self, choice: PassChoice) -> str:
        """Why a good pass is good: what it gives away helps no line, and why it forwards."""
        own, blind = choice.own, choice.blind
        if not own:
            return say("exercise.pick.good_unseen", count=count_tiles(blind))
        names = _spare_names(own, self.rack)
        if blind:
            return say("exercise.pick.good_blind", tiles=names, verb=_helps(own), count=count_tiles(blind))
        return say("exercise.pick.good", tiles=names, verb=_helps(own))

    def solution(self) -> str:
        if self.good is not None:
            why = self._clean(self._solution)
        else:
            why = check_pass(
                self.step.number, self.rack, self._solution.own, blind=self._solution.blind, agreed=self.agreed
            ).message
        return say("exercise.solution", answer=self.answer_words, why=why)


LineLike = Line | str | tuple[str, str]


_LINE_TEXT = 200  # characters in a line's name or notation, at most


def _as_lines(lines: Any) -> tuple[Line, ...]:
    """One line or a list of 1 to 3 (see `_as_line`), each checked before the coach sees it."""
    if isinstance(lines, (str, Line)):
        lines = [lines]
    chosen = tuple(_as_line(line) for line in take(lines, "lines", limit=len(CARD)))
    if not 1 <= len(chosen) <= 3:
        raise ValueError(say("exercise.coach.no_lines", count=len(chosen)))
    return chosen


def _as_line(value: LineLike) -> Line:
    """A `Line`; a teaching-card line's name; "Name: notation"; bare notation; or (name, notation)."""
    if isinstance(value, Line):
        return value
    if isinstance(value, tuple) and len(value) == 2 and all(isinstance(v, str) for v in value):
        return parse_line(text(value[1], "lines", limit=_LINE_TEXT), text(value[0], "lines", limit=_LINE_TEXT))
    if isinstance(value, str):
        text(value, "lines", limit=2 * _LINE_TEXT)
        for line in CARD:
            if line.name.lower() == value.strip().lower():
                return line
        name, colon, notation = value.rpartition(":")
        return parse_line(notation.strip(), name.strip()) if colon else parse_line(value)
    raise ValueError(say("exercise.coach.bad_line", value=value))


def _line_names(lines: Sequence[Line]) -> str:
    return join_words([f"\u201c{translate(line.name)}\u201d" for line in lines])


def _away(n: int) -> str:
    return say("exercise.coach.away", tiles=count_tiles(n))


class CoachedPick(PickPass):
    """Choose the tiles to pass, graded against the pass coach (RULES G1, G3).

    Graded twice with `coach.grade_pass`: an illegal pass gets its rule; a legal one is
    right when it leaves the nearest of `lines` as close as the coach's own pass does, and
    otherwise says how far it leaves that line and which passed tiles helped a line.
    `advice()` is the coach's own pass, one sentence per tile ("Ask the coach").

        CoachedPick(1, "F F 6B 6B 6D 6D E E N J 2C 5C 9C",
                    ["Flowers and sixes", "Sixes and the wind"])
    """

    kind: ClassVar[str] = "pick"

    def __init__(
        self,
        step: int,
        rack: str | Iterable[str | Tile],
        lines: Sequence[LineLike],
        *,
        arriving: int = 0,
        agreed: int | None = None,
        prompt: str = "",
        hints: Sequence[str] = (),
        id: str = "",
    ) -> None:
        self.lines = _as_lines(lines)
        super().__init__(step, rack, arriving=arriving, agreed=agreed, prompt=prompt, id=id)
        info = self.step
        if not prompt:
            names = _line_names(self.lines)
            self.prompt = (
                say("exercise.coach.prompt_blind", step=info.number, name=info.name, direction=info.direction,
                    arriving=count_tiles(self.arriving), lines=names)
                if self.arriving
                else say("exercise.coach.prompt", step=info.number, name=info.name, direction=info.direction,
                         lines=names)
            )
        default_hints = [say("exercise.coach.hint1"), say("exercise.coach.hint2")]
        if self.arriving:
            default_hints.append(say("exercise.coach.hint_blind"))
        self.hints = _sentences(hints, "hints") or tuple(default_hints)
        self.rules = self._rules()

    @cached_property
    def _advice(self) -> Advice:
        """The coach's own pass as a lesson shows it (`coach.teaching_pass`: of the passes
        with the coach's best score, the one keeping the most needed tiles and pairs),
        worked out when first needed: building the lesson costs no search until a coached
        pick is checked or solved."""
        from charleston_lessons import coach

        return coach.teaching_pass(self.rack, self.step, self.lines, agreed=self.agreed)

    @property
    def good(self) -> tuple[Tile, ...]:
        """The coach's tiles (the answer key reads them)."""
        return self._advice.choice.own

    def _best(self) -> PassChoice:
        return self._advice.choice

    @property
    def needed(self) -> Counter:
        """The rack's tiles the lines need (`coach.needed`): copies beyond these cost no line."""
        from charleston_lessons import coach

        return Counter({tile: n for tile, n in coach.needed(self.rack, self.lines).items() if n})

    def _rules(self) -> tuple[str, ...]:
        """Legality's rules, then the coach's judgement: G1, and G3 where tiles may go unseen."""
        return (*self._legal_rules(), "G1", *(("G3",) if self.arriving else ()))

    def _check(self, choice: PassChoice) -> Feedback:
        from charleston_lessons import coach

        grade = coach.grade_pass(self.rack, self.step.number, choice, self.lines, agreed=self.agreed)
        if not grade.verdict.ok or grade.after is None:
            return Feedback(Outcome.INCORRECT, grade.verdict.message, grade.verdict.rule)
        helped = self._helped(choice.own)
        if grade.as_good_as_best:
            if not helped:
                parts = [tile.name for tile in choice.own]
                if choice.blind:
                    parts.append(say("exercise.coach.unseen", count=count_tiles(choice.blind)))
                message = say(
                    "exercise.coach.clean",
                    tiles=join_words(parts),
                    verb=say_count("count.helps", len(choice.own) + choice.blind),
                    after=_away(min(grade.after)),
                )
            else:
                message = say(
                    "exercise.coach.costly",
                    helped=helped,
                    before=_away(min(grade.before)),
                    after=_away(min(grade.after)),
                )
            return Feedback(Outcome.CORRECT, message, "G1")
        blind = self._advice.choice.blind > 0
        if min(grade.after) > min(grade.best_after):
            message = say(
                "exercise.coach.poor_blind" if blind else "exercise.coach.poor",
                after=_away(min(grade.after)),
                best=min(grade.best_after),
                helped=helped,
            )
            return Feedback(Outcome.INCORRECT, message, "G3" if blind else "G1")
        if choice.blind > self._advice.choice.blind:  # the same lines, but more left to chance
            # "A tile that helps no line costs nothing" only where the coach's pass is of such tiles.
            costly = bool(self._helped(self._advice.choice.own))
            message = say("exercise.coach.poor_unseen_costly" if costly else "exercise.coach.poor_unseen",
                          count=count_tiles(choice.blind))
            return Feedback(Outcome.INCORRECT, message, "G3")
        # The nearest line is as near as the coach's, but another line lost a tile.
        message = say("exercise.coach.poor_other", after=_away(min(grade.after)), helped=helped)
        return Feedback(Outcome.INCORRECT, message, "G1")

    def _helped(self, own: Sequence[Tile]) -> str:
        """Which passed tiles cost a line, and which lines: each tile taken out in turn."""
        held = list(self.rack)
        distances = [distance(held, line) for line in self.lines]
        by_lines: dict[tuple[Line, ...], list[Tile]] = {}
        for tile in own:
            held.remove(tile)
            now = [distance(held, line) for line in self.lines]
            hurt = tuple(line for line, d, was in zip(self.lines, now, distances) if d > was)
            distances = now
            if hurt:
                by_lines.setdefault(hurt, []).append(tile)
        return "; ".join(
            say("exercise.coach.helped", tiles=_names(tiles), verb=_helps(tiles), lines=_line_names(lines))
            for lines, tiles in by_lines.items()
        )

    def advice(self) -> list[str]:
        """The coach's own pass, one sentence per tile (and one for tiles forwarded unseen)."""
        return list(self._advice.sentences)

    def solution(self) -> str:
        advice = self._advice
        why = say(
            "exercise.coach.solution",
            sentences=" ".join(advice.sentences),
            before=_away(min(advice.before)),
            after=_away(min(advice.after)),
        )
        return say("exercise.solution", answer=self.answer_words, why=why)


def _take(counter: Counter, tile: Tile) -> bool:
    if counter[tile] > 0:
        counter[tile] -= 1
        return True
    return False


def _helps(tiles: Sequence[Tile]) -> str:
    return say_count("count.helps", len(tiles))


def _names(tiles: Iterable[Tile]) -> str:
    return join_words([t.name for t in tiles])


def _spare_names(own: Sequence[Tile], rack: Sequence[Tile]) -> str:
    """The passed tiles in words, saying "1 of your 3 Flower tiles" when the rack keeps other
    copies: the lines may want the ones that stay, so "Flower helps none" would mislead."""
    passed, held = Counter(own), Counter(rack)
    parts = []
    for tile in dict.fromkeys(own):
        if held[tile] > passed[tile]:
            parts.append(say("exercise.pick.copies", count=passed[tile], held=held[tile], tile=tile.name))
        else:
            parts += [tile.name] * passed[tile]
    return join_words(parts)


