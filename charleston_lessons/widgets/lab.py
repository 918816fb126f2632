"""A progress bar for the strategy lab: the deals being played, shown while they run.

Thin: `LabProgress.update(done, total)` is the `progress` callback of any experiment in
`charleston_lessons.lab`; `run_lab` shows the bar, runs the experiment and returns its
result. The bar's text version (`repr`, what nbval compares) never changes with the run.
"""

from __future__ import annotations

import html
from collections.abc import Callable
from typing import Any

import ipywidgets as w

from charleston_lessons._input import text, whole
from charleston_lessons.lab import MAX_DEALS, LabResult
from charleston_lessons.messages import say
from charleston_lessons.widgets._checks import function

__all__ = ["LabProgress", "run_lab"]

_TEXT = "color: var(--jp-ui-font-color1, #212121); font-size: var(--jp-ui-font-size1, 13px);"


class LabProgress(w.HBox):
    """An `IntProgress` and a sentence, "Coached against random: 120 of 300 deals"."""

    def __init__(self, title: str, total: int) -> None:
        title = text(title, "title", limit=200)
        total = whole(total, "total", 0, MAX_DEALS)
        self.title = title
        self.total = total
        self.bar = w.IntProgress(value=0, min=0, max=max(1, total), bar_style="info",
                                 layout=w.Layout(width="320px"))
        self.label = w.HTML()
        super().__init__([self.bar, self.label])
        self.add_class("cl-lab-progress")
        self.update(0, total)

    def update(self, done: int, total: int) -> None:
        """The `progress` callback: `done` of `total` deals played."""
        total = whole(total, "total", 0, MAX_DEALS)
        done = whole(done, "done", 0)
        self.bar.max = max(1, total)
        self.bar.value = min(done, total)
        finished = done >= total
        self.bar.bar_style = "success" if finished else "info"
        key = "lab.progress.done" if finished else "lab.progress.running"
        self.text = say(key, title=self.title, done=done, total=total)
        self.bar.tooltip = self.text
        self.label.value = f'<span style="{_TEXT} margin-left: 8px;" role="status">{html.escape(self.text)}</span>'

    def __repr__(self) -> str:
        return say("lab.progress.repr", title=self.title, total=self.total)


def run_lab(experiment: Callable[..., LabResult], title: str, deals: int, seed: int, **options: Any) -> LabResult:
    """Show a progress bar, run `experiment(deals, seed, progress=..., **options)`, return its result."""
    from IPython.display import display

    experiment = function(experiment, "experiment")
    bar = LabProgress(title, deals)
    display(bar)
    return experiment(deals, seed, progress=bar.update, **options)
