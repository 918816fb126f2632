"""Every course view's ES module as anywidget gets it (widgets/_esm.py): the shared helpers in
front of the view's own module, each helper defined once, and every composed module valid."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
from pathlib import Path

import anywidget
import pytest

import charleston_lessons.widgets as widgets_package
from charleston_lessons.widgets._esm import CLOCK_JS, COMMON_JS, esm

HERE = Path(widgets_package.__file__).parent
SHARED = ("make", "setText", "adoptStyle", "pageClock")


def _views() -> list[type]:
    """Every anywidget class the course's widget modules define (found from the modules, not listed)."""
    import importlib
    import pkgutil

    found = []
    for info in pkgutil.iter_modules([str(HERE)]):
        module = importlib.import_module(f"charleston_lessons.widgets.{info.name}")
        for value in vars(module).values():
            if (isinstance(value, type) and issubclass(value, anywidget.AnyWidget) and value.__module__ == module.__name__
                    and isinstance(value.__dict__.get("_esm"), str)):
                found.append(value)
    return found


VIEWS = _views()


def test_every_view_of_the_course_is_found():
    names = {view.__name__ for view in VIEWS}
    assert {"AnswerForm", "TilePicker", "LiveRoom", "TablesBoard", "TableClock", "LearnerCard"} <= names, names


def test_the_helpers_go_in_front_of_the_module_once_and_the_clock_only_where_asked():
    module = HERE / "picker.js"
    plain, timed = esm(module), esm(module, clock=True)
    assert plain == COMMON_JS.read_text() + "\n" + module.read_text()
    assert timed == COMMON_JS.read_text() + "\n" + CLOCK_JS.read_text() + "\n" + module.read_text()
    for composed in (plain, timed):
        assert composed.count("export default") == 1


@pytest.mark.parametrize("view", VIEWS, ids=lambda view: view.__name__)
def test_each_view_defines_no_shared_helper_of_its_own(view):
    # A module-level copy beside the one in front would be a SyntaxError in the page (an ES
    # module may not declare a name twice) and a view that draws nothing.
    own = view._esm[len(COMMON_JS.read_text()):]
    for name in SHARED:
        assert len(re.findall(rf"(?m)^function {name}\(", view._esm)) <= 1, (view, name)
        assert not re.search(rf"(?m)^function {name}\(", own.replace(CLOCK_JS.read_text(), "")), (view, name)


@pytest.mark.parametrize("view", VIEWS, ids=lambda view: view.__name__)
def test_each_composed_module_is_valid_javascript(view, tmp_path):
    node = shutil.which("node")
    if node is None:
        if os.environ.get("CI") == "true":
            pytest.fail("node is not installed: CI checks every view's module with `node --check`")
        pytest.skip("node is not installed: the views' modules are not checked here (CI checks them)")
    path = tmp_path / f"{view.__name__}.mjs"
    path.write_text(view._esm)
    done = subprocess.run([node, "--check", str(path)], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
