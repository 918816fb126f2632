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
