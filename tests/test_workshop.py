"""tools/workshop.py: the command `make workshop` runs, and what its settings allow."""

from __future__ import annotations

import ast
import html
import json
import os
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from charleston_lessons.lessons import PRACTICE_NOTEBOOK, all_lessons, workshop_list_text  # noqa: E402
from charleston_lessons.rulebook import REFERENCE_NOTEBOOK  # noqa: E402
from tools.workshop import (  # noqa: E402
    TEMPLATE, TEMPLATES, first_heading, from_environment, page_titles, voila_command, workshop_environment,
)


def _all_settings(command: list[str]) -> dict:
    (arg,) = [a for a in command if a.startswith("--Voila.tornado_settings=")]
    return ast.literal_eval(arg.split("=", 1)[1])


def _settings(command: list[str]) -> dict:
    """The Host settings alone (the list's words are checked below)."""
    return {k: v for k, v in _all_settings(command).items() if k != "jinja_template_vars"}


def test_by_default_only_loopback_and_localhost_may_be_the_host():
    command, links = from_environment({})
    assert "--Voila.ip=127.0.0.1" in command and "--port=8866" in command and "--theme=light" in command
    assert _settings(command) == {"allow_remote_access": False, "local_hostnames": ["localhost"]}
    token = [a for a in command if a.startswith("--token=")][0].split("=", 1)[1]
    assert links.instructor == f"http://127.0.0.1:8866/?token={token}" and len(token) == 48
    learner = [a for a in command if a.startswith("--WorkshopIdentityProvider.learner_token=")][0].split("=", 1)[1]
    assert links.learners == f"http://127.0.0.1:8866/?token={learner}" and len(learner) == 10 != len(token)


def test_a_room_widens_the_list_by_name_or_accepts_any_host_knowingly():
    command, links = from_environment({"WORKSHOP_IP": "0.0.0.0", "WORKSHOP_HOSTS": "localhost teacher.local",
                                       "WORKSHOP_PORT": "8870", "WORKSHOP_THEME": "dark"})
    assert _settings(command) == {"allow_remote_access": False, "local_hostnames": ["localhost", "teacher.local"]}
    assert "--Voila.ip=0.0.0.0" in command and "--theme=dark" in command
    assert links.learners.startswith("http://teacher.local:8870/?token=")  # the name the room types
    remote, _ = from_environment({"WORKSHOP_REMOTE": "1"})
    assert _settings(remote)["allow_remote_access"] is True
    assert _settings(from_environment({"WORKSHOP_REMOTE": "0"})[0])["allow_remote_access"] is False


def test_the_makefile_runs_this_script():
    makefile = (ROOT / "Makefile").read_text()
    assert "tools/workshop.py" in makefile and "voila notebooks" not in makefile
    assert voila_command("nb", port=1, token="t")[:4][1:] == ["-m", "voila", "nb"]


# ------------------------------------------------ the course's Voila template and its list


def test_the_command_uses_the_course_template_which_the_environment_lets_voila_find():
    command = voila_command(ROOT / "notebooks", port=1, token="t")
    assert f"--template={TEMPLATE}" in command
    template = TEMPLATES / "voila" / "templates" / TEMPLATE
    assert json.loads((template / "conf.json").read_text()) == {"base_template": "lab"}
    assert {"index.html.j2", "tree.html", "page.html"} <= {p.name for p in template.iterdir()}
    env = workshop_environment({"JUPYTER_PATH": "/elsewhere", "HOME": "/h"})
    assert env["JUPYTER_PATH"].split(os.pathsep) == [str(TEMPLATES), "/elsewhere"] and env["HOME"] == "/h"
    assert workshop_environment({})["JUPYTER_PATH"] == str(TEMPLATES)


def test_no_template_of_the_course_names_another_host():
    for path in (TEMPLATES / "voila" / "templates" / TEMPLATE).iterdir():
        text = path.read_text()
        outside = [line for line in text.splitlines() if "https://" in line or "http://" in line]
        # The only URLs are the two CDN links the page template removes from Voila's own.
        assert all("cdn.jsdelivr.net" in line and "set fa_" in line for line in outside), (path.name, outside)


def test_the_list_shows_every_lesson_by_its_title_then_the_reference_and_the_kit():
    command = voila_command(ROOT / "notebooks", port=1, token="t")
    words = _all_settings(command)["jinja_template_vars"]["course_list"]
    title, intro, folders = workshop_list_text()
    assert (words["title"], words["intro"]) == (title, intro)
    titles = words["titles"]
    lessons = [(d.notebook, f"Lesson {d.number}: {d.title}") for d in all_lessons()]
    assert [(k, v) for k, v in titles.items() if k in dict(lessons)] == lessons
    assert titles[REFERENCE_NOTEBOOK] == "Rules reference" and titles["instructor"] == folders["instructor"]
    kit = sorted((ROOT / "notebooks" / "instructor").glob("*.ipynb"))
    assert kit and all(titles[f"instructor/{p.name}"] == first_heading(p) for p in kit)
    # The server-rendered list keeps the files' own order, which is the lessons' order.
    assert sorted(dict(lessons)) == [notebook for notebook, _ in lessons]
    # Practice follows the lessons (its file sorts after them) and comes before the reference,
    # in both languages, as the list's opening line says.
    assert titles[PRACTICE_NOTEBOOK] == "Practice" and titles[f"ms/{PRACTICE_NOTEBOOK}"] == "Latihan"
    assert sorted([*dict(lessons), PRACTICE_NOTEBOOK, REFERENCE_NOTEBOOK])[-2:] == [PRACTICE_NOTEBOOK,
                                                                                   REFERENCE_NOTEBOOK]
    assert "Practice, the rules reference" in intro


def test_a_notebook_without_a_heading_keeps_its_file_name(tmp_path):
    def write(name: str, *cells: dict) -> None:
        (tmp_path / name).write_text(json.dumps({"cells": list(cells)}))

    write("plain.ipynb", {"cell_type": "code", "source": "1"})
    write("titled.ipynb", {"cell_type": "markdown", "source": ["Intro\n", "# A title\n"]})
    (tmp_path / "broken.ipynb").write_text("{not json")
    assert page_titles(tmp_path) == {"titled.ipynb": "A title"}
    assert page_titles(tmp_path / "missing") == {}


def test_the_list_shows_the_malay_course_and_kit_labelled_in_malay():
    titles = page_titles(ROOT / "notebooks")
    _title, _intro, folders = workshop_list_text()
    assert titles["ms"] == folders["ms"] and titles["ms"].startswith("Bahasa Melayu")
    assert titles["ms/instructor"] == folders["ms/instructor"] != folders["instructor"]
    malay = [(f"ms/{d.notebook}", titles.get(f"ms/{d.notebook}", "")) for d in all_lessons()]
    assert all(title.startswith(f"Pelajaran {n}: ") for n, (_, title) in enumerate(malay, 1)), malay


def test_the_list_offers_both_routes_the_express_lesson_first():
    """The Charleston on one page (the express lesson) heads the list, before lesson 1 and the
    full course, and the list's opening line names both routes, in each language."""
    from charleston_lessons.lessons import EXPRESS_NOTEBOOK
    from charleston_lessons.messages import speaking

    titles = page_titles(ROOT / "notebooks")
    top = [path for path in titles if path.endswith(".ipynb") and "/" not in path]
    assert top[0] == EXPRESS_NOTEBOOK and top[1] == all_lessons()[0].notebook
    assert titles[EXPRESS_NOTEBOOK] == "The Charleston on one page"
    assert titles[f"ms/{EXPRESS_NOTEBOOK}"] == "Charleston dalam satu halaman"
    for code, words in (("en", ("one page", "full course")), ("ms", ("satu halaman", "kursus penuh"))):
        with speaking(code):
            _title, intro, _folders = workshop_list_text()
        assert all(word in intro for word in words), intro


# ------------------------------------------------ the room store every learner's record goes to


def test_every_kernel_gets_a_room_store_the_workshops_own_file_by_default(tmp_path, monkeypatch):
    from tools.workshop import ROOM_FILE, default_room, room_setting

    monkeypatch.setenv("JUPYTER_DATA_DIR", str(tmp_path / "data"))
    assert default_room() == tmp_path / "data" / "charleston-lessons" / ROOM_FILE
    assert room_setting({}) == str(default_room())  # outside the repository: make clean keeps it
    assert ROOT not in default_room().parents
    # An instructor's own choice: a PostgreSQL URL as given, a path made absolute (each kernel
    # runs in its notebook's folder), or none at all.
    url = "postgresql://teacher:pw@db.example/room"
    assert room_setting({"WORKSHOP_ROOM": f"  {url} "}) == url
    assert room_setting({"WORKSHOP_ROOM": "sqlite:////srv/room.db"}) == "sqlite:////srv/room.db"
    assert room_setting({"WORKSHOP_ROOM": "rooms/today.db"}, here=tmp_path) == str(tmp_path / "rooms" / "today.db")
    assert room_setting({"WORKSHOP_ROOM": "/srv/room.db"}) == "/srv/room.db"
    for off in ("off", "OFF", "none"):
        assert room_setting({"WORKSHOP_ROOM": off}) is None


def test_the_room_store_is_opened_once_at_start_and_a_wrong_one_stops_with_a_sentence(tmp_path):
    import pytest

    from charleston_lessons.room_store import open_room
    from tools.workshop import open_room_or_say

    path = tmp_path / "new-folder" / "room.db"
    assert open_room_or_say(str(path)) == str(path)  # its folder and tables made
    with open_room(path) as room:
        assert room.learners() == []
    (tmp_path / "notes.db").write_text("my notes")
    with pytest.raises(SystemExit, match="something other than a room store"):
        open_room_or_say(str(tmp_path / "notes.db"))
    (tmp_path / "notes.txt").write_text("my notes")
    with pytest.raises(SystemExit, match="not a room store's file"):
        open_room_or_say(str(tmp_path / "notes.txt"))
    with pytest.raises(SystemExit, match="is not a room store") as caught:
        open_room_or_say("mysql://teacher:s3cret@db.example/room")
    assert "s3cret" not in str(caught.value)


def test_a_room_file_or_folder_that_cannot_be_written_stops_the_workshop_at_start(tmp_path):
    """Not at every answer later ("try again in a moment"): the start check writes once."""
    import pytest
    from unwritable import unwritable

    from charleston_lessons.room_store import open_room
    from tools.workshop import open_room_or_say

    folder = tmp_path / "rooms"
    path = folder / "room.db"
    assert open_room_or_say(str(path)) == str(path)
    with open_room(path) as room:
        room.join("Ada")
    with unwritable(path):
        with pytest.raises(SystemExit) as caught:
            open_room_or_say(str(path))
        assert "cannot be written" in str(caught.value) and str(path) in str(caught.value)
        assert "try again in a moment" not in str(caught.value)
    assert open_room_or_say(str(path)) == str(path)  # writable again: the workshop starts
    closed = tmp_path / "closed" / "room.db"  # a room closed cleanly: no WAL files beside it
    open_room_or_say(str(closed))
    with unwritable(closed.parent):
        for target in (closed, closed.parent / "other.db", closed.parent / "new" / "room.db"):
            with pytest.raises(SystemExit) as caught:
                open_room_or_say(str(target))
            assert "cannot be written" in str(caught.value) or "no folder" in str(caught.value), str(caught.value)
            assert "database is running" not in str(caught.value)


def test_the_makefile_passes_the_room_setting_through():
    makefile = (ROOT / "Makefile").read_text()
    assert 'WORKSHOP_ROOM="$(WORKSHOP_ROOM)"' in makefile and "WORKSHOP_ROOM ?=" in makefile


# ------------------------------------------------ no set-up notes on the Voila instructor pages

SETUP_TAG = "workshop-setup"


def _voila_page(notebook: Path, monkeypatch) -> str:
    """The page Voila makes of `notebook` with the course's template, its outputs cleared (so
    only what the notebook's own cells say is there): the template's own rendering, no kernel."""
    import asyncio

    import nbformat
    from voila.exporter import VoilaExporter
    from voila.paths import collect_template_paths

    monkeypatch.setenv("JUPYTER_PATH", str(TEMPLATES))
    nb = nbformat.read(notebook, as_version=4)
    for cell in nb.cells:
        if cell.cell_type == "code":
            cell.outputs = []
    exporter = VoilaExporter(template_paths=collect_template_paths(["voila", "nbconvert"], TEMPLATE),
                             template_name=TEMPLATE, theme="light", base_url="/")

    async def cells(book, _kernel):
        for cell in book.cells:
            yield cell

    async def render() -> str:
        context = {"frontend": "voila", "main_js": "voila.js", "kernel_start": lambda _nb: "kernel",
                   "cell_generator": cells, "notebook_execute": lambda *_: None, "progressive_rendering": False}
        resources = {"base_url": "/", "theme": "light", "template": TEMPLATE, "metadata": {"name": notebook.stem},
                     "page_config": {}}
        return "".join([part async for part, _ in exporter.generate_from_notebook_node(
            nb, resources=resources, extra_context=context, page_config={})])

    # In a thread of its own: the browser tests' Playwright may leave a loop running here.
    import concurrent.futures

    with concurrent.futures.ThreadPoolExecutor(1) as pool:
        return pool.submit(asyncio.run, render()).result()


@pytest.mark.parametrize("name", ["tables", "room_live"])
@pytest.mark.parametrize("folder", ["instructor", "ms/instructor"])
def test_the_voila_instructor_pages_show_no_set_up_notes_which_jupyterlab_keeps(name, folder, monkeypatch):
    # Issue 34: the workshop's instructor pages showed "What you need: `make workshop` with
    # `CHARLESTON_ROOM`..." to an instructor already in the workshop.
    import nbformat

    notebook = ROOT / "notebooks" / folder / f"{name}.ipynb"
    nb = nbformat.read(notebook, as_version=4)
    tagged = [cell for cell in nb.cells if SETUP_TAG in cell.metadata.get("tags", [])]
    assert tagged and all(cell.cell_type == "markdown" for cell in tagged)  # no code is ever skipped
    assert all("make workshop" not in cell.source for cell in nb.cells if cell not in tagged)
    page = _voila_page(notebook, monkeypatch)
    assert "make workshop" not in page and "CHARLESTON_ROOM" not in page
    assert "What you need" not in page and "Apa yang anda perlukan" not in page
    heading = nb.cells[0].source.splitlines()[0].lstrip("# ")
    assert html.escape(heading) in page or heading in page  # the rest of the page is there


def test_only_markdown_cells_carry_the_set_up_tag_in_every_notebook():
    import nbformat

    for notebook in (ROOT / "notebooks").rglob("*.ipynb"):
        for cell in nbformat.read(notebook, as_version=4).cells:
            if SETUP_TAG in cell.metadata.get("tags", []):
                assert cell.cell_type == "markdown", notebook


# ------------------------------------------------ two links, printed once the server answers


def test_opened_to_the_room_the_links_name_this_machines_address_on_its_network():
    from tools.workshop import room_address

    command, links = from_environment({"WORKSHOP_IP": "0.0.0.0", "WORKSHOP_PORT": "8870"},
                                      address=lambda: "192.168.1.20")
    assert links.learners.startswith("http://192.168.1.20:8870/?token=") and "127.0.0.1" not in links.instructor
    # A phone types an IP address, which Jupyter Server's Host check lets through only with any
    # Host accepted; the tokens keep the pages to those with a link.
    assert _settings(command)["allow_remote_access"] is True
    given, links = from_environment({"WORKSHOP_IP": "10.0.0.5"})
    assert links.learners.startswith("http://10.0.0.5:8866/") and _settings(given)["allow_remote_access"] is True
    # Read out in a room: the learners' link is short.
    assert len(links.learners) <= len("http://10.0.0.5:8866/?token=") + 10
    address = room_address()
    assert address.count(".") == 3 and address != "0.0.0.0"
    assert room_address(probe="not an address") == "127.0.0.1"


def _fake_server(port: int, delay: float) -> list[str]:
    """A command that listens on `port` after `delay` seconds and answers every request."""
    code = (
        "import http.server, time\ntime.sleep(%r)\n"
        "server = http.server.HTTPServer(('127.0.0.1', %d), http.server.SimpleHTTPRequestHandler)\n"
        "server.timeout = 0.2\nend = time.monotonic() + 3\n"
        "while time.monotonic() < end:\n    server.handle_request()\n"
        % (delay, port)
    )
    return [sys.executable, "-c", code, "--Voila.ip=127.0.0.1", f"--port={port}"]


def test_the_two_links_are_printed_only_once_the_server_answers():
    import socket
    import threading

    from tools.workshop import Links, serve

    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    links = Links(f"http://127.0.0.1:{port}/?token=ABCDEFGH23", f"http://127.0.0.1:{port}/?token={'t' * 48}")

    class Watching:
        """A terminal that checks, as each line is written, whether the server listens."""

        def __init__(self) -> None:
            self.lines: list[tuple[str, bool]] = []

        def write(self, text: str) -> None:
            for line in text.splitlines():
                if line.strip():
                    try:
                        socket.create_connection(("127.0.0.1", port), timeout=1).close()
                        listening = True
                    except OSError:
                        listening = False
                    self.lines.append((line, listening))

        def flush(self) -> None:
            pass

    out = Watching()
    command = _fake_server(port, 1.5)
    result: list[int] = []
    runner = threading.Thread(target=lambda: result.append(serve(command, os.environ, links, out=out, limit=30,
                                                                    extra=lambda o: o.write("THE QR CODE\n"))))
    runner.start()
    runner.join(timeout=40)
    printed = [line for line, _ in out.lines]
    assert printed[0].startswith("Learners:") and printed[1].startswith("Instructor:"), printed
    assert printed[0].split()[-1] == links.learners and printed[1].split()[-1] == links.instructor
    assert all(listening for _line, listening in out.lines[:2]), out.lines
    assert printed.index("THE QR CODE") > 1  # the terminal's QR code follows the links

