"""Who the learner is in a workshop, at the top of every page: a name to start, or the code
they were given to carry on; then their name and code, which the browser remembers.

A thin view over `charleston_lessons.room_record.RoomRecord`: the record joins and finds the
learner and says what went wrong; this shows it. In a workshop served by Voilà every page is a
kernel of its own, so the browser keeps the learner's code (localStorage, filed under the room's
fingerprint, never its address) and every other page sends it when it opens: the learner gives
their name once. In a JupyterHub the learner is the hub's user, and no form shows.

The page sends one message per press: `{"action": "join", "name": ...}`,
`{"action": "rejoin", "code": ..., "remembered": bool}` or `{"action": "leave"}`; the kernel
answers in the traits (`name`, `code`, `message`, `problem`), and with `{"forget": true}` when a
remembered code is not this room's. Tests call `join`, `rejoin` and `leave` without a browser.

The name comes first; the code a learner was given is asked for only inside "Coming back on
another device?" (a real `<details>`), and a table's code typed there ("T-4KX9") is recognized
and said so. With `asks=False` (the table-for-four page, whose own form asks for the name beside
the table code) the card asks nothing and only says who the page knows.

Keyboard and screen readers: two real forms with labels, Enter submits, the sentence that
answers is in a live region that stays on the page (a problem marked by a sign and words, not
colour), the focus goes to the answer once the forms give way, and a focus ring on every control.
"""

from __future__ import annotations

import pathlib
from typing import Any

import anywidget
import traitlets

from charleston_lessons._input import flag, instance
from charleston_lessons.messages import say
from charleston_lessons.room_record import RoomRecord, naming, shown_code
from charleston_lessons.room_store import RoomError, RoomUnreachable, code_kind
from charleston_lessons.widgets._style import with_common
from charleston_lessons.widgets._esm import esm

__all__ = ["LearnerCard"]

_TYPED = 200  # characters of a typed name or code read at most (a name is at most 60)


class LearnerCard(anywidget.AnyWidget):
    """Who this page's learner is, for `record` (a workshop's `RoomRecord`): a form until they
    give a name or a code, then "You are Ada. Your code is K7M-P2Q: ..."."""

    _esm = esm(pathlib.Path(__file__).with_name("learner.js"))
    _css = with_common(pathlib.Path(__file__).with_name("learner.css"))

    room = traitlets.Unicode("").tag(sync=True)  # what the browser files the code under
    hub = traitlets.Bool(False).tag(sync=True)  # known by the hub's sign-in: no form, no code
    name = traitlets.Unicode("").tag(sync=True)  # the learner's name, once known
    code = traitlets.Unicode("").tag(sync=True)  # their code ("K7M-P2Q"), once known
    message = traitlets.Unicode("").tag(sync=True)  # the sentence that answers the last press
    problem = traitlets.Bool(False).tag(sync=True)  # that sentence says something went wrong
    words = traitlets.Dict().tag(sync=True)  # the labels, in the page's language
    asks = traitlets.Bool(True).tag(sync=True)  # the forms show (False: another form on the page asks)

    def __init__(self, record: RoomRecord, *, asks: bool = True) -> None:
        record = instance(record, RoomRecord, "record")
        super().__init__(room=record.room_id, hub=record.hub_name is not None, words=_words(),
                         asks=flag(asks, "asks"))
        self.record = record
        self._waiting = False  # a code given while the room did not answer, not yet checked
        self.on_msg(self._message)
        record.on_change(self._show)
        record.who()  # a hub user is found (or joins) now
        self._show()

    def __repr__(self) -> str:
        return say("learner.repr")

    # ------------------------------------------------------------------ what the page sends

    def _message(self, _widget: object, content: object, _buffers: object) -> None:
        if not isinstance(content, dict):
            return
        action = content.get("action")
        if action == "join":
            self.join(_typed(content.get("name")))
        elif action == "rejoin":
            self.rejoin(_typed(content.get("code")), remembered=content.get("remembered") is True)
        elif action == "leave":
            self.leave()

    def join(self, name: str) -> None:
        """Start as a new learner named `name` (what Start does): their code, or why not."""
        try:
            self.record.join(name)
        except RoomUnreachable:
            self._said(say("learner.unreachable"), problem=True)
            return
        except RoomError as error:  # a bad or taken name, a full room
            self._said(str(error), problem=True)
            return
        self._show(announce=True)

    def rejoin(self, code: str, *, remembered: bool = False) -> None:
        """Carry on as the learner with `code` (what Carry on does, and what the browser sends
        for a code it remembers: one not known in this room is quietly forgotten)."""
        remembered = flag(remembered, "remembered")
        if not remembered and code_kind(code) == "table":  # a table's code, by its form
            self._said(say("learner.table_code"), problem=True)
            return
        try:
            self.record.rejoin(code)
        except RoomUnreachable:  # the record checks the code when the room answers again
            self._waiting = True
            self._said(say("learner.unreachable"), problem=True)
            return
        except RoomError as error:
            if remembered:
                self.send({"forget": True})
                self._said("")
            elif code_kind(code) == "learner" and self.record.has_table(code):  # an older room's table
                self._said(say("learner.table_code"), problem=True)
            else:
                self._said(str(error), problem=True)
            return
        self._show(announce=not remembered)

    def leave(self) -> None:
        """Not this learner (what "Not Ada?" does): the page asks again."""
        if self.hub:
            return  # the hub's sign-in says who it is
        self.record.leave()
        self._said("")

    # ------------------------------------------------------------------ what the page shows

    def _said(self, text: str, *, problem: bool = False) -> None:
        with self.hold_sync():
            self.problem = problem
            self.message = text

    def _show(self, announce: bool = False) -> None:
        """The traits from the record: who it is for (or nobody yet)."""
        learner = self.record.learner
        with self.hold_sync():
            if learner is None:
                self.name, self.code = "", ""
                if self._waiting and self.record.wanted_code is None:  # checked: no one has it
                    self._waiting = False
                    self.send({"forget": True})
                    self.problem, self.message = False, ""
                return
            self._waiting = False
            self.name = learner.name
            self.code = "" if self.hub else shown_code(learner.code)
            if self.hub:
                sentence = naming("learner.hub", learner.name)
            else:
                sentence = naming("learner.you_are", learner.name, code=self.code)
            if announce or self.message != sentence:
                self.problem = False
                self.message = sentence


def _typed(value: Any) -> str:
    """What the page sent as a name or a code: text, cut short (the record says what is wrong)."""
    return value[:_TYPED] if isinstance(value, str) else ""


def _words() -> dict[str, str]:
    keys = ("region", "intro", "name_label", "start", "elsewhere", "code_label", "code_placeholder",
            "name_placeholder", "carry_on", "checking")
    found = {key: say(f"learner.{key}") for key in keys}
    # "Not {name}?" with the name put in by the page, which knows it when the kernel says it.
    found["not_you"] = say("learner.not_you", name="{name}")
    return found
