"""How near a hand the teaching card lets a Charleston bring a rack (issue: a card big
enough for strategy to mean something).

Over `--deals` seeded deals (default 300), for South, West and North (East holds 14
tiles), the tiles still needed for the nearest line of the card: as dealt, after a
Charleston with the pass coach in every seat, and after a random legal Charleston,
all on the same deals. Prints the median, the mean and the share within 5 tiles.

    python benchmarks/card_reach.py [--deals 300] [--seed 2024]
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from charleston_lessons.coach import Coach, nearest_distance  # noqa: E402
from charleston_lessons.hands import CARD  # noqa: E402
from charleston_lessons.lab import deal_seeds  # noqa: E402
from charleston_lessons.rules import Seat  # noqa: E402
from charleston_lessons.strategies import RandomStrategy, play_charleston  # noqa: E402
from charleston_lessons.table import Table  # noqa: E402

SEATS = (Seat.SOUTH, Seat.WEST, Seat.NORTH)


def reach(deals: int, seed: int) -> dict[str, list[int]]:
    """Distances to the nearest card line, per way of playing, over the same deals."""
    found: dict[str, list[int]] = {"as dealt": [], "after a coached Charleston": [], "after a random Charleston": []}
    for n, table_seed in enumerate(deal_seeds(seed, deals)):
        dealt = Table.deal(table_seed)
        found["as dealt"] += [nearest_distance(dealt.rack(s)) for s in SEATS]
        coached = play_charleston(Coach(), table=Table.deal(table_seed))
        found["after a coached Charleston"] += [nearest_distance(coached.rack(s)) for s in SEATS]
        randomly = play_charleston(RandomStrategy(seed=table_seed + n), table=Table.deal(table_seed))
        found["after a random Charleston"] += [nearest_distance(randomly.rack(s)) for s in SEATS]
    return found


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=300)
    parser.add_argument("--seed", type=int, default=2024)
    args = parser.parse_args(argv)
    start = time.perf_counter()
    found = reach(args.deals, args.seed)
    racks = len(next(iter(found.values())))
    print(f"Tiles from the nearest of the card's {len(CARD)} lines, {args.deals} deals "
          f"({racks} racks: South, West, North), seed {args.seed}:")
    print(f"  {'':30} {'median':>7} {'mean':>6} {'within 5':>9}")
    for name, values in found.items():
        within = sum(v <= 5 for v in values) / len(values)
        print(f"  {name:30} {statistics.median(values):7.1f} {statistics.fmean(values):6.2f} {within:9.0%}")
    gap = statistics.median(found["after a random Charleston"]) - statistics.median(found["after a coached Charleston"])
    print(f"  coached is {gap:.1f} tiles nearer than random (median); {time.perf_counter() - start:.1f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
