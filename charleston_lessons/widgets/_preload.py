"""Warms a course kernel (issue 31): while the kernel starts and the page connects to it, a
background thread imports what a lesson's first cells need (the widgets, the lessons, the
rules), so the first exercise is answerable sooner after the kernel is ready.

An IPython extension, loaded by the course's kernel configuration
(`etc/ipython/ipython_kernel_config.py`, which `make setup` copies into the virtual
environment, so only the course's kernels load it). The first cell waits for the thread
before it runs, so a cell's imports never race it; a module that fails here is left for the
cell's own import to report.
"""

from __future__ import annotations

import importlib
import threading
from typing import Any

__all__ = ["MODULES", "load_ipython_extension", "warm"]

# What lesson 1's cells import before its first exercise (and every lesson's first cells).
MODULES = (
    "ipywidgets",
    "anywidget",
    "charleston_lessons.course",
    "charleston_lessons.widgets.exercise",
    "charleston_lessons.widgets.progress",
    "charleston_lessons.art.tiles_svg",
)


def warm(modules: tuple[str, ...] = MODULES) -> None:
    """Import `modules` in turn; stop quietly at the first that fails."""
    for name in modules:
        try:
            importlib.import_module(name)
        except Exception:  # the cell that imports it says what is wrong, in its own words
            return


def load_ipython_extension(ip: Any) -> None:
    """Start the warming thread, and make the first cell wait for it."""
    thread = threading.Thread(target=warm, name="charleston-lessons-warm", daemon=True)
    thread.start()

    def wait(*_: Any) -> None:
        thread.join()
        ip.events.unregister("pre_run_cell", wait)

    ip.events.register("pre_run_cell", wait)
