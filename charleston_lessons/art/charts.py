"""The data charts (lab, dashboard) as inline SVG that follows JupyterLab's theme.

The chart modules draw with matplotlib in the page colours below (JupyterLab's light
values); `chart_svg` saves a figure as SVG with a transparent background, its text as
text, and swaps each page colour for the theme variable it stands for, so a chart reads
on light and dark pages alike and stays sharp at any size. Colours on fills (bars, cells)
are left as drawn. The description becomes the picture's accessible name and `<desc>`.
"""

from __future__ import annotations

import hashlib
import html
import io
import re
from typing import Any

from charleston_lessons._input import instance
from charleston_lessons._input import text as read_text

__all__ = ["PAGE_INK", "PAGE_MUTED", "PAGE_GRID", "PAGE_BACKGROUND", "chart_svg"]

# Colours of things drawn on the page itself, as JupyterLab's light theme has them.
PAGE_INK = "#212121"  # text, axes, ticks: --jp-ui-font-color1
PAGE_MUTED = "#616161"  # secondary text: --jp-ui-font-color2
PAGE_GRID = "#bdbdbd"  # grid lines and frames: --jp-border-color1
PAGE_BACKGROUND = "#ffffff"  # legend frames and blank cells: --jp-layout-color0

_THEMED = {
    PAGE_INK: "var(--jp-ui-font-color1, #212121)",
    PAGE_MUTED: "var(--jp-ui-font-color2, #616161)",
    PAGE_GRID: "var(--jp-border-color1, #bdbdbd)",
    PAGE_BACKGROUND: "var(--jp-layout-color0, #ffffff)",
}
_COLOUR = re.compile("|".join(re.escape(c) for c in _THEMED), re.IGNORECASE)
_ID = re.compile(r'\sid="([^"]+)"')


def chart_svg(figure: Any, description: str, *, title: str = "") -> str:
    """`figure` (a matplotlib Figure) as one inline `<svg>`: transparent, themed, and
    named for screen readers by `description`. Deterministic: the same figure gives the
    same text (fixed hash salt, no date), and only ids that something refers to are kept."""
    import matplotlib
    from matplotlib.figure import Figure

    figure = instance(figure, Figure, "figure")
    description = read_text(description, "description")
    title = read_text(title, "title")
    buffer = io.StringIO()
    with matplotlib.rc_context({"svg.fonttype": "none", "svg.hashsalt": "charleston-lessons"}):
        figure.savefig(
            buffer, format="svg", bbox_inches="tight", transparent=True, metadata={"Date": None}
        )
    text = buffer.getvalue()
    text = text[text.index("<svg") :]
    text = re.sub(r"<metadata>.*?</metadata>\s*", "", text, flags=re.DOTALL)
    used = set(re.findall(r"url\(#([^)]+)\)", text)) | set(re.findall(r'href="#([^"]+)"', text))
    # Every inline SVG shares the page's ids: matplotlib names a hatch pattern the same in
    # every chart, so a second chart's bars would be filled with the first one's pattern.
    # Each kept id gets a prefix from this chart's own text (the same figure, the same ids).
    prefix = "c" + hashlib.sha1(text.encode()).hexdigest()[:10] + "-"
    text = _ID.sub(lambda m: f' id="{prefix}{m.group(1)}"' if m.group(1) in used else "", text)
    text = re.sub(r"url\(#([^)]+)\)", lambda m: f"url(#{prefix}{m.group(1)})", text)
    text = re.sub(r'href="#([^"]+)"', lambda m: f'href="#{prefix}{m.group(1)}"', text)
    text = _COLOUR.sub(lambda m: _THEMED[m.group(0).lower()], text)
    name = html.escape(title or description, quote=True)
    head = (
        f'<svg role="img" aria-label="{name}" class="cl-fig cl-chart"'
        ' style="max-width: 100%; height: auto;"'
    )
    text = text.replace("<svg", head, 1)
    start = text.index(">", text.index("<svg")) + 1
    meta = (
        f"<title>{html.escape(title or description)}</title><desc>{html.escape(description)}</desc>"
    )
    return text[:start] + meta + text[start:]
