"""The pass coach: which lines each tile helps, the best legal pass, and grading (core).

The coach keeps one to three target lines in mind (RULES G1) and measures everything
with `hands.distance`: a tile helps a line when giving it away would leave the rack
further from that line. It suggests the pass that keeps the rack closest to its lines,
forwards arriving tiles unseen on passes 3 and 6 when filling three slots from the rack
would cost a tile a line needs (G3), says whether to stop the second Charleston and what
to offer for the courtesy pass, and gives one sentence per tile.
"""

from __future__ import annotations

import itertools
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

import numpy as np

from charleston_lessons.hands import CARD, LINE_SIZE, Line
from charleston_lessons.messages import say
from charleston_lessons.rules import PassStep, Verdict, check_pass, pass_step
from charleston_lessons.table import PassChoice
from charleston_lessons.tiles import ALL_KINDS, JOKER, Tile, parse_tiles

__all__ = [
    "Advice",
    "Grade",
    "Coach",
    "helps",
    "suggest_pass",
    "grade_pass",
    "courtesy_offer",
    "wants_to_stop",
    "BLIND_COST",
]

# What forwarding one arriving tile unseen gives up: the chance that it would have
# helped. Calibrated on the strategy lab (`lab.blind_vs_break`, seed 2024, 10,000 deals):
# forwarding unseen left the seat about half a tile nearer than breaking a pair after
# pass 3, so even three unseen (0.6) must cost less than one tile a line needs (1.0).
# Any tile that helps no line still goes before a blind slot (0 < 0.2) (G2, G3).
BLIND_COST = 0.2

_INDEX = {tile: i for i, tile in enumerate(ALL_KINDS)}
_J = _INDEX[JOKER]


class _Compiled:
    """A line ready for fast distances: per suit choice, (kind, singles+pairs, pungs+) rows."""

    __slots__ = ("line", "rows", "arrays")

    def __init__(self, line: Line) -> None:
        self.line = line
        self.rows = []
        for suits in line.assignments():
            small: Counter = Counter()
            big: Counter = Counter()
            for group in line.groups:
                (big if group.jokers_allowed else small)[_INDEX[group.tile(suits)]] += group.size
            self.rows.append(tuple((k, small[k], big[k]) for k in sorted(small.keys() | big.keys())))
        self.arrays = [
            tuple(np.asarray(column, dtype=np.int64) for column in zip(*row)) for row in self.rows
        ]

    def distances(self, counts: np.ndarray) -> np.ndarray:
        """`distance` for every row of a (racks x kinds) count matrix at once."""
        jokers = counts[:, _J]
        best = np.zeros(len(counts), dtype=np.int64)
        for kinds, small, big in self.arrays:
            held = counts[:, kinds]
            naturals = np.minimum(held, small + big).sum(axis=1)
            room = (big - np.clip(held - small, 0, big)).sum(axis=1)
            np.maximum(best, naturals + np.minimum(jokers, room), out=best)
        return LINE_SIZE - best

    def distance(self, counts: Sequence[int]) -> int:
        """`hands.distance` on a count vector (same formula, without parsing)."""
        jokers = counts[_J]
        best = 0
        for row in self.rows:
            naturals = room = 0
            for kind, small, big in row:
                held = counts[kind]
                naturals += min(held, small + big)
                spare = held - small
                room += big - (big if spare >= big else (spare if spare > 0 else 0))
            filled = naturals + (jokers if jokers < room else room)
            if filled > best:
                best = filled
        return LINE_SIZE - best


_COMPILED: dict[int, _Compiled] = {}


def _compiled(line: Line) -> _Compiled:
    """The compiled form of `line`, cached by identity (hashing a line is slow)."""
    entry = _COMPILED.get(id(line))
    if entry is None or entry.line is not line:
        entry = _COMPILED[id(line)] = _Compiled(line)
    return entry


def _counts(tiles: Iterable[Tile]) -> list[int]:
    counts = [0] * len(ALL_KINDS)
    for tile in tiles:
        counts[_INDEX[tile]] += 1
    return counts


def _names(lines: Sequence[Line]) -> str:
    names = [f"“{line.name}”" for line in lines]
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


def helps(rack: str | Iterable[str | Tile], lines: Sequence[Line]) -> dict[Tile, tuple[Line, ...]]:
    """For each kind of tile in the rack, the lines that giving one away would hurt."""
    tiles = parse_tiles(rack)
    counts = _counts(tiles)
    before = [_compiled(line).distance(counts) for line in lines]
    found: dict[Tile, tuple[Line, ...]] = {}
    for tile in sorted(set(tiles)):
        counts[_INDEX[tile]] -= 1
        found[tile] = tuple(
            line for line, d in zip(lines, before) if _compiled(line).distance(counts) > d
        )
        counts[_INDEX[tile]] += 1
    return found


@dataclass(frozen=True)
class Advice:
    """A suggested pass with one sentence per tile and the distances it leaves."""

    choice: PassChoice
    rack: tuple[Tile, ...]
    before: tuple[int, ...]  # distance to each line before the pass
    after: tuple[int, ...]  # distance to each line once these tiles are gone
    lines: tuple[Line, ...]

    @property
    def sentences(self) -> tuple[str, ...]:
        """One sentence per tile passed, then what to keep (worked out when asked: bots never ask)."""
        return _sentences(self.rack, self.choice.own, self.choice.blind, self.lines)

    def __str__(self) -> str:
        return " ".join(self.sentences)


def _score(after: Sequence[int], blind: int) -> tuple[float, int]:
    """Lower is better: the nearest line first, then the others, then blind cost."""
    return (min(after) + BLIND_COST * blind + 0.01 * sum(after), blind)


_REMOVALS: dict[tuple[int, int], np.ndarray] = {}


def _removals(kinds: np.ndarray, size: int, width: int) -> np.ndarray:
    """Every multiset of `size` tiles drawn from `kinds`, as rows of removal counts."""
    key = (len(kinds), size)
    if key not in _REMOVALS:
        picks = list(itertools.combinations_with_replacement(range(len(kinds)), size))
        _REMOVALS[key] = np.asarray(picks, dtype=np.int64).reshape(len(picks), size)
    picks = kinds[_REMOVALS[key]] if size else np.zeros((1, 0), dtype=np.int64)
    rows = np.zeros((len(picks), width), dtype=np.int64)
    for column in range(size):
        np.add.at(rows, (np.arange(len(picks)), picks[:, column]), 1)
    return rows


def _candidates(counts: list[int], size: int) -> Iterable[tuple[int, ...]]:
    """Every distinct multiset of `size` non-joker kinds the rack can give."""
    kinds = [k for k, n in enumerate(counts) if n and k != _J]
    for combo in itertools.combinations_with_replacement(kinds, size):
        if all(combo.count(k) <= counts[k] for k in set(combo)):
            yield combo


def suggest_pass(
    rack: str | Iterable[str | Tile],
    step: int | PassStep,
    lines: Sequence[Line] | None = None,
    *,
    agreed: int | None = None,
) -> Advice:
    """The best legal pass for `step` toward `lines` (default: the two nearest card lines)."""
    info = step if isinstance(step, PassStep) else pass_step(step)
    tiles = parse_tiles(rack)
    counts = _counts(tiles)
    lines = tuple(lines) if lines else nearest_lines(counts)
    compiled = [_compiled(line) for line in lines]
    before = tuple(c.distance(counts) for c in compiled)
    sizes = [agreed if agreed is not None else 0] if info.is_courtesy else [3]
    if info.blind_allowed:
        sizes = [3, 2, 1, 0]
    # Every candidate (a multiset of rack tiles of each allowed size) scored at once: the
    # nearest line first, then blind cost, then the other lines; ties go to the first found.
    have = np.asarray(counts, dtype=np.int64)
    kinds = np.flatnonzero(have)
    kinds = kinds[kinds != _J]
    blocks, blinds = [], []
    for size in sizes:
        block = _removals(kinds, size, len(counts))
        block = block[(block <= have).all(axis=1)]  # only what the rack holds
        blocks.append(block)
        blinds.append(np.full(len(block), (3 - size) if info.blind_allowed else 0))
    removed = np.concatenate(blocks)
    remaining = np.asarray(counts, dtype=np.int64) - removed
    afters = np.stack([c.distances(remaining) for c in compiled], axis=1)
    scores = afters.min(axis=1) + BLIND_COST * np.concatenate(blinds) + 0.01 * afters.sum(axis=1)
    pick = int(np.argmin(scores))
    combo = tuple(int(k) for k in np.repeat(np.arange(len(counts)), removed[pick]))
    best = (None, combo, tuple(int(d) for d in afters[pick]))
    assert best is not None
    _key, combo, after = best
    own = tuple(ALL_KINDS[k] for k in combo)
    blind = (3 - len(own)) if info.blind_allowed else 0
    choice = PassChoice(own, blind)
    return Advice(choice, tuple(tiles), before, after, lines)


def nearest_lines(counts: Sequence[int], card: Sequence[Line] = CARD, n: int = 2) -> tuple[Line, ...]:
    """The `n` card lines nearest to a rack's counts (ties in card order)."""
    scored = sorted(((_compiled(line).distance(counts), i) for i, line in enumerate(card)))
    return tuple(card[i] for _, i in scored[:n])


def _sentences(rack: Sequence[Tile], own: Sequence[Tile], blind: int, lines: Sequence[Line]) -> tuple[str, ...]:
    useful = helps(rack, lines)
    out = []
    for tile in own:
        if useful[tile]:
            out.append(say("coach.costs", tile=tile.name, lines=_names(useful[tile])))
        else:
            out.append(say("coach.free", tile=tile.name, none="neither line" if len(lines) == 2 else "no line"))
    if blind:
        out.append(say("coach.blind", count=blind, tiles="tile" if blind == 1 else "tiles"))
    kept = sorted({t for t in rack if t not in own and useful.get(t)}, key=lambda t: t.order)
    if kept:
        shown = ", ".join(t.name for t in kept[:6]) + (" and the rest" if len(kept) > 6 else "")
        by_line = [
            say("coach.keep_for", tiles=", ".join(t.name for t in kept if line in useful[t]), line=line.name)
            for line in lines
            if any(line in useful[t] for t in kept)
        ]
        out.append(say("coach.keep", tiles=shown, detail="; ".join(by_line)))
    return tuple(out)


def courtesy_offer(rack: str | Iterable[str | Tile], lines: Sequence[Line]) -> int:
    """Offer as many tiles as help no line, up to 3 (C2)."""
    tiles = parse_tiles(rack)
    useful = helps(tiles, lines)
    spare = sum(1 for t in tiles if not t.is_joker and not useful[t])
    return min(3, spare)


def wants_to_stop(rack: str | Iterable[str | Tile], lines: Sequence[Line]) -> bool:
    """Stop the second Charleston only when pass 4 would cost the nearest line a tile (X1).

    Passing three tiles that help no line can only bring a rack nearer, so going on is
    the default (the lab: going on beats stopping by about 0.9 tiles). Once fewer than
    three tiles are spare, the coach's best pass 4 (no blind pass: B1) gives up a tile a
    line needs, and the second Charleston is a risk worth refusing.
    """
    advice = suggest_pass(rack, 4, lines)
    return min(advice.after) > min(advice.before)


@dataclass(frozen=True)
class Grade:
    """A learner's pass graded twice: legal or not, and how good against the best."""

    verdict: Verdict
    before: tuple[int, ...]
    after: tuple[int, ...] | None  # None when the pass is illegal
    best_after: tuple[int, ...]
    lines: tuple[Line, ...]

    @property
    def as_good_as_best(self) -> bool:
        return self.after is not None and min(self.after) <= min(self.best_after)


def grade_pass(
    rack: str | Iterable[str | Tile],
    step: int,
    choice: PassChoice | str | Iterable[str | Tile],
    lines: Sequence[Line] | None = None,
    *,
    agreed: int | None = None,
) -> Grade:
    """Legality from `check_pass`; quality as the distances after, against the coach's best."""
    tiles = parse_tiles(rack)
    choice = PassChoice.of(choice)
    lines = tuple(lines) if lines else nearest_lines(_counts(tiles))
    advice = suggest_pass(tiles, step, lines, agreed=agreed)
    verdict = check_pass(step, tiles, choice.own, blind=choice.blind, agreed=agreed)
    after = None
    if verdict.ok:
        counts = _counts(tiles)
        for tile in choice.own:
            counts[_INDEX[tile]] -= 1
        after = tuple(_compiled(line).distance(counts) for line in lines)
    return Grade(verdict, advice.before, after, advice.after, lines)


class Coach:
    """A bot for the table's other seats (a `strategies.Strategy`): it re-picks its two
    nearest card lines every time it decides, and follows the coach's advice."""

    def __init__(self, card: Sequence[Line] = CARD, lines: int = 2) -> None:
        self.card = tuple(card)
        self.n = lines

    def _lines(self, rack: Sequence[Tile]) -> tuple[Line, ...]:
        return nearest_lines(_counts(rack), self.card, self.n)

    def choose_pass(self, view) -> PassChoice:  # view: strategies.SeatView
        return suggest_pass(view.rack, view.step, self._lines(view.rack), agreed=view.agreed).choice

    def wants_to_stop(self, view) -> bool:
        return wants_to_stop(view.rack, self._lines(view.rack))

    def courtesy_offer(self, view) -> int:
        return courtesy_offer(view.rack, self._lines(view.rack))

    def declares(self, view) -> bool:
        return True
