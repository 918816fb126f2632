"""How every input in the course hands its answer to the kernel: with the press that submits it.

A learner types `152` and presses Check at once. If the box and the button were two widgets,
the press could reach the kernel before the typed text (a text box sends its value when it
loses focus), and the answer graded would be the previous one. So an input and its submit
buttons are one front-end model, and a press sends one message of its own (`model.send`, a
custom message) holding the action pressed and a snapshot of every field as it was on screen
at that moment. The kernel grades that snapshot and nothing else, each press in the order
made. A press is never a state update: ipywidgets holds back a model's updates while one is
in flight and merges those made meanwhile, so two presses made while the kernel was busy
would arrive as the last one alone. `TilePicker` and `AnswerForm` both work this way (`Submits`).

The same holding back can deliver an edit late: a learner ticks a tile and presses Pass at once,
the press overtakes the tick's update, the kernel plays the pass and shows a new rack, and
then the tick arrives and would select a tile on the new rack. So the kernel counts its own
changes to what the learner edits (`resets`), the page says which count it last saw with its
edits and presses (`edited_after`, `made_after`), and anything made before the kernel's latest
change is dropped: it belongs to a rack or question that is gone.

    >>> form = AnswerForm([Field("answer", "number", label="Your answer")], [Action("check", "Check")])
    >>> seen = []
    >>> form.on_submit(lambda action, values: seen.append((action, values)))
    >>> form.values = {"answer": "152"}
    >>> form.submit("check")
    >>> seen
    [('check', {'answer': '152'})]
"""

from __future__ import annotations

import pathlib
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import asdict, dataclass
from typing import Any, ClassVar

import anywidget
import traitlets

from charleston_lessons._input import each, flag, mapping, optional_text, text
from charleston_lessons.messages import say
from charleston_lessons.widgets._whole import OpensWhole
from charleston_lessons.widgets._style import page_css, with_common
from charleston_lessons.widgets._esm import esm

__all__ = ["Action", "AnswerForm", "Choice", "Field", "FieldView", "Group", "Submits"]

SubmitCallback = Callable[[str, dict[str, Any]], None]

_WORDS = 2_000  # characters in one label, tip or placeholder, at most
_HTML = 200_000  # characters of a group's course-made HTML (a seat's rack drawn in tiles)


def _plain_fields(record: Any, texts: tuple[str, ...], flags: tuple[str, ...] = (), *,
                  limits: dict[str, int] | None = None) -> None:
    """Check a frozen record's fields and keep their plain values (a `str` subclass's methods
    never run later): each of `texts` is text, each of `flags` True or False."""
    for name in texts:
        value = text(getattr(record, name), name, limit=(limits or {}).get(name, _WORDS))
        object.__setattr__(record, name, value)
    for name in flags:
        object.__setattr__(record, name, flag(getattr(record, name), name))


class Submits(traitlets.HasTraits):
    """An input whose submit presses arrive as one message with the answer in it.

    The page sends each press as a message `{"kind": "press", "action": name, "values": {...}}`
    (`listen_to_presses` takes them); the kernel sets `submission` to `{"n": count, "action":
    name, "values": {...}}` for it, and `on_submit` callbacks get the action and those values.
    From Python, `submit(action)` does the same with the values the kernel holds.
    """

    # The latest press, counted by the kernel; never sent to the page (nothing there reads it).
    submission = traitlets.Dict()
    # Set True to move the keyboard focus into the input once it is on screen (practice does,
    # for each new question after Next); the page sets it back to False when it has.
    autofocus = traitlets.Bool(False).tag(sync=True)
    # How many times the kernel has set what the learner edits (a new rack, a cleared form), and
    # the count the page had seen when it made its latest edit. An edit or press made before the
    # kernel's latest change is late and dropped (see the module's docstring).
    resets = traitlets.Int(0).tag(sync=True)
    edited_after = traitlets.Int(0).tag(sync=True)
    # The synced traits the learner edits in the page (a subclass names its own).
    _edits: ClassVar[tuple[str, ...]] = ()
    _taking_edit = False

    def on_submit(self, callback: SubmitCallback) -> None:
        """Call `callback(action, values)` for every press, with the values it carried."""

        def handler(change: traitlets.Bunch) -> None:
            new = change["new"] or {}
            values = new.get("values")
            callback(str(new.get("action", "")), dict(values) if isinstance(values, Mapping) else {})

        self.observe(handler, names="submission")

    def submit(self, action: str = "submit") -> None:
        """Press `action` from Python: submit the values held now, as a press in the page does."""
        self._pressed(text(action, "action", limit=100), self.snapshot())

    def listen_to_presses(self) -> None:
        """Take the page's presses (its custom messages) and count the kernel's own changes to
        what the learner edits; a widget's constructor calls this once."""
        self.on_msg(self._from_page)  # type: ignore[attr-defined]  # a Widget's own method
        self.observe(self._kernel_changed, names=list(self._edits))

    def _kernel_changed(self, _change: traitlets.Bunch) -> None:
        if not self._taking_edit:
            self.reset_edits()

    def reset_edits(self) -> None:
        """Count a change the kernel made to what the learner edits: the page's edits and presses
        made before it are dropped when they arrive. Setting an edited trait from Python counts
        by itself; a `clear()` counts even when nothing changed on the kernel's side."""
        self.resets += 1

    def set_state(self, sync_data: dict[str, Any]) -> None:
        """An update from the page: its edits are taken only if made after the kernel's latest
        change to them; a late one is dropped (the page already has the kernel's change)."""
        data = dict(sync_data)
        seen = data.get("edited_after", self.edited_after)
        if not isinstance(seen, int) or isinstance(seen, bool):
            data.pop("edited_after")
            seen = -1  # not a count: whatever it came with is not taken
        if seen != self.resets:
            for name in self._edits:
                data.pop(name, None)
        self._taking_edit = True
        try:
            super().set_state(data)  # type: ignore[misc]  # a Widget's own method
        finally:
            self._taking_edit = False

    def _from_page(self, _widget: Any, content: Any, _buffers: Any) -> None:
        """One message from the page: a press is graded unless it was made before the kernel's
        latest change (a second click on Pass after the rack it chose from is gone); anything
        else is left alone."""
        if isinstance(content, Mapping) and content.get("kind") == "press":
            seen = content.get("made_after", self.resets)  # a press from elsewhere may not say
            if seen != self.resets or isinstance(seen, bool):
                return
            action, values = content.get("action"), content.get("values")
            self._pressed(action if isinstance(action, str) else "", values if isinstance(values, Mapping) else {})

    def _pressed(self, action: str, values: Mapping[str, Any]) -> None:
        count = int((self.submission or {}).get("n", 0)) + 1  # each press differs from the last
        self.submission = {"n": count, "action": action, "values": dict(values)}

    def snapshot(self) -> dict[str, Any]:
        """The values a press from Python submits."""
        raise NotImplementedError


@dataclass(frozen=True)
class Choice:
    """One option of a single-choice field: a stable `id` (the value) and the words shown."""

    id: str
    label: str
    tip: str = ""

    def __post_init__(self) -> None:
        _plain_fields(self, ("id", "label", "tip"))


FIELD_KINDS = ("text", "number", "choice", "select", "check")


@dataclass(frozen=True)
class Field:
    """One input: `kind` is "text", "number" (typed digits), "choice" (one of `options`),
    "select" (a drop-down of `options`) or "check" (a tick box). `label` is always shown;
    `group` places it in a `Group`."""

    id: str
    kind: str = "text"
    label: str = ""
    options: tuple[Choice, ...] = ()
    placeholder: str = ""
    group: str = ""
    hidden: bool = False
    width: str = ""

    def __post_init__(self) -> None:
        if not isinstance(self.kind, str) or str.__str__(self.kind) not in FIELD_KINDS:
            raise ValueError(say("error.field.kind", value=self.kind))
        _plain_fields(self, ("id", "kind", "label", "placeholder", "group", "width"), ("hidden",))
        object.__setattr__(self, "options", tuple(each(self.options, Choice, "options")))


@dataclass(frozen=True)
class Action:
    """A submit button: pressing it sends every field's value with `id` as the action."""

    id: str
    label: str
    style: str = ""  # "primary" or ""
    icon: str = ""  # a Font Awesome 4 name, as ipywidgets buttons take
    tip: str = ""
    hidden: bool = False
    disabled: bool = False

    def __post_init__(self) -> None:
        _plain_fields(self, ("id", "label", "style", "icon", "tip"), ("hidden", "disabled"))


@dataclass(frozen=True)
class Group:
    """A labelled block of fields after a piece of course-made HTML (a seat's rack). A `disclosure`
    is a real `<details>` whose `<summary>` is the label: closed until the learner opens it (or a
    field in it holds a value)."""

    id: str
    label: str
    html: str = ""
    disclosure: bool = False

    def __post_init__(self) -> None:
        _plain_fields(self, ("id", "label", "html"), ("disclosure",), limits={"html": _HTML})


class FieldView:
    """A handle on one field of a form, for Python code: its `value`, `hidden` and `placeholder`."""

    def __init__(self, form: AnswerForm, field_id: str) -> None:
        self.form = form
        self.id = field_id

    @property
    def value(self) -> Any:
        return self.form.values.get(self.id)

    @value.setter
    def value(self, value: Any) -> None:
        self.form.set_value(self.id, value)

    @property
    def hidden(self) -> bool:
        return bool(self.form.field(self.id)["hidden"])

    @property
    def placeholder(self) -> str:
        return str(self.form.field(self.id)["placeholder"])

    def __repr__(self) -> str:
        return f"FieldView({self.id!r}, value={self.value!r})"


def _spec(items: Iterable[Any]) -> list[dict[str, Any]]:
    return [asdict(item) for item in items]


class AnswerForm(OpensWhole, Submits, anywidget.AnyWidget):
    """Fields and the buttons that submit them, as one model (see the module docstring).

    `AnswerForm(fields, actions, groups=(), values=None, label="", answer_field=None)`;
    `answer_from(values)` reads a submission's answer (one field's value, or all). Enter in a text or
    number field presses the first visible action. Choices are a radio group: arrow keys
    move the choice and stay inside the group; Tab leaves it.
    """

    _esm = esm(pathlib.Path(__file__).with_name("answer.js"))
    _page_css = page_css(with_common(pathlib.Path(__file__).with_name("answer.css")))

    fields = traitlets.List(traitlets.Dict()).tag(sync=True)
    actions = traitlets.List(traitlets.Dict()).tag(sync=True)
    groups = traitlets.List(traitlets.Dict()).tag(sync=True)
    values = traitlets.Dict().tag(sync=True)
    _edits = ("values",)  # what the learner edits in the page (see `Submits`)
    label = traitlets.Unicode("").tag(sync=True)
    disabled = traitlets.Bool(False).tag(sync=True)

    def __init__(
        self,
        fields: Sequence[Field] = (),
        actions: Sequence[Action] = (),
        *,
        groups: Sequence[Group] = (),
        values: Mapping[str, Any] | None = None,
        label: str = "",
        answer_field: str | None = None,
        **kwargs: Any,
    ) -> None:
        label = text(label, "label", limit=_WORDS)
        answer_field = optional_text(answer_field, "answer_field", limit=_WORDS)
        fields = each(fields, Field, "fields")
        actions = each(actions, Action, "actions")
        groups = each(groups, Group, "groups")
        given = {} if values is None else mapping(values, "values", limit=max(64, len(fields)))
        values = {text(key, "values", limit=_WORDS): value for key, value in given.items()}
        # The page gets the form whole: fields, buttons and values in the message that makes it.
        with self.opening():
            super().__init__(label=label, **kwargs)
            self.listen_to_presses()
            self.answer_field = answer_field
            self.set_fields(fields, groups)
            self.set_actions(actions)
            self.clear()
            if values:
                self.values = {**self.values, **values}

    @staticmethod
    def _empty(spec: Mapping[str, Any]) -> Any:
        """A field's empty value, from its spec as sent to the page."""
        if spec["kind"] == "check":
            return False
        if spec["kind"] == "select" and spec["options"]:
            return spec["options"][0]["id"]
        return None if spec["kind"] == "choice" else ""

    def set_fields(self, fields: Sequence[Field], groups: Sequence[Group] | None = None) -> None:
        """Show these fields (and groups); values of fields that remain are kept."""
        fields = each(fields, Field, "fields")
        groups = None if groups is None else each(groups, Group, "groups")
        with self.hold_sync():
            if groups is not None:
                self.groups = _spec(groups)
            self.fields = _spec(fields)

    def set_actions(self, actions: Sequence[Action]) -> None:
        """Show these buttons."""
        self.actions = _spec(each(actions, Action, "actions"))

    def field(self, field_id: str) -> dict[str, Any]:
        """The spec of one field, as sent to the page."""
        if isinstance(field_id, str):
            key = str.__str__(field_id)  # the text itself: no method of a caller's subclass runs
            for spec in self.fields:
                if spec["id"] == key:
                    return spec
        raise ValueError(say("error.field.missing", value=field_id))

    def view(self, field_id: str) -> FieldView:
        """A handle on one field (see `FieldView`)."""
        self.field(field_id)
        return FieldView(self, field_id)

    def set_value(self, field_id: str, value: Any) -> None:
        """Put `value` in one field, as if the learner had entered it."""
        self.field(field_id)
        self.values = {**self.values, field_id: value}

    def clear(self) -> None:
        """Empty every field (ticks off, drop-downs at their first option)."""
        with self.hold_sync():
            self.values = {spec["id"]: self._empty(spec) for spec in self.fields}
            self.reset_edits()

    def snapshot(self) -> dict[str, Any]:
        return dict(self.values)

    def answer_from(self, values: Mapping[str, Any]) -> Any:
        """The answer a submitted snapshot holds: its `answer_field`'s value, else every value."""
        values = mapping(values, "values")
        if self.answer_field is None:
            return dict(values)
        return values.get(self.answer_field)

    @traitlets.validate("submission")
    def _valid_submission(self, proposal: traitlets.Bunch) -> dict[str, Any]:
        # Only this form's own fields count. The page sends `values` in the same message as the
        # press, so the kernel's `values` already match it; nothing is written back to the
        # page here, since an echo could overwrite what the learner has typed since.
        new = dict(proposal["value"] or {})
        values = new.get("values")
        known = {spec["id"] for spec in self.fields}
        new["values"] = (
            {key: value for key, value in values.items() if key in known} if isinstance(values, Mapping) else {}
        )
        return new
