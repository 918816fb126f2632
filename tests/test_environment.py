"""environment.yml (conda) names the same dependencies, with the same ranges, as pyproject.toml."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

import yaml
from packaging.requirements import Requirement

ROOT = Path(__file__).resolve().parents[1]


def _canonical(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


def pyproject_requirements() -> dict[str, str]:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    lines = project["dependencies"] + [line for extra in project["optional-dependencies"].values() for line in extra]
    found = {}
    for line in lines:
        req = Requirement(line)
        found[_canonical(req.name)] = str(req.specifier)
    found["python"] = str(Requirement("python" + project["requires-python"]).specifier)
    return found


def conda_requirements() -> dict[str, str]:
    env = yaml.safe_load((ROOT / "environment.yml").read_text())
    found = {}
    for item in env["dependencies"]:
        if isinstance(item, dict) or item == "pip":
            continue
        name, _, spec = item.partition(" ")
        found[_canonical(name)] = str(Requirement("x" + spec.replace(" ", "")).specifier)
    return found


def test_conda_environment_names_the_same_dependencies_as_pyproject():
    assert conda_requirements() == pyproject_requirements()


def test_conda_environment_installs_the_package_itself_from_this_checkout():
    env = yaml.safe_load((ROOT / "environment.yml").read_text())
    pip_items = [item["pip"] for item in env["dependencies"] if isinstance(item, dict)]
    assert pip_items == [["-e ."]]


def test_widget_packages_move_together():
    """ipywidgets 8.1 ships its lab front end as jupyterlab_widgets 3.0; both are pinned."""
    reqs = pyproject_requirements()
    assert reqs["ipywidgets"].count("<") == 1 and "<8.2" in reqs["ipywidgets"]
    assert "<3.1" in reqs["jupyterlab-widgets"]


def test_every_file_the_environment_comments_name_exists():
    text = (ROOT / "environment.yml").read_text()
    named = re.findall(r"[\w./-]+\.(?:ipynb|toml|py)\b", text)
    assert "notebooks/01_start_here.ipynb" in named
    for path in named:
        assert (ROOT / path).is_file(), path


def test_the_package_version_is_pyprojects():
    import tomllib

    import charleston_lessons

    with open(Path(__file__).resolve().parents[1] / "pyproject.toml", "rb") as handle:
        assert charleston_lessons.__version__ == tomllib.load(handle)["project"]["version"]


def test_the_suite_runs_on_two_processes_each_file_whole_and_the_static_site_once():
    """`make test` runs pytest-xdist on two processes with whole files (and notebooks) as
    units, in the order collected; the static site's browser files are one unit, so its one
    build and one server serve them all."""
    import xdist_groups

    options = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["pytest"]["ini_options"]["addopts"].split()
    assert options[options.index("-n") + 1] == "2" and options[options.index("--dist") + 1] == "loadfile"
    assert "--no-loadscope-reorder" in options
    tests = ROOT / "tests"
    files = sorted(p.relative_to(ROOT).as_posix() for p in tests.rglob("test_*.py"))
    lite = [f for f in files if f.startswith("tests/browser/test_lite")]
    assert len(lite) >= 3
    units = {f: xdist_groups.unit_of(f + "::test_x[a::b]") for f in files}
    assert {units[f] for f in lite} == {xdist_groups.STATIC_SITE}
    assert len({units[f] for f in files if f not in lite}) == len(files) - len(lite)
    assert xdist_groups.unit_of("notebooks/03_rollor.ipynb::Cell 4") == "notebooks/03_rollor.ipynb"
