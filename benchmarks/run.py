"""`make bench`: run every benchmark and print its figures (no pass/fail thresholds)."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import card_reach  # noqa: E402
import coach  # noqa: E402
import drill_items  # noqa: E402
import figure_words  # noqa: E402
import first_open  # noqa: E402
import first_screen  # noqa: E402
import latency  # noqa: E402
import practice_open  # noqa: E402
import practice_weeks  # noqa: E402
import progress_writes  # noqa: E402
import review_due  # noqa: E402
import room_dashboard  # noqa: E402
import room_live  # noqa: E402
import site_first_verdict  # noqa: E402
import table_latency  # noqa: E402
import table_page_latency  # noqa: E402


def main() -> int:
    status = 0
    for bench in (first_open, first_screen, latency, progress_writes, review_due, drill_items, practice_open, practice_weeks,
                  site_first_verdict, room_dashboard, room_live, table_latency, table_page_latency, figure_words, coach, card_reach):
        print(f"== {bench.__name__}")
        takes_args = (first_open, first_screen, card_reach, progress_writes, review_due, drill_items, practice_open,
                      practice_weeks, site_first_verdict, room_dashboard, room_live, table_latency, table_page_latency, figure_words)
        status |= bench.main([]) if bench in takes_args else bench.main()
    return status


if __name__ == "__main__":
    sys.exit(main())
