"""Every learner-facing sentence lives in the message table, and every key used exists."""

from __future__ import annotations

import itertools
import re
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from charleston_lessons import messages
from charleston_lessons.messages import MESSAGES, PLURALS, count_tiles, say, set_language

PACKAGE = Path(messages.__file__).parent
# A key's first part, from the table itself (not a hand-kept list, which missed new families).
PREFIXES = "|".join(sorted({key.split(".")[0] for key in MESSAGES["en"]} | {key.split(".")[0] for key in PLURALS}))


def package_source() -> str:
    """The package's code, with messages.py's own table left out (its code after it counts)."""
    own = (PACKAGE / "messages.py").read_text()
    table_end = own.index("\n}\n", own.index("MESSAGES: dict"))
    return "".join(p.read_text() for p in PACKAGE.rglob("*.py") if p.name != "messages.py") + own[table_end:]


def keys_used_in_code() -> set[str]:
    """Message keys quoted anywhere in the package outside the table itself."""
    source = package_source()
    found = re.findall(rf"""["']((?:{PREFIXES})\.[\w.-]+)["']""", source)
    # The figures name their words without the "art." prefix: `_t("rollor.title")`, and a
    # direction's own value (`_t(direction.value)`) for "art.right", "art.across", "art.left".
    figures = (PACKAGE / "art" / "figures.py").read_text()
    for call in re.findall(r"_t\(([^()]*)\)", figures):
        found += [f"art.{key}" for key in re.findall(r"""["']([a-z_]+(?:\.[a-z_]+)+|you)["']""", call)]
    if "_t(direction.value)" in figures:
        found += ["art.right", "art.across", "art.left"]
    return {key for key in found if not key.endswith((".js", ".css", ".py", ".json", ".ipynb"))}


def test_every_key_the_code_uses_exists_in_english():
    used = keys_used_in_code()
    assert len(used) > 20
    assert used - set(MESSAGES["en"]) - set(PLURALS) == set()


def key_patterns_in_code() -> list[re.Pattern]:
    """Keys built at run time, such as f"exercise.{key}.prompt", as patterns."""
    source = package_source()
    templates = re.findall(rf"""f["']((?:{PREFIXES})\.[^"']*\{{[^"']*)["']""", source)
    return [re.compile(re.sub(r"\\\{[^}]*\\\}", r"[\\w. -]+", re.escape(t)) + "$") for t in templates]


def test_no_english_template_is_unused():
    patterns = key_patterns_in_code()
    assert patterns, "the run-time key patterns were not found"
    unused = {
        key
        for key in set(MESSAGES["en"]) - keys_used_in_code()
        if not any(pattern.match(key) for pattern in patterns)
    }
    assert unused == set()


def test_count_tiles_says_one_tile_and_many_tiles():
    assert (count_tiles(1), count_tiles(0), count_tiles(3)) == ("1 tile", "0 tiles", "3 tiles")


def test_unknown_language_is_refused_with_the_choices():
    with pytest.raises(ValueError, match="en"):
        set_language("xx")


def test_say_fills_fields_and_a_missing_field_is_caught():
    assert "5 Bam" in say("pass.not_held", tile="5 Bam")
    with pytest.raises(KeyError):
        say("pass.not_held")


# ---------------------------------------------------------------- quoting a caller's value


class Counted:
    """An item that counts how often it is shown: a quote shows only the few it prints."""

    shown = 0

    def __repr__(self) -> str:
        Counted.shown += 1
        return "C"


class RaisingStr(str):
    """A `str` whose own methods all raise: quoting it must not call them."""

    def _boom(self, *args: object, **kwargs: object) -> str:
        raise RuntimeError("hostile str method")

    __repr__ = __str__ = __format__ = __getitem__ = __len__ = __iter__ = __hash__ = _boom  # type: ignore[assignment]


class RaisingInt(int):
    """An `int` whose own methods raise."""

    def _boom(self, *args: object, **kwargs: object) -> str:
        raise RuntimeError("hostile int method")

    __repr__ = __str__ = __format__ = __index__ = __int__ = _boom  # type: ignore[assignment]


def nested(depth: int) -> list:
    value: list = []
    for _ in range(depth):
        value = [value]
    return value


def test_quote_shows_only_the_items_it_prints():
    Counted.shown = 0
    text = messages.quote([Counted() for _ in range(10_000)])
    assert text.startswith("[C, C, C") and text.endswith("…") and len(text) == messages.QUOTE_LIMIT
    assert Counted.shown <= messages.QUOTE_LIMIT  # the whole list's repr was never built


def test_quote_of_a_million_items_costs_little():
    import gc
    import time

    values = {
        "list": list(range(10**6)),
        "dict": {i: i for i in range(10**6)},
        "set": set(range(10**6)),
        "tuple of lists": tuple([i] * 1000 for i in range(1000)),
        "text": "x" * 10**7,
        "bytes": b"x" * 10**7,
        "nested": nested(100_000),
    }
    for name, value in values.items():
        gc.disable()  # a collection of the million items is not the quote's cost
        try:
            start = time.perf_counter()
            text = messages.quote(value)
            took = time.perf_counter() - start
        finally:
            gc.enable()
        assert took < 0.02, f"{name}: {took * 1000:.0f} ms"
        assert len(text) == messages.QUOTE_LIMIT and text.endswith("…"), (name, text)


def test_quote_keeps_the_shape_of_short_values():
    for value in ([], (), (1,), {}, set(), frozenset({1}), {"a": [1, (2, 3)]}, "it's", b"\x00",
                  bytearray(b"ab"), [1.5, None, True], -7, "Ś", {1: {2: set()}}):
        assert messages.quote(value, limit=200) == repr(value)


def test_quote_names_an_item_it_cannot_show_and_shows_the_rest():
    text = messages.quote([1, RaisingStr("x"), RaisingInt(3)], limit=200)
    assert text == "[1, <RaisingStr that cannot be shown>, <RaisingInt that cannot be shown>]"


@given(
    value=st.recursive(
        st.one_of(
            st.text(max_size=300), st.integers(), st.binary(max_size=300), st.floats(), st.none(),
            st.builds(RaisingStr, st.text(max_size=50)), st.builds(RaisingInt, st.integers()),
            st.builds(lambda: 10**5000), st.builds(lambda: "x" * 10**6), st.builds(lambda: list(range(10**5))),
            st.builds(lambda: itertools.count()), st.builds(nested, st.integers(0, 5000)),
        ),
        lambda inner: st.one_of(
            st.lists(inner, max_size=8), st.tuples(inner, inner),
            st.dictionaries(st.text(max_size=5), inner, max_size=5), st.frozensets(st.integers(), max_size=5),
        ),
        max_leaves=20,
    ),
    limit=st.one_of(st.integers(-5, 200), st.none(), st.just(True), st.floats()),
)
@settings(max_examples=200, deadline=None)
def test_quote_is_short_and_never_raises(value, limit):
    text = messages.quote(value, limit) if limit is not None else messages.quote(value)
    most = limit if type(limit) is int and limit >= 2 else messages.QUOTE_LIMIT
    assert isinstance(text, str) and 0 < len(text) <= most


@pytest.mark.parametrize("code", ["en", "ms"])
def test_say_quotes_a_hostile_value_short_in_every_language(code):
    with messages.speaking(code):
        sentence = say("error.seat", value=RaisingStr("x" * 10**6))
    assert len(sentence) < 200 and sentence.startswith("<")


# ------------------------------------------------ hostile arguments

from fuzzing import BadRepr, HostileInt, HostileStr  # noqa: E402 - tests/ is on sys.path


def test_translate_reads_a_str_subclass_as_its_plain_text():
    assert messages.translate(HostileStr("yes"), "ms") == messages.translate("yes", "ms")
    assert type(messages.translate(HostileStr("yes"))) is str
    assert messages.translate("yes", HostileStr("ms")) == messages.translate("yes", "ms")
    assert messages.translate(HostileStr("")) == ""
    bad = BadRepr()
    assert messages.translate(bad) is bad  # what is not text comes back as it is


@pytest.mark.parametrize(
    "call",
    [
        lambda: messages.translate("yes", ["ms"]),
        lambda: messages.translate("yes", "x" * 10**6),
        lambda: messages.translate("yes", BadRepr()),
        lambda: messages.translate("yes", 5),
        lambda: messages.template(HostileStr("no.such.key")),
        lambda: messages.say_count(HostileStr("count.tiles"), HostileInt(10**9)),
        lambda: messages.say_count("count.tiles", HostileInt(-1)),
        lambda: messages.count_tiles(HostileInt(153)),
        lambda: set_language(HostileStr("fr")),
    ],
    ids=["code-list", "code-long", "code-bad-repr", "code-number", "template", "say-count", "say-count-negative",
         "count-tiles", "set-language"],
)
def test_hostile_arguments_are_one_short_sentence(call):
    with pytest.raises(ValueError) as caught:
        call()
    assert len(str(caught.value)) < 300 and "\n" not in str(caught.value)


def test_str_and_int_subclasses_are_read_as_their_plain_values():
    assert messages.template(HostileStr("error.seat")) == messages.template("error.seat")
    assert messages.count_tiles(HostileInt(3)) == count_tiles(3)
    assert messages.say_count(HostileStr("count.tiles"), HostileInt(1)) == count_tiles(1)
    before = messages.language()
    try:
        set_language(HostileStr("ms"))
        assert messages.language() == "ms" and type(messages.language()) is str
    finally:
        set_language(before)


def test_a_legal_pass_says_its_verb_in_agreement_with_the_tiles_that_move():
    # Issue 34: "Legal: 1 tile go across on pass 7".
    from charleston_lessons.rules import check_pass

    rack = "1B 2B 3B 4B 5B 6B 7B 8B 9B 1C 2C 3C 4C"
    assert check_pass(7, rack, "1B", agreed=1).message == "Legal: 1 tile goes across on pass 7 (courtesy)."
    assert check_pass(7, rack, "1B 2B", agreed=2).message == "Legal: 2 tiles go across on pass 7 (courtesy)."
    assert check_pass(1, rack, "1B 2B 3B").message == (
        "Legal: 3 tiles from your rack go right on pass 1 (first right).")
    assert check_pass(3, rack, "1B", blind=2).message == (
        "Legal: 1 tile from your rack and 2 forwarded unseen go left on pass 3 (first left).")
    assert "pass.ok" in PLURALS and "pass.ok" not in MESSAGES["en"]
    set_language("ms")
    try:
        said = check_pass(7, rack, "1B", agreed=1).message
        assert said.startswith("Sah: 1 batu") and "goes" not in said and "go " not in said
    finally:
        set_language("en")
