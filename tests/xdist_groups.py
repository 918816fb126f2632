"""How `make test` shares the suite between its two processes (pytest-xdist).

Each process is handed whole units: a test file (its module fixtures, servers and kernels are
set up once) or a notebook (nbval runs its cells in order in one kernel), and the static
site's browser files as one unit, so the site is built and served once. Units go out in the
order they are collected, the browser tests first (the longest).
"""

from __future__ import annotations

from xdist.scheduler import LoadScopeScheduling

STATIC_SITE = "static-site"


def unit_of(nodeid: str) -> str:
    """The unit a test belongs to, from its id: its file, or `STATIC_SITE`."""
    path = nodeid.split("::", 1)[0]
    folder, _, name = path.rpartition("/")
    if folder.endswith("browser") and name.startswith("test_lite"):
        return STATIC_SITE
    return path


class ByUnit(LoadScopeScheduling):
    """xdist's scope scheduling with `unit_of` as the scope (its own `--dist loadgroup` marks
    do not reach the ids that pytest 9 reports, so the grouping is done here)."""

    def _split_scope(self, nodeid: str) -> str:
        return unit_of(nodeid)
