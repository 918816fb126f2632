"""Smoke tests: real JupyterLab in Chromium runs the course and renders ipywidgets.

They assert only on robust things, since the lessons' content changes: a notebook opens,
run-all completes with no traceback, widgets render, both themes apply.
Screenshots: test-artifacts/screenshots/{01_start_here,harness_widget}-{light,dark}.png
"""

from __future__ import annotations

import lab
import pytest

pytestmark = pytest.mark.browser

WELCOME = "01_start_here.ipynb"


def _check_both_themes(page, name: str, *, whole_notebook: bool = False) -> None:
    for theme, light in [(lab.LIGHT, "true"), (lab.DARK, "false")]:
        lab.set_theme(page, theme)
        assert lab.theme_state(page) == {"name": theme, "light": light}
        shot = lab.screenshot(page, name, theme, whole_notebook=whole_notebook)
        assert shot.stat().st_size > 10_000


def test_ipywidgets_render_in_lab(page, lab_server, page_errors):
    """The widget front end (jupyterlab_widgets) is installed and talks to the kernel."""
    nb = lab_server.add_notebook(
        "harness_widget.ipynb",
        [
            ("markdown", "# Harness check: a widget"),
            'import ipywidgets as w; w.Button(description="Hello")',
        ],
    )
    state = lab.open_notebook(page, lab_server, nb)
    assert state["kernelName"] == "python3", state
    assert lab.WIDGET_MANAGER_PLUGIN in lab.lab_plugins(page), "ipywidgets' lab extension not found"

    state = lab.run_all_cells(page, nb)
    assert state["runAll"] == {"ok": True}, state
    assert lab.executed_all_code_cells(state), state["cells"]
    assert lab.error_outputs(page, state) == []

    button = page.locator(lab.WIDGET_SELECTOR).filter(has_text="Hello").first
    button.wait_for(state="visible")
    assert [e for e in page_errors if "widget" in e.lower()] == []
    _check_both_themes(page, "harness_widget")


def test_welcome_notebook_runs_in_both_themes(page, lab_server):
    state = lab.open_notebook(page, lab_server, WELCOME)
    assert state["kernelName"] == "python3", state

    state = lab.run_all_cells(page, WELCOME)
    assert state["runAll"] == {"ok": True}, state["runAll"]
    assert lab.executed_all_code_cells(state), state["cells"]
    assert lab.error_outputs(page, state) == []

    if lab.widget_output_count(state):
        page.locator(lab.WIDGET_SELECTOR).first.wait_for(state="visible")
        assert not page.locator(lab.WIDGET_ERROR_SELECTOR).count()
    _check_both_themes(page, "01_start_here", whole_notebook=True)
