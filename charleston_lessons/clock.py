"""The course's clock: the time answers are stamped with and reviews fall due by.

Every reading goes through `now()`, so a test can move days forward: `CHARLESTON_CLOCK_SHIFT`
(days, a number from -3650 to 3650 written in plain digits, such as `1`, `-2` or `0.5`; read
at each reading) shifts it, which a test sets for a kernel it starts to come back "tomorrow"
without waiting. A value that is not such a number is ignored with a warning (once per value)
that says why: a mistyped setting never stops the course or dates an answer wrongly by years,
and never passes unseen. Python's own number forms (`1_000`, `1e2`, digits of other scripts
such as `٣`) are not taken: one plain form, read the same everywhere.
"""

from __future__ import annotations

import math
import os
import re
import warnings
from datetime import datetime, timedelta, timezone

from charleston_lessons.messages import say

__all__ = ["SHIFT_VARIABLE", "MAX_SHIFT_DAYS", "shift", "now", "timestamp"]

SHIFT_VARIABLE = "CHARLESTON_CLOCK_SHIFT"
MAX_SHIFT_DAYS = 3650
_PLAIN = re.compile(r"[+-]?[0-9]{1,5}(?:\.[0-9]{1,6})?")  # plain digits, as the docstring says
_warned: set[str] = set()  # values already warned about (a kernel reads the clock often)


def _ignored(text: str) -> timedelta:
    """No shift, with one warning per value saying the setting was not taken and why."""
    if text not in _warned:
        _warned.add(text)
        warnings.warn(say("clock.bad_shift", variable=SHIFT_VARIABLE, value=text, most=MAX_SHIFT_DAYS),
                      RuntimeWarning, stacklevel=3)
    return timedelta(0)


def shift() -> timedelta:
    """How far the clock is moved (`CHARLESTON_CLOCK_SHIFT` days; none if unset or not valid)."""
    text = os.environ.get(SHIFT_VARIABLE, "").strip()
    if not text:
        return timedelta(0)
    if len(text) > 32 or _PLAIN.fullmatch(text) is None:
        return _ignored(text[:32])
    days = float(text)
    if not math.isfinite(days) or abs(days) > MAX_SHIFT_DAYS:
        return _ignored(text)
    return timedelta(days=days)


def now() -> datetime:
    """The time now, in UTC, with its time zone (shifted by `shift()`)."""
    return datetime.now(timezone.utc) + shift()


def timestamp() -> float:
    """`now()` as seconds since 1970 (the form an attempt is stamped with)."""
    return now().timestamp()
