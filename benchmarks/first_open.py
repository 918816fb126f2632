"""A learner's first open: import costs beside bare Python and ipywidgets, and in a real
JupyterLab page the time from opening lesson 1 to its kernel being ready (the floor nothing
of ours can beat) and to the first verdict after Run All.

    python benchmarks/first_open.py [--runs 5] [--opens 3]

Prints figures and ratios measured in the same run; no thresholds (see the issue's aims:
the rules core under 30 ms over bare Python, the widgets at most 1.5 times ipywidgets, no
plotting library until a data chart is drawn, the first verdict at most 1 s after the kernel
is ready); beside them, a bare ipykernel's own start, and the ratios to it.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests" / "browser"))

LESSON = "01_start_here.ipynb"


def _environment() -> dict[str, str]:
    """The environment a learner's kernel has: bytecode is cached (as it is for every installed
    library), whatever this shell says."""
    env = dict(os.environ)
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    return env


def _process_ms(code: str, runs: int) -> float:
    """Median wall time of `python -c code` in a fresh interpreter, in ms (after one warm-up
    run, so the course's own modules are read from bytecode, as the libraries' are)."""
    env = _environment()
    subprocess.run([sys.executable, "-c", code], check=True, env=env)
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        subprocess.run([sys.executable, "-c", code], check=True, env=env)
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times)


WIDGETS = "the course's widgets (ExerciseWidget and TilePicker, what every lesson shows)"


def imports(runs: int) -> list[str]:
    bare = _process_ms("pass", runs)
    cost = {
        name: _process_ms(code, runs) - bare
        for name, code in [
            ("the rules core (charleston_lessons.rules)", "import charleston_lessons.rules"),
            ("ipywidgets", "import ipywidgets"),
            ("ipywidgets and anywidget (the libraries our widgets stand on)", "import ipywidgets, anywidget"),
            (WIDGETS, "from charleston_lessons.widgets import ExerciseWidget, TilePicker"),
            ("every widget (exercise, picker, live table, play-a-seat, lab bar)",
             "from charleston_lessons.widgets import ExerciseWidget, TilePicker, LiveTable, PlaySeat, LabProgress"),
            ("a lesson page (course.lesson(1))", "from charleston_lessons import course; course.lesson(1)"),
        ]
    }
    loaded = subprocess.run(
        [sys.executable, "-c",
         "import sys; from charleston_lessons import course; page = course.lesson(1); "
         "[page.exercise(k) for k in page.data.keys]; course.table_diagram('East'); course.rollor(); "
         "print(sorted(m for m in ('matplotlib', 'numpy') if m in sys.modules) or 'neither')"],
        check=True, capture_output=True, text=True, env=_environment(),
    ).stdout.strip()
    widgets = cost[WIDGETS]
    lines = [f"Import costs over a bare interpreter ({bare:.0f} ms to start), median of {runs} fresh processes:"]
    lines += [f"  {name}: {ms:.0f} ms" for name, ms in cost.items()]
    lines.append(f"  ratio course widgets / ipywidgets: {widgets / cost['ipywidgets']:.2f}  (aim: at most 1.5)")
    lines.append(f"  of numpy and matplotlib, loaded after lesson 1's exercises and figures: {loaded}"
                 "  (aim: neither)")
    return lines


def kernel_start(runs: int) -> float:
    """Median seconds from starting a bare ipykernel (no browser, no JupyterLab) to its
    answering `kernel_info`: what the kernel alone costs, beside which the page's figures read."""
    from jupyter_client.manager import start_new_kernel

    times = []
    for _ in range(runs):
        start = time.perf_counter()
        manager, client = start_new_kernel(kernel_name="python3", env=_environment())
        times.append(time.perf_counter() - start)
        client.stop_channels()
        manager.shutdown_kernel(now=True)
    return statistics.median(times)


FLOOR = "01_run_all_floor.ipynb"


def _floor_notebook(root: Path) -> None:
    """Lesson 1 with every code cell only `pass`: what JupyterLab's own Run All of its cells
    costs, with none of the course's code (the floor under the first verdict)."""
    import nbformat

    notebook = nbformat.read(ROOT / "notebooks" / LESSON, as_version=4)
    for cell in notebook.cells:
        if cell.cell_type == "code":
            cell.source, cell.outputs, cell.execution_count = "pass", [], None
    nbformat.write(notebook, root / FLOOR)


def first_open(opens: int) -> list[str]:
    import lab
    from playwright.sync_api import sync_playwright

    ready, verdict, floor = [], [], []
    with tempfile.TemporaryDirectory() as tmp:
        server = lab.start_lab_server(Path(tmp))
        _floor_notebook(server.root_dir)
        try:
            with sync_playwright() as p:
                browser = p.chromium.launch(executable_path=lab.CHROMIUM_PATH, args=lab.CHROMIUM_ARGS)
                for _ in range(opens):
                    page = browser.new_page(viewport={"width": 1280, "height": 900})
                    lab.open_notebook(page, server, FLOOR)
                    start = time.perf_counter()
                    lab.run_all_cells(page, FLOOR)
                    floor.append(time.perf_counter() - start)
                    page.close()
                    server.shutdown_kernels()
                    server.reset_user_state()
                    page = browser.new_page(viewport={"width": 1280, "height": 900})
                    start = time.perf_counter()
                    lab.open_notebook(page, server, LESSON)
                    ready.append(time.perf_counter() - start)
                    lab.run_all_cells(page, LESSON)
                    quiz = page.locator(f"{lab.ACTIVE_NOTEBOOK} .cl-exercise").first
                    quiz.get_by_role("textbox").fill("152")
                    quiz.get_by_role("button", name="Check").click()
                    quiz.locator(".cl-feedback", has_text="Correct").wait_for(timeout=60_000)
                    verdict.append(time.perf_counter() - start)
                    page.close()
                    server.shutdown_kernels()
                    server.reset_user_state()
                browser.close()
        finally:
            server.stop()
    r, v, f = statistics.median(ready), statistics.median(verdict), statistics.median(floor)
    bare = kernel_start(opens)
    return [
        f"Lesson 1 in JupyterLab (Chromium), median of {opens} opens:",
        f"  a bare ipykernel, start -> ready (no page): {bare:.2f} s",
        f"  open -> kernel ready (the floor): {r:.2f} s  (ratio to the bare kernel: {r / bare:.2f})",
        f"  open -> first verdict after Run All: {v:.2f} s  ({v - r:.2f} s after the kernel was ready; aim: at most 1 s)",
        f"  first verdict after kernel ready / bare kernel start: {(v - r) / bare:.2f}",
        f"  Run All of lesson 1 with its code cells only `pass` (JupyterLab's own floor): {f:.2f} s",
    ]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5, help="fresh processes per import figure")
    parser.add_argument("--opens", type=int, default=3, help="times lesson 1 is opened")
    args = parser.parse_args(argv)
    print("\n".join(imports(args.runs)))
    import lab

    if not Path(lab.CHROMIUM_PATH).exists():
        print("first open: the browser part is skipped, Chromium is not installed (apt-get install chromium).")
        return 0
    print("\n".join(first_open(args.opens)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
