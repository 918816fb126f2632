"""The benchmarks (benchmarks/, `make bench`) stay runnable as the code they drive changes: each
is run by benchmarks/run.py, and every name a benchmark reads off a module of this project (the
package, the test helpers, tests/browser's harness and tests) is there. A benchmark has no test
run of its own (it takes minutes and prints figures), so a helper renamed under it went unseen:
table_page_latency.py still called the seat page's join steps of before (`t4._introduce`)."""

from __future__ import annotations

import ast
import importlib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
BENCHMARKS = ROOT / "benchmarks"
SCRIPTS = sorted(path for path in BENCHMARKS.glob("*.py") if path.name != "run.py")
# Where a benchmark's imports are found, as each puts them on sys.path itself.
SEARCH = [ROOT, ROOT / "tests", ROOT / "tests" / "browser", BENCHMARKS]


def _ours(module: str) -> bool:
    """A module of this project: the package, or a file under tests/ or benchmarks/."""
    top = module.split(".")[0]
    return top == "charleston_lessons" or any((where / f"{top}.py").exists() for where in SEARCH[1:])


def _reads(tree: ast.AST) -> list[tuple[str, str, int]]:
    """(module, name, line) for every `from M import N` of ours and every `alias.N` read off a
    module of ours imported as `alias`, anywhere in the file."""
    aliases: dict[str, str] = {}
    found: list[tuple[str, str, int]] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for name in node.names:
                if _ours(name.name):
                    aliases[name.asname or name.name] = name.name
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0 and _ours(node.module):
            for name in node.names:
                found.append((node.module, name.name, node.lineno))
                aliases.setdefault(name.asname or name.name, f"{node.module}.{name.name}")
    for node in ast.walk(tree):
        if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) and node.value.id in aliases:
            found.append((aliases[node.value.id], node.attr, node.lineno))
    return found


def test_every_benchmark_is_run_by_make_bench():
    run = (BENCHMARKS / "run.py").read_text()
    imported = {node.names[0].name for node in ast.walk(ast.parse(run)) if isinstance(node, ast.Import)}
    missing = [path.stem for path in SCRIPTS if path.stem not in imported]
    assert missing == [], f"benchmarks that `make bench` never runs: {missing}"


@pytest.mark.parametrize("script", SCRIPTS, ids=lambda path: path.stem)
def test_every_name_a_benchmark_reads_off_our_modules_is_there(script, monkeypatch):
    for where in SEARCH:
        monkeypatch.syspath_prepend(str(where))
    gone = []
    for module, name, line in _reads(ast.parse(script.read_text())):
        try:
            found = importlib.import_module(module)
        except ModuleNotFoundError:  # `from charleston_lessons import art`: a package's module
            parent, _, child = module.rpartition(".")
            found = getattr(importlib.import_module(parent), child)
        if not hasattr(found, name):
            try:
                importlib.import_module(f"{module}.{name}")  # a submodule, imported by name
            except ModuleNotFoundError:
                gone.append(f"{script.name}:{line}: {module}.{name}")
    assert gone == [], gone
