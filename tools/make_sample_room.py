"""Write the sample room the room dashboard notebook reads: invented learners' exports.

Usage: python tools/make_sample_room.py   (rewrites notebooks/instructor/sample_room/)

Eight invented learners, each exported the way lesson 1's Export button does it
(`ProgressStore.export` into ``progress-<name>.json``), six of them with a practice session
after their lessons (`PRACTICE`), with the mistakes real rooms make:
pass 4 called "right" (ROLLOR says left again), a vote to stop the second Charleston
(one "no" is enough, X1), a joker passed "by agreement" (J1). Then the files a real
hand-in folder gathers: a note, an empty copy, a truncated one, a seating plan, a second
copy of one learner's export, a hostile file nested 100,000 deep, and one with a bogus
exercise id. Everything is fixed (names, times, order), so a rerun writes the same bytes;
a test checks the committed folder against this script.
"""

from __future__ import annotations

import json
import re
import sys
import tempfile
from pathlib import Path
from unittest import mock

from charleston_lessons import progress
from charleston_lessons.exercises import Outcome
from charleston_lessons.lessons import all_lessons
from charleston_lessons.progress import EXPORT_FORMAT, Attempt, ProgressStore

ROOT = Path(__file__).resolve().parents[1]
FOLDER = ROOT / "notebooks" / "instructor" / "sample_room"
START = 1_767_225_600.0  # the club night the sample room pretends to be (fixed)
EXPORTED = START + 3 * 3600.0

# name: (the last exercise reached as "slug/key", lessons skipped, {id: misses}, {ids still wrong},
#        {unknown id: attempts}). A miss is a wrong answer before the right one; an id
#        still wrong ends on a wrong answer. Every learner is invented.
LEARNERS: dict[str, tuple[str, set[int], dict[str, int], set[str], dict[str, int]]] = {
    "Bea Lindqvist": (
        "final-check/three-players",
        set(),
        {"rollor/direction-4": 1, "stopping-and-courtesy/one-no": 1, "final-check/direction-5": 1},
        set(),
        {},
    ),
    "Carmen Rivas": (
        "jokers/rule-or-advice",
        set(),
        {"rollor/direction-4": 2, "stopping-and-courtesy/one-no": 1, "jokers/by-agreement": 1},
        {"jokers/by-agreement"},
        {},
    ),
    "Dot Mbeki": (
        "rollor/tile-comes-home",
        set(),
        {"order-of-passes/courtesy-across": 1, "rollor/direction-4": 2, "rollor/direction-6": 1},
        {"rollor/direction-4"},
        {},
    ),
    "Eleanor Park": (
        "final-check/one-no",
        set(),
        {"blind-passes/blind-2": 2, "final-check/one-no": 1},
        {"blind-passes/blind-2", "final-check/one-no"},
        {},
    ),
    "Frankie Tan": (
        "order-of-passes/courtesy-across",
        set(),
        {"order-of-passes/required-passes": 1},
        {"order-of-passes/required-passes"},
        {},
    ),
    "Gloria Santos": (
        "worked-example/could-you-stop",
        set(),
        {
            "stopping-and-courtesy/one-no": 1,
            "jokers/by-agreement": 1,
            "worked-example/could-you-stop": 1,
            "rollor/direction-4": 1,
        },
        {"worked-example/could-you-stop"},
        {"club-night/wind-quiz": 2},
    ),
    "Harriet Kowalski": (
        "stopping-and-courtesy/offers-3-1",
        {4},
        {"rollor/direction-4": 1, "blind-passes/joker-blind": 1},
        set(),
        {},
    ),
    "Ida Whitcombe": (
        "east-and-short-tables/ghost-rule",
        set(),
        {"stopping-and-courtesy/one-no": 1, "jokers/by-agreement": 1, "jokers/joker-by-mistake": 1},
        {"jokers/joker-by-mistake"},
        {"club-night/wind-quiz": 1},
    ),
}
# After their lessons, some learners took a practice session (notebooks/practice.ipynb):
# fresh items `practice/<skill>-<seed>`, each answered once, right (True) or wrong (False),
# at the first try. They count toward their skill, so the room's skill table shows them.
PRACTICE_AT = START + 2 * 3600.0  # the practice session, before the hand-in
PRACTICE: dict[str, list[tuple[str, int, bool]]] = {
    "Bea Lindqvist": [("direction", 40213, True), ("direction", 3_911_027_554, True),
                      ("direction", 77, True)],
    "Carmen Rivas": [("jokers", 1_208_334, False), ("jokers", 2_000_017, True),
                     ("stopping", 918_273, True), ("jokers", 4_294_967_295, True)],
    "Dot Mbeki": [("direction", 5150, False), ("direction", 0, True), ("direction", 61_440, True),
                  ("seats", 123_456_789, True)],
    "Frankie Tan": [("direction", 2_718_281, False), ("direction", 3_141_592, False)],
    "Gloria Santos": [("stopping", 8_080, True), ("jokers", 65_536, False), ("stopping", 1_024, True),
                      ("stopping", 31_337, True)],
    "Ida Whitcombe": [("jokers", 271_828, True), ("jokers", 161_803, True), ("jokers", 141_421, True)],
}
# A second copy of Carmen's export, made at the break (so it holds fewer answers).
DUPLICATE = ("Carmen Rivas", "progress-carmen-rivas (1).json", "blind-passes/pick-6")


def file_name(name: str) -> str:
    """What lesson 1's Export button calls the file (see widgets.progress.CourseOverview)."""
    return f"progress-{re.sub(r'[^A-Za-z0-9]+', '-', name.strip()).strip('-').lower()}.json"


def attempts_for(
    last: str, skip: set[int], misses: dict[str, int], still: set[str], unknown: dict[str, int]
) -> list[Attempt]:
    """Every exercise in course order up to `last`, with the misses, at fixed times."""
    out: list[Attempt] = []
    clock = START

    def add(exercise_id: str, outcome: Outcome, hints: int) -> None:
        nonlocal clock
        clock += 37.0
        out.append(Attempt(exercise_id, outcome, clock, hints))

    for lesson in all_lessons():
        for exercise in lesson.exercises:
            if lesson.number not in skip:
                wrong = misses.get(exercise.id, 0)
                for n in range(wrong):
                    add(exercise.id, Outcome.INCORRECT, min(n, 2))
                if exercise.id not in still:
                    add(exercise.id, Outcome.CORRECT, 1 if wrong else 0)
            if exercise.id == last:
                for exercise_id, count in unknown.items():  # an instructor's own notebook
                    for _ in range(count):
                        add(exercise_id, Outcome.CORRECT, 0)
                return out
    raise ValueError(f"{last} is not an exercise of the course")


def practice_for(name: str) -> list[Attempt]:
    """The learner's practice answers (`PRACTICE`), 40 seconds apart, no hints."""
    return [
        Attempt(f"practice/{skill}-{seed}", Outcome.CORRECT if right else Outcome.INCORRECT,
                PRACTICE_AT + 40.0 * n, 0)
        for n, (skill, seed, right) in enumerate(PRACTICE.get(name, []))
    ]


def export(name: str, attempts: list[Attempt], target: Path) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        store = ProgressStore(Path(tmp) / "progress.json")
        for attempt in attempts:
            assert store.record(attempt), store.notice
        with mock.patch.object(progress.time, "time", return_value=EXPORTED):
            written = store.export(name, Path(tmp) / target.name)  # the lock file stays in tmp
        target.write_bytes(written.read_bytes())


def build(folder: Path) -> list[str]:
    """Write the sample room into `folder` (created if needed); return the file names."""
    folder.mkdir(parents=True, exist_ok=True)
    names = []
    for name, plan in LEARNERS.items():
        export(name, attempts_for(*plan) + practice_for(name), folder / file_name(name))
        names.append(file_name(name))

    who, copy, last = DUPLICATE
    _, skip, misses, still, _ = LEARNERS[who]
    export(who, attempts_for(last, skip, misses, still, {}), folder / copy)

    # Tomas's file, cut off halfway (a copy interrupted), and Sam's, empty.
    export(
        "Tomas Ortega",
        attempts_for("rollor/direction-6", set(), {}, set(), {}),
        folder / "progress-tomas.json",
    )
    whole = (folder / "progress-tomas.json").read_bytes()
    (folder / "progress-tomas.json").write_bytes(whole[: len(whole) // 2])
    (folder / "progress-sam.json").write_bytes(b"")
    (folder / "seating-plan.json").write_text(
        json.dumps(
            {
                "table 1": ["Bea", "Carmen", "Dot", "Eleanor"],
                "table 2": ["Frankie", "Gloria", "Harriet", "Ida"],
            },
            indent=1,
        )
        + "\n",
        encoding="utf-8",
    )
    (folder / "notes.txt").write_text(
        "Club night, room 4. Ask Sam and Tomas to press Export again and hand the file in.\n",
        encoding="utf-8",
    )
    # Hostile: a valid header around attempts nested 100,000 deep, and code as an exercise id.
    header = json.dumps(
        {"format": EXPORT_FORMAT, "version": 1, "learner": "Nobody", "attempts": []}
    )
    (folder / "progress-nested.json").write_text(
        header.replace("[]", "[" * 100_000 + "]" * 100_000), encoding="utf-8"
    )
    bogus = {
        "format": EXPORT_FORMAT,
        "version": 1,
        "learner": "Quinn",
        "attempts": [
            {
                "exercise": "__import__('os').system('rm -rf ~')/x",
                "outcome": "correct",
                "time": START,
                "hints": 0,
            }
        ],
    }
    (folder / "progress-quinn.json").write_text(json.dumps(bogus), encoding="utf-8")
    return sorted(
        [
            *names,
            copy,
            "progress-tomas.json",
            "progress-sam.json",
            "seating-plan.json",
            "notes.txt",
            "progress-nested.json",
            "progress-quinn.json",
        ]
    )


if __name__ == "__main__":
    written = build(Path(sys.argv[1]) if len(sys.argv) > 1 else FOLDER)
    print(f"wrote {len(written)} files")
