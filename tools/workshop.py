"""`make workshop`: the course as apps with their code hidden, served by Voilà.

    python tools/workshop.py            # what `make workshop` runs

Settings, from the environment (the Makefile passes its variables through):
- WORKSHOP_PORT (8866) and WORKSHOP_THEME (light or dark).
- WORKSHOP_IP (127.0.0.1): the address to listen on. Keep it for a projector; a room on the
  same network needs 0.0.0.0 (or the laptop's address). The learners' link then names this
  machine's address on the room's network (the interface with the default route).
- WORKSHOP_HOSTS ("localhost"): the host names, besides loopback addresses, that a request may
  carry in its Host header. Anything else is refused with 403, as JupyterLab refuses it, so a
  web page the instructor visits cannot reach the server by DNS rebinding. Add the name the
  room types, for example WORKSHOP_HOSTS="localhost teacher-laptop.local": the links then name
  it and the Host check stays on.
- WORKSHOP_REMOTE=1: accept any Host header. A room that types an IP address needs it (Jupyter
  Server lets an IP address through its Host check only if it is loopback), so opened to the
  room without a host name it is on anyway. The two tokens are then the protection: they keep
  out anyone who does not have a link, but not a page that someone with a link is tricked
  into loading.
- WORKSHOP_ROOM: the room store where every learner's answers go, each to their own record
  (`charleston_lessons.room_record`): a SQLite file's path or sqlite:/// URL, or a PostgreSQL
  URL (postgresql://user:password@host/dbname). By default a SQLite file in the course's folder
  of the Jupyter data directory (`jupyter --data-dir`/charleston-lessons/workshop-room.db), which
  `make clean` leaves alone, so a room's records outlive the server. "off": no room store
  (answers go to the progress file of whoever runs the server, as on a projector alone).
  Every kernel gets it as CHARLESTON_ROOM; it is opened and written to once at start, so a
  wrong setting or a read-only file or folder stops here with a sentence instead of in every
  learner's page.

Two links, two roles (tools/workshop_roles.py, Jupyter Server's own IdentityProvider and
Authorizer): the learners' link carries a short token (10 characters, none that look alike, to
read out or scan from the QR code) and opens the lessons, practice and the table for four, and
nothing under instructor/ (403, one sentence); the instructor's carries a long one and opens
everything. Both are fresh every start and printed only once the server answers. A short token
is enough for learners because Voila runs no code sent from a page (its kernels accept widget
messages only).

Pages use the course's own Voila template, `charleston` (in share/jupyter/voila/templates/,
found through JUPYTER_PATH): Voila's lab template without the public CDN it links Font Awesome
from, so no page asks any host but the server for anything, and a list of the notebooks by
their titles, lessons in order (then practice and the rules reference), instead of file names.
"""

from __future__ import annotations

import json
import os
import secrets
import signal
import socket
import subprocess
import sys
import threading
import time
import urllib.error
import urllib.request
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import NamedTuple, TextIO

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from charleston_lessons.lessons import workshop_list_text  # noqa: E402
from charleston_lessons.widgets._join import LINK_VARIABLE, terminal_code  # noqa: E402
from tools.workshop_roles import new_learner_token  # noqa: E402

# A Jupyter data directory holding voila/templates/charleston: put first on JUPYTER_PATH.
TEMPLATES = ROOT / "share" / "jupyter"
TEMPLATE = "charleston"
# The module Voila imports the two roles from (the repository is on the server's PYTHONPATH).
ROLES = "tools.workshop_roles"


def first_heading(notebook: Path) -> str | None:
    """The text of a notebook's first level-1 Markdown heading ("Lesson 5: Blind passes")."""
    try:
        cells = json.loads(notebook.read_text(encoding="utf-8")).get("cells", [])
    except (OSError, ValueError, AttributeError):
        return None
    for cell in cells:
        if cell.get("cell_type") == "markdown":
            source = cell.get("source", "")
            for line in ("".join(source) if isinstance(source, list) else str(source)).splitlines():
                if line.startswith("# "):
                    return line[2:].strip()
    return None


def page_titles(notebooks: Path | str) -> dict[str, str]:
    """What the workshop list shows for each notebook and folder under `notebooks`, by path.

    A notebook shows its first heading, which a lesson writes from its data; a known folder
    (instructor/) its label. Empty if `notebooks` is not a folder.
    """
    root = Path(notebooks)
    if not root.is_dir():
        return {}
    _title, _intro, folders = workshop_list_text()
    titles = {name: label for name, label in folders.items() if (root / name).is_dir()}
    for path in sorted(root.rglob("*.ipynb")):
        relative = path.relative_to(root)
        if any(part.startswith(".") for part in relative.parts):
            continue
        heading = first_heading(path)
        if heading:
            titles[relative.as_posix()] = heading
    return titles


def workshop_environment(env: Mapping[str, str]) -> dict[str, str]:
    """`env` with the course's template directory first on JUPYTER_PATH, where Voila looks, and
    the repository on PYTHONPATH, where Voila finds the roles (tools/workshop_roles.py)."""
    paths = [str(TEMPLATES), *[p for p in env.get("JUPYTER_PATH", "").split(os.pathsep) if p]]
    python = [str(ROOT), *[p for p in env.get("PYTHONPATH", "").split(os.pathsep) if p and p != str(ROOT)]]
    return {**env, "JUPYTER_PATH": os.pathsep.join(paths), "PYTHONPATH": os.pathsep.join(python)}


def voila_command(
    notebooks: Path | str,
    *,
    port: int,
    token: str,
    learner_token: str = "",
    ip: str = "127.0.0.1",
    hosts: Sequence[str] = ("localhost",),
    remote: bool = False,
    theme: str = "light",
    python: str = sys.executable,
) -> list[str]:
    """The Voilà command line: tree mode, the course's template, no outside browser, and the
    Host allow-list, and the two roles (tools/workshop_roles.py): `token` is the instructor's,
    which opens everything, `learner_token` the learners', which opens nothing under instructor/
    (empty: no learners' link). Run it with `workshop_environment`, which lets Voila find the
    template and the roles."""
    title, intro, _folders = workshop_list_text()
    settings = {
        "allow_remote_access": bool(remote),
        "local_hostnames": [h for h in hosts if h],
        # What the list (share/jupyter/voila/templates/charleston/tree.html) shows.
        "jinja_template_vars": {
            "course_list": {"title": title, "intro": intro, "titles": page_titles(notebooks)},
        },
    }
    return [
        python, "-m", "voila", str(notebooks),
        "--no-browser",
        f"--Voila.ip={ip}",
        f"--port={port}",
        "--Voila.port_retries=0",
        f"--token={token}",
        f"--Voila.identity_provider_class={ROLES}.WorkshopIdentityProvider",
        f"--Voila.authorizer_class={ROLES}.WorkshopAuthorizer",
        f"--WorkshopIdentityProvider.learner_token={learner_token}",
        # The classic (server-rendered) list: Voila's newer list page sometimes comes up empty.
        "--classic-tree",
        f"--template={TEMPLATE}",
        f"--theme={theme}",
        # Voila turns off the Host check that Jupyter Server has; these settings turn it on.
        f"--Voila.tornado_settings={settings!r}",
    ]  # fmt: skip


ROOM_FILE = "workshop-room.db"
ROOM_OFF = ("off", "none", "no", "0")


def default_room() -> Path:
    """The workshop's own SQLite room store: in the course's folder of the Jupyter data directory."""
    from jupyter_core.paths import jupyter_data_dir

    return Path(jupyter_data_dir()) / "charleston-lessons" / ROOM_FILE


def room_setting(env: Mapping[str, str], *, here: Path | None = None) -> str | None:
    """The room store's URL every kernel gets as CHARLESTON_ROOM, from WORKSHOP_ROOM: a
    postgresql:// or sqlite:/// URL as given, a path made absolute (against `here`, the folder
    `make` runs in: each kernel runs in its notebook's own folder), None for "off"; unset, the
    workshop's own file (`default_room`)."""
    given = (env.get("WORKSHOP_ROOM") or "").strip()
    if given.lower() in ROOM_OFF:
        return None
    if not given:
        return str(default_room())
    if "://" in given:
        return given
    path = Path(given).expanduser()
    return str(path if path.is_absolute() else (here or Path.cwd()) / path)


def open_room_or_say(url: str) -> str:
    """Open the room store at `url` once (making its folder and tables), write to it once
    (a read-only file or folder would otherwise refuse every answer later) and say where it is;
    raises `SystemExit` with the store's own sentence when it cannot be used."""
    from charleston_lessons.room_store import RoomError, open_room

    if "://" not in url:
        try:
            Path(url).parent.mkdir(parents=True, exist_ok=True)
        except OSError:  # a folder that cannot be made: the store says so below
            pass
    try:
        with open_room(url) as room:
            room.check_writable()
            return room.where
    except RoomError as error:
        raise SystemExit(f"The workshop's room store cannot be used: {error}") from None


LOOPBACK = ("127.0.0.1", "localhost", "::1")
ANY_ADDRESS = ("0.0.0.0", "::", "")


class Links(NamedTuple):
    """The two links `make workshop` prints: the learners' (short, for the room) and the
    instructor's (everything, instructor/ included)."""

    learners: str
    instructor: str


def room_address(*, probe: str = "192.0.2.1") -> str:
    """This machine's address on the room's network: the address of the interface with the
    default route, found by "connecting" a UDP socket (which sends nothing) towards `probe`, a
    documentation address; 127.0.0.1 when there is no network."""
    try:
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as udp:
            udp.connect((probe, 9))
            address = udp.getsockname()[0]
    except OSError:
        return "127.0.0.1"
    return address if address and address not in ANY_ADDRESS else "127.0.0.1"


def from_environment(env: Mapping[str, str], *, address: Callable[[], str] = room_address) -> tuple[list[str], Links]:
    """The command and the two links to print, from WORKSHOP_* settings.

    On 127.0.0.1 (the default) the links name 127.0.0.1. Opened to the room (any other address),
    the learners' link names the first host of WORKSHOP_HOSTS other than localhost if one is
    given (the Host check stays on), else this machine's address on the room's network
    (`address()` when WORKSHOP_IP is 0.0.0.0): phones type an IP address, which Jupyter Server's
    Host check only lets through with any Host accepted, so that is turned on, and the two tokens
    keep the pages to those who have a link."""
    port = int(env.get("WORKSHOP_PORT") or 8866)
    ip = (env.get("WORKSHOP_IP") or "127.0.0.1").strip()
    hosts = (env.get("WORKSHOP_HOSTS") or "localhost").split()
    remote = env.get("WORKSHOP_REMOTE", "") not in ("", "0", "no", "false")
    theme = env.get("WORKSHOP_THEME") or "light"
    token, learner_token = secrets.token_hex(24), new_learner_token()
    if ip in LOOPBACK:
        shown = "127.0.0.1"
    else:
        named = [h for h in hosts if h not in LOOPBACK]
        if named and not remote:
            shown = named[0]
        else:
            shown = address() if ip in ANY_ADDRESS else ip
            remote = remote or shown not in LOOPBACK
    command = voila_command(ROOT / "notebooks", port=port, token=token, learner_token=learner_token, ip=ip,
                            hosts=hosts, remote=remote, theme=theme)
    host = f"[{shown}]" if ":" in shown else shown
    return command, Links(f"http://{host}:{port}/?token={learner_token}", f"http://{host}:{port}/?token={token}")


def probe_url(command: Sequence[str]) -> str:
    """Where to ask whether the server `command` starts answers: its port on loopback when it
    listens on every address, else on the address it listens on."""
    ip = next(a.split("=", 1)[1] for a in command if a.startswith("--Voila.ip="))
    port = next(a.split("=", 1)[1] for a in command if a.startswith("--port="))
    ip = "127.0.0.1" if ip in ANY_ADDRESS else ip
    return f"http://{f'[{ip}]' if ':' in ip else ip}:{port}/voila/static/"


def answers(url: str, *, timeout: float = 2.0) -> bool:
    """Whether a server answers an HTTP request at `url` (any status counts: it is listening)."""
    opener = urllib.request.build_opener(urllib.request.ProxyHandler({}))
    try:
        with opener.open(url, timeout=timeout):
            return True
    except urllib.error.HTTPError:
        return True
    except (OSError, ValueError):
        return False


def wait_until_answers(process: subprocess.Popen, url: str, *, limit: float = 120.0, every: float = 0.2) -> bool:
    """Poll `url` until the server answers (True), or it stops or `limit` seconds pass (False)."""
    deadline = time.monotonic() + limit
    while time.monotonic() < deadline:
        if process.poll() is not None:
            return False
        if answers(url):
            return True
        time.sleep(every)
    return False


def announce(links: Links, out: TextIO) -> None:
    """The two lines the room and the instructor open, each beginning with whose link it is."""
    print(f"\nLearners:   {links.learners}", file=out)
    print(f"Instructor: {links.instructor}", file=out)
    print("The learners' link opens the lessons, practice and the table for four; the instructor's "
          "opens instructor/ too. Ctrl-C stops it.", file=out, flush=True)


def serve(command: list[str], env: Mapping[str, str], links: Links, *, out: TextIO = sys.stdout,
          limit: float = 120.0, extra: Callable[[TextIO], None] | None = None) -> int:
    """Start the server, print the links only once it answers an HTTP request, and wait for it;
    Ctrl-C or SIGTERM stops it. Returns its exit status."""
    process = subprocess.Popen(command, env=dict(env))

    def stop(_signal: int = signal.SIGTERM, _frame: object = None) -> None:
        if process.poll() is None:
            process.send_signal(signal.SIGTERM)

    previous = signal.signal(signal.SIGTERM, stop) if threading.current_thread() is threading.main_thread() else None
    try:
        if wait_until_answers(process, probe_url(command), limit=limit):
            announce(links, out)
            if extra is not None:
                extra(out)
        elif process.poll() is None:
            print(f"The server did not answer within {limit:.0f} s; it keeps starting, the links are:", file=out)
            announce(links, out)
        return process.wait()
    except KeyboardInterrupt:
        stop()
        return process.wait()
    finally:
        if previous is not None:
            signal.signal(signal.SIGTERM, previous)


def main() -> None:
    command, links = from_environment(os.environ)
    env = workshop_environment(os.environ)
    room = room_setting(os.environ)
    if room is None:
        env.pop("CHARLESTON_ROOM", None)
        kept = "no room store (WORKSHOP_ROOM=off): answers go to this machine's progress file."
    else:
        env["CHARLESTON_ROOM"] = room  # every kernel Voila starts inherits it
        kept = f"each learner's answers go to their own record in {open_room_or_say(room)}."
    print("\nWorkshop mode: lessons, practice and instructor/ (the live table) run as apps, code hidden.")
    print(f"Room: {kept}")
    # The learners' own link, for the QR code on the instructor's tables page.
    env[LINK_VARIABLE] = links.learners
    print("Starting the server; the links follow once it answers.", flush=True)
    sys.exit(serve(command, env, links, extra=lambda out: terminal_code(links.learners, out)))


if __name__ == "__main__":
    main()
