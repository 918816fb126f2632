"""No notebook stores widget state (issue 24: the first verdict after opening a lesson).

Before Run All an exercise shows its plain-text line, never a stored widget (the lessons say so
under their titles), yet JupyterLab rebuilds every model a notebook stores, some 240 in lesson 1,
as soon as the kernel answers, on the page's main thread that the first verdict waits for; and
anywidget put each stored widget's `_css` in the page, where a stale copy stood beside, and
over, the kernel's new one. `tools/run_notebooks.py` stores none.
"""

from __future__ import annotations

from pathlib import Path

import nbformat
import pytest

from tools import run_notebooks

ROOT = Path(__file__).resolve().parents[1]
NOTEBOOKS = sorted(p for p in (ROOT / "notebooks").rglob("*.ipynb") if ".ipynb_checkpoints" not in p.parts)
STATE = "application/vnd.jupyter.widget-state+json"


def test_the_lessons_are_found():
    # The check below must have something to look at: every lesson, in English and Malay.
    assert len(NOTEBOOKS) >= 26


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.relative_to(ROOT / "notebooks").as_posix())
def test_no_notebook_stores_widget_state(path):
    metadata = nbformat.read(path, as_version=4).metadata
    assert "widgets" not in metadata, f"{path.name} stores widget state; run tools/run_notebooks.py {path.relative_to(ROOT)}"


def test_running_a_notebook_drops_the_state_an_older_run_stored(tmp_path, monkeypatch):
    notebook = nbformat.v4.new_notebook()
    notebook.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3", "language": "python"}
    notebook.metadata["widgets"] = {STATE: {"state": {"old": {}}, "version_major": 2, "version_minor": 0}}
    notebook.cells.append(nbformat.v4.new_code_cell("import ipywidgets\nipywidgets.IntSlider(3)"))
    path = tmp_path / "one.ipynb"
    nbformat.write(notebook, path)
    monkeypatch.setattr(run_notebooks, "ROOT", tmp_path)
    run_notebooks.run(path)
    ran = nbformat.read(path, as_version=4)
    assert "widgets" not in ran.metadata
    # The widget's own output is still stored: what the page shows in its place until the cell runs.
    assert "application/vnd.jupyter.widget-view+json" in ran.cells[0].outputs[0]["data"]
