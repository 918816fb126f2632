"""needs: a lesson whose numpy or matplotlib cannot be loaded says so in one sentence."""

from __future__ import annotations

import asyncio
import concurrent.futures
import importlib.util
import json
import subprocess
import sys

import pytest

from charleston_lessons import course
from charleston_lessons.needs import OPTIONAL, missing_sentence, sentence_for


def _run(coroutine):
    """Run a coroutine to its end in a thread of its own (this thread may have a loop running,
    the browser tests' Playwright)."""
    with concurrent.futures.ThreadPoolExecutor(1) as pool:
        return pool.submit(asyncio.run, coroutine).result()


def test_only_a_missing_optional_library_gets_the_sentence():
    assert sentence_for(ModuleNotFoundError("no numpy", name="numpy")) == missing_sentence("numpy")
    assert sentence_for(ImportError("x", name="matplotlib.figure")) == missing_sentence("matplotlib")
    assert sentence_for(ModuleNotFoundError("x", name="charleston_lessons.coach")) is None  # a bug: not hidden
    assert sentence_for(ValueError("numpy")) is None
    assert "numpy" in missing_sentence("numpy") and "internet" in missing_sentence("numpy")


def test_load_shows_nothing_where_the_libraries_are_installed():
    assert _run(course.load("numpy", "matplotlib")) is None
    assert _run(course.lesson(10).ready()) is None and _run(course.lesson(1).ready()) is None


def test_load_says_in_one_sentence_which_library_could_not_be_loaded(monkeypatch):
    real = importlib.util.find_spec
    monkeypatch.setattr(importlib.util, "find_spec", lambda name, *a: None if name == "numpy" else real(name, *a))
    shown = _run(course.load("numpy", "matplotlib"))
    assert repr(shown) == missing_sentence("numpy")
    assert 'role="status"' in shown._repr_html_() and "Traceback" not in shown._repr_html_()


@pytest.mark.parametrize("bad", [(), ("pandas",), ("numpy", 3), ("NUMPY",)])
def test_load_takes_only_the_libraries_a_lesson_computes_with(bad):
    with pytest.raises(ValueError, match="load\\(\\) takes"):
        _run(course.load(*bad))
    assert set(OPTIONAL) == {"numpy", "matplotlib"}


def test_without_numpy_the_coach_lessons_run_as_they_do_with_it(tmp_path):
    """In a Python with no numpy (the browser-only site, offline) the coach searches in plain
    Python: the coached pick is graded and saved, the game deals and the lab's numbers come
    out, all as they do with numpy."""

    def run(without_numpy: bool) -> list:
        code = f"""
import json, sys
if {without_numpy!r}:
    sys.modules["numpy"] = None  # as in the browser when numpy could not be fetched
from charleston_lessons import course
course.use_progress_file({str(tmp_path / f"{without_numpy}.json")!r})
page = course.lesson(10)
widget = page.exercise("craks-first")
widget.answer = ["2C", "5C", "9C"]
widget.check_button.click()
game = course.play_seat(seed=3)
lab = course.lesson(11).coached_vs_random(30)
print(json.dumps([widget.last_feedback.outcome.value, widget.last_feedback.message, repr(game), repr(lab),
                  len(course.progress_store().attempts()), sys.modules.get("numpy") is not None]))
"""
        out = subprocess.run([sys.executable, "-c", code], check=True, capture_output=True, text=True).stdout
        return json.loads(out.splitlines()[-1])

    *without, had_numpy = run(True)
    *with_numpy, has_numpy = run(False)
    assert not had_numpy and has_numpy
    assert without == with_numpy and without[0] == "correct" and without[-1] == 1
    assert all(missing_sentence("numpy") not in str(item) for item in without)
