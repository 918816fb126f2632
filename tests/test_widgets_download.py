"""The Download widget: what it sends the browser, and what it says it offered."""

from __future__ import annotations

import pytest

from charleston_lessons.widgets.download import Download


def test_offer_sends_the_name_and_the_bytes_once(monkeypatch):
    sent = []
    widget = Download()
    monkeypatch.setattr(widget, "send", lambda content, buffers=None: sent.append((content, buffers)))
    widget.offer("progress-ada.json", b'{"a": 1}')
    assert sent == [({"name": "progress-ada.json", "mime": "application/json"}, [b'{"a": 1}'])]
    assert widget.offered == "progress-ada.json (8 bytes)"


@pytest.mark.parametrize("data", [bytearray(b"xyz"), memoryview(b"xyz")])
def test_any_bytes_like_content_goes_as_bytes(monkeypatch, data):
    sent = []
    widget = Download()
    monkeypatch.setattr(widget, "send", lambda content, buffers=None: sent.append(buffers[0]))
    widget.offer("a.json", data)
    assert sent == [b"xyz"] and type(sent[0]) is bytes


def test_the_front_end_listens_once_per_model_not_per_view():
    """A file shown twice (the overview in two cells) must still be saved once."""
    from pathlib import Path

    script = Path(Download._esm).read_text() if isinstance(Download._esm, Path) else str(Download._esm)
    assert "function initialize" in script and 'model.on("msg:custom"' in script
    assert "msg:custom" not in script.split("function render")[1]


class _Unprintable:
    """A name whose `__str__` and `__repr__` raise: the widget's sentence must not call them."""

    def __str__(self) -> str:
        raise RuntimeError("hostile __str__")

    __repr__ = __str__


@pytest.mark.parametrize(
    ("name", "data", "mime", "wrong"),
    [
        ("p.json", 5, "application/json", "data"),
        ("p.json", [1, 2, 3], "application/json", "data"),
        ("p.json", "text, not bytes", "application/json", "data"),
        (_Unprintable(), b"x", "application/json", "name"),
        (5, b"x", "application/json", "name"),
        ("", b"x", "application/json", "name"),
        ("../elsewhere.json", b"x", "application/json", "name"),
        ("a\\b.json", b"x", "application/json", "name"),
        ("x" * 256, b"x", "application/json", "name"),
        ("p.json", b"x", None, "mime"),
    ],
)
def test_a_bad_argument_is_refused_with_a_sentence_naming_it_and_nothing_is_sent(monkeypatch, name, data, mime,
                                                                                  wrong):
    sent = []
    widget = Download()
    monkeypatch.setattr(widget, "send", lambda content, buffers=None: sent.append(content))
    with pytest.raises(ValueError) as caught:
        widget.offer(name, data, mime)
    assert str(caught.value).startswith(wrong) and len(str(caught.value)) < 300
    assert sent == [] and widget.offered == ""
