"""Check-to-feedback latency in a real JupyterLab page, against a plain ipywidgets echo.

In one browser page: an exercise widget (DirectionQuiz) and a plain ipywidgets Button
that writes a counter into an HTML widget. For each click the page records the time from
the click to the feedback text changing in the DOM plus the next animation frame (the
moment it can be seen). The answer alternates between a right and a wrong one, so every
Check changes the feedback. Prints the medians, the spread and their ratio.
"""

from __future__ import annotations

import statistics
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests" / "browser"))

import lab  # noqa: E402  (the browser harness shared with the tests)

NOTEBOOK = "bench_latency.ipynb"
CELLS = [
    "from charleston_lessons.exercises import DirectionQuiz\n"
    "from charleston_lessons.widgets import ExerciseWidget\n"
    "quiz = ExerciseWidget(DirectionQuiz(4))\nquiz",
    "import ipywidgets as w\n"
    "echo_out = w.HTML('waiting')\necho_button = w.Button(description='Echo')\nclicks = [0]\n"
    "def echo(_):\n    clicks[0] += 1\n    echo_out.value = f'clicked {clicks[0]}'\n"
    "echo_button.on_click(echo)\nw.VBox([echo_button, echo_out])",
]

# Click `button`, resolve with ms until `target`'s text changes and a frame is painted.
TIME_CLICK_JS = """
([buttonSel, targetSel]) => new Promise((resolve, reject) => {
  const button = document.querySelector(buttonSel);
  const target = document.querySelector(targetSel);
  if (!button || !target) { reject(new Error('missing ' + buttonSel + ' or ' + targetSel)); return; }
  const before = target.textContent;
  const start = performance.now();
  const timer = setTimeout(() => { observer.disconnect(); reject(new Error('no feedback in 10 s')); }, 10000);
  const observer = new MutationObserver(() => {
    if (target.textContent !== before) {
      observer.disconnect();
      clearTimeout(timer);
      requestAnimationFrame(() => resolve(performance.now() - start));
    }
  });
  observer.observe(target, {childList: true, subtree: true, characterData: true});
  button.click();
})
"""


TARGETS = {
    "exercise": ['[data-bench="check"]', '[data-bench="feedback"]'],
    "plain": ['[data-bench="echo"]', '[data-bench="echo-out"]'],
}


def _mark(page, nb_path: str) -> None:
    """Give the two widgets stable selectors (data-bench attributes) inside the page."""
    page.evaluate(
        """() => {
          const quiz = document.querySelector('.cl-exercise');
          quiz.querySelectorAll('button').forEach(b => {
            const t = b.textContent.trim();
            if (t === 'Check') b.dataset.bench = 'check';
            if (t === 'left' || t === 'right') b.dataset.bench = 'answer-' + t;
          });
          quiz.querySelector('.cl-feedback').parentElement.dataset.bench = 'feedback';
          const echo = [...document.querySelectorAll('button')].find(b => b.textContent.trim() === 'Echo');
          echo.dataset.bench = 'echo';
          const out = [...document.querySelectorAll('.widget-html')].find(e => e.textContent.includes('waiting'));
          out.dataset.bench = 'echo-out';
        }"""
    )


def measure(clicks: int = 60) -> dict[str, list[float]]:
    """Run the page and return the per-click latencies (ms) of both widgets."""
    from playwright.sync_api import sync_playwright

    with tempfile.TemporaryDirectory() as tmp:
        server = lab.start_lab_server(Path(tmp))
        try:
            server.add_notebook(NOTEBOOK, CELLS)
            with sync_playwright() as p:
                browser = p.chromium.launch(executable_path=lab.CHROMIUM_PATH, args=lab.CHROMIUM_ARGS)
                page = browser.new_page(viewport={"width": 1280, "height": 900})
                lab.open_notebook(page, server, NOTEBOOK)
                state = lab.run_all_cells(page, NOTEBOOK)
                if state["runAll"] != {"ok": True}:
                    raise RuntimeError(f"the benchmark notebook failed: {lab.error_outputs(page, state)}")
                page.locator(".cl-exercise .cl-feedback").first.wait_for(state="visible")
                page.get_by_role("button", name="Echo").wait_for(state="visible")
                _mark(page, NOTEBOOK)
                results: dict[str, list[float]] = {"exercise": [], "plain": []}
                for i in range(clicks + 3):  # the first 3 of each warm up and are dropped
                    answer = "left" if i % 2 else "right"
                    page.locator(f'[data-bench="answer-{answer}"]').click()
                    page.wait_for_timeout(150)  # let the answer reach the kernel before Check
                    # Alternate which goes first, and let the kernel settle between them.
                    timings = {}
                    for name in ("exercise", "plain") if i % 2 else ("plain", "exercise"):
                        timings[name] = page.evaluate(TIME_CLICK_JS, TARGETS[name])
                        page.wait_for_timeout(150)
                    exercise_ms, plain_ms = timings["exercise"], timings["plain"]
                    if i >= 3:
                        results["exercise"].append(exercise_ms)
                        results["plain"].append(plain_ms)
                browser.close()
        finally:
            server.stop()
    return results


def report(results: dict[str, list[float]]) -> str:
    ex, plain = results["exercise"], results["plain"]
    ex_med, plain_med = statistics.median(ex), statistics.median(plain)

    def spread(xs: list[float]) -> str:
        q = statistics.quantiles(xs, n=10)
        return f"p10 {q[0]:.1f} ms, p90 {q[-1]:.1f} ms"

    return "\n".join(
        [
            f"Check -> visible feedback, {len(ex)} clicks in one JupyterLab page (Chromium):",
            f"  exercise widget (DirectionQuiz): median {ex_med:.1f} ms ({spread(ex)})",
            f"  plain ipywidgets echo button:    median {plain_med:.1f} ms ({spread(plain)})",
            f"  ratio exercise / plain: {ex_med / plain_med:.2f}  (aim: median < 100 ms, ratio <= 1.2)",
        ]
    )


def main() -> int:
    if not Path(lab.CHROMIUM_PATH).exists():
        print("latency: skipped, Chromium is not installed (apt-get install chromium).")
        return 0
    print(report(measure()))
    return 0


if __name__ == "__main__":
    sys.exit(main())
