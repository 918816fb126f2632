"""The art face: tile SVGs, racks, and the three matplotlib figures.

Pictures are checked as data (XML, labels, gids, geometry), never by pixels, except that
every figure must save to a PNG.
"""

from __future__ import annotations

import io
import math
import re
import subprocess
import sys
import xml.etree.ElementTree as ET
from collections import Counter

import pytest
from matplotlib.figure import Figure

from charleston_lessons.art import (
    FACE_DOWN_LABEL,
    badge_layout,
    hop_layout,
    pass_arrows,
    rack_svg,
    replay_figure,
    rollor_figure,
    rollor_letters,
    seat_spots,
    table_figure,
    tile_svg,
)
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
        "charleston_lessons.art.table_figure()\n"
        "assert 'matplotlib.pyplot' not in sys.modules, 'figures must not use pyplot'\n"
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


def _seat_labels(ax) -> dict[str, tuple[float, float]]:
    return {
        t.get_gid().removeprefix("seat-"): t.get_position()
        for t in ax.texts
        if (t.get_gid() or "").startswith("seat-")
    }


@pytest.mark.parametrize("seat", SEATS)
def test_table_figure_arrows_end_at_the_seat_receiver_names(seat):
    fig = table_figure(seat)
    assert isinstance(fig, Figure)
    ax = fig.axes[0]
    labels = _seat_labels(ax)
    assert set(labels) == {str(s) for s in SEATS}
    assert labels[str(seat)][1] < min(y for name, (_, y) in labels.items() if name != str(seat))
    found = {}
    for patch in ax.patches:
        match = re.fullmatch(r"pass-(\d):(\w+)->(\w+)", patch.get_gid() or "")
        if not match:
            continue
        number, source, target = int(match[1]), match[2], match[3]
        found[number] = (source, target)
        # geometry: the arrow's far end is nearest the receiving seat's label
        end = patch.get_path().vertices[-1]
        nearest = min(
            labels, key=lambda s: (labels[s][0] - end[0]) ** 2 + (labels[s][1] - end[1]) ** 2
        )
        assert nearest == target, (number, nearest, target)
    assert found == {n: (str(s), str(t)) for n, s, t in pass_arrows(seat)}
    numbers = sorted(
        t.get_text() for t in ax.texts if (t.get_gid() or "").startswith("pass-number-")
    )
    assert numbers == [str(n) for n in range(1, 8)]
    assert fig._charleston_arrows == tuple(sorted(pass_arrows(seat)))


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
    fig = replay_figure(table.log, seat=seat)
    played = [e for e in table.log if isinstance(e, PassPlayed)]
    for ax, event in zip(fig.axes, played):
        layout = hop_layout(event.step, seat)
        labels = [t for t in ax.texts if (t.get_gid() or "").startswith("hop-label-")]
        assert labels
        for text in labels:
            kind, source, target = re.fullmatch(r"hop-label-(\w+):(\w+)->(\w+)", text.get_gid()).groups()
            key = (Seat(source), Seat(target), kind == "unseen")
            assert text.get_position() == pytest.approx(layout[key].label)
    ax = table_figure(seat).axes[0]
    layout = badge_layout(seat)
    for text in ax.texts:
        match = re.fullmatch(r"pass-number-(\d)", text.get_gid() or "")
        if match:
            assert text.get_position() == pytest.approx(layout[int(match[1])].label)


def test_table_figure_dashes_only_the_optional_passes():
    ax = table_figure().axes[0]
    styles = {}
    for patch in ax.patches:
        match = re.fullmatch(r"pass-(\d):.*", patch.get_gid() or "")
        if match:
            styles[int(match[1])] = patch.get_linestyle() not in ("solid", "-")
    assert styles == {step.number: not step.required for step in PASSES}
    assert fig_legend_texts(table_figure())  # a legend explains the styles


def fig_legend_texts(fig: Figure) -> list[str]:
    return [t.get_text() for legend in fig.legends for t in legend.get_texts()]


def test_rollor_figure_reads_rollor():
    fig = rollor_figure()
    ax = fig.axes[0]
    letters = sorted(
        (t for t in ax.texts if t.get_gid() == "rollor-letter"), key=lambda t: t.get_position()[0]
    )
    assert " ".join(t.get_text() for t in letters) == "R O L L O R"
    assert rollor_letters() == ("R", "O", "L", "L", "O", "R")
    rounds = {
        t.get_gid(): t.get_text()
        for t in ax.texts
        if (t.get_gid() or "").startswith("rollor-round")
    }
    assert "first Charleston" in rounds["rollor-round-1"]
    assert "second Charleston" in rounds["rollor-round-2"]


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


def _panel_codes(ax) -> Counter:
    codes: Counter = Counter()
    for t in ax.texts:
        if (t.get_gid() or "").startswith("hop-label"):
            codes.update(t.get_text().removeprefix("unseen: ").split())
    return codes


@pytest.mark.parametrize("seed", [2, 19])
def test_replay_figure_has_one_panel_per_pass_showing_every_move(seed):
    table = _play(seed, blind3={"East": 1, "West": 2}, blind6={"South": 3, "North": 1})
    played = [e for e in table.log if isinstance(e, PassPlayed)]
    assert [e.step for e in played] == [1, 2, 3, 4, 5, 6, 7]
    fig = replay_figure(table.log)
    assert [ax.get_gid() for ax in fig.axes] == [f"pass-{e.step}" for e in played]
    for ax, event in zip(fig.axes, played):
        hops = Counter(m.tile.code for m in event.moves for _ in m.hops)
        assert _panel_codes(ax) == hops
        unseen_arrows = [p for p in ax.patches if (p.get_gid() or "").endswith(":unseen")]
        unseen_labels = [t for t in ax.texts if (t.get_gid() or "").startswith("hop-label-unseen:")]
        has_unseen = any(m.unseen for m in event.moves)
        assert bool(unseen_arrows) == has_unseen == bool(unseen_labels)
        for arrow in unseen_arrows:
            assert arrow.get_linestyle() not in ("solid", "-")
        for label in unseen_labels:
            assert label.get_text().startswith("unseen: ")
    assert any(any(m.unseen for m in e.moves) for e in played), "the bots must pass blind somewhere"


def test_replay_figure_accepts_a_table_and_filters_steps():
    table = _play(4, blind3={}, blind6={}, stop=True)
    assert [ax.get_gid() for ax in replay_figure(table).axes] == [
        "pass-1",
        "pass-2",
        "pass-3",
        "pass-7",
    ]
    assert [ax.get_gid() for ax in replay_figure(table.log, steps=[3, 1]).axes] == [
        "pass-1",
        "pass-3",
    ]


def test_replay_figure_notes_a_standoff():
    table = _play(8, blind3={s: 3 for s in ("East", "South", "West", "North")}, blind6={})
    standoff = [e for e in table.log if isinstance(e, PassPlayed) and e.standoff]
    assert [e.step for e in standoff] == [3]
    fig = replay_figure(table.log, steps=[2, 3])
    ax2, ax3 = fig.axes
    assert [t for t in ax3.texts if t.get_gid() == "standoff-note"]
    assert not [t for t in ax2.texts if t.get_gid() == "standoff-note"]
    assert "standoff" in ax3.get_title()
    assert [p for p in ax3.patches if (p.get_gid() or "").startswith("hop-")] == []


def test_replay_figure_names_a_tile_that_came_back_round_to_its_owner():
    # West puts one tile down and everyone else forwards all three: it goes round three times.
    table = _play(6, blind3={"East": 3, "South": 3, "West": 2, "North": 3}, blind6={})
    event = next(e for e in table.log if isinstance(e, PassPlayed) and e.step == 3)
    (move,) = event.moves
    assert move.path.count(Seat.WEST) == 4
    fig = replay_figure(table.log, steps=[2, 3])
    notes = {ax.get_gid(): " ".join(t.get_text() for t in ax.texts if t.get_gid() == "panel-note")
             for ax in fig.axes}
    assert f"{move.tile.code} (West)" in notes["pass-3"].replace("\n", " ")
    assert "put it down" not in notes["pass-2"]
    assert _panel_codes(fig.axes[1]) == Counter({move.tile.code: 12}), "one label entry per hop"


def test_replay_figure_without_passes_says_so():
    fig = replay_figure(Table.deal(seed=1).log)
    assert [t.get_text() for ax in fig.axes for t in ax.texts] == ["No pass has been played yet."]


@pytest.mark.parametrize(
    "make",
    [
        lambda: table_figure(),
        lambda: table_figure("West"),
        lambda: rollor_figure(),
        lambda: replay_figure(_play(3, blind3={"North": 2}, blind6={"East": 1}).log),
    ],
    ids=["table-east", "table-west", "rollor", "replay"],
)
def test_figures_save_to_png(make):
    fig = make()
    buffer = io.BytesIO()
    fig.savefig(buffer, format="png", dpi=60)
    data = buffer.getvalue()
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    assert len(data) > 5000
