"""The strategy lab: seeded, shaped as promised, fair, and true to what lesson 'strategy-lab' says."""

from __future__ import annotations

import json
import math
import random
import re
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from charleston_lessons import lab
from charleston_lessons.coach import nearest_lines, suggest_pass
from charleston_lessons.hands import CARD, distance
from charleston_lessons.lab import (
    Arm,
    Comparison,
    LabResult,
    _route,
    blind_vs_break,
    coached_vs_random,
    stop_vs_continue,
)
from charleston_lessons.rules import SEATS, Seat, pass_step
from charleston_lessons.strategies import RandomStrategy, SeatView
from charleston_lessons.table import PassChoice, Table
from charleston_lessons.tiles import full_set

FAST = {"coached_vs_random": 40, "blind_vs_break": 40, "stop_vs_continue": 25}


def run(name: str, seed: int = 11, **options) -> LabResult:
    return lab.EXPERIMENTS[name](FAST[name], seed, **options)


# ------------------------------------------------------------------ determinism


@pytest.mark.parametrize("name", sorted(FAST))
def test_the_same_seed_gives_the_same_numbers_and_another_seed_other_numbers(name):
    first, again, other = run(name, 5), run(name, 5), run(name, 6)
    assert first.as_dict() == again.as_dict()
    assert repr(first) == repr(again)
    assert first.as_dict()["comparisons"] != other.as_dict()["comparisons"]


def test_a_short_run_is_the_start_of_a_long_one():
    short, long = coached_vs_random(15, 3), coached_vs_random(30, 3)
    for a, b in zip(short.comparisons, long.comparisons):
        assert a.a.values == b.a.values[:15] and a.b.values == b.b.values[:15]
    assert lab.deal_seeds(3, 15) == lab.deal_seeds(3, 30)[:15]


# --------------------------------------------------------------------- progress


@pytest.mark.parametrize("name", sorted(FAST))
def test_progress_is_called_with_increasing_done_up_to_total(name):
    calls: list[tuple[int, int]] = []
    result = run(name, progress=lambda done, total: calls.append((done, total)))
    total = FAST[name]
    assert calls[0] == (0, total) and calls[-1] == (total, total)
    assert {t for _, t in calls} == {total}
    dones = [d for d, _ in calls]
    assert dones == sorted(set(dones)), "done only ever goes up"
    assert result.deals == total


def test_progress_is_reported_about_a_hundred_times_not_once_a_deal():
    calls = []
    # 1,000 coached deals would be slow for a unit test: check the cadence on `_run` itself.
    counted = lab._run(1000, 1, lambda d, t: calls.append(d), lambda seed: seed % 2 == 0)
    assert 100 <= len(calls) <= 102 and calls[-1] == 1000
    assert 0 < counted < 1000


# ----------------------------------------------------------------------- shapes


@pytest.mark.parametrize("name,moments", [("coached_vs_random", 2), ("blind_vs_break", 3), ("stop_vs_continue", 2)])
def test_results_have_the_promised_shape(name, moments):
    result = run(name)
    assert result.experiment == name and result.seat is Seat.SOUTH
    assert len(result.comparisons) == moments
    first = result.comparisons[0]
    assert first.a.n == first.b.n == result.counted <= result.deals
    for comp in result.comparisons:
        assert comp.a.n == comp.b.n
        assert sum(comp.counts) == comp.a.n
        for arm in (comp.a, comp.b, comp.difference):
            if arm.n >= 2:
                low, high = arm.interval
                assert low <= arm.mean <= high
        assert all(0 <= v <= 14 for v in comp.a.values + comp.b.values)
    data = result.as_dict()
    assert json.loads(json.dumps(data)) == data, "plain data only"
    assert len(result.lines()) == 1 + bool(result.note) + moments
    assert result.coach_calls > 0


def test_arm_statistics_are_the_normal_approximation():
    arm = Arm("x", (1.0, 2.0, 3.0, 4.0))
    assert arm.mean == 2.5
    half = 1.959963984540054 * (5 / 3) ** 0.5 / 2
    assert arm.interval == pytest.approx((2.5 - half, 2.5 + half))
    assert all(math.isnan(v) for v in Arm("one", (3.0,)).interval)
    comp = Comparison("now", Arm("a", (1, 2, 3)), Arm("b", (2, 2, 2)))
    assert comp.difference.values == (-1, 0, 1) and comp.counts == (1, 1, 1)


def test_the_seat_and_step_can_be_chosen_and_bad_input_is_a_sentence():
    east = coached_vs_random(10, 1, seat="East", step=2)
    assert east.seat is Seat.EAST and "pass 2" in east.comparisons[0].moment
    with pytest.raises(ValueError, match="number of deals"):
        coached_vs_random(0, 1)
    with pytest.raises(ValueError, match="pass to compare"):
        coached_vs_random(5, 1, step=7)
    with pytest.raises(ValueError, match="'random' or 'coach'"):
        stop_vs_continue(5, 1, others="smart")
    with pytest.raises(ValueError, match="seed"):
        blind_vs_break(5, "1")


class Hostile:
    """An argument whose comparisons raise, as a careless caller's object might."""

    def __eq__(self, other: object) -> bool:
        raise RuntimeError("hostile __eq__")

    __hash__ = object.__hash__


def test_near_others_and_progress_are_checked_before_any_deal_is_played():
    for bad in ("6", 15, -1, 6.0, None):
        with pytest.raises(ValueError, match="near"):
            stop_vs_continue(2, 1, near=bad)
    with pytest.raises(ValueError, match="'random' or 'coach'"):
        stop_vs_continue(2, 1, others=Hostile())
    for bad in ([], 5, "print"):
        with pytest.raises(ValueError, match="progress"):
            coached_vs_random(2, 1, progress=bad)
    with pytest.raises(ValueError, match="number of deals: use a whole number from 1 to 100,000"):
        lab.deal_seeds(1, lab.MAX_DEALS + 1)
    assert len(lab.deal_seeds(1, lab.MAX_DEALS)) == lab.MAX_DEALS


def test_numpy_whole_numbers_are_whole_numbers_to_the_lab():
    import numpy as np

    assert lab.deal_seeds(np.int64(5), np.int32(3)) == lab.deal_seeds(5, 3)
    ours = stop_vs_continue(np.int64(3), np.int64(2024), near=np.int8(6))
    assert ours.as_dict() == stop_vs_continue(3, 2024, near=6).as_dict()
    assert type(ours.seed) is int and type(ours.deals) is int
    with pytest.raises(ValueError, match="number of deals"):
        coached_vs_random(np.bool_(True), 1)


def test_others_coach_puts_the_coach_in_every_seat():
    alone, everywhere = coached_vs_random(10, 2), coached_vs_random(10, 2, others="coach")
    assert alone.coach_calls == 10  # one coached decision per deal at step 1
    assert everywhere.coach_calls == 40
    assert alone.as_dict()["comparisons"] != everywhere.as_dict()["comparisons"]


# ------------------------------------------------------------------- fairness


def _kept(rack, choice):
    kept = list(rack)
    for tile in choice.own:
        kept.remove(tile)
    return kept


@pytest.mark.parametrize("step", [1, 2, 4, 5])
def test_a_coached_pass_is_never_further_than_a_random_legal_pass_on_the_same_rack(step):
    """Measured at the moment of passing, before anything arrives, to the seat's two lines."""
    worse = 0
    for seed in range(60):
        rack = Table.deal(seed).rack("South")
        lines = nearest_lines(lab._counts(rack))
        coached = suggest_pass(rack, step, lines).choice
        best = lab.nearest_distance(_kept(rack, coached), lines)
        player = RandomStrategy(seed=seed)
        for _ in range(5):
            randomly = player.choose_pass(SeatView(Seat.SOUTH, rack, pass_step(step)))
            worse += best > lab.nearest_distance(_kept(rack, randomly), lines)
    assert worse == 0


def test_the_experiment_records_the_coach_never_behind_right_after_sending():
    result = coached_vs_random(80, 9)
    assert result.comparisons[0].counts[2] == 0
    assert result.comparisons[0].counts[0] > 0, "and usually ahead: the comparison is not vacuous"


def test_forwarding_unseen_never_costs_a_seen_tile_right_after_sending():
    result = blind_vs_break(60, 4)
    assert result.counted > 0
    assert result.comparisons[0].counts[2] == 0


def test_the_lucky_round_swaps_with_the_wall_and_creates_no_tile():
    table = Table.deal(12)
    rack, wall = list(table.rack("South")), list(table.wall)
    before = Counter(rack) + Counter(wall)
    assert lab._build_spot(rack, wall)
    assert Counter(rack) + Counter(wall) == before and len(rack) == 13
    assert len(lab._spare(rack, nearest_lines(lab._counts(rack)))) < 3
    assert Counter(rack) != Counter(table.rack("South")), "this deal needed a lucky round"


# ------------------------------------------------- the lab moves tiles as the table


class _Orders:
    """Stands in for the table's generator: on a pass where someone forwards unseen, the
    table asks it, seat by seat, for the order of each bundle of two or three own tiles;
    it answers with the order `_route` is told to use."""

    def __init__(self, orders):
        self.queue = list(orders)

    def sample(self, population, k):
        assert k == len(population)
        return [population[p] for p in self.queue.pop(0) if p < k]


@pytest.mark.parametrize("seed", range(12))
def test_route_moves_tiles_exactly_as_the_table_does(seed):
    rng = random.Random(seed)
    table = Table.deal(seed)
    for step in range(1, 7):
        if step == 4:
            table.answer_stop({seat: False for seat in SEATS})
        racks = {seat: list(rack) for seat, rack in table.racks.items()}
        choices = {}
        for i, seat in enumerate(SEATS):
            player = RandomStrategy(seed=seed * 10 + i, blind_chance=0.7)
            choices[seat] = player.choose_pass(SeatView(seat, table.rack(seat), pass_step(step)))
        orders = {seat: rng.sample(range(3), 3) for seat in SEATS}
        blind = any(choices[seat].blind for seat in SEATS)
        asked = [seat for seat in SEATS if blind and len(choices[seat].own) > 1]
        table._rng = _Orders([orders[seat] for seat in asked])
        expected = _route(racks, step, choices, orders)
        assert table.play_pass(choices).ok
        assert {seat: tuple(r) for seat, r in expected.items()} == table.racks, f"pass {step}"


@settings(max_examples=300, deadline=None)
@given(st.integers(0, 2**32 - 1), st.tuples(*[st.integers(0, 3)] * 4), st.sampled_from([3, 6]))
def test_route_agrees_with_the_table_when_several_players_forward(seed, blind, step):
    """Every mix of forwarding on passes 3 and 6 (B5): the same racks, the same draws."""
    rng = random.Random(seed)
    table = Table.deal(seed)
    while table.next_step != step:
        if table.next_step is None:
            table.answer_stop({seat: False for seat in SEATS})
            continue
        assert table.play_pass({s: [t for t in table.rack(s) if not t.is_joker][:3] for s in SEATS})
    choices = {}
    for s, b in zip(SEATS, blind):
        passable = [t for t in table.rack(s) if not t.is_joker]
        choices[s] = PassChoice(tuple(rng.sample(passable, 3 - b)), b)
    racks = {seat: list(rack) for seat, rack in table.racks.items()}
    orders = {seat: rng.sample(range(3), 3) for seat in SEATS}
    queue = [orders[seat] for seat in SEATS if any(blind) and len(choices[seat].own) > 1]
    table._rng = _Orders(queue)
    expected = _route(racks, step, choices, orders)
    assert table.play_pass(choices).ok
    assert {seat: tuple(r) for seat, r in expected.items()} == table.racks
    assert table._rng.queue == [], "the table drew exactly the orders the lab was given"


def test_route_handles_the_standoff_and_keeps_every_tile():
    racks = {seat: list(r) for seat, r in Table.deal(3).racks.items()}
    everyone_blind = {seat: PassChoice((), 3) for seat in SEATS}
    orders = {seat: [0, 1, 2] for seat in SEATS}
    assert _route(racks, 3, everyone_blind, orders) == racks  # B5: nothing moves
    one_blind = {seat: PassChoice(tuple(racks[seat][:3])) for seat in SEATS}
    one_blind[Seat.SOUTH] = PassChoice((), 3)
    after = _route(racks, 3, one_blind, orders)
    assert sum((Counter(r) for r in after.values()), Counter()) == sum((Counter(r) for r in racks.values()), Counter())
    assert all(len(after[s]) == len(racks[s]) for s in SEATS)
    assert after[Seat.SOUTH] == racks[Seat.SOUTH]  # it forwarded all three, so its rack is unchanged


@pytest.mark.parametrize("seed", [0, 1, 12, 2024, 2**32 - 1])
def test_the_lab_deals_what_the_table_deals(seed):
    racks, wall = lab._deal(seed)
    table = Table.deal(seed)
    assert {seat: tuple(rack) for seat, rack in racks.items()} == table.racks
    assert tuple(wall) == table.wall
    for table_seed in lab.deal_seeds(seed, 20):
        racks = lab._deal(table_seed)[0]
        assert {s: tuple(r) for s, r in racks.items()} == Table.deal(table_seed).racks


def _greedy_spare(rack, lines):
    """`lab._spare` the slow way: try each tile in rack order with `hands.distance`."""
    before = [distance(rack, line) for line in lines]
    kept, spare = list(rack), []
    for tile in rack:
        if tile.is_joker:
            continue
        trial = list(kept)
        trial.remove(tile)
        if all(distance(trial, line) == d for line, d in zip(lines, before)):
            spare.append(tile)
            kept = trial
    return spare


@settings(max_examples=150, deadline=None)
@given(st.integers(0, 2**32 - 1), st.permutations(CARD), st.integers(1, 3), st.booleans())
def test_spare_tiles_are_the_greedy_walk_with_hands_distance(seed, card, n, aimed):
    rng = random.Random(seed)
    lines = card[:n]
    pool = full_set()
    if aimed:  # mostly tiles the lines can use, so that few are spare
        usable = {g.tile(s) for line in lines for s in line.assignments() for g in line.groups}
        pool = [t for t in pool if t in usable or t.is_joker] * 2
    rack = rng.sample(pool, 13)
    if rng.random() < 0.5:
        rack.sort()
    expected = _greedy_spare(rack, lines)
    assert lab._spare(rack, lines) == expected
    assert lab._spare(rack, lines, 3) == expected[:3]


# ------------------------------------------------------- what the lesson says


@pytest.fixture(scope="module")
def lesson_results():
    from charleston_lessons.lessons import all_lessons

    module = next(l for l in all_lessons() if l.slug == "strategy-lab")
    seed = 2024
    return {name: lab.EXPERIMENTS[name](300, seed) for name in FAST}, module


def test_the_lesson_runs_its_experiments_from_the_seed_it_names(lesson_results):
    import importlib

    _, data = lesson_results
    module = importlib.import_module(f"charleston_lessons.lessons.l{data.number:02d}_strategy_lab")
    assert (module.SEED, module.DEALS) == (2024, 300)


def test_what_the_lesson_says_about_coached_passes_holds(lesson_results):
    coached = lesson_results[0]["coached_vs_random"]
    sent, arrived = coached.comparisons
    assert sent.counts[2] == 0  # "never further" (exercise never-further, answer 0)
    assert -1.2 < sent.difference.mean < -0.9  # "about a whole tile"
    assert arrived.difference.interval[1] < 0  # "stays well clear of 0"
    assert -0.7 < arrived.difference.mean < -0.5 and arrived.counts[2] > 0  # "six tenths"; "a handful"


def test_what_the_lesson_says_about_blind_passes_holds(lesson_results):
    sent, at3, at6 = lesson_results[0]["blind_vs_break"].comparisons
    assert -0.62 < sent.difference.mean < -0.45  # "about half a tile"
    assert at3.difference.interval[1] < 0 and -0.48 < at3.difference.mean < -0.33  # "about four tenths"
    low, high = at6.difference.interval
    assert low <= 0 <= high and abs(at6.difference.mean) < 0.1  # "the lead has gone"
    result = lesson_results[0]["blind_vs_break"]
    own = int(re.search(r"(\d+) of them reached G3's spot on their own", result.note)[1])
    assert 4 <= 100 * own / result.deals <= 8  # "about six racks in a hundred"


def test_what_the_lesson_says_about_stopping_holds(lesson_results):
    everyone, close = lesson_results[0]["stop_vs_continue"].comparisons
    assert everyone.difference.interval[0] > 0 and 0.8 < everyone.difference.mean < 1.3  # "about a tile"
    assert everyone.counts[0] < 15  # "a handful"
    assert close.difference.interval[0] > 0 and 0.5 < close.difference.mean < 1.0  # "most of a tile"


# ------------------------------------------------------- the figure and the bar


def test_the_figure_draws_both_arms_labelled_with_means_and_intervals():
    from charleston_lessons.art import lab_figure

    result = coached_vs_random(30, 2)
    fig = lab_figure(result)
    left, _right = fig.axes
    texts = [t.get_text() for ax in fig.axes for t in ax.texts]
    for comp in result.comparisons:
        assert f"{comp.a.mean:.2f}" in texts and f"{comp.b.mean:.2f}" in texts
        assert any(t.startswith(f"{comp.difference.mean:+.2f} (") for t in texts)
    bars = [p for p in left.patches if (p.get_gid() or "").startswith("lab-bar-")]
    assert len(bars) == 2 * len(result.comparisons)
    assert {bool(b.get_hatch()) for b in bars} == {True, False}, "the arms differ by more than colour"
    legend = [t.get_text() for t in fig.legends[0].get_texts()]
    assert legend == ["coached pass", "random legal pass"]


def test_the_figure_of_a_run_where_nothing_counted_says_so():
    from charleston_lessons.art import lab_figure

    empty = LabResult("blind_vs_break", "t", 1, 3, 0, (Comparison("m", Arm("a", ()), Arm("b", ())),), 0)
    fig = lab_figure(empty)
    assert any("nothing to draw" in t.get_text() for ax in fig.axes for t in ax.texts)
    assert "n/a" in empty.summary()


def test_the_progress_bar_follows_the_callback_and_its_text_version_never_changes():
    from charleston_lessons.widgets.lab import LabProgress, run_lab

    bar = LabProgress("Coached", 40)
    before = repr(bar)
    bar.update(10, 40)
    assert (bar.bar.value, bar.bar.max, bar.bar.bar_style) == (10, 40, "info")
    assert "10 of 40" in bar.label.value
    bar.update(40, 40)
    assert bar.bar.bar_style == "success" and "all 40" in bar.text
    assert repr(bar) == before and "40 deals" in before

    seen = []

    def fake(deals, seed, progress=None, **options):
        for done in range(deals + 1):
            progress(done, deals)
            seen.append(done)
        return coached_vs_random(deals, seed, **options)

    result = run_lab(fake, "Fake", 5, 1)
    assert seen == [0, 1, 2, 3, 4, 5] and result.deals == 5
