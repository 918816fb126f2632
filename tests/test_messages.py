"""Every learner-facing sentence lives in the message table, and every key used exists."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

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
