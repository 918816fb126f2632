"""Lesson 10's whole Charleston (`course.play_seat(seed=3)`, cell ``l10-play``) played in
South in real JupyterLab, through the page only: mouse and keyboard on the tile picker and
its "Pass these tiles" button, "Ask the coach", one illegal pass (refused, P3, nothing
moves), "Take back", "Go on" at the stop question, passes 4-6, the courtesy offer and the
courtesy pass, then the end summary and one line a decision in the list.

The test keeps its own `SeatGame(seed=3)` beside the page as a mirror: it chooses the
coach's pass for each decision (the learner's choices are made in the page, by clicks and
keys), and after each one the page must show what the mirror holds: the rack (the tiles'
aria-labels), the sentence saying what the table waits for, the grade, the advice, the
summary. The deal and the coached bots are deterministic for a seed.

Screenshots, light and dark (test-artifacts/screenshots/):
  play-seat-<moment>-<theme>.png          the page, the game's cell at the top
  play-seat-<moment>-closeup-<theme>.png  the whole widget
where <moment> is start, coach (after "Ask the coach"), advice (a legal pass that is not the
coach's: "ℹ Legal", never "✗", with its "Why?" open), pass3 (face-down tiles arriving), stop
(the stop question), offer (the courtesy offer) and end (the summary).
"""

from __future__ import annotations

import re
from typing import Any

import lab
import pytest

from charleston_lessons.messages import say
from charleston_lessons.seat_game import SeatGame
from charleston_lessons.table import PassChoice, Phase

pytestmark = pytest.mark.browser

NOTEBOOK = "10_practice_rack.ipynb"  # the lab_server serves a temp copy of notebooks/
SEED = 3  # as in the notebook's cell l10-play: course.play_seat(seed=3)
WAIT_MS = 20_000  # one decision: kernel round trip and redraw

GAME = f"{lab.ACTIVE_NOTEBOOK} .cl-play-seat"
TILES = ".cl-picker-rack [role=checkbox]"


def _squash(text: str) -> str:
    return " ".join(text.split())


# ------------------------------------------------------------------ reading the page


def _state(game) -> dict[str, Any]:
    """What the learner sees now, read from the DOM in one go."""
    return game.evaluate(
        """(root) => {
          const text = (sel) => { const n = root.querySelector(sel); return n ? n.innerText : ''; };
          const shown = (n) => !!n && n.offsetParent !== null;
          const picker = root.querySelector('.cl-picker');
          return {
            // Whether the game is in the window: a cell out of view is not drawn
            // (content-visibility), and its text reads as empty.
            inView: (() => { const r = root.getBoundingClientRect();
                             return r.bottom > 0 && r.top < window.innerHeight; })(),
            next: text('.cl-play-next'),
            rack: Array.from(root.querySelectorAll('.cl-picker-rack [role=checkbox]'))
                    .map((t) => t.getAttribute('aria-label')),
            selected: Array.from(root.querySelectorAll('.cl-picker-rack [aria-checked=true]'))
                    .map((t) => t.getAttribute('aria-label')),
            pickerShown: shown(picker),
            status: shown(root.querySelector('.cl-picker-status')) ? text('.cl-picker-status') : '',
            feedback: text('.cl-feedback'),
            kind: (() => { const f = root.querySelector('.cl-feedback');
                           return f ? f.dataset.kind || '' : ''; })(),
            why: text('.cl-play-why'),
            // the grade and, after it, the table's news (the same HTML widget)
            feedbackArea: (() => { const f = root.querySelector('.cl-feedback');
                                   return f ? f.parentElement.innerText : ''; })(),
            note: text('.cl-note'),
            coach: text('.cl-coach'),
            history: Array.from(root.querySelectorAll('.cl-play-history li')).map((li) => li.innerText),
            summary: text('.cl-play-summary'),
          };
        }"""
    )


def _wait_until(page, game, what: str, ok) -> dict[str, Any]:
    """Poll the widget's DOM until ``ok(state)``; raise with the last state after WAIT_MS."""

    def check():
        s = _state(game)
        if not s["inView"]:
            # The learner looks at the game: bring it back should anything have scrolled it away.
            game.scroll_into_view_if_needed()
            s = _state(game)
        return (bool(ok(s)), s)

    return lab._poll(page, what, check, timeout=WAIT_MS / 1000)


def _what(line: str) -> str:
    """A decision line without its grade icon, up to the colon: "Pass 1", "Stop question"."""
    return line.split(" ", 1)[1].split(":")[0].strip()


def _names(tiles) -> list[str]:
    return [t.name for t in tiles]


def _settled(page, game, mirror: SeatGame, what: str) -> dict[str, Any]:
    """Wait until the page shows the mirror's game: decisions, next sentence, rack."""

    def ok(s):
        return (
            len(s["history"]) == len(mirror.turns)
            and _squash(s["next"]) == _squash(mirror.next_text)
            and (not s["pickerShown"] or s["rack"] == _names(mirror.rack))
        )

    return _wait_until(page, game, what, ok)


# ------------------------------------------------------------------ acting in the page


def _tile(game, name: str):
    """The first tile called ``name`` on the rack that is not selected yet."""
    return game.locator(f"{TILES}[aria-label='{name}'][aria-checked='false']").first


def _click_tiles(game, names: list[str]) -> None:
    for name in names:
        _tile(game, name).click()


def _keyboard_tiles(page, game, names: list[str]) -> None:
    """Select ``names`` from the keyboard alone: into the rack, Home, arrows, Space/Enter."""
    rack = [t.get_attribute("aria-label") for t in game.locator(TILES).all()]
    targets: list[int] = []
    for name in names:
        targets.append(next(i for i, n in enumerate(rack) if n == name and i not in targets))
    game.locator(f"{TILES}[tabindex='0']").focus()
    page.keyboard.press("Home")
    at = 0
    for k, index in enumerate(sorted(targets)):
        for _ in range(index - at):
            page.keyboard.press("ArrowRight")
        at = index
        assert (
            page.evaluate("() => document.activeElement.getAttribute('aria-label')") == rack[index]
        )
        page.keyboard.press("Space" if k % 2 == 0 else "Enter")


def _forward_unseen(game, count: int) -> None:
    more = _button(game, "Forward one more tile unseen")
    for _ in range(count):
        more.click()


def _button(game, label: str):
    """The widget's button labelled ``label``. Its accessible name also holds the Font
    Awesome icon's glyph (CSS ::before content), so match the label at the end."""
    return game.get_by_role("button", name=re.compile(rf"^\W*{re.escape(label)}$"))


def _pass_button(game):
    return game.locator(".cl-picker-submit")


def _choose_in_page(
    page, game, mirror: SeatGame, choice: PassChoice, *, keyboard: bool = False
) -> None:
    names = _names(choice.own)
    if keyboard:
        _keyboard_tiles(page, game, names)
    else:
        _click_tiles(game, names)
    _forward_unseen(game, choice.blind)
    game.locator(
        ".cl-picker-status", has_text=f"{len(names) + choice.blind} of {mirror.limit} chosen"
    ).wait_for(timeout=WAIT_MS)


def _play_pass(page, game, mirror: SeatGame, *, keyboard: bool = False) -> None:
    """The coach's pass, chosen in the page and played with the picker's button."""
    step = mirror.step
    assert step is not None, mirror.next_text
    choice = mirror.coach_choice()
    assert isinstance(choice, PassChoice)
    _choose_in_page(page, game, mirror, choice, keyboard=keyboard)
    button = _pass_button(game)
    label = say("play.button.pass" if mirror.limit else "play.button.go_on")
    assert button.inner_text().strip() == label
    if keyboard:
        page.keyboard.press("Tab")  # the rack is one tab stop; next comes the picker's button
        assert page.evaluate("() => document.activeElement.textContent.trim()") == label
        page.keyboard.press("Enter")
    else:
        button.click()
    result = mirror.pass_tiles(choice)
    assert result.played, result
    s = _settled(page, game, mirror, f"pass {step.number} to be played")
    _assert_result(s, result)


def _assert_result(s: dict[str, Any], result) -> None:
    """The grade (outcome, rule, sentence) and the table's news are on the page."""
    shown = _squash(s["feedback"])
    fb = result.feedback
    assert fb.label in shown and _squash(fb.message) in shown, (shown, fb)
    if fb.rule:
        assert fb.rule in shown
    assert fb.icon in shown
    # The news lines follow the grade, in the same area.
    for line in result.news:
        assert _squash(line) in _squash(s["feedbackArea"]), (line, s["feedbackArea"])


# ------------------------------------------------------------------ pictures


def _shots(page, game, name: str) -> list:
    """In each theme: the page with the game's cell at the top, and the whole widget."""
    to_top = "(n) => n.closest('.jp-Cell').scrollIntoView({block: 'start'})"
    paths = []
    for theme in lab.THEMES:
        lab.set_theme(page, theme)
        game.evaluate(to_top)
        paths.append(lab.screenshot(page, f"play-seat-{name}", theme))
        # The whole widget: grow the viewport until it fits in the notebook's scroller.
        original = page.viewport_size
        height = game.evaluate("(n) => n.getBoundingClientRect().height")
        try:
            if height + 160 > original["height"]:
                page.set_viewport_size({"width": original["width"], "height": int(height) + 200})
            game.evaluate(to_top)
            page.wait_for_timeout(200)  # tiny settle before the picture
            close = lab.SCREENSHOTS_DIR / f"play-seat-{name}-closeup-{lab.theme_slug(theme)}.png"
            game.screenshot(path=str(close))
            paths.append(close)
        finally:
            page.set_viewport_size(original)
    lab.set_theme(page, lab.LIGHT)
    game.evaluate(to_top)
    for p in paths:
        assert p.stat().st_size > 5_000, p
    return paths


# ------------------------------------------------------------------ the test


def test_play_a_whole_charleston_in_south(page, lab_server, page_errors):
    lab.open_notebook(page, lab_server, NOTEBOOK)
    state = lab.run_all_cells(page, NOTEBOOK)
    assert state["runAll"] == {"ok": True}, state["runAll"]
    assert lab.error_outputs(page, state) == []
    assert any("play_seat(seed=3)" in c["source"] for c in state["cells"])
    # Not the first screen (test_first_screen_browser.py checks that): no panel by the widgets.
    lab.collapse_sidebars(page)

    game = page.locator(GAME)
    game.first.wait_for(state="attached", timeout=30_000)
    assert game.count() == 1
    # Cells out of view render lazily (content-visibility): bring the game into view.
    game.scroll_into_view_if_needed()
    game.locator(TILES).first.wait_for(state="visible", timeout=30_000)

    mirror = SeatGame(SEED, "South")

    # --- The start: the title, the two lines, what the table waits for, South's rack.
    s = _settled(page, game, mirror, "the game to show its deal")
    text = _squash(game.inner_text())
    assert say("play.title") in text
    assert _squash(say("play.subtitle", seat=mirror.seat, seed=SEED)) in text
    for line in mirror.lines:
        assert line.name in text
    assert _squash(say("play.invented")) in text
    assert s["rack"] == _names(mirror.rack) and len(s["rack"]) == 13
    assert s["status"] == "0 of 3 chosen"
    assert s["history"] == [] and s["summary"] == "" and s["coach"] == ""
    assert _pass_button(game).inner_text().strip() == say("play.button.pass")
    for name in ("Ask the coach", "Take back", "New deal"):
        assert _button(game, name).is_visible(), name
    assert _button(game, "Take back").is_disabled()  # nothing to take back
    assert not _button(game, "Go on").is_visible()
    assert not _button(game, "Stop the Charleston").is_visible()
    assert not _button(game, say("play.button.offer")).is_visible()
    shots = _shots(page, game, "start")

    # --- Ask the coach: one sentence a tile, for pass 1.
    _button(game, "Ask the coach").click()
    advice = mirror.advice()
    s = _wait_until(
        page, game, "the coach's advice", lambda s: say("play.coach_heading") in s["coach"]
    )
    coach_lines = [_squash(li) for li in game.locator(".cl-coach li").all_inner_texts()]
    assert coach_lines == [_squash(a) for a in advice]
    shots += _shots(page, game, "coach")

    # --- An illegal pass: only one tile. Refused with P3; nothing moves.
    choice = mirror.coach_choice()
    assert isinstance(choice, PassChoice) and len(choice.own) == 3
    first, *rest = _names(choice.own)
    before = _state(game)
    _tile(game, first).click()
    game.locator(".cl-picker-status", has_text="1 of 3 chosen").wait_for()
    _pass_button(game).click()
    refused = mirror.pass_tiles(PassChoice(own=choice.own[:1]))
    assert not refused.played and refused.verdict.rule == "P3"
    s = _wait_until(page, game, "the refusal (P3)", lambda s: "P3" in s["feedback"])
    assert _squash(refused.feedback.message) in _squash(s["feedback"])
    assert say("play.kind.refused") in s["feedback"] and "✗" in s["feedback"] and "exactly 3 tiles" in s["feedback"]
    assert s["kind"] == "refused"
    assert s["rack"] == before["rack"] == _names(mirror.rack)  # nothing moved
    assert s["next"] == before["next"]
    assert s["history"] == []
    assert s["selected"] == [first]  # the selection stays, to be completed
    assert s["coach"] == before["coach"] != ""  # the advice stays too
    assert _button(game, "Take back").is_disabled()

    # --- Pass 1 by mouse: the two other tiles, then the picker's button.
    _click_tiles(game, rest)
    game.locator(".cl-picker-status", has_text="3 of 3 chosen").wait_for()
    _pass_button(game).click()
    result = mirror.pass_tiles(choice)
    assert result.played
    s = _settled(page, game, mirror, "pass 1 to be played")
    _assert_result(s, result)
    assert s["coach"] == ""  # the advice went with the decision it was for
    assert s["selected"] == []
    assert _what(s["history"][0]) == say("play.history.pass", step=1)
    assert say("play.history.asked") in s["history"][0]

    # --- Take back pass 1, and play it again.
    take_back = _button(game, "Take back")
    assert take_back.is_enabled()
    take_back.click()
    assert mirror.undo()
    s = _settled(page, game, mirror, "pass 1 to be taken back")
    assert _squash(say("play.undone", next=mirror.next_text)) in _squash(s["note"])
    assert s["history"] == [] and s["rack"] == before["rack"]

    # --- A legal pass 1 that is not the coach's: advice (ℹ Legal, a G rule), never "✗".
    worse = next(
        PassChoice(own=(tile, *choice.own[1:]))
        for tile in mirror.rack
        if not tile.is_joker and tile not in choice.own
        and mirror.grade_pass(PassChoice(own=(tile, *choice.own[1:]))).kind.value == "advice"
    )
    _choose_in_page(page, game, mirror, worse)
    _pass_button(game).click()
    result = mirror.pass_tiles(worse)
    assert result.played
    s = _settled(page, game, mirror, "the advised pass 1 to be played")
    _assert_result(s, result)
    assert s["kind"] == "advice" and say("play.kind.advice") in s["feedback"] and "ℹ" in s["feedback"]
    assert "✗" not in s["feedbackArea"] and say("exercise.outcome.incorrect") not in s["feedbackArea"]
    accent = game.locator(".cl-feedback").evaluate("(n) => getComputedStyle(n).borderLeftColor")
    error = game.evaluate(
        "(n) => { const t = document.createElement('span'); t.style.color = 'var(--jp-error-color1)';"
        " n.append(t); const c = getComputedStyle(t).color; t.remove(); return c; }"
    )
    assert accent != error, (accent, error)  # advice is never drawn in the error's colour
    # "Why?" opens from the keyboard and shows the lines in notation.
    summary = game.locator(".cl-play-why summary")
    summary.focus()
    page.keyboard.press("Enter")
    for line in result.lines:
        game.locator(".cl-play-why li", has_text=line.notation).first.wait_for(state="visible")
    shots += _shots(page, game, "advice")
    _button(game, "Take back").click()
    assert mirror.undo()
    s = _settled(page, game, mirror, "the advised pass 1 to be taken back")
    assert s["history"] == [] and s["rack"] == before["rack"]
    _play_pass(page, game, mirror)

    # --- Pass 2 from the keyboard alone: arrows and Space/Enter, Tab to the button.
    cell_before = lab.eval_in_panel(page, NOTEBOOK, "(panel) => panel.content.activeCellIndex")
    _play_pass(page, game, mirror, keyboard=True)
    # The arrows stayed in the picker: the notebook's active cell did not move.
    assert (
        lab.eval_in_panel(page, NOTEBOOK, "(panel) => panel.content.activeCellIndex") == cell_before
    )

    # --- Pass 3 (blind allowed): the face-down tiles arriving show, from the right.
    assert mirror.arriving == 3
    game.locator(".cl-picker-label", has_text="Arriving from your right (face down)").wait_for()
    assert game.locator(".cl-picker-facedown .cl-picker-tile").count() == 3
    shots += _shots(page, game, "pass3")
    _play_pass(page, game, mirror)

    # --- The stop question: "Go on" / "Stop the Charleston", with the rack still in view.
    assert mirror.phase is Phase.STOP_QUESTION
    go_on = _button(game, "Go on")
    go_on.wait_for(state="visible")
    assert _button(game, "Stop the Charleston").is_visible()
    s = _state(game)
    assert s["pickerShown"] and s["rack"] == _names(mirror.rack) and s["status"] == ""
    assert not _pass_button(game).is_visible()  # nothing to pass: no pass button
    shots += _shots(page, game, "stop")
    go_on.click()
    result = mirror.answer_stop(False)
    s = _settled(page, game, mirror, "the answer to the stop question")
    _assert_result(s, result)
    assert _what(s["history"][-1]) == say("play.history.stop")
    assert not go_on.is_visible()

    # --- Passes 4, 5 (by keyboard again) and 6.
    _play_pass(page, game, mirror)
    _play_pass(page, game, mirror, keyboard=True)
    game.locator(".cl-picker-label", has_text="Arriving from your left (face down)").wait_for()
    _play_pass(page, game, mirror)

    # --- The courtesy offer: choose the coach's count, press Offer.
    assert mirror.phase is Phase.OFFERS
    offer_button = _button(game, say("play.button.offer"))
    offer_button.wait_for(state="visible")
    s = _state(game)
    assert s["pickerShown"] and s["rack"] == _names(mirror.rack) and not _pass_button(game).is_visible()
    assert say("play.offer_label", partner="North") in game.inner_text()
    offer = mirror.coach_choice()
    assert isinstance(offer, int) and 0 <= offer <= 3
    shots += _shots(page, game, "offer")
    options = game.get_by_role("radio")
    assert [b.strip() for b in options.all_inner_texts()] == ["0", "1", "2", "3"]
    game.get_by_role("radio", name=str(offer), exact=True).click()
    offer_button.click()
    result = mirror.offer(offer)
    assert result.played
    s = _settled(page, game, mirror, "the courtesy offer")
    _assert_result(s, result)
    assert _what(s["history"][-1]) == say("play.history.offer")

    # --- The courtesy pass: the agreed count (or Go on when nothing was agreed).
    assert mirror.step is not None and mirror.step.is_courtesy
    if mirror.limit:
        game.locator(".cl-picker-status", has_text=f"0 of {mirror.limit} chosen").wait_for()
    _play_pass(page, game, mirror)

    # --- The end: the summary, one line a decision, nothing left to press.
    assert mirror.over
    s = _wait_until(
        page, game, "the summary", lambda s: say("play.summary_heading") in s["summary"]
    )
    summary = [_squash(li) for li in game.locator(".cl-play-summary li").all_inner_texts()]
    assert summary == [_squash(line) for line in mirror.summary()]
    assert len(s["history"]) == len(mirror.turns) == 9  # passes 1-7, the stop answer, the offer
    assert [_what(h) for h in s["history"]] == [
        (say("play.history.courtesy") if t.step == 7 else say("play.history.pass", step=t.step))
        if t.kind == "pass"
        else say(f"play.history.{t.kind}")
        for t in mirror.turns
    ]
    # Asked once (pass 1, kept through the take-back), on the first of nine decisions.
    assert _squash(say("play.summary.asked", asked=1, turns=9)) in _squash(s["summary"])
    assert _squash(say("play.next.over", reason=mirror.table.end_reason)) == _squash(s["next"])
    assert _button(game, "Ask the coach").is_disabled()
    # The final rack stays in view, labelled so, with no count and no button to press.
    game.locator(".cl-picker-label", has_text=say("play.rack_label_end")).wait_for()
    assert not _pass_button(game).is_visible() and s["status"] == ""
    shots += _shots(page, game, "end")

    assert not [e for e in page_errors if "widget" in e.lower() or "uncaught" in e.lower()], (
        page_errors
    )
    assert lab.error_outputs(page) == []
