"""The kernel's warm start (charleston_lessons/widgets/_preload.py, issue 31): a kernel of the
course's environment imports a lesson's first modules while it starts, its first cell waits
for that, and a module that cannot be imported is left to the cell to report."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from charleston_lessons.widgets import _preload

ROOT = Path(__file__).resolve().parents[1]


def _python(code: str) -> dict:
    """Run `code` in a fresh interpreter (so nothing of the course is imported yet); its last
    line of output, read as JSON."""
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120, cwd=ROOT)
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout.strip().splitlines()[-1])


def test_the_first_cell_finds_the_lessons_modules_imported_and_runs_after_the_warming():
    found = _python(
        "import json, sys\n"
        "from IPython.core.interactiveshell import InteractiveShell\n"
        "ip = InteractiveShell.instance()\n"
        "before = [m for m in sys.modules if m.startswith('charleston_lessons.course')]\n"
        "ip.extension_manager.load_extension('charleston_lessons.widgets._preload')\n"
        "ip.run_cell('import sys, threading; seen = sorted(sys.modules); "
        "alive = [t.name for t in threading.enumerate() if t.name.startswith(\"charleston\")]')\n"
        "waits = [f for f in ip.events.callbacks['pre_run_cell'] if f.__name__ == 'wait']\n"
        "print(json.dumps({'before': before, 'seen': ip.user_ns['seen'], 'alive': ip.user_ns['alive'],"
        " 'waits': len(waits)}))\n"
    )
    assert found["before"] == []
    assert set(_preload.MODULES) <= set(found["seen"]), "the cell ran before the warming ended"
    assert found["alive"] == [] and found["waits"] == 0, "the first cell waits once, then never again"


def test_a_module_that_cannot_be_imported_stops_the_warming_quietly():
    found = _python(
        "import json, sys\n"
        "from charleston_lessons.widgets import _preload\n"
        "_preload.warm(('charleston_lessons.no_such_module', 'charleston_lessons.widgets.lab'))\n"
        "print(json.dumps({'lab': 'charleston_lessons.widgets.lab' in sys.modules}))\n"
    )
    assert found == {"lab": False}


def test_a_kernel_of_the_courses_environment_starts_warm():
    """`make setup` puts the course's kernel configuration into the environment: a new kernel
    has the lesson's modules imported by the time its first cell runs."""
    from jupyter_client.manager import start_new_kernel

    installed = Path(sys.prefix) / "etc" / "ipython" / "ipython_kernel_config.py"
    assert installed.read_text() == (ROOT / "etc" / "ipython" / "ipython_kernel_config.py").read_text(), (
        "the environment's kernel configuration is missing or old: run `make setup`")
    manager, client = start_new_kernel(kernel_name="python3")
    try:
        lines: list[str] = []
        client.execute_interactive(
            "import sys; print(sorted(set(%r) - set(sys.modules)))" % (_preload.MODULES,),
            timeout=60, output_hook=lambda m: lines.append(m["content"].get("text", "")),
        )
        assert "".join(lines).strip() == "[]", lines
    finally:
        client.stop_channels()
        manager.shutdown_kernel(now=True)
