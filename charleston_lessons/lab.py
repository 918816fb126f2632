"""The strategy lab: seeded Monte Carlo experiments on the coach's advice (core).

Three experiments, each over many dealt tables, each returning plain data (per-deal
distances, means, 95% intervals, counts) and a short summary:

- `coached_vs_random`: how much nearer a line one coached pass leaves a seat than a
  random legal pass of the same rack (G1, G2).
- `blind_vs_break`: late in the first Charleston (pass 3), on racks where three tiles
  from the rack would break a pair a line needs, forwarding unseen against breaking
  the pair (G3, B2): the English source's claim that forwarding costs less.
- `stop_vs_continue`: after pass 3, stopping the second Charleston (courtesy pass only)
  against playing passes 4 to 7 (X1, X2, C1).

How a deal is played. Deal `i` of `seed` is `Table.deal(s)` for the `i`-th number `s` of
`random.Random(seed)`, so the first 300 deals of a 10,000-deal run are the 300 deals of a
300-deal run (`_deal` deals the same racks and wall without building the table). The
passes are then played on plain tile lists by `_route`, which moves tiles exactly as
`Table.play_pass` does (the same bundles, including blind forwarding and the all-forward
standoff of B5) but skips the table's checks and event log, because the lab plays a
hundred thousand passes; `tests/test_lab.py` checks both agree with the table. The
players are `strategies.Strategy` objects: the seat under study follows `coach.Coach`,
the other three are `strategies.RandomStrategy` players (`others="random"`, the default)
or coaches too (`others="coach"`, a little slower: every coached seat is one coach
decision per pass). Distances are `hands.distance`'s, worked on count vectors by the
coach's stacked lines (`tests/test_coach.py` checks they agree), to the invented card
(`hands.CARD`, G5).

Fairness. In every experiment the two arms start from the same rack at the same table.
Whatever does not depend on the seat's own choice is drawn once and shared: the other
seats' choices on the pass being compared, and, on a blind pass, the order each seat puts
its own tiles down in, so which of them the next seat forwards unseen (one random order
of three places per seat and pass, the same in both arms).
Later passes use random players seeded the same way in both arms. Each comparison is
paired, deal by deal; its interval is the normal approximation, mean +- 1.96 standard
errors.

Cost. Each experiment is built to need few coach decisions per deal, and
`LabResult.coach_calls` counts them; `benchmarks/coach.py` times each experiment and
shows where the time goes.
"""

from __future__ import annotations

import math
import random
import statistics
from bisect import bisect_left
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, replace
from operator import attrgetter

from charleston_lessons.shown import scrolling
from charleston_lessons.coach import (
    _J,
    Coach,
    _block,
    _choice,
    _counts,
    _gains,
    _hurt,
    _nearest_distance,
    _nearest_lines,
    _rows,
    _search,
    nearest_distance,
)
from charleston_lessons._input import whole
from charleston_lessons.hands import Line
from charleston_lessons.messages import say
from charleston_lessons.rules import (
    SEATS,
    Seat,
    as_seat,
    courtesy_count,
    pass_step,
    receiver,
    sender,
)
from charleston_lessons.strategies import RandomStrategy, SeatView, Strategy
from charleston_lessons.table import PassChoice, shuffle_and_cut
from charleston_lessons.tiles import Tile

__all__ = [
    "EXPERIMENTS",
    "MAX_DEALS",
    "Arm",
    "Comparison",
    "LabResult",
    "Progress",
    "blind_vs_break",
    "coached_vs_random",
    "deal_seeds",
    "nearest_distance",
    "stop_vs_continue",
]

Progress = Callable[[int, int], None]
Racks = dict[Seat, list[Tile]]
Z95 = 1.959963984540054  # the normal distribution's 97.5th percentile
_ORDER = attrgetter("order")  # racks are kept sorted, as the table keeps them

# ------------------------------------------------------------------ results


@dataclass(frozen=True)
class Arm:
    """One set of per-deal numbers (distances, or paired differences) and their mean."""

    label: str
    values: tuple[float, ...]

    @property
    def n(self) -> int:
        return len(self.values)

    @property
    def mean(self) -> float:
        return statistics.fmean(self.values) if self.values else math.nan

    @property
    def interval(self) -> tuple[float, float]:
        """The 95% interval of the mean (normal approximation); (nan, nan) below 2 values."""
        if self.n < 2:
            return (math.nan, math.nan)
        half = Z95 * statistics.stdev(self.values) / math.sqrt(self.n)
        return (self.mean - half, self.mean + half)


@dataclass(frozen=True)
class Comparison:
    """Two arms measured on the same deals at one moment; `a` is the advice under test."""

    moment: str
    a: Arm
    b: Arm

    @property
    def difference(self) -> Arm:
        """Per deal, `a` minus `b`: below 0 means `a` left the seat nearer its line."""
        return Arm(say("lab.difference", a=self.a.label, b=self.b.label),
                   tuple(x - y for x, y in zip(self.a.values, self.b.values)))

    @property
    def counts(self) -> tuple[int, int, int]:
        """How many deals `a` was nearer, level, and further than `b`."""
        diffs = self.difference.values
        return (sum(d < 0 for d in diffs), sum(d == 0 for d in diffs), sum(d > 0 for d in diffs))

    def as_dict(self) -> dict:
        diff = self.difference
        return {
            "moment": self.moment,
            **{f"{key}_label": arm.label for key, arm in (("a", self.a), ("b", self.b))},
            **{key: list(arm.values) for key, arm in (("a", self.a), ("b", self.b), ("difference", diff))},
            **{f"{key}_mean": arm.mean for key, arm in (("a", self.a), ("b", self.b), ("difference", diff))},
            **{f"{key}_interval": list(arm.interval)
               for key, arm in (("a", self.a), ("b", self.b), ("difference", diff))},
            "a_nearer": self.counts[0],
            "level": self.counts[1],
            "a_further": self.counts[2],
        }


def _capital(text: str) -> str:
    return text[:1].upper() + text[1:]


def _num(x: float) -> str:
    return "n/a" if math.isnan(x) else f"{x:.2f}"


@dataclass(frozen=True)
class LabResult:
    """What an experiment found: its comparisons, how many deals it played and counted."""

    experiment: str
    title: str
    seed: int
    deals: int  # deals played
    counted: int  # deals that entered the comparisons
    comparisons: tuple[Comparison, ...]
    coach_calls: int  # coach decisions the whole run made (its main cost)
    seat: Seat = Seat.SOUTH
    others: str = "random"
    note: str = ""

    def lines(self) -> list[str]:
        """The summary, one sentence per line."""
        out = [say("lab.summary.head", title=self.title, deals=self.deals, seed=self.seed, seat=self.seat,
                   counted=self.counted)]
        if self.note:
            out.append(self.note)
        for comp in self.comparisons:
            diff = comp.difference
            low, high = diff.interval
            nearer, level, further = comp.counts
            out.append(
                say("lab.summary.moment", moment=_capital(comp.moment), a=comp.a.label, a_mean=_num(comp.a.mean),
                    b=comp.b.label, b_mean=_num(comp.b.mean), diff=_num(diff.mean), low=_num(low),
                    high=_num(high), nearer=nearer, level=level, further=further, n=diff.n)
            )
        return out

    def summary(self) -> str:
        return "\n".join(self.lines())

    def __repr__(self) -> str:
        return self.summary()

    def _repr_html_(self) -> str:
        from html import escape

        cell = "padding:2px 10px;border-bottom:1px solid var(--jp-border-color2,#e0e0e0);text-align:left"
        head = [say("lab.column.moment"), say("lab.column.a"), say("lab.column.b"), say("lab.column.difference"),
                say("lab.column.counts")]
        rows = []
        for comp in self.comparisons:
            diff = comp.difference
            nearer, level, further = comp.counts
            rows.append([
                comp.moment,
                say("lab.cell.labelled", label=comp.a.label, mean=_num(comp.a.mean),
                    low=_num(comp.a.interval[0]), high=_num(comp.a.interval[1])),
                say("lab.cell.labelled", label=comp.b.label, mean=_num(comp.b.mean),
                    low=_num(comp.b.interval[0]), high=_num(comp.b.interval[1])),
                say("lab.cell.mean", mean=_num(diff.mean), low=_num(diff.interval[0]), high=_num(diff.interval[1])),
                say("lab.column.counts_value", nearer=nearer, level=level, further=further),
            ])
        table = scrolling(
            '<table style="border-collapse:collapse;color:var(--jp-ui-font-color1,#212121)">'
            + "<tr>" + "".join(f'<th style="{cell}">{escape(h)}</th>' for h in head) + "</tr>"
            + "".join("<tr>" + "".join(f'<td style="{cell}">{escape(v)}</td>' for v in row) + "</tr>"
                      for row in rows)
            + "</table>",
            self.title,
        )
        lead = escape(self.lines()[0]) + (f"<br>{escape(self.note)}" if self.note else "")
        foot = escape(say("lab.column.note"))
        return (f'<div class="cl-lab-result" style="color:var(--jp-ui-font-color1,#212121)">'
                f"<p>{lead}</p>{table}<p style=\"font-size:90%\">{foot}</p></div>")

    def as_dict(self) -> dict:
        """Plain data: numbers, lists and strings only."""
        return {
            "experiment": self.experiment,
            "title": self.title,
            "seed": self.seed,
            "deals": self.deals,
            "counted": self.counted,
            "seat": str(self.seat),
            "others": self.others,
            "coach_calls": self.coach_calls,
            "note": self.note,
            "comparisons": [comp.as_dict() for comp in self.comparisons],
            "summary": self.summary(),
        }


# ---------------------------------------------------------------- the engine


MAX_DEALS = 100_000  # deals in one experiment: ten times the lab's own runs, about a minute or two


def deal_seeds(seed: int, deals: int) -> list[int]:
    """The table seed of each deal: a prefix of the same sequence for any number of deals
    (1 to `MAX_DEALS`; anything else is a `ValueError`)."""
    deals = _number(deals, "lab.error.deals", 1, MAX_DEALS)
    seed = _number(seed, "lab.error.seed")
    rng = random.Random(seed)
    return [rng.getrandbits(32) for _ in range(deals)]


_STEPS = {n: pass_step(n) for n in range(1, 8)}
# Whose bundle each seat receives on each pass (S2), looked up once.
_FROM = {n: {seat: sender(seat, info.direction) for seat in SEATS} for n, info in _STEPS.items()}
_ACROSS = {seat: receiver(seat, "across") for seat in SEATS}  # the courtesy pairs (C2)


def _deal(table_seed: int) -> tuple[Racks, list[Tile]]:
    """The racks (sorted) and wall of `Table.deal(table_seed)`, without building the table."""
    racks, wall, _rng = shuffle_and_cut(table_seed)
    return {seat: sorted(rack, key=_ORDER) for seat, rack in racks.items()}, wall


def _without(rack: Sequence[Tile], own: Sequence[Tile]) -> list[Tile]:
    """`rack` less the tiles in `own`: found by bisection, racks being sorted (on a rack
    that is not, a bisection that misses falls back to `list.remove`)."""
    kept = list(rack)
    for tile in own:
        at = bisect_left(kept, tile.order, key=_ORDER)
        if at < len(kept) and kept[at].order == tile.order:
            del kept[at]
        else:
            kept.remove(tile)
    return kept


def _route(racks: Mapping[Seat, Sequence[Tile]], step: int, choices: Mapping[Seat, PassChoice],
           orders: Mapping[Seat, Sequence[int]]) -> Racks:
    """The racks after a pass, moved as `Table._route` moves them (B5).

    `orders[seat]` is a random order of 0, 1 and 2: the seat hands its own tiles (sorted)
    over in that order, leaving out the numbers it has no tile for (the table draws the
    same with `sample`); then it forwards the first arrivals and keeps the rest. Only
    looked up when someone forwards unseen.
    """
    came = _FROM[step]
    after = {seat: _without(rack, choices[seat].own) for seat, rack in racks.items()}
    if not any(choices[seat].blind for seat in racks):
        # Nothing forwarded: each seat keeps the bundle it receives.
        for seat, rack in after.items():
            rack += choices[came[seat]].own
            rack.sort(key=_ORDER)
        return after
    own = {seat: sorted(choices[seat].own, key=_ORDER) for seat in racks}
    if not any(own.values()):  # all four forward all three: the I.O.U. standoff
        return {seat: list(rack) for seat, rack in racks.items()}
    size = {seat: len(tiles) for seat, tiles in own.items()}
    bundles = {seat: [tiles[p] for p in orders[seat] if p < size[seat]] if size[seat] > 1 else tiles
               for seat, tiles in own.items()}
    for keeper, rack in after.items():
        source = came[keeper]
        for index in range(choices[keeper].blind, size[source] + choices[source].blind):
            seat, slot = source, index
            while slot >= size[seat]:  # forwarded: the sender's earlier arrival
                slot -= size[seat]
                seat = came[seat]
            rack.append(bundles[seat][slot])
        rack.sort(key=_ORDER)
    return after


_new = object.__new__


class _View(SeatView):
    """A `SeatView` of a sorted rack: jokers sort last, so the passable tiles are the rack
    up to its first joker (the same tuple `SeatView.passable` gives, found faster)."""

    @property
    def passable(self) -> tuple[Tile, ...]:
        rack = self.rack
        end = len(rack)
        while end and rack[end - 1].is_joker:
            end -= 1
        return rack if end == len(rack) else rack[:end]


class _Deal:
    """One dealt table played pass by pass on tile lists, with shareable random draws."""

    def __init__(self, table_seed: int, seat: Seat, others: str) -> None:
        self.seed = table_seed
        self.seat = seat
        self.others = others
        self.racks, self.wall = _deal(table_seed)
        self.coach = Coach()
        self.calls = 0
        self._players: dict[Seat, Strategy] = {}
        self._orders: dict[int, dict[Seat, list[int]]] = {}
        self.reset_players()

    def reset_players(self, salt: int = 0) -> None:
        """Fresh players for the other seats, seeded from the deal: the same in every arm."""
        for i, s in enumerate(SEATS):
            if s != self.seat:
                self._players[s] = (self.coach if self.others == "coach"
                                    else RandomStrategy(seed=self.seed * 16 + i + 4 * salt))

    def orders(self, step: int) -> dict[Seat, list[int]]:
        """The order each seat puts its own tiles down in on `step` (shared by arms)."""
        if step not in self._orders:
            rng = random.Random(self.seed * 8 + step)
            self._orders[step] = {s: rng.sample(range(3), 3) for s in SEATS}
        return self._orders[step]

    def view(self, seat: Seat, step: int, racks: Racks | None = None, agreed: int | None = None) -> SeatView:
        # A frozen dataclass, filled in directly: its `__init__` only sets these four fields.
        view = _new(_View)
        fields = view.__dict__
        fields["seat"] = seat
        fields["rack"] = tuple((racks or self.racks)[seat])
        fields["step"] = _STEPS[step]
        fields["agreed"] = agreed
        return view

    def coached(self, step: int, racks: Racks | None = None, agreed: int | None = None) -> PassChoice:
        self.calls += 1
        return self.coach.choose_pass(self.view(self.seat, step, racks, agreed))

    def others_choose(self, step: int, racks: Racks | None = None,
                      agreed: Mapping[Seat, int] | None = None) -> dict[Seat, PassChoice]:
        racks = racks or self.racks
        out = {}
        for s, player in self._players.items():
            if player is self.coach:
                self.calls += 1
            out[s] = player.choose_pass(self.view(s, step, racks, agreed[s] if agreed else None))
        return out

    def route(self, racks: Racks, step: int, choices: Mapping[Seat, PassChoice]) -> Racks:
        """`_route`, drawing the forwarding orders only when someone forwards unseen."""
        blind = any(choice.blind for choice in choices.values())
        return _route(racks, step, choices, self.orders(step) if blind else {})

    def play(self, step: int, racks: Racks | None = None, mine: PassChoice | None = None,
             others: Mapping[Seat, PassChoice] | None = None) -> Racks:
        """Play `step` from `racks` (default: the deal's own) and return the racks after."""
        racks = racks or self.racks
        mine = mine if mine is not None else self.coached(step, racks)
        choices = dict(others if others is not None else self.others_choose(step, racks))
        choices[self.seat] = mine
        return self.route(racks, step, choices)

    def courtesy(self, racks: Racks) -> Racks:
        """Offers (the coach for the seat, each player's own way for the others), then pass 7."""
        offers = {}
        for s in SEATS:
            player = self.coach if s == self.seat else self._players[s]
            offers[s] = player.courtesy_offer(self.view(s, 7, racks))
        agreed = {}
        for s in SEATS:
            agreed[s] = courtesy_count(offers[s], offers[_ACROSS[s]])
        choices = self.others_choose(7, racks, agreed)
        choices[self.seat] = self.coached(7, racks, agreed[self.seat])
        return self.route(racks, 7, choices)


def _number(value: object, key: str, low: int | None = None, high: int | None = None) -> int:
    """`value` as an int (numpy's integers too, never a bool) from `low` to `high`; else the
    sentence `key` (a `ValueError`, as for every bad input in the course)."""
    try:
        return whole(value, key, low, high)
    except ValueError:
        raise ValueError(say(key, value=value, most=MAX_DEALS)) from None


def _check(deals: int, seed: int, seat: Seat | str, others: str,
           progress: Progress | None) -> tuple[int, int, Seat]:
    """The deals, seed and seat, once the inputs are known good; a sentence naming the bad
    one otherwise."""
    deals = _number(deals, "lab.error.deals", 1, MAX_DEALS)
    seed = _number(seed, "lab.error.seed")
    if not (isinstance(others, str) and others in ("random", "coach")):
        raise ValueError(say("lab.error.others", value=others))
    if progress is not None and not callable(progress):
        raise ValueError(say("lab.error.progress", value=progress))
    return deals, seed, as_seat(seat)


def _run(deals: int, seed: int, progress: Progress | None, one: Callable[[int], bool]) -> int:
    """Call `one(table_seed)` for every deal, reporting progress about 100 times; count True."""
    counted = 0
    every = max(1, deals // 100)
    if progress:
        progress(0, deals)
    for done, table_seed in enumerate(deal_seeds(seed, deals), start=1):
        counted += bool(one(table_seed))
        if progress and (done % every == 0 or done == deals):
            progress(done, deals)
    return counted


# --------------------------------------------------------------- experiments


def coached_vs_random(
    deals: int,
    seed: int,
    *,
    seat: Seat | str = "South",
    step: int = 1,
    others: str = "random",
    progress: Progress | None = None,
) -> LabResult:
    """One pass, twice from the same rack: the coach's choice against a random legal one.

    Design: deal; play passes 1 to `step - 1` with the seat following the coach (nobody
    stops after pass 3); then on pass `step` the seat passes once as the coach says and
    once as `RandomStrategy` does (on passes 3 and 6 it sometimes forwards unseen), while
    the other three make one choice shared by both arms, so the same tiles arrive and a
    blind pass uses the same random orders (B5). Measured twice, per deal:

    - right after passing, before anything arrives: distance to the nearer of the two
      lines the seat was aiming for (its two nearest card lines when it passed);
    - once the tiles have arrived: distance to the nearest card line (the seat may switch).

    Only one pass is compared, not the whole Charleston, so each deal costs one coach
    decision at `step=1` (plus one per earlier pass, and three per pass for `others="coach"`).
    """
    deals, seed, you = _check(deals, seed, seat, others, progress)
    step = _number(step, "lab.error.step", 1, 6)
    now_a, now_b, after_a, after_b = [], [], [], []
    calls = [0]

    def one(table_seed: int) -> bool:
        game = _Deal(table_seed, you, others)
        racks = game.racks
        for earlier in range(1, step):
            racks = game.play(earlier, racks)
        rack = racks[you]
        lines = _nearest_lines(_counts(rack))
        shared = game.others_choose(step, racks)
        coached = game.coached(step, racks)
        randomly = RandomStrategy(seed=table_seed * 16 + 7).choose_pass(game.view(you, step, racks))
        for choice, now, after in ((coached, now_a, after_a), (randomly, now_b, after_b)):
            kept = list(rack)
            for tile in choice.own:
                kept.remove(tile)
            now.append(_nearest_distance(kept, lines))
            after.append(_nearest_distance(game.play(step, racks, choice, shared)[you]))
        calls[0] += game.calls
        return True

    counted = _run(deals, seed, progress, one)
    coached_label, random_label = say("lab.arm.coached"), say("lab.arm.random")
    comparisons = (
        Comparison(say("lab.moment.sent", step=step), Arm(coached_label, tuple(now_a)),
                   Arm(random_label, tuple(now_b))),
        Comparison(say("lab.moment.arrived", step=step), Arm(coached_label, tuple(after_a)),
                   Arm(random_label, tuple(after_b))),
    )
    return LabResult("coached_vs_random", say("lab.title.coached", step=step), seed, deals, counted,
                     comparisons, calls[0], you, others)


def _spare(rack: Sequence[Tile], lines: Sequence[Line], limit: int | None = None) -> list[Tile]:
    """Rack tiles that can all go together without moving either line further (G1, G2):
    taken greedily in rack order, each kept only if the lines stay where they were.
    With `limit`, only the first `limit` of them (the same greedy walk, stopped early).

    Worked incrementally, row by row (the formula of `coach._Compiled.distance`): giving
    away one of a kind held `h` times, in a row that wants `small` of it in singles and
    pairs and `big` in pungs and larger, places one natural fewer when `h <= small + big`
    and frees one joker slot as well when `small < h`; a line stays where it was when its
    best row fills as many slots as before.
    """
    block = _block(lines)
    counts, total = block.count(rack)
    jokers = counts[_J]
    wanted = block.uses
    state = _rows(counts, block, total)  # per line: rows by kind, naturals, room, filled, best
    spare: list[Tile] = []
    stop = len(rack) if limit is None else limit
    refused = -1  # a kind just refused stays refused until another is taken
    for tile in rack:
        if len(spare) >= stop:
            break
        kind = tile.order
        if kind == refused or kind == _J:
            continue
        if kind not in wanted:  # no line can use it: no distance moves
            spare.append(tile)
            continue
        held = counts[kind]
        changes = []
        for by_kind, naturals, room, filled, best, _ in state:
            rows = by_kind.get(kind)
            if rows is None:
                continue
            moved = []
            holds = False  # does a row this tile lowers still fill the best?
            for r, small, big in rows:
                if held <= small + big:
                    placed = naturals[r] - 1
                    left = room[r] + (small < held)
                    now = placed + (jokers if jokers < left else left)
                    moved.append((r, placed, left, now))
                    holds = holds or now == best
            if not moved:
                continue
            if not holds:
                touched = {r for r, _, _, _ in moved}
                if not any(f == best for r, f in enumerate(filled) if r not in touched):
                    refused = kind
                    break
            changes.append((naturals, room, filled, moved))
        else:
            for naturals, room, filled, moved in changes:
                for r, placed, left, now in moved:
                    naturals[r], room[r], filled[r] = placed, left, now
            counts[kind] -= 1
            spare.append(tile)
            refused = -1
    return spare


def _breaks_pair(rack: Sequence[Tile], own: Sequence[Tile], lines: Sequence[Line]) -> bool:
    """Whether `own` gives up a tile the rack holds two or more of and a line needs
    (`coach.helps`, asked only about those tiles)."""
    counts = _counts(rack)
    pairs = {tile.order for tile in own if counts[tile.order] >= 2}
    return bool(pairs) and any(any(worse) for worse in _hurt(counts, _block(lines), pairs).values())


def _build_spot(rack: list[Tile], wall: list[Tile], rounds: int = 3) -> bool:
    """Give `rack` a lucky round, in place: while three or more of its tiles help neither of
    its two nearest lines, swap the first such tile for the first wall tile (never a
    joker) that brings the nearer line one tile closer. The lines are chosen afresh up to
    `rounds` times, since a swap can change which line is second nearest. True when the
    rack ends with fewer than three spare tiles for its two nearest lines."""
    return _lucky_round(rack, wall, rounds) is not None


def _lucky_round(rack: list[Tile], wall: list[Tile], rounds: int = 3,
                 start: tuple[tuple[Line, ...], list[Tile]] | None = None
                 ) -> tuple[tuple[Line, ...], list[Tile]] | None:
    """`_build_spot`, returning the rack's two nearest lines and its spare tiles for them
    (fewer than three) when it succeeds, None when it does not. `start`: the lines and
    the first three spare tiles of the rack as it is, when already known."""
    lines, spare = start or _aim_spare(rack)
    for _ in range(rounds):
        target = _block(lines[:1])
        for _ in range(len(rack)):  # each swap leaves one spare tile fewer, so this is enough
            if len(spare) < 3:
                break
            # the kinds one more of which brings the nearer line closer (only kinds it uses)
            closer = {kind for kind, nearer in _gains(_counts(rack), target).items() if nearer[0]}
            for index, tile in enumerate(wall):
                if tile.order in closer:
                    break
            else:
                return None
            rack.remove(spare[0])
            rack.append(wall[index])
            rack.sort(key=_ORDER)
            wall[index] = spare[0]
            spare = _spare(rack, lines, 3)
        lines, spare = _aim_spare(rack)  # the lines afresh
        if len(spare) < 3:
            return lines, spare
    return None


def _aim_spare(rack: Sequence[Tile]) -> tuple[tuple[Line, ...], list[Tile]]:
    """The rack's two nearest card lines and its first three spare tiles for them."""
    lines = _nearest_lines(_counts(rack))
    return lines, _spare(rack, lines, 3)


def blind_vs_break(
    deals: int,
    seed: int,
    *,
    seat: Seat | str = "South",
    others: str = "random",
    progress: Progress | None = None,
) -> LabResult:
    """Pass 3 on a set rack: forward unseen, or break a pair a line needs (G3, B2)?

    G3's spot: fewer than three of the seat's tiles help neither of its two nearest lines,
    so three tiles from the rack must include one a line needs, and the coach's best three
    from the rack (blind passing ruled out) give up a tile of a pair, or larger group, that
    a line needs. From that rack, on pass 3:

    - forward unseen: pass the tiles that help neither line and forward the rest of the
      three unseen (B2), keeping only the arrivals not forwarded;
    - break the pair: pass the coach's best three tiles from the rack, keep all arrivals.

    The other seats' pass-3 choices are shared, so the same tiles arrive. Both arms then
    play the second Charleston (passes 4 to 6, nobody stops, X2) with the seat following
    the coach, the others seeded alike. Measured: the nearest-line distance right after
    sending pass 3 (before anything arrives: to the seat's two lines), after pass 3, and
    after pass 6.

    Reaching the spot. Random deals rarely reach it by pass 3 (about 2 racks in 100 after
    two coached passes, in 10,000 deals), so the lab builds it: it deals, plays passes 1 and 2 with the
    seat following the coach, and then, if the seat still has three or more spare tiles,
    gives it a lucky round (`_build_spot`): spare tiles are swapped for wall tiles its
    nearest line needs until fewer than three are left. The wall is not used in the
    Charleston, so no other rack changes. The note says how many racks were in the spot
    without help. A deal counts when the rack then breaks a pair as above.

    Cost per deal: two coach decisions, plus one (the pass-3 break) on a rack in the spot,
    plus six on a deal that counts (passes 4 to 6 in both arms).
    """
    deals, seed, you = _check(deals, seed, seat, others, progress)
    sent_blind, sent_break, blind3, break3, blind6, break6 = [], [], [], [], [], []
    natural = [0]
    calls = [0]
    no_blind = replace(pass_step(3), blind_allowed=False)

    def one(table_seed: int) -> bool:
        game = _Deal(table_seed, you, others)
        racks = game.play(2, game.play(1, game.racks))
        rack = racks[you]
        start = _aim_spare(rack)
        in_spot = len(start[1]) < 3
        spot = start if in_spot else _lucky_round(rack, game.wall, start=start)
        if spot is None:
            calls[0] += game.calls
            return False
        lines, spare = spot  # fewer than three spare tiles: all of them
        game.calls += 1
        # the coach's best three from the rack (`suggest_pass(rack, no_blind, lines).choice`)
        breaking = _choice(*_search(_counts(rack), no_blind, _block(lines), None)[:2])
        if not _breaks_pair(rack, breaking.own, lines):
            calls[0] += game.calls
            return False
        natural[0] += in_spot
        blind = PassChoice(tuple(spare), 3 - len(spare))
        shared = game.others_choose(3, racks)
        for choice, sent, at3, at6 in ((blind, sent_blind, blind3, blind6), (breaking, sent_break, break3, break6)):
            kept = list(rack)
            for tile in choice.own:
                kept.remove(tile)
            sent.append(_nearest_distance(kept, lines))
            game.reset_players(salt=1)
            after = game.play(3, racks, choice, shared)
            at3.append(_nearest_distance(after[you]))
            for later in (4, 5, 6):
                after = game.play(later, after)
            at6.append(_nearest_distance(after[you]))
        calls[0] += game.calls
        return True

    counted = _run(deals, seed, progress, one)
    blind_label, break_label = say("lab.arm.blind"), say("lab.arm.break")
    comparisons = (
        Comparison(say("lab.moment.sent", step=3), Arm(blind_label, tuple(sent_blind)),
                   Arm(break_label, tuple(sent_break))),
        Comparison(say("lab.moment.pass", step=3), Arm(blind_label, tuple(blind3)), Arm(break_label, tuple(break3))),
        Comparison(say("lab.moment.pass", step=6), Arm(blind_label, tuple(blind6)), Arm(break_label, tuple(break6))),
    )
    note = say("lab.note.blind", counted=counted, deals=deals, natural=natural[0])
    return LabResult("blind_vs_break", say("lab.title.blind"), seed, deals, counted, comparisons, calls[0], you,
                     others, note)


def stop_vs_continue(
    deals: int,
    seed: int,
    *,
    seat: Seat | str = "South",
    others: str = "random",
    near: int = 6,
    progress: Progress | None = None,
) -> LabResult:
    """After pass 3: stop the second Charleston (courtesy only) or play passes 4 to 7 (X1, X2).

    Design: deal; play passes 1 to 3 with the seat following the coach. From the racks
    after pass 3, the table is played twice: stopped (straight to the courtesy pass, C1)
    and not stopped (passes 4, 5 and 6, then the courtesy pass). The seat follows the
    coach in both, offers and passes on the courtesy pass as the coach says; the others
    play the same way in both (`others`), from the same seeds. Measured: the seat's
    nearest-line distance once the courtesy pass is over, over all deals and again over
    the deals where the seat was already within `near` tiles of a line after pass 3 (the
    racks a player might think of stopping for). The note gives the mean distance after
    pass 3, where both arms start, and how often the coach itself would stop (X1).

    Cost per deal: three coach decisions for passes 1 to 3, one for the coach's own stop
    question, one for each courtesy pass, three for passes 4 to 6: nine (and three more
    per pass for `others="coach"`).
    """
    deals, seed, you = _check(deals, seed, seat, others, progress)
    near = _number(near, "lab.error.near", 0, 14)
    stopped, played, start, coach_stops = [], [], [], []
    calls = [0]

    def one(table_seed: int) -> bool:
        game = _Deal(table_seed, you, others)
        racks = game.racks
        for step in (1, 2, 3):
            racks = game.play(step, racks)
        start.append(_nearest_distance(racks[you]))
        game.calls += 1  # the coach's own stop question is one pass-4 decision
        coach_stops.append(game.coach.wants_to_stop(game.view(you, 4, racks)))
        game.reset_players(salt=1)
        stopped.append(_nearest_distance(game.courtesy(racks)[you]))
        game.reset_players(salt=1)
        after = racks
        for step in (4, 5, 6):
            after = game.play(step, after)
        played.append(_nearest_distance(game.courtesy(after)[you]))
        calls[0] += game.calls
        return True

    counted = _run(deals, seed, progress, one)
    close = [i for i, d in enumerate(start) if d <= near]
    comparisons = (
        Comparison(say("lab.moment.courtesy"), Arm(say("lab.arm.stop"), tuple(stopped)),
                   Arm(say("lab.arm.continue"), tuple(played))),
        Comparison(say("lab.moment.courtesy_near", near=near), Arm(say("lab.arm.stop"), tuple(stopped[i] for i in close)),
                   Arm(say("lab.arm.continue"), tuple(played[i] for i in close))),
    )
    note = " ".join((say("lab.note.stop", start=_num(statistics.fmean(start))),
                     say("lab.note.stop_coach", stops=sum(coach_stops))))
    return LabResult("stop_vs_continue", say("lab.title.stop"), seed, deals, counted, comparisons, calls[0], you,
                     others, note)


EXPERIMENTS: dict[str, Callable[..., LabResult]] = {
    "coached_vs_random": coached_vs_random,
    "blind_vs_break": blind_vs_break,
    "stop_vs_continue": stop_vs_continue,
}
