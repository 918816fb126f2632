"""The figures' words on screen: each lesson with figures opened in JupyterLab (Chromium), run,
and measured at 1280, 640, 390 and 320 px wide; for every figure, the smallest word on screen
(px) and whether it reaches past its box, and whether the notebook scrolls sideways.

    python benchmarks/figure_words.py [--lessons 03_rollor.ipynb 08_worked_example.ipynb]
                                      [--widths 1280 640 390 320]

Each lesson is opened and run once at 1280 px and the window then set to each width (the
figures re-lay with the width of their box, so this measures what a learner opening at that
width sees). The side panels are closed first: another branch makes a course notebook open
with them closed; here they would only squeeze the lesson. No thresholds (the issue's aim:
words at least 12 px at 390 px, nothing past the right edge).
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests" / "browser"))

LESSONS = ("00_express.ipynb", "03_rollor.ipynb", "04_passing_tiles.ipynb", "08_worked_example.ipynb")
WIDTHS = (1280, 640, 390, 320)


def run(lessons: list[str], widths: list[int]) -> list[str]:
    """One line per lesson, width and figure."""
    import figures_seen
    import lab
    from playwright.sync_api import sync_playwright

    lines = []
    with tempfile.TemporaryDirectory() as tmp:
        server = lab.start_lab_server(Path(tmp))
        try:
            with sync_playwright() as p:
                browser = p.chromium.launch(executable_path=lab.CHROMIUM_PATH, args=lab.CHROMIUM_ARGS)
                for lesson in lessons:
                    page = browser.new_page(viewport={"width": 1280, "height": 900})
                    lab.open_notebook(page, server, lesson)
                    lab.collapse_sidebars(page)
                    lab.run_all_cells(page, lesson)
                    for width in widths:
                        page.set_viewport_size({"width": width, "height": 900})
                        page.wait_for_timeout(400)
                        found = figures_seen.measure(page)
                        least = [f["least"] for f in found["figures"] if f["least"] is not None]
                        lines.append(
                            f"{lesson} at {width} px: smallest word {min(least, default=0):.1f} px;"
                            f" figures past their box: {sum(1 for f in found['figures'] if f['past'] > 0)}"
                            f" of {len(found['figures'])}; scrolling inside: "
                            f"{sum(1 for f in found['figures'] if f['scrolls'])}; notebook scrolls sideways:"
                            f" {'yes' if found['sideways'] else 'no'}"
                        )
                        for f in found["figures"]:
                            if f["least"] is None:
                                continue
                            lines.append(
                                f"    {f['least']:5.1f} px  {f['width']:4d}/{f['box']:4d} px"
                                f"{'  PAST ' + str(f['past']) + ' px' if f['past'] else ''}"
                                f"{'  scrolls' if f['scrolls'] else ''}  {f['kind'] or 'tiles'}: {f['name'][:48]}"
                                f" (\"{f['word']}\")"
                            )
                    page.close()
                    server.shutdown_kernels()
                    server.reset_user_state()
                browser.close()
        finally:
            server.stop()
    return lines


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--lessons", nargs="+", default=list(LESSONS))
    parser.add_argument("--widths", nargs="+", type=int, default=list(WIDTHS))
    args = parser.parse_args(argv)
    import lab

    if not Path(lab.CHROMIUM_PATH).exists():
        print("figure words: skipped, Chromium is not installed (apt-get install chromium).")
        return 0
    print("\n".join(run(args.lessons, args.widths)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
