"""`make workshop`: the course as apps with their code hidden, served by Voilà.

    python tools/workshop.py            # what `make workshop` runs

Settings, from the environment (the Makefile passes its variables through):
- WORKSHOP_PORT (8866) and WORKSHOP_THEME (light or dark).
- WORKSHOP_IP (127.0.0.1): the address to listen on. Keep it for a projector; a room on the
  same network needs the laptop's address or 0.0.0.0.
- WORKSHOP_HOSTS ("localhost"): the host names, besides loopback addresses, that a request may
  carry in its Host header. Anything else is refused with 403, as JupyterLab refuses it, so a
  web page the instructor visits cannot reach the server by DNS rebinding. Add the name the
  room types, for example WORKSHOP_HOSTS="localhost teacher-laptop.local".
- WORKSHOP_REMOTE=1: accept any Host header (needed when the room types an IP address such as
  192.168.1.20). The token is then the only protection: it keeps out anyone who does not have
  the link, but not a page that someone with the link is tricked into loading.
- WORKSHOP_ROOM: the room store where every learner's answers go, each to their own record
  (`charleston_lessons.room_record`): a SQLite file's path or sqlite:/// URL, or a PostgreSQL
  URL (postgresql://user:password@host/dbname). By default a SQLite file in the course's folder
  of the Jupyter data directory (`jupyter --data-dir`/charleston-lessons/workshop-room.db), which
  `make clean` leaves alone, so a room's records outlive the server. "off": no room store
  (answers go to the progress file of whoever runs the server, as on a projector alone).
  Every kernel gets it as CHARLESTON_ROOM; it is opened once at start, so a wrong setting stops
  here with a sentence instead of in every learner's page.

The token is fresh every time and is printed in the link; it protects the kernels (which run
code) from anyone who does not have the link.

Pages use the course's own Voila template, `charleston` (in share/jupyter/voila/templates/,
found through JUPYTER_PATH): Voila's lab template without the public CDN it links Font Awesome
from, so no page asks any host but the server for anything, and a list of the notebooks by
their titles, lessons in order (then practice and the rules reference), instead of file names.
"""

from __future__ import annotations

import json
import os
import secrets
import sys
from collections.abc import Mapping, Sequence
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from charleston_lessons.lessons import workshop_list_text  # noqa: E402

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
    """Open the room store at `url` once (making its folder and tables) and say where it is;
    raises `SystemExit` with the store's own sentence when it cannot be used."""
    from charleston_lessons.room_store import RoomError, open_room

    if "://" not in url:
        Path(url).parent.mkdir(parents=True, exist_ok=True)
    try:
        with open_room(url) as room:
            return room.where
    except RoomError as error:
        raise SystemExit(f"The workshop's room store cannot be used: {error}") from None


def from_environment(env: Mapping[str, str]) -> tuple[list[str], str]:
    """The command and the link to open, from WORKSHOP_* settings."""
    port = int(env.get("WORKSHOP_PORT") or 8866)
    ip = env.get("WORKSHOP_IP") or "127.0.0.1"
    hosts = (env.get("WORKSHOP_HOSTS") or "localhost").split()
    remote = env.get("WORKSHOP_REMOTE", "") not in ("", "0", "no", "false")
    theme = env.get("WORKSHOP_THEME") or "light"
    token = secrets.token_hex(24)
    command = voila_command(ROOT / "notebooks", port=port, token=token, ip=ip, hosts=hosts,
                            remote=remote, theme=theme)
    shown = "127.0.0.1" if ip in ("127.0.0.1", "0.0.0.0") else ip
    return command, f"http://{shown}:{port}/?token={token}"


def main() -> None:
    command, link = from_environment(os.environ)
    env = workshop_environment(os.environ)
    room = room_setting(os.environ)
    if room is None:
        env.pop("CHARLESTON_ROOM", None)
        kept = "no room store (WORKSHOP_ROOM=off): answers go to this machine's progress file."
    else:
        env["CHARLESTON_ROOM"] = room  # every kernel Voila starts inherits it
        kept = f"each learner's answers go to their own record in {open_room_or_say(room)}."
    print(f"\nWorkshop mode: open {link}")
    print("Lessons, practice and instructor/ (the live table) run as apps, code hidden. Ctrl-C stops it.")
    print(f"Room: {kept}\n", flush=True)
    os.execve(command[0], command, env)


if __name__ == "__main__":
    main()
