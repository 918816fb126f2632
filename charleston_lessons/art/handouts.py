"""The course on paper: a Charleston card (one sheet, both sides), a practice sheet and an answer key.

Pure functions of the rules core, like the other figures: the card is drawn from the pass
table (`rules.PASSES`), the arrows of the table picture (`figures.badge_layout`, the same
geometry the course's SVG table uses) and the rulebook's sentences (`rulebook.rule_sentence`,
by ID); the practice sheet from the coach's drill items (`drills.drill("what-to-pass", seed)`,
graded by `coach.teaching_pass`, with every pass as good listed for the instructor from
`coach.equal_passes`). Every word on paper comes from the catalogs (`messages`,
the rulebook and the course's vocabulary), in English or Malay; nothing is typed here.

The pages are `matplotlib.figure.Figure`s sized to the paper (A4 or US Letter), laid out in
points. Written with matplotlib's own PDF and SVG backends (`PdfPages`, one figure a page),
which the course already ships for its charts: fpdf2 or WeasyPrint would add a dependency
for the same result, and the card's picture is matplotlib drawing either way. Fonts go into
the PDF as TrueType (`pdf.fonttype` 42), so the text can be selected, searched, read aloud
and extracted (the tests read it back with pypdf); the SVG keeps text as text
(`svg.fonttype` "none"). No date goes into either file, so a rebuild is byte-identical.

For print, and for older eyes: no text under 11 pt, the rules' sentences 11 pt or more and
every pass number 12 pt or more, in every language and on every paper (the card is laid out
to fit them, never shrunk below them); black, white and greys only, so a
black-and-white printer loses nothing, and nothing is told by shade alone: the two
Charlestons and the courtesy pass differ by line pattern (solid, dashed, dash-dot), every
arrow carries its pass number and every pattern is named in a legend.
"""

from __future__ import annotations

import os
import stat
from collections.abc import Iterable, Sequence
from contextlib import nullcontext
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

import matplotlib
from matplotlib.backends.backend_pdf import PdfPages
from matplotlib.figure import Figure
from matplotlib.font_manager import FontProperties
from matplotlib.patches import Circle, FancyBboxPatch, Polygon, Rectangle
from matplotlib.text import Text
from matplotlib.textpath import TextToPath

from charleston_lessons._input import instance, plain, take, whole
from charleston_lessons.art.figures import badge_layout
from charleston_lessons.exercises import CoachedPick
from charleston_lessons.messages import LANGUAGES, say, speaking, translate
from charleston_lessons.progress import as_path
from charleston_lessons.rulebook import SECTIONS, rule_sentence
from charleston_lessons.rules import PASSES, Direction

__all__ = [
    "PAPERS",
    "SMALLEST_PT",
    "RULE_PT",
    "PASS_NUMBER_PT",
    "CARD_SECTIONS",
    "PRACTICE_SEEDS",
    "INK",
    "card_figure",
    "card_figures",
    "practice_items",
    "unshown_rules",
    "equal_words",
    "practice_figures",
    "answer_key_figure",
    "card_rules",
    "write_card",
    "write_handouts",
    "page_colours",
]

# Paper sizes in PostScript points (1/72 inch): ISO A4 (210 x 297 mm) and US Letter.
PAPERS: dict[str, tuple[float, float]] = {
    "a4": (595.276, 841.89),
    "letter": (612.0, 792.0),
}
SMALLEST_PT = 11.0  # no text on paper is smaller than this
RULE_PT = 11.0  # the rules' sentences (and their IDs) are at least this
PASS_NUMBER_PT = 12.0  # and every pass number: the table picture's badges, the ladder's rows
MARGIN = 36.0  # half an inch all round: inside every office printer's unprintable edge

# What the card says, section by section: the rulebook's section title and the rules, by ID,
# whose sentences the card prints (RULES P, B, X, C, J and East's 14 tiles, T3 and H1): what
# a player needs at the table, no more, so that the Malay card, whose sentences run a third
# longer, keeps 11 pt rules or more on the card's back. X2 and C4 are told by the
# pictures (the second Charleston is played "only if nobody stops it", as the source's table
# says; pass 7 has no blind tag).
CARD_SECTIONS: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("P", ("P3", "P5")),
    ("B", ("B1", "B2")),
    ("X", ("X1", "X3")),
    ("C", ("C1", "C2", "C3")),
    ("J", ("J1", "J2")),
    ("H", ("T3", "H1")),
)
# The practice sheet's deals when none are given: pass 1 (13 tiles), East on pass 2 (14) and
# pass 3 with a blind pass: both rack sizes and all of the first Charleston, each printed
# answer showing the rules the problem cites (`unshown_rules`: tiles that help no line, G1;
# lone tiles of suits and honours the lines do not collect, G2; tiles forwarded unseen to
# keep the pairs, G3), and 20, 10 and 1 equally good passes for the instructor's key.
PRACTICE_SEEDS: tuple[int, ...] = (59, 10, 1414)

# Greys only (see the module's docstring): ink, a mid grey for rules and outlines, the felt's
# light grey, paper white.
INK = "#1a1a1a"
_GREY = "#5c5c5c"
_FELT = "#e4e4e4"
_PAPER = "#ffffff"
_FACE = "#f4f4f4"

# The fonts matplotlib ships (DejaVu: every letter of English and Malay, and the arrows), by
# file, so the pages are the same on every machine whatever fonts it has installed.
_SANS = "DejaVuSans"
_MONO = "DejaVuSansMono"
_FONT_DIR = Path(matplotlib.get_data_path()) / "fonts" / "ttf"


@lru_cache(maxsize=256)
def _font(size: float, weight: str = "normal", family: str = _SANS) -> FontProperties:
    name = f"{family}-Bold.ttf" if weight == "bold" else f"{family}.ttf"
    return FontProperties(fname=_FONT_DIR / name, size=size, weight=weight)  # weight: for the SVG

# The three kinds of pass (P1) by line pattern: solid for the first Charleston (required),
# dashed for the second (optional), dash-dot for the courtesy pass.
_PATTERN: dict[int, Any] = {1: "solid", 2: (0, (5.0, 2.6)), 0: (0, (6.0, 2.2, 1.4, 2.2))}
_LEGEND = {1: "art.legend.first", 2: "handout.card.legend_second", 0: "art.legend.courtesy"}
# Where a direction points when you sit at the bottom of the picture: right is to your
# right, across is away from you, left to your left (S1, S2).
_ARROW = {Direction.RIGHT: "\u2192", Direction.ACROSS: "\u2191", Direction.LEFT: "\u2190"}
_LETTER = {Direction.RIGHT: "R", Direction.ACROSS: "O", Direction.LEFT: "L"}  # ROLLOR (P4)
_RC = {
    "pdf.fonttype": 42,
    "ps.fonttype": 42,
    "svg.fonttype": "none",
    "svg.hashsalt": "charleston-lessons",
    "font.family": "sans-serif",
    "font.sans-serif": ["DejaVu Sans"],
    "axes.unicode_minus": False,
}


def _paper_name(paper: object) -> str:
    """`paper` as one of `PAPERS`' names ("A4 " is "a4"), read as a plain string (a caller's
    `str` subclass never runs); anything else is a `ValueError` naming the papers."""
    if isinstance(paper, str):
        name = plain(paper)
        if len(name) <= 40 and name.strip().lower() in PAPERS:
            return name.strip().lower()
    raise ValueError(say("handout.error.paper", value=paper, papers=", ".join(PAPERS)))


def _paper(paper: object) -> tuple[float, float]:
    return PAPERS[_paper_name(paper)]


def _language_code(lang: object) -> str:
    """`lang` as one of the course's language codes (" MS" is "ms"), read as a plain string."""
    if isinstance(lang, str):
        code = plain(lang)
        if len(code) <= 40 and code.strip().lower() in LANGUAGES:
            return code.strip().lower()
    raise ValueError(say("error.language", value=lang, languages=", ".join(LANGUAGES)))


def _speaking(lang: str | None) -> Any:
    """The block's language: `lang` if given (a `ValueError` names the course's languages)."""
    return nullcontext() if lang is None else speaking(_language_code(lang))


# ------------------------------------------------------------------ text measuring


_TEXT_PATH = TextToPath()


@lru_cache(maxsize=20000)
def _width(text: str, size: float, weight: str = "normal", family: str = _SANS) -> float:
    """How wide `text` is set, in points: the font's own advances, unhinted, as the PDF and SVG
    place the glyphs (a screen renderer's hinting at 72 dpi rounds each glyph to a pixel)."""
    width, _, _ = _TEXT_PATH.get_text_width_height_descent(text, _font(size, weight, family), ismath=False)
    return width


def _wrap(text: str, width: float, size: float, weight: str = "normal", family: str = _SANS) -> list[str]:
    """`text` broken between words into lines no wider than `width` points (a word wider
    than the line stands alone); a newline in the text always breaks. A line's width is its
    words' and spaces' widths (measured once each), with 1% to spare for kerning."""
    room = width * 0.99
    space = _width(" ", size, weight, family)
    lines: list[str] = []
    for paragraph in text.split("\n"):
        line, used = "", 0.0
        for word in paragraph.split():
            need = _width(word, size, weight, family)
            if line and used + space + need > room:
                lines.append(line)
                line, used = word, need
            elif line:
                line, used = f"{line} {word}", used + space + need
            else:
                line, used = word, need
        lines.append(line)
    return lines


# ------------------------------------------------------------------ one page


class _Page:
    """One sheet: a figure the size of the paper, drawn on in points from its bottom left."""

    def __init__(self, paper: str) -> None:
        self.w, self.h = _paper(paper)
        self.fig = Figure(figsize=(self.w / 72, self.h / 72), dpi=72, facecolor=_PAPER)
        self.ax = self.fig.add_axes((0, 0, 1, 1))
        self.ax.set_xlim(0, self.w)
        self.ax.set_ylim(0, self.h)
        self.ax.set_axis_off()
        self.left, self.right = MARGIN, self.w - MARGIN
        self.top = self.h - MARGIN

    @property
    def width(self) -> float:
        return self.right - self.left

    def text(self, x: float, y: float, text: str, size: float, *, weight: str = "normal",
             ha: str = "left", va: str = "top", family: str = _SANS, gid: str | None = None, **kw: Any) -> Text:
        return self.ax.text(x, y, text, fontproperties=_font(size, weight, family), ha=ha, va=va, color=INK,
                            parse_math=False, gid=gid, **kw)

    def para(self, x: float, y: float, width: float, text: str, size: float, *,
             weight: str = "normal", family: str = _SANS,
             leading: float = 1.28, gid: str | None = None) -> float:
        """`text` wrapped to `width` from its top at `y`; returns the height used."""
        lines = _wrap(text, width, size, weight, family)
        for i, line in enumerate(lines):
            self.text(x, y - i * size * leading, line, size, weight=weight, family=family,
                      gid=gid)
        return len(lines) * size * leading

    def rule(self, y: float, *, x0: float | None = None, x1: float | None = None, lw: float = 0.8,
             gid: str | None = None) -> None:
        self.ax.plot([self.left if x0 is None else x0, self.right if x1 is None else x1], [y, y],
                     color=_GREY, lw=lw, solid_capstyle="butt", gid=gid)

    def box(self, x: float, y: float, w: float, h: float, *, ls: Any = "solid", lw: float = 1.0,
            face: str = _PAPER, edge: str = INK, pad: float = 0.0, r: float = 4.0, gid: str | None = None) -> None:
        """A rounded box with its bottom left at (x, y)."""
        self.ax.add_artist(FancyBboxPatch((x, y), w, h, boxstyle=f"round,pad={pad},rounding_size={r}",
                                         facecolor=face, edgecolor=edge, linewidth=lw, linestyle=ls, gid=gid))


def _para_height(text: str, width: float, size: float, weight: str = "normal", leading: float = 1.28,
                 family: str = _SANS) -> float:
    return len(_wrap(text, width, size, weight, family)) * size * leading


# ------------------------------------------------------------------ the table picture


def _bezier(p0: tuple[float, float], c: tuple[float, float], p1: tuple[float, float], t: float) -> tuple[float, float]:
    u = 1 - t
    return (u * u * p0[0] + 2 * u * t * c[0] + t * t * p1[0], u * u * p0[1] + 2 * u * t * c[1] + t * t * p1[1])


def _draw_arrow(ax: Any, start: tuple[float, float], end: tuple[float, float], rad: float, pattern: Any,
                *, lw: float, head: float, gid: str) -> None:
    """matplotlib's arc3 curve from `start` to `end` (the course's `Arrow` geometry): a shaft
    in the pass's line pattern that stops short of a solid head, so the head stays sharp."""
    (x1, y1), (x2, y2) = start, end
    c = ((x1 + x2) / 2 + rad * (y2 - y1), (y1 + y2) / 2 - rad * (x2 - x1))
    tx, ty = end[0] - c[0], end[1] - c[1]
    norm = (tx * tx + ty * ty) ** 0.5 or 1.0
    tx, ty = tx / norm, ty / norm
    chord = ((x2 - x1) ** 2 + (y2 - y1) ** 2) ** 0.5 or 1.0
    stop = max(0.5, 1 - 0.9 * head / chord)
    points = [_bezier(start, c, end, stop * i / 40) for i in range(41)]
    ax.plot([p[0] for p in points], [p[1] for p in points], color=INK, lw=lw, linestyle=pattern,
            solid_capstyle="butt", dash_capstyle="butt", gid=f"{gid}-shaft")
    bx, by = end[0] - tx * head, end[1] - ty * head
    half = head * 0.48
    ax.add_artist(Polygon([end, (bx - ty * half, by + tx * half), (bx + ty * half, by - tx * half)], closed=True,
                         facecolor=INK, edgecolor=INK, linewidth=0.6, gid=f"{gid}-head"))


_RELATION = {"you": (0.0, -1.0), "right": (1.0, 0.0), "across": (0.0, 1.0), "left": (-1.0, 0.0)}
# How far along its arrow each pass's number sits on paper, by its place among the passes of
# its direction: staggered further apart than on screen, since 12 pt numbers on a small
# picture are larger for the table than the screen's.
_NUMBER_AT = {Direction.ACROSS: (0.44, 0.62, 0.8), Direction.RIGHT: (0.26, 0.7), Direction.LEFT: (0.26, 0.7)}


def _number_spots() -> dict[int, tuple[float, float]]:
    """Where each pass's number sits on its arrow of `figures.badge_layout`."""
    layout = badge_layout()
    seen: dict[Direction, int] = {}
    spots = {}
    for step in PASSES:
        i = seen[step.direction] = seen.get(step.direction, -1) + 1
        arrow = layout[step.number]
        (x1, y1), (x2, y2) = arrow.start, arrow.end
        c = ((x1 + x2) / 2 + arrow.rad * (y2 - y1), (y1 + y2) / 2 - arrow.rad * (x2 - x1))
        spots[step.number] = _bezier(arrow.start, c, arrow.end, _NUMBER_AT[step.direction][i])
    return spots


def _table_picture(page: _Page, x: float, top: float, width: float, *, label_size: float = SMALLEST_PT,
                   passes: Iterable[int] | None = None) -> float:
    """The table seen from your chair, `width` points wide with its top left at (x, top):
    your seat at the bottom, the others where they sit, named in words, and the seven passes
    as numbered arrows in their patterns (`figures.badge_layout`, from `rules.PASSES`); only
    the pass numbers in `passes` if given. Returns the height used."""
    shown = [step for step in PASSES if passes is None or step.number in set(passes)]
    words = {key: say(f"art.{key}") for key in _RELATION}
    labels = {}
    for key, text in words.items():
        # the side seats' words one to a line, so the felt keeps most of the width
        room = max(_width(word, label_size, "bold") for word in text.split()) if key in ("right", "left") else width
        labels[key] = _wrap(text, room, label_size, "bold")
    pad = 0.3 * label_size  # the boxes' padding (bbox "round,pad=0.3")
    side_w = max(_width(line, label_size, "bold") for key in ("right", "left") for line in labels[key]) + 2 * pad + 4
    end_h = max(len(labels[key]) for key in ("you", "across")) * label_size * 1.2 + 2 * pad + 4
    felt = 1.05
    unit = (width - 2 * side_w) / (2 * felt)  # points per table unit
    span_x, span_y = width / (2 * unit), felt + end_h / unit
    height = 2 * span_y * unit
    ax = page.fig.add_axes((x / page.w, (top - height) / page.h, width / page.w, height / page.h))
    ax.set_xlim(-span_x, span_x)
    ax.set_ylim(-span_y, span_y)
    ax.set_aspect("equal")
    ax.set_axis_off()
    ax.add_artist(FancyBboxPatch((-1.0, -1.0), 2.0, 2.0, boxstyle="round,pad=0,rounding_size=0.14",
                                 facecolor=_FELT, edgecolor=_GREY, linewidth=1.2, gid="felt"))
    # a row of tile backs along each side, facing the middle
    for rx, ry in _RELATION.values():
        along = (1.0, 0.0) if ry else (0.0, 1.0)
        for i in range(9):
            off = (i - 4) * 0.098
            cx, cy = rx * 0.9 + along[0] * off, ry * 0.9 + along[1] * off
            w, h = (0.085, 0.11) if along[0] else (0.11, 0.085)
            ax.add_artist(Rectangle((cx - w / 2, cy - h / 2), w, h, facecolor=_PAPER, edgecolor=_GREY, linewidth=0.5))
    layout = badge_layout()
    for step in shown:
        arrow = layout[step.number]
        _draw_arrow(ax, arrow.start, arrow.end, arrow.rad, _PATTERN[step.charleston], lw=2.0, head=0.15,
                    gid=f"pass-{step.number}")
    radius = max(0.092, 0.68 * PASS_NUMBER_PT / unit)  # a 12 pt digit with room round it
    spots = _number_spots()
    for step in shown:
        bx, by = spots[step.number]
        ax.add_artist(Circle((bx, by), radius, facecolor=_PAPER, edgecolor=INK, linewidth=1.1,
                             linestyle=_PATTERN[step.charleston], zorder=5, gid=f"badge-{step.number}"))
        ax.text(bx, by, str(step.number), ha="center", va="center",
                fontproperties=_font(PASS_NUMBER_PT, "bold"), color=INK, parse_math=False, zorder=6, gid=f"badge-number-{step.number}")
    # who sits where, in words
    for key, (rx, ry) in _RELATION.items():
        if rx:
            cx, cy = rx * (span_x - side_w / 2 / unit), 0.0
        else:
            cx, cy = 0.0, ry * (span_y - end_h / 2 / unit)
        ax.text(cx, cy, "\n".join(labels[key]), ha="center", va="center", fontproperties=_font(label_size, "bold"),
                color=INK, linespacing=1.2, parse_math=False, gid=f"seat-{key}",
                bbox={"boxstyle": "round,pad=0.3", "facecolor": _PAPER, "edgecolor": INK, "linewidth": 1.1})
    return height


def _legend(page: _Page, x: float, top: float, width: float, size: float) -> float:
    """The three line patterns side by side, each with its meaning (`art.legend.*`);
    returns the height used."""
    gap, sample = 14.0, 30.0
    slot = (width - 2 * gap) / 3
    bottom = top
    for i, charleston in enumerate((1, 2, 0)):
        sx = x + i * (slot + gap)
        mid = top - size * 0.62
        page.ax.plot([sx, sx + sample], [mid, mid], color=INK, lw=2.0, linestyle=_PATTERN[charleston],
                     solid_capstyle="butt", dash_capstyle="butt", gid=f"legend-{charleston}")
        used = page.para(sx + sample + 6, top, slot - sample - 6, say(_LEGEND[charleston]), size, leading=1.2)
        bottom = min(bottom, top - used)
    return top - bottom


# ------------------------------------------------------------------ the card


def card_rules() -> tuple[str, ...]:
    """Every rule ID whose sentence the card prints, in the card's order."""
    return tuple(rule for _, rules in CARD_SECTIONS for rule in rules)


def _ladder(page: _Page, x: float, top: float, width: float) -> float:
    """ROLLOR (P1, P4, B1): the first and then the second Charleston, one row a pass with its
    letter in a box drawn in the pass's pattern, its number and name on one line (12 pt),
    where it goes beneath, and a tag where a blind pass is allowed; each Charleston's heading
    says whether it is required, in the source's words. Returns the height used."""
    y = top
    y -= page.para(x, y, width, say("art.rollor.title"), 14, weight="bold", leading=1.2) + 2
    y -= page.para(x, y, width, say("handout.card.letters"), SMALLEST_PT + 1, leading=1.2) + 6
    letter_w = 32.0
    head_pt, goes_pt = PASS_NUMBER_PT, SMALLEST_PT + 1
    text_x = x + letter_w + 8
    text_w = width - letter_w - 8
    tag = say("art.rollor.blind").replace("\n", " ")
    for charleston, key in ((1, "handout.card.first"), (2, "handout.card.second")):
        y -= page.para(x, y, width, say(key), SMALLEST_PT + 1.5, weight="bold", leading=1.2) + 5
        for step in (s for s in PASSES if s.charleston == charleston):
            head = say("handout.card.row", number=step.number, name=step.name)
            goes = say("handout.card.way", arrow=_ARROW[step.direction], direction=step.direction.value)
            row_top = y
            page.box(x + 1, row_top - letter_w, letter_w - 2, letter_w, ls=_PATTERN[charleston], lw=1.4,
                     face=_FACE, r=3, gid=f"letter-box-{step.number}")
            page.text(x + letter_w / 2, row_top - letter_w / 2, _LETTER[step.direction], 18, weight="bold",
                      ha="center", va="center", gid=f"letter-{step.number}")
            ty = row_top - page.para(text_x, row_top, text_w, head, head_pt, weight="bold", leading=1.15,
                                     gid=f"pass-row-{step.number}") - 2
            goes_w = _width(goes, goes_pt)
            page.text(text_x, ty - 2, goes, goes_pt, gid=f"goes-{step.number}")
            line_h = goes_pt * 1.25 + 2
            if step.blind_allowed:
                tx = text_x + goes_w + 12
                room = text_x + text_w - tx - 10
                lines = _wrap(tag, room, SMALLEST_PT, "bold")
                th = len(lines) * SMALLEST_PT * 1.15 + 5
                page.box(tx, ty - th, max(_width(line, SMALLEST_PT, "bold") for line in lines) + 10, th,
                         ls=(0, (3.0, 1.8)), lw=1.1, face=_PAPER, r=3, gid=f"blind-tag-{step.number}")
                for i, line in enumerate(lines):
                    page.text(tx + 5, ty - 2.5 - i * SMALLEST_PT * 1.15, line, SMALLEST_PT, weight="bold",
                              gid=f"blind-{step.number}")
                line_h = max(line_h, th)
            y = min(ty - line_h, row_top - letter_w) - 8
        y -= 2
    return top - y


def _key(page: _Page, x: float, top: float, width: float, keys: Sequence[str], *,
         size: float = SMALLEST_PT) -> float:
    """The key to the codes printed on the page (T2; on the practice sheet, also the lines'
    notation and the suit letters x, y, z): each key's sentence, its words in bold up to the
    colon. Returns the height used."""
    y = top
    for key in keys:
        y -= page.para(x, y, width, say(key), size, leading=1.22, gid=f"key-{key}") + 2
    return top - y


_LEADING = 1.22  # the card's body: line height in font sizes


def _section_height(letter: str, rules: Sequence[str], width: float, size: float) -> float:
    height = _para_height(translate(SECTIONS[letter]), width, size + 2, "bold", 1.2) + 3
    for rule in rules:
        height += _para_height(rule_sentence(rule), width - _id_width(size), size, leading=_LEADING) + 3
    return height + 7


def _id_width(size: float) -> float:
    return _width("H3", size, "bold") + 7


def _draw_section(page: _Page, x: float, top: float, width: float, letter: str, rules: Sequence[str],
                  size: float) -> float:
    y = top
    y -= page.para(x, y, width, translate(SECTIONS[letter]), size + 2, weight="bold", leading=1.2) + 3
    indent = _id_width(size)
    for rule in rules:
        page.text(x, y, rule, size, weight="bold", gid=f"rule-id-{rule}")
        y -= page.para(x + indent, y, width - indent, rule_sentence(rule), size, leading=_LEADING,
                       gid=f"rule-{rule}") + 3
    return top - y + 7


def _columns(heights: Sequence[float]) -> int:
    """Where to start the second column so that the taller of the two is least."""
    best, split = float("inf"), 1
    for i in range(1, len(heights)):
        tallest = max(sum(heights[:i]), sum(heights[i:]))
        if tallest < best:
            best, split = tallest, i
    return split


def card_figure(paper: str = "a4", lang: str | None = None) -> Figure:
    """The Charleston card's front (`card_figures`' first page): the seven passes."""
    return card_figures(paper, lang)[0]


def card_figures(paper: str = "a4", lang: str | None = None) -> tuple[Figure, Figure]:
    """The Charleston card, one sheet of `paper` ("a4" or "letter") printed on both sides, in
    `lang` (the current language when None). The front: the seven passes as a table picture
    and as the ROLLOR ladder, the line patterns and a key to the tile codes; the back: the
    rulebook's sentences on passing, blind passes, stopping, the courtesy pass, jokers and
    East's 14 tiles, each with its rule ID, as large as the page allows and never under
    `RULE_PT` (at 11 pt, the Malay rules alone fill half a page: with the pictures, they
    would not fit one side). A `ValueError` names a paper or language that is not one of ours."""
    paper = _paper_name(paper)
    with _speaking(lang), matplotlib.rc_context(_RC):
        return _card_front(paper), _card_back(paper)


# The sizes the card's rules may take, largest first: never under `RULE_PT`.
_RULE_SIZES = (14.0, 13.5, 13.0, 12.5, 12.0, 11.5, RULE_PT)


def _card_head(page: _Page, title: str) -> float:
    """The card's title and subtitle on a side; returns where the side's body starts."""
    y = page.top
    y -= page.para(page.left, y, page.width, title, 19, weight="bold", leading=1.15) + 2
    y -= page.para(page.left, y, page.width, say("handout.card.subtitle"), SMALLEST_PT) + 3
    page.rule(y, lw=1.0)
    return y - 10


def _card_foot(page: _Page) -> float:
    """The card's footer at the foot of a side; returns its height."""
    footer = say("handout.card.footer")
    footer_h = _para_height(footer, page.width, SMALLEST_PT) + 6
    page.rule(MARGIN + footer_h - 3, lw=0.6)
    page.para(page.left, MARGIN + footer_h - 6, page.width, footer, SMALLEST_PT)
    return footer_h


def _card_front(paper: str) -> Figure:
    """The front: the table picture beside the ladder, the courtesy pass, the patterns' legend
    and the key to the tile codes."""
    page = _Page(paper)
    y = _card_head(page, say("handout.card.title"))
    gap = 16.0
    pic = page.width * 0.41  # and the ladder beside it wide enough for each row on one line
    band_top = y
    y -= page.para(page.left, y, pic, say("handout.card.seen"), SMALLEST_PT + 1, leading=1.2) + 8
    y -= _table_picture(page, page.left, y, pic, label_size=SMALLEST_PT + 1)
    ladder_h = _ladder(page, page.left + pic + gap, band_top, page.width - pic - gap)
    y = min(y, band_top - ladder_h) - 6
    courtesy = next(step for step in PASSES if step.is_courtesy)
    y -= page.para(page.left, y, page.width, say("art.rollor.after", direction=courtesy.direction.value),
                   SMALLEST_PT + 1, weight="bold", leading=1.2) + 8
    y -= _legend(page, page.left, y, page.width, SMALLEST_PT + 1) + 10
    page.rule(y + 2, lw=0.6)
    y -= 8
    y -= _key(page, page.left, y, page.width, ("handout.key.codes",), size=SMALLEST_PT + 1)
    footer_h = _card_foot(page)
    if y < MARGIN + footer_h:  # pragma: no cover - the tests try every page and language
        raise RuntimeError(say("handout.error.fit", paper=paper))
    return page.fig


def _card_back(paper: str) -> Figure:
    """The back: the rules in two columns, as large as the side allows (never under `RULE_PT`)."""
    page = _Page(paper)
    y = _card_head(page, say("handout.card.rules_title"))
    footer_h = _card_foot(page)
    room = y - (MARGIN + footer_h) - 6
    gap = 18.0
    col_w = (page.width - gap) / 2
    for size in _RULE_SIZES:
        heights = [_section_height(letter, rules, col_w, size) for letter, rules in CARD_SECTIONS]
        split = _columns(heights)
        if max(sum(heights[:split]), sum(heights[split:])) <= room:
            break
    else:  # pragma: no cover - the tests try every page and language
        raise RuntimeError(say("handout.error.fit", paper=paper))
    for column, sections in enumerate((CARD_SECTIONS[:split], CARD_SECTIONS[split:])):
        cy = y
        for letter, rules in sections:
            cy -= _draw_section(page, page.left + column * (col_w + gap), cy, col_w, letter, rules, size)
    return page.fig


# ------------------------------------------------------------------ the practice sheet


@dataclass(frozen=True)
class PracticeItem:
    """One problem of the practice sheet: the drill item made from its seed, the coach's pass."""

    seed: int
    exercise: CoachedPick

    @property
    def id(self) -> str:
        return self.exercise.id

    @property
    def answer(self) -> tuple[str, ...]:
        """The coach's tiles to put down (their codes), in the set's order."""
        return tuple(tile.code for tile in self.exercise.answer.own)

    @property
    def blind(self) -> int:
        return self.exercise.answer.blind

    @property
    def equal(self) -> tuple[Any, ...]:
        """Every pass as good as the coach's (`coach.equal_passes`: the passes the drill
        accepts), the printed one among them; `PassChoice`s, most tiles from the rack first."""
        from charleston_lessons import coach

        ex = self.exercise
        return coach.equal_passes(ex.rack, ex.step, ex.lines, agreed=ex.agreed)


def _collected(lines: Sequence[Any]) -> tuple[set[str], set[str]]:
    """The suits (B, C, D) and honour codes some line collects: a group's fixed suit, every
    suit where a line has a suit letter x, y or z, and each wind, dragon or flower it names."""
    from charleston_lessons.tiles import SUITS

    suits: set[str] = set()
    honours: set[str] = set()
    for line in lines:
        for group in line.groups:
            if group.variable:
                suits |= set(SUITS)
            elif group.code[0].isdigit():
                suits.add(group.code[-1])
            else:
                honours.add(group.code)
    return suits, honours


def _loose(tiles: Iterable[Any], lines: Sequence[Any]) -> int:
    """How many of `tiles` are of a suit or an honour no line collects (G2's tiles)."""
    suits, honours = _collected(lines)
    return sum(1 for t in tiles if (t.suit not in suits if t.category == "suit" else t.code not in honours))


def unshown_rules(item: PracticeItem) -> tuple[str, ...]:
    """The strategy rules a problem cites (G1, G3; the sheet's answers also cite G2) that its
    printed answer does not show: G1 if a printed tile helps a line (`coach.helps`); G2 if an
    equally good pass puts down more lone tiles of suits and honours the lines do not collect;
    G3 if tiles may go on unseen and the printed pass forwards none. The sheet's own problems
    show every rule they cite (the tests hold `PRACTICE_SEEDS` to it)."""
    from charleston_lessons import coach

    item = instance(item, PracticeItem, "item")
    ex = item.exercise
    choice = ex.answer
    missing = []
    helped = coach.helps(ex.rack, ex.lines)
    if any(helped.get(tile) for tile in choice.own):
        missing.append("G1")
    if _loose(choice.own, ex.lines) < max(_loose(c.own, ex.lines) for c in item.equal):
        missing.append("G2")
    if "G3" in ex.rules and not choice.blind:
        missing.append("G3")
    return tuple(missing)


def equal_words(item: PracticeItem) -> str:
    """Every equally good pass of `item` in a few words: by how many go on unseen, "any 3 of
    3B 3D 7D WD" where the passes are every choice of that many from those tiles, else each
    pass's codes in turn."""
    from itertools import combinations

    from charleston_lessons.messages import count_tiles

    item = instance(item, PracticeItem, "item")
    groups: dict[int, list[tuple[str, ...]]] = {}
    for choice in item.equal:
        groups.setdefault(choice.blind, []).append(tuple(t.code for t in choice.own))
    parts = []
    for blind in sorted(groups):
        passes = groups[blind]
        size = 3 - blind if blind else len(passes[0])
        pool: list[str] = []  # every code any of them puts down, as often as the most put down
        for codes in passes:
            for code in dict.fromkeys(codes):
                while pool.count(code) < codes.count(code):
                    pool.append(code)
        order = {code: i for i, code in enumerate(t.code for t in item.exercise.rack)}
        pool.sort(key=lambda code: order.get(code, 99))
        every = {tuple(sorted(c, key=lambda code: order.get(code, 99))) for c in combinations(pool, size)}
        mine = {tuple(sorted(c, key=lambda code: order.get(code, 99))) for c in passes}
        if size and len(pool) > size and every == mine:
            words = [say("handout.equal.any", count=size, tiles=" ".join(pool))]
        else:
            words = [" ".join(codes) for codes in sorted(mine, key=lambda c: [order.get(x, 99) for x in c])]
        for tiles in words:
            if blind:
                unseen = say("exercise.coach.unseen", count=count_tiles(blind))
                parts.append(say("handout.equal.with_unseen", tiles=tiles, unseen=unseen) if tiles else unseen)
            else:
                parts.append(tiles)
    if len(item.equal) == 1:
        return say("handout.equal.only", passes=parts[0])
    return say("handout.equal.title", count=len(item.equal), passes=say("handout.equal.separator").join(parts))


def _seeds(seeds: Iterable[int] | None) -> tuple[int, ...]:
    """Three plain whole numbers, read with a limit (an endless iterable is refused at once)."""
    if seeds is None:
        return PRACTICE_SEEDS
    try:
        chosen = take(seeds, "seeds", limit=3)
    except ValueError:
        chosen = []  # not a list, or longer than three: said as the sheet's own sentence below
    if len(chosen) != 3 or not all(isinstance(s, int) and not isinstance(s, bool) for s in chosen):
        raise ValueError(say("handout.error.seeds", value=seeds))
    return tuple(whole(s, "seeds") for s in chosen)


def practice_items(seeds: Iterable[int] | None = None, lang: str | None = None) -> tuple[PracticeItem, ...]:
    """The practice sheet's three problems: what-to-pass drill items from `seeds` (three
    whole numbers; `PRACTICE_SEEDS` when None), each a fresh deal graded by the coach."""
    from charleston_lessons.drills import drill

    chosen = _seeds(seeds)
    with _speaking(lang):
        return tuple(PracticeItem(seed, drill("what-to-pass", seed)) for seed in chosen)  # type: ignore[arg-type]


def _rack(page: _Page, x: float, top: float, codes: Sequence[str], *, tile_w: float, gid: str) -> float:
    """A rack of tiles, each a tile-shaped box with its code (T2); returns the height used."""
    tile_h = tile_w * 1.25
    for i, code in enumerate(codes):
        tx = x + i * (tile_w + 3)
        page.box(tx, top - tile_h, tile_w, tile_h, face=_PAPER, lw=1.2, r=3, gid=f"{gid}-tile-{i}")
        page.text(tx + tile_w / 2, top - tile_h / 2, code, 13 if len(code) < 3 else 12, weight="bold",
                  family=_MONO, ha="center", va="center", gid=f"{gid}-code-{i}")
    return tile_h


def _item_lines(item: PracticeItem) -> list[str]:
    return [f"{translate(line.name)}: {line.notation}" for line in item.exercise.lines]


_BODY = SMALLEST_PT  # the practice sheet's and the answer key's text
_WHY_LINES = 2  # ruled lines to write "Why:" on, under each problem's boxes
_WHY_GAP = 19.0  # and between them: room for 11 pt handwriting


def practice_figures(paper: str = "a4", seeds: Iterable[int] | None = None,
                     lang: str | None = None) -> tuple[Figure, Figure]:
    """The practice sheet: the front with the table, a key to the codes and three racks to
    pass from, each with three boxes for the pass, a box for the tiles forwarded unseen where
    a blind pass is allowed, and lines to write why; the back with the coach's answers, why,
    and every equally good pass. `seeds` as in `practice_items`."""
    paper = _paper_name(paper)
    with _speaking(lang), matplotlib.rc_context(_RC):
        items = practice_items(seeds)
        front = _Page(paper)
        y = front.top
        y -= front.para(front.left, y, front.width, say("handout.practice.title"), 19, weight="bold",
                        leading=1.15) + 3
        pic = 172.0  # wide enough that its 12 pt pass numbers keep apart
        text_w = front.width - pic - 14
        pic_top = y
        y -= front.para(front.left, y, text_w, say("handout.practice.intro"), _BODY, leading=1.22) + 3
        y -= front.para(front.left, y, text_w, f"G5: {rule_sentence('G5')}", RULE_PT, leading=1.22) + 3
        y -= _key(front, front.left, y, text_w, ("handout.key.codes",)) + 1
        pic_h = _table_picture(front, front.right - pic, pic_top, pic,
                               passes={item.exercise.step.number for item in items})
        y = min(y, pic_top - pic_h - 4)
        y -= _key(front, front.left, y, front.width, ("handout.key.notation",)) + 4
        box_gap = 4.0
        inner = front.width - 20
        head_w = _width(say("handout.practice.problem", number=3), 12.5, "bold") + 8

        def box_height(item: PracticeItem, tile_w: float) -> float:
            ex = item.exercise
            return (max(12.5 * 1.22, _para_height(ex.prompt, inner - head_w, _BODY, leading=1.2)) + 4
                    + tile_w * 1.25 + 4
                    + sum(_para_height(line, inner, _BODY, "bold", 1.2, family=_MONO) for line in _item_lines(item))
                    + 4 + tile_w * 1.25 + (_WHY_LINES - 1) * _WHY_GAP + 10)

        # tiles as large as the page allows: the three problems fit above the bottom margin
        tile_w = min(32.0, (front.width - 20 - 13 * 3) / 14)
        while tile_w > 20 and sum(box_height(item, tile_w) + box_gap for item in items) - box_gap > y - MARGIN:
            tile_w -= 1
        tile_h = tile_w * 1.25
        for number, item in enumerate(items, 1):
            ex = item.exercise
            heading = say("handout.practice.problem", number=number)
            height = box_height(item, tile_w)
            top = y
            front.box(front.left, top - height, front.width, height, lw=1.0, edge=_GREY, r=5,
                      gid=f"problem-{number}")
            y -= 5
            x = front.left + 10
            front.text(x, y + 1, heading, 12.5, weight="bold")
            used = front.para(x + head_w, y, inner - head_w, ex.prompt, _BODY, leading=1.2)
            y -= max(12.5 * 1.22, used) + 4
            y -= _rack(front, x, y, [t.code for t in ex.rack], tile_w=tile_w, gid=f"rack-{number}") + 4
            for line in _item_lines(item):  # the lines the prompt names, in notation (the key says how)
                y -= front.para(x, y, inner, line, _BODY, family=_MONO, weight="bold", leading=1.2)
            y -= 4
            label = say("handout.practice.your_pass")
            front.text(x, y - tile_h / 2, label, _BODY + 0.5, weight="bold", va="center")
            bx = x + _width(label, _BODY + 0.5, "bold") + 10
            for i in range(3):
                front.box(bx + i * (tile_w + 6), y - tile_h, tile_w, tile_h, ls=(0, (3.0, 2.0)),
                          lw=1.1, face=_PAPER, r=3, gid=f"answer-box-{number}-{i}")
            wx = bx + 3 * (tile_w + 6) + 10
            if ex.arriving:  # a blind pass is allowed: how many arriving tiles go on unseen (B2)
                unseen = say("handout.practice.unseen")
                front.text(wx, y - tile_h / 2, unseen, _BODY + 0.5, weight="bold", va="center")
                ux = wx + _width(unseen, _BODY + 0.5, "bold") + 8
                front.box(ux, y - tile_h, tile_w, tile_h, ls=(0, (3.0, 2.0)), lw=1.1, face=_PAPER, r=3,
                          gid=f"unseen-box-{number}")
                wx = ux + tile_w + 16
            why = say("handout.practice.why")
            front.text(wx, y - tile_h + 3, why, _BODY + 0.5, weight="bold", va="baseline")
            front.rule(y - tile_h + 1, x0=wx + _width(why, _BODY + 0.5, "bold") + 6, x1=front.right - 10, lw=0.8,
                       gid=f"why-{number}-0")
            for i in range(1, _WHY_LINES):  # and more lines to write on, the width of the box
                front.rule(y - tile_h + 1 - i * _WHY_GAP, x0=x, x1=front.right - 10, lw=0.8, gid=f"why-{number}-{i}")
            y = top - height - box_gap
        back = _Page(paper)
        y = back.top
        y -= back.para(back.left, y, back.width, say("handout.practice.answers_title"), 19, weight="bold",
                       leading=1.15) + 4
        y -= back.para(back.left, y, back.width, say("handout.practice.answers_intro"), _BODY) + 8
        for number, item in enumerate(items, 1):
            back.rule(y + 4, lw=0.6)
            y -= 4
            y -= back.para(back.left, y, back.width, say("handout.practice.problem", number=number), 12.5,
                           weight="bold") + 2
            y -= back.para(back.left, y, back.width, item.exercise.solution(), _BODY) + 2
            y -= back.para(back.left, y, back.width, equal_words(item), _BODY, gid=f"equal-{number}") + 2
            rules = f"{say('instructor.key.rules')}: {', '.join(item.exercise.rules)}"
            y -= back.para(back.left, y, back.width, rules, _BODY) + 8
        return front.fig, back.fig


def answer_key_figure(paper: str = "a4", seeds: Iterable[int] | None = None, lang: str | None = None) -> Figure:
    """The instructor's page: the practice sheet's problems with rack, the coach's answer,
    every equally good pass (each one the drill accepts), the rules and the item's id (for
    `drills.replay`), then the lessons' answer key in brief: how many exercises each lesson
    has, and where the full key is."""
    from charleston_lessons.lessons import all_lessons
    from charleston_lessons.messages import count_tiles

    paper = _paper_name(paper)
    with _speaking(lang), matplotlib.rc_context(_RC):
        items = practice_items(seeds)
        page = _Page(paper)
        y = page.top
        y -= page.para(page.left, y, page.width, say("handout.key.title"), 19, weight="bold", leading=1.15) + 4
        y -= page.para(page.left, y, page.width, say("handout.key.intro"), _BODY) + 6
        label_w = max(_width(f"{say(k)}:", _BODY, "bold") for k in ("instructor.key.rack", "instructor.key.answer",
                                                                    "instructor.key.rules")) + 12
        label_w = min(label_w, page.width * 0.4)
        for number, item in enumerate(items, 1):
            ex = item.exercise
            page.rule(y + 4, lw=0.6)
            y -= 4
            y -= page.para(page.left, y, page.width, say("handout.key.item", number=number, id=item.id), 12,
                           weight="bold") + 2
            y -= page.para(page.left, y, page.width, ex.prompt, _BODY) + 3
            answer = " ".join(item.answer)
            words = ex.answer_words
            if item.blind:
                answer = say("handout.equal.with_unseen", tiles=answer,
                             unseen=say("exercise.coach.unseen", count=count_tiles(item.blind)))
            rows = (
                ("instructor.key.rack", " ".join(t.code for t in ex.rack), _SANS),
                ("instructor.key.answer", f"{answer} ({words})", _SANS),
                ("instructor.key.rules", ", ".join(ex.rules), _SANS),
            )
            for key, value, family in rows:
                label_lines = _wrap(f"{say(key)}:", label_w - 6, _BODY, "bold")
                for i, line in enumerate(label_lines):
                    page.text(page.left, y - i * _BODY * 1.28, line, _BODY, weight="bold")
                used = page.para(page.left + label_w, y, page.width - label_w, value, _BODY, family=family)
                y -= max(used, len(label_lines) * _BODY * 1.28) + 2
            y -= page.para(page.left + label_w, y, page.width - label_w, equal_words(item), _BODY,
                           gid=f"equal-{number}") + 6
        page.rule(y + 4, lw=1.0)
        y -= 6
        y -= page.para(page.left, y, page.width, say("handout.key.lessons_title"), 13, weight="bold") + 3
        lessons = list(all_lessons())
        count = sum(len(lesson.exercises) for lesson in lessons)
        y -= page.para(page.left, y, page.width, say("handout.key.lessons", count=count), _BODY) + 5
        # the lessons in two columns side by side, so the page holds them in large print
        gap = 24.0
        half = (page.width - gap) / 2
        col = _width(str(max(lesson.number for lesson in lessons)), _BODY) + 12
        num_w = _width(say("handout.key.exercises"), _BODY, "bold") + 4
        top = y
        bottom = y
        middle = (len(lessons) + 1) // 2
        for column, part in enumerate((lessons[:middle], lessons[middle:])):
            left = page.left + column * (half + gap)
            right = left + half
            y = top
            page.text(left, y, say("handout.key.lesson"), _BODY, weight="bold")
            page.text(right, y, say("handout.key.exercises"), _BODY, weight="bold", ha="right")
            y -= _BODY * 1.35
            for lesson in part:
                page.text(left, y, str(lesson.number), _BODY)
                used = page.para(left + col, y, half - col - num_w - 6, lesson.title, _BODY, leading=1.2)
                page.text(right, y, str(len(lesson.exercises)), _BODY, ha="right")
                y -= used + 1
            bottom = min(bottom, y)
        return page.fig


# ------------------------------------------------------------------ writing files


def page_colours(fig: Figure) -> set[str]:
    """Every colour the page's artists paint with, as hex (the tests check they are greys)."""
    from matplotlib.colors import to_hex

    fig = instance(fig, Figure, "fig")
    colours: set[str] = set()
    for artist in fig.findobj():
        for getter in ("get_color", "get_facecolor", "get_edgecolor"):
            value = getattr(artist, getter, None)
            if value is None:
                continue
            try:
                colour = value()
            except (TypeError, ValueError):  # pragma: no cover - an artist without that colour
                continue
            if isinstance(colour, str) or (hasattr(colour, "__len__") and len(colour) in (3, 4)
                                           and not hasattr(colour[0], "__len__")):
                colour = [colour]
            for c in colour:
                try:
                    rgba = matplotlib.colors.to_rgba(c)
                except (TypeError, ValueError):
                    continue
                if rgba[3] > 0:
                    colours.add(to_hex(rgba))
    return colours


def _metadata(title: str, subject: str) -> dict[str, Any]:
    return {"Title": title, "Subject": subject, "Author": "Charleston Lessons", "Creator": "Charleston Lessons",
            "CreationDate": None, "ModDate": None}


# How a handout the course wrote names its maker (the PDF's and the SVG's metadata), and the
# largest such file: an existing file is written over only when it is one of these.
_MAKER = b"Charleston Lessons"
_LARGEST = 16 * 1024 * 1024


def _shown(path: Path) -> str:
    """A file's name to quote in a sentence, cut short."""
    name = path.name or str(path)
    return name if len(name) <= 80 else name[:79] + "\u2026"


def _target(path: object, what: str, *, folder: bool = False) -> Path:
    """A caller's `path` (text or a path object) as a `Path`, read as a plain string."""
    return as_path(plain(path) if isinstance(path, str) else path, what, folder=folder)


def _check_target(path: Path) -> None:
    """Refuse `path` unless it is new or a handout the course wrote before: the course never
    writes over (nor through a link to) a file it did not make."""
    try:
        info = os.lstat(path)
    except FileNotFoundError:
        return
    except OSError as error:
        raise ValueError(say("handout.error.write", name=_shown(path), error=error.strerror or error)) from None
    if not stat.S_ISREG(info.st_mode):
        raise ValueError(say("progress.error.export_not_file", name=_shown(path)))
    try:
        with open(path, "rb") as file:
            head = file.read(_LARGEST + 1)
    except OSError as error:
        raise ValueError(say("handout.error.write", name=_shown(path), error=error.strerror or error)) from None
    if len(head) > _LARGEST or _MAKER not in head:
        raise ValueError(say("progress.error.export_other", name=_shown(path)))


def _check_folder(path: Path) -> None:
    """Refuse a folder to write in that is there and is not a folder (nor a link to one)."""
    if os.path.lexists(path) and (os.path.islink(path) or not os.path.isdir(path)):
        raise ValueError(say("handout.error.folder", name=_shown(path)))


def _saving(path: Path) -> Any:
    """Around writing one file: a failure of the disk is a sentence naming the file."""
    from contextlib import contextmanager

    @contextmanager
    def block() -> Any:
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            yield
        except OSError as error:
            raise ValueError(say("handout.error.write", name=_shown(path), error=error.strerror or error)) from None

    return block()


def _save_pdf(path: Path, figures: Sequence[Figure], title: str, subject: str) -> Path:
    with _saving(path), matplotlib.rc_context(_RC), PdfPages(path, metadata=_metadata(title, subject)) as pdf:
        for fig in figures:
            pdf.savefig(fig)
    return path


def _save_svg(path: Path, fig: Figure, title: str, subject: str) -> Path:
    with _saving(path), matplotlib.rc_context(_RC):
        fig.savefig(path, format="svg", metadata={"Title": title, "Description": subject, "Date": None,
                                                  "Creator": "Charleston Lessons"})
    return path


def _back_svg(path: Path) -> Path:
    """Where the card's back goes beside its front's SVG: `card.svg` -> `card_back.svg`."""
    return path.with_name(f"{path.stem}_back{path.suffix}")


def write_card(path: str | Path, paper: str = "a4", lang: str | None = None) -> Path:
    """The card as a file: SVG when `path` ends in `.svg` (the front; the back beside it as
    `<name>_back.svg`), else a two-page PDF to print on both sides. Every file must be new
    or a handout the course wrote before (a `ValueError` otherwise: nothing else is written
    over). Returns `path`."""
    path = _target(path, "path")
    paper = _paper_name(paper)
    lang = None if lang is None else _language_code(lang)
    svg = path.suffix.lower() == ".svg"
    _check_target(path)
    if svg:
        _check_target(_back_svg(path))
    with _speaking(lang):
        front, back = card_figures(paper)
        title, subtitle = say("handout.card.title"), say("handout.card.description")
    if svg:
        _save_svg(_back_svg(path), back, title, subtitle)
        return _save_svg(path, front, title, subtitle)
    return _save_pdf(path, [front, back], title, subtitle)


def write_handouts(out: str | Path, *, languages: Iterable[str] = LANGUAGES, papers: Iterable[str] = tuple(PAPERS),
                   seeds: Iterable[int] | None = None) -> list[Path]:
    """Every handout, for each language and paper, under `out/<lang>/`: the card
    (`charleston_card_<paper>.pdf`, two pages to print on both sides, and its sides as
    `charleston_card_<paper>.svg` and `charleston_card_<paper>_back.svg`), the practice sheet (`practice_sheet_<paper>.pdf`,
    two pages: problems, then answers, to print on both sides) and the instructor's page
    (`answer_key_<paper>.pdf`). Returns the files written. Every file must be new or a
    handout the course wrote before (a `ValueError` before anything is written otherwise)."""
    out = _target(out, "out", folder=True)
    chosen = _seeds(seeds)
    langs = tuple(dict.fromkeys(_language_code(lang) for lang in take(languages, "languages", limit=16)))
    sizes = tuple(dict.fromkeys(_paper_name(paper) for paper in take(papers, "papers", limit=16)))
    _check_folder(out)
    for lang in langs:
        _check_folder(out / lang)
        for paper in sizes:
            for name in (f"charleston_card_{paper}.pdf", f"charleston_card_{paper}.svg",
                         f"charleston_card_{paper}_back.svg", f"practice_sheet_{paper}.pdf",
                         f"answer_key_{paper}.pdf"):
                _check_target(out / lang / name)
    written: list[Path] = []
    for lang in langs:
        with speaking(lang):
            folder = out / lang
            for paper in sizes:
                front, back = card_figures(paper)
                title, subject = say("handout.card.title"), say("handout.card.description")
                written.append(_save_pdf(folder / f"charleston_card_{paper}.pdf", [front, back], title, subject))
                written.append(_save_svg(folder / f"charleston_card_{paper}.svg", front, title, subject))
                written.append(_save_svg(folder / f"charleston_card_{paper}_back.svg", back, title, subject))
                front, back = practice_figures(paper, chosen)
                written.append(_save_pdf(folder / f"practice_sheet_{paper}.pdf", [front, back],
                                         say("handout.practice.title"), say("handout.practice.intro")))
                key = answer_key_figure(paper, chosen)
                written.append(_save_pdf(folder / f"answer_key_{paper}.pdf", [key], say("handout.key.title"),
                                         say("handout.key.intro")))
    return written
