"""The answer form without a browser: a press carries its answer, and only its own fields."""

from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from charleston_lessons.widgets.answer import Action, AnswerForm, Choice, Field, FieldView, Group

HERE = Path(__file__).resolve().parents[1] / "charleston_lessons" / "widgets"
JS = HERE / "answer.js"
CSS = HERE / "answer.css"


def form() -> AnswerForm:
    return AnswerForm(
        [
            Field("tiles", "text", label="Tiles"),
            Field("count", "choice", label="Count", options=(Choice("0", "0"), Choice("1", "1"))),
            Field("stop", "check", label="Stop"),
            Field("blind", "select", label="Blind", options=(Choice("0", "0"), Choice("2", "2"))),
        ],
        [Action("go", "Go", style="primary"), Action("other", "Other", hidden=True)],
        groups=[Group("g", "A group", "<b>x</b>")],
        answer_field="tiles",
    )


def test_fields_start_empty_and_clear_returns_them_there():
    f = form()
    assert f.values == {"tiles": "", "count": None, "stop": False, "blind": "0"}
    f.values = {"tiles": "1D", "count": "1", "stop": True, "blind": "2"}
    f.clear()
    assert f.values == {"tiles": "", "count": None, "stop": False, "blind": "0"}


def test_a_press_hands_its_own_snapshot_to_every_callback():
    f, seen = form(), []
    f.on_submit(lambda action, values: seen.append((action, values)))
    f.values = {**f.values, "tiles": "held"}
    f.submission = {"n": 1, "action": "go", "values": {"tiles": "on screen", "count": "1"}}
    assert seen == [("go", {"tiles": "on screen", "count": "1"})]
    assert f.answer_from(seen[0][1]) == "on screen"
    f.submit("go")  # from Python: the values the kernel holds
    assert seen[-1] == ("go", {**f.values})


def test_a_press_drops_values_for_fields_the_form_does_not_have():
    f, seen = form(), []
    f.on_submit(lambda action, values: seen.append(values))
    f.submission = {"n": 1, "action": "go", "values": {"tiles": "5B", "__class__": "x", "other": 1}}
    f.submission = {"n": 2, "action": "go", "values": "not a mapping"}
    assert seen == [{"tiles": "5B"}, {}]


def test_every_press_is_seen_even_when_its_answer_repeats():
    f, seen = form(), []
    f.on_submit(lambda action, values: seen.append(values["tiles"]))
    for n in range(1, 6):
        f.submission = {"n": n, "action": "go", "values": {"tiles": "same"}}
    assert seen == ["same"] * 5


def test_field_views_read_and_write_one_field():
    f = form()
    view = f.view("tiles")
    assert isinstance(view, FieldView) and view.value == "" and view.hidden is False
    view.value = "9C"
    assert f.values["tiles"] == "9C" and f.snapshot()["tiles"] == "9C"
    with pytest.raises(ValueError, match="no field 'nope'"):
        f.view("nope")
    with pytest.raises(ValueError, match="not a kind of field"):
        Field("x", "slider")


# Any JSON the page could send: what a front end (or someone at its console) may hand the kernel.
PAGE_JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | st.text(max_size=20),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=5), inner, max_size=4),
    max_leaves=12)


@settings(max_examples=200, deadline=None)
@given(PAGE_JSON)
def test_any_submission_from_the_page_is_taken_without_raising(payload):
    f, seen = form(), []
    f.on_submit(lambda action, values: seen.append((action, values)))
    f.submission = {"n": 1, "action": "go", "values": payload}
    assert len(seen) == 1 and set(seen[0][1]) <= {"tiles", "count", "stop", "blind"}


def _press_from_page(widget, content) -> None:
    """A custom message from the page, handed over as ipywidgets hands it (`on_msg` callbacks)."""
    widget._handle_custom_msg(content, [])


def test_presses_sent_while_the_kernel_was_busy_each_arrive_in_order():
    # The page sends every press as a message of its own; ten made at once all count, the
    # same answer twice in a row too, each with the values it was made on.
    f, seen = form(), []
    f.on_submit(lambda action, values: seen.append((action, values["tiles"])))
    typed = ["144" if i % 2 else "152" for i in range(8)] + ["152", "152"]
    for answer in typed:
        _press_from_page(f, {"kind": "press", "action": "go", "values": {"tiles": answer, "spare": 1}})
    assert seen == [("go", answer) for answer in typed]
    assert f.submission["n"] == len(typed) and f.submission["values"] == {"tiles": "152"}
    f.submit("go")  # a press from Python counts on from the page's
    assert f.submission["n"] == len(typed) + 1


@settings(max_examples=200, deadline=None)
@given(PAGE_JSON | st.fixed_dictionaries({"kind": st.just("press"), "made_after": PAGE_JSON}))
def test_any_message_from_the_page_is_taken_without_raising(content):
    # Only {"kind": "press"} is a press; its action is words, its values a mapping, or nothing.
    f, seen = form(), []
    f.on_submit(lambda action, values: seen.append((action, values)))
    _press_from_page(f, content)
    _press_from_page(f, {"kind": "press", "action": content, "values": content})
    made_after = content.get("made_after", f.resets) if isinstance(content, dict) else None
    is_press = (isinstance(content, dict) and content.get("kind") == "press"
                and made_after == f.resets and not isinstance(made_after, bool))
    assert len(seen) == 1 + is_press
    assert all(isinstance(action, str) and set(values) <= {"tiles", "count", "stop", "blind"}
               for action, values in seen)


def test_js_sends_each_press_as_a_message_of_its_own():
    source = JS.read_text()
    press = re.search(r"function press\(actionId\) \{(.*?)\n  \}", source, re.DOTALL).group(1)
    # values are saved (a state update, merged if it must wait), then the press goes as a
    # message, which ipywidgets never merges: a burst of presses reaches the kernel whole.
    assert press.index("saveValues(values)") < press.index("model.send(")
    save = re.search(r"function saveValues\(values\) \{(.*?)\n  \}", source, re.DOTALL).group(1)
    assert save.index('model.set({ values, edited_after: model.get("resets")') < save.index("save_changes")
    assert re.search(r'model\.send\(\{ kind: "press", action: actionId, values, made_after: model\.get\("resets"\)',
                     press)
    # every edit goes through saveValues, so each says which of the kernel's changes it follows
    assert 'model.set("values"' not in source and source.count("saveValues(") >= 5
    assert "snapshot()" in press and "submission" not in source
    assert "model.on(name, fn)" in source and "model.off(name, fn)" in source
    assert re.findall(r"model\.on\(", source) == ["model.on("]


def test_js_keeps_arrow_keys_inside_the_choice_group_and_enter_submits():
    source = JS.read_text()
    for key in ("ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown", "Home", "End"):
        assert f'"{key}"' in source
    assert 'role: "radiogroup"' in source and 'role: "radio"' in source and '"aria-checked"' in source
    assert "stopPropagation" in source and 'event.key === "Enter" && !event.shiftKey' in source


def test_js_parses_as_a_module(tmp_path):
    node = shutil.which("node")
    if node is None:
        pytest.skip("node is not installed: the syntax check needs it")
    copy = tmp_path / "answer.mjs"
    copy.write_text(JS.read_text())
    result = subprocess.run([node, "--check", str(copy)], check=False, capture_output=True, text=True)
    assert result.returncode == 0, result.stderr


def test_css_shows_the_choice_by_more_than_colour_and_has_a_thick_focus_ring():
    css = CSS.read_text()
    chosen = re.search(r"\.cl-form-radio\.cl-form-chosen\s*\{([^}]*)\}", css).group(1)
    assert "font-weight: 700" in chosen and "border: 2px solid" in chosen
    assert re.search(r"\.cl-form-chosen \.cl-form-mark::before\s*\{[^}]*content:", css)
    assert re.search(r"outline:\s*3px solid", css)


@pytest.mark.parametrize("language", ["en", "ms"])
def test_a_bad_kind_or_field_id_is_quoted_short_in_the_current_language(language):
    from charleston_lessons.messages import say, speaking

    with speaking(language):
        for bad in ("x" * 10**6, ["text"] * 10**6, None, 3):
            with pytest.raises(ValueError) as caught:
                Field("x", kind=bad)
            assert str(caught.value) == say("error.field.kind", value=bad)
            with pytest.raises(ValueError) as caught:
                form().view(bad)
            assert str(caught.value) == say("error.field.missing", value=bad)
        assert len(str(caught.value)) < 200


# ---------------------------------------------------------------- bad input (API.md)

import fuzzing  # noqa: E402
from fuzzing import BadRepr, HostileStr  # noqa: E402 - tests/ is on sys.path


@pytest.mark.parametrize(
    "make, name",
    [
        (lambda: AnswerForm(label=None), "label"),
        (lambda: AnswerForm(label=HostileStr("x"), fields=[1]), "fields"),
        (lambda: AnswerForm(fields=None), "fields"),
        (lambda: AnswerForm(actions=[BadRepr()]), "actions"),
        (lambda: AnswerForm(groups=__import__("itertools").count()), "groups"),
        (lambda: AnswerForm(values=[1]), "values"),
        (lambda: AnswerForm(answer_field=3), "answer_field"),
        (lambda: Field("a", label=None), "label"),
        (lambda: Field("a", "choice", options=[object()]), "options"),
        (lambda: Field("a", hidden="yes"), "hidden"),
        (lambda: Action(None, "Check"), "id"),
        (lambda: Group("g", "G", html=BadRepr()), "html"),
        (lambda: Choice("a", 5), "label"),
    ],
    ids=["label", "fields-item", "fields-none", "actions", "groups-endless", "values", "answer_field",
         "field-label", "field-options", "field-hidden", "action-id", "group-html", "choice-label"],
)
def test_a_wrong_argument_is_a_sentence_naming_it(make, name):
    fuzzing.refused(make, name)


def test_records_keep_the_plain_text_of_a_str_subclass():
    form = AnswerForm([Field(HostileStr("answer"), label=HostileStr("Yours"))], [Action("check", HostileStr("Check"))],
                      label=HostileStr("Form"))
    assert type(form.label) is str and form.fields[0]["id"] == "answer" and form.actions[0]["label"] == "Check"


# --------------------------------------------------------------------------- late edits


def _update_from_page(widget, state) -> None:
    """A state update from the page, handed over as ipywidgets hands it."""
    widget._handle_msg({"content": {"data": {"method": "update", "state": state, "buffer_paths": []}},
                        "buffers": []})


def test_typing_that_arrives_after_the_form_was_cleared_does_not_refill_it():
    # Typed, Enter at once: the press overtakes the typing's held-back update, the kernel grades
    # and clears the form for the next question, then the old typing arrives. It is dropped.
    f, seen = form(), []
    f.on_submit(lambda action, values: (seen.append(values["tiles"]), f.clear()))
    made_on = f.resets
    _update_from_page(f, {"values": {"tiles": "15"}, "edited_after": made_on})
    _press_from_page(f, {"kind": "press", "action": "go", "values": {"tiles": "152"}, "made_after": made_on})
    assert seen == ["152"] and f.values["tiles"] == ""
    _update_from_page(f, {"values": {"tiles": "152"}})  # held back, so it names no newer change
    assert f.values["tiles"] == ""
    _press_from_page(f, {"kind": "press", "action": "go", "values": {"tiles": "152"}, "made_after": made_on})
    assert seen == ["152"]  # a second Enter on the old question is not a second answer
    _update_from_page(f, {"values": {"tiles": "7"}, "edited_after": f.resets})  # typed on the new one
    assert f.values["tiles"] == "7"


def test_a_clear_counts_even_when_the_kernel_saw_nothing_to_clear():
    f = form()
    before = f.resets
    f.clear()
    f.clear()
    f.set_value("tiles", "1D")
    assert f.resets == before + 3
    _update_from_page(f, {"values": {"tiles": "2D"}, "edited_after": f.resets})
    assert f.resets == before + 3 and f.values["tiles"] == "2D"  # the page's own edits are not counted


def test_a_snapshot_that_is_no_mapping_and_an_action_that_is_no_text_are_sentences():
    """`answer_from` called `.get` or `dict()` on what it was given (AttributeError, TypeError)
    and `submit` took an action whose `__str__` raises (the fuzz, issue 33)."""
    import fuzzing  # tests/fuzzing.py: hostile values

    held = form()
    for bad in (None, ("tiles", "5B"), [1, 2], "tiles"):
        with pytest.raises(ValueError, match="values"):
            held.answer_from(bad)
    with pytest.raises(ValueError, match="action"):
        held.submit(fuzzing.BadRepr())
    assert held.answer_from({"tiles": "5B"}) == "5B"
