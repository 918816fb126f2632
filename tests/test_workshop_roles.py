"""The workshop's two roles (tools/workshop_roles.py) on a real Voilà server: the learners' link
opens the lessons, practice and the table seat and nothing under instructor/ (403 and one
sentence); the instructor's opens everything, kernels included."""

from __future__ import annotations

import os
import re
import secrets
import signal
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from charleston_lessons.messages import say, speaking  # noqa: E402
from tools.workshop import voila_command, workshop_environment  # noqa: E402
from tools.workshop_roles import (  # noqa: E402
    LEARNER_ALPHABET, LEARNER_TOKEN_LENGTH, instructor_only, new_learner_token,
)

NOTEBOOKS = ROOT / "notebooks"
_OPENER = urllib.request.build_opener(urllib.request.ProxyHandler({}))
KIT = sorted(p.relative_to(NOTEBOOKS).as_posix() for p in NOTEBOOKS.rglob("*.ipynb")
             if "instructor" in p.relative_to(NOTEBOOKS).parts and ".ipynb_checkpoints" not in p.parts)
LEARNERS_PAGES = ["01_start_here.ipynb", "practice.ipynb", "table_for_four.ipynb", "ms/practice.ipynb"]


def test_a_learner_token_is_short_and_has_no_look_alike_characters():
    tokens = {new_learner_token() for _ in range(200)}
    assert len(tokens) == 200 and all(len(t) == LEARNER_TOKEN_LENGTH == 10 for t in tokens)
    assert all(set(t) <= set(LEARNER_ALPHABET) for t in tokens)
    assert not set("01OIL") & set(LEARNER_ALPHABET)


def test_instructor_only_paths():
    for path in ("/voila/render/instructor/answer_key.ipynb", "/voila/tree/instructor", "/voila/render/ms/instructor/x.ipynb",
                 "/voila/render/Instructor/tables.ipynb", "/voila/render/%69nstructor/tables.ipynb",
                 "/voila/api/contents/instructor", "/voila/files/instructor/sample_room/a.json", "instructor"):
        assert instructor_only(path), path
    for path in ("/", "/voila/render/practice.ipynb", "/voila/tree/ms", "/voila/render/table_for_four.ipynb", "", "."):
        assert not instructor_only(path), path


def test_the_kit_is_found_in_both_languages():
    assert "instructor/answer_key.ipynb" in KIT and "ms/instructor/answer_key.ipynb" in KIT and len(KIT) >= 10


class Server:
    """One Voilà over notebooks/ with both roles, stopped by its pid."""

    def __init__(self, state: Path) -> None:
        with socket.socket() as probe:
            probe.bind(("127.0.0.1", 0))
            self.port = probe.getsockname()[1]
        self.instructor, self.learner = secrets.token_hex(24), new_learner_token()
        env = workshop_environment(dict(os.environ, PYTHONUNBUFFERED="1"))
        for var, sub in {"JUPYTER_CONFIG_DIR": "config", "JUPYTER_RUNTIME_DIR": "runtime", "IPYTHONDIR": "ipython"}.items():
            (state / sub).mkdir(parents=True, exist_ok=True)
            env[var] = str(state / sub)
        env["CHARLESTON_PROGRESS"] = str(state / "progress.json")
        env.pop("CHARLESTON_ROOM", None)
        self.learners_link = f"http://127.0.0.1:{self.port}/?token={self.learner}"
        env["CHARLESTON_LEARNERS_LINK"] = self.learners_link  # as tools/workshop.py gives every kernel
        self.log_path = state / "voila.log"
        self.log = open(self.log_path, "wb")  # noqa: SIM115 - closed by stop
        command = voila_command(NOTEBOOKS, port=self.port, token=self.instructor, learner_token=self.learner)
        self.proc = subprocess.Popen(command, cwd=state, env=env, stdout=self.log, stderr=subprocess.STDOUT,
                                     stdin=subprocess.DEVNULL, start_new_session=True)
        deadline = time.monotonic() + 90
        while time.monotonic() < deadline:
            if self.proc.poll() is not None:
                raise RuntimeError(f"voila stopped: {self.log_path.read_text(errors='replace')[-3000:]}")
            try:
                if self.get("", self.instructor)[0] == 200:
                    return
            except OSError:
                time.sleep(0.3)
        self.stop()
        raise RuntimeError("voila did not answer in 90 s")

    def get(self, path: str, token: str) -> tuple[int, str]:
        url = f"http://127.0.0.1:{self.port}/{path}?token={token}"
        try:
            with _OPENER.open(url, timeout=180) as response:
                return response.status, response.read().decode("utf-8", "replace")
        except urllib.error.HTTPError as error:
            return error.code, error.read().decode("utf-8", "replace")

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
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    served = Server(tmp_path_factory.mktemp("roles"))
    yield served
    served.stop()


def _sentence(language: str) -> str:
    with speaking(language):
        return say("workshop.instructor_only")


def test_the_learners_link_opens_nothing_under_instructor(server: Server):
    assert _sentence("en") != _sentence("ms")
    for path in ["voila/tree/instructor", "voila/tree/ms/instructor", "voila/api/contents/instructor", *[f"voila/render/{n}" for n in KIT]]:
        status, body = server.get(path, server.learner)
        assert status == 403, (path, status)
        sentence = _sentence("ms" if path.startswith(("voila/render/ms/", "voila/tree/ms/")) else "en")
        assert sentence.replace("'", "&#39;") in body or sentence in body, (path, body[-600:])
    # Nor can a learner reach the kit through another spelling of the folder.
    assert server.get("voila/render/%69nstructor/answer_key.ipynb", server.learner)[0] == 403


def test_the_learners_link_opens_the_list_lessons_practice_and_the_seat(server: Server):
    status, listing = server.get("", server.learner)
    assert status == 200 and "practice.ipynb" in listing
    for notebook in LEARNERS_PAGES:
        status, page = server.get(f"voila/render/{notebook}", server.learner)
        assert status == 200, notebook
        # The kernel of a learner's own page answers the learner (the authorizer's kernel check).
        for kernel in re.findall(r'"kernelId": "([0-9a-f-]{36})"', page)[:1]:
            assert server.get(f"api/kernels/{kernel}", server.learner)[0] == 200, notebook


def test_the_instructors_link_opens_everything_and_a_learner_cannot_reach_its_kernels(server: Server):
    kernels = []
    for notebook in KIT:
        status, page = server.get(f"voila/render/{notebook}", server.instructor)
        assert status == 200, notebook
        kernels += re.findall(r'"kernelId": "([0-9a-f-]{36})"', page)
    assert server.get("voila/tree/instructor", server.instructor)[0] == 200
    assert server.get("voila/render/practice.ipynb", server.instructor)[0] == 200
    assert kernels, "no kernel id found in the instructor's pages"
    kernel = kernels[-1]
    assert server.get(f"api/kernels/{kernel}", server.instructor)[0] == 200
    assert server.get(f"api/kernels/{kernel}", server.learner)[0] == 403


def test_a_wrong_token_opens_nothing(server: Server):
    # A page sends it to the login form (followed here), which asks for a token.
    status, page = server.get("voila/render/instructor/answer_key.ipynb", "WRONG23456")
    assert status == 200 and 'name="password"' in page and "kernelId" not in page
    assert server.get("voila/api/contents/instructor", "WRONG23456")[0] == 403


# ------------------------------------------------ the learners' link as a QR code


def _decode(png: bytes, tmp_path: Path) -> str:
    """What Debian's zbarimg reads in a PNG image."""
    import shutil

    zbarimg = shutil.which("zbarimg")
    if zbarimg is None:
        if os.environ.get("CI") == "true":
            pytest.fail("zbarimg is missing: apt-get install zbar-tools (.ci/run does)")
        pytest.skip("zbarimg is missing: apt-get install zbar-tools")
    path = tmp_path / "code.png"
    path.write_bytes(png)
    done = subprocess.run([zbarimg, "--quiet", "--raw", str(path)], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    return done.stdout.strip()


def _png_in(page: str) -> bytes:
    import base64
    import html

    # On a Voila page the output is JSON in a script (with <, > and " escaped), in a notebook plain HTML.
    (uri,) = re.findall(r'cl-join.*?data:image/png;base64,([A-Za-z0-9+/=]+)', html.unescape(page), re.S)
    return base64.b64decode(uri)


def test_the_qr_code_on_the_instructors_tables_page_reads_as_the_learners_link(server: Server, tmp_path: Path):
    for notebook in ("instructor/tables.ipynb", "ms/instructor/tables.ipynb"):
        status, page = server.get(f"voila/render/{notebook}", server.instructor)
        assert status == 200
        assert _decode(_png_in(page), tmp_path) == server.learners_link
        assert server.learners_link in page  # and in words beneath, to type
    with speaking("ms"):
        assert say("workshop.qr_label", link="L") != "To join, scan this code or type L"


def test_the_qr_code_reads_as_any_link_and_shows_nothing_without_one(tmp_path: Path, monkeypatch):
    from charleston_lessons.widgets._join import join_code_html, learners_link, show_join_code

    link = "http://192.168.1.20:8866/?token=" + new_learner_token()
    assert _decode(_png_in(join_code_html(link)), tmp_path) == link
    monkeypatch.delenv("CHARLESTON_LEARNERS_LINK", raising=False)
    assert learners_link() is None and show_join_code() is None


def test_the_terminal_shows_the_code_after_the_two_links():
    import io

    from charleston_lessons.widgets._join import terminal_code

    out = io.StringIO()
    terminal_code("http://10.0.0.5:8866/?token=ABCDEFGH23", out)
    lines = out.getvalue().splitlines()
    assert len(lines) > 12 and set("".join(lines[:-1])) <= set("█▀▄ ") and lines[-1].endswith("ABCDEFGH23")
    # Only the link's own line begins "Learners:", so `grep ^Learners:` finds one link.
    assert not any(line.startswith(("Learners:", "Instructor:")) for line in lines)
