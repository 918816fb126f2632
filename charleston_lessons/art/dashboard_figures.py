"""The room dashboard's figures: which exercises the room misses, and how far the room has reached.

Pure functions of a `dashboard.Room`: each builds a `matplotlib.figure.Figure` directly
(never pyplot). Nothing is said by colour alone: every bar carries its counts as text
(done ✓, tried •, not started) as well as a fill, and the tried part a hatch. Both figures
draw counts, never one mark per learner, so a room of 500 draws as fast as a room of 5 (the
SVG is as small too: a plain line hatch, as a dotted one costs 80 KB of pattern); each learner
is a row of `Room.learner_table`. Text that comes from files is drawn as plain text
(`parse_math=False`: a "$" is a dollar sign, never mathtext).
"""

from __future__ import annotations

from matplotlib.figure import Figure

from charleston_lessons._input import instance, whole
from charleston_lessons.art.charts import PAGE_BACKGROUND, PAGE_GRID, PAGE_INK
from charleston_lessons.dashboard import Room, shown_name
from charleston_lessons.messages import say

__all__ = ["missed_figure", "reached_figure"]

# Text, axes and frames sit on the page and take the theme's colours (`charts`); the bars
# and cells keep their own fills with a dark outline, and marks on fills keep their ink.
_INK = PAGE_INK
_EDGE = "#1d1b18"
_EVER = "#f2c94c"  # missed at least once (amber)
_STILL = "#b3541e"  # still wrong at the latest answer (rust, hatched)
_DONE = "#1f6b45"  # the course's felt green
_TRIED = "#fbe7a6"
_NONE = PAGE_BACKGROUND
_TITLE_CHARS = 26  # a lesson's title beside its bar


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
    room = instance(room, Room, "room")
    rows = room.most_missed(whole(top, "top"))
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
            row.wrong_ever + 0.08 + people * 0.008,  # a gap after the bar at any room size
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
    ax.spines["bottom"].set_bounds(0, people)  # the axis ends at the room's size, not under the counts
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


def reached_figure(room: Room) -> Figure:
    """One stacked bar per lesson, lesson 1 on top: how many learners have done it (green,
    ✓), tried it without doing it (pale, hatched, •) or not started it (blank, outlined), with
    the three counts written beside the bar. Counts, never one mark per learner: the figure
    has the same artists for a room of 5 or 500 (each learner is a row of
    `Room.learner_table`, which scrolls)."""
    room = instance(room, Room, "room")
    if not room.progress:
        return _message_figure(say("dashboard.reached.empty"))
    rows = room.lesson_summaries()
    people = max(1, len(room.progress))
    height = 0.5 * len(rows) + 2.1
    fig = Figure(figsize=(10, height), facecolor="none")
    ax = fig.add_axes([0.22, 1.05 / height, 0.76, 1 - 1.75 / height])
    ys = list(range(len(rows)))
    done = [item.done for item in rows]
    tried = [item.tried for item in rows]
    for values, lefts, fill, edge, hatch, key, gid in (
        (done, [0] * len(rows), _DONE, _EDGE, None, "legend_done", "reached-done"),
        (tried, done, _TRIED, _EDGE, "\\\\", "legend_tried", "reached-tried"),
        ([item.not_started for item in rows], [d + t for d, t in zip(done, tried)], _NONE, "#9a9a9a", None,
         "legend_none", "reached-none"),
    ):
        ax.barh(ys, values, left=lefts, height=0.66, color=fill, edgecolor=edge, linewidth=1, hatch=hatch,
                label=say(f"dashboard.reached.{key}"), gid=gid)
    for y, item in zip(ys, rows):
        ax.text(
            people * 1.02,
            y,
            say("dashboard.reached.bar", done=item.done, tried=item.tried, none=item.not_started),
            ha="left",
            va="center",
            fontsize=11.5,
            color=_INK,
            gid=f"reached-count-{item.number}",
            parse_math=False,
        )
    labels = [f"{item.number} \u00b7 {shown_name(item.title, _TITLE_CHARS)}" for item in rows]
    ax.set_yticks(ys, labels, fontsize=11.5, color=_INK)
    ax.set_ylim(len(rows) - 0.5, -0.5)  # lesson 1 on top
    ax.set_xlim(0, people * 1.6)  # room on the right for the counts
    ax.set_xticks(range(0, people + 1, max(1, -(-people // 10))))
    ax.tick_params(axis="x", labelsize=11, colors=_INK)
    ax.tick_params(axis="y", length=0)
    ax.set_xlabel(say("dashboard.reached.axis", learners=len(room.progress)), fontsize=11.5, color=_INK)
    for side in ("top", "right"):
        ax.spines[side].set_visible(False)
    for spine in ax.spines.values():
        spine.set_color(_INK)
    ax.spines["bottom"].set_bounds(0, people)  # the axis ends at the room's size, not under the counts
    ax.grid(axis="x", color=PAGE_GRID, linewidth=0.8)
    ax.set_axisbelow(True)
    fig.suptitle(say("dashboard.reached.title"), fontsize=15, fontweight="bold", color=_INK, y=1 - 0.22 / height)
    fig.legend(
        *ax.get_legend_handles_labels(),
        loc="lower center",
        ncols=3,
        fontsize=11,
        frameon=False,
        bbox_to_anchor=(0.5, 0.0),
        labelcolor=_INK,
    )
    return fig
