"""A course view's ES module as anywidget gets it (`_esm`): what every view shares (`_common.js`:
`make`, `setText`, `adoptStyle`) and, for a view that reads a room again and again, the page
clock (`_clock.js`: `pageClock`), put in front of the view's own module, so no helper is copied
into each module and no view loads a module of its own for them."""

from __future__ import annotations

from pathlib import Path

COMMON_JS = Path(__file__).with_name("_common.js")
CLOCK_JS = Path(__file__).with_name("_clock.js")


def esm(module: Path, *, clock: bool = False) -> str:
    """The text of the view's module `module` with the shared helpers (and the clock) in front."""
    parts = [COMMON_JS.read_text(), *([CLOCK_JS.read_text()] if clock else []), module.read_text()]
    return "\n".join(parts)
