"""A learner's first screen: lesson 1 opened as `make lab` serves it to a fresh profile, at
320, 390, 640 and 1280 px wide (900 tall), each in a fresh Chromium context.

    python benchmarks/first_screen.py [--lesson 01_start_here.ipynb] [--widths 320,390,640,1280]

Prints per width: the lesson's width as a share of the window, the elements past the window's
right edge, whether JupyterLab's news prompt shows, the code inputs visible, the side panels
open, the shell's mode and whether the notebook toolbar shows. The server is started as
`make lab` starts it (a fresh temporary JUPYTER_CONFIG_DIR, JUPYTER_DATA_DIR, settings,
workspaces and runtime folder; the course's app_settings_dir and extra_labextensions_path;
nothing switched off): tests/browser/lab.py's start_lab_server(as_make_lab=True).
No thresholds: the browser tests (tests/browser/test_first_screen_browser.py) hold those.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests" / "browser"))

import lab  # noqa: E402

LESSON = "01_start_here.ipynb"
WIDTHS = (320, 390, 640, 1280)
HEIGHT = 900


def measure(
    browser: Any, server: lab.LabServer, lesson: str, width: int, shots: Path | None = None
) -> dict[str, Any]:
    """Open `lesson` in a fresh context `width` px wide and return lab.first_screen's figures
    (and save a screenshot in `shots`, when given)."""
    context = browser.new_context(viewport={"width": width, "height": HEIGHT})
    try:
        page = context.new_page()
        lab.open_notebook(page, server, lesson, timeout=120)
        news = lab.wait_for_news_prompt(page)
        screen = lab.first_screen(page)
        screen["newsPrompt"] = screen["newsPrompt"] or news
        if shots:
            shots.mkdir(parents=True, exist_ok=True)
            page.screenshot(path=str(shots / f"first-screen-{width}.png"))
        return screen
    finally:
        context.close()
        server.shutdown_kernels()
        # The next width starts from a fresh profile too (no layout saved by this one).
        server.reset_user_state()


def line(s: dict[str, Any]) -> str:
    """One printed line of figures for one width."""
    past = f"{s['pastRight']}" + (f" (e.g. {', '.join(s['pastRightExamples'][:3])})" if s["pastRight"] else "")
    return (
        f"{s['width']:>5} px: lesson {s['share'] * 100:5.1f}% of the window; past the right edge: {past}; "
        f"news prompt: {'shown' if s['newsPrompt'] else 'no'}; code inputs visible: {s['codeInputs']}; "
        f"panels open: {'left ' if s['leftOpen'] else ''}{'right' if s['rightOpen'] else ''}"
        f"{'' if s['leftOpen'] or s['rightOpen'] else 'none'}; mode: {s['mode']}; "
        f"toolbar: {'shown' if s['toolbar'] else 'hidden'}"
    )


def main(argv: list[str] | None = None) -> int:
    """Start the server once, measure each width in a fresh context, print one line each."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--lesson", default=LESSON)
    parser.add_argument("--widths", default=",".join(map(str, WIDTHS)))
    parser.add_argument("--shots", type=Path, help="a folder to save a screenshot of each width in")
    args = parser.parse_args(argv)
    widths = [int(w) for w in args.widths.split(",") if w.strip()]
    if not Path(lab.CHROMIUM_PATH).exists():
        print("first screen: skipped, Chromium is not installed (apt-get install chromium).")
        return 0
    from playwright.sync_api import sync_playwright

    with tempfile.TemporaryDirectory(prefix="cl-first-screen-") as tmp:
        server = lab.start_lab_server(Path(tmp), log_path=Path(tmp) / "lab.log", as_make_lab=True)
        try:
            with sync_playwright() as pw:
                browser = pw.chromium.launch(
                    executable_path=lab.CHROMIUM_PATH, headless=True, args=lab.CHROMIUM_ARGS
                )
                print(f"First screen of {args.lesson}, as `make lab` serves it to a fresh profile ({HEIGHT} px tall):")
                for width in widths:
                    print(line(measure(browser, server, args.lesson, width, args.shots)), flush=True)
                browser.close()
        finally:
            server.stop()
    return 0


if __name__ == "__main__":
    sys.exit(main())
