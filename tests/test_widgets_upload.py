"""The Upload button: what reaches the kernel when a learner chooses a file."""

from __future__ import annotations

from charleston_lessons.widgets.upload import Upload


def _upload(max_bytes: int = 0):
    got: list[tuple[str, bytes | None]] = []
    return Upload("Import", lambda name, data: got.append((name, data)), accept=".json", max_bytes=max_bytes), got


def test_a_chosen_file_arrives_once_as_bytes_with_its_name():
    widget, got = _upload()
    widget._message(widget, {"name": "progress-ada.json"}, [memoryview(b'{"a": 1}')])
    assert got == [("progress-ada.json", b'{"a": 1}')]
    assert (widget.label, widget.accept) == ("Import", ".json")


def test_a_file_too_large_arrives_as_its_name_only():
    widget, got = _upload(max_bytes=4)
    widget._message(widget, {"name": "big.json", "too_large": True}, [])
    widget.receive("sneaky.json", b"12345")  # larger than it said: never passed on
    assert got == [("big.json", None), ("sneaky.json", None)]


def test_messages_that_are_not_a_file_are_ignored_and_long_names_cut():
    widget, got = _upload()
    widget._message(widget, ["not", "a", "dict"], None)
    widget._message(widget, {"name": "x" * 1000}, None)
    assert got == [("x" * 200, None)]


# ---------------------------------------------------------------- bad input (API.md)

import pytest  # noqa: E402

import fuzzing  # noqa: E402
from fuzzing import HostileInt, HostileStr  # noqa: E402 - tests/ is on sys.path


@pytest.mark.parametrize(
    "kwargs, name",
    [
        ({"label": None, "on_file": print}, "label"),
        ({"label": HostileStr("Import"), "on_file": None}, "on_file"),
        ({"label": "Import", "on_file": print, "accept": 3}, "accept"),
        ({"label": "Import", "on_file": print, "max_bytes": -1}, "max_bytes"),
        ({"label": "Import", "on_file": print, "max_bytes": HostileInt(-1)}, "max_bytes"),
    ],
    ids=["label", "on_file", "accept", "max_bytes", "max_bytes-hostile"],
)
def test_a_wrong_argument_is_a_sentence_naming_it(kwargs, name):
    fuzzing.refused(lambda: Upload(**kwargs), name)


def test_a_str_subclass_label_is_read_as_plain_text():
    assert type(Upload(HostileStr("Import"), print).label) is str
