"""A practice question answered as a person who does not know the answer: by the mouse, as
the question asks (a choice, a number typed, tiles picked), then Check; the verdict read.

Used where practice.ipynb runs outside JupyterLab's own tests: the static site
(test_lite_progress_browser.py) and Voila (test_voila_browser.py). The answer given varies
with `turn`, so a session gets some answers right and some wrong, as a learner's does; a
person who is unsure reads the solution first (Show solution) and gives its answer.
"""

from __future__ import annotations

from playwright.sync_api import Locator

from charleston_lessons.messages import say

VERDICT = ".cl-feedback:is(.cl-correct, .cl-incorrect)"  # a graded answer (not "Not attempted")


def _pick_tiles(question: Locator, turn: int) -> None:
    """Tiles from the rack, one after another, until the picker takes no more."""
    tiles = question.locator(".cl-picker-rack [role=checkbox]")
    chosen = question.locator(".cl-picker-rack [role=checkbox][aria-checked=true]")
    total = tiles.count()
    for step in range(total):
        before = chosen.count()
        tiles.nth((turn + step) % total).click()
        question.page.wait_for_timeout(300)
        if chosen.count() == before:  # full: the picker refused it and said so
            break


def _solution_says(question: Locator, timeout: float) -> str:
    """Show the solution and read its answer ("Answer: across. Pass 5 ..." -> "across")."""
    question.get_by_role("button", name=say("exercise.button.solution")).click()
    shown = question.locator(".cl-solution")
    shown.wait_for(timeout=timeout * 1000)
    opening = say("exercise.solution", answer="|", why="").split("|")[0]  # "Answer: "
    return shown.inner_text().split(opening, 1)[1].split(". ")[0].rstrip(".").strip()


def answer(practice: Locator, turn: int, *, read_solution: bool = False, timeout: float = 60.0) -> str:
    """Answer the question `practice` (the practice widget) shows; "correct" or "incorrect".

    A choice question gets its option number `turn` (counted round), a number question the
    number `turn % 4 + 1`, a pick from a rack tiles until it is full. With `read_solution`,
    a choice or number question gets the answer its solution gives."""
    # The new question, once its input is drawn (after Next, the one answered may linger a
    # moment: it must be gone first).
    practice.locator(f".cl-exercise:has({VERDICT})").first.wait_for(state="detached", timeout=timeout * 1000)
    question = practice.locator(".cl-exercise").first
    drawn = question.locator(".cl-picker-rack").or_(question.get_by_role("radio")).or_(question.get_by_role("textbox"))
    drawn.first.wait_for(timeout=timeout * 1000)
    question.scroll_into_view_if_needed()
    if question.locator(".cl-picker-rack").count():
        _pick_tiles(question, turn)
        question.locator(".cl-picker-submit").click()
    else:
        given = _solution_says(question, timeout) if read_solution else None
        choices = question.get_by_role("radio")
        if choices.count():
            chosen = (question.get_by_role("radio", name=given, exact=True) if given
                      else choices.nth(turn % choices.count()))
            chosen.click()
        else:
            question.get_by_role("textbox").first.fill(given or str(turn % 4 + 1))
        question.get_by_role("button", name=say("exercise.button.check")).click()
    verdict = question.locator(VERDICT)
    verdict.wait_for(state="attached", timeout=timeout * 1000)
    return "correct" if "cl-correct" in (verdict.get_attribute("class") or "") else "incorrect"
