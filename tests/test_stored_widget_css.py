"""The widget state stored in every notebook carries the course widgets' current CSS.

JupyterLab restores a notebook's stored widget state when it opens it, and anywidget puts
each stored widget's `_css` in the page; a stale copy (an old font size or control height)
then stood in the page beside, and over, the kernel's new one. After changing a widget's
CSS, run `python tools/run_notebooks.py` so the stored state is the new one.
"""

from __future__ import annotations

import importlib
import json
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
NOTEBOOKS = sorted(p for p in (ROOT / "notebooks").rglob("*.ipynb") if ".ipynb_checkpoints" not in p.parts)


def _current_css(anywidget_id: str) -> str:
    """The `_css` the class named by anywidget's id (module.Class) has now."""
    module, _, name = anywidget_id.rpartition(".")
    return getattr(importlib.import_module(module), name)._css


def _stored(path: Path) -> list[tuple[str, str]]:
    state = json.loads(path.read_text(encoding="utf-8")).get("metadata", {}).get("widgets", {})
    models = state.get("application/vnd.jupyter.widget-state+json", {}).get("state", {})
    return [(m["state"]["_anywidget_id"], m["state"]["_css"]) for m in models.values()
            if str(m.get("state", {}).get("_anywidget_id", "")).startswith("charleston_lessons.")
            and "_css" in m["state"]]


def test_some_notebooks_store_course_widgets():
    # The check below must have something to compare: lessons store their widgets' state.
    assert sum(bool(_stored(p)) for p in NOTEBOOKS) >= 12


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.relative_to(ROOT / "notebooks").as_posix())
def test_stored_widget_css_is_current(path):
    stale = sorted({wid for wid, css in _stored(path) if css != _current_css(wid)})
    assert stale == [], f"{path.name}: stored CSS of {stale} is old; run tools/run_notebooks.py {path.relative_to(ROOT)}"
