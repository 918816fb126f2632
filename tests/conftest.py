"""Shared test settings: hypothesis never times a test; progress never touches a real home;
the suite runs on two processes (pytest-xdist), each test file whole on one of them."""

import os
import tempfile

import pytest
from hypothesis import settings


def pytest_configure(config):
    """Notebook kernels (nbval) inherit this: they never read or write a learner's progress."""
    os.environ["CHARLESTON_PROGRESS"] = os.path.join(tempfile.mkdtemp(prefix="cl-progress-"), "progress.json")
    os.environ.pop("CHARLESTON_ROOM", None)  # nor a workshop's room store: the pages as without a room


def pytest_xdist_make_scheduler(config, log):
    """pytest-xdist hands each process whole units (`xdist_groups.unit_of`): a test file or
    a notebook, the static site's files together."""
    from xdist_groups import ByUnit

    return ByUnit(config, log)


settings.register_profile("default", deadline=None, print_blob=True)
settings.load_profile("default")


@pytest.fixture(autouse=True)
def _private_progress_file(tmp_path, monkeypatch):
    """Every test records progress into its own temporary file, never the learner's."""
    monkeypatch.setenv("CHARLESTON_PROGRESS", str(tmp_path / "progress.json"))
    from charleston_lessons import course

    monkeypatch.setattr(course, "_STORE", [])
