"""The core imports no widget or plotting library (DESIGN: the rules live in one place)."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

CORE = [
    "charleston_lessons.shown",
    "charleston_lessons",
    "charleston_lessons.tiles",
    "charleston_lessons.rules",
    "charleston_lessons.messages",
    "charleston_lessons.table",
    "charleston_lessons.strategies",
    "charleston_lessons.seat_game",
    "charleston_lessons.instructor",
    "charleston_lessons.dashboard",
    "charleston_lessons.lab",
    "charleston_lessons.mastery",
    "charleston_lessons.review",
    "charleston_lessons.room_store",
    "charleston_lessons.tables_board",
]
FACES = ("ipywidgets", "matplotlib", "anywidget", "traitlets", "IPython")


def test_core_imports_no_widget_or_plotting_library():
    code = (
        "import sys\n"
        + "".join(f"import {name}\n" for name in CORE)
        + f"print(sorted(m for m in sys.modules if m.split('.')[0] in {FACES!r}))\n"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert result.stdout.strip() == "[]", result.stdout


def test_the_check_itself_would_see_a_face_if_one_were_imported():
    code = f"import sys, matplotlib\nprint(sorted(m for m in sys.modules if m.split('.')[0] in {FACES!r})[:1])"
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert result.stdout.strip() == "['matplotlib']"


# ------------------------------------------------ every import statement, read from the source

PACKAGE = Path(__file__).resolve().parents[1] / "charleston_lessons"
FACE_MODULES = ("charleston_lessons.widgets", "charleston_lessons.art", "charleston_lessons.course")
# An object's own picture may import it lazily, as python-chess's Board._repr_svg_ does.
OWN_PICTURE = ("_repr_svg_", "_repr_html_")


def core_modules() -> list[Path]:
    """Every module of the core: the package less its faces (widgets/, art/, course.py)."""
    return sorted(
        path for path in PACKAGE.rglob("*.py")
        if path.relative_to(PACKAGE).parts[0] not in ("widgets", "art") and path.name != "course.py"
    )


def face_imports(path: Path) -> list[str]:
    """`line: module` for each import in `path` that reaches a face, at any depth, outside an
    object's own `_repr_svg_`/`_repr_html_`."""
    tree = ast.parse(path.read_text(), str(path))
    found: list[str] = []

    def visit(node: ast.AST, allowed: bool) -> None:
        for child in ast.iter_child_nodes(node):
            inside = allowed or (isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef)) and child.name in OWN_PICTURE)
            names: list[str] = []
            if isinstance(child, ast.Import):
                names = [alias.name for alias in child.names]
            elif isinstance(child, ast.ImportFrom) and child.module:
                names = [child.module] + [f"{child.module}.{alias.name}" for alias in child.names]
            if not inside:
                found.extend(f"{child.lineno}: {name}" for name in names
                             if name.startswith(FACE_MODULES) or name in FACE_MODULES)
            visit(child, inside)

    visit(tree, False)
    return found


def test_no_core_module_imports_a_face_even_inside_a_function():
    modules = core_modules()
    assert any(p.parent.name == "lessons" for p in modules) and any(p.name == "rules.py" for p in modules)
    offenders = {str(p.relative_to(PACKAGE)): face_imports(p) for p in modules}
    assert {name: found for name, found in offenders.items() if found} == {}


def test_the_import_reader_sees_a_face_imported_inside_a_function(tmp_path):
    sample = tmp_path / "sample.py"
    sample.write_text(
        "def helper():\n    from charleston_lessons.widgets.lab import run_lab\n"
        "class Rack:\n    def _repr_svg_(self):\n        from charleston_lessons.art import rack_svg\n"
        "def other():\n    from charleston_lessons import course\n"
    )
    assert face_imports(sample) == ["2: charleston_lessons.widgets.lab", "2: charleston_lessons.widgets.lab.run_lab",
                                    "7: charleston_lessons.course"]


def test_no_widget_calls_the_notebook_facade():
    for path in sorted((PACKAGE / "widgets").glob("*.py")):
        tree = ast.parse(path.read_text(), str(path))
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom) and node.module:
                assert node.module != "charleston_lessons.course", path.name
                assert not (node.module == "charleston_lessons" and any(a.name == "course" for a in node.names)), path.name
            if isinstance(node, ast.Import):
                assert all(a.name != "charleston_lessons.course" for a in node.names), path.name
