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

from charleston_lessons.hands import CARD, LINE_SIZE, Line
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
    "STOP_AT",
]

# What forwarding one arriving tile unseen gives up: the chance that it would have
# helped. Less than one tile a line needs, so the coach passes blind only to save one (G3).
BLIND_COST = 0.35
# Stop the second Charleston when the nearest line is this close or closer (X1).
STOP_AT = 3

_INDEX = {tile: i for i, tile in enumerate(ALL_KINDS)}
_J = _INDEX[JOKER]


class _Compiled:
    """A line ready for fast distances: per suit choice, (kind, singles+pairs, pungs+) rows."""

    __slots__ = ("line", "rows")

    def __init__(self, line: Line) -> None:
        self.line = line
        self.rows = []
        for suits in line.assignments():
            small: Counter = Counter()
            big: Counter = Counter()
            for group in line.groups:
                (big if group.jokers_allowed else small)[_INDEX[group.tile(suits)]] += group.size
            self.rows.append(tuple((k, small[k], big[k]) for k in sorted(small.keys() | big.keys())))

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


_COMPILED: dict[Line, _Compiled] = {}


def _compiled(line: Line) -> _Compiled:
    if line not in _COMPILED:
        _COMPILED[line] = _Compiled(line)
    return _COMPILED[line]


def _counts(tiles: Iterable[Tile]) -> list[int]:
    counts = [0] * len(ALL_KINDS)
    for tile in tiles:
        counts[_INDEX[tile]] += 1
    return counts


def _names(lines: Sequence[Line]) -> str:
    names = [line.name for line in lines]
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
    sentences: tuple[str, ...]
    before: tuple[int, ...]  # distance to each line before the pass
    after: tuple[int, ...]  # distance to each line once these tiles are gone
    lines: tuple[Line, ...]

    def __str__(self) -> str:
        return " ".join(self.sentences)


def _score(after: Sequence[int], blind: int) -> tuple[float, int]:
    """Lower is better: the nearest line first, then the others, then blind cost."""
    return (min(after) + BLIND_COST * blind + 0.01 * sum(after), blind)


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
    best: tuple[tuple[float, int], tuple[int, ...], tuple[int, ...]] | None = None
    # Removing tiles never brings a line nearer, so tiles that leave every distance as it
    # was are a best pass: look for them among the tiles that help no line, first.
    free = [k if counts[k] else 0 for k in range(len(counts))]
    for k, n in enumerate(counts):
        if n and k != _J:
            counts[k] -= 1
            free[k] = n if all(c.distance(counts) == d for c, d in zip(compiled, before)) else 0
            counts[k] += 1
        else:
            free[k] = 0
    for combo in _candidates(free, sizes[0]):
        for k in combo:
            counts[k] -= 1
        after = tuple(c.distance(counts) for c in compiled)
        for k in combo:
            counts[k] += 1
        if after == before:
            best = (_score(after, 0), combo, after)
            break
    for size in sizes if best is None else ():
        blind = (3 - size) if info.blind_allowed else 0
        for combo in _candidates(counts, size):
            for k in combo:
                counts[k] -= 1
            after = tuple(c.distance(counts) for c in compiled)
            for k in combo:
                counts[k] += 1
            key = _score(after, blind)
            if best is None or key < best[0]:
                best = (key, combo, after)
    assert best is not None
    _key, combo, after = best
    own = tuple(ALL_KINDS[k] for k in combo)
    blind = (3 - len(own)) if info.blind_allowed else 0
    choice = PassChoice(own, blind)
    return Advice(choice, _sentences(tiles, own, blind, lines), before, after, lines)


def nearest_lines(counts: Sequence[int], card: Sequence[Line] = CARD, n: int = 2) -> tuple[Line, ...]:
    """The `n` card lines nearest to a rack's counts (ties in card order)."""
    scored = sorted(((_compiled(line).distance(counts), i) for i, line in enumerate(card)))
    return tuple(card[i] for _, i in scored[:n])


def _sentences(rack: Sequence[Tile], own: Sequence[Tile], blind: int, lines: Sequence[Line]) -> tuple[str, ...]:
    useful = helps(rack, lines)
    out = []
    for tile in own:
        if useful[tile]:
            out.append(f"{tile.name} helps {_names(useful[tile])}, but every other choice costs more: pass it.")
        else:
            out.append(f"{tile.name} helps neither line: pass it.")
    if blind:
        out.append(
            f"Forward {blind} arriving tile{'s' if blind > 1 else ''} unseen: every other tile you hold "
            "helps a line (G3)."
        )
    kept = sorted({t for t in rack if t not in own and useful.get(t)}, key=lambda t: t.order)
    if kept:
        out.append("Keep " + ", ".join(t.name for t in kept[:6]) + (" and the rest" if len(kept) > 6 else "")
                   + f": they help {_names(lines)}.")
    return tuple(out)


def courtesy_offer(rack: str | Iterable[str | Tile], lines: Sequence[Line]) -> int:
    """Offer as many tiles as help no line, up to 3 (C2)."""
    tiles = parse_tiles(rack)
    useful = helps(tiles, lines)
    spare = sum(1 for t in tiles if not t.is_joker and not useful[t])
    return min(3, spare)


def wants_to_stop(rack: str | Iterable[str | Tile], lines: Sequence[Line]) -> bool:
    """Stop the second Charleston when the nearest line is close: more passes risk it (X1)."""
    counts = _counts(parse_tiles(rack))
    return min(_compiled(line).distance(counts) for line in lines) <= STOP_AT


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
