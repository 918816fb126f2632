"""The core imports no widget or plotting library (DESIGN: the rules live in one place)."""

from __future__ import annotations

import subprocess
import sys

CORE = [
    "charleston_lessons.shown",
    "charleston_lessons",
    "charleston_lessons.tiles",
    "charleston_lessons.rules",
    "charleston_lessons.messages",
    "charleston_lessons.table",
    "charleston_lessons.strategies",
    "charleston_lessons.seat_game",
    "charleston_lessons.instructor",
    "charleston_lessons.dashboard",
    "charleston_lessons.lab",
]
FACES = ("ipywidgets", "matplotlib", "anywidget", "traitlets", "IPython")


def test_core_imports_no_widget_or_plotting_library():
    code = (
        "import sys\n"
        + "".join(f"import {name}\n" for name in CORE)
        + f"print(sorted(m for m in sys.modules if m.split('.')[0] in {FACES!r}))\n"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert result.stdout.strip() == "[]", result.stdout


def test_the_check_itself_would_see_a_face_if_one_were_imported():
    code = f"import sys, matplotlib\nprint(sorted(m for m in sys.modules if m.split('.')[0] in {FACES!r})[:1])"
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert result.stdout.strip() == "['matplotlib']"
