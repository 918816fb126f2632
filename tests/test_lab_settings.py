"""What the course ships for JupyterLab outside Python: its settings overrides hold only settings
the installed JupyterLab knows, with values its schemas allow (a setting it does not know would be
dropped without a word), the news prompt among them; and `make lab` starts as root."""

from __future__ import annotations

import json
import os
import stat
import subprocess
import sys
from pathlib import Path

import jsonschema
import pytest

ROOT = Path(__file__).resolve().parents[1]
OVERRIDES = ROOT / "share" / "jupyter" / "lab" / "settings" / "overrides.json"
SCHEMAS = Path(sys.prefix) / "share" / "jupyter" / "lab" / "schemas"


def _schema(plugin_id: str) -> dict:
    """The installed schema of `plugin_id` ("@scope/package:plugin")."""
    package, plugin = plugin_id.split(":")
    path = SCHEMAS / package / f"{plugin}.json"
    assert path.is_file(), f"overrides.json names {plugin_id}, which the installed JupyterLab does not have"
    return json.loads(path.read_text())


def test_every_override_is_a_setting_the_installed_jupyterlab_knows_with_an_allowed_value() -> None:
    overrides = json.loads(OVERRIDES.read_text())
    assert overrides, "no overrides"
    for plugin_id, values in overrides.items():
        schema = _schema(plugin_id)
        for key in values:
            assert key in schema["properties"], f"{plugin_id} has no setting {key!r}"
        jsonschema.validate(values, {**schema, "required": []})


def test_the_news_prompt_and_update_check_are_off() -> None:
    notification = json.loads(OVERRIDES.read_text())["@jupyterlab/apputils-extension:notification"]
    # "false" (a string) is the schema's "Never"; the default "none" asks the learner.
    assert notification["fetchNews"] == "false"
    assert notification["checkForUpdates"] is False


def test_a_wrong_value_is_refused_by_the_schema() -> None:
    schema = _schema("@jupyterlab/apputils-extension:notification")
    with pytest.raises(jsonschema.ValidationError):
        jsonschema.validate({"fetchNews": False}, schema)  # a boolean, not the string "false"


def _fake(folder: Path, name: str, body: str) -> None:
    script = folder / name
    script.write_text(f"#!/bin/sh\n{body}\n")
    script.chmod(script.stat().st_mode | stat.S_IXUSR)


@pytest.mark.parametrize("uid", [0, 1000])
def test_make_lab_passes_allow_root_only_to_root_and_says_so(tmp_path: Path, uid: int) -> None:
    # `id` and `jupyter` stand-ins: `id -u` answers uid, `jupyter` prints what it was given.
    # A stand-in `python` and a stamp newer than pyproject.toml keep make from installing
    # anything (on a fresh clone pyproject.toml may be newer than any file of the checkout).
    _fake(tmp_path, "id", f"echo {uid}")
    _fake(tmp_path, "jupyter", 'echo "jupyter $*"')
    _fake(tmp_path, "python", "exit 1")
    stamp = tmp_path / "installed"
    stamp.touch()
    later = (ROOT / "pyproject.toml").stat().st_mtime + 60
    os.utime(stamp, (later, later))
    env = {**os.environ, "PATH": f"{tmp_path}{os.pathsep}{os.environ['PATH']}"}
    env.pop("CHARLESTON_LANG", None)
    run = subprocess.run(
        ["make", "-s", "-C", str(ROOT), "lab", f"STAMP={stamp}", f"BIN={tmp_path}"],
        capture_output=True, text=True, env=env,
    )  # fmt: skip
    assert run.returncode == 0, run.stdout + run.stderr
    launched = [line for line in run.stdout.splitlines() if line.startswith("jupyter lab")]
    assert len(launched) == 1, run.stdout
    assert ("--allow-root" in launched[0].split()) is (uid == 0), launched[0]
    assert ("running as root" in run.stdout) is (uid == 0), run.stdout
