"""Every course notebook a learner opens, as `make lab` serves it to a fresh profile (issue 31).

Shared by test_course_pages_a_browser.py and test_course_pages_b_browser.py, which split the
notebooks between them so the two run side by side (one JupyterLab per module, `--dist
loadfile`). What a learner meets: each notebook opened in a fresh browser context at 390 and
at 1280 px (the widths of a phone and of a laptop), then the same page at 320 and at 640 px,
light and dark. At each: the page's own run has drawn it with no menu and no click, an exercise
can be answered where the notebook has one (its Check button drawn and enabled), no code
input shows, the lesson is at least 90% of the window wide, nothing sticks out past the right
edge, and axe finds no critical or serious violation in what the course draws (at the widths
it was opened at in both themes, at the resized ones in the light theme). `assert_screen`
holds the whole list of what the screen must show (no news prompt, toolbar or active-cell bar
either, and single-document mode when narrow).

The list is the notebooks in notebooks/ (and the Malay ones in notebooks/ms/), read from the
folder, not written down here: a new course notebook is tested without a change to this file.
"""

from __future__ import annotations

from pathlib import Path

import pytest

import lab

from charleston_lessons.lessons import all_lessons

HEIGHT = 900
# Opened at the first width of each pair, then resized to the second: a phone turned, or a
# laptop's window made half as wide. The first screen at every width from a fresh open is
# test_first_screen_browser.py's (lesson 1 and the express page).
PAIRS = ((390, 320), (1280, 640))


def course_notebooks() -> list[str]:
    """The learner's course notebooks, relative to notebooks/: every notebook in the folder
    (lessons, express, practice, rules reference, table for four) and Malay lesson 1 and express."""
    english = sorted(p.name for p in lab.NOTEBOOKS_DIR.glob("*.ipynb"))
    malay = [f"ms/{name}" for name in english if name.startswith(("00_", "01_"))]
    return english + malay


def has_exercise(nb_path: str) -> bool:
    """Whether the notebook asks the learner something: a lesson with exercises, the express
    page and practice. Read from the lessons' data, not from a list kept here."""
    name = Path(nb_path).name
    if name.startswith("00_") or name == "practice.ipynb":
        return True
    for one in all_lessons():
        if name.startswith(f"{one.number:02d}_"):
            return bool(one.exercises)
    return False


# Whether the active notebook shows an exercise a learner can answer: a course exercise with a
# button that can be pressed, drawn and not hidden.
_ANSWERABLE = f"""() => {{
  const panel = document.querySelector('{lab.ACTIVE_NOTEBOOK}');
  if (!panel) return false;
  return Array.from(panel.querySelectorAll('.cl-exercise button')).some((b) => {{
    const r = b.getBoundingClientRect();
    return !b.disabled && r.width > 0 && r.height > 0;
  }});
}}"""


def assert_screen(screen: dict, where: str) -> None:
    """A course page as a learner must see it (`lab.first_screen`'s figures): marked as a
    course page, no side panel, news prompt, toolbar, code input or active-cell bar, at least
    90% of the window wide, nothing past the right edge, single-document mode when narrow."""
    assert screen["coursePage"], f"{where}: not marked as a course page: {screen}"
    assert not screen["leftOpen"] and not screen["rightOpen"], f"{where}: a side panel is open: {screen}"
    assert not screen["newsPrompt"], f"{where}: the news prompt shows"
    assert screen["codeInputs"] == 0, f"{where}: {screen['codeInputs']} code inputs visible"
    assert not screen["toolbar"], f"{where}: the notebook toolbar shows"
    assert not screen["activeCellBar"], f"{where}: JupyterLab's active-cell bar shows beside a cell"
    assert screen["share"] >= 0.9, f"{where}: the lesson is {screen['share']:.0%} of the window: {screen}"
    assert screen["pastRight"] == 0, f"{where}: past the right edge: {screen['pastRightExamples']}"
    if screen["width"] <= lab.NARROW:
        assert screen["mode"] == "single-document", f"{where}: {screen['mode']} at a narrow width"


def check_page(page, nb_path: str, width: int, theme: str, axe_name: str | None) -> None:
    """The checks of one notebook at one width and theme (see the module's docstring); axe
    only where `axe_name` is given: axe over a whole lesson is most of this test's time, and
    between themes the resized widths change the layout, not the markup."""
    where = f"{nb_path} at {width} px, {lab.theme_slug(theme)}"
    assert_screen(lab.first_screen(page), where)
    if has_exercise(nb_path):
        assert page.evaluate(_ANSWERABLE), f"{where}: no exercise can be answered"
    if axe_name is None:
        return
    found = lab.run_axe(page, axe_name)
    assert not lab.serious(found["course"]), f"{where}: axe: {lab.serious(found['course'])}"


def check_notebook(
    browser,
    server,
    nb_path: str,
    *,
    prefix: str = "course",
    new_context=None,
    clean_up=None,
    open_timeout: float = 120.0,
    run_timeout: float = 180.0,
) -> None:
    """Open `nb_path` as a learner does at each pair's first width, then look at it at both
    widths of the pair, light and dark; screenshots of the first (test-artifacts/screenshots,
    `<prefix>-<notebook>-<width>-<theme>.png`).

    `server` is what `lab.open_notebook` opens the notebook from: `make lab`'s JupyterLab (a
    `lab.LabServer`) or the static site (lite_site.LiteSite). `new_context(width)` makes the
    fresh browser context each pair opens in (by default one of `browser`, `width` x HEIGHT);
    `clean_up()` runs after each is closed (by default the JupyterLab's kernels shut down and
    its user state reset, so the next notebook starts from a fresh profile)."""
    slug = nb_path.replace("/", "-").removesuffix(".ipynb")
    if new_context is None:
        def new_context(width: int):
            return browser.new_context(viewport={"width": width, "height": HEIGHT}, device_scale_factor=1)
    if clean_up is None:
        def clean_up() -> None:
            server.shutdown_kernels()
            server.reset_user_state()
    for opened, resized in PAIRS:
        context = new_context(opened)
        context.set_default_timeout(30_000)
        try:
            page = context.new_page()
            lab.open_notebook(page, server, nb_path, timeout=open_timeout)
            state = lab.wait_for_page_run(page, nb_path, timeout=run_timeout)
            errors = lab.error_outputs(page, state)
            assert not errors, f"{nb_path}: the page's own run ended in errors: {errors}"
            for theme in lab.THEMES:
                if lab.theme_state(page)["name"] != theme:
                    lab.set_theme(page, theme)
                lab.resize(page, {"width": opened, "height": HEIGHT})
                lab.screenshot(page, f"{prefix}-{slug}-{opened}", theme)
                check_page(page, nb_path, opened, theme, f"{prefix}-{slug}-{opened}-{lab.theme_slug(theme)}")
                lab.resize(page, {"width": resized, "height": HEIGHT})
                # axe at the resized width in the light theme only: where a box starts to scroll.
                light = theme == lab.LIGHT
                check_page(page, nb_path, resized, theme, f"{prefix}-{slug}-{resized}-light" if light else None)
        finally:
            context.close()
            clean_up()
