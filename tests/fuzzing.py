"""Hostile input for the whole public API, and the one rule it must keep (API.md, "Bad input").

Every public function and constructor, and the methods of the objects instructors build
(tables, exercises, games, stores, lines), is called with generated bad input: wrong types,
huge and deeply nested values, objects whose `__repr__` or `__eq__` raise, infinite
iterables. What may come out: a return value (a `Verdict` or `Feedback` for an illegal move),
or a `ValueError` (subclasses included) whose message is a short sentence. Anything else, a
call that runs past its time limit, or a sentence longer than `MAX_SENTENCE`, is a failure.

Used by tests/test_fuzz_api.py (a few seconds a module, every CI run) and by
`make fuzz` (`FUZZ_EXAMPLES=20000 make fuzz` for a larger seeded run).
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import inspect
import itertools
import signal
import sys
import time
import tracemalloc
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from enum import Enum
from typing import Any, Protocol

import numpy as np
from hypothesis import strategies as st

from endless import Endless  # an endless iterable that stops a C loop reading it whole

MAX_SENTENCE = 600  # characters: an error's sentence is read, not scrolled
TIME_LIMIT = 2.0  # seconds for one call; a bounded call on bad input answers at once
MEMORY_LIMIT = 64 * 1024 * 1024  # bytes of Python allocations one call may peak at


class CallTimedOut(BaseException):
    """A call ran past `TIME_LIMIT` (a BaseException, so no `except Exception` swallows it)."""


class BadRepr:
    """An object whose repr and str raise: a message quoting it must not."""

    def __repr__(self) -> str:
        raise RuntimeError("hostile __repr__")

    __str__ = __repr__

    def __format__(self, spec: str) -> str:
        raise RuntimeError("hostile __format__")


class BadEq:
    """An object whose comparisons raise (hashable, so it reaches the comparisons)."""

    def __eq__(self, other: object) -> bool:
        raise RuntimeError("hostile __eq__")

    __ne__ = __lt__ = __le__ = __gt__ = __ge__ = __eq__
    __hash__ = object.__hash__

    def __repr__(self) -> str:
        return "BadEq()"


class BadIter:
    """An iterable that fails half-way."""

    def __iter__(self) -> Iterator[str]:
        yield "5B"
        raise RuntimeError("hostile __iter__")

    def __repr__(self) -> str:
        return "BadIter()"


class BadStr(str):
    """A `str` whose `__str__`, `__repr__` and `__format__` raise (its plain text reads fine)."""

    def __str__(self) -> str:
        raise RuntimeError("hostile __str__")

    __repr__ = __str__

    def __format__(self, spec: str) -> str:
        raise RuntimeError("hostile __format__")


class BadLen:
    """A sized iterable whose `__len__` raises (its items read fine)."""

    def __len__(self) -> int:
        raise RuntimeError("hostile __len__")

    def __iter__(self) -> Iterator[str]:
        return iter(["5B", "East"])

    def __repr__(self) -> str:
        return "BadLen()"


class BadBool:
    """An object whose truth (`__bool__`, and `__len__` behind it) raises: a flag tested for
    truth unchecked lets it out."""

    def __bool__(self) -> bool:
        raise RuntimeError("hostile __bool__")

    def __repr__(self) -> str:
        return "BadBool()"


class BadHash:
    """An object whose `__hash__` raises: a set, a dict key or a cache it reaches lets it out."""

    def __hash__(self) -> int:
        raise RuntimeError("hostile __hash__")

    def __eq__(self, other: object) -> bool:
        return self is other

    def __repr__(self) -> str:
        return "BadHash()"


class BadIndex:
    """A number-like object whose `__index__`, `__int__` and `__float__` raise."""

    def __index__(self) -> int:
        raise RuntimeError("hostile __index__")

    __int__ = __index__

    def __float__(self) -> float:
        raise RuntimeError("hostile __float__")

    def __repr__(self) -> str:
        return "BadIndex()"


class BadCompare(int):
    """An `int` (3) whose ordering comparisons raise: a check that compares before it reads
    the plain number lets it out (`progress._seconds` did)."""

    def __lt__(self, other: object) -> bool:
        raise RuntimeError("hostile comparison")

    __le__ = __gt__ = __ge__ = __lt__
    __hash__ = int.__hash__

    def __repr__(self) -> str:
        return "BadCompare(3)"


class BadFloatCompare(float):
    """A `float` (1.5) whose comparisons raise."""

    def __lt__(self, other: object) -> bool:
        raise RuntimeError("hostile comparison")

    __le__ = __gt__ = __ge__ = __eq__ = __ne__ = __lt__
    __hash__ = float.__hash__

    def __repr__(self) -> str:
        return "BadFloatCompare(1.5)"


def _run_to_end(coroutine) -> None:
    """Await `coroutine` in a thread of its own: the browser tests' Playwright may leave an
    event loop running on this thread (xdist runs modules one after another), where
    `asyncio.run` refuses."""
    with concurrent.futures.ThreadPoolExecutor(1) as pool:
        pool.submit(asyncio.run, coroutine).result()


def _refuse(*_args: Any, **_kwargs: Any) -> Any:
    raise RuntimeError("hostile method")


# Every method a caller's value could be asked for: a site that calls one on a caller's `str`
# or `int` (rather than reading the plain value out first) lets the caller's exception through.
_STR_METHODS = ("__hash__", "__eq__", "__ne__", "__lt__", "__le__", "__gt__", "__ge__", "__len__",
                "__iter__", "__getitem__", "__contains__", "__add__", "__radd__", "__mul__", "__mod__",
                "__format__", "__str__", "__repr__", "__bool__", "lower", "upper", "casefold", "strip",
                "lstrip", "rstrip", "split", "rsplit", "replace", "startswith", "endswith", "isdigit",
                "isdecimal", "isnumeric", "isspace", "isalpha", "title", "capitalize", "join", "encode",
                "format", "partition", "find", "index", "count", "splitlines", "translate", "zfill")
_INT_METHODS = ("__hash__", "__eq__", "__ne__", "__lt__", "__le__", "__gt__", "__ge__", "__index__",
                "__int__", "__float__", "__bool__", "__add__", "__radd__", "__sub__", "__rsub__", "__mul__",
                "__rmul__", "__floordiv__", "__truediv__", "__mod__", "__neg__", "__abs__", "__format__",
                "__str__", "__repr__", "__round__", "bit_length", "to_bytes")

HostileStr = type("HostileStr", (str,), {name: _refuse for name in _STR_METHODS})
HostileStr.__doc__ = "A `str` whose every method raises: its plain value is all a site may read."
HostileInt = type("HostileInt", (int,), {name: _refuse for name in _INT_METHODS})
HostileInt.__doc__ = "An `int` whose every method raises: its plain value is all a site may read."


class Nested(list):
    """A list nested `depth` deep, with a repr that does not recurse (for the test report)."""

    def __repr__(self) -> str:
        return f"<a list nested {self.depth:,} deep>"


def _nested(depth: int) -> Nested:
    value: list = []
    for _ in range(depth - 1):
        value = [value]
    outer = Nested([value])
    outer.depth = depth
    return outer


DEEP = _nested(10_000)


def _infinite() -> st.SearchStrategy:
    # Made fresh for each example: an exhausted iterator is not a bad input any more.
    return st.sampled_from(
        [
            lambda: itertools.count(),
            lambda: itertools.repeat("5B"),
            lambda: itertools.cycle(["East", "right", "1D"]),
            lambda: (str(i) for i in itertools.count()),
            lambda: range(10**9),
            lambda: iter(range(10**9)),
            lambda: Endless(),
            lambda: Endless("East"),
        ]
    ).map(lambda make: make())


ATOMS = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(min_value=-(10**6), max_value=10**6),
    st.sampled_from([10**100, -(10**100), 2**31, 2**63, -1, 0, 3, 7, 152]),
    st.floats(allow_nan=True, allow_infinity=True),
    st.sampled_from([np.int64(152), np.float64("nan"), np.int32(3), np.bool_(True)]),
    st.text(max_size=40),
    st.sampled_from(
        ["", " ", "5B", "1D 9C N", "J", "East", "east", "EAST", "right", "Across", "F F", "Red Dragon",
         "x" * 100_000, "5B " * 5_000, "\x00", "🀄", "1D,,,9C", "J J J", "152", "-1", "3.0", "nan"]
    ),
    st.binary(max_size=20),
    st.sampled_from(["East", "5B", "1D 9C N", "right", "J", "en", "ms", "l01.q1", ""]).map(HostileStr),
    st.sampled_from([0, 1, 3, 7, 152, -1, 10**9]).map(HostileInt),
    st.builds(BadRepr),
    st.builds(BadEq),
    st.builds(BadIter),
    st.sampled_from(["East", "5B", "1D 9C N", "en", "fuzz-room.db", "x.json", "lesson-1/fuzz"]).map(BadStr),
    st.builds(BadLen),
    st.builds(BadBool),
    st.builds(BadHash),
    st.builds(BadIndex),
    st.builds(lambda: BadCompare(3)),
    st.builds(lambda: BadFloatCompare(1.5)),
    st.builds(object),
    st.just(DEEP),
    st.just(print),
    _infinite(),
)

HOSTILE = st.recursive(
    ATOMS,
    lambda inner: st.one_of(
        st.lists(inner, max_size=5),
        st.tuples(inner, inner),
        st.dictionaries(st.one_of(st.text(max_size=8), st.sampled_from(["own", "blind", "instead", "East"])),
                        inner, max_size=4),
        st.frozensets(st.one_of(st.text(max_size=5), st.integers()), max_size=4),
    ),
    max_leaves=8,
)


@contextmanager
def time_limit(seconds: float) -> Iterator[None]:
    """Raise `CallTimedOut` in the main thread once `seconds` have passed."""

    def expire(_signum: int, _frame: Any) -> None:
        raise CallTimedOut(f"still running after {seconds} s")

    previous = signal.signal(signal.SIGALRM, expire)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)


@dataclass
class Tally:
    """What the calls did, for the report (`make fuzz` prints it)."""

    calls: int = 0
    functions: set[str] = field(default_factory=set)
    value_errors: int = 0
    failed_calls: int = 0  # calls that raised something else, ran too long or said too much
    others: dict[str, list[str]] = field(default_factory=dict)  # "name: Type" -> a few messages
    methods: set[str] = field(default_factory=set)  # of `functions`: methods and properties of objects
    reachable: set[str] = field(default_factory=set)  # every label the fuzz could draw
    current: str = ""  # the call running now (what an "Exception ignored" is charged to)
    seconds: float = 0.0

    def add_other(self, name: str, error: BaseException) -> None:
        self.failed_calls += 1
        key = f"{name}: {type(error).__name__}"
        self.others.setdefault(key, [])
        if len(self.others[key]) < 3:
            self.others[key].append(_short(error))


def _short(error: BaseException) -> str:
    try:
        return str(error)[:200]
    except Exception:  # noqa: BLE001 - a report line, whatever the error
        return "<unprintable>"


def call(name: str, fn: Callable[..., Any], args: tuple, kwargs: dict, tally: Tally,
         *, measure_memory: bool = False, seconds: float = TIME_LIMIT) -> None:
    """Call `fn` once under the limits (`seconds` for the call) and record what came out."""
    tally.calls += 1
    tally.functions.add(name)
    tally.current = name
    if measure_memory:
        tracemalloc.start()
    started = time.monotonic()
    try:
        with time_limit(seconds):
            result = fn(*args, **kwargs)
            if inspect.iscoroutine(result):  # `course.load`: what it does happens when awaited
                _run_to_end(result)
            del result
    except ValueError as error:
        tally.value_errors += 1
        text = _short(error) if len(str(error)) <= 200 else str(error)
        if len(text) > MAX_SENTENCE:
            tally.add_other(name, AssertionError(f"a {len(text)}-character sentence: {text[:120]}..."))
    except CallTimedOut as error:
        tally.add_other(name, error)
    except RecursionError as error:
        tally.add_other(name, error)
    except MemoryError as error:
        tally.add_other(name, error)
    except Exception as error:  # noqa: BLE001 - exactly what the fuzzer looks for
        tally.add_other(name, error)
    finally:
        if measure_memory:
            _, peak = tracemalloc.get_traced_memory()
            tracemalloc.stop()
            if peak > MEMORY_LIMIT:
                tally.add_other(name, MemoryError(f"peaked at {peak / 2**20:.0f} MiB"))
    if time.monotonic() - started > seconds:
        tally.add_other(name, CallTimedOut("returned, but too late"))


def public_callables(module: Any) -> list[tuple[str, Callable[..., Any]]]:
    """The module's public functions and constructors (no exceptions, enums, protocols or aliases)."""
    found = []
    for name in getattr(module, "__all__", ()):
        obj = getattr(module, name)
        if inspect.isclass(obj):
            if issubclass(obj, (BaseException, Enum)) or Protocol in getattr(obj, "__mro__", ()):
                continue
            if getattr(obj, "_is_protocol", False):
                continue
        elif not (inspect.isfunction(obj) or inspect.isbuiltin(obj)):
            continue
        label = f"{module.__name__.rsplit('.', 1)[-1]}.{name}"
        found.append((label, obj))
        if inspect.isclass(obj):  # its own public class and static methods (`PassChoice.of`)
            for attribute, raw in vars(obj).items():
                if not attribute.startswith("_") and isinstance(raw, (classmethod, staticmethod)):
                    found.append((f"{label}.{attribute}", getattr(obj, attribute)))
    return found


def parameters(fn: Callable[..., Any]) -> tuple[list[str], int, list[str]]:
    """(its positional parameters' names, how many of them are required, its keyword-only
    names). Calls always give the required ones: a missing argument is Python's own TypeError,
    a programming error rather than bad input."""
    try:
        sig = inspect.signature(fn)
    except (TypeError, ValueError):
        return [""], 1, []
    positional = [
        p for p in sig.parameters.values()
        if p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD) and p.name not in ("self", "cls")
    ]
    required = sum(1 for p in positional if p.default is p.empty)
    keywords = [p.name for p in sig.parameters.values()
                if p.kind is p.KEYWORD_ONLY and not p.name.startswith("_")]
    required_keywords = [p.name for p in sig.parameters.values()
                         if p.kind is p.KEYWORD_ONLY and p.default is p.empty]
    return [p.name for p in positional], required, keywords + [f"!{n}" for n in required_keywords]


def arguments(draw: Callable[[st.SearchStrategy], Any], fn: Callable[..., Any],
              good: dict[str, Any] | None = None) -> tuple[tuple, dict]:
    """Positional arguments (the required ones and a drawn number of optional ones), each
    hostile or one of `good` (valid values by parameter name, so a call gets past its first
    check), and a few hostile keyword arguments."""
    names, required, keywords = parameters(fn)
    good = good or {}

    def value(name: str) -> Any:
        if name in good and draw(st.booleans()):
            return good[name]
        return draw(HOSTILE)

    n = draw(st.integers(min_value=required, max_value=max(required, len(names))))
    args = tuple(value(name) for name in names[:n])
    kwargs = {}
    for name in keywords:
        must = name.startswith("!")
        name = name.lstrip("!")
        if must or draw(st.integers(0, 3)) == 0:
            kwargs[name] = value(name)
    return args, kwargs


def refused(call: Callable[[], Any], name: str) -> str:
    """The sentence of the `ValueError` that `call()` must raise: it starts with the parameter's
    `name` and is short (what a regression test of one bad argument asserts)."""
    try:
        call()
    except ValueError as error:
        message = str(error)
    else:
        raise AssertionError(f"{name}: no ValueError")
    assert message.startswith(name) and len(message) < 300, message
    return message


def report(tally: Tally, title: str) -> str:
    lines = [f"{title}: {tally.calls:,} calls over {len(tally.functions)} functions; "
             f"{tally.value_errors:,} ValueErrors; {tally.failed_calls:,} calls failed, "
             f"{len(tally.others)} kinds (function and exception)"]
    for key, messages in sorted(tally.others.items()):
        lines.append(f"  {key}: {messages[0]}")
    return "\n".join(lines)


def table(figures: dict[str, Tally], examples: int, seed: str | None) -> str:
    """One row a module: the callables (functions, constructors, class methods) and the methods
    and properties of objects reached, the calls, and the exceptions other than ValueError."""
    head = (f"Fuzz: {examples:,} examples a module, seed {seed if seed is not None else 'fixed (derandomized)'}",
            f"{'module':<34}{'callables':>10}{'methods':>9}{'calls':>9}{'ValueError':>11}{'others':>8}{'seconds':>9}")
    rows = list(head)
    total = Tally()
    for name, tally in sorted(figures.items()):
        callables = len(tally.functions - tally.methods)
        rows.append(f"{name:<34}{callables:>10}{len(tally.methods):>9}{tally.calls:>9,}{tally.value_errors:>11,}"
                    f"{tally.failed_calls:>8}{tally.seconds:>9.1f}")
        total.calls += tally.calls
        total.value_errors += tally.value_errors
        total.failed_calls += tally.failed_calls
        total.seconds += tally.seconds
        total.functions |= tally.functions
        total.methods |= tally.methods
    callables = len(total.functions - total.methods)
    rows.append(f"{f'all {len(figures)} modules':<34}{callables:>10}{len(total.methods):>9}{total.calls:>9,}"
                f"{total.value_errors:>11,}{total.failed_calls:>8}{total.seconds:>9.1f}")
    for name, tally in sorted(figures.items()):
        for key, messages in sorted(tally.others.items()):
            rows.append(f"  {key}: {messages[0]}")
    return "\n".join(rows)


if __name__ == "__main__":  # pragma: no cover - `make fuzz` runs tests/test_fuzz_api.py instead
    sys.exit("Run `make fuzz`.")
