"""The live region: one element that stays on the page, whose content changes."""

from __future__ import annotations

import re
from pathlib import Path

from charleston_lessons.widgets.live import LiveRegion

JS = Path(__file__).resolve().parents[1] / "charleston_lessons" / "widgets" / "live.js"


def test_the_region_is_made_once_and_only_its_content_changes():
    source = JS.read_text()
    render = source[source.index("function render"):]
    assert render.count('document.createElement("div")') == 1  # one element for the view's life
    draw = re.search(r"const draw = \(\) => \{(.*?)\n  \};", render, re.DOTALL).group(1)
    assert "innerHTML" in draw and "createElement" not in draw and "replaceChildren" not in draw
    assert '"aria-live"' in source and '"status"' in source and '"aria-atomic", "true"' in source


def test_alerts_are_assertive_and_the_rest_polite():
    region = LiveRegion(value="<b>x</b>")
    assert region.value == "<b>x</b>" and region.assertive is False
    assert '"alert"' in JS.read_text() and '"assertive"' in JS.read_text()


def test_arrow_keys_on_buttons_stay_inside_the_exercise():
    source = JS.read_text()
    assert 'event.key.startsWith("Arrow")' in source and "stopPropagation" in source
    assert ".cl-exercise" in source and ".cl-live-table" in source and ".cl-play-seat" in source


# ---------------------------------------------------------------- Areas: several areas, one widget

import json  # noqa: E402
import shutil  # noqa: E402
import subprocess  # noqa: E402

import pytest  # noqa: E402

from charleston_lessons.widgets.live import Area, Areas  # noqa: E402


def test_areas_hold_each_areas_html_and_say_which_are_announced():
    areas = Areas(["feedback", "note", "hint"], live=["feedback", "hint"])
    feedback, note = areas.area("feedback"), areas.area("note")
    assert feedback.live and not note.live and areas.area("hint").live
    assert areas.values == {"feedback": "", "note": "", "hint": ""}
    feedback.value = "<b>Correct.</b>"
    note.value = "saved"
    assert areas.values == {"feedback": "<b>Correct.</b>", "note": "saved", "hint": ""}
    assert feedback.value == "<b>Correct.</b>" and areas.area("hint").value == ""


def test_areas_refuse_an_area_they_do_not_have():
    areas = Areas(["feedback"], live=["feedback"])
    for name in ("hint", 3, None):
        with pytest.raises(ValueError, match="no area"):
            areas.area(name)
        with pytest.raises(ValueError):
            Area(areas, name)
    with pytest.raises(ValueError, match="no area 'hint'"):
        Areas(["feedback"], live=["hint"])
    with pytest.raises(ValueError):
        Area("not areas", "feedback")
    with pytest.raises(ValueError):
        areas.area("feedback").value = 5


# The page's side of Areas, run in node against a few stand-in elements: an area is drawn once,
# and only an area whose own value changed is written again (a live area is announced for its
# own news, never for another area's).
PAGE = """
const writes = [];
const element = () => {
  const node = {attributes: {}, dataset: {}, children: [], _html: "",
    setAttribute(name, value) { this.attributes[name] = value; },
    append(...nodes) { this.children.push(...nodes); },
    replaceChildren() { this.children = []; },
    closest: () => null};
  Object.defineProperty(node, "innerHTML", {get: () => node._html,
    set: (value) => { writes.push(node.dataset.area); node._html = value; }});
  return node;
};
globalThis.document = {createElement: element};
globalThis.requestAnimationFrame = (fn) => fn();
const state = {names: ["feedback", "note", "hint"], live: ["feedback", "hint"],
               values: {feedback: "not yet", note: "", hint: ""}};
const handlers = {};
const model = {get: (name) => state[name], on: (name, fn) => { handlers[name] = fn; }, off: () => {}};
const el = element();
"""


def test_the_page_writes_only_the_area_whose_value_changed(tmp_path):
    node = shutil.which("node")
    if node is None:
        pytest.skip("node is not installed: this check runs the view's script")
    source = JS.read_text()
    helpers = source[:source.index("function render(")]  # everything the view's render calls
    program = tmp_path / "areas.js"
    program.write_text(PAGE + helpers + """
drawAreas({model, el});
const drawn = writes.splice(0);
state.values = {...state.values, hint: "<ol><li>Count the suits.</li></ol>"};
handlers["change:values"]();
const afterHint = writes.splice(0);
state.values = {...state.values, feedback: "Correct."};
handlers["change:values"]();
const box = el.children[0];
console.log(JSON.stringify({drawn, afterHint, afterCheck: writes, areas: box.children.map(
  (n) => [n.dataset.area, n.attributes.role || null, n.attributes["aria-live"] || null, n._html])}));
""")
    seen = json.loads(subprocess.run([node, str(program)], check=True, capture_output=True, text=True).stdout)
    assert seen["drawn"] == ["feedback"]  # the empty ones are left empty
    assert seen["afterHint"] == ["hint"] and seen["afterCheck"] == ["feedback"]
    assert seen["areas"] == [["feedback", "status", "polite", "Correct."], ["note", None, None, ""],
                             ["hint", "status", "polite", "<ol><li>Count the suits.</li></ol>"]]


def test_bring_asks_the_page_to_show_and_focus_an_area_each_time():
    areas = Areas(["feedback", "hint"], live=["feedback", "hint"])
    assert areas.brought == {}
    areas.bring("hint")
    areas.bring("hint")  # a second ask is news too, for the same area
    assert areas.brought == {"area": "hint", "n": 2}
    areas.bring("feedback")
    assert areas.brought == {"area": "feedback", "n": 3}
    for name in ("solution", 3, None):
        with pytest.raises(ValueError, match="no area"):
            areas.bring(name)
    source = JS.read_text()
    bring = source[source.index("const bring"):source.index("build();\n  el.append(box)")]
    assert ".focus(" in bring and "scrollIntoView" in bring and '"tabindex", "-1"' in bring
