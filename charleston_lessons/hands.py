"""Invented teaching lines, how far a rack is from each, and the winning test (core).

A line is 14 tiles in groups of identical tiles: singles, pairs, pungs (3), kongs (4),
quints (5) and sextets (6). The notation writes each group as its symbol repeated:

- a number and a suit: ``666B`` (a pung of 6 Bam), ``55D`` (a pair of 5 Dot); or a suit
  variable ``x``, ``y`` or ``z``, which stand for three different suits chosen to suit
  the rack: ``2222x 2222y`` is a kong of 2s in one suit and a kong of 2s in another;
- a letter for the honours: ``N E W S`` winds, ``F`` flowers, and the dragons
  ``R`` (Red), ``G`` (Green) and ``0`` (White, Soap): ``FF``, ``EEE``, ``0000``.

Jokers may stand in for a tile only in groups of three or more, never in a single or a
pair. Every line here is invented for teaching; none is copied from a National Mah
Jongg League card, which is the League's and changes every year (RULES G5).
"""

from __future__ import annotations

import itertools
import re
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from functools import cached_property
from typing import Any

from charleston_lessons._input import mapping, take, text, whole
from charleston_lessons.messages import say
from charleston_lessons.tiles import COPIES, JOKER, MAX_TILES, SUITS, Tile, TileError, parse_tile, parse_tiles

__all__ = [
    "Group",
    "Line",
    "LineError",
    "parse_line",
    "as_line",
    "as_lines",
    "CARD",
    "FAMILIES",
    "distance",
    "wins",
    "wins_card",
    "closest",
    "suited_tiles",
    "LINE_SIZE",
    "MAX_LINES",
]

LINE_SIZE = 14
MAX_LINES = 100  # lines in one call: a card the League's size, with room to spare
_LINE_TEXT = 200  # characters of a line's notation, name or note, at most
_HONOURS = {"N": "N", "E": "E", "W": "W", "S": "S", "F": "F", "R": "RD", "G": "GD", "0": "WD"}
_VARIABLES = ("x", "y", "z")
_GROUP = re.compile(r"^(?:(?P<digit>[1-9])(?P=digit)*(?P<suit>[BCDxyz])|(?P<honour>[NEWSFRG0])(?P=honour)*)$")
_NAMES = {1: "single", 2: "pair", 3: "pung", 4: "kong", 5: "quint", 6: "sextet"}


class LineError(ValueError):
    """Text that is not a line in the notation; the message quotes the part it could not read."""


@dataclass(frozen=True)
class Group:
    """`size` identical tiles: a fixed tile (`code`), or a rank in a suit variable."""

    size: int
    code: str = ""  # a tile code such as "6B" or "E", when fixed
    rank: int = 0  # with `variable`
    variable: str = ""

    def __post_init__(self) -> None:
        whole(self.size, "size", 1, 6)
        code, rank, variable = self.code, self.rank, self.variable
        if not (isinstance(code, str) and isinstance(variable, str)):
            raise LineError(say("error.line.group_fields", value=self))
        if code:
            try:
                tile: Tile | None = parse_tile(code) if len(code) <= 2 else None
            except TileError:
                tile = None
            good = (tile is not None and str(tile) == code and not tile.is_joker and not variable
                    and type(rank) is int and rank == 0)
        else:
            good = variable in _VARIABLES and type(rank) is int and 1 <= rank <= 9
        if not good:
            raise LineError(say("error.line.group_fields", value=self))

    @property
    def jokers_allowed(self) -> bool:
        """Jokers stand in only in groups of three or more (pungs and larger)."""
        return self.size >= 3

    @property
    def kind(self) -> str:
        return _NAMES[self.size]

    def tile(self, suits: dict[str, str]) -> Tile:
        """The tile this group wants once the suit variables are chosen."""
        return parse_tile(self.code) if self.code else parse_tile(f"{self.rank}{suits[self.variable]}")

    def __str__(self) -> str:
        if self.code:
            symbol = next(k for k, v in _HONOURS.items() if v == self.code) if self.code in _HONOURS.values() else None
            return symbol * self.size if symbol else self.code[0] * self.size + self.code[1]
        return str(self.rank) * self.size + self.variable


@dataclass(frozen=True)
class Line:
    """A named, invented line of 14 tiles."""

    name: str
    groups: tuple[Group, ...]
    note: str = ""
    family: str = ""  # the card's family of lines it belongs to (see `FAMILIES`), if any

    def __post_init__(self) -> None:
        _text(self.name, "name")
        _text(self.note, "note")
        _text(self.family, "family")
        if not isinstance(self.groups, tuple) or not all(isinstance(g, Group) for g in self.groups):
            raise LineError(say("error.line.groups", value=self.groups))
        size = sum(g.size for g in self.groups)
        if size != LINE_SIZE:
            raise LineError(say("error.line.size", line=self.notation, size=size, most=LINE_SIZE))
        suits = dict(zip(self.variables, SUITS))  # every choice of suits needs the same counts
        for tile in set(self.tiles(suits)):
            natural_only = sum(g.size for g in self.groups if g.tile(suits) == tile and not g.jokers_allowed)
            if natural_only > COPIES[tile.code]:
                raise LineError(say("error.line.copies", line=self.notation, count=natural_only, tile=tile.name))

    @cached_property
    def variables(self) -> tuple[str, ...]:
        return tuple(sorted({g.variable for g in self.groups if g.variable}))

    def assignments(self) -> Iterable[dict[str, str]]:
        """Every way to give the suit variables different suits."""
        for suits in itertools.permutations(SUITS, len(self.variables)):
            yield dict(zip(self.variables, suits))

    def tiles(self, suits: Mapping[str, str] | None = None) -> list[Tile]:
        """The 14 tiles of the line without jokers (variables as given, else x=B, y=C, z=D)."""
        chosen = mapping(suits, "suits", limit=len(_VARIABLES)) if suits is not None else {}
        if not chosen:
            chosen = dict(zip(self.variables, SUITS))
        picked = [chosen.get(v) for v in self.variables]
        if not all(isinstance(s, str) and s in SUITS for s in picked) or len(set(picked)) < len(picked):
            raise ValueError(say("error.line.suits", value=suits, variables=", ".join(self.variables) or "none"))
        return [g.tile(chosen) for g in self.groups for _ in range(g.size)]

    @property
    def notation(self) -> str:
        return " ".join(str(g) for g in self.groups)

    def __str__(self) -> str:
        return f"{self.name}: {self.notation}"


def parse_line(text: str, name: str = "", note: str = "", family: str = "") -> Line:
    """Read a line in the notation above; `LineError` quotes any group it cannot read."""
    notation = _text(text, "text")
    groups = []
    for word in notation.split():
        match = _GROUP.match(word)
        if not match or len(word) - (0 if match["honour"] else 1) > 6:
            raise LineError(say("error.line.group", value=word))
        if match["honour"]:
            groups.append(Group(len(word), code=_HONOURS[match["honour"]]))
        elif match["suit"] in SUITS:
            groups.append(Group(len(word) - 1, code=f"{match['digit']}{match['suit']}"))
        else:
            groups.append(Group(len(word) - 1, rank=int(match["digit"]), variable=match["suit"]))
    return Line(_text(name, "name") or notation, tuple(groups), _text(note, "note"), _text(family, "family"))


def _text(value: Any, what: str) -> str:
    """A line's notation, name or note: text of at most `_LINE_TEXT` characters (`LineError`)."""
    try:
        return text(value, what, limit=_LINE_TEXT)
    except ValueError as error:
        raise LineError(str(error)) from None


def as_line(line: Line | str | tuple[str, str], what: str = "line") -> Line:
    """`line` as a `Line`: a `Line`; the name of a teaching-card line, in any letter case;
    its notation, bare or after a name and a colon ("Name: FF 666B ..."); or (name, notation).
    Anything else is a `LineError` naming the parameter `what`."""
    if isinstance(line, Line):
        return line
    if isinstance(line, str):
        written = _text(line, what).strip()
        named = _BY_NAME.get(written.lower())
        if named is not None:
            return named
        name, colon, notation = written.rpartition(":")
        return parse_line(notation.strip(), name.strip()) if colon else parse_line(written)
    if type(line) is tuple and len(line) == 2 and all(isinstance(part, str) for part in line):
        return parse_line(line[1], line[0])
    raise LineError(say("error.line.not_line", what=what, value=line))


def as_lines(lines: Line | str | Iterable[Line | str | tuple[str, str]], what: str = "lines") -> tuple[Line, ...]:
    """`lines` as a tuple of 1 to `MAX_LINES` lines: one line as `as_line` reads it, or an
    iterable of them (read with that limit). A tuple of `Line`s comes back as it is."""
    if isinstance(lines, (Line, str)):
        return (as_line(lines, what),)
    if type(lines) is tuple and 0 < len(lines) <= MAX_LINES and all(type(line) is Line for line in lines):
        return lines  # the common case, kept as it is: the coach caches by identity
    if not isinstance(lines, Iterable) or isinstance(lines, (bytes, bytearray, Mapping)):
        raise LineError(say("error.line.not_line", what=what, value=lines))
    try:
        items = take(lines, what, limit=MAX_LINES)
    except ValueError as error:  # too many, or an iterable that fails half-way
        raise LineError(str(error)) from None
    if not items:
        raise LineError(say("error.line.no_lines", what=what))
    return tuple(as_line(item, what) for item in items)


def as_tiles(rack: Any, what: str = "rack") -> Sequence[Tile]:
    """`parse_tiles(rack)`, with a tuple of `Tile`s (a rack the table or the lab holds)
    taken as it is, so validating it costs next to nothing in the coach's hot paths."""
    if type(rack) is tuple and len(rack) <= MAX_TILES and all(type(tile) is Tile for tile in rack):
        return rack
    return parse_tiles(rack)


def _filled(rack: Counter, line: Line, suits: dict[str, str]) -> int:
    """The most line slots `rack` can fill with these suits: naturals go to singles and
    pairs first (jokers cannot), jokers fill what is left in the pungs and larger."""
    small: Counter = Counter()
    big: Counter = Counter()
    for group in line.groups:
        (big if group.jokers_allowed else small)[group.tile(suits)] += group.size
    naturals = 0
    joker_room = 0
    for tile in small.keys() | big.keys():
        held = rack[tile]
        naturals += min(held, small[tile] + big[tile])
        joker_room += big[tile] - min(big[tile], max(0, held - small[tile]))
    return naturals + min(rack[JOKER], joker_room)


def distance(rack: str | Iterable[str | Tile], line: Line | str) -> int:
    """The fewest tiles still needed to complete `line` from `rack`, jokers included (exact)."""
    tiles = Counter(parse_tiles(rack))
    target = as_line(line)
    best = max(_filled(tiles, target, suits) for suits in target.assignments())
    return LINE_SIZE - best


def suited_tiles(rack: str | Iterable[str | Tile], line: Line | str) -> list[Tile]:
    """The line's 14 tiles with its suit variables chosen as the rack suits them best (the
    choice `distance` measures), so a picture of the line shows the tiles this rack wants."""
    tiles = Counter(parse_tiles(rack))
    target = as_line(line)
    suits = max(target.assignments(), key=lambda choice: _filled(tiles, target, choice))  # first of ties
    return target.tiles(suits)


def _complete(tiles: Counter, line: Line) -> bool:
    """Whether exactly these 14 tiles make `line`, by direct search over suit choices and
    joker placements (deliberately independent of `distance`, so each checks the other)."""
    if sum(tiles.values()) != LINE_SIZE:
        return False
    for suits in line.assignments():
        need: Counter = Counter()
        joker_slots = 0
        small_need: Counter = Counter()
        for group in line.groups:
            tile = group.tile(suits)
            need[tile] += group.size
            if not group.jokers_allowed:
                small_need[tile] += group.size
        rest = Counter(tiles)
        jokers = rest.pop(JOKER, 0)
        if any(t not in need for t in rest):
            continue  # a tile the line has no place for
        ok = True
        for tile, count in need.items():
            have = rest[tile]
            if have > count or have < small_need[tile]:
                ok = False
                break
            joker_slots += count - have
        if ok and joker_slots == jokers:
            return True
    return False


def wins(tiles: str | Iterable[str | Tile], line: Line | str) -> bool:
    """True when exactly these 14 tiles complete `line`."""
    tiles = parse_tiles(tiles)
    return _complete(Counter(tiles), as_line(line))


def wins_card(tiles: str | Iterable[str | Tile]) -> bool:
    """The winning test against the teaching card: the table's check for H2 and H3.
    Text and tiles are read alike: exactly 14 tiles that make a card line."""
    parsed = parse_tiles(tiles)
    counted = Counter(parsed)
    return len(parsed) == LINE_SIZE and any(_complete(counted, line) for line in CARD)


def closest(rack: str | Iterable[str | Tile], lines: Sequence[Line] | None = None, n: int = 2) -> list[tuple[Line, int]]:
    """The `n` lines nearest to `rack`, with their distances (ties in card order)."""
    tiles = list(parse_tiles(rack))
    card = CARD if lines is None else as_lines(lines)
    n = whole(n, "n", 1, MAX_LINES)
    scored = [(line, distance(tiles, line)) for line in card]
    return sorted(scored, key=lambda pair: pair[1])[:n]


# ------------------------------------------------------------------ the teaching card
#
# How the lines were made up (RULES G5). A real year's card arranges several dozen lines in
# families; the course's card follows the same idea with lines of its own. Each family
# takes one pattern of numbers or honours (even numbers, odd numbers, one number in every
# suit, a small sum, a run, the honours, 3-6-9, big groups, pairs), and its lines were
# written here by varying how many tiles each group holds (a pair, a pung, a kong, a
# quint), how many suits the numbers spread over (one, two or three, through the suit
# variables x, y and z) and which honours fill the rest, until every group fits the set
# (no more than four of a tile without jokers, jokers only in groups of three or more).
# Nothing was copied from a National Mah Jongg League card or meant to resemble one: the
# "course number" family spells 1-5-2, the number of tiles in the set, where a real card
# spells its year. The first twelve lines are the course's original card, kept by name
# because the lessons teach with them.
#
# (family, name, notation, note): a short name a learner can say, and what it asks for.
_CARD_DATA: tuple[tuple[str, str, str, str], ...] = (
    # the original twelve
    ("Like numbers", "Flowers and sixes", "FFF 6666B 6666D EEE", "flowers, sixes in Bam and Dot, and East"),
    ("Winds and dragons", "Sixes and the wind", "FF 666B 666D EEEE NN", "the sixes again, with a kong of East"),
    ("Runs", "Dot run", "11D 222D 333D 444D 555D", "one suit climbing: a pair, then pungs"),
    ("Evens", "Bam evens", "22B 444B 666B 888B 000", "even Bams with a pung of Soap"),
    ("Like numbers", "Three twos", "FF 2222x 2222y 2222z", "a kong of 2s in each suit"),
    ("Winds and dragons", "Winds all round", "NNN EEE WWW SSS FF", "a pung of every wind"),
    ("Winds and dragons", "Dragon trio", "RRR GGG 000 FFFF 1C", "the three dragons, four flowers, a lone 1 Crak"),
    ("Odds", "Craks and Red", "111C 33C 555C 777C RRR", "odd Craks with their dragon"),
    ("Big groups", "Quint of fives", "55555x 1y 999z 22222x", "two quints, so jokers are needed"),
    ("Runs", "Sevens and eights", "777x 888x 777y 888y FF", "sevens and eights in two suits"),
    ("Big groups", "Sextet and flowers", "333333x FFFF 4444y", "a sextet of 3s, four flowers, a kong of 4s"),
    ("Pairs", "Winds and Soap", "NN EE WW SS 0000 FF", "pairs of every wind and a kong of Soap"),
    # course number: 1-5-2, the tiles in a set
    ("Course number", "One-five-two", "FF 1111x 5555y 2222z", "1, 5 and 2, the tiles in a set, in three suits"),
    ("Course number", "One-five-two in one suit", "111x 5555x 222x FFFF", "1, 5 and 2 in one suit, with four flowers"),
    ("Course number", "One-five-two and Soap", "11x 555x 22x 0000 NNN", "1, 5 and 2 in one suit, Soap and North"),
    ("Course number", "One-five-two pairs", "11x 55x 22x 11y 55y 22y 00", "1, 5 and 2 as pairs in two suits, no jokers"),
    # evens: 2, 4, 6, 8
    ("Evens", "Evens in two suits", "222x 444x 666y 888y FF", "2 and 4 in one suit, 6 and 8 in another"),
    ("Evens", "Even kongs", "2222x 4444y 66z 8888x", "kongs of 2, 4 and 8, a pair of 6s"),
    ("Evens", "Evens and Soap", "2222x 44x 66x 8888x 00", "one suit's evens around a pair of Soap"),
    ("Evens", "Flowers and evens", "FFFF 22x 44y 666z 888z", "four flowers and the evens in every suit"),
    ("Evens", "Evens in three suits", "22x 44x 666y 888y 22z 44z", "evens spread over all three suits"),
    # odds: 1, 3, 5, 7, 9
    ("Odds", "Odds in two suits", "111x 333x 555y 777y FF", "1 and 3 in one suit, 5 and 7 in another"),
    ("Odds", "Odd kongs", "1111x 3333y 5555z FF", "a kong of 1, 3 and 5, each in its own suit"),
    ("Odds", "Odds and North", "NN 111x 333x 555x 777x", "four odd pungs in one suit and a pair of North"),
    ("Odds", "Sevens and nines", "7777x 9999y FFF 000", "kongs of 7 and 9, flowers and Soap"),
    ("Odds", "Odds in three suits", "11x 33x 555y 777y 99z FF", "odds spread over all three suits"),
    # like numbers: one number in every suit
    ("Like numbers", "Fours and fives", "444x 444y 555x 555y FF", "fours and fives in two suits"),
    ("Like numbers", "Like sevens", "777x 777y 777z FF 000", "a pung of 7 in every suit, Soap and flowers"),
    ("Like numbers", "Eights and nines", "88x 88y 888z 99x 99y 999z", "eights and nines in every suit"),
    ("Like numbers", "Like fives and dragons", "555x 555y 555z RRR GG", "fives in every suit, Red and Green"),
    ("Like numbers", "Ones and twos everywhere", "11x 11y 11z 222x 222y FF", "1s in every suit, 2s in two, and flowers"),
    # additions: two numbers and their sum
    ("Additions", "Three and four make seven", "33x 44x 777x 33y 44y 777y", "3 + 4 = 7, twice, in two suits"),
    ("Additions", "Two and five make seven", "FFFF 222x 555x 7777x", "2 + 5 = 7 in one suit"),
    ("Additions", "One and eight make nine", "11x 88x 999x 11y 88y 999y", "1 + 8 = 9, twice, in two suits"),
    ("Additions", "Four and five make nine", "444x 555y 9999z FFFF", "4 + 5 = 9 across three suits"),
    ("Additions", "Sums in pairs", "11x 22x 33x 44y 55y 99y NN", "1 + 2 = 3 and 4 + 5 = 9 as pairs, no jokers"),
    # big groups: quints and kongs, where jokers do most work

    ("Big groups", "Quint of North", "NNNNN EEEE 666x 99y", "five North, four East, sixes and nines"),

    ("Big groups", "Quint of Red", "RRRRR GGGG 000 FF", "five Red, four Green, Soap and flowers"),
    # runs: numbers in a row
    ("Runs", "Run one to four", "111x 222x 333x 444x FF", "1 to 4 in one suit"),
    ("Runs", "Run five to nine", "55x 666x 777x 88y 99y FF", "5 to 7 in one suit, 8 and 9 in another"),
    ("Runs", "Run three to six", "FF 333x 444x 555y 666y", "3 and 4 in one suit, 5 and 6 in another"),
    ("Runs", "Run six to nine", "FFF 666x 777x 888x 99x", "6 to 9 in one suit, with flowers"),
    ("Runs", "Run in three suits", "11x 222y 3333z 4444x 0", "1 to 4 stepping through the suits, one Soap"),
    ("Runs", "Run one to six in two suits", "11x 22x 333x 44y 55y 666y", "1 to 3 in one suit, 4 to 6 in another"),
    ("Runs", "Pairs run four to nine", "44x 55x 66x 77y 88y 99y FF", "4 to 9 as pairs over two suits, no jokers"),
    # winds and dragons
    ("Winds and dragons", "North and South", "NNNN SSSS 111x 222x", "kongs of North and South, 1s and 2s"),
    ("Winds and dragons", "East and West", "EEEE WWWW 55x 0000", "kongs of East and West, Soap and a pair"),
    ("Winds and dragons", "Dragons and a run", "RRR GGG 00 11x 22y 33z", "every dragon, and 1 to 3 stepping through the suits"),
    ("Winds and dragons", "Big winds", "NNNN EEE WWW SSSS", "every wind, two of them as kongs"),
    ("Winds and dragons", "Flowers and dragons", "FFFF RRR GGG 0000", "flowers and every dragon"),
    ("Winds and dragons", "Winds and even pairs", "NN EE WW SS 22x 44x 66x", "a pair of every wind and even pairs, no jokers"),
    # 3-6-9
    ("Three-six-nine", "Three-six-nine with pungs", "333x 666x 999y 33z 66z F", "3, 6 and 9 over three suits, one flower"),
    ("Three-six-nine", "Three-six-nine in three suits", "3333x 6666y 9999z FF", "a kong of 3, 6 and 9, each in its own suit"),
    ("Three-six-nine", "Three-six-nine and dragons", "33x 666x 99x RRRR GGG", "3, 6 and 9 in one suit, Red and Green"),
    ("Three-six-nine", "Three-six-nine and Soap", "FF 333x 666y 999z 000", "pungs of 3, 6 and 9 across the suits"),
    ("Three-six-nine", "Three-six-nine pairs", "33x 66x 99x 33y 66y 99y FF", "3, 6 and 9 as pairs in two suits, no jokers"),
    # pairs and singles: no jokers at all
    ("Pairs", "Pairs one to seven", "11x 22x 33x 44x 55x 66x 77x", "seven pairs in one suit, no jokers"),
    ("Pairs", "Even pairs in two suits", "22x 44x 66x 88x 22y 44y FF", "even pairs in two suits, no jokers"),
    ("Pairs", "Three-six-nine singles", "3x 6x 9x 3y 6y 9y 33z 66z 99z FF", "3, 6 and 9 alone and in pairs, no jokers"),
    ("Pairs", "Winds and pairs", "FF NN EE WW SS 11x 11y", "a pair of every wind and of 1s, no jokers"),
)

# The families in the order the card lists them, with what each has in common.
FAMILIES: tuple[tuple[str, str], ...] = (
    ("Course number", "1, 5 and 2, for the 152 tiles of a set, where a real card spells its year"),
    ("Evens", "only 2, 4, 6 and 8"),
    ("Odds", "only 1, 3, 5, 7 and 9"),
    ("Like numbers", "the same one or two numbers in two or three suits"),
    ("Additions", "two numbers and their sum"),
    ("Runs", "numbers in a row"),
    ("Three-six-nine", "only 3, 6 and 9"),
    ("Winds and dragons", "mostly honours"),
    ("Big groups", "quints and kongs, where jokers do the most work"),
    ("Pairs", "mostly pairs and singles, where no joker can stand in"),
)

# The teaching card (G5): every line invented for the course; none is copied from a League card.
CARD: tuple[Line, ...] = tuple(
    parse_line(text, name, note, family) for family, name, text, note in _CARD_DATA
)
_BY_NAME = {line.name.lower(): line for line in CARD}
