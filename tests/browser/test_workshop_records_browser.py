"""Each learner their own record in a workshop: `make workshop`'s Voilà with a room store, in
Chromium.

Voilà serves a temp copy of notebooks/ with CHARLESTON_ROOM set to a SQLite file, as
`make workshop` does (every page its own kernel). On lesson 1 a learner gives her name by the
keyboard alone; the page answers with her code; her answer goes to her record. A second page of
the same browser (another kernel) knows her at once, from the code the browser remembers, and
its answer goes to her record too. Another device carries on by typing the code; a taken name
and a wrong code each get one sentence. axe-core finds nothing serious in the card, light and
dark; the machine's own progress file is never written.
Screenshots: test-artifacts/screenshots/workshop-learner-{ask,known}-{light,dark}-{wide,phone}.png
"""

from __future__ import annotations

import io
import os
import re
import shutil
import signal
import subprocess
import sys
import time
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from urllib.parse import parse_qs, urlsplit

import lab
import pytest
from playwright.sync_api import expect

if str(lab.REPO_ROOT) not in sys.path:
    sys.path.insert(0, str(lab.REPO_ROOT))
from charleston_lessons.widgets._join import LINK_VARIABLE  # noqa: E402
from tools.workshop import ROOT as WORKSHOP_ROOT  # noqa: E402
from tools.workshop import announce, from_environment, workshop_environment  # noqa: E402

pytestmark = pytest.mark.browser

_OPENER = urllib.request.build_opener(urllib.request.ProxyHandler({}))
CARD = ".cl-learner"
WIDE, PHONE = {"width": 1280, "height": 900}, {"width": 390, "height": 844}


def printed_link(printed: str, who: str) -> str:
    """The link on the line `make workshop` prints beginning with `who` ("Learners:")."""
    (line,) = [line for line in printed.splitlines() if line.startswith(who)]
    return line.split(None, 1)[1].strip()


class Workshop:
    """Voilà over a temp copy of notebooks/ with a room store, stopped by its PID: the command
    and the two links `make workshop` makes (tools/workshop.py's `from_environment`, on a free
    port), the links read from the lines it prints (`Learners:`, `Instructor:`)."""

    def __init__(self, state: Path) -> None:
        self.root = state / "notebooks"
        shutil.copytree(lab.NOTEBOOKS_DIR, self.root, ignore=shutil.ignore_patterns(".ipynb_checkpoints"))
        self.room = state / "room.db"
        self.progress = state / "progress" / "progress.json"
        env = workshop_environment(dict(os.environ, PYTHONUNBUFFERED="1"))
        for var, sub in {"JUPYTER_CONFIG_DIR": "config", "JUPYTER_RUNTIME_DIR": "runtime", "IPYTHONDIR": "ipython"}.items():
            (state / sub).mkdir(parents=True, exist_ok=True)
            env[var] = str(state / sub)
        env["CHARLESTON_PROGRESS"] = str(self.progress)
        env["CHARLESTON_ROOM"] = str(self.room)  # what tools/workshop.py gives every kernel
        env.pop("JUPYTERHUB_USER", None)
        self.port = lab.free_port()
        command, links = from_environment({"WORKSHOP_PORT": str(self.port)})
        served = str(WORKSHOP_ROOT / "notebooks")
        assert command.count(served) == 1, command
        command = [str(self.root) if part == served else part for part in command]  # the temp copy
        printed = io.StringIO()
        announce(links, printed)
        self.learners_link = printed_link(printed.getvalue(), "Learners:")
        self.instructor_link = printed_link(printed.getvalue(), "Instructor:")
        self.token = parse_qs(urlsplit(self.instructor_link).query)["token"][0]  # the instructor's
        self.learner_token = parse_qs(urlsplit(self.learners_link).query)["token"][0]
        assert self.learner_token != self.token and len(self.learner_token) == 10
        env[LINK_VARIABLE] = self.learners_link  # as tools/workshop.py gives every kernel (the QR code)
        self.log_path = lab.ARTIFACTS_DIR / f"voila-workshop-{os.getpid()}.log"
        self.log_path.parent.mkdir(parents=True, exist_ok=True)
        self.log = open(self.log_path, "wb")  # noqa: SIM115 - closed by stop
        self.proc = subprocess.Popen(command, cwd=self.root, env=env, stdout=self.log, stderr=subprocess.STDOUT,
                                     stdin=subprocess.DEVNULL, start_new_session=True)

        def probe() -> None:
            with _OPENER.open(self.url(""), timeout=2) as response:
                if response.status != 200:
                    raise OSError(f"status {response.status}")

        lab.wait_until_ready(self.proc, "voila", command, probe, self.stop, self.tail, self.log_path, 60)

    def url(self, notebook: str, *, token: str | None = None, **query: str) -> str:
        """A page (the list for ""), with the instructor's token unless `token` is given."""
        params = "&".join(f"{k}={v}" for k, v in {**query, "token": token or self.token}.items())
        path = f"voila/render/{notebook}" if notebook else ""
        return f"http://127.0.0.1:{self.port}/{path}?{params}"

    def learners_url(self, notebook: str, **query: str) -> str:
        """A page with the learners' token, the one on the `Learners:` line."""
        return self.url(notebook, token=self.learner_token, **query)

    def tail(self) -> str:
        self.log.flush()
        return self.log_path.read_text(errors="replace")[-6000:]

    def records(self) -> dict[str, list[str]]:
        """Each learner's answers in the room, by name (exercise ids)."""
        from charleston_lessons.room_store import open_room

        if not self.room.exists():
            return {}
        with open_room(self.room) as room:
            return {name: [a.exercise_id for a in answers] for name, answers in room.room_attempts().items()}

    def stop(self) -> None:
        if self.proc.poll() is None:
            self.proc.send_signal(signal.SIGTERM)
            try:
                self.proc.wait(timeout=15)
            except subprocess.TimeoutExpired:
                os.killpg(self.proc.pid, signal.SIGKILL)
                self.proc.wait(timeout=5)
        self.log.close()


@pytest.fixture(scope="module")
def workshop(chromium_path: str, tmp_path_factory: pytest.TempPathFactory) -> Iterator[Workshop]:
    try:
        served = Workshop(tmp_path_factory.mktemp("workshop"))
    except RuntimeError as error:
        pytest.fail(str(error), pytrace=False)
    yield served
    served.stop()


def _open(page, url: str) -> None:
    """A lesson page, its code run and its widgets drawn (the card among them)."""
    page.goto(url, wait_until="domcontentloaded", timeout=90_000)
    page.locator(CARD).wait_for(timeout=90_000)
    page.wait_for_function("() => document.querySelectorAll('.cl-exercise').length > 0", timeout=90_000)


def _until(check, seconds: float = 20.0) -> None:
    deadline = time.monotonic() + seconds
    while not check():
        assert time.monotonic() < deadline, "waited too long"
        time.sleep(0.1)


def _shots(page, url: str, name: str) -> None:
    """The card, light and dark, wide and phone width: test-artifacts/screenshots/workshop-learner-*."""
    lab.SCREENSHOTS_DIR.mkdir(parents=True, exist_ok=True)
    for theme in ("light", "dark"):
        for width, size in (("wide", WIDE), ("phone", PHONE)):
            page.set_viewport_size(size)
            _open(page, url + (f"&theme={theme}" if theme == "dark" else ""))
            page.wait_for_timeout(300)
            card = page.locator(CARD)
            if name == "known":
                expect(card.locator(".cl-learner-status")).to_contain_text("You are Ada")
            card.screenshot(path=str(lab.SCREENSHOTS_DIR / f"workshop-learner-{name}-{theme}-{width}.png"))
            box = card.bounding_box()
            assert box and box["x"] >= 0 and box["x"] + box["width"] <= size["width"] + 1, (theme, width, box)
            found = lab.run_axe(page, f"workshop-learner-{name}-{theme}-{width}", include=CARD, whole_notebook=False)
            assert lab.serious(found["course"]) == [], lab.serious(found["course"])
    page.set_viewport_size(WIDE)


def _answer_lesson_1(page) -> None:
    """Lesson 1's 9 Crak question, answered rightly."""
    quiz = page.locator(".cl-exercise", has_text="short code for the tile called 9 Crak").first
    quiz.scroll_into_view_if_needed()
    quiz.get_by_role("radio", name="9C", exact=True).click()
    quiz.get_by_role("button", name="Check").click()
    quiz.locator(".cl-feedback", has_text="Correct").wait_for(timeout=60_000)


def test_a_learner_gives_her_name_once_and_every_page_records_to_her(browser, workshop, axe):
    from charleston_lessons.lessons import lesson

    first, second = lesson(1).notebook, lesson(2).notebook
    device = browser.new_context(viewport=WIDE)
    errors: list[str] = []
    try:
        page = device.new_page()
        page.on("pageerror", lambda error: errors.append(str(error)))
        _open(page, workshop.url(first))
        card = page.locator(CARD)
        assert card.get_by_role("heading", name="Who you are").is_visible()
        _shots(page, workshop.url(first), "ask")
        _open(page, workshop.url(first))

        # Keyboard only: Tab to "Your name" (the card is the page's first control), type, Enter.
        name = card.get_by_label("Your name")
        page.locator("body").focus()
        for _ in range(30):
            page.keyboard.press("Tab")
            if name.evaluate("(el) => el === document.activeElement"):
                break
        assert name.evaluate("(el) => el === document.activeElement"), "Tab never reached the name"
        ring = name.evaluate("(el) => getComputedStyle(el).outlineWidth")
        assert ring == "3px", ring  # a visible focus ring
        page.keyboard.type("Ada")
        page.keyboard.press("Enter")
        status = card.locator(".cl-learner-status")
        expect(status).to_contain_text("You are Ada. Your code is", timeout=30_000)
        assert status.get_attribute("role") == "status"  # announced
        said = status.inner_text()
        code = re.search(r"Your code is ([2-9A-Z]{3}-[2-9A-Z]{3})", said).group(1)
        assert card.get_by_label("Your name").is_hidden()  # the form gives way to the answer
        assert status.evaluate("(el) => el === document.activeElement")  # and the focus follows
        page.keyboard.press("Tab")
        leave = card.get_by_role("button", name="Not Ada?")
        assert leave.evaluate("(el) => el === document.activeElement")
        _answer_lesson_1(page)
        _until(lambda: workshop.records().get("Ada") == ["start-here/code-9-crak"])

        # Another page of the workshop (its own kernel) knows her from what the browser remembers.
        other = device.new_page()
        other.on("pageerror", lambda error: errors.append(str(error)))
        _open(other, workshop.url(second))
        expect(other.locator(CARD).locator(".cl-learner-status")).to_contain_text(f"You are Ada. Your code is {code}",
                                                                                  timeout=30_000)
        assert other.locator(CARD).get_by_label("Your name").is_hidden()
        quiz = other.locator(".cl-exercise", has_text="largest number of passes").first
        quiz.scroll_into_view_if_needed()
        if quiz.get_by_role("textbox").count():
            quiz.get_by_role("textbox").first.fill("7")
        else:
            quiz.get_by_role("radio", name="7", exact=True).click()
        quiz.get_by_role("button", name="Check").click()
        quiz.locator(".cl-feedback", has_text="Correct").wait_for(timeout=60_000)
        _until(lambda: len(workshop.records().get("Ada", [])) == 2)
        _shots(other, workshop.url(second), "known")
    finally:
        device.close()

    # Another device: the code carries on; a taken name and a wrong code get one sentence each.
    phone = browser.new_context(viewport=PHONE)
    try:
        page = phone.new_page()
        _open(page, workshop.url(first))
        card = page.locator(CARD)
        status = card.locator(".cl-learner-status")
        card.get_by_label("Your name").fill("ADA")
        card.get_by_role("button", name="Start").click()
        expect(status).to_contain_text("already has the name", timeout=30_000)
        assert card.get_by_label("Your name").get_attribute("aria-invalid") == "true"
        own = card.get_by_label("Your code")
        expect(own).to_be_hidden()  # the learner's own code waits under "Coming back on another device?"
        card.locator("summary", has_text="Coming back on another device?").click()
        own.fill("ZZZ-ZZZ")
        own.press("Enter")
        expect(status).to_contain_text("No one in this room has the code ZZZZZZ", timeout=30_000)
        own.fill(code.lower())
        card.get_by_role("button", name="Carry on").click()
        expect(status).to_contain_text(f"You are Ada. Your code is {code}", timeout=30_000)
        _answer_lesson_1(page)
        _until(lambda: len(workshop.records().get("Ada", [])) == 3)
    finally:
        phone.close()
    assert list(workshop.records()) == ["Ada"]  # nobody else was made
    assert not workshop.progress.exists()  # the machine's own progress file was never written
    assert errors == []
