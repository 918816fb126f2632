"""Styles every course widget shares: every control the course draws at least 44 x 44 px
with words of at least 16 px (many learners are older players), a visible focus ring on each,
buttons as wide as their words, and nothing wider than a phone's screen.

A course anywidget's stylesheet is in the page once, for the whole page; every course
anywidget (the picker, the answer form, the live region) carries these rules, so they apply
to the ipywidgets buttons beside them too. Colours are JupyterLab's theme variables.

A widget's stylesheet travels in its `_page_css` trait (`page_css`), not in anywidget's own
`_css`: anywidget writes `_css` into the page again for every widget made, unchanged or not,
and the browser then restyles the whole page, about 30 times while lesson 1 runs (issue 24).
The view puts it in the page itself (`adoptStyle` in its JS), only when the page has no copy
or an older one.
"""

from __future__ import annotations

from pathlib import Path

import traitlets

__all__ = ["COMMON_CSS", "HIDDEN", "ROOTS", "TARGET_PX", "TEXT_PX", "page_css", "with_common"]

# Every widget the course draws sits in one of these (the browser tests look for controls here).
ROOTS = ".cl-exercise, .cl-play-seat, .cl-live-table, .cl-overview, .cl-progress, .cl-lab, .cl-practice"
_ROOTS = ROOTS
# Many learners are older players: every control at least 44 x 44 px (WCAG 2.5.5) and its
# words at least 16 px.
TARGET_PX = 44
TEXT_PX = 16
# Read by a screen reader, not shown (the usual visually-hidden pattern), as an inline style.
HIDDEN = ("position:absolute;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;"
          "clip:rect(0,0,0,0);white-space:nowrap;border:0")

COMMON_CSS = f"""
/* Large enough for older players: every control at least {TARGET_PX} x {TARGET_PX} px, its
   words at least {TEXT_PX} px (ipywidgets take their words' size from the first variable;
   their line height, which sets the spacing of text, is left alone). */
:is({_ROOTS}) {{
  --jp-widgets-font-size: {TEXT_PX}px;
  /* and the course's own words inside them (a progress line, a caption), which take
     JupyterLab's interface size (13 px) */
  --jp-ui-font-size1: {TEXT_PX}px;
  --cl-target: {TARGET_PX}px;
  --cl-text: {TEXT_PX}px;
}}
:is({_ROOTS}) :is(button, select, input, textarea, label, [role=button], [role=radio], [role=checkbox]) {{
  font-size: max(var(--cl-text), 1em);
}}
:is({_ROOTS}) :is(button, select, textarea, input:not([type=checkbox]):not([type=radio]), [role=button], [role=radio]) {{
  min-height: var(--cl-target);
  min-width: var(--cl-target);
}}
/* Keyboard focus on anything the course draws: a 3 px ring in the theme's brand colour,
   set off from the control (DESIGN: at least 3:1 against the page in both themes). */
:is({_ROOTS}) :is(button, select, input, textarea, [tabindex]):focus-visible {{
  outline: 3px solid var(--jp-brand-color1, #1976d2) !important;
  outline-offset: 2px !important;
  box-shadow: none;
}}
/* A hint or solution just opened takes the focus from the page (Areas.bring), however it was
   asked for: its ring shows after a click too, so the eye finds what the focus moved to. */
:is({_ROOTS}) .cl-area[tabindex]:focus {{
  outline: 3px solid var(--jp-brand-color1, #1976d2) !important;
  outline-offset: 2px !important;
}}
/* The focus ring is drawn outside its control (5 px with its offset): the course's boxes let
   it show (ipywidgets' boxes clip what sticks out, which cut the ring of a button at a box's
   edge to one side), and a course widget keeps 6 px inside the output area, which clips too. */
:is({_ROOTS}) .widget-box, .widget-box:is({_ROOTS}) {{
  overflow: visible;
}}
.jp-OutputArea-output > :is({_ROOTS}) {{
  padding: 6px;
}}
/* Buttons as wide as their words; rows of them wrap on a narrow screen. */
:is({_ROOTS}) .jupyter-button {{
  width: auto;
  max-width: 100%;
  height: auto;
  min-height: var(--cl-target);
  min-width: var(--cl-target);
  font-size: var(--cl-text);
  white-space: normal;
}}
:is({_ROOTS}) .widget-hbox {{
  flex-wrap: wrap;
}}
/* Pictures and wide tables never push the page sideways: pictures shrink, tables scroll. */
:is({_ROOTS}) svg {{
  max-width: 100%;
  height: auto;
}}
:is({_ROOTS}) .cl-scroll {{
  max-width: 100%;
  overflow-x: auto;
}}
.cl-live:empty, .cl-area:empty {{
  display: none;
}}
/* An exercise's areas under its buttons (live.py's Areas, one widget) keep the spacing they
   had as widgets of their own. */
.cl-areas {{
  display: flex;
  flex-direction: column;
}}
.cl-area {{
  margin: var(--jp-widgets-margin, 2px);
}}
"""


def with_common(css_file: Path) -> str:
    """A widget's own stylesheet with the shared rules in front."""
    return COMMON_CSS + css_file.read_text()


def page_css(css: str) -> traitlets.Unicode:
    """A course anywidget's stylesheet as a synced trait (`_page_css`), which its view puts in
    the page once rather than once per widget, as anywidget's `_css` is."""
    return traitlets.Unicode(css, read_only=True).tag(sync=True)
