"""Write the learner-facing rules reference, `notebooks/rules_reference.ipynb`, from the
course's rule data (`charleston_lessons.rulebook.reference_cells`): every rule by section
with its sentence and the lessons that teach it, then the glossary.

Usage: python tools/rules_reference.py

`tests/test_rulebook.py` fails when the notebook and the data disagree: change a rule's
sentence, a lesson's rules or the glossary, then run this and commit the notebook. It has
only Markdown cells, so there are no outputs to refresh.
"""

from __future__ import annotations

import sys
from pathlib import Path

import nbformat

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from charleston_lessons.rulebook import REFERENCE_NOTEBOOK, reference_cells  # noqa: E402

PATH = ROOT / "notebooks" / REFERENCE_NOTEBOOK


def build() -> nbformat.NotebookNode:
    """The reference notebook: one Markdown cell per part, with stable cell ids."""
    nb = nbformat.v4.new_notebook()
    nb.metadata["kernelspec"] = {"display_name": "Python 3 (ipykernel)", "language": "python", "name": "python3"}
    nb.metadata["language_info"] = {"name": "python"}
    # For developers, not on the learner's page: where this notebook comes from.
    nb.metadata["charleston_lessons"] = {
        "generated_by": "tools/rules_reference.py",
        "note": "Written from the course's rule data; tests/test_rulebook.py keeps the two the same, "
                "so edit the data (charleston_lessons/rulebook.py, messages.py), not this notebook.",
    }
    nb.cells = [nbformat.v4.new_markdown_cell(text) for text in reference_cells()]
    for i, cell in enumerate(nb.cells):
        cell.id = f"ref-{i:02d}"
    return nb


def main() -> None:
    nbformat.write(build(), PATH)
    print(f"wrote {PATH.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
