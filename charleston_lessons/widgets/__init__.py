"""The widget face of the course: pickers and quizzes that ask, while the core decides.

Each name loads its module on first use (PEP 562), so a lesson that shows only exercises
never pays for the live table's or the lab's imports.
"""

from __future__ import annotations

import importlib
from typing import Any

_WHERE = {
    "ExerciseWidget": "exercise",
    "feedback_html": "exercise",
    "LabProgress": "lab",
    "LiveRoom": "room_live",
    "LiveTable": "live_table",
    "TilePicker": "picker",
    "PlaySeat": "play_seat",
    "TablesBoard": "tables_board",
}

__all__ = ["ExerciseWidget", "LabProgress", "LiveRoom", "LiveTable", "PlaySeat", "TablesBoard", "TilePicker",
           "feedback_html"]


def __getattr__(name: str) -> Any:
    if name not in _WHERE:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(f"{__name__}.{_WHERE[name]}"), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted([*globals(), *__all__])
