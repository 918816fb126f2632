"""Fixtures for the real-browser tests: JupyterLab + Debian's Chromium via Playwright.

Fixtures
    lab_server   (session)  a running JupyterLab over a temp copy of notebooks/ -> lab.LabServer
    learner_server (module) JupyterLab as `make lab` serves it to a fresh profile -> lab.LabServer
    browser      (session)  Playwright Chromium (/usr/bin/chromium, headless)   -> Browser
    page         (function) a fresh context + page, 1280x900                    -> Page
    page_errors  (function) console errors / page errors seen by ``page``       -> list[str]
    site         (session)  the static JupyterLite site, built and served once -> lite_site.LiteSite

Every test in tests/browser/ is marked ``browser`` automatically.
If /usr/bin/chromium is missing the tests are skipped, except under CI=true, where
they fail: CI always runs them. Playwright never downloads a browser here.
"""

from __future__ import annotations

import json
import os
import re
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

_HERE = Path(__file__).resolve().parent
# tests/ is not a package: make ``import lab`` work here and in the test modules,
# whatever pytest's import mode.
if str(_HERE) not in sys.path:
    sys.path.insert(0, str(_HERE))

import lab

_TIMINGS: dict[str, float] = {}
_SESSION_T0: list[float] = []


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    for item in items:
        if _HERE in Path(str(item.path)).resolve().parents:
            item.add_marker(pytest.mark.browser)


@pytest.hookimpl(wrapper=True, tryfirst=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo):
    # Keep each phase's report on the item so ``page`` can screenshot failures.
    rep = yield
    setattr(item, f"_cl_rep_{rep.when}", rep)
    return rep


@pytest.fixture(scope="session")
def chromium_path() -> str:
    """The Chromium binary; skips (locally) or fails (CI=true) when it is missing."""
    if not os.path.exists(lab.CHROMIUM_PATH):
        msg = (
            f"Chromium not installed ({lab.CHROMIUM_PATH} missing): `apt-get install chromium` "
            "to run the browser tests; CI always runs them"
        )
        if os.environ.get("CI") == "true":
            pytest.fail(msg + " -- CI=true, so this is a failure, not a skip.", pytrace=False)
        pytest.skip(msg)
    return lab.CHROMIUM_PATH


@pytest.fixture(scope="session")
def lab_server(
    chromium_path: str, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[lab.LabServer]:
    """JupyterLab on a free port with a random token, over a temp copy of notebooks/.

    The server log is kept at test-artifacts/lab-server.log.
    """
    if not _SESSION_T0:
        _SESSION_T0.append(time.monotonic())
    t0 = time.monotonic()
    server, error = None, None
    try:
        server = lab.start_lab_server(tmp_path_factory.mktemp("jupyterlab"))
    except lab.LabServerError as exc:
        error = str(exc)
    if server is None:
        pytest.fail(error or "jupyter lab did not start", pytrace=False)
    _TIMINGS["lab server start (s)"] = time.monotonic() - t0
    yield server
    t0 = time.monotonic()
    server.stop()
    _TIMINGS["lab server stop (s)"] = time.monotonic() - t0


@pytest.fixture(scope="module")
def learner_server(chromium_path: str, tmp_path_factory: pytest.TempPathFactory) -> Iterator[lab.LabServer]:
    """JupyterLab as `make lab` starts it on a new machine, nothing switched off
    (lab.start_lab_server(as_make_lab=True)); one per test module, with its own progress."""
    state = tmp_path_factory.mktemp("learner")
    server = lab.start_lab_server(state, log_path=state / "lab.log", as_make_lab=True)
    yield server
    server.stop()


@pytest.fixture(scope="session")
def site(chromium_path: str, tmp_path_factory: pytest.TempPathFactory):
    """The static site (`make lite`) built once per session from this checkout and served on
    127.0.0.1: every module that tests the site shares this one build and one server."""
    import lite_site

    served = lite_site.LiteSite(lite_site.build(tmp_path_factory.mktemp("lite") / "site"))
    yield served
    served.stop()
    if served.reopened:  # a link opened twice (lab.open_notebook): in the run's warnings summary
        import warnings

        warnings.warn(f"static site: {len(served.reopened)} link(s) opened again: {served.reopened}", stacklevel=1)


@pytest.fixture(scope="session")
def browser(chromium_path: str):
    """Headless Chromium from Debian, driven by Playwright's sync API."""
    from playwright.sync_api import sync_playwright

    if not _SESSION_T0:
        _SESSION_T0.append(time.monotonic())
    t0 = time.monotonic()
    pw = sync_playwright().start()
    try:
        b = pw.chromium.launch(executable_path=chromium_path, headless=True, args=lab.CHROMIUM_ARGS)
    except Exception:
        pw.stop()
        raise
    _TIMINGS["chromium launch (s)"] = time.monotonic() - t0
    _PLAYWRIGHT.append(pw)
    yield b
    _PLAYWRIGHT.clear()
    b.close()
    pw.stop()


_PLAYWRIGHT: list = []  # the session's one Playwright (its sync API allows no second one)


@pytest.fixture(scope="session")
def playwright_session(browser):
    """The session's Playwright, to launch a Chromium with other flags (one per process)."""
    return _PLAYWRIGHT[0]


@pytest.fixture
def page_errors() -> list[str]:
    """Console errors and uncaught page errors collected while the test ran."""
    return []


@pytest.fixture
def page(
    browser, lab_server: lab.LabServer, page_errors: list[str], request: pytest.FixtureRequest
):
    """A new browser context and page (1280x900). After the test: a screenshot if it
    failed (test-artifacts/screenshots/FAILED-<test>.png), the console log in
    test-artifacts/console/<test>.log, kernels shut down, and the theme and workspace
    reset on the server so the next test starts from defaults."""
    context = browser.new_context(viewport={"width": 1280, "height": 900}, device_scale_factor=1)
    context.set_default_timeout(30_000)
    pg = context.new_page()
    console: list[str] = []

    def on_console(msg) -> None:
        line = f"[{msg.type}] {msg.text}"
        console.append(line)
        if msg.type == "error":
            page_errors.append(line)

    def on_pageerror(err) -> None:
        line = f"[pageerror] {err}"
        console.append(line)
        page_errors.append(line)

    pg.on("console", on_console)
    pg.on("pageerror", on_pageerror)
    t0 = time.monotonic()
    yield pg
    _TIMINGS[f"test body: {request.node.name} (s)"] = time.monotonic() - t0
    safe = re.sub(r"[^A-Za-z0-9_.-]+", "_", request.node.name)
    rep = getattr(request.node, "_cl_rep_call", None)
    if rep is not None and rep.failed:
        try:
            lab.SCREENSHOTS_DIR.mkdir(parents=True, exist_ok=True)
            pg.screenshot(path=str(lab.SCREENSHOTS_DIR / f"FAILED-{safe}.png"), full_page=True)
        except Exception as exc:  # noqa: BLE001 - best effort on an already failing test
            console.append(f"[harness] could not take the failure screenshot: {exc}")
    console_dir = lab.ARTIFACTS_DIR / "console"
    console_dir.mkdir(parents=True, exist_ok=True)
    (console_dir / f"{safe}.log").write_text("\n".join(console) + "\n")
    context.close()
    lab_server.shutdown_kernels()
    lab_server.reset_user_state()


def pytest_terminal_summary(terminalreporter, exitstatus, config) -> None:
    if not _SESSION_T0:
        return
    _TIMINGS["browser session total (s)"] = time.monotonic() - _SESSION_T0[0]
    terminalreporter.write_sep("-", "browser test timings")
    for k, v in _TIMINGS.items():
        terminalreporter.write_line(f"{k:<50} {v:6.1f}")
    lab.ARTIFACTS_DIR.mkdir(parents=True, exist_ok=True)
    (lab.ARTIFACTS_DIR / "browser-timings.json").write_text(
        json.dumps({k: round(v, 2) for k, v in _TIMINGS.items()}, indent=2) + "\n"
    )


@pytest.fixture(scope="session")
def axe(chromium_path: str) -> str:
    """The path of axe-core's script; skips (locally) or fails (CI=true) when it is missing."""
    if not lab.AXE_PATH.is_file():
        msg = (
            f"axe-core is not installed ({lab.AXE_PATH} missing): `make test` installs it with npm "
            f"(axe-core@{lab.AXE_VERSION}); CI always runs the accessibility checks"
        )
        if os.environ.get("CI") == "true":
            pytest.fail(msg + " -- CI=true, so this is a failure, not a skip.", pytrace=False)
        pytest.skip(msg)
    return str(lab.AXE_PATH)
