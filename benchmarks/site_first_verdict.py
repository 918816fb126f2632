"""The static site (`make lite`), offline in Chromium: from opening lesson 1 to its kernel
being ready (Pyodide starting in the browser: the floor nothing of ours can beat), and to the
first verdict (Run All, an answer typed, Check pressed, the feedback shown). Each open is a
new learner: a fresh browser context, so nothing is cached in the site's storage.

    python benchmarks/site_first_verdict.py [--opens 3] [--site build/lite]

Builds the site into a temporary folder unless --site names a built one. Prints medians;
no thresholds (the issue's aim: the first verdict under 20 s on a quiet 2-core machine).
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests" / "browser"))

LESSON = "01_start_here.ipynb"


def opens(site_root: Path, times: int) -> tuple[list[float], list[float]]:
    """(seconds to kernel ready, seconds to first verdict) for each of `times` fresh opens."""
    import lab
    from lite_site import LiteSite, offline_browser, watched_context
    from playwright.sync_api import sync_playwright

    ready, verdict = [], []
    server = LiteSite(site_root)
    try:
        with sync_playwright() as p:
            browser = offline_browser(p, lab.CHROMIUM_PATH)
            for _ in range(times):
                context, outside = watched_context(browser)
                page = context.new_page()
                start = time.perf_counter()
                lab.open_notebook(page, server, LESSON, timeout=240)
                ready.append(time.perf_counter() - start)
                lab.run_all_cells(page, LESSON, timeout=240)
                quiz = page.locator(".cl-exercise").filter(has=page.get_by_role("textbox")).first
                quiz.get_by_role("textbox").first.fill("152")
                quiz.get_by_role("button", name="Check").click()
                quiz.locator(".cl-feedback", has_text="Correct").wait_for(timeout=120_000)
                verdict.append(time.perf_counter() - start)
                assert not outside, f"requests left the site: {outside[:3]}"
                context.close()
            browser.close()
    finally:
        server.stop()
    return ready, verdict


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--opens", type=int, default=3)
    parser.add_argument("--site", type=Path, default=None, help="a site already built (else one is built)")
    args = parser.parse_args(argv)
    import lab

    if not Path(lab.CHROMIUM_PATH).exists():
        print("static site: skipped, Chromium is not installed (apt-get install chromium).")
        return 0
    with tempfile.TemporaryDirectory() as tmp:
        site = args.site
        if site is None:
            sys.path.insert(0, str(ROOT))
            from tools.build_lite import build

            site = build(Path(tmp) / "site")
        ready, verdict = opens(site, args.opens)
    r, v = statistics.median(ready), statistics.median(verdict)
    print(f"Lesson 1 in the static site, offline, median of {args.opens} new learners:")
    print(f"  open -> kernel ready (Pyodide starting: the floor): {r:.1f} s")
    print(f"  open -> first verdict after Run All: {v:.1f} s  ({v - r:.1f} s after the kernel was ready;"
          " aim: under 20 s in all)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
