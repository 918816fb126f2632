"""The course's clock: real time, moved by CHARLESTON_CLOCK_SHIFT days when set to a number in
range, and never moved by a value that is not one."""

from __future__ import annotations

import warnings
from datetime import datetime, timedelta, timezone

import pytest
from hypothesis import given
from hypothesis import strategies as st

from charleston_lessons import clock


def test_unset_the_clock_is_the_real_time_in_utc(monkeypatch):
    monkeypatch.delenv(clock.SHIFT_VARIABLE, raising=False)
    before = datetime.now(timezone.utc)
    now = clock.now()
    assert before <= now <= datetime.now(timezone.utc) and now.tzinfo is not None
    assert abs(clock.timestamp() - now.timestamp()) < 5


@pytest.mark.parametrize("text, days", [("1", 1), ("0.5", 0.5), (" 7 ", 7), ("-2", -2), ("3650", 3650)])
def test_a_shift_moves_every_reading_by_that_many_days(monkeypatch, text, days):
    monkeypatch.setenv(clock.SHIFT_VARIABLE, text)
    assert clock.shift() == timedelta(days=days)
    moved = clock.now() - datetime.now(timezone.utc)
    assert abs(moved - timedelta(days=days)) < timedelta(seconds=5)


@given(st.text(max_size=40))
def test_a_shift_that_is_not_a_number_in_range_is_ignored(text):
    with pytest.MonkeyPatch.context() as patch, warnings.catch_warnings():
        warnings.simplefilter("ignore")
        patch.setenv(clock.SHIFT_VARIABLE, text.replace("\x00", ""))
        found = clock.shift()
    assert abs(found) <= timedelta(days=clock.MAX_SHIFT_DAYS)


@pytest.mark.parametrize("text", ["nan", "inf", "-inf", "3651", "-3651", "1e9", "1e400", "tomorrow", "1 day",
                                  "1_000", "\u0663", "\uff11", "0x10", "1e2", "+", ".5."])
def test_nonsense_leaves_the_clock_alone_and_says_so_once(monkeypatch, text):
    """"1_000" and "\u0663" (an Arabic-Indic 3) were taken as 1,000 and 3 days, while "nan", "1e400"
    and "-3651" were dropped without a word: one plain form now, and a warning for the rest."""
    monkeypatch.setattr(clock, "_warned", set())
    monkeypatch.setenv(clock.SHIFT_VARIABLE, text)
    with pytest.warns(RuntimeWarning, match=clock.SHIFT_VARIABLE) as caught:
        assert clock.shift() == timedelta(0)
        assert clock.shift() == timedelta(0)  # read again: no second warning for the same value
    assert len(caught) == 1


def test_unset_or_blank_says_nothing(monkeypatch):
    monkeypatch.setenv(clock.SHIFT_VARIABLE, "  ")
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        assert clock.shift() == timedelta(0)
