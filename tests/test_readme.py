"""The README's examples run as written (doctest), so the documented API stays true."""

from __future__ import annotations

import doctest
from pathlib import Path

README = Path(__file__).resolve().parents[1] / "README.md"


def test_readme_examples_run_as_written():
    result = doctest.testfile(str(README), module_relative=False, optionflags=doctest.ELLIPSIS)
    assert result.attempted >= 15
    assert result.failed == 0


def test_readme_names_the_two_commands_and_the_test_command():
    text = README.read_text()
    assert "make lab" in text and "make test" in text
    assert "make test" in (README.parent / ".ci" / "run").read_text()


def test_readme_lesson_table_matches_the_lessons():
    import re

    from charleston_lessons.lessons import all_lessons

    rows = re.findall(r"^\| (\d+) \| [^|]+ \| (\d+) \| (\d+) \+ (\d+) \|$", README.read_text(), flags=re.M)
    expected = [(str(l.number), str(len(l.exercises)), str(l.teaching_minutes), str(l.exercise_minutes))
                for l in all_lessons()]
    assert rows == expected
