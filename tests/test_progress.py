"""Progress on disk: atomic, safe with two writers, and never lost to a damaged file."""

from __future__ import annotations

import json
import os
import re
import signal
import stat
import subprocess
import sys
import textwrap
import time

from pathlib import Path

import pytest

from charleston_lessons import progress as progress_module
from charleston_lessons.exercises import Outcome
from charleston_lessons.messages import say
from charleston_lessons.progress import (
    EXPORT_FORMAT,
    MAX_FILE_BYTES,
    Attempt,
    ProgressError,
    ProgressStore,
    default_path,
    read_export,
)


def attempt(i: int = 0, outcome: Outcome = Outcome.CORRECT) -> Attempt:
    return Attempt(f"rollor/direction-{i % 7 + 1}", outcome, 1_800_000_000.0 + i, i % 3)


def test_default_path_is_in_the_jupyter_data_dir_unless_the_variable_says(monkeypatch, tmp_path):
    monkeypatch.delenv("CHARLESTON_PROGRESS", raising=False)
    monkeypatch.setenv("JUPYTER_DATA_DIR", str(tmp_path / "data"))
    assert default_path() == tmp_path / "data" / "charleston-lessons" / "progress.json"
    monkeypatch.setenv("CHARLESTON_PROGRESS", str(tmp_path / "mine.json"))
    assert default_path() == tmp_path / "mine.json"


def test_in_the_browser_progress_is_kept_in_the_sites_drive(monkeypatch, tmp_path):
    """In JupyterLite (Pyodide) only the drive outlives the page, so progress goes there."""
    monkeypatch.delenv("CHARLESTON_PROGRESS", raising=False)
    monkeypatch.setattr("sys.platform", "emscripten")
    assert default_path() == Path("/drive/charleston-lessons-progress.json")
    monkeypatch.setenv("CHARLESTON_PROGRESS", str(tmp_path / "mine.json"))  # the variable still wins
    assert default_path() == tmp_path / "mine.json"


def test_record_and_read_back_with_outcome_time_and_hints(tmp_path):
    store = ProgressStore(tmp_path / "p.json")
    assert store.attempts() == []
    assert store.record(attempt(1, Outcome.INCORRECT)) and store.record(attempt(1))
    again = ProgressStore(tmp_path / "p.json")  # as after a kernel restart
    assert again.attempts() == [attempt(1, Outcome.INCORRECT), attempt(1)]
    assert again.latest()["rollor/direction-2"].outcome is Outcome.CORRECT
    assert again.notice == ""


def test_the_file_is_a_header_line_then_one_json_line_per_attempt(tmp_path):
    store = ProgressStore(tmp_path / "p.json")
    store.record(attempt(2))
    store.record(attempt(3))
    head, *lines = [json.loads(line) for line in (tmp_path / "p.json").read_text().splitlines()]
    assert head == {"format": "charleston-lessons-progress", "version": 2}
    assert lines == [{"exercise": "rollor/direction-3", "outcome": "correct", "time": 1_800_000_002.0, "hints": 2},
                     {"exercise": "rollor/direction-4", "outcome": "correct", "time": 1_800_000_003.0, "hints": 0}]


def test_a_write_appends_one_line_and_leaves_the_lines_before_it_as_they_were(tmp_path):
    path = tmp_path / "p.json"
    store = ProgressStore(path)
    for i in range(50):
        store.record(attempt(i))
    before = path.read_bytes()
    inode = path.stat().st_ino
    store.record(attempt(50))
    after = path.read_bytes()
    assert after.startswith(before) and after[len(before):].count(b"\n") == 1
    assert path.stat().st_ino == inode, "appended in place, not rewritten"


WRITER = textwrap.dedent(
    """
    import sys
    from charleston_lessons.exercises import Outcome
    from charleston_lessons.progress import Attempt, ProgressStore
    store = ProgressStore(sys.argv[1], lock_timeout=60)
    tag, n = sys.argv[2], int(sys.argv[3])
    for i in range(n):
        ok = store.record(Attempt(f"{tag}/q-{i}", Outcome.CORRECT, float(i), 0))
        if not ok:
            print("LOST", store.notice); sys.exit(1)
    print("done")
    """
)


def test_two_processes_record_1000_attempts_each_at_once_and_none_is_lost(tmp_path):
    path = tmp_path / "shared.json"
    procs = [
        subprocess.Popen([sys.executable, "-c", WRITER, str(path), tag, "1000"], stdout=subprocess.PIPE, text=True)
        for tag in ("alpha", "beta")
    ]
    outputs = [p.communicate(timeout=600)[0] for p in procs]
    assert [p.returncode for p in procs] == [0, 0], outputs
    ids = [a.exercise_id for a in ProgressStore(path).attempts()]
    assert len(ids) == 2000 and len(set(ids)) == 2000
    for tag in ("alpha", "beta"):
        mine = [i for i in ids if i.startswith(tag)]
        assert mine == [f"{tag}/q-{i}" for i in range(1000)], "each writer's attempts in its own order"


KILLED = textwrap.dedent(
    """
    import sys
    from charleston_lessons.exercises import Outcome
    from charleston_lessons.progress import Attempt, ProgressStore
    store = ProgressStore(sys.argv[1])
    i = 0
    while True:
        store.record(Attempt(f"killed/q-{i}", Outcome.INCORRECT, float(i), 1))
        i += 1
        if i == 5:
            print("started", flush=True)
    """
)


@pytest.mark.parametrize("delay", [0.05, 0.2, 0.5])
def test_a_write_killed_midway_leaves_the_previous_file_whole(tmp_path, delay):
    path = tmp_path / "p.json"
    proc = subprocess.Popen([sys.executable, "-c", KILLED, str(path)], stdout=subprocess.PIPE, text=True)
    assert proc.stdout.readline().strip() == "started"
    time.sleep(delay)
    proc.send_signal(signal.SIGKILL)
    proc.wait(timeout=30)
    store = ProgressStore(path)
    ids = [a.exercise_id for a in store.attempts()]
    assert store.notice == "", store.notice
    assert len(ids) >= 5 and ids == [f"killed/q-{i}" for i in range(len(ids))]
    assert store.record(attempt(0)), "the store works on after a killed writer (stale lock released)"


@pytest.mark.parametrize(
    "content, why",
    [
        (b'{"format": "charleston-lessons-progress", "version": 1, "attempts": [', "not JSON"),
        (b'{"format": "charleston-lessons-progress", "version": 0, "attempts": []}', "version"),
        (b'{"format": "charleston-lessons-progress", "version": 1, "attempts": "lots"}', "attempts"),
        (b'{"format": "charleston-lessons-progress", "version": 1, "attempts": [{"exercise": "x"}]}', "exactly"),
        (b'{"format": "charleston-lessons-progress", "version": 1, "attempts": [{"exercise": '
         b'"__import__(\'os\')/x", "outcome": "correct", "time": 1, "hints": 0}]}', "not an exercise id"),
        (b'{"format": "charleston-lessons-progress", "version": 1, "attempts": [{"exercise": "a/b", '
         b'"outcome": "correct", "time": 1e999, "hints": 0}]}', "time"),
        (b'{"format": "charleston-lessons-progress", "version": 1, "attempts": ' + b"[" * 100_000, "not JSON"),
    ],
    ids=["truncated", "version", "wrong-type", "bad-attempt", "hostile-id", "infinite-time", "deep-nesting"],
)
def test_a_damaged_file_of_its_own_is_kept_aside_and_a_fresh_one_started_with_one_sentence(tmp_path, content, why):
    path = tmp_path / "p.json"
    path.write_bytes(content)
    store = ProgressStore(path)
    assert store.attempts() == []
    assert why in store.notice and "was kept as" in store.notice
    backups = list(tmp_path.glob("p.json.damaged-*"))
    assert len(backups) == 1 and backups[0].read_bytes() == content
    assert store.record(attempt(3))
    assert ProgressStore(path).attempts() == [attempt(3)]


@pytest.mark.parametrize(
    "content",
    [b"", b"\x00\xff\xfe garbage", b"[1, 2, 3]", b'{"format": "something-else", "version": 1, "attempts": []}',
     b"My own notes: not a progress file.\n", b" " * (MAX_FILE_BYTES + 10),
     b'{"format": "charleston-lessons-progress-export", "version": 1, "learner": "A", "attempts": []}'],
    ids=["empty", "binary", "list", "other-format", "notes", "huge", "an-export"],
)
def test_a_file_that_is_not_its_own_is_left_byte_for_byte_and_progress_is_kept_beside_it(tmp_path, content):
    path = tmp_path / "notes.txt"
    path.write_bytes(content)
    before = os.stat(path)
    store = ProgressStore(path)
    assert store.attempts() == [] and store.record(attempt(1))
    assert path.read_bytes() == content and os.stat(path).st_mtime_ns == before.st_mtime_ns
    assert store.path == tmp_path / "notes.txt.charleston-progress.json"
    assert "notes.txt was left as it is" in store.notice and "kept beside it" in store.notice
    assert ProgressStore(path).attempts() == [attempt(1)]  # the next session finds it there
    assert not list(tmp_path.glob("notes.txt.damaged-*"))


def test_a_folder_at_the_path_is_left_alone(tmp_path):
    folder = tmp_path / "progress.json"
    folder.mkdir()
    (folder / "keep.txt").write_text("mine")
    store = ProgressStore(folder)
    assert store.record(attempt(2)) and store.attempts() == [attempt(2)]
    assert sorted(p.name for p in folder.iterdir()) == ["keep.txt"] and "it is a folder" in store.notice


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="this system cannot make a FIFO")
def test_a_fifo_at_the_path_neither_hangs_nor_is_touched_and_progress_stays_in_memory(tmp_path):
    fifo = tmp_path / "progress.json"
    os.mkfifo(fifo)
    started = time.monotonic()
    store = ProgressStore(fifo)
    assert store.attempts() == []
    assert store.record(attempt(1)) is False  # in memory only: nothing was written anywhere
    assert store.attempts() == [attempt(1)] and "in memory only" in store.notice and "pipe" in store.notice
    assert time.monotonic() - started < 5
    assert stat.S_ISFIFO(os.lstat(fifo).st_mode) and sorted(p.name for p in tmp_path.iterdir()) == ["progress.json"]


def test_a_link_to_dev_zero_is_not_followed_and_nothing_fills_memory(tmp_path):
    if not os.path.exists("/dev/zero"):
        pytest.skip("this system has no /dev/zero")
    link = tmp_path / "progress.json"
    os.symlink("/dev/zero", link)
    store = ProgressStore(link)
    assert store.attempts() == [] and store.record(attempt(1))
    assert os.readlink(link) == "/dev/zero" and "it is a link" in store.notice
    assert store.path.name == "progress.json.charleston-progress.json"


def test_a_device_at_the_path_is_never_moved_and_nothing_is_made_beside_it(tmp_path):
    if not os.path.exists("/dev/null"):
        pytest.skip("this system has no /dev/null")
    before = set(os.listdir("/dev"))
    store = ProgressStore("/dev/null")
    assert store.record(attempt(1)) is False and store.attempts() == [attempt(1)]
    assert store.in_memory and "it is a device" in store.notice
    assert stat.S_ISCHR(os.stat("/dev/null").st_mode) and set(os.listdir("/dev")) <= before | {"shm"}
    assert store.reset() is None and store.attempts() == []


def test_temporary_files_left_by_a_killed_writer_are_cleaned_on_the_next_write(tmp_path):
    path = tmp_path / "p.json"
    ProgressStore(path).record(attempt(1))
    stale = [tmp_path / f"p.json.{tag}.tmp" for tag in ("abcd1234", "zz_9y8x7")]
    for leftover in stale:
        leftover.write_text("half a write")
    others = [tmp_path / "p.json.notes.tmp", tmp_path / "other.json.abcd1234.tmp", tmp_path / "p.json.ABCD1234.tmp"]
    for other in others:
        other.write_text("not ours")
    assert ProgressStore(path).record(attempt(2))
    assert not any(p.exists() for p in stale) and all(p.read_text() == "not ours" for p in others)


HOLDER = textwrap.dedent(
    """
    import sys, time
    from filelock import FileLock
    with FileLock(sys.argv[1]):
        print("holding", flush=True)
        time.sleep(float(sys.argv[2]))
    """
)


def test_a_stuck_lock_costs_a_bounded_wait_and_every_answer_still_reaches_the_disk(tmp_path):
    path = tmp_path / "p.json"
    ProgressStore(path).record(attempt(0))
    holder = subprocess.Popen([sys.executable, "-c", HOLDER, str(path) + ".lock", "60"], stdout=subprocess.PIPE, text=True)
    try:
        assert holder.stdout.readline().strip() == "holding"
        store = ProgressStore(path, lock_timeout=0.3)
        started = time.monotonic()
        assert store.attempts() == [attempt(0)]  # reading never waits for the lock
        assert time.monotonic() - started < 0.3
        for i in range(1, 6):  # a page saves once per exercise: each waits at most lock_timeout
            started = time.monotonic()
            assert store.record(attempt(i)), store.notice  # held beside the file: on disk all the same
            assert time.monotonic() - started < 1.0
        assert store.notice == ""
        assert len(list(tmp_path.glob("p.json.held-*.jsonl"))) == 5
        # Another kernel (or this one after a restart) already counts the held answers.
        assert ProgressStore(path).attempts() == [attempt(i) for i in range(6)]
    finally:
        holder.kill()
        holder.wait(timeout=30)
    assert store.record(attempt(6)) and store.notice == ""
    assert not list(tmp_path.glob("p.json.held-*")), "folded into the file once the lock was free"
    lines = path.read_text().splitlines()[1:]
    assert [json.loads(line)["time"] for line in lines] == [attempt(i).when for i in range(7)]  # none twice


def test_a_lock_path_that_is_a_link_is_never_opened(tmp_path):
    precious = tmp_path / "precious.txt"
    precious.write_text("do not truncate me")
    os.symlink(precious, tmp_path / "p.json.lock")
    store = ProgressStore(tmp_path / "p.json", lock_timeout=0.2)
    assert store.record(attempt(1)) and list(tmp_path.glob("p.json.held-*.jsonl"))
    assert precious.read_text() == "do not truncate me"
    assert ProgressStore(tmp_path / "p.json").attempts() == [attempt(1)]


def test_one_size_cap_for_writing_and_reading(tmp_path):
    path = tmp_path / "p.json"
    store = ProgressStore(path)
    long_id = "a" * 61 + "/" + "b" * 101
    others = [Attempt(f"rollor/direction-{i}", Outcome.INCORRECT, 1_700_000_000.0 + i, 0) for i in range(1, 4)]
    batch = [Attempt(long_id, Outcome.CORRECT, 1_800_000_000.0 + i, 0) for i in range(12_000)]
    assert store.merge([*others, *batch]) == 12_003
    assert path.stat().st_size <= MAX_FILE_BYTES
    assert store.record(Attempt(long_id, Outcome.INCORRECT, 1_900_000_000.0, 1))
    assert path.stat().st_size <= MAX_FILE_BYTES
    again = ProgressStore(path)
    kept = again.attempts()
    assert again.notice == "" and kept[-1].when == 1_900_000_000.0 and len(kept) > 5_000
    assert kept[:3] == others, "every exercise's latest answer outlives the cap, however old"
    for i in range(3_000):  # appends until the cap, then one rewrite; never over it
        store.record(Attempt(long_id, Outcome.CORRECT, 1_950_000_000.0 + i, 0))
        assert path.stat().st_size <= MAX_FILE_BYTES


def test_an_unwritable_place_is_a_sentence_not_an_exception_and_the_answer_still_counts(tmp_path):
    blocker = tmp_path / "not-a-dir"
    blocker.write_text("a file where the folder should be")
    store = ProgressStore(blocker / "p.json")
    assert store.record(attempt()) is False
    assert "could not be saved" in store.notice
    assert store.attempts() == [attempt()]
    assert blocker.read_text() == "a file where the folder should be"


def test_reset_keeps_a_backup_and_starts_empty(tmp_path):
    store = ProgressStore(tmp_path / "p.json")
    store.record(attempt(1))
    backup = store.reset()
    assert backup is not None and backup.name.startswith("p.json.reset-")
    assert store.attempts() == []
    assert json.loads(backup.read_text().splitlines()[1])["exercise"] == "rollor/direction-2"
    assert store.reset() is None


def test_export_under_a_chosen_name_and_read_it_back(tmp_path):
    store = ProgressStore(tmp_path / "p.json")
    store.record(attempt(4, Outcome.INCORRECT))
    target = store.export("  Ada L.  ", tmp_path / "export.json")
    assert json.loads(target.read_text())["format"] == EXPORT_FORMAT
    name, attempts = read_export(target)
    assert name == "Ada L." and attempts == [attempt(4, Outcome.INCORRECT)]
    for bad in ("", "x" * 61, "two\nlines"):
        with pytest.raises(ProgressError, match="display name"):
            store.export(bad, tmp_path / "bad.json")


def test_read_export_refuses_links_and_other_files(tmp_path):
    real = tmp_path / "real.json"
    ProgressStore(tmp_path / "p.json").export("Bo", real)
    link = tmp_path / "link.json"
    os.symlink(real, link)
    with pytest.raises(ProgressError, match="regular file"):
        read_export(link)
    with pytest.raises(ProgressError, match="own progress file, not an export"):
        (tmp_path / "progress.json").write_text('{"format": "charleston-lessons-progress", "version": 1, "attempts": []}')
        read_export(tmp_path / "progress.json")
    assert not list(tmp_path.glob("*.lock")) or all(p.name == "p.json.lock" for p in tmp_path.glob("*.lock"))


def test_a_number_too_long_to_read_is_damage_not_a_crash(tmp_path):
    path = tmp_path / "p.json"
    path.write_text('{"format": "charleston-lessons-progress", "version": 1, "attempts": [], "x": ' + "9" * 5000 + "}")
    store = ProgressStore(path)
    assert store.attempts() == [] and "damaged" in store.notice


def test_whether_the_solution_was_seen_is_kept_and_old_files_still_read(tmp_path):
    store = ProgressStore(tmp_path / "p.json")
    seen = Attempt("rollor/direction-1", Outcome.CORRECT, 1_800_000_005.0, 0, True)
    assert store.record(attempt(1)) and store.record(seen)
    items = [json.loads(line) for line in (tmp_path / "p.json").read_text().splitlines()[1:]]
    assert "solution" not in items[0] and items[1]["solution"] is True  # old readers see old items
    assert ProgressStore(tmp_path / "p.json").attempts() == [attempt(1), seen]


@pytest.mark.parametrize("bad", ["yes", 1, None, [True]])
def test_a_solution_flag_that_is_not_true_or_false_is_damage(tmp_path, bad):
    item = {**attempt(1).to_json(), "solution": bad}
    (tmp_path / "p.json").write_text(json.dumps({"format": "charleston-lessons-progress", "version": 1,
                                                  "attempts": [item]}))
    store = ProgressStore(tmp_path / "p.json")
    assert store.attempts() == [] and "damaged" in store.notice


@pytest.mark.parametrize("target", ["", " ", ".", "..", None, 5])
def test_export_to_no_file_name_is_refused_and_touches_nothing(tmp_path, monkeypatch, target):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "keep.txt").write_text("mine")
    store = ProgressStore(tmp_path / "p.json")
    store.record(attempt(1))
    with pytest.raises(ProgressError):
        store.export("Ada", target)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["keep.txt", "p.json", "p.json.lock"]


def test_export_never_overwrites_a_file_that_is_not_an_earlier_export(tmp_path):
    store = ProgressStore(tmp_path / "p.json")
    store.record(attempt(1))
    other = tmp_path / "report.json"
    other.write_text("someone else's file")
    with pytest.raises(ProgressError, match="already holds another file"):
        store.export("Ada", other)
    assert other.read_text() == "someone else's file"
    with pytest.raises(ProgressError, match="not a plain file"):
        store.export("Ada", tmp_path)
    with pytest.raises(ProgressError, match="already holds another file"):
        store.export("Ada", tmp_path / "p.json")  # its own progress file is not an export
    first = store.export("Ada", tmp_path / "ada.json")
    assert store.export("Ada", first) == first  # an earlier export may be written again


# ----------------------------------------------------------- bad input is a sentence (issue 11)


@pytest.mark.parametrize("path", [("a", "b"), 42, b"progress.json", "", " ", ".", "..", "a\x00b", object()])
def test_a_store_path_that_is_not_a_file_path_is_a_sentence(path):
    with pytest.raises(ProgressError, match="path should be a file name or path"):
        ProgressStore(path)
    with pytest.raises(ProgressError, match="path should be a file name or path"):
        read_export(path)


def test_a_store_path_can_be_text_or_any_path_object(tmp_path):
    class Where:
        def __fspath__(self) -> str:
            return str(tmp_path / "mine.json")

    assert ProgressStore(Where()).path == tmp_path / "mine.json"
    assert ProgressStore(str(tmp_path / "mine.json")).path == tmp_path / "mine.json"


@pytest.mark.parametrize("wait", ["1", -1, float("nan"), 10**9, True, None])
def test_the_lock_wait_is_a_number_of_seconds(tmp_path, wait):
    with pytest.raises(ProgressError, match="lock_timeout should be a number of seconds from 0 to 60"):
        ProgressStore(tmp_path / "p.json", lock_timeout=wait)


@pytest.mark.parametrize(
    "bad",
    [
        None,
        {"exercise": "rollor/direction-1", "outcome": "correct", "time": 1.0, "hints": 0},
        Attempt("rollor/direction-1", "correct", 1.0, 0),  # text, not an Outcome
        Attempt("rollor/direction-1", Outcome.NOT_ATTEMPTED, 1.0, 0),
        Attempt("not an id", Outcome.CORRECT, 1.0, 0),
        Attempt("rollor/direction-1", Outcome.CORRECT, float("inf"), 0),
        Attempt("rollor/direction-1", Outcome.CORRECT, 1.0, 1_000),
        Attempt("rollor/direction-1", Outcome.CORRECT, 1.0, 0, "yes"),
    ],
)
def test_record_refuses_what_a_progress_file_cannot_hold_and_keeps_the_file_readable(tmp_path, bad):
    store = ProgressStore(tmp_path / "p.json")
    assert store.record(attempt(1))
    before = (tmp_path / "p.json").read_bytes()
    with pytest.raises(ProgressError):
        store.record(bad)
    assert (tmp_path / "p.json").read_bytes() == before
    again = ProgressStore(tmp_path / "p.json")
    assert again.attempts() == [attempt(1)] and again.notice == ""
    assert sorted(p.name for p in tmp_path.iterdir() if "damaged" in p.name) == []


def test_an_attempt_whose_outcome_is_not_text_is_a_damaged_file_not_a_type_error(tmp_path):
    path = tmp_path / "p.json"
    path.write_text('{"format": "charleston-lessons-progress", "version": 1, "attempts": '
                    '[{"exercise": "a/b", "outcome": [], "time": 1, "hints": 0}]}')
    store = ProgressStore(path)
    assert store.attempts() == [] and "not an outcome" in store.notice


# ----------------------------------------------------------- across versions, and every answer kept

OLD_FILE = json.dumps({"format": "charleston-lessons-progress", "version": 1,
                       "attempts": [attempt(1).to_json(), attempt(2, Outcome.INCORRECT).to_json()]}).encode()


def test_a_version_1_file_is_read_and_becomes_version_2_at_the_next_write(tmp_path):
    path = tmp_path / "p.json"
    path.write_bytes(OLD_FILE)
    store = ProgressStore(path)
    assert store.attempts() == [attempt(1), attempt(2, Outcome.INCORRECT)] and store.notice == ""
    assert path.read_bytes() == OLD_FILE, "reading changes nothing"
    assert store.record(attempt(3))
    assert path.read_text().splitlines()[0] == '{"format":"charleston-lessons-progress","version":2}'
    assert ProgressStore(path).attempts() == [attempt(1), attempt(2, Outcome.INCORRECT), attempt(3)]
    assert not list(tmp_path.glob("p.json.damaged-*"))


@pytest.mark.parametrize(
    "content",
    [b'{"format":"charleston-lessons-progress","version":3}\n{"exercise":"a/b","new":"field"}\n',
     b'{"format": "charleston-lessons-progress", "version": 99, "attempts": [{"shape": "unknown"}]}',
     b'{"format":"charleston-lessons-progress","version":3,"more":"header"}\n' + b"x" * (MAX_FILE_BYTES + 5)],
    ids=["lines-of-a-new-shape", "one-object", "over-our-size-cap"],
)
def test_a_file_of_a_newer_version_is_left_byte_for_byte_and_read_only(tmp_path, content):
    path = tmp_path / "p.json"
    path.write_bytes(content)
    before = os.stat(path)
    store = ProgressStore(path)
    assert store.attempts() == []
    assert "newer version" in store.notice and "left as it is" in store.notice
    assert store.record(attempt(1)) is False and store.attempts() == [attempt(1)], "the answer still counts"
    assert store.merge([attempt(2)]) == 1 and store.reset() is None
    assert path.read_bytes() == content and os.stat(path).st_mtime_ns == before.st_mtime_ns
    assert sorted(p.name for p in tmp_path.iterdir()) == ["p.json"], "no lock, backup or held file beside it"


def test_a_line_cut_off_by_a_killed_writer_is_not_damage_it_is_told_and_the_next_write_mends_it(tmp_path):
    path = tmp_path / "p.json"
    store = ProgressStore(path)
    store.record(attempt(1))
    whole = path.read_bytes()
    path.write_bytes(whole + b'{"exercise":"rollor/dir')  # an append cut off midway
    again = ProgressStore(path)
    assert again.attempts() == [attempt(1)]
    assert again.notice == say("progress.cut_line") and "lost" in again.notice, "one answer lost, and told"
    assert again.record(attempt(2))
    assert path.read_bytes() == whole + (json.dumps(attempt(2).to_json(), separators=(",", ":")) + "\n").encode()
    assert not list(tmp_path.glob("p.json.damaged-*"))
    mended = ProgressStore(path)
    assert len(mended.attempts()) == 2 and mended.notice == "", "mended: nothing more to tell"


def test_a_damaged_line_keeps_the_file_aside_and_carries_every_readable_answer_over(tmp_path):
    path = tmp_path / "p.json"
    store = ProgressStore(path)
    for i in range(3):
        store.record(attempt(i))
    lines = path.read_bytes().split(b"\n")
    lines[2] = b'{"exercise": "not an id", "outcome": "correct", "time": 1, "hints": 0}'
    damaged = b"\n".join(lines)
    path.write_bytes(damaged)
    again = ProgressStore(path)
    assert again.attempts() == [attempt(0), attempt(2)]
    assert "damaged" in again.notice and "2 answers" in again.notice
    [backup] = tmp_path.glob("p.json.damaged-*")
    assert backup.read_bytes() == damaged
    assert ProgressStore(path).attempts() == [attempt(0), attempt(2)] and ProgressStore(path).notice == ""


def test_a_held_file_already_folded_in_is_not_counted_twice(tmp_path):
    """A writer killed after appending held answers but before removing their file."""
    path = tmp_path / "p.json"
    store = ProgressStore(path)
    store.record(attempt(1))
    store._hold([attempt(1).to_json(), attempt(2).to_json()])
    assert ProgressStore(path).attempts() == [attempt(1), attempt(2)]
    assert store.record(attempt(3))
    assert len(path.read_text().splitlines()) == 4 and not list(tmp_path.glob("p.json.held-*"))
    assert ProgressStore(path).attempts() == [attempt(1), attempt(2), attempt(3)]


def test_merge_adds_only_what_is_new_and_the_answers_stay_in_time_order(tmp_path):
    store = ProgressStore(tmp_path / "p.json")
    store.record(attempt(5))
    assert store.merge([attempt(1), attempt(5), attempt(3), attempt(1)]) == 2
    assert store.merge([attempt(3)]) == 0
    assert [a.when for a in ProgressStore(tmp_path / "p.json").attempts()] == [attempt(i).when for i in (1, 3, 5)]


def test_merge_reads_its_attempts_through_the_bounded_reader(tmp_path):
    """`merge` read its attempts unbounded: an endless source of one attempt ran until the
    test's own `Endless` gave up (a kernel would hang); now it stops at ATTEMPTS_LIMIT with a
    sentence, and a text or a mapping is no list of attempts (issue 33)."""
    from endless import Endless

    from charleston_lessons._input import ATTEMPTS_LIMIT

    store = ProgressStore(tmp_path / "p.json")
    with pytest.raises(ValueError, match="attempts") as caught:
        store.merge(Endless(attempt(1)))
    assert f"{ATTEMPTS_LIMIT:,}" in str(caught.value)
    for bad in ("practice/blind-3", {"a": attempt(1)}, None):
        with pytest.raises(ValueError, match="attempts"):
            store.merge(bad)
    assert store.merge(attempt(i) for i in (1, 2)) == 2


def test_read_copy_takes_an_export_or_a_progress_file_of_either_version(tmp_path):
    from charleston_lessons.progress import read_copy

    store = ProgressStore(tmp_path / "p.json")
    store.record(attempt(1))
    assert read_copy(store.export_bytes("Ada")) == ("Ada", [attempt(1)])
    assert read_copy((tmp_path / "p.json").read_bytes()) == (None, [attempt(1)])
    assert read_copy(OLD_FILE) == (None, [attempt(1), attempt(2, Outcome.INCORRECT)])
    for bad in (b"", b"[]", b"x" * (MAX_FILE_BYTES + 1), "text", None,
                b'{"format":"charleston-lessons-progress","version":2}\n{"exercise": 1}\n'):
        with pytest.raises(ProgressError):
            read_copy(bad)


EXITING = textwrap.dedent(
    """
    import sys
    from charleston_lessons.exercises import Outcome
    from charleston_lessons.progress import Attempt, ProgressStore
    store = ProgressStore(sys.argv[1])
    ok = [store.record(Attempt(f"exiting/q-{i}", Outcome.CORRECT, float(i), 0)) for i in range(3)]
    print(ok, store.notice, flush=True)
    sys.stdin.readline()  # the test makes the folder writable, then the kernel exits normally
    """
)


def test_answers_nothing_could_be_written_for_are_written_when_the_kernel_exits(tmp_path):
    blocker = tmp_path / "folder"
    blocker.write_text("a file where the folder should be")
    proc = subprocess.Popen([sys.executable, "-c", EXITING, str(blocker / "p.json")],
                            stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    said = proc.stdout.readline()
    assert said.startswith("[False, False, False]") and "when this notebook closes" in said
    blocker.unlink()
    proc.communicate("\n", timeout=60)
    assert proc.returncode == 0
    assert [a.exercise_id for a in ProgressStore(blocker / "p.json").attempts()] == [f"exiting/q-{i}" for i in range(3)]


BUSY_WRITER = textwrap.dedent(
    """
    import random, sys, time
    from charleston_lessons import progress
    from charleston_lessons.exercises import Outcome
    from charleston_lessons.progress import Attempt, ProgressStore
    if sys.argv[4] == "soft":
        progress._has_file_locks = lambda: False  # as in the static site's drive
    store = ProgressStore(sys.argv[1], lock_timeout=0.05)
    tag, n = sys.argv[2], int(sys.argv[3])
    rng = random.Random(tag)
    saved = 0
    for i in range(n):
        saved += store.record(Attempt(f"{tag}/q-{i}", Outcome.CORRECT, 1_800_000_000 + i / 1000, 0))
        time.sleep(rng.random() * 0.01)
    print(saved, flush=True)
    """
)

LOCK_HOLDER = textwrap.dedent(
    """
    import random, sys, time
    from charleston_lessons import progress
    from charleston_lessons.progress import ProgressStore
    if sys.argv[2] == "soft":
        progress._has_file_locks = lambda: False
    store = ProgressStore(sys.argv[1])
    rng = random.Random(7)
    deadline = time.monotonic() + float(sys.argv[3])
    while time.monotonic() < deadline:  # the lock held at random moments for random lengths
        time.sleep(rng.random() * 0.3)
        try:
            with store._locked(wait=5):
                time.sleep(rng.random() * 0.6)
        except progress.Busy:
            pass
    """
)


@pytest.mark.parametrize("writers, lock", [(2, "real"), (4, "real"), (2, "soft")])
def test_every_answer_reaches_the_disk_with_writers_and_a_lock_held_at_random_moments(tmp_path, writers, lock):
    path = tmp_path / "shared.json"
    per_writer = 150
    holder = subprocess.Popen([sys.executable, "-c", LOCK_HOLDER, str(path), lock, "4"])
    procs = [subprocess.Popen([sys.executable, "-c", BUSY_WRITER, str(path), f"w{k}", str(per_writer), lock],
                              stdout=subprocess.PIPE, text=True) for k in range(writers)]
    said = [p.communicate(timeout=300)[0] for p in procs]
    holder.wait(timeout=60)
    assert [p.returncode for p in procs] == [0] * writers
    assert [int(s) for s in said] == [per_writer] * writers, "record() said every answer was on disk"
    ids = [a.exercise_id for a in ProgressStore(path).attempts()]
    assert sorted(ids) == sorted(f"w{k}/q-{i}" for k in range(writers) for i in range(per_writer))
    assert not list(tmp_path.glob("*.lock")) or lock == "real", "a soft lock is removed when let go"


def test_a_soft_lock_left_by_a_closed_tab_is_broken_once_stale(tmp_path, monkeypatch):
    monkeypatch.setattr("charleston_lessons.progress._has_file_locks", lambda: False)
    path = tmp_path / "p.json"
    stale = tmp_path / "p.json.lock"
    stale.write_text("a kernel that died holding it")
    old = time.time() - 60
    os.utime(stale, (old, old))
    store = ProgressStore(path, lock_timeout=0.5)
    assert store.record(attempt(1))
    assert not list(tmp_path.glob("p.json.held-*")), "written to the file itself, the stale lock broken"
    assert not stale.exists() and store.attempts() == [attempt(1)]
    stale.write_text("a kernel writing now")  # a fresh lock is respected
    assert store.record(attempt(2)) and list(tmp_path.glob("p.json.held-*"))
    assert stale.read_text() == "a kernel writing now"


from hypothesis import given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

_OPS = st.lists(st.one_of(
    st.tuples(st.just("record"), st.just(0)),
    st.tuples(st.just("merge"), st.lists(st.integers(0, 40), max_size=5)),
    st.tuples(st.just("held"), st.just(0)),  # an answer that met a busy lock
    st.tuples(st.just("restart"), st.just(0)),  # a new kernel
    st.tuples(st.just("torn"), st.binary(max_size=30)),  # a writer killed midway through a line
), max_size=25)


@settings(max_examples=60)
@given(ops=_OPS)
def test_whatever_happens_every_answer_given_is_kept_once(tmp_path_factory, ops):
    folder = tmp_path_factory.mktemp("ops")
    path = folder / "p.json"
    store = ProgressStore(path)
    given_answers: set[float] = set()
    fresh = iter(range(100, 1_000))  # each answer given in a notebook is a new attempt
    for op, arg in ops:
        if op == "record":
            new = attempt(next(fresh))
            assert store.record(new)
            given_answers.add(new.when)
        elif op == "merge":  # a copy brought back may hold answers that are here already
            store.merge([attempt(i) for i in arg])
            given_answers |= {attempt(i).when for i in arg}
        elif op == "held":
            new = attempt(next(fresh))
            store._hold([new.to_json()])
            given_answers.add(new.when)
        elif op == "restart":
            store = ProgressStore(path)
        elif path.exists() and b"\n" not in arg:
            with path.open("ab") as handle:
                handle.write(arg)
    kept = ProgressStore(path).attempts()
    assert sorted(a.when for a in kept) == sorted(given_answers), "every answer, none twice"
    assert not list(folder.glob("p.json.damaged-*"))


@given(tail=st.binary(max_size=300))
def test_any_bytes_after_the_header_read_without_an_exception(tail):
    from charleston_lessons.progress import _decode

    stored = _decode(b'{"format":"charleston-lessons-progress","version":2}\n' + tail)
    assert all(Attempt.from_json(item) for item in stored.items)


# ----------------------------------------------------------- practice items: a skill and a seed

# What every reader of the format checks (those before practice items too): one slash in an
# id, and these keys. A file they would take for damage would be set aside by them.
OLD_ID = re.compile(r"^[a-z0-9][a-z0-9-]{0,60}/[A-Za-z0-9][A-Za-z0-9-]{0,100}$")
OLD_KEYS = {"exercise", "outcome", "time", "hints", "solution"}


def test_a_practice_item_keeps_its_skill_and_seed_and_older_readers_still_read_the_file(tmp_path):
    path = tmp_path / "p.json"
    store = ProgressStore(path)
    items = [Attempt("practice/what-to-pass-4294967295", Outcome.CORRECT, 1_800_000_000.0, 1, True),
             Attempt("practice/direction-0", Outcome.INCORRECT, 1_800_000_001.0, 0),
             Attempt("rollor/direction-3", Outcome.CORRECT, 1_800_000_002.0, 0)]
    for item in items:
        assert store.record(item)
    assert ProgressStore(path).attempts() == items, "read back with its id, seed and all"
    assert [a.seed for a in ProgressStore(path).attempts()] == [4294967295, 0, None]
    head, *lines = [json.loads(line) for line in path.read_text().splitlines()]
    assert head == {"format": "charleston-lessons-progress", "version": 2}
    assert [line["exercise"] for line in lines] == ["practice/what-to-pass-4294967295", "practice/direction-0",
                                                    "rollor/direction-3"]
    assert all(OLD_ID.match(line["exercise"]) and set(line) <= OLD_KEYS for line in lines)
    name, exported = read_export(store.export("Ada", tmp_path / "ada.json"))
    assert exported == items


@pytest.mark.parametrize("bad", ["practice/direction/3", "practice/direction/3/4", "practice/blind-3/4"])
def test_an_id_with_more_than_one_slash_is_refused(tmp_path, bad):
    store = ProgressStore(tmp_path / "p.json")
    with pytest.raises(ProgressError, match="not an exercise id"):
        store.record(Attempt(bad, Outcome.CORRECT, 1_800_000_000.0, 0))
    assert not (tmp_path / "p.json").exists()


DRILL_WRITER = textwrap.dedent(
    """
    import sys
    from charleston_lessons.exercises import Outcome
    from charleston_lessons.progress import Attempt, ProgressStore
    store = ProgressStore(sys.argv[1], lock_timeout=60)
    skill, n = sys.argv[2], int(sys.argv[3])
    for seed in range(n):
        outcome = Outcome.INCORRECT if seed % 5 == 0 else Outcome.CORRECT
        ok = store.record(Attempt(f"practice/{skill}-{seed * 7919}", outcome, 1_800_000_000 + seed, seed % 3))
        if not ok:
            print("LOST", store.notice); sys.exit(1)
    print("done")
    """
)


def test_two_writers_recording_practice_items_at_once_lose_none(tmp_path):
    path = tmp_path / "shared.json"
    procs = [subprocess.Popen([sys.executable, "-c", DRILL_WRITER, str(path), skill, "400"],
                              stdout=subprocess.PIPE, text=True) for skill in ("blind", "what-to-pass")]
    outputs = [p.communicate(timeout=600)[0] for p in procs]
    assert [p.returncode for p in procs] == [0, 0], outputs
    kept = ProgressStore(path).attempts()
    for skill in ("blind", "what-to-pass"):
        mine = [a for a in kept if a.exercise_id.startswith(f"practice/{skill}-")]
        assert [a.exercise_id for a in mine] == [f"practice/{skill}-{seed * 7919}" for seed in range(400)]
        assert [a.outcome is Outcome.INCORRECT for a in mine] == [seed % 5 == 0 for seed in range(400)]
        assert [a.hints_used for a in mine] == [seed % 3 for seed in range(400)]


KILLED_DRILLS = textwrap.dedent(
    """
    import sys
    from charleston_lessons.exercises import Outcome
    from charleston_lessons.progress import Attempt, ProgressStore
    store = ProgressStore(sys.argv[1])
    seed = 0
    while True:
        store.record(Attempt(f"practice/jokers-{seed}", Outcome.CORRECT, float(seed), 0))
        seed += 1
        if seed == 5:
            print("started", flush=True)
    """
)


@pytest.mark.parametrize("delay", [0.05, 0.3])
def test_a_writer_killed_while_recording_practice_items_leaves_every_item_before_it(tmp_path, delay):
    path = tmp_path / "p.json"
    proc = subprocess.Popen([sys.executable, "-c", KILLED_DRILLS, str(path)], stdout=subprocess.PIPE, text=True)
    assert proc.stdout.readline().strip() == "started"
    time.sleep(delay)
    proc.send_signal(signal.SIGKILL)
    proc.wait(timeout=30)
    store = ProgressStore(path)
    ids = [a.exercise_id for a in store.attempts()]
    assert store.notice == "", store.notice
    assert len(ids) >= 5 and ids == [f"practice/jokers-{seed}" for seed in range(len(ids))]
    assert store.record(Attempt("practice/jokers-999999", Outcome.CORRECT, 1e9, 0))


def test_compaction_keeps_each_exercises_first_and_latest_and_every_skills_newest_item():
    from charleston_lessons.progress import _fitting

    def item(exercise: str, t: float, outcome: str = "correct") -> dict:
        return {"exercise": exercise, "outcome": outcome, "time": t, "hints": 0}

    old = [item("practice/jokers-1", 1, "incorrect"), item("practice/jokers-2", 2),
           *[item("practice/jokers-1", 3 + i) for i in range(5)], item("rollor/direction-3", 9, "incorrect"),
           item("rollor/direction-3", 10)]
    recent = [item(f"practice/blind-{seed}", 100 + seed) for seed in range(500)]
    items = old + recent
    kept = _fitting(items, 60, MAX_FILE_BYTES)
    assert len(kept) == 60 and kept == sorted(kept, key=lambda i: i["time"])
    exercises = {i["exercise"] for i in kept}
    # a skill's newest item (by its latest attempt), and every lesson exercise, however old
    assert {"practice/jokers-1", "rollor/direction-3"} <= exercises
    for exercise in exercises:  # kept whole: its first attempt (the first answer) and its latest
        mine = [i for i in items if i["exercise"] == exercise]
        assert mine[0] in kept and mine[-1] in kept, exercise
    assert "practice/jokers-2" not in exercises, "an older item of a skill that keeps a newer one goes first"
    assert not [i for i in kept if i["exercise"] == "practice/jokers-1" and 2 < i["time"] < 7], "retries go first"
    assert kept[-1] == recent[-1] and len([i for i in kept if i in recent]) == 56
    roomy = _fitting(items, len(items) - 3, MAX_FILE_BYTES)  # room for all but three retries
    assert [i for i in items if i not in roomy] == old[2:5], "the oldest retries, and nothing else, go"


# ------------------------------------------------ export names: letters of any script kept

# Names Windows keeps for devices (a file named so, with any extension, cannot be made there).
_RESERVED = {"con", "prn", "aux", "nul", *(f"com{i}" for i in range(10)), *(f"lpt{i}" for i in range(10))}


def safe_everywhere(name: str) -> bool:
    """A file name Windows, macOS and Linux all accept, and that stays in its folder."""
    stem = name.split(".", 1)[0].lower()
    return (
        name.startswith("progress-") and name.endswith(".json")
        and not any(char in name for char in '<>:"/\\|?*') and not any(ord(char) < 32 for char in name)
        and stem not in _RESERVED and name not in (".", "..") and len(name.encode()) <= 255
    )


@pytest.mark.parametrize(
    ("display", "expected"),
    [
        ("Bea Lindqvist", "progress-bea-lindqvist.json"),
        ("Nur A\u2019isyah  \u0646\u0648\u0631 \u0639\u0627\u0626\u0634\u0629", None),  # Rumi and Jawi
        ("\u0646\u0648\u0631 \u0639\u0627\u0626\u0634\u0629", "progress-\u0646\u0648\u0631-\u0639\u0627\u0626\u0634\u0629.json"),
        ("\u674e\u5c0f\u9f8d", "progress-\u674e\u5c0f\u9f8d.json"),  # Chinese
        ("\u0ba4\u0bae\u0bbf\u0bb4\u0bcd\u0b9a\u0bc6\u0bb2\u0bcd\u0bb5\u0bbf",  # Tamil: vowel signs kept
         "progress-\u0ba4\u0bae\u0bbf\u0bb4\u0bcd\u0b9a\u0bc6\u0bb2\u0bcd\u0bb5\u0bbf.json"),
        ("Siti \u0646\u0648\u0631 \u674e \uff21\uff42", "progress-siti-\u0646\u0648\u0631-\u674e-ab.json"),  # mixed, full-width
        ("Jos\u00e9 \u00d1u\u00f1ez", "progress-jos\u00e9-\u00f1u\u00f1ez.json"),
        ("CON", "progress-con.json"),
        ("NUL", "progress-nul.json"),
        ("../../etc/passwd", "progress-etc-passwd.json"),
        ('a/b\\c:d*e?f"g<h>i|j', "progress-a-b-c-d-e-f-g-h-i-j.json"),
    ],
)
def test_an_export_name_keeps_the_letters_of_any_script_and_is_safe_everywhere(display, expected):
    name = progress_module.export_name(display)
    assert safe_everywhere(name) and name != "progress-learner.json"
    if expected is not None:
        assert name == expected


def test_names_in_jawi_chinese_and_tamil_each_get_a_file_of_their_own():
    names = ["\u0646\u0648\u0631 \u0639\u0627\u0626\u0634\u0629", "\u0639\u0644\u064a", "\u674e\u5c0f\u9f8d",
             "\u738b\u82b3", "\u0ba4\u0bae\u0bbf\u0bb4\u0bcd", "\u0b95\u0bb5\u0bbf\u0ba4\u0bbe"]
    assert len({progress_module.export_name(name) for name in names}) == len(names)


def test_a_name_with_no_letter_has_a_short_hash_of_its_own():
    first, second = progress_module.export_name("\U0001f004\U0001f004"), progress_module.export_name("\U0001f3b2")
    assert re.fullmatch(r"progress-learner-[0-9a-f]{6}\.json", first) and first != second
    assert progress_module.export_name("\U0001f004\U0001f004") == first  # the same name, the same file


@pytest.mark.parametrize("bad", ["", "   ", "two\nlines", "x" * 61, None, 7])
def test_a_name_that_is_no_display_name_is_a_sentence(bad):
    with pytest.raises(ProgressError, match="display name"):
        progress_module.export_name(bad)


def test_a_long_name_is_cut_and_never_leaves_a_mark_without_its_letter():
    # Tamil "ki" is a letter and its vowel sign; the 41st character is a sign, so the cut
    # comes before its letter (39 characters), never between the two.
    name = progress_module.export_name("x" + "\u0b95\u0bbf" * 29)
    assert name == "progress-x" + "\u0b95\u0bbf" * 19 + ".json"
    assert progress_module.export_name("ab " * 20) == "progress-" + ("ab-" * 14)[:40] + ".json"
    assert progress_module.export_name("ab" * 20 + " " + "c" * 19) == "progress-" + "ab" * 20 + ".json"  # no "-" left


def test_two_names_that_slug_alike_export_to_two_files_and_none_is_overwritten(tmp_path):
    store = ProgressStore(tmp_path / "p.json")
    store.record(attempt(1))
    room = tmp_path / "room"
    room.mkdir()
    written = []
    for display in ("Ana Mar\u00eda", "ana-mar\u00eda", "ANA MAR\u00cdA!"):
        written.append(store.export(display, room / progress_module.export_name(display, room)))
    assert written[0].name == "progress-ana-mar\u00eda.json"
    assert re.fullmatch(r"progress-ana-mar\u00eda-[0-9a-f]{6}\.json", written[1].name)
    assert len({path.name for path in written}) == 3
    assert [read_export(path)[0] for path in written] == ["Ana Mar\u00eda", "ana-mar\u00eda", "ANA MAR\u00cdA!"]
    # The same learner again (case and spacing aside): their own file, replaced.
    again = progress_module.export_name("ana  mar\u00eda", room)
    assert again == written[0].name and len(list(room.iterdir())) == 3


def test_a_foreign_file_at_the_name_is_left_alone_and_the_export_goes_beside_it(tmp_path):
    (tmp_path / "progress-bea.json").write_text("a spreadsheet")
    name = progress_module.export_name("Bea", tmp_path)
    assert name.startswith("progress-bea-") and (tmp_path / "progress-bea.json").read_text() == "a spreadsheet"


def test_without_a_folder_only_the_slug_decides():
    assert progress_module.export_name("Bea Lindqvist") == "progress-bea-lindqvist.json"


def test_any_display_name_gives_a_file_name_safe_everywhere():
    from hypothesis import given, settings
    from hypothesis import strategies as st

    @settings(max_examples=300, deadline=None, database=None)
    @given(st.text(min_size=1, max_size=60).filter(lambda s: s.strip() and not any(ord(c) < 32 or c == "\x7f" for c in s)))
    def check(display: str) -> None:
        assert safe_everywhere(progress_module.export_name(display))

    check()


def test_a_progress_file_is_a_learner_record_and_says_where_it_is(tmp_path):
    from charleston_lessons.progress import LearnerRecord

    store = ProgressStore(tmp_path / "progress.json")
    assert isinstance(store, LearnerRecord) and not isinstance("progress.json", LearnerRecord)
    assert store.where == f"Progress is kept in {tmp_path / 'progress.json'}."


def test_a_str_subclass_path_is_read_as_its_plain_text(tmp_path, monkeypatch):
    # Found by the fuzz (stop 31): `export(name, target)` with a `str` subclass whose methods
    # raise let the caller's exception through `as_path`; only the text itself is read now.
    from fuzzing import HostileStr

    monkeypatch.chdir(tmp_path)
    path = progress_module.as_path(HostileStr("mine.json"), "target")
    assert isinstance(path, Path) and str(path) == "mine.json"
    store = ProgressStore(HostileStr(str(tmp_path / "progress.json")))
    store.record(Attempt("lesson-1/a", Outcome.CORRECT, 1.0))
    written = store.export(HostileStr("Ada"), HostileStr("ada.json"))
    assert written == Path("ada.json") and progress_module.read_export(tmp_path / "ada.json")[0] == "Ada"
    with pytest.raises(ProgressError):
        progress_module.as_path(HostileStr("   "), "target")
