"""Opening the practice notebook: how long from opening it to the first question on screen,
beside the kernel's own start, measured in the same run.

    python benchmarks/practice_open.py [--runs 5] [--opens 3]

Two figures: a kernel started with jupyter_client, then the notebook's cells run in it until
the first question is made (no browser: what our code costs), and, where Chromium is installed,
JupyterLab itself: open the notebook (kernel ready, the floor), Run All, the first question
drawn. The progress file holds a month of answers, so choosing the question has work to do.
No thresholds: figures only.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests" / "browser"))

NOTEBOOK = "practice.ipynb"
CELLS = ("from charleston_lessons import course", "w = course.practice(); w.current.exercise.id")


def _history(path: Path, answers: int = 300) -> None:
    """A month of answers in a progress file: about ten a day across every skill."""
    from charleston_lessons.exercises import Outcome
    from charleston_lessons.progress import Attempt, ProgressStore
    from charleston_lessons.skills import SKILLS

    start = time.time() - 30 * 86400
    store = ProgressStore(path)
    store.merge([Attempt(f"practice/{SKILLS[i % len(SKILLS)].key}-{i}",
                               Outcome.INCORRECT if i % 6 == 0 else Outcome.CORRECT, start + i * 8640, 0)
                       for i in range(answers)])


def kernel(runs: int) -> list[str]:
    from jupyter_client.manager import start_new_kernel

    started, first = [], []
    with tempfile.TemporaryDirectory() as tmp:
        progress = Path(tmp) / "progress.json"
        _history(progress)
        env = {**os.environ, "CHARLESTON_PROGRESS": str(progress)}
        for _ in range(runs + 1):  # the first run warms the bytecode caches and is not counted
            begin = time.perf_counter()
            manager, client = start_new_kernel(kernel_name="python3", env=env, cwd=str(ROOT / "notebooks"))
            ready = time.perf_counter()
            try:
                for code in CELLS:
                    reply = client.execute_interactive(code, timeout=120, output_hook=lambda _msg: None)
                    if reply["content"]["status"] != "ok":
                        raise RuntimeError(f"{code!r} failed: {reply['content']}")
                shown = time.perf_counter()
            finally:
                client.stop_channels()
                manager.shutdown_kernel(now=True)
            started.append(ready - begin)
            first.append(shown - ready)
    s, f = statistics.median(started[1:]), statistics.median(first[1:])
    return [
        f"Practice notebook in a kernel (jupyter_client, 300 answers on file), median of {runs}:",
        f"  kernel start -> ready (the floor): {s:.2f} s",
        f"  ready -> first question made (import, session, choice, item): {f:.2f} s  (ratio to the kernel's start: {f / s:.2f})",
    ]


def browser(opens: int) -> list[str]:
    import lab
    from playwright.sync_api import sync_playwright

    ready, shown = [], []
    with tempfile.TemporaryDirectory() as tmp:
        server = lab.start_lab_server(Path(tmp))
        try:
            with sync_playwright() as p:
                chromium = p.chromium.launch(executable_path=lab.CHROMIUM_PATH, args=lab.CHROMIUM_ARGS)
                for _ in range(opens):
                    page = chromium.new_page(viewport={"width": 1280, "height": 900})
                    start = time.perf_counter()
                    lab.open_notebook(page, server, NOTEBOOK)
                    ready.append(time.perf_counter() - start)
                    lab.run_all_cells(page, NOTEBOOK)
                    page.locator(f"{lab.ACTIVE_NOTEBOOK} .cl-practice .cl-exercise").first.wait_for(timeout=60_000)
                    shown.append(time.perf_counter() - start)
                    page.close()
                    server.shutdown_kernels()
                    server.reset_user_state()
                chromium.close()
        finally:
            server.stop()
    r, s = statistics.median(ready), statistics.median(shown)
    return [
        f"Practice notebook in JupyterLab (Chromium), median of {opens} opens:",
        f"  open -> kernel ready (the floor): {r:.2f} s",
        f"  open -> first question on screen after Run All: {s:.2f} s  ({s - r:.2f} s after the kernel was ready)",
    ]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5, help="kernels started for the first figure")
    parser.add_argument("--opens", type=int, default=3, help="times JupyterLab opens the notebook")
    args = parser.parse_args(argv)
    print("\n".join(kernel(args.runs)))
    import lab

    if not Path(lab.CHROMIUM_PATH).exists():
        print("practice open: the browser part is skipped, Chromium is not installed (apt-get install chromium).")
        return 0
    print("\n".join(browser(args.opens)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
