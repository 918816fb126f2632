"""The strategy lab's progress bar (widgets/lab.py): bad input is a sentence (API.md)."""

from __future__ import annotations

import pytest

from charleston_lessons.widgets.lab import LabProgress, run_lab
import fuzzing  # noqa: E402
from fuzzing import HostileInt, HostileStr


def test_the_bar_counts_the_deals():
    bar = LabProgress(HostileStr("Coached against random"), 300)
    bar.update(120, 300)
    assert (bar.bar.value, bar.bar.max, type(bar.title)) == (120, 300, str)
    bar.update(300, 300)
    assert bar.bar.bar_style == "success"


@pytest.mark.parametrize(
    "make, name",
    [
        (lambda: LabProgress(None, 3), "title"),
        (lambda: LabProgress("Lab", ()), "total"),
        (lambda: LabProgress("Lab", HostileInt(-1)), "total"),
        (lambda: LabProgress("Lab", 10**100), "total"),
        (lambda: LabProgress("Lab", 3).update("1", 3), "done"),
        (lambda: run_lab(None, "Lab", 3, 1), "experiment"),
    ],
    ids=["title", "total-tuple", "total-hostile", "total-huge", "done", "experiment"],
)
def test_a_wrong_argument_is_a_sentence_naming_it(make, name):
    fuzzing.refused(make, name)
