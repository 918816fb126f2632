"""The shared reader of a caller's input (`charleston_lessons._input`): plain values out, a
sentence for anything else, and never a method of the caller's own `str` or `int` subclass."""

from __future__ import annotations

import itertools

import pytest
from hypothesis import given
from hypothesis import strategies as st

from charleston_lessons import _input
from fuzzing import HostileInt, HostileStr


@given(st.text(max_size=30))
def test_text_gives_the_plain_string_of_a_hostile_subclass(value):
    out = _input.text(HostileStr(value), "name")
    assert type(out) is str and str.__eq__(out, value)
    assert _input.plain(HostileStr(value)) == value and type(_input.plain(HostileStr(value))) is str


@given(st.integers(min_value=-(10**6), max_value=10**6))
def test_whole_gives_the_plain_int_of_a_hostile_subclass_and_checks_its_range(value):
    out = _input.whole(HostileInt(value), "count")
    assert type(out) is int and out == value
    if value > 5:
        with pytest.raises(ValueError, match="from 0 to 5"):
            _input.whole(HostileInt(value), "count", 0, 5)


@pytest.mark.parametrize("value", [True, 3.0, "3", None, HostileStr("3")], ids=["bool", "float", "text", "none", "hostile-str"])
def test_whole_refuses_what_is_not_a_whole_number(value):
    with pytest.raises(ValueError, match="count should be a whole number"):
        _input.whole(value, "count")


def test_optional_text_keeps_none_and_refuses_other_kinds():
    assert _input.optional_text(None, "label") is None
    assert _input.optional_text(HostileStr("Hi"), "label") == "Hi"
    with pytest.raises(ValueError, match="label"):
        _input.optional_text(1, "label")
    with pytest.raises(ValueError, match="label"):
        _input.optional_text("x" * 20_000, "label")


def test_take_reads_an_endless_iterable_only_up_to_its_limit():
    with pytest.raises(ValueError, match="more than 1,000 items"):
        _input.take(itertools.count(), "steps")
    assert _input.take(iter(range(3)), "steps") == [0, 1, 2]
