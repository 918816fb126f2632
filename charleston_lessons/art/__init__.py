"""The picture face of the course: tile SVGs, the course's own SVG figures of play, and
the matplotlib data charts (DESIGN: faces).

Imports the core, never the other way round; the core reaches these pictures only
through lazy imports inside its `_repr_svg_` / `_repr_html_` methods. The table, ROLLOR
and replay pictures are SVG built with ElementTree (no plotting library); only the lab
and dashboard charts load matplotlib, on first use.
"""

from __future__ import annotations

from importlib import import_module
from typing import Any

from charleston_lessons.art.tiles_svg import FACE_DOWN_LABEL, TILE_ASPECT, rack_svg, tile_svg

_FIGURES = (
    "Drawing",
    "figure_html",
    "table_description",
    "rollor_description",
    "replay_description",
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
_CHARTS = ("chart_svg",)  # art/charts.py

__all__ = [
    "tile_svg",
    "rack_svg",
    "TILE_ASPECT",
    "FACE_DOWN_LABEL",
    "Drawing",
    "figure_html",
    "table_description",
    "rollor_description",
    "replay_description",
    "table_figure",
    "rollor_figure",
    "replay_figure",
    "pass_arrows",
    "seat_spots",
    "rollor_letters",
    "badge_layout",
    "hop_layout",
    "chart_svg",
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
    if name in _CHARTS:
        return getattr(import_module("charleston_lessons.art.charts"), name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(_FIGURES) | set(_DASHBOARD_FIGURES) | set(_LAB_FIGURES) | set(_CHARTS))
