"""The live room dashboard's widget, without a browser, on a real SQLite room: a reading picks up
answers another process wrote; the view's ticks read at most once per interval, never after
close; only what changed is sent; a change worth saying is announced, a tick is not.
"""

from __future__ import annotations

import json
import shutil
import subprocess
import time

import pytest
import traitlets
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import fuzzing
import room_workers
from charleston_lessons import course
from charleston_lessons.exercises import Outcome
from charleston_lessons.messages import speaking
from charleston_lessons.progress import Attempt
from charleston_lessons.room_store import ENV_VAR, open_room
from charleston_lessons.widgets.room_live import INTERVALS, LiveRoom

SET_SIZE = "start-here/set-size"


@pytest.fixture
def url(tmp_path) -> str:
    return f"sqlite:///{tmp_path / 'room.db'}"


def tick(widget: LiveRoom) -> None:
    """What the view sends every `interval` seconds."""
    widget._handle_custom_msg({"type": "tick"}, [])


def press_refresh(widget: LiveRoom) -> None:
    widget._handle_custom_msg({"type": "refresh"}, [])


def rows(widget: LiveRoom, key: str) -> list[list[str]]:
    return [cells for _key, cells in next(part for part in widget.sections if part["key"] == key)["rows"]]


def in_another_process(url: str, name: str, answers: list[tuple[str, bool]]) -> str:
    """`name` joins and answers from a fresh Python, as a learner's kernel does; their code."""
    (code,) = room_workers.spawned(room_workers.answerer, [(url, name, answers)])
    return code


def test_the_page_shows_a_learners_table_decisions_in_words_never_as_ids(url):
    # Issue 34: "Working on" showed `table/V48YN4-p7` during and after a Charleston at a table.
    widget = LiveRoom(url)
    try:
        with open_room(url) as room:
            ada = room.join("Ada")
            for number, decision in enumerate(["p1", "p2", "p3", "stop", "p4", "p5", "p6"]):
                room.record(ada, Attempt(f"table/V48YN4-{decision}", Outcome.CORRECT, time.time() - 60 + number))
        press_refresh(widget)
        assert rows(widget, "learners")[0][:2] == ["Ada", "Table for four: passes 1\u20136 and the stop question done"]
        assert rows(widget, "tables") == [["Ada", "Table V48YN4", "passes 1\u20136 and the stop question"]]
        assert ["Tables for four", "1: Ada", "", "", ""] in rows(widget, "lessons")
        assert "table/" not in widget.text and "V48YN4-p" not in str(widget.sections)
    finally:
        widget.close()


def test_a_refresh_picks_up_answers_another_process_wrote_to_the_room(url):
    widget = LiveRoom(url)
    try:
        assert widget.readings == 1 and widget.updated.startswith("Updated ")
        assert "0 learners in the room" in widget.summary
        assert rows(widget, "learners") == []
        in_another_process(url, "Mei Ling", [(SET_SIZE, False)] * 3)
        press_refresh(widget)
        assert rows(widget, "learners")[0][:2] == ["Mei Ling", "Lesson 1 \u00b7 set-size"]
        assert rows(widget, "stuck") == [["Mei Ling", "3 wrong tries in a row", rows(widget, "stuck")[0][2],
                                          "Lesson 1 \u00b7 set-size"]]
        assert widget.announce == "Joined the room: Mei Ling. May need a hand now: Mei Ling."
        assert "Mei Ling" in widget.text and "Who may need a hand" in repr(widget)
    finally:
        widget.close()


def test_the_views_ticks_read_at_most_once_per_interval(url):
    widget = LiveRoom(url, interval=5)
    try:
        assert widget.readings == 1
        tick(widget)  # a second view's tick, or ticks queued while the kernel was busy
        tick(widget)
        assert widget.readings == 1
        widget._read_at -= 5  # the interval has passed
        tick(widget)
        tick(widget)
        assert widget.readings == 2
        press_refresh(widget)  # the button always reads
        assert widget.readings == 3
        widget.interval = 0  # off: ticks ask for nothing, Refresh still reads
        widget._read_at -= 600
        tick(widget)
        assert widget.readings == 3
        press_refresh(widget)
        assert widget.readings == 4
        widget._handle_custom_msg({"type": "something else"}, [])
        widget._handle_custom_msg("tick", [])
        assert widget.readings == 4
    finally:
        widget.close()


def test_closing_stops_the_readings_and_closes_the_store_it_opened(url):
    widget = LiveRoom(url)
    store = widget._reader.room
    widget.close()
    widget._read_at -= 600
    tick(widget)
    press_refresh(widget)
    assert widget.refresh() is None and widget.readings == 1
    assert "closed" in repr(store)
    # A store given to it is the caller's: it stays open.
    with open_room(url) as given:
        other = LiveRoom(given)
        other.close()
        assert given.learners() == []


def test_a_reading_sends_only_what_changed_and_announces_only_what_matters(url):
    with open_room(url) as room:
        ada = room.join("Ada")
        room.record(ada, Attempt(SET_SIZE, Outcome.CORRECT, time.time()))
        widget = LiveRoom(room)
        sent: list[str] = []
        widget.observe(lambda change: sent.append(change["name"]), names=["sections", "announce", "summary"])
        widget.refresh()  # nothing new: the tables are not sent again
        assert "sections" not in sent and "announce" not in sent
        room.record(ada, Attempt("start-here/code-9-crak", Outcome.CORRECT, time.time()))
        widget.refresh()  # counts changed, nobody's state did: sent, not announced
        assert "sections" in sent and "announce" not in sent
        room.join("Bo")
        widget.refresh()
        assert widget.announce == "Joined the room: Bo."
        widget.close()


def test_a_store_that_fails_shows_its_sentence_and_keeps_the_last_tables(url):
    store = open_room(url)
    store.join("Ada")
    widget = LiveRoom(store)
    store.close()  # the database went away under the page
    widget.refresh()
    assert widget.error == "This room store has been closed: open it again with open_room."
    assert rows(widget, "learners")[0][0] == "Ada" and widget.error in widget.text
    widget.close()


def test_the_interval_is_one_the_menu_offers_or_any_from_1_to_600_seconds(url):
    widget = LiveRoom(url, interval=45)
    try:
        assert widget.choices == sorted({*INTERVALS, 45}) and widget.interval == 45
        widget.interval = 10
        with pytest.raises(traitlets.TraitError, match="interval should be 0"):
            widget.interval = 601
        assert widget.interval == 10
    finally:
        widget.close()


def test_the_page_speaks_the_course_language(url):
    with speaking("ms"):
        widget = LiveRoom(url)
        try:
            assert widget.labels["refresh"] == "Muat semula" and widget.updated.startswith("Dikemas kini ")
            assert "{seconds}" in widget.labels["seconds"]  # the view fills in each choice
        finally:
            widget.close()


def test_the_notebook_facade_says_how_to_start_a_room_or_shows_the_same_dashboard(url, monkeypatch):
    monkeypatch.delenv(ENV_VAR, raising=False)
    said = course.live_room()
    assert "make workshop" in repr(said) and "room_dashboard.ipynb" in repr(said)
    monkeypatch.setenv(ENV_VAR, url)
    shown = course.live_room(interval=10)
    try:
        assert isinstance(shown, LiveRoom) and shown.interval == 10
        assert course.live_room() is shown  # the cell run again: the same dashboard, no second timer
    finally:
        shown.close()
    again = course.live_room()
    assert again is not shown
    again.close()
    assert "no folder" in repr(course.live_room("/no/such/folder/room.db")).lower()


def test_in_the_static_site_the_page_says_a_room_store_needs_a_server(monkeypatch):
    # The site's Python (Pyodide) reports its platform as emscripten; no server runs there.
    monkeypatch.delenv(ENV_VAR, raising=False)
    monkeypatch.setattr(course.sys, "platform", "emscripten")
    said = repr(course.live_room())
    assert "static site has no server, and a room store needs one" in said and "make workshop" in said
    assert "room_dashboard.ipynb" not in said


@pytest.mark.parametrize(
    "make, name",
    [
        (lambda url: LiveRoom(None), "room"),
        (lambda url: LiveRoom(3), "room"),
        (lambda url: LiveRoom(url, interval=-1), "interval"),
        (lambda url: LiveRoom(url, interval=2.5), "interval"),
        (lambda url: LiveRoom(url, interval=fuzzing.HostileInt(700)), "interval"),
        (lambda url: LiveRoom(url, idle_minutes=0), "idle_minutes"),
        (lambda url: LiveRoom(url, wrong_tries="3"), "wrong_tries"),
        (lambda url: LiveRoom(url, within_minutes=None), "within_minutes"),
        (lambda url: course.live_room(url, interval="5"), "interval"),
        (lambda url: course.live_room(3), "url"),
    ],
    ids=["room-none", "room-int", "interval-negative", "interval-float", "interval-hostile", "idle", "tries",
         "within", "facade-interval", "facade-url"],
)
def test_a_wrong_argument_is_a_sentence_naming_it(url, make, name):
    fuzzing.refused(lambda: make(url), name)


# --------------------------------------------------------------------------- forgetting a learner


def press(widget: LiveRoom, kind: str, **fields) -> None:
    """What the view sends when a button of the Forget question (or a row's Forget…) is pressed."""
    widget._handle_custom_msg({"type": kind, **fields}, [])


@pytest.fixture
def ana_and_bo(url):
    with open_room(url) as room:
        ana, bo = room.join("Ana"), room.join("Bo")
        room.record(ana, Attempt(SET_SIZE, Outcome.INCORRECT, time.time() - 5))
        room.record(ana, Attempt(SET_SIZE, Outcome.CORRECT, time.time()))
        room.record(bo, Attempt(SET_SIZE, Outcome.CORRECT, time.time()))
        widget = LiveRoom(room, interval=0)
        sent: list[tuple[dict, bytes]] = []
        widget.download.send = lambda content, buffers=None: sent.append((content, bytes(buffers[0])))
        try:
            yield room, widget, sent, ana, bo
        finally:
            widget.close()


def test_forget_asks_first_and_offers_the_export_as_a_download(ana_and_bo):
    room, widget, sent, ana, _bo = ana_and_bo
    labels = widget.labels
    assert labels["forget"] == "Forget\u2026" and labels["forget_label"] == "Forget {name}\u2026"
    press(widget, "forget", name="Ana")
    asking = widget.asking
    assert asking["question"] == "Forget Ana? This deletes their answers from the room. Export them first."
    assert (asking["export"], asking["confirm"], asking["cancel"]) == ("Export", "Confirm", "Cancel")
    # each button's name says whose record it acts on, and begins with the words it shows
    assert asking["confirm_label"] == "Confirm: forget Ana" and asking["cancel_label"] == "Cancel: keep Ana"
    assert asking["export_label"] == "Export Ana's record"
    assert sent == [] and len(room.learners()) == 2  # asking deletes nothing and sends nothing
    press(widget, "forget_export")
    ((content, data),) = sent
    assert content == {"name": f"room-record-Ana-{ana.code}.json", "mime": "application/json"}
    record = json.loads(data)
    assert record["name"] == "Ana" and record["code"] == ana.code and len(record["attempts"]) == 2
    assert widget.announce.startswith(f"Your browser is downloading Ana's record as room-record-Ana-{ana.code}.json "
                                      "(2 answers;")
    assert widget.asking["name"] == "Ana" and len(room.learners()) == 2  # still asking: Confirm or Cancel next


def test_only_confirm_deletes_and_the_outcome_is_announced(ana_and_bo):
    room, widget, _sent, _ana, bo = ana_and_bo
    press(widget, "forget", name="Ana")
    press(widget, "forget_cancel")
    assert widget.asking == {} and widget.announce == "Nothing was deleted: Ana stays in the room."
    assert [learner.name for learner in room.learners()] == ["Ana", "Bo"]
    press(widget, "forget_confirm")  # no question open: nothing happens
    press(widget, "forget_export")
    assert [learner.name for learner in room.learners()] == ["Ana", "Bo"]
    press(widget, "forget", name="Ana")
    press(widget, "forget_confirm")
    assert widget.asking == {}
    assert widget.announce == "Ana is forgotten: their answers are deleted from the room."
    assert [learner.name for learner in room.learners()] == ["Bo"]
    assert [cells[0] for cells in rows(widget, "learners")] == ["Bo"]  # the tables read again at once
    assert len(room.attempts(bo)) == 1
    # the same name joins again as a new learner
    room.join("Ana")
    press_refresh(widget)
    assert [(cells[0], cells[3]) for cells in rows(widget, "learners")] == [("Ana", "0"), ("Bo", "1")]


def test_a_name_no_longer_in_the_room_is_said_and_nothing_is_deleted(ana_and_bo):
    room, widget, sent, ana, _bo = ana_and_bo
    press(widget, "forget", name="Ana")
    room.forget(ana)  # forgotten on another page meanwhile
    press(widget, "forget_export")
    assert widget.announce == "No learner named Ana is in the room now: nothing was deleted." and sent == []
    press(widget, "forget_confirm")
    assert widget.asking == {} and "No learner named Ana" in widget.announce
    for bad in (None, 3, ["Ana"], "Cy", "x" * 500):
        press(widget, "forget", name=bad)
        assert widget.asking == {}
    assert [learner.name for learner in room.learners()] == ["Bo"]


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.one_of(st.none(), st.booleans(), st.integers(), st.floats(), st.binary(max_size=5), st.builds(object),
                 st.lists(st.text(max_size=3), max_size=2), st.dictionaries(st.text(max_size=3), st.integers()),
                 st.text(max_size=80).filter(lambda t: t not in ("Ana", "Bo")), st.just("Ana\ud800"),
                 st.builds(fuzzing.BadStr, st.text(max_size=5))))
def test_any_name_a_page_sends_to_forget_is_a_sentence_at_most_and_deletes_nothing(ana_and_bo, name):
    room, widget, sent, _ana, _bo = ana_and_bo
    widget._handle_custom_msg({"type": "forget", "name": name}, [])
    press(widget, "forget_export")
    press(widget, "forget_confirm")
    assert widget.asking == {} and sent == []
    assert [learner.name for learner in room.learners()] == ["Ana", "Bo"]
    if isinstance(name, str):
        said = widget.ask_forget(name)
        assert isinstance(said, str) and 0 < len(said) <= 300 and widget.asking == {}

def test_the_same_outcome_said_twice_is_announced_twice(ana_and_bo):
    _room, widget, _sent, _ana, _bo = ana_and_bo
    heard: list[str] = []
    widget.observe(lambda change: heard.append(change["new"]), names=["announce"])
    for _ in range(2):
        press(widget, "forget", name="Ana")
        press(widget, "forget_cancel")
    assert [said for said in heard if said] == ["Nothing was deleted: Ana stays in the room."] * 2


def test_the_forget_question_speaks_malay(ana_and_bo):
    _room, widget, _sent, _ana, _bo = ana_and_bo
    with speaking("ms"):
        press(widget, "forget", name="Ana")
        assert widget.asking["question"] == (
            "Lupakan Ana? Semua jawapannya akan dipadamkan daripada kelas. Eksport jawapannya dahulu.")
        assert (widget.asking["confirm"], widget.asking["cancel"]) == ("Sahkan", "Batal")
        press(widget, "forget_cancel")
        assert widget.announce == "Tiada apa-apa yang dipadamkan: Ana kekal dalam kelas."


def test_the_view_draws_a_labelled_forget_button_per_learner_and_a_question_it_can_be_answered_by_keys():
    """The view's module (no browser here): a real <button> per learner with its accessible name,
    the question in a labelled group with three buttons, Escape as Cancel, the outcome in the
    live region, and the focus moved to the question and back."""
    script = LiveRoom._esm
    for needed in ('"forget_export"', '"forget_confirm"', '"forget_cancel"', 'type: "forget", name',
                   'make("button", "cl-room-live-forget', '"aria-label"', 'role: "group"', '"Escape"',
                   "exportButton.focus()", '"aria-live": "polite"', '["change:asking", drawAsk]'):
        assert needed in script, needed
    assert ".cl-room-live-ask" in LiveRoom._css and ".cl-room-live-forget" in LiveRoom._css



# The view's module run in node against a few stand-in elements (enough of the DOM for render):
# the tables drawn, a Forget… button pressed, the question opened, Escape, Confirm.
FAKE_DOM = r"""
class ClassList {
  constructor(el) { this.el = el; }
  get set() { return new Set((this.el.className || "").split(/\s+/).filter(Boolean)); }
  contains(c) { return this.set.has(c); }
  add(c) { const s = this.set; s.add(c); this.el.className = [...s].join(" "); }
  remove(c) { const s = this.set; s.delete(c); this.el.className = [...s].join(" "); }
  toggle(c, on) { if (on === undefined) on = !this.contains(c); if (on) this.add(c); else this.remove(c); }
}
class El {
  constructor(tag) {
    Object.assign(this, {tagName: tag.toUpperCase(), children: [], parent: null, attrs: {}, dataset: {},
      className: "", _text: "", hidden: false, listeners: {}, scrollWidth: 0, clientWidth: 0, value: ""});
    this.classList = new ClassList(this);
  }
  setAttribute(n, v) { this.attrs[n] = String(v); }
  append(...nodes) { for (const n of nodes) { if (n.parent) n.remove(); n.parent = this; this.children.push(n); } }
  insertBefore(n, ref) {
    if (n.parent) n.remove();
    n.parent = this;
    const i = ref ? this.children.indexOf(ref) : -1;
    if (i < 0) this.children.push(n); else this.children.splice(i, 0, n);
  }
  remove() {
    if (this.parent) { const c = this.parent.children; c.splice(c.indexOf(this), 1); this.parent = null; }
    if (this.contains(document.activeElement)) document.activeElement = document.body;
  }
  get firstElementChild() { return this.children[0] || null; }
  get lastElementChild() { return this.children[this.children.length - 1] || null; }
  get textContent() { return this._text + this.children.map((c) => c.textContent).join(""); }
  set textContent(t) { this._text = String(t); this.children = []; }
  addEventListener(t, f) { (this.listeners[t] = this.listeners[t] || []).push(f); }
  removeEventListener() {}
  fire(t, ev = {}) { ev.stopPropagation = () => {}; for (const f of this.listeners[t] || []) f(ev); }
  click() { this.fire("click"); }
  focus() { document.activeElement = this; }
  contains(n) { for (let x = n; x; x = x.parent) if (x === this) return true; return false; }
  all() { return this.children.flatMap((c) => [c, ...c.all()]); }
  querySelectorAll(sel) { return this.all().filter((e) => e.classList.contains(sel.slice(1))); }
}
globalThis.document = {createElement: (t) => new El(t), hidden: false, addEventListener() {}, removeEventListener() {}};
document.body = new El("body");
document.head = new El("head");
document.activeElement = document.body;
globalThis.requestAnimationFrame = () => 0;
const [state, asking, after] = JSON.parse(process.argv[3]);
const handlers = {};
const sent = [];
const model = {get: (k) => state[k], set: (k, v) => { state[k] = v; }, save_changes() {}, send: (m) => sent.push(m),
  on: (n, f) => { (handlers[n] = handlers[n] || []).push(f); }, off() {}};
const change = (k, v) => { state[k] = v; for (const f of handlers["change:" + k] || []) f(); };
const view = await import(process.argv[2]);
const el = new El("div");
document.body.append(el);
view.default.render({model, el});
const learners = () => el.all().find((e) => e.dataset.key === "learners");
const forgets = () => el.querySelectorAll(".cl-room-live-forget");
const ask = el.querySelectorAll(".cl-room-live-ask")[0];
const seen = {};
seen.head = learners().all().filter((e) => e.tagName === "TH" && e.attrs.scope === "col").map((e) => e.textContent);
seen.buttons = forgets().map((b) => [b.tagName, b.attrs.type, b.textContent, b.attrs["aria-label"]]);
seen.hiddenAtFirst = ask.hidden;
forgets()[0].focus();
forgets()[0].click();
change("asking", asking);
seen.question = [ask.hidden, ask.attrs.role, ask.textContent, document.activeElement.className];
ask.fire("keydown", {key: "Escape"});
change("asking", {});
seen.afterCancel = [ask.hidden, document.activeElement.attrs["aria-label"]];
change("asking", asking);
el.querySelectorAll(".cl-room-live-confirm")[0].click();
change("sections", after);
change("asking", {});
seen.afterConfirm = [forgets().map((b) => b.attrs["aria-label"]), document.activeElement.className,
  learners().all().filter((e) => e.tagName === "TR").map((tr) => tr.children.length)];
seen.sent = sent;
console.log(JSON.stringify(seen));
"""


def test_the_view_asks_then_confirms_and_keeps_the_keyboard_focus_where_it_belongs(ana_and_bo, tmp_path):
    node = shutil.which("node")
    if node is None:
        pytest.skip("node is not installed: this check runs the view's script")
    _room, widget, _sent, _ana, _bo = ana_and_bo
    names = ("sections", "updated", "summary", "announce", "error", "choices", "labels", "asking", "interval")
    state = {name: getattr(widget, name) for name in names}
    widget.ask_forget("Ana")
    asking = widget.asking
    widget.confirm_forget()
    (tmp_path / "view.mjs").write_text(LiveRoom._esm)
    (tmp_path / "page.mjs").write_text(FAKE_DOM)
    seen = json.loads(subprocess.run(
        [node, str(tmp_path / "page.mjs"), str(tmp_path / "view.mjs"), json.dumps([state, asking, widget.sections])],
        check=True, capture_output=True, text=True).stdout)
    assert seen["head"] == ["Learner", "Working on", "Last answer", "Answers given", "Lessons done", "Forget"]
    assert seen["buttons"] == [["BUTTON", "button", "Forget\u2026", "Forget Ana\u2026"],
                               ["BUTTON", "button", "Forget\u2026", "Forget Bo\u2026"]]
    assert seen["hiddenAtFirst"] is True
    hidden, role, words, focused = seen["question"]
    assert not hidden and role == "group" and focused.startswith("cl-room-live-export")
    assert words == "Forget Ana? This deletes their answers from the room. Export them first.ExportConfirmCancel"
    assert seen["afterCancel"] == [True, "Forget Ana\u2026"]  # Escape closes it; the focus back on Ana's button
    buttons, focused, widths = seen["afterConfirm"]
    assert buttons == ["Forget Bo\u2026"] and focused.startswith("cl-room-live-refresh")  # her row is gone
    assert widths == [6, 6]  # the head and Bo's row: five cells and the Forget cell
    assert seen["sent"] == [{"type": "forget", "name": "Ana"}, {"type": "forget_cancel"}, {"type": "forget_confirm"}]
