"""Reading a caller's input safely: one place that turns anything that is not what a parameter
takes into a `ValueError` with a sentence naming the parameter (API.md, "Bad input").

Iterables are read with a limit, so an endless one is refused at once; mappings are checked
to be mappings; whole numbers are ints (numpy's too) but never bools; objects are checked for
their type. Nothing here lets a caller's exception, recursion or memory use escape.
"""

from __future__ import annotations

import operator
from collections.abc import Iterable, Mapping
from enum import EnumType
from typing import Any, TypeVar

from charleston_lessons.messages import say

__all__ = ["LIST_LIMIT", "ATTEMPTS_LIMIT", "take", "mapping", "whole", "instance", "flag", "text", "plain", "optional_text",
           "each", "Lookup", "result_of"]

LIST_LIMIT = 1_000  # items read from one iterable argument, at most
ATTEMPTS_LIMIT = 100_000  # attempts read from one argument, at most (a progress file holds 10,000)
TEXT_LIMIT = 10_000  # characters in one text argument, at most

T = TypeVar("T")


def take(values: Any, what: str, *, limit: int = LIST_LIMIT) -> list[Any]:
    """The items of `values` as a list, at most `limit` of them; `what` names the parameter.

    A string, bytes or a mapping is not taken as a list of items (a caller meant one value).
    """
    if isinstance(values, (str, bytes, bytearray, Mapping)):
        raise ValueError(say("error.input.not_list", what=what, value=values))
    try:
        items = iter(values)
    except Exception:  # noqa: BLE001 - not iterable, or its __iter__ raised
        raise ValueError(say("error.input.not_list", what=what, value=values)) from None
    out: list[Any] = []
    try:
        for item in items:
            if len(out) == limit:
                raise ValueError(say("error.input.too_long", what=what, most=limit))
            out.append(item)
    except ValueError:
        raise
    except Exception as error:  # noqa: BLE001 - a caller's iterator that fails half-way
        raise ValueError(say("error.input.broken_list", what=what, error=type(error).__name__)) from None
    return out


def mapping(value: Any, what: str, *, limit: int = 64) -> dict[Any, Any]:
    """`value` as a dict, when it is a mapping of at most `limit` entries."""
    if not isinstance(value, Mapping):
        raise ValueError(say("error.input.not_mapping", what=what, value=value))
    try:
        if len(value) > limit:
            raise ValueError(say("error.input.too_long", what=what, most=limit))
        return dict(value.items())
    except ValueError:
        raise
    except Exception as error:  # noqa: BLE001 - a hostile mapping
        raise ValueError(say("error.input.broken_list", what=what, error=type(error).__name__)) from None


def _numpy_bool(value: Any) -> bool:
    kind = type(value)
    return kind.__module__ == "numpy" and kind.__name__ in ("bool_", "bool")


def whole(value: Any, what: str, low: int | None = None, high: int | None = None) -> int:
    """`value` as an int (numpy's integers too, never a bool), from `low` to `high` if given."""
    if isinstance(value, bool) or _numpy_bool(value):
        raise ValueError(say("error.input.not_whole", what=what, value=value))
    try:
        # The plain int, read without a method of the caller's: an `int` subclass's own
        # `__index__`, `__lt__` or `__hash__` never runs here or at the caller's later uses.
        number = int.__index__(value) if isinstance(value, int) else int.__index__(operator.index(value))
    except Exception:  # noqa: BLE001 - not an integer at all
        raise ValueError(say("error.input.not_whole", what=what, value=value)) from None
    if (low is not None and number < low) or (high is not None and number > high):
        lo = "" if low is None else low
        hi = "" if high is None else high
        raise ValueError(say("error.input.out_of_range", what=what, value=value, low=lo, high=hi))
    return number


def flag(value: Any, what: str) -> bool:
    """`value` when it is a bool (numpy's too): yes-or-no answers are never guessed from truthiness."""
    if isinstance(value, bool):
        return value
    if _numpy_bool(value):
        return bool(value)
    raise ValueError(say("error.input.not_flag", what=what, value=value))


def instance(value: Any, kind: type[T], what: str) -> T:
    """`value` when it is a `kind`, else a sentence saying what was expected."""
    if not isinstance(value, kind):
        article = "an" if kind.__name__[:1].lower() in "aeiou" else "a"
        raise ValueError(say("error.input.not_kind", what=what, kind=f"{article} {kind.__name__}", value=value))
    return value


def plain(value: str) -> str:
    """The plain `str` of a string, read without calling a method of a `str` subclass (whose
    `lower`, `__hash__` or `__eq__` may raise or lie): what every check then works on."""
    return value if type(value) is str else str.__str__(value)


def text(value: Any, what: str, *, limit: int = TEXT_LIMIT) -> str:
    """`value` as a plain `str` when it is a string of at most `limit` characters."""
    if not isinstance(value, str):
        raise ValueError(say("error.input.not_text", what=what, value=value))
    if str.__len__(value) > limit:
        raise ValueError(say("error.input.text_too_long", what=what, most=limit))
    return plain(value)


def optional_text(value: Any, what: str, *, limit: int = TEXT_LIMIT) -> str | None:
    """`None`, or `value` as `text` reads it (an optional label, caption or name)."""
    return None if value is None else text(value, what, limit=limit)


def result_of(source: Any, what: str) -> Any:
    """What the caller's function `source` returns when called with nothing: a function handed
    in (where attempts or a store come from) that raises, or is no function, gets a sentence
    naming `what` rather than its own error. A `ValueError` of its own (a store's) goes as it is."""
    if not callable(source):
        raise ValueError(say("error.input.not_kind", what=what, kind=say("words.a_function"), value=source))
    try:
        return source()
    except ValueError:
        raise
    except Exception as error:  # noqa: BLE001 - a caller's function, whatever it raises
        raise ValueError(say("error.input.broken_call", what=what, error=type(error).__name__)) from None


def each(values: Iterable[Any], kind: type[T], what: str, *, limit: int = LIST_LIMIT) -> list[T]:
    """`take` then `instance` for every item."""
    return [instance(item, kind, what) for item in take(values, what, limit=limit)]


class Lookup(EnumType):
    """The metaclass of the course's text-valued enums (`Seat`, `Direction`, `Phase`, `Outcome`).

    `Seat("East")` is the member, as with any enum; anything else raises `ValueError` with the
    course's own sentence, the message key given as `error=` in the class statement
    (`class Seat(StrEnum, metaclass=Lookup, error="error.seat")`), in the current language and
    quoting the value short. Python's own error is English and quotes the whole value (a
    million-character string gives a million-character error), and a `str` subclass's
    `__hash__` or `__eq__` would run inside it; here no method of the value is called.
    """

    def __new__(metacls, name: str, bases: tuple[type, ...], namespace: Any, *, error: str = "",
                **options: Any) -> Lookup:
        cls = super().__new__(metacls, name, bases, namespace, **options)
        cls._error_key = error
        return cls

    def __call__(cls, value: Any, *args: Any, **kwargs: Any) -> Any:
        if args or kwargs:  # Enum's functional API (`Seat("Name", names)`), not a lookup
            return super().__call__(value, *args, **kwargs)
        if issubclass(type(value), str):
            member = cls._value2member_map_.get(str.__str__(value))
            if member is not None:
                return member
        raise ValueError(say(cls._error_key, value=value))
