"""What the notebooks call: one or two short lines per cell, and pictures that show themselves.

    from charleston_lessons import course
    lesson = course.lesson(3)
    lesson.exercise("direction-4")

A face: it imports the core and the widgets and decides nothing. Widgets are cached per
exercise, so running a cell twice shows the same widget (with the learner's answer
still in it) and never attaches a handler twice.
"""

from __future__ import annotations

import asyncio
import functools
import html
import importlib.util
import os
import sys
import weakref
from collections.abc import Callable, Iterable, Sequence
from typing import Any

from charleston_lessons._input import instance, plain, take, whole
from charleston_lessons._input import text as read_text
from charleston_lessons.lessons import Lesson, all_lessons, find_exercise
from charleston_lessons.lessons.base import Experiment, Figure
from charleston_lessons.lessons import lesson as lesson_data
from charleston_lessons.messages import language, say, set_language, translate
from charleston_lessons.needs import OPTIONAL, missing_sentence, sentence_for
from charleston_lessons.progress import Attempt, LearnerRecord, ProgressStore, as_path
from charleston_lessons.shown import Shown, scrolling
from charleston_lessons.rules import PASSES, Seat, as_seat
from charleston_lessons.table import Table
from charleston_lessons.tiles import ALL_KINDS, COPIES, MAX_TILES, Tile, parse_tiles

__all__ = [
    "LessonPage",
    "lesson",
    "tiles",
    "tile_sheet",
    "pass_table",
    "table_diagram",
    "rollor",
    "replay",
    "Picture",
    "Html",
    "overview",
    "reviews_due",
    "progress_store",
    "use_progress_file",
    "learner",
    "live_table",
    "live_room",
    "tables_board",
    "play_seat",
    "table_for_four",
    "practice",
    "express",
    "ExpressPage",
    "glossary",
    "card",
    "load",
    "use_language",
    "language",
]

# The words the course draws beside its pictures and its one-sentence notes: at the size of a
# lesson's text (16 px), not JupyterLab's 13 px interface size, for older readers.
_LABEL = (
    "font-size: var(--jp-content-font-size1, 16px); color: var(--jp-ui-font-color1, #212121);"
    " margin: 2px 0 6px 0;"
)


# A piece of HTML with a plain-text twin (kept under this name for the lessons' helpers).
Html = Shown

LOAD_SECONDS = 120.0  # the longest a browser may take to fetch numpy and matplotlib


def _seat(seat: Any) -> Seat:
    """`seat` as a `Seat` (`rules.as_seat`), a caller's text read as a plain string first."""
    return as_seat(plain(seat) if isinstance(seat, str) and not isinstance(seat, Seat) else seat)


def _seed(seed: Any) -> int | None:
    """`seed` as None or a plain whole number (a caller's `int` subclass never runs)."""
    return None if seed is None else whole(seed, "seed")


def _said(sentence: str) -> Html:
    """One sentence about a part of the lesson that cannot run here, announced politely."""
    return Html(
        f'<div class="cl-needs" role="status" style="{_LABEL} border-left: 4px solid'
        f' var(--jp-warn-color0, #bf360c); padding: 4px 10px;">{html.escape(sentence)}</div>',
        sentence,
    )


def _or_sentence(make: Callable[..., Any]) -> Callable[..., Any]:
    """`make`, except that a missing optional library (numpy, matplotlib) shows one sentence
    instead of a traceback (see `needs`)."""

    @functools.wraps(make)
    def run(*args: Any, **kwargs: Any) -> Any:
        try:
            return make(*args, **kwargs)
        except ImportError as error:
            sentence = sentence_for(error)
            if sentence is None:
                raise
            return _said(sentence)

    return run


async def load(*packages: str) -> Html | None:
    """Load the libraries a lesson computes with before its cells use them:
    `await course.load("numpy")` in its first cell.

    Where Python is installed (JupyterLab, Voila) they are there already and this shows
    nothing. In the course's static site, Python runs in the browser (Pyodide), which
    fetches them from the internet; if that fails, it says so in one sentence (`needs`)."""
    # Each name is read as plain text before it is hashed or compared: a list (unhashable) or a
    # `str` subclass whose own `__hash__` raises gets the sentence, never its own error.
    if len(packages) > 16 or not all(isinstance(name, str) for name in packages):
        raise ValueError(say("needs.bad_package", value=packages, known=", ".join(OPTIONAL)))
    names = list(dict.fromkeys(plain(name) for name in packages))
    if not names or any(name not in OPTIONAL for name in names):
        raise ValueError(say("needs.bad_package", value=packages, known=", ".join(OPTIONAL)))
    if sys.platform == "emscripten":  # pragma: no cover - runs in the browser's Python only
        import pyodide_js  # type: ignore[import-not-found]

        try:
            await asyncio.wait_for(pyodide_js.loadPackage(names), LOAD_SECONDS)
        except Exception:  # noqa: BLE001 - offline, or a server that never answers: said below
            pass
    missing = [name for name in names if importlib.util.find_spec(name) is None]
    return _said(" ".join(missing_sentence(name) for name in missing)) if missing else None


class Picture:
    """A figure shown as inline SVG that follows the light and dark themes, named and
    described for screen readers; its plain text (what nbval compares) is the description.

    `figure` is one of the course's own drawings (`art.Drawing`: its title names the
    picture and its long description is the caption) or a matplotlib chart, saved as SVG.
    """

    def __init__(self, figure: Any, description: str) -> None:
        from charleston_lessons.art import Drawing

        if not isinstance(figure, Drawing):
            try:
                from matplotlib.figure import Figure as Chart
            except ImportError:  # no chart without matplotlib: only a Drawing can be one
                Chart = Drawing
            instance(figure, Chart, "figure")
        self.figure = figure
        self.description = read_text(description, "description")
        self._html: str | None = None

    def _repr_html_(self) -> str:
        if self._html is None:
            from charleston_lessons.art import Drawing, chart_svg, figure_html

            if isinstance(self.figure, Drawing):
                self._html = self.figure.html()
            else:
                self._html = figure_html(chart_svg(self.figure, self.description))
        return self._html

    def __repr__(self) -> str:
        return say("course.picture", description=self.description)


_TILE_PX = 58  # a lesson's tile pictures, in px tall


def tiles(text: str | Iterable[str | Tile], *, label: str = "", face_down: int = 0) -> Html:
    """A row of tile pictures, labelled; every rack in the course is invented (G5)."""
    from charleston_lessons.art import rack_svg

    label = read_text(label, "label")
    face_down = whole(face_down, "face_down", 0, MAX_TILES)
    parsed = parse_tiles(plain(text) if isinstance(text, str) else text)
    names = ", ".join(translate(tile.name) for tile in parsed)
    hidden = ""
    if face_down:
        hidden = say("course.rack.and_face_down" if names else "course.rack.face_down", count=face_down)
    label = translate(label)  # a notebook's own label, in the current language where the catalog has it
    caption = f'<div style="{_LABEL}">{html.escape(label)}</div>' if label else ""
    # One picture to a screen reader; to the eye, tiles that wrap onto a second row on a
    # narrow screen instead of shrinking until their codes cannot be read.
    # 58 px tall: the code under each tile is 12 px (a rack's labels are 0.21 of its height).
    pictures = [rack_svg([tile], height=_TILE_PX, labels=True, name=translate(tile.name)) for tile in parsed]
    pictures += [rack_svg([], height=_TILE_PX, face_down=1, labels=True,
                          name=say("course.rack.face_down_tile"))] * face_down
    overall = html.escape(say("course.rack", tiles=f"{names}{hidden}") if names or hidden else say("course.rack.empty"),
                          quote=True)
    row = (f'<div class="cl-rack-row" role="img" aria-label="{overall}" '
           f'style="display:flex;flex-wrap:wrap;gap:2px;max-width:100%">{"".join(pictures)}</div>')
    markup = f'<div class="cl-rack">{caption}{row}</div>'
    prefix = f"{label}: " if label else ""
    return Html(markup, f"{prefix}{names}{hidden}")


def tile_sheet() -> Html:
    """All 36 kinds of tile with how many of each the set holds (T1, T2)."""
    from charleston_lessons.art import tile_svg

    groups = [
        (say("course.sheet.bams"), [t for t in ALL_KINDS if t.suit == "B" and t.category == "suit"]),
        (say("course.sheet.craks"), [t for t in ALL_KINDS if t.suit == "C" and t.category == "suit"]),
        (say("course.sheet.dots"), [t for t in ALL_KINDS if t.suit == "D" and t.category == "suit"]),
        (say("course.sheet.winds"), [t for t in ALL_KINDS if t.category == "wind"]),
        (say("course.sheet.dragons"), [t for t in ALL_KINDS if t.category == "dragon"]),
        (say("course.sheet.flowers_jokers"), [t for t in ALL_KINDS if t.category in ("flower", "joker")]),
    ]
    rows, text = [], []
    for title, kinds in groups:
        # Each tile with its caption under it, the row wrapping on a narrow screen.
        cells = "".join(
            '<div style="display:inline-flex;flex-direction:column;align-items:center;margin:0 6px 6px 0">'
            f'{tile_svg(t, height=56)}<div style="{_LABEL} text-align:center">'
            f"{html.escape(translate(t.name))}<br>×{COPIES[t.code]}</div></div>"
            for t in kinds
        )
        rows.append(f'<div><div style="{_LABEL} font-weight:bold">{title}</div>'
                    f'<div style="display:flex;flex-wrap:wrap">{cells}</div></div>')
        text.append(f"{title}: " + ", ".join(f"{t.code} {translate(t.name)} x{COPIES[t.code]}" for t in kinds))
    total = say("course.sheet.total", count=sum(COPIES.values()))
    rows.append(f'<div style="{_LABEL}">{html.escape(total)}</div>')
    return Html("".join(rows), "\n".join(text) + f"\n{total}")


def _groups(notation: str) -> str:
    """A line's notation that a narrow page wraps between groups, never inside one."""
    return " ".join(f'<span style="white-space:nowrap">{html.escape(g)}</span>' for g in notation.split())


def card() -> Html:
    """The whole invented teaching card, family by family: each family says what its lines
    share, each line shows its name and notation (G5: none is from a League card). Text,
    not tile pictures, so sixty lines can be scanned at a glance on any screen."""
    from charleston_lessons.hands import CARD, FAMILIES

    ink = "color:var(--jp-ui-font-color1,#212121)"
    code = ("font-family:var(--jp-code-font-family,monospace);font-size:var(--jp-code-font-size,13px);"
            "background:var(--jp-layout-color2,#eeeeee);padding:0 3px;border-radius:3px")
    boxes, text = [], [say("card.title", count=len(CARD))]
    for family, shared in FAMILIES:
        lines = [line for line in CARD if line.family == family]
        items = "".join(
            f'<li style="margin:2px 0">{html.escape(translate(line.name))}: <span style="{code}">{_groups(line.notation)}</span></li>'
            for line in lines
        )
        boxes.append(
            f'<section style="border:1px solid var(--jp-border-color1,#bdbdbd);border-radius:6px;padding:6px 10px">'
            f'<h4 style="margin:0 0 2px 0;{ink}">{html.escape(translate(family))}</h4>'
            f'<div style="font-style:italic;margin-bottom:4px">{html.escape(translate(shared))}</div>'
            f'<ul style="margin:0;padding-left:1.2em">{items}</ul></section>'
        )
        text.append(f"{translate(family)} ({translate(shared)}): "
                    + "; ".join(f"{translate(line.name)} {line.notation}" for line in lines))
    text.append(say("card.invented"))
    markup = (
        f'<div class="cl-card" style="{ink};font-size:var(--jp-content-font-size1,14px);line-height:1.4">'
        f'<div style="{_LABEL}"><strong>{html.escape(say("card.title", count=len(CARD)))}</strong></div>'
        '<div style="display:grid;grid-template-columns:repeat(auto-fill,minmax(min(100%,300px),1fr));gap:8px">'
        + "".join(boxes)
        + f'</div><div style="{_LABEL}">{html.escape(say("card.invented"))}</div></div>'
    )
    return Html(markup, "\n".join(text))


def glossary() -> Html:
    """Every term and notation the course uses, with where it is taught (`rulebook.GLOSSARY`)."""
    from charleston_lessons.rulebook import glossary_rows

    rows = glossary_rows()
    # A definition list, not a table. Each entry is a row that wraps: the term beside its
    # meaning where there is room for both (12em and 20em), the term above its meaning where
    # there is not (a phone). Words wrap between words only, never inside one, and entries are
    # set apart by space, not ruled lines.
    item = "display:flex;flex-wrap:wrap;gap:2px 16px;margin:0 0 12px 0"
    markup = (
        f'<div class="cl-glossary" style="{_LABEL}"><strong>{html.escape(say("glossary.title"))}</strong></div>'
        '<dl class="cl-glossary" style="margin:0;color:var(--jp-ui-font-color1,#212121);'
        'font-size:var(--jp-content-font-size1,14px);line-height:1.45;overflow-wrap:normal;'
        'word-break:normal;hyphens:manual">'
        + "".join(
            f'<div style="{item}"><dt style="flex:1 1 12em;max-width:100%;font-weight:bold">{html.escape(term)}</dt>'
            f'<dd style="flex:999 1 20em;max-width:100%;margin:0">{html.escape(meaning)} '
            f'<span style="font-style:italic">({html.escape(where)})</span></dd></div>'
            for term, meaning, where in rows
        )
        + "</dl>"
    )
    text = "\n".join([say("glossary.title"), *(f"{term}: {meaning} ({where})" for term, meaning, where in rows)])
    return Html(markup, text)


def pass_table() -> Html:
    """The seven passes as a table, read from the rules core (P1)."""
    head = ("#", *(say(f"course.passes.{key}") for key in ("pass", "direction", "tiles", "required", "blind")))
    body = []
    for step in PASSES:
        tiles_ = (say("course.passes.range", low=step.min_tiles, high=step.max_tiles)
                  if step.min_tiles != step.max_tiles else str(step.max_tiles))
        required = say("course.passes.yes" if step.required else
                       ("course.passes.optional" if step.is_courtesy else "course.passes.unless_stopped"))
        body.append((str(step.number), translate(step.name), translate(step.direction.value), tiles_, required,
                     say("course.passes.yes" if step.blind_allowed else "course.passes.no")))
    cell = "padding:2px 10px;border-bottom:1px solid var(--jp-border-color2,#e0e0e0);text-align:left"
    markup = (
        '<table style="border-collapse:collapse;color:var(--jp-ui-font-color1,#212121)">'
        + "<tr>" + "".join(f'<th style="{cell}">{h}</th>' for h in head) + "</tr>"
        + "".join("<tr>" + "".join(f'<td style="{cell}">{html.escape(v)}</td>' for v in row) + "</tr>" for row in body)
        + "</table>"
    )
    text = "\n".join(" | ".join(row) for row in [head, *body])
    # A seven-row, six-column table: on a phone it scrolls inside itself, not the page.
    return Html(scrolling(markup, say("course.passes.title")), text)


def table_diagram(seat: str = "East") -> Picture:
    """The four seats on felt with numbered arrows for the seven passes, seen from `seat`."""
    from charleston_lessons.art import table_figure

    you = _seat(seat)
    return Picture(table_figure(you), say("course.picture.table", seat=you))


def rollor() -> Picture:
    """The ROLLOR strip: Right, Over, Left, Left, Over, Right (P4)."""
    from charleston_lessons.art import rollor_figure

    return Picture(rollor_figure(), say("course.picture.rollor"))


def replay(table: Any, *, steps: Sequence[int] | None = None, seat: str = "East") -> Picture:
    """A table's Charleston drawn pass by pass from its event log."""
    from charleston_lessons.art import replay_figure

    table = instance(table, Table, "table")
    # Read once, with a limit: an endless iterable is refused at once, an iterator is both
    # drawn and said (the figure checks each step is a pass number before it is said).
    steps = None if steps is None else [whole(step, "steps", 1, len(PASSES)) for step in take(steps, "steps")]
    you = _seat(seat)
    shown = steps if steps is not None else table.passes_done
    return Picture(
        replay_figure(table.log, steps=steps, seat=you),
        say("course.picture.replay", seat=you, steps=", ".join(map(str, shown))),
    )


def _run_experiment(experiment: Experiment, deals: int | None = None, seed: int | None = None,
                    **options: Any) -> Any:
    """A lesson's experiment with a progress bar while its deals are played."""
    from charleston_lessons.widgets.lab import run_lab

    deals = experiment.deals if deals is None else deals
    seed = experiment.seed if seed is None else seed
    return run_lab(experiment.run, experiment.title(**options), deals, seed, **options)


def _draw_figure(figure: Figure, subject: Any) -> Picture:
    """A picture a lesson names, drawn by the art and described by the lesson."""
    from charleston_lessons.art import lab_figure

    drawings = {"lab": lab_figure}
    return Picture(drawings[figure.kind](subject), figure.describe(subject))


def _sections(notebook: str) -> tuple[Any, ...] | None:
    """A course page's sections in the language spoken (None for a page without an outline,
    such as an instructor's own lesson)."""
    from charleston_lessons.place import sections_of

    try:
        return sections_of(notebook)
    except ValueError:
        return None


class LessonPage:
    """A lesson as its notebook uses it: its exercises as widgets, cached by key."""

    def __init__(self, data: Lesson) -> None:
        self.data = instance(data, Lesson, "data")
        self._widgets: dict[str, Any] = {}
        self._scoreboard: Any = None
        self._progress: Any = None
        self._look_back: Any = None

    def exercise(self, key: str) -> Any:
        """The exercise widget for `key`; the same widget each time the cell runs. A key that
        is no text is a sentence (read plain: a `str` subclass's own `__hash__` never runs)."""
        key = read_text(key, "key", limit=200)
        if key not in self._widgets:
            from charleston_lessons.widgets import ExerciseWidget

            exercise = self.data.exercise(key)
            before = progress_store().latest().get(exercise.id)
            note = "" if before is None else say("progress.saved_before" if before.outcome.value == "correct"
                                                 else "progress.tried_before")
            widget = ExerciseWidget(exercise, on_attempt=self._attempted, note=note)
            self._widgets[key] = widget
        return self._widgets[key]

    def reveal(self, key: str, *shown: Any) -> Any:
        """What exercise `key` holds back until the learner has answered it: its `reveal`
        sentence, then `shown` (pictures, tile rows); open at once if answered before."""
        from charleston_lessons.widgets.exercise import Reveal

        widget = self.exercise(key)
        before = progress_store().latest().get(widget.exercise.id)
        return Reveal(widget, tuple(shown), opened=before is not None)

    def progress(self) -> Any:
        """This lesson's progress bar, kept on disk between sessions."""
        if self._progress is None:
            from charleston_lessons.widgets.progress import LessonProgress

            self._progress = LessonProgress(self.data, progress_store(), sections=_sections(self.data.notebook))
        return self._progress

    def look_back(self) -> Any:
        """The end of the lesson: each question missed, with its rule and a link to where it is
        taught (for a review lesson, in the lesson it sends the learner back to)."""
        if self._look_back is None:
            from charleston_lessons.widgets.progress import LookBack

            revisit = {f"{self.data.slug}/{key}": number for key, number in self.data.revisit.items()}
            self._look_back = LookBack([exercise.id for exercise in self.data.exercises], progress_store(),
                                       revisit=revisit, here=self.data.notebook)
        return self._look_back

    def outcomes(self) -> dict[str, Any]:
        """Each shown exercise's latest outcome, by course-wide id; an answer given after the
        solution was shown does not count as right (it may be copied from the solution)."""
        from charleston_lessons.exercises import Outcome

        return {widget.exercise.id: (Outcome.INCORRECT if widget.attempts and widget.attempts[-1].solution_seen
                                     and widget.last_feedback.outcome is Outcome.CORRECT
                                     else widget.last_feedback.outcome)
                for widget in self._widgets.values()}

    def _attempted(self, attempt: Attempt) -> None:
        store = progress_store()
        saved = store.record(attempt)
        widget = self._widgets.get(attempt.exercise_id.split("/")[-1])
        if widget is not None:
            widget.note("" if saved else store.notice)
        for view in (self._scoreboard, self._progress, self._look_back):
            if view is not None:
                view.refresh()
        for overview_shown in list(_OVERVIEWS) + list(_PLACES):  # they follow every answer
            if overview_shown.store is store:
                overview_shown.refresh()

    def scoreboard(self) -> Any:
        """The lesson's score, updated as the learner answers (review lessons)."""
        if self._scoreboard is None:
            from charleston_lessons.widgets.scoreboard import Scoreboard

            revisit = self.data.revisit or {key: self.data.number for key in self.data.keys}
            titles = {item.number: item.title for item in all_lessons()}
            order = {key: f"question {i}" for i, key in enumerate(self.data.keys, start=1)}
            self._scoreboard = Scoreboard(
                lambda: {key.split("/")[-1]: outcome for key, outcome in self.outcomes().items()},
                revisit,
                titles,
                order,
            )
        return self._scoreboard

    async def ready(self) -> Html | None:
        """Load what this lesson computes with (`Lesson.needs`): nothing to show where Python
        is installed; in the browser-only site, one sentence if it could not be fetched."""
        return await load(*self.data.needs) if self.data.needs else None

    def __getattr__(self, name: str) -> Any:
        """A lesson-specific helper from the lesson's data (`Lesson.extras`)."""
        data = self.__dict__.get("data")  # absent while unpickling or copying
        if data is not None and name in data.extras:
            extra = data.extras[name]
            if isinstance(extra, Experiment):
                return _or_sentence(functools.partial(_run_experiment, extra))
            if isinstance(extra, Figure):
                return _or_sentence(functools.partial(_draw_figure, extra))
            return _or_sentence(extra) if callable(extra) else extra
        raise AttributeError(f"This lesson has no {name!r}.")

    def __repr__(self) -> str:
        return (
            f"Lesson {self.data.number}: {self.data.title} "
            f"({self.data.teaching_minutes} min teaching, {self.data.exercise_minutes} min exercises, "
            f"{len(self.data.exercises)} exercises)"
        )


_PAGES: dict[tuple[str, int], LessonPage] = {}
_OVERVIEWS: weakref.WeakSet[Any] = weakref.WeakSet()  # the overviews shown, refreshed on each answer
_PLACES: weakref.WeakSet[Any] = weakref.WeakSet()  # the express page's place and look back, likewise
_STORE: list[LearnerRecord] = []
# The room store's URL for a workshop's kernels (room_store.ENV_VAR; read here so that a lesson
# outside a workshop never loads the room store), and JupyterHub's name for the signed-in user.
_ROOM_VAR = "CHARLESTON_ROOM"
_HUB_USER = "JUPYTERHUB_USER"


def progress_store() -> LearnerRecord:
    """Where this learner's progress is kept: in a workshop (`CHARLESTON_ROOM` set), their own
    record in the room (`room_record.RoomRecord`); elsewhere their own file (`progress`)."""
    if not _STORE:
        _STORE.append(_workshop_record() or ProgressStore())
    return _STORE[0]


def _workshop_record() -> LearnerRecord | None:
    """In a workshop, the room's record for this page's learner: a JupyterHub user by their hub
    name, anyone else once they give their name or code (`learner()`). A room setting the course
    cannot use keeps progress in the learner's own file, and says why."""
    if not os.environ.get(_ROOM_VAR, "").strip():
        return None
    from charleston_lessons.room_record import RoomRecord
    from charleston_lessons.room_store import room_url

    url = room_url()
    hub = os.environ.get(_HUB_USER, "").strip() or None
    try:
        try:
            record = RoomRecord(url, name=hub)
        except ValueError:
            if hub is None:
                raise
            record = RoomRecord(url)  # a hub name the room cannot hold: the page asks instead
    except ValueError as error:
        store = ProgressStore()
        store.notice = say("room_record.bad_setting", why=str(error))
        return store
    record.on_change(_learner_changed)
    return record


def _learner_changed() -> None:
    """The page's learner became known (or left): every view on the page shows their record."""
    store = progress_store()
    latest = store.latest()
    for page in list(_PAGES.values()):
        for widget in list(page._widgets.values()):
            before = latest.get(widget.exercise.id)
            widget.note("" if before is None else say("progress.saved_before" if before.outcome.value == "correct"
                                                      else "progress.tried_before"))
        if page._progress is not None:
            page._progress.refresh()
    for overview_shown in list(_OVERVIEWS):
        if overview_shown.store is store:
            overview_shown.refresh()
    for session in list(_PRACTICE.values()):  # a session not yet answered starts again from their record
        current = getattr(session, "current", None)
        if hasattr(session, "session") and not session.session.grades and not (current and current.answered):
            session.start()


def use_progress_file(path: str | Any) -> ProgressStore:
    """Keep progress in `path` from now on (a setting; `CHARLESTON_PROGRESS` does the same)."""
    if path is not None:  # None: the default file, as `ProgressStore` has it
        path = as_path(plain(path) if isinstance(path, str) else path, "path")
    store = ProgressStore(path)
    _STORE[:] = [store]
    for page in _PAGES.values():
        if page._progress is not None:
            page._progress.store = store
            page._progress.refresh()
    return store


_LEARNERS: dict[str, Any] = {}


def learner() -> Any:
    """In a workshop, who this page's learner is, at the top of every lesson: a name to start
    (or a code to carry on), then their name and their code (`widgets.learner.LearnerCard`);
    in a JupyterHub, their hub name. None outside a workshop, so nothing shows."""
    store = progress_store()
    if isinstance(store, ProgressStore):  # not a workshop's record (or a room setting that failed)
        return None
    key = language()  # the card speaks the page's language
    if key not in _LEARNERS or _LEARNERS[key].record is not store:
        from charleston_lessons.widgets.learner import LearnerCard

        _LEARNERS[key] = LearnerCard(store)
    return _LEARNERS[key]


def overview(export_dir: str | Any = None) -> Any:
    """Every lesson's progress, where to pick up, and Reset and Export buttons."""
    from charleston_lessons.widgets.progress import CourseOverview

    if export_dir is not None:  # a folder the caller names: text or a path object, checked here
        export_dir = as_path(plain(export_dir) if isinstance(export_dir, str) else export_dir, "export_dir",
                             folder=True)

    def refreshed() -> None:
        for page in _PAGES.values():
            if page._progress is not None:
                page._progress.refresh()

    view = CourseOverview(all_lessons(), progress_store(), export_dir=export_dir, on_reset=refreshed)
    _OVERVIEWS.add(view)
    return view


def reviews_due() -> Html:
    """How many reviews are due now and which (or when the next one is), and a link to the
    practice notebook: the last thing every lesson shows before its links on."""
    from charleston_lessons.widgets.progress import reviews_due as shown

    return shown(progress_store().attempts())


def use_language(code: str) -> None:
    """Speak `code` ("en" or "ms") from now on in this notebook: verdicts, hints, figures,
    the overview, the game and the live table. Progress is shared between languages."""
    set_language(plain(code) if isinstance(code, str) else code)


def lesson(number: int) -> LessonPage:
    """Lesson `number` for its notebook; the same object every time (so widgets persist)."""
    data = lesson_data(number)
    key = (language(), number)  # a page per language: its exercises speak that language
    if key not in _PAGES:
        _PAGES[key] = LessonPage(data)
    return _PAGES[key]


def lessons() -> tuple[Lesson, ...]:
    """Every lesson's data, in order."""
    return all_lessons()


@_or_sentence
def live_table(seed: int | None = None) -> Any:
    """A live four-seat table to drive on a projector (instructor kit); racks from a seeded shuffle."""
    from charleston_lessons.widgets.live_table import LiveTable

    return LiveTable(_seed(seed))


_LIVE_ROOMS: dict[str, Any] = {}


def _no_room_sentence(elsewhere: str = "room_live.no_room") -> str:
    """What a room page says with no room store: in the static site, that a room store needs a
    server (there is none there); elsewhere, how to start a workshop with one (`elsewhere`, the
    page's own sentence)."""
    return say("room_store.static_site" if sys.platform == "emscripten" else elsewhere)


def live_room(url: str | None = None, interval: int | None = None, idle_minutes: int | None = None) -> Any:
    """The live room dashboard (instructor kit) of the room store at `url` (the workshop's,
    CHARLESTON_ROOM, if None), read again every `interval` seconds (5 if None; 0: on Refresh
    only), a learner with no answer for `idle_minutes` (5 if None) shown as maybe needing a
    hand. The same dashboard each time the cell runs unchanged; without a room store, or with
    one that cannot be opened, one sentence saying what to do."""
    from charleston_lessons.room_live import IDLE_MINUTES
    from charleston_lessons.room_store import RoomError, room_url
    from charleston_lessons.widgets.room_live import INTERVAL, LiveRoom
    from charleston_lessons.widgets._clock import interval_of

    seconds = INTERVAL if interval is None else interval_of(interval)
    idle = IDLE_MINUTES if idle_minutes is None else whole(idle_minutes, "idle_minutes", 1, 240)
    where = room_url() if url is None else read_text(url, "url", limit=4_096)
    if where is None:
        return _said(_no_room_sentence())
    shown = _LIVE_ROOMS.pop(where, None)
    if shown is not None and not shown._closed and shown._limits["idle_minutes"] == idle:
        shown.interval = seconds
        shown.refresh()
    else:
        if shown is not None:
            shown.close()  # its reading and its connection: a page holds one dashboard per room
        try:
            shown = LiveRoom(where, interval=seconds, idle_minutes=idle)
        except RoomError as error:
            return _said(str(error))
    _LIVE_ROOMS[where] = shown
    return shown


_TABLE_BOARDS: dict[str, Any] = {}


def tables_board(url: str | None = None, interval: int | None = None, bot_delay: float | None = None) -> Any:
    """The instructor's page for shared tables of four (instructor kit) in the room store at
    `url` (the workshop's, CHARLESTON_ROOM, if None): make a table and read its code out, start
    one with the coach in its empty seats, show one on the projector, replay one with its racks
    once over. Read again every `interval` seconds (2 if None); a new table's coach waits
    `bot_delay` seconds (4 if None) before playing an empty seat. The same page each time the
    cell runs; without a room store, or with one that cannot be opened, one sentence."""
    from charleston_lessons.room_store import RoomError, room_url
    from charleston_lessons.widgets._clock import interval_of
    from charleston_lessons.shared_table import _seconds_setting
    from charleston_lessons.widgets.tables_board import INTERVAL, TablesBoard

    seconds = INTERVAL if interval is None else interval_of(interval)
    delay = None if bot_delay is None else _seconds_setting(bot_delay, "bot_delay", 0.0)
    where = room_url() if url is None else read_text(url, "url", limit=4_096)
    if where is None:
        return _said(_no_room_sentence("tables_board.no_room"))
    shown = _TABLE_BOARDS.pop(where, None)
    if shown is not None and not shown._closed:
        shown.interval = seconds
        if delay is not None:
            shown.delay = delay
        shown.refresh()
    else:
        try:
            shown = TablesBoard(where, interval=seconds) if delay is None else TablesBoard(
                where, interval=seconds, bot_delay=delay)
        except RoomError as error:
            return _said(str(error))
    _TABLE_BOARDS[where] = shown
    return shown


_PRACTICE: dict[tuple[str, int, tuple[str, ...] | None], Any] = {}


@_or_sentence
def practice(items: int | None = None) -> Any:
    """A practice session: up to ten fresh questions (or `items`, from 1 to 10) mixed across
    skills, reviews due first, then the next skill not yet mastered, then skills already known
    (`charleston_lessons.practice`); when every skill is mastered and none is due, that, with a
    short round offered. The same session each time the cell runs, per language and length
    (the express lesson's session is not the practice notebook's); Practise again at its end
    starts a new one."""
    from charleston_lessons.practice import SESSION_ITEMS

    length = SESSION_ITEMS if items is None else whole(items, "items", 1, SESSION_ITEMS)
    return _practice_widget(length)


def _practice_widget(length: int, skills: tuple[str, ...] | None = None) -> Any:
    """The practice widget of `length` questions drawn from `skills` (all if None), one per
    language, length and set of skills."""
    from charleston_lessons import clock
    from charleston_lessons.practice import SHORT_ROUND, Session
    from charleston_lessons.widgets.practice import PracticeWidget

    key = (language(), length, skills)
    if key not in _PRACTICE:
        store = progress_store

        def session() -> Session:
            return Session(lambda: store().attempts(), length=length, now=clock.now, skills=skills)

        def short_round() -> Session:
            return Session(lambda: store().attempts(), length=min(length, SHORT_ROUND), now=clock.now, skills=skills)

        _PRACTICE[key] = PracticeWidget(store, make_session=session, make_round=short_round,
                                        lesson_notebook=lambda number: lesson_data(number).notebook)
    return _PRACTICE[key]


# The express lesson's closing practice: about two or three minutes.
EXPRESS_PRACTICE_ITEMS = 5
# The express lesson's time, as tools/express.py reckons it from the page (150 words a minute,
# 45 s a question) and the page states it; tests/test_express.py keeps the three the same.
EXPRESS_MINUTES = 26
# The course's reading size (the page style sets --cl-text), for the express page's own lines.
_TEXT = "font-size: var(--cl-text, 16px); color: var(--jp-ui-font-color1, #212121);"


class ExpressPage:
    """The express lesson (`notebooks/00_express.ipynb`) as its notebook uses it: a route
    through the lessons' own data. It shows a lesson's exercise by its course-wide id, as the
    lesson's own page shows it (the same widget, recorded under the same id, so an answer here
    counts for that lesson and rates its skill), a lesson's key points as its data says them,
    and a short practice session to end with."""

    def exercise(self, exercise_id: str) -> Any:
        """The exercise `"rollor/direction-4"` of its lesson, as that lesson's page shows it."""
        data, exercise = find_exercise(exercise_id)
        return lesson(data.number).exercise(exercise.id.partition("/")[2])

    def key_points(self, number: int) -> Html:
        """Lesson `number`'s key points, from its data, under a line naming the lesson."""
        data = lesson_data(number)
        label = say("course.express.key_points", number=data.number, title=data.title)
        items = "".join(f'<li style="margin: 2px 0">{html.escape(point)}</li>' for point in data.key_points)
        markup = (
            f'<div class="cl-key-points" style="border-left: 4px solid var(--jp-brand-color1, #1976d2);'
            f' padding: 4px 10px; margin: 4px 0; color: var(--jp-ui-font-color1, #212121);'
            f' font-size: var(--cl-text, 16px); line-height: 1.45">'
            f'<div style="font-weight: bold">{html.escape(label)}</div>'
            f'<ul style="margin: 2px 0; padding-left: 1.4em">{items}</ul></div>'
        )
        return Html(markup, "\n".join([label, *(f"- {point}" for point in data.key_points)]))

    def other_language(self) -> Html:
        """The line under the title that links to the express lesson in the course's other
        language (from English to the first other language; from any other, to English), the
        language's name being the link."""
        from charleston_lessons.lessons import EXPRESS_NOTEBOOK
        from charleston_lessons.messages import LANGUAGE_NAMES, LANGUAGES

        here = language()
        there = LANGUAGES[1] if here == LANGUAGES[0] else LANGUAGES[0]
        notebook = f"{there}/{EXPRESS_NOTEBOOK}" if here == LANGUAGES[0] else f"../{EXPRESS_NOTEBOOK}"
        name = translate(LANGUAGE_NAMES[there])
        before, _, after = say("course.express.other_language", language="\x00").partition("\x00")
        link = f'<a href="{html.escape(notebook, quote=True)}">{html.escape(name)}</a>'
        markup = (f'<p style="{_TEXT} font-style: italic; margin: 2px 0 6px 0">'
                  f'{html.escape(before)}{link}{html.escape(after)}</p>')
        return Html(markup, f"{say('course.express.other_language', language=name)} ({notebook})")

    def place(self) -> Any:
        """Where the learner is on the express page (section, minutes left, questions answered)
        over links to its sections; it follows every answer."""
        from charleston_lessons.lessons import EXPRESS_NOTEBOOK
        from charleston_lessons.place import sections_of
        from charleston_lessons.widgets.progress import PagePlace

        shown = PagePlace(sections_of(EXPRESS_NOTEBOOK), progress_store(), EXPRESS_MINUTES)
        _PLACES.add(shown)
        return shown

    def look_back(self) -> Any:
        """The express page's questions missed, each with its rule and a link to the lesson and
        section that teach it; it follows every answer."""
        from charleston_lessons.lessons import EXPRESS_NOTEBOOK
        from charleston_lessons.place import sections_of
        from charleston_lessons.widgets.progress import LookBack

        ids = [item for section in sections_of(EXPRESS_NOTEBOOK) for item in section.exercises]
        shown = LookBack(ids, progress_store())
        _PLACES.add(shown)
        return shown

    @_or_sentence
    def practice(self) -> Any:
        """The short practice session the express lesson ends with: questions only on the
        skills the express page teaches (`practice.page_skills`), mixed."""
        from charleston_lessons.lessons import EXPRESS_NOTEBOOK
        from charleston_lessons.practice import page_skills

        return _practice_widget(EXPRESS_PRACTICE_ITEMS, page_skills(EXPRESS_NOTEBOOK))

    def __repr__(self) -> str:
        return say("course.express.repr", title=say("course.express.title"))


_EXPRESS: list[ExpressPage] = []


def express() -> ExpressPage:
    """The express lesson's page; the same object every time (its exercises are the lessons')."""
    if not _EXPRESS:
        _EXPRESS.append(ExpressPage())
    return _EXPRESS[0]


_GAMES: dict[tuple[int, str], Any] = {}


@_or_sentence
def play_seat(seed: int | None = None, seat: str = "South") -> Any:
    """Play one seat of a whole Charleston against coached bots, with the coach's advice.

    With a `seed`, running the cell again shows the same game, with the learner's moves in it.
    """
    from charleston_lessons.widgets.play_seat import PlaySeat

    seed, you = _seed(seed), _seat(seat)
    if seed is None:
        return PlaySeat(None, you)
    key = (seed, str(you))
    if key not in _GAMES:
        _GAMES[key] = PlaySeat(seed, you)
    return _GAMES[key]


_SEATS_AT_TABLES: dict[tuple[str, str], Any] = {}
_ROOMS_OPEN: dict[str, Any] = {}


def table_for_four() -> Any:
    """A learner's seat at a table for four, in a workshop: type the table code the instructor
    reads out, join, and play one seat of a Charleston with three others on their own devices
    (`widgets.table_seat.TableForFour`). The same seat each time the cell runs; outside a
    workshop (no room store), one sentence saying what a table for four needs."""
    from charleston_lessons.room_record import RoomRecord
    from charleston_lessons.room_store import RoomError, open_room, room_url

    record = progress_store()
    where = room_url() if isinstance(record, RoomRecord) else None
    if where is None:
        return _said(_no_room_sentence("table_seat.no_room"))  # the static site: a room store needs a server
    key = (where, language())
    shown = _SEATS_AT_TABLES.get(key)
    if shown is not None and getattr(shown._learner, "__self__", None) is record:
        return shown
    from charleston_lessons.widgets.table_seat import TableForFour

    room = _ROOMS_OPEN.get(where)
    if room is None:
        try:
            room = open_room(where, timeout=record.timeout)
        except RoomError as error:
            return _said(str(error))
        _ROOMS_OPEN[where] = room
    from charleston_lessons.widgets.learner import LearnerCard

    # One way in: the seat's form asks for the table code, then the name (or, under "Coming back on
    # another device?", the learner's own code); the card above it only says who the page knows
    # (and, as on every page, finds a learner this browser remembers).
    shown = TableForFour(room, record.who, record=record, card=LearnerCard(record, asks=False))
    _SEATS_AT_TABLES[key] = shown
    return shown
