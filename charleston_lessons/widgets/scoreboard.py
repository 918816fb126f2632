"""The score of a review lesson, kept up to date as the learner answers (a thin view)."""

from __future__ import annotations

import html
from collections.abc import Callable, Mapping


from charleston_lessons._input import mapping, take, text, whole
from charleston_lessons.widgets._checks import function
from charleston_lessons.widgets.live import LiveRegion
from charleston_lessons.exercises import Outcome
from charleston_lessons.messages import say
from charleston_lessons.scoring import MAX_EXERCISES, Score, score

__all__ = ["Scoreboard", "score_html"]

_LINE = 2_000  # characters in one sentence, title or label, at most
_LINES = 1_000  # sentences in one score, at most
_BOX = (
    "border-left: 6px solid var(--jp-brand-color1, #1976d2); padding: 6px 10px; margin: 4px 0;"
    " background: var(--jp-layout-color2, #f5f5f5); color: var(--jp-ui-font-color1, #212121);"
    " font-size: var(--jp-content-font-size1, 14px); line-height: 1.5;"
)


def score_lines(result: Score, titles: Mapping[int, str], labels: Mapping[str, str]) -> list[str]:
    """The score in sentences: the total, what is untried, and each lesson to revisit."""
    if result.correct == 0 and result.incorrect == 0:
        return [say("score.start")]
    lines = [say("score.line", correct=result.correct, total=result.total, percent=result.percent)]
    if result.not_attempted:
        lines.append(say("score.untried", count=result.not_attempted))
    if result.revisit:
        lines.append(say("score.revisit_head"))
        for number, ids in result.revisit:
            lines.append(
                say("score.revisit", number=number, title=titles.get(number, ""), count=len(ids),
                    questions=", ".join(labels.get(i, i) for i in ids))
            )
    elif not result.not_attempted:
        lines.append(say("score.all_right"))
    return lines


def score_html(lines: list[str]) -> str:
    """The score's sentences (`score_lines`) in the live region's box."""
    lines = [text(line, "lines", limit=_LINE) for line in take(lines, "lines", limit=_LINES)]
    items = "".join(f"<div>{html.escape(line)}</div>" for line in lines)
    return (f'<div class="cl-score" style="{_BOX}">'
            f"<strong>{html.escape(say('score.title'))}</strong>{items}</div>")


class Scoreboard(LiveRegion):
    """Shows `score(...)` over `revisit`; call `refresh()` after each attempt (announced, as a
    live region that stays on the page)."""

    def __init__(
        self,
        outcomes: Callable[[], Mapping[str, Outcome]],
        revisit: Mapping[str, int],
        titles: Mapping[int, str],
        labels: Mapping[str, str],
    ) -> None:
        self._outcomes = function(outcomes, "outcomes")
        score({}, revisit)  # the same check `score` makes of it at every refresh
        self._revisit = mapping(revisit, "revisit", limit=MAX_EXERCISES)
        self._titles = {whole(number, "titles", 0, 1_000): text(title, "titles", limit=_LINE)
                        for number, title in mapping(titles, "titles", limit=MAX_EXERCISES).items()}
        self._labels = {text(key, "labels", limit=_LINE): text(label, "labels", limit=_LINE)
                        for key, label in mapping(labels, "labels", limit=MAX_EXERCISES).items()}
        super().__init__()
        self.refresh()

    @property
    def result(self) -> Score:
        return score(self._outcomes(), self._revisit)

    @property
    def text(self) -> str:
        return "\n".join(score_lines(self.result, self._titles, self._labels))

    def refresh(self) -> None:
        self.value = score_html(score_lines(self.result, self._titles, self._labels))

    def __repr__(self) -> str:
        return f"{say('score.title')}: {say('score.start')}"
