"""The figures fit the window, in real JupyterLab with the course's settings and page style:
lesson 3 (the ROLLOR ladder and the table seen from North) and lesson 8 (the pass-by-pass
replays and the tile rows), opened at 1280, 390 and 320 px wide and run.

- no figure reaches past its box or the window's right edge, none scrolls inside itself;
- the course's drawings' words are at least 12 px on screen at 1280 and 390 px; at 320 px,
  where the output box is narrower than any layout made for 12 px, the narrow layout is drawn
  the whole width of its box (its words as large as that width allows) and at least 9 px;
- the words under the tiles are at least 12 px at every width (tile pictures never shrink);
- axe-core finds no critical or serious violation in the course's content at 390 and 320 px.

Screenshots: test-artifacts/screenshots/figures-<lesson>-<width>-<theme>.png.
"""

from __future__ import annotations

import figures_seen
import lab
import pytest

pytestmark = pytest.mark.browser

LESSONS = {
    "03_rollor.ipynb": {"rollor-figure", "table-figure"},
    "08_worked_example.ipynb": {"replay-figure"},
}
WIDTHS = (1280, 390, 320)


def _kind(figure: dict) -> str:
    return figure["kind"].split(" ")[0] if figure["kind"] else "tiles"


@pytest.mark.parametrize("width", WIDTHS)
@pytest.mark.parametrize("lesson", LESSONS)
def test_the_figures_fit_the_window_and_their_words_stay_readable(page, lab_server, axe, lesson, width):
    # The window has its width before the page loads: this is what a learner with a phone sees.
    page.set_viewport_size({"width": width, "height": 900})
    lab.open_notebook(page, lab_server, lesson)
    # Nothing is closed or resized here: the course's page opens with its side panels closed.
    state = lab.run_all_cells(page, lesson)
    assert not lab.error_outputs(page, state)
    found = figures_seen.measure(page)
    figures = found["figures"]
    kinds = {_kind(f) for f in figures}
    assert LESSONS[lesson] <= kinds, f"figures seen: {kinds}"
    lab.screenshot(page, f"figures-{lesson.removesuffix('.ipynb')}-{width}")
    narrow = width < 640
    for f in figures:
        where = f"{f['name']} ({f['kind'] or 'tiles'}) at {width} px"
        assert f["past"] == 0, f"{where} reaches {f['past']} px past its box"
        assert not f["scrolls"], f"{where} scrolls sideways inside itself"
        if f["least"] is None:
            continue
        if _kind(f) == "tiles":
            assert f["least"] >= 12, f"{where}: the words under the tiles are {f['least']} px"
            continue
        # A phone shows the layout made for it, never the wide one shrunk.
        assert ("narrow" in f["kind"]) == narrow, where
        if f["room"] >= 240 or not narrow:
            assert f["least"] >= 12, f"{where}: its smallest words ({f['word']!r}) are {f['least']} px"
        else:
            assert f["width"] >= f["room"] - 1, f"{where} is drawn {f['width']} px wide in {f['room']} px"
            assert f["least"] >= 9, f"{where}: its smallest words ({f['word']!r}) are {f['least']} px"
    if narrow:
        result = lab.run_axe(page, f"figures-{lesson}-{width}")
        assert not lab.serious(result["course"]), lab.serious(result["course"])
