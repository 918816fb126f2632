"""A file or folder that cannot be written, for the tests, even when they run as root (as CI
does): root writes through any mode bits, so there the file is made immutable (`chattr +i`),
which root cannot write through either; elsewhere its write bits are taken away. Either way it
is made writable again on leaving, so pytest can clean up its folder."""

from __future__ import annotations

import os
import shutil
import stat
import subprocess
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest


@contextmanager
def unwritable(path: Path) -> Iterator[Path]:
    """`path` (a file or a folder) cannot be written inside the block."""
    if os.geteuid() == 0:
        chattr = shutil.which("chattr")
        if chattr is None:
            pytest.skip("running as root without chattr: no file is read-only to root")
        done = subprocess.run([chattr, "+i", str(path)], capture_output=True, text=True)
        if done.returncode:
            pytest.skip(f"running as root, and chattr +i failed here: {done.stderr.strip()[:200]}")
        try:
            yield path
        finally:
            subprocess.run([chattr, "-i", str(path)], capture_output=True)
        return
    mode = path.stat().st_mode
    path.chmod(mode & ~(stat.S_IWUSR | stat.S_IWGRP | stat.S_IWOTH))
    try:
        yield path
    finally:
        path.chmod(mode)
