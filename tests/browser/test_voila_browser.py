"""Workshop mode: the lessons served by Voilà (code hidden), driven in Chromium.

A lesson with a tile picker opens as an app: its widgets render (the picker is an
anywidget), the learner clicks tiles and presses Check inside the picker, the feedback
names the rule, no code cell shows, and the attempt lands in the learner's progress file
(the same kernel-side code as in JupyterLab).

The ``voila_server`` fixture starts Voilà like ``make workshop`` does (tree mode with the
classic, server-rendered list and the course's template, over a temp copy of notebooks/;
127.0.0.1 only; code stripped), plus a free port, a random token and a private progress
file; it stops Voilà by its PID. The list shows every notebook by its title, lessons in
order, and a lesson page asks no host but 127.0.0.1 for anything, checked in a Chromium
that cannot resolve any other host. (Voilà's newer, JupyterLab-based list page came up empty about once in 30
loads here, its contents request answered but never drawn; the classic list never did.)
The practice notebook runs as an app too: its first question shows, takes an answer, and the
answer lands in the progress file with its seed.
Screenshots: test-artifacts/screenshots/voila-tree-light.png, voila-lesson04-{light,dark}.png,
voila-practice-light.png
"""

from __future__ import annotations

import os
import secrets
import shutil
import signal
import subprocess
import sys
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import lab
import practice_steps
import pytest
from playwright.sync_api import expect

from charleston_lessons.progress import ProgressStore
from charleston_lessons.room_store import ENV_VAR as ROOM_VAR

if str(lab.REPO_ROOT) not in sys.path:
    sys.path.insert(0, str(lab.REPO_ROOT))
from tools.workshop import voila_command, workshop_environment  # noqa: E402 - the repository's own tools/

pytestmark = pytest.mark.browser

LESSON = "04_passing_tiles.ipynb"
LESSON_NUMBER = 4
PICK = "pick-2"  # East's pass 2 in lesson 4: the clean pass is 9 Bam, West and South
_OPENER = urllib.request.build_opener(urllib.request.ProxyHandler({}))


@dataclass
class VoilaServer:
    """A running ``voila`` process in tree mode and how to reach it."""

    proc: subprocess.Popen[bytes]
    port: int
    token: str
    root_dir: Path
    progress_path: Path
    log_path: Path
    _log_file: Any

    def url(self, path: str = "", **query: str) -> str:
        params = "&".join(f"{k}={v}" for k, v in {**query, "token": self.token}.items())
        return f"http://127.0.0.1:{self.port}/{path.lstrip('/')}?{params}"

    def render_url(self, nb_path: str, **query: str) -> str:
        return self.url(f"voila/render/{nb_path}", **query)

    def log_tail(self, max_chars: int = 6000) -> str:
        self._log_file.flush()
        return self.log_path.read_text(errors="replace")[-max_chars:]

    def attempts(self) -> list[dict[str, Any]]:
        """The attempts in the learner's progress file (empty if there is none yet)."""
        if not self.progress_path.exists():
            return []
        return [a.to_json() for a in ProgressStore(self.progress_path).attempts()]

    def stop(self, timeout: float = 15.0) -> None:
        """SIGTERM by PID (Voilà shuts its kernels down), then SIGKILL if it hangs."""
        if self.proc.poll() is None:
            self.proc.send_signal(signal.SIGTERM)
            try:
                self.proc.wait(timeout=timeout)
            except subprocess.TimeoutExpired:
                # Its own process group (start_new_session): Voilà and its kernels only.
                os.killpg(self.proc.pid, signal.SIGKILL)
                self.proc.wait(timeout=5)
        self._log_file.close()


def _start_voila(state_dir: Path, timeout: float = 60.0, *, room: Path | None = None) -> VoilaServer:
    """Voilà as `make workshop` runs it, over a copy of notebooks/ in `state_dir`; with `room`,
    every kernel's room store is that file (CHARLESTON_ROOM, in Voilà's own environment)."""
    root_dir = state_dir / "notebooks"
    shutil.copytree(
        lab.NOTEBOOKS_DIR,
        root_dir,
        ignore=shutil.ignore_patterns(".ipynb_checkpoints", "__pycache__"),
    )
    env = workshop_environment(dict(os.environ, PYTHONUNBUFFERED="1"))  # finds the course's template
    for var, sub in {
        "JUPYTER_CONFIG_DIR": "jupyter-config",
        "JUPYTER_RUNTIME_DIR": "jupyter-runtime",
        "IPYTHONDIR": "ipython",
    }.items():
        (state_dir / sub).mkdir(parents=True, exist_ok=True)
        env[var] = str(state_dir / sub)
    progress_path = state_dir / "progress" / "progress.json"
    env["CHARLESTON_PROGRESS"] = str(progress_path)  # the kernels inherit it
    if room is not None:
        env[ROOM_VAR] = str(room)
    port, token = lab.free_port(), secrets.token_hex(24)
    log_path = lab.ARTIFACTS_DIR / f"voila-server-{os.getpid()}.log"
    log_path.parent.mkdir(parents=True, exist_ok=True)
    log_file = open(log_path, "wb")  # noqa: SIM115 - closed by VoilaServer.stop
    # The command `make workshop` runs (tools/workshop.py), on a free port with our own token.
    cmd = voila_command(root_dir, port=port, token=token)
    proc = subprocess.Popen(
        cmd, cwd=root_dir, env=env, stdout=log_file, stderr=subprocess.STDOUT,
        stdin=subprocess.DEVNULL, start_new_session=True,
    )  # fmt: skip
    server = VoilaServer(proc, port, token, root_dir, progress_path, log_path, log_file)

    def probe() -> None:
        with _OPENER.open(server.url(), timeout=2) as resp:
            if resp.status != 200:
                raise OSError(f"status {resp.status}")

    lab.wait_until_ready(proc, "voila", cmd, probe, server.stop, server.log_tail, log_path, timeout)
    return server


@pytest.fixture(scope="module")
def voila_server(
    chromium_path: str, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[VoilaServer]:
    """Voilà in tree mode over a temp copy of notebooks/ (skips/fails with the browser)."""
    try:
        server = _start_voila(tmp_path_factory.mktemp("voila"))
    except RuntimeError as exc:
        pytest.fail(str(exc), pytrace=False)
    yield server
    server.stop()


# --------------------------------------------------------------------------- helpers

_SOURCE_SHOWN = """() => ({
  codeInputs: document.querySelectorAll(
      '.jp-CodeCell .jp-InputArea, .jp-InputArea-editor, .cm-editor, .CodeMirror').length,
  inputPrompts: Array.from(document.querySelectorAll('.jp-InputPrompt'))
      .filter(n => n.textContent.trim()).length,
  nonMarkdownInputs: Array.from(document.querySelectorAll('.jp-InputArea'))
      .filter(n => !n.closest('.jp-MarkdownCell')).length,
})"""


def _wait_for_lesson(page, url: str, exercises: int) -> None:
    """Open a rendered lesson and wait until every exercise widget and the picker show."""
    page.goto(url, wait_until="domcontentloaded", timeout=90_000)
    page.wait_for_function(
        "(n) => document.querySelectorAll('.cl-exercise').length === n",
        arg=exercises,
        timeout=90_000,
    )
    page.locator(".cl-picker-rack [role=checkbox]").first.wait_for(state="visible")
    page.locator(".cl-progress", has_text="exercises right so far").wait_for()




# How far Voilà's lab template's scrolling part (#rendered_cells) overflows.
_RENDERED_CELLS_OVERFLOW = (
    "() => { const e = document.querySelector('#rendered_cells');"
    " return e ? e.scrollHeight - e.clientHeight : 0; }"
)


def _screenshot(page, name: str, theme: str, max_height: int = 20_000) -> Path:
    """test-artifacts/screenshots/voila-<name>-<theme>.png of the whole page.

    Voilà's lab template scrolls inside #rendered_cells, not the page: grow the viewport
    until it no longer scrolls, take the shot, restore the viewport.
    """
    lab.SCREENSHOTS_DIR.mkdir(parents=True, exist_ok=True)
    path = lab.SCREENSHOTS_DIR / f"voila-{name}-{theme}.png"
    original = lab.grow_to_notebook(page, max_height, _RENDERED_CELLS_OVERFLOW)
    try:
        page.wait_for_timeout(300)  # tiny settle: fonts and widget styles
        page.screenshot(path=str(path), full_page=True)
    finally:
        page.set_viewport_size(original)
    return path


# --------------------------------------------------------------------------- the test


def test_lesson_in_voila_picks_checks_and_records_progress(page, voila_server, page_errors, axe):
    from charleston_lessons.lessons import EXPRESS_NOTEBOOK, PRACTICE_NOTEBOOK, all_lessons, workshop_list_text
    from charleston_lessons.lessons import lesson as lesson_data
    from charleston_lessons.messages import say
    from charleston_lessons.rulebook import REFERENCE_NOTEBOOK

    n_exercises = len(lesson_data(LESSON_NUMBER).exercises)

    # The list (server-rendered): every lesson by its title in order, then the rules reference
    # and the instructor folder, each a link to open as an app.
    seen = len(page_errors)
    page.goto(voila_server.url(), wait_until="domcontentloaded")
    links = page.locator("li a")
    links.first.wait_for()
    shown = [(a.inner_text().strip(), a.get_attribute("href").split("?")[0]) for a in links.all()]
    lessons = all_lessons()
    expected = [("The Charleston on one page", f"/voila/render/{EXPRESS_NOTEBOOK}")]  # the short route first
    expected += [(f"Lesson {d.number}: {d.title}", f"/voila/render/{d.notebook}") for d in lessons]
    expected.append(("Practice", f"/voila/render/{PRACTICE_NOTEBOOK}"))  # after the lessons
    expected.append(("Rules reference", f"/voila/render/{REFERENCE_NOTEBOOK}"))
    expected.append(("A table for four", "/voila/render/table_for_four.ipynb"))  # a learner's seat at a shared table
    expected.append((workshop_list_text()[2]["instructor"], "/voila/tree/instructor"))
    expected.append((workshop_list_text()[2]["ms"], "/voila/tree/ms"))  # the course in Malay
    assert shown == expected
    on_disk = {p.name for p in voila_server.root_dir.glob("*.ipynb")}
    assert on_disk == {href.rsplit("/", 1)[1] for _, href in shown if "/render/" in href}
    assert page.title() == workshop_list_text()[0]
    _screenshot(page, "tree", "light")
    assert page_errors[seen:] == []

    # The lesson as an app: widgets rendered, no code anywhere.
    seen = len(page_errors)
    _wait_for_lesson(page, voila_server.render_url(LESSON), n_exercises)
    assert page.evaluate("() => document.body.dataset.jpThemeName") == "JupyterLab Light"
    shown = page.evaluate(_SOURCE_SHOWN)
    assert shown == {"codeInputs": 0, "inputPrompts": 0, "nonMarkdownInputs": 0}, shown
    text = page.locator("body").inner_text()
    assert "Lesson 4: Passing tiles" in text
    for source in ("course.lesson(", "lesson.exercise(", "from charleston_lessons"):
        assert source not in text
    assert page.locator(".jupyter-widgets-error-widget").count() == 0
    assert "Error displaying widget" not in text and "Traceback" not in text
    # A Voila page has no menu and has run every cell: no line sends the learner to a menu (no
    # lesson has one now: the JupyterLab page runs itself too), its text at 16 px and its links
    # underlined, as in JupyterLab.
    assert "Run All Cells" not in text and "Run ▸" not in text
    body = page.locator(".jp-RenderedMarkdown p").first
    assert float(body.evaluate("(p) => parseFloat(getComputedStyle(p).fontSize)")) >= 16
    link = page.locator(".jp-RenderedMarkdown a[href]").first
    assert "underline" in link.evaluate("(a) => getComputedStyle(a).textDecorationLine")

    # Pick tiles with the mouse; Check is inside the picker (cl-picker-submit).
    exercise = page.locator(".cl-exercise", has=page.locator(".cl-picker-rack"))
    assert exercise.count() == 1
    feedback = exercise.locator(".cl-feedback")
    assert "Not attempted yet" in feedback.inner_text()

    def tile(name: str):
        return exercise.locator(f".cl-picker-rack [role=checkbox][aria-label='{name}']")

    for name in ("Joker", "9 Bam", "West"):
        tile(name).click()
        expect(tile(name)).to_have_attribute("aria-checked", "true")
    exercise.locator(".cl-picker-submit").click()
    exercise.locator(".cl-feedback", has_text="J1").wait_for()
    words = feedback.inner_text()
    assert "Not quite" in words and "never passed" in words, words

    tile("Joker").click()
    tile("South").click()
    expect(tile("Joker")).to_have_attribute("aria-checked", "false")
    expect(tile("South")).to_have_attribute("aria-checked", "true")
    exercise.locator(".cl-picker-submit").click()
    exercise.locator(".cl-feedback", has_text="Correct").wait_for()
    words = feedback.inner_text()
    assert "✓" in words and "G1" in words and "9 Bam, West and South" in words, words

    # Progress: the lesson's bar moves, and both attempts are on disk.
    page.locator(".cl-progress", has_text="Lesson 4: 1 of").wait_for()
    deadline = time.monotonic() + 15
    wanted = [f"passing-tiles/{PICK}"] * 2
    while [a["exercise"] for a in voila_server.attempts()] != wanted:
        assert time.monotonic() < deadline, voila_server.attempts()
        page.wait_for_timeout(100)
    assert [a["outcome"] for a in voila_server.attempts()] == ["incorrect", "correct"]
    _screenshot(page, "lesson04", "light")
    # axe-core on the app page: nothing critical or serious in what the course draws.
    assert page.locator(".jp-OutputArea-output").count() >= n_exercises  # what axe looks inside
    found = lab.run_axe(page, "voila-lesson04-light", include=".jp-OutputArea-output, .jp-RenderedMarkdown",
                        whole_notebook=False)
    assert lab.serious(found["course"]) == [], lab.serious(found["course"])

    assert page_errors[seen:] == []

    # Dark theme (?theme=dark): a fresh kernel, which remembers the saved answer.
    seen = len(page_errors)
    _wait_for_lesson(page, voila_server.render_url(LESSON, theme="dark"), n_exercises)
    assert page.evaluate("() => document.body.dataset.jpThemeName") == "JupyterLab Dark"
    page.locator(".cl-progress", has_text="Lesson 4: 1 of").wait_for()
    exercise.get_by_text(say("progress.saved_before")).wait_for()
    shot = _screenshot(page, "lesson04", "dark")
    assert shot.stat().st_size > 10_000
    found = lab.run_axe(page, "voila-lesson04-dark", include=".jp-OutputArea-output", whole_notebook=False)
    assert lab.serious(found["course"]) == [], lab.serious(found["course"])
    assert page_errors[seen:] == []


def test_practice_in_voila_shows_a_question_that_takes_an_answer(page, voila_server, page_errors):
    from charleston_lessons.lessons import PRACTICE_NOTEBOOK
    from charleston_lessons.messages import say
    from charleston_lessons.practice import SESSION_ITEMS

    before = [a for a in voila_server.attempts() if a["exercise"].startswith("practice/")]
    page.goto(voila_server.render_url(PRACTICE_NOTEBOOK), wait_until="domcontentloaded", timeout=90_000)
    practice = page.locator(".cl-practice").first
    practice.locator(".cl-exercise").first.wait_for(timeout=90_000)
    shown = page.evaluate(_SOURCE_SHOWN)
    assert shown == {"codeInputs": 0, "inputPrompts": 0, "nonMarkdownInputs": 0}, shown
    heading = practice.locator(".cl-practice-item h3").inner_text()
    assert heading.startswith(f"Question 1 of {SESSION_ITEMS}:"), heading
    go_on = practice.get_by_role("button", name=say("practice.button.next"))
    expect(go_on).to_be_disabled()  # Next only once the question is answered
    verdict = practice_steps.answer(practice, 0)
    expect(go_on).to_be_enabled()
    # The answer is in the learner's progress file, as a practice item with its seed.
    deadline = time.monotonic() + 15
    while len(found := [a for a in voila_server.attempts() if a["exercise"].startswith("practice/")]) == len(before):
        assert time.monotonic() < deadline, voila_server.attempts()
        page.wait_for_timeout(100)
    assert [a["outcome"] for a in found[len(before):]] == [verdict]
    _screenshot(page, "practice", "light")
    assert page_errors == []


# Chromium with every host but the server's unresolvable, as on a machine with no network.
_OFFLINE = '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1'


def test_a_lesson_page_asks_no_other_host_and_links_on(browser, chromium_path, voila_server):
    """Lesson 1 in Voilà, offline: every request goes to the server, no console error, and
    its links (the pick-up line of the overview, the next lesson) open lessons in Voilà."""
    from charleston_lessons.lessons import lesson as lesson_data

    first, second = lesson_data(1), lesson_data(2)
    offline = browser.browser_type.launch(executable_path=chromium_path, headless=True,
                                          args=[*lab.CHROMIUM_ARGS, _OFFLINE])
    try:
        page = offline.new_page(viewport={"width": 1280, "height": 900})
        requests: list[str] = []
        errors: list[str] = []
        page.on("request", lambda r: requests.append(r.url))
        page.on("requestfailed", lambda r: errors.append(f"[failed] {r.url} {r.failure}"))
        page.on("console", lambda m: errors.append(f"[console] {m.text}") if m.type == "error" else None)
        page.on("pageerror", lambda e: errors.append(f"[pageerror] {e}"))
        for url in (voila_server.url(), voila_server.render_url(first.notebook)):
            page.goto(url, wait_until="load", timeout=90_000)
        _wait_for_lesson_1 = "() => document.querySelectorAll('.cl-exercise').length > 0"
        page.wait_for_function(_wait_for_lesson_1, timeout=90_000)
        pick_up = page.locator(".cl-pick-up a")
        pick_up.wait_for(timeout=90_000)
        page.wait_for_load_state("networkidle")

        server = f"http://127.0.0.1:{voila_server.port}/"
        outside = [u for u in requests if not u.startswith((server, f"blob:{server}", "data:"))]
        assert outside == [] and len(requests) > 20, outside
        assert errors == []

        # Relative links, resolved by the page to Voilà's render URLs of the lessons.
        here = voila_server.render_url(first.notebook).split("?")[0]
        assert here.endswith(f"/voila/render/{first.notebook}")
        assert pick_up.inner_text().startswith("Pick up at lesson 1")
        assert pick_up.evaluate("a => a.href") == here
        nxt = page.locator(".jp-MarkdownCell a", has_text=f"Lesson 2: {second.title}")
        assert nxt.evaluate("a => a.href") == here.replace(first.notebook, second.notebook)
    finally:
        offline.close()


@pytest.mark.parametrize("host, status", [
    ("127.0.0.1", 200), ("localhost", 200), ("[::1]", 200),
    ("evil.example", 403), ("127.0.0.1.evil.example", 403), ("192.168.1.20", 403),
])
def test_the_workshop_server_refuses_a_foreign_host_header(voila_server, host, status):
    # DNS rebinding: a page elsewhere that makes its own name point at 127.0.0.1 sends its own
    # name as the Host. JupyterLab refuses that; the workshop server must too.
    request = urllib.request.Request(voila_server.url(), headers={"Host": f"{host}:{voila_server.port}"})
    try:
        with _OPENER.open(request, timeout=10) as response:
            got = response.status
    except urllib.error.HTTPError as error:
        got = error.code
    assert got == status
