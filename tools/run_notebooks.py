"""Run notebooks in place with a fresh kernel so their committed outputs are current.

Usage: python tools/run_notebooks.py [notebooks/NAME.ipynb ...]   (default: every lesson)

The committed outputs are what a learner sees before running anything, and what nbval
checks in CI: run this after editing a lesson, look at the result, then commit.

No widget state is stored (issue 24): before Run All an exercise shows its plain-text line,
never a stored widget, yet JupyterLab rebuilds every stored model (some 240 in lesson 1) as
soon as the kernel answers, on the main thread the first verdict waits for.
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

import nbformat
from nbclient import NotebookClient

ROOT = Path(__file__).resolve().parents[1]


def run(path: Path) -> None:
    notebook = nbformat.read(path, as_version=4)
    client = NotebookClient(notebook, timeout=120, kernel_name="python3", record_timing=False,
                            store_widget_state=False, resources={"metadata": {"path": str(path.parent)}})
    client.execute()
    notebook.metadata.pop("widgets", None)  # a state an older run stored
    nbformat.write(notebook, path)
    print(f"ran {path.relative_to(ROOT)}")


def main(argv: list[str]) -> None:
    # The kernels must not read or write the author's own learner progress.
    os.environ["CHARLESTON_PROGRESS"] = os.path.join(tempfile.mkdtemp(), "progress.json")
    # Nor a workshop's room store: the stored outputs are a page's without a room.
    os.environ.pop("CHARLESTON_ROOM", None)
    paths = [Path(a).resolve() for a in argv] or sorted((ROOT / "notebooks").rglob("*.ipynb"))
    for path in paths:
        if ".ipynb_checkpoints" not in path.parts:
            run(path)


if __name__ == "__main__":
    main(sys.argv[1:])
