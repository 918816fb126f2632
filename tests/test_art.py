"""The art face: tile SVGs, racks, and the course's three SVG figures of play.

Pictures are checked as data (XML, classes, text, geometry), never by pixels.
"""

from __future__ import annotations

import html
import math
import re
import subprocess
import sys
import xml.etree.ElementTree as ET
from collections import Counter

import fuzzing  # tests/fuzzing.py: hostile values
import pytest
from endless import Endless, tamed  # tests/endless.py
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from charleston_lessons import art
from charleston_lessons.art import (
    FACE_DOWN_LABEL,
    Drawing,
    badge_layout,
    hop_layout,
    pass_arrows,
    rack_svg,
    replay_description,
    replay_figure,
    rollor_figure,
    rollor_letters,
    seat_spots,
    table_figure,
    tile_svg,
)
from charleston_lessons.art.figures import PALETTE
from charleston_lessons.messages import speaking
from charleston_lessons.rules import PASSES, SEATS, Direction, Seat, receiver, sender
from charleston_lessons.table import PassPlayed, Table
from charleston_lessons.tiles import ALL_KINDS, parse_tile

SVG = "{http://www.w3.org/2000/svg}"


def parse(svg: str) -> ET.Element:
    return ET.fromstring(svg)


def texts(root: ET.Element) -> list[str]:
    return [(el.text or "").strip() for el in root.iter(f"{SVG}text")]


def drawing(svg: str, *, keep_colour: bool = True, keep_code: bool = True) -> str:
    """The visible drawing of a tile: no title, no root attributes; optionally no colour."""
    body = re.sub(r"^<svg[^>]*>", "", svg)
    body = re.sub(r"<title>.*?</title>", "", body)
    if not keep_code:
        body = re.sub(r'<text[^>]*class="tile-code"[^>]*>.*?</text>', "", body)
    if not keep_colour:
        body = re.sub(r'(fill|stroke)="[^"]*"', r'\1="paint"', body)
    return body


# ------------------------------------------------------------------------- tiles


@pytest.mark.parametrize("tile", ALL_KINDS, ids=[t.code for t in ALL_KINDS])
def test_every_kind_is_valid_labelled_svg_with_its_code(tile):
    svg = tile_svg(tile, height=56)
    root = parse(svg)
    assert root.tag == f"{SVG}svg"
    assert root.get("role") == "img"
    assert root.get("aria-label") == tile.name
    title = root.find(f"{SVG}title")
    assert title is not None and tile.name in title.text
    assert tile.code in texts(root)
    assert float(root.get("height")) == 56
    assert root.get("data-tile") == tile.code


def test_there_are_36_kinds_and_all_faces_differ():
    svgs = [tile_svg(t) for t in ALL_KINDS]
    assert len(svgs) == 36
    assert len({drawing(s) for s in svgs}) == 36


def test_faces_differ_without_colour_and_without_the_corner_code():
    # Shape (and the face's own numerals or letters) tell every kind apart, not colour.
    bare = [drawing(tile_svg(t), keep_colour=False, keep_code=False) for t in ALL_KINDS]
    clashes = [
        (a.code, b.code)
        for i, a in enumerate(ALL_KINDS)
        for j, b in enumerate(ALL_KINDS)
        if i < j and bare[i] == bare[j]
    ]
    assert clashes == []


def test_tile_svg_accepts_codes_and_names_and_is_deterministic():
    assert tile_svg("5B") == tile_svg(parse_tile("5 Bam")) == tile_svg("5b")
    assert tile_svg("Soap") == tile_svg("WD")


def test_white_dragon_title_mentions_soap():
    title = parse(tile_svg("WD")).find(f"{SVG}title").text
    assert "Soap" in title


def test_no_ids_and_no_unicode_mahjong_glyphs():
    svgs = [tile_svg(t) for t in ALL_KINDS] + [rack_svg(ALL_KINDS, face_down=2, labels=True)]
    for svg in svgs:
        assert " id=" not in svg
        assert not any(0x1F000 <= ord(ch) <= 0x1F02B for ch in svg)


def test_face_down_hides_the_tile_and_differs_from_the_face():
    down = tile_svg("5B", face_down=True)
    root = parse(down)
    assert root.get("role") == "img"
    assert root.get("aria-label") == FACE_DOWN_LABEL == "Face-down tile"
    assert "5B" not in down and "Bam" not in down
    assert texts(root) == []
    assert drawing(down) != drawing(tile_svg("5B"))
    # The back is the same whatever the tile: it must not give the tile away.
    assert {tile_svg(t, face_down=True) for t in ALL_KINDS} == {down}


def test_selected_adds_a_thick_outline_and_a_check_mark():
    normal, chosen = tile_svg("RD"), tile_svg("RD", selected=True)
    assert drawing(chosen) != drawing(normal)
    root = parse(chosen)
    assert root.get("aria-label") == "Red Dragon, selected"
    widths = [float(el.get("stroke-width", 0)) for el in root.iter() if el.get("fill") == "none"]
    assert max(widths) >= 3  # the outline is thick, not just a colour change
    # one more path (the check mark) and one more circle (its badge) than the plain face
    extra = Counter(el.tag for el in root.iter()) - Counter(el.tag for el in parse(normal).iter())
    assert extra[f"{SVG}path"] >= 1 and extra[f"{SVG}circle"] >= 1
    assert drawing(tile_svg("RD", face_down=True, selected=True)) != drawing(
        tile_svg("RD", face_down=True)
    )


def test_height_scales_and_bad_height_is_refused():
    small, big = parse(tile_svg("J", height=32)), parse(tile_svg("J", height=64))
    assert float(big.get("width")) == pytest.approx(2 * float(small.get("width")))
    assert small.get("viewBox") == big.get("viewBox")
    for bad in (0, -5, "64", True):
        with pytest.raises(ValueError):
            tile_svg("J", height=bad)


def test_tile_repr_svg_uses_the_art_face():
    assert parse_tile("7D")._repr_svg_() == tile_svg("7D")


# -------------------------------------------------------------------------- racks


def _rack_tiles(root: ET.Element) -> list[ET.Element]:
    return [el for el in root if el.tag == f"{SVG}svg"]


def test_rack_holds_each_tile_then_the_face_down_ones():
    rack = "1B 5B 9C RD F J"
    svg = rack_svg(rack, height=48, face_down=3)
    root = parse(svg)
    inner = _rack_tiles(root)
    assert len(inner) == 9
    assert [el.get("data-tile") for el in inner] == ["1B", "5B", "9C", "RD", "F", "J"] + [
        "face-down"
    ] * 3
    assert [el.get("aria-label") for el in inner][:6] == [
        "1 Bam",
        "5 Bam",
        "9 Crak",
        "Red Dragon",
        "Flower",
        "Joker",
    ]
    label = root.get("aria-label")
    assert root.get("role") == "img"
    assert label == "Rack: 1 Bam, 5 Bam, 9 Crak, Red Dragon, Flower, Joker, 3 face-down tiles"
    assert float(root.get("height")) == 48


@pytest.mark.parametrize("n", [0, 1, 13, 14])
def test_rack_tile_count_matches_input(n):
    tiles = list(ALL_KINDS[:n])
    root = parse(rack_svg(tiles))
    assert len(_rack_tiles(root)) == n
    if n:
        assert float(root.get("width")) > n * float(root.get("height")) * 0.7


def test_rack_labels_and_selection():
    plain = parse(rack_svg("3D N", labels=False))
    labelled = parse(rack_svg("3D N", labels=True, face_down=1, selected=[1]))
    tags = [el.text for el in labelled.iter(f"{SVG}text") if el.get("class") == "rack-label"]
    assert tags == ["3D", "N", "?"]
    assert not [el for el in plain.iter(f"{SVG}text") if el.get("class") == "rack-label"]
    assert float(labelled.get("height")) > float(plain.get("height"))
    marks = [el.get("aria-label") for el in _rack_tiles(labelled)]
    assert marks == ["3 Dot", "North, selected", "Face-down tile"]


def test_rack_refuses_a_bad_face_down_count():
    with pytest.raises(ValueError):
        rack_svg("1B", face_down=-1)


def test_table_repr_html_shows_every_rack():
    table = Table.deal(seed=5)
    html = table._repr_html_()
    assert html.count('aria-label="Rack:') == 4
    for seat in SEATS:
        names = ", ".join(t.name for t in table.rack(seat))
        assert f'aria-label="Rack: {names}"' in html
    assert "Next: pass 1" in html


def test_core_imports_neither_the_art_face_nor_plotting():
    code = (
        "import sys\n"
        "import charleston_lessons.tiles, charleston_lessons.rules, charleston_lessons.table\n"
        "bad = [m for m in sys.modules if m.startswith(('matplotlib', 'ipywidgets',"
        " 'charleston_lessons.art'))]\n"
        "assert not bad, bad\n"
        "import charleston_lessons.art\n"
        "from charleston_lessons.tiles import ALL_KINDS\n"
        "ALL_KINDS[0]._repr_svg_()\n"
        "assert 'matplotlib' not in sys.modules, 'tile pictures must not load matplotlib'\n"
        "from charleston_lessons.table import Table\n"
        "charleston_lessons.art.table_figure(); charleston_lessons.art.rollor_figure()\n"
        "charleston_lessons.art.replay_figure(Table.deal(seed=1))\n"
        "bad = [m for m in sys.modules if m.startswith(('matplotlib', 'PIL', 'numpy'))]\n"
        "assert not bad, ('the table, ROLLOR and replay pictures need no plotting library', bad)\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", code], check=False, capture_output=True, text=True
    )
    assert result.returncode == 0, result.stderr


# ------------------------------------------------------------------------ figures


@pytest.mark.parametrize("seat", SEATS)
def test_pass_arrows_follow_the_rules(seat):
    arrows = pass_arrows(seat)
    assert [n for n, *_ in arrows] == [1, 2, 3, 4, 5, 6, 7]
    for (number, source, target), step in zip(arrows, PASSES):
        assert source == seat
        assert target == receiver(seat, step.direction)


@pytest.mark.parametrize("seat", SEATS)
def test_seat_spots_put_you_at_the_bottom_and_your_right_on_the_right(seat):
    spots = seat_spots(seat)
    assert spots[seat] == (0.0, -1.0)
    assert spots[receiver(seat, Direction.RIGHT)] == (1.0, 0.0)
    assert spots[receiver(seat, Direction.ACROSS)] == (0.0, 1.0)
    assert spots[receiver(seat, Direction.LEFT)] == (-1.0, 0.0)


def classes(el: ET.Element) -> set[str]:
    return set((el.get("class") or "").split())


def groups(root: ET.Element, cls: str) -> list[ET.Element]:
    """Every `<g>` under `root` whose class list holds `cls`."""
    return [g for g in root.iter(f"{SVG}g") if cls in classes(g)]


def all_text(el: ET.Element) -> str:
    """The visible text under `el`, one line a text element (tspans joined by spaces)."""
    return "\n".join(
        " ".join(t.strip() for t in text.itertext() if t.strip()) for text in el.iter(f"{SVG}text")
    )


def page_of(felt: ET.Element, half: float):
    """Table units to the picture's pixels, read back from the felt's square (half-width
    `half` units round the table's middle)."""
    x, y, size = (float(felt.get(k)) for k in ("x", "y", "width"))
    scale = size / (2 * half)
    return lambda p: (x + size / 2 + p[0] * scale, y + size / 2 - p[1] * scale)


def box_centre(group: ET.Element) -> tuple[float, float]:
    rect = group.find(f"{SVG}rect")
    return (
        float(rect.get("x")) + float(rect.get("width")) / 2,
        float(rect.get("y")) + float(rect.get("height")) / 2,
    )


def arrow_tip(group: ET.Element) -> tuple[float, float]:
    head = next(el for el in group if "head" in classes(el))
    x, y = head.get("points").split()[0].split(",")
    return float(x), float(y)


def rules_of(svg: ET.Element) -> dict[str, str]:
    """The embedded stylesheet as {selector: declarations}."""
    (style,) = svg.iter(f"{SVG}style")
    return {
        sel.strip(): body.strip() for sel, body in re.findall(r"([^{}]+)\{([^}]*)\}", style.text)
    }


def dashed(svg: ET.Element, cls: str) -> bool:
    """Whether the stylesheet dashes a `.shaft.<cls>` line."""
    return any(
        "stroke-dasharray" in body
        for sel, body in rules_of(svg).items()
        if sel == f".cl-fig .shaft.{cls}"
    )


@pytest.mark.parametrize("seat", SEATS)
def test_table_figure_arrows_end_at_the_seat_receiver_names(seat):
    picture = table_figure(seat)
    assert isinstance(picture, Drawing)
    root = parse(picture.svg)
    seats = {g.get("data-seat"): g for g in groups(root, "seat")}
    assert set(seats) == {str(s) for s in SEATS}
    assert classes(seats[str(seat)]) == {"seat", "you"}
    labels = {name: box_centre(g) for name, g in seats.items()}
    assert labels[str(seat)][1] > max(
        y for name, (_, y) in labels.items() if name != str(seat)
    )  # bottom
    relations = {
        str(receiver(seat, d)): f"(your {d.value})" if d is not Direction.ACROSS else "(across)"
        for d in Direction
    }
    for name, g in seats.items():
        assert (
            all_text(g) == f"{name} ({'you' if name == str(seat) else relations[name].strip('()')})"
        )
    found = {}
    for arrow in groups(root, "arrow"):
        number, source, target = (
            int(arrow.get("data-pass")),
            arrow.get("data-from"),
            arrow.get("data-to"),
        )
        found[number] = (source, target)
        tip = arrow_tip(arrow)  # geometry: the head points at the receiving seat's name
        assert min(labels, key=lambda s: math.dist(labels[s], tip)) == target, (number, target)
    assert found == {n: (str(s), str(t)) for n, s, t in pass_arrows(seat)}
    numbers = [all_text(g) for g in groups(root, "pass-number")]
    assert sorted(numbers) == [str(n) for n in range(1, 8)]


def _curve(arrow, t: float) -> tuple[float, float]:
    """matplotlib's arc3 path: a quadratic Bezier whose control point sits `rad` times the
    chord's length off its middle, to the chord's left for a positive `rad`."""
    (x1, y1), (x2, y2) = arrow.start, arrow.end
    cx, cy = (x1 + x2) / 2 + arrow.rad * (y2 - y1), (y1 + y2) / 2 - arrow.rad * (x2 - x1)
    u = 1 - t
    return (u * u * x1 + 2 * u * t * cx + t * t * x2, u * u * y1 + 2 * u * t * cy + t * t * y2)


def _off_path(arrow, point) -> float:
    """How far `point` is from the arrow's drawn path."""
    return min(math.dist(point, _curve(arrow, i / 400)) for i in range(401))


def _check_bundle(arrow, source, target, spots) -> None:
    """The arrow runs from the sender's side to the receiver's, and its label lies on it,
    nearer the sender's spot than any other seat's, by a visible margin."""
    assert min(spots, key=lambda s: math.dist(arrow.start, spots[s])) == source
    assert min(spots, key=lambda s: math.dist(arrow.end, spots[s])) == target
    assert _off_path(arrow, arrow.label) < 0.01, "the label sits on its own arrow"
    mine = math.dist(arrow.label, spots[source])
    others = min(math.dist(arrow.label, spots[s]) for s in spots if s != source)
    assert mine + 0.1 < others, f"{source}'s bundle to {target} is labelled nearer another seat"


@pytest.mark.parametrize("seat", SEATS)
@pytest.mark.parametrize("step", PASSES, ids=lambda step: f"pass-{step.number}")
def test_every_bundle_label_in_the_replay_sits_on_its_arrow_by_its_sender(step, seat):
    """All seven passes from every chair, each hand-over seen and (passes 3, 6) unseen."""
    spots = seat_spots(seat)
    layout = hop_layout(step.number, seat)
    kinds = {False, True} if step.blind_allowed else {False}
    assert set(layout) == {(a, receiver(a, step.direction), k) for a in SEATS for k in kinds}
    for (source, target, _), arrow in layout.items():
        assert source == sender(target, step.direction)
        _check_bundle(arrow, source, target, spots)
    labels = [arrow.label for arrow in layout.values()]
    assert len(set(labels)) == len(labels), "no two labels share a spot"


@pytest.mark.parametrize("seat", SEATS)
def test_every_pass_number_in_the_table_figure_sits_on_its_arrow_by_you(seat):
    spots = seat_spots(seat)
    layout = badge_layout(seat)
    assert sorted(layout) == [step.number for step in PASSES]
    for step in PASSES:
        _check_bundle(layout[step.number], seat, receiver(seat, step.direction), spots)
    numbers = list(layout.values())
    for i, a in enumerate(numbers):  # the number badges (radius 0.085) never touch
        for b in numbers[i + 1 :]:
            assert math.dist(a.label, b.label) > 0.17


@pytest.mark.parametrize("seat", ["East", "North"])
def test_the_figures_draw_each_label_where_the_layout_says(seat):
    table = _play(5, blind3={"East": 1, "West": 2}, blind6={"South": 3, "North": 1})
    root = parse(replay_figure(table.log, seat=seat).svg)
    played = [e for e in table.log if isinstance(e, PassPlayed)]
    panels = groups(root, "panel")
    assert len(panels) == len(played)
    for panel, event in zip(panels, played):
        page = page_of(next(el for el in panel if "felt" in classes(el)), 1.2)
        layout = hop_layout(event.step, seat)
        labels = groups(panel, "label")
        assert labels
        for label in labels:
            key = (
                Seat(label.get("data-from")),
                Seat(label.get("data-to")),
                "unseen" in classes(label),
            )
            assert box_centre(label) == pytest.approx(page(layout[key].label), abs=0.01)
    root = parse(table_figure(seat).svg)
    page = page_of(next(el for el in root if "felt" in classes(el)), 1.25)
    layout = badge_layout(seat)
    for badge in groups(root, "pass-number"):
        circle = badge.find(f"{SVG}circle")
        centre = (float(circle.get("cx")), float(circle.get("cy")))
        assert centre == pytest.approx(page(layout[int(badge.get("data-pass"))].label), abs=0.01)


def test_table_figure_dashes_only_the_optional_passes():
    root = parse(table_figure().svg)
    styles = {}
    for arrow in groups(root, "arrow"):
        (round_cls,) = [c for c in classes(arrow) if c.startswith("round-")]
        shaft = next(el for el in arrow if "shaft" in classes(el))
        assert round_cls in classes(shaft)
        styles[int(arrow.get("data-pass"))] = dashed(root, round_cls)
    assert styles == {step.number: not step.required for step in PASSES}
    assert dashed(root, "round-2") and dashed(root, "round-0")
    assert rules_of(root)[".cl-fig .shaft.round-2"] != rules_of(root)[".cl-fig .shaft.round-0"]
    legend = all_text(groups(root, "legend")[0]).splitlines()  # a legend explains the styles
    assert [line.split(",")[0] for line in legend] == ["Passes 1-3", "Passes 4-6", "Pass 7"]


def test_rollor_figure_reads_rollor():
    root = parse(rollor_figure().svg)
    letters = sorted(
        (t for t in root.iter(f"{SVG}text") if "letter" in classes(t)),
        key=lambda t: float(t.get("x")),
    )
    assert " ".join(t.text for t in letters) == "R O L L O R"
    assert rollor_letters() == ("R", "O", "L", "L", "O", "R")
    rounds = {g.get("class"): all_text(g) for g in groups(root, "round")}
    assert "first Charleston" in rounds["round round-1"]
    assert "second Charleston" in rounds["round round-2"]
    cells = {int(g.get("data-pass")): g for g in groups(root, "pass")}
    assert sorted(cells) == [1, 2, 3, 4, 5, 6]
    blind = {n for n, g in cells.items() if "blind pass" in all_text(g).replace("\n", " ")}
    assert blind == {step.number for step in PASSES if step.blind_allowed}


def _play(
    seed: int, *, blind3: dict[str, int], blind6: dict[str, int], stop: bool = False
) -> Table:
    """A full Charleston by simple bots: first non-jokers from the rack, some passes blind."""
    table = Table.deal(seed=seed)

    def choices(step: int, blind: dict[str, int]) -> dict:
        out = {}
        for seat in table.seats:
            rack = [t for t in table.rack(seat) if not t.is_joker]
            b = blind.get(str(seat), 0)
            out[seat] = {"own": rack[: 3 - b], "blind": b}
        return out

    for step in (1, 2, 3):
        verdict = table.play_pass(choices(step, blind3 if step == 3 else {}))
        assert verdict.ok, verdict
    assert table.answer_stop({s: stop for s in table.seats}).ok
    if not stop:
        for step in (4, 5, 6):
            verdict = table.play_pass(choices(step, blind6 if step == 6 else {}))
            assert verdict.ok, verdict
    assert table.set_courtesy_offers({"East": 2, "West": 3, "South": 0, "North": 1}).ok
    courtesy = {
        seat: [t for t in table.rack(seat) if not t.is_joker][: table.agreed[seat]]
        for seat in table.seats
    }
    assert table.play_pass(courtesy).ok
    return table


def _panel_codes(panel: ET.Element) -> Counter:
    codes: Counter = Counter()
    for label in groups(panel, "label"):
        codes.update(all_text(label).removeprefix("unseen: ").split())
    return codes


@pytest.mark.parametrize("seed", [2, 19])
def test_replay_figure_has_one_panel_per_pass_showing_every_move(seed):
    table = _play(seed, blind3={"East": 1, "West": 2}, blind6={"South": 3, "North": 1})
    played = [e for e in table.log if isinstance(e, PassPlayed)]
    assert [e.step for e in played] == [1, 2, 3, 4, 5, 6, 7]
    root = parse(replay_figure(table.log).svg)
    panels = groups(root, "panel")
    assert [g.get("data-pass") for g in panels] == [str(e.step) for e in played]
    assert dashed(root, "unseen") and not dashed(root, "seen")
    for panel, event in zip(panels, played):
        hops = Counter(m.tile.code for m in event.moves for _ in m.hops)
        assert _panel_codes(panel) == hops
        unseen_arrows = [g for g in groups(panel, "arrow") if "unseen" in classes(g)]
        unseen_labels = [g for g in groups(panel, "label") if "unseen" in classes(g)]
        has_unseen = any(m.unseen for m in event.moves)
        assert bool(unseen_arrows) == has_unseen == bool(unseen_labels)
        for label in unseen_labels:
            assert all_text(label).startswith("unseen: ")
    assert any(any(m.unseen for m in e.moves) for e in played), "the bots must pass blind somewhere"


def test_replay_figure_accepts_a_table_and_filters_steps():
    table = _play(4, blind3={}, blind6={}, stop=True)

    def steps(picture: Drawing) -> list[str]:
        return [g.get("data-pass") for g in groups(parse(picture.svg), "panel")]

    assert steps(replay_figure(table)) == ["1", "2", "3", "7"]
    assert steps(replay_figure(table.log, steps=[3, 1])) == ["1", "3"]


def test_replay_figure_notes_a_standoff():
    table = _play(8, blind3={s: 3 for s in ("East", "South", "West", "North")}, blind6={})
    standoff = [e for e in table.log if isinstance(e, PassPlayed) and e.standoff]
    assert [e.step for e in standoff] == [3]
    picture = replay_figure(table.log, steps=[2, 3])
    panel2, panel3 = groups(parse(picture.svg), "panel")
    assert groups(panel3, "standoff-note") and not groups(panel2, "standoff-note")
    assert "standoff" in classes(panel3) and "(standoff)" in all_text(panel3).splitlines()[0]
    assert groups(panel3, "arrow") == [] and groups(panel2, "arrow")
    assert "nothing moved" in picture.description


def test_replay_figure_names_a_tile_that_came_back_round_to_its_owner():
    # West puts one tile down and everyone else forwards all three: it goes round three times.
    table = _play(6, blind3={"East": 3, "South": 3, "West": 2, "North": 3}, blind6={})
    event = next(e for e in table.log if isinstance(e, PassPlayed) and e.step == 3)
    (move,) = event.moves
    assert move.path.count(Seat.WEST) == 4
    picture = replay_figure(table.log, steps=[2, 3])
    notes = {
        g.get("data-pass"): " ".join(
            all_text(t) for t in g.iter(f"{SVG}text") if "panel-note" in classes(t)
        )
        for g in groups(parse(picture.svg), "panel")
    }
    assert f"{move.tile.code} (West)" in notes["3"]
    assert "put it down" not in notes["2"]
    assert _panel_codes(groups(parse(picture.svg), "panel")[1]) == Counter({move.tile.code: 12}), (
        "one label entry per hop"
    )


def test_replay_figure_without_passes_says_so():
    picture = replay_figure(Table.deal(seed=1).log)
    assert texts(parse(picture.svg)) == ["No pass has been played yet."]
    assert picture.description == "No pass has been played yet."


# ------------------------------------------------- themes and screen readers


def _pictures() -> dict[str, Drawing]:
    table = _play(3, blind3={"North": 2}, blind6={"East": 1})
    return {
        "table-east": table_figure(),
        "table-west": table_figure("West"),
        "rollor": rollor_figure(),
        "replay": replay_figure(table.log),
        "replay-empty": replay_figure(Table.deal(seed=1).log),
    }


PICTURES = _pictures()
_HEX = re.compile(r"#[0-9a-fA-F]{3,8}\b")


@pytest.mark.parametrize("name", PICTURES)
def test_every_picture_is_an_image_with_a_title_and_a_description(name):
    picture = PICTURES[name]
    for svg in filter(None, (picture.svg, picture.narrow)):
        root = parse(svg)
        assert root.tag == f"{SVG}svg" and root.get("role") == "img"
        first, second = list(root)[:2]
        assert first.tag == f"{SVG}title" and first.text == picture.title
        assert second.tag == f"{SVG}desc" and second.text == picture.description
        assert (
            root.get("aria-label") == picture.title
            and len(picture.description) > len(picture.title) * 0.5
        )
        assert root.get("viewBox") and "width: 100%" in root.get("style")
        assert " id=" not in svg, "no ids: any number of pictures can share a page"
    assert picture.svg == _pictures()[name].svg, "pure: the same input gives the same picture"
    assert repr(picture) == picture.title


@pytest.mark.parametrize("name", PICTURES)
@pytest.mark.parametrize("layout", ["svg", "narrow"])
def test_every_element_has_a_class_and_colours_come_only_from_the_stylesheet(name, layout):
    if not getattr(PICTURES[name], layout):
        pytest.skip(f"{name} has one layout")
    root = parse(getattr(PICTURES[name], layout))
    for el in root.iter():
        assert el.get("class"), f"{el.tag} has no class"
        for attr in ("fill", "stroke", "color", "stop-color"):
            assert el.get(attr) is None, f"{el.tag} paints {attr} itself"
        if el is not root:
            assert el.get("style") is None
    sheet = rules_of(root)
    assert sheet
    for selector, body in sheet.items():
        assert selector.startswith(".cl-fig"), "scoped: a <style> in inline SVG applies to the page"
        for prop, value in re.findall(r"([\w-]+)\s*:\s*([^;]+)", body):
            for colour in _HEX.findall(value):
                themed = re.search(rf"var\(--jp-[\w-]+,\s*{colour}\)", value)
                assert themed or colour in PALETTE, (
                    f"{selector} {prop}: {value} is neither themed nor felt/tile"
                )
    themed = [body for body in sheet.values() if "var(--jp-" in body]
    assert themed, "the picture follows JupyterLab's theme"


def test_text_off_the_felt_follows_the_theme():
    sheet = rules_of(parse(table_figure().svg))
    for cls in ("heading", "note"):
        assert "var(--jp-ui-font-color1" in sheet[f".cl-fig .{cls}"]
    assert "var(--jp-ui-font-family" in sheet[".cl-fig"]


@pytest.mark.parametrize("seat", ["East", "South"])
@pytest.mark.parametrize("seed", [2, 5, 19])
def test_the_replay_description_names_every_hand_over(seed, seat):
    table = _play(seed, blind3={"East": 1, "West": 2}, blind6={"South": 3, "North": 1})
    picture = replay_figure(table.log, seat=seat)
    assert picture.description == replay_description(table, seat=seat)
    parts = re.split(r"(?=Pass \d, )", picture.description)
    played = [e for e in table.log if isinstance(e, PassPlayed)]
    by_pass = {int(p[5]): p for p in parts if p.startswith("Pass ")}
    assert sorted(by_pass) == [e.step for e in played]
    for event in played:
        sentences = by_pass[event.step].split(";")
        for move in event.moves:
            for i, (a, b) in enumerate(move.hops):
                verb = (
                    f"{a} passed .*{move.tile.name}.* on to {b} unseen"
                    if i
                    else f"{a} passed .*{move.tile.name}.* to {b}$"
                )
                assert any(
                    re.search(verb, s.strip().rstrip(".").split(". ")[0]) for s in sentences
                ), (event.step, a, b, move.tile.name)


def test_the_table_description_names_every_seat_and_pass():
    text = table_figure("North").description
    for seat in SEATS:
        assert str(seat) in text
    for number, _, target in pass_arrows("North"):
        assert re.search(rf"pass {number}, [^;]* goes to {target} ", text)


def test_a_drawing_shows_itself_as_a_figure_with_its_description_as_caption():
    picture = table_figure("South")
    markup = picture._repr_html_()
    assert markup.startswith("<figure") and picture.svg in markup
    caption = re.search(r"<figcaption[^>]*>(.*)</figcaption>", markup)[1]
    assert caption == html.escape(picture.description)


def test_two_charts_on_one_page_share_no_id_and_each_refers_only_to_its_own():
    # Inline SVGs share the page's ids: a hatch pattern named alike in two charts filled the
    # second chart's bars with the first one's pattern (lesson 11's "stop" bars came out empty).
    import re

    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    from charleston_lessons.art.charts import chart_svg

    svgs = []
    for colour in ("#2e7d32", "#1565c0"):
        fig, ax = plt.subplots()
        ax.bar([0, 1], [1, 2], color=colour, hatch="//")
        svgs.append(chart_svg(fig, f"bars in {colour}"))
        plt.close(fig)
    ids = [set(re.findall(r'\sid="([^"]+)"', svg)) for svg in svgs]
    assert ids[0] and ids[1] and not ids[0] & ids[1]
    for svg, own in zip(svgs, ids):
        assert set(re.findall(r"url\(#([^)]+)\)", svg)) <= own


# ------------------------------------------------- figures that fit any width (issue 31)


def _words(svg: str) -> Counter:
    """Every word the picture shows, however its lines are broken."""
    return Counter(" ".join(" ".join(t.itertext()) for t in parse(svg).iter(f"{SVG}text")).split())


def _figures(language: str = "en") -> dict[str, Drawing]:
    with speaking(language):
        table = _play(7, blind3={"East": 1, "West": 2}, blind6={"South": 3, "North": 1})
        out = {f"table-{seat}": table_figure(seat) for seat in SEATS}
        out["rollor"] = rollor_figure()
        out["replay"] = replay_figure(table.log, seat="South")
        out["replay-one"] = replay_figure(table.log, steps=[3])
        out["replay-four"] = replay_figure(table.log, steps=[1, 2, 3, 4])
        return out


FIGURES = {f"{lang}-{name}": drawing for lang in ("en", "ms") for name, drawing in _figures(lang).items()}


def _width(svg: str) -> float:
    return float(parse(svg).get("viewBox").split()[2])


@pytest.mark.parametrize("name", FIGURES)
def test_every_figure_scales_to_its_box_and_is_never_drawn_wider_than_itself(name):
    picture = FIGURES[name]
    for svg in (picture.svg, picture.narrow):
        root = parse(svg)
        style = dict(part.split(":", 1) for part in root.get("style").replace(" ", "").split(";") if part)
        assert style["width"] == "100%" and style["height"] == "auto", style
        assert float(style["max-width"].removesuffix("px")) <= max(_width(svg), art.figures.NARROW_MOST)
        assert "min-width" not in style, "a figure that will not shrink pushes the page sideways"
    assert _width(picture.narrow) == art.figures.NARROW_WIDTH <= 320


@pytest.mark.parametrize("name", FIGURES)
def test_both_layouts_carry_the_same_words_and_the_same_text_alternative(name):
    picture = FIGURES[name]
    wide, narrow = parse(picture.svg), parse(picture.narrow)
    assert _words(picture.svg) == _words(picture.narrow)
    for attr in ("role", "aria-label"):
        assert wide.get(attr) == narrow.get(attr) and wide.get(attr)
    assert [el.text for el in wide if el.tag in (f"{SVG}title", f"{SVG}desc")] == [
        el.text for el in narrow if el.tag in (f"{SVG}title", f"{SVG}desc")
    ] == [picture.title, picture.description]
    # The same picture: the same passes, seats and panels, each with its data.
    keys = lambda root: sorted(  # noqa: E731
        (el.get("class"), el.get("data-pass"), el.get("data-seat"), el.get("data-from"), el.get("data-to"))
        for el in root.iter() if el.get("data-pass") or el.get("data-seat") or el.get("data-from")
    )
    assert keys(wide) == keys(narrow)


@pytest.mark.parametrize("name", FIGURES)
def test_the_narrow_layout_keeps_its_words_at_least_12_px_on_a_phone(name):
    picture = FIGURES[name]
    sizes = art.figures.font_sizes(picture.narrow)
    assert sizes and len(sizes) == sum(1 for t in parse(picture.narrow).iter(f"{SVG}text") if "".join(t.itertext()).strip())
    least = min(size for _, size in sizes)
    assert least >= art.figures.NARROW_LEAST
    # Drawn as wide as its box: from 12/15 of the layout's width (240 px) its words are 12 px or
    # more; at 390 px JupyterLab's output box is 254 px today (274 less its 20 px padding).
    for box in (240, 254, 300, 351, 600):
        shown = min(box, art.figures.NARROW_MOST)
        assert least * shown / art.figures.NARROW_WIDTH >= art.figures.READABLE
    # The wide layout gives way where its own words would fall under 12 px.
    wide_least = min(size for _, size in art.figures.font_sizes(picture.svg))
    assert wide_least * picture.switch / _width(picture.svg) >= art.figures.READABLE
    assert wide_least * (picture.switch - 1) / _width(picture.svg) < art.figures.READABLE


# A character's width, in font sizes, about as wide as common sans-serif faces set it
# (DejaVu Sans, the widest of them, about 0.58 and 0.64 bold).
_CHAR, _BOLD_CHAR = 0.58, 0.64
_BOLD = {"heading", "subheading", "seat-name", "badge-number", "label-text", "round-label", "letter"}


@pytest.mark.parametrize("name", FIGURES)
def test_no_words_of_the_narrow_layout_reach_past_its_edges(name):
    svg = FIGURES[name].narrow
    width = _width(svg)
    sizes = dict(art.figures.font_sizes(svg))
    for text in parse(svg).iter(f"{SVG}text"):
        rows = [t.get("x") and (t.text or "") for t in text.iter(f"{SVG}tspan")] or [text.text or ""]
        for row in rows:
            if not row.strip():
                continue
            size = sizes[" ".join(" ".join(text.itertext()).split())]
            bold = _BOLD & set((text.get("class") or "").split())
            span = len(row) * size * (_BOLD_CHAR if bold else _CHAR)
            x = float(text.get("x"))
            left, right = (x, x + span) if text.get("text-anchor") == "start" else (x - span / 2, x + span / 2)
            assert left >= 0 and right <= width, f"{row!r} at {size} px runs from {left:.0f} to {right:.0f} of {width:.0f}"


def test_a_figure_with_two_layouts_shows_the_one_that_fits_its_box():
    picture = rollor_figure()
    page = picture.html()
    figure = re.search(r"<figure [^>]*>", page).group(0)
    assert "container-type: inline-size" in figure and f"cl-fit-{picture.switch}" in figure
    # The narrow one is hidden until the box is narrower than the switch; then the wide one is.
    rule = re.search(r"@container \(max-width: (\d+)px\) \{(.*)\}</style>", page)
    assert rule and int(rule.group(1)) == picture.switch - 1
    assert f".cl-fit-{picture.switch} > .cl-fig-wide {{ display: none !important; }}" in rule.group(2)
    assert f".cl-fit-{picture.switch} > .cl-fig-narrow {{ display: block !important; }}" in rule.group(2)
    assert page.index(picture.svg) < page.index(picture.narrow)
    assert '<div class="cl-fig-narrow" style="display: none;">' + picture.narrow in page
    # One caption for both, and no sideways scrolling block any more.
    assert page.count("<figcaption") == 1 and "overflow-x" not in page
    # A figure with one layout is one SVG that scales.
    single = art.figure_html("<svg/>", "A.")
    assert "cl-fig-narrow" not in single and "<style>" not in single


@given(markup=st.text(max_size=200))
def test_font_sizes_of_markup_that_is_no_picture_is_an_empty_list(markup):
    sizes = art.figures.font_sizes(f"<svg>{markup}")  # never well formed: no closing tag
    assert sizes == []
    assert art.figures.font_sizes('<svg xmlns="http://www.w3.org/2000/svg"><text>x</text></svg>') == []


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10_000), blind=st.integers(0, 3), seat=st.sampled_from(SEATS))
def test_any_replay_has_the_same_words_in_both_layouts_and_stays_inside_the_narrow_one(seed, blind, seat):
    table = _play(seed, blind3={"East": blind}, blind6={"North": 3 - blind})
    picture = replay_figure(table.log, seat=seat)
    assert _words(picture.svg) == _words(picture.narrow)
    assert min(size for _, size in art.figures.font_sizes(picture.narrow)) >= art.figures.NARROW_LEAST
    for group in parse(picture.narrow).iter(f"{SVG}g"):
        if "label" in (group.get("class") or "").split():
            box = group.find(f"{SVG}rect")
            assert float(box.get("x")) >= 0 and float(box.get("x")) + float(box.get("width")) <= art.figures.NARROW_WIDTH


# ------------------------------------------------- endless iterables and long values (issue 24)


def _one_pass_table() -> Table:
    table = Table.deal(seed=3)
    table.play_pass({seat: {"own": table.rack(seat)[:3]} for seat in table.seats})
    return table


@pytest.mark.timeout(10)
@pytest.mark.parametrize("draw", [replay_figure, replay_description])
def test_replay_pictures_refuse_endless_steps_at_once(draw):
    endless = Endless(1)
    with pytest.raises(ValueError, match="steps") as caught:
        draw(_one_pass_table().log, steps=endless)
    assert endless.read < 2_000 and len(str(caught.value)) < 200
    for bad in ([[1]], ["1"], [0], [8], [True]):  # a step is a pass number, 1 to 7
        with pytest.raises(ValueError, match="steps"):
            draw(_one_pass_table().log, steps=bad)


@pytest.mark.timeout(10)
def test_rack_svg_refuses_endless_or_huge_selections_at_once():
    endless = Endless(0)
    for selected in (endless, range(10**12)):
        with pytest.raises(ValueError, match="selected") as caught:
            rack_svg("1B 2B", selected=selected)
        assert len(str(caught.value)) < 200
    assert endless.read < 2_000
    for bad in ([[0]], ["0"], [True], [object()]):  # a selection is positions, whole numbers
        with pytest.raises(ValueError, match="selected"):
            rack_svg("1B 2B", selected=bad)
    assert rack_svg("1B 2B", selected=iter([1, 5])) == rack_svg("1B 2B", selected={1})
    with pytest.raises(ValueError, match="face_down"):
        rack_svg("1B", face_down=10**12)


@pytest.mark.parametrize("language", ["en", "ms"])
def test_a_bad_height_or_face_down_is_quoted_short_in_the_current_language(language):
    from charleston_lessons.messages import say, speaking

    with speaking(language):
        for draw in (lambda h: tile_svg("J", height=h), lambda h: rack_svg("1B", height=h)):
            with pytest.raises(ValueError) as caught:
                draw("x" * 10**6)
            assert str(caught.value) == say("error.input.not_pixels", what="height", value="x" * 10**6)
        with pytest.raises(ValueError) as caught:
            rack_svg("1B", face_down="x" * 10**6)
        assert len(str(caught.value)) < 200 and "face_down" in str(caught.value)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(value=fuzzing.HOSTILE.map(tamed))
def test_hostile_steps_selections_and_heights_give_a_sentence_or_a_picture(value):
    tally = fuzzing.Tally()
    log = _ONE_PASS.log
    fuzzing.call("replay_figure", replay_figure, (log,), {"steps": value}, tally)
    fuzzing.call("replay_description", replay_description, (log,), {"steps": value}, tally)
    fuzzing.call("rack_svg", rack_svg, ("1B 2B",), {"selected": value}, tally)
    fuzzing.call("rack_svg", rack_svg, ("1B 2B",), {"face_down": value}, tally)
    fuzzing.call("tile_svg", tile_svg, ("1B",), {"height": value}, tally)
    assert tally.failed_calls == 0, tally.others


_ONE_PASS = _one_pass_table()


# ------------------------------------------------------------------ bad input (issue 24)
# Every public function checks its arguments at the top: a wrong type, a caller's `str` or
# `int` subclass whose methods raise, or an object whose repr raises gives one short sentence
# (or the picture, for a subclass that holds a good value), never the caller's own exception.


def _chart_makers():
    from charleston_lessons.art.charts import chart_svg
    from charleston_lessons.art.dashboard_figures import missed_figure, reached_figure
    from charleston_lessons.art.lab_figures import lab_figure

    return chart_svg, missed_figure, reached_figure, lab_figure


_CHARTS = _chart_makers()


@pytest.mark.parametrize(
    "call",
    [
        lambda: tile_svg("5B", selected=[1]),
        lambda: tile_svg("5B", face_down={"a": 1}),
        lambda: tile_svg("5B", height=10**400),
        lambda: tile_svg("5B", height=float("inf")),
        lambda: tile_svg(fuzzing.BadRepr()),
        lambda: rack_svg("1B", name=5),
        lambda: rack_svg("1B", labels="yes"),
        lambda: rack_svg("1B", height=fuzzing.HostileInt(-1)),
        lambda: art.figure_html(("a",)),
        lambda: art.figure_html("<svg/>", fuzzing.BadRepr()),
        lambda: art.figure_html("<svg/>", label=7),
        lambda: art.figure_html("<svg/>", narrow="<svg/>", switch=fuzzing.HostileInt(10**9)),
        lambda: replay_description(None),
        lambda: replay_figure(Endless(_ONE_PASS.log[0])),
        lambda: _CHARTS[0]({}, "A chart."),
        lambda: _CHARTS[1](frozenset()),
        lambda: _CHARTS[1](None, top=fuzzing.HostileInt(3)),
        lambda: _CHARTS[2]({}),
        lambda: _CHARTS[3](()),
    ],
    ids=["selected-list", "face-down-dict", "height-huge", "height-inf", "tile-bad-repr", "rack-name-int",
         "labels-text", "height-hostile", "svg-tuple", "caption-bad-repr", "label-int", "switch-hostile",
         "log-none", "log-endless", "chart-dict", "missed-frozenset", "missed-none", "reached-dict", "lab-tuple"],
)
def test_bad_arguments_to_the_art_are_a_short_sentence(call):
    with pytest.raises(ValueError) as caught:
        call()
    assert len(str(caught.value)) < 300


def test_a_str_or_int_subclass_whose_methods_raise_is_read_as_its_plain_value():
    hostile, seat = fuzzing.HostileStr("5B"), fuzzing.HostileStr("South")
    assert tile_svg(hostile, height=fuzzing.HostileInt(64)) == tile_svg("5B", height=64)
    assert rack_svg(hostile, name=fuzzing.HostileStr("Rack")) == rack_svg("5B", name="Rack")
    assert seat_spots(seat) == seat_spots("South") and pass_arrows(seat) == pass_arrows("South")
    assert table_figure(seat) == table_figure("South")
    assert art.figure_html(fuzzing.HostileStr("<svg/>"), fuzzing.HostileStr("A."), narrow=fuzzing.HostileStr("<svg/>"), switch=fuzzing.HostileInt(5)) == (
        art.figure_html("<svg/>", "A.", narrow="<svg/>", switch=5)
    )
    assert replay_description(_ONE_PASS, seat=seat) == replay_description(_ONE_PASS.log, seat="South")


def test_a_pass_number_that_is_an_int_subclass_is_read_as_its_plain_value():
    assert hop_layout(fuzzing.HostileInt(3), fuzzing.HostileStr("West")) == hop_layout(3, "West")
    with pytest.raises(ValueError) as caught:
        hop_layout(fuzzing.HostileInt(9))
    assert len(str(caught.value)) < 300
