"""The room dashboard's figures: which exercises the room misses, and where each learner is.

Pure functions of a `dashboard.Room`: each builds a `matplotlib.figure.Figure` directly
(never pyplot). Nothing is said by colour alone: every bar carries its counts as text and
every cell of the grid a mark (done ✓, tried •, not started blank) as well as a fill.
Learner names come from files learners typed, so they are drawn as plain text
(`parse_math=False`: a "$" in a name is a dollar sign, never mathtext).
"""

from __future__ import annotations

from typing import Any

from matplotlib.figure import Figure
from matplotlib.patches import Patch, Rectangle

from charleston_lessons.art.charts import PAGE_BACKGROUND, PAGE_GRID, PAGE_INK, PAGE_MUTED
from charleston_lessons.dashboard import Room, shown_name
from charleston_lessons.messages import say

__all__ = ["missed_figure", "reached_figure"]

# Text, axes and frames sit on the page and take the theme's colours (`charts`); the bars
# and cells keep their own fills with a dark outline, and marks on fills keep their ink.
_INK = PAGE_INK
_EDGE = "#1d1b18"
_MUTED = PAGE_MUTED
_EVER = "#f2c94c"  # missed at least once (amber)
_STILL = "#b3541e"  # still wrong at the latest answer (rust, hatched)
_DONE = "#1f6b45"  # the course's felt green
_TRIED = "#fbe7a6"
_NONE = PAGE_BACKGROUND
_NAME_CHARS = 24


def _message_figure(text: str) -> Figure:
    fig = Figure(figsize=(7, 1.4), facecolor="none")
    ax = fig.add_axes([0, 0, 1, 1])
    ax.set_axis_off()
    ax.text(
        0.5,
        0.5,
        text,
        ha="center",
        va="center",
        fontsize=13,
        color=_INK,
        transform=ax.transAxes,
        parse_math=False,
    )
    return fig


def missed_figure(room: Room, top: int = 12) -> Figure:
    """Horizontal bars, most missed on top: how many learners got each exercise wrong at
    least once (amber), and how many are still wrong at their latest answer (rust, hatched),
    with both counts written on the bar. Labelled by lesson and exercise key."""
    rows = room.most_missed(top)
    if not rows:
        return _message_figure(say("dashboard.missed.none"))
    people = max(1, len(room.learners))
    height = 0.52 * len(rows) + 1.9
    fig = Figure(figsize=(10, height), facecolor="none")
    ax = fig.add_axes([0.27, 0.9 / height, 0.7, 1 - 1.75 / height])
    ys = list(range(len(rows)))
    ax.barh(
        ys,
        [r.wrong_ever for r in rows],
        height=0.66,
        color=_EVER,
        edgecolor=_EDGE,
        linewidth=1,
        label=say("dashboard.missed.legend_ever"),
        gid="missed-ever",
    )
    ax.barh(
        ys,
        [r.wrong_latest for r in rows],
        height=0.66,
        color=_STILL,
        edgecolor=_EDGE,
        linewidth=1,
        hatch="//",
        label=say("dashboard.missed.legend_still"),
        gid="missed-still",
    )
    for y, row in zip(ys, rows):
        ax.text(
            row.wrong_ever + 0.08,
            y,
            say(
                "dashboard.missed.bar",
                wrong=row.wrong_ever,
                tried=row.tried,
                still=row.wrong_latest,
            ),
            ha="left",
            va="center",
            fontsize=11.5,
            color=_INK,
            gid=f"missed-count-{row.exercise_id}",
            parse_math=False,
        )
    ax.set_yticks(ys, [row.label for row in rows], fontsize=12, color=_INK)
    ax.set_ylim(len(rows) - 0.5, -0.5)  # most missed on top
    ax.set_xlim(0, people * 1.45 + 0.5)  # room on the right for the counts
    ax.set_xticks(range(0, people + 1, max(1, -(-people // 10))))
    ax.tick_params(axis="x", labelsize=11, colors=_INK)
    ax.tick_params(axis="y", length=0)
    ax.set_xlabel(
        say("dashboard.missed.axis", learners=len(room.learners)), fontsize=11.5, color=_INK
    )
    for side in ("top", "right"):
        ax.spines[side].set_visible(False)
    for spine in ax.spines.values():
        spine.set_color(_INK)
    ax.grid(axis="x", color=PAGE_GRID, linewidth=0.8)
    ax.set_axisbelow(True)
    fig.suptitle(
        say("dashboard.missed.title"),
        fontsize=15,
        fontweight="bold",
        color=_INK,
        y=1 - 0.22 / height,
    )
    ax.legend(
        loc="lower right", fontsize=11, frameon=True, facecolor=PAGE_BACKGROUND, edgecolor=PAGE_GRID, labelcolor=_INK
    )
    return fig


def _cell(ax: Any, x: float, y: float, state: str, gid: str) -> None:
    fill, edge, mark, colour = {
        "done": (_DONE, _EDGE, "\u2713", "white"),
        "tried": (_TRIED, _EDGE, "\u2022", _EDGE),
        "none": (_NONE, "#9a9a9a", "", _EDGE),
    }[state]
    ax.add_patch(
        Rectangle(
            (x - 0.44, y - 0.4), 0.88, 0.8, facecolor=fill, edgecolor=edge, linewidth=1, gid=gid
        )
    )
    if mark:
        ax.text(
            x,
            y,
            mark,
            ha="center",
            va="center",
            fontsize=15 if state == "done" else 21,
            fontweight="bold",
            color=colour,
            gid=f"{gid}-mark",
        )


def reached_figure(room: Room) -> Figure:
    """One row per learner and one column per lesson: done (green, ✓), tried (pale, •) or
    not started (blank), with each learner's count of lessons done at the end of the row."""
    if not room.progress:
        return _message_figure(say("dashboard.reached.empty"))
    lessons = [number for number, _ in room.lessons]
    n, rows = len(lessons), len(room.progress)
    width = 3.4 + 0.62 * n + 1.4
    height = 0.5 * rows + 2.4
    fig = Figure(figsize=(width, height), facecolor="none")
    ax = fig.add_axes([0.0, 0.85 / height, 1.0, 1 - 1.55 / height])
    ax.set_axis_off()
    left = -5.4  # names sit left of lesson 1 (x = 0), the counts right of the last lesson
    ax.set_xlim(left, n + 1.9)
    ax.set_ylim(rows - 0.5, -1.85)
    ax.set_aspect("auto")
    for col, number in enumerate(lessons):
        ax.text(
            col,
            -0.9,
            str(number),
            ha="center",
            va="center",
            fontsize=12,
            fontweight="bold",
            color=_INK,
            gid=f"lesson-{number}",
        )
    ax.text(
        (n - 1) / 2,
        -1.55,
        say("dashboard.reached.lesson"),
        ha="center",
        va="center",
        fontsize=12,
        color=_MUTED,
    )
    ax.text(
        left + 0.1,
        -0.9,
        say("dashboard.column.learner"),
        ha="left",
        va="center",
        fontsize=12,
        color=_MUTED,
    )
    ax.text(
        n + 0.05,
        -0.9,
        say("dashboard.reached.done_head"),
        ha="left",
        va="center",
        fontsize=11.5,
        color=_MUTED,
    )
    for row, item in enumerate(room.progress):
        ax.text(
            left + 0.1,
            row,
            shown_name(item.name, _NAME_CHARS),
            ha="left",
            va="center",
            fontsize=12,
            color=_INK,
            parse_math=False,
            gid=f"learner-{row}",
        )
        for col, status in enumerate(item.statuses):
            state = "done" if status.done else ("tried" if status.tried else "none")
            _cell(ax, col, row, state, f"cell-{row}-{status.number}-{state}")
        ax.text(
            n + 0.05,
            row,
            say("dashboard.reached.done", done=len(item.done), total=n),
            ha="left",
            va="center",
            fontsize=11.5,
            color=_INK,
            parse_math=False,
        )
    fig.suptitle(
        say("dashboard.reached.title"),
        fontsize=15,
        fontweight="bold",
        color=_INK,
        y=1 - 0.2 / height,
    )
    handles = [
        Patch(facecolor=_DONE, edgecolor=_EDGE),
        Patch(facecolor=_TRIED, edgecolor=_EDGE),
        Patch(facecolor=_NONE, edgecolor="#9a9a9a"),
    ]
    labels = [
        say("dashboard.reached.legend_done"),
        say("dashboard.reached.legend_tried"),
        say("dashboard.reached.legend_none"),
    ]
    fig.legend(
        handles,
        labels,
        loc="lower center",
        ncols=3,
        fontsize=11,
        frameon=False,
        bbox_to_anchor=(0.5, 0.0),
        labelcolor=_INK,
    )
    return fig
