"""A lesson reads as a page for older players, in real JupyterLab with the course's shipped
settings and page style (as `make lab` serves them):

- every control the course draws (found in the DOM inside the course's widget roots, not
  named by hand) is at least 44 x 44 px, its words at least 16 px, and a click at its centre
  reaches it (nothing of JupyterLab's lies over it), in lessons 5 and 10, light and dark,
  1366 and 390 px wide;
- the glossary in lesson 1 breaks no word at 390 px and draws no ruled lines;
- axe-core, with link-in-text-block on, finds no critical or serious violation in the course's
  own content (the rendered lesson text as well as its outputs), in lesson 1 and the rules
  reference;
- a course notebook shows no prompt column or execution counts and no cell toolbar after Run
  All, and its text is 16 px.

Screenshots: test-artifacts/screenshots/page-<lesson>-<wide|narrow>-<theme>.png.
"""

from __future__ import annotations

import lab
import pytest

from charleston_lessons.lessons import lesson
from charleston_lessons.rulebook import REFERENCE_NOTEBOOK
from charleston_lessons.widgets._style import ROOTS, TARGET_PX, TEXT_PX

pytestmark = pytest.mark.browser

WIDE = {"width": 1366, "height": 900}
NARROW = {"width": 390, "height": 844}  # a phone held upright
# What a person can press, type in or choose.
CONTROL = ("button, select, textarea, input:not([type=hidden]), a[href], [role=button], [role=radio],"
           " [role=checkbox], [role=switch], [role=option], [role=tab], [role=link], [role=spinbutton]")

# Every control inside a course widget root: its target's size (a check box or radio input
# with its labels; a link standing alone, not one inside a sentence, which WCAG exempts) and
# the smallest font size of any words in it.
_MEASURE = """([roots, control, active]) => {
  const shown = (el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== "hidden";
  const union = (els) => {
    const rs = els.filter(shown).map((e) => e.getBoundingClientRect());
    const left = Math.min(...rs.map((r) => r.left)), right = Math.max(...rs.map((r) => r.right));
    const top = Math.min(...rs.map((r) => r.top)), bottom = Math.max(...rs.map((r) => r.bottom));
    return {w: right - left, h: bottom - top};
  };
  const smallestText = (el) => {
    let least = parseFloat(getComputedStyle(el).fontSize);
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let t = walker.nextNode(); t; t = walker.nextNode()) {
      if (!t.textContent.trim() || !t.parentElement || !shown(t.parentElement)) continue;
      if (t.parentElement.closest("svg")) continue;  // a tile's own picture, not words
      least = Math.min(least, parseFloat(getComputedStyle(t.parentElement).fontSize));
    }
    return least;
  };
  const panel = document.querySelector(active);
  const scroller = panel && (panel.querySelector(".jp-WindowedPanel-outer") || panel.querySelector(".jp-Notebook"));
  const area = (scroller || document.documentElement).getBoundingClientRect();
  const out = [];
  const seen = new Set();
  for (const root of document.querySelectorAll(`${active} .jp-OutputArea-output :is(${roots})`)) {
    for (const el of root.querySelectorAll(control)) {
      if (seen.has(el) || !shown(el) || el.closest("[hidden], [aria-hidden=true]")) continue;
      seen.add(el);
      const outer = el.parentElement && el.parentElement.closest(control);
      if (outer && root.contains(outer)) continue;  // measured as part of the control around it
      let target = [el];
      if (el.tagName === "A") {
        const block = el.parentElement;
        if (block && block.textContent.trim() !== el.textContent.trim()) continue;  // inline link
      }
      if (el.tagName === "INPUT" && ["checkbox", "radio"].includes(el.type) && el.labels) {
        target = [el, ...el.labels];
      }
      const {w, h} = union(target);
      const words = (el.getAttribute("aria-label") || el.textContent || el.value || el.tagName).trim();
      // What a click at the control's centre reaches: the control, or something laid over it.
      const box = el.getBoundingClientRect();
      const [x, y] = [box.left + box.width / 2, box.top + box.height / 2];
      // In view: inside the notebook's own scrolled area. A control cut off at its edge lies
      // under JupyterLab's toolbar or status bar only until the learner scrolls to it.
      const inView = y >= area.top && y < area.bottom && x >= area.left && x < area.right;
      const hit = inView ? document.elementFromPoint(x, y) : null;
      out.push({
        what: `${el.tagName.toLowerCase()}${el.getAttribute("role") ? "[" + el.getAttribute("role") + "]" : ""}`
              + `.${String(el.className).split(" ")[0]} "${words.slice(0, 40)}"`,
        w: Math.round(w * 10) / 10, h: Math.round(h * 10) / 10, font: smallestText(el),
        inView, covered: inView && !!hit && !el.contains(hit) && !(el.labels && [...el.labels].some((l) => l.contains(hit)))
          ? String(hit.className).split(" ")[0] || hit.tagName : null,
      });
    }
  }
  return out;
}"""

# In the glossary: every word (a run of letters and digits) drawn on one line, nothing wider
# than the glossary, and no ruled line drawn by any of its elements.
_GLOSSARY = """() => {
  const list = document.querySelector(".jp-NotebookPanel:not(.lm-mod-hidden) dl.cl-glossary");
  if (!list) return null;
  list.scrollIntoView();
  const broken = [], ruled = [];
  let words = 0;
  const walker = document.createTreeWalker(list, NodeFilter.SHOW_TEXT);
  for (let t = walker.nextNode(); t; t = walker.nextNode()) {
    for (const m of t.textContent.matchAll(/[\\p{L}\\p{N}]+/gu)) {
      const range = document.createRange();
      range.setStart(t, m.index);
      range.setEnd(t, m.index + m[0].length);
      const tops = new Set(Array.from(range.getClientRects()).map((r) => Math.round(r.top)));
      words += 1;
      if (tops.size > 1) broken.push(m[0]);
    }
  }
  for (const el of [list, ...list.querySelectorAll("*")]) {
    const s = getComputedStyle(el);
    for (const side of ["Top", "Bottom"]) {
      if (parseFloat(s[`border${side}Width`]) > 0 && s[`border${side}Style`] !== "none") {
        ruled.push(`${el.tagName} ${side}: ${(el.textContent || "").trim().slice(0, 40)}`);
      }
    }
  }
  return {words, broken, ruled, overflow: list.scrollWidth - list.clientWidth, entries: list.querySelectorAll("dt").length};
}"""

# What JupyterLab shows around the cells of the visible notebook after its own run.
_PAGE = """() => {
  const panel = document.querySelector(".jp-NotebookPanel:not(.lm-mod-hidden)");
  const visible = (sel) => Array.from(panel.querySelectorAll(sel)).filter(
    (el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== "hidden").length;
  const text = panel.querySelector(".jp-MarkdownOutput p");
  return {
    marked: panel.classList.contains("cl-course-page"),
    prompts: visible(".jp-InputPrompt, .jp-OutputPrompt"),
    toolbars: visible(".jp-cell-toolbar"),
    textPx: parseFloat(getComputedStyle(text).fontSize),
    startLine: visible(".cl-run-all") + (panel.innerText.includes("Run All Cells") ? 1 : 0),
  };
}"""


def _measure(page) -> list[dict]:
    return page.evaluate(_MEASURE, [ROOTS, CONTROL, lab.ACTIVE_NOTEBOOK])


def _too_small(controls: list[dict]) -> list[str]:
    return [f"{c['what']}: {c['w']} x {c['h']} px, text {c['font']} px" for c in controls
            if c["w"] < TARGET_PX or c["h"] < TARGET_PX or c["font"] < TEXT_PX]


def _covered(controls: list[dict]) -> list[str]:
    """Controls that a click at their centre does not reach (something lies over them)."""
    return [f"{c['what']}: under {c['covered']}" for c in controls if c["covered"]]


def _each_face(page, name: str):
    """Light and dark, 1366 then 390 px wide: yield (theme, size) with the page set so, after
    a screenshot of the whole notebook."""
    for theme in lab.THEMES:
        lab.set_theme(page, theme)
        for label, size in (("wide", WIDE), ("narrow", NARROW)):
            page.set_viewport_size(size)
            page.wait_for_timeout(200)
            lab.screenshot(page, f"page-{name}-{label}", theme, whole_notebook=True)
            yield theme, label


@pytest.mark.parametrize("number", [5, 10])
def test_every_control_is_large_with_large_words(page, lab_server, number):
    nb = lesson(number).notebook
    lab.open_notebook(page, lab_server, nb)
    state = lab.run_all_cells(page, nb)
    assert state["runAll"] == {"ok": True}, state["runAll"]
    # Not the first screen (test_first_screen_browser.py checks that): no panel by the widgets.
    lab.collapse_sidebars(page)
    problems, counts, reached = [], [], []
    for theme, label in _each_face(page, f"lesson{number:02d}"):
        lab.grow_to_notebook(page)
        controls = _measure(page)
        counts.append(len(controls))
        reached.append(sum(c["inView"] for c in controls))
        problems += [f"{lab.theme_slug(theme)} {label}: {line}" for line in _too_small(controls)]
        problems += [f"{lab.theme_slug(theme)} {label}: {line}" for line in _covered(controls)]
    print(f"lesson {number}: {counts[0]} controls measured per face; clicked at "
          f"{min(reached)} to {max(reached)} of them")
    # The lessons draw pickers, choices, text boxes and buttons: a measurement that found
    # none would pass for the wrong reason.
    assert min(counts) >= 20 and min(reached) >= 20, (counts, reached)
    assert problems == [], f"{len(problems)} too small or out of reach:\n" + "\n".join(problems[:60])


def test_lesson_one_and_the_reference_read_as_pages(page, lab_server, axe):
    nb = lesson(1).notebook
    lab.open_notebook(page, lab_server, nb)
    # page.js loads ipywidgets' controls while the kernel starts, before the page's own run asks
    # for any widget (issue 24: the first exercise no longer waits for that bundle).
    page.wait_for_function("() => (document.documentElement.dataset.clPreloaded || '')"
                           ".split(' ').includes('@jupyter-widgets/controls')", timeout=15_000)
    state = lab.run_all_cells(page, nb)
    marks = page.evaluate("() => document.documentElement.dataset")
    # The page hands its cells to the kernel's connection while the kernel starts; no widget can
    # come before the kernel answers, so the bundle is in time if it is there by then.
    assert int(marks["clPreloadedAt"]) <= int(marks["clKernel"]), marks
    assert state["runAll"] == {"ok": True}, state["runAll"]
    # Not the first screen (test_first_screen_browser.py checks that): no panel by the widgets.
    lab.collapse_sidebars(page)
    shown = page.evaluate(_PAGE)
    assert shown["marked"], "page.js did not mark lesson 1 as a course notebook"
    assert shown["prompts"] == 0, "execution counts / prompt column still shown"
    assert shown["toolbars"] == 0, "a cell toolbar is still shown after Run All"
    assert shown["startLine"] == 0, "the page runs itself: no line sends the learner to a menu"
    assert shown["textPx"] >= TEXT_PX, shown
    problems = []
    for theme, label in _each_face(page, "lesson01"):
        glossary = page.evaluate(_GLOSSARY)
        assert glossary and glossary["entries"] >= 10 and glossary["words"] > 200, glossary
        problems += [f"{theme} {label}: word broken: {w}" for w in glossary["broken"]]
        problems += [f"{theme} {label}: ruled line: {r}" for r in glossary["ruled"]]
        if glossary["overflow"] > 1:
            problems.append(f"{theme} {label}: glossary {glossary['overflow']} px too wide")
        if label == "wide":
            found = lab.run_axe(page, f"page-lesson01-{lab.theme_slug(theme)}")
            problems += [f"{theme}: {line}" for line in lab.serious(found["course"])]
    assert problems == [], "\n".join(problems)

    # The rules reference: text only, its links underlined too.
    lab.open_notebook(page, lab_server, REFERENCE_NOTEBOOK)
    page.set_viewport_size(WIDE)
    lab.set_theme(page, lab.LIGHT)
    assert page.evaluate(_PAGE)["marked"]
    links = page.locator(f"{lab.ACTIVE_NOTEBOOK} .jp-MarkdownOutput a[href]")
    assert links.count() > 20
    assert "underline" in links.first.evaluate("(a) => getComputedStyle(a).textDecorationLine")
    found = lab.run_axe(page, "page-reference-light")
    assert lab.serious(found["course"]) == [], "\n".join(lab.serious(found["course"]))
    lab.screenshot(page, "page-reference-wide", lab.LIGHT)
