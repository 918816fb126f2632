"""A widget model sent to the page whole: one message with its whole state, not a create and
then an update for each trait its constructor set afterwards.

ipywidgets opens a model's comm (the message that makes the model in the page) at the end of
`Widget.__init__`; every trait set after that is one more message, and one more change the
page applies, before Run All settles (issue 24). A course widget whose constructor sets
traits after `super().__init__` inherits `OpensWhole` and makes them inside `opening()`:

    class Form(OpensWhole, anywidget.AnyWidget):
        def __init__(self, fields):
            with self.opening():
                super().__init__()
                self.fields = fields  # no message yet: the model opens with it
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

__all__ = ["OpensWhole"]


class OpensWhole:
    """A widget whose comm opens only when its constructor's `opening()` block has ended."""

    _opening_held = 0  # how many `opening()` blocks are running (a subclass's wraps its base's)

    @contextmanager
    def opening(self) -> Iterator[None]:
        """Hold the model's comm while the block runs; open it, with every trait set, when the
        outermost block ends. An error in the block leaves no model in the page."""
        self._opening_held += 1
        try:
            yield
        finally:
            self._opening_held -= 1
        self.open()

    def open(self) -> None:
        """Open the comm (see `ipywidgets.Widget.open`), unless the constructor is still setting traits."""
        if not self._opening_held:
            super().open()  # type: ignore[misc]  # a Widget's own method, next in the MRO
