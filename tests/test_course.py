"""The notebooks' face: cached widgets, pictures that describe themselves."""

from __future__ import annotations

import html
import re
import xml.etree.ElementTree as ET

import fuzzing  # tests/fuzzing.py: hostile values
import pytest

from charleston_lessons import course
from charleston_lessons.table import Table


def test_running_a_cell_twice_gives_the_same_widget_and_one_handler():
    first = course.lesson(1).exercise("set-size")
    again = course.lesson(1).exercise("set-size")
    assert first is again
    assert len(first.check_button._click_handlers.callbacks) == 1
    assert len(first.hint_button._click_handlers.callbacks) == 1


def test_a_learners_answer_survives_running_the_cell_again():
    widget = course.lesson(1).exercise("code-9-crak")
    widget.answer = "C9"
    widget.check_button.click()
    again = course.lesson(1).exercise("code-9-crak")
    assert again.answer == "C9" and again.last_feedback.rule == "T2"


def test_tiles_show_pictures_and_say_their_names():
    rack = course.tiles("1D 9C N", label="Invented rack", face_down=2)
    assert "<svg" in rack._repr_html_() and "Invented rack" in rack._repr_html_()
    assert repr(rack) == "Invented rack: 1 Dot, 9 Crak, North, and 2 face down"


def test_a_long_rack_wraps_onto_rows_as_one_named_picture():
    """Each tile is its own small picture, so a 14-tile rack wraps on a phone instead of
    shrinking; a screen reader meets one picture named with every tile."""
    rack = course.tiles("1B 2B 3B 4B 5B 6B 7B 8B 9B 1C 2C 3C 4C 5C", face_down=1)._repr_html_()
    row = re.search(r'<div class="cl-rack-row" role="img" aria-label="([^"]*)" style="([^"]*)">', rack)
    assert row[1].startswith("Rack: 1 Bam, 2 Bam") and row[1].endswith("5 Crak, and 1 face down")
    assert "flex-wrap:wrap" in row[2]
    titles = re.findall(r"<title>([^<]*)</title>", rack)
    assert titles[0] == "1 Bam" and "Face-down tile" in titles and not any(t.startswith("Rack:") for t in titles)
    assert rack.count('<svg xmlns') == 15


def test_tile_sheet_counts_152():
    sheet = course.tile_sheet()
    assert repr(sheet).endswith("152 tiles in all.")
    assert sheet._repr_html_().count("<svg") == 36


def test_pass_table_reads_the_rules_core():
    text = repr(course.pass_table()).splitlines()
    assert len(text) == 8
    assert text[4] == "4 | second left | left | 3 | only if nobody stops it | no"


def _svg_in(markup: str) -> ET.Element:
    """The first (the wide) SVG in `markup`: a course figure holds a narrow one after it."""
    return ET.fromstring(re.search(r"<svg.*?</svg>", markup, re.DOTALL)[0])


def test_pictures_show_as_themed_svg_and_describe_themselves():
    table = Table.deal(seed=3)
    table.play_pass({seat: {"own": table.rack(seat)[:3]} for seat in table.seats})
    pictures = {
        "The table seen from South, with arrows for passes 1 to 7.": course.table_diagram("South"),
        "ROLLOR: passes 1 to 6 go right, over, left, left, over, right.": course.rollor(),
        "The Charleston pass by pass, seen from East: passes 1.": course.replay(table),
    }
    for description, picture in pictures.items():
        assert repr(picture) == f"[Picture] {description}"
        assert not hasattr(picture, "_repr_png_"), "no blurry PNG beside the HTML"
        markup = picture._repr_html_()
        assert markup.startswith("<figure") and "<figcaption" in markup
        svg = _svg_in(markup)
        assert svg.get("role") == "img" and svg.get("aria-label")
        assert "var(--jp-ui-font-color1" in markup
    caption = re.search(r"<figcaption[^>]*>(.*)</figcaption>", pictures[
        "The Charleston pass by pass, seen from East: passes 1."]._repr_html_())[1]
    assert "Pass 1, first right: East passed " in caption and " to South" in caption  # who, what, to whom


def test_a_chart_picture_is_inline_svg_on_a_transparent_page_named_by_its_description():
    from matplotlib.figure import Figure

    from charleston_lessons.art.charts import PAGE_INK

    fig = Figure(figsize=(3, 2), facecolor="none")
    ax = fig.add_subplot()
    ax.bar([0, 1], [2, 3], color="#f2c94c", edgecolor="#1d1b18")
    ax.set_title("Two bars", color=PAGE_INK)
    ax.tick_params(colors=PAGE_INK)
    picture = course.Picture(fig, "Two bars, of 2 and 3.")
    markup = picture._repr_html_()
    svg = _svg_in(markup)
    assert svg.get("role") == "img" and svg.get("aria-label") == "Two bars, of 2 and 3."
    assert svg.find("{http://www.w3.org/2000/svg}desc").text == "Two bars, of 2 and 3."
    assert "var(--jp-ui-font-color1, #212121)" in markup
    assert PAGE_INK not in re.sub(r"var\([^)]*\)", "", markup), "every page colour is themed"
    assert "Two bars</text>" in markup, "text stays text, so it is sharp and themed"
    assert "#f2c94c" in markup, "colours on fills are kept as drawn"
    assert "fill: #ffffff" not in markup, "no white box behind the chart"
    assert markup == course.Picture(fig, "Two bars, of 2 and 3.")._repr_html_(), "deterministic"
    assert repr(picture) == "[Picture] Two bars, of 2 and 3."


def test_lesson_extras_are_called_from_the_page(monkeypatch):
    page = course.lesson(1)
    monkeypatch.setattr(page.data, "extras", {"greet": lambda: "hello"})
    assert page.greet() == "hello"
    monkeypatch.setattr(page.data, "extras", {})
    with pytest.raises(AttributeError, match="no 'greet'"):
        page.greet


def test_the_card_shows_every_line_by_family_and_says_they_are_invented():
    from charleston_lessons.hands import CARD, FAMILIES

    shown = course.card()
    markup, text = shown._repr_html_(), repr(shown)
    assert markup.count("<section") == len(FAMILIES) and markup.count("<li") == len(CARD)
    for line in CARD:
        groups = " ".join(f'<span style="white-space:nowrap">{g}</span>' for g in line.notation.split())
        assert f"{html.escape(line.name)}: <span" in markup and groups in markup  # wraps between groups
        assert f"{line.name} {line.notation}" in text
    for family, shared in FAMILIES:  # in the card's order, each with what its lines share
        assert f"{family} ({shared}): " in text
    assert [markup.index(f">{html.escape(f)}</h4>") for f, _ in FAMILIES] == sorted(
        markup.index(f">{html.escape(f)}</h4>") for f, _ in FAMILIES)
    assert "none is copied from a National Mah Jongg League card (G5)" in text.splitlines()[-1]
    # One column on a phone, more on a wide page, never wider than the page.
    assert "repeat(auto-fill,minmax(min(100%,300px),1fr))" in markup


def test_the_glossary_shows_every_term_from_the_rulebook_data():
    from charleston_lessons.rulebook import GLOSSARY

    shown = course.glossary()
    markup, text = shown._repr_html_(), repr(shown)
    # A definition list (it reads on a phone as on a wide page): one term and meaning each.
    assert markup.count("<dt ") == markup.count("<dd ") == len(GLOSSARY) and "<table" not in markup
    for entry in GLOSSARY:
        assert re.search(f'<dt style="[^"]*font-weight:bold[^"]*">{re.escape(html.escape(entry.term))}</dt>', markup)
        assert entry.term in text and entry.meaning in text
        assert html.escape(entry.meaning) in markup


def test_reviews_due_says_what_is_due_and_links_to_the_practice_notebook(monkeypatch):
    from charleston_lessons import clock
    from charleston_lessons.exercises import Outcome
    from charleston_lessons.lessons import PRACTICE_NOTEBOOK
    from charleston_lessons.messages import say
    from charleston_lessons.practice import SESSION_ITEMS
    from charleston_lessons.progress import Attempt

    words = say("progress.practice_link", count=SESSION_ITEMS)
    assert words == "Practise now: 10 fresh questions, about five minutes"

    def links(shown) -> list[tuple[str, str]]:
        return re.findall(r'<a href="([^"]+)"[^>]*>([^<]+)</a>', shown._repr_html_())

    fresh = course.reviews_due()
    assert isinstance(fresh, course.Html)
    assert repr(fresh) == f"{say('practice.due.never')}\n{words} ({PRACTICE_NOTEBOOK})"
    assert links(fresh) == [(PRACTICE_NOTEBOOK, words)]
    # A blind pass missed today is due tomorrow: the line names it, the link stays.
    course.progress_store().record(Attempt("practice/blind-7", Outcome.INCORRECT, clock.timestamp()))
    assert repr(course.reviews_due()).splitlines()[0] == "No review is due now; the next, Blind passes, is due tomorrow."
    monkeypatch.setenv(clock.SHIFT_VARIABLE, "2")
    later = course.reviews_due()
    assert repr(later).splitlines()[0] == "1 review is due now: Blind passes."
    assert links(later) == [(PRACTICE_NOTEBOOK, words)]
    # The link is big enough to hit and never told apart by colour alone.
    assert "min-height:44px" in later.markup and "text-decoration:underline" in later.markup


@pytest.mark.timeout(10)
def test_replay_refuses_endless_steps_at_once_and_says_the_steps_it_draws():
    from endless import Endless  # tests/endless.py

    table = Table.deal(seed=3)
    table.play_pass({seat: {"own": table.rack(seat)[:3]} for seat in table.seats})
    endless = Endless(1)
    with pytest.raises(ValueError, match="steps") as caught:
        course.replay(table, steps=endless)
    assert endless.read < 2_000 and len(str(caught.value)) < 200
    # steps given once as an iterator are both drawn and said
    assert repr(course.replay(table, steps=iter([1]))) == repr(course.replay(table, steps=[1])) == (
        "[Picture] The Charleston pass by pass, seen from East: passes 1."
    )


# ------------------------------------------------------------------ bad input (issue 24)


@pytest.mark.parametrize(
    "call",
    [
        lambda: course.tiles("5B", label=1),
        lambda: course.tiles("5B", face_down=[1]),
        lambda: course.tiles("5B", face_down=10**9),
        lambda: course.replay(8),
        lambda: course.replay(None),
        lambda: course.replay(Table.deal(seed=3), seat=[1]),
        lambda: course.table_diagram(["East"]),
        lambda: course.live_table([1]),
        lambda: course.live_table("seven"),
        lambda: course.play_seat([1]),
        lambda: course.play_seat(1, [1]),
        lambda: course.play_seat(fuzzing.HostileInt(1), fuzzing.HostileStr("Nowhere")),
        lambda: course.overview(("a",)),
        lambda: course.overview(b"folder"),
        lambda: course.Picture({}, "A chart."),
        lambda: course.LessonPage(None),
    ],
    ids=["label-int", "face-down-list", "face-down-huge", "replay-int", "replay-none", "replay-seat-list",
         "diagram-seat-list", "live-list", "live-text", "play-list", "play-seat-list", "play-hostile-seat",
         "overview-tuple", "overview-bytes", "picture-dict", "page-none"],
)
def test_bad_arguments_to_the_course_are_a_short_sentence(call):
    with pytest.raises(ValueError) as caught:
        call()
    assert len(str(caught.value)) < 300


def test_a_str_or_int_subclass_whose_methods_raise_is_read_as_its_plain_value():
    rack = course.tiles(fuzzing.HostileStr("1D 9C N"), label=fuzzing.HostileStr("Invented rack"),
                        face_down=fuzzing.HostileInt(2))
    assert repr(rack) == repr(course.tiles("1D 9C N", label="Invented rack", face_down=2))
    assert repr(course.table_diagram(fuzzing.HostileStr("South"))) == repr(course.table_diagram("South"))
    game = course.play_seat(fuzzing.HostileInt(11), fuzzing.HostileStr("West"))
    assert game is course.play_seat(11, "West")


# ---------------------------------------------------------------- a workshop: each learner's own record


@pytest.fixture
def fresh_pages(monkeypatch):
    """A kernel of its own: no lesson page, overview or learner's card made yet."""
    monkeypatch.setattr(course, "_PAGES", {})
    monkeypatch.setattr(course, "_LEARNERS", {})
    monkeypatch.setattr(course, "_PRACTICE", {})
    monkeypatch.delenv("JUPYTERHUB_USER", raising=False)


def test_outside_a_workshop_progress_is_the_learners_own_file_and_no_card_shows(fresh_pages, monkeypatch):
    import subprocess
    import sys

    from charleston_lessons.progress import ProgressStore

    monkeypatch.delenv("CHARLESTON_ROOM", raising=False)
    assert type(course.progress_store()) is ProgressStore and course.learner() is None
    # A lesson outside a workshop never loads the room store.
    code = ("import sys; from charleston_lessons import course; course.lesson(1); course.learner(); "
            "course.progress_store(); print('charleston_lessons.room_store' in sys.modules)")
    env = {k: v for k, v in __import__("os").environ.items() if k != "CHARLESTON_ROOM"}
    shown = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, env=env)
    assert shown.stdout.strip() == "False"


def test_in_a_workshop_a_page_records_to_the_learner_who_says_who_they_are(fresh_pages, monkeypatch, tmp_path):
    from charleston_lessons.messages import say
    from charleston_lessons.room_record import RoomRecord
    from charleston_lessons.room_store import open_room

    monkeypatch.setenv("CHARLESTON_ROOM", str(tmp_path / "room.db"))
    store = course.progress_store()
    assert isinstance(store, RoomRecord) and store.who() is None
    card = course.learner()
    assert card is course.learner() and card.record is store  # the same card each time the cell runs
    page = course.lesson(1)
    bar = page.progress()
    widget = page.exercise("code-9-crak")
    widget.answer = "9C"
    widget.check_button.click()  # before a name: kept on the page, and said under the exercise
    assert say("room_record.nobody") in widget.note_area.value
    assert "1 of" in bar.text  # it counts on the page meanwhile
    card.join("Ada")  # what the card's Start does
    assert say("progress.saved_before") in widget.note_area.value and "1 of" in bar.text
    widget.check_button.click()
    with open_room(tmp_path / "room.db") as room:
        assert [a.exercise_id for a in room.room_attempts()["Ada"]] == ["start-here/code-9-crak"] * 2
    # Another page of the same learner (a kernel of its own) carries on with the code.
    monkeypatch.setattr(course, "_STORE", [])
    monkeypatch.setattr(course, "_PAGES", {})
    monkeypatch.setattr(course, "_LEARNERS", {})
    other = course.learner()
    other.rejoin(card.code, remembered=True)
    assert course.lesson(1).progress().text == bar.text
    assert course.overview().store is course.progress_store()


def test_in_a_jupyterhub_the_learner_is_the_hub_user_with_no_form(fresh_pages, monkeypatch, tmp_path):
    from charleston_lessons.room_store import open_room

    monkeypatch.setenv("CHARLESTON_ROOM", f"sqlite:///{tmp_path / 'room.db'}")
    monkeypatch.setenv("JUPYTERHUB_USER", "mei")
    card = course.learner()
    assert card.hub and card.name == "mei"
    widget = course.lesson(1).exercise("code-9-crak")
    widget.answer = "9C"
    widget.check_button.click()
    with open_room(tmp_path / "room.db") as room:
        assert [a.exercise_id for a in room.room_attempts()["mei"]] == ["start-here/code-9-crak"]
    # A hub name the room cannot hold: the page asks instead.
    monkeypatch.setattr(course, "_STORE", [])
    monkeypatch.setattr(course, "_LEARNERS", {})
    monkeypatch.setenv("JUPYTERHUB_USER", "x" * 100)
    assert not course.learner().hub and course.progress_store().who() is None


def test_a_room_setting_the_course_cannot_use_keeps_progress_in_the_learners_file(fresh_pages, monkeypatch):
    from charleston_lessons.progress import ProgressStore

    monkeypatch.setenv("CHARLESTON_ROOM", "mysql://ada:s3cret@db.example/room")
    store = course.progress_store()
    assert type(store) is ProgressStore and course.learner() is None
    assert store.notice.startswith("The workshop's room could not be used") and "s3cret" not in store.notice
    assert store.record(__import__("charleston_lessons.progress", fromlist=["Attempt"]).Attempt(
        "lesson-1/a", __import__("charleston_lessons.exercises", fromlist=["Outcome"]).Outcome.CORRECT, 1.0))


def test_the_room_setting_course_reads_is_the_room_stores():
    from charleston_lessons.room_store import ENV_VAR

    assert course._ROOM_VAR == ENV_VAR


def test_a_practice_session_not_yet_answered_starts_again_from_the_learners_record(fresh_pages, monkeypatch,
                                                                                   tmp_path):
    monkeypatch.setenv("CHARLESTON_ROOM", str(tmp_path / "room.db"))
    practice = course.practice()
    before = practice.session
    course.learner().join("Ada")  # the page knew nobody when the session chose its first question
    assert practice.session is not before and practice.current is not None
    answered = practice.session
    answered.grades[1] = object()  # a question answered: the session is left as it is
    course.learner().leave()
    assert practice.session is answered


def _awaited(coroutine):
    """Run `coroutine` to its end on a thread of its own: in the full suite an earlier test may
    leave an event loop running on this thread, where `asyncio.run` refuses."""
    import asyncio
    from concurrent.futures import ThreadPoolExecutor

    with ThreadPoolExecutor(max_workers=1) as pool:
        return pool.submit(asyncio.run, coroutine).result()


@pytest.mark.parametrize("packages", [(["numpy"],), (fuzzing.HostileStr("numpy"), ["matplotlib"]),
                                      ({"numpy": 1},), ("numpy",) * 17, ("pandas",), ()])
def test_load_refuses_what_is_not_a_library_name_with_a_sentence(packages):
    """`load(["numpy"])` is not `load("numpy")`: a sentence, never Python's unhashable-type error."""
    with pytest.raises(ValueError) as caught:
        _awaited(course.load(*packages))
    assert "load()" in str(caught.value) and len(str(caught.value)) < 300


def test_load_reads_a_str_subclass_by_its_plain_text():
    assert _awaited(course.load(fuzzing.HostileStr("numpy"), "numpy")) is None  # numpy is installed here


@pytest.mark.parametrize("key", [["q1"], {"q": 1}, None, fuzzing.BadHash()], ids=["list", "dict", "none", "bad-hash"])
def test_a_page_exercise_asked_for_with_no_text_is_a_sentence(key):
    """`LessonPage.exercise` looked its key up as it came: 'unhashable type' or the caller's own
    `__hash__` error came out, and so through `reveal` (the fuzz, issue 33)."""
    from charleston_lessons.lessons import lesson

    page = course.LessonPage(lesson(1))
    with pytest.raises(ValueError, match="key"):
        page.exercise(key)
    with pytest.raises(ValueError, match="key"):
        page.reveal(key)
