"""An endless iterable that cannot hang a test run: it stops with `ReadTooFar` after `most`
items, so a call that reads it whole fails at once instead of waiting for the time limit
(a C loop such as `set(...)` or `Counter(...)` is not interrupted by a signal)."""

from __future__ import annotations

import itertools
import types
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


# The endless (or ten-figure) iterables of tests/fuzzing.py: a C loop reading one whole
# (`set(itertools.count())`) cannot be stopped by a time limit, only by running out of memory.
_ENDLESS_KINDS = (itertools.count, itertools.repeat, itertools.cycle, types.GeneratorType, range,
                  type(iter(range(0))))


def tamed(value: Any) -> Any:
    """`value`, or an `Endless` in place of an endless iterable: a hostile-input test then
    fails at once on code that reads an argument whole, instead of hanging the run."""
    return Endless() if isinstance(value, _ENDLESS_KINDS) else value
