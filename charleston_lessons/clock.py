"""The course's clock: the time answers are stamped with and reviews fall due by.

Every reading goes through `now()`, so a test can move days forward: `CHARLESTON_CLOCK_SHIFT`
(days, a number from -3650 to 3650; read at each reading) shifts it, which a test sets for a
kernel it starts to come back "tomorrow" without waiting. A value that is not such a number
is ignored: a mistyped setting never stops the course or dates an answer wrongly by years.
"""

from __future__ import annotations

import math
import os
from datetime import datetime, timedelta, timezone

__all__ = ["SHIFT_VARIABLE", "MAX_SHIFT_DAYS", "shift", "now", "timestamp"]

SHIFT_VARIABLE = "CHARLESTON_CLOCK_SHIFT"
MAX_SHIFT_DAYS = 3650


def shift() -> timedelta:
    """How far the clock is moved (`CHARLESTON_CLOCK_SHIFT` days; none if unset or not valid)."""
    text = os.environ.get(SHIFT_VARIABLE, "").strip()
    if not text or len(text) > 32:
        return timedelta(0)
    try:
        days = float(text)
    except ValueError:
        return timedelta(0)
    if not math.isfinite(days) or abs(days) > MAX_SHIFT_DAYS:
        return timedelta(0)
    return timedelta(days=days)


def now() -> datetime:
    """The time now, in UTC, with its time zone (shifted by `shift()`)."""
    return datetime.now(timezone.utc) + shift()


def timestamp() -> float:
    """`now()` as seconds since 1970 (the form an attempt is stamped with)."""
    return now().timestamp()
