"""The package's message catalogs, the ecosystem's way (Babel): extract, update, compile.

    python tools/catalogs.py          # all three steps, for every language
    python tools/catalogs.py check    # exit 1 if the template, a .po or a .mo is out of date

Extract: every learner-facing sentence of the package becomes one entry of
`charleston_lessons/locale/charleston_lessons.pot`:
- each `messages.MESSAGES["en"]` template, its key as the msgctxt;
- each counted sentence (`messages.PLURALS`), with its plural;
- the course's words that sentences are filled with (seats, directions, passes, tiles, the
  teaching card's lines and families), which `say` translates where they fill a field;
- every sentence of the lessons' data (titles, questions, objectives, key points, and each
  exercise's prompt, options, explanations and hints), found by building the lessons in
  English and leaving out the sentences the templates above made;
- the sentences the notebooks' code cells pass to the course (a rack's label).
Update: each `locale/<lang>/LC_MESSAGES/charleston_lessons.po` keeps the translation of an
unchanged English sentence; a changed one comes back marked fuzzy (needing review), and a
fuzzy entry is never compiled, so the course shows the English rather than stale Malay.
Compile: the `.mo` files the package ships (package data, committed; the tests fail when one
is older than its `.po`).
"""

from __future__ import annotations

import importlib
import importlib.util
import io
import pkgutil
import sys
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po, write_po

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from charleston_lessons import messages  # noqa: E402
from charleston_lessons.messages import DOMAIN, LANGUAGES, LOCALE_DIR, MESSAGES, PLURALS  # noqa: E402

TEMPLATE = LOCALE_DIR / f"{DOMAIN}.pot"
PROJECT = "Charleston Lessons"
COPYRIGHT = "Charleston Lessons contributors"


def po_path(lang: str) -> Path:
    return LOCALE_DIR / lang / "LC_MESSAGES" / f"{DOMAIN}.po"


def mo_path(lang: str) -> Path:
    return po_path(lang).with_suffix(".mo")


def vocabulary() -> list[tuple[str, str]]:
    """The course's words that fill templates' fields, with where they come from."""
    from charleston_lessons.hands import CARD, FAMILIES
    from charleston_lessons.rulebook import RULES, SECTIONS
    from charleston_lessons.rules import PASSES, Direction, Seat
    from charleston_lessons.tiles import ALL_KINDS

    words: list[tuple[str, str]] = []
    words += [(seat.value, "charleston_lessons/rules.py") for seat in Seat]
    words += [(direction.value, "charleston_lessons/rules.py") for direction in Direction]
    words += [(step.name, "charleston_lessons/rules.py") for step in PASSES]
    words += [(tile.name, "charleston_lessons/tiles.py") for tile in ALL_KINDS]
    for line in CARD:
        words += [(line.name, "charleston_lessons/hands.py"), (line.note, "charleston_lessons/hands.py")]
    for name, description in FAMILIES:
        words += [(name, "charleston_lessons/hands.py"), (description, "charleston_lessons/hands.py")]
    words += [(sentence, "charleston_lessons/rulebook.py") for sentence in RULES.values()]
    words += [(title, "charleston_lessons/rulebook.py") for title in SECTIONS.values()]
    words += [(name, "charleston_lessons/messages.py") for name in messages.LANGUAGE_NAMES.values()]
    return [(word, where) for word, where in words if word]


def _lesson_modules() -> list[str]:
    import charleston_lessons.lessons as package

    return sorted(f"{package.__name__}.{info.name}" for info in pkgutil.iter_modules(package.__path__)
                  if info.name[:1] == "l" and info.name[1:3].isdigit())


def lesson_sentences() -> list[tuple[str, str]]:
    """Every sentence of the lessons' data a learner can meet, with its module's path: what
    the lessons ask `translate` for while they are made afresh in English, less what the
    templates above said (those are in the catalog already)."""
    found: list[tuple[str, str]] = []
    for name in _lesson_modules():
        importlib.import_module(name)
        spec = importlib.util.find_spec(name)
        module = importlib.util.module_from_spec(spec)
        with messages.speaking("en"), messages.recording() as record:
            spec.loader.exec_module(module)
        where = str(Path(spec.origin).relative_to(ROOT))
        found += [(text, where) for text in dict.fromkeys(record.asked) if text not in record.said]
    return found


def notebook_sentences() -> list[tuple[str, str]]:
    """Sentences written in the English notebooks' code cells (a rack's label, say), which the
    course translates where it shows them: each string with a space that is not a list of
    tiles, read from the cells' syntax tree."""
    import ast

    import nbformat

    from charleston_lessons.tiles import TileError, parse_tiles
    from tools.notebook_catalog import english_notebooks

    found: list[tuple[str, str]] = []
    for notebook in english_notebooks():
        for cell in nbformat.read(notebook, as_version=4).cells:
            if cell.cell_type != "code":
                continue
            try:
                tree = ast.parse(cell.source.replace("await ", ""))
            except SyntaxError:
                continue
            for node in ast.walk(tree):
                if isinstance(node, ast.Constant) and isinstance(node.value, str) and " " in node.value.strip():
                    try:
                        parse_tiles(node.value)
                        continue
                    except TileError:
                        found.append((node.value, str(notebook.relative_to(ROOT))))
    return found


def template() -> Catalog:
    """The English catalog: what every language translates."""
    catalog = Catalog(project=PROJECT, copyright_holder=COPYRIGHT, fuzzy=False)
    for key, english in MESSAGES["en"].items():
        catalog.add(english, context=key, locations=[("charleston_lessons/messages.py", 0)])
    for key, (singular, plural) in PLURALS.items():
        catalog.add((singular, plural), context=key, locations=[("charleston_lessons/messages.py", 0)])
    for text, where in vocabulary() + lesson_sentences() + notebook_sentences():
        existing = catalog.get(text)
        if existing is None:
            catalog.add(text, locations=[(where, 0)])
        elif (where, 0) not in existing.locations:
            existing.locations.append((where, 0))
    return catalog


def _po_bytes(catalog: Catalog) -> bytes:
    # The course fills sentences with str.format ({placeholders}), never with %: Babel's
    # "python-format" guess is a false alarm (it reads "95% interval" as the directive "% i",
    # and msgfmt --check then demands "% i" in the translation too), so it is not written.
    for message in catalog:
        message.flags.discard("python-format")
    out = io.BytesIO()
    write_po(out, catalog, width=0, omit_header=False, sort_output=False, include_lineno=False)
    return out.getvalue()


def _mo_bytes(catalog: Catalog) -> bytes:
    out = io.BytesIO()
    write_mo(out, catalog, use_fuzzy=False)
    return out.getvalue()


def read(lang: str) -> Catalog:
    with po_path(lang).open("rb") as handle:
        return read_po(handle, locale=lang)


def updated(lang: str, fresh: Catalog) -> Catalog:
    """`lang`'s catalog brought in step with `fresh`: unchanged English keeps its
    translation; an entry whose English changed keeps its old translation marked fuzzy."""
    if po_path(lang).exists():
        catalog = read(lang)
    else:
        catalog = Catalog(locale=lang, project=PROJECT, copyright_holder=COPYRIGHT, fuzzy=False)
    by_context = {m.context: m for m in catalog if m.id and m.context}
    catalog.update(fresh, no_fuzzy_matching=False, update_header_comment=False)
    # A keyed template whose English changed: Babel may not pair it with its old entry, so
    # pair it by its key and mark it for review.
    for message in catalog:
        old = by_context.get(message.context) if message.context else None
        if message.id and old is not None and not message.string and old.string and old.id != message.id:
            message.string = old.string
            message.flags.add("fuzzy")
    catalog.obsolete.clear()
    catalog.fuzzy = False
    return catalog


def build(write: bool = True) -> list[str]:
    """Extract, update and compile; the files that were (or, with write=False, would be) changed."""
    changed = []
    fresh = template()
    # The template's date changes only with its content, so the compiled files (whose header
    # carries it) are the same bytes from one run to the next.
    if TEMPLATE.exists():
        with TEMPLATE.open("rb") as handle:
            before = read_po(handle)
        if _comparable(_po_bytes(fresh)) == _comparable(TEMPLATE.read_bytes()):
            fresh.creation_date = before.creation_date
    files = {TEMPLATE: _po_bytes(fresh)}
    for lang in LANGUAGES[1:]:
        catalog = updated(lang, fresh)
        files[po_path(lang)] = _po_bytes(catalog)
        files[mo_path(lang)] = _mo_bytes(catalog)
    for path, data in files.items():
        if not path.exists() or _comparable(path.read_bytes()) != _comparable(data):
            changed.append(str(path.relative_to(ROOT)))
            if write:
                path.parent.mkdir(parents=True, exist_ok=True)
                path.write_bytes(data)
    return changed


def _comparable(data: bytes) -> bytes:
    """A file's bytes without the creation date Babel stamps in a template's header."""
    return b"\n".join(line for line in data.split(b"\n") if not line.startswith(b'"POT-Creation-Date'))


if __name__ == "__main__":
    if sys.argv[1:] == ["check"]:
        stale = build(write=False)
        for path in stale:
            print(f"out of date: {path} (run python tools/catalogs.py)")
        sys.exit(1 if stale else 0)
    for path in build():
        print(f"wrote {path}")
