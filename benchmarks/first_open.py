"""A learner's first open: import costs beside bare Python and ipywidgets, and in a real
JupyterLab page the time from opening lesson 1 to its kernel being ready (the floor nothing
of ours can beat) and to its first exercise being answerable, the page running its cells by
itself, beside JupyterLab's own floor (a plain notebook with one print cell).

    python benchmarks/first_open.py [--runs 5] [--opens 3]

Prints figures and ratios measured in the same run; no thresholds (see the issue's aims:
the rules core under 30 ms over bare Python, the widgets at most 1.5 times ipywidgets, no
plotting library until a data chart is drawn, the first exercise answerable at most 0.5 s
after the kernel is ready, issue 31); beside them, a bare ipykernel's own start, and the ratios to it.
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


FLOOR = "floor.ipynb"  # not a course notebook: it waits to be run, as any notebook does


def _floor_notebook(root: Path) -> None:
    """A plain notebook with one print cell: JupyterLab's own floor (open, kernel ready, run,
    the first output), with none of the course's code or page extension's run."""
    import nbformat

    notebook = nbformat.v4.new_notebook()
    notebook.metadata["kernelspec"] = {"display_name": "Python 3 (ipykernel)", "language": "python", "name": "python3"}
    notebook.cells.append(nbformat.v4.new_code_cell("print('ready')"))
    nbformat.write(notebook, root / FLOOR)


# In the page from its first script on: the moment the first exercise can be answered, its
# Check button drawn, shown and enabled (polled every frame), in epoch ms, as page.js's marks.
ANSWERABLE = """(() => {
  const seen = () => {
    const quiz = document.querySelector('.jp-NotebookPanel:not(.lm-mod-hidden) .cl-exercise');
    const check = quiz && Array.from(quiz.querySelectorAll('button'))
      .find((b) => /Check/.test(b.textContent) && !b.disabled && b.getClientRects().length);
    if (check) window.__clAnswerable = Math.round(performance.timeOrigin + performance.now());
    else requestAnimationFrame(seen);
  };
  requestAnimationFrame(seen);
})()"""


def _lesson_open(page, server, lab) -> tuple[float, float, float, float]:
    """Open lesson 1 as a learner does (the link, nothing clicked): seconds from opening to its
    kernel ready, to the first exercise answerable (the page ran the cells itself), to the
    page's run ended, and to the first verdict once the learner answers."""
    page.add_init_script(ANSWERABLE)
    page.goto(server.notebook_url(LESSON), wait_until="commit")
    page.wait_for_function("() => window.__clAnswerable && document.documentElement.dataset.clKernel",
                           timeout=120_000, polling=100)
    lab.wait_for_page_run(page, LESSON)
    marks = page.evaluate("""() => ({origin: performance.timeOrigin, answerable: window.__clAnswerable,
                                     ...document.documentElement.dataset})""")
    opened = marks["origin"]
    quiz = page.locator(f"{lab.ACTIVE_NOTEBOOK} .cl-exercise").first
    quiz.get_by_role("textbox").fill("152")
    pressed = page.evaluate("() => Date.now()")
    quiz.get_by_role("button", name="Check").click()
    quiz.locator(".cl-feedback", has_text="Correct").wait_for(timeout=60_000)
    verdict = page.evaluate("() => Date.now()") - pressed
    return ((int(marks["clKernel"]) - opened) / 1000, (marks["answerable"] - opened) / 1000,
            (int(marks["clStarted"]) - opened) / 1000, verdict / 1000)


def first_open(opens: int) -> list[str]:
    import lab
    from playwright.sync_api import sync_playwright

    ready, answerable, ran, verdict = [], [], [], []
    floor_ready, floor_out = [], []
    with tempfile.TemporaryDirectory() as tmp:
        # As `make lab` serves it: the course's settings and page extension, a fresh profile
        # (the server's own config, settings and workspace folders, a new browser context).
        # Bytecode is written, as on a learner's machine, whatever this shell says (an empty
        # PYTHONDONTWRITEBYTECODE is unset): the course's modules are read from it after the first open.
        server = lab.start_lab_server(Path(tmp), env={"PYTHONDONTWRITEBYTECODE": ""})
        _floor_notebook(server.root_dir)
        try:
            with sync_playwright() as p:
                browser = p.chromium.launch(executable_path=lab.CHROMIUM_PATH, args=lab.CHROMIUM_ARGS)
                for _ in range(opens):
                    context = browser.new_context(viewport={"width": 1280, "height": 900})
                    page = context.new_page()
                    start = time.perf_counter()
                    lab.open_notebook(page, server, FLOOR)
                    floor_ready.append(time.perf_counter() - start)
                    lab.run_all_cells(page, FLOOR)
                    page.locator(f"{lab.ACTIVE_NOTEBOOK} .jp-OutputArea-output", has_text="ready").wait_for()
                    floor_out.append(time.perf_counter() - start)
                    context.close()
                    server.shutdown_kernels()
                    server.reset_user_state()
                    context = browser.new_context(viewport={"width": 1280, "height": 900})
                    r, a, e, v = _lesson_open(context.new_page(), server, lab)
                    ready.append(r), answerable.append(a), ran.append(e), verdict.append(v)
                    context.close()
                    server.shutdown_kernels()
                    server.reset_user_state()
                browser.close()
        finally:
            server.stop()
    med = statistics.median
    r, a, e, v = med(ready), med(answerable), med(ran), med(verdict)
    bare = kernel_start(opens)
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    return [
        f"Lesson 1 in JupyterLab (Chromium, fresh profile, as `make lab` serves it), median of {opens} opens"
        f" (load average {load:.1f} on {os.cpu_count()} cores):",
        f"  a bare ipykernel, start -> ready (no page): {bare:.2f} s",
        f"  open -> kernel ready (the floor nothing of ours can beat): {r:.2f} s  (ratio to the bare kernel: {r / bare:.2f})",
        f"  open -> first exercise answerable, nothing clicked (the page runs itself): {a:.2f} s"
        f"  ({a - r:.2f} s after the kernel was ready; aim: at most 0.5 s)",
        f"  open -> the page's own run of every cell ended: {e:.2f} s  ({e - r:.2f} s after the kernel was ready)",
        f"  Check pressed -> verdict shown, the first answer: {v:.2f} s",
        f"  JupyterLab's own floor, a plain notebook with one print cell: open -> kernel ready {med(floor_ready):.2f} s,"
        f" -> its output shown {med(floor_out):.2f} s ({med(floor_out) - med(floor_ready):.2f} s after)",
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
