"""`make lite`: the course as a static JupyterLite site in build/lite/, nothing to install.

    python tools/build_lite.py [--out build/lite]

The site holds JupyterLab, the notebooks, a Python kernel that runs in the browser (Pyodide,
through jupyterlite-pyodide-kernel), and every wheel the lessons need, so a learner opens
one link and runs the course, and no request leaves the site:

- Pyodide's core comes from the npm `pyodide` package, served from the site itself
  (`static/pyodide/`) instead of the public CDN the kernel uses by default.
- Pyodide finds packages through its lock file. The site's lock is Pyodide's own with three
  changes: the pure-Python wheels the kernel needs to start (micropip, packaging, IPython
  and its helpers) and the course with the libraries it stands on (ipywidgets, anywidget,
  psygnal, filelock, comm, and fsrs for spaced review) are files of the site; every other package (numpy, matplotlib and
  the rest) points at Pyodide's CDN by its full address, so online it loads as JupyterLite
  normally loads it, and offline it fails at once, which the coach's lessons turn into one
  sentence (`course.needs`). A cell that imports `charleston_lessons` loads the course by
  itself: no `%pip` cell.
- Versions are pinned: the libraries at the versions installed here (the ones the tests
  ran), Pyodide's own packages at the versions its lock names.
- One lesson is open at a time, so one kernel runs: every tab runs a Python of its own, and
  JupyterLite reopens every tab of the last visit, so a learner who went from lesson to
  lesson by their links had a dozen kernels and waited minutes for the next. A small
  extension of the site only (tools/lite_one_lesson.js) closes a lesson, and shuts down its
  kernel, when another lesson opens; closing any notebook tab shuts down its kernel.

The build tools (jupyterlite-core and jupyterlite-pyodide-kernel, pinned) live in a venv of
their own, build/lite-tools/, never in the course's: the kernel's JupyterLab extension must
not load in the learner's own JupyterLab or Voila. Downloads are cached in build/lite-cache/
(pip from PyPI, npm for Pyodide).
"""

from __future__ import annotations

import argparse
import hashlib
import importlib.metadata as metadata
import json
import shutil
import subprocess
import sys
import tarfile
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
CACHE = ROOT / "build" / "lite-cache"
TOOLS = ROOT / "build" / "lite-tools"
TOOL_PINS = ("jupyterlite-core==0.8.6", "jupyterlite-pyodide-kernel==0.8.6", "jupyter-server>=2,<3")
# The front ends the site's pages need (the widgets' JupyterLab extensions), at the versions
# the course runs with here, so the browser's widgets match the kernel's.
FRONT_ENDS = ("jupyterlab-widgets", "anywidget")
PYODIDE_VERSION = "314.0.6"  # what jupyterlite-pyodide-kernel 0.8.6 expects
PYODIDE_PYTHON = "3.14"
PYODIDE_CDN = f"https://cdn.jsdelivr.net/pyodide/v{PYODIDE_VERSION}/full/"
CORE_FILES = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip", "pyodide.js")
ONE_LESSON = ROOT / "tools" / "lite_one_lesson.js"
ONE_LESSON_EXTENSION = "charleston-lessons-site"
# What `make lab` ships for JupyterLab, shipped in the site too: its settings overrides (no
# cell toolbar) and its page style extension (in the course's notebooks: text at 16 px,
# links underlined, no prompt column).
LAB_OVERRIDES = ROOT / "share" / "jupyter" / "lab" / "settings" / "overrides.json"
PAGE_EXTENSION = ROOT / "share" / "jupyter" / "labextensions" / "charleston-lessons-page"

# The course and what it imports in the browser, with the imports that make the loader
# install each one and what each needs first (numpy and matplotlib are loaded on demand).
# tests/test_build_lite.py reads every import of the package and each wheel's own
# requirements, so a library the course starts to use cannot be left out of the site.
COURSE = {
    "charleston-lessons": (["charleston_lessons"], ["ipywidgets", "anywidget", "filelock", "fsrs",
                                                    "confusable-homoglyphs", "segno"]),
    "ipywidgets": (["ipywidgets"], ["comm", "traitlets", "ipython", "jupyterlab-widgets"]),
    "jupyterlab-widgets": (["jupyterlab_widgets"], []),
    "anywidget": (["anywidget"], ["ipywidgets", "psygnal", "typing-extensions"]),
    "psygnal": (["psygnal"], ["typing-extensions"]),
    "filelock": (["filelock"], []),
    "comm": (["comm"], ["traitlets"]),
    "fsrs": (["fsrs"], ["typing-extensions"]),  # spaced review (charleston_lessons.review)
    # A workshop's look-alike names and its join QR code: never reached in the site, but the
    # course's own wheel requires them, and micropip installs what a wheel requires (220 kB).
    "confusable-homoglyphs": (["confusable_homoglyphs"], []),
    "segno": (["segno"], []),
}
# Pyodide packages the kernel loads as it starts (with their dependencies from the lock).
KERNEL_START = ("micropip", "packaging", "ipython", "jedi", "typing-extensions")


def _canonical(name: str) -> str:
    return name.lower().replace("_", "-").replace(".", "-")


def _run(*command: str, cwd: Path | None = None) -> None:
    subprocess.run(command, check=True, cwd=cwd)


def _pip_download(requirements: list[str], into: Path) -> None:
    """Pure-Python wheels for the browser's Python, with no dependencies (we name them all)."""
    into.mkdir(parents=True, exist_ok=True)
    _run(sys.executable, "-m", "pip", "download", "--quiet", "--no-deps", "--only-binary=:all:",
         "--python-version", PYODIDE_PYTHON, "--implementation", "py", "--abi", "none",
         "--platform", "any", "-d", str(into), *requirements)


def _wheel_for(name: str, folder: Path) -> Path:
    found = [w for w in folder.glob("*.whl") if _canonical(w.name.split("-")[0]) == _canonical(name)]
    if len(found) != 1:
        raise SystemExit(f"expected one wheel for {name} in {folder}, found {[w.name for w in found]}")
    return found[0]


def lite_tools() -> Path:
    """The Python of the build tools' own venv, made and filled on first use."""
    python = TOOLS / "bin" / "python"
    stamp = TOOLS / ".installed"
    pins = [*TOOL_PINS, *(f"{name}=={metadata.version(name)}" for name in FRONT_ENDS)]
    if not stamp.exists() or stamp.read_text() != "\n".join(pins):
        _run(sys.executable, "-m", "venv", "--clear", str(TOOLS))
        _run(str(python), "-m", "pip", "install", "--quiet", *pins)
        stamp.write_text("\n".join(pins))
    return python


def pyodide_core() -> Path:
    """The npm `pyodide` package, unpacked (cached)."""
    folder = CACHE / f"pyodide-{PYODIDE_VERSION}"
    if not (folder / "package" / "pyodide-lock.json").exists():
        folder.mkdir(parents=True, exist_ok=True)
        _run("npm", "pack", "--silent", f"pyodide@{PYODIDE_VERSION}", "--pack-destination", str(folder))
        with tarfile.open(folder / f"pyodide-{PYODIDE_VERSION}.tgz") as archive:
            archive.extractall(folder, filter="data")
    return folder / "package"


def _closure(lock: dict, names: tuple[str, ...]) -> list[str]:
    """`names` and everything they depend on in Pyodide's lock."""
    packages = {_canonical(k): v for k, v in lock["packages"].items()}
    seen: list[str] = []
    todo = [_canonical(n) for n in names]
    while todo:
        name = todo.pop()
        if name in seen:
            continue
        seen.append(name)
        todo += [_canonical(d) for d in packages[name]["depends"]]
    return seen


def wheels(lock: dict) -> tuple[Path, Path]:
    """(the course's wheels, the kernel's start-up wheels), built or downloaded (cached)."""
    ours, kernel = CACHE / "course-wheels", CACHE / "kernel-wheels"
    shutil.rmtree(ours, ignore_errors=True)
    ours.mkdir(parents=True)
    _run(sys.executable, "-m", "pip", "wheel", "--quiet", "--no-deps", "-w", str(ours), str(ROOT))
    pinned = [f"{name}=={metadata.version(name)}" for name in COURSE if name != "charleston-lessons"]
    _pip_download(pinned, ours)
    packages = {_canonical(k): v for k, v in lock["packages"].items()}
    start = [f"{packages[n]['name']}=={packages[n]['version']}" for n in _closure(lock, KERNEL_START)]
    _pip_download(start, kernel)
    return ours, kernel


def site_lock(lock: dict, ours: Path, kernel: Path, static: Path) -> dict:
    """Pyodide's lock for this site: local files for what we ship, the CDN for the rest."""
    packages = lock["packages"]
    local = {_canonical(w.name.split("-")[0]): w for w in kernel.glob("*.whl")}
    for name, entry in packages.items():
        wheel = local.get(_canonical(name))
        if wheel is not None:
            shutil.copy(wheel, static / wheel.name)
            entry["file_name"] = wheel.name
            entry["sha256"] = hashlib.sha256(wheel.read_bytes()).hexdigest()
        elif "://" not in entry["file_name"]:
            entry["file_name"] = PYODIDE_CDN + entry["file_name"]
    for name, (imports, depends) in COURSE.items():
        wheel = _wheel_for(name, ours)
        shutil.copy(wheel, static / wheel.name)
        packages[name] = {
            "name": name, "version": wheel.name.split("-")[1], "file_name": wheel.name,
            "install_dir": "site", "sha256": hashlib.sha256(wheel.read_bytes()).hexdigest(),
            "package_type": "package", "imports": imports, "depends": depends, "unvendored_tests": False,
        }
    return lock


def lite_config() -> dict:
    """jupyter-lite.json: the kernel loads Pyodide from the site and never asks PyPI, a
    closed notebook tab stops its kernel (JupyterLab's own setting, in the site only), and
    the course's JupyterLab settings overrides apply as in `make lab`."""
    return {
        "jupyter-lite-schema-version": 0,
        "jupyter-config-data": {
            "appName": "Charleston Lessons",
            "exposeAppInBrowser": True,  # window.jupyterapp, which the browser tests drive
            "litePluginSettings": {
                "@jupyterlite/pyodide-kernel-extension:kernel": {
                    "pyodideUrl": "./static/pyodide/pyodide.mjs",
                    "disablePyPIFallback": True,
                },
            },
            "settingsOverrides": {
                **json.loads(LAB_OVERRIDES.read_text()),
                "@jupyterlab/notebook-extension:tracker": {"kernelShutdown": True},
            },
        },
    }


def one_lesson_extension(extensions: Path) -> Path:
    """The site's own JupyterLab extension: a lesson that opens closes the lesson open before.

    Why an extension and not a setting: JupyterLab has no setting that closes a tab when a
    link opens another, and settings alone (`kernelShutdown`, no restored layout) would
    still leave every lesson a learner passed through open with its kernel. Why this
    extension: it is one hand-written file (tools/lite_one_lesson.js) that JupyterLab loads
    as it loads any prebuilt extension, with no build toolchain, in the site only: the
    course's widgets, which also run in JupyterLab and Voila, are left as they are. Its file
    name carries its hash, so a browser never keeps an old copy of it.
    """
    code = ONE_LESSON.read_bytes()
    name = f"one-lesson.{hashlib.sha256(code).hexdigest()[:12]}.js"
    folder = extensions / ONE_LESSON_EXTENSION
    (folder / "static").mkdir(parents=True)
    (folder / "static" / name).write_bytes(code)
    package = {
        "name": ONE_LESSON_EXTENSION,
        "version": metadata.version("charleston-lessons"),
        "description": "The course's static site: one lesson open at a time.",
        "jupyterlab": {"_build": {"load": f"static/{name}", "extension": "./extension"}},
    }
    (folder / "package.json").write_text(json.dumps(package, indent=2))
    return folder


def site_handouts(contents: Path, source: Path | None = None) -> list[Path]:
    """The printed handouts' PDFs (`make handouts`: the card, the practice sheet, the answer
    key, per language) as files of the site, in `handouts/<lang>/` beside the lessons, so an
    instructor on the site downloads them from the file browser or the facilitator guide's
    links. Copied from `source`, a `make handouts` folder; drawn afresh when it is None.
    Returns the files copied."""
    with tempfile.TemporaryDirectory() as tmp:
        if source is None:
            from charleston_lessons.art.handouts import write_handouts

            source = Path(tmp)
            write_handouts(source)
        copied = []
        for pdf in sorted(source.glob("*/*.pdf")):
            target = contents / "handouts" / pdf.parent.name / pdf.name
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(pdf, target)
            copied.append(target)
    return copied


def build(out: Path) -> Path:
    core = pyodide_core()
    lock = json.loads((core / "pyodide-lock.json").read_text())
    ours, kernel = wheels(lock)
    with tempfile.TemporaryDirectory() as tmp:
        lite_dir = Path(tmp) / "lite"
        lite_dir.mkdir()
        (lite_dir / "jupyter-lite.json").write_text(json.dumps(lite_config(), indent=2))
        extension = one_lesson_extension(Path(tmp) / "extensions")
        # Both languages' notebooks; not the translators' catalogs beside them.
        contents = Path(tmp) / "notebooks"
        shutil.copytree(ROOT / "notebooks", contents,
                        ignore=shutil.ignore_patterns("locale", ".ipynb_checkpoints"))
        site_handouts(contents)
        shutil.rmtree(out, ignore_errors=True)
        _run(str(lite_tools()), "-m", "jupyterlite_core", "build", "--lite-dir", str(lite_dir),
             "--contents", str(contents), "--output-dir", str(out), "--no-sourcemaps",
             f"--LiteBuildConfig.federated_extensions={extension}",
             f"--LiteBuildConfig.federated_extensions={PAGE_EXTENSION}",
             cwd=lite_dir)  # its task database stays out of the checkout
    static = out / "static" / "pyodide"
    static.mkdir(parents=True, exist_ok=True)
    for name in CORE_FILES:
        shutil.copy(core / name, static / name)
    (static / "pyodide-lock.json").write_text(json.dumps(site_lock(lock, ours, kernel, static)))
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=ROOT / "build" / "lite")
    args = parser.parse_args(argv)
    out = build(args.out.resolve())
    size = sum(f.stat().st_size for f in out.rglob("*") if f.is_file()) / 1e6
    print(f"Built the site in {out} ({size:.0f} MB).")
    print("Preview it here: python -m http.server 8000 --bind 127.0.0.1 --directory build/lite")
    print("  then open http://127.0.0.1:8000/lab/index.html?path=01_start_here.ipynb")
    print("  (in Malay: http://127.0.0.1:8000/lab/index.html?path=ms/01_start_here.ipynb)")
    print("Publish it: copy build/lite/ to any static web host (GitHub Pages: see .github/workflows/lite.yml).")
    return 0


if __name__ == "__main__":
    sys.exit(main())
