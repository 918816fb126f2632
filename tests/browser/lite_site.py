"""The static JupyterLite site (`make lite`) for the browser tests: built, served, watched.

The session's `site` fixture (conftest.py) builds the site once from this checkout and serves
it here on 127.0.0.1, so every test module of the site shares one build and one server.
Chromium runs it with OFFLINE: every host but 127.0.0.1 unreachable, as in a room with no
network; `watched_context` lists every request that tries to leave the site.
"""

from __future__ import annotations

import json
import socket
import subprocess
import sys
import time
from pathlib import Path

import lab

ROOT = Path(__file__).resolve().parents[2]
OFFLINE = "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1"
RUN_SECONDS = 240.0  # Pyodide starts in about 10 s here; a lesson's cells take longer

# Figures the static site's tests record (build time, size, times to kernel ready ...).
TIMINGS: dict[str, float] = {}


def build(out: Path) -> Path:
    """Build the site into `out` with tools/build_lite.py, timing it; its root."""
    if str(ROOT) not in sys.path:
        sys.path.insert(0, str(ROOT))
    from tools.build_lite import build as build_lite

    start = time.monotonic()
    root = build_lite(out)
    TIMINGS["site build (s)"] = round(time.monotonic() - start, 1)
    TIMINGS["site size (MB)"] = round(sum(f.stat().st_size for f in root.rglob("*") if f.is_file()) / 1e6, 1)
    return root


class LiteSite:
    """The built site served on 127.0.0.1 (what `lab.open_notebook` needs of a server)."""

    # Seconds `lab.open_notebook` waits for the notebook a link opens before opening the link
    # once more, and what it had to open again (reported with the site's figures).
    reopen_after = 60.0

    def __init__(self, root: Path) -> None:
        self.root = root
        self.reopened: list[str] = []
        with socket.socket() as s:
            s.bind(("127.0.0.1", 0))
            self.port = s.getsockname()[1]
        self.base = f"http://127.0.0.1:{self.port}"
        self.process = subprocess.Popen(
            [sys.executable, "-m", "http.server", str(self.port), "--bind", "127.0.0.1", "--directory", str(root)],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        for _ in range(100):
            try:
                socket.create_connection(("127.0.0.1", self.port), timeout=0.2).close()
                return
            except OSError:
                time.sleep(0.1)
        raise RuntimeError("the static server did not start")

    def notebook_url(self, path: str) -> str:
        return f"{self.base}/lab/index.html?path={path}"

    def stop(self) -> None:
        self.process.terminate()
        self.process.wait(timeout=10)


def watched_context(browser, viewport: dict[str, int] | None = None):
    """A new context of `browser` (its window `viewport`, 1280 x 900 unless given, at a device
    scale factor of 1) and the list of every request it makes beyond 127.0.0.1."""
    context = browser.new_context(viewport=viewport or {"width": 1280, "height": 900}, device_scale_factor=1)
    context.set_default_timeout(60_000)
    outside: list[str] = []
    context.on("request", lambda r: outside.append(r.url)
               if not r.url.startswith(("http://127.0.0.1", "data:", "blob:")) else None)
    return context, outside


def offline_browser(playwright, chromium_path: str):
    """A Chromium that can reach 127.0.0.1 and nothing else."""
    return playwright.chromium.launch(
        executable_path=chromium_path, headless=True, args=[*lab.CHROMIUM_ARGS, OFFLINE])


def write_figures(name: str, figures: dict) -> Path:
    """Keep `figures` in test-artifacts/<name>.json (and print them)."""
    lab.ARTIFACTS_DIR.mkdir(parents=True, exist_ok=True)
    path = lab.ARTIFACTS_DIR / f"{name}.json"
    path.write_text(json.dumps(figures, indent=1))
    print(f"{name}:", figures)
    return path
