"""The course's own pictures of play as SVG: the table, ROLLOR, and a pass-by-pass replay.

Like `chess.svg`, every function is pure: it builds its picture with ElementTree from the
rules core (`rules.receiver`, `rules.PASSES`) or a table's log, and puts a class on every
element (`seat you`, `arrow round-1`, `label unseen`) so that the stylesheet embedded in
the picture can colour it. Colours off the felt come from JupyterLab's CSS variables (with
light fallbacks), so a picture follows the light and dark themes; the felt, the racks and
the labels on the felt keep the tiles' palette. No plotting library is involved.

Every picture has `role="img"`, an `aria-label`, a `<title>` and a `<desc>` that says in
words what it shows; nothing is said by colour alone (dash patterns tell the Charlestons
and the unseen hops apart).

Every picture is as wide as its box and never wider than it is drawn. The table, ROLLOR
and the replay are drawn twice, wide and re-laid for a phone (`Drawing.narrow`), with the
same words and the same text alternative; the figure shows the one that fits its box.
"""

from __future__ import annotations

import html
import math
import re
import textwrap
import xml.etree.ElementTree as ET
from collections import defaultdict
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from charleston_lessons._input import plain, take, whole
from charleston_lessons._input import text as read_text
from charleston_lessons.messages import join_words, say, translate
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
from charleston_lessons.table import Event, PassPlayed, Table

__all__ = [
    "Drawing",
    "figure_html",
    "font_sizes",
    "READABLE",
    "NARROW_WIDTH",
    "NARROW_LEAST",
    "NARROW_MOST",
    "table_description",
    "rollor_description",
    "replay_description",
    "table_figure",
    "rollor_figure",
    "replay_figure",
    "pass_arrows",
    "seat_spots",
    "rollor_letters",
    "Arrow",
    "badge_layout",
    "hop_layout",
    "PALETTE",
]

# Every sentence these figures show or say, in one place (English), so a translation
# touches one table. Sentences about play itself come from `messages`, as the table says them.
def _t(key: str, **fields: object) -> str:
    """A figure's words in the current language (`messages`: "art.<key>")."""
    return say(f"art.{key}", **fields)


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

# ------------------------------------------------------------------ the stylesheet
# The felt and everything on it keep the tiles' own colours (they read on any page);
# everything off the felt takes JupyterLab's theme variables, with light fallbacks.
# Selectors are scoped by `.cl-fig`, since a <style> inside inline SVG applies to the page.
_FELT = "#1f6b45"
_FELT_EDGE = "#0f3f27"
_IVORY = "#fbf4de"
_INK = "#1d1b18"
_AMBER = "#f2c94c"
_PINK = "#f7a8c4"
_CREAM = "#fff3c4"
PALETTE: frozenset[str] = frozenset({_FELT, _FELT_EDGE, _IVORY, _INK, _AMBER, _PINK, _CREAM})

_STYLESHEET = f"""
.cl-fig {{ font-family: var(--jp-ui-font-family, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif); }}
.cl-fig .heading {{ fill: var(--jp-ui-font-color1, #212121); font-size: 20px; font-weight: bold; }}
.cl-fig .subheading {{ fill: var(--jp-ui-font-color1, #212121); font-size: 15px; font-weight: bold; }}
.cl-fig .note {{ fill: var(--jp-ui-font-color1, #212121); font-size: 13px; }}
.cl-fig .felt {{ fill: {_FELT}; stroke: {_FELT_EDGE}; stroke-width: 3; }}
.cl-fig .rack-tile {{ fill: {_IVORY}; stroke: {_INK}; stroke-width: 0.8; }}
.cl-fig .seat-box, .cl-fig .badge {{ fill: {_IVORY}; stroke: {_INK}; stroke-width: 1.3; }}
.cl-fig .seat.you .seat-box {{ stroke-width: 2.6; }}
.cl-fig .seat-name, .cl-fig .badge-number, .cl-fig .label-text {{ fill: {_INK}; font-weight: bold; }}
.cl-fig .seat-name {{ font-size: 15px; }}
.cl-fig .badge-number {{ font-size: 15px; }}
.cl-fig .shaft {{ fill: none; stroke-linecap: butt; }}
.cl-fig .shaft.round-1 {{ stroke: {_IVORY}; }}
.cl-fig .shaft.round-2 {{ stroke: {_AMBER}; stroke-dasharray: 10 6; }}
.cl-fig .shaft.round-0 {{ stroke: {_PINK}; stroke-dasharray: 12 4 3 4; }}
.cl-fig .head.round-1 {{ fill: {_IVORY}; }}
.cl-fig .head.round-2 {{ fill: {_AMBER}; }}
.cl-fig .head.round-0 {{ fill: {_PINK}; }}
.cl-fig .shaft.seen {{ stroke: {_IVORY}; }}
.cl-fig .shaft.unseen {{ stroke: {_AMBER}; stroke-dasharray: 8 5; }}
.cl-fig .head.seen {{ fill: {_IVORY}; }}
.cl-fig .head.unseen {{ fill: {_AMBER}; }}
.cl-fig .label-box {{ fill: {_IVORY}; stroke: {_INK}; stroke-width: 1; }}
.cl-fig .label.unseen .label-box {{ fill: {_CREAM}; stroke-dasharray: 4 2.5; }}
.cl-fig .label-text {{ font-size: 12.5px; }}
.cl-fig .standoff-box {{ fill: {_CREAM}; stroke: {_INK}; stroke-width: 1.2; stroke-dasharray: 5 3; }}
.cl-fig .standoff-text {{ fill: {_INK}; font-size: 13px; }}
.cl-fig .legend-band {{ fill: {_FELT}; stroke: {_FELT_EDGE}; stroke-width: 1.5; }}
.cl-fig .legend-text {{ fill: {_IVORY}; font-size: 13.5px; }}
.cl-fig .cell {{ stroke: var(--jp-ui-font-color1, #212121); stroke-width: 1.6; }}
.cl-fig .cell.round-1 {{ fill: var(--jp-layout-color2, #eeeeee); }}
.cl-fig .cell.round-2 {{ fill: var(--jp-layout-color1, #ffffff); stroke-dasharray: 8 5; }}
.cl-fig .letter {{ fill: var(--jp-ui-font-color0, #000000); font-size: 56px; font-weight: bold; }}
.cl-fig .word {{ fill: var(--jp-ui-font-color1, #212121); font-size: 16px; }}
.cl-fig .cell-note {{ fill: var(--jp-ui-font-color1, #212121); font-size: 13px; }}
.cl-fig .cell-note.blind {{ font-style: italic; }}
.cl-fig .direction {{ stroke: var(--jp-ui-font-color1, #212121); stroke-width: 4; fill: none; }}
.cl-fig .direction-head {{ fill: var(--jp-ui-font-color1, #212121); }}
.cl-fig .bracket {{ stroke: var(--jp-ui-font-color1, #212121); stroke-width: 1.6; fill: none; }}
.cl-fig .round-label {{ fill: var(--jp-ui-font-color1, #212121); font-size: 15px; font-weight: bold; }}
"""


# The narrow layouts' words: none under NARROW_LEAST px in a picture NARROW_WIDTH px wide.
_NARROW_SHEET = """
.cl-fig.narrow .heading { font-size: 20px; }
.cl-fig.narrow .subheading { font-size: 15px; }
.cl-fig.narrow .note { font-size: 15px; }
.cl-fig.narrow .seat-name { font-size: 15px; }
.cl-fig.narrow .badge-number { font-size: 15px; }
.cl-fig.narrow .label-text { font-size: 15px; }
.cl-fig.narrow .standoff-text { font-size: 15px; }
.cl-fig.narrow .legend-text { font-size: 15px; }
.cl-fig.narrow .letter { font-size: 44px; }
.cl-fig.narrow .word { font-size: 17px; }
.cl-fig.narrow .cell-note { font-size: 15px; }
.cl-fig.narrow .round-label { font-size: 15px; }
"""


# ------------------------------------------------------------------------- helpers


def _seat(seat: Seat | str) -> Seat:
    """`seat` as a `Seat` (`rules.as_seat`), text read as a plain string first."""
    return as_seat(plain(seat) if isinstance(seat, str) and not isinstance(seat, Seat) else seat)


def seat_spots(seat: Seat | str = Seat.EAST) -> dict[Seat, tuple[float, float]]:
    """Each seat's place on a unit table with `seat` at the bottom, from `rules.receiver`."""
    you = _seat(seat)
    spots = {you: _YOU_SPOT}
    for direction, spot in _PAGE_SPOT.items():
        spots[receiver(you, direction)] = spot
    return spots


def pass_arrows(seat: Seat | str = Seat.EAST) -> tuple[tuple[int, Seat, Seat], ...]:
    """The seven passes from `seat`'s chair as (number, from, to), read from `PASSES`."""
    you = _seat(seat)
    return tuple((step.number, you, receiver(you, step.direction)) for step in PASSES)


def rollor_letters() -> tuple[str, ...]:
    """The memory aid's letters (P4), one per pass of the two Charlestons."""
    return tuple(_WORDS[step.direction][0] for step in PASSES if step.charleston)


def _relation(you: Seat, other: Seat) -> str:
    if other == you:
        return _t("you")
    for direction in Direction:
        if receiver(you, direction) == other:
            return _t(direction.value)
    raise AssertionError("every seat is right, across or left of another")  # pragma: no cover


@dataclass(frozen=True)
class Arrow:
    """Where one bundle's arrow runs (matplotlib's arc3 curve from `start` to `end`, bowed
    by `rad`) and where its label sits: on the arrow, in its sender's part of the table."""

    start: tuple[float, float]
    end: tuple[float, float]
    rad: float
    label: tuple[float, float]


# ------------------------------------------------------------------------- layout


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
    _seat(seat)  # the picture is the same from every chair; the seat must be real
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


def _on_arc(
    start: tuple[float, float], end: tuple[float, float], rad: float, t: float
) -> tuple[float, float]:
    """The point at parameter `t` on matplotlib's arc3 curve (a quadratic Bezier)."""
    (x1, y1), (x2, y2) = start, end
    cx = (x1 + x2) / 2 + rad * (y2 - y1)
    cy = (y1 + y2) / 2 - rad * (x2 - x1)
    u = 1 - t
    return (u * u * x1 + 2 * u * t * cx + t * t * x2, u * u * y1 + 2 * u * t * cy + t * t * y2)


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
    if isinstance(step, int) and not isinstance(step, bool):
        step = int.__index__(step)  # the plain number: a caller's `int` subclass never runs
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


# ------------------------------------------------------------------ the picture itself

_SVG_NS = "http://www.w3.org/2000/svg"
# The smallest words a learner should meet on screen, in px (the aim on a phone).
READABLE = 12
# Each course figure is drawn twice: as it reads on a wide page, and re-laid (not shrunk) for
# a box about NARROW_WIDTH px wide, a phone held upright, its smallest words NARROW_LEAST px
# there, so 12 px or more on screen in any box at least 12/15 as wide (240 px). The page shows
# the one that fits its box (a container query in the figure's own <style>).
NARROW_WIDTH = 300
NARROW_LEAST = 15
# The narrow layout is never drawn wider than this: in a box between it and the wide layout's
# switch it keeps its size, rather than growing words to a poster's.
NARROW_MOST = 400

_SVG_LIMIT = 2_000_000  # characters of markup in one figure, at most (as `shown.scrolling` takes)

_CHAR_W = 0.64  # a rough width of one character, in font sizes, for laying out boxes


@dataclass(frozen=True)
class Drawing:
    """One picture: its SVG markup, its title and its description in words; with `narrow`,
    the same picture re-laid for a phone, shown instead where its box is narrower than
    `switch` px (where the wide one's smallest words would fall under `READABLE` px).

    Shows itself in a notebook as a `<figure>` holding the SVG, with the description as a
    caption for screen readers; its plain text (what nbval compares) is the title."""

    svg: str
    title: str
    description: str
    narrow: str = ""
    switch: int = 0

    def html(self) -> str:
        """The picture as HTML: a figure with the SVG (both layouts, where it has two) and a
        visually hidden caption."""
        return figure_html(self.svg, self.description, label=self.title, narrow=self.narrow, switch=self.switch)

    def _repr_html_(self) -> str:
        return self.html()

    def __repr__(self) -> str:
        return self.title


def figure_html(svg: str, caption: str = "", *, label: str = "", narrow: str = "", switch: int = 0) -> str:
    """An inline SVG as an HTML `<figure>` that fits its box; `caption`, if given, is a
    visually hidden `<figcaption>` that screen readers read after the picture's name. With
    `narrow` (the same picture laid out for a phone), the figure holds both and shows the
    narrow one where its box is narrower than `switch` px, the wide one elsewhere: a container
    query in the figure's own `<style>`, so it works in JupyterLab, Voila and the static site
    alike. Without that style (an untrusted output) the wide one alone shows, scaled to fit.
    `label` names the figure where the SVG has no name of its own."""
    svg = read_text(svg, "svg", limit=_SVG_LIMIT)
    caption = read_text(caption, "caption")
    label = read_text(label, "label")
    narrow = read_text(narrow, "narrow", limit=_SVG_LIMIT)
    switch = whole(switch, "switch", 0, 10_000)
    hidden = (
        '<figcaption class="cl-figure-caption" style="position: absolute; width: 1px;'
        " height: 1px; margin: -1px; padding: 0; overflow: hidden; clip: rect(0 0 0 0);"
        f' white-space: nowrap; border: 0;">{html.escape(caption)}</figcaption>'
        if caption
        else ""
    )
    if not narrow or not switch:
        return f'<figure class="cl-figure" style="margin: 4px 0; max-width: 100%;">{svg}{hidden}</figure>'
    fit = f"cl-fit-{switch}"
    # Below `switch` px the wide layout's words would be under READABLE px: the narrow one shows.
    style = (
        f"<style>@container (max-width: {switch - 1}px) {{ .{fit} > .cl-fig-wide {{ display: none !important; }}"
        f" .{fit} > .cl-fig-narrow {{ display: block !important; }} }}</style>"
    )
    return (
        f'<figure class="cl-figure cl-figure-fit {fit}" style="margin: 4px 0; max-width: 100%;'
        f' container-type: inline-size;">{style}'
        f'<div class="cl-fig-wide">{svg}</div>'
        f'<div class="cl-fig-narrow" style="display: none;">{narrow}</div>{hidden}</figure>'
    )


def _n(value: float) -> str:
    """A number for SVG: at most two decimals, no trailing zeros (deterministic)."""
    text = f"{value:.2f}".rstrip("0").rstrip(".")
    return "0" if text in ("-0", "") else text


def _el(parent: ET.Element, tag: str, cls: str, **attrs: Any) -> ET.Element:
    """A child element with a class; attribute names use `_` for `-`, numbers are rounded."""
    out = {"class": cls}
    for key, value in attrs.items():
        name = key.rstrip("_").replace("_", "-")
        out[name] = (
            _n(value)
            if isinstance(value, float | int) and not isinstance(value, bool)
            else str(value)
        )
    return ET.SubElement(parent, tag, out)


def _text(
    parent: ET.Element,
    x: float,
    y: float,
    lines: str | Sequence[str],
    cls: str,
    *,
    size: float,
    anchor: str = "middle",
    spacing: float = 1.25,
    **attrs: Any,
) -> ET.Element:
    """Text centred on (x, y) (its middle line there), one `tspan` a line."""
    rows = lines.split("\n") if isinstance(lines, str) else list(lines)
    el = _el(
        parent, "text", cls, x=x, y=y, text_anchor=anchor, dominant_baseline="central", **attrs
    )
    first = y - (len(rows) - 1) * size * spacing / 2
    if len(rows) == 1:
        el.text = rows[0]
        return el
    for i, row in enumerate(rows):
        span = _el(el, "tspan", "line", x=x, y=first + i * size * spacing)
        span.text = row
    return el


def _root(kind: str, width: float, height: float, title: str, desc: str, *, narrow: bool = False) -> ET.Element:
    """A figure's <svg>: as wide as its box, never wider than it is drawn (`width` px; a
    narrow layout up to `NARROW_MOST`), its height following; named, described, and styled
    by its own stylesheet."""
    most = NARROW_MOST if narrow else width
    svg = ET.Element(
        "svg",
        {
            "xmlns": _SVG_NS,
            "class": f"cl-fig {kind}{' narrow' if narrow else ''}",
            "viewBox": f"0 0 {_n(width)} {_n(height)}",
            "width": _n(width),
            "height": _n(height),
            "style": f"width: 100%; max-width: {_n(most)}px; height: auto; display: block;",
            "role": "img",
            "aria-label": title,
        },
    )
    _el(svg, "title", "title").text = title
    _el(svg, "desc", "desc").text = desc
    _el(svg, "style", "stylesheet").text = _STYLESHEET + (_NARROW_SHEET if narrow else "")
    return svg


def font_sizes(svg: str) -> list[tuple[str, float]]:
    """Every line of words in `svg` (one of this module's pictures) with its font size in the
    picture's own units, as its stylesheet sets it: (the words, px at 1:1). Markup that is not
    such a picture has no words it can size: an empty list."""
    try:
        root = ET.fromstring(read_text(svg, "svg", limit=_SVG_LIMIT))
    except ET.ParseError:
        return []
    sheet = " ".join(style.text or "" for style in root.iter(f"{{{_SVG_NS}}}style"))
    rules = []
    for order, (selector, body) in enumerate(re.findall(r"([^{}]+)\{([^}]*)\}", sheet)):
        size = re.search(r"font-size:\s*([\d.]+)px", body)
        if size:
            for one in selector.split(","):
                parts = [set(p.strip(".").split(".")) for p in one.split()]
                rules.append((parts, sum(len(p) for p in parts), order, float(size.group(1))))
    parents = {child: parent for parent in root.iter() for child in parent}

    def chain(el: ET.Element) -> list[set[str]]:
        out = []
        while el is not None:
            out.append(set((el.get("class") or "").split()))
            el = parents.get(el)
        return out[::-1]

    def matches(parts: list[set[str]], classes: list[set[str]]) -> bool:
        if not parts[-1] <= classes[-1]:
            return False
        i = 0
        for part in parts[:-1]:
            while i < len(classes) - 1 and not part <= classes[i]:
                i += 1
            if i == len(classes) - 1:
                return False
            i += 1
        return True

    out = []
    for text in root.iter(f"{{{_SVG_NS}}}text"):
        classes = chain(text)
        best = max((r for r in rules if matches(r[0], classes)), key=lambda r: (r[1], r[2]), default=None)
        words = " ".join(" ".join(text.itertext()).split())
        if best and words:
            out.append((words, best[3]))
    return out


def _finish(wide: ET.Element, title: str, desc: str, narrow: ET.Element | None = None) -> Drawing:
    """The drawing; with `narrow`, shown below the box width where the wide layout's smallest
    words would fall under `READABLE` px on screen."""
    svg = ET.tostring(wide, encoding="unicode")
    if narrow is None:
        return Drawing(svg, title, desc)
    least = min(size for _, size in font_sizes(svg))
    switch = math.ceil(float(wide.get("width", "0")) * READABLE / least)
    return Drawing(svg, title, desc, ET.tostring(narrow, encoding="unicode"), switch)


class _Page:
    """Table units (y up, the middle at 0, 0) to SVG pixels (y down) for one felt."""

    def __init__(self, cx: float, cy: float, scale: float) -> None:
        self.cx, self.cy, self.scale = cx, cy, scale

    def __call__(self, point: tuple[float, float]) -> tuple[float, float]:
        return self.cx + point[0] * self.scale, self.cy - point[1] * self.scale


def _bezier(p0: Any, c: Any, p1: Any, t: float) -> tuple[float, float]:
    u = 1 - t
    return (
        u * u * p0[0] + 2 * u * t * c[0] + t * t * p1[0],
        u * u * p0[1] + 2 * u * t * c[1] + t * t * p1[1],
    )


def _control(
    start: tuple[float, float], end: tuple[float, float], rad: float
) -> tuple[float, float]:
    """The control point of matplotlib's arc3 curve (the geometry `Arrow` is defined by)."""
    (x1, y1), (x2, y2) = start, end
    return (x1 + x2) / 2 + rad * (y2 - y1), (y1 + y2) / 2 - rad * (x2 - x1)


def _arrow_svg(
    parent: ET.Element,
    page: _Page,
    arrow: Arrow,
    cls: str,
    *,
    width: float,
    head: float,
    **data: str,
) -> ET.Element:
    """A curved arrow from `arrow.start` to `arrow.end`: a shaft (which may be dashed) that
    stops short of a solid head, so the head stays sharp. Returns the arrow's group."""
    group = _el(parent, "g", f"arrow {cls}", **data)
    p0, c, p1 = (
        page(arrow.start),
        page(_control(arrow.start, arrow.end, arrow.rad)),
        page(arrow.end),
    )
    tx, ty = p1[0] - c[0], p1[1] - c[1]
    norm = math.hypot(tx, ty) or 1.0
    tx, ty = tx / norm, ty / norm
    length, half = 4.2 * width * head, 2.4 * width * head
    chord = math.dist(p0, p1) or 1.0
    s = max(0.5, 1 - 0.8 * length / chord)
    # de Casteljau: the part of the curve from 0 to s is itself a quadratic Bezier
    c_s = (p0[0] + s * (c[0] - p0[0]), p0[1] + s * (c[1] - p0[1]))
    e_s = _bezier(p0, c, p1, s)
    _el(
        group,
        "path",
        f"shaft {cls}",
        d=f"M{_n(p0[0])} {_n(p0[1])}Q{_n(c_s[0])} {_n(c_s[1])} {_n(e_s[0])} {_n(e_s[1])}",
        stroke_width=width,
    )
    bx, by = p1[0] - tx * length, p1[1] - ty * length
    points = [(p1[0], p1[1]), (bx - ty * half, by + tx * half), (bx + ty * half, by - tx * half)]
    _el(group, "polygon", f"head {cls}", points=" ".join(f"{_n(x)},{_n(y)}" for x, y in points))
    return group


def _felt_svg(parent: ET.Element, page: _Page, half: float) -> None:
    x, y = page((-half, half))
    size = 2 * half * page.scale
    _el(parent, "rect", "felt", x=x, y=y, width=size, height=size, rx=0.18 * page.scale)


def _rack_svg(
    parent: ET.Element, page: _Page, spot: tuple[float, float], tiles: int = 9, size: float = 0.085
) -> None:
    """A little row of tile backs along the table edge at `spot`, facing the middle."""
    group = _el(parent, "g", "rack")
    sx, sy = spot
    along = (1.0, 0.0) if sy else (0.0, 1.0)
    w, h = (size, size * 1.35) if along[0] else (size * 1.35, size)
    for i in range(tiles):
        offset = (i - (tiles - 1) / 2) * size * 1.15
        x, y = page((sx + along[0] * offset - w / 2, sy + along[1] * offset + h / 2))
        _el(
            group,
            "rect",
            "rack-tile",
            x=x,
            y=y,
            width=w * page.scale,
            height=h * page.scale,
            rx=1.5,
        )


def _box_text(
    parent: ET.Element,
    center: tuple[float, float],
    lines: Sequence[str],
    cls: str,
    *,
    size: float,
    box_cls: str,
    text_cls: str,
    pad: float = 6.0,
    char: float = _CHAR_W,
    within: tuple[float, float] | None = None,
    **data: str,
) -> ET.Element:
    """Text in a rounded box centred on `center` (pixels); `char` is a character's rough
    width in font sizes (bold text is wider). With `within` (left, right), the box is moved
    sideways as little as it takes to stay between them."""
    group = _el(parent, "g", cls, **data)
    width = max(len(row) for row in lines) * size * char + 2 * pad
    height = len(lines) * size * 1.25 + pad
    x, y = center
    if within is not None:
        x = max(within[0] + width / 2, min(x, within[1] - width / 2))
    _el(group, "rect", box_cls, x=x - width / 2, y=y - height / 2, width=width, height=height, rx=5)
    _text(group, x, y, lines, text_cls, size=size)
    return group


def _legend(
    parent: ET.Element,
    x: float,
    y: float,
    entries: Sequence[tuple[str, str]],
    *,
    width: float,
    wrap: int = 0,
    size: float = 13.5,
) -> float:
    """A felt band with a sample line of each style and its meaning; returns its height.
    With `wrap` (characters), a long meaning wraps under a shorter sample line (a phone)."""
    sample, gap = (50.0, 12.0) if not wrap else (36.0, 10.0)
    rows = [[label] if not wrap else _wrap(label, wrap) for _, label in entries]
    heights = [max(24.0, len(lines) * size * 1.25 + 6) for lines in rows]
    height = sum(heights) + 14
    group = _el(parent, "g", "legend")
    _el(group, "rect", "legend-band", x=x, y=y, width=width, height=height, rx=6)
    top = y + 7
    for (cls, _), lines, row in zip(entries, rows, heights):
        ly = top + row / 2
        _el(
            group,
            "path",
            f"shaft {cls}",
            d=f"M{_n(x + 16)} {_n(ly)}H{_n(x + 16 + sample)}",
            stroke_width=3.4,
        )
        _text(group, x + 16 + sample + gap, ly, lines, "legend-text", size=size, anchor="start")
        top += row
    return height


def _wrap(text: str, width: int) -> list[str]:
    # Between words only: "counter-clockwise" and "1-3" stay whole, as both layouts show them.
    return textwrap.wrap(text, width, break_on_hyphens=False, break_long_words=False) or [text]


# --------------------------------------------------------------------------- table

_ROUND_CLASS = {1: "round-1", 2: "round-2", 0: "round-0"}


def _kind(step: PassStep) -> str:
    if step.is_courtesy:
        return _t("kind.courtesy")
    return _t("kind.required" if step.required else "kind.optional")


def _seat_names(you: Seat) -> dict[str, Seat]:
    return {
        "you": you,
        "right": receiver(you, Direction.RIGHT),
        "across": receiver(you, Direction.ACROSS),
        "left": receiver(you, Direction.LEFT),
    }


def table_description(seat: Seat | str = Seat.EAST) -> str:
    """In words, what `table_figure(seat)` shows: the seats and where every pass goes."""
    you = _seat(seat)
    arrows = "; ".join(
        _t("figure.table_arrow", number=step.number,
            name=step.name,
            target=target,
            relation=_relation(you, target),
            kind=_kind(step),
        )
        for step in PASSES
        for target in [receiver(you, step.direction)]
    )
    order = " \u2192 ".join(translate(s.value) for s in SEATS)
    return " ".join(
        [
            _t("figure.table_seats", **_seat_names(you)),
            _t("figure.table_subtitle", order=order).replace("\n", " "),
            _t("figure.table_arrows", you=you, arrows=arrows),
            _t("figure.table_styles"),
        ]
    )


def table_figure(seat: Seat | str = Seat.EAST) -> Drawing:
    """Four seats on felt with `seat` at the bottom, and numbered arrows for the seven passes;
    drawn wide, and re-laid for a phone (the side seats' names above their racks, on the felt).

    Solid arrows are the required passes; dashed and dash-dot ones the optional passes (P1).
    """
    you = _seat(seat)
    title = _t("figure.table_title", seat=you)
    desc = table_description(you)
    return _finish(_table_svg(you, title, desc, False), title, desc, _table_svg(you, title, desc, True))


def _table_svg(you: Seat, title: str, desc: str, narrow: bool) -> ET.Element:
    """`table_figure`'s picture, wide (600 px) or narrow (`NARROW_WIDTH`)."""
    spots = seat_spots(you)
    order = " \u2192 ".join(translate(s.value) for s in SEATS)
    lines = _t("figure.table_subtitle", order=order).split("\n")
    if not narrow:
        width, scale, name_size = 600.0, 150.0, 15.0
        heading = [title]
        # A language with longer words wraps onto a third line rather than past the edges.
        subtitle = [row for line in lines for row in _wrap(line, 84)]
        cy = 100.0 + 1.55 * scale
        heading_y, subtitle_y = 26.0, 68 - 8 * (len(subtitle) - 2)
    else:
        width, scale, name_size = float(NARROW_WIDTH), (NARROW_WIDTH - 10) / 2.5, 15.0
        heading = _wrap(title, 22)
        subtitle = [row for line in lines for row in _wrap(line, 32)]
        heading_y = 8 + len(heading) * 25 / 2
        subtitle_y = 8 + len(heading) * 25 + 8 + len(subtitle) * 18.75 / 2
        cy = 8 + len(heading) * 25 + 8 + len(subtitle) * 18.75 + 8 + 24 + 1.4 * scale
    page = _Page(width / 2, cy, scale)
    legend_y = cy + 1.4 * scale + 23 + 10 if narrow else cy + 1.55 * scale + 6
    legend = [
        ("round-1", _t("legend.first")),
        ("round-2", _t("legend.second")),
        ("round-0", _t("legend.courtesy")),
    ]
    wrap = 24 if narrow else 0
    legend_h = sum(max(24.0, len(_wrap(label, wrap) if wrap else [label]) * 15 * 1.25 + 6) for _, label in legend) + 14
    height = legend_y + legend_h + 10
    svg = _root("table-figure", width, height, title, desc, narrow=narrow)
    _text(svg, width / 2, heading_y, heading, "heading", size=20)
    _text(svg, width / 2, subtitle_y, subtitle, "note", size=15 if narrow else 13)
    _felt_svg(svg, page, 1.25)
    seats = _el(svg, "g", "seats")
    for other, spot in spots.items():
        _rack_svg(seats, page, (spot[0] * 0.92, spot[1] * 0.92), tiles=7 if narrow else 9)
        role = "you" if other == you else next(k for k, v in _seat_names(you).items() if v == other)
        words = [translate(other.value), f"({_relation(you, other)})"]
        centre = page((spot[0] * 1.48, spot[1] * 1.4))
        if narrow and spot[1] == 0:
            # No room beside the felt on a phone: the side seats' names sit on the felt, in
            # the top corner above their own rack, clear of the arrows across.
            box = max(len(row) for row in words) * name_size * _CHAR_W + 16
            x = width - 3 - box / 2 if spot[0] > 0 else 3 + box / 2
            centre = (x, page((0.0, 0.62))[1])
        _box_text(
            seats,
            centre,
            words,
            f"seat {role}",
            size=name_size,
            box_cls="seat-box",
            text_cls="seat-name",
            pad=8,
            data_seat=str(other),
        )
    arrows = _el(svg, "g", "arrows")
    layout = badge_layout(you)
    for step in PASSES:
        target = receiver(you, step.direction)
        arrow = layout[step.number]
        _arrow_svg(
            arrows,
            page,
            arrow,
            _ROUND_CLASS[step.charleston],
            width=3.4 if not narrow else 3.0,
            head=1.0,
            data_pass=str(step.number),
            data_from=str(you),
            data_to=str(target),
        )
    badges = _el(svg, "g", "badges")
    for step in PASSES:
        x, y = page(layout[step.number].label)
        group = _el(
            badges, "g", f"pass-number {_ROUND_CLASS[step.charleston]}", data_pass=str(step.number)
        )
        _el(group, "circle", "badge", cx=x, cy=y, r=max(0.085 * page.scale, 11.5))
        _text(group, x, y, str(step.number), "badge-number", size=15)
    if narrow:
        _legend(svg, 6, legend_y, legend, width=width - 12, wrap=wrap, size=15)
    else:
        _legend(svg, 40, legend_y, legend, width=width - 80)
    return svg


# -------------------------------------------------------------------------- ROLLOR


def rollor_description() -> str:
    """In words, what `rollor_figure()` shows."""
    cells = "; ".join(
        _t("rollor.cell", number=step.number,
            letter=_WORDS[step.direction][0],
            word=_WORDS[step.direction][1],
            blind=_t("rollor.cell_blind") if step.blind_allowed else "",
        )
        for step in PASSES
        if step.charleston
    )
    courtesy = next(step for step in PASSES if step.is_courtesy)
    return _t("rollor.desc", cells=cells,
        first=_t("rollor.first"),
        second=_t("rollor.second"),
        after=_t("rollor.after", direction=courtesy.direction.value),
    )


def rollor_figure() -> Drawing:
    """The ROLLOR strip (P4): six passes with letter, direction, arrow and round, from `PASSES`;
    drawn as a strip of six boxes side by side, and re-laid for a phone as a ladder of six rows."""
    title = _t("rollor.title")
    desc = rollor_description()
    return _finish(_rollor_wide(title, desc), title, desc, _rollor_ladder(title, desc))


def _direction_arrow(cell: ET.Element, x: float, y: float, direction: Direction, half: float) -> None:
    """The arrow of one pass's direction, centred on (x, y): right, left or up (across)."""
    dx, dy = {Direction.RIGHT: (1, 0), Direction.LEFT: (-1, 0), Direction.ACROSS: (0, -1)}[direction]
    tip = (x + dx * half, y + dy * half)
    base = (x - dx * half, y - dy * half)
    neck = (tip[0] - dx * half / 2, tip[1] - dy * half / 2)
    _el(cell, "path", "direction", d=f"M{_n(base[0])} {_n(base[1])}L{_n(neck[0])} {_n(neck[1])}")
    wing = half * 0.375
    pts = [tip, (neck[0] - dy * wing, neck[1] + dx * wing), (neck[0] + dy * wing, neck[1] - dx * wing)]
    _el(cell, "polygon", "direction-head", points=" ".join(f"{_n(a)},{_n(b)}" for a, b in pts))


def _rollor_ladder(title: str, desc: str) -> ET.Element:
    """The ROLLOR strip re-laid for a phone: one row a pass, its letter first, so the letters
    read R O L L O R down the left; each Charleston's three rows under its name."""
    width = float(NARROW_WIDTH)
    six = [step for step in PASSES if step.charleston]
    heading = _wrap(title, 22)
    row_h, gap, left, right = 66.0, 6.0, 6.0, width - 20
    groups = [(1, "rollor.first"), (2, "rollor.second")]
    courtesy = next(step for step in PASSES if step.is_courtesy)
    after = _wrap(_t("rollor.after", direction=courtesy.direction.value), 32)
    y = 8 + len(heading) * 25
    parts = []
    for charleston, key in groups:
        label = _wrap(_t(key), 28)
        rows = [step for step in six if step.charleston == charleston]
        parts.append((charleston, label, y + 10, rows))
        y += 10 + len(label) * 19 + 6 + len(rows) * (row_h + gap)
    height = y + 8 + len(after) * 18.75 + 12
    svg = _root("rollor-figure", width, height, title, desc, narrow=True)
    _text(svg, width / 2, 8 + len(heading) * 25 / 2, heading, "heading", size=20)
    for charleston, label, top, rows in parts:
        round_cls = _ROUND_CLASS[charleston]
        group = _el(svg, "g", f"round {round_cls}")
        _text(group, left + 4, top + len(label) * 19 / 2, label, "round-label", size=15, anchor="start")
        y0 = top + len(label) * 19 + 6
        # A bracket down the right side holds the Charleston's three rows together.
        y1 = y0 + len(rows) * (row_h + gap) - gap
        _el(group, "path", "bracket", d=f"M{_n(right + 4)} {_n(y0 + 4)}H{_n(right + 12)}V{_n(y1 - 4)}H{_n(right + 4)}")
        for i, step in enumerate(rows):
            ry = y0 + i * (row_h + gap)
            mid = ry + row_h / 2
            cell = _el(svg, "g", f"pass {round_cls}", data_pass=str(step.number))
            _el(cell, "rect", f"cell {round_cls}", x=left, y=ry, width=right - left, height=row_h, rx=9)
            letter, word = _WORDS[step.direction]
            _text(cell, left + 28, mid + 1, letter, "letter", size=44)
            _text(cell, left + 58, mid - 19, _t("rollor.pass", number=step.number), "cell-note", size=15, anchor="start")
            _text(cell, left + 58, mid + 1, word, "word", size=17, anchor="start")
            if step.direction is Direction.ACROSS:
                _text(cell, left + 58, mid + 20, _t("rollor.across"), "cell-note", size=15, anchor="start")
            if step.blind_allowed:
                note = " ".join(_t("rollor.blind").split())
                _text(cell, left + 58, mid + 20, note, "cell-note blind", size=15, anchor="start")
            _direction_arrow(cell, right - 34, mid - 9, step.direction, 17.0)
    _text(svg, width / 2, height - 12 - len(after) * 18.75 / 2, after, "note", size=15)
    return svg


def _rollor_wide(title: str, desc: str) -> ET.Element:
    """The ROLLOR strip, six boxes side by side (a wide page)."""
    cell_w, cell_h, left, top = 124.0, 250.0, 18.0, 56.0
    six = [step for step in PASSES if step.charleston]
    width = left * 2 + cell_w * len(six)
    height = top + cell_h + 110
    svg = _root("rollor-figure", width, height, title, desc)
    _text(svg, width / 2, 26, title, "heading", size=20)
    for i, step in enumerate(six):
        x0, x = left + i * cell_w, left + (i + 0.5) * cell_w
        round_cls = _ROUND_CLASS[step.charleston]
        cell = _el(svg, "g", f"pass {round_cls}", data_pass=str(step.number))
        _el(
            cell,
            "rect",
            f"cell {round_cls}",
            x=x0 + 6,
            y=top,
            width=cell_w - 12,
            height=cell_h,
            rx=9,
        )
        _text(
            cell, x, top + 22, _t("rollor.pass", number=step.number), "cell-note", size=13
        )
        letter, word = _WORDS[step.direction]
        _text(cell, x, top + 78, letter, "letter", size=56)
        _text(cell, x, top + 128, word, "word", size=16)
        if step.direction is Direction.ACROSS:
            _text(cell, x, top + 149, _t("rollor.across"), "cell-note", size=13)
        dx, dy = {Direction.RIGHT: (1, 0), Direction.LEFT: (-1, 0), Direction.ACROSS: (0, -1)}[
            step.direction
        ]
        ay = top + 190
        half = 24.0
        tip = (x + dx * half, ay + dy * half)
        base = (x - dx * half, ay - dy * half)
        neck = (tip[0] - dx * 12, tip[1] - dy * 12)
        _el(
            cell, "path", "direction", d=f"M{_n(base[0])} {_n(base[1])}L{_n(neck[0])} {_n(neck[1])}"
        )
        pts = [tip, (neck[0] - dy * 9, neck[1] + dx * 9), (neck[0] + dy * 9, neck[1] - dx * 9)]
        _el(cell, "polygon", "direction-head", points=" ".join(f"{_n(a)},{_n(b)}" for a, b in pts))
        if step.blind_allowed:
            _text(
                cell,
                x,
                top + 226,
                _t("rollor.blind"),
                "cell-note blind",
                size=12.5,
                spacing=1.15,
            )
    for charleston, key in ((1, "rollor.first"), (2, "rollor.second")):
        cells = [i for i, step in enumerate(six) if step.charleston == charleston]
        x1, x2 = left + cells[0] * cell_w + 12, left + (cells[-1] + 1) * cell_w - 12
        yb = top + cell_h + 14
        group = _el(svg, "g", f"round {_ROUND_CLASS[charleston]}")
        _el(group, "path", "bracket", d=f"M{_n(x1)} {_n(yb)}V{_n(yb + 10)}H{_n(x2)}V{_n(yb)}")
        _text(group, (x1 + x2) / 2, yb + 32, _t(key), "round-label", size=15)
    courtesy = next(step for step in PASSES if step.is_courtesy)
    _text(
        svg,
        width / 2,
        height - 22,
        _t("rollor.after", direction=courtesy.direction.value),
        "note",
        size=14,
    )
    return svg


# -------------------------------------------------------------------------- replay


def _hop_tiles(event: PassPlayed) -> dict[tuple[Seat, Seat, bool], list[Any]]:
    """The tiles per (from, to, unseen) hand-over on one pass, in the log's order."""
    groups: dict[tuple[Seat, Seat, bool], list[Any]] = defaultdict(list)
    for move in event.moves:
        for i, (a, b) in enumerate(move.hops):
            groups[(a, b, i > 0)].append(move.tile)
    return groups


def _names(tiles: Sequence[Any]) -> str:
    return join_words([tile.name for tile in tiles])


def _panel_notes(event: PassPlayed) -> list[str]:
    """The sentences under a panel: blind forwards, tiles home again, the courtesy pass's
    offers and jokers given back."""
    notes: list[str] = []
    if any(event.blind.values()):
        who = ", ".join(say("words.seat_count", seat=seat, count=n) for seat, n in event.blind.items() if n)
        notes.append(_t("replay.blind", who=who))
    home = [say("words.tile_of", tile=m.tile.code, seat=m.origin) for m in event.moves if m.origin in m.path[1:]]
    if home:
        notes.append(_t("replay.home", tiles=", ".join(home)))
    if event.info.is_courtesy:
        notes.append(event.describe())
    notes += [returned.describe() for returned in event.returned]
    return notes


def _panel_description(event: PassPlayed) -> str:
    """One pass in words: every hand-over, who to whom and which tiles, unseen ones said so."""
    info = event.info
    if event.standoff:
        return say("table.standoff", step=info.number, name=info.name)
    hops = [
        _t("replay.hop_unseen" if unseen else "replay.hop_seen", a=a, b=b, tiles=_names(tiles))
        for (a, b, unseen), tiles in _hop_tiles(event).items()
    ]
    text = _t("replay.panel_desc", number=info.number, name=info.name, hops="; ".join(hops) or "-"
    )
    return " ".join([text, *_panel_notes(event)])


def _played(log: Sequence[Event] | Any, steps: Iterable[int] | None) -> list[PassPlayed]:
    """The passes of `log` to draw: those in `steps` (pass numbers 1 to 7, read with a limit,
    so an endless iterable is refused at once), or every one played."""
    wanted = None if steps is None else {whole(s, "steps", 1, len(PASSES)) for s in take(steps, "steps")}
    events = take(log.log if isinstance(log, Table) else log, "log")
    return [e for e in events if isinstance(e, PassPlayed) and (wanted is None or e.step in wanted)]


def replay_description(
    log: Sequence[Event] | Any, *, steps: Iterable[int] | None = None, seat: Seat | str = Seat.EAST
) -> str:
    """In words, what `replay_figure` shows: who passed which tiles to whom on each pass."""
    played = _played(log, steps)
    if not played:
        return _t("replay.empty")
    you = _seat(seat)
    return " ".join(
        [
            _t("replay.seats", seat=you, **{k: v for k, v in _seat_names(you).items() if k != "you"}
            ),
            *(_panel_description(e) for e in played),
        ]
    )


_PANEL_W, _PANEL_SCALE, _NOTE_SIZE, _NOTE_CHARS = 320.0, 105.0, 12.5, 44


@dataclass(frozen=True)
class _Panels:
    """How big the replay's panels are drawn: `width` and `scale` (px), the words' sizes."""

    width: float = _PANEL_W
    scale: float = _PANEL_SCALE
    note: float = _NOTE_SIZE
    chars: int = _NOTE_CHARS
    label: float = 12.5
    seat: float = 14.0
    title: int = 0  # characters a title line holds before it wraps (0: it never does)


# A phone: one panel a row, as wide as the picture, its words no smaller than NARROW_LEAST.
_NARROW_PANELS = _Panels(NARROW_WIDTH - 4, 100.0, 15.0, 32, 15.0, 15.0, 28)


def _clear(
    x: float, y: float, half_w: float, half_h: float,
    placed: Sequence[tuple[float, float, float, float]], top: float, bottom: float,
) -> float:
    """The height nearest `y` (between `top` and `bottom`) where a box of that size at `x`
    overlaps the `placed` ones least (none, where it can)."""

    def overlap(cy: float) -> float:
        return sum(
            max(0.0, half_w + pw + 2 - abs(x - px)) * max(0.0, half_h + ph + 2 - abs(cy - py))
            for px, py, pw, ph in placed
        )

    best, least = y, overlap(y)
    for step in range(2, int(bottom - top) + 1, 2):
        for cy in (y - step, y + step):
            if top + half_h <= cy <= bottom - half_h and overlap(cy) < least - 1e-9:
                best, least = cy, overlap(cy)
        if least == 0:
            break
    return best


def _panel_title(event: PassPlayed, size: _Panels) -> list[str]:
    """A panel's title ("Pass 2: first across"), on two lines where a phone needs them."""
    key = "replay.standoff" if event.standoff else "replay.panel"
    title = _t(key, number=event.info.number, name=event.info.name)
    return _wrap(title, size.title) if size.title else [title]


def _panel_svg(
    parent: ET.Element, event: PassPlayed, x0: float, y0: float, you: Seat, size: _Panels = _Panels()
) -> None:
    info = event.info
    group = _el(
        parent,
        "g",
        f"panel pass-{info.number}{' standoff' if event.standoff else ''}",
        data_pass=str(info.number),
    )
    heading = _panel_title(event, size)
    _text(
        group,
        x0 + size.width / 2,
        y0 + 14 + (len(heading) - 1) * 19 / 2,
        heading,
        "subheading panel-title",
        size=15,
        spacing=19 / 15,
    )
    page = _Page(x0 + size.width / 2, y0 + 34 + (len(heading) - 1) * 19 + 1.2 * size.scale, size.scale)
    _felt_svg(group, page, 1.2)
    spots = seat_spots(you)
    layout = hop_layout(info, you)
    hops = _hop_tiles(event)
    arrows = _el(group, "g", "arrows")
    for a, b, unseen in hops:
        kind = "unseen" if unseen else "seen"
        _arrow_svg(
            arrows,
            page,
            layout[(a, b, unseen)],
            kind,
            width=2.6,
            head=0.9,
            data_from=str(a),
            data_to=str(b),
        )
    seats = _el(group, "g", "seats")
    for other, spot in spots.items():
        role = "you" if other == you else next(k for k, v in _seat_names(you).items() if v == other)
        _box_text(
            seats,
            page((spot[0] * 1.08, spot[1] * 1.08)),
            [translate(other.value)],
            f"seat {role}",
            size=size.seat,
            box_cls="seat-box",
            text_cls="seat-name",
            data_seat=str(other),
        )
    labels = _el(group, "g", "labels")
    narrow = size is _NARROW_PANELS
    placed: list[tuple[float, float, float, float]] = [  # (x, y, half width, half height)
        (*page((spot[0] * 1.08, spot[1] * 1.08)), (len(translate(other.value)) * size.seat * _CHAR_W + 12) / 2,
         (size.seat * 1.25 + 6) / 2)
        for other, spot in spots.items()
    ]
    # The labels seen first, then the unseen ones: on a phone an unseen label that would lie
    # over another is moved along the panel until it lies clear (its arrow still shows where).
    for (a, b, unseen), tiles in sorted(hops.items(), key=lambda item: item[0][2]):
        codes = " ".join(tile.code for tile in tiles)
        text = _t("replay.unseen", codes=codes) if unseen else codes
        if unseen and narrow:
            # On a phone "unseen:" and its tiles take a line each, so the label stays narrow.
            text = _t("replay.unseen", codes="\n" + codes)
        rows = [row.strip() for row in text.split("\n")]
        x, y = page(layout[(a, b, unseen)].label)
        if narrow:
            half_w = (max(len(row) for row in rows) * size.label * _CHAR_W + 10) / 2
            half_h = (len(rows) * size.label * 1.25 + 5) / 2
            x = max(x0 + 2 + half_w, min(x, x0 + size.width - 2 - half_w))
            y = _clear(x, y, half_w, half_h, placed, page.cy - 1.2 * size.scale, page.cy + 1.2 * size.scale)
            placed.append((x, y, half_w, half_h))
        _box_text(
            labels,
            (x, y),
            rows,
            f"label {'unseen' if unseen else 'seen'}",
            size=size.label,
            box_cls="label-box",
            text_cls="label-text",
            pad=5,
            data_from=str(a),
            data_to=str(b),
            data_codes=codes,
        )
    if event.standoff:
        lines = _wrap(say("table.standoff", step=info.number, name=info.name), 21)
        _box_text(
            group,
            page((0.0, 0.0)),
            lines,
            "standoff-note",
            size=size.label,
            box_cls="standoff-box",
            text_cls="standoff-text",
            pad=10,
            char=0.53,
        )
    notes = [row for note in _panel_notes(event) for row in _wrap(note, size.chars)]
    if notes:
        _, ny = page((0.0, -1.2))
        _text(
            group,
            x0 + size.width / 2,
            ny + 14 + (len(notes) - 1) * size.note * 0.65,
            notes,
            "note panel-note",
            size=size.note,
            spacing=1.3,
        )


def replay_figure(
    log: Sequence[Event] | Any, *, steps: Iterable[int] | None = None, seat: Seat | str = Seat.EAST
) -> Drawing:
    """One panel per played pass from a table's event log: who sent which tiles to whom.

    Accepts `table.log` (or the table). Tiles that travelled unseen are dashed and
    marked "unseen", a tile that came round to the player who put it down is named in a
    note, and a standoff pass (B5) shows a note. `steps` keeps only those passes.
    """
    played = _played(log, steps)
    you = _seat(seat)
    title = _t("replay.title", seat=you)
    desc = replay_description(played, seat=you)
    if not played:
        svg = _root("replay-figure empty", 420, 60, title, desc)
        _text(svg, 210, 30, _t("replay.empty"), "note empty", size=15)
        return _finish(svg, title, desc)
    wide = _replay_svg(played, you, title, desc, _Panels(), 3 if len(played) != 4 else 2)
    return _finish(wide, title, desc, _replay_svg(played, you, title, desc, _NARROW_PANELS, 1))


def _replay_svg(
    played: list[PassPlayed], you: Seat, title: str, desc: str, size: _Panels, most: int
) -> ET.Element:
    """The replay's panels, at most `most` side by side, each drawn at `size`."""
    narrow = size is _NARROW_PANELS
    count = len(played)
    ncols = min(count, most)
    nrows = -(-count // ncols)
    note_rows = max(
        (sum(len(_wrap(n, size.chars)) for n in _panel_notes(e)) for e in played), default=0
    )
    title_rows = max(len(_panel_title(e, size)) for e in played)
    panel_h = (34 + (title_rows - 1) * 19 + 2.4 * size.scale
               + (12 + note_rows * size.note * 1.3 if note_rows else 0) + 14)
    width = float(NARROW_WIDTH) if narrow else max(ncols * size.width + 20, 560.0)
    left = (width - ncols * size.width) / 2
    heading = _wrap(title, 22) if narrow else [title]
    top = 50.0 if not narrow else 8 + len(heading) * 25 + 10
    legend_y = top + nrows * panel_h + 4
    entries = [("seen", _t("replay.legend_seen")), ("unseen", _t("replay.legend_unseen"))]
    wrap = 24 if narrow else 0
    legend_h = sum(max(24.0, len(_wrap(label, wrap) if wrap else [label]) * 15 * 1.25 + 6) for _, label in entries) + 14
    height = legend_y + legend_h + 8
    svg = _root("replay-figure", width, height, title, desc, narrow=narrow)
    _text(svg, width / 2, 24 if not narrow else 8 + len(heading) * 25 / 2, heading, "heading", size=20)
    for index, event in enumerate(played):
        row, col = divmod(index, ncols)
        _panel_svg(svg, event, left + col * size.width, top + row * panel_h, you, size)
    if narrow:
        _legend(svg, 6, legend_y, entries, width=width - 12, wrap=wrap, size=15)
    else:
        _legend(svg, (width - 520) / 2, legend_y, entries, width=520)
    return svg
