"""A live region that stays on the page: feedback, hints and solutions are announced.

A screen reader announces a change inside an element marked `role="status"` only if that
element was already on the page. An `ipywidgets.HTML` whose whole content is replaced makes
a new element each time, so nothing is announced. `LiveRegion` keeps one element for its
life and only changes what is inside it.

    >>> region = LiveRegion()
    >>> region.value = "<strong>Correct.</strong> P4: pass 4 goes left."

It also keeps arrow keys inside the exercise it belongs to (`.cl-exercise`, the play-a-seat
game, the live table): on a button there, JupyterLab would otherwise take them to move
between cells. Tab and Escape still leave.
"""

from __future__ import annotations

import pathlib

import anywidget
import traitlets

from charleston_lessons.widgets._style import COMMON_CSS, page_css

__all__ = ["LiveRegion"]


class LiveRegion(anywidget.AnyWidget):
    """Course-made HTML in one persistent `role="status"` element (`assertive` for alerts)."""

    _esm = pathlib.Path(__file__).with_name("live.js")
    _page_css = page_css(COMMON_CSS)

    value = traitlets.Unicode("").tag(sync=True)
    assertive = traitlets.Bool(False).tag(sync=True)
