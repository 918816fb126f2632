"""The first screen of a course notebook exactly as `make lab` serves it to a fresh profile
(issue 31): the course's settings and page extension, nothing switched off, closed or resized
by the test; each case in a fresh browser context at its own width.

At 320, 390, 640 and 1280 px, light and dark, lesson 1 and the express page: no side panel
open, no news prompt, no code input and no notebook toolbar visible, the lesson at least 90%
of the window wide, nothing past the window's right edge, axe with no critical or serious
violation in what the course draws. A panel the learner opens stays open after a reload; the
code switch (`?code=show`, the command "Show the course's code") shows the code and hides it.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

import lab
import course_pages

LESSON = "01_start_here.ipynb"
EXPRESS = "00_express.ipynb"
WIDTHS = (320, 390, 640, 1280)
HEIGHT = 900
SHOTS = Path("/tmp/shots-shell")


@pytest.fixture
def fresh(browser, learner_server: lab.LabServer) -> Iterator[object]:
    """A function opening a fresh context `width` px wide (a new browser profile); after the
    test: contexts closed, kernels shut down, theme and workspace forgotten on the server."""
    contexts = []

    def open_context(width: int):
        context = browser.new_context(viewport={"width": width, "height": HEIGHT}, device_scale_factor=1)
        context.set_default_timeout(30_000)
        contexts.append(context)
        return context.new_page()

    yield open_context
    for context in contexts:
        context.close()
    learner_server.shutdown_kernels()
    learner_server.reset_user_state()


@pytest.mark.parametrize("theme", lab.THEMES, ids=lab.theme_slug)
@pytest.mark.parametrize("width", WIDTHS)
@pytest.mark.parametrize("nb", [LESSON, EXPRESS])
def test_first_screen_is_a_page(fresh, learner_server, axe, nb: str, width: int, theme: str) -> None:
    page = fresh(width)
    lab.open_notebook(page, learner_server, nb, timeout=120)
    where = f"{nb} at {width} px, {lab.theme_slug(theme)}"
    # The prompt comes a moment after the layout is restored: wait for it, then expect none.
    assert not lab.wait_for_news_prompt(page), f"{where}: the news prompt shows"
    course_pages.assert_screen(lab.first_screen(page), f"{where}, as opened")
    _every_menu_on_screen(page, width, where)
    if theme != lab.LIGHT:
        lab.set_theme(page, theme)
    state = lab.run_all_cells(page, nb, timeout=180)
    assert not lab.error_outputs(page, state), lab.error_outputs(page, state)
    first = page.locator(f"{lab.ACTIVE_NOTEBOOK} .cl-exercise").first
    first.wait_for()
    first.scroll_into_view_if_needed()
    course_pages.assert_screen(lab.first_screen(page), f"{where}, its cells run")
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / f"{Path(nb).stem}-{width}-{lab.theme_slug(theme)}.png"))
    result = lab.run_axe(page, f"first-screen-{Path(nb).stem}-{width}-{lab.theme_slug(theme)}")
    assert not lab.serious(result["course"]), lab.serious(result["course"])
    # JupyterLab's own page around it too, but for its notebook's cell list: a role=feed whose
    # cells carry no role (aria-required-children), in every JupyterLab 4 notebook.
    theirs = [v for v in result["other"] if not (
        v["id"] == "aria-required-children"
        and all("jp-WindowedPanel-viewport" in " ".join(n["target"]) for n in v["nodes"]))]
    assert not lab.serious(theirs), lab.serious(theirs)


def test_a_panel_the_learner_opens_stays_open(fresh, learner_server) -> None:
    page = fresh(1280)
    lab.open_notebook(page, learner_server, LESSON, timeout=120)
    assert lab.first_screen(page)["leftOpen"] is False
    # The learner opens the file browser from its tab, as a person does (a real click).
    page.locator('.jp-SideBar.jp-mod-left .lm-TabBar-tab[data-id="filebrowser"]').click()
    page.wait_for_function("() => !window.jupyterapp.shell.leftCollapsed")
    # Past the first open's guard (5 s), the panel is still open: nothing closed it.
    page.wait_for_function("() => document.documentElement.dataset.clFirstOpen === 'done'", timeout=10_000)
    page.wait_for_timeout(500)
    assert lab.first_screen(page)["leftOpen"], "the panel the learner opened was closed"
    # JupyterLab saves the layout in the workspace a moment later; then reload.
    page.wait_for_function(
        """async () => {
            const c = JSON.parse(document.getElementById('jupyter-config-data').textContent);
            const r = await fetch(c.fullWorkspacesApiUrl.replace(/\\/$/, '') + '/' + c.workspace,
                                  {headers: {Authorization: 'token ' + c.token}});
            const ws = await r.json();
            const left = ws.data && ws.data['layout-restorer:data'] && ws.data['layout-restorer:data'].left;
            return !!(left && !left.collapsed);
        }""",
        timeout=15_000,
        polling=250,
    )
    page.reload(wait_until="domcontentloaded")
    lab.wait_for_lab_ready(page, timeout=120)
    page.wait_for_timeout(6000)  # longer than the first open's guard: had it closed it, it has
    assert not page.evaluate("() => window.jupyterapp.shell.leftCollapsed"), "the panel was closed after a reload"


def _wait_for_code(page) -> None:
    """Wait until a code input shows in the visible notebook (its cells render a moment after
    the first one): a snapshot taken at once could count none that are about to show."""
    page.wait_for_function(
        f"""() => Array.from(document.querySelectorAll('{lab.ACTIVE_NOTEBOOK} .jp-CodeCell .jp-Cell-inputWrapper'))
              .some((el) => el.getBoundingClientRect().height > 2)""",
        timeout=30_000,
    )


def test_the_code_switch_shows_the_code(fresh, learner_server) -> None:
    page = fresh(1280)
    page.goto(learner_server.notebook_url(LESSON) + "&code=show", wait_until="domcontentloaded")
    lab.wait_for_lab_ready(page, timeout=120)
    page.locator(f"{lab.ACTIVE_NOTEBOOK} .jp-Cell").first.wait_for()
    page.wait_for_function(
        f"() => document.querySelector('{lab.ACTIVE_NOTEBOOK}.cl-course-page') !== null"
    )
    _wait_for_code(page)
    shown = lab.first_screen(page)
    assert shown["codeInputs"] > 0 and shown["toolbar"], f"?code=show did not show the code: {shown}"
    assert page.evaluate("() => window.jupyterapp.commands.label('charleston-lessons:show-code')") == (
        "Show the course's code"
    )
    assert page.evaluate("() => window.jupyterapp.commands.isToggled('charleston-lessons:show-code')")
    # Remembered in this browser: a reload without the query still shows it.
    page.goto(learner_server.notebook_url(LESSON), wait_until="domcontentloaded")
    lab.wait_for_lab_ready(page, timeout=120)
    page.locator(f"{lab.ACTIVE_NOTEBOOK} .jp-Cell").first.wait_for()
    _wait_for_code(page)  # times out, and fails, if the switch was not remembered
    assert lab.first_screen(page)["codeInputs"] > 0, "the code switch was not remembered"
    # The command hides it again.
    page.evaluate("() => window.jupyterapp.commands.execute('charleston-lessons:show-code')")
    page.wait_for_function("() => !document.body.classList.contains('cl-show-code')")
    hidden = lab.first_screen(page)
    assert hidden["codeInputs"] == 0 and not hidden["toolbar"], f"the command did not hide the code: {hidden}"
    # In front of a Malay lesson the command speaks Malay (it was English only).
    page.goto(learner_server.notebook_url(f"ms/{LESSON}"), wait_until="domcontentloaded")
    lab.wait_for_lab_ready(page, timeout=120)
    page.locator(f"{lab.ACTIVE_NOTEBOOK}.cl-course-page .jp-Cell").first.wait_for()
    page.wait_for_function(
        "() => (window.jupyterapp.shell.currentWidget?.context?.path || '').startsWith('ms/')")
    assert page.evaluate("() => window.jupyterapp.commands.label('charleston-lessons:show-code')") == (
        "Tunjukkan kod kursus"
    )


def test_a_window_made_narrow_becomes_a_single_page_and_back(fresh, learner_server) -> None:
    page = fresh(1280)
    lab.open_notebook(page, learner_server, LESSON, timeout=120)
    assert lab.first_screen(page)["mode"] == "multiple-document"
    lab.resize(page, {"width": 390, "height": HEIGHT})
    narrow = lab.first_screen(page)
    assert narrow["mode"] == "single-document" and narrow["share"] >= 0.9 and narrow["pastRight"] == 0, narrow
    lab.resize(page, {"width": 1280, "height": HEIGHT})
    wide = lab.first_screen(page)
    assert wide["mode"] == "multiple-document", wide
    assert page.evaluate("() => window.jupyterapp.shell.isSideTabBarVisible('left')"), "the side tab bar stayed hidden"


def _every_menu_on_screen(page, width: int, where: str) -> None:
    """Every menu of the menu bar, Help too, can be reached within the window: the bar keeps
    inside it, and a menu past its edge is scrolled to within the bar (page.css lets the bar
    scroll at 800 px and less; JupyterLab measured the menus while the page was hidden, so it
    folds none into its "..." menu), and its menu opens within the window when clicked."""
    bar = page.locator("#jp-MainMenu")
    box = bar.bounding_box()
    assert box and box["x"] >= 0 and box["x"] + box["width"] <= width + 1, f"{where}: the menu bar runs off the window: {box}"
    items = lab.menu_bar(page)
    labels = [item["label"] for item in items]
    assert "Help" in labels or "..." in labels, f"{where}: neither Help nor a '...' menu: {labels}"
    last = page.locator("#jp-MainMenu .lm-MenuBar-item").last
    last.scroll_into_view_if_needed()
    shown = last.bounding_box()
    assert shown and shown["x"] + shown["width"] <= width + 1, f"{where}: {labels[-1]} cannot be brought on screen: {shown}"
    last.click()
    try:
        menu = page.locator(".lm-Menu").first
        menu.wait_for(state="visible", timeout=5_000)
        opened = menu.bounding_box()
        assert opened and opened["x"] >= 0 and opened["x"] + opened["width"] <= width + 1, (
            f"{where}: the {labels[-1]} menu opens past the window's edge: {opened}")
        lab.screenshot(page, f"menu-{labels[-1].strip('.') or 'more'}-{width}")
    finally:
        page.keyboard.press("Escape")
