"""The express lesson (notebooks/00_express.ipynb and its Malay twin), its face
(`course.express()`) and its counter (tools/express.py): the whole Charleston on one page, in the
minutes tools/express.py reckons, at most 2,500 words and 12 exercises, each section linking to its full lesson, its
exercises the lessons' own (same ids, so an answer counts in the lesson and rates its skill), and
a short practice session at the end. nbval runs the notebooks themselves (`make test`).

Words are counted as tools/express.py says: the words of the markdown cells (tags and link
targets left out) plus the plain text of the data-written cells (key points, the pass table,
the pictures' descriptions); exercises are the `express.exercise("<lesson>/<key>")` cells.
"""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

from charleston_lessons import course, practice
from charleston_lessons.exercises import Outcome
from charleston_lessons.lessons import EXPRESS_NOTEBOOK, all_lessons, find_exercise
from charleston_lessons.mastery import SkillState, state
from charleston_lessons.messages import LANGUAGES, say, speaking
from charleston_lessons.skills import skill_of
from charleston_lessons.widgets.practice import PracticeWidget

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))
from tools import express as counter  # noqa: E402 - the repository's own tools/

LINK = re.compile(r"\[([^\]]+)\]\(([^)#\s]+\.ipynb)(?:#[^)]*)?\)")
RULE_ID = re.compile(r"\b([A-Z])(\d)\b")


def sections(code: str) -> list[tuple[str, list]]:
    """The notebook's `## ` sections in language `code`: (heading, the cells up to the next)."""
    found: list[tuple[str, list]] = []
    for cell in counter.read(counter.notebook_path(code)).cells:
        if cell.cell_type == "markdown" and cell.source.startswith("## "):
            found.append((cell.source.splitlines()[0][3:].strip(), []))
        if found:
            found[-1][1].append(cell)
    return found


def right_answer(exercise):
    """An answer `exercise.check` calls correct: one of its options, or a small number."""
    candidates = getattr(exercise, "options", None) or range(0, 40)
    return next(value for value in candidates if exercise.check(value).outcome is Outcome.CORRECT)


def wrong_answer(exercise):
    candidates = getattr(exercise, "options", None) or range(0, 40)
    return next(value for value in candidates if exercise.check(value).outcome is Outcome.INCORRECT)


# ------------------------------------------------------------------ the counter itself


def test_the_counter_counts_words_not_markup():
    assert counter.words_of("## East's 14th tile") == 3
    assert counter.words_of('<span class="cl-note">**To start:** choose</span>') == 3
    assert counter.words_of("More: [Lesson 5: Blind passes](05_blind_passes.ipynb).") == 5
    assert counter.words_of("face-down tiles, 3 of them") == 5


def test_the_counter_counts_markdown_and_data_written_text_but_not_exercises():
    nb = counter.read(counter.notebook_path("en"))
    markdown = sum(counter.words_of(c.source) for c in nb.cells if c.cell_type == "markdown")
    key_points = [c for c in nb.cells if c.cell_type == "code" and "express.key_points(" in c.source]
    assert key_points and all(counter.shown_text(c) for c in key_points)
    assert counter.word_count(nb) >= markdown + sum(counter.words_of(counter.shown_text(c)) for c in key_points)
    exercises = [c for c in nb.cells if counter.is_exercise(c)]
    assert counter.word_count(nb) == markdown + sum(
        counter.words_of(counter.shown_text(c)) for c in nb.cells if c.cell_type == "code" and c not in exercises)


def test_the_counter_reckons_an_older_readers_time_from_words_and_questions():
    """150 words a minute and 45 s a question, rounded; the questions are the page's
    exercises and its closing practice's."""
    assert (counter.WORDS_A_MINUTE, counter.SECONDS_A_QUESTION) == (150, 45)
    assert counter.minutes(1500, 0) == 10 and counter.minutes(0, 4) == 3 and counter.minutes(1837, 15) == 23
    assert counter.questions(10) == 10 + course.EXPRESS_PRACTICE_ITEMS
    words, exercises = counter.counts()["en"]
    assert counter.stated_minutes() >= counter.minutes(words, counter.questions(exercises))


def test_the_counter_prints_words_questions_and_the_minutes_the_page_states():
    shown = subprocess.run([sys.executable, str(ROOT / "tools" / "express.py")], capture_output=True, text=True,
                           check=True, cwd=ROOT).stdout.splitlines()
    for code, (words, exercises) in counter.counts().items():
        line = next(row for row in shown if row.startswith(f"{code}: "))
        asked = counter.questions(exercises)
        assert f"{words} words" in line and f"{exercises} exercises" in line, line
        assert f"{asked} questions" in line and f"{counter.minutes(words, asked)} minutes" in line, line
    assert shown[-1] == f"the page states: about {counter.stated_minutes()} minutes"


MINUTES = {"en": re.compile(r"\b(\w+) minutes\b"), "ms": re.compile(r"\b(\w+) minit\b")}


@pytest.mark.parametrize("code", LANGUAGES)
def test_the_page_states_the_time_the_counter_reckons_and_no_other(code):
    """The page's own words about its time (its title, the paragraph under it) say the
    minutes tools/express.py reckons, and the page's clock (`place`) counts down from them."""
    nb = counter.read(counter.notebook_path(code))
    text = "\n".join(c.source for c in nb.cells if c.cell_type == "markdown")
    stated = {found for found in MINUTES[code].findall(text) if found.isdigit() or found.isalpha()}
    assert stated == {str(counter.stated_minutes())}, stated
    assert {"About", "Kira-kira"} & set(re.findall(r"(\S+) " + str(counter.stated_minutes()), nb.cells[0].source))
    assert course.EXPRESS_MINUTES == counter.stated_minutes()


# ------------------------------------------------------------------ the limits


@pytest.mark.parametrize("code", LANGUAGES)
def test_the_express_lesson_keeps_to_2500_words_and_12_exercises(code):
    words, exercises = counter.counts()[code]
    assert 0 < words <= counter.MAX_WORDS == 2500, words
    assert 0 < exercises <= counter.MAX_EXERCISES == 12, exercises


def test_both_languages_show_the_same_exercises():
    english, *others = (counter.exercise_ids(counter.read(counter.notebook_path(code))) for code in LANGUAGES)
    assert all(other == english for other in others)
    assert len(set(english)) == len(english)


# ------------------------------------------------------------------ sections and links


@pytest.mark.parametrize("code", LANGUAGES)
def test_every_section_links_to_its_full_lesson_by_its_heading(code):
    """Each `##` section links to a lesson notebook that exists beside it, by the lesson's own
    heading in that language ("Lesson 5: Blind passes"), and shows only that lesson's exercises."""
    folder = counter.notebook_path(code).parent
    with speaking(code):
        headings = {data.notebook: say("lesson.heading", number=data.number, title=data.title) for data in all_lessons()}
        found = sections(code)
    assert len(found) >= 8
    for heading, cells in found:
        text = "\n".join(c.source for c in cells if c.cell_type == "markdown")
        links = [(words, target) for words, target in LINK.findall(text) if target in headings]
        assert links, f"section {heading!r} links to no lesson"
        for words, target in links:
            assert (folder / target).is_file(), target
            assert words == headings[target], (heading, words, headings[target])
        slugs = {data.slug for data in all_lessons() if data.notebook in {t for _, t in links}}
        shown = [i for c in cells if c.cell_type == "code" for i in counter.EXERCISE.findall(c.source)]
        assert all(i.partition("/")[0] in slugs for i in shown), (heading, shown)


@pytest.mark.parametrize("code", LANGUAGES)
def test_every_link_reaches_a_notebook_and_the_other_language(code):
    path = counter.notebook_path(code)
    nb = counter.read(path)
    targets = [t for c in nb.cells if c.cell_type == "markdown" for _, t in LINK.findall(c.source)]
    assert targets and all((path.parent / t).resolve().is_file() for t in targets), targets
    # The title is the express lesson's own, and the line under it links to the other language.
    with speaking(code):
        assert nb.cells[0].source.startswith(f"# {say('course.express.title')}\n")
        assert repr(course.express()).startswith(say("course.express.title"))
        line = course.express().other_language()
    other = f"{LANGUAGES[1]}/{EXPRESS_NOTEBOOK}" if code == "en" else f"../{EXPRESS_NOTEBOOK}"
    assert f'href="{other}"' in line._repr_html_() and (path.parent / other).resolve().is_file()
    shown = [counter.shown_text(c) for c in nb.cells if c.cell_type == "code" and "other_language()" in c.source]
    assert shown == [repr(line)]


def test_the_express_lesson_covers_the_issues_topics_by_their_rules():
    """What the Charleston is for, the seven passes and their directions (P, S), blind passes (B),
    stopping (X) and the courtesy pass (C), jokers (J), East's fourteenth tile (H, T3)."""
    nb = counter.read(counter.notebook_path("en"))
    text = "\n".join(c.source if c.cell_type == "markdown" else counter.shown_text(c) for c in nb.cells)
    cited = {f"{family}{n}" for family, n in RULE_ID.findall(text)}
    for exercise_id in counter.exercise_ids(nb):
        cited |= set(find_exercise(exercise_id)[1].rules)
    assert {rule[0] for rule in cited} >= set("NPSBXCJH"), sorted(cited)
    assert {"N1", "P1", "P4", "S1", "S2", "B1", "B2", "X1", "C1", "C2", "J1", "J2", "H1", "T3"} <= cited
    shown = "\n".join(c.source for c in nb.cells if c.cell_type == "code")
    for figure in ("course.pass_table()", "course.table_diagram(", "course.rollor()"):
        assert figure in shown, figure


@pytest.mark.parametrize("code", LANGUAGES)
def test_the_key_points_shown_are_the_lessons_own_data(code):
    nb = counter.read(counter.notebook_path(code))
    cells = [c for c in nb.cells if c.cell_type == "code" and "express.key_points(" in c.source]
    with speaking(code):
        for cell in cells:
            number = int(re.search(r"key_points\((\d+)\)", cell.source).group(1))
            data = next(d for d in all_lessons() if d.number == number)
            assert counter.shown_text(cell) == repr(course.express().key_points(number))
            assert all(point in counter.shown_text(cell) for point in data.key_points)


# ------------------------------------------------------------------ shared exercises, progress, practice


def test_the_exercises_are_the_lessons_own_widgets_and_each_rates_a_skill():
    ids = counter.exercise_ids(counter.read(counter.notebook_path("en")))
    page = course.express()
    for exercise_id in ids:
        data, exercise = find_exercise(exercise_id)
        widget = page.exercise(exercise_id)
        assert widget is course.lesson(data.number).exercise(exercise_id.partition("/")[2])
        assert widget.exercise.id == exercise_id
        assert skill_of(exercise) is not None, exercise_id


def test_an_answer_in_the_express_lesson_counts_for_its_lesson_and_its_skill():
    ids = counter.exercise_ids(counter.read(counter.notebook_path("en")))
    right, wrong = ids[0], ids[1]
    for exercise_id, answer in ((right, right_answer), (wrong, wrong_answer)):
        widget = course.express().exercise(exercise_id)
        widget.answer = answer(widget.exercise)
        widget.check_button.click()
    latest = course.progress_store().latest()
    assert latest[right].outcome is Outcome.CORRECT and latest[wrong].outcome is Outcome.INCORRECT
    attempts = course.progress_store().attempts()
    for exercise_id in (right, wrong):
        key = skill_of(find_exercise(exercise_id)[1]).key
        assert state(attempts, key).state is not SkillState.NOT_STARTED, exercise_id
    # The lesson's own progress bar counts the answer given on the express page.
    data, _ = find_exercise(right)
    bar = course.lesson(data.number).progress()
    bar.refresh()
    assert "0 of" not in repr(bar)


def test_an_unknown_exercise_id_is_a_sentence_not_a_traceback():
    with pytest.raises(ValueError, match="no-such-lesson"):
        course.express().exercise("no-such-lesson/x")


def test_the_express_page_says_where_the_learner_is_and_looks_back_at_its_misses(tmp_path):
    express = course.express()
    place = express.place()
    assert "Section 1 of 9: What the Charleston is for" in place.view.outputs[0]["data"]["text/html"]
    look = express.look_back()
    widget = express.exercise("rollor/direction-4")
    widget.check("right")  # pass 4 goes left
    assert "2 of 10 questions answered" not in place.place.line and "1 of 10 questions answered" in place.place.line
    shown = look.view.outputs[0]["data"]["text/html"]
    assert 'data-exercise="rollor/direction-4"' in shown and 'href="03_rollor.ipynb#Both-rounds:-ROLLOR"' in shown
    course._PAGES.pop((course.language(), 3), None)


def test_the_express_lesson_ends_with_a_short_practice_session_of_its_own(monkeypatch):
    monkeypatch.setattr(course, "_PRACTICE", {})
    for code in LANGUAGES:
        nb = counter.read(counter.notebook_path(code))
        code_cells = [c for c in nb.cells if c.cell_type == "code"]
        # the practice, then what was missed on the page, with its rule and where it is taught
        assert [c.source for c in code_cells[-2:]] == ["express.practice()", "express.look_back()"]
    short = course.express().practice()
    assert isinstance(short, PracticeWidget) and short.session.length == course.EXPRESS_PRACTICE_ITEMS < 10
    assert course.express().practice() is short
    full = course.practice()
    assert full is not short and full.session.length == 10
    assert course.practice(items=course.EXPRESS_PRACTICE_ITEMS) is not short, "the page's own skills only"
    assert tuple(short.session.skills) == practice.page_skills("00_express.ipynb")
    assert "what-to-pass" not in short.session.skills, "the express page does not teach what to pass"
    for bad in (0, 11, "5", True):
        with pytest.raises(ValueError, match="items"):
            course.practice(items=bad)


ROUND_OVER = {"en": re.compile(r"\bpass [36] is over\b|\bhas just ended\b", re.I),
              "ms": re.compile(r"\bhantaran [36] sudah selesai\b|\bbaru sahaja tamat\b", re.I)}


@pytest.mark.parametrize("code", LANGUAGES)
def test_a_question_on_declaring_during_the_charleston_is_asked_when_a_round_is_over(code):
    """H3: East declares once a round is over (after pass 3 or pass 6), not while it is under
    way, so the page's question on who could declare places the table after a round."""
    ids = counter.exercise_ids(counter.read(counter.notebook_path(code)))
    with speaking(code):
        asked = [find_exercise(i)[1] for i in ids if "H1" in find_exercise(i)[1].rules]
        assert asked
        for exercise in asked:
            assert "H3" in exercise.rules and ROUND_OVER[code].search(exercise.prompt), exercise.prompt


# What a reader needs for the practice's blind-pass questions with several players forwarding
# (B5's order): who puts tiles down first, and that everyone still hands over 3 real tiles.
B5_ORDER = {"en": ("forward the fewest", "put theirs down first", "exactly 3 real tiles", "more than once"),
            "ms": ("paling sedikit", "meletakkan batu mereka dahulu", "tepat 3 batu sebenar", "lebih daripada sekali")}


@pytest.mark.parametrize("code", LANGUAGES)
def test_the_page_teaches_the_blind_pass_order_its_closing_practice_asks(code):
    """The closing practice drills the skill "blind", B5 included (who ends up with a tile when
    several players forward unseen): the page's blind-pass section teaches that order."""
    assert "blind" in practice.page_skills(EXPRESS_NOTEBOOK)
    from charleston_lessons.skills import skill

    assert "B5" in skill("blind").rules
    blind = dict(sections(code))
    with speaking(code):
        heading = say("lesson.heading", number=5, title=next(d.title for d in all_lessons() if d.number == 5))
    found = [cells for title, cells in blind.items()
             if any(heading in c.source for c in cells if c.cell_type == "markdown")]
    assert len(found) == 1
    text = " ".join(" ".join(c.source.split()) for c in found[0] if c.cell_type == "markdown")
    assert all(words in text for words in B5_ORDER[code]), text


def test_the_express_page_says_what_it_is():
    assert repr(course.express()) == say("course.express.repr", title=say("course.express.title"))
    assert course.express() is course.express()


# ------------------------------------------------------------------ the two routes


@pytest.mark.parametrize("code", LANGUAGES)
def test_lesson_1_offers_the_express_lesson_and_the_full_course(code):
    folder = counter.notebook_path(code).parent
    nb = counter.read(folder / all_lessons()[0].notebook)
    cells = [c for c in nb.cells if c.cell_type == "markdown" and f"]({EXPRESS_NOTEBOOK})" in c.source]
    stated = f"about {counter.stated_minutes()} minutes" if code == "en" else f"kira-kira {counter.stated_minutes()} minit"
    assert cells and stated in cells[0].source, "lesson 1 gives the express page's time as the page states it"


def test_the_readme_offers_both_routes():
    text = (ROOT / "README.md").read_text()
    assert f"notebooks/{EXPRESS_NOTEBOOK}" in text
    assert "the charleston on one page" in text.lower() and "the full course" in text.lower()
