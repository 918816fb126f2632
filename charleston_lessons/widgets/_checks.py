"""Reading a widget constructor's arguments: the readers of `charleston_lessons._input`, and
the two a widget needs besides (a function to call back, one word of a few), each turning
a wrong argument into a `ValueError` with one sentence naming the parameter (API.md, "Bad
input"). A trait is never handed a caller's value unchecked, so no `TraitError` escapes.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from charleston_lessons._input import text
from charleston_lessons.messages import say

__all__ = ["function", "one_of"]


def function(value: Any, what: str, *, optional: bool = False) -> Callable[..., Any] | None:
    """`value` when it can be called (or None, if `optional`)."""
    if value is None and optional:
        return None
    if not callable(value):
        raise ValueError(say("error.input.not_kind", what=what, kind=say("words.a_function"), value=value))
    return value


def one_of(value: Any, what: str, words: tuple[str, ...]) -> str:
    """`value` as plain text when it is one of `words`."""
    if isinstance(value, str):
        word = text(value, what, limit=100)
        if word in words:
            return word
    shown = [repr(word) for word in words]
    kind = say("words.or", first=", ".join(shown[:-1]), last=shown[-1]) if len(shown) > 1 else "".join(shown)
    raise ValueError(say("error.input.not_kind", what=what, kind=kind, value=value))
