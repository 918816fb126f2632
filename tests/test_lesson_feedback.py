"""Feedback to a wrong answer names the mistake, never the answer (issue 21).

A first wrong answer should say what is wrong with it and which rule it breaks; the hints
nudge; only Show solution gives the answer. So, over every exercise of every lesson and
every built-in kind's own wrong answers, in every course language, each wrong answer's
sentence must not contain the right answer (the right option's text, the right number as
a count, the tiles of the right pass) and must differ from the right answer's sentence.

Where a word of the answer is also an ordinary word, the check reads it as the answer only
where it is stated as one: a yes/no answer only when the sentence opens with it ("No: ..."),
since "no" and "tidak" are everyday words; a number only as a count, not as a pass's number
("pass 3"), a tile's ("3 Bam") or a rule ID's ("P3"); a pick's tiles only those of the right
pass the learner did not pass (naming the learner's own tiles is what feedback is for).
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Iterator

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from charleston_lessons.exercises import (
    BlindQuiz,
    ChoiceQuiz,
    CoachedPick,
    CourtesyQuiz,
    DirectionQuiz,
    Exercise,
    NeighbourQuiz,
    NumberQuiz,
    Outcome,
    PickPass,
    SecondCharlestonQuiz,
    TileJourneyQuiz,
    count_check,
)
from charleston_lessons.lessons import all_lessons
from charleston_lessons.messages import LANGUAGES, say, speaking, translate
from charleston_lessons.rules import PASSES, SEATS, Direction
from charleston_lessons.table import PassChoice

# ------------------------------------------------------------------ what counts as giving it away

# Words that say a number, where a sentence might spell the answer out.
_NUMBER_WORDS = {
    "en": {0: ("zero",), 2: ("two",), 3: ("three",), 4: ("four",), 5: ("five",), 6: ("six",),
           7: ("seven",), 8: ("eight",), 9: ("nine",), 12: ("twelve",), 14: ("fourteen",),
           18: ("eighteen",)},
    "ms": {0: ("sifar",), 2: ("dua",), 3: ("tiga",), 4: ("empat",), 5: ("lima",), 6: ("enam",),
           7: ("tujuh",), 8: ("lapan",), 9: ("sembilan",), 12: ("dua belas",), 14: ("empat belas",),
           18: ("lapan belas",)},
}


# How each language says that tiles go on unseen.
_UNSEEN = {"en": "unseen", "ms": "tanpa (?:melihat|dilihat)"}  # a person forwards "tanpa melihat", a tile goes "tanpa dilihat"


def _whole(phrase: str) -> re.Pattern[str]:
    """`phrase` as whole words, in any letter case."""
    return re.compile(rf"(?<![\w-]){re.escape(phrase)}(?![\w-])", re.IGNORECASE)


def _pass_names() -> re.Pattern[str]:
    """A pass named by its number ("pass 3", "passes 1 to 6", "hantaran 3"): the number of a
    pass is not a count, so it is taken out before numbers are read."""
    word = re.escape(say("words.pass_number", step=0).rsplit("0", 1)[0].strip())
    joins = r"(?:\s*(?:,|-|–|\band\b|\bor\b|\bto\b|\bdan\b|\batau\b|\bhingga\b|\bke\b)\s*)"
    return re.compile(rf"\b(?:{word}|passes|pass)\s+\d+(?:{joins}\d+)*", re.IGNORECASE)


def _states_number(sentence: str, number: int, code: str) -> bool:
    """Does the sentence state `number` as a count? As digits, once a pass's name ("pass 3"),
    a tile's name ("3 Bam") and a rule ID ("P3", never a separate number) are taken out; as a
    number word ("three", "tiga"); or, for 0, by opening with a word for none ("None: ...",
    "Tiada: ..."; elsewhere those words are ordinary negation)."""
    plain = _TILE_NAMES.sub(" ", _pass_names().sub(" ", sentence))
    if re.search(rf"(?<![\w.]){number}(?![\w]|[.,]\d)", plain):
        return True
    if number == 0 and any(_opens_with(sentence, word) for word in _NONE[code]):
        return True
    return any(_whole(word).search(plain) for word in _NUMBER_WORDS[code].get(number, ()))


# A suit tile's name, "3 Bam" (the same in both languages): its number is not a count.
_TILE_NAMES = re.compile(r"\b\d (?:Bam|Crak|Dot)\b")
# Words that open a sentence saying the count is 0.
_NONE = {"en": ("none", "nothing", "zero"), "ms": ("tiada", "tidak ada", "sifar")}


def _opens_with(sentence: str, label: str) -> bool:
    """A yes/no answer stated up front ("No: ..."); elsewhere "no" is an ordinary word."""
    return re.match(rf"\W*{re.escape(label)}(?!\w)", sentence, re.IGNORECASE) is not None


def _yes_no_labels() -> set[str]:
    return {translate("yes").lower(), translate("no").lower()}


def choice_giveaways(exercise: ChoiceQuiz, code: str) -> Iterator[tuple[str, str]]:
    """(wrong option, sentence) for each wrong option whose sentence gives the answer away."""
    right = exercise.check(exercise.answer)
    label = exercise.label(exercise.answer)
    yes_no = label.lower() in _yes_no_labels()
    for option in exercise.option_ids:
        if option == exercise.answer:
            continue
        feedback = exercise.check(option)
        assert feedback.outcome is Outcome.INCORRECT, (option, feedback)
        sentence = feedback.message
        gives = _opens_with(sentence, label) if yes_no else bool(_whole(label).search(sentence))
        if gives or sentence == right.message:
            yield option, sentence


def number_giveaways(exercise: NumberQuiz, code: str) -> Iterator[tuple[int, str]]:
    """(wrong number, sentence) for each wrong number whose sentence states the answer."""
    right = exercise.check(exercise.answer)
    for value in sorted({*range(exercise.low, exercise.high + 1), *exercise.wrong} - {exercise.answer}):
        feedback = exercise.check(value)
        assert feedback.outcome is Outcome.INCORRECT, (value, feedback)
        sentence = feedback.message
        if _states_number(sentence, exercise.answer, code) or sentence == right.message:
            yield value, sentence


def pick_giveaway(exercise: PickPass, choice: PassChoice, code: str) -> str | None:
    """The sentence for a wrong pick, if it names the right pass: a tile of the solution the
    learner did not pass, the solution in words, or how many the solution forwards unseen."""
    feedback = exercise.check(choice)
    if feedback.outcome is not Outcome.INCORRECT:
        return None
    sentence = feedback.message
    solution = exercise.answer
    passed = {tile.name for tile in choice.own}
    missing = {tile.name for tile in solution.own} - passed
    # "forward 2 tiles unseen": the solution's unseen count, a few words before "unseen".
    unseen = re.compile(rf"(?<![\w.]){solution.blind}(?!\w)\W+(?:\w+\W+){{0,2}}{_UNSEEN[code]}", re.IGNORECASE)
    if (
        any(_whole(name).search(sentence) for name in missing)
        or exercise.answer_words in sentence
        or (solution.blind and solution.blind != choice.blind and unseen.search(sentence))
        or sentence == exercise.check(solution).message
    ):
        return sentence
    return None


# ------------------------------------------------------------------ the exercises, from the code


def lesson_exercises() -> list[tuple[str, str]]:
    """(language, exercise id) for every exercise of every lesson."""
    return [(code, exercise.id) for code in LANGUAGES for lesson in _lessons("en") for exercise in lesson.exercises]


def _lessons(code: str):
    with speaking(code):
        return all_lessons()


def _exercise(code: str, exercise_id: str) -> Exercise:
    return next(e for lesson in _lessons(code) for e in lesson.exercises if e.id == exercise_id)


def kind_exercises() -> Iterator[Exercise]:
    """Every built-in kind over all its parameters (journeys and counts over a sample)."""
    yield from (DirectionQuiz(step.number) for step in PASSES)
    yield from (BlindQuiz(step.number) for step in PASSES)
    yield from (CourtesyQuiz(a, b) for a, b in itertools.product(range(4), repeat=2))
    yield from (SecondCharlestonQuiz(list(answers)) for answers in itertools.product((False, True), repeat=4))
    for seat, direction, receiving in itertools.product(SEATS, Direction, (False, True)):
        yield NeighbourQuiz(seat, direction, receiving=receiving)
    for holder in SEATS:
        for steps in ([1], [2], [3], [1, 2, 3], [3, 4], [4, 5, 6], [2, 5], [3, 4, 5, 6, 7]):
            yield TileJourneyQuiz("5B", holder, steps)
    yield from (count_check(question) for question in ("sent", "east", "first"))


def _kind_cases() -> list[tuple[str, int]]:
    with speaking("en"):
        count = len(list(kind_exercises()))
    return [(code, index) for code in LANGUAGES for index in range(count)]


def _giveaways(exercise: Exercise, code: str) -> list:
    if isinstance(exercise, ChoiceQuiz):
        return list(choice_giveaways(exercise, code))
    if isinstance(exercise, NumberQuiz):
        return list(number_giveaways(exercise, code))
    return []


@pytest.mark.parametrize(("code", "exercise_id"), lesson_exercises(), ids=lambda v: str(v))
def test_no_lesson_feedback_to_a_wrong_answer_gives_the_answer(code, exercise_id):
    with speaking(code):
        exercise = _exercise(code, exercise_id)
        found = _giveaways(exercise, code)
    assert not found, f"{exercise_id} ({code}): wrong answers whose sentence gives the answer: {found}"


@pytest.mark.parametrize(("code", "index"), _kind_cases())
def test_no_built_in_kind_gives_the_answer_to_a_wrong_one(code, index):
    with speaking(code):
        exercise = list(kind_exercises())[index]
        found = _giveaways(exercise, code)
    assert not found, f"{exercise.id} ({code}): wrong answers whose sentence gives the answer: {found}"


def test_the_checks_catch_a_sentence_that_gives_the_answer():
    """The checks above are not vacuous: the answer stated in a wrong sentence is caught,
    and a pass's number or a rule ID is not taken for a count."""
    with speaking("en"):
        quiz = NumberQuiz("How many?", 0, rule="B5", explanation="None move.",
                          wrong={3: ("B5", "Nobody did: 0.")}, otherwise=("B5", "Think of pass 3 (B5)."), high=3)
        assert [value for value, _ in number_giveaways(quiz, "en")] == [3]
        same = ChoiceQuiz("Which?", ["left", "right"], "left", rule="P1", explanation="Left.",
                          otherwise=("P1", "Left."))
        assert [option for option, _ in choice_giveaways(same, "en")] == ["right"]
        told = ChoiceQuiz("Which?", ["left", "right"], "left", rule="P1", explanation="Left.",
                          wrong={"right": ("P1", "It goes left.")})
        assert [option for option, _ in choice_giveaways(told, "en")] == ["right"]
        assert not _states_number("Passes 3 and 6 allow it (P3); 3 Bam is not 3 tiles.", 6, "en")
        assert not _states_number("Pass 3 moves the 3 Bam on (P3).", 3, "en")
        assert _states_number("That leaves three.", 3, "en") and _states_number("Hantaran ini: 3.", 3, "ms")
        assert _states_number("None: nobody put one down.", 0, "en")
        assert not _states_number("Nobody put a tile down on pass 3, so none of it moved.", 0, "en")


# ------------------------------------------------------------------ picks: wrong passes, built from the rack


def _picks() -> list[tuple[str, str]]:
    return [
        (code, exercise.id)
        for code in LANGUAGES
        for lesson in _lessons("en")
        for exercise in lesson.exercises
        if isinstance(exercise, PickPass)
    ]


def _wrong_pick(exercise: PickPass) -> st.SearchStrategy[PassChoice]:
    """Passes a learner can make of this rack: 0 to 4 of its tiles (Jokers and too many or too
    few included, so illegal picks too) and 0 to 3 forwarded unseen."""
    positions = st.lists(st.integers(0, len(exercise.rack) - 1), min_size=0, max_size=4, unique=True)
    return st.builds(
        lambda at, blind: PassChoice(tuple(exercise.rack[i] for i in sorted(at)), blind),
        positions,
        st.integers(0, 3),
    )


# Picks of each kind beyond the lessons' (invented racks, G5): any legal pass; a courtesy
# pass; a blind pass the spare tiles half fill; the coach's own.
KIND_PICKS = {
    "any-legal": lambda: PickPass(1, "1D 9C N 4B 6B W 2C 3C 5D 5D 7D E RD J"),
    "courtesy": lambda: PickPass(7, "1D 9C N 4B 6B W 2C 3C 5D 5D 7D E RD", good="9C N", agreed=2),
    "blind-half": lambda: PickPass(3, "1B 2B 2B 3B 4B 5C 5C 5C 7D 7D F F F J", good="F F", arriving=3),
    "coached": lambda: CoachedPick(1, "F F 6B 6B 6D 6D E E N J 2C 5C 9C",
                                   ["Flowers and sixes", "Sixes and the wind"]),
}


@pytest.mark.parametrize(("code", "exercise_id"),
                         [*_picks(), *((code, f"kind/{key}") for code in LANGUAGES for key in KIND_PICKS)],
                         ids=lambda v: str(v))
def test_no_wrong_pick_is_told_the_right_pass(code, exercise_id):
    with speaking(code):
        kind = exercise_id.removeprefix("kind/")
        exercise = KIND_PICKS[kind]() if kind in KIND_PICKS else _exercise(code, exercise_id)
    coached = isinstance(exercise, CoachedPick)

    @settings(max_examples=25 if coached else 60, deadline=None, database=None,
              suppress_health_check=[HealthCheck.too_slow])
    @given(choice=_wrong_pick(exercise))
    def wrong_pick_keeps_the_answer(choice: PassChoice) -> None:
        with speaking(code):
            told = pick_giveaway(exercise, choice, code)
        assert told is None, f"{exercise_id} ({code}) answered {choice}: {told}"

    wrong_pick_keeps_the_answer()


@pytest.mark.parametrize("code", LANGUAGES)
def test_each_lesson_pick_has_a_wrong_pass_that_is_checked(code):
    """Each pick's first wrong legal pass (one rack tile swapped in) gets a sentence that keeps
    the answer: the test above is not left with only illegal picks."""
    with speaking(code):
        for lesson in all_lessons():
            for exercise in lesson.exercises:
                if not isinstance(exercise, PickPass) or not exercise.answer.own:
                    continue
                solution = exercise.answer
                for tile in exercise.rack:
                    if tile.is_joker or tile in solution.own:
                        continue
                    choice = PassChoice((tile, *solution.own[1:]), solution.blind)
                    if exercise.check(choice).outcome is Outcome.INCORRECT:
                        assert pick_giveaway(exercise, choice, code) is None, (exercise.id, choice)
                        break


@pytest.mark.parametrize("code", LANGUAGES)
def test_every_wrong_answer_of_a_lesson_gets_a_sentence_of_its_own(code):
    """Each lesson exercise explains every wrong answer it can get in its own words (an
    `otherwise` for the rest): the kinds' plain "Not this one" is for instructors' exercises."""
    with speaking(code):
        plain = {say("exercise.wrong_choice"), say("exercise.wrong_number")}
        found = []
        for lesson in all_lessons():
            for exercise in lesson.exercises:
                if isinstance(exercise, ChoiceQuiz):
                    wrong = [o for o in exercise.option_ids if o != exercise.answer]
                elif isinstance(exercise, NumberQuiz):
                    wrong = [n for n in range(exercise.low, exercise.high + 1) if n != exercise.answer]
                else:
                    continue
                found += [(exercise.id, w) for w in wrong if exercise.check(w).message in plain]
    assert not found
