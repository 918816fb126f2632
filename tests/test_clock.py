"""The course's clock: real time, moved by CHARLESTON_CLOCK_SHIFT days when set to a number in
range, and never moved by a value that is not one."""

from __future__ import annotations

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
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv(clock.SHIFT_VARIABLE, text.replace("\x00", ""))
        found = clock.shift()
    assert abs(found) <= timedelta(days=clock.MAX_SHIFT_DAYS)


@pytest.mark.parametrize("text", ["nan", "inf", "-inf", "3651", "1e9", "tomorrow", "1 day", ""])
def test_nonsense_leaves_the_clock_alone(monkeypatch, text):
    monkeypatch.setenv(clock.SHIFT_VARIABLE, text)
    assert clock.shift() == timedelta(0)
