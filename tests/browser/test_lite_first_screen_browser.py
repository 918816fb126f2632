"""The first screen of the static site (`make lite`) offline, as a learner new to it meets it
(issue 31): the same checks as `make lab`'s course pages (course_pages.py), for lesson 1 and
the express page.

Each notebook is opened in a Chromium that reaches 127.0.0.1 and nothing else, from a fresh
browser context (storage of its own: no visit before) at 390 and at 1280 px, with nothing
closed, muted or resized by the test before the first look. Once the page's own run has ended,
at that width and then resized to 320 and 640 px, light and dark: a course page, no side panel
open, no code input, the lesson at least 90% of the window wide, nothing past the right edge,
an exercise that can be answered, axe with no critical or serious violation in what the course
draws (course_pages.check_notebook); and no request left the site. Screenshots:
test-artifacts/screenshots/lite-first-<notebook>-<width>-<theme>.png.
"""

from __future__ import annotations

import pytest

import course_pages
from charleston_lessons.lessons import all_lessons
from lite_site import RUN_SECONDS, offline_browser, watched_context

pytestmark = pytest.mark.browser

LESSON = all_lessons()[0].notebook  # lesson 1
EXPRESS = next(nb for nb in course_pages.course_notebooks() if nb.startswith("00_"))  # the express page


@pytest.fixture(scope="module")
def offline(chromium_path: str, playwright_session):
    """One Chromium for the module that can reach 127.0.0.1 and nothing else."""
    browser = offline_browser(playwright_session, chromium_path)
    yield browser
    browser.close()


@pytest.mark.parametrize("nb", [LESSON, EXPRESS])
def test_the_sites_first_screen_is_a_page_offline(site, offline, axe, nb: str) -> None:
    left: dict[int, list[str]] = {}  # per width opened at: the requests that left 127.0.0.1

    def new_context(width: int):
        context, outside = watched_context(offline, {"width": width, "height": course_pages.HEIGHT})
        left[width] = outside
        return context

    course_pages.check_notebook(
        offline, site, nb, prefix="lite-first", new_context=new_context, clean_up=lambda: None,
        open_timeout=RUN_SECONDS, run_timeout=RUN_SECONDS)
    assert sorted(left) == sorted(opened for opened, _ in course_pages.PAIRS), left
    assert all(urls == [] for urls in left.values()), f"requests left the site: {left}"
