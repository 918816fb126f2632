"""The pass coach: which lines each tile helps, the best legal pass, and grading (core).

The coach keeps one to three target lines in mind (RULES G1) and measures everything
with `hands.distance`: a tile helps a line when giving it away would leave the rack
further from that line. It suggests the pass that keeps the rack closest to its lines,
forwards arriving tiles unseen on passes 3 and 6 when filling three slots from the rack
would cost a tile a line needs (G3), says whether to stop the second Charleston and what
to offer for the courtesy pass, and gives one sentence per tile: for a tile a line uses,
why it is the cheapest to lose (a `Reason`, as data). Of passes that score the same, the
bots take the first the search finds; a lesson's model answer (`teaching_pass`) takes the
one that keeps the most tiles and pairs the lines need.

The pass search has two exact paths that give the same advice on every rack: numpy
scores every candidate pass at once where numpy can be imported (the lab's thousands of
deals), and plain Python integers score them one by one where it cannot (the static site
offline) or `CHARLESTON_NO_NUMPY=1` is set; `tests/test_coach.py` holds them equal.
"""

from __future__ import annotations

import itertools
import os
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from charleston_lessons._input import whole
from charleston_lessons.blind import BLIND_COST, unseen_due
from charleston_lessons.hands import CARD, LINE_SIZE, MAX_LINES, Line, as_lines, as_tiles
from charleston_lessons.messages import join_words, say, say_count, translate
from charleston_lessons.rules import PassStep, Verdict, check_pass, pass_step
from charleston_lessons.strategies import SeatView, checked_view
from charleston_lessons.table import PassChoice
from charleston_lessons.tiles import ALL_KINDS, JOKER, MAX_TILES, Tile, parse_tiles

__all__ = [
    "Advice",
    "Grade",
    "Coach",
    "helps",
    "Reason",
    "suggest_pass",
    "teaching_pass",
    "equal_passes",
    "needed",
    "grade_pass",
    "courtesy_offer",
    "wants_to_stop",
    "nearest_lines",
    "nearest_distance",
    "line_distances",
    "unseen_due",
    "BLIND_COST",
]

_BLIND_KEY = round(100 * BLIND_COST)  # the search scores 100 x the score, in whole numbers
assert _BLIND_KEY == 100 * BLIND_COST, "BLIND_COST must be whole hundredths"

_INDEX = {tile: i for i, tile in enumerate(ALL_KINDS)}
_J = _INDEX[JOKER]
_KINDS = len(ALL_KINDS)
_TOP = LINE_SIZE  # no line holds more than 14 of a kind, so a count above 14 scores as 14
_H = _TOP + 1  # columns per kind in a `_Block`: one per count, 0 to 14
_NULL = _KINDS * _H  # an extra delta row that removes nothing (see `_Block`)
_POISON = -1000  # natural tiles a removal the rack cannot make costs: hopeless
_PASS_4 = pass_step(4)


def _import_numpy() -> Any:
    """numpy for the fast search, or None: where it cannot be imported (the static site
    offline) or `CHARLESTON_NO_NUMPY=1` asks for the plain-Python search."""
    if os.environ.get("CHARLESTON_NO_NUMPY") == "1":
        return None
    try:
        import numpy
    except ImportError:
        return None
    return numpy


# The search's numpy, or None for plain Python: read once, at import (tests may swap it).
_np: Any = _import_numpy()


class _Compiled:
    """A line ready for fast distances: per distinct suit choice, a row of
    (kind, singles+pairs, pungs+)."""

    __slots__ = ("line", "rows", "wanted", "by_kind")

    def __init__(self, line: Line) -> None:
        self.line = line
        self.rows: list[tuple[tuple[int, int, int], ...]] = []
        for suits in line.assignments():
            small: Counter = Counter()
            big: Counter = Counter()
            for group in line.groups:
                (big if group.jokers_allowed else small)[_INDEX[group.tile(suits)]] += group.size
            row = tuple((k, small[k], big[k]) for k in sorted(small.keys() | big.keys()))
            if row not in self.rows:  # x and y swapped can ask for the very same tiles
                self.rows.append(row)
        # every kind some choice of suits can use (no jokers: no row holds one)
        self.wanted = frozenset(k for row in self.rows for k, _, _ in row)
        # for each such kind, the rows that hold it: (row, singles+pairs, pungs+)
        self.by_kind: dict[int, list[tuple[int, int, int]]] = {}
        for r, row in enumerate(self.rows):
            for k, small, big in row:
                self.by_kind.setdefault(k, []).append((r, small, big))

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
    """The compiled form of `line`, cached by identity (hashing a line is slow); the entry
    holds the line, so its id cannot be reused by another line while cached."""
    entry = _COMPILED.get(id(line))
    if entry is None:
        entry = _COMPILED[id(line)] = _Compiled(line)
    return entry


class _Block:
    """Several lines stacked, so that one sum scores a rack against all of them at once.

    A block has a column for the natural tiles each suit-choice row of each line places,
    then a column for the room each row leaves jokers. `table[kind * _H + count]` is what
    holding `count` of `kind` adds to every column (the formula of `_Compiled.distance`);
    the sum over a rack's kinds gives every row's naturals and joker room. The same rows
    are also kept as Python integers with one byte per column (`packed`, relative to an
    empty rack, `zero`): every column of a sum lies between 0 and 14, so adding the
    integers and reading the bytes back gives the sum exactly, without a numpy gather.

    For numpy's search (`arrays`, built on its first use), `delta[kind * _H + count, m - 1]`
    is what giving away `m` (1 to 3) of that kind changes, from `count`; a removal the rack
    cannot make (m > count) costs `_POISON` natural tiles, so it can never win. Row `_NULL`
    removes nothing.
    """

    __slots__ = ("lines", "compiled", "rows", "n", "starts", "spans", "single",
                 "wanted", "uses", "free", "packed", "marginal", "zero", "width", "ones",
                 "low", "_near", "_last", "_arrays")

    def __init__(self, lines: Sequence[Line]) -> None:
        self.lines = tuple(lines)
        self.compiled = compiled = [_compiled(line) for line in self.lines]
        rows: list[tuple[tuple[int, int, int], ...]] = []
        starts = []
        for c in compiled:
            starts.append(len(rows))
            rows.extend(c.rows)
        self.rows = rows
        self.n = n = len(rows)
        self.starts = tuple(starts)
        # each line's rows: where they start, how many
        self.spans = [(c_start, len(c.rows)) for c_start, c in zip(starts, compiled)]
        self.single = n == len(self.lines)  # one row a line: no maximum over suit choices
        self.width = 2 * n
        # as_int[kind][count]: what holding `count` of `kind` adds, one byte a column
        as_int = [[0] * _H for _ in range(_KINDS)]
        for r, row in enumerate(rows):
            for kind, small, big in row:
                for held in range(_H):
                    placed = min(held, small + big)
                    room = big - min(max(held - small, 0), big)
                    as_int[kind][held] += (placed << (8 * r)) + (room << (8 * (n + r)))
        self.zero = sum(row[0] for row in as_int)
        self.packed = [[value - row[0] for value in row] for row in as_int]
        # what the j-th tile of a kind adds (j = 1 to _TOP; index 0 unused)
        self.marginal = [[0] + [row[j] - row[j - 1] for j in range(1, _H)] for row in as_int]
        self.ones = sum(1 << (8 * r) for r in range(n))  # a 1 in every row's byte
        self.low = (1 << (8 * n)) - 1  # the naturals' bytes
        self.uses = wanted = frozenset().union(*(c.wanted for c in compiled))
        self.wanted = tuple(k for k in range(_KINDS) if k in wanted)
        # kinds no line can use under any suit choice, in set order (never the joker)
        self.free = tuple(k for k in range(_KINDS) if k not in wanted and k != _J)
        self._near: dict[tuple[int, ...], _Block] = {}
        self._last: tuple = (None, None)  # the last rack measured, and what it measured (`measure`)
        self._arrays: tuple | None = None  # numpy's `delta` and row starts (`arrays`)

    def arrays(self) -> tuple[Any, Any]:
        """numpy's `delta` rows (see the class) and each line's first row, built on first use."""
        if self._arrays is None:
            np, n = _np, self.n
            held = np.arange(_H)
            table = np.zeros((_KINDS, _H, 2 * n), dtype=np.int64)
            for r, row in enumerate(self.rows):
                for kind, small, big in row:
                    table[kind, :, r] = np.minimum(held, small + big)
                    table[kind, :, n + r] = big - np.clip(held - small, 0, big)
            delta = np.zeros((_KINDS, _H, 3, 2 * n), dtype=np.int64)
            for m in (1, 2, 3):
                delta[:, m:, m - 1] = table[:, :-m] - table[:, m:]
                delta[:, :m, m - 1, :n] = _POISON
            delta = np.concatenate((delta.reshape(_KINDS * _H, 3, 2 * n), np.zeros((1, 3, 2 * n), np.int64)))
            self._arrays = (delta, np.asarray(self.starts, dtype=np.intp))
        return self._arrays

    def total(self, counts: Sequence[int]) -> int:
        """Every row's naturals, then every row's joker room, for a rack's counts, packed
        one byte a column into one integer."""
        total = self.zero
        packed = self.packed
        for k in self.wanted:
            held = counts[k]
            if held:
                total += packed[k][held if held < _TOP else _TOP]
        return total

    def count(self, rack: Iterable[Tile]) -> tuple[list[int], int]:
        """A rack's counts and `total`, in one walk along its tiles."""
        counts = [0] * _KINDS
        total = self.zero
        marginal = self.marginal
        for tile in rack:
            kind = tile.order
            held = counts[kind] = counts[kind] + 1
            if held <= _TOP:
                total += marginal[kind][held]
        return counts, total

    def packed_sums(self, counts: Sequence[int]) -> bytes:
        """`total` as bytes: each column's sum, 0 to 14."""
        return self.total(counts).to_bytes(self.width, "little")

    def best(self, total: int, jokers: int) -> list[int]:
        """The most slots each line's best suit choice fills: per row, naturals plus
        min(jokers, room), worked on every row's byte at once, then the largest per line."""
        ones = self.ones
        jokers = jokers if jokers < _TOP else _TOP  # room never exceeds 14
        room = total >> (8 * self.n)
        # a row's byte of `room + 128 - jokers` has its top bit set when room >= jokers
        enough = (((room + (128 - jokers) * ones) >> 7) & ones) * 255
        filled = ((total & self.low) + ((jokers * ones) & enough) + (room & (enough ^ (ones * 255)))
                  ).to_bytes(self.n, "little")
        return [max(filled[start : start + rows]) for start, rows in self.spans]

    def line_distances(self, counts: Sequence[int]) -> list[int]:
        """Distance to each line (one rack), in plain Python."""
        return [LINE_SIZE - filled for filled in self.best(self.total(counts), counts[_J])]

    def measure(self, rack: Iterable[Tile]) -> tuple[tuple[int, ...], int, tuple[int, ...]]:
        """A rack's counts, `total` and `best`. The last rack measured is remembered: a
        seat's rack is often measured again (its stop question, offer and courtesy pass)."""
        key = tuple(rack)
        last_key, last = self._last
        if key == last_key:
            return last
        counts, total = self.count(key)
        measured = (tuple(counts), total, tuple(self.best(total, counts[_J])))
        self._last = (key, measured)
        return measured

    def nearest(self, best: Sequence[int], n: int) -> tuple[_Block, list[int]]:
        """The block of the `n` lines that `best` (from `best`) puts nearest (ties in line
        order), and their distances."""
        pick = tuple(sorted(range(len(best)), key=best.__getitem__, reverse=True)[:n])  # stable
        near = self._near.get(pick)
        if near is None:
            near = self._near[pick] = _block(tuple(self.lines[i] for i in pick))
        return near, [LINE_SIZE - best[i] for i in pick]


_BLOCKS: dict[tuple[int, ...], _Block] = {}
_BY_TUPLE: dict[int, tuple[tuple[Line, ...], _Block]] = {}  # the same tuple of lines again


def _block(lines: Sequence[Line]) -> _Block:
    """The stacked form of `lines`, cached by identity (an entry holds its lines, so their
    ids cannot be reused while it is cached)."""
    seen = _BY_TUPLE.get(id(lines))
    if seen is not None and seen[0] is lines:
        return seen[1]
    key = tuple(map(id, lines))
    entry = _BLOCKS.get(key)
    if entry is None:
        if len(_BLOCKS) > 4096:  # callers with ever new lines: start again
            _BLOCKS.clear()
            _BY_TUPLE.clear()
        entry = _BLOCKS[key] = _Block(lines)
    if isinstance(lines, tuple):
        if len(_BY_TUPLE) > 4096:
            _BY_TUPLE.clear()
        _BY_TUPLE[id(lines)] = (lines, entry)
    return entry


_COMBOS: dict[tuple[int, tuple[int, ...], bool], tuple] = {}
_COMBO_ARRAYS: dict[tuple[int, tuple[int, ...], bool], tuple] = {}


def _combos(slots: int, sizes: tuple[int, ...], blind: bool) -> tuple:
    """Every multiset of `size` tiles (for each of `sizes`, largest first) from `slots`
    kinds, in lexicographic order within each size: as three delta-row indices, one per
    kind it gives (slot `i` giving `m` tiles is row `3 * i + m - 1`, and row `3 * slots`
    gives nothing); the blind cost of each on passes 3 and 6, in the search's whole-number
    units (`sizes[0]` is the most the rack can give, so `sizes[0] - size` slots go unseen;
    0 on other passes); and each multiset as (slot, how many) pairs."""
    key = (slots, sizes, blind)
    if key not in _COMBOS:
        rows, costs, picks = [], [], []
        null = 3 * slots
        for size in sizes:
            for combo in itertools.combinations_with_replacement(range(slots), size):
                atoms = tuple((i, combo.count(i)) for i in sorted(set(combo)))
                rows.append(tuple([3 * i + m - 1 for i, m in atoms] + [null] * (3 - len(atoms))))
                costs.append(_BLIND_KEY * (sizes[0] - size) * blind)
                picks.append(atoms)
        _COMBOS[key] = (rows, costs, picks)
    return _COMBOS[key]


def _combo_arrays(slots: int, sizes: tuple[int, ...], blind: bool) -> tuple:
    """`_combos` for numpy: its rows as columns of indices (as many as the largest multiset
    has kinds), and its costs."""
    key = (slots, sizes, blind)
    if key not in _COMBO_ARRAYS:
        rows, costs, _picks = _combos(slots, sizes, blind)
        table = _np.asarray(rows, dtype=_np.intp).reshape(len(rows), 3)
        width = max(sizes)
        _COMBO_ARRAYS[key] = ([table[:, j].copy() for j in range(max(width, 1))],
                              _np.asarray(costs, dtype=_np.int64))
    return _COMBO_ARRAYS[key]


def _counts(tiles: Iterable[Tile]) -> list[int]:
    counts = [0] * _KINDS
    for tile in tiles:
        counts[tile.order] += 1  # a tile's order is its index in ALL_KINDS
    return counts


def _names(lines: Sequence[Line]) -> str:
    return join_words([f"“{translate(line.name)}”" for line in lines])


def _rows(counts: Sequence[int], block: _Block, total: int | None = None) -> list[tuple]:
    """Per line of `block`: which of its rows hold each kind (`_Compiled.by_kind`), each
    row's naturals, joker room and slots filled now, the most any row fills, and how many
    rows fill that many."""
    sums = (block.total(counts) if total is None else total).to_bytes(block.width, "little")
    jokers = counts[_J]
    n = block.n
    out = []
    for c, (start, rows) in zip(block.compiled, block.spans):
        naturals = list(sums[start : start + rows])
        room = list(sums[n + start : n + start + rows])
        filled = [placed + (jokers if jokers < free else free)
                  for placed, free in zip(naturals, room)]
        best = max(filled)
        out.append((c.by_kind, naturals, room, filled, best, filled.count(best)))
    return out


# Giving away one of a kind held `h` times, in a row that wants `small` of it in singles
# and pairs and `big` in pungs and larger (the formula of `_Compiled.distance`), places one
# natural fewer when h <= small + big, and frees one joker slot as well when small < h.
# One more places one natural more when h < small + big, and takes a joker slot when small <= h.


def _one_fewer(state: list[tuple], kind: int, held: int, jokers: int) -> list[int]:
    """Per line of `state` (from `_rows`): the most slots a row fills once one of `kind`
    (held `held` times) is given away. A line keeps its best when a row at its best is
    left alone (or still fills as many)."""
    out = []
    for by_kind, naturals, room, filled, best, at_best in state:
        rows = by_kind.get(kind)
        top = -1  # the most a lowered row fills now
        hit = 0  # lowered rows that were at the best
        if rows is not None:
            for r, small, big in rows:
                if held <= small + big:
                    left = room[r] + (small < held)
                    now = naturals[r] - 1 + (jokers if jokers < left else left)
                    if now > top:
                        top = now
                    hit += filled[r] == best
        if top < 0 or top >= best or hit < at_best:
            out.append(best)
        else:  # every row at the best was lowered: the best of the rest, or of the lowered
            lowered = {r for r, small, big in rows if held <= small + big}
            out.append(max([top] + [f for r, f in enumerate(filled) if r not in lowered]))
    return out


def _hurt(counts: Sequence[int], block: _Block,
          kinds: Iterable[int] | None = None) -> dict[int, list[bool]]:
    """For each kind on the rack that some line uses (and the joker), per line: whether
    giving one away leaves the rack further from that line. With `kinds`, only those
    (and not the joker)."""
    state = _rows(counts, block)
    jokers = counts[_J]
    bests = [line[4] for line in state]
    out: dict[int, list[bool]] = {}
    for k in block.wanted if kinds is None else sorted(block.uses.intersection(kinds)):
        if counts[k]:
            after = _one_fewer(state, k, counts[k], jokers)
            out[k] = [now < then for now, then in zip(after, bests)]
    if jokers and kinds is None:
        out[_J] = [max((placed + (jokers - 1 if jokers - 1 < free else free)
                        for placed, free in zip(naturals, room)), default=0) < best
                   for _, naturals, room, _, best, _ in state]
    return out


def _gains(counts: Sequence[int], block: _Block) -> dict[int, list[bool]]:
    """For each kind some line uses, per line: whether one more of it brings the rack nearer."""
    state = _rows(counts, block)
    jokers = counts[_J]
    out: dict[int, list[bool]] = {}
    for k in block.wanted:
        held = counts[k]
        nearer = []
        for by_kind, naturals, room, _filled, best, _ in state:
            gain = False
            for r, small, big in by_kind.get(k, ()):
                if held < small + big:
                    left = room[r] - (small <= held)
                    if naturals[r] + 1 + (jokers if jokers < left else left) > best:
                        gain = True
                        break
            nearer.append(gain)
        out[k] = nearer
    return out


def helps(rack: str | Iterable[str | Tile], lines: Sequence[Line]) -> dict[Tile, tuple[Line, ...]]:
    """For each kind of tile in the rack, the lines that giving one away would hurt."""
    tiles = parse_tiles(rack)
    lines = as_lines(lines)
    hurt = _hurt(_counts(tiles), _block(lines))
    found: dict[Tile, tuple[Line, ...]] = {}
    for tile in sorted(set(tiles)):
        worse = hurt.get(tile.order)
        found[tile] = tuple(line for line, w in zip(lines, worse) if w) if worse else ()
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

    @property
    def reasons(self) -> tuple[Reason, ...]:
        """Why each tile passed goes, as data (`Reason`), in the order of `choice.own`."""
        return _reasons(self.rack, self.choice.own, self.lines)

    def __str__(self) -> str:
        return " ".join(self.sentences)


def _search(counts: Sequence[int], info: PassStep, block: _Block, agreed: int | None,
            before: list[int] | None = None) -> tuple[list[int], int, list[int], list[int]]:
    """The best legal pass: (kinds put down, in set order), blind, before, after.

    Exact, without trying every pass. Giving a tile away never brings a rack nearer a
    line, and a tile no line can use under any choice of suits ("free") changes no
    distance; so swapping a passed tile a line uses for a free one left on the rack is
    never worse, and some best pass puts down as many free tiles as it can. With enough
    free tiles that is the pass (nothing moves, nothing goes unseen: the least score
    there is). Otherwise every free tile goes, and every way to fill the rest from the
    kinds the lines use (and, on passes 3 and 6, every number of blind slots) is scored,
    by numpy all at once (`_scan_numpy`) or else one by one (`_scan_python`).
    """
    if before is None:
        before = block.line_distances(counts)
    top = (agreed or 0) if info.is_courtesy else 3
    if top == 0:
        return [], 0, before, before
    blind_ok = info.blind_allowed and not info.is_courtesy
    own: list[int] = []
    for k in block.free:
        held = counts[k]
        if held > 0:
            own.extend([k] * held)
            if len(own) >= top:
                return own[:top], 0, before, before
    free = len(own)
    slots = [k for k in block.wanted if counts[k] > 0]
    sizes = tuple(range(3 - free, -1, -1)) if blind_ok else (top - free,)
    if free + sum(min(counts[k], 3) for k in slots) < top - (3 if blind_ok else 0):
        raise ValueError(say("error.strategy.too_few", count=top))
    scan = _scan_python if _np is None else _scan_numpy
    pick, filled = scan(counts, block, slots, sizes, blind_ok)
    own.extend(slots[i] for i, m in _combos(len(slots), sizes, blind_ok)[2][pick] for _ in range(m))
    own.sort()
    blind = 3 - len(own) if blind_ok else 0
    return own, blind, before, [LINE_SIZE - f for f in filled]


# Both scans score a candidate pass by its key, -100 x the score less a constant, in whole
# numbers (distance = 14 - filled): 100 x the most slots a line fills, plus the slots every
# line fills, less the blind cost. Ties are exact, and both take the first best candidate,
# the earliest in the set's order.


def _scan_numpy(counts: Sequence[int], block: _Block, slots: list[int], sizes: tuple[int, ...],
                blind: bool) -> tuple[int, list[int]]:
    """The best of `_combos` (its index) and the slots each line fills after it, every
    candidate scored at once with numpy."""
    np = _np
    columns, cost = _combo_arrays(len(slots), sizes, blind)
    delta, starts = block.arrays()
    n = block.n
    rows = delta[[k * _H + min(counts[k], _TOP) for k in slots] + [_NULL]].reshape(-1, 2 * n)
    change = rows[columns[0]]  # a copy: fancy indexing
    for column in columns[1:]:
        change += rows[column]
    change += np.frombuffer(block.packed_sums(counts), dtype=np.uint8)
    filled = change[:, :n] + np.minimum(change[:, n:], counts[_J])
    if not block.single:
        filled = np.maximum.reduceat(filled, starts, axis=1)
    key = 100 * filled.max(axis=1) + filled.sum(axis=1) - cost
    pick = int(key.argmax())
    return pick, filled[pick].tolist()


def _scan_python(counts: Sequence[int], block: _Block, slots: list[int], sizes: tuple[int, ...],
                 blind: bool) -> tuple[int, list[int]]:
    """`_scan_numpy` in plain Python: each candidate's sums are the rack's packed `total`
    plus what each kind it gives changes (exact, as in `_Block`), scored by `_Block.best`."""
    packed = block.packed
    poison = -(1 << (8 * block.width))  # more than any total: a removal the rack cannot make
    diffs = []
    for k in slots:
        held = counts[k] if counts[k] < _TOP else _TOP
        row = packed[k]
        diffs += [row[held - m] - row[held] if m <= held else poison for m in (1, 2, 3)]
    diffs.append(0)  # the null row
    total = block.total(counts)
    jokers = counts[_J]
    best = block.best
    rows, costs, _picks = _combos(len(slots), sizes, blind)
    top_key, pick, top_filled = None, -1, []
    for index, ((a, b, c), cost) in enumerate(zip(rows, costs)):
        sums = total + diffs[a] + diffs[b] + diffs[c]
        if sums < 0:  # poisoned: a removal the rack cannot make
            continue
        filled = best(sums, jokers)
        key = 100 * max(filled) + sum(filled) - cost
        if top_key is None or key > top_key:
            top_key, pick, top_filled = key, index, filled
    return pick, top_filled


_CHOICES: dict[tuple[tuple[int, ...], int], PassChoice] = {}


def _choice(kinds: Sequence[int], blind: int) -> PassChoice:
    """The `PassChoice` putting down these kinds (a frozen value, so one is shared by all)."""
    key = (tuple(kinds), blind)
    choice = _CHOICES.get(key)
    if choice is None:
        if len(_CHOICES) > 65536:
            _CHOICES.clear()
        choice = _CHOICES[key] = PassChoice(tuple(ALL_KINDS[k] for k in kinds), blind)
    return choice


def suggest_pass(
    rack: str | Iterable[str | Tile],
    step: int | PassStep,
    lines: Sequence[Line] | None = None,
    *,
    agreed: int | None = None,
) -> Advice:
    """The best legal pass for `step` toward `lines` (default: the two nearest card lines).

    Best means the least score `min(after) + BLIND_COST * blind + 0.01 * sum(after)` over
    every legal pass: three tiles (on passes 3 and 6, also two, one or none with the rest
    forwarded unseen), or exactly `agreed` on the courtesy pass; never a joker. Among
    passes with the same score the coach puts down as many tiles as it can that no line
    uses under any choice of suits (G2), the first such tiles in the set's order; then
    it forwards as few unseen as it can, and takes the rest it needs as early in the
    set's order as it can (the multiset whose sorted list comes first).

    `agreed` outside 0 to 3 (C2) is a `ValueError`, never advice; so are `lines` that are
    not lines (`hands.as_lines`: Lines, card line names or notation).
    """
    info = step if isinstance(step, PassStep) else pass_step(step)
    agreed = _agreed(agreed)
    tiles = parse_tiles(rack)
    counts = _counts(tiles)
    lines = _nearest_lines(counts) if lines is None else as_lines(lines)
    kinds, blind, before, after = _search(counts, info, _block(lines), agreed)
    return Advice(_choice(kinds, blind), tuple(tiles), tuple(before), tuple(after), lines)


def teaching_pass(
    rack: str | Iterable[str | Tile],
    step: int | PassStep,
    lines: Sequence[Line] | None = None,
    *,
    agreed: int | None = None,
) -> Advice:
    """The coach's pass as a lesson shows it: of every legal pass with `suggest_pass`'s best
    score, the one that keeps the most tiles the lines need (`needed`), then the most pairs
    they need, then the most pungs, then `suggest_pass`'s own pass, then the first in set
    order. So a shown answer never breaks a pair the lines need when an equal pass keeps
    it (G3), and never keeps a tile no line needs while a needed one goes (G2).

    The bots play `suggest_pass` (the fast search, the first best in set order); a lesson's
    model answer takes this one, which scores the same by the coach's own measure.
    """
    info, agreed, tiles, counts, lines, advice = _coached(rack, step, lines, agreed)
    block = _block(lines)
    need = _needed(counts, block)
    coach_kinds = tuple(sorted(t.order for t in advice.choice.own))
    top: tuple | None = None
    chosen = (coach_kinds, advice.choice.blind, list(advice.after))
    for combo, blind, after in _equal(counts, info, block, agreed, advice):
        left = list(counts)
        for k in combo:
            left[k] -= 1
        kept = [min(left[k], need[k]) for k in range(_KINDS) if k != _J]
        key = (sum(kept), sum(1 for c in kept if c >= 2), sum(1 for c in kept if c >= 3),
               combo == coach_kinds and blind == advice.choice.blind)
        if top is None or key > top:
            top, chosen = key, (combo, blind, after)
    combo, blind, after = chosen
    return Advice(_choice(combo, blind), tuple(tiles), advice.before, tuple(after), lines)


def _coached(rack: str | Iterable[str | Tile], step: int | PassStep, lines: Sequence[Line] | None,
             agreed: int | None) -> tuple[PassStep, int | None, list[Tile], list[int], tuple[Line, ...], Advice]:
    """The inputs of `teaching_pass` and `equal_passes` read, and the coach's own pass for
    them: (step, agreed, tiles, counts, lines, `suggest_pass`'s advice)."""
    info = step if isinstance(step, PassStep) else pass_step(step)
    agreed = _agreed(agreed)
    tiles = parse_tiles(rack)
    counts = _counts(tiles)
    lines = _nearest_lines(counts) if lines is None else as_lines(lines)
    return info, agreed, tiles, counts, lines, suggest_pass(tiles, info, lines, agreed=agreed)


def _equal(counts: Sequence[int], info: PassStep, block: _Block, agreed: int | None,
           advice: Advice) -> Iterable[tuple[tuple[int, ...], int, list[int]]]:
    """Every legal pass with `advice`'s score, as (kinds put down, blind, distances after):
    the most tiles from the rack first, each size in set order."""
    best = _hundredths(advice.after, advice.choice.blind)
    if info.is_courtesy:
        sizes: tuple[int, ...] = (agreed or 0,)
    elif info.blind_allowed:
        sizes = (3, 2, 1, 0)
    else:
        sizes = (3,)
    kinds = [k for k in range(_KINDS) if counts[k] and k != _J]
    for size in sizes:
        blind = 3 - size if info.blind_allowed and not info.is_courtesy else 0
        for combo in itertools.combinations_with_replacement(kinds, size):
            left = list(counts)
            for k in combo:
                left[k] -= 1
            if any(left[k] < 0 for k in combo):
                continue
            after = block.line_distances(left)
            if _hundredths(after, blind) == best:
                yield combo, blind, after


def equal_passes(
    rack: str | Iterable[str | Tile],
    step: int | PassStep,
    lines: Sequence[Line] | None = None,
    *,
    agreed: int | None = None,
) -> tuple[PassChoice, ...]:
    """Every legal pass as good as the coach's best: the passes `grade_pass` calls
    `as_good_as_best`, so the answers a coached pick accepts (G1, G3). A printed answer key
    lists them all, since `teaching_pass` shows only one. The most tiles from the rack
    first, then in set order."""
    info, agreed, _tiles, counts, lines, advice = _coached(rack, step, lines, agreed)
    return tuple(_choice(combo, blind) for combo, blind, _ in _equal(counts, info, _block(lines), agreed, advice))


def _agreed(agreed: Any) -> int | None:
    """A courtesy count the pair agreed on: None, or 0 to 3 (C2); anything else is refused
    rather than advised on (a five-tile courtesy pass is no pass at all)."""
    if agreed is None:
        return None
    try:
        return whole(agreed, "agreed", 0, 3)
    except ValueError:
        raise ValueError(say("coach.error.agreed", value=agreed)) from None


def nearest_distance(rack: str | Iterable[str | Tile], lines: Sequence[Line] = CARD) -> int:
    """Tiles still needed for the nearest of `lines` (default: the whole invented card)."""
    return _nearest_distance(as_tiles(rack), as_lines(lines))


def _nearest_distance(rack: Iterable[Tile], lines: Sequence[Line] = CARD) -> int:
    """`nearest_distance` for tiles and lines known good (the lab's hot path)."""
    return LINE_SIZE - max(_block(lines).measure(rack)[2])


def line_distances(rack: str | Iterable[str | Tile], lines: Sequence[Line]) -> tuple[int, ...]:
    """Tiles still needed for each of `lines`, in order."""
    return tuple(LINE_SIZE - filled for filled in _block(as_lines(lines)).measure(as_tiles(rack))[2])


def nearest_lines(counts: Sequence[int], card: Sequence[Line] = CARD, n: int = 2) -> tuple[Line, ...]:
    """The `n` card lines nearest to a rack's counts (one whole number per kind of tile, in
    the order of `tiles.ALL_KINDS`, as `_counts` gives them; ties in card order)."""
    card = as_lines(card, "card")
    return _nearest_lines(_as_counts(counts), card, whole(n, "n", 1, MAX_LINES))


def _nearest_lines(counts: Sequence[int], card: Sequence[Line] = CARD, n: int = 2) -> tuple[Line, ...]:
    """`nearest_lines` for counts and lines known good (the lab's hot path)."""
    block = _block(card)
    return block.nearest(block.best(block.total(counts), counts[_J]), n)[0].lines


def _as_counts(counts: Any) -> Sequence[int]:
    """A rack's count vector: `_KINDS` whole numbers from 0 to `MAX_TILES`."""
    if (type(counts) in (list, tuple) and len(counts) == _KINDS
            and all(type(c) is int and 0 <= c <= MAX_TILES for c in counts)):
        return counts
    problem = ValueError(say("coach.error.counts", kinds=_KINDS, most=MAX_TILES))
    if isinstance(counts, (str, bytes, bytearray)) or not isinstance(counts, Sequence):
        raise problem
    try:
        if len(counts) != _KINDS:
            raise problem
        return [whole(counts[k], "counts", 0, MAX_TILES) for k in range(_KINDS)]
    except ValueError:
        raise problem from None
    except Exception:  # noqa: BLE001 - a hostile sequence
        raise problem from None


@dataclass(frozen=True)
class Reason:
    """Why the coach passes one tile, as data: the sentence is made from it, and a test
    checks each claim against the rack (`tests/test_coach.py`).

    Kinds: "free", no line needs any copy of it (its loss costs nothing); "spare", the
    rack holds `held` and the lines need only `need`, so one copy costs no line; "further",
    it costs only lines further away than the nearest, `nearest`, which keeps its distance;
    "extra", it costs the lines in `hurt`, but `spare_for` needs only `need` of the `held`
    copies and loses nothing, and every tile kept is one the lines need (`all_needed`:
    no tile of the rack kept can go without leaving a line further away); "every", it
    costs `hurt`, and every tile kept is one the lines need too, so no tile left is spare;
    "even", it costs `hurt` when it goes, but with the rest of the pass made, keeping it in
    place of the kept tile `other` would leave every line as far away (a tie the coach
    breaks by the set's order).
    Measured one tile at a time, in the order the pass lists them.
    """

    kind: str
    tile: Tile
    held: int  # copies on the rack when this one goes
    need: int = 0  # "spare" and "extra": the copies the lines (or `spare_for`) need
    hurt: tuple[Line, ...] = ()  # the lines that losing it leaves further away
    spare_for: tuple[Line, ...] = ()  # "extra": lines that use it but lose nothing
    nearest: tuple[Line, ...] = ()  # "further": the nearest lines, which keep their distance
    all_needed: bool = False  # "extra" and "every": every tile kept is one the lines need
    other: Tile | None = None  # "even": a kept tile whose place this one could take for nothing


def _needed(counts: Sequence[int], block: _Block) -> list[int]:
    """Per kind, the fewest copies the rack can be cut to without leaving any line of
    `block` further away (0: no line needs it); a joker counts as needed."""
    counts = list(counts)
    before = block.line_distances(counts)
    out = [0] * _KINDS
    for k in range(_KINDS):
        held = counts[k]
        if not held or k == _J:
            out[k] = held
            continue
        need = held
        while need > 0:
            counts[k] = need - 1
            if block.line_distances(counts) != before:
                break
            need -= 1
        counts[k] = held
        out[k] = need
    return out


def needed(rack: str | Iterable[str | Tile], lines: Sequence[Line]) -> dict[Tile, int]:
    """For each kind on the rack, how many copies `lines` need: the fewest it can be cut to
    without leaving any line further away (0: no line needs it)."""
    tiles = parse_tiles(rack)
    need = _needed(_counts(tiles), _block(as_lines(lines)))
    return {tile: need[tile.order] for tile in sorted(set(tiles))}


def _even_swap(kept: Sequence[int], tile: Tile, block: _Block) -> Tile | None:
    """The first kept tile (in the set's order) whose place `tile` could take without
    bringing any line nearer: keeping `tile` instead of it leaves every distance as it is."""
    now = block.line_distances(kept)
    for k, held in enumerate(kept):
        if held and k != _J:
            swapped = list(kept)
            swapped[k] -= 1
            swapped[tile.order] += 1
            if block.line_distances(swapped) == now:
                return ALL_KINDS[k]
    return None


def _reasons(rack: Sequence[Tile], own: Sequence[Tile], lines: Sequence[Line]) -> tuple[Reason, ...]:
    """One `Reason` per tile of `own`, each measured on the rack as it is when that tile goes."""
    block = _block(lines)
    counts = _counts(rack)
    kept = list(counts)
    for tile in own:
        kept[tile.order] -= 1
    all_needed = _needed(kept, block) == kept  # no tile kept can go without costing a line
    out = []
    for tile in own:
        k = tile.order
        before = block.line_distances(counts)
        need = _needed(counts, block)
        held = counts[k]
        counts[k] -= 1
        after = block.line_distances(counts)
        hurt = tuple(line for line, b, a in zip(lines, before, after) if a > b)
        if not need[k]:
            out.append(Reason("free", tile, held))
        elif not hurt:
            out.append(Reason("spare", tile, held, need[k]))
        elif all(before[i] > min(before) for i, line in enumerate(lines) if line in hurt):
            nearest = tuple(line for line, b in zip(lines, before) if b == min(before))
            out.append(Reason("further", tile, held, hurt=hurt, nearest=nearest))
        elif not all_needed:
            # The pass keeps a tile no line needs, and swapping it for this one would leave
            # every line as far as the pass leaves it (the pass is best, so never nearer):
            # with the rest of the pass, this tile costs no more than that one.
            out.append(Reason("even", tile, held, hurt=hurt, other=_even_swap(kept, tile, block)))
        else:
            spare_for = []
            most = 0
            for i, line in enumerate(lines):
                if line in hurt or k not in block.compiled[i].wanted:
                    continue
                one = _block((line,))
                line_need = _needed([*counts[:k], held, *counts[k + 1:]], one)[k]
                if 0 < line_need < held:
                    spare_for.append(line)
                    most = max(most, line_need)
            if spare_for:
                out.append(Reason("extra", tile, held, most, hurt, tuple(spare_for), all_needed=True))
            else:
                out.append(Reason("every", tile, held, hurt=hurt, all_needed=True))
    return tuple(out)


def _reason_sentence(reason: Reason, lines: Sequence[Line]) -> str:
    """The sentence for one `Reason` (`coach.<kind>`)."""
    name = reason.tile.name
    if reason.kind == "free":
        return say("coach.free", tile=name, none=say("words.neither_line") if len(lines) == 2 else say("words.no_line"))
    if reason.kind == "spare":
        return say("coach.spare", tile=name, held=reason.held, need=reason.need)
    if reason.kind == "further":
        return say("coach.further", tile=name, lines=_names(reason.hurt), nearest=_names(reason.nearest))
    if reason.kind == "extra":
        return say("coach.extra", tile=name, held=reason.held, need=reason.need, lines=_names(reason.hurt),
                   spare_for=_names(reason.spare_for))
    if reason.kind == "even" and reason.other is not None:
        return say("coach.even", tile=name, lines=_names(reason.hurt), other=reason.other.name)
    return say("coach.every", tile=name, lines=_names(reason.hurt))


def _sentences(rack: Sequence[Tile], own: Sequence[Tile], blind: int, lines: Sequence[Line]) -> tuple[str, ...]:
    useful = helps(rack, lines)
    out = [_reason_sentence(reason, lines) for reason in _reasons(rack, own, lines)]
    if blind:
        out.append(say_count("coach.blind", blind))
    kept = sorted({t for t in rack if t not in own and useful.get(t)}, key=lambda t: t.order)
    if kept:
        shown = ", ".join(translate(t.name) for t in kept[:6])
        if len(kept) > 6:
            shown = say("words.and_the_rest", tiles=shown)
        by_line = [
            say("coach.keep_for", tiles=", ".join(translate(t.name) for t in kept if line in useful[t]), line=line.name)
            for line in lines
            if any(line in useful[t] for t in kept)
        ]
        out.append(say("coach.keep", tiles=shown, detail="; ".join(by_line)))
    return tuple(out)


def _offer(counts: Sequence[int], block: _Block) -> int:
    spare = sum(counts[k] for k in block.free)  # tiles no line can use help none
    if spare < 3:
        state = _rows(counts, block)
        jokers = counts[_J]
        bests = [line[4] for line in state]
        for k in block.wanted:  # then the kinds whose loss leaves every line where it was
            if counts[k] and _one_fewer(state, k, counts[k], jokers) == bests:
                spare += counts[k]
                if spare >= 3:
                    break
    return min(3, spare)


def courtesy_offer(rack: str | Iterable[str | Tile], lines: Sequence[Line]) -> int:
    """Offer as many tiles as help no line, up to 3 (C2)."""
    return _offer(_counts(parse_tiles(rack)), _block(as_lines(lines)))


def _stops(counts: Sequence[int], block: _Block, before: list[int] | None = None) -> bool:
    _own, _blind, before, after = _search(counts, _PASS_4, block, None, before)
    return min(after) > min(before)


def wants_to_stop(rack: str | Iterable[str | Tile], lines: Sequence[Line]) -> bool:
    """Stop the second Charleston only when pass 4 would cost the nearest line a tile (X1).

    Passing three tiles that help no line can only bring a rack nearer, so going on is
    the default (the lab: going on beats stopping by about 0.9 tiles). Once fewer than
    three tiles are spare, the coach's best pass 4 (no blind pass: B1) gives up a tile a
    line needs, and the second Charleston is a risk worth refusing.
    """
    return _stops(_counts(parse_tiles(rack)), _block(as_lines(lines)))


@dataclass(frozen=True)
class Grade:
    """A learner's pass graded twice: legal or not, and how good against the best."""

    verdict: Verdict
    before: tuple[int, ...]
    after: tuple[int, ...] | None  # None when the pass is illegal
    best_after: tuple[int, ...]
    lines: tuple[Line, ...]
    blind: int = 0  # tiles the learner forwarded unseen
    best_blind: int = 0  # and the coach

    @property
    def as_good_as_best(self) -> bool:
        """As good as the coach's pass by the coach's own measure: the nearest line, then
        the tiles left to chance unseen, then the other lines (the score `suggest_pass`
        minimises, compared in whole hundredths so that equal passes compare equal)."""
        if self.after is None:
            return False
        return _hundredths(self.after, self.blind) <= _hundredths(self.best_after, self.best_blind)


def _hundredths(after: Sequence[int], blind: int) -> int:
    """100 x the coach's score of a pass: min(after) + BLIND_COST * blind + 0.01 * sum(after)."""
    return 100 * min(after) + _BLIND_KEY * blind + sum(after)


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
    lines = _nearest_lines(_counts(tiles)) if lines is None else as_lines(lines)
    advice = suggest_pass(tiles, step, lines, agreed=agreed)
    verdict = check_pass(step, tiles, choice.own, blind=choice.blind, agreed=agreed)
    after = None
    if verdict.ok:
        counts = _counts(tiles)
        for tile in choice.own:
            counts[_INDEX[tile]] -= 1
        after = tuple(_compiled(line).distance(counts) for line in lines)
    return Grade(verdict, advice.before, after, advice.after, lines, choice.blind, advice.choice.blind)


class Coach:
    """A bot for the table's other seats (a `strategies.Strategy`): it re-picks its two
    nearest card lines every time it decides, and follows the coach's advice."""

    def __init__(self, card: Sequence[Line] = CARD, lines: int = 2) -> None:
        self.card = card if card is CARD else as_lines(card, "card")
        self.n = lines if type(lines) is int and 1 <= lines <= MAX_LINES else whole(lines, "lines", 1, MAX_LINES)
        self._card: _Block | None = None  # the card stacked, on first use

    def _lines(self, rack: Sequence[Tile]) -> tuple[Line, ...]:
        return self._aim(rack)[1].lines

    def _aim(self, rack: Sequence[Tile]) -> tuple[tuple[int, ...], _Block, list[int]]:
        """The rack's counts, the block of its nearest lines, and their distances."""
        card = self._card
        if card is None:
            card = self._card = _block(self.card)
        counts, _total, best = card.measure(rack)
        return (counts, *card.nearest(best, self.n))

    def choose_pass(self, view: SeatView) -> PassChoice:
        step = checked_view(view, step=True).step
        counts, block, before = self._aim(view.rack)
        kinds, blind, _before, _after = _search(counts, step, block, view.agreed, before)
        return _choice(kinds, blind)

    def wants_to_stop(self, view: SeatView) -> bool:
        return _stops(*self._aim(checked_view(view).rack))

    def courtesy_offer(self, view: SeatView) -> int:
        counts, block, _before = self._aim(checked_view(view).rack)
        return _offer(counts, block)

    def declares(self, view: SeatView) -> bool:
        checked_view(view)
        return True
