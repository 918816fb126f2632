"""Every course anywidget's stylesheet goes into the page once (issue 24).

anywidget writes a widget's `_css` into the page again for every widget made, unchanged or
not, and the browser restyles the whole page each time: about 30 times while lesson 1 runs.
So the course's widgets carry their stylesheet in `_page_css` and their views put it in the
page themselves (`adoptStyle`), only when the page has no copy or an older one.
"""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path

import pytest

from charleston_lessons.widgets._style import COMMON_CSS, page_css
from charleston_lessons.widgets.answer import Action, AnswerForm, Field
from charleston_lessons.widgets.live import LiveRegion
from charleston_lessons.widgets.picker import TilePicker
from charleston_lessons.widgets.upload import Upload

WIDGETS = Path(__file__).resolve().parents[1] / "charleston_lessons" / "widgets"
MADE = {
    "answer.js": lambda: AnswerForm([Field("answer", "number")], [Action("check", "Check")]),
    "picker.js": lambda: TilePicker("1B 2B 3B"),
    "live.js": LiveRegion,
    "upload.js": lambda: Upload("Import", lambda name, data: None),
}


@pytest.mark.parametrize("script", sorted(MADE))
def test_a_course_anywidget_sends_its_stylesheet_as_page_css_never_as_anywidgets_css(script):
    widget = MADE[script]()
    assert not widget.has_trait("_css"), "anywidget would write it into the page for every widget made"
    assert widget.trait_metadata("_page_css", "sync") and COMMON_CSS in widget._page_css
    source = widget._esm  # the view's module with the shared helpers in front (widgets/_esm.py)
    assert source.endswith((WIDGETS / script).read_text())
    render = source[source.index("function render({ model, el }) {"):]
    assert render.splitlines()[1].strip() == "adoptStyle(model);"  # before anything is drawn
    assert source.count("function adoptStyle(model) {") == 1


def test_the_stylesheet_is_read_only():
    assert page_css("a { color: red; }").read_only


# The four views share one adoptStyle; it runs here against a page of two style elements' worth.
PAGE = """
const written = [];
const sheets = [];
const head = {
  querySelectorAll: () => sheets,
  append: (node) => sheets.push(node),
};
globalThis.document = {
  head,
  createElement: () => {
    const node = {dataset: {}, _text: ""};
    Object.defineProperty(node, "textContent", {
      get: () => node._text, set: (value) => { written.push(node.dataset.clStyle); node._text = value; }});
    return node;
  },
};
const model = (id, css) => ({get: (name) => ({_anywidget_id: id, _page_css: css})[name]});
"""


@pytest.mark.parametrize("script", sorted(MADE))
def test_the_page_gets_each_stylesheet_once_and_a_newer_one_in_its_place(script, tmp_path):
    node = shutil.which("node")
    if node is None:
        pytest.skip("node is not installed: this check runs the view's script")
    source = MADE[script]()._esm  # the helper the view has: the shared one, in front of its module
    start = source.index("function adoptStyle(model) {")
    helper = source[start:source.index("\n}\n", start) + 3]
    program = tmp_path / "adopt.js"
    program.write_text(PAGE + helper + """
for (let i = 0; i < 30; i++) adoptStyle(model("a.Form", "x { }"));
adoptStyle(model("a.Live", "y { }"));
adoptStyle(model("a.Live", "y { }"));
adoptStyle(model("a.Form", "x { color: red; }"));
adoptStyle(model("a.Form", ""));
console.log(JSON.stringify({written, sheets: sheets.map((s) => [s.dataset.clStyle, s.textContent])}));
""")
    result = subprocess.run([node, str(program)], check=True, capture_output=True, text=True)
    seen = json.loads(result.stdout)
    assert seen["written"] == ["a.Form", "a.Live", "a.Form"]  # once each, then the newer one
    assert seen["sheets"] == [["a.Form", "x { color: red; }"], ["a.Live", "y { }"]]
