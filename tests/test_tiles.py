"""Pin the `charleston_lessons.tiles` contract of API.md and the tile rules T1, T2.

The expected notation and counts below are written out again from RULES.md, never read
from the module under test, so a slip in the module's tables shows up here.
"""

from __future__ import annotations

import copy
import pickle
import re
from collections import Counter

import pytest
from hypothesis import assume, given
from hypothesis import strategies as st

from charleston_lessons.tiles import Tile, TileError, full_set, parse_tile, parse_tiles

# --- RULES T2, restated: (short code, long name) for each of the 36 kinds --------------
SUIT_WORDS = {"B": "Bam", "C": "Crak", "D": "Dot"}
T2 = [(f"{rank}{suit}", f"{rank} {word}") for suit, word in SUIT_WORDS.items() for rank in range(1, 10)]
T2 += [
    ("N", "North"),
    ("E", "East"),
    ("S", "South"),
    ("W", "West"),
    ("RD", "Red Dragon"),
    ("GD", "Green Dragon"),
    ("WD", "White Dragon"),
    ("F", "Flower"),
    ("J", "Joker"),
]
CODES = [code for code, _ in T2]
NAMES = dict(T2)
# Every accepted spelling (T2), lower-cased, mapped to the short code it means.
FORMS = {code.lower(): code for code, _ in T2}
FORMS.update({name.lower(): code for code, name in T2})
FORMS["soap"] = "WD"

# --- RULES T1, restated: how many of each kind the set holds ----------------------------
T1_COUNTS = {code: 4 for code in CODES}
T1_COUNTS["F"] = 8
T1_COUNTS["J"] = 8

QUOTE_CHARS = re.escape("'\"`\u2018\u2019\u201c\u201d\u00ab\u00bb")


def quotes(message: str, text: str) -> bool:
    """True when `text` appears in `message` between quote marks."""
    return re.search(rf"[{QUOTE_CHARS}]{re.escape(text)}[{QUOTE_CHARS}]", message) is not None


def tile(code: str) -> Tile:
    return parse_tile(code)


# ======================================================================================
# T2: parse_tile reads every short code and every long name
# ======================================================================================


@pytest.mark.parametrize("code,name", T2)
def test_T2_short_code_parses_and_str_is_the_code(code, name):
    t = parse_tile(code)
    assert isinstance(t, Tile)
    assert str(t) == code
    assert t.name == name


@pytest.mark.parametrize("code,name", T2)
def test_T2_long_name_parses_to_the_same_tile(code, name):
    t = parse_tile(name)
    assert t == parse_tile(code)
    assert str(t) == code
    assert t.name == name


@pytest.mark.parametrize("text", ["Soap", "soap", "SOAP", "sOaP", "  Soap  "])
def test_T2_soap_is_the_white_dragon(text):
    t = parse_tile(text)
    assert t == parse_tile("WD") == parse_tile("White Dragon")
    assert str(t) == "WD"
    assert t.name == "White Dragon"
    assert t != parse_tile("RD") and t != parse_tile("GD")


def test_T2_the_36_kinds_are_distinct_tiles():
    tiles = [parse_tile(code) for code in CODES]
    assert len(set(tiles)) == 36
    assert len({str(t) for t in tiles}) == 36
    assert len({t.name for t in tiles}) == 36


SPELLINGS = [(code, code) for code in CODES] + [(name, code) for code, name in T2] + [("Soap", "WD")]


@pytest.mark.parametrize("text,code", SPELLINGS)
@pytest.mark.parametrize("case", [str.lower, str.upper, str.swapcase, str.title])
def test_T2_parse_tile_ignores_letter_case(text, code, case):
    assert str(parse_tile(case(text))) == code


@given(
    form=st.sampled_from(sorted(FORMS)),
    flips=st.lists(st.booleans(), min_size=12, max_size=12),
)
def test_T2_parse_tile_any_mix_of_case(form, flips):
    text = "".join(ch.upper() if flip else ch.lower() for ch, flip in zip(form, flips))
    assert str(parse_tile(text)) == FORMS[form]


@given(
    form=st.sampled_from(sorted(FORMS)),
    left=st.integers(0, 4),
    right=st.integers(0, 4),
)
def test_T2_parse_tile_ignores_surrounding_spaces(form, left, right):
    assert str(parse_tile(" " * left + form + " " * right)) == FORMS[form]


# ======================================================================================
# T2: anything else raises TileError (a ValueError) quoting the text
# ======================================================================================


def test_T2_tile_error_is_a_value_error_subclass():
    assert issubclass(TileError, ValueError)
    assert TileError is not ValueError


NOT_TILES = [
    "",
    "   ",
    "0B",
    "10B",
    "5",
    "B",
    "5X",
    "5 B",
    "5Bam",
    "5 Bams",
    "5 Bamboo",
    "Bam 5",
    "9 Craks",
    "10 Crak",
    "0 Dot",
    "Red",
    "Dragon",
    "RedDragon",
    "White",
    "Soaps",
    "Flowers",
    "Jokers",
    "JJ",
    "RDD",
    "X",
    "NE",
    "Northh",
    "5B6B",
    "5B,6B",
    "5B 6B",
    "Joker!",
]


@pytest.mark.parametrize("text", NOT_TILES)
def test_T2_anything_else_raises_tile_error_quoting_the_text(text):
    with pytest.raises(TileError) as info:
        parse_tile(text)
    assert isinstance(info.value, ValueError)
    message = str(info.value)
    assert quotes(message, text) or quotes(message, text.strip()), message


@pytest.mark.parametrize("value", [None, 5, 5.0, b"5B", ["5B"]])
def test_T2_non_text_raises_tile_error(value):
    with pytest.raises(TileError):
        parse_tile(value)


def _mutations():
    form = st.sampled_from(sorted(FORMS))
    alnum = st.sampled_from("abcdefghijklmnopqrstuvwxyz0123456789")

    @st.composite
    def mutated(draw):
        text = draw(form)
        how = draw(st.sampled_from(["drop", "insert", "double", "suffix", "prefix"]))
        i = draw(st.integers(0, len(text) - 1))
        if how == "drop":
            text = text[:i] + text[i + 1 :]
        elif how == "insert":
            text = text[:i] + draw(alnum) + text[i:]
        elif how == "double":
            text = text[:i] + text[i] + text[i:]
        elif how == "suffix":
            text = text + draw(alnum)
        else:
            text = draw(alnum) + text
        return text

    random_text = st.text(alphabet="abcdefghijklmnopqrstuvwxyzABCDRGWJNESF0123456789", max_size=8)
    return st.one_of(mutated(), random_text)


@given(body=_mutations(), left=st.integers(0, 2), right=st.integers(0, 2))
def test_T2_parse_tile_accepts_exactly_the_T2_spellings(body, left, right):
    """Independent restatement: valid iff the text, stripped and lower-cased, is a T2 form."""
    text = " " * left + body + " " * right
    key = text.strip(" ").lower()
    assume("  " not in key)  # internal runs of spaces are left unpinned by API.md
    if key in FORMS:
        assert str(parse_tile(text)) == FORMS[key]
    else:
        with pytest.raises(TileError) as info:
            parse_tile(text)
        message = str(info.value)
        assert quotes(message, text) or quotes(message, text.strip(" ")), message


# ======================================================================================
# Tile: an immutable, hashable, ordered value
# ======================================================================================


@pytest.mark.parametrize("code", CODES)
def test_tile_is_joker_only_for_the_joker(code):
    assert parse_tile(code).is_joker is (code == "J")


def test_tile_is_joker_by_long_name():
    assert parse_tile("Joker").is_joker is True
    assert parse_tile("Flower").is_joker is False


@pytest.mark.parametrize("attribute", ["name", "is_joker"])
def test_tile_is_immutable(attribute):
    t = parse_tile("5B")
    with pytest.raises((AttributeError, TypeError)):
        setattr(t, attribute, "changed")
    assert t.name == "5 Bam"
    assert str(t) == "5B"
    assert t.is_joker is False


@pytest.mark.parametrize("code,name", T2)
def test_tile_equal_tiles_are_equal_and_hash_equal(code, name):
    a, b, c = parse_tile(code), parse_tile(name), parse_tile(name.upper())
    assert a == b == c
    assert hash(a) == hash(b) == hash(c)
    assert {a: "x"}[b] == "x"
    assert len({a, b, c}) == 1


def test_tile_different_kinds_are_unequal():
    assert parse_tile("5B") != parse_tile("5C")
    assert parse_tile("5B") != parse_tile("6B")
    assert parse_tile("F") != parse_tile("J")
    assert parse_tile("N") != parse_tile("E")


def test_tile_is_a_value_through_copy_and_pickle():
    for code in CODES:
        t = parse_tile(code)
        for other in (copy.copy(t), copy.deepcopy(t), pickle.loads(pickle.dumps(t))):
            assert other == t
            assert hash(other) == hash(t)
            assert str(other) == code
            assert other.name == NAMES[code]


def test_tile_ordering_is_a_strict_total_order_on_the_kinds():
    kinds = [parse_tile(code) for code in CODES]
    for a in kinds:
        for b in kinds:
            relations = [a < b, a == b, b < a]
            assert relations.count(True) == 1, (a, b)
            assert (a <= b) == (a < b or a == b)
            assert (a >= b) == (b < a or a == b)
            assert (a > b) == (b < a)
    ordered = sorted(kinds)
    assert all(x < y for x, y in zip(ordered, ordered[1:]))
    assert sorted(reversed(kinds)) == ordered


def test_tile_equal_tiles_are_not_ordered_apart():
    a, b = parse_tile("White Dragon"), parse_tile("soap")
    assert not a < b and not b < a
    assert a <= b and a >= b


@given(st.lists(st.sampled_from(CODES), max_size=30))
def test_tile_sorting_keeps_every_tile(codes):
    tiles = [parse_tile(c) for c in codes]
    ordered = sorted(tiles)
    assert Counter(ordered) == Counter(tiles)
    assert all(x <= y for x, y in zip(ordered, ordered[1:]))


@given(st.lists(st.sampled_from(CODES), min_size=3, max_size=3))
def test_tile_order_is_transitive(codes):
    a, b, c = (parse_tile(x) for x in codes)
    if a < b and b < c:
        assert a < c
    if a <= b and b <= c:
        assert a <= c


# ======================================================================================
# parse_tiles: text with commas and/or spaces, or an iterable; order and repeats kept
# ======================================================================================


def test_T2_parse_tiles_api_example():
    assert parse_tiles("9 Crak, Red Dragon 5B") == [tile("9C"), tile("RD"), tile("5B")]
    assert [str(t) for t in parse_tiles("9 Crak, Red Dragon 5B")] == ["9C", "RD", "5B"]


@pytest.mark.parametrize(
    "text",
    ["5B,6B,N", "5B 6B N", "5B, 6B, N", "5B ,6B , N", "  5B   6B,N  ", "5B,  6B   N", "5b 6B n"],
)
def test_T2_parse_tiles_separators_commas_and_or_spaces(text):
    assert [str(t) for t in parse_tiles(text)] == ["5B", "6B", "N"]


def test_T2_parse_tiles_long_names_with_a_space_are_one_tile():
    text = "White Dragon Green Dragon 1 Dot 9 Crak Red Dragon 5 Bam"
    assert [str(t) for t in parse_tiles(text)] == ["WD", "GD", "1D", "9C", "RD", "5B"]
    assert [str(t) for t in parse_tiles(text.lower())] == ["WD", "GD", "1D", "9C", "RD", "5B"]
    assert [str(t) for t in parse_tiles(text.upper())] == ["WD", "GD", "1D", "9C", "RD", "5B"]


def test_T2_parse_tiles_mixes_codes_and_names():
    text = "Soap, N North 3 Dot 3D Flower F Joker, J"
    assert [str(t) for t in parse_tiles(text)] == ["WD", "N", "N", "3D", "3D", "F", "F", "J", "J"]


def test_T2_parse_tiles_keeps_order_and_repeats():
    assert [str(t) for t in parse_tiles("5B 5B N 5B 1C")] == ["5B", "5B", "N", "5B", "1C"]
    assert [str(t) for t in parse_tiles("N, 5B")] == ["N", "5B"]


def test_T2_parse_tiles_from_an_iterable_of_strings_and_tiles():
    items = ["9 Crak", parse_tile("RD"), "5b", parse_tile("5B"), "soap"]
    expected = ["9C", "RD", "5B", "5B", "WD"]
    assert [str(t) for t in parse_tiles(items)] == expected
    assert [str(t) for t in parse_tiles(tuple(items))] == expected
    assert [str(t) for t in parse_tiles(iter(items))] == expected
    assert [str(t) for t in parse_tiles(x for x in items)] == expected


def test_T2_parse_tiles_returns_a_list_of_tiles():
    for source in ("1B 2B", ["1B", "2B"], (parse_tile("1B"), parse_tile("2B"))):
        result = parse_tiles(source)
        assert type(result) is list
        assert all(isinstance(t, Tile) for t in result)
        assert result == [tile("1B"), tile("2B")]


def test_T2_parse_tiles_of_an_empty_iterable_is_empty():
    assert parse_tiles([]) == []
    assert parse_tiles(()) == []


@pytest.mark.parametrize(
    "source,bad",
    [
        ("5B XX 6B", "XX"),
        ("5B, 10B, 6B", "10B"),
        ("9 Crak, Purple 5B", "Purple"),
        ("9, Crak", "9"),
        (["5B", "bogus"], "bogus"),
        (["5B", "5B 6B"], "5B 6B"),
        ("N E S W Q", "Q"),
    ],
)
def test_T2_parse_tiles_bad_text_raises_tile_error_quoting_it(source, bad):
    with pytest.raises(TileError) as info:
        parse_tiles(source)
    assert isinstance(info.value, ValueError)
    message = str(info.value)
    whole = source if isinstance(source, str) else None
    assert quotes(message, bad) or (whole is not None and quotes(message, whole)), message


_RENDERINGS = ["code", "name", "tile", "lower", "upper"]


@given(
    st.lists(
        st.tuples(st.sampled_from(CODES), st.sampled_from(_RENDERINGS)), min_size=1, max_size=15
    ),
    st.lists(st.sampled_from([" ", ",", ", ", " ,", "  ", " , "]), min_size=15, max_size=15),
    st.booleans(),
)
def test_T2_parse_tiles_round_trips_any_rendering(items, separators, as_text):
    def render(code, how):
        if how == "code":
            return code
        if how == "name":
            return NAMES[code]
        if how == "lower":
            return NAMES[code].lower()
        if how == "upper":
            return NAMES[code].upper()
        return parse_tile(code)

    rendered = [render(code, how) for code, how in items]
    expected = [code for code, _ in items]
    if as_text:
        text = "".join(
            str(r) if isinstance(r, Tile) else r for pair in zip(rendered, separators) for r in pair
        )
        result = parse_tiles(text)
    else:
        result = parse_tiles(rendered)
    assert [str(t) for t in result] == expected


# ======================================================================================
# T1: the full set
# ======================================================================================


def test_T1_full_set_has_152_tiles():
    tiles = full_set()
    assert isinstance(tiles, list)
    assert len(tiles) == 152
    assert all(isinstance(t, Tile) for t in tiles)


def test_T1_full_set_exact_counts_per_kind():
    counts = Counter(str(t) for t in full_set())
    assert counts == Counter(T1_COUNTS)


def test_T1_full_set_counts_by_group():
    tiles = full_set()
    codes = [str(t) for t in tiles]
    suits = [c for c in codes if len(c) == 2 and c[0].isdigit()]
    assert len(suits) == 108
    for letter in "BCD":
        assert sum(1 for c in suits if c[1] == letter) == 36
    assert sum(1 for c in codes if c in {"N", "E", "W", "S"}) == 16
    assert sum(1 for c in codes if c in {"RD", "GD", "WD"}) == 12
    assert codes.count("F") == 8
    assert codes.count("J") == 8
    assert sum(1 for t in tiles if t.is_joker) == 8
    assert len(set(tiles)) == 36


def test_a_str_subclass_is_read_as_its_plain_text():
    from fuzzing import HostileStr  # tests/fuzzing.py: a str whose every method raises

    assert parse_tile(HostileStr(" red dragon ")) == parse_tile("RD")
    assert parse_tiles(HostileStr("1D 9C, Red Dragon")) == parse_tiles("1D 9C RD")
    assert parse_tiles([HostileStr("5B"), "J"]) == parse_tiles("5B J")
    with pytest.raises(TileError):
        parse_tiles(HostileStr("5B nope"))
