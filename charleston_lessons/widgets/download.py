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

from charleston_lessons._input import text
from charleston_lessons.messages import say
from charleston_lessons.widgets._esm import esm

__all__ = ["Download", "MAX_NAME"]

MAX_NAME = 255  # characters in a file's name (and its type), as most file systems allow
_FOLDER_MARKS = ("/", "\\", "\x00")  # a name that names a folder too (or ends early) is no plain name


class Download(anywidget.AnyWidget):
    """Nothing to see: `offer(name, data)` makes the learner's browser save `data` as `name`.
    `offered` keeps the last file's name and size, so a test without a browser can read it."""

    _esm = esm(pathlib.Path(__file__).with_name("download.js"))

    offered = traitlets.Unicode("").tag(sync=False)

    def offer(self, name: str, data: bytes, mime: str = "application/json") -> None:
        """Send `data` (bytes) to the browser to be saved as `name` (a plain file name, no folder).

        Each argument is checked before anything is sent, so bad input says which one is wrong."""
        name = text(name, "name", limit=MAX_NAME)
        if not name.strip() or any(mark in name for mark in _FOLDER_MARKS):
            raise ValueError(say("error.input.not_kind", what="name", kind=say("words.file_name"), value=name))
        if not isinstance(data, (bytes, bytearray, memoryview)):
            raise ValueError(say("error.input.not_kind", what="data", kind=say("words.bytes"), value=data))
        mime = text(mime, "mime", limit=MAX_NAME)
        payload = bytes(data)
        self.offered = f"{name} ({len(payload)} bytes)"
        self.send({"name": name, "mime": mime}, buffers=[payload])
