"""Every page the workshop serves reads as a course page, at any width, light and dark.

`make workshop` serves every lesson, the express page, practice, the rules reference, the table
for four and every instructor notebook as a Voilà app with the course's template. Each page is
opened once (one Voilà server for the module, like `make workshop`, its kernels given a room
store with learners in it, as the workshop gives them one by default), and then, at 320, 390,
640 and 1280 px wide, in the light and then the dark theme:

- no code cell's input shows, and the page's text quotes no Python (a call, an import, the
  package's name): a page is read, not programmed;
- the cells take at least 90% of the window's width and nothing reaches past its right edge
  (what a box of its own scrolls, such as a wide figure in its focusable `.cl-scroll`, is inside
  that box); no text block scrolls sideways;
- every link in running text is underlined (never told from its words by colour alone);
- the first exercise's controls are in the window and take an answer (answered once, at 320 px);
- axe-core finds nothing critical or serious on the page.

The theme is switched in the page, as Voilà's own theme manager does it: the theme stylesheet
swapped for the other one Voilà serves and the body's theme marks set, so one page (and one
kernel) serves both themes. Every colour the course draws is a theme variable, so this is what
`?theme=dark` or WORKSHOP_THEME=dark gives.

Screenshots: test-artifacts/screenshots/voila-page-<page>-<width>-<theme>.png for lesson 1, the
express page, the answer key and the live room, at 390 and 1280 px.
"""

from __future__ import annotations

import re
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import lab
import pytest
from test_voila_browser import VoilaServer, _start_voila

from charleston_lessons.exercises import Outcome
from charleston_lessons.progress import Attempt
from charleston_lessons.room_store import open_room

pytestmark = pytest.mark.browser


def _pages() -> list[str]:
    """Every page `make workshop` lists: the English notebooks and the instructor kit."""
    top = sorted(p.name for p in lab.NOTEBOOKS_DIR.glob("*.ipynb"))
    kit = sorted(f"instructor/{p.name}" for p in (lab.NOTEBOOKS_DIR / "instructor").glob("*.ipynb"))
    return top + kit


PAGES = _pages()
WIDTHS = (320, 390, 640, 1280)
THEMES = ("light", "dark")
SHOTS = {"00_express.ipynb", "01_start_here.ipynb", "instructor/answer_key.ipynb", "instructor/room_live.ipynb"}
SHOT_WIDTHS = (390, 1280)


def test_the_pages_are_every_page_the_workshop_serves() -> None:
    # The list the other tests run over: lessons, express, practice, the reference, the table
    # for four and the whole instructor kit (a new notebook joins it by being in notebooks/).
    from charleston_lessons.lessons import EXPRESS_NOTEBOOK, PRACTICE_NOTEBOOK, all_lessons
    from charleston_lessons.rulebook import REFERENCE_NOTEBOOK

    wanted = {EXPRESS_NOTEBOOK, PRACTICE_NOTEBOOK, REFERENCE_NOTEBOOK, "table_for_four.ipynb"}
    wanted |= {data.notebook for data in all_lessons()}
    wanted |= {f"instructor/{name}.ipynb" for name in
               ("answer_key", "facilitator_guide", "live_table", "room_dashboard", "room_live", "tables")}
    assert wanted <= set(PAGES), sorted(wanted - set(PAGES))


def _fill(path: Path) -> None:
    """An invented room: a dozen learners at different lessons, enough rows for the live
    room's tables to be long at a phone's width."""
    ids = ["start-here/set-size", "start-here/code-9-crak", "order-of-passes/how-many-passes",
           "rollor/direction-3", "rollor/direction-4"]
    now = time.time()
    with open_room(path) as room:
        for number in range(12):
            me = room.join(f"Learner {number:02d}")
            for step, exercise in enumerate(ids[: 1 + number % len(ids)]):
                outcome = Outcome.CORRECT if (number + step) % 3 else Outcome.INCORRECT
                room.record(me, Attempt(exercise, outcome, now - 30 * (5 - step)))


@pytest.fixture(scope="module")
def voila_pages(chromium_path: str, tmp_path_factory: pytest.TempPathFactory) -> Iterator[VoilaServer]:
    """Voilà as `make workshop` runs it, over a copy of notebooks/, its kernels given a room."""
    folder = tmp_path_factory.mktemp("voila-pages")
    _fill(folder / "room.db")
    try:
        server = _start_voila(folder, room=folder / "room.db")  # Voilà, and so every kernel, reads it
    except RuntimeError as exc:
        pytest.fail(str(exc), pytrace=False)
    yield server
    server.stop()


# The page is ready when Voilà has shown its cells and what they draw has stopped changing
# (widgets rendered); a live page that keeps redrawing is taken as it is after 10 s.
_SETTLED = """async () => {
  const cells = () => document.getElementById('rendered_cells');
  const t0 = performance.now();
  while (!(cells() && getComputedStyle(cells()).display !== 'none')) {
    if (performance.now() - t0 > 90000) return false;
    await new Promise(r => setTimeout(r, 100));
  }
  let last = -1, same = 0;
  while (same < 4 && performance.now() - t0 < 10000) {
    await new Promise(r => setTimeout(r, 200));
    const size = cells().innerHTML.length;
    same = size === last ? same + 1 : 0;
    last = size;
  }
  return true;
}"""


class Opened:
    """One page open in the browser, shared by its widths and themes."""

    def __init__(self, name: str, page: Any, errors: list[str]) -> None:
        self.name, self.page, self.errors = name, page, errors
        self.theme = "light"
        self.answered = False


@pytest.fixture(scope="module", params=PAGES)
def opened(request: pytest.FixtureRequest, browser: Any, voila_pages: VoilaServer) -> Iterator[Opened]:
    """A page of the workshop, opened once at 1280x900 and left open for its widths and themes."""
    context = browser.new_context(viewport={"width": 1280, "height": 900}, device_scale_factor=1)
    context.set_default_timeout(30_000)
    page = context.new_page()
    errors: list[str] = []
    page.on("console", lambda m: errors.append(f"[console] {m.text}") if m.type == "error" else None)
    page.on("pageerror", lambda e: errors.append(f"[pageerror] {e}"))
    page.goto(voila_pages.render_url(request.param), wait_until="domcontentloaded", timeout=90_000)
    assert page.evaluate(_SETTLED), f"{request.param}: Voilà never showed the page"
    yield Opened(request.param, page, errors)
    context.close()  # Voilà shuts the page's kernel down when its socket closes


# The theme switch Voilà's theme manager makes: the other theme's stylesheet and the body's marks.
_SET_THEME = """async (dark) => {
  const [from, to] = dark ? ['theme-light.css', 'theme-dark.css'] : ['theme-dark.css', 'theme-light.css'];
  const link = [...document.querySelectorAll('link[rel=stylesheet]')].find(l => l.href.includes(from));
  if (!link) return false;
  await new Promise((resolve, reject) => {
    link.addEventListener('load', resolve, {once: true});
    link.addEventListener('error', reject, {once: true});
    link.href = link.href.replace(from, to);
  });
  document.body.classList.replace(dark ? 'theme-light' : 'theme-dark', dark ? 'theme-dark' : 'theme-light');
  document.body.dataset.jpThemeLight = String(!dark);
  document.body.dataset.jpThemeName = dark ? 'JupyterLab Dark' : 'JupyterLab Light';
  return getComputedStyle(document.body).getPropertyValue('--jp-layout-color0').trim();
}"""


def _use(opened: Opened, width: int, theme: str) -> None:
    page = opened.page
    if theme != opened.theme:
        background = page.evaluate(_SET_THEME, theme == "dark")
        assert background, f"{opened.name}: the {theme} theme's stylesheet did not load"
        opened.theme = theme
    page.set_viewport_size({"width": width, "height": 900})
    page.evaluate("() => new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r)))")
    page.wait_for_timeout(150)  # widgets that re-lay on resize


# What a page shows of its code: code cells' inputs and prompts.
_CODE_SHOWN = """() => ({
  codeInputs: document.querySelectorAll(
      '.jp-CodeCell .jp-InputArea, .jp-InputArea-editor, .cm-editor, .CodeMirror').length,
  inputPrompts: [...document.querySelectorAll('.jp-InputPrompt')].filter(n => n.textContent.trim()).length,
})"""

# Python in a page's words: an import, a dotted call, a keyword argument, the package's name.
PYTHON = re.compile(
    r"^\s*(?:from\s+\w[\w.]*\s+import|import\s+\w)"  # an import
    r"|\b[A-Za-z_]\w*\.[A-Za-z_]\w*\("  # a call on a module or object: course.live_room(
    r"|\b[a-z_]+\w*=[\"'\d(]"  # a keyword argument: bot_delay=8, now=(...)
    r"|charleston_lessons",
    re.MULTILINE,
)

# Where the page's layout stands at this width: the cells' column, anything past the right
# edge that no box of its own clips, text blocks that scroll sideways, links told by colour.
_LAYOUT = """() => {
  const W = document.documentElement.clientWidth;
  const root = document.getElementById('rendered_cells');
  const cells = [...root.querySelectorAll('.jp-Cell')].filter(c => c.getClientRects().length)
      .map(c => c.getBoundingClientRect()).filter(r => r.width > 0);
  const left = Math.min(...cells.map(r => r.left)), right = Math.max(...cells.map(r => r.right));
  const name = (el) => `${el.tagName.toLowerCase()}.${String(el.className.baseVal ?? el.className).trim().split(/\\s+/).slice(0, 2).join('.')}`;
  const past = [], sideways = [], plainLinks = [];
  for (const el of root.querySelectorAll('*')) {
    const r = el.getBoundingClientRect();
    if (r.width > 0 && r.right > W + 1) {
      let clipped = false;
      for (let up = el.parentElement; up && up !== root; up = up.parentElement) {
        if (getComputedStyle(up).overflowX !== 'visible' && up.getBoundingClientRect().right <= W + 1) { clipped = true; break; }
      }
      if (!clipped) past.push(`${name(el)} to ${Math.round(r.right)} px`);
    }
    const s = getComputedStyle(el);
    if ((s.overflowX === 'auto' || s.overflowX === 'scroll') && el.scrollWidth > el.clientWidth + 1
        && !el.classList.contains('cl-scroll')) sideways.push(`${name(el)} ${el.scrollWidth} in ${el.clientWidth} px`);
  }
  for (const a of root.querySelectorAll('a[href]')) {
    if (a.classList.contains('jp-InternalAnchorLink') || !a.getClientRects().length) continue;
    const block = a.closest('p, li, td, dd');
    if (block && block.textContent.trim() !== a.textContent.trim()
        && !getComputedStyle(a).textDecorationLine.includes('underline')) plainLinks.push(a.textContent.trim().slice(0, 40));
  }
  return {W, root: root.getBoundingClientRect().width, column: right - left, docScroll: document.documentElement.scrollWidth,
          rootScroll: root.scrollWidth - root.clientWidth, past: past.slice(0, 8), sideways, plainLinks};
}"""

# The first exercise's controls: each visible one's left and right edge, and whether it is enabled.
_CONTROLS = """() => {
  const ex = document.querySelector('#rendered_cells .cl-exercise');
  if (!ex) return null;
  ex.scrollIntoView({block: 'center'});
  return [...ex.querySelectorAll('button, input, select, textarea, [role=checkbox], [role=radio]')]
    .filter(c => c.getClientRects().length)
    .map(c => { const r = c.getBoundingClientRect();
      return {label: (c.getAttribute('aria-label') || c.textContent || c.tagName).trim().slice(0, 30),
              left: r.left, right: r.right, disabled: !!c.disabled || c.getAttribute('aria-disabled') === 'true'}; });
}"""


def _answer_first_exercise(page: Any) -> str:
    """Answer the page's first exercise as a person does (a choice, a number or a tile, then
    its Check button) and return the verdict it shows."""
    exercise = page.locator("#rendered_cells .cl-exercise").first
    feedback = exercise.locator(".cl-feedback").first
    before = feedback.inner_text()
    radios, boxes = exercise.get_by_role("radio"), exercise.get_by_role("checkbox")
    if radios.count():
        radios.first.click()
    elif exercise.get_by_role("textbox").count():
        exercise.get_by_role("textbox").first.fill("3")
    elif boxes.count():
        boxes.first.click()
    check = exercise.locator(".cl-picker-submit")
    if not check.count():
        check = exercise.get_by_role("button", name=re.compile(r"^\W*Check"))
    check.first.click()
    deadline = time.monotonic() + 30
    while (now := feedback.inner_text()) == before:
        assert time.monotonic() < deadline, f"no verdict after Check: {before!r}"
        page.wait_for_timeout(100)
    return now


def _screenshot(opened: Opened, width: int, theme: str) -> None:
    lab.SCREENSHOTS_DIR.mkdir(parents=True, exist_ok=True)
    slug = opened.name.removesuffix(".ipynb").replace("/", "-")
    path = lab.SCREENSHOTS_DIR / f"voila-page-{slug}-{width}-{theme}.png"
    overflow = "() => { const e = document.querySelector('#rendered_cells'); return e ? e.scrollHeight - e.clientHeight : 0; }"
    opened.page.evaluate("() => document.getElementById('rendered_cells').scrollTo(0, 0)")
    original = lab.grow_to_notebook(opened.page, 8_000, overflow)  # the top of a long page
    try:
        opened.page.screenshot(path=str(path), full_page=True)
    finally:
        if original:
            opened.page.set_viewport_size(original)


# Widths vary fastest (the top mark), so each page is read in light, then switched once to dark.
@pytest.mark.parametrize("width", WIDTHS)
@pytest.mark.parametrize("theme", THEMES)
def test_a_workshop_page_reads_as_a_course_page(opened: Opened, width: int, theme: str, axe: str) -> None:
    _use(opened, width, theme)
    page, where = opened.page, f"{opened.name} at {width} px, {theme}"

    shown = page.evaluate(_CODE_SHOWN)
    assert shown == {"codeInputs": 0, "inputPrompts": 0}, (where, shown)
    text = page.locator("#rendered_cells").inner_text()
    assert "Traceback" not in text and "Error displaying widget" not in text, where
    python = [m.group(0) for m in PYTHON.finditer(text)]
    assert python == [], (where, python, [line for line in text.splitlines() if PYTHON.search(line)][:3])

    layout = page.evaluate(_LAYOUT)
    assert layout["W"] == width, (where, layout["W"])
    assert layout["column"] >= 0.9 * width, (where, layout["column"])
    assert layout["past"] == [] and layout["docScroll"] <= width and layout["rootScroll"] <= 1, (where, layout)
    assert layout["sideways"] == [], (where, layout["sideways"])
    assert layout["plainLinks"] == [], (where, layout["plainLinks"])

    controls = page.evaluate(_CONTROLS)
    if controls is not None:  # the page has an exercise: its controls are in the window, usable
        assert controls, f"{where}: the first exercise shows no control"
        outside = [c["label"] for c in controls if c["left"] < -1 or c["right"] > width + 1]
        assert outside == [], (where, outside)
        assert any(not c["disabled"] for c in controls), (where, controls)
        if not opened.answered and width == min(WIDTHS):
            verdict = _answer_first_exercise(page)
            assert re.search(r"Correct|Not quite|✓|✗", verdict), (where, verdict)
            opened.answered = True

    found = lab.run_axe(page, f"voila-page-{opened.name}-{width}-{theme}", include="#rendered_cells",
                        whole_notebook=False)
    assert lab.serious(found["course"] + found["other"]) == [], (where, lab.serious(found["course"] + found["other"]))
    assert opened.errors == [], (where, opened.errors)

    if opened.name in SHOTS and width in SHOT_WIDTHS:
        _screenshot(opened, width, theme)
