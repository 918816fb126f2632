"""How the course's figures look on screen in a lesson: for each figure in the visible
notebook, the smallest on-screen size of its words and whether it reaches past its box.

Shared by the browser test (test_figures_browser.py) and `benchmarks/figure_words.py`.
A figure is a course drawing or chart (`figure.cl-figure`) or a row of tile pictures
(`.cl-rack-row`); only the layout the page shows is measured (a hidden one has no box).
A word's on-screen size is its font size times the scale its SVG is drawn at
(`getScreenCTM`), so a picture shrunk to fit shows the size a learner reads. The marks on a
tile's own face are picture, not words (the label under the tile names it).
"""

from __future__ import annotations

from typing import Any

from lab import ACTIVE_NOTEBOOK

FIGURES = f"{ACTIVE_NOTEBOOK} .jp-OutputArea-output :is(figure.cl-figure, .cl-rack-row)"

_MEASURE = """(selector) => {
  const shown = (el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== "hidden";
  const page = document.documentElement.clientWidth;
  const out = [];
  for (const fig of document.querySelectorAll(selector)) {
    if (!shown(fig) || (fig.parentElement && fig.parentElement.closest("figure.cl-figure, .cl-rack-row"))) continue;
    fig.scrollIntoView({block: "center"});
    const box = (fig.closest(".jp-OutputArea-output") || fig.parentElement).getBoundingClientRect();
    const svgs = [...fig.querySelectorAll("svg")].filter(shown);
    const outer = svgs.filter((s) => !s.parentElement.closest("svg"));
    const name = fig.getAttribute("aria-label") || (outer[0] && outer[0].getAttribute("aria-label")) || "?";
    let least = Infinity, word = "", right = -Infinity;
    for (const s of outer) right = Math.max(right, s.getBoundingClientRect().right);
    for (const t of fig.querySelectorAll("text")) {
      // A tile's own face (its corner code, the word JOKER) is picture, not words: the label
      // under the tile names it.
      if (!shown(t) || !t.textContent.trim() || t.closest("svg[data-tile]")) continue;
      const m = t.getScreenCTM();
      if (!m) continue;
      const px = parseFloat(getComputedStyle(t).fontSize) * Math.hypot(m.a, m.b);
      if (px < least) { least = px; word = t.textContent.trim().slice(0, 30); }
    }
    // A block inside the figure that scrolls sideways (the old way of keeping words big).
    const scrolls = [...fig.querySelectorAll("*")].some((el) => el.scrollWidth > el.clientWidth + 1
      && ["auto", "scroll"].includes(getComputedStyle(el).overflowX));
    out.push({
      name: name.slice(0, 60),
      kind: [...new Set(outer.map((s) => String(s.getAttribute("class") || "").replace("cl-fig ", "")).filter(Boolean))].join(" ").slice(0, 40),
      least: least === Infinity ? null : Math.round(least * 10) / 10,
      word,
      width: Math.round(outer.reduce((w, s) => Math.max(w, s.getBoundingClientRect().width), 0)),
      box: Math.round(box.width),
      room: Math.round(fig.getBoundingClientRect().width),
      past: Math.max(0, Math.round(right - Math.min(box.right, page))),
      scrolls,
    });
  }
  const panel = document.querySelector(selector.split(" ")[0]);
  const scroller = panel && panel.querySelector(".jp-WindowedPanel-outer");
  const sideways = !!scroller && scroller.scrollWidth > scroller.clientWidth + 1;
  return {figures: out, sideways, page};
}"""


def measure(page: Any) -> dict[str, Any]:
    """Every figure in the visible notebook: `name`, `kind` (its SVGs' classes), `least` (the
    smallest word on screen, px; None for a picture without words), `word` (that word), `width`
    (px drawn), `box` (its output's width), `room` (the figure's own width, its output's less
    the page's padding), `past` (px past its box or the window's right edge),
    `scrolls` (it scrolls sideways inside itself); and `sideways` (the notebook itself scrolls
    sideways) and `page` (the window's width)."""
    return page.evaluate(_MEASURE, FIGURES)
