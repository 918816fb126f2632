"""What to say when a library a lesson computes with cannot be loaded (core).

In the course's static site (JupyterLite) Python runs in the browser, which fetches numpy
and matplotlib from the internet the first time a lesson needs them. Offline that fails,
and the lesson says so in one sentence instead of showing a traceback or hanging.
"""

from __future__ import annotations

from charleston_lessons.messages import say

__all__ = ["OPTIONAL", "missing_sentence", "sentence_for"]

# Libraries only some lessons need: the data charts (matplotlib, which runs on numpy). The
# coach searches with numpy where it is loaded, and in plain Python where it is not.
OPTIONAL = ("numpy", "matplotlib")


def missing_sentence(package: str) -> str:
    """The one sentence a learner reads when `package` could not be loaded."""
    return say("needs.missing", package=package)


def sentence_for(error: BaseException) -> str | None:
    """The sentence for an import that failed because an optional library is missing, or
    None for any other error (which is a bug, and is not hidden)."""
    if not isinstance(error, ImportError):
        return None
    name = (error.name or "").split(".")[0]
    return missing_sentence(name) if name in OPTIONAL else None
