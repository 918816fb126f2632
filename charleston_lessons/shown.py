"""Something that shows itself in a notebook as HTML, with a plain-text twin (core).

The twin is what nbval compares, what a screen reader or a terminal gets, and what a
notebook shows before its cells run; the HTML uses JupyterLab's theme variables.
"""

from __future__ import annotations

import html
from collections.abc import Iterable
from typing import Any

from charleston_lessons._input import flag, instance, plain, take, text, whole
from charleston_lessons.messages import say

__all__ = ["Shown", "Told", "told", "said", "scrolling"]


class Shown:
    """HTML that shows itself in a notebook, and its words as plain text."""

    def __init__(self, markup: str, text: str) -> None:
        # The plain strings: a `str` subclass's own methods never run when it is shown.
        self.markup = plain(instance(markup, str, "markup"))
        self.text = plain(instance(text, str, "text"))

    def _repr_html_(self) -> str:
        return self.markup

    def __repr__(self) -> str:
        return self.text


# The course's look for what a table says: the feedback box's colours and type, in the
# content font (never monospace, so a sentence wraps between words), light and dark alike.
_BOX = (
    "border-left: 6px solid var(--jp-brand-color1, #1976d2); padding: 6px 10px 6px 8px;"
    " margin: 4px 0; background: var(--jp-layout-color2, #f5f5f5);"
    " color: var(--jp-ui-font-color1, #212121); font-family: var(--jp-content-font-family, sans-serif);"
    " font-size: var(--jp-content-font-size1, 14px); line-height: 1.45; border-radius: 2px;"
)
_LIST = "margin: 0; padding-left: 1.8em;"
_ITEM = "margin: 2px 0; overflow-wrap: normal; word-break: normal;"
_RULE = (
    "display: inline-block; padding: 0 6px; margin-right: 4px; border: 1px solid"
    " var(--jp-border-color1, #9e9e9e); border-radius: 3px; font-family: var(--jp-code-font-family,"
    " monospace); font-size: 0.9em; white-space: nowrap;"
)


class Told(Shown):
    """Sentences a table said, each with the rule IDs behind it (`lines`: (rules, sentence))."""

    def __init__(self, lines: Iterable[tuple[str, str]], *, numbered: bool = False) -> None:
        self.lines = tuple(_line(line) for line in take(lines, "lines"))
        self.numbered = flag(numbered, "numbered")
        super().__init__(self._markup(), self._text())

    def _text(self) -> str:
        if self.numbered:
            return "\n".join(f"{n}. {sentence} ({rules})" for n, (rules, sentence) in enumerate(self.lines, 1))
        return "\n".join(f"- {rules}: {sentence}" for rules, sentence in self.lines)

    def _markup(self) -> str:
        tag = "ol" if self.numbered else "ul"
        layout = _LIST if self.numbered or len(self.lines) > 1 else "margin: 0; padding-left: 0; list-style: none;"
        items = "".join(
            f'<li style="{_ITEM}">{_chips(rules)}{html.escape(sentence)}</li>' for rules, sentence in self.lines
        )
        return f'<div class="cl-told" style="{_BOX}"><{tag} style="{layout}">{items}</{tag}></div>'


def _line(line: Any) -> tuple[str, str]:
    """One `(rules, sentence)` pair, both text: "J1" or "T3, F2", and what the table said."""
    pair = take(line, "lines", limit=2) if not isinstance(line, str) else []
    if len(pair) != 2:
        raise ValueError(say("error.shown.line", value=line))
    return text(pair[0], "lines", limit=100), text(pair[1], "lines")


def _chips(rules: str) -> str:
    """Each rule ID as the course's small boxed label; a G rule is advice, and says so."""
    chips = []
    for rule in (part.strip() for part in rules.split(",")):
        if rule:
            kind = "Advice" if rule.startswith("G") else "Rule"
            chips.append(f'<span style="{_RULE}" title="{kind} {html.escape(rule)}">{html.escape(rule)}</span>')
    return "".join(chips)


def told(lines: Iterable[tuple[str, str]], *, numbered: bool = False) -> Told:
    """What a table said, one (rules, sentence) pair per event, shown in the course's style:
    a list that wraps between words, with the text twin "- J1: ..." (or "1. ... (J1)")."""
    return Told(lines, numbered=numbered)


def said(verdict: object) -> Told:
    """One verdict (anything with a `rule` and a `message`, such as `rules.Verdict`) as the
    table says it, in the course's style; its text twin is "- J1: ..."."""
    try:
        rule, message = getattr(verdict, "rule"), getattr(verdict, "message")
    except Exception:  # noqa: BLE001 - no such attributes, or properties that fail
        raise ValueError(say("error.shown.verdict", value=verdict)) from None
    if not isinstance(rule, str) or not isinstance(message, str):
        raise ValueError(say("error.shown.verdict", value=verdict))
    return Told([(rule, message)])


def scrolling(markup: str, label: str, *, wide: int = 600, high: int | None = None) -> str:
    """A wide table or picture in a block that scrolls sideways by itself on a narrow screen,
    so the page never does; focusable and named, so a keyboard can scroll it too (axe:
    scrollable-region-focusable). Where the block is narrower than `wide` pixels (about
    what the content needs), a line under it says that it scrolls: a scroll bar alone is
    hidden on a phone until the learner touches it. With `high` (pixels), a long table
    stops at that height and scrolls down inside its block too (a room of 500 learners),
    its first row (the heads) kept in sight."""
    markup, label = text(markup, "markup", limit=2_000_000), text(label, "label", limit=200)
    wide = whole(wide, "wide", 1, 10_000)
    # A tall block: a height and a vertical scroll, and the head row stuck to its top.
    tall, sticky, kind = "", "", "cl-scroll"
    if high is not None:
        tall = f";max-height:{whole(high, 'high', 100, 10_000)}px;overflow-y:auto"
        sticky = (".cl-scroll-tall tr:first-child th{position:sticky;top:0;"
                  "background:var(--jp-layout-color1,#fff)}")
        kind = "cl-scroll cl-scroll-tall"
    hint = f"cl-scroll-hint-{wide}"
    return (
        '<div class="cl-scroll-box" style="container-type:inline-size;max-width:100%">'
        f"<style>.{hint}{{display:none}}@container (max-width: {wide}px){{.{hint}{{display:block}}}}{sticky}</style>"
        f'<div class="{kind}" role="region" tabindex="0"'
        f' aria-label="{html.escape(label)}" style="max-width:100%;overflow-x:auto{tall}">{markup}</div>'
        f'<div class="cl-scroll-hint {hint}" aria-hidden="true" style="font-size:var(--jp-ui-font-size1,13px);'
        f' color:var(--jp-ui-font-color1,#212121); margin:2px 0 6px 0">{html.escape(say("shown.scroll_hint"))}</div>'
        "</div>"
    )
