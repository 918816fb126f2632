"""The room dashboard: reading a folder of exports safely, and what the room adds up to."""

from __future__ import annotations

import builtins
import csv
import filecmp
import importlib.util
import io
import itertools
import json
import marshal
import os
import pickle
import subprocess
import sys
from datetime import UTC, datetime, timedelta
from pathlib import Path

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from matplotlib.figure import Figure

from charleston_lessons import dashboard
from charleston_lessons.art import missed_figure, reached_figure
from charleston_lessons.dashboard import Learner, read_room, room_of
from charleston_lessons.exercises import Outcome
from charleston_lessons.lessons import all_lessons
from charleston_lessons.mastery import SkillState, first_answers, states
from charleston_lessons.messages import speaking
from charleston_lessons.progress import EXPORT_FORMAT, MAX_FILE_BYTES, Attempt, ProgressStore
from charleston_lessons.skills import SKILLS

ROOT = Path(__file__).resolve().parents[1]
SAMPLE = ROOT / "notebooks" / "instructor" / "sample_room"
RIGHT, WRONG = Outcome.CORRECT, Outcome.INCORRECT
T0 = 1_800_000_000.0


def attempts(*pairs: tuple[str, Outcome]) -> list[Attempt]:
    return [
        Attempt(exercise_id, outcome, T0 + i, 0) for i, (exercise_id, outcome) in enumerate(pairs)
    ]


def export(folder: Path, file: str, name: str, items: list[Attempt], tmp: Path) -> Path:
    """Write an export exactly as lesson 1's Export button does (the lock file stays in tmp)."""
    store = ProgressStore(tmp / f"{file}.progress")
    for item in items:
        assert store.record(item)
    written = store.export(name, tmp / file)
    target = folder / file
    target.write_bytes(written.read_bytes())
    return target


def export_json(name: str, items: list[dict]) -> str:
    return json.dumps({"format": EXPORT_FORMAT, "version": 1, "learner": name, "attempts": items})


@pytest.fixture()
def room_dir(tmp_path: Path) -> Path:
    folder = tmp_path / "room"
    folder.mkdir()
    (tmp_path / "work").mkdir()
    return folder


def good(
    folder: Path, tmp: Path, file: str = "progress-ann.json", name: str = "Ann Example"
) -> Path:
    return export(
        folder,
        file,
        name,
        attempts(("rollor/direction-4", WRONG), ("rollor/direction-4", RIGHT)),
        tmp / "work",
    )


# ------------------------------------------------------------------ reading: good files


def test_good_files_are_all_read_with_their_names_and_attempts(room_dir, tmp_path):
    good(room_dir, tmp_path, "progress-ann.json", "Ann Example")
    export(
        room_dir,
        "progress-bo.json",
        "Bo Example",
        attempts(("jokers/by-agreement", WRONG)),
        tmp_path / "work",
    )
    export(room_dir, "progress-cy.json", "Cy Example", [], tmp_path / "work")
    room = read_room(room_dir)
    assert [(p.name, p.file, len(p.attempts)) for p in room.learners] == [
        ("Ann Example", "progress-ann.json", 2),
        ("Bo Example", "progress-bo.json", 1),
        ("Cy Example", "progress-cy.json", 0),
    ]
    assert room.skipped == () and room.ignored == () and room.notice == ""
    assert room.folder == "room"
    assert room.learners[1].attempts[0] == Attempt("jokers/by-agreement", WRONG, T0, 0)


def test_a_missing_folder_is_one_sentence_not_an_exception(tmp_path):
    room = read_room(tmp_path / "nowhere")
    assert room.learners == () and "There is no folder nowhere" in room.notice
    assert str(tmp_path) not in repr(room)


# ------------------------------------------------------------------ reading: bad files

HUGE_INT = export_json("Big", [{"exercise": "a/b", "outcome": "correct", "time": 1, "hints": 0}])
HUGE_INT = HUGE_INT.replace('"hints": 0', '"hints": ' + "9" * 5000)  # past int's 4,300 digits

BAD = {
    # file name: (content, words the reason must contain)
    "empty.json": (b"", "empty"),
    "truncated.json": (
        export_json(
            "Tia", [{"exercise": "rollor/direction-4", "outcome": "correct", "time": 1, "hints": 0}]
        ).encode()[:60],
        "not JSON text",
    ),
    "corrupt.json": (b"\x00\xff\xfe\x80 garbage", "not JSON text"),
    "a-list.json": (b'[{"learner": "Lia"}]', "not a Charleston Lessons progress file"),
    "other-format.json": (
        b'{"format": "charleston-lessons-progress", "version": 1, "attempts": []}',
        "own progress file, not an export",
    ),
    "no-name.json": (
        json.dumps({"format": EXPORT_FORMAT, "version": 1, "attempts": []}).encode(),
        "learner name is missing",
    ),
    "deep.json": (
        export_json("Deep", []).replace("[]", "[" * 100_000 + "]" * 100_000).encode(),
        "not JSON text (RecursionError)",
    ),
    "bogus-id.json": (
        export_json(
            "Bogus",
            [
                {
                    "exercise": "__import__('os').system('id')/x",
                    "outcome": "correct",
                    "time": 1,
                    "hints": 0,
                }
            ],
        ).encode(),
        "is not an exercise id",
    ),
    "bad-outcome.json": (
        export_json(
            "Odd", [{"exercise": "rollor/direction-4", "outcome": "maybe", "time": 1, "hints": 0}]
        ).encode(),
        "is not an outcome",
    ),
    "huge-int.json": (HUGE_INT.encode(), "not JSON text (ValueError)"),
    "huge.json": (b" " * (MAX_FILE_BYTES + 1), "larger than a progress file can be"),
    "notes.txt": (b"Ask Sam to export again.", "not a .json file"),
    "script.py": (b"print('hello')", "not a .json file"),
}


@pytest.mark.parametrize("file", sorted(BAD))
def test_each_bad_file_is_skipped_with_one_sentence_and_the_good_one_still_read(
    room_dir, tmp_path, file
):
    good(room_dir, tmp_path)
    content, why = BAD[file]
    (room_dir / file).write_bytes(content)
    room = read_room(room_dir)
    assert [p.name for p in room.learners] == ["Ann Example"]
    assert len(room.skipped) == 1
    name, reason = room.skipped[0]
    assert name == file and why in reason, reason
    sentence = room.skipped_sentences()[0]
    assert (
        sentence.startswith(f"{file}: skipped, ")
        and sentence.endswith(".")
        and "\n" not in sentence
    )


def test_links_subfolders_and_special_files_are_reported_not_followed(room_dir, tmp_path):
    good(room_dir, tmp_path)
    (room_dir / "passwd.json").symlink_to("/etc/passwd")
    inside = tmp_path / "elsewhere.json"
    good(tmp_path, tmp_path, "elsewhere.json", "Linked Learner")
    (room_dir / "linked.json").symlink_to(inside)  # a real export, but through a link
    (room_dir / "older").mkdir()
    good(room_dir / "older", tmp_path, "progress-old.json", "Nested Learner")  # not recursive
    (room_dir / "dir.json").mkdir()
    os.mkfifo(room_dir / "pipe.json")  # opening a pipe would hang the notebook
    room = read_room(room_dir)
    assert [p.name for p in room.learners] == ["Ann Example"]
    reasons = dict(room.skipped)
    assert set(reasons) == {"passwd.json", "linked.json", "older", "dir.json", "pipe.json"}
    assert "link" in reasons["passwd.json"] and "link" in reasons["linked.json"]
    assert "folder" in reasons["older"] and "folder" in reasons["dir.json"]
    assert "not a regular file" in reasons["pipe.json"]


def test_nothing_in_a_file_is_ever_executed_or_unpickled(room_dir, tmp_path, monkeypatch):
    marker = tmp_path / "ran"

    class Payload:
        def __reduce__(self):
            return (Path.write_text, (marker, "unpickled"))

    (room_dir / "pickled.json").write_bytes(pickle.dumps(Payload()))
    (room_dir / "code.json").write_text(
        f"__import__('pathlib').Path({str(marker)!r}).write_text('ran')"
    )
    (room_dir / "marshal.json").write_bytes(marshal.dumps(compile("1", "x", "eval")))
    good(room_dir, tmp_path)

    def refuse(*_args, **_kwargs):
        raise AssertionError("read_room must never execute, compile or unpickle")

    for module, names in (
        (pickle, ("load", "loads")),
        (marshal, ("load", "loads")),
        (builtins, ("exec", "eval", "compile")),
    ):
        for name in names:
            monkeypatch.setattr(module, name, refuse)
    room = read_room(room_dir)
    monkeypatch.undo()
    assert not marker.exists()
    assert [p.name for p in room.learners] == ["Ann Example"]
    assert {name for name, _ in room.skipped} == {"pickled.json", "code.json", "marshal.json"}
    assert all("not JSON text" in reason for _, reason in room.skipped)


def test_the_payload_in_that_test_would_run_if_it_were_unpickled(tmp_path):
    """Guards the test above: its pickle really is hostile."""
    marker = tmp_path / "ran"

    class Payload:
        def __reduce__(self):
            return (Path.write_text, (marker, "unpickled"))

    pickle.loads(pickle.dumps(Payload()))
    assert marker.read_text() == "unpickled"


def test_a_learner_name_twice_keeps_the_fuller_file_and_reports_the_other(room_dir, tmp_path):
    work = tmp_path / "work"
    export(
        room_dir,
        "progress-ann (1).json",
        "Ann Example",
        attempts(("rollor/direction-4", WRONG)),
        work,
    )
    good(
        room_dir, tmp_path, "progress-ann.json", "  ann   EXAMPLE "
    )  # the same learner, typed differently
    export(room_dir, "progress-bo.json", "Bo", attempts(("rollor/direction-3", RIGHT)), work)
    export(room_dir, "progress-bo-2.json", "Bo", attempts(("rollor/direction-6", RIGHT)), work)
    room = read_room(room_dir)
    assert sorted(p.file for p in room.learners) == ["progress-ann.json", "progress-bo-2.json"]
    reasons = dict(room.skipped)
    assert set(reasons) == {"progress-ann (1).json", "progress-bo.json"}
    assert "progress-ann.json has the same learner name" in reasons["progress-ann (1).json"]
    assert "more attempts" in reasons["progress-ann (1).json"]
    assert (
        "progress-bo-2.json" in reasons["progress-bo.json"]
        and "as many" in reasons["progress-bo.json"]
    )


def test_hidden_and_lock_files_are_mentioned_once_not_read_and_checkpoints_left_out(
    room_dir, tmp_path
):
    good(room_dir, tmp_path)
    (room_dir / ".DS_Store").write_bytes(b"\x00\x00")
    (room_dir / ".sneaky.json").write_text(export_json("Hidden", []))
    (room_dir / "progress-ann.json.lock").write_bytes(b"")
    (room_dir / ".ipynb_checkpoints").mkdir()
    room = read_room(room_dir)
    assert [p.name for p in room.learners] == ["Ann Example"] and room.skipped == ()
    assert room.ignored == (".DS_Store", ".sneaky.json", "progress-ann.json.lock")
    assert "Not read" in repr(room.report()) and ".ipynb_checkpoints" not in repr(room.report())


def test_at_most_max_files_are_read_and_each_one_beyond_is_reported(room_dir, tmp_path):
    for i in range(5):
        good(room_dir, tmp_path, f"progress-{i}.json", f"Learner {i}")
    room = read_room(room_dir, max_files=3)
    assert [p.name for p in room.learners] == ["Learner 0", "Learner 1", "Learner 2"]
    assert [name for name, _ in room.skipped] == ["progress-3.json", "progress-4.json"]
    assert all("already has 3 files" in reason for _, reason in room.skipped)


def test_reading_stops_at_the_total_byte_limit(room_dir, tmp_path):
    for i in range(4):
        good(room_dir, tmp_path, f"progress-{i}.json", f"Learner {i}")
    # The first two files fit and the third does not (their sizes differ by a byte or two,
    # with the time of the export in them).
    first_two = sum((room_dir / f"progress-{i}.json").stat().st_size for i in range(2))
    room = read_room(room_dir, max_bytes=first_two + 1)
    assert len(room.learners) == 2
    assert [name for name, _ in room.skipped] == ["progress-2.json", "progress-3.json"]
    assert all("the most for one room" in reason for _, reason in room.skipped)


def test_a_crowded_folder_is_looked_at_only_so_far_and_says_so(room_dir, tmp_path, monkeypatch):
    monkeypatch.setattr(dashboard, "MAX_ENTRIES", 4)
    for i in range(6):
        (room_dir / f"note-{i}.txt").write_text("x")
    room = read_room(room_dir)
    assert len(room.skipped) == 5
    assert (
        room.skipped[-1][0] == "(the rest of the folder)"
        and "more than 4 entries" in room.skipped[-1][1]
    )


def test_a_hostile_file_name_is_shown_cleaned_and_cut(room_dir, tmp_path):
    name = "evil\u202e\u0085" + "x" * 200 + ".txt"
    (room_dir / name).write_text("x")
    room = read_room(room_dir)
    ((shown, _reason),) = room.skipped
    assert shown.startswith("evil??x") and len(shown) == 60 and shown.endswith("\u2026")


def test_the_report_lists_each_skipped_file_and_escapes_html(room_dir, tmp_path):
    good(room_dir, tmp_path, "progress-x.json", "<script>alert(1)</script>")
    (room_dir / "<b>.txt").write_text("x")
    report = read_room(room_dir).report()
    assert repr(report).splitlines() == [
        "1 learner read from room; 1 file skipped.",
        "- <b>.txt: skipped, it is not a .json file.",
    ]
    assert "<b>.txt" not in report._repr_html_() and "&lt;b&gt;.txt" in report._repr_html_()
    table = read_room(room_dir).learner_table()
    assert "<script>" not in table._repr_html_() and "&lt;script&gt;" in table._repr_html_()


def test_a_long_report_is_cut_with_a_count(room_dir):
    for i in range(8):
        (room_dir / f"n{i}.txt").write_text("x")
    lines = repr(read_room(room_dir).report(limit=3)).splitlines()
    assert len(lines) == 5 and "5 more files skipped" in lines[-1]


# ------------------------------------------------------------------ summaries

D4, D6, AGREE, ONE_NO = (
    "rollor/direction-4",
    "rollor/direction-6",
    "jokers/by-agreement",
    "stopping-and-courtesy/one-no",
)


def lesson_ids(number: int) -> list[str]:
    return [exercise.id for exercise in all_lessons()[number - 1].exercises]


def test_per_exercise_counts_wrong_ever_wrong_latest_and_right_latest():
    room = room_of(
        [
            ("Ann", attempts((D4, WRONG), (D4, RIGHT), (AGREE, WRONG))),
            ("Bo", attempts((D4, WRONG), (D4, WRONG), (AGREE, RIGHT))),
            ("Cy", attempts((D4, RIGHT), (D4, WRONG))),  # right, then wrong: the latest counts
            ("Di", attempts((D6, RIGHT))),
        ]
    )
    by_id = {item.exercise_id: item for item in room.exercises}
    d4 = by_id[D4]
    assert (d4.tried, d4.wrong_ever, d4.wrong_latest, d4.right_latest) == (3, 3, 2, 1)
    agree = by_id[AGREE]
    assert (agree.tried, agree.wrong_ever, agree.wrong_latest, agree.right_latest) == (2, 1, 1, 1)
    assert (by_id[D6].tried, by_id[D6].wrong_ever, by_id[D6].right_latest) == (1, 0, 1)
    assert (d4.lesson, d4.key, d4.label) == (3, "direction-4", "Lesson 3 \u00b7 direction-4")
    assert len(room.exercises) == sum(len(lesson.exercises) for lesson in all_lessons())


def test_most_missed_comes_first_then_still_wrong_then_course_order():
    room = room_of(
        [
            (
                "Ann",
                attempts(
                    (ONE_NO, WRONG), (ONE_NO, RIGHT), (AGREE, WRONG), (D6, WRONG), (D6, RIGHT)
                ),
            ),
            ("Bo", attempts((ONE_NO, WRONG), (AGREE, WRONG), (AGREE, WRONG), (D4, WRONG))),
        ]
    )
    assert [item.exercise_id for item in room.most_missed()] == [AGREE, ONE_NO, D4, D6]
    assert [item.exercise_id for item in room.most_missed(2)] == [AGREE, ONE_NO]
    assert room.most_missed(0) == ()


def test_per_learner_lessons_done_furthest_and_pick_up():
    one, three = lesson_ids(1), lesson_ids(3)
    everything = [(i, RIGHT) for lesson in all_lessons() for i in (e.id for e in lesson.exercises)]
    room = room_of(
        [
            ("Skipper", attempts(*[(i, RIGHT) for i in one + three])),  # skipped lesson 2
            (
                "Slipped",
                attempts(*[(i, RIGHT) for i in one], (one[0], WRONG)),
            ),  # lesson 1 wrong again
            ("Done", attempts(*everything)),
            ("New", []),
        ]
    )
    by = {item.name: item for item in room.progress}
    assert (by["Skipper"].done, by["Skipper"].furthest, by["Skipper"].pick_up.number) == (
        (1, 3),
        3,
        2,
    )
    assert (by["Slipped"].done, by["Slipped"].furthest, by["Slipped"].pick_up.number) == ((), 1, 1)
    assert by["Done"].done == tuple(range(1, len(all_lessons()) + 1)) and by["Done"].pick_up is None
    assert (by["New"].done, by["New"].furthest, by["New"].pick_up.number) == ((), None, 1)
    rows = repr(room.learner_table()).splitlines()
    assert rows[0] == (
        "Learner | Lessons done | Furthest lesson | Picks up at | Answers given | Right after seeing the solution"
    )
    assert f"Skipper | 2 of {len(all_lessons())} (1, 3) | 3 | 2 | {len(one) + len(three)} | 0" in rows
    assert f"New | 0 of {len(all_lessons())} | not started | 1 | 0 | 0" in rows
    assert any(row.startswith("Done | ") and "| all done |" in row for row in rows)


def test_unknown_exercise_ids_are_counted_apart_and_never_crash():
    room = room_of(
        [
            (
                "Ann",
                attempts(
                    ("club-night/wind-quiz", RIGHT),
                    ("club-night/wind-quiz", WRONG),
                    ("rollor/direction-99", WRONG),
                    (D4, WRONG),
                ),
            ),
            ("Bo", attempts(("club-night/wind-quiz", RIGHT))),
        ]
    )
    assert [(u.exercise_id, u.learners, u.attempts) for u in room.unknown] == [
        ("club-night/wind-quiz", 2, 3),
        ("rollor/direction-99", 1, 1),
    ]
    assert [item.exercise_id for item in room.most_missed()] == [D4]
    assert {item.name: item.unknown for item in room.progress} == {"Ann": 3, "Bo": 1}
    assert "club-night/wind-quiz (2 learners)" in repr(room.report())


def test_learners_are_ordered_by_name_whatever_the_order_given():
    room = room_of([Learner("cy", "c.json", ()), ("Ann", []), ("bo", [])])
    assert [p.name for p in room.learners] == ["Ann", "bo", "cy"]
    assert [p.name for p in room.progress] == ["Ann", "bo", "cy"]


# ------------------------------------------------------------------ figures


def png(fig: Figure) -> bytes:
    buffer = io.BytesIO()
    fig.savefig(buffer, format="png", dpi=60)
    return buffer.getvalue()


def texts(fig: Figure) -> list[str]:
    return [t.get_text() for t in fig.findobj(lambda a: hasattr(a, "get_text") and a.get_text())]


def sample_like_room():
    return room_of(
        [
            ("Ann", attempts((D4, WRONG), (D4, RIGHT), *[(i, RIGHT) for i in lesson_ids(1)])),
            (
                "Bo $\\bogus{ 5$ \u202e",
                attempts((D4, WRONG), (AGREE, WRONG)),
            ),  # mathtext and bidi: plain text
        ]
    )


def test_missed_figure_draws_a_bar_per_missed_exercise_with_its_counts_as_text():
    fig = missed_figure(sample_like_room())
    assert png(fig).startswith(b"\x89PNG")
    ax = fig.axes[0]
    assert [t.get_text() for t in ax.get_yticklabels()] == [
        "Lesson 3 \u00b7 direction-4",
        "Lesson 7 \u00b7 by-agreement",
    ]
    words = texts(fig)
    assert (
        "2 of 2 missed \u00b7 1 still wrong" in words
        and "1 of 1 missed \u00b7 1 still wrong" in words
    )
    assert [p.get_width() for p in ax.patches if p.get_gid() == "missed-ever"] == [2, 1]
    still = [p for p in ax.patches if p.get_gid() == "missed-still"]
    assert [p.get_width() for p in still] == [1, 1] and all(
        p.get_hatch() for p in still
    )  # not colour alone


def test_missed_figure_keeps_only_the_top():
    fig = missed_figure(sample_like_room(), top=1)
    assert [t.get_text() for t in fig.axes[0].get_yticklabels()] == ["Lesson 3 \u00b7 direction-4"]


def test_reached_figure_counts_each_lesson_with_fill_hatch_and_words():
    room = sample_like_room()
    fig = reached_figure(room)
    assert png(fig).startswith(b"\x89PNG")
    ax = fig.axes[0]
    n = len(all_lessons())
    assert [t.get_text().split(" \u00b7 ")[0] for t in ax.get_yticklabels()] == [str(i) for i in range(1, n + 1)]
    widths = {gid: [p.get_width() for p in ax.patches if p.get_gid() == gid]
              for gid in ("reached-done", "reached-tried", "reached-none")}
    # Ann: lesson 1 done, lesson 3 tried; Bo: lessons 3 and 7 tried.
    assert widths["reached-done"] == [1] + [0] * (n - 1)
    assert widths["reached-tried"] == [0, 0, 2, 0, 0, 0, 1] + [0] * (n - 7)
    assert all(p.get_hatch() for p in ax.patches if p.get_gid() == "reached-tried")  # not colour alone
    words = texts(fig)
    assert "\u2713 1 done, \u2022 0 tried, 1 not started" in words  # lesson 1
    assert "\u2713 0 done, \u2022 2 tried, 0 not started" in words  # lesson 3
    assert not any("Bo" in word for word in words)  # no learner is drawn: they are in the table


def test_lesson_summaries_count_learners_done_tried_and_not_started():
    summaries = sample_like_room().lesson_summaries()
    assert [(s.number, s.done, s.tried, s.not_started) for s in summaries[:3]] == [(1, 1, 0, 1), (2, 0, 0, 2), (3, 0, 2, 0)]
    assert all(s.learners == 2 for s in summaries)


def big_room(size: int, seed: int = 5) -> dashboard.Room:
    """`size` invented learners, each through a random number of lessons, some answers wrong."""
    rng = np.random.default_rng(seed)
    lessons = all_lessons()
    people = []
    for number in range(size):
        items = []
        for lesson in lessons[: int(rng.integers(1, len(lessons) + 1))]:
            for exercise in lesson.exercises:
                items.append((exercise.id, WRONG if rng.random() < 0.15 else RIGHT))
        people.append((f"Learner {number:03d} <b>&amp;</b> " + "x" * 80, attempts(*items)))
    return room_of(people, now=datetime(2027, 1, 1, tzinfo=UTC))


def test_a_room_of_500_draws_as_many_artists_and_about_the_svg_of_a_room_of_50():
    from charleston_lessons.art import chart_svg

    small, large = big_room(50), big_room(500)
    figures = {len(room.progress): reached_figure(room) for room in (small, large)}
    artists = {size: len(fig.findobj()) for size, fig in figures.items()}
    assert artists[500] == artists[50], artists  # counts per lesson, never one mark per learner
    sizes = {size: len(chart_svg(fig, "d").encode()) for size, fig in figures.items()}
    assert sizes[500] < 300_000 and abs(sizes[500] - sizes[50]) < 0.05 * sizes[50], sizes
    missed = {len(room.progress): len(chart_svg(missed_figure(room), "d")) for room in (small, large)}
    assert abs(missed[500] - missed[50]) < 0.05 * missed[50], missed


def test_a_room_of_500_lists_every_learner_in_a_table_that_scrolls_with_names_cut_and_escaped():
    room = big_room(500)
    table = room.learner_table()
    rows = repr(table).splitlines()[1:]
    assert len(rows) == 500 and all(len(row.split(" | ")[0]) <= 60 for row in rows)
    assert "<b>" not in table.markup and "&lt;b&gt;&amp;amp;&lt;/b&gt;" in table.markup
    assert "max-height:" in table.markup and "overflow-y:auto" in table.markup
    assert "max-height" not in sample_like_room().learner_table().markup  # a short table stays whole


def test_figures_of_an_empty_room_say_so():
    room = room_of([])
    assert "Nobody in the room has missed" in " ".join(texts(missed_figure(room)))
    assert "No learner's file" in " ".join(texts(reached_figure(room)))
    assert png(missed_figure(room)) and png(reached_figure(room))


def test_descriptions_name_what_the_figures_show():
    room = sample_like_room()
    assert (
        room.describe_missed().startswith("Bars for the 2 exercises")
        and "Lesson 3 \u00b7 direction-4" in room.describe_missed()
    )
    assert (
        f"1 to {len(all_lessons())}" in room.describe_reached()
        and "0 of 2" in room.describe_reached()
    )
    # True to the figure: the lesson with most learners tried but not done, and how many.
    assert room.describe_reached().endswith("Most learners tried but not done: lesson 3 (2).")
    assert "tried but not done" not in room_of([("Ann", [])]).describe_reached()


# ------------------------------------------------------------------ the sample room


def load_tool():
    spec = importlib.util.spec_from_file_location(
        "make_sample_room", ROOT / "tools" / "make_sample_room.py"
    )
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_committed_sample_room_is_what_the_script_writes(tmp_path):
    written = load_tool().build(tmp_path / "room")
    assert sorted(p.name for p in SAMPLE.iterdir() if p.name != ".ipynb_checkpoints") == written
    _same, different, errors = filecmp.cmpfiles(SAMPLE, tmp_path / "room", written, shallow=False)
    assert different == [] and errors == []


def test_the_sample_room_reads_as_the_notebook_says():
    room = read_room(SAMPLE)
    assert len(room.learners) == 8 and len(room.skipped) == 7
    assert room.most_missed(3)[0].exercise_id == D4
    assert {item.exercise_id for item in room.most_missed(3)} == {D4, ONE_NO, AGREE}
    assert [u.exercise_id for u in room.unknown] == ["club-night/wind-quiz"]


def test_the_dashboard_module_imports_no_face():
    code = (
        "import sys, charleston_lessons.dashboard\n"
        "faces = ('matplotlib', 'ipywidgets', 'IPython')\n"
        "print(sorted(m for m in sys.modules if m.split('.')[0] in faces))"
    )
    result = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True
    )
    assert result.stdout.strip() == "[]"


def test_answers_checked_after_seeing_the_solution_are_counted_per_exercise_and_learner():
    first = all_lessons()[0].exercises[0].id
    second = all_lessons()[0].exercises[1].id
    room = room_of(
        [
            ("Peeked", [Attempt(first, Outcome.INCORRECT, 1.0), Attempt(first, Outcome.CORRECT, 2.0, 0, True)]),
            ("Peeked once", [Attempt(second, Outcome.CORRECT, 1.0, 0, True), Attempt(second, Outcome.CORRECT, 2.0)]),
            ("Honest", [Attempt(first, Outcome.CORRECT, 1.0)]),
        ]
    )
    by_id = {item.exercise_id: item for item in room.exercises}
    assert by_id[first].solution_seen == 1 and by_id[second].solution_seen == 1
    rows = {row.split(" | ")[0]: row.split(" | ")[-1] for row in repr(room.learner_table()).splitlines()[1:]}
    # The latest answer decides: "Peeked once" answered again on their own afterwards.
    assert rows == {"Peeked": "1", "Peeked once": "0", "Honest": "0"}
    sentence = room.solution_sentence()
    assert sentence.startswith("Checked after seeing the solution:") and "(1 learner)" in sentence
    assert sentence in repr(room.report())


# ----------------------------------------------------------- bad input is a sentence (issue 11)


@pytest.mark.parametrize("folder", [None, 42, ("a", "b"), "", "a\x00b"])
def test_a_folder_that_is_not_a_path_is_a_sentence(folder):
    with pytest.raises(ValueError, match="folder should be a file name or path"):
        read_room(folder)


def test_the_reading_limits_are_whole_numbers_up_to_the_stated_maximum(room_dir):
    with pytest.raises(ValueError, match="max_files should be a whole number"):
        read_room(room_dir, max_files="3")
    with pytest.raises(ValueError, match=f"max_files should be a whole number from 0 to {dashboard.MAX_FILES}"):
        read_room(room_dir, max_files=dashboard.MAX_FILES + 1)
    with pytest.raises(ValueError, match="max_bytes"):
        read_room(room_dir, max_bytes=10**12)


def test_a_room_of_learners_in_hand_checks_each_learner():
    with pytest.raises(ValueError, match="learners should be a list"):
        room_of(None)
    with pytest.raises(ValueError, match="learners holds more than"):
        room_of(itertools.repeat(("Ada", [])))
    with pytest.raises(ValueError, match="Learners or \\(name, attempts\\) pairs"):
        room_of([("Ada",)])
    with pytest.raises(ValueError, match="attempts should be Attempts"):
        room_of([("Ada", [("rollor/direction-1", RIGHT)])])
    with pytest.raises(ValueError, match="each with an Outcome"):
        room_of([("Ada", [Attempt("rollor/direction-1", "correct", T0)])])
    with pytest.raises(ValueError, match="learners should be text"):
        room_of([Learner(None, "", ())])
    with pytest.raises(ValueError, match="skipped should be \\(file name, reason\\) pairs"):
        room_of([], skipped=[("bad.json",)])
    room = room_of([("Ada", attempts(("rollor/direction-4", WRONG)))], folder="Tuesday")
    assert [person.name for person in room.learners] == ["Ada"] and room.folder == "Tuesday"


def test_room_methods_take_whole_numbers():
    room = room_of([("Ada", attempts(("rollor/direction-4", WRONG)))])
    with pytest.raises(ValueError, match="top should be a whole number"):
        room.most_missed("3")
    with pytest.raises(ValueError, match="limit should be a whole number"):
        room.report(limit=None)
    with pytest.raises(ValueError, match="top should be a whole number from 0"):
        room.most_missed(-1)
    assert [item.exercise_id for item in room.most_missed(np.int64(1))] == ["rollor/direction-4"]


# ----------------------------------------------------------- skills: the room per skill (issue 22)

JUST_AFTER = datetime.fromtimestamp(T0 + 30, UTC)  # before any review falls due (a minute on)
YEARS_ON = datetime.fromtimestamp(T0, UTC) + timedelta(days=3 * 365)  # every review due


def drill(skill: str, seed: int) -> str:
    return f"practice/{skill}-{seed}"


def skills_room(now: datetime = JUST_AFTER):
    """Four learners whose answers make known states: practice items and lesson exercises."""
    return room_of(
        [
            # Ann: three fresh direction items right (mastered), one blind item wrong (learning).
            ("Ann", attempts((drill("direction", 1), RIGHT), (drill("direction", 2), RIGHT),
                             (drill("direction", 3), RIGHT), (drill("blind", 4), WRONG))),
            # Bo: a direction item wrong then right; lesson 7's joker question wrong.
            ("Bo", attempts((drill("direction", 5), WRONG), (drill("direction", 6), RIGHT),
                            (AGREE, WRONG))),
            # Cy: a blind item wrong, retried right (a retry rates nothing), then a fresh one right.
            ("Cy", attempts((drill("blind", 7), WRONG), (drill("blind", 7), RIGHT),
                            (drill("blind", 8), RIGHT))),
            # Di: only a club's own exercise: every skill not started.
            ("Di", attempts(("club-night/wind-quiz", RIGHT))),
        ],
        now=now,
    )


def test_each_skill_counts_its_learners_in_each_state_from_practice_and_lessons():
    room = skills_room()
    by = {item.key: item for item in room.skills}
    assert [item.key for item in room.skills] == [item.key for item in SKILLS]
    counts = {key: (s.mastered, s.learning, s.due, s.not_started, s.missed, s.not_yet)
              for key, s in by.items()}
    assert counts["direction"] == (1, 1, 0, 2, 1, 1)  # Ann mastered; Bo learning, missed once
    assert counts["blind"] == (0, 2, 0, 2, 2, 2)  # Ann and Cy each missed a first answer
    assert counts["jokers"] == (0, 1, 0, 3, 1, 1)  # Bo's lesson answer rates the skill too
    assert counts["seats"] == (0, 0, 0, 4, 0, 0)
    assert (by["direction"].practice, by["blind"].practice, by["jokers"].practice) == (5, 3, 0)
    for item in room.skills:
        assert item.answered + item.not_started == len(room.learners)
        assert [item.count(state) for state in SkillState] == [
            item.not_started, item.learning, item.mastered, item.due]
    ann = {status.skill.key: status for status in room.progress[0].skills}
    assert (ann["direction"].state, ann["direction"].streak) == (SkillState.MASTERED, 3)
    assert room.as_of == JUST_AFTER


def test_a_skill_answered_long_ago_is_due_for_review_in_the_room():
    room = skills_room(YEARS_ON)
    by = {item.key: item for item in room.skills}
    assert (by["direction"].mastered, by["direction"].due, by["direction"].not_started) == (0, 2, 2)
    assert (by["blind"].due, by["jokers"].due, by["seats"].due) == (2, 1, 0)


def test_the_skills_the_room_misses_most_rank_by_learners_who_missed_then_not_mastered():
    room = skills_room()
    # blind: 2 missed; direction and jokers 1 each, 1 not mastered each: course order decides
    assert [item.key for item in room.skills_missed()] == ["blind", "direction", "jokers"]
    assert [item.key for item in room.skills_missed(1)] == ["blind"]
    assert room.skills_missed(0) == ()
    sentence = room.skills_sentence()
    assert sentence.startswith("The skills the room misses most: Blind passes, missed at a first try by 2 of the 2 learners")
    assert sentence.index("Blind passes") < sentence.index("Which way a pass goes") < sentence.index("Jokers")
    assert room_of([("Ann", attempts((drill("seats", 1), RIGHT)))]).skills_sentence() == (
        "Nobody in the room has got a skill wrong at a first try yet.")


def test_a_learner_who_missed_a_skill_and_then_mastered_it_ranks_below_one_still_learning():
    room = room_of(
        [("Ann", attempts((drill("jokers", 1), WRONG), *[(drill("jokers", n), RIGHT) for n in (2, 3, 4)],
                          (drill("direction", 1), WRONG)))],
        now=JUST_AFTER,
    )
    assert [item.key for item in room.skills_missed()] == ["direction", "jokers"]


def test_the_skill_table_says_each_count_under_its_state_word_and_names_the_missed_skills():
    room = skills_room()
    shown = room.skill_table()
    rows = repr(shown).splitlines()
    assert rows[0] == "Skill | Mastered | Learning | Due for review | Not started | Missed at a first try"
    assert "Which way a pass goes | 1 | 1 | 0 | 2 | 1" in rows
    assert "Blind passes | 0 | 2 | 0 | 2 | 2" in rows
    assert rows[-1] == room.skills_sentence()
    markup = shown._repr_html_()
    assert '<th scope="col"' in markup and '<th scope="row"' in markup and "Due for review" in markup
    assert room.skills_sentence().replace("'", "&#x27;") in markup


def test_practice_items_count_toward_their_skill_not_as_unknown_exercises(room_dir, tmp_path):
    export(room_dir, "progress-ann.json", "Ann Example",
           attempts((drill("what-to-pass", 4_294_967_295), WRONG), (drill("courtesy", 0), RIGHT),
                    ("practice/flowers-3", RIGHT), ("club-night/wind-quiz", RIGHT),
                    ("table/K7MP2Q-p3", RIGHT), ("table/K7MP2Q-stop", WRONG)),  # a shared table's decisions
           tmp_path / "work")
    room = read_room(room_dir, now=JUST_AFTER)
    assert [u.exercise_id for u in room.unknown] == ["club-night/wind-quiz", "practice/flowers-3"]
    assert room.progress[0].unknown == 2 and room.progress[0].attempts == 6
    by = {item.key: item for item in room.skills}
    assert (by["what-to-pass"].learning, by["what-to-pass"].missed) == (1, 1)
    assert by["courtesy"].learning == 1 and by["courtesy"].missed == 0
    assert "practice/what-to-pass" not in repr(room.report())


def test_the_export_keeps_its_columns_and_adds_each_skills_state_and_streak_at_the_end():
    room = skills_room()
    rows = list(csv.reader(io.StringIO(room.csv())))
    columns = rows[0]
    assert columns[: len(dashboard.EXPORT_COLUMNS)] == list(dashboard.EXPORT_COLUMNS)
    assert columns[len(dashboard.EXPORT_COLUMNS):] == [
        f"{item.key}.{part}" for item in SKILLS for part in ("state", "streak")]
    assert [row[0] for row in rows[1:]] == ["Ann", "Bo", "Cy", "Di"]
    table = {row[0]: dict(zip(columns, row)) for row in rows[1:]}
    assert (table["Ann"]["direction.state"], table["Ann"]["direction.streak"]) == ("mastered", "3")
    assert (table["Ann"]["blind.state"], table["Ann"]["blind.streak"]) == ("learning", "0")
    assert (table["Bo"]["direction.state"], table["Bo"]["direction.streak"]) == ("learning", "1")
    assert (table["Cy"]["blind.state"], table["Cy"]["blind.streak"]) == ("learning", "1")
    assert {table["Di"][f"{item.key}.state"] for item in SKILLS} == {"not-started"}
    assert (table["Ann"]["answers"], table["Di"]["lessons_done"], table["Di"]["furthest"]) == ("4", "0", "")
    assert table["Di"]["pick_up"] == "1"
    with speaking("ms"):  # the export reads the same in every language
        assert room.csv() == skills_room().csv()


def test_the_export_quotes_a_name_a_spreadsheet_would_run_as_a_formula():
    room = room_of([("=HYPERLINK(\"http://x\")", []), ("@SUM(A1)", []), ("Ann", [])], now=JUST_AFTER)
    names = [row[0] for row in list(csv.reader(io.StringIO(room.csv())))[1:]]
    assert sorted(names) == ["'=HYPERLINK(\"http://x\")", "'@SUM(A1)", "Ann"]


def test_save_csv_writes_the_export_and_refuses_what_is_not_a_csv_file(tmp_path):
    room = skills_room()
    written = room.save_csv(tmp_path / "room.csv")
    assert written.read_bytes().startswith(b"\xef\xbb\xbf")
    assert written.read_bytes().decode("utf-8-sig") == room.csv()
    with pytest.raises(ValueError, match="not a .csv file name"):
        room.save_csv(tmp_path / "progress-ann.json")
    (tmp_path / "folder.csv").mkdir()
    with pytest.raises(ValueError, match="is not a file"):
        room.save_csv(tmp_path / "folder.csv")


def test_the_room_in_malay_says_its_skills_in_malay():
    room = skills_room()
    with speaking("ms"):
        text = repr(room.skill_table())
        sentence = room.skills_sentence()
    assert text.splitlines()[0].startswith("Kemahiran | Dikuasai | Sedang belajar | Perlu diulang kaji")
    assert "Hantaran buta | 0 | 2 | 0 | 2 | 2" in text
    assert sentence.startswith("Kemahiran yang paling banyak disalah jawab oleh kelas: Hantaran buta")
    for english in ("Mastered", "Learning", "misses most", "first try", "Blind passes"):
        assert english not in text


def test_the_sample_room_shows_practice_in_its_skills():
    hand_in = datetime(2026, 1, 1, 3, tzinfo=UTC)  # as the notebook reads it
    room = read_room(SAMPLE, now=hand_in)
    assert sum(item.practice for item in room.skills) > 0
    assert not any(u.exercise_id.startswith("practice/") for u in room.unknown)
    assert [item.key for item in room.skills_missed(2)] == ["direction", "stopping"]
    frankie = next(item for item in room.progress if item.name == "Frankie Tan")
    direction = {s.skill.key: s for s in frankie.skills}["direction"]
    # missed twice in practice two hours before: learning again, and due for review the next day
    assert direction.state is SkillState.LEARNING and direction.streak == 0
    assert timedelta(hours=6) < direction.due - hand_in < timedelta(days=1)


NOT_A_MOMENT = st.one_of(st.none().map(lambda _: datetime(2026, 1, 1)), st.text(max_size=20), st.integers(),
                         st.floats(allow_nan=True), st.just(float("inf")), st.dates())


@settings(max_examples=60, deadline=None)
@given(now=NOT_A_MOMENT)
def test_a_moment_that_is_not_one_is_a_sentence(now):
    with pytest.raises(ValueError, match="not a moment in time"):
        room_of([], now=now)


@settings(max_examples=80, deadline=None)
@given(value=st.one_of(st.text(max_size=30), st.integers(), st.none(), st.floats(), st.binary(max_size=8),
                       st.lists(st.integers(), max_size=3)))
def test_bad_input_to_the_skill_methods_is_a_sentence_or_a_value(value):
    room = skills_room()
    for call in (lambda: room.skills_missed(value), lambda: room.skills[0].count(value),
                 lambda: room.skills_sentence(value)):
        try:
            result = call()
        except ValueError as error:
            assert str(error) and len(str(error)) < 300 and "Traceback" not in str(error)
        else:
            assert isinstance(result, (tuple, int, str))


def test_the_room_reads_back_exports_named_in_any_script_and_none_overwrote_another(tmp_path):
    from charleston_lessons import progress

    room = tmp_path / "room"
    room.mkdir()
    names = ["\u0646\u0648\u0631 \u0639\u0627\u0626\u0634\u0629", "\u674e\u5c0f\u9f8d", "\u0ba4\u0bae\u0bbf\u0bb4\u0bcd",
             "Siti \u0646\u0648\u0631", "\U0001f004\U0001f004", "\U0001f3b2", "Ana Mar\u00eda", "ana-mar\u00eda", "CON"]
    for index, name in enumerate(names):
        store = ProgressStore(tmp_path / f"work-{index}.json")
        assert store.record(Attempt(D4, RIGHT, T0 + index, 0))
        store.export(name, room / progress.export_name(name, room))
    read = read_room(room)
    assert sorted(person.name for person in read.learners) == sorted(names) and not read.skipped
    assert "progress-learner.json" not in {person.file for person in read.learners}


# ---------------------------------------------------------------- a room read again and again

_IDS = ["start-here/set-size", "rollor/direction-3", "rollor/direction-4", "blind-passes/blind-3",
        "practice/blind-7", "practice/direction-12", "club-night/wind-quiz"]


_ITEM = st.one_of(st.sampled_from(_IDS),  # fresh practice items too: each a first answer that rates a skill
                  st.builds("practice/{}-{}".format, st.sampled_from([item.key for item in SKILLS]), st.integers(0, 99)))


@settings(max_examples=40, deadline=None)
@given(st.lists(st.tuples(st.integers(0, 2), _ITEM, st.booleans(), st.integers(0, 1),
                          st.booleans(), st.integers(-300, 3_000)), max_size=40),
       st.lists(st.integers(1, 6), min_size=1, max_size=8))
def test_a_room_worked_out_as_learners_answer_is_the_room_worked_out_afresh(answers, steps):
    # The live dashboard gives room_of each learner's attempts again and again, a few more each
    # time (and now and then one stamped earlier than the last): what it keeps and carries on
    # must give exactly the room worked out from nothing.
    start = datetime(2027, 3, 1, 12, tzinfo=UTC).timestamp()
    now = datetime(2027, 3, 2, tzinfo=UTC)
    made = [(who, Attempt(exercise, Outcome.CORRECT if right else Outcome.INCORRECT, start + 60 * n + shift,
                          hints, seen))
            for n, (who, exercise, right, hints, seen, shift) in enumerate(answers)]
    cut, sizes = 0, []
    for step in itertools.cycle(steps):
        cut = min(len(made), cut + step)
        sizes.append(cut)
        if cut == len(made):
            break
    for size in sizes:  # as a live room reads: each learner's tuple grows at its end
        given_so_far = [(f"Learner {who}", tuple(a for w, a in made[:size] if w == who)) for who in range(3)]
        kept = room_of(given_so_far, now=now)
    dashboard._BY_VALUE.clear()
    dashboard._CHECKED.clear()
    assert kept == room_of([(name, tuple(attempts)) for name, attempts in given_so_far], now=now)
    # And both are what mastery and the lessons' scoring say of each learner's attempts.
    mine = dict(given_so_far)
    for summary in kept.progress:
        assert summary.skills == tuple(states(mine[summary.name], now).values())
        latest = {a.exercise_id: a.outcome for a in mine[summary.name]}
        assert [status.right for status in summary.statuses] == [
            sum(1 for exercise in lesson.exercises if latest.get(exercise.id) is Outcome.CORRECT)
            for lesson in all_lessons()]
    for item in kept.skills:
        assert item.missed == sum(1 for attempts in mine.values()
                                  if any(a.skill == item.key and a.grade.value == "wrong" for a in first_answers(attempts)))
