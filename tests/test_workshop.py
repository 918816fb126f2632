"""tools/workshop.py: the command `make workshop` runs, and what its settings allow."""

from __future__ import annotations

import ast
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from tools.workshop import from_environment, voila_command  # noqa: E402


def _settings(command: list[str]) -> dict:
    (arg,) = [a for a in command if a.startswith("--Voila.tornado_settings=")]
    return ast.literal_eval(arg.split("=", 1)[1])


def test_by_default_only_loopback_and_localhost_may_be_the_host():
    command, link = from_environment({})
    assert "--Voila.ip=127.0.0.1" in command and "--port=8866" in command and "--theme=light" in command
    assert _settings(command) == {"allow_remote_access": False, "local_hostnames": ["localhost"]}
    token = [a for a in command if a.startswith("--token=")][0].split("=", 1)[1]
    assert link == f"http://127.0.0.1:8866/?token={token}" and len(token) == 48


def test_a_room_widens_the_list_by_name_or_accepts_any_host_knowingly():
    command, link = from_environment({"WORKSHOP_IP": "0.0.0.0", "WORKSHOP_HOSTS": "localhost teacher.local",
                                      "WORKSHOP_PORT": "8870", "WORKSHOP_THEME": "dark"})
    assert _settings(command) == {"allow_remote_access": False, "local_hostnames": ["localhost", "teacher.local"]}
    assert "--Voila.ip=0.0.0.0" in command and "--theme=dark" in command and ":8870/" in link
    remote, _ = from_environment({"WORKSHOP_REMOTE": "1"})
    assert _settings(remote)["allow_remote_access"] is True
    assert _settings(from_environment({"WORKSHOP_REMOTE": "0"})[0])["allow_remote_access"] is False


def test_the_makefile_runs_this_script():
    makefile = (ROOT / "Makefile").read_text()
    assert "tools/workshop.py" in makefile and "voila notebooks" not in makefile
    assert voila_command("nb", port=1, token="t")[:4][1:] == ["-m", "voila", "nb"]
