"""With Malay chosen, a learner meets no English sentence: every exercise driven through its
right answer, each wrong answer it explains, its hints and its solution; the figures, tiles,
tables, the overview, the game and the live table. Progress is shared between languages."""

from __future__ import annotations

import html
import re

import pytest
from ipywidgets import Widget

from charleston_lessons import course, messages
from charleston_lessons.exercises import ChoiceQuiz, NumberQuiz
from charleston_lessons.lessons import all_lessons
from charleston_lessons.messages import speaking
from charleston_lessons.progress import ProgressStore
from charleston_lessons.rules import as_direction, as_seat
from charleston_lessons.tiles import parse_tile, parse_tiles

from english_words import english_words


def shown_text(markup: str) -> list[str]:
    """The text a person sees or hears in some HTML or SVG: text nodes and the labels."""
    markup = re.sub(r"<style.*?</style>|<script.*?</script>", " ", markup, flags=re.S)
    labels = re.findall(r'(?:aria-label|alt|title)="([^"]*)"', markup)
    return [html.unescape(part) for part in labels + re.split(r"<[^>]+>", markup) if part.strip()]


def english_in(texts) -> dict[str, list[str]]:
    found = {}
    for text in texts:
        words = english_words(str(text))
        if words:
            found[str(text)[:160]] = words
    return found


@pytest.fixture
def malay():
    with speaking("ms"):
        yield


def exercise_texts(exercise) -> list[str]:
    texts = [exercise.prompt]
    if isinstance(exercise, ChoiceQuiz):
        texts += [label for _, label in exercise.choices]
        texts += [str(exercise.check(key)) for key in exercise.option_ids]
    elif isinstance(exercise, NumberQuiz):
        texts += [str(exercise.check(n)) for n in {exercise.answer, *exercise.wrong, exercise.low, exercise.high}]
    else:
        texts.append(str(exercise.check(exercise.answer)))
    texts += [exercise.hint(i) for i in range(len(exercise.hints) + 1)]
    texts.append(exercise.solution())
    return texts


@pytest.mark.parametrize("number", range(1, 13))
def test_every_exercise_of_a_lesson_speaks_malay_right_wrong_hints_and_solution(malay, number):
    lesson = next(item for item in all_lessons() if item.number == number)
    texts = [lesson.title, *lesson.questions, *lesson.objectives, *lesson.key_points]
    for exercise in lesson.exercises:
        texts += exercise_texts(exercise)
    assert english_in(texts) == {}


def test_the_detector_itself_finds_english(malay):
    with speaking("en"):
        lesson = all_lessons()[2]
        texts = exercise_texts(lesson.exercises[0])
    assert english_in(texts)


def test_exercise_ids_and_grades_are_the_same_in_both_languages():
    with speaking("en"):
        english = {e.id: e for item in all_lessons() for e in item.exercises}
    with speaking("ms"):
        malay = {e.id: e for item in all_lessons() for e in item.exercises}
    assert english.keys() == malay.keys()
    for key, exercise in malay.items():
        other = english[key]
        assert type(exercise) is type(other)
        if isinstance(exercise, ChoiceQuiz):
            assert exercise.option_ids == other.option_ids and exercise.answer == other.answer
            assert exercise.check(exercise.answer).correct and other.check(other.answer).correct
            # a Malay learner may type the Malay option, or the English one
            assert exercise.check(exercise.label(exercise.answer)).correct
            assert exercise.check(other.label(other.answer)).correct


@pytest.mark.parametrize("draw", ["tiles", "tile_sheet", "pass_table", "table_diagram", "rollor", "glossary", "card"])
def test_figures_tiles_and_tables_speak_malay_to_the_eye_and_the_screen_reader(malay, draw):
    made = getattr(course, draw)("1B 2B J", face_down=2) if draw == "tiles" else getattr(course, draw)()
    markup = made._repr_html_() if hasattr(made, "_repr_html_") else made._repr_svg_()
    assert english_in(shown_text(markup) + [repr(made)]) == {}


def widget_texts() -> list[str]:
    texts = []

    def strings(value):
        if isinstance(value, str):
            yield value
        elif isinstance(value, dict):
            for key, item in value.items():
                if key not in ("id", "value", "group"):
                    yield from strings(item)
        elif isinstance(value, (list, tuple)):
            for item in value:
                yield from strings(item)

    for widget in list(Widget._active_widgets.values()):
        if type(widget).__name__ == "Layout" or type(widget).__name__.endswith("Style"):
            continue
        for key, value in widget.get_state().items():
            if key.startswith("_") or key in ("layout", "style", "names_en"):
                continue
            for text in strings(value):
                texts += shown_text(text)
    return texts


@pytest.mark.parametrize("make", ["lessons", "play_seat", "live_table", "overview"])
def test_the_widgets_game_live_table_and_overview_speak_malay(malay, make, tmp_path, monkeypatch):
    Widget.close_all()
    # A game made by an earlier test is kept by `course.play_seat`, built in that test's language
    # and closed by close_all above: this test makes its own.
    monkeypatch.setattr(course, "_GAMES", {})
    if make == "lessons":
        for number in range(1, 13):
            page = course.lesson(number)
            for key in page.data.keys:
                page.exercise(key)
    elif make == "overview":
        course.use_progress_file(tmp_path / "progress.json")
        course.overview()
    else:
        getattr(course, make)(seed=3)
    found = english_in(widget_texts())
    Widget.close_all()
    assert found == {}


def test_malay_names_are_read_wherever_a_tile_or_a_seat_is_typed_in_either_language():
    for code in ("en", "ms"):
        with speaking(code):
            assert parse_tile("Naga Merah") == parse_tile("Red Dragon") == parse_tile("RD")
            assert parse_tiles("Naga Hijau, 5 bam timur") == parse_tiles("GD 5B E")
            assert as_seat("Timur") == as_seat("East") and as_direction("kiri") == as_direction("left")


def test_progress_is_shared_between_languages(tmp_path):
    with speaking("ms"):
        course._PAGES.pop(("ms", 3), None)
        widget = course.lesson(3).exercise("over-means")
        widget.answer = widget.exercise.answer
        widget.check_button.click()
        assert widget.last_feedback.correct and "Betul" in widget.feedback.value
    assert [a.exercise_id for a in ProgressStore(tmp_path / "progress.json").attempts()] == ["rollor/over-means"]
    with speaking("en"):
        course._PAGES.pop(("en", 3), None)
        assert course.lesson(3).progress().bar.value == 1


def test_the_language_is_chosen_by_the_environment_or_by_the_course(monkeypatch):
    monkeypatch.setenv("CHARLESTON_LANG", "ms")
    assert messages._start_language() == "ms"
    monkeypatch.setenv("CHARLESTON_LANG", "xx")
    assert messages._start_language() == "en"
    before = messages.language()
    try:
        course.use_language("ms")
        assert messages.say("exercise.button.check") == "Semak"
        with pytest.raises(ValueError, match="en, ms"):
            course.use_language("fr")
    finally:
        messages.set_language(before)


def test_the_figures_legend_lines_fit_their_band_in_every_language():
    # The legend band holds about 64 characters at its font size; a longer line is cut off.
    from charleston_lessons.messages import LANGUAGES

    for code in LANGUAGES:
        with speaking(code):
            for key in ("art.legend.first", "art.legend.second", "art.legend.courtesy"):
                assert len(messages.say(key)) <= 64, (code, key, messages.say(key))


def test_a_kernel_that_starts_in_malay_still_has_the_english_lessons():
    # The lesson modules are imported once per kernel; one that starts in Malay must not
    # make the English course Malay.
    import subprocess
    import sys

    code = ("from charleston_lessons import course\n"
            "course.use_language('ms'); ms = course.lesson(1).data.title\n"
            "course.use_language('en'); en = course.lesson(1).data.title\n"
            "print(ms, '|', en)")
    env = {**__import__('os').environ, "CHARLESTON_LANG": "ms"}
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, check=True)
    assert out.stdout.strip() == "Mula di sini | Start here"
