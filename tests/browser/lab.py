"""Drive a real JupyterLab from Playwright: the server, the notebook, the theme.

Used by ``conftest.py`` (which turns these into pytest fixtures) and by browser tests.
Every wait here is on a real condition (a selector, the kernel's status, a promise
settled in the page) with a bounded timeout; the only fixed delays are short settle
pauses right before a screenshot.

JupyterLab is started with ``--LabApp.expose_app_in_browser=True``, so the page has
``window.jupyterapp`` and we can read the notebook model and run commands directly.
"""

from __future__ import annotations

import json
import os
import re
import secrets
import shutil
import signal
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from urllib.parse import quote

from playwright.sync_api import Error as PlaywrightError, Locator, Page

REPO_ROOT = Path(__file__).resolve().parents[2]
NOTEBOOKS_DIR = REPO_ROOT / "notebooks"
ARTIFACTS_DIR = REPO_ROOT / "test-artifacts"
SCREENSHOTS_DIR = ARTIFACTS_DIR / "screenshots"
# What the course ships for JupyterLab, as `make lab` passes it: settings overrides (no cell
# toolbar) and a prebuilt extension (the page style: 16 px text, links underlined, no prompts).
COURSE_LAB_SETTINGS = REPO_ROOT / "share" / "jupyter" / "lab" / "settings"
COURSE_LAB_EXTENSIONS = REPO_ROOT / "share" / "jupyter" / "labextensions"

CHROMIUM_PATH = "/usr/bin/chromium"
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]

LIGHT = "JupyterLab Light"
DARK = "JupyterLab Dark"
THEMES = (LIGHT, DARK)

# A direct opener: the server is on 127.0.0.1 and must never go through a proxy.
_OPENER = urllib.request.build_opener(urllib.request.ProxyHandler({}))


class LabServerError(RuntimeError):
    """JupyterLab did not start (the message carries the server log)."""


class LabTimeoutError(AssertionError):
    """A condition in the page did not become true in time."""


# --------------------------------------------------------------------------- server


def free_port() -> int:
    """A TCP port on 127.0.0.1 that is free right now."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@dataclass
class LabServer:
    """A running ``jupyter lab`` process and how to reach it."""

    proc: subprocess.Popen[bytes]
    port: int
    token: str
    root_dir: Path
    state_dir: Path
    log_path: Path
    _log_file: Any = field(repr=False, default=None)

    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self.port}/"

    @property
    def settings_dir(self) -> Path:
        return self.state_dir / "lab-settings"

    @property
    def workspaces_dir(self) -> Path:
        return self.state_dir / "lab-workspaces"

    def url(self, path: str = "lab") -> str:
        """``http://127.0.0.1:<port>/<path>?token=...`` (path is taken as already quoted)."""
        sep = "&" if "?" in path else "?"
        return f"{self.base_url}{path.lstrip('/')}{sep}token={self.token}"

    def notebook_url(self, nb_path: str) -> str:
        """The ``/lab/tree/<nb_path>`` URL; nb_path is relative to ``root_dir``."""
        return self.url("lab/tree/" + quote(nb_path.lstrip("/")))

    def api(self, path: str, method: str = "GET", timeout: float = 5.0) -> Any:
        """Call the REST API; returns parsed JSON (or None for an empty body)."""
        req = urllib.request.Request(self.url("api/" + path.lstrip("/")), method=method)
        with _OPENER.open(req, timeout=timeout) as resp:
            body = resp.read()
        return json.loads(body) if body else None

    def add_notebook(self, nb_path: str, cells: list[str | tuple[str, str]]) -> str:
        """Write a notebook into the server's root (not the repo) and return its path.

        ``cells``: code strings, or ``("markdown" | "code", source)`` pairs. Useful for
        testing the front end independently of the lessons' content.
        """
        import nbformat

        nb = nbformat.v4.new_notebook()
        nb.metadata["kernelspec"] = {
            "display_name": "Python 3 (ipykernel)", "language": "python", "name": "python3",
        }  # fmt: skip
        for c in cells:
            kind, src = ("code", c) if isinstance(c, str) else c
            nb.cells.append(
                nbformat.v4.new_markdown_cell(src)
                if kind == "markdown"
                else nbformat.v4.new_code_cell(src)
            )
        target = self.root_dir / nb_path
        target.parent.mkdir(parents=True, exist_ok=True)
        nbformat.write(nb, target)
        return nb_path

    def log_tail(self, max_chars: int = 6000) -> str:
        try:
            text = self.log_path.read_text(errors="replace")
        except OSError as exc:  # pragma: no cover - only when the log vanished
            return f"<could not read {self.log_path}: {exc}>"
        return text[-max_chars:]

    def reset_user_state(self) -> None:
        """Forget the theme and open tabs a test left behind (settings + workspaces).

        The server reads these files on every request, so the next page load starts
        from the defaults (light theme, no restored tabs) without a restart.
        """
        themes = (
            self.settings_dir / "@jupyterlab" / "apputils-extension" / "themes.jupyterlab-settings"
        )
        themes.unlink(missing_ok=True)
        if self.workspaces_dir.exists():
            for f in self.workspaces_dir.iterdir():
                if f.is_file():
                    f.unlink()

    def shutdown_kernels(self) -> None:
        """Close every session and shut down every kernel (best effort).

        Called after each test, so the next one starts a fresh kernel even for the
        same notebook.
        """
        try:
            for session in self.api("sessions") or []:
                self.api(f"sessions/{session['id']}", method="DELETE", timeout=10)
            for kernel in self.api("kernels") or []:
                self.api(f"kernels/{kernel['id']}", method="DELETE", timeout=10)
        except (OSError, urllib.error.URLError, ValueError):
            pass

    def stop(self, timeout: float = 15.0) -> None:
        """Stop this server by its PID: SIGTERM, wait, then SIGKILL if needed."""
        if self.proc.poll() is None:
            self.shutdown_kernels()
            self.proc.send_signal(signal.SIGTERM)
            try:
                self.proc.wait(timeout=timeout)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait(timeout=timeout)
        if self._log_file is not None:
            self._log_file.close()
            self._log_file = None


# Settings every test server starts with (written into the isolated settings dir):
# no news/update toasts over the notebook in screenshots.
_TEST_SETTINGS: dict[str, dict[str, Any]] = {
    "@jupyterlab/apputils-extension/notification.jupyterlab-settings": {
        "fetchNews": "false",
        "checkForUpdates": False,
    },
}


def start_lab_server(
    state_dir: Path,
    *,
    notebooks_src: Path = NOTEBOOKS_DIR,
    log_path: Path | None = None,
    timeout: float = 60.0,
    env: dict[str, str] | None = None,
    as_make_lab: bool = False,
) -> LabServer:
    """Start JupyterLab on a free port over a fresh copy of ``notebooks_src``.

    ``env``: variables to set for the server and the kernels it starts (they inherit them),
    on top of this process's, e.g. ``{"CHARLESTON_CLOCK_SHIFT": "1"}`` to come back tomorrow.

    ``as_make_lab=True``: the server a learner's `make lab` gives on a new machine, nothing
    switched off: a fresh JUPYTER_DATA_DIR too (the venv's kernel and extensions are still
    found under its prefix), and none of the test settings (the news prompt stays on). Only
    ``expose_app_in_browser`` is added, which changes nothing a learner sees.

    ``state_dir`` (a temp dir) receives the notebook copy (``state_dir/notebooks``) and
    the isolated config, settings, workspaces, runtime and IPython dirs.
    JUPYTER_DATA_DIR is left alone, so the venv's kernelspec and lab extensions
    (ipywidgets' ``@jupyter-widgets/jupyterlab-manager``) are found.
    Blocks until ``/api/status`` answers, or raises ``LabServerError`` with the log.
    """
    state_dir = Path(state_dir)
    root_dir = state_dir / "notebooks"
    shutil.copytree(
        notebooks_src, root_dir, ignore=shutil.ignore_patterns(".ipynb_checkpoints", "__pycache__")
    )
    # Its own progress file, unless `env` names one: answers given in the browser never reach
    # the file the notebook tests' kernels (nbval) share, where a due review would change
    # what the lessons' stored outputs say.
    env = {**os.environ, "CHARLESTON_PROGRESS": str(state_dir / "progress.json"), **(env or {})}
    for var, sub in {
        "JUPYTER_CONFIG_DIR": "jupyter-config",
        "JUPYTERLAB_SETTINGS_DIR": "lab-settings",
        "JUPYTERLAB_WORKSPACES_DIR": "lab-workspaces",
        "JUPYTER_RUNTIME_DIR": "jupyter-runtime",
        "IPYTHONDIR": "ipython",
        **({"JUPYTER_DATA_DIR": "jupyter-data"} if as_make_lab else {}),
    }.items():
        (state_dir / sub).mkdir(parents=True, exist_ok=True)
        env[var] = str(state_dir / sub)
    # For --NotebookNotary.data_dir below; its sqlite db needs the folder to exist
    # (without it every notebook load fails with a 500 and a "File Load Error" dialog).
    (state_dir / "notary").mkdir(exist_ok=True)
    env["PYTHONUNBUFFERED"] = "1"
    for rel, content in ({} if as_make_lab else _TEST_SETTINGS).items():
        target = state_dir / "lab-settings" / rel
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(json.dumps(content, indent=2))

    port = free_port()
    token = secrets.token_hex(24)
    if log_path is None:
        # One log per pytest process: several sessions may share this checkout.
        log_path = ARTIFACTS_DIR / f"lab-server-{os.getpid()}.log"
    log_path.parent.mkdir(parents=True, exist_ok=True)
    log_file = open(log_path, "wb")  # noqa: SIM115 - closed by LabServer.stop
    cmd = [
        sys.executable, "-m", "jupyter", "lab",
        "--no-browser",
        "--ServerApp.ip=127.0.0.1",
        f"--ServerApp.port={port}",
        "--ServerApp.port_retries=0",
        # = --ServerApp.token, which jupyter_server 2 deprecates in favour of this.
        f"--IdentityProvider.token={token}",
        "--LabApp.expose_app_in_browser=True",
        f"--ServerApp.root_dir={root_dir}",
        # The course's own settings and page style, as `make lab` serves them.
        f"--LabApp.app_settings_dir={COURSE_LAB_SETTINGS}",
        f"--LabApp.extra_labextensions_path={COURSE_LAB_EXTENSIONS}",
    ]  # fmt: skip
    # Trust signatures go to the temp dir, not ~/.local/share/jupyter.
    cmd.append(f"--NotebookNotary.data_dir={state_dir / 'notary'}")
    if hasattr(os, "geteuid") and os.geteuid() == 0:
        cmd.append("--allow-root")  # containers and CI runners often run as root
    proc = subprocess.Popen(
        cmd, cwd=root_dir, env=env, stdout=log_file, stderr=subprocess.STDOUT,
        stdin=subprocess.DEVNULL, start_new_session=True,
    )  # fmt: skip
    server = LabServer(proc, port, token, root_dir, state_dir, log_path, log_file)

    def probe() -> None:
        server.api("status", timeout=2)

    log_file.flush()
    wait_until_ready(proc, "jupyter lab", cmd, probe, server.stop, server.log_tail, log_path, timeout, LabServerError)
    return server


def wait_until_ready(
    proc: subprocess.Popen,
    name: str,
    cmd: list[str],
    probe: Any,
    stop: Any,
    log_tail: Any,
    log_path: Path,
    timeout: float,
    error: type[Exception] = RuntimeError,
) -> None:
    """Poll `probe()` until it stops raising; if the process dies or time runs out, call
    `stop()` and raise `error` with the command and the server's log. Shared by every
    server a browser test starts (JupyterLab here, Voila in its test)."""
    deadline = time.monotonic() + timeout
    last_err: Exception | None = None
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            stop()
            raise error(
                f"{name} exited with code {proc.returncode} before it was ready.\n"
                f"Command: {' '.join(cmd)}\nLog ({log_path}):\n{log_tail()}"
            )
        try:
            probe()
            return
        except (OSError, urllib.error.URLError, ValueError) as exc:
            last_err = exc
            time.sleep(0.25)
    stop()
    raise error(
        f"{name} did not answer within {timeout:.0f} s (last error: {last_err!r}).\n"
        f"Command: {' '.join(cmd)}\nLog ({log_path}):\n{log_tail()}"
    )


# --------------------------------------------------------------------------- page

# JS helper installed in the page: find the NotebookPanel for a path.
_FIND_PANEL = """
(path) => {
  const app = window.jupyterapp;
  if (!app || !app.shell) return null;
  for (const w of app.shell.widgets('main')) {
    if (w.context && w.context.path === path && w.content && w.sessionContext) return w;
  }
  return null;
}
"""

# Public name for the JS function ``(path) => NotebookPanel | null``.
FIND_PANEL_JS = _FIND_PANEL


def eval_in_panel(page: Page, nb_path: str, fn: str, arg: Any = None) -> Any:
    """Evaluate the JS function ``fn(panel, arg)`` on the NotebookPanel of ``nb_path``.

    e.g. ``eval_in_panel(page, nb, "(panel) => panel.content.activeCellIndex")``.
    """
    return page.evaluate(
        f"([p, arg]) => {{ const panel = ({_FIND_PANEL})(p);"
        f" if (!panel) throw new Error('no notebook panel for ' + p); return ({fn})(panel, arg); }}",
        [nb_path, arg],
    )


# A snapshot of the notebook's state, computed in the page.
_NOTEBOOK_STATE = (
    """
(path) => {
  const find = """
    + _FIND_PANEL
    + """;
  const panel = find(path);
  if (!panel) return {found: false};
  const sc = panel.sessionContext;
  const kernel = sc.session && sc.session.kernel;
  const cells = [];
  for (const cell of panel.content.widgets) {
    const m = cell.model;
    if (m.type !== 'code') continue;
    const prompt = cell.promptNode ? cell.promptNode.textContent : '';
    const outputs = [];
    for (let i = 0; i < m.outputs.length; i++) {
      const o = m.outputs.get(i).toJSON();
      outputs.push({type: o.output_type, ename: o.ename || null, evalue: o.evalue || null,
                    name: o.name || null, mimes: Object.keys(o.data || {}),
                    text: o.output_type === 'stream' ? String(o.text).slice(0, 500) : null});
    }
    cells.push({
      source: m.sharedModel.getSource(),
      executionCount: m.executionCount,
      running: (m.executionState === 'running') || prompt.includes('*'),
      prompt,
      outputs,
    });
  }
  return {
    found: true,
    contextReady: panel.context.isReady,
    sessionReady: sc.isReady,
    kernelStatus: kernel ? kernel.status : null,
    connectionStatus: kernel ? kernel.connectionStatus : null,
    kernelName: kernel ? kernel.name : null,
    starPrompts: Array.from(panel.node.querySelectorAll('.jp-InputPrompt'))
      .filter(n => n.textContent.includes('[*]')).length,
    cells,
  };
}
"""
)


def notebook_state(page: Page, nb_path: str) -> dict[str, Any]:
    """The notebook's kernel status and, per code cell, source/count/running/outputs."""
    return page.evaluate(_NOTEBOOK_STATE, nb_path)


def dialog_text(page: Page) -> str | None:
    """The text of an open JupyterLab dialog (e.g. "File Load Error ..."), if any."""
    try:
        texts = page.locator(".jp-Dialog").all_inner_texts()
    except Exception:  # noqa: BLE001 - page gone: nothing to report
        return None
    return " | ".join(" ".join(t.split()) for t in texts) or None


def _timeout_error(page: Page, what: str, timeout: float, detail: Any) -> LabTimeoutError:
    msg = f"Timed out after {timeout:.0f} s waiting for {what}. Last state: {detail!r}"
    dialog = dialog_text(page)
    if dialog:
        msg += f"\nOpen dialog: {dialog}"
    return LabTimeoutError(msg)


def _poll(page: Page, what: str, check, timeout: float, interval: float = 0.1) -> Any:
    """Call ``check() -> (done, detail)`` until done; return detail, or raise with it."""
    deadline = time.monotonic() + timeout
    while True:
        done, detail = check()
        if done:
            return detail
        if time.monotonic() >= deadline:
            raise _timeout_error(page, what, timeout, detail)
        page.wait_for_timeout(interval * 1000)


def evaluate_async(page: Page, what: str, fn: str, arg: Any = None, timeout: float = 60.0) -> Any:
    """``page.evaluate`` an async JS function ``fn`` with a bounded wait.

    (Playwright's evaluate has no timeout: a JupyterLab promise that never settles,
    such as ``context.ready`` after a file load error, would hang the test.)
    """
    wrapped = f"""async ([arg, ms]) => {{
        const fn = {fn};
        let timer;
        const limit = new Promise((_, reject) => {{
            timer = setTimeout(() => reject(new Error('__cl_timeout__')), ms);
        }});
        try {{ return {{value: await Promise.race([fn(arg), limit])}}; }}
        catch (e) {{ return {{error: String(e && e.message || e)}}; }}
        finally {{ clearTimeout(timer); }}
    }}"""
    try:
        res = page.evaluate(wrapped, [arg, int(timeout * 1000)])
    except PlaywrightError as e:
        # Chromium may collect a pending promise of JupyterLab's before it settles; the waits
        # given here can be asked again, so ask once more rather than fail on the browser's GC.
        if "garbage collected" not in str(e):
            raise
        res = page.evaluate(wrapped, [arg, int(timeout * 1000)])
    if "error" in res:
        if res["error"] == "__cl_timeout__":
            raise _timeout_error(page, what, timeout, None)
        raise LabTimeoutError(f"{what} failed in the page: {res['error']}")
    return res.get("value")


def wait_for_lab_ready(page: Page, timeout: float = 60.0) -> None:
    """Wait until ``window.jupyterapp`` exists, has restored its layout, and the shell shows."""
    page.wait_for_function(
        "() => !!(window.jupyterapp && window.jupyterapp.shell)", timeout=timeout * 1000
    )
    evaluate_async(
        page,
        "JupyterLab to start and restore its layout",
        "async () => { await window.jupyterapp.started; await window.jupyterapp.restored; }",
        timeout=timeout,
    )
    page.locator("#jp-main-dock-panel").wait_for(state="visible", timeout=timeout * 1000)
    page.wait_for_function(
        "() => !document.querySelector('#jupyterlab-splash')", timeout=timeout * 1000
    )


WIDGET_MANAGER_PLUGIN = "@jupyter-widgets/jupyterlab-manager:plugin"


def lab_plugins(page: Page) -> list[str]:
    """IDs of the front-end plugins JupyterLab registered (e.g. WIDGET_MANAGER_PLUGIN)."""
    return page.evaluate("() => window.jupyterapp.listPlugins()")


def wait_for_kernel_idle(page: Page, nb_path: str, timeout: float = 60.0) -> dict[str, Any]:
    """Wait until the notebook's session is ready and its kernel is connected and idle."""

    def check():
        s = notebook_state(page, nb_path)
        ok = (
            s.get("found")
            and s.get("contextReady")
            and s.get("sessionReady")
            and s.get("kernelStatus") == "idle"
            and s.get("connectionStatus") == "connected"
        )
        return (bool(ok), s)

    return _poll(page, f"the kernel of {nb_path} to be idle", check, timeout)


def open_notebook(
    page: Page, server: LabServer, nb_path: str, timeout: float = 60.0
) -> dict[str, Any]:
    """Open ``nb_path`` (relative to the server root) and wait for the shell and an idle kernel.

    Returns the notebook state (see ``notebook_state``).
    """
    page.goto(server.notebook_url(nb_path), wait_until="domcontentloaded", timeout=timeout * 1000)
    wait_for_lab_ready(page, timeout)

    def panel_found():
        # The detail, should it never come: the address and what the main area holds instead.
        found = page.evaluate(
            f"""(p) => ({{found: !!({_FIND_PANEL})(p), href: location.href,
                 open: window.jupyterapp && window.jupyterapp.shell
                   ? Array.from(window.jupyterapp.shell.widgets('main')).map((w) => (w.context && w.context.path) || w.id)
                   : null}})""", nb_path)
        return (found["found"], {"address": found["href"], "open": found["open"]})

    what = f"a notebook panel for {nb_path}"
    reopen_after = getattr(server, "reopen_after", None)
    if reopen_after:
        # JupyterLite's `?path=` opener starts the open without awaiting it and drops the path
        # from the address; once in a long CI run the notebook never opened and the layout
        # restored the previous lesson instead. A learner would open the link again; so does
        # this, once, and the site's figures count it (LiteSite.reopened), so it is not hidden.
        try:
            _poll(page, what, panel_found, min(reopen_after, timeout))
        except LabTimeoutError as missed:
            server.reopened.append(f"{nb_path}: {missed}")
            page.goto(server.notebook_url(nb_path), wait_until="domcontentloaded", timeout=timeout * 1000)
            wait_for_lab_ready(page, timeout)
            _poll(page, what, panel_found, timeout)
    else:
        _poll(page, what, panel_found, timeout)
    page.evaluate(
        f"(p) => window.jupyterapp.shell.activateById(({_FIND_PANEL})(p).id)", nb_path
    )

    def loaded():
        # Polled rather than awaited: a promise awaited across JupyterLab's start-up was once
        # collected by the browser before it settled ("Resulting promise was garbage collected").
        s = notebook_state(page, nb_path)
        return (bool(s.get("found") and s.get("contextReady") and s.get("sessionReady")), s)

    _poll(page, f"{nb_path} to load and its kernel session to start", loaded, timeout)
    page.locator(".jp-NotebookPanel:not(.lm-mod-hidden) .jp-Cell").first.wait_for(
        state="visible", timeout=timeout * 1000
    )
    return wait_for_kernel_idle(page, nb_path, timeout)


# What the course's page extension says of a notebook's own run (page.js, `autostart`): whether
# it is a course page that starts itself, and when its run started, ended or could not start.
_PAGE_RUN = (
    """
(path) => {
  const panel = ("""
    + _FIND_PANEL
    + """)(path);
  if (!panel) return {found: false};
  const d = panel.node.dataset;
  return {found: true, course: panel.node.classList.contains('cl-course-page'),
          start: d.clStart || null, started: d.clStarted || null, failed: d.clStartFailed || null,
          kernel: d.clKernel || null};
}
"""
)


def page_run(page: Page, nb_path: str) -> dict[str, Any]:
    """What the page says of the notebook's own run: ``course`` (a course page, which runs
    itself), ``kernel``/``start``/``started``/``failed`` (epoch ms, or None)."""
    return page.evaluate(_PAGE_RUN, nb_path)


def wait_for_page_run(page: Page, nb_path: str, timeout: float = 120.0) -> dict[str, Any]:
    """Wait until a course notebook's own run (the page extension's) has ended and every cell
    has finished; returns the notebook state plus ``pageRun`` (see ``page_run``). Raises if
    the page could not start it (it shows its "Start the lesson" button instead)."""

    def check():
        s = notebook_state(page, nb_path)
        s["pageRun"] = run = page_run(page, nb_path)
        if run.get("failed") and not run.get("started"):
            raise LabTimeoutError(f"{nb_path} could not start by itself: {s!r}")
        done = (
            bool(run.get("started"))
            and s.get("kernelStatus") == "idle"
            and s.get("starPrompts") == 0
            and not any(c["running"] for c in s.get("cells", []))
        )
        return (done, s)

    return _poll(page, f"the page's own run of {nb_path} to finish", check, timeout)


def run_all_cells(page: Page, nb_path: str, timeout: float = 120.0) -> dict[str, Any]:
    """Run every cell (``notebook:run-all-cells``) and wait until execution has finished.

    A course notebook runs itself when it opens (the page extension, issue 31): for one, this
    waits for that run instead of running the cells a second time (which would draw every
    widget twice and race the first run). Any other notebook is run here.

    "Finished" = the command's promise settled, no cell is running or shows ``[*]``, and
    the kernel is idle. Returns the final notebook state plus ``runAll`` (the command's
    result: ``{"ok": bool}`` or ``{"error": str}``) and, for a course notebook, ``byPage``
    (the page's own run was waited for). Does not itself fail on a cell error:
    check ``error_outputs`` / the returned state.
    """
    if page_run(page, nb_path).get("course"):
        state = wait_for_page_run(page, nb_path, timeout)
        state["runAll"], state["byPage"] = {"ok": True}, True
        return state
    # "Run all" runs the notebook JupyterLab holds current, which follows the activation a
    # message later: with two notebooks open (after a reload, say), it could run the other one.
    # So wait until this one is current and holds the focus before asking.
    page.evaluate(
        f"""async (p) => {{
            const panel = ({_FIND_PANEL})(p);
            const shell = window.jupyterapp.shell;
            shell.activateById(panel.id);
            const t0 = Date.now();
            while ((shell.currentWidget !== panel || !panel.node.contains(document.activeElement))
                   && Date.now() - t0 < 10000) {{
                await new Promise((r) => setTimeout(r, 50));
                if (!panel.node.contains(document.activeElement)) panel.content.node.focus();
            }}
            window.__clRunAll = null;
            window.jupyterapp.commands.execute('notebook:run-all-cells').then(
                (r) => {{ window.__clRunAll = {{ok: r !== false}}; }},
                (e) => {{ window.__clRunAll = {{error: String(e)}}; }});
        }}""",
        nb_path,
    )

    def check():
        s = notebook_state(page, nb_path)
        s["runAll"] = page.evaluate("() => window.__clRunAll")
        done = (
            s["runAll"] is not None
            and s.get("kernelStatus") == "idle"
            and s.get("starPrompts") == 0
            and not any(c["running"] for c in s.get("cells", []))
        )
        return (done, s)

    return _poll(page, f"run-all in {nb_path} to finish", check, timeout)


WIDGET_MIME = "application/vnd.jupyter.widget-view+json"


def widget_output_count(state: dict[str, Any]) -> int:
    """How many outputs in the notebook model are ipywidgets views."""
    return sum(WIDGET_MIME in o.get("mimes", []) for c in state["cells"] for o in c["outputs"])


def executed_all_code_cells(state: dict[str, Any]) -> bool:
    """True when every non-blank code cell got an execution count."""
    return all(c["executionCount"] is not None for c in state["cells"] if c["source"].strip())


ERROR_TEXT_SELECTOR = '.jp-RenderedText[data-mime-type="application/vnd.jupyter.stderr"]'
# A rendered ipywidgets view in an output area (not the "Error displaying widget" box).
WIDGET_SELECTOR = (
    ".jp-OutputArea-output .jupyter-widgets:not(.jupyter-widgets-error-widget), "
    ".jp-OutputArea-output .widget-button"
)
WIDGET_ERROR_SELECTOR = ".jp-OutputArea-output .jupyter-widgets-error-widget"
# The notebook in the active (visible) main-area tab.
ACTIVE_NOTEBOOK = ".jp-NotebookPanel:not(.lm-mod-hidden)"


def cell(page: Page, index: int) -> Locator:
    """The ``index``-th cell (markdown or code, 0-based) of the visible notebook."""
    return page.locator(f"{ACTIVE_NOTEBOOK} .jp-Cell").nth(index)


def cell_output(page: Page, index: int) -> Locator:
    """The output area of the ``index``-th cell of the visible notebook."""
    return cell(page, index).locator(".jp-OutputArea")


def error_outputs(page: Page, state: dict[str, Any] | None = None) -> list[str]:
    """Tracebacks visible in the page, plus ``error`` outputs in the model if a state is given.

    (Plain stderr warnings without "Traceback" are not counted.)
    """
    found = [t for t in page.locator(ERROR_TEXT_SELECTOR).all_inner_texts() if "Traceback" in t]
    found += [t for t in page.locator(".jp-OutputArea-output").all_inner_texts()
              if t.startswith("Error displaying widget")]  # fmt: skip
    found += [f"widget error: {t}" for t in page.locator(WIDGET_ERROR_SELECTOR).all_inner_texts()]
    if state:
        for c in state.get("cells", []):
            for o in c["outputs"]:
                if o["type"] == "error":
                    found.append(f"{o['ename']}: {o['evalue']}  (in cell: {c['source'][:80]!r})")
    return found


def theme_state(page: Page) -> dict[str, Any]:
    return page.evaluate(
        "() => ({name: document.body.dataset.jpThemeName, light: document.body.dataset.jpThemeLight})"
    )


def set_theme(page: Page, theme: str, timeout: float = 30.0) -> None:
    """Switch to ``theme`` ('JupyterLab Light' / 'JupyterLab Dark') and wait until applied."""
    evaluate_async(
        page,
        f"the theme to change to {theme!r}",
        "async (t) => { await window.jupyterapp.commands.execute('apputils:change-theme', {theme: t}); }",
        theme,
        timeout=timeout,
    )
    page.wait_for_function(
        "(t) => document.body.dataset.jpThemeName === t", arg=theme, timeout=timeout * 1000
    )
    # The theme CSS is applied once the body attributes are set; give layout two frames.
    _two_frames(page)


def theme_slug(theme: str) -> str:
    """'JupyterLab Dark' -> 'dark'."""
    slug = re.sub(r"^jupyterlab\s+", "", theme.strip(), flags=re.IGNORECASE)
    return re.sub(r"[^a-z0-9]+", "-", slug.lower()).strip("-")


def _two_frames(page: Page) -> None:
    page.evaluate("() => new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r)))")


def collapse_sidebars(page: Page) -> None:
    """Close the left (file browser) and right side panels: more room for the notebook.

    The course's page extension closes them itself on a learner's first open; a test calls
    this only when it is not about what a learner sees (it says why where it does)."""
    page.evaluate(
        "() => { const s = window.jupyterapp.shell; s.collapseLeft(); s.collapseRight(); }"
    )
    _two_frames(page)


# The width up to which the course's page extension puts JupyterLab in its single-document
# mode (page.js's NARROW; keep the two equal).
NARROW = 800


def resize(page: Page, size: dict[str, int], timeout: float = 15.0) -> None:
    """Set the viewport to `size` ({"width", "height"}) and wait until JupyterLab has settled:
    the shell in single-document mode up to NARROW px wide (multiple-document above, when the
    course switched it), and the main area as wide as the window leaves it for two frames."""
    page.set_viewport_size(size)
    want = "single-document" if size["width"] <= NARROW else None
    page.wait_for_function(
        """(want) => {
            const shell = window.jupyterapp && window.jupyterapp.shell;
            if (!shell || (want && shell.mode !== want)) return false;
            const main = document.querySelector('#jp-main-dock-panel');
            const w = main ? Math.round(main.getBoundingClientRect().width) : -1;
            const last = window.__clResizeWidth;
            window.__clResizeWidth = w;
            return w > 0 && w === last;
        }""",
        arg=want,
        timeout=timeout * 1000,
        polling=100,
    )
    _two_frames(page)


# What a learner sees of the active notebook on the first screen, measured in the page:
# the lesson's width as a share of the window's (the visible part of its panel), the visible
# elements that stick out past the window's right edge and are not cut off by a box around them
# inside the window (with a few of them named), whether the
# news prompt shows, how many code inputs (whole or folded) are visible, which side panels are
# open, the shell's mode and the notebook toolbar's visibility.
_FIRST_SCREEN = f"""() => {{
  const W = window.innerWidth;
  const shown = (el) => {{
    const r = el.getBoundingClientRect();
    if (r.width < 1 || r.height < 1) return false;
    const s = getComputedStyle(el);
    return s.visibility !== 'hidden' && s.display !== 'none' && !el.closest('.lm-mod-hidden');
  }};
  const panel = document.querySelector('{ACTIVE_NOTEBOOK}');
  let share = 0;
  if (panel) {{
    const r = panel.getBoundingClientRect();
    share = Math.max(0, Math.min(r.right, W) - Math.max(r.left, 0)) / W;
  }}
  // How far right an element can be seen: its box, cut at the first box around it that clips
  // (overflow other than visible; the window itself, html and body, is not counted as one).
  const seenRight = (el) => {{
    let right = el.getBoundingClientRect().right;
    for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) {{
      if (getComputedStyle(up).overflowX !== 'visible') right = Math.min(right, up.getBoundingClientRect().right);
    }}
    return right;
  }};
  const past = [];
  for (const el of document.body.querySelectorAll('*')) {{
    const r = el.getBoundingClientRect();
    if (r.right > W + 1 && r.left < W && shown(el) && seenRight(el) > W + 1) {{
      past.push((el.tagName.toLowerCase() + '.' + String(el.className && el.className.baseVal !== undefined
        ? el.className.baseVal : el.className).trim().split(/\\s+/).slice(0, 2).join('.')) + ' ' + Math.round(r.right - W) + 'px');
    }}
  }}
  const news = Array.from(document.querySelectorAll('.Toastify__toast, .jp-Notification-Toast, .jp-toast'))
    .some((t) => shown(t) && /Jupyter news/i.test(t.textContent));
  const code = panel ? Array.from(panel.querySelectorAll('.jp-CodeCell .jp-Cell-inputWrapper'))
    .filter((el) => shown(el) && el.getBoundingClientRect().height > 2).length : -1;
  const toolbar = panel ? Array.from(panel.querySelectorAll('.jp-NotebookPanel-toolbar')).some(shown) : false;
  const shell = window.jupyterapp && window.jupyterapp.shell;
  // JupyterLab's blue bar beside the active cell, a notebook's mark, not a page's.
  const bar = panel && panel.querySelector('.jp-Cell.jp-mod-active .jp-Collapser');
  const barColour = bar && shown(bar) ? getComputedStyle(bar).backgroundColor : 'none';
  return {{
    width: W,
    activeCellBar: !['none', 'transparent', 'rgba(0, 0, 0, 0)'].includes(barColour),
    share: Math.round(share * 1000) / 1000,
    pastRight: past.length,
    pastRightExamples: past.slice(0, 5),
    newsPrompt: news,
    codeInputs: code,
    toolbar,
    leftOpen: shell ? !shell.leftCollapsed : null,
    rightOpen: shell ? !shell.rightCollapsed : null,
    mode: shell ? shell.mode : null,
    coursePage: !!(panel && panel.classList.contains('cl-course-page')),
  }};
}}"""


def first_screen(page: Page) -> dict[str, Any]:
    """What a learner sees of the active notebook (see _FIRST_SCREEN): share, pastRight,
    newsPrompt, codeInputs, toolbar, leftOpen, rightOpen, mode, activeCellBar."""
    return page.evaluate(_FIRST_SCREEN)


def menu_bar(page: Page) -> list[dict[str, Any]]:
    """JupyterLab's main menu bar as shown: each item's label and its right edge, in px."""
    return page.evaluate(
        """() => Array.from(document.querySelectorAll('#jp-MainMenu .lm-MenuBar-item')).map((e) => (
             {label: e.textContent.trim(), right: Math.round(e.getBoundingClientRect().right)}))"""
    )


def wait_for_news_prompt(page: Page, timeout: float = 4.0) -> bool:
    """Wait up to `timeout` s for JupyterLab's "official Jupyter news" prompt; True if it came
    (it comes a moment after the layout is restored, so a check made at once would miss it)."""
    try:
        page.get_by_text(re.compile("official Jupyter news", re.I)).first.wait_for(
            state="visible", timeout=timeout * 1000
        )
        return True
    except Exception:  # noqa: BLE001 - Playwright's timeout: no prompt came
        return False


# Scroll the visible notebook to the top and return how many px its last cell sticks out
# below the visible area (0 when it all fits). Measured on the cells, not scrollHeight,
# which includes the "scroll past end" spacer (as tall as the viewport).
_NOTEBOOK_OVERFLOW = f"""() => {{
  const panel = document.querySelector('{ACTIVE_NOTEBOOK}');
  const outer = panel && panel.querySelector('.jp-WindowedPanel-outer');
  const cells = panel ? panel.querySelectorAll('.jp-Cell') : [];
  if (!outer || !cells.length) return 0;
  outer.scrollTop = 0;
  const bottom = cells[cells.length - 1].getBoundingClientRect().bottom;
  const visibleBottom = outer.getBoundingClientRect().top + outer.clientHeight;
  return Math.max(0, Math.ceil(bottom - visibleBottom));
}}"""


def screenshot(
    page: Page,
    name: str,
    theme: str | None = None,
    *,
    whole_notebook: bool = False,
    max_height: int = 20_000,
    settle_ms: int = 300,
) -> Path:
    """Save a PNG to ``test-artifacts/screenshots/<name>-<theme>.png`` and return its path.

    JupyterLab never scrolls the page itself (the notebook scrolls inside its panel), so a
    "full page" shot is the viewport. With ``whole_notebook=True`` the viewport is grown
    until the visible notebook no longer scrolls (capped at ``max_height`` px), the shot
    taken, and the viewport restored: the whole lesson in one image.
    ``theme`` defaults to the theme currently applied in the page.
    """
    if theme is None:
        theme = theme_state(page)["name"] or "unknown"
    SCREENSHOTS_DIR.mkdir(parents=True, exist_ok=True)
    safe = re.sub(r"[^A-Za-z0-9_.-]+", "_", name)
    path = SCREENSHOTS_DIR / f"{safe}-{theme_slug(theme)}.png"
    original = page.viewport_size
    try:
        if whole_notebook and original:
            # Cells laid out lazily can change the total height: grow until it fits.
            grow_to_notebook(page, max_height)
        page.wait_for_timeout(settle_ms)  # tiny settle: fonts, widget styles, caret blink
        page.screenshot(path=str(path), full_page=True)
    finally:
        if original and page.viewport_size != original:
            page.set_viewport_size(original)
            _two_frames(page)
    return path


# --------------------------------------------------------------------------- axe-core

AXE_VERSION = "4.14.1"  # the Makefile installs this one from npm (`make test` does it)
AXE_PATH = Path(os.environ.get("CHARLESTON_AXE") or REPO_ROOT / ".venv" / "axe" / "node_modules" / "axe-core" / "axe.min.js")
AXE_DIR = ARTIFACTS_DIR / "axe"
# What the course draws: everything inside a cell's output, and nothing of JupyterLab's own.
COURSE_OUTPUT = f"{ACTIVE_NOTEBOOK} .jp-OutputArea-output"
# What axe checks as the course's: its outputs and the rendered text of its Markdown cells
# (where a link is told from the words around it, axe's link-in-text-block, or not).
COURSE_CONTENT = f"{ACTIVE_NOTEBOOK} :is(.jp-OutputArea-output, .jp-MarkdownOutput)"
SERIOUS = ("critical", "serious")


def grow_to_notebook(
    page: Page, max_height: int = 20_000, overflow_js: str = _NOTEBOOK_OVERFLOW
) -> dict[str, int] | None:
    """Grow the viewport until the page's scrolling part (by default the visible notebook;
    `overflow_js` says how far another one overflows) no longer scrolls, at most
    `max_height` px; return the size it had before, for the caller to restore."""
    original = page.viewport_size
    if not original:
        return None
    height = original["height"]
    for _ in range(8):
        overflow = page.evaluate(overflow_js)
        if overflow <= 0 or height >= max_height:
            break
        height = min(max_height, height + overflow + 24)
        page.set_viewport_size({"width": original["width"], "height": height})
        _two_frames(page)
        page.wait_for_timeout(100)
    return original


def run_axe(page: Page, name: str, *, include: str = COURSE_CONTENT, whole_notebook: bool = True) -> dict[str, Any]:
    """Run axe-core in the page, every rule axe enables by default (link-in-text-block among
    them); returns {"course": [...], "other": [...]} violations.

    "course" holds what is inside `include` (the course's outputs and lesson text), "other" the rest of
    the page (JupyterLab's, reported apart). JupyterLab leaves <body> 0 px tall, which makes
    axe think almost everything is hidden: html and body get height 100% first. The whole
    result is kept in test-artifacts/axe/<name>.json.
    """
    source = AXE_PATH.read_text()
    original = grow_to_notebook(page) if whole_notebook else None
    try:
        page.add_style_tag(content="html, body { height: 100% !important; }")
        if not page.evaluate("() => !!window.axe"):
            page.add_script_tag(content=source)
        result = evaluate_async(
            page,
            f"axe-core on {name}",
            """async (include) => {
                const r = await window.axe.run(document, {resultTypes: ["violations"]});
                const inside = (node) => node.target.some((sel) => {
                    try { const el = document.querySelector(sel); return !!(el && el.closest(include)); }
                    catch (e) { return false; }
                });
                const course = [], other = [];
                for (const v of r.violations) {
                    const mine = v.nodes.filter(inside), theirs = v.nodes.filter((n) => !inside(n));
                    const pick = (nodes) => ({id: v.id, impact: v.impact, help: v.help, nodes: nodes.map(
                        (n) => ({target: n.target, html: n.html.slice(0, 300), summary: n.failureSummary}))});
                    if (mine.length) course.push(pick(mine));
                    if (theirs.length) other.push(pick(theirs));
                }
                return {course, other};
            }""",
            include,
            timeout=120,
        )
    finally:
        if original:
            page.set_viewport_size(original)
            _two_frames(page)
    AXE_DIR.mkdir(parents=True, exist_ok=True)
    (AXE_DIR / f"{re.sub(r'[^A-Za-z0-9_.-]+', '_', name)}.json").write_text(json.dumps(result, indent=1))
    return result


def serious(violations: list[dict[str, Any]]) -> list[str]:
    """One line per critical or serious violation: rule, impact, how many nodes, the first."""
    return [
        f"{v['id']} ({v['impact']}, {len(v['nodes'])} nodes): {v['help']} -- {v['nodes'][0]['html'][:160]}"
        for v in violations
        if v["impact"] in SERIOUS
    ]


def answer_right(page: Page, exercise: Any, pause: float = 0.0) -> None:
    """Answer `exercise` (a typed number or one of its options) rightly in `page`, as a person
    does: find it by its question, type or click, press Check, wait for "Correct", then read
    the verdict for `pause` seconds."""
    from charleston_lessons.exercises import NumberQuiz

    quiz = page.locator(f"{ACTIVE_NOTEBOOK} .cl-exercise", has_text=exercise.prompt[:60]).first
    quiz.scroll_into_view_if_needed()
    quiz.locator(".cl-feedback").wait_for()
    if isinstance(exercise, NumberQuiz) and quiz.get_by_role("textbox").count():
        quiz.get_by_role("textbox").first.fill(str(exercise.answer))
    elif isinstance(exercise, NumberQuiz):  # a small number offered as a row of choices
        quiz.get_by_role("radio", name=str(exercise.answer), exact=True).click()
    else:
        ids = list(exercise.option_ids)
        right = exercise.options[ids.index(exercise.answer)] if exercise.answer in ids else exercise.answer
        quiz.get_by_role("radio", name=str(right), exact=True).click()
    quiz.get_by_role("button", name="Check").click()
    quiz.locator(".cl-feedback", has_text="Correct").wait_for(timeout=60_000)
    if pause:
        page.wait_for_timeout(pause * 1000)


# The focused element's ring, as every keyboard test checks it: an outline of at least 2 px, at
# least 3:1 against the nearest opaque background behind the element, and drawn whole, not cut
# off by a box around it that clips (up to its output area). `page.evaluate(FOCUS_RING)`.
FOCUS_RING = """() => {
  const el = document.activeElement;
  if (!el || el === document.body) return {ok: false, why: "nothing has focus"};
  const rgb = (text) => (text.match(/[\\d.]+/g) || []).slice(0, 4).map(Number);
  const lum = ([r, g, b]) => {
    const f = (c) => { c /= 255; return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4; };
    return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b);
  };
  let node = el.parentElement, bg = [255, 255, 255];
  while (node) {
    const c = rgb(getComputedStyle(node).backgroundColor);
    if (c.length >= 3 && (c.length === 3 || c[3] > 0.5)) { bg = c.slice(0, 3); break; }
    node = node.parentElement;
  }
  const s = getComputedStyle(el);
  const width = parseFloat(s.outlineWidth) || 0;
  const a = lum(rgb(s.outlineColor).slice(0, 3)), b = lum(bg);
  const ratio = (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
  const label = (el.getAttribute("aria-label") || el.textContent || el.tagName).trim().slice(0, 40);
  // Nothing between the control and its output area cuts the ring off (a box that clips).
  const grow = width + Math.max(0, parseFloat(s.outlineOffset) || 0), r = el.getBoundingClientRect();
  const clippedBy = [];
  for (let up = el.parentElement; up; up = up.parentElement) {
    const o = getComputedStyle(up);
    if (o.overflowX !== "visible" || o.overflowY !== "visible") {
      const b = up.getBoundingClientRect();
      if (r.left - grow < b.left - 0.5 || r.top - grow < b.top - 0.5 || r.right + grow > b.right + 0.5
          || r.bottom + grow > b.bottom + 0.5) clippedBy.push(String(up.className).slice(0, 60));
    }
    if (up.classList.contains("jp-OutputArea-output")) break;
  }
  return {ok: s.outlineStyle !== "none" && width >= 2 && ratio >= 3 && !clippedBy.length,
          width, ratio, label, clippedBy, style: s.outlineStyle, colour: s.outlineColor, background: bg};
}"""
