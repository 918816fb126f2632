"""The notebooks' face: cached widgets, pictures that describe themselves."""

from __future__ import annotations

import html

import pytest

from charleston_lessons import course
from charleston_lessons.table import Table


def test_running_a_cell_twice_gives_the_same_widget_and_one_handler():
    first = course.lesson(1).exercise("set-size")
    again = course.lesson(1).exercise("set-size")
    assert first is again
    assert len(first.check_button._click_handlers.callbacks) == 1
    assert len(first.hint_button._click_handlers.callbacks) == 1


def test_a_learners_answer_survives_running_the_cell_again():
    widget = course.lesson(1).exercise("code-9-crak")
    widget.answer = "C9"
    widget.check_button.click()
    again = course.lesson(1).exercise("code-9-crak")
    assert again.answer == "C9" and again.last_feedback.rule == "T2"


def test_tiles_show_pictures_and_say_their_names():
    rack = course.tiles("1D 9C N", label="Invented rack", face_down=2)
    assert "<svg" in rack._repr_html_() and "Invented rack" in rack._repr_html_()
    assert repr(rack) == "Invented rack: 1 Dot, 9 Crak, North, and 2 face down"


def test_tile_sheet_counts_152():
    sheet = course.tile_sheet()
    assert repr(sheet).endswith("152 tiles in all.")
    assert sheet._repr_html_().count("<svg") == 36


def test_pass_table_reads_the_rules_core():
    text = repr(course.pass_table()).splitlines()
    assert len(text) == 8
    assert text[4] == "4 | second left | left | 3 | only if nobody stops it | no"


def test_pictures_render_png_and_describe_themselves():
    table = Table.deal(seed=3)
    for picture in (course.table_diagram("South"), course.rollor(), course.replay(table)):
        assert picture._repr_png_().startswith(b"\x89PNG")
        assert repr(picture).startswith("[Picture] ")


def test_lesson_extras_are_called_from_the_page(monkeypatch):
    page = course.lesson(1)
    monkeypatch.setattr(page.data, "extras", {"greet": lambda: "hello"})
    assert page.greet() == "hello"
    monkeypatch.setattr(page.data, "extras", {})
    with pytest.raises(AttributeError, match="no 'greet'"):
        page.greet


def test_the_glossary_shows_every_term_from_the_rulebook_data():
    from charleston_lessons.rulebook import GLOSSARY

    shown = course.glossary()
    markup, text = shown._repr_html_(), repr(shown)
    assert markup.count("<tr>") == len(GLOSSARY) + 1  # a header row, then one row a term
    for entry in GLOSSARY:
        assert entry.term in text and entry.meaning in text
        assert html.escape(entry.meaning) in markup
