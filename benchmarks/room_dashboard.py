"""Time to build the whole room dashboard for a room of 50, 200 and 500 invented learners:
the folder read (`dashboard.read_room`), each figure the notebook shows drawn to its SVG
(`course.Picture`), and the tables (report, learners, skills); with the share of the read
spent folding each learner's skill states (`mastery.states`) and the SVG size of
`reached_figure`. Figures only, no thresholds.

    python benchmarks/room_dashboard.py [--sizes 50 200 500]
"""

from __future__ import annotations

import argparse
import json
import random
import tempfile
import time
from datetime import UTC, datetime, timedelta
from pathlib import Path

from charleston_lessons import dashboard
from charleston_lessons.lessons import all_lessons
from charleston_lessons.mastery import states
from charleston_lessons.progress import EXPORT_FORMAT, EXPORT_VERSION
from charleston_lessons.skills import SKILLS

SIZES = (50, 200, 500)
HAND_IN = datetime(2027, 3, 1, 18, 0, tzinfo=UTC)


def learner_file(number: int, rng: random.Random) -> dict:
    """One invented learner's export: lessons taken in order up to a furthest one, each
    exercise before it answered (one in five wrong first, nine in ten of those put right), a random part
    of the furthest lesson's, and a few practice items of the skills met."""
    lessons = all_lessons()
    furthest = rng.randint(1, len(lessons))
    when = HAND_IN - timedelta(days=rng.randint(1, 20))
    items = []
    for lesson in lessons[:furthest]:
        share = 1.0 if lesson.number < furthest else rng.random()
        for exercise in lesson.exercises:
            if rng.random() < share:
                outcomes = ["correct"]
                if rng.random() < 0.2:
                    outcomes = ["incorrect", "correct"] if rng.random() < 0.9 else ["incorrect"]
                for outcome in outcomes:
                    when += timedelta(seconds=rng.randint(20, 90))
                    items.append({"exercise": exercise.id, "outcome": outcome, "time": when.timestamp(),
                                  "hints": int(rng.random() < 0.1)})
    for _ in range(rng.randint(0, 12)):
        skill = rng.choice(SKILLS[: max(1, furthest * len(SKILLS) // len(lessons))])
        when += timedelta(minutes=rng.randint(1, 600))
        items.append({"exercise": f"practice/{skill.key}-{rng.randint(0, 10**6)}",
                      "outcome": "correct" if rng.random() < 0.75 else "incorrect",
                      "time": min(when, HAND_IN).timestamp(), "hints": 0})
    items.sort(key=lambda item: item["time"])
    return {"format": EXPORT_FORMAT, "version": EXPORT_VERSION, "learner": f"Learner {number:03d}",
            "exported": HAND_IN.timestamp(), "attempts": items}


def make_room(folder: Path, size: int, seed: int = 24) -> None:
    """`size` learners' export files in `folder`."""
    rng = random.Random(seed)
    for number in range(size):
        (folder / f"progress-learner-{number:03d}.json").write_text(json.dumps(learner_file(number, rng)))


def build(folder: Path) -> dict[str, float]:
    """Everything the room dashboard notebook shows, each part timed (seconds), and the
    reached figure's SVG size (bytes)."""
    from charleston_lessons import (
        course,  # the faces, loaded here: `make bench` imports every bench first
    )
    from charleston_lessons.art import missed_figure, reached_figure

    took: dict[str, float] = {}
    start = time.perf_counter()
    room = dashboard.read_room(folder, now=HAND_IN)
    took["read"] = time.perf_counter() - start
    start = time.perf_counter()
    for person in room.learners:
        states(person.attempts, HAND_IN)
    took["states"] = time.perf_counter() - start
    start = time.perf_counter()
    room.report()._repr_html_()
    course.Picture(missed_figure(room), room.describe_missed())._repr_html_()
    took["missed"] = time.perf_counter() - start
    start = time.perf_counter()
    reached = course.Picture(reached_figure(room), room.describe_reached())._repr_html_()
    took["reached"] = time.perf_counter() - start
    start = time.perf_counter()
    room.learner_table()._repr_html_()
    room.skill_table()._repr_html_()
    took["tables"] = time.perf_counter() - start
    took["svg"] = len(reached.encode())
    return took


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--sizes", type=int, nargs="+", default=list(SIZES))
    args = parser.parse_args(argv)
    build(Path(__file__).resolve().parents[1] / "notebooks" / "instructor" / "sample_room")  # warm: imports, fonts
    for size in args.sizes:
        with tempfile.TemporaryDirectory() as name:
            folder = Path(name)
            make_room(folder, size)
            took = build(folder)
        total = took["read"] + took["missed"] + took["reached"] + took["tables"]
        print(f"room of {size:>3} learners: whole dashboard {total:6.2f} s (read {took['read']:5.2f} s, of which "
              f"skill states {took['states']:5.2f} s; missed bars {took['missed']:5.2f} s; reached figure "
              f"{took['reached']:6.2f} s; tables {took['tables']:5.2f} s); reached SVG {took['svg'] / 1000:,.0f} KB")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
