"""The strategy lab's figure: what two pieces of advice did on the same deals.

A pure function of a `lab.LabResult`: it builds a `matplotlib.figure.Figure` directly
(never pyplot). Nothing is said by colour alone: the two arms differ in fill and hatching
and are named in a legend and under every bar; every mean and interval is written out as
text; the difference panel names which side is better in words.
"""

from __future__ import annotations

import math
import textwrap

from matplotlib.figure import Figure
from matplotlib.patches import Patch

from charleston_lessons._input import instance
from charleston_lessons.art.charts import PAGE_GRID, PAGE_INK, PAGE_MUTED
from charleston_lessons.lab import LabResult
from charleston_lessons.messages import say

__all__ = ["lab_figure"]

# Text, axes and interval marks sit on the page and take the theme's colours (`charts`);
# the bars keep their own fills and a dark outline, which read on either theme.
_INK = PAGE_INK
_EDGE = "#1d1b18"
_MUTED = PAGE_MUTED
_A = "#74b98f"  # the advice under test: a light felt green, hatched
_B = "#f2c94c"  # what it is compared with: amber, plain
_GRID = PAGE_GRID


def _wrap(text: str, width: int) -> str:
    return "\n".join(textwrap.wrap(text, width)) or text


def _finite(*values: float) -> bool:
    return all(not math.isnan(v) for v in values)


def lab_figure(result: LabResult) -> Figure:
    """Left: each arm's mean distance to the nearest line at each moment, with its 95%
    interval. Right: the paired difference (advice tested minus the other) with its 95%
    interval, and how many deals each side won."""
    result = instance(result, LabResult, "result")
    comps = result.comparisons
    fig = Figure(figsize=(11.5, 5.2), facecolor="none")
    left = fig.add_axes([0.07, 0.3, 0.43, 0.56])
    right = fig.add_axes([0.63, 0.3, 0.34, 0.56])
    fig.suptitle(
        say("lab.figure.title", title=result.title, counted=result.counted, deals=result.deals, seed=result.seed),
        fontsize=14, fontweight="bold", color=_INK, y=0.97,
    )

    if not comps or comps[0].a.n == 0:
        for ax in (left, right):
            ax.set_axis_off()
        left.text(0.5, 0.5, say("lab.figure.empty"), ha="center", va="center", fontsize=12, color=_INK,
                  transform=left.transAxes)
        return fig

    # ---- left: paired bars with intervals
    width = 0.36
    xs = list(range(len(comps)))
    top = 0.0
    for offset, key, colour, hatch in ((-width / 2, "a", _A, "//"), (width / 2, "b", _B, "")):
        for x, comp in zip(xs, comps):
            arm = getattr(comp, key)
            low, high = arm.interval
            left.bar(x + offset, arm.mean, width=width * 0.94, color=colour, edgecolor=_EDGE, linewidth=1,
                     hatch=hatch, gid=f"lab-bar-{key}-{x}")
            if _finite(low, high):
                left.errorbar(x + offset, arm.mean, yerr=[[arm.mean - low], [high - arm.mean]], fmt="none",
                              ecolor=_INK, elinewidth=1.4, capsize=5)
            peak = high if _finite(high) else arm.mean
            left.text(x + offset, peak + 0.12, f"{arm.mean:.2f}", ha="center", va="bottom", fontsize=10.5,
                      color=_INK, fontweight="bold")
            top = max(top, peak)
    left.set_xticks(xs, [_wrap(c.moment, 22) for c in comps], fontsize=10.5, color=_INK)
    left.set_xlim(-0.75, len(comps) - 0.25)
    left.set_ylim(0, top * 1.18 + 0.5)
    left.set_ylabel(_wrap(say("lab.figure.axis"), 34), fontsize=10.5, color=_INK)
    left.tick_params(axis="y", labelsize=10, colors=_INK)
    left.grid(axis="y", color=_GRID, linewidth=0.8)
    left.set_axisbelow(True)
    for side in ("top", "right"):
        left.spines[side].set_visible(False)
    for spine in left.spines.values():
        spine.set_color(_INK)
    left.set_title(say("lab.figure.means"), fontsize=11.5, color=_INK, loc="left")
    handles = [Patch(facecolor=_A, edgecolor=_EDGE, hatch="//"), Patch(facecolor=_B, edgecolor=_EDGE)]
    fig.legend(handles, [comps[0].a.label, comps[0].b.label], loc="lower center", bbox_to_anchor=(0.285, 0.0),
               ncols=2, fontsize=10.5, frameon=False, labelcolor=_INK)

    # ---- right: the paired difference, one row per moment
    ys = list(range(len(comps)))
    spread = 0.5
    for comp in comps:
        low, high = comp.difference.interval
        spread = max(spread, *(abs(v) for v in (comp.difference.mean, low, high) if not math.isnan(v)))
    lim = spread * 1.6 + 0.1
    for y, comp in zip(ys, comps):
        diff = comp.difference
        low, high = diff.interval
        if _finite(low, high):
            right.errorbar(diff.mean, y, xerr=[[diff.mean - low], [high - diff.mean]], fmt="o", color=_INK,
                           markersize=7, elinewidth=2, capsize=5, gid=f"lab-diff-{y}")
        else:
            right.plot([diff.mean], [y], "o", color=_INK, markersize=7)
        nearer, level, further = comp.counts
        # the label sits above the point, kept inside the panel
        at = min(max(diff.mean, -lim * 0.55), lim * 0.55)
        right.text(at, y - 0.14, say("lab.figure.diff", mean=diff.mean, low=low, high=high),
                   ha="center", va="bottom", fontsize=10, color=_INK, fontweight="bold")
        right.text(0, y + 0.16, say("lab.figure.counts", a=comp.a.label, nearer=nearer, level=level,
                                    further=further),
                   ha="center", va="top", fontsize=9.5, color=_MUTED)
    right.axvline(0, color=_MUTED, linewidth=1.2, linestyle=(0, (4, 3)))
    right.set_xlim(-lim, lim)
    right.set_ylim(len(comps) - 0.35, -0.6)
    right.set_yticks(ys, [_wrap(c.moment, 22) for c in comps], fontsize=10.5, color=_INK)
    right.tick_params(axis="x", labelsize=10, colors=_INK)
    right.tick_params(axis="y", length=0)
    right.grid(axis="x", color=_GRID, linewidth=0.8)
    right.set_axisbelow(True)
    for side in ("top", "right", "left"):
        right.spines[side].set_visible(False)
    right.spines["bottom"].set_color(_INK)
    right.set_title(say("lab.figure.difference", a=comps[0].a.label, b=comps[0].b.label), fontsize=11.5,
                    color=_INK, loc="left")
    right.set_xlabel(
        _wrap(say("lab.figure.sides", a=comps[0].a.label, b=comps[0].b.label), 60), fontsize=10, color=_INK
    )
    return fig
