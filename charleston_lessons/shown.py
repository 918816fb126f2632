"""Something that shows itself in a notebook as HTML, with a plain-text twin (core).

The twin is what nbval compares, what a screen reader or a terminal gets, and what a
notebook shows before its cells run; the HTML uses JupyterLab's theme variables.
"""

from __future__ import annotations

__all__ = ["Shown"]


class Shown:
    """HTML that shows itself in a notebook, and its words as plain text."""

    def __init__(self, markup: str, text: str) -> None:
        self.markup = markup
        self.text = text

    def _repr_html_(self) -> str:
        return self.markup

    def __repr__(self) -> str:
        return self.text
