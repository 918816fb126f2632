"""Shown and Told: the core's HTML with a plain-text twin, in the course's own style."""

from __future__ import annotations

import itertools
import re

import pytest
from hypothesis import given
from hypothesis import strategies as st

from charleston_lessons.messages import say
from charleston_lessons.shown import Shown, Told, said, told


def test_shown_gives_its_html_to_the_notebook_and_its_text_to_everything_else():
    shown = Shown("<b>Hi</b>", "Hi")
    assert shown._repr_html_() == "<b>Hi</b>" and repr(shown) == "Hi"


def test_told_is_a_list_in_the_content_font_with_a_rule_chip_per_rule():
    shown = told([("J1", "East: Jokers are never passed."), ("T3, F2", "Dealt with a ghost.")])
    markup = shown._repr_html_()
    assert isinstance(shown, Told) and markup.startswith('<div class="cl-told"')
    assert "var(--jp-content-font-family" in markup and "var(--jp-layout-color2" in markup
    assert "<pre" not in markup and "white-space: pre" not in markup  # wraps between words
    assert markup.count("<li ") == 2 and markup.count('title="Rule ') == 3
    assert repr(shown) == "- J1: East: Jokers are never passed.\n- T3, F2: Dealt with a ghost."


def test_a_g_rule_is_labelled_advice_not_a_rule():
    markup = told([("G3", "Forward unseen rather than break a pair.")])._repr_html_()
    assert 'title="Advice G3"' in markup and 'title="Rule G3"' not in markup


def test_numbered_told_counts_its_lines_and_puts_the_rules_last_in_its_text():
    shown = told([("T3", "Dealt."), ("P1", "Pass 1 played.")], numbered=True)
    assert "<ol " in shown._repr_html_()
    assert repr(shown) == "1. Dealt. (T3)\n2. Pass 1 played. (P1)"


@given(st.lists(st.tuples(st.sampled_from(["J1", "B5", "G3"]), st.text(min_size=1)), max_size=5))
def test_told_escapes_every_sentence_and_keeps_one_line_each(lines):
    shown = told(lines)
    assert shown.lines == tuple(lines)
    markup = shown._repr_html_()
    assert markup.count("<li ") == len(lines)
    assert "<script" not in markup.replace("&lt;script", "")


def test_said_shows_one_verdict_with_its_rule():
    from charleston_lessons.rules import check_pass

    verdict = check_pass(1, "J 1D 9C N", "J 1D 9C")
    shown = said(verdict)
    assert shown.lines == ((verdict.rule, verdict.message),) and repr(shown) == f"- {verdict}"


# ----------------------------------------------------------- bad input is a sentence (issue 11)


def test_told_takes_rule_and_sentence_pairs_of_text():
    for bad in (None, [None], [("J1",)], [("J1", None)], ["J1: a sentence"], 5):
        with pytest.raises(ValueError, match="lines should be"):
            told(bad)
    with pytest.raises(ValueError, match="lines holds more than"):
        told(itertools.repeat(("J1", "Again.")))
    with pytest.raises(ValueError, match="numbered should be True or False"):
        told([("J1", "Once.")], numbered="yes")


def test_said_takes_a_verdict_and_shown_takes_text():
    with pytest.raises(ValueError, match="said\\(\\) takes a verdict"):
        said(None)
    with pytest.raises(ValueError, match="takes a verdict"):
        said(type("Half", (), {"rule": "J1", "message": None})())
    with pytest.raises(ValueError, match="markup should be a str"):
        Shown(None, "text")
    with pytest.raises(ValueError, match="text should be a str"):
        Shown("<b>x</b>", 3)


def test_a_wide_table_scrolls_inside_a_named_focusable_block():
    from charleston_lessons.shown import scrolling

    block = scrolling("<table><tr><td>x</td></tr></table>", "The seven passes", wide=520)
    inner = re.search(r'<div class="cl-scroll" ([^>]*)>(.*?)</div>', block)
    assert 'role="region" tabindex="0" aria-label="The seven passes"' in inner[1]
    assert "overflow-x:auto" in inner[1] and inner[2] == "<table><tr><td>x</td></tr></table>"


def test_a_long_table_scrolls_down_inside_its_block_with_its_heads_in_sight():
    from charleston_lessons.shown import scrolling

    block = scrolling("<table><tr><th>Learner</th></tr></table>", "Learners", high=480)
    inner = re.search(r'<div class="cl-scroll cl-scroll-tall" ([^>]*)>', block)
    assert "max-height:480px;overflow-y:auto" in inner[1] and 'aria-label="Learners"' in inner[1]
    assert ".cl-scroll-tall tr:first-child th{position:sticky;top:0;" in block
    assert "max-height" not in scrolling("<table></table>", "T")  # only when asked
    for bad in (0, 99, "tall", 2.5, True):
        with pytest.raises(ValueError):
            scrolling("<table></table>", "T", high=bad)


def test_a_scrolling_block_says_it_scrolls_only_where_it_is_narrower_than_its_content():
    from charleston_lessons.shown import scrolling

    block = scrolling("<table></table>", "T", wide=520)
    # The hint is hidden by default and shown by a container query below 520 px.
    assert "container-type:inline-size" in block
    assert ".cl-scroll-hint-520{display:none}@container (max-width: 520px){.cl-scroll-hint-520{display:block}}" in block
    hint = re.search(r'<div class="cl-scroll-hint cl-scroll-hint-520" aria-hidden="true"[^>]*>([^<]*)</div>', block)
    assert hint[1] == say("shown.scroll_hint")
    for bad in (0, -3, "wide", 2.5, True):
        with pytest.raises(ValueError):
            scrolling("<table></table>", "T", wide=bad)
