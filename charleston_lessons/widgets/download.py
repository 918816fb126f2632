"""A file handed to the learner's browser as a download (Export in the overview).

In JupyterLite the kernel's files live in the browser's own storage, which a learner cannot
carry to an instructor and which browsers clear; in a workshop the kernel runs on the
instructor's machine. A download puts the file on the learner's own device in every case.
The kernel sends the bytes as a custom message; the front end saves them (download.js).
"""

from __future__ import annotations

import pathlib

import anywidget
import traitlets

from charleston_lessons.widgets._esm import esm

__all__ = ["Download"]


class Download(anywidget.AnyWidget):
    """Nothing to see: `offer(name, data)` makes the learner's browser save `data` as `name`.
    `offered` keeps the last file's name and size, so a test without a browser can read it."""

    _esm = esm(pathlib.Path(__file__).with_name("download.js"))

    offered = traitlets.Unicode("").tag(sync=False)

    def offer(self, name: str, data: bytes, mime: str = "application/json") -> None:
        """Send `data` to the browser to be saved as `name` (a plain file name)."""
        self.offered = f"{name} ({len(data)} bytes)"
        self.send({"name": name, "mime": mime}, buffers=[bytes(data)])
