"""The coach's speed: coached Charlestons per second, the strategy lab's time, and where it goes.

Prints, from one process on one core:

1. Coached-bot Charlestons per second over all seven passes: `coach.Coach` in every seat,
   and nobody stops (a Coach whose `wants_to_stop` always says no), played on the real
   `Table` by `strategies.play_charleston`; beside it the cost of shuffling and dealing
   alone (`Table.deal`) as a baseline, and their ratio.
2. The strategy lab (`charleston_lessons.lab`): each experiment timed over `--lab-deals`
   deals (default 10,000, the target: about 10 s each) and its deals per second; with
   fewer deals the time for 10,000 is extrapolated from the run and labelled so.
3. Where the time goes: a cProfile top 5 by own time (tottime) for the coached Charlestons
   and for the lab.
4. The coach's two searches: every decision of `--charlestons` coached Charlestons made
   again by `coach.Coach` with numpy's search and with plain Python's (what the static
   site uses offline), the mean and 99th-percentile time per decision, and their ratio.

    python benchmarks/coach.py [--charlestons 200] [--lab-deals 10000]
"""

from __future__ import annotations

import argparse
import contextlib
import cProfile
import io
import pstats
import statistics
import sys
import time
from collections.abc import Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from charleston_lessons import coach, lab
from charleston_lessons.coach import Coach
from charleston_lessons.strategies import SeatView, play_charleston
from charleston_lessons.table import Table

TARGET_DEALS = 10_000


class NeverStops(Coach):
    """The coach in every seat, except that nobody stops the second Charleston."""

    def wants_to_stop(self, view) -> bool:
        return False


def coached_charlestons(n: int, first_seed: int = 0) -> float:
    """Seconds for `n` whole coached Charlestons (seven passes each)."""
    bot = NeverStops()
    start = time.perf_counter()
    for seed in range(first_seed, first_seed + n):
        table = play_charleston(bot, seed=seed)
        assert table.passes_done == (1, 2, 3, 4, 5, 6, 7), table.passes_done
    return time.perf_counter() - start


class Recorder(NeverStops):
    """A never-stopping coach that keeps every decision it is asked for: (method, view)."""

    def __init__(self) -> None:
        super().__init__()
        self.decisions: list[tuple[str, SeatView]] = []

    def choose_pass(self, view):
        self.decisions.append(("choose_pass", view))
        return super().choose_pass(view)

    def wants_to_stop(self, view) -> bool:
        self.decisions.append(("wants_to_stop", view))
        return super().wants_to_stop(view)

    def courtesy_offer(self, view) -> int:
        self.decisions.append(("courtesy_offer", view))
        return super().courtesy_offer(view)


@contextlib.contextmanager
def searching_with(numpy: bool) -> Iterator[None]:
    """The coach's search on numpy, or in plain Python as where numpy cannot be imported."""
    saved = coach._np
    coach._np = saved if numpy else None
    try:
        yield
    finally:
        coach._np = saved


def decision_times(decisions: list[tuple[str, SeatView]]) -> list[float]:
    """Seconds for each decision, made again by a fresh `Coach` once its caches are warm."""
    bot = Coach()
    for method, view in decisions:  # warm: each block of lines, once
        getattr(bot, method)(view)
    times = []
    for method, view in decisions:
        decide = getattr(bot, method)
        start = time.perf_counter()
        decide(view)
        times.append(time.perf_counter() - start)
    return times


def deals_alone(n: int, first_seed: int = 0) -> float:
    """Seconds for `n` shuffles and deals, no passing."""
    start = time.perf_counter()
    for seed in range(first_seed, first_seed + n):
        Table.deal(seed)
    return time.perf_counter() - start


def top5(profile: cProfile.Profile, total: float) -> list[str]:
    """The five functions with the most own time, one short line each."""
    stats = pstats.Stats(profile, stream=io.StringIO())
    rows = []
    for (filename, line, name), (_cc, calls, tottime, cumtime, _callers) in stats.stats.items():  # type: ignore[attr-defined]
        rows.append((tottime, cumtime, calls, f"{Path(filename).name}:{line}({name})"))
    rows.sort(reverse=True)
    profiled = sum(r[0] for r in rows) or total
    return [
        f"    {tottime:6.2f} s own {100 * tottime / profiled:4.0f}%  {cumtime:6.2f} s with callees  "
        f"{calls:>9,} calls  {where}"
        for tottime, cumtime, calls, where in rows[:5]
    ]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--charlestons", type=int, default=200, help="coached Charlestons to time")
    parser.add_argument("--lab-deals", type=int, default=TARGET_DEALS, help="deals per lab experiment")
    args, _unknown = parser.parse_known_args(sys.argv[1:] if argv is None else argv)

    # 1. coached Charlestons against dealing alone
    coached_charlestons(3, first_seed=10_000)  # warm the coach's caches
    n = args.charlestons
    coached = coached_charlestons(n)
    dealt = deals_alone(max(n, 2000))
    per_charleston = coached / n
    per_deal = dealt / max(n, 2000)
    print(f"Coached Charlestons, Coach in all four seats, all seven passes, nobody stops ({n}):")
    print(f"  {n / coached:8.1f} Charlestons/s   {1000 * per_charleston:7.2f} ms each")
    print(f"  {1 / per_deal:8.1f} deals/s (shuffle and deal alone)   {1000 * per_deal:7.3f} ms each")
    print(f"  ratio: a coached Charleston costs {per_charleston / per_deal:,.0f} deals")

    # 2. the strategy lab
    print(f"Strategy lab, {args.lab_deals:,} deals per experiment (seed 2024, others random):")
    total_measured = 0.0
    total_10k = 0.0
    measured = args.lab_deals >= TARGET_DEALS
    for name, experiment in lab.EXPERIMENTS.items():
        start = time.perf_counter()
        result = experiment(args.lab_deals, 2024)
        seconds = time.perf_counter() - start
        total_measured += seconds
        ten_k = seconds * TARGET_DEALS / args.lab_deals
        total_10k += ten_k
        label = "measured" if measured else f"extrapolated from {args.lab_deals:,}"
        print(f"  {name:<18} {args.lab_deals / seconds:7.0f} deals/s  "
              f"{result.coach_calls / args.lab_deals:4.1f} coach decisions/deal  "
              f"10,000 deals: {ten_k:6.1f} s ({label})")
    print(f"  all three: {total_measured:.1f} s for {args.lab_deals:,} deals each; "
          f"10,000 each: {total_10k:.1f} s ({'measured' if measured else 'extrapolated'})")

    # 3. where the time goes
    profile = cProfile.Profile()
    profile.enable()
    coached_charlestons(max(20, n // 4), first_seed=20_000)
    profile.disable()
    print(f"Where a coached Charleston's time goes (cProfile, top 5 by own time, {max(20, n // 4)} Charlestons):")
    print("\n".join(top5(profile, coached)))
    profile = cProfile.Profile()
    deals = max(50, args.lab_deals // 10)
    profile.enable()
    for experiment in lab.EXPERIMENTS.values():
        experiment(deals, 7)
    profile.disable()
    print(f"Where the lab's time goes (cProfile, top 5 by own time, {deals} deals per experiment):")
    print("\n".join(top5(profile, total_measured)))

    # 4. numpy's search against plain Python's, decision by decision
    recorder = Recorder()
    for seed in range(30_000, 30_000 + n):
        play_charleston(recorder, seed=seed)
    decisions = recorder.decisions
    print(f"Coach decisions, numpy's search beside plain Python's ({len(decisions):,} decisions "
          f"from {n} Charlestons, caches warm):")
    figures = {}
    for label, numpy in (("numpy", True), ("plain Python", False)):
        if numpy and coach._np is None:
            print("  numpy         not importable here")
            continue
        with searching_with(numpy):
            times = sorted(decision_times(decisions))
        figures[label] = (statistics.fmean(times), times[int(0.99 * len(times))])
        mean, p99 = figures[label]
        print(f"  {label:<13} {1e6 * mean:7.1f} µs a decision   99th percentile {1e6 * p99:7.1f} µs")
    if len(figures) == 2:
        (fast_mean, fast_p99), (plain_mean, plain_p99) = figures["numpy"], figures["plain Python"]
        print(f"  ratio: plain Python takes {plain_mean / fast_mean:.2f}x numpy's time a decision "
              f"(99th percentile: {plain_p99 / fast_p99:.2f}x)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
