"""The tile picker without a browser: its traits, its Python API, its limits, and a cheap
static check of its front end (picker.js / picker.css)."""

from __future__ import annotations

import re
from typing import Any
import shutil
import subprocess
from pathlib import Path

import pytest
import traitlets
from hypothesis import example, given, settings
from hypothesis import strategies as st

from charleston_lessons.art import tile_svg
from charleston_lessons.rules import check_pass
from charleston_lessons.table import PassChoice
from charleston_lessons.tiles import parse_tiles
from charleston_lessons.widgets import TilePicker
from charleston_lessons.widgets.picker import PICKER_TEXT, TILE_HEIGHT

RACK = "1B 2B 3B 4C 5C 6D N E RD GD F J J"  # invented for teaching (G5)
RACK2 = "2B 2B 7B 4C 8C 6D 6D S W RD WD F J"  # the rack after a pass, invented too
CODES = RACK.split()
WIDGETS_DIR = Path(__file__).resolve().parents[1] / "charleston_lessons" / "widgets"
JS = WIDGETS_DIR / "picker.js"
CSS = WIDGETS_DIR / "picker.css"


def codes(tiles) -> list[str]:
    return [str(t) for t in tiles]


class FakeComm:
    """Stands in for the kernel's comm: records what the widget sends to the front end."""

    kernel = True

    def __init__(self, comm_id: str) -> None:
        # The widget's own id: `close()` finds the widget in ipywidgets' registry by its comm's
        # id, so a shared made-up id left the widget registered, its layout closed, for the
        # next test that reads every open widget.
        self.comm_id = comm_id
        self.sent: list[dict] = []

    def send(self, data=None, buffers=None, **kwargs) -> None:
        self.sent.append(data)

    def on_msg(self, callback) -> None:
        pass

    def close(self, *args, **kwargs) -> None:
        pass


def from_front_end(picker: TilePicker, **state) -> None:
    """Deliver an update exactly as the front end's `model.save_changes()` does: an edit made on
    the rack the page shows now says so (`edited_after`), unless the test says otherwise."""
    if "selected" in state or "forward" in state:
        state.setdefault("edited_after", picker.resets)
    picker._handle_msg(
        {
            "content": {"data": {"method": "update", "state": state, "buffer_paths": []}},
            "buffers": [],
        }
    )


def invariant(picker: TilePicker) -> None:
    sel = picker.selected
    assert sel == sorted(set(sel)), sel
    assert all(0 <= i < len(picker.tiles) for i in sel), sel
    assert 0 <= picker.forward <= picker.arriving
    assert len(sel) + picker.forward <= picker.limit


# ---------------------------------------------------------------------- construct


def test_package_exports_the_picker():
    from charleston_lessons import widgets

    assert "TilePicker" in widgets.__all__
    assert widgets.TilePicker is TilePicker


def test_construct_with_defaults():
    picker = TilePicker(RACK)
    assert picker.tiles == CODES
    assert (picker.limit, picker.arriving, picker.forward) == (3, 0, 0)
    assert picker.selected == []
    assert picker.label == "Your rack"
    assert picker.disabled is False
    assert picker.arriving_from == "right"
    assert picker.chosen == []
    assert picker.choice == PassChoice()


def test_construct_from_names_and_tiles_and_keywords():
    picker = TilePicker("1 Bam, Red Dragon, soap", limit=2, arriving=3, label="East's rack")
    assert picker.tiles == ["1B", "RD", "WD"]
    assert (picker.limit, picker.arriving, picker.label) == (2, 3, "East's rack")
    assert TilePicker(parse_tiles("N E")).tiles == ["N", "E"]
    assert TilePicker(["5D", "F"]).tiles == ["5D", "F"]


def test_construct_with_a_selection():
    picker = TilePicker(RACK, arriving=3, selected=[6, 0], forward=1)
    assert (picker.selected, picker.forward) == ([0, 6], 1)
    # over the limit: the rack's tiles come first, the forwarded count gives way
    picker = TilePicker(RACK, arriving=3, selected=[6, 0, 1, 2], forward=1)
    assert (picker.selected, picker.forward) == ([0, 1, 6], 0)


def test_bad_input_raises_a_readable_error():
    with pytest.raises(ValueError, match="'ZZ' is not a tile"):
        TilePicker("1B ZZ")
    # A constructor's wrong argument is a sentence naming it, never a trait's TraitError.
    with pytest.raises(ValueError, match="^limit should be"):
        TilePicker(RACK, limit=-1)
    with pytest.raises(ValueError, match="^arriving should be"):
        TilePicker(RACK, arriving=-1)
    with pytest.raises(ValueError, match="^arriving_from should be"):
        TilePicker(RACK, arriving=3, arriving_from="up")


def test_svgs_names_and_face_down_match_the_tiles():
    picker = TilePicker(RACK, arriving=3)
    tiles = parse_tiles(RACK)
    assert len(picker.svgs) == len(picker.names) == len(picker.tiles) == 13
    assert picker.svgs == [tile_svg(t, height=TILE_HEIGHT) for t in tiles]
    assert picker.names == [t.name for t in tiles]
    assert picker.names[:3] == ["1 Bam", "2 Bam", "3 Bam"] and picker.names[-1] == "Joker"
    for code, svg in zip(picker.tiles, picker.svgs):
        assert f'data-tile="{code}"' in svg
    assert 'data-tile="face-down"' in picker.face_down_svg
    assert picker.face_down_svg == tile_svg("J", height=TILE_HEIGHT, face_down=True)


def test_pictures_and_names_are_read_only():
    picker = TilePicker(RACK)
    for name in ("svgs", "names", "face_down_svg", "text"):
        with pytest.raises(traitlets.TraitError):
            setattr(picker, name, getattr(picker, name))


def test_setting_tiles_directly_redraws_and_resets():
    picker = TilePicker(RACK)
    picker.select(0, 1)
    picker.tiles = ["n", "9 Crak"]
    assert picker.tiles == ["N", "9C"]
    assert picker.names == ["North", "9 Crak"]
    assert len(picker.svgs) == 2 and 'data-tile="9C"' in picker.svgs[1]
    assert picker.selected == []


# ---------------------------------------------------------------------- select


def test_select_by_index():
    picker = TilePicker(RACK)
    picker.select(6, 0)
    assert picker.selected == [0, 6]
    assert codes(picker.chosen) == ["1B", "N"]  # rack order, not click order


def test_select_by_tile_code_name_and_tile_object():
    picker = TilePicker(RACK)
    picker.select("RD", "north", parse_tiles("F")[0])
    assert codes(picker.chosen) == ["N", "RD", "F"]


def test_select_a_string_of_several_tiles_and_repeats_take_the_next_copy():
    picker = TilePicker(RACK)
    picker.select("J J")
    assert picker.selected == [11, 12]
    picker.clear()
    picker.select("J", "J")
    assert picker.selected == [11, 12]


def test_select_adds_to_the_selection_and_repeating_an_index_is_harmless():
    picker = TilePicker(RACK)
    picker.select(0)
    picker.select(0, 1)
    assert picker.selected == [0, 1]


def test_select_a_tile_not_held_or_a_bad_index_raises():
    picker = TilePicker(RACK)
    with pytest.raises(ValueError, match="no other 9 Dot"):
        picker.select("9D")
    picker.select("N")
    with pytest.raises(ValueError, match="no other North"):
        picker.select("N")
    with pytest.raises(ValueError, match="0 to 12"):
        picker.select(13)
    with pytest.raises(ValueError):
        picker.select(True)
    assert picker.selected == [6]


def test_a_joker_is_selectable_and_the_checker_says_j1():
    picker = TilePicker(RACK)
    picker.select("J", "N", "E")
    assert codes(picker.chosen) == ["N", "E", "J"]
    verdict = check_pass(1, RACK, picker.choice.own, blind=picker.choice.blind)
    assert (verdict.ok, verdict.rule) == (False, "J1")


def test_clear_unselects_everything():
    picker = TilePicker(RACK, arriving=3)
    picker.select(0)
    picker.forward = 2
    picker.clear()
    assert (picker.selected, picker.forward) == ([], 0)


# ---------------------------------------------------------------------- limits


def test_select_beyond_the_limit_does_nothing():
    picker = TilePicker(RACK)
    picker.select(0, 1, 2, 3, 4)
    assert picker.selected == [0, 1, 2]
    picker.select(9)
    assert picker.selected == [0, 1, 2]


def test_setting_selected_is_clamped_to_the_limit_in_the_order_given():
    picker = TilePicker(RACK, limit=2)
    picker.selected = [9, 4, 1]
    assert picker.selected == [4, 9]


def test_setting_selected_drops_bad_indices_and_duplicates_and_sorts():
    picker = TilePicker(RACK)
    picker.selected = [13, -1, 5, 5, 99, 2]
    assert picker.selected == [2, 5]
    picker.selected = [True, 7]
    assert picker.selected == [7]


def test_a_limit_of_zero_holds_nothing():
    picker = TilePicker(RACK, limit=0, arriving=3)
    picker.select(0)
    picker.forward = 1
    assert (picker.selected, picker.forward) == ([], 0)


def test_lowering_the_limit_trims_the_selection_keeping_the_first_in_rack_order():
    picker = TilePicker(RACK)
    picker.selected = [8, 2, 5]
    picker.limit = 1
    assert picker.selected == [2]


def test_forward_is_held_to_arriving_and_to_zero():
    picker = TilePicker(RACK, arriving=2)
    picker.forward = 3
    assert picker.forward == 2
    picker.forward = -1
    assert picker.forward == 0
    assert TilePicker(RACK).forward == 0
    no_blind = TilePicker(RACK)
    no_blind.forward = 1
    assert no_blind.forward == 0


def test_own_plus_forward_never_exceeds_the_limit():
    picker = TilePicker(RACK, arriving=3)
    picker.select(0, 1)
    picker.forward = 3
    assert picker.forward == 1
    picker.select(2)  # full: 2 own + 1 forwarded
    assert picker.selected == [0, 1]
    picker.selected = []
    picker.forward = 3
    picker.select(0)
    assert (picker.selected, picker.forward) == ([], 3)


def test_lowering_arriving_or_the_limit_gives_way_from_the_forwarded_count():
    picker = TilePicker(RACK, arriving=3)
    picker.select(0)
    picker.forward = 2
    picker.arriving = 1
    assert (picker.selected, picker.forward) == ([0], 1)
    picker.arriving = 3
    picker.forward = 2
    picker.limit = 2
    assert (picker.selected, picker.forward) == ([0], 1)


@settings(max_examples=300)
@given(
    st.lists(
        st.one_of(
            st.tuples(st.just("selected"), st.lists(st.integers(-3, 16), max_size=6)),
            st.tuples(st.just("forward"), st.integers(-2, 5)),
            st.tuples(st.just("limit"), st.integers(0, 4)),
            st.tuples(st.just("arriving"), st.integers(0, 4)),
            st.tuples(
                st.just("front"),
                st.lists(st.integers(-1, 14), max_size=5),
                st.integers(-1, 5),
                st.booleans(),
            ),
            st.tuples(st.just("rack"), st.sampled_from(["", "N", "1B 2B 3B 4B", RACK])),
        ),
        max_size=12,
    )
)
@example([("limit", 0), ("front", [0], -1, True)])
@example([("front", [0, 1, 2], 2, True), ("front", [0, 1, 2], 2, False)])
def test_the_selection_always_fits_the_rack_and_the_limit(steps):
    picker = TilePicker(RACK, arriving=3)
    for step in steps:
        kind = step[0]
        if kind == "front":  # one message carrying both, in either order
            state = {"selected": step[1], "forward": step[2]}
            from_front_end(picker, **(state if step[3] else dict(reversed(state.items()))))
        elif kind == "rack":
            picker.set_rack(step[1])
        else:
            setattr(picker, kind, step[1])
        invariant(picker)


# ---------------------------------------------------------------------- choice


def test_choice_round_trips_through_the_rules():
    picker = TilePicker(RACK, arriving=3)
    picker.select("GD")
    picker.forward = 2
    choice = picker.choice
    assert choice == PassChoice(own=parse_tiles("GD"), blind=2)
    assert PassChoice.of(choice) is choice
    assert codes(choice.own) == codes(picker.chosen) == ["GD"]
    verdict = check_pass(3, picker.tiles, choice.own, blind=choice.blind)
    assert (verdict.ok, verdict.rule) == (True, "B2")
    # and back: a picker set from a choice shows the same choice
    again = TilePicker(RACK, arriving=3)
    again.select(*choice.own)
    again.forward = choice.blind
    assert again.choice == choice


def test_the_picker_decides_nothing_an_incomplete_pass_is_held_as_is():
    picker = TilePicker(RACK)
    picker.select("N")
    assert picker.choice == PassChoice(own=parse_tiles("N"))
    assert check_pass(1, RACK, picker.choice.own).rule == "P3"


# ---------------------------------------------------------------------- set_rack


def test_set_rack_shows_the_new_rack_and_resets_the_selection():
    picker = TilePicker(RACK, arriving=3)
    picker.select(0, 1)
    picker.forward = 1
    picker.set_rack("9C 9C WD")
    assert picker.tiles == ["9C", "9C", "WD"]
    assert picker.names == ["9 Crak", "9 Crak", "White Dragon"]
    assert len(picker.svgs) == 3
    assert (picker.selected, picker.forward) == ([], 0)


def test_set_rack_with_the_same_rack_still_resets():
    picker = TilePicker(RACK)
    picker.select(3)
    picker.set_rack(RACK)
    assert picker.selected == []
    assert picker.tiles == CODES


# ---------------------------------------------------------------------- front end


def test_selected_from_the_front_end_updates_chosen():
    picker = TilePicker(RACK)
    from_front_end(picker, selected=[9, 0])
    assert picker.selected == [0, 9]
    assert codes(picker.chosen) == ["1B", "GD"]
    picker.selected = [3]  # as a trait set by a link or an observer
    assert codes(picker.chosen) == ["4C"]


@pytest.mark.parametrize("forward_first", [False, True])
def test_one_front_end_message_with_both_is_held_to_the_limit(forward_first):
    picker = TilePicker(RACK, arriving=3)
    state = {"selected": [0, 1, 2], "forward": 2}
    from_front_end(picker, **(dict(reversed(state.items())) if forward_first else state))
    assert len(picker.selected) + picker.forward == 3
    picker.limit = 0
    from_front_end(
        picker,
        **({"forward": -1, "selected": [0]} if forward_first else {"selected": [0], "forward": -1}),
    )
    assert (picker.selected, picker.forward) == ([], 0)


def test_forward_from_the_front_end_updates_the_choice():
    picker = TilePicker(RACK, arriving=3)
    from_front_end(picker, forward=2)
    assert picker.choice.blind == 2


def test_a_front_end_over_the_limit_is_corrected_and_told():
    picker = TilePicker(RACK, arriving=3)
    picker.comm = FakeComm(picker.model_id)
    from_front_end(picker, selected=[0, 1, 2, 3])
    assert picker.selected == [0, 1, 2]
    updates = [m["state"] for m in picker.comm.sent if m["method"] == "update"]
    assert {"selected": [0, 1, 2]} in updates
    picker.comm.sent.clear()
    from_front_end(picker, forward=1)
    assert picker.forward == 0
    assert {"forward": 0} in [m["state"] for m in picker.comm.sent if m["method"] == "update"]


def test_set_rack_sends_rack_pictures_and_names_in_one_message():
    picker = TilePicker(RACK)
    picker.comm = FakeComm(picker.model_id)
    picker.set_rack("N E")
    updates = [m["state"] for m in picker.comm.sent if m["method"] == "update"]
    together = [u for u in updates if {"tiles", "svgs", "names"} <= set(u)]
    assert len(together) == 1, updates
    assert together[0]["tiles"] == ["N", "E"] and together[0]["names"] == ["North", "East"]


# ---------------------------------------------------------------------- status and text


def test_status_counts_own_and_forwarded():
    picker = TilePicker(RACK, arriving=3)
    assert picker.status == "0 of 3 chosen"
    picker.select(0, 1)
    assert picker.status == "2 of 3 chosen"
    picker.selected = [0]
    picker.forward = 1
    assert picker.status == "2 of 3 chosen: 1 from your rack and 1 forwarded unseen"


def test_every_sentence_the_front_end_uses_is_sent_from_python():
    picker = TilePicker(RACK, arriving=3)
    assert picker.text == PICKER_TEXT
    source = JS.read_text()
    used = set(re.findall(r"""\btext\(\s*["']([\w.]+)["']\s*\)""", source))
    used |= set(
        re.findall(r"""\btext\([^)]*\?\s*["']([\w.]+)["']\s*:\s*["']([\w.]+)["']""", source)[0]
    )
    assert {"status", "status_forward", "full", "arriving", "forward"} <= used
    assert used <= set(picker.text), used - set(picker.text)
    # the side of the table the arriving tiles come from (B4): one sentence per choice
    assert "text(`side.${" in source
    for side in ("right", "left"):
        assert f"side.{side}" in picker.text
    assert picker.text["arriving"].format(side=picker.text["side.right"]) == (
        "Arriving from your right (face down)"
    )
    assert picker.text["full"].format(limit=3) == "You have already chosen 3; unselect one first."


def test_a_translation_in_messages_wins(monkeypatch):
    from charleston_lessons import messages

    monkeypatch.setitem(messages.MESSAGES["en"], "picker.status", "{total}/{limit}")
    picker = TilePicker(RACK)
    picker.select(0)
    assert picker.status == "1/3"


# ---------------------------------------------------------------------- front-end files


def test_the_widget_loads_its_own_js_and_css():
    picker = TilePicker(RACK)
    assert JS.is_file() and CSS.is_file()
    assert picker._esm.endswith(JS.read_text())  # after the helpers every course view shares (widgets/_esm.py)
    assert picker._page_css.endswith(CSS.read_text())  # after the rules every course widget shares
    assert ":focus-visible" in picker._page_css.split(CSS.read_text())[0]


def test_js_tiles_are_checkboxes_with_state_and_names():
    source = JS.read_text()
    assert re.search(r"""role["']?\s*[:=,]\s*["']checkbox["']""", source)
    assert re.search(r"""["']aria-checked["']""", source)
    assert re.search(r"""["']aria-label["']\s*:\s*names\[i\]""", source)
    assert re.search(r"""["']aria-live["']\s*:\s*["']polite["']""", source)


def test_js_keyboard_roving_tabindex():
    source = JS.read_text()
    assert re.search(r"""addEventListener\(\s*["']keydown["']""", source)
    for key in ("ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown", "Home", "End", "Enter"):
        assert f'"{key}"' in source, key
    assert 'case " ":' in source
    assert re.search(r"""tabindex["']?,?\s*i === focusIndex \? ["']0["'] : ["']-1["']""", source)
    assert "preventDefault()" in source


def test_js_removes_every_model_listener_it_adds():
    source = JS.read_text()
    assert re.search(r"export default \{\s*render\s*\}", source)
    assert "model.on(name, fn)" in source and "model.off(name, fn)" in source
    assert re.search(r"return \(\) => \{[^}]*model\.off", source)
    # only the loop registers listeners on the model: no stray model.on("change:...")
    assert re.findall(r"model\.on\(", source) == ["model.on("]
    # every trait the view reads is one it listens to
    listened = set(re.findall(r"""\["change:(\w+)",""", source))
    read = set(re.findall(r"""model\.get\(["'](\w+)["']\)""", source))
    # (`resets` is read only to say which of the kernel's changes an edit was made after, never
    # drawn; the stylesheet and the widget's id never change for a model)
    assert read - {"text", "resets", "_page_css", "_anywidget_id"} <= listened | {"tiles"}, read - listened
    assert {"selected", "forward", "limit", "svgs", "arriving", "disabled", "label"} <= listened


def test_js_parses_as_a_module(tmp_path):
    node = shutil.which("node")
    if node is None:
        pytest.skip("node is not installed: the syntax check needs it")
    # `node --check` reads .mjs as an ES module, as the browser does.
    copy = tmp_path / "picker.mjs"
    copy.write_text(JS.read_text())
    result = subprocess.run(
        [node, "--check", str(copy)], check=False, capture_output=True, text=True
    )
    assert result.returncode == 0, result.stderr


_JP_VAR = re.compile(r"var\(--jp-[\w-]+(?:,\s*(?:[^()]|\([^()]*\))*)?\)")
_COLOUR = re.compile(r"#[0-9a-fA-F]{3,8}\b|\b(?:rgba?|hsla?)\(|\b(?:white|black)\b(?!-)")  # white-space is no colour


def test_css_colours_come_from_the_theme():
    css = CSS.read_text()
    css = re.sub(r"/\*.*?\*/", "", css, flags=re.DOTALL)
    leftovers = _COLOUR.findall(_JP_VAR.sub("THEME", css))
    assert leftovers == [], leftovers
    for var in (
        "--jp-ui-font-color1",
        "--jp-layout-color2",
        "--jp-border-color1",
        "--jp-brand-color1",
        "--jp-ui-font-size1",
        "--jp-ui-font-family",
    ):
        assert var in css, var
    assert re.search(r"outline:\s*2px solid var\(--jp-brand-color1, #1976d2\)", css)
    assert re.search(r"outline-offset:\s*\d+px", css)


def test_css_selection_is_more_than_colour():
    css = CSS.read_text()
    block = re.search(r"\.cl-picker-tile\.cl-picker-selected\s*\{([^}]*)\}", css).group(1)
    assert "translateY" in block
    badge = re.search(r"\.cl-picker-tile\.cl-picker-selected::after\s*\{([^}]*)\}", css).group(1)
    assert 'content: "\\2713"' in badge  # a check mark


@pytest.mark.parametrize("language", ["en", "ms"])
def test_a_place_outside_the_rack_is_quoted_short_in_the_current_language(language):
    from charleston_lessons.messages import say, speaking

    picker = TilePicker(RACK)
    with speaking(language):
        for bad in (10**5000, -(10**50), 99):
            with pytest.raises(ValueError) as caught:
                picker.select(bad)
            assert str(caught.value) == say("error.picker.place", value=bad, last=len(picker.tiles) - 1)
            assert len(str(caught.value)) < 200


# ---------------------------------------------------------------- bad input (API.md)

import fuzzing  # noqa: E402
from fuzzing import BadRepr, HostileInt, HostileStr  # noqa: E402 - tests/ is on sys.path


@pytest.mark.parametrize(
    "kwargs, name",
    [
        ({"limit": None}, "limit"),
        ({"limit": HostileInt(99)}, "limit"),
        ({"arriving": "3"}, "arriving"),
        ({"label": None}, "label"),
        ({"arriving_from": HostileStr("up")}, "arriving_from"),
        ({"rack": BadRepr()}, "rack"),
        ({"rack": __import__("itertools").repeat("5B")}, "rack"),
        ({"selected": 3}, "selected"),
        ({"forward": -1}, "forward"),
        ({"submit_label": 3}, "submit_label"),
    ],
    ids=["limit-none", "limit-hostile", "arriving-text", "label-none", "arriving_from-hostile", "rack-badrepr",
         "rack-endless", "selected", "forward", "submit_label"],
)
def test_a_wrong_argument_is_a_sentence_naming_it(kwargs, name):
    fuzzing.refused(lambda: TilePicker(**{"rack": RACK, **kwargs}), name)


def test_a_str_subclass_rack_and_label_are_read_as_plain_text():
    picker = TilePicker(HostileStr("5B 6B"), label=HostileStr("Yours"), limit=HostileInt(2),
                        arriving_from=HostileStr("left"))
    assert (picker.tiles, picker.label, picker.limit, picker.arriving_from) == (["5B", "6B"], "Yours", 2, "left")
    assert TilePicker([HostileStr("5B"), "N"]).tiles == ["5B", "N"]


def test_a_check_press_is_a_message_carrying_the_selection_it_was_made_on():
    # The page's Check sends {"kind": "press", ...} with the tiles chosen on screen: every press
    # arrives, even a burst made while the kernel's copy of the selection lagged behind.
    picker, seen = TilePicker(RACK, submit_label="Check"), []
    picker.on_submit(lambda action, values: seen.append((action, values["selected"])))
    for selected in ([0, 1, 2], [3, 4, 5], [0, 1, 2]):
        picker._handle_custom_msg({"kind": "press", "action": "submit",
                                   "values": {"selected": selected, "forward": 0}}, [])
    assert seen == [("submit", [0, 1, 2]), ("submit", [3, 4, 5]), ("submit", [0, 1, 2])]
    assert picker.selected == []  # the kernel's own selection was not what was graded
    handler = re.search(r'submit\.addEventListener\("click", \(\) => \{(.*?)\n  \}\);', JS.read_text(), re.DOTALL)
    assert 'model.send({ kind: "press", action: "submit", values, made_after: model.get("resets")' in handler.group(1)
    assert "save_changes" not in handler.group(1) and "submission" not in JS.read_text()


# ---------------------------------------------------------------------- late edits


def _press(picker: TilePicker, selected: list[int], made_after: Any = None) -> None:
    """A press as the page sends it, made after the kernel's change `made_after` (now, if None)."""
    content = {"kind": "press", "action": "submit", "values": {"selected": selected, "forward": 0},
               "made_after": picker.resets if made_after is None else made_after}
    picker._handle_custom_msg(content, [])


def test_a_tick_that_arrives_after_the_pass_it_was_part_of_never_selects_on_the_new_rack():
    # Stop 30's CI: ticks, then Pass at once. ipywidgets sent the first tick, held the last one
    # back and merged it, and the press (a message of its own) overtook it. The kernel played
    # the pass and drew the new rack; the held tick then arrived and selected three tiles of it.
    picker = TilePicker(RACK)
    picker.on_submit(lambda _action, values: picker.set_rack(RACK2))  # a pass: the next rack
    from_front_end(picker, selected=[4])
    _press(picker, [4, 7, 9])
    assert picker.tiles == codes(parse_tiles(RACK2)) and picker.selected == []
    picker.comm = FakeComm(picker.model_id)
    picker._handle_msg({"content": {"data": {"method": "update", "state": {"selected": [4, 7, 9]},
                                              "buffer_paths": []}}, "buffers": []})  # no count: unchanged
    assert picker.selected == []
    assert picker.comm.sent == []  # nothing echoed: the page keeps the new rack's empty selection
    from_front_end(picker, selected=[1])  # a tick made on the new rack is taken as usual
    assert picker.selected == [1]


def test_a_second_click_on_pass_is_not_a_second_pass_with_the_old_ticks():
    picker, passes = TilePicker(RACK), []

    def play(_action, values):
        passes.append(values["selected"])
        picker.set_rack(RACK2)

    picker.on_submit(play)
    made_on = picker.resets
    _press(picker, [0, 1, 2], made_on)
    _press(picker, [0, 1, 2], made_on)  # the double click: made before the new rack showed
    assert passes == [[0, 1, 2]]
    _press(picker, [3, 4, 5])  # a press on the new rack counts
    assert passes == [[0, 1, 2], [3, 4, 5]]


def test_every_change_the_kernel_makes_to_the_selection_is_counted():
    picker = TilePicker(RACK, arriving=3)
    before = picker.resets
    picker.select(0)
    picker.selected = [0, 1]
    picker.forward = 1
    picker.clear()
    picker.clear()  # counted even when nothing changed: the page may hold ticks the kernel never saw
    picker.set_rack(RACK2)
    assert picker.resets >= before + 6
    counted = picker.resets
    from_front_end(picker, selected=[2], forward=1)  # the page's own edits are not counted
    assert (picker.selected, picker.forward, picker.resets) == ([2], 1, counted)


@settings(max_examples=200, deadline=None)
@given(
    seen=st.one_of(st.none(), st.booleans(), st.integers(-3, 12), st.text(max_size=3), st.floats(),
                   st.lists(st.integers(), max_size=2)),
    selected=st.lists(st.integers(-2, 15), max_size=5),
    forward=st.integers(-2, 5),
)
def test_an_edit_is_taken_only_when_it_names_the_kernels_latest_change(seen, selected, forward):
    picker, pressed = TilePicker(RACK, arriving=3), []
    picker.on_submit(lambda _action, values: pressed.append(values))
    picker.select(5)
    picker.comm = FakeComm(picker.model_id)
    state = {"selected": selected, "forward": forward}
    if seen is not None:
        state["edited_after"] = seen
    picker._handle_msg({"content": {"data": {"method": "update", "state": state, "buffer_paths": []}},
                        "buffers": []})
    invariant(picker)
    current = isinstance(seen, int) and not isinstance(seen, bool) and seen == picker.resets
    if not current:
        assert (picker.selected, picker.forward) == ([5], 0)  # a late or unreadable edit is dropped
    _press(picker, [0], seen)  # a press naming anything but the latest change is dropped too
    invariant(picker)
    assert len(pressed) == (1 if seen is None or current else 0)


@pytest.mark.parametrize("bad", [None, ("selected", [1]), [0, 1], "selected"])
def test_a_snapshot_that_is_no_mapping_is_a_sentence(bad):
    """`answer_from` called `.get` on what it was given: AttributeError (the fuzz, issue 33)."""
    with pytest.raises(ValueError, match="values"):
        TilePicker(RACK).answer_from(bad)
