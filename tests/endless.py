"""An endless iterable that cannot hang a test run: it stops with `ReadTooFar` after `most`
items, so a call that reads it whole fails at once instead of waiting for the time limit
(a C loop such as `set(...)` or `Counter(...)` is not interrupted by a signal)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any


class ReadTooFar(RuntimeError):
    """The call read far more of an endless iterable than any bounded reader would."""


class Endless:
    """`value` again and again (like `itertools.repeat(value)`), counting what was read."""

    def __init__(self, value: Any = 3, most: int = 10**6) -> None:
        self.value, self.most, self.read = value, most, 0

    def __iter__(self) -> Iterator[Any]:
        while True:
            if self.read >= self.most:
                raise ReadTooFar(f"read {self.read:,} items of an endless iterable")
            self.read += 1
            yield self.value

    def __repr__(self) -> str:
        return "Endless()"
