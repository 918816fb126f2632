"""A pass at a table for four, seen in the learners' pages, with the room busy: the time from the
last seat's click on "Pass these tiles" to each page showing the rack its seat received. Four
Chromium pages (four browser contexts, each on the learners' link) on one Voilà workshop with a
SQLite room store, each page a learner's own kernel, play whole Charlestons at one table. On every
pass all four make, the first three pass, then the benchmark times the fourth's click in its page
(the click event) and each page's rack as it changes (a MutationObserver on the drawn tiles), all
on this machine's one clock.

Measured twice in one run: first with that table alone in the room (the baseline), then with
`--tables` - 1 more tables of four playing in the same SQLite room at the same time. Each of their
seats is a process of its own that does what a learner's kernel does (a `TableSeat` that looks for
new moves every `WATCH` seconds and reads the whole table every `INTERVAL` seconds) and decides
after `--think` seconds or so, as a person picks three tiles. Their pages are not drawn: in a
workshop those browsers run on the learners' phones, not on the laptop that serves the room.

Printed: the median and 95th percentile for the other three seats' pages (their kernels learn of
the pass from the store on their next look) and for the passing seat's own page, alone and busy,
with the ratio; and how many moves the busy tables made meanwhile. The issue's aim is under 0.5 s.

    python benchmarks/table_page_latency.py [--deals 2] [--tables 10] [--think 2]
"""

from __future__ import annotations

import argparse
import random
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
for where in (ROOT, ROOT / "tests" / "browser"):
    if str(where) not in sys.path:
        sys.path.insert(0, str(where))

import lab  # noqa: E402

WAIT_MS = 60_000

_WATCH_RACK = """() => {
  const labels = () => Array.from(document.querySelectorAll(".cl-table-seat .cl-picker-rack .cl-picker-tile"))
    .map((t) => t.getAttribute("aria-label")).join("|");
  const before = labels();
  window.__clShown = null;
  const seat = document.querySelector(".cl-table-seat");
  const watcher = new MutationObserver(() => {
    if (window.__clShown === null && labels() !== before) {
      window.__clShown = performance.timeOrigin + performance.now();
      watcher.disconnect();
    }
  });
  watcher.observe(seat, { subtree: true, childList: true, attributes: true, characterData: true });
}"""

_WATCH_CLICK = """() => {
  window.__clPressed = null;
  document.addEventListener("click", (event) => {
    if (window.__clPressed === null && event.target.closest(".cl-picker-submit")) {
      window.__clPressed = performance.timeOrigin + performance.now();
    }
  }, { capture: true });
}"""


def _pass_due(page, seat_selector: str) -> bool:
    submit = page.locator(seat_selector).locator(".cl-picker-submit")
    return submit.is_visible() and submit.inner_text().strip() == "Pass these tiles"


def _percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(share * (len(ordered) - 1)))]


def play_deal(pages, t4) -> tuple[list[float], list[float]]:
    """One whole Charleston at the table the pages sit at; (other seats' latencies, own page's),
    in seconds."""
    others: list[float] = []
    own: list[float] = []
    deadline = time.monotonic() + 600
    while not all("The Charleston is over" in t4._next(page) for page in pages):
        assert time.monotonic() < deadline, [t4._next(page) for page in pages]
        due = [page for page in pages if _pass_due(page, t4.SEAT)]
        if len(due) == 4:
            for page in due[:3]:
                t4._pick_three(page, keyboard=False)
                page.locator(t4.SEAT).locator(".cl-picker-status", has_text="3 of 3 chosen").wait_for(timeout=WAIT_MS)
                page.locator(t4.SEAT).locator(".cl-picker-submit").click()
                page.locator(t4.SEAT).locator(".cl-picker-submit").wait_for(state="hidden", timeout=WAIT_MS)
            last = due[3]
            t4._pick_three(last, keyboard=False)
            last.locator(t4.SEAT).locator(".cl-picker-status", has_text="3 of 3 chosen").wait_for(timeout=WAIT_MS)
            pages[0].wait_for_timeout(600)  # every page has drawn the three answers before the clock starts
            for page in pages:
                page.evaluate(_WATCH_RACK)
            last.evaluate(_WATCH_CLICK)
            last.locator(t4.SEAT).locator(".cl-picker-submit").click()
            for page in pages:
                page.wait_for_function("() => window.__clShown !== null", timeout=WAIT_MS)
            pressed = last.evaluate("() => window.__clPressed")
            for page in pages:
                seconds = (page.evaluate("() => window.__clShown") - pressed) / 1000
                (own if page is last else others).append(seconds)
            continue
        decided = False
        for page in pages:
            if not _pass_due(page, t4.SEAT) and "The Charleston is over" not in t4._next(page):
                decided |= t4._decide(page, keyboard=False) is not None
        pages[0].wait_for_timeout(300 if decided else 150)
    return others, own


def busy_seat(room_path: str, seat: str, learner: str, think: float, stop: str, codes: list[str]) -> None:
    """Play `seat` at each table of `codes` in turn, as a learner's kernel does (a look for new
    moves every `WATCH` s, the whole table every `INTERVAL` s), deciding as the coach would after
    about `think` seconds; until the file `stop` exists."""
    from charleston_lessons.coach import Coach
    from charleston_lessons.room_store import open_room
    from charleston_lessons.shared_table import TableSeat
    from charleston_lessons.widgets import table_seat
    from table_latency import decide

    coach, pace = Coach(), random.Random(f"{seat}{learner}")
    with open_room(room_path, timeout=30) as room:
        for code in codes:
            mine = TableSeat(room, code, learner, seat)
            view, whole, decide_at = mine.view(), time.monotonic(), 0.0
            while not Path(stop).exists() and not view.over:
                time.sleep(table_seat.WATCH)
                # As the page's kernel: a look for new moves every WATCH s, drawn when there are
                # some; the whole table every INTERVAL s; the view again when it decides.
                fresh = mine.poll()
                due = bool(decide_at) and time.monotonic() >= decide_at
                if fresh or due or time.monotonic() - whole >= table_seat.INTERVAL:
                    view, whole = mine.view(), time.monotonic()
                if not view.my_turn:
                    decide_at = 0.0
                    continue
                if not decide_at:
                    decide_at = time.monotonic() + pace.uniform(0.5, 1.5) * think
                    continue
                if time.monotonic() < decide_at:
                    continue
                decide(mine, view, coach)
                decide_at = 0.0
                view, whole = mine.view(), time.monotonic()
            if Path(stop).exists():
                return


def _busy_room(workshop, tables: int, think: float, folder: Path) -> tuple[list[subprocess.Popen], Path]:
    """`tables` more tables of four in the workshop's room, each seat a process of its own
    (`busy_seat`); (the processes, the file that stops them)."""
    from charleston_lessons.room_store import open_room
    from charleston_lessons.rules import SEATS
    from charleston_lessons.shared_table import make_table

    stop = folder / "stop"
    workers: list[subprocess.Popen] = []
    with open_room(workshop.room) as room:
        for table in range(tables):
            codes = [make_table(room, 5_000 + 100 * table + n, bot_delay=600) for n in range(40)]
            for seat in SEATS:
                learner = room.join(f"Busy {table + 1} {seat.value}").code
                workers.append(subprocess.Popen(
                    [sys.executable, __file__, "--busy", str(workshop.room), seat.value, learner, str(think),
                     str(stop), *codes], stdin=subprocess.DEVNULL))
    return workers, stop


def _moves(room: Path, since: float) -> int:
    with sqlite3.connect(room) as raw:
        return raw.execute("SELECT count(*) FROM room_moves WHERE at >= ?", (since,)).fetchone()[0]


FIRST_SEED = 20  # the first table's deal: the pages' learners are new to the room


def _play(workshop, pages, t4, deals: int, seed: int) -> tuple[list[float], list[float]]:
    """`deals` whole Charlestons at one table in the four pages; (other seats' latencies, own)."""
    from charleston_lessons.room_store import open_room
    from charleston_lessons.shared_table import make_table

    others: list[float] = []
    own: list[float] = []
    for deal in range(deals):
        with open_room(workshop.room) as room:
            code = make_table(room, seed + deal)
        for page, name in zip(pages, t4.NAMES):
            t4._open(page, workshop.learners_url(t4.NOTEBOOK))
            if deal == 0 and seed == FIRST_SEED:  # a new learner: the table code, then the name
                t4._join_by_mouse(page, code, name)
            else:  # the page knows its learner now: the table code alone
                seat = page.locator(t4.SEAT)
                seat.get_by_role("textbox", name="Table code").fill(code)
                t4._button(seat, "Join the table").click()
            t4._seated(page, name)
        o, s = play_deal(pages, t4)
        others += o
        own += s
    return others, own


def _line(values: list[float]) -> str:
    return (f"median {statistics.median(values):.3f} s, 95th percentile {_percentile(values, 0.95):.3f} s, "
            f"max {max(values):.3f} s (n={len(values)})")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=2, help="whole Charlestons played, alone and busy (default 2)")
    parser.add_argument("--tables", type=int, default=10, help="tables of four in the room at once (default 10)")
    parser.add_argument("--think", type=float, default=2.0,
                        help="seconds or so a busy table's seat takes to decide (default 2)")
    parser.add_argument("--busy", nargs="+", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.busy:
        room, seat, learner, think, stop, *codes = args.busy
        busy_seat(room, seat, learner, float(think), stop, codes)
        return 0
    if not Path(lab.CHROMIUM_PATH).exists():
        print("table page latency: skipped, Chromium is not installed (apt-get install chromium).")
        return 0
    from playwright.sync_api import sync_playwright

    import test_table_for_four_browser as t4
    from charleston_lessons.widgets import table_seat
    from test_workshop_records_browser import Workshop

    figures: dict[str, tuple[list[float], list[float]]] = {}
    busy_moves = 0
    busy_seconds = 0.0
    with tempfile.TemporaryDirectory() as state:
        workshop = Workshop(Path(state))
        workers: list[subprocess.Popen] = []
        stop = Path(state) / "stop"
        try:
            with sync_playwright() as p:
                browser = p.chromium.launch(executable_path=lab.CHROMIUM_PATH, args=lab.CHROMIUM_ARGS)
                devices = [browser.new_context(viewport=t4.WIDE) for _ in t4.NAMES]
                pages = [device.new_page() for device in devices]
                figures["alone"] = _play(workshop, pages, t4, args.deals, FIRST_SEED)
                if args.tables > 1:
                    workers, stop = _busy_room(workshop, args.tables - 1, args.think, Path(state))
                    time.sleep(5 + args.think)  # every busy seat sat down and its table under way
                    started = time.time()
                    figures["busy"] = _play(workshop, pages, t4, args.deals, 40)
                    busy_seconds = time.time() - started
                    busy_moves = _moves(workshop.room, started)
                browser.close()
        finally:
            stop.touch()
            for worker in workers:
                try:
                    worker.wait(timeout=60)
                except subprocess.TimeoutExpired:
                    worker.kill()
            workshop.stop()
    print(f"table page latency: the last seat's click on Pass to each page showing its new rack "
          f"({args.deals} deals each way; the page looks every {table_seat.WATCH} s, reads the whole "
          f"table every {table_seat.INTERVAL} s)")
    for label, which in (("the other three seats' pages", 0), ("the passing seat's own page", 1)):
        alone = figures["alone"][which]
        print(f"  {label}, the table alone in the room: {_line(alone)}")
        if "busy" in figures:
            busy = figures["busy"][which]
            print(f"  {label}, {args.tables} tables at once: {_line(busy)}; "
                  f"median {statistics.median(busy) / statistics.median(alone):.2f}x alone")
    if "busy" in figures:
        print(f"  the other {args.tables - 1} tables ({4 * (args.tables - 1)} seat processes, deciding after "
              f"about {args.think:g} s) stored {busy_moves:,} moves in those {busy_seconds:.0f} s "
              f"({busy_moves / max(busy_seconds, 1):.1f} a second), the measured table's included")
    print("  aim: under 0.5 s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
