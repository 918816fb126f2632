"""tools/build_lite.py: the site's Pyodide lock serves what we ship and sends the rest to the CDN."""

from __future__ import annotations

import hashlib
import json
import sys
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from tools.build_lite import (  # noqa: E402
    COURSE,
    LAB_OVERRIDES,
    ONE_LESSON,
    ONE_LESSON_EXTENSION,
    PAGE_EXTENSION,
    PYODIDE_CDN,
    _closure,
    lite_config,
    one_lesson_extension,
    site_lock,
)


def _wheel(folder: Path, name: str, version: str = "1.0") -> Path:
    path = folder / f"{name}-{version}-py3-none-any.whl"
    with zipfile.ZipFile(path, "w") as archive:
        archive.writestr(f"{name}/__init__.py", f"# {name}\n")
    return path


def _lock() -> dict:
    return {"info": {}, "packages": {
        "micropip": {"name": "micropip", "version": "1.0", "file_name": "micropip-1.0-py3-none-any.whl",
                     "sha256": "old", "depends": ["packaging"], "imports": ["micropip"]},
        "packaging": {"name": "packaging", "version": "1.0", "file_name": "packaging-1.0-py3-none-any.whl",
                      "sha256": "old", "depends": [], "imports": ["packaging"]},
        "numpy": {"name": "numpy", "version": "2.0", "file_name": "numpy-2.0-cp314-wasm32.whl",
                  "sha256": "n", "depends": [], "imports": ["numpy"]},
    }}


def test_the_kernels_start_up_packages_come_with_everything_they_depend_on():
    assert sorted(_closure(_lock(), ("micropip",))) == ["micropip", "packaging"]


def test_the_site_lock_serves_our_wheels_and_points_the_rest_at_the_cdn(tmp_path):
    ours, kernel, static = tmp_path / "ours", tmp_path / "kernel", tmp_path / "static"
    for folder in (ours, kernel, static):
        folder.mkdir()
    for name in COURSE:
        _wheel(ours, name.replace("-", "_"), "2.0")
    micropip = _wheel(kernel, "micropip")
    lock = site_lock(_lock(), ours, kernel, static)["packages"]
    # A wheel we ship is a file of the site, with its own checksum (Pyodide checks it).
    assert lock["micropip"]["file_name"] == micropip.name and (static / micropip.name).exists()
    assert lock["micropip"]["sha256"] == hashlib.sha256(micropip.read_bytes()).hexdigest()
    # Anything else is loaded from Pyodide's CDN by its full address (online only).
    assert lock["numpy"]["file_name"] == PYODIDE_CDN + "numpy-2.0-cp314-wasm32.whl"
    assert lock["packaging"]["file_name"].startswith(PYODIDE_CDN)
    # The course loads when a cell imports it, with what it needs, and numpy is not among them.
    course = lock["charleston-lessons"]
    assert course["imports"] == ["charleston_lessons"] and "numpy" not in course["depends"]
    assert set(course["depends"]) <= set(lock) and all((static / lock[n]["file_name"]).exists() for n in COURSE)


def test_the_site_loads_pyodide_from_itself_and_never_asks_pypi():
    settings = lite_config()["jupyter-config-data"]["litePluginSettings"]
    kernel = settings["@jupyterlite/pyodide-kernel-extension:kernel"]
    assert kernel == {"pyodideUrl": "./static/pyodide/pyodide.mjs", "disablePyPIFallback": True}
    json.dumps(lite_config())  # it is written as JSON


def test_the_site_keeps_one_lesson_open_with_an_extension_of_its_own(tmp_path):
    folder = one_lesson_extension(tmp_path)
    package = json.loads((folder / "package.json").read_text())
    assert package["name"] == ONE_LESSON_EXTENSION
    load = package["jupyterlab"]["_build"]["load"]
    code = (folder / load).read_bytes()
    # The hand-written file, under a name that changes with it (no browser keeps an old copy).
    assert code == ONE_LESSON.read_bytes() and hashlib.sha256(code).hexdigest()[:12] in load
    # It registers itself under the package's name, which is how JupyterLab finds it.
    assert f"containers['{ONE_LESSON_EXTENSION}']" in code.decode()
    # A closed notebook tab stops its kernel (JupyterLab's own setting, in the site only).
    overrides = lite_config()["jupyter-config-data"]["settingsOverrides"]
    assert overrides["@jupyterlab/notebook-extension:tracker"] == {"kernelShutdown": True}


def test_the_site_has_the_settings_and_page_style_that_make_lab_has():
    # The course's JupyterLab settings overrides, every one of them, as `make lab` serves them.
    shipped = json.loads(LAB_OVERRIDES.read_text())
    overrides = lite_config()["jupyter-config-data"]["settingsOverrides"]
    assert shipped and all(overrides[plugin] == value for plugin, value in shipped.items())
    assert str(LAB_OVERRIDES.parent) in (ROOT / "Makefile").read_text().replace("$(CURDIR)", str(ROOT))
    # The page style is a prebuilt extension the site loads as JupyterLab does.
    package = json.loads((PAGE_EXTENSION / "package.json").read_text())
    code = (PAGE_EXTENSION / package["jupyterlab"]["_build"]["load"]).read_text()
    assert f"const NAME = '{package['name']}'" in code and "containers[NAME]" in code
    assert (PAGE_EXTENSION / "static" / "page.css").is_file()


def test_the_page_style_marks_every_course_notebook_and_nothing_else():
    import re

    code = (PAGE_EXTENSION / "static" / "page.js").read_text()
    course = re.compile(re.search(r"const COURSE = /(.+)/;", code).group(1).replace("\\/", "/"))
    notebooks = ROOT / "notebooks"
    paths = [p.relative_to(notebooks).as_posix() for p in notebooks.rglob("*.ipynb")
             if "locale" not in p.parts and ".ipynb_checkpoints" not in p.parts]
    assert len(paths) > 26
    # Served from notebooks/ (the tests, the static site) or from the checkout (`make lab`).
    for path in paths:
        assert course.search(path) and course.search(f"notebooks/{path}"), path
    for other in ("Untitled.ipynb", "notes/my_lesson.ipynb", "01_start_here.py", "rules_reference.ipynb.bak"):
        assert not course.search(other), other


def test_the_extension_counts_every_lesson_and_nothing_else_as_a_lesson():
    import re

    pattern = re.search(r"const LESSON = /(.+)/;", ONE_LESSON.read_text()).group(1)
    lesson = re.compile(pattern.replace("\\/", "/"))
    notebooks = ROOT / "notebooks"
    paths = [p.relative_to(notebooks).as_posix() for p in notebooks.rglob("*.ipynb")
             if "locale" not in p.parts and ".ipynb_checkpoints" not in p.parts]
    lessons = sorted(p for p in paths if lesson.match(p))
    from charleston_lessons.lessons import all_lessons

    from charleston_lessons.lessons import EXPRESS_NOTEBOOK

    # The express lesson runs a kernel like a lesson, so it takes a lesson's place too.
    expected = [data.notebook for data in all_lessons()] + [EXPRESS_NOTEBOOK]
    assert lessons == sorted([*expected, *(f"ms/{name}" for name in expected)])
    assert "rules_reference.ipynb" in paths and any(p.startswith("instructor/") for p in paths)


def test_the_pages_workflow_builds_the_site_with_make_lite_and_publishes_build_lite():
    import yaml

    flow = yaml.safe_load((ROOT / ".github" / "workflows" / "lite.yml").read_text())
    steps = flow["jobs"]["build"]["steps"]
    assert {"run": "make lite"} in steps
    upload = next(s for s in steps if s.get("uses", "").startswith("actions/upload-pages-artifact"))
    assert upload["with"]["path"] == "build/lite"
    assert any(s.get("uses", "").startswith("actions/deploy-pages") for s in flow["jobs"]["deploy"]["steps"])
    assert "make lite" in (ROOT / "README.md").read_text() and "lite:" in (ROOT / "Makefile").read_text()


def test_the_site_carries_the_printed_handouts_pdfs_in_a_folder_per_language(tmp_path):
    from tools.build_lite import site_handouts

    source, contents = tmp_path / "handouts", tmp_path / "contents"
    for lang in ("en", "ms"):
        (source / lang).mkdir(parents=True)
        (source / lang / "charleston_card_a4.pdf").write_bytes(b"%PDF-1.4 " + lang.encode())
        (source / lang / "charleston_card_a4.svg").write_text("<svg/>")
        (source / lang / "charleston_card_a4_p1.png").write_bytes(b"png")
    copied = site_handouts(contents, source)
    # the PDFs only, beside the lessons in handouts/<lang>/, as the facilitator guide links them
    assert sorted(path.relative_to(contents).as_posix() for path in copied) == [
        "handouts/en/charleston_card_a4.pdf", "handouts/ms/charleston_card_a4.pdf"]
    assert (contents / "handouts" / "ms" / "charleston_card_a4.pdf").read_bytes() == b"%PDF-1.4 ms"
