"""A tile picker: the learner chooses tiles from a rack, and on a blind pass how many of
the arriving face-down tiles to forward unseen (RULES B1-B6, P7).

The picker only holds a selection; it decides nothing about legality. Whether a choice
is a legal pass is asked of `charleston_lessons.rules.check_pass` by other code, so a
joker stays selectable and the learner can be told J1 by the checker.

    >>> from charleston_lessons.widgets import TilePicker
    >>> picker = TilePicker("1B 2B 3B 4C 5C 6D N E RD GD F J J", arriving=3)
    >>> picker.select("N", 0)
    >>> picker.forward = 1
    >>> [str(t) for t in picker.chosen], picker.choice.blind
    (['1B', 'N'], 1)
    >>> picker.status
    '3 of 3 chosen: 2 from your rack and 1 forwarded unseen'

The front end (`picker.js`, `picker.css`) draws only the SVGs computed here with
`charleston_lessons.art.tile_svg`, and every sentence it shows comes from `text`.
"""

from __future__ import annotations

import pathlib
from collections.abc import Iterable
from typing import Any

import anywidget
import traitlets

from charleston_lessons.widgets._style import page_css, with_common

from charleston_lessons._input import mapping, take, text, whole
from charleston_lessons.art import tile_svg
from charleston_lessons.messages import MESSAGES, say, template, translate
from charleston_lessons.table import PassChoice
from charleston_lessons.tiles import Tile, parse_tile, parse_tiles
from charleston_lessons.widgets._checks import one_of
from charleston_lessons.widgets.answer import Submits
from charleston_lessons.widgets._whole import OpensWhole
from charleston_lessons.widgets._esm import esm

__all__ = ["PICKER_TEXT", "TILE_HEIGHT", "TilePicker"]

TILE_HEIGHT = 64  # pixels, for every tile picture in the picker
MAX_LIMIT = 14  # tiles chosen or forwarded at most: a whole rack

# The picker's learner-facing sentences live in `messages` as `picker.<key>`; the front
# end gets them, in the current language, through the `text` trait.
PICKER_KEYS: tuple[str, ...] = (
    "status",
    "status_forward",
    "full",
    "none_allowed",
    "all_forwarded",
    "arriving",
    "side.right",
    "side.left",
    "forward",
    "forward_fewer",
    "forward_more",
    "new_name",
    "new_badge",
)


def _english() -> dict[str, str]:
    return {key: MESSAGES["en"][f"picker.{key}"] for key in PICKER_KEYS}


PICKER_TEXT: dict[str, str] = _english()


def _picker_text() -> dict[str, str]:
    """The picker's sentences (`picker.*` in `messages`) in the current language, else English."""
    return {key: template(f"picker.{key}") for key in PICKER_KEYS}


def _plain_rack(rack: Any, what: str) -> Any:
    """A rack as `parse_tiles` takes it: a string read as plain text (no method of a caller's
    `str` subclass runs), or the items of an iterable, read with a limit."""
    if isinstance(rack, str):
        return text(rack, what)
    if isinstance(rack, Tile):
        return rack
    return [text(item, what) if isinstance(item, str) else item for item in take(rack, what)]


def _extras(extras: Any) -> list[dict[str, str]]:
    """The extra buttons as the page takes them: each a mapping of plain strings (id, label,
    icon, tip), a sentence naming `extras` for anything else."""
    found = []
    for item in take(extras, "extras", limit=8):
        item = mapping(item, "extras", limit=8)
        found.append({key: text(item.get(key, ""), "extras", limit=200) for key in ("id", "label", "icon", "tip")})
    return found


def _is_index(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


class TilePicker(OpensWhole, Submits, anywidget.AnyWidget):
    """Choose up to `limit` tiles from a rack; on passes 3 and 6, also how many of the
    `arriving` face-down tiles go on unseen (`forward`). Own + forward never exceeds `limit`.

    `TilePicker(rack, *, limit=3, arriving=0, label="Your rack", arriving_from="right")`,
    where `rack` is anything `parse_tiles` accepts. `arriving_from` is the neighbour the
    face-down tiles come from: your right on pass 3, your left on pass 6 (B4). `selected`
    and `forward` may also be given; over the limit, the rack's tiles come first.
    """

    _esm = esm(pathlib.Path(__file__).with_name("picker.js"))
    _page_css = page_css(with_common(pathlib.Path(__file__).with_name("picker.css")))

    # The rack, as short codes; the pictures and names follow it (kept in step here).
    tiles = traitlets.List(traitlets.Unicode()).tag(sync=True)
    svgs = traitlets.List(traitlets.Unicode(), read_only=True).tag(sync=True)
    names = traitlets.List(traitlets.Unicode(), read_only=True).tag(sync=True)
    face_down_svg = traitlets.Unicode(read_only=True).tag(sync=True)
    # Tiles marked new (indices into `tiles`, sorted): a badge and an outline on the page, and
    # ", new" at the end of each one's accessible name (never by colour alone). A new rack clears them.
    fresh = traitlets.List(traitlets.Int()).tag(sync=True)
    # The selection: indices into `tiles`, sorted, never more than `limit - forward`.
    selected = traitlets.List(traitlets.Int()).tag(sync=True)
    limit = traitlets.Int(3, min=0).tag(sync=True)
    arriving = traitlets.Int(0, min=0).tag(sync=True)
    forward = traitlets.Int(0).tag(sync=True)
    arriving_from = traitlets.Enum(("right", "left"), default_value="right").tag(sync=True)
    label = traitlets.Unicode("Your rack").tag(sync=True)
    disabled = traitlets.Bool(False).tag(sync=True)
    # An optional button inside the picker (an exercise's Check); its presses are messages (`Submits`).
    submit_label = traitlets.Unicode("").tag(sync=True)
    # Buttons beside it (an exercise's Hint and Show solution): {"id", "label", "icon", "tip"} each;
    # a press is a message as Check's is, with the button's id as its action.
    extras = traitlets.List(traitlets.Dict(value_trait=traitlets.Unicode())).tag(sync=True)
    # Every sentence the front end shows, as `str.format`-style templates.
    text = traitlets.Dict(value_trait=traitlets.Unicode(), read_only=True).tag(sync=True)
    _edits = ("selected", "forward")  # what the learner edits in the page (see `Submits`)

    def __init__(
        self,
        rack: str | Iterable[str | Tile] = (),
        *,
        limit: int = 3,
        arriving: int = 0,
        label: str = "Your rack",
        arriving_from: str = "right",
        **kwargs: Any,
    ) -> None:
        limit = whole(limit, "limit", 0, MAX_LIMIT)
        arriving = whole(arriving, "arriving", 0, MAX_LIMIT)
        label = text(label, "label", limit=200)
        arriving_from = one_of(arriving_from, "arriving_from", ("right", "left"))
        # A selection given as a keyword needs the rack first.
        selected = take(kwargs.pop("selected", ()), "selected")
        forward = whole(kwargs.pop("forward", 0), "forward", 0, MAX_LIMIT)
        if "submit_label" in kwargs:
            kwargs["submit_label"] = text(kwargs["submit_label"], "submit_label", limit=200)
        if "extras" in kwargs:
            kwargs["extras"] = _extras(kwargs["extras"])
        # The rack is read before the widget is made: a wrong one leaves no half-made model behind.
        rack = [tile.code for tile in parse_tiles(_plain_rack(rack, "rack"))]
        # The page gets the picker whole: its rack and selection in the message that makes it.
        with self.opening():
            super().__init__(
                limit=limit, arriving=arriving, label=label, arriving_from=arriving_from, **kwargs
            )
            self.listen_to_presses()
            self.set_trait("face_down_svg", tile_svg("F", height=TILE_HEIGHT, face_down=True))
            self.set_trait("text", _picker_text())
            self.set_rack(rack)
            self.selected = list(selected)
            self.forward = forward

    # ------------------------------------------------------------------ Python API

    @property
    def chosen(self) -> list[Tile]:
        """The selected tiles, in rack order."""
        return [parse_tile(self.tiles[i]) for i in self.selected]

    @property
    def choice(self) -> PassChoice:
        """The selection as a pass: `own` = the chosen tiles, `blind` = `forward`."""
        return PassChoice(own=tuple(self.chosen), blind=self.forward)

    @property
    def status(self) -> str:
        """The status line the learner sees, e.g. "2 of 3 chosen"."""
        own, forward = len(self.selected), self.forward
        key = "status_forward" if forward else "status"
        return self.text[key].format(
            total=own + forward, limit=self.limit, own=own, forward=forward
        )

    @property
    def spoken(self) -> list[str]:
        """Each tile's accessible name as the page gives it ("7 Bam, new" for a tile marked new)."""
        fresh = set(self.fresh)
        return [self.text["new_name"].format(name=name) if i in fresh else name for i, name in enumerate(self.names)]

    def mark_new(self, tiles: Iterable[str | Tile]) -> None:
        """Mark `tiles` new (each the first copy in the rack not yet marked; a tile the rack
        does not hold is passed over); none when empty."""
        marked: list[int] = []
        for tile in parse_tiles(_plain_rack(tiles, "tiles")):
            free = [i for i, code in enumerate(self.tiles) if code == tile.code and i not in marked]
            if free:
                marked.append(free[0])
        self.fresh = marked

    def snapshot(self) -> dict[str, Any]:
        """The selection as a press sends it: rack indices and the count forwarded unseen."""
        return {"selected": list(self.selected), "forward": self.forward}

    def answer_from(self, values: dict[str, Any]) -> PassChoice:
        """The pass a submitted snapshot shows: its tiles (in rack order) and its forward count.

        Indices that are not places in this rack are dropped, as a click cannot make them.
        """
        values = mapping(values, "values")
        indices = self._clean_indices(values.get("selected", ()))
        forward = values.get("forward", 0)
        forward = forward if _is_index(forward) else 0
        own = sorted(indices)[: self.limit]
        forward = self._clean_forward(forward, len(own))
        return PassChoice(own=tuple(parse_tile(self.tiles[i]) for i in own), blind=forward)

    def select(self, *tiles_or_indices: int | str | Tile) -> None:
        """Add tiles to the selection, by index into the rack or by tile (code, name or
        `Tile`; a string may hold several). A tile picks the first copy in the rack not
        yet selected. Like a click, nothing is added beyond `limit`.

        Raises `ValueError` for an index outside the rack or a tile the rack does not
        hold (or holds fewer times than asked).
        """
        wanted = list(self.selected)
        for item in tiles_or_indices:
            if _is_index(item):
                if not 0 <= item < len(self.tiles):  # type: ignore[operator]
                    raise ValueError(say("error.picker.place", value=item, last=len(self.tiles) - 1))
                if item not in wanted:
                    wanted.append(item)  # type: ignore[arg-type]
                continue
            for tile in parse_tiles(item):  # type: ignore[arg-type]
                free = [
                    i for i, code in enumerate(self.tiles) if code == tile.code and i not in wanted
                ]
                if not free:
                    raise ValueError(say("picker.no_other", tile=tile.name))
                wanted.append(free[0])
        self.selected = wanted

    def clear(self) -> None:
        """Unselect everything, including the tiles forwarded unseen."""
        with self.hold_sync():
            self.selected = []
            self.forward = 0
            self.reset_edits()

    def set_rack(self, rack: str | Iterable[str | Tile]) -> None:
        """Show a new rack and reset the selection (own and forwarded)."""
        codes = [tile.code for tile in parse_tiles(_plain_rack(rack, "rack"))]
        with self.hold_sync():
            self.clear()
            self.tiles = codes
            self._draw()

    # ------------------------------------------------------------------ traits

    def _draw(self) -> None:
        tiles = [parse_tile(code) for code in self.tiles]
        self.set_trait("svgs", [tile_svg(t, height=TILE_HEIGHT) for t in tiles])
        self.set_trait("names", [translate(t.name) for t in tiles])

    @traitlets.validate("tiles")
    def _valid_tiles(self, proposal: traitlets.Bunch) -> list[str]:
        return [tile.code for tile in parse_tiles(proposal["value"])]

    @traitlets.observe("tiles")
    def _tiles_changed(self, change: traitlets.Bunch) -> None:
        with self.hold_sync():
            self.clear()
            self.fresh = []
            self._draw()

    @traitlets.validate("fresh")
    def _valid_fresh(self, proposal: traitlets.Bunch) -> list[int]:
        return sorted(self._clean_indices(proposal["value"]))

    # When several traits change at once (a front-end message carrying both `selected`
    # and `forward`, or `hold_trait_notifications`), traitlets validates them one after
    # the other with the others still unvalidated: each validator therefore cleans the
    # other's value before counting it.

    def _clean_indices(self, value: Iterable[Any]) -> list[int]:
        kept: list[int] = []
        for index in value:
            if _is_index(index) and 0 <= index < len(self.tiles) and index not in kept:
                kept.append(index)
        return kept

    def _clean_forward(self, value: int, own: int) -> int:
        return max(0, min(value, self.arriving, self.limit - own))

    @traitlets.validate("selected")
    def _valid_selected(self, proposal: traitlets.Bunch) -> list[int]:
        room = max(0, self.limit - self._clean_forward(self.forward, 0))
        return sorted(self._clean_indices(proposal["value"])[:room])

    @traitlets.validate("forward")
    def _valid_forward(self, proposal: traitlets.Bunch) -> int:
        own = min(len(self._clean_indices(self.selected)), self.limit)
        return self._clean_forward(proposal["value"], own)

    @traitlets.observe("limit", "arriving")
    def _bounds_changed(self, change: traitlets.Bunch) -> None:
        # When the room shrinks, the rack's tiles (the earliest first) keep their places
        # and the count forwarded unseen gives way.
        own = list(self.selected)[: self.limit]
        with self.hold_sync():
            self.forward = min(self.forward, self.limit - len(own))
            self.selected = own
