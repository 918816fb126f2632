"""Each widget model reaches the page in one message (issue 24): the course's widgets are made
with what they show, so the page never gets a create and then updates straight after, and a
test counts the messages per model so the count cannot creep back up."""

from __future__ import annotations

import collections
import json

import anywidget
import ipywidgets as w
import pytest
import traitlets
from ipywidgets.widgets import widget as widget_module

from charleston_lessons import course
from charleston_lessons.widgets import TilePicker
from charleston_lessons.widgets._whole import OpensWhole
from charleston_lessons.widgets.live import Areas


class Spy:
    """Stands in for the kernel's comms: records each model's messages, in order."""

    def __init__(self) -> None:
        self.sent: dict[str, list[dict]] = collections.defaultdict(list)
        self.count = 0

    def create_comm(self, **kwargs):
        spy = self
        self.count += 1
        comm_id = kwargs.get("comm_id") or f"spy-{self.count}"
        opened = {"method": "open", **kwargs.get("data", {})}
        json.dumps(opened, default=str)  # it could travel
        self.sent[comm_id].append(opened)

        class Comm:
            kernel = True

            def __init__(self) -> None:
                self.comm_id = comm_id

            def send(self, data=None, buffers=None, **_kwargs) -> None:
                spy.sent[comm_id].append(data)

            def on_msg(self, callback) -> None:
                pass

            def close(self, *args, **kwargs) -> None:
                pass

        return Comm()

    def messages(self) -> dict[str, list[dict]]:
        return dict(self.sent)

    def models(self, name: str) -> list[list[dict]]:
        """The messages of every model of this kind (e.g. "AnyModel")."""
        return [msgs for msgs in self.sent.values() if msgs[0]["state"].get("_model_name") == name]


@pytest.fixture
def spy(monkeypatch) -> Spy:
    spy = Spy()
    monkeypatch.setattr(widget_module.comm, "create_comm", spy.create_comm)
    # Fresh lesson pages: a page keeps its widgets (made under another test's spy) for its life.
    monkeypatch.setattr(course, "_PAGES", {})
    return spy


def updated(spy: Spy) -> dict[str, list]:
    """The models that got more than their one message, with what was updated."""
    return {
        msgs[0]["state"].get("_model_name"): [sorted(m.get("state", {})) for m in msgs[1:]]
        for msgs in spy.messages().values()
        if len(msgs) > 1
    }


def test_lesson_1_builds_each_model_in_one_message(spy):
    # What lesson 1's cells make in the kernel: its bar, each exercise and the course overview.
    lesson = course.lesson(1)
    made = [lesson.progress(), *(lesson.exercise(key) for key in lesson.data.keys), course.overview()]
    assert made and spy.count > 50  # the spy saw every model made
    assert updated(spy) == {}
    # The models carry what they show: the exercise's verdict area and its form's fields.
    (areas, *_) = [m for m in spy.models("AnyModel") if "names" in m[0]["state"]]
    assert "cl-feedback" in areas[0]["state"]["values"]["feedback"]
    forms = [m for m in spy.models("AnyModel") if m[0]["state"].get("fields")]
    assert len(forms) >= len(lesson.data.keys)
    assert all(form[0]["state"]["actions"] for form in forms)
    classes = {c for m in spy.models("VBoxModel") for c in m[0]["state"]["_dom_classes"]}
    assert {"cl-exercise", "cl-progress", "cl-overview"} <= classes


def test_a_lesson_opened_again_shows_its_saved_answers_in_the_first_message(spy, monkeypatch):
    course.lesson(1).exercise("set-size").check(152)  # saved to this test's progress file
    monkeypatch.setattr(course, "_PAGES", {})  # the lesson opened again, in a new kernel
    before = set(spy.messages())
    course.lesson(1).exercise("set-size")
    made = [msgs for key, msgs in spy.messages().items() if key not in before]
    assert made and all(len(msgs) == 1 for msgs in made), [m[1:] for m in made if len(m) > 1]
    (areas,) = [m for m in made if "names" in m[0]["state"]]
    assert "cl-note" in areas[0]["state"]["values"]["note"]


def test_an_answer_after_the_page_has_the_model_is_one_update(spy):
    lesson = course.lesson(1)
    exercise = lesson.exercise("set-size")
    before = {key: len(msgs) for key, msgs in spy.messages().items()}
    assert exercise.check(152).outcome.name == "CORRECT"
    grown = {key: msgs[before.get(key, 0):] for key, msgs in spy.messages().items()}
    # The verdict travels as one update of the areas (the spy sees changes made after opening).
    changed = [msgs for msgs in grown.values() if msgs]
    assert [[sorted(m["state"]) for m in msgs] for msgs in changed] == [[["values"]]]
    assert "Correct" in changed[0][0]["state"]["values"]["feedback"]


def test_a_picker_with_a_selection_opens_with_its_rack_and_selection(spy):
    TilePicker("1B 2B 3B 4C 5C 6D N E RD GD F J J", arriving=3, selected=[0, 6], forward=1)
    (picker,) = spy.models("AnyModel")
    assert len(picker) == 1, picker[1:]
    state = picker[0]["state"]
    assert state["tiles"][:3] == ["1B", "2B", "3B"]
    assert (state["selected"], state["forward"]) == ([0, 6], 1)
    assert len(state["svgs"]) == 13 and state["face_down_svg"]


class Held(OpensWhole, anywidget.AnyWidget):
    _esm = "export default { render() {} };"
    value = traitlets.Unicode("").tag(sync=True)

    def __init__(self, value: str, *, fail: bool = False) -> None:
        with self.opening():
            super().__init__()
            self.value = value
            if fail:
                raise ValueError("no")


def test_opens_whole_sends_the_constructors_sets_in_the_open_message(spy):
    held = Held("set after super().__init__")
    (msgs,) = spy.models("AnyModel")
    assert len(msgs) == 1 and msgs[0]["state"]["value"] == "set after super().__init__"
    held.value = "later"  # once open, a change is an update as usual
    assert msgs[1:] == [{"method": "update", "state": {"value": "later"}, "buffer_paths": []}]


class Wider(Held):
    """A subclass that sets more after its base's constructor: still one message."""

    size = traitlets.Int(0).tag(sync=True)

    def __init__(self, value: str) -> None:
        with self.opening():
            super().__init__(value)
            self.size = len(value)


def test_a_subclass_block_around_its_bases_still_opens_once_whole(spy):
    Wider("four")
    (msgs,) = spy.models("AnyModel")
    assert len(msgs) == 1 and (msgs[0]["state"]["value"], msgs[0]["state"]["size"]) == ("four", 4)


def test_opens_whole_opens_no_model_when_the_constructor_fails(spy):
    with pytest.raises(ValueError, match="no"):
        Held("x", fail=True)
    assert spy.models("AnyModel") == []


def test_without_opens_whole_a_set_after_init_is_a_second_message(spy):
    # What the mixin saves: the same class without it sends a create and then an update.
    class Plain(anywidget.AnyWidget):
        _esm = "export default { render() {} };"
        value = traitlets.Unicode("").tag(sync=True)

    made = Plain()
    made.value = "set after super().__init__"
    (msgs,) = spy.models("AnyModel")
    assert [m["method"] for m in msgs] == ["open", "update"]


def test_areas_open_with_their_first_values_and_refuse_unknown_ones(spy):
    Areas(["feedback", "note"], live=["feedback"], values={"note": "Saved."}, layout=w.Layout())
    (areas,) = spy.models("AnyModel")
    assert len(areas) == 1
    assert areas[0]["state"]["values"] == {"feedback": "", "note": "Saved."}
    with pytest.raises(ValueError):
        Areas(["feedback"], values={"hint": "x"})
    with pytest.raises(ValueError):
        Areas(["feedback"], values={"feedback": 3})
    with pytest.raises(ValueError):
        Areas(["feedback"], values=["feedback"])
