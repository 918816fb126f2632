"""The learners' link as a QR code, for phones to join a workshop: on the instructor's tables
page (`show_join_code`, HTML with a PNG image, so it needs no widget state) and in the terminal
`make workshop` runs in (`terminal_code`). Drawn by segno. Also the sentence of the 403 page
a learner meets on an instructor's page (`refusal_sentence`).

`make workshop` gives every kernel the learners' link as CHARLESTON_LEARNERS_LINK (the
learners' own link, which opens nothing under instructor/); without it, nothing is shown.
"""

from __future__ import annotations

import html
import os
from typing import TextIO

LINK_VARIABLE = "CHARLESTON_LEARNERS_LINK"


def learners_link() -> str | None:
    """The learners' link `make workshop` gave this kernel, or None."""
    link = (os.environ.get(LINK_VARIABLE) or "").strip()
    return link or None


def _code(link: str):
    import segno

    # Medium error correction: still read from a projector at an angle, and small enough.
    return segno.make(link, error="m", micro=False)


def join_code_html(link: str) -> str:
    """A figure with the QR code of `link` (a PNG, dark on white with its quiet zone, so it
    scans in the dark theme too) and the link in words beneath, to type."""
    from charleston_lessons.messages import say

    words = say("workshop.qr_label", link=link)
    image = _code(link).png_data_uri(scale=8, border=4, dark="#000000", light="#ffffff")
    return (
        '<figure class="cl-join" style="margin: 6px 0 12px 0;">'
        f'<img src="{image}" alt="{html.escape(words)}" style="width: 240px; max-width: 100%; '
        'height: auto; image-rendering: pixelated; display: block;">'
        '<figcaption style="font-size: var(--jp-content-font-size2, 1.2em); margin-top: 4px;">'
        f"{html.escape(words)}</figcaption></figure>"
    )


def show_join_code(link: str | None = None) -> None:
    """Display the learners' QR code (from `link` or CHARLESTON_LEARNERS_LINK); nothing without one."""
    link = link or learners_link()
    if not link:
        return
    from IPython.display import HTML, display

    display(HTML(join_code_html(link)))


def terminal_code(link: str, out: TextIO) -> None:
    """The QR code of `link` in a terminal (two rows of modules a line), and the words to type."""
    from charleston_lessons.messages import say

    _code(link).terminal(out=out, compact=True, border=2)
    print(say("workshop.qr_label", link=link), file=out, flush=True)


def refusal_sentence(language: str = "en") -> str:
    """The one sentence of the 403 page a learner meets on an instructor's page
    (tools/workshop_roles.py), in `language`."""
    from charleston_lessons.messages import say, speaking

    with speaking(language):
        return say("workshop.instructor_only")
