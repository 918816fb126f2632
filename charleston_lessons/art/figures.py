"""Matplotlib figures for the lessons: the table, ROLLOR, and a pass-by-pass replay.

Every function is pure: it builds a `matplotlib.figure.Figure` directly (never pyplot),
so it works headless and leaves no global state. Directions come from the rules core
(`rules.receiver`, `rules.PASSES`), never from the drawing code itself.
"""

from __future__ import annotations

import textwrap
from collections import defaultdict
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from matplotlib.figure import Figure
from matplotlib.lines import Line2D
from matplotlib.patches import Circle, FancyArrowPatch, FancyBboxPatch, Rectangle

from charleston_lessons.messages import say
from charleston_lessons.rules import (
    PASSES,
    SEATS,
    Direction,
    PassStep,
    Seat,
    as_seat,
    pass_step,
    receiver,
)
from charleston_lessons.table import Event, PassPlayed

__all__ = [
    "table_figure",
    "rollor_figure",
    "replay_figure",
    "pass_arrows",
    "seat_spots",
    "rollor_letters",
    "Arrow",
    "badge_layout",
    "hop_layout",
]

# Every sentence these figures show, in one place (English), so a translation touches
# one table. Sentences about play itself come from `messages`, as the table says them.
_TEXT = {
    "you": "you",
    "right": "your right",
    "across": "across",
    "left": "your left",
    "figure.table_title": "The seven passes, seen from {seat}",
    "figure.table_subtitle": (
        "Turn order runs counter-clockwise: {order}.\n"
        "Your right is the next seat in turn order; the player opposite is across."
    ),
    "legend.first": "Passes 1-3, first Charleston: required",
    "legend.second": "Passes 4-6, second Charleston: optional (anyone may stop it)",
    "legend.courtesy": "Pass 7, courtesy: optional, 0 to 3 tiles",
    "rollor.title": "ROLLOR: the six Charleston passes in order",
    "rollor.pass": "Pass {number}",
    "rollor.blind": "blind pass\nallowed",
    "rollor.across": "(across)",
    "rollor.first": "first Charleston (required)",
    "rollor.second": "second Charleston (optional)",
    "rollor.after": "Then pass 7, the courtesy pass: {direction}, 0 to 3 tiles, optional.",
    "replay.title": "The Charleston, pass by pass (seen from {seat})",
    "replay.panel": "Pass {number}: {name}",
    "replay.standoff": "Pass {number}: {name} (standoff)",
    "replay.empty": "No pass has been played yet.",
    "replay.unseen": "unseen: {codes}",
    "replay.blind": "Forwarded unseen: {who}.",
    "replay.home": "Back round to the player who put it down: {tiles}.",
    "replay.legend_seen": "tiles passed from the rack",
    "replay.legend_unseen": "tiles that travelled unseen (blind pass)",
}

_WORDS = {
    Direction.RIGHT: ("R", "Right"),
    Direction.ACROSS: ("O", "Over"),
    Direction.LEFT: ("L", "Left"),
}

# Where each direction's receiver sits on the page when you sit at the bottom facing
# the middle: your right hand is the page's right (S1, S2).
_PAGE_SPOT = {
    Direction.RIGHT: (1.0, 0.0),
    Direction.ACROSS: (0.0, 1.0),
    Direction.LEFT: (-1.0, 0.0),
}
_YOU_SPOT = (0.0, -1.0)

_FELT = "#1f6b45"
_FELT_EDGE = "#0f3f27"
_IVORY = "#fbf4de"
_INK = "#1d1b18"
_STYLE = {  # per Charleston: colour, line style; never colour alone (dashes too)
    1: ("#fbf4de", "solid"),
    2: ("#f2c94c", (0, (5, 3))),
    0: ("#f7a8c4", (0, (6, 2, 1.5, 2))),
}


# ------------------------------------------------------------------------- helpers


def seat_spots(seat: Seat | str = Seat.EAST) -> dict[Seat, tuple[float, float]]:
    """Each seat's place on a unit table with `seat` at the bottom, from `rules.receiver`."""
    you = as_seat(seat)
    spots = {you: _YOU_SPOT}
    for direction, spot in _PAGE_SPOT.items():
        spots[receiver(you, direction)] = spot
    return spots


def pass_arrows(seat: Seat | str = Seat.EAST) -> tuple[tuple[int, Seat, Seat], ...]:
    """The seven passes from `seat`'s chair as (number, from, to), read from `PASSES`."""
    you = as_seat(seat)
    return tuple((step.number, you, receiver(you, step.direction)) for step in PASSES)


def rollor_letters() -> tuple[str, ...]:
    """The memory aid's letters (P4), one per pass of the two Charlestons."""
    return tuple(_WORDS[step.direction][0] for step in PASSES if step.charleston)


def _relation(you: Seat, other: Seat) -> str:
    if other == you:
        return _TEXT["you"]
    for direction in Direction:
        if receiver(you, direction) == other:
            return _TEXT[direction.value]
    raise AssertionError("every seat is right, across or left of another")  # pragma: no cover


def _felt(ax: Any, half: float = 1.25) -> None:
    ax.add_patch(
        FancyBboxPatch(
            (-half, -half),
            2 * half,
            2 * half,
            boxstyle="round,pad=0,rounding_size=0.18",
            facecolor=_FELT,
            edgecolor=_FELT_EDGE,
            linewidth=3,
            zorder=0,
        )
    )


def _rack(ax: Any, spot: tuple[float, float], tiles: int = 9, size: float = 0.085) -> None:
    """A little row of tile backs along the table edge at `spot`, facing the middle."""
    sx, sy = spot
    along = (1.0, 0.0) if sy else (0.0, 1.0)  # the rack runs along the table edge
    for i in range(tiles):
        offset = (i - (tiles - 1) / 2) * size * 1.15
        cx, cy = sx + along[0] * offset, sy + along[1] * offset
        w, h = (size, size * 1.35) if along[0] else (size * 1.35, size)
        ax.add_patch(
            Rectangle(
                (cx - w / 2, cy - h / 2),
                w,
                h,
                facecolor=_IVORY,
                edgecolor=_INK,
                linewidth=0.8,
                zorder=2,
            )
        )


def _new_axes(fig: Figure, rect: Sequence[float] | None = None, **limits: Any) -> Any:
    ax = fig.add_axes(rect) if rect is not None else fig.add_subplot()
    ax.set_aspect("equal")
    ax.set_axis_off()
    if "xlim" in limits:
        ax.set_xlim(*limits["xlim"])
    if "ylim" in limits:
        ax.set_ylim(*limits["ylim"])
    return ax


def _arrow(
    ax: Any,
    start: tuple[float, float],
    end: tuple[float, float],
    *,
    rad: float,
    color: str,
    style: Any,
    width: float,
    gid: str,
    head: float = 1.0,
) -> FancyArrowPatch:
    """A curved arrow whose shaft may be dashed while its head stays solid and sharp."""
    shaft = FancyArrowPatch(
        start,
        _on_arc(start, end, rad, 0.9),
        connectionstyle=f"arc3,rad={rad * 0.9}",
        arrowstyle="-",
        color=color,
        linewidth=width,
        linestyle=style,
        zorder=3,
        gid=gid,
        shrinkA=0,
        shrinkB=0,
        capstyle="butt",
    )
    ax.add_patch(shaft)
    ax.add_patch(
        FancyArrowPatch(
            _on_arc(start, end, rad, 0.86),
            end,
            arrowstyle=f"-|>,head_length={_n(7 * head)},head_width={_n(4.2 * head)}",
            mutation_scale=1.6,
            color=color,
            linewidth=width,
            zorder=3,
            shrinkA=0,
            shrinkB=0,
        )
    )
    return shaft


def _n(value: float) -> str:
    return f"{value:.2f}"


@dataclass(frozen=True)
class Arrow:
    """Where one bundle's arrow runs (matplotlib's arc3 curve from `start` to `end`, bowed
    by `rad`) and where its label sits: on the arrow, in its sender's part of the table."""

    start: tuple[float, float]
    end: tuple[float, float]
    rad: float
    label: tuple[float, float]


# --------------------------------------------------------------------------- table


def _arrow_ends(
    direction: Direction, offset: float
) -> tuple[tuple[float, float], tuple[float, float]]:
    """Start on your rack, end at the receiver's rack; arrows of one direction fan apart."""
    if direction is Direction.ACROSS:
        return (offset, -0.82), (offset, 0.82)
    sign = 1.0 if direction is Direction.RIGHT else -1.0
    return (sign * (0.36 + offset), -0.82), (sign * 0.82, -0.14 - offset)


# How far along its arrow each pass's number sits, by its place in its direction's group:
# all in your own corner of the table (nearer you than any other seat), staggered so the
# numbers of one group never touch.
_BADGE_AT = {
    Direction.ACROSS: (0.12, 0.24, 0.36),
    Direction.RIGHT: (0.34, 0.14),
    Direction.LEFT: (0.34, 0.14),
}
_BADGE_RAD = {Direction.ACROSS: 0.0, Direction.RIGHT: -0.35, Direction.LEFT: 0.35}


def badge_layout(seat: Seat | str = Seat.EAST) -> dict[int, Arrow]:
    """Each of the seven passes in `table_figure(seat)`: its arrow from `seat` to the
    receiver and the spot of its number, keyed by pass number."""
    as_seat(seat)  # the picture is the same from every chair; the seat must be real
    groups: dict[Direction, list[PassStep]] = defaultdict(list)
    for step in PASSES:
        groups[step.direction].append(step)
    layout = {}
    for direction, steps in groups.items():
        spread = 0.14 if direction is Direction.ACROSS else 0.17
        for i, step in enumerate(steps):
            start, end = _arrow_ends(direction, (i - (len(steps) - 1) / 2) * spread)
            rad = _BADGE_RAD[direction]
            label = _on_arc(start, end, rad, _BADGE_AT[direction][i])
            layout[step.number] = Arrow(start, end, rad, label)
    return dict(sorted(layout.items()))


def table_figure(seat: Seat | str = Seat.EAST) -> Figure:
    """Four seats on felt with `seat` at the bottom, and numbered arrows for the seven passes.

    Solid arrows are the required passes; dashed and dotted ones the optional passes (P1).
    """
    you = as_seat(seat)
    spots = seat_spots(you)
    fig = Figure(figsize=(7.6, 8.4), facecolor="white")
    ax = _new_axes(fig, [0.02, 0.13, 0.96, 0.74], xlim=(-1.75, 1.75), ylim=(-1.55, 1.55))
    _felt(ax)
    for other, spot in spots.items():
        _rack(ax, (spot[0] * 0.92, spot[1] * 0.92))
        name = f"{other}\n({_relation(you, other)})"
        lx, ly = spot[0] * 1.48, spot[1] * 1.4
        ax.text(
            lx,
            ly,
            name,
            ha="center",
            va="center",
            fontsize=12.5,
            fontweight="bold",
            color=_INK,
            gid=f"seat-{other}",
            linespacing=1.2,
            bbox={"boxstyle": "round,pad=0.35", "facecolor": _IVORY, "edgecolor": _INK},
        )

    layout = badge_layout(you)
    drawn: list[tuple[int, Seat, Seat]] = []
    for step in PASSES:
        target = receiver(you, step.direction)
        arrow = layout[step.number]
        color, style = _STYLE[step.charleston]
        _arrow(
            ax,
            arrow.start,
            arrow.end,
            rad=arrow.rad,
            color=color,
            style=style,
            width=2.8,
            gid=f"pass-{step.number}:{you}->{target}",
        )
        bx, by = arrow.label
        ax.add_patch(
            Circle((bx, by), 0.085, facecolor=_IVORY, edgecolor=_INK, linewidth=1.3, zorder=4)
        )
        ax.text(
            bx,
            by,
            str(step.number),
            ha="center",
            va="center",
            fontsize=12,
            fontweight="bold",
            color=_INK,
            zorder=5,
            gid=f"pass-number-{step.number}",
        )
        drawn.append((step.number, you, target))

    order = " \u2192 ".join(str(s) for s in SEATS)
    fig.suptitle(_TEXT["figure.table_title"].format(seat=you), fontsize=16, fontweight="bold", y=0.975)
    fig.text(
        0.5,
        0.935,
        _TEXT["figure.table_subtitle"].format(order=order),
        ha="center",
        va="top",
        fontsize=11,
        color="#333333",
        linespacing=1.4,
    )
    handles = [
        Line2D([], [], color=_STYLE[c][0], linestyle=_STYLE[c][1], linewidth=3) for c in (1, 2, 0)
    ]
    labels = [_TEXT["legend.first"], _TEXT["legend.second"], _TEXT["legend.courtesy"]]
    legend = fig.legend(
        handles,
        labels,
        loc="lower center",
        bbox_to_anchor=(0.5, 0.015),
        fontsize=10.5,
        frameon=True,
        facecolor=_FELT,
        edgecolor=_FELT_EDGE,
        labelcolor="white",
        handlelength=3.2,
    )
    legend.get_frame().set_linewidth(1.5)
    fig._charleston_arrows = tuple(sorted(drawn))  # type: ignore[attr-defined]
    return fig


def _on_arc(
    start: tuple[float, float], end: tuple[float, float], rad: float, t: float
) -> tuple[float, float]:
    """The point at parameter `t` on matplotlib's arc3 curve (a quadratic Bezier)."""
    (x1, y1), (x2, y2) = start, end
    cx = (x1 + x2) / 2 + rad * (y2 - y1)
    cy = (y1 + y2) / 2 - rad * (x2 - x1)
    u = 1 - t
    return (u * u * x1 + 2 * u * t * cx + t * t * x2, u * u * y1 + 2 * u * t * cy + t * t * y2)


# -------------------------------------------------------------------------- ROLLOR


def _direction_arrow(ax: Any, x: float, y: float, direction: Direction, color: str) -> None:
    dx, dy = {Direction.RIGHT: (0.32, 0), Direction.LEFT: (-0.32, 0), Direction.ACROSS: (0, 0.3)}[
        direction
    ]
    ax.add_patch(
        FancyArrowPatch(
            (x - dx / 2, y - dy / 2),
            (x + dx / 2, y + dy / 2),
            arrowstyle="-|>,head_length=8,head_width=6",
            mutation_scale=1.4,
            color=color,
            linewidth=3.5,
            zorder=3,
        )
    )


def rollor_figure() -> Figure:
    """The ROLLOR strip (P4): six passes with letter, direction, arrow and round, from `PASSES`."""
    fig = Figure(figsize=(10.5, 4.4), facecolor="white")
    ax = _new_axes(fig, [0.01, 0.02, 0.98, 0.84], xlim=(-0.05, 6.05), ylim=(-0.55, 3.05))
    six = [step for step in PASSES if step.charleston]
    for i, step in enumerate(six):
        x = i + 0.5
        first = step.charleston == 1
        ax.add_patch(
            FancyBboxPatch(
                (i + 0.06, 0.55),
                0.88,
                2.4,
                boxstyle="round,pad=0,rounding_size=0.08",
                facecolor="#eef6f0" if first else "#fdf6e3",
                edgecolor=_INK,
                linewidth=1.6,
                linestyle="solid" if step.required else (0, (5, 3)),
                zorder=1,
            )
        )
        ax.text(
            x,
            2.72,
            _TEXT["rollor.pass"].format(number=step.number),
            ha="center",
            va="center",
            fontsize=12,
            color="#333333",
        )
        letter, word = _WORDS[step.direction]
        ax.text(
            x,
            2.05,
            letter,
            ha="center",
            va="center",
            fontsize=44,
            fontweight="bold",
            color=_INK,
            gid="rollor-letter",
            zorder=2,
        )
        ax.text(x, 1.5, word, ha="center", va="center", fontsize=12.5, color=_INK)
        if step.direction is Direction.ACROSS:
            ax.text(
                x,
                1.27,
                _TEXT["rollor.across"],
                ha="center",
                va="center",
                fontsize=10,
                color="#333333",
            )
        _direction_arrow(ax, x, 1.0, step.direction, "#1f6b45" if first else "#9a6b00")
        if step.blind_allowed:
            ax.text(
                x,
                0.72,
                _TEXT["rollor.blind"],
                ha="center",
                va="center",
                fontsize=9.5,
                style="italic",
                color="#333333",
                linespacing=1.1,
            )
    for charleston, key in ((1, "rollor.first"), (2, "rollor.second")):
        cells = [i for i, step in enumerate(six) if step.charleston == charleston]
        left, right = cells[0] + 0.1, cells[-1] + 0.9
        ax.plot([left, left, right, right], [0.42, 0.3, 0.3, 0.42], color=_INK, linewidth=1.6)
        ax.text(
            (left + right) / 2,
            0.1,
            _TEXT[key],
            ha="center",
            va="center",
            fontsize=12,
            fontweight="bold",
            color=_INK,
            gid=f"rollor-round-{charleston}",
        )
    courtesy = next(step for step in PASSES if step.is_courtesy)
    ax.text(
        3.0,
        -0.35,
        _TEXT["rollor.after"].format(direction=courtesy.direction.value),
        ha="center",
        va="center",
        fontsize=11,
        color="#333333",
    )
    fig.suptitle(_TEXT["rollor.title"], fontsize=16, fontweight="bold", y=0.95)
    return fig


# -------------------------------------------------------------------------- replay


def _hop_groups(event: PassPlayed) -> dict[tuple[Seat, Seat, bool], list[str]]:
    """Tile codes per (from, to, unseen) hand-over on one pass, in the log's order.

    The first hop of a move is seen (its owner chose it); every later hop is a forward
    made without looking (B2)."""
    groups: dict[tuple[Seat, Seat, bool], list[str]] = defaultdict(list)
    for move in event.moves:
        for i, (a, b) in enumerate(move.hops):
            groups[(a, b, i > 0)].append(move.tile.code)
    return groups


def _hop_points(
    a: tuple[float, float], b: tuple[float, float]
) -> tuple[tuple[float, float], tuple[float, float]]:
    """Pull both ends of a hop in from the seat labels so the arrow does not hide them."""

    def pull(p: tuple[float, float], q: tuple[float, float]) -> tuple[float, float]:
        return (p[0] * 0.78 + q[0] * 0.06, p[1] * 0.78 + q[1] * 0.06)

    return pull(a, b), pull(b, a)


def _outward(start: tuple[float, float], end: tuple[float, float]) -> float:
    """+1 or -1: the sign of arc3's `rad` that bows the arrow away from the table's middle."""
    (x1, y1), (x2, y2) = start, end
    mx, my = (x1 + x2) / 2, (y1 + y2) / 2
    return 1.0 if mx * (y2 - y1) - my * (x2 - x1) >= 0 else -1.0


# The replay's hand-overs: between neighbours the seen tiles go straight along the edge
# and the unseen ones bow outwards, away from the middle; across, each bundle bows to its
# own side, so the two across pairs' arrows cross in the middle while every label stays
# in its sender's quarter of the table, a little way along its own arrow.
_ACROSS_RAD, _ACROSS_AT = 0.35, 0.17
_EDGE_RAD = {False: 0.0, True: 0.7}
_EDGE_AT = {False: 0.36, True: 0.36}


def hop_layout(
    step: int | PassStep, seat: Seat | str = Seat.EAST
) -> dict[tuple[Seat, Seat, bool], Arrow]:
    """Every hand-over `replay_figure` may draw on pass `step` seen from `seat`, keyed by
    (sender, receiver, unseen): its arrow and its label's spot. Unseen ones only on the
    passes that may be blind (B1)."""
    info = step if isinstance(step, PassStep) else pass_step(step)
    spots = seat_spots(seat)
    kinds = (False, True) if info.blind_allowed else (False,)
    layout: dict[tuple[Seat, Seat, bool], Arrow] = {}
    for a in SEATS:
        b = receiver(a, info.direction)
        start, end = _hop_points(spots[a], spots[b])
        for unseen in kinds:
            if info.direction is Direction.ACROSS:
                rad, at = _ACROSS_RAD, _ACROSS_AT
            else:
                rad, at = _outward(start, end) * _EDGE_RAD[unseen], _EDGE_AT[unseen]
            layout[(a, b, unseen)] = Arrow(start, end, rad, _on_arc(start, end, rad, at))
    return layout


def _panel(ax: Any, event: PassPlayed, spots: dict[Seat, tuple[float, float]], you: Seat) -> None:
    info = event.info
    ax.set_gid(f"pass-{info.number}")
    _felt(ax, 1.2)
    for seat, (sx, sy) in spots.items():
        ax.text(
            sx * 1.08,
            sy * 1.08,
            str(seat),
            ha="center",
            va="center",
            fontsize=11,
            fontweight="bold",
            color=_INK,
            zorder=6,
            bbox={"boxstyle": "round,pad=0.3", "facecolor": _IVORY, "edgecolor": _INK},
        )
    key = "replay.standoff" if event.standoff else "replay.panel"
    title = _TEXT[key].format(number=info.number, name=info.name)
    ax.set_title(title, fontsize=13, fontweight="bold", pad=6)

    notes: list[str] = []
    if event.standoff:
        ax.text(
            0,
            0,
            textwrap.fill(say("table.standoff", step=info.number, name=info.name), 26),
            ha="center",
            va="center",
            fontsize=10,
            color=_INK,
            zorder=6,
            gid="standoff-note",
            bbox={
                "boxstyle": "round,pad=0.5",
                "facecolor": "#fff3c4",
                "edgecolor": _INK,
                "linestyle": (0, (4, 2)),
            },
        )
    layout = hop_layout(info, you)
    for (a, b, unseen), codes in _hop_groups(event).items():
        arrow = layout[(a, b, unseen)]
        _arrow(
            ax,
            arrow.start,
            arrow.end,
            rad=arrow.rad,
            color="#f2c94c" if unseen else _IVORY,
            style=(0, (4, 2.5)) if unseen else "solid",
            width=2.2,
            head=0.9,
            gid=f"hop-{info.number}:{a}->{b}:{'unseen' if unseen else 'seen'}",
        )
        text = " ".join(codes)
        if unseen:
            text = _TEXT["replay.unseen"].format(codes=text)
        lx, ly = arrow.label
        ax.text(
            lx,
            ly,
            text,
            ha="center",
            va="center",
            fontsize=9.5,
            fontweight="bold",
            color=_INK,
            zorder=5,
            gid=f"hop-label-{'unseen' if unseen else 'seen'}:{a}->{b}",
            bbox={
                "boxstyle": "round,pad=0.25",
                "facecolor": "#fff3c4" if unseen else _IVORY,
                "edgecolor": _INK,
                "linestyle": (0, (3, 2)) if unseen else "solid",
                "linewidth": 1,
            },
        )
    if any(event.blind.values()):
        who = ", ".join(f"{seat} {n}" for seat, n in event.blind.items() if n)
        notes.append(_TEXT["replay.blind"].format(who=who))
    home = [f"{m.tile.code} ({m.origin})" for m in event.moves if m.origin in m.path[1:]]
    if home:
        notes.append(_TEXT["replay.home"].format(tiles=", ".join(home)))
    if info.is_courtesy:
        notes.append(event.describe())
    notes += [returned.describe() for returned in event.returned]
    if notes:
        ax.text(
            0,
            -1.32,
            "\n".join(textwrap.fill(n, 46) for n in notes),
            ha="center",
            va="top",
            fontsize=10,
            color="#333333",
            gid="panel-note",
            linespacing=1.3,
        )


def replay_figure(
    log: Sequence[Event] | Any, *, steps: Iterable[int] | None = None, seat: Seat | str = Seat.EAST
) -> Figure:
    """One panel per played pass from a table's event log: who sent which tiles to whom.

    Accepts `table.log` (or the table). Tiles that travelled unseen are dashed and
    marked "unseen", a tile that came round to the player who put it down is named in a
    note, and a standoff pass (B5) shows a note. `steps` keeps only those passes.
    """
    events = list(getattr(log, "log", log))
    wanted = None if steps is None else set(steps)
    played = [
        e for e in events if isinstance(e, PassPlayed) and (wanted is None or e.step in wanted)
    ]
    you = as_seat(seat)
    spots = seat_spots(you)
    if not played:
        fig = Figure(figsize=(6, 2), facecolor="white")
        ax = _new_axes(fig, [0, 0, 1, 1])
        ax.text(
            0.5,
            0.5,
            _TEXT["replay.empty"],
            ha="center",
            va="center",
            fontsize=13,
            transform=ax.transAxes,
        )
        return fig
    count = len(played)
    ncols = count if count <= 3 else (2 if count == 4 else 3)
    nrows = -(-count // ncols)
    height = 4.7 * nrows + 0.9
    fig = Figure(figsize=(4.1 * ncols, height), facecolor="white")
    top = 1 - 0.75 / height
    bottom = 0.45 / height
    fig.subplots_adjust(left=0.01, right=0.99, top=top, bottom=bottom, wspace=0.05, hspace=0.12)
    for index, event in enumerate(played):
        ax = fig.add_subplot(nrows, ncols, index + 1)
        ax.set_aspect("equal")
        ax.set_axis_off()
        ax.set_xlim(-1.45, 1.45)
        ax.set_ylim(-1.8, 1.3)
        _panel(ax, event, spots, you)
    fig.suptitle(
        _TEXT["replay.title"].format(seat=you), fontsize=16, fontweight="bold", y=1 - 0.2 / height
    )
    handles = [
        Line2D([], [], color="#777777", linewidth=2.2),
        Line2D([], [], color="#b8860b", linewidth=2.2, linestyle=(0, (4, 2.5))),
    ]
    fig.legend(
        handles,
        [_TEXT["replay.legend_seen"], _TEXT["replay.legend_unseen"]],
        loc="lower center",
        ncols=2,
        fontsize=10.5,
        frameon=False,
        bbox_to_anchor=(0.5, 0.0),
    )
    return fig
