"""The picture face of the course: tile SVGs and matplotlib figures (DESIGN: faces).

Imports the core, never the other way round; the core reaches these pictures only
through lazy imports inside its `_repr_svg_` / `_repr_html_` methods. The figures load
matplotlib on first use, so drawing a tile stays light.
"""

from __future__ import annotations

from importlib import import_module
from typing import Any

from charleston_lessons.art.tiles_svg import FACE_DOWN_LABEL, TILE_ASPECT, rack_svg, tile_svg

_FIGURES = (
    "table_figure",
    "rollor_figure",
    "replay_figure",
    "pass_arrows",
    "seat_spots",
    "rollor_letters",
    "badge_layout",
    "hop_layout",
)
_DASHBOARD_FIGURES = ("missed_figure", "reached_figure")  # art/dashboard_figures.py
_LAB_FIGURES = ("lab_figure",)  # art/lab_figures.py

__all__ = [
    "tile_svg",
    "rack_svg",
    "TILE_ASPECT",
    "FACE_DOWN_LABEL",
    "table_figure",
    "rollor_figure",
    "replay_figure",
    "pass_arrows",
    "seat_spots",
    "rollor_letters",
    "badge_layout",
    "hop_layout",
    "missed_figure",
    "reached_figure",
    "lab_figure",
]


def __getattr__(name: str) -> Any:
    if name in _FIGURES:
        return getattr(import_module("charleston_lessons.art.figures"), name)
    if name in _DASHBOARD_FIGURES:
        return getattr(import_module("charleston_lessons.art.dashboard_figures"), name)
    if name in _LAB_FIGURES:
        return getattr(import_module("charleston_lessons.art.lab_figures"), name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(_FIGURES) | set(_DASHBOARD_FIGURES) | set(_LAB_FIGURES))
