"""A live region that stays on the page: feedback, hints and solutions are announced.

A screen reader announces a change inside an element marked `role="status"` only if that
element was already on the page. An `ipywidgets.HTML` whose whole content is replaced makes
a new element each time, so nothing is announced. `LiveRegion` keeps one element for its
life and only changes what is inside it.

    >>> region = LiveRegion()
    >>> region.value = "<strong>Correct.</strong> P4: pass 4 goes left."

`Areas` draws several areas one under another in one widget (an exercise's feedback, note,
hints, coach and solution): the live ones are such elements too, each announced on its own,
and the page builds one widget model for all of them instead of one per area (issue 24: each
course widget is a message, a model and a module the page loads before Run All settles).

    >>> areas = Areas(["feedback", "note"], live=["feedback"], values={"note": "Saved."})
    >>> areas.area("feedback").value = "<strong>Correct.</strong>"

It also keeps arrow keys inside the exercise it belongs to (`.cl-exercise`, the play-a-seat
game, the live table): on a button there, JupyterLab would otherwise take them to move
between cells. Tab and Escape still leave.
"""

from __future__ import annotations

import pathlib
from collections.abc import Iterable, Mapping
from typing import Any

import anywidget
import traitlets

from charleston_lessons._input import mapping, take, text
from charleston_lessons.messages import say
from charleston_lessons.widgets._style import COMMON_CSS, page_css
from charleston_lessons.widgets._esm import esm

__all__ = ["Area", "Areas", "LiveRegion"]

_HTML = 2_000_000  # characters of one area's course-made HTML, at most


class LiveRegion(anywidget.AnyWidget):
    """Course-made HTML in one persistent `role="status"` element (`assertive` for alerts)."""

    _esm = esm(pathlib.Path(__file__).with_name("live.js"))
    _page_css = page_css(COMMON_CSS)

    value = traitlets.Unicode("").tag(sync=True)
    assertive = traitlets.Bool(False).tag(sync=True)


class Areas(anywidget.AnyWidget):
    """Areas of course-made HTML one under another, drawn by one widget: those named in `live`
    are persistent `role="status"` elements, as a `LiveRegion` is, each announced on its own;
    the others are plain. An empty area takes no room."""

    _esm = esm(pathlib.Path(__file__).with_name("live.js"))
    _page_css = page_css(COMMON_CSS)

    names = traitlets.List(traitlets.Unicode()).tag(sync=True)
    live = traitlets.List(traitlets.Unicode()).tag(sync=True)
    values = traitlets.Dict(value_trait=traitlets.Unicode()).tag(sync=True)
    # The area the page brings into view and puts the focus on (a hint or a solution just
    # opened), and how many times it was asked: each ask is news, even for the same area.
    brought = traitlets.Dict().tag(sync=True)

    def __init__(self, names: Iterable[str], *, live: Iterable[str] = (), values: Mapping[str, str] | None = None,
                 **kwargs: Any) -> None:
        names = [text(name, "names", limit=200) for name in take(names, "names", limit=32)]
        live = [text(name, "live", limit=200) for name in take(live, "live", limit=32)]
        for name in live:
            if name not in names:
                raise ValueError(say("error.areas.missing", value=name))
        # What the areas show at first (`values`, by name) is in the message that makes the model.
        given = {text(name, "values", limit=200): value
                 for name, value in ({} if values is None else mapping(values, "values", limit=32)).items()}
        for name in given:
            if name not in names:
                raise ValueError(say("error.areas.missing", value=name))
        shown = {name: text(given.get(name, ""), "values", limit=_HTML) for name in names}
        super().__init__(names=names, live=live, values=shown, **kwargs)

    def bring(self, name: str) -> None:
        """Ask the page to scroll area `name` into view and put the focus on it (it reads out
        what it holds, with a visible focus ring)."""
        name = self.area(name).name
        self.brought = {"area": name, "n": int(self.brought.get("n", 0)) + 1}

    def area(self, name: str) -> Area:
        """A handle on one area, whose `value` is read and set as a `LiveRegion`'s is."""
        return Area(self, name)


class Area:
    """One area of an `Areas`: its HTML as `value`; `live` says whether it is announced."""

    def __init__(self, areas: Areas, name: str) -> None:
        if not isinstance(areas, Areas):
            raise ValueError(say("error.input.not_kind", what="areas", kind="Areas", value=areas))
        if not isinstance(name, str) or str.__str__(name) not in areas.names:
            raise ValueError(say("error.areas.missing", value=name))
        self.areas = areas
        self.name = str.__str__(name)

    @property
    def live(self) -> bool:
        return self.name in self.areas.live

    @property
    def value(self) -> str:
        return self.areas.values.get(self.name, "")

    @value.setter
    def value(self, value: str) -> None:
        value = text(value, "value", limit=_HTML)
        if self.areas.values.get(self.name) != value:
            self.areas.values = {**self.areas.values, self.name: value}

    def __repr__(self) -> str:
        return f"Area({self.name!r}, live={self.live})"
