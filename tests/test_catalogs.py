"""The package's gettext catalogs (tools/catalogs.py): complete, current, clean, and a changed
English sentence comes back for review instead of showing stale Malay."""

from __future__ import annotations

import gettext
import io
import os
import shutil
import subprocess
from pathlib import Path

import pytest
from babel.messages.mofile import write_mo

from charleston_lessons import messages
from charleston_lessons.exercises import DirectionQuiz
from charleston_lessons.messages import LANGUAGES, MESSAGES, PLURALS, count_tiles, say, speaking
from tools import catalogs
from tools.po_check import problems


def keys(catalog) -> set[tuple[str, str | None]]:
    return {(m.id if isinstance(m.id, str) else m.id[0], m.context) for m in catalog if m.id}


@pytest.fixture(scope="module")
def template():
    return catalogs.template()


def test_the_template_holds_every_english_template_count_and_lesson_sentence(template):
    found = keys(template)
    assert {(english, key) for key, english in MESSAGES["en"].items()} <= found
    assert {(singular, key) for key, (singular, _) in PLURALS.items()} <= found
    lesson_three = [m for m in template if any("l03_rollor" in where for where, _ in m.locations)]
    assert any("ROLLOR" in m.id for m in lesson_three)
    # a sentence a template made (here a direction quiz's explanation) is not a lesson
    # sentence of its own: it is translated as its template
    made = DirectionQuiz(4).explanation
    assert made not in {m.id for m in template if not m.context}


def test_the_committed_template_catalogs_and_compiled_files_are_current():
    assert catalogs.build(write=False) == [], "run python tools/catalogs.py"


@pytest.mark.parametrize("lang", LANGUAGES[1:])
def test_every_english_entry_has_a_translation_and_there_is_no_unknown_key(template, lang):
    translated = catalogs.read(lang)
    assert keys(translated) == keys(template)
    missing = [m.context or m.id for m in translated if m.id and not all(
        m.string if isinstance(m.string, (list, tuple)) else (m.string,))]
    assert missing == []


@pytest.mark.parametrize("lang", LANGUAGES[1:])
def test_translations_keep_placeholders_rule_ids_and_tile_codes_and_none_is_fuzzy(lang):
    assert problems(catalogs.po_path(lang)) == []


@pytest.mark.parametrize("lang", LANGUAGES[1:])
def test_msgfmt_check_is_clean(lang, tmp_path):
    if shutil.which("msgfmt") is None:
        if os.environ.get("CI") == "true":
            pytest.fail("CI must check the catalogs with GNU gettext's msgfmt: .ci/run installs it")
        pytest.skip("GNU gettext's msgfmt is not installed here (apt-get install gettext); CI installs it")
    result = subprocess.run(["msgfmt", "--check", "-o", str(tmp_path / "out.mo"), str(catalogs.po_path(lang))],
                            capture_output=True, text=True)
    assert result.returncode == 0, result.stderr


def test_a_changed_english_sentence_is_marked_fuzzy_and_the_course_shows_the_english(template):
    changed = catalogs.template()
    old = changed.get(MESSAGES["en"]["pass.courtesy_range"], context="pass.courtesy_range")
    new_english = "A courtesy pass moves 0 to 3 tiles; you chose {count}."
    changed.delete(old.id, context="pass.courtesy_range")
    changed.add(new_english, context="pass.courtesy_range")
    updated = catalogs.updated("ms", changed)
    entry = updated.get(new_english, context="pass.courtesy_range")
    assert entry is not None and entry.fuzzy and entry.string  # kept for review, flagged
    out = io.BytesIO()
    write_mo(out, updated, use_fuzzy=False)
    out.seek(0)
    compiled = gettext.GNUTranslations(out)
    assert compiled.pgettext("pass.courtesy_range", new_english) == new_english  # English, not stale Malay
    unchanged = MESSAGES["en"]["pass.joker"]
    assert compiled.pgettext("pass.joker", unchanged) != unchanged


def test_counts_go_through_the_plural_forms():
    assert (count_tiles(1), count_tiles(3)) == ("1 tile", "3 tiles")
    with speaking("ms"):
        assert (count_tiles(1), count_tiles(3)) == ("1 batu", "3 batu")
        assert messages.say_count("count.face_down", 2).startswith("2 ")


def test_the_compiled_catalog_is_package_data():
    text = (Path(catalogs.ROOT) / "pyproject.toml").read_text()
    assert "locale/*/LC_MESSAGES/*.mo" in text
    for lang in LANGUAGES[1:]:
        assert catalogs.mo_path(lang).is_file()


def test_a_malay_sentence_keeps_its_fields_and_its_rule():
    with speaking("ms"):
        sentence = say("pass.not_held", tile="Red Dragon")
    assert "Naga Merah" in sentence and "Red Dragon" not in sentence
