"""The 152 tiles of the American set, their notation and parsing (RULES T1, T2).

A `Tile` is a value: two 5 Bams are equal, and a rack is a list of tiles. The short
codes and long names are the course's notation everywhere (lessons, feedback, logs).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from functools import total_ordering

from charleston_lessons.messages import LANGUAGES, say, translate

__all__ = [
    "Tile",
    "TileError",
    "parse_tile",
    "parse_tiles",
    "full_set",
    "SUITS",
    "WINDS",
    "DRAGONS",
    "FLOWER",
    "JOKER",
    "ALL_KINDS",
    "COPIES",
    "SET_SIZE",
    "MAX_TILES",
]


class TileError(ValueError):
    """Text that is not a tile in the course's notation (T2); the message quotes it."""


# Rules as data: every kind of tile, in the order racks are sorted and drawn.
# Each row: short code, long name, category, suit letter (or ""), rank (or 0).
_SUIT_NAMES = {"B": "Bam", "C": "Crak", "D": "Dot"}
SUITS: tuple[str, ...] = ("B", "C", "D")

_ROWS: list[tuple[str, str, str, str, int]] = [
    (f"{rank}{suit}", f"{rank} {_SUIT_NAMES[suit]}", "suit", suit, rank)
    for suit in SUITS
    for rank in range(1, 10)
]
_ROWS += [
    ("N", "North", "wind", "", 0),
    ("E", "East", "wind", "", 0),
    ("W", "West", "wind", "", 0),
    ("S", "South", "wind", "", 0),
    ("RD", "Red Dragon", "dragon", "C", 0),
    ("GD", "Green Dragon", "dragon", "B", 0),
    ("WD", "White Dragon", "dragon", "D", 0),
    ("F", "Flower", "flower", "", 0),
    ("J", "Joker", "joker", "", 0),
]

# How many of each kind the set holds (T1): four of each suit tile, wind and dragon;
# eight flowers and eight jokers.
COPIES: dict[str, int] = {code: 4 for code, *_ in _ROWS}
COPIES["F"] = 8
COPIES["J"] = 8
SET_SIZE = 152


@total_ordering
@dataclass(frozen=True, eq=False, repr=False)
class Tile:
    """One tile, by kind: `str(tile)` is its short code, `tile.name` its long name."""

    code: str
    name: str
    category: str
    suit: str
    rank: int
    order: int  # position in the set's order: equality, hashing and sorting use it alone

    @property
    def is_joker(self) -> bool:
        """True for the eight jokers, which are never passed (J1)."""
        return self.category == "joker"

    @property
    def is_flower(self) -> bool:
        return self.category == "flower"

    @property
    def suit_name(self) -> str:
        """`"Bam"`, `"Crak"` or `"Dot"` for suit tiles; the dragon's suit for dragons."""
        return _SUIT_NAMES.get(self.suit, "")

    def __str__(self) -> str:
        return self.code

    def __repr__(self) -> str:
        return f"Tile({self.code!r})"

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Tile) and other.order == self.order

    def __lt__(self, other: object) -> bool:
        if not isinstance(other, Tile):
            return NotImplemented
        return self.order < other.order

    def __hash__(self) -> int:
        return hash(("Tile", self.order))

    def __reduce__(self):  # pickling and copying keep the one instance per kind
        return (parse_tile, (self.code,))

    def _repr_svg_(self) -> str:
        """Draw the tile in a notebook; the picture lives in the `art` face, imported lazily."""
        from charleston_lessons.art import tile_svg

        return tile_svg(self)


ALL_KINDS: tuple[Tile, ...] = tuple(
    Tile(code, name, category, suit, rank, order)
    for order, (code, name, category, suit, rank) in enumerate(_ROWS)
)
FLOWER = ALL_KINDS[-2]
JOKER = ALL_KINDS[-1]
WINDS: tuple[Tile, ...] = tuple(t for t in ALL_KINDS if t.category == "wind")
DRAGONS: tuple[Tile, ...] = tuple(t for t in ALL_KINDS if t.category == "dragon")

_LOOKUP: dict[str, Tile] = {}
for _tile in ALL_KINDS:
    _LOOKUP[_tile.code.lower()] = _tile
    _LOOKUP[_tile.name.lower()] = _tile
_LOOKUP["soap"] = _LOOKUP["wd"]
# Every course language's long names too ("Naga Merah"), whichever language is spoken (T2).
for _code in LANGUAGES[1:]:
    for _tile in ALL_KINDS:
        _LOOKUP.setdefault(" ".join(translate(_tile.name, _code).split()).lower(), _tile)


def parse_tile(text: str | Tile) -> Tile:
    """Read one tile from a short code or long name (T2), ignoring case and outer spaces."""
    if isinstance(text, Tile):
        return text
    if not isinstance(text, str) or str.__len__(text) > 40:
        raise TileError(say("error.tile", value=text))
    key = " ".join(str.split(text)).lower()  # the plain text: a `str` subclass's methods never run
    try:
        return _LOOKUP[key]
    except KeyError:
        raise TileError(say("error.tile", value=text)) from None


# Long names with a space are one tile: "9 Crak", "Red Dragon", "Naga Merah". A word that
# starts such a name (a rank 1-9, Red, Naga...) joins the word after it.
_STARTS = frozenset(key.split()[0] for key in _LOOKUP if " " in key)


def _split(text: str) -> list[str]:
    words: list[str] = []
    for chunk in text.split(","):
        parts = chunk.split()
        i = 0
        while i < len(parts):
            word = parts[i]
            if word.lower() in _STARTS and i + 1 < len(parts):
                joined = f"{word} {parts[i + 1]}"
                if joined.lower() in _LOOKUP:
                    words.append(joined)
                    i += 2
                    continue
            words.append(word)
            i += 1
    return words


MAX_TILES = 200  # tiles read from one argument: more than the set's 152, fewer than a flood


def parse_tiles(tiles: str | Iterable[str | Tile]) -> list[Tile]:
    """Read many tiles from text (commas and/or spaces) or from an iterable; order kept.

    At most `MAX_TILES`: an endless or huge input is a `TileError` at once, as is anything
    in an iterable that is not a tile's code, name or `Tile` (a nested list, say)."""
    if isinstance(tiles, Tile):
        return [tiles]
    if isinstance(tiles, str):
        if str.__len__(tiles) > 20 * MAX_TILES:
            raise TileError(say("error.tiles_many", most=MAX_TILES))
        words = _split(str.__str__(tiles))
        if len(words) > MAX_TILES:
            raise TileError(say("error.tiles_many", most=MAX_TILES))
        return [parse_tile(word) for word in words]
    if isinstance(tiles, (bytes, bytearray)) or hasattr(tiles, "keys"):
        raise TileError(say("error.tiles", value=tiles))
    try:
        items = iter(tiles)
    except Exception:  # noqa: BLE001 - not iterable, or a hostile __iter__
        raise TileError(say("error.tiles", value=tiles)) from None
    parsed: list[Tile] = []
    try:
        for item in items:
            if len(parsed) == MAX_TILES:
                raise TileError(say("error.tiles_many", most=MAX_TILES))
            parsed.append(parse_tile(item))
    except TileError:
        raise
    except Exception:  # noqa: BLE001 - an iterator that fails half-way
        raise TileError(say("error.tiles", value=tiles)) from None
    return parsed


def full_set() -> list[Tile]:
    """The 152 tiles of T1, sorted."""
    return [tile for tile in ALL_KINDS for _ in range(COPIES[tile.code])]
