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
