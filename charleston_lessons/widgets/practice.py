"""The practice notebook's face: one question at a time from a `practice.Session`, Next, and
the score with the next step at the end. The session chooses and grades; this only shows: a
worked example when the session has one for a learner who is stuck, the progress store's
sentence when it has one (a damaged file kept aside, a newer file left as it is, a file that
cannot be written, a last line cut off), and, when every skill is mastered and none is due,
that, when the next review is, and a button for a short round that leaves the schedule as it is.

Keyboard: the question's input takes the focus after Next, so a learner answers a whole session
with Tab, the arrow keys, Space and Enter. The heading is a live region: each new question's
number, skill and why it comes now are announced; the feedback is announced by the exercise.
"""

from __future__ import annotations

import html
from collections.abc import Callable
from typing import Any

import ipywidgets as w

from charleston_lessons import clock
from charleston_lessons._input import flag, instance, result_of, text, whole
from charleston_lessons.messages import say
from charleston_lessons.practice import SHORT_ROUND, Item, Rest, Session, Summary, WorkedExample
from charleston_lessons.progress import Attempt, LearnerRecord
from charleston_lessons.widgets._checks import function
from charleston_lessons.widgets._style import HIDDEN
from charleston_lessons.widgets.exercise import ExerciseWidget
from charleston_lessons.widgets.live import LiveRegion
from charleston_lessons.widgets.progress import missed_html

__all__ = ["PracticeWidget", "summary_html", "item_html", "example_html", "rest_html", "notice_html"]

_TEXT = "font-size: var(--cl-text, 16px); color: var(--jp-ui-font-color1, #212121);"
_BOX = ("border-left: 4px solid var(--jp-brand-color1, #1976d2); padding: 6px 10px; margin: 6px 0;"
        " background: var(--jp-layout-color2, #f5f5f5);")
_NOTE = ("border-left: 6px solid var(--jp-warn-color1, #f57c00); padding: 4px 8px; margin: 4px 0;"
         " background: var(--jp-layout-color2, #f5f5f5);")


def notice_html(notice: str) -> str:
    """The progress store's sentence (`LearnerRecord.notice`) as a status line; "" when it has none."""
    notice = text(notice, "notice", limit=2_000)
    if not notice:
        return ""
    return f'<div class="cl-notice" role="status" style="{_TEXT}{_NOTE}">{html.escape(notice)}</div>'


def example_html(example: WorkedExample, notebook: Callable[[int], str] = lambda number: "") -> str:
    """A worked example for a learner who is stuck: the question from the lesson, its answer
    and why, a link to the section that teaches it (`notebook(lesson)` the lesson's page), and
    that the skill comes back later."""
    example = instance(example, WorkedExample, "example")
    link = _taught_link(text(notebook(example.taught.lesson), "notebook", limit=1_000), example.taught)
    return (
        f'<div class="cl-worked-example" role="region" aria-label="{html.escape(example.heading, quote=True)}"'
        f' style="{_TEXT}{_BOX}">'
        f'<h3 style="margin: 2px 0 4px 0; font-size: 1.15em;">{html.escape(example.heading)}</h3>'
        f'<p style="margin: 4px 0;">{html.escape(example.intro)}</p>'
        f'<p style="margin: 4px 0;">{html.escape(example.question_line)}</p>'
        f'<p style="margin: 4px 0;"><strong>{html.escape(example.solution)}</strong></p>'
        f'<p style="margin: 4px 0;"><a href="{html.escape(link, quote=True)}" style="{_LINK}">'
        f'{html.escape(example.link_words)}</a></p>'
        f'<p style="margin: 4px 0;">{html.escape(example.comes_back)}</p></div>'
    )


def rest_html(rest: Rest) -> str:
    """Every skill mastered and none due: that, when the next review is, and the short round offered."""
    rest = instance(rest, Rest, "rest")
    return (
        f'<div class="cl-practice-rest" style="{_TEXT}{_BOX}">'
        f'<p style="margin: 4px 0;"><strong>{html.escape(rest.line)}</strong></p>'
        f'<p style="margin: 4px 0;">{html.escape(rest.offer)}</p></div>'
    )


def item_html(item: Item, total: int, standing: str) -> str:
    """The heading over one question: its number, skill and reason, and the skill's standing."""
    item = instance(item, Item, "item")
    total = whole(total, "total", 0, 10_000)
    standing = text(standing, "standing", limit=2_000)
    return (
        f'<div class="cl-practice-item" style="{_TEXT}">'
        f'<h3 style="margin: 8px 0 2px 0; font-size: 1.15em;">{html.escape(item.heading(total))}</h3>'
        f"<div>{html.escape(standing)}</div></div>"
    )


def summary_html(summary: Summary, notebook: Callable[[int], str] = lambda number: "") -> str:
    """The end of a session: the score, each skill practised as it stands now (its picture
    hidden from screen readers, its words read), each question missed with its rule and a link
    to where it is taught (`notebook(lesson)` the lesson's page, relative to this one), and what next."""
    summary = instance(summary, Summary, "summary")
    misses = "".join(missed_html(item, _taught_link(notebook(item.lesson), item)) for item in summary.misses)
    misses = f'<ul class="cl-misses" style="margin: 4px 0; padding-left: 1.4em;">{misses}</ul>' if misses else ""
    rows = "".join(
        f'<li><span aria-hidden="true" style="font-family: monospace; letter-spacing: 2px;">'
        f'{html.escape(status.picture)}</span> {html.escape(status.spoken)}</li>'
        for status in summary.skills
    )
    return (
        f'<div class="cl-practice-summary" style="{_TEXT}{_BOX}">'
        f'<h3 style="margin: 2px 0 4px 0; font-size: 1.15em;">{html.escape(say("practice.summary.title"))}</h3>'
        f"<p style=\"margin: 4px 0;\"><strong>{html.escape(summary.score)}</strong></p>"
        f'<ul style="margin: 4px 0; padding-left: 1.4em;">{rows}</ul>'
        f'<p style="margin: 4px 0;">{html.escape(summary.missed_line)}</p>{misses}'
        f'<p style="margin: 4px 0;">{html.escape(summary.next_step)}</p></div>'
    )


# A link under a miss: underlined (never colour alone) and tall enough to tap.
_LINK = ("display:inline-block;min-height:44px;padding:10px 0;box-sizing:border-box;"
         "text-decoration:underline;color:var(--jp-content-link-color,#1976d2)")


def _taught_link(page: str, item: Any) -> str:
    """The link to where a miss is taught: the lesson's page (`page`, or its notebook's name)
    at the section's heading."""
    target = page or item.notebook
    return f"{target}#{item.link.partition('#')[2]}" if "#" in item.link else target


class PracticeWidget(w.VBox):
    """A practice session in the page: the question, Next once it is answered, the summary at
    the end, and Practise again. Answers are kept in `store` like a lesson's."""

    def __init__(self, store: Callable[[], LearnerRecord], *, make_session: Callable[[], Session] | None = None,
                 lesson_notebook: Callable[[int], str] | None = None,
                 make_round: Callable[[], Session] | None = None) -> None:
        store = function(store, "store")
        make_session = function(make_session, "make_session", optional=True)
        lesson_notebook = function(lesson_notebook, "lesson_notebook", optional=True)
        make_round = function(make_round, "make_round", optional=True)
        self._store = store
        self._make_session = make_session or (lambda: Session(lambda: self.store.attempts(), now=clock.now))
        # The short round offered when every skill is mastered and none is due.
        self._make_round = make_round or (lambda: Session(lambda: self.store.attempts(), length=SHORT_ROUND,
                                                          now=clock.now))
        self._lesson_notebook = lesson_notebook or (lambda number: "")
        self.rest: Rest | None = None  # shown instead of a question: every skill known, none due
        self.example: WorkedExample | None = None  # the worked example on screen, if one is
        # The progress store's sentence, when it has one: on the page, not only under an answer.
        self.notice_area = w.HTML()
        self.notice_area.add_class("cl-practice-notice")
        self.heading = LiveRegion()
        # The lesson that teaches the skill, as a link. An Output, so the page's own renderer
        # draws it: JupyterLab opens it as a tab (a link in an HTML widget would reload the page).
        self.lesson_link = w.Output()
        self.lesson_link.add_class("cl-practice-lesson")
        self.holder = w.VBox()
        self.current: ExerciseWidget | None = None
        self.next_button = w.Button(description=say("practice.button.next"), icon="arrow-right",
                                    tooltip=say("practice.tip.next"), disabled=True,
                                    layout=w.Layout(width="auto"))
        self.again_button = w.Button(description=say("practice.button.again"), icon="refresh",
                                     tooltip=say("practice.tip.again"), layout=w.Layout(width="auto", display="none"))
        self.round_button = w.Button(description=say("practice.button.round"), icon="play",
                                     tooltip=say("practice.tip.round"), layout=w.Layout(width="auto", display="none"))
        self.summary_area = LiveRegion()
        # A worked example, between two questions. An Output, so its link opens as a tab.
        self.example_area = w.Output()
        self.example_area.add_class("cl-practice-example")
        self.next_button.on_click(lambda _b: self.next())
        self.again_button.on_click(lambda _b: self.start(focus=True))
        self.round_button.on_click(lambda _b: self.start(focus=True, short_round=True))
        # The summary above the buttons: at the end it is read first, then Practise again, which
        # takes the focus (and is empty, so takes no room, while questions are asked).
        super().__init__([self.notice_area, self.heading, self.lesson_link, self.example_area, self.holder,
                          self.summary_area, w.HBox([self.next_button, self.again_button, self.round_button])])
        self.add_class("cl-practice")
        self.start()

    def __repr__(self) -> str:
        return say("practice.repr")

    @property
    def store(self) -> LearnerRecord:
        """Where answers are kept: the course's store at this moment (a setting may change it)."""
        return instance(result_of(self._store, "store"), LearnerRecord, "store")

    @property
    def session(self) -> Session:
        return self._session

    def start(self, focus: bool = False, short_round: bool = False) -> None:
        """Begin a new session and show its first question (`focus`: the keyboard goes to it).
        When every skill is mastered and none is due, say so instead, with the short round
        offered (`short_round`: begin that round)."""
        focus = flag(focus, "focus")
        short_round = flag(short_round, "short_round")
        make = self._make_round if short_round else self._make_session
        self._session = instance(result_of(make, "make_session"), Session, "make_session")
        self.summary_area.value = ""
        self._clear_example()
        self.again_button.layout.display = "none"
        self.round_button.layout.display = "none"
        self.next_button.layout.display = None
        self.rest = None if short_round else self._session.resting()
        if self.rest is not None:
            self._show_rest(self.rest)
            return
        self._show(self._session.next_item(), focus)

    def _show_rest(self, rest: Rest) -> None:
        """Nothing to review and every skill mastered: say so, and offer the short round."""
        self.holder.children = ()
        self.current = None
        self.heading.value = ""
        self.lesson_link.outputs = ()
        self.summary_area.value = rest_html(rest)
        self.next_button.layout.display = "none"
        self.round_button.layout.display = None
        self._show_notice()

    def next(self) -> None:
        """The next question, or the summary after the last one (only once this one is
        answered); a worked example first when the session has one."""
        if self.example is None and (self.current is None or not self.current.answered):
            return
        if self.example is None:
            example = self._session.take_example()
            if example is not None:
                self._show_example(example)
                return
        self._clear_example()
        item = self._session.next_item()
        if item is None:
            self._finish()
        else:
            self._show(item, focus=True)

    def _show_example(self, example: WorkedExample) -> None:
        """A worked example in place of the question just answered; Next goes on."""
        self.example = example
        self.holder.children = ()
        self.current = None
        self.lesson_link.outputs = ()
        # Announced (the heading is the live region), not shown: the example's box shows it.
        self.heading.value = f'<span style="{HIDDEN}">{html.escape(example.heading)}</span>'
        self.example_area.outputs = ({
            "output_type": "display_data",
            "data": {"text/html": example_html(example, self._lesson_notebook), "text/plain": example.text},
            "metadata": {},
        },)
        self.next_button.disabled = False
        self.next_button.focus()

    def _clear_example(self) -> None:
        self.example = None
        self.example_area.outputs = ()

    def _show_notice(self) -> None:
        self.notice_area.value = notice_html(getattr(self.store, "notice", "") or "")

    def _show(self, item: Item | None, focus: bool) -> None:
        if item is None:
            self._finish()
            return
        widget = ExerciseWidget(item.exercise(), on_attempt=self._attempted)
        if focus:
            widget.input.autofocus = True  # the keyboard goes on to the new question
        self.current = widget
        self.next_button.disabled = True
        widget.when_answered(self._answered)  # a graded attempt, or the solution shown
        self.heading.value = item_html(item, self._session.length, self._standing(item))
        self._show_lesson(item)
        self.holder.children = (widget,)
        self.next_button.description = say("practice.button.next" if item.number < self._session.length
                                            else "practice.button.finish")
        self._show_notice()

    def _show_lesson(self, item: Item) -> None:
        lesson = item.skill.lesson
        words = say("practice.taught_in", lesson=lesson, title=item.skill.title)
        target = text(self._lesson_notebook(lesson), "lesson_notebook", limit=1_000)
        shown = f'<a href="{html.escape(target)}">{html.escape(words)}</a>' if target else html.escape(words)
        self.lesson_link.outputs = ({
            "output_type": "display_data",
            "data": {"text/html": f'<div style="{_TEXT}">{shown}</div>', "text/plain": words},
            "metadata": {},
        },)

    def _standing(self, item: Item) -> str:
        found = self._session.standing(item.skill.key)
        return say("practice.standing", state=found.word, line=found.line)

    def _attempted(self, attempt: Attempt) -> None:
        store = self.store
        saved = store.record(attempt)
        self._session.answered(attempt)
        if self.current is not None:
            self.current.note("" if saved else store.notice)
        self._show_notice()

    def _answered(self) -> None:
        if self.current is not None and self.current.solution_seen:
            self._session.solution_shown()  # before an answer: the item counts as shown, not right
        self.next_button.disabled = False

    def _finish(self) -> None:
        self.holder.children = ()
        self.current = None
        self.heading.value = ""
        self.lesson_link.outputs = ()  # the last question's lesson: the summary names what to read
        self.summary_area.value = summary_html(self._session.summary(), self._lesson_notebook)
        self._show_notice()
        self.next_button.layout.display = "none"
        self.again_button.layout.display = None
        self.again_button.focus()
