"""A button that reads a file the learner chooses on their own device (Import in the overview).

ipywidgets' FileUpload shows a count of files beside its words ("Import (0)") and keeps the
file in its state; this sends the chosen file's bytes to the kernel once, as a custom
message, and lets the same file be chosen again. Bigger than `max_bytes`, the file is not
sent at all: the kernel hears only its name, and says why in a sentence.
"""

from __future__ import annotations

import pathlib
from collections.abc import Callable
from typing import Any

import anywidget
import traitlets

from charleston_lessons._input import text, whole
from charleston_lessons.widgets._checks import function
from charleston_lessons.widgets._style import COMMON_CSS, page_css
from charleston_lessons.widgets._esm import esm

__all__ = ["Upload"]

Received = Callable[[str, "bytes | None"], None]


class Upload(anywidget.AnyWidget):
    """A real button labelled `label`; choosing a file calls `on_file(name, data)`, with
    `data` None when the file was larger than `max_bytes` (never read)."""

    _esm = esm(pathlib.Path(__file__).with_name("upload.js"))
    # Room around the button, so its focus ring is never hidden under the rows beside it.
    _page_css = page_css(COMMON_CSS + "\n.cl-upload { margin: 6px 4px; }\n")

    label = traitlets.Unicode("").tag(sync=True)
    accept = traitlets.Unicode("").tag(sync=True)
    max_bytes = traitlets.Int(0).tag(sync=True)

    def __init__(self, label: str, on_file: Received, *, accept: str = "", max_bytes: int = 0,
                 **kwargs: Any) -> None:
        label = text(label, "label", limit=200)
        on_file = function(on_file, "on_file")
        accept = text(accept, "accept", limit=1_000)
        max_bytes = whole(max_bytes, "max_bytes", 0, 2**31 - 1)
        super().__init__(label=label, accept=accept, max_bytes=max_bytes, **kwargs)  # e.g. a shared layout
        self.on_file = on_file
        self.on_msg(self._message)

    def _message(self, _widget: object, content: object, buffers: list | None) -> None:
        if not isinstance(content, dict):
            return
        name = str(content.get("name", ""))[:200]
        data = bytes(buffers[0]) if buffers and not content.get("too_large") else None
        self.receive(name, data)

    def receive(self, name: str, data: bytes | None) -> None:
        """What the browser does when a file is chosen (tests call it without a browser)."""
        if data is not None and self.max_bytes and len(data) > self.max_bytes:
            data = None
        self.on_file(name, data)
