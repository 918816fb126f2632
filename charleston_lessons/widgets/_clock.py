"""The page's clock shared by the views that read a room again and again (the live room, the
tables board, a seat at a table for four): `with_clock(module)` is the view's module with
`_clock.js` in front, given to anywidget as `_esm`."""

from __future__ import annotations

from pathlib import Path

CLOCK_JS = Path(__file__).with_name("_clock.js")


def with_clock(module: Path) -> str:
    """The text of the view's ES module `module` with `pageClock` (see `_clock.js`) in front."""
    return CLOCK_JS.read_text() + "\n" + module.read_text()
