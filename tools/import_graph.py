"""Read the project's import graph from its source: private names taken across modules, and circles.

    python tools/import_graph.py            # every private import and every circle, with counts
    python tools/import_graph.py --root DIR # another checkout (e.g. main before a change)

The graph covers the package, `tools/` and `benchmarks/` (not the tests). An import counts
wherever it stands, inside a function too (a lazy import still ties two modules), and so does
`import_module("...")` with a written name; a package that loads its modules by a computed name
(`import_module(name)`) is taken to reach every module under it. One kind of import is left
out of the circles, as the design allows: an object's own picture, imported inside its
`_repr_*_` method (`Tile._repr_svg_` importing `charleston_lessons.art`).

A private name is one that starts with `_` (not a dunder). Taking one from another module,
by `from m import _x` or by `m._x` on an imported module, reaches into that module's insides:
`tests/test_import_graph.py` fails on any. Private modules (`charleston_lessons._input`) are
the package's own helpers and may be imported by its modules; their private names may not.
"""

from __future__ import annotations

import argparse
import ast
import sys
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = "charleston_lessons"
SCRIPT_FOLDERS = ("tools", "benchmarks")  # their modules import each other by bare name


@dataclass(frozen=True)
class Import:
    """One import of one of our modules: who imports, what, the names taken, where, how."""

    importer: str
    imported: str
    names: tuple[str, ...]
    line: int
    lazy: bool  # inside a function
    in_repr: bool  # inside a `_repr_*_` method: an object's own picture


def module_files(root: Path = ROOT) -> dict[str, Path]:
    """Every module of the graph by its dotted name (`charleston_lessons.art`, `tools.catalogs`)."""
    files = sorted((root / PACKAGE).rglob("*.py"))
    for folder in SCRIPT_FOLDERS:
        files += sorted((root / folder).glob("*.py"))
    modules = {}
    for path in files:
        if "__pycache__" in path.parts:
            continue
        parts = list(path.relative_to(root).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        modules[".".join(parts)] = path
    return modules


def _is_private(name: str) -> bool:
    return name.startswith("_") and not (name.startswith("__") and name.endswith("__"))


def _resolve(name: str, importer: str, modules: dict[str, Path]) -> str | None:
    """The module of ours that `name` (as written in `importer`) means, or None."""
    if name in modules:
        return name
    folder = importer.partition(".")[0]
    if folder in SCRIPT_FOLDERS and f"{folder}.{name}" in modules:
        return f"{folder}.{name}"
    return None


class _Reader(ast.NodeVisitor):
    """Walks one module, keeping which function it is in."""

    def __init__(self, module: str, path: Path, modules: dict[str, Path]) -> None:
        self.module, self.path, self.modules = module, path, modules
        self.is_package = path.name == "__init__.py"
        self.functions: list[str] = []
        self.imports: list[Import] = []
        self.bound: dict[str, str] = {}  # a local name bound to one of our modules
        self.attributes: list[tuple[str, str, int]] = []  # (module, private attribute, line)

    def _add(self, imported: str, names: tuple[str, ...], line: int) -> None:
        in_repr = any(f.startswith("_repr_") and f.endswith("_") for f in self.functions)
        self.imports.append(Import(self.module, imported, names, line, bool(self.functions), in_repr))

    def _walk_function(self, node: ast.AST) -> None:
        self.functions.append(node.name)  # type: ignore[attr-defined]
        self.generic_visit(node)
        self.functions.pop()

    visit_FunctionDef = visit_AsyncFunctionDef = _walk_function

    def _base(self, level: int) -> str:
        base = self.module if self.is_package else self.module.rpartition(".")[0]
        for _ in range(level - 1):
            base = base.rpartition(".")[0]
        return base

    def visit_Import(self, node: ast.Import) -> None:
        for alias in node.names:
            target = _resolve(alias.name, self.module, self.modules)
            if target is not None:
                self._add(target, (), node.lineno)
                self.bound[alias.asname or alias.name] = target
                if alias.asname is None and "." in alias.name:  # `import a.b` binds `a`
                    first = _resolve(alias.name.partition(".")[0], self.module, self.modules)
                    if first:
                        self.bound[alias.name.partition(".")[0]] = first

    def visit_ImportFrom(self, node: ast.ImportFrom) -> None:
        written = node.module or ""
        source = (self._base(node.level) + ("." + written if written else "")) if node.level else written
        source_module = _resolve(source, self.module, self.modules)
        if source_module is None:
            return
        names: list[str] = []
        for alias in node.names:
            submodule = f"{source_module}.{alias.name}"
            if submodule in self.modules:  # `from package import module`
                self._add(submodule, (), node.lineno)
                self.bound[alias.asname or alias.name] = submodule
            else:
                names.append(alias.name)
        if names or not node.names:
            self._add(source_module, tuple(names), node.lineno)

    def visit_Call(self, node: ast.Call) -> None:
        func = node.func
        called = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", None)
        if called == "import_module" and node.args:
            first = node.args[0]
            if isinstance(first, ast.Constant) and isinstance(first.value, str):
                target = _resolve(first.value, self.module, self.modules)
                if target is not None:
                    self._add(target, (), node.lineno)
            elif self.is_package:  # a computed name: any module under this package
                for name in self.modules:
                    if name.startswith(self.module + ".") and name != self.module:
                        self._add(name, (), node.lineno)
        self.generic_visit(node)

    def visit_Attribute(self, node: ast.Attribute) -> None:
        if isinstance(node.value, ast.Name) and node.value.id in self.bound and _is_private(node.attr):
            self.attributes.append((self.bound[node.value.id], node.attr, node.lineno))
        self.generic_visit(node)


def read(root: Path = ROOT) -> tuple[list[Import], list[tuple[str, str, str, int]]]:
    """Every import of the graph, and every `m._x` read of an imported module as
    (importer, module, name, line)."""
    modules = module_files(root)
    imports: list[Import] = []
    attributes: list[tuple[str, str, str, int]] = []
    for module, path in modules.items():
        reader = _Reader(module, path, modules)
        reader.visit(ast.parse(path.read_text(encoding="utf-8"), filename=str(path)))
        imports += reader.imports
        attributes += [(module, source, name, line) for source, name, line in reader.attributes]
    return imports, attributes


def private_imports(root: Path = ROOT) -> list[tuple[str, str, str, int]]:
    """Each private name one module takes from another: (importer, module, name, line)."""
    imports, attributes = read(root)
    found = [
        (item.importer, item.imported, name, item.line)
        for item in imports
        for name in item.names
        if _is_private(name) and item.imported != item.importer
    ]
    found += [entry for entry in attributes if entry[1] != entry[0]]
    return sorted(set(found))


def edges(root: Path = ROOT, pictures: bool = False) -> dict[str, set[str]]:
    """Who imports whom, lazy imports included; an object's own picture (`_repr_*_`) left out
    unless `pictures`."""
    graph: dict[str, set[str]] = {name: set() for name in module_files(root)}
    for item in read(root)[0]:
        if (pictures or not item.in_repr) and item.imported != item.importer:
            graph[item.importer].add(item.imported)
    return graph


def circles(root: Path = ROOT, pictures: bool = False) -> list[list[str]]:
    """Every set of modules that import each other in a loop (Tarjan's strongly connected
    components of more than one module), each sorted, largest first; `pictures` counts an
    object's own picture import too."""
    graph = edges(root, pictures)
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def visit(start: str) -> None:  # iterative, so a deep graph needs no recursion limit
        work = [(start, iter(sorted(graph[start])))]
        index[start] = low[start] = len(index)
        stack.append(start)
        on_stack.add(start)
        while work:
            node, children = work[-1]
            child = next(children, None)
            if child is not None:
                if child not in index:
                    index[child] = low[child] = len(index)
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(sorted(graph[child]))))
                elif child in on_stack:
                    low[node] = min(low[node], index[child])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[node])
            if low[node] == index[node]:
                group = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    group.append(member)
                    if member == node:
                        break
                if len(group) > 1:
                    found.append(sorted(group))

    for name in sorted(graph):
        if name not in index:
            visit(name)
    return sorted(found, key=lambda group: (-len(group), group))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--root", type=Path, default=ROOT, help="the checkout to read")
    parser.add_argument("--pictures", action="store_true",
                        help="count an object's own picture import (`_repr_*_`) in the circles too")
    args = parser.parse_args(argv)
    taken = private_imports(args.root)
    for importer, module, name, line in taken:
        print(f"private: {importer}:{line} takes {module}.{name}")
    groups = circles(args.root, args.pictures)
    graph = edges(args.root, args.pictures)
    for group in groups:
        print(f"circle of {len(group)}: {', '.join(group)}")
        members = set(group)
        for importer in group:
            for imported in sorted(graph[importer] & members):
                print(f"    {importer} -> {imported}")
    print(f"{len(taken)} private names taken across modules, from {len({t[0] for t in taken})} files; "
          f"{len(groups)} circles ({', '.join(str(len(g)) for g in groups) or 'none'} modules)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
