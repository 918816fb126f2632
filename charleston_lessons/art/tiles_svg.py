"""Tile pictures as SVG text, drawn by the project itself (RULES T1, T2).

Every face is ivory with a dark outline, so it reads on light and dark pages alike, and
every face carries its short code as text plus a shape of its own, so no tile is told
apart by colour alone. The functions are pure: the same input gives the same string,
and the SVG uses no ids, so any number of pictures can share one page.
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from functools import cache
from html import escape as _html_escape

from charleston_lessons._input import flag, plain, take, whole
from charleston_lessons._input import text as read_text
from charleston_lessons.messages import say, say_count, translate
from charleston_lessons.tiles import MAX_TILES, Tile, parse_tile, parse_tiles

__all__ = ["tile_svg", "rack_svg", "TILE_ASPECT", "FACE_DOWN_LABEL"]

# ------------------------------------------------------------------ geometry and paint
# A tile is drawn in a 60 x 80 box (the ivory face is the top 75, the green back shows
# as the tile's thickness below it). The view box keeps a margin of 3 all round, so a
# selected tile's outline fits and every picture has the same size.
_MARGIN = 3.0
_TILE_W, _TILE_H = 60.0, 80.0
_FACE_H = 75.0
_VIEW_W, _VIEW_H = _TILE_W + 2 * _MARGIN, _TILE_H + 2 * _MARGIN
TILE_ASPECT: float = _VIEW_W / _VIEW_H  # width / height of one tile picture

FACE_DOWN_LABEL = "Face-down tile"
MAX_HEIGHT = 10_000  # pixels: far taller than any screen, so any picture the course draws fits

_INK = "#1d1b18"  # outlines and text on the face
_IVORY = "#fbf4de"
_BACK = "#2f6f4f"  # the coloured back, seen as thickness and on face-down tiles
_BACK_LINE = "#a9d8bd"
_GREEN = "#23864a"
_GREEN_DARK = "#145a2e"
_RED = "#c23127"
_RED_DARK = "#7f1a14"
_BLUE = "#1f56b0"
_BLUE_DARK = "#123670"
_GOLD = "#e0a820"
_PINK = "#e2709a"
_PURPLE = "#6b3fa0"
_SELECT = "#1a5fd0"

# Ink for the corner code: dark enough on ivory for every face, tinted by suit.
_CODE_INK = {"B": _GREEN_DARK, "C": _RED_DARK, "D": _BLUE_DARK}
_FONT = 'font-family="sans-serif" font-weight="bold"'


def _n(value: float) -> str:
    """A number for SVG text: at most two decimals, no trailing zeros (deterministic)."""
    text = f"{value:.2f}".rstrip("0").rstrip(".")
    return "0" if text == "-0" else text


def escape(text: str) -> str:
    """Text for SVG content: &, < and > escaped (quotes need not be, outside attributes)."""
    return _html_escape(text, quote=False)


def _attr(name: str, value: str) -> str:
    """An attribute, always double-quoted, with &, <, > and both quotes escaped."""
    return f'{name}="{_html_escape(value, quote=True)}"'


# -------------------------------------------------------------------------- shapes


def _circle(
    cx: float, cy: float, r: float, fill: str, stroke: str = "none", width: float = 0
) -> str:
    extra = f' stroke="{stroke}" stroke-width="{_n(width)}"' if stroke != "none" else ""
    return f'<circle cx="{_n(cx)}" cy="{_n(cy)}" r="{_n(r)}" fill="{fill}"{extra}/>'


def _path(
    d: str, *, fill: str = "none", stroke: str = "none", width: float = 0, extra: str = ""
) -> str:
    stroke_part = (
        f' stroke="{stroke}" stroke-width="{_n(width)}" stroke-linecap="round" stroke-linejoin="round"'
        if stroke != "none"
        else ""
    )
    return f'<path d="{d}" fill="{fill}"{stroke_part}{extra}/>'


def _text(
    x: float,
    y: float,
    text: str,
    size: float,
    fill: str = _INK,
    anchor: str = "middle",
    extra: str = "",
) -> str:
    return (
        f'<text x="{_n(x)}" y="{_n(y)}" font-size="{_n(size)}" {_FONT} fill="{fill}" '
        f'text-anchor="{anchor}"{extra}>{escape(text)}</text>'
    )


# ------------------------------------------------------------------------- faces
# Each face function returns the SVG elements drawn on the ivory face, in tile units.


def _stick(cx: float, cy: float, h: float, color: str, dark: str, w: float = 7.4) -> str:
    """One bamboo stick: a rounded stalk with two nodes and a light streak."""
    x, y = cx - w / 2, cy - h / 2
    parts = [
        (
            f'<rect x="{_n(x)}" y="{_n(y)}" width="{_n(w)}" height="{_n(h)}" rx="{_n(w / 2)}" '
            f'fill="{color}" stroke="{dark}" stroke-width="0.9"/>'
        ),
        _path(
            f"M{_n(cx - w * 0.18)} {_n(y + 2)}V{_n(y + h - 2)}",
            stroke=_IVORY,
            width=0.9,
            extra=' stroke-opacity="0.7"',
        ),
    ]
    for frac in (1 / 3, 2 / 3):
        ny = y + h * frac
        parts.append(_path(f"M{_n(x - 0.8)} {_n(ny)}H{_n(x + w + 0.8)}", stroke=dark, width=1.5))
    return "".join(parts)


# Rows at two heights (tall sticks) or three (short sticks), in the art area under the code.
_ROWS2, _H2 = (33.0, 59.5), 24.0
_ROWS3, _H3 = (29.0, 46.5, 64.0), 15.5
_BAM_LAYOUTS: dict[int, list[tuple[float, float, float, str]]] = {
    2: [(30, y, _H2, "g") for y in _ROWS2],
    3: [(30, _ROWS2[0], _H2, "g"), (21, _ROWS2[1], _H2, "g"), (39, _ROWS2[1], _H2, "g")],
    4: [(x, y, _H2, "g") for y in _ROWS2 for x in (21, 39)],
    5: [(x, y, _H2, "g") for y in _ROWS2 for x in (15.5, 44.5)] + [(30, sum(_ROWS2) / 2, _H2, "r")],
    6: [(x, y, _H2, "g") for y in _ROWS2 for x in (16, 30, 44)],
    7: [(30, _ROWS3[0], _H3, "r")] + [(x, y, _H3, "g") for y in _ROWS3[1:] for x in (16, 30, 44)],
    8: [(x, y, _H2, "g") for y in _ROWS2 for x in (12.5, 24.5, 36.5, 48.5)],
    9: [(x, y, _H3, "r" if x == 30 else "g") for y in _ROWS3 for x in (16, 30, 44)],
}


def _bam_face(rank: int) -> list[str]:
    if rank == 1:
        # One tall stalk with two leaves: a single bamboo, easy to count.
        parts = [
            _path(
                "M31 38C38 30 46 28 52 29C47 35 39 38 31 40Z",
                fill=_GREEN,
                stroke=_GREEN_DARK,
                width=1,
            ),
            _path(
                "M29 50C22 43 14 42 8 43C13 49 21 52 29 52Z",
                fill=_GREEN,
                stroke=_GREEN_DARK,
                width=1,
            ),
            _stick(30, 46, 50, _GREEN, _GREEN_DARK, w=10),
        ]
        return parts
    colors = {"g": (_GREEN, _GREEN_DARK), "r": (_RED, _RED_DARK)}
    width = 7.4 if rank == 8 else 8.6  # eight sticks need four columns
    return [_stick(x, y, h, *colors[c], w=width) for x, y, h, c in _BAM_LAYOUTS[rank]]


def _dot(cx: float, cy: float, r: float, color: str, dark: str) -> str:
    """One dot: a coloured ring round an ivory ring round a coloured centre."""
    return (
        _circle(cx, cy, r, color, dark, 0.9)
        + _circle(cx, cy, r * 0.6, _IVORY)
        + _circle(cx, cy, r * 0.3, color)
    )


_B, _R, _G = (_BLUE, _BLUE_DARK), (_RED, _RED_DARK), (_GREEN, _GREEN_DARK)
_DOT_LAYOUTS: dict[int, list[tuple[float, float, float, tuple[str, str]]]] = {
    2: [(30, 33, 10, _G), (30, 59, 10, _B)],
    3: [(17, 28, 8.5, _B), (30, 46, 8.5, _R), (43, 64, 8.5, _G)],
    4: [(x, y, 9.5, _B if y == 33 else _G) for y in (33, 59) for x in (19, 41)],
    5: [(x, y, 8, _B) for y in (31, 61) for x in (18, 42)] + [(30, 46, 8, _R)],
    6: [(x, y, 7.5, _G if y == 28 else _R) for y in (28, 46, 64) for x in (20, 40)],
    7: [(16, 25.5, 6.3, _G), (30, 32, 6.3, _G), (44, 38.5, 6.3, _G)]
    + [(x, y, 6.3, _R) for y in (52.5, 66) for x in (21, 39)],
    8: [(x, y, 6, _B) for y in (25.5, 39, 52.5, 66) for x in (21, 39)],
    9: [(x, y, 6.5, c) for y, c in ((28, _B), (46, _R), (64, _G)) for x in (16, 30, 44)],
}


def _dot_face(rank: int) -> list[str]:
    if rank == 1:
        return [
            _circle(30, 46, 20, _IVORY, _BLUE_DARK, 1),
            _circle(30, 46, 18, _BLUE),
            _circle(30, 46, 14.5, _IVORY),
            _circle(30, 46, 12, _GREEN),
            _circle(30, 46, 7.5, _IVORY),
            _circle(30, 46, 4.5, _RED),
        ] + [
            _circle(30 + dx, 46 + dy, 1.5, _IVORY)
            for dx, dy in (
                (0, -16.2),
                (16.2, 0),
                (0, 16.2),
                (-16.2, 0),
                (11.5, -11.5),
                (11.5, 11.5),
                (-11.5, 11.5),
                (-11.5, -11.5),
            )
        ]
    return [_dot(x, y, r, *c) for x, y, r, c in _DOT_LAYOUTS[rank]]


# The Crak mark: a brush-stroke "character" of the project's own design (no font glyph):
# a bar with two ticks, a boxed cross, and three sweeping legs.
_CRAK_MARK = (
    "M14 48.5Q30 46 46 48.5"
    "M22.5 45.2L24 51.5M37.5 45.2L36 51.5"
    "M19.5 53.5H40.5V61H19.5Z"
    "M30 53.5V61M19.5 57.2H40.5"
    "M23 61.5Q19.5 67.5 13.5 70.5"
    "M30 61.5V71"
    "M37 61.5Q41.5 69 47.5 70Q48.5 67 46 65.5"
)


def _crak_face(rank: int) -> list[str]:
    return [
        _text(30, 42, str(rank), 27, fill=_INK),
        _path(_CRAK_MARK, stroke=_RED, width=3.1),
    ]


_WIND_POINT = {"N": (0, -1), "E": (1, 0), "S": (0, 1), "W": (-1, 0)}


def _wind_face(code: str) -> list[str]:
    """A compass ring, its point for this wind large and filled, the letter inside."""
    cx, cy = 30.0, 46.0
    parts = [_circle(cx, cy, 16.5, "none", _INK, 1.6)]
    for letter, (dx, dy) in _WIND_POINT.items():
        big = letter == code
        reach, half = (25.5, 5.5) if big else (20.5, 3.2)
        base = 15.5
        px, py = cx + dx * reach, cy + dy * reach
        # base corners sit on the ring, perpendicular to the direction
        bx1, by1 = cx + dx * base - dy * half, cy + dy * base + dx * half
        bx2, by2 = cx + dx * base + dy * half, cy + dy * base - dx * half
        d = f"M{_n(px)} {_n(py)}L{_n(bx1)} {_n(by1)}L{_n(bx2)} {_n(by2)}Z"
        parts.append(_path(d, fill=_INK if big else _IVORY, stroke=_INK, width=1.2))
    parts.append(_text(cx, cy + 9, code, 25, fill=_INK))
    return parts


def _dragon_face(code: str) -> list[str]:
    if code == "RD":
        # A boxed bar pierced by a long upright stroke, brushed in red.
        return [
            _path("M15 35.5H45V55.5H15Z", stroke=_RED, width=4.2),
            _path("M30 24V71", stroke=_RED, width=4.6),
            _path("M26.5 24.5Q30 22 33.5 24.5", stroke=_RED_DARK, width=1.6),
        ]
    if code == "GD":
        # A sprout: a curving stem with three leaves (green goes with Bams).
        return [
            _path("M30 70C29 61 31 50 30 34", stroke=_GREEN_DARK, width=2.8),
            _path(
                "M30 35C24.5 30 24.5 25 30 21C35.5 25 35.5 30 30 35Z",
                fill=_GREEN,
                stroke=_GREEN_DARK,
                width=1.2,
            ),
            _path(
                "M29.5 47C22 48 14.5 44.5 11 37C19 35.5 26 39.5 29.5 47Z",
                fill=_GREEN,
                stroke=_GREEN_DARK,
                width=1.2,
            ),
            _path(
                "M30.5 57C38 58 45.5 54.5 49 47C41 45.5 34 49.5 30.5 57Z",
                fill=_GREEN,
                stroke=_GREEN_DARK,
                width=1.2,
            ),
            _path("M21 70.5H39", stroke=_GREEN_DARK, width=2.8),
        ]
    # White Dragon, "Soap": a double frame round a blank centre.
    return [
        f'<rect x="11" y="22" width="38" height="49" rx="3" fill="none" stroke="{_BLUE}" stroke-width="3.4"/>',
        f'<rect x="16.5" y="27.5" width="27" height="38" rx="1.5" fill="none" stroke="{_BLUE}" stroke-width="1.4"/>',
    ]


def _flower_face() -> list[str]:
    parts = [
        _path("M30 55C29 62 30 67 30 72", stroke=_GREEN_DARK, width=2.4),
        _path(
            "M30 66C35 60 41 60 45 62C41 67 35 68 30 66Z", fill=_GREEN, stroke=_GREEN_DARK, width=1
        ),
    ]
    cx, cy = 30.0, 40.0
    # five petals round the centre, each an ellipse turned by 72 degrees
    for k in range(5):
        angle = k * 72
        parts.append(
            f'<ellipse cx="{_n(cx)}" cy="{_n(cy - 9.5)}" rx="6.6" ry="9.6" fill="{_PINK}" '
            f'stroke="#8e2a52" stroke-width="1" transform="rotate({angle} {_n(cx)} {_n(cy)})"/>'
        )
    parts.append(_circle(cx, cy, 5.6, _GOLD, "#7a5a08", 1))
    return parts


def _joker_face() -> list[str]:
    lobe = 'fill="{fill}" stroke="{ink}" stroke-width="1.1" stroke-linejoin="round"'
    return [
        f'<path d="M15 57Q17 42 8.5 31Q21 33 26 48Z" {lobe.format(fill=_RED, ink=_INK)}/>',
        f'<path d="M45 57Q43 42 51.5 31Q39 33 34 48Z" {lobe.format(fill=_BLUE, ink=_INK)}/>',
        f'<path d="M19 57Q22 38 30 22Q38 38 41 57Z" {lobe.format(fill=_PURPLE, ink=_INK)}/>',
        _circle(8.5, 31, 3, _GOLD, _INK, 1),
        _circle(51.5, 31, 3, _GOLD, _INK, 1),
        _circle(30, 21.5, 3.2, _GOLD, _INK, 1),
        f'<rect x="13" y="56" width="34" height="7" rx="2" fill="{_GOLD}" stroke="{_INK}" stroke-width="1.1"/>',
        _text(30, 72.5, "JOKER", 9.5, fill=_INK, extra=' letter-spacing="0.8"'),
    ]


def _face(tile: Tile) -> list[str]:
    if tile.category == "suit":
        return {"B": _bam_face, "C": _crak_face, "D": _dot_face}[tile.suit](tile.rank)
    if tile.category == "wind":
        return _wind_face(tile.code)
    if tile.category == "dragon":
        return _dragon_face(tile.code)
    if tile.is_flower:
        return _flower_face()
    return _joker_face()


# ------------------------------------------------------------------------- tiles


def _body(face_down: bool) -> str:
    """The tile's outline: green back (seen as thickness) with the ivory face on top."""
    outline = f'stroke="{_INK}" stroke-width="1.6"'
    back = f'<rect x="0" y="0" width="{_n(_TILE_W)}" height="{_n(_TILE_H)}" rx="7" fill="{_BACK}" {outline}/>'
    if face_down:
        # The back: an inset border and a lattice of diamonds, no code and no face.
        lattice = "".join(
            _path(d, stroke=_BACK_LINE, width=1.1)
            for d in (
                "M30 13L49 40L30 67L11 40Z",
                "M30 24L41 40L30 56L19 40Z",
                "M11 13L20.5 26.5M49 13L39.5 26.5M11 67L20.5 53.5M49 67L39.5 53.5",
            )
        )
        return (
            back
            + f'<rect x="5" y="5" width="50" height="70" rx="4" fill="none" stroke="{_BACK_LINE}" stroke-width="1.3"/>'
            + lattice
            + _circle(30, 40, 3, _BACK_LINE)
        )
    face = f'<rect x="0" y="0" width="{_n(_TILE_W)}" height="{_n(_FACE_H)}" rx="7" fill="{_IVORY}" {outline}/>'
    return back + face


def _selection() -> str:
    """A thick outline round the tile and a check-mark badge: selection not by colour alone."""
    m = _MARGIN - 0.9
    ring = (
        f'<rect x="{_n(-m)}" y="{_n(-m)}" width="{_n(_TILE_W + 2 * m)}" height="{_n(_TILE_H + 2 * m)}" '
        f'rx="9" fill="none" stroke="{_SELECT}" stroke-width="3.6"/>'
    )
    badge = _circle(51, 9, 7.8, _SELECT, "#ffffff", 1.5)
    check = _path("M46.8 9.2L49.8 12.4L55.3 5.8", stroke="#ffffff", width=2.4)
    return ring + badge + check


@cache
def _tile_body(code: str, face_down: bool, selected: bool) -> str:
    """Everything inside the <svg> element, in tile units; cached per kind."""
    parts = [_body(face_down)]
    if not face_down:
        tile = parse_tile(code)
        parts += _face(tile)
        ink = _CODE_INK.get(tile.suit, _INK) if tile.category == "suit" else _INK
        parts.append(
            _text(4, 17, tile.code, 17, fill=ink, anchor="start", extra=' class="tile-code"')
        )
    if selected:
        parts.append(_selection())
    return "".join(parts)


def _label(tile: Tile | None, selected: bool) -> str:
    name = say("course.rack.face_down_tile") if tile is None else translate(tile.name)
    return say("art.tile.selected", name=name) if selected else name


def _title(tile: Tile | None, selected: bool) -> str:
    if tile is None:
        text = say("course.rack.face_down_tile")
    elif tile.code == "WD":
        text = say("art.tile.soap")
    else:
        text = say("art.tile.title", name=tile.name, code=tile.code)
    return say("art.tile.selected", name=text) if selected else text


def _check_height(height: float) -> float:
    """`height` as a plain float, when it is a positive, finite number (not a bool) of at most
    `MAX_HEIGHT` pixels. Read without a method of the caller's (an `int` or `float` subclass)."""
    number: float | None = None
    if isinstance(height, bool):
        number = None
    elif isinstance(height, float):
        number = float.__float__(height)  # numpy's float64 too
    elif isinstance(height, int) or type(height).__module__ == "numpy":
        try:
            number = float(whole(height, "height", 1, MAX_HEIGHT))
        except ValueError:
            number = None
    if number is None or not (0 < number <= MAX_HEIGHT) or math.isnan(number):
        raise ValueError(say("error.input.not_pixels", what="height", value=height))
    return number


def _tile_of(tile: Tile | str) -> Tile:
    """`tile` as a `Tile`: a `Tile`, or its text read as a plain string (T2)."""
    if isinstance(tile, str):
        return parse_tile(read_text(tile, "tile"))
    return parse_tile(tile)


def tile_svg(
    tile: Tile | str, *, height: float = 64, face_down: bool = False, selected: bool = False
) -> str:
    """One tile as a standalone SVG string, `height` pixels tall (T1, T2).

    Shows the face (code text plus a shape) or, with `face_down`, the back only.
    """
    height = _check_height(height)
    face_down = flag(face_down, "face_down")
    selected = flag(selected, "selected")
    the_tile = None if face_down else _tile_of(tile)
    code = "" if the_tile is None else the_tile.code
    width = height * TILE_ASPECT
    label = _label(the_tile, selected)
    data = f' data-tile="{code}"' if code else ' data-tile="face-down"'
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" role="img" {_attr("aria-label", label)}{data} '
        f'width="{_n(width)}" height="{_n(height)}" '
        f'viewBox="{_n(-_MARGIN)} {_n(-_MARGIN)} {_n(_VIEW_W)} {_n(_VIEW_H)}">'
        f"<title>{escape(_title(the_tile, selected))}</title>"
        f"{_tile_body(code, face_down, selected)}</svg>"
    )


# -------------------------------------------------------------------------- racks

# Labels under a rack are small ivory tags with dark text, so they read on light and dark
# pages alike, whether the SVG is inline or shown as an image (where CSS variables and
# currentColor do not reach it).


def rack_svg(
    tiles: Iterable[Tile | str] | str,
    *,
    height: float = 64,
    face_down: int = 0,
    labels: bool = False,
    selected: Iterable[int] = (),
    name: str = "",
) -> str:
    """A row of tiles as one SVG string: `tiles` in order, then `face_down` hidden tiles.

    `labels` writes each tile's code under it; `selected` holds 0-based positions to mark;
    `name` replaces the picture's own name ("Rack: ...") where it is one tile of a larger one.
    """
    height = _check_height(height)
    face_down = whole(face_down, "face_down", 0, MAX_TILES)
    labels = flag(labels, "labels")
    name = read_text(name, "name")
    shown = parse_tiles(plain(tiles) if isinstance(tiles, str) else tiles)
    # Read with a limit: an endless `selected` (or `range(10**12)`) is refused at once.
    marked = {whole(i, "selected") for i in take(selected, "selected")}
    entries: list[Tile | None] = list(shown) + [None] * face_down
    tile_w = height * TILE_ASPECT
    gap = height * 0.03
    label_h = height * 0.36 if labels else 0.0
    total_w = max(len(entries) * tile_w + max(len(entries) - 1, 0) * gap, 1.0)
    total_h = height + label_h
    names = [translate(t.name) for t in shown]
    if face_down:
        names.append(say_count("count.face_down", face_down))
    overall = name or (say("course.rack", tiles=", ".join(names)) if names else say("course.rack.empty"))
    parts = [
        (
            f'<svg xmlns="http://www.w3.org/2000/svg" role="img" {_attr("aria-label", overall)} '
            f'width="{_n(total_w)}" height="{_n(total_h)}" viewBox="0 0 {_n(total_w)} {_n(total_h)}">'
        ),
        f"<title>{escape(overall)}</title>",
    ]
    for i, tile in enumerate(entries):
        x = i * (tile_w + gap)
        is_selected = i in marked
        code = "" if tile is None else tile.code
        parts.append(
            f'<svg x="{_n(x)}" y="0" width="{_n(tile_w)}" height="{_n(height)}" '
            f'viewBox="{_n(-_MARGIN)} {_n(-_MARGIN)} {_n(_VIEW_W)} {_n(_VIEW_H)}" role="img" '
            f'{_attr("aria-label", _label(tile, is_selected))} data-tile="{code or "face-down"}">'
            f"<title>{escape(_title(tile, is_selected))}</title>"
            f"{_tile_body(code, tile is None, is_selected)}</svg>"
        )
        if labels:
            tag_w, tag_h = tile_w * 0.8, label_h * 0.8
            parts.append(
                f'<rect x="{_n(x + (tile_w - tag_w) / 2)}" y="{_n(height + label_h * 0.12)}" '
                f'width="{_n(tag_w)}" height="{_n(tag_h)}" rx="{_n(tag_h / 3)}" fill="{_IVORY}" '
                f'stroke="{_INK}" stroke-width="1"/>'
                f'<text x="{_n(x + tile_w / 2)}" y="{_n(height + label_h * 0.69)}" '
                f'font-size="{_n(label_h * 0.58)}" {_FONT} fill="{_INK}" text-anchor="middle" '
                f'class="rack-label">{escape(code or "?")}</text>'
            )
    parts.append("</svg>")
    return "".join(parts)
