"""art/handouts.py and tools/handouts.py: the printed Charleston card, the practice sheet and
the instructor's answer key, read back from the PDFs as a printer and a reader would get them.

One run of the tool (`make handouts`) writes every file once for the module; the checks read
those files with pypdf (text, page size, fonts) and pypdfium2 (the pages as pixels).
"""

from __future__ import annotations

import re
import sys
import xml.etree.ElementTree as ET
from collections import Counter
from itertools import combinations, combinations_with_replacement
from pathlib import Path

import fuzzing  # tests/fuzzing.py: hostile values
from endless import Endless  # tests/endless.py
import numpy as np
import pypdf
import pypdfium2 as pdfium
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from matplotlib.backends.backend_agg import FigureCanvasAgg
from matplotlib.colors import to_rgb
from matplotlib.lines import Line2D
from matplotlib.text import Text

from charleston_lessons import coach
from charleston_lessons.art import handouts
from charleston_lessons.art.handouts import (
    CARD_SECTIONS,
    PAPERS,
    PASS_NUMBER_PT,
    PRACTICE_SEEDS,
    RULE_PT,
    SMALLEST_PT,
    card_figure,
    card_figures,
    card_rules,
    equal_words,
    page_colours,
    practice_figures,
    practice_items,
    unshown_rules,
)
from charleston_lessons.drills import MAX_SEED
from charleston_lessons.messages import LANGUAGES, say, speaking, translate
from charleston_lessons.rulebook import SECTIONS, rule_sentence
from charleston_lessons.rules import PASSES, check_pass
from charleston_lessons.table import PassChoice

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tools import handouts as tool  # noqa: E402

KINDS = ("charleston_card", "practice_sheet", "answer_key")
PAGES = {"charleston_card": 2, "practice_sheet": 2, "answer_key": 1}


@pytest.fixture(scope="module")
def out(tmp_path_factory):
    """Every handout, written once by the tool as `make handouts` runs it."""
    folder = tmp_path_factory.mktemp("handouts")
    assert tool.main(["--out", str(folder)]) == 0
    return folder


@pytest.fixture(scope="module")
def sides():
    """The card's two sides for every language and paper, to check before they are saved."""
    return {(lang, paper): card_figures(paper, lang) for lang in LANGUAGES for paper in PAPERS}


@pytest.fixture(scope="module")
def cards(sides):
    """The card's front for every language and paper."""
    return {key: front for key, (front, _) in sides.items()}


def _pdfs(out):
    return sorted(out.glob("*/*.pdf"))


def _text(path: Path, page: int | None = None) -> str:
    """The PDF's text, every run of white space one space (lines wrap on paper)."""
    reader = pypdf.PdfReader(path)
    pages = reader.pages if page is None else [reader.pages[page]]
    return re.sub(r"\s+", " ", " ".join(p.extract_text() for p in pages))


def _said(text: str) -> str:
    return re.sub(r"\s+", " ", text)


# ------------------------------------------------------------------ the files


def test_make_handouts_writes_every_file_for_every_language_and_paper(out):
    expected = set()
    for lang in LANGUAGES:
        for paper in PAPERS:
            expected |= {f"{lang}/{kind}_{paper}.pdf" for kind in KINDS}
            expected |= {f"{lang}/charleston_card_{paper}.svg", f"{lang}/charleston_card_{paper}_back.svg"}
    written = {path.relative_to(out).as_posix() for path in out.rglob("*") if path.is_file()}
    assert written == expected
    for path in _pdfs(out):
        assert path.read_bytes().startswith(b"%PDF-")


def test_the_makefile_target_sets_up_the_venv_and_runs_the_tool():
    makefile = (ROOT / "Makefile").read_text()
    assert re.search(r"^handouts: \$\(STAMP\)\n\t\$\(BIN\)/python tools/handouts.py", makefile, re.M)
    assert "handouts" in re.search(r"^\.PHONY:.*$", makefile, re.M).group(0)


def test_each_file_has_its_pages_and_the_size_of_its_paper(out):
    for path in _pdfs(out):
        kind, paper = path.stem.rsplit("_", 1)
        reader = pypdf.PdfReader(path)
        assert len(reader.pages) == PAGES[kind], path.name
        width, height = PAPERS[paper]
        for page in reader.pages:
            box = page.mediabox
            assert abs(float(box.width) - width) <= 1 and abs(float(box.height) - height) <= 1, path.name
    assert PAPERS["a4"] == pytest.approx((595, 842), abs=1) and PAPERS["letter"] == (612, 792)


def test_the_fonts_are_embedded_as_truetype_so_the_text_is_text(out):
    for path in _pdfs(out):
        for page in pypdf.PdfReader(path).pages:
            fonts = page["/Resources"]["/Font"]
            assert fonts, path.name
            for ref in fonts.values():
                font = ref.get_object()
                descendant = font["/DescendantFonts"][0].get_object() if "/DescendantFonts" in font else font
                assert descendant["/Subtype"] in ("/CIDFontType2", "/TrueType"), (path.name, font)
                assert "/FontFile2" in descendant["/FontDescriptor"].get_object(), path.name


def test_the_svg_card_keeps_its_words_as_text(out):
    for lang in LANGUAGES:
        with speaking(lang):
            words = ""
            for name in ("charleston_card_a4.svg", "charleston_card_a4_back.svg"):  # the two sides
                svg = (out / lang / name).read_text()
                root = ET.fromstring(svg)
                words += " " + _said(" ".join("".join(el.itertext())
                                              for el in root.iter("{http://www.w3.org/2000/svg}text")))
                assert root.find("{http://www.w3.org/2000/svg}title") is not None or "<dc:title>" in svg
            assert say("handout.card.title") in words
            for rule in card_rules():
                assert _said(rule_sentence(rule)) in words, rule


# ------------------------------------------------------------------ the card's words


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("paper", tuple(PAPERS))
def test_the_card_shows_every_pass_of_the_rulebook_in_its_language(out, lang, paper):
    text = _text(out / lang / f"charleston_card_{paper}.pdf")
    with speaking(lang):
        for step in PASSES:
            if step.charleston:
                assert _said(say("handout.card.row", number=step.number, name=step.name)) in text, step
                assert say("handout.card.way", arrow="", direction=step.direction.value).strip() in text, step
            else:
                courtesy = say("art.rollor.after", direction=step.direction.value)
                assert _said(courtesy) in text
        for key in ("art.rollor.title", "handout.card.first", "handout.card.second", "art.legend.first",
                    "handout.card.legend_second", "art.legend.courtesy", "handout.card.title",
                    "handout.card.letters", "handout.key.codes"):
            assert _said(say(key)) in text, key
        # blind passes are marked where B1 allows them, and only there
        assert text.count(_said(say("art.rollor.blind"))) == sum(step.blind_allowed for step in PASSES)
        # the table picture names every seat by where it sits
        for key in ("art.you", "art.right", "art.across", "art.left"):
            for word in say(key).split():
                assert word in text
    assert "ROLLOR" in text


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("paper", tuple(PAPERS))
def test_the_cards_rule_sentences_are_the_rulebooks_in_its_language(out, lang, paper):
    text = _text(out / lang / f"charleston_card_{paper}.pdf")
    with speaking(lang):
        for letter, _ in CARD_SECTIONS:
            assert _said(translate(SECTIONS[letter])) in text
        for rule in card_rules():
            assert f"{rule} {_said(rule_sentence(rule))}" in text, rule
    if lang != "en":  # the Malay card says no rule in English
        for rule in card_rules():
            assert _said(rule_sentence(rule)) not in text or translate(rule_sentence(rule), lang) == rule_sentence(rule)


def test_the_card_covers_what_a_player_needs_at_the_table():
    # blind passes and what they are, who may stop and when, the courtesy offer, jokers,
    # East's 14 tiles: each by the rule that says it
    assert {"B1", "B2", "X1", "X3", "C1", "C2", "C3", "J1", "J2", "T3", "H1"} <= set(card_rules())
    assert len(card_rules()) == len(set(card_rules()))


@pytest.mark.parametrize("lang", LANGUAGES)
def test_passes_4_to_6_are_said_in_the_sources_words_and_only_the_courtesy_pass_is_optional(out, lang):
    """The source's table: passes 4 to 6 are played "only if nobody stops it" (P1, X2), the
    courtesy pass is optional; the card never calls the second Charleston optional."""
    with speaking(lang):
        unless = say("course.passes.unless_stopped")  # the course's words for P1's "only if nobody stops it"
        optional = say("art.kind.optional")
        courtesy = next(step for step in PASSES if step.is_courtesy)
        told = _said(say("art.rollor.after", direction=courtesy.direction.value) + " " + say("art.legend.courtesy"))
        for paper in PAPERS:
            text = _text(out / lang / f"charleston_card_{paper}.pdf", 0)
            assert unless in _said(say("handout.card.second")) and unless in _said(say("handout.card.legend_second"))
            assert _said(say("handout.card.second")) in text and _said(say("handout.card.legend_second")) in text
            assert text.count(optional) == told.count(optional), "the second Charleston is not optional"


def test_the_malay_card_says_what_r_o_and_l_are_in_malay(out):
    with speaking("ms"):
        gloss = say("handout.card.letters")
        for direction, letter in handouts._LETTER.items():
            word = translate(direction.value)  # kanan, seberang, kiri
            assert re.search(rf"\b{letter}\b", gloss) and f"({word})" in gloss, (letter, word)
        for paper in PAPERS:
            assert _said(gloss) in _text(out / "ms" / f"charleston_card_{paper}.pdf", 0)


def _tokens(text: str) -> set[str]:
    return set(re.findall(r"[A-Za-z0-9]+", text))


def test_every_code_and_symbol_printed_is_in_the_pages_key(out):
    """The card keys the tile codes (T2); the practice sheet keys them too, and the lines'
    symbols: each dragon letter, wind, flower and suit letter x, y, z its lines use."""
    codes = {"1B", "9B", "1C", "9C", "1D", "9D", "N", "E", "W", "S", "RD", "GD", "WD", "F", "J"}
    for lang in LANGUAGES:
        with speaking(lang):
            key = say("handout.key.codes")
            notation = say("handout.key.notation")
            assert codes <= _tokens(key), codes - _tokens(key)
            for paper in PAPERS:
                assert _said(key) in _text(out / lang / f"charleston_card_{paper}.pdf", 0)
                front = _text(out / lang / f"practice_sheet_{paper}.pdf", 0)
                assert _said(key) in front and _said(notation) in front
            for item in practice_items():
                assert {t.code for t in item.exercise.rack} <= codes | {f"{r}{s}" for r in "123456789" for s in "BCD"}
                for line in item.exercise.lines:
                    for group in line.groups:
                        symbol = group.variable or str(group)[0]
                        if group.variable or not group.code[0].isdigit():
                            assert symbol in _tokens(notation) | _tokens(key), (lang, symbol)


# ------------------------------------------------------------------ large print (issue 35)


def test_every_element_of_every_handout_is_large_print_as_read_from_the_pdf(out):
    """Read back from each PDF: no text under 11 pt, the rules' sentences and IDs 11 pt or
    more, every pass number 12 pt or more; the card and the practice sheet have all three."""
    for path in _pdfs(out):
        sizes = tool.pdf_sizes(path, path.parent.name)
        assert sizes["text"] >= SMALLEST_PT - 0.01, (path.name, sizes)
        assert sizes.get("rules", RULE_PT) >= RULE_PT - 0.01, (path.name, sizes)
        assert sizes.get("pass numbers", PASS_NUMBER_PT) >= PASS_NUMBER_PT - 0.01, (path.name, sizes)
        if not path.name.startswith("answer_key"):
            assert {"rules", "pass numbers"} <= set(sizes), (path.name, sizes)
    assert (SMALLEST_PT, RULE_PT, PASS_NUMBER_PT) >= (11, 11, 12)


def test_the_pdf_reader_finds_the_sizes_the_pages_set(out, sides):
    """`pdf_sizes` reads the rules and the pass numbers where the figures drew them."""
    for (lang, paper), (front, back) in sides.items():
        texts = _texts(front) + _texts(back)
        numbers = [t.get_fontsize() for t in texts if (t.get_gid() or "").startswith(("badge-number-", "pass-row-"))]
        rules = [t.get_fontsize() for t in texts if (t.get_gid() or "").startswith(("rule-", "rule-id-"))]
        sizes = tool.pdf_sizes(out / lang / f"charleston_card_{paper}.pdf", lang)
        assert sizes["pass numbers"] == pytest.approx(min(numbers), abs=0.05)
        assert sizes["rules"] == pytest.approx(min(rules), abs=0.05)


def test_the_ladders_labels_never_wrap_to_three_lines(sides):
    for (lang, paper), (front, _) in sides.items():
        for step in PASSES:
            if step.charleston:
                lines = [t for t in _texts(front) if t.get_gid() == f"pass-row-{step.number}"]
                assert 1 <= len(lines) <= 2, (lang, paper, step.number, [t.get_text() for t in lines])


# ------------------------------------------------------------------ legible and greyscale


def _texts(fig):
    return [t for t in fig.findobj(Text) if t.get_visible() and t.get_text().strip()]


def test_no_text_on_any_page_is_under_11_pt_before_it_is_saved(sides):
    figures = [fig for pair in sides.values() for fig in pair] + list(practice_figures("letter", lang="ms"))
    figures.append(handouts.answer_key_figure("a4", lang="ms"))
    for fig in figures:
        assert min(t.get_fontsize() for t in _texts(fig)) >= SMALLEST_PT


def test_no_two_words_on_the_card_overlap(cards):
    for (lang, paper), fig in cards.items():
        renderer = FigureCanvasAgg(fig).get_renderer()
        boxes = [(t.get_text(), t.get_window_extent(renderer)) for t in _texts(fig)]
        for (a, box_a), (b, box_b) in combinations(boxes, 2):
            overlap_w = min(box_a.x1, box_b.x1) - max(box_a.x0, box_b.x0)
            overlap_h = min(box_a.y1, box_b.y1) - max(box_a.y0, box_b.y0)
            assert overlap_w <= 0.5 or overlap_h <= 0.5, (lang, paper, a, b)


def test_the_pages_are_black_white_and_grey_only(cards):
    """Nothing is told by hue: every colour a page paints with is a grey (r = g = b)."""
    figures = list(cards.values()) + list(practice_figures("a4", lang="en"))
    for fig in figures:
        for colour in page_colours(fig):
            r, g, b = to_rgb(colour)
            assert r == g == b, colour


def _pattern(line: Line2D) -> tuple:
    _, dashes = line._unscaled_dash_pattern  # what the printer draws: the dashes in points
    return tuple(dashes) if dashes else ()


def test_the_kinds_of_pass_differ_by_line_pattern_and_the_legend_names_each(cards):
    fig = cards[("en", "a4")]
    lines = {line.get_gid(): line for line in fig.findobj(Line2D) if line.get_gid()}
    by_kind = {}
    for step in PASSES:
        by_kind.setdefault(step.charleston, set()).add(_pattern(lines[f"pass-{step.number}-shaft"]))
    assert all(len(patterns) == 1 for patterns in by_kind.values())  # one pattern per kind
    assert len({patterns.pop() for patterns in by_kind.values()}) == 3  # and three different ones
    for charleston in (0, 1, 2):  # each pattern has its line in the legend
        assert f"legend-{charleston}" in lines
    numbers = {t.get_gid(): t.get_text() for t in _texts(fig) if (t.get_gid() or "").startswith("badge-number")}
    assert sorted(numbers.values()) == [str(step.number) for step in PASSES]  # every arrow labelled


# ------------------------------------------------------------------ looked at as pixels


def _pixels(path: Path, dpi: int = 50) -> list[np.ndarray]:
    document = pdfium.PdfDocument(str(path))
    try:
        return [np.asarray(page.render(scale=dpi / 72, grayscale=True).to_pil().convert("L")) for page in document]
    finally:
        document.close()


def test_every_page_keeps_inside_its_margins_and_has_something_on_it(out):
    """Rendered as a printer would: nothing drawn in the outer 0.35 inch (text that ran off
    its column or off the page would be), and ink on the page."""
    edge = round(0.35 * 50)
    for path in _pdfs(out):
        for number, pixels in enumerate(_pixels(path), 1):
            border = np.concatenate([pixels[:edge].ravel(), pixels[-edge:].ravel(),
                                     pixels[:, :edge].ravel(), pixels[:, -edge:].ravel()])
            assert border.min() >= 250, f"{path.name} page {number}: ink in the margin"
            assert (pixels < 128).mean() > 0.01, f"{path.name} page {number} is blank"


def test_the_card_reads_in_greyscale_with_dark_ink_on_light_paper(out):
    pixels = _pixels(out / "en" / "charleston_card_a4.pdf", dpi=72)[0]
    assert np.median(pixels) >= 250  # mostly paper
    assert pixels.min() <= 40  # and the ink is near black, not a pale tint


# ------------------------------------------------------------------ the practice sheet


def test_the_practice_sheets_answers_are_the_coachs_for_its_seeds(out):
    items = practice_items()
    assert [item.seed for item in items] == list(PRACTICE_SEEDS)
    for lang in LANGUAGES:
        with speaking(lang):
            items = practice_items()
            for paper in PAPERS:
                front = _text(out / lang / f"practice_sheet_{paper}.pdf", 0)
                back = _text(out / lang / f"practice_sheet_{paper}.pdf", 1)
                key = _text(out / lang / f"answer_key_{paper}.pdf")
                assert _said(rule_sentence("G5")) in front  # invented examples, said on the sheet
                for number, item in enumerate(items, 1):
                    ex = item.exercise
                    advice = coach.teaching_pass(ex.rack, ex.step, ex.lines)  # the coach, asked afresh
                    assert tuple(t.code for t in advice.choice.own) == item.answer
                    assert advice.choice.blind == item.blind
                    assert " ".join(t.code for t in ex.rack) in front  # the rack, tile by tile
                    assert _said(ex.prompt) in front
                    assert _said(say("handout.practice.problem", number=number)) in back
                    assert _said(ex.solution()) in back  # the answers on the back
                    assert item.id in key and " ".join(item.answer) in key
                    assert _said(ex.answer_words) in key


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(st.integers(0, MAX_SEED), min_size=3, max_size=3))
def test_any_seeds_make_a_sheet_whose_answers_are_legal_and_the_coachs(seeds):
    items = practice_items(seeds)
    assert [item.id for item in items] == [f"practice/what-to-pass-{seed}" for seed in seeds]
    for item in items:
        ex = item.exercise
        assert check_pass(ex.step.number, ex.rack, item.answer, blind=item.blind).ok
        # the shown answer is the coach's own (`teaching_pass`) and scores as well as the
        # coach's search (`suggest_pass`), by the coach's measure
        advice = coach.teaching_pass(ex.rack, ex.step, ex.lines)
        assert (tuple(t.code for t in advice.choice.own), advice.choice.blind) == (item.answer, item.blind)
        assert coach.grade_pass(ex.rack, ex.step.number, ex.answer, ex.lines).as_good_as_best


def _every_equal_pass(item):
    """Every legal pass of the item's rack, tried one by one with the rules (`check_pass`) and
    graded by the coach (`grade_pass`): those as good as the best, as (sorted codes, blind)."""
    ex = item.exercise
    held = Counter(t for t in ex.rack if not t.is_joker)
    sizes = (3, 2, 1, 0) if ex.step.blind_allowed else (3,)
    found = set()
    for size in sizes:
        blind = 3 - size
        for combo in combinations_with_replacement(sorted(held), size):
            if not check_pass(ex.step.number, ex.rack, combo, blind=blind).ok:
                continue
            if coach.grade_pass(ex.rack, ex.step.number, PassChoice(combo, blind), ex.lines).as_good_as_best:
                found.add((tuple(sorted(t.code for t in combo)), blind))
    return found


def _listed(words: str) -> set[tuple[tuple[str, ...], int]]:
    """The passes an English list of equally good passes names: "any 3 of 3B 3D 7D WD",
    "S RD with 1 tile forwarded unseen", joined by "; or "."""
    many = re.fullmatch(r"Equally good passes \((\d+) in all\): (.*)\.", words)
    one = re.fullmatch(r"No other pass is as good as (.*)\.", words)
    assert many or one, words
    passes = set()
    for part in (many.group(2) if many else one.group(1)).split("; or "):
        blind = 0
        unseen = re.fullmatch(r"(.*?)(?: with )?(\d) tiles? forwarded unseen", part)
        if unseen:
            part, blind = unseen.group(1), int(unseen.group(2))
        pick = re.fullmatch(r"any (\d) of (.*)", part)
        if pick:
            passes |= {(tuple(sorted(c)), blind) for c in combinations(pick.group(2).split(), int(pick.group(1)))}
        else:
            passes.add((tuple(sorted(part.split())), blind))
    assert len(passes) == (int(many.group(1)) if many else 1), words
    return passes


def test_the_instructors_side_lists_exactly_the_equally_good_passes_the_engine_finds(out):
    """Each problem's list, on the answer key and on the sheet's back, names every pass the
    course's own grader accepts (`coach.grade_pass`, tried on every legal pass) and no other;
    the Malay pages print the same list in Malay."""
    for item in practice_items():
        every = _every_equal_pass(item)
        assert len(every) > 1 or item.blind, "a problem with one answer should show a blind pass"
        with speaking("en"):
            words = equal_words(item)
        assert _listed(words) == every, (item.id, words)
        assert {(tuple(sorted(t.code for t in c.own)), c.blind) for c in item.equal} == every
        for lang in LANGUAGES:
            with speaking(lang):
                said = _said(equal_words(item))
            for paper in PAPERS:
                assert said in _text(out / lang / f"answer_key_{paper}.pdf"), (lang, item.id)
                assert said in _text(out / lang / f"practice_sheet_{paper}.pdf", 1), (lang, item.id)
    assert sum(len(_every_equal_pass(item)) for item in practice_items()) > 3


def test_each_printed_answer_shows_the_rules_its_problem_cites():
    """G1: every printed tile helps no line; G2: lone tiles of suits and honours the lines do
    not collect go first; G3: where a blind pass is allowed and cited, the printed pass
    forwards tiles unseen. The sheet's problems show each; the old sheet's did not."""
    items = practice_items()
    for item in items:
        assert unshown_rules(item) == (), (item.id, unshown_rules(item))
    assert {item.exercise.step.number for item in items} == {1, 2, 3}  # the whole first Charleston
    assert any(len(item.exercise.rack) == 14 for item in items) and any(item.blind for item in items)
    old = practice_items([2, 3, 5])  # problem 2 gave away Bams both lines collect, problem 3 no blind pass
    assert "G2" in unshown_rules(old[1]) and "G3" in unshown_rules(old[2])


def test_a_blind_problem_has_a_box_for_tiles_forwarded_unseen_and_each_problem_room_to_write_why(out):
    from matplotlib.patches import FancyBboxPatch

    for lang in LANGUAGES:
        for paper in PAPERS:
            front, _ = practice_figures(paper, lang=lang)
            boxes = {p.get_gid() for p in front.findobj(FancyBboxPatch) if p.get_gid()}
            rules = {line.get_gid(): line for line in front.findobj(Line2D) if (line.get_gid() or "").startswith("why-")}
            width = PAPERS[paper][0] - 2 * handouts.MARGIN
            for number, item in enumerate(practice_items(), 1):
                assert (f"unseen-box-{number}" in boxes) == bool(item.exercise.arriving), (lang, number)
                mine = [line for gid, line in rules.items() if gid.startswith(f"why-{number}-")]
                written = sum(abs(line.get_xdata()[1] - line.get_xdata()[0]) for line in mine)
                longest = max(abs(line.get_xdata()[1] - line.get_xdata()[0]) for line in mine)
                assert len(mine) >= 2 and longest >= 0.9 * width and written >= width, (lang, paper, number, written)
            with speaking(lang):
                assert _said(say("handout.practice.unseen")) in _text(out / lang / f"practice_sheet_{paper}.pdf", 0)


def test_each_languages_facilitator_guide_links_its_own_languages_handouts():
    """The guide's links open the handouts in the guide's language: `make handouts` writes
    them to build/handouts/<lang>/, and the site puts them in handouts/<lang>/ beside the
    lessons (tools/build_lite.py), so each link resolves there from the notebook's folder."""
    notebooks = ROOT / "notebooks"
    for lang in LANGUAGES:
        guide = notebooks / ("" if lang == LANGUAGES[0] else lang) / "instructor" / "facilitator_guide.ipynb"
        text = guide.read_text(encoding="utf-8")
        links = re.findall(r"\]\(([^)\s]+\.pdf)\)", text)
        assert len(links) >= 7, (lang, links)
        site = notebooks / ("" if lang == LANGUAGES[0] else lang)  # the site's folder for this language
        for link in links:
            target = (guide.parent / link).resolve()
            assert target.name.rsplit("_", 1)[0] in KINDS, link
            assert target.parent in {(ROOT / "build" / "handouts" / lang).resolve(),
                                     (notebooks / "handouts" / lang).resolve()}, (lang, link)
        assert site.exists()


def test_the_practice_sheet_fits_every_paper_in_every_language():
    for lang in LANGUAGES:
        front, _ = practice_figures("letter", lang=lang)
        renderer = FigureCanvasAgg(front).get_renderer()
        lowest = min(t.get_window_extent(renderer).y0 for t in _texts(front))
        assert lowest >= handouts.MARGIN - 1


# ------------------------------------------------------------------ bad input


@pytest.mark.parametrize("paper", ["a5", "", None, 4, "A4 ", "legal"])
def test_a_paper_that_is_not_ours_is_a_value_error_with_a_sentence(paper):
    if isinstance(paper, str) and paper.strip().lower() in PAPERS:
        card_figure(paper)  # any case and spaces around are fine
        return
    with pytest.raises(ValueError, match="not a paper size: choose a4, letter"):
        card_figure(paper)
    with pytest.raises(ValueError, match="not a paper size"):
        practice_figures(paper)
    with pytest.raises(ValueError, match="not a paper size"):
        handouts.write_handouts(ROOT / "build" / "never-written", papers=[paper])


def test_a_language_that_is_not_ours_is_a_value_error_with_a_sentence():
    with pytest.raises(ValueError, match="not a course language"):
        card_figure("a4", lang="fr")
    with pytest.raises(ValueError, match="not a course language"):
        practice_items(lang="xx")


@pytest.mark.parametrize("seeds", [[1, 2], [1, 2, 3, 4], "123", [1, 2, "3"], [1, 2, True], 7, [1, 2, -1]])
def test_seeds_that_are_not_three_whole_numbers_are_a_value_error_with_a_sentence(seeds):
    with pytest.raises(ValueError) as error:
        practice_items(seeds)
    assert str(error.value).endswith(".") and "seed" in str(error.value)


def test_the_error_is_said_in_the_language_spoken():
    with speaking("ms"), pytest.raises(ValueError, match="bukan saiz kertas"):
        card_figure("a3")


@settings(max_examples=40, deadline=None)
@given(st.text(alphabet="abc defghij\u2192", min_size=0, max_size=80), st.floats(40, 300), st.sampled_from([9.0, 10.5]))
def test_wrapping_keeps_every_line_inside_its_width_unless_one_word_is_wider(text, width, size):
    lines = handouts._wrap(text, width, size)
    assert " ".join(line for line in lines if line) == " ".join(text.split())
    for line in lines:
        assert handouts._width(line, size) <= width + 0.01 or " " not in line


def test_the_pass_numbers_on_the_table_pictures_never_cover_each_other(cards):
    from matplotlib.patches import Circle

    figures = [cards[("en", "a4")], cards[("ms", "letter")], practice_figures("a4", lang="ms")[0]]
    for fig in figures:
        badges = [c for c in fig.findobj(Circle) if (c.get_gid() or "").startswith("badge-")]
        assert badges
        for a, b in combinations(badges, 2):
            (ax, ay), (bx, by) = a.center, b.center
            assert ((ax - bx) ** 2 + (ay - by) ** 2) ** 0.5 >= a.radius + b.radius, (a.get_gid(), b.get_gid())


# ------------------------------------------------------------------ bad input and files (issue 24)


@pytest.mark.parametrize(
    "call",
    [
        lambda: handouts.write_card(None),
        lambda: handouts.write_card(frozenset()),
        lambda: handouts.write_card(b"card.pdf"),
        lambda: handouts.write_handouts(frozenset()),
        lambda: handouts.write_handouts(ROOT / "build" / "never-written", languages=Endless("en")),
        lambda: handouts.write_handouts(ROOT / "build" / "never-written", papers=[fuzzing.HostileStr("a5")]),
        lambda: handouts.answer_key_figure(fuzzing.HostileStr("a5")),
        lambda: handouts.page_colours(None),
        lambda: practice_items(Endless(2)),
        lambda: practice_items(lang=fuzzing.HostileStr("fr")),
    ],
    ids=["card-none", "card-frozenset", "card-bytes", "out-frozenset", "languages-endless", "paper-hostile",
         "key-paper-hostile", "colours-none", "seeds-endless", "lang-hostile"],
)
def test_bad_arguments_to_the_handouts_are_a_short_sentence(call):
    with pytest.raises(ValueError) as caught:
        call()
    assert len(str(caught.value)) < 300


def test_hostile_seeds_and_language_are_read_as_their_plain_values():
    hostile = [fuzzing.HostileInt(seed) for seed in PRACTICE_SEEDS]
    with speaking("ms"):
        expected = [item.id for item in practice_items()]
    assert [item.id for item in practice_items(hostile, lang=fuzzing.HostileStr("ms"))] == expected


def test_a_handout_is_written_only_to_a_new_file_or_one_the_course_wrote(tmp_path):
    card = tmp_path / "card.svg"
    assert handouts.write_card(card) == card
    assert handouts.write_card(str(card), paper=fuzzing.HostileStr("Letter")) == card  # its own: written again
    other = tmp_path / "notes.pdf"
    other.write_text("an instructor's own notes")
    with pytest.raises(ValueError, match="already holds another file"):
        handouts.write_card(other)
    assert other.read_text() == "an instructor's own notes"
    (tmp_path / "folder.pdf").mkdir()
    with pytest.raises(ValueError, match="not a plain file"):
        handouts.write_card(tmp_path / "folder.pdf")
    (tmp_path / "plain").write_text("x")
    with pytest.raises(ValueError, match="could not be written") as caught:
        handouts.write_card(tmp_path / "plain" / "card.pdf")
    assert len(str(caught.value)) < 300
    out = tmp_path / "handouts"
    (out / "en").mkdir(parents=True)
    mine = out / "en" / "answer_key_a4.pdf"
    mine.write_text("mine")
    with pytest.raises(ValueError, match="already holds another file"):
        handouts.write_handouts(out, languages=["en"], papers=["a4"])
    assert sorted(p.name for p in out.rglob("*")) == ["answer_key_a4.pdf", "en"]  # nothing written at all
    with pytest.raises(ValueError, match="not a folder"):
        handouts.write_handouts(other)
