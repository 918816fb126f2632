"""Bad input to the whole public API: only a value, a `Verdict`/`Feedback`, or a `ValueError`
with a short sentence may come out, within a time limit (see tests/fuzzing.py).

Every CI run calls each public module's functions, constructors and object methods a few
hundred times with a fixed seed; `make fuzz` runs the same with many more examples and a
fresh seed (FUZZ_EXAMPLES, FUZZ_SEED) and prints the figures.
"""

from __future__ import annotations

import functools
import gc
import importlib
import inspect
import os
import sys
import time
import pkgutil
from collections.abc import Callable
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import seed as hypothesis_seed
from hypothesis import strategies as st

import charleston_lessons
import charleston_lessons.drills
import fuzzing
from charleston_lessons.hands import CARD
from charleston_lessons.tiles import ALL_KINDS, parse_tiles

EXAMPLES = int(os.environ.get("FUZZ_EXAMPLES", "120"))  # about 75 s for the CI run on 2 CPUs
SEED = os.environ.get("FUZZ_SEED")  # unset: the same examples every run (derandomized)
RACK = "1D 9C N 4B 6B W 2C 3C 5D 5D 7D E RD J"  # invented for teaching (G5)


def _table() -> Any:
    from charleston_lessons.table import Table

    return Table.deal(7)


def _game() -> Any:
    from charleston_lessons.seat_game import SeatGame

    return SeatGame(3, "South")


def _store() -> Any:
    from charleston_lessons.progress import ProgressStore

    return ProgressStore("fuzz-progress.json")  # in the test's own temporary folder


_ROOMS: dict[str, Any] = {}


def _room() -> Any:
    """One SQLite room store per test folder (the fuzz test runs in its own), with a learner
    and a table, so that calls with a good code get past their first check."""
    from charleston_lessons.room_store import open_room

    here = os.getcwd()
    if here not in _ROOMS:
        room = open_room("fuzz-room.db")
        GOOD["learner"] = room.join("Ada")
        GOOD["table_code"] = room.create_table(1)
        GOOD["room"] = room
        _ROOMS[here] = room
        # A second table with four learners at it, so a seat's calls reach a full table.
        GOOD["full_table"] = room.create_table(2)
        GOOD["four"] = [room.join(name) for name in ("Bea", "Chen", "Dewi", "Eko")]
        for learner in GOOD["four"]:
            room.sit(GOOD["full_table"], learner)
        GOOD["store"] = _store()
        GOOD["record"] = _record()
        GOOD["code"] = GOOD["learner"].code
    return _ROOMS[here]


def _record() -> Any:
    """A learner's record in the fuzzed room (joined, so that its calls reach the room)."""
    from charleston_lessons.room_record import RoomRecord

    _room()
    record = RoomRecord("fuzz-room.db", timeout=1)
    record.rejoin(GOOD["learner"].code)
    return record


def _shared_table() -> Any:
    from charleston_lessons.shared_table import SharedTable

    return SharedTable(_room(), GOOD["table_code"])


def _table_seat() -> Any:
    from charleston_lessons.shared_table import TableSeat

    room = _room()
    return TableSeat(room, GOOD["table_code"], GOOD["learner"])


def _seat_widget() -> Any:
    """A learner's seat widget at the fuzzed room's table, joined (so its buttons reach the table)."""
    from charleston_lessons.widgets.table_seat import TableForFour

    widget = TableForFour(_room(), GOOD["learner"])
    widget.join(GOOD["table_code"])
    return widget


def _full_shared_table() -> Any:
    from charleston_lessons.shared_table import SharedTable

    _room()
    return SharedTable(GOOD["room"], GOOD["full_table"])


def _full_table_seat() -> Any:
    from charleston_lessons.shared_table import TableSeat

    _room()
    return TableSeat(GOOD["room"], GOOD["full_table"], GOOD["four"][0])


def _session(started: bool = False) -> Any:
    """A practice session over the fuzzed store's attempts (its first item shown if `started`)."""
    import random

    from charleston_lessons.practice import Session

    _room()
    session = Session(GOOD["store"].attempts, length=3, rng=random.Random(1))
    if started:
        session.next_item()
    return session


def _practice_widget() -> Any:
    from charleston_lessons.widgets.practice import PracticeWidget

    _room()
    return PracticeWidget(lambda: GOOD["store"])


def _learner_card() -> Any:
    from charleston_lessons.widgets.learner import LearnerCard

    return LearnerCard(_record())


def _reader() -> Any:
    """A live room reader of the fuzzed room (`_room`), which has a learner in it."""
    from charleston_lessons.room_live import RoomReader

    return RoomReader(_room())


def _tables_reader() -> Any:
    """The instructor's reader of the fuzzed room's tables (`_room`, which has one)."""
    from charleston_lessons.tables_board import TablesReader

    return TablesReader(_room())


def _exercises() -> list[Any]:
    from charleston_lessons import exercises as ex

    return [
        ex.NumberQuiz("How many?", 152, rule="T1", explanation="152."),
        ex.ChoiceQuiz("Which?", ["a", "b"], "a", rule="T1", explanation="a."),
        ex.DirectionQuiz(4),
        ex.PickPass(1, RACK, good="1D 9C N"),
        ex.PickPass(3, RACK, arriving=3),
        ex.CoachedPick(1, "F F 6B 6B 6D 6D E E N J 2C 5C 9C", ["Flowers and sixes", "Sixes and the wind"]),
    ]


# Objects whose methods are public API too: (label, make a fresh one, method names). The names
# listed here are a floor, not the list: every public method and property the object's class
# (and its bases in the package) defines is fuzzed (`members`), and every exported class that
# can be made from `GOOD` values is made and fuzzed the same way (`_made`).
METHODS: dict[str, list[tuple[str, Callable[[], Any], tuple[str, ...]]]] = {
    "table": [("Table", _table, ("play_pass", "check_choices", "answer_stop", "set_courtesy_offers",
                                  "declare_mah_jongg", "rack"))],
    "seat_game": [("SeatGame", _game, ("pass_tiles", "answer_stop", "offer", "line_tiles", "distance",
                                        "lines_moved"))],
    "exercises": [(f"exercise{i}", (lambda i=i: _exercises()[i]), ("check", "hint", "citing"))
                  for i in range(6)],
    "progress": [("ProgressStore", _store, ("record", "export"))],
    "room_store": [("RoomStore", _room, ("join", "rejoin", "find", "learners", "record", "attempts", "room_attempts",
                                         "new_attempts", "create_table", "table", "tables", "append_move", "moves",
                                         "sit", "heartbeat", "leave", "seated"))],
    "room_record": [("RoomRecord", _record, ("join", "rejoin", "record", "merge", "flush", "attempts", "latest",
                                              "export", "export_bytes", "who", "leave", "on_change"))],
    "practice": [("Session", _session, ("next_item", "result", "answered", "standing", "summary")),
                 ("StartedSession", lambda: _session(True), ("result", "answered", "solution_shown", "summary",
                                                             "take_example", "standing"))],
    "widgets.practice": [("PracticeWidget", _practice_widget, ("start",))],
    "widgets.learner": [("LearnerCard", _learner_card, ("rejoin",))],
    "shared_table": [("SharedTable", _shared_table, ("refresh", "play_bots", "status", "start", "full_table")),
                     ("FullSharedTable", _full_shared_table, ("refresh", "play_bots", "status", "start")),
                     ("FullTableSeat", _full_table_seat, ("poll", "view", "pass_tiles", "answer_stop", "offer",
                                                          "declare", "leave")),
                     ("TableSeat", _table_seat, ("poll", "view", "heartbeat", "pass_tiles", "answer_stop", "offer",
                                                 "declare", "leave"))],
    "room_live": [("RoomReader", lambda: _reader(), ("read",)),
                  ("RoomNow", lambda: _reader().read(), ("stuck", "summary", "sections", "announcement", "shown"))],
    "widgets.room_live": [("LiveRoom", lambda: __import__("charleston_lessons.widgets.room_live",
                                                          fromlist=["LiveRoom"]).LiveRoom(_room()), ("refresh",))],
    "widgets.table_seat": [("TableForFour", _seat_widget, ("join", "refresh", "play_selected", "answer_stop",
                                                          "make_offer", "declare", "leave"))],
    "tables_board": [("TablesReader", lambda: _tables_reader(), ("read", "make", "start", "replay_table")),
                     ("TablesNow", lambda: _tables_reader().read(), ("find", "section", "projection",
                                                                     "announcement"))],
    "widgets.tables_board": [("TablesBoard", lambda: __import__("charleston_lessons.widgets.tables_board",
                                                                fromlist=["TablesBoard"]).TablesBoard(_room()),
                              ("refresh", "make", "start", "project", "show_replay"))],
    "dashboard": [("Room", lambda: __import__("charleston_lessons.dashboard", fromlist=["room_of"]).room_of([]),
                   ("most_missed", "report", "describe_missed", "skills_missed", "skills_sentence", "save_csv"))],
    "instructor": [("Plan", lambda: __import__("charleston_lessons.instructor", fromlist=["x"]).workshop_plan(90),
                    ("lesson_minutes",))],
    "hands": [("Line", lambda: CARD[0], ("tiles",))],
    "coach": [("Coach", lambda: __import__("charleston_lessons.coach", fromlist=["Coach"]).Coach(),
               ("choose_pass", "wants_to_stop", "courtesy_offer", "declares"))],
    "strategies": [("RandomStrategy", lambda: __import__("charleston_lessons.strategies",
                                                          fromlist=["RandomStrategy"]).RandomStrategy(1),
                    ("choose_pass", "wants_to_stop", "courtesy_offer", "declares"))],
}

# Valid values by parameter name, mixed in so that calls get past their first check.
GOOD: dict[str, Any] = {
    "step": 3, "rack": RACK, "own": "1D 9C N", "seat": "East", "direction": "right", "text": "5B",
    "text_or_iterable": "1D 9C", "tiles": "1D 9C N", "seed": 1, "deals": 20, "line": CARD[0],
    "lines": CARD[:2], "choice": "1D 9C N", "choices": {"East": "1D 9C N"}, "offer_a": 1, "offer_b": 2,
    "players": 4, "wants_to_stop": [False, True, False, False], "notation": "FFF 6666B 6666D EEE",
    "prompt": "Which?", "options": ["a", "b"], "answer": "a", "rule": "T1", "explanation": "Why.",
    "key": "exercise.no_answer", "number": 1, "rule_id": "J1", "level": 0, "display_name": "Ada",
    # hands, coach, lab, strategies, seat_game
    "card": CARD, "near": 6, "before": CARD[:2], "rack_before": RACK,
    "counts": [parse_tiles(RACK).count(kind) for kind in ALL_KINDS],
    # art, course
    "height": 64, "label": "Invented rack", "caption": "A picture.", "svg": "<svg/>", "description": "A chart.",
    "narrow": "", "switch": 0, "steps": [1], "top": 5,


    # room_store (a learner and a table of the fuzzed room, set when it is made: see _room)
    "learner": None, "table_code": None, "room": None, "now": 1_000.0, "count": 1, "stop": False,
    "url": "fuzz-room.db", "seq": 1, "move": {"seat": "East", "tiles": ["1D", "9C", "N"]},
    "attempt": __import__("charleston_lessons.progress", fromlist=["Attempt"]).Attempt(
        "lesson-1/fuzz", __import__("charleston_lessons.exercises", fromlist=["Outcome"]).Outcome.CORRECT, 1.0),
    # the widgets and pages an exported class makes from these (see `_made`); "store" and
    # "record" are the fuzzed room's (set in `_room`)
    "exercise": __import__("charleston_lessons.exercises", fromlist=["x"]).NumberQuiz(
        "How many?", 152, rule="T1", explanation="152."),
    "lesson": __import__("charleston_lessons.lessons", fromlist=["lesson"]).lesson(1),
    "data": __import__("charleston_lessons.lessons", fromlist=["lesson"]).lesson(1),
    "lessons": (__import__("charleston_lessons.lessons", fromlist=["lesson"]).lesson(1),),
    "ids": ("start-here/set-size",), "minutes": 10, "title": "Deals", "total": 5, "markup": "<b>5B</b>",
    "sections": (__import__("charleston_lessons.place", fromlist=["Section"]).Section(
        "Start", ("start-here/set-size",)),),
    "on_file": lambda *_args: None,
}

# Every public module, found from the package (not a hand-kept list, which missed the modules
# it did not name): the core, and the faces a notebook calls too (`course`, `art`, the widgets,
# the lessons' helpers), since instructors and learners type their own calls. A private module
# (`_input`) is reached through the public ones.
PUBLIC = sorted(
    info.name.removeprefix("charleston_lessons.")
    for info in pkgutil.walk_packages(charleston_lessons.__path__, "charleston_lessons.")
    if not any(part.startswith("_") for part in info.name.split("."))
)
# The ones with something to call (a lesson of data only, such as lesson 1, exports LESSON).
MODULES = [name for name in PUBLIC
           if fuzzing.public_callables(importlib.import_module(f"charleston_lessons.{name}"))
           or name in METHODS]

def members(kind: type) -> list[str]:
    """The public methods and properties `kind` and its bases in the package define (class and
    static methods are `public_callables`' own, fuzzed with the module's functions)."""
    found: list[str] = []
    for cls in kind.__mro__:
        if not cls.__module__.startswith("charleston_lessons"):
            continue  # ipywidgets' own `observe`, `send`...: not this API
        for attribute, raw in vars(cls).items():
            if (attribute.startswith("_") or attribute in found or attribute in NOT_FUZZED
                    or isinstance(raw, (classmethod, staticmethod))):
                continue
            if isinstance(raw, (property, functools.cached_property)) or inspect.isfunction(raw):
                found.append(attribute)
    return found


def _member(make: Callable[[], Any], attribute: str) -> Callable[..., Any]:
    """The bound method of a fresh object, or for a property a call that reads it."""
    obj = make()
    raw = inspect.getattr_static(type(obj), attribute, None)  # the class's: a cached value is no method
    if isinstance(raw, (property, functools.cached_property)):
        return lambda: getattr(obj, attribute)
    return getattr(obj, attribute)


def _made(kind: type) -> Callable[[], Any] | None:
    """A maker of `kind` from the `GOOD` values of its required parameters, when they are all
    known and it can be made so; else None."""
    try:
        signature = inspect.signature(kind)
    except (TypeError, ValueError):
        return None
    needed = {p.name: p for p in signature.parameters.values()
              if p.default is p.empty and p.kind not in (p.VAR_POSITIONAL, p.VAR_KEYWORD)}
    if not needed and kind.__name__ in NOT_MADE_EMPTY:
        return None
    if any(name not in GOOD or GOOD[name] is None for name in needed):
        return None
    args = [GOOD[name] for name, p in needed.items() if p.kind is not p.KEYWORD_ONLY]
    kwargs = {name: GOOD[name] for name, p in needed.items() if p.kind is p.KEYWORD_ONLY}
    try:
        with fuzzing.time_limit(10.0):
            kind(*args, **kwargs)
    except Exception:  # noqa: BLE001 - not made from these values: fuzzed through its constructor only
        return None
    return lambda: kind(*args, **kwargs)


# Exported classes that a call with no arguments would make in the wrong place (a progress
# store in the learner's own home), or that are bases a widget completes (`Submits` leaves
# `snapshot` to the form that mixes it in; `Exercise` leaves `check` to each kind, `Event`
# its `describe` to each event of a table's log).
NOT_MADE_EMPTY = {"ProgressStore", "Submits", "Exercise", "Event"}

# Methods that are no call a notebook makes: ipywidgets' own hook, which the page's front end
# calls with the state it syncs (a widget class overrides it to filter late edits).
NOT_FUZZED = {"set_state"}


def _targets(name: str) -> list[tuple[str, Callable[[], Callable[..., Any]]]]:
    """(label, get the callable) for every function and constructor the module exports, every
    class and static method of its classes, and every public method and property of the objects
    its classes make (a method's label has two dots or more: `Table.play_pass`)."""
    module = importlib.import_module(f"charleston_lessons.{name}")
    _room()  # the values of GOOD that need a room (made in the test's own folder)
    callables = fuzzing.public_callables(module)
    found: list[tuple[str, Callable[[], Callable[..., Any]]]] = [
        (label, (lambda fn=fn: fn)) for label, fn in callables
    ]
    makers: list[tuple[str, Callable[[], Any], tuple[str, ...]]] = list(METHODS.get(name, []))
    listed = set()
    for _label, make, _methods in makers:
        try:
            listed.add(type(make()))
        except Exception as error:  # noqa: BLE001 - a maker above that fails is a broken test
            raise AssertionError(f"could not build {_label}: {error!r}") from error
    for label, kind in callables:
        if inspect.isclass(kind) and kind not in listed and not any(issubclass(k, kind) for k in listed):
            make = _made(kind)
            if make is not None:
                makers.append((label.rsplit(".", 1)[-1], make, ()))
    for label, make, methods in makers:
        kind = type(make())
        every = list(dict.fromkeys([*methods, *members(kind)]))
        for method in every:
            found.append((f"{name}.{label}.{method}", (lambda make=make, method=method: _member(make, method))))
    return found


def _slow_sizes(value: Any) -> Any:
    # A legal but large experiment is slow by design (lab.MAX_DEALS says how large it may be);
    # the fuzzer looks for wrong answers to bad input, not for slow answers to good input.
    from charleston_lessons.lab import MAX_DEALS

    # A plain int only: an int subclass is left as it is (a `HostileInt`'s comparisons raise here).
    if type(value) is int and 20 < value <= MAX_DEALS:
        return 20
    return value


# Calls whose answer to good input takes seconds by design: a printed page is laid out and its
# fonts subset (about 1.5 s a card on a quiet machine). Bad input to them still answers at once.
SLOW_ON_GOOD_INPUT = {"handouts.write_card": 15.0, "handouts.write_handouts": 60.0}


def fuzz(name: str, examples: int, seed: str | None) -> fuzzing.Tally:
    targets = _targets(name)
    module = importlib.import_module(f"charleston_lessons.{name}")
    functions = {label for label, _fn in fuzzing.public_callables(module)}
    tally = fuzzing.Tally()
    tally.reachable = {label for label, _get in targets}
    started = time.monotonic()

    @settings(max_examples=examples, deadline=None, derandomize=seed is None, database=None,
              suppress_health_check=list(HealthCheck), print_blob=False)
    @given(st.data())
    def run(data: st.DataObject) -> None:
        label, get = data.draw(st.sampled_from(targets), label="target")
        try:
            fn = get()
        except Exception as error:  # noqa: BLE001 - building the object is not under test here
            raise AssertionError(f"could not build {label}: {error!r}") from error
        args, kwargs = fuzzing.arguments(data.draw, fn, GOOD)
        if name.endswith("lab") or name.startswith("lessons"):
            args = tuple(_slow_sizes(a) for a in args)
            kwargs = {k: _slow_sizes(v) for k, v in kwargs.items()}
        if label not in functions:
            tally.methods.add(label)
        fuzzing.call(label, fn, args, kwargs, tally,
                     seconds=SLOW_ON_GOOD_INPUT.get(label, fuzzing.TIME_LIMIT))

    if seed is not None:
        run = hypothesis_seed(int(seed))(run)
    # An error a half-built object's `__del__` (or a thread) raises is printed to stderr as
    # "Exception ignored in ...": the hook counts it as a failure of the call that was running.
    previous = sys.unraisablehook

    def ignored(unraisable: Any) -> None:
        error = unraisable.exc_value or RuntimeError("unraisable")
        tally.add_other(f"{tally.current} (Exception ignored)", error)

    sys.unraisablehook = ignored
    try:
        run()
        gc.collect()  # what a cycle kept alive is collected here, under the hook
    finally:
        sys.unraisablehook = previous
    tally.seconds = time.monotonic() - started
    return tally


# The figures of every module fuzzed in this run, for the table `make fuzz` prints at the end.
FIGURES: dict[str, fuzzing.Tally] = {}


@pytest.fixture(scope="module", autouse=True)
def _figures_table():
    yield
    if FIGURES:
        print()
        print(fuzzing.table(FIGURES, EXAMPLES, SEED))


@pytest.mark.parametrize("name", PUBLIC)
def test_every_public_module_says_what_it_exports(name):
    """`__all__` is what the fuzzer calls: a module without one would be skipped unseen."""
    module = importlib.import_module(f"charleston_lessons.{name}")
    exported = getattr(module, "__all__", None)
    assert isinstance(exported, list) and exported, f"charleston_lessons.{name} has no __all__"
    assert all(hasattr(module, attribute) for attribute in exported), name


def test_the_fuzzer_reaches_the_faces_and_every_lessons_helpers(tmp_path, monkeypatch):
    """The faces a notebook calls are fuzzed, found from the package, not from a list."""
    monkeypatch.chdir(tmp_path)  # the fuzzed room is made here
    for name in ("course", "art", "widgets.exercise", "lessons.base", "lessons.l08_worked_example",
                 "lessons.l09_east_and_short_tables", "messages"):
        assert name in MODULES, name
    labels = {label for label, _get in _targets("table")}
    assert "table.PassChoice.of" in labels  # a class's own class methods are public API too


@pytest.mark.parametrize("name", MODULES)
def test_bad_input_gives_a_value_error_a_verdict_or_a_value_never_anything_else(name, tmp_path, monkeypatch,
                                                                                 capfd):
    monkeypatch.chdir(tmp_path)  # a store built from fuzzed text writes only in here
    from charleston_lessons.messages import language, set_language

    spoken = language()
    try:
        tally = fuzz(name, EXAMPLES, SEED)
    finally:
        set_language(spoken)  # `course.use_language` and `set_language` are fuzzed too
    # stderr is read too: an error Python could only print ("Exception ignored in ...") is one.
    err = capfd.readouterr().err
    if "Exception ignored" in err:
        tally.add_other(f"{name} (stderr)", RuntimeError(err[err.index("Exception ignored"):][:200]))
    FIGURES[name] = tally
    with capfd.disabled():
        print(fuzzing.report(tally, name))
    # A module of functions without arguments (the clock) runs out of inputs before EXAMPLES:
    # then every one of its functions must have been called.
    every = {label for label, _get in _targets(name)}
    assert tally.functions and (tally.calls >= EXAMPLES or tally.functions == every), fuzzing.report(tally, name)
    assert not tally.others, fuzzing.report(tally, name)


@pytest.mark.parametrize(
    "call",
    [
        lambda: parse_tiles(__import__("itertools").islice(__import__("itertools").repeat("5B"), 10**7)),
        lambda: parse_tiles(__import__("itertools").repeat("5B")),
        lambda: __import__("charleston_lessons.rules", fromlist=["x"]).check_pass(3, RACK, __import__("itertools").count()),
        lambda: __import__("charleston_lessons.rules", fromlist=["x"]).second_charleston_stopped(range(10**9)),
        lambda: __import__("charleston_lessons.lab", fromlist=["x"]).deal_seeds(1, 10**7),
        lambda: __import__("charleston_lessons.lab", fromlist=["x"]).coached_vs_random(2**31, 1),
        lambda: parse_tiles(fuzzing.DEEP),
    ],
    ids=["long-iterator", "repeat", "count", "range", "deal-seeds", "experiment", "nested"],
)
def test_unbounded_input_is_refused_at_once_and_in_little_memory(call):
    tally = fuzzing.Tally()
    fuzzing.call("bounded", call, (), {}, tally, measure_memory=True)
    assert tally.value_errors == 1 and not tally.others, fuzzing.report(tally, "bounded")


def test_a_quoted_answer_is_cut_to_a_readable_length():
    from charleston_lessons.exercises import NumberQuiz

    feedback = NumberQuiz("How many?", 152, rule="T1", explanation="152.").check("9" * 100_000)
    assert len(feedback.message) < 200 and "…" in feedback.message
