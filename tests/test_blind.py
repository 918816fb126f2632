"""The course's one blind-pass standard (RULES G3): `blind.unseen_due`."""

import subprocess
import sys

import pytest
from hypothesis import given
from hypothesis import strategies as st

from charleston_lessons import coach
from charleston_lessons.blind import BLIND_COST, unseen_due


def test_unseen_due_fills_only_the_slots_spare_tiles_cannot():
    assert [unseen_due(n) for n in range(5)] == [3, 2, 1, 0, 0]
    assert unseen_due(1, slots=2) == 1 and unseen_due(-1) == 3


@given(st.integers(-5, 20), st.integers(0, 3))
def test_spare_tiles_and_unseen_tiles_together_fill_the_slots_never_more(spare, slots):
    due = unseen_due(spare, slots)
    assert 0 <= due <= slots
    assert due == slots - min(slots, max(0, spare))


def test_unseen_due_takes_whole_numbers_only():
    for bad in (dict(spare=(1,)), dict(spare=1.5), dict(spare=1, slots=4), dict(spare=1, slots=None)):
        with pytest.raises(ValueError, match="whole number"):
            unseen_due(**bad)


def test_the_coach_scores_by_the_same_standard_it_re_exports():
    assert coach.unseen_due is unseen_due and coach.BLIND_COST == BLIND_COST
    # Three unseen tiles must cost less than one tile a line needs (see the module).
    assert 3 * BLIND_COST < 1


def test_the_standard_loads_without_numpy():
    code = "import sys, charleston_lessons.blind; print('numpy' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], check=True, capture_output=True, text=True).stdout
    assert out.strip() == "False"
