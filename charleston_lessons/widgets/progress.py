"""Progress views: a bar for one lesson, the course overview with reset, export and import,
and the line that says which reviews are due, with the way to the practice notebook.

Thin views over `charleston_lessons.progress` and `scoring`: they show what the store
holds, and say in one sentence when it could not be read or written. Export hands the file
to the learner's browser as a download (in the static site that is the only copy a learner
can keep); Import brings such a copy back, merged with what is here.

The overview shows each skill's state (`charleston_lessons.mastery`) as its word and a picture
of dots that needs no colour (hidden from screen readers, which read the streak in words), and
how many reviews are due (`charleston_lessons.practice.due_line`) with a link to practise.
"""

from __future__ import annotations

import html
import sys
from collections.abc import Callable, Iterable, Sequence
from datetime import datetime
from pathlib import Path, PurePath
from typing import Any

import ipywidgets as w
from ipywidgets.widgets.widget_string import HTMLStyle

from charleston_lessons import clock
from charleston_lessons._input import each, instance, mapping, text
from charleston_lessons.lessons import PRACTICE_NOTEBOOK, Lesson
from charleston_lessons.mastery import FILLED, MASTERY_STREAK, SkillStatus, states
from charleston_lessons.messages import say, say_count
from charleston_lessons.practice import SESSION_ITEMS, due_line
from charleston_lessons.progress import (
    MAX_FILE_BYTES,
    LearnerRecord,
    ProgressError,
    ProgressStore,
    export_name,
    read_copy,
)
from charleston_lessons.place import Missed, Place, Section, missed, where
from charleston_lessons.scoring import LessonStatus, lesson_status, pick_up
from charleston_lessons.shown import Shown, scrolling
from charleston_lessons.widgets._style import HIDDEN, TARGET_PX, TEXT_PX
from charleston_lessons.widgets._checks import function
from charleston_lessons.widgets.answer import Action, AnswerForm, Field
from charleston_lessons.widgets.download import Download
from charleston_lessons.widgets.upload import Upload

__all__ = ["LessonProgress", "PagePlace", "LookBack", "CourseOverview", "statuses", "skills_table", "reviews_due",
           "place_html", "look_back_html", "missed_html"]

_TEXT = "color: var(--jp-ui-font-color1, #212121); font-size: var(--jp-ui-font-size1, 13px);"
_NOTE = (
    "border-left: 6px solid var(--jp-warn-color1, #f57c00); padding: 4px 8px; margin: 4px 0;"
    " background: var(--jp-layout-color2, #f5f5f5); color: var(--jp-ui-font-color1, #212121);"
)

# The skills table and the reviews line are read, not skimmed: words at least 16 px.
_READ = f"color: var(--jp-ui-font-color1, #212121); font-size: {TEXT_PX}px; line-height: 1.4;"
_CELL = "padding:4px 10px;text-align:left;vertical-align:top;border-bottom:1px solid var(--jp-border-color2,#e0e0e0)"
# A link as large as a button (44 px high) and underlined, so it never rests on colour alone.
_LINK = (f"display:inline-block;min-height:{TARGET_PX}px;padding:10px 0;box-sizing:border-box;"
         f"font-size:{TEXT_PX}px;font-weight:600;text-decoration:underline;"
         "color:var(--jp-content-link-color,#1976d2)")


def skills_table(found: Iterable[SkillStatus]) -> str:
    """Each skill's row: its title and lesson (the row's header), its streak as dots (hidden
    from screen readers, which read the streak in words instead) and its state in words;
    then a line that says what the dots mean."""
    found = each(found, SkillStatus, "found")
    head = "".join(f'<th scope="col" style="{_CELL}">{html.escape(say(k))}</th>' for k in
                   ("progress.column.skill", "progress.column.streak", "progress.column.state"))
    body = "".join(
        f'<tr class="cl-skill cl-skill-{html.escape(s.state.value)}">'
        f'<th scope="row" style="{_CELL};font-weight:normal">'
        f'{html.escape(say("practice.summary.skill_lesson", title=s.skill.title, lesson=s.skill.lesson))}</th>'
        f'<td style="{_CELL};white-space:nowrap;position:relative"><span aria-hidden="true" style="letter-spacing:2px">'
        f'{html.escape(s.picture)}</span><span style="{HIDDEN}">{html.escape(s.line)}</span></td>'
        f'<td style="{_CELL}">{html.escape(s.word)}</td></tr>'
        for s in found
    )
    key = say("progress.skills_key", filled=FILLED, needed=MASTERY_STREAK)
    title = say("progress.skills_title")
    table = (
        f'<table style="border-collapse:collapse;margin:4px 0">'
        f'<caption style="text-align:left;font-weight:bold;padding:2px 0">{html.escape(title)}</caption>'
        f'<thead><tr>{head}</tr></thead><tbody>{body}</tbody></table>'
    )
    # On a phone the table scrolls sideways by itself (the page never does).
    return (
        f'<div class="cl-skills" style="{_READ}">{scrolling(table, title, wide=480)}'
        f'<div aria-hidden="true" style="margin:2px 0 6px 0">{html.escape(key)}</div></div>'
    )


def reviews_due(attempts: Any, now: datetime | None = None, notebook: str = PRACTICE_NOTEBOOK) -> Shown:
    """How many reviews are due at `now` (the clock's if None) and which, from the progress
    store's attempts, and a link to the practice notebook (`notebook`, relative to the page
    that shows it): HTML for the page, and the same words as plain text."""
    notebook = text(notebook, "notebook", limit=1_000)
    line = due_line(attempts, now)
    words = say("progress.practice_link", count=SESSION_ITEMS)
    markup = (
        f'<div class="cl-reviews-due" style="{_READ} margin:4px 0">'
        f'<div>{html.escape(line)}</div>'
        f'<a href="{html.escape(notebook)}" style="{_LINK}">{html.escape(words)}</a></div>'
    )
    return Shown(markup, f"{line}\n{words} ({notebook})")


def statuses(lessons: Sequence[Lesson], store: LearnerRecord) -> list[LessonStatus]:
    """Each lesson's standing from the latest answers in `store` (a progress file or a room's record)."""
    lessons = each(lessons, Lesson, "lessons")
    store = instance(store, LearnerRecord, "store")
    attempts = store.latest()
    latest = {i: a.outcome for i, a in attempts.items()}
    seen = {i for i, a in attempts.items() if a.solution_seen}
    return [
        lesson_status(item.number, item.title, [e.id for e in item.exercises], latest, seen)
        for item in lessons
    ]


def _right(status: LessonStatus) -> str:
    """"5 of 6", and how many of those came after seeing the solution."""
    if status.after_solution:
        return say("progress.right_after_solution", right=status.right, total=status.total,
                   after=status.after_solution)
    return say("progress.right_of", right=status.right, total=status.total)


def _note(text: str) -> str:
    return f'<div class="cl-notice" role="status" style="{_NOTE}">{html.escape(text)}</div>' if text else ""


def _folder(value: Any, what: str) -> Path:
    """A folder given as a `Path` or as text (the working folder when None)."""
    if value is None:
        return Path.cwd()
    if isinstance(value, PurePath):
        return Path(value)
    if isinstance(value, str):
        return Path(text(value, what, limit=4_096))
    raise ValueError(say("error.input.not_kind", what=what, kind=say("words.a_folder"), value=value))


def _output(markup: str, words: str) -> tuple[dict[str, Any], ...]:
    """One HTML output for an `Output` widget (the page's own renderer draws its links)."""
    return ({"output_type": "display_data", "data": {"text/html": markup, "text/plain": words}, "metadata": {}},)


def place_html(place: Place) -> str:
    """Where the learner is, in one line, over the page's sections as links to their headings
    (the one the learner is at marked in words, not by colour alone), in a list that folds."""
    place = instance(place, Place, "place")
    items = []
    for i, section in enumerate(place.sections, start=1):
        here = i == place.at and not place.done
        mark = f' <span class="cl-here">({html.escape(say("place.here"))})</span>' if here else ""
        current = ' aria-current="location"' if here else ""
        weight = "font-weight:700;" if here else ""
        items.append(
            f'<li style="margin:0;break-inside:avoid"><a href="#{html.escape(section.anchor, quote=True)}"{current}'
            f' style="{_SECTION_LINK}{weight}">{html.escape(section.title)}</a>{mark}</li>'
        )
    title = say("place.sections")
    # The list runs in columns; a column's numbers sit in the gap before it, so the gap is wider
    # than a number: a long last line of one column never runs into the next one's numbers.
    return (
        f'<div class="cl-place" style="{_READ} margin:4px 0">'
        f'<div class="cl-place-line" style="font-weight:600;margin:2px 0 4px 0">{html.escape(place.line)}</div>'
        f'<details class="cl-sections" open><summary style="cursor:pointer;min-height:{TARGET_PX}px;'
        f'display:list-item;padding:10px 0;box-sizing:border-box">{html.escape(title)}</summary>'
        f'<nav aria-label="{html.escape(title, quote=True)}"><ol style="margin:0;padding-left:1.6em;columns:18em;column-gap:2.5em">'
        f'{"".join(items)}</ol></nav></details></div>'
    )


# A section's link: tall enough to tap (44 px with its padding), underlined, in the link colour.
# As a flex box its first line is its baseline: a list's number sits beside the link's first line.
_SECTION_LINK = (f"display:inline-flex;align-items:center;min-height:{TARGET_PX}px;box-sizing:border-box;"
                 "text-decoration:underline;color:var(--jp-content-link-color,#1976d2);")


class LessonProgress(w.VBox):
    """A progress bar for one lesson: how many of its exercises the latest answer got right;
    and, given its `sections`, where the learner is (section, minutes left, questions answered)
    over a list of its sections that link to their headings."""

    def __init__(self, lesson: Lesson, store: LearnerRecord, sections: tuple[Section, ...] | None = None) -> None:
        self.lesson = instance(lesson, Lesson, "lesson")
        self.store = instance(store, LearnerRecord, "store")
        self.sections = None if sections is None else tuple(each(sections, Section, "sections"))
        # Each model is made with what it shows: one message each, no update after (issue 24).
        shown = self._shown()
        self.bar = w.IntProgress(min=0, max=max(1, len(lesson.exercises)), layout=w.Layout(width="320px"),
                                 **shown["bar"])
        # The parts with the default look share one Layout and one style (see ExerciseWidget).
        plain, text_style = w.Layout(), HTMLStyle()
        self.label = w.HTML(shown["label"], layout=plain, style=text_style)
        self.notice = w.HTML(shown["notice"], layout=plain, style=text_style)
        parts: list[w.Widget] = [w.HBox([self.bar, self.label], layout=plain), self.notice]
        self.place_view: w.Output | None = None
        if self.sections:
            # An Output, so the page's own renderer draws the links (see CourseOverview.pick_up).
            self.place_view = w.Output(layout=plain, outputs=shown["place"], _dom_classes=("cl-place-view",))
            parts.insert(0, self.place_view)
        super().__init__(parts, layout=plain, _dom_classes=("cl-progress",))

    @property
    def place(self) -> Place | None:
        """Where the learner is now (None without sections)."""
        if not self.sections:
            return None
        return where(self.sections, set(self.store.latest()), self.lesson.minutes)

    def _shown(self) -> dict[str, Any]:
        """What the bar, its words and the notice show now (and `self.text`, the words)."""
        (status,) = statuses([self.lesson], self.store)
        key = "progress.lesson_done" if status.done else "progress.lesson"
        self.text = say(key, number=status.number, right=status.right, total=status.total)
        place = self.place
        return {
            "bar": {"value": status.right, "bar_style": "success" if status.done else "info", "tooltip": self.text},
            "label": f'<span style="{_TEXT} margin-left: 8px;">{html.escape(self.text)}</span>',
            "notice": _note(self.store.notice),
            "place": () if place is None else _output(place_html(place), place.line),
        }

    def refresh(self) -> None:
        shown = self._shown()
        with self.bar.hold_sync():
            for name, value in shown["bar"].items():
                setattr(self.bar, name, value)
        self.label.value = shown["label"]
        self.notice.value = shown["notice"]
        if self.place_view is not None and tuple(self.place_view.outputs) != shown["place"]:
            self.place_view.outputs = shown["place"]

    def __repr__(self) -> str:
        # Stands in for the bar until its cell runs (and is what nbval compares): no state.
        return say("progress.repr.lesson", number=self.lesson.number)


class PagePlace(w.VBox):
    """Where the learner is on a page that is not one lesson (the express page): its place line
    over links to its `sections`, from the store's latest answers; call `refresh()` after each."""

    def __init__(self, sections: Sequence[Section], store: LearnerRecord, minutes: int) -> None:
        self.sections = tuple(each(sections, Section, "sections"))
        self.store = instance(store, LearnerRecord, "store")
        self.minutes = minutes
        where(self.sections, (), minutes)  # the check every refresh makes, before any model
        self.view = w.Output(layout=w.Layout(), outputs=self._shown(), _dom_classes=("cl-place-view",))
        super().__init__([self.view], layout=w.Layout(), _dom_classes=("cl-progress",))

    @property
    def place(self) -> Place:
        return where(self.sections, set(self.store.latest()), self.minutes)

    def _shown(self) -> tuple[dict[str, Any], ...]:
        place = self.place
        return _output(place_html(place), place.line)

    def refresh(self) -> None:
        shown = self._shown()
        if tuple(self.view.outputs) != shown:
            self.view.outputs = shown

    def __repr__(self) -> str:
        return say("place.sections")


def missed_html(item: Missed, href: str | None = None) -> str:
    """One miss of a list: the question and its rule, then a link to where it is taught
    (`href`, else `item.link`) that names the lesson and section, said once."""
    item = instance(item, Missed, "item")
    href = item.link if href is None else text(href, "href", limit=2_000)
    where = say("place.read_again", number=item.lesson, section=item.section or item.lesson_title)
    return (f'<li class="cl-missed" data-exercise="{html.escape(item.exercise_id, quote=True)}" style="margin:2px 0">'
            f'{html.escape(item.asked)} <a href="{html.escape(href, quote=True)}" style="{_SECTION_LINK}">'
            f'{html.escape(where)}</a></li>')


def look_back_html(found: tuple[Missed, ...], started: bool) -> str:
    """What was missed, each with its rule and a link to where it is taught (relative to the
    lessons' folder); before any answer, a line saying what will be listed here."""
    found = tuple(each(found, Missed, "found"))
    title = f'<strong>{html.escape(say("place.look_back"))}</strong>'
    if not found:
        line = say("place.look_back_none" if started else "place.look_back_start")
        return f'<div class="cl-look-back" style="{_READ} margin:4px 0">{title}<div>{html.escape(line)}</div></div>'
    items = "".join(missed_html(item) for item in found)
    head = html.escape(say("place.look_back_head", count=len(found)))
    return (f'<div class="cl-look-back" style="{_READ} margin:4px 0">{title}<div>{head}</div>'
            f'<ul style="margin:2px 0;padding-left:1.4em">{items}</ul></div>')


class LookBack(w.VBox):
    """The end of a page: each of its questions missed (`place.missed`), with its rule and a link
    to where it is taught; call `refresh()` after each answer. `prefix` goes before each link
    (from the page to the lessons' folder)."""

    def __init__(self, ids: Sequence[str], store: LearnerRecord, *, revisit: dict[str, int] | None = None,
                 prefix: str = "", here: str = "") -> None:
        self.ids = tuple(text(item, "ids", limit=2_000) for item in each(ids, str, "ids", limit=10_000))
        self.store = instance(store, LearnerRecord, "store")
        # Checked as `place.missed` checks it: a list, or a mapping whose truth raises, is a sentence.
        self.revisit = {} if revisit is None else mapping(revisit, "revisit", limit=10_000)
        self.prefix = text(prefix, "prefix", limit=1_000)
        self.here = text(here, "here", limit=1_000)  # the page's own notebook: its links stay in the page
        self.view = w.Output(layout=w.Layout(), outputs=self._shown(), _dom_classes=("cl-look-back-view",))
        super().__init__([self.view], layout=w.Layout(), _dom_classes=("cl-progress", "cl-look-back-box"))

    @property
    def found(self) -> tuple[Missed, ...]:
        """What was missed, as the store's latest answers say."""
        return missed(self.ids, self.store.latest(), revisit=self.revisit)

    @property
    def text(self) -> str:
        return "\n".join([say("place.look_back"), *(item.line for item in self.found)])

    def _shown(self) -> tuple[dict[str, Any], ...]:
        latest = self.store.latest()
        found = tuple(Missed(**{**item.__dict__, "notebook": "" if item.notebook == self.here
                                else self.prefix + item.notebook}) for item in self.found)
        return _output(look_back_html(found, any(item in latest for item in self.ids)), self.text)

    def refresh(self) -> None:
        shown = self._shown()
        if tuple(self.view.outputs) != shown:
            self.view.outputs = shown

    def __repr__(self) -> str:
        return say("place.look_back")


class CourseOverview(w.VBox):
    """Every lesson's progress, where to pick up, Reset (with confirmation), Export (a
    download, and outside the static site a file in `export_dir` too) and Import.

    `on_reset` is called after this overview changed the progress (a reset or an import), so
    the lessons' bars can follow."""

    def __init__(
        self,
        lessons: Sequence[Lesson],
        store: LearnerRecord,
        *,
        export_dir: Path | None = None,
        on_reset: Callable[[], None] | None = None,
        now: Callable[[], datetime] = clock.now,
    ) -> None:
        self.lessons = tuple(each(lessons, Lesson, "lessons"))
        self.now = function(now, "now")
        self.store = instance(store, LearnerRecord, "store")
        self.export_dir = _folder(export_dir, "export_dir")
        self.on_reset = function(on_reset, "on_reset", optional=True)
        # The parts with the default look share one Layout and one style per kind (see
        # ExerciseWidget): fewer widget models for the page to build. `confirm` keeps its own.
        plain, text_style, press = w.Layout(), HTMLStyle(), w.ButtonStyle()
        # Each part is made with what it shows: one message per model, none updated straight
        # after (issue 24: lesson 1 shows the overview, and Run All waits on its messages).
        shown = self._shown()
        self.table = w.HTML(shown["table"], layout=plain, style=text_style)
        # Where to pick up, as a link that opens that lesson. It is an Output, so the page's own
        # renderer draws it: JupyterLab then opens the link as a tab beside this one (a link in
        # an HTML widget would reload the whole page), and Voila as the lesson's page. The link
        # is relative to notebooks/, where lessons 1 and 12 show the overview.
        self.pick_up = w.Output(layout=plain, outputs=shown["pick_up"], _dom_classes=("cl-pick-up",))
        # How many reviews are due, with the link to practise: an Output for the same reason.
        self.reviews = w.Output(layout=plain, outputs=shown["reviews"], _dom_classes=("cl-reviews",))
        # Each skill's state: not started, learning, mastered or due for review.
        self.skills_view = w.HTML(shown["skills"], layout=plain, style=text_style, _dom_classes=("cl-skills-view",))
        self.where = w.HTML(shown["where"], layout=plain, style=text_style)
        # Buttons as wide as their words: ipywidgets' default width cuts "Reset my progress" off.
        wide = w.Layout(width="auto")
        self.reset_button = w.Button(description=say("progress.reset"), icon="trash", layout=wide, style=press)
        self.confirm_yes = w.Button(description=say("progress.reset_yes"), button_style="danger", layout=wide,
                                    style=press)
        self.confirm_no = w.Button(description=say("progress.reset_no"), layout=wide, style=press)
        self.confirm = w.VBox(
            [w.HTML(f'<span style="{_TEXT}">{html.escape(say("progress.reset_confirm"))}</span>',
                    layout=plain, style=text_style),
             w.HBox([self.confirm_yes, self.confirm_no], layout=plain)],
            layout=w.Layout(display="none"),
        )
        # The name and the Export button are one form, so a press exports under the name on screen.
        self.export_form = AnswerForm(
            [Field("name", "text", label=say("progress.export_label"), placeholder=say("progress.export_name"),
                   width="22em")],
            [Action("export", say("progress.export"), icon="download")],
            layout=plain,
        )
        self.name = self.export_form.view("name")
        self.download = Download(layout=plain)
        # Import: a copy saved with Export (or a progress file), merged with what is here.
        self.upload = Upload(say("progress.import"), self.import_file, accept=".json,application/json",
                             max_bytes=MAX_FILE_BYTES, layout=plain)
        self.import_help = w.HTML(f'<span style="{_TEXT}">{html.escape(say("progress.import_help"))}</span>',
                                  layout=plain, style=text_style)
        self.message = w.HTML(layout=plain, style=text_style)
        if not isinstance(self.store, ProgressStore):  # a workshop's record stays in the room
            self.reset_button.layout = w.Layout(display="none")
        self.reset_button.on_click(lambda _b: self._ask())
        self.confirm_no.on_click(lambda _b: self._hide_confirm())
        self.confirm_yes.on_click(lambda _b: self.reset())
        self.export_form.on_submit(lambda _action, values: self.export(values.get("name")))
        super().__init__([
            self.table,
            self.pick_up,
            self.reviews,
            self.skills_view,
            self.where,
            self.export_form,
            self.download,
            w.HBox([self.upload, self.import_help], layout=plain),
            w.HBox([self.reset_button], layout=plain),
            self.confirm,
            self.message,
        ], layout=plain, _dom_classes=("cl-overview",))

    def _shown(self) -> dict[str, Any]:
        """What the overview's parts show now, by part (and the words and link they say it in,
        kept on the overview as `pick_up_text`, `pick_up_link`, `skills` and `reviews_text`)."""
        rows = statuses(self.lessons, self.store)
        cell = "padding:2px 10px;text-align:left;border-bottom:1px solid var(--jp-border-color2,#e0e0e0)"
        head = "".join(f'<th style="{cell}">{say(k)}</th>' for k in
                       ("progress.column.lesson", "progress.column.right", "progress.column.tried"))
        body = "".join(
            f'<tr><td style="{cell}">{s.number}. {html.escape(s.title)}{" ✓" if s.done else ""}</td>'
            f'<td style="{cell}">{html.escape(_right(s))}</td><td style="{cell}">{s.tried}</td></tr>'
            for s in rows
        )
        nxt = pick_up(rows)
        self.pick_up_text = (say("progress.pick_up", number=nxt.number, title=nxt.title) if nxt
                             else say("progress.all_done"))
        # The lesson to pick up at, or the final check (the last lesson) once every one is done.
        target = next((item for item in self.lessons if nxt and item.number == nxt.number),
                      self.lessons[-1] if self.lessons and not nxt else None)
        self.pick_up_link = target.notebook if target else None
        words = html.escape(self.pick_up_text)
        shown = f'<a href="{html.escape(self.pick_up_link)}">{words}</a>' if self.pick_up_link else words
        where_next = ({
            "output_type": "display_data",
            "data": {"text/html": f'<div style="{_TEXT}">{shown}</div>', "text/plain": self.pick_up_text},
            "metadata": {},
        },)
        attempts = self.store.attempts()
        when = self.now()
        self.skills = states(attempts, when)
        due = reviews_due(attempts, when)
        self.reviews_text = due.text
        return {
            "table": (
                f'<div style="{_TEXT}"><strong>{html.escape(say("progress.overview_title"))}</strong>'
                f'<table style="border-collapse:collapse;margin:4px 0">{head and "<tr>" + head + "</tr>"}{body}</table></div>'
            ),
            "pick_up": where_next,
            "skills": skills_table(self.skills.values()),
            "reviews": ({
                "output_type": "display_data",
                "data": {"text/html": due.markup, "text/plain": due.text},
                "metadata": {},
            },),
            "where": (f'<div style="{_TEXT} opacity:0.8">{html.escape(self.store.where)}</div>'
                      + _note(self.store.notice)),
        }

    def refresh(self) -> None:
        shown = self._shown()
        self.pick_up.outputs = shown["pick_up"]
        self.skills_view.value = shown["skills"]
        self.reviews.outputs = shown["reviews"]
        self.table.value = shown["table"]
        self.where.value = shown["where"]

    def _ask(self) -> None:
        self._say("")  # an earlier "Saved as ..." does not belong under the question
        self.confirm.layout.display = "flex"

    def _hide_confirm(self) -> None:
        self.confirm.layout.display = "none"

    def _say(self, text: str) -> None:
        self.message.value = _note(text)

    def reset(self) -> None:
        """Erase the learner's progress (after the confirmation), keeping a backup."""
        backup = self.store.reset()
        self._hide_confirm()
        if backup is not None:
            self._say(say("progress.reset_done", backup=backup.name))
        else:
            self._say(self.store.notice or say("progress.reset_nothing"))
        if self.on_reset is not None:
            self.on_reset()
        self.refresh()

    def export(self, name: str | None = None) -> Path | None:
        """Hand the progress under `name` (by default the one typed) to the browser as a
        download and, outside the static site, write it into `export_dir` too; say where, or
        why not. The file written, or None."""
        self._hide_confirm()  # an open Reset question does not belong beside the export's answer
        try:  # plain text, read without asking a caller's value its own str() or truth
            name = text(self.name.value if name is None else name, "name", limit=10_000)
        except ValueError as error:
            self._say(str(error))
            return None
        try:
            if sys.platform == "emscripten":  # the site's drive is the browser's: a download only
                filename = export_name(name)
                self.download.offer(filename, self.store.export_bytes(name))
                self._say(say("progress.export_downloaded", name=filename))
                return None
            # letters of any script kept; a short hash where another learner's file has the name
            path = self.store.export(name, self.export_dir / export_name(name, self.export_dir))
            self.download.offer(path.name, path.read_bytes())
        except ProgressError as error:
            self._say(str(error))
            return None
        except OSError as error:
            self._say(say("progress.export_failed", error=error.strerror or error))
            return None
        self._say(say("progress.export_done", path=path.name))
        return path

    def import_file(self, name: str, data: bytes | None) -> int:
        """Bring in the attempts of a file the learner chose (an export or a progress file;
        `data` None when it was too large to read), merged with what is here, none twice;
        say how many, or why not. The number of attempts added."""
        # Both read before anything changes: a name whose `__str__` raises, or data that is no
        # bytes, is a sentence (the file chooser hands in a plain name and bytes, or None).
        name = text(name, "name", limit=10_000)[:80]
        if data is not None and not isinstance(data, (bytes, bytearray, memoryview)):
            raise ValueError(say("error.input.not_kind", what="data", kind=say("words.bytes"), value=data))
        self._hide_confirm()
        try:
            if data is None or len(data) > MAX_FILE_BYTES:
                raise ProgressError(say("progress.error.too_large"))
            _learner, attempts = read_copy(data)
        except ProgressError as error:
            self._say(say("progress.import_failed", name=name, why=error))
            return 0
        added = self.store.merge(attempts)
        if added and self.on_reset is not None:
            self.on_reset()
        self.refresh()
        said = say("progress.import_done", name=name, added=say_count("count.answers", added),
                   known=say_count("count.answers", len(attempts) - added))
        self._say(" ".join([said, self.store.notice]).strip())
        return added

    def __repr__(self) -> str:
        return say("progress.repr.overview")
